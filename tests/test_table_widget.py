"""The table widget without a browser: a whole hand played through ``Table.act`` (what a
click sends), errors next to the controls with the hand kept, the review, the replay, shipped records."""
from __future__ import annotations

import json

import pytest

from mjlearn import set_language, table
from mjlearn.table import records
from mjlearn.tiles import tile_str
from mjlearn.widgets import Table
from mjlearn.widgets.table import review


@pytest.fixture(autouse=True)
def _lang():
    set_language("en")
    yield
    set_language("zh")


def _play_through(t):
    n = 0
    while t.mode == "play" and n < 300:
        g = t.game
        if any(a.kind == "win" for a in g.legal_actions()):
            t.act({"kind": "win"})
        elif g.phase == "turn":
            k = g.last_draw if g.last_draw in g.hands[t.me] else g.hands[t.me][-1]
            t.act({"kind": "discard", "tile": tile_str(k)})
        else:
            t.act({"kind": "pass"})
        assert t.error is None, t.error
        n += 1
    return t


def test_play_a_hand_to_the_settlement_and_review():
    t = _play_through(Table("huilai", seed=4, options={"horses": 4}))
    assert t.game.finished and t.mode == "review"
    assert 'data-testid="table-settlement"' in t.html and 'data-testid="table-review"' in t.html
    assert 'data-testid="table-replay"' in t.html
    # the review: learner decisions not among the advice's best, biggest first, each a jump into the replay
    rows = t.review_rows
    assert rows == review(t.record, t.me)
    costs = [r["cost"] for r in rows]
    assert costs == sorted(costs, key=lambda c: (-c[0], -c[1], -c[2]))
    if rows:
        t.act({"kind": "goto", "step": rows[0]["step"]})
        assert t.replay_step == rows[0]["step"]


def test_errors_are_shown_and_the_hand_kept():
    t = Table("jinzhou", seed=3)
    hand = list(t.game.hands[t.me])
    t.act({"kind": "win"})  # not a legal win: the button says why
    assert t.error is not None and "not" in t.error.en
    assert t.game.hands[t.me] == hand and 'data-testid="table-error"' in t.html
    t.act({"kind": "discard", "tile": "7z" if 33 not in hand else "1z"})
    assert t.error is not None and t.game.hands[t.me] == hand
    t.act({"kind": "chi", "tile": "5m", "chow": "4m"})
    assert t.error is not None


def test_only_legal_claim_buttons_and_the_advice_toggle():
    t = Table("mawan", seed=2, advice=True)
    g = t.game
    legal = {a.kind for a in g.legal_actions()}
    for kind in ("chi", "pon", "kan", "ankan", "kakan", "pass"):
        assert (f'data-testid="table-{kind}"' in t.html) == (kind in legal)
    assert 'data-testid="table-advice"' in t.html  # learner's turn with the advice on
    t.act({"kind": "advice"})
    assert 'data-testid="table-advice"' not in t.html


def test_replay_steps_and_jumps():
    t = Table.shipped("robbed_kong")
    assert t.mode == "replay" and t.replay_step == 0
    t.act({"kind": "jump", "to": "kong"})
    assert t.record["actions"][t.replay_step - 1]["kind"] == "kakan"
    assert "HL-F4" in t.status
    t.act({"kind": "jump", "to": "win"})
    assert t.replay_step == len(t.record["actions"])
    t.act({"kind": "goto", "step": 1})
    assert t.replay_step == 1
    t.act({"kind": "goto", "step": 99})
    assert t.error is not None and t.replay_step == 1
    t.act({"kind": "open"})
    assert t.open_hands is False
    # a record without a kong: the jump says so and the step stays
    t = Table.shipped("follow_dealer")
    assert not any(a["kind"] in ("kan", "ankan", "kakan") for a in t.record["actions"])
    t.act({"kind": "goto", "step": 3})
    t.act({"kind": "jump", "to": "kong"})
    assert t.error is not None and "no kong" in t.error.en and t.replay_step == 3
    t.act({"kind": "jump", "to": "win"})
    assert "no win" in t.error.en and t.replay_step == 3


def test_seed_field_deals_the_same_hand_for_everybody():
    a, b = Table("jinzhou", seed=1), Table("jinzhou", seed=1)
    a.act({"kind": "deal", "seed": "42"})
    b.act({"kind": "deal", "seed": 42})
    assert a.game.hands == b.game.hands == table.new_hand("jinzhou", seed=42).hands
    a.act({"kind": "deal", "seed": "x"})
    assert a.error is not None and a.seed == 42


@pytest.mark.parametrize("name", records.names())
def test_shipped_records(name):
    r = records.load(name)
    g = table.replay(json.loads(json.dumps(r["record"])))
    assert g.finished and r["notes"]
    assert all(0 <= k <= len(r["record"]["actions"]) for k in r["notes"])
    assert all(v.zh and v.en for v in r["notes"].values())
    expect = {"robbed_kong": ("win", "rob_kong"), "follow_dealer": ("draw", None), "huilai_horses": ("win", "self_draw"),
              "jinzhou_not_legal": ("draw", None)}[name]
    assert (g.outcome.kind, g.outcome.win_by) == expect
    if name == "follow_dealer":  # JZ-F2 4 + 8, JZ-F1 4: the dealer pays 16 to each
        assert g.payments == {"E": -48, "S": 16, "W": 16, "N": 16}
    if name == "huilai_horses":  # HL-K2: the winner's hits, 2 分 each from every payer
        assert g.outcome.winners[r["seat"]].item("HL-K2").value > 0
    if name == "jinzhou_not_legal":  # JZ-G1: an exposed kong on a discard is paid by the seat that discarded it
        kan = [k for k in g.kongs if k["kind"] == "kan"]
        g1 = [p for p in g.outcome.payment_lines if p.code == "JZ-G1"]
        assert kan and [(p.payer, p.payee, p.amount) for p in g1] == [(k["source"], k["seat"], 12) for k in kan]
    Table.shipped(name)


def test_the_bots_replies_are_drawn_with_the_hint_in_one_update_which_is_the_advices():
    from mjlearn.table.bots import advice_for

    t = Table("jinzhou", seed=28, advice=True)
    sent = []
    t.observe(lambda ch: sent.append(ch["new"]), names="html")
    g = t.game
    for _ in range(20):  # a discard (or a pass) answered by the bots, back to the learner's turn
        sent.clear()
        if g.phase == "turn":
            k = g.last_draw if g.last_draw in g.hands[t.me] else g.hands[t.me][-1]
            t.act({"kind": "discard", "tile": tile_str(k)})
        else:
            t.act({"kind": "pass"})
        if g.phase == "turn" and g.to_act == t.me and len(g.events) > 12:
            break
    assert t.mode == "play" and g.to_act == t.me and g.phase == "turn"
    # one update: the board after the bots' replies, with the hint (a second update would redraw the tiles
    # under the learner's next click)
    assert len(sent) == 1 and 'data-testid="table-advice"' in sent[0] and sent[0] == t.html
    # the hint is mj.advise(by="speed")'s: every tied best discard, the first one's line
    adv = advice_for(g, t.me, "speed")
    hint = t._advice(g)
    assert hint["best"] == sorted(adv.best_discards()) and hint["text"] == adv.rows[0].why
    # the status line announced the replies
    assert t.status and any(e.text.en in t.status or e.text.zh in t.status for e in g.events[-3:])
