"""HTML views of hands, readings, results and waits (spec ``product.md`` § Widgets, "Views").

Every function returns an HTML fragment (a ``str``) that starts with the shared ``<style>`` block, so it
renders on its own in a notebook cell, in JupyterLab, in Voila and in a plain browser.  All labels come
from the :mod:`mjlearn.i18n` catalogue and follow the current language (``set_language``).  Tiles are the
SVG faces of :mod:`mjlearn.render.svg`; every tile sits in ``<span class="mj-tile" data-tile="5m">`` so
that tests and scripts can find it.

This module: the shared style, the ``view.*`` catalogue entries, tiles, hands, readings, tables and the error
box.  The result views (item table, payments, results, readings with values, waits) are in
:mod:`mjlearn.render.result` (and, like every public view, in :mod:`mjlearn.render`).
"""
from __future__ import annotations

import html as _html
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .. import terms
from ..hand import MELD_EN, MELD_ZH, Hand, parse_hand
from ..i18n import T, Text, get_language, list_sep, plain, register
from ..tiles import tile_name, tile_str, tiles_text
from ..wording import number_text
from .lang import name, tagged
from .svg import _glyph_fit, tile_svg

register({
    "view.hand": ("手牌", "hand"),
    "view.concealed": ("手里的牌", "concealed"),
    "view.win_tile": ("胡的牌", "winning tile"),
    "view.no_win_tile": ("（未选胡的牌）", "(no winning tile chosen)"),
    "view.empty_hand": ("（空手牌：点下面的牌加入）", "(empty hand: click tiles below to add them)"),
    "view.tiles_count": ("{n} 张（杠按 3 张计）", "{n} tiles (a kong counts 3)"),
    "view.reading": ("拆法 {n}", "reading {n}"),
    "view.readings": ("拆牌（每种拆法，和胡的牌在哪一组）", "decompositions (each reading and where the winning tile sits)"),
    "view.no_readings": ("这手牌拆不成任何合法牌型", "these tiles form no allowed hand shape"),
    "view.win_in": ("胡的牌在此组：{shape}", "winning tile in this group: {shape}"),
    "view.ghost_as": ("鬼牌当{tile}", "ghost as {tile}"),
    "view.ghost_any": ("鬼牌（任意）", "ghost (any)"),
    "view.best": ("计分采用此拆法", "scored reading"),
    "view.value": ("值：{v}", "value: {v}"),
    "view.illegal": ("不合法：{why}", "not legal: {why}"),
    "view.code": ("编号", "code"),
    "view.item": ("项目", "item"),
    "view.count": ("数值", "value"),
    "view.reason": ("理由", "reason"),
    "view.seed": ("原文出处", "source in the rule text"),
    "view.excluded": ("不计（被 {by} 排除）：{why}", "not counted (excluded by {by}): {why}"),
    "view.notes": ("解释说明", "interpretation notes"),
    "view.assumptions": ("默认假设", "assumed"),
    "view.total": ("合计", "total"),
    "view.payments": ("付款", "payments"),
    "view.payer": ("付款方", "payer"),
    "view.payee": ("收款方", "payee"),
    "view.amount": ("金额", "amount"),
    "view.net": ("净额", "net"),
    "view.seat": ("座位", "seat"),
    "view.why_not": ("不能胡：", "not a win:"),
    "view.coming": ("即将推出：{name} 的计分还在编写中。", "coming: scoring for {name} is still being written."),
    "view.waits": ("听牌", "waits"),
    "view.dead_waits": ("死听（四张都在自己手里）", "dead waits (all four copies in this hand)"),
    "view.illegal_waits": ("形状上能胡，但按这套规则不能胡", "complete the shape but are not a legal win here"),
    "view.shanten": ("差几步听牌（向听）：{n}", "shanten: {n}"),
    "view.ready_no_legal": ("形状上已听牌，但按这套规则没有一张能合法胡的牌", "ready in shape, but no tile is a legal win here"),
    "view.ruleset": ("规则", "ruleset"),
    "view.no_items": ("没有计分项目", "no scoring items"),
    "view.more_readings": ("另有 {n} 种拆法未画出（readings_frame() 列出全部）",
                           "{n} more readings not drawn (readings_frame() lists them all)"),
})

