"""Source of notebooks/{zh,en}/02_decompositions_and_waits.ipynb (decompositions, readings, waits, steps from
ready, ghosts); build with ``scripts/notebooks/build.py 02``."""
from _nb import Notebook, code, md

SETUP = code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.i18n import Text
    from mjlearn.render import tiles_html, hand_html, reading_html, readings_html, waits_html
    from mjlearn.rows import table

    mj.set_language(LANG)   # "zh", "en" or "both": every label from the library follows this

    def show(html):
        display(HTML(html))

    def t(zh, en):
        # 按笔记本的语言选标签 || a label in the notebook's language
        return str(Text(zh, en))
""", zh="""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.i18n import Text
    from mjlearn.render import tiles_html, hand_html, reading_html, readings_html, waits_html
    from mjlearn.rows import table

    mj.set_language(LANG)   # "zh" 中文，"en" 英文，"both" 中英对照：程序库显示的一切都跟着变

    def show(html):
        display(HTML(html))

    def t(zh, en):
        # 按笔记本的语言选标签
        return str(Text(zh, en))
""")

NB02 = [
    md(zh="""
    # 02 · 拆牌与听牌

    哪种规则要算分，都得先知道**这手牌怎样分成几组**。一手牌常常有不止一种分法，胡的那张牌也可能落在不同的组里，
    分数可能就看怎么分。mjlearn 会把**每一种**分法都列出来。

    你会学到：拆牌；读法和听牌形状（两面、坎、边、吊、对倒）；听牌，包括死听；差几步听牌（向听）；还有惠来可选的鬼牌。
    """, en="""
    # 02 · Decompositions and waits

    Before any ruleset can score a hand, it must know **how the tiles split into groups**.  A hand can often
    be split in more than one way, and the winning tile can sit in more than one place: the score may
    depend on which.  mjlearn lists **every** way.

    You will learn: decompositions (拆牌), readings and wait shapes (两面 two-sided, 坎/夹 closed, 边 edge,
    吊 single, 对倒 double pair), waits (听牌) including dead waits (死听), steps from ready (向听, shanten),
    and ghost tiles (鬼牌, a Huilai option).
    """),
    SETUP,
    md(zh="""
    ## 1. 什么是拆牌

    **拆牌**就是把一手胡牌的十四张牌分成规则认可的样子：

    * **标准牌型**：四组加一对将。每组是**顺子**（同一花色相连的三张）或**刻子**（三张一样的，锦州叫横）；
      将是一对（锦州叫掌）。吃碰杠亮出的组保持原样。
    * **七对**：七个对子，不能有吃碰杠（三种规则都认）。
    * **十三幺**：只有惠来有。

    先看一手只有一种拆法的简单牌：
    """, en="""
    ## 1. What a decomposition is

    A **decomposition** (拆牌) splits all 14 tiles of a complete hand into forms the ruleset allows:

    * **standard** (标准牌型): four sets, each a **chow** (顺子, three in a row, one suit) or a **pung** (刻子,
      three alike; Jinzhou says 横), plus one **pair** (将; Jinzhou says 掌); declared sets stay as declared;
    * **seven pairs** (七对): seven pairs, no declared sets (all three rulesets allow it);
    * **thirteen orphans** (十三幺): Huilai only.

    A simple hand with a single decomposition:
    """),
    code("""
    h = mj.parse_hand("123m456p789s1122z +2z")
    for r in mj.decompose(h, "mawan"):
        show(reading_html(r))
    """),
    md(zh="""
    ## 2. 所有拆法：`1122233334444s +2s`

    这手清一色的条子有**三种**标准拆法，同时还是**七对**：四张一样的三条、四条在七对里各算两对（惠来叫豪华七对，
    马湾叫楞子七对）。找到第一种分法就停下来的算法会漏掉其中几种。
    """, en="""
    ## 2. Every decomposition: `1122233334444s +2s`

    This bamboo hand splits **three** standard ways, and is also **seven pairs**: four identical tiles `3333s`
    and `4444s` each count as two pairs there (Huilai's 豪华七对, Mawan's 楞子七对).  A search that stops at
    the first split it finds misses some of these.
    """),
    code("""
    from collections import Counter
    from mjlearn.render import Html, table_html

    def tiles(x, size=22):
        # 小号牌图，放进表格的一格 || tiles drawn small, as one table cell
        return Html(tiles_html(x, size=size, css=False))

    def table(columns, rows):  # noqa: F811 （这一本的表格先给列名，再给各行） || noqa: F811 (this notebook's tables take the columns first)
        # 左对齐的 HTML 表格，全课统一的样式 || a left-aligned HTML table in the house style
        show(table_html(columns, rows, css=True))

    def form(name):
        # 牌型的名称（标准牌型、七对、十三幺），跟着所选的语言 || a form's name in the chosen language (标准牌型, 七对, 十三幺)
        return mj.i18n.T("form." + name)

    h = mj.parse_hand("1122233334444s +2s")
    decs = mj.decompositions(h, "mawan")
    table([t("牌型", "form"), t("拆法数", "decompositions")], [[form(f), n] for f, n in Counter(d.form for d in decs).items()])
    table([t("牌型", "form"), t("分组", "groups")], [[form(d.form), "  ".join(g.compact for g in d.groups)] for d in decs])
    """),
    md(zh="""
    ### 读法：胡的那张牌落在哪一组

    同一种拆法里，胡的那张三条可以落在不同的组。每一种落法叫一种**读法**，各有自己的**听牌形状**。
    规则会给每种读法算分，取最好的一种，所以这里全都列出来：
    """, en="""
    ### Readings: where the winning tile sits

    The winning tile `2s` can sit in different groups of the same decomposition.  Each placement is a
    **reading** (读法) with its own **wait shape** (听牌形状).  Rulesets score every reading and keep the best,
    so a learner sees them all:
    """),
    code("""
    table([t("牌型", "form"), t("读法", "reading"), t("胡的那张牌所在的组", "winning tile in"), t("听牌形状", "wait shape")],
          [[form(r.form), str(r), r.win_group.compact, str(mj.i18n.T("shape." + r.win_shape))]
           for r in mj.decompose(h, "mawan")])
    """),
    code("""
    show(readings_html(mj.decompose(h, "mawan"), win_tile=h.win_tile))
    """),
    md(zh="""
    ## 3. 四张一样的不一定是杠

    `444p2222m3m555s55z +4m` 手里有四张二万。手里有四张一样的牌，不**开杠**就不是杠：这里它们分成刻子二万二万二万
    和顺子二万三万四万。
    """, en="""
    ## 3. Four identical tiles are not forced into a kong

    `444p2222m3m555s55z +4m` holds four `2m`.  Holding four of a kind is not a kong (杠) unless you *declare*
    it: here they split into the pung `222m` and the chow `234m`.
    """),
    code("""
    h = mj.parse_hand("444p2222m3m555s55z +4m")
    for r in mj.decompose(h, "mawan"):
        show(reading_html(r))
    """),
    md(zh="""
    七对也一样：四张一样的算两对。字牌永远不能组成顺子：`1122334455667z +7z` 只能是七对，没有标准拆法。
    """, en="""
    The same goes for seven pairs (four identical tiles = two pairs).  And an honour tile never joins a chow:
    `1122334455667z +7z` is seven pairs only, with no standard decomposition.
    """),
    code("""
    decs = mj.decompositions("1122334455667z +7z", "mawan")
    table([t("牌型", "form"), t("分组", "groups")], [[form(d.form), "  ".join(g.compact for g in d.groups)] for d in decs])
    """),
    md(zh="""
    ## 4. 听牌形状

    听牌形状说的是**胡的那张牌是怎样把牌凑齐的**：

    | 形状 | 例子（听牌时 → 胡的那张） |
    |---|---|
    | 两面 | 二条三条听一条或四条 |
    | 坎（夹） | 一条三条听中间的二条 |
    | 边 | 一条二条听三条（八条九条听七条） |
    | 吊 | 单张五饼等一张凑成将（字牌单张也一样） |
    | 对倒 | 两对（五条一对、红中一对）：哪一对来了第三张就成刻子，另一对做将 |

    下面每种形状各一手，前面都是 `123m456p789s`，最后一列是这手十三张牌听哪几张：
    """, en="""
    ## 4. Wait shapes

    The wait shape tells you **how the winning tile completed the hand**:

    | shape | Chinese | example (before → winning tile) |
    |---|---|---|
    | two-sided | 两面 | `23s` waits on `1s` or `4s` |
    | closed | 坎 / 夹 | `13s` waits on the middle `2s` |
    | edge | 边 | `12s` waits on `3s` (or `89s` on `7s`) |
    | single | 吊 | a lone tile waits for its pair |
    | double pair | 对倒 | two pairs `55s 77z`: either one becomes a pung, the other stays the pair |

    Here is one hand of each, all built on `123m456p789s`, with what the 13-tile hand waits for:
    """),
    code("""
    examples = [("23s55z", "1s"), ("13s55z", "2s"), ("12s55z", "3s"), ("123s5z", "5z"), ("55s77z", "7z")]
    rows = []
    for rest, win in examples:
        waiting = "123m456p789s" + rest
        r = mj.decompose(f"{waiting} +{win}", "mawan")[0]
        rows.append([tiles(rest), tiles(win), mj.i18n.T("shape." + r.win_shape), tiles(mj.waits(waiting, "mawan"))])
    table(["123m456p789s + …", t("胡的那张牌", "winning tile"), t("听牌形状", "wait shape"), t("听牌", "waits")], rows)
    """),
    md(zh="""
    同一张牌也可能凑成不同的形状。`…2344s +4s` 里胡的那张四条可以补成顺子二三四条（两面，原来听一条、四条），
    也可以凑成一对四条（吊）。mjlearn 从不替你选：它把每种读法都列出来，由规则挑分数最好的那种。
    """, en="""
    The same winning tile can make different shapes.  In `…2344s +4s` the `4s` may complete the chow `234s`
    (两面, two-sided: the hand waited on `1s`/`4s`) or the pair `44s` (吊, single).  mjlearn never decides for
    you: it lists each reading, and the ruleset picks the one that scores best.
    """),
    code("""
    table([t("读法", "reading"), t("听牌形状", "wait shape")],
          [[str(r), mj.i18n.T("shape." + r.win_shape)] for r in mj.decompose("123m456p789s2344s +4s", "mawan")])
    """),
    md(zh="""
    ## 5. 听牌

    一手十三张牌的**听牌**，就是在这种规则下能让它胡牌的每一种牌。听几种很要紧：马湾的坎、边、吊和锦州的几类胡，
    都要求只听**一种**牌。

    `1113456666788s` 听**四种**牌：要找到二条和五条，得把四张六条拆成一对将和两个顺子：
    """, en="""
    ## 5. Waits

    The **waits** (听牌) of a 13-tile hand are every tile kind that would make it a legal win under the ruleset.
    The count of live waits (|W|) matters: Mawan's 坎/边/吊 items and Jinzhou's win classes pay for a *single*
    wait.

    `1113456666788s` waits on **four** tiles: to find `2s` and `5s` the four `6s` must split into a pair and
    two chows:
    """),
    code("""
    w = mj.waits("1113456666788s", "mawan")
    table([t("手牌", "hand"), t("听牌", "waits"), t("听几种", "|W|")], [[tiles("1113456666788s"), tiles(w), len(w)]])
    """),
    md(zh="""
    最有名的听牌是九莲宝灯：`1112345678999m` 听所有的万。
    """, en="""
    And the most famous wait of all, 九莲宝灯 (nine gates): `1112345678999m` waits on every 万 (characters) tile.
    """),
    code("""
    show(waits_html(mj.waits("1112345678999m", "mawan")))
    """),
    md(zh="""
    ### 死听

    要等的那种牌**四张全在你自己手里**，就不可能再来：这叫死听，不算听牌。`123456789m1111p` 只能等第五张一饼，
    所以什么都不听，连听牌都不算（还差一步）。字牌也一样：`1112223334444z`（字牌不能组成顺子）。
    """, en="""
    ### 死听 Dead waits

    A tile whose **four copies are all in your own hand** cannot come: it is a *dead wait* (死听), not a wait.
    `123456789m1111p` could only finish on a fifth `1p`, so it waits on nothing, and it is not even ready (one
    step away).  The same with honours: `1112223334444z` (honours never form chows).
    """),
    code("""
    rows = []
    for text in ("123456789m1111p", "1112223334444z"):
        w = mj.waits(text, "mawan")
        rows.append([tiles(text), tiles(w) if w else "–", tiles(w.dead) if w.dead else "–", mj.shanten(text, "mawan")])
    table([t("手牌", "hand"), t("听牌", "waits"), t("死听", "dead waits"), t("差几步听牌", "shanten")], rows)
    """),
    md(zh="""
    ### 几种牌型合起来的听牌

    一手牌可能按标准牌型听一张、按七对听另一张，所以听牌要把各种牌型合起来算。`445566m2277779s`：八条凑成标准牌型
    （四五六万、四五六万、三张七条、七八九条，加一对二条），九条凑成七对（四张七条算两对）：
    """, en="""
    ### Combined forms

    A hand may wait on one tile as a standard hand and on another as seven pairs, so the waits combine all
    forms.  `445566m2277779s`: `8s` makes a standard hand (`456m 456m 777s 789s` + the pair `22s`), `9s` makes
    seven pairs (with `7777s` as two pairs):
    """),
    code("""
    waiting = "445566m2277779s"
    rows = []
    for k in mj.waits(waiting, "mawan"):
        forms = sorted({d.form for d in mj.decompositions(f"{waiting} +{mj.tile_str(k)}", "mawan")})
        rows.append([tiles([k]), ", ".join(str(form(f)) for f in forms)])
    table([t("听牌", "wait"), t("牌型", "forms")], rows)
    """),
    md(zh="""
    ## 6. 差几步听牌（向听）

    **差几步听牌**数的是一手牌还要换几张才能**听牌**：负一是已经胡了，零是听牌（至少有一张活的听牌），一是还差一步，
    依此类推。它按牌的形状算，只考虑这种规则认可的牌型。
    """, en="""
    ## 6. Steps from ready (向听, shanten)

    **Shanten** (向听; regional players say 差几步听牌, how many steps from ready) counts how many tile exchanges
    a hand still needs to be **ready** (听牌): −1 complete, 0 ready (at least one live wait), 1 one exchange
    away, and so on.  It is computed on the *shape* over the forms the ruleset allows.
    """),
    code("""
    hands = ("123m456p789s1122z +2z", "123m456p789s123s5z", "123m456p789s13s57z", "147m258p369s1234z",
             "123456789m1111p")
    table([t("手牌", "hand"), t("差几步听牌", "shanten")],
          [[Html(hand_html(text, size=22, css=False)), mj.shanten(text, "mawan")] for text in hands])
    """),
    md(zh="""
    ## 7. 鬼牌（惠来的选项）

    惠来可以打**鬼牌**：鬼牌可以当**任何**一种牌，包括它自己，甚至可以当某种牌的第五张。选项有：

    * 白板做鬼：白板（`5z`）是鬼；红中做鬼：红中（`7z`）是鬼；
    * 翻鬼：翻开一张牌做**指示牌**，它的**下一种**牌是鬼；
    * 双鬼：指示牌后面的**两种**牌都是鬼（场上有八张鬼牌）。

    “下一种”的顺序是：同一花色里一到九再回到一；字牌是东、南、西、北、中、发、白再回到东（不是 1z 到 7z 的顺序）。
    这条规则的编号是 HL-G。
    """, en="""
    ## 7. Ghost tiles (鬼牌, Huilai options)

    Huilai may play with **ghosts** (鬼牌, wild tiles): a ghost may stand for **any** tile kind, including its
    own face, and even a fifth copy of a kind.  The options (HL-O04):

    * 白板做鬼: White `5z` is the ghost; 红中做鬼: Red `7z` is the ghost;
    * 翻鬼 (flipped ghost): a tile is flipped as the **indicator**; the **next** kind is the ghost;
    * 双鬼 (double ghost): the next **two** kinds after the indicator are ghosts (8 ghost tiles in play).

    "Next" follows HL-G: within a suit 1→2→…→9→1; honours East→South→West→North→Red→Green→White→East (not the
    1z–7z order).
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
    table([t("选项", "options"), t("鬼牌", "ghost tiles"), ""], rows)
    """),
    md(zh="""
    ### 鬼牌当什么

    `345m22344p123s88s +6p`，翻鬼，指示牌是五筒：鬼是六筒，胡的那张正好就是鬼。这手牌**只有一种**读法：鬼当三筒，
    凑成二三四筒、二三四筒。（只试鬼牌本身的牌面，或者找到一半就停的算法，都会漏掉。）图里用“鬼”字标出鬼牌，
    并写明它当什么：
    """, en="""
    ### What each ghost stands for

    `345m22344p123s88s +6p` with 翻鬼 (flipped ghost) and the indicator `5p`: the ghost is `6p`, and the
    winning tile is that ghost.  There is exactly **one** reading: the ghost stands for `3p`, completing
    `234p 234p`.  (A search that only tries the ghost's own face, or stops early, misses it.)  The drawing
    marks the ghost with 鬼 and says what it stands for:
    """),
    code("""
    opts = {"ghosts": "flip", "indicator": "5p"}
    h = mj.parse_hand("345m22344p123s88s +6p")
    rs = mj.decompose(h, "huilai", opts)
    ghosts = huilai.ghost_kinds(huilai.options(opts))
    table([t("读法", "reading"), t("鬼牌当", "ghosts stand for")], [[str(r), tiles(r.decomposition.ghost_map)] for r in rs])
    show(readings_html(rs, win_tile=h.win_tile, ghost_kinds=ghosts))
    """),
    md(zh="""
    鬼牌甚至可以当第五张。白板做鬼时，`1111m456p789s99s5z +5z` 手里有四张一万和两张鬼（白板），有的读法让鬼再当一万。
    每种读法都列出来，并写明鬼当什么；只是哪张鬼当哪个角色不同的读法，算同一种：
    """, en="""
    A ghost may even be a **fifth copy** of a kind.  With 白板做鬼 (White as ghost), `1111m456p789s99s5z +5z`
    holds four `1m` and two ghosts (`5z`); some readings use ghosts as further copies of `1m`.  Every reading
    is listed, each with what its ghosts stand for; readings that differ only in *which* ghost plays which role
    are the same reading:
    """),
    code("""
    opts = {"ghosts": "white"}
    table([t("读法", "reading"), t("听牌形状", "wait shape"), t("鬼牌当", "ghosts stand for")],
          [[str(r), mj.i18n.T("shape." + r.win_shape), tiles(r.decomposition.ghost_map)]
           for r in mj.decompose("1111m456p789s99s5z +5z", "huilai", opts)])
    """),
    md(zh="""
    有了鬼牌，一手牌可能**什么牌都能胡**：白板做鬼时 `123m456p789s12s55z` 有两张鬼，一张补齐一二条，另一张和来的
    任何一张牌凑成将。mjlearn 会直接说“任何牌”，而不是列出三十四种：
    """, en="""
    With ghosts a hand may wait on **any tile**: `123m456p789s12s55z` with 白板做鬼 has two ghosts; one finishes
    `12s`, the other pairs with whatever tile comes.  mjlearn says "any tile" instead of listing 34 kinds:
    """),
    code("""
    w = mj.waits("123m456p789s12s55z", "huilai", {"ghosts": "white"})
    show(waits_html(w))
    """),
    md(zh="""
    ## 下一步

    * **03、04、05**：三种规则各一本，讲每种读法怎样算分；
    * **06 · 三种规则对比**：同一手牌在三种规则下并排比较。
    """, en="""
    ## Next

    * **03 / 04 / 05**: one tutorial per ruleset, how each reading is scored;
    * **06 · Comparing the rulesets**: one hand under the three rulesets side by side.
    """),
]

NOTEBOOK = Notebook("02_decompositions_and_waits.ipynb", "c02", NB02)
