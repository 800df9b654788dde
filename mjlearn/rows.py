"""Tables of results as plain rows (no pandas): items, readings, payments, waits, and the three-ruleset
comparison.

Spec ``product.md`` § Library ("``to_frame()``-style helpers give pandas DataFrames for tables") and § Widgets.
The views (the Explorer, :func:`mjlearn.render.table_html`) render these rows directly, so the explorer, the
exercises and the discard advice run where pandas is not installed (a JupyterLite course site: Pyodide's
pandas is not on the package registries).  :mod:`mjlearn.frames` turns the same rows into pandas DataFrames.

* A table is a :class:`Rows`: ``columns`` (headers, ``str``) and ``rows`` (lists of cell values, one per
  column).  ``columns, rows = items_rows(res)`` unpacks it.
* Column headers and cell texts come from the :mod:`mjlearn.i18n` catalogue, rendered in ``lang``
  (``"zh"``, ``"en"``, ``"both"``; ``None`` = the current language).  Numbers stay numbers (a whole
  ``float`` becomes an ``int``); flags are ``bool``; a missing value is ``None``.
* :func:`waits_rows` and :func:`comparison_rows` go through the public facade (:mod:`mjlearn.api`)
  and never invent a value: a ruleset whose scoring has not landed says so (``status.not_implemented``).
"""
from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from . import terms
from .context import SEAT_EN, SEAT_ZH
from .errors import MjError
from .hand import Hand, parse_hand
from .i18n import T, Text, colon, get_language, join, list_sep, plain, register, unit
from .tiles import group_name, tile_en, tile_str, tile_zh
from .wording import whole


class Rows(NamedTuple):
    """A table as plain Python values: ``columns`` (list of header ``str``) and ``rows`` (list of lists, each
    as long as ``columns``).  Unpacks as ``columns, rows``."""
    columns: list
    rows: list

    def column(self, name: str) -> list:
        """The cells of the column headed ``name`` (``KeyError`` if there is none)."""
        try:
            i = self.columns.index(name)
        except ValueError:
            raise KeyError(name) from None
        return [r[i] for r in self.rows]

    def records(self) -> list[dict]:
        """One ``{header: value}`` dict per row."""
        return [dict(zip(self.columns, r)) for r in self.rows]

    def transposed(self, corner: str = "") -> Rows:
        """Rows become columns: the first column's cells become the headers (after ``corner``), and each
        other column becomes a row led by its header.  Used to show the rulesets side by side."""
        cols = [corner] + [r[0] for r in self.rows]
        rows = [[c] + [r[i] for r in self.rows] for i, c in enumerate(self.columns) if i > 0]
        return Rows(cols, rows)

    def head(self, n: int = 5) -> Rows:
        """The first ``n`` rows (all columns), like ``DataFrame.head``."""
        return Rows(list(self.columns), [list(r) for r in self.rows[:n]])

    def select(self, *names: str) -> Rows:
        """Only the columns headed ``names``, in that order (``KeyError`` for a header that is not there)."""
        idx = []
        for n in names:
            try:
                idx.append(self.columns.index(n))
            except ValueError:
                raise KeyError(n) from None
        return Rows(list(names), [[r[i] for i in idx] for r in self.rows])

    def to_frame(self):
        """The table as a pandas ``DataFrame`` (imports pandas; ``ImportError`` when it is not installed).

        In the browser (Pyodide, ``sys.platform == "emscripten"``: the JupyterLite course site), where pandas
        cannot be installed from the package registries, the table itself is returned instead (it shows as the
        same HTML table in a notebook) after a one-line note saying why, so a notebook cell keeps working."""
        try:
            import pandas as pd
        except ImportError:
            if sys.platform != "emscripten":
                raise
            _note_no_pandas()
            return self
        return pd.DataFrame(self.rows, columns=self.columns)

    def _repr_html_(self) -> str:
        from .render import table_html
        return table_html(self.columns, self.rows, css=True)


_NOTED: list[bool] = []


