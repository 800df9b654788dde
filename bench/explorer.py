"""Interactive-path benchmarks (spec ``product.md`` § Performance: interactive path, ghost hands).

* :func:`run` — one full ``Explorer.refresh()`` over plain hands: the palette and the hand redrawn, the hand
  scored in the three rulesets (every reading), the focus ruleset's readings drawn, the comparison, and the
  waits of the hand without its winning tile with each wait valued in the three rulesets — everything the
  learner sees after a click.  Goal: p95 ≤ 50 ms.
* :func:`run_ghosts` — the same refresh over the slowest **8-ghost** Huilai hands found by
  :func:`slow_ghost_hands` (双鬼 with indicator 西 3z: 北 4z and 中 7z are the ghosts, all eight held; the
  Explorer's focus is Huilai).  Goal: p95 ≤ 150 ms.
* :func:`run_new` — informational: the same refresh, waits tab open, to each of twenty new 8-ghost hands once
  (:func:`new_ghost_hands`), as a learner trying hands one after another.
* Each 8-ghost line also counts Python's full garbage collections during the timed updates: the slowest
  updates are those that had one.
* :func:`ten_protect` — ``mjlearn.score`` of a winner whose loser S declares an 8-ghost ready hand under
  10倍听牌免分 (HL-O15), the slowest loser hands found.  Goal: max ≤ 300 ms.

``python bench/explorer.py`` prints the lines; :func:`lines` returns them for ``bench/run.py``.
Times are wall-clock on whatever else the machine is doing: each figure is taken after one warm-up pass
(tile faces and per-block tables cached, as in a live kernel).
"""
from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# hands a learner builds: many readings (1122233334444s has 3 standard + 1 seven-pairs decomposition and a
# 5-tile wait before its winning tile), an open hand with a set, a seven-pairs hand
HANDS = ("1122233334444s +2s", "123m456p11s78m pon:555z +9m", "113355779m1188p +9m")

GHOSTS = {"ghosts": "double", "indicator": "3z"}  # 北 4z and 中 7z are ghosts (HL-O04, HL-G)
EIGHT = "44447777z"
# found by slow_ghost_hands(): the most readings among 8-ghost hands (kept so that every run times them)
SLOW_GHOST_HANDS = ("44447777z123m45p +6p",)


def _p95(times: list[float]) -> float:
    times = sorted(times)
    return times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]


#: CPU times (ms) of the last :func:`run`, next to its wall times: on a shared machine the wall clock also
#: counts other processes' turns, the CPU time only this one's work
LAST_CPU: list[float] = []
#: Python's full garbage collections during the timed updates of the last :func:`run`: [count, total ms].
#: One lands in some update every few thousand surviving objects (an 8-ghost hand's readings are ~9,000) and
#: scans every object of the process: it is what the slowest updates have on top of the median.
LAST_GC: list[float] = [0, 0.0]


class _FullCollections:
    """Counts Python's full (generation 2) garbage collections and their wall time while active."""

    def __init__(self) -> None:
        self.n, self.ms, self._t0, self.on = 0, 0.0, 0.0, False

    def __call__(self, phase: str, info: dict) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._t0 = time.perf_counter()
        elif self.on:
            self.n += 1
            self.ms += (time.perf_counter() - self._t0) * 1000