# Colours: text and marks at >= 4.5:1 on the backgrounds they sit on (WCAG 2.1 AA; the palette and the contrast of each
# colour: mjlearn.widgets.a11y.COLORS).
# The doubled class (``table.mj-table.mj-table td``) outranks JupyterLab 4's output-area table rule
# (``:not(.jp-RenderedMarkdown).jp-RenderedHTMLCommon td``: right-aligned, no borders, normal white-space), so a
# notebook table stays left-aligned with codes that never wrap.
CSS = """<style>
.mj-view{font-family:var(--jp-ui-font-family,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif);
 font-size:14px;color:var(--jp-content-font-color1,#222);line-height:1.35}
.mj-tiles{display:inline-flex;flex-wrap:wrap;gap:2px;align-items:flex-end;vertical-align:bottom}
.mj-tile{display:inline-flex;flex-direction:column;align-items:center;line-height:0}
.mj-tile svg{display:block}
.mj-tile .mj-cap{line-height:1.1;font-size:11px;color:var(--jp-content-font-color1,#222);margin-top:2px}
.mj-group{display:inline-flex;flex-direction:column;align-items:center;margin:0 6px 4px 0;padding:3px 4px 2px;
 border:1px solid var(--jp-border-color1,#d5d0c0);border-radius:6px;background:var(--jp-layout-color2,#f6f3ea);vertical-align:bottom}
.mj-group.mj-declared{background:var(--jp-layout-color3,#e9f0fa);border-color:var(--jp-brand-color2,#a9bfdd)}
.mj-group.mj-wingroup{border-color:#a84b00;box-shadow:0 0 0 1px #a84b00 inset}
.mj-group .mj-glabel{font-size:11px;color:var(--jp-content-font-color1,#222);margin-top:2px;line-height:1.1;white-space:nowrap}
.mj-handrow{display:flex;flex-wrap:wrap;align-items:flex-end;gap:4px}
.mj-sep{width:14px}
.mj-notation{font-family:var(--jp-code-font-family,ui-monospace,Menlo,Consolas,monospace);color:var(--jp-content-font-color2,#444);font-size:13px}
.mj-reading{margin:4px 0 8px;padding:6px 8px;border-left:4px solid var(--jp-border-color1,#c9c2ad);background:var(--jp-layout-color1,#fffdf8)}
.mj-reading.mj-best{border-left-color:#a84b00;background:var(--jp-layout-color2,#fff6e8)}
.mj-reading.mj-illegal{opacity:.75}
.mj-rhead{font-size:13px;color:var(--jp-content-font-color1,#333);margin-bottom:4px}
.mj-badge{display:inline-block;padding:0 6px;border-radius:9px;font-size:12px;margin-left:6px;background:var(--jp-layout-color3,#eee)}
.mj-badge.mj-best{background:#a84b00;color:#fff}
.mj-badge.mj-bad{background:#b3261e;color:#fff}
table.mj-table{border-collapse:collapse;margin:4px 0 8px;font-size:13px}
table.mj-table th{background:var(--jp-layout-color2,#efe9d8);text-align:left;padding:3px 8px;border-bottom:1px solid var(--jp-border-color1,#cfc6ad);white-space:nowrap}
table.mj-table td{padding:3px 8px;border-bottom:1px solid var(--jp-border-color2,#eee);vertical-align:top;text-align:left}
table.mj-table td.mj-code,table.mj-table td.mj-nowrap{white-space:nowrap}
table.mj-table td.mj-code{font-family:var(--jp-code-font-family,ui-monospace,Menlo,Consolas,monospace);font-size:12px}
table.mj-table .mj-src{display:block;font-size:11.5px;color:var(--jp-content-font-color2,#666)}
table.mj-table tr.mj-excluded td{color:var(--jp-content-font-color2,#595959);text-decoration:line-through}
table.mj-table tr.mj-excluded td.mj-why,table.mj-table tr.mj-excluded .mj-why{text-decoration:none;font-style:italic}
table.mj-table td.mj-num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
table.mj-table.mj-table th,table.mj-table.mj-table td{text-align:left;vertical-align:top;padding:3px 8px}
table.mj-table.mj-table th{border-bottom:1px solid var(--jp-border-color1,#cfc6ad);white-space:nowrap}
table.mj-table.mj-table td{border-bottom:1px solid var(--jp-border-color2,#eee)}
table.mj-table.mj-table td.mj-num{text-align:right}
table.mj-table.mj-table td.mj-code,table.mj-table.mj-table td.mj-nowrap,table.mj-table.mj-table td.mj-num{white-space:nowrap}
.mj-result h3{margin:2px 0 6px;font-size:15px}
.mj-total{font-size:16px;font-weight:600;margin:4px 0}
.mj-notes{font-size:12.5px;color:var(--jp-content-font-color1,#5a4a00);background:var(--jp-layout-color2,#fff8d6);border:1px solid var(--jp-warn-color2,#eadb9a);border-radius:5px;
 padding:4px 8px;margin:4px 0}
.mj-notes ul,.mj-why-not ul{margin:2px 0 2px 18px;padding:0}
.mj-why-not{color:var(--jp-error-color0,#8a1c14);background:var(--jp-layout-color2,#fdecea);border:1px solid var(--jp-error-color2,#f0b8b2);border-radius:5px;padding:4px 8px}
.mj-coming{color:var(--jp-content-font-color2,#555);background:var(--jp-layout-color2,#f1f1f1);border:1px dashed var(--jp-border-color1,#bbb);border-radius:5px;padding:6px 8px}
.mj-error{color:var(--jp-error-color0,#8a1c14);background:var(--jp-layout-color2,#fdecea);border:1px solid var(--jp-error-color2,#f0b8b2);border-radius:5px;padding:6px 8px}
.mj-assume{font-size:12px;color:var(--jp-content-font-color2,#666)}
</style>"""


