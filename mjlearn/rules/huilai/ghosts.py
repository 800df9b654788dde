"""Ghost tiles (鬼牌) of Huilai: HL-O04 ghost kinds and the ghost sequence HL-G.

* ``"white"`` 白板做鬼: 白 (5z) is the ghost kind; ``"red"`` 红中做鬼: 中 (7z);
* ``"flip"`` 翻鬼: the kind **after** the indicator tile; ``"double"`` 双鬼: the **two** kinds after it.
* Sequence HL-G: within a suit 1→2→…→9→1; honors 东→南→西→北→中→发→白→东 (the seed's order, which is
  **not** the 1z–7z numbering: 北 4z → 中 7z → 发 6z → 白 5z → 东 1z).

Source: spec ``huilai.md`` HL-O04, HL-G; seed 002 三·鬼牌.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...tiles import is_honor

#: honors in the seed's order 东 南 西 北 中 发 白 (kinds 27 28 29 30 33 32 31)
HONOR_ORDER = (27, 28, 29, 30, 33, 32, 31)


def next_kind(kind: int) -> int:
    """The kind after ``kind`` in the ghost sequence HL-G (2m → 3m, 9p → 1p, 北 → 中, 白 → 东)."""
    if is_honor(kind):
        i = HONOR_ORDER.index(kind)
        return HONOR_ORDER[(i + 1) % 7]
    base = kind - kind % 9
    return base + (kind % 9 + 1) % 9


def ghost_kinds_for(mode: Any, indicator: int | None) -> tuple[int, ...]:
    """Ghost kinds for ghost option ``mode`` (``"none" | "white" | "red" | "flip" | "double"``).

    ``indicator`` is the flipped tile's kind (required for ``flip`` / ``double``, checked by the options).
    Returns a sorted tuple of kinds (empty without ghosts).
    """
    if mode in (None, "none"):
        return ()
    if mode == "white":
        return (31,)
    if mode == "red":
        return (33,)
    if indicator is None:
        return ()
    first = next_kind(indicator)
    if mode == "flip":
        return (first,)
    return tuple(sorted({first, next_kind(first)}))


def ghosts_in_play(opts: Mapping[str, Any]) -> bool:
    return opts.get("ghosts") not in (None, "none")
