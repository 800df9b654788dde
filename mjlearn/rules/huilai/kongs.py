"""Kong points (杠分) HL-K3 with 杠跟底分 HL-O12, 马跟杠 HL-O10, and the draw settlement HL-O13.

* exposed kong on a discard (接杠, ``kan``): 3 points paid by the player who discarded the fourth tile;
* added kong (明杠, ``kakan``): 1 point from each other player (3 in a 4-player game);
* concealed kong (暗杠, ``ankan``): 2 points from each other player (6 in a 4-player game);
* a robbed kong scores nothing.  Settled when someone wins, or also at a draw with HL-O13.

Each kong is given as ``(owner seat, kind, from seat | None, kind of tile | None)``.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ...errors import MjError
from ...i18n import T, Text, join
from ...tiles import tiles_text
from ..base import Payment, settle
from .options import SEATS_BY_PLAYERS
from .strings import seat_name

KONG_POINTS = {"kan": 3, "kakan": 1, "ankan": 2}


def kong_lines(kongs: Iterable[tuple], players: int = 4, factor_of=None) -> list[Payment]:
    """Payment lines (分) for kongs ``(owner, kind, from_seat, tile)``.

    ``factor_of(owner) -> (factor, Text | None)`` scales one owner's kong points (杠跟底分, 马跟杠).
    """
    seats = SEATS_BY_PLAYERS[players]
    out: list[Payment] = []
    for kong in kongs:
        owner, kind, frm = kong[0], kong[1], kong[2]
        tile = kong[3] if len(kong) > 3 else None
        factor, why = (1, None) if factor_of is None else factor_of(owner)
        tname = tiles_text([tile], "huilai") if tile is not None else ""
        if kind == "kan":
            base = T("hl.why.kong.kan", seat=seat_name(owner), tile=tname, frm=seat_name(frm))
            payers = [frm]
        else:
            base = T(f"hl.why.kong.{kind}", seat=seat_name(owner), tile=tname)
            payers = [s for s in seats if s != owner]
        reason = T("hl.pay.kong", what=base if why is None else join([base, why]))
        for p in payers:
            out.append(Payment(p, owner, KONG_POINTS[kind] * factor, reason, "HL-K3"))
    return out


def settle_draw(kongs: Iterable[tuple], options: Mapping[str, Any] | None = None) -> tuple[list[Payment], dict]:
    """Settlement of a drawn hand (荒庄 HL-K6): kong points only with 流局杠算分 HL-O13, else nothing.

    kongs : ``(owner, kind, from_seat)`` or strings ``"E ankan"`` / ``"W kan S"`` (as option ``other_kongs``).
    Returns ``(payment lines, seat → net 分)``; the net sums to zero.  Options as :mod:`.options`
    (``players``, ``draw_kong_points``, ``total_plus``).
    """
    from .options import validate
    if kongs is None:
        kongs = ()
    if not isinstance(kongs, (str, list, tuple)):
        raise MjError(Text(f"杠要写成列表，如 ['E ankan', 'W kan S']，不能是 {type(kongs).__name__}",
                           f"kongs must be a list such as ['E ankan', 'W kan S'], not {type(kongs).__name__}"), "kongs",
                      Text("'<座位> ankan'、'<座位> kakan' 或 '<座位> kan <打出那张牌的座位>'",
                           "'<seat> ankan', '<seat> kakan' or '<seat> kan <seat that discarded>'"))
    if options is not None and not isinstance(options, Mapping):
        raise MjError(Text(f"选项要写成字典，不能是 {type(options).__name__}", f"options must be a dict, not {type(options).__name__}"),
                      "options", Text("如 {'draw_kong_points': True}", "e.g. {'draw_kong_points': True}"))
    opts = validate({**dict(options or {}), "other_kongs": kongs if isinstance(kongs, str) else list(kongs)})
    per_seat: dict[str, int] = {}
    for owner, _, _ in opts["other_kongs"]:
        per_seat[owner] = per_seat.get(owner, 0) + 1
        if per_seat[owner] > 4:
            raise MjError(Text(f"{owner} 家有 {per_seat[owner]} 个杠：一家最多 4 个（HL-K3）",
                               f"seat {owner} has {per_seat[owner]} kongs: a player holds at most 4 (HL-K3)"), "kongs",
                          Text("每家最多 4 个杠", "at most 4 kongs per seat"))
    players = opts["players"]
    seats = SEATS_BY_PLAYERS[players]
    lines: list[Payment] = []
    if opts["draw_kong_points"]:
        lines = kong_lines(opts["other_kongs"], players)
        f = opts["total_plus"] + 1
        if f != 1:
            lines = [Payment(p.payer, p.payee, p.amount * f, p.reason, p.code) for p in lines]
    return lines, settle(lines, seats)
