"""Huilai 惠来 ruleset (spec ``huilai.md``, seed ``002_d0eca50ba2a27aab.txt``).

Usage::

    import mjlearn as mj
    mj.score("111m999p111s99s ankan:1111z +9s", "huilai", win_by="self_draw")
    mj.score("345m22344p123s88s +6p", "huilai", options={"ghosts": "flip", "indicator": "5p"})
    mj.score(h, "huilai", options={"horses": 4, "horse_tiles": "1m5p9s2z", "cap": 10})

The hand value is the pattern multiplier (倍, ``ScoreResult.total``); payments are in points (分).
Options: see :mod:`mjlearn.rules.huilai.options`.  Extra functions: :func:`settle_tongpao` (通炮),
:func:`settle_draw` (流局杠算分), procedures in :mod:`mjlearn.rules.huilai.procedures`.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import Context, ignored_note_text
from ...errors import MjError
from ...hand import Hand
from ...i18n import T, plain, register

register({
    "err.hl.chi": ("惠来不能吃（HL-A2 可碰杠，不可吃）：不能有“{m}”", "Huilai has no chow claims (HL-A2 可碰杠 不可吃: pung and kong, no chow): '{m}' is not allowed"),
    "err.hl.chi.ok": ("pon、kan、kakan、ankan；手里的顺子没问题", "pon, kan, kakan, ankan; concealed chows in the hand are fine"),
    "err.hl.five": ("手牌、翻鬼指示牌和马牌里共有 {n} 张{zh}：每种只有 4 张",
                    "{n} copies of {tile} between the hand, the ghost indicator and the horse tiles: there are only 4"),
    "err.hl.five.ok": ("每种最多 4 张", "at most 4 copies of a kind"),
})
from ..base import Note, Ruleset, ScoreResult, Waits, register_ruleset
from . import strings  # noqa: F401  (registers the catalogue)
from .ghosts import ghost_kinds_for, next_kind
from .kongs import settle_draw
from .options import OPTION_SPECS, validate
from .scoring import check_context as _check_context
from .scoring import check_table as _check_table
from .scoring import score_hand
from .tongpao import settle_tongpao
from .waits import wait_net_bounds as _wait_net_bounds
from .waits import wait_values as _wait_values

SPEC_IDS = (
    "HL-A1", "HL-A2", "HL-A3", "HL-A4", "HL-A5",
    *(f"HL-P{i:02d}" for i in range(1, 15)),
    "HL-N", "HL-S",
    *(f"HL-O{i:02d}" for i in range(1, 19)),
    "HL-G",
    "HL-K0", "HL-K1", "HL-K2", "HL-K3", "HL-K4", "HL-K5", "HL-K6",
    "HL-F1", "HL-F2", "HL-F3", "HL-F4",
)


class Huilai(Ruleset):
    """惠来 Huilai: pung/kong only (HL-A2), pattern multipliers (HL-P), ghosts (HL-O04), horses (HL-K2)."""

    name = "huilai"
    id_prefix = "HL"
    title = plain("惠来", "Huilai")
    seed = "002_d0eca50ba2a27aab.txt"
    tile_kinds = tuple(range(34))  # HL-A1
    forms = ("standard", "seven_pairs", "thirteen_orphans")  # HL-A4
    meld_kinds = ("pon", "kan", "kakan", "ankan")  # HL-A2: no chi
    option_specs = OPTION_SPECS
    unit = "倍"
    payment_unit = "分"
    implemented = True
    #: Context fields this ruleset reads; any other field set by the caller is named in a note (common.md)
    context_fields = frozenset(['dealer', 'discarder', 'first_discard', 'first_turn', 'seat', 'win_by'])

    def options(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Validated options (HL-O01…O18, HL-S, extra settlement data); :class:`MjError` on bad input."""
        return validate(options)

    def ghost_kinds(self, opts: Mapping[str, Any]) -> tuple[int, ...]:
        """HL-O04 / HL-G ghost kinds: white 5z, red 7z, flip = next kind, double = next two kinds."""
        return ghost_kinds_for(opts.get("ghosts"), opts.get("indicator"))

    def check_hand(self, hand: Hand, opts: Mapping[str, Any]) -> None:
        """HL-A2: a ``chi`` is an error naming the rule; the indicator and horse tiles are physical tiles
        too, so no kind may exceed four copies with them."""
        for m in hand.melds:
            if m.kind == "chi":
                raise MjError(T("err.hl.chi", m=str(m)), str(m), T("err.hl.chi.ok"))
        super().check_hand(hand, opts)
        extra = list(opts.get("horse_tiles") or ())
        if opts.get("indicator") is not None:
            extra.append(opts["indicator"])
        if not extra:
            return
        c = hand.counts()
        for k in extra:
            c[k] += 1
        from ...tiles import tile_name, tile_str
        for k in set(extra):
            if c[k] > 4:
                raise MjError(T("err.hl.five", n=c[k], tile=tile_str(k), zh=tile_name(k, "huilai")), tile_str(k), T("err.hl.five.ok"))

    def checks_plain_hands(self, opts: Mapping[str, Any]) -> bool:
        """:meth:`check_hand` refuses a hand without declared sets only through the indicator and horse tiles
        (a fifth copy with them)."""
        return bool(opts.get("horse_tiles")) or opts.get("indicator") is not None

    def check_context(self, hand: Hand, ctx: Context, opts: Mapping[str, Any]) -> None:
        _check_context(hand, ctx, opts)

    def check_table(self, ctx: Context, opts: Mapping[str, Any]) -> None:
        """Seats at the table of ``players`` (HL-O17)."""
        _check_table(ctx, opts)

    def waits(self, hand: Hand, opts: Mapping[str, Any]) -> Waits:
        """Waits (common.md); with 四鬼胡牌 (HL-O06) a hand holding three ghosts also wins on a ghost tile."""
        w = super().waits(hand, opts)
        gk = self.ghost_kinds(opts)
        held = sum(1 for k in hand.concealed if k in gk)
        if opts.get("four_ghost_win") and held >= 4:  # four ghosts already held: any tile completes
            c = hand.counts()   # … except a kind whose four copies are all in the hand (a dead wait, common.md)
            live = tuple(k for k in self.tile_kinds if c[k] < 4)
            dead = tuple(k for k in self.tile_kinds if c[k] >= 4)
            return Waits(live, dead, (), live, not dead)
        if opts.get("four_ghost_win") and held == 3:
            live = tuple(sorted(set(w.live) | set(gk)))
            return Waits(live, w.dead, w.illegal, tuple(sorted(set(w.shape) | set(gk))), w.any_tile)
        return w

    def shanten(self, hand: Hand, opts: Mapping[str, Any]) -> int:
        """Shanten (common.md) with 四鬼胡牌 (HL-O06): four ghosts win at once, so a hand holding four
        ghosts is complete (−1 with its winning tile, else 0: any tile wins), a 13-tile hand holding three
        is ready (0: the fourth ghost wins) — consistent with :meth:`waits` — and, at every distance, a hand
        holding ``g`` ghosts is at most ``3 − g`` exchanges away (advice.md § Shanten)."""
        n = super().shanten(hand, opts)
        if opts.get("four_ghost_win"):
            gk = self.ghost_kinds(opts)
            held = sum(1 for k in hand.closed_tiles if k in gk)
            if held >= 4:
                return min(n, -1 if hand.win_tile is not None else 0)
            # the four-ghost form is a route like any other (advice.md § Shanten: the fewest exchanges to a
            # complete hand in a form the ruleset allows): 4 − held ghosts to draw, one of them the last tile
            size = len(hand.closed_tiles) + 3 * len(hand.melds)
            return min(n, max(4 - held, 14 - size) - 1)
        return n

    def shanten_core_args(self, opts: Mapping[str, Any]) -> tuple | None:
        """The core's arguments, except with 四鬼胡牌 (HL-O06) and ghosts in play (see :meth:`shanten`)."""
        gk = self.ghost_kinds(opts)
        if opts.get("four_ghost_win") and gk:
            return None
        return (self.forms, gk, self.tile_kinds)

    def is_complete(self, hand: Hand, opts: Mapping[str, Any]) -> bool:
        """Complete on shape (common.md), or, with 四鬼胡牌 (HL-O06), four ghosts among the closed tiles with
        the winning tile: the same answer as ``self.shanten(hand, opts) == -1``."""
        if opts.get("four_ghost_win") and hand.win_tile is not None:
            gk = self.ghost_kinds(opts)
            if sum(1 for k in hand.closed_tiles if k in gk) >= 4:
                return True
        return super().is_complete(hand, opts)

    def score(self, hand: Hand, ctx: Context, opts: Mapping[str, Any]) -> ScoreResult:
        """Score a complete hand: items (patterns 倍, hand score/horses/kongs 分), total (倍), payments (分).
        See :mod:`mjlearn.rules.huilai.scoring`."""
        res = score_hand(self, hand, ctx, opts)
        note = ignored_note_text(ctx, self.context_fields, self.title)
        if note is not None:  # context fields Huilai does not read are named, not dropped silently
            res.notes.append(Note("CTX", note))
        return res

    def wait_values(self, hand: Hand, kinds, ctx: Context, opts: Mapping[str, Any], *,
                    memo: dict | None = None) -> dict:
        """Status and total on each wait from the decompositions' class signatures, shared across the
        waits (see :mod:`mjlearn.rules.huilai.waits`); the same as :meth:`score` gives.  ``memo``: the
        settlements, shared across calls with the same context, options and declared sets."""
        return _wait_values(self, hand, kinds, ctx, opts, memo)

    def wait_net_bounds(self, full13, melds, ctx: Context, opts: Mapping[str, Any], *,
                        memo: dict | None = None):
        """Bounds of the winner's net (分) on the waits of a 13-tile hand by ``ctx.win_by`` without valuing
        them (see :func:`mjlearn.rules.huilai.waits.wait_net_bounds`); ``None`` with 四鬼胡牌 (HL-O06) on."""
        return _wait_net_bounds(self, full13, melds, ctx, opts, memo)

    def spec_ids(self) -> tuple[str, ...]:
        return SPEC_IDS


HUILAI = register_ruleset(Huilai())

__all__ = ["Huilai", "HUILAI", "settle_tongpao", "settle_draw", "next_kind", "SPEC_IDS"]
