"""Jinzhou win payments JZ-P1…P3 (spec ``jinzhou.md`` § JZ-P; seed 004 “胡牌算分”, “天胡”).

A *share* belongs to each of the three other seats: ``share(seat) = S × 2`` when that seat or the winner is
the dealer (JZ-M10), else ``S`` (S = class base × 2^multipliers, in 分).  Who hands it over:

* JZ-P1 self-drawn wins: each other seat pays its own share;
* JZ-P2 discard wins (点炮, 杠流泪, 抢杠): the discarder pays all three shares;
* JZ-P3 天胡: each other seat pays the dealer 200 (replaces the normal value).
"""
from __future__ import annotations

from ...context import SEATS, Context
from ...errors import MjError
from ...i18n import T, Text
from ...wording import seat_text
from ..base import Payment
from . import strings  # noqa: F401

TIANHU_POINTS = 200


def shares(base_share: float, winner: str, dealer: str) -> dict[str, float]:
    """Seat → share (分) for the three seats other than ``winner`` (JZ-M10 doubling applied).

    Raises MjError for an unknown seat.
    """
    for s, name in ((winner, "winner"), (dealer, "dealer")):
        if s not in SEATS:
            raise MjError(Text(f"“{s}”不是座位", f"'{s}' is not a seat"), name, "E S W N")
    out = {}
    for s in SEATS:
        if s == winner:
            continue
        out[s] = base_share * (2 if (s == dealer or winner == dealer) else 1)
    return out


def win_payment_lines(base_share: float, ctx: Context) -> list[Payment]:
    """Payment lines of a win worth ``base_share`` per (non-dealer) share, per JZ-P1 / JZ-P2.

    Example (spec JZ-P2): winner S, dealer E, W discards, share 8 → W pays 8 (W) + 8 (N) + 16 (E) = 32.
    """
    sh = shares(base_share, ctx.seat, ctx.dealer)
    lines = []
    if ctx.win_by == "self_draw":
        for s, amt in sh.items():
            lines.append(Payment(s, ctx.seat, amt, T("jz.P1.line", payer=seat_text(s)), "JZ-P1"))
    else:
        payer = ctx.payer
        for s, amt in sh.items():
            why = (T("jz.P2.own", payer=seat_text(payer)) if s == payer
                   else T("jz.P2.line", payer=seat_text(payer), owner=seat_text(s)))
            lines.append(Payment(payer, ctx.seat, amt, why, "JZ-P2"))
    return lines


def is_tianhu(ctx: Context) -> bool:
    """JZ-P3 天胡: the dealer's dealt hand wins before any discard (``first_turn`` + self-draw by the dealer)."""
    return ctx.first_turn and ctx.is_dealer and ctx.win_by == "self_draw"


def tianhu_lines(ctx: Context) -> list[Payment]:
    """JZ-P3: each other seat pays the dealer 200 分."""
    return [Payment(s, ctx.seat, TIANHU_POINTS, T("jz.P3.line"), "JZ-P3") for s in SEATS if s != ctx.seat]


__all__ = ["shares", "win_payment_lines", "is_tianhu", "tianhu_lines", "TIANHU_POINTS"]