def _note_no_pandas() -> None:
    """Say once per session that tables are shown without pandas (the browser-only site)."""
    if not _NOTED:
        _NOTED.append(True)
        print(T("rows.no_pandas"))


register({
    "rows.no_pandas": ("注：浏览器版课程网站里没有 pandas，表格以普通表格显示（内容相同）。",
                       "Note: pandas is not available in the browser-only course site; tables are shown as plain "
                       "tables (same content)."),
    "err.rows.columns": ("表格的行没有给出列名", "table rows given without column headers"),
    "err.rows.width": ("表格某一行的格数与列数不同", "a table row has a different number of cells than columns"),
    "err.rows.columns.ok": ("字典列表（每行一个字典，列名对应值），或行列表加列名参数（每个列名一项），每行格数与列数相同",
                            "a list of dicts (one {{header: value}} per row), or a list of rows with columns=[headers…], "
                            "each row as long as the columns"),
    "frame.code": ("编号", "code"),
    "frame.item": ("项目", "item"),
    "frame.value": ("数值", "value"),
    "frame.unit": ("单位", "unit"),
    "frame.counted": ("计入", "counted"),
    "frame.reason": ("理由", "reason"),
    "frame.excluded": ("排除原因", "excluded because"),
    "frame.seed": ("原文出处", "rule text"),
    "frame.family": ("类别", "family"),
    "frame.reading": ("拆法", "reading"),
    "frame.form": ("牌型", "form"),
    "frame.shape": ("胡的牌位置", "wait shape"),
    "frame.groups": ("分组（［ ］为胡的牌所在的组）", "groups ([ ] holds the winning tile)"),
    "frame.legal": ("合法", "legal"),
    "frame.problems": ("问题", "problems"),
    "frame.best": ("计分采用", "scored"),
    "frame.items": ("计入项目", "counted items"),
    "frame.payer": ("付款方", "payer"),
    "frame.payee": ("收款方", "payee"),
    "frame.amount": ("金额", "amount"),
    "frame.seat": ("座位", "seat"),
    "frame.net": ("净额", "net"),
    "frame.tile": ("牌", "tile"),
    "frame.name": ("名称", "name"),
    "frame.ruleset": ("规则", "ruleset"),
    "frame.status": ("结果", "status"),
    "frame.total": ("合计", "total"),
    "frame.why": ("说明", "why / notes"),
    "frame.wait_dead": ("死听（四张都在手里）", "dead wait (all 4 copies in this hand)"),
    "frame.wait_illegal": ("不合法：{why}", "not legal: {why}"),
    "frame.wait_not": ("不是此规则的听牌", "not a wait here"),
    "frame.coming": ("即将推出", "coming"),
    "frame.error": ("无法计算：{msg}", "cannot compute: {msg}"),
    "frame.invalid_input": ("输入不符合该规则", "invalid input for this ruleset"),
    "frame.not_win_because": ("不能胡，因为 {why}", "not a win because {why}"),
})


def _rendered(x: Any, lang: str | None) -> Any:
    """Render a Text in ``lang``; other values unchanged."""
    return x.render(lang) if isinstance(x, Text) else x


def _heading(key: str, lang: str | None) -> str:
    return T(key).render(lang)


def _unit(u: Any, lang: str | None) -> str:
    """A unit (台 张 倍 分 元) in ``lang``: ``"tai"`` in English, the Chinese unit in ``zh`` and ``both``."""
    return unit(u).render(lang) if isinstance(u, str) and u else (u or "")


def _source(seed: str, ruleset: str, lang: str | None) -> str:
    """The rule text reference in words (``"马湾算胡 · 二、胡牌规则 · 算法 5"``), see :func:`mjlearn.render.source_text`."""
    from .render.result import source_text
    from .rules import get_ruleset
    try:
        title = get_ruleset(ruleset).title
    except MjError:
        title = None
    return source_text(seed, title).render(lang)



