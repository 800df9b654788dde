"""The exercise notebooks 10/11/12 (spec product.md § Notebooks): every exercise of the bank appears with a
question cell, a deliberately wrong sample answer whose stored output is the feedback, a right answer, a hint
and a solution; and the notebooks are current with the bank (rebuild: python -m mjlearn.exercises.notebooks)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjlearn.exercises import load
from mjlearn.exercises.notebooks import NOTEBOOKS

NB_DIR = Path(__file__).resolve().parents[1] / "notebooks"


def _cells(name):
    return json.loads((NB_DIR / name).read_text(encoding="utf-8"))["cells"]


def _plain(cell) -> str:
    out = []
    for o in cell.get("outputs", []):
        d = o.get("data", {})
        if "text/plain" in d:
            out.append("".join(d["text/plain"]))
        if o.get("output_type") == "stream":
            out.append("".join(o.get("text", "")))
    return "\n".join(out)


@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_every_exercise_has_question_wrong_right_hint_solution(ruleset):
    cells = [c for c in _cells(NOTEBOOKS[ruleset]) if c["cell_type"] == "code"]
    srcs = ["".join(c["source"]) for c in cells]
    for ex in load(ruleset):
        i = srcs.index(f'ex = bank["{ex.id}"]\nex.show()')
        show, wrong, right, hint, sol = cells[i:i + 5]
        assert ex.id in _plain(show)
        assert "Not quite" in _plain(wrong), f"{ex.id}: the sample answer should be wrong and show feedback"
        assert len(_plain(wrong).splitlines()) >= 2, f"{ex.id}: feedback should say what is wrong"
        assert "Correct" in _plain(right), f"{ex.id}: the second answer should be right"
        assert "Hint" in _plain(hint) and "Solution" in _plain(sol)


@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_notebook_lists_the_current_bank(ruleset):
    first = next(c for c in _cells(NOTEBOOKS[ruleset]) if c["cell_type"] == "code")
    assert " ".join(load(ruleset).ids()) in _plain(first), "rebuild: python -m mjlearn.exercises.notebooks"
