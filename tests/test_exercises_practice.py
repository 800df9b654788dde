"""21 simulated days of practice (spec product.md § Exercises): a learner who always misses 断桥会 MW-X07 (Mawan) and
花幺九 HL-P07 (Huilai) and answers everything else right, one session of 10 a day per ruleset, dated with
MJLEARN_TODAY.  What must hold: weak rules come back sooner and more often but at most 3 items a session once they
are leeches; a leech gets its worked example; items answered right space out (1, 3, 7 days); a rule never missed
keeps the mastery its right answers earned; a restart on a day changes nothing; an empty day says so.

Run with ``-s`` to see the schedule table.
"""
import datetime as dt

import pytest

from mjlearn.exercises import progress, session, store
from mjlearn.exercises.progress import LEECH_MISSES, LEECH_PER_SESSION
from mjlearn.exercises.schedule import done_message

WEAK = {"mawan": "MW-X07", "huilai": "HL-P07"}
DAYS = 21


def learner_answer(ex, weak):
    """Right, except where the weak rule decides the answer: an items answer without it (or with it, on a near
    miss) and a total 10 too high."""
    exp = ex.expected
    if weak not in ex.rule_ids():
        return ex.answer()
    if ex.kind == "items":
        items = dict(exp["items"])
        if weak in items:
            items.pop(weak)
            return " ".join(items) or weak + "x"
        return " ".join(list(items) + [weak])
    if ex.kind == "total":
        return exp["total"] + 10
    return ex.answer()


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("MJLEARN_HOME", str(tmp_path_factory.mktemp("learner")))
    mp.delenv("MJLEARN_PROGRESS", raising=False)
    mp.delenv("MJLEARN_GOAL", raising=False)
    store.forget_cache()
    start = dt.date(2026, 12, 1)
    log = []  # one row per day and ruleset
    for d in range(DAYS):
        day = (start + dt.timedelta(days=d)).isoformat()
        mp.setenv("MJLEARN_TODAY", day)
        for rs, weak in WEAK.items():
            before = progress(rs).rule(rs, weak) or {}
            items = session(rs, 10)
            if d == 9:  # a kernel restart in the middle of a day changes nothing
                store.forget_cache()
                assert [e.id for e in session(rs, 10)] == [e.id for e in items]
            helps = []
            for ex in items:
                if ex.leech_help is not None:
                    text = str(ex.leech_help)  # the learner reads it (recorded)
                    helps.append((ex.leech_help.rule, text))
                ex.check(learner_answer(ex, weak))
            after = session(rs, 10)
            log.append({"day": day, "rs": rs, "ids": [e.id for e in items],
                        "weak_items": [i for i, e in enumerate(items) if weak in e.rule_ids()],
                        "rules": [e.rule_ids() for e in items], "leech_before": before.get("misses", 0) >= LEECH_MISSES,
                        "helps": helps, "after": len(after),
                        "done": str(done_message(rs)) if not after else None,
                        "mastery": (progress(rs).rule(rs, weak) or {}).get("mastery", 0.0),
                        "misses": (progress(rs).rule(rs, weak) or {}).get("misses", 0)})
    yield log
    mp.undo()


def test_print_the_schedule(run):
    print("\nday         ruleset  items  weak-rule items (positions)  weak misses  leech help")
    for r in run:
        print(f"{r['day']}  {r['rs']:7}  {len(r['ids']):5}  {WEAK[r['rs']]} x{len(r['weak_items'])} "
              f"{r['weak_items']!s:18} {r['misses']:4}  {[h for h, _ in r['helps']]}"
              + ("  (then: " + r["done"].splitlines()[0] + ")" if r["done"] else ""))


def test_every_day_has_a_session_of_at_most_ten(run):
    assert all(1 <= len(r["ids"]) <= 10 for r in run)


def test_weak_rules_come_back_often_but_at_most_three_a_session_once_leeches(run):
    for rs in WEAK:
        rows = [r for r in run if r["rs"] == rs]
        days_with = [r["day"] for r in rows if r["weak_items"]]
        assert len(days_with) >= DAYS // 2, (rs, days_with)  # back on most days once missed
        for r in rows:
            if r["leech_before"]:
                assert len(r["weak_items"]) <= LEECH_PER_SESSION, r
                pos = r["weak_items"]
                assert all(b - a > 1 for a, b in zip(pos, pos[1:])), r  # interleaved, never back to back


def test_a_leech_gets_its_worked_example_once_a_day(run):
    for rs, weak in WEAK.items():
        rows = [r for r in run if r["rs"] == rs and r["leech_before"]]
        assert rows, rs
        assert all(len(r["helps"]) <= 1 for r in rows)
        texts = [t for r in rows for rule, t in r["helps"] if rule == weak]
        assert texts, rs
        t = texts[0]
        assert "Worked example" in t and "earns" in t and "misses" in t and "Solution" in t


def test_items_answered_right_space_out(run):
    rows = [r for r in run if r["rs"] == "mawan"]
    served: dict = {}
    for i, r in enumerate(rows):
        for ex_id, rules in zip(r["ids"], r["rules"]):
            if WEAK["mawan"] not in rules:
                served.setdefault(ex_id, []).append(i)
    gaps = [[b - a for a, b in zip(d, d[1:])] for d in served.values() if len(d) >= 4]
    # boxes 1, 2, 3 come back after 1, 3, 7 days — a day or two later when more than ten items are due
    bad = [g for g in gaps if not all(w <= x <= w + 2 for x, w in zip(g[:3], (1, 3, 7)))]
    assert gaps and not bad, bad
    assert sum(g[:3] == [1, 3, 7] for g in gaps) >= 2


def test_a_rule_never_missed_keeps_its_mastery(run):
    for rs in WEAK:
        rules = progress(rs).rules(rs)
        clean = {r: e for r, e in rules.items() if e["misses"] == 0 and e["right"]}
        assert len(clean) >= 5
        for r, e in clean.items():  # right answers only: 1 − 0.75^right (no hints in this simulation)
            assert e["mastery"] == pytest.approx(1 - 0.75 ** e["right"], abs=1e-5), (r, e)


def test_an_empty_day_says_done_for_today(run):
    done = [r for r in run if r["done"]]
    assert done and all("Done for today" in r["done"] and "due tomorrow" in r["done"] for r in done)

