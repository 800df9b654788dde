"""Hand model and string form — spec ``common.md`` § Hand model (declared set kinds, string form,
tile count rules, fifth copies, set shapes, Huilai ``chi`` refused HL-A2)."""
from __future__ import annotations

import pytest
from hands import BAMBOO_MANY_READINGS, THIRTEEN_ORPHANS, WHITE_PUNG_DECLARED

from mjlearn import api
from mjlearn.errors import MjError
from mjlearn.hand import Hand, Meld, hand_from_tiles, parse_hand
from mjlearn.rules import get_ruleset
from mjlearn.tiles import parse_tile, parse_tiles


def test_documented_example():
    # README example: 10 concealed + 1 set × 3 = 13, plus the winning tile
    h = parse_hand(WHITE_PUNG_DECLARED)
    # concealed excludes the winning tile, sorted: 1m2m3m7m8m 4p5p6p 1s1s
    assert h.concealed == tuple(sorted(parse_tiles("12378m456p11s")))
    assert [m.kind for m in h.melds] == ["pon"] and h.melds[0].tiles == (31, 31, 31)
    assert h.win_tile == parse_tile("9m")
    assert str(h) == "12378m456p11s pon:555z +9m"
    # the spec's string-form illustration "123m456p11s78m pon:555z ankan:1111p +9m" has 10 + 2 × 3 = 16
    # tiles: the form parses, the count rule refuses it, naming the count
    with pytest.raises(MjError, match="has 16 plus the winning tile"):
        parse_hand("123m456p11s78m pon:555z ankan:1111p +9m")
    # with 7 concealed (123m 11s 78m) + 2 sets × 3 = 13 it is a hand: the kong has 4 physical tiles
    h = parse_hand("123m11s78m pon:555z ankan:1111p +9m")
    assert len(h.all_tiles()) == 8 + 3 + 4


@pytest.mark.parametrize("text", [
    WHITE_PUNG_DECLARED,
    "123m456p789s1122z",
    BAMBOO_MANY_READINGS,
    "123m11s78m pon:555z ankan:1111p +9m",
    "1m chi:123p pon:777z kan:9999s kakan:2222m +1m",
    "1m chi:123p pon:777z kan:9999s kakan:2222m",
    THIRTEEN_ORPHANS,
])
def test_round_trip_examples(text):
    h = parse_hand(text)
    assert parse_hand(str(h)) == h
    assert parse_hand(h.zh()) == h  # the Chinese rendering parses back too


def test_chinese_set_prefixes_and_names():
    h = parse_hand("一万二万三万 四饼五饼六饼 七条八条九条 东风 碰:发发发 +东")
    assert [m.kind for m in h.melds] == ["pon"]
    assert h.melds[0].tiles == (32, 32, 32)
    assert h.win_tile == 27
    # every alias of the declared-set kinds in the spec table
    for alias, kind in [("吃", "chi"), ("碰", "pon"), ("岔", "pon"), ("明杠", "kan"), ("直杠", "kan"), ("冲杠", "kan"),
                        ("打明杠", "kan"), ("加杠", "kakan"), ("蓄杠", "kakan"), ("补杠", "kakan"), ("抓明杠", "kakan"),
                        ("暗杠", "ankan")]:
        tiles = "123s" if kind == "chi" else ("777z" if kind == "pon" else "7777z")
        h = parse_hand(f"123m456p789s1m {alias}:{tiles}")
        assert h.melds[0].kind == kind, alias


def test_counts_waiting_and_complete():
    assert parse_hand("123m456p789s1122z").win_tile is None  # 13 tiles: waiting hand
    # a kong counts 3 toward the 13: 4 concealed + 3 sets × 3 = 13
    h = parse_hand("1m123p chi:123s pon:555z ankan:9999s")
    assert len(h.concealed) + 3 * len(h.melds) == 13
    assert len(h.all_tiles()) == 4 + 3 + 3 + 4  # physical tiles: the kong has 4


@pytest.mark.parametrize("text,fragment", [
    ("123m456p789s112z", "13 tiles"),                 # 12 tiles
    ("123m456p789s11223z", "13 tiles"),               # 14 tiles without '+': says so
    ("123m456p789s11223z", "no winning tile"),
    ("123m456p789s112z +2z", "plus the winning tile"),  # 12 + win
    ("123m456p789s1122z +2z +3z", "only one winning tile"),
    ("123m456p789s1122z +", "followed by the winning tile"),
    ("123m456p789s1122z +23z", "exactly one tile"),
])
def test_count_validation(text, fragment):
    with pytest.raises(MjError) as e:
        parse_hand(text)
    assert fragment in str(e.value)


@pytest.mark.parametrize("text", [
    "11111m234p567s789s",              # five concealed 1m (13 tiles)
    "1111m234p567s78s pon:111m",       # concealed 4 + set 3 = 7 copies (count check comes first)
    "2222m345p678s99s +2m",             # four concealed + the winning tile
    "2m345p678s99s ankan:2222m +2m",   # kong + winning tile: five
])
def test_fifth_copies_refused(text):
    with pytest.raises(MjError) as e:
        parse_hand(text)
    assert "only 4" in str(e.value)