SEP = plain(" · ")


class Html(str):
    """A table cell (or any fragment) that is already HTML, e.g. ``Html(tiles_html("123m", css=False))``:
    :func:`table_html` puts it in unescaped, so a table can show pictures of tiles."""
    __slots__ = ()

    def __html__(self) -> str:
        return str(self)


def esc(x: Any) -> str:
    """HTML-escape ``str(x)`` (Text renders in the current language)."""
    return _html.escape(str(x), quote=True)


_CODE_RE = re.compile(r"(MW|HL|JZ)-[A-Z0-9]+(\.[A-Za-z0-9]+)*")
_CELL_RE = re.compile(r"<(td|th)\b((?:\s+class=\"([^\"]*)\")?[^>]*)>")


def _inline_cells(table: str) -> str:
    """Give every cell of a table its alignment as a ``style`` attribute too: JupyterLab drops ``<style>``
    from the stored outputs of a notebook it does not trust (every fresh clone) and right-aligns table cells,
    but keeps style attributes.  Text left, numbers right, codes never wrapped."""
    def cell(m: re.Match) -> str:
        classes = (m.group(3) or "").split()
        if "mj-num" in classes:
            style = "text-align:right;vertical-align:top;white-space:nowrap"
        elif "mj-code" in classes or "mj-nowrap" in classes:
            style = "text-align:left;vertical-align:top;white-space:nowrap"
        else:
            style = "text-align:left;vertical-align:top"
        return f'<{m.group(1)}{m.group(2)} style="{style}">'
    return _CELL_RE.sub(cell, table)


