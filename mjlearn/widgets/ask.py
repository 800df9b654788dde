"""Answer an exercise by clicking: ``ex.ask()`` and the ``practice()`` session.

:class:`Ask` shows the question and the controls for its kind, then checks through
:meth:`Exercise.check <mjlearn.exercises.exercise.Exercise.check>` (so the answer is graded and recorded exactly
like a typed one):

==================  ===================================================================================
kind                controls
==================  ===================================================================================
``waits``           a tile palette (the explorer's :class:`~mjlearn.widgets.tilestrip.TileStrip`): click
                    to pick / unpick a wait; a "no waits" toggle
``items``           one toggle per item of the ruleset's list (code and name)
``is_win``          win / not-a-win buttons, and the reason picked from the ruleset's win rules
``total``           a number box with the unit
``payments``        a seat table (东 南 西 北), one number each
``decompositions``  a text box (groups such as ``123m 456m 789m 11z 234p``, several separated by ``|``)
==================  ===================================================================================

Buttons: check, hint (the next level each click), and the solution once three tries were wrong.  Feedback
appears in place (an HTML box, no Output widget, so it works the same in JupyterLab, Voila and the
browser-only site).  Bad input never raises: the message shows next to the controls and the answer is kept.
No pandas anywhere here.
"""
from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from ..context import SEATS
from ..errors import MjError
from ..explorer.strings import seat_text
from ..i18n import T, register
from ..render import tile_svg
from ..render.lang import name as attr_name
from ..render.svg import tile_label
from ..rules import get_ruleset
from ..tiles import tile_str
from .a11y import HTML, Access, LiveText, lang_code, show
from .tilestrip import TileStrip

register({
    "ask.check": ("检查答案", "Check"),
    "ask.hint": ("提示", "Hint"),
    "ask.solution": ("看答案", "Solution"),
    "ask.none": ("不听牌", "no waits"),
    "ask.picked": ("你选的听牌：{tiles}", "Your waits: {tiles}"),
    "ask.picked.none": ("（还没选：点上面的牌）", "(none picked yet: click the tiles above)"),
    "ask.win": ("胡", "a win"),
    "ask.not_win": ("不胡", "not a win"),
    "ask.reason": ("原因", "reason"),
    "ask.reason.none": ("（不写原因）", "(no reason given)"),
    "ask.total": ("总数", "total"),
    "ask.items": ("点选计分的项目：", "Tick the items that score:"),
    "ask.dec": ("拆法（多种用 | 分开）", "decompositions (separate several with |)"),
    "ask.pick_first": ("先作答，再检查", "answer first, then check"),
    "ask.palette": ("听牌选择板", "wait picker"),
    "ask.picked.mark": ("已选", "picked"),
    "ask.error": ("出错了：{err}", "Something went wrong: {err}"),
    "pr.session.title": ("练习（{ruleset}）", "Practice ({ruleset})"),
    "pr.session.status": ("第 {i}/{n} 题 · 答对 {right} · 连对 {streak}", "question {i}/{n} · right {right} · streak {streak}"),
    "pr.session.next": ("下一题", "Next"),
    "pr.session.skip": ("跳过", "Skip"),
    "pr.session.done": ("练习完成：{right}/{n} 题答对，最长连对 {best}。", "Session done: {right}/{n} right, best streak {best}."),
})

SIZE = 30


def _tile_item(k: int, picked: bool, size: int = SIZE) -> dict[str, Any]:
    # named in the language shown; a picked tile says so in words, not only with its blue frame
    name = tile_label(k)
    return {"key": tile_str(k), "tile": tile_str(k), "svg": tile_svg(k, size=size, mark="selected" if picked else None),
            "title": name, "aria": f"{name} · {attr_name(T('ask.picked.mark'))}" if picked else name,
            "cls": "mj-picked" if picked else ""}


