"""The Explorer widget: build a hand by clicking tiles and see every reading, every item and the waits under the
three rulesets (spec ``product.md`` § Widgets).  This module is the wiring; the hand, the settings
and undo are :class:`mjlearn.explorer.model.ExplorerModel`, the views :mod:`mjlearn.render.explorer`, the
text :mod:`mjlearn.explorer.strings`, the styling ``mjlearn/static/explorer.css``.

The controls, their order on the page (palette, hand and result on one screen at 1024×768) and their labels
are :class:`mjlearn.widgets.explorer_layout.ExplorerLayout`, which this class builds on; here each control is
wired to what it does.  Only the visible detail tab is computed on a click; the others when opened.

Extra summary lines (e.g. discard advice) plug in with :meth:`Explorer.add_summary_line`.

Each refresh asks the library once (:meth:`ExplorerModel.state` → :func:`mjlearn.examination.examine`); what a
ruleset offers comes from :func:`mjlearn.api.get_ruleset`.  No pandas (the static site runs without it).  A
ruleset whose scoring has not landed shows "coming" (``status.not_implemented``), never a value.  Every error is a
friendly message; the hand stays as it was; no traceback reaches the learner.

Why ipywidgets + anywidgets: see :mod:`mjlearn.widgets.tilestrip`.
"""
from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from ..errors import MjError
from ..explorer.model import DEFAULT_HAND, ExplorerModel, ExplorerState  # noqa: F401  (DEFAULT_HAND: re-exported)
from ..explorer.strings import tile_text
from ..hand import Hand, parse_hand
from ..i18n import T, Text, get_language, plain, set_language
from ..render import error_html
from ..render.explorer import DEFAULT_TABS, TabSpec, hand_groups, info_text, palette_groups, summary_html, summary_row
from ..render.html import esc
from .a11y import lang_code
from .explorer_layout import EXPLORER_CSS, LANG_OPTIONS, ExplorerLayout  # noqa: F401  (re-exported)

PALETTE_SIZE = 32
HAND_SIZE = 34


def compute_views(hand: Hand, focus: str, ctx: dict, options: dict, mode: str = "side") -> dict[str, str]:
    """Every view of the Explorer for one hand, as HTML strings (keys ``info summary readings scores compare
    waits``), computed at once (the widget computes only the visible tab).  Never raises for bad hands:
    errors become messages.  This is what ``bench/explorer.py`` measures through ``refresh``."""
    st = ExplorerState(hand, focus, dict(ctx), dict(options), mode)
    out = {"summary": summary_html(st)}
    for spec in DEFAULT_TABS:
        out[spec.key] = spec.build(st)
    out["info"] = out["summary"]
    return out


