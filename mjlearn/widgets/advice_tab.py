"""The Explorer's 何切 (what to discard) tab and summary line.

:func:`install` adds to an :class:`~mjlearn.widgets.explorer.Explorer`:

* a summary-strip line: for a 14-tile hand that does not win, each ruleset's best discard (tile picture, shanten,
  copies), so a learner sees at a glance where the rulesets disagree;
* a "何切 (what to discard)" tab: the three rulesets side by side (where they disagree and why), then the focus
  ruleset's full table; above it a strip of the discards, best first — **clicking one removes that tile from
  the hand** (through :meth:`Explorer.remove_tile`, so undo works).

A hand that is not 14 tiles, or is already a win, gets a short message instead.  Advice is cached per hand,
ruleset, options and context (bounded), so the summary line costs nothing on a click that does not change them.
Everything goes through :func:`mjlearn.advise`; no pandas.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

import ipywidgets as W

from ..advice import NEVER, Advice, advise
from ..errors import MjError
from ..i18n import T, register
from ..render import CSS, tile_svg
from ..render.advice import advice_compare_html, advice_html
from ..render.html import esc, tile_span
from ..rules import get_ruleset
from ..tiles import tile_str, tiles_text
from ._keep import detached
from .tilestrip import TileStrip

register({
    "advice.tab": ("打哪张", "what to discard"),
    "advice.tab.need14": ("看打哪张要 14 张牌（13 张 + 摸到的一张）：现在有 {n} 张",
                          "what to discard needs 14 tiles (13 + the drawn tile): the hand has {n}"),
    "advice.tab.win": ("已经胡牌了：看计分标签", "already a win: see the scores tab"),
    "advice.tab.click": ("点一张牌把它打掉（按最佳排序）：", "click a tile to discard it (best first):"),
    "advice.sum.label": ("打哪张", "discard"),
    "advice.sum.row": ("打{tile}：{sh}，{n} 张", "{tile}: {sh}, {n} copies"),
    "advice.sum.row_illegal": ("打{tile}：{sh}，{n} 张（{why}）", "{tile}: {sh}, {n} copies ({why})"),
})

_CACHE: OrderedDict[tuple, Any] = OrderedDict()
_CACHE_MAX = 48


def _key(state, name: str) -> tuple:
    ctx = tuple(sorted((k, str(v)) for k, v in (state.ctx or {}).items()))
    opts = tuple(sorted((k, str(v)) for k, v in (state.options.get(name) or {}).items()))
    return (str(state.hand), name, opts, ctx)


def advice_for(state, name: str) -> Advice | MjError | None:
    """The advice of ruleset ``name`` for the explorer's hand (``None`` unless it has 14 tiles), or the MjError
    it raised (e.g. already a win, a tile outside the ruleset).  Cached (at most 48 entries)."""
    if state.n != 14:
        return None
    if name in state.errors:
        return state.errors[name]
    k = _key(state, name)
    if k in _CACHE:
        _CACHE.move_to_end(k)
        return _CACHE[k]
    try:
        v: Any = advise(state.hand, name, state.ctx or None, state.options.get(name) or None)
    except MjError as e:
        v = detached(e)  # cached: without its traceback, which would keep this state (and its readings) alive
    except Exception as e:  # noqa: BLE001 - never a traceback in the widget
        v = MjError(f"{type(e).__name__}: {e}", "advice", "another hand")
    _CACHE[k] = v
    while len(_CACHE) > _CACHE_MAX:
        _CACHE.popitem(last=False)
    return v


def _shanten_words(n: int):
    if n >= NEVER:
        return T("advice.sh.never")
    if n == 0:
        return T("advice.sh.0")
    if n in (1, 2):
        return T(f"advice.sh.{n}")
    return T("advice.sh.n", n=n)


def summary_line(state) -> str | None:
    """The summary strip's 何切 line (HTML), or None when the hand is not 14 tiles or wins everywhere."""
    if state.n != 14:
        return None
    parts = []
    for name in state.rulesets:
        a = advice_for(state, name)
        if not isinstance(a, Advice) or a.best is None:
            continue
        b = a.best
        tiles = " ".join(tile_span(k, size=18, mark="ghost" if k in a.ghosts else None) for k in a.best_discards())
        names = tiles_text(list(a.best_discards()), name)
        if not b.blocked:
            text = T("advice.sum.row", tile=names, sh=_shanten_words(b.legal_shanten), n=b.accepted)
        else:  # ready in shape, no legal win (advice.md: ranked by legal shanten; say why)
            text = T("advice.sum.row_illegal", tile=names, sh=_shanten_words(b.legal_shanten), n=b.accepted,
                     why=b.blocked[0])
        parts.append(f'<span class="mj-sum-detail"><b>{esc(get_ruleset(name).title)}</b> {tiles} {esc(text)}</span>')
    if not parts:
        return None
    return (f'<div class="mj-sum-row" data-testid="mj-sum-advice"><span class="mj-sum-name">'
            f'{esc(T("advice.sum.label"))}</span>' + " · ".join(parts) + "</div>")


