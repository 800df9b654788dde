"""Discard advice (何切) timing: ``mj.advise`` on seeded 14-tile hands (spec ``product.md`` § Performance).

Run from the repository root::

    python bench/advice.py            # or via bench/run.py, which calls run() near the end

Prints:

* ``advice p95 ms: X`` — :func:`mjlearn.advise` (Mawan) over 500 seeded plain 14-tile hands that are not wins
  (:func:`advice_hand`: half a random complete hand with one to three tiles swapped for wall tiles — 0 to 3
  shanten, where advice matters — and half 14 tiles from a shuffled wall).  Goal ≤ 50 ms on 2 cores.
* ``advice near-ready p95 ms: X`` — :func:`mjlearn.advise` (Mawan, values and EV on) over 200 seeded hands whose
  best discard is ready or 1-shanten (a complete hand with one tile swapped), where the values of every wait
  (``mj.score``), the 1-shanten EV and the ties' next-step average are computed.  Goal ≤ 50 ms.
* ``advice 4-ghost p95 ms: X`` — :func:`mjlearn.advise` (Huilai, 白板做鬼) over 200 seeded 14-tile hands holding
  four ghosts (:func:`ghost_advice_hand`) that are not wins.  Goal ≤ 250 ms.

Method: one warm-up pass over a different seeded set (the block caches fill), then every measured hand once;
the time of each call (``time.perf_counter``) is recorded and the median and p95 printed.  No peer computes
ruleset-aware discard advice, so there is no ratio; mahjong-helper (Go) and the PyPI ``mahjong`` package give
shanten and accepted tiles only.
"""
from __future__ import annotations

import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from bench.handgen import random_complete  # noqa: E402
from mjlearn.hand import Hand  # noqa: E402

WHITE = 31


def advice_hand(rng: random.Random, kinds=tuple(range(34)), p_random: float = 0.5, p_melds: float = 0.0,
                avoid=()) -> Hand:
    """A 14-tile concealed (+ sets) hand for advice: a complete hand with 1–3 tiles swapped (probability
    1 − ``p_random``) or 14 tiles from a shuffled wall of ``kinds``; never more than 4 copies of a kind.
    ``avoid`` : kinds left out of the wall (e.g. ghost kinds)."""
    kinds = tuple(k for k in kinds if k not in avoid)
    if rng.random() < p_random:
        wall = [k for k in kinds for _ in range(4)]
        return Hand(tuple(sorted(rng.sample(wall, 14))))
    h = random_complete(rng, p_melds=p_melds, kinds=kinds)
    tiles = list(h.closed_tiles)
    counts = [0] * 34
    for k in h.all_tiles():
        counts[k] += 1
    for _ in range(rng.choice((1, 2, 2, 3))):
        i = rng.randrange(len(tiles))
        for _try in range(20):
            k = rng.choice(kinds)
            if counts[k] < 4 and k != tiles[i]:
                counts[tiles[i]] -= 1
                counts[k] += 1
                tiles[i] = k
                break
    return Hand(tuple(sorted(tiles)), h.melds)


def ghost_advice_hand(rng: random.Random, n_ghosts: int = 4, ghost: int = WHITE) -> Hand:
    """A 14-tile concealed hand holding ``n_ghosts`` copies of the ghost kind ``ghost``: an
    :func:`advice_hand` (without the ghost kind) whose first ``n_ghosts`` random tiles become ghosts."""
    h = advice_hand(rng, avoid=(ghost,), p_random=0.5)
    tiles = list(h.concealed)
    for i in rng.sample(range(14), n_ghosts):
        tiles[i] = ghost
    return Hand(tuple(sorted(tiles)))


def _hands(seed: int, n: int, make, is_win) -> list[Hand]:
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        h = make(rng)
        if not is_win(h):
            out.append(h)
    return out


def _time(hands, call) -> list[float]:
    out = []
    for h in hands:
        t = time.perf_counter()
        call(h)
        out.append((time.perf_counter() - t) * 1000)
    return out


def _p(ts: list[float], q: float) -> float:
    s = sorted(ts)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def near_ready_hand(rng: random.Random) -> Hand:
    """A complete hand with exactly one tile swapped: its best discard is ready or 1-shanten."""
    h = random_complete(rng)
    tiles = list(h.closed_tiles)
    counts = [0] * 34
    for k in tiles:
        counts[k] += 1
    i = rng.randrange(14)
    for _try in range(20):
        k = rng.randrange(34)
        if counts[k] < 4 and k != tiles[i]:
            tiles[i] = k
            break
    return Hand(tuple(sorted(tiles)))


def run(seed: int = 2026, n_plain: int = 500, n_ghost: int = 200, n_near: int = 200) -> dict[str, float]:
    """Time the advice; print the two bench lines; return {name: ms}."""
    from mjlearn import advise
    from mjlearn.errors import MjError
    from mjlearn.rules import get_ruleset

    mw = get_ruleset("mawan")
    hl = get_ruleset("huilai")
    hl_opts = hl.options({"ghosts": "white"})
    mw_opts = mw.options(None)

    def win(rs, opts):
        def f(h):
            if rs.shanten(Hand(h.concealed[:-1], h.melds, h.concealed[-1]), opts) != -1:
                return False
            return rs.is_legal_shape_win(Hand(h.concealed[:-1], h.melds, h.concealed[-1]), opts)
        return f

    def plain_call(h):
        advise(h, "mawan")

    def ghost_call(h):
        try:
            advise(h, "huilai", options={"ghosts": "white"})
        except MjError:
            pass

    warm = _hands(seed + 1, 100, advice_hand, win(mw, mw_opts))
    _time(warm, plain_call)
    hands = _hands(seed, n_plain, advice_hand, win(mw, mw_opts))
    ts = _time(hands, plain_call)
    print(f"advice: median {_p(ts, 0.5):.1f} ms over {len(ts)} plain hands (Mawan)")
    print(f"advice p95 ms: {_p(ts, 0.95):.1f}")

    warm = _hands(seed + 5, 20, near_ready_hand, win(mw, mw_opts))
    _time(warm, plain_call)
    nhands = _hands(seed + 4, n_near, near_ready_hand, win(mw, mw_opts))
    nts = _time(nhands, plain_call)
    print(f"advice near-ready: median {_p(nts, 0.5):.1f} ms over {len(nts)} Mawan hands at ready / 1-shanten")
    print(f"advice near-ready p95 ms: {_p(nts, 0.95):.1f}")

    warm = _hands(seed + 3, 40, ghost_advice_hand, win(hl, hl_opts))
    _time(warm, ghost_call)
    ghands = _hands(seed + 2, n_ghost, ghost_advice_hand, win(hl, hl_opts))
    gts = _time(ghands, ghost_call)
    print(f"advice 4-ghost: median {_p(gts, 0.5):.1f} ms over {len(gts)} Huilai hands with 4 ghosts (白板做鬼)")
    print(f"advice 4-ghost p95 ms: {_p(gts, 0.95):.1f}")
    return {"advice p95 ms": _p(ts, 0.95), "advice near-ready p95 ms": _p(nts, 0.95),
            "advice 4-ghost p95 ms": _p(gts, 0.95)}


if __name__ == "__main__":
    run()