def table(data: Sequence[Mapping[str, Any]] | Sequence[Sequence[Any]],
          columns: Sequence[str] | None = None) -> Rows:
    """A small table for a notebook cell, shown as a left-aligned HTML table (no pandas, no index column).

    Parameters
    ----------
    data : either records (one ``{header: value}`` dict per row; the headers are the keys in first-seen
        order, a key missing from a row is an empty cell) or rows (sequences of cell values, one per column,
        with ``columns``)
    columns : the headers (``str``); required for rows, for records it picks and orders the columns

    Returns
    -------
    Rows : numbers stay numbers (a whole ``float`` becomes an ``int``: ``210``, never ``210.0``); a
    :class:`~mjlearn.i18n.Text` is rendered in the current language; ``None`` is an empty cell (never NaN).

    Raises
    ------
    MjError
        Rows without ``columns``, or a row whose length differs from the number of columns.
    """
    data = list(data)
    if data and all(isinstance(d, Mapping) for d in data):
        if columns is None:
            cols: list = []
            for d in data:
                cols.extend(k for k in d if k not in cols)
        else:
            cols = list(columns)
        body = [[d.get(c) for c in cols] for d in data]  # type: ignore[attr-defined]  # all Mappings (checked above)
    else:
        if columns is None:
            raise MjError(T("err.rows.columns"), f"{len(data)} rows", T("err.rows.columns.ok"))
        cols = list(columns)
        body = []
        for i, r in enumerate(data):
            r = list(r)
            if len(r) != len(cols):
                raise MjError(T("err.rows.width"), f"row {i + 1}: {len(r)} cells, {len(cols)} columns",
                              T("err.rows.columns.ok"))
            body.append(r)
    return Rows([str(c) for c in cols], [[whole(_rendered(v, None)) for v in r] for r in body])


def items_rows(result, lang: str | None = None) -> Rows:
    """The items of a result, one row each, counted and excluded (``ScoreResult.items``).

    Columns (headers in ``lang``): code (spec id), item (name), value, unit (张/台/倍/分…), counted (bool),
    reason (names the tiles), excluded because (``excluded_by``: reason, empty when counted), seed.
    An unscored result (``not_win`` / ``not_implemented``) gives no rows, with these columns.
    """
    cols = [_heading(k, lang) for k in ("frame.code", "frame.item", "frame.value", "frame.unit", "frame.counted",
                                  "frame.reason", "frame.excluded", "frame.seed")]
    rows = []
    for it in result.items:
        excl = ""
        if not it.counted:
            why = _rendered(it.excluded_reason, lang) if it.excluded_reason is not None else ""
            excl = f"{it.excluded_by}{colon(lang)}{why}" if why else str(it.excluded_by)
        rows.append([it.code, _rendered(it.name, lang), whole(it.value), _unit(it.unit, lang), it.counted,
                     _rendered(it.reason, lang), excl, _source(it.seed, result.ruleset, lang)])
    return Rows(cols, rows)


def _groups_text(reading, ruleset: str | None = None, lang: str | None = None) -> str:
    """The reading's groups, ``[ ]`` around the winning tile's: Chinese names in zh (``一二三万 ［四五六饼］``,
    as ``ruleset`` writes the suits), notation otherwise (``123m [456p]``)."""
    if reading is None:
        return ""
    if (lang or get_language()) != "zh":
        return str(reading)
    groups = getattr(reading, "groups", None) or reading.decomposition.groups
    win = getattr(reading, "win_index", None)
    parts = []
    for i, g in enumerate(groups):
        name = g.zh() if g.is_wild else group_name(g.tiles, ruleset if ruleset in terms.RULESETS else None)
        parts.append(f"［{name}］" if i == win else name)
    return " ".join(parts)


