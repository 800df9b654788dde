"""The 何切 (what to discard) trainer: puzzles from a bank, and seeded drills.

::

    from mjlearn.exercises import drill
    from mjlearn.exercises.discard import puzzles
    p = drill("jinzhou", "discard", seed=3)   # a fresh 14-tile hand at 1–3 shanten
    p.show()                                 # the hand, as tile pictures
    p.check("9p")                            # Feedback: yours vs the best rows, and why they differ
    p.hint(); p.hint(2); p.hint(3)           # three steps, leading before telling
    p.solution()                             # the best rows and the puzzle's reason
    bank = puzzles("huilai")                 # the bank: ≥ 20 puzzles where the rulesets' best discards differ

The answer is a tile of the hand: ``"9p"``, ``"九筒"``, a kind number, or a click in :meth:`DiscardPuzzle.widget`.
It is right when its row ties with the best row of :func:`mjlearn.advise` (same effective shanten, accepted
copies, second step and value).  Attempts are recorded in the learner's progress
(:func:`mjlearn.exercises.progress.record`, kind ``"discard"``) when the store is on.

The bank lives in ``mjlearn/data/puzzles/<ruleset>.json``: each puzzle has the hand, the options, the best
discards of all three rulesets (computed by the library: ``python scripts/build_puzzles.py`` rebuilds them,
and a test keeps them equal to what the library computes) and the reason this ruleset's best differs.
Source: spec ``product.md`` § Exercises (the 何切 trainer).
"""
from __future__ import annotations

import html
import json
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..advice import Advice, AdviceRow, advise
from ..advice.model import _num, unit_text
from ..errors import MjError
from ..hand import Hand, parse_hand
from ..i18n import T, Text, plain, register
from ..rules import get_ruleset
from ..tiles import parse_tile, tile_str
from .core import Feedback, Message
from .errtext import rs_title, short

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "puzzles"
RULESETS = ("mawan", "huilai", "jinzhou")
JZ_KINDS = tuple(range(27)) + (33,)

