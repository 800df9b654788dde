"""Ruleset registry (kept in :mod:`.base`, re-exported here).  ``get_ruleset("mawan")`` imports and returns
the plug-in.

To add a ruleset: create ``mjlearn/rules/<name>/`` whose ``__init__`` calls
:func:`mjlearn.rules.base.register_ruleset`, and add one line to :data:`KNOWN`.
"""
from __future__ import annotations

from .base import (
    KNOWN,
    Item,
    Note,
    OptionSpec,
    Payment,
    ReadingScore,
    Ruleset,
    ScoreResult,
    Waits,
    get_ruleset,
    register_ruleset,
    ruleset_names,
    settle,
)

__all__ = ["get_ruleset", "ruleset_names", "register_ruleset", "Ruleset", "ScoreResult", "ReadingScore", "Item",
           "Note", "Payment", "OptionSpec", "Waits", "settle", "KNOWN"]
