"""Jinzhou JZ-A (tile set, claims) and JZ-L (win conditions, waits).  Expected values worked out from
``/work/shared/spec/jinzhou.md`` by hand; each comment gives the reasoning."""
from __future__ import annotations

import pytest
from hands import SEVEN_PAIRS

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules import get_ruleset
from mjlearn.rules.jinzhou import can_rob, resolve_claim
from mjlearn.rules.jinzhou.table import TOTAL_TILES

JZ = "jinzhou"


def keys(texts):
    return [t.key for t in texts]


def W(hand):
    return [mj.tiles.tile_str(k) for k in mj.waits(hand, ruleset=JZ).live]


# ---------------------------------------------------------------- JZ-A1 tile set
def test_A1_112_tiles():
    # 27 suit kinds + 红中, 4 each: 28 × 4 = 112
    assert TOTAL_TILES == 112
    assert len(get_ruleset(JZ).tile_kinds) == 28


@pytest.mark.parametrize("tile", ["1z", "4z", "5z", "6z"])
def test_A1_wind_white_green_rejected_naming_tile_and_ruleset(tile):
    with pytest.raises(MjError) as e:
        mj.score(f"123m456p789s1s pon:{tile[0] * 3}z +1s", JZ)
    msg = str(e.value)
    assert tile in msg and "Jinzhou" in msg and "JZ-A1" in msg


def test_A1_red_dragon_allowed():
    # 红中 (7z) is a Jinzhou tile: a 红中 pung hand scores
    r = mj.score("123m456p789s1s pon:777z +1s", JZ)
    assert r.is_win


# ---------------------------------------------------------------- JZ-A2/A3 claims
def test_A3_win_beats_kong_claim():
    seat, kind, _, _ = resolve_claim("E", "5m", {"W": "kong", "N": "win"})
    assert (seat, kind) == ("N", "win")


def test_A3_kong_claim_when_nobody_wins():
    seat, kind, _, _ = resolve_claim("E", "5m", {"W": "kong", "S": "chi"})
    assert (seat, kind) == ("W", "kong")


def test_A2_chow_only_from_previous_player():
    # E discards: only S (E's 下家) may chow
    assert resolve_claim("E", "5m", {"S": "chi"})[:2] == ("S", "chi")
    with pytest.raises(MjError):
        resolve_claim("E", "5m", {"W": "chi"})


def test_A3_several_wins_first_in_turn_order_with_note():
    seat, kind, _, notes = resolve_claim("S", "5m", {"E": "win", "N": "win"})
    # after S: W, N, E → N comes first
    assert (seat, kind) == ("N", "win") and [n.code for n in notes] == ["JZ-A3"]


# ---------------------------------------------------------------- JZ-A4 robbing
def test_A4_only_added_kong_robbable():
    assert can_rob("kakan")[0] is True
    assert can_rob("ankan")[0] is False
    assert can_rob("kan")[0] is False


def test_A4_rob_kong_win_scores():
    # robbing another player's kakan of 1s; winner holds 23s, no other 1s
    r = mj.score("23s123m456p99s pon:777z +1s", JZ, win_by="rob_kong", discarder="W")
    assert r.is_win and "JZ-M07" in r.codes()
    assert "JZ-A4" in [n.code for n in r.notes]


# ---------------------------------------------------------------- JZ-A5/A6 forms, closed hands
def test_A6_closed_hand_may_win():
    r = mj.score("123m456p789s111s2s +2s", JZ)
    assert r.is_win and "JZ-A6" in [n.code for n in r.notes]


def test_A5_seven_pairs_is_a_form():
    # standard and seven pairs only (no thirteen orphans: there are no winds in Jinzhou anyway)
    assert get_ruleset(JZ).forms == ("standard", "seven_pairs")
    readings = mj.decompose(SEVEN_PAIRS, ruleset=JZ)
    assert [r.form for r in readings] == ["seven_pairs"]


def test_A6_open_hand_wins_too():
    # the same closed hand with the pung claimed (岔) still wins: open or not (开不开门都可以胡)
    r = mj.score("123m456p789s2s pon:111s +2s", JZ)
    assert r.is_win and "JZ-A6" not in [n.code for n in r.notes]


# ---------------------------------------------------------------- JZ-L1 门齐
def test_L1_missing_suit_named():
    # 123m456m789m 555p 11m: no 条 at all
    r = mj.score("23m456m789m555p11m +1m", JZ)
    assert not r.is_win
    assert keys(r.why_not) == ["jz.L1.fail"]
    assert "bamboo" in r.why_not[0].en and "条" in r.why_not[0].zh


def test_L1_one_bamboo_tile_is_enough():
    # narrowly passes: same shape with 11s as pair (the only 条 tiles)
    r = mj.score("123m456m789m555p1s +1s", JZ)
    assert r.is_win and "JZ-L1" in r.codes()


def test_L1_red_dragon_is_not_a_suit():
    # 123m 456m 789m 777z 11p: 红中 does not stand in for 条
    r = mj.score("123m456m789m777z1p +1p", JZ)
    assert "jz.L1.fail" in keys(r.why_not)


# ---------------------------------------------------------------- JZ-L2 幺九
def test_L2_no_yaojiu():
    # 234m 345p 567s 222s 88p: no 1, 9 or 红中 (has 横 222s, all suits)
    r = mj.score("234m345p567s222s8p +8p", JZ)
    assert keys(r.why_not) == ["jz.L2.fail"]


