"""What to discard (何切): the figures of spec ``advice.md`` for each discard, ranked, with ties and a review.

``advise(hand, ruleset, context=None, options=None, seen=None, *, by="value", self_draw_share=1/3)`` takes a
14-tile hand (or 13 tiles plus a drawn tile, ``"… +5p"``) and returns an :class:`Advice`: one
:class:`AdviceRow` per distinct discard kind, best first, or — for a hand that already wins — no rows and
``wins`` set (the learner is told it wins and on what; advice.md § Ranking).  Model code (``architecture.md``:
advice sits above ``rules``): no render, frames, widgets or exercises import; pandas only in
:meth:`Advice.frame`; the rich display goes through :mod:`mjlearn._display`.

Figures of one row (advice.md § Figures; every one is checked against a brute force that tries every exchange,
``tests/test_advice_reference.py``):

* **copies left** of a kind = 4 − its visible copies: the 14 tiles (the discard lies in the river), the declared
  sets, ``seen`` (other rivers and sets) and a shown ghost indicator (HL-O04).
* ``shanten`` — shape shanten of the 13 tiles kept, the copy limit binding at every distance; it equals
  ``mj.shanten`` of that hand (HL-O06 four ghosts included).
* ``legal_shanten`` — the fewest exchanges to a **legal** win (Jinzhou JZ-L1–L5; elsewhere = ``shanten``);
  rows are ranked and counted by it.  ``None`` never: a hand that can never win legally (Jinzhou, four declared
  sets with a chow, JZ-L4) has :data:`NEVER`.
* ``accepts`` / ``accepted`` — kinds (copies left > 0) whose draw lowers the legal shanten (the best discard
  following), with their copies; ``shape_accepts`` / ``shape_accepted`` the same on shape, shown beside them
  where they differ.
* ``improves`` (改良) — kinds whose draw keeps the legal shanten but, after the best discard, raises the accepted
  copies (ready rows: the wait copies): kind → ``(copies left, the best accepted copies reached)``.  Every row
  at any shanten (advice.md § Figures), computed on first access; ``None`` only where no legal win is in reach.
* ``next_avg`` — the next-step average (向听前进后平均进张): over the accepted draws, copies-weighted, the accepted
  copies after the best discard that follows (for a 1-shanten row: the wait copies of the ready hand).  Rows of
  the best legal shanten only.
* ``waits`` (ready rows) — legal live wait → ``(copies left, {way: value})``; ``wait_shapes`` wait → shapes
  (两面, 嵌张, 边张, 单钓, 对倒, 七对单骑, 十三幺, 鬼牌), one per distinct reading; ``illegal_waits`` shape waits that are
  no legal win → the reason (rule id); ``dead_waits`` shape waits without a copy left.
* **value** of a win = what the player collects: the context's seat's entry of ``mj.score(…).payments``
  (元 Mawan, 分 Huilai and Jinzhou: ``Advice.unit``), for a self-draw and a discard win with the context given
  (a way that cannot win, or cannot be scored in that context, collects nothing); ``wait_value`` = p·self-draw + (1 − p)·discard with p = ``self_draw_share`` (default 1/3; Huilai
  without discard wins, HL-O02 off: p = 1).  ``ev`` of a ready row = Σ copies × value; of a 1-shanten row =
  Σ over accepted kinds of copies × the EV of the best ready row after that draw, ÷ the unseen tiles.

Ranking (advice.md § Ranking): ``by="value"`` (default): legal shanten ↑, then (ready and 1-shanten rows) EV ↓,
accepted copies ↓, next-step average ↓; ``by="speed"``: legal shanten, accepted copies, next-step average.
Equal keys are **tied**: they share ``rank``; :meth:`Advice.best_discards` returns every tied best kind; the
rows of a tie are listed in tile order but never ranked by it.

Review (advice.md § Review): :meth:`Advice.review` says, for a discard that is not among the best, what it gave
up (a legal step, EV or accepted copies) and why, naming the rule when a rule is the reason.

Modules: :mod:`.core` (input checks, :func:`advise`, ranking), :mod:`.model` (:class:`Advice`, :class:`AdviceRow`,
column texts, learner strings), :mod:`.job` (the figures of one call), :mod:`.explain` (``why``, blocked
conditions, the review line), :mod:`.engine` (shape and legal shanten of many variants).

Source: spec ``advice.md``; ``common.md`` § Waits and shanten; ``jinzhou.md`` JZ-L; ``huilai.md``
HL-O02, HL-O04, HL-O06.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..context import Context, make_context
from ..errors import MjError
from ..hand import Hand, parse_hand
from ..i18n import T, Text, unit
from ..rules import get_ruleset
from ..rules.base import Ruleset
from ..tiles import N_KINDS, tile_name, tile_str, tiles_text
from .engine import Engine
from .explain import _why
from .job import Job
from .model import (
    BY,
    NEVER,
    SHAPE_NAMES,
    WAYS,
    Advice,
    AdviceRow,
    accepts_text,
    improves_text,
    shape_text,
    shapes_text,
    value_text,
    waits_text,
)

__all__ = ["advise", "Advice", "AdviceRow", "WAYS", "NEVER", "SHAPE_NAMES", "accepts_text", "improves_text",
           "shape_text", "shapes_text", "value_text", "waits_text"]

# ------------------------------------------------------------------------------------------------
# Input


def _hand14(hand: str | Hand, rs: Ruleset, opts: Mapping[str, Any]) -> Hand:
    """Parse and check a 14-tile hand: concealed + 3 × sets = 14, or 13 + a ``+drawn`` tile."""
    h = parse_hand(hand, allow_partial=True)
    n = len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)
    if n != 14 or (h.win_tile is not None and len(h.concealed) + 3 * len(h.melds) != 13):
        raise MjError(T("advice.err.count", n=n), str(h),
                      Text("14 张（每组吃碰杠算 3 张），或 13 张加“+摸到的牌”", "14 tiles (sets count 3), or 13 + '+drawn tile'"))
    rs.check_hand(h, opts)
    return h


def _counts(tiles) -> list[int]:
    c = [0] * N_KINDS
    for k in tiles:
        c[k] += 1
    return c


def _share(x: Any) -> float:
    if isinstance(x, bool) or not isinstance(x, (int, float)) or not (0 <= float(x) <= 1):
        raise MjError(T("advice.err.share"), f"self_draw_share={x!r}", Text("0 到 1 之间的数，如 1/3", "a number from 0 to 1, e.g. 1/3"))
    return float(x)


# ------------------------------------------------------------------------------------------------
# The advice


def advise(hand: str | Hand, ruleset: str | Ruleset = "mawan", context: Mapping[str, Any] | Context | None = None,
           options: Mapping[str, Any] | None = None, seen: Any = None, values: bool = True, *,
           by: str = "value", self_draw_share: float | None = None) -> Advice:
    """What to discard (何切) from a 14-tile hand under one ruleset (spec ``advice.md``).

    Parameters
    ----------
    hand : str | Hand
        14 tiles (``"123m456p789s1122z5s"``), or 13 + the drawn tile (``"… +5s"``); declared sets count 3.
    ruleset : ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    context : dict | Context, optional
        Seats, dealer, … for the values (each wait is scored as a self-draw and as a discard win).
    options : dict, optional
        Ruleset options (Huilai ghosts: ``{"ghosts": "flip", "indicator": "5p"}``; ``four_ghost_win``).
    seen : dict | str, optional
        Tiles visible on the table (``"5m5m9p"`` or ``{"5m": 2}``); replaces ``context["seen"]``.
    values : bool
        Score the waits (default).  ``False`` skips scoring: no EV (faster; ranking then as ``by="speed"``).
    by : ``"value"`` (default) | ``"speed"``
        Rank by EV before accepted copies, or by accepted copies only (advice.md § Ranking).
    self_draw_share : float in [0, 1], optional
        p in value = p·self-draw + (1 − p)·discard (default 1/3; Huilai without discard wins: 1).

    Returns
    -------
    Advice
        ``rows`` (one :class:`AdviceRow` per distinct discard, best first, ``rank`` shared by ties),
        ``best_discards()``, ``review(tile)``; ``wins`` (and no rows) for a hand that already wins.

    Raises
    ------
    MjError
        Wrong tile count, tiles or sets outside the ruleset, bad options or context (a seat not at the
        table: Huilai HL-O17), ``seen`` making a fifth copy, a negative or unknown ``seen`` entry, ``by`` or
        ``self_draw_share`` out of range.

    Source: spec ``advice.md``; ``common.md`` § Waits and shanten; ``jinzhou.md`` JZ-L; ``huilai.md``
    HL-O02, HL-O06.
    """
    if by not in BY:
        raise MjError(T("advice.err.by"), f"by={by!r}", Text('"value" 或 "speed"', '"value" or "speed"'))
    rs = get_ruleset(ruleset)
    opts = rs.options(options)
    no_discard_win = rs.name == "huilai" and not opts.get("allow_discard_win", True)
    if self_draw_share is None:
        p = 1.0 if no_discard_win else 1 / 3
    else:
        p = 1.0 if no_discard_win else _share(self_draw_share)
    h = _hand14(hand, rs, opts)
    ctx = make_context(context, seen=seen) if seen is not None else make_context(context)
    rs.check_table(ctx, opts)  # seats at this table (Huilai HL-O17), before any wait is scored
    ways = ("self_draw",) if no_discard_win else WAYS
    tiles14 = h.closed_tiles if h.win_tile is not None else h.concealed
    melds = h.melds
    gk = rs.ghost_kinds(opts)
    eng = Engine(rs.forms, gk, rs.tile_kinds, melds, jinzhou=rs.name == "jinzhou",
                 jz_pairs=bool(opts.get("qidui_needs_conditions", True)), four_ghosts=bool(opts.get("four_ghost_win")))
    kinds = eng.kinds

    own = [0] * N_KINDS
    for k in tiles14:
        own[k] += 1
    for m in melds:
        for k in m.tiles:
            own[k] += 1
    left = [4 - own[k] - ctx.seen_count(k) for k in range(N_KINDS)]
    ind = opts.get("indicator") if gk and opts.get("ghosts") in ("flip", "double") else None
    if ind is not None:
        left[ind] -= 1
    for k in range(N_KINDS):
        if left[k] < 0:
            raise MjError(Text(f"{tile_name(k)}：手牌、已见的牌和指示牌合计 {4 - left[k]} 张；每种只有 4 张",
                               f"{tile_str(k)}: the hand, the tiles seen and the indicator make {4 - left[k]} copies; there are 4"),
                          tile_str(k), Text("每种合计最多 4 张", "at most 4 copies of a kind in total"))
    kinds_set = set(kinds)
    for k in range(N_KINDS):
        if k not in kinds_set:
            left[k] = 0
    unseen = sum(left)
    hand_out = h if h.win_tile is not None else Hand(tiles14, melds)
    base: dict[str, Any] = dict(ruleset=rs.name, hand=hand_out, ways=ways, unit=unit(rs.payment_unit or rs.unit or ""), ghosts=gk, left=left,
                options=dict(opts), context=ctx, tile_kinds=kinds, title=rs.title, by=by, self_draw_share=p,
                unseen=unseen)

    c14 = _counts(tiles14)
    if eng.legal(c14) == -1:
        return Advice(rows=[], wins=True, win_text=_win_text(rs, opts, h, tiles14, melds, gk), **base)

    job = Job(rs, opts, eng, melds, left, ctx, ways, p, values, unseen)
    rows = [job.row(c14, d) for d in sorted(set(tiles14))]
    top = min(r.legal_shanten for r in rows)
    pre = by if values else "speed"
    lead = min(r.key(pre) for r in rows)
    tie = sum(1 for r in rows if r.key(pre) == lead) > 1
    for r in rows:
        # the next-step average where it breaks a tie at the top; 改良 (on first access) for every row with a
        # legal win in reach (advice.md § Figures defines it at every shanten)
        if tie and r.key(pre) == lead and top < NEVER:
            job.extras(c14, r, improves=False, average=True)
        if r.legal_shanten < NEVER:
            r._improves_fn = (lambda r=r: job.improves(c14, r))
    for r in rows:
        r.why = _why(rs, r, eng, c14)
    _rank(rows, by if values else "speed")
    return Advice(rows=rows, **base)


def _rank(rows: list[AdviceRow], by: str) -> None:
    rows.sort(key=lambda r: (r.key(by), r.discard))
    prev = None
    rank = 0
    for i, r in enumerate(rows):
        k = r.key(by)
        if k != prev:
            rank = i + 1
            prev = k
        r.rank = rank
    counts: dict[int, int] = {}
    for r in rows:
        counts[r.rank] = counts.get(r.rank, 0) + 1
    for r in rows:
        r.tied = counts[r.rank] > 1


def _win_text(rs: Ruleset, opts, h: Hand, tiles14, melds, gk) -> Text:
    if rs.name == "huilai" and opts.get("four_ghost_win") and sum(1 for k in tiles14 if k in gk) >= 4:
        how = T("advice.win.four")
    elif h.win_tile is not None:
        how = T("advice.win.on", tile=tiles_text([h.win_tile], rs.name), what=T("advice.win.complete"))
    else:
        how = T("advice.win.complete")
    return T("advice.win", ruleset=rs.title, how=how)


