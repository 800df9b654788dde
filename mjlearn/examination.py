"""One hand under every ruleset, each input checked once: :func:`examine` and its :class:`Examination`.

The explorer (:mod:`mjlearn.explorer`) asks this once per refresh instead of calling :func:`mjlearn.api.score`,
``waits``, ``shanten`` … per ruleset, each of which would make the context and validate the options again.  The
work itself is the facade's (:mod:`mjlearn.api`): this module adds the checking-once and the keeping.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .api import _score_checked, _wait_values_checked, prepared
from .context import Context, check_context_against_hand, make_context
from .errors import MjError
from .errors import detached as _detached
from .hand import Hand, parse_hand, validate_hand
from .readings import Reading
from .rules import get_ruleset, ruleset_names
from .rules.base import Ruleset, ScoreResult, Waits, WaitValue


class Examination:
    """One hand under every ruleset, with one context and per-ruleset options, each checked once: what a view
    that shows everything about a hand (the explorer) asks for, from :func:`examine`.

    The context is made and checked against the hand once, each ruleset's options are validated once, the hand
    is checked against each ruleset once; scores, waits, shanten, readings and wait values are then computed
    when first asked for and kept.  No method raises :class:`MjError` for bad input: it comes back as the value
    (without its traceback, so that a kept error keeps no frames alive); a hand of the wrong size gives
    ``None`` where a value needs 13 or 14 tiles.

    Attributes: ``hand`` (the :class:`Hand`, partial allowed), ``tile_count`` (张; a set counts 3, the winning
    tile counts), ``complete`` (14 张 with a winning tile), ``waits_hand`` (the 13-tile hand whose waits are
    asked: the hand itself, or a complete hand without its winning tile; ``None`` otherwise), ``context``
    (:class:`Context` or ``None`` when it could not be made), ``context_error`` (:class:`MjError` or ``None``:
    bad context fields, or fields that do not fit the hand, ``common.md`` § Context), ``option_errors``
    (ruleset name → :class:`MjError` for options a ruleset refuses).  Source: spec ``product.md`` § Widgets.
    """

    def __init__(self, hand: Hand, context: Mapping[str, Any] | Context | None = None,
                 options: Mapping[str, Mapping[str, Any] | None] | None = None) -> None:
        self.hand = hand
        self.tile_count = len(hand.concealed) + 3 * len(hand.melds) + (hand.win_tile is not None)
        self.complete = self.tile_count == 14 and hand.win_tile is not None
        if self.complete:
            self.waits_hand: Hand | None = hand.without_win()
        elif self.tile_count == 13 and hand.win_tile is None:
            self.waits_hand = hand
        else:
            self.waits_hand = None
        self.context: Context | None = None
        self._make_error: MjError | None = None
        self.context_error: MjError | None = None
        try:
            self.context = make_context(context)
        except MjError as e:
            self._make_error = self.context_error = _detached(e)
        else:
            try:
                check_context_against_hand(hand, self.context)
            except MjError as e:
                self.context_error = _detached(e)
        self._prepared: dict[str, Any] = {}
        self.option_errors: dict[str, MjError] = {}
        for name in ruleset_names():
            try:
                self._prepared[name] = prepared(name, (options or {}).get(name) or None)
            except MjError as e:
                self.option_errors[name] = _detached(e)
        self._hand_errors: dict[tuple[str, bool], MjError | None] = {}
        self._scores: dict[str, Any] = {}
        self._waits: dict[str, Any] = {}
        self._shanten: dict[str, Any] = {}
        self._readings: dict[str, Any] = {}

    def _refusal(self, name: str, h: Hand) -> MjError | None:
        """Why ``name`` refuses hand ``h`` (its options, or the hand itself: tiles or sets outside the
        ruleset), checked once per ruleset and hand; ``None`` when it accepts it."""
        if name in self.option_errors:
            return self.option_errors[name]
        key = (name, h is self.hand)
        if key not in self._hand_errors:
            rs, opts = self._prepared[name]
            try:
                validate_hand(h)
                rs.check_hand(h, opts)
                self._hand_errors[key] = None
            except MjError as e:
                self._hand_errors[key] = _detached(e)
        return self._hand_errors[key]

    def ruleset(self, name: str) -> Ruleset:
        """The :class:`Ruleset` named ``name`` (``"mawan"`` …); :class:`MjError` for another name."""
        return get_ruleset(name)

    def ghost_kinds(self, name: str) -> tuple[int, ...]:
        """The ghost (鬼) kinds of ruleset ``name`` under its options; none when the options are refused."""
        if name in self.option_errors:
            return ()
        rs, opts = self._prepared[name]
        return tuple(rs.ghost_kinds(opts))

    def score(self, name: str) -> ScoreResult | MjError | None:
        """As :func:`score` for a complete hand (``None`` for any other hand), the refusal as the value."""
        if not self.complete:
            return None
        if name not in self._scores:
            err = self._refusal(name, self.hand) or self.context_error
            if err is None:
                rs, opts = self._prepared[name]
                try:
                    self._scores[name] = _score_checked(rs, opts, self.hand, self.context)
                except MjError as e:
                    self._scores[name] = _detached(e)
            else:
                self._scores[name] = err
        return self._scores[name]

    def waits(self, name: str) -> Waits | MjError | None:
        """As :func:`waits` for :attr:`waits_hand` (``None`` when there is none)."""
        h = self.waits_hand
        if h is None:
            return None
        if name not in self._waits:
            err = self._refusal(name, h)
            if err is None:
                rs, opts = self._prepared[name]
                try:
                    self._waits[name] = rs.waits(h, opts)
                except MjError as e:
                    self._waits[name] = _detached(e)
            else:
                self._waits[name] = err
        return self._waits[name]

    def shanten(self, name: str) -> int | None:
        """As :func:`shanten` for :attr:`waits_hand` (向听数; ``None`` when there is no such hand or the ruleset
        refuses it: shanten is a hint, and the refusal is what :meth:`waits` says)."""
        h = self.waits_hand
        if h is None:
            return None
        if name not in self._shanten:
            value = None
            if self._refusal(name, h) is None:
                rs, opts = self._prepared[name]
                try:
                    value = rs.shanten(h, opts)
                except MjError:
                    value = None
            self._shanten[name] = value
        return self._shanten[name]

    def readings(self, name: str) -> list[Reading] | MjError | None:
        """As :func:`decompose` for a complete hand (``None`` for any other hand)."""
        if not self.complete:
            return None
        if name not in self._readings:
            err = self._refusal(name, self.hand)
            if err is None:
                rs, opts = self._prepared[name]
                try:
                    self._readings[name] = rs.readings(self.hand, opts)
                except MjError as e:
                    self._readings[name] = _detached(e)
            else:
                self._readings[name] = err
        return self._readings[name]

    def wait_values(self, name: str, kinds: Iterable[int] | None = None) -> dict[int, WaitValue | MjError] | MjError | None:
        """As :func:`wait_values` for :attr:`waits_hand` with the context (``None`` when there is no such hand);
        each per-wait :class:`MjError` without its traceback.  Not kept: each call computes."""
        h = self.waits_hand
        if h is None:
            return None
        err = self._refusal(name, h) or self._make_error
        if err is not None:
            return err
        rs, opts = self._prepared[name]
        try:
            out = _wait_values_checked(rs, opts, h, self.context, kinds)
        except MjError as e:
            return _detached(e)
        for v in out.values():
            if isinstance(v, BaseException):
                _detached(v)
        return out


def examine(hand: str | Hand, context: Mapping[str, Any] | Context | None = None,
            options: Mapping[str, Mapping[str, Any] | None] | None = None) -> Examination:
    """Everything about one hand under the three rulesets, each input checked once: an :class:`Examination`.

    Parameters
    ----------
    hand : str | Hand
        A hand, partial allowed (``"123m45p"``; 13 tiles for waits, 14 with ``+tile`` for scores).
    context : dict | Context, optional
        As for :func:`score` (one context for every ruleset).
    options : dict, optional
        Ruleset name → that ruleset's options dict.

    Returns
    -------
    Examination
        Bad context or options are kept as values (``context_error``, ``option_errors``), never raised.

    Raises
    ------
    MjError
        Only for a hand that cannot be read (bad notation, more than 14 tiles, a fifth copy).

    The explorer's one call per refresh (spec ``product.md`` § Widgets).
    """
    return Examination(parse_hand(hand, allow_partial=True) if not isinstance(hand, Hand) else hand, context, options)


__all__ = ["Examination", "examine"]
