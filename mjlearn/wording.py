"""How numbers, tiles and seats are written in learner text: one place for the helpers every layer used to
repeat.

* :func:`whole` — a whole ``float`` as an ``int`` (``210.0`` → ``210``), anything else unchanged: totals,
  shares and payments read ``210``, never ``210.0``;
* :func:`number_text` — a number as text: ``70.0`` → ``"70"``, ``2.5`` → ``"2.5"``;
* :func:`seat_text` — a seat letter as ``东`` / ``East``; :func:`seat_word` — as a seat in a sentence,
  ``西家`` / ``West`` (never the letter);
* tiles — :func:`~mjlearn.tiles.tile_name`, :func:`~mjlearn.tiles.tiles_name`, :func:`~mjlearn.tiles.group_name`,
  :func:`~mjlearn.tiles.tiles_text` and :func:`~mjlearn.tiles.groups_text` (the ruleset's words for tiles, with
  the notation in English) live with the tiles and are re-exported here.

Source: spec ``course.md`` § Terms/Words, ``common.md`` (seats E S W N).
"""
from __future__ import annotations

from typing import Any

from .context import SEAT_EN, SEAT_ZH
from .i18n import Text
from .tiles import group_name, groups_text, tile_name, tiles_name, tiles_text

__all__ = ["whole", "number_text", "seat_text", "seat_word", "tile_name", "tiles_name", "group_name", "tiles_text",
           "groups_text"]


def whole(x: Any) -> Any:
    """``x`` with a whole ``float`` made an ``int`` (``210.0`` → ``210``); an int, a fraction or anything
    else comes back unchanged."""
    return int(x) if isinstance(x, float) and x.is_integer() else x


def number_text(x: Any) -> str:
    """A number as text: ``70.0`` → ``"70"``, ``2.5`` → ``"2.5"`` (``format(x, "g")`` for a fraction), an int
    or anything else as ``str``."""
    x = whole(x)
    return f"{x:g}" if isinstance(x, float) else str(x)


def seat_text(s: str) -> Text:
    """A seat as ``东`` / ``East`` (``s`` one of ``"E" "S" "W" "N"``)."""
    return Text(SEAT_ZH[s], SEAT_EN[s])


def seat_word(s: str) -> Text:
    """A seat as learners read it in a sentence: ``西家`` / ``West`` (never the letter ``W``); anything that is
    not a seat letter is shown as it is."""
    return Text(SEAT_ZH[s] + "家", SEAT_EN[s]) if s in SEAT_ZH else Text(s, s)
