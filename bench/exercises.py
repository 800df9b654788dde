"""The practice store and checking (issue 20 point 6): one ``check`` with a 10,000-item history.

Run from the repository root::

    python bench/exercises.py

Prints, for an empty record and for one holding 10,000 items (each answered once, written as one batch the way
a long history accumulates in the log):

* ``exercises check median ms (<history>): X`` and ``… p95 ms …`` — ``load("mawan", "mw-18").check(...)`` on a
  wrong and a right answer in turn (feedback, misconceptions and the appended log line), 60 calls after a warm-up;
* ``exercises check ratio 10k/empty: X`` — the cost of the history (goal: the 10k median ≤ 50 ms);
* ``exercises session ms (10k history): X`` — ``session("mawan", 10)`` once, as a day starts (the record is read
  and folded);
* ``exercises store bytes (10k history): X`` — the files' size under ``$MJLEARN_HOME``.
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

os.environ["MJLEARN_TODAY"] = "2026-12-01"

from mjlearn.exercises import load, session, store  # noqa: E402


def run_checks(n: int = 60) -> list[float]:
    ex = load("mawan", "mw-18")
    ex.check(60)  # warm-up: caches, the first read of the log
    times = []
    for i in range(n):
        t = time.perf_counter()
        ex.check(60 if i % 2 else 70)
        times.append((time.perf_counter() - t) * 1000)
    return times


def main() -> int:
    out = {}
    for label, items in (("empty", 0), ("10k", 10_000)):
        home = tempfile.mkdtemp(prefix=f"mjlearn-bench-{label}-")
        os.environ["MJLEARN_HOME"] = home
        store.forget_cache()
        if items:
            events = [{"t": "answer", "rs": "mawan", "item": f"hist-{i}", "rules": ["MW-B05", f"MW-X{i % 60:02d}"],
                       "ok": i % 4 != 0, "blame": [] if i % 4 else [f"MW-X{i % 60:02d}"], "kind": "items",
                       "aided": "", "day": f"2026-{1 + i % 11:02d}-{1 + i % 28:02d}"} for i in range(items)]
            store.append(__import__("pathlib").Path(home), events)
            store.forget_cache()  # a fresh kernel reads the history from the files
        times = run_checks()
        med = statistics.median(times)
        p95 = sorted(times)[int(0.95 * len(times)) - 1]
        out[label] = med
        print(f"exercises check median ms ({label}): {med:.1f}")
        print(f"exercises check p95 ms ({label}): {p95:.1f}")
        if items:
            store.forget_cache()
            t = time.perf_counter()
            session("mawan", 10)
            print(f"exercises session ms (10k history): {(time.perf_counter() - t) * 1000:.0f}")
            size = sum(p.stat().st_size for p in store.files(__import__("pathlib").Path(home)) if p.is_file())
            print(f"exercises store bytes (10k history): {size}")
    print(f"exercises check ratio 10k/empty: {out['10k'] / out['empty']:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
