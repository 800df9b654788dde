"""Instructive records shipped with the package: ``mjlearn/data/records/<name>.json``.

Each file holds a record (:meth:`mjlearn.table.Game.record`), the seat to watch, a title and one-line
explanations keyed by replay step (zh and en), made by ``scripts/build_table_records.py``.

    from mjlearn.table import records
    records.names()                      # ['follow_dealer', 'huilai_horses', 'jinzhou_not_legal', 'robbed_kong']
    r = records.load("robbed_kong")      # {"record", "seat", "title", "notes"}
    table.replay(r["record"])
"""
from __future__ import annotations

import json
from importlib import resources

from ..errors import MjError
from ..i18n import T, Text


def _dir():
    return resources.files("mjlearn") / "data" / "records"


def names() -> list[str]:
    """The shipped records' names, sorted."""
    return sorted(p.name[:-5] for p in _dir().iterdir() if p.name.endswith(".json"))


def load(name: str) -> dict:
    """A shipped record: ``record`` (replay it with :func:`mjlearn.table.replay`), ``seat`` (whose hand to
    follow), ``title`` (:class:`Text`), ``notes`` (replay step → :class:`Text`).  :class:`MjError` for an unknown
    name."""
    if not isinstance(name, str) or name not in names():
        raise MjError(T("tb.err.records_name", v=str(name)[:40]), "name", ", ".join(names()))
    data = json.loads((_dir() / f"{name}.json").read_text(encoding="utf-8"))
    return {"record": data["record"], "seat": data["seat"], "title": Text(data["title"]["zh"], data["title"]["en"]),
            "notes": {int(k): Text(v["zh"], v["en"]) for k, v in data["notes"].items()}}


__all__ = ["names", "load"]
