"""Exercises that teach: misconception catalogues, hints in three distinct levels,
feedback that leads before it tells."""
import pytest

import mjlearn as mj
from mjlearn.exercises import load
from mjlearn.exercises.compute import compute_expected
from mjlearn.exercises.exercise import Exercise
from mjlearn.exercises.glossary import glossary_for
from mjlearn.exercises.misconceptions import catalogue
from mjlearn.i18n import plain


@pytest.fixture(autouse=True)
def _lang():
    mj.set_language("en")
    yield
    mj.set_language("both")


def make(ruleset, kind, hand, context=None, options=None):
    ctx = dict(context or {})
    return Exercise(id=f"t-{ruleset}-{kind}", ruleset=ruleset, kind=kind, hand=hand, question=plain("q"),
                    hint_text=plain("h"), expected=compute_expected(kind, ruleset, hand, ctx, options), context=ctx,
                    options=dict(options or {}), glossary=glossary_for(ruleset))


def test_a_misconception_only_fires_where_it_applies():
    # MW-MC9 (self-drawn 断桥会 is 一条龙) is wrong on a discard win; JZ-MC5 (seven pairs never 闭门) on a
    # standard hand with an exposed pung of 红中
    ex = make("mawan", "items", "12346789m111z55p +5m", {"win_by": "discard"})
    assert "MW-MC9" not in str(ex.check("MW-X07 MW-X51"))
    ex = make("jinzhou", "items", "123m456p789s1m pon:777z +1m")
    assert "JZ-MC5" not in str(ex.check("JZ-M01"))


# (misconception id, exercise, an answer that fits the mistake); hands and answers worked out from the spec
CASES = [
    ("MW-MC1", lambda: load("mawan", "mw-23"), "E -12 S +12"),  # discard win: only the discarder pays
    ("MW-MC2", lambda: load("mawan", "mw-06"), "1p"),  # 1111p held: 1p is a dead wait
    ("MW-MC3", lambda: make("mawan", "items", "567m4445667p777s +5p"), "MW-B06"),  # waits on 5p and 8p
    ("MW-MC4", lambda: make("mawan", "items", "12345p445566s66z +3p"), "MW-B15"),  # 12345p waits 3p and 6p
    ("MW-MC5", lambda: make("mawan", "items", "2225677m678p111z +7m"), "MW-B16"),  # waits 4m/7m/… not single
    ("MW-MC6", lambda: make("mawan", "items", "111m234m456m789m5m +5m"), "清一色 缺"),
    ("MW-MC7", lambda: make("mawan", "items", "123m456m789m234p5p +5p"), "一条龙 配"),
    ("MW-MC8", lambda: load("mawan", "mw-18"), "8"),  # 8 张 is the count, not the 台
    ("MW-MC9", lambda: make("mawan", "items", "12346789m111z55p +5m", {"win_by": "self_draw"}), "MW-X07"),
    ("HL-MC1", lambda: load("huilai", "hl-18"), "6"),  # 清一色 4 + 对对胡 2 added; they multiply to 8
    ("HL-MC2", lambda: load("huilai", "hl-05"), "1p"),
    ("HL-MC3", lambda: load("huilai", "hl-15"), "HL-P01 HL-P02 HL-P05"),
    ("HL-MC4", lambda: load("huilai", "hl-14"), "HL-P07 HL-P02"),
    ("HL-MC5", lambda: make("huilai", "items", "5555m2288p3366s1z +1z"), "HL-P06 HL-P04"),
    ("HL-MC6", lambda: load("huilai", "hl-23"), "E -16 S +48 W -16 N -16"),  # all pay on a discard
    ("HL-MC7", lambda: load("huilai", "hl-23"), "E -8 S +8"),  # 8 倍 itself, not 2 × 8
    ("HL-MC8", lambda: make("huilai", "items", "111m999m111z222z5z +5z"), "HL-P08 HL-P03"),
    ("JZ-MC1", lambda: load("jinzhou", "jz-22"), "E -16 S +48 W -16 N -16"),  # dealer E not doubled
    ("JZ-MC2", lambda: make("jinzhou", "waits", "123m456p789s1111p"), "1p"),  # 1111p: the only shape wait 1p is dead
    ("JZ-MC3", lambda: load("jinzhou", "jz-09"), True),  # 123m456m789s777z: no 筒, 红中 does not help
    ("JZ-MC4", lambda: load("jinzhou", "jz-11"), True),  # all chows: no 横
    ("JZ-MC5", lambda: load("jinzhou", "jz-16"), "JZ-C4 JZ-M01"),  # seven pairs never 闭门
    # 红中 as ghost (HL-O04): 1p alone is the wait without ghosts; with them every tile wins
    ("HL-MC9", lambda: load("huilai", "hl-26"), "1p"),
    # 123m456m789m 23p + three 红中 ghosts: 23p+ghost is a chow and two ghosts the pair; without ghosts no win
    ("HL-MC10", lambda: make("huilai", "is_win", "123m456m789m23p77z +7z", None, {"ghosts": "red"}), False),
    # jz-07 1113456666788s: 2s 5s 7s 8s complete the shape but one suit fails 门齐 (JZ-L1)
    ("JZ-MC9", lambda: load("jinzhou", "jz-07"), "2s 5s 7s 8s"),
    ("JZ-MC6", lambda: load("jinzhou", "jz-19"), "12"),  # 4 × (1 + 2) instead of 4 × 2 × 2
    ("JZ-MC7", lambda: load("jinzhou", "jz-23"), "E -32 S +96 W -32 N -32"),  # discard: discarder pays all
    ("JZ-MC8", lambda: load("jinzhou", "jz-10"), True),  # no 1, 9 or 红中
]


