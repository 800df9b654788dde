"""Tiles and notation — spec ``common.md`` § Tiles (kinds, compact and Chinese notation, red fives,
tile sets per ruleset)."""
from __future__ import annotations

import pytest

from mjlearn import api
from mjlearn.errors import MjError
from mjlearn.hand import parse_hand
from mjlearn.rules import get_ruleset
from mjlearn.tiles import (
    ALL_KINDS,
    HONORS,
    TERMINALS,
    YAOJIU,
    is_honor,
    is_terminal,
    is_yaojiu,
    kind_of,
    parse_tile,
    parse_tiles,
    rank_of,
    suit_of,
    tile_en,
    tile_str,
    tile_zh,
    tiles_str,
)


def test_kind_layout():
    # common.md table: 1m-9m = 0..8, 1p-9p = 9..17, 1s-9s = 18..26, 1z-7z = 东南西北白发中 = 27..33
    assert parse_tiles("1m9m1p9p1s9s") == [0, 8, 9, 17, 18, 26]
    assert parse_tiles("1234567z") == list(range(27, 34))
    assert [tile_zh(k) for k in range(27, 34)] == ["东", "南", "西", "北", "白", "发", "中"]
    assert len(ALL_KINDS) == 34
    assert kind_of(5, "p") == 13 and suit_of(13) == "p" and rank_of(13) == 5
    assert tile_str(33) == "7z" and tile_en(33) == "Red dragon" and tile_en(4) == "5 of characters"


def test_terms():
    # 幺九 (Mawan wording): 1, 9, winds, dragons; terminal = suit 1 or 9; honor = wind or dragon
    assert set(YAOJIU) == set(TERMINALS) | set(HONORS)
    assert len(YAOJIU) == 13
    assert is_yaojiu(parse_tile("9s")) and is_yaojiu(parse_tile("中")) and not is_yaojiu(parse_tile("5m"))
    assert is_terminal(parse_tile("1p")) and not is_terminal(parse_tile("东"))
    assert is_honor(parse_tile("白")) and not is_honor(parse_tile("9m"))


@pytest.mark.parametrize("text,kinds", [
    ("一万", [0]), ("1万", [0]), ("五筒", [13]), ("五饼", [13]), ("九条", [26]),
    ("东", [27]), ("东风", [27]), ("中", [33]), ("红中", [33]), ("发", [32]), ("发财", [32]),
    ("白", [31]), ("白板", [31]), ("南风", [28]), ("西", [29]), ("北风", [30]),
])
def test_every_chinese_form_listed_in_the_spec(text, kinds):
    assert parse_tiles(text) == kinds


def test_mixed_notation_and_spaces():
    # compact + Chinese + spaces, order kept: 1m 2m 5万 东 5p 中 9s
    assert parse_tiles("12m 五万东风 5p 红中9s") == [0, 1, 4, 27, 13, 33, 26]
    assert parse_tiles("  1m  ,2m、3m ") == [0, 1, 2]
    assert parse_tiles("") == []


def test_canonical_output_round_trip():
    ks = parse_tiles("东 9s 1m 5p 1m 中")
    assert tiles_str(ks) == "11m5p9s17z"  # sorted by kind, grouped by suit
    assert sorted(parse_tiles(tiles_str(ks))) == sorted(ks)
    for k in ALL_KINDS:
        assert parse_tile(tile_str(k)) == k
        assert parse_tile(tile_zh(k)) == k


@pytest.mark.parametrize("text,fragment", [
    ("0m", "red five"), ("0p", "red five"), ("50s", "red five"), ("0z", "0z"), ("8z", "8z"), ("9z", "9z"),
    ("1x", "not a tile"), ("m", "not a tile"), ("十万", "not a tile"), ("1", "not a tile"),
])
def test_bad_tiles_refused(text, fragment):
    with pytest.raises(MjError) as e:
        parse_tiles(text)
    assert fragment in str(e.value)


def test_parse_tile_exactly_one():
    with pytest.raises(MjError, match="exactly one tile"):
        parse_tile("12m")
    with pytest.raises(MjError, match="as text"):
        parse_tiles(5)  # type: ignore[arg-type]


def test_tile_sets_per_ruleset():
    # Mawan and Huilai: all 34 kinds; Jinzhou: 27 suit kinds + 中 (28 kinds)
    assert set(get_ruleset("mawan").tile_kinds) == set(range(34))
    assert set(get_ruleset("huilai").tile_kinds) == set(range(34))
    assert set(get_ruleset("jinzhou").tile_kinds) == set(range(27)) | {33}


@pytest.mark.parametrize("honor", ["1z", "2z", "3z", "4z", "5z", "6z"])
def test_jinzhou_refuses_winds_white_green_naming_tile_and_ruleset(honor):
    # 123m 456p 789s 11s + two copies of the honor = 13 tiles
    hand = parse_hand(f"123m456p789s11s{honor}{honor}")
    rs = get_ruleset("jinzhou")
    with pytest.raises(MjError) as e:
        rs.check_hand(hand, rs.options())
    msg = str(e.value)
    assert honor in msg and "jinzhou" in msg.lower()
    with pytest.raises(MjError) as e2:
        api.waits(hand, "jinzhou")
    assert honor in str(e2.value) and "jinzhou" in str(e2.value).lower()


def test_jinzhou_accepts_red_dragon():
    rs = get_ruleset("jinzhou")
    rs.check_hand(parse_hand("123m456p789s11s77z"), rs.options())  # 中 is a Jinzhou tile: no error
    for name in ("mawan", "huilai"):
        r = get_ruleset(name)
        r.check_hand(parse_hand("123m456p789s1155z"), r.options())


# --- newcomer-trial regressions: helpers refuse non-kinds, suits in upper case, the whole bad token quoted ---

@pytest.mark.parametrize("bad", [-1, 34, 99, True, "5m", None])
def test_tile_helpers_refuse_non_kinds_with_mjerror(bad):
    from mjlearn.tiles import tile_en
    for fn in (tile_str, tile_zh, tile_en):
        with pytest.raises(MjError, match="is not a tile kind"):
            fn(bad)
    with pytest.raises(MjError, match="is not a tile kind"):
        tiles_str([0, bad])


def test_upper_case_suit_letters_are_accepted():
    # 1M = 1m (kind 0), 9P = 9p (17), 5S = 5s (22), 7Z = 中 (33)
    assert parse_tiles("1M9P5S7Z") == [0, 17, 22, 33]


def test_bad_token_is_quoted_whole():
    with pytest.raises(MjError, match="'garbage' is not a tile"):
        parse_tiles("123m garbage")
