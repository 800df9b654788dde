"""ex.ask() and practice() driven from Python; the browser test is test_browser_ask.py."""

import pytest

import mjlearn as mj
from mjlearn.exercises import load, practice, progress
from mjlearn.exercises import progress as P
from mjlearn.exercises.practice import plan


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.setenv("MJLEARN_TODAY", "2026-12-01")
    mj.set_language("en")
    yield tmp_path
    mj.set_language("both")


def test_waits_by_clicking_then_check_records_like_check(home):
    w = load("mawan", "mw-05").ask()  # 1113456666788s waits 2s 5s 7s 8s
    for t in ("2s", "5s", "7s"):
        w.palette.click(t)
    fb = w.check()
    assert not fb and "1 wait(s) missing" in w.feedback.value
    w.palette.click("8s")
    w.palette.click("9s")
    w.palette.click("9s")  # picked twice = unpicked
    assert w.answer() == ["2s", "5s", "7s", "8s"]
    assert w.check() and "Correct" in w.feedback.value
    it = progress("mawan").item("mawan", "mw-05")
    assert it["attempts"] == 2 and it["first_try"] is False


def test_items_win_total_and_payments_controls():
    w = load("mawan", "mw-18").ask()  # 8 张 → 20 台 + 一条龙 50 = 70 台
    w.number.value = 70
    assert w.check()
    w = load("mawan", "mw-23").ask()  # 40 台, stake 11: E W N pay 4 元 each, S +12
    for s, v in {"E": -4, "S": 12, "W": -4, "N": -4}.items():
        w.seats[s].value = v
    assert w.check()
    w = load("mawan", "mw-12").ask()  # thirteen orphans is not a Mawan hand (MW-A4)
    w.win_btns.value = False
    w.reason.value = "MW-A4"
    assert w.answer() == "不胡 MW-A4" and w.check()
    w = load("mawan", "mw-15").ask()
    for c in load("mawan", "mw-15").expected["items"]:
        w.toggles[c].value = True
    assert w.check()


def test_solution_button_appears_after_three_wrong_tries_and_errors_stay_in_place():
    w = load("huilai", "hl-18").ask()
    for v in (1, 2, 3):
        w.number.value = v
        w.check()
    assert w.sol_btn.layout.display == ""  # "", not None: None stays "display: none" on the site (a11y.show)
    w.sol_btn.click()
    assert "Solution" in w.feedback.value
    w.hint_btn.click()
    assert "Hint 1/3" in w.feedback.value
    wa = load("mawan", "mw-05").ask()
    wa.palette.click("2s")
    wa._toggle_tile("x9")
    assert "went wrong" in wa.feedback.value and wa.answer() == ["2s"]


def test_practice_session_serves_due_then_new_then_drills_and_ends_with_mastery(monkeypatch):
    P.record("mawan", "mw-18", ["MW-X51"], False, kind="total", blame=["MW-X51"])
    monkeypatch.setenv("MJLEARN_TODAY", "2026-12-02")  # next day: mw-18 (a lapse) is due again
    steps = plan("mawan", 30)
    assert steps[0] == ("due", "mw-18")
    # then a weak rule's step (MW-X51 was blamed: aimed drills, near misses, re-deals) and new exercises in turn
    assert steps[1][0] in ("aim", "redeal") and steps[1][1][2 if steps[1][0] == "aim" else 0] in ("MW-X51", "mw-18")
    assert ("new", "mw-01") in steps and any(h == "aim" and w[3] for h, w in steps)  # a near miss is mixed in
    s = practice("mawan", 2)
    assert "question 1/2" in s.status.value and s.current.ex.id == "mw-18"
    s.current.number.value = 70
    s.current.check()
    assert "right 1" in s.status.value and "streak 1" in s.status.value and not s.next_btn.disabled
    s.advance()
    s.advance()  # skip the second
    assert "Session done: 1/2 right" in s.status.value
    assert "<svg" in s.body.children[1].value


def test_redeal_permutes_the_suits_and_recomputes():
    ex = load("mawan", "mw-14")  # 234m456p55p678s23s +4s self-drawn
    r = ex.redeal(2)
    assert r.id == "mw-14~psm" and r.hand == "234p456s55s678m23m +4m"
    assert r.expected == ex.expected  # Mawan is symmetric in the suits
    assert load("jinzhou", "jz-09").redeal(0).expected["why"] == ["JZ-L1"]


def test_plan_on_a_fresh_record_serves_the_bank_in_order():
    steps = plan("huilai", 6)  # nothing recorded: no weak rule yet, the bank's exercises in order
    assert steps == [("new", f"hl-0{i}") for i in range(1, 7)]


def test_next_gives_the_due_exercise_then_new_ones(monkeypatch):
    P.record("jinzhou", "jz-18", ["JZ-C1", "JZ-M06"], True, kind="total")   # box 1: due tomorrow
    P.record("jinzhou", "jz-09", ["JZ-L1"], False, kind="is_win")           # a lapse: due tomorrow
    # today nothing is due: the weak rule JZ-L1 (a win condition, no aimed drill) comes back as a re-deal of
    # the exercise that practises it, then the first untried exercise
    nxt = progress("jinzhou").next()
    assert nxt.id.startswith("jz-09~") and nxt.rule_ids() == ["JZ-L1"]
    assert [e.id for e in __import__("mjlearn.exercises", fromlist=["session"]).session("jinzhou", 2)][1] == "jz-01"
    monkeypatch.setenv("MJLEARN_TODAY", "2026-12-02")
    assert progress("jinzhou").due_items("jinzhou") == ["jz-09", "jz-18"]  # lower box first (0 before 1)
    assert progress("jinzhou").next().id == "jz-09"
