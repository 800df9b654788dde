"""pandas DataFrames of results: items, readings, payments, waits, and the three-ruleset comparison.

Spec ``product.md`` § Library ("``to_frame()``-style helpers give pandas DataFrames for tables").

Each ``*_frame`` is the matching table of :mod:`mjlearn.rows` (plain rows, no pandas) as a DataFrame: the same
columns, the same cells.  pandas is imported when a frame is made (:meth:`mjlearn.rows.Rows.to_frame`; in the
browser-only site, which has no pandas, the plain table is shown with a note); the views (the Explorer,
exercises, advice) use :mod:`mjlearn.rows` and never need it.

* Column headers and cell texts come from the :mod:`mjlearn.i18n` catalogue, rendered in ``lang``
  (``"zh"``, ``"en"``, ``"both"``; ``None`` = the current language).  Numbers stay numbers.
* ``ScoreResult.items_frame()`` / ``readings_frame()`` / ``payments_frame()`` delegate here.
* :func:`waits_frame` and :func:`comparison_frame` go through the public facade (:mod:`mjlearn.api`)
  and never invent a value: a ruleset whose scoring has not landed says so (``status.not_implemented``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

if TYPE_CHECKING:
    import pandas as pd

from . import rows as _rows
from .hand import Hand
from .rows import value_text


def items_frame(result, lang: str | None = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.items_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame (empty, with the columns, for an unscored result)."""
    return _rows.items_rows(result, lang).to_frame()


def readings_frame(result, lang: str | None = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.readings_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame."""
    return _rows.readings_rows(result, lang).to_frame()


def payments_frame(result, lang: str | None = None, *, lines: bool = False) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.payments_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame; ``lines=True`` gives one row per transfer, the default one row per seat."""
    return _rows.payments_rows(result, lang, lines=lines).to_frame()


def comparison_frame(hand: "Hand | str", context: "Mapping[str, Any] | None" = None,
                     options: "Mapping[str, Mapping[str, Any]] | None" = None, lang: str | None = None, *,
                     results: "Mapping[str, Any] | None" = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.comparison_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame, one row per ruleset."""
    return _rows.comparison_rows(hand, context, options, lang, results=results).to_frame()


def waits_frame(hand: "Hand | str", rulesets: Sequence[str] | None = None,
                context: "Mapping[str, Any] | None" = None,
                options: "Mapping[str, Mapping[str, Any]] | None" = None, lang: str | None = None, *,
                waits: "Mapping[str, Any] | None" = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.waits_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame, one row per wait."""
    return _rows.waits_rows(hand, rulesets, context, options, lang, waits=waits).to_frame()


__all__ = ["items_frame", "readings_frame", "payments_frame", "waits_frame", "comparison_frame", "value_text"]

