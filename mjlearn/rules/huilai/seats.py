"""Who sits where at a Huilai table, read from the context and the options: the seats for the player count
(HL-O17), each seat's 上家, who pays a discard or robbed-kong win (HL-K1) and 天胡/地胡 (HL-P14).

Used by the scoring (:mod:`.scoring`) and by the wait values (:mod:`.values`), which neither imports the other.

Source: spec ``huilai.md`` HL-O17, HL-K1, HL-P14; seed 002 三·计分规则.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import Context
from .options import SEATS_BY_PLAYERS


def table_seats(opts: Mapping[str, Any]) -> tuple[str, ...]:
    """Seats at the table for the player count (HL-O17)."""
    return SEATS_BY_PLAYERS[opts["players"]]


def table_previous(seat: str, opts: Mapping[str, Any]) -> str:
    """上家 of ``seat`` at this table (play order E → S → W → N, skipping absent seats)."""
    seats = table_seats(opts)
    return seats[(seats.index(seat) - 1) % len(seats)]


def payer_seat(ctx: Context, opts: Mapping[str, Any]) -> str | None:
    """The discarder / robbed player (``None`` for a self-draw); default the winner's 上家 at the table,
    or the dealer for a win on the dealer's first discard (地胡)."""
    if ctx.win_by == "self_draw":
        return None
    if ctx.discarder is not None:
        return ctx.discarder
    if ctx.first_discard:
        return ctx.dealer
    return table_previous(ctx.seat, opts)


def p14_kind(ctx: Context, opts: Mapping[str, Any]) -> str | None:
    """HL-P14 from the context: ``"tian"`` (dealer's dealt hand, self-draw, first turn), ``"di_draw"``
    (non-dealer's first self-draw in the first go-around), ``"di_discard"`` (a non-dealer wins on the
    dealer's first discard), else ``None``."""
    if ctx.win_by == "self_draw" and ctx.first_turn:
        return "tian" if ctx.is_dealer else "di_draw"
    if (ctx.win_by == "discard" and not ctx.is_dealer and (ctx.first_discard or ctx.first_turn)
            and payer_seat(ctx, opts) == ctx.dealer):
        # in the first go-around the dealer has discarded exactly once, so a win on the dealer's discard
        # with first_turn is a win on its first discard (HL-P14 地胡)
        return "di_discard"
    return None


__all__ = ["table_seats", "table_previous", "payer_seat", "p14_kind"]
