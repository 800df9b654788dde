"""The Explorer: build a hand by clicking tiles and see every reading, every item and the waits under the
three rulesets (spec ``product.md`` § Widgets).

Layout (top to bottom): ruleset and language; the tile palette (``mj-palette``; copies left under each
tile); a message line (``mj-message``); the hand (``mj-hand``; click a tile to remove it, click a set to
remove the set); the winning-tile picker, undo, clear; the set builder (chi/pon/kan/kakan/ankan); the
notation box (``mj-notation-input``); context and ruleset options; then the views in tabs:
decompositions (``mj-readings``), scores of the three rulesets (``mj-scores``, one box ``mj-score-<name>``
each), the side-by-side comparison (``mj-compare``) and the waits (``mj-waits``).

Everything goes through the public facade (:mod:`mjlearn.api`) and ``get_ruleset(name).option_specs``.
A ruleset whose scoring has not landed shows "coming" (``status.not_implemented``), never a value.  Every
error is a friendly message; the hand stays as it was; no traceback reaches the learner.

Why ipywidgets + one anywidget: see :mod:`mjlearn.widgets.tilestrip`.
"""
from __future__ import annotations

import functools
import time
from typing import Any, Callable

import ipywidgets as W

from .. import api
from ..context import SEAT_EN, SEAT_ZH, SEATS, WIN_BY, WIN_BY_EN, WIN_BY_ZH, make_context
from ..errors import MjError
from ..hand import MELD_EN, MELD_KINDS, MELD_ZH, Hand, Meld, parse_hand
from ..i18n import T, Text, get_language, plain, register, set_language
from ..render import (CSS, error_html, readings_html, result_html, result_readings_html, shanten_text,
                      table_html, tile_svg, waits_html)
from ..render.html import esc
from ..rows import comparison_rows, items_rows, waits_rows
from ..rules import get_ruleset, ruleset_names
from ..tiles import rank_of, suit_of, tile_en, tile_str, tile_zh
from .tilestrip import TileStrip

register({
    "explorer.title": ("麻将计分探索器", "Mahjong scoring explorer"),
    "explorer.ruleset": ("规则", "ruleset"),
    "explorer.language": ("语言", "language"),
    "explorer.palette": ("点牌加入手牌（牌下数字为剩余张数）", "click a tile to add it (the number is copies left)"),
    "explorer.hand": ("手牌：点一张牌将其移除，点一组副露将整组移除",
                      "your hand: click a tile to remove it, click a set to remove the set"),
    "explorer.empty": ("手牌是空的：点上面的牌加入", "the hand is empty: click tiles above to add them"),
    "explorer.win_tile": ("和牌张", "winning tile"),
    "explorer.no_win": ("（无）", "(none)"),
    "explorer.undo": ("撤销", "undo"),
    "explorer.clear": ("清空", "clear"),
    "explorer.set_kind": ("副露", "set"),
    "explorer.set_tile": ("牌", "tile"),
    "explorer.set_add": ("加入副露", "add set"),
    "explorer.set_help": ("吃：选最小的一张（如 3m → 345m）；碰/杠：选那张牌",
                          "chi: pick the lowest tile (3m → 345m); pon/kan: pick the tile"),
    "explorer.notation": ("牌谱", "notation"),
    "explorer.apply": ("用这手牌", "use this hand"),
    "explorer.notation_help": ("例：123m456p11s78m pon:555z +9m（+ 后为和牌张）",
                               "e.g. 123m456p11s78m pon:555z +9m (the tile after + is the winning tile)"),
    "explorer.context": ("和牌情况", "how the hand was won"),
    "explorer.options": ("规则选项", "ruleset options"),
    "explorer.win_by": ("和牌方式", "win by"),
    "explorer.kong_replacement": ("杠上开花", "kong replacement draw (杠上开花)"),
    "explorer.last_tile": ("海底（最后一张）", "last tile of the wall (海底)"),
    "explorer.seat": ("座位（门风）", "seat (seat wind)"),
    "explorer.dealer": ("庄家", "dealer"),
    "explorer.round_wind": ("圈风", "round wind"),
    "explorer.all_closed": ("四清（锦州：四家都没开门）", "四清 (Jinzhou: no player has opened)"),
    "explorer.tab_readings": ("拆牌", "decompositions"),
    "explorer.tab_scores": ("计分", "scores"),
    "explorer.tab_compare": ("三种规则对比", "compare rulesets"),
    "explorer.tab_waits": ("听牌", "waits"),
    "explorer.fifth_copy": ("不能再加 {tile}：每种牌只有 4 张，这手牌已经用了 4 张。",
                            "cannot add another {tile}: there are only 4 of each tile and this hand already has 4."),
    "explorer.full": ("手牌已满（14 张，副露按 3 张计）：先移除一张。",
                      "the hand is full (14 tiles, a set counts 3): remove a tile first."),
    "explorer.not_in_ruleset": ("{tile} 不是{ruleset}的牌。", "{tile} is not a tile of {ruleset}."),
    "explorer.count": ("{n} 张（副露按 3 张计）。", "{n} tiles (a set counts 3)."),
    "explorer.need_more": ("再加 {k} 张就是听牌形（13 张），加到 14 张就是和牌形。",
                           "add {k} more for a waiting hand (13 tiles), 14 for a complete hand."),
    "explorer.need_win": ("14 张：请在“和牌张”里选出和牌的那张。", "14 tiles: choose the winning tile."),
    "explorer.waiting": ("13 张：这是听牌形，看“听牌”页。", "13 tiles: a waiting hand, see the waits tab."),
    "explorer.complete": ("14 张：和牌形，看“拆牌”和“计分”页。",
                          "14 tiles: a complete hand, see the decompositions and scores tabs."),
    "explorer.before_win": ("和牌前（去掉和牌张）这手牌听：", "before the winning tile, this hand waited on:"),
    "explorer.waits_table": ("每张听牌在三种规则下的得分", "what each wait would score in each ruleset"),
    "explorer.bad_input": ("输入有误", "that did not work"),
    "explorer.oops": ("出了点问题，手牌保持不变（{what}）。", "something went wrong; the hand is unchanged ({what})."),
    "explorer.undo_empty": ("没有可以撤销的操作。", "nothing to undo."),
    "explorer.removed": ("已移除 {tile}。", "removed {tile}."),
    "explorer.added": ("已加入 {tile}。", "added {tile}."),
    "explorer.options_none": ("（此规则没有选项）", "(this ruleset has no options)"),
    "explorer.shanten_by": ("{ruleset}：{s}", "{ruleset}: {s}"),
    "explorer.not_in_hand": ("手牌里没有 {tile}，没有移除任何牌。", "there is no {tile} in the hand: nothing removed."),
    "explorer.no_set": ("没有第 {n} 组副露，没有移除任何牌。", "there is no set number {n}: nothing removed."),
    "explorer.bad_click": ("无法识别的点击“{what}”，手牌保持不变。",
                           "unrecognised click '{what}'; the hand is unchanged."),
    "explorer.win_kept_as_tile": (
        "“+{tile}”只在完整的手牌里标出和牌张（13 张 + “+和牌张”）；这手牌只有 {n} 张，{tile} 已作为普通牌加入。",
        "'+{tile}' marks the winning tile only in a full hand (13 tiles + '+tile'); this hand has {n} tiles, "
        "so {tile} was added as an ordinary tile."),
    "explorer.ruleset_now": ("现在按{ruleset}显示。", "now showing {ruleset}."),
    "explorer.hand_not_in_ruleset": ("现在按{ruleset}显示：手牌里的 {tiles} 不是{ruleset}的牌，请移除。",
                                     "now showing {ruleset}: {tiles} in this hand is not a tile of {ruleset}; "
                                     "remove it."),
    "explorer.invalid_input": ("输入不符合该规则", "invalid input for this ruleset"),
})

