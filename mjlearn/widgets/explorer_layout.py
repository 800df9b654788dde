"""The Explorer widget's controls and layout (spec ``product.md`` § Widgets): :class:`ExplorerLayout` makes
every control, puts them in the order below and labels them in the current language; the wiring (what a click
does) is :class:`mjlearn.widgets.explorer.Explorer`, which builds on it.

Layout, top to bottom, so that at 1024×768 the palette, the hand and the result are on one screen:

1. a header row: ruleset, view (one ruleset at a time / side by side), language, projector mode;
2. the notation box (with its message line), the tile palette (``mj-palette``, ``data-testid="mj-palette-tile"``
   on each tile; copies left under each tile) and, right under it, the palette's own message line;
3. the hand (``data-testid="mj-hand"``; click a tile to remove it, click a set to remove the set) with the
   winning-tile picker, undo and clear beside it;
4. the **summary strip** (``data-testid="mj-summary"``): per ruleset one line — the total and the net
   payments, or "not a win: why", or the waits / shanten of a 13-tile hand, or why the input does not fit;
5. the **status line** (``data-testid="mj-status"``, ``role="status"``, ``aria-live="polite"``): what the last
   action did or why it was refused (the same message also sits next to the control that caused it);
6. the set builder (with its message line);
7. the settings panels (:mod:`mjlearn.widgets.explorer_settings`), each folding on its own (several can be
   open): the table (how the hand was won, who discarded / was robbed, who is liable for 包胡, seats, tiles seen
   on the table, every event flag) and one panel per ruleset with every option (Huilai's ``other_kongs``,
   ``kong_from``, ``ready_hands`` included, typed as short text);
8. the detail tabs, built from ``tab_specs`` (a list other modules can extend with ``Explorer.add_tab``):
   decompositions, scores, comparison, waits (and the 何切 tab, :mod:`mjlearn.widgets.advice_tab`).

The styling is ``mjlearn/static/explorer.css`` (package data).
"""
from __future__ import annotations

import re
from importlib import resources

import ipywidgets as W

from .. import api
from ..explorer.model import ExplorerModel
from ..explorer.strings import tile_text
from ..hand import MELD_EN, MELD_KINDS, MELD_ZH
from ..i18n import T, get_language, plain
from ..render.explorer import TabSpec
from ..render.html import esc
from ..render.lang import name as attr_name
from .a11y import HTML, Access, LiveText, lang_code
from .anchor import ViewAnchor
from .explorer_settings import SettingsPanels
from .tilestrip import TileStrip

EXPLORER_CSS = "<style>\n" + re.sub(r"/\*.*?\*/\s*", "", resources.files("mjlearn").joinpath(
    "static/explorer.css").read_text(encoding="utf-8"), flags=re.S) + "</style>"
"""The explorer's widget styling (``mjlearn/static/explorer.css``, package data; its comments left out), put in
the page with the widget."""

LANG_OPTIONS = (("中文", "zh"), ("English", "en"), ("中文 + English", "both"))
"""The language menu: (label, value) for :func:`mjlearn.i18n.set_language`."""