register({
    "discard.q": ("打哪张（何切）：这 14 张牌打哪一张？（{ruleset}）", "What to discard: which of these 14 tiles do you throw? ({ruleset})"),
    "discard.title": ("打哪张 {id}", "What to discard {id}"),
    "discard.answer_hint": ("回答：对这道题用 .check(\"9p\")，或用 .widget() 点牌作答",
                            "answer: .check(\"9p\") on this puzzle, or .widget() to answer by clicking a tile"),
    "discard.notin": ("{tile} 不在这手牌里；请打手里的一张：{tiles}", "{tile} is not in this hand; throw one of: {tiles}"),
    "discard.unreadable": ("看不懂这个回答：{err}", "cannot read this answer: {err}"),
    "discard.yours": ("你打 {tile}：{sh}，{n} 张进张", "yours: {tile}, {sh}, {n} copies"),
    "discard.best": ("最佳：打 {tiles}，{sh}，{n} 张进张", "best: {tiles}, {sh}, {n} copies"),
    "discard.also_best": ("（{tiles} 同样好）", "({tiles} equally good)"),
    "discard.right": ("对！打 {tile} 是最佳打法之一", "right: {tile} is a best discard"),
    "discard.diff.shanten": ("打 {tile} 后是{sh}，比最佳多一步", "after throwing {tile} you are {sh}: one step slower than the best"),
    "discard.diff.blocked": ("打 {tile} 在锦州不合法：{reason}", "throwing {tile} is blocked in Jinzhou: {reason}"),
    "discard.diff.copies": ("差几步听牌一样，但少 {n} 张进张；最佳打法还能进 {tiles}", "same shanten but {n} fewer copies; the best also accepts {tiles}"),
    "discard.diff.second": ("进张一样多，但下一步的听牌平均少 {x} 张", "as many copies, but the next ready hand averages {x} fewer wait copies"),
    "discard.diff.value": ("同样听牌，但期望值低：{yours} 对 {best}", "both ready, but a lower expected value: {yours} vs {best}"),
    "discard.diff.ghost": ("打掉了鬼牌：鬼牌能当任何牌，几乎不该打", "you threw a ghost: it stands for any tile, almost never the right throw"),
    "discard.hint1": ("第一步：先数差几步听牌（向听）。最佳打法打完后是{sh}", "step 1: count shanten first. The best discard leaves you {sh}"),
    "discard.hint2": ("第二步：在{sh}的打法里比进张数：最佳能进 {n} 张（{k} 种）", "step 2: among the {sh} discards, compare accepted copies: the best accepts {n} copies ({k} kinds)"),
    "discard.hint3": ("第三步：{reason}", "step 3: {reason}"),
    "discard.hint3.generic": ("看看哪张牌与别的牌都连不上，或者哪张牌对本规则的条件最不重要",
                              "look for the tile that connects with nothing, or matters least for this ruleset's conditions"),
    "discard.solution": ("答案：打 {tiles}", "answer: discard {tiles}"),
    "discard.reason": ("为什么与别的规则不同：{reason}", "why the rulesets differ: {reason}"),
    "discard.all": ("三种规则的答案：{what}", "the three rulesets' answers: {what}"),
    "discard.others": ("其他规则的最佳：{what}", "the other rulesets' best: {what}"),
    "discard.bad_ruleset": ("这道题属于 {ruleset}", "this puzzle belongs to {ruleset}"),
    "discard.hint.title": ("提示 {n}/3", "hint {n}/3"),
    "discard.reason.blocked": ("{other}的最佳打法 {tile} 在{me}里不合法：{why}", "{other}'s best, {tile}, is blocked in {me}: {why}"),
    "discard.reason.ghost": ("{me}里 {ghost} 是鬼牌（任意牌），所以进张不同：打 {tile} 有 {n} 张进张", "in {me}, {ghost} is a ghost (any tile), so the accepted tiles change: throwing {tile} accepts {n} copies"),
    "discard.reason.shanten": ("在{me}里打 {other_tile}（{other}的最佳）后是{sh}，慢了一步", "in {me}, throwing {other_tile} ({other}'s best) leaves you {sh}: a step slower"),
    "discard.reason.ghost_other": ("{other}里 {tile} 是鬼牌（任意牌），在那里要留着", "in {other}, {tile} is a ghost (any tile), so it is kept there"),
    "discard.reason.copies": ("在{me}里打 {other_tile} 只有 {n} 张进张，打 {tile} 有 {m} 张", "in {me}, {other_tile} accepts {n} copies, {tile} accepts {m}"),
    "discard.reason.value": ("同样听牌，但{me}的计分让打 {tile} 更值：期望值 {v} 对 {w}（{unit}×张）", "both ready, but {me}'s scoring makes {tile} worth more: expected value {v} vs {w} ({unit} × copies)"),
    "discard.reason.second": ("进张一样多，{me}里打 {tile} 下一步的听牌更宽：{v} 对 {w} 张", "as many copies, but in {me} {tile} leads to wider waits: {v} vs {w} copies"),
})


def _sh_text(n: int) -> Text:
    if n >= 99:
        return T("advice.sh.never")
    if n == 0:
        return T("advice.sh.0")
    if n in (1, 2):
        return T(f"advice.sh.{n}")
    return T("advice.sh.n", n=n)


def _tiles_text(kinds) -> Text:
    ks = list(kinds)
    return plain(" ".join(tile_str(k) for k in ks), " ".join(tile_str(k) for k in ks))


def best_rows(adv: Advice) -> list[AdviceRow]:
    """The rows tied with the best (rank 1: same legal shanten, EV, accepted copies and next-step average;
    spec ``advice.md`` § Ranking — never a tie broken by tile index)."""
    return [r for r in adv.rows if r.rank == 1]