# explorer-level styling (applies to the ipywidgets chrome around our views)
_EXPLORER_CSS = """<style>
.mj-explorer .mj-views{--jp-widgets-horizontal-tab-width:240px}
.mj-explorer .mj-views .lm-TabBar-tab{min-width:fit-content !important;max-width:none !important;
  flex:0 0 auto !important}
.mj-explorer .mj-msg-error{color:#8a1c14;background:#fdecea;border:1px solid #f0b8b2;border-radius:5px;
  padding:4px 8px;font-size:13.5px}
.mj-explorer .mj-msg-info{color:#2d5a2d;font-size:13px;padding:2px 0}
.mj-explorer .mj-help{font-size:12px;color:#666}
.mj-explorer h3.mj-title{margin:4px 0;font-size:18px}
.mj-explorer table.mj-table tr.mj-excluded td{color:#8c8c8c;background:#f4f4f4;text-decoration:none}
.mj-explorer table.mj-table tr.mj-excluded td:nth-child(-n+3){text-decoration:line-through}
.mj-explorer table.mj-table tr.mj-excluded td:last-child,.mj-explorer table.mj-table tr.mj-excluded td:nth-last-child(2){font-style:italic}
.mj-cols{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
.mj-card{border:1px solid #ddd5bf;border-radius:6px;padding:6px 8px;background:#fffdf8;min-width:220px}
.mj-card h5{margin:0 0 4px;font-size:14px}
</style>"""

_LANG_OPTIONS = (("中文", "zh"), ("English", "en"), ("中文 + English", "both"))
_SUIT_ROWS = (("m", plain("万", "characters")), ("p", plain("筒", "dots")), ("s", plain("条", "bamboo")),
              ("z", plain("字", "honors")))
PALETTE_SIZE = 40
HAND_SIZE = 46


def _tile_text(k: int) -> Text:
    return plain(f"{tile_str(k)} {tile_zh(k)}", f"{tile_str(k)} ({tile_en(k)})")


