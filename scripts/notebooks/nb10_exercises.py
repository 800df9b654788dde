"""Source of the exercise notebooks notebooks/{zh,en}/10_exercises_mawan, 11_exercises_huilai and
12_exercises_jinzhou (spec ``product.md`` § Notebooks); build with ``scripts/notebooks/build.py 10 11 12``.
(A maintainer tool: it lives in ``scripts/``, not in the wheel.)

Each exercise gets a question cell (``bank["mw-14"].show()``) and an empty answer cell naming its exercise
(``bank["mw-14"].check(...)``), then a cell with the hint, solution and ask calls commented out.  ``check()``
is shown at work on a worked example that is none of the exercises.  No stored output of an exercise names
any part of its answer (product.md § Exercises: "Exercise notebooks ship no answers";
tests/test_exercises_spoilers.py, tests/test_exercises_notebooks.py).
Recording goes to a fresh temporary ``MJLEARN_HOME`` during the build (``Notebook(fresh_home=True)``), so
outputs stay deterministic.  Wrong samples come from the data file's ``sample_wrong`` when given (a typical mistake),
else from :func:`sample_wrong`.  """
from __future__ import annotations

from typing import Any

from _nb import Notebook, code, md

from mjlearn.exercises.bank import load
from mjlearn.exercises.exercise import Exercise
from mjlearn.rules import get_ruleset
from mjlearn.tiles import parse_tiles, tile_str

NOTEBOOK_NAMES = {"mawan": "10_exercises_mawan.ipynb", "huilai": "11_exercises_huilai.ipynb",
             "jinzhou": "12_exercises_jinzhou.ipynb"}
KIND_TITLE = {"is_win": ("能不能胡？", "Is it a win?"), "decompositions": ("拆牌", "Decompositions"),
              "waits": ("听牌", "Waits"), "items": ("计分项目", "Items"), "total": ("合计", "Total"),
              "payments": ("输赢", "Payments")}

# per ruleset: (title zh, title en), the tutorial, (units zh, units en), (tile example zh, dots word)
INTRO = {
    "mawan": (("10 · 马湾算胡练习", "10 · Mawan exercises (马湾算胡)"), "03_mawan.ipynb",
              ("马湾按**台**算：基本项目按**张**数（MW-B…），张数按表 MW-T 换成台，再加上加番（MW-X…）；另外三家每家付"
               "台数 ÷ 10 × 筹码，单位是**元**（MW-M）。",
               "Mawan values a hand in **台** (tai): basic items are counted in **张** (zhang, MW-B…), the count becomes "
               "台 by the table MW-T, then the bonuses (加番, MW-X…) are added; each of the three other players pays "
               "台 ÷ 10 × the stake in **元** (yuan, MW-M)."),
              "二万 五饼"),
    "huilai": (("11 · 惠来练习", "11 · Huilai exercises (惠来)"), "04_huilai.ipynb",
               ("惠来只能碰、杠，不能吃：牌型（HL-P…）给出**倍**数（默认相乘，HL-S）；每个付钱的人付 2 × 倍数，单位是**分**"
                "（HL-K0），再加上杠分（HL-K3）。",
                "Huilai is pung-and-kong mahjong (no chow claims): patterns (牌型, HL-P…) give a multiplier in **倍** "
                "(bei; multiplied together by default, HL-S); each payer pays 2 × the multiplier in **分** (points, "
                "HL-K0), plus kong points (杠分, HL-K3)."),
               "二万 五筒"),
    "jinzhou": (("12 · 锦州练习", "12 · Jinzhou exercises (锦州)"), "05_jinzhou.ipynb",
                ("锦州用一百一十二张牌（没有风，没有白板、发财）。胡牌要三门齐、有幺九、有横（JZ-L）；胡牌类别（JZ-C）给出底分，"
                 "每一种加翻（JZ-M）翻一倍：结果是一家的**那一份**，单位是**分**；庄家的那一份翻倍，谁付这几份看 JZ-P。",
                 "Jinzhou plays with 112 tiles (no winds, no White 白 or Green 发).  A win needs all three suits, a 幺九 "
                 "(terminal) and a 横 (pung) (JZ-L); the win class (JZ-C) gives the base, each multiplier (加翻, JZ-M) "
                 "doubles it: the result is one player's **share** in **分** (points); the dealer's share is doubled, "
                 "and who hands the shares over is JZ-P."),
                "二万 五筒"),
}


