"""The bots' fast path decides as ``mj.advise`` does (the efficient bots rank as ``mj.advise(by="speed")``,
advice.md § Ranking).

* :class:`~mjlearn.table.speed.SpeedRanker`'s first row is ``mj.advise(…, by="speed").rows[0]`` (discard, legal
  shanten, accepted copies) at every turn of seeded bot hands in the three rulesets (Huilai with ghosts and
  horses too), and its hint (the widget's "what would the advice do") has the advice's tied best discards and
  the first one's ``why`` line;
* bots with ``fast=True`` (the default: the speed ranking's own figures only, claims tested first by the lowest
  legal shanten they can reach) play the same actions as ``fast=False`` (every decision from ``mj.advise``),
  for the efficient and the value level;
* the tiles seen passed to the advice hold a turned ghost indicator once (HL-O04: the advice counts it from the
  options; ``Game.seen`` lists it for the table).
"""
from __future__ import annotations

import pytest

from mjlearn import table
from mjlearn.table import bots as B
from mjlearn.table.speed import SpeedRanker

CASES = [("mawan", 3, None), ("huilai", 5, None), ("huilai", 2, {"ghosts": "flip", "horses": 4}),
         ("jinzhou", 7, None)]


def _turns(ruleset, seed, options):
    """(game, seat) at every own-turn decision of a hand of four efficient bots."""
    g = table.new_hand(ruleset, seed, options)
    bots = B._bots(("efficient",) * 4, seed)
    while not g.finished:
        if g.phase == "turn" and not any(a.kind == "win" for a in g.legal_actions()):
            yield g, g.to_act
        g.apply(bots[g.to_act].choose(g))


@pytest.mark.parametrize("ruleset,seed,options", CASES)
def test_first_row_and_hint_equal_the_advice(ruleset, seed, options):
    rk = SpeedRanker()
    n = 0
    for g, s in _turns(ruleset, seed, options):
        con = list(g.hands[s])
        ms = [x.meld for x in g.sets[s]]
        adv = B.advice_for(g, s, "speed")
        rows = rk.rows(g, con, ms, B._seen_for(g, s))
        assert adv.rows and rows
        a, b = adv.rows[0], rows[0]
        assert (b.discard, b.legal_shanten, b.accepted) == (a.discard, a.legal_shanten, a.accepted), (str(adv.hand), s)
        quick = rk.rows(g, con, ms, B._seen_for(g, s), ties=False)[0]  # what a claim compares
        assert (quick.legal_shanten, quick.accepted) == (a.legal_shanten, a.accepted)
        assert rk.shape_min(g, con, ms) == min(r.shanten for r in adv.rows)
        if n % 4 == 0:  # the hint (it scores the best row's waits)
            ctx = {"seat": s, "dealer": g.dealer}
            if "round_wind" in g.rs.context_fields:
                ctx["round_wind"] = g.round_wind
            best, row = rk.hint(g, con, ms, B._seen_for(g, s), ctx)
            assert best == sorted(adv.best_discards())
            assert row.discard == a.discard and row.why == a.why and row.ev == a.ev
        n += 1
    assert n >= 8


@pytest.mark.parametrize("ruleset,seed,options,level", [
    ("mawan", 11, None, "efficient"), ("huilai", 12, None, "efficient"), ("jinzhou", 13, None, "efficient"),
    ("jinzhou", 14, None, "efficient"), ("huilai", 15, {"ghosts": "flip", "horses": 2}, "efficient"),
    ("huilai", 16, None, "value"), ("jinzhou", 17, None, "value"),
])
def test_fast_bots_play_as_the_advice_bots(ruleset, seed, options, level):
    by = "speed" if level == "efficient" else "value"
    fast = table.play(ruleset, seed, [B.AdviceBot(seed * 4 + i, by, fast=True) for i in range(4)], options)
    full = table.play(ruleset, seed, [B.AdviceBot(seed * 4 + i, by, fast=False) for i in range(4)], options)
    assert fast.record() == full.record()


def test_a_turned_indicator_is_seen_once():
    g = table.new_hand("huilai", 4, {"ghosts": "flip"})
    ind = g.indicator
    s = g.to_act
    assert g.seen(s).get(ind) == 1  # the table shows it
    adv = B.advice_for(g, s, "speed")
    own = list(g.hands[s]).count(ind)
    # copies left = 4 − visible: the hand's copies and the indicator (nothing else is out after the deal)
    assert adv.left[ind] == 4 - own - 1
