"""The Explorer's 何切 (what to discard) tab and summary line.

:func:`install` adds to an :class:`~mjlearn.widgets.explorer.Explorer`:

* a summary-strip line: for a 14-tile hand that does not win, each ruleset's best discard (tile picture, shanten,
  copies), so a learner sees at a glance where the rulesets disagree;
* a "何切 (what to discard)" tab: the three rulesets side by side (where they disagree and why), then the focus
  ruleset's full table; above it a strip of the discards, best first — **picking one shows its review line**
  (advice.md § Review: what it gives up against the best, and why) and a button that plays it (through
  :meth:`Explorer.remove_tile`, so undo works).

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
from ..render.lang import name as attr_name
from ..rules import get_ruleset
from ..tiles import tile_str, tiles_text
from ._keep import detached
from .a11y import HTML, LiveText, show
from .tilestrip import TileStrip

register({
    "advice.tab": ("打哪张", "what to discard"),
    "advice.tab.need14": ("看打哪张要 14 张牌（13 张 + 摸到的一张）：现在有 {n} 张",
                          "what to discard needs 14 tiles (13 + the drawn tile): the hand has {n}"),
    "advice.tab.win": ("已经胡牌了：看计分标签", "already a win: see the scores tab"),
    "advice.tab.click": ("选一张要打的牌，看它比最佳打法差在哪里（按最佳排序）：",
                         "pick a discard to see what it gives up against the best (best first):"),
    "advice.tab.picked": ("已选", "picked"),
    "advice.tab.sep": ("：", ": "),
    "advice.tab.throw": ("打掉{tile}", "discard {tile}"),
    "advice.tab.throw_none": ("先选一张牌", "pick a tile first"),
    "advice.tab.nothing": ("这手牌没有打哪张的提示（要 14 张、还没胡）", "no discard advice for this hand (14 tiles that do not win)"),
    "advice.tab.nothing.ok": ("14 张、还没胡的一手牌", "a 14-tile hand that does not win"),
    "advice.tab.oops": ("出了点问题，这手牌没有打哪张的提示（{what}）", "something went wrong: no discard advice for this hand ({what})"),
    "advice.tab.oops.ok": ("换一手牌", "another hand"),
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
        v = MjError(T("advice.tab.oops", what=type(e).__name__), "advice", T("advice.tab.oops.ok"))
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
    """The tab's widget: a strip of discards (best first), the review line of the picked one, a button that
    plays it, then the HTML view.  Behaves like the explorer's ``W.HTML`` views (a ``value`` to set), so the
    explorer's tab machinery drives it unchanged.

    Picking a discard (a click, or Enter / Space on the strip: one tab stop, arrows between tiles) marks it
    (``aria-pressed``, a ring, its table rows outlined) and shows the review line of advice.md § Review for that
    discard in each ruleset shown (focus first), in the current language, in a polite live region
    (``data-testid="mj-advice-review"``), so a screen reader reads it once.  The button "discard 3s" then removes
    that tile from the hand (through :meth:`Explorer.remove_tile`, so undo works).  The pick is forgotten when
    the hand changes; a language or ruleset change keeps it and redraws the line."""

    def __init__(self, explorer) -> None:
        self._explorer = explorer
        self._picked: tuple[str, int] | None = None  # (the hand's notation, the picked kind)
        self.strip = TileStrip(testid="mj-advice-discards", label=attr_name(T("advice.tab.click")))
        self.strip.on_click(explorer._safe(self._on_click))
        self.note = HTML()
        self.review = LiveText(testid="mj-advice-review")
        self.review.add_class("mj-advice-review")
        self.throw_btn = W.Button(icon="arrow-down", disabled=True, layout=W.Layout(width="auto", display="none"))
        self.throw_btn.add_class("mj-advice-throw")
        self.throw_btn.on_click(explorer._safe(lambda _b: self.throw()))
        self.html = HTML()
        super().__init__([self.note, self.strip, self.review, self.throw_btn, self.html])
        self.add_class("mj-advice")  # the explorer's convention: a tab view carries mj-<key>
        self.add_class("mj-advice-tab")

    @property
    def value(self) -> str:
        return self.html.value

    @value.setter
    def value(self, html: str) -> None:
        self.html.value = html
        self._draw()

    # --- picking ---
    def _state(self):
        return getattr(self._explorer, "_state", None)

    @property
    def picked(self) -> str | None:
        """The picked discard's notation (``"3s"``), or None (nothing picked, or the hand changed since)."""
        st = self._state()
        if self._picked is None or st is None or self._picked[0] != str(st.hand):
            return None
        return tile_str(self._picked[1])

    def pick(self, tile: int | str) -> None:
        """Pick the discard ``tile`` (notation or kind): show its review line.  :class:`MjError` for a tile that
        is not one of the focus ruleset's discards (the strip only offers those)."""
        st = self._state()
        a = advice_for(st, st.focus) if st is not None else None
        if not isinstance(a, Advice):
            raise MjError(T("advice.tab.nothing"), str(tile)[:40], T("advice.tab.nothing.ok"))
        k = a.row(tile).discard  # MjError naming the hand's discards for any other tile
        self._picked = (str(st.hand), k)
        self._draw()

    def throw(self) -> None:
        """Discard the picked tile from the hand (nothing picked: nothing happens)."""
        t = self.picked
        if t is not None:
            self._picked = None
            self._explorer.remove_tile(t)
            self._draw()  # (the explorer redraws only the visible tab)

    def review_text(self) -> str:
        """The review lines shown (plain text, one per ruleset, in the current language; ``""`` if none)."""
        return "\n".join(line for _name, line in self._review_lines())

    def _review_lines(self) -> list[tuple[str, str]]:
        st, t = self._state(), self.picked
        if st is None or t is None:
            return []
        names = [st.focus] + [n for n in st.rulesets if n != st.focus]
        out = []
        for name in names:
            a = advice_for(st, name)
            if isinstance(a, Advice) and a.rows:
                try:
                    out.append((name, f"{get_ruleset(name).title}{T('advice.tab.sep')}{a.review(t)}"))
                except MjError:  # (a tile this ruleset does not advise on: not the case for one hand's tiles)
                    continue
        return out

    def _draw(self) -> None:
        st = self._state()
        a = advice_for(st, st.focus) if st is not None else None
        picked = self.picked
        if isinstance(a, Advice) and a.rows:  # (a win has no discards: no strip, no "pick a discard" note)
            items = []
            for r in a.rows:
                t = tile_str(r.discard)
                aria = attr_name(r.why) + (f" · {attr_name(T('advice.tab.picked'))}" if t == picked else "")
                items.append({"key": f"d:{t}", "tile": t, "pressed": t == picked,
                              "svg": tile_svg(r.discard, size=30, mark="ghost" if r.ghost else None),
                              "title": attr_name(r.why), "aria": aria, "caption": f"{r.legal_shanten}·{r.accepted}"})
            self.strip.groups = [{"label": str(T("advice.tab")), "cls": "mj-conc", "items": items}]
            self.strip.label = attr_name(T("advice.tab.click"))
            self.note.value = f'<div class="mj-assume">{esc(T("advice.tab.click"))}</div>'
        else:
            self.strip.groups = []
            self.note.value = ""
            picked = None
        lines = self._review_lines() if picked is not None else []
        ring = (f'<style>.mj-advice-tab tr[data-discard="{esc(picked)}"] td{{box-shadow:inset 0 2px #a84b00,'
                f'inset 0 -2px #a84b00}}</style>') if picked is not None else ""
        self.throw_btn.disabled = picked is None
        # hidden, not only disabled, while nothing is picked: a focused button that turns disabled drops the
        # focus to <body>; a hidden one lets the explorer's focus keeper (a11y.py) move it to the nearest control
        show(self.throw_btn, picked is not None)
        self.throw_btn.description = (str(T("advice.tab.throw", tile=tiles_text([self._picked[1]], st.focus)))
                                      if picked is not None and self._picked is not None
                                      else str(T("advice.tab.throw_none")))
        # the review line last: once it is announced, the button that plays the pick is there
        self.review.value = ring + "".join(f'<div class="mj-adv-review" data-ruleset="{esc(n)}">{esc(line)}</div>'
                                           for n, line in lines)

    def _on_click(self, key: str) -> None:
        what, _, tile = str(key).partition(":")
        if what == "d" and tile:
            self.pick(tile)


def install(explorer) -> None:
    """Add the 何切 tab (after the waits tab) and the summary line to ``explorer``."""
    explorer.views["advice"] = AdviceView(explorer)
    explorer.add_tab("advice", T("advice.tab"), tab_html)
    explorer.add_summary_line(summary_line)
