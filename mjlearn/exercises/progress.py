"""The learner's progress record: attempts, hints, mastery and Leitner boxes (spec ``product.md`` § Exercises,
issue 12 point 4).

Every :meth:`Exercise.check <mjlearn.exercises.exercise.Exercise.check>` and ``hint()`` — and any trainer that
wants its attempts remembered (the 何切 trainer, the ``ask()`` widget, ``practice()``) — is recorded in one
local JSON file, ``$MJLEARN_HOME/progress.json`` (default ``~/.mjlearn/progress.json``)::

    from mjlearn.exercises import progress
    progress.record("mawan", "mw-14", ["MW-B05", "MW-B10"], correct=False, kind="items")
    progress.record_hint("mawan", "mw-14", ["MW-B05"], level=1, kind="items")
    p = progress()            # the module is callable: same as progress.progress()
    p.frame()                 # pandas DataFrame, one row per rule id (imports pandas only here)
    p                         # in Jupyter: mastery bars per family per ruleset (HTML/SVG)
    p.next("mawan")           # the due exercise id (or an aimed drill) for the weakest rule
    p.reset("mawan")          # forget one ruleset (or all with p.reset())

Record, per ruleset, per item (exercise or drill id) and per rule id: attempts, right, first try right,
hints used, last seen (date and session), mastery (0–1) and a Leitner box (1–5):

* wrong → box 1; right → one box up (a new item starts in box 1, so a first right answer goes to box 2);
* box *b* is due again after 2^(b−1) sessions **or** days since it was last seen (1, 2, 4, 8, 16);
* mastery is an exponential average of the answers (weight :data:`MASTERY_WEIGHT`): a right answer counts
  1, a right answer after a hint on that item :data:`HINTED_CREDIT`, a wrong one 0.

A *session* is one Python process (kernel) that records something: its first write bumps the file's
session counter.  Writes are atomic (a temporary file, then :func:`os.replace`) and re-read the file first,
so two rulesets (or two kernels) never overwrite each other's records.  A missing file starts a fresh
record; an empty, corrupt or newer-format file is moved aside (``progress.json.bad-N`` /
``progress.json.v<format>``), a fresh record starts and one clear note is printed (never a traceback).
``MJLEARN_PROGRESS=off`` (or ``0``/``no``/``false``) turns recording off; reading still works.

No pandas at import time (the browser-only site has none): only :meth:`Progress.frame` imports it.
"""
from __future__ import annotations

import datetime as _dt
import html
import json
import os
import re
import sys
import tempfile
import types
from collections.abc import Iterable, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..errors import MjError
from ..i18n import T, register

FORMAT = 1
MAX_BOX = 5
MASTERY_WEIGHT = 0.5
HINTED_CREDIT = 0.5
FILENAME = "progress.json"
RULESETS = ("mawan", "huilai", "jinzhou")
PREFIX = {"mawan": "MW", "huilai": "HL", "jinzhou": "JZ"}
_RULE_RE = re.compile(r"^(MW|HL|JZ)-[A-Z]+[0-9A-Z.]*$")

#: rule-id prefix → family (the spec's sections); ``common.*`` topics are shapes (decompositions, waits).
FAMILIES: dict[str, str] = {
    "MW-B": "basic", "MW-Y": "basic", "MW-T": "table", "MW-X": "bonus", "MW-N": "exclusion", "MW-E": "exclusion",
    "MW-M": "payments", "MW-A": "win", "MW-W": "waits", "MW-G": "procedure",
    "HL-P": "pattern", "HL-S": "multiplier", "HL-O": "option", "HL-G": "option", "HL-N": "exclusion",
    "HL-K": "payments", "HL-A": "win", "HL-F": "procedure",
    "JZ-L": "condition", "JZ-C": "class", "JZ-M": "multiplier", "JZ-P": "payments", "JZ-G": "kong",
    "JZ-A": "win", "JZ-F": "procedure",
}
FAMILY_ORDER = ("shapes", "win", "waits", "basic", "table", "bonus", "pattern", "condition", "class", "multiplier",
                "exclusion", "option", "kong", "payments", "procedure", "discard", "other")

