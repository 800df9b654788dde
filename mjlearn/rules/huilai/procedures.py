"""Huilai table procedures: HL-F1 漏胡, HL-F2 漏碰, HL-F3 漏杠, HL-F4 抢杠胡, HL-K5 dealer, HL-K6 荒庄,
and the horse draw (HL-K2).  Each decision returns ``(allowed: bool, why: Text)`` for walkthroughs
and exercises.

Source: spec ``huilai.md`` § HL-F, HL-K5, HL-K6; seed 002 一·定庄/荒庄, 五·漏胡/漏杠/漏碰/抢杠胡.
"""
from __future__ import annotations

import random
from collections.abc import Iterable

from ...errors import MjError
from ...i18n import T, Text, register
from ...tiles import parse_tiles, tile_str, tiles_text
from .horses import reveal_horses
from .options import SEATS_BY_PLAYERS
from .strings import seat_name

register({
    "hlp.err.situation": ("没有 '{v}' 这种杠的情形", "unknown kong situation '{v}'"),
    "hlp.err.kong_kind": ("没有 '{v}' 这种杠", "unknown kong kind '{v}'"),
    "hlp.err.players": ("{n} 人不是惠来的牌桌（HL-O17）", "{n} players is not a Huilai table (HL-O17)"),
    "hlp.err.owner": ("房主 {v} 不是玩家编号", "room owner {v} is not a player index"),
    "hlp.err.horses": ("奖马数要是 ≥ 0 的双数，不能是 {n}", "horses must be an even number ≥ 0, not {n}"),
    "hlp.err.horses_wall": ("要 {h} 匹马，可牌墙只剩 {n} 张", "{h} horses but only {n} tiles in the wall"),
    "hlp.err.at_most": ("最多 {n}", "at most {n}"),
    "hlp.err.flag": ("'{name}' 要是 True 或 False，不能是 {v}", "'{name}' must be True or False, not {v}"),
    "hlp.err.count": ("'{name}' 要是 ≥ 0 的整数，不能是 {v}", "'{name}' must be a whole number ≥ 0, not {v}"),
    "hlp.err.seat": ("'{name}' {v} 不是 {n} 人桌上的座位（HL-O17）", "'{name}' {v} is not a seat at a {n}-player table (HL-O17)"),
    "hlp.err.tiles": ("'{name}' 要写成牌的简写，如 '1m5p9s2z'，不能是 {v}",
                      "'{name}' must be tiles in notation such as '1m5p9s2z', not {v}"),
    "hlp.err.kind": ("{v} 不是牌种编号", "{v} is not a tile kind"),
    "hlp.err.kind.ok": ("0–33，或简写如 '5p'", "0…33 or notation such as '5p'"),
    "hlp.err.one": ("'{v}' 不是一张牌", "'{v}' is not one tile"),
    "hlp.err.one.ok": ("一张牌，如 '5p'", "one tile such as '5p'"),
})


def may_win_after_pass(passed_win: bool, same_go_around: bool = True, moved_since: bool = False) -> tuple[bool, Text]:
    """HL-F1 漏胡: a player who passed a possible win (self-draw or discard) may not win again in that
    go-around until it moves tiles (draws, pungs or kongs).

    passed_win : the player passed a possible win earlier; same_go_around : still that go-around;
    moved_since : it has drawn, punged or konged since.  Returns ``(may win now, why)``.
    """
    _flag("passed_win", passed_win)
    _flag("same_go_around", same_go_around)
    _flag("moved_since", moved_since)
    if not passed_win:
        return True, T("hl.proc.lou_hu.free", why=T("hl.proc.no_pass"))
    if moved_since:
        return True, T("hl.proc.lou_hu.free", why=T("hl.proc.moved"))
    if not same_go_around:
        return True, T("hl.proc.lou_hu.free", why=T("hl.proc.new_round"))
    return False, T("hl.proc.lou_hu.blocked")


def may_pung_after_pass(passed_tile: str | int | None, tile: str | int, same_go_around: bool = True,
                        moved_since: bool = False) -> tuple[bool, Text]:
    """HL-F2 漏碰: after passing a pung of a tile, that same tile may not be punged in that go-around until
    the player moves tiles.  Tiles as notation (``"5p"``) or kinds."""
    t = _kind(tile)
    _flag("same_go_around", same_go_around)
    _flag("moved_since", moved_since)
    if passed_tile is None:
        return True, T("hl.proc.lou_peng.free", why=T("hl.proc.no_pass"))
    if _kind(passed_tile) != t:
        return True, T("hl.proc.lou_peng.free", why=T("hl.proc.other_tile"))
    if moved_since:
        return True, T("hl.proc.lou_peng.free", why=T("hl.proc.moved"))
    if not same_go_around:
        return True, T("hl.proc.lou_peng.free", why=T("hl.proc.new_round"))
    return False, T("hl.proc.lou_peng.blocked", tile=tiles_text([t], "huilai"))


def may_kong_later(situation: str) -> tuple[bool, Text]:
    """HL-F3 漏杠: may this kong still be made later?

    situation : ``"pon_over_kan"`` (punged a discard though a kong was possible), ``"kakan_not_added"``
    (drew the fourth to a pung and did not add it), ``"ankan"`` (four concealed: always possible).
    """
    if situation == "pon_over_kan":
        return False, T("hl.proc.lou_gang.lost", how=T("hl.proc.lou_gang.pon"))
    if situation == "kakan_not_added":
        return False, T("hl.proc.lou_gang.lost", how=T("hl.proc.lou_gang.kakan"))
    if situation == "ankan":
        return True, T("hl.proc.lou_gang.ankan")
    raise MjError(T("hlp.err.situation", v=situation), "'situation'", "'pon_over_kan', 'kakan_not_added', 'ankan'")


