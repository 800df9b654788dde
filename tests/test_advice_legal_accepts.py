"""Jinzhou's accepted tiles (advice.md § Figures: the kinds whose draw lowers the legal shanten) where no
condition costs an exchange (legal shanten = shape shanten): the advice tries only the kinds that lower the
shape shanten (:meth:`Job.accepts`), since the legal shanten of 14 tiles is never below their shape shanten.
Compared with the definition itself — every kind of the tile set drawn, :meth:`Engine.legal` of the 14 tiles
on a fresh engine — on seeded hands far from ready and one or two exchanges from a complete hand, with and
without declared sets.
"""
from __future__ import annotations

import random

from mjlearn.advice.engine import Engine
from mjlearn.advice.job import Job
from mjlearn.hand import Meld
from mjlearn.rules import get_ruleset

RED = 33
MELDS = [(), (Meld("pon", (4, 4, 4)),), (Meld("chi", (9, 10, 11)),),
         (Meld("chi", (0, 1, 2)), Meld("pon", (RED, RED, RED))),
         (Meld("pon", (20, 20, 20)), Meld("chi", (21, 22, 23)), Meld("chi", (3, 4, 5)))]


def _counts(tiles):
    c = [0] * 34
    for k in tiles:
        c[k] += 1
    return c


def _near_ready(rng, kinds, melds):
    """13 tiles: a complete concealed part (sets and a pair from the wall) with one tile replaced at random
    (ready or 1-shanten in shape), or 13 tiles at random."""
    wall = [k for k in kinds for _ in range(4)]
    for m in melds:
        for k in m.tiles:
            wall.remove(k)
    if rng.random() < 0.3:
        return _counts(rng.sample(wall, 13 - 3 * len(melds)))
    tiles: list[int] = []
    for _ in range(4 - len(melds)):
        for _ in range(20):
            if rng.random() < 0.5:
                k = rng.choice([x for x in kinds if x < 27 and x % 9 < 7])
                grp = [k, k + 1, k + 2]
            else:
                grp = [rng.choice(kinds)] * 3
            if all(wall.count(x) >= grp.count(x) for x in set(grp)):
                for x in grp:
                    wall.remove(x)
                tiles += grp
                break
    for _ in range(20):
        k = rng.choice(kinds)
        if wall.count(k) >= 2:
            wall.remove(k)
            wall.remove(k)
            tiles += [k, k]
            break
    rng.shuffle(tiles)
    tiles = tiles[:13 - 3 * len(melds)]
    while len(tiles) < 13 - 3 * len(melds):
        k = rng.choice(wall)
        wall.remove(k)
        tiles.append(k)
    if rng.random() < 0.7:  # one tile exchanged
        out = tiles.pop(rng.randrange(len(tiles)))
        k = rng.choice(wall)
        wall.remove(k)
        wall.append(out)
        tiles.append(k)
    return _counts(tiles)


def test_jinzhou_accepts_equal_the_definition():
    jz = get_ruleset("jinzhou")
    opts = jz.options(None)
    rng = random.Random(41)
    shortcut = checked = 0
    for i in range(400):
        melds = MELDS[i % len(MELDS)]
        c13 = _near_ready(rng, list(jz.tile_kinds), melds)
        eng = Engine(jz.forms, (), jz.tile_kinds, list(melds), jinzhou=True)
        plain = Engine(jz.forms, (), jz.tile_kinds, list(melds), jinzhou=True)
        job = Job(jz, opts, eng, list(melds), [4] * 34, None, (), 0.0, False, 100)
        s, got = job.accepts(list(c13), True)
        s0 = plain.legal(c13)
        want = set()
        for k in jz.tile_kinds:
            c = list(c13)
            c[k] += 1
            if plain.legal(c) < s0:
                want.add(k)
        assert s == s0 and set(got) == want, (c13, melds)
        checked += 1
        if s0 == plain.shape(c13) and s0 < 10:
            shortcut += 1
    assert checked == 400 and shortcut > 150  # the shortcut (legal = shape) is what most of these hands take