register({
    "pr.family.shapes": ("拆牌与听牌", "decompositions and waits"),
    "pr.family.win": ("和牌条件", "what makes a win"),
    "pr.family.waits": ("听牌规则", "wait rules"),
    "pr.family.basic": ("基本项目（张）", "basic items (张)"),
    "pr.family.table": ("张→台换算", "count table (张 → 台)"),
    "pr.family.bonus": ("加番（台）", "bonuses (台)"),
    "pr.family.pattern": ("牌型（倍）", "patterns (倍)"),
    "pr.family.condition": ("胡牌条件", "win conditions"),
    "pr.family.class": ("胡牌类别（底分）", "win classes (base points)"),
    "pr.family.multiplier": ("翻倍", "multipliers"),
    "pr.family.exclusion": ("不重复计算", "exclusions"),
    "pr.family.option": ("规则选项", "ruleset options"),
    "pr.family.kong": ("杠分", "kong points"),
    "pr.family.payments": ("谁付多少", "payments"),
    "pr.family.procedure": ("牌桌流程", "table procedures"),
    "pr.family.discard": ("何切（打哪张）", "discard choice (何切)"),
    "pr.family.other": ("其他", "other"),
    "pr.note.corrupt": ("进度文件 {path} 无法读取（{why}），已另存为 {backup}，重新开始记录。",
                        "The progress file {path} could not be read ({why}); it was kept as {backup} and a fresh "
                        "record starts."),
    "pr.note.empty": ("进度文件 {path} 是空的，重新开始记录。", "The progress file {path} was empty; a fresh record starts."),
    "pr.note.newer": ("进度文件 {path} 是更新版本的格式（{got}，本程序读 {want}），已另存为 {backup}，重新开始记录。",
                      "The progress file {path} has a newer format ({got}; this version reads {want}); it was kept as "
                      "{backup} and a fresh record starts."),
    "pr.note.unwritable": ("进度无法保存到 {path}（{why}），本次只记在内存里。",
                           "Progress could not be saved to {path} ({why}); it is kept in memory for this session only."),
    "pr.title": ("学习进度", "Progress"),
    "pr.off": ("（记录已关闭：MJLEARN_PROGRESS=off）", "(recording is off: MJLEARN_PROGRESS=off)"),
    "pr.empty": ("还没有记录。做一道练习（ex.check(…)）就会开始记录。",
                 "Nothing recorded yet. Check an exercise (ex.check(…)) to start."),
    "pr.row": ("{family}：掌握 {pct}%（{seen}/{n} 条规则练过，{right}/{attempts} 次答对）",
               "{family}: mastery {pct}% ({seen}/{n} rules tried, {right}/{attempts} answers right)"),
    "pr.legend": ("掌握度 · 练过的规则/全部规则 · 各规则答对次数/作答次数 · ⏰到期复习", "mastery · rules tried/known · "
                  "right/answers summed over the family's rules · ⏰ due for review"),
    "pr.due": ("到期复习：{n} 条规则", "due for review: {n} rules"),
    "pr.weakest": ("最弱：{ids}", "weakest: {ids}"),
    "pr.file": ("文件：{path}", "file: {path}"),
})


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
    """The progress file: ``$MJLEARN_HOME/progress.json``."""
    return home() / FILENAME


def family_of(rule_id: str) -> str:
    """The family of a rule id (``"MW-B05"`` → ``"basic"``, ``"JZ-M06"`` → ``"multiplier"``, ``"common.waits"`` →
    ``"shapes"``, ``"discard"`` topics → ``"discard"``); unknown → ``"other"``."""
    if rule_id.startswith("common"):
        return "shapes"
    if rule_id.startswith("discard"):
        return "discard"
    return FAMILIES.get(rule_id[:4], "other")


def is_rule_id(s: str) -> bool:
    """``"MW-B05"``, ``"HL-P07"``, ``"JZ-M10"``, ``"MW-N"``… (a spec id)."""
    return bool(_RULE_RE.match(str(s)))


def interval(box: int) -> int:
    """Sessions (or days) before box ``box`` is due again: 1, 2, 4, 8, 16."""
    return 2 ** (max(1, min(MAX_BOX, int(box))) - 1)


def _today() -> str:
    return _dt.date.today().isoformat()


