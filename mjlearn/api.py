"""The learner-facing facade: one call each to parse, decompose, find waits and shanten, and score.

Every function takes a hand as a :class:`~mjlearn.hand.Hand` or its string form, and a ruleset name
(``"mawan"``, ``"huilai"``, ``"jinzhou"``).  Bad input raises :class:`~mjlearn.errors.MjError`.
"""
from __future__ import annotations

from typing import Any, Mapping

from .context import Context, check_context_against_hand, make_context
from .errors import MjError
from .i18n import T, register
from .hand import Hand, parse_hand
from .readings import Reading
from .rules import get_ruleset, ruleset_names
from .rules.base import Ruleset, ScoreResult, Waits


register({
    "err.api.decompose": ("拆牌要一手和了的牌：用“+”标出和牌张", "decompose needs a complete hand: mark the winning tile with '+'"),
    "err.api.decompose.ok": ("如 '1122233334444s +2s'；13 张的手用 waits() 或 shanten()",
                             "e.g. '1122233334444s +2s'; for a 13-tile hand use waits() or shanten()"),
    "err.api.waits": ("听牌要看 13 张的手：去掉“+和牌张”", "waits are for a 13-tile hand: remove the '+winning tile'"),
    "err.api.waits.ok": ("13 张的手", "a 13-tile hand"),
    "err.api.score": ("计分要一手和了的牌：用“+”标出和牌张", "score needs a complete hand: mark the winning tile with '+'"),
    "err.api.score.ok": ("如“… +9m”", "e.g. '… +9m'"),
})


def _prepare(hand: "str | Hand", ruleset: "str | Ruleset", options: Mapping[str, Any] | None):
    rs = get_ruleset(ruleset)
    opts = rs.options(options)
    h = parse_hand(hand)
    rs.check_hand(h, opts)
    return rs, opts, h


def decompose(hand: "str | Hand", ruleset: "str | Ruleset" = "mawan",
              options: Mapping[str, Any] | None = None) -> list[Reading]:
    """Every reading of a complete hand under a ruleset's forms (and ghosts).

    Parameters
    ----------
    hand : str | Hand
        A complete hand, e.g. ``"1122233334444s +2s"`` (13 tiles + winning tile; sets count 3).
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    options : dict, optional
        Ruleset options (Huilai ghosts: ``{"ghosts": "flip", "indicator": "5p"}``).

    Returns
    -------
    list[Reading]
        One reading per decomposition and winning-tile place (``reading.decomposition`` is the partition);
        empty when the tiles form no allowed shape.

    Raises
    ------
    MjError
        Bad notation, counts, sets or tiles outside the ruleset; a hand without a winning tile.

    Source: spec ``common.md`` § Decompositions.
    """
    rs, opts, h = _prepare(hand, ruleset, options)
    if h.win_tile is None:
        raise MjError(T("err.api.decompose"), str(h), T("err.api.decompose.ok"))
    return rs.readings(h, opts)


def decompositions(hand: "str | Hand", ruleset: "str | Ruleset" = "mawan",
                   options: Mapping[str, Any] | None = None):
    """The distinct decompositions (partitions) of a complete hand, without winning-tile placements."""
    out = []
    for r in decompose(hand, ruleset, options):
        if r.decomposition not in out:
            out.append(r.decomposition)
    return out


def waits(hand: "str | Hand", ruleset: "str | Ruleset" = "mawan",
          options: Mapping[str, Any] | None = None) -> Waits:
    """What a 13-tile hand is waiting for under a ruleset.

    Returns
    -------
    Waits
        ``live`` (legal, live wait kinds), ``dead`` (all 4 copies already in the hand), ``illegal`` (complete
        the shape but break the ruleset's win conditions), ``shape`` and ``any_tile``.

    Raises
    ------
    MjError
        Bad input, or a hand that is not a 13-tile waiting hand.

    Source: spec ``common.md`` § Waits.
    """
    rs, opts, h = _prepare(hand, ruleset, options)
    if h.win_tile is not None:
        raise MjError(T("err.api.waits"), str(h), T("err.api.waits.ok"))
    return rs.waits(h, opts)


def shanten(hand: "str | Hand", ruleset: "str | Ruleset" = "mawan",
            options: Mapping[str, Any] | None = None) -> int:
    """Shanten (向听数) over the ruleset's forms: −1 complete, 0 ready (a live wait), n tiles away otherwise."""
    rs, opts, h = _prepare(hand, ruleset, options)
    return rs.shanten(h, opts)


def score(hand: "str | Hand", ruleset: "str | Ruleset" = "mawan", context: "Mapping[str, Any] | Context | None" = None,
          options: Mapping[str, Any] | None = None, **context_kw: Any) -> ScoreResult:
    """Score a complete hand under one ruleset.

    Parameters
    ----------
    hand : str | Hand
        Complete hand with its winning tile (``"… +9m"``).
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    context : dict | Context, optional
        How the hand was won and table facts (see :class:`mjlearn.context.Context`); keywords work too
        (``score(h, "mawan", win_by="self_draw")``).
    options : dict, optional
        Ruleset options (each ruleset documents its own).

    Returns
    -------
    ScoreResult
        ``status`` ``"scored"`` with items, total and payments; ``"not_win"`` with ``why_not``; or
        ``"not_implemented"`` for a ruleset whose scoring has not landed (never a fake value).

    Raises
    ------
    MjError
        Bad hand, options or context, or context inconsistent with the hand.
    """
    rs, opts, h = _prepare(hand, ruleset, options)
    if h.win_tile is None:
        raise MjError(T("err.api.score"), str(h), T("err.api.score.ok"))
    ctx = make_context(context, **context_kw)
    check_context_against_hand(h, ctx)
    rs.check_context(h, ctx, opts)
    return rs.score(h, ctx, opts)


def compare(hand: "str | Hand", context: "Mapping[str, Any] | Context | None" = None,
            options: Mapping[str, Mapping[str, Any]] | None = None, **context_kw: Any) -> dict[str, "ScoreResult | MjError"]:
    """Score one hand under every ruleset: name → ScoreResult, or the MjError that ruleset raised
    (e.g. a wind tile in Jinzhou).  ``options`` maps ruleset name → its options."""
    out: dict[str, ScoreResult | MjError] = {}
    for name in ruleset_names():
        try:
            out[name] = score(hand, name, context, (options or {}).get(name), **context_kw)
        except MjError as e:
            out[name] = e
    return out