def run(repeats: int = 30, hands=HANDS, ruleset: str = "mawan", options: dict | None = None,
        tab: str | None = None, warm: bool = True) -> tuple[float, float]:
    """Median and 95th-percentile wall time (ms) of one Explorer update after a new hand is entered —
    ``Explorer.set_hand(h)``, which refreshes every view — over ``repeats`` × ``hands`` (each hand follows a
    different one, so nothing of the previous refresh is reused; one warm-up pass first).  ``options``:
    ruleset name → {option: value} set on the controls; ``tab``: the tab open while timing (the widget
    draws only the open one; default the first, the readings); ``warm=False``: no warm-up pass (each hand
    is new to its first timed update).  Full garbage collections during the timed updates: :data:`LAST_GC`."""
    from mjlearn.widgets import Explorer

    ex = Explorer(ruleset=ruleset, lang="both")
    if tab is not None:
        ex.tabs.selected_index = [s.key for s in ex.tab_specs].index(tab)
    for name, opts in (options or {}).items():
        for key, value in opts.items():
            ex.option_widgets[name][key].value = value
    times: list[float] = []
    cpu: list[float] = []
    hands = list(hands)
    if len(hands) == 1:
        hands.append("")  # alternate with an empty hand so that every timed update is a new hand
    if warm:
        for h in hands:
            ex.set_hand(h)  # warm-up
    full = _FullCollections()
    gc.callbacks.append(full)
    try:
        for _ in range(repeats):
            for h in hands:
                if not h:
                    ex.set_hand(h)
                    continue
                t0, c0 = time.perf_counter(), time.process_time()
                full.on = True
                ex.set_hand(h)
                full.on = False
                times.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.process_time() - c0) * 1000)
    finally:
        gc.callbacks.remove(full)
    LAST_CPU[:] = cpu
    LAST_GC[:] = [full.n, full.ms]
    return statistics.median(times), _p95(times)


def slow_ghost_hands(n: int = 4, candidates: int = 300, seed: int = 2026, waiting: bool = False) -> list[str]:
    """The ``n`` 8-ghost Huilai hands with the most readings among ``candidates`` random ones (plus the
    known slow ones): eight ghosts 4z/7z and five or six random real tiles (``waiting``: 13-tile hands, the
    ranking by the readings summed over their waits)."""
    import mjlearn as mj
    from mjlearn.tiles import tile_str, tiles_str

    rng = random.Random(seed)
    kinds = [k for k in range(34) if k not in (29, 30, 33)]  # not the indicator, not the ghosts
    scored: dict[str, int] = {}

    def cost(text: str) -> int:
        if waiting:
            h = mj.parse_hand(text)
            return sum(len(mj.decompose(h.with_win(k), "huilai", GHOSTS)) for k in mj.waits(h, "huilai", GHOSTS))
        return len(mj.decompose(text, "huilai", GHOSTS))

    for text in ([h.split(" +")[0] for h in SLOW_GHOST_HANDS] if waiting else list(SLOW_GHOST_HANDS)):
        scored[text] = cost(text)
    for _ in range(candidates):
        real = sorted(rng.sample(kinds * 2, 5 if waiting else 6))
        if any(real.count(k) > 4 for k in real):
            continue
        if waiting:
            text = EIGHT + tiles_str(real)
        else:
            w = real.pop(rng.randrange(len(real)))
            text = f"{EIGHT}{tiles_str(real)} +{tile_str(w)}"
        try:
            scored[text] = cost(text)
        except mj.MjError:
            continue
    return [t for t, _ in sorted(scored.items(), key=lambda x: -x[1])[:n]]


def new_ghost_hands(n: int = 20, seed: int = 5) -> list[str]:
    """``n`` complete 8-ghost Huilai hands (4z/7z ×8 and six random real tiles, each kind at most twice) that
    score: each refreshed once by :func:`run_new`, as a learner trying hands one after another."""
    import mjlearn as mj
    from mjlearn.tiles import tile_str, tiles_str

    rng = random.Random(seed)
    kinds = [k for k in range(34) if k not in (29, 30, 33)]
    out: list[str] = []
    while len(out) < n:
        real = sorted(rng.sample(kinds * 2, 6))
        w = real.pop(rng.randrange(len(real)))
        text = f"{EIGHT}{tiles_str(real)} +{tile_str(w)}"
        try:
            if text not in out and mj.score(text, "huilai", {}, GHOSTS).status == "scored":
                out.append(text)
        except mj.MjError:
            continue
    return out


def run_new(tab: str = "waits", hands=None) -> tuple[float, float]:
    """Median and p95 (ms) of the Explorer update to each of :func:`new_ghost_hands` once (the hand is new to
    the update; the per-block tables are as warm as other hands left them).  CPU times in :data:`LAST_CPU`."""
    return run(1, hands or new_ghost_hands(), ruleset="huilai", options={"huilai": dict(GHOSTS)}, tab=tab,
               warm=False)


