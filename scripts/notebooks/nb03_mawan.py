"""Source of notebooks/{zh,en}/03_mawan.ipynb (the Mawan tutorial, 马湾算胡): one cell list, prose in both languages.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 03``
"""
from _nb import Notebook, code, md
from _notes import with_notes

cells = [
    md(zh="""
    # 03 · 马湾算胡

    马湾算胡给一手胡牌算分分两层：

    1. **张数**：摸（自摸）、清（无下子）、将（二五八做将）这类小项目。原文说“一个字算作一张牌”：每项算几张，多数是一张，
       有的更多。
    2. **张数换台**：把总张数按表换成台（10、20、30、40 台；只有一个缺时是 50 台）。
    3. **加番**：再加 30、50 或 100 台（有几项用 200、400、800 台代替 100 台）。
    4. **不重复算**：原文说“成型时只能有一个用途”，同一个牌型不算两次。

    一手牌按最好的**读法**（拆牌，加上胡的那张牌落在哪一句）算分。下面每个项目都带着它的编号（`MW-B05` 这样），
    出处是马湾的原文。

    不给牌局情况时的默认值：胡上家打出的牌，你坐南家，圈风是东风，筹码“11”（底 1 元）。
    """, en="""
    # 03 · Mawan (马湾算胡)

    Mawan (马湾算胡) values a winning hand in two layers:

    1. **Counts (张, zhang)**: small basic items such as 摸 (self-draw), 清 (concealed), 将 (a 2-5-8 pair).
       The rule text (原文) says "一个字算作一张牌": each is worth a count, most 1, some more.
    2. The **count table** turns the total count into 台 (tai): 10, 20, 30, 40 台; one lone 缺 is 50 台.
    3. **Bonuses** (加番) add +30, +50 or +100 台 (some +200/+400/+800 variants replace the +100).
    4. **Exclusions**: "成型时只能有一个用途", one arrangement is not counted twice.

    The hand is worth the best **reading** (decomposition + where the winning tile sits).  Every item below has
    its rule id (`MW-B05` …) as its code; each comes from Mawan's rule text (原文).

    Defaults when you give no context: won on a discard from the previous player (上家), you sit South,
    the round wind is East, stake "11" (底 1 元, a base of 1 yuan).
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import Html, hand_html, items_html, tiles_html
    from mjlearn.i18n import Text
    from mjlearn.rows import table   # 把几行数据（或一串字典）画成左对齐的 HTML 表格 || rows (or a list of dicts) shown as a left-aligned HTML table
    from mjlearn.rules.mawan import rule_list
    from mjlearn.rules.mawan.count_table import table_tai

    mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照 || "zh", "en" or "both"

    def show(html):
        display(HTML(html))

    def t(zh, en):
        # 按笔记本的语言选标签 || a label in the notebook's language
        return str(Text(zh, en))

    def items(hand, context=None, options=None):
        # 先画手牌，再列出选中那种读法的项目（不算的项目是灰色的，写着原因）和合计， || the hand, then the chosen reading's items (those not counted greyed, with the reason), the total
        # 最后是起了作用的解读说明 || and the interpretation notes that decided it
        r = mj.score(hand, "mawan", context=context or {}, options=options)
        show(hand_html(hand, size=28) + items_html(r, css=False))

    def small(hand):
        # 小号手牌图，放进表格的一格 || a hand drawn small, as one table cell
        return Html(hand_html(hand, size=22, css=False))
    """),
    md(zh="""
    ## 全部项目一览

    基本项目按张数算，加番按台算。**MW-X01** 是原文“+100台”下的第一条，原文那一行是空的：这里列出来，但从不计分。
    """, en="""
    ## All the items at a glance

    Basic items are worth counts (张); bonuses are worth 台.  **MW-X01** is the rule text's first +100 line,
    which is *blank* there: it is listed here and never scored.
    """),
    code("""
    from mjlearn.rows import table
    table([(c, n, w) for c, n, w, _ in rule_list()], columns=[t("编号", "code"), t("项目", "item"), t("算多少", "worth")])
    """),
    md(zh="""
    ## 第一手牌：张数换台

    二三四饼、三四五饼、四五六条、六七八条，单吊五万，胡别人打出的五万。张数：清 1、平 1、断 1、将（五万做将算 3）、
    吊 1、缺（没有风，也没有中发白：2），合计 **9 张，换成 30 台**。下面的图画出这手牌、每种读法和输赢
    （另外三家每家付 30 ÷ 10 × 1 = 3 元）。
    """, en="""
    ## A first hand: counts → 台

    `234p345p456s678s` + `5m`, waiting only on 5m, won on a discard.  Counts: 清 (concealed) 1 + 平 (no pung) 1
    + 断 (no 1 or 9) 1 + 将 (a 5 pair is 3) + 吊 (single wait) 1 + 缺 (no winds, no dragons: 2) = **9 张 → 30 台**.
    The picture shows the hand, every reading and the payments (each other player pays 30 ÷ 10 × 1 = 3 元).
    """),
    code("""
    r = mj.score("234p345p456s678s5m +5m", "mawan")
    r
    """),
    code("""
    r.items_frame(LANG)
    """),
    md(zh="""
    ## 坎、边、吊和只听一张（MW-W）

    坎（胡中间那张，胡的是五时算 2 张）、边（一二胡三、八九胡七）、吊（单张求对）**只在这手牌只听一种牌时才算**。
    这是一种解读：原文没有说，这里按通常的打法（选项 `wait_items_need_single_wait`）。
    """, en="""
    ## 坎, 边, 吊 and the single-wait rule (MW-W)

    坎 (closed wait, 2 when the winning tile is a 5), 边 (edge wait, 12→3, 89→7) and 吊 (single wait on the
    pair) count **only when the hand waited on exactly one tile kind**.  *Interpretation*: the rule text is
    silent; this follows the usual practice (option `wait_items_need_single_wait`).
    """),
    code("""
    table([[small(h), Html(tiles_html(mj.waits(h, "mawan"), size=22, css=False)), len(mj.waits(h, "mawan"))]
           for h in ("234m345p46s678s55m", "234m345p678s4666s")],
          columns=[t("手牌", "hand"), t("听牌", "waits"), t("听几种", "|W|")])
    """),
    code("""
    items("234m345p46s678s55m +5s")     # 只听五条一种：坎算数（胡的是五，算 2 张） || one wait (5s): 坎 on the 5 counts
    """),
    code("""
    items("234m345p678s4666s +5s")      # 听四种牌：吊不算，MW-W 的说明讲了为什么 || four waits: no 吊, and the MW-W note says why
    """),
    md(zh="""
    第二手牌还有**双龙抱柱**（MW-X17）：四张六条没有开杠，两张做将，另外两张分在两个顺子里，它代替归带杠。

    ## 晕：中发白和风的句（MW-Y）

    中发白三个一句算 2 个晕，四个一句算 3 个；圈风三个一句算 1 个，四个一句算 2 个；自己的门风算 1 个；既是圈风又是门风
    算 2 个或 3 个；晕**最多算 3 个**（这是一种解读：上限管所有的晕；选项 `yun_cap`）。
    """, en="""
    The second hand also shows **双龙抱柱** (MW-X17): four 6s, not a kong; two are the pair, the other two
    sit in two different chows.  It replaces 归带杠.

    ## 晕: dragon and wind sets (MW-Y)

    A dragon pung is 2 晕, a dragon kong 3; the round wind's pung 1, kong 2; your own seat wind 1; a wind that
    is both 2 / 3; at most **3 晕** in all (*interpretation*: the cap covers every 晕; option `yun_cap`).
    """),
    code("""
    SEAT = {"E": t("东", "East"), "S": t("南", "South"), "W": t("西", "West"), "N": t("北", "North")}
    rows = []
    for seat, rnd in [("S", "E"), ("E", "S"), ("E", "E"), ("W", "S")]:
        r = mj.score("111z234p345p678s5m +5m", "mawan", seat=seat, round_wind=rnd)
        rows.append([SEAT[seat], SEAT[rnd], sum(i.value for i in r.counted if i.code == "MW-B14"), r.total_text])
    table(rows, columns=[t("座位", "seat"), t("圈风", "round wind"), t("东风那一句的晕", "晕 of the East pung"), t("合计", "total")])
    """),
    code("""
    items("555z666z111z234m8m +8m", {"seat": "E"})   # 2 + 2 + 2 = 6 个晕，只算 3 个 || 2 + 2 + 2 = 6 晕, only 3 count
    """),
    md(zh="""
    ## 杠：归、归杠、归带杠、外三归

    归（MW-B11）是先碰一句，再摸到第四张（`kakan`，蓄杠）；归杠（MW-B12）是自己先有三张再凑成四张（`ankan` 暗杠，
    或别人打出第四张的 `kan` 冲杠）；归带杠（MW-B13）是四张一样的都在手里却没开杠，其中一张在顺子里。
    明牌中有三句四张一样的是外三归（加 100 台）。
    """, en="""
    ## Kongs: 归, 归杠, 归带杠, 外三归

    归 (MW-B11) is a `kakan` (蓄杠, a pung, then the fourth); 归杠 (MW-B12) an `ankan` (暗杠) or a `kan`
    (冲杠) onto your own triplet; 归带杠 (MW-B13) four copies held but not declared, one inside a chow.
    Three exposed kongs are 外三归 (+100).
    """),
    code("""
    items("678s5m kakan:2222m kan:3333p kakan:4444s +5m")
    """),
    code("""
    items("234p345p666s678s5m +5m")
    """),
    md(zh="""
    ## 张数换台（MW-T）

    去掉不重复算的项目以后，总张数按表换成台。只有 1 张时，原文说“只有一种情况：一个缺”，才是 50 台；
    0 张（或者 1 张却不是缺）原文的表里没有这一行，这里算 0 台（这是一种解读）。
    """, en="""
    ## The count table (MW-T)

    The total count, taken after exclusions, gives 台.  A count of 1 is 50 台 only when it is one 缺
    ("只有一种情况：一个缺"); a count of 0 (or 1 from anything else) has no row in the rule text: 0 台
    (*interpretation*).
    """),
    code("""
    table([[n, f"{table_tai(n, False)} 台", t("只有一个缺：50 台", "one lone 缺: 50 台") if n == 1 else ""] for n in range(0, 14)],
          columns=[t("张数", "count (张)"), t("台", "tai (台)"), ""])
    """),
    code("""
    items("456s78s11z chi:234m pon:999p +9s")   # 只有一个缺（没有中发白）：50 台 || only 缺 (no dragons): 50 台
    """),
    md(zh="""
    ## 加 30 台：一块匾、反匾、幺将、将不幺

    幺指一、九、风和中发白。这里的解读是：一块匾和反匾只看四句，不看将（选项 `bian_constrains_pair`）。
    """, en="""
    ## +30 台: 一块匾, 反匾, 幺将, 将不幺

    幺 = 1, 9, any wind, any dragon.  *Interpretation*: 一块匾 and 反匾 look at the four sets only
    (option `bian_constrains_pair`).
    """),
    code("""
    rows = []
    for h in ["111z234p345p678s5m +5m", "123m123p123s567s8m +8m", "234m345p456s678s1z +1z", "123m789p111s999s5m +5m"]:
        r = mj.score(h, "mawan")
        rows.append([small(h), ", ".join(f"{i.code} {i.name}" for i in r.counted if i.value == 30 and i.unit == "台"),
                     r.total_text])
    table(rows, columns=[t("手牌", "hand"), "+30 台", t("合计", "total")])
    """),
    md(zh="""
    ## 加 50 台

    一条龙（同一门一到九）、喜相逢（三门有相同的一句）、海底捞月、杠上开花、绝章、五门全、凑一色、全带幺、全求、
    对子胡、抢杠。绝章要求另外三张都已经**露面**：在桌上（`seen=`），或者就在自己手里（这是一种解读）。
    """, en="""
    ## +50 台

    一条龙 (123 456 789 of one suit), 喜相逢 (the same chow in all three suits), 海底捞月 (last tile),
    杠上开花 (kong replacement), 绝章 (the last copy), 五门全 (all five families), 凑一色 (one suit plus
    honours), 全带幺 (a 幺 in every set), 全求 (every set claimed), 对子胡 (all pungs), 抢杠 (robbing a kong).
    绝章 needs the other three copies already **seen**: on the table (`seen=`) or in your own hand
    (*interpretation*).
    """),
    code("""
    items("234p345p456s678s5m +5m", {"seen": {"5m": 2}})   # 手里 1 张 + 桌上见过 2 张 = 3 张：绝章 || 1 in hand + 2 seen = 3: 绝章
    """),
    code("""
    items("234p345p678s5m ankan:1111z +5m", {"win_by": "self_draw", "kong_replacement": True, "seat": "E"})
    """),
    md(zh="""
    ## 加 100 台，以及原文的例子：清一色的七对

    原文说“清一色的七对按200台起算再加上本来的番数”：清一色 100 加七对 100 等于 200，再加张数换来的台。
    这里清 1、吊 1，共 2 张换成 10 台，所以是 **210 台**；四个缺不算（清一色已经包含了）。
    """, en="""
    ## +100 台 and the rule text's example: 清一色的七对

    The rule text says "清一色的七对按200台起算再加上本来的番数": seven pairs in one suit start at 200 台, and
    the hand's other values are added on top.  So 清一色 (one suit) 100 + 七对 (seven pairs) 100 = 200, plus
    the count table.  Here 清 1 + 吊 1 = 2 张 → 10 台, so **210 台**; the four 缺 are not counted (清一色
    already says so).
    """),
    code("""
    items("1133557799224p +4p")
    """),
    md(zh="""
    楞子七对（有一种牌四张都在手里）加 200 台，**代替** 100 台（双楞子加 400，三楞子加 800）：
    """, en="""
    楞子七对 (seven pairs with one kind held four times) is +200 **instead of** +100 (双楞子 +400, 三楞子
    +800):
    """),
    code("""
    items("11112233m55p77s9s +9s")
    """),
    md(zh="""
    ### 断桥会和一条龙

    手里有同一门的一二三四、六七八九，**胡别人打出的五**是断桥会（加 100 台），它代替一条龙和五的坎。
    同一手牌如果是自摸的五，就只算一条龙（加 50 台）。
    """, en="""
    ### 断桥会 vs 一条龙

    Holding 1234 and 6789 of one suit and winning on the 5 **from a discard** is 断桥会 (+100), which
    replaces 一条龙 and the 坎 on the 5.  Self-drawn, the same hand is 一条龙 (+50) instead.
    """),
    code("""
    items("1234m6789m11p456s +5m")
    """),
    code("""
    items("1234m6789m11p456s +5m", {"win_by": "self_draw"})
    """),
    md(zh="""
    ### 内三杠：靠别人打出的牌凑成的句不算自己摸的

    听四条或五条（对倒）：胡别人打出的四条，三张四条这一句算明的；自摸四条，这一句就是自己摸的，
    这手牌有三句自己摸的三张一样，就是内三杠。
    """, en="""
    ### 内三杠: a pung completed by someone else's tile is not concealed

    Waiting on 4s or 5s (对倒, double pair): won on a discarded 4s the 444s pung counts as exposed; self-drawn
    it is concealed and the hand has three concealed pungs: 内三杠.
    """),
    code("""
    rows = []
    for how, ctx in ((t("胡别人打出的牌", "on a discard"), {}), (t("自摸", "self-draw"), {"win_by": "self_draw"})):
        r = mj.score("222m333p44s55s678s +4s", "mawan", context=ctx)
        rows.append([how, ", ".join(f"{i.code} {i.name}" for i in r.counted), r.total_text])
    table(rows, columns=[t("怎么胡的", "won by"), t("算了的项目", "items counted"), t("合计", "total")])
    """),
    code("""
    items("111z222z333z444z5m +5m")   # 大四喜和内四杠顶替各自底下那条 +100 台；风的晕不再算 || 大四喜 and 内四杠 replace their +100 bases; wind 晕 not counted
    """),
    md(zh="""
    ## 例外：喜平断将将缺缺算 100 台（MW-E）

    喜相逢加上平、断、将和两个缺：喜相逢和张数换来的台合起来算 **100 台**（不是 50 加 20）。
    """, en="""
    ## The exception: 喜平断将将缺缺 = 100 台 (MW-E)

    The rule text names one exception: 喜相逢 (the same chow in all three suits) together with 平 (no pung),
    断 (no terminal), 将 (a 2-5-8 pair) and two 缺 (missing families).  For that hand, 喜相逢 and the count
    table together are worth **100 台** (not 50 + 20).
    """),
    code("""
    items("234m234p234s567s8m +8m")
    """),
    md(zh="""
    ## 选项

    每一处有别的读法的解读都是一个选项。比如断能不能有字牌，一条龙是不是“一到九在哪里都行”：
    """, en="""
    ## Options

    Every *interpretation* with an alternative is an option.  For example 断 with honours, and 一条龙 as
    "1 to 9 anywhere":
    """),
    code("""
    rows = []
    for h, label, opts in (("111z234p345p678s5m +5m", t("默认", "default"), None),
                           ("111z234p345p678s5m +5m", t("断不许有字牌", "断 excludes honours"), {"duan_excludes_honors": True}),
                           ("1233456789m456p +9m", t("默认", "default"), None),
                           ("1233456789m456p +9m", t("一条龙不必是三个顺子", "一条龙 1–9 anywhere"), {"long_needs_chows": False})):
        r = mj.score(h, "mawan", options=opts)
        rows.append([small(h), label, ", ".join(f"{i.code} {i.name}" for i in r.counted), r.total_text])
    table(rows, columns=[t("手牌", "hand"), t("选项", "option"), t("算了的项目", "items counted"), t("合计", "total")])
    """),
    md(zh="""
    ## 谁付给谁（MW-M）

    筹码“NN”：底 N 元，十台 N 元；另外三家每家付给胡牌的人。包胡：承包的那一家替三家付。
    （原文的“（出增除外）”看不明白，这里没有做。）
    """, en="""
    ## Who pays whom (MW-M)

    Stake "NN": a base (底) of N 元 and 10 台 = N 元; each of the other three pays the winner.  包胡
    (liability): the liable player pays all three shares (the rule text's "（出增除外）" is unreadable and not
    modelled).
    """),
    code("""
    rows = []
    for label, kw in ((t("筹码22，自摸", "stake 22, self-draw"), dict(options={"stake": "22"}, win_by="self_draw")),
                      (t("北家包胡", "North liable (包胡)"), dict(liable="N"))):
        r = mj.score("234p345p456s678s5m +5m", "mawan", **kw)
        rows.append([label, r.total_text] + [f"{r.payments[s]:+g} " + t("元", "yuan") for s in "ESWN"])
    table(rows, columns=[t("情形", "case"), t("合计", "total")] + [SEAT[s] for s in "ESWN"])
    """),
    md(zh="""
    ## 不算胡牌

    马湾认四句加一对将，或者七对；不认十三幺。
    """, en="""
    ## Not a win

    Mawan accepts four sets + a pair, or seven pairs, not thirteen orphans (十三幺).
    """),
    code("""
    items("99m345p88p11s5678s +9s")
    """),
    code("""
    items("19m19p19s1234567z +1m")
    """),
    md(zh="""
    ## 解读说明

    原文说得不清楚的地方，程序库做了一个选择，并且明说出来。每个结果都会列出影响了它的说明（`r.notes`）；下面是全部说明。
    """, en="""
    ## Interpretation notes

    Where the rule text is ambiguous the library made a choice and says so.  A result lists the notes that
    affected it (`r.notes`); here is the whole list.
    """),
    code("""
    import re
    from mjlearn.rules.mawan.strings import NOTES

    def blank(template):
        # 说明里花括号的地方每手牌各填各的，这里一律写成“…” || a note's {fields} are filled in per hand; here they read "…"
        return re.sub(r"\\{\\w+\\}", "…", template)

    table([[code_.split(".")[0], t(blank(zh), blank(en))] for code_, (zh, en) in NOTES.items()],
          columns=[t("编号", "code"), t("说明", "note")])
    """),
    md(zh="""
    牌桌流程（掷骰子、开墩、轮庄和连庄、一炮单响、破盆、脱裤子）在 `07_table_procedures.ipynb`；练习在
    `10_exercises_mawan.ipynb`。
    """, en="""
    The table procedures (dice, wall break, rotation and 连庄 dealer repeat, one winner per discard, 破盆,
    脱裤子) are in `07_table_procedures.ipynb`; exercises in `10_exercises_mawan.ipynb`.
    """),
]


NOTEBOOK = Notebook("03_mawan.ipynb", "c03", with_notes(cells), deck=True)  # a slide deck (JupyterLab RISE)
