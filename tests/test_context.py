"""Win context — spec ``common.md`` § Hand model "Win context" (defaults table, consistency errors)."""
from __future__ import annotations

import pytest
from hands import CHOWS_SOUTH_PUNG

from mjlearn.context import Context, check_context_against_hand, make_context, next_seat, previous_seat, seat, wind_kind
from mjlearn.errors import MjError
from mjlearn.hand import parse_hand


def test_defaults_from_the_spec_table():
    c = make_context()
    # how the win came: a discard from the previous player (上家)
    assert c.win_by == "discard" and not c.self_drawn
    # seats: winner South, dealer East, round wind East → the discarder is South's 上家 = East
    assert (c.seat, c.dealer, c.round_wind) == ("S", "E", "E")
    assert c.payer == "E" and not c.is_dealer
    # kong replacement, 杠流泪, robbing, last tile, first turn, first discard: no; nothing seen; no initial facts
    assert not any([c.kong_replacement, c.kong_discard, c.last_tile, c.first_turn, c.first_discard,
                    c.shisan_san, c.jushou_ting, c.all_closed])
    assert c.seen == () and c.seen_count(0) == 0
    assert "win_by" in c.defaults_used() and "seat" in c.defaults_used()
    assert c == Context()


def test_seats_and_play_order():
    # E → S → W → N counterclockwise; 上家 of S is E
    assert next_seat("E") == "S" and next_seat("N") == "E" and next_seat("E", 2) == "W"
    assert previous_seat("S") == "E" and previous_seat("E") == "N"
    assert [seat(x) for x in ("e", "东", "东风", "South", "西", "N")] == ["E", "E", "E", "S", "W", "N"]
    assert wind_kind("E") == 27 and wind_kind("N") == 30


def test_dict_keywords_aliases_and_replace():
    c = make_context({"win_by": "自摸", "seat": "东"}, dealer="东")
    assert c.win_by == "self_draw" and c.is_dealer and c.payer is None
    c2 = c.replace(win_by="ron", discarder="W")
    assert c2.win_by == "discard" and c2.payer == "W"
    # self-draw drops a discarder given by mistake
    assert make_context(win_by="self_draw", discarder="W").discarder is None


def test_seen_forms():
    assert make_context(seen="5m5m9p").seen == ((4, 2), (17, 1))
    assert make_context(seen={"5m": 2, 17: 1}).seen == ((4, 2), (17, 1))
    assert make_context(seen=[(4, 2)]).seen_count(4) == 2


@pytest.mark.parametrize("kw,fragment", [
    ({"colour": "red"}, "unknown context field"),
    ({"seat": "X"}, "not a seat"),
    ({"win_by": "magic"}, "not a way to win"),
    ({"last_tile": 1}, "True or False"),
    ({"win_by": "discard", "discarder": "S"}, "cannot be the discarder"),
    ({"liable": "S"}, "liable"),
    ({"kong_replacement": True}, "self-draw"),
    ({"win_by": "self_draw", "kong_replacement_red": True}, "needs 'kong_replacement'"),
    ({"win_by": "self_draw", "kong_discard": True}, "discard win"),
    ({"kong_discard_red": True}, "needs 'kong_discard'"),
    ({"win_by": "self_draw", "first_discard": True}, "discard win"),
    # dealer-only / non-dealer-only events: the dealer wins in the first go-around only on its dealt hand
    # (天胡, a self-draw); the dealer discards first, so it cannot win on the first discard (开天辟)
    ({"seat": "E", "first_turn": True}, "dealer"),
    ({"seat": "E", "first_discard": True}, "dealer"),
    ({"seen": "5m5m5m5m5m"}, "only 4"),
    ({"seen": {"5m": -1}}, "whole number"),
    ({"seen": {"56m": 1}}, "not one tile"),
    ({"seen": 5}, "tile string"),
])
def test_context_errors(kw, fragment):
    with pytest.raises(MjError) as e:
        make_context(**kw)
    assert fragment in str(e.value)


def test_context_must_be_dict_or_context():
    with pytest.raises(MjError, match="dict or Context"):
        make_context(["self_draw"])  # type: ignore[arg-type]


def test_first_turn_allowed_where_consistent():
    assert make_context(seat="E", first_turn=True, win_by="self_draw").first_turn  # 天胡
    assert make_context(first_turn=True).first_turn  # a non-dealer in the first go-around (地胡)
    assert make_context(first_discard=True).first_discard  # 开天辟 for a non-dealer


# --- consistency with the hand ------------------------------------------------------------------

HAND = parse_hand(CHOWS_SOUTH_PUNG)  # holds 2z ×3 with the winning tile, 1z ×2


def test_robbing_a_kong_on_a_held_kind():
    # the robbed kong holds the other three copies, so the winner may hold no other copy of the kind
    with pytest.raises(MjError, match="robbing a kong"):
        check_context_against_hand(HAND, make_context(win_by="rob_kong"))
    ok = parse_hand("123m456p789s1133z +2z")  # the winning 2z is the winner's only copy
    check_context_against_hand(ok, make_context(win_by="rob_kong"))


def test_seen_plus_own_copies_over_four():
    # the hand holds 3 × 2z; 2 more seen makes 5
    with pytest.raises(MjError, match="make 5"):
        check_context_against_hand(HAND, make_context(seen="2z2z"))
    check_context_against_hand(HAND, make_context(seen="2z"))  # 3 + 1 = 4: fine


def test_kong_replacement_without_a_kong():
    ctx = make_context(win_by="self_draw", kong_replacement=True)
    with pytest.raises(MjError, match="needs a kong"):
        check_context_against_hand(HAND, ctx)
    check_context_against_hand(parse_hand("123m456p1122z ankan:9999s +2z"), ctx)


@pytest.mark.parametrize("seen,fragment", [
    ([("a", 1)], "not a tile"), ([(99, 1)], "not a tile kind"), ({"5m": True}, "whole number"),
    ([(4, "x")], "whole number"), ([("56m", 1)], "not one tile"),
])
def test_seen_pairs_checked(seen, fragment):
    with pytest.raises(MjError) as e:
        make_context(seen=seen)
    assert fragment in str(e.value)
    assert make_context(seen=[("5m", 2)]).seen == ((4, 2),)