@pytest.mark.parametrize("meld,fragment", [
    ("chi:124m", "consecutive"), ("chi:123z", "honors never form chows"), ("chi:891m", "consecutive"),
    ("chi:12m3p", "consecutive"), ("chi:1234m", "consecutive"),
    ("pon:556m", "three identical"), ("pon:55m", "three identical"),
    ("kan:555m", "four identical"), ("ankan:5556m", "four identical"), ("kakan:55555m", "four identical"),
    ("gang:5555m", "unknown set kind"),
])
def test_illegal_sets(meld, fragment):
    with pytest.raises(MjError) as e:
        parse_hand(f"123m456p789s1m {meld}")
    assert fragment in str(e.value)


def test_sets_after_concealed_and_at_most_four():
    with pytest.raises(MjError, match="before the declared sets"):
        parse_hand("pon:555z 123m456p789s1m")
    with pytest.raises(MjError, match="at most 4"):
        parse_hand("1m pon:111z pon:222z pon:333z pon:444z pon:555z", allow_partial=True)


def test_meld_properties():
    assert Meld("ankan", (5, 5, 5, 5)).is_kong and not Meld("ankan", (5, 5, 5, 5)).is_open
    assert Meld("kakan", (5, 5, 5, 5)).is_open and not Meld("pon", (5, 5, 5)).is_kong
    assert not parse_hand("1m123p456p789p ankan:1111s").is_open
    assert parse_hand("1m123p456p789p pon:111s").is_open


def test_hand_from_tiles_and_views():
    h = hand_from_tiles(parse_tiles("123m456p789s1122z"), (), 28)
    assert h.closed_tiles == tuple(sorted(parse_tiles("123m456p789s11222z")))
    assert h.without_win().with_win(28) == h
    assert h.counts()[28] == 3
    with pytest.raises(MjError, match="only 4"):
        hand_from_tiles([0] * 5 + list(range(9, 17)))  # five 1m
    with pytest.raises(MjError, match="13 tiles"):
        hand_from_tiles(parse_tiles("123m456p789s112z"))  # 12 tiles


def test_huilai_refuses_chi_naming_the_rule():
    h = parse_hand("456p789s1122z chi:123m")  # 10 concealed + 1 set = 13
    rs = get_ruleset("huilai")
    with pytest.raises(MjError) as e:
        rs.check_hand(h, rs.options())
    assert "HL-A2" in str(e.value) and "chi" in str(e.value)
    with pytest.raises(MjError, match="HL-A2"):
        api.waits(h, "huilai")
    # the same hand is fine in Mawan (chi allowed)
    assert isinstance(api.shanten(h, "mawan"), int)


def test_partial_hands_for_the_explorer():
    h = parse_hand("123m", allow_partial=True)
    assert h.concealed == (0, 1, 2)
    with pytest.raises(MjError, match="only 4"):
        parse_hand("11111m", allow_partial=True)


def test_hand_object_passes_through_validation():
    h = parse_hand("123m456p789s1122z")
    assert parse_hand(h) is h
    with pytest.raises(MjError, match="only 4"):
        parse_hand(Hand((0,) * 5 + tuple(range(9, 17))))
    with pytest.raises(MjError, match="as text"):
        parse_hand(123)  # type: ignore[arg-type]


@pytest.mark.parametrize("make,fragment", [
    (lambda: Hand((34,) + tuple(range(12))), "34 is not a tile kind"),
    (lambda: Hand((-1,) + tuple(range(12))), "-1 is not a tile kind"),
    (lambda: Hand((1, "a")), "'a' is not a tile kind"),
    (lambda: Hand((True,) + tuple(range(12))), "True is not a tile kind"),
    (lambda: Hand(5), "sequence of tile kinds"),
    (lambda: Hand(tuple(range(13)), (), 99), "99 is not a tile kind"),
    (lambda: Hand(tuple(range(10)), ("pon:111z",)), "not a declared set"),
    (lambda: Meld("pon", (40, 40, 40)), "40 is not a tile kind"),
])
def test_hand_objects_built_directly_are_checked(make, fragment):
    # Hand / Meld built from kinds (not notation) refuse what is not a kind 0-33, with MjError
    with pytest.raises(MjError) as e:
        make()
    assert fragment in str(e.value)


def test_set_after_the_winning_tile_says_where_sets_go():
    with pytest.raises(MjError, match="declared sets must come before"):
        parse_hand("123m456p789s11z +5m pon:555z")


def test_space_after_the_set_kind_is_allowed():
    # "pon: 999s" reads as "pon:999s"; 10 concealed + 1 set × 3 = 13
    h = parse_hand("123m456p78s11z pon: 999s")
    assert str(h) == "123m456p78s11z pon:999s"