class DiscardPuzzle:
    """One 何切 question: a 14-tile hand under one ruleset.

    id : ``"hl-d07"`` (bank) or ``"drill-huilai-discard-3"``; ruleset; hand : 14-tile notation; options;
    context; seen : tiles on the table; reason : why this ruleset's best differs from the others' (bank
    puzzles; a :class:`Text`), others : the other rulesets' best discards {ruleset: [tile, …]};
    practises : rule ids / topics recorded in the progress store.
    """

    kind = "discard"

    def __init__(self, id: str, ruleset: str, hand: str, options: Mapping[str, Any] | None = None,
                 context: Mapping[str, Any] | None = None, seen: Any = None, reason: Text | None = None,
                 others: Mapping[str, list[str]] | None = None, practises: list[str] | None = None):
        self.id = id
        self.ruleset = get_ruleset(ruleset).name
        self.hand = hand
        self.options = dict(options or {})
        self.context = dict(context or {})
        self.seen = seen
        self.reason = reason
        self.others = dict(others or {})
        self.practises = list(practises or ["discard.shanten", "discard.accepted"])
        self._advice: Advice | None = None
        self._hints = 0

    # --- the library's answer ---
    @property
    def advice(self) -> Advice:
        """The full :class:`~mjlearn.advice.Advice` (computed once)."""
        if self._advice is None:
            self._advice = advise(self.hand, self.ruleset, self.context or None, self.options or None, self.seen)
        return self._advice

    def best(self) -> list[str]:
        """The best discards (tiles tied with the best row), in notation."""
        return [tile_str(r.discard) for r in best_rows(self.advice)]

    # --- display ---
    def question(self) -> Text:
        return T("discard.q", ruleset=get_ruleset(self.ruleset).title)

    def __str__(self) -> str:
        return "\n".join([str(T("discard.title", id=self.id)), str(self.question()), self.hand,
                          str(T("discard.answer_hint"))])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        from ..render import tiles_html
        h = parse_hand(self.hand, allow_partial=True)
        tiles = list(h.closed_tiles) + [k for m in h.melds for k in m.tiles]
        gk = get_ruleset(self.ruleset).ghost_kinds(get_ruleset(self.ruleset).options(self.options or None))
        pic = tiles_html(tiles, size=40, marks=["ghost" if k in gk else None for k in tiles])
        opts = ""
        if self.options:
            opts = "<div style='color:#555;font-size:90%'>" + html.escape(
                ", ".join(f"{k}={v}" for k, v in self.options.items())) + "</div>"
        return (f"<div style='border:1px solid #bbb;border-radius:6px;padding:8px 12px;margin:4px 0'>"
                f"<div style='font-weight:bold'>{html.escape(str(T('discard.title', id=self.id)))}</div>"
                f"<div style='margin:4px 0 6px 0'>{html.escape(str(self.question()))}</div>{pic}{opts}"
                f"<div style='color:#333;font-size:90%;margin-top:6px'>{html.escape(str(T('discard.answer_hint')))}</div></div>")

    def show(self) -> None:
        """Display the question (tile pictures in a notebook, text elsewhere)."""
        try:
            from IPython.display import display
        except ImportError:  # pragma: no cover
            print(str(self))
            return
        display(self)

    def widget(self):
        """Clickable version: one button per distinct tile; a click checks that discard and shows the feedback,
        in a live region (``role="status"``: announced once per click; :class:`~mjlearn.widgets.a11y.LiveText`).

        Returns an ``ipywidgets.VBox`` (imported here only)."""
        import ipywidgets as W

        from ..render.svg import tile_label
        from ..widgets.a11y import HTML, Access, LiveText, lang_code  # keys kept from JupyterLab, focus ring, lang
        h = parse_hand(self.hand, allow_partial=True)
        out = LiveText(testid="mj-discard-feedback")
        buttons = []
        for k in sorted(set(h.closed_tiles)):
            b = W.Button(description=tile_str(k), tooltip=tile_label(k),  # a name: one language (render.lang)
                         layout=W.Layout(width="52px", height="40px"))

            def click(_b, k=k):
                out.value = self.check(tile_str(k))._repr_html_()
            b.on_click(click)
            buttons.append(b)
        box = W.VBox([HTML(self._repr_html_()), W.HBox(buttons, layout=W.Layout(flex_flow="row wrap")), out,
                      Access(root=".mj-discard-trainer", lang=lang_code())], layout=W.Layout(width="100%"))
        box.add_class("mj-discard-trainer")
        return box

    # --- learner calls ---
    def _parse(self, answer: Any) -> int:
        if isinstance(answer, int) and not isinstance(answer, bool):
            k = answer
        else:
            s = str(answer).strip()
            for prefix in ("打", "discard", "throw", "切"):
                if s.lower().startswith(prefix):
                    s = s[len(prefix):].strip(" ：:")
            k = parse_tile(s)
        tiles = parse_hand(self.hand, allow_partial=True).closed_tiles
        if k not in tiles:
            raise MjError(T("discard.notin", tile=plain(tile_str(k)), tiles=_tiles_text(sorted(set(tiles)))),
                          tile_str(k), " ".join(tile_str(x) for x in sorted(set(tiles))))
        return k

    def check(self, answer: Any) -> Feedback:
        """Check a discard: ``"9p"``, ``"九筒"``, ``"打9p"`` or a kind number.

        Returns a :class:`~mjlearn.exercises.core.Feedback`: ``bool(fb)`` is True when the discard ties with the
        best row; the lines compare it with the best ("yours: 3s, 1-shanten, 16 copies; best: 9p, 1-shanten,
        24 copies") and say what makes the difference (a step slower, fewer copies and which tiles, a Jinzhou
        condition broken, a ghost thrown, a lower value).  An unreadable answer or a tile not in the hand gives a
        wrong-answer feedback saying why (not recorded)."""
        try:
            k = self._parse(answer)
        except MjError as e:
            return Feedback(False, [T("discard.unreadable", err=e.text)], self.id)
        adv = self.advice
        bests = best_rows(adv)
        mine = adv.row(k)
        ok = any(r.discard == k for r in bests)
        b = bests[0]
        lines: list[Text] = []
        if ok:
            lines.append(T("discard.right", tile=plain(tile_str(k))))
            others = [r.discard for r in bests if r.discard != k]
            if others:
                lines.append(T("discard.also_best", tiles=_tiles_text(others)))
            lines.append(mine.why)
        else:
            lines.append(T("discard.yours", tile=plain(tile_str(k)), sh=_sh_text(mine.legal_shanten), n=mine.accepted))
            lines.append(T("discard.best", tiles=_tiles_text(r.discard for r in bests), sh=_sh_text(b.legal_shanten),
                           n=b.accepted))
            rv = adv.review(k)
            lines.append(rv if isinstance(rv, Text) else plain(rv))  # what the choice gave up and why, naming the rule (advice.md § Review)
            if mine.ghost:
                lines.append(T("discard.diff.ghost"))
            lines.append(b.why)
        lines.extend(self._all_answers())
        self._record(ok)
        return Feedback(ok, lines, self.id)

    def _all_answers(self) -> list[Text]:
        """After the learner's choice: every ruleset's best discards for this hand (bank puzzles), ties included."""
        if not self.others:
            return []
        mine = Text(f"{get_ruleset(self.ruleset).title.zh} 打 {' / '.join(tile_str(r.discard) for r in best_rows(self.advice))}",
                    f"{get_ruleset(self.ruleset).title.en}: {' / '.join(tile_str(r.discard) for r in best_rows(self.advice))}")
        what = Text("；".join([mine.zh] + [f"{get_ruleset(n).title.zh} 打 {' / '.join(t)}" for n, t in self.others.items()]),
                    "; ".join([mine.en] + [f"{get_ruleset(n).title.en}: {' / '.join(t)}" for n, t in self.others.items()]))
        return [T("discard.all", what=what)]

    def _record(self, correct: bool) -> None:
        try:
            from . import progress
        except ImportError:  # the progress store is optional
            return
        try:
            progress.record(self.ruleset, self.id, self.practises, bool(correct), kind="discard")
        except Exception as e:  # noqa: BLE001 - a broken disk must not lose the learner's feedback
            note = getattr(progress, "_note", None)
            if note is not None:
                note(f"progress not recorded: {type(e).__name__}: {e}")

    def hint(self, level: int | None = None) -> Message:
        """Hints in three steps (each call gives the next one, or ask for ``level`` 1–3): the shanten to reach,
        the accepted copies to beat, then the ruleset-specific reason."""
        if level is None:
            self._hints = min(3, self._hints + 1)
            level = self._hints
        level = max(1, min(3, int(level)))
        adv = self.advice
        b = adv.best
        if level == 1:
            line = T("discard.hint1", sh=_sh_text(b.legal_shanten))
        elif level == 2:
            line = T("discard.hint2", sh=_sh_text(b.legal_shanten), n=b.accepted, k=len(b.accepts))
        else:
            line = T("discard.hint3", reason=self.reason if self.reason is not None else T("discard.hint3.generic"))
        try:
            from . import progress
            progress.record_hint(self.ruleset, self.id, self.practises, level, kind="discard")
        except Exception:  # noqa: BLE001 - hints work without the store
            pass
        return Message([line], T("discard.hint.title", n=level))

    def solution(self) -> Message:
        """The best discards, their reason line, this puzzle's reason, and the other rulesets' best."""
        bests = best_rows(self.advice)
        lines: list[Text] = [T("discard.solution", tiles=_tiles_text(r.discard for r in bests)), bests[0].why]
        if self.reason is not None:
            lines.append(T("discard.reason", reason=self.reason))
        if self.others:
            what = Text("；".join(f"{get_ruleset(n).title.zh} 打 {' '.join(t)}" for n, t in self.others.items()),
                        "; ".join(f"{get_ruleset(n).title.en}: {' '.join(t)}" for n, t in self.others.items()))
            lines.append(T("discard.others", what=what))
        return Message(lines, T("discard.title", id=self.id))