def can_rob_kong(kong_kind: str, allow_rob_kong: bool = True) -> tuple[bool, Text]:
    """HL-F4 / HL-A3: only an added kong (碰杠, ``kakan``) can be robbed; never a concealed kong (``ankan``)
    nor an exposed kong on a discard (``kan``); not at all with HL-O18 off."""
    if kong_kind not in ("kan", "kakan", "ankan"):
        raise MjError(T("hlp.err.kong_kind", v=kong_kind), "'kong_kind'", "kan, kakan, ankan")
    if not _flag("allow_rob_kong", allow_rob_kong):
        return False, T("hl.proc.rob.off")
    return kong_kind == "kakan", T(f"hl.proc.rob.{kong_kind}")


def is_drawn_hand(tiles_left: int, horses: int, someone_won: bool = False) -> tuple[bool, Text]:
    """HL-K6 荒庄: the hand is drawn when the undrawn tiles left equal the number of horse tiles and
    nobody has won."""
    _count("tiles_left", tiles_left)
    _count("horses", horses)
    if _flag("someone_won", someone_won):
        return False, T("hl.proc.draw.won")
    if tiles_left <= horses:
        return True, T("hl.proc.draw.yes", left=tiles_left, horses=horses)
    return False, T("hl.proc.draw.no", left=tiles_left, horses=horses)


def next_dealer(dealer: str, winner: str | None) -> tuple[str, Text]:
    """HL-K5: after the first hand the winner deals.  After a drawn hand (``winner=None``) the dealer stays
    (*interpretation*: the seed only says the winner deals)."""
    _seat("dealer", dealer)
    if winner is None:
        return dealer, T("hl.proc.dealer.stay", seat=seat_name(dealer))
    _seat("winner", winner)
    return winner, T("hl.proc.dealer.winner", seat=seat_name(winner))


def first_dealer(players: int = 4, room_owner: int | None = None, rng: random.Random | None = None) -> int:
    """HL-K5: the first dealer is the room owner (player index ``room_owner``) or a random player; the
    dealer sits in the East (东) seat.  Returns the player index 0…players−1."""
    if isinstance(players, bool) or players not in SEATS_BY_PLAYERS:
        raise MjError(T("hlp.err.players", n=players), "'players'", "2, 3, 4")
    if room_owner is not None:
        if isinstance(room_owner, bool) or not isinstance(room_owner, int):
            raise MjError(T("hlp.err.owner", v=repr(room_owner)), "'room_owner'", f"0…{players - 1}")
        if not (0 <= room_owner < players):
            raise MjError(T("hlp.err.owner", v=room_owner), "'room_owner'", f"0…{players - 1}")
        return room_owner
    return (rng or random.Random()).randrange(players)


def draw_horses(wall: str | Iterable[int], horses: int) -> list[int]:
    """HL-O08: the horse tiles are set aside from the **end** of the wall (``wall`` in draw order)."""
    kinds = _kinds("wall", wall)
    _count("horses", horses)
    if horses % 2:
        raise MjError(T("hlp.err.horses", n=horses), "'horses'", "0, 2, 4, 6, …")
    if horses > len(kinds):
        raise MjError(T("hlp.err.horses_wall", h=horses, n=len(kinds)), "'horses'", T("hlp.err.at_most", n=len(kinds)))
    return kinds[len(kinds) - horses:] if horses else []


def reveal(horse_tiles: str | Iterable[int], dealer: str = "E", players: int = 4) -> list[tuple[str, str]]:
    """HL-K2: turn the horse tiles; each as ``(tile notation, seat it hits)``."""
    kinds = _kinds("horse_tiles", horse_tiles)
    _seat("dealer", dealer, players)
    return [(tile_str(k), s) for k, s in reveal_horses(kinds, dealer, players)]


def _flag(name: str, v) -> bool:
    if not isinstance(v, bool):
        raise MjError(T("hlp.err.flag", name=name, v=repr(v)), f"'{name}'", "True, False")
    return v


def _count(name: str, v) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise MjError(T("hlp.err.count", name=name, v=repr(v)), f"'{name}'", "0, 1, 2, …")
    return v


def _seat(name: str, v, players: int = 4) -> str:
    seats = SEATS_BY_PLAYERS.get(players) if isinstance(players, int) and not isinstance(players, bool) else None
    if seats is None:
        raise MjError(T("hlp.err.players", n=repr(players)), "'players'", "2, 3, 4")
    if v not in seats:
        raise MjError(T("hlp.err.seat", name=name, v=repr(v), n=players), f"'{name}'", " ".join(seats))
    return v


def _kinds(name: str, tiles) -> list[int]:
    if isinstance(tiles, str):
        return list(parse_tiles(tiles))
    if isinstance(tiles, (list, tuple)) and all(isinstance(k, int) and not isinstance(k, bool) and 0 <= k < 34
                                               for k in tiles):
        return list(tiles)
    raise MjError(T("hlp.err.tiles", name=name, v=repr(tiles)), f"'{name}'", T("err.hlo.ht.ok"))


def _kind(t: str | int) -> int:
    if isinstance(t, int) and not isinstance(t, bool):
        if not 0 <= t < 34:
            raise MjError(T("hlp.err.kind", v=t), str(t), T("hlp.err.kind.ok"))
        return t
    ks = parse_tiles(t)  # type: ignore[arg-type]  # not an int: parse_tiles judges it
    if len(ks) != 1:
        raise MjError(T("hlp.err.one", v=t), str(t), T("hlp.err.one.ok"))
    return ks[0]
