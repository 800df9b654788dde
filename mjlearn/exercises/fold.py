"""Folding the progress log into a state: Leitner boxes and due days per item, mastery per rule, the days
(spec ``product.md`` § Exercises; the rules of the schedule are described in :mod:`mjlearn.exercises.progress`).

Pure (no clock, no files): :func:`fold` of the same events gives the same state.  :class:`Folded` is a fold
that can be extended by more events without being changed (copy on write), so that one more event costs one
event — a check, then ``session()``, on a 10,000-item history does not replay the history.
"""
from __future__ import annotations

import datetime as _dt
import functools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

FORMAT = 2  # the state's format (the store's files have their own, :data:`mjlearn.exercises.store.FORMAT`)
MAX_BOX = 5
INTERVALS = (1, 1, 3, 7, 15, 30)  # days until due again, by box 0-5
MASTERY_WEIGHT = 0.25
HINTED_CREDIT = 0.75
LEECH_MISSES = 8
LEECH_MASTERY = 0.6
LEECH_PER_SESSION = 3


@functools.lru_cache(maxsize=4096)
def add_days(day: str, n: int) -> str:
    """``day`` (ISO) plus ``n`` days, as ISO text."""
    return (_dt.date.fromisoformat(day) + _dt.timedelta(days=n)).isoformat()


def interval(box: int) -> int:
    """Days before an item in box ``box`` (0–5) is due again: 1, 1, 3, 7, 15, 30."""
    return INTERVALS[max(0, min(MAX_BOX, int(box)))]


def _item_stats() -> dict[str, Any]:
    return {"attempts": 0, "right": 0, "first_try": None, "hints": 0, "max_hint": 0, "box": 0, "due": None,
            "last_seen": None, "lapses": 0, "kind": "", "rules": [], "make": None, "days": 0}


def _rule_stats() -> dict[str, Any]:
    return {"attempts": 0, "right": 0, "misses": 0, "first_tries": 0, "first_right": 0, "hints": 0,
            "mastery": 0.0, "box": 0, "due": None, "last_seen": None, "lapses": 0}


def _lapse(box: int) -> int:
    return max(0, box - (2 if box >= 3 else 1))


class Folded:
    """The fold of a prefix of the log: the state (see :func:`fold`) plus what the next event needs to know
    (per item: the day its schedule last moved; help seen since its last answer).  :meth:`extend` folds more
    events into a *new* Folded without touching this one (copy on write: only the entries the new events
    touch are copied), so a snapshot handed out earlier never changes and one more event costs one event,
    not a replay of the whole history."""

    __slots__ = ("rulesets", "moved", "aided", "count")

    def __init__(self) -> None:
        self.rulesets: dict[str, Any] = {}
        self.moved: dict[tuple, str] = {}  # (ruleset, item) → the day its schedule last moved
        self.aided: dict[tuple, str] = {}  # (ruleset, item) → "full"/"hint" help seen since its last answer
        self.count = 0  # events folded

    def state(self) -> dict[str, Any]:
        return {"format": FORMAT, "rulesets": self.rulesets}

    def extend(self, events: Sequence[Mapping[str, Any]]) -> Folded:
        new = Folded()
        new.rulesets, new.moved, new.aided = dict(self.rulesets), dict(self.moved), dict(self.aided)
        new.count = self.count + len(events)
        _fold_into(new, events)
        return new