class Explorer(W.VBox):
    """The notebook explorer widget.  ``Explorer(hand="123m456p11s78m pon:555z +9m", ruleset="mawan")``.

    Parameters
    ----------
    hand : str | Hand, optional
        Starting hand (notation; partial hands allowed).
    ruleset : str
        The ruleset whose tile set the palette shows and whose readings the decompositions tab draws.
    lang : str, optional
        ``"zh"``, ``"en"`` or ``"both"`` (sets :func:`mjlearn.i18n.set_language`).

    Raises
    ------
    MjError
        A bad starting hand, ruleset or language.

    Python-side API (used by the tests; the browser does the same through the widgets): ``palette.click("5m")``,
    ``hand_strip.click(key)``, ``win_dd.value = kind``, ``undo_btn.click()``, ``clear_btn.click()``,
    ``set_kind_dd`` / ``set_tile_dd`` / ``set_add_btn.click()``, ``notation.value = "…"``, ``lang_tb.value``,
    the context controls and ``option_widgets[name][option]``.  ``hand`` is the current (partial) Hand,
    ``message_text`` the last message.
    """

    def __init__(self, hand: "str | Hand | None" = None, ruleset: str = "mawan", lang: str | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("mj-explorer")
        if lang is not None:
            set_language(lang)
        self._ruleset = get_ruleset(ruleset).name
        self._tiles: list[int] = []  # concealed tiles incl. the winning tile, in the order added
        self._melds: list[Meld] = []
        self._win: int | None = None
        self._history: list[tuple[tuple[int, ...], tuple[Meld, ...], int | None]] = []
        self._busy = False  # guards observers while we set widget values ourselves
        self._keep_notation = False
        self.message_text = ""
        self._msg: tuple = ("", False)
        self.last_refresh_ms = 0.0
        self._build()
        if hand is not None:
            self._load(parse_hand(hand, allow_partial=True))
        self._relabel()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        wide = {"description_width": "initial"}
        self.title_html = W.HTML()
        self.ruleset_dd = W.Dropdown(value=None, options=[], style=wide, layout=W.Layout(width="auto"))
        self.lang_tb = W.ToggleButtons(options=list(_LANG_OPTIONS), value=get_language(), style={"button_width": "auto"})
        self.lang_tb.add_class("mj-lang")
        self.palette_label = W.HTML()
        self.palette = TileStrip()
        self.palette.add_class("mj-palette")
        self.message = W.HTML()
        self.message.add_class("mj-message")
        self.hand_label = W.HTML()
        self.hand_strip = TileStrip()
        self.hand_strip.add_class("mj-hand")
        self.hand_info = W.HTML()
        self.hand_info.add_class("mj-hand-info")
        self.win_dd = W.Dropdown(options=[("—", None)], value=None, style=wide, layout=W.Layout(width="auto"))
        self.win_dd.add_class("mj-win-select")
        self.undo_btn = W.Button(icon="undo", layout=W.Layout(width="auto"))
        self.undo_btn.add_class("mj-undo")
        self.clear_btn = W.Button(icon="trash", layout=W.Layout(width="auto"))
        self.clear_btn.add_class("mj-clear")
        self.set_kind_dd = W.Dropdown(options=[], style=wide, layout=W.Layout(width="auto"))
        self.set_tile_dd = W.Dropdown(options=[], style=wide, layout=W.Layout(width="auto"))
        self.set_add_btn = W.Button(icon="plus", layout=W.Layout(width="auto"))
        self.set_add_btn.add_class("mj-set-add")
        self.set_help = W.HTML()
        self.notation = W.Text(continuous_update=False, layout=W.Layout(width="420px"), style=wide)
        self.notation.add_class("mj-notation-input")
        self.apply_btn = W.Button(icon="check", layout=W.Layout(width="auto"))
        self.apply_btn.add_class("mj-apply")
        self.notation_help = W.HTML()
        # context
        self.win_by_tb = W.ToggleButtons(options=[(w, w) for w in WIN_BY], value="discard", style={"button_width": "auto"})
        self.kong_replacement_cb = W.Checkbox(value=False, indent=False)
        self.last_tile_cb = W.Checkbox(value=False, indent=False)
        self.all_closed_cb = W.Checkbox(value=False, indent=False)
        self.seat_dd = W.Dropdown(options=list(SEATS), value="S", style=wide, layout=W.Layout(width="auto"))
        self.dealer_dd = W.Dropdown(options=list(SEATS), value="E", style=wide, layout=W.Layout(width="auto"))
        self.round_dd = W.Dropdown(options=list(SEATS), value="E", style=wide, layout=W.Layout(width="auto"))
        # options per ruleset
        self.option_widgets: dict[str, dict[str, W.Widget]] = {}
        opt_boxes = []
        for name in ruleset_names():
            ws: dict[str, W.Widget] = {}
            for spec in get_ruleset(name).option_specs:
                w = self._option_widget(spec)
                if w is not None:
                    ws[spec.name] = w
            self.option_widgets[name] = ws
            box = W.VBox(list(ws.values()) or [W.HTML()])
            box.add_class(f"mj-options-{name}")
            opt_boxes.append(box)
        self.options_acc = W.Accordion(children=opt_boxes)
        self.context_box = W.VBox([
            self.win_by_tb,
            W.HBox([self.kong_replacement_cb, self.last_tile_cb, self.all_closed_cb]),
            W.HBox([self.seat_dd, self.dealer_dd, self.round_dd]),
        ])
        self.settings_acc = W.Accordion(children=[self.context_box, self.options_acc])
        self.settings_acc.selected_index = None
        # views
        self.readings_view = W.HTML()
        self.readings_view.add_class("mj-readings")
        self.scores_view = W.HTML()
        self.scores_view.add_class("mj-scores")
        self.compare_view = W.HTML()
        self.compare_view.add_class("mj-compare")
        self.waits_view = W.HTML()
        self.waits_view.add_class("mj-waits")
        self.tabs = W.Tab(children=[self.readings_view, self.scores_view, self.compare_view, self.waits_view])
        self.tabs.add_class("mj-views")
        self.children = [
            self.title_html,
            W.HBox([self.ruleset_dd, self.lang_tb]),
            self.palette_label, self.palette, self.message,
            self.hand_label, self.hand_strip, self.hand_info,
            W.HBox([self.win_dd, self.undo_btn, self.clear_btn]),
            W.HBox([self.set_kind_dd, self.set_tile_dd, self.set_add_btn]), self.set_help,
            W.HBox([self.notation, self.apply_btn]), self.notation_help,
            self.settings_acc,
            self.tabs,
        ]
        # events
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
        for w in (self.win_by_tb, self.kong_replacement_cb, self.last_tile_cb, self.all_closed_cb, self.seat_dd,
                  self.dealer_dd, self.round_dd):
            w.observe(self._safe(self._on_setting), names="value")
        for ws in self.option_widgets.values():
            for w in ws.values():
                w.observe(self._safe(self._on_setting), names="value")

    def _option_widget(self, spec) -> "W.Widget | None":
        """A control for one OptionSpec (bool → checkbox, choice → dropdown, int → number, tile → tile
        dropdown, tiles → notation box); ``None`` for structured options (lists/dicts) set from code."""
        wide = {"description_width": "initial"}
        auto = W.Layout(width="auto")
        if spec.kind == "bool":
            w: W.Widget = W.Checkbox(value=bool(spec.default), indent=False)
        elif spec.kind == "choice" or (spec.kind == "int" and spec.choices):
            w = W.Dropdown(options=[("—" if c is None else str(c), c) for c in spec.choices], value=spec.default,
                           style=wide, layout=auto)
        elif spec.kind == "int":
            lo = spec.minimum if spec.minimum is not None else 0
            hi = spec.maximum if spec.maximum is not None else 10 ** 6
            w = W.BoundedIntText(value=spec.default, min=lo, max=hi, style=wide, layout=auto)
        elif spec.kind == "tile":
            opts = [("—", None)] + [(str(_tile_text(k)), tile_str(k)) for k in range(34)]
            w = W.Dropdown(options=opts, value=spec.default if spec.default in [v for _, v in opts] else None,
                           style=wide, layout=auto)
        elif spec.kind == "tiles":
            w = W.Text(value="" if spec.default is None else str(spec.default), continuous_update=False,
                       placeholder="e.g. 1m5p9s2z", style=wide)
        else:
            return None
        w._mj_spec = spec  # type: ignore[attr-defined]
        return w

    @staticmethod
    def _option_value(w: W.Widget) -> Any:
        spec = w._mj_spec  # type: ignore[attr-defined]
        if spec.kind == "tiles":
            return w.value.strip() or None
        return w.value

    def _safe(self, fn: Callable) -> Callable:
        """Wrap an event handler: an MjError becomes a message, anything else a short apology; never a traceback."""
        @functools.wraps(fn)
        def run(*args: Any, **kw: Any) -> None:
            if self._busy:
                return
            snap = self._snapshot()
            try:
                fn(*args, **kw)
            except MjError as e:
                self._restore(snap)
                self._say(f"{T('explorer.bad_input')}: {e}", error=True)
                self.refresh()
            except Exception as e:  # noqa: BLE001 - no traceback may reach the learner
                self._restore(snap)
                self._say(T("explorer.oops", what=plain(type(e).__name__)), error=True)
                try:
                    self.refresh()
                except Exception:  # noqa: BLE001
                    pass
        return run

    def __repr__(self) -> str:  # short and deterministic (stored as text/plain in notebooks)
        return f"Explorer(hand={str(self.hand)!r}, ruleset={self._ruleset!r})"

    # ------------------------------------------------------------------ state
    @property
    def hand(self) -> Hand:
        """The current hand (partial while being built): concealed tiles, sets, winning tile."""
        conc = list(self._tiles)
        if self._win is not None and self._win in conc:
            conc.remove(self._win)
            return Hand(tuple(conc), tuple(self._melds), self._win)
        return Hand(tuple(conc), tuple(self._melds), None)

    @property
    def ruleset(self) -> str:
        return self._ruleset

    def _count(self) -> int:
        return len(self._tiles) + 3 * len(self._melds)

    def _copies(self, k: int) -> int:
        return self._tiles.count(k) + sum(m.tiles.count(k) for m in self._melds)

    def _snapshot(self):
        return (tuple(self._tiles), tuple(self._melds), self._win)

    def _restore(self, snap) -> None:
        self._tiles, self._melds, self._win = list(snap[0]), list(snap[1]), snap[2]

    def _push(self) -> None:
        self._history.append(self._snapshot())
        if len(self._history) > 200:
            del self._history[0]

    def _fix_win(self) -> None:
        """14 tiles → a winning tile (default: the last tile added); fewer → none."""
        if self._count() != 14:
            self._win = None
        elif self._win is None or self._win not in self._tiles:
            self._win = self._tiles[-1] if self._tiles else None

    def _load(self, h: Hand) -> None:
        tiles = list(h.concealed) + ([h.win_tile] if h.win_tile is not None else [])
        n = len(tiles) + 3 * len(h.melds)
        if n > 14:
            raise MjError(f"{n} tiles: a hand has at most 14 (a set counts 3)", str(h), "13 or 14 tiles")
        self._tiles, self._melds, self._win = tiles, list(h.melds), h.win_tile
        if n != 14:
            self._win = None

    def _say(self, text: "Text | str", error: bool = False) -> None:
        self._msg = (text, error)
        self.message_text = str(text)
        cls = "mj-msg-error" if error else "mj-msg-info"
        self.message.value = f'<div class="{cls}">{esc(text)}</div>' if text else ""

    # ------------------------------------------------------------------ actions (public)
    def add_tile(self, kind: "int | str") -> None:
        """Add one tile to the concealed hand (refused with a message: fifth copy, full hand, wrong tile set)."""
        from ..tiles import parse_tile
        k = parse_tile(kind) if isinstance(kind, str) else kind
        rs = get_ruleset(self._ruleset)
        if k not in rs.tile_kinds:
            self._say(T("explorer.not_in_ruleset", tile=_tile_text(k), ruleset=rs.title), error=True)
            return
        if self._copies(k) >= 4:
            self._say(T("explorer.fifth_copy", tile=_tile_text(k)), error=True)
            return
        if self._count() >= 14:
            self._say(T("explorer.full"), error=True)
            return
        self._push()
        self._tiles.append(k)
        self._fix_win()
        self._say(T("explorer.added", tile=_tile_text(k)))
        self.refresh()

    def remove_tile(self, kind: "int | str", *, win: bool = False) -> None:
        """Remove one concealed copy of ``kind`` (``win=True``: the winning tile itself)."""
        from ..tiles import parse_tile
        k = parse_tile(kind) if isinstance(kind, str) else kind
        if k not in self._tiles:
            self._say(T("explorer.not_in_hand", tile=_tile_text(k)), error=True)
            return
        self._push()
        # remove the last-added copy (the winning copy only when asked)
        idx = len(self._tiles) - 1 - self._tiles[::-1].index(k)
        del self._tiles[idx]
        self._win = None
        self._fix_win()
        self._say(T("explorer.removed", tile=_tile_text(k)))
        self.refresh()

    def remove_set(self, index: int) -> None:
        """Remove the declared set at ``index`` (0-based); no such set → a message, the hand unchanged."""
        if not 0 <= index < len(self._melds):
            self._say(T("explorer.no_set", n=index + 1), error=True)
            return
        self._push()
        m = self._melds.pop(index)
        self._fix_win()
        self._say(T("explorer.removed", tile=plain(str(m))))
        self.refresh()

    def add_set(self, kind: str, tile: "int | str") -> None:
        """Add a declared set: ``kind`` chi/pon/kan/kakan/ankan, ``tile`` its (lowest) tile.

        Raises :class:`MjError` (shown as a message by the widget) for a chow that does not fit in a suit."""
        from ..tiles import parse_tile
        k = parse_tile(tile) if isinstance(tile, str) else tile
        if kind == "chi":
            if k >= 27 or rank_of(k) > 7:
                raise MjError(f"no chow starts at {tile_str(k)}", f"chi:{tile_str(k)}",
                              "a suit tile of rank 1-7: chi 3m means 345m")
            tiles = (k, k + 1, k + 2)
        elif kind == "pon":
            tiles = (k, k, k)
        else:
            tiles = (k, k, k, k)
        m = Meld(kind, tiles)
        rs = get_ruleset(self._ruleset)
        if kind not in rs.meld_kinds:
            raise MjError(f"the {rs.name} ruleset does not allow '{kind}' sets", str(m), ", ".join(rs.meld_kinds))
        for t in set(tiles):
            if self._copies(t) + tiles.count(t) > 4:
                self._say(T("explorer.fifth_copy", tile=_tile_text(t)), error=True)
                return
        if len(self._melds) >= 4 or self._count() + 3 > 14:
            self._say(T("explorer.full"), error=True)
            return
        self._push()
        self._melds.append(m)
        self._fix_win()
        self._say(T("explorer.added", tile=plain(str(m))))
        self.refresh()

    def set_hand(self, hand: "str | Hand") -> None:
        """Replace the hand (notation or Hand; partial allowed).  Raises :class:`MjError` on bad input."""
        h = parse_hand(hand, allow_partial=True)
        snap = self._snapshot()
        try:
            self._load(h)
        except MjError:
            self._restore(snap)
            raise
        self._history.append(snap)
        n = len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)
        if h.win_tile is not None and n != 14:
            # a "+tile" on a partial hand: the tile is kept as an ordinary concealed tile (see _load)
            self._say(T("explorer.win_kept_as_tile", tile=plain(tile_str(h.win_tile)), n=n))
        else:
            self._say("")
        self.refresh()

    def undo(self) -> None:
        """Go back one hand change."""
        if not self._history:
            self._say(T("explorer.undo_empty"))
            return
        self._restore(self._history.pop())
        self._say("")
        self.refresh()

    def clear(self) -> None:
        """Empty the hand (undo brings it back)."""
        self._push()
        self._tiles, self._melds, self._win = [], [], None
        self._say("")
        self.refresh()

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
                self._say(T("explorer.bad_click", what=plain(key)), error=True)
                return
            self.remove_tile(k, win=what == "w")
        elif what == "m" and sep and val.strip().isdigit():
            self.remove_set(int(val.strip()))
        else:
            self._say(T("explorer.bad_click", what=plain(key)), error=True)

    def _on_win(self, change) -> None:
        v = change["new"]
        if v == self._win:
            return
        if v is not None and v not in self._tiles:
            return
        self._push()
        self._win = v
        self._say("")
        self.refresh()

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
            self._say(f"{T('explorer.bad_input')}: {e}", error=True)
            self._keep_notation = True  # leave the learner's text in the box to fix it
            self.refresh()

    def _on_lang(self, change) -> None:
        set_language(change["new"])
        self._relabel()
        if isinstance(self._msg[0], Text):  # re-render the message in the new language
            self._say(*self._msg)
        self.refresh()

    def _on_ruleset(self, change) -> None:
        if change["new"] is None:
            return
        rs = get_ruleset(change["new"])
        self._ruleset = rs.name
        self._refresh_set_tiles()
        foreign = sorted({k for k in self._tiles + [t for m in self._melds for t in m.tiles]
                          if k not in rs.tile_kinds})
        if foreign:
            self._say(T("explorer.hand_not_in_ruleset", ruleset=rs.title,
                        tiles=plain(" ".join(tile_str(k) for k in foreign))), error=True)
        else:
            self._say(T("explorer.ruleset_now", ruleset=rs.title))
        self.refresh()

    def _on_setting(self, _change) -> None:
        if self._msg[1]:  # a setting changed successfully: an old error message no longer applies
            self._say("")
        self.refresh()

    # ------------------------------------------------------------------ labels
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
        kinds = get_ruleset(self._ruleset).tile_kinds
        self._set_options(self.set_tile_dd, [(str(_tile_text(k)), k) for k in kinds])
        rs = get_ruleset(self._ruleset)
        self._set_options(self.set_kind_dd, [(str(plain(MELD_ZH[m], MELD_EN[m])), m) for m in MELD_KINDS
                                             if m in rs.meld_kinds])

    def _relabel(self) -> None:
        """Put every control's label in the current language."""
        self.title_html.value = _EXPLORER_CSS + f"<h3 class='mj-title'>{esc(T('explorer.title'))}</h3>"
        self._set_options(self.ruleset_dd, [(str(get_ruleset(n).title), n) for n in ruleset_names()])
        if self.ruleset_dd.value != self._ruleset:
            self._busy = True
            try:
                self.ruleset_dd.value = self._ruleset
            finally:
                self._busy = False
        self.ruleset_dd.description = str(T("explorer.ruleset"))
        self.palette_label.value = f"<b>{esc(T('explorer.palette'))}</b>"
        self.hand_label.value = f"<b>{esc(T('explorer.hand'))}</b>"
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
        self._refresh_set_tiles()
        self._set_options(self.win_by_tb, [(str(plain(WIN_BY_ZH[w], WIN_BY_EN[w])), w) for w in WIN_BY])
        self.win_by_tb.description = str(T("explorer.win_by"))
        self.kong_replacement_cb.description = str(T("explorer.kong_replacement"))
        self.last_tile_cb.description = str(T("explorer.last_tile"))
        self.all_closed_cb.description = str(T("explorer.all_closed"))
        seats = [(str(plain(SEAT_ZH[s], SEAT_EN[s])), s) for s in SEATS]
        for dd, key in ((self.seat_dd, "explorer.seat"), (self.dealer_dd, "explorer.dealer"),
                        (self.round_dd, "explorer.round_wind")):
            self._set_options(dd, seats)
            dd.description = str(T(key))
        for name, ws in self.option_widgets.items():
            for w in ws.values():
                spec = w._mj_spec  # type: ignore[attr-defined]
                w.description = f"{spec.label} [{spec.code}]" if spec.code else str(spec.label)
        for i, name in enumerate(ruleset_names()):
            self.options_acc.set_title(i, str(get_ruleset(name).title))
        self.settings_acc.set_title(0, str(T("explorer.context")))
        self.settings_acc.set_title(1, str(T("explorer.options")))
        for i, key in enumerate(("explorer.tab_readings", "explorer.tab_scores", "explorer.tab_compare",
                                 "explorer.tab_waits")):
            self.tabs.set_title(i, str(T(key)))

    # ------------------------------------------------------------------ settings
    def context_dict(self) -> dict[str, Any]:
        """The win context from the controls (a dict for ``mjlearn.api.score``)."""
        ctx: dict[str, Any] = {"win_by": self.win_by_tb.value, "seat": self.seat_dd.value,
                               "dealer": self.dealer_dd.value, "round_wind": self.round_dd.value}
        if self.kong_replacement_cb.value:
            ctx["kong_replacement"] = True
        if self.last_tile_cb.value:
            ctx["last_tile"] = True
        if self.all_closed_cb.value:
            ctx["all_closed"] = True
        return ctx

    def options_dict(self) -> dict[str, dict[str, Any]]:
        """Ruleset name → options from the controls (only values that differ from the defaults)."""
        out: dict[str, dict[str, Any]] = {}
        for name, ws in self.option_widgets.items():
            opts = {}
            for oname, w in ws.items():
                spec = w._mj_spec  # type: ignore[attr-defined]
                v = self._option_value(w)
                if v != spec.default:
                    opts[oname] = v
            out[name] = opts
        return out

    # ------------------------------------------------------------------ views
    def refresh(self) -> None:
        """Redraw the palette, the hand and every view from the current state (never raises)."""
        t0 = time.perf_counter()
        try:
            self._draw_palette()
            self._draw_hand()
            views = compute_views(self.hand, self._ruleset, self.context_dict(), self.options_dict())
            self.readings_view.value = views["readings"]
            self.scores_view.value = views["scores"]
            self.compare_view.value = views["compare"]
            self.waits_view.value = views["waits"]
            self.hand_info.value = views["info"]
        except Exception as e:  # noqa: BLE001 - never a traceback in the widget
            box = error_html(T("explorer.oops", what=plain(str(e) if isinstance(e, MjError) else type(e).__name__)))
            for v in (self.readings_view, self.scores_view, self.compare_view, self.waits_view):
                v.value = box
        self.last_refresh_ms = (time.perf_counter() - t0) * 1000

    def _draw_palette(self) -> None:
        rs = get_ruleset(self._ruleset)
        kinds = set(rs.tile_kinds)
        gk = self._ghost_kinds()
        groups = []
        for suit, label in _SUIT_ROWS:
            items = []
            for k in sorted(kinds):
                if suit_of(k) != suit:
                    continue
                left = 4 - self._copies(k)
                items.append({"key": tile_str(k), "tile": tile_str(k), "svg": tile_svg(k, size=PALETTE_SIZE, mark="ghost" if k in gk else None),
                              "title": str(_tile_text(k)), "caption": f"×{left}",
                              "cls": "" if left > 0 else "mj-used-up"})
            if items:
                groups.append({"label": "", "cls": "mj-row", "items": items})
        self.palette.groups = groups

    def _ghost_kinds(self) -> tuple[int, ...]:
        """Ghost kinds of the focus ruleset under the current options (none if the options are invalid)."""
        rs = get_ruleset(self._ruleset)
        try:
            return tuple(rs.ghost_kinds(rs.options(self.options_dict().get(self._ruleset) or None)))
        except MjError:
            return ()

    def _draw_hand(self) -> None:
        h = self.hand
        gk = self._ghost_kinds()
        groups = []
        if h.concealed:
            items = [{"key": f"c:{tile_str(k)}", "tile": tile_str(k),
                      "svg": tile_svg(k, size=HAND_SIZE, mark="ghost" if k in gk else None),
                      "title": str(_tile_text(k))} for k in h.concealed]
            groups.append({"label": str(T("view.concealed")), "cls": "mj-conc", "items": items})
        for i, m in enumerate(h.melds):
            items = [{"key": f"m:{i}", "tile": tile_str(k), "svg": tile_svg(k, size=HAND_SIZE),
                      "title": str(m)} for k in m.tiles]
            groups.append({"label": str(plain(MELD_ZH[m.kind], MELD_EN[m.kind])), "cls": "mj-meld", "items": items})
        if h.win_tile is not None:
            k = h.win_tile
            groups.append({"label": str(T("view.win_tile")), "cls": "mj-winbox",
                           "items": [{"key": f"w:{tile_str(k)}", "tile": tile_str(k),
                                      "svg": tile_svg(k, size=HAND_SIZE, mark=("win", "ghost") if k in gk else "win"), "title": str(_tile_text(k)),
                                      "cls": "mj-win"}]})
        self.hand_strip.groups = groups
        # winning-tile picker: the distinct concealed kinds (only for a 14-tile hand)
        opts: list = [(str(T("explorer.no_win")), None)]
        if self._count() == 14:
            opts += [(str(_tile_text(k)), k) for k in sorted(set(self._tiles))]
        self._busy = True
        try:
            self.win_dd.options = opts
            self.win_dd.value = self._win if self._win in [v for _, v in opts] else None
            self.win_dd.disabled = self._count() != 14
            s = str(h)
            if self._keep_notation:
                self._keep_notation = False
            elif self.notation.value != s:
                self.notation.value = s
        finally:
            self._busy = False


