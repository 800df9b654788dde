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
        want: dict[str, float] = exp["items"]
        ex.add_result_names()
        given = self.parse(answer, ex.glossary.lookup)
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
        from ..catalogue import rule_line
        for c in missing:
            lines.append(T("ex.fb.item.missing", item=ex.glossary.name(c)))
            if rule_line(c) is not None:
                lines.append(T("ex.fb.rule", code=c, rule=rule_line(c)))
        for c in extra:
            if c in excluded:
                lines.append(T("ex.fb.item.excluded", item=ex.glossary.name(c), why=excluded[c]))
            else:
                lines.append(T("ex.fb.item.extra", item=ex.glossary.name(c)))
                if rule_line(c) is not None:
                    lines.append(T("ex.fb.item.extra_rule", code=c, rule=rule_line(c)))
        bad_count = False
        for c, n in got.items():
            if c in want and n is not None and abs(float(n) - float(want[c])) > 1e-9:
                bad_count = True
                lines.append(T("ex.fb.item.count", item=ex.glossary.name(c), n=num_str(want[c]), m=num_str(n)))
        ok = not (missing or extra or unknown or bad_count)
        if not ok:
            right = sum(1 for c in got if c in want)
            lines.append(T("ex.fb.item.summary", n=len(want), m=len(got), ok=right))
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
        """Too high / too low and which item family to re-check — never the right total (that is
        :meth:`solution`'s job, offered after the third wrong try)."""
        val, unit = self.parse(answer)
        want = float(exp["total"])
        lines: list[Text] = []
        ok = abs(val - want) < 1e-9
        if not ok:
            key = "ex.fb.total.high" if val > want else "ex.fb.total.low"
            lines.append(T(key, unit=exp["unit"], families=recheck_families(ex, val)))
        if unit is not None and exp["unit"] and unit != exp["unit"]:
            ok = False
            lines.append(T("ex.fb.total.unit", unit=exp["unit"], got=unit))
        if not abs(val - want) < 1e-9:
            other = reading_with_value(ex, val)
            if other is not None:
                lines.append(T("ex.fb.total.other_reading", reading=plain(other[0]), best=plain(other[1])))
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
        twice or a NaN/infinite amount makes the answer wrong (each named in the feedback)."""
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
        total = sum(got.values())
        if abs(total) > 1e-9:
            lines.append(T("ex.fb.pay.sum", s=signed(total)))
        if not ok:
            from ..catalogue import rule_line
            code = {"mawan": "MW-M", "huilai": "HL-K1", "jinzhou": "JZ-P1" if ex.context.get("win_by") == "self_draw"
                    else "JZ-P2"}.get(ex.ruleset)
            line = rule_line(code) if code else None
            if line is not None:
                lines.append(T("ex.fb.rule", code=code, rule=line))
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


def recheck_families(ex, val: float) -> Text:
    """The item families to re-check for a wrong total: for Mawan, the bonuses when the answer is the
    count-table value alone, else the basic counts; elsewhere the families of the counted items."""
    from ..progress import family_of
    try:
        res = ex.result()
    except MjError:
        return T("pr.family.other")
    counted = [i for i in res.counted if i.family not in NOT_ITEMS]
    if ex.ruleset == "mawan":
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