def tile_caption(kind: int, ruleset: str | None = None) -> str:
    """The caption under a tile picture: its Chinese name in zh (``五饼`` in Mawan), its notation otherwise."""
    return tile_name(kind, ruleset) if get_language() == "zh" else tile_str(kind)


def tile_span(kind: int, *, size: int = 36, mark: Any = None, title: str | None = None, caption: str | None = None,
              extra_class: str = "", attrs: Mapping[str, Any] | None = None) -> str:
    """One tile wrapped in ``<span class="mj-tile" data-tile="5m">`` (optionally a caption underneath)."""
    a = "".join(f' {k}="{esc(v)}"' for k, v in (attrs or {}).items())
    cap = f'<span class="mj-cap">{esc(caption)}</span>' if caption is not None else ""
    cls = "mj-tile" + (f" {extra_class}" if extra_class else "")
    return (f'<span class="{cls}" data-tile="{tile_str(kind)}"{a}>'
            f'{tile_svg(kind, size=size, mark=mark, title=title)}{cap}</span>')


def ghost_any_svg(size: int = 36) -> str:
    """A ghost that may be any tile (a wild group): a purple tile with 鬼."""
    h = round(size * 4 / 3)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="mj-tile-svg mj-ghost" width="{size}" height="{h}" '
            f'viewBox="0 0 60 80"><rect x="1" y="5" width="58" height="74" rx="7" fill="#2f8f62"/>'
            f'<rect x="1" y="1" width="58" height="73" rx="7" fill="#d8d2bf"/>'
            f'<rect x="3" y="3" width="54" height="68" rx="6" fill="#f3e9fb"/>'
            f'{_glyph_fit("鬼", 30, 37, 40, 46, "#7b2fb5")}</svg>')


@tagged
def tiles_html(kinds: Iterable[int], *, size: int = 36, marks: Mapping[int, Any] | Sequence[Any] | None = None,
               captions: Sequence[str] | None = None, css: bool = True) -> str:
    """A strip of tiles.

    Parameters
    ----------
    kinds : iterable of int (or a tile string such as ``"123m"``)
    size : tile width in px
    marks : per position: a mapping index → mark, or a sequence aligned with ``kinds`` (see ``tile_svg``)
    captions : optional text under each tile (e.g. copies left)
    css : include the shared ``<style>`` block

    Returns ``str`` HTML (``<span class="mj-tiles">``).  Raises :class:`MjError` on a bad kind or mark.
    """
    if isinstance(kinds, str):
        from ..tiles import parse_tiles
        kinds = parse_tiles(kinds)
    ks = list(kinds)
    if marks is None:
        mk: list[Any] = [None] * len(ks)
    elif isinstance(marks, Mapping):
        mk = [marks.get(i) for i in range(len(ks))]
    else:
        mk = list(marks) + [None] * (len(ks) - len(marks))
    caps = list(captions) if captions is not None else [None] * len(ks)
    body = "".join(tile_span(k, size=size, mark=m, caption=c, attrs={"data-index": i})
                   for i, (k, m, c) in enumerate(zip(ks, mk, caps)))
    return (CSS if css else "") + f'<span class="mj-tiles">{body}</span>'


_MELD_TERM = {"kan": "kong_discard", "kakan": "kong_added"}


def _meld_label(kind: str, ruleset: str | None = None) -> Text:
    """A declared set's label; the kinds of exposed kong as ``ruleset`` names them (冲杠/接杠/打明杠,
    蓄杠/明杠/抓明杠; spec ``course.md`` § Terms)."""
    if ruleset in terms.RULESETS and kind in _MELD_TERM:
        return Text(terms.term(_MELD_TERM[kind], ruleset), MELD_EN[kind])
    return plain(MELD_ZH[kind], MELD_EN[kind])


def _group_label(shape: str, ruleset: str | None = None) -> Text:
    """A group's label; pung and pair as ``ruleset`` names them (Jinzhou: 横, 掌)."""
    if ruleset in terms.RULESETS and shape in ("pung", "pair"):
        return Text(terms.term(shape, ruleset), T("group." + shape).en)
    return T("group." + shape)


