"""Source of notebooks/{zh,en}/08_what_to_discard.ipynb (打哪张 · what to discard): prose in both languages.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 08``
"""
from _nb import Notebook, code, md

CELLS = [
    md(zh="""
    # 08 · 打哪张

    手里十四张，必须打出一张。`mj.advise` 把**每一种**打法都列出来，并写明：

    * **差几步听牌**：打出这张以后，剩下的十三张还要换几张才听牌（听牌是零）；
    * **进张**：摸到哪些牌能让你更近一步，连同每种**还剩几张**（四张减去你手里的，再减去桌上已经看见的）；
    * 打出这张**就听牌**时：每种听牌还剩几张，以及在**这种规则下**胡了值多少。

    排序是：差的步数少的在前，其次进张多的，再看下一步的改良，最后看价值。
    """, en="""
    # 08 · What to discard (打哪张, 何切)

    You hold 14 tiles and must throw one.  `mj.advise` lists **every** discard with:

    * **steps from ready** (差几步听牌, shanten): how many tile exchanges the 13 tiles left are from ready
      (听牌 = 0);
    * **accepted tiles** (进张): every tile whose draw brings you one step closer, drawn with the **copies
      left** (4 − the ones in your hand − the ones already seen on the table);
    * for a **ready** discard: each wait with its copies left and what the win is worth **under this ruleset**.

    The rows are sorted: fewer steps first, then more accepted copies, then a second step, then value.
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
    md(zh="""
    ## 1 · 基本功：差几步听牌和进张

    一二三万、四五六饼、七八九条、一万、二万、一对红中、九饼：打**九饼**马上听牌（一二万听三万：边张）。打一万或二万能多留几种
    搭子，可还差一步才听牌。先听牌要紧。
    """, en="""
    ## 1 · Efficiency basics: steps from ready and accepted tiles

    `123m 456p 789s 1m 2m 77z 9p`: throwing **9p** makes the hand ready at once (12m waits on 3m: an edge
    wait, 边).  Throwing 1m or 2m keeps more shapes but leaves you **one step from ready**.  Ready comes first.
    """),
    code("""
    a = mj.advise("123m456p789s1m2m77z9p", "mawan")
    show(a)
    """),
    md(zh="""
    ## 2 · 还剩几张和死牌

    还是这手牌，但桌上已经有三张三万（`seen`）。听牌以后要等的那张**一张都不剩了**：不改牌型就永远胡不了，所以这时建议改成打一张
    还差一步、但活牌很多的牌。
    """, en="""
    ## 2 · Copies left and dead tiles

    The same hand, but three 3m are already on the table (`seen`).  The ready hand would wait on a tile with
    **no copy left**: it cannot win until it changes shape, so the advice now prefers a discard one step from
    ready with many live copies.
    """),
    code("""
    b = mj.advise("123m456p789s1m2m77z9p", "mawan", seen="3m3m3m")
    show(b, rows=4)
    say(b.row("9p").why)
    """),
    md(zh="""
    ## 3 · 惠来的鬼牌改变了“进张”的意思

    白板做鬼（HL-O04）时，白板（5z）是**鬼**：它可以当任何牌。在马湾，同一张白板只是一张孤零零的字牌，最先该打；在惠来要留着，
    摸到白板也算进张。打鬼牌照样列出来，但会标明。
    """, en="""
    ## 3 · Huilai ghosts change what "accepted" means

    With 白板做鬼 (White as ghost, HL-O04) the White dragon (5z) is a **ghost** (鬼牌): it stands for any tile.
    In Mawan the same White is just a lonely honour and the first tile to throw; in Huilai you keep it, and a
    drawn White is accepted as a ghost.  Discarding a ghost is still listed, but marked.
    """),
    code("""
    hand = "567m56667p17899s5z"
    display(HTML(advice_compare_html({
        "mawan": mj.advise(hand, "mawan"),
        "huilai": mj.advise(hand, "huilai", options={"ghosts": "white"}),
    }, max_rows=4)))
    """),
    md(zh="""
    ## 4 · 锦州的胡牌条件：最快的打法可能不合规

    锦州的手牌必须三门齐（JZ-L1 门齐）、有一、九或红中（JZ-L2 幺九）、有横（JZ-L3）。`222m 456p 678s 34s 55p 9p` 打九筒按形状
    是听牌，可这样就一张幺九都没了，两种听牌在锦州都不合规。马湾和惠来打九筒；锦州要留着它。
    """, en="""
    ## 4 · Jinzhou's win conditions: the fastest discard can be illegal

    A Jinzhou hand must show all three suits (JZ-L1 门齐), a 1, 9 or 红中 (JZ-L2 幺九) and a pung (JZ-L3 横).
    In `222m 456p 678s 34s 55p 9p`, throwing 9p is ready in shape, but no 幺九 would be left, so neither wait
    is a legal Jinzhou win.  Mawan and Huilai throw 9p; Jinzhou keeps it.
    """),
    code("""
    hand = "222m456p678s34s55p9p"
    display(HTML(advice_compare_html({rs: mj.advise(hand, rs) for rs in ("mawan", "huilai", "jinzhou")})))
    """),
    code("""
    say(mj.advise(hand, "jinzhou").row("9p").why)
    """),
    md(zh="""
    ## 5 · 马湾：要快还是要台？

    建议按快慢（剩几张）排序，但也印出每种听牌值多少。`223344566m 33p 999s` 打六万，能等的牌多；打五万，能等的少，
    却留下大得多的一手牌。哪个好要看牌桌上的情况，数字让你自己来定。
    """, en="""
    ## 5 · Mawan: speed or 台?

    The advice ranks by speed (copies), but it also prints what each wait is worth in 台 (tai).  In
    `223344566m 33p 999s`, throwing 6m waits on more copies; throwing 5m waits on fewer but keeps a much
    bigger hand.  Which is better depends on the table: the numbers let you decide.
    """),
    code("""
    c = mj.advise("223344566m33p999s", "mawan", context={"win_by": "self_draw"})
    show(c, rows=3)
    """),
    md(zh="""
    同样的建议也可以是一张普通的表：`c.records()` 每种打法给一行，`table(...)` 把它显示出来（`.head(3)` 取前三行，
    `.select(...)` 挑几列）。装了 pandas 的话，`c.frame()` 给出同样的一张 DataFrame。
    """, en="""
    The same advice as a plain table: `c.records()` gives one dict per discard, `table(...)` shows them
    (`.head(3)` the first three rows, `.select(...)` some columns).  With pandas installed, `c.frame()` gives
    the same rows as a DataFrame.
    """),
    code("""
    from mjlearn.rows import table
    rows = c.records(LANG)
    cols = list(rows[0])   # discard, steps from ready, accepted copies, accepted tiles, second step, waits and values, …
    table(rows).head(3).select(cols[0], cols[1], cols[2], cols[5])
    """),
    md(zh="""
    ## 6 · 打哪张练习

    `drill(ruleset, "discard", seed=…)` 发一手新的十四张牌，差一到三步听牌。用 `p.check("9p")` 说出你要打哪张（或者用
    `p.widget()` 点一张牌）；反馈会把你的打法和最好的几种比较，并说明差在哪里。`p.hint()` 分三步提示；`p.solution()` 直接告诉你。
    `mjlearn.exercises.discard.puzzles("jinzhou")` 里收着几种规则意见不同的题。
    """, en="""
    ## 6 · The what-to-discard trainer (打哪张)

    `drill(ruleset, "discard", seed=…)` deals a fresh 14-tile hand one to three steps from ready.  Name your
    discard with `p.check("9p")` (or `p.widget()` to click a tile); the feedback compares your discard with the
    best rows and says why they differ.  `p.hint()` gives three steps; `p.solution()` tells.  The banks
    `mjlearn.exercises.discard.puzzles("jinzhou")` hold puzzles where the rulesets disagree.
    """),
    code("""
    p = drill("jinzhou", "discard", seed=1)
    p
    """),
    code("""
    # your turn: type the tile you would throw, e.g.  p.check("9p")
    """, zh="""
    # 轮到你了：写下你要打的那张牌，比如  p.check("9p")
    """),
]

NOTEBOOK = Notebook("08_what_to_discard.ipynb", "nb08", CELLS)
