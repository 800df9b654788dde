"""The exercise notebooks 10/11/12 ship no answers (issue 12 point 1): every exercise of the bank has a question
cell and an answer cell that names its exercise and holds a blank or a deliberately wrong sample; no stored
output shows a correct verdict, a hint or a solution; the notebooks are current with the bank (rebuild:
scripts/notebooks/build.py 10 11 12).  Each check runs on both languages' notebooks (notebooks/zh/, notebooks/en/)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mjlearn.exercises import load
from mjlearn.i18n import catalogue

NB_DIR = Path(__file__).resolve().parents[1] / "notebooks"
NOTEBOOKS = {"mawan": "10_exercises_mawan.ipynb", "huilai": "11_exercises_huilai.ipynb",
             "jinzhou": "12_exercises_jinzhou.ipynb"}
LANGS = ("zh", "en")
# the leading words of wrong-answer feedback in each language (mjlearn/exercises/text.py ex.fb.wrong_id)
NOT_QUITE = {"zh": "还不对", "en": "Not quite"}


def _cells(name, lang):
    return json.loads((NB_DIR / lang / name).read_text(encoding="utf-8"))["cells"]


def _outputs(cell) -> str:
    out = []
    for o in cell.get("outputs", []):
        for v in o.get("data", {}).values():
            out.append(v if isinstance(v, str) else "".join(v) if isinstance(v, list) else json.dumps(v))
        if o.get("output_type") == "stream":
            out.append("".join(o.get("text", "")))
    return "\n".join(out)


def _src(cell) -> str:
    return "".join(cell["source"])


# the words a correct verdict, a hint or a solution carries, in both languages (from the catalogue)
def _spoiler_words() -> list[str]:
    c = catalogue()
    words = []
    for key in ("ex.fb.correct", "ex.hint.title", "ex.solution.title"):
        zh, en = c[key]
        words += [zh.split("{")[0].strip(), en.split("{")[0].strip()]
    words += [c["ex.fb.correct_id"][1].split("{id}")[1].strip(), "提示 1/", "提示 2/", "提示 3/", "Hint 1/", "Hint 2/", "Hint 3/"]
    return [w for w in words if w]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_no_stored_output_shows_a_correct_verdict_a_hint_or_a_solution(ruleset, lang):
    words = _spoiler_words()
    assert "Correct!" in " ".join(words) and "Solution" in " ".join(words)
    for cell in _cells(NOTEBOOKS[ruleset], lang):
        if cell["cell_type"] != "code":
            continue
        text = _outputs(cell)
        for w in words:
            assert w not in text, f"stored output of {_src(cell)!r} shows {w!r}"
        # hint / solution calls are there for the learner, not run
        for line in _src(cell).splitlines():
            if re.search(r"\.(hint|solution)\(", line):
                assert line.lstrip().startswith("#"), line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_every_exercise_has_a_question_and_an_answer_cell_naming_it(ruleset, lang):
    cells = [c for c in _cells(NOTEBOOKS[ruleset], lang) if c["cell_type"] == "code"]
    srcs = [_src(c) for c in cells]
    for ex in load(ruleset):
        i = srcs.index(f'bank["{ex.id}"].show()')
        assert ex.id in _outputs(cells[i])
        answer = cells[i + 1]
        assert f'bank["{ex.id}"].check(' in _src(answer)
        out = _outputs(answer)
        assert NOT_QUITE[lang] in out and ex.id in out, f"{ex.id}: the feedback names the exercise and is not a verdict"
    # every answer cell names its exercise: no bare ex.check(...)
    for s in srcs:
        for line in s.splitlines():
            if ".check(" in line and not line.lstrip().startswith("#"):
                assert re.search(r'bank\["[a-z]{2}-\d+"\]\.check\(', line), line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_notebook_lists_the_current_bank_and_has_a_practice_cell(ruleset, lang):
    code = [c for c in _cells(NOTEBOOKS[ruleset], lang) if c["cell_type"] == "code"]
    assert " ".join(load(ruleset).ids()) in _outputs(code[0]), "rebuild: scripts/notebooks/build.py 10 11 12"
    assert _src(code[1]).startswith(f'practice("{ruleset}")')
    assert "Practice(" in _outputs(code[1])


def test_the_check_helper_would_catch_a_stored_verdict():
    # the spoiler test is not vacuous: a stored right answer's feedback carries one of the words
    ex = load("mawan", "mw-18")
    fb = ex.check(ex.answer())
    assert any(w in str(fb) for w in _spoiler_words())
    assert any(w in str(ex.hint(1)) for w in _spoiler_words())
    assert any(w in str(ex.solution()) for w in _spoiler_words())
