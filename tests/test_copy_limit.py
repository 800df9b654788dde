"""A ghost never stands for a sixth copy (spec ``common.md`` § Ghost tiles).

In every form — standard, seven pairs, thirteen orphans, and wild groups made only of ghosts — the substituted
hand holds at most five of any kind, counting real tiles, declared sets and ghost stand-ins.
"""
from __future__ import annotations

import random

import mjlearn as mj
from mjlearn.hand import Hand, Meld, parse_hand
from mjlearn.readings import decompose, readings, shanten, shape_waits
from mjlearn.rules.huilai import patterns

FORMS = ("standard", "seven_pairs", "thirteen_orphans")
WHITE = (31,)


def _kind_totals(hand: Hand, dec, ghost_kinds) -> list[int]:
    """Per kind: real concealed tiles + declared sets' tiles + ghost stand-ins of a decomposition."""
    c = [0] * 34
    for k in hand.closed_tiles:
        if k not in ghost_kinds:
            c[k] += 1
    for m in hand.melds:
        for k in m.tiles:
            c[k] += 1
    for g in dec.groups:
        for k in g.ghosts:
            c[k] += 1
    return c


# ---- the two cases ------------------------------------------------------------------


def test_eight_ghosts_never_make_eleven_1m():
    """``6666z777z111m pon:999m +7z``, 双鬼 with indicator 北 (4z): the ghosts are 中 7z and 发 6z (HL-G: 北 → 中
    → 发), so the hand is eight ghosts + a real 111m + the declared 999m.  Two wild sets and the wild pair
    may not all be 1m (3 real + 8 would be eleven): 1m can take at most two more (a pair), so the best is
    对对胡 2 × 清一色 4 = 8倍 (the ghosts as e.g. 222m 333m and the pair 11m) — not 32× (清一色 × 纯幺九)."""
    r = mj.score("6666z777z111m pon:999m +7z", "huilai", options={"ghosts": "double", "indicator": "4z"},
                 win_by="self_draw")
    assert r.total == 8
    assert "HL-P09" not in r.codes()  # no 纯幺九 (it would need a sixth copy of 1m or 9m)
    best = r.readings[r.best]
    groups = [g for g in patterns.resolve_wild(best.reading.decomposition, "multiply", None, False).groups]
    c = [0] * 34
    for _, t in groups:
        for k in t:
            c[k] += 1
    assert max(c) <= 5


def test_three_ghosts_are_not_labelled_as_a_second_111m():
    """``555z111m999m1z pon:222z +1z`` with 白板做鬼: the three 白 form a wild set; beside the real 111m it may
    not be "the pung 111m" (six 1m), nor 999m; an honor pung (e.g. 333z) gives the same 清幺九 HL-P08 (7倍)."""
    r = mj.score("555z111m999m1z pon:222z +1z", "huilai", options={"ghosts": "white"}, win_by="self_draw")
    text = str(r.readings[r.best].label)
    assert "111m" not in text and "999m" not in text
    assert r.item("HL-P08") is not None and r.total == 7


# ---- standard form: a covering that needs a sixth copy is not a decomposition --------------------


def test_ghost_pung_beside_a_declared_pung_of_the_same_kind():
    """``1m55z234p567p9s pon:111m +9s`` with 白 as ghost: 1m + two ghosts may not be a second pung of 1m
    (3 declared + 1 + 2 = 6).  By hand, the decompositions are: 11m (1m + ghost) with 999s (99s + ghost), or
    123m (1m + ghosts as 2m 3m) with the pair 99s; both with 234p 567p."""
    h = parse_hand("1m55z234p567p9s pon:111m +9s")
    got = sorted(str(d) for d in decompose(h, ("standard",), WHITE))
    assert got == sorted(["pon:111m 11m 999s 234p 567p", "pon:111m 99s 123m 234p 567p"])


