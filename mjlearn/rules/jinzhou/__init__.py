"""Jinzhou 锦州 ruleset (spec ``jinzhou.md``, seed ``004_dc3fe3488ad3c43e.txt``)."""
from __future__ import annotations

from ...i18n import plain
from ..base import Ruleset, register_ruleset


class Jinzhou(Ruleset):
    name = "jinzhou"
    title = plain("锦州", "Jinzhou")
    seed = "004_dc3fe3488ad3c43e.txt"
    tile_kinds = tuple(range(27)) + (33,)  # JZ-A1: 27 suit kinds + 红中
    forms = ("standard", "seven_pairs")  # JZ-A5
    meld_kinds = ("chi", "pon", "kan", "kakan", "ankan")  # JZ-A2
    unit = "分"


JINZHOU = register_ruleset(Jinzhou())
