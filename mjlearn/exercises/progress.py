"""The learner's progress: every answer, hint and solution seen, folded into mastery and a spaced-repetition
schedule by calendar day (spec ``product.md`` § Exercises).

Every :meth:`Exercise.check <mjlearn.exercises.exercise.Exercise.check>`, ``hint()`` and ``solution()`` — and any
trainer that wants its attempts remembered (the 何切 trainer, the ``ask()`` widget, ``practice()``) — is one
event in an append-only log under ``$MJLEARN_HOME`` (default ``~/.mjlearn``; see :mod:`mjlearn.exercises.store`
for the files and why a log)::

    from mjlearn.exercises import progress
    progress.record("mawan", "mw-14", ["MW-B05", "MW-B10"], correct=False, kind="items", blame=["MW-B10"])
    progress.record_hint("mawan", "mw-14", ["MW-B05"], level=1, kind="items")
    p = progress()            # the module is callable: same as progress.progress()
    p.frame()                 # pandas DataFrame, one row per rule id (imports pandas only here)
    p                         # in Jupyter: mastery bars per family per ruleset (HTML/SVG), today's goal and streak
    p.today("mawan")          # {"done": 4, "goal": 10, "streak": 3, "due": 2, "due_tomorrow": 5, ...}
    p.reset("mawan")          # forget one ruleset (or all with p.reset())

**The day.**  Everything is by calendar day — the local date, or ``MJLEARN_TODAY=YYYY-MM-DD`` (for tests and
demonstrations: set it to replay a schedule).  A kernel restart changes nothing: the schedule is computed from
the log.

**Items (exercises, drills, re-deals): a Leitner box 0–5 and a due day.**  Only an item's first answer of a day
moves it: a right answer without help moves it one box up and it is due again after 1, 3, 7, 15, 30 days
(boxes 1–5); a right answer after the last hint level or the solution keeps its box and comes back tomorrow;
a wrong answer (a lapse) moves it back one box (two from box 3 up), never to the start, and it comes back
tomorrow.

**Rules: mastery 0–1.**  An exponential average (weight :data:`MASTERY_WEIGHT`) over the answers: a right answer
credits every rule the item practises (1, or :data:`HINTED_CREDIT` after a hint; a right answer after the last
hint level or the solution changes nothing); a wrong answer blames only the rule ids the feedback was about
(``blame``: the missing or extra item, the failing win condition…), so a rule the learner never got wrong keeps
its mastery.  A rule blamed :data:`LEECH_MISSES` times or more while its mastery is below
:data:`LEECH_MASTERY` is a *leech*: the planner (:mod:`mjlearn.exercises.schedule`) then shows a worked
example and an aimed/near-miss pair, and serves it at most :data:`LEECH_PER_SESSION` times a session.

**The day's goal and the streak.**  ``MJLEARN_GOAL`` items a day (default :data:`DAILY_GOAL`); the streak is the
number of consecutive days, up to today (or yesterday while today's goal is open), on which the goal was met.

``MJLEARN_PROGRESS=off`` (or ``0``/``no``/``false``) turns recording off; reading still works.  No pandas at
import time (the browser-only site has none): only :meth:`Progress.frame` imports it.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
import sys
import types
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..errors import MjError
from ..i18n import T, register
from . import errtext as _errtext  # noqa: F401  (registers the error texts)
from . import store
from .fold import (  # noqa: F401 - the record's rules, importable from here as before
    HINTED_CREDIT,
    INTERVALS,
    LEECH_MASTERY,
    LEECH_MISSES,
    LEECH_PER_SESSION,
    MASTERY_WEIGHT,
    MAX_BOX,
    Folded,
    add_days,
    fold,
    interval,
    is_leech,
    streak,
)
from .mastery import FAMILIES, FAMILY_ORDER, family_of, mastery_html  # noqa: F401 - importable from here as before
from .store import FORMAT

DAILY_GOAL = 10
register({
    "err.today": ("MJLEARN_TODAY={v} 不是日期", "MJLEARN_TODAY={v} is not a date"),
    "err.today.ok": ("YYYY-MM-DD，如 2026-12-02", "YYYY-MM-DD, e.g. 2026-12-02"),
})
RULESETS = ("mawan", "huilai", "jinzhou")
_RULE_RE = re.compile(r"^(MW|HL|JZ)-[A-Z]+[0-9A-Z.]*$")

# ------------------------------------------------------------------------------------------------
# Helpers


def enabled() -> bool:
    """Whether recording is on (``MJLEARN_PROGRESS`` not ``off``/``0``/``no``/``false``)."""
    return os.environ.get("MJLEARN_PROGRESS", "on").strip().lower() not in ("off", "0", "no", "false")


def home() -> Path:
    """``$MJLEARN_HOME`` or ``~/.mjlearn``."""
    h = os.environ.get("MJLEARN_HOME")
    return Path(h).expanduser() if h else Path.home() / ".mjlearn"


def path() -> Path:
    """The folder of the progress files (``$MJLEARN_HOME``)."""
    return home()


def today() -> str:
    """Today as ``YYYY-MM-DD``: ``MJLEARN_TODAY`` when set (a date in that form; anything else raises
    :class:`MjError`), else the local date."""
    t = os.environ.get("MJLEARN_TODAY", "").strip()
    if t:
        try:
            return _dt.date.fromisoformat(t).isoformat()
        except ValueError:
            raise MjError(T("err.today", v=repr(t[:40])), "MJLEARN_TODAY", T("err.today.ok")) from None
    return _dt.date.today().isoformat()


def daily_goal() -> int:
    """Items a day (``MJLEARN_GOAL``, 1–200; default :data:`DAILY_GOAL`)."""
    try:
        return max(1, min(200, int(os.environ.get("MJLEARN_GOAL", DAILY_GOAL))))
    except ValueError:
        return DAILY_GOAL


def is_rule_id(s: str) -> bool:
    """``"MW-B05"``, ``"HL-P07"``, ``"JZ-M10"``, ``"MW-N"``… (a spec id)."""
    return bool(_RULE_RE.match(str(s)))


def _note(text) -> None:
    store.note(text)


def notes() -> list[str]:
    """The notes printed by this process so far (unreadable files set aside, unwritable folder)."""
    return store.notes()


def _ruleset_name(ruleset: str) -> str:
    from ..rules import get_ruleset
    return get_ruleset(ruleset).name


def _clean_ids(rule_ids: Iterable[str] | str | None, where: str = "rule_ids") -> list[str]:
    if rule_ids is None:
        return []
    if isinstance(rule_ids, str):
        rule_ids = rule_ids.replace(",", " ").split()
    if not isinstance(rule_ids, (list, tuple, set, frozenset)):
        raise MjError(T("err.progress.ids", where=where, type=type(rule_ids).__name__), where, T("err.progress.ids.ok"))
    out: list[str] = []
    for r in list(rule_ids)[:200]:
        if not isinstance(r, str):
            raise MjError(T("err.progress.id_type", type=type(r).__name__), where, T("err.progress.id_type.ok"))
        r = r.strip()[:40]
        if r and r not in out:
            out.append(r)
    return out


def _item_id(item_id: Any) -> str:
    if isinstance(item_id, bool) or not isinstance(item_id, (str, int)) or not str(item_id).strip():
        raise MjError(T("err.progress.item"), "item_id", T("err.progress.item.ok"))
    s = str(item_id).strip()
    if len(s) > 200:
        raise MjError(T("err.progress.item_long"), "item_id", T("err.progress.item_long.ok"))
    return s


# ------------------------------------------------------------------------------------------------
# Recording API (used by Exercise.check/hint/solution, ask(), practice() and the 何切 trainer)


def record(ruleset: str, item_id: str, rule_ids: Iterable[str] | str | None, correct: bool, *, kind: str = "",
           hints: int = 0, blame: Iterable[str] | None = None, aided: str = "",
           make: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
    """Record one answer (one line appended to the log).

    Parameters
    ----------
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"`` (or 马湾/惠来/锦州).
    item_id : str
        The exercise, drill or puzzle id (``"mw-14"``, ``"drill-mawan-items-3f9a1c"``…).
    rule_ids : list of str
        The spec ids the item practises (``["MW-B05", "MW-B10"]``); topics such as ``"common.waits"`` or
        ``"discard.shanten"`` are allowed.  A right answer credits them all.
    correct : bool
        Whether the answer was right.
    kind : str
        The item's kind (``"total"``, ``"waits"``, ``"discard"``…).
    hints : int
        Hints used for this answer that were not recorded with :func:`record_hint` (counts as ``aided="hint"``).
    blame : list of str, optional
        For a wrong answer, the rule ids the feedback was about (default: ``rule_ids``); only they lose mastery.
    aided : str
        ``""``, ``"hint"`` (a hint below the last level) or ``"full"`` (the last hint level or the solution:
        a right answer then does not promote).
    make : dict, optional
        How to deal the item again (drills and re-deals), so the planner can serve it when it is due.

    Returns
    -------
    dict | None
        The event recorded (a copy; the item's new state is ``progress().item(ruleset, item_id)``), or
        ``None`` when recording is off.

    Raises
    ------
    MjError
        Unknown ruleset, an empty or non-text item id, rule ids that are not text.
    """
    name = _ruleset_name(ruleset)
    item = _item_id(item_id)
    ids = _clean_ids(rule_ids)
    bl = ids if blame is None else _clean_ids(blame, "blame")
    if aided not in ("", "hint", "full"):
        raise MjError(T("err.progress.aided", v=repr(aided)[:40]), "aided", T("err.progress.aided.ok"))
    if hints and not aided:
        aided = "hint"
    if not enabled():
        return None
    ev: dict[str, Any] = {"t": "answer", "rs": name, "item": item, "rules": ids, "ok": bool(correct),
                          "blame": [] if correct else bl, "kind": str(kind)[:40], "aided": aided, "day": today()}
    if make:
        ev["make"] = dict(make)
    store.append(home(), [ev])
    return dict(ev)


def record_hint(ruleset: str, item_id: str, rule_ids: Iterable[str] | str | None, level: int = 1, *,
                kind: str = "") -> None:
    """Record that hint ``level`` (1, 2, 3) was shown for ``item_id`` (the hint counts go up; the next right
    answer is aided).  Does nothing when recording is off.  Raises :class:`MjError` for an unknown ruleset."""
    name = _ruleset_name(ruleset)
    item = _item_id(item_id)
    ids = _clean_ids(rule_ids)
    if not enabled():
        return
    lv = int(level) if isinstance(level, int) and not isinstance(level, bool) else 1
    store.append(home(), [{"t": "hint", "rs": name, "item": item, "rules": ids, "level": lv, "kind": str(kind)[:40],
                           "day": today()}])


def record_solution(ruleset: str, item_id: str, rule_ids: Iterable[str] | str | None = None, *,
                    kind: str = "") -> None:
    """Record that the solution of ``item_id`` was seen (a right answer after it does not promote)."""
    name = _ruleset_name(ruleset)
    item = _item_id(item_id)
    if not enabled():
        return
    store.append(home(), [{"t": "solution", "rs": name, "item": item, "rules": _clean_ids(rule_ids),
                           "kind": str(kind)[:40], "day": today()}])


def record_help(ruleset: str, rule_id: str) -> None:
    """Record that a leech's help (worked example and aimed/near-miss pair) was shown for ``rule_id`` today."""
    name = _ruleset_name(ruleset)
    if enabled():
        store.append(home(), [{"t": "help", "rs": name, "rule": str(rule_id)[:40], "day": today()}])


def reset(ruleset: str | None = None) -> None:
    """Forget the record of one ruleset (others kept), or of all rulesets when ``ruleset`` is ``None``.  The
    history stays in the log (a reset is an event), so a reset can be looked up later."""
    name = None if ruleset is None else _ruleset_name(ruleset)
    store.append(home(), [{"t": "reset", "rs": name, "day": today()}])


# ------------------------------------------------------------------------------------------------
# Folding the events into a state


def load_file(p: Path | None = None) -> dict[str, Any]:
    """The folded state of the record under ``p`` (default ``$MJLEARN_HOME``); see :func:`fold`.  Never
    raises for the files' content (anything unreadable is set aside with a note).  Kept per process: when the
    log has grown only the new events are folded (:func:`mjlearn.exercises.store.folded`)."""
    h = Path(p) if p is not None else home()
    return store.folded(h).state()


# ------------------------------------------------------------------------------------------------
# Reading: the Progress object


def _due(entry: Mapping[str, Any], day: str) -> bool:
    d = entry.get("due")
    return isinstance(d, str) and d <= day


_MEMO: dict[str, Any] = {"of": None, "day": None, "memo": {}}


def _memo(rulesets: Any, day: str) -> dict[str, list]:
    """Per-state indexes (servable due items, items seen today) shared by the snapshots of one fold on one
    day: ``plan()`` and ``session()`` each make a :class:`Progress`, and neither pass over 10,000 items twice.
    The fold's state is never changed after it is made (:class:`Folded`), so its identity names it."""
    if _MEMO["of"] is not rulesets or _MEMO["day"] != day:
        _MEMO.update({"of": rulesets, "day": day, "memo": {}})
    return _MEMO["memo"]


class Progress:
    """A snapshot of the record (read when made), as of :func:`today`.

    ``data`` is the folded state (:func:`fold`); :meth:`rows` plain dict rows (no pandas); :meth:`frame` a
    DataFrame; ``_repr_html_`` the mastery picture with today's goal and streak; :meth:`today` the day's
    numbers; :meth:`next` what to practise; :meth:`reset` forgets.
    """

    def __init__(self, data: Mapping[str, Any] | None = None, ruleset: str | None = None):
        self.ruleset = None if ruleset is None else _ruleset_name(ruleset)
        self.data = dict(data) if data is not None else load_file()
        self.path = path()
        self.today_ = today()
        self._due_cache: dict[str, list[str]] = {}
        self._due_index = _memo(self.data.get("rulesets"), self.today_)

    def _rulesets(self) -> list[str]:
        have = list(self.data.get("rulesets", {}))
        return [self.ruleset] if self.ruleset else [r for r in RULESETS if r in have] + \
            sorted(r for r in have if r not in RULESETS)

    def _rs(self, ruleset: str) -> dict[str, Any]:
        return self.data.get("rulesets", {}).get(_ruleset_name(ruleset), {})

    def rulesets(self) -> list[str]:
        """Rulesets with a record (or the one asked for)."""
        return self._rulesets()

    def items(self, ruleset: str) -> dict[str, dict[str, Any]]:
        """Item id → its state (box 0–5, due day, attempts, right, first_try, hints, lapses, kind, rules)."""
        return dict(self._rs(ruleset).get("items", {}))

    def rules(self, ruleset: str) -> dict[str, dict[str, Any]]:
        """Rule id → its state (mastery, misses, box, due, attempts, right, hints)."""
        return dict(self._rs(ruleset).get("rules", {}))

    def rows(self) -> list[dict[str, Any]]:
        """One dict per rule id: ruleset, rule, family, attempts, right, misses, first_tries, first_right, hints,
        mastery (0–1), box (0–5), due (bool), leech (bool), last_seen (ISO date or None)."""
        out = []
        for name in self._rulesets():
            rules = self._rs(name).get("rules", {})
            for rid in sorted(rules):
                e = rules[rid]
                out.append({"ruleset": name, "rule": rid, "family": family_of(rid), "attempts": e["attempts"],
                            "right": e["right"], "misses": e["misses"], "first_tries": e["first_tries"],
                            "first_right": e["first_right"], "hints": e["hints"], "mastery": float(e["mastery"]),
                            "box": int(e["box"]), "due": _due(e, self.today_), "leech": is_leech(e),
                            "last_seen": e["last_seen"]})
        return out

    def frame(self):
        """pandas DataFrame of :meth:`rows`.  Imports pandas (only here)."""
        import pandas as pd
        cols = ["ruleset", "rule", "family", "attempts", "right", "misses", "first_tries", "first_right", "hints",
                "mastery", "box", "due", "leech", "last_seen"]
        return pd.DataFrame(self.rows(), columns=cols)

    def rule(self, ruleset: str, rule_id: str) -> dict[str, Any] | None:
        return self._rs(ruleset).get("rules", {}).get(rule_id)

    def item(self, ruleset: str, item_id: str) -> dict[str, Any] | None:
        return self.items(ruleset).get(item_id)

    def _servable_due(self, name: str) -> list[tuple[str, int, str]]:
        """(due day, box, item id) of the servable items that have a due day, sorted: computed once per
        snapshot (one pass over the items), then :meth:`due_items` and :meth:`due_on` only cut it."""
        if name not in self._due_index:
            from .schedule import bank_ids, servable
            try:
                ids = bank_ids(name)
            except MjError:
                ids = frozenset()
            self._due_index[name] = sorted(
                (e["due"], e["box"], i) for i, e in self._rs(name).get("items", {}).items()
                if isinstance(e.get("due"), str) and (servable(name, i, e) if e.get("make") else i in ids))
        return self._due_index[name]

    def _seen_today(self, name: str) -> list[Mapping[str, Any]]:
        """The entries of the items last seen today (one pass over the items per snapshot)."""
        key = "seen:" + name
        if key not in self._due_index:
            self._due_index[key] = [e for e in self._rs(name).get("items", {}).values()
                                    if e.get("last_seen") == self.today_]
        return self._due_index[key]

    def due_items(self, ruleset: str) -> list[str]:
        """Item ids due today or earlier that practice can serve (stored exercises, re-deals and drills it can
        deal again; a 何切 puzzle is not listed), earliest due and lowest box first."""
        name = _ruleset_name(ruleset)
        if name in self._due_cache:
            return list(self._due_cache[name])
        its = self._rs(name).get("items", {})
        due = [i for d, _, i in self._servable_due(name) if d <= self.today_]
        leeches = set(self.leeches(name))
        per: dict[str, int] = {}
        if leeches:
            for e in self._seen_today(name):  # a leech's items already answered today count towards today's cap
                for r in e.get("rules") or []:
                    if r in leeches:
                        per[r] = per.get(r, 0) + 1
        out = [] if leeches else due
        for i in due if leeches else ():  # a leech's items: at most LEECH_PER_SESSION a day, the rest tomorrow
            mine = [r for r in its[i].get("rules") or [] if r in leeches]
            if any(per.get(r, 0) >= LEECH_PER_SESSION for r in mine):
                continue
            for r in mine:
                per[r] = per.get(r, 0) + 1
            out.append(i)
        self._due_cache[name] = list(out)
        return out

    def due_on(self, ruleset: str, day: str) -> list[str]:
        """Servable item ids whose due day is exactly ``day``... or earlier (what is due by then)."""
        name = _ruleset_name(ruleset)
        return sorted(i for d, _, i in self._servable_due(name) if d <= day)

    def weakest(self, ruleset: str, n: int = 3) -> list[str]:
        """Rule ids tried at least once with the lowest mastery, weakest first."""
        rules = self._rs(ruleset).get("rules", {})
        order = sorted(rules, key=lambda r: (rules[r]["mastery"], -rules[r]["misses"], r))
        return order[:max(0, int(n))]

    def leeches(self, ruleset: str) -> list[str]:
        """Rule ids that are leeches (see :func:`is_leech`)."""
        rules = self._rs(ruleset).get("rules", {})
        return sorted(r for r, e in rules.items() if is_leech(e))

    def today(self, ruleset: str | None = None) -> dict[str, Any]:
        """Today's numbers for ``ruleset`` (default the one asked for, else Mawan): ``day``, ``done`` (items
        answered today), ``goal``, ``streak`` (days in a row with the goal met), ``due`` (servable items due
        today), ``due_tomorrow`` (due by tomorrow)."""
        name = _ruleset_name(ruleset or self.ruleset or "mawan")
        days = self._rs(name).get("days", {})
        goal = daily_goal()
        return {"day": self.today_, "done": days.get(self.today_, {}).get("items", 0), "goal": goal,
                "streak": streak(days, self.today_, goal), "due": len(self.due_items(name)),
                "due_tomorrow": len(self.due_on(name, add_days(self.today_, 1)))}

    def next(self, ruleset: str | None = None):
        """The first item of today's session (:func:`mjlearn.exercises.schedule.session`), or ``None`` when the
        day is done."""
        from .schedule import session
        name = _ruleset_name(ruleset or self.ruleset or (self._rulesets() or ["mawan"])[0])
        items = session(name, 1)
        return items[0] if items else None

    def reset(self, ruleset: str | None = None) -> Progress:
        """Forget one ruleset's record (or all); returns a fresh snapshot."""
        reset(ruleset if ruleset is not None else self.ruleset)
        return Progress(ruleset=self.ruleset)

    # --- the picture ---
    def summary(self) -> list[dict[str, Any]]:
        """Per ruleset and family: rules known (catalogue), rules tried, attempts, right, mastery (mean over
        the family's known rules, untried = 0), due.  Plain rows (no pandas)."""
        from .catalogue import rule_ids as known_rules
        rows = self.rows()
        out = []
        for name in self._rulesets():
            mine = [r for r in rows if r["ruleset"] == name]
            known: dict[str, set] = {}
            try:
                for rid in known_rules(name):
                    known.setdefault(family_of(rid), set()).add(rid)
            except MjError:
                pass
            for r in mine:
                known.setdefault(r["family"], set()).add(r["rule"])
            fams = [f for f in FAMILY_ORDER if f in known] + sorted(f for f in known if f not in FAMILY_ORDER)
            for f in fams:
                ids = known[f]
                tried = [r for r in mine if r["family"] == f]
                out.append({"ruleset": name, "family": f, "rules": len(ids), "tried": len(tried),
                            "attempts": sum(r["attempts"] for r in tried), "right": sum(r["right"] for r in tried),
                            "mastery": sum(r["mastery"] for r in tried) / max(1, len(ids)),
                            "due": sum(1 for r in tried if r["due"])})
        return out

    def _day_line(self, name: str) -> str:
        d = self.today(name)
        return str(T("pr.today", done=d["done"], goal=d["goal"], streak=d["streak"], due=d["due"]))

    def __str__(self) -> str:
        lines = [str(T("pr.title"))]
        if not enabled():
            lines.append(str(T("pr.off")))
        summ = [s for s in self.summary() if s["tried"]]
        if not summ:
            lines.append(str(T("pr.empty")))
        for name in dict.fromkeys(s["ruleset"] for s in summ):
            lines.append(f"  {name}: " + self._day_line(name))
        for s in summ:
            lines.append(f"  {s['ruleset']}: " + str(T("pr.row", family=T(f"pr.family.{s['family']}"),
                                                      pct=round(100 * s["mastery"]), seen=s["tried"], n=s["rules"],
                                                      right=s["right"], attempts=s["attempts"])))
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        days = {name: self._day_line(name) for name in self._rulesets()}
        return mastery_html(self.summary(), self.rows(), off=not enabled(), days=days)


def progress(ruleset: str | None = None) -> Progress:
    """The learner's progress (a fresh read of the record under ``$MJLEARN_HOME``), optionally for one ruleset.

    Returns a :class:`Progress`: ``.frame()`` (pandas, one row per rule id), ``.rows()`` (plain dicts), a
    mastery picture in Jupyter, ``.today()``, ``.next()``, ``.reset()``.  Raises :class:`MjError` for an
    unknown ruleset."""
    return Progress(ruleset=ruleset)


class _CallableModule(types.ModuleType):
    """Lets ``mjlearn.exercises.progress()`` work while ``mjlearn.exercises.progress.record(...)`` stays the
    module's function."""

    def __call__(self, ruleset: str | None = None) -> Progress:
        return progress(ruleset)


sys.modules[__name__].__class__ = _CallableModule

__all__ = ["record", "record_hint", "record_solution", "record_help", "reset", "progress", "Progress", "fold",
           "load_file", "path", "home", "today", "daily_goal", "enabled", "family_of", "interval", "notes",
           "mastery_html", "is_leech", "streak", "FORMAT", "MAX_BOX", "LEECH_MISSES", "LEECH_PER_SESSION"]
