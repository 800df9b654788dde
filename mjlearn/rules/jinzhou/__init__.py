"""Jinzhou 锦州 ruleset (spec ``jinzhou.md``, seed ``004_dc3fe3488ad3c43e.txt``).

Families and modules: JZ-A table (this file: tile set, context checks; :mod:`.table`: claims, robbing), JZ-L win conditions
(:mod:`.conditions`), JZ-C win classes (:mod:`.classes`), JZ-M multipliers (:mod:`.multipliers`), JZ-P
payments (:mod:`.payments`), JZ-G kong points (:mod:`.kongs`), JZ-F table procedures (:mod:`.procedures`).

Scoring (``Jinzhou.score``) returns a :class:`~mjlearn.rules.base.ScoreResult` in 分:

* ``items``: the class (JZ-C*, value = base 分), each ×2 multiplier (JZ-M*, value 2, unit ``"×"``; JZ-M10 is a ×2
  only when the winner deals, otherwise family ``dealer_share`` with the dealer's doubled share in 分), the conditions met (JZ-L*, value 0), the
  winner's own kongs (JZ-G*, value = 分 per payer);
* ``total``: the hand's value per share, S = base × 2^n (× 2 when the winner deals); 天胡 200;
* ``payment_lines`` / ``payments``: the win (JZ-P) and the winner's kong points (JZ-G), summing to zero.

Options: ``qidui_needs_conditions`` (bool, default True, JZ-L5), ``dead_wall`` (8 or 16, default 8, JZ-F1).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...context import Context, assumptions, ignored_note_text, previous_seat
from ...errors import MjError
from ...hand import Hand
from ...i18n import T, Text, plain, register

register({
    "jz.err.tileset": ("一万到九万、一筒到九筒、一条到九条和红中（写作 1m–9m、1p–9p、1s–9s、7z）", "1m-9m 1p-9p 1s-9s 7z (红中)"),
    "jz.err.krr": ("红中杠开花要胡牌者的组里有红中杠", "红中杠开花 needs a 红中 kong among the winner's sets"),
    "jz.err.krr.ok": ("下红中杠（如 ankan:7777z），或关掉 'kong_replacement_red'",
                      "declare the 红中 kong (e.g. ankan:7777z) or turn 'kong_replacement_red' off"),
    "jz.err.closed": ("四清是谁都没开门，可胡牌者下了组", "四清 (nobody opened) means nobody opened, but the winner has claimed sets"),
    "jz.err.closed.ok": ("'all_closed' 只用于没有吃、碰、杠的胡牌者", "'all_closed' only for a winner without chi/pon/kan/kakan"),
    "jz.err.tianhu_open": ("天胡是庄家起手的牌：不能有吃碰杠", "天胡 is the dealer's dealt hand: it cannot hold claimed sets"),
    "jz.err.tianhu_open.ok": ("庄家的 'first_turn' 只用于没有吃、碰、杠的手", "'first_turn' for the dealer only with a hand without chi/pon/kan/kakan"),
    "jz.err.tianhu_last": ("天胡（庄家起手的牌）不能同时是分张", "天胡 (the dealer's dealt hand) cannot also be a 分张 tile (the last tiles)"),
    "jz.err.tianhu_last.ok": ("'first_turn' 和 'last_tile' 只能选一个", "'first_turn' or 'last_tile', not both"),
    "jz.err.closed_rob": ("四清是谁都没开门，可被抢的杠是岔后的抓明杠，杠的人已经开门了（JZ-A4）",
                          "四清 (nobody opened) means nobody opened, but a robbed kong is an added kong (抓明杠) "
                          "made on a claimed pung (岔), so its owner had opened (JZ-A4)"),
    "jz.err.closed_rob.ok": ("'all_closed' 和 win_by='rob_kong' 只能选一个", "'all_closed' or win_by='rob_kong', not both"),
    "jz.err.kdr": ("红中杠流泪：点炮的一家杠的是四张红中，可胡牌者手里也有红中",
                   "红中杠流泪: the discarder's 红中 kong holds all four 红中, but the winner holds 红中 too"),
    "jz.err.kdr.ok": ("只有胡牌者手里没有红中时才能 'kong_discard_red'", "'kong_discard_red' only when the winner holds no 红中 (7z)"),
    "jz.err.seen": ("桌上已见的{zh}不是锦州的牌（JZ-A1）", "{tile} ({zh}) seen on the table is not a tile of the Jinzhou ruleset (JZ-A1)"),
})
from ...readings import Reading
from ...tiles import RED, tile_name, tile_str
from ...wording import seat_text, whole
from ..base import Item, Note, OptionSpec, ReadingScore, Ruleset, ScoreResult, Waits, register_ruleset, settle
from ..pipeline import multiply
from . import strings  # noqa: F401
from .classes import BASE, classify
from .conditions import conditions_met, problems
from .kongs import KongEvent, kong_item, kong_lines, settle_kongs, winner_kong_events
from .multipliers import bimen_refused, dealer_item, multiplier_items
from .payments import TIANHU_POINTS, is_tianhu, tianhu_lines, win_payment_lines
from .procedures import fen_zhang_order, follow_dealer, huangzhuang, next_dealer, wall_phase
from .table import can_rob, resolve_claim

SPEC_IDS = ("JZ-A1", "JZ-A2", "JZ-A3", "JZ-A4", "JZ-A5", "JZ-A6",
            "JZ-L1", "JZ-L2", "JZ-L3", "JZ-L4", "JZ-L5",
            "JZ-C1", "JZ-C2", "JZ-C3", "JZ-C4", "JZ-C5",
            "JZ-M01", "JZ-M02", "JZ-M03", "JZ-M04", "JZ-M05", "JZ-M06", "JZ-M07", "JZ-M08", "JZ-M09", "JZ-M10",
            "JZ-M11",
            "JZ-P1", "JZ-P2", "JZ-P3",
            "JZ-G1", "JZ-G2", "JZ-G3", "JZ-G4", "JZ-G5", "JZ-G6",
            "JZ-F1", "JZ-F2", "JZ-F3")
_CLASS_RANK = {c: i for i, c in enumerate(("JZ-C1", "JZ-C2", "JZ-C3", "JZ-C4", "JZ-C5"))}


class Jinzhou(Ruleset):
    """The Jinzhou ruleset.  JZ-A1 tiles (27 suit kinds + 红中), JZ-A2 all claims, JZ-A5 standard + seven pairs."""

    name = "jinzhou"
    id_prefix = "JZ"
    title = plain("锦州", "Jinzhou")
    seed = "004_dc3fe3488ad3c43e.txt"
    tile_kinds = tuple(range(27)) + (33,)  # JZ-A1: 27 suit kinds + 红中
    forms = ("standard", "seven_pairs")  # JZ-A5
    meld_kinds = ("chi", "pon", "kan", "kakan", "ankan")  # JZ-A2
    unit = "分"
    payment_unit = "分"
    implemented = True
    #: Context fields this ruleset reads; any other field set by the caller is named in a note (common.md)
    context_fields = frozenset(['all_closed', 'dealer', 'discarder', 'first_turn', 'kong_discard', 'kong_discard_red', 'kong_replacement', 'kong_replacement_red', 'last_tile', 'seat', 'seen', 'win_by'])
    option_specs = (
        OptionSpec("qidui_needs_conditions", T("jz.opt.qidui"), "bool", True, code="JZ-L5"),
        OptionSpec("dead_wall", T("jz.opt.dead_wall"), "int", 8, choices=(8, 16), code="JZ-F1"),
    )

    # --- JZ-A ---
    def check_hand(self, hand: Hand, opts: Mapping) -> None:
        """JZ-A1: a wind, 白 or 发 raises MjError naming the tile, the ruleset and JZ-A1."""
        allowed = set(self.tile_kinds)
        for k in hand.all_tiles():
            if k not in allowed:
                raise MjError(T("jz.err.tile", tile=plain(tile_str(k)), zh=plain(tile_name(k))), tile_str(k),
                              T("jz.err.tileset"))
        super().check_hand(hand, opts)

    def check_context(self, hand: Hand, ctx: Context, opts: Mapping) -> None:
        """Jinzhou context checks (MjError):

        * ``kong_replacement_red`` (JZ-M05) needs a 红中 kong among the winner's sets;
        * ``all_closed`` (四清, JZ-M02) contradicts a winner who claimed a set;
        * 天胡 (JZ-P3: ``first_turn`` + dealer self-draw) cannot have claimed sets, nor be a 分张 draw (``last_tile``);
        * ``all_closed`` contradicts ``win_by='rob_kong'`` (only an added kong, made on a claimed pung, is robbed);
        * ``kong_discard_red`` (JZ-M09): the discarder's 红中 kong holds all four 红中, so the winner holds none;
        * ``seen`` may only hold Jinzhou tiles (JZ-A1).
        """
        if ctx.kong_replacement_red and not any(m.is_kong and m.kind_tile == RED for m in hand.melds):
            raise MjError(T("jz.err.krr"), "'kong_replacement_red'", T("jz.err.krr.ok"))
        if ctx.all_closed and hand.is_open:
            raise MjError(T("jz.err.closed"), "'all_closed'", T("jz.err.closed.ok"))
        if is_tianhu(ctx) and hand.is_open:
            raise MjError(T("jz.err.tianhu_open"), "'first_turn'", T("jz.err.tianhu_open.ok"))
        if is_tianhu(ctx) and ctx.last_tile:
            raise MjError(T("jz.err.tianhu_last"), "'last_tile'", T("jz.err.tianhu_last.ok"))
        if ctx.all_closed and ctx.win_by == "rob_kong":
            raise MjError(T("jz.err.closed_rob"), "'all_closed'", T("jz.err.closed_rob.ok"))
        if ctx.kong_discard_red and RED in hand.all_tiles():
            raise MjError(T("jz.err.kdr"), "'kong_discard_red'", T("jz.err.kdr.ok"))
        allowed = set(self.tile_kinds)
        for k, _n in ctx.seen:
            if k not in allowed:
                raise MjError(T("jz.err.seen", tile=tile_str(k), zh=tile_name(k)), "'seen'", T("jz.err.tileset"))

    # --- JZ-L ---
    def win_problems(self, hand: Hand, reading: Reading, opts: Mapping) -> list[Text]:
        """JZ-L1…L5: every failed condition of this reading (``[]`` if it is a legal Jinzhou win)."""
        return problems(hand, reading, opts)

    def spec_ids(self) -> tuple[str, ...]:
        return SPEC_IDS

    def waits(self, hand: Hand, opts: Mapping) -> Waits:
        """Waits (common.md); when the hand is ready in shape but no wait is a legal win, ``illegal_why``
        holds the failed conditions shared by those waits (e.g. JZ-L2 "missing 幺九"), so the hand reads
        "ready in shape, no legal win: …" rather than "not ready"."""
        w = super().waits(hand, opts)
        if w.live or not w.illegal:
            return w
        shared = None
        for k in w.illegal:
            h = hand.with_win(k)
            per = None
            for r in self.readings(h, opts):
                ps = {(p.zh, p.en): p for p in problems(h, r, opts)}
                per = ps if per is None else {key: p for key, p in per.items() if key in ps}
            per = per or {}
            shared = per if shared is None else {key: p for key, p in shared.items() if key in per}
        return replace(w, illegal_why=tuple((shared or {}).values()))

    # --- JZ-F ---
    def wall_phase(self, tiles_left: int, options: Mapping | None = None, odd_tail: bool = False):
        """JZ-F1 phase of the wall under these options (``dead_wall`` 8 or 16): see
        :func:`mjlearn.rules.jinzhou.procedures.wall_phase`.  Raises MjError on bad options or counts."""
        return wall_phase(tiles_left, self.options(options)["dead_wall"], odd_tail)

    # --- scoring ---
    def score(self, hand: Hand, ctx: Context, opts: Mapping) -> ScoreResult:
        """Score a complete Jinzhou hand (see the module docstring for the result's shape); context fields
        Jinzhou does not read are listed in a note (nothing is dropped silently)."""
        res = self._score(hand, ctx, opts)
        note = ignored_note_text(ctx, self.context_fields, self.title)
        if note is not None:
            res.notes.append(Note("CTX", note))
        return res

    def _score(self, hand: Hand, ctx: Context, opts: Mapping) -> ScoreResult:
        """Score a complete Jinzhou hand (the body of :meth:`score`)."""
        res = ScoreResult(self.name, hand, ctx, dict(opts), "not_win", unit="分", payment_unit="分")
        res.assumptions = _assumptions(ctx)
        rds = self.readings(hand, opts)
        if not rds:
            res.why_not = [T("notwin.no_shape", rule="JZ-A5")]
            return res
        waits = self.waits(hand.without_win(), opts).live
        scored: list[ReadingScore] = []
        for r in rds:
            probs = self.win_problems(hand, r, opts)
            if probs:
                scored.append(ReadingScore(r, [], 0, False, probs))
                continue
            cls = classify(hand, r, waits)  # collect: the first class rule that holds (CLASSES) ...
            mult = multiplier_items(hand, r, ctx)  # ... and every ×2 rule (MULTIPLIERS)
            share = multiply([cls.value] + [m.value for m in mult])  # multiply: base 分 × 2ⁿ
            items = [cls] + mult
            refused = bimen_refused(hand, r)
            if refused is not None:
                items.append(refused)
            items += conditions_met(hand, r, opts)
            scored.append(ReadingScore(r, items, share, True, []))
        res.readings = scored
        legal = [i for i, s in enumerate(scored) if s.legal]
        if any(r.form == "seven_pairs" for r in rds):
            res.notes.append(Note("JZ-L5", T("jz.note.L5" if opts.get("qidui_needs_conditions", True)
                                              else "jz.note.L5off")))
        if not legal:
            res.why_not = _why_not(scored)
            return res
        best = max(legal, key=lambda i: (_CLASS_RANK[scored[i].items[0].code], scored[i].value, -i))
        res.best = best
        bs = scored[best]
        res.status = "scored"
        items = [replace(i) for i in bs.items]  # copies: hand-level changes leave the reading as it was
        share = bs.value
        if is_tianhu(ctx):
            for it in items:
                if it.family in ("class", "multiplier") and it.counted:
                    it.excluded_by = "JZ-P3"
                    it.excluded_reason = T("jz.P3.replaces")
            items.insert(0, Item("JZ-P3", T("jz.P3.name"), TIANHU_POINTS, "分", T("jz.P3.reason"), "004 天胡",
                                 "payment"))
            for it in items:  # a refused 闭门 on seven pairs: under 天胡 nothing of the normal value counts
                if it.code == "JZ-M01" and not it.counted:
                    it.excluded_by = "JZ-P3"
                    it.excluded_reason = T("jz.P3.replaces")
            lines = tianhu_lines(ctx)
            res.total = TIANHU_POINTS
            res.notes.append(Note("JZ-P3", T("jz.note.P3")))
        else:
            items.insert(1 + sum(1 for it in bs.items if it.family == "multiplier"), dealer_item(ctx, share))
            if ctx.is_dealer:
                share *= 2
            lines = win_payment_lines(bs.value, ctx)
            res.total = share
        if ctx.first_turn and not ctx.is_dealer:
            res.notes.append(Note("JZ-P3", T("jz.note.first_turn")))
        collected = sum(p.amount for p in lines)
        # JZ-G: the winner's own kongs
        events, assumed = winner_kong_events(hand, ctx)
        for ev in events:
            items.append(kong_item(ev))
            lines = lines + kong_lines(ev)
        if events:
            res.notes.append(Note(items[-1].code, T("jz.note.G")))
        if assumed:
            res.notes.append(Note("JZ-G1", T("jz.note.kan_payer", seat=seat_text(previous_seat(ctx.seat)))))
        res.items = items
        res.payment_lines = lines
        res.payments = settle(lines)
        if is_tianhu(ctx):
            res.total_text = T("jz.total.tianhu", collected=whole(collected))
        else:
            dealer_txt = plain("") if ctx.is_dealer else T("jz.total.dealer", amount=whole(2 * share))
            res.total_text = T("jz.total", share=whole(share), dealer=dealer_txt, collected=whole(collected))
        # notes
        if len(waits) >= 2 and any(s.legal and s.reading.win_shape in ("closed", "edge", "single")
                                   and s.items[0].code == "JZ-C1" for s in scored):
            res.notes.append(Note("JZ-C1", T("jz.note.C1")))
        if bs.items[0].code in ("JZ-C3", "JZ-C4", "JZ-C5") and len(waits) >= 2:
            res.notes.append(Note("JZ-C4", T("jz.note.C_piao")))
        if not is_tianhu(ctx) and not ctx.is_dealer:  # the dealer's doubled share is the interpretation's half
            res.notes.append(Note("JZ-M10", T("jz.note.M10")))
        if ctx.kong_discard and not is_tianhu(ctx):
            res.notes.append(Note("JZ-M08", T("jz.note.M08")))
        if ctx.all_closed:
            res.notes.append(Note("JZ-M02", T("jz.note.M02")))
        if ctx.win_by == "rob_kong":
            res.notes.append(Note("JZ-A4", T("jz.note.A4")))
        if ctx.last_tile and ctx.win_by == "self_draw":
            res.notes.append(Note("JZ-F1", T("jz.note.F1", dead=opts.get("dead_wall", 8))))
        if ctx.last_tile and ctx.win_by != "self_draw":
            res.notes.append(Note("JZ-M11", T("jz.note.M11")))
        if not hand.is_open:
            res.notes.append(Note("JZ-A6", T("jz.note.A6")))
        return res



def _why_not(scored: list[ReadingScore]) -> list[Text]:
    """The failed conditions shared by every reading (so fixing them all could make a win); falls back to the
    reading with the fewest problems."""
    sets = [{(p.key, p.en) for p in s.problems} for s in scored]
    common = set.intersection(*sets) if sets else set()
    base = min(scored, key=lambda s: len(s.problems))
    if common:
        return [p for p in base.problems if (p.key, p.en) in common] or list(base.problems)
    return list(base.problems)


def _assumptions(ctx: Context) -> list[Text]:
    """Defaults the caller left out, in words (:func:`mjlearn.context.assumptions`): how the win came and who
    discarded (never a discarder on a self-draw, never 'the previous player' when another was named), the seats."""
    return assumptions(ctx, ("win_by", "discarder", "seat", "dealer"))




JINZHOU = register_ruleset(Jinzhou())

__all__ = ["Jinzhou", "JINZHOU", "SPEC_IDS", "settle_kongs", "KongEvent", "huangzhuang", "follow_dealer",
           "next_dealer", "wall_phase", "fen_zhang_order", "BASE", "resolve_claim", "can_rob"]