# ------------------------------------------------------------------------------------------------
# Drills


def _random_hand(rng: random.Random, kinds: tuple[int, ...]) -> list[int]:
    """A complete hand's 14 tiles with one to three tiles swapped (so 0–3 shanten), or 14 wall tiles."""
    counts = [0] * 34
    tiles: list[int] = []
    chows = [k for k in kinds if k < 27 and k % 9 <= 6]
    while len(tiles) < 12:
        if rng.random() < 0.6:
            s = rng.choice(chows)
            if all(counts[s + i] < 4 for i in range(3)):
                for i in range(3):
                    counts[s + i] += 1
                tiles += [s, s + 1, s + 2]
        else:
            k = rng.choice(kinds)
            if counts[k] <= 1:
                counts[k] += 3
                tiles += [k] * 3
    while True:
        p = rng.choice(kinds)
        if counts[p] <= 2:
            counts[p] += 2
            tiles += [p, p]
            break
    for _ in range(rng.choice((1, 2, 2, 3))):
        i = rng.randrange(14)
        for _try in range(20):
            k = rng.choice(kinds)
            if counts[k] < 4 and k != tiles[i]:
                counts[tiles[i]] -= 1
                counts[k] += 1
                tiles[i] = k
                break
    return sorted(tiles)


def discard_drill(ruleset: str, kind: str = "discard", seed: int = 0, *, rule: str | None = None,
                  near_miss: bool = False, min_shanten: int = 1, max_shanten: int = 3,
                  options: Mapping[str, Any] | None = None, **want: Any) -> DiscardPuzzle:
    """A seeded 何切 drill: a 14-tile hand whose best discard leaves 1–3 shanten (``min_shanten`` …
    ``max_shanten``).  The same arguments always give the same puzzle.  ``options`` are the ruleset's (Huilai
    ghosts: ``{"ghosts": "white"}``).  Raises :class:`MjError` for ``rule=``/``near_miss`` (not aimed drills) or
    an unknown argument."""
    if rule is not None or near_miss:
        raise MjError(T("err.discard.aimed"), "rule", T("err.discard.aimed.ok"))
    if want:
        names = short(", ".join(want), 80)
        raise MjError(T("err.discard.want", names=names), names, T("err.discard.want.ok"))
    rs = get_ruleset(ruleset)
    kinds = JZ_KINDS if rs.name == "jinzhou" else tuple(range(34))
    rng = random.Random(f"discard-{rs.name}-{seed}")
    for _ in range(500):
        tiles = _random_hand(rng, kinds)
        h = Hand(tuple(tiles))
        try:
            a = advise(h, rs.name, None, options, values=False)
        except MjError:
            continue
        if a.best is None:  # already a win: not a question
            continue
        top = a.best.legal_shanten
        if min_shanten <= top <= max_shanten:
            from ..tiles import tiles_str
            p = DiscardPuzzle(f"drill-{rs.name}-discard-{seed}", rs.name, tiles_str(tiles), options)
            return p
    raise MjError(T("err.discard.none"), T("err.deal_no", n=seed), T("err.deal_no.ok"))  # pragma: no cover