# ---------------------------------------------------------------------- pure view computation


def _error_box(name: str, err: BaseException) -> str:
    title = get_ruleset(name).title
    msg = str(err) if isinstance(err, MjError) else str(T("explorer.oops", what=plain(type(err).__name__)))
    return (f'<div class="mj-view mj-result mj-score-{name} mj-status-error" data-ruleset="{name}" '
            f'data-status="error"><h4>{esc(title)} · {esc(T("explorer.invalid_input"))}</h4>'
            f'<div class="mj-error" role="alert">{esc(msg)}</div></div>')


def _score_all(h: Hand, ctx: dict, options: dict) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in ruleset_names():
        try:
            out[name] = api.score(h, name, ctx, options.get(name) or None)
        except Exception as e:  # noqa: BLE001 - MjError is the normal case; anything else is shown politely
            out[name] = e if isinstance(e, MjError) else MjError(str(T("explorer.oops", what=plain(type(e).__name__))))
    return out


def _waits_all(h13: Hand, options: dict) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in ruleset_names():
        try:
            out[name] = api.waits(h13, name, options.get(name) or None)
        except Exception as e:  # noqa: BLE001
            out[name] = e if isinstance(e, MjError) else MjError(str(T("explorer.oops", what=plain(type(e).__name__))))
    return out


