"""Huilai scoring builds a reading's evaluation, items and ghost text only when read.

``score()`` takes each reading's value from the class-signature caches (:func:`patterns.resolve_value`) and
builds the rest on first read.  The oracle is the eager path kept for it: :func:`scoring.evaluate_readings`
(every decomposition through :func:`patterns.resolve_wild`) and :func:`scoring.pattern_items` /
:func:`scoring.ghost_text` on those evaluations.  Seeded hands with 0–8 ghosts (双鬼 4z/7z, 翻鬼 with one
ghost kind), every stacking rule, a cap, and 天胡 (HL-P14) from the context.
"""
from __future__ import annotations

import copy
import pickle
import random

import pytest

import mjlearn as mj
from bench.handgen import random_ghost_hand
from mjlearn.context import make_context
from mjlearn.rules import get_ruleset
from mjlearn.rules.base import ReadingScore
from mjlearn.rules.huilai import patterns
from mjlearn.rules.huilai import values as V
from mjlearn.rules.huilai.scoring import evaluate_readings, ghost_text, p14_kind, pattern_items

HL = get_ruleset("huilai")
SETTINGS = [
    ({"ghosts": "double", "indicator": "3z"}, {}),
    ({"ghosts": "double", "indicator": "3z", "stacking": "add"}, {}),
    ({"ghosts": "double", "indicator": "3z", "cap": 10}, {"win_by": "self_draw", "seat": "E", "dealer": "E",
                                                           "first_turn": True}),  # 天胡 HL-P14
    ({"ghosts": "flip", "indicator": "5p"}, {"win_by": "self_draw"}),  # 6p is the ghost
]


def _hands(n: int, seed: int, gk: tuple[int, ...]) -> list:
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        g = rng.choice((0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8))
        h = random_ghost_hand(rng, min(g, 4 * len(gk)), gk)
        out.append(mj.Hand(tuple(sorted(h.concealed)), h.melds, h.win_tile))
    return out


@pytest.mark.parametrize("opts, ctx", SETTINGS)
def test_lazy_readings_equal_the_eager_evaluation(opts, ctx):
    o = HL.options(opts)
    gk = tuple(HL.ghost_kinds(o))
    c = make_context(ctx)
    p14 = p14_kind(c, o)
    checked = eight = 0
    for h in _hands(40, 2026, gk):
        try:
            res = mj.score(h, "huilai", ctx, opts)
        except mj.MjError:
            continue
        if res.status != "scored":
            continue
        rds, evs = evaluate_readings(HL, h, o, p14 is not None)
        scored = [r for r in res.readings if r.reading is not None]
        assert [r.reading for r in scored] == list(rds)
        for rsc, ev in zip(scored, evs):
            assert rsc.value == ev.value
            assert rsc.items == pattern_items(ev, p14, o["stacking"], o["cap"], rsc.reading.decomposition)
            assert rsc.label == ghost_text(rsc.reading.decomposition, ev)
            assert rsc.problems == [] and rsc.legal
        checked += 1
        eight += sum(1 for k in h.closed_tiles if k in gk) == 8
    assert checked >= 20 and (eight >= 3 or len(gk) == 1)


def test_resolve_value_is_resolve_wilds_value_cold_and_warm():
    o = HL.options({"ghosts": "double", "indicator": "3z"})
    decs = []
    for h in _hands(30, 7, (30, 33)):
        try:
            decs += [r.decomposition for r in HL.readings(h, o)]
        except mj.MjError:
            continue
    assert sum(1 for d in decs if d.wild_groups and d.form == "standard") > 100  # wild sets and pairs
    assert sum(1 for d in decs if d.wild_groups and d.form == "seven_pairs") > 10  # wild pairs in 七对
    for stacking, cap, p14 in (("multiply", None, False), ("add", 10, False), ("multiply", 10, True)):
        patterns.clear_caches()
        cold = [patterns.resolve_value(d, stacking, cap, p14) for d in decs]  # the caches are empty: computed
        warm = [patterns.resolve_value(d, stacking, cap, p14) for d in decs]  # now read from the caches
        assert cold == warm == [patterns.resolve_wild(d, stacking, cap, p14).value for d in decs]


def test_a_lazy_reading_copies_and_pickles_as_a_plain_reading_score():
    res = mj.score("44447777z123m45p +6p", "huilai", {}, {"ghosts": "double", "indicator": "3z"})
    some = res.readings[:20]
    for other in (copy.deepcopy(some), pickle.loads(pickle.dumps(some))):
        assert other == some and all(type(r) is ReadingScore for r in other)


@pytest.mark.parametrize("opts", [{"ghosts": "double", "indicator": "3z"},
                                  {"ghosts": "double", "indicator": "3z", "stacking": "add", "cap": 10}])
def test_hand_values_are_the_values_of_hand_evaluations_over_every_wait(opts):
    """The waits table and 10倍听牌免分 take (form, value) from :func:`values.hand_values`; the oracle is
    :func:`values.hand_evaluations` (itself checked against every reading in test_huilai_values.py)."""
    o = HL.options(opts)
    patterns.clear_caches()
    seen = seven = 0
    for h in _hands(25, 11, (30, 33)):
        h13 = h.without_win()
        try:
            live = HL.waits(h13, o).live
        except mj.MjError:
            continue
        for k in live:
            hk = h13.with_win(k)
            for p14, cap in ((False, "opts"), (True, "opts"), (False, None)):
                fast = V.hand_values(HL, hk, o, p14, cap)
                assert fast == [(ev.form, ev.value) for ev in V.hand_evaluations(HL, hk, o, p14, cap)], str(hk)
                seven += sum(1 for f, _ in fast if f == "seven_pairs")
            seen += 1
    assert seen > 200 and seven > 20
