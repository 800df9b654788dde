"""The practice store and checking: one ``check`` and one ``session()`` with a 10,000-item history (the progress
store of product.md § Exercises, "a small store … that never loses an attempt", architecture.md).

Run from the repository root::

    python bench/exercises.py

Prints the machine's load average, then, for an empty record and for two records of 10,000 answers (written as
one batch the way a long history accumulates in the log, then compacted into a snapshot and its state file):

* ``10k``: 10,000 different items answered once (none of them servable: the worst case for folding);
* ``10k-served``: 10,000 answers over the bank's exercises, aimed drills and re-deals over 330 days (what a
  long-time learner has: items due, weak rules, leeches);

the lines

* ``exercises check median ms (<history>): X`` and ``… p95 ms …`` — ``load("mawan", "mw-18").check(...)`` on a
  wrong and a right answer in turn (feedback, misconceptions and the appended log line), 60 calls after a warm-up;
* ``exercises check ratio 10k/empty: X`` — the cost of the history (goal: the 10k median ≤ 50 ms);
* ``exercises session ms (<history>, new kernel): X`` — ``session("mawan", 10)`` right after the in-process caches
  are dropped (as a new kernel starts the day: the state file is read, the log folded on top, the items dealt);
* ``exercises session ms (<history>, after a check): X`` — ``session("mawan", 10)`` after one more ``check`` (the
  one new event is folded, not the history); goal ≤ 50 ms each;
* ``exercises store bytes (<history>): X`` — the files' size under ``$MJLEARN_HOME``;
* ``exercises compacting check ms (<history>): X`` — the one ``check`` in about 3,000 whose log line takes the
  log past ``store.COMPACT_BYTES`` (a new snapshot is written and its state file begun, the log's fold having
  been brought up to date by the checks before: :mod:`mjlearn.exercises.compaction`; goal ≤ 50 ms).

Times are this process's CPU time (``time.process_time``): another process taking a turn on a shared machine is
not billed.  The session figures include dealing its items (aimed drills are scored when dealt).
"""
from __future__ import annotations

import datetime as dt
import os
import pathlib
import random
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

os.environ["MJLEARN_TODAY"] = "2026-12-01"

from mjlearn.exercises import aims, load, session, store  # noqa: E402
from mjlearn.exercises.aims import aim_rules  # noqa: E402

clock = time.process_time


def history_distinct(n: int) -> list[dict]:
    return [{"t": "answer", "rs": "mawan", "item": f"hist-{i}", "rules": ["MW-B05", f"MW-X{i % 60:02d}"],
             "ok": i % 4 != 0, "blame": [] if i % 4 else [f"MW-X{i % 60:02d}"], "kind": "items",
             "aided": "", "day": f"2026-{1 + i % 11:02d}-{1 + i % 28:02d}"} for i in range(n)]


def history_served(n: int) -> list[dict]:
    bank = load("mawan")
    ids, rules_aimed = bank.ids(), list(aim_rules("mawan"))
    rng = random.Random(1)
    start = dt.date(2026, 1, 1)
    out = []
    for i in range(n):
        day = (start + dt.timedelta(days=i * 330 // n)).isoformat()
        r = rng.random()
        make = None
        if r < 0.5:
            ex = bank[ids[rng.randrange(len(ids))]]
            item, rules = ex.id, ex.rule_ids()
        elif r < 0.8:
            rule, seed, near = rules_aimed[rng.randrange(len(rules_aimed))], rng.randrange(10 ** 6), rng.random() < .3
            item, rules, make = f"drill-{seed}-{rule}-{near}", [rule], {"aim": ["items", seed, rule, near]}
        else:
            base, k = ids[rng.randrange(len(ids))], rng.randrange(5)
            item, rules, make = f"{base}~{k}", bank[base].rule_ids(), {"redeal": [base, k]}
        ok = rng.random() < 0.7
        e = {"t": "answer", "rs": "mawan", "item": item, "rules": rules, "ok": ok, "blame": [] if ok else rules[:1],
             "kind": "items", "aided": "", "day": day}
        if make:
            e["make"] = make
        out.append(e)
    return out


def run_checks(n: int = 60) -> list[float]:
    ex = load("mawan", "mw-18")
    ex.check(60)  # warm-up: caches, the first read of the log
    times = []
    for i in range(n):
        t = clock()
        ex.check(60 if i % 2 else 70)
        times.append((clock() - t) * 1000)
    return times


def compacting_check(home: pathlib.Path) -> float:
    """CPU ms of the check that compacts the log (checks are answered until the snapshot's number changes)."""
    ex = load("mawan", "mw-18")
    gen = store._generations(home)[0]
    for i in range(20_000):
        t = clock()
        ex.check(60 if i % 2 else 70)
        ms = (clock() - t) * 1000
        if store._generations(home)[0] != gen:
            return ms
    return float("nan")


def new_kernel() -> None:
    store.forget_cache()
    aims._AIMED.clear()


def main() -> int:
    print(f"load average: {os.getloadavg()[0]:.2f}")
    os.environ["MJLEARN_HOME"] = tempfile.mkdtemp(prefix="mjlearn-bench-warmup-")
    session("mawan", 10)  # imports and the bank, once: a kernel that has run any cell
    out = {}
    for label, make in (("empty", None), ("10k", history_distinct), ("10k-served", history_served)):
        home = pathlib.Path(tempfile.mkdtemp(prefix=f"mjlearn-bench-{label}-"))
        os.environ["MJLEARN_HOME"] = str(home)
        new_kernel()
        if make is not None:
            store.append(home, make(10_000))
            new_kernel()  # a fresh kernel reads the history from the files
        times = run_checks()
        med = statistics.median(times)
        p95 = sorted(times)[int(0.95 * len(times)) - 1]
        out[label] = med
        print(f"exercises check median ms ({label}): {med:.1f}")
        print(f"exercises check p95 ms ({label}): {p95:.1f}")
        new_kernel()
        t = clock()
        session("mawan", 10)
        print(f"exercises session ms ({label}, new kernel): {(clock() - t) * 1000:.0f}")
        load("mawan", "mw-18").check(70)
        t = clock()
        session("mawan", 10)
        print(f"exercises session ms ({label}, after a check): {(clock() - t) * 1000:.0f}")
        size = sum(p.stat().st_size for p in store.files(home) if p.is_file())
        print(f"exercises store bytes ({label}): {size}")
        if make is not None:
            print(f"exercises compacting check ms ({label}): {compacting_check(home):.0f}")
    print(f"exercises check ratio 10k/empty: {out['10k'] / out['empty']:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
