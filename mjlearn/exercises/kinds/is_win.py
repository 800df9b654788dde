"""``is_win`` exercises: is this hand a win under the ruleset, and if not, why not (spec ``product.md`` §
Exercises; the reasons are the ruleset's win conditions, e.g. MW-A1, HL-A1, JZ-L1)."""
from __future__ import annotations

import re
from typing import Any

from ... import api, terms
from ...i18n import T, Text, join, plain
from ...rules import get_ruleset, ruleset_names
from ..answers import parse_win_answer
from ..messages import join2, reading_groups_text
from .base import ExerciseKind


class IsWinKind(ExerciseKind):
    """Answer: True/False/"yes"/"no"/"胡"/"不胡", optionally with the reason (a rule id or name)."""

    name = "is_win"

    def parse(self, answer: Any):
        """(win?, reason tokens)."""
        return parse_win_answer(answer)

    def check(self, ex, answer, exp):
        """A wrong verdict says so and where to look (level 1: the shape, or the family of the failing
        rule), the failing rule's line from level 2 (without its id), the reading or the reasons after the
        last hint (level 4).  A right "not a win" needs the reason the question asks for (see
        :func:`check_why`).  Blame: the failing rule ids (else the practised ones)."""
        from ..catalogue import rule_line
        from ..progress import family_of
        got, reasons = self.parse(answer)
        want = list(exp.get("why") or [])
        ex.last_blame = want or ex.rule_ids()
        level = ex.reveal()
        if got == exp["win"]:
            if got:
                return True, []
            return check_why(ex, reasons, exp)
        lines = [T("ex.fb.win.yes") if exp["win"] else T("ex.fb.win.no")]
        if exp["win"]:
            if level >= 4:
                decs = api.decompositions(ex.hand, ex.ruleset, ex.options or None)
                if decs:
                    lines.append(T("ex.fb.win.reading", dec=reading_groups_text(decs[0].groups, ex.ruleset)))
            else:
                lines.append(T("ex.fb.win.look_shape", set=terms.text("set", ex.ruleset), pair=terms.text("pair", ex.ruleset)))
        elif level >= 4:
            why = ex.why_not()
            if why:
                lines.append(T("ex.fb.win.why", why=join(why)))
        elif want:
            fams = list(dict.fromkeys(family_of(c) for c in want))
            lines.append(T("ex.fb.win.look_family", families=join2([T(f"pr.family.{f}") for f in fams], "、", ", ")))
            if level >= 2:
                for c in want:
                    line = rule_line(c)
                    if line is not None:
                        lines.append(T("ex.fb.win.look_rule", rule=line))
        else:
            lines.append(T("ex.fb.win.look_shape_fails"))
        return False, lines

    def explain(self, ex, exp) -> list[Text]:
        lines: list[Text] = []
        if exp.get("basis") == "shape":
            lines.append(T("ex.sol.basis.shape"))
        if exp["win"]:
            decs = api.decompositions(ex.hand, ex.ruleset, ex.options or None)
            ds = [reading_groups_text(d.groups, ex.ruleset) for d in decs]  # ghosts marked (common.md § Ghost tiles)
            lines.append(T("ex.sol.readings", decs=plain("；".join(d.zh for d in ds), " | ".join(d.en for d in ds))))
            if exp.get("basis") == "score":
                lines.extend(ex.explain_score())
        else:
            lines.extend(ex.why_not())
        return lines

    def answer(self, ex, exp) -> Any:
        """``True`` for a win; ``"不胡 <rule ids>"`` when the library names the failing rules, else ``False``."""
        if exp["win"]:
            return True
        why = list(exp.get("why") or [])
        return ("不胡 " + " ".join(why)) if why else False

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
        for j in range(min(len(reasons), i + 6), i, -1):  # names are at most 6 words: no cubic search
            phrase = " ".join(reasons[i:j])
            code = ex.glossary.lookup(phrase) or ex.glossary.lookup("no " + phrase)  # "no pung": the "no" is read
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
    """A right "not a win": the question asks why, so the reason is graded (spec ``product.md`` § Exercises).

    - no reason given, when the library names the failing rule: not yet right (the feedback asks for it);
    - a rule id of ANOTHER ruleset (e.g. "JZ-L1" on a Mawan hand) is wrong: it cannot be the reason;
    - a recognised rule of this ruleset that is not the failing one is wrong (level 1 says so, level 2 the
      family of the right one, after the last hint it is named);
    - words that name no rule are not yet right (the feedback asks for a rule name or id);
    - when the library names no rule (e.g. no decomposition at all), the verdict alone is right.
    """
    from ..progress import family_of
    want = list(exp.get("why") or [])
    own = ex.id_prefix()
    level = ex.reveal()
    codes, unknown = reason_codes(ex, reasons)
    foreign = [c for c in codes if not c.startswith(own + "-")]
    codes = [c for c in codes if c.startswith(own + "-")]
    why_lines = [T("ex.fb.win.why", why=w) for w in ex.why_not()] if level >= 4 else []
    want_family = join2([T(f"pr.family.{f}") for f in dict.fromkeys(family_of(c) for c in want)], "、", ", ")
    named = join([ex.glossary.name(c) for c in want], "、")
    if not want:  # the library names no rule (e.g. no decomposition at all): the verdict is the answer
        return True, ([T("ex.fb.win.why_unchecked")] if (codes or unknown) else []) + \
            [T("ex.fb.win.why", why=w) for w in ex.why_not()]
    if foreign:
        lines = [T("ex.fb.win.other_ruleset", code=plain(c), other=T(f"ex.rs.{ruleset_of_prefix(c.split('-')[0])}"),
                   this=T(f"ex.rs.{ex.ruleset}")) for c in foreign]
    elif [c for c in codes if c not in want]:
        lines = [T("ex.fb.win.wrong_why", given=plain(", ".join(c for c in codes if c not in want)))]
    elif codes:
        return True, []
    elif unknown:
        lines = [T("ex.fb.win.why_unrecognised", given=plain(" ".join(unknown)))]
    else:
        lines = [T("ex.fb.win.why_needed", form=T("ex.form.is_win"))]
    if level >= 4:
        lines.append(T("ex.fb.win.want", want=named))
    elif level >= 2:
        lines.append(T("ex.fb.win.look_family", families=want_family))
    ex.last_blame = list(want)
    return False, lines + why_lines

def ruleset_of_prefix(prefix: str) -> str:
    """The registered ruleset whose rule ids start with ``prefix`` (``"JZ"`` → ``"jinzhou"``), or ``""``."""
    for name in ruleset_names():
        if get_ruleset(name).id_prefix == prefix:
            return name
    return ""
