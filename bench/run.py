"""Speed of mjlearn against the PyPI ``mahjong`` package (and ``riichienv`` when installed), on the same seeded hands.

Run from the repository root::

    python bench/run.py            # or: .venv/bin/python bench/run.py [--n 5000] [--seed 2026] [--rss-calls 1000000]

Prints (spec ``product.md`` § Performance).  Every ``ratio …`` is mjlearn's **public API** on
:class:`~mjlearn.hand.Hand` objects (``mj.shanten`` / ``mj.waits`` / ``mj.decompose``: ruleset look-up, option
and hand validation included) over ``mahjong``'s throughput on the same hands; goal ≥ 3 each:

* ``ratio shanten: X`` — ``mj.shanten(hand, "huilai")`` (standard + seven pairs + thirteen orphans, the Huilai
  forms) against ``Shanten().calculate_shanten(tiles_34, use_chiitoitsu=True, use_kokushi=True)``.  Hands:
  :func:`bench.handgen.random_waiting` (80 % a complete hand minus one tile, 20 % 13 wall tiles).
* ``ratio waits: X`` — ``mj.waits(hand, "mawan")`` (live, dead and illegal waits) against trying all 34 kinds
  with ``Agari.is_agari``.  Same kind of hands, concealed only.
* ``ratio agari: X`` — the complete-hand check of 14 tiles: ``mj.is_complete(hand, "mawan")`` (the same answer
  as ``mj.shanten(hand, "mawan") == -1``; core: ``mjlearn.readings.is_complete``) against
  ``Agari.is_agari(tiles_34, open_sets_34)``.  Hands: :func:`bench.handgen.random_complete`, 20 % with declared
  sets, 10 % seven-pairs shaped; half of them with one tile changed (mostly not complete).
* ``ratio agari random: X`` / ``ratio agari complete: X`` — the same check on one kind of hand each: 14 tiles
  drawn from a shuffled wall (almost never complete), and complete concealed hands.  Goal ≥ 3 each.
* ``ratio decompositions: X`` — ``mj.decompose(hand, "mawan")`` (every reading: decompositions × winning-tile
  places) against ``HandDivider.divide_hand(tiles_34, melds)``.  Hands: :func:`bench.handgen.random_complete`.
* ``ratio shanten vs riichienv: X`` — ``mj.shanten`` against ``riichienv.calculate_shanten`` (Rust), when
  ``riichienv`` is installed (informational; it is not a project dependency).
* ``core …`` lines — the same operations called on ``mjlearn.readings`` directly, for comparison, on their own
  seeded sets (:data:`CORE_SEED_OFFSET`: hands the public-API run has not seen, and ``mahjong`` again on them).
* ``4-ghost readings`` / ``8-ghost readings`` — every reading with ghosts, ``mjlearn.readings.readings``
  (:func:`bench.handgen.random_ghost_hand`); no peer lists ghost readings.  Goal ≥ 2,000 hands/s with 4 ghosts.
* ``rss after 1M calls MB: X`` — peak resident memory of this process after a stream of ``--rss-calls``
  varied calls: plain and ghost hands (0–8 ghosts), every ruleset, shanten / waits / decompositions and
  scores in random contexts (win by self-draw or discard, seats, Huilai ghost options), hands drawn fresh
  from a seeded wall so that the caches see new block patterns all along.  Goal ≤ 300 (the caches share one
  budget of entries, :data:`mjlearn.readings._cache.CACHE_BUDGET`; the line says it).
* ``explorer refresh p95 ms: X`` (plain hands), ``explorer refresh 8-ghost p95 ms: X`` and ``huilai
  ten_protect 8-ghost max ms: X`` from ``bench/explorer.py`` (:func:`interactive_lines`).

Method: each side first runs once over a *different* seeded set of the same size (warm-up: both libraries
keep their own caches), then each side sees every measured hand exactly once, the two sides alternating in
chunks of 50 hands, each chunk timed on this process's CPU clock (``time.process_time``): another process taking
a turn on a shared machine is not billed to either side, and what load remains (shared caches) falls on both alike.  Conversions to
``mahjong``'s 34-count arrays, ``Meld`` objects and riichienv's 136-tile lists are done before timing.
The machine's load average is printed first: the ratios, not the absolute rates, are comparable across runs.
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

import mjlearn as mj  # noqa: E402
from bench.handgen import random_complete, random_ghost_hand, random_waiting  # noqa: E402
from mjlearn.hand import Hand  # noqa: E402
from mjlearn.readings import decompose, is_complete, readings, shanten, shape_waits  # noqa: E402


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


#: the clock of the paired timings: this process's CPU time, so that another process taking a turn on a shared
#: machine in the middle of a chunk is not billed to whichever side was running (both sides are single-threaded
#: pure Python, so CPU time is their cost)
_clock = time.process_time


def _paired(ours, theirs, a: list, b: list, chunk: int = 50) -> tuple[float, float]:
    """Time ``ours`` over ``a`` and ``theirs`` over ``b`` (the same hands in each side's format) in
    alternating chunks, so that load from other processes hits both sides alike.  Returns the summed
    seconds (ours, theirs).  Each hand is seen once by each side (no repeat over a warmed cache)."""
    t_ours = t_theirs = 0.0
    for j, i in enumerate(range(0, len(a), chunk)):
        for side in ((0, 1) if j % 2 == 0 else (1, 0)):
            t = _clock()
            if side == 0:
                ours(a[i:i + chunk])
            else:
                theirs(b[i:i + chunk])
            dt = _clock() - t
            if side == 0:
                t_ours += dt
            else:
                t_theirs += dt
    return t_ours, t_theirs


def _sets(fn_ours, fn_theirs, make, conv, n: int, seed: int, salt: int, chunk: int = 50):
    """Warm both sides on one seeded set, then time them on another (see the module docstring).  ``chunk``:
    hands per timed chunk (:func:`_paired`)."""
    warm = [make(random.Random(seed + salt + i)) for i in range(n)]
    hands = [make(random.Random(seed + salt * 1000 + i)) for i in range(n)]
    warm_t = [conv(h) for h in warm]
    hands_t = [conv(h) for h in hands]
    fn_ours(warm)
    fn_theirs(warm_t)
    t_ours, t_theirs = _paired(fn_ours, fn_theirs, hands, hands_t, chunk)
    return n / t_ours, n / t_theirs


def _c34(h):
    c = [0] * 34
    for k in h.all_tiles():
        c[k] += 1
    return c


def bench_shanten(n: int, seed: int, core: bool = False):
    from mahjong.shanten import Shanten
    sh = Shanten()
    f3 = ("standard", "seven_pairs", "thirteen_orphans")

    def ours(hs):
        if core:
            for h in hs:
                shanten(h, f3)
        else:
            s = mj.shanten
            for h in hs:
                s(h, "huilai")

    def theirs(cs):
        calc = sh.calculate_shanten
        for c in cs:
            calc(c, True, True)

    return _sets(ours, theirs, random_waiting, _c34, n, seed, 1)


def bench_shanten_riichienv(n: int, seed: int):
    import riichienv

    def ours(hs):
        s = mj.shanten
        for h in hs:
            s(h, "huilai")

    def theirs(ts):
        calc = riichienv.calculate_shanten
        for t in ts:
            calc(t)

    def conv(h):
        seen = [0] * 34
        out = []
        for k in h.closed_tiles:
            out.append(4 * k + seen[k])
            seen[k] += 1
        return out

    return _sets(ours, theirs, random_waiting, conv, n, seed, 1)


def bench_waits(n: int, seed: int, core: bool = False):
    Agari, _, _ = _mahjong()
    f2 = ("standard", "seven_pairs")

    def ours(hs):
        if core:
            for h in hs:
                shape_waits(h, f2)
        else:
            w = mj.waits
            for h in hs:
                w(h, "mawan")

    def theirs(cs):
        is_agari = Agari.is_agari
        for c in cs:
            c = list(c)
            out = []
            for k in range(34):
                c[k] += 1
                if is_agari(c):
                    out.append(k)
                c[k] -= 1

    return _sets(ours, theirs, random_waiting, _c34, n, seed, 2)


def _agari_hand(rng: random.Random) -> Hand:
    """A random complete hand; half of the time one concealed tile is swapped for another kind (rarely complete)."""
    h = random_complete(rng, p_melds=0.2)
    if rng.random() < 0.5:
        c = _c34(h)
        t = list(h.concealed)
        i = rng.randrange(len(t))
        for _ in range(40):
            k = rng.randrange(34)
            if c[k] < 4 and k != t[i]:
                t[i] = k
                break
        h = Hand(tuple(t), h.melds, h.win_tile)
    return h


def bench_agari(n: int, seed: int, core: bool = False):
    Agari, _, MMeld = _mahjong()
    f2 = ("standard", "seven_pairs")

    def ours(hs):
        if core:
            for h in hs:
                is_complete(h, f2)
        else:
            c = mj.is_complete
            for h in hs:
                c(h, "mawan")

    def theirs(items):
        is_agari = Agari.is_agari
        for c, opens in items:
            is_agari(c, opens)

    def conv(h):
        return _c34(h), [list(m.tiles[:3]) for m in h.melds] or None

    return _sets(ours, theirs, _agari_hand, conv, n, seed, 3)


def _random14(rng: random.Random) -> Hand:
    """14 tiles drawn from a shuffled wall (136 tiles), concealed: almost never complete."""
    t = rng.sample([k for k in range(34) for _ in range(4)], 14)
    return Hand(tuple(t[:13]), (), t[13])


def bench_agari_kind(n: int, seed: int, kind: str) -> tuple[float, float]:
    """``mj.is_complete(hand, "mawan")`` against ``Agari.is_agari`` on one kind of hand: ``"random"`` (14 wall
    tiles, :func:`_random14`) or ``"complete"`` (:func:`bench.handgen.random_complete`, concealed)."""
    Agari, _, _ = _mahjong()

    def ours(hs):
        c = mj.is_complete
        for h in hs:
            c(h, "mawan")

    def theirs(items):
        is_agari = Agari.is_agari
        for c in items:
            is_agari(c)

    make = _random14 if kind == "random" else (lambda r: random_complete(r, p_melds=0.0))
    # chunks of 1,000: each chunk reads the CPU clock twice (about 1 µs a read, a system call), which in
    # chunks of 50 adds some 40 ns to every call on both sides — a quarter of a 160 ns call
    return _sets(ours, theirs, make, _c34, n, seed, 5 if kind == "random" else 6, chunk=1000)


def bench_decompositions(n: int, seed: int, core: bool = False):
    _, HandDivider, MMeld = _mahjong()
    f2 = ("standard", "seven_pairs")

    def ours(hs):
        if core:
            for h in hs:
                decompose(h, f2)
        else:
            d = mj.decompose
            for h in hs:
                d(h, "mawan")

    def theirs(items):
        divide = HandDivider.divide_hand
        for c, ms in items:
            divide(c, ms)

    return _sets(ours, theirs, lambda r: random_complete(r, p_melds=0.2), lambda h: to_mahjong(h, MMeld), n, seed, 4)


def rss_after_calls(n_calls: int, seed: int) -> tuple[float, float]:
    """Peak RSS (MB) after ``n_calls`` varied calls, and the seconds they took (see the module docstring)."""
    import resource
    rng = random.Random(seed + 77)
    wall = [k for k in range(34) for _ in range(4)]
    ghost_opts = [None, {"ghosts": "white"}, {"ghosts": "red"}, {"ghosts": "flip", "indicator": "3p"},
                  {"ghosts": "double", "indicator": "4z"}]
    f3 = ("standard", "seven_pairs", "thirteen_orphans")
    calls = 0
    t0 = time.perf_counter()
    while calls < n_calls:
        r = rng.random()
        if r < 0.45:  # plain 13-tile hand from the wall: core shanten + waits
            h = Hand(tuple(rng.sample(wall, 13)))
            shanten(h, f3)
            shape_waits(h, f3)
            calls += 2
        elif r < 0.8:  # near-complete hands of one suit (many block patterns), core decompositions
            suit = rng.randrange(3) * 9
            t = [suit + rng.randrange(9) for _ in range(14)]
            c = _c34(Hand(tuple(t[:13])))
            if max(c) > 4 or t[13] in t[:13] and c[t[13]] >= 4:
                continue
            h = Hand(tuple(t[:13]), (), t[13])
            decompose(h, f3)
            shanten(h, f3)
            calls += 2
        elif r < 0.97:  # ghosts 0–8 as jokers (core), every block pattern with ghosts removed
            g = rng.randrange(9)
            gk = (31, 32)
            real = [k for k in rng.sample(wall, 14) if k not in gk][:13 - g]
            tiles = tuple(real + [31] * min(g, 4) + [32] * max(0, g - 4))
            h = Hand(tiles[:13 - (13 - len(tiles))]) if len(tiles) == 13 else None
            if h is None:
                continue
            shanten(h, f3, gk)
            shape_waits(h, f3, gk)
            calls += 2
        else:  # the public API under every ruleset, ghosts included, scored in a random context
            h = random_complete(rng, p_melds=0.3)
            ctx = {"win_by": rng.choice(("self_draw", "discard")), "seat": rng.choice("ESWN"),
                   "dealer": rng.choice("ESWN")}
            for name in ("mawan", "jinzhou"):
                try:
                    mj.decompose(h, name)
                    mj.waits(Hand(h.concealed, h.melds), name)
                    mj.score(h, name, ctx)
                except mj.MjError:
                    pass
                calls += 3
            opts = ghost_opts[rng.randrange(len(ghost_opts))]
            try:
                mj.decompose(h, "huilai", opts)
                mj.score(h, "huilai", ctx, opts)
            except mj.MjError:  # e.g. the indicator would be a fifth copy of a kind the hand holds
                pass
            calls += 2
    dt = time.perf_counter() - t0
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, dt


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


#: the ``core …`` lines draw their own seeded hands (warm-up and measured sets), none of which the public-API run
#: has seen, so that the core is not flattered by block-table entries the public run just filled in.
CORE_SEED_OFFSET = 7_919_000


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=5000, help="hands per set (default 5000)")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--rss-calls", type=int, default=1_000_000, help="calls in the memory stream (default 1M)")
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
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"python {sys.version.split()[0]}, mahjong {mv}, {a.n} hands per set, seed {a.seed}, "
          f"load average {load:.1f} on {os.cpu_count()} cores")

    for name, fn, theirs_name in (("shanten", bench_shanten, "Shanten.calculate_shanten"),
                                  ("waits", bench_waits, "34 x Agari.is_agari"),
                                  ("agari", bench_agari, "Agari.is_agari"),
                                  ("decompositions", bench_decompositions, "HandDivider.divide_hand")):
        ours, theirs = fn(a.n, a.seed)
        core, theirs2 = fn(a.n, a.seed + CORE_SEED_OFFSET, core=True)  # unseen hands: no cache warmed by the public run
        print(f"{name}: mjlearn public API {ours:,.0f} hands/s, core {core:,.0f} hands/s, mahjong {theirs_name} "
              f"{theirs:,.0f} hands/s")
        print(f"ratio {name}: {ours / theirs:.2f}")
        print(f"core ratio {name}: {core / theirs2:.2f}")
    for kind in ("random", "complete"):  # the complete-hand check stops early on either (product.md § Performance)
        ours, theirs = bench_agari_kind(a.n, a.seed, kind)
        print(f"agari {kind} 14-tile hands: mj.is_complete {ours:,.0f} hands/s, Agari.is_agari {theirs:,.0f} hands/s")
        print(f"ratio agari {kind}: {ours / theirs:.2f}")
    try:
        import riichienv  # noqa: F401
    except ImportError:
        print("ratio shanten vs riichienv: not measured (riichienv is not installed; pip install riichienv)")
    else:
        ours, theirs = bench_shanten_riichienv(a.n, a.seed)
        print(f"shanten: mjlearn public API {ours:,.0f} hands/s, riichienv {theirs:,.0f} hands/s")
        print(f"ratio shanten vs riichienv: {ours / theirs:.3f}")

    hs, avg = bench_ghosts(max(a.n // 5, 200), a.seed, 4)
    print(f"4-ghost readings: {hs:,.0f} hands/s ({avg:.1f} readings per hand on average)")
    hs, avg = bench_ghosts(max(a.n // 50, 50), a.seed, 8)
    print(f"8-ghost readings: {hs:,.0f} hands/s ({avg:.1f} readings per hand on average)")

    rss, dt = rss_after_calls(a.rss_calls, a.seed)
    label = "1M" if a.rss_calls == 1_000_000 else f"{a.rss_calls:,}"
    print(f"memory stream: {a.rss_calls:,} calls in {dt:.0f} s")
    from mjlearn.readings._cache import CACHE_BUDGET
    print(f"rss after {label} calls MB: {rss:.0f} (one cache budget of {CACHE_BUDGET:,} entries)")

    interactive_lines()  # bench/explorer.py: explorer refresh (plain, 8-ghost), Huilai 10倍 protection

    # discard advice (product.md § Performance): prints the two 'advice … p95 ms' lines
    from bench.advice import run as advice_run
    advice_run(seed=a.seed)
    return 0


def interactive_lines() -> None:
    """Print ``bench/explorer.py``'s lines (product.md § Performance): ``explorer refresh p95 ms``, ``explorer
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