@tagged
def hand_html(hand: Hand | str, *, size: int = 36, ghost_kinds: Iterable[int] = (), css: bool = True) -> str:
    """A hand drawn with tiles: concealed tiles, declared sets grouped and labelled, the winning tile marked.

    Parameters
    ----------
    hand : Hand | str (notation; partial hands are accepted)
    size : tile width in px
    ghost_kinds : kinds that are ghosts (marked 鬼)

    Returns ``str`` HTML (``<div class="mj-view mj-hand-view">``).  Raises :class:`MjError` on bad notation.
    """
    h = parse_hand(hand, allow_partial=True) if isinstance(hand, str) else hand
    gk = set(ghost_kinds)
    parts = []
    if h.concealed:
        parts.append('<span class="mj-group mj-concealed">'
                     + tiles_html(h.concealed, size=size, marks=["ghost" if k in gk else None for k in h.concealed],
                                  css=False)
                     + f'<span class="mj-glabel">{esc(T("view.concealed"))}</span></span>')
    for i, m in enumerate(h.melds):
        parts.append(f'<span class="mj-group mj-declared" data-meld="{i}">'
                     + tiles_html(m.tiles, size=size, css=False)
                     + f'<span class="mj-glabel">{esc(_meld_label(m.kind))}</span></span>')
    if h.win_tile is not None:
        mark = ("win", "ghost") if h.win_tile in gk else "win"
        parts.append('<span class="mj-sep"></span><span class="mj-group mj-wingroup">'
                     + tile_span(h.win_tile, size=size, mark=mark, attrs={"data-win": "1"})
                     + f'<span class="mj-glabel">{esc(T("view.win_tile"))}</span></span>')
    if not parts:
        parts.append(f'<span class="mj-assume">{esc(T("view.empty_hand"))}</span>')
    n = len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)
    return ((CSS if css else "") + '<div class="mj-view mj-hand-view">'
            + f'<div class="mj-handrow">{"".join(parts)}</div>'
            + f'<div class="mj-notation">{esc(str(h))} · {esc(T("view.tiles_count", n=n))}</div></div>')


def _group_html(gr, *, size: int, is_win: bool, win_kind: int | None, win_is_ghost: bool, shape: str | None,
                ruleset: str | None = None) -> str:
    cls = "mj-group" + (" mj-declared" if gr.is_declared else "") + (" mj-wingroup" if is_win else "")
    if gr.is_wild:
        n = gr.size
        tiles = "".join(f'<span class="mj-tile" data-tile="ghost" title="{esc(name(T("view.ghost_any")))}">'
                        f'{ghost_any_svg(size)}</span>' for _ in range(n))
        label = T("group." + gr.shape)
        if is_win:
            label = label + SEP + T("view.win_tile")
        return (f'<span class="{cls}" data-shape="{gr.shape}"><span class="mj-tiles">{tiles}</span>'
                f'<span class="mj-glabel">{esc(label)}</span></span>')
    tiles = list(gr.tiles)
    is_ghost = [False] * len(tiles)
    for gk in gr.ghosts:  # ghosts take the last copies of the kinds they stand for
        for i in range(len(tiles) - 1, -1, -1):
            if tiles[i] == gk and not is_ghost[i]:
                is_ghost[i] = True
                break
    marks: list[Any] = [("ghost",) if g else None for g in is_ghost]
    titles: list[str | None] = [name(T("view.ghost_as", tile=tiles_text([k]))) if g else None
                                for k, g in zip(tiles, is_ghost)]
    if is_win and win_kind is not None:
        cands = [i for i, k in enumerate(tiles) if k == win_kind]
        pref = [i for i in cands if is_ghost[i] == win_is_ghost]
        if cands:
            i = (pref or cands)[0]
            marks[i] = tuple(marks[i] or ()) + ("win",)
    body = "".join(tile_span(k, size=size, mark=m, title=t) for k, m, t in zip(gr.tiles, marks, titles))
    label = (_group_label(gr.shape, ruleset) if gr.shape in ("chow", "pung", "kong", "pair", "single")
             else plain(gr.shape))
    if gr.is_declared:
        label = _meld_label(gr.source, ruleset) + SEP + label
    ghost_note = ""
    if gr.ghosts:
        ghost_note = " · " + list_sep().join(str(T("view.ghost_as", tile=tiles_text([k]))) for k in gr.ghosts)
    if is_win and shape:
        label = label + SEP + T("view.win_tile") + " " + terms.shape_label(shape, ruleset)
    return (f'<span class="{cls}" data-shape="{gr.shape}"><span class="mj-tiles">{body}</span>'
            f'<span class="mj-glabel">{esc(label)}{esc(ghost_note)}</span></span>')


