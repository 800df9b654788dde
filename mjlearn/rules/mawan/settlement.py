"""Mawan stakes and payments MW-M (seed § 一 "规定筹码算法", § 包胡).

*Interpretation* (spec ``mawan.md`` MW-M):

* stake ``"NN"`` ("11", "22", … "99") sets the 底 to N 元 and the rate 10 台 = N 元: a payer pays
  台 ÷ 10 × N 元 (the 底 names the unit; no extra flat payment);
* each of the three other players pays the winner the hand's value, self-drawn or won on a discard;
* 包胡: the liable seat (``ctx.liable``) pays all three shares; the seed's "（出增除外）" is recorded as a note
  and not modelled.
"""
from __future__ import annotations

from ...context import SEAT_EN, SEAT_ZH, SEATS, Context
from ...errors import MjError
from ...i18n import T, Text, plain
from ..base import Payment, settle

STAKES = tuple(str(n) * 2 for n in range(1, 10))


def stake_base(stake: str) -> int:
    """底 in 元 for a stake string: ``"11"`` → 1, ``"22"`` → 2 … ``"99"`` → 9.

    Raises :class:`MjError` for anything else (what / where / allowed).
    """
    s = str(stake).strip()
    if s not in STAKES:
        raise MjError(Text(f"“{stake}”不是马湾的筹码", f"'{stake}' is not a Mawan stake"), "stake", ", ".join(STAKES))
    return int(s[0])


def share(tai: float, stake: str) -> float:
    """One payer's share in 元: 台 ÷ 10 × 底 (MW-M).  ``share(70, "11") == 7.0``; ``share(70, "22") == 14.0``."""
    if isinstance(tai, bool) or not isinstance(tai, (int, float)) or tai < 0:
        raise MjError(Text(f"{tai!r} 不是一手牌的台数", f"{tai!r} is not a hand value"), "tai", Text("≥ 0 的台数", "a number of 台 ≥ 0"))
    return round(tai / 10 * stake_base(stake), 2)


def _seat(s: str):
    return plain(SEAT_ZH[s], SEAT_EN[s])


def payment_lines(tai: float, ctx: Context, stake: str) -> list:
    """Transfers for a win worth ``tai`` 台 by ``ctx.seat`` (MW-M): one line per other seat, or all three paid
    by ``ctx.liable`` (包胡).  Amounts in 元."""
    amount = share(tai, stake)
    amount_text = f"{amount:g}"  # "10 元", never "10.0 元", in the learner's sentence
    winner = ctx.seat
    lines = []
    for s in SEATS:
        if s == winner:
            continue
        if ctx.liable is not None:
            if s == ctx.liable:
                why = T("mw.pay.liable.own", payer=_seat(s), tai=tai, amount=amount_text)
            else:
                why = T("mw.pay.liable", payer=_seat(ctx.liable), for_seat=_seat(s), tai=tai, amount=amount_text)
            lines.append(Payment(ctx.liable, winner, amount, why, "MW-M"))
        else:
            lines.append(Payment(s, winner, amount, T("mw.pay.share", payer=_seat(s), tai=tai, amount=amount_text), "MW-M"))
    return lines


def payments(tai: float, ctx: Context, stake: str) -> tuple:
    """(lines, net per seat) — the net sums to zero (``settle``)."""
    lines = payment_lines(tai, ctx, stake)
    return lines, settle(lines)


__all__ = ["STAKES", "stake_base", "share", "payment_lines", "payments"]
