"""Waits (听牌) and shanten (向听) — spec ``common.md`` § Waits and shanten: live / dead / "any tile"
waits, every form combined, per-ruleset tile sets, shanten incl. the fifth-copy cases."""
from __future__ import annotations

import pytest

from mjlearn import api
from mjlearn.hand import parse_hand
from mjlearn.readings import is_complete_counts, shanten, shape_waits
from mjlearn.rules import get_ruleset
from mjlearn.tiles import counts_of, parse_tiles, tiles_str


def live(text, forms=("standard", "seven_pairs"), **kw):
    return tiles_str(shape_waits(parse_hand(text), forms, **kw).live)


def test_wait_shapes_as_wait_sets():
    assert live("23m456p789s123s11z") == "14m"    # 两面
    assert live("13m456p789s123s11z") == "2m"     # 坎/夹
    assert live("12m456p789s123s11z") == "3m"     # 边
    assert live("123m456p789s123s1z") == "1z"     # 吊/单粘
    assert live("123p456p789s11m22z") == "1m2z"   # 对倒


def test_public_p01_four_identical_as_pair_and_chows():
    # P01: 111 3 4 5 6666 7 88 s waits 2s 5s 7s 8s (by hand: +2s 111 234 567 666 88; +5s 111 345 567 666 88;
    # +7s 111 345 678 678 66; +8s 111 345 666 678 88)
    assert live("1113456666788s") == "2578s"


def test_forms_combined_p06():
    # P06: 445566m 22 7777 9 s.  8s: standard 456m 456m 22s 777s 789s.  9s: seven pairs 44 55 66 22 77 77 99
    # (four 7s = two pairs) — no standard reading.  Waiting on one tile as standard and another as seven pairs.
    h = "445566m2277779s"
    assert live(h, ("standard",)) == "8s"
    assert live(h, ("seven_pairs",)) == "9s"
    assert live(h) == "89s"


def test_seven_pairs_waits():
    assert live("1122m3344p5566s7z") == "7z"
    assert live("1111m2233p4455s6z") == "6z"  # four identical = two pairs, the single is the wait
    # 2233445m 667788p: standard 2m (22 234 345 + 678 678) and 5m (234 234 55 …); seven pairs 5m
    assert live("2233445m667788p", ("standard",)) == "25m"
    assert live("2233445m667788p", ("seven_pairs",)) == "5m"


def test_thirteen_orphans_waits_only_in_huilai():
    assert len(api.waits("19m19p19s1234567z", "huilai")) == 13  # 十三面
    assert api.waits("119m19p19s123456z", "huilai").live == (33,)  # the missing 中
    assert len(api.waits("19m19p19s1234567z", "mawan")) == 0


@pytest.mark.parametrize("text,dead", [
    ("123456789m1111p", "1p"),     # P02: 1p would be a fifth copy
    ("1112223334444z", "4z"),      # P03: honors never form chows
])
def test_dead_waits(text, dead):
    w = shape_waits(parse_hand(text))
    assert w.live == () and tiles_str(w.dead) == dead
    for name in ("mawan", "huilai"):
        aw = api.waits(text, name)
        assert aw.live == () and tiles_str(aw.dead) == dead


def test_dead_counts_declared_sets_too():
    # 1m single wait; the hand holds 1m ×4 (1 concealed + 3 in the declared pung): dead
    h = "1m123p456p789p pon:111m"
    assert tiles_str(shape_waits(parse_hand(h)).dead) == "1m"


def test_any_tile_with_a_ghost():
    # 123m 456p 789s 123s + one ghost (白): any drawn tile pairs with the ghost
    w = shape_waits(parse_hand("123m456p789s123s5z"), ghost_kinds=[31])
    assert w.any_tile and len(w.live) == 34
    aw = api.waits("123m456p789s123s5z", "huilai", {"ghosts": "white"})
    assert aw.any_tile and ("any tile" in str(aw) or "任意" in str(aw))
    # over Jinzhou's 28 kinds: "any tile" means those 28
    jz = get_ruleset("jinzhou").tile_kinds
    w = shape_waits(parse_hand("123m456p789s123s7z"), ghost_kinds=[33], tile_kinds=jz)
    assert w.any_tile and len(w.live) == 28


