"""The table (table.md): bot hand timing and a statistics run of bot hands.

Run from the repository root::

    python bench/table.py              # timing (60 hands per ruleset) and statistics (1,000 hands per ruleset)
    python bench/table.py --quick      # timing only, 20 hands per ruleset
    python bench/table.py --stats --ruleset=huilai   # statistics only, one ruleset (TABLE_STATS_HANDS=N hands;
                                                     # TABLE_STATS_EVERY=K: the figures so far every K hands)

Prints:

* ``table bot hand median ms (<ruleset>): X`` and ``… p95 ms …`` — :func:`mjlearn.table.play` with four efficient
  bots, seeded hands 0…N−1, one warm-up hand first.  Goal: median ≤ 500 ms.
* the statistics run, head to head: 1,000 seeded hands per ruleset with random, efficient and value bots at one
  table (one level twice, the levels rotating over the seats, :func:`seating`); per level the win rate per
  seat-hand, the average value of a win (the winner's net for the hand, 元 / 分, ± its standard error; in brackets the part the win
  itself pays — the hand score and horses, without the kong points HL-K3 / JZ-G, 跟庄 JZ-F2 — which is the value
  the advice's EV counts, advice.md § Figures) and the average net per seat-hand, and the table's draw rate;
  then the value bots' per-win average less the efficient bots', ± the standard error of that difference.
  What the levels should show: value bots win more per win than efficient ones; both beat random (win more often and a
  positive net against random's negative one).
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
LEVELS = ("random", "efficient", "value")
SEATS = ("E", "S", "W", "N")


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


def seating(i: int, levels=LEVELS) -> tuple[str, ...]:
    """The bot levels at seats E S W N in hand ``i`` of the statistics run: the three levels and one of them
    twice (the doubled level cycles with ``i``), the arrangement turned one seat every three hands, so that over
    every 12 hands each level sits each seat (the dealer's included) equally often."""
    extra = levels[i % len(levels)]
    base = list(levels) + [extra]
    r = (i // len(levels)) % 4
    return tuple(base[r:] + base[:r])


TABLE_LINES = ("HL-K3", "JZ-G", "JZ-F")  # kong points and the table's own transfers (跟庄, 黄庄)


def win_part(g, s: str) -> float:
    """What seat ``s`` collected in a finished hand from the win's own payment lines: every line but the kong
    points (HL-K3, JZ-G) and the table's transfers (JZ-F1 黄庄, JZ-F2 跟庄); Mawan's lines are all the win's."""
    out = 0.0
    for p in g.outcome.payment_lines:
        if p.code.startswith(TABLE_LINES):
            continue
        out += p.amount if p.payee == s else -p.amount if p.payer == s else 0.0
    return out


def _print_stats(rs: str, per: dict, draws: int, n: int, secs: float, unit: str, levels, final: bool) -> None:
    tag = "" if final else "  (so far)"
    print(f"table stats {rs}: draw {draws / n:.1%}  [{n} hands, levels rotating over the seats, {secs:.0f} s]{tag}")
    for lv in levels:
        d = per[lv]
        w = d["wins"]
        print(f"table stats {rs} {lv}: win {w / d['seats']:.1%} of {d['seats']} seat-hands, "
              f"value per win {d['won'] / w if w else 0:.2f} ± {_se(d['won'], d['won2'], w):.2f} {unit} "
              f"(the win itself {d['hand'] / w if w else 0:.2f}), "
              f"net per seat-hand {d['net'] / d['seats']:+.2f} {unit}{tag}", flush=True)
    if "value" in per and "efficient" in per and per["value"]["wins"] and per["efficient"]["wins"]:
        v, e = per["value"], per["efficient"]
        diff = v["won"] / v["wins"] - e["won"] / e["wins"]
        se = (_se(v["won"], v["won2"], v["wins"]) ** 2 + _se(e["won"], e["won2"], e["wins"]) ** 2) ** 0.5
        print(f"table stats {rs}: value per win − efficient per win {diff:+.2f} ± {se:.2f} {unit} "
              f"({diff / se if se else 0:+.1f} standard errors){tag}", flush=True)


def _se(total: float, squares: float, n: int) -> float:
    """Standard error of a mean of ``n`` values from their sum and sum of squares (sample variance, n − 1); 0
    for fewer than two values."""
    if n < 2:
        return 0.0
    var = max(0.0, (squares - total * total / n) / (n - 1))
    return (var / n) ** 0.5


def stats(n: int = 1000, rulesets=RULESETS, levels=LEVELS, every: int = 0) -> dict:
    """Head-to-head statistics: ``n`` seeded hands per ruleset with the three levels at one table
    (:func:`seating`).  Per level: seat-hands played, win rate (hands won / seat-hands), the average value of a
    win (the winner's net for that hand, and the part of it the win's own lines pay, :func:`win_part`), the
    average net per seat-hand (losses included: the level that loses money to the others has a negative one),
    and the table's draw rate.  ``every`` > 0 also prints the figures so far every ``every`` hands (marked
    "so far"), so that a long run that is stopped still shows its largest completed prefix."""
    out = {}
    for rs in rulesets:
        per = {lv: {"seats": 0, "wins": 0, "won": 0.0, "won2": 0.0, "hand": 0.0, "net": 0.0} for lv in levels}
        draws = 0
        unit = table.new_hand(rs).unit
        t = time.perf_counter()
        for seed in range(n):
            bots = seating(seed, levels)
            g = table.play(rs, seed=seed, bots=bots)
            for s, lv in zip(SEATS, bots):
                per[lv]["seats"] += 1
                per[lv]["net"] += g.payments[s]
            if g.outcome.kind == "win":
                for s in g.outcome.winners:
                    lv = bots[SEATS.index(s)]
                    per[lv]["wins"] += 1
                    per[lv]["won"] += g.payments[s]
                    per[lv]["won2"] += g.payments[s] ** 2
                    per[lv]["hand"] += win_part(g, s)
            else:
                draws += 1
            if every and (seed + 1) % every == 0 and seed + 1 < n:
                _print_stats(rs, per, draws, seed + 1, time.perf_counter() - t, unit, levels, final=False)
        _print_stats(rs, per, draws, n, time.perf_counter() - t, unit, levels, final=True)
        out[rs] = {"draw": draws / n, **per}
    return out


def run(quick: bool = False, only_stats: bool = False, rulesets=RULESETS) -> None:
    if not only_stats:
        timing(20 if quick else 60)
    if not quick:
        stats(int(os.environ.get("TABLE_STATS_HANDS", "1000")), rulesets, every=int(os.environ.get("TABLE_STATS_EVERY", "0")))


if __name__ == "__main__":
    rss = tuple(a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--ruleset=")) or RULESETS
    run(quick="--quick" in sys.argv, only_stats="--stats" in sys.argv, rulesets=rss)
