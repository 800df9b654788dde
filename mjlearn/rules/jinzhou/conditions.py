"""Jinzhou win conditions JZ-L1…L5 (spec ``jinzhou.md`` § JZ-L; seed 004 “胡牌条件”, “红中用途”).

All checks are context-free: they look at the hand's tiles (concealed, winning tile, declared sets) and at
one reading.  :func:`problems` feeds :meth:`Jinzhou.win_problems`, hence the waits; :func:`conditions_met`
gives the ``condition`` items of a legal reading.
"""
from __future__ import annotations

from collections.abc import Mapping

from ...hand import Hand
from ...i18n import T, Text
from ...readings import Reading
from ...tiles import RED, groups_text, is_terminal, tiles_text
from ..base import Item
from . import strings  # noqa: F401  (registers the catalogue)

SUITS = ("m", "p", "s")
SEED_L = "004 胡牌条件"


def missing_suits(hand: Hand) -> list[str]:
    """JZ-L1: suit letters (``'m' 'p' 's'``) absent from every tile of the hand (sets included)."""
    present = {"mps"[k // 9] for k in hand.all_tiles() if k < 27}
    return [s for s in SUITS if s not in present]


def yaojiu_tiles(tiles) -> list[int]:
    """JZ-L2: the distinct 幺九 kinds among ``tiles`` (a suit 1 or 9, or 红中 7z), sorted."""
    return sorted({k for k in tiles if is_terminal(k) or k == RED})


def heng_groups(reading: Reading) -> list:
    """JZ-L3: the reading's pungs/kongs (concealed or declared)."""
    return [g for g in reading.groups if g.is_triplet]


def red_pair(reading: Reading) -> bool:
    """JZ-L3: a 红中 pair (红中做掌) stands in for the pung."""
    p = reading.pair
    return p is not None and p.shape == "pair" and p.tiles[0] == RED


def l1_problem(hand: Hand) -> Text | None:
    miss = missing_suits(hand)
    if not miss:
        return None
    names = [T(f"jz.suit.{s}") for s in miss]
    return T("jz.L1.fail", missing=Text("、".join(t.zh for t in names), ", ".join(t.en for t in names)))


def l2_problem(hand: Hand) -> Text | None:
    return None if yaojiu_tiles(hand.all_tiles()) else T("jz.L2.fail")


def l3_problem(reading: Reading) -> Text | None:
    return None if (heng_groups(reading) or red_pair(reading)) else T("jz.L3.fail")


def l4_problem(hand: Hand) -> Text | None:
    """JZ-L4: four declared sets (手把一) only when all four are pungs/kongs (then the win completes the pair)."""
    if len(hand.melds) >= 4 and any(m.kind == "chi" for m in hand.melds):
        return T("jz.L4.fail")
    return None


def problems(hand: Hand, reading: Reading, opts: Mapping) -> list[Text]:
    """Every failed condition of this reading (``[]`` = legal win).  Texts carry keys ``jz.L1.fail`` …

    Seven pairs (JZ-L5): only L1 and L2, and only when option ``qidui_needs_conditions`` is on.
    Standard: L1, L2, L3 (per reading), L4.
    """
    out: list[Text | None]
    if reading.form == "seven_pairs":
        if not opts.get("qidui_needs_conditions", True):
            return []
        out = [l1_problem(hand), l2_problem(hand)]
    else:
        out = [l1_problem(hand), l2_problem(hand), l3_problem(reading), l4_problem(hand)]
    return [p for p in out if p is not None]


def conditions_met(hand: Hand, reading: Reading, opts: Mapping) -> list[Item]:
    """``condition`` items (value 0) for the conditions a legal reading meets, naming the tiles."""
    items: list[Item] = []
    qd = reading.form == "seven_pairs"
    if qd and not opts.get("qidui_needs_conditions", True):
        return items
    items.append(Item("JZ-L1", T("jz.L1.name"), 0, "", T("jz.L1.ok"), SEED_L + " 不能缺门", "condition"))
    yj = yaojiu_tiles(hand.all_tiles())
    if yj:
        items.append(Item("JZ-L2", T("jz.L2.name"), 0, "", T("jz.L2.ok", tiles=tiles_text(yj, "jinzhou")),
                          SEED_L + " 不能缺幺九", "condition"))
    if qd:
        items.append(Item("JZ-L5", T("jz.L5.name"), 0, "", T("jz.L5.ok"), "004 七对胡牌", "condition"))
        return items
    hg = heng_groups(reading)
    if hg:
        items.append(Item("JZ-L3", T("jz.L3.name"), 0, "",
                          T("jz.L3.ok_pung", tiles=groups_text([g.tiles for g in hg], "jinzhou")),
                          SEED_L + " 必须有碰牌", "condition"))
    elif red_pair(reading):
        items.append(Item("JZ-L3", T("jz.L3.name"), 0, "", T("jz.L3.ok_red"), "004 红中用途 (4)", "condition"))
    if len(hand.melds) >= 4:
        items.append(Item("JZ-L4", T("jz.L4.name"), 0, "", T("jz.L4.ok"), SEED_L + " (6)", "condition"))
    return items


__all__ = ["missing_suits", "yaojiu_tiles", "problems", "conditions_met", "l1_problem", "l2_problem",
           "l3_problem", "l4_problem"]
