"""The table (issue 22): bot hand timing and a statistics run of bot hands.

Run from the repository root::

    python bench/table.py              # timing (60 hands per ruleset) and statistics (1,000 hands per ruleset)
    python bench/table.py --quick      # timing only, 20 hands per ruleset

Prints:

* ``table bot hand median ms (<ruleset>): X`` and ``… p95 ms …`` — :func:`mjlearn.table.play` with four efficient
  bots, seeded hands 0…N−1, one warm-up hand first.  Goal: median ≤ 500 ms.
* the statistics run: 1,000 seeded hands per ruleset and bot level (four bots of one level at the table), with the
  win rate, the draw rate and the average value of a win (the winner's net collection per win, 元 / 分), per
  level; then a mixed table (seats E S W N = value, efficient, value, efficient) for the head-to-head value per
  win.  The issue's claims: value bots win more per win than efficient ones; both beat random.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from mjlearn import table  # noqa: E402

RULESETS = ("mawan", "huilai", "jinzhou")


def _p(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def timing(n: int = 60) -> dict:
    out = {}
    for rs in RULESETS:
        table.play(rs, seed=10 ** 6, bots=("efficient",) * 4)  # warm-up
        ts = []
        for seed in range(n):
            t = time.perf_counter()
            table.play(rs, seed=seed, bots=("efficient",) * 4)
            ts.append((time.perf_counter() - t) * 1000)
        out[rs] = ts
        print(f"table bot hand median ms ({rs}): {statistics.median(ts):.0f}")
        print(f"table bot hand p95 ms ({rs}): {_p(ts, 0.95):.0f}   [{n} hands, four efficient bots]")
    return out


def stats(n: int = 1000, levels=("random", "efficient", "value")) -> dict:
    out = {}
    for rs in RULESETS:
        for level in levels:
            wins = draws = 0
            value = 0.0
            t = time.perf_counter()
            for seed in range(n):
                g = table.play(rs, seed=seed, bots=(level,) * 4)
                if g.outcome.kind == "win":
                    wins += 1
                    value += sum(g.payments[s] for s in g.outcome.winners)
                else:
                    draws += 1
            secs = time.perf_counter() - t
            per_win = value / wins if wins else 0
            out[(rs, level)] = (wins / n, draws / n, per_win)
            print(f"table stats {rs} {level}: win {wins / n:.1%} draw {draws / n:.1%} "
                  f"value per win {per_win:.2f} value per hand {value / n:.2f} {table.new_hand(rs).unit}  "
                  f"[{n} hands, {secs:.0f} s]")
        # head to head: value bots (E, W) and efficient bots (S, N) at one table
        won = {"value": [0, 0.0], "efficient": [0, 0.0]}
        for seed in range(n):
            g = table.play(rs, seed=seed, bots=("value", "efficient", "value", "efficient"))
            if g.outcome.kind == "win":
                for s in g.outcome.winners:
                    lv = "value" if s in ("E", "W") else "efficient"
                    won[lv][0] += 1
                    won[lv][1] += g.payments[s]
        line = "; ".join(f"{lv} wins {w} value per win {v / w if w else 0:.2f}" for lv, (w, v) in won.items())
        print(f"table head-to-head {rs}: {line}  [{n} hands]")
        out[(rs, "h2h")] = won
    return out


def run(quick: bool = False) -> None:
    timing(20 if quick else 60)
    if not quick:
        stats(int(os.environ.get("TABLE_STATS_HANDS", "1000")))


if __name__ == "__main__":
    run(quick="--quick" in sys.argv)
