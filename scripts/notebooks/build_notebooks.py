"""Build (and execute in place) the teaching notebooks 01, 02, 06 and 07 from the cell lists below.

Usage, from the repository root::

    .venv/bin/python scripts/notebooks/build_notebooks.py            # all four
    .venv/bin/python scripts/notebooks/build_notebooks.py 01 02      # some

Each notebook is written with nbformat, executed top to bottom in a fresh ``python3`` kernel whose working
directory is ``notebooks/`` (as nbval runs it), without per-cell timing metadata, and saved with its outputs.
Then check it with::

    .venv/bin/python -m pytest --nbval notebooks/<nb>.ipynb --nbval-sanitize-with notebooks/sanitize.cfg

Notebooks hold prose and calls only; any logic belongs in the package.  Randomness is seeded.
"""
from __future__ import annotations

import os
import sys
import textwrap
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NB_DIR = Path(__file__).resolve().parents[2] / "notebooks"
ROOT = NB_DIR.parent


def md(text: str):
    return nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip("\n"))


def code(text: str):
    return nbformat.v4.new_code_cell(textwrap.dedent(text).strip("\n"))


SETUP = code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import tiles_html, hand_html, reading_html, readings_html, waits_html

    mj.set_language("both")   # "zh", "en" or "both": every label from the library follows this

    def show(html):
        display(HTML(html))
