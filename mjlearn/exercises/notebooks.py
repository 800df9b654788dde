"""Maintainer script: write and execute the exercise notebooks 10/11/12 (spec ``product.md`` § Notebooks).

    python -m mjlearn.exercises.notebooks            # all three
    python -m mjlearn.exercises.notebooks mawan      # one

Each exercise gets a question cell (``ex.show()``), an answer cell with a deliberately wrong sample answer
(so the stored output shows the feedback; the learner edits it), a cell with a right answer, and hint and
solution cells.  Wrong samples come from the data file's ``sample_wrong`` when given (a typical mistake),
else from :func:`sample_wrong`.  Needs ``nbformat`` and ``nbclient`` (test extras), imported lazily.
"""
from __future__ import annotations

import os
import sys
import textwrap
from pathlib import Path
from typing import Any

from ..rules import get_ruleset
from ..tiles import parse_tiles, tile_str
from .core import Exercise, load, read_data

ROOT = Path(__file__).resolve().parents[2]
NB_DIR = ROOT / "notebooks"
NOTEBOOKS = {"mawan": "10_exercises_mawan.ipynb", "huilai": "11_exercises_huilai.ipynb",
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
    import nbformat

    def md(text):
        return nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip("\n"))

    def code(text):
        return nbformat.v4.new_code_cell(textwrap.dedent(text).strip("\n"))

    title, tutorial, units = INTRO[ruleset]
    rs = get_ruleset(ruleset)
    bank = load(ruleset)
    raw = {d["id"]: d for d in read_data(ruleset)["exercises"]}
    cells = [
        md(f"""
        # {title}

        {len(bank)} exercises on the {rs.title.en} ({rs.title.zh}) rules, from decompositions and waits to items,
        totals and payments. Each one has the same four steps (the pattern of Kaggle's learntools):

        1. `ex.show()` — the question, the hand drawn as tiles, the situation (who won how, seats) and the spec
           ids it practises;
        2. `ex.check(answer)` — **edit the answer and run the cell**; the feedback says exactly what is wrong
           (a missing or extra item, a wrong count, a total too high by how much, a missing wait…).
           The first answer cell holds a *deliberately wrong* sample so you can see the feedback;
        3. `ex.hint()` — a nudge;
        4. `ex.solution()` — the answer with the library's explanation: every item with its reason.

        {units}

        Answers can be typed the way you would say them: tiles as `"2m 5m"`, `["2m", "5m"]` or `"二万 五万"`;
        totals as `70`, `"70台"` or `"70 台"`; items as spec ids (`"MW-B05"`) or Chinese names (`"将"`), with a
        count if you like (`"缺×2"`); decompositions as `"123m 456m 789m 11z 234p"`, several separated by `|`;
        payments as `"E -4 S +12 W -4 N -4"` or `{{"东": -4, …}}`. Learn the rules first in `{tutorial}`.
        """),
        code(f"""
        import mjlearn as mj
        from mjlearn.exercises import load, drill

        mj.set_language("both")   # "zh", "en" or "both"
        bank = load("{ruleset}")
        print(len(bank), "exercises:", " ".join(bank.ids()))
        """),
    ]
    for ex in bank:
        wrong = raw[ex.id].get("sample_wrong", sample_wrong(ex))
        right = right_answer(ex)
        cells += [
            md(f"## {ex.id} · {KIND_TITLE[ex.kind]}"),
            code(f"""
            ex = bank["{ex.id}"]
            ex.show()
            """),
            code(f"""
            # 你的答案 Your answer (this sample is wrong on purpose: edit it and run again)
            ex.check({wrong!r})
            """),
            code(f"ex.check({right!r})"),
            code("ex.hint()"),
            code("ex.solution()"),
        ]
    cells += [
        md("""
        ## 更多练习 More practice: drills

        `drill(ruleset, kind, seed=…, **want)` deals fresh hands of the kind you ask for (same seed, same hand).
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
            code("d.solution()"),
        ]
    return cells


DRILLS = {
    "mawan": [("items", {"must_have": "MW-B14"}), ("waits", {"min_waits": 3})],
    "huilai": [("total", {"must_have": "HL-P02"}), ("waits", {"min_waits": 3})],
    "jinzhou": [("total", {"cls": "JZ-C2"}), ("is_win", {"win": False})],
}


def build(ruleset: str, execute: bool = True) -> Path:
    """Write (and execute in place, cwd ``notebooks/``) one exercise notebook; returns its path."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.v4.new_notebook()
    nb.cells = cells_for(ruleset)
    for i, c in enumerate(nb.cells):
        c["id"] = f"ex-{ruleset}-{i:03d}"
    nb.metadata = {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
                   "language_info": {"name": "python"}}
    if execute:
        before = os.environ.get("PYTHONPATH")
        os.environ["PYTHONPATH"] = str(ROOT) + (os.pathsep + before if before else "")
        try:
            NotebookClient(nb, timeout=600, kernel_name="python3", record_timing=False,
                           resources={"metadata": {"path": str(NB_DIR)}}).execute()
        finally:
            if before is None:
                os.environ.pop("PYTHONPATH", None)
            else:
                os.environ["PYTHONPATH"] = before
        nb.metadata["language_info"] = {"name": "python"}
    path = NB_DIR / NOTEBOOKS[ruleset]
    nbformat.write(nb, str(path))
    return path


def main(argv: list[str] | None = None) -> int:
    names = list(sys.argv[1:] if argv is None else argv) or list(NOTEBOOKS)
    for n in names:
        print("built", build(n).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
