"""``is_win`` exercises: is this hand a win under the ruleset, and if not, why not (spec ``product.md`` §
Exercises; the reasons are the ruleset's win conditions, e.g. MW-A1, HL-A1, JZ-L1)."""
from __future__ import annotations

import re
from typing import Any

from ... import api
from ...i18n import T, Text, join, plain
from ...rules import get_ruleset, ruleset_names
from ..answers import parse_win_answer
from ..compute import decomposition_strs
from .base import ExerciseKind


class IsWinKind(ExerciseKind):
    """Answer: True/False/"yes"/"no"/"胡"/"不胡", optionally with the reason (a rule id or name)."""

    name = "is_win"

    def parse(self, answer: Any):
        """(win?, reason tokens)."""
        return parse_win_answer(answer)

    def check(self, ex, answer, exp):
        got, reasons = self.parse(answer)
        if got == exp["win"]:
            if got or not reasons:
                return True, []
            return check_why(ex, reasons, exp)
        lines = [T("ex.fb.win.yes") if exp["win"] else T("ex.fb.win.no")]
        if exp["win"]:
            decs = api.decompositions(ex.hand, ex.ruleset, ex.options or None)
            if decs:
                lines.append(T("ex.fb.win.reading", dec=plain(" ".join(decomposition_strs(decs[0])))))
        else:
            why = ex.why_not()
            if why:
                lines.append(T("ex.fb.win.why", why=join(why)))
        return False, lines

    def explain(self, ex, exp) -> list[Text]:
        lines: list[Text] = []
        if exp.get("basis") == "shape":
            lines.append(T("ex.sol.basis.shape"))
        if exp["win"]:
            decs = api.decompositions(ex.hand, ex.ruleset, ex.options or None)
            lines.append(T("ex.sol.readings", decs=plain(" | ".join(" ".join(decomposition_strs(d)) for d in decs))))
            if exp.get("basis") == "score":
                lines.extend(ex.explain_score())
        else:
            lines.extend(ex.why_not())
        return lines

    def answer(self, ex, exp) -> Any:
        return exp["win"]

    def answer_text(self, ex, exp) -> Text:
        return T("ex.sol.win.yes") if exp["win"] else T("ex.sol.win.no")


def reason_codes(ex, reasons: list[str]) -> tuple[list[str], list[str]]:
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
            code = ex.glossary.lookup(phrase)
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


def check_why(ex, reasons: list[str], exp) -> tuple[bool, list[Text]]:
    """The learner also said why not (spec ids or names of the failed rule, e.g. "JZ-L1" / "门齐" / "缺门").

    - a rule id of ANOTHER ruleset (e.g. "JZ-L1" on a Mawan hand) is wrong: it cannot be the reason;
    - text that names no rule is not graded: the verdict stands, and the feedback says the reason was
      not recognised (interpretation: a right yes/no must not fail over wording);
    - a recognised rule of this ruleset is checked against the stored ``why`` when there is one
      (otherwise, e.g. no decomposition at all, it is not judged and the library's explanation is shown).
    Source: spec ``product.md`` § Exercises."""
    want = list(exp.get("why") or [])
    own = ex.id_prefix()
    codes, unknown = reason_codes(ex, reasons)
    foreign = [c for c in codes if not c.startswith(own + "-")]
    codes = [c for c in codes if c.startswith(own + "-")]
    why_lines = [T("ex.fb.win.why", why=w) for w in ex.why_not()]
    if foreign:
        lines = [T("ex.fb.win.other_ruleset", code=plain(c), other=T(f"ex.rs.{ruleset_of_prefix(c.split('-')[0])}"),
                   this=T(f"ex.rs.{ex.ruleset}")) for c in foreign]
        if want:
            lines.append(T("ex.fb.win.want", want=join([ex.glossary.name(c) for c in want], ", ")))
        return False, lines + why_lines
    wrong = [c for c in codes if want and c not in want]
    if wrong:
        lines = [T("ex.fb.win.wrong_why", given=plain(", ".join(wrong)),
                   want=join([ex.glossary.name(c) for c in want], ", "))]
        return False, lines + why_lines
    lines = []
    if unknown:
        lines.append(T("ex.fb.win.why_unrecognised", given=plain(" ".join(unknown))))
    if not want:  # the library names no rule (e.g. no decomposition at all): the reason is not judged
        if codes or not unknown:
            lines.append(T("ex.fb.win.why_unchecked"))
        return True, lines + why_lines
    if not codes:  # only unrecognised words: name the rule the answer is checked against
        lines.append(T("ex.fb.win.want", want=join([ex.glossary.name(c) for c in want], ", ")))
        return True, lines + why_lines
    return True, lines



def ruleset_of_prefix(prefix: str) -> str:
    """The registered ruleset whose rule ids start with ``prefix`` (``"JZ"`` → ``"jinzhou"``), or ``""``."""
    for name in ruleset_names():
        if get_ruleset(name).id_prefix == prefix:
            return name
    return ""
