"""Jinzhou win classes JZ-C1…C5 (spec ``jinzhou.md`` § JZ-C; seed 004 “胡牌类别”, “算分方法 1”).

Base points (分): 一类 2, 二类 4, 三类 8, 四类 16, 五类 32.  ``W`` is the set of live legal waits of the
hand before the win; with |W| ≥ 2 no 夹/边/单粘/单胡幺 applies (interpretation, note JZ-C1).  飘 and
seven-pairs classes depend on the reading alone.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...context import Context
from ...hand import Hand
from ...i18n import T, Text, plain
from ...readings import Reading
from ...tiles import groups_text, tiles_text
from ..base import Item
from ..pipeline import Rule, Rules, first
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


@dataclass(frozen=True)
class Facts:
    """What the class and multiplier rules of one reading read: the complete hand, the reading, the context
    and W (the live legal wait kinds of the hand before the win)."""

    hand: Hand
    reading: Reading
    ctx: Context | None
    waits: Sequence[int]

    @property
    def win_text(self) -> Text:
        w = self.hand.win_tile
        return tiles_text([w], "jinzhou") if w is not None else plain("?")

    @property
    def group_text(self) -> Text:
        g = self.reading.win_group
        return groups_text([g.tiles], "jinzhou") if g is not None else plain("")

    @property
    def shape(self) -> str | None:
        return self.reading.win_shape

    @property
    def seven_pairs(self) -> bool:
        return self.reading.form == "seven_pairs"

    def quads(self) -> list[int]:
        """Seven pairs: the kinds held four times (two equal pairs)."""
        gs = self.reading.groups
        return [p.tiles[0] for i, p in enumerate(gs) if p in gs[:i]]


def _class_item(rule: Rule, f: Facts) -> Item:
    return Item(rule.id, T(rule.names[0]), rule.value, "分", rule.reason(f), SEED_C, "class")


def _class(code: str, when, reason, *, fallback: bool = False, doc: str = "") -> Rule:
    return CLASSES.append(Rule.test(code, "class", (f"jz.{code[3:]}.name", f"jz.{code[3:]}."), SEED_C, when,
                                    reason, BASE[code], "分", _class_item, fallback=fallback, doc=doc))


#: JZ-C as a decision list: a legal reading's class is the first of these rules that holds (a reading has one
#: class); an id may have several rules (the ways to reach it).  Values: :data:`BASE` (分).
CLASSES = Rules("jz")
_class("JZ-C5", lambda f: f.seven_pairs and bool(f.quads()),
       lambda f: T("jz.C5.reason", tile=tiles_text([f.quads()[0]], "jinzhou")), doc="豪华七对胡: seven pairs with a kind held four times")
_class("JZ-C4", lambda f: f.seven_pairs,
       lambda f: T("jz.C4.qidui", pairs=groups_text([p.tiles for p in f.reading.groups], "jinzhou")), doc="七对胡")
_class("JZ-C4", lambda f: is_piao(f.reading) and f.shape == "single",
       lambda f: T("jz.C4.piao", tile=f.win_text), doc="飘 won on a single (the pair)")
_class("JZ-C3", lambda f: is_piao(f.reading) and f.shape == "shanpon",
       lambda f: T("jz.C3.reason", tile=f.win_text), doc="飘 won on a 对倒")
_class("JZ-C1", lambda f: f.shape == "shanpon",
       lambda f: T("jz.C1.shanpon", tile=f.win_text), doc="对倒 (not 飘)")
_class("JZ-C1", lambda f: len(f.waits) >= 2,
       lambda f: T("jz.C1.multi", waits=tiles_text(sorted(f.waits), "jinzhou"), n=len(f.waits)),
       doc="two or more waits: no 夹/边/单粘/单胡幺 (interpretation, note JZ-C1)")
_class("JZ-C2", lambda f: f.shape == "closed",
       lambda f: T("jz.C2.closed", tile=f.win_text, group=f.group_text), doc="夹 (closed wait), one wait")
_class("JZ-C2", lambda f: f.shape == "edge",
       lambda f: T("jz.C2.edge", tile=f.win_text, group=f.group_text), doc="边 (edge wait), one wait")
_class("JZ-C2", lambda f: f.shape == "single",
       lambda f: T("jz.C2.single", tile=f.win_text), doc="单粘 (single wait on the pair), one wait")
_class("JZ-C2", lambda f: is_dan_hu_yao(f.hand, f.reading),
       lambda f: T("jz.C2.yao", tile=f.win_text, group=f.group_text), doc="单胡幺, one wait")
_class("JZ-C1", lambda f: True, lambda f: T("jz.C1.other", tile=f.win_text), fallback=True,
       doc="any other legal win")


def classify(hand: Hand, reading: Reading, waits: Sequence[int]) -> Item:
    """The class item of one legal reading: the first rule of :data:`CLASSES` that holds.

    Parameters: hand (complete), reading (of that hand), waits = W (live legal wait kinds before the win).
    Returns an :class:`Item` with ``code`` ``JZ-C1``…``JZ-C5``, ``value`` = base 分, ``family="class"``.
    """
    return first(CLASSES, Facts(hand, reading, None, waits))[0]


__all__ = ["BASE", "CLASSES", "Facts", "classify", "is_piao", "is_dan_hu_yao"]