def _fold_into(f: Folded, events: Iterable[Mapping[str, Any]]) -> None:
    """Fold ``events`` into ``f`` in place; entries that ``f`` shares with an earlier fold are copied before
    they change (``f``'s top-level dicts are its own)."""
    rulesets, seen_today, aided_on = f.rulesets, f.moved, f.aided
    own_rs: dict[str, dict[str, Any]] = {}  # ruleset → its record, copied (one level) for this fold
    own: set[int] = set()  # ids of the entries this fold made or copied

    def mine(d: dict[str, Any], k: str, make) -> Any:
        v = d.get(k)
        if v is None:
            v = d[k] = make()
            own.add(id(v))
        elif id(v) not in own:
            v = d[k] = dict(v) if isinstance(v, dict) else list(v)
            own.add(id(v))
        return v

    for e in events:
        t = e.get("t")
        if t == "reset":
            if e.get("rs") is None:
                rulesets.clear()
                own_rs.clear()
            else:
                rulesets.pop(e["rs"], None)
                own_rs.pop(e["rs"], None)
            continue
        rs = own_rs.get(e["rs"])
        if rs is None:
            old = rulesets.get(e["rs"]) or {}
            rs = {k: dict(old.get(k) or {}) for k in ("items", "rules", "days", "help")}
            rulesets[e["rs"]] = own_rs[e["rs"]] = rs
        day = e["day"]
        if t == "help":
            mine(rs["help"], e["rule"], list).append(day)
            continue
        key = (e["rs"], e["item"])
        it = mine(rs["items"], e["item"], _item_stats)
        if e.get("rules"):
            it["rules"] = list(e["rules"])
        if e.get("kind"):
            it["kind"] = e["kind"]
        if t == "hint":
            it["hints"] += 1
            lv = e.get("level", 1) if isinstance(e.get("level"), int) else 1
            it["max_hint"] = max(it["max_hint"], lv)
            if aided_on.get(key) != "full":
                aided_on[key] = "full" if lv >= 3 else "hint"
            for r in it["rules"]:
                mine(rs["rules"], r, _rule_stats)["hints"] += 1
            continue
        if t == "solution":
            aided_on[key] = "full"
            continue
        # an answer
        ok = bool(e.get("ok"))
        aided = e.get("aided") or aided_on.get(key, "")
        if aided not in ("", "hint", "full"):
            aided = ""
        if isinstance(e.get("make"), dict):
            it["make"] = e["make"]
        first_ever = it["attempts"] == 0
        it["attempts"] += 1
        it["right"] += int(ok)
        if it["first_try"] is None:
            it["first_try"] = ok
        moves = seen_today.get(key) != day  # only the first answer of a day moves the schedule
        if moves:
            seen_today[key] = day
            it["days"] += 1
            d = mine(rs["days"], day, lambda: {"items": 0, "right": 0})
            d["items"] += 1
            d["right"] += int(ok)
            if ok and aided != "full":
                it["box"] = min(MAX_BOX, it["box"] + 1)
            elif not ok:
                it["box"] = _lapse(it["box"])
                it["lapses"] += 1
            it["due"] = add_days(day, interval(it["box"]) if ok and aided != "full" else 1)
        it["last_seen"] = day
        aided_on.pop(key, None)
        credit = 1.0 if aided == "" else HINTED_CREDIT
        touched = it["rules"] if ok else [r for r in (e.get("blame") or []) if isinstance(r, str)]
        for r in touched:
            re_ = mine(rs["rules"], r, _rule_stats)
            re_["attempts"] += 1
            re_["last_seen"] = day
            if first_ever:
                re_["first_tries"] += 1
                re_["first_right"] += int(ok)
            if ok:
                re_["right"] += 1
                if aided != "full":
                    re_["mastery"] = round(re_["mastery"] + MASTERY_WEIGHT * (credit - re_["mastery"]), 6)
                    if moves:
                        re_["box"] = min(MAX_BOX, re_["box"] + 1)
            else:
                re_["misses"] += 1
                re_["mastery"] = round(re_["mastery"] * (1 - MASTERY_WEIGHT), 6)
                if moves:
                    re_["box"] = _lapse(re_["box"])
                    re_["lapses"] += 1
            re_["due"] = add_days(day, interval(re_["box"]))


