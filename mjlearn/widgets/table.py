"""``mjlearn.widgets.Table``: play a hand against bots, then review it and replay it.

One anywidget: Python draws the board (:mod:`mjlearn.render.table`) and the browser sends back what a button
means (``{"event": "act", "act": {...}}``).  A learner's click is applied to the game, the bots answer at once
(until it is the learner's move again or the hand is over), and the board is drawn again.

Keyboard: every control is a native ``<button>`` (Tab / Shift+Tab; Enter or Space presses) or the labelled deal
number (Enter deals); ←/→, Home, End move along the learner's tiles.  The conventions of
:mod:`mjlearn.widgets.a11y` apply (its ``setup`` runs on the widget's root): no plain key reaches JupyterLab's
commands, a 3 px focus ring, and after a redraw the focus stays on the same control or the one now in its place,
never on ``<body>``.  What happened is announced once in a persistent ``role="status"`` line (never redrawn with
the board); a refused action is said next to the controls (``role="alert"``) and the hand stays as it was.  The
root carries ``lang`` (``zh-CN`` / ``en``) and every HTML part is ``lang``-tagged (:mod:`mjlearn.render.lang`).
"""
from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import anywidget
import traitlets

from ..advice.model import unit_text
from ..context import SEATS
from ..errors import MjError
from ..i18n import T, Text, get_language, join, plain
from ..render import table as R
from ..render.lang import lang_code
from ..table import bots as B
from ..table.engine import Action, Game, new_hand, replay
from ..table.speed import SpeedRanker
from ..tiles import parse_tile, tile_str, tile_zh
from .a11y import CSS as A11Y_CSS
from .a11y import SETUP_JS

_ESM = SETUP_JS + r"""
function render({ model, el }) {
  // root: [top (seed bar, board, error), the live region, bottom (controls, settlement, review, replay)];
  // the live region is never redrawn, so each new status is announced once (a region that is itself
  // replaced on every update is often not announced)
  const root = document.createElement("div");
  const top = document.createElement("div");
  const live = document.createElement("div");
  const bottom = document.createElement("div");
  live.className = "mj-status";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  live.setAttribute("data-testid", "table-status");
  root.append(top, live, bottom);
  el.appendChild(root);
  setup(root);  // the shared conventions (widgets/a11y.py): keys kept from JupyterLab, focus ring, focus kept
  let faces = model.get("faces") || {};
  function fill() {
    root.querySelectorAll(".mj-t[data-f]").forEach((s) => { s.innerHTML = faces[s.dataset.f] || ""; });
    root.querySelectorAll(".mj-t svg").forEach((s) => { s.setAttribute("aria-hidden", "true"); s.setAttribute("focusable", "false"); });
  }
  const CONTROLS = "button, input";
  const keyOf = (x) => x.tagName + "|" + (x.dataset.testid || "") + "|" + (x.dataset.tile || "");
  function say() {
    const v = model.get("status") || "";
    if (live.innerHTML !== v) live.innerHTML = v;
  }
  function draw() {
    const a = document.activeElement;
    const had = a && a !== root && root.contains(a) ? a : null;
    const key = had ? keyOf(had) : null;
    const idx = had ? Array.from(root.querySelectorAll(CONTROLS)).indexOf(had) : -1;
    root.className = "mj-table-w mj-a11y" + (model.get("projector") ? " mj-proj" : "");
    root.setAttribute("lang", model.get("lang") || "zh-CN");
    root.setAttribute("data-testid", "table-widget");
    const parts = (model.get("html") || "").split("<!--mj-live-->");
    top.innerHTML = parts[0];
    bottom.innerHTML = parts.slice(1).join("");
    root.dataset.rev = String((+root.dataset.rev || 0) + 1);
    window.__mjTableDrawT = performance.now();
    fill();
    say();
    if (key !== null) {  // the focus stays where it was, or on the control now at the same place
      const cs = Array.from(root.querySelectorAll(CONTROLS));
      let b = cs.find((x) => keyOf(x) === key);
      if (!b && cs.length) b = cs[Math.min(Math.max(idx, 0), cs.length - 1)];
      if (b) b.focus();
    }
  }
  root.addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-act]");
    if (!b || !root.contains(b)) return;
    const act = JSON.parse(b.dataset.act);
    if (act.kind === "deal") {
      const inp = root.querySelector(".mj-seed");
      act.seed = inp ? inp.value : "";
    }
    window.__mjTableClickT = performance.now();
    model.send({ event: "act", act: act, t: performance.now() });
  });
  root.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" && ev.target.matches && ev.target.matches(".mj-seed")) {  // Enter in the deal number deals
      ev.preventDefault();
      const d = root.querySelector("[data-testid=table-deal]");
      if (d) d.click();
      return;
    }
    const tiles = Array.from(root.querySelectorAll(".mj-myhand button"));
    const i = tiles.indexOf(document.activeElement);
    if (i >= 0 && (ev.key === "ArrowRight" || ev.key === "ArrowLeft" || ev.key === "Home" || ev.key === "End")) {
      ev.preventDefault();
      const j = ev.key === "Home" ? 0 : ev.key === "End" ? tiles.length - 1
        : ev.key === "ArrowRight" ? Math.min(i + 1, tiles.length - 1) : Math.max(i - 1, 0);
      tiles[j].focus();
    }
  });
  model.on("change:html", draw);
  model.on("change:status", say);
  model.on("change:faces", () => { faces = model.get("faces") || {}; fill(); });
  model.on("change:projector", draw);
  model.on("change:lang", draw);
  draw();
}
export default { render };
"""


