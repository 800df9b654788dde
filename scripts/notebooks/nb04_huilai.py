"""Source of notebooks/{zh,en}/04_huilai.ipynb (the Huilai tutorial, 惠来): one cell list, prose in both languages.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 04``
"""
from _nb import Notebook, code, md
from _notes import with_notes

cells = [
    md(zh="""
    # 04 · 惠来

    惠来（广东揭阳，潮汕地区）打的是推倒胡：**只能碰、杠，不能吃**；一手牌的分量是由牌型决定的**倍数**；
    开房时还可以加上**鬼牌**、**奖马**（胡牌后翻开的马牌）和**杠分**。

    下面每个项目都带着它的编号（`HL-…`），出处是惠来的原文（一份游戏房间的规则说明）。

    你会学到：
    1. 基本玩法（不能吃、怎样胡、牌型）；
    2. 十四种牌型，它们怎样互相排除、怎样叠加（相乘或相加），以及封顶；
    3. 鬼牌：哪张是鬼，每张鬼当什么；
    4. 结算：每家付多少分、谁付、奖马、杠分、各种保护；
    5. 牌桌规则（漏胡、漏碰、漏杠、荒庄、下一局谁坐庄）。
    """, en="""
    # 04 · Huilai (惠来)

    Huilai (惠来, Jieyang, in the Chaoshan region of Guangdong) plays a 推倒胡 ("push down") game: **pung and
    kong only, no chow claims**, a hand's value is a **multiplier** (倍, bei) from its patterns (牌型), and a room
    can add **ghost tiles** (鬼牌, wild tiles), **horses** (奖马, bonus tiles turned after the win) and **kong
    points** (杠分).

    Every item below carries its rule id (`HL-…`) as its code; each comes from Huilai's rule text (原文, a game
    room's rule page).

    You will learn:
    1. the table rules (no chow claims, ways to win, forms);
    2. the 14 patterns, how they exclude each other and how they stack (multiply or add), the cap;
    3. ghosts: which tile is the ghost, what each ghost stands for;
    4. the settlement: hand score per payer (分, points), who pays, horses, kong points, protections;
    5. the table procedures (漏胡 passed win, 漏碰, 漏杠, 荒庄 draw, next dealer).
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import Html, error_html, hand_html, items_html, result_html, tiles_html
    from mjlearn.i18n import Text
    from mjlearn.rows import table   # 把一串字典（或几行数据加列名）画成 HTML 表格 || a list of dicts (or rows + columns) shown as an HTML table
    from mjlearn.tiles import parse_tiles, tile_str

    mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照 || "zh", "en" or "both"

    def show(html):
        display(HTML(html))

    def t(zh, en):
        # 按笔记本的语言选标签 || a label in the notebook's language
        return str(Text(zh, en))

    SEAT = {"E": t("东", "East"), "S": t("南", "South"), "W": t("西", "West"), "N": t("北", "North")}

    def net(payments):
        # 每家输赢（分）画成表格的一行，一家一列：+ 是收，− 是付 || net payments (分) as one table row, a column per seat: + received, − paid
        return table([{SEAT[s]: f"{v:+g}" if v else "0" for s, v in payments.items()}])

    def item_rows(r, *codes):
        # 把结果里的几个项目列成表：编号、项目、数值、理由 || some items of a result as a table: code, item, value, reason
        return table([[i.code, i.name, f"{i.value:g} {i.unit}", i.reason] for c in codes for i in [r.item(c)]],
                     columns=[t("编号", "code"), t("项目", "item"), t("数值", "value"), t("理由", "reason")])

    def summary(hands, options=None, **context):
        # 一手牌一行：算了的牌型、倍数和每家输赢（分） || one row per hand: counted patterns, multiplier (倍) and net payments (分)
        rows = []
        for h in hands:
            r = mj.score(h, "huilai", options=options, **context)
            pats = [f"{i.code} {i.name} ×{i.value:g}" for i in r.counted if i.family == "pattern"]
            rows.append({t("手牌", "hand"): h, t("牌型", "patterns"): ", ".join(pats) or "—",
                         t("倍", "bei (倍)"): r.total if r.is_win else t("不算胡牌", "not a win"),
                         t("输赢（分）", "payments (分)"): ", ".join(f"{SEAT[s]} {v:+g}" if v else f"{SEAT[s]} 0"
                                                              for s, v in r.payments.items())})
        return table(rows)
    """),
    md(zh="""
    ## 1. 基本玩法（HL-A）

    * 一百三十六张牌（三十四种都用），两人、三人或四人打（HL-A1，选项 `players`）。
    * 原文说“可碰杠，不可吃”（HL-A2）：别人打出的牌可以碰、可以杠，不能吃。自己手里凑成的顺子没问题；吃来的 `chi:`
      一组会报错，提示里说出是哪条规则：
    """, en="""
    ## 1. Table rules (HL-A)

    * 136 tiles (all 34 kinds), 2, 3 or 4 players (HL-A1, option `players`).
    * **可碰杠，不可吃**: pungs and kongs may be claimed, chows may not (HL-A2). A concealed chow in your own
      hand is fine; a claimed `chi:` set is an error that names the rule:
    """),
    code("""
    try:
        mj.score("456p789s234m5s chi:123m +5s", "huilai")
    except mj.MjError as e:
        show(error_html(e))
    """),
    md(zh="""
    * 怎样胡（HL-A3）：自摸；抢**碰杠**（原文：碰杠可抢，暗杠不可抢；选项 `allow_rob_kong`）；胡别人点炮打出的牌
      （点炮胡、接炮）要房间设了“可接炮胡”才行（`allow_discard_win`，默认打开）。
    * 牌型（HL-A4）：标准牌型（四组加一对将）、七小对（四张一样的算两对）、十三幺，设了“四鬼胡牌”时，手里有四张鬼也算胡。
    """, en="""
    * Ways to win (HL-A3): self-draw (自摸); robbing an **added** kong (抢杠胡: 碰杠可抢, 暗杠不可抢; option
      `allow_rob_kong`); a discard (点炮胡, also 接炮; the discarder 点炮) only with 可接炮胡
      (`allow_discard_win`, on by default).
    * Forms (HL-A4): standard (4 sets + a pair), seven pairs (七小对; four identical tiles = two pairs),
      thirteen orphans (十三幺), and, with 四鬼胡牌, any hand holding four ghosts.
    """),
    code("""
    r = mj.score("123m456p789s234m5s +5s", "huilai", options={"allow_discard_win": False})
    show(items_html(r))
    """),
    md(zh="""
    ## 2. 牌型和倍数（HL-P）

    | 编号 | 牌型 | 倍 | 简单说 |
    |---|---|---|---|
    | HL-P01 | 标准牌型（鸡胡） | 1 | 四组加一对将，别的都没有 |
    | HL-P02 | 对对胡 | 2 | 四组刻子（或杠）加一对将 |
    | HL-P03 | 混一色 | 2 | 一种花色加字牌 |
    | HL-P04 | 七小对 | 3 | 没有哪种牌四张都在 |
    | HL-P05 | 清一色 | 4 | 一种花色，没有字牌 |
    | HL-P06 | 豪华七对 | 5 | 有一种牌四张 |
    | HL-P07 | 花幺九 | 5 | 幺九或字牌的刻子，有字牌，幺九来自两种以上花色 |
    | HL-P08 | 清幺九 | 7 | 同花幺九，但幺九只有一种花色 |
    | HL-P09 | 纯幺九 | 8 | 只有幺九的刻子，没有字牌 |
    | HL-P10 | 字一色 | 10 | 字牌刻子加字牌将 |
    | HL-P11 | 双豪华 | 10 | 七对里有两种牌各四张 |
    | HL-P12 | 三豪华 | 10 | 七对里有三种牌各四张 |
    | HL-P13 | 十三幺 | 10 | 每种幺九和字牌各一张，其中一种成对 |
    | HL-P14 | 天地胡 | 10 | 第一圈就胡 |

    每种牌型举一手（默认是胡东家点炮打出的牌：每家付的分是倍数的两倍）：
    """, en="""
    ## 2. Patterns and multipliers (HL-P)

    | id | pattern | × | in short |
    |---|---|---|---|
    | HL-P01 | 标准牌型 standard (chicken hand, 鸡胡) | 1 | 4 sets + a pair, nothing else |
    | HL-P02 | 对对胡 all pungs | 2 | four pungs/kongs + a pair |
    | HL-P03 | 混一色 half flush | 2 | one suit + honours |
    | HL-P04 | 七小对 seven pairs | 3 | no kind four times |
    | HL-P05 | 清一色 full flush | 4 | one suit, no honours |
    | HL-P06 | 豪华七对 luxury seven pairs | 5 | one kind four times |
    | HL-P07 | 花幺九 mixed terminals | 5 | terminal/honour pungs; honours; terminals of ≥ 2 suits |
    | HL-P08 | 清幺九 one-suit terminals | 7 | as P07, terminals of one suit |
    | HL-P09 | 纯幺九 pure terminals | 8 | terminal pungs only, no honours |
    | HL-P10 | 字一色 all honours | 10 | honour pungs + honour pair |
    | HL-P11 | 双豪华 double luxury | 10 | seven pairs, two kinds four times |
    | HL-P12 | 三豪华 triple luxury | 10 | seven pairs, three kinds four times |
    | HL-P13 | 十三幺 thirteen orphans | 10 | every terminal and honour, one doubled |
    | HL-P14 | 天地胡 heavenly/earthly hand | 10 | first-turn wins |

    One example hand for each (a discard from East, the default: the per-payer score is 2 × the multiplier):
    """),
    code("""
    summary([
        "123m456p789s234m5s +5s",   # 标准牌型 || 标准 standard
        "111m222p333s444m5s +5s",   # 对对胡 || 对对胡 all pungs
        "123m456m789m111z2z +2z",   # 混一色 || 混一色 half flush
        "1133m5577p99s112z +2z",    # 七小对 || 七小对 seven pairs
        "123456789m234m5m +5m",     # 清一色 || 清一色 full flush
        "1111m5577p99s112z +2z",    # 豪华七对 || 豪华七对 luxury seven pairs
        "111m999p111s111z9s +9s",   # 花幺九 || 花幺九 mixed terminals
        "111m999m111z222z3z +3z",   # 清幺九 || 清幺九 one-suit terminals
        "111m999m111p999p1s +1s",   # 纯幺九 || 纯幺九 pure terminals
        "111z222z333z555z6z +6z",   # 字一色 || 字一色 all honours
        "1111m2222p3344s5z +5z",    # 双豪华 || 双豪华 double luxury
        "1111m2222p3333s4z +4z",    # 三豪华 || 三豪华 triple luxury
        "119m19p19s123456z +7z",    # 十三幺 || 十三幺 thirteen orphans
    ])
    """),
    md(zh="""
    ### 不重复计（HL-N），每个项目都写明理由

    花幺九、清幺九、纯幺九和字一色不再另算对对胡；清幺九不再另算混一色；几种豪华七对不再另算七小对，也不互相叠加；
    标准牌型只在别的都没有时才算。完整结果里被排除的项目是灰色的，旁边写着是哪个牌型排除了它：
    """, en="""
    ### Exclusions (HL-N) and every item with its reason

    花幺九 / 清幺九 / 纯幺九 and 字一色 do not also count 对对胡 (all pungs); 清幺九 does not also count 混一色;
    the 豪华 (luxury) patterns do not also count 七小对 or each other; 标准 counts only when nothing else does.
    The full result shows excluded items greyed out, with the pattern that excludes them:
    """),
    code("""
    r = mj.score("111m999m111z222z3z +3z", "huilai")
    r.items_frame()
    """),
    md(zh="""
    ### 叠加（HL-S）和封顶（HL-O01）

    原文说“当玩家出现多个不同牌型的时候，会叠加不同牌型的倍数”。这里的解读是**相乘**（清一色对对胡是 4 × 2 = 8 倍），
    潮汕的游戏服务器也是这样算；选项 `stacking="add"` 改成相加，4 + 2 = 6 倍。房间还可以设封顶（封顶 X 倍，选项 `cap`）。
    """, en="""
    ### Stacking (HL-S) and the cap (HL-O01)

    "当玩家出现多个不同牌型的时候，会叠加不同牌型的倍数": several patterns stack. *Interpretation*: they
    **multiply** (清一色 对对胡 = 4 × 2 = 8), as a Chaoshan game server does; option `stacking="add"` gives
    4 + 2 = 6. A room may cap the multiplier (封顶 X倍, option `cap`).
    """),
    code("""
    h = "111m333m555m777m9m +9m"    # 清一色加对对胡 || 清一色 full flush + 对对胡 all pungs
    table([{t("选项", "options"): str(o), t("倍", "bei (倍)"): mj.score(h, "huilai", options=o).total}
                  for o in ({}, {"stacking": "add"}, {"cap": 5}, {"cap": 10})])
    """),
    md(zh="""
    ### 原文里的豪华七对例子

    双豪华是 AAAA+BBBB+CC+DD+EE，原文举的例子是“4个1条、4个2条、2个3条、2个4条、2个5条”。三豪华原文的式子有十六张牌，
    这里按原文自己的例子（4+4+4+2，共十四张）来算。两个例子都是条子，所以还要叠加清一色：10 × 4 = 40 倍。
    """, en="""
    ### The rule text's luxury examples

    双豪华 (double luxury) is AAAA+BBBB+CC+DD+EE, "4个1条、4个2条、2个3条、2个4条、2个5条" (four 1s, four 2s
    and pairs of 3, 4 and 5 of bamboo); the formula for 三豪华 (triple luxury) in the rule text has 16 tiles, so
    its own example (4+4+4+2 = 14 tiles) is followed.  Both examples are all bamboo, so 清一色 (full flush)
    stacks: 10 × 4 = 40.
    """),
    code("""
    summary(["1111222233445s +5s", "1111222233334s +4s"])
    """),
    md(zh="""
    ### 几种读法，取最好的

    `111222333m444m5m` 可以读成三个顺子（清一色 4 倍），也可以读成四组刻子（清一色乘对对胡，8 倍）。每种读法都算一遍，
    倍数最高的就是这手牌的分量。
    """, en="""
    ### Several readings: the best one counts

    `111222333m444m5m` reads as three chows (清一色, 4) or as four pungs (清一色 × 对对胡 = 8).  Every reading is
    scored; the highest multiplier is the hand's value.
    """),
    code("""
    r = mj.score("111222333444m5m +5m", "huilai")
    r.readings_frame()
    """),
    md(zh="""
    ### 天地胡（HL-P14）看的是牌局情况，不是牌

    天胡：庄家起手十四张就胡。地胡：闲家在第一圈摸的第一张牌自摸，或者接庄家打出的第一张牌胡。
    牌局情况里的 `first_turn` 和 `first_discard` 两项说明这些。
    """, en="""
    ### 天地胡 (HL-P14) comes from the situation, not the tiles

    天胡 (heavenly hand): the dealer's dealt 14 tiles win.  地胡 (earthly hand): a non-dealer wins on its first
    self-draw in the first go-around, or on the dealer's first discard.  Context fields `first_turn` /
    `first_discard` say so.
    """),
    code("""
    h = "123m456p789s234m5s +5s"
    table([
        {t("牌局情况", "situation"): t("庄家东家起手就胡（天胡）", "dealer East, dealt hand wins (天胡)"),
         t("倍", "bei (倍)"): mj.score(h, "huilai", seat="E", win_by="self_draw", first_turn=True).total},
        {t("牌局情况", "situation"): t("南家第一张自摸（地胡）", "South, first self-draw (地胡)"),
         t("倍", "bei (倍)"): mj.score(h, "huilai", seat="S", win_by="self_draw", first_turn=True).total},
        {t("牌局情况", "situation"): t("西家接庄家打出的第一张（地胡）", "West on the dealer's first discard (地胡)"),
         t("倍", "bei (倍)"): mj.score(h, "huilai", seat="W", win_by="discard", first_discard=True).total},
        {t("牌局情况", "situation"): t("普通的点炮胡", "an ordinary discard win"),
         t("倍", "bei (倍)"): mj.score(h, "huilai").total},
    ])
    """),
    md(zh="""
    ### 在探索器里试一试

    下面的手牌差一张 7m：点牌堆里的 7m，看惠来怎么算；再点手牌里的牌把它拿掉，或者换别的牌，看倍数怎么变。
    """, en="""
    ### Try it in the explorer

    The hand below waits on 7m: click 7m in the palette and see how Huilai scores it; click a tile of the hand
    to take it out again, or try other tiles, and watch the multiplier change.
    """),
    code("""
    import mjlearn as mj   # (again, so that this cell also runs on its own, on the slide)
    mj.Explorer(hand="123m456p11s89m pon:777z", ruleset="huilai", mode="one", lang=LANG)
    """, zh="""
    import mjlearn as mj   # （再导入一次：这一格在幻灯片上也能单独运行）
    mj.Explorer(hand="123m456p11s89m pon:777z", ruleset="huilai", mode="one", lang=LANG)
    """),
    md(zh="""
    ## 3. 鬼牌（HL-O04 到 HL-O07，HL-G）

    鬼牌可以当**任何**一种牌，连它自己的牌面、甚至某种牌的第五张都行。哪张是鬼：

    | 选项 `ghosts` | 叫法 | 鬼是 |
    |---|---|---|
    | `"white"` | 白板做鬼 | 白板（5z） |
    | `"red"` | 红中做鬼 | 红中（7z） |
    | `"flip"` 加 `indicator` | 翻鬼 | 翻开那张牌的**下一种** |
    | `"double"` 加 `indicator` | 双鬼 | 它后面的**两种**（场上八张鬼！） |

    “下一种”（HL-G）：同一花色里一到九再回到一；字牌按原文的顺序东、南、西、北、中、发、白再回到东，
    **不是** 1z 到 7z 的编号（北 4z 之后是中 7z，然后是发 6z、白 5z）。
    """, en="""
    ## 3. Ghost tiles (鬼牌; HL-O04…O07, HL-G)

    A ghost (鬼) stands for **any** tile, even its own face or a fifth copy.  Which tile is the ghost:

    | option `ghosts` | Chinese | ghost kind |
    |---|---|---|
    | `"white"` | 白板做鬼 | White (5z) |
    | `"red"` | 红中做鬼 | Red (7z) |
    | `"flip"` + `indicator` | 翻鬼 | the kind **after** the flipped tile |
    | `"double"` + `indicator` | 双鬼 | the **two** kinds after it (8 ghost tiles!) |

    "After" (HL-G): within a suit 1→2→…→9→1; honours in the rule text's order East→South→West→North→Red→Green→
    White→East, which is **not** the 1z–7z numbering (North 4z → Red 7z → Green 6z → White 5z).
    """),
    code("""
    rs = mj.get_ruleset("huilai")
    rows = []
    for o in ({"ghosts": "white"}, {"ghosts": "red"}, {"ghosts": "flip", "indicator": "2m"},
              {"ghosts": "flip", "indicator": "9p"}, {"ghosts": "flip", "indicator": "4z"},
              {"ghosts": "flip", "indicator": "5z"}, {"ghosts": "double", "indicator": "8s"}):
        rows.append({t("选项", "options"): str(o), t("鬼牌", "ghosts"): " ".join(tile_str(k) for k in rs.ghost_kinds(rs.options(o)))})
    table(rows)
    """),
    md(zh="""
    ### 每张鬼当什么？

    指示牌是五筒，所以六筒是鬼。`345m22344p123s88s +6p` 里摸到的六筒当**三筒**（凑成二三四筒、二三四筒）；只有这一种读法。
    每种读法都写明它的鬼当什么：
    """, en="""
    ### What does each ghost stand for?

    The indicator is 5p, so 6p is the ghost.  In `345m22344p123s88s +6p` the drawn 6p stands for **3p**
    (making 234p 234p); there is exactly one reading.  Each reading says what its ghosts stand for:
    """),
    code("""
    r = mj.score("345m22344p123s88s +6p", "huilai", options={"ghosts": "flip", "indicator": "5p"})
    show(result_html(r))
    """),
    md(zh="""
    一组**全是鬼**的牌可以当任何一组或一对；mjlearn 按类来推（哪种花色、是不是幺九、是不是字牌；七对里还可以照着已有的一对
    凑成四张），挑分数最好的，而不是把三十四种一一试过。这里三张白板鬼当一组万子刻子：清一色乘对对胡，8 倍。
    """, en="""
    A group made **only** of ghosts may be any set or pair; mjlearn picks the kind that scores best by
    reasoning on classes (which suit, terminal or not, honours; in seven pairs: copying a pair to make four of a
    kind) instead of trying all 34 kinds.  Here three White ghosts become a pung of characters: 清一色 × 对对胡
    = 8.
    """),
    code("""
    r = mj.score("555z111m999m3m pon:222m +3m", "huilai", options={"ghosts": "white"})
    table([[r.readings[r.best].label, r.total]], columns=[t("鬼牌当", "the ghosts stand for"), t("倍", "bei (倍)")])
    """),
    md(zh="""
    有了鬼，七对就容易了：同样的牌**不碰**那一组，就读成一万四张、二万四张、九万四张（各有一张鬼）加一对三万，
    三豪华乘清一色，40 倍。设了双鬼（八张鬼牌）时，一对鬼还可以照着一对真牌凑成豪华七对：
    """, en="""
    Ghosts make seven pairs easy: the same tiles **without** the claimed pung read as 1111m 2222m 9999m (a ghost
    each) + 33m: 三豪华 × 清一色 = 40.  And with 双鬼 (eight ghost tiles) a ghost pair can copy a real pair to
    make a 豪华七对 (luxury seven pairs):
    """),
    code("""
    summary(["555z111m999m222m3m +3m"], {"ghosts": "white"})
    """),
    code("""
    r = mj.score("1111s9999s12345m +6m", "huilai", options={"ghosts": "double", "indicator": "8s"})
    table([[r.readings[r.best].label, len(r.readings), r.total]],
          columns=[t("鬼牌当", "the ghosts stand for"), t("读法数", "readings"), t("最高（倍）", "best (倍)")])
    """),
    md(zh="""
    ### 无鬼翻倍、四鬼胡牌、四鬼胡牌双倍

    * 无鬼翻倍（HL-O05）：打鬼牌时，胡牌的手里一张鬼都没有，分数翻倍。
    * 四鬼胡牌（HL-O06）：手里有四张鬼立刻就胡，别的牌不管，按标准牌型一倍算；除非真的拆出来分数更高。设了双鬼时不能用。
    * 四鬼胡牌双倍（HL-O07）：这样胡的分数翻倍。
    """, en="""
    ### 无鬼翻倍, 四鬼胡牌, 四鬼胡牌双倍

    * 无鬼翻倍 (no-ghost double, HL-O05): with ghosts in play, a winning hand holding no ghost tile scores × 2.
    * 四鬼胡牌 (four-ghost win, HL-O06): four ghosts in the hand win at once, whatever the rest, scored as
      标准 ×1, unless a real reading scores more.  Not available with 双鬼.
    * 四鬼胡牌双倍 (HL-O07): such a win scores × 2.
    """),
    code("""
    r = mj.score("123m456p789s234m5s +5s", "huilai", options={"ghosts": "red", "no_ghost_double": True})
    item_rows(r, "HL-O05", "HL-K0")
    """),
    code("""
    r = mj.score("5555z159m159p13s2z +7s", "huilai", win_by="self_draw",
                 options={"ghosts": "white", "four_ghost_win": True, "four_ghost_double": True})
    item_rows(r, "HL-O06", "HL-K0")
    """),
    md(zh="""
    ## 4. 结算（HL-K）

    * **每家付的底分**（HL-K0）＝ 2 × 倍数（封顶以后）× 无鬼翻倍的 2 × 四鬼双倍的 2。原文说的“自摸6分，点炮2分”，
      就是一倍的牌：2 分乘三家，以及 2 分乘一家。
    * **谁付**（HL-K1）：自摸，另外三家都付；点炮，只有点炮的那一家付；抢杠胡，被抢杠的那一家替所有人付（连马一起）。
    """, en="""
    ## 4. Settlement (HL-K)

    * **Hand score per payer** (HL-K0) = 2 × multiplier (after the cap) × 2 for 无鬼翻倍 × 2 for 四鬼双倍.
      The rule text's "自摸6分，点炮2分" (self-draw 6 points, discard 2 points) are the totals of a ×1 hand:
      2 × 3 payers and 2 × 1.
    * **Who pays** (HL-K1): self-draw, each other player; discard, the discarder (点炮) alone; robbing a kong,
      the robbed player pays for everyone (horses included).
    """),
    code("""
    h = "111m333m555m99m78m +6m"     # 清一色 4 倍：每个付钱的人付 8 分 || 清一色 ×4 → 8 per payer
    table([{t("怎么胡的", "win"): w, **{SEAT[s]: v for s, v in mj.score(h, "huilai", **c).payments.items()}} for w, c in [
        (t("自摸", "self-draw (自摸)"), {"win_by": "self_draw"}),
        (t("北家点炮", "discard by North (点炮)"), {"win_by": "discard", "discarder": "N"}),
        (t("抢西家的杠", "robbing West's kong (抢杠胡)"), {"win_by": "rob_kong", "discarder": "W"}),
    ]])
    """),
    md(zh="""
    ### 奖马（HL-K2，HL-O08 到 HL-O11）

    马牌从牌墙最后留出来，胡牌以后翻开。一张马按牌面**中**某一家，从庄家数起（四人）：

    | 庄家 | 下家 | 对家 | 上家 |
    |---|---|---|---|
    | 1 5 9 东 中 | 2 6 南 发 | 3 7 西 白 | 4 8 北 |

    （三人：1 4 7 东 北 白 ／ 2 5 8 南 中 ／ 3 6 9 西 发；两人：单数加东 西 中 白 ／ 双数加南 北 发。）
    只算**胡牌那一家**中的马，每中一马，每个付钱的人付 2 分（马跟底分时付一份底分），设了马翻 X 倍再乘 X。
    翻开的马牌用选项 `horse_tiles` 给出。
    """, en="""
    ### 奖马 Horses (HL-K2, HL-O08…O11)

    Horse tiles are set aside from the end of the wall and turned after the win.  A horse **hits** a seat by its
    face, counted from the dealer (4 players):

    | dealer | next 下家 | opposite 对家 | previous 上家 |
    |---|---|---|---|
    | 1 5 9 East Red | 2 6 South Green | 3 7 West White | 4 8 North |

    (3 players: 1 4 7 East North White / 2 5 8 South Red / 3 6 9 West Green; 2 players: odd + East West Red
    White / even + South North Green.)  Only the **winner's** hits count, 2 points each from each payer
    (马跟底分: the hand score each), × X with 马翻X倍.  Give the turned tiles with the option `horse_tiles`.
    """),
    code("""
    from mjlearn.rules.huilai import procedures as pr
    table([[Html(tiles_html(tile, size=24, css=False)), SEAT[seat]] for tile, seat in pr.reveal("1m2z3s4z6p8s", dealer="E", players=4)],
          columns=[t("马牌", "horse"), t("中哪一家", "hits")])
    """),
    code("""
    # 原文的例子：中 5 马，马翻 3 倍算 15 马，每个付钱的人付 30 分 || the rule text's example: 5 hits with 马翻3倍 count as 15 horses → 30 points per payer
    r = mj.score("123m456p789s234m5s +5s", "huilai",
                 options={"horses": 6, "horse_tiles": "2m6m2p6s2z1z", "horse_multiplier": 3})
    item_rows(r, "HL-K2")
    """),
    code("""
    r.payments_frame()
    """),
    code("""
    # 三人（东、南、西）：西家中三、六、九、西风、发财 || 3 players (E S W): West hits on 3 6 9 西 发
    r = mj.score("123m456p789s234m5s +5s", "huilai", seat="W", win_by="self_draw",
                 options={"players": 3, "horses": 4, "horse_tiles": "3m6p9s6z"})
    net(r.payments)
    """),
    md(zh="""
    ### 杠分（HL-K3，HL-O10，HL-O12，HL-O13）

    接杠（杠别人打出的第四张）由打出的那一家付 3 分；明杠（碰杠：碰了以后摸到第四张）另外三家每家付 1 分；
    暗杠每家付 2 分。胡牌那一家自己的杠从手牌里看；别人的杠用选项 `other_kongs` 给出（比如 `["W ankan", "N kan E"]`）。
    杠跟底分：胡牌那一家的杠分再乘牌型倍数；马跟杠：每中一匹自己的马，杠分翻一倍；流局杠算分：荒庄时也结算杠分。
    """, en="""
    ### 杠分 Kong points (HL-K3, HL-O10, HL-O12, HL-O13)

    接杠 (exposed kong on a discard): 3 from the discarder; 明杠 (added kong, 碰杠): 1 from each other player;
    暗杠 (concealed kong): 2 from each.  The winner's own kongs come from the hand; other players' kongs from
    the option `other_kongs` (e.g. `["W ankan", "N kan E"]`).  杠跟底分 multiplies the winner's kong points by
    the pattern multiplier; 马跟杠 doubles a player's kong points per own horse hit; 流局杠算分 settles kongs
    at a drawn hand.
    """),
    code("""
    r = mj.score("234m1m ankan:1111z kakan:9999p kan:5555s +1m", "huilai", win_by="self_draw",
                 options={"kong_from": {"5s": "N"}, "other_kongs": ["W ankan"]})
    r.payments_frame()
    """),
    code("""
    from mjlearn.rules.huilai import settle_draw
    lines, draw_net = settle_draw(["E ankan", "S kan W"], {"draw_kong_points": True})
    net(draw_net)
    """),
    md(zh="""
    ### 保护、总分加倍和通炮

    * 十三幺听牌保护（HL-O14）：输家已经听十三幺，就不用付；10倍听牌免分（HL-O15）：输家听的牌能胡十倍以上，就不用付。
      输家的牌用 `ready_hands` 给出。
    * 总分加X倍（HL-O16）：每个分数乘 X + 1。
    * 通炮（HL-A5）：一张牌几家同时胡；马按**点炮那一家**的座位算。
    """, en="""
    ### Protections, 总分加倍 and 通炮

    * 十三幺听牌保护 (HL-O14): a loser ready for 十三幺 pays nothing; 10倍听牌免分 (HL-O15): a loser whose ready
      hand could win 10× or more pays nothing.  Give losers' hands with `ready_hands`.
    * 总分加X倍 (HL-O16): every score × (X + 1).
    * 通炮 (HL-A5): several players win on one discard; horses are counted for the **discarder's** seat.
    """),
    code("""
    h = "111m222p333s444m5s +5s"
    r = mj.score(h, "huilai", win_by="self_draw",
                 options={"thirteen_protect": True, "ready_hands": {"E": "19m19p19s1234567z"}})
    item_rows(r, "HL-O14")
    """),
    code("""
    net(r.payments)
    """),
    code("""
    from mjlearn.rules.huilai import settle_tongpao
    out = settle_tongpao({"S": "111m222p333s444m5s +5s", "N": "123m456p789s234m5s +5s"}, "W",
                         {"horses": 4, "horse_tiles": "3m7p1z2z"})
    net(out["payments"])
    """),
    md(zh="""
    ## 5. 牌桌规则（HL-F，HL-K5，HL-K6）

    * 漏胡：能胡不胡，这一圈里在动过牌（摸、碰、杠）之前不能再胡。漏碰：同一张牌碰不碰也一样。漏杠：别人打出的牌选了碰
      而不是杠，或者摸到第四张不杠，这个杠就永远没了；暗杠什么时候都可以再开。
    * 荒庄：剩下的牌和马牌一样多，还没有人胡，这一局就荒庄。
    * 胡牌的人坐下一局的庄。
    """, en="""
    ## 5. Table procedures (HL-F, HL-K5, HL-K6)

    * 漏胡 (passed win): pass a possible win and you may not win again in that go-around until you move tiles
      (draw, pung, kong).  漏碰: likewise for punging the same tile.  漏杠: choosing pung over kong on a discard,
      or not adding a drawn fourth, loses that kong for good; a concealed kong can always be made later.
    * 荒庄 (drawn hand): the hand is drawn when the tiles left equal the horse tiles and nobody has won.
    * The winner deals next.
    """),
    code("""
    asked = [(t("漏胡后还能再胡吗？", "win again after passing one?"), pr.may_win_after_pass(True)),
             (t("漏胡后动过牌，还能再胡吗？", "… after moving tiles?"), pr.may_win_after_pass(True, moved_since=True)),
             (t("漏碰五筒后，还能碰五筒吗？", "pung 5p after passing it?"), pr.may_pung_after_pass("5p", "5p")),
             (t("碰了以后还能再杠吗？", "kong later after punging a discard?"), pr.may_kong_later("pon_over_kan")),
             (t("以后还能暗杠吗？", "a concealed kong later?"), pr.may_kong_later("ankan")),
             (t("能抢碰杠吗？", "rob an added kong?"), pr.can_rob_kong("kakan")),
             (t("能抢暗杠吗？", "rob a concealed kong?"), pr.can_rob_kong("ankan")),
             (t("剩 8 张、8 张马：荒庄吗？", "8 tiles left, 8 horses: drawn?"), pr.is_drawn_hand(8, 8)),
             (t("西家胡牌后谁坐庄？", "who deals after West wins?"), pr.next_dealer("E", "W"))]
    table([[q, SEAT.get(a, t("是", "yes") if a is True else t("否", "no") if a is False else a), why]
           for q, (a, why) in asked],
          columns=[t("问题", "question"), t("答案", "answer"), t("理由", "why")])
    """),
    md(zh="""
    ## 6. 解读说明

    原文很短，有的地方说得不清楚；下面是 mjlearn 采用的读法（每个结果也会列出它用到的说明）：
    """, en="""
    ## 6. Interpretation notes

    The rule text is short and sometimes ambiguous; these are the readings mjlearn uses (each result also lists
    the notes it relied on):
    """),
    code("""
    import re
    from mjlearn.i18n import catalogue

    def blank(template):
        # 说明里花括号的地方每手牌各填各的，这里一律写成“…” || a note's {fields} are filled in per hand; here they read "…"
        return re.sub(r"\\{\\w+\\}", "…", template)

    table([[t(blank(zh), blank(en))] for key, (zh, en) in catalogue().items() if key.startswith("hl.note.")],
          columns=[t("说明", "note")])
    """),
]


NOTEBOOK = Notebook("04_huilai.ipynb", "c04", with_notes(cells), deck=True)  # a slide deck (JupyterLab RISE)
