"""The progress record (mjlearn.exercises.progress and .store): blame per rule, boxes by calendar day, the day's goal
and streak, and a store that loses nothing (spec product.md § Exercises).

Expected values are worked out from the documented rules: mastery is an exponential average with weight 0.25
(a right answer: m + 0.25 × (1 − m); a wrong one: m × 0.75), boxes 0–5 with intervals 1, 1, 3, 7, 15, 30 days,
a lapse goes back one box (two from box 3 up), only an item's first answer of a day moves its schedule.
"""
import json
import os

import pytest

from mjlearn.exercises import load, progress, store
from mjlearn.exercises import progress as P
from mjlearn.exercises.fold import dump_state, load_state


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.setenv("MJLEARN_TODAY", "2026-01-01")
    monkeypatch.delenv("MJLEARN_PROGRESS", raising=False)
    monkeypatch.delenv("MJLEARN_GOAL", raising=False)
    store.forget_cache()
    return tmp_path


def day(monkeypatch, d):
    monkeypatch.setenv("MJLEARN_TODAY", d)


def test_a_wrong_total_blames_only_the_rule_ids_its_feedback_names(home):
    # mw-18: 123m 456m 789m 234p 5p +5p, discard win.  Worked from mawan.md: 清 1 + 平 1 + 将 (55p) 3 + 缺 (no
    # bamboo, winds or dragons) 3 = 8 张 → MW-T 20 台; 一条龙 MW-X51 50 台; total 70 台.  The item practises
    # MW-T, MW-X51, MW-B05, MW-B10.
    ex = load("mawan", "mw-18")
    fb = ex.check(80)  # too high: the feedback names two families (basic items, the count table), no rule id
    assert not fb and "MW-" not in str(fb)
    assert progress("mawan").rules("mawan") == {}  # nothing blamed (the old code blamed MW-T, MW-B05, MW-B10)
    assert progress("mawan").item("mawan", "mw-18")["lapses"] == 1  # the item itself still comes back tomorrow
    fb = ex.check(8)  # the 8 张 given as the total: misconception MW-MC8, whose text names MW-T
    assert "MW-MC8" in str(fb) and "MW-T" in str(fb)
    rules = progress("mawan").rules("mawan")
    assert set(rules) == {"MW-T"} and rules["MW-T"]["misses"] == 1


def test_a_wrong_payment_blames_the_payment_rule_its_feedback_shows(home):
    # hl-23: 1112223337755m +7m, a discard win (East discards, South wins); it practises HL-K0 (the hand score)
    # and HL-K1 (on a discard only the discarder pays): E -16, S +16.  A wrong amount shows HL-K1's line and
    # no misconception (not 8, half of 16: HL-MC7; not all three paying: HL-MC6), so HL-K1 alone is blamed.
    ex = load("huilai", "hl-23")
    fb = ex.check("E -10 S +10")
    assert not fb and "HL-K1" in str(fb) and "HL-MC" not in str(fb)
    assert set(progress("huilai").rules("huilai")) == {"HL-K1"}  # the old code blamed HL-K0 as well


def test_blame_only_the_rule_the_feedback_named(home):
    ex = load("mawan", "mw-14")  # items MW-B01 摸 B02 清 B03 平 B04 断 B05 将 B08 花 B10 缺 (hand-worked in test_exercises)
    assert not ex.check("摸 清 平 断 将 缺")  # 花 MW-B08 left out: only MW-B08 is blamed
    rules = progress("mawan").rules("mawan")
    assert set(rules) == {"MW-B08"} and rules["MW-B08"]["misses"] == 1 and rules["MW-B08"]["mastery"] == 0
    assert ex.check(ex.answer())  # a right answer credits every rule practised: 0 + 0.25 × (1 − 0)
    rules = progress("mawan").rules("mawan")
    assert rules["MW-B05"]["mastery"] == pytest.approx(0.25) and rules["MW-B05"]["misses"] == 0
    assert rules["MW-B08"]["mastery"] == pytest.approx(0.25) and rules["MW-B08"]["misses"] == 1


