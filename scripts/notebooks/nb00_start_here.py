"""Source of notebooks/{zh,en}/00_start_here.ipynb (the explorer); build with ``scripts/notebooks/build.py 00``.

Instructions that only make sense in a notebook ("run the cell below", Shift + Enter) are wrapped in
``<span class="mj-notebook-only">``.  Voila's page ``<body>`` carries ``data-voila`` (every Voila template
does), and the rule ``body[data-voila] .mj-notebook-only{display:none}`` (in a ``<style>`` in the same markdown
cell, which Voila renders unsanitised, and again in the explorer's style block) hides them in the app view;
JupyterLab shows them (its markdown sanitiser keeps the ``class`` and drops the ``<style>``).
"""
from _nb import Notebook, code, md

CELLS = [
    md(both="""
    # Start here · 从这里开始: the mjlearn explorer

    Build a mahjong hand by clicking tiles and see, under **Mawan 马湾算胡**, **Huilai 惠来** and **Jinzhou 锦州**
    rules, every way to split it into sets (拆牌), every scoring item with its reason, the total, who pays whom,
    and what the hand is waiting for (听牌). <span class="mj-notebook-only">Run the cell below (Shift + Enter) to
    open the explorer. 运行下面的代码格（Shift + Enter）打开。</span>

    <style>body[data-voila] .mj-notebook-only{display:none !important}</style>
    """),
    code("""
    import mjlearn as mj
    mj.set_language(LANG)   # "zh", "en" or "both"

    explorer = mj.Explorer(hand="123m456p11s89m pon:777z +7m")
    explorer
    """),
    md(both="""
    ## How to use it · 怎么用

    The start hand scores in all three rulesets, differently: Mawan counts 配 缺 晕 边 反匾, Huilai a
    plain 鸡胡, Jinzhou an edge-wait 二类胡. 起手这手牌三种规则都能胡，但算法各不相同。

    1. **Add tiles**: click a tile in the palette. The small number under each tile is how many copies are
       left; a fifth copy is refused (there are only four of each tile). 点上面的牌加入手牌；每种牌只有 4 张。
    2. **Remove tiles**: click a tile in your hand. Clicking a declared set removes the whole set. **Undo** and
       **Clear** do what they say. 点手牌里的牌可以移除。
    3. **The result** is in the strip right under the hand: per ruleset the total and who pays whom, "not a
       win" and why, or what a 13-tile hand waits for. 手牌下面一行就是结果。
    4. **The winning tile** (和牌张): the 14th tile you add becomes the winning tile, drawn with an orange corner.
       Pick another one with the *winning tile* menu. 第 14 张自动成为和牌张，可以改选。
    5. **Declared sets** (吃 碰 杠): choose the kind and the tile, then *add set* (for 吃, choose the lowest tile:
       3m makes 345m). A set counts as three tiles, a kong too.
    6. **Typing** works as well: `123m456p11s89m pon:777z +7m` — m 万, p 筒, s 条, z 东南西北白发中 (1z–7z),
       the tile after `+` is the winning tile. Chinese names such as `一万 五筒 红中` are accepted. If the text
       has a mistake the explorer says what is wrong next to the box and keeps your hand.
    7. **The table** (self-draw 自摸, discard 点炮 and who discarded, robbing a kong 抢杠, who is liable for
       包胡, seats and winds, tiles already seen on the table, …) and each ruleset's **options** are in
       folding panels; open as many as you like.
    8. **The tabs** hold the detail: *decompositions* draws every reading of the hand; *scores* shows each
       ruleset's items — greyed rows did not count, and the reason says why — with the seed section each rule
       comes from; *compare* puts the three rulesets side by side; *waits* lists what a 13-tile hand is
       waiting for and what it would score on each tile (shanten when it is not ready).
    9. **Show** one ruleset at a time or all three side by side; **projector mode** makes tiles and text large
       enough for a classroom; the language switch offers 中文, English or both.
    10. **Keyboard**: Tab reaches the palette, the arrow keys move between tiles, Enter or Space adds one.

    A ruleset whose scoring is still being written says *coming* instead of showing a number.
    """),
    md(both="""
    ## The same hand in code · 用代码看同一手牌

    The explorer's hand is an ordinary `mjlearn` hand: `explorer.hand`. Everything the explorer shows comes
    from the library's functions (`mj.decompose`, `mj.waits`, `mj.shanten`, `mj.score`, `mj.compare`), which
    the other notebooks use one by one.
    """),
    code("""
    explorer.hand
    """),
    md(both="""
    <div class="mj-notebook-only">

    ## Where next · 下一步

    * `01_tiles_and_notation.ipynb` — tiles and how to write a hand;
    * `02_decompositions_and_waits.ipynb` — splitting a hand into sets, waits and shanten;
    * one tutorial per ruleset, a three-way comparison, table procedures, and exercises per ruleset;
    * **practise**: `10_exercises_mawan.ipynb`, `11_exercises_huilai.ipynb`, `12_exercises_jinzhou.ipynb` start
      with a practice cell — `from mjlearn.exercises import practice; practice("mawan")` serves the exercises
      due again and drills aimed at your weakest rules, and remembers your progress.

    </div>
    """),
]

NOTEBOOK = Notebook("00_start_here.ipynb", "c00", CELLS)