def _days_between(a: str, b: str) -> int:
    try:
        return (_dt.date.fromisoformat(b) - _dt.date.fromisoformat(a)).days
    except (TypeError, ValueError):
        return 10 ** 6


def _fresh() -> dict[str, Any]:
    return {"format": FORMAT, "sessions": 0, "rulesets": {}}


def _note(text) -> None:
    """One clear line on stderr (shown in Jupyter as a plain message, not a traceback)."""
    _NOTES.append(str(text))
    try:
        sys.stderr.write(str(text) + "\n")
    except Exception:  # pragma: no cover - a closed stderr must not break recording
        pass


_NOTES: list[str] = []
_SESSION: dict[str, int] = {}  # file path → this process's session number


def notes() -> list[str]:
    """The notes printed by this process so far (unreadable files moved aside, unwritable folder)."""
    return list(_NOTES)


def _backup_name(p: Path, suffix: str) -> Path:
    i = 1
    while True:
        cand = p.with_name(f"{p.name}.{suffix}-{i}")
        if not cand.exists():
            return cand
        i += 1


def _valid_shape(d: Any) -> bool:
    return (isinstance(d, dict) and isinstance(d.get("rulesets", {}), dict)
            and all(isinstance(v, dict) for v in d.get("rulesets", {}).values()))


def load_file(p: Path | None = None) -> dict[str, Any]:
    """Read the progress file; a missing one gives a fresh record.  An empty, corrupt or newer-format file is
    moved aside (never deleted) and a fresh record returned, with one note.  Never raises for the file's
    content."""
    p = Path(p) if p is not None else path()
    try:
        raw = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        return _fresh()
    except (OSError, UnicodeDecodeError) as e:
        return _set_aside(p, "corrupt", why=type(e).__name__)
    if not raw.strip():
        _note(T("pr.note.empty", path=str(p)))
        try:
            p.unlink()
        except OSError:
            pass
        return _fresh()
    try:
        d = json.loads(raw)
    except ValueError as e:
        return _set_aside(p, "corrupt", why=f"JSON: {e.msg}, line {e.lineno}")  # type: ignore[attr-defined]
    if not _valid_shape(d):
        return _set_aside(p, "corrupt", why="not a progress record")
    fmt = d.get("format", 0)
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        return _set_aside(p, "corrupt", why=f"format {fmt!r}")
    if fmt > FORMAT:
        return _set_aside(p, "newer", got=fmt)
    d.setdefault("sessions", 0)
    d.setdefault("rulesets", {})
    d["format"] = FORMAT
    return d


def _set_aside(p: Path, what: str, **params) -> dict[str, Any]:
    backup = _backup_name(p, f"v{params['got']}" if what == "newer" else "bad")
    try:
        os.replace(p, backup)
    except OSError:
        backup = p  # could not move: leave the file as it is (writes will go to memory only)
    if what == "newer":
        _note(T("pr.note.newer", path=str(p), got=params["got"], want=FORMAT, backup=backup.name))
    else:
        _note(T("pr.note.corrupt", path=str(p), why=params.get("why", ""), backup=backup.name))
    return _fresh()


@contextmanager
def _locked(p: Path):
    """An advisory lock on ``progress.json.lock`` (POSIX ``fcntl``; elsewhere, e.g. in the browser, none)."""
    try:
        import fcntl
        flock = fcntl.flock
    except (ImportError, AttributeError):  # Windows; Pyodide's fcntl has no flock: single writer assumed
        yield
        return
    try:
        fh = open(p.with_name(p.name + ".lock"), "a+")  # noqa: SIM115 -- held across the yield, closed below
    except OSError:
        yield
        return
    try:
        try:
            flock(fh, fcntl.LOCK_EX)
        except OSError:
            pass
        yield
    finally:
        fh.close()


def _write_atomic(p: Path, data: Mapping[str, Any]) -> None:
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=str(p.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1, sort_keys=True)
            fh.flush()
            try:
                os.fsync(fh.fileno())
            except OSError:
                pass
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_MEMORY: dict[str, dict[str, Any]] = {}  # file path → record, when the folder cannot be written


