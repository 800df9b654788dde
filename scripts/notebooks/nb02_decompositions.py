"""Source of notebooks/{zh,en}/02_decompositions_and_waits.ipynb (02 · decompositions and waits); build with ``scripts/notebooks/build.py 02``."""
from _nb import Notebook, code, md

SETUP = code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import tiles_html, hand_html, reading_html, readings_html, waits_html

    mj.set_language(LANG)   # "zh", "en" or "both": every label from the library follows this

    def show(html):
        display(HTML(html))
""")

NB02 = [
    md(both="""
    # 02 · 拆牌与听牌 Decompositions and waits

    Before any ruleset can score a hand, it must know **how the tiles split into groups**.  A hand can often
    be split in more than one way, and the winning tile can sit in more than one place — the score may
    depend on which.  mjlearn lists **every** way (spec `common.md` § Decompositions, § Waits and shanten).

    You will learn: decompositions (拆牌), readings and wait shapes (两面, 坎/夹, 边, 吊/单粘, 对倒),
    waits (听牌) including dead waits (死听), shanten (向听), and ghost tiles (鬼牌, a Huilai option).
    """),
    SETUP,
    md(both="""
    ## 1. 什么是拆牌 What a decomposition is

    A **decomposition** splits all 14 tiles of a complete hand into forms the ruleset allows:

    * **standard 标准牌型**: four sets — each a **chow 顺子** (three in a row, one suit) or a **pung 刻子**
      (three alike) — plus one **pair 将** (also 掌, 雀头); declared sets stay as they were declared;
    * **seven pairs 七对**: seven pairs, no declared sets (all three rulesets allow it);
    * **thirteen orphans 十三幺**: Huilai only.

    A simple hand with a single decomposition:
    """),
    code("""
    h = mj.parse_hand("123m456p789s1122z +2z")
    for r in mj.decompose(h, "mawan"):
        show(reading_html(r))
    """),
    md(both="""
    ## 2. 所有拆法 Every decomposition: `1122233334444s +2s`

    This bamboo hand (public case P05) splits **three** standard ways, and is also **seven pairs** — four
    identical tiles `3333s` and `4444s` each count as two pairs there (豪华 / 楞子 seven pairs).
    A search that stops at the first split it finds misses some of these.
    """),
    code("""
    from collections import Counter
    from mjlearn.render import Html, table_html

    def tiles(x, size=22):
        # tiles drawn small, as one table cell
        return Html(tiles_html(x, size=size, css=False))

    def table(columns, rows):
        # a left-aligned HTML table in the house style
        show(table_html(columns, rows, css=True))

    def form(name):
        # a form's name in the chosen language (标准牌型, 七对, 十三幺)
        return mj.i18n.T("form." + name)

    h = mj.parse_hand("1122233334444s +2s")
    decs = mj.decompositions(h, "mawan")
    table(["牌型 form", "拆法数 decompositions"], [[form(f), n] for f, n in Counter(d.form for d in decs).items()])
    table(["牌型 form", "分组 groups"], [[form(d.form), "  ".join(g.compact for g in d.groups)] for d in decs])
    """),
    md(both="""
    ### Readings: where the winning tile sits

    The winning tile `2s` can sit in different groups of the same decomposition.  Each placement is a
    **reading** (读法) with its own **wait shape** (听牌形状).  Rulesets score every reading and keep the best,
    so a learner sees them all:
    """),
    code("""
    table(["牌型 form", "读法 reading", "和牌张所在组 winning tile in", "听牌形状 wait shape"],
          [[form(r.form), str(r), r.win_group.compact, str(mj.i18n.T("shape." + r.win_shape))]
           for r in mj.decompose(h, "mawan")])
    """),
    code("""
    show(readings_html(mj.decompose(h, "mawan"), win_tile=h.win_tile))
    """),
    md(both="""
    ## 3. 四张不一定是杠 Four identical tiles are not forced into a kong

    `444p2222m3m555s55z +4m` (public case P04) holds four `2m`.  Holding four of a kind is not a kong unless
    you *declare* it: here they split into the pung `222m` and the chow `234m`.
    """),
    code("""
    h = mj.parse_hand("444p2222m3m555s55z +4m")
    for r in mj.decompose(h, "mawan"):
        show(reading_html(r))
    """),
    md(both="""
    The same goes for seven pairs (four identical tiles = two pairs, as in P05).  And an honor tile never
    joins a chow:
    `1122334455667z +7z` (public case P07) is seven pairs only — no standard decomposition.
    """),
    code("""
    decs = mj.decompositions("1122334455667z +7z", "mawan")
    table(["牌型 form", "分组 groups"], [[form(d.form), "  ".join(g.compact for g in d.groups)] for d in decs])
    """),
    md(both="""
    ## 4. 听牌形状 Wait shapes

    The wait shape tells you **how the winning tile completed the hand**:

    | shape | Chinese | example (before → winning tile) |
    |---|---|---|
    | two-sided | 两面 | `23s` waits on `1s` or `4s` |
    | closed | 坎 / 夹 | `13s` waits on the middle `2s` |
    | edge | 边 | `12s` waits on `3s` (or `89s` on `7s`) |
    | single | 吊 / 单粘 | a lone `5z` waits for its pair |
    | dual pung | 对倒 | two pairs `55s 77z`: either one becomes a pung, the other stays the pair |

    Here is one hand of each, all built on `123m456p789s`, with what the 13-tile hand waits for:
    """),
    code("""
    examples = [("23s55z", "1s"), ("13s55z", "2s"), ("12s55z", "3s"), ("123s5z", "5z"), ("55s77z", "7z")]
    rows = []
    for rest, win in examples:
        waiting = "123m456p789s" + rest
        r = mj.decompose(f"{waiting} +{win}", "mawan")[0]
        rows.append([tiles(rest), tiles(win), mj.i18n.T("shape." + r.win_shape), tiles(mj.waits(waiting, "mawan"))])
    table(["123m456p789s + …", "和牌张 winning tile", "和牌张位置 wait shape", "听牌 waits"], rows)
    """),
    md(both="""
    The same winning tile can make different shapes.  In `…2344s +4s` the `4s` may complete the chow `234s`
    (两面, the hand waited on `1s`/`4s`) or the pair `44s` (吊).  mjlearn never decides for you: it lists each
    reading, and the ruleset picks the one that scores best.
    """),
    code("""
    table(["拆法 reading", "和牌张位置 wait shape"],
          [[str(r), mj.i18n.T("shape." + r.win_shape)] for r in mj.decompose("123m456p789s2344s +4s", "mawan")])
    """),
    md(both="""
    ## 5. 听牌 Waits

    The **waits** of a 13-tile hand are every tile kind that would make it a legal win under the ruleset.
    The count of live waits (|W|) matters: Mawan's 坎/边/吊 and Jinzhou's classes pay for a *single* wait.

    `1113456666788s` (public case P01) waits on **four** tiles — to find `2s` and `5s` the four `6s`
    must split into a pair and two chows:
    """),
    code("""
    w = mj.waits("1113456666788s", "mawan")
    table(["手牌 hand", "听牌 waits", "听几种 |W|"], [[tiles("1113456666788s"), tiles(w), len(w)]])
    """),
    md(both="""
    And the most famous wait of all, 九莲宝灯 (nine gates): `1112345678999m` waits on every 万.
    """),
    code("""
    show(waits_html(mj.waits("1112345678999m", "mawan")))
    """),
    md(both="""
    ### 死听 Dead waits

    A tile whose **four copies are all in your own hand** cannot come: it is a *dead wait*, not a wait.
    `123456789m1111p` (public case P02) could only finish on a fifth `1p` — so it waits on nothing, and it is
    not even ready (1 tile away). The same with honors: `1112223334444z` (P03; honors never form chows).
    """),
    code("""
    rows = []
    for text in ("123456789m1111p", "1112223334444z"):
        w = mj.waits(text, "mawan")
        rows.append([tiles(text), tiles(w) if w else "–", tiles(w.dead) if w.dead else "–", mj.shanten(text, "mawan")])
    table(["手牌 hand", "听牌 waits", "死听 dead waits", "向听 shanten"], rows)
    """),
    md(both="""
    ### 组合听牌 Combined forms

    A hand may wait on one tile as a standard hand and on another as seven pairs, so the waits combine all
    forms.  `445566m2277779s` (public case P06): `8s` makes a standard hand (`456m 456m 777s 789s` + the pair
    `22s`), `9s` makes seven pairs (with `7777s` as two pairs):
    """),
    code("""
    waiting = "445566m2277779s"
    rows = []
    for k in mj.waits(waiting, "mawan"):
        forms = sorted({d.form for d in mj.decompositions(f"{waiting} +{mj.tile_str(k)}", "mawan")})
        rows.append([tiles([k]), ", ".join(str(form(f)) for f in forms)])
    table(["听牌 wait", "牌型 forms"], rows)
    """),
    md(both="""
    ## 6. 向听 Shanten

    **Shanten** counts how many tile exchanges a hand still needs to be **ready** (听牌):
    −1 complete, 0 ready (at least one live wait), 1 one exchange away, and so on.
    It is computed on the *shape* over the forms the ruleset allows.
    """),
    code("""
    hands = ("123m456p789s1122z +2z", "123m456p789s123s5z", "123m456p789s13s57z", "147m258p369s1234z",
             "123456789m1111p")
    table(["手牌 hand", "向听 shanten"],
          [[Html(hand_html(text, size=22, css=False)), mj.shanten(text, "mawan")] for text in hands])
    """),
    md(both="""
    ## 7. 鬼牌 Ghost tiles (Huilai options)

    Huilai may play with **ghosts** (鬼牌, wild tiles): a ghost may stand for **any** tile kind, including its
    own face, and even a fifth copy of a kind.  The options (spec `huilai.md` HL-O04):

    * `白板做鬼` — 白 `5z` is the ghost;  `红中做鬼` — 中 `7z` is the ghost;
    * `翻鬼` — a tile is flipped as the **indicator**; the **next** kind is the ghost;
    * `双鬼` — the next **two** kinds after the indicator are ghosts (8 ghost tiles in play).

    "Next" follows HL-G: within a suit 1→2→…→9→1; honors 东→南→西→北→中→发→白→东 (not the 1z–7z order).
    """),
    code("""
    huilai = mj.get_ruleset("huilai")
    rows = []
    for opts in ({"ghosts": "white"}, {"ghosts": "red"},
                 {"ghosts": "flip", "indicator": "2m"}, {"ghosts": "flip", "indicator": "9p"},
                 {"ghosts": "flip", "indicator": "4z"}, {"ghosts": "flip", "indicator": "5z"},
                 {"ghosts": "double", "indicator": "8s"}):
        ghosts = huilai.ghost_kinds(huilai.options(opts))
        rows.append([str(opts), tiles(ghosts), " ".join(mj.tile_zh(k) for k in ghosts)])
    table(["选项 options", "鬼牌 ghost tiles", ""], rows)
    """),
    md(both="""
    ### What each ghost stands for

    `345m22344p123s88s +6p` with 翻鬼 and the indicator `5p` (public case P08): the ghost is `6p`, and the
    winning tile is that ghost.  There is exactly **one** reading: the ghost stands for `3p`, completing
    `234p 234p`.  (A search that only tries the ghost's own face, or stops early, misses it.)
    The drawing marks the ghost with 鬼 and says what it stands for:
    """),
    code("""
    opts = {"ghosts": "flip", "indicator": "5p"}
    h = mj.parse_hand("345m22344p123s88s +6p")
    rs = mj.decompose(h, "huilai", opts)
    ghosts = huilai.ghost_kinds(huilai.options(opts))
    table(["拆法 reading", "鬼牌当 ghosts stand for"], [[str(r), tiles(r.decomposition.ghost_map)] for r in rs])
    show(readings_html(rs, win_tile=h.win_tile, ghost_kinds=ghosts))
    """),
    md(both="""
    A ghost may even be a **fifth copy** of a kind.  With 白板做鬼, `1111m456p789s99s5z +5z` holds four `1m`
    and two ghosts (`5z`); some readings use ghosts as further copies of `1m`.  Every reading is listed, each with what
    its ghosts stand for; readings that differ only in *which* ghost plays which role are the same reading:
    """),
    code("""
    opts = {"ghosts": "white"}
    table(["拆法 reading", "和牌张位置 wait shape", "鬼牌当 ghosts stand for"],
          [[str(r), mj.i18n.T("shape." + r.win_shape), tiles(r.decomposition.ghost_map)]
           for r in mj.decompose("1111m456p789s99s5z +5z", "huilai", opts)])
    """),
    md(both="""
    With ghosts a hand may wait on **any tile**: `123m456p789s12s55z` with 白板做鬼 has two ghosts — one finishes
    `12s`, the other pairs with whatever tile comes.  mjlearn says "any tile" instead of listing 34 kinds:
    """),
    code("""
    w = mj.waits("123m456p789s12s55z", "huilai", {"ghosts": "white"})
    show(waits_html(w))
    """),
    md(both="""
    ## Next

    * **03 / 04 / 05** — one tutorial per ruleset: how each reading is scored.
    * **06 · Comparing the rulesets** — one hand under the three rulesets side by side.
    """),
]

NOTEBOOK = Notebook('02_decompositions_and_waits.ipynb', 'c02', NB02)
