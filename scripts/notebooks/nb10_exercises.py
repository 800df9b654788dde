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
KIND_TITLE = {"is_win": "能不能和 Is it a win?", "decompositions": "拆牌 Decompositions", "waits": "听牌 Waits",
              "items": "计分项目 Items", "total": "总分 Total", "payments": "输赢 Payments"}

INTRO = {
    "mawan": ("10 · 马湾算胡练习 Mawan exercises", "03_mawan.ipynb",
              "Mawan values a hand in **台**: basic items are counted in **张** (MW-B…), the count becomes 台 by the "
              "table MW-T, then the bonuses (MW-X…) are added; each of the three other players pays "
              "台 ÷ 10 × the stake in **元** (MW-M)."),
    "huilai": ("11 · 惠来练习 Huilai exercises", "04_huilai.ipynb",
               "Huilai is pung-and-kong mahjong (no chow claims): patterns (HL-P…) give a multiplier in **倍** "
               "(multiplied together by default, HL-S); each payer pays 2 × the multiplier in **分** (HL-K0), "
               "plus kong points (HL-K3)."),
    "jinzhou": ("12 · 锦州练习 Jinzhou exercises", "05_jinzhou.ipynb",
                "Jinzhou plays with 112 tiles (no winds, 白 or 发). A win needs all three suits, a 幺九 and a 横 "
                "(JZ-L); the win class (JZ-C) gives the base, each multiplier (JZ-M) doubles it: the result is "
                "one player's **share** in **分**; the dealer's share is doubled, and who hands the shares over "
                "is JZ-P."),
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
    title, tutorial, units = INTRO[ruleset]
    rs = get_ruleset(ruleset)
    bank = load(ruleset)
    raw = {d["id"]: d for d in read_data(ruleset)["exercises"]}
    cells = [
        md(both=f"""
        # {title}

        {len(bank)} exercises on the {rs.title.en} ({rs.title.zh}) rules, from decompositions and waits to items,
        totals and payments. Each one works the same way (the pattern of Kaggle's learntools):

        1. `bank["…"].show()` — the question, the hand drawn as tiles, the situation (who won how, seats) and the
           spec ids it practises;
        2. `bank["…"].check(answer)` — **put your answer in the brackets and run the cell**. The cell holds a
           blank or a *deliberately wrong* sample. The feedback says what is wrong without giving the answer
           away: a total too high or too low and which family of items to re-check, a missing or extra item and
           its rule, how many waits are missing and where to look, a common mistake by name;
        3. `bank["…"].hint()` — run it (remove the `#`) for a hint; each run gives the next step: where to look,
           then the rule, then the tiles that decide it;
        4. `bank["…"].solution()` — the answer with the library's explanation; the feedback offers it after
           three wrong tries.

        Prefer clicking? `bank["…"].ask()` shows the same question with a tile palette, item toggles, a number box
        or a seat table. Every answer and hint is remembered in `~/.mjlearn/progress.json` (see the practice
        cell below; `MJLEARN_PROGRESS=off` turns this off).

        {units}

        Answers can be typed the way you would say them: tiles as `"2m 5m"`, `["2m", "5m"]` or `"二万 五万"`;
        totals as `70`, `"70台"` or `"70 台"`; items as spec ids (`"MW-B05"`) or Chinese names (`"将"`), with a
        count if you like (`"缺×2"`); decompositions as `"123m 456m 789m 11z 234p"`, several separated by `|`;
        payments as `"E -4 S +12 W -4 N -4"` or `{{"东": -4, …}}`. Learn the rules first in `{tutorial}`.
        """),
        code(f"""
        import mjlearn as mj
        from mjlearn.exercises import load, drill, practice, progress

        mj.set_language(LANG)   # "zh", "en" or "both"
        bank = load("{ruleset}")
        print(len(bank), "exercises:", " ".join(bank.ids()))
        """),
        md(both="""
        ## 练习模式 Practice session

        `practice()` serves the exercises that are due again (spaced repetition: a wrong answer comes back next
        time, a right one later and later) and drills aimed at your weakest rules, one after another, with a
        progress bar and a streak counter; the mastery picture comes at the end. `progress()` shows your record
        (`.frame()` as a table, `.next()` what to do next, `.reset()` to start over).
        """),
        code(f"""
        practice("{ruleset}")
        # progress("{ruleset}")          # your mastery per family of rules
        """),
    ]
    for ex in bank:
        sample = "" if ex.kind == "is_win" else raw[ex.id].get("sample_wrong", sample_wrong(ex))
        note = ("your answer here" if sample == "" else "this sample is wrong on purpose: edit it and run again")
        zh = "你的答案" if sample == "" else "你的答案（这个示例是故意写错的：改一改再运行）"
        cells += [
            md(both=f"## {ex.id} · {KIND_TITLE[ex.kind]}"),
            code(f'bank["{ex.id}"].show()'),
            code(f"""
            # {zh} — {note}
            bank["{ex.id}"].check({sample!r})
            """),
            code(f"""
            # bank["{ex.id}"].hint()      # a hint: each run gives the next step
            # bank["{ex.id}"].solution()  # the answer with the explanation
            # bank["{ex.id}"].ask()       # answer by clicking instead
            """),
        ]
    cells += [
        md(both="""
        ## 更多练习 More practice: drills and re-deals

        `drill(ruleset, kind, seed=…, **want)` deals fresh hands of the kind you ask for (same seed, same hand);
        `rule="…"` deals a hand that earns that rule, and `near_miss=True` one that narrowly misses it (its
        `.near_miss` says why). `bank["…"].redeal(seed)` is a stored exercise with the suits swapped.
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