def readings_rows(result, lang: str | None = None) -> Rows:
    """Every reading of a result with its value under the ruleset (``ScoreResult.readings``).

    Columns: reading (1-based number), form, wait shape, groups (``[ ]`` around the winning tile's group),
    value (in ``result.unit``), unit, legal (bool), problems, scored (bool: the reading the total uses),
    counted items (codes).
    """
    cols = [_heading(k, lang) for k in ("frame.reading", "frame.form", "frame.shape", "frame.groups", "frame.value",
                                  "frame.unit", "frame.legal", "frame.problems", "frame.best", "frame.items")]
    rows = []
    for i, rs in enumerate(result.readings):
        rd = rs.reading
        form = T("form." + rd.form).render(lang) if rd is not None else (_rendered(rs.label, lang) or "")
        shape = terms.shape_label(rd.win_shape, result.ruleset).render(lang) if rd is not None and rd.win_shape else ""
        rows.append([i + 1, form, shape, _groups_text(rd, result.ruleset, lang), whole(rs.value), _unit(result.unit, lang), rs.legal,
                     list_sep(lang).join(_rendered(p, lang) for p in rs.problems), i == result.best,
                     " ".join(it.code for it in rs.counted)])
    return Rows(cols, rows)


def _seat(s: str, lang: str | None) -> str:
    return plain(SEAT_ZH.get(s, s), SEAT_EN.get(s, s)).render(lang)


def payments_rows(result, lang: str | None = None, *, lines: bool = False) -> Rows:
    """Who pays whom.

    ``lines=False`` (default): one row per seat — seat, net (+ receives, − pays; sums to zero), unit.
    ``lines=True``: one row per transfer — payer, payee, amount, unit, reason, code.
    Empty (with the columns) for an unscored result.
    """
    if lines:
        cols = [_heading(k, lang) for k in ("frame.payer", "frame.payee", "frame.amount", "frame.unit", "frame.reason",
                                      "frame.code")]
        rows = [[_seat(p.payer, lang), _seat(p.payee, lang), whole(p.amount), _unit(result.payment_unit, lang),
                 _rendered(p.reason, lang), p.code] for p in result.payment_lines]
        return Rows(cols, rows)
    cols = [_heading(k, lang) for k in ("frame.seat", "frame.net", "frame.unit")]
    rows = [[_seat(s, lang), whole(v), _unit(result.payment_unit, lang)] for s, v in result.payments.items()]
    return Rows(cols, rows)


def value_text(result, lang: str | None = None) -> str:
    """One cell summarising a result: ``"30 台"``, ``"not a win because …"`` or ``"coming"``."""
    if isinstance(result, MjError):
        return T("frame.error", msg=str(result)).render(lang)
    if result.status == "not_implemented":
        return T("frame.coming").render(lang)
    if result.status == "not_win":
        why = join(list(result.why_not)) if result.why_not else T("status.not_win")
        return T("frame.not_win_because", why=why).render(lang)
    if result.total_text is not None:
        return _rendered(result.total_text, lang)
    return f"{whole(result.total)} {_unit(result.unit, lang)}".strip()


def _title(name: str, lang: str | None) -> str:
    from .rules import get_ruleset
    return _rendered(get_ruleset(name).title, lang)


def comparison_rows(hand: Hand | str, context: Mapping[str, Any] | None = None,
                     options: Mapping[str, Mapping[str, Any]] | None = None, lang: str | None = None, *,
                     results: Mapping[str, Any] | None = None) -> Rows:
    """The rulesets side by side for one complete hand (``mjlearn.api.compare``).

    Parameters
    ----------
    hand : complete hand (``"… +9m"``)
    context, options : as for :func:`mjlearn.api.compare` (``options`` maps ruleset name → options)
    lang : language of headers and cells
    results : precomputed ``compare`` output (name → ScoreResult or MjError), to avoid scoring twice

    Returns
    -------
    Rows, one per ruleset: ruleset, status, total (number or empty), unit, counted items
    (codes), why / notes ("not a win because …", "coming", the error message, or the interpretation notes).
    A ruleset that rejects the input (an ``MjError``: a tile outside its tile set, a set kind it does not
    allow, a context it refuses) gets the status "invalid input for this ruleset" (``frame.invalid_input``),
    never "not a win", and its message ("cannot compute: …") in why / notes.

    Raises
    ------
    MjError
        A bad hand (the same for every ruleset); a ruleset-specific problem goes into that row.
    """
    from . import api
    if results is None:
        results = api.compare(hand, context, options)
    cols = [_heading(k, lang) for k in ("frame.ruleset", "frame.status", "frame.total", "frame.unit", "frame.items",
                                  "frame.why")]
    rows = []
    for name, res in results.items():
        title = _title(name, lang)
        if isinstance(res, MjError):  # the input does not fit this ruleset: not a "not a win" verdict
            rows.append([title, T("frame.invalid_input").render(lang), None, "", "", value_text(res, lang)])
            continue
        status = T("status." + res.status).render(lang)
        if res.status == "scored":
            notes = list_sep(lang).join(f"{n.code}{colon(lang)}{_rendered(n.text, lang)}" for n in res.notes)
            rows.append([title, status, whole(res.total), _unit(res.unit, lang), " ".join(res.codes()), notes])
        else:
            rows.append([title, status, None, res.unit if res.status == "scored" else "", "", value_text(res, lang)])
    return Rows(cols, rows)