def _waits_block(h13: Hand, focus: str, ctx: dict, options: dict, heading: "Text | None" = None) -> str:
    ws = _waits_all(h13, options)
    parts: list[str] = []
    cards: list[str] = []
    if heading is not None:
        parts.append(f"<div><b>{esc(heading)}</b></div>")
    for name in ruleset_names():
        w = ws[name]
        title = get_ruleset(name).title
        if isinstance(w, MjError):
            cards.append(f'<div class="mj-card mj-waits-{name}"><h5>{esc(title)}</h5>'
                         f'<div class="mj-error">{esc(w)}</div></div>')
            continue
        sh = None
        if not w.live and not w.any_tile:
            try:
                sh = api.shanten(h13, name, options.get(name) or None)
            except MjError:
                sh = None
        cards.append(f'<div class="mj-card mj-waits-{name}"><h5>{esc(title)}</h5>'
                     + waits_html(w, shanten=sh, size=30, css=False) + "</div>")
    parts.append('<div class="mj-cols">' + "".join(cards) + "</div>")
    if any(not isinstance(w, MjError) and (w.live or w.dead or w.illegal) for w in ws.values()):
        wt = waits_rows(h13, None, ctx, options, waits=ws)
        parts.append(f"<div><b>{esc(T('explorer.waits_table'))}</b></div>" + table_html(*wt, css_class="mj-waits-table"))
    return CSS + '<div class="mj-view">' + "".join(parts) + "</div>"