# ------------------------------------------------------------------------------------------------
# The bank


def _text(d: Mapping[str, str] | None) -> Text | None:
    if not d:
        return None
    return Text(d["zh"], d["en"])


def puzzles(ruleset: str) -> list[DiscardPuzzle]:
    """The 何切 bank of a ruleset (``mjlearn/data/puzzles/<ruleset>.json``), in order."""
    name = get_ruleset(ruleset).name
    p = DATA_DIR / f"{name}.json"
    if not p.exists():
        raise MjError(T("err.discard.no_bank", rs=rs_title(name)), p.name, ", ".join(x.stem for x in DATA_DIR.glob("*.json")))
    data = json.loads(p.read_text(encoding="utf-8"))
    out = []
    for e in data["puzzles"]:
        out.append(DiscardPuzzle(e["id"], name, e["hand"], e.get("options"), e.get("context"), e.get("seen"),
                                 _text(e.get("reason")), e.get("best_by_ruleset", {}) and
                                 {k: v for k, v in e["best_by_ruleset"].items() if k != name},
                                 e.get("practises")))
    return out


def puzzle(ruleset: str, puzzle_id: str) -> DiscardPuzzle:
    """One puzzle of the bank by id (``"jz-d03"``); :class:`MjError` lists the ids otherwise."""
    bank = puzzles(ruleset)
    for p in bank:
        if p.id == puzzle_id:
            return p
    raise MjError(T("err.discard.no_puzzle", id=short(puzzle_id), rs=rs_title(get_ruleset(ruleset).name)), short(puzzle_id),
                  ", ".join(p.id for p in bank))


