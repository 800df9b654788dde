"""pandas DataFrames of results: items, readings, payments, waits, and the three-ruleset comparison.

Spec ``product.md`` § Library ("``to_frame()``-style helpers give pandas DataFrames for tables").

Each ``*_frame`` is the matching table of :mod:`mjlearn.rows` (plain rows, no pandas) as a DataFrame: the same
columns, the same cells.  pandas is imported when a frame is made (:meth:`mjlearn.rows.Rows.to_frame`; in the
browser-only site, which has no pandas, the plain table is shown with a note); the views (the Explorer,
exercises, advice) use :mod:`mjlearn.rows` and never need it.

* Column headers and cell texts come from the :mod:`mjlearn.i18n` catalogue, rendered in ``lang``
  (``"zh"``, ``"en"``, ``"both"``; ``None`` = the current language).  Numbers stay numbers: whole numbers as
  ``int`` (210, never 210.0); a missing value is an empty cell ``""`` (never NaN); units are in ``lang`` too.
* Every frame is a :class:`Table`, a DataFrame that shows itself in Jupyter as a left-aligned HTML table
  (a default 0, 1, 2… index hidden; CJK columns aligned in the plain-text form).
* ``ScoreResult.items_frame()`` / ``readings_frame()`` / ``payments_frame()`` delegate here.
* :func:`waits_frame` and :func:`comparison_frame` go through the public facade (:mod:`mjlearn.api`)
  and never invent a value: a ruleset whose scoring has not landed says so (``status.not_implemented``).
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd

from . import rows as _rows
from .hand import Hand
from .rows import value_text


def _make_table_class():
    """Build :class:`Table` on first use, so importing this module needs no pandas (the browser-only site)."""
    import pandas as pd

    class Table(pd.DataFrame):
        """A :class:`pandas.DataFrame` that displays as a left-aligned HTML table.

        Everything a DataFrame does works unchanged (``df.loc``, ``df["col"]``, ``set_index`` …, which keep
        returning a Table).  Display: cells and headers left-aligned (JupyterLab right-aligns them by default),
        a default integer index hidden, missing values blank, whole-number floats without ``.0``; the plain-text
        form measures CJK characters as two columns so Chinese tables line up.
        """

        _metadata: list[str] = []

        @property
        def _constructor(self):
            return Table

        def _show_index(self) -> bool:
            idx = self.index
            return not (isinstance(idx, pd.RangeIndex) and idx.start == 0 and idx.step == 1 and idx.name is None)

        def _repr_html_(self) -> str:
            with pd.option_context("display.max_colwidth", None):  # reasons and notes in full, never cut with "…"
                body = self.to_html(index=self._show_index(), na_rep="", border=0, escape=True, classes="mj-frame",
                                    float_format=_fmt_float)
            # inline styles: JupyterLab drops <style> from an untrusted notebook's outputs but keeps style attributes
            body = body.replace(' style="text-align: right;"', "")
            body = re.sub(r"<(td|th)(\s[^>]*)?>", lambda m: f'<{m.group(1)}{m.group(2) or ""} style="{_CELL_STYLE}">', body)
            return _TABLE_CSS + body

        def __repr__(self) -> str:
            with pd.option_context("display.unicode.east_asian_width", True, "display.max_colwidth", None):
                return pd.DataFrame(self).to_string(index=self._show_index(), na_rep="", float_format=_fmt_float)

    return Table


_TABLE_CLASS = None


def _table_class():
    global _TABLE_CLASS
    if _TABLE_CLASS is None:
        _TABLE_CLASS = _make_table_class()
    return _TABLE_CLASS


def __getattr__(name: str):  # ``from mjlearn.frames import Table`` builds the class (and imports pandas) then
    if name == "Table":
        return _table_class()
    raise AttributeError(name)


_CELL_STYLE = "text-align:left;vertical-align:top"
_TABLE_CSS = ("<style>table.mj-frame{border-collapse:collapse}"
              "table.mj-frame th,table.mj-frame td{text-align:left!important;vertical-align:top;"
              "padding:2px 8px}</style>")


def _fmt_float(v: float) -> str:
    return f"{v:g}" if float(v).is_integer() else f"{v:.4g}"


def _table(rows: _rows.Rows) -> pd.DataFrame:
    """A :class:`Table` of plain rows; a missing cell (``None``) becomes ``""`` so no column turns into floats
    with NaN (``[210, None]`` stays ``[210, ""]``, not ``[210.0, NaN]``).  Without pandas in the browser the
    plain table comes back (:meth:`mjlearn.rows.Rows.to_frame`)."""
    body = [["" if v is None else v for v in r] for r in rows.rows]
    try:
        cls = _table_class()
    except ImportError:
        return _rows.Rows(list(rows.columns), body).to_frame()
    return cls(body, columns=list(rows.columns))


def items_frame(result, lang: str | None = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.items_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame (empty, with the columns, for an unscored result)."""
    return _table(_rows.items_rows(result, lang))


def readings_frame(result, lang: str | None = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.readings_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame."""
    return _table(_rows.readings_rows(result, lang))


def payments_frame(result, lang: str | None = None, *, lines: bool = False) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.payments_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame; ``lines=True`` gives one row per transfer, the default one row per seat."""
    return _table(_rows.payments_rows(result, lang, lines=lines))


def comparison_frame(hand: Hand | str, context: Mapping[str, Any] | None = None,
                     options: Mapping[str, Mapping[str, Any]] | None = None, lang: str | None = None, *,
                     results: Mapping[str, Any] | None = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.comparison_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame, one row per ruleset."""
    return _table(_rows.comparison_rows(hand, context, options, lang, results=results))


def waits_frame(hand: Hand | str, rulesets: Sequence[str] | None = None,
                context: Mapping[str, Any] | None = None,
                options: Mapping[str, Mapping[str, Any]] | None = None, lang: str | None = None, *,
                waits: Mapping[str, Any] | None = None) -> pd.DataFrame:
    """The table of :func:`mjlearn.rows.waits_rows` (same arguments, columns, cells and errors) as a
    pandas DataFrame, one row per wait."""
    return _table(_rows.waits_rows(hand, rulesets, context, options, lang, waits=waits))


__all__ = ["items_frame", "readings_frame", "payments_frame", "waits_frame", "comparison_frame", "value_text"]

