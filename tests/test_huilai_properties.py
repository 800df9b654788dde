"""Huilai properties on seeded random complete hands (HL-A4, HL-K4, HL-S, HL-O01, HL-O04):
every hand built from 4 sets + a pair is a win; the chosen reading has the highest value; the multiplier is
at least 1 and at most the cap; the payment table sums to zero and only the winner gains.
"""
import random

import pytest

import mjlearn as mj
from mjlearn.hand import Hand, Meld

OPTION_SETS = [
    {},
    {"stacking": "add", "cap": 10},
    {"ghosts": "white", "no_ghost_double": True},
    {"ghosts": "flip", "indicator": "9m"},
    {"ghosts": "double", "indicator": "4z", "horses": 2, "horse_tiles": "1p2p"},
    {"players": 3, "total_plus": 1},
]


def random_complete_hand(rng):
    counts = [0] * 34
    groups = []
    while len(groups) < 4:
        if rng.random() < 0.5:
            k = rng.randrange(34)
            if counts[k] <= 1:
                counts[k] += 3
                groups.append(("pung", k))
        else:
            s = rng.randrange(3) * 9 + rng.randrange(7)
            if all(counts[s + i] < 4 for i in range(3)):
                for i in range(3):
                    counts[s + i] += 1
                groups.append(("chow", s))
    while True:
        p = rng.randrange(34)
        if counts[p] <= 2:
            counts[p] += 2
            break
    tiles = [k for k in range(34) for _ in range(counts[k])]
    melds, closed = [], list(tiles)
    for shape, k in groups:
        if shape == "pung" and rng.random() < 0.3:
            for _ in range(3):
                closed.remove(k)
            melds.append(Meld("pon", (k, k, k)))
    win = rng.choice(closed)
    closed.remove(win)
    return Hand(tuple(closed), tuple(melds), win)


@pytest.mark.parametrize("seed", range(6))
def test_random_complete_hands(seed):
    rng = random.Random(seed)
    opts = OPTION_SETS[seed]
    for _ in range(40):
        h = random_complete_hand(rng)
        try:
            r = mj.score(h, "huilai", options=opts, win_by=rng.choice(["self_draw", "discard"]))
        except mj.MjError:
            # e.g. the indicator / horse tiles would make a fifth copy: refused, never a crash
            continue
        assert r.status == "scored", str(h)
        assert r.readings[r.best].value == max(x.value for x in r.readings if x.reading is not None)
        assert r.total >= 1
        if opts.get("cap"):
            assert r.total <= opts["cap"]
        assert sum(r.payments.values()) == 0
        assert r.payments[r.context.seat] > 0
        assert all(v <= 0 for s, v in r.payments.items() if s != r.context.seat)