def run_ghosts(repeats: int = 5, hands=None, tab: str | None = None) -> tuple[float, float, list[str]]:
    """Median and p95 (ms) of the Explorer refresh on the slowest 8-ghost Huilai hands, and the hands."""
    hands = hands or slow_ghost_hands()
    med, p95 = run(repeats, hands, ruleset="huilai", options={"huilai": dict(GHOSTS)}, tab=tab)
    return med, p95, hands


def ten_protect(repeats: int = 3, losers=None) -> tuple[float, list[str]]:
    """Max wall time (ms) of scoring a self-drawn win by E while S declares an 8-ghost ready hand under
    HL-O15 10倍听牌免分, over the slowest loser hands (``repeats`` calls each, the first one included); and
    those hands."""
    import mjlearn as mj

    losers = losers or slow_ghost_hands(waiting=True)
    winner = "111m222p333s444s5m +5m"
    worst = 0.0
    for loser in losers:
        opts = dict(GHOSTS, ten_protect=True, ready_hands={"S": loser})
        t0, c0 = time.perf_counter(), time.process_time()
        try:  # the first call counts too (cold per-block tables for this loser's tiles)
            mj.score(winner, "huilai", {"win_by": "self_draw", "seat": "E"}, opts)
        except mj.MjError:  # tiles of the loser clash with the winner's: not a table that can exist
            continue
        worst = max(worst, (time.perf_counter() - t0) * 1000)
        LAST_CPU.append((time.process_time() - c0) * 1000)
        for _ in range(repeats - 1):
            t0, c0 = time.perf_counter(), time.process_time()
            mj.score(winner, "huilai", {"win_by": "self_draw", "seat": "E"}, opts)
            worst = max(worst, (time.perf_counter() - t0) * 1000)
            LAST_CPU.append((time.process_time() - c0) * 1000)
    return worst, list(losers)


def lines() -> list[str]:
    """The interactive bench lines of product.md § Performance (plain refresh, 8-ghost refresh, 10倍 protection)."""
    med, p95 = run()
    cpu = _p95(LAST_CPU)
    out = [f"explorer refresh: median {med:.1f} ms, p95 {p95:.1f} ms, cpu p95 {cpu:.1f} ms (goal p95 <= 50 ms)",
           f"explorer refresh p95 ms: {p95:.1f}"]
    ghands = slow_ghost_hands()
    worst = 0.0
    for tab in ("readings", "scores", "waits"):  # the slowest of the tabs a learner opens
        gmed, gp95, _ = run_ghosts(hands=ghands, tab=tab)
        worst = max(worst, gp95)
        out.append(f"explorer refresh 8-ghost, {tab} tab open: median {gmed:.1f} ms, p95 {gp95:.1f} ms, "
                   f"cpu p95 {_p95(LAST_CPU):.1f} ms; full gc {LAST_GC[0]:.0f}x in {len(LAST_CPU)} updates, "
                   f"{LAST_GC[1]:.0f} ms")
    nmed, np95 = run_new("waits")  # informational: new hands, each once (not in the p95 line below)
    out.append(f"explorer refresh 8-ghost, new hands each once, waits tab open: median {nmed:.1f} ms, "
               f"p95 {np95:.1f} ms, cpu p95 {_p95(LAST_CPU):.1f} ms; full gc {LAST_GC[0]:.0f}x, {LAST_GC[1]:.0f} ms")
    out += [f"explorer refresh 8-ghost: slowest tab above, hands {', '.join(ghands)} (goal p95 <= 150 ms)",
            f"explorer refresh 8-ghost p95 ms: {worst:.1f}"]
    LAST_CPU.clear()
    tmax, losers = ten_protect()
    out += [f"huilai ten_protect: cpu max {max(LAST_CPU, default=0):.1f} ms, loser hands {', '.join(losers)} "
            f"(goal max <= 300 ms)",
            f"huilai ten_protect 8-ghost max ms: {tmax:.1f}"]
    return out


if __name__ == "__main__":
    for line in lines():
        print(line)
    try:
        import resource
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
        print(f"peak RSS of this process: {rss_mb:.0f} MB (goal for the explorer kernel < 300 MB)")
    except ImportError:  # not on Windows
        pass
