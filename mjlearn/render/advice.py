"""HTML views of discard advice (何切): one ruleset's table, and the three rulesets side by side.

* :func:`advice_html` — the hand, then one line per discard: the tile thrown (a ghost marked), shanten, the
  accepted tiles drawn with their copies left, the total, the second step, ready rows' waits with copies and
  value, and the one-line reason.  The best row is highlighted; a Jinzhou row whose best shape is blocked
  carries a red badge with the rule.
* :func:`advice_compare_html` — compact tables for several rulesets side by side, with a line saying where
  the best discards differ.

The package facade registers :func:`advice_html` with :mod:`mjlearn._display`, so ``Advice._repr_html_`` draws it
(the model never imports this module, and this module imports no ruleset code).  Every ``<tr>`` of a row carries ``data-discard="9p"`` for scripts and tests.
Source: spec ``product.md`` § Widgets (tiles as pictures), § Exercises (discard advice).
"""
from __future__ import annotations

from collections.abc import Mapping

from ..advice import Advice, AdviceRow, value_text
from ..i18n import T, Text, list_sep, register
from ..tiles import tile_str
from .html import CSS, esc, tile_caption, tile_span, tiles_html

register({
    "advice.view.hand": ("手牌（14 张）", "hand (14 tiles)"),
    "advice.view.more": ("……还有 {n} 种打法", "… {n} more discards"),
    "advice.view.differ": ("各规则的最佳打法不同：{what}", "the rulesets' best discards differ: {what}"),
    "advice.view.same": ("三种规则的最佳打法相同：打 {tile}", "every ruleset's best discard is the same: {tile}"),
    "advice.view.blocked": ("不合法", "blocked"),
    "advice.view.best": ("最佳", "best"),
    "advice.view.unit": ("价值单位：{unit}", "value unit: {unit}"),
    "advice.view.ways_both": ("价值按自摸、胡别人打的牌分别计算", "values for a self-draw / a discard win"),
    "advice.view.ev_short": ("期望值", "EV"),
    "advice.col.discard": ("打", "discard"),
    "advice.col.shanten": ("差几步听牌", "shanten"),
    "advice.col.accepts": ("进张（张数）", "accepted (copies)"),
    "advice.col.second": ("改良", "2nd step"),
    "advice.col.waits": ("听牌 · 价值", "waits · value"),
    "advice.col.why": ("说明", "why"),
})

_STYLE = ("<style>.mj-advice table.mj-table td,.mj-advice table.mj-table th{text-align:left;vertical-align:middle}"
          ".mj-advice table.mj-table td.mj-num{text-align:right}.mj-advice tr.mj-adv-best td{background:#fff3df}"
          ".mj-advice .mj-adv-acc{display:inline-flex;flex-wrap:wrap;gap:1px}.mj-advice .mj-adv-waits{gap:8px}"
          ".mj-advice .mj-adv-why{font-size:12.5px;color:#333;min-width:180px;max-width:320px}"
          ".mj-advice .mj-adv-n{font-weight:600;margin-right:4px}"
          ".mj-advice td.mj-adv-d{white-space:nowrap}"
          ".mj-adv-cols{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}"
          ".mj-adv-col{flex:1 1 240px;min-width:220px;max-width:380px}.mj-adv-col .mj-adv-why{max-width:none;margin-top:2px}"
          ".mj-adv-col table.mj-table th{white-space:normal;font-size:12px;padding:2px 5px}"
          ".mj-adv-col table.mj-table td{padding:2px 5px}</style>")


def _title(adv: Advice) -> str:
    return esc(adv.title if adv.title is not None else adv.ruleset)


def _discard_cell(adv: Advice, r: AdviceRow, size: int) -> str:
    mark = "ghost" if r.ghost else None
    return tile_span(r.discard, size=size, mark=mark, caption=tile_caption(r.discard, adv.ruleset))


