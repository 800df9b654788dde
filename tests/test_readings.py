"""Decompositions and readings — spec ``common.md`` § Decompositions (every one, none twice, four identical
never forced into a kong, winning-tile placements and wait shapes, seven pairs, thirteen orphans) and
§ Ghost tiles (any kind, own face, fifth copy, what each ghost stands for, role-swaps are one reading,
up to 8 ghosts)."""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement

import pytest
from hands import BAMBOO_MANY_READINGS, THIRTEEN_ORPHANS

from bench.handgen import random_complete, random_ghost_hand
from mjlearn import api
from mjlearn.hand import Hand, parse_hand
from mjlearn.readings import Decomposition, chow_shape, decompose, readings
from mjlearn.tiles import parse_tile, parse_tiles

STD = ("standard",)
ALL = ("standard", "seven_pairs", "thirteen_orphans")


def groups_of(d: Decomposition) -> list[str]:
    """Compact strings of a decomposition's groups, sorted (a multiset view)."""
    return sorted(g.compact for g in d.groups)


def group_set(strings):
    return sorted(strings)


# --- every decomposition, none twice ------------------------------------------------------------

def test_1122233334444s_three_standard_and_one_seven_pairs():
    # 11 2222 3333 4444 s (with the winning 2s).  By hand, the pair is 11s or 44s (22s/33s leave a
    # count that no set split covers):
    #   pair 11s: 2222 3333 4444 = 222+333+444+234  or  234×4
    #   pair 44s: 11 2222 3333 44 = 123+123+234+234
    # seven pairs: 11 22 22 33 33 44 44 (four identical = two pairs)
    ds = decompose(parse_hand(BAMBOO_MANY_READINGS), ("standard", "seven_pairs"))
    std = [groups_of(d) for d in ds if d.form == "standard"]
    assert sorted(std) == sorted([
        group_set(["11s", "222s", "333s", "444s", "234s"]),
        group_set(["11s", "234s", "234s", "234s", "234s"]),
        group_set(["44s", "123s", "123s", "234s", "234s"]),
    ])
    sp = [groups_of(d) for d in ds if d.form == "seven_pairs"]
    assert sp == [group_set(["11s", "22s", "22s", "33s", "33s", "44s", "44s"])]


def test_none_twice_on_many_hands():
    rng = random.Random(11)
    for _ in range(300):
        h = random_complete(rng, p_melds=0.3, p_seven=0.2)
        ds = decompose(h, ALL)
        keys = [(d.form, tuple(sorted((g.tiles, g.shape, g.source) for g in d.groups))) for d in ds]
        assert len(keys) == len(set(keys)), str(h)
        assert ds, f"generated complete hand {h} has a decomposition"


def test_every_decomposition_uses_exactly_the_hands_tiles():
    rng = random.Random(12)
    for _ in range(200):
        h = random_complete(rng, p_melds=0.3, p_seven=0.2)
        for d in decompose(h, ALL):
            tiles = sorted(k for g in d.groups for k in g.tiles)
            assert tiles == sorted(h.all_tiles()), (str(h), str(d))


def test_declared_sets_fixed_and_first():
    h = parse_hand("123m456p1s chi:789s pon:555z +1s")  # 7 + 2 sets × 3 = 13, + the win
    ds = decompose(h)
    assert len(ds) == 1
    g = ds[0].groups
    assert (g[0].source, g[0].shape, g[0].compact) == ("chi", "chow", "789s")
    assert (g[1].source, g[1].shape, g[1].compact) == ("pon", "pung", "555z")
    assert g[0].is_declared and g[0].is_open and not g[2].is_declared
    k = decompose(parse_hand("123m456p1s ankan:9999s pon:555z +1s"))[0].groups[0]
    assert k.shape == "kong" and not k.is_open and k.is_triplet


# --- four identical tiles are never forced into a kong -----------------------------------------------

@pytest.mark.parametrize("text,expected", [
    # public case P04: 2222m + 3m + 4m → 222m + 234m
    ("444p2222m3m555s55z +4m", [["222m", "234m", "444p", "555s", "55z"]]),
    # pung + chow: 1111m23m → 111m + 123m
    ("111123m456p789s5z +5z", [["111m", "123m", "456p", "789s", "55z"]]),
    # pair + two chows: 1111m2233m → 11m + 123m + 123m
    ("1111223m456p789s +3m", [["11m", "123m", "123m", "456p", "789s"]]),
])
def test_four_identical_split(text, expected):
    ds = [groups_of(d) for d in decompose(parse_hand(text), STD)]
    assert sorted(ds) == sorted(group_set(e) for e in expected)
    for d in decompose(parse_hand(text), STD):
        assert all(g.shape != "kong" for g in d.groups)


def test_four_identical_as_two_pairs_in_seven_pairs():
    ds = decompose(parse_hand("1111m2233p4455s6z +6z"), ("standard", "seven_pairs"))
    assert [d.form for d in ds] == ["seven_pairs"]
    assert groups_of(ds[0]) == group_set(["11m", "11m", "22p", "33p", "44s", "55s", "66z"])