# ------------------------------------------------------------------------------------------------
# Building the bank (python scripts/build_puzzles.py)


def _title(name: str) -> Text:
    return get_ruleset(name).title


def reason_text(me: str, other: str, advs: Mapping[str, Advice]) -> Text:
    """Why ``me``'s best discard differs from ``other``'s, from the two advices (one or two clauses)."""
    a, b = advs[me], advs[other]
    mine = best_rows(a)[0]
    ot = best_rows(b)[0].discard
    parts: list[Text] = []
    theirs_for_mine = b.row(mine.discard)
    if theirs_for_mine.blocked and not mine.blocked:
        parts.append(T("discard.reason.blocked", other=_title(me), tile=plain(tile_str(mine.discard)), me=_title(other),
                       why=theirs_for_mine.blocked[0]))
    if mine.discard in b.ghosts:
        parts.append(T("discard.reason.ghost_other", other=_title(other), tile=plain(tile_str(mine.discard))))
    here = a.row(ot)
    if here.blocked:
        parts.append(T("discard.reason.blocked", other=_title(other), tile=plain(tile_str(ot)), me=_title(me),
                       why=here.blocked[0]))
    elif a.ghosts and any(k in a.ghosts for k in a.hand.closed_tiles) and not b.ghosts:
        parts.append(T("discard.reason.ghost", me=_title(me), ghost=plain(" ".join(tile_str(g) for g in a.ghosts)),
                       tile=plain(tile_str(mine.discard)), n=mine.accepted))
    elif here.shanten > mine.shanten:
        parts.append(T("discard.reason.shanten", me=_title(me), other_tile=plain(tile_str(ot)), other=_title(other),
                       sh=_sh_text(here.shanten)))
    elif here.accepted < mine.accepted:
        parts.append(T("discard.reason.copies", me=_title(me), other_tile=plain(tile_str(ot)), n=here.accepted,
                       tile=plain(tile_str(mine.discard)), m=mine.accepted))
    elif (here.second or 0) < (mine.second or 0):
        parts.append(T("discard.reason.second", me=_title(me), tile=plain(tile_str(mine.discard)),
                       v=f"{mine.second:.1f}", w=f"{here.second or 0:.1f}"))
    elif (here.ev or 0) < (mine.ev or 0):
        parts.append(T("discard.reason.value", me=_title(me), tile=plain(tile_str(mine.discard)), v=_num(round(mine.ev, 2)),
                       w=_num(round(here.ev or 0, 2)), unit=unit_text(a.unit)))
    return Text("；".join(p.zh for p in parts), "; ".join(p.en for p in parts)) if parts else plain("")


