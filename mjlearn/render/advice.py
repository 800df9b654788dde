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

from ..advice import NEVER, Advice, AdviceRow, shape_text, value_text
from ..advice.model import unit_text
from ..i18n import T, Text, list_sep, register
from ..tiles import tile_str
from .html import CSS, esc, tile_caption, tile_span, tiles_html
from .lang import name, name_language, tagged

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
    "advice.col.second": ("下一步平均进张", "next-step average"),
    "advice.col.rank": ("名次", "rank"),
    "advice.col.improves": ("改良（张数→进张）", "改良 (copies → accepted)"),
    "advice.col.improves_ev": ("改良（张数→进张，期望值）", "改良 (copies → accepted, EV)"),
    "advice.col.next": ("下一步平均进张", "next-step avg."),
    "advice.col.ev": ("期望值", "EV"),
    "advice.col.ev_unit": ("期望值（{unit}×张）", "EV ({unit} × copies)"),
    "advice.view.shape": ("形式", "shape"),
    "advice.col.waits": ("听牌 · 价值", "waits · value"),
    "advice.col.why": ("说明", "why"),
})

_STYLE = ("<style>.mj-advice table.mj-table td,.mj-advice table.mj-table th{text-align:left;vertical-align:middle}"
          ".mj-advice table.mj-table td.mj-num{text-align:right}.mj-advice tr.mj-adv-best td{background:#fff3df}"
          ".mj-advice .mj-adv-acc{display:inline-flex;flex-wrap:wrap;gap:1px}.mj-advice .mj-adv-waits{gap:8px}"
          ".mj-advice .mj-adv-why{font-size:12.5px;color:#333;min-width:180px;max-width:320px}"
          ".mj-advice .mj-adv-n{font-weight:600;margin-right:4px}"
          ".mj-advice td.mj-adv-d{white-space:nowrap}.mj-advice tr.mj-adv-group td{background:#eef2f7;font-weight:600;font-size:12px}"
          ".mj-advice .mj-adv-shape{color:#777;font-size:11px;margin-left:3px}"
          ".mj-advice td.mj-adv-imp{max-width:200px}.mj-advice td.mj-adv-imp .mj-adv-acc{max-width:200px}"
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


def _group_label(n: int) -> Text:
    if n >= NEVER:
        return T("advice.sh.never")
    return T(f"advice.sh.{n}") if n in (0, 1, 2) else T("advice.sh.n", n=n)


def _num(x: float) -> str:
    x = float(x)
    return str(int(x)) if x.is_integer() else f"{x:.1f}"


def _improves_cell(adv: Advice, r: AdviceRow, size: int) -> str:
    if not r.improves:
        return ""
    evs = r.improves_ev  # a ready row's draws that raise the EV: the EV reached under the copies
    tiles = "".join(tile_span(k, size=size, caption=f"×{c}→{f}" + (" " + T('advice.imp.ev', x=_num(evs[k])).render()
                                                                    if k in evs else ""))
                    for k, (c, f) in r.improves.items())
    return f'<span class="mj-adv-acc">{tiles}</span>'


def _waits_cell(adv: Advice, r: AdviceRow, size: int) -> str:
    if r.shanten != 0 and r.legal_shanten != 0:
        return ""
    parts = []
    for k, (c, v) in r.waits.items():
        shp = "/".join(shape_text(x) for x in r.wait_shapes.get(k, ()))
        cap = f"×{c} {shp} · {value_text(v, adv.ways, adv.unit)}"
        parts.append(tile_span(k, size=size, mark="ghost" if k in adv.ghosts else None, caption=cap))
    for k, why in r.illegal_waits.items():
        parts.append(f'<span title="{esc(name(why))}">'
                     + tile_span(k, size=size, mark="dead", caption=str(T("advice.view.blocked"))) + "</span>")
    return f'<span class="mj-adv-acc mj-adv-waits">{"".join(parts)}</span>'


def _badges(r: AdviceRow, best: bool) -> str:
    out = ""
    if best:
        out += f'<span class="mj-badge mj-best">{esc(T("advice.view.best"))}</span>'
    if r.blocked:
        out += f'<span class="mj-badge mj-bad" title="{esc(list_sep(name_language()).join(name(b) for b in r.blocked))}">{esc(T("advice.view.blocked"))}</span>'
    return out


@tagged
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
    out.append(f"<h3 style='margin:2px 0 4px;font-size:15px'>{esc(T('advice.title'))} · {_title(adv)}</h3>")
    if show_hand:
        tiles = list(adv.hand.closed_tiles) + [k for m in adv.hand.melds for k in m.tiles]
        marks = ["ghost" if k in adv.ghosts else None for k in tiles]
        out.append(tiles_html(tiles, size=size + 4, marks=marks, css=False))
    if adv.wins:
        out.append(f"<div class='mj-adv-win'><b>{esc(adv.win_text)}</b></div></div>")
        return (CSS + _STYLE if css else "") + "".join(out)
    rows = adv.rows if max_rows is None else adv.rows[:max_rows]
    any_imp = any(r.improves for r in rows)
    any_ready = any(r.legal_shanten == 0 or r.shanten == 0 for r in rows)
    any_ev = any(r.ev is not None for r in rows)
    any_next = any(r.next_avg is not None for r in rows)
    head = [T("advice.col.rank"), T("advice.col.discard"), T("advice.col.shanten"), T("advice.col.accepts")]
    if any_imp:
        head.append(T("advice.col.improves_ev" if any(r.improves_ev for r in rows) else "advice.col.improves"))
    if any_next:
        head.append(T("advice.col.next"))
    if any_ready:
        head.append(T("advice.col.waits"))
    if any_ev:
        head.append(_ev_head(adv))
    head.append(T("advice.col.why"))
    out.append('<table class="mj-table">')
    out.append("<tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>")
    group = None
    for r in rows:
        if r.legal_shanten != group:  # rows grouped by legal shanten (advice.md § Ranking)
            group = r.legal_shanten
            out.append(f'<tr class="mj-adv-group"><td colspan="{len(head)}">{esc(_group_label(group))}</td></tr>')
        best = r.rank == 1
        cls = ' class="mj-adv-best"' if best else ""
        rank = f"{r.rank}=" if r.tied else str(r.rank)
        tie = f' title="{esc(name(T("advice.tied")))}"' if r.tied else ""
        sh = "∞" if r.legal_shanten >= NEVER else str(r.legal_shanten)
        if r.shanten != r.legal_shanten:
            sh += f' <span class="mj-adv-shape">({esc(T("advice.view.shape"))} {r.shanten})</span>'
        acc = f'<span class="mj-adv-n">{r.accepted}</span>'
        if r.shape_accepted != r.accepted:
            acc += f'<span class="mj-adv-shape">({esc(T("advice.view.shape"))} {r.shape_accepted})</span>'
        cells = [f'<td class="mj-num"{tie}>{rank}</td>',
                 f'<td class="mj-adv-d">{_discard_cell(adv, r, size)}{_badges(r, best)}</td>',
                 f'<td class="mj-num">{sh}</td>',
                 f'<td>{acc}{_accepts_cell(adv, r, size - 8)}</td>']
        if any_imp:
            cells.append(f'<td class="mj-adv-imp">{_improves_cell(adv, r, size - 10)}</td>')
        if any_next:
            cells.append(f'<td class="mj-num">{"" if r.next_avg is None else f"{r.next_avg:.1f}"}</td>')
        if any_ready:
            cells.append(f"<td>{_waits_cell(adv, r, size - 6)}</td>")
        if any_ev:
            cells.append(f'<td class="mj-num">{"" if r.ev is None else _num(r.ev)}</td>')
        cells.append(f'<td class="mj-adv-why">{esc(r.why)}</td>')
        out.append(f'<tr{cls} data-discard="{tile_str(r.discard)}" data-rank="{r.rank}">' + "".join(cells) + "</tr>")
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
    if any(r.ev is not None for r in adv.rows):
        notes.append(T("advice.interp.ev", p=f"{adv.self_draw_share:.2f}"))
    if any(r.accepted == 0 for r in adv.rows):
        notes.append(T("advice.dead.note"))
    out.append("<div class='mj-assume'>" + " · ".join(esc(n) for n in notes) + "</div>")
    out.append("</div>")
    return (CSS + _STYLE if css else "") + "".join(out)


def _ev_head(adv: Advice) -> Text:
    """The EV column's heading with its unit: the payments' unit (元 / 分) × copies (advice.md § Figures)."""
    return T("advice.col.ev_unit", unit=unit_text(adv.unit)) if adv.unit else T("advice.col.ev")


def _compact(adv: Advice, size: int, max_rows: int) -> str:
    """One ruleset's column: rank, discard, legal shanten, accepted copies and EV; the best row's reason and the
    first blocked row's rule underneath, so three columns fit side by side.  A winning hand: the line saying so."""
    head = [T("advice.col.rank"), T("advice.col.discard"), T("advice.col.shanten"), T("advice.accepted"),
            _ev_head(adv)]
    out = [f'<div class="mj-adv-col mj-advice" data-ruleset="{esc(adv.ruleset)}"><h3 style="margin:2px 0 4px;font-size:14px">'
           f"{_title(adv)}</h3>"]
    if adv.wins:
        out.append(f'<div class="mj-adv-win"><b>{esc(adv.win_text)}</b></div></div>')
        return "".join(out)
    out.append("<table class='mj-table'><tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>")
    for r in adv.rows[:max_rows]:
        cls = ' class="mj-adv-best"' if r.rank == 1 else ""
        rank = f"{r.rank}=" if r.tied else str(r.rank)
        sh = "∞" if r.legal_shanten >= NEVER else str(r.legal_shanten)
        ev = "" if r.ev is None else _num(r.ev)
        out.append(f'<tr{cls} data-discard="{tile_str(r.discard)}" data-rank="{r.rank}"><td class="mj-num">{rank}</td>'
                   f'<td class="mj-adv-d">{_discard_cell(adv, r, size)}{_badges(r, False)}</td>'
                   f'<td class="mj-num">{sh}</td><td class="mj-num">{r.accepted}</td><td class="mj-num">{ev}</td></tr>')
    out.append("</table>")
    if adv.best is not None:
        out.append(f'<div class="mj-adv-why">{esc(adv.best.why)}</div>')
    for r in adv.rows:
        if r.blocked:
            out.append(f'<div class="mj-adv-why" style="color:#8a1c14">{esc(r.why)}</div>')
            break
    out.append("</div>")
    return "".join(out)


@tagged
def advice_compare_html(advices: Mapping[str, Advice | Exception], *, size: int = 22, max_rows: int = 4,
                        css: bool = True) -> str:
    """Several rulesets' advice side by side (``{ruleset: Advice or the MjError it raised}``).

    The first line says whether the best discards agree ("every ruleset's best discard is 9p") or which
    ruleset throws what.  Returns ``str`` HTML (``<div class="mj-view mj-advice-compare">``)."""
    out = ['<div class="mj-view mj-advice-compare">']
    best = {n: a.best_discards() for n, a in advices.items() if isinstance(a, Advice) and a.rows}
    kinds = set(best.values())
    if len(kinds) == 1 and best:
        out.append(f"<div><b>{esc(T('advice.view.same', tile=' '.join(tile_str(k) for k in next(iter(kinds)))))}</b></div>")
    elif best:
        titles = {n: advices[n].title or Text(n, n) for n in best}  # type: ignore[union-attr]  # best: Advice only
        what = Text("；".join(f"{titles[n].zh} 打 {'/'.join(tile_str(k) for k in ks)}" for n, ks in best.items()),
                    "; ".join(f"{titles[n].en} throws {'/'.join(tile_str(k) for k in ks)}" for n, ks in best.items()))
        out.append(f"<div><b>{esc(T('advice.view.differ', what=what))}</b></div>")
    out.append('<div class="mj-adv-cols">')
    for n, a in advices.items():
        if isinstance(a, Advice):
            out.append(_compact(a, size, max_rows))
        else:
            out.append(f'<div class="mj-adv-col"><h3 style="margin:2px 0 4px;font-size:14px">{esc(n)}</h3>'
                       f'<div class="mj-error">{esc(a)}</div></div>')
    out.append("</div></div>")
    return (CSS + _STYLE if css else "") + "".join(out)

