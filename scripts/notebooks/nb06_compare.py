"""Source of notebooks/{zh,en}/06_compare_rulesets.ipynb (one hand under the three rulesets); build with
``scripts/notebooks/build.py 06``."""
from _nb import Notebook, code, md
from _notes import with_notes

NB06 = [
    md(zh="""
    # 06 · 三种规则对比

    同样的十四张牌，在一种规则下是大胡，在另一种规则下可能根本不算胡。这一本把一手牌同时放在**马湾算胡**、**惠来**、**锦州**
    三种规则下并排比较（`mj.compare`、`mjlearn.frames.comparison_frame`），并说明**为什么**不一样。

    记住：三种规则的数字**单位不同**。马湾算台（再按筹码换成元），惠来是牌型的倍数（倍），锦州是底分乘上去的分。
    要比的是**理由**，不是数字本身。
    """, en="""
    # 06 · Comparing the three rulesets

    The same 14 tiles can be a big win under one ruleset and not a win at all under another.  This notebook
    puts one hand at a time under **Mawan** (马湾算胡), **Huilai** (惠来) and **Jinzhou** (锦州) side by side
    (`mj.compare`, `mjlearn.frames.comparison_frame`) and says **why** they differ.

    Keep in mind that the numbers are **not** in the same unit: Mawan counts 台 (tai, turned into 元 yuan by the
    stake), Huilai multiplies a pattern value (倍, bei), Jinzhou multiplies base points (分, points).  Compare
    the *reasons*, not the raw numbers.
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.frames import comparison_frame, waits_frame
    from mjlearn.render import hand_html, result_html, error_html

    from mjlearn.i18n import Text

    mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照 || "zh", "en" or "both"

    def show(html):
        display(HTML(html))

    def t(zh, en):
        # 按笔记本的语言选标签 || a label in the notebook's language
        return str(Text(zh, en))

    def side_by_side(hand, **context):
        # 一手牌在每种规则下的完整结果（或者报错的说明） || each ruleset's full result for one hand (or its error message)
        for name, res in mj.compare(hand, **context).items():
            if isinstance(res, mj.MjError):
                show(f"<h3>{mj.get_ruleset(name).title}</h3>" + error_html(res))
            else:
                show(result_html(res, readings=False))

    def net_payments(hand, **context):
        # 每种规则下每家的输赢（收为 +，付为 −，每一行加起来是 0），列成表 || net amount per seat under each ruleset (payee +, payer −; each row sums to zero), as a table
        from mjlearn.rows import table
        from mjlearn.i18n import T
        rows = []
        for name, res in mj.compare(hand, **context).items():
            title = str(mj.get_ruleset(name).title)
            if isinstance(res, mj.MjError) or res.status != "scored":
                rows.append([title] + [""] * 4 + ["", t("不结算", "no payments")])
                continue
            rows.append([title] + [f"{res.payments.get(seat, 0):+g}" for seat in ("E", "S", "W", "N")]
                        + [str(res.payment_unit), f"{sum(res.payments.values()):g}"])
        return table(rows, columns=[t("规则", "ruleset")] + [str(T("seat." + s)) for s in "ESWN"] + [t("单位", "unit"), t("合计", "sum")])
    """),
    md(zh="""
    ## 1. 三种规则一览

    每种规则自己声明的用牌、认可的牌型、可以亮出的组和计分单位（括号里是规则编号：MW-A、HL-A、JZ-A）：
    """, en="""
    ## 1. The rulesets at a glance

    Tile set, allowed hand forms, allowed declared sets and the unit of the hand's value, as each ruleset
    declares them (rule ids: MW-A, HL-A, JZ-A):
    """),
    code("""
    from mjlearn.rows import table

    table([[str(rs.title), len(rs.tile_kinds), ", ".join(str(mj.i18n.T("form." + f)) for f in rs.forms),
            ", ".join(rs.meld_kinds), str(mj.i18n.unit(rs.unit))] for rs in map(mj.get_ruleset, mj.ruleset_names())],
          columns=[t("规则", "ruleset"), t("牌种", "kinds"), t("牌型", "forms"), t("可以亮出的组", "declared sets"), t("单位", "unit")])
    """),
    md(zh="""
    * **马湾算胡**：所有的牌，标准牌型和七对；先数项目的张数，换成台，再加番。
    * **惠来**：所有的牌，还认**十三幺**；**不能吃**；按牌型算倍数；鬼牌和奖马是选项。
    * **锦州**：只有一百一十二张（没有风，没有白板、发财）；胡牌还要满足三个**条件**：门齐（万、筒、条三门都有）、有幺九
      （一、九或红中）、有横（一组横，或一对红中做掌），然后按胡牌类别乘加翻。

    ## 2. 十三幺：一种是大胡，一种不成牌，一种连牌都不合法

    `19m19p19s1234567z +1m` 是十三幺的样子：每种幺九和字牌各一张，再多一张一万。
    """, en="""
    * **Mawan**: every tile, standard and seven pairs; counts items (张) and turns them into 台, plus bonuses.
    * **Huilai**: every tile, also **thirteen orphans** (十三幺); **no chow claims**; pattern multipliers (倍);
      ghosts (鬼牌) and horses (奖马) are options.
    * **Jinzhou**: only 112 tiles (no winds, White 白, Green 发); a win must also meet three **conditions**:
      门齐 (all three suits), 有幺九 (a 1, a 9 or 红中), 有横 (a pung, or a 红中 pair); then a win class ×
      multipliers.

    ## 2. Thirteen orphans (十三幺): a big win, no hand, and illegal tiles

    `19m19p19s1234567z +1m` is the 十三幺 shape: one of each terminal and honour, plus a second `1m`.
    """),
    code("""
    hand = "19m19p19s1234567z +1m"
    show(hand_html(hand))
    comparison_frame(hand)
    """),
    md(zh="""
    * **惠来**把十三幺（HL-P13）算作一种牌型，**10 倍**。
    * **马湾**不认这种牌型（MW-A4：只有标准牌型和七对），这些牌什么也组不成。
    * **锦州**根本没有风，也没有白板、发财（JZ-A1）：这手牌在锦州连写都写不出来。
    """, en="""
    * **Huilai** lists 十三幺 (HL-P13) as a hand form worth **10 倍**.
    * **Mawan** does not know the form (MW-A4: standard and seven pairs only): the tiles make no hand.
    * **Jinzhou** has no winds and no White or Green at all (JZ-A1): the hand cannot even be written there.
    """),
    code("""
    side_by_side(hand)
    """),
    md(zh="""
    ## 3. 九莲宝灯：一种大胡，一种小胡，一种不算胡

    `1112345678999m +5m` 只有一门。马湾给一门的牌很多台（清一色等）；惠来算清一色 4 倍；锦州不认：门齐（JZ-L1）要求手里
    万、筒、条**都**有。
    """, en="""
    ## 3. Nine gates (九莲宝灯): a big win, a small win, and not a win

    `1112345678999m +5m` is one suit only.  Mawan pays a lot for one-suit hands (清一色 and more); Huilai
    counts 清一色 ×4; Jinzhou refuses it: 门齐 (JZ-L1) needs 万, 筒 **and** 条 somewhere in the hand.
    """),
    code("""
    hand = "1112345678999m +5m"
    comparison_frame(hand)
    """),
    md(zh="""
    马湾的各个项目，每项一行，写明理由和出自原文哪里（被排除的项目也列出来，并写明是哪一项排除了它）：
    """, en="""
    The Mawan items, one row each, with the reason and where the rule text (原文) says it (excluded items are
    listed with the item that excludes them):
    """),
    code("""
    mj.score(hand, "mawan").items_frame()
    """),
    md(zh="""
    ## 4. 吃来的顺子：两种规则可以，惠来不行

    `234m567p22s77z chi:678s +7z` 有一组用 `chi:` 吃来的顺子。惠来不能吃（HL-A2），所以这手牌在惠来被拒绝，提示里说出规则；
    马湾和锦州照常算分。（锦州的三个条件都满足：三门都有，红中算幺九，三张红中是横。）
    """, en="""
    ## 4. A claimed chow (吃): fine in two rulesets, refused in Huilai

    `234m567p22s77z chi:678s +7z` holds a chow claimed with `chi:`.  Huilai has no chow claims (HL-A2), so
    the hand is refused there with the rule named; Mawan and Jinzhou score it.  (Jinzhou's three conditions
    hold: all three suits, 红中 for 幺九, and the pung `777z` for 横.)
    """),
    code("""
    hand = "234m567p22s77z chi:678s +7z"
    comparison_frame(hand)
    """),
    md(zh="""
    ## 5. 七对：三种规则都认，分量各不相同

    `1122m3344p5566s7z +7z` 是七对，三种规则都认。三种规则下都算胡，各按自己的办法算分：
    """, en="""
    ## 5. Seven pairs (七对) everywhere: three different values

    `1122m3344p5566s7z +7z` is seven pairs, allowed in all three rulesets.  It is a win in each, valued in
    each ruleset's own way:
    """),
    code("""
    hand = "1122m3344p5566s7z +7z"
    side_by_side(hand)
    """),
    md(zh="""
    ### 谁付给谁

    付钱的办法也不一样。按默认的牌局情况（胡牌的人坐南家，东家坐庄，上家东家打出了胡的那张牌），下面是每种规则下各家的
    净输赢，加起来总是零：
    """, en="""
    ### Who pays whom

    The payment rules differ too.  With the default context (the winner sits South, East deals, the previous
    player East discarded the winning tile), each ruleset's net payments per seat; they always sum to zero:
    """),
    code("""
    net_payments(hand)
    """),
    md(zh="""
    ## 6. 听牌对比

    一手十三张牌，在一种规则下有听牌，在另一种规则下可能什么都不听。`445566m2277779s` 在马湾和惠来听八条（标准牌型）和
    九条（七对）；可它**没有筒**，所以在锦州没有一张牌能让它合规胡牌（门齐，JZ-L1）。胡每一张能算多少：
    """, en="""
    ## 6. Waits under each ruleset

    A 13-tile hand can wait on tiles in one ruleset and on nothing in another.  `445566m2277779s` waits on `8s`
    (standard) and `9s` (seven pairs) in Mawan and Huilai, but it has **no 筒 (dots)**, so under Jinzhou no
    tile can make it a legal win (门齐, JZ-L1).  What it would score on each tile:
    """),
    code("""
    waits_frame("445566m2277779s")
    """),
    code("""
    from mjlearn.render import Html, table_html, tiles_html

    def tiles(x):
        # 小号牌图，放进表格的一格；没有牌时写“–” || tiles drawn small, as one table cell; "–" for none
        return Html(tiles_html(x, size=22, css=False)) if x else "–"

    rows = []
    for name in mj.ruleset_names():
        w = mj.waits("445566m2277779s", name)
        rows.append([mj.get_ruleset(name).title, tiles(w.live), tiles(w.shape), tiles(w.illegal)])
    show(table_html([t("规则", "ruleset"), t("听牌", "waits"), t("只是形状上的听牌", "shape-only waits"), t("这种规则不合法", "not legal here")], rows,
                    css=True))
    """),
    md(zh="""
    ## 7. 怎么胡的，影响各不相同

    同一手牌，改成自摸，而不是胡别人打出的牌：

    * 马湾多一项“摸”（MW-B01）：多一张，这里仍在张数换台表的同一档（MW-T：2 到 4 张是 10 台）；不管怎么胡，另外三家都要付；
    * 锦州把点炮胡的翻倍（JZ-M06）换成自摸的翻倍（JZ-M03），而且改成每家付自己那一份，不再由点炮的人付三份（JZ-P1、JZ-P2）；
    * 惠来：改成另外三家每家付一份底分，不再只由点炮的人付（HL-K1）。
    """, en="""
    ## 7. How the win came matters differently

    The same hand self-drawn (自摸) instead of won on a discard:

    * Mawan adds the item 摸 (MW-B01): one more 张, which here stays in the same band of the count table (MW-T:
      2–4 张 = 10 台); every other player pays either way;
    * Jinzhou swaps the ×2 of 点炮 (JZ-M06, winning on a discard) for the ×2 of 自摸 (JZ-M03), and each player now
      pays its own share instead of the discarder paying for all three (JZ-P1, JZ-P2);
    * Huilai: each other player pays the hand score instead of the discarder (点炮) alone (HL-K1).
    """),
    code("""
    hand = "1122m3344p5566s7z +7z"
    comparison_frame(hand, context={"win_by": "self_draw"})
    """),
    code("""
    net_payments(hand, win_by="self_draw")
    """),
    md(zh="""
    ## 小结

    | 这手牌…… | 马湾 | 惠来 | 锦州 |
    |---|---|---|---|
    | 有风、白板或发财 | 可以 | 可以 | 写不出来（JZ-A1） |
    | 是十三幺 | 不成牌（MW-A4） | 十三幺 10 倍（HL-P13） | 写不出来 |
    | 有吃来的顺子 | 可以 | 不行（HL-A2） | 可以 |
    | 缺一门 | 可以（还算缺） | 可以 | 不算胡（门齐 JZ-L1） |
    | 是七对 | 可以 | 可以 | 要门齐、有幺九（JZ-L5） |

    在 **00 · 从这里开始** 里试试你自己的牌：探索器把三种规则并排显示。
    """, en="""
    ## Summary

    | the hand… | Mawan 马湾 | Huilai 惠来 | Jinzhou 锦州 |
    |---|---|---|---|
    | has a wind, White or Green | fine | fine | cannot be written (JZ-A1) |
    | is thirteen orphans | no hand (MW-A4) | 十三幺 ×10 (HL-P13) | cannot be written |
    | has a claimed chow | fine | refused (HL-A2) | fine |
    | misses a suit | fine (even rewarded: 缺) | fine | not a win (门齐 JZ-L1) |
    | is seven pairs | fine | fine | needs 门齐 + 幺九 (JZ-L5) |

    Try your own hands in **00 · Start here**: the explorer shows the three rulesets side by side.
    """),
]

NOTEBOOK = Notebook("06_compare_rulesets.ipynb", "c06", with_notes(NB06), deck=True)  # a slide deck (JupyterLab RISE)