def test_L2_single_nine_is_enough():
    # narrowly passes: 88p → 99p as pair gives one 幺九 kind
    r = mj.score("234m345p567s222s9p +9p", JZ)
    assert r.is_win


def test_L2_red_dragon_stands_for_yaojiu():
    # 234m 345p 567s 777z 88p: only 幺九 is the 红中 pung
    r = mj.score("234m345p567s777z8p +8p", JZ)
    assert r.is_win and "JZ-L2" in r.codes()


# ---------------------------------------------------------------- JZ-L3 横
def test_L3_no_pung():
    # 123m 456p 789s 234s 55s: all suits, 幺九, but no pung and no 红中 pair
    r = mj.score("123m456p789s234s5s +5s", JZ)
    assert keys(r.why_not) == ["jz.L3.fail"]


def test_L3_red_pair_stands_for_pung():
    # same but 77z (红中做掌) as the pair
    r = mj.score("123m456p789s234s7z +7z", JZ)
    assert r.is_win
    l3 = r.item("JZ-L3")
    assert l3 is not None and l3.reason.key == "jz.L3.ok_red"


def test_L3_concealed_pung_completed_by_discard_still_counts():
    # 55m 88p 123s 456s 789s + 5m (discard): 555m is a pung, 横 either way
    r = mj.score("55m88p123s456s789s +5m", JZ, win_by="discard")
    assert r.is_win


# ---------------------------------------------------------------- every failed condition listed
def test_why_not_lists_every_failed_condition():
    # 234m 345m 456m 567m 88m: no 筒/条, no 幺九, no 横
    r = mj.score("234m345m456m567m8m +8m", JZ)
    assert keys(r.why_not) == ["jz.L1.fail", "jz.L2.fail", "jz.L3.fail"]
    assert "dots" in r.why_not[0].en and "bamboo" in r.why_not[0].en
    assert all(not s.legal and s.problems for s in r.readings)


def test_not_a_shape():
    r = mj.score("1357m2468p1357s9s +9p", JZ)
    # no decomposition at all: the forms rule JZ-A5 is named
    assert not r.is_win and keys(r.why_not) == ["notwin.no_shape"] and "JZ-A5" in str(r.why_not[0])


# ---------------------------------------------------------------- JZ-L4 hand size / 手把一
def test_L4_shoubayi_legal_for_danzhan_piao():
    # four pungs declared, 5m single: 单粘飘胡
    r = mj.score("5m pon:222m pon:888p pon:111s pon:999s +5m", JZ)
    assert r.is_win and "JZ-L4" in r.codes() and r.item("JZ-C4") is not None


def test_L4_chow_among_four_declared_sets_illegal():
    r = mj.score("5m chi:234m pon:888p pon:111s pon:999s +5m", JZ)
    assert keys(r.why_not) == ["jz.L4.fail"]


def test_L4_three_declared_sets_fine():
    # narrowly legal: three declared sets (one a chow) leave 4 tiles in hand
    r = mj.score("5m678m chi:234m pon:888p pon:111s +5m", JZ)
    assert r.is_win


# ---------------------------------------------------------------- JZ-L5 seven pairs
def test_L5_seven_pairs_needs_suits_and_yaojiu_not_pung():
    # 11m 99m 22p 55p 33s 77s 44s: all suits, 1m/9m; no pung needed
    r = mj.score(SEVEN_PAIRS, JZ)
    assert r.is_win and r.item("JZ-C4") is not None and "JZ-L5" in r.codes()


def test_L5_seven_pairs_without_yaojiu_illegal():
    # 22m 88m 22p 55p 33s 77s 44s: no 1, 9, 红中
    r = mj.score("2288m2255p33774s +4s", JZ)
    assert keys(r.why_not) == ["jz.L2.fail"]


def test_L5_option_off_drops_conditions():
    r = mj.score("2288m2255p33774s +4s", JZ, options={"qidui_needs_conditions": False})
    assert r.is_win and r.item("JZ-C4") is not None


def test_L5_seven_pairs_missing_suit():
    # 11m 99m 22m 55p 33p 77p 44p: no 条
    r = mj.score("112299m3345577p +4p", JZ)
    assert keys(r.why_not) == ["jz.L1.fail"]


# ---------------------------------------------------------------- waits follow Jinzhou legality
def test_P06_no_jinzhou_waits():
    # public case P06: shape waits 8s, 9s but both lack 筒 (JZ-L1)
    w = mj.waits("445566m2277779s", ruleset=JZ)
    assert list(w.live) == [] and sorted(mj.tiles.tile_str(k) for k in w.illegal) == ["8s", "9s"]


def test_waits_drop_tile_breaking_yaojiu():
    # 23m 345p 567s 555s 66s: shape waits 1m, 4m; 4m leaves no 幺九 → only 1m
    assert W("23m345p567s555s66s") == ["1m"]


def test_waits_spec_example_piao():
    # spec: pon 222m, pon 555p, pon 777s + 1112s waits on 2s and 3s
    assert W("1112s pon:222m pon:555p pon:777s") == ["2s", "3s"]


def test_options_validated():
    with pytest.raises(MjError):
        mj.score(SEVEN_PAIRS, JZ, options={"dead_wall": 10})
    with pytest.raises(MjError):
        mj.score(SEVEN_PAIRS, JZ, options={"qidui_needs_conditions": "yes"})