def _accepts_cell(adv: Advice, r: AdviceRow, size: int) -> str:
    if r.any_tile:
        return f"<b>{esc(T('advice.any'))}</b>"
    tiles = "".join(tile_span(k, size=size, mark="ghost" if k in adv.ghosts else None, caption=f"×{n}")
                    for k, n in r.accepts.items())
    return f'<span class="mj-adv-acc">{tiles}</span>'


def _waits_cell(adv: Advice, r: AdviceRow, size: int) -> str:
    if r.shanten != 0:
        return ""
    parts = []
    for k, (c, v) in r.waits.items():
        cap = f"×{c} · {value_text(v, adv.ways, adv.unit)}"
        parts.append(tile_span(k, size=size, mark="ghost" if k in adv.ghosts else None, caption=cap))
    for k, why in r.illegal_waits.items():
        parts.append(f'<span title="{esc(why)}">'
                     + tile_span(k, size=size, mark="dead", caption=str(T("advice.view.blocked"))) + "</span>")
    return f'<span class="mj-adv-acc mj-adv-waits">{"".join(parts)}</span>'


def _badges(r: AdviceRow, best: bool) -> str:
    out = ""
    if best:
        out += f'<span class="mj-badge mj-best">{esc(T("advice.view.best"))}</span>'
    if r.blocked:
        out += f'<span class="mj-badge mj-bad" title="{esc(list_sep().join(map(str, r.blocked)))}">{esc(T("advice.view.blocked"))}</span>'
    return out


def advice_html(adv: Advice, *, size: int = 26, max_rows: int | None = None, css: bool = True,
                show_hand: bool = True) -> str:
    """The advice of one ruleset as an HTML table (see the module docstring).

    Parameters
    ----------
    adv : Advice (from :func:`mjlearn.advise`)
    size : tile width in px for the table's tiles (the hand is drawn 4 px larger)
    max_rows : show only the first rows (then a "… n more" line)
    css : include the shared ``<style>`` block
    show_hand : draw the 14 tiles above the table

    Returns ``str`` HTML (``<div class="mj-view mj-advice">``).
    """
    out = [f'<div class="mj-view mj-advice" data-ruleset="{esc(adv.ruleset)}">']
    out.append(f"<h4 style='margin:2px 0 4px'>{esc(T('advice.title'))} · {_title(adv)}</h4>")
    if show_hand:
        tiles = list(adv.hand.closed_tiles) + [k for m in adv.hand.melds for k in m.tiles]
        marks = ["ghost" if k in adv.ghosts else None for k in tiles]
        out.append(tiles_html(tiles, size=size + 4, marks=marks, css=False))
    rows = adv.rows if max_rows is None else adv.rows[:max_rows]
    any_second = any(r.second is not None for r in rows)
    any_ready = any(r.shanten == 0 for r in rows)
    head = [T("advice.col.discard"), T("advice.col.shanten"), T("advice.col.accepts")]
    if any_second:
        head.append(T("advice.col.second"))
    if any_ready:
        head.append(T("advice.col.waits"))
    head.append(T("advice.col.why"))
    out.append('<table class="mj-table">')
    out.append("<tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>")
    for i, r in enumerate(rows):
        cls = ' class="mj-adv-best"' if i == 0 else ""
        cells = [f'<td class="mj-adv-d">{_discard_cell(adv, r, size)}{_badges(r, i == 0)}</td>',
                 f'<td class="mj-num">{r.shanten}</td>',
                 f'<td><span class="mj-adv-n">{r.accepted}</span>{_accepts_cell(adv, r, size - 6)}</td>']
        if any_second:
            cells.append(f'<td class="mj-num">{"" if r.second is None else f"{r.second:.1f}"}</td>')
        if any_ready:
            cells.append(f"<td>{_waits_cell(adv, r, size - 4)}</td>")
        cells.append(f'<td class="mj-adv-why">{esc(r.why)}</td>')
        out.append(f'<tr{cls} data-discard="{tile_str(r.discard)}">' + "".join(cells) + "</tr>")
    out.append("</table>")
    if max_rows is not None and len(adv.rows) > max_rows:
        out.append(f"<div class='mj-assume'>{esc(T('advice.view.more', n=len(adv.rows) - max_rows))}</div>")
    notes = [T("advice.interp" if adv.ghosts else "advice.interp.no_ghost")]
    if adv.unit:
        notes.append(T("advice.view.unit", unit=adv.unit))
    if len(adv.ways) > 1:
        notes.append(T("advice.view.ways_both"))
    if any(r.blocked for r in adv.rows):
        notes.append(T("advice.block.note"))
    if any(r.accepted == 0 and not r.blocked for r in adv.rows):
        notes.append(T("advice.dead.note"))
    out.append("<div class='mj-assume'>" + " · ".join(esc(n) for n in notes) + "</div>")
    out.append("</div>")
    return (CSS + _STYLE if css else "") + "".join(out)


