"""Jinzhou table procedures JZ-F1…F3 (spec ``jinzhou.md`` § JZ-F; seed 004 “黄庄”, “注意”, “跟庄的算分法”).

* :func:`wall_phase` — where the wall stands: normal play, 分张, or 黄庄 (option ``dead_wall`` 8 / 16);
* :func:`fen_zhang_order` — who gets each 分张 tile;
* :func:`huangzhuang` — a drawn hand: the dealer pays 4 to each other player and deals again;
* :func:`follow_dealer` — 跟庄 over go-arounds: 4, 8, 16, … while unbroken from the first, 红中 × 2;
* :func:`next_dealer` — rotation (counterclockwise; the dealer stays after a draw).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...context import SEATS, next_seat
from ...context import seat as norm_seat
from ...errors import MjError
from ...i18n import T, Text, register
from ...tiles import RED, tile_name, tile_str, tiles_text
from ...wording import seat_text
from ..base import Item, Note, Payment, settle
from . import strings  # noqa: F401
from .table import jz_kind

register({
    "jzp.err.dead_wall": ("尾部不摸的牌数（'dead_wall'）不能是 {v}", "the tiles never drawn ('dead_wall') cannot be {v}"),
    "jzp.err.dead_wall.ok": ("8（原文“注意”）或 16", "8 (the rule text's 注意) or 16"),
    "jzp.err.tiles_left": ("剩余牌数（'tiles_left'）要是 0–59 的整数，不能是 {v}",
                           "the tiles left ('tiles_left') must be a whole number 0…59, not {v}"),
    "jzp.err.tiles_left.ok": ("0–59（112 张减去发出的 53 张）", "0…59 (112 tiles − 53 dealt)"),
    "jzp.err.odd_tail": ("杠后单张（'odd_tail'）要是 True 或 False，不能是 {v}",
                         "the odd tile after a kong ('odd_tail') must be True or False, not {v}"),
    "jzp.err.fen": ("分张最多 {m} 张，不能是 {v}", "there are at most {m} 分张 tiles, not {v}"),
    "jzp.err.fen.ok": ("0–4 的整数", "a whole number 0…4"),
    "jzp.err.gas": ("各圈的出牌（'go_arounds'）要写成列表，不能是“{t}”", "the go-arounds ('go_arounds') must be a list, not {t}"),
    "jzp.err.ga4": ("第 {i} 圈要按出牌顺序（庄家先）列出 4 张出牌", "go-around {i} must list the 4 discards in play order (dealer first)"),
    "jzp.err.ga_copies": ("算上前面各圈，第 {i} 圈打出了第 {n} 张{zh}：每种牌只有 4 张",
                          "go-around {i} discards a {n}th {t} ({zh}) counting the go-arounds before it: there are only 4"),
    "jzp.err.ga_at": ("第 {i} 圈", "go-around {i}"),
    "jzp.err.ga_copies.ok": ("所有圈加起来每种牌最多打出 4 张（JZ-A1）", "at most 4 discards of a kind over all the go-arounds (JZ-A1)"),
})

DEAD_WALL_CHOICES = (8, 16)
FEN_ZHANG = 4
HUANG_POINTS = 4
FOLLOW_POINTS = 4


@dataclass
class WallPhase:
    """Where the wall stands (JZ-F1).

    phase : ``"play"`` | ``"fen_zhang"`` | ``"exhausted"`` (黄庄 if nobody wins);
    drawable : tiles still to be drawn or dealt (张), fen_zhang included; fen_zhang_left : 分张 tiles still to deal;
    kept_back : tiles never drawn (dead_wall + an odd tail tile); text : plain-words explanation; note.
    """

    phase: str
    drawable: int
    fen_zhang_left: int
    kept_back: int
    text: Text
    note: Note


def wall_phase(tiles_left: int, dead_wall: int = 8, odd_tail: bool = False) -> WallPhase:
    """Phase of the wall with ``tiles_left`` tiles (张) still on the table (JZ-F1, interpretation of the 注意).

    The last ``dead_wall`` tiles (whole 落; 8 by default, or 16) are never drawn; a single tile left on the tail
    by a kong replacement (``odd_tail``) is not counted either; the 4 tiles before them are 分张.
    Raises MjError: negative or too large ``tiles_left`` (at most 112 − 53 = 59), ``dead_wall`` not 8 or 16,
    ``odd_tail`` not a bool.
    """
    if dead_wall not in DEAD_WALL_CHOICES:
        raise MjError(T("jzp.err.dead_wall", v=repr(dead_wall)), "'dead_wall'", T("jzp.err.dead_wall.ok"))
    if isinstance(tiles_left, bool) or not isinstance(tiles_left, int) or not 0 <= tiles_left <= 59:
        raise MjError(T("jzp.err.tiles_left", v=repr(tiles_left)), "'tiles_left'", T("jzp.err.tiles_left.ok"))
    if not isinstance(odd_tail, bool):
        raise MjError(T("jzp.err.odd_tail", v=repr(odd_tail)), "'odd_tail'", "True, False")
    kept = dead_wall + (1 if odd_tail else 0)
    drawable = max(0, tiles_left - kept)
    note = Note("JZ-F1", T("jz.note.F1", dead=dead_wall))
    if drawable == 0:
        return WallPhase("exhausted", 0, 0, min(kept, tiles_left), T("jz.F1.over", kept=min(kept, tiles_left)), note)
    if drawable <= FEN_ZHANG:
        return WallPhase("fen_zhang", drawable, drawable, kept, T("jz.F1.fen", n=drawable), note)
    return WallPhase("play", drawable, FEN_ZHANG, kept, T("jz.F1.play", n=drawable), note)


def fen_zhang_order(next_to_draw: str, n: int = FEN_ZHANG) -> list[str]:
    """Seats receiving the ``n`` 分张 tiles in turn, starting with the player due to draw (JZ-F1)."""
    s = norm_seat(next_to_draw, "next_to_draw")
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= FEN_ZHANG:
        raise MjError(T("jzp.err.fen", m=FEN_ZHANG, v=repr(n)), "'n'", T("jzp.err.fen.ok"))
    return [next_seat(s, i) for i in range(n)]


@dataclass
class Settlement:
    """A procedure's outcome: items, payment lines, net per seat (sums to zero), the next dealer, notes."""

    items: list[Item]
    payment_lines: list[Payment]
    payments: dict[str, float]
    next_dealer: str | None = None
    notes: list[Note] = field(default_factory=list)


