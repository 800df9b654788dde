"""The fast paths of the readings layer agree with the general code (thin public path).

* :func:`mjlearn.readings.decompose.plain_readings` (no ghosts, standard / seven pairs) against
  :func:`~mjlearn.readings.decompose.general_readings` (decompositions, then every winning-tile place) — same
  readings in the same order, shapes included;
* :func:`mjlearn.readings.is_complete` (suit-table indices kept on the Hand) against "has a reading";
* the derived data a :class:`~mjlearn.hand.Hand` keeps (closed tiles, suit blocks, validity) against its
  definition.

Hands: complete hands built from random sets (with declared sets, seven-pairs shapes, four of a kind), and the
same hands with one tile changed (mostly not complete).  Source: spec ``common.md`` § Decompositions.
"""
from __future__ import annotations

import random

import pytest
from hands import BAMBOO_MANY_READINGS

from mjlearn.errors import MjError
from mjlearn.hand import Hand, Meld, validate_hand
from mjlearn.readings import is_complete
from mjlearn.readings.decompose import general_readings, plain_readings

FORMS = (("standard",), ("standard", "seven_pairs"), ("seven_pairs",))


def _complete(rng: random.Random) -> Hand:
    """A random complete hand: 4 sets + a pair (some declared), or seven pairs (four of a kind allowed)."""
    c = [0] * 34
    if rng.random() < 0.25:
        kinds = []
        while len(kinds) < 14:
            k = rng.randrange(34)
            if c[k] <= 2:
                c[k] += 2
                kinds += [k, k]
        tiles = sorted(kinds)
        w = tiles.pop(rng.randrange(14))
        return Hand(tuple(tiles), (), w)
    melds, closed = [], []
    n_decl = rng.choice((0, 0, 0, 1, 2))
    while len(melds) + len(closed) // 3 < 4:
        if rng.random() < 0.5:
            s = rng.randrange(27)
            if s % 9 > 6 or any(c[s + i] >= 4 for i in range(3)):
                continue
            g = [s, s + 1, s + 2]
            kind = "chi"
        else:
            s = rng.randrange(34)
            if c[s] > 1:
                continue
            g = [s] * 3
            kind = "pon"
        for k in g:
            c[k] += 1
        if len(melds) < n_decl:
            melds.append(Meld(kind, tuple(g)))
        else:
            closed += g
    while True:
        p = rng.randrange(34)
        if c[p] <= 2:
            closed += [p, p]
            break
    w = closed.pop(rng.randrange(len(closed)))
    return Hand(tuple(closed), tuple(melds), w)


def _changed(rng: random.Random, h: Hand) -> Hand | None:
    t = list(h.concealed)
    t[rng.randrange(len(t))] = rng.randrange(34)
    try:
        out = Hand(tuple(t), h.melds, h.win_tile)
        validate_hand(out)
    except MjError:
        return None
    return out


def _hands(n: int, seed: int):
    rng = random.Random(seed)
    for _ in range(n):
        h = _complete(rng)
        yield h
        v = _changed(rng, h)
        if v is not None:
            yield v


def test_plain_readings_equal_general_readings():
    """20,000 hands (half complete) × three form sets: identical reading lists (order, places and shapes)."""
    n = 0
    for h in _hands(10_000, 2026):
        for forms in FORMS:
            assert plain_readings(h, forms) == general_readings(h, forms, ()), (str(h), forms)
        n += 1
    assert n > 19_000


def test_is_complete_equals_has_a_reading():
    for h in _hands(10_000, 7):
        for forms in FORMS + (("standard", "seven_pairs", "thirteen_orphans"),):
            assert is_complete(h, forms) == bool(general_readings(h, forms, ())), (str(h), forms)


def test_a_known_hand_reads_as_worked_out():
    """1122233334444s +2s (common.md § Decompositions): worked out by hand — the pair 11s with 222s 333s 444s
    (+2 in the pung: shanpon), 123s 234s 234s 234s … — here only the counts: three standard decompositions
    and one seven-pairs one (11 22 33 33 44 44 + 2s: 22s is a pair only with the winning tile)."""
    from mjlearn.hand import parse_hand
    h = parse_hand(BAMBOO_MANY_READINGS)
    rs = plain_readings(h, ("standard", "seven_pairs"))
    assert len({r.decomposition for r in rs if r.form == "standard"}) == 3
    assert [r.win_shape for r in rs if r.form == "seven_pairs"] == ["single"]


@pytest.mark.parametrize("text,ok", [
    ("123m456p789s1122z +1z", True), ("123m456p789s11z22z", True), ("1111m", False),
    ("123m456p789s11z pon:222z +1z", False), ("123m pon:111z pon:222z pon:333z +1m", False),
    ("1234m pon:111z pon:222z pon:333z +1m", True), ("11112222333344m", False),
])
def test_hand_derived_data(text, ok):
    """closed tiles = concealed + winning tile, sorted; four blocks 万 筒 条 字; ``_ok`` = a full valid hand."""
    from mjlearn.hand import parse_hand
    h = parse_hand(text, allow_partial=True)
    assert h.closed_tiles == tuple(sorted(h.concealed + ((h.win_tile,) if h.win_tile is not None else ())))
    assert sum(h._blocks, ()) == h.closed_tiles
    assert [all(k // 9 == b if b < 3 else k >= 27 for k in blk) for b, blk in enumerate(h._blocks)] == [True] * 4
    assert h._ok is ok
    for b in range(3):  # the suit-table index: Σ count × 5^rank
        cnt = [h._blocks[b].count(9 * b + r) for r in range(9)]
        assert h._keys[b] == sum(c * 5 ** r for r, c in enumerate(cnt))
