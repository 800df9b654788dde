"""Jinzhou win classes JZ-C1…C5 (spec ``jinzhou.md`` § JZ-C; seed 004 “胡牌类别”, “算分方法 1”).

Base points (分): 一类 2, 二类 4, 三类 8, 四类 16, 五类 32.  ``W`` is the set of live legal waits of the
hand before the win; with |W| ≥ 2 no 夹/边/单粘/单胡幺 applies (interpretation, note JZ-C1).  飘 and
seven-pairs classes depend on the reading alone.
"""
from __future__ import annotations

from collections.abc import Sequence

from ...hand import Hand
from ...i18n import T, plain
from ...readings import Reading
from ...tiles import groups_text, tiles_text
from ..base import Item
from . import strings  # noqa: F401
from .conditions import yaojiu_tiles

BASE = {"JZ-C1": 2, "JZ-C2": 4, "JZ-C3": 8, "JZ-C4": 16, "JZ-C5": 32}
SEED_C = "004 胡牌类别 / 算分方法 1"


def is_piao(reading: Reading) -> bool:
    """飘: a standard reading whose four sets are all pungs/kongs."""
    return reading.form == "standard" and all(g.is_triplet for g in reading.sets)


def is_dan_hu_yao(hand: Hand, reading: Reading) -> bool:
    """单胡幺: a 1 completing 123 (or a 9 completing 789) when the hand before the win has no other 幺九.

    (The |W| = 1 requirement is checked by :func:`classify`.)
    """
    g = reading.win_group
    w = hand.win_tile
    if g is None or w is None or g.shape != "chow" or reading.win_shape != "two_sided":
        return False
    r = w % 9
    if not ((r == 0 and g.tiles[0] == w) or (r == 8 and g.tiles[2] == w)):
        return False
    return not yaojiu_tiles(hand.without_win().all_tiles())


def classify(hand: Hand, reading: Reading, waits: Sequence[int]) -> Item:
    """The class item of one legal reading.

    Parameters: hand (complete), reading (of that hand), waits = W (live legal wait kinds before the win).
    Returns an :class:`Item` with ``code`` ``JZ-C1``…``JZ-C5``, ``value`` = base 分, ``family="class"``.
    """
    w = hand.win_tile
    wt = tiles_text([w], "jinzhou") if w is not None else plain("?")
    n = len(waits)
    g = reading.win_group
    gtxt = groups_text([g.tiles], "jinzhou") if g is not None else plain("")
    if reading.form == "seven_pairs":
        quad = [p.tiles[0] for i, p in enumerate(reading.groups) if p in reading.groups[:i]]
        if quad:
            return _item("JZ-C5", T("jz.C5.reason", tile=tiles_text([quad[0]], "jinzhou")))
        return _item("JZ-C4", T("jz.C4.qidui", pairs=groups_text([p.tiles for p in reading.groups], "jinzhou")))
    if is_piao(reading):
        if reading.win_shape == "single":
            return _item("JZ-C4", T("jz.C4.piao", tile=wt))
        if reading.win_shape == "shanpon":
            return _item("JZ-C3", T("jz.C3.reason", tile=wt))
    if reading.win_shape == "shanpon":
        return _item("JZ-C1", T("jz.C1.shanpon", tile=wt))
    if n >= 2:
        return _item("JZ-C1", T("jz.C1.multi", waits=tiles_text(sorted(waits), "jinzhou"), n=n))
    if reading.win_shape == "closed":
        return _item("JZ-C2", T("jz.C2.closed", tile=wt, group=gtxt))
    if reading.win_shape == "edge":
        return _item("JZ-C2", T("jz.C2.edge", tile=wt, group=gtxt))
    if reading.win_shape == "single":
        return _item("JZ-C2", T("jz.C2.single", tile=wt))
    if is_dan_hu_yao(hand, reading):
        return _item("JZ-C2", T("jz.C2.yao", tile=wt, group=gtxt))
    return _item("JZ-C1", T("jz.C1.other", tile=wt))


def _item(code: str, reason) -> Item:
    return Item(code, T(f"jz.{code[3:]}.name"), BASE[code], "分", reason, SEED_C, "class")


__all__ = ["BASE", "classify", "is_piao", "is_dan_hu_yao"]
