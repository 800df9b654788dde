"""Huilai patterns HL-P01…P14, exclusions HL-N, stacking HL-S, cap HL-O01, ghosts HL-O04…O07 / HL-G.

Every expected value is worked out by hand from spec ``huilai.md`` (arithmetic in the comments).
Hand strings: concealed tiles + declared sets (3 each) = 13, then ``+`` the winning tile.
"""
import pytest
from hands import ALL_HONORS, ALL_PUNGS, CHICKEN, CHOWS_SOUTH_PUNG

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules.huilai import HUILAI
from mjlearn.rules.huilai.ghosts import next_kind
from mjlearn.tiles import parse_tile, tile_str


def sc(hand, options=None, **ctx):
    return mj.score(hand, "huilai", options=options, **ctx)


def pats(r):
    """Counted pattern codes of the chosen reading."""
    return sorted(c for c in r.codes() if c.startswith("HL-P") or c == "HL-O06")


def excluded(r):
    return {i.code: i.excluded_by for i in r.excluded}


# ---------------------------------------------------------------- each pattern: earns / narrowly misses

@pytest.mark.parametrize("hand, codes, total", [
    # HL-P01: chows in three suits, nothing else → 1
    (CHICKEN, ["HL-P01"], 1),
    # HL-P02: four pungs in mixed suits + pair → 2
    (ALL_PUNGS, ["HL-P02"], 2),
    # HL-P03: characters only + 东 pung + 南 pair → 2
    ("123m456m789m111z2z +2z", ["HL-P03"], 2),
    # HL-P04: 11m 33m 55p 77p 99s 11z 22z, no quad → 3
    ("1133m5577p99s112z +2z", ["HL-P04"], 3),
    # HL-P05: characters only, chows → 4
    ("123456789m234m5m +5m", ["HL-P05"], 4),
    # HL-P06: 1m held four times in seven pairs → 5 (七小对 excluded)
    ("1111m5577p99s112z +2z", ["HL-P06"], 5),
    # HL-P07: 111m 999p 111s 东东东 99s, honors + terminals of three suits → 5 (对对胡 excluded)
    ("111m999p111s111z9s +9s", ["HL-P07"], 5),
    # HL-P08: 111m 999m 东东东 南南南 西西, terminals of one suit + honors → 7 (对对胡, 混一色 excluded)
    ("111m999m111z222z3z +3z", ["HL-P08"], 7),
    # HL-P09: 111m 999m 111p 999p 11s, terminals only → 8 (对对胡 excluded)
    ("111m999m111p999p1s +1s", ["HL-P09"], 8),
    # HL-P10: 东 南 西 白 pungs + 发 pair → 10 (对对胡 excluded)
    (ALL_HONORS, ["HL-P10"], 10),
    # HL-P11: AAAA BBBB CC DD EE across suits + honors (no flush) → 10
    ("1111m2222p3344s5z +5z", ["HL-P11"], 10),
    # HL-P12: AAAA BBBB CCCC DD across suits → 10
    ("1111m2222p3333s4z +4z", ["HL-P12"], 10),
    # HL-P13: one of each orphan, 1m doubled → 10
    ("119m19p19s123456z +7z", ["HL-P13"], 10),
])
def test_each_pattern_earned(hand, codes, total):
    r = sc(hand)
    assert r.status == "scored"
    assert pats(r) == codes
    assert r.total == total
    assert r.unit == "倍"


@pytest.mark.parametrize("hand, codes, total", [
    # HL-P01 misses: an all-one-suit standard hand is 清一色, and 标准 is then excluded
    ("123m456m789m234m5m +5m", ["HL-P05"], 4),
    # HL-P02 misses: one chow → 标准 1
    ("111m222p333s345m5s +5s", ["HL-P01"], 1),
    # HL-P03 misses: two suits + honors → 标准 1
    ("123m456m789m111p2z +2z", ["HL-P01"], 1),
    # HL-P04 misses: 11z 22z … but 1m held four times → 豪华七对 5, not 七小对
    ("1111m5577p99s112z +2z", ["HL-P06"], 5),
    # HL-P05 misses: one honor pung → 混一色 2
    ("123456789m111z5m +5m", ["HL-P03"], 2),
    # HL-P06 misses: two quads → 双豪华 10
    ("1111m2222p3344s5z +5z", ["HL-P11"], 10),
    # HL-P07 misses: pair 88s is not a terminal → only 对对胡 2
    ("111m999p111s111z8s +8s", ["HL-P02"], 2),
    # HL-P08 misses: terminals from two suits (m, p) → 花幺九 5
    ("111m999p111z222z3z +3z", ["HL-P07"], 5),
    # HL-P09 misses: 999p replaced by 东东东 → honors → 花幺九 5
    ("111m999m111p111z1s +1s", ["HL-P07"], 5),
    # HL-P10 misses: honors in seven pairs are not 字一色 (needs pungs) → 七小对 3
    ("1122334455667z +7z", ["HL-P04"], 3),
    # HL-P11 misses: three quads → 三豪华 10 (双豪华 excluded)
    ("1111m2222p3333s4z +4z", ["HL-P12"], 10),
    # HL-P12 misses: only two quads
    ("1111m2222p3344s5z +5z", ["HL-P11"], 10),
])
def test_each_pattern_narrow_miss(hand, codes, total):
    r = sc(hand)
    assert pats(r) == codes
    assert r.total == total


