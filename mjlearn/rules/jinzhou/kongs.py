"""Jinzhou kong points JZ-G1…G6 (spec ``jinzhou.md`` § JZ-G; seed 004 “杠的算分方法”).

Kong points are settled whether or not anyone wins, never dealer-doubled; a robbed kong scores nothing.

=========  ==================  ===============  ===========
id         kong                who pays         points (分)
=========  ==================  ===============  ===========
JZ-G1      打明杠 ``kan``       the discarder    4 × 3 = 12
JZ-G2      抓明杠 ``kakan``     each other seat  4
JZ-G3      暗杠 ``ankan``       each other seat  8
JZ-G4–G6   the same of 红中     as above         doubled
=========  ==================  ===============  ===========
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ...context import SEATS, Context, previous_seat
from ...context import seat as norm_seat
from ...errors import MjError
from ...hand import Hand
from ...i18n import T, Text
from ...tiles import RED, tile_name, tile_str, tiles_text
from ...wording import seat_text
from ..base import Item, Payment, settle
from . import strings  # noqa: F401
from .table import jz_kind

SEED_G = "004 杠的算分方法"
KONG_KINDS = ("kan", "kakan", "ankan")
_CODE = {("kan", False): "JZ-G1", ("kakan", False): "JZ-G2", ("ankan", False): "JZ-G3",
         ("kan", True): "JZ-G4", ("kakan", True): "JZ-G5", ("ankan", True): "JZ-G6"}
_PER = {"kan": 12, "kakan": 4, "ankan": 8}  # 分: kan paid once by the discarder (4 × 3); others by each


@dataclass(frozen=True)
class KongEvent:
    """One kong made at the table.

    seat : who made it (``"E" "S" "W" "N"``); kind : ``kan`` | ``kakan`` | ``ankan``; tile : kind (int);
    discarder : for ``kan``, the seat whose discard was claimed; robbed : an added kong robbed by a win (抢杠).
    """

    seat: str
    kind: str
    tile: int
    discarder: str | None = None
    robbed: bool = False


def kong_code(kind: str, tile: int) -> str:
    """Spec id of a kong: ``JZ-G1``…``JZ-G6``."""
    if kind not in KONG_KINDS:
        raise MjError(Text(f"没有“{kind}”这种杠", f"'{kind}' is not a kong kind"), kind, ", ".join(KONG_KINDS))
    return _CODE[(kind, tile == RED)]


def kong_points(kind: str, tile: int) -> int:
    """Points (分) per payer: ``kan`` 12 from the discarder, ``kakan`` 4 / ``ankan`` 8 from each; 红中 × 2."""
    kong_code(kind, tile)
    return _PER[kind] * (2 if tile == RED else 1)


def make_event(e: KongEvent | Mapping[str, Any]) -> KongEvent:
    """A validated :class:`KongEvent` from an event or a dict ``{"seat": "S", "kind": "kan", "tile": "5m",
    "discarder": "E"}``.  Raises MjError: bad seat/kind/tile, a ``kan`` without a discarder (or from itself),
    a discarder on a self-drawn kong, a robbed kong that is not an added kong (JZ-A4)."""
    if isinstance(e, KongEvent):
        d = {"seat": e.seat, "kind": e.kind, "tile": e.tile, "discarder": e.discarder, "robbed": e.robbed}
    elif isinstance(e, Mapping):
        d = dict(e)
    else:
        raise MjError(Text(f"一个杠要写成 'KongEvent(…)' 或字典，不能是 {type(e).__name__}",
                           f"a kong must be a KongEvent or a dict, not {type(e).__name__}"), "kongs",
                      Text("如 {'seat': 'S', 'kind': 'kan', 'tile': '5m', 'discarder': 'E'}",
                           "e.g. {'seat': 'S', 'kind': 'kan', 'tile': '5m', 'discarder': 'E'}"))
    unknown = set(d) - {"seat", "kind", "tile", "discarder", "robbed"}
    if unknown:
        raise MjError(Text(f"杠里没有这些项：{'、'.join(sorted(unknown))}", f"unknown kong field(s): {', '.join(sorted(unknown))}"),
                      "kongs", "'seat', 'kind', 'tile', 'discarder', 'robbed'")
    for k in ("seat", "kind", "tile"):
        if k not in d:
            raise MjError(Text(f"杠要写出 '{k}'", f"a kong needs '{k}'"), "kongs",
                          Text("'seat'、'kind'、'tile'（打明杠还要 'discarder'）", "seat, kind, tile (and discarder for kan)"))
    s = norm_seat(d["seat"], "seat")
    kind = d["kind"] if isinstance(d["kind"], str) else repr(d["kind"])
    tile = jz_kind(d["tile"], "tile")
    kong_code(kind, tile)
    disc = d.get("discarder")
    disc = None if disc is None else norm_seat(disc, "discarder")
    robbed = d.get("robbed", False)
    if not isinstance(robbed, bool):
        raise MjError(Text(f"'robbed' 只能是 True 或 False，不能是 {robbed!r}", f"'robbed' must be True or False, not {robbed!r}"),
                      "robbed", "True, False")
    if kind == "kan":
        if disc is None:
            raise MjError(Text("打明杠要写出打出那张牌的一家", "an exposed kong on a discard (打明杠) needs the discarder"), "discarder", "E S W N")
        if disc == s:
            raise MjError(Text("不能用自己打出的牌开杠", "a player cannot claim its own discard for a kong"), "discarder",
                          Text("另一家的座位", "another seat"))
    elif disc is not None:
        raise MjError(Text(f"{kind} 是用自己摸的牌开的杠，没有打出那张牌的人", f"a {kind} is made from a self-drawn tile: it has no discarder"),
                      "discarder", Text("只有 'kan'（打明杠）写 'discarder'", "discarder only for kind 'kan'"))
    if robbed and kind != "kakan":
        raise MjError(Text("只有抓明杠（kakan）可以被抢（JZ-A4）", "only an added kong (抓明杠, kakan) can be robbed (JZ-A4)"), "robbed",
                      Text("只有 'kakan' 写 'robbed'", "robbed only for kakan"))
    return KongEvent(s, kind, tile, disc, robbed)


def kong_item(ev: KongEvent) -> Item:
    """The item of one kong: code JZ-G*, value = points per payer (分); a robbed kong is excluded (JZ-M07)."""
    code = kong_code(ev.kind, ev.tile)
    pts = kong_points(ev.kind, ev.tile)
    t = tiles_text([ev.tile], "jinzhou")
    if ev.kind == "kan":
        reason = T("jz.G.reason_one", seat=seat_text(ev.seat), tile=t, payer=seat_text(ev.discarder), points=pts)
    else:
        reason = T("jz.G.reason_each", seat=seat_text(ev.seat), tile=t, points=pts)
    it = Item(code, T(f"jz.G{code[-1]}.name"), pts, "分", reason, SEED_G, "kong")
    if ev.robbed:
        it.excluded_by = "JZ-M07"
        it.excluded_reason = T("jz.G.robbed", seat=seat_text(ev.seat), tile=t)
    return it


def kong_lines(ev: KongEvent) -> list[Payment]:
    """Payment lines of one kong (none for a robbed kong)."""
    if ev.robbed:
        return []
    code = kong_code(ev.kind, ev.tile)
    pts = kong_points(ev.kind, ev.tile)
    why = T("jz.G.line", name=T(f"jz.G{code[-1]}.name"))
    if ev.kind == "kan":
        return [Payment(ev.discarder, ev.seat, pts, why, code)]
    return [Payment(s, ev.seat, pts, why, code) for s in SEATS if s != ev.seat]


@dataclass
class KongSettlement:
    """Result of :func:`settle_kongs`: items (one per kong), payment lines, net per seat (sums to zero)."""

    items: list[Item]
    payment_lines: list[Payment]
    payments: dict[str, float]


def settle_kongs(kongs: Iterable[KongEvent | Mapping[str, Any]]) -> KongSettlement:
    """Settle a list of kongs for any seats — after a win or a drawn hand (黄庄) alike.

    Parameters: kongs, each a :class:`KongEvent` or dict (seat, kind ``kan|kakan|ankan``, tile, discarder for
    ``kan``, robbed).  Returns :class:`KongSettlement`.  Raises MjError on a bad event (see :func:`make_event`)
    or on two kongs of the same tile (a kong takes all four copies, JZ-A1), or more than four kongs for one
    seat (a hand has at most four sets).

    Example: S ``kan`` 5m from E → E pays S 12; N ``ankan`` 7z → E, S, W each pay N 16 (JZ-G1, JZ-G6).
    """
    if isinstance(kongs, (str, bytes, Mapping, KongEvent)) or not hasattr(kongs, "__iter__"):
        raise MjError(Text("杠要写成列表", "kongs must be a list of kongs"), "kongs",
                      Text("如 [{'seat': 'S', 'kind': 'kan', 'tile': '5m', 'discarder': 'E'}]",
                           "e.g. [{'seat': 'S', 'kind': 'kan', 'tile': '5m', 'discarder': 'E'}]"))
    items, lines = [], []
    seen: set[int] = set()
    per_seat: dict[str, int] = {}
    for e in kongs:
        ev = make_event(e)
        if ev.tile in seen:
            raise MjError(Text(f"{tile_name(ev.tile, 'jinzhou')}有两个杠：一个杠就用掉了这种牌的全部四张",
                               f"two kongs of {tile_str(ev.tile)}: a kong takes all four copies of a tile"), tile_str(ev.tile),
                          Text("每种牌一手最多一个杠", "at most one kong of each tile per hand"))
        seen.add(ev.tile)
        per_seat[ev.seat] = per_seat.get(ev.seat, 0) + 1
        if per_seat[ev.seat] > 4:
            raise MjError(Text(f"{ev.seat} 家有 {per_seat[ev.seat]} 个杠：一手牌最多 4 组",
                               f"seat {ev.seat} has {per_seat[ev.seat]} kongs: a hand holds at most 4 sets"), "kongs",
                          Text("一家最多 4 个杠", "at most 4 kongs for one seat"))
        items.append(kong_item(ev))
        lines.extend(kong_lines(ev))
    return KongSettlement(items, lines, settle(lines))


def winner_kong_events(hand: Hand, ctx: Context) -> tuple[list[KongEvent], bool]:
    """The winner's own declared kongs as events; a ``kan`` is assumed fed by the winner's 上家.

    Returns (events, assumed) where ``assumed`` says a ``kan`` discarder was assumed.
    """
    out, assumed = [], False
    for m in hand.melds:
        if m.kind == "kan":
            out.append(KongEvent(ctx.seat, "kan", m.kind_tile, previous_seat(ctx.seat)))
            assumed = True
        elif m.kind in ("kakan", "ankan"):
            out.append(KongEvent(ctx.seat, m.kind, m.kind_tile))
    return out, assumed


__all__ = ["KongEvent", "KongSettlement", "settle_kongs", "kong_points", "kong_code", "kong_item", "kong_lines",
           "make_event", "winner_kong_events"]