def _update(fn) -> dict[str, Any]:
    """Read-modify-write the file under the lock: ``fn(data, session)`` changes ``data`` in place."""
    p = path()
    key = str(p)
    if key in _MEMORY:
        data = _MEMORY[key]
        fn(data, _SESSION.setdefault(key, data.get("sessions", 0) or 1))
        return data
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    with _locked(p):
        data = load_file(p)
        if key not in _SESSION:
            data["sessions"] = int(data.get("sessions", 0) or 0) + 1
            _SESSION[key] = data["sessions"]
        fn(data, _SESSION[key])
        try:
            _write_atomic(p, data)
        except OSError as e:
            _note(T("pr.note.unwritable", path=str(p), why=type(e).__name__))
            _MEMORY[key] = data
    return data


def _stats() -> dict[str, Any]:
    return {"attempts": 0, "right": 0, "first_try": None, "first_tries": 0, "first_right": 0, "hints": 0,
            "mastery": 0.0, "box": 1, "last_seen": None, "last_session": None}


def _apply(entry: dict[str, Any], correct: bool, credit: float, session: int, today: str, first: bool) -> None:
    entry["attempts"] += 1
    if correct:
        entry["right"] += 1
    if first:
        entry["first_tries"] += 1
        entry["first_right"] += int(bool(correct))
    if entry.get("first_try") is None:
        entry["first_try"] = bool(correct)
    entry["mastery"] = round(entry["mastery"] + MASTERY_WEIGHT * (credit - entry["mastery"]), 6)
    entry["box"] = min(MAX_BOX, int(entry.get("box", 1)) + 1) if correct else 1
    entry["last_seen"] = today
    entry["last_session"] = session


def _ruleset_name(ruleset: str) -> str:
    from ..rules import get_ruleset
    return get_ruleset(ruleset).name


def _clean_ids(rule_ids: Iterable[str] | str | None) -> list[str]:
    if rule_ids is None:
        return []
    if isinstance(rule_ids, str):
        rule_ids = rule_ids.replace(",", " ").split()
    out: list[str] = []
    for r in rule_ids:
        r = str(r).strip()
        if r and r not in out:
            out.append(r)
    return out


# ------------------------------------------------------------------------------------------------
# Recording API (used by Exercise.check/hint, ask(), practice() and the 何切 trainer)


def record(ruleset: str, item_id: str, rule_ids: Iterable[str] | str | None, correct: bool, *, kind: str = "",
           hints: int = 0) -> dict[str, Any] | None:
    """Record one answer.

    Parameters
    ----------
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"`` (or 马湾/惠来/锦州).
    item_id : str
        The exercise or drill id (``"mw-14"``, ``"drill-mawan-total-3"``, a 何切 puzzle id…).
    rule_ids : list of str
        The spec ids the item practises (``["MW-B05", "MW-B10"]``); topics such as ``"common.waits"`` or
        ``"discard.shanten"`` are allowed too.  Mastery and boxes are kept per rule id.
    correct : bool
        Whether the answer was right.
    kind : str
        The item's kind (``"total"``, ``"waits"``, ``"discard"``…), kept for ``next()``.
    hints : int
        Hints used for this answer that were not already recorded with :func:`record_hint`.

    Returns
    -------
    dict | None
        The item's updated entry (a copy), or ``None`` when recording is off.

    Raises
    ------
    MjError
        Unknown ruleset, or an empty ``item_id``.
    """
    name = _ruleset_name(ruleset)
    if not str(item_id or "").strip():
        raise MjError("progress.record needs an item id", "item_id", "an exercise, drill or puzzle id")
    if not enabled():
        return None
    ids = _clean_ids(rule_ids)
    today = _today()
    out: dict[str, Any] = {}

    def fn(data, session):
        rs = data["rulesets"].setdefault(name, {})
        items, rules = rs.setdefault("items", {}), rs.setdefault("rules", {})
        it = items.setdefault(item_id, {**_stats(), "kind": kind, "rules": ids, "pending_hints": 0})
        it["kind"] = kind or it.get("kind", "")
        it["rules"] = ids or it.get("rules", [])
        it["hints"] = it.get("hints", 0) + int(hints)
        used = int(it.get("pending_hints", 0)) + int(hints)
        credit = (1.0 if used == 0 else HINTED_CREDIT) if correct else 0.0
        first = it["attempts"] == 0
        _apply(it, bool(correct), credit, session, today, first)
        it["pending_hints"] = 0
        for r in it["rules"]:
            e = rules.setdefault(r, _stats())
            e["hints"] = e.get("hints", 0) + int(hints)
            _apply(e, bool(correct), credit, session, today, first)
        out.update(json.loads(json.dumps(it)))

    _update(fn)
    return out


