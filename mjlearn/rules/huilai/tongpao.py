"""Huilai 通炮 (HL-A5): several winners on one discard, each scored by :func:`.scoring.score_hand` with the
horse hits of the discarder's seat (HL-K2), the other players' kongs settled once.

Source: spec ``huilai.md`` HL-A5, HL-K2; seed 002 四·结算.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import check_context_against_hand, make_context
from ...errors import MjError
from ...hand import Hand, parse_hand
from ...i18n import T, Text, plain
from ...tiles import tile_name, tile_str
from ..base import Note, Payment, ScoreResult, get_ruleset, settle
from .horses import horse_hits
from .kongs import kong_lines
from .scoring import check_context, check_physical_tiles, score_hand
from .seats import table_seats
from .strings import seat_name as seat_word


def settle_tongpao(winners: Mapping[str, str | Hand], discarder: str, options: Mapping[str, Any] | None = None,
                   context: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """通炮: several winners on one discard (HL-A5, HL-K2).

    Parameters
    ----------
    winners : seat → complete hand (string or Hand), each winning on ``discarder``'s discard.
    discarder : the seat that discarded.
    options : Huilai options (as for :func:`mjlearn.score`); ``other_kongs`` are settled once.
    context : other context fields shared by all winners (``dealer``, ``first_discard``…).

    Returns
    -------
    dict with ``results`` (seat → ScoreResult; horse hits counted for the discarder's seat, each winner
    collecting that many hits' points from the discarder), ``payment_lines`` (all lines, 分) and
    ``payments`` (seat → net 分, sums to zero).

    Raises
    ------
    MjError
        Fewer than two winners, discard wins off (HL-O02), the discarder among the winners, a seat not at
        the table, bad hands or options; winners that do not all win on the same tile; a listed winner whose
        hand is not a win; more than four copies of a kind across all winners' hands (the shared discard
        counted once), the ghost indicator, the horse tiles and the ready hands.
    """
    huilai = get_ruleset("huilai")  # this ruleset (the registry: no import of the package from its part)
    opts = huilai.options(options)
    seats = table_seats(opts)
    if not opts["allow_discard_win"]:
        raise MjError(Text("通炮要能接炮胡（可接炮胡 HL-O02）", "通炮 needs discard wins (可接炮胡 HL-O02)"), "allow_discard_win", "allow_discard_win=True")
    if not isinstance(winners, Mapping):
        raise MjError(Text(f"通炮的胡牌者要写成 座位 → 手牌 的字典，不能是 {type(winners).__name__}",
                           f"通炮 winners must be a dict seat → hand, not {type(winners).__name__}"), "winners",
                      Text("如 {'S': '111m222p333s444m5s +5s', 'N': '…'}", "e.g. {'S': '111m222p333s444m5s +5s', 'N': '…'}"))
    if len(winners) < 2:
        raise MjError(Text("通炮至少要两家胡", "通炮 needs at least two winners"), "winners", Text("两家或更多：座位 → 手牌", "two or more seats → hands"))
    if discarder is None:
        raise MjError(Text("通炮要写出点炮的座位", "通炮 needs the seat that discarded"), "discarder", " ".join(seats))
    if context is not None and not isinstance(context, Mapping):
        raise MjError(Text(f"通炮的牌局情况要写成字典，不能是 {type(context).__name__}", f"通炮 context must be a dict, not {type(context).__name__}"),
                      "context", Text("如 {'dealer': 'E'}", "e.g. {'dealer': 'E'}"))
    hands = {}
    for s, h in winners.items():
        seat_name = make_context(seat=s).seat if isinstance(s, str) else s
        try:
            hand = parse_hand(h)
        except MjError as e:
            raise MjError(Text(f"通炮 winners[{s!r}]：{e.what_text.zh}", f"通炮 winners[{s!r}]: {e.what}"), e.where,
                          e.allowed_text) from None
        huilai.check_hand(hand, opts)
        if hand.win_tile is None:
            raise MjError(Text(f"{seat_name}的手牌要标出胡的牌", f"the hand of {seat_name} needs its winning tile"), f"winners[{s!r}]", "'… +tile'")
        hands[s] = hand
    win_tiles = {h.win_tile for h in hands.values()}
    if len(win_tiles) != 1:
        raise MjError(Text("通炮的几家胡的是同一张打出的牌，可这几手胡的是："
                           + "、".join(f"{s} {tile_name(h.win_tile, 'huilai')}" for s, h in hands.items()),
                           "通炮 winners all win on the same discarded tile, but these hands win on "
                           + ", ".join(f"{s} {tile_str(h.win_tile)}" for s, h in hands.items())), "winners",
                      Text("每家手牌里同一个“+牌”（HL-A5）", "the same '+tile' in every winner's hand (HL-A5)"))
    # one physical discard is shared by every winner; everything else is a different tile (HL-A1)
    shared = next(iter(win_tiles))
    phys: list[tuple[Text, tuple[int, ...]]] = [(plain("打出的牌", "the discarded tile"), (shared,))]
    for s, hand in hands.items():
        own = list(hand.all_tiles())
        own.remove(shared)
        phys.append((plain(f"{s}的手牌", f"{s}'s hand"), tuple(own)))
    check_physical_tiles(phys, opts, winners=tuple(make_context(seat=s).seat for s in hands))
    kan_tiles = {m.kind_tile for hand in hands.values() for m in hand.melds if m.kind == "kan"}
    results: dict[str, ScoreResult] = {}
    lines: list[Payment] = []
    for s, hand in hands.items():
        ctx = make_context(dict(context or {}), seat=s, win_by="discard", discarder=discarder)
        if hand.win_tile is None:
            raise MjError(Text(f"{ctx.seat} 家的手牌要标出胡的牌", f"the hand of {ctx.seat} needs its winning tile"), str(hand), "'… +tile'")
        if ctx.seat in results:
            raise MjError(Text(f"胡牌者里 {ctx.seat} 家写了两次", f"seat {ctx.seat} is listed twice among the winners"), "winners",
                          Text("每个座位一次", "each seat once"))
        check_context_against_hand(hand, ctx)
        check_context(hand, ctx, opts, kan_tiles=kan_tiles)
        r = score_hand(huilai, hand, ctx, opts, horse_seat=discarder, include_other_kongs=False)
        if not r.is_win:
            raise MjError(Text(f"通炮：{ctx.seat} 家的手牌胡不了{tile_name(hand.win_tile, 'huilai')}："
                               + "；".join(t.zh for t in r.why_not),
                               f"通炮: the hand of {ctx.seat} ({hand}) is not a win on {tile_str(hand.win_tile)}: "
                               + "; ".join(t.en for t in r.why_not)), f"winners[{s!r}]",
                          Text("只写能胡这张牌的座位（HL-A5）", "only seats whose hands win on the discard (HL-A5)"))
        r.notes.append(Note("HL-K2", T("hl.note.tongpao")))
        results[ctx.seat] = r
        lines.extend(r.payment_lines)
    if opts["other_kongs"]:
        ctx0 = make_context(dict(context or {}))
        tiles = opts["horse_tiles"]

        def factor_of(owner: str):
            # HL-O10 马跟杠: each kong owner's points follow its own horse hits (same map as the winners')
            if opts["horse_kong"] == "off" or not opts["horses"] or tiles is None:
                return 1, None
            h = horse_hits(tiles, owner, ctx0.dealer, opts["players"])
            hf = 2 ** h if opts["horse_kong"] == "doubling" else 1 + h
            x = opts["horse_multiplier"]
            why = (T("hl.why.kong.horse_kong", seat=seat_word(owner), hits=h, factor=hf) if x == 1 else
                   T("hl.why.kong.horse_kong.x", seat=seat_word(owner), hits=h, factor=hf, x=x, n=h * x))
            return (hf, why) if hf != 1 else (1, None)

        extra = kong_lines([(o, k, f, None) for o, k, f in opts["other_kongs"]], opts["players"], factor_of)
        f = opts["total_plus"] + 1
        lines.extend(Payment(p.payer, p.payee, p.amount * f, p.reason, p.code) for p in extra)
    return {"results": results, "payment_lines": lines, "payments": settle(lines, seats)}
