"""The format-1 progress record (one ``progress.json`` holding the whole state, before the event log of
:mod:`mjlearn.exercises.store`): read as the events it stands for, so the first write folds it into the first
snapshot; anything unreadable is set aside with a note."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from .store import LEGACY, _backup_name, _make_safe, _open, _set_aside, _t, _unsafe, note


def read_legacy(home: Path) -> list[dict[str, Any]] | None:
    """The events of a format-1 ``progress.json`` (``None`` when there is none); unreadable → set aside."""
    p = home / LEGACY
    if not os.path.lexists(p):
        return None
    if _unsafe(p):
        _make_safe(p)
        return None
    try:
        fd = _open(p, os.O_RDONLY)
        with os.fdopen(fd, "rb") as fh:
            raw = fh.read()
        d = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as e:  # RecursionError: nested too deep
        _set_aside(p, why=type(e).__name__)
        return None
    fmt = d.get("format") if isinstance(d, dict) else None
    if fmt != 1 and not (isinstance(d, dict) and fmt is None and "rulesets" in d):
        _set_aside(p, why=f"format {str(fmt)[:20]}" if isinstance(d, dict) else "not a progress record")
        return None
    return from_format1(d, p)


def from_format1(d: dict, p: Path) -> list[dict[str, Any]]:
    """Events equivalent to a format-1 record (per item: its answers, first try kept); unreadable parts are
    noted and skipped."""
    out: list[dict[str, Any]] = []
    rulesets = d.get("rulesets")
    if not isinstance(rulesets, dict):
        # the file is kept as it is converted (progress.json.v1-N, the next write), not left in place
        note(_t("pr.note.corrupt", path=str(p), why="rulesets", backup=_backup_name(p, "v1").name))
        return out
    for rs, rec in rulesets.items():
        items = rec.get("items") if isinstance(rec, dict) else None
        if not isinstance(items, dict):
            continue
        for item, e in items.items():
            if not isinstance(e, dict):
                continue
            rules = [r for r in (e.get("rules") or []) if isinstance(r, str)] if isinstance(e.get("rules"), list) else []
            day = e.get("last_seen") if isinstance(e.get("last_seen"), str) else "2000-01-01"
            try:
                attempts, right = int(e.get("attempts", 0)), int(e.get("right", 0))
            except (TypeError, ValueError):
                continue
            for k in range(max(0, min(attempts, 1000))):
                out.append({"t": "answer", "rs": str(rs), "item": str(item), "rules": rules, "ok": k < right,
                            "blame": [] if k < right else rules, "kind": str(e.get("kind", "")), "day": day})
    return out


__all__ = ["read_legacy", "from_format1"]
