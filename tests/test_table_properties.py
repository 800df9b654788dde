"""Invariants of the table (spec ``table.md`` § 7 and § Records) over seeded bot hands.

Per ruleset 300 hands by random-legal bots (they claim, kong and pass at random, so every path of the engine is
walked) and 24 by the efficient bots (which win often); Huilai also 300 hands over six option sets with ghosts
and horses (HL-O04, HL-O08), 必胡 (HL-O03) and no discard wins (HL-O02), one hand in six by efficient bots.  In every state:

* every physical tile is in exactly one place (wall, horses, indicator, a hand, a set, a river): each kind of the
  ruleset's set exactly 4 times, 136 or 112 tiles in all (JZ-A1);
* a self-draw win is offered exactly when ``mj.score`` of the hand in the table's context is a legal win
  (HL-F1 aside, which only restricts discard wins);
* at the end the payments sum to zero, every winner's result is a legal win of ``mj.score``;
* the record survives JSON, and replaying it reproduces every state step by step.
"""
from __future__ import annotations

import json

import pytest

from mjlearn import score, table
from mjlearn.table.bots import make_bot
from mjlearn.table.engine import SEATS, TILE_SETS

HANDS = 300
EFFICIENT = 24


def _check_tiles(g):
    places = g.tile_places()
    c = [0] * 34
    n = 0
    for ks in places.values():
        for k in ks:
            c[k] += 1
            n += 1
    kinds = set(TILE_SETS[g.ruleset])
    assert n == 4 * len(kinds)
    for k in range(34):
        assert c[k] == (4 if k in kinds else 0), (k, places)


def _check_self_draw_offer(g):
    if g.phase != "turn" or g.drawn_from == "claim":
        return
    s = g.to_act
    offered = any(a.kind == "win" for a in g.legal_actions())
    h = g.hand_of(s, g.last_draw)
    from mjlearn import is_complete
    opts = dict(g._score_opts) or None
    legal = is_complete(h, g.ruleset, opts) and score(h, g.ruleset, g._context(s, g.last_draw, "self_draw", None),
                                                      opts).is_win
    assert offered == legal


def _state(g):
    """Everything that makes the state (what a replay must reproduce at every step), cheaply."""
    return (g.phase, g.to_act, tuple(g.wall), tuple(tuple(g.hands[s]) for s in SEATS),
            tuple(tuple((x.meld.kind, x.meld.tiles, x.source) for x in g.sets[s]) for s in SEATS),
            tuple(tuple(map(tuple, g.rivers[s])) for s in SEATS), tuple(g.horses), g.indicator, len(g.events),
            tuple(sorted(g.payments.items())))


def _run(ruleset, seed, level, options=None):
    g = table.new_hand(ruleset, seed=seed, options=options, dealer=SEATS[seed % 4])
    bots = {s: make_bot(level, seed * 4 + i) for i, s in enumerate(SEATS)}
    snaps = [_state(g)]
    while not g.finished:
        _check_tiles(g)
        _check_self_draw_offer(g)
        g.apply(bots[g.to_act].choose(g))
        snaps.append(_state(g))
        assert len(g.actions) < 600
    _check_tiles(g)
    assert abs(sum(g.payments.values())) < 1e-9
    assert set(g.payments) == set(SEATS)
    if g.outcome.kind == "win":
        for s, r in g.outcome.winners.items():
            assert r.is_win
            assert r.context.seat == s
    rec = json.loads(json.dumps(g.record()))
    assert rec == g.record()
    r = table.replay(rec, upto=0)
    assert _state(r) == snaps[0]
    for i, a in enumerate(rec["actions"]):
        r.apply(a)
        assert _state(r) == snaps[i + 1], f"step {i + 1}"
    assert r.snapshot() == g.snapshot()
    assert r.payments == g.payments
    return g


@pytest.mark.parametrize("ruleset", ["mawan", "huilai", "jinzhou"])
def test_random_bot_hands(ruleset):
    outcomes = {"win": 0, "draw": 0}
    for seed in range(HANDS):
        g = _run(ruleset, seed, "random")
        outcomes[g.outcome.kind] += 1
    assert outcomes["draw"] > 0  # the end of the wall is walked (the efficient bots below walk the wins)


@pytest.mark.parametrize("ruleset", ["mawan", "huilai", "jinzhou"])
def test_efficient_bot_hands(ruleset):
    wins = sum(_run(ruleset, 1000 + seed, "efficient").outcome.kind == "win" for seed in range(EFFICIENT))
    assert wins > EFFICIENT // 3


HUILAI_OPTIONS = [
    {"ghosts": "flip", "horses": 4},
    {"ghosts": "double", "horses": 6, "horse_base": True},
    {"ghosts": "white", "four_ghost_win": True, "horses": 2},
    {"horses": 8, "draw_kong_points": True},
    {"must_win": True, "ghosts": "red"},
    {"allow_discard_win": False, "horses": 4},
]


@pytest.mark.parametrize("options", HUILAI_OPTIONS, ids=lambda o: ",".join(o))
def test_huilai_options(options):
    wins = 0
    for seed in range(HANDS // len(HUILAI_OPTIONS)):  # 300 hands over the six option sets
        # random bots walk every path of the option (claims, kongs, passes, the 荒庄 with horses); every sixth
        # hand is played by efficient bots, which reach the wins (horses turned, ghosts in the winning hand)
        g = _run("huilai", seed, "efficient" if seed % 6 == 0 else "random", options)
        wins += g.outcome.kind == "win"
        if g.horses:
            assert len(g.horses) == options["horses"]
        if g.outcome.kind == "draw":  # HL-K6 荒庄: the tiles left equal the horses, set aside untouched
            assert len(g.wall) == 0 and len(g.horses) == options.get("horses", 0)
    assert wins > 0  # the settlement with this option's horses and ghosts is walked
