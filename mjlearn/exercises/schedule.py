"""The day's practice: what is due, what is weak, what is new — and help for a rule the learner keeps failing
(spec ``product.md`` § Exercises; the record and its rules are in :mod:`mjlearn.exercises.progress`).

::

    from mjlearn.exercises import session
    for ex in session("mawan", n=10):     # the day's items, in the order practice() serves them
        if ex.leech_help is not None:
            ex.leech_help                  # a worked example and an aimed / near-miss pair, side by side
        ex.show(); ex.check(...)

:func:`plan` makes the day's list as plain steps, :func:`session` deals them as exercises:

1. **due** items first (earliest due, lowest box): stored exercises, re-deals and aimed drills dealt again
   from what the record keeps — nothing is listed as due that cannot be served;
2. then, one after another, a step for a **weak rule** (missed at least once, mastery below
   :data:`WEAK_MASTERY`, with aimed drills) — an aimed drill, a near miss of it, or a re-deal of a bank exercise that practises it,
   in turn — and a **new** stored exercise; when both run out, re-deals of exercises already seen;
3. a **leech** (:func:`mjlearn.exercises.progress.is_leech`) is served at most
   :data:`~mjlearn.exercises.progress.LEECH_PER_SESSION` times a session, never twice in a row; its first
   item of the day carries ``leech_help``.

When nothing is due and the day's goal is met, the session is empty and :func:`done_message` says "done for
today, N due tomorrow".  ``seed`` varies the drills and re-deals (same record, day and seed → same session).
"""
from __future__ import annotations

import html
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..errors import MjError
from ..i18n import T, Text, register
from ..rules import get_ruleset
from . import progress as _pr
from .errtext import rs_title, short

WEAK_MASTERY = 0.6
MAX_SESSION = 50

register({
    "err.plan.whole": ("{what} 要是 {lo} 到 {hi} 的整数", "{what} must be a whole number from {lo} to {hi}"),
    "err.plan.whole_not": ("{what} 要是 {lo} 到 {hi} 的整数，不能是 {x}", "{what} must be a whole number from {lo} to {hi}, not {x}"),
    "sch.help.title": ("{rule}：换个方法看", "{rule}: another way in"),
    "sch.help.intro": ("这条规则已经错了 {n} 次。先看一个讲解过的例子，再比较左右两手牌：左边算这条规则，右边差一点不算。",
                       "This rule has been missed {n} times. First a worked example, then two hands side by side: the "
                       "left one earns the rule, the right one narrowly misses it."),
    "sch.help.example": ("讲解例子", "Worked example"),
    "sch.help.earns": ("算 {rule}", "earns {rule}"),
    "sch.help.misses": ("不算 {rule}：{why}", "misses {rule}: {why}"),
})


def _ruleset(ruleset: str) -> str:
    return get_ruleset(ruleset).name


def _whole(x: Any, what: str, lo: int, hi: int) -> int:
    from .answers import normalise_answer
    try:
        x = normalise_answer(x)
    except MjError:
        raise MjError(T("err.plan.whole", what=what, lo=lo, hi=hi), what, f"{lo}-{hi}") from None
    if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
        raise MjError(T("err.plan.whole_not", what=what, lo=lo, hi=hi, x=str(x)[:30]), what, f"{lo}-{hi}")
    return x


def _bank(name: str):
    from .bank import load
    return load(name)


_IDS: dict[str, frozenset] = {}


def _canonical(ruleset: str) -> str:
    return ruleset if ruleset in _IDS or ruleset in ("mawan", "huilai", "jinzhou") else _ruleset(ruleset)


def bank_ids(name: str) -> frozenset:
    """The ids of the stored exercises of ruleset ``name`` (canonical name; read once per process)."""
    if name not in _IDS:
        _IDS[name] = frozenset(_bank(name).ids())
    return _IDS[name]


