"""``items``, ``total`` and ``payments`` exercises: what a complete hand scores under the ruleset (spec
``mawan.md``, ``huilai.md``, ``jinzhou.md``: the items, the hand value and the settlement)."""
from __future__ import annotations

from typing import Any

from ...context import SEAT_ZH, SEATS
from ...errors import MjError
from ...i18n import T, Text, join, plain
from ..answers import parse_items, parse_number, read_payments
from ..compute import NOT_ITEMS
from ..messages import join2, num_str, seat_text, signed
from .base import ExerciseKind


class ItemsKind(ExerciseKind):
    """Answer: spec ids or Chinese/English item names, optionally with a count ("MW-B05 缺×2", {"缺": 2})."""

    name = "items"

    def parse(self, answer: Any, lookup=None):
        return parse_items(answer, lookup)

    def check(self, ex, answer, exp):
        """Feedback in steps (:meth:`Exercise.reveal`): level 1 says how many items are missing and in which
        families, names the learner's own extra or miscounted items; level 2 adds the rule line of each
        extra item and the excluding family of an excluded one; after the last hint (level 4) the missing
        items are named.  Blame: the missing, extra and miscounted rule ids only."""
        from ..catalogue import rule_line
        from ..progress import family_of
        want: dict[str, float] = exp["items"]
        ex.add_result_names()
        given = self.parse(answer, ex.glossary.lookup)
        level = ex.reveal()
        lines: list[Text] = []
        got: dict[str, float | None] = {}
        unknown = False
        for code, n, typed in given:
            if not code:
                unknown = True
                lines.append(T("ex.fb.item.unknown", name=plain(typed)))
                continue
            got[code] = n
        excluded = ex.excluded_reasons()
        conditions = ex.condition_codes()
        missing = [c for c in want if c not in got]
        extra = [c for c in got if c not in want and c not in conditions]
        if missing:
            if level >= 4:
                for c in missing:
                    lines.append(T("ex.fb.item.missing", item=ex.glossary.name(c)))
                    if rule_line(c) is not None:
                        lines.append(T("ex.fb.rule", code=c, rule=rule_line(c)))
            else:
                fams = list(dict.fromkeys(family_of(c) for c in missing))
                lines.append(T("ex.fb.item.missing_n", n=len(missing),
                               families=join2([T(f"pr.family.{f}") for f in fams], "、", ", ")))
                try:  # narrower on later tries: the value (2nd), then the tiles that earn it (3rd) — never the name
                    counted = {i.code: i for i in ex.result().counted}
                except MjError:
                    counted = {}
                for c in missing:
                    it = counted.get(c)
                    if it is None:
                        continue
                    if level == 2:
                        lines.append(T("ex.fb.item.missing_value", value=num_str(it.value), unit=it.unit))
                    elif level == 3 and it.reason is not None:
                        lines.append(T("ex.fb.item.missing_reason", reason=it.reason))
        for c in extra:
            if c in excluded:
                if level >= 2:
                    lines.append(T("ex.fb.item.excluded", item=ex.glossary.name(c), why=excluded[c]))
                else:
                    lines.append(T("ex.fb.item.excluded_short", item=ex.glossary.name(c)))
            else:
                lines.append(T("ex.fb.item.extra", item=ex.glossary.name(c)))
                if level >= 2 and rule_line(c) is not None:
                    lines.append(T("ex.fb.item.extra_rule", code=c, rule=rule_line(c)))
        bad_count = []
        for c, n in got.items():
            if c in want and n is not None and abs(float(n) - float(want[c])) > 1e-9:
                bad_count.append(c)
                if level >= 4:
                    lines.append(T("ex.fb.item.count", item=ex.glossary.name(c), n=num_str(want[c]), m=num_str(n)))
                else:
                    key = "ex.fb.item.count_high" if float(n) > float(want[c]) else "ex.fb.item.count_low"
                    lines.append(T(key, item=ex.glossary.name(c), m=num_str(n)))
        ok = not (missing or extra or unknown or bad_count)
        if not ok:
            right = sum(1 for c in got if c in want)
            lines.append(T("ex.fb.item.summary", n=len(want), m=len(got), ok=right))
        ex.last_blame = [c for c in missing + extra + bad_count if c not in conditions]
        return ok, lines

    def explain(self, ex, exp) -> list[Text]:
        return ex.explain_score()

    def answer(self, ex, exp) -> Any:
        return " ".join(exp["items"])

    def answer_text(self, ex, exp) -> Text:
        parts = [ex.glossary.name(c) + plain(f" {num_str(v)}") for c, v in exp["items"].items()]
        return Text(join(parts, "、").zh, join(parts, ", ").en)