def test_thirteen_orphans_narrow_miss_is_not_a_win():
    # HL-P13 needs every orphan: 2m instead of 1m leaves no allowed form
    r = sc("129m19p19s123456z +7z")
    assert r.status == "not_win"
    assert r.why_not


def test_exclusions_are_listed_with_the_excluder():
    # HL-N: 清幺九 keeps 对对胡 and 混一色 from counting; 标准 is excluded by the first counted pattern
    r = sc("111m999m111z222z3z +3z")
    ex = excluded(r)
    assert ex["HL-P02"] == "HL-P08" and ex["HL-P03"] == "HL-P08" and ex["HL-P01"] == "HL-P08"
    r = sc("111m999m111p999p1s +1s")
    assert excluded(r)["HL-P02"] == "HL-P09"
    r = sc(ALL_HONORS)
    assert excluded(r)["HL-P02"] == "HL-P10"


# ---------------------------------------------------------------- seed examples

def test_seed_double_luxury_as_written():
    # seed: 双豪华 AAAA+BBBB+CC+DD+EE, "4个1条、4个2条、2个3条、2个4条、2个5条": all bamboo →
    # 双豪华 10 × 清一色 4 = 40 (multiply); add: 10 + 4 = 14
    r = sc("1111222233445s +5s")
    assert pats(r) == ["HL-P05", "HL-P11"] and r.total == 40
    r = sc("1111222233445s +5s", {"stacking": "add"})
    assert r.total == 14


def test_seed_triple_luxury_as_written():
    # seed: 三豪华 "4个1条、4个2条、4个3条、2个4条" = 14 tiles → 三豪华 10 × 清一色 4 = 40
    r = sc("1111222233334s +4s")
    assert pats(r) == ["HL-P05", "HL-P12"] and r.total == 40
    assert any(n.code == "HL-P12" for n in r.notes)  # the 16-tile formula interpretation is shown


# ---------------------------------------------------------------- HL-P14 天地胡

def test_heavenly_hand_dealer_first_self_draw():
    # 天胡: dealer E, dealt 14 tiles win → 10; 标准 is excluded by it
    r = sc(CHICKEN, seat="E", dealer="E", win_by="self_draw", first_turn=True)
    assert pats(r) == ["HL-P14"] and r.total == 10
    assert excluded(r)["HL-P01"] == "HL-P14"


def test_earthly_hand_by_draw_and_by_dealer_first_discard():
    # 地胡: a non-dealer's first self-draw → 10; stacks with 对对胡: 10 × 2 = 20
    r = sc(ALL_PUNGS, seat="S", win_by="self_draw", first_turn=True)
    assert pats(r) == ["HL-P02", "HL-P14"] and r.total == 20
    # 地胡 on the dealer's first discard (the payer is the dealer)
    r = sc(CHICKEN, seat="W", win_by="discard", first_discard=True)
    assert pats(r) == ["HL-P14"]
    assert r.payments["E"] == -20  # 2 × 10, paid by the dealer E


def test_no_earthly_hand_outside_the_first_turn():
    # narrow miss: a discard win in the first go-around that is not the dealer's first discard
    r = sc(CHICKEN, seat="W", win_by="discard", discarder="S", first_turn=True)
    assert pats(r) == ["HL-P01"]
    # and the first discard of a hand is the dealer's: another discarder is an error
    with pytest.raises(MjError):
        sc(CHICKEN, seat="W", win_by="discard", discarder="S", first_discard=True)


# ---------------------------------------------------------------- HL-S stacking and HL-O01 cap

def test_stacking_multiply_and_add():
    # 清一色 对对胡: multiply 4 × 2 = 8; add 4 + 2 = 6
    h = "111m333m555m777m9m +9m"
    r = sc(h)
    assert pats(r) == ["HL-P02", "HL-P05"] and r.total == 8
    assert r.item("HL-S").value == 8
    r = sc(h, {"stacking": "add"})
    assert r.total == 6
    assert [n.code for n in r.notes].count("HL-S") == 1  # two patterns: how they stack changed the total


