"""Exercises: data, checking with feedback, hints and solutions (spec ``product.md`` § Exercises).

The Kaggle learntools pattern: ``ex.show()`` poses the question, ``ex.check(answer)`` returns a
:class:`Feedback` (``bool(fb)`` is whether the answer is right; its text says exactly what is wrong),
``ex.hint()`` and ``ex.solution()`` return displayable :class:`Message` objects.  The solution's
explanation (items with reasons, readings, notes, payments) is computed live by the library.
"""
from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

from .. import api
from ..context import SEAT_EN, SEAT_ZH, SEATS, WIN_BY_EN, WIN_BY_ZH, make_context
from ..errors import MjError
from ..hand import Hand, parse_hand
from ..i18n import T, Text, join, plain, register
from ..rules import get_ruleset
from ..tiles import parse_tiles, tile_str, tile_zh, tiles_str
from . import text as _text  # noqa: F401  (registers the catalogue strings)
from .answers import (is_blank, parse_decompositions, parse_items, parse_number, parse_tile_list,
                      parse_win_answer, read_payments)
from .compute import FOLD, KINDS, NOT_ITEM_CODES, NOT_ITEMS, compute_expected, decomposition_strs, shape_win

ANY_WORDS = {"any", "any tile", "all", "任意", "任意牌", "全部", "都行"}
DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "exercises"


def join2(texts, zh_sep: str, en_sep: str) -> Text:
    """Join Texts with a separator per language (``、`` / ``, ``)."""
    texts = list(texts)
    return Text(zh_sep.join(t.zh for t in texts), en_sep.join(t.en for t in texts))


# ------------------------------------------------------------------------------------------------
# Display objects


def _tiles_text(kinds: Iterable[int]) -> Text:
    ks = list(kinds)
    if not ks:
        return T("ex.fb.none")
    return plain(" ".join(tile_zh(k) for k in ks), " ".join(tile_str(k) for k in ks))


def _seat_text(s: str) -> Text:
    return plain(SEAT_ZH[s], SEAT_EN[s])


def _num_str(x: float) -> str:
    x = float(x)
    return str(int(x)) if x.is_integer() else f"{x:g}"


def _signed(x: float) -> str:
    s = _num_str(x)
    return s if s.startswith("-") or s == "0" else "+" + s


class Message:
    """A displayable block of lines (hint, solution); ``str()`` is plain text, ``_repr_html_`` a box."""

    css = "border-left:4px solid #3a6ea5;background:#eef4fb"

    def __init__(self, lines: list[Text], title: Text | None = None):
        self.title = title
        self.lines = list(lines)

    def __str__(self) -> str:
        head = [str(self.title)] if self.title is not None else []
        return "\n".join(head + [("  " if head else "") + str(t) for t in self.lines])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head = f"<b>{html.escape(str(self.title))}</b>" if self.title is not None else ""
        items = "".join(f"<li>{html.escape(str(t))}</li>" for t in self.lines)
        body = f"<ul style='margin:4px 0'>{items}</ul>" if items else ""
        return f"<div style='{self.css};padding:6px 10px;margin:4px 0'>{head}{body}</div>"


class Feedback(Message):
    """Result of :meth:`Exercise.check`: ``bool(fb)`` = correct; ``lines`` say what is wrong."""

    def __init__(self, correct: bool, lines: list[Text] | None = None, exercise_id: str = ""):
        title = (T("ex.fb.correct_id", id=exercise_id) if correct else T("ex.fb.wrong_id", id=exercise_id)) \
            if exercise_id else (T("ex.fb.correct") if correct else T("ex.fb.wrong"))
        super().__init__(lines or [], title)  # the title names the exercise checked (issue 12 point 1)
        self.correct = correct
        self.exercise_id = exercise_id
        self.css = ("border-left:4px solid #2e7d32;background:#edf7ee" if correct
                    else "border-left:4px solid #c62828;background:#fdeeee")

    def __bool__(self) -> bool:
        return self.correct

    @property
    def text(self) -> str:
        return str(self)


# ------------------------------------------------------------------------------------------------
# Item names


class Glossary:
    """Item code ↔ names for one ruleset: codes, Chinese names, English glosses and aliases.

    Built from the data file's ``glossary`` (names copied from the spec tables) plus the names the
    library's results use.
    """

    def __init__(self, entries: Mapping[str, Mapping[str, Any]] | None = None):
        self.names: dict[str, Text] = {}
        self._by_name: dict[str, str] = {}
        for code, e in (entries or {}).items():
            self.add(code, plain(e["zh"], e["en"]), e.get("aliases", ()))

    def add(self, code: str, name: Text, aliases: Iterable[str] = ()) -> None:
        self.names.setdefault(code, name)
        for n in (code, name.zh, name.en, *aliases):
            if n:
                self._by_name.setdefault(n.strip().lower(), code)

    def add_catalogue(self, prefix: str) -> None:
        """Add the item names the ruleset registered in the catalogue (``mw.name.MW-B05``, ``hl.name.HL-P02``,
        ``jz.C1.name``); ``prefix`` is the code prefix (``"MW"``, ``"HL"``, ``"JZ"``)."""
        from ..i18n import catalogue
        low = prefix.lower()
        for key, (zh, en) in sorted(catalogue().items()):
            m = re.fullmatch(rf"{low}\.name\.({prefix}-[A-Z0-9.]+)", key) or \
                re.fullmatch(rf"{low}\.([A-Z][0-9A-Z]*)\.name", key)
            if m:
                code = m.group(1) if m.group(1).startswith(prefix + "-") else f"{prefix}-{m.group(1)}"
                self.add(code, plain(zh, en))

    def lookup(self, name: str) -> str | None:
        return self._by_name.get(str(name).strip().lower())

    def name(self, code: str) -> Text:
        n = self.names.get(code)
        return plain(code) if n is None else plain(f"{code} {n.zh}", f"{code} {n.en}")


