"""Ruleset registry.  ``get_ruleset("mawan")`` imports and returns the plug-in.

To add a ruleset: create ``mjlearn/rules/<name>/`` whose ``__init__`` calls
:func:`mjlearn.rules.base.register_ruleset`, and add one line to :data:`KNOWN`.
"""
from __future__ import annotations

import importlib

from ..errors import MjError
from .base import (
    _REGISTRY,
    Item,
    Note,
    OptionSpec,
    Payment,
    ReadingScore,
    Ruleset,
    ScoreResult,
    Waits,
    register_ruleset,
    settle,
)

KNOWN: dict[str, str] = {
    "mawan": "mjlearn.rules.mawan",
    "huilai": "mjlearn.rules.huilai",
    "jinzhou": "mjlearn.rules.jinzhou",
}
_ALIASES = {"马湾": "mawan", "马湾算胡": "mawan", "惠来": "huilai", "锦州": "jinzhou"}


def ruleset_names() -> list[str]:
    """Names of every known ruleset, in display order."""
    return list(KNOWN)


def get_ruleset(name: str | Ruleset) -> Ruleset:
    """The ruleset registered as ``name`` (``"mawan"``, ``"huilai"``, ``"jinzhou"``, or 马湾/惠来/锦州).

    Raises
    ------
    MjError
        Unknown name (lists the known ones).
    """
    if isinstance(name, Ruleset):
        return name
    key = _ALIASES.get(str(name).strip(), str(name).strip().lower())
    if key not in _REGISTRY:
        if key not in KNOWN:
            raise MjError(f"unknown ruleset '{name}'", "ruleset", ", ".join(KNOWN))
        importlib.import_module(KNOWN[key])
    return _REGISTRY[key]


__all__ = ["get_ruleset", "ruleset_names", "register_ruleset", "Ruleset", "ScoreResult", "ReadingScore", "Item",
           "Note", "Payment", "OptionSpec", "Waits", "settle", "KNOWN"]