class Explorer(ExplorerLayout):
    """The notebook explorer widget.  ``Explorer(hand=DEFAULT_HAND, ruleset="mawan")``; ``Explorer()`` starts
    with an empty hand.

    Parameters
    ----------
    hand : str | Hand, optional
        Starting hand (notation; partial hands allowed); default: empty.  :data:`DEFAULT_HAND` is the
        start-here notebook's hand.
    ruleset : str
        The ruleset whose tile set the palette shows and whose readings the decompositions tab draws.
    lang : str, optional
        ``"zh"``, ``"en"`` or ``"both"`` (sets :func:`mjlearn.i18n.set_language`).
    mode : str
        ``"side"`` (the three rulesets side by side) or ``"one"`` (only ``ruleset``).
    projector : bool
        Larger tiles and text for a classroom projector.

    Raises
    ------
    MjError
        A bad starting hand, ruleset or language.

    Python-side API (used by the tests; the browser does the same through the widgets): ``palette.click("5m")``,
    ``hand_strip.click(key)``, ``win_dd.value = kind``, ``undo_btn.click()``, ``clear_btn.click()``,
    ``set_kind_dd`` / ``set_tile_dd`` / ``set_add_btn.click()``, ``notation.value = "…"``, ``lang_tb.value``,
    ``view_tb.value``, ``projector_tb.value``, the context controls and ``option_widgets[name][option]``.
    ``hand`` is the current (partial) Hand, ``message_text`` the last message, :meth:`view_html` a tab's HTML.
    """

    def __init__(self, hand: str | Hand | None = None, ruleset: str = "mawan", lang: str | None = None,
                 mode: str = "side", projector: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("mj-explorer")
        if lang is not None:
            set_language(lang)
        self.model = ExplorerModel(ruleset, mode)
        self._busy = False  # guards observers while we set widget values ourselves
        self._keep_notation = False
        self.message_text = ""
        self._msg: tuple = ("", False, None)
        self.last_refresh_ms = 0.0
        self.tab_specs: list[TabSpec] = list(DEFAULT_TABS)
        self.summary_lines: list[Callable[[ExplorerState], str | None]] = []
        self._state: ExplorerState | None = None
        self._dirty: set[str] = set()
        self._in_event = 0          # > 0 while an event handler runs: the status is announced once, at its end
        self._status_html: str | None = None
        self._build(mode, projector)
        self._wire()
        from .advice_tab import install as _install_advice  # the 何切 tab and summary line
        _install_advice(self)
        if hand is not None and str(hand).strip():
            self.model.load(parse_hand(hand, allow_partial=True))
        self._relabel()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _wire(self) -> None:
        """Connect each control to its handler (every handler wrapped by :meth:`_safe`)."""
        self.palette.on_click(self._safe(self._on_palette))
        self.hand_strip.on_click(self._safe(self._on_hand))
        self.undo_btn.on_click(self._safe(lambda _b: self.undo()))
        self.clear_btn.on_click(self._safe(lambda _b: self.clear()))
        self.set_add_btn.on_click(self._safe(lambda _b: self._on_add_set()))
        self.apply_btn.on_click(self._safe(lambda _b: self._apply_notation(self.notation.value)))
        self.notation.observe(self._safe(self._on_notation), names="value")
        self.win_dd.observe(self._safe(self._on_win), names="value")
        self.lang_tb.observe(self._safe(self._on_lang), names="value")
        self.ruleset_dd.observe(self._safe(self._on_ruleset), names="value")
        self.view_tb.observe(self._safe(self._on_view), names="value")
        self.projector_tb.observe(self._safe(self._on_projector), names="value")
        self.tabs.observe(self._safe(self._on_tab), names="selected_index")
        for w in self.settings.controls():
            w.observe(self._safe(self._on_setting), names="value")

    def add_tab(self, key: str, title: str | Text, build: Callable[[ExplorerState], str],
                index: int | None = None) -> W.HTML:
        """Add a detail tab (e.g. discard advice): ``build(state) -> str`` HTML, computed when the tab is
        visible.  ``title``: a catalogue key or a Text.  Returns the tab's HTML widget."""
        spec = TabSpec(key, title, build)
        self.tab_specs = [s for s in self.tab_specs if s.key != key]
        self.tab_specs.insert(len(self.tab_specs) if index is None else index, spec)
        self._build_tabs()
        self._dirty.add(key)
        self._draw_tab(self._current_tab())
        return self.views[key]

    def add_summary_line(self, fn: Callable[[ExplorerState], str | None]) -> None:
        """Add a line under the rulesets' lines in the summary strip: ``fn(state) -> str`` (HTML) or None."""
        self.summary_lines.append(fn)
        self.refresh()

    def _safe(self, fn: Callable) -> Callable:
        """Wrap an event handler: an MjError becomes a message, anything else a short apology; never a traceback."""
        @functools.wraps(fn)
        def run(*args: Any, **kw: Any) -> None:
            if self._busy:
                return
            snap = self.model.snapshot()
            self._in_event += 1
            try:
                fn(*args, **kw)
            except MjError as e:
                self.model.restore(snap)
                self._say(f"{T('explorer.bad_input')}: {e}", error=True, where=self._where_of(fn))
                self.refresh()
            except Exception as e:  # noqa: BLE001 - no traceback may reach the learner
                self.model.restore(snap)
                self._say(T("explorer.oops", what=plain(type(e).__name__)), error=True)
                try:
                    self.refresh()
                except Exception:  # noqa: BLE001
                    pass
            finally:
                self._in_event -= 1
                if not self._in_event:
                    self._flush_status()
        return run

    @staticmethod
    def _where_of(fn: Callable) -> str | None:
        name = getattr(fn, "__name__", "")
        return {"_on_palette": "palette", "_on_hand": "hand", "_on_notation": "notation",
                "_on_add_set": "set"}.get(name, "set" if name == "<lambda>" else None)

    def __repr__(self) -> str:  # short and deterministic (stored as text/plain in notebooks)
        return f"Explorer(hand={str(self.hand)!r}, ruleset={self.model.focus!r})"

    # ------------------------------------------------------------------ state (the model's)
    @property
    def hand(self) -> Hand:
        """The current hand (partial while being built): concealed tiles, sets, winning tile."""
        return self.model.hand

    @property
    def ruleset(self) -> str:
        """The focus ruleset's name."""
        return self.model.focus

    @property
    def mode(self) -> str:
        """``"one"`` (the focus ruleset only) or ``"side"`` (the three side by side)."""
        return self.view_tb.value

    def _count(self) -> int:
        return self.model.count()

    _SLOTS = ("palette", "hand", "notation", "set", "context")

    def _slot(self, where: str | None) -> W.HTML | None:
        return {"palette": self.palette_msg, "hand": self.hand_msg, "notation": self.notation_msg,
                "set": self.set_msg, "context": self.context_msg}.get(where or "")

    def _say(self, text: Text | str, error: bool = False, where: str | None = None) -> None:
        """Show a message in the status line (announced) and, for an error, next to the control ``where``
        (``palette``, ``hand``, ``notation``, ``set``, ``context``) that caused it; other slots are cleared."""
        self._msg = (text, error, where)
        self.message_text = str(text)
        self._draw_status()
        for slot in self._SLOTS:
            w = self._slot(slot)
            w.value = (f'<div class="mj-msg-error">{esc(text)}</div>'
                       if (error and text and slot == where) else "")

    def _draw_status(self) -> None:
        """The status line (announced): the last message, then, for screen readers only, the result of every
        ruleset shown ("Mawan: 50 tai; Huilai: 1 bei; Jinzhou: not a win: …").  While an event handler runs it
        is only prepared; :meth:`_flush_status` sets it once, after the result is computed, so a change is
        announced once and with the new result.

        One box per error: an error shown next to its control (the palette, the hand, the notation box, the set
        builder, a settings panel — opened when it holds one) is only announced here (``mj-sr-only``), not drawn a
        second time; an error that belongs to no control is drawn here."""
        text, error, where = self._msg
        if text and error and self._slot(where) is not None:
            html = f'<span class="mj-sr-only">{esc(text)}</span>'
        elif text:
            html = f'<div class="{"mj-msg-error" if error else "mj-msg-info"}">{esc(text)}</div>'
        else:
            html = ""
        for err in (self._state.setting_errors if self._state is not None else ()):
            if str(err) != str(text):
                html += f'<span class="mj-sr-only">{esc(err)}</span>'
        if self._state is not None and self._state.tile_count >= 13:
            lines = []
            for name in self._state.rulesets:
                try:
                    lines.append(str(summary_row(self._state, name)[3]))
                except Exception:  # noqa: BLE001
                    pass
            if lines:
                sep = "；" if get_language() != "en" else "; "
                html += f'<span class="mj-sr-only">{esc(sep.join(lines))}</span>'
        self._status_html = html
        if not self._in_event:
            self._flush_status()

    def _flush_status(self) -> None:
        if self._status_html is not None:
            if self.message.value != self._status_html:
                self.message.value = self._status_html
            self._status_html = None

    # ------------------------------------------------------------------ actions (public)
    def _done(self, changed: bool) -> None:
        """After a model edit: show its message; redraw when the hand changed (the status line is announced
        once, after the redraw, also when the edit came from Python or from the 何切 strip)."""
        self._in_event += 1
        try:
            self._say(*self.model.message)
            if changed:
                self.refresh()
        finally:
            self._in_event -= 1
            if not self._in_event:
                self._flush_status()

    def add_tile(self, kind: int | str) -> None:
        """Add one tile to the concealed hand (refused with a message: fifth copy, full hand, wrong tile set).

        Raises :class:`MjError`, leaving the hand and the undo stack as they were, when ``kind`` is neither
        notation nor an ``int`` 0–33 (``True``, ``2.0`` and numpy integers are refused)."""
        self._done(self.model.add_tile(kind))

    def remove_tile(self, kind: int | str, *, win: bool = False) -> None:
        """Remove one concealed copy of ``kind`` (``win=True``: the winning tile itself); :class:`MjError`
        for a ``kind`` that is neither notation nor an ``int`` 0–33."""
        self._done(self.model.remove_tile(kind, win=win))

    def remove_set(self, index: int) -> None:
        """Remove the declared set at ``index`` (0-based); no such set → a message, the hand unchanged.
        :class:`MjError` (hand unchanged) when ``index`` is not a whole number."""
        self._done(self.model.remove_set(index))

    def add_set(self, kind: str, tile: int | str) -> None:
        """Add a declared set: ``kind`` chi/pon/kan/kakan/ankan, ``tile`` its (lowest) tile.

        Raises :class:`MjError` (shown as a message by the widget) for a chow that does not fit in a suit."""
        self._done(self.model.add_set(kind, tile))

    def set_hand(self, hand: str | Hand) -> None:
        """Replace the hand (notation or Hand; partial allowed).  Raises :class:`MjError` on bad input."""
        self._done(self.model.set_hand(hand))

    def undo(self) -> None:
        """Go back one hand change."""
        self._done(self.model.undo())

    def clear(self) -> None:
        """Empty the hand (undo brings it back); clearing an empty hand adds no undo step."""
        self._done(self.model.clear())

    # ------------------------------------------------------------------ event handlers
    def _on_palette(self, key: str) -> None:
        self.add_tile(key)

    def _on_hand(self, key: str) -> None:
        """A hand-strip click: ``"c:<tile>"`` (a concealed tile), ``"w:<tile>"`` (the winning tile) or
        ``"m:<index>"`` (the 0-based set index).  Any other payload gets a short message, never an exception."""
        from ..tiles import parse_tile
        key = str(key)
        what, sep, val = key.partition(":")
        if what in ("c", "w") and sep:
            try:
                k = parse_tile(val.strip())
            except MjError:
                self._say(T("explorer.bad_click", what=plain(key)), error=True, where="hand")
                return
            self.remove_tile(k, win=what == "w")
        elif what == "m" and sep and val.strip().isdigit():
            self.remove_set(int(val.strip()))
        else:
            self._say(T("explorer.bad_click", what=plain(key)), error=True, where="hand")

    def _on_win(self, change) -> None:
        if self.model.set_win(change["new"]):
            self._done(True)

    def _on_add_set(self) -> None:
        if self.set_kind_dd.value is None or self.set_tile_dd.value is None:
            return
        self.add_set(self.set_kind_dd.value, self.set_tile_dd.value)

    def _on_notation(self, change) -> None:
        self._apply_notation(change["new"])

    def _apply_notation(self, text: str) -> None:
        if text.strip() == str(self.hand):
            return
        try:
            self.set_hand(text)
        except MjError as e:
            self._say(f"{T('explorer.bad_input')}: {e}", error=True, where="notation")
            self._keep_notation = True  # leave the learner's text in the box to fix it
            self.refresh()

    def _on_lang(self, change) -> None:
        set_language(change["new"])
        self.access.lang = lang_code()
        self._relabel()
        if isinstance(self._msg[0], Text):  # re-render the message in the new language
            self._say(*self._msg)
        self.refresh()

    def _on_ruleset(self, change) -> None:
        if change["new"] is None:
            return
        self.model.set_focus(change["new"])
        self._refresh_set_tiles()
        self._done(True)

    def _on_view(self, change) -> None:
        self.model.mode = change["new"]
        self.refresh()

    def _on_projector(self, change) -> None:
        if change["new"]:
            self.add_class("mj-projector")
        else:
            self.remove_class("mj-projector")

    def _on_tab(self, change) -> None:
        self._draw_tab(self._current_tab())

    def _on_setting(self, change) -> None:
        owner = change.get("owner") if isinstance(change, dict) else None
        if owner is self.seat_dd or owner is self.win_by_tb:
            self.settings.refresh_seat_choices()
        if self._msg[1]:  # a setting changed successfully: an old error message no longer applies
            self._say("")
        self.refresh()

    # ------------------------------------------------------------------ settings
    def context_dict(self) -> dict[str, Any]:
        """The win context from the controls (a dict for ``mjlearn.api.score``; only what differs from the
        defaults, besides win_by and the seats)."""
        return self.settings.context_dict()

    def _options_and_errors(self) -> tuple[dict[str, dict[str, Any]], dict[str, MjError]]:
        return self.settings.options_and_errors()

    def options_dict(self) -> dict[str, dict[str, Any]]:
        """Ruleset name → options from the controls (only values that differ from the defaults)."""
        return self._options_and_errors()[0]

    # ------------------------------------------------------------------ views
    def _current_tab(self) -> str:
        i = self.tabs.selected_index
        if i is None or not 0 <= i < len(self.tab_specs):
            i = 0
        return self.tab_specs[i].key

    def _make_state(self) -> ExplorerState:
        """The model's state for the controls' settings; each setting problem is said next to its panel."""
        options, errors = self._options_and_errors()
        self.model.set_settings(self.context_dict(), options, errors)
        state = self.model.state()
        self.settings.show(state)
        return state

    def _draw_tab(self, key: str) -> None:
        if key not in self._dirty or self._state is None:
            return
        spec = next((s for s in self.tab_specs if s.key == key), None)
        if spec is None:
            return
        try:
            html = spec.build(self._state)
        except Exception as e:  # noqa: BLE001 - never a traceback in the widget
            html = error_html(T("explorer.oops", what=plain(str(e) if isinstance(e, MjError) else type(e).__name__)))
        self.views[key].value = html
        self._dirty.discard(key)

    def view_html(self, key: str) -> str:
        """The HTML of tab ``key`` for the current hand (computing it now if it was not visible)."""
        self._draw_tab(key)
        return self.views[key].value

    def refresh(self) -> None:
        """Redraw the palette, the hand, the summary and the visible tab from the current state (never
        raises); the other tabs are redrawn when opened (or by :meth:`view_html`)."""
        t0 = time.perf_counter()
        try:
            # the order matters in the browser: each trait change is one message, sent as it is made, so the
            # summary and the hand (what the learner looks at) go first, the palette's captions and the
            # visible tab after them
            self._state = self._make_state()
            self.summary.value = summary_html(self._state, self.summary_lines)
            self._draw_hand()
            self._draw_status()
            self._draw_palette()
            self.hand_info.value = f'<span class="mj-assume">{esc(info_text(self._state))}</span>'
            self._dirty = {s.key for s in self.tab_specs}
            self._draw_tab(self._current_tab())
        except Exception as e:  # noqa: BLE001 - never a traceback in the widget
            box = error_html(T("explorer.oops", what=plain(str(e) if isinstance(e, MjError) else type(e).__name__)))
            for v in self.views.values():
                v.value = box
            self.summary.value = box
        self.last_refresh_ms = (time.perf_counter() - t0) * 1000

    def _ghost_kinds(self) -> tuple[int, ...]:
        """Ghost kinds of the focus ruleset under the current options (none if the options are invalid)."""
        return self._state.ghost_kinds(self.model.focus) if self._state is not None else ()

    def _draw_palette(self) -> None:
        faces = dict(self.palette.faces)
        groups = palette_groups(self.model.ruleset.tile_kinds, self.model.copies, self._ghost_kinds(), faces,
                                PALETTE_SIZE)
        if faces != self.palette.faces:
            self.palette.faces = faces
        self.palette.groups = groups

    def _draw_hand(self) -> None:
        h = self.hand
        faces = dict(self.hand_strip.faces)
        groups = hand_groups(h, self._ghost_kinds(), faces, HAND_SIZE)
        if faces != self.hand_strip.faces:
            self.hand_strip.faces = faces
        self.hand_strip.groups = groups
        # winning-tile picker: the distinct concealed kinds (only for a 14-tile hand)
        opts: list = [(str(T("explorer.no_win")), None)]
        if self.model.count() == 14:
            opts += [(str(tile_text(k)), k) for k in sorted(set(self.model.tiles))]
        self._busy = True
        try:
            self.win_dd.options = opts
            self.win_dd.value = self.model.win if self.model.win in [v for _, v in opts] else None
            self.win_dd.disabled = self.model.count() != 14
            s = str(h)
            if self._keep_notation:
                self._keep_notation = False
            elif self.notation.value != s:
                self.notation.value = s
        finally:
            self._busy = False
