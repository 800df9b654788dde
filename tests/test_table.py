"""Hand-built table scenarios (spec ``table.md``).  Each deal is written out tile by tile and the
expected choice of the engine is worked out by hand from the rule cited beside it."""
from __future__ import annotations

import json

import pytest

from mjlearn import MjError, table
from mjlearn.table.engine import SEATS, Action
from mjlearn.tiles import parse_tile


def A(seat, kind, tile=None, chow=None):
    return Action(seat, kind, None if tile is None else parse_tile(tile), None if chow is None else parse_tile(chow))


def drive(g, script):
    """Apply scripted actions (``"E discard 5m"``, ``"S chi 5m 4m"``, ``"W pass"``)."""
    for line in script:
        p = line.split()
        g.apply(A(p[0], p[1], p[2] if len(p) > 2 else None, p[3] if len(p) > 3 else None))
    return g


def pass_all(g, limit=500):
    """Every seat discards the tile it drew (or its last tile), passes every claim, win and 分张."""
    n = 0
    while not g.finished and n < limit:
        la = g.legal_actions()
        if g.phase in ("claim", "rob", "fen"):
            g.apply(next(a for a in la if a.kind == "pass"))
        else:
            t = g.last_draw if g.last_draw in g.hands[g.to_act] else g.hands[g.to_act][-1]
            g.apply(Action(g.to_act, "discard", t))
        n += 1
    return g


def kinds(g):
    return [a.kind for a in g.legal_actions()]


# ------------------------------------------------------------------------------------------ claim priorities

# E (dealer) discards 5m first.  S (E's 下家) holds 4m 6m: a chow; W holds 5m 5m: a pung; N holds 34m 123p 456p
# 789s 11z: ready on 2m/5m, so 5m completes 345m 123p 456p 789s + 11z.
PRIORITY_DEAL = {"hands": {
    "E": "5m 11m 99m 22p 9p 33s 5s 66z 7z",
    "S": "4m 6m 7m 88p 1s 2s 4s 6s 2z 3z 55z",
    "W": "55m 2m 77p 1z 44z 6s 7s 9s 3p 8m",
    "N": "34m 123p 456p 789s 11z"}}


def test_win_beats_pung_beats_chow():
    # table.md 3: win over pung/kong over chow; chow only by the next player (下家)
    g = table.new_hand("mawan", seed=1, deal=PRIORITY_DEAL)
    drive(g, ["E discard 5m"])
    assert g.phase == "claim" and g.to_act == "S"
    assert set(kinds(g)) == {"chi", "pass"}
    drive(g, ["S chi 5m 4m"])
    assert g.to_act == "W" and set(kinds(g)) == {"pon", "pass"}
    drive(g, ["W pon 5m"])
    assert g.to_act == "N" and set(kinds(g)) == {"win", "pass"}
    drive(g, ["N win"])
    assert g.finished and list(g.outcome.winners) == ["N"]
    assert g.outcome.win_by == "discard" and g.outcome.discarder == "E"
    beaten = [e for e in g.events if e.kind == "claim_beaten"]
    assert {e.seat for e in beaten} == {"S", "W"}
    # MW-M: each of the three others pays the winner the hand's value
    r = g.outcome.winners["N"]
    assert g.payments == r.payments and g.payments["N"] > 0


def test_pung_beats_chow_when_nobody_wins():
    g = table.new_hand("mawan", seed=1, deal=PRIORITY_DEAL)
    drive(g, ["E discard 5m", "S chi 5m 4m", "W pon 5m", "N pass"])
    assert [x.meld.kind for x in g.sets["W"]] == ["pon"] and g.sets["S"] == []
    assert g.phase == "turn" and g.to_act == "W" and set(kinds(g)) == {"discard"}  # after a pung: discard only
    assert g.rivers["E"][-1] == [parse_tile("5m"), "W"]


def test_chow_when_alone_and_only_by_the_next_player():
    g = table.new_hand("mawan", seed=1, deal=PRIORITY_DEAL)
    drive(g, ["E discard 5m", "S chi 5m 4m", "W pass", "N pass"])
    assert [str(x.meld) for x in g.sets["S"]] == ["chi:456m"]
    # W is not E's 下家: a chow by W is refused naming the rule, and the state is unchanged
    g = table.new_hand("mawan", seed=1, deal=PRIORITY_DEAL)
    drive(g, ["E discard 5m", "S pass"])
    before = g.snapshot()
    with pytest.raises(MjError) as e:
        g.apply(A("W", "chi", "5m", "4m"))
    assert "MW-A1" in str(e.value)
    assert g.snapshot() == before