def test_each_ruleset_has_at_least_eight_misconceptions_and_every_one_is_tested():
    for r in ("mawan", "huilai", "jinzhou"):
        assert len(catalogue(r)) >= 8
    assert sorted(c[0] for c in CASES) == sorted(m.id for r in ("mawan", "huilai", "jinzhou") for m in catalogue(r))


@pytest.mark.parametrize("mid, make_ex, answer", CASES, ids=[c[0] for c in CASES])
def test_an_answer_fitting_a_misconception_gets_feedback_naming_it(mid, make_ex, answer):
    ex = make_ex()
    fb = ex.check(answer)
    assert not fb
    if ex.kind == "is_win":  # a win question's misconception names the failing rule: from the second try
        assert f"common mistake {mid}" not in str(fb), str(fb)
        fb = ex.check(answer)
    if mid == "MW-MC1":  # the course's interpretation of the rule text, not the text's words: said so
        assert f"by this course's reading of the rule text ({mid})" in str(fb), str(fb)
        assert "common mistake" not in str(fb)
    else:
        assert f"common mistake {mid}" in str(fb), str(fb)


def test_right_answers_name_no_misconception():
    ex = load("huilai", "hl-18")
    assert ex.check(ex.answer()) and "common mistake" not in str(ex.check(ex.answer()))


@pytest.mark.parametrize("ruleset", ["mawan", "huilai", "jinzhou"])
def test_every_bank_exercise_has_three_distinct_hint_levels(ruleset):
    for ex in load(ruleset):
        levels = [str(ex.hint(n)) for n in (1, 2, 3)]
        assert len(set(levels)) == 3, ex.id
        for n, h in enumerate(levels, 1):
            assert f"Hint {n}/3 ({ex.id})" in h


def test_hint_steps_on_each_call_and_rejects_bad_levels():
    ex = load("mawan", "mw-14")
    assert "Hint 1/3" in str(ex.hint()) and "Hint 2/3" in str(ex.hint()) and "Hint 3/3" in str(ex.hint())
    assert "Hint 3/3" in str(ex.hint())  # stays on the last level
    # level 2 of an items question: how many items and of which families, never their codes (the answer): mw-14
    # scores 摸 清 平 断 将 花 缺, MW-B01 B02 B03 B04 B05 B08 B10 — seven basic items (张)
    assert "There are 7 item(s) to find: basic items (张)." in str(ex.hint(2)) and "MW-B" not in str(ex.hint(2))
    assert "MW-B05" in str(load("mawan", "mw-18").hint(2))  # a total's level 2: the rule ids with their rule
    with pytest.raises(mj.MjError, match="no hint level 4"):
        ex.hint(4)


