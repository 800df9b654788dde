"""Source of notebooks/{zh,en}/00_start_here.ipynb (the explorer); build with ``scripts/notebooks/build.py 00``.

Instructions that only make sense in a notebook ("run the cell below", Shift + Enter) are wrapped in
``<span class="mj-notebook-only">``; whole cells that only make sense in a notebook (the code view of the hand,
the guide to the other notebooks) carry the tag ``mj-notebook-only``, which Voila's templates write as the class
``celltag_mj-notebook-only`` on the cell.  Voila's page ``<body>`` carries ``data-voila`` (every Voila template
does), and the rules ``body[data-voila] .mj-notebook-only, body[data-voila] .celltag_mj-notebook-only
{display:none}`` (in a ``<style>`` in the first markdown cell, which Voila renders unsanitised, and again in the
explorer's style block) hide them in the app view; JupyterLab shows them (its markdown sanitiser keeps the
``class`` and drops the ``<style>``).
"""
from _nb import Notebook, code, md

CELLS = [
    md(zh="""
    # 从这里开始：麻将计分探索器

    点牌组一手牌，就能看到它在**马湾算胡**、**惠来**、**锦州**三种规则下的全部拆法（拆牌）、每个计分项目和理由、
    合计、谁付给谁，还有这手牌听哪几张（听牌）。<span class="mj-notebook-only">运行下面的代码格（Shift + Enter）
    就会打开探索器。</span>

    <style>body[data-voila] .mj-notebook-only,body[data-voila] .celltag_mj-notebook-only{display:none !important}</style>
    """, en="""
    # Start here: the mjlearn explorer

    Build a mahjong hand by clicking tiles and see, under **Mawan** (马湾算胡), **Huilai** (惠来) and **Jinzhou**
    (锦州) rules, every way to split it into sets (拆牌, decompositions), every scoring item with its reason, the
    total, who pays whom, and what the hand is waiting for (听牌, waits). <span class="mj-notebook-only">Run the
    cell below (Shift + Enter) to open the explorer.</span>

    <style>body[data-voila] .mj-notebook-only,body[data-voila] .celltag_mj-notebook-only{display:none !important}</style>
    """),
    code("""
    import mjlearn as mj
    mj.set_language(LANG)   # "zh", "en" or "both"

    explorer = mj.Explorer(hand="123m456p11s89m pon:777z +7m")
    explorer
    """, zh="""
    import mjlearn as mj
    mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照

    explorer = mj.Explorer(hand="123m456p11s89m pon:777z +7m")
    explorer
    """),
    md(zh="""
    ## 怎么用

    起手这手牌三种规则都能胡，算法却各不相同：马湾数出配、缺、晕、边和反匾；惠来是一手普通的鸡胡；锦州是边张胡的二类胡。

    1. **加牌**：点上面牌堆里的牌。每张牌下面的小数字是还剩几张；每种牌只有四张，第五张加不进去。
    2. **去牌**：点手牌里的一张牌就把它拿掉；点吃碰杠的一组，整组拿掉。“撤销”和“清空”两个按钮顾名思义。
    3. **结果**就在手牌下面那一行：每种规则的合计和谁付给谁；不能胡牌时说明原因；十三张的手牌则列出听哪几张。
    4. **胡的那张牌**：加进去的第十四张自动当作胡的那张牌，角上有橙色标记；也可以在下拉菜单里改选另一张。
    5. **吃碰杠**：先选种类，再选牌，然后点加入（吃牌时选最小的一张：选三万就是三万四万五万）。一组按三张算，杠也一样。
    6. **打字输入**也行：`123m456p11s89m pon:777z +7m`。m 是万，p 是饼（筒），s 是条，z 是字牌，1z 到 7z 依次是
       东、南、西、北、白、发、中；`+` 后面那张是胡的那张牌。也可以直接写中文牌名，比如 `一万 五筒 红中`。
       写错了，探索器会在输入框旁边说明哪里不对，手牌保持不变。
    7. **牌桌**（自摸还是胡别人打出的牌、谁打出的、抢杠、谁包胡、座位和风、桌上已经见过的牌等）和每种规则的
       **选项**都在可以折叠的面板里，想开几个就开几个。
    8. **各个标签页**是细节：“拆牌”画出这手牌的每一种读法；“计分”列出每种规则的项目，灰色的是没算的，旁边写着原因，
       还注明每条规则出自原文哪一节；“三种规则对比”把三种规则并排放；“听牌”列出十三张手牌听哪几张，以及胡每一张
       在各规则下值多少（还没听牌时显示差几步听牌）。
    9. **显示**可以只看一种规则，也可以三种并排；**投影**模式把牌和字放大，适合课堂；语言开关可以选中文、英文或中英对照。
    10. **键盘**：用 Tab 走到牌堆，方向键在牌之间移动，回车或空格加入一张。

    <span class="mj-notebook-only">还在编写中的规则会显示“即将推出”，而不是一个数字。</span>
    """, en="""
    ## How to use it

    The start hand scores in all three rulesets, differently: Mawan counts 配 (a 123 and a 789 of one suit),
    缺 (a missing family), 晕 (an honour pung), 边 (edge wait) and the 反匾 bonus; Huilai sees a plain 鸡胡 (basic
    hand); Jinzhou an edge-wait 二类胡 (class-two win).

    1. **Add tiles**: click a tile in the palette. The small number under each tile is how many copies are
       left; a fifth copy is refused (there are only four of each tile).
    2. **Remove tiles**: click a tile in your hand. Clicking a declared set removes the whole set. **Undo** and
       **Clear** do what they say.
    3. **The result** is in the strip right under the hand: per ruleset the total and who pays whom, "not a
       win" and why, or what a 13-tile hand waits for.
    4. **The winning tile** (胡的那张牌): the 14th tile you add becomes the winning tile, drawn with an orange
       corner. Pick another one with the *winning tile* menu.
    5. **Declared sets** (吃 chow, 碰 pung, 杠 kong): choose the kind and the tile, then *add set* (for a chow,
       choose the lowest tile: 3m makes 345m). A set counts as three tiles, a kong too.
    6. **Typing** works as well: `123m456p11s89m pon:777z +7m` — m characters (万), p dots (饼 or 筒), s bamboo
       (条), z honours with 1z–7z = East, South, West, North, White, Green, Red; the tile after `+` is the winning
       tile. Chinese names such as `一万 五筒 红中` are accepted. If the text has a mistake the explorer says what
       is wrong next to the box and keeps your hand.
    7. **The table** (self-draw 自摸, winning on a discard and who discarded, robbing a kong 抢杠, who is liable
       for 包胡, seats and winds, tiles already seen on the table, …) and each ruleset's **options** are in
       folding panels; open as many as you like.
    8. **The tabs** hold the detail: *decompositions* draws every reading of the hand; *scores* shows each
       ruleset's items (greyed rows did not count, and the reason says why) with the section of the rule text
       (原文) each rule comes from; *compare* puts the three rulesets side by side; *waits* lists what a 13-tile
       hand is waiting for and what it would score on each tile (how many steps from ready when it is not).
    9. **Show** one ruleset at a time or all three side by side; **projector mode** makes tiles and text large
       enough for a classroom; the language switch offers Chinese, English or both.
    10. **Keyboard**: Tab reaches the palette, the arrow keys move between tiles, Enter or Space adds one.

    <span class="mj-notebook-only">A ruleset whose scoring is still being written says *coming* instead of showing
    a number.</span>
    """),
    md(zh="""
    ## 用代码看同一手牌

    探索器里的手牌就是一手普通的 `mjlearn` 手牌：`explorer.hand`。探索器显示的一切都来自程序库的函数（`mj.decompose`、
    `mj.waits`、`mj.shanten`、`mj.score`、`mj.compare`），后面的笔记本会逐个讲到。
    """, en="""
    ## The same hand in code

    The explorer's hand is an ordinary `mjlearn` hand: `explorer.hand`. Everything the explorer shows comes
    from the library's functions (`mj.decompose`, `mj.waits`, `mj.shanten`, `mj.score`, `mj.compare`), which
    the other notebooks use one by one.
    """, tags=["mj-notebook-only"]),
    code("""
    explorer.hand
    """, tags=["mj-notebook-only"]),
    md(zh="""
    <div class="mj-notebook-only">

    ## 下一步

    * `01_tiles_and_notation.ipynb`：牌的种类和记法，最后有一张术语表；
    * `02_decompositions_and_waits.ipynb`：拆牌、听牌和差几步听牌；
    * 三种规则各有一本讲解（03 马湾算胡、04 惠来、05 锦州），还有三种规则对比（06）、牌桌流程（07）和打哪张（08）；
    * **练习**：`10_exercises_mawan.ipynb`、`11_exercises_huilai.ipynb`、`12_exercises_jinzhou.ipynb` 开头都有一个练习格，
      `from mjlearn.exercises import practice; practice("mawan")` 会出该复习的题和针对你最薄弱规则的练习，并记下你的进度。

    </div>
    """, en="""
    <div class="mj-notebook-only">

    ## Where next

    * `01_tiles_and_notation.ipynb`: tiles and how to write a hand, with a glossary (术语表) at the end;
    * `02_decompositions_and_waits.ipynb`: splitting a hand into sets, waits, and steps from ready;
    * one tutorial per ruleset (03 Mawan, 04 Huilai, 05 Jinzhou), a three-way comparison (06), table procedures
      (07) and what to discard (08);
    * **practise**: `10_exercises_mawan.ipynb`, `11_exercises_huilai.ipynb`, `12_exercises_jinzhou.ipynb` start
      with a practice cell: `from mjlearn.exercises import practice; practice("mawan")` serves the exercises
      due again and drills aimed at your weakest rules, and remembers your progress.

    </div>
    """, tags=["mj-notebook-only"]),
]

NOTEBOOK = Notebook("00_start_here.ipynb", "c00", CELLS)
