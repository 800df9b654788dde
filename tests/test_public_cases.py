"""Every hard case of ``shared/cases/public_cases.json`` (copied to ``tests/data/public_cases.json``), for
every ruleset it names: decompositions, waits (live and dead), shanten, win / no win, ghost readings and
errors.  Spec ``common.md`` § Decompositions, § Ghost tiles, § Waits and shanten, § Errors."""
from __future__ import annotations

import json
import os

import pytest
from support import DATA, ROOT

from mjlearn import api
from mjlearn.errors import MjError
from mjlearn.hand import parse_hand
from mjlearn.readings import readings
from mjlearn.rules import ruleset_names
from mjlearn.tiles import parse_tile, tile_str

CASES_PATH = os.path.join(DATA, "public_cases.json")
ORIGINAL = os.path.join(os.path.dirname(ROOT), "shared", "cases", "public_cases.json")

with open(CASES_PATH, encoding="utf-8") as f:
    CASES = json.load(f)["cases"]


def _hand_text(case):
    return case["concealed"] + (f" +{case['win']}" if "win" in case else "")


def _rulesets(case):
    names = case.get("rulesets")
    if names is None and isinstance(case["expect"].get("waits"), dict):
        names = list(case["expect"]["waits"])
    return names or ruleset_names()


PARAMS = [pytest.param(c, r, id=f"{c['id']}-{r}") for c in CASES for r in _rulesets(c)]


def test_copy_matches_shared_original():
    if not os.path.exists(ORIGINAL):
        pytest.skip("shared/cases is not in this checkout; the copy in tests/data is tested alone")
    with open(ORIGINAL, encoding="utf-8") as f:
        assert json.load(f) == json.load(open(CASES_PATH, encoding="utf-8"))


def test_every_case_is_parametrised():
    ids = {c["id"] for c in CASES}
    assert ids == {f"P{i:02d}" for i in range(1, 11)}
    assert len(PARAMS) >= len(CASES)


def _groups(reading_or_dec):
    return sorted(g.compact for g in reading_or_dec.groups)


@pytest.mark.parametrize("case,ruleset", PARAMS)
def test_public_case(case, ruleset):
    exp = case["expect"]
    text = _hand_text(case)
    opts = case.get("options")
    if exp.get("error"):
        with pytest.raises(MjError):
            parse_hand(text)
        with pytest.raises(MjError):
            api.shanten(text, ruleset, opts)
        return
    checked = 0
    if "waits" in exp:
        want = exp["waits"][ruleset] if isinstance(exp["waits"], dict) else exp["waits"]
        w = api.waits(text, ruleset, opts)
        assert [tile_str(k) for k in w.live] == want
        checked += 1
    if "dead_waits" in exp:
        assert [tile_str(k) for k in api.waits(text, ruleset, opts).dead] == exp["dead_waits"]
        checked += 1
    if "shanten" in exp:
        assert api.shanten(text, ruleset, opts) == exp["shanten"]
        checked += 1
    if "win" in exp:
        rs = api.decompose(text, ruleset, opts)
        assert bool(rs) == exp["win"]
        checked += 1
        if "standard_decompositions" in exp:
            got = sorted({tuple(_groups(r.decomposition)) for r in rs if r.form == "standard"})
            assert got == sorted(tuple(sorted(d)) for d in exp["standard_decompositions"])
        if "seven_pairs_decompositions" in exp:
            assert len({r.decomposition for r in rs if r.form == "seven_pairs"}) == exp["seven_pairs_decompositions"]
        if "readings" in exp:
            assert len(rs) == exp["readings"]
        if "ghost_stands_for" in exp:
            for r in rs:
                assert [tile_str(k) for k in r.decomposition.ghost_map] == exp["ghost_stands_for"]
    assert checked, f"case {case['id']} checked nothing"


def test_p08_through_readings_with_ghost_6p():
    # P08 with the ghost given directly: 翻鬼 indicator 5p → ghost kind 6p (HL-G: the next kind)
    case = next(c for c in CASES if c["id"] == "P08")
    rs = readings(parse_hand(_hand_text(case)), ("standard", "seven_pairs", "thirteen_orphans"), [parse_tile("6p")])
    assert len(rs) == case["expect"]["readings"]
    assert [tile_str(k) for k in rs[0].decomposition.ghost_map] == case["expect"]["ghost_stands_for"]
