"""Seeded random hand generators shared by ``bench/run.py`` and the differential / property tests.

All generators take a :class:`random.Random` so every run draws the same hands.  Kinds are 0–33
(see :mod:`mjlearn.tiles`).  No generator ever makes more than 4 copies of a kind.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from mjlearn.hand import Hand, Meld

SUIT_STARTS = tuple(b * 9 + r for b in range(3) for r in range(7))  # chow starts, 21 of them


def _random_set(rng: random.Random, counts: list[int], p_chow: float, kinds: Sequence[int]) -> tuple | None:
    """One random set (('chow'|'pung', kind)) that fits the 4-copy limit, or None after a few tries."""
    for _ in range(20):
        if rng.random() < p_chow:
            s = rng.choice([k for k in SUIT_STARTS if k in kinds and k + 2 in kinds])
            if counts[s] < 4 and counts[s + 1] < 4 and counts[s + 2] < 4:
                counts[s] += 1
                counts[s + 1] += 1
                counts[s + 2] += 1
                return ("chow", s)
        else:
            k = rng.choice(kinds)
            if counts[k] <= 1:
                counts[k] += 3
                return ("pung", k)
    return None


def random_complete(rng: random.Random, *, p_seven: float = 0.1, p_melds: float = 0.0,
                    p_chow: float = 0.6, kinds: Sequence[int] = tuple(range(34))) -> Hand:
    """A random complete hand (13 tiles + winning tile).

    Standard-shaped (4 sets + a pair, sets drawn as chows with probability ``p_chow``) or, with
    probability ``p_seven``, seven-pairs-shaped (a kind may be drawn twice: four identical = two pairs).
    With probability ``p_melds`` up to two of the sets are declared (pon/chi/ankan).  The winning tile is
    a random concealed tile.
    """
    kinds = tuple(kinds)
    while True:
        counts = [0] * 34
        if rng.random() < p_seven:
            tiles: list[int] = []
            ok = True
            for _ in range(7):
                k = rng.choice(kinds)
                if counts[k] > 2:
                    ok = False
                    break
                counts[k] += 2
                tiles += [k, k]
            if not ok:
                continue
            w = tiles.pop(rng.randrange(len(tiles)))
            return Hand(tuple(tiles), (), w)
        sets = []
        for _ in range(4):
            st = _random_set(rng, counts, p_chow, kinds)
            if st is None:
                break
            sets.append(st)
        if len(sets) < 4:
            continue
        pk = rng.choice(kinds)
        if counts[pk] > 2:
            continue
        counts[pk] += 2
        melds: list[Meld] = []
        concealed = [pk, pk]
        n_decl = rng.choice((1, 2)) if rng.random() < p_melds else 0
        for i, (sh, k) in enumerate(sets):
            if i < n_decl:
                if sh == "chow":
                    melds.append(Meld("chi", (k, k + 1, k + 2)))
                elif counts[k] == 3 and rng.random() < 0.3:
                    counts[k] += 1
                    melds.append(Meld("ankan", (k,) * 4))
                else:
                    melds.append(Meld("pon", (k,) * 3))
            else:
                concealed += [k, k + 1, k + 2] if sh == "chow" else [k, k, k]
        w = concealed.pop(rng.randrange(len(concealed)))
        return Hand(tuple(concealed), tuple(melds), w)


def random_waiting(rng: random.Random, *, p_random: float = 0.2, **kw) -> Hand:
    """A random 13-tile hand: usually a random complete hand minus one random tile (mostly ready,
    exercising every wait shape); with probability ``p_random`` 13 tiles drawn from a shuffled wall."""
    if rng.random() < p_random:
        kinds = tuple(kw.get("kinds", range(34)))
        wall = [k for k in kinds for _ in range(4)]
        return Hand(tuple(rng.sample(wall, 13)))
    h = random_complete(rng, **kw)
    tiles = list(h.closed_tiles)
    tiles.pop(rng.randrange(len(tiles)))
    return Hand(tuple(tiles), h.melds, None)


def random_ghost_hand(rng: random.Random, n_ghosts: int, ghost_kinds: Sequence[int]) -> Hand:
    """A complete concealed hand holding ``n_ghosts`` ghost tiles.

    Draw a random complete hand without any ghost kind, then turn ``n_ghosts`` random tiles into ghost
    tiles (4 per ghost kind at most: 4 ghosts use one ghost kind, 8 use two).  The hand stays complete,
    since a ghost may stand for the tile it replaced; these are the "typical" ghost hands of the bench.
    """
    gk = tuple(ghost_kinds)
    kinds = tuple(k for k in range(34) if k not in gk)
    h = random_complete(rng, p_seven=0.1, kinds=kinds)
    tiles = list(h.closed_tiles)
    idx = rng.sample(range(len(tiles)), n_ghosts)
    for j, i in enumerate(idx):
        tiles[i] = gk[j // 4]
    w = tiles.pop(rng.randrange(len(tiles)))
    return Hand(tuple(tiles), (), w)
