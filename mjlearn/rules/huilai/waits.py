"""Huilai's waits table (:meth:`~mjlearn.rules.base.Ruleset.wait_values`): what a 13-tile hand is worth on each
of its waits — status, value (倍) and the winner's net (分) — as :func:`.scoring.score_hand` decides them, from
the class-signature values of :mod:`.values` (no readings built) and the settlement :func:`.scoring.settle_win`.

Source: spec ``huilai.md`` § Patterns, § Scoring HL-K, HL-O02, HL-O05–O07; ``advice.md`` § Figures (value of a win).
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from typing import Any

from ...errors import MjError
from ...hand import Hand
from ...i18n import T, Text
from ...readings._cache import bounded
from ..base import ScoreResult, WaitValue, settle
from .scoring import four_ghost_reading, settle_win
from .seats import p14_kind, table_previous
from .values import best_value_of, value_bounds, value_key_tail


def wait_values(rs, hand: Hand, kinds, ctx, opts: Mapping[str, Any], memo: dict | None = None) -> dict:
    """Huilai's :meth:`~mjlearn.rules.base.Ruleset.wait_values`: status, total and the winner's net of
    ``hand`` + each kind, as :func:`.scoring.score_hand` decides them (HL-O02/HL-A3 discard and robbing wins,
    HL-P14 from the context, HL-O06/O07 four ghosts, the best pattern value under the cap HL-O01), without
    building readings.  The net (分, ``ctx.seat``'s entry of the payments) comes from
    :func:`.scoring.settle_win`, the settlement ``score_hand`` runs: it depends on the wait only through the
    value, whether the four-ghost reading is the chosen one (HL-O07) and whether the hand holds a ghost
    (HL-O05), so it is settled once per distinct triple — and, given ``memo`` (a dict kept by the caller across
    calls with the same ``ctx``, ``opts`` and declared sets), once per triple and declared sets across calls."""
    out: dict = {}
    why = None
    if ctx.win_by == "discard" and not opts["allow_discard_win"]:
        why = (T("hl.notwin.discard"),)
    elif ctx.win_by == "rob_kong" and not opts["allow_rob_kong"]:
        why = (T("hl.notwin.rob"),)
    if why is not None:
        return {k: WaitValue(k, "not_win", 0, "倍", None, why) for k in kinds}
    _settlement_checks(hand, ctx, opts, table_previous)
    p14k = p14_kind(ctx, opts)
    p14 = p14k is not None
    gk = set(rs.ghost_kinds(opts))
    held = sum(1 for k in hand.closed_tiles if k in gk)
    ghost_held = any(k in gk for k in hand.all_tiles())
    nets: dict = memo if memo is not None else {}
    closed = hand.concealed  # sorted; with_win(k) replaces any winning tile the hand has
    melds = hand.melds
    tail = value_key_tail(rs, opts, p14)
    for k in kinds:
        j = bisect_right(closed, k)
        best = best_value_of(rs, closed[:j] + (k,) + closed[j:], melds, opts, p14, tail)  # None: no allowed shape
        four = opts["four_ghost_win"] and held + (k in gk) >= 4
        if best is None and not four:
            out[k] = WaitValue(k, "not_win", 0, "倍", None, (T("notwin.no_shape", rule="HL-A4"),))
            continue
        four_reading = False
        hk = None
        if four:  # the four-ghost reading comes first and wins ties (score_hand: strictly better replaces)
            hk = hand.with_win(k)
            v4 = four_ghost_reading(hk, sorted(gk), p14k, opts["cap"]).value
            eff4 = v4 * (2 if opts["four_ghost_double"] else 1)
            four_reading = not (best is not None and best > eff4)
            value = v4 if four_reading else best
        else:
            value = best
        key = (value, four_reading, ghost_held or k in gk, hand.melds)
        net = nets.get(key)
        if net is None:
            hk = hk or hand.with_win(k)
            res = ScoreResult("huilai", hk, ctx, dict(opts), "scored", unit="倍", payment_unit="分")
            lines = settle_win(rs, res, [], hk, value, four_reading, ctx, opts)
            net = nets[key] = settle(lines, (ctx.seat,)).get(ctx.seat, 0)
        out[k] = WaitValue(k, "scored", value, "倍", _total_text(value), net=net)
    return out


def wait_net_bounds(rs, full13, melds: tuple, ctx, opts: Mapping[str, Any], memo: dict | None = None):
    """Bounds of the winner's net (分) of :func:`wait_values` on the waits of a 13-tile hand (``full13``: its
    34 concealed counts, ghosts by their face; ``melds``: its declared sets), without valuing them:
    ``(base, pairs, pair_kinds, exact)`` — every wait's net is at most ``base``, a wait of ``pair_kinds``
    (every kind when ``None``) at most ``max(base, pairs)``; 0 where this way cannot win; ``exact``: each
    wait's net is its bound (the values are exact, :func:`.values.value_bounds`, the hand holds a ghost or
    none is in play, and no net is below 0).  ``None`` where no bound is given (四鬼胡牌 HL-O06 on: the
    four-ghost reading has its own value).

    The net is the settlement of the value (:func:`.scoring.settle_win`), which for the same declared sets and
    ghost status never falls as the value rises (HL-K0 2 × 倍 per payer, HL-O05 × 2, horses HL-K2 and kongs
    HL-K3/O12 fixed or × the value, the protections HL-O14/O15 removing the same payers' lines, HL-O16 ×
    (X + 1)), so the settlements of :func:`.values.value_bounds` bound it — for a hand holding no ghost,
    over both ghost statuses (the wait may be a ghost).  ``memo`` as :func:`wait_values` (the same
    settlements).  Raises :class:`MjError` as :func:`wait_values` does."""
    if ctx.win_by == "discard" and not opts["allow_discard_win"]:
        return 0.0, 0.0, None, True
    if ctx.win_by == "rob_kong" and not opts["allow_rob_kong"]:
        return 0.0, 0.0, None, True
    if opts["four_ghost_win"]:
        return None
    melds = tuple(melds)  # the settlements' memo key, as wait_values makes it (Hand.melds)
    p14 = p14_kind(ctx, opts) is not None
    base, pairs, pair_kinds, exact = value_bounds(rs, full13, melds, opts, p14)
    gk = rs.ghost_kinds(opts)
    own = list(full13)
    for m in melds:
        for k in m.tiles:
            own[k] += 1
    ghost_held = any(own[k] for k in gk)
    statuses = (True,) if ghost_held else (False, True) if gk else (False,)
    nets: dict = memo if memo is not None else {}
    hand = None
    out = []
    exact = exact and len(statuses) == 1
    for value in (base, pairs):
        best = None
        for status in statuses if value > 0 else ():
            key = (value, False, status, melds)
            net = nets.get(key)
            if net is None:
                # a 14-tile hand of this ghost status to settle on (the settlement reads only its sets and ghosts)
                pool = [k for k in range(34) if own[k] < 4 and (ghost_held or (k in gk) == status)]
                if not pool:
                    continue
                if hand is None:
                    hand = Hand(tuple(k for k in range(34) for _ in range(full13[k])), melds)
                    _settlement_checks(hand, ctx, opts, table_previous)
                hk = hand.with_win(pool[0])
                res = ScoreResult("huilai", hk, ctx, dict(opts), "scored", unit="倍", payment_unit="分")
                lines = settle_win(rs, res, [], hk, value, False, ctx, opts)
                net = nets[key] = settle(lines, (ctx.seat,)).get(ctx.seat, 0)
            if best is None or net > best:
                best = float(net)
        if best is None or best < 0:
            exact = exact and best is None
            best = 0.0
        out.append(best)
    return out[0], out[1], pair_kinds, exact


@bounded("huilai.total_text")
def _total_text(value) -> Text:
    """"N 倍" (a :class:`~mjlearn.i18n.Text`, immutable), made once per value."""
    return T("hl.total", value=value)


def _settlement_checks(hand: Hand, ctx, opts: Mapping[str, Any], table_previous) -> None:
    """The errors :func:`.scoring.score_hand` raises whatever the winning tile (HL-K3 a kong discarded by
    its owner; ready_hands naming the winner), so that a wait value never hides them."""
    for m in hand.melds:
        if m.kind == "kan":
            frm = opts["kong_from"].get(m.kind_tile)
            if frm is None:
                frm = table_previous(ctx.seat, opts)
            if frm == ctx.seat:
                raise MjError(Text("接杠的牌不能是自己打出的", "a player cannot discard into its own kong"), "kong_from",
                              Text("另一家的座位", "another seat"))
    if ctx.seat in opts["ready_hands"]:
        raise MjError(Text("'ready_hands' 里有胡牌者的座位：只算输家的听牌", "ready_hands lists the winner's seat: only losers' ready hands count"),
                      "ready_hands", Text("胡牌者以外的座位", "seats other than the winner"))

