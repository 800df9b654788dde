"""Jinzhou multipliers JZ-M01…M11, each × 2 and cumulative (spec ``jinzhou.md`` § JZ-M; seed 004 “算分方法 2”).

Per-payer share = class base × 2^(number of JZ-M01…M09, M11 that apply) × 2 when that payer or the winner
is the dealer (JZ-M10).  :func:`multiplier_items` gives the ×2 items of one reading (JZ-M10 excluded: it is
per share, see :func:`dealer_item` and :mod:`.payments`).
"""
from __future__ import annotations

from ...context import SEAT_EN, SEAT_ZH, Context
from ...hand import Hand
from ...i18n import T, Text, plain
from ...readings import Reading
from ...tiles import tiles_text
from ..base import Item
from . import strings  # noqa: F401

SEED_M = "004 算分方法 2"


def seat_text(s: str) -> Text:
    """A seat as Text: ``东 (East)``."""
    return Text(SEAT_ZH[s], SEAT_EN[s])


def is_bimen(hand: Hand, reading: Reading) -> bool:
    """JZ-M01 闭门: no claimed set (``ankan`` allowed) and not seven pairs (七对 always counts as open)."""
    return not hand.is_open and reading.form != "seven_pairs"


def _m(code: str, reason: Text) -> Item:
    return Item(code, T(f"jz.{code[3:]}.name"), 2, "×", reason, SEED_M, "multiplier")


def multiplier_items(hand: Hand, reading: Reading, ctx: Context) -> list[Item]:
    """The ×2 items (JZ-M01…M09, M11) that apply to this reading and context, in spec order.

    Each item has ``value`` 2 and ``unit`` ``"×"``.  Uses ctx fields win_by, discarder, kong_replacement(+_red),
    kong_discard(+_red), last_tile, all_closed.
    """
    w = tiles_text([hand.win_tile], "jinzhou") if hand.win_tile is not None else plain("?")
    out: list[Item] = []
    closed = is_bimen(hand, reading)
    if closed:
        out.append(_m("JZ-M01", T("jz.M01.reason")))
        if ctx.all_closed:
            out.append(_m("JZ-M02", T("jz.M02.reason")))
    if ctx.win_by == "self_draw":
        out.append(_m("JZ-M03", T("jz.M03.reason", tile=w)))
        if ctx.kong_replacement:
            out.append(_m("JZ-M04", T("jz.M04.reason", tile=w)))
            if ctx.kong_replacement_red:
                out.append(_m("JZ-M05", T("jz.M05.reason")))
        if ctx.last_tile:
            out.append(_m("JZ-M11", T("jz.M11.reason", tile=w)))
    else:
        payer = ctx.payer
        # a robbed kong is not a discard: say whose added kong the tile came from (it still counts as 点炮)
        out.append(_m("JZ-M06", T("jz.M06.rob" if ctx.win_by == "rob_kong" else "jz.M06.reason",
                                  seat=seat_text(payer), tile=w)))
        if ctx.win_by == "rob_kong":
            out.append(_m("JZ-M07", T("jz.M07.reason", seat=seat_text(payer), tile=w)))
        if ctx.kong_discard:
            out.append(_m("JZ-M08", T("jz.M08.reason", seat=seat_text(payer))))
            if ctx.kong_discard_red:
                out.append(_m("JZ-M09", T("jz.M09.reason")))
    return out


def bimen_refused(hand: Hand, reading: Reading) -> Item | None:
    """For a closed seven-pairs reading (七对胡 or 豪华七对胡): the JZ-M01 item shown as excluded by its own
    seven-pairs clause (JZ-M01: "七对…胡了必须要算开门胡"), not by a win class."""
    if reading.form == "seven_pairs" and not hand.is_open:
        it = _m("JZ-M01", T("jz.M01.reason"))
        it.excluded_by = "JZ-M01"
        it.excluded_reason = T("jz.M01.qidui")
        return it
    return None


def dealer_item(ctx: Context, share: float) -> Item:
    """JZ-M10 庄家: a dealer winner's every share × 2 (a counted ``×`` multiplier); otherwise only the
    dealer's own share is doubled, so the item is that share in 分 (family ``dealer_share``), not a ×2 of
    the hand: the listed ``×`` items then multiply to the per-share total."""
    if ctx.is_dealer:
        return Item("JZ-M10", T("jz.M10.name"), 2, "×", T("jz.M10.winner"), SEED_M + " 座庄者X2", "multiplier")
    reason = T("jz.M10.payer", seat=seat_text(ctx.dealer), amount=_num(2 * share))
    return Item("JZ-M10", T("jz.M10.name.share"), _num(2 * share), "分", reason, SEED_M + " 座庄者X2",
                "dealer_share")


def _num(x: float):
    return int(x) if float(x).is_integer() else x


__all__ = ["multiplier_items", "dealer_item", "bimen_refused", "is_bimen", "seat_text"]