class Ask(W.VBox):
    """The clickable answer form of one exercise (see the module docstring).

    Parameters: ``ex`` an :class:`~mjlearn.exercises.exercise.Exercise`; ``on_checked(fb)`` called after each
    check with the :class:`~mjlearn.exercises.messages.Feedback`.  ``answer()`` returns the answer the
    controls hold, in the form :meth:`Exercise.check` reads; ``check()`` grades it (as the button does).
    """

    def __init__(self, ex, on_checked: Callable[[Any], None] | None = None):
        self.ex = ex
        self.on_checked = on_checked
        self.rs = get_ruleset(ex.ruleset)
        self.picked: list[int] = []
        self.question = HTML(ex._repr_html_())
        # the feedback is a live region: each check's result is announced once
        self.feedback = LiveText(layout=W.Layout(min_height="8px"))
        self.feedback.add_class("mj-ask-feedback")
        self.check_btn = W.Button(description=str(T("ask.check")), button_style="primary", icon="check")
        self.check_btn.add_class("mj-ask-check")
        self.hint_btn = W.Button(description=str(T("ask.hint")), icon="lightbulb-o")
        self.hint_btn.add_class("mj-ask-hint")
        self.sol_btn = W.Button(description=str(T("ask.solution")), layout=W.Layout(display="none"))
        self.sol_btn.add_class("mj-ask-solution")
        self.check_btn.on_click(lambda _b: self.check())
        self.hint_btn.on_click(lambda _b: self._show(self.ex.hint()))
        self.sol_btn.on_click(lambda _b: self._show(self.ex.solution()))
        controls = self._controls()
        buttons = W.HBox([self.check_btn, self.hint_btn, self.sol_btn])
        # keys kept from JupyterLab, aria-pressed on the toggles, focus ring, lang (mjlearn.widgets.a11y)
        self.access = Access(root=".mj-ask", lang=lang_code())
        super().__init__([self.question, controls, buttons, self.feedback, self.access],
                         layout=W.Layout(border="1px solid #ccc", padding="6px", margin="4px 0"))
        self.add_class("mj-ask")
        self.add_class(f"mj-ask-{ex.kind}")

    def __repr__(self) -> str:  # the stored text/plain of a notebook cell: the question, never an answer
        return f"Ask({self.ex.id})"

    # --- controls per kind ---
    def _controls(self) -> W.Widget:
        k = self.ex.kind
        if k == "waits":
            self.palette = TileStrip(label=attr_name(T("ask.palette")), testid="mj-ask-palette", item_testid="mj-ask-tile")
            self.palette.add_class("mj-palette")
            self.palette.on_click(self._toggle_tile)
            self.none_box = W.ToggleButton(description=str(T("ask.none")), value=False)
            self.none_box.add_class("mj-ask-none")
            self.picked_html = HTML()
            self._draw_palette()
            return W.VBox([self.palette, W.HBox([self.none_box, self.picked_html])])
        if k == "items":
            self.toggles: dict[str, W.ToggleButton] = {}
            # the ruleset's scoring items (the spec's item tables, variants included), in spec-id order
            for code in self.ex.item_choices():
                t = W.ToggleButton(description=str(self.ex.glossary.name(code)), value=False, tooltip=code,
                                   layout=W.Layout(width="auto", height="28px"))
                t.add_class("mj-ask-item")
                self.toggles[code] = t
            return W.VBox([HTML(html.escape(str(T("ask.items")))),
                           W.Box(list(self.toggles.values()), layout=W.Layout(flex_flow="row wrap", grid_gap="3px"))])
        if k == "is_win":
            self.win_btns = W.ToggleButtons(options=[(str(T("ask.win")), True), (str(T("ask.not_win")), False)],
                                            value=None)
            self.win_btns.add_class("mj-ask-win")
            opts = [(str(T("ask.reason.none")), "")]
            for code in self.ex.reason_choices():
                opts.append((str(self.ex.glossary.name(code)), code))
            self.reason = W.Dropdown(options=opts, value="", description=str(T("ask.reason")))
            return W.HBox([self.win_btns, self.reason])
        if k == "total":
            unit = (self.ex.expected or {}).get("unit") or self.rs.unit
            self.number = W.FloatText(value=0, description=str(T("ask.total")), layout=W.Layout(width="220px"))
            self.number.add_class("mj-ask-number")
            self.unit = unit
            return W.HBox([self.number, HTML(html.escape(unit))])
        if k == "payments":
            # each box is labelled by its seat (its <label>, and an aria-label saying what to type)
            self.seats = {s: W.FloatText(value=0, description=str(seat_text(s)), style={"description_width": "initial"},
                                         layout=W.Layout(width="auto"))
                          for s in SEATS}
            cells = []
            for s in SEATS:
                self.seats[s].add_class(f"mj-ask-seat-{s}")
                cells.append(self.seats[s])
            unit = (self.ex.expected or {}).get("unit", "")
            self.unit = unit
            return W.HBox(cells + [HTML(html.escape(unit))])
        self.text = W.Textarea(placeholder="123m 456m 789m 11z 234p | …", description=str(T("ask.dec")),
                               style={"description_width": "initial"},
                               layout=W.Layout(width="95%", height="60px"))
        return self.text

    def _draw_palette(self) -> None:
        groups = []
        kinds = list(self.rs.tile_kinds)
        for suit in range(4):
            row = [k for k in kinds if (k // 9 if k < 27 else 3) == suit]
            if row:
                groups.append({"label": "", "cls": "mj-row", "items": [_tile_item(k, k in self.picked) for k in row]})
        self.palette.groups = groups
        txt = (T("ask.picked", tiles=" ".join(tile_str(k) for k in self.picked)) if self.picked
               else T("ask.picked.none"))
        self.picked_html.value = f"<span class='mj-ask-picked'>{html.escape(str(txt))}</span>"

    def _toggle_tile(self, key: str) -> None:
        try:
            from ..tiles import parse_tile
            k = parse_tile(key)
        except MjError as e:
            self._error(e)
            return
        if k in self.picked:
            self.picked.remove(k)
        else:
            self.picked.append(k)
            self.picked.sort()
            self.none_box.value = False
        self._draw_palette()

    # --- answer and check ---
    def answer(self) -> Any:
        k = self.ex.kind
        if k == "waits":
            if self.none_box.value and not self.picked:
                return "none"
            return [tile_str(t) for t in self.picked]
        if k == "items":
            return [c for c, t in self.toggles.items() if t.value]
        if k == "is_win":
            if self.win_btns.value is None:
                return ""
            return ("胡" if self.win_btns.value else "不胡") + (f" {self.reason.value}" if self.reason.value else "")
        if k == "total":
            v = self.number.value
            return f"{int(v) if float(v).is_integer() else v} {self.unit}".strip()
        if k == "payments":
            return " ".join(f"{s} {w.value:+g}" for s, w in self.seats.items())
        return self.text.value

    def check(self):
        """Grade the controls' answer (recorded like :meth:`Exercise.check`); shows and returns the feedback."""
        try:
            ans = self.answer()
            if ans in ("", [], None):
                self.feedback.value = f"<div class='mj-ask-msg'>{html.escape(str(T('ask.pick_first')))}</div>"
                return None
            fb = self.ex.check(ans)
        except MjError as e:
            self._error(e)
            return None
        except Exception as e:  # noqa: BLE001 - the learner never sees a traceback; the answer stays
            self._error(e)
            return None
        self._show(fb)
        if self.ex.wrong_tries >= 3:
            show(self.sol_btn, True)
        if fb:
            self.check_btn.button_style = "success"
        if self.on_checked is not None:
            self.on_checked(fb)
        return fb

    def _show(self, msg) -> None:
        self.feedback.value = msg._repr_html_()

    def _error(self, e: Exception) -> None:
        self.feedback.value = (f"<div class='mj-ask-msg mj-msg-error' style='color:#a00'>"
                               f"{html.escape(str(T('ask.error', err=str(e))))}</div>")


class Practice(W.VBox):
    """A practice session widget: a progress bar, a counter and streak, the current question as an
    :class:`Ask`, next / skip buttons, and the mastery picture at the end.  ``items`` is a list of
    zero-argument callables each returning an Exercise (built lazily, so a long session starts at once)."""

    def __init__(self, ruleset: str, items: list[Callable[[], Any]], mastery: Callable[[], str]):
        self.ruleset = get_ruleset(ruleset).name
        self.items = list(items)
        self.mastery = mastery
        self.i = 0
        self.right = 0
        self.streak = 0
        self.best = 0
        self.answered = False
        self.bar = W.IntProgress(value=0, min=0, max=max(1, len(self.items)), layout=W.Layout(width="60%"))
        self.bar.add_class("mj-practice-bar")
        self.status = HTML()
        self.status.add_class("mj-practice-status")
        self.next_btn = W.Button(description=str(T("pr.session.next")), button_style="info", disabled=True)
        self.next_btn.add_class("mj-practice-next")
        self.skip_btn = W.Button(description=str(T("pr.session.skip")))
        self.skip_btn.add_class("mj-practice-skip")
        self.next_btn.on_click(lambda _b: self.advance())
        self.skip_btn.on_click(lambda _b: self.advance())
        self.body = W.VBox()
        title = HTML(f"<b>{html.escape(str(T('pr.session.title', ruleset=get_ruleset(ruleset).title)))}</b>")
        self.access = Access(root=".mj-practice", lang=lang_code())  # mjlearn.widgets.a11y
        # announced once per question (and at the end): where the session stands; a check's result is announced
        # by the question's own feedback region, so this one does not change on a check
        self.said = LiveText(cls="mj-sr-only", testid="mj-practice-said")
        super().__init__([title, W.HBox([self.bar, self.status]), self.body, W.HBox([self.next_btn, self.skip_btn]),
                          self.said, self.access])
        self.add_class("mj-practice")
        self._load()

    def __repr__(self) -> str:
        return f"Practice({self.ruleset}, {len(self.items)} questions)"

    def _status(self) -> None:
        self.status.value = html.escape(str(T("pr.session.status", i=min(self.i + 1, len(self.items)),
                                              n=len(self.items), right=self.right, streak=self.streak)))
        self.bar.value = self.i

    def _load(self) -> None:
        self.answered = False
        self.next_btn.disabled = True
        if self.i >= len(self.items):
            self.bar.value = self.bar.max
            done = T("pr.session.done", right=self.right, n=len(self.items), best=self.best)
            self.status.value = html.escape(str(done))
            self.body.children = [HTML(f"<div class='mj-practice-done'>{html.escape(str(done))}</div>"),
                                  HTML(self.mastery())]
            self.next_btn.layout.display = "none"
            self.skip_btn.layout.display = "none"
            self.said.value = html.escape(str(done))
            return
        try:
            ex = self.items[self.i]()
            self.current = Ask(ex, on_checked=self._checked)
            self.body.children = [self.current]
        except Exception as e:  # noqa: BLE001 - a question that cannot be dealt is skipped, never a traceback
            self.body.children = [HTML(f"<div class='mj-msg-error'>{html.escape(str(T('ask.error', err=str(e))))}</div>")]
            self.next_btn.disabled = False
        self._status()
        if self.i:  # not on the first question: nothing has changed yet when the widget appears
            self.said.value = self.status.value

    def _checked(self, fb) -> None:
        if self.answered:
            return
        if fb:
            self.answered = True
            if self.current.ex.wrong_tries == 0:
                self.right += 1
                self.streak += 1
                self.best = max(self.best, self.streak)
            self.next_btn.disabled = False
        else:
            self.streak = 0
        self._status()

    def advance(self) -> None:
        """Go to the next question (or the end screen)."""
        if not self.answered:
            self.streak = 0
        self.i += 1
        self._load()


def ask(ex, on_checked=None) -> Ask:
    """The clickable answer form of ``ex`` (an :class:`Ask`)."""
    return Ask(ex, on_checked)


__all__ = ["Ask", "Practice", "ask"]