def servable(ruleset: str, item_id: str, entry: Mapping[str, Any]) -> bool:
    """Whether practice can serve ``item_id`` again: a stored exercise of the bank, or a drill / re-deal whose
    record keeps how to deal it (``make``)."""
    make = entry.get("make") if isinstance(entry, Mapping) else None
    if isinstance(make, Mapping):
        a = make.get("aim")
        if isinstance(a, list) and len(a) == 4 and isinstance(a[0], str) and isinstance(a[1], int) \
                and isinstance(a[2], str):
            return True
        r = make.get("redeal")
        if isinstance(r, list) and len(r) == 2 and isinstance(r[0], str) and isinstance(r[1], int):
            return r[0] in bank_ids(_canonical(ruleset))
    try:
        return item_id in bank_ids(_canonical(ruleset))
    except MjError:
        return False


def _deal(name: str, step: tuple, bank, items: Mapping[str, Any]):
    """An exercise for a plan step, or ``None`` when it cannot be dealt."""
    from .aims import LazyAimed
    how, what = step
    try:
        if how in ("due", "new"):
            if what in bank.ids():
                return bank[what]
            entry = items.get(what) or {}
            make = entry.get("make") or {}
            if "aim" in make:
                kind, seed, rule, near = make["aim"]
                return LazyAimed(name, kind, seed, rule, bool(near))
            if "redeal" in make:
                base, k = make["redeal"]
                return bank[base].redeal(k)
            return None
        if how == "aim":  # dealt when served (see LazyAimed)
            kind, seed, rule, near = what
            return LazyAimed(name, kind, seed, rule, near)
        if how == "redeal":
            base, k = what
            return bank[base].redeal(k)
    except MjError:
        return None
    return None


def _step_rules(name: str, step: tuple, items: Mapping[str, Any], bank) -> list[str]:
    how, what = step
    if how in ("due", "new"):
        if what in bank.ids():
            return bank[what].rule_ids()
        return list((items.get(what) or {}).get("rules") or [])
    if how == "aim":
        return [what[2]]
    if how == "redeal":
        return bank[what[0]].rule_ids() if what[0] in bank.ids() else []
    return []


