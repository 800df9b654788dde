"""The explorer's settings panels: the table (how the hand was won, seats, tiles seen, every event flag) and
one folding panel per ruleset with every option, each with its own message line (spec ``product.md`` § Widgets).

:class:`SettingsPanels` builds the controls, labels them in the current language and reads them back:
:meth:`SettingsPanels.context_dict` (a dict for :func:`mjlearn.api.score`) and
:meth:`SettingsPanels.options_and_errors` (ruleset name → options; an option text that cannot be read is an
MjError for that ruleset).  The explorer (:mod:`mjlearn.widgets.explorer`) wires their events.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as W

from .. import api
from ..context import SEATS, WIN_BY, WIN_BY_EN, WIN_BY_ZH, next_seat, previous_seat
from ..errors import MjError
from ..explorer.model import option_from_text
from ..explorer.strings import seat_text, tile_text
from ..i18n import T, Text, catalogue, plain
from ..render.html import esc
from ..tiles import tile_str
from .a11y import HTML

NONE = ""  # a dropdown entry standing for None (ipywidgets shows a value of None as no selection)
FLAGS = ("kong_replacement", "kong_replacement_red", "kong_discard", "kong_discard_red", "last_tile",
         "first_turn", "first_discard", "shisan_san", "jushou_ting", "all_closed")
"""The context's event flags, one checkbox each (``common.md`` § Context)."""


def _has(key: str) -> bool:
    return key in catalogue()


def option_widget(spec) -> W.Widget | None:
    """A control for one OptionSpec (bool → checkbox, choice → dropdown, int → number, tile → tile
    dropdown, tiles / list / dict → a short text box); ``None`` for a kind without a control."""
    wide = {"description_width": "initial"}
    auto = W.Layout(width="auto")
    if spec.kind == "bool":
        w: W.Widget = W.Checkbox(value=bool(spec.default), indent=False, layout=auto)
    elif spec.kind == "choice" or (spec.kind == "int" and spec.choices):
        w = W.Dropdown(options=[(str(c), NONE if c is None else c) for c in spec.choices],
                       value=NONE if spec.default is None else spec.default, style=wide, layout=auto)
    elif spec.kind == "int":
        lo = spec.minimum if spec.minimum is not None else 0
        hi = spec.maximum if spec.maximum is not None else 10 ** 6
        w = W.BoundedIntText(value=spec.default, min=lo, max=hi, style=wide, layout=W.Layout(width="auto"))
    elif spec.kind == "tile":
        opts = [("—", NONE)] + [(str(tile_text(k)), tile_str(k)) for k in range(34)]
        w = W.Dropdown(options=opts, value=spec.default if spec.default in [v for _, v in opts] else NONE,
                       style=wide, layout=auto)
    elif spec.kind in ("tiles", "list", "dict"):
        w = W.Text(value="", continuous_update=False, style=wide, layout=W.Layout(width="auto"))
    else:
        return None
    w._mj_spec = spec  # type: ignore[attr-defined]
    w.add_class(f"mj-opt-{spec.name}")
    return w


def option_value(w: W.Widget) -> Any:
    """The option value a control holds (a text-typed option read by :func:`option_from_text`)."""
    spec = w._mj_spec  # type: ignore[attr-defined]
    if isinstance(w, W.Dropdown):
        return None if w.value == NONE else w.value
    if spec.kind in ("tiles", "list", "dict"):
        return option_from_text(spec, w.value)
    return w.value