# ------------------------------------------------------------------------------------------ several winners

# E (dealer) discards 7z, nobody can claim it; S draws 9p and discards 5p.  E (34p 123m 456m 789s 22z) and
# W (67p 123s 456s 789m 33z) are both ready on 5p.
TWO_WINNERS = {"hands": {
    "E": "34p 123m 456m 789s 22z 7z",
    "S": "5p 1p 9p 1s 9s 4z 5z 6z 9m 8p 2s 2p 3s",
    "W": "67p 123s 456s 789m 33z",
    "N": "1z 3p 67m 1m 9p 2m 55s 8s 6s 5z 6z"}, "wall": "9p"}


def test_mawan_one_winner_counterclockwise_from_the_dealer():
    # MW-A5 一炮单响, "以庄家逆时针为序": E (the dealer) comes before W although W sits nearer the discarder S
    g = table.new_hand("mawan", seed=2, deal=TWO_WINNERS)
    drive(g, ["E discard 7z", "S discard 5p"])
    assert g.phase == "claim" and g.claim["order"] == ["W", "E"]
    drive(g, ["W win", "E win"])
    assert list(g.outcome.winners) == ["E"]
    assert any(e.kind == "priority" and e.code == "MW-A5" for e in g.events)


# Jinzhou: no winds; E holds 34p 123m 456m 789s 7z7z (+9p to discard), W 67p 123s 456s 789m 7z7z.
TWO_WINNERS_JZ = {"hands": {
    "E": "34p 123m 456m 789s 77z 9p",
    "S": "5p 1p 9p 1s 9s 2s 2p 3s 9m 8p 1m 4s 6m",
    "W": "67p 123s 456s 789m 77z",
    "N": "3p 67m 2m 9p 55s 8s 6s 5m 8m 2p 4p"}, "wall": "9p"}


def test_jinzhou_one_winner_nearest_to_the_discarder():
    # table.md 3 (interpretation): one winner, the nearest counterclockwise from the discarder S: W, not E
    g = table.new_hand("jinzhou", seed=2, deal=TWO_WINNERS_JZ)
    drive(g, ["E discard 9p", "S discard 5p", "W win", "E win"])
    assert list(g.outcome.winners) == ["W"]
    assert g.outcome.notes  # the interpretation note is shown


def test_huilai_tongpao_every_winner():
    # HL-A5 通炮: E and W both win on S's 5p.  Each hand is 鸡胡 ×1 (HL-P01): per payer 2 × 1 = 2 分 (HL-K0),
    # paid by the discarder alone (HL-K1): S pays 2 to E and 2 to W.
    g = table.new_hand("huilai", seed=2, deal=TWO_WINNERS)
    drive(g, ["E discard 7z", "S discard 5p", "W win", "E win"])
    assert sorted(g.outcome.winners) == ["E", "W"]
    assert g.payments == {"E": 2, "S": -4, "W": 2, "N": 0}
    assert any(e.kind == "tongpao" for e in g.events)


# ------------------------------------------------------------------------------------------ robbing a kong

# Huilai.  E discards 5p; W could win on it but passes (HL-F1 until W draws), S (5p5p) pungs and discards 1s.  W, N, E draw 1z, 6z, 7z and discard them; S draws the
# last 5p and adds it to the pung.  W (34p 567m 567s 888m 22z) is ready on 2p/5p and robs it.
ROB_DEAL = {"hands": {
    "E": "5p 1m 4m 7m 2p 8p 3s 6s 9s 4z 5z 6z 7z 9m",
    "S": "55p 234m 678p 234s 9p 1s",
    "W": "34p 567m 567s 888m 22z",
    "N": "1p 9m 1s 9s 2m 3s 4s 5m 6s 7s 8s 3z 4z"}, "wall": "1z 6z 7z 5p"}


