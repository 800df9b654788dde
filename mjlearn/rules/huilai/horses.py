"""Horses (奖马/买马) HL-O08…HL-O11 and HL-K2: which seat each horse tile hits, and horse points.

Seat maps, counted from the dealer in play order (seed 002 五·买马规则):

======= =================== =================== =============== ================
players dealer              next (下家)          opposite        previous (上家)
======= =================== =================== =============== ================
4       1 5 9 东 中          2 6 南 发            3 7 西 白        4 8 北
3       1 4 7 东 北 白       2 5 8 南 中          —               3 6 9 西 发
2       1 3 5 7 9 东 西 中 白 2 4 6 8 南 北 发     —               —
======= =================== =================== =============== ================

Seats at the table: 4 players ``E S W N``; 3 players ``E S W``; 2 players ``E W`` (庄对家).
"""
from __future__ import annotations

from collections.abc import Iterable

from ...errors import MjError
from ...i18n import Text
from ...tiles import is_honor, rank_of
from .options import SEATS_BY_PLAYERS

# honor kind → offset from the dealer, per player count
_HONOR_OFFSET = {
    4: {27: 0, 33: 0, 28: 1, 32: 1, 29: 2, 31: 2, 30: 3},
    3: {27: 0, 30: 0, 31: 0, 28: 1, 33: 1, 29: 2, 32: 2},
    2: {27: 0, 29: 0, 33: 0, 31: 0, 28: 1, 30: 1, 32: 1},
}


def horse_offset(kind: int, players: int = 4) -> int:
    """How many seats after the dealer (in play order) a horse tile of ``kind`` hits (0 = the dealer)."""
    if players not in _HONOR_OFFSET:
        raise MjError(Text(f"惠来没有 {players} 人的牌桌（HL-O17）", f"{players} players is not a Huilai table (HL-O17)"), "players", "2, 3, 4")
    if is_honor(kind):
        return _HONOR_OFFSET[players][kind]
    return (rank_of(kind) - 1) % players


def horse_seat(kind: int, dealer: str = "E", players: int = 4) -> str:
    """Seat a horse tile hits (HL-K2), given the dealer's seat; seats ``E S W N`` / ``E S W`` / ``E W``."""
    seats = SEATS_BY_PLAYERS[players]
    if dealer not in seats:
        raise MjError(Text(f"庄家 {dealer} 不在 {players} 人的牌桌上", f"dealer {dealer} is not at a {players}-player table"), "dealer", " ".join(seats))
    return seats[(seats.index(dealer) + horse_offset(kind, players)) % players]


def reveal_horses(tiles: Iterable[int], dealer: str = "E", players: int = 4) -> list[tuple[int, str]]:
    """Turn the horse tiles: each tile with the seat it hits, in the given order (HL-K2 procedure)."""
    return [(k, horse_seat(k, dealer, players)) for k in tiles]


def horse_hits(tiles: Iterable[int], seat: str, dealer: str = "E", players: int = 4) -> int:
    """Number of horse tiles that hit ``seat`` (before 马翻X倍)."""
    return sum(1 for _, s in reveal_horses(tiles, dealer, players) if s == seat)


def horse_points(hits: int, multiplier: int = 1, per_hit: int = 2) -> int:
    """Horse points paid by each payer of the hand score: hits × X (马翻X倍 HL-O11) × per-hit value
    (2, or the per-payer hand score with 马跟底分 HL-O09).  Seed: 5 hits with 马翻3倍 count as 15 horses."""
    return hits * multiplier * per_hit
