"""Jinzhou multipliers JZ-M01…M11, each × 2 and cumulative (spec ``jinzhou.md`` § JZ-M; seed 004 “算分方法 2”).

Per-payer share = class base × 2^(number of JZ-M01…M09, M11 that apply) × 2 when that payer or the winner
is the dealer (JZ-M10).  :func:`multiplier_items` gives the ×2 items of one reading (JZ-M10 excluded: it is
per share, see :func:`dealer_item` and :mod:`.payments`).
"""
from __future__ import annotations

from ...context import Context
from ...hand import Hand
from ...i18n import T, Text
from ...readings import Reading
from ...wording import seat_text, whole
from ..base import Item
from ..pipeline import Rule, Rules, collect
from . import strings  # noqa: F401
from .classes import Facts

SEED_M = "004 算分方法 2"



def is_bimen(hand: Hand, reading: Reading) -> bool:
    """JZ-M01 闭门: no claimed set (``ankan`` allowed) and not seven pairs (七对 always counts as open)."""
    return not hand.is_open and reading.form != "seven_pairs"


def _times_two(code: str, reason: Text) -> Item:
    return Item(code, T(f"jz.{code[3:]}.name"), 2, "×", reason, SEED_M, "multiplier")


def _multiplier_item(rule: Rule, f: Facts) -> Item:
    return _times_two(rule.id, rule.reason(f))


def _multiplier(code: str, when, reason, doc: str) -> Rule:
    return MULTIPLIERS.append(Rule.test(code, "multiplier", (f"jz.{code[3:]}.name", f"jz.{code[3:]}."), SEED_M,
                                        when, reason, 2, "×", _multiplier_item, doc=doc))


def _self_draw(f: Facts) -> bool:
    return f.ctx.win_by == "self_draw"


def _payer(f: Facts) -> Text:
    return seat_text(f.ctx.payer)


#: JZ-M01…M09, M11: each ×2, cumulative; asked in this order (the order of the items).  JZ-M10 (the dealer)
#: is per share: :func:`dealer_item`.
MULTIPLIERS = Rules("jz")
_multiplier("JZ-M01", lambda f: is_bimen(f.hand, f.reading), lambda f: T("jz.M01.reason"), "闭门: no claimed set")
_multiplier("JZ-M02", lambda f: is_bimen(f.hand, f.reading) and f.ctx.all_closed, lambda f: T("jz.M02.reason"),
            "四清: every player closed")
_multiplier("JZ-M03", _self_draw, lambda f: T("jz.M03.reason", tile=f.win_text), "自摸")
_multiplier("JZ-M04", lambda f: _self_draw(f) and f.ctx.kong_replacement,
            lambda f: T("jz.M04.reason", tile=f.win_text), "杠上开花")
_multiplier("JZ-M05", lambda f: _self_draw(f) and f.ctx.kong_replacement and f.ctx.kong_replacement_red,
            lambda f: T("jz.M05.reason"), "红中杠上开花")
_multiplier("JZ-M11", lambda f: _self_draw(f) and f.ctx.last_tile, lambda f: T("jz.M11.reason", tile=f.win_text),
            "海底捞月")
# a robbed kong is not a discard: say whose added kong the tile came from (it still counts as 点炮)
_multiplier("JZ-M06", lambda f: not _self_draw(f),
            lambda f: T("jz.M06.rob" if f.ctx.win_by == "rob_kong" else "jz.M06.reason", seat=_payer(f),
                        tile=f.win_text), "点炮")
_multiplier("JZ-M07", lambda f: f.ctx.win_by == "rob_kong", lambda f: T("jz.M07.reason", seat=_payer(f),
                                                                         tile=f.win_text), "抢杠")
_multiplier("JZ-M08", lambda f: not _self_draw(f) and f.ctx.kong_discard,
            lambda f: T("jz.M08.reason", seat=_payer(f)), "杠后炮")
_multiplier("JZ-M09", lambda f: not _self_draw(f) and f.ctx.kong_discard and f.ctx.kong_discard_red,
            lambda f: T("jz.M09.reason"), "红中杠后炮")


def multiplier_items(hand: Hand, reading: Reading, ctx: Context) -> list[Item]:
    """The ×2 items (JZ-M01…M09, M11) that apply to this reading and context: the rules of
    :data:`MULTIPLIERS`, collected.

    Each item has ``value`` 2 and ``unit`` ``"×"``.  Uses ctx fields win_by, discarder, kong_replacement(+_red),
    kong_discard(+_red), last_tile, all_closed.
    """
    return collect(MULTIPLIERS, Facts(hand, reading, ctx, ()))


def bimen_refused(hand: Hand, reading: Reading) -> Item | None:
    """For a closed seven-pairs reading (七对胡 or 豪华七对胡): the JZ-M01 item shown as excluded by its own
    seven-pairs clause (JZ-M01: "七对…胡了必须要算开门胡"), not by a win class."""
    if reading.form == "seven_pairs" and not hand.is_open:
        it = _times_two("JZ-M01", T("jz.M01.reason"))
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
    reason = T("jz.M10.payer", seat=seat_text(ctx.dealer), amount=whole(2 * share))
    return Item("JZ-M10", T("jz.M10.name.share"), whole(2 * share), "分", reason, SEED_M + " 座庄者X2",
                "dealer_share")



__all__ = ["MULTIPLIERS", "multiplier_items", "dealer_item", "bimen_refused", "is_bimen", "seat_text"]