def test_robbing_an_added_kong_huilai():
    g = table.new_hand("huilai", seed=3, deal=ROB_DEAL)
    drive(g, ["E discard 5p", "S pon 5p", "W pass", "S discard 1s", "W discard 1z", "N discard 6z", "E discard 7z"])
    assert g.to_act == "S" and "kakan" in kinds(g)
    drive(g, ["S kakan 5p"])
    assert g.phase == "rob" and g.to_act == "W" and set(kinds(g)) == {"win", "pass"}
    drive(g, ["W win"])
    r = g.outcome.winners["W"]
    assert r.context.win_by == "rob_kong" and r.context.discarder == "S"
    # HL-K1: robbing a kong — the robbed player pays for every other player: 3 × (2 × 1) = 6; HL-K3: a robbed
    # kong scores nothing
    assert g.payments == {"E": 0, "S": -6, "W": 6, "N": 0}
    assert [str(x.meld) for x in g.sets["S"]] == ["pon:555p"]  # the kong stands as its pung again


def test_passing_the_robbing_window_completes_the_kong_from_the_tail():
    deal = dict(ROB_DEAL, tail="9m")
    g = table.new_hand("huilai", seed=3, deal=deal)
    drive(g, ["E discard 5p", "S pon 5p", "W pass", "S discard 1s", "W discard 1z", "N discard 6z", "E discard 7z",
              "S kakan 5p", "W pass"])
    # table.md 2: the replacement comes from the tail
    assert g.phase == "turn" and g.to_act == "S" and g.drawn_from == "tail" and g.last_draw == parse_tile("9m")
    assert [str(x.meld) for x in g.sets["S"]] == ["kakan:5555p"]
    # HL-F1: W passed a possible win: W may not win until it moves tiles
    assert g.lou_hu["W"]


# Mawan 直杠: E discards 5p, S holds 5p5p5p; W (34p 567m 567s 888m 22z) could win on it.
MW_KAN = {"hands": {
    "E": "5p 1m 4m 7m 2p 8p 3s 6s 9s 4z 5z 6z 7z 9m",
    "S": "555p 234m 678p 234s 1s",
    "W": "34p 567m 567s 888m 22z",
    "N": "1p 9m 1s 9s 2m 3s 4s 5m 6s 7s 8s 3z 4z"}, "tail": "1z"}


def test_mawan_exposed_kong_can_be_robbed():
    # MW-A3: "直杠可以被抢杠".  W passes the discard win (Mawan has no 漏胡), S makes the exposed kong, the
    # window for robbing it opens and W robs it.
    g = table.new_hand("mawan", seed=4, deal=MW_KAN)
    drive(g, ["E discard 5p"])
    assert g.claim["order"] == ["S", "W"] and set(kinds(g)) == {"chi", "pon", "kan", "pass"}  # S holds 678p too
    drive(g, ["S kan 5p", "W pass"])
    assert g.phase == "rob" and g.to_act == "W"
    drive(g, ["W win"])
    r = g.outcome.winners["W"]
    assert r.context.win_by == "rob_kong" and r.context.discarder == "S"


def test_jinzhou_exposed_kong_cannot_be_robbed():
    # JZ-A4: only an added kong (抓明杠) can be robbed; after S's 打明杠 the replacement comes straight from the tail
    deal = {"hands": {"E": "5p 1m 4m 7m 2p 8p 3s 6s 9s 9m 77z 1p 2m",
                      "S": "555p 234m 678p 234s 1s",
                      "W": "34p 567m 567s 888m 11p",
                      "N": "9m 1s 9s 2m 3s 4s 5m 6s 7s 8s 9p 3p 4p"}, "tail": "7z"}
    g = table.new_hand("jinzhou", seed=4, deal=deal)
    drive(g, ["E discard 5p", "S kan 5p", "W pass"])
    assert g.phase == "turn" and g.to_act == "S" and g.last_draw == parse_tile("7z")
    assert not any(e.kind == "rob_open" for e in g.events)


