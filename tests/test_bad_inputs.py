"""Bad-input corpus and fuzzing — spec ``common.md`` § Errors, ``product.md`` § Reliability.

Every entry of ``tests/data/bad_inputs.json`` (malformed notation, fifth copies, wrong counts, illegal sets,
tiles outside a ruleset, bad Huilai ghost options, contradictory context) raises :class:`MjError` — never
anything else — whose message names the problem.  Hypothesis fuzzing: garbage text to ``parse_hand`` and
random tile multisets to the facade raise only ``MjError`` or succeed, and return.
"""
from __future__ import annotations

import json
import os

import pytest
from conftest import DATA
from hypothesis import given, settings
from hypothesis import strategies as st

from mjlearn import api
from mjlearn.context import check_context_against_hand, make_context
from mjlearn.errors import MjError
from mjlearn.hand import parse_hand
from mjlearn.tiles import parse_tiles, tiles_str

with open(os.path.join(DATA, "bad_inputs.json"), encoding="utf-8") as f:
    ENTRIES = json.load(f)["entries"]


def _call(entry):
    a = entry["args"]
    c = entry["call"]
    if c == "parse_hand":
        return parse_hand(a["text"])
    if c == "parse_tiles":
        return parse_tiles(a["text"])
    if c in ("waits", "decompose", "shanten"):
        return getattr(api, c)(a["hand"], a["ruleset"], a.get("options"))
    if c == "score":
        return api.score(a["hand"], a["ruleset"], a.get("context"), a.get("options"))
    if c == "Hand":
        from mjlearn.hand import Hand
        return Hand(tuple(a["concealed"]), a.get("melds", ()), a.get("win_tile"))
    if c == "tiles_str":
        return tiles_str(a["kinds"])
    if c == "compare":
        return api.compare(a["hand"], a.get("context"), a.get("options"))
    if c == "score_kw":
        return api.score(a["hand"], a["ruleset"], a.get("context"), a.get("options"), **a["kw"])
    if c == "compare_kw":
        return api.compare(a["hand"], a.get("context"), **a["kw"])
    if c == "make_context":
        return make_context(**a["kwargs"])
    if c == "check_context":
        return check_context_against_hand(parse_hand(a["hand"]), make_context(a["context"]))
    raise AssertionError(f"unknown call {c}")


def test_corpus_covers_every_category():
    ids = {e["id"][:2] for e in ENTRIES}
    assert {"B0", "B2", "B3", "B4", "B5", "B6", "B7"} <= ids
    assert len(ENTRIES) >= 50 and len({e["id"] for e in ENTRIES}) == len(ENTRIES)


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["id"] for e in ENTRIES])
def test_bad_input_raises_mjerror_naming_the_problem(entry):
    try:
        _call(entry)
    except MjError as e:
        msg = str(e)
        assert entry["fragment"].lower() in msg.lower(), (entry["id"], msg)
        assert isinstance(e, ValueError) and e.what  # one library type, a ValueError, with a description
        return
    except Exception as e:  # noqa: BLE001 - anything else is the failure this test exists for
        pytest.fail(f"{entry['id']}: raised {type(e).__name__}: {e} instead of MjError")
    pytest.fail(f"{entry['id']} ({entry['why']}): no error raised")


NOTATION_CHARS = "0123456789mpsz+:， 、;吃碰杠暗加明一二三四五六七八九十万筒饼条东南西北中发白板红财风ponkachix\t\n-"


@pytest.mark.timeout(120)
@settings(max_examples=400)
@given(st.one_of(st.text(alphabet=NOTATION_CHARS, max_size=60), st.text(max_size=40)))
def test_fuzz_parse_hand_only_mjerror(text):
    for partial in (False, True):
        try:
            h = parse_hand(text, allow_partial=partial)
        except MjError:
            continue
        assert parse_hand(str(h), allow_partial=partial) == h  # anything accepted round-trips


@pytest.mark.timeout(120)
@settings(max_examples=120)
@given(st.lists(st.integers(0, 33), min_size=0, max_size=16), st.sampled_from(["mawan", "huilai", "jinzhou"]),
       st.sampled_from(["", " +1m", " +5z", " +7z"]),
       st.sampled_from([None, {"ghosts": "white"}, {"ghosts": "flip", "indicator": "9p"}]))
def test_fuzz_facade_only_mjerror(kinds, ruleset, win, options):
    text = tiles_str(kinds) + win
    opts = options if ruleset == "huilai" else None
    for fn in (api.waits, api.shanten, api.decompose):
        try:
            fn(text, ruleset, opts)
        except MjError:
            pass


_junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.text(max_size=6),
                  st.lists(st.integers(-2, 36), max_size=3), st.floats(allow_nan=False, width=16))


@pytest.mark.timeout(120)
@settings(max_examples=300)
@given(st.dictionaries(st.sampled_from(["win_by", "seat", "dealer", "round_wind", "discarder", "seen", "last_tile",
                                        "kong_replacement", "first_turn", "first_discard", "liable", "nonsense"]),
                       st.one_of(_junk, st.lists(st.tuples(_junk, _junk), max_size=3),
                                 st.dictionaries(st.text(max_size=3), _junk, max_size=2)), max_size=4))
def test_fuzz_context_only_mjerror(kw):
    try:
        ctx = make_context(kw)
    except MjError:
        return
    try:
        check_context_against_hand(parse_hand("123m456p789s1122z +2z"), ctx)
    except MjError:
        pass


@pytest.mark.timeout(120)
@settings(max_examples=200)
@given(st.lists(st.integers(-3, 40), max_size=15), st.one_of(st.none(), st.integers(-3, 40)))
def test_fuzz_hand_objects_only_mjerror(kinds, win):
    from mjlearn.hand import Hand
    try:
        h = Hand(tuple(kinds), (), win)
    except MjError:
        return
    for fn in (api.waits, api.shanten, api.decompose):
        try:
            fn(h, "mawan")
        except MjError:
            pass