def waits_rows(hand: Hand | str, rulesets: Sequence[str] | None = None,
                context: Mapping[str, Any] | None = None,
                options: Mapping[str, Mapping[str, Any]] | None = None, lang: str | None = None, *,
                waits: Mapping[str, Any] | None = None) -> Rows:
    """Each wait of a 13-tile hand and what the hand would score on it in each ruleset.

    Parameters
    ----------
    hand : 13-tile waiting hand (no ``+tile``)
    rulesets : names (default: all, in display order)
    context : the win context used to score each wait (default: a discard win)
    options : ruleset name → options
    waits : precomputed ``mjlearn.waits`` per ruleset (name → Waits or MjError)

    Returns
    -------
    Rows, one per kind that is a (live, dead or illegal) wait in at least one ruleset, in tile
    order: tile (``5m``), name, then one column per ruleset (its title) holding the value if it won on
    that tile (``"8 台"``), "not a win because …", "dead wait", "not a wait here" or "coming".

    Raises
    ------
    MjError
        A bad hand, or a hand that is not a 13-tile waiting hand.
    """
    from . import api  # also registers the error strings used below
    from .rules import ruleset_names
    h = parse_hand(hand)
    if h.win_tile is not None:
        raise MjError(T("err.api.waits"), str(h), T("err.api.waits.ok"))
    names = list(rulesets) if rulesets is not None else ruleset_names()
    options = options or {}
    ws: dict[str, Any] = {}
    for name in names:
        if waits is not None and name in waits:
            ws[name] = waits[name]
            continue
        try:
            ws[name] = api.waits(h, name, options.get(name))
        except MjError as e:
            ws[name] = e
    kinds: set[int] = set()
    for w in ws.values():
        if not isinstance(w, MjError):
            kinds.update(w.live)
            kinds.update(w.dead)
            kinds.update(w.illegal)
    # every wait valued at once per ruleset (api.wait_values shares the work across waits: ghost hands)
    vals: dict[str, Any] = {}
    for name in names:
        w = ws[name]
        if not isinstance(w, MjError):
            try:
                vals[name] = api.wait_values(h, name, context, options.get(name),
                                             kinds=sorted(set(w.live) | set(w.illegal)))
            except MjError as e:
                vals[name] = e
    cols = [_heading("frame.tile", lang), _heading("frame.name", lang)] + [_title(n, lang) for n in names]
    rows = []
    for k in sorted(kinds):
        row: list[Any] = [tile_str(k), plain(tile_zh(k), tile_en(k)).render(lang)]
        for name in names:
            w = ws[name]
            if isinstance(w, MjError):
                row.append(T("frame.error", msg=str(w)).render(lang))
            elif k in w.dead:
                row.append(T("frame.wait_dead").render(lang))
            elif k in w.live or k in w.illegal:
                v = vals[name]
                v = v if isinstance(v, MjError) else v[k]
                row.append(value_text(v, lang))
            else:
                row.append(T("frame.wait_not").render(lang))
        rows.append(row)
    return Rows(cols, rows)


__all__ = ["Rows", "table", "items_rows", "readings_rows", "payments_rows", "waits_rows", "comparison_rows", "value_text"]