def test_no_robbing_a_concealed_kong():
    # table.md 4 / MW-A3 / HL-A3 / JZ-A4: a concealed kong is never robbed.  S draws the fourth 5p and makes a
    # concealed kong; W is ready on 5p (34p…), but no window opens, S draws the replacement from the tail.
    deal = {"hands": {"E": "1m 4m 7m 2p 8p 3s 6s 9s 4z 5z 6z 7z 9m 1z",
                      "S": "555p 234m 678p 234s 1s",
                      "W": "34p 567m 567s 888m 22z",
                      "N": "1p 9m 1s 9s 2m 3s 4s 5m 6s 7s 8s 3z 4z"}, "wall": "5p 2z", "tail": "9p"}
    for ruleset in ("mawan", "huilai"):
        g = table.new_hand(ruleset, seed=5, deal=deal)
        drive(g, ["E discard 1z", "S ankan 5p"])
        assert g.phase == "turn" and g.to_act == "S" and g.drawn_from == "tail"
        assert g.last_draw == parse_tile("9p")          # the tail, in the order given
        assert g.wall[0] == parse_tile("2z")            # the front of the wall is untouched
        assert not any(e.kind == "rob_open" for e in g.events)


# ------------------------------------------------------------------------------------------ Huilai 漏胡 / 漏碰

# S (34p 567m 567s 888m 9s9s) is ready on 2p/5p... here S holds 34p and a 99s pair to pung.
LOU = {"hands": {
    "E": "1m 4m 7m 2p 8p 3s 6s 1z 4z 5z 6z 7z 9m 2s",
    "S": "34p 567m 567s 888m 22z",
    "W": "1p 9m 1s 2m 3s 4s 5m 6s 7s 8s 3z 4z 6p",
    "N": "9m 1s 2m 3s 4s 5m 6s 7s 8s 3z 1p 7p 6p"}, "wall": "1z 5p 5p 6z 7z 2p"}


def test_huilai_lou_hu():
    # HL-F1: S passes a win on W's 5p; N's 5p comes before S has moved tiles: no win is offered to S.  After S
    # draws, the restriction ends: W's 2p is offered to S again.
    g = table.new_hand("huilai", seed=6, deal=LOU)
    drive(g, ["E discard 2s", "S discard 1z", "W discard 5p"])
    assert g.to_act == "S" and "win" in kinds(g)
    drive(g, ["S pass"])
    assert g.lou_hu["S"] and any(e.kind == "lou_hu" and e.code == "HL-F1" for e in g.events)
    drive(g, ["N discard 5p"])  # N drew the second 5p
    assert g.phase == "turn" and g.to_act == "E"  # no window: S may not win (HL-F1)
    ok, why, _ = g._may_win("S", parse_tile("5p"), "discard", "N")
    assert not ok and "HL-F1" in why.en
    drive(g, ["E discard 6z", "S discard 7z"])  # S drew: the restriction is over
    assert not g.lou_hu["S"]
    drive(g, ["W discard 2p"])
    assert g.to_act == "S" and "win" in kinds(g)


def test_huilai_lou_peng():
    # HL-F2: S (99s) passes a pung of W's 9s; N's 9s in the same go-around cannot be punged by S.
    deal = {"hands": {
        "E": "1m 4m 7m 2p 8p 3s 6s 1z 4z 5z 6z 7z 9m 2s",
        "S": "99s 1p 2p 4p 5m 6m 8m 3z 3z 7p 7s 2m",
        "W": "1p 9m 1s 2m 3s 4s 5m 6s 7s 8s 4z 6p 5p",
        "N": "9m 1s 2m 3s 4s 5m 6s 8s 1p 6p 2z 2z 8p"}, "wall": "1z 9s 9s"}
    g = table.new_hand("huilai", seed=7, deal=deal)
    drive(g, ["E discard 2s", "S discard 1z", "W discard 9s"])
    assert g.to_act == "S" and set(kinds(g)) == {"pon", "pass"}
    drive(g, ["S pass", "N discard 9s"])
    assert g.phase == "turn" and g.to_act == "E" and g.sets["S"] == []
    assert any(e.kind == "lou_peng" and e.code == "HL-F2" for e in g.events)


def test_huilai_has_no_chow():
    # HL-A2: a chi is an error naming the rule; the state is unchanged
    g = table.new_hand("huilai", seed=1, deal=PRIORITY_DEAL)
    drive(g, ["E discard 5m"])
    assert g.to_act == "W"  # S is not asked: no chow in Huilai
    before = g.snapshot()
    with pytest.raises(MjError) as e:
        g.apply(A("W", "chi", "5m", "4m"))
    assert "HL-A2" in str(e.value)
    assert g.snapshot() == before