def test_a_rule_never_missed_keeps_its_mastery(home, monkeypatch):
    for d in range(1, 16):  # 15 right answers on 15 days: 1 − 0.75^15 = 0.98664
        day(monkeypatch, f"2026-01-{d:02d}")
        P.record("mawan", f"x{d}", ["MW-B05", "MW-X07"], True, kind="items")
    assert progress("mawan").rule("mawan", "MW-B05")["mastery"] == pytest.approx(1 - 0.75 ** 15, abs=1e-5)
    P.record("mawan", "y", ["MW-B05", "MW-X07"], False, kind="items", blame=["MW-X07"])
    r = progress("mawan").rules("mawan")
    assert r["MW-B05"]["mastery"] == pytest.approx(1 - 0.75 ** 15, abs=1e-5)  # not blamed: unchanged
    # one lapse after 15 right answers: 0.98664 × 0.75 = 0.73998 — not 0.5
    assert r["MW-X07"]["mastery"] == pytest.approx((1 - 0.75 ** 15) * 0.75, abs=1e-5)


def test_boxes_space_out_by_calendar_day_and_a_lapse_steps_back(home, monkeypatch):
    # right on the day it is due: box 1 (due +1), 2 (+3), 3 (+7), 4 (+15), 5 (+30)
    expected = [("2026-01-01", 1, "2026-01-02"), ("2026-01-02", 2, "2026-01-05"), ("2026-01-05", 3, "2026-01-12"),
                ("2026-01-12", 4, "2026-01-27"), ("2026-01-27", 5, "2026-02-26")]
    for d, box, due in expected:
        day(monkeypatch, d)
        P.record("mawan", "mw-05", ["common.waits"], True, kind="waits")
        it = progress("mawan").item("mawan", "mw-05")
        assert (it["box"], it["due"]) == (box, due), d
    day(monkeypatch, "2026-02-26")
    P.record("mawan", "mw-05", ["common.waits"], False, kind="waits")  # a lapse in box 5: two steps back, to 3
    it = progress("mawan").item("mawan", "mw-05")
    assert (it["box"], it["due"], it["lapses"]) == (3, "2026-02-27", 1)
    P.record("mawan", "mw-05", ["common.waits"], True, kind="waits")  # same day again: the schedule does not move
    assert progress("mawan").item("mawan", "mw-05")["box"] == 3
    day(monkeypatch, "2026-02-27")
    P.record("mawan", "mw-05", ["common.waits"], False, kind="waits")  # box 3 → 1
    assert progress("mawan").item("mawan", "mw-05")["box"] == 1
    P.record("mawan", "mw-06", ["common.waits"], False, kind="waits")  # a new item's lapse: box 0, due tomorrow
    assert progress("mawan").item("mawan", "mw-06")["box"] == 0


def test_solution_or_last_hint_does_not_promote(home, monkeypatch):
    ex = load("mawan", "mw-18")
    ex.solution()
    assert ex.check(ex.answer())
    it = progress("mawan").item("mawan", "mw-18")
    assert (it["box"], it["due"]) == (0, "2026-01-02")  # right, but after the solution: same box, tomorrow
    assert progress("mawan").rule("mawan", "MW-X51")["mastery"] == 0  # and no mastery
    ex2 = load("mawan", "mw-14")
    for n in (1, 2, 3):
        ex2.hint(n)
    assert ex2.check(ex2.answer())
    assert progress("mawan").item("mawan", "mw-14")["box"] == 0
    ex3 = load("mawan", "mw-05")
    ex3.hint(1)  # a hint below the last level: promoted, with 0.75 credit
    assert ex3.check(ex3.answer())
    assert progress("mawan").item("mawan", "mw-05")["box"] == 1
    assert progress("mawan").rule("mawan", "common.waits")["mastery"] == pytest.approx(0.25 * 0.75)


