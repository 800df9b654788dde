"""Huilai payments HL-K1–K3, HL-O14–O16: who pays the hand score, the horses, the kong points, the protected
losers and 总分加X倍 — each step appends its item to the score's items and returns or extends the payment lines
(分).  :func:`.scoring.score_hand` calls them in this order after the hand score (HL-K0).

Source: spec ``huilai.md`` § Scoring HL-K, § Options HL-O10/O12/O14/O15/O16; seed 002 三·计分规则, 三·奖马, 五.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import Context
from ...errors import MjError
from ...hand import Hand
from ...i18n import T, Text, join, plain
from ...tiles import tiles_text
from ..base import Item, Note, Payment, ScoreResult
from .horses import horse_hits, horse_points
from .kongs import kong_lines
from .seats import payer_seat, table_previous
from .strings import seat_name as seat_word
from .values import best_ready

SEED = "002"


def ready_best_multiplier(rs, hand: Hand, opts: Mapping[str, Any]) -> tuple[int, bool]:
    """For a 13-tile ready hand: the highest uncapped pattern multiplier over its live waits (no context
    patterns), and whether some wait completes 十三幺.  ``(0, False)`` when not ready (HL-O14, HL-O15).
    Computed from the decompositions' class signatures (:func:`.values.best_ready`), not wait by wait
    and reading by reading: an 8-ghost loser's hand takes milliseconds."""
    return best_ready(rs, hand, opts)


def pay_units(ctx: Context, opts: Mapping[str, Any], seats: tuple[str, ...]) -> list[tuple[str, int]]:
    """HL-K1 who pays: ``(payer, times)`` — each other player on a self-draw, the discarder on a discard, the
    robbed player for every other player on a robbed kong."""
    others = [s for s in seats if s != ctx.seat]
    payer = payer_seat(ctx, opts)
    if ctx.win_by == "self_draw":
        return [(s, 1) for s in others]
    if ctx.win_by == "discard":
        return [(payer, 1)]
    return [(payer, len(others))]


def horses(res: ScoreResult, items: list[Item], lines: list[Payment], ctx: Context, opts: Mapping[str, Any],
           seats: tuple[str, ...], score: float, pay_units, horse_seat: str | None) -> dict[str, int]:
    """HL-K2 horses: the hits of every seat (``{}`` without horse tiles); the horse item and lines appended."""
    tiles = opts["horse_tiles"]
    hits_of: dict[str, int] = {}
    if not opts["horses"]:
        return hits_of
    if tiles is None:
        res.notes.append(Note("HL-O08", T("hl.note.horses_missing")))
        return hits_of
    winner = ctx.seat
    for s in seats:
        hits_of[s] = horse_hits(tiles, s, ctx.dealer, opts["players"])
    hits = hits_of[horse_seat or winner]
    per_hit = score if opts["horse_base"] else 2
    pts = horse_points(hits, opts["horse_multiplier"], per_hit)  # type: ignore[arg-type]  # per_hit may be the score
    x = opts["horse_multiplier"]
    mult_text = T("hl.why.horses.mult", x=x, n=hits * x) if x != 1 else plain("")
    why = (T("hl.why.horses", tiles=tiles_text(tiles, "huilai"), hits=hits, mult=mult_text, unit=per_hit,
             points=pts) if hits else T("hl.why.horses.none", tiles=tiles_text(tiles, "huilai")))
    items.append(Item("HL-K2", T("hl.item.horses"), pts, "分", why, f"{SEED} 三·奖马", "horse"))
    if pts:
        for s, n in pay_units:
            lines.append(Payment(s, winner, pts * n, T("hl.pay.horse"), "HL-K2"))
    return hits_of


