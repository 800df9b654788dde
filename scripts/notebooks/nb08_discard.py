"""Source of notebooks/{zh,en}/08_what_to_discard.ipynb (打哪张 · what to discard): prose in both languages.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 08``
"""
from _nb import Notebook, code, md
from _notes import with_notes

CELLS = [
    md(zh="""
    # 08 · 打哪张

    手里十四张，必须打出一张。`mj.advise` 把**每一种**打法都列出来，并写明：

    * **差几步听牌**：打出这张以后，剩下的十三张还要换几张才听牌（听牌是零）；
    * **进张**：摸到哪些牌能让你更近一步，连同每种**还剩几张**（四张减去你手里的，再减去桌上已经看见的）；
    * 打出这张**就听牌**时：每种听牌还剩几张，以及在**这种规则下**胡了值多少。

    排序是：**合法胡牌**差的步数少的在前（锦州先看胡牌条件）；同样听牌或差一步听牌时，先比**期望值**（还剩几张 × 胡了值多少），
    再比进张多少，最后比下一步平均进张。完全一样的打法**并列**，名次相同（`a.best_discards()` 给出全部并列最好的）。
    """, en="""
    # 08 · What to discard (打哪张, 何切)

    You hold 14 tiles and must throw one.  `mj.advise` lists **every** discard with:

    * **steps from ready** (差几步听牌, shanten): how many tile exchanges the 13 tiles left are from ready
      (听牌 = 0);
    * **accepted tiles** (进张): every tile whose draw brings you one step closer, drawn with the **copies
      left** (4 − the ones in your hand − the ones already seen on the table);
    * for a **ready** discard: each wait with its copies left and what the win is worth **under this ruleset**.

    The rows are ranked: fewer steps to a **legal** win first (Jinzhou's win conditions count); among ready and
    one-step rows the **expected value** (copies left × what the win is worth) before the accepted copies, then
    the next-step average.  Equal rows are **tied** and share a rank (`a.best_discards()` gives all of them).
    """),
    code("""
    from html import escape
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import advice_html, advice_compare_html
    from mjlearn.exercises import drill

    mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照 || "zh", "en" or "both"

    def show(advice, rows=5):
        display(HTML(advice_html(advice, max_rows=rows)))

    def say(text):
        # 程序库给出的一句话，单独一段 || one sentence from the library, as a paragraph
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

    建议也印出每种听牌值多少：**价值是胡了你实际收到的钱**——马湾是三家各付 台 ÷ 10 × 底（MW-M），单位是元。
    `223344566m 33p 999s` 打六万，能等的牌最多（10 张）；打五万，能等的只有 5 张，却留下大得多的一手牌。
    默认先比期望值（剩几张 × 价值）：五万 115 对六万 90，五万排第一；只想比快慢，就用 `by="speed"`。
    """, en="""
    ## 5 · Mawan: speed or 台?

    The advice also prints what each wait is worth: **a win's value is what you collect** — in Mawan each of
    the three others pays 台 ÷ 10 × the stake's 底 (MW-M), in 元 (yuan).  In `223344566m 33p 999s`, throwing
    6m waits on the most copies (10); throwing 5m waits on 5 but keeps a much bigger hand.  By default the
    EV (copies × value) comes first: 115 for 5m against 90 for 6m, so 5m ranks first; `by="speed"` compares
    copies only.
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
    cols = list(rows[0])   # 打哪张、差几步听牌、进张数、进哪些张、再下一步、听哪些牌和值多少…… || discard, steps from ready, accepted copies, accepted tiles, second step, waits and values, …
    table(rows).head(3).select(cols[0], cols[1], cols[2], cols[5])
    """),
    md(zh="""
    ## 6 · 表里的新栏目：名次、合法步数、改良、听牌形、期望值

    * **名次**：并列的打法名次相同，写成“1=”；
    * **差几步听牌**：锦州按**合法胡牌**算；只看牌型的步数写在旁边（“形式 0”）；
    * **进张**：能让合法步数减少的牌；只看牌型的进张数写在旁边；
    * **改良**：摸到后步数不变、但打掉一张后进张（听牌时：听的张数，或者期望值）更多的牌，写成“张数→能达到的进张”，
      期望值变高的再写上能达到的期望值；
    * **听牌形**：两面、嵌张、边张、单钓、对倒、七对单骑……；
    * **期望值**：听牌时 = Σ 还剩张数 × 价值。价值是胡了你收到多少（马湾按元，惠来、锦州按分，就是 `mj.score` 算出的
      收付里你那一栏）；自摸占三分之一，胡别人打的牌占三分之二，可以用 `self_draw_share` 改；只能自摸的听牌，
      胡别人打的那三分之二就是 0。差一步听牌时 = 每种进张摸到后最好的听牌的期望值，按张数平均。

    **马湾：先看价值再看张数。** 打八饼听五条（4 张，每张 30 台，三家各付 3 元：收 9 元）；打三条或六条是七对单骑
    （3 张，每张 420 台：收 126 元）。张数少一张，期望值却是 378 对 36：三条、六条并列最好。按 `by="speed"`（只比进张）
    才会打八饼。
    """, en="""
    ## 6 · The new columns: rank, legal steps, 改良, wait shapes, EV

    * **rank**: tied discards share a rank, shown as "1=";
    * **steps from ready**: in Jinzhou, to a **legal** win; the shape-only figure stands beside it ("shape 0");
    * **accepted**: tiles that lower the legal steps; the shape-only count beside it;
    * **改良** (improving draws): tiles that keep the steps but, after the best discard, raise the accepted
      copies (ready: the wait copies, or the EV), shown "copies → the figure reached", with the EV reached
      when the EV rises;
    * **wait shapes**: two-sided 两面, closed 嵌张, edge 边张, pair wait 单钓, two pairs 对倒, seven pairs' single…;
    * **EV**: ready = Σ copies left × value.  The value is what you collect (元 in Mawan, points 分 in Huilai and
      Jinzhou: your entry of the payments `mj.score` works out), ⅓ self-draw + ⅔ discard win (change it with
      `self_draw_share`); a wait that can only be self-drawn gets 0 for the discard part.  One step from
      ready = the best ready hand's EV after each accepted draw, averaged.

    **Mawan: value before copies.**  Throwing 8p waits on 5s (4 copies at 30 台: each of three pays 3 元, you
    collect 9 元); throwing 3s or 6s is a seven pairs' single (3 copies at 420 台: 126 元).  One copy fewer, but an
    EV of 378 against 36: 3s and 6s tie for best.  Only `by="speed"` (copies only) throws 8p.
    """),
    code("""
    a = mj.advise("22m8888p22223446s", "mawan")
    show(a, rows=4)
    print(a.best_discards(), [mj.tile_str(k) for k in a.best_discards()])
    say(a.review("8p"))
    """),
    md(zh="""
    **锦州：牌型听了，不一定能胡。** 二三四七七万、三三三五六七饼、三四五条，打四万听一万、四万：可四万进来整手牌没有幺九（JZ-L2），
    不能胡，只有一万能胡。牌型进张 7 张，合法进张只有 4 张。
    """, en="""
    **Jinzhou: ready in shape is not always a win.**  `23477m 333567p 345s`, throwing 4m: 23m waits on 1m or 4m,
    but with 4m the hand has no 1, 9 or 红中 (JZ-L2): only 1m wins.  7 copies in shape, 4 legal ones.
    """),
    code("""
    j = mj.advise("23477m333567p345s", "jinzhou")
    r = j.row("4m")
    print(r.shape_accepted, r.accepted)
    say(r.why)
    """),
    md(zh="""
    **改良：** 一二三万、四五六饼、七八九条、一对东、一三条，摸到九饼打掉它：听二条（嵌张，4 张）。如果摸到四条，打掉一条就变成
    三四条两面听二条、五条（8 张）：四条就是这一行的改良。
    """, en="""
    **改良 (an improving draw):** `123m 456p 789s 11z 13s`, throwing 9p: ready on 2s (closed, 4 copies).  Draw 4s
    and throw 1s, and 34s waits on 2s and 5s (8 copies): 4s is this row's 改良.
    """),
    code("""
    k = mj.advise("123m456p789s11z13s +9p", "mawan")
    print(mj.advice.improves_text(k.row("9p")))
    """),
    md(zh="""
    **期望值的改良：** 惠来 `111m 222p 333s 67s 55z`，打九万听五条、八条（两面）。桌上五条、八条各已见两张，只剩 4 张；
    鸡胡自摸收 6 分、点炮收 2 分，每张值 10/3，期望值 13.33。摸到六条打七条，变成对倒听六条、白板，也是 4 张，
    可对对胡（×2）每张值 20/3，期望值 26.67：张数没多，期望值翻了一倍，六条就是改良。
    """, en="""
    **改良 by value:** Huilai `111m 222p 333s 67s 55z`, throwing 9m: ready on 5s or 8s (two-sided).  Two of each
    are seen, so 4 copies are left; a 鸡胡 collects 6 on a self-draw and 2 on a discard, 10/3 a copy: EV 13.33.
    Draw 6s and throw 7s: two pairs waiting on 6s or 白 5z, again 4 copies, but 对对胡 (×2) is worth 20/3 a copy:
    EV 26.67.  No more copies, twice the EV: 6s is a 改良.
    """),
    code("""
    h = mj.advise("111m222p333s67s55z9m", "huilai", seen="5s5s8s8s")
    print(mj.advice.improves_text(h.row("9m"), LANG))
    """),
    md(zh="""
    ## 7 · 打哪张练习


    `drill(ruleset, "discard", seed=…)` 发一手新的十四张牌，差一到三步听牌。`p.widget()` 把每张牌画成一个按钮：
    **在下面点你要打的那张**；也可以在代码里写 `p.check("9p")`。反馈会把你的打法和最好的几种比较，并说明差在哪里。`p.hint()` 分三步提示；`p.solution()` 直接告诉你。
    `mjlearn.exercises.discard.puzzles("jinzhou")` 里收着几种规则意见不同的题。
    """, en="""
    ## 7 · The what-to-discard trainer (打哪张)

    `drill(ruleset, "discard", seed=…)` deals a fresh 14-tile hand one to three steps from ready.  `p.widget()`
    draws a button per tile: **click the tile you would throw** (below); or name it in code with `p.check("9p")`.
    The feedback compares your discard with the best rows and says why they differ.  `p.hint()` gives three steps; `p.solution()` tells.  The banks
    `mjlearn.exercises.discard.puzzles("jinzhou")` hold puzzles where the rulesets disagree.
    """),
    code("""
    p = drill("jinzhou", "discard", seed=1)
    p.widget()   # click the tile you would throw
    """, zh="""
    p = drill("jinzhou", "discard", seed=1)
    p.widget()   # 点你要打的那张牌
    """),
    code("""
    # or type it: the tile you would throw, e.g.  p.check("9p")
    """, zh="""
    # 也可以写出来：你要打的那张牌，比如  p.check("9p")
    """),
]

NOTEBOOK = Notebook("08_what_to_discard.ipynb", "nb08", with_notes(CELLS), deck=True)  # a slide deck (JupyterLab RISE)
