"""Progress store (issue 12 point 4): $MJLEARN_HOME/progress.json, Leitner boxes, robust reads, atomic writes."""
import json

import pytest

from mjlearn.exercises import load, progress
from mjlearn.exercises import progress as P


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.delenv("MJLEARN_PROGRESS", raising=False)
    P._SESSION.clear()
    P._MEMORY.clear()
    return tmp_path


def _file(home):
    return json.loads((home / "progress.json").read_text(encoding="utf-8"))


def test_wrong_then_right_check_records_two_attempts_first_try_wrong(home):
    ex = load("mawan", "mw-18")  # total (its stored answer is checked against the spec in test_exercises_bank)
    assert not ex.check("10")
    assert ex.check(ex.answer())
    it = _file(home)["rulesets"]["mawan"]["items"]["mw-18"]
    assert it["attempts"] == 2 and it["right"] == 1 and it["first_try"] is False
    # wrong → box 1, then right → box 2 (one box up)
    assert it["box"] == 2
    rows = {r["rule"]: r for r in progress("mawan").rows()}
    assert set(rows) == {"MW-T", "MW-X51", "MW-B05", "MW-B10"}
    r = rows["MW-X51"]
    assert (r["attempts"], r["right"], r["first_tries"], r["first_right"]) == (2, 1, 1, 0)
    # mastery: 0 → wrong 0 → right: 0 + 0.5 × (1 − 0) = 0.5
    assert r["mastery"] == pytest.approx(0.5)
    assert r["family"] == "bonus" and rows["MW-B05"]["family"] == "basic"


def test_frame_has_one_row_per_rule_id():
    pd = pytest.importorskip("pandas")
    P.record("jinzhou", "jz-18", ["JZ-C1", "JZ-M06"], True, kind="total")
    f = progress().frame()
    assert isinstance(f, pd.DataFrame)
    assert list(f["rule"]) == ["JZ-C1", "JZ-M06"]
    assert {"ruleset", "family", "attempts", "right", "mastery", "box", "due"} <= set(f.columns)
    assert list(f["family"]) == ["class", "multiplier"]
    assert list(f["box"]) == [2, 2]


def test_hint_then_right_earns_half_credit(home):
    P.record_hint("huilai", "hl-18", ["HL-S"], level=1, kind="total")
    P.record("huilai", "hl-18", ["HL-S"], True, kind="total")
    e = progress("huilai").rule("huilai", "HL-S")
    assert e["hints"] == 1 and e["mastery"] == pytest.approx(0.25)  # 0 + 0.5 × (0.5 − 0)


@pytest.mark.parametrize("content, word", [("{not json", "could not be read"), ("", "empty"),
                                           (json.dumps({"format": 99, "rulesets": {}}), "newer format"),
                                           ("[1, 2]", "could not be read")])
def test_bad_file_gives_fresh_record_and_a_note(home, capsys, content, word):
    (home / "progress.json").write_text(content, encoding="utf-8")
    p = progress()
    assert p.rows() == []
    err = capsys.readouterr().err
    assert word in err and "Traceback" not in err
    # recording works afterwards and the unreadable file is kept aside, not lost
    P.record("mawan", "mw-01", ["MW-A4"], True, kind="decompositions")
    assert _file(home)["rulesets"]["mawan"]["items"]["mw-01"]["attempts"] == 1
    if content.strip():
        kept = [x for x in home.iterdir() if x.name.startswith("progress.json.")and not x.name.endswith(".lock")]
        assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content


def test_two_rulesets_survive_each_others_writes(home):
    P.record("mawan", "mw-18", ["MW-X51"], False, kind="total")
    P._SESSION.clear()  # as if another kernel wrote next
    P.record("huilai", "hl-18", ["HL-S"], True, kind="total")
    P.record("mawan", "mw-18", ["MW-X51"], True, kind="total")
    d = _file(home)["rulesets"]
    assert d["mawan"]["items"]["mw-18"]["attempts"] == 2
    assert d["huilai"]["items"]["hl-18"]["attempts"] == 1
    P.reset("mawan")
    d = _file(home)["rulesets"]
    assert "mawan" not in d and d["huilai"]["items"]["hl-18"]["attempts"] == 1


def test_progress_off_records_nothing(home, monkeypatch):
    monkeypatch.setenv("MJLEARN_PROGRESS", "off")
    assert P.record("mawan", "mw-01", ["MW-A4"], True) is None
    ex = load("mawan", "mw-18")
    assert ex.check(ex.answer())
    assert not (home / "progress.json").exists()


def test_leitner_boxes_and_due():
    # right ×3 → boxes 2, 3, 4; wrong → 1
    for _ in range(3):
        e = P.record("mawan", "x", ["MW-B05"], True)
    assert e["box"] == 4
    assert P.record("mawan", "x", ["MW-B05"], False)["box"] == 1
    assert [P.interval(b) for b in (1, 2, 3, 4, 5)] == [1, 2, 4, 8, 16]
    p = progress("mawan")
    assert p.due_items("mawan") == []  # seen in this session, box 1: due next session
    P._SESSION.clear()
    assert progress("mawan").due_items("mawan") == ["x"]


def test_write_is_atomic_no_temp_files_left(home):
    P.record("mawan", "mw-01", ["MW-A4"], True)
    names = sorted(x.name for x in home.iterdir())
    assert names == ["progress.json", "progress.json.lock"]


def test_mastery_picture_is_html_without_pandas():
    P.record("mawan", "mw-18", ["MW-X51", "MW-B05"], True, kind="total")
    h = progress()._repr_html_()
    assert "<svg" in h and "bonuses" in h and "MW-X51" in h and "basic items" in h