def compute_views(hand: Hand, focus: str, ctx: dict, options: dict) -> dict[str, str]:
    """Every view of the Explorer for one hand, as HTML strings (keys ``info readings scores compare waits``).

    A complete hand: the focus ruleset's readings (with values once its scoring has landed), the three
    results, the comparison, and the waits of the hand without its winning tile, each scored in the three
    rulesets.  A 13-tile hand: the waits (and shanten when not ready).  Anything else: how many tiles to add.
    Never raises for bad hands: errors become messages.  This is what ``bench/explorer.py`` times.
    """
    n = len(hand.concealed) + 3 * len(hand.melds) + (hand.win_tile is not None)
    info = T("explorer.count", n=n)

    def empty(text: Text) -> str:
        return CSS + f'<div class="mj-view mj-assume">{esc(text)}</div>'
    if n == 14 and hand.win_tile is not None:
        results = _score_all(hand, ctx, options)
        focus_res = results.get(focus)
        # decompositions
        try:
            if not isinstance(focus_res, MjError) and focus_res.status == "scored" and focus_res.readings:
                readings = result_readings_html(focus_res, size=34)
            else:
                rds = api.decompose(hand, focus, options.get(focus) or None)
                gk = get_ruleset(focus).ghost_kinds(get_ruleset(focus).options(options.get(focus) or None))
                readings = readings_html(rds, size=34, win_tile=hand.win_tile, ghost_kinds=gk)
                if not isinstance(focus_res, MjError) and focus_res.status == "not_win":
                    readings = result_html(focus_res, readings=False) + readings
        except MjError as e:
            readings = _error_box(focus, e)
        # scores
        boxes = []
        for name, res in results.items():
            if isinstance(res, MjError):
                boxes.append(_error_box(name, res))
            else:
                table = table_html(*items_rows(res), grey_col=str(T("frame.counted")), css_class="mj-items") \
                    if res.status == "scored" else None
                boxes.append(result_html(res, readings=False, css=False, items_table=table))
        scores = CSS + "".join(boxes)
        side = comparison_rows(hand, results=results).transposed()  # one column per ruleset: side by side
        compare = CSS + '<div class="mj-view">' + table_html(*side, css_class="mj-compare-table") + "</div>"
        h13 = hand.without_win()
        waits = _waits_block(h13, focus, ctx, options, heading=T("explorer.before_win"))
        info = info + " " + T("explorer.complete")
    elif n == 14:
        readings = scores = compare = waits = empty(T("explorer.need_win"))
        info = info + " " + T("explorer.need_win")
    elif n == 13:
        msg = empty(T("explorer.waiting"))
        readings = scores = compare = msg
        waits = _waits_block(hand, focus, ctx, options)
        info = info + " " + T("explorer.waiting")
    else:
        msg = empty(T("explorer.need_more", k=max(13 - n, 0)))
        readings = scores = compare = waits = msg
        info = info + " " + T("explorer.need_more", k=max(13 - n, 0))
    return {"info": f'<span class="mj-assume">{esc(info)}</span>', "readings": readings, "scores": scores,
            "compare": compare, "waits": waits}