def huangzhuang(dealer: str = "E") -> Settlement:
    """黄庄 (JZ-F1): the dealer pays 4 分 to each other player and deals again (JZ-F3).

    Kong points made during the hand are settled separately (:func:`mjlearn.rules.jinzhou.kongs.settle_kongs`).
    """
    d = norm_seat(dealer, "dealer")
    lines = [Payment(d, s, HUANG_POINTS, T("jz.F1.line"), "JZ-F1") for s in SEATS if s != d]
    item = Item("JZ-F1", T("jz.F1.name"), HUANG_POINTS, "分", T("jz.F1.reason", dealer=seat_text(d)),
                "004 黄庄算分法", "procedure")
    return Settlement([item], lines, settle(lines), d, [])


def follow_dealer(go_arounds: Sequence[Sequence], dealer: str = "E") -> Settlement:
    """跟庄 (JZ-F2) over go-arounds.

    Parameters
    ----------
    go_arounds : list of go-arounds, each the four discards in play order starting with the dealer's, as
        tiles (``"5m"``, ``"红中"``) or kinds, e.g. ``[["5m", "5m", "5m", "5m"], ["7z"] * 4]``.
    dealer : the dealer's seat.

    Returns
    -------
    Settlement: go-around ``i`` (1-based) followed by all three, unbroken from the first, makes the dealer pay
    each other player ``4 × 2^(i−1)`` 分 (4, 8, 16, …), doubled when the tile is 红中.  The first go-around that
    is not followed ends it (later ones count nothing).

    Raises MjError: go_arounds not a list, a go-around without exactly 4 discards, a bad tile or seat, or
    more than 4 discards of one kind over all the go-arounds (there are 4 copies of each tile, JZ-A1).
    """
    d = norm_seat(dealer, "dealer")
    if isinstance(go_arounds, (str, bytes)) or not hasattr(go_arounds, "__iter__"):
        raise MjError(T("jzp.err.gas", t=type(go_arounds).__name__), "'go_arounds'", "[['5m', '5m', '5m', '5m']]")
    items: list = []
    lines: list = []
    used = [0] * 34
    done = False
    for i, ga in enumerate(go_arounds, start=1):
        if isinstance(ga, (str, bytes)) or not isinstance(ga, Sequence) or len(ga) != 4:
            raise MjError(T("jzp.err.ga4", i=i), str(ga)[:80], "['5m', '5m', '5m', '5m']")
        kinds = [jz_kind(t, f"go-around {i}") for t in ga]
        for k in kinds:  # every discard is a physical tile: 4 copies of each kind in the 112 (JZ-A1)
            used[k] += 1
            if used[k] > 4:
                raise MjError(T("jzp.err.ga_copies", i=i, n=used[k], t=tile_str(k), zh=tile_name(k)),
                              T("jzp.err.ga_at", i=i), T("jzp.err.ga_copies.ok"))
        if done:
            continue
        if len(set(kinds)) != 1:
            items.append(Item("JZ-F2", T("jz.F2.name"), 0, "分", T("jz.F2.broken", round=i), "004 跟庄的算分法",
                              "procedure"))
            done = True  # later go-arounds count nothing, but their tiles are still checked
            continue
        amount = FOLLOW_POINTS * 2 ** (i - 1) * (2 if kinds[0] == RED else 1)
        reason = T("jz.F2.reason", round=i, tile=tiles_text([kinds[0]], "jinzhou"), amount=amount)
        if kinds[0] == RED:
            reason = reason + Text("；", "; ") + T("jz.F2.red")
        items.append(Item("JZ-F2", T("jz.F2.name"), amount, "分", reason, "004 跟庄的算分法", "procedure"))
        lines.extend(Payment(d, s, amount, T("jz.F2.line", round=i), "JZ-F2") for s in SEATS if s != d)
    return Settlement(items, lines, settle(lines), d, [])


def next_dealer(dealer: str, winner: str | None) -> tuple[str, Text, Note]:
    """JZ-F3: after a drawn hand (``winner=None``) the dealer stays; after a win the deal passes
    counterclockwise to the dealer's 下家 (E → S → W → N).  Returns (seat, explanation, interpretation note)."""
    d = norm_seat(dealer, "dealer")
    note = Note("JZ-F3", T("jz.note.F3"))
    if winner is None:
        return d, T("jz.F3.draw", dealer=seat_text(d)), note
    norm_seat(winner, "winner")
    n = next_seat(d)
    return n, T("jz.F3.win", next=seat_text(n)), note


__all__ = ["WallPhase", "wall_phase", "fen_zhang_order", "Settlement", "huangzhuang", "follow_dealer",
           "next_dealer", "DEAD_WALL_CHOICES"]