class SettingsPanels:
    """The table panel and the per-ruleset option panels.  ``set_options(dropdown, options)`` is the
    explorer's way to change a control's choices without firing its observers.

    Controls: ``win_by_tb``, ``discarder_dd``, ``liable_dd``, ``seat_dd``, ``dealer_dd``, ``round_dd``,
    ``seen_txt``, ``initial_txt``, ``flag_cbs`` (flag → checkbox), ``context_msg``; ``option_widgets`` (ruleset →
    option → control), ``option_helps``, ``option_msgs`` (ruleset → message line); ``panels`` (``"context"`` and
    each ruleset → its Accordion); ``box`` (all panels, class ``mj-settings``).
    """

    def __init__(self, set_options: Callable[[W.Widget, list], None]) -> None:
        self._set_options = set_options
        wide = {"description_width": "initial"}
        auto = W.Layout(width="auto")
        wrap = W.Layout(flex_flow="row wrap", align_items="center")
        self.win_by_tb = W.ToggleButtons(options=[(w, w) for w in WIN_BY], value="discard",
                                         style={"button_width": "auto"})
        self.discarder_dd = W.Dropdown(options=[("—", "")], value="", style=wide, layout=auto)
        self.discarder_dd.add_class("mj-discarder")
        self.liable_dd = W.Dropdown(options=[("—", "")], value="", style=wide, layout=auto)
        self.liable_dd.add_class("mj-liable")
        self.seat_dd = W.Dropdown(options=list(SEATS), value="S", style=wide, layout=auto)
        self.dealer_dd = W.Dropdown(options=list(SEATS), value="E", style=wide, layout=auto)
        self.round_dd = W.Dropdown(options=list(SEATS), value="E", style=wide, layout=auto)
        self.seen_txt = W.Text(value="", continuous_update=False, placeholder="5m5m9p", style=wide,
                               layout=W.Layout(width="auto"))
        self.seen_txt.add_class("mj-seen")
        self.initial_txt = W.Text(value="", continuous_update=False, placeholder="19m19p19s1234567z", style=wide,
                                  layout=W.Layout(width="auto"))
        self.flag_cbs: dict[str, W.Checkbox] = {f: W.Checkbox(value=False, indent=False, layout=auto) for f in FLAGS}
        self.context_msg = HTML()
        self.context_msg.add_class("mj-context-msg")
        self.context_box = W.VBox([
            self.win_by_tb,
            W.HBox([self.discarder_dd, self.liable_dd], layout=wrap),
            W.HBox([self.seat_dd, self.dealer_dd, self.round_dd], layout=wrap),
            W.HBox([self.seen_txt, self.initial_txt], layout=wrap),
            W.HBox(list(self.flag_cbs.values()), layout=wrap),
            self.context_msg,
        ])
        self.context_box.add_class("mj-context")
        # options per ruleset (one folding panel each)
        self.option_widgets: dict[str, dict[str, W.Widget]] = {}
        self.option_msgs: dict[str, W.HTML] = {}
        self.option_helps: dict[str, dict[str, W.HTML]] = {}
        self.panels: dict[str, W.Accordion] = {"context": W.Accordion(children=[self.context_box])}
        for name in api.ruleset_names():
            ws: dict[str, W.Widget] = {}
            helps: dict[str, W.HTML] = {}
            rows: list[W.Widget] = []
            for spec in api.get_ruleset(name).option_specs:
                w = option_widget(spec)
                if w is None:
                    continue
                ws[spec.name] = w
                if spec.kind in ("tiles", "list", "dict"):
                    helps[spec.name] = HTML()
                    rows.append(W.HBox([w, helps[spec.name]], layout=wrap))
                else:
                    rows.append(w)
            self.option_widgets[name] = ws
            self.option_helps[name] = helps
            msg = HTML()
            msg.add_class(f"mj-options-msg-{name}")
            self.option_msgs[name] = msg
            simple = [r for r in rows if not isinstance(r, W.HBox)]
            texts = [r for r in rows if isinstance(r, W.HBox)]
            box = W.VBox([W.HBox(simple, layout=wrap)] + texts + [msg] if rows else [HTML()])
            box.add_class(f"mj-options-{name}")
            self.panels[name] = W.Accordion(children=[box])
        for acc in self.panels.values():
            acc.selected_index = None
        self.box = W.VBox(list(self.panels.values()))
        self.box.add_class("mj-settings")

    def controls(self) -> list[W.Widget]:
        """Every control whose value is a setting (the explorer observes them)."""
        return [self.win_by_tb, self.seat_dd, self.dealer_dd, self.round_dd, self.discarder_dd, self.liable_dd,
                self.seen_txt, self.initial_txt, *self.flag_cbs.values(),
                *(w for ws in self.option_widgets.values() for w in ws.values())]

    # ------------------------------------------------------------------ labels
    def _seat_choice(self, s: str) -> str:
        me = self.seat_dd.value
        rel = {previous_seat(me): "explorer.rel_prev", next_seat(me): "explorer.rel_next",
               next_seat(me, 2): "explorer.rel_opp"}.get(s)
        return str(T("explorer.seat_rel", seat=seat_text(s), rel=T(rel))) if rel else str(seat_text(s))

    def refresh_seat_choices(self) -> None:
        """Discarder and liable seat: every seat but the winner's, named with where it sits (上家 …)."""
        me = self.seat_dd.value
        others = [s for s in SEATS if s != me]
        self._set_options(self.discarder_dd, [(str(T("explorer.discarder_default")), "")]
                          + [(self._seat_choice(s), s) for s in others])
        self._set_options(self.liable_dd, [(str(T("explorer.liable_none")), "")]
                          + [(self._seat_choice(s), s) for s in others])
        wb = self.win_by_tb.value
        self.discarder_dd.description = str(T("explorer.robbed" if wb == "rob_kong" else "explorer.discarder"))
        self.discarder_dd.disabled = wb == "self_draw"

    @staticmethod
    def _option_label(spec, value: Any) -> str:
        key = f"explorer.opt.{spec.name}.{'none' if value is None else value}"
        if _has(key):
            return str(T(key))
        return "—" if value is None else str(value)

    def relabel(self) -> None:
        """Put every label of the panels in the current language."""
        self._set_options(self.win_by_tb, [(str(plain(WIN_BY_ZH[w], WIN_BY_EN[w])), w) for w in WIN_BY])
        self.win_by_tb.description = str(T("explorer.win_by"))
        for f, cb in self.flag_cbs.items():
            cb.description = str(T(f"explorer.{f}"))
        seats = [(str(seat_text(s)), s) for s in SEATS]
        for dd, key in ((self.seat_dd, "explorer.seat"), (self.dealer_dd, "explorer.dealer"),
                        (self.round_dd, "explorer.round_wind")):
            self._set_options(dd, seats)
            dd.description = str(T(key))
        self.refresh_seat_choices()
        self.liable_dd.description = str(T("explorer.liable"))
        self.seen_txt.description = str(T("explorer.seen"))
        self.initial_txt.description = str(T("explorer.initial_hand"))
        for name, ws in self.option_widgets.items():
            for w in ws.values():
                spec = w._mj_spec  # type: ignore[attr-defined]
                w.description = f"{spec.label} [{spec.code}]" if spec.code else str(spec.label)
                if isinstance(w, W.Dropdown) and spec.kind != "tile":
                    self._set_options(w, [(self._option_label(spec, c), NONE if c is None else c)
                                          for c in spec.choices])
            for oname, h in self.option_helps[name].items():
                key = f"explorer.opt_help_{oname}"
                h.value = f"<span class='mj-help'>{esc(T(key))}</span>" if _has(key) else ""
        self.panels["context"].set_title(0, str(T("explorer.context")))
        for name in api.ruleset_names():
            self.panels[name].set_title(0, str(T("explorer.options_of", ruleset=api.get_ruleset(name).title)))

    # ------------------------------------------------------------------ reading the controls
    def context_dict(self) -> dict[str, Any]:
        """The win context from the controls (a dict for ``mjlearn.api.score``; only what differs from the
        defaults, besides win_by and the seats)."""
        ctx: dict[str, Any] = {"win_by": self.win_by_tb.value, "seat": self.seat_dd.value,
                               "dealer": self.dealer_dd.value, "round_wind": self.round_dd.value}
        if self.discarder_dd.value and self.win_by_tb.value != "self_draw":
            ctx["discarder"] = self.discarder_dd.value
        if self.liable_dd.value:
            ctx["liable"] = self.liable_dd.value
        for f, cb in self.flag_cbs.items():
            if cb.value:
                ctx[f] = True
        if self.seen_txt.value.strip():
            ctx["seen"] = self.seen_txt.value.strip()
        if self.initial_txt.value.strip():
            ctx["initial_hand"] = self.initial_txt.value.strip()
        return ctx

    def options_and_errors(self) -> tuple[dict[str, dict[str, Any]], dict[str, MjError]]:
        """Ruleset name → options that differ from the defaults, and ruleset name → the MjError of the first
        option text of that ruleset that could not be read."""
        out: dict[str, dict[str, Any]] = {}
        errors: dict[str, MjError] = {}
        for name, ws in self.option_widgets.items():
            opts = {}
            for oname, w in ws.items():
                spec = w._mj_spec  # type: ignore[attr-defined]
                try:
                    v = option_value(w)
                except MjError as e:
                    label, what = spec.label, e.what_text  # the option named, then what its reader said
                    errors.setdefault(name, MjError(Text(f"{label.zh}：{what.zh}", f"{label.en}: {what.en}"), oname,
                                                    e.allowed_text))
                    continue
                if v != spec.default:
                    opts[oname] = v
            out[name] = opts
        return out, errors

    def show(self, state) -> None:
        """Each setting problem of ``state`` (an ExplorerState) in the message line of its panel, the panel opened
        so that it is seen; the other message lines cleared."""
        lines = [("context", self.context_msg, state.context_message)]
        lines += [(name, self.option_msgs[name], text) for name, text in state.option_messages.items()]
        for panel, line, text in lines:
            line.value = f'<div class="mj-msg-error">{esc(text)}</div>' if text is not None else ""
            if text is not None and self.panels[panel].selected_index is None:
                self.panels[panel].selected_index = 0