@tagged
def reading_html(reading, *, size: int = 30, win_tile: int | None = None, ghost_kinds: Iterable[int] = (),
                 title: Text | str | None = None, css: bool = True, extra_class: str = "",
                 badges: Sequence[tuple[str, Any]] = (), ruleset: str | None = None) -> str:
    """One reading drawn with tiles: groups boxed and labelled, ghosts marked with what they stand for,
    the winning tile marked (orange) with its wait shape.  ``ruleset`` (an id) names the groups in its words
    (Jinzhou: 横, 掌; the exposed kongs 冲杠/接杠/打明杠 …).

    Parameters
    ----------
    reading : mjlearn.readings.Reading (or a Decomposition: no winning tile marked)
    size : tile width in px
    win_tile : the hand's physical winning tile (tells a ghost winning tile from a real one)
    ghost_kinds : the ghost kinds in play
    title : heading (defaults to the form and the wait shape)
    badges : extra ``(css_class, text)`` badges in the heading

    Returns ``str`` HTML (``<div class="mj-reading">``).
    """
    from ..readings import Decomposition
    if isinstance(reading, Decomposition):
        groups, win_index, shape, win_kind, form = reading.groups, None, None, None, reading.form
    else:
        groups, win_index, shape, win_kind, form = (reading.groups, reading.win_index, reading.win_shape,
                                                    reading.win_kind, reading.form)
    win_is_ghost = win_tile is not None and win_tile in set(ghost_kinds)
    body = "".join(_group_html(g, size=size, is_win=(i == win_index), win_kind=win_kind, win_is_ghost=win_is_ghost,
                               shape=shape, ruleset=ruleset) for i, g in enumerate(groups))
    head = title if title is not None else T("form." + form)
    if title is None and shape:
        head = head + SEP + terms.shape_label(shape, ruleset)  # type: ignore[operator]  # title is None: head is a Text
    bdg = "".join(f'<span class="mj-badge {c}">{esc(t)}</span>' for c, t in badges)
    return ((CSS if css else "") + f'<div class="mj-view mj-reading {extra_class}" data-form="{form}">'
            f'<div class="mj-rhead">{esc(head)}{bdg}</div><div class="mj-handrow">{body}</div></div>')


#: at most this many readings are drawn (a hand with 8 ghosts has well over a thousand; a page of them helps
#: nobody and takes seconds to build and to send to the browser)
READINGS_LIMIT = 24


def _shown(n: int, limit: int | None, best: int | None = None) -> list[int]:
    """Indices of the readings to draw: the first ``limit``, plus the scored one when it lies beyond."""
    if limit is None or n <= limit:
        return list(range(n))
    idx = list(range(limit))
    if best is not None and best >= limit:
        idx.append(best)
    return idx


def _more_html(n: int, shown: int) -> str:
    if n <= shown:
        return ""
    return f'<div class="mj-assume mj-more-readings">{esc(T("view.more_readings", n=n - shown))}</div>'


