"""Drills aimed at one rule id: 20 seeded drills earn it, 5 near misses do not
(checked through mj.score, independently of the generator's own check)."""
import pytest

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.exercises import drill
from mjlearn.exercises.aims import aim_rules

# every scoring item id of the spec tables (mawan.md basic items + bonuses; huilai.md patterns;
# jinzhou.md classes, multipliers and kong points), written out from the spec by hand.
# MW-X01 is the seed's blank line (nothing to earn); MW-Y / MW-T are the 晕 and 张→台 tables, not items.
SPEC_IDS = {
    "mawan": [f"MW-B{i:02d}" for i in range(1, 17)] + [f"MW-X{i:02d}" for i in range(2, 19)]
    + ["MW-X31", "MW-X32", "MW-X33", "MW-X34"] + [f"MW-X5{c}" for c in "123456789AB"]
    # the variants that score instead of their base item: 楞子/双楞子/三楞子七对, 双节节高, 大四喜, 内四杠, 外四归
    + ["MW-X06.1", "MW-X06.2", "MW-X06.3", "MW-X08.1", "MW-X13.1", "MW-X15.1", "MW-X16.1"],
    "huilai": [f"HL-P{i:02d}" for i in range(1, 15)],
    "jinzhou": [f"JZ-C{i}" for i in range(1, 6)] + [f"JZ-M{i:02d}" for i in range(1, 12)]
    + [f"JZ-G{i}" for i in range(1, 7)],
}
CASES = [(r, rule) for r, ids in SPEC_IDS.items() for rule in ids]


def test_every_scoring_rule_id_has_aimed_drills():
    for r, ids in SPEC_IDS.items():
        assert sorted(aim_rules(r)) == sorted(ids)


@pytest.mark.parametrize("ruleset, rule", CASES)
def test_aimed_drills_earn_the_rule_and_near_misses_do_not(ruleset, rule):
    for seed in range(20):
        ex = drill(ruleset, "items", seed=seed, rule=rule)
        res = mj.score(ex.hand, ruleset, ex.context)
        assert res.status == "scored" and rule in res.codes(), (seed, ex.hand, ex.context)
        assert rule in ex.expected["items"]
    if rule == "JZ-M10":  # the dealer is at every table: 庄家 applies to every Jinzhou win (spec JZ-M10)
        with pytest.raises(MjError, match="no near miss"):
            drill(ruleset, "items", seed=0, rule=rule, near_miss=True)
        return
    for seed in range(5):
        ex = drill(ruleset, "items", seed=seed, rule=rule, near_miss=True)
        res = mj.score(ex.hand, ruleset, ex.context)
        assert res.status == "scored" and rule not in res.codes(), (seed, ex.hand, ex.context)
        assert rule in ex.near_miss.en and ex.near_miss.zh != ex.near_miss.en


def test_same_seed_same_drill_and_suits_vary():
    a = drill("mawan", "total", seed=4, rule="MW-X07")
    b = drill("mawan", "total", seed=4, rule="MW-X07")
    assert (a.hand, a.context, a.expected) == (b.hand, b.context, b.expected)
    suits = {drill("mawan", "items", seed=s, rule="MW-X07").hand[-1] for s in range(12)}
    assert len(suits) >= 2  # 断桥会 wins on the 5 of the suit: the suit is permuted


def test_context_only_items_set_the_context():
    ex = drill("mawan", "items", seed=0, rule="MW-X53")  # 海底捞月: self-draw of the last tile
    assert ex.context.get("last_tile") is True and ex.context.get("win_by") == "self_draw"
    ex = drill("jinzhou", "total", seed=0, rule="JZ-M05")  # 红中杠开花
    assert ex.context.get("kong_replacement_red") is True and "ankan:7777z" in ex.hand


def test_unknown_rule_is_one_clear_error():
    with pytest.raises(MjError, match="no aimed drill for rule 'MW-Z99'"):
        drill("mawan", "items", seed=0, rule="MW-Z99")
    with pytest.raises(MjError, match="no aimed drill of kind 'waits'"):
        drill("mawan", "waits", seed=0, rule="MW-B05")


def test_a_session_deals_its_aimed_drills_and_leech_help_when_served(tmp_path, monkeypatch):
    # a learner who missed MW-X07 nine times (a leech, LEECH_MISSES = 8): the day's session is made without
    # dealing a hand — each aimed drill (and the leech's worked example) is dealt on first use, and is then
    # the very drill drill() deals with the same arguments (same id, hand, context, answer, near-miss text)
    from mjlearn.exercises import aims, drill, progress, session, store
    from mjlearn.exercises.schedule import LeechHelp
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.setenv("MJLEARN_TODAY", "2026-03-01")
    store.forget_cache()
    for i in range(9):
        progress.record("mawan", f"drill-x-{i}", ["MW-X07"], correct=False, kind="items", blame=["MW-X07"])
    monkeypatch.setenv("MJLEARN_TODAY", "2026-03-02")
    aims._AIMED.clear()
    items = session("mawan", 10)
    lazy = [ex for ex in items if isinstance(ex, aims.LazyAimed)]
    assert lazy and all(ex._ex is None for ex in lazy) and not aims._AIMED  # nothing dealt yet
    helps = [ex.leech_help for ex in items if ex.leech_help is not None]
    assert len(helps) == 1 and isinstance(helps[0], LeechHelp) and helps[0]._example is None
    for ex in lazy:
        kind, seed, rule, near = ex.make["aim"]
        assert ex.rule_ids() == [rule] == ["MW-X07"] and ex._ex is None
        eager = drill("mawan", kind, seed=seed, rule=rule, near_miss=near)
        assert (ex.id, ex.hand, ex.context, ex.expected, str(ex.near_miss), str(ex.question)) == \
            (eager.id, eager.hand, eager.context, eager.expected, str(eager.near_miss), str(eager.question))
        assert bool(ex.check(ex.answer()))
    assert "MW-X07" in str(helps[0].example.rule_ids()) and "MW-X07" not in helps[0].near.expected["items"]


def test_a_leech_gets_a_new_worked_example_each_day(tmp_path, monkeypatch):
    # the help for a rule missed 9 times is dealt from the day: the next day shows another example hand, a
    # restart on the same day the same one
    from mjlearn.exercises import progress, session, store
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.setenv("MJLEARN_TODAY", "2026-03-01")
    store.forget_cache()
    for i in range(9):
        progress.record("mawan", f"drill-x-{i}", ["MW-X07"], correct=False, kind="items", blame=["MW-X07"])

    def example_on(day):
        monkeypatch.setenv("MJLEARN_TODAY", day)
        helps = [ex.leech_help for ex in session("mawan", 10) if ex.leech_help is not None]
        assert len(helps) == 1
        return helps[0].example.hand

    first = example_on("2026-03-02")
    store.forget_cache()
    assert example_on("2026-03-02") == first
    assert example_on("2026-03-03") != first
