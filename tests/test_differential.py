"""Differential test against the PyPI ``mahjong`` package (spec ``product.md`` § Reliability).

* ≥ 5,000 seeded random COMPLETE hands (:func:`bench.handgen.random_complete`: 4 random sets + a pair
  drawn without exceeding 4 copies, 10 % seven-pairs-shaped, 20 % with one or two declared sets): the set
  of standard decompositions (declared sets included) equals ``HandDivider.divide_hand``'s standard
  divisions (its 5-block ones; a 7-block division is its seven pairs).  Seven pairs, compared explicitly:
  riichi seven pairs need 7 *distinct* pairs, ours allow four identical tiles as two pairs (common.md), so
  ours ⊇ mahjong's and every extra one holds a kind four times.
* ≥ 5,000 seeded 13-tile hands (:func:`bench.handgen.random_waiting`: 80 % a complete hand minus one tile,
  20 % 13 tiles from a shuffled wall; concealed only): our standard-form wait kinds, live and dead together,
  equal the kinds ``k`` for which ``Agari.is_agari`` accepts the 14 tiles as a standard hand (mahjong
  ignores copy counts, so a fifth copy is tried too).  ``is_agari`` also accepts seven pairs and thirteen
  orphans: a 14-tile set of 7 distinct pairs counts only if ``divide_hand`` finds a 5-block division; a
  thirteen-orphans set never does.  ``is_agari`` cannot judge a fifth copy (it packs counts in bit fields
  and refuses an honor held 4+ times): those rare tries go to a ten-line independent checker in this file.
"""
from __future__ import annotations

import random

import pytest

from bench.handgen import random_complete, random_waiting
from bench.run import to_mahjong
from mjlearn.readings import decompose, shape_waits

mahjong = pytest.importorskip("mahjong")
from mahjong.agari import Agari  # noqa: E402
from mahjong.hand_calculating.divider import HandDivider  # noqa: E402
from mahjong.meld import Meld as MMeld  # noqa: E402

N = 5000
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _ours_std(h):
    return sorted(tuple(sorted(g.tiles for g in d.groups)) for d in decompose(h, ("standard",)))


def _theirs(h):
    c, melds = to_mahjong(h, MMeld)
    divs = HandDivider.divide_hand(c, melds)
    std = sorted(tuple(sorted(tuple(b) for b in div)) for div in divs if len(div) == 5)
    seven = [div for div in divs if len(div) == 7]
    return std, seven


def test_standard_decompositions_match_mahjong():
    rng = random.Random(20260101)
    n_multi = n_seven_extra = n_seven = 0
    for i in range(N):
        h = random_complete(rng, p_seven=0.1, p_melds=0.2)
        ours = _ours_std(h)
        theirs, their_seven = _theirs(h)
        assert ours == theirs, (i, str(h), ours, theirs)
        n_multi += len(ours) > 1
        # seven pairs, handled explicitly
        our_seven = [d for d in decompose(h, ("seven_pairs",))]
        if their_seven:
            assert len(our_seven) == 1 and len(their_seven) == 1
            n_seven += 1
        elif our_seven:
            assert 4 in h.counts(), str(h)  # only four identical tiles (two pairs) make ours extra
            n_seven_extra += 1
    # the seeded set exercises what it should: several decompositions, both kinds of seven pairs
    assert n_multi > 30 and n_seven > 100 and n_seven_extra > 5, (n_multi, n_seven, n_seven_extra)


