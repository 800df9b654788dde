"""The facade ``mjlearn`` (``parse_hand, decompose, decompositions, waits, shanten, score, compare``) —
spec ``product.md`` § Library and ``common.md``; errors per § Errors."""
from __future__ import annotations

import pytest
from hands import BAMBOO_MANY_READINGS, CHOWS_SOUTH_PUNG, WHITE_PUNG_DECLARED

import mjlearn as mj
from mjlearn import api
from mjlearn.errors import MjError
from mjlearn.i18n import plain
from mjlearn.rules import base as rules_base
from mjlearn.rules.base import Ruleset, ScoreResult, Waits
from mjlearn.tiles import tiles_str


def test_parse_hand_and_decompose():
    h = mj.parse_hand(WHITE_PUNG_DECLARED)
    rs = mj.decompose(h, ruleset="mawan")
    # 123m 789m 456p 11s + pon 555z: one decomposition, the 9m in 789m (78 + 9: two-sided)
    assert [r.win_shape for r in rs] == ["two_sided"]
    assert rs[0].groups[0].source == "pon" and rs[0].win_group.compact == "789m"
    assert mj.decompose(str(h)) == rs  # the string form works the same, mawan is the default


def test_decompositions_distinct_partitions():
    # 1122233334444s + 2s: 6 readings, 4 decompositions (3 standard + 1 seven pairs)
    assert len(mj.decompose(BAMBOO_MANY_READINGS, "huilai")) == 6
    ds = mj.decompositions(BAMBOO_MANY_READINGS, "huilai")
    assert len(ds) == 4 and len(set(ds)) == 4
    assert sorted(d.form for d in ds) == ["seven_pairs", "standard", "standard", "standard"]


def test_waits_result():
    w = mj.waits("1113456666788s", ruleset="huilai")
    assert isinstance(w, Waits)
    assert tiles_str(w.live) == "2578s" and len(w) == 4 and list(w) == list(w.live)
    assert str(w) == "2578s"
    assert set(w.live) <= set(w.shape) and w.dead == () and w.illegal == ()


def test_shanten_facade():
    assert mj.shanten("123456789m1111p", ruleset="mawan") == 1  # README: the only finishing tile is dead
    assert mj.shanten("123m456p789s123s1z") == 0
    assert mj.shanten("123m456p789s123s1z +1z") == -1


def test_errors_on_the_wrong_hand_size():
    with pytest.raises(MjError, match="complete hand"):
        mj.decompose("123m456p789s1122z")  # no winning tile
    with pytest.raises(MjError, match="13-tile hand"):
        mj.waits(CHOWS_SOUTH_PUNG)  # a winning tile
    with pytest.raises(MjError, match="complete hand"):
        mj.score("123m456p789s1122z")
    with pytest.raises(MjError, match="unknown ruleset"):
        mj.waits("123m456p789s1122z", "riichi")


def test_ruleset_aliases():
    assert mj.get_ruleset("马湾").name == "mawan" and mj.get_ruleset("惠来").name == "huilai"
    assert mj.get_ruleset(" Jinzhou ").name == "jinzhou"
    assert mj.ruleset_names() == ["mawan", "huilai", "jinzhou"]


def test_score_returns_a_result_for_every_ruleset():
    for name in mj.ruleset_names():
        hand = "123m456p789s1122s +2s"  # Jinzhou tiles only
        r = mj.score(hand, name, win_by="self_draw")
        assert isinstance(r, ScoreResult) and r.ruleset == name
        assert r.status in ("scored", "not_win", "not_implemented")
        if r.status == "scored":
            assert abs(sum(r.payments.values())) < 1e-9  # payments sum to zero
        if r.status == "not_win":
            assert r.why_not


class _Dummy(Ruleset):
    """A ruleset with no scoring: the base class answers "not implemented", never a fake value."""

    name = "dummy_core_test"
    title = plain("测试", "test")
    forms = ("standard",)


@pytest.fixture
def dummy():
    rs = _Dummy()
    rules_base.register_ruleset(rs)
    yield rs
    rules_base._REGISTRY.pop(rs.name, None)


def test_score_not_implemented_cleanly(dummy):
    for ruleset in (dummy, "dummy_core_test"):
        r = mj.score(CHOWS_SOUTH_PUNG, ruleset, win_by="self_draw")
        assert r.status == "not_implemented" and not r.is_win
        assert r.total == 0 and r.items == [] and r.payments == {}
        assert r.why_not and str(r.why_not[0])
    # shape functions still work for such a ruleset
    assert tiles_str(mj.waits("123m456p789s1122z", dummy).live) == "12z"
    assert len(mj.decompose(CHOWS_SOUTH_PUNG, dummy)) == 1


def test_compare_three_rulesets():
    out = mj.compare(CHOWS_SOUTH_PUNG, win_by="self_draw")
    assert list(out) == ["mawan", "huilai", "jinzhou"]
    # Jinzhou has no winds: its entry is the MjError naming the tile and the ruleset, not an exception
    assert isinstance(out["jinzhou"], MjError) and "1z" in str(out["jinzhou"]) and "Jinzhou" in str(out["jinzhou"])  # as the learner reads it, not the id
    for name in ("mawan", "huilai"):
        assert isinstance(out[name], ScoreResult)
    # a hand bad for every ruleset: each entry holds the MjError (compare never raises per ruleset)
    bad = mj.compare("11111m234p567s789s")
    assert all(isinstance(e, MjError) and "only 4" in str(e) for e in bad.values())


def test_public_names_exported():
    for name in ("parse_hand", "decompose", "decompositions", "waits", "shanten", "score", "compare", "MjError",
                 "Hand", "Meld", "Reading", "Decomposition", "Group", "make_context", "parse_tiles", "tiles_str"):
        assert hasattr(mj, name), name
    assert api.decompose is mj.decompose