def tab_html(state) -> str:
    """The tab's HTML: the side-by-side comparison (all three rulesets), then the focus ruleset's full table."""
    if state.n != 14:
        return CSS + f'<div class="mj-view">{esc(T("advice.tab.need14", n=state.n))}</div>'
    advs = {name: advice_for(state, name) for name in ("mawan", "huilai", "jinzhou")}
    focus = advs.get(state.focus)
    if not any(isinstance(a, Advice) for a in advs.values()):
        msg = next((a for a in advs.values() if isinstance(a, MjError)), None)
        return CSS + f'<div class="mj-view">{esc(T("advice.tab.win") if msg and "already a win" in str(msg) else msg)}</div>'
    out = [advice_compare_html(advs, max_rows=4)]
    if isinstance(focus, Advice):
        out.append(advice_html(focus, max_rows=8, css=False, show_hand=False))
    return "".join(out)


class AdviceView(W.VBox):
    """The tab's widget: a clickable strip of discards (best first) above the HTML view.  Behaves like the
    explorer's ``W.HTML`` views (a ``value`` to set), so the explorer's tab machinery drives it unchanged."""

    def __init__(self, explorer) -> None:
        self._explorer = explorer
        self.strip = TileStrip(testid="mj-advice-discards", label=str(T("advice.tab.click")))
        self.strip.on_click(self._on_click)
        self.note = W.HTML()
        self.html = W.HTML()
        super().__init__([self.note, self.strip, self.html])
        self.add_class("mj-advice")  # the explorer's convention: a tab view carries mj-<key>
        self.add_class("mj-advice-tab")

    @property
    def value(self) -> str:
        return self.html.value

    @value.setter
    def value(self, html: str) -> None:
        self.html.value = html
        st = getattr(self._explorer, "_state", None)
        a = advice_for(st, st.focus) if st is not None else None
        if isinstance(a, Advice):
            items = [{"key": f"d:{tile_str(r.discard)}", "tile": tile_str(r.discard),
                      "svg": tile_svg(r.discard, size=30, mark="ghost" if r.ghost else None),
                      "title": str(r.why), "aria": str(r.why),
                      "caption": f"{r.legal_shanten}·{r.accepted}"} for r in a.rows]
            self.strip.groups = [{"label": str(T("advice.tab")), "cls": "mj-conc", "items": items}]
            self.note.value = f'<div class="mj-assume">{esc(T("advice.tab.click"))}</div>'
        else:
            self.strip.groups = []
            self.note.value = ""

    def _on_click(self, key: str) -> None:
        what, _, tile = str(key).partition(":")
        if what == "d" and tile:
            self._explorer.remove_tile(tile)


def install(explorer) -> None:
    """Add the 何切 tab (after the waits tab) and the summary line to ``explorer``."""
    explorer.views["advice"] = AdviceView(explorer)
    explorer.add_tab("advice", T("advice.tab"), tab_html)
    explorer.add_summary_line(summary_line)