def record_hint(ruleset: str, item_id: str, rule_ids: Iterable[str] | str | None, level: int = 1, *,
                kind: str = "") -> None:
    """Record that a hint (``level`` 1, 2, 3…) was shown for ``item_id``: the item's and its rules' hint counts
    go up, and the next right answer on that item earns :data:`HINTED_CREDIT` instead of 1.  Does nothing when
    recording is off.  Raises :class:`MjError` for an unknown ruleset."""
    name = _ruleset_name(ruleset)
    if not enabled():
        return
    ids = _clean_ids(rule_ids)

    def fn(data, session):
        rs = data["rulesets"].setdefault(name, {})
        items, rules = rs.setdefault("items", {}), rs.setdefault("rules", {})
        it = items.setdefault(item_id, {**_stats(), "kind": kind, "rules": ids, "pending_hints": 0})
        it["hints"] = it.get("hints", 0) + 1
        it["pending_hints"] = it.get("pending_hints", 0) + 1
        it["max_hint"] = max(int(it.get("max_hint", 0)), int(level))
        it["last_seen"] = _today()
        it["last_session"] = session
        for r in it.get("rules") or ids:
            e = rules.setdefault(r, _stats())
            e["hints"] = e.get("hints", 0) + 1

    _update(fn)


def reset(ruleset: str | None = None) -> None:
    """Forget the record of one ruleset (others kept), or of all rulesets when ``ruleset`` is ``None``."""
    name = None if ruleset is None else _ruleset_name(ruleset)

    def fn(data, session):
        if name is None:
            data["rulesets"] = {}
        else:
            data["rulesets"].pop(name, None)

    _update(fn)


# ------------------------------------------------------------------------------------------------
# Reading: the Progress object


def _due(entry: Mapping[str, Any], session: int, today: str) -> bool:
    if entry.get("last_session") is None:
        return False
    gap = interval(entry.get("box", 1))
    return (session - int(entry["last_session"]) >= gap) or (_days_between(entry.get("last_seen"), today) >= gap)