def kongs(res: ScoreResult, items: list[Item], hand: Hand, ctx: Context, opts: Mapping[str, Any], value: float,
          hits_of: dict[str, int], include_other_kongs: bool) -> list[Payment]:
    """HL-K3 kong points (HL-O12 杠跟底分, HL-O10 马跟杠): the kong lines; the kong item appended."""
    winner = ctx.seat
    kongs = []
    for m in hand.melds:
        if not m.is_kong:
            continue
        frm = None
        if m.kind == "kan":
            frm = opts["kong_from"].get(m.kind_tile)
            if frm is None:
                frm = table_previous(winner, opts)
                res.notes.append(Note("HL-K3", T("hl.note.kan_from", tile=tiles_text([m.kind_tile], "huilai"), seat=seat_word(frm))))
            if frm == winner:
                raise MjError(Text("接杠的牌不能是自己打出的", "a player cannot discard into its own kong"), "kong_from",
                              Text("另一家的座位", "another seat"))
        kongs.append((winner, m.kind, frm, m.kind_tile))
    if include_other_kongs:
        for owner, kind, frm in opts["other_kongs"]:
            kongs.append((owner, kind, frm, None))

    applied: set[str] = set()  # the kong options that changed some kong's points (their notes show then only)

    def kong_factor(owner: str):
        f = 1
        whys: list[Text] = []
        if opts["kong_base"] and owner == winner and value > 1:
            applied.add("HL-O12")
            f *= value
            whys.append(T("hl.why.kong.kong_base", mult=value))
        if opts["horse_kong"] != "off" and hits_of:
            h = hits_of.get(owner, 0)
            hf = 2 ** h if opts["horse_kong"] == "doubling" else 1 + h
            if hf != 1:
                applied.add("HL-O10")
                f *= hf
                x = opts["horse_multiplier"]
                whys.append(T("hl.why.kong.horse_kong", seat=seat_word(owner), hits=h, factor=hf) if x == 1 else
                            T("hl.why.kong.horse_kong.x", seat=seat_word(owner), hits=h, factor=hf, x=x, n=h * x))
        return f, (join(whys, "; ") if whys else None)

    klines = kong_lines(kongs, opts["players"], kong_factor)
    if "HL-O10" in applied:
        res.notes.append(Note("HL-O10", T("hl.note.horse_kong")))
    if "HL-O12" in applied:
        res.notes.append(Note("HL-O12", T("hl.note.kong_base")))
    if klines:
        mine = sum(p.amount for p in klines if p.payee == winner) - sum(p.amount for p in klines if p.payer == winner)
        reasons = []
        for p in klines:
            if p.reason not in reasons:
                reasons.append(p.reason)
        items.append(Item("HL-K3", T("hl.item.kongs"), mine, "分", join(reasons, "; "), f"{SEED} 三·计分规则",
                          "kong"))
    return klines


def protections(rs, res: ScoreResult, items: list[Item], lines: list[Payment], ctx: Context,
                opts: Mapping[str, Any]) -> list[Payment]:
    """HL-O14 十三幺听牌保护 / HL-O15 10倍听牌免分: a protected loser pays nothing; returns the lines left."""
    winner = ctx.seat
    protected: dict[str, Text] = {}
    for s, rh in opts["ready_hands"].items():
        if s == winner:
            raise MjError(Text("'ready_hands' 里有胡牌者的座位：只算输家的听牌", "ready_hands lists the winner's seat: only losers' ready hands count"),
                          "ready_hands", Text("胡牌者以外的座位", "seats other than the winner"))
        if not (opts["thirteen_protect"] or opts["ten_protect"]):
            continue
        m, thirteen = ready_best_multiplier(rs, rh, opts)
        if m == 0 and not thirteen:
            res.notes.append(Note("HL-O14" if opts["thirteen_protect"] else "HL-O15",
                                  T("hl.note.not_ready", seat=seat_word(s), hand=str(rh))))
        if opts["thirteen_protect"] and thirteen:
            protected[s] = T("hl.why.protect.thirteen", seat=seat_word(s))
        elif opts["ten_protect"] and m >= 10:
            protected[s] = T("hl.why.protect.ten", seat=seat_word(s), mult=m)
            res.notes.append(Note("HL-O15", T("hl.note.ten_protect")))
    for s, why in protected.items():
        code = "HL-O14" if why.key == "hl.why.protect.thirteen" else "HL-O15"
        lost = sum(p.amount for p in lines if p.payer == s)
        items.append(Item(code, T("hl.item.protected"), lost, "分", why, f"{SEED} 五·{'十三幺听牌保护' if code == 'HL-O14' else '10倍听牌免分'}",
                          "protection"))
    return [p for p in lines if p.payer not in protected]


def total_plus(items: list[Item], lines: list[Payment], opts: Mapping[str, Any]) -> list[Payment]:
    """HL-O16 总分加X倍: every amount × (X + 1)."""
    f = opts["total_plus"] + 1
    if f == 1:
        return lines
    items.append(Item("HL-O16", T("hl.item.total_plus"), f, "×", T("hl.why.total_plus", x=f - 1, f=f),
                      f"{SEED} 五·总分加X倍", "multiplier"))
    return [Payment(p.payer, p.payee, p.amount * f, p.reason, p.code) for p in lines]
