"""Build notebooks/03_mawan.ipynb (Mawan tutorial) from the cell list below and execute it in place.

Usage from the repository root: ``.venv/bin/python scripts/notebooks/nb03_mawan.py``
"""
from _nb import build, code, md

cells = [
    md("""
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
    from mjlearn.rules.mawan import rule_list
    from mjlearn.rules.mawan.count_table import table_tai

    mj.set_language("both")

    def items(hand, context=None, options=None):
        \"\"\"Print the chosen reading's items: counted, then excluded with the reason, then the total.\"\"\"
        r = mj.score(hand, "mawan", context=context or {}, options=options)
        if not r.is_win:
            print("not a win:", "; ".join(str(w) for w in r.why_not))
            return
        for i in r.items:
            v = f"{i.value:g} {i.unit}"
            if i.counted:
                print(f"  {i.code:7} {str(i.name):34} {v:>8}   {i.reason}")
            else:
                print(f"  ({i.code:6} {str(i.name):33} {v:>8})  not counted: {i.excluded_reason}")
        print("  total:", r.total_text)
    """),
    md("""
    ## All the items at a glance

    Basic items are worth counts (张); bonuses are worth 台.  **MW-X01** is the seed's first +100 line,
    which is *blank* in the source: it is listed here and never scored.
    """),
    code("""
    from mjlearn.rows import table
    table([(c, n, w) for c, n, w, _ in rule_list()], columns=["code", "item", "worth"])
    """),
    md("""
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
    r.items_frame("en")
    """),
    md("""
    ## 坎, 边, 吊 and the single-wait rule (MW-W)

    坎 (closed wait, 2 when the winning tile is a 5), 边 (edge 12→3, 89→7) and 吊 (single wait on the pair)
    count **only when the hand waited on exactly one tile kind** — *interpretation*: the seed is silent,
    this follows the usual practice (option `wait_items_need_single_wait`).
    """),
    code("""
    print("234m345p46s678s55m + 5s — waits:", mj.waits("234m345p46s678s55m", "mawan"))
    items("234m345p46s678s55m +5s")
    print()
    print("234m345p678s4666s + 5s — waits:", mj.waits("234m345p678s4666s", "mawan"))
    items("234m345p678s4666s +5s")
    r = mj.score("234m345p678s4666s +5s", "mawan")
    print([str(n.text) for n in r.notes if n.code == "MW-W"])
    """),
    md("""
    The second hand also shows **双龙抱柱** (MW-X17): four 6s, not a kong — two are the pair, the other two
    sit in two different chows — which replaces 归带杠.

    ## 晕 — dragon and wind sets (MW-Y)

    Dragon pung 2 / kong 3; the round wind pung 1 / kong 2; your own seat wind 1; a wind that is both 2 / 3;
    at most **3 晕** in all (*interpretation*: the cap covers every 晕; option `yun_cap`).
    """),
    code("""
    for seat, rnd in [("S", "E"), ("E", "S"), ("E", "E"), ("W", "S")]:
        r = mj.score("111z234p345p678s5m +5m", "mawan", seat=seat, round_wind=rnd)
        yun = sum(i.value for i in r.counted if i.code == "MW-B14")
        print(f"seat {seat}, round {rnd}: 东 pung gives {yun:g} 晕, hand {r.total_text}")
    """),
    code("""
    items("555z666z111z234m8m +8m", {"seat": "E"})   # 2 + 2 + 2 = 6 晕, only 3 count
    """),
    md("""
    ## Kongs: 归, 归杠, 归带杠, 外三归

    归 (MW-B11) is a `kakan` (a pung, then the fourth); 归杠 (MW-B12) an `ankan` or a `kan` onto your own triplet;
    归带杠 (MW-B13) four copies held but not declared, one inside a chow.  Three exposed kongs are 外三归 (+100).
    """),
    code("""
    items("678s5m kakan:2222m kan:3333p kakan:4444s +5m")
    print()
    items("234p345p666s678s5m +5m")
    """),
    md("""
    ## The count table (MW-T)

    The total count, taken after exclusions, gives 台.  A count of 1 is 50 台 only when it is one 缺
    ("只有一种情况：一个缺"); a count of 0 (or 1 from anything else) has no row in the seed: 0 台 (*interpretation*).
    """),
    code("""
    for n in range(0, 14):
        print(n, "张 →", table_tai(n, False), "台", "   (one lone 缺: 50 台)" if n == 1 else "")
    """),
    code("""
    items("456s78s11z chi:234m pon:999p +9s")   # only 缺 (no dragons): 50 台
    """),
    md("""
    ## +30 台: 一块匾, 反匾, 幺将, 将不幺

    幺 = 1, 9, any wind, any dragon.  *Interpretation*: 一块匾 and 反匾 look at the four sets only
    (option `bian_constrains_pair`).
    """),
    code("""
    for h in ["111z234p345p678s5m +5m", "123m123p123s567s8m +8m", "234m345p456s678s1z +1z", "123m789p111s999s5m +5m"]:
        r = mj.score(h, "mawan")
        print(h, "→", [f"{i.code} {i.name}" for i in r.counted if i.value == 30 and i.unit == "台"], r.total_text)
    """),
    md("""
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
    md("""
    ## +100 台 and the seed's example: 清一色的七对

    "清一色的七对按200台起算再加上本来的番数": 清一色 100 + 七对 100 = 200, plus the count table.
    Here 清 1 + 吊 1 = 2 张 → 10 台, so **210 台**; the four 缺 are not counted (清一色 already says so).
    """),
    code("""
    items("1133557799224p +4p")
    """),
    md("""
    楞子七对 — one kind held four times — is +200 **instead of** +100 (双楞子 +400, 三楞子 +800):
    """),
    code("""
    items("11112233m55p77s9s +9s")
    """),
    md("""
    ### 断桥会 vs 一条龙

    Holding 1234 and 6789 of one suit and winning on the 5 **from a discard** is 断桥会 (+100), which
    replaces 一条龙 and the 坎 on the 5.  Self-drawn, the same hand is 一条龙 (+50) instead.
    """),
    code("""
    items("1234m6789m11p456s +5m")
    print()
    items("1234m6789m11p456s +5m", {"win_by": "self_draw"})
    """),
    md("""
    ### 内三杠: a pung completed by someone else's tile is not concealed

    Waiting on 4s or 5s (对倒): won on a discarded 4s the 444s pung counts as exposed; self-drawn it is
    concealed and the hand has three concealed pungs — 内三杠.
    """),
    code("""
    for ctx in ({}, {"win_by": "self_draw"}):
        r = mj.score("222m333p44s55s678s +4s", "mawan", context=ctx)
        print(ctx or "discard", "→", r.codes(), r.total_text)
    """),
    code("""
    items("111z222z333z444z5m +5m")   # 大四喜 and 内四杠 replace their +100 bases; wind 晕 not counted
    """),
    md("""
    ## The exception: 喜平断将将缺缺 = 100 台 (MW-E)

    喜相逢 with 平, 断, 将 and two 缺: 喜相逢 and the count table together are **100 台** (not 50 + 20).
    """),
    code("""
    items("234m234p234s567s8m +8m")
    """),
    md("""
    ## Options

    Every *interpretation* with an alternative is an option.  For example 断 with honors, and 一条龙 as
    "1 to 9 anywhere":
    """),
    code("""
    for opts in (None, {"duan_excludes_honors": True}):
        print(opts, mj.score("111z234p345p678s5m +5m", "mawan", options=opts).codes())
    for opts in (None, {"long_needs_chows": False}):
        print(opts, mj.score("1233456789m456p +9m", "mawan", options=opts).total_text)
    """),
    md("""
    ## Who pays whom (MW-M)

    Stake "NN": 底 N 元 and 10 台 = N 元; each of the other three pays the winner.  包胡: the liable player pays all
    three shares (the seed's "（出增除外）" is unreadable and not modelled).
    """),
    code("""
    r = mj.score("234p345p456s678s5m +5m", "mawan", options={"stake": "22"}, win_by="self_draw")
    print(r.total_text, r.payments)
    r = mj.score("234p345p456s678s5m +5m", "mawan", liable="N")
    print(r.total_text, r.payments)
    """),
    md("""
    ## Not a win

    Mawan accepts four sets + a pair, or seven pairs — not thirteen orphans.
    """),
    code("""
    items("99m345p88p11s5678s +9s")
    items("19m19p19s1234567z +1m")
    """),
    md("""
    ## Interpretation notes

    Where the seed is ambiguous the library made a choice and says so.  A result lists the notes that
    affected it (`r.notes`); here is the whole list.
    """),
    code("""
    from mjlearn.rules.mawan.strings import NOTES
    for code_, (zh, en) in NOTES.items():
        if "." in code_:
            continue
        print(f"{code_:12} {zh}\\n{'':12} {en}")
    """),
    md("""
    The table procedures (dice, wall break, rotation and 连庄, one winner per discard, 破盆, 脱裤子) are in
    `07_table_procedures.ipynb`; exercises in `10_exercises_mawan.ipynb`.
    """),
]


if __name__ == "__main__":
    build(cells, "03_mawan.ipynb", "c03")