# ------------------------------------------------------------------------------------------ end of the wall

def test_jinzhou_fen_zhang_and_huangzhuang():
    # JZ-F1: the last 8 tiles are never drawn and the 4 before them are 分张, one to each player in turn;
    # nobody wins → 黄庄: the dealer pays 4 to each other player (no kongs, no 跟庄 here) and deals again.
    g = pass_all(table.new_hand("jinzhou", seed=11))
    fen = [e for e in g.events if e.kind == "fen"]
    assert len(fen) == 4 and len(g.wall) == 8
    first = fen[0].seat
    assert [e.seat for e in fen] == [first, table.engine.next_seat(first), table.engine.next_seat(first, 2),
                                     table.engine.next_seat(first, 3)]
    assert not any(e.kind == "follow" for e in g.events)
    assert g.outcome.kind == "draw" and g.payments == {"E": -12, "S": 4, "W": 4, "N": 4}


def test_jinzhou_fen_zhang_win_is_haidi():
    # JZ-M11 海底捞月: a self-drawn win on a 分张 tile
    g = table.new_hand("jinzhou", seed=11)
    while not g.finished and g.phase != "fen":
        la = g.legal_actions()
        if g.phase in ("claim", "rob"):
            g.apply(next(a for a in la if a.kind == "pass"))
        else:
            g.apply(Action(g.to_act, "discard", g.last_draw if g.last_draw in g.hands[g.to_act] else g.hands[g.to_act][-1]))
    assert g.phase == "fen"
    assert set(kinds(g)) <= {"win", "pass"}
    ctx = g._context(g.to_act, g.last_draw, "self_draw", None)
    assert ctx["last_tile"] is True


def test_jinzhou_follow_the_dealer_doubles():
    # JZ-F2 跟庄: go-around 1 all discard 5m → the dealer pays each 4; go-around 2 all 9p → 8; go-around 3 is
    # broken.  Then 黄庄 (JZ-F1) adds 4 each: the dealer pays 3 × (4 + 8 + 4) = 48.
    deal = {"hands": {
        "E": "5m 9p 1m 1m 2s 2s 3p 3p 7z 7z 4s 8m 8m 1s",
        "S": "5m 9p 2m 2m 3s 3s 4p 4p 6s 6s 9m 9m 7z",
        "W": "5m 9p 3m 3m 4s 5s 5p 5p 8s 8s 1p 1p 7z",
        "N": "5m 9p 4m 4m 9s 9s 6p 6p 7m 7m 2p 2p 7s"},
        "wall": "1z"}
    with pytest.raises(MjError):  # 1z is not a Jinzhou tile (JZ-A1)
        table.new_hand("jinzhou", seed=12, deal=deal)
    del deal["wall"]
    g = table.new_hand("jinzhou", seed=12, deal=deal)
    drive(g, ["E discard 5m", "S discard 5m", "W discard 5m", "N discard 5m",
              "E discard 9p", "S discard 9p", "W discard 9p", "N discard 9p"])
    assert [e.code for e in g.events if e.kind == "follow"] == ["JZ-F2", "JZ-F2"]
    pass_all(g)
    assert g.outcome.kind == "draw"
    assert g.payments == {"E": -48, "S": 16, "W": 16, "N": 16}


def test_huilai_huangzhuang_with_horses():
    # HL-K6 荒庄: the tiles left equal the horses (set aside at the deal, HL-O08); nobody wins: no horse is
    # turned, nothing is paid (no kongs)
    g = pass_all(table.new_hand("huilai", seed=13, options={"horses": 6}))
    assert g.outcome.kind == "draw" and len(g.wall) == 0 and len(g.horses) == 6
    assert "HL-K6" in [e.code for e in g.events if e.kind == "draw_game"]
    assert g.payments == {s: 0 for s in SEATS}
    assert not any(e.kind == "horses_turned" for e in g.events)


def test_mawan_wall_ends_when_no_tile_is_left():
    g = pass_all(table.new_hand("mawan", seed=14))
    assert g.outcome.kind == "draw" and len(g.wall) == 0 and g.outcome.notes


# ------------------------------------------------------------------------------------------ wins and errors

