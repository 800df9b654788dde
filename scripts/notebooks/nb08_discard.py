"""Source of notebooks/{zh,en}/08_what_to_discard.ipynb (何切 · what to discard); notebook source.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py b08``
"""
from _nb import Notebook, code, md

CELLS = [
    md(both="""
    # 08 · 何切 What to discard

    You hold 14 tiles and must throw one.  `mj.advise` lists **every** discard with:

    * **shanten (向听)** — how many tile exchanges the 13 tiles left are from ready (听牌 = 0);
    * **accepted tiles (进张)** — every tile whose draw brings you one step closer, drawn with the **copies
      left** (4 − the ones in your hand − the ones already seen on the table);
    * for a **ready** discard: each wait with its copies left and what the win is worth **under this ruleset**.

    The rows are sorted: fewer shanten first, then more accepted copies, then a second step, then value.
    """),
    code("""
    from html import escape
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import advice_html, advice_compare_html
    from mjlearn.exercises import drill

    mj.set_language(LANG)   # "zh", "en" or "both"

    def show(advice, rows=5):
        display(HTML(advice_html(advice, max_rows=rows)))

    def say(text):
        # one sentence from the library, as a paragraph
        display(HTML(f"<p>{escape(str(text))}</p>"))
    """),
    md(both="""
    ## 1 · Efficiency basics: shanten and accepted tiles

    `123m 456p 789s 1m 2m 77z 9p`: throwing **9p** makes the hand ready at once (12m waits on 3m: an edge
    wait).  Throwing 1m or 2m keeps more shapes but leaves you **1-shanten**.  Ready comes first.
    """),
    code("""
    a = mj.advise("123m456p789s1m2m77z9p", "mawan")
    show(a)
    """),
    md(both="""
    ## 2 · Copies left and dead tiles

    The same hand, but three 3m are already on the table (`seen`).  The ready hand would wait on a tile with
    **no copy left**: it cannot win until it changes shape, so the advice now prefers a 1-shanten discard with
    many live copies.
    """),
    code("""
    b = mj.advise("123m456p789s1m2m77z9p", "mawan", seen="3m3m3m")
    show(b, rows=4)
    say(b.row("9p").why)
    """),
    md(both="""
    ## 3 · Huilai ghosts change what "accepted" means

    With 白板做鬼 (HL-O04) the 白 (5z) is a **ghost**: it stands for any tile.  In Mawan the same 白 is just a
    lonely honor and the first tile to throw; in Huilai you keep it, and a drawn 白 is accepted as a ghost.
    Discarding a ghost is still listed, but marked.
    """),
    code("""
    hand = "567m56667p17899s5z"
    display(HTML(advice_compare_html({
        "mawan": mj.advise(hand, "mawan"),
        "huilai": mj.advise(hand, "huilai", options={"ghosts": "white"}),
    }, max_rows=4)))
    """),
    md(both="""
    ## 4 · Jinzhou's win conditions: the fastest discard can be illegal

    A Jinzhou hand must show all three suits (JZ-L1 门齐), a 1, 9 or 红中 (JZ-L2 幺九) and a pung (JZ-L3 横).
    In `222m 456p 678s 34s 55p 9p`, throwing 9p is ready in shape — but no 幺九 would be left, so neither wait
    is a legal Jinzhou win.  Mawan and Huilai throw 9p; Jinzhou keeps it.
    """),
    code("""
    hand = "222m456p678s34s55p9p"
    display(HTML(advice_compare_html({rs: mj.advise(hand, rs) for rs in ("mawan", "huilai", "jinzhou")})))
    """),
    code("""
    say(mj.advise(hand, "jinzhou").row("9p").why)
    """),
    md(both="""
    ## 5 · Mawan: speed or 台?

    The advice ranks by speed (copies), but it also prints what each wait is worth.  In
    `223344566m 33p 999s`, throwing 6m waits on more copies; throwing 5m waits on fewer but keeps a much
    bigger hand.  Which is better depends on the table — the numbers let you decide.
    """),
    code("""
    c = mj.advise("223344566m33p999s", "mawan", context={"win_by": "self_draw"})
    show(c, rows=3)
    """),
    md(both="""
    The same advice as a plain table: `c.records()` gives one dict per discard, `table(...)` shows them
    (`.head(3)` the first three rows, `.select(...)` some columns). With pandas installed, `c.frame()` gives
    the same rows as a DataFrame.
    """),
    code("""
    from mjlearn.rows import table
    table(c.records("en")).head(3).select("discard", "shanten", "accepted copies", "waits and values")
    """),
    md(both="""
    ## 6 · 何切 trainer

    `drill(ruleset, "discard", seed=…)` deals a fresh 14-tile hand at 1–3 shanten.  Name your discard with
    `p.check("9p")` (or `p.widget()` to click a tile); the feedback compares your discard with the best rows
    and says why they differ.  `p.hint()` gives three steps; `p.solution()` tells.  The banks
    `mjlearn.exercises.discard.puzzles("jinzhou")` hold puzzles where the rulesets disagree.
    """),
    code("""
    p = drill("jinzhou", "discard", seed=1)
    p
    """),
    code("""
    # your turn: type the tile you would throw, e.g.  p.check("9p")
    """),
]

NOTEBOOK = Notebook('08_what_to_discard.ipynb', 'nb08', CELLS)
