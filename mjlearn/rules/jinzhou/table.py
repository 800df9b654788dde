"""Jinzhou table and claims JZ-A1…A6 (spec ``jinzhou.md`` § JZ-A; seed 004 “需要的牌张”, “杠牌”, “抢杠”).

* JZ-A1: 112 tiles — 1–9 of 万 筒 条 and 红中, four each; 28 tiles (14 stacks) in front of each player;
* JZ-A2/A3: :func:`resolve_claim` — who takes a discard: a win beats every claim ("在别的玩家没有胡的情况下"
  a kong may be claimed), then kong / pung (岔), then chow (only by the discarder's 下家);
* JZ-A4: :func:`can_rob` — only an added kong (抓明杠, ``kakan``) can be robbed;
* JZ-A5/A6 live in :mod:`.conditions` (forms, closed hands win).
"""
from __future__ import annotations

from collections.abc import Mapping

from ...context import next_seat
from ...context import seat as norm_seat
from ...errors import MjError
from ...i18n import T, Text
from ...tiles import RED, parse_tile, tile_name, tile_str, tiles_text
from ...wording import seat_text
from ..base import Note
from . import strings  # noqa: F401

TILE_KINDS = tuple(range(27)) + (RED,)
TOTAL_TILES = 4 * len(TILE_KINDS)  # JZ-A1: 112
TILES_PER_PLAYER_WALL = 28  # 每人面前摆放28张牌 (14 落)
CLAIM_KINDS = ("win", "kong", "pon", "chi")
_RANK = {"win": 0, "kong": 1, "pon": 1, "chi": 2}


def jz_kind(tile, where: str = "tile") -> int:
    """A Jinzhou tile kind from notation (``"5m"``, ``"红中"``) or a kind number (0–26, 33).

    Raises MjError naming the value and JZ-A1 for anything else (a wind, 白, 发, a bool, an out-of-range number).
    """
    if isinstance(tile, int) and not isinstance(tile, bool):
        if not (0 <= tile < 27 or tile == RED):
            raise MjError(Text(f"{tile!r} 不是锦州的牌种编号（JZ-A1）", f"{tile!r} is not a tile kind of the Jinzhou ruleset (JZ-A1)"), where,
                          Text("牌种编号 0–26（一万到九条）和 33（红中），或简写如 '5m'、红中",
                               "kind numbers 0-26 (1m…9s) and 33 (7z 红中), or notation such as 5m / 红中"))
        return tile
    if not isinstance(tile, str):
        raise MjError(Text(f"{tile!r} 不是牌", f"{tile!r} is not a tile"), where,
                      Text("简写如 '5m'、'9p'、'7z' 或 红中", "notation such as 5m, 9p, 7z or 红中"))
    k = parse_tile(tile)
    if k not in TILE_KINDS:
        raise MjError(Text(f"{tile_name(k)}不是锦州的牌（JZ-A1）", f"{tile_str(k)} is not a tile of the Jinzhou ruleset (JZ-A1)"),
                      tile_str(k), Text("万、筒、条一到九和红中", "1-9 m/p/s and 7z (红中)"))
    return k


def resolve_claim(discarder: str, tile, claims: Mapping[str, str]) -> tuple[str | None, str | None, Text, list[Note]]:
    """Which claim on a discard is carried out (JZ-A2, JZ-A3).

    Parameters: discarder seat; the discarded tile (notation or kind); claims: seat → ``"win" | "kong" | "pon" |
    "chi"``.  Returns (seat, claim kind, explanation, notes); ``(None, None, …)`` when nobody claims.
    A win beats a kong, pung or chow; a kong or pung beats a chow; among several wins the first seat in turn order
    after the discarder is taken (interpretation note).

    Raises MjError: bad seat or claim kind, a claim by the discarder, a chow by anyone but the discarder's 下家.
    """
    d = norm_seat(discarder, "discarder")
    k = jz_kind(tile, "tile")
    if not isinstance(claims, Mapping):
        raise MjError(Text(f"叫牌要写成 座位 → 叫牌 的字典，不能是 {type(claims).__name__}",
                           f"claims must be a dict seat → claim, not {type(claims).__name__}"), "claims",
                      Text("如 {'S': 'chi', 'W': 'pon', 'N': 'win'}", "e.g. {'S': 'chi', 'W': 'pon', 'N': 'win'}"))
    norm: dict[str, str] = {}
    for s, c in claims.items():
        ss = norm_seat(s, "claims")
        if ss == d:
            raise MjError(Text("打牌的一家不能要自己打出的牌", "the discarder cannot claim its own discard"), ss,
                          Text("另外三家", "the three other seats"))
        if not isinstance(c, str) or c not in CLAIM_KINDS:
            raise MjError(Text(f"“{c}”不是一种叫牌", f"'{c}' is not a claim"), str(c), ", ".join(CLAIM_KINDS))
        if c == "chi" and ss != next_seat(d):
            raise MjError(Text("只有打牌者的下家能吃", "a chow (吃) may only be claimed by the next player (下家) of the discarder"), ss,
                          Text(f"{d} 打出的牌只有 {next_seat(d)} 能吃", f"{next_seat(d)} for a discard by {d}"))
        if c == "chi" and k == RED:
            raise MjError(Text("红中不能吃", "红中 cannot form a chow"), str(tile), Text("万、筒、条的牌", "a suit tile"))
        norm[ss] = c
    t = tiles_text([k], "jinzhou")
    if not norm:
        return None, None, T("jz.A.claim.none", tile=t), []
    order = [next_seat(d, i) for i in (1, 2, 3)]
    ranked = sorted((s for s in order if s in norm), key=lambda s: (_RANK[norm[s]], order.index(s)))
    win = ranked[0]
    kind = norm[win]
    notes = []
    if kind == "win" and sum(1 for c in norm.values() if c == "win") > 1:
        notes.append(Note("JZ-A3", T("jz.note.A_multi")))
    return win, kind, T(f"jz.A.claim.{kind}", seat=seat_text(win), tile=t), notes


def can_rob(kong_kind: str) -> tuple[bool, Text]:
    """JZ-A4: can a kong of this kind (``kan`` / ``kakan`` / ``ankan``) be robbed?  Only ``kakan``.

    Returns (bool, explanation); raises MjError for anything but those three kinds."""
    if not isinstance(kong_kind, str):
        raise MjError(Text(f"没有 {kong_kind!r} 这种杠", f"{kong_kind!r} is not a kong kind"), "kong_kind", "kan, kakan, ankan")
    if kong_kind == "kakan":
        return True, T("jz.A.rob.ok")
    if kong_kind == "kan":
        return False, T("jz.A.rob.no_kan")
    if kong_kind == "ankan":
        return False, T("jz.A.rob.no_ankan")
    raise MjError(Text(f"没有“{kong_kind}”这种杠", f"'{kong_kind}' is not a kong kind"), str(kong_kind), "kan, kakan, ankan")


__all__ = ["TILE_KINDS", "TOTAL_TILES", "TILES_PER_PLAYER_WALL", "resolve_claim", "can_rob", "jz_kind"]
