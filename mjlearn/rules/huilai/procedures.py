"""Huilai table procedures: HL-F1 漏胡, HL-F2 漏碰, HL-F3 漏杠, HL-F4 抢杠胡, HL-K5 dealer, HL-K6 荒庄,
and the horse draw (HL-K2).  Each decision returns ``(allowed: bool, why: Text)`` for walkthroughs
and exercises.

Source: spec ``huilai.md`` § HL-F, HL-K5, HL-K6; seed 002 一·定庄/荒庄, 五·漏胡/漏杠/漏碰/抢杠胡.
"""
from __future__ import annotations

import random
from typing import Iterable

from ...errors import MjError
from ...i18n import T, Text
from ...tiles import parse_tiles, tile_str
from .horses import reveal_horses
from .options import SEATS_BY_PLAYERS


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


def may_pung_after_pass(passed_tile: "str | int | None", tile: "str | int", same_go_around: bool = True,
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
    return False, T("hl.proc.lou_peng.blocked", tile=tile_str(t))


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
    raise MjError(f"unknown kong situation '{situation}'", "situation", "pon_over_kan, kakan_not_added, ankan")


def can_rob_kong(kong_kind: str, allow_rob_kong: bool = True) -> tuple[bool, Text]:
    """HL-F4 / HL-A3: only an added kong (碰杠, ``kakan``) can be robbed; never a concealed kong (``ankan``)
    nor an exposed kong on a discard (``kan``); not at all with HL-O18 off."""
    if kong_kind not in ("kan", "kakan", "ankan"):
        raise MjError(f"unknown kong kind '{kong_kind}'", "kong_kind", "kan, kakan, ankan")
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


def next_dealer(dealer: str, winner: "str | None") -> tuple[str, Text]:
    """HL-K5: after the first hand the winner deals.  After a drawn hand (``winner=None``) the dealer stays
    (*interpretation*: the seed only says the winner deals)."""
    _seat("dealer", dealer)
    if winner is None:
        return dealer, T("hl.proc.dealer.stay", seat=dealer)
    _seat("winner", winner)
    return winner, T("hl.proc.dealer.winner", seat=winner)


def first_dealer(players: int = 4, room_owner: "int | None" = None, rng: "random.Random | None" = None) -> int:
    """HL-K5: the first dealer is the room owner (player index ``room_owner``) or a random player; the
    dealer sits in the East (东) seat.  Returns the player index 0…players−1."""
    if isinstance(players, bool) or players not in SEATS_BY_PLAYERS:
        raise MjError(f"{players} players is not a Huilai table (HL-O17)", "players", "2, 3, 4")
    if room_owner is not None:
        if isinstance(room_owner, bool) or not isinstance(room_owner, int):
            raise MjError(f"room owner {room_owner!r} is not a player index", "room_owner", f"0…{players - 1}")
        if not (0 <= room_owner < players):
            raise MjError(f"room owner {room_owner} is not a player index", "room_owner", f"0…{players - 1}")
        return room_owner
    return (rng or random.Random()).randrange(players)


def draw_horses(wall: "str | Iterable[int]", horses: int) -> list[int]:
    """HL-O08: the horse tiles are set aside from the **end** of the wall (``wall`` in draw order)."""
    kinds = _kinds("wall", wall)
    _count("horses", horses)
    if horses % 2:
        raise MjError(f"horses must be an even number ≥ 0, not {horses}", "horses", "0, 2, 4, 6, …")
    if horses > len(kinds):
        raise MjError(f"{horses} horses but only {len(kinds)} tiles in the wall", "horses", f"at most {len(kinds)}")
    return kinds[len(kinds) - horses:] if horses else []


def reveal(horse_tiles: "str | Iterable[int]", dealer: str = "E", players: int = 4) -> list[tuple[str, str]]:
    """HL-K2: turn the horse tiles; each as ``(tile notation, seat it hits)``."""
    kinds = _kinds("horse_tiles", horse_tiles)
    _seat("dealer", dealer, players)
    return [(tile_str(k), s) for k, s in reveal_horses(kinds, dealer, players)]


def _flag(name: str, v) -> bool:
    if not isinstance(v, bool):
        raise MjError(f"'{name}' must be True or False, not {v!r}", name, "True, False")
    return v


def _count(name: str, v) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise MjError(f"'{name}' must be a whole number ≥ 0, not {v!r}", name, "0, 1, 2, …")
    return v


def _seat(name: str, v, players: int = 4) -> str:
    seats = SEATS_BY_PLAYERS.get(players) if isinstance(players, int) and not isinstance(players, bool) else None
    if seats is None:
        raise MjError(f"{players!r} players is not a Huilai table (HL-O17)", "players", "2, 3, 4")
    if v not in seats:
        raise MjError(f"{name} {v!r} is not a seat at a {players}-player table (HL-O17)", name, " ".join(seats))
    return v


def _kinds(name: str, tiles) -> list[int]:
    if isinstance(tiles, str):
        return list(parse_tiles(tiles))
    if isinstance(tiles, (list, tuple)) and all(isinstance(k, int) and not isinstance(k, bool) and 0 <= k < 34
                                               for k in tiles):
        return list(tiles)
    raise MjError(f"'{name}' must be tiles in notation such as '1m5p9s2z', not {tiles!r}", name, "e.g. '1m5p9s2z'")


def _kind(t: "str | int") -> int:
    if isinstance(t, int) and not isinstance(t, bool):
        if not 0 <= t < 34:
            raise MjError(f"{t} is not a tile kind", str(t), "0…33 or notation such as '5p'")
        return t
    ks = parse_tiles(t)
    if len(ks) != 1:
        raise MjError(f"'{t}' is not one tile", str(t), "one tile such as '5p'")
    return ks[0]