def sample_wrong(ex: Exercise) -> Any:
    """A typical wrong answer for ``ex`` (deterministic), so a notebook can show what feedback looks like."""
    exp = ex.expected or {}
    k = ex.kind
    if k == "is_win":
        return not exp["win"]
    if k == "waits":
        waits = list(exp["waits"])
        if exp.get("any_tile"):
            return " ".join(waits[:3])  # a learner who did not see that the ghosts make any tile win
        wrong = waits[:-1]
        extra = (exp.get("dead") or exp.get("illegal") or [])
        if extra:
            wrong.append(extra[0])
        else:
            kinds = parse_tiles(" ".join(waits)) or [0]
            nxt = next((kk for kk in range(34) if kk not in kinds), None)
            if nxt is not None:
                wrong.append(tile_str(nxt))
        return " ".join(wrong)
    if k == "decompositions":
        decs = exp["decompositions"]
        if len(decs) > 1:
            return " | ".join(" ".join(d) for d in decs[:-1])
        return ""
    if k == "items":
        codes = list(exp["items"])
        wrong = codes[:-1]
        res = ex.result()
        excluded = [i.code for i in res.excluded if i.code not in codes]
        if excluded:
            wrong.append(excluded[0])
        return " ".join(wrong)
    if k == "total":
        t = exp["total"]
        d = 10 if exp["unit"] == "台" else max(1, t // 2)
        return f"{t - d}{exp['unit']}"
    pays = dict(exp["payments"])
    payer = next(s for s, v in pays.items() if v < 0)
    winner = next(s for s, v in pays.items() if v > 0)
    half = pays[payer] / 2
    pays[winner] += half  # forgot half of one payer's amount (e.g. the dealer doubling), on both sides
    pays[payer] = half
    return " ".join(f"{s} {v:+g}" for s, v in pays.items())


def right_answer(ex: Exercise) -> Any:
    """A right answer in a learner's form (items by Chinese name when every name reads back)."""
    if ex.kind == "items":
        names = [ex.glossary.names[c].zh for c in ex.expected["items"] if c in ex.glossary.names]
        if len(names) == len(ex.expected["items"]) and all(" " not in n and ex.glossary.lookup(n) == c
                                                              for n, c in zip(names, ex.expected["items"])):
            return " ".join(names)
    if ex.kind == "total":
        return ex.expected["total"] if ex.expected["unit"] == "台" else ex.answer()
    if ex.kind == "is_win" and not ex.expected["win"] and ex.expected.get("why"):
        names = [ex.glossary.names[c].zh if c in ex.glossary.names else c for c in ex.expected["why"]]
        return "不胡 " + " ".join(names)
    return ex.answer()


#: the worked example of each notebook: a seeded drill that is none of the bank's exercises, answered wrong
#: and then right in front of the learner (so that only an example's stored outputs show what check() says)
WORKED = {"mawan": ("total", {"seed": 11, "min_total": 40}), "huilai": ("total", {"seed": 11, "min_total": 4}),
          "jinzhou": ("total", {"seed": 11, "min_total": 8})}


def drill_for_worked(ruleset: str):
    """The worked example's exercise (a seeded drill; its id is none of the bank's)."""
    from mjlearn.exercises import drill
    kind, args = WORKED[ruleset]
    ex = drill(ruleset, kind, **args)
    assert ex.id not in load(ruleset).ids()
    return ex


def cells_for(ruleset: str) -> list:
    """The notebook's cells.  Nothing a learner sees before answering names an answer (spec ``product.md`` §
    Exercises): each exercise has a question cell and an empty answer cell (``bank["mw-14"].check(...)``:
    its stored output says how to answer, nothing more); hint, solution and ask are commented out; ``check()``
    is demonstrated on a worked example that is none of the exercises."""
    (title_zh, title_en), tutorial, (units_zh, units_en), tiles_zh = INTRO[ruleset]
    rs = get_ruleset(ruleset)
    bank = load(ruleset)
    wkind, wargs = WORKED[ruleset]
    wrong = sample_wrong(drill_for_worked(ruleset))
    wcall = "".join(f", {k}={v!r}" for k, v in wargs.items())
    cells = [
        md(zh=f"""
        # {title_zh}

        {len(bank)} 道{rs.title.zh}的练习，从拆牌、听牌到计分项目、合计和输赢。每道题的做法都一样（仿照 Kaggle 的 learntools）：

        1. `bank["…"].show()`：题目，画成牌的手牌，牌局情况（谁怎么胡的、座位），以及这道题练的是哪几类规则；
        2. `bank["…"].check(answer)`：**把答案写进括号里，运行这个格**。反馈只说哪里不对、该往哪里看，不直接给出答案：
           第一次说少了几项、在哪一类、哪一门，以后每错一次多说一点；
        3. `bank["…"].hint()`：去掉前面的 `#` 再运行，就有提示；每运行一次给出下一步：先说往哪里看，再说是哪条规则，
           最后说是哪几张牌决定的；
        4. `bank["…"].solution()`：答案，加上程序库的讲解（看过答案再答对，不算学会）。

        喜欢点着做？`bank["…"].ask()` 用牌堆、项目开关、数字框或座位表出同一道题。每次作答和提示都记在
        `~/.mjlearn/` 里（见下面的练习模式；设 `MJLEARN_PROGRESS=off` 就不记）。

        {units_zh}

        答案可以按你平常说的写：牌写成 `"2m 5m"`、`["2m", "5m"]` 或 `"{tiles_zh}"`；合计写成数目，可以带单位；
        项目写规则编号或中文名，想写个数也行（`"×2"`）；拆牌写成 `"123m 456m 789m 11z 234p"`，几种拆法用 `|` 隔开；
        输赢写成 `"E -4 S +12 W -4 N -4"` 或 `{{"东": -4, …}}`。先在 `{tutorial}` 里学规则。
        """, en=f"""
        # {title_en}

        {len(bank)} exercises on the {rs.title.en} ({rs.title.zh}) rules, from decompositions and waits to items,
        totals and payments.  Each one works the same way (the pattern of Kaggle's learntools):

        1. `bank["…"].show()`: the question, the hand drawn as tiles, the situation (who won how, seats) and the
           kinds of rule it practises;
        2. `bank["…"].check(answer)`: **put your answer in the brackets and run the cell**.  The feedback says
           what is wrong and where to look, never the answer: the first try says how many are missing and in
           which kind of rule or suit, each further try a little more;
        3. `bank["…"].hint()`: run it (remove the `#`) for a hint; each run gives the next step: where to look,
           then the rule, then the tiles that decide it;
        4. `bank["…"].solution()`: the answer with the library's explanation (a right answer after it does not
           count as learnt).

        Prefer clicking?  `bank["…"].ask()` shows the same question with a tile palette, item toggles, a number box
        or a seat table.  Every answer and hint is remembered in `~/.mjlearn/` (see the practice session below;
        `MJLEARN_PROGRESS=off` turns this off).

        {units_en}

        Answers can be typed the way you would say them: tiles as `"2m 5m"`, `["2m", "5m"]` or `"{tiles_zh}"`;
        totals as a number, with its unit if you like; items as rule ids or Chinese names, with a count if you like
        (`"×2"`); decompositions as `"123m 456m 789m 11z 234p"`, several separated by `|`; payments as
        `"E -4 S +12 W -4 N -4"` or `{{"东": -4, …}}`.  Learn the rules first in `{tutorial}`.
        """),
        code(f"""
        import mjlearn as mj
        from mjlearn.exercises import load, drill, practice, progress, session

        mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照 || "zh", "en" or "both"
        bank = load("{ruleset}")
        print(len(bank), "exercises:", " ".join(bank.ids()))
        """),
        md(zh="""
        ## 先看一个例子：check() 怎么回答

        下面这手牌不是练习里的题，是讲解用的例子：先故意答错，看反馈怎么说；再看一个提示；最后答对。
        """, en="""
        ## A worked example: what check() says

        The hand below is none of the exercises: it is a worked example.  First a wrong answer and what the
        feedback says, then a hint, then the right answer.
        """),
        code(f"""
        example = drill("{ruleset}", "{wkind}"{wcall})
        example.show()
        """),
        code(f"example.check({wrong!r})"),
        code("example.hint()"),
        code("example.check(example.answer())"),
        md(zh="""
        ## 练习模式

        `practice()` 按日子安排：今天该复习的题（做对的隔 1、3、7、15 天再来，做错的明天再来）、针对你最薄弱规则的练习
        （旁边配一手差一点没算到的牌），再加新题；显示今天的目标和连续达标的天数。一条规则老是错，会先给一个讲解过的例子和一对
        对照的手牌。`session()` 给出同样的题目（不带按钮），`progress()` 显示你的记录。
        """, en="""
        ## Practice session

        `practice()` plans by calendar day: the items due today (a right answer comes back after 1, 3, 7, 15 days,
        a wrong one tomorrow), drills aimed at your weakest rules (with near misses beside them) and new
        exercises; the day's goal and your streak are shown.  A rule you keep missing first gets a worked example
        and a pair of hands side by side.  `session()` gives the same items without widgets; `progress()` shows
        your record.
        """),
        code(f"""
        practice("{ruleset}")
        # progress("{ruleset}")          # your mastery per kind of rule
        """, zh=f"""
        practice("{ruleset}")
        # progress("{ruleset}")          # 你对各类规则的掌握情况
        """),
    ]
    for ex in bank:
        cells += [
            md(zh=f"## {ex.id} · {KIND_TITLE[ex.kind][0]}", en=f"## {ex.id} · {KIND_TITLE[ex.kind][1]}"),
            code(f'bank["{ex.id}"].show()'),
            code(f"""
            # your answer in the brackets, then run the cell
            bank["{ex.id}"].check(...)
            """, zh=f"""
            # 把答案写进括号里，再运行这个格
            bank["{ex.id}"].check(...)
            """),
            code(f"""
            # bank["{ex.id}"].hint()      # a hint: each run gives the next step
            # bank["{ex.id}"].solution()  # the answer with the explanation
            # bank["{ex.id}"].ask()       # answer by clicking instead
            """, zh=f"""
            # bank["{ex.id}"].hint()      # 提示：每运行一次给出下一步
            # bank["{ex.id}"].solution()  # 答案和讲解
            # bank["{ex.id}"].ask()       # 改成点着作答
            """),
        ]
    cells += [
        md(zh="""
        ## 更多练习：随机出题和换花色

        `drill(ruleset, kind, seed=…, **want)` 按你要的种类发新牌（同一个 `seed` 发同一手）；`rule="…"` 发一手能算到这条规则的牌，
        `near_miss=True` 发一手差一点没算到的（它的 `.near_miss` 说明差在哪里）。`bank["…"].redeal(seed)` 是把一道题换了花色。
        换个 `seed` 就是另一手。
        """, en="""
        ## More practice: drills and re-deals

        `drill(ruleset, kind, seed=…, **want)` deals fresh hands of the kind you ask for (same seed, same hand);
        `rule="…"` deals a hand that earns that rule, and `near_miss=True` one that narrowly misses it (its
        `.near_miss` says why).  `bank["…"].redeal(seed)` is a stored exercise with the suits swapped.
        Change the seed for another one.
        """),
    ]
    for kind, want in DRILLS[ruleset]:
        args = "".join(f", {k}={v!r}" for k, v in want.items())
        cells += [
            code(f"""
            d = drill("{ruleset}", "{kind}", seed=1{args})
            d.show()
            """),
            code("""
            # d.check(...)   # your answer
            # d.hint()
            # d.solution()
            """, zh="""
            # d.check(...)   # 你的答案
            # d.hint()
            # d.solution()
            """),
        ]
    return cells


DRILLS: dict[str, Any] = {
    "mawan": [("items", {"rule": "MW-X07"}), ("items", {"rule": "MW-X07", "near_miss": True}),
              ("waits", {"min_waits": 3})],
    "huilai": [("total", {"rule": "HL-P02"}), ("items", {"rule": "HL-P07", "near_miss": True}),
               ("waits", {"min_waits": 3})],
    "jinzhou": [("total", {"rule": "JZ-C2"}), ("items", {"rule": "JZ-M01", "near_miss": True}),
                ("is_win", {"win": False})],
}



NOTEBOOKS = [Notebook(name, f"ex-{ruleset}", cells_for(ruleset), fresh_home=True, keep_widget_state=True)
             for ruleset, name in NOTEBOOK_NAMES.items()]