def test_public_p07_honors_have_no_chows():
    # 1122334455667z + 7z: seven pairs only; honors never form chows (no 123z / 345z …)
    ds = decompose(parse_hand("1122334455667z +7z"), ("standard", "seven_pairs"))
    assert [d.form for d in ds] == ["seven_pairs"]


def test_thirteen_orphans_only_where_allowed():
    h = THIRTEEN_ORPHANS
    assert api.decompose(h, "mawan") == []  # Mawan: standard + seven pairs only
    rs = api.decompose(h, "huilai")  # HL-A4: thirteen orphans
    assert len(rs) == 1 and rs[0].form == "thirteen_orphans"
    # 13 distinct orphans before the win: the 13-sided wait (十三面)
    assert rs[0].win_shape == "thirteen" and rs[0].win_group.compact == "11m"
    # a pair already held: the win fills the missing orphan, a single wait
    rs = api.decompose("119m19p19s123456z +7z", "huilai")
    assert [(r.form, r.win_shape) for r in rs] == [("thirteen_orphans", "single")]


# --- winning-tile placements and wait shapes -------------------------------------------------------------

@pytest.mark.parametrize("text,shape", [
    ("23m456p789s123s11z +4m", "two_sided"),  # 23 → 4
    ("23m456p789s123s11z +1m", "two_sided"),  # 23 → 1
    ("13m456p789s123s11z +2m", "closed"),     # 坎/夹
    ("12m456p789s123s11z +3m", "edge"),       # 边 12 → 3
    ("89m456p789s123s11z +7m", "edge"),       # 边 89 → 7
    ("123m456p789s123s1z +1z", "single"),     # 吊/单粘
    ("123m456p789s11m22z +2z", "shanpon"),    # 对倒: pair → pung, the other pair remains
])
def test_wait_shapes(text, shape):
    rs = readings(parse_hand(text))
    assert [r.win_shape for r in rs] == [shape]
    w = parse_hand(text).win_tile
    assert w in rs[0].win_group.tiles and rs[0].win_kind == w


def test_chow_shape_table():
    # chow starting at rank r (0-based), winning position 0/1/2
    assert chow_shape(parse_tile("1m"), parse_tile("3m")) == "edge"       # 12 + 3
    assert chow_shape(parse_tile("7m"), parse_tile("7m")) == "edge"       # 89 + 7
    assert chow_shape(parse_tile("7m"), parse_tile("9m")) == "two_sided"  # 78 + 9
    assert chow_shape(parse_tile("1m"), parse_tile("1m")) == "two_sided"  # 23 + 1
    assert chow_shape(parse_tile("4p"), parse_tile("5p")) == "closed"


def test_each_placement_is_a_reading():
    # 12m 345m + 3m: one decomposition (123m 345m), the 3m sits in 123m (edge) or in 345m (two-sided)
    rs = readings(parse_hand("12m345m456p789s11z +3m"))
    assert len({r.decomposition for r in rs}) == 1
    assert sorted((r.win_group.compact, r.win_shape) for r in rs) == [("123m", "edge"), ("345m", "two_sided")]


def test_readings_of_1122233334444s():
    # per decomposition, the distinct groups holding a 2s:
    #   11 222 333 444 234 → 222 (shanpon), 234 (two-sided: 34 + 2)
    #   11 234×4          → 234 (two-sided)
    #   44 123 123 234 234 → 123 (closed: 13 + 2), 234 (two-sided)
    #   seven pairs        → 22 (single)
    rs = readings(parse_hand(BAMBOO_MANY_READINGS))
    got = sorted((" ".join(groups_of(r.decomposition)), r.win_group.compact, r.win_shape) for r in rs)
    assert len(rs) == 6
    assert sorted(r.win_shape for r in rs) == sorted(["shanpon", "two_sided", "two_sided", "closed", "two_sided",
                                                      "single"])
    assert len(got) == len(set(got))  # none twice


def test_no_winning_tile_gives_unplaced_readings():
    h = Hand(tuple(parse_tiles("123m456p789s123s11z")))  # 14 concealed, no '+': decomposable, no placement
    rs = readings(h)
    assert len(rs) == 1 and rs[0].win_index is None and rs[0].win_group is None


def test_winning_tile_never_in_a_declared_set():
    rs = readings(parse_hand("23m456p11s pon:111m pon:555z +1m"))  # 1m could only be in 123m
    assert [(r.win_group.compact, r.win_group.source) for r in rs] == [("123m", "concealed")]


# --- ghosts ----------------------------------------------------------------------------------------

def test_ghost_any_kind_and_own_face():
    # ghost 6p (kind 14).  345m 45p 123s 789s 88s + ghost: the ghost is 3p (345p) or 6p — its own face (456p)
    h = parse_hand("345m45p123s789s88s +6p")
    rs = readings(h, ghost_kinds=[14])
    assert sorted(r.decomposition.ghost_map for r in rs) == [(11,), (14,)]
    own = [r for r in rs if r.decomposition.ghost_map == (14,)][0]
    assert own.win_group.compact == "456p" and own.win_group.ghosts == (14,) and own.win_kind == 14


