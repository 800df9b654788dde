"""One exercise: its data, the library's answer, and the learner's calls (spec ``product.md`` § Exercises).

The Kaggle learntools pattern: ``ex.show()`` poses the question, ``ex.check(answer)`` returns a
:class:`~mjlearn.exercises.messages.Feedback` (``bool(fb)`` is whether the answer is right; its text says what is
wrong), ``ex.hint()`` and ``ex.solution()`` return displayable :class:`~mjlearn.exercises.messages.Message`
objects.  The work is split: the exercise's kind (:mod:`mjlearn.exercises.kinds`) reads, checks and explains;
its :class:`~mjlearn.exercises.view.ExerciseView` displays, records progress and builds the answer controls.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .. import api
from ..context import SEAT_ZH
from ..errors import MjError
from ..hand import Hand, parse_hand
from ..i18n import T, Text, plain, register
from ..rules import get_ruleset
from . import text as _text  # noqa: F401  (registers the catalogue strings)
from .answers import is_blank, normalise_answer
from .compute import FOLD, KINDS, NOT_ITEM_CODES, NOT_ITEMS, compute_expected, shape_win
from .errtext import rs_title, short
from .glossary import Glossary
from .kinds import ExerciseKind, kind_of
from .messages import Feedback, Message, num_str, seat_text, signed

#: kinds whose own feedback names (almost) no rule id — a wrong total names families, a wrong payment its one
#: payment rule — so a misconception's rule line is what names the rule to blame (spec ``product.md`` §
#: Exercises: credit or blame only the rule ids the feedback named)
NAMED_BLAME = ("total", "payments")
_NAMED_ID = re.compile(r"\b(?:MW|HL|JZ)-[A-Z]+[0-9A-Z.]*[0-9A-Z]|\b(?:MW|HL|JZ)-[A-Z]\b")

register({
    "err.ex.hint_level": ("没有第 {n} 级提示", "there is no hint level {n}"),
    "err.ex.hint_level.ok": ("1 到 {m}", "1 to {m}"),
    "err.ex.unreadable": ("看不懂这个答案（{type}）", "cannot read this answer ({type})"),
})


def named_rule_ids(text: str) -> list[str]:
    """The spec rule ids a feedback text names, in order (``"… through the MW-T table first"`` → ``["MW-T"]``;
    ``"(HL-K1)"`` → ``["HL-K1"]``)."""
    return list(dict.fromkeys(_NAMED_ID.findall(str(text))))


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
    solution_seen: bool = field(default=False, repr=False, compare=False)  # solution() was called
    last_blame: list = field(default_factory=list, repr=False, compare=False)  # rule ids the last check blamed
    make: dict | None = field(default=None, repr=False, compare=False)  # how to deal it again (drills, re-deals)
    leech_help: Any = field(default=None, repr=False, compare=False)  # shown before it in a session (a leech)

    def __post_init__(self):
        if self.kind not in KINDS:
            raise MjError(T("err.ex.kind", kind=short(self.kind)), self.id, ", ".join(KINDS))

    # --- parts ---
    @property
    def kind_obj(self) -> ExerciseKind:
        """The object that parses, checks and explains this exercise's kind (:mod:`mjlearn.exercises.kinds`)."""
        return kind_of(self.kind)

    @property
    def view(self):
        """The :class:`~mjlearn.exercises.view.ExerciseView` that displays this exercise and records its progress."""
        from .view import ExerciseView
        return ExerciseView(self)

    def id_prefix(self) -> str:
        """The prefix of this ruleset's rule ids (``"MW"``), from its :class:`~mjlearn.rules.base.Ruleset`."""
        try:
            return get_ruleset(self.ruleset).id_prefix
        except MjError:
            return ""

    def form(self) -> Text:
        """How to type the answer (spec ``product.md`` § Exercises: nothing before the answer names it): items,
        a total and a not-a-win reason as placeholders (``ex.check("<id> <id>")``, ``ex.check(<number>)``,
        ``"no <rule>"``) — an example chosen to avoid this answer tells the answer by differing from the other
        exercises' example (the items it skips are in the answer); payments with the ruleset's example
        amounts."""
        from ..i18n import catalogue
        exp = self.expected or {}
        if self.kind == "total":  # a placeholder: an example number would be this answer or tell it is not
            unit = exp.get("unit") or get_ruleset(self.ruleset).unit
            return T("ex.form.total.unit", unit=unit)
        if self.kind in ("items", "is_win"):  # the form alone (see above)
            return T(f"ex.form.{self.kind}")
        key = f"ex.form.{self.kind}.{self.ruleset}"
        return T(key) if key in catalogue() else T(f"ex.form.{self.kind}")

    def reveal(self) -> int:
        """How much the next wrong-answer feedback may reveal (one policy for every kind, spec ``product.md`` §
        Exercises): 1 on the first wrong try (what kind of thing is wrong and where to look: how many are
        missing, which family, which suit); 2 on the second (narrower: per suit, the pair of a missing
        reading, the rule line); 3 from the third (the same, and the solution is offered); 4 once the last
        hint level was shown or the solution seen (the missing things may be named)."""
        if self.solution_seen or self.hints_shown >= 3:
            return 4
        return min(3, self.wrong_tries + 1)

    # --- library views ---
    def compute(self) -> dict[str, Any] | None:
        """What the library answers now (``None``: it cannot yet)."""
        return compute_expected(self.kind, self.ruleset, self.hand, self.context, self.options)

    def parsed_hand(self) -> Hand:
        return parse_hand(self.hand)

    def result(self):
        """The library's :class:`~mjlearn.rules.base.ScoreResult` for a complete hand."""
        return api.score(self.hand, self.ruleset, dict(self.context), self.options or None)

    def ghost_kinds(self) -> tuple[int, ...]:
        """The ghost tiles' kinds under this exercise's options (Huilai; none elsewhere)."""
        try:
            rs = get_ruleset(self.ruleset)
            return tuple(rs.ghost_kinds(rs.options(self.options or None)))
        except MjError:
            return ()

    def need_expected(self) -> dict[str, Any]:
        """The stored answer; :class:`MjError` when there is none (the ruleset cannot answer this kind yet)."""
        if self.expected is None:
            raise MjError(T("err.ex.no_answer", id=self.id, rs=rs_title(self.ruleset)), self.id, T("err.ex.no_answer.ok"))
        return self.expected

    def why_not(self) -> list[Text]:
        res = self.result()
        if res.status == "not_implemented":
            return shape_win(self.hand, self.ruleset, self.options or None)[1]
        return list(res.why_not)

    def add_result_names(self) -> None:
        try:
            res = self.result()
        except MjError:
            return
        for it in res.items:
            self.glossary.add(it.code, it.name)

    def condition_codes(self) -> set[str]:
        """Bookkeeping entries (win conditions, count table, hand score): naming them is neither required nor wrong."""
        try:
            res = self.result()
        except MjError:
            return set()
        return {i.code for i in res.counted if i.family in NOT_ITEMS or i.code in NOT_ITEM_CODES or i.code in FOLD}

    def excluded_reasons(self) -> dict[str, Text]:
        out: dict[str, Text] = {}
        try:
            res = self.result()
        except MjError:
            return out
        for it in res.excluded:
            out.setdefault(it.code, it.excluded_reason or plain(str(it.excluded_by)))
        return out

    def explain_score(self) -> list[Text]:
        res = self.result()
        lines: list[Text] = []
        if res.status != "scored":
            return list(res.why_not)
        for it in res.counted:
            lines.append(T("ex.sol.item", code=it.code, name=it.name, value=num_str(it.value), unit=it.unit,
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
            lines.append(T("ex.sol.total", total=plain(f"{num_str(res.total)} {res.unit}")))
        if self.kind == "payments":
            for p in res.payment_lines:
                lines.append(T("ex.sol.pay", payer=seat_text(p.payer), payee=seat_text(p.payee),
                               amount=num_str(p.amount), unit=res.payment_unit, reason=p.reason))
            lines.append(T("ex.sol.net", net=plain("  ".join(f"{SEAT_ZH[s]} {signed(v)}" for s, v in res.payments.items()),
                                                   "  ".join(f"{s} {signed(v)}" for s, v in res.payments.items()))))
        return lines


    # --- the question (see ExerciseView) ---
    def describe(self) -> list[Text]:
        """The question's lines (header, question, hand, context, options, answer form, note)."""
        return self.view.describe()

    def note(self) -> Text | None:
        """The interpretation note of this kind of question, or ``None`` (see :meth:`ExerciseView.note`)."""
        return self.view.note()

    def __str__(self) -> str:
        return self.view.text()

    def __repr__(self) -> str:  # the question as plain text (what a notebook shows without HTML)
        return str(self)

    def _repr_html_(self) -> str:
        return self.view.html()

    def show(self) -> None:
        """Display the question (tile pictures in a notebook, text elsewhere)."""
        self.view.show()

    def ask(self, on_checked=None):
        """The question with clickable answer controls (an ipywidgets box: a tile palette for waits, item
        toggles, win / not-a-win buttons with a reason, a number box, a seat table); its feedback appears in
        place and is recorded like :meth:`check`.  See :mod:`mjlearn.widgets.ask`."""
        return self.view.ask(on_checked)

    def item_choices(self) -> list[str]:
        """The item codes an answer control offers for an ``items`` question: the ruleset's scoring items."""
        from .aims import aim_rules
        return sorted(aim_rules(self.ruleset))

    def reason_choices(self) -> list[str]:
        """The rule codes an answer control offers as the reason a hand is not a win: the ruleset's win
        conditions (Mawan MW-A…, Huilai HL-A…/HL-O…, Jinzhou JZ-L…/JZ-A…)."""
        from .catalogue import rule_codes
        fam = {"mawan": ("MW-A",), "huilai": ("HL-A", "HL-O"), "jinzhou": ("JZ-L", "JZ-A")}.get(self.ruleset, ())
        return sorted(c for c in rule_codes() if c.startswith(fam) and c.startswith(self.id_prefix()))

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
            raise MjError(T("err.ex.hint_level", n=repr(n)[:30]), "hint", T("err.ex.hint_level.ok", m=len(levels)))
        self.hints_shown = max(self.hints_shown, n)
        self.view.record_hint(n)
        return Message([levels[n - 1]], T("ex.hint.level", id=self.id, n=n, of=len(levels)))

    def hint_levels(self) -> list[Text]:
        """The three hint texts (see :meth:`hint`), distinct, Chinese and English."""
        from .hints import hint_levels
        return hint_levels(self)

    def redeal(self, seed: int = 1) -> Exercise:
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
        exp = self.need_expected()
        if is_blank(answer) or answer is Ellipsis:  # nothing answered yet: say how, record nothing
            return Feedback(False, [T("ex.fb.wait.empty") if self.kind == "waits" else T("ex.fb.blank"),
                                    T("ex.answer_form", form=self.form())], self.id)
        self.last_blame = self.rule_ids()
        try:
            answer = normalise_answer(answer)
            try:
                ok, lines = self.kind_obj.check(self, answer, exp)
            except MjError:  # the parser's own message (MjError is a ValueError: not to be wrapped below)
                raise
            except (TypeError, ValueError, OverflowError, RecursionError, AttributeError, KeyError, IndexError) as e:
                # a shape no parser foresaw: still one clear verdict, never a traceback (the fuzz tests hunt these)
                raise MjError(T("err.ex.unreadable", type=type(e).__name__), repr(answer)[:60], self.form()) from None
        except MjError as e:
            return Feedback(False, [T("ex.fb.unreadable", err=e.text)], self.id)
        if not ok:
            from .misconceptions import matching
            # a misconception is about what the learner typed (a dead wait named, a payer forgotten…); for a
            # win question it names the failing rule, i.e. the answer: there from the second try only
            found = matching(self, answer) if (self.kind != "is_win" or self.reveal() >= 2) else []
            self.wrong_tries += 1
            from .catalogue import rule_line
            led = []
            for m in found:  # each misconception leads to its rule line
                led.append(T("ex.fb.interpretation" if m.interpretation else "ex.fb.misconception", code=m.id,
                             text=m.text))
                if m.rule and rule_line(m.rule) is not None:
                    led.append(T("ex.fb.rule", code=m.rule, rule=rule_line(m.rule)))
                if self.kind in NAMED_BLAME:  # the rule ids these lines name are blamed (MW-MC8 names MW-T)
                    self.last_blame = list(self.last_blame) + named_rule_ids(m.text.en) + \
                        ([m.rule] if m.rule and rule_line(m.rule) is not None else [])
            lines = led + lines
            if self.wrong_tries >= 3:
                lines.append(T("ex.fb.offer_solution", n=self.wrong_tries))
            elif self.wrong_tries == 1 and self.hints_shown == 0:
                lines.append(T("ex.fb.offer_hint"))
        blame = [] if ok else [r for r in dict.fromkeys(self.last_blame) if r]
        self.view.record(ok, blame=blame, aided=self.aided())
        return Feedback(ok, lines, self.id)

    def aided(self) -> str:
        """How much help this answer had: ``""`` none, ``"hint"`` a hint below the last level, ``"full"`` the
        last hint level or the solution (a right answer then does not promote, spec ``product.md`` §
        Exercises)."""
        if self.solution_seen or self.hints_shown >= 3:
            return "full"
        return "hint" if self.hints_shown else ""

    def answer(self) -> Any:
        """The expected answer in the form a learner would type it."""
        return self.kind_obj.answer(self, self.need_expected())

    def solution(self) -> Message:
        """The stored answer with the library's explanation, computed now: readings (``[ ]`` marks the
        winning tile's group), every counted item with its value, unit and reason, excluded items with the
        excluding rule, interpretation notes, the total, and the payment lines and net amounts.

        Returns a :class:`Message` (text via ``str``, a box in a notebook).  Raises :class:`MjError` when
        the exercise has no stored answer."""
        exp = self.need_expected()
        self.solution_seen = True
        self.view.record_solution()
        lines: list[Text] = [T("ex.solution", answer=self.kind_obj.answer_text(self, exp))]
        lines.extend(self.kind_obj.explain(self, exp))
        return Message(lines, T("ex.solution.title", id=self.id))


__all__ = ["Exercise"]
