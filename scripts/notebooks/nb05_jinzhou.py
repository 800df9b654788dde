"""Source of notebooks/{zh,en}/05_jinzhou.ipynb (the Jinzhou tutorial, 锦州): one cell list, prose in both languages.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 05``
"""
from _nb import Notebook, code, md
from _notes import with_notes

CELLS = [
    md(zh="""
    # 05 · 锦州麻将

    锦州（辽宁）麻将用**一百一十二张牌**，按**分**计：一手胡牌先定**类**（一类到五类胡，2 到 32 分），每遇一种特别情形
    就**翻一倍**；杠分另外结算，不管有没有人胡。算分之前，锦州的手牌先要过三道别的规则没有的**胡牌条件**：
    三门齐（门齐）、有幺九、有横。

    下面每个项目都带着它的规则编号（`JZ-L1`、`JZ-C4` 等）。原文没说或者说得不清楚的地方，程序库会用一条**解读说明**讲明白。

    这里用到的词：掌是一对，横是三张一样的牌，岔就是碰，开门是吃过、碰过或明杠过，飘是所有的组都是横，
    分张是最后四张牌每家分一张。
    """, en="""
    # 05 · Jinzhou mahjong (锦州)

    Jinzhou (锦州, Liaoning) is played with **112 tiles** and scored in **分 (points)**: a win has a **class**
    (一类…五类胡, 2…32 分) that is **doubled** (×2) for each special circumstance, and kongs (杠) are paid
    on their own, win or not.  Before anything is scored, a Jinzhou hand must pass three **win conditions**
    that the other rulesets do not have: all three suits (门齐), a 1 or 9 (幺九), and a pung (横).

    Every item below carries its rule id (`JZ-L1`, `JZ-C4`, …).  Where the Chinese rule text (原文) is
    silent or unclear, the library says so in an **interpretation note**.

    Words used here: 掌 = pair, 横 = pung (three alike), 岔 = claiming a pung (碰), 开门 = having claimed
    (opened), 飘 = all sets are pungs, 分张 = the last four tiles dealt one to each player.
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from html import escape
    from mjlearn.i18n import T, Text
    from mjlearn.render import hand_html, items_html, result_html, table_html, waits_html, error_html
    from mjlearn.rows import table   # 把几行数据（或一串字典）画成左对齐的 HTML 表格 || rows (or a list of dicts) shown as a left-aligned HTML table
    from mjlearn.rules import jinzhou as jz

    mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照 || "zh", "en" or "both"

    def show(html):
        display(HTML(html))

    def t(zh, en):
        # 按笔记本的语言选标签 || a label in the notebook's language
        return str(Text(zh, en))

    SEAT = {"E": t("东", "East"), "S": t("南", "South"), "W": t("西", "West"), "N": t("北", "North")}
    WIN = {"discard": t("点炮胡", "on a discard"), "self_draw": t("自摸", "self-draw"), "rob_kong": t("抢杠", "robbing a kong")}

    def situation(context):
        # 用文字写出牌局情况：每一项的名称取自程序库，座位和胡法都写成字 || the context in words: each field's name from the catalogue, seats and ways of winning named
        if not context:
            return t("默认的牌局情况", "default context")
        words = {True: t("是", "yes"), False: t("否", "no"), **SEAT, **WIN}
        return t("；", "; ").join(f"{T('ctx.f.' + k)}{t('：', ': ')}{words.get(v, v)}" for k, v in context.items())

    def items_rows(items):
        return [[it.code, it.name, f"{it.value:g} {it.unit}", it.reason] for it in items]

    ITEMS = [t("编号", "code"), t("项目", "item"), t("数值", "value"), t("理由", "reason")]

    def summary(hand, **context):
        # 一个锦州结果：手牌和牌局情况，然后是不算胡牌的原因，或者胡牌类别、翻倍的项目、 || one Jinzhou result: the hand and its situation, then why it is not a win, or its class, ×2 items,
        # 合计和每家输赢（分，加起来是 0） || total and net payments (分; they add up to 0)
        r = mj.score(hand, "jinzhou", **context)
        out = hand_html(hand, size=24) + f"<p>{escape(situation(context))}</p>"
        if not r.is_win:
            show(out + items_html(r, notes=False, css=False))
            return
        rows = items_rows(it for it in r.counted
                          if it.family in ("class", "multiplier", "dealer_share", "kong", "payment"))
        rows.append(["", T("view.total"), r.total_text, ""])
        net = [[f"{r.payments[s]:+g}" if r.payments[s] else "0" for s in "ESWN"]]
        show(out + table_html(ITEMS, rows) + table_html([SEAT[s] for s in "ESWN"], net))
    """),
    md(zh="""
    ## 1. 牌（JZ-A1）

    万、筒、条各一到九，加上红中，每种四张：28 × 4 = 112 张。**没有风，没有白板、发财**：手牌里有一张就报错，
    提示里说出是哪张牌、哪条规则。
    """, en="""
    ## 1. The tiles (JZ-A1)

    1–9 of 万 (characters), 筒 (dots) and 条 (bamboo), plus 红中 (Red dragon), four of each: 28 × 4 = 112.
    There are **no winds, no White (白), no Green (发)**: a hand with one is an error that names the tile and
    the rule.
    """),
    code("""
    n = len(jz.JINZHOU.tile_kinds)
    display(table([[n, 4 * n]], columns=[t("牌种", "kinds"), t("张数", "tiles")]))
    try:
        mj.score("123m456p789s1s pon:111z +1s", "jinzhou")
    except mj.MjError as err:
        show(error_html(err))
    """),
    md(zh="""
    叫牌（JZ-A2、A3）：只能吃上家的牌，可以岔（碰），可以杠。同一张牌有人要杠、有人要胡，**胡优先**。只有**抓明杠**
    （岔了以后自己摸到第四张再杠）可以被抢（JZ-A4，这是一种解读）。
    """, en="""
    Claims (JZ-A2, A3): chow (吃) only from the previous player, pung (岔), kongs.  A **win beats** a kong
    claim on the same discard.  Only an **added kong** (抓明杠) can be robbed (JZ-A4, interpretation).
    """),
    code("""
    seat, kind, why, notes = jz.resolve_claim("E", "5m", {"W": "kong", "N": "win"})
    ROB = {"kakan": t("能抢抓明杠吗？", "rob an added kong (抓明杠)?"), "ankan": t("能抢暗杠吗？", "rob a concealed kong (暗杠)?")}
    table([[t("西家要杠五万，北家要胡", "5m: West kongs, North wins"), why]]
          + [[ROB[k], jz.can_rob(k)[1]] for k in ("kakan", "ankan")],
          columns=[t("情形", "situation"), t("结果", "outcome")])
    """),
    md(zh="""
    ## 2. 胡牌条件（JZ-L1 到 JZ-L5）

    | 编号 | 条件 | 简单说 |
    |---|---|---|
    | JZ-L1 | 门齐 | 万、筒、条三门都要有（亮出的组也算）；红中不算一门 |
    | JZ-L2 | 有幺九 | 至少一张一或九，或者有红中 |
    | JZ-L3 | 有横 | 有一组横或杠，或者用一对红中做掌 |
    | JZ-L4 | 手把一 | 亮出四组只能是单粘飘胡（四组都是横，胡的是掌） |
    | JZ-L5 | 七对 | 七对要门齐、有幺九，但不要横（这是一种解读，选项 `qidui_needs_conditions`） |

    不满足条件就**不算胡牌**，程序库会把**每一条**没满足的条件都列出来：
    """, en="""
    ## 2. Win conditions (JZ-L1…L5)

    | id | condition | in short |
    |---|---|---|
    | JZ-L1 | 门齐 all suits | 万, 筒 and 条 all appear (sets included); 红中 is not a suit |
    | JZ-L2 | 有幺九 a terminal | at least one 1 or 9, or any 红中 |
    | JZ-L3 | 有横 a pung | a pung or kong, or a 红中 pair (红中做掌) |
    | JZ-L4 | 手把一 | four declared sets only for 单粘飘胡 (four pungs, winning on the pair) |
    | JZ-L5 | 七对 seven pairs | need L1 and L2 but not L3 (interpretation, option `qidui_needs_conditions`) |

    A hand that fails is **not a win**, and the library lists **every** failed condition:
    """),
    code("""
    summary("234m345m456m567m8m +8m")   # 只有万子：没有幺九，也没有横 || only 万, no 1/9, no pung
    """),
    md(zh="""
    把三门凑齐，再加一张九，就只差横了；一对红中也能补上：
    """, en="""
    Fix the suits and add a 9, and only the missing pung (横) is left; a 红中 pair fixes that too:
    """),
    code("""
    summary("123m456p789s234s5s +5s")
    summary("123m456p789s234s7z +7z")
    """),
    md(zh="""
    **手把一**：亮出四组，只有四组都是横、胡的又是掌时才行。
    """, en="""
    **手把一**: four declared sets are allowed only when all four are pungs and the win completes the pair.
    """),
    code("""
    show(hand_html("5m pon:222m pon:888p pon:111s pon:999s +5m"))
    summary("5m pon:222m pon:888p pon:111s pon:999s +5m")
    summary("5m chi:234m pon:888p pon:111s pon:999s +5m")
    """),
    md(zh="""
    ### 听牌也要看胡牌条件

    一张牌凑齐了形状却破了条件，就**不算听牌**。`445566m2277779s` 按形状八条、九条都能凑齐，但它没有筒，
    所以在锦州什么都不听：
    """, en="""
    ### Waits follow the conditions

    A tile that completes the shape but breaks a condition is **not a wait**.  `445566m2277779s` completes in
    shape on 8s and 9s, but it has no 筒 (dots), so Jinzhou has no waits at all:
    """),
    code("""
    show(waits_html(mj.waits("445566m2277779s", ruleset="jinzhou")))
    """),
    md(zh="""
    再看 `23m 345p 567s 555s 66s`：一万、四万都能凑齐形状，但胡四万这手牌就没有幺九了，所以只有一万能胡
    （这就是下面说的**单胡幺**）：
    """, en="""
    And `23m 345p 567s 555s 66s` completes on 1m or 4m, but with 4m the hand has no 幺九 (terminal), so only
    1m wins (that is **单胡幺**, below):
    """),
    code("""
    show(waits_html(mj.waits("23m345p567s555s66s", ruleset="jinzhou")))
    """),
    md(zh="""
    ## 3. 胡牌类别（JZ-C1 到 JZ-C5）

    | 编号 | 类别 | 分 | 什么时候 |
    |---|---|---|---|
    | JZ-C1 | 一类胡 | 2 | 听两张以上（两叫、多叫），或者对倒 |
    | JZ-C2 | 二类胡 | 4 | 只听一张，而且是夹、边、单粘或单胡幺 |
    | JZ-C3 | 三类胡 | 8 | 对倒飘胡：全是横，对倒听牌 |
    | JZ-C4 | 四类胡 | 16 | 单粘飘胡（全是横，胡的是掌）或七对 |
    | JZ-C5 | 五类胡 | 32 | 豪华七对：七对里有四张一样的 |

    听几张，看的是胡牌**之前**这手牌合乎规则的活听牌。听两张以上时，夹、边、单粘、单胡幺都不算（解读说明 JZ-C1）。
    一手牌取各种读法里**最高**的类别。下面的例子都是胡东家（庄家）点炮打出的牌（默认的牌局情况）。
    """, en="""
    ## 3. Win classes (JZ-C1…C5)

    | id | class | base | when |
    |---|---|---|---|
    | JZ-C1 | 一类胡 | 2 | two or more waits (两叫/多叫), or 对倒 (double-pair wait) |
    | JZ-C2 | 二类胡 | 4 | only one wait, and it is 夹 (middle), 边 (edge), 单粘 (pair) or 单胡幺 |
    | JZ-C3 | 三类胡 | 8 | 对倒飘胡: all pungs, double-pair wait |
    | JZ-C4 | 四类胡 | 16 | 单粘飘胡 (all pungs, winning on the pair) or 七对 (seven pairs) |
    | JZ-C5 | 五类胡 | 32 | 豪华七对: seven pairs with four of a kind |

    W = the live legal waits of the hand **before** the win.  With two or more waits, 夹/边/单粘/单胡幺 do not
    count (interpretation note JZ-C1).  The hand takes the **highest** class among its readings.  All examples
    below are won on a discard (点炮胡) from East, the dealer (the default context).
    """),
    code("""
    summary("23m345p789p555s66s +4m")    # C1：听一万和四万 || C1: waits 1m and 4m
    summary("13m345p789p555s66s +2m")    # C2：夹，只听二万 || C2: 夹, only 2m
    summary("23m345p567s555s66s +1m")    # C2：单胡幺，只听一万（没有别的幺九） || C2: 单胡幺, only 1m (no other 幺九)
    """),
    code("""
    summary("3335m345p789p555s +4m")     # 看着是夹，可是四万、五万都能胡：一类（见说明） || 夹 shape, but 4m and 5m both win: C1 (see the note)
    table([[n.code, n.text] for n in mj.score("3335m345p789p555s +4m", "jinzhou").notes], columns=[t("编号", "code"), t("说明", "note")])
    """),
    md(zh="""
    再看一个例子：岔了二万、五筒、七条，手里一一一二条，听**二条和三条**。胡二条读成一一一条加一对二条：全是横，胡的是掌，
    **单粘飘胡，四类**。胡三条读成一对一条加一二三条：听两张，一类。飘胡和七对的类别看读法，不看听几张。
    """, en="""
    An example: pon 222m, pon 555p, pon 777s with 1112s in hand waits on **2s and 3s**.  Won on 2s it reads
    111s + 22s, all pungs, winning on the pair: **单粘飘胡, class four**.  Won on 3s it reads 11s + 123s: two
    waits, class one.  The 飘 (all-pung) and seven-pairs classes depend on the reading, not on the number of
    waits.
    """),
    code("""
    show(hand_html("1112s pon:222m pon:555p pon:777s +2s"))
    summary("1112s pon:222m pon:555p pon:777s +2s")
    summary("1112s pon:222m pon:555p pon:777s +3s")
    """),
    code("""
    summary("55m88p pon:111s pon:999s pon:222p +5m")   # C3 对倒飘胡 || C3 对倒飘胡 (all pungs, double-pair wait)
    summary("1199m2255p33774s +4s")                    # C4 七对 || C4 七对 (seven pairs)
    summary("1111m2255p33774s +4s")                    # C5 豪华七对 || C5 豪华七对 (seven pairs with four of a kind)
    """),
    md(zh="""
    ## 4. 加翻（JZ-M01 到 JZ-M11），每项翻一倍

    闭门（没有吃、岔、明杠；暗杠不要紧，但七对总算开门）、四清（全桌都没开门，这是一种解读：胡牌的人自己必须闭门）、自摸、
    杠开花、红中杠开花、点炮胡、抢杠、杠流泪、红中杠流泪、庄家、海底捞月（分张时自摸）。这些全都相乘。
    """, en="""
    ## 4. Multipliers (加翻; JZ-M01…M11), each ×2

    闭门 (no claim; a concealed kong is fine, but seven pairs always counts as open), 四清 (nobody at the
    table opened; interpretation: the winner must be 闭门), 自摸 (self-draw), 杠开花 (kong replacement),
    红中杠开花, 点炮胡 (on a discard), 抢杠 (robbing a kong), 杠流泪 (discarding into a win right after a
    kong), 红中杠流泪, 庄家 (dealer), 海底捞月 (a self-draw on a 分张 tile).  They all multiply together.
    """),
    code("""
    summary("2m456m345p789s ankan:7777z +2m", win_by="self_draw", kong_replacement=True,
            kong_replacement_red=True, all_closed=True)
    """),
    code("""
    summary("2m456m345p789p pon:555s +2m", kong_discard=True, kong_discard_red=True, discarder="N")
    summary("23s123m456p99s pon:777z +1s", win_by="rob_kong", discarder="W")
    """),
    md(zh="""
    ## 5. 谁付分（JZ-P1 到 JZ-P3，JZ-M10）

    另外三家每家有**一份**；那一家或者胡牌的人是庄家，这一份就翻倍（原文“座庄者X2”，这里的解读是两边都算）。

    * 自己摸到的胡（自摸、杠开花、海底捞月）：每家付自己那一份（JZ-P1）；
    * 胡别人打出的牌（点炮胡、杠流泪、抢杠）：点炮的那一家付**三份**（JZ-P2）；
    * 天胡：庄家起手就胡，每家付 200 分（JZ-P3）。

    两个例子：南家胡，东家坐庄，西家点炮，一份是 8 分 → 西家付 8 + 8 + 16 = 32 分；东家（庄家）点炮，一份是 32 分 →
    64 + 32 + 32 = 128 分。
    """, en="""
    ## 5. Who pays (JZ-P1…P3, JZ-M10)

    Each of the three other players owns a **share**; a share is doubled when that player, or the winner, is
    the dealer (座庄者X2; interpretation: both ways).

    * self-drawn win (自摸, 杠开花, 海底捞月): each pays its own share (JZ-P1);
    * discard win (点炮胡, 杠流泪, 抢杠): the discarder (点炮) pays **all three** shares (JZ-P2);
    * 天胡 (heavenly hand): the dealer wins on its dealt hand: 200 from each (JZ-P3).

    Two examples: winner South, dealer East, West discards a share-8 hand → West pays 8 + 8 + 16 = 32;
    East (the dealer) discards a share-32 hand → 64 + 32 + 32 = 128.
    """),
    code("""
    summary("2m456m345p789p pon:555s +2m", seat="S", dealer="E", discarder="W")
    mj.score("2m456m345p789p pon:555s +2m", "jinzhou", seat="S", dealer="E", discarder="W").payments_frame()
    """),
    code("""
    summary("1112s pon:222m pon:555p pon:777s +2s", seat="S", dealer="E", discarder="E")
    summary("2m456m345p789p555s +2m", win_by="self_draw", first_turn=True, seat="E", dealer="E")
    """),
    md(zh="""
    完整结果，和探索器里显示的一样（项目、说明、假设、输赢）：
    """, en="""
    The full result, as the explorer shows it (items, notes, assumptions, payments):
    """),
    code("""
    show(result_html(mj.score("2m456m345p789p pon:555s +2m", "jinzhou", win_by="self_draw", dealer="W"),
                     readings=False))
    """),
    md(zh="""
    ## 6. 杠分（JZ-G1 到 JZ-G6）

    不管有没有人胡都要付，庄家不翻倍；被抢的杠不算分。

    | 杠 | 谁付 | 分 |
    |---|---|---|
    | 打明杠（`kan`） | 打出那张牌的人 | 12（4 × 3） |
    | 抓明杠（`kakan`） | 另外三家每家 | 4 |
    | 暗杠（`ankan`） | 另外三家每家 | 8 |
    | 红中杠 | 同上 | 翻倍 |
    """, en="""
    ## 6. Kong points (杠分; JZ-G1…G6)

    Paid whether anyone wins or not, never dealer-doubled; a robbed kong scores nothing.

    | kong | who pays | points |
    |---|---|---|
    | 打明杠 exposed kong (`kan`) | the discarder | 12 (4 × 3) |
    | 抓明杠 added kong (`kakan`) | each other player | 4 |
    | 暗杠 concealed kong (`ankan`) | each other player | 8 |
    | 红中 kongs | as above | doubled |
    """),
    code("""
    s = jz.settle_kongs([
        {"seat": "S", "kind": "kan", "tile": "5m", "discarder": "E"},
        {"seat": "N", "kind": "ankan", "tile": "红中"},
        {"seat": "W", "kind": "kakan", "tile": "3p", "robbed": True},
    ])
    table([r + [it.excluded_reason or ""] for r, it in zip(items_rows(s.items), s.items)],
          columns=ITEMS + [t("不计的原因", "not counted because")])
    """),
    code("""
    table([{SEAT[seat]: f"{v:+g}" if v else "0" for seat, v in s.payments.items()}])
    """),
    md(zh="""
    ## 7. 桌上规矩（JZ-F1 到 JZ-F3）

    **黄庄和分张**（原文“注意”一段的解读）：最后八张（四墩）永远不摸；它们前面的四张是分张，按顺序每家一张。这时还没有人胡，
    就是黄庄：庄家付每家 4 分，接着坐庄。选项 `dead_wall=16` 改按原文另一句话来算。
    """, en="""
    ## 7. Table procedures (JZ-F1…F3)

    **黄庄 (drawn hand) and 分张** (an interpretation of the rule text's 注意, "note"): the last 8 tiles (4
    stacks) are never drawn; the 4 tiles before them are 分张, one to each player in turn.  If nobody wins
    then, it is 黄庄: the dealer pays 4 to each and deals again.  Option `dead_wall=16` follows the rule text's
    other sentence instead.
    """),
    code("""
    table([[left, jz.wall_phase(left).text] for left in (13, 12, 9, 8)], columns=[t("剩几张", "tiles left"), t("会怎样", "what happens")])
    """),
    code("""
    show(f"<p>{escape(str(jz.wall_phase(12).note.text))}</p>")
    table([{SEAT[seat]: f"{v:+g}" for seat, v in jz.huangzhuang("E").payments.items()}])   # 黄庄：庄家付钱 || 黄庄: the dealer pays
    """),
    md(zh="""
    **跟庄**：另外三家第一张打的都和庄家第一张一样，庄家付每家 4 分；下一圈接着一样，付 8 分，再下一圈 16 分……
    一直连着才算；红中那一圈翻倍。
    """, en="""
    **跟庄** (following the dealer): if the other three all discard the same tile as the dealer's first
    discard, the dealer pays each 4; again in the next go-around 8, then 16…, while it runs unbroken; a 红中
    go-around doubles.
    """),
    code("""
    s = jz.follow_dealer([["5m"] * 4, ["红中"] * 4, ["1m", "1m", "2m", "1m"]])
    table([[f"{it.value:g} {it.unit}", it.reason] for it in s.items], columns=[t("数值", "value"), t("理由", "reason")])
    """),
    code("""
    table([{SEAT[seat]: f"{v:+g}" for seat, v in s.payments.items()}])
    """),
    md(zh="""
    **轮庄**：黄庄后庄家接着坐庄；有人胡牌后，庄按逆时针传下去。
    """, en="""
    **轮庄** (passing the deal): the dealer keeps dealing after a 黄庄; after a win the deal passes counterclockwise.
    """),
    code("""
    rows = []
    for winner in (None, "W"):
        seat, why, note = jz.next_dealer("E", winner)
        rows.append([SEAT.get(winner, t("没人胡（黄庄）", "nobody: drawn (黄庄)")), SEAT[seat], why])
    table(rows, columns=[t("谁胡", "winner"), t("下一局庄家", "next dealer"), t("理由", "why")])
    """),
    code("""
    show(f"<p>{escape(str(note.text))}</p>")
    """),
    md(zh="""
    ## 8. 解读说明

    原文没说的地方，程序库选了一种读法，并且明说出来。下面是锦州的全部选择：
    """, en="""
    ## 8. Interpretation notes

    Where the rule text is silent, the library chooses one reading and shows it.  Here are all the Jinzhou
    choices:
    """),
    code("""
    from mjlearn.i18n import catalogue
    table([[key[8:], T(key, seat=SEAT["E"], dead=8)] for key in sorted(k for k in catalogue() if k.startswith("jz.note."))],
          columns=[t("编号", "code"), t("说明", "note")])
    """),
]


NOTEBOOK = Notebook("05_jinzhou.ipynb", "c05", with_notes(CELLS), deck=True)  # a slide deck (JupyterLab RISE)
