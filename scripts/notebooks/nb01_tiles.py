"""Source of notebooks/{zh,en}/01_tiles_and_notation.ipynb (01 · tiles and notation); build with ``scripts/notebooks/build.py 01``."""
from _nb import Notebook, code, md

SETUP = code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import tiles_html, hand_html, reading_html, readings_html, waits_html

    mj.set_language(LANG)   # "zh", "en" or "both": every label from the library follows this

    def show(html):
        display(HTML(html))
""")

NB01 = [
    md(both="""
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
    md(both="""
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
    md(both="""
    Each kind has a compact name, a Chinese name and an English name:
    """),
    code("""
    from mjlearn.rows import table
    from mjlearn.tiles import tile_en

    kinds = [mj.parse_tile(t) for t in ("1m", "9m", "5p", "1s", "1z", "4z", "5z", "6z", "7z")]
    table([[mj.tile_str(k), mj.tile_zh(k), tile_en(k)] for k in kinds], columns=["notation", "中文", "English"])
    """),
    md(both="""
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
    md(both="""
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
    md(both="""
    ### 中文输入 Chinese input

    You may also type Chinese names, and mix them with the compact form: `一万`, `1万`, `五筒`, `五饼`,
    `九条`, `东`/`东风`, `中`/`红中`, `发`/`发财`, `白`/`白板`.
    """),
    code("""
    table([[text, mj.tiles_str(mj.parse_tiles(text))] for text in ("一万 五饼 九条", "东风 红中 发财 白板", "2m五万 中")],
          columns=["输入 typed", "记法 notation"])
    """),
    md(both="""
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
    md(both="""
    The string form always reads back to the same hand (`parse_hand(str(h)) == h`), whatever order you typed
    the concealed tiles in:
    """),
    code("""
    typed = mj.parse_hand("87m11s321m pon:白白白 暗杠:一筒一筒一筒一筒 +9m")
    table([[str(typed), typed == h, mj.parse_hand(str(typed)) == typed]],
          columns=["读成 read as", "和上面同一手 same hand as h", "读回相同 reads back the same"])
    """),
    md(both="""
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
    md(both="""
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
    md(both="""
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
    md(both="A red five `0p` (used in other mahjong families) is not a tile here:"),
    code("""explain("123m406p789s1122z")"""),
    md(both="A fifth copy of a tile (public case P09): there are only four of each kind."),
    code("""explain("44555555m123p678s")"""),
    md(both="Too few tiles (sets count 3 each):"),
    code("""explain("123m456p789s11z +1z")"""),
    md(both="A `chi` that is not three consecutive tiles of one suit:"),
    code("""explain("123m456p11s78m chi:124s +9m")"""),
    md(both="A wind in a Jinzhou hand, and a `chi` in a Huilai hand — fine elsewhere, refused by that ruleset:"),
    code("""
    explain("123m456p789s1122z", ruleset="jinzhou")
    explain("456p789s1122z chi:123m", ruleset="huilai")
    explain("456p789s1122z chi:123m", ruleset="mawan")
    """),
    md(both="""
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
    mj.set_language(LANG)
    table(rows, columns=["language", "a wait shape", "a hand form", "waits of 123456789m1111p"])
    """),
    md(both="""
    ## Next

    * **02 · Decompositions and waits** — how a hand splits into sets (拆牌), where the winning tile sits,
      and what a hand is waiting for (听牌).
    * **00 · Start here** — build hands by clicking tiles in the explorer.
    """),
]

NOTEBOOK = Notebook('01_tiles_and_notation.ipynb', 'c01', NB01)
