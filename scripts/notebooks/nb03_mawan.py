"""Source of notebooks/{zh,en}/03_mawan.ipynb (Mawan tutorial) from the cell list below; notebook source.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 03``
"""
from _nb import Notebook, code, md

cells = [
    md(both="""
    # 03 · 马湾算胡 Mawan

    Mawan (马湾算胡) values a winning hand in two layers:

    1. **Counts (张)** — small basic items such as 摸 (self-draw), 清 (concealed), 将 (2-5-8 pair).
       "一个字算作一张牌": each is worth a count, most 1, some more.
    2. The **count table** turns the total count into 台 (10, 20, 30, 40 台; one lone 缺 is 50 台).
    3. **Bonuses (加番)** add +30, +50 or +100 台 (some +200/+400/+800 variants replace the +100).
    4. **Exclusions**: "成型时只能有一个用途" — one arrangement is not counted twice.

    The hand is worth the best **reading** (decomposition + where the winning tile sits).  Every item below has
    its spec id (`MW-B05` …) as its code.  Source: spec `mawan.md`, seed `000_48bf61dab154aa4c.txt`.

    Defaults when you give no context: won on a discard from the previous player (上家), you sit South,
    the round wind is East, stake "11" (底 1 元).
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import Html, hand_html, items_html, tiles_html
    from mjlearn.rows import table   # rows (or a list of dicts) shown as a left-aligned HTML table
    from mjlearn.rules.mawan import rule_list
    from mjlearn.rules.mawan.count_table import table_tai

    mj.set_language(LANG)

    def show(html):
        display(HTML(html))

    def items(hand, context=None, options=None):
        \"\"\"The hand, then the chosen reading's items (those not counted greyed, with the reason), the total
        and the interpretation notes that decided it.\"\"\"
        r = mj.score(hand, "mawan", context=context or {}, options=options)
        show(hand_html(hand, size=28) + items_html(r, css=False))

    def small(hand):
        # a hand drawn small, as one table cell
        return Html(hand_html(hand, size=22, css=False))
    """),
    md(both="""
    ## All the items at a glance

    Basic items are worth counts (张); bonuses are worth 台.  **MW-X01** is the seed's first +100 line,
    which is *blank* in the source: it is listed here and never scored.
    """),
    code("""
    from mjlearn.rows import table
    table([(c, n, w) for c, n, w, _ in rule_list()], columns=["code", "item", "worth"])
    """),
    md(both="""
    ## A first hand: counts → 台

    `234p345p456s678s` + `5m`, waiting only on 5m, won on a discard.  Counts: 清 1 + 平 1 + 断 1 +
    将 (a 5 pair is 3) + 吊 1 + 缺 (no winds, no dragons: 2) = **9 张 → 30 台**.
    The picture shows the hand, every reading and the payments (each other player pays 30 ÷ 10 × 1 = 3 元).
    """),
    code("""
    r = mj.score("234p345p456s678s5m +5m", "mawan")
    r
    """),
    code("""
    r.items_frame(LANG)
    """),
    md(both="""
    ## 坎, 边, 吊 and the single-wait rule (MW-W)

    坎 (closed wait, 2 when the winning tile is a 5), 边 (edge 12→3, 89→7) and 吊 (single wait on the pair)
    count **only when the hand waited on exactly one tile kind** — *interpretation*: the seed is silent,
    this follows the usual practice (option `wait_items_need_single_wait`).
    """),
    code("""
    table([[small(h), Html(tiles_html(mj.waits(h, "mawan"), size=22, css=False)), len(mj.waits(h, "mawan"))]
           for h in ("234m345p46s678s55m", "234m345p678s4666s")],
          columns=["手牌 hand", "听牌 waits", "听几种 |W|"])
    """),
    code("""
    items("234m345p46s678s55m +5s")     # one wait (5s): 坎 on the 5 counts
    """),
    code("""
    items("234m345p678s4666s +5s")      # four waits: no 吊, and the MW-W note says why
    """),
    md(both="""
    The second hand also shows **双龙抱柱** (MW-X17): four 6s, not a kong — two are the pair, the other two
    sit in two different chows — which replaces 归带杠.

    ## 晕 — dragon and wind sets (MW-Y)

    Dragon pung 2 / kong 3; the round wind pung 1 / kong 2; your own seat wind 1; a wind that is both 2 / 3;
    at most **3 晕** in all (*interpretation*: the cap covers every 晕; option `yun_cap`).
    """),
    code("""
    SEAT = {"E": "东 East", "S": "南 South", "W": "西 West", "N": "北 North"}
    rows = []
    for seat, rnd in [("S", "E"), ("E", "S"), ("E", "E"), ("W", "S")]:
        r = mj.score("111z234p345p678s5m +5m", "mawan", seat=seat, round_wind=rnd)
        rows.append([SEAT[seat], SEAT[rnd], sum(i.value for i in r.counted if i.code == "MW-B14"), r.total_text])
    table(rows, columns=["座位 seat", "圈风 round wind", "东刻的晕 晕 of the 东 pung", "合计 total"])
    """),
    code("""
    items("555z666z111z234m8m +8m", {"seat": "E"})   # 2 + 2 + 2 = 6 晕, only 3 count
    """),
    md(both="""
    ## Kongs: 归, 归杠, 归带杠, 外三归

    归 (MW-B11) is a `kakan` (a pung, then the fourth); 归杠 (MW-B12) an `ankan` or a `kan` onto your own triplet;
    归带杠 (MW-B13) four copies held but not declared, one inside a chow.  Three exposed kongs are 外三归 (+100).
    """),
    code("""
    items("678s5m kakan:2222m kan:3333p kakan:4444s +5m")
    """),
    code("""
    items("234p345p666s678s5m +5m")
    """),
    md(both="""
    ## The count table (MW-T)

    The total count, taken after exclusions, gives 台.  A count of 1 is 50 台 only when it is one 缺
    ("只有一种情况：一个缺"); a count of 0 (or 1 from anything else) has no row in the seed: 0 台 (*interpretation*).
    """),
    code("""
    table([[n, f"{table_tai(n, False)} 台", "只有一个缺 one lone 缺: 50 台" if n == 1 else ""] for n in range(0, 14)],
          columns=["张数 count (张)", "台", ""])
    """),
    code("""
    items("456s78s11z chi:234m pon:999p +9s")   # only 缺 (no dragons): 50 台
    """),
    md(both="""
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
    table(rows, columns=["手牌 hand", "+30 台", "合计 total"])
    """),
    md(both="""
    ## +50 台

    一条龙 (123 456 789 of one suit), 喜相逢 (one chow in all three suits), 海底捞月, 杠上开花, 绝章,
    五门全, 凑一色, 全带幺, 全求, 对子胡, 抢杠.  绝章 needs the other three copies already **seen** — on the table
    (`seen=`) or in your own hand (*interpretation*).
    """),
    code("""
    items("234p345p456s678s5m +5m", {"seen": {"5m": 2}})   # 1 in hand + 2 seen = 3: 绝章
    """),
    code("""
    items("234p345p678s5m ankan:1111z +5m", {"win_by": "self_draw", "kong_replacement": True, "seat": "E"})
    """),
    md(both="""
    ## +100 台 and the seed's example: 清一色的七对

    "清一色的七对按200台起算再加上本来的番数": 清一色 100 + 七对 100 = 200, plus the count table.
    Here 清 1 + 吊 1 = 2 张 → 10 台, so **210 台**; the four 缺 are not counted (清一色 already says so).
    """),
    code("""
    items("1133557799224p +4p")
    """),
    md(both="""
    楞子七对 — one kind held four times — is +200 **instead of** +100 (双楞子 +400, 三楞子 +800):
    """),
    code("""
    items("11112233m55p77s9s +9s")
    """),
    md(both="""
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
    md(both="""
    ### 内三杠: a pung completed by someone else's tile is not concealed

    Waiting on 4s or 5s (对倒): won on a discarded 4s the 444s pung counts as exposed; self-drawn it is
    concealed and the hand has three concealed pungs — 内三杠.
    """),
    code("""
    rows = []
    for how, ctx in (("点炮 discard", {}), ("自摸 self-draw", {"win_by": "self_draw"})):
        r = mj.score("222m333p44s55s678s +4s", "mawan", context=ctx)
        rows.append([how, ", ".join(f"{i.code} {i.name}" for i in r.counted), r.total_text])
    table(rows, columns=["和牌方式 won by", "计分项目 items counted", "合计 total"])
    """),
    code("""
    items("111z222z333z444z5m +5m")   # 大四喜 and 内四杠 replace their +100 bases; wind 晕 not counted
    """),
    md(both="""
    ## The exception: 喜平断将将缺缺 = 100 台 (MW-E)

    喜相逢 with 平, 断, 将 and two 缺: 喜相逢 and the count table together are **100 台** (not 50 + 20).
    """),
    code("""
    items("234m234p234s567s8m +8m")
    """),
    md(both="""
    ## Options

    Every *interpretation* with an alternative is an option.  For example 断 with honors, and 一条龙 as
    "1 to 9 anywhere":
    """),
    code("""
    rows = []
    for h, label, opts in (("111z234p345p678s5m +5m", "默认 default", None),
                           ("111z234p345p678s5m +5m", "断不许有字牌 断 excludes honors", {"duan_excludes_honors": True}),
                           ("1233456789m456p +9m", "默认 default", None),
                           ("1233456789m456p +9m", "一条龙不必是三个顺子 一条龙 1–9 anywhere", {"long_needs_chows": False})):
        r = mj.score(h, "mawan", options=opts)
        rows.append([small(h), label, ", ".join(f"{i.code} {i.name}" for i in r.counted), r.total_text])
    table(rows, columns=["手牌 hand", "选项 option", "计分项目 items counted", "合计 total"])
    """),
    md(both="""
    ## Who pays whom (MW-M)

    Stake "NN": 底 N 元 and 10 台 = N 元; each of the other three pays the winner.  包胡: the liable player pays all
    three shares (the seed's "（出增除外）" is unreadable and not modelled).
    """),
    code("""
    rows = []
    for label, kw in (("筹码22，自摸 stake 22, self-draw", dict(options={"stake": "22"}, win_by="self_draw")),
                      ("北家包胡 North liable", dict(liable="N"))):
        r = mj.score("234p345p456s678s5m +5m", "mawan", **kw)
        rows.append([label, r.total_text] + [f"{r.payments[s]:+g} 元" for s in "ESWN"])
    table(rows, columns=["情形 case", "合计 total"] + [SEAT[s] for s in "ESWN"])
    """),
    md(both="""
    ## Not a win

    Mawan accepts four sets + a pair, or seven pairs — not thirteen orphans.
    """),
    code("""
    items("99m345p88p11s5678s +9s")
    """),
    code("""
    items("19m19p19s1234567z +1m")
    """),
    md(both="""
    ## Interpretation notes

    Where the seed is ambiguous the library made a choice and says so.  A result lists the notes that
    affected it (`r.notes`); here is the whole list.
    """),
    code("""
    import re
    from mjlearn.rules.mawan.strings import NOTES

    def blank(template):
        # a note's {fields} are filled in per hand; here they read "…"
        return re.sub(r"\\{\\w+\\}", "…", template)

    table([[code_.split(".")[0], blank(zh), blank(en)] for code_, (zh, en) in NOTES.items()],
          columns=["编号 code", "说明", "note"])
    """),
    md(both="""
    The table procedures (dice, wall break, rotation and 连庄, one winner per discard, 破盆, 脱裤子) are in
    `07_table_procedures.ipynb`; exercises in `10_exercises_mawan.ipynb`.
    """),
]


NOTEBOOK = Notebook('03_mawan.ipynb', 'c03', cells)