def test_a_restart_changes_nothing(home, monkeypatch):
    from mjlearn.exercises import session
    P.record("mawan", "mw-18", ["MW-X51"], False, kind="total", blame=["MW-X51"])
    day(monkeypatch, "2026-01-02")
    before = [e.id for e in session("mawan", 8)]
    store.forget_cache()  # as a kernel restart
    again = [e.id for e in session("mawan", 8)]
    store.forget_cache()
    assert before == again == [e.id for e in session("mawan", 8)] and before[0] == "mw-18"


def test_goal_streak_and_done_for_today(home, monkeypatch):
    from mjlearn.exercises import session
    from mjlearn.exercises.schedule import done_message
    monkeypatch.setenv("MJLEARN_GOAL", "3")
    for d in ("2026-01-01", "2026-01-02"):
        day(monkeypatch, d)
        for ex in session("mawan", 3):
            assert ex.check(ex.answer())
    t = progress("mawan").today("mawan")
    # two days with 3 items each: streak 2; day 1's items (box 1) were due on day 2 and answered again then
    assert (t["done"], t["goal"], t["streak"], t["due"]) == (3, 3, 2, 0)
    assert session("mawan", 3) == []
    msg = done_message("mawan")
    assert msg is not None and "Done for today" in str(msg) and "due tomorrow" in str(msg)
    day(monkeypatch, "2026-01-04")  # a day missed: the streak counts from yesterday, which had nothing
    assert progress("mawan").today("mawan")["streak"] == 0


def test_frame_has_one_row_per_rule_id():
    pd = pytest.importorskip("pandas")
    P.record("jinzhou", "jz-18", ["JZ-C1", "JZ-M06"], True, kind="total")
    f = progress().frame()
    assert isinstance(f, pd.DataFrame)
    assert list(f["rule"]) == ["JZ-C1", "JZ-M06"] and list(f["family"]) == ["class", "multiplier"]
    assert list(f["box"]) == [1, 1] and {"mastery", "misses", "leech", "due"} <= set(f.columns)


def test_progress_off_records_nothing(home, monkeypatch):
    monkeypatch.setenv("MJLEARN_PROGRESS", "off")
    assert P.record("mawan", "mw-01", ["MW-A4"], True) is None
    ex = load("mawan", "mw-18")
    assert ex.check(ex.answer())
    assert store.files(home) == []


def test_mastery_picture_is_html_without_pandas():
    P.record("mawan", "mw-18", ["MW-X51", "MW-B05"], True, kind="total")
    h = progress()._repr_html_()
    assert "<svg" in h and "bonuses" in h and "MW-X51" in h and "basic items" in h and "today: 1/10" in h


# ------------------------------------------------------------------------------------------------
# the store loses nothing


@pytest.mark.parametrize("content", ["{not json", "", json.dumps({"format": 99, "rulesets": {}}), "[1, 2]",
                                     json.dumps({"format": 1, "sessions": "abc", "rulesets": {}}),
                                     json.dumps({"format": 1, "rulesets": {"mawan": {"items": []}}}),
                                     json.dumps({"format": 1, "rulesets": {"mawan": "x"}}), "\x00\xff garbage",
                                     '{"a":' * 5000 + "1" + "}" * 5000, "[" * 100000 + "]" * 100000])  # too deep for json
