"""The stored exercise banks (mjlearn/data/exercises/*.json) against the library and the spec.

* every stored expected answer equals what the library computes NOW (spec product.md § Exercises);
* every answer worked out by hand from the spec (``hand_check``) agrees with the stored answer, so a
  library bug cannot slip into the bank silently (the build refuses to store a disagreeing answer);
* each bank has ≥ 20 exercises across the kinds, each with question, hint (zh + en) and spec ids.
"""
from __future__ import annotations

import json

import pytest

from mjlearn.exercises import KINDS, load
from mjlearn.exercises.bank import data_path, read_data
from mjlearn.exercises.compute import compute_expected


def _build_script():
    """The maintainer script ``scripts/build_exercises.py`` (not part of the package) as a module."""
    import importlib.util
    import pathlib
    path = pathlib.Path(__file__).resolve().parent.parent / "scripts" / "build_exercises.py"
    spec = importlib.util.spec_from_file_location("build_exercises", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_BUILD = _build_script()
build_one, disagreement = _BUILD.build_one, _BUILD.disagreement

RULESETS = ("mawan", "huilai", "jinzhou")


def _entries():
    for rs in RULESETS:
        for d in read_data(rs)["exercises"]:
            yield pytest.param(rs, d, id=d["id"])


@pytest.mark.parametrize("ruleset,entry", list(_entries()))
def test_stored_answer_equals_library_now(ruleset, entry):
    now = compute_expected(entry["kind"], ruleset, entry["hand"], entry.get("context"), entry.get("options") or None)
    if entry.get("library_disagrees"):
        # not stored on purpose: the library must still disagree with the hand-worked answer, else rebuild
        assert entry["expected"] is None
        assert disagreement(entry["hand_check"], now), f"{entry['id']}: the library now agrees: rebuild the bank"
        return
    assert entry["expected"] == now, (f"{entry['id']}: stored {entry['expected']} but the library computes {now}; "
                                      f"run python scripts/build_exercises.py and check the change")


@pytest.mark.parametrize("ruleset,entry", [p for p in _entries() if p.values[1].get("hand_check")])
def test_hand_worked_answers_agree_with_the_bank(ruleset, entry):
    hc = entry["hand_check"]
    assert hc.get("arithmetic"), f"{entry['id']}: a hand check must show its arithmetic"
    assert entry["expected"] is not None, f"{entry['id']}: library disagrees with the spec: {entry.get('library_disagrees')}"
    assert not disagreement(hc, entry["expected"])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_bank_size_kinds_and_texts(ruleset):
    data = read_data(ruleset)
    exs = data["exercises"]
    assert len(exs) >= 20
    ids = [d["id"] for d in exs]
    assert len(set(ids)) == len(ids), "exercise ids must be unique"
    assert {d["kind"] for d in exs} == set(KINDS), "every question kind is in every bank"
    for d in exs:
        assert d["ruleset"] == ruleset
        assert {"id", "ruleset", "kind", "hand", "context", "options", "question", "hint", "practises",
                "expected"} <= set(d)
        for field in ("question", "hint"):
            assert d[field]["zh"].strip() and d[field]["en"].strip(), f"{d['id']}: {field} needs zh and en"
        assert d["practises"], f"{d['id']}: cite the spec ids it practises"
    assert len(load(ruleset)) == len(exs) - sum(1 for d in exs if d["expected"] is None)


def test_hand_checked_sample_covers_every_scoring_kind():
    for rs in RULESETS:
        kinds = {d["kind"] for d in read_data(rs)["exercises"] if d.get("hand_check")}
        assert {"items", "total", "payments"} <= kinds, rs


def test_disagreement_detects_a_wrong_library_value():
    # the guard itself: 70 台 by hand vs 60 from a (hypothetically) wrong library must be caught
    assert disagreement({"total": 70, "unit": "台", "arithmetic": "…"}, {"total": 60, "unit": "台"}) == \
        {"total": {"spec": 70, "library": 60}}
    assert disagreement({"payments": {"E": -4, "S": 12}}, {"payments": {"E": -4.0, "S": 12.0}}) == {}
    assert disagreement({"items": {"MW-B05": 3}}, {"items": {"MW-B05": 2}})


def test_build_check_mode_reports_no_stale_answer():
    for rs in RULESETS:
        before = data_path(rs).read_text(encoding="utf-8")
        problems = build_one(rs, write=False)
        assert data_path(rs).read_text(encoding="utf-8") == before, "--check must not write"
        assert not [p for p in problems if "stored" in p or "refuses" in p], problems


def test_data_files_are_valid_utf8_json_with_chinese_unescaped():
    for rs in RULESETS:
        raw = data_path(rs).read_text(encoding="utf-8")
        json.loads(raw)
        assert "\\u" not in raw  # readable Chinese in the data files
