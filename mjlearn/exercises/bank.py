"""The exercise banks: ``mjlearn/data/exercises/<ruleset>.json`` read into :class:`Bank` lists of
:class:`~mjlearn.exercises.exercise.Exercise` (spec ``product.md`` § Exercises)."""
from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, overload

from ..errors import MjError
from ..i18n import T, register
from ..rules import get_ruleset
from .errtext import rs_title
from .exercise import Exercise
from .glossary import Glossary, glossary_for

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "exercises"

register({
    "err.bank.no_id": ("{rs}的题库里没有练习“{name}”", "no exercise '{name}' in the {rs} bank"),
    "err.bank.index": ("题库用练习编号或位置来取，不能用 {type}", "a bank is indexed by an exercise id or a position, not {type}"),
    "err.bank.position": ("没有第 {name} 个练习", "no exercise at position {name}"),
    "err.bank.position.ok": ("0 到 {m}", "0 to {m}"),
    "err.bank.id_type": ("练习编号是文字，不是 {type}", "an exercise id is text, not {type}"),
})


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
            from ..terms import ruleset_names
            raise MjError(T("err.bank.no_id", name=key, rs=ruleset_names().get(self.ruleset, self.ruleset)), key,
                          ", ".join(e.id for e in self))
        if isinstance(key, bool) or not isinstance(key, (int, slice)):
            raise MjError(T("err.bank.index", type=type(key).__name__), "key", ", ".join(e.id for e in self))
        try:
            return super().__getitem__(key)
        except IndexError:
            raise MjError(T("err.bank.position", name=str(key)), str(key), T("err.bank.position.ok", m=len(self) - 1)) from None

    def ids(self) -> list[str]:
        return [e.id for e in self]


def data_path(ruleset: str) -> Path:
    return DATA_DIR / f"{ruleset}.json"


def read_data(ruleset: str) -> dict[str, Any]:
    """The raw data file of a ruleset's bank."""
    name = get_ruleset(ruleset).name
    p = data_path(name)
    if not p.exists():
        raise MjError(T("err.bank.none", rs=rs_title(name)), str(p.name), ", ".join(x.stem for x in DATA_DIR.glob("*.json")))
    return json.loads(p.read_text(encoding="utf-8"))


def exercise_from_data(d: Mapping[str, Any], ruleset: str, glossary: Glossary) -> Exercise:
    """Build one :class:`Exercise` from its data entry, registering its question and hint texts."""
    if d.get("ruleset", ruleset) != ruleset:
        raise MjError(T("err.bank.mismatch", id=d["id"], rs2=rs_title(d["ruleset"]), rs=rs_title(ruleset)), d["id"], ruleset)
    q, hnt = d["question"], d["hint"]
    register({f"exercise.{d['id']}.question": (q["zh"], q["en"]), f"exercise.{d['id']}.hint": (hnt["zh"], hnt["en"])})
    return Exercise(id=d["id"], ruleset=ruleset, kind=d["kind"], hand=d["hand"],
                    question=T(f"exercise.{d['id']}.question"), hint_text=T(f"exercise.{d['id']}.hint"),
                    expected=d.get("expected"), context=dict(d.get("context") or {}),
                    options=dict(d.get("options") or {}), practises=list(d.get("practises") or []),
                    glossary=glossary, hand_check=d.get("hand_check"))


@overload
def load(ruleset: str, exercise_id: None = None) -> Bank: ...
@overload
def load(ruleset: str, exercise_id: str) -> Exercise: ...
def load(ruleset: str, exercise_id: str | None = None) -> Bank | Exercise:
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
    ready: list = []
    pending: list = []
    for d in data["exercises"]:
        ex = exercise_from_data(d, name, gl)
        (ready if ex.expected is not None else pending).append(ex)
    bank = Bank(name, ready, pending)
    if exercise_id is not None and not isinstance(exercise_id, str):
        raise MjError(T("err.bank.id_type", type=type(exercise_id).__name__), "exercise_id", ", ".join(bank.ids()))
    if exercise_id is not None:
        return bank[exercise_id]
    return bank


__all__ = ["Bank", "load", "read_data", "data_path", "exercise_from_data", "DATA_DIR"]
