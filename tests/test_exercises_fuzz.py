"""Hostile input never breaks practice (spec product.md § Exercises; common.md § Errors: "No input makes the
library hang or raise anything else"; architecture.md: a progress store "that never loses an attempt"): hypothesis
fuzzing of answers of every kind, of progress files of every shape, and a writer killed mid-write.

* every ``check(answer)`` returns a graded :class:`Feedback` (an unreadable answer is feedback too) within 1 s,
  whatever the answer's type or size;
* any content of the store's files is read or set aside with a note, and the next attempt is recorded;
* a writer process killed (SIGKILL) at random moments loses no attempt it finished and leaves at most one
  temporary file, which the next write removes.

The counts are printed (``-s``) for the report: examples per test are the ``max_examples`` below.
"""
from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjlearn.errors import MjError
from mjlearn.exercises import load, progress, store
from mjlearn.exercises import progress as P
from mjlearn.exercises.messages import Feedback

pytestmark = pytest.mark.slow

# one exercise of each kind in each ruleset
EXERCISES = {("mawan", "waits"): "mw-05", ("mawan", "decompositions"): "mw-01", ("mawan", "items"): "mw-14",
             ("mawan", "total"): "mw-18", ("mawan", "payments"): "mw-23", ("mawan", "is_win"): "mw-12",
             ("huilai", "waits"): "hl-26", ("huilai", "total"): "hl-18", ("huilai", "is_win"): "hl-09",
             ("jinzhou", "items"): "jz-14", ("jinzhou", "is_win"): "jz-09", ("jinzhou", "payments"): "jz-22"}

SEATS = st.sampled_from(["E", "S", "W", "N", "东", "南", "西", "北", "east", "x", "", " "])
TOKENS = st.sampled_from(["2s", "5m", "二万", "五饼", "MW-B05", "将", "缺", "门齐", "no", "不胡", "胡", "70", "70台",
                          "８倍", "番", "|", ";", "\n", " ", "  " * 50, "×2", "x2", ":", "E", "+30", "-10", "nan",
                          "inf", "1" * 40, "???", "pon:", "123m", "11z", "任意", "none", "无", "e", "\u3000", "٣"])
TEXT = st.one_of(st.text(max_size=300), st.lists(TOKENS, max_size=80).map(" ".join),
                 st.lists(TOKENS, max_size=800).map("".join),
                 st.builds(lambda a, n, b: a + " " * n + b, st.text(max_size=3), st.integers(0, 30000),
                           st.text(max_size=3)))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(-10 ** 500, 10 ** 500),
                    st.floats(allow_nan=True, allow_infinity=True), st.just(Ellipsis), st.just(b"70"),
                    st.integers(-2 ** 62, 2 ** 62).map(np.int64), st.floats(width=64).map(np.float64),
                    st.just(object()), TEXT)
ANSWERS = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=6), st.tuples(inner, inner),
                                                        st.dictionaries(st.one_of(SEATS, TEXT), inner, max_size=6)),
                       max_leaves=40)

COUNTS: dict[str, int] = {}


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.setenv("MJLEARN_TODAY", "2026-12-01")
    store.forget_cache()


@pytest.mark.parametrize("key", list(EXERCISES), ids=lambda k: f"{k[0]}-{k[1]}")
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(answer=ANSWERS)
def test_every_answer_gets_a_verdict_within_a_second(key, answer):
    ex = load(key[0], EXERCISES[key])
    t = time.perf_counter()
    fb = ex.check(answer)  # no exception of any kind: an unreadable answer is a wrong-answer feedback
    took = time.perf_counter() - t
    assert isinstance(fb, Feedback) and isinstance(bool(fb), bool) and str(fb)
    # the check's safety net (an unforeseen shape read as "cannot read this answer (TypeError)") is not hit:
    # every parser says what is wrong itself
    assert not any(f"({e})" in str(fb) for e in ("TypeError", "ValueError", "OverflowError", "RecursionError",
                                                  "AttributeError", "KeyError", "IndexError")), str(fb)
    assert took <= 1.0, (took, repr(answer)[:200])
    COUNTS["answers"] = COUNTS.get("answers", 0) + 1


JSON = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=20)),
                    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=12), inner,
                                                                                         max_size=5)),
                    max_leaves=30)
