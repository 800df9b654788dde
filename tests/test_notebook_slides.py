"""The tutorials 03–09 are slide decks for JupyterLab RISE: slide metadata from the notebook sources' ``deck=True``
(``scripts/notebooks/_nb.py``), one slide per section, speaker notes for the rule families, the explorer on its
own slide in notebook 04.  The browser side (RISE opens the deck) is ``tests/test_browser_slides.py``."""
from __future__ import annotations

import json
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts" / "notebooks"))
DECKS = ["03_mawan", "04_huilai", "05_jinzhou", "06_compare_rulesets", "07_table_procedures", "08_what_to_discard",
         "09_play_a_hand"]


def _cells(name: str, lang: str) -> list[dict]:
    return json.loads((ROOT / "notebooks" / lang / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]


def _type(cell: dict) -> str | None:
    return cell["metadata"].get("slideshow", {}).get("slide_type")


def test_deck_slide_types():
    from _nb import code, deck_slide, md
    assert deck_slide(md(both="# Title\n\ntext")) == "slide"
    assert deck_slide(md(both="## 2. Patterns (HL-P)")) == "slide"
    assert deck_slide(md(both="### Exclusions (HL-N)")) == "subslide"
    assert deck_slide(md(both="Some prose after a heading")) == "-"
    assert deck_slide(code("x = 1")) == "-"


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", DECKS)
def test_every_tutorial_is_a_deck(name, lang):
    cells = _cells(name, lang)
    assert all(_type(c) is not None for c in cells), "a cell without slide metadata"
    assert _type(cells[0]) == "slide"
    for c in cells:
        first = "".join(c["source"]).lstrip().split("\n", 1)[0]
        if c["cell_type"] == "markdown" and first.startswith("## "):
            assert _type(c) == "slide", first
    assert sum(_type(c) == "slide" for c in cells) >= 4  # one idea per slide, not one long slide


@pytest.mark.parametrize("name", ["03_mawan", "04_huilai", "05_jinzhou", "07_table_procedures"])
def test_the_rule_slides_carry_speaker_notes_from_the_librarys_interpretation_notes(name):
    from mjlearn.i18n import catalogue
    notes_en = ["".join(c["source"]) for c in _cells(name, "en") if _type(c) == "notes"]
    notes_zh = ["".join(c["source"]) for c in _cells(name, "zh") if _type(c) == "notes"]
    assert notes_en and len(notes_en) == len(notes_zh)
    assert all(n.startswith("**Speaker notes**") for n in notes_en) and all(n.startswith("**讲解要点**") for n in notes_zh)
    if name == "04_huilai":  # HL-P03: the rule text's 单一条/筒 leaves out 万 — the library's note, word for word
        import mjlearn.rules.huilai  # noqa: F401 - registers the Huilai texts (the catalogue fills as rulesets load)
        note = str(catalogue()["hl.note.P03"][1])
        assert any(note in n for n in notes_en), note


def test_notebook_04_has_the_explorer_on_its_own_slide():
    cells = _cells("04_huilai", "en")
    i = next(k for k, c in enumerate(cells) if c["cell_type"] == "code" and "mj.Explorer(" in "".join(c["source"]))
    j = max(k for k in range(i) if _type(cells[k]) in ("slide", "subslide"))
    assert "explorer" in "".join(cells[j]["source"]).lower() and _type(cells[i]) == "-"
