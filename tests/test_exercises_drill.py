"""Seeded drills (spec product.md § Exercises: "Random drill generator (seeded) producing fresh hands of a
requested kind"): deterministic, and what was asked for."""
from __future__ import annotations

import pytest

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.exercises import KINDS, Exercise, drill


@pytest.mark.parametrize("ruleset", ["mawan", "huilai", "jinzhou"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_drills_and_its_own_answer_checks(ruleset, kind):
    ex = drill(ruleset, kind, seed=5)
    assert isinstance(ex, Exercise) and ex.kind == kind and ex.ruleset == ruleset
    assert ex.expected == ex.compute()  # the stored answer is the library's
    assert ex.check(ex.answer())
    h = mj.parse_hand(ex.hand)
    assert (h.win_tile is None) == (kind == "waits")


def test_same_seed_same_exercise_other_seed_other_hand():
    a = drill("mawan", "waits", seed=11)
    b = drill("mawan", "waits", seed=11)
    assert (a.hand, a.context, a.expected) == (b.hand, b.context, b.expected)
    hands = {drill("mawan", "waits", seed=s).hand for s in range(6)}
    assert len(hands) >= 5  # fresh hands


def test_mawan_hand_with_yun():
    for seed in range(3):
        ex = drill("mawan", "items", seed=seed, must_have="MW-B14")
        res = ex.result()
        assert "MW-B14" in res.codes()
        # 晕 needs a dragon or wind pung/kong (MW-B14, MW-Y): check the hand itself
        tiles = mj.parse_hand(ex.hand).counts()
        assert any(tiles[k] >= 3 for k in range(27, 34))


def test_jinzhou_class_two():
    ex = drill("jinzhou", "total", seed=1, cls="JZ-C2")
    res = ex.result()
    assert res.status == "scored" and "JZ-C2" in res.codes()
    # 二类 needs a single live wait (JZ-C2): check it on the hand before the win
    h = mj.parse_hand(ex.hand)
    assert len(mj.waits(h.without_win(), "jinzhou").live) == 1


def test_waits_drill_min_waits_and_is_win_drill_not_win():
    ex = drill("huilai", "waits", seed=2, min_waits=3)
    assert len(mj.waits(ex.hand, "huilai").live) >= 3
    ex = drill("mawan", "is_win", seed=2, win=False)
    assert ex.expected["win"] is False and mj.score(ex.hand, "mawan", ex.context).status == "not_win"


def test_seven_pairs_and_context_requests():
    ex = drill("mawan", "items", seed=0, form="seven_pairs", win_by="self_draw")
    assert ex.context["win_by"] == "self_draw"
    assert any(r.form == "seven_pairs" for r in mj.decompose(ex.hand, "mawan"))


def test_decompositions_drill_min_decompositions():
    ex = drill("jinzhou", "decompositions", seed=0, min_decompositions=2)
    assert len(ex.expected["decompositions"]) >= 2
    assert ex.context == {}


def test_errors_are_clear():
    with pytest.raises(MjError, match="unknown exercise kind"):
        drill("mawan", "riddle")
    with pytest.raises(MjError, match="unknown drill request"):
        drill("mawan", "items", colour="red")
    with pytest.raises(MjError, match="could not deal a Mawan 'items' hand with must_have='MW-X13'"):
        drill("mawan", "items", seed=0, max_tries=5, must_have="MW-X13")  # 大四喜-type hands are rare
    with pytest.raises(MjError):
        drill("riichi", "waits")


def test_drill_hint_points_at_the_requested_item_without_naming_the_answer():
    # the drill scores 摸 MW-B01, 晕 MW-B14 (a dragon pung: 2 张) and 五门全 MW-X56: level 2 gives the number
    # and families, level 3 the tiles that decide each (the 晕's pung), neither the codes
    ex = drill("mawan", "items", seed=0, must_have="MW-B14")
    assert set(ex.expected["items"]) == {"MW-B01", "MW-B14", "MW-X56"}
    assert "3 item(s)" in str(ex.hint(2)) and "晕" in str(ex.hint(3))
    assert not [c for c in ex.expected["items"] if c in str(ex.hint(2)) + str(ex.hint(3))]
    assert str(drill("huilai", "waits", seed=0).hint())


def test_any_tile_waits_with_ghosts():
    # Huilai 红中做鬼 (HL-O04): 123m 456m 789m + 1p + three ghosts: 1p + 2 ghosts make a set, the last ghost pairs any tile
    from mjlearn.exercises import compute_expected
    from mjlearn.exercises.exercise import Exercise
    from mjlearn.i18n import plain
    exp = compute_expected("waits", "huilai", "123m456m789m1p777z", {}, {"ghosts": "red"})
    assert exp["any_tile"] is True
    ex = Exercise("t-any", "huilai", "waits", "123m456m789m1p777z", plain("q"), plain("h"), exp,
                  options={"ghosts": "red"})
    assert ex.check("any") and ex.check("任意牌") and ex.answer() == "any"
    from mjlearn.exercises import load
    fb = load("huilai", "hl-04").check("any")  # P01 waits 2s 5s 7s 8s only
    assert not fb and "not every tile completes this hand" in str(fb) and "2s" not in str(fb)


def test_a_wait_on_every_kind_is_said_as_any_tile_never_listed():
    # common.md § Waits: "any tile" said plainly, not 33 kinds.  hl-26 (123m 456m 789m 1p + three 红中 ghosts)
    # waits on all 34 kinds; after the three hints a wrong list is answered with "any tile", not the missing ones
    from mjlearn.exercises import load
    ex = load("huilai", "hl-26")
    for _ in range(3):
        ex.hint()
    fb = ex.check("1m 2m")
    assert "any tile completes this hand" in fb.lines[0].en and "任何一张牌都能胡" in fb.lines[0].zh
    assert "3m" not in str(fb) and "9s" not in str(fb)
    assert ex.check("任何一张")  # the words of the feedback are an answer too
    # every kind but one held four times: 1111m 23456m 1p + 红中×3 (1p + two ghosts a set, the last ghost a
    # single wait on anything; 1m has no copy left, a dead wait) — 33 kinds, said as "any tile except 1m"
    from mjlearn.exercises import compute_expected
    from mjlearn.exercises.exercise import Exercise
    from mjlearn.i18n import plain
    hand, opts = "1111m23456m1p777z", {"ghosts": "red"}
    exp = compute_expected("waits", "huilai", hand, {}, opts)
    assert len(exp["waits"]) == 33 and exp["dead"] == ["1m"] and not exp.get("any_tile")
    ex = Exercise("t-all-but", "huilai", "waits", hand, plain("q"), plain("h"), exp, options=opts)
    first = ex.check("2m 3m")
    assert "many more tiles" in str(first) and "1m" not in str(first)  # level 1: no tile named
    for _ in range(3):
        ex.hint()
    fb = ex.check("2m 3m")
    assert "any tile completes this hand except 1m" in str(fb) and "一万" in fb.lines[0].zh and "4p" not in str(fb)
    assert not ex.check("any") and "except 1m" in str(ex.check("any"))
    assert "1m" in str(ex.solution()) and "except" in str(ex.solution())
    # narrowly not: a ghost hand with a long but partial wait set is listed as before
    hand = "1111m23455m1p777z"  # 10 kinds
    exp = compute_expected("waits", "huilai", hand, {}, opts)
    ex = Exercise("t-partial", "huilai", "waits", hand, plain("q"), plain("h"), exp, options=opts)
    for _ in range(3):
        ex.hint()
    assert "the missing waits" in str(ex.check("2m"))


def test_a_ghost_hands_decompositions_are_shown_with_the_ghosts_marked():
    # common.md § Ghost tiles: every reading a learner sees marks its ghosts.  123m 456m 789m 22p 3p + 红中 +
    # the winning 红中 (two ghosts): reading 22p as the pair leaves 3p + two ghosts, so 234p's 2p and 4p are
    # the ghosts; reading 22p as one real 2p + a ghost, 123p takes the other real 2p, the 3p and a ghost 1p
    from mjlearn.exercises import compute_expected
    from mjlearn.exercises.exercise import Exercise
    from mjlearn.i18n import plain
    hand, opts = "123m456m789m22p3p7z +7z", {"ghosts": "red"}
    exp = compute_expected("decompositions", "huilai", hand, {}, opts)
    assert ["123m", "22p", "234p", "456m", "789m"] in exp["decompositions"]
    ex = Exercise("t-ghost-decs", "huilai", "decompositions", hand, plain("q"), plain("h"), exp, options=opts)
    sol = ex.solution().lines[0]
    assert "234p (ghost as 2p 4p)" in sol.en and "二三四筒（鬼牌当二筒、四筒）" in sol.zh
    assert "123p (ghost as 1p) 22p (ghost as 2p)" in sol.en
    for _ in range(3):
        ex.hint()
    fb = ex.check("123m 456m 789m 22p 123p")
    assert "missing decomposition: 123m 22p 234p (ghost as 2p 4p) 456m 789m" in str(fb)
    # narrowly not: a hand without ghosts reads as before, nothing marked
    from mjlearn.exercises import load
    plain_ex = load("mawan", "mw-01")
    assert "ghost" not in str(plain_ex.solution()) and "鬼" not in str(plain_ex.solution())
