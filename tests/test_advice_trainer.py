"""The 何切 trainer: the puzzle banks, ``drill(ruleset, "discard", seed=…)``, checking, hints,
solutions and progress recording."""
from __future__ import annotations

import pytest

import mjlearn as mj
from mjlearn.exercises import drill, progress
from mjlearn.exercises.discard import DiscardPuzzle, puzzle, puzzles
from mjlearn.rules import get_ruleset
from mjlearn.tiles import parse_tile
from tests.advice_reference import Reference

RULESETS = ("mawan", "huilai", "jinzhou")


def _ref_best(hand: str, ruleset: str, options) -> set[str]:
    """The best discards by the tests' own reference (``tests/advice_reference.py``): legal shanten and accepted
    kinds by trying every exchange, values from ``mj.score``'s payments (what the player collects), EV and ranking as advice.md § Ranking defines them
    (legal shanten; EV of ready and 1-shanten rows; accepted copies; the next-step average), ties kept."""
    rs = get_ruleset(ruleset)
    opts = rs.options(options or None)
    gk = rs.ghost_kinds(opts)
    h = mj.parse_hand(hand, allow_partial=True)
    ref = Reference(ruleset, opts, h.melds, rs, gk)
    c14 = [0] * 34
    for k in h.closed_tiles:
        c14[k] += 1
    left = [4 - c14[k] for k in range(34)]
    ind = opts.get("indicator") if gk and opts.get("ghosts") in ("flip", "double") else None
    if ind is not None:
        left[ind] -= 1
    for k in range(34):
        if k not in ref.kinds:
            left[k] = 0
    unseen = sum(left)
    p_self = 1 / 3
    vcache: dict = {}

    def value(c13, w):
        key = (tuple(c13), w)
        if key not in vcache:
            tiles = tuple(k for k in range(34) for _ in range(c13[k]))
            vals = {}
            for way in ("self_draw", "discard"):  # the value of a win: what the player (South) collects
                try:
                    sc = mj.score(mj.Hand(tiles, h.melds, w), ruleset, {"win_by": way}, options or None)
                except mj.MjError:  # that way cannot be scored: no win, nothing collected
                    vals[way] = 0
                    continue
                vals[way] = sc.payments["S"] if sc.is_win else 0
            vcache[key] = p_self * vals["self_draw"] + (1 - p_self) * vals["discard"]
        return vcache[key]

    def ready_ev(c13, lft):
        return sum(lft[w] * value(c13, w) for w in ref.accepts(c13, 0, lft))

    keys = {}
    for d in sorted(set(h.closed_tiles)):
        c = list(c14)
        c[d] -= 1
        lv = ref.level(c)
        if lv >= 2:
            keys[d] = (2, 0, 0, 0)
            continue
        acc = ref.accepts(c, lv, left)
        copies = sum(left[k] for k in acc)
        if lv == 0:
            keys[d] = (0, -round(ready_ev(c, left), 6), -copies, 0)
            continue
        tot = 0.0
        nxt = 0.0
        for k in acc:
            c[k] += 1
            lft = list(left)
            lft[k] -= 1
            best_ev = 0.0
            best_w = 0
            for d2 in range(34):
                if c[d2]:
                    c[d2] -= 1
                    if ref.ready(c):
                        best_ev = max(best_ev, ready_ev(c, lft))
                        best_w = max(best_w, sum(lft[w] for w in ref.accepts(c, 0, lft)))
                    c[d2] += 1
            c[k] -= 1
            tot += left[k] * best_ev
            nxt += left[k] * best_w
        keys[d] = (1, -round(tot / unseen, 6), -copies, -round(nxt / copies, 6) if copies else 0)
    top = min(keys.values())
    if top[0] == 0:  # ready rows carry no next-step average
        top = min(keys.values())
    return {mj.tile_str(d) for d, k in keys.items() if k == top}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_bank_teaches_the_differences_and_every_answer_is_the_reference(ruleset):
    import json

    from mjlearn.exercises.discard import DATA_DIR
    data = json.loads((DATA_DIR / f"{ruleset}.json").read_text(encoding="utf-8"))["puzzles"]
    assert len(data) >= 12
    ids = [e["id"] for e in data]
    assert len(set(ids)) == len(ids)
    lessons = [e["lesson"] for e in data]
    assert lessons.count("rulesets") * 2 >= len(data)  # most puzzles: the rulesets' best discards differ
    for e in data:
        h = mj.parse_hand(e["hand"], allow_partial=True)
        for name, best in e["best_by_ruleset"].items():
            opts = e["options_by_ruleset"][name]
            if name == ruleset:
                assert opts == e["options"]
            # the stored answers: the library's best set, and the tests' own reference's (ties accepted)
            a = mj.advise(e["hand"], name, options=opts or None)
            assert [mj.tile_str(k) for k in a.best_discards()] == sorted(best, key=parse_tile), (e["id"], name)
            assert set(best) == _ref_best(e["hand"], name, opts), (e["id"], name)
        mine = set(e["best_by_ruleset"][ruleset])
        assert e["best"] == e["best_by_ruleset"][ruleset]
        # no puzzle whose only lesson is "throw the isolated honour"
        assert not any(parse_tile(t) >= 27 and h.closed_tiles.count(parse_tile(t)) == 1 for t in mine), e["id"]
        if e["lesson"] in ("rulesets", "ghost"):
            assert e["differs_from"] and all(not (mine & set(e["best_by_ruleset"][o])) for o in e["differs_from"])
        assert e["reason"]["zh"].strip() and e["reason"]["en"].strip()


def test_no_two_banks_share_a_hand_and_every_lesson_is_there():
    import json

    from mjlearn.exercises.discard import DATA_DIR
    hands: dict[str, str] = {}
    lessons = set()
    for rs in RULESETS:
        for e in json.loads((DATA_DIR / f"{rs}.json").read_text(encoding="utf-8"))["puzzles"]:
            assert e["hand"] not in hands, (e["id"], hands.get(e["hand"]))
            hands[e["hand"]] = e["id"]
            lessons.add((rs, e["lesson"]))
    assert ("huilai", "ghost") in lessons and ("jinzhou", "legality") in lessons
    assert any(lesson == "value" for _rs, lesson in lessons)


def test_huilai_bank_has_ghost_puzzles_and_jinzhou_bank_names_its_conditions():
    hl = puzzles("huilai")
    assert sum(1 for p in hl if p.options.get("ghosts")) >= 3
    jz = puzzles("jinzhou")
    assert sum(1 for p in jz if "JZ-L" in p.reason.en) >= 3


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
    assert not fb and "step slower" in fb.text  # the review line (advice.md § Review)
    assert "three rulesets' answers" not in fb.text  # not a bank puzzle: no other answers to show
    assert bool(p.check("9p"))


def test_a_wrong_pick_in_the_bank_shows_the_review_and_all_three_answers():
    p = puzzles("jinzhou")[0]
    wrong = next(t for t in sorted(set(mj.parse_hand(p.hand, allow_partial=True).closed_tiles))
                 if mj.tile_str(t) not in p.best())
    fb = p.check(mj.tile_str(wrong))
    assert not fb
    assert str(p.advice.review(wrong, "en")) in fb.text
    assert "three rulesets' answers" in fb.text and "Mawan" in fb.text and "Huilai" in fb.text


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
    p = next(x for x in puzzles("huilai") if x.options.get("ghosts"))
    html = p._repr_html_()
    assert "<svg" in html and p.id in html
    assert "ghost" in html  # the ghost tiles are marked