""")

# ------------------------------------------------------------------------------------------------
# 01 tiles and notation

NB01 = [
    md("""
    # 01 · 牌与记法 Tiles and notation

    This notebook shows the **tiles** (牌) used by the three rulesets and how to **write a hand** so that
    mjlearn can read it.  Everything here is common to Mawan 马湾算胡, Huilai 惠来 and Jinzhou 锦州
    (spec `common.md` § Tiles, § Hand model) — except the tile *set*: Jinzhou plays with fewer tiles.

    You will learn:
    1. the 34 tile kinds, their Chinese names and English glosses;
    2. the compact notation `123m456p789s11z` and Chinese input `一万 五饼 红中`;
    3. the hand string with declared sets and the `+winning tile`;
    4. which tiles each ruleset uses;
    5. what an error looks like when something is written wrong.
    """),
    SETUP,
    md("""
    ## 1. 三十四种牌 The 34 tile kinds

    There are 34 kinds, 4 copies of each (136 tiles):

    | group | notation | Chinese | English |
    |---|---|---|---|
    | 万子 characters | `1m`…`9m` | 一万…九万 | characters (wan) |
    | 筒子 dots | `1p`…`9p` | 一筒…九筒 (also 饼) | dots (tong) |
    | 条子 bamboo | `1s`…`9s` | 一条…九条 | bamboo (tiao) |
    | 风牌 winds | `1z 2z 3z 4z` | 东 南 西 北 | East South West North |
    | 箭牌 dragons | `5z 6z 7z` | 白 发 中 (白板 发财 红中) | White Green Red |

    The tiles below are drawn by mjlearn itself (SVG), so they look the same on every computer.
    """),
    code("""
    for suit in ("m", "p", "s", "z"):
        show(tiles_html(mj.parse_tiles("1234567" + ("89" if suit != "z" else "") + suit)))
    """),
    md("""
    Each kind has a compact name, a Chinese name and an English name:
    """),
    code("""
    from mjlearn.rows import table
    from mjlearn.tiles import tile_en

    kinds = [mj.parse_tile(t) for t in ("1m", "9m", "5p", "1s", "1z", "4z", "5z", "6z", "7z")]
    table([[mj.tile_str(k), mj.tile_zh(k), tile_en(k)] for k in kinds], columns=["notation", "中文", "English"])
    """),
    md("""
    ### 幺九 terminals and honors

    Several rules speak of **幺九** tiles.  In Mawan's wording 幺 means a 1, a 9, any wind or any dragon:

    * **terminal** (老头牌) = a suit tile of rank 1 or 9;
    * **honor** (字牌) = a wind 风 or a dragon 箭;
    * Mawan's five **门** (families): 万, 筒, 条, 风 (winds) and 箭 (中发白).
    """),
    code("""
    from mjlearn.tiles import TERMINALS, HONORS, YAOJIU

    display(table([["老头 terminals", mj.tiles_str(TERMINALS)], ["字牌 honors", mj.tiles_str(HONORS)]],
                  columns=["", "记法 notation"]))
    show(tiles_html(sorted(YAOJIU)))
    """),
    md("""
    ## 2. 记法 Compact notation

    Write the ranks, then the suit letter: `m` 万, `p` 筒, `s` 条, `z` honors.  `123m` is 一万 二万 三万;
    `11z` is two 东.  Honors are numbered **1z–7z = 东 南 西 北 白 发 中** (the convention most mahjong tools use).
    Spaces are allowed anywhere; the library sorts and prints the canonical form.
    """),
    code("""
    tiles = mj.parse_tiles("9m 1m 55z 234p")
    display(table([["9m 1m 55z 234p", str(tiles), mj.tiles_str(tiles)]],
                  columns=["输入 typed", "牌种编号 kinds (0–33)", "规范写法 canonical"]))
    show(tiles_html(sorted(tiles)))
    """),
    md("""
    ### 中文输入 Chinese input

    You may also type Chinese names, and mix them with the compact form: `一万`, `1万`, `五筒`, `五饼`,
    `九条`, `东`/`东风`, `中`/`红中`, `发`/`发财`, `白`/`白板`.
    """),
    code("""
    table([[text, mj.tiles_str(mj.parse_tiles(text))] for text in ("一万 五饼 九条", "东风 红中 发财 白板", "2m五万 中")],
          columns=["输入 typed", "记法 notation"])
    """),
    md("""
    ## 3. 手牌写法 Writing a hand

    A hand string has three parts, in this order:

    1. the **concealed tiles** (暗手, what you hold);
    2. the **declared sets** (副露/下子), each written `kind:tiles` (table below);
    3. a `+` and the **winning tile** (和牌张).  Without `+tile` it is a 13-tile *waiting* hand.

    | prefix | Chinese | meaning |
    |---|---|---|
    | `chi:` | 吃 | chow claimed from the previous player's discard (Huilai forbids it) |
    | `pon:` | 碰 (Jinzhou: 岔) | pung claimed from a discard |
    | `kan:` | 明杠 / 直杠 | exposed kong: three concealed + a claimed fourth |
    | `kakan:` | 加杠 / 补杠 | added kong: a claimed pung + a self-drawn fourth |
    | `ankan:` | 暗杠 | concealed kong: four self-drawn tiles (the hand stays closed) |

    The library prints the concealed tiles sorted, suit by suit (`123m11s78m` → `12378m11s`).
    """),
    code("""
    h = mj.parse_hand("123m11s78m pon:555z ankan:1111p +9m")
    display(table([["记法 string form", str(h)], ["中文", h.zh()], ["和牌张 winning tile", mj.tile_str(h.win_tile)],
                   ["副露 declared sets", "  ".join(str(m) for m in h.melds)]], columns=["", "h"]))
    show(hand_html(h))
    """),
    md("""
    The string form always reads back to the same hand (`parse_hand(str(h)) == h`), whatever order you typed
    the concealed tiles in:
    """),
    code("""
    typed = mj.parse_hand("87m11s321m pon:白白白 暗杠:一筒一筒一筒一筒 +9m")
    table([[str(typed), typed == h, mj.parse_hand(str(typed)) == typed]],
          columns=["读成 read as", "和上面同一手 same hand as h", "读回相同 reads back the same"])
    """),
    md("""
    ### 数牌张 Counting the tiles

    Each declared set counts as **3** toward the hand, even a kong with its 4 physical tiles.  So:

    * concealed + 3 × sets = **13** for a waiting hand;
    * concealed + 3 × sets = 13, **plus** the winning tile = 14 for a complete hand.

    The hand above: `123m11s78m` is 7 concealed tiles, the two sets count 3 each → 7 + 6 = 13, plus the
    winning tile `9m`.  The library does this count for you, and says so when it is wrong:
    """),
    code("""
    table([[len(h.concealed), len(h.melds), len(h.concealed) + 3 * len(h.melds), len(h.all_tiles())]],
          columns=["暗手 concealed", "副露 sets", "算作 counts as", "实际张数 physical tiles (kong's 4th and the winning tile too)"])
    """),
    md("""
    ## 4. 各规则用的牌 Tiles per ruleset

    * **Mawan 马湾算胡** and **Huilai 惠来** play with all 34 kinds (136 tiles).
    * **Jinzhou 锦州** plays with **112 tiles**: the 27 suit kinds and 红中 `7z` only — no winds, no 白, no 发.
      A wind, 白 or 发 in a Jinzhou hand is an error that names the tile and the ruleset.
    * Huilai has no chow claims (`chi:` is refused there); concealed chows are fine.
    """),
    code("""
    from mjlearn.rows import table

    table([[str(rs.title), len(rs.tile_kinds), 4 * len(rs.tile_kinds), ", ".join(rs.meld_kinds)]
           for rs in map(mj.get_ruleset, mj.ruleset_names())],
          columns=["ruleset 规则", "kinds 种", "tiles 张", "declared sets allowed 可下的组"])
    """),
    code("""
    jinzhou = mj.get_ruleset("jinzhou")
    show(tiles_html(list(jinzhou.tile_kinds)))
    """),
    md("""
    ## 5. 写错了会怎样 What errors look like

    Every mistake in the input raises one kind of error, `mj.MjError`, whose message says **what** was wrong,
    **where** (the token or tile) and **what is allowed**.  Nothing is guessed or silently fixed.
    The explorer widget shows the same message in place of the result and keeps your hand as it was.
    """),
    code("""
    def explain(text, ruleset=None):
        \"\"\"Read ``text`` (under ``ruleset``'s own checks too) and show what is wrong, where, and what is allowed.\"\"\"
        where = f"{text}" + (f"（{mj.get_ruleset(ruleset).title}）" if ruleset else "")
        try:
            h = mj.parse_hand(text)
            if ruleset:
                mj.shanten(h, ruleset)       # any call that applies the ruleset's own checks
            display(table([[where, "没问题 fine"]], columns=["手牌 hand", ""]))
        except mj.MjError as err:
            display(table([[where, err.what, err.where, err.allowed]],
                          columns=["手牌 hand", "错在 what", "在哪里 where", "可以写 allowed"]))
    """),
    md("A red five `0p` (used in other mahjong families) is not a tile here:"),
    code("""explain("123m406p789s1122z")"""),
    md("A fifth copy of a tile (public case P09): there are only four of each kind."),
    code("""explain("44555555m123p678s")"""),
    md("Too few tiles (sets count 3 each):"),
    code("""explain("123m456p789s11z +1z")"""),
    md("A `chi` that is not three consecutive tiles of one suit:"),
    code("""explain("123m456p11s78m chi:124s +9m")"""),
    md("A wind in a Jinzhou hand, and a `chi` in a Huilai hand — fine elsewhere, refused by that ruleset:"),
    code("""
    explain("123m456p789s1122z", ruleset="jinzhou")
    explain("456p789s1122z chi:123m", ruleset="huilai")
    explain("456p789s1122z chi:123m", ruleset="mawan")
    """),
    md("""
    ## 6. 语言 Language

    Every label the library prints comes from one catalogue in Chinese and English.  Choose `"zh"`, `"en"` or
    `"both"` (the default: each term once, "坎/夹 closed wait"; each sentence in both, "中文 / English") with
    `mj.set_language`:
    """),
    code("""
    from mjlearn.i18n import T

    from mjlearn.rows import table

    rows = []
    for lang in ("zh", "en", "both"):
        mj.set_language(lang)
        rows.append([lang, str(T("shape.closed")), str(T("form.seven_pairs")), str(mj.waits("123456789m1111p", "mawan"))])
    mj.set_language("both")
    table(rows, columns=["language", "a wait shape", "a hand form", "waits of 123456789m1111p"])
    """),
    md("""
    ## Next

    * **02 · Decompositions and waits** — how a hand splits into sets (拆牌), where the winning tile sits,
      and what a hand is waiting for (听牌).
    * **00 · Start here** — build hands by clicking tiles in the explorer.
    """),
]

# ------------------------------------------------------------------------------------------------
# 02 decompositions and waits

NB02 = [
    md("""
    # 02 · 拆牌与听牌 Decompositions and waits

    Before any ruleset can score a hand, it must know **how the tiles split into groups**.  A hand can often
    be split in more than one way, and the winning tile can sit in more than one place — the score may
    depend on which.  mjlearn lists **every** way (spec `common.md` § Decompositions, § Waits and shanten).

    You will learn: decompositions (拆牌), readings and wait shapes (两面, 坎/夹, 边, 吊/单粘, 对倒),
    waits (听牌) including dead waits (死听), shanten (向听), and ghost tiles (鬼牌, a Huilai option).
    """),
    SETUP,
    md("""
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
    md("""
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
    md("""
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
    md("""
    ## 3. 四张不一定是杠 Four identical tiles are not forced into a kong

    `444p2222m3m555s55z +4m` (public case P04) holds four `2m`.  Holding four of a kind is not a kong unless
    you *declare* it: here they split into the pung `222m` and the chow `234m`.
    """),
    code("""
    h = mj.parse_hand("444p2222m3m555s55z +4m")
    for r in mj.decompose(h, "mawan"):
        show(reading_html(r))
    """),
    md("""
    The same goes for seven pairs (four identical tiles = two pairs, as in P05).  And an honor tile never
    joins a chow:
    `1122334455667z +7z` (public case P07) is seven pairs only — no standard decomposition.
    """),
    code("""
    decs = mj.decompositions("1122334455667z +7z", "mawan")
    table(["牌型 form", "分组 groups"], [[form(d.form), "  ".join(g.compact for g in d.groups)] for d in decs])
    """),
    md("""
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
    md("""
    The same winning tile can make different shapes.  In `…2344s +4s` the `4s` may complete the chow `234s`
    (两面, the hand waited on `1s`/`4s`) or the pair `44s` (吊).  mjlearn never decides for you: it lists each
    reading, and the ruleset picks the one that scores best.
    """),
    code("""
    table(["拆法 reading", "和牌张位置 wait shape"],
          [[str(r), mj.i18n.T("shape." + r.win_shape)] for r in mj.decompose("123m456p789s2344s +4s", "mawan")])
    """),
    md("""
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
    md("""
    And the most famous wait of all, 九莲宝灯 (nine gates): `1112345678999m` waits on every 万.
    """),
    code("""
    show(waits_html(mj.waits("1112345678999m", "mawan")))
    """),
    md("""
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
    md("""
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
    md("""
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
    md("""
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
    md("""
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
    md("""
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
    md("""
    With ghosts a hand may wait on **any tile**: `123m456p789s12s55z` with 白板做鬼 has two ghosts — one finishes
    `12s`, the other pairs with whatever tile comes.  mjlearn says "any tile" instead of listing 34 kinds:
    """),
    code("""
    w = mj.waits("123m456p789s12s55z", "huilai", {"ghosts": "white"})
    show(waits_html(w))
    """),
    md("""
    ## Next

    * **03 / 04 / 05** — one tutorial per ruleset: how each reading is scored.
    * **06 · Comparing the rulesets** — one hand under the three rulesets side by side.
    """),
]

NB06 = [
    md("""
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

    mj.set_language("both")

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
    md("""
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
    md("""
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
    md("""
    * **Huilai** lists 十三幺 (HL-P13) as a hand form worth **10 倍**.
    * **Mawan** does not know the form (MW-A4: standard and seven pairs only): the tiles make no hand.
    * **Jinzhou** has no winds and no 白/发 at all (JZ-A1): the hand cannot even be written there.
    """),
    code("""
    side_by_side(hand)
    """),
    md("""
    ## 3. 九莲宝灯 Nine gates: a big win, a small win, and not a win

    `1112345678999m +5m` is one suit only.  Mawan pays a lot for one-suit hands (清一色 and more); Huilai
    counts 清一色 ×4; Jinzhou refuses it: 门齐 (JZ-L1) needs 万, 筒 **and** 条 somewhere in the hand.
    """),
    code("""
    hand = "1112345678999m +5m"
    comparison_frame(hand)
    """),
    md("""
    The Mawan items, one row each, with the reason and where the seed says it (excluded items are listed with
    the item that excludes them):
    """),
    code("""
    mj.score(hand, "mawan").items_frame()
    """),
    md("""
    ## 4. 吃 A claimed chow: fine in two rulesets, refused in Huilai

    `234m567p22s77z chi:678s +7z` holds a chow claimed with `chi:`.  Huilai has no chow claims (HL-A2), so
    the hand is refused there with the rule named; Mawan and Jinzhou score it.  (Jinzhou's three conditions
    hold: all three suits, 红中 for 幺九, and the pung `777z` for 横.)
    """),
    code("""
    hand = "234m567p22s77z chi:678s +7z"
    comparison_frame(hand)
    """),
    md("""
    ## 5. 七对 Seven pairs everywhere — three different values

    `1122m3344p5566s7z +7z` is seven pairs, allowed in all three rulesets.  It is a win in each, valued in
    each ruleset's own way:
    """),
    code("""
    hand = "1122m3344p5566s7z +7z"
    side_by_side(hand)
    """),
    md("""
    ### Who pays whom

    The payment rules differ too.  With the default context (the winner sits South, East deals, the previous
    player East discarded the winning tile), each ruleset's net payments per seat — they always sum to zero:
    """),
    code("""
    net_payments(hand)
    """),
    md("""
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
    md("""
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
    md("""
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
NB07 = [
    md("""
    # 07 · 牌桌流程 Table procedures — a classroom walkthrough

    Scoring is only half of a game.  This notebook walks a class through what happens **at the table**:

    * **Mawan 马湾算胡** (spec `mawan.md` MW-G): dice and the wall break, the rotation of a 风 and 连庄,
      claim priority, the 破盆 penalty cycle, 脱裤子;
    * **Huilai 惠来** (`huilai.md` HL-K2, HL-K5, HL-K6, HL-F): horses 奖马, the draw 荒庄, the dealer, 漏胡 / 漏碰 /
      漏杠 and robbing a kong;
    * **Jinzhou 锦州** (`jinzhou.md` JZ-F): the end of the wall — 分张 and 黄庄 — and 跟庄.

    Every step is a call to the ruleset's `procedures` module, so the same functions drive exercises.
    Random rolls and shuffles use a fixed seed: everyone in the class sees the same table.
    """),
    code("""
    import random
    from html import escape
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import Html, table_html, tiles_html
    from mjlearn.rules.mawan import procedures as mawan
    from mjlearn.rules.huilai import procedures as huilai
    from mjlearn.rules.jinzhou import procedures as jinzhou

    mj.set_language("both")

    def show(html):
        display(HTML(html))

    SEAT = {"E": "东 East", "S": "南 South", "W": "西 West", "N": "北 North"}

    def table(columns, rows):
        # a left-aligned HTML table in the house style
        show(table_html(columns, rows, css=True))

    def say(*lines):
        # sentences from the library, one paragraph each
        show("".join(f"<p>{escape(str(line))}</p>" for line in lines))

    def tiles(x):
        # tiles drawn small, as one table cell
        return Html(tiles_html(x, size=24, css=False))

    def yes(flag):
        return "是 yes" if flag else "否 no"

    CLAIM = {"win": "胡 win", "kan": "杠 kong", "pon": "碰 pung", "chi": "吃 chow"}

    def asked(question, decision):
        # the Huilai procedure functions answer (allowed or the new seat, why): one table row
        answer, why = decision
        return [question, SEAT.get(answer, answer), why]

    ASKED = ["问题 question", "答案 answer", "理由 why"]
    """),
    md("""
    ## Part 1 · 马湾算胡 Mawan

    ### 1.1 掷骰开墩 Dice and the wall break (MW-G1)

    Seats are named by their wind.  Play goes **counterclockwise** E → S → W → N: the right-hand player is next
    (下家).  The dealer (庄家) rolls two dice first; the total picks a player counted from the roller:
    1/5/9 **守** (self), 2/6/10 **顺** (next, right-hand), 3/7/11 **对** (opposite), 4/8/12 **反** (left).
    """),
    code("""
    table(["点数 total", "方向 direction", "东家掷，选中 East rolls, picks"],
          [[total, mawan.dice_direction(total), SEAT[mawan.direction_seat("E", total)]] for total in range(2, 13)])
    """),
    md("""
    The picked player rolls again; **both totals added** give the stack (墩) where the wall is broken, counted
    in the second roller's wall (17 stacks of 2 per player, 4 × 17 × 2 = 136 tiles, MW-G2).  Let the class roll:
    """),
    code("""
    rng = random.Random(2024)                     # a fixed seed: the same rolls every time
    first = rng.randint(1, 6) + rng.randint(1, 6)
    second = rng.randint(1, 6) + rng.randint(1, 6)
    wb = mawan.wall_break("E", first, second)
    table(["第一次 first roll", "方向 direction", "第二次 second roll", "开墩 the wall breaks at"],
          [[f"{SEAT[wb.first_roller]}: {wb.first_roll}", wb.direction, f"{SEAT[wb.second_roller]}: {wb.second_roll}",
            f"{SEAT[wb.wall]}, 第 {wb.stack} 墩 stack {wb.stack}"]])
    say(wb.text)
    """),
    md("""
    A sum above 17 runs past the end of that wall into the next one (an *interpretation*: the seed only says the
    break is in front of the second roller):
    """),
    code("""
    wb = mawan.wall_break("E", 11, 12)
    say(wb.text)
    table(["开墩 wall", "墩 stack", "牌墙 tiles in the wall", "每家墩数 stacks per player"],
          [[SEAT[wb.wall], wb.stack, mawan.WALL_TILES, mawan.STACKS_PER_PLAYER]])
    """),
    md("""
    ### 1.2 一风十六盘 Rotation and 连庄 (MW-G3)

    One 风 is 16 hands named 东东, 东南 … 北北 — the round wind first, then the small marker (the dealer's seat).
    A **winning dealer stays dealer** (连庄 / 挽庄) and the hand's name repeats; otherwise the deal passes on.
    """),
    code("""
    names = mawan.feng_hands()   # 16 hands, four per round wind
    table(["圈风 round", "第1盘 1st", "第2盘 2nd", "第3盘 3rd", "第4盘 4th"],
          [[SEAT[seat]] + names[4 * i:4 * i + 4] for i, seat in enumerate("ESWN")])
    """),
    code("""
    rot = mawan.Rotation()
    rows = []
    for dealer_won in (False, True, True, False, False, False, True, False):
        before, dealer = rot.name, rot.dealer
        after = rot.after_hand(dealer_won)
        rows.append([before, SEAT[dealer], "庄家胡 → 连庄 dealer wins, again" if dealer_won else "庄家没胡 → 下一家 next",
                     after])
    table(["这盘 hand", "庄家 dealer", "结果 outcome", "下一盘 next hand"], rows)
    """),
    md("""
    ### 1.3 一炮单响 One winner per discard (MW-A5, MW-G4)

    When several players claim the same discard, a **win** beats a pung or kong, which beats a chow; among several
    wins the first counting counterclockwise **from the dealer** takes it.
    """),
    code("""
    table(["庄家 dealer", "优先顺序 priority"], [[SEAT["E"], " → ".join(SEAT[s] for s in mawan.priority_order("E"))]])
    rows = []
    for dealer, claims, discarder in (("E", {"W": "pon", "N": "win"}, "S"), ("E", {"N": "win", "W": "win"}, "S"),
                                      ("S", {"N": "win", "W": "win"}, "E")):
        seat, claim = mawan.resolve_claims(dealer, claims, discarder=discarder)
        rows.append([SEAT[dealer], SEAT[discarder], ", ".join(f"{SEAT[s]} {CLAIM[c]}" for s, c in claims.items()),
                     f"{SEAT[seat]} {CLAIM[claim]}"])
    table(["庄家 dealer", "打出 discarder", "叫牌 claims", "得牌 goes to"], rows)
    """),
    md("""
    ### 1.4 破盆 The pot-breaking cycle (MW-G5)

    破盆 is a **three-hand penalty cycle**, started when someone calls pung and then does not take it (that hand
    is hand 1), or by a player who "breaks the pot".  The fine doubles each hand: **F, 2F, 4F** with F = 3 × 底
    by default.  A winner who **knocked** (敲牌) collects the fine and ends the cycle; a winner who forgot to
    knock pays the fine and the cycle goes on; after hand 3 it ends anyway (烧死).
    """),
    code("""
    POT = ["胡牌 winner", "敲牌 knocked", "这一盘 what happens", "破盆结束 cycle over"]
    pot = mawan.PotCycle(base=1, pot_fine=3, how="pon")
    say(pot.start_text())
    rows = []
    for winner, knocked in (("S", False), (None, False), ("W", True)):
        event = pot.play(winner, knocked)
        rows.append([SEAT.get(winner, "—"), yes(knocked) if winner else "—", event.text, yes(pot.over)])
    table(POT, rows)
    """),
    code("""
    pot = mawan.PotCycle(base=1, how="break", starter="N")
    say(pot.start_text())
    rows = []
    for winner, knocked in (("E", False), ("S", False), ("N", False)):
        event = pot.play(winner, knocked)
        rows.append([SEAT.get(winner, "—"), yes(knocked) if winner else "—", event.text, yes(pot.over)])
    table(POT, rows)
    """),
    md("""
    ### 1.5 脱裤子 Swapping a chow (MW-G6)

    Claiming a chow that only shifts a chow you already hold by one (holding `456m`, claiming to make `345m`) is
    脱裤子: the player becomes **liable** (包胡): if another player then wins, the liable player pays all three
    shares instead of each paying its own (`mawan.md` 包胡; context field `liable`).
    """),
    code("""
    table(["手里的顺子 held", "吃成 claimed into", "脱裤子？"],
          [[tiles(held), tiles(claimed), yes(mawan.is_tuo_kuzi(held, claimed))]
           for held, claimed in (("456m", "345m"), ("456m", "567m"), ("456m", "456p"), ("123s", "456s"))])
    say(mawan.tuo_kuzi_text("456m", "345m"))
    """),
    md("""
    Say West did that and South then wins seven pairs (110 台 at the default stake "11", 11 元 a share): West
    pays all three shares.
    """),
    code("""
    res = mj.score("1122m3344p5566s7z +7z", "mawan", liable="W")
    res.payments_frame()
    """),
    md("""
    ## Part 2 · 惠来 Huilai

    ### 2.1 奖马 Horses (HL-O08, HL-K2)

    With horses on, 2, 4, 6 or 8 tiles are set aside from the **end** of the wall.  After a win they are turned;
    each horse **hits** a seat counted from the dealer (4 players: 1 5 9 东 中 → dealer; 2 6 南 发 → next;
    3 7 西 白 → opposite; 4 8 北 → previous).  Only the **winner's** hits score.
    """),
    code("""
    wall = [k for k in range(34) for _ in range(4)]
    random.Random(7).shuffle(wall)                 # a fixed seed: the same wall every time
    horses = huilai.draw_horses(wall, 4)
    table(["马 horse", "", "中 hits"],
          [[Html(tiles_html(tile, size=26, css=False)), mj.tile_zh(mj.parse_tile(tile)), SEAT[seat]]
           for tile, seat in huilai.reveal(horses, dealer="E")])
    """),
    md("""
    Scoring a win with these horses: the winner's hits are paid, 2 points each (HL-K2), by every payer of the
    hand score.  Here **North** — hit by two horses — wins 七小对 on a discard from West (North's previous player):
    2 × 3 = 6 for the hand and 2 hits × 2 = 4 for the horses, 10 in all from West.
    """),
    code("""
    res = mj.score("1122m3344p5566s7z +7z", "huilai", seat="N",
                   options={"horses": 4, "horse_tiles": "".join(mj.tile_str(k) for k in horses)})
    res.items_frame()
    """),
    code("""
    res.payments_frame()
    """),
    md("""
    ### 2.2 荒庄 The draw and the dealer (HL-K5, HL-K6)

    The hand is drawn (荒庄) when the undrawn tiles left equal the number of horse tiles and nobody has won.
    After a win the **winner deals** next.
    """),
    code("""
    table(ASKED, [asked(f"荒庄？ drawn? {left} tiles left, 4 horses", huilai.is_drawn_hand(tiles_left=left, horses=4))
                  for left in (6, 4)]
          + [asked("下一庄 next dealer: West won", huilai.next_dealer("E", winner="W")),
             asked("下一庄 next dealer: nobody won", huilai.next_dealer("E", winner=None))])
    """),
    md("""
    ### 2.3 漏胡 · 漏碰 · 漏杠 · 抢杠 Passing a chance (HL-F1 … HL-F4)

    Passing up a win or a pung has consequences until you next move tiles; a kong passed up may be gone for good;
    only an added kong can be robbed.
    """),
    code("""
    table(ASKED,
          [asked("漏胡后再胡？ win after passing one, same go-around, no move since",
                 huilai.may_win_after_pass(passed_win=True, same_go_around=True, moved_since=False)),
           asked("漏胡后再胡？ win after passing one, tiles moved since",
                 huilai.may_win_after_pass(passed_win=True, same_go_around=True, moved_since=True)),
           asked("漏碰 5p 后碰 5p？ pung 5p after passing 5p", huilai.may_pung_after_pass("5p", "5p")),
           asked("漏碰 5p 后碰 7s？ pung 7s after passing 5p", huilai.may_pung_after_pass("5p", "7s"))]
          + [asked(f"以后再杠？ kong later: {situation}", huilai.may_kong_later(situation))
             for situation in ("pon_over_kan", "kakan_not_added", "ankan")]
          + [asked(f"抢杠？ rob a {kind}", huilai.can_rob_kong(kind)) for kind in ("kakan", "kan", "ankan")])
    """),
    md("""
    ## Part 3 · 锦州 Jinzhou

    ### 3.1 分张 and 黄庄 The end of the wall (JZ-F1)

    Jinzhou plays with 112 tiles.  The last four 落 (8 tiles) are never drawn; the **4 tiles before them are
    分张**: dealt one to each player in turn.  A self-drawn win on a 分张 tile is 海底捞月; if nobody wins then,
    the hand is **黄庄** (a draw).  This follows the seed's detailed 注意 (an *interpretation*: the seed also
    mentions 16 tiles; option `dead_wall=16`).
    """),
    code("""
    PHASE = {"play": "摸牌 play", "fen_zhang": "分张 last four", "exhausted": "摸完 wall done"}
    table(["剩余 tiles left", "阶段 phase", "说明 what happens"],
          [[left, PHASE[jinzhou.wall_phase(left).phase], jinzhou.wall_phase(left).text] for left in (20, 12, 10, 8)])
    say(jinzhou.wall_phase(12).note.text)
    """),
    code("""
    table(["分张 tile", "给 goes to"], [[i, SEAT[s]] for i, s in enumerate(jinzhou.fen_zhang_order("S"), 1)])
    """),
    md("""
    On 黄庄 the **dealer pays 4 to each other player** and deals again, however many draws in a row (JZ-F1, JZ-F3):
    """),
    code("""
    draw = jinzhou.huangzhuang("E")
    table(["座位 seat", "分 points", ""],
          [[SEAT[s], f"{v:+g}", "下一庄 next dealer" if s == draw.next_dealer else ""] for s, v in draw.payments.items()])
    """),
    code("""
    rows = []
    for winner in (None, "W"):
        seat, why, note = jinzhou.next_dealer("E", winner)
        rows.append([SEAT.get(winner, "— 黄庄 drawn"), SEAT[seat], why])
    table(["胡牌 winner", "下一庄 next dealer", "理由 why"], rows)
    """),
    md("""
    ### 3.2 跟庄 Following the dealer (JZ-F2)

    If in the first go-around the other three players each discard **the same tile as the dealer's first
    discard**, the dealer pays each of them 4; if it happens again in the next go-around 8, then 16 …, as long as
    it runs unbroken from the first.  A 红中 跟庄 doubles that go-around's amount.
    """),
    code("""
    rounds = [["5m", "5m", "5m", "5m"], ["7z", "7z", "7z", "7z"], ["9s", "9s", "9s", "9s"], ["1p", "1p", "2p", "1p"]]
    follow = jinzhou.follow_dealer(rounds, dealer="E")
    table(["编号 code", "数值 value", "单位 unit", "理由 reason"],
          [[item.code, item.value, item.unit, item.reason] for item in follow.items])
    table(["座位 seat", "合计 net (分)"], [[SEAT[s], f"{v:+g}"] for s, v in follow.payments.items()])
    """),
    md("""
    Check by hand: go-around 1 pays 4, go-around 2 (红中) pays 8 × 2 = 16, go-around 3 pays 16, go-around 4 is
    broken — so the dealer pays each other player 4 + 16 + 16 = 36, 3 × 36 = 108 in all.

    ## Next

    * **03 / 04 / 05** — the scoring tutorials; **10 / 11 / 12** — exercises, including table procedures.
    """),
]

NOTEBOOKS = {
    "01": ("01_tiles_and_notation.ipynb", NB01),
    "02": ("02_decompositions_and_waits.ipynb", NB02),
    "06": ("06_compare_rulesets.ipynb", NB06),
    "07": ("07_table_procedures.ipynb", NB07),
}


def build(key: str) -> Path:
    name, cells = NOTEBOOKS[key]
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.from_dict(dict(c)) for c in cells]
    for i, c in enumerate(nb.cells):
        c["id"] = f"c{key}-{i:03d}"  # stable cell ids: clean diffs on rebuild
    nb.metadata = {
        "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
        "language_info": {"name": "python"},
    }
    env_before = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = str(ROOT) + (os.pathsep + env_before if env_before else "")
    try:
        NotebookClient(nb, timeout=600, kernel_name="python3", record_timing=False,
                       resources={"metadata": {"path": str(NB_DIR)}}).execute()
    finally:
        if env_before is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = env_before
    nb.metadata["language_info"] = {"name": "python"}  # no interpreter version: same file on every Python
    path = NB_DIR / name
    nbformat.write(nb, str(path))
    return path


def main(argv: list[str]) -> None:
    keys = argv or [k for k, (_, cells) in NOTEBOOKS.items() if cells]
    for k in keys:
        print("built", build(k).relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
