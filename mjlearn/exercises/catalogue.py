"""The rule ids of each ruleset, their families and one-line rules (spec ``mawan.md``, ``huilai.md``,
``jinzhou.md``; data in ``mjlearn/data/exercises/rules.json``).

Used by hints (level 2 names the rule id and its rule in one line), by feedback (a missing or extra item
with why it does or does not score), by progress (families for the mastery picture) and by aimed drills.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..i18n import Text, plain

DATA = Path(__file__).resolve().parent.parent / "data" / "exercises" / "rules.json"


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    try:
        return json.loads(DATA.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"rules": {}}


@lru_cache(maxsize=8)
def rule_ids(ruleset: str) -> tuple[str, ...]:
    """Every item rule id of ``ruleset`` the library names (glossary + one-line rules), sorted."""
    from ..rules import get_ruleset
    from .glossary import glossary_for
    from .progress import is_rule_id
    rs = get_ruleset(ruleset)
    ids = {c for c in glossary_for(rs.name).names if is_rule_id(c)}
    ids |= {c for c in rule_codes() if c.startswith(rs.id_prefix + "-")}
    return tuple(sorted(ids))


def rule_codes() -> tuple[str, ...]:
    """Every rule id that has a one-line rule in the catalogue (all rulesets), sorted."""
    return tuple(sorted(_data().get("rules", {})))


def rule_line(rule_id: str) -> Text | None:
    """The rule in one line (Chinese and English) for ``rule_id``, or ``None`` when the catalogue has none."""
    e = _data().get("rules", {}).get(rule_id)
    if e is None and "." in rule_id:  # sub-ids such as MW-X06.1 (楞子七对) fall back to their parent
        e = _data().get("rules", {}).get(rule_id.split(".")[0])
    if e is None:
        return None
    return plain(e["zh"], e["en"])


def rule_look(rule_id: str) -> Text | None:
    """Where to look for ``rule_id`` (level-1 hint material), or ``None``."""
    e = _data().get("rules", {}).get(rule_id.split(".")[0])
    if not e or "look" not in e:
        return None
    return plain(e["look"]["zh"], e["look"]["en"])


__all__ = ["rule_codes", "rule_ids", "rule_line", "rule_look"]