def _sets_only(t, i=0):
    """Tiny independent checker (used only where ``is_agari`` cannot count): can counts ``t`` split into
    pungs and chows?  Tries every option for the lowest tile."""
    while i < 34 and t[i] == 0:
        i += 1
    if i == 34:
        return True
    if t[i] >= 3:
        t[i] -= 3
        ok = _sets_only(t, i)
        t[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 <= 6 and t[i + 1] and t[i + 2]:
        t[i] -= 1
        t[i + 1] -= 1
        t[i + 2] -= 1
        ok = _sets_only(t, i)
        t[i] += 1
        t[i + 1] += 1
        t[i + 2] += 1
        return ok
    return False


def _fifth_copy_standard(t):
    for p in range(34):
        if t[p] >= 2:
            t[p] -= 2
            ok = _sets_only(t)
            t[p] += 2
            if ok:
                return True
    return False


def _agari_standard(c):
    """Kinds that complete 13 concealed counts ``c`` into a standard hand, by ``Agari.is_agari``."""
    out = []
    for k in range(34):
        t = list(c)
        t[k] += 1
        if t[k] == 5:
            # is_agari packs counts in bit fields and refuses 4+ honors: a fifth copy (a dead wait) is judged
            # by the small independent checker above
            if _fifth_copy_standard(t):
                out.append(k)
            continue
        if not Agari.is_agari(t):
            continue
        if all(t[j] for j in ORPHANS) and sum(t) == 14 and all(t[j] == 0 for j in range(34) if j not in ORPHANS):
            continue  # thirteen orphans shape: never standard
        if (sum(1 for x in t if x == 2) == 7 and all(x in (0, 2) for x in t)
                and not any(len(div) == 5 for div in HandDivider.divide_hand(t))):
            continue  # seven distinct pairs and no standard division
        out.append(k)
    return out


def test_standard_waits_match_mahjong():
    rng = random.Random(20260202)
    n_ready = n_dead = 0
    for i in range(N):
        h = random_waiting(rng)
        c = [0] * 34
        for k in h.concealed:
            c[k] += 1
        w = shape_waits(h, ("standard",))
        ours = sorted(w.live + w.dead)
        theirs = _agari_standard(c)
        assert ours == theirs, (i, str(h), ours, theirs)
        n_ready += bool(ours)
        n_dead += bool(w.dead)
    assert n_ready > N // 2 and n_dead > 0, (n_ready, n_dead)


def test_seven_pairs_waits_difference_is_only_four_identical():
    """Seven-pairs waits: ours = mahjong's chiitoitsu waits, plus waits whose hand has a kind 4 times."""
    rng = random.Random(20260303)
    extra = 0
    for _ in range(1500):
        h = random_waiting(rng, p_seven=0.6)
        c = [0] * 34
        for k in h.concealed:
            c[k] += 1
        w = shape_waits(h, ("seven_pairs",))
        ours = set(w.live + w.dead)
        theirs = set()
        for k in range(34):
            t = list(c)
            t[k] += 1
            if Agari.is_agari(t) and sum(1 for x in t if x == 2) == 7 and all(x in (0, 2) for x in t):
                theirs.add(k)
        assert theirs <= ours, str(h)
        for k in ours - theirs:
            t = list(c)
            t[k] += 1
            assert 4 in t, (str(h), k)
            extra += 1
    assert extra > 0


def test_standard_shanten_matches_mahjong():
    """Standard-form shanten equals ``Shanten.calculate_shanten_for_regular_hand`` on 3,000 seeded 13-tile
    hands (half from the wall, half near-complete), except the spec's fifth-copy rule: where mahjong says
    ready (0) but every wait is dead, ours is 1 (common.md § Waits and shanten)."""
    from mahjong.shanten import Shanten

    from mjlearn.readings import shanten

    rng = random.Random(20260404)
    n_dead_rule = 0
    for _ in range(3000):
        h = random_waiting(rng, p_random=0.5)
        c = [0] * 34
        for k in h.concealed:
            c[k] += 1
        ours = shanten(h, ("standard",))
        theirs = Shanten.calculate_shanten_for_regular_hand(c)
        if ours != theirs:
            w = shape_waits(h, ("standard",))
            assert (theirs, ours) == (0, 1) and not w.live and w.dead, str(h)
            n_dead_rule += 1
