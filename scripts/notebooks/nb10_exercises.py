"""Source of the exercise notebooks notebooks/{zh,en}/10_exercises_mawan, 11_exercises_huilai and
12_exercises_jinzhou (spec ``product.md`` § Notebooks); build with ``scripts/notebooks/build.py 10 11 12``.
(Moved out of the package, issue 24: a maintainer tool is not part of the wheel.)

Each exercise gets a question cell (``bank["mw-14"].show()``) and an answer cell naming its exercise with a
blank (win/not-a-win questions, where any sample would give the answer away) or a deliberately wrong sample
(so the stored output shows leading feedback; the learner edits it), then a cell with the hint, solution and
ask calls commented out.  No stored output shows a correct verdict, a hint or a solution (issue 12).
Recording goes to a fresh temporary ``MJLEARN_HOME`` during the build (``Notebook(fresh_home=True)``), so
outputs stay deterministic.  Wrong samples come from the data file's ``sample_wrong`` when given (a typical mistake),
else from :func:`sample_wrong`.  """
from __future__ import annotations

from typing import Any

from _nb import Notebook, code, md
from mjlearn.exercises.bank import load, read_data
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


def cells_for(ruleset: str) -> list:
    """The notebook's cells: no stored answer anywhere (issue 12 point 1).  Each exercise has a question cell
    and an answer cell that names its exercise (``bank["mw-14"].check(...)``) holding a blank or a
    deliberately wrong sample; the hint and solution calls are commented out (the learner runs them)."""
    (title_zh, title_en), tutorial, (units_zh, units_en), tiles_zh = INTRO[ruleset]
    rs = get_ruleset(ruleset)
    bank = load(ruleset)
    raw = {d["id"]: d for d in read_data(ruleset)["exercises"]}
    cells = [
        md(zh=f"""
        # {title_zh}

        {len(bank)} 道{rs.title.zh}的练习，从拆牌、听牌到计分项目、合计和输赢。每道题的做法都一样（仿照 Kaggle 的 learntools）：

        1. `bank["…"].show()`：题目，画成牌的手牌，牌局情况（谁怎么胡的、座位），以及这道题练的是哪几条规则；
        2. `bank["…"].check(answer)`：**把答案写进括号里，运行这个格**。格里放的是空白，或者一个*故意写错*的示例。反馈会说哪里不对，
           但不直接给出答案：合计多了还是少了、该回头查哪一类项目；少了或多了哪一项、是哪条规则；少了几张听牌、该往哪里看；
           常见的错误会直接点名；
        3. `bank["…"].hint()`：去掉前面的 `#` 再运行，就有提示；每运行一次给出下一步：先说往哪里看，再说是哪条规则，
           最后说是哪几张牌决定的；
        4. `bank["…"].solution()`：答案，加上程序库的讲解；连错三次以后，反馈也会主动提出给你看。

        喜欢点着做？`bank["…"].ask()` 用牌堆、项目开关、数字框或座位表出同一道题。每次作答和提示都记在
        `~/.mjlearn/progress.json`（见下面的练习格；设 `MJLEARN_PROGRESS=off` 就不记）。

        {units_zh}

        答案可以按你平常说的写：牌写成 `"2m 5m"`、`["2m", "5m"]` 或 `"{tiles_zh}"`；合计写成 `70`、`"70台"` 或 `"70 台"`；
        项目写规则编号（`"MW-B05"`）或中文名（`"将"`），想写个数也行（`"缺×2"`）；拆牌写成 `"123m 456m 789m 11z 234p"`，
        几种拆法用 `|` 隔开；输赢写成 `"E -4 S +12 W -4 N -4"` 或 `{{"东": -4, …}}`。先在 `{tutorial}` 里学规则。
        """, en=f"""
        # {title_en}

        {len(bank)} exercises on the {rs.title.en} ({rs.title.zh}) rules, from decompositions and waits to items,
        totals and payments.  Each one works the same way (the pattern of Kaggle's learntools):

        1. `bank["…"].show()`: the question, the hand drawn as tiles, the situation (who won how, seats) and the
           rule ids it practises;
        2. `bank["…"].check(answer)`: **put your answer in the brackets and run the cell**.  The cell holds a
           blank or a *deliberately wrong* sample.  The feedback says what is wrong without giving the answer
           away: a total too high or too low and which kind of items to re-check, a missing or extra item and
           its rule, how many waits are missing and where to look, a common mistake by name;
        3. `bank["…"].hint()`: run it (remove the `#`) for a hint; each run gives the next step: where to look,
           then the rule, then the tiles that decide it;
        4. `bank["…"].solution()`: the answer with the library's explanation; the feedback offers it after
           three wrong tries.

        Prefer clicking?  `bank["…"].ask()` shows the same question with a tile palette, item toggles, a number box
        or a seat table.  Every answer and hint is remembered in `~/.mjlearn/progress.json` (see the practice
        cell below; `MJLEARN_PROGRESS=off` turns this off).

        {units_en}

        Answers can be typed the way you would say them: tiles as `"2m 5m"`, `["2m", "5m"]` or `"{tiles_zh}"`;
        totals as `70`, `"70台"` or `"70 台"`; items as rule ids (`"MW-B05"`) or Chinese names (`"将"`), with a
        count if you like (`"缺×2"`); decompositions as `"123m 456m 789m 11z 234p"`, several separated by `|`;
        payments as `"E -4 S +12 W -4 N -4"` or `{{"东": -4, …}}`.  Learn the rules first in `{tutorial}`.
        """),
        code(f"""
        import mjlearn as mj
        from mjlearn.exercises import load, drill, practice, progress

        mj.set_language(LANG)   # "zh", "en" or "both"
        bank = load("{ruleset}")
        print(len(bank), "exercises:", " ".join(bank.ids()))
        """),
        md(zh="""
        ## 练习模式

        `practice()` 依次出该复习的题（间隔重复：做错的下次再来，做对的越隔越久）和针对你最薄弱规则的练习，带进度条和连对计数；
        最后给出你对各类规则的掌握情况。`progress()` 显示你的记录（`.frame()` 成表，`.next()` 下一步做什么，`.reset()` 从头来过）。
        """, en="""
        ## Practice session

        `practice()` serves the exercises that are due again (spaced repetition: a wrong answer comes back next
        time, a right one later and later) and drills aimed at your weakest rules, one after another, with a
        progress bar and a streak counter; the mastery picture comes at the end.  `progress()` shows your record
        (`.frame()` as a table, `.next()` what to do next, `.reset()` to start over).
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
        sample = "" if ex.kind == "is_win" else raw[ex.id].get("sample_wrong", sample_wrong(ex))
        note = ("your answer here" if sample == "" else "this sample is wrong on purpose: edit it and run again")
        zh = "你的答案" if sample == "" else "你的答案（这个示例是故意写错的：改一改再运行）"
        cells += [
            md(zh=f"## {ex.id} · {KIND_TITLE[ex.kind][0]}", en=f"## {ex.id} · {KIND_TITLE[ex.kind][1]}"),
            code(f'bank["{ex.id}"].show()'),
            code(f"""
            # {note}
            bank["{ex.id}"].check({sample!r})
            """, zh=f"""
            # {zh}
            bank["{ex.id}"].check({sample!r})
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
