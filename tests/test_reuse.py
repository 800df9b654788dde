"""Work reused across readings and waits stays exact (ghost hands stay interactive).

* Huilai's wild-group choice is found once per class signature and replayed: replaying must give the same
  evaluation as the full search (caches emptied before every call).
* A ruleset without legality hooks takes every shape wait as legal without building readings: the same
  waits as the reading-by-reading check.
* ``ReadingScore`` builds its items and label on first access, once, and compares like the dataclass it was.
* At most ``READINGS_LIMIT`` readings are drawn, the scored one always, with a line saying how many more.
"""
from __future__ import annotations

import random

import pytest
from hands import CHOWS_SOUTH_PUNG

import mjlearn as mj
from mjlearn.hand import parse_hand
from mjlearn.i18n import plain
from mjlearn.readings import decompose
from mjlearn.render import html as H
from mjlearn.render import result as R
from mjlearn.rules.base import Item, ReadingScore, Ruleset, Waits
from mjlearn.rules.huilai import patterns

HL_FORMS = ("standard", "seven_pairs", "thirteen_orphans")


def _ghost_hands(n: int, seed: int):
    """Complete 14-tile hands built from a random hand with ``g`` tiles turned into ghosts 5z/6z."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        g = rng.choice((1, 2, 3, 4, 5, 6, 8))
        wall = [k for k in range(31) for _ in range(4)]
        rng.shuffle(wall)
        real = sorted(wall[: 14 - g])
        ghosts = [31] * min(g, 4) + [32] * max(0, g - 4)
        tiles = real + ghosts
        win = tiles.pop(rng.randrange(len(tiles)))
        from mjlearn.tiles import tile_str, tiles_str
        h = parse_hand(f"{tiles_str(sorted(tiles))} +{tile_str(win)}")
        if decompose(h, HL_FORMS, (31, 32)):
            out.append(h)
    return out


@pytest.mark.parametrize("stacking,cap", [("multiply", None), ("add", None), ("multiply", 10)])
def test_replayed_wild_choice_equals_full_search(stacking, cap):
    checked = 0
    for h in _ghost_hands(40, 11 + len(stacking) + (cap or 0)):
        for d in decompose(h, HL_FORMS, (31, 32)):
            warm = patterns.resolve_wild(d, stacking, cap, False)
            patterns.clear_caches()
            cold = patterns.resolve_wild(d, stacking, cap, False)
            assert warm == cold, (str(h), str(d))
            checked += 1
    assert checked > 200  # the hands do reach many ghost decompositions


def test_replay_across_hands_with_one_signature():
    # Two hands whose decompositions share a class signature (a terminal pung of 万, a simple pair of 筒,
    # a simple pung and a chow of 条, one wild set) but not their kinds: the choice found for the first is
    # replayed for the second and must equal the second's own full search.
    def wild_dec(text):
        return next(d for d in decompose(parse_hand(text), HL_FORMS, (31, 32))
                    if d.wild_groups and d.form == "standard" and not any(g.ghosts for g in d.groups))
    a, b = wild_dec("111m55p555s789s66z +5z"), wild_dec("999m55p555s789s66z +5z")
    patterns.clear_caches()
    first = patterns.resolve_wild(a, "multiply", None, False)
    replayed = patterns.resolve_wild(b, "multiply", None, False)
    assert len(patterns._CHOICE_CACHE) == 1  # the second one was a replay
    patterns.clear_caches()
    assert replayed == patterns.resolve_wild(b, "multiply", None, False)
    assert first.raw == replayed.raw and first.groups != replayed.groups


class _Plain(Ruleset):
    name = "_plain_test"
    forms = ("standard", "seven_pairs")


@pytest.mark.parametrize("text", ["1112345678999m", "123456789m1123p", "1133557799m113p", "44447777z123m45p",
                                  "123m456p789s1122z"])
def test_waits_without_legality_hooks_equal_the_reading_check(text):
    rs = _Plain()
    h = parse_hand(text)
    fast = rs.waits(h, {})
    legal = tuple(k for k in fast.shape if rs.is_legal_shape_win(h.with_win(k), {}))
    assert fast.live == legal and fast.illegal == ()
    assert isinstance(fast, Waits)


def test_reading_score_builds_items_once_on_first_access():
    calls = []

    def make():
        calls.append(1)
        return [Item("X-1", plain("x"), 1, "台", plain("why"))]

    rsc = ReadingScore(None, make, 3, label=lambda: plain("label"))
    assert calls == []
    assert [i.code for i in rsc.items] == ["X-1"] and rsc.items is rsc.items
    assert calls == [1]
    assert str(rsc.label) == str(plain("label"))
    eager = ReadingScore(None, [Item("X-1", plain("x"), 1, "台", plain("why"))], 3, label=plain("label"))
    assert rsc == eager and rsc != ReadingScore(None, [], 3)
    assert [i.code for i in rsc.counted] == ["X-1"] and rsc.excluded == []


def test_huilai_readings_of_a_ghost_hand_have_their_texts():
    r = mj.score("44447777z123m45p +6p", "huilai", {"win_by": "self_draw"}, {"ghosts": "double", "indicator": "3z"})
    assert r.status == "scored" and len(r.readings) > 1
    for rsc in r.readings[:5]:
        assert rsc.items and all(i.code.startswith("HL-") for i in rsc.items)
    assert r.items[: len(r.readings[r.best].items)] == r.readings[r.best].items


def test_readings_view_is_bounded_and_keeps_the_scored_reading():
    r = mj.score("44447777z123m45p +6p", "huilai", {"win_by": "self_draw"}, {"ghosts": "double", "indicator": "3z"})
    n = len(r.readings)
    assert n > H.READINGS_LIMIT
    html = R.result_readings_html(r, css=False)
    drawn = html.count('<div class="mj-view mj-reading ')
    expect = H.READINGS_LIMIT + (1 if r.best >= H.READINGS_LIMIT else 0)
    assert drawn == expect
    assert "mj-best" in html
    assert str(n - expect) in html and "mj-more-readings" in html
    assert R.result_readings_html(r, css=False, limit=None).count('<div class="mj-view mj-reading ') == n
    small = mj.score(CHOWS_SOUTH_PUNG, "mawan", win_by="self_draw")
    assert "mj-more-readings" not in R.result_readings_html(small)