def plan(ruleset: str, n: int = 10, seed: int | None = None) -> list[tuple[str, Any]]:
    """The day's steps, at most ``n`` (1–50): ``("due", item id)``, ``("new", exercise id)``,
    ``("aim", (kind, seed, rule, near_miss))`` or ``("redeal", (exercise id, k))``.  Empty when nothing is due
    and the day's goal is met.  Raises :class:`MjError` for an unknown ruleset or a bad ``n``/``seed``."""
    from .aims import NO_NEAR_MISS, aim_rules
    name = _ruleset(ruleset)
    n = _whole(n, "n", 1, MAX_SESSION)
    seed = 0 if seed is None else _whole(seed, "seed", 0, 10 ** 9)
    p = _pr.Progress(ruleset=name)
    day = p.today_
    rng = random.Random(f"{name}:{day}:{seed}")
    bank = _bank(name)
    items = p.items(name)
    rules = p.rules(name)
    leeches = set(p.leeches(name))
    used: Counter = Counter()
    out: list[tuple[str, Any]] = []

    def take(step: tuple) -> bool:
        if step[0] == "redeal":  # a re-deal already scheduled for a later day is not served early: another one
            from .redeal import PERMS
            base, k = step[1]
            free = [j for j in range(len(PERMS)) if not _later(items.get(f"{base}~{PERMS[(k + j) % len(PERMS)]}"))]
            if not free:
                return False
            step = ("redeal", (base, (k + free[0]) % len(PERMS)))
            if step in out:
                return False
        rs = _step_rules(name, step, items, bank)
        if any(r in leeches and used[r] >= _pr.LEECH_PER_SESSION for r in rs):
            return False
        out.append(step)
        used.update(set(rs))
        return True

    def _later(entry) -> bool:
        return bool(entry) and isinstance(entry.get("due"), str) and entry["due"] > day

    due = p.due_items(name)
    for i in due:
        if len(out) >= n:
            break
        take(("due", i))
    today = p.today(name)
    if not due and today["done"] >= today["goal"]:
        return []
    aims = set(aim_rules(name))
    tried = [ex.id for ex in bank if ex.id in items]
    redeals_of: dict[str, list[str]] = {}  # rule → the tried exercises practising it (one pass over them)
    for ex in bank:
        if ex.id in items:
            for r in dict.fromkeys(ex.rule_ids()):
                if r in rules:
                    redeals_of.setdefault(r, []).append(ex.id)
    weak = sorted((r for r, e in rules.items() if e["misses"] and e["mastery"] < WEAK_MASTERY
                   and (r in aims or redeals_of.get(r))),
                  key=lambda r: (rules[r]["mastery"], -rules[r]["misses"], r))
    weak_steps: list[list[tuple]] = []
    for r in weak:  # per weak rule in turn: an aimed drill, a near miss, a re-deal of an exercise practising it
        steps: list[tuple] = []
        redeals = redeals_of.get(r) or []
        near_ok = r not in NO_NEAR_MISS.get(name, {})
        for k in range(n):
            if r in aims:
                steps.append(("aim", ("items", rng.randrange(10 ** 6), r, False)))
                if near_ok:
                    steps.append(("aim", ("items", rng.randrange(10 ** 6), r, True)))
            if redeals:
                steps.append(("redeal", (redeals[k % len(redeals)], rng.randrange(5))))
        weak_steps.append(steps)
    new = [("new", ex.id) for ex in bank if ex.id not in items]
    turn = 0
    guard = 0
    while len(out) < n and guard < 40 * n:
        guard += 1
        live = [s for s in weak_steps if s]
        if turn % 2 == 0 and live:
            s = live[(turn // 2) % len(live)]
            take(s.pop(0))
        elif new:
            take(new.pop(0))
        elif live:
            take(live[turn % len(live)].pop(0))
        elif tried:
            take(("redeal", (tried[rng.randrange(len(tried))], rng.randrange(5))))
        else:
            break
        turn += 1
    return _spread(name, out[:n], items, bank, leeches)


def _spread(name, steps, items, bank, leeches) -> list[tuple]:
    """Reorder so that no two neighbours share a leech rule (greedy; order kept otherwise)."""
    rest = list(steps)
    out: list[tuple] = []
    while rest:
        prev = set(_step_rules(name, out[-1], items, bank)) & leeches if out else set()
        pick = next((s for s in rest if not (set(_step_rules(name, s, items, bank)) & prev)), rest[0])
        rest.remove(pick)
        out.append(pick)
    return out


_UNDEALT = object()


class LeechHelp:
    """Help for a rule the learner keeps failing: a worked example (an aimed drill with its solution) and the
    aimed / near-miss pair side by side.  Showing it (``str`` or in a notebook) records it for today."""

    def __init__(self, ruleset: str, rule: str, seed: int = 0):
        from .aims import aim_rules
        self.ruleset = _ruleset(ruleset)
        self.rule = rule
        if rule not in aim_rules(self.ruleset):
            raise MjError(T("err.aim.rule", rule=short(rule), rs=rs_title(self.ruleset)), "rule", T("err.aim.rule.ok"))
        entry = _pr.Progress(ruleset=self.ruleset).rule(self.ruleset, rule) or {}
        self.misses = int(entry.get("misses", 0))
        self._seed = seed
        self._example: Any = None
        self._near: Any = _UNDEALT
        self._recorded = False

    # the worked example and the near miss are dealt when the help is first shown (a session carries one help
    # per leech: dealing them with the session would cost a new kernel's first session() two searches each)
    @property
    def example(self):
        """The worked example: an ``items`` drill aimed at the rule (dealt on first use)."""
        if self._example is None:
            from .drill import drill
            self._example = drill(self.ruleset, "items", seed=self._seed, rule=self.rule)
        return self._example

    @property
    def near(self):
        """The near miss of the rule (an aimed drill, dealt on first use), or ``None`` when it has none."""
        if self._near is _UNDEALT:
            from .drill import drill
            try:
                self._near = drill(self.ruleset, "items", seed=self._seed + 1, rule=self.rule, near_miss=True)
            except MjError:
                self._near = None
        return self._near

    def _record(self) -> None:
        if not self._recorded:
            self._recorded = True
            try:
                _pr.record_help(self.ruleset, self.rule)
            except Exception as e:  # noqa: BLE001 - help must show even when the disk does not take it
                _pr._note(f"progress not recorded: {type(e).__name__}: {e}")

    def _name(self) -> Text:
        return self.example.glossary.name(self.rule)

    def lines(self) -> list[Text]:
        out = [T("sch.help.title", rule=self._name()), T("sch.help.intro", n=self.misses),
               T("sch.help.example")]
        out.append(Text(self.example.parsed_hand().zh(), str(self.example.parsed_hand())))
        out.extend(self.example.solution().lines)
        out.append(T("sch.help.earns", rule=self._name()))
        if self.near is not None:
            out.append(Text(self.near.parsed_hand().zh(), str(self.near.parsed_hand())))
            out.append(T("sch.help.misses", rule=self._name(), why=self.near.near_miss or Text("", "")))
        return out

    def __str__(self) -> str:
        self._record()
        return "\n".join(str(t) for t in self.lines())

    __repr__ = __str__

    def _repr_html_(self) -> str:
        from .view import hand_html
        self._record()
        sol = self.example.solution()
        name = str(self._name())

        def card(ex, caption: str) -> str:
            return (f"<div style='flex:1;min-width:280px;border:1px solid #ccc;border-radius:6px;padding:6px'>"
                    f"<div>{hand_html(ex.parsed_hand(), ex.ghost_kinds())}</div>"
                    f"<div style='font-size:90%;margin-top:4px'>{html.escape(caption)}</div></div>")
        pair = card(self.example, str(T("sch.help.earns", rule=name)))
        if self.near is not None:
            pair += card(self.near, str(T("sch.help.misses", rule=name, why=self.near.near_miss or Text("", ""))))
        return (f"<div class='mj-leech-help' style='border-left:4px solid #8e24aa;background:#f7f0fa;padding:6px 10px'>"
                f"<b>{html.escape(str(T('sch.help.title', rule=name)))}</b>"
                f"<div>{html.escape(str(T('sch.help.intro', n=self.misses)))}</div>"
                f"<div style='margin-top:6px'><b>{html.escape(str(T('sch.help.example')))}</b></div>"
                f"<div>{hand_html(self.example.parsed_hand(), self.example.ghost_kinds())}</div>"
                f"{sol._repr_html_()}"
                f"<div style='display:flex;gap:10px;flex-wrap:wrap;margin-top:6px'>{pair}</div></div>")


def session(ruleset: str, n: int = 10, seed: int | None = None) -> list:
    """The day's items as exercises (``.id``, ``.rule_ids()``, ``.check(answer)``, ``.answer()``), in the order
    :func:`mjlearn.exercises.practice` serves them, without widgets.  The first item of a leech rule whose help
    was not shown today carries ``leech_help`` (a :class:`LeechHelp`).  Empty when the day is done (see
    :func:`done_message`).  Steps that cannot be dealt are skipped.  Raises :class:`MjError` for an unknown
    ruleset or a bad ``n``/``seed``."""
    name = _ruleset(ruleset)
    steps = plan(name, n, seed)
    p = _pr.Progress(ruleset=name)
    leeches = set(p.leeches(name))
    helped = {r for r, days in (p.data.get("rulesets", {}).get(name, {}).get("help", {}) or {}).items()
              if p.today_ in days}
    out = []
    bank = _bank(name)
    items = p.items(name)
    import datetime as _dt  # a new worked example each day (the same all day): the help is not shown unchanged
    help_seed = (seed or 0) * 100 + 7 + 1000 * (_dt.date.fromisoformat(p.today_).toordinal() % 100_000)
    for i, step in enumerate(steps):
        ex = _deal(name, step, bank, items)
        if ex is None:
            continue
        for r in _step_rules(name, step, items, bank):
            if r in leeches and r not in helped:
                try:
                    ex.leech_help = LeechHelp(name, r, seed=help_seed + i)
                except MjError:
                    continue
                helped.add(r)
                break
        out.append(ex)
    return out


def done_message(ruleset: str):
    """"Done for today: N due tomorrow" (a :class:`~mjlearn.exercises.messages.Message`) when the day's session
    is empty, else ``None``."""
    from .messages import Message
    name = _ruleset(ruleset)
    if plan(name, 1):
        return None
    d = _pr.Progress(ruleset=name).today(name)
    return Message([T("pr.today", done=d["done"], goal=d["goal"], streak=d["streak"], due=d["due"])],
                   T("pr.done_today", n=d["due_tomorrow"]))


__all__ = ["plan", "session", "done_message", "servable", "LeechHelp", "WEAK_MASTERY"]