def fold(events: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The state of the record: ``{"format": 2, "rulesets": {name: {"items": {...}, "rules": {...}, "days":
    {day: {"items": n, "right": n}}, "help": {rule: [days]}}}}``.  Pure: the same events give the same
    state (no clock, no process counter)."""
    return Folded().extend(list(events)).state()


def is_leech(entry: Mapping[str, Any]) -> bool:
    """A rule blamed :data:`LEECH_MISSES` times or more whose mastery is below :data:`LEECH_MASTERY`."""
    return int(entry.get("misses", 0)) >= LEECH_MISSES and float(entry.get("mastery", 0.0)) < LEECH_MASTERY


def streak(days: Mapping[str, Mapping[str, int]], day: str, goal: int) -> int:
    """Consecutive days on which ``goal`` items were answered, ending today (or yesterday while today's
    goal is open)."""
    n = 0
    d = day if days.get(day, {}).get("items", 0) >= goal else add_days(day, -1)
    while days.get(d, {}).get("items", 0) >= goal:
        n += 1
        d = add_days(d, -1)
    return n


__all__ = ["fold", "Folded", "dump_state", "load_state", "state_parts", "state_bytes", "StateReader", "add_days", "interval", "is_leech", "streak", "MAX_BOX", "INTERVALS", "MASTERY_WEIGHT",
           "HINTED_CREDIT", "LEECH_MISSES", "LEECH_MASTERY", "LEECH_PER_SESSION"]


# ------------------------------------------------------------------------------------------------
# The fold as a file (the store keeps one next to each snapshot, so a new kernel does not replay the history)

STATE_VERSION = 2  # 1: the same content as JSON (still read, so an older state file is not replayed)


STATE_CHUNK = 512  # items per part of the state file (a part reads in about a millisecond)


def state_parts(f: Folded) -> Iterator[bytes]:
    """The parts of ``f``'s state file, one at a time (see :func:`dump_state`); ``f`` never changes after it is
    made (:class:`Folded`), so the parts can be taken over several calls."""
    import marshal
    from itertools import islice
    heads = {rs: dict(d, items={}) for rs, d in f.rulesets.items()}
    yield marshal.dumps({"v": STATE_VERSION, "count": f.count, "rulesets": heads}, 4)
    for name, rs, d in [("items", rs, d.get("items", {})) for rs, d in f.rulesets.items()] + \
            [("moved", "", f.moved), ("aided", "", f.aided)]:
        pairs = iter(d.items())
        while chunk := list(islice(pairs, STATE_CHUNK if name == "items" else 4 * STATE_CHUNK)):
            yield marshal.dumps((name, rs, chunk), 4)


def state_bytes(parts: list[bytes]) -> bytes:
    """The state file's content from all of :func:`state_parts`."""
    import marshal
    return bytes([STATE_VERSION]) + marshal.dumps(parts, 4)


def dump_state(f: Folded) -> bytes:
    """``f`` as bytes: its state and what the next event needs to know; :func:`load_state` (or, a part at a
    time, :class:`StateReader`) reads it back.

    :mod:`marshal`: a version byte, then a list of parts (:func:`state_parts`: the rulesets' records without
    their items, then :data:`STATE_CHUNK` items at a time, then the day each item's schedule last moved and the
    help seen since its last answer), each marshalled on its own so that the store can write or read a few
    parts per ``check``.  Three to five times faster to write than JSON and about twice as fast to read.  It is a cache of the learner's own
    record, written by this package next to its snapshot with a SHA-1 of these bytes (checked before they are
    read) and the Python version that wrote it; anything else is ignored and the events are replayed."""
    return state_bytes(list(state_parts(f)))


class StateReader:
    """Reads what :func:`dump_state` wrote a few parts at a time (:meth:`step`), so that no single call reads a
    10,000-item state at once; :meth:`fold` is the :class:`Folded` once every part is read.  ``ok`` turns
    ``False`` (and stays so) on anything that is not such a state."""

    def __init__(self, raw: bytes) -> None:
        import marshal
        self.ok, self.next, self.parts, self.f = False, 1, [], Folded()
        try:
            if raw[:1] != bytes([STATE_VERSION]):
                return
            parts = marshal.loads(raw[1:])
            head = marshal.loads(parts[0]) if isinstance(parts, list) and parts else None
            if not isinstance(head, dict) or head.get("v") != STATE_VERSION or not isinstance(head.get("rulesets"), dict) \
                    or not all(isinstance(d, dict) and isinstance(d.get("items"), dict) for d in head["rulesets"].values()):
                return
            self.f.rulesets, self.f.count, self.parts, self.ok = head["rulesets"], int(head["count"]), parts, True
        except (ValueError, TypeError, KeyError, EOFError):
            self.ok = False

    @property
    def done(self) -> bool:
        return self.ok and self.next >= len(self.parts)

    def step(self, n: int = 1) -> bool:
        """Read up to ``n`` more parts; whether every part is now read (``False`` for a bad state)."""
        import marshal
        try:
            while self.ok and n > 0 and self.next < len(self.parts):
                name, rs, pairs = marshal.loads(self.parts[self.next])
                into = self.f.rulesets[rs]["items"] if name == "items" else {"moved": self.f.moved, "aided": self.f.aided}[name]
                into.update(pairs)
                self.next += 1
                n -= 1
        except (ValueError, TypeError, KeyError, EOFError):
            self.ok = False
        return self.done

    def fold(self) -> Folded | None:
        return self.f if self.done else None


def load_state(raw: bytes) -> Folded | None:
    """The :class:`Folded` that :func:`dump_state` wrote (or a version-1 JSON state), or ``None`` for anything
    else (never raises)."""
    import json
    if raw[:1] == bytes([STATE_VERSION]):
        r = StateReader(raw)
        r.step(len(r.parts))
        return r.fold()
    try:
        d = json.loads(raw.decode("utf-8"))
        if not isinstance(d, dict) or d.get("v") != 1 or not isinstance(d.get("rulesets"), dict):
            return None
        f = Folded()
        f.rulesets, f.count = d["rulesets"], int(d["count"])
        for name, into in (("moved", f.moved), ("aided", f.aided)):
            for rs, items in d[name].items():
                for item, v in items.items():
                    into[(rs, item)] = v
        return f
    except (ValueError, TypeError, KeyError, AttributeError, UnicodeDecodeError, RecursionError):
        return None
