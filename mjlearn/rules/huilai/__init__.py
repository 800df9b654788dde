"""Huilai 惠来 ruleset (spec ``huilai.md``, seed ``002_d0eca50ba2a27aab.txt``)."""
from __future__ import annotations

from ...i18n import plain
from ..base import Ruleset, register_ruleset


class Huilai(Ruleset):
    name = "huilai"
    title = plain("惠来", "Huilai")
    seed = "002_d0eca50ba2a27aab.txt"
    tile_kinds = tuple(range(34))
    forms = ("standard", "seven_pairs", "thirteen_orphans")  # HL-A4
    meld_kinds = ("pon", "kan", "kakan", "ankan")  # HL-A2: no chi
    unit = "倍"


HUILAI = register_ruleset(Huilai())