# ------------------------------------------------------------------------------------------------
# Exercise


@dataclass
class Exercise:
    """One exercise (data from ``mjlearn/data/exercises/<ruleset>.json``).

    id : ``"mw-07"``; ruleset : ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``; kind : one of
    :data:`mjlearn.exercises.compute.KINDS`; hand : hand notation (13 tiles for ``waits``, complete
    otherwise); context / options : passed to the library; question / hint_text : :class:`Text`;
    practises : spec ids practised; expected : the stored answer (see :mod:`mjlearn.exercises.compute`).
    """

    id: str
    ruleset: str
    kind: str
    hand: str
    question: Text
    hint_text: Text
    expected: dict[str, Any] | None
    context: dict[str, Any] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    practises: list[str] = field(default_factory=list)
    glossary: Glossary = field(default_factory=Glossary)
    hand_check: dict[str, Any] | None = None
    aim: str | None = None  # aimed drills: the rule id the hand earns (or narrowly misses)
    near_miss: Text | None = None  # aimed near misses: why the rule does not score
    wrong_tries: int = field(default=0, repr=False, compare=False)  # wrong check()s so far (this object)
    hints_shown: int = field(default=0, repr=False, compare=False)  # the last hint level shown

    def __post_init__(self):
        if self.kind not in KINDS:
            raise MjError(f"unknown exercise kind '{self.kind}'", self.id, ", ".join(KINDS))

    # --- library views ---
    def compute(self) -> dict[str, Any] | None:
        """What the library answers now (``None``: it cannot yet)."""
        return compute_expected(self.kind, self.ruleset, self.hand, self.context, self.options)

    def parsed_hand(self) -> Hand:
        return parse_hand(self.hand)

    def result(self):
        """The library's :class:`~mjlearn.rules.base.ScoreResult` for a complete hand."""
        return api.score(self.hand, self.ruleset, dict(self.context), self.options or None)

    def _ghost_kinds(self) -> tuple[int, ...]:
        try:
            rs = get_ruleset(self.ruleset)
            return tuple(rs.ghost_kinds(rs.options(self.options or None)))
        except MjError:
            return ()

    def _need_expected(self) -> dict[str, Any]:
        if self.expected is None:
            raise MjError(f"exercise {self.id} has no stored answer yet (the {self.ruleset} scoring is not implemented)",
                          self.id, "an exercise whose kind the library can answer")
        return self.expected

    # --- question ---
    def describe(self) -> list[Text]:
        rs = get_ruleset(self.ruleset)
        h = self.parsed_hand()
        lines = [T("ex.header", id=self.id, ruleset=rs.title, kind=T(f"ex.kind.{self.kind}")), self.question,
                 T("ex.hand", hand=plain(h.zh(), str(h)))]
        if h.win_tile is None:
            lines.append(T("ex.context", ctx=T("ex.ctx.waiting")))
        elif self.kind != "decompositions":
            lines.append(T("ex.context", ctx=describe_context(self.context)))
        if self.options:
            lines.append(T("ex.options", opts=plain(", ".join(f"{k}={v}" for k, v in self.options.items()))))
        if self.practises:
            lines.append(T("ex.practises", ids=plain(", ".join(self.practises))))
        lines.append(T("ex.answer_form", form=T(f"ex.form.{self.kind}")))
        note = self.note()
        if note is not None:
            lines.append(note)
        return lines

    def note(self) -> "Text | None":
        """The interpretation note that goes with this kind of question (what the total means, which items
        to name, the payment signs), or ``None``."""
        if self.kind == "total":
            unit = (self.expected or {}).get("unit") or get_ruleset(self.ruleset).unit
            key = f"ex.note.total.{unit}"
            from ..i18n import catalogue
            return T(key) if key in catalogue() else None
        if self.kind == "items":
            return T(f"ex.note.items.{self.ruleset}")
        if self.kind in ("payments", "is_win"):
            return T(f"ex.note.{self.kind}")
        return None

    def __str__(self) -> str:
        return "\n".join(str(t) for t in self.describe())

    def __repr__(self) -> str:  # the question as plain text (what a notebook shows without HTML)
        return str(self)

    def _repr_html_(self) -> str:
        lines = self.describe()
        head, question, rest = lines[0], lines[1], lines[3:]
        pic = _hand_html(self.parsed_hand(), self._ghost_kinds())
        body = "".join(f"<div>{html.escape(str(t))}</div>" for t in rest)
        return (f"<div style='border:1px solid #bbb;border-radius:6px;padding:8px 12px;margin:4px 0'>"
                f"<div style='font-weight:bold'>{html.escape(str(head))}</div>"
                f"<div style='margin:4px 0 6px 0'>{html.escape(str(question))}</div>"
                f"<div>{pic}</div><div style='color:#333;font-size:90%;margin-top:6px'>{body}</div></div>")

    def show(self) -> None:
        """Display the question (tile pictures in a notebook, text elsewhere)."""
        try:
            from IPython.display import display
        except ImportError:  # pragma: no cover - IPython ships with the package's dependencies
            print(str(self))
            return
        display(self)

    # --- learner calls ---
    def hint(self, n: int | None = None) -> Message:
        """A hint in steps: each call without ``n`` gives the next level, ``hint(n)`` level ``n`` (1, 2, 3).

        Level 1 says where to look (the exercise's own hint, or for drills the kind of question and the item
        families in play); level 2 names the rule id(s) and each rule in one line; level 3 points at the tiles
        that decide it (the items' reasons, the wait shapes, the reading, or why it is not a win).  Levels are
        generated from the library's result, so drills get them too.  Each hint shown is recorded in the
        progress file.  Returns a :class:`Message`; ``n`` outside 1–3 raises :class:`MjError`."""
        levels = self.hint_levels()
        if n is None:
            n = min(self.hints_shown + 1, len(levels))
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= len(levels):
            raise MjError(f"there is no hint level {n!r}", "hint", f"1 to {len(levels)}")
        self.hints_shown = max(self.hints_shown, n)
        from . import progress
        try:
            progress.record_hint(self.ruleset, self.id, self.rule_ids(), n, kind=self.kind)
        except Exception as e:  # noqa: BLE001 - a broken disk must not hide the hint
            progress._note(f"progress not recorded: {type(e).__name__}: {e}")
        return Message([levels[n - 1]], T("ex.hint.level", id=self.id, n=n, of=len(levels)))

    def hint_levels(self) -> list[Text]:
        """The three hint texts (see :meth:`hint`), distinct, Chinese and English."""
        from .hints import hint_levels
        return hint_levels(self)

    def ask(self, on_checked=None):
        """The question with clickable answer controls (an ipywidgets box: a tile palette for waits, item
        toggles, win / not-a-win buttons with a reason, a number box, a seat table); its feedback appears in
        place and is recorded like :meth:`check`.  See :mod:`mjlearn.widgets.ask`."""
        from ..widgets.ask import Ask
        return Ask(self, on_checked)

    def redeal(self, seed: int = 1) -> "Exercise":
        """The same exercise with the suits permuted (万/筒/条, chosen by ``seed``; all three rulesets are
        symmetric in the suits): a fresh-looking question whose answer the library computes again.  The id is
        ``"<id>~<suits>"`` (e.g. ``"mw-14~psm"``: 万→筒, 筒→条, 条→万).  Raises :class:`MjError` when the
        permuted hand cannot be answered."""
        from .redeal import redeal
        return redeal(self, seed)

    def rule_ids(self) -> list[str]:
        """The rule ids this exercise practises (its ``practises`` spec ids; ``common.md`` topics become
        ``common.<topic>``, e.g. ``common.waits``), used as progress and mastery keys."""
        out: list[str] = []
        for p in self.practises:
            p = str(p).strip()
            if re.fullmatch(r"(MW|HL|JZ)-[A-Z]+[0-9A-Z.]*", p):
                rid = p
            elif p.startswith("common.md"):
                topic = p[len("common.md"):].strip().split(" ")[0].lower() or self.kind
                rid = f"common.{topic}"
            else:
                continue
            if rid not in out:
                out.append(rid)
        if not out:
            out.append(f"common.{self.kind}")
        return out

    def _record(self, correct: bool) -> None:
        """Record an answer in the progress file (never raises: progress must not break an exercise)."""
        from . import progress
        try:
            progress.record(self.ruleset, self.id, self.rule_ids(), bool(correct), kind=self.kind)
        except Exception as e:  # noqa: BLE001 - a broken disk must not lose the learner's feedback
            progress._note(f"progress not recorded: {type(e).__name__}: {e}")

    def check(self, answer: Any) -> Feedback:
        """Check a learner's answer against the stored (library-computed) answer.

        Parameters
        ----------
        answer
            Per kind: ``is_win`` True/False/"yes"/"no"/"胡"/"不胡", optionally with the reason ("不胡 门齐",
            "no JZ-L1": a rule id of another ruleset is wrong, words naming no rule are not graded);
            ``waits`` tiles "2m 5m", ["2m", "5m"], "二万 五万", "none"/"无"/"no waits" (a blank answer is
            not read as "none"); ``decompositions`` "123m 456m 789m 11z 234p" (several separated by
            ``|``, ``;`` or new lines), a list of such strings, a list of groups or a list of lists
            (declared sets may be left out); ``items`` spec ids or Chinese/English names, optionally with a
            count ("MW-B05 缺×2", ["将", "MW-B10 x2"], {"缺": 2}); ``total`` 70, "70台", "70 台", "8倍"
            (unit 台 / 倍 / 分 as the ruleset uses); ``payments`` "E -10 S +30 W -10 N -10",
            "东-10 南+30 …" or {"E": -10, …} (元 for Mawan, 分 for Huilai and Jinzhou; another unit, a seat
            given twice or a NaN amount is wrong).

        Returns
        -------
        Feedback
            ``bool(fb)`` is True when right; its lines name what is wrong (missing/extra items or waits,
            excluded items with the excluding rule, wrong counts, a total too high/low and by how much,
            each seat's wrong amount).  An unreadable answer gives a wrong-answer feedback saying why.

        Raises
        ------
        MjError
            Only when the exercise has no stored answer (its ruleset's scoring not implemented).

        Source: spec ``product.md`` § Exercises.
        """
        exp = self._need_expected()
        if is_blank(answer) or answer is Ellipsis:  # nothing answered yet: say how, record nothing
            return Feedback(False, [T("ex.fb.wait.empty") if self.kind == "waits" else T("ex.fb.blank"),
                                    T("ex.answer_form", form=T(f"ex.form.{self.kind}"))], self.id)
        try:
            checker = getattr(self, f"_check_{self.kind}")
            ok, lines = checker(answer, exp)
        except MjError as e:
            return Feedback(False, [T("ex.fb.unreadable", err=plain(str(e)))], self.id)
        if not ok:
            from .misconceptions import matching
            found = matching(self, answer)
            self.wrong_tries += 1
            lines = [T("ex.fb.misconception", code=m.id, text=m.text) for m in found] + lines
            if self.wrong_tries >= 3:
                lines.append(T("ex.fb.offer_solution", n=self.wrong_tries))
            elif self.wrong_tries == 1 and self.hints_shown == 0:
                lines.append(T("ex.fb.offer_hint"))
        self._record(ok)
        return Feedback(ok, lines, self.id)

    def answer(self) -> Any:
        """The expected answer in the form a learner would type it."""
        exp = self._need_expected()
        k = self.kind
        if k == "is_win":
            return exp["win"]
        if k == "waits":
            return "any" if exp.get("any_tile") else (" ".join(exp["waits"]) or "none")
        if k == "decompositions":
            return " | ".join(" ".join(d) for d in exp["decompositions"])
        if k == "items":
            return " ".join(exp["items"])
        if k == "total":
            return f"{_num_str(exp['total'])} {exp['unit']}".strip()
        return " ".join(f"{s} {_signed(v)}" for s, v in exp["payments"].items())

    def solution(self) -> Message:
        """The stored answer with the library's explanation, computed now: readings (``[ ]`` marks the
        winning tile's group), every counted item with its value, unit and reason, excluded items with the
        excluding rule, interpretation notes, the total, and the payment lines and net amounts.

        Returns a :class:`Message` (text via ``str``, a box in a notebook).  Raises :class:`MjError` when
        the exercise has no stored answer."""
        exp = self._need_expected()
        lines: list[Text] = [T("ex.solution", answer=self._answer_text(exp))]
        lines.extend(getattr(self, f"_explain_{self.kind}")(exp))
        return Message(lines, T("ex.solution.title", id=self.id))

    # --- answer text ---
    def _answer_text(self, exp) -> Text:
        k = self.kind
        if k == "is_win":
            return T("ex.sol.win.yes") if exp["win"] else T("ex.sol.win.no")
        if k == "waits":
            if exp.get("any_tile"):
                return T("waits.any")
            return _tiles_text(parse_tiles(" ".join(exp["waits"])))
        if k == "items":
            parts = [self.glossary.name(c) + plain(f" {_num_str(v)}") for c, v in exp["items"].items()]
            return Text(join(parts, "、").zh, join(parts, ", ").en)
        if k == "payments":
            return plain("  ".join(f"{SEAT_ZH[s]} {_signed(v)}" for s, v in exp["payments"].items()) + f" {exp['unit']}",
                         "  ".join(f"{s} {_signed(v)}" for s, v in exp["payments"].items()) + f" {exp['unit']}")
        return plain(str(self.answer()))

    # --- checkers: each returns (correct, lines) ---
    def _check_is_win(self, answer, exp):
        got, reasons = parse_win_answer(answer)
        if got == exp["win"]:
            if got or not reasons:
                return True, []
            return self._check_why(reasons, exp)
        lines = [T("ex.fb.win.yes") if exp["win"] else T("ex.fb.win.no")]
        if exp["win"]:
            decs = api.decompositions(self.hand, self.ruleset, self.options or None)
            if decs:
                lines.append(T("ex.fb.win.reading", dec=plain(" ".join(decomposition_strs(decs[0])))))
        else:
            why = self._why_not()
            if why:
                lines.append(T("ex.fb.win.why", why=join(why)))
        return False, lines

    def _reason_codes(self, reasons: list[str]) -> tuple[list[str], list[str]]:
        """Typed reason tokens → (rule codes, unrecognised texts).

        Consecutive tokens are joined greedily (longest first) so that names with spaces such as
        "missing suit" are found; a code-shaped token (``MW-…``/``HL-…``/``JZ-…``) counts as a code even
        when the glossary has no name for it."""
        codes: list[str] = []
        unknown: list[str] = []
        i = 0
        while i < len(reasons):
            for j in range(len(reasons), i, -1):
                phrase = " ".join(reasons[i:j])
                code = self.glossary.lookup(phrase)
                if code is None and j == i + 1 and re.fullmatch(r"(MW|HL|JZ)-[A-Z0-9.]+", phrase.upper()):
                    code = phrase.upper()
                if code is not None:
                    codes.append(code)
                    i = j
                    break
            else:
                unknown.append(reasons[i])
                i += 1
        return codes, unknown

    def _check_why(self, reasons: list[str], exp) -> tuple[bool, list[Text]]:
        """The learner also said why not (spec ids or names of the failed rule, e.g. "JZ-L1" / "门齐" / "缺门").

        - a rule id of ANOTHER ruleset (e.g. "JZ-L1" on a Mawan hand) is wrong: it cannot be the reason;
        - text that names no rule is not graded: the verdict stands, and the feedback says the reason was
          not recognised (interpretation: a right yes/no must not fail over wording);
        - a recognised rule of this ruleset is checked against the stored ``why`` when there is one
          (otherwise, e.g. no decomposition at all, it is not judged and the library's explanation is shown).
        Source: spec ``product.md`` § Exercises."""
        want = list(exp.get("why") or [])
        own = _PREFIX.get(self.ruleset, "")
        codes, unknown = self._reason_codes(reasons)
        foreign = [c for c in codes if not c.startswith(own + "-")]
        codes = [c for c in codes if c.startswith(own + "-")]
        why_lines = [T("ex.fb.win.why", why=w) for w in self._why_not()]
        if foreign:
            lines = [T("ex.fb.win.other_ruleset", code=plain(c), other=T(f"ex.rs.{_RULESET_OF.get(c.split('-')[0], '')}"),
                       this=T(f"ex.rs.{self.ruleset}")) for c in foreign]
            if want:
                lines.append(T("ex.fb.win.want", want=join([self.glossary.name(c) for c in want], ", ")))
            return False, lines + why_lines
        wrong = [c for c in codes if want and c not in want]
        if wrong:
            lines = [T("ex.fb.win.wrong_why", given=plain(", ".join(wrong)),
                       want=join([self.glossary.name(c) for c in want], ", "))]
            return False, lines + why_lines
        lines = []
        if unknown:
            lines.append(T("ex.fb.win.why_unrecognised", given=plain(" ".join(unknown))))
        if not want:  # the library names no rule (e.g. no decomposition at all): the reason is not judged
            if codes or not unknown:
                lines.append(T("ex.fb.win.why_unchecked"))
            return True, lines + why_lines
        if not codes:  # only unrecognised words: name the rule the answer is checked against
            lines.append(T("ex.fb.win.want", want=join([self.glossary.name(c) for c in want], ", ")))
            return True, lines + why_lines
        return True, lines

    def _why_not(self) -> list[Text]:
        res = self.result()
        if res.status == "not_implemented":
            return shape_win(self.hand, self.ruleset, self.options or None)[1]
        return list(res.why_not)

    def _check_waits(self, answer, exp):
        if is_blank(answer):  # a blank is not "no waits": ask for an explicit none / 无
            return False, [T("ex.fb.wait.empty")]
        if isinstance(answer, str) and answer.strip().lower() in ANY_WORDS:
            if exp.get("any_tile"):
                return True, []
            return False, [T("ex.fb.wait.not_any", tiles=_tiles_text(parse_tiles(" ".join(exp["waits"]))))]
        given = parse_tile_list(answer)
        got = set(given)
        want = set(parse_tiles(" ".join(exp["waits"])))
        dead = set(parse_tiles(" ".join(exp.get("dead", []))))
        illegal = set(parse_tiles(" ".join(exp.get("illegal", []))))
        lines: list[Text] = []
        dups = sorted(k for k in got if given.count(k) > 1)
        missing, extra = sorted(want - got), sorted(got - want)
        if missing:
            suits = sorted({k // 9 if k < 27 else 3 for k in missing})
            lines.append(T("ex.fb.wait.missing", n=len(missing),
                           where=join2([T(f"ex.suit.{x}") for x in suits], "、", ", ")))
        for group, key in ((sorted(k for k in extra if k in dead), "ex.fb.wait.dead"),
                           (sorted(k for k in extra if k in illegal), "ex.fb.wait.illegal"),
                           (sorted(k for k in extra if k not in dead and k not in illegal), "ex.fb.wait.extra")):
            if group:
                lines.append(T(key, tiles=_tiles_text(group)))
        if len(got) != len(want):
            lines.append(T("ex.fb.wait.count", n=len(want), m=len(got)))
        ok = not missing and not extra
        if dups:
            lines.append(T("ex.fb.wait.dup", tiles=_tiles_text(dups)))
        return ok, lines

    def _check_decompositions(self, answer, exp):
        h = self.parsed_hand()
        declared = sorted(tiles_str(m.tiles) for m in h.melds)
        want = [tuple(d) for d in exp["decompositions"]]
        given = []
        n_closed = len(h.closed_tiles)
        for d in parse_decompositions(answer):
            if declared and sum(len(parse_tiles(g)) for g in d if g not in ("???", "??")) == n_closed:
                d = d + declared
            given.append(tuple(sorted(d)))
        lines: list[Text] = []
        seen = set()
        extra_found = False
        for d in given:
            if d in seen:
                lines.append(T("ex.fb.dec.dup", dec=plain(" ".join(d))))
                continue
            seen.add(d)
            if d not in want:
                extra_found = True
                lines.append(T("ex.fb.dec.extra", dec=plain(" ".join(d)), why=self._why_not_dec(d, h)))
        missing = [d for d in want if d not in seen]
        for d in missing:
            lines.append(T("ex.fb.dec.missing", dec=plain(" ".join(d))))
        if len(seen) != len(want):
            lines.insert(0, T("ex.fb.dec.count", n=len(want), m=len(seen)))
        return not missing and not extra_found, lines

    def _why_not_dec(self, d: tuple[str, ...], h: Hand) -> Text:
        tiles: list[int] = []
        for g in d:
            tiles.extend(parse_tiles(g))
        have = sorted(h.all_tiles())
        if sorted(tiles) != have:
            c = {k: tiles.count(k) - have.count(k) for k in set(tiles) | set(have)}
            extra = [k for k in sorted(c) for _ in range(max(0, c[k]))]
            miss = [k for k in sorted(c) for _ in range(max(0, -c[k]))]
            return T("ex.fb.dec.why.tiles", extra=_tiles_text(extra), missing=_tiles_text(miss))
        shapes = []
        for g in d:
            ks = parse_tiles(g)
            sh = _group_shape(ks)
            if sh is None:
                return T("ex.fb.dec.why.group", group=plain(g))
            shapes.append(sh)
        n_pairs = shapes.count("pair")
        if n_pairs == 7 and len(shapes) == 7:
            rs = get_ruleset(self.ruleset)
            if "seven_pairs" not in rs.forms or h.melds:
                return T("ex.fb.dec.why.form")
        elif not (n_pairs == 1 and len(shapes) == 5):
            return T("ex.fb.dec.why.shape")
        return T("ex.fb.dec.why.other")

    def _check_items(self, answer, exp):
        want: dict[str, float] = exp["items"]
        self._add_result_names()
        given = parse_items(answer, self.glossary.lookup)
        lines: list[Text] = []
        got: dict[str, float | None] = {}
        unknown = False
        for code, n, typed in given:
            if not code:
                unknown = True
                lines.append(T("ex.fb.item.unknown", name=plain(typed)))
                continue
            got[code] = n
        excluded = self._excluded_reasons()
        conditions = self._condition_codes()
        missing = [c for c in want if c not in got]
        extra = [c for c in got if c not in want and c not in conditions]
        from .catalogue import rule_line
        for c in missing:
            lines.append(T("ex.fb.item.missing", item=self.glossary.name(c)))
            if rule_line(c) is not None:
                lines.append(T("ex.fb.rule", code=c, rule=rule_line(c)))
        for c in extra:
            if c in excluded:
                lines.append(T("ex.fb.item.excluded", item=self.glossary.name(c), why=excluded[c]))
            else:
                lines.append(T("ex.fb.item.extra", item=self.glossary.name(c)))
                if rule_line(c) is not None:
                    lines.append(T("ex.fb.item.extra_rule", code=c, rule=rule_line(c)))
        bad_count = False
        for c, n in got.items():
            if c in want and n is not None and abs(float(n) - float(want[c])) > 1e-9:
                bad_count = True
                lines.append(T("ex.fb.item.count", item=self.glossary.name(c), n=_num_str(want[c]), m=_num_str(n)))
        ok = not (missing or extra or unknown or bad_count)
        if not ok:
            right = sum(1 for c in got if c in want)
            lines.append(T("ex.fb.item.summary", n=len(want), m=len(got), ok=right))
        return ok, lines

    def _add_result_names(self) -> None:
        try:
            res = self.result()
        except MjError:
            return
        for it in res.items:
            self.glossary.add(it.code, it.name)

    def _condition_codes(self) -> set[str]:
        """Bookkeeping entries (win conditions, count table, hand score): naming them is neither required nor wrong."""
        try:
            res = self.result()
        except MjError:
            return set()
        return {i.code for i in res.counted if i.family in NOT_ITEMS or i.code in NOT_ITEM_CODES or i.code in FOLD}

    def _excluded_reasons(self) -> dict[str, Text]:
        out: dict[str, Text] = {}
        try:
            res = self.result()
        except MjError:
            return out
        for it in res.excluded:
            out.setdefault(it.code, it.excluded_reason or plain(str(it.excluded_by)))
        return out

    def _check_total(self, answer, exp):
        """Too high / too low and which item family to re-check — never the right total (that is
        :meth:`solution`'s job, offered after the third wrong try)."""
        val, unit = parse_number(answer)
        want = float(exp["total"])
        lines: list[Text] = []
        ok = abs(val - want) < 1e-9
        if not ok:
            key = "ex.fb.total.high" if val > want else "ex.fb.total.low"
            lines.append(T(key, unit=exp["unit"], families=self._recheck_families(val)))
        if unit is not None and exp["unit"] and unit != exp["unit"]:
            ok = False
            lines.append(T("ex.fb.total.unit", unit=exp["unit"], got=unit))
        if not abs(val - want) < 1e-9:
            other = self._reading_with_value(val)
            if other is not None:
                lines.append(T("ex.fb.total.other_reading", reading=plain(other[0]), best=plain(other[1])))
        return ok, lines

    def _recheck_families(self, val: float) -> Text:
        """The item families to re-check for a wrong total: for Mawan, the bonuses when the answer is the
        count-table value alone, else the basic counts; elsewhere the families of the counted items."""
        from .progress import family_of
        try:
            res = self.result()
        except MjError:
            return T("pr.family.other")
        counted = [i for i in res.counted if i.family not in NOT_ITEMS]
        if self.ruleset == "mawan":
            bonus = sum(float(i.value) for i in res.counted if family_of(i.code) == "bonus")
            if bonus and abs(val - (float(res.total) - bonus)) < 1e-9:
                return T("pr.family.bonus")
            if bonus and abs(val - float(res.total)) % 10 == 0 and abs(val - float(res.total)) < 40:
                return join2([T("pr.family.basic"), T("pr.family.table")], "、", ", ")
            return join2([T("pr.family.basic"), T("pr.family.table"), T("pr.family.bonus")], "、", ", ")
        fams = []
        for i in counted:
            f = family_of(i.code)
            if f not in fams and f not in ("condition", "other"):
                fams.append(f)
        return join2([T(f"pr.family.{f}") for f in fams] or [T("pr.family.other")], "、", ", ")

    def _reading_with_value(self, val: float):
        """(reading, best reading) when ``val`` is the value of a reading that is not the chosen one."""
        try:
            res = self.result()
        except MjError:
            return None
        if res.best is None or not res.readings:
            return None
        best = res.readings[res.best]
        if abs(float(best.value) - float(res.total)) > 1e-9:  # reading values on another scale: no hint
            return None
        for i, rsc in enumerate(res.readings):
            if i != res.best and rsc.legal and abs(float(rsc.value) - val) < 1e-9:
                return str(rsc.reading), str(best.reading)
        return None

    def _check_payments(self, answer, exp):
        """Net amounts per seat; a unit other than the ruleset's (元 Mawan, 分 Huilai/Jinzhou), a seat given
        twice or a NaN/infinite amount makes the answer wrong (each named in the feedback)."""
        read = read_payments(answer)
        got = read.amounts
        want = {s: float(v) for s, v in exp["payments"].items()}
        lines: list[Text] = []
        ok = True
        for s in read.repeated:
            ok = False
            lines.append(T("ex.fb.pay.repeated", seat=_seat_text(s)))
        for s in read.not_finite:
            ok = False
            lines.append(T("ex.fb.pay.not_finite", seat=_seat_text(s)))
        bad_units = sorted({u for u in read.units if u != exp["unit"]})
        if exp["unit"] and bad_units:
            ok = False
            lines.append(T("ex.fb.total.unit", unit=exp["unit"], got="/".join(bad_units)))
        for s in SEATS:
            if s not in want and s not in got:
                continue
            w = want.get(s, 0.0)
            if s not in got:
                if abs(w) > 1e-9 and s not in read.not_finite:
                    ok = False
                    lines.append(T("ex.fb.pay.missing", seat=_seat_text(s)))
                continue
            g = got[s]
            if not abs(g - w) <= 1e-9:
                ok = False
                if abs(w) < 1e-9:
                    key = "ex.fb.pay.seat.zero"
                elif w < 0:
                    key = "ex.fb.pay.seat.pays_less" if g > w else "ex.fb.pay.seat.pays_more"
                else:
                    key = "ex.fb.pay.seat.gets_more" if g > w else "ex.fb.pay.seat.gets_less"
                lines.append(T(key, seat=_seat_text(s), m=_signed(g)))
        total = sum(got.values())
        if abs(total) > 1e-9:
            lines.append(T("ex.fb.pay.sum", s=_signed(total)))
        if not ok:
            from .catalogue import rule_line
            code = {"mawan": "MW-M", "huilai": "HL-K1", "jinzhou": "JZ-P1" if self.context.get("win_by") == "self_draw"
                    else "JZ-P2"}.get(self.ruleset)
            line = rule_line(code) if code else None
            if line is not None:
                lines.append(T("ex.fb.rule", code=code, rule=line))
        return ok, lines

    # --- explanations (live from the library) ---
    def _explain_is_win(self, exp) -> list[Text]:
        lines: list[Text] = []
        if exp.get("basis") == "shape":
            lines.append(T("ex.sol.basis.shape"))
        if exp["win"]:
            decs = api.decompositions(self.hand, self.ruleset, self.options or None)
            lines.append(T("ex.sol.readings", decs=plain(" | ".join(" ".join(decomposition_strs(d)) for d in decs))))
            if exp.get("basis") == "score":
                lines.extend(self._explain_score())
        else:
            lines.extend(self._why_not())
        return lines

    def _explain_decompositions(self, exp) -> list[Text]:
        rds = api.decompose(self.hand, self.ruleset, self.options or None)
        return [T("ex.sol.readings.legend")] + [plain(str(r)) for r in rds]

    def _explain_waits(self, exp) -> list[Text]:
        lines: list[Text] = []
        if exp.get("dead"):
            lines.append(T("ex.sol.waits.dead", tiles=_tiles_text(parse_tiles(" ".join(exp["dead"])))))
        if exp.get("illegal"):
            lines.append(T("ex.sol.waits.illegal", tiles=_tiles_text(parse_tiles(" ".join(exp["illegal"])))))
        if not exp["waits"]:
            lines.append(T("ex.sol.waits.none", n=api.shanten(self.hand, self.ruleset, self.options or None)))
        return lines

    def _explain_items(self, exp) -> list[Text]:
        return self._explain_score()

    _explain_total = _explain_items
    _explain_payments = _explain_items

    def _explain_score(self) -> list[Text]:
        res = self.result()
        lines: list[Text] = []
        if res.status != "scored":
            return list(res.why_not)
        for it in res.counted:
            lines.append(T("ex.sol.item", code=it.code, name=it.name, value=_num_str(it.value), unit=it.unit,
                           reason=it.reason))
        seen = set()
        for it in res.excluded:
            line = T("ex.sol.excluded", code=it.code, name=it.name, why=it.excluded_reason or plain(str(it.excluded_by)))
            if (line.zh, line.en) not in seen:  # e.g. 晕 of three dragon pungs, all excluded by 三仙: once
                seen.add((line.zh, line.en))
                lines.append(line)
        for n in res.notes:
            lines.append(T("ex.sol.note", code=n.code, text=n.text))
        if res.total_text is not None:
            lines.append(T("ex.sol.total", total=res.total_text))
        else:
            lines.append(T("ex.sol.total", total=plain(f"{_num_str(res.total)} {res.unit}")))
        if self.kind == "payments":
            for p in res.payment_lines:
                lines.append(T("ex.sol.pay", payer=_seat_text(p.payer), payee=_seat_text(p.payee),
                               amount=_num_str(p.amount), unit=res.payment_unit, reason=p.reason))
            lines.append(T("ex.sol.net", net=plain("  ".join(f"{SEAT_ZH[s]} {_signed(v)}" for s, v in res.payments.items()),
                                                   "  ".join(f"{s} {_signed(v)}" for s, v in res.payments.items()))))
        return lines


def _group_shape(ks: list[int]) -> str | None:
    ks = sorted(ks)
    if len(ks) == 2 and ks[0] == ks[1]:
        return "pair"
    if len(ks) == 3 and len(set(ks)) == 1:
        return "pung"
    if len(ks) == 4 and len(set(ks)) == 1:
        return "kong"
    if len(ks) == 3 and ks[0] < 27 and ks[2] < 27 and ks[0] // 9 == ks[2] // 9 and ks[1] == ks[0] + 1 \
            and ks[2] == ks[0] + 2:
        return "chow"
    return None


def _hand_html(h: Hand, ghost_kinds: Iterable[int] = ()) -> str:
    """The hand drawn with the package's tile faces (:func:`mjlearn.render.tile_svg`), laid out with inline
    styles only (no shared CSS block, so the question does not change when the explorer's styles do):
    concealed tiles, each declared set labelled, then the winning tile marked.  Falls back to the notation
    when the renderer is missing."""
    try:
        from ..render import tile_svg
    except ImportError:  # pragma: no cover - the renderer ships with the package
        return f"<code style='font-size:120%'>{html.escape(str(h))}</code> &nbsp; {html.escape(h.zh())}"
    from ..hand import MELD_EN, MELD_ZH
    gk = set(ghost_kinds)

    def tiles(kinds, mark=None, ghosts=True):  # declared sets keep their face (common.md § Ghost tiles)
        return "".join(tile_svg(k, mark=(["ghost"] if ghosts and k in gk else []) + ([mark] if mark else []))
                       for k in kinds)

    def block(inner: str, label: str) -> str:
        return (f"<span style='display:inline-flex;flex-direction:column;align-items:center;margin-right:10px'>"
                f"<span style='display:inline-flex;gap:1px'>{inner}</span>"
                f"<span style='font-size:80%;color:#666'>{html.escape(label)}</span></span>")

    parts = [block(tiles(h.concealed), str(T("ex.html.concealed")))]
    for m in h.melds:
        parts.append(block(tiles(m.tiles, ghosts=False), str(plain(MELD_ZH[m.kind], MELD_EN[m.kind]))))
    if h.win_tile is not None:
        parts.append(block(tiles([h.win_tile], "win"), str(T("ex.html.win"))))
    return f"<div style='display:flex;flex-wrap:wrap;align-items:flex-start'>{''.join(parts)}</div>"


def describe_context(context: Mapping[str, Any]) -> Text:
    """A short bilingual description of a win context (how, seats, flags set)."""
    ctx = make_context(dict(context or {}))
    parts: list[Text] = [plain(WIN_BY_ZH[ctx.win_by], WIN_BY_EN[ctx.win_by])]
    if ctx.win_by != "self_draw":
        parts.append(T("ex.ctx.discarder", seat=_seat_text(ctx.payer)))
    parts.append(T("ex.ctx.seat", seat=_seat_text(ctx.seat)))
    parts.append(T("ex.ctx.dealer", seat=_seat_text(ctx.dealer)))
    parts.append(T("ex.ctx.round", seat=_seat_text(ctx.round_wind)))
    for flag in ("kong_replacement", "kong_replacement_red", "kong_discard", "kong_discard_red", "last_tile",
                 "first_turn", "first_discard", "shisan_san", "jushou_ting", "all_closed"):
        if getattr(ctx, flag):
            parts.append(T(f"ex.flag.{flag}"))
    if ctx.liable:
        parts.append(T("ex.flag.liable", seat=_seat_text(ctx.liable)))
    if ctx.seen:
        ks = [k for k, n in ctx.seen for _ in range(n)]
        parts.append(T("ex.ctx.seen", tiles=_tiles_text(ks)))
    return Text(join(parts, "，").zh, join(parts, ", ").en)


# ------------------------------------------------------------------------------------------------
# Loading


class Bank(list):
    """The exercises of one ruleset (a list; ``bank["mw-07"]`` also works).

    ``pending`` holds exercises whose answer the library cannot give yet (not shown to learners).
    """

    def __init__(self, ruleset: str, exercises: Iterable[Exercise], pending: Iterable[Exercise] = ()):
        super().__init__(exercises)
        self.ruleset = ruleset
        self.pending = list(pending)

    def __getitem__(self, key):
        if isinstance(key, str):
            for ex in self:
                if ex.id == key:
                    return ex
            raise MjError(f"no exercise '{key}' in the {self.ruleset} bank", key, ", ".join(e.id for e in self))
        return super().__getitem__(key)

    def ids(self) -> list[str]:
        return [e.id for e in self]


def data_path(ruleset: str) -> Path:
    return DATA_DIR / f"{ruleset}.json"


def read_data(ruleset: str) -> dict[str, Any]:
    """The raw data file of a ruleset's bank."""
    name = get_ruleset(ruleset).name
    p = data_path(name)
    if not p.exists():
        raise MjError(f"no exercise bank for {name}", str(p.name), ", ".join(x.stem for x in DATA_DIR.glob("*.json")))
    return json.loads(p.read_text(encoding="utf-8"))


def exercise_from_data(d: Mapping[str, Any], ruleset: str, glossary: Glossary) -> Exercise:
    """Build one :class:`Exercise` from its data entry, registering its question and hint texts."""
    if d.get("ruleset", ruleset) != ruleset:
        raise MjError(f"exercise {d['id']} says ruleset {d['ruleset']!r} but sits in the {ruleset} bank", d["id"], ruleset)
    q, hnt = d["question"], d["hint"]
    register({f"exercise.{d['id']}.question": (q["zh"], q["en"]), f"exercise.{d['id']}.hint": (hnt["zh"], hnt["en"])})
    return Exercise(id=d["id"], ruleset=ruleset, kind=d["kind"], hand=d["hand"],
                    question=T(f"exercise.{d['id']}.question"), hint_text=T(f"exercise.{d['id']}.hint"),
                    expected=d.get("expected"), context=dict(d.get("context") or {}),
                    options=dict(d.get("options") or {}), practises=list(d.get("practises") or []),
                    glossary=glossary, hand_check=d.get("hand_check"))


_PREFIX = {"mawan": "MW", "huilai": "HL", "jinzhou": "JZ"}
_RULESET_OF = {v: k for k, v in _PREFIX.items()}


def glossary_for(ruleset: str, data: Mapping[str, Any] | None = None) -> Glossary:
    """Item names of a ruleset: the data file's glossary (aliases) plus the ruleset's catalogue names."""
    ruleset = get_ruleset(ruleset).name  # imports the ruleset, whose catalogue names the glossary reads
    gl = Glossary((data or {}).get("glossary"))
    if ruleset in _PREFIX:
        gl.add_catalogue(_PREFIX[ruleset])
    return gl


def load(ruleset: str, exercise_id: str | None = None) -> "Bank | Exercise":
    """The exercise bank of a ruleset, or one exercise of it.

    Parameters
    ----------
    ruleset : str
        ``"mawan"``, ``"huilai"`` or ``"jinzhou"`` (or 马湾/惠来/锦州).
    exercise_id : str, optional
        e.g. ``"mw-07"``.

    Returns
    -------
    Bank | Exercise
        A :class:`Bank` (list of exercises with stored answers, in file order) or the one exercise.

    Raises
    ------
    MjError
        Unknown ruleset, no bank, unknown id (lists the ids).
    """
    name = get_ruleset(ruleset).name
    data = read_data(name)
    gl = glossary_for(name, data)
    ready, pending = [], []
    for d in data["exercises"]:
        ex = exercise_from_data(d, name, gl)
        (ready if ex.expected is not None else pending).append(ex)
    bank = Bank(name, ready, pending)
    if exercise_id is not None:
        return bank[exercise_id]
    return bank


__all__ = ["Exercise", "Feedback", "Message", "Bank", "Glossary", "load", "read_data", "describe_context",
           "exercise_from_data", "data_path"]
