"""Interactive-path benchmark: one full Explorer refresh (spec ``product.md`` § Performance).

A refresh of a complete hand redraws the palette and the hand, scores the hand in the three rulesets
(every reading), draws the focus ruleset's readings, the comparison, and the waits of the hand without
its winning tile with each wait scored in the three rulesets — everything the learner sees after a click.
Goal: p95 ≤ 50 ms on the project's 2-core machines.

``run()`` returns ``(median_ms, p95_ms)``; ``python bench/explorer.py`` prints them.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# hands a learner builds: many readings (1122233334444s has 3 standard + 1 seven-pairs decomposition and a
# 5-tile wait before its winning tile), an open hand with a set, a seven-pairs hand
HANDS = ("1122233334444s +2s", "123m456p11s78m pon:555z +9m", "113355779m1188p +9m")


def run(repeats: int = 30, hands=HANDS) -> tuple[float, float]:
    """Median and 95th-percentile wall time (ms) of ``Explorer.refresh()`` over ``repeats`` × ``hands``
    (after one warm-up refresh per hand, which fills the tile-face cache)."""
    from mjlearn.widgets import Explorer

    ex = Explorer(lang="both")
    times: list[float] = []
    for h in hands:
        ex.set_hand(h)  # warm-up
    for _ in range(repeats):
        for h in hands:
            ex.set_hand(h)
            t0 = time.perf_counter()
            ex.refresh()
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return statistics.median(times), p95


if __name__ == "__main__":
    med, p95 = run()
    print(f"explorer refresh: median {med:.1f} ms, p95 {p95:.1f} ms (goal p95 <= 50 ms)")
    try:
        import resource
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
        print(f"peak RSS of this process: {rss_mb:.0f} MB (goal for the explorer kernel < 300 MB)")
    except ImportError:  # not on Windows
        pass
