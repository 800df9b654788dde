"""Source of notebooks/{zh,en}/01_tiles_and_notation.ipynb (tiles, notation, the glossary); build with
``scripts/notebooks/build.py 01``.  The glossary (术语表) at the end is generated from the terms table
``mjlearn/data/terms.json`` (``mjlearn.terms.glossary``; course.md § Words: a glossary of every term in both
languages), so it always says what the library says."""
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
        # a label in the notebook's language
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

NB01 = [
    md(zh="""
    # 01 · 牌与记法

    这一本讲三种规则用的**牌**，以及怎样把一手牌**写下来**，让 mjlearn 读得懂。这里的内容马湾算胡、惠来、锦州三地通用，
    只有一点不同：锦州用的牌少一些。

    你会学到：
    1. 三十四种牌和它们的名字；
    2. 简写记法 `123m456p789s11z` 和中文输入 `一万 五饼 红中`；
    3. 带吃碰杠和胡的那张牌（`+`）的手牌写法；
    4. 每种规则用哪些牌；
    5. 写错了会看到什么样的提示；
    6. 最后是一张术语表：课程里用到的每个词，中英对照，注明哪个地方的规则这样叫。
    """, en="""
    # 01 · Tiles and notation

    This notebook shows the **tiles** (牌) used by the three rulesets and how to **write a hand** so that
    mjlearn can read it.  Everything here is common to Mawan (马湾算胡), Huilai (惠来) and Jinzhou (锦州),
    except the tile *set*: Jinzhou plays with fewer tiles.

    You will learn:
    1. the 34 tile kinds, their Chinese names and English glosses;
    2. the compact notation `123m456p789s11z` and Chinese input `一万 五饼 红中`;
    3. the hand string with declared sets and the `+winning tile`;
    4. which tiles each ruleset uses;
    5. what an error looks like when something is written wrong;
    6. and at the end a glossary (术语表): every term the course uses, in both languages, with the region
       whose rules use it.
    """),
    SETUP,
    md(zh="""
    ## 1. 三十四种牌

    一共三十四种牌，每种四张，合一百三十六张：

    | 类 | 记法 | 牌名 |
    |---|---|---|
    | 万 | `1m`…`9m` | 一万……九万 |
    | 饼（筒） | `1p`…`9p` | 一饼……九饼；惠来、锦州的原文叫一筒……九筒 |
    | 条 | `1s`…`9s` | 一条……九条 |
    | 风 | `1z 2z 3z 4z` | 东、南、西、北 |
    | 中发白 | `5z 6z 7z` | 白板、发财、红中 |

    马湾的原文把圆饼一门叫“饼”，惠来和锦州的原文叫“筒”，说的是同一门牌。下面的牌面是 mjlearn 自己画的（SVG），
    在哪台电脑上看都一样。
    """, en="""
    ## 1. The 34 tile kinds

    There are 34 kinds, 4 copies of each (136 tiles):

    | group | notation | Chinese | English |
    |---|---|---|---|
    | 万 characters | `1m`…`9m` | 一万…九万 | characters (wan) |
    | 饼 / 筒 dots | `1p`…`9p` | 一饼…九饼 (Huilai and Jinzhou: 一筒…九筒) | dots |
    | 条 bamboo | `1s`…`9s` | 一条…九条 | bamboo (tiao) |
    | 风 winds | `1z 2z 3z 4z` | 东 南 西 北 | East South West North |
    | 中发白 dragons | `5z 6z 7z` | 白板 发财 红中 | White Green Red |

    Mawan's rule text (原文) calls the dots suit 饼; Huilai's and Jinzhou's call it 筒: the same suit.
    The tiles below are drawn by mjlearn itself (SVG), so they look the same on every computer.
    """),
    code("""
    for suit in ("m", "p", "s", "z"):
        show(tiles_html(mj.parse_tiles("1234567" + ("89" if suit != "z" else "") + suit)))
    """),
    md(zh="""
    每种牌都有简写和中文名（英文名留给英文版）：
    """, en="""
    Each kind has a compact name, a Chinese name and an English name:
    """),
    code("""
    from mjlearn.tiles import tile_en

    kinds = [mj.parse_tile(x) for x in ("1m", "9m", "5p", "1s", "1z", "4z", "5z", "6z", "7z")]
    table([[mj.tile_str(k), mj.tile_zh(k), tile_en(k)] for k in kinds],
          columns=[t("记法", "notation"), t("中文", "Chinese"), t("英文", "English")])
    """),
    md(zh="""
    ### 幺九和字牌

    好几条规则都讲到**幺九**。马湾原文的“幺”指一、九、风和中发白：

    * **老头**：一或九的数牌；
    * **字牌**：风（东南西北）和中发白；
    * 马湾把牌分成五**门**：万、饼、条、风、中发白。
    """, en="""
    ### 幺九 terminals and honours

    Several rules speak of **幺九** (yaojiu) tiles.  In Mawan's wording 幺 means a 1, a 9, any wind or any dragon:

    * **terminal** (老头) = a suit tile of rank 1 or 9;
    * **honour** (字牌) = a wind (风) or a dragon (中发白);
    * Mawan's five **门** (families): 万, 饼, 条, 风 (winds) and 中发白 (dragons).
    """),
    code("""
    from mjlearn.tiles import TERMINALS, HONORS, YAOJIU

    display(table([[t("老头", "terminals"), mj.tiles_str(TERMINALS)], [t("字牌", "honours"), mj.tiles_str(HONORS)]],
                  columns=["", t("记法", "notation")]))
    show(tiles_html(sorted(YAOJIU)))
    """),
    md(zh="""
    ## 2. 简写记法

    先写点数，再写花色字母：`m` 万，`p` 饼（筒），`s` 条，`z` 字牌。`123m` 就是一万、二万、三万；`11z` 是两张东风。
    字牌的编号是 **1z 到 7z：东、南、西、北、白、发、中**（大多数麻将软件都这样编）。中间可以随便加空格；
    程序库会排好顺序，印出标准写法。
    """, en="""
    ## 2. Compact notation

    Write the ranks, then the suit letter: `m` characters (万), `p` dots (饼/筒), `s` bamboo (条), `z` honours.
    `123m` is 一万 二万 三万; `11z` is two East winds (东).  Honours are numbered **1z–7z = East, South, West,
    North, White, Green, Red** (the convention most mahjong tools use).  Spaces are allowed anywhere; the
    library sorts and prints the canonical form.
    """),
    code("""
    tiles = mj.parse_tiles("9m 1m 55z 234p")
    display(table([["9m 1m 55z 234p", str(tiles), mj.tiles_str(tiles)]],
                  columns=[t("输入", "typed"), t("牌种编号（0–33）", "kinds (0–33)"), t("标准写法", "canonical")]))
    show(tiles_html(sorted(tiles)))
    """),
    md(zh="""
    ### 中文输入

    也可以直接写中文牌名，还可以和简写混着写：`一万`、`1万`、`五筒`、`五饼`、`九条`、`东`（`东风`）、`中`（`红中`）、
    `发`（`发财`）、`白`（`白板`）。
    """, en="""
    ### Chinese input

    You may also type Chinese names, and mix them with the compact form: `一万`, `1万`, `五筒`, `五饼`,
    `九条`, `东`/`东风` (East), `中`/`红中` (Red), `发`/`发财` (Green), `白`/`白板` (White).
    """),
    code("""
    table([[text, mj.tiles_str(mj.parse_tiles(text))] for text in ("一万 五饼 九条", "东风 红中 发财 白板", "2m五万 中")],
          columns=[t("输入", "typed"), t("记法", "notation")])
    """),
    md(zh="""
    ## 3. 手牌的写法

    一手牌的字符串分三段，顺序固定：

    1. **手里的牌**（没亮出来的）；
    2. **吃碰杠**亮出的组，每组写成 `种类:牌`（见下表）；
    3. 一个 `+` 加上**胡的那张牌**。不写 `+牌` 就是一手十三张、等着胡的听牌。

    | 前缀 | 叫法 | 意思 |
    |---|---|---|
    | `chi:` | 吃 | 吃上家打出的牌凑成顺子（惠来不许吃） |
    | `pon:` | 碰（锦州叫岔） | 碰别人打出的牌凑成刻子 |
    | `kan:` | 明杠（马湾：冲杠、直杠；惠来：接杠；锦州：打明杠） | 手里有三张，杠别人打出的第四张 |
    | `kakan:` | 马湾：蓄杠（四归一）；惠来：明杠；锦州：抓明杠 | 碰了以后自己摸到第四张再杠 |
    | `ankan:` | 暗杠 | 自己摸齐四张开杠（不算开口） |

    程序库印出手里的牌时按花色排好（`123m11s78m` 印成 `12378m11s`）。
    """, en="""
    ## 3. Writing a hand

    A hand string has three parts, in this order:

    1. the **concealed tiles** (what you hold);
    2. the **declared sets** (吃碰杠, melds), each written `kind:tiles` (table below);
    3. a `+` and the **winning tile** (胡的那张牌).  Without `+tile` it is a 13-tile *waiting* hand.

    | prefix | Chinese | meaning |
    |---|---|---|
    | `chi:` | 吃 | chow claimed from the previous player's discard (Huilai forbids it) |
    | `pon:` | 碰 (Jinzhou: 岔) | pung claimed from a discard |
    | `kan:` | 明杠 (Mawan 冲杠/直杠, Huilai 接杠, Jinzhou 打明杠) | exposed kong: three concealed + a claimed fourth |
    | `kakan:` | Mawan 蓄杠 (四归一), Huilai 明杠, Jinzhou 抓明杠 | added kong: a claimed pung + a self-drawn fourth |
    | `ankan:` | 暗杠 | concealed kong: four self-drawn tiles (the hand stays closed) |

    The library prints the concealed tiles sorted, suit by suit (`123m11s78m` → `12378m11s`).
    """),
    code("""
    h = mj.parse_hand("123m11s78m pon:555z ankan:1111p +9m")
    display(table([[t("记法", "string form"), str(h)], [t("中文", "Chinese"), h.zh()],
                   [t("胡的那张牌", "winning tile"), mj.tile_str(h.win_tile)],
                   [t("吃碰杠", "declared sets"), "  ".join(str(m) for m in h.melds)]], columns=["", "h"]))
    show(hand_html(h))
    """),
    md(zh="""
    不管手里的牌按什么顺序输入，印出来的写法总能读回同一手牌（`parse_hand(str(h)) == h`）：
    """, en="""
    The string form always reads back to the same hand (`parse_hand(str(h)) == h`), whatever order you typed
    the concealed tiles in:
    """),
    code("""
    typed = mj.parse_hand("87m11s321m pon:白白白 暗杠:一筒一筒一筒一筒 +9m")
    table([[str(typed), typed == h, mj.parse_hand(str(typed)) == typed]],
          columns=[t("读成", "read as"), t("和上面是同一手", "same hand as h"), t("读回相同", "reads back the same")])
    """),
    md(zh="""
    ### 数张数

    吃碰杠的每一组都按**三张**算，杠虽然有四张也一样。所以：

    * 听牌：手里的张数加上组数乘三，等于**十三**；
    * 胡牌：再加上胡的那张牌，共十四。

    上面那手：`123m11s78m` 手里七张，两组各算三张，七加六等于十三，再加胡的那张九万。程序库会替你数，数不对就会说：
    """, en="""
    ### Counting the tiles

    Each declared set counts as **3** toward the hand, even a kong with its 4 physical tiles.  So:

    * concealed + 3 × sets = **13** for a waiting hand;
    * concealed + 3 × sets = 13, **plus** the winning tile = 14 for a complete hand.

    The hand above: `123m11s78m` is 7 concealed tiles, the two sets count 3 each → 7 + 6 = 13, plus the
    winning tile `9m`.  The library does this count for you, and says so when it is wrong:
    """),
    code("""
    table([[len(h.concealed), len(h.melds), len(h.concealed) + 3 * len(h.melds), len(h.all_tiles())]],
          columns=[t("手里", "concealed"), t("组数", "sets"), t("算作", "counts as"),
                   t("实际张数（杠的第四张和胡的那张也算）", "physical tiles (kong's 4th and the winning tile too)")])
    """),
    md(zh="""
    ## 4. 各规则用的牌

    * **马湾算胡**和**惠来**用全部三十四种牌（一百三十六张）。
    * **锦州**只用**一百一十二张**：万、筒、条二十七种，外加红中（`7z`），没有风，没有白板、发财。锦州的手牌里出现风、
      白板或发财就报错，提示会说出是哪张牌、哪种规则。
    * 惠来不许吃（`chi:` 在惠来会被拒绝）；手里自己凑成的顺子照样可以。
    """, en="""
    ## 4. Tiles per ruleset

    * **Mawan** and **Huilai** play with all 34 kinds (136 tiles).
    * **Jinzhou** plays with **112 tiles**: the 27 suit kinds and the Red dragon 红中 `7z` only (no winds, no
      White 白, no Green 发).  A wind, White or Green in a Jinzhou hand is an error that names the tile and the
      ruleset.
    * Huilai has no chow claims (`chi:` is refused there); concealed chows are fine.
    """),
    code("""
    table([[str(rs.title), len(rs.tile_kinds), 4 * len(rs.tile_kinds), ", ".join(rs.meld_kinds)]
           for rs in map(mj.get_ruleset, mj.ruleset_names())],
          columns=[t("规则", "ruleset"), t("牌种", "kinds"), t("张数", "tiles"), t("可以亮出的组", "declared sets allowed")])
    """),
    code("""
    jinzhou = mj.get_ruleset("jinzhou")
    show(tiles_html(list(jinzhou.tile_kinds)))
    """),
    md(zh="""
    ## 5. 写错了会怎样

    输入里的每一种错误都会给出同一类提示 `mj.MjError`，说明**错在哪里**、**是哪一段（哪张牌）**、**可以怎么写**。
    程序不会替你猜，也不会悄悄改掉。探索器也在结果的位置显示同样的提示，手牌保持原样。
    """, en="""
    ## 5. What errors look like

    Every mistake in the input raises one kind of error, `mj.MjError`, whose message says **what** was wrong,
    **where** (the token or tile) and **what is allowed**.  Nothing is guessed or silently fixed.
    The explorer widget shows the same message in place of the result and keeps your hand as it was.
    """),
    code("""
    def explain(text, ruleset=None):
        # read the text (with the ruleset's own checks too); show what is wrong, where, and what is allowed
        where = f"{text}" + (f"（{mj.get_ruleset(ruleset).title}）" if ruleset else "")
        try:
            h = mj.parse_hand(text)
            if ruleset:
                mj.shanten(h, ruleset)       # any call that applies the ruleset's own checks
            display(table([[where, t("没问题", "fine")]], columns=[t("手牌", "hand"), ""]))
        except mj.MjError as err:
            display(table([[where, err.what, err.where, err.allowed]],
                          columns=[t("手牌", "hand"), t("错在", "what"), t("在哪里", "where"), t("可以写", "allowed")]))
    """, zh="""
    def explain(text, ruleset=None):
        # 读这手牌（给了规则就连同该规则自己的检查），说明错在哪里、是哪一段、可以怎么写
        where = f"{text}" + (f"（{mj.get_ruleset(ruleset).title}）" if ruleset else "")
        try:
            h = mj.parse_hand(text)
            if ruleset:
                mj.shanten(h, ruleset)       # 随便一个会做该规则检查的调用
            display(table([[where, t("没问题", "fine")]], columns=[t("手牌", "hand"), ""]))
        except mj.MjError as err:
            display(table([[where, err.what, err.where, err.allowed]],
                          columns=[t("手牌", "hand"), t("错在", "what"), t("在哪里", "where"), t("可以写", "allowed")]))
    """),
    md(zh="别的麻将里用的红五 `0p`，在这里不是一张牌：",
       en="A red five `0p` (used in other mahjong families) is not a tile here:"),
    code("""explain("123m406p789s1122z")"""),
    md(zh="同一种牌出现第五张：每种牌只有四张。", en="A fifth copy of a tile: there are only four of each kind."),
    code("""explain("44555555m123p678s")"""),
    md(zh="张数不够（每组按三张算）：", en="Too few tiles (sets count 3 each):"),
    code("""explain("123m456p789s11z +1z")"""),
    md(zh="`chi` 吃的不是同一花色相连的三张：", en="A `chi` (chow) that is not three consecutive tiles of one suit:"),
    code("""explain("123m456p11s78m chi:124s +9m")"""),
    md(zh="锦州的手牌里有风，惠来的手牌里有吃：在别的规则里没问题，在这两种规则里不行。",
       en="A wind in a Jinzhou hand, and a `chi` in a Huilai hand: fine elsewhere, refused by that ruleset:"),
    code("""
    explain("123m456p789s1122z", ruleset="jinzhou")
    explain("456p789s1122z chi:123m", ruleset="huilai")
    explain("456p789s1122z chi:123m", ruleset="mawan")
    """),
    md(zh="""
    ## 6. 显示语言

    程序库显示的每个标签都出自同一份中英文对照表。用 `mj.set_language` 选 `"zh"`（中文）、`"en"`（英文）或
    `"both"`（中英对照：词只写一次，如“坎/夹 closed wait”；句子两种语言各写一遍，如“中文 / English”）。
    这本笔记本第一个代码格选的是中文；把那里的 `"zh"` 改成 `"en"` 再运行，就全部换成英文。
    """, en="""
    ## 6. Language

    Every label the library prints comes from one catalogue in Chinese and English.  Choose `"zh"`, `"en"` or
    `"both"` (each term once, "坎/夹 closed wait"; each sentence in both, "中文 / English") with
    `mj.set_language`.  This notebook's first code cell chose English; change `"en"` there to `"zh"` and run it
    again to see everything in Chinese.
    """),
    code("""
    from mjlearn.i18n import T

    rows = []
    for lang in ("zh", "en", "both"):
        mj.set_language(lang)
        rows.append([lang, str(T("shape.closed")), str(T("form.seven_pairs")), str(mj.waits("123456789m1111p", "mawan"))])
    mj.set_language(LANG)
    table(rows, columns=[t("语言", "language"), t("一种听牌形状", "a wait shape"), t("一种牌型", "a hand form"),
                         t("123456789m1111p 听的牌", "waits of 123456789m1111p")])
    """),
    md(zh="""
    ## 7. 术语表

    课程里用到的每个词，按三地原文的叫法，中英对照。某一列空着，表示那个地方的规则没有这回事（比如锦州没有风牌，
    马湾没有鬼牌）。“不用的词”一列是别的麻将或日本麻将的说法，这门课不用。这张表直接来自程序库的术语数据，
    探索器、练习和提示用的也是同一套词。
    """, en="""
    ## 7. Glossary (术语表)

    Every term the course uses, as each region's rule text (原文) says it, in Chinese and English.  An empty
    cell means that region's rules have no such thing (Jinzhou has no wind tiles, Mawan no ghost tiles).  The
    *never* column lists words from other mahjong families (or from riichi) that this course does not use.
    The table comes straight from the library's terms data, the same words the explorer, the exercises and the
    hints use.
    """),
    code("""
    from mjlearn.terms import glossary, ruleset_names

    RS = ("mawan", "huilai", "jinzhou")
    names = ruleset_names()

    def word(row, rs):
        # the region's word: Chinese, with the English gloss in the English course
        if not row[f"{rs}_zh"]:
            return ""
        return row[f"{rs}_zh"] if mj.get_language() == "zh" else f'{row[f"{rs}_zh"]} ({row[f"{rs}_en"]})'

    table([[t(r["thing_zh"], r["thing_en"]), *(word(r, rs) for rs in RS), r["never"], t(r["note_zh"], r["note_en"])]
           for r in glossary()],
          columns=[t("事物", "thing"), *(str(names[rs]) for rs in RS), t("不用的词", "never"), t("出处", "source")])
    """, zh="""
    from mjlearn.terms import glossary, ruleset_names

    RS = ("mawan", "huilai", "jinzhou")
    names = ruleset_names()

    def word(row, rs):
        # 这个地方的叫法：中文课只写中文，英文课在后面加英文
        if not row[f"{rs}_zh"]:
            return ""
        return row[f"{rs}_zh"] if mj.get_language() == "zh" else f'{row[f"{rs}_zh"]} ({row[f"{rs}_en"]})'

    table([[t(r["thing_zh"], r["thing_en"]), *(word(r, rs) for rs in RS), r["never"], t(r["note_zh"], r["note_en"])]
           for r in glossary()],
          columns=[t("事物", "thing"), *(str(names[rs]) for rs in RS), t("不用的词", "never"), t("出处", "source")])
    """),
    md(zh="""
    拆牌和听牌的词三地通用：

    | 词 | 意思 |
    |---|---|
    | 拆牌 | 把一手牌分成几组加一对将的一种分法 |
    | 两面 | 顺子缺一头，两头都能胡（如四五万听三万、六万） |
    | 坎（夹） | 顺子缺中间一张（如四六万听五万） |
    | 边 | 一二听三，或八九听七 |
    | 吊 | 单张等一张凑成将 |
    | 对倒 | 两对等其中一对变刻子 |
    | 死听 | 听的牌四张都已经看得见，再也胡不到 |
    | 七对 | 七个对子的特殊牌型 |
    | 包胡 | 马湾：某一家承包，替别人付钱 |
    | 连庄 | 庄家胡牌或流局后继续坐庄（马湾原文写作挽装） |
    """, en="""
    The words for readings and waits are the same in the three regions:

    | term | meaning |
    |---|---|
    | 拆牌 decomposition | one way of splitting a hand into sets and a pair |
    | 两面 two-sided wait | a chow missing an end, winning on either (45m waits on 3m and 6m) |
    | 坎 / 夹 closed wait | a chow missing its middle tile (46m waits on 5m) |
    | 边 edge wait | 12 waiting on 3, or 89 waiting on 7 |
    | 吊 single wait | one tile waiting for its pair |
    | 对倒 double-pair wait | two pairs, either may become the pung |
    | 死听 dead wait | every copy of the wait is already in sight: it can never be won |
    | 七对 seven pairs | the special hand of seven pairs |
    | 包胡 liability | Mawan: one player is liable and pays for the others |
    | 连庄 dealer repeat | the dealer keeps the seat after a win or a draw (Mawan's text writes 挽装) |
    """),
    md(zh="""
    ## 下一步

    * **02 · 拆牌与听牌**：一手牌怎样分成几组（拆牌）、胡的那张牌落在哪一组、一手牌听哪几张（听牌）。
    * **00 · 从这里开始**：在探索器里点牌组一手牌。
    """, en="""
    ## Next

    * **02 · Decompositions and waits**: how a hand splits into sets (拆牌), where the winning tile sits,
      and what a hand is waiting for (听牌).
    * **00 · Start here**: build hands by clicking tiles in the explorer.
    """),
]

NOTEBOOK = Notebook("01_tiles_and_notation.ipynb", "c01", NB01)