def test_jinzhou_complete_shape_but_not_a_win():
    # JZ-L1 门齐: E's dealt 14 tiles 123m 456m 789m 123p 11p are complete, but no 条: not a win, and the win
    # button says why
    deal = {"hands": {"E": "123m 456m 789m 123p 11p",
                      "S": "1s 2s 3s 4s 5s 6s 7s 8s 9s 4p 5p 6p 7p",
                      "W": "1s 2s 3s 4s 5s 6s 7s 8s 9s 4p 5p 6p 7p",
                      "N": "1s 2s 3s 4s 5s 6s 7s 8s 9s 4p 5p 6p 7p"}}
    g = table.new_hand("jinzhou", seed=15, deal=deal)
    assert "win" not in kinds(g)
    why = g.why_not(A("E", "win"))
    assert "JZ-L1" in why.en
    before = g.snapshot()
    with pytest.raises(MjError) as e:
        g.apply(A("E", "win"))
    assert "JZ-L1" in str(e.value)
    assert g.snapshot() == before


def test_heavenly_win_is_offered_and_settled_by_score():
    # The same shape with 条: 123m 456m 789s 123p 11p is complete with all three suits, 幺九 and… no 横: still not
    # a win (JZ-L3).  With 111p as a pung it is: 123m 456m 789s 111p 99p → JZ-P3 天胡, each other player pays 200.
    deal = {"hands": {"E": "123m 456m 789s 111p 99p",
                      "S": "1s 2s 3s 4s 5s 6s 7m 8s 9m 4p 5p 6p 7p",
                      "W": "1s 2s 3s 4s 5s 6s 7m 8s 9m 4p 5p 6p 7p",
                      "N": "2m 2s 3m 4s 5s 6s 7m 8s 9m 4p 5p 6p 7p"}}
    g = table.new_hand("jinzhou", seed=16, deal=deal)
    assert "win" in kinds(g)
    drive(g, ["E win"])
    assert g.payments == {"E": 600, "S": -200, "W": -200, "N": -200}


def test_bad_actions_name_what_and_leave_the_state():
    g = table.new_hand("mawan", seed=1, deal=PRIORITY_DEAL)
    before = g.snapshot()
    for bad in (A("S", "discard", "4m"),   # not S's turn
                A("E", "discard", "8s"),   # not held
                A("E", "pon", "5m"),       # nothing to claim
                {"seat": "E", "kind": "fly"},
                {"seat": "Q", "kind": "pass"},
                "E discard 5m"):
        with pytest.raises(MjError):
            g.apply(bad)
        assert g.snapshot() == before
    drive(g, ["E discard 5m", "S pass", "W pass", "N pass"])
    with pytest.raises(MjError):  # the window is closed: S draws now
        g.apply(A("W", "pon", "5m"))


def test_bad_setup_and_records():
    for kw in ({"seed": -1}, {"seed": 2 ** 63}, {"seed": "7"}, {"options": {"indicator": "5p"}},
               {"options": {"horses": 3}}, {"dealer": "X"}, {"options": {"players": 3}}):
        ruleset = "huilai"
        with pytest.raises(MjError):
            table.new_hand(ruleset, **{"seed": 1, **kw})
    with pytest.raises(MjError):
        table.new_hand("riichi", seed=1)
    rec = table.play("mawan", seed=3, bots=("random",) * 4).record()
    for bad in ({**rec, "format": "other"}, {k: v for k, v in rec.items() if k != "actions"},
                {**rec, "actions": rec["actions"][:3] + [{"seat": "E", "kind": "win"}] + rec["actions"][3:]}, [1, 2]):
        with pytest.raises(MjError):
            table.replay(bad)


def test_record_replays_and_survives_json():
    g = table.play("jinzhou", seed=21, bots=("efficient",) * 4)
    rec = json.loads(json.dumps(g.record()))
    r = table.replay(rec)
    assert r.snapshot() == g.snapshot() and r.payments == g.payments
    # a hand-built deal is part of its record
    h = drive(table.new_hand("huilai", seed=3, deal=ROB_DEAL), ["E discard 5p", "S pon 5p", "W pass"])
    r = table.replay(json.loads(json.dumps(h.record())))
    assert r.snapshot() == h.snapshot()


# ------------------------------------------------------------------------------------------ sessions