def test_tile_set_limits_waits():
    jz = get_ruleset("jinzhou").tile_kinds
    assert tiles_str(shape_waits(parse_hand("123m456p789s123s7z"), tile_kinds=jz).live) == "7z"
    assert shape_waits(parse_hand("123m456p789s123s1z"), tile_kinds=jz).live == ()


def test_waits_with_declared_sets():
    assert live("1m chi:123p pon:777z kan:9999s kakan:2222m") == "1m"
    assert live("23m11s chi:123p pon:777z ankan:9999s") == "14m"


def test_wrong_size_has_no_waits():
    assert shape_waits(parse_hand("123m", allow_partial=True)).live == ()


def test_is_complete_counts():
    assert is_complete_counts(counts_of(parse_tiles("123m456p789s123s11z")))
    assert not is_complete_counts(counts_of(parse_tiles("123m456p789s123s12z")))
    assert is_complete_counts(counts_of(parse_tiles("11223344556677z")), ("seven_pairs",))
    assert not is_complete_counts(counts_of(parse_tiles("11223344556677z")), ("standard",))
    assert is_complete_counts(counts_of(parse_tiles("19m19p19s11234567z")), ("thirteen_orphans",))
    assert is_complete_counts(counts_of(parse_tiles("11z")), n_melds=4)
    # 12 real + 2 ghosts = 14: one ghost as 3s (123s), one as 1z (11z)
    assert is_complete_counts(counts_of(parse_tiles("123m456p789s12s1z")), ghosts=2)
    # 11 real + 2 ghosts = 13 ≠ 14: not a complete hand whatever the ghosts are
    assert not is_complete_counts(counts_of(parse_tiles("123m456p789s1s")), ghosts=2)


# --- shanten ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,forms,expected", [
    ("123m456p789s123s1z +1z", ("standard", "seven_pairs"), -1),   # complete
    ("123m456p789s123s1z", ("standard", "seven_pairs"), 0),         # ready, live wait
    ("123456789m1111p", ("standard", "seven_pairs"), 1),            # P02: only a dead wait → 1
    ("1112223334444z", ("standard", "seven_pairs"), 1),             # P03
    # 3 sets + 4 isolated honors: 8 − 2×3 = 2 (e.g. 3z→1z, 4z→2z gives 11z 22z, a shanpon wait)
    ("123456789m1234z", ("standard", "seven_pairs"), 2),
    # 5 pairs + 3 singles: seven pairs 6 − 5 = 1
    ("1122m3344p556s67z", ("standard", "seven_pairs"), 1),
    # 13 orphans, one of each: 0 with thirteen orphans; without it seven pairs 6 − 0 = 6 (standard is 8)
    ("19m19p19s1234567z", ("standard", "seven_pairs", "thirteen_orphans"), 0),
    ("19m19p19s1234567z", ("standard", "seven_pairs"), 6),
])
def test_shanten_values(text, forms, expected):
    assert shanten(parse_hand(text), forms) == expected


def test_shanten_ghost_and_ruleset():
    assert shanten(parse_hand("123m456p789s123s5z"), ghost_kinds=[31]) == 0
    assert shanten(parse_hand("123m456p789s12s5z5z"), ghost_kinds=[31]) == 0  # 12 real + 2 ghosts = 13
    # Jinzhou: shape alone — P06 is ready in shape (8s, 9s) though no wait is a legal Jinzhou win
    assert api.shanten("445566m2277779s", "jinzhou") == 0
    assert api.waits("445566m2277779s", "jinzhou").live == ()
    assert api.shanten("19m19p19s1234567z", "huilai") == 0
    assert api.shanten("19m19p19s1234567z", "mawan") == 6