def test_any_legacy_file_is_read_or_set_aside_and_recording_goes_on(home, capsys, content):
    (home / "progress.json").write_text(content, encoding="utf-8")
    p = progress()
    assert p.rows() == [] and p.frame is not None and str(p)
    P.record("mawan", "mw-01", ["MW-A4"], True, kind="decompositions")
    P.record("mawan", "mw-01", ["MW-A4"], True, kind="decompositions")
    assert progress("mawan").item("mawan", "mw-01")["attempts"] == 2
    assert "Traceback" not in capsys.readouterr().err
    kept = [x for x in home.iterdir() if x.name.startswith("progress.json.")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content  # never lost


def test_a_format_1_record_is_converted(home):
    old = {"format": 1, "sessions": 3, "rulesets": {"mawan": {"items": {"mw-18": {
        "attempts": 3, "right": 2, "kind": "total", "rules": ["MW-X51"], "last_seen": "2025-12-30"}}}}}
    (home / "progress.json").write_text(json.dumps(old), encoding="utf-8")
    assert progress("mawan").item("mawan", "mw-18")["attempts"] == 3
    P.record("mawan", "mw-18", ["MW-X51"], True, kind="total")  # the first write folds it into a snapshot
    assert progress("mawan").item("mawan", "mw-18")["attempts"] == 4
    assert any(x.name.startswith("progress.json.v1-") for x in home.iterdir())


def test_bad_log_lines_are_kept_aside_and_the_rest_is_read(home):
    P.record("mawan", "a", ["MW-B05"], True)
    log = next(home.glob("progress-*.log"))
    with open(log, "a", encoding="utf-8") as fh:
        fh.write('{"t": "answer", "rs": "mawan"}\nnot json\n{"t": "answer", "rs": "mawan", "item": "b", "ok": tr')
    store.forget_cache()
    P.record("mawan", "c", ["MW-B05"], True)  # after a torn last line: starts on a line of its own
    store.forget_cache()
    its = progress("mawan").items("mawan")
    assert set(its) == {"a", "c"}
    bad = "".join(x.read_text(encoding="utf-8") for x in home.glob("progress.log.bad-*"))
    assert "not json" in bad and '"rs": "mawan"}' in bad


def test_a_snapshot_or_log_line_nested_too_deep_is_set_aside(home):
    # JSON nested deeper than the decoder's recursion limit (a RecursionError, not a ValueError)
    P.record("mawan", "a", ["MW-B05"], True)
    deep = "[" * 100000 + "]" * 100000
    with open(next(home.glob("progress-*.log")), "a", encoding="utf-8") as fh:
        fh.write(deep + "\n")
    (home / "progress-7.json").write_text(deep, encoding="utf-8")  # the newest snapshot: read first
    store.forget_cache()
    P.record("mawan", "b", ["MW-B05"], True)
    store.forget_cache()
    assert set(progress("mawan").items("mawan")) == {"a", "b"}  # "a" (the older log) is not taken as folded
    assert any(x.name.startswith("progress-7.json.bad-") for x in home.iterdir())


def test_a_newest_snapshot_that_does_not_read_never_costs_the_older_files(home):
    # a hand-made or damaged progress-3.json must not make the current log look folded (and be removed)
    P.record("mawan", "a", ["MW-B05"], True)
    (home / "progress-3.json").write_text("{not json", encoding="utf-8")
    store.forget_cache()
    assert set(progress("mawan").items("mawan")) == {"a"}  # read: the bad snapshot is set aside first
    (home / "progress-4.json").write_text(json.dumps({"format": 2, "events": "x"}), encoding="utf-8")
    store.forget_cache()
    P.record("mawan", "b", ["MW-B05"], True)  # write: nothing older is cleaned
    store.forget_cache()
    assert set(progress("mawan").items("mawan")) == {"a", "b"}
    assert progress("mawan").item("mawan", "a")["attempts"] == 1


def test_temp_files_of_a_crash_are_cleaned_and_symlinks_never_followed(home, tmp_path_factory):
    outside = tmp_path_factory.mktemp("outside")
    target = outside / "secret"
    target.write_text("keep", encoding="utf-8")
    (home / ".progress-dead.tmp").write_text("half", encoding="utf-8")
    os.symlink(target, home / "progress.lock")
    os.symlink(target, home / "progress-0.log")
    P.record("mawan", "a", ["MW-B05"], True)
    assert target.read_text(encoding="utf-8") == "keep" and sorted(p.name for p in outside.iterdir()) == ["secret"]
    assert not (home / ".progress-dead.tmp").exists()
    assert not (home / "progress.lock").is_symlink() and not (home / "progress-0.log").is_symlink()
    assert progress("mawan").item("mawan", "a")["attempts"] == 1


def test_compaction_keeps_every_event(home, monkeypatch):
    monkeypatch.setattr(store, "COMPACT_BYTES", 2000)
    for i in range(60):
        P.record("mawan", f"i{i}", ["MW-B05"], i % 2 == 0)
    names = sorted(p.name for p in home.iterdir())
    assert any(n.startswith("progress-") and n.endswith(".json") for n in names)
    store.forget_cache()
    assert len(progress("mawan").items("mawan")) == 60
    assert progress("mawan").rule("mawan", "MW-B05")["attempts"] == 60


def test_a_compaction_writes_every_event_in_order_without_reading_the_history_back(home, monkeypatch):
    # compactions append the log to the snapshot as it is on disk when this process wrote (or read whole) that
    # snapshot; the events a new kernel reads are every event recorded, in order, once
    monkeypatch.setattr(store, "COMPACT_BYTES", 1500)
    for i in range(40):
        P.record("mawan", f"i{i}", ["MW-B05"], i % 3 != 0)
    reads, read_snapshot = [], store._read_snapshot
    monkeypatch.setattr(store, "_read_snapshot", lambda *a: reads.append(a) or read_snapshot(*a))
    for i in range(40, 80):
        P.record("mawan", f"i{i}", ["MW-B05"], i % 3 != 0)
    assert not reads  # the history was never read back to compact it
    store.forget_cache()
    assert [e["item"] for e in store.read_events(home)] == [f"i{i}" for i in range(80)]
    # a snapshot changed on disk since (a hand edit: one more event) is read whole before the next compaction
    monkeypatch.setattr(store, "_read_snapshot", read_snapshot)
    gen, _ = store._generations(home)
    snap = home / f"progress-{gen}.json"
    d = json.loads(snap.read_text(encoding="utf-8"))
    d["events"].insert(0, dict(d["events"][0], item="by-hand"))
    snap.write_text(json.dumps(d), encoding="utf-8")
    for i in range(80, 100):
        P.record("mawan", f"i{i}", ["MW-B05"], True)
    store.forget_cache()
    items = [e["item"] for e in store.read_events(home)]
    assert items == ["by-hand"] + [f"i{i}" for i in range(100)]


def test_a_new_kernel_reads_the_fold_file_and_a_damaged_one_is_ignored(home, monkeypatch):
    monkeypatch.setattr(store, "COMPACT_BYTES", 2000)
    for i in range(40):  # item i answered twice, wrong then right, on day 1 + i % 3
        day(monkeypatch, f"2026-01-0{1 + i % 3}")
        P.record("mawan", f"i{i % 20}", ["MW-B05"], False, kind="items")
        P.record("mawan", f"i{i % 20}", ["MW-B05"], True, kind="items")
    state = next(home.glob("progress-*.state"))  # written with the snapshot
    live = progress("mawan").items("mawan")
    store.forget_cache()
    assert progress("mawan").items("mawan") == live  # the fold file plus the log = the replay
    # i0 is answered on 2026-01-01 (i = 0) and 2026-01-03 (i = 20, 20 % 3 = 2): two days, 4 attempts, 2 right;
    # day 1: wrong (box 0 → 0), right (same day: no move); day 3: wrong first → box 0, due the next day
    assert (live["i0"]["attempts"], live["i0"]["right"], live["i0"]["days"], live["i0"]["box"],
            live["i0"]["due"]) == (4, 2, 2, 0, "2026-01-04")
    head, _, payload = state.read_bytes().partition(b"\n")
    f = load_state(payload)
    assert f.rulesets["mawan"]["items"]["i0"]["attempts"] == 4
    f.rulesets["mawan"]["items"]["i0"]["attempts"] += 5
    state.write_bytes(head + b"\n" + dump_state(f))  # changed after it was written (its first line kept)
    store.forget_cache()
    assert progress("mawan").items("mawan")["i0"]["attempts"] == 4  # the SHA-1 no longer matches: replayed
    P.record("mawan", "i0", ["MW-B05"], True, kind="items")  # and one event more is folded on top
    assert progress("mawan").items("mawan")["i0"]["attempts"] == 5


def test_a_check_only_kernel_folds_the_log_a_little_per_append_and_compacts_without_refolding(home, monkeypatch):
    # a kernel that only checks (never reads its progress) must not fold the whole log, or encode the whole
    # state, inside the one append that takes the log past COMPACT_BYTES: the appends past half of it fold at
    # most CATCH_UP events each (plus their own), and the state file is made STATE_PARTS parts per append
    from mjlearn.exercises import compaction, fold
    monkeypatch.setattr(store, "COMPACT_BYTES", 6000)
    monkeypatch.setattr(compaction, "CATCH_UP", 5)
    monkeypatch.setattr(compaction, "CATCH_UP_MIN", 2)
    monkeypatch.setattr(compaction, "STATE_PARTS", 2)
    monkeypatch.setattr(fold, "STATE_CHUNK", 4)  # 40 items: 10 parts of items, and more
    for i in range(40):
        P.record("mawan", f"i{i}", ["MW-B05"], True, kind="items")
    store.forget_cache()  # a new kernel
    sizes, extend = [], fold.Folded.extend
    monkeypatch.setattr(fold.Folded, "extend", lambda self, evs: sizes.append(len(evs)) or extend(self, evs))
    gen0 = store._generations(home)[0]
    for i in range(40, 200):
        P.record("mawan", f"i{i % 60}", ["MW-B05"], i % 5 != 0, kind="items")
    assert store._generations(home)[0] > gen0  # it compacted
    assert sizes and max(sizes) <= 5 + 1  # never more than CATCH_UP events (and the one appended) at once
    monkeypatch.setattr(fold.Folded, "extend", extend)
    live = progress("mawan").items("mawan")
    store.forget_cache()
    assert [e["item"] for e in store.read_events(home)] == [f"i{i}" for i in range(40)] + \
        [f"i{i % 60}" for i in range(40, 200)]
    assert progress("mawan").items("mawan") == live  # the state file (or the replay) plus the log
    # i5: answered at i = 5 (right), 65, 125, 185 (i % 5 == 0: wrong): 4 attempts, 1 right, all on one day
    assert (live["i5"]["attempts"], live["i5"]["right"]) == (4, 1)


def test_a_state_file_made_over_several_appends_is_only_written_whole(home, monkeypatch):
    from mjlearn.exercises import compaction, fold
    monkeypatch.setattr(store, "COMPACT_BYTES", 3000)
    monkeypatch.setattr(compaction, "STATE_PARTS", 1)
    monkeypatch.setattr(fold, "STATE_CHUNK", 2)
    states = []
    for i in range(60):
        P.record("mawan", f"i{i}", ["MW-B05"], True, kind="items")
        states.append(sorted(p.name for p in home.glob("progress-*.state")))
        for p in home.glob("progress-*.state"):  # any state file there is a whole one: it reads
            gen = int(p.name.split("-")[1].split(".")[0])
            assert compaction.read_state(home, gen, store._snapshot_key(home, gen)) is not None
    assert any(not s for s in states[10:]) and any(s for s in states)  # some appends ran without one: still made
    store.forget_cache()  # a new kernel while a state file is being made: the snapshot is replayed, nothing lost
    assert len(progress("mawan").items("mawan")) == 60
    assert progress("mawan").rule("mawan", "MW-B05")["attempts"] == 60
