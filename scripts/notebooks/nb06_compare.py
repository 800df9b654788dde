"""Source of notebooks/{zh,en}/06_compare_rulesets.ipynb (06 · comparing the three rulesets); build with ``scripts/notebooks/build.py 06``."""
from _nb import Notebook, code, md

NB06 = [
    md(both="""
    # 06 · 三种规则对比 Comparing the three rulesets

    The same 14 tiles can be a big win under one ruleset and not a win at all under another.  This notebook
    puts one hand at a time under **Mawan 马湾算胡**, **Huilai 惠来** and **Jinzhou 锦州** side by side
    (`mj.compare`, `mjlearn.frames.comparison_frame`) and says **why** they differ.

    Keep in mind that the numbers are **not** in the same unit: Mawan counts 台 (turned into 元 by the stake),
    Huilai multiplies a pattern value (倍), Jinzhou multiplies base points (分).  Compare the *reasons*, not
    the raw numbers.
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.frames import comparison_frame, waits_frame
    from mjlearn.render import hand_html, result_html, error_html

    mj.set_language(LANG)

    def show(html):
        display(HTML(html))

    def side_by_side(hand, **context):
        \"\"\"Each ruleset's full result for one hand (or its error message).\"\"\"
        for name, res in mj.compare(hand, **context).items():
            if isinstance(res, mj.MjError):
                show(f"<h4>{mj.get_ruleset(name).title}</h4>" + error_html(res))
            else:
                show(result_html(res, readings=False))

    def net_payments(hand, **context):
        # net amount per seat under each ruleset (payee +, payer −; each row sums to zero), as a table
        from mjlearn.rows import table
        from mjlearn.i18n import T
        rows = []
        for name, res in mj.compare(hand, **context).items():
            title = str(mj.get_ruleset(name).title)
            if isinstance(res, mj.MjError) or res.status != "scored":
                rows.append([title] + [""] * 4 + ["", "no payments 不结算"])
                continue
            rows.append([title] + [f"{res.payments.get(seat, 0):+g}" for seat in ("E", "S", "W", "N")]
                        + [str(res.payment_unit), f"{sum(res.payments.values()):g}"])
        return table(rows, columns=["ruleset 规则"] + [str(T("seat." + s)) for s in "ESWN"] + ["unit 单位", "sum 合计"])
    """),
    md(both="""
    ## 1. 三种规则一览 The rulesets at a glance

    Tile set, allowed hand forms, allowed declared sets and the unit of the hand's value, as each ruleset
    declares them (spec ids in brackets: MW-A, HL-A, JZ-A):
    """),
    code("""
    from mjlearn.rows import table

    table([[str(rs.title), len(rs.tile_kinds), ", ".join(str(mj.i18n.T("form." + f)) for f in rs.forms),
            ", ".join(rs.meld_kinds), str(mj.i18n.unit(rs.unit))] for rs in map(mj.get_ruleset, mj.ruleset_names())],
          columns=["ruleset 规则", "kinds 种", "forms 牌型", "declared sets 可下的组", "unit 单位"])
    """),
    md(both="""
    * **Mawan**: every tile, standard and seven pairs; counts items (张) and turns them into 台, plus bonuses.
    * **Huilai**: every tile, also **thirteen orphans 十三幺**; **no chow claims**; pattern multipliers (倍);
      ghosts and horses are options.
    * **Jinzhou**: only 112 tiles (no winds, 白, 发); a win must also meet three **conditions** — 门齐 (all three
      suits), 有幺九 (a 1, a 9 or 红中), 有横 (a pung, or a 红中 pair) — then a win class × multipliers.

    ## 2. 十三幺 Thirteen orphans: a big win, no hand, and illegal tiles

    `19m19p19s1234567z +1m` is the 十三幺 shape: one of each terminal and honor, plus a second `1m`.
    """),
    code("""
    hand = "19m19p19s1234567z +1m"
    show(hand_html(hand))
    comparison_frame(hand)
    """),
    md(both="""
    * **Huilai** lists 十三幺 (HL-P13) as a hand form worth **10 倍**.
    * **Mawan** does not know the form (MW-A4: standard and seven pairs only): the tiles make no hand.
    * **Jinzhou** has no winds and no 白/发 at all (JZ-A1): the hand cannot even be written there.
    """),
    code("""
    side_by_side(hand)
    """),
    md(both="""
    ## 3. 九莲宝灯 Nine gates: a big win, a small win, and not a win

    `1112345678999m +5m` is one suit only.  Mawan pays a lot for one-suit hands (清一色 and more); Huilai
    counts 清一色 ×4; Jinzhou refuses it: 门齐 (JZ-L1) needs 万, 筒 **and** 条 somewhere in the hand.
    """),
    code("""
    hand = "1112345678999m +5m"
    comparison_frame(hand)
    """),
    md(both="""
    The Mawan items, one row each, with the reason and where the seed says it (excluded items are listed with
    the item that excludes them):
    """),
    code("""
    mj.score(hand, "mawan").items_frame()
    """),
    md(both="""
    ## 4. 吃 A claimed chow: fine in two rulesets, refused in Huilai

    `234m567p22s77z chi:678s +7z` holds a chow claimed with `chi:`.  Huilai has no chow claims (HL-A2), so
    the hand is refused there with the rule named; Mawan and Jinzhou score it.  (Jinzhou's three conditions
    hold: all three suits, 红中 for 幺九, and the pung `777z` for 横.)
    """),
    code("""
    hand = "234m567p22s77z chi:678s +7z"
    comparison_frame(hand)
    """),
    md(both="""
    ## 5. 七对 Seven pairs everywhere — three different values

    `1122m3344p5566s7z +7z` is seven pairs, allowed in all three rulesets.  It is a win in each, valued in
    each ruleset's own way:
    """),
    code("""
    hand = "1122m3344p5566s7z +7z"
    side_by_side(hand)
    """),
    md(both="""
    ### Who pays whom

    The payment rules differ too.  With the default context (the winner sits South, East deals, the previous
    player East discarded the winning tile), each ruleset's net payments per seat — they always sum to zero:
    """),
    code("""
    net_payments(hand)
    """),
    md(both="""
    ## 6. 听牌对比 Waits under each ruleset

    A 13-tile hand can wait on tiles in one ruleset and on nothing in another.  `445566m2277779s` (public case
    P06) waits on `8s` (standard) and `9s` (seven pairs) in Mawan and Huilai — but it has **no 筒 (dots)**, so
    under Jinzhou no tile can make it a legal win (门齐, JZ-L1).  What it would score on each tile:
    """),
    code("""
    waits_frame("445566m2277779s")
    """),
    code("""
    from mjlearn.render import Html, table_html, tiles_html

    def tiles(x):
        # tiles drawn small, as one table cell; "–" for none
        return Html(tiles_html(x, size=22, css=False)) if x else "–"

    rows = []
    for name in mj.ruleset_names():
        w = mj.waits("445566m2277779s", name)
        rows.append([mj.get_ruleset(name).title, tiles(w.live), tiles(w.shape), tiles(w.illegal)])
    show(table_html(["规则 ruleset", "听牌 waits", "形状上的听牌 shape-only waits", "此规则不合法 not legal here"], rows,
                    css=True))
    """),
    md(both="""
    ## 7. How the win came matters differently

    The same hand self-drawn (自摸) instead of won on a discard (点炮):

    * Mawan adds the item 摸 (MW-B01): one more 张, which here stays in the same band of the count table (MW-T:
      2–4 张 = 10 台); every other player pays either way;
    * Jinzhou swaps the ×2 of 点炮 (JZ-M06) for the ×2 of 自摸 (JZ-M03), and each player now pays its own share
      instead of the discarder paying for all three (JZ-P1, JZ-P2);
    * Huilai: each other player pays the hand score instead of the discarder alone (HL-K1).
    """),
    code("""
    hand = "1122m3344p5566s7z +7z"
    comparison_frame(hand, context={"win_by": "self_draw"})
    """),
    code("""
    net_payments(hand, win_by="self_draw")
    """),
    md(both="""
    ## Summary

    | the hand… | Mawan 马湾 | Huilai 惠来 | Jinzhou 锦州 |
    |---|---|---|---|
    | has a wind, 白 or 发 | fine | fine | cannot be written (JZ-A1) |
    | is thirteen orphans | no hand (MW-A4) | 十三幺 ×10 (HL-P13) | cannot be written |
    | has a claimed chow | fine | refused (HL-A2) | fine |
    | misses a suit | fine (even rewarded: 缺) | fine | not a win (门齐 JZ-L1) |
    | is seven pairs | fine | fine | needs 门齐 + 幺九 (JZ-L5) |

    Try your own hands in **00 · Start here**: the explorer shows the three rulesets side by side.
    """),
]

NOTEBOOK = Notebook('06_compare_rulesets.ipynb', 'c06', NB06)