class ExplorerLayout(W.VBox):
    """The explorer's controls, their order on the page and their labels; no event handling (the
    :class:`~mjlearn.widgets.explorer.Explorer` subclass wires the events after :meth:`_build`)."""

    model: ExplorerModel
    tab_specs: list[TabSpec]
    _busy: bool

    def _build(self, mode: str, projector: bool) -> None:
        wide = {"description_width": "initial"}
        auto = W.Layout(width="auto")
        wrap = W.Layout(flex_flow="row wrap", align_items="center")
        self.title_html = HTML()
        self.ruleset_dd = W.Dropdown(value=None, options=[], style=wide, layout=auto)
        self.view_tb = W.ToggleButtons(options=[("one", "one"), ("side", "side")], value=mode,
                                       style={"button_width": "auto"})
        self.view_tb.add_class("mj-view-mode")
        self.lang_tb = W.Dropdown(options=list(LANG_OPTIONS), value=get_language(), style=wide, layout=auto)
        self.lang_tb.add_class("mj-lang")
        self.projector_tb = W.ToggleButton(value=bool(projector), icon="television", layout=auto)
        self.projector_tb.add_class("mj-projector-toggle")
        self.palette_label = HTML()
        self.palette = TileStrip(item_testid="mj-palette-tile", root_testid="mj-explorer", testid="mj-palette")
        self.palette.add_class("mj-palette")
        self.palette_msg = HTML()
        self.palette_msg.add_class("mj-palette-msg")
        self.hand_label = HTML()
        self.hand_strip = TileStrip(testid="mj-hand")
        self.hand_strip.add_class("mj-hand")
        self.hand_strip.layout = W.Layout(flex="1 1 auto")
        self.hand_info = HTML()  # the count line, beside undo / clear
        self.hand_info.add_class("mj-hand-info")
        self.win_dd = W.Dropdown(options=[("—", None)], value=None, style=wide, layout=auto)
        self.win_dd.add_class("mj-win-select")
        self.undo_btn = W.Button(icon="undo", layout=auto)
        self.undo_btn.add_class("mj-undo")
        self.clear_btn = W.Button(icon="trash", layout=auto)
        self.clear_btn.add_class("mj-clear")
        self.hand_msg = HTML()
        self.hand_msg.add_class("mj-hand-msg")
        self.summary = HTML()
        self.summary.add_class("mj-summary-box")
        self.message = LiveText(testid="mj-status")  # the status line (aria-live)
        self.access = Access(root=".mj-explorer", lang=lang_code())  # keys, focus, toggles, panels (a11y.py)
        self.message.add_class("mj-message")
        self.message.add_class("mj-status")
        self.set_kind_dd = W.Dropdown(options=[], style=wide, layout=auto)
        self.set_tile_dd = W.Dropdown(options=[], style=wide, layout=auto)
        self.set_add_btn = W.Button(icon="plus", layout=auto)
        self.set_add_btn.add_class("mj-set-add")
        self.set_help = HTML()
        self.set_msg = HTML()
        self.set_msg.add_class("mj-set-msg")
        self.notation = W.Text(continuous_update=False, layout=W.Layout(width="24em", max_width="100%"), style=wide)
        self.notation.add_class("mj-notation-input")
        self.apply_btn = W.Button(icon="check", layout=auto)
        self.apply_btn.add_class("mj-apply")
        self.notation_help = HTML()
        self.notation_msg = HTML()
        self.notation_msg.add_class("mj-notation-msg")
        self.settings = SettingsPanels(self._set_options)
        s = self.settings  # its controls, under the names the explorer has always had
        self.win_by_tb, self.discarder_dd, self.liable_dd = s.win_by_tb, s.discarder_dd, s.liable_dd
        self.seat_dd, self.dealer_dd, self.round_dd = s.seat_dd, s.dealer_dd, s.round_dd
        self.seen_txt, self.initial_txt, self.flag_cbs, self.context_msg = s.seen_txt, s.initial_txt, s.flag_cbs, s.context_msg
        self.kong_replacement_cb = self.flag_cbs["kong_replacement"]
        self.last_tile_cb = self.flag_cbs["last_tile"]
        self.all_closed_cb = self.flag_cbs["all_closed"]
        self.context_box, self.panels, self.settings_box = s.context_box, s.panels, s.box
        self.option_widgets, self.option_msgs, self.option_helps = s.option_widgets, s.option_msgs, s.option_helps
        # detail tabs
        self.views: dict[str, W.HTML] = {}
        self.tabs = W.Tab()
        self.tabs.add_class("mj-views")
        self._build_tabs()
        self.readings_view = self.views["readings"]
        self.scores_view = self.views["scores"]
        self.compare_view = self.views["compare"]
        self.waits_view = self.views["waits"]
        self.anchor = ViewAnchor()  # brings the new explorer into view once (after Shift+Enter, Run All)
        self.children = [
            self.anchor,
            W.HBox([self.title_html, self.ruleset_dd, self.view_tb, self.lang_tb, self.projector_tb], layout=wrap),
            W.HBox([self.notation, self.apply_btn], layout=wrap), self.notation_msg,
            self.palette, self.palette_msg,
            self.hand_strip,
            W.HBox([self.win_dd, self.undo_btn, self.clear_btn, self.hand_info, self.hand_msg], layout=wrap),
            self.summary,
            self.message,
            W.HBox([self.set_kind_dd, self.set_tile_dd, self.set_add_btn, self.set_help], layout=wrap), self.set_msg,
            self.settings_box,
            self.tabs,
            self.access,
        ]
        if projector:
            self.add_class("mj-projector")

    def _build_tabs(self) -> None:
        for spec in self.tab_specs:
            if spec.key not in self.views:
                v = HTML()
                v.add_class(f"mj-{spec.key}")
                self.views[spec.key] = v
        self.tabs.children = [self.views[s.key] for s in self.tab_specs]
        for i, s in enumerate(self.tab_specs):
            self.tabs.set_title(i, str(s.title_text()))

    def _set_options(self, dd: W.Widget, options: list) -> None:
        old = dd.value
        self._busy = True
        try:
            dd.options = options
            vals = [v for _, v in options]
            dd.value = old if old in vals else (vals[0] if vals else None)
        finally:
            self._busy = False

    def _refresh_set_tiles(self) -> None:
        kinds = self.model.ruleset.tile_kinds
        self._set_options(self.set_tile_dd, [(str(tile_text(k)), k) for k in kinds])
        rs = self.model.ruleset
        self._set_options(self.set_kind_dd, [(str(plain(MELD_ZH[m], MELD_EN[m])), m) for m in MELD_KINDS
                                             if m in rs.meld_kinds])

    def _relabel(self) -> None:
        """Put every control's label in the current language."""
        # the notebook's own heading names the explorer; the title is kept for screen readers only
        # (an h2: it follows the notebook's h1, like the notebook's own sections)
        self.title_html.value = EXPLORER_CSS + f"<h2 class='mj-title mj-sr-only'>{esc(T('explorer.title'))}</h2>"
        self.lang_tb.description = str(T("explorer.language"))
        self.view_tb.description = ""
        self._set_options(self.ruleset_dd, [(str(api.get_ruleset(n).title), n) for n in api.ruleset_names()])
        if self.ruleset_dd.value != self.model.focus:
            self._busy = True
            try:
                self.ruleset_dd.value = self.model.focus
            finally:
                self._busy = False
        self.ruleset_dd.description = str(T("explorer.ruleset"))
        self._set_options(self.view_tb, [(str(T("explorer.view_one")), "one"), (str(T("explorer.view_side")), "side")])
        self.projector_tb.description = str(T("explorer.projector"))
        self.palette.label = attr_name(T("explorer.palette_name"))  # a name: one language (render.lang)
        self.hand_strip.label = attr_name(T("explorer.hand_name"))
        self.palette.empty_text = ""
        self.hand_strip.empty_text = str(T("explorer.empty"))
        self.win_dd.description = str(T("explorer.win_tile"))
        self.undo_btn.description = str(T("explorer.undo"))
        self.clear_btn.description = str(T("explorer.clear"))
        self.set_kind_dd.description = str(T("explorer.set_kind"))
        self.set_tile_dd.description = str(T("explorer.set_tile"))
        self.set_add_btn.description = str(T("explorer.set_add"))
        self.set_help.value = f"<span class='mj-help'>{esc(T('explorer.set_help'))}</span>"
        self.notation.description = str(T("explorer.notation"))
        self.apply_btn.description = str(T("explorer.apply"))
        self.notation_help.value = f"<span class='mj-help'>{esc(T('explorer.notation_help'))}</span>"
        self.notation.placeholder = "123m456p11s89m pon:777z +7m"
        self.notation.tooltip = attr_name(T("explorer.notation_help"))
        self._refresh_set_tiles()
        self.settings.relabel()
        for i, s in enumerate(self.tab_specs):
            self.tabs.set_title(i, str(s.title_text()))