class Progress:
    """A snapshot of the progress file (read when made).

    ``data`` is the raw record; :meth:`rows` plain dict rows (no pandas); :meth:`frame` a DataFrame;
    ``_repr_html_`` the mastery picture; :meth:`next` what to practise; :meth:`reset` forgets.
    """

    def __init__(self, data: Mapping[str, Any] | None = None, ruleset: str | None = None):
        self.ruleset = None if ruleset is None else _ruleset_name(ruleset)
        self.data = dict(data) if data is not None else load_file()
        self.path = path()
        key = str(self.path)
        # the session number the next answer will belong to (this process's, or the next one)
        self.session = _SESSION.get(key, int(self.data.get("sessions", 0) or 0) + 1)
        self.today = _today()

    def _rulesets(self) -> list[str]:
        have = list(self.data.get("rulesets", {}))
        names = [self.ruleset] if self.ruleset else [r for r in RULESETS if r in have] + \
            sorted(r for r in have if r not in RULESETS)
        return names

    def rulesets(self) -> list[str]:
        """Rulesets with a record (or the one asked for)."""
        return self._rulesets()

    def items(self, ruleset: str) -> dict[str, dict[str, Any]]:
        return dict(self.data.get("rulesets", {}).get(_ruleset_name(ruleset), {}).get("items", {}))

    def rows(self) -> list[dict[str, Any]]:
        """One dict per rule id: ruleset, rule, family, attempts, right, first_tries, first_right, hints,
        mastery (0–1), box (1–5), due (bool), last_seen (ISO date or None)."""
        out = []
        for name in self._rulesets():
            rules = self.data.get("rulesets", {}).get(name, {}).get("rules", {})
            for rid in sorted(rules):
                e = rules[rid]
                out.append({"ruleset": name, "rule": rid, "family": family_of(rid), "attempts": e.get("attempts", 0),
                            "right": e.get("right", 0), "first_tries": e.get("first_tries", 0),
                            "first_right": e.get("first_right", 0), "hints": e.get("hints", 0),
                            "mastery": float(e.get("mastery", 0.0)), "box": int(e.get("box", 1)),
                            "due": _due(e, self.session, self.today), "last_seen": e.get("last_seen")})
        return out

    def frame(self):
        """pandas DataFrame of :meth:`rows` (columns ruleset, rule, family, attempts, right, first_tries,
        first_right, hints, mastery, box, due, last_seen).  Imports pandas (only here)."""
        import pandas as pd
        cols = ["ruleset", "rule", "family", "attempts", "right", "first_tries", "first_right", "hints", "mastery",
                "box", "due", "last_seen"]
        return pd.DataFrame(self.rows(), columns=cols)

    def rule(self, ruleset: str, rule_id: str) -> dict[str, Any] | None:
        return self.data.get("rulesets", {}).get(_ruleset_name(ruleset), {}).get("rules", {}).get(rule_id)

    def item(self, ruleset: str, item_id: str) -> dict[str, Any] | None:
        return self.items(ruleset).get(item_id)

    def due_items(self, ruleset: str) -> list[str]:
        """Item ids due again (Leitner), lowest box first."""
        its = self.items(ruleset)
        due = [(int(e.get("box", 1)), i) for i, e in its.items() if _due(e, self.session, self.today)]
        return [i for _, i in sorted(due)]

    def weakest(self, ruleset: str, n: int = 3) -> list[str]:
        """Rule ids with the lowest mastery (tried at least once), weakest first."""
        rules = self.data.get("rulesets", {}).get(_ruleset_name(ruleset), {}).get("rules", {})
        order = sorted(rules, key=lambda r: (rules[r].get("mastery", 0.0), -rules[r].get("attempts", 0), r))
        return order[:n]

    def next(self, ruleset: str | None = None):
        """What to practise next in ``ruleset`` (default: the one asked for, else the first with a record, else
        Mawan): a due stored exercise that practises the weakest rule; else any due exercise; else an exercise
        never tried; else an aimed drill (:func:`~mjlearn.exercises.drill.drill` with ``rule=``) for the weakest
        rule.  Returns an :class:`~mjlearn.exercises.exercise.Exercise`."""
        from .bank import load
        from .drill import aimed_drill_for
        name = _ruleset_name(ruleset or self.ruleset or (self._rulesets() or ["mawan"])[0])
        bank = load(name)
        its = self.items(name)
        weak = self.weakest(name, 5)
        due = [i for i in self.due_items(name) if i in bank.ids()]
        for w in weak:
            for i in due:
                if w in (its[i].get("rules") or []):
                    return bank[i]
        if due:
            return bank[due[0]]
        for ex in bank:
            if ex.id not in its:
                return ex
        seed = sum(int(e.get("attempts", 0)) for e in its.values())
        for w in weak:
            d = aimed_drill_for(name, w, seed)
            if d is not None:
                return d
        return bank[sorted(bank.ids(), key=lambda i: (its[i].get("box", 1), its[i].get("last_session") or 0))[0]]

    def reset(self, ruleset: str | None = None) -> Progress:
        """Forget one ruleset's record (or all); returns a fresh snapshot."""
        reset(ruleset if ruleset is not None else self.ruleset)
        return Progress(ruleset=self.ruleset)

    # --- the picture ---
    def summary(self) -> list[dict[str, Any]]:
        """Per ruleset and family: rules known (catalogue), rules tried, attempts, right, mastery (mean over
        the family's known rules, untried = 0).  Plain rows (no pandas)."""
        from .catalogue import rule_ids as known_rules
        rows = self.rows()
        out = []
        for name in self._rulesets():
            mine = [r for r in rows if r["ruleset"] == name]
            known: dict = {}
            for rid in known_rules(name):
                known.setdefault(family_of(rid), set()).add(rid)
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

    def __str__(self) -> str:
        lines = [str(T("pr.title"))]
        if not enabled():
            lines.append(str(T("pr.off")))
        summ = [s for s in self.summary() if s["tried"]]
        if not summ:
            lines.append(str(T("pr.empty")))
        for s in summ:
            lines.append(f"  {s['ruleset']}: " + str(T("pr.row", family=T(f"pr.family.{s['family']}"),
                                                      pct=round(100 * s["mastery"]), seen=s["tried"], n=s["rules"],
                                                      right=s["right"], attempts=s["attempts"])))
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        return mastery_html(self.summary(), self.rows(), off=not enabled())