def test_stacking_note_only_when_two_patterns_count():
    # a lone 鸡胡 (1 倍) is not stacked with anything, so the HL-S note would explain nothing
    r = sc(CHOWS_SOUTH_PUNG)
    assert pats(r) == ["HL-P01"] and "HL-S" not in [n.code for n in r.notes]
    r = sc(CHOWS_SOUTH_PUNG, {"stacking": "add"})
    assert "HL-S" not in [n.code for n in r.notes]


def test_cap():
    # cap 5: 8 counts as 5; cap 10: 8 stays 8 (no cap item)
    h = "111m333m555m777m9m +9m"
    r = sc(h, {"cap": 5})
    assert r.total == 5 and r.item("HL-O01").value == 5
    assert r.item("HL-K0").value == 10  # 2 × 5
    r = sc(h, {"cap": 10})
    assert r.total == 8 and r.item("HL-O01") is None
    # 三豪华清一色 40 capped at 10
    assert sc("1111222233334s +4s", {"cap": 10}).total == 10


def test_best_reading_is_the_highest():
    # 111222333m444m5m: chows 123×3 (清一色 4) or pungs (清一色 × 对对胡 = 8): 8 wins
    r = sc("111222333444m5m +5m")
    assert r.total == 8
    values = sorted({rs.value for rs in r.readings})
    assert values == [4, 8]
    assert r.readings[r.best].value == 8


# ---------------------------------------------------------------- ghosts HL-O04 / HL-G

@pytest.mark.parametrize("ind, nxt", [
    ("2m", "3m"), ("9p", "1p"), ("4z", "7z"), ("5z", "1z"),  # spec HL-G: 北 → 中, 白 → 东
    ("7z", "6z"), ("6z", "5z"), ("1z", "2z"), ("3z", "4z"), ("9s", "1s"),
])
def test_ghost_sequence(ind, nxt):
    assert tile_str(next_kind(parse_tile(ind))) == nxt


@pytest.mark.parametrize("opts, kinds", [
    ({"ghosts": "white"}, ["5z"]),
    ({"ghosts": "red"}, ["7z"]),
    ({"ghosts": "flip", "indicator": "2m"}, ["3m"]),
    ({"ghosts": "flip", "indicator": "4z"}, ["7z"]),
    ({"ghosts": "double", "indicator": "8s"}, ["1s", "9s"]),  # spec: 双鬼 with 8s → 9s and 1s
    ({"ghosts": "double", "indicator": "4z"}, ["6z", "7z"]),  # 北 → 中 → 发
    ({}, []),
])
def test_ghost_kinds(opts, kinds):
    assert sorted(tile_str(k) for k in HUILAI.ghost_kinds(HUILAI.options(opts))) == sorted(kinds)


def test_public_case_p08_flip_ghost():
    # P08: 345m22344p123s88s +6p, indicator 5p → ghost 6p; one reading, the ghost stands for 3p
    r = sc("345m22344p123s88s +6p", {"ghosts": "flip", "indicator": "5p"})
    assert r.status == "scored" and len(r.readings) == 1
    assert [tile_str(k) for k in r.readings[0].reading.decomposition.ghost_map] == ["3p"]
    assert "3p" in str(r.readings[0].label)
    assert any(n.code == "HL-G" and "3p" in n.text.en for n in r.notes)
    assert r.total == 1  # 标准 (chows in three suits)


def test_pattern_reasons_mark_the_ghosts():
    # common.md § Ghost tiles: every reading a learner sees marks its ghosts.  P08's hand (ghost 6p, standing
    # for 3p in one 234p): the HL-P01 reason lists the groups, the ghost-made 234p marked, the real one not
    r = sc("345m22344p123s88s +6p", {"ghosts": "flip", "indicator": "5p"})
    why = r.readings[r.best].items[0]
    assert why.code == "HL-P01"
    assert "二三四筒、二三四筒（鬼牌当三筒）" in why.reason.zh
    assert "234p 234p (ghost as 3p)" in why.reason.en
    # narrowly not: the same shape with a real 3p (no ghost kind in the hand, 6p not held) marks nothing
    r = sc("345m22334p123s88s +4p", {"ghosts": "flip", "indicator": "5p"})
    why = r.readings[r.best].items[0]
    assert why.code == "HL-P01" and "鬼" not in why.reason.zh and "ghost" not in why.reason.en
    # a group made only of ghosts (66p + the winning 6p: a wild pung; the best kind of a chow hand's class,
    # 1m) says so: 123m 456m 789m 11s + the wild pung
    r = sc("123m456m789m11s66p +6p", {"ghosts": "flip", "indicator": "5p"})
    why = r.readings[r.best].items[0]
    assert "（全是鬼牌）" in why.reason.zh and "(all ghosts)" in why.reason.en