def test_three_quads_and_two_ghosts_are_no_standard_hand():
    """1111z 2222z 3333z + two 白 ghosts: each of 1z 2z 3z may take one ghost at most (4 + 1 = 5), and honors
    only form pungs and one pair: 4 = pung + one left over, 5 = pung + pair (two such kinds = two pairs).  So
    no standard decomposition; seven pairs (four of a kind = two pairs, the ghosts a wild pair) still is one."""
    h = parse_hand("1111z2222z3333z5z +5z")
    assert decompose(h, ("standard",), WHITE) == []
    assert [d.form for d in decompose(h, FORMS, WHITE)] == ["seven_pairs"]
    # not complete as a standard hand, and not one exchange away either (advice.md § Shanten: the copy limit
    # binds at every distance): after 111z 222z 333z and a 1z+ghost pair the tiles 2z 3z + a ghost are left, and
    # no single exchange makes them a set — 2z/3z + ghost + one drawn tile would be a sixth 2z/3z or mix kinds,
    # a third ghost with 3z would be a sixth 3z.  Two exchanges (draw 4z 4z for 2z 3z: 444z with the ghost) do.
    assert shanten(h, ("standard",), WHITE) == 1
    assert shanten(h, FORMS, WHITE) == -1             # complete as seven pairs
    # and the 13-tile hand before it: 3z is no standard wait (it would need a sixth 3z or a sixth 1z/2z)
    h13 = parse_hand("1111z2222z333z55z")
    assert shape_waits(h13, ("standard",), WHITE).live == ()
    assert shanten(h13, ("standard",), WHITE) == 1


# ---- the property: every reading of every form, random ghost hands --------------------------------


def _dense_ghost_hand(rng: random.Random, n_ghosts: int, gk: tuple[int, ...]) -> Hand:
    """A 14-tile hand biased towards kinds held 3–4 times and declared pungs, where a sixth copy tempts."""
    while True:
        c = [0] * 34
        melds = []
        if rng.random() < 0.3:
            k = rng.choice([k for k in range(34) if k not in gk])
            melds.append(Meld("pon", (k, k, k)))
            c[k] += 3
        tiles: list[int] = []
        n_closed = 14 - 3 * len(melds)
        while len(tiles) < n_closed - n_ghosts:
            k = rng.choice([k for k in range(34) if k not in gk])
            take = min(rng.choice((1, 2, 3, 4)), 4 - c[k], n_closed - n_ghosts - len(tiles))
            if take <= 0:
                continue
            tiles += [k] * take
            c[k] += take
        tiles += [gk[i % len(gk)] for i in range(n_ghosts)]
        rng.shuffle(tiles)
        w = tiles.pop()
        return Hand(tuple(tiles), tuple(melds), w)


def _check_hand(h: Hand, gk: tuple[int, ...]) -> int:
    n = 0
    for r in readings(h, FORMS, gk):
        d = r.decomposition
        tot = _kind_totals(h, d, gk)
        assert max(tot) <= 5, (str(h), str(d), d.ghost_map)
        if d.wild_groups:  # what Huilai lets the wild groups stand for stays within the limit too
            ev = patterns.resolve_wild(d, "multiply", None, False)
            c = [0] * 34
            for _, t in ev.groups:
                for k in t:
                    c[k] += 1
            assert max(c) <= 5, (str(h), str(d), ev.wild_choice)
        n += 1
    return n


def test_copy_limit_in_every_reading_of_random_ghost_hands():
    rng = random.Random(20261010)
    n_readings = 0
    hands_by_ghosts = {g: 0 for g in range(9)}
    for i in range(450):
        g = i % 9
        gk = (31,) if g <= 4 else (31, 32)
        h = _dense_ghost_hand(rng, g, gk)
        n_readings += _check_hand(h, gk)
        hands_by_ghosts[g] += 1
    assert all(v == 50 for v in hands_by_ghosts.values())
    assert n_readings > 500


def test_waits_and_readings_agree_under_the_limit():
    """A live shape wait always has a reading (so the rulesets may skip decomposing each wait), and a kind
    that is no wait has none — on 13-tile hands with kinds held 3–4 times and 0–8 ghosts."""
    rng = random.Random(20261011)
    for i in range(72):
        g = i % 9
        gk = (31,) if g <= 4 else (31, 32)
        h14 = _dense_ghost_hand(rng, g, gk)
        h = Hand(h14.concealed, h14.melds)
        w = shape_waits(h, FORMS, gk)
        for k in range(34):
            has = bool(decompose(Hand(h.concealed, h.melds, k), FORMS, gk))
            assert has == (k in w.live or k in w.dead), (str(h), k)
