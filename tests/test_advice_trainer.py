"""The 何切 trainer: the puzzle banks, ``drill(ruleset, "discard", seed=…)``, checking, hints,
solutions and progress recording."""
from __future__ import annotations

import pytest

import mjlearn as mj
from mjlearn.exercises import drill, progress
from mjlearn.exercises.discard import DiscardPuzzle, best_rows, puzzle, puzzles
from mjlearn.tiles import parse_tile

RULESETS = ("mawan", "huilai", "jinzhou")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_bank_has_twenty_puzzles_where_the_rulesets_differ(ruleset):
    import json

    from mjlearn.exercises.discard import DATA_DIR
    data = json.loads((DATA_DIR / f"{ruleset}.json").read_text(encoding="utf-8"))["puzzles"]
    assert len(data) >= 20
    ids = [e["id"] for e in data]
    assert len(set(ids)) == len(ids)
    for e in data:
        # the stored best discards are what the library computes now, for every ruleset the puzzle names
        for name, best in e["best_by_ruleset"].items():
            opts = e["options_by_ruleset"][name]
            if name == ruleset:
                assert opts == e["options"]
            a = mj.advise(e["hand"], name, options=opts or None)
            assert [mj.tile_str(r.discard) for r in best_rows(a)] == sorted(best, key=parse_tile), (e["id"], name)
        mine = set(e["best_by_ruleset"][ruleset])
        assert e["best"] == e["best_by_ruleset"][ruleset]
        assert e["differs_from"] and all(not (mine & set(e["best_by_ruleset"][o])) for o in e["differs_from"])
        assert e["reason"]["zh"].strip() and e["reason"]["en"].strip()


def test_huilai_bank_has_ghost_puzzles_and_jinzhou_bank_names_its_conditions():
    hl = puzzles("huilai")
    assert sum(1 for p in hl if p.options.get("ghosts")) >= 5
    jz = puzzles("jinzhou")
    assert all(any(c in p.reason.en for c in ("JZ-L1", "JZ-L2", "JZ-L3", "value", "copies", "slower")) for p in jz)
    assert sum(1 for p in jz if "JZ-L" in p.reason.en) >= 15


def test_drill_is_seeded_and_at_one_to_three_shanten():
    a = drill("jinzhou", "discard", seed=3)
    b = drill("jinzhou", "discard", seed=3)
    assert isinstance(a, DiscardPuzzle) and a.hand == b.hand and a.id == "drill-jinzhou-discard-3"
    assert drill("jinzhou", "discard", seed=4).hand != a.hand
    for rs in RULESETS:
        for seed in range(5):
            p = drill(rs, "discard", seed=seed)
            assert 1 <= p.advice.best.effective_shanten <= 3
            assert len(p.hand.replace(" ", "")) > 0
    with pytest.raises(mj.MjError):
        drill("mawan", "discard", seed=1, rule="MW-B05")


def test_check_right_and_wrong_and_unreadable():
    # 222m 456p 678s 34s 55p 9p in Jinzhou: 9p would be ready in shape but leaves no 幺九 (JZ-L2).
    p = DiscardPuzzle("t-1", "jinzhou", "222m456p678s34s55p9p")
    best = p.best()
    assert "9p" not in best
    ok = p.check(best[0])
    assert bool(ok) and "right" in ok.text
    bad = p.check("9p")
    assert not bad
    text = bad.text
    assert "yours: 9p" in text and "best:" in text and "JZ-L2" in text
    assert not p.check("5z")        # not in this hand (and not a Jinzhou tile)
    assert not p.check("banana")    # unreadable
    assert bool(p.check("打" + best[0])) and bool(p.check(mj.tile_zh(parse_tile(best[0]))))


def test_wrong_answer_names_the_missing_copies():
    # 123m 456p 789s 1m 2m 77z 9p in Mawan: 9p is ready (3 copies of 3m); 1m leaves 1-shanten: one step slower.
    p = DiscardPuzzle("t-2", "mawan", "123m456p789s1m2m77z9p")
    fb = p.check("1m")
    assert not fb and "one step slower" in fb.text
    assert bool(p.check("9p"))


def test_hints_lead_in_three_steps_and_solution_tells():
    p = puzzle("jinzhou", "jz-d01")
    h1, h2, h3 = p.hint(), p.hint(), p.hint()
    assert "step 1" in str(h1) and "step 2" in str(h2) and "step 3" in str(h3)
    assert all(b not in str(h1) + str(h2) for b in p.best())  # the first two steps do not name the answer
    sol = str(p.solution())
    assert all(b in sol for b in p.best()) and "Mawan" in sol


def test_attempts_are_recorded_in_progress():
    p = DiscardPuzzle("t-progress", "huilai", "123m456p789s1z4z23s5z", {"ghosts": "white"})
    p.check("5z")
    p.check(p.best()[0])
    data = progress.load_file()
    it = data["rulesets"]["huilai"]["items"]["t-progress"]
    assert it["attempts"] == 2 and it["kind"] == "discard"


def test_puzzle_display():
    p = puzzle("huilai", "hl-d10")
    html = p._repr_html_()
    assert "<svg" in html and "hl-d10" in html
    assert "ghost" in html  # the ghost tiles are marked