def _practises(me: str, a: Advice) -> list[str]:
    out = ["discard.shanten", "discard.accepted"]
    b = best_rows(a)[0]
    if me == "jinzhou" and any(r.blocked for r in a.rows):
        for r in a.rows:
            for t in r.blocked + list(r.illegal_waits.values()):
                for code in ("JZ-L1", "JZ-L2", "JZ-L3"):
                    if code in t.en and code not in out:
                        out.append(code)
    if a.ghosts:
        out.append("HL-O04")
    if b.shanten == 0:
        out.append("discard.value")
    return out


def build_bank(n_per_ruleset: int = 24, seed: int = 2026, max_tries: int = 60000) -> dict[str, list[dict]]:
    """Search seeded hands for puzzles where one ruleset's best discards share nothing with another's.

    Hands over Jinzhou's 28 kinds are asked under all three rulesets; hands holding 白 (5z) under Mawan and
    Huilai with 白板做鬼 (so the ghost is what differs).  Each puzzle stores every applicable ruleset's best
    discards and a reason built from the two advices (:func:`reason_text`)."""
    rng = random.Random(seed)
    bank: dict[str, list[dict]] = {r: [] for r in RULESETS}
    seen_hands: set[str] = set()
    from ..tiles import tiles_str
    for i in range(max_tries):
        if all(len(v) >= n_per_ruleset for v in bank.values()):
            break
        ghost = i % 3 == 2
        kinds = tuple(range(27)) + ((31, 33) if ghost else (33,))
        tiles = _random_hand(rng, kinds)
        if ghost and 31 not in tiles:
            continue
        hs = tiles_str(tiles)
        if hs in seen_hands:
            continue
        seen_hands.add(hs)
        names = ("mawan", "huilai") if ghost else RULESETS
        opts = {"huilai": {"ghosts": "white"}} if ghost else {}
        advs: dict[str, Advice] = {}
        try:
            for n in names:
                advs[n] = advise(hs, n, None, opts.get(n))
        except MjError:
            continue
        if any(a.best.effective_shanten > 2 for a in advs.values()):
            continue
        bests = {n: {r.discard for r in best_rows(a)} for n, a in advs.items()}
        for me in names:
            if len(bank[me]) >= n_per_ruleset:
                continue
            differs = [o for o in names if o != me and not (bests[me] & bests[o])]
            if not differs:
                continue
            # Mawan and Huilai: at most half their bank against Jinzhou, so the ghost and value cases are there too
            differs.sort(key=lambda o: o == "jinzhou")
            other = differs[0]
            if me != "jinzhou" and other == "jinzhou" and \
                    sum(e["differs_from"][0] == "jinzhou" for e in bank[me]) >= n_per_ruleset // 2:
                continue
            reason = reason_text(me, other, advs)
            if not reason.en:
                continue
            pid = f"{me[:2] if me != 'jinzhou' else 'jz'}-d{len(bank[me]) + 1:02d}"
            pid = pid.replace("ma-", "mw-").replace("hu-", "hl-")
            bank[me].append({
                "id": pid, "hand": hs, "options": opts.get(me) or {},
                "best": [tile_str(k) for k in sorted(bests[me])],
                "best_by_ruleset": {n: [tile_str(k) for k in sorted(v)] for n, v in bests.items()},
                "options_by_ruleset": {n: opts.get(n) or {} for n in names},
                "differs_from": differs,  # the first is the one the reason is about
                "reason": {"zh": reason.zh, "en": reason.en},
                "practises": _practises(me, advs[me]),
            })
    return bank


def write_bank(bank: Mapping[str, list[dict]]) -> None:
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    for name, items in bank.items():
        doc = {"ruleset": name, "about": "何切 puzzles where the rulesets' best discards differ; best discards computed "
                                          "by mjlearn.advise (python scripts/build_puzzles.py rebuilds this file)",
               "puzzles": items}
        (DATA_DIR / f"{name}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


__all__ = ["DiscardPuzzle", "discard_drill", "puzzles", "puzzle", "best_rows", "DATA_DIR", "build_bank", "write_bank",
           "reason_text"]