def test_wild_set_takes_the_best_kind():
    # white ghosts: 白白白 + 111m 999m 33m + pon 222m: the three ghosts as a pung of characters make
    # 清一色 × 对对胡 = 4 × 2 = 8 (as their own face 白 it would be 混一色 × 对对胡 = 2 × 2 = 4)
    r = sc("555z111m999m3m pon:222m +3m", {"ghosts": "white"})
    assert r.total == 8 and pats(r) == ["HL-P02", "HL-P05"]
    assert "pung" in r.readings[r.best].label.en
    # without the pon the same tiles also make seven pairs: 1111m 2222m 9999m (a ghost each) + 33m →
    # 三豪华 10 × 清一色 4 = 40, which beats 8
    r = sc("555z111m999m222m3m +3m", {"ghosts": "white"})
    assert r.total == 40 and pats(r) == ["HL-P05", "HL-P12"]


def test_wild_set_as_terminal_pung_makes_pure_terminals():
    # 111m 999p 99s + pon 111s + 白白白 (ghosts): as 东东东 → 花幺九 5; as a terminal pung → 纯幺九 8: 8 wins
    r = sc("555z111m999p9s pon:111s +9s", {"ghosts": "white"})
    assert pats(r) == ["HL-P09"] and r.total == 8
    # without the pon, seven pairs 1111m 9999p 1111s (a ghost each) + 99s → 三豪华 10 beats it
    r = sc("555z111m999p111s9s +9s", {"ghosts": "white"})
    assert pats(r) == ["HL-P12"] and r.total == 10


def test_wild_pair_duplicates_a_pair_in_seven_pairs_with_eight_ghosts():
    # 双鬼, indicator 8s → ghosts 9s and 1s; hand 1111s 9999s (8 ghosts) + 12345m + 6m.
    # Standard: 123m 456m + two wild pungs + wild pair → best 清一色 4.
    # Seven pairs: 1m..6m each paired by a ghost (6 ghosts) + a wild pair duplicating 1m → 1m ×4 →
    # 豪华七对 5 × 清一色 4 = 20, which wins.
    r = sc("1111s9999s12345m +6m", {"ghosts": "double", "indicator": "8s"})
    assert r.total == 20 and pats(r) == ["HL-P05", "HL-P06"]
    assert r.readings[r.best].reading.form == "seven_pairs"


def test_red_ghost_and_no_ghost_double():
    # 红中做鬼 + 无鬼翻倍: a hand with no 中 → per-payer score 2 × 1 × 2 = 4
    r = sc(CHICKEN, {"ghosts": "red", "no_ghost_double": True})
    assert r.item("HL-O05").value == 2 and r.item("HL-K0").value == 4
    # narrow miss: the pair is 中 + 5s (a ghost) → no doubling, 2 × 1 = 2
    r = sc("123m456p789s234m7z +5s", {"ghosts": "red", "no_ghost_double": True})
    assert r.item("HL-O05") is None and r.item("HL-K0").value == 2


def test_four_ghost_win_without_decomposition():
    # 白白白白 + 159m 159p 13s 南 + 7s: no reading; 四鬼胡牌 → 标准 ×1, per payer 2
    h = "5555z159m159p13s2z +7s"
    assert sc(h, {"ghosts": "white"}).status == "not_win"
    r = sc(h, {"ghosts": "white", "four_ghost_win": True}, win_by="self_draw")
    assert r.status == "scored" and r.total == 1 and r.readings[r.best].reading is None
    assert r.item("HL-K0").value == 2 and r.payments["S"] == 6  # 2 × 3 payers
    # HL-O07: × 2 → 4 per payer
    r = sc(h, {"ghosts": "white", "four_ghost_win": True, "four_ghost_double": True}, win_by="self_draw")
    assert r.item("HL-O07").value == 2 and r.item("HL-K0").value == 4 and r.payments["S"] == 12


def test_four_ghost_win_loses_to_a_better_real_reading():
    # 白×4 + 111m 999m + pon 111p + 9p: ghosts make 999p and a terminal pair → 纯幺九 8 > 四鬼 1 × 2
    r = sc("5555z111m999m pon:111p +9p", {"ghosts": "white", "four_ghost_win": True, "four_ghost_double": True})
    assert r.total == 8 and r.readings[r.best].reading is not None
    assert r.item("HL-O07") is None


def test_ghost_options_refused():
    with pytest.raises(MjError, match="HL-O06"):
        HUILAI.options({"ghosts": "double", "indicator": "5p", "four_ghost_win": True})
    with pytest.raises(MjError, match="indicator"):
        HUILAI.options({"ghosts": "flip"})
    with pytest.raises(MjError):
        HUILAI.options({"ghosts": "purple"})
    # four copies of 5p in the hand + the flipped 5p indicator = five copies
    with pytest.raises(MjError, match="5p"):
        sc("5555p123m456s789s1z +1z", {"ghosts": "flip", "indicator": "5p"})