@tagged
def readings_html(readings: Sequence, *, size: int = 30, win_tile: int | None = None,
                  ghost_kinds: Iterable[int] = (), css: bool = True, limit: int | None = READINGS_LIMIT) -> str:
    """Every reading of a hand (a list from :func:`mjlearn.decompose`), numbered; at most ``limit`` of them
    drawn (``None``: all), then a line saying how many more there are."""
    if not readings:
        return (CSS if css else "") + f'<div class="mj-view mj-why-not">{esc(T("view.no_readings"))}</div>'
    idx = _shown(len(readings), limit)
    out = [reading_html(r, size=size, win_tile=win_tile, ghost_kinds=ghost_kinds, css=False,
                        title=T("view.reading", n=i + 1) + SEP + T("form." + r.form)
                        + (SEP + T("shape." + r.win_shape) if r.win_shape else ""))
           for i, r in ((i, readings[i]) for i in idx)]
    return ((CSS if css else "") + '<div class="mj-view mj-readings-list">' + "".join(out)
            + _more_html(len(readings), len(idx)) + "</div>")


@tagged
def table_html(columns: Sequence[str], rows: Iterable[Sequence[Any]], *, grey_col: str | None = None,
               css_class: str = "", css: bool = False) -> str:
    """Plain rows as an HTML table in the house style (no pandas; e.g. ``table_html(*items_rows(res))`` with
    :mod:`mjlearn.rows`).

    ``columns``: header texts; ``rows``: sequences of cell values, one per column.  Rows whose ``grey_col``
    cell is falsy are greyed (``mj-excluded``: excluded items).  Cells are escaped (except :class:`Html`
    cells, e.g. tiles drawn by :func:`tiles_html`); ``bool`` as ✓/✗; numbers
    right-aligned (``mj-num``, a whole float without ``.0``); ``None``/NaN empty.  Returns ``str`` HTML
    (``<table class="mj-table …">``), after the shared style block when ``css``.
    """
    cols = list(columns)
    gi = cols.index(grey_col) if grey_col in cols else None
    head = "".join(f"<th>{esc(c)}</th>" for c in cols)
    out = []
    for vals in rows:
        vals = list(vals)
        cls = ' class="mj-excluded"' if gi is not None and not vals[gi] else ""
        cells = []
        for v in vals:
            if v is None or (isinstance(v, float) and v != v):
                cells.append("<td></td>")
            elif isinstance(v, Html):
                cells.append(f'<td class="mj-nowrap">{v}</td>')
            elif isinstance(v, bool):
                cells.append(f"<td>{'✓' if v else '✗'}</td>")
            elif isinstance(v, (int, float)):
                cells.append(f'<td class="mj-num">{esc(number_text(v))}</td>')
            elif isinstance(v, str) and _CODE_RE.fullmatch(v):  # a rule id ("MW-B05", "HL-P03"): never wrapped
                cells.append(f'<td class="mj-code">{esc(v)}</td>')
            else:
                cells.append(f"<td>{esc(v)}</td>")
        out.append(f"<tr{cls}>{''.join(cells)}</tr>")
    return (CSS if css else "") + _inline_cells(f'<table class="mj-table {css_class}"><tr>{head}</tr>{"".join(out)}</table>')


def frame_html(df, *, grey_col: str | None = None, css_class: str = "", css: bool = False) -> str:
    """A pandas DataFrame as an HTML table in the house style (:func:`table_html` of its columns and rows)."""
    return table_html(list(df.columns), df.itertuples(index=False), grey_col=grey_col, css_class=css_class,
                      css=css)


@tagged
def error_html(err: BaseException | str | Text) -> str:
    """A friendly error box (the message of an :class:`MjError`, never a traceback)."""
    return CSS + f'<div class="mj-view mj-error" role="alert">{esc(err)}</div>'


__all__ = ["CSS", "SEP", "Html", "esc", "tile_caption", "tile_span", "ghost_any_svg", "tiles_html", "hand_html",
           "reading_html", "readings_html", "READINGS_LIMIT", "table_html", "frame_html", "error_html"]
