"""Source of notebooks/{zh,en}/05_jinzhou.ipynb (Jinzhou tutorial); notebook source.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 05``
"""
from _nb import Notebook, code, md

CELLS = [
    md(both="""
    # 05 · 锦州麻将 Jinzhou mahjong

    Jinzhou (锦州, Liaoning) is played with **112 tiles** and scored in **分 (points)**: a win has a **class**
    (一类…五类胡, 2…32 分) that is **doubled** (×2) for each special circumstance, and kongs (杠) are paid
    on their own, win or not.  Before anything is scored, a Jinzhou hand must pass three **win conditions**
    that the other rulesets do not have: all three suits (门齐), a 1 or 9 (幺九), and a pung (横).

    Every item below carries its rule id from the spec (`JZ-L1`, `JZ-C4`, …).  Where the Chinese source is
    silent or unclear, the library says so in an **interpretation note** (解释).

    Words used here: 掌 = pair, 横 = pung (three alike), 岔 = claiming a pung (碰), 开门 = having claimed,
    飘 = all sets are pungs, 分张 = the last four tiles dealt one to each player.
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from html import escape
    from mjlearn.i18n import T
    from mjlearn.render import hand_html, items_html, result_html, table_html, waits_html, error_html
    from mjlearn.rows import table   # rows (or a list of dicts) shown as a left-aligned HTML table
    from mjlearn.rules import jinzhou as jz

    mj.set_language(LANG)   # "zh", "en" or "both"

    def show(html):
        display(HTML(html))

    SEAT = {"E": "东 East", "S": "南 South", "W": "西 West", "N": "北 North"}
    WIN = {"discard": "点炮 discard", "self_draw": "自摸 self-draw", "rob_kong": "抢杠 robbing a kong"}

    def situation(context):
        # the context in words: each field's name from the catalogue, seats and ways of winning named
        if not context:
            return "默认情形 default context"
        words = {True: "是 yes", False: "否 no", **SEAT, **WIN}
        return "；".join(f"{T('ctx.f.' + k)}: {words.get(v, v)}" for k, v in context.items())

    def items_rows(items):
        return [[it.code, it.name, f"{it.value:g} {it.unit}", it.reason] for it in items]

    ITEMS = ["编号 code", "项目 item", "数值 value", "理由 reason"]

    def summary(hand, **context):
        \"\"\"One Jinzhou result: the hand and its situation, then why it is not a win, or its class, ×2 items,
        total and net payments (分; they add up to 0).\"\"\"
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
    md(both="""
    ## 1. 牌 The tiles (JZ-A1)

    1–9 of 万 (characters), 筒 (dots) and 条 (bamboo), plus 红中 (Red dragon), four of each: 28 × 4 = 112.
    There are **no winds, no 白, no 发**: a hand with one is an error that names the tile and the rule.
    """),
    code("""
    n = len(jz.JINZHOU.tile_kinds)
    display(table([[n, 4 * n]], columns=["牌种 kinds", "张数 tiles"]))
    try:
        mj.score("123m456p789s1s pon:111z +1s", "jinzhou")
    except mj.MjError as err:
        show(error_html(err))
    """),
    md(both="""
    Claims (JZ-A2, A3): chow (吃) only from the previous player, pung (岔), kongs.  A **win beats** a kong
    claim on the same discard.  Only an **added kong** (抓明杠) can be robbed (JZ-A4, interpretation).
    """),
    code("""
    seat, kind, why, notes = jz.resolve_claim("E", "5m", {"W": "kong", "N": "win"})
    ROB = {"kakan": "抓明杠 added kong", "ankan": "暗杠 concealed kong"}
    table([["西杠、北胡 5m West kong, North win", why]]
          + [[f"抢{ROB[k]}？ rob an {ROB[k]}?", jz.can_rob(k)[1]] for k in ("kakan", "ankan")],
          columns=["情形 situation", "结果 outcome"])
    """),
    md(both="""
    ## 2. 胡牌条件 Win conditions (JZ-L1…L5)

    | id | condition | in short |
    |---|---|---|
    | JZ-L1 | 门齐 | 万, 筒 and 条 all appear (sets included) 红中 is not a suit |
    | JZ-L2 | 有幺九 | at least one 1 or 9 — or any 红中 |
    | JZ-L3 | 有横 | a pung or kong — or a 红中 pair (红中做掌) |
    | JZ-L4 | 手把一 | four declared sets only for 单粘飘胡 (four pungs, winning on the pair) |
    | JZ-L5 | 七对 | seven pairs need L1 and L2 but not L3 (interpretation, option `qidui_needs_conditions`) |

    A hand that fails is **not a win**, and the library lists **every** failed condition:
    """),
    code("""
    summary("234m345m456m567m8m +8m")   # only 万, no 1/9, no pung
    """),
    md(both="""Fix the suits and add a 9, and only the missing pung is left; a 红中 pair fixes that too:"""),
    code("""
    summary("123m456p789s234s5s +5s")
    summary("123m456p789s234s7z +7z")
    """),
    md(both="""**手把一**: four declared sets are allowed only when all four are pungs and the win completes the pair."""),
    code("""
    show(hand_html("5m pon:222m pon:888p pon:111s pon:999s +5m"))
    summary("5m pon:222m pon:888p pon:111s pon:999s +5m")
    summary("5m chi:234m pon:888p pon:111s pon:999s +5m")
    """),
    md(both="""
    ### Waits follow the conditions

    A tile that completes the shape but breaks a condition is **not a wait**.  Public case P06,
    `445566m2277779s`, completes in shape on 8s and 9s — but it has no 筒, so Jinzhou has no waits at all:
    """),
    code("""
    show(waits_html(mj.waits("445566m2277779s", ruleset="jinzhou")))
    """),
    md(both="""
    And `23m 345p 567s 555s 66s` completes on 1m or 4m — but with 4m the hand has no 幺九, so only 1m wins
    (that is **单胡幺**, below):
    """),
    code("""
    show(waits_html(mj.waits("23m345p567s555s66s", ruleset="jinzhou")))
    """),
    md(both="""
    ## 3. 胡牌类别 Win classes (JZ-C1…C5)

    | id | class | base | when |
    |---|---|---|---|
    | JZ-C1 | 一类胡 | 2 | two or more waits (两叫/多叫), or 对倒 (dual pung wait) |
    | JZ-C2 | 二类胡 | 4 | only one wait, and it is 夹 (middle), 边 (edge), 单粘 (pair) or 单胡幺 |
    | JZ-C3 | 三类胡 | 8 | 对倒飘胡: all pungs, dual-pung wait |
    | JZ-C4 | 四类胡 | 16 | 单粘飘胡 (all pungs, winning on the pair) or 七对 (seven pairs) |
    | JZ-C5 | 五类胡 | 32 | 豪华七对: seven pairs with four of a kind |

    W = the live legal waits of the hand **before** the win.  With two or more waits, 夹/边/单粘/单胡幺 do not
    count (interpretation note JZ-C1).  The hand takes the **highest** class among its readings.
    All examples below are won on a discard from East, the dealer (the default context).
    """),
    code("""
    summary("23m345p789p555s66s +4m")    # C1: waits 1m and 4m
    summary("13m345p789p555s66s +2m")    # C2: 夹, only 2m
    summary("23m345p567s555s66s +1m")    # C2: 单胡幺, only 1m (no other 幺九)
    """),
    code("""
    summary("3335m345p789p555s +4m")     # 夹 shape, but 4m and 5m both win: C1 (see the note)
    table([[n.code, n.text] for n in mj.score("3335m345p789p555s +4m", "jinzhou").notes], columns=["编号 code", "说明 note"])
    """),
    md(both="""
    The spec's example: pon 222m, pon 555p, pon 777s with 1112s in hand waits on **2s and 3s**.  Won on 2s
    it reads 111s + 22s — all pungs, winning on the pair: **单粘飘胡, 四类**.  Won on 3s it reads 11s + 123s:
    two waits, 一类.  The 飘 and seven-pairs classes depend on the reading, not on the number of waits.
    """),
    code("""
    show(hand_html("1112s pon:222m pon:555p pon:777s +2s"))
    summary("1112s pon:222m pon:555p pon:777s +2s")
    summary("1112s pon:222m pon:555p pon:777s +3s")
    """),
    code("""
    summary("55m88p pon:111s pon:999s pon:222p +5m")   # C3 对倒飘胡
    summary("1199m2255p33774s +4s")                    # C4 七对
    summary("1111m2255p33774s +4s")                    # C5 豪华七对
    """),
    md(both="""
    ## 4. 加翻 Multipliers (JZ-M01…M11), each ×2

    闭门 (no claim; a concealed kong is fine — but seven pairs always counts as open), 四清 (nobody at the
    table opened, interpretation: the winner must be 闭门), 自摸, 杠开花, 红中杠开花, 点炮, 抢杠, 杠流泪,
    红中杠流泪, 庄家, 海底捞月 (a self-draw on a 分张 tile).  They all multiply together.
    """),
    code("""
    summary("2m456m345p789s ankan:7777z +2m", win_by="self_draw", kong_replacement=True,
            kong_replacement_red=True, all_closed=True)
    """),
    code("""
    summary("2m456m345p789p pon:555s +2m", kong_discard=True, kong_discard_red=True, discarder="N")
    summary("23s123m456p99s pon:777z +1s", win_by="rob_kong", discarder="W")
    """),
    md(both="""
    ## 5. 付分 Who pays (JZ-P1…P3, JZ-M10)

    Each of the three other players owns a **share**; a share is doubled when that player, or the winner, is
    the dealer (座庄者X2, interpretation: both ways).

    * self-drawn win (自摸, 杠开花, 海底捞月): each pays its own share (JZ-P1)
    * discard win (点炮, 杠流泪, 抢杠): the discarder pays **all three** shares (JZ-P2)
    * 天胡: the dealer wins on its dealt hand: 200 from each (JZ-P3).

    The spec's examples: winner South, dealer East, West discards a share-8 hand → West pays 8 + 8 + 16 = 32;
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
    md(both="""The full result, as the explorer shows it (items, notes, assumptions, payments):"""),
    code("""
    show(result_html(mj.score("2m456m345p789p pon:555s +2m", "jinzhou", win_by="self_draw", dealer="W"),
                     readings=False))
    """),
    md(both="""
    ## 6. 杠分 Kong points (JZ-G1…G6)

    Paid whether anyone wins or not, never dealer-doubled; a robbed kong scores nothing.

    | kong | who pays | points |
    |---|---|---|
    | 打明杠 (`kan`) | the discarder | 12 (4 × 3) |
    | 抓明杠 (`kakan`) | each other player | 4 |
    | 暗杠 (`ankan`) | each other player | 8 |
    | 红中 kongs | as above | doubled |
    """),
    code("""
    s = jz.settle_kongs([
        {"seat": "S", "kind": "kan", "tile": "5m", "discarder": "E"},
        {"seat": "N", "kind": "ankan", "tile": "红中"},
        {"seat": "W", "kind": "kakan", "tile": "3p", "robbed": True},
    ])
    table([r + [it.excluded_reason or ""] for r, it in zip(items_rows(s.items), s.items)],
          columns=ITEMS + ["不计原因 not counted because"])
    """),
    code("""
    table([{SEAT[seat]: f"{v:+g}" if v else "0" for seat, v in s.payments.items()}])
    """),
    md(both="""
    ## 7. 桌上规矩 Table procedures (JZ-F1…F3)

    **黄庄 and 分张** (interpretation of the seed's 注意): the last 8 tiles (4 stacks) are never drawn; the
    4 tiles before them are 分张, one to each player in turn.  If nobody wins then, it is 黄庄: the dealer
    pays 4 to each and deals again.  Option `dead_wall=16` follows the seed's other sentence instead.
    """),
    code("""
    table([[left, jz.wall_phase(left).text] for left in (13, 12, 9, 8)], columns=["剩余 tiles left", "说明 what happens"])
    """),
    code("""
    show(f"<p>{escape(str(jz.wall_phase(12).note.text))}</p>")
    table([{SEAT[seat]: f"{v:+g}" for seat, v in jz.huangzhuang("E").payments.items()}])   # 黄庄: the dealer pays
    """),
    md(both="""
    **跟庄**: if the other three all discard the same tile as the dealer's first discard, the dealer pays each
    4; again in the next go-around 8, then 16…, while it runs unbroken; a 红中 go-around doubles.
    """),
    code("""
    s = jz.follow_dealer([["5m"] * 4, ["红中"] * 4, ["1m", "1m", "2m", "1m"]])
    table([[f"{it.value:g} {it.unit}", it.reason] for it in s.items], columns=["数值 value", "理由 reason"])
    """),
    code("""
    table([{SEAT[seat]: f"{v:+g}" for seat, v in s.payments.items()}])
    """),
    md(both="""**轮庄**: the dealer keeps dealing after a 黄庄; after a win the deal passes counterclockwise."""),
    code("""
    rows = []
    for winner in (None, "W"):
        seat, why, note = jz.next_dealer("E", winner)
        rows.append([SEAT.get(winner, "— 黄庄 drawn"), SEAT[seat], why])
    table(rows, columns=["胡牌 winner", "下一庄 next dealer", "理由 why"])
    """),
    code("""
    show(f"<p>{escape(str(note.text))}</p>")
    """),
    md(both="""
    ## 8. 解释 Interpretation notes

    Where the seed is silent, the library chooses one reading and shows it.  Here are all the Jinzhou choices:
    """),
    code("""
    from mjlearn.i18n import catalogue
    table([[key[8:], T(key, seat="东 East", dead=8)] for key in sorted(k for k in catalogue() if k.startswith("jz.note."))],
          columns=["编号 code", "说明 note"])
    """),
]


NOTEBOOK = Notebook('05_jinzhou.ipynb', 'c05', CELLS)