def mastery_html(summary: Sequence[Mapping[str, Any]], rows: Sequence[Mapping[str, Any]] = (), off: bool = False) -> str:
    """The mastery picture: per ruleset a block, per family a bar (SVG, width = mastery) with the counts; the
    weakest rules named.  ``summary`` as :meth:`Progress.summary`; plain HTML, no plotting library."""
    from ..rules import get_ruleset
    parts = [f"<div class='mj-progress' style='font-family:sans-serif;font-size:13px;max-width:640px'>"
             f"<div style='font-weight:bold;margin-bottom:4px'>{html.escape(str(T('pr.title')))}</div>"]
    if off:
        parts.append(f"<div style='color:#a00'>{html.escape(str(T('pr.off')))}</div>")
    shown = [s for s in summary if s["tried"]]
    if not shown:
        parts.append(f"<div style='color:#555'>{html.escape(str(T('pr.empty')))}</div></div>")
        return "".join(parts)
    for name in dict.fromkeys(s["ruleset"] for s in shown):
        try:
            title = str(get_ruleset(name).title)
        except MjError:
            title = name
        parts.append(f"<div style='margin:6px 0 2px 0;font-weight:bold'>{html.escape(title)}</div>"
                     "<table style='border-collapse:collapse;font-size:13px'>")
        for s in [s for s in summary if s["ruleset"] == name]:
            pct = max(0.0, min(1.0, float(s["mastery"])))
            colour = "#c62828" if pct < 0.34 else ("#f9a825" if pct < 0.67 else "#2e7d32")
            bar = (f"<svg width='160' height='12' role='img' aria-label='{round(100 * pct)}%'>"
                   f"<rect x='0' y='0' width='160' height='12' rx='3' fill='#e6e6e6'/>"
                   f"<rect x='0' y='0' width='{160 * pct:.1f}' height='12' rx='3' fill='{colour}'/></svg>")
            fam = html.escape(str(T(f"pr.family.{s['family']}")))
            cnt = (f"{round(100 * pct)}% · {s['tried']}/{s['rules']} · {s['right']}/{s['attempts']}"
                   + (f" · ⏰{s['due']}" if s.get("due") else ""))
            style = "" if s["tried"] else " style='color:#888'"
            parts.append(f"<tr{style}><td style='padding:1px 8px 1px 0'>{fam}</td><td>{bar}</td>"
                         f"<td style='padding-left:6px;font-size:12px'>{cnt}</td></tr>")
        parts.append("</table>")
        parts.append(f"<div style='font-size:11px;color:#666'>{html.escape(str(T('pr.legend')))}</div>")
        mine = sorted((r for r in rows if r["ruleset"] == name), key=lambda r: (r["mastery"], r["rule"]))[:3]
        if mine:
            parts.append(f"<div style='font-size:12px;color:#444'>"
                         f"{html.escape(str(T('pr.weakest', ids=', '.join(r['rule'] for r in mine))))}</div>")
    parts.append("</div>")
    return "".join(parts)


def progress(ruleset: str | None = None) -> Progress:
    """The learner's progress (a fresh read of ``$MJLEARN_HOME/progress.json``), optionally for one ruleset.

    Returns a :class:`Progress`: ``.frame()`` (pandas, one row per rule id), ``.rows()`` (plain dicts), a
    mastery picture in Jupyter, ``.next()``, ``.reset()``.  Raises :class:`MjError` for an unknown ruleset."""
    return Progress(ruleset=ruleset)


class _CallableModule(types.ModuleType):
    """Lets ``mjlearn.exercises.progress()`` work while ``mjlearn.exercises.progress.record(...)`` stays the
    module's function (the issue asks for both spellings)."""

    def __call__(self, ruleset: str | None = None) -> Progress:
        return progress(ruleset)


sys.modules[__name__].__class__ = _CallableModule

__all__ = ["record", "record_hint", "reset", "progress", "Progress", "load_file", "path", "home", "enabled",
           "family_of", "interval", "notes", "mastery_html", "FORMAT", "MAX_BOX"]
