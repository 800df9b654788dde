"""Speed of the mjlearn core against the PyPI ``mahjong`` package, on the same seeded hand sets.

Run from the repository root::

    python bench/run.py            # or: .venv/bin/python bench/run.py [--n 5000] [--seed 2026]

Prints (spec ``product.md`` § Performance):

* ``ratio decompositions: X`` — mjlearn throughput / ``mahjong`` throughput for every standard
  decomposition of complete hands: ``mjlearn.readings.decompose(hand, ("standard",))`` against
  ``HandDivider.divide_hand(tiles_34, melds)``.  Hands: :func:`bench.handgen.random_complete` (4 random sets
  + a pair, 10 % seven-pairs-shaped, 20 % with one or two declared sets).  Goal ≥ 3.
* ``ratio waits: X`` — mjlearn shape waits (standard + seven pairs, live and dead:
  ``mjlearn.readings.shape_waits``) against trying all 34 kinds with ``Agari.is_agari``.  Hands:
  :func:`bench.handgen.random_waiting` (80 % a random complete hand minus one tile, 20 % 13 tiles drawn
  from a shuffled wall), concealed only.  Goal ≥ 3.
* ``4-ghost readings: N hands/s`` and ``8-ghost readings: N hands/s`` — every reading (decomposition ×
  winning-tile place) with ghosts, ``mjlearn.readings.readings(hand, ("standard", "seven_pairs"), ghosts)``.
  Hands: :func:`bench.handgen.random_ghost_hand` — a random complete concealed hand whose 4 (or 8) random
  tiles are turned into ghost tiles (白 5z for 4; 白 and 发 for 8), so every hand is complete and has
  readings; no peer lists ghost readings.  Goal ≥ 2,000 hands/s with 4 ghosts.
* ``explorer refresh p95 ms: X`` (plain hands), ``explorer refresh 8-ghost p95 ms: X`` and ``huilai
  ten_protect 8-ghost max ms: X`` from ``bench/explorer.py`` (:func:`interactive_lines`).

Method: each side first runs once over a *different* seeded set of the same size (warm-up: both
libraries keep their own caches — mjlearn caches per suit block, ``mahjong`` per whole hand), then each
side sees every measured hand exactly once, the two sides alternating in chunks of 50 hands so that
load from other processes on the machine falls on both alike.  Conversions to ``mahjong``'s 34-count
arrays and ``Meld`` objects are done before timing; mjlearn is timed on its own ``Hand`` objects.
Ghost hands: warm-up set, then one pass over the measured set.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from bench.handgen import random_complete, random_ghost_hand, random_waiting  # noqa: E402
from mjlearn.readings import decompose, readings, shape_waits  # noqa: E402


def _mahjong():
    from mahjong.agari import Agari
    from mahjong.hand_calculating.divider import HandDivider
    from mahjong.meld import Meld as MMeld
    return Agari, HandDivider, MMeld


def to_mahjong(hand, MMeld):
    """(tiles_34 incl. declared sets, list of mahjong Meld) for a mjlearn Hand."""
    c = [0] * 34
    for k in hand.all_tiles():
        c[k] += 1
    melds = []
    for m in hand.melds:
        t136 = [k * 4 + i for i, k in enumerate(m.tiles)] if m.kind == "chi" else [m.tiles[0] * 4 + i for i in range(len(m.tiles))]
        if m.kind == "chi":
            melds.append(MMeld(meld_type=MMeld.CHI, tiles=t136))
        elif m.kind == "pon":
            melds.append(MMeld(meld_type=MMeld.PON, tiles=t136))
        else:
            melds.append(MMeld(meld_type=MMeld.KAN, tiles=t136, opened=m.kind != "ankan"))
    return c, melds


def _paired(ours, theirs, a: list, b: list, chunk: int = 50) -> tuple[float, float]:
    """Time ``ours`` over ``a`` and ``theirs`` over ``b`` (the same hands in each side's format) in
    alternating chunks, so that load from other processes hits both sides alike.  Returns the summed
    seconds (ours, theirs).  Each hand is seen once by each side (no repeat over a warmed cache)."""
    t_ours = t_theirs = 0.0
    for j, i in enumerate(range(0, len(a), chunk)):
        for side in ((0, 1) if j % 2 == 0 else (1, 0)):
            t = time.perf_counter()
            if side == 0:
                ours(a[i:i + chunk])
            else:
                theirs(b[i:i + chunk])
            dt = time.perf_counter() - t
            if side == 0:
                t_ours += dt
            else:
                t_theirs += dt
    return t_ours, t_theirs


def bench_decompositions(n: int, seed: int) -> tuple[float, float]:
    Agari, HandDivider, MMeld = _mahjong()
    warm = [random_complete(random.Random(seed + 1 + i), p_melds=0.2) for i in range(n)]
    hands = [random_complete(random.Random(seed + 100_000 + i), p_melds=0.2) for i in range(n)]
    warm_m = [to_mahjong(h, MMeld) for h in warm]
    hands_m = [to_mahjong(h, MMeld) for h in hands]
    std = ("standard",)

    def ours(hs):
        for h in hs:
            decompose(h, std)

    def theirs(hs):
        divide = HandDivider.divide_hand
        for c, ms in hs:
            divide(c, ms)

    ours(warm)
    theirs(warm_m)
    t_ours, t_theirs = _paired(ours, theirs, hands, hands_m)
    return n / t_ours, n / t_theirs


def bench_waits(n: int, seed: int) -> tuple[float, float]:
    Agari, HandDivider, MMeld = _mahjong()
    warm = [random_waiting(random.Random(seed + 2 + i)) for i in range(n)]
    hands = [random_waiting(random.Random(seed + 200_000 + i)) for i in range(n)]
    warm_m = [to_mahjong(h, MMeld)[0] for h in warm]
    hands_m = [to_mahjong(h, MMeld)[0] for h in hands]
    forms = ("standard", "seven_pairs")

    def ours(hs):
        for h in hs:
            shape_waits(h, forms)

    def theirs(hs):
        is_agari = Agari.is_agari
        for c in hs:
            c = list(c)
            out = []
            for k in range(34):
                c[k] += 1
                if is_agari(c):
                    out.append(k)
                c[k] -= 1

    ours(warm)
    theirs(warm_m)
    t_ours, t_theirs = _paired(ours, theirs, hands, hands_m)
    return n / t_ours, n / t_theirs


def bench_ghosts(n: int, seed: int, n_ghosts: int) -> tuple[float, float]:
    gk = (31,) if n_ghosts <= 4 else (31, 32)
    warm = [random_ghost_hand(random.Random(seed + 3 + i), n_ghosts, gk) for i in range(n)]
    hands = [random_ghost_hand(random.Random(seed + 300_000 + i), n_ghosts, gk) for i in range(n)]
    forms = ("standard", "seven_pairs")
    for h in warm:
        readings(h, forms, gk)
    c = 0
    t = time.perf_counter()
    for h in hands:
        c += len(readings(h, forms, gk))
    return n / (time.perf_counter() - t), c / n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=5000, help="hands per set (default 5000)")
    ap.add_argument("--seed", type=int, default=2026)
    a = ap.parse_args(argv)
    try:
        import mahjong  # noqa: F401
    except ImportError:
        print("bench/run.py compares against the PyPI 'mahjong' package, which is not installed here: "
              "run it with the project's environment, e.g. .venv/bin/python bench/run.py", file=sys.stderr)
        return 2
    try:
        from importlib.metadata import version
        mv = version("mahjong")
    except Exception:  # pragma: no cover
        mv = "?"
    print(f"python {sys.version.split()[0]}, mahjong {mv}, {a.n} hands per set, seed {a.seed}")

    ours, theirs = bench_decompositions(a.n, a.seed)
    print(f"decompositions: mjlearn {ours:,.0f} hands/s, mahjong HandDivider {theirs:,.0f} hands/s")
    print(f"ratio decompositions: {ours / theirs:.2f}")

    ours, theirs = bench_waits(a.n, a.seed)
    print(f"waits: mjlearn {ours:,.0f} hands/s, mahjong 34 x Agari.is_agari {theirs:,.0f} hands/s")
    print(f"ratio waits: {ours / theirs:.2f}")

    hs, avg = bench_ghosts(max(a.n // 5, 200), a.seed, 4)
    print(f"4-ghost readings: {hs:,.0f} hands/s ({avg:.1f} readings per hand on average)")
    hs, avg = bench_ghosts(max(a.n // 50, 50), a.seed, 8)
    print(f"8-ghost readings: {hs:,.0f} hands/s ({avg:.1f} readings per hand on average)")

    interactive_lines()  # bench/explorer.py: explorer refresh (plain, 8-ghost), Huilai 10倍 protection
    return 0


def interactive_lines() -> None:
    """Print ``bench/explorer.py``'s lines (issue 11 point 3): ``explorer refresh p95 ms``, ``explorer
    refresh 8-ghost p95 ms``, ``huilai ten_protect 8-ghost max ms``; a failure is reported, not raised."""
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "explorer.py")
    spec = importlib.util.spec_from_file_location("bench_explorer", path)
    mod = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(mod)
        for line in mod.lines():
            print(line, flush=True)
    except Exception as e:  # the explorer bench needs the widget layer; report, do not crash
        print(f"explorer refresh: not measured ({type(e).__name__}: {e})")


if __name__ == "__main__":
    sys.exit(main())