class TotalKind(ExerciseKind):
    """Answer: the hand value, optionally with its unit (70, "70台", "8倍")."""

    name = "total"

    def parse(self, answer: Any):
        return parse_number(answer)

    def check(self, ex, answer, exp):
        """Too high / too low and which item families to re-check (level 1); from level 2 also when the
        answer is the value of another reading; never the right total before the last hint (that is
        :meth:`solution`'s job).  A unit the ruleset does not use is wrong; 番 is read as 倍 where the unit
        is 倍 (the course writes 倍).  Blame: none of its own — the feedback names families, readings and at
        last the total, never a rule id (only a misconception's rule line names one, see
        :meth:`Exercise.check <mjlearn.exercises.exercise.Exercise.check>`)."""
        val, unit = self.parse(answer)
        want = float(exp["total"])
        level = ex.reveal()
        lines: list[Text] = []
        ok = abs(val - want) < 1e-9
        if unit == "番" and exp["unit"] == "倍":
            lines.append(T("ex.fb.total.fan"))
            unit = "倍"
        if not ok:
            key = "ex.fb.total.high" if val > want else "ex.fb.total.low"
            fams = recheck_families(ex, val)
            lines.append(T(key, unit=exp["unit"], families=join2([T(f"pr.family.{f}") for f in fams], "、", ", ")))
            ex.last_blame = []  # the lines name families, never a rule id: no rule is blamed for them
            if level >= 2:
                other = reading_with_value(ex, val)
                if other is not None:
                    lines.append(T("ex.fb.total.other_reading", reading=plain(other[0]), best=plain(other[1])))
            if level >= 4:
                lines.append(T("ex.fb.total.is", total=plain(f"{num_str(want)} {exp['unit']}")))
        if unit is not None and exp["unit"] and unit != exp["unit"]:
            ok = False
            lines.append(T("ex.fb.total.unit", unit=exp["unit"], got=unit))
        return ok, lines

    def explain(self, ex, exp) -> list[Text]:
        return ex.explain_score()

    def answer(self, ex, exp) -> Any:
        return f"{num_str(exp['total'])} {exp['unit']}".strip()

    def answer_text(self, ex, exp) -> Text:
        return plain(self.answer(ex, exp))


class PaymentsKind(ExerciseKind):
    """Answer: net amounts per seat ("E -10 S +30 W -10 N -10", "东-10 南+30 …", {"E": -10, …})."""

    name = "payments"

    def parse(self, answer: Any):
        return read_payments(answer)

    def check(self, ex, answer, exp):
        """Net amounts per seat; a unit other than the ruleset's (元 Mawan, 分 Huilai/Jinzhou), a seat given
        twice or a NaN/infinite amount makes the answer wrong (each named in the feedback).  Blame: the payment
        rule whose line the feedback shows (MW-M, HL-K1, JZ-P1/JZ-P2), not every rule the item practises."""
        read = self.parse(answer)
        got = read.amounts
        want = {s: float(v) for s, v in exp["payments"].items()}
        lines: list[Text] = []
        ok = True
        for s in read.repeated:
            ok = False
            lines.append(T("ex.fb.pay.repeated", seat=seat_text(s)))
        for s in read.not_finite:
            ok = False
            lines.append(T("ex.fb.pay.not_finite", seat=seat_text(s)))
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
                    lines.append(T("ex.fb.pay.missing", seat=seat_text(s)))
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
                lines.append(T(key, seat=seat_text(s), m=signed(g)))
                if ex.reveal() >= 4:
                    lines.append(T("ex.fb.pay.seat.is", seat=seat_text(s), n=signed(w)))
        total = sum(got.values())
        if abs(total) > 1e-9:
            lines.append(T("ex.fb.pay.sum", s=signed(total)))
        ex.last_blame = []
        if not ok:
            from ..catalogue import rule_line
            code = {"mawan": "MW-M", "huilai": "HL-K1", "jinzhou": "JZ-P1" if ex.context.get("win_by") == "self_draw"
                    else "JZ-P2"}.get(ex.ruleset)
            line = rule_line(code) if code else None
            if line is not None:
                lines.append(T("ex.fb.rule", code=code, rule=line))
                ex.last_blame = [code]  # the one rule id the feedback names
        return ok, lines

    # --- explanations (live from the library) ---
    def explain(self, ex, exp) -> list[Text]:
        return ex.explain_score()

    def answer(self, ex, exp) -> Any:
        return " ".join(f"{s} {signed(v)}" for s, v in exp["payments"].items())

    def answer_text(self, ex, exp) -> Text:
        pays = exp["payments"].items()
        return plain("  ".join(f"{SEAT_ZH[s]} {signed(v)}" for s, v in pays) + f" {exp['unit']}",
                     "  ".join(f"{s} {signed(v)}" for s, v in pays) + f" {exp['unit']}")


def recheck_families(ex, val: float) -> list[str]:
    """The item families to re-check for a wrong total (names as in :data:`mjlearn.exercises.progress.FAMILIES`):
    for Mawan, the bonuses when the answer is the count-table value alone, the basic counts and the table
    when it is off by a multiple of 10 台 below 40, else all three; elsewhere the families of the counted
    items."""
    from ..progress import family_of
    try:
        res = ex.result()
    except MjError:
        return ["other"]
    counted = [i for i in res.counted if i.family not in NOT_ITEMS]
    if ex.ruleset == "mawan":
        bonus = sum(float(i.value) for i in res.counted if family_of(i.code) == "bonus")
        if bonus and abs(val - (float(res.total) - bonus)) < 1e-9:
            return ["bonus"]
        if bonus and abs(val - float(res.total)) % 10 == 0 and abs(val - float(res.total)) < 40:
            return ["basic", "table"]
        return ["basic", "table", "bonus"]
    fams: list[str] = []
    for i in counted:
        f = family_of(i.code)
        if f not in fams and f not in ("condition", "other"):
            fams.append(f)
    return fams or ["other"]


def reading_with_value(ex, val: float):
    """(reading, best reading) when ``val`` is the value of a reading that is not the chosen one."""
    try:
        res = ex.result()
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

