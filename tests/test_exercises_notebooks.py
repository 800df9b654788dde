"""The exercise notebooks 10/11/12 ship no answers: every exercise of the bank has a question
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
BLANK = {"zh": ("还没有作答", "答案是空的"), "en": ("no answer yet", "the answer is empty")}


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
        if cell["cell_type"] != "code" or _src(cell).startswith("example"):  # the worked example may
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
        assert f'bank["{ex.id}"].check(...)' in _src(answer)  # empty: the learner writes the answer
        out = _outputs(answer)
        assert NOT_QUITE[lang] in out and ex.id in out and any(b in out for b in BLANK[lang]), ex.id
        # and neither stored output (the question, the empty answer) names any part of the answer
        from test_exercises_spoilers import _found, answer_parts
        leaked = [p for p in answer_parts(ex) if _found(_outputs(cells[i]) + out, p)]
        assert not leaked, f"{ex.id}: stored outputs show {leaked}"
    # every answer cell names its exercise: no bare ex.check(...) outside the worked example
    for s in srcs:
        for line in s.splitlines():
            if ".check(" in line and not line.lstrip().startswith(("#", "example.")):
                assert re.search(r'bank\["[a-z]{2}-\d+"\]\.check\(', line), line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_check_is_shown_on_a_worked_example_that_is_no_exercise(ruleset, lang):
    cells = [c for c in _cells(NOTEBOOKS[ruleset], lang) if c["cell_type"] == "code"]
    ex_cells = [c for c in cells if _src(c).startswith("example")]
    assert len(ex_cells) == 4  # show, a wrong answer, a hint, the right answer
    ids = set(load(ruleset).ids())
    m = re.search(r"(drill-[a-z]+-[a-z_]+-\d+)", _outputs(ex_cells[0]))
    assert m and m.group(1) not in ids
    assert NOT_QUITE[lang] in _outputs(ex_cells[1]) and ("Correct" in _outputs(ex_cells[3])
                                                         or "正确" in _outputs(ex_cells[3]))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_hands_are_pictures_an_untrusted_notebook_keeps(ruleset, lang):
    # JupyterLab's sanitiser strips inline <svg> from an untrusted notebook's outputs but keeps <img> with a
    # data: source: every question's stored HTML draws its tiles that way
    cells = [c for c in _cells(NOTEBOOKS[ruleset], lang) if c["cell_type"] == "code"]
    for c in cells:
        if re.fullmatch(r'bank\["[a-z]{2}-\d+"\]\.show\(\)', _src(c)):
            h = "".join("".join(o.get("data", {}).get("text/html", "")) for o in c.get("outputs", []))
            assert "<img class='mj-tile" in h and "data:image/svg+xml;base64," in h and "<svg" not in h


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", list(NOTEBOOKS))
def test_notebook_lists_the_current_bank_and_has_a_practice_cell(ruleset, lang):
    code = [c for c in _cells(NOTEBOOKS[ruleset], lang) if c["cell_type"] == "code"]
    assert " ".join(load(ruleset).ids()) in _outputs(code[0]), "rebuild: scripts/notebooks/build.py 10 11 12"
    prac = [c for c in code if _src(c).startswith(f'practice("{ruleset}")')]
    assert prac and "Practice(" in _outputs(prac[0])


def test_the_check_helper_would_catch_a_stored_verdict():
    # the spoiler test is not vacuous: a stored right answer's feedback carries one of the words
    ex = load("mawan", "mw-18")
    fb = ex.check(ex.answer())
    assert any(w in str(fb) for w in _spoiler_words())
    assert any(w in str(ex.hint(1)) for w in _spoiler_words())
    assert any(w in str(ex.solution()) for w in _spoiler_words())