class Table(anywidget.AnyWidget):
    """Play one hand at the table against three bots, then review and replay it.

    Parameters
    ----------
    ruleset : ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    seed : the deal (a class shares it to play the same deal); options : the ruleset's options.
    seat : the learner's seat (``"E"``: the learner deals and acts first); dealer : the dealer.
    bots : the three other seats' levels, in play order after the learner (``"random" | "efficient" | "value"``).
    advice : show what the advice would discard (a button toggles it); projector : bigger tiles and text.
    record : a record (from :meth:`Game.record` or :func:`mjlearn.table.records.load`) opens in replay mode.

    Raises :class:`MjError` for a bad ruleset, seed, seat, bot level or record.
    """

    _esm = _ESM
    _css = R.CSS + A11Y_CSS
    html = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    faces = traitlets.Dict().tag(sync=True)
    lang = traitlets.Unicode("zh-CN").tag(sync=True)
    projector = traitlets.Bool(False).tag(sync=True)

    def __init__(self, ruleset: str = "mawan", seed: int = 0, options: Mapping[str, Any] | None = None,
                 seat: str = "E", dealer: str = "E", bots: Sequence[str] = ("efficient",) * 3,
                 advice: bool = False, projector: bool = False, record: Mapping | None = None,
                 notes: Mapping | None = None, **kw: Any) -> None:
        super().__init__(**kw)
        from ..context import seat as norm_seat
        self.me = norm_seat(seat, "seat")
        if isinstance(bots, str) or len(bots) != 3:
            raise MjError(T("tb.err.bots", levels=", ".join(B.LEVELS), v=repr(bots)[:60]), "bots",
                          "('efficient',) * 3")
        self.levels = list(bots)
        for lv in self.levels:
            B.make_bot(lv)
        self.ruleset, self.options, self.dealer = ruleset, dict(options or {}), dealer
        self.show_advice = advice
        self.projector = projector
        self.faces = R.faces()
        self.error: Text | None = None
        self.reply_ms: list[float] = []
        # the advice toggle's hint: mj.advise(by="speed")'s best discards and the first one's line, from the
        # speed ranking's own figures (SpeedRanker), once per position
        self._ranker = SpeedRanker()
        self._hint: tuple = (None, 0, None)
        self.step_notes = dict(notes or {})
        self.on_msg(self._on_msg)
        if record is not None:
            self.seed = record.get("seed", 0) if isinstance(record, Mapping) else 0
            self.game = replay(record)
            self.record = self.game.record()
            self.mode = "replay"
            self.replay_step = 0
            self.open_hands = True
            self.review_rows: list[dict] = []
            self._draw()
        else:
            self.deal(seed)

    def __repr__(self) -> str:  # no memory address in a notebook's stored output
        return f"Table({self.ruleset!r}, seed={getattr(self, 'seed', 0)}, seat={self.me!r})"

    @classmethod
    def shipped(cls, name: str, **kw: Any) -> Table:
        """One of the instructive records shipped with the package (:func:`mjlearn.table.records.names`), in
        replay mode with its explanation at each key step, following its seat's hand."""
        from ..table import records
        r = records.load(name)
        rec = r["record"]
        return cls(rec["ruleset"], rec["seed"], rec.get("options"), seat=r["seat"], dealer=rec.get("dealer", "E"),
                   record=rec, notes=r["notes"], **kw)

    # ---------------------------------------------------------------- flow
    def deal(self, seed: int) -> None:
        """Start a new hand with ``seed`` (the same deal for everybody who types the same number)."""
        self.seed = seed
        self.game = new_hand(self.ruleset, seed, self.options or None, self.dealer)
        self.bots = {}
        order = [s for s in SEATS if s != self.me]
        for i, s in enumerate(order):
            self.bots[s] = B.make_bot(self.levels[i], seed * 4 + i)
        self.mode = "play"
        self.replay_step = 0
        self.open_hands = False
        self.review_rows = []
        self.error = None
        self.record = None
        self._events_seen = 0
        self._bots_move()
        self._draw()

    def _bots_move(self) -> None:
        g = self.game
        n = 0
        while not g.finished and g.to_act != self.me and n < 1000:
            g.apply(self.bots[g.to_act].choose(g))
            n += 1
        if g.finished and self.mode == "play":
            self.record = g.record()
            self.review_rows = review(self.record, self.me)
            self.mode = "review"
            self.replay_step = len(self.record["actions"])

    def act(self, act: Mapping[str, Any]) -> None:
        """What a click sends (also callable from Python and tests): ``{"kind": "discard", "tile": "5m"}``,
        ``{"kind": "pon", "tile": …}``, ``{"kind": "win"}``, ``{"kind": "pass"}``, ``{"kind": "deal", "seed": 7}``,
        ``{"kind": "advice"}``, ``{"kind": "goto", "step": 12}``, ``{"kind": "jump", "to": "claim"}``,
        ``{"kind": "open"}``.  A bad action is shown next to the controls; the hand is kept."""
        kind = act.get("kind")
        self.error = None
        try:
            if kind == "deal":
                self.deal(_seed(act.get("seed")))
                return
            if kind == "advice":
                self.show_advice = not self.show_advice
            elif kind in ("goto", "jump", "open"):
                self._replay_act(act)
            elif self.mode != "play":
                raise MjError(T("tb.err.over"), str(kind), T("tb.err.over.ok"))
            else:
                g = self.game
                a = Action(self.me, kind, parse_tile(act["tile"]) if act.get("tile") else None,
                           parse_tile(act["chow"]) if act.get("chow") else None)
                if kind == "win" and g.why_not(a) is not None:
                    raise MjError(T("tb.err.action", a=a.text(), why=g.why_not(a)), "win", "")
                g.apply(a)
                self._bots_move()
                # one update: the bots' replies with the hint (SpeedRanker: a few ms); a second update of the same
                # board re-rendered the tiles under a learner's next click (the browser test's click then waited
                # on a detached tile)
        except MjError as e:
            self.error = plain(e.render("zh"), e.render("en"))
        self._draw()

    def _on_msg(self, _w: Any, content: Any, _b: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "act" and isinstance(content.get("act"), dict):
            t = time.perf_counter()
            self.act(content["act"])
            self.reply_ms.append((time.perf_counter() - t) * 1000)

    # ---------------------------------------------------------------- replay
    def _replay_act(self, act) -> None:
        if self.record is None:
            raise MjError(T("tb.err.session_over"), "replay", T("tb.err.session_over.ok"))
        n = len(self.record["actions"])
        k = act.get("kind")
        if k == "open":
            self.open_hands = not self.open_hands
        elif k == "goto":
            step = act.get("step")
            if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= n:
                raise MjError(T("tb.err.record", why=plain(f"step {step!r}")), "step", f"0…{n}")
            self.replay_step = step
        else:
            want = {"claim": ("chi", "pon", "kan"), "kong": ("kan", "ankan", "kakan"), "win": ("win",)}.get(act.get("to"))
            if want is None:
                raise MjError(T("tb.err.record", why=plain(str(act.get("to")))), "to", "claim, kong, win")
            acts = self.record["actions"]
            for i in list(range(self.replay_step, n)) + list(range(0, self.replay_step)):
                if acts[i]["kind"] in want:
                    self.replay_step = i + 1
                    break
            else:  # the button is there for every record: say so when this one has none (the step stays)
                raise MjError(T("tb.err.jump_none", what=T(f"tb.jump.{act.get('to')}")), str(act.get("to")),
                              T("tb.err.jump_none.ok"))
        if self.mode == "review":
            self.mode = "replay_review"

    # ---------------------------------------------------------------- drawing
    def _advice(self, g: Game) -> dict | None:
        if not self.show_advice or g.finished or g.to_act != self.me or g.phase != "turn":
            return None
        if self._hint[0] is not g or self._hint[1] != len(g.events):  # once per position
            s = self.me
            try:
                got = self._ranker.hint(g, list(g.hands[s]), [x.meld for x in g.sets[s]], B._seen_for(g, s),
                                        B.context_for(g, s))
            except MjError:
                got = None
            self._hint = (g, len(g.events), got)
        got = self._hint[2]
        if got is None:  # no discard row: the hand already wins as it stands
            return None
        best, row = got
        return {"best": list(best), "text": row.why}

    def _draw(self) -> None:
        """Draw the widget (one update per learner action: the board, the controls and the hint together)."""
        lang = get_language()
        self.lang = lang_code(lang)
        sep = "；" if lang == "zh" else "; "
        top = [R.seed_bar_html(getattr(self, "seed", 0), advice=self.show_advice)]
        if self.mode == "play":
            g = self.game
            top += [R.board_html(g, self.me), R.error_html(self.error)]
            bottom = [R.hand_controls_html(g, self.me, interactive=True, advice=self._advice(g))]
            new = g.events[self._events_seen:]
            self._events_seen = len(g.events)
            # announced: everything since the last redraw but the other seats' draws (a discard follows each)
            said = [e.text for e in new if not (e.kind == "draw" and e.seat != self.me)]
            status = join(said, sep) if said else ""
        else:
            full = self.game if self.mode == "review" else None
            g = full or replay(self.record, upto=self.replay_step)
            top += [R.board_html(g, self.me, open_hands=self.open_hands), R.error_html(self.error)]
            bottom = [R.hand_controls_html(g, self.me, interactive=False)]
            if self.game.finished and self.game.outcome:
                bottom.append(R.settlement_html(self.game))
            if self.review_rows:
                bottom.append(R.review_html(self.review_rows))
            elif self.mode in ("review", "replay_review"):
                bottom.append(R.review_html([]))
            notes = [e.text for e in g.events if e.step == self.replay_step - 1] if self.replay_step else []
            extra = self.step_notes.get(self.replay_step) or self.step_notes.get(str(self.replay_step))
            if extra:
                notes.append(extra if isinstance(extra, Text) else plain(extra["zh"], extra["en"]))
            bottom.append(R.replay_bar_html(self.replay_step, len(self.record["actions"]), self.open_hands, notes))
            status = join(notes, sep) if notes else ""
        self.status = R.status_html(status)
        self.html = "".join(top) + "<!--mj-live-->" + "".join(bottom)


def _seed(v) -> int:
    try:
        n = int(str(v).strip())
    except ValueError:
        raise MjError(T("tb.err.seed", v=repr(v)[:40]), "seed", T("tb.err.seed.ok")) from None
    return n


def review(record: Mapping, me: str, by: str = "speed") -> list[dict]:
    """Every discard of seat ``me`` in a record beside the advice's choice (``advice.md`` § Review of a choice):
    the decisions that were not among the advice's best, with what they gave up, biggest mistakes first.

    Returns dicts: ``step`` (the replay step just before the decision), ``you``, ``best`` (kinds), ``cost``
    (legal steps, accepted copies, EV given up), ``text`` (one line) and ``why`` (the advice's line for the
    choice made, naming the rule when a rule is the reason).
    """
    g = replay(record, upto=0)
    out = []
    for i, a in enumerate(record["actions"]):
        act = Action.from_json(a)
        if act.seat == me and act.kind == "discard" and g.phase == "turn":
            try:
                adv = B.advice_for(g, me, by)
            except MjError:
                adv = None
            if adv is not None:
                best = B.best_discards(adv, by)
                if act.tile not in best:
                    mine = adv.row(act.tile)
                    top = adv.row(best[0])
                    d_sh = mine.shanten - top.shanten
                    d_acc = top.accepted - mine.accepted
                    d_ev = (top.ev or 0) - (mine.ev or 0)
                    bits = []
                    if d_sh > 0:
                        bits.append(T("tbv.cost_step", n=d_sh))
                    if d_acc > 0:
                        bits.append(T("tbv.cost_acc", n=d_acc))
                    if d_ev > 0:
                        bits.append(T("tbv.cost_ev", v=round(d_ev, 1), unit=unit_text(adv.unit)))
                    cost = Text("，".join(b.zh for b in bits), ", ".join(b.en for b in bits)) if bits else T("tbv.cost_eq")
                    text = T("tbv.review_row", i=i + 1, you=Text(tile_zh(act.tile), tile_str(act.tile)),
                             best=Text("／".join(tile_zh(k) for k in best), "/".join(tile_str(k) for k in best)),
                             cost=cost)
                    out.append({"step": i, "you": act.tile, "best": best, "cost": (d_sh, d_acc, d_ev),
                                "text": text, "why": mine.why})
        g.apply(act)
    out.sort(key=lambda r: (-r["cost"][0], -r["cost"][1], -r["cost"][2], r["step"]))
    return out


__all__ = ["Table", "review"]
