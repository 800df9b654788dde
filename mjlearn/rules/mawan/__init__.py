"""Mawan 马湾算胡 ruleset (spec ``mawan.md``, seed ``000_48bf61dab154aa4c.txt``)."""
from __future__ import annotations

from ...i18n import plain
from ..base import Ruleset, register_ruleset


class Mawan(Ruleset):
    name = "mawan"
    title = plain("马湾算胡", "Mawan")
    seed = "000_48bf61dab154aa4c.txt"
    tile_kinds = tuple(range(34))
    forms = ("standard", "seven_pairs")  # MW-A4
    meld_kinds = ("chi", "pon", "kan", "kakan", "ankan")  # MW-A1, MW-A2
    unit = "台"


MAWAN = register_ruleset(Mawan())