def test_ghost_as_a_fifth_copy():
    # 1111m + a ghost (白 5z): 111m + 11m with the ghost as 1m — a fifth 1m, recorded in the reading
    h = parse_hand("1111m234p567p789p +5z")
    ds = decompose(h, STD, ghost_kinds=[31])
    assert [groups_of(d) for d in ds] == [group_set(["11m", "111m", "234p", "567p", "789p"])]
    assert ds[0].ghost_map == (0,)
    assert ds[0].substituted_counts()[0] == 5
    # the ghost winning tile sits in the pair (single wait) or completes the pung (shanpon)
    assert sorted(r.win_shape for r in readings(h, STD, [31])) == ["shanpon", "single"]


def test_public_p08_through_readings():
    # P08: 345m 22344p 123s 88s + 6p, 翻鬼 indicator 5p → ghost 6p.  22344p + ghost can only be 234p 234p
    # (ghost as 3p): 22 + 344 + g and 44 + 223 + g leave no set.  One reading: the ghost in one of the two
    # identical 234p.
    rs = readings(parse_hand("345m22344p123s88s +6p"), ("standard", "seven_pairs", "thirteen_orphans"), [14])
    assert len(rs) == 1
    assert rs[0].decomposition.ghost_map == (parse_tile("3p"),)
    assert rs[0].win_kind == parse_tile("3p") and rs[0].win_group.compact == "234p"


def test_role_swaps_are_one_reading():
    # two ghosts (白 5z) next to 111m 23m: e.g. "111m + (g 2m 3m as 123m)" and "(11m g as 111m) + (1m 2m 3m)"
    # are the same substituted hand with the same ghost (as 1m): one reading, not two
    h = parse_hand("11123m456p789s55z +9s")
    rs = readings(h, STD, [31])
    keys = [(tuple(sorted((g.tiles, g.shape) for g in r.groups)), r.decomposition.ghost_map,
             r.win_group.tiles, r.win_group.shape, r.win_kind) for r in rs]
    assert len(keys) == len(set(keys))


def test_wild_groups_and_eight_ghosts():
    # 8 ghosts (白 ×4, 发 ×4) + 123m 45p + 6p: one reading leaves 8 ghosts as wild set, wild set, wild pair
    h = parse_hand("5555z6666z123m45p +6p")
    ds = decompose(h, STD, ghost_kinds=[31, 32])
    shapes = [sorted(g.shape for g in d.groups) for d in ds]
    assert sorted(["chow", "chow", "wild_pair", "wild_set", "wild_set"]) in shapes
    assert all(str(d) for d in ds)
    for d in ds:
        real = sorted(k for g in d.groups for k in g.real_tiles)
        assert real == sorted(parse_tiles("123m456p"))
        n_ghosts = len(d.ghost_map) + sum(g.size for g in d.wild_groups)
        assert n_ghosts == 8
    wild = [g for d in ds for g in d.wild_groups]
    assert {str(g) for g in wild} == {"???", "??"} and {g.zh() for g in wild} == {"鬼鬼鬼", "鬼鬼"}


def _covered(ours, plain_groups, subst):
    """Is the plain decomposition (of the hand with ghosts replaced by ``subst``) one of ``ours``?
    Ours: concrete groups ⊆ plain groups, the rest are made only of ghost kinds and fill the wild groups."""
    for d in ours:
        conc = Counter((g.tiles, g.shape) for g in d.groups if not g.is_wild)
        plain = Counter(plain_groups)
        if conc - plain:
            continue
        rest = plain - conc
        n_ws = sum(1 for g in d.groups if g.shape == "wild_set")
        n_wp = sum(1 for g in d.groups if g.shape == "wild_pair")
        if sum(1 for (t, s) in rest.elements() if len(t) == 3) != n_ws or\
                sum(1 for (t, s) in rest.elements() if len(t) == 2) != n_wp:
            continue
        ghosts = Counter(d.ghost_map)
        for t, _s in rest.elements():
            ghosts.update(t)
        if ghosts == Counter(subst):
            return True
    return False


@pytest.mark.parametrize("n_ghosts", [1, 2])
def test_ghost_decompositions_complete_against_brute_force(n_ghosts):
    """Every substitution of the ghosts (34 kinds each, fifth copies allowed) that completes the hand
    gives plain decompositions, each of which is one of ours; ours are never more than those."""
    rng = random.Random(40 + n_ghosts)
    ghost = 31  # 白
    kinds = [k for k in range(34) if k != ghost]
    for _ in range(12):
        h = random_ghost_hand(rng, n_ghosts, [ghost])
        ours = decompose(h, STD, [ghost])
        real = [k for k in h.closed_tiles if k != ghost]
        found = 0
        for subst in combinations_with_replacement(kinds + [ghost], n_ghosts):
            sh = Hand(tuple(sorted(real + list(subst)))[1:], (), tuple(sorted(real + list(subst)))[0])
            for pd in decompose(sh, STD):
                found += 1
                assert _covered(ours, [(g.tiles, g.shape) for g in pd.groups], subst), (str(h), subst, str(pd))
        assert found >= len(ours)
        assert (found == 0) == (not ours), str(h)