SHAPES = st.one_of(
    JSON.map(json.dumps),
    st.fixed_dictionaries({"format": st.one_of(st.integers(-2, 4), st.text(max_size=3), st.none()),
                           "sessions": JSON, "rulesets": JSON}).map(json.dumps),
    st.fixed_dictionaries({"format": st.just(1), "rulesets": st.dictionaries(
        st.sampled_from(["mawan", "huilai", "x"]), st.dictionaries(st.sampled_from(["items", "rules"]), JSON))}
    ).map(json.dumps),
    st.fixed_dictionaries({"format": st.just(2), "generation": JSON, "events": st.lists(JSON, max_size=8)}
                          ).map(json.dumps),
    st.binary(max_size=300).map(lambda b: b.decode("latin-1")))
WHERE = st.sampled_from(["progress.json", "progress-1.json", "progress-0.log", "progress-1.log"])


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(content=SHAPES, where=WHERE, lines=st.lists(JSON.map(json.dumps), max_size=5))
def test_any_file_content_is_read_or_set_aside_and_the_next_attempt_counts(tmp_path_factory, content, where, lines):
    home = tmp_path_factory.mktemp("shape")
    os.environ["MJLEARN_HOME"] = str(home)
    store.forget_cache()
    (home / where).write_text(content + ("\n" + "\n".join(lines) if where.endswith(".log") else ""),
                              encoding="utf-8", errors="surrogatepass")
    t = time.perf_counter()
    p = progress("mawan")
    before = (p.item("mawan", "fuzz-item") or {}).get("attempts", 0)
    p.rows(), p.summary(), str(p), p._repr_html_(), p.today("mawan"), p.due_items("mawan")
    P.record("mawan", "fuzz-item", ["MW-B05"], True, kind="items")
    after = progress("mawan").item("mawan", "fuzz-item")["attempts"]
    assert after == before + 1
    store.forget_cache()  # and again from the files alone
    assert progress("mawan").item("mawan", "fuzz-item")["attempts"] == before + 1
    assert time.perf_counter() - t <= 2.0
    assert len(list(home.glob(".progress-*.tmp"))) == 0
    COUNTS["files"] = COUNTS.get("files", 0) + 1


WRITER = r"""
import os, sys
os.environ["MJLEARN_HOME"] = sys.argv[1]
from mjlearn.exercises import progress as P, store
store.COMPACT_BYTES = int(sys.argv[3])
start = int(sys.argv[2])
for i in range(start, start + 100000):
    P.record("mawan", f"k{i}", ["MW-B05", "MW-X07"], i % 3 != 0, kind="items", blame=["MW-X07"])
    print(i, flush=True)
"""


def test_a_killed_writer_loses_no_finished_attempt(tmp_path):
    home = tmp_path / "kill"
    home.mkdir()
    done: list[int] = []
    kills = 0
    rng = np.random.default_rng(20)
    start = 0
    for _ in range(12):
        # a small compaction threshold, so that some kills land inside a compaction (temp file, replace, unlink)
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(home), str(start), "3000"],
                                stdout=subprocess.PIPE, text=True)
        got = []
        deadline = time.time() + 0.6 + float(rng.random()) * 1.5
        os.set_blocking(proc.stdout.fileno(), False)
        while time.time() < deadline:
            line = proc.stdout.readline()
            if line.strip():
                got.append(int(line))
            else:
                time.sleep(0.002)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        kills += 1
        rest = proc.stdout.read() or ""
        got += [int(x) for x in rest.split() if x.strip()]
        done += got
        start = (max(got) + 1) if got else start + 1000
        assert len(list(home.glob(".progress-*.tmp"))) <= 1
    os.environ["MJLEARN_HOME"] = str(home)
    store.forget_cache()
    t = time.perf_counter()
    items = progress("mawan").items("mawan")
    assert time.perf_counter() - t <= 1.0
    lost = [i for i in done if f"k{i}" not in items]
    assert not lost, f"{len(lost)} finished attempts lost of {len(done)}"
    P.record("mawan", "after", ["MW-B05"], True)
    assert not list(home.glob(".progress-*.tmp"))  # the next write cleans a crashed compaction's file
    COUNTS["kills"] = kills
    COUNTS["attempts_written"] = len(done)
    print(f"\nfuzz counts: {COUNTS}")


def test_record_rejects_bad_arguments_with_mjerror():
    for bad in ([5], "", None, {"a": 1}):
        with pytest.raises(MjError):
            P.record("mawan", bad if bad != [5] else "x", [5] if bad == [5] else ["MW-B05"], True)
    with pytest.raises(MjError):
        P.record("nowhere", "x", ["MW-B05"], True)
    assert P.record("mawan", 7, ["MW-B05"], True)["item"] == "7"  # an int id is read as its text
    assert math.isfinite(progress("mawan").rule("mawan", "MW-B05")["mastery"])