def _compact(adv: Advice, size: int, max_rows: int) -> str:
    """One ruleset's column: discard, shanten, copies (and the value of ready rows); the best row's reason and
    every blocked row's rule underneath, so three columns fit side by side."""
    head = [T("advice.col.discard"), T("advice.col.shanten"), T("advice.accepted")]
    out = [f'<div class="mj-adv-col mj-advice" data-ruleset="{esc(adv.ruleset)}"><h4 style="margin:2px 0 4px">'
           f"{_title(adv)}</h4><table class='mj-table'><tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>"]
    for i, r in enumerate(adv.rows[:max_rows]):
        cls = ' class="mj-adv-best"' if i == 0 else ""
        out.append(f'<tr{cls} data-discard="{tile_str(r.discard)}"><td class="mj-adv-d">{_discard_cell(adv, r, size)}'
                   f'{_badges(r, False)}</td><td class="mj-num">{r.shanten}</td><td class="mj-num">{r.accepted}</td></tr>')
    out.append("</table>")
    if adv.best is not None:
        out.append(f'<div class="mj-adv-why">{esc(adv.best.why)}</div>')
    for r in adv.rows:
        if r.blocked:
            out.append(f'<div class="mj-adv-why" style="color:#8a1c14">{esc(r.why)}</div>')
            break
    out.append("</div>")
    return "".join(out)


def advice_compare_html(advices: Mapping[str, Advice | Exception], *, size: int = 22, max_rows: int = 4,
                        css: bool = True) -> str:
    """Several rulesets' advice side by side (``{ruleset: Advice or the MjError it raised}``).

    The first line says whether the best discards agree ("every ruleset's best discard is 9p") or which
    ruleset throws what.  Returns ``str`` HTML (``<div class="mj-view mj-advice-compare">``)."""
    out = ['<div class="mj-view mj-advice-compare">']
    best = {n: a.best for n, a in advices.items() if isinstance(a, Advice) and a.best is not None}
    kinds = {r.discard for r in best.values()}
    if len(kinds) == 1 and best:
        out.append(f"<div><b>{esc(T('advice.view.same', tile=tile_str(next(iter(kinds)))))}</b></div>")
    elif best:
        titles = {n: advices[n].title or Text(n, n) for n in best}  # type: ignore[union-attr]  # best: Advice only
        what = Text("；".join(f"{titles[n].zh} 打 {tile_str(r.discard)}" for n, r in best.items()),
                    "; ".join(f"{titles[n].en} throws {tile_str(r.discard)}" for n, r in best.items()))
        out.append(f"<div><b>{esc(T('advice.view.differ', what=what))}</b></div>")
    out.append('<div class="mj-adv-cols">')
    for n, a in advices.items():
        if isinstance(a, Advice):
            out.append(_compact(a, size, max_rows))
        else:
            out.append(f'<div class="mj-adv-col"><h4 style="margin:2px 0 4px">{esc(n)}</h4>'
                       f'<div class="mj-error">{esc(a)}</div></div>')
    out.append("</div></div>")
    return (CSS + _STYLE if css else "") + "".join(out)