def test_wrong_total_leads_then_offers_the_solution_on_the_third_try():
    ex = load("huilai", "hl-18")  # 清一色 对对胡: 4 × 2 = 8 倍 (HL-S)
    texts = [str(ex.check(a)) for a in ("5", "9", "7")]
    assert all(t.startswith("✘ hl-18: Not quite") and "8" not in t.split("\n", 1)[1] for t in texts[:2])
    assert "ex.solution()" not in texts[1] and "ex.solution()" in texts[2]
    assert "ex.hint()" in texts[0]


# ------------------------------------------------------------------------------------------------
# ghost tiles are marked in every reading a learner sees (common.md § Ghost tiles:
# "a learner should see 'ghost as 5m'")

READING_KEYS = ("ex.h3.win", "ex.fb.win.reading", "ex.sol.readings")


def _shown(ex):
    """Every line the learner can be shown: the question, hints 1-3, the feedback of four wrong tries (the
    last one after the hints) and the solution."""
    wrong = {"is_win": "不胡", "waits": "1p", "decompositions": "123m"}[ex.kind]
    lines = list(ex.view.describe())
    for _ in range(3):
        lines += ex.hint().lines
    for _ in range(4):
        lines += ex.check(wrong).lines
    return lines + ex.solution().lines


def _ghost_exercises():
    hl13 = load("huilai", "hl-13")
    as_decompositions = make("huilai", "decompositions", hl13.hand, options=hl13.options)
    return [ex for ex in load("huilai") if ex.ghost_kinds()] + [as_decompositions]


def test_the_bank_s_ghost_exercises():
    assert [ex.id for ex in load("huilai") if ex.ghost_kinds()] == ["hl-13", "hl-26"]


def test_hl13_reading_names_what_the_ghost_stands_for():
    # 345m 22344p 123s 88s + 6p, 翻鬼 with 5p turned: the ghost is the next kind, 6p.  The only reading is
    # 345m 234p 234p 123s 88s, and 22344p + 6p holds one 3p: the ghost 6p stands for the second 3p.
    ex = load("huilai", "hl-13")
    assert ex.ghost_kinds() == (14,)  # 6p
    mj.set_language("both")
    want_zh, want_en = "一二三条、二三四筒、二三四筒（鬼牌当三筒）、三四五万、八八条", "123s 234p 234p (ghost as 3p) 345m 88s"
    lines = {t.key: t for t in _shown(ex) if t.key in READING_KEYS}
    assert set(lines) == set(READING_KEYS)
    for key, t in lines.items():
        if key == "ex.h3.win":  # the last hint: where to start (the group the ghost is in), not the whole reading
            assert "二三四筒（鬼牌当三筒）" in t.zh and "234p (ghost as 3p)" in t.en and want_zh not in t.zh, t
        else:
            assert want_zh in t.zh and want_en in t.en, t


@pytest.mark.parametrize("ex", _ghost_exercises(), ids=lambda ex: f"{ex.id}-{ex.kind}")
def test_every_reading_shown_for_a_ghost_exercise_marks_the_ghosts(ex):
    if ex.kind == "waits":  # a 13-tile hand: its feedback and solution show waits, never a reading
        assert not [t for t in _shown(ex) if t.key in READING_KEYS]
        return
    decs = mj.decompositions(ex.hand, ex.ruleset, ex.options or None)
    stand_ins = {k for d in decs for g in d.groups if not g.is_wild for k in g.ghosts}
    shown = _shown(ex)
    readings = [t for t in shown if t.key in READING_KEYS or (ex.kind == "decompositions" and "[" in t.en and t.key != "ex.sol.readings.legend")]
    if ex.kind == "decompositions":
        assert readings  # the solution lists the readings with the winning tile's place
    for t in readings:
        if stand_ins:
            assert "鬼牌当" in t.zh and "(ghost as" in t.en, t
            assert any(f"(ghost as {mj.tile_str(k)}" in t.en for k in stand_ins), t