def test_session_rotation_and_running_scores():
    for ruleset in ("mawan", "huilai", "jinzhou"):
        sess = table.Session(ruleset, seed=5)
        hist = sess.play(4)
        total = {s: sum(h["payments"][s] for h in hist) for s in SEATS}
        assert sess.scores == total and abs(sum(total.values())) < 1e-9
        for h in hist:
            w = h["winners"][0] if h["winners"] else None
            if ruleset == "mawan":  # MW-G3: a winning dealer stays (连庄), otherwise the deal passes on
                assert h["next_dealer"] == (h["dealer"] if w == h["dealer"] else table.engine.next_seat(h["dealer"]))
            elif ruleset == "huilai":  # HL-K5: the winner deals; after 荒庄 the dealer stays
                assert h["next_dealer"] == (w or h["dealer"])
            else:  # JZ-F3: after a win the deal passes counterclockwise, after 黄庄 the dealer stays
                assert h["next_dealer"] == (table.engine.next_seat(h["dealer"]) if w else h["dealer"])
    s = table.Session("mawan", seed=1)
    g = s.new_hand()
    with pytest.raises(MjError):
        s.new_hand()  # the current hand is not over
    with pytest.raises(MjError):
        s.finish()  # nor can it be booked yet
    while not g.finished:
        g.apply(g.legal_actions()[0])
    s.finish(g)
    booked = (dict(s.scores), s.dealer, len(s.history))
    for again in (g, None, table.play("mawan", seed=2, bots=("random",) * 4)):
        with pytest.raises(MjError):  # booked already, nothing current, a hand the session did not deal
            s.finish(again)
        assert (dict(s.scores), s.dealer, len(s.history)) == booked


def test_huilai_options_turn_off_discard_wins_and_robbing():
    # HL-O18 off: the added kong cannot be robbed, the replacement is drawn at once
    g = table.new_hand("huilai", seed=3, options={"allow_rob_kong": False}, deal=ROB_DEAL)
    drive(g, ["E discard 5p", "S pon 5p", "W pass", "S discard 1s", "W discard 1z", "N discard 6z", "E discard 7z",
              "S kakan 5p"])
    assert g.phase == "turn" and g.to_act == "S" and g.drawn_from == "tail"
    # HL-O02 off: W is not offered the discard win on E's 5p (only S's pung is asked)
    g = table.new_hand("huilai", seed=3, options={"allow_discard_win": False}, deal=ROB_DEAL)
    drive(g, ["E discard 5p"])
    assert g.claim["order"] == ["S"]
    ok, why, _ = g._may_win("W", parse_tile("5p"), "discard", "E")
    assert not ok and "HL-O02" in why.en


def test_jinzhou_kong_replacement_win():
    # S draws the fourth 5p, makes a concealed kong and wins on the replacement 6s from the tail:
    # 123m 456m 678s 99s + 暗杠 5555p.  Waits were 6s and 9s (|W| = 2): 一类胡 base 2 (JZ-C1).
    # Multipliers (JZ-M): 闭门 (an ankan does not open), 四清 (nobody opened), 自摸, 杠开花 → 2 × 2⁴ = 32 per payer;
    # the dealer E's share doubled (JZ-M10): E 64, W 32, N 32 = 128.  JZ-G3 暗杠: 8 from each other player.
    deal = {"hands": {"E": "1p 9m 2s 3s 4s 2p 3p 4p 6p 7p 8p 1s 2m 7z",
                      "S": "555p 123m 456m 78s 99s",
                      "W": "1p 9m 1s 3s 4s 2p 3p 4p 6p 7p 8p 3m 7m",
                      "N": "9p 8m 2s 3m 4s 2p 3p 9p 6p 7p 8p 1s 7m"}, "wall": "5p", "tail": "6s"}
    g = table.new_hand("jinzhou", seed=17, deal=deal)
    drive(g, ["E discard 7z", "S ankan 5p"])
    assert g.to_act == "S" and g.last_draw == parse_tile("6s") and "win" in kinds(g)
    drive(g, ["S win"])
    r = g.outcome.winners["S"]
    assert {"JZ-C1", "JZ-M01", "JZ-M02", "JZ-M03", "JZ-M04", "JZ-M10"} <= set(r.codes())
    assert g.payments == {"E": -72, "S": 152, "W": -40, "N": -40}
