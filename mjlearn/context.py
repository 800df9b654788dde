"""Win context (spec ``common.md`` § Hand model, "Win context").

Seats are named by their seat wind: ``"E" "S" "W" "N"`` (东 南 西 北).  Play goes counterclockwise
E → S → W → N → E: the player after E (下家) is S; the player before S (上家) is E.

Defaults (shown to learners as "assumed"): a discard win from the previous player (上家); winner South,
dealer East, round wind East; every special event off; no tiles seen on the table.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from .errors import MjError, excerpt
from .i18n import _CATALOGUE, T, Text, register
from .tiles import N_KINDS, parse_tiles, tile_name, tile_str, tiles_str
from .values import plain

SEATS = ("E", "S", "W", "N")
SEAT_ZH = {"E": "东", "S": "南", "W": "西", "N": "北"}
SEAT_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}
_SEAT_ALIASES = {"E": "E", "S": "S", "W": "W", "N": "N", "东": "E", "南": "S", "西": "W", "北": "N",
                 "EAST": "E", "SOUTH": "S", "WEST": "W", "NORTH": "N", "东风": "E", "南风": "S", "西风": "W", "北风": "N"}
WIN_BY = ("discard", "self_draw", "rob_kong")
WIN_BY_ZH = {"discard": "胡别人打出的牌", "self_draw": "自摸", "rob_kong": "抢杠"}
WIN_BY_EN = {"discard": "discard win", "self_draw": "self-draw", "rob_kong": "robbing a kong"}


def seat(name: Any, field_name: str = "seat") -> str:
    """Normalise a seat name (``'E'``, ``'east'``, ``'东'``, ``'东风'``) to ``'E' 'S' 'W' 'N'``."""
    s = _SEAT_ALIASES.get(str(name).strip().upper()) or _SEAT_ALIASES.get(str(name).strip())
    if s is None:
        raise MjError(T("err.ctx.seat", name=excerpt(str(name), 0, 40)), f"'{field_name}'", T("err.ctx.seat.ok"))
    return s


def next_seat(s: str, step: int = 1) -> str:
    """The seat ``step`` turns later in play order (counterclockwise E→S→W→N)."""
    return SEATS[(SEATS.index(s) + step) % 4]


def previous_seat(s: str) -> str:
    """上家: the player who discards just before ``s``."""
    return next_seat(s, -1)


def wind_kind(s: str) -> int:
    """Tile kind of a seat/round wind (E → 1z …)."""
    return 27 + SEATS.index(s)


@dataclass(frozen=True)
class Context:
    """How the hand was won and the table facts rulesets need.

    Fields (defaults in brackets; see ``common.md``):

    win_by : ``"discard"`` 点炮 | ``"self_draw"`` 自摸 | ``"rob_kong"`` 抢杠  [``"discard"``]
    discarder : seat that discarded (or whose kong was robbed) [the winner's 上家]
    kong_replacement : win on a kong replacement draw 杠上开花 [False]
    kong_replacement_red : that kong was of 红中 (Jinzhou 红中杠开花) [False]
    kong_discard : the winning discard came right after the discarder's kong 杠流泪 (Jinzhou) [False]
    kong_discard_red : that kong was of 红中 (Jinzhou 红中杠流泪) [False]
    last_tile : the last tile(s) of the wall (海底; Jinzhou: a 分张 tile) [False]
    first_turn : first go-around (天胡 for the dealer's dealt hand, 地胡 for others) [False]
    first_discard : win on the first discard of the hand 开天辟 (Mawan) [False]
    seat, dealer, round_wind : seats ``"E" "S" "W" "N"`` [``"S"``, ``"E"``, ``"E"``]
    seen : tiles visible on the table (discards, others' sets), as kind → count [{}]
    shisan_san, jushou_ting : Mawan initial-hand facts 十三散 / 举手听 [False]
    initial_hand : the dealt 13 tiles as notation, from which those facts can be checked [None]
    all_closed : Jinzhou 四清, no player has opened [False]
    liable : seat liable for 包胡 (Mawan) [None]
    """

    win_by: str = "discard"
    discarder: str | None = None
    kong_replacement: bool = False
    kong_replacement_red: bool = False
    kong_discard: bool = False
    kong_discard_red: bool = False
    last_tile: bool = False
    first_turn: bool = False
    first_discard: bool = False
    seat: str = "S"
    dealer: str = "E"
    round_wind: str = "E"
    seen: tuple[tuple[int, int], ...] = ()
    shisan_san: bool = False
    jushou_ting: bool = False
    initial_hand: str | None = None
    all_closed: bool = False
    liable: str | None = None

    @property
    def self_drawn(self) -> bool:
        return self.win_by == "self_draw"

    @property
    def payer(self) -> str | None:
        """The discarding (or robbed) seat for a discard / rob-kong win, else ``None``."""
        if self.win_by == "self_draw":
            return None
        if self.discarder:
            return self.discarder
        if self.first_discard:  # the first discard of the hand is the dealer's: the only seat that can
            return self.dealer
        return previous_seat(self.seat)

    @property
    def is_dealer(self) -> bool:
        return self.seat == self.dealer

    def seen_count(self, kind: int) -> int:
        for k, n in self.seen:
            if k == kind:
                return n
        return 0

    def defaults_used(self) -> list[str]:
        """Names of fields left at their default (shown to learners as assumptions)."""
        return [f.name for f in fields(self) if getattr(self, f.name) == f.default]

    def replace(self, **kw) -> Context:
        return make_context(self, **kw)


_BOOL_FIELDS = {f.name for f in fields(Context) if f.type in ("bool", bool)}


def make_context(base: Context | Mapping[str, Any] | None = None, **kw) -> Context:
    """Build a validated :class:`Context` from a Context, a dict and/or keywords.

    ``seen`` may be a dict (``{"5m": 2}`` or ``{4: 2}``) or a tile string (``"5m5m9p"``).

    Raises
    ------
    MjError
        Unknown field, bad seat, bad ``win_by``, non-boolean flag, discarder equal to the winner,
        self-contradicting flags (a kong replacement on a discard win, 杠流泪 on a self-draw, …).
    """
    if base is None:
        data: dict[str, Any] = {}
    elif isinstance(base, Context):
        data = {f.name: getattr(base, f.name) for f in fields(Context)}
    elif isinstance(base, Mapping):
        data = dict(base)
    else:
        raise MjError(T("err.ctx.type", type=type(base).__name__), "'context'", T("err.ctx.type.ok"))
    data.update(kw)
    names = {f.name for f in fields(Context)}
    for k in data:
        if not isinstance(k, str) or k not in names:
            key = "err.ctx.field_arg" if k in _ARG_NAMES else "err.ctx.field"
            raise MjError(T(key, k=excerpt(repr(k), 0, 40)), f"'{excerpt(str(k), 0, 40)}'",
                          ", ".join(f"'{n}'" for n in sorted(names)))
    data = {k: (v if isinstance(v, Context) else plain(v, f"context field '{k}'")) for k, v in data.items()}
    if "win_by" in data:
        wb = str(data["win_by"]).strip()
        wb = {"tsumo": "self_draw", "自摸": "self_draw", "self-draw": "self_draw", "selfdraw": "self_draw",
              "ron": "discard", "点炮": "discard", "rob": "rob_kong", "抢杠": "rob_kong", "robkong": "rob_kong"}.get(wb, wb)
        if wb not in WIN_BY:
            raise MjError(T("err.ctx.win_by", v=excerpt(str(data["win_by"]), 0, 40)), "'win_by'", T("err.ctx.win_by.ok"))
        data["win_by"] = wb
    for k in ("seat", "dealer", "round_wind"):
        if k in data:
            data[k] = seat(data[k], k)
    for k in ("discarder", "liable"):
        if data.get(k) is not None:
            data[k] = seat(data[k], k)
    for k in _BOOL_FIELDS:
        if k in data and not isinstance(data[k], bool):
            raise MjError(T("err.ctx.bool", k=k, v=excerpt(repr(data[k]), 0, 40)), f"'{k}'", "True, False")
    if "seen" in data:
        data["seen"] = _norm_seen(data["seen"])
    if data.get("initial_hand") is not None:
        data["initial_hand"] = _norm_initial(data["initial_hand"])
    ctx = Context(**data)
    if ctx.win_by == "self_draw" and ctx.discarder is not None:
        ctx = replace(ctx, discarder=None)
    if ctx.win_by != "self_draw" and ctx.discarder == ctx.seat:
        raise MjError(T("err.ctx.discarder"), "'discarder'", T("err.ctx.other_seat"))
    if ctx.liable is not None and ctx.liable == ctx.seat:
        raise MjError(T("err.ctx.liable"), "'liable'", T("err.ctx.other_seat"))
    if ctx.kong_replacement and ctx.win_by != "self_draw":
        raise MjError(T("err.ctx.kr"), "'kong_replacement'", T("err.ctx.kr.ok"))
    if ctx.kong_replacement_red and not ctx.kong_replacement:
        raise MjError(T("err.ctx.krr"), "'kong_replacement_red'", T("err.ctx.krr.ok"))
    if ctx.kong_discard and ctx.win_by != "discard":
        raise MjError(T("err.ctx.kd"), "'kong_discard'", T("err.ctx.kd.ok"))
    if ctx.kong_discard_red and not ctx.kong_discard:
        raise MjError(T("err.ctx.kdr"), "'kong_discard_red'", T("err.ctx.kdr.ok"))
    if ctx.first_discard and ctx.win_by != "discard":
        raise MjError(T("err.ctx.fd"), "'first_discard'", T("err.ctx.fd.ok"))
    if ctx.first_turn and ctx.is_dealer and ctx.win_by != "self_draw":
        raise MjError(T("err.ctx.ft"), "'first_turn'", T("err.ctx.ft.ok"))
    if ctx.first_discard and ctx.is_dealer:
        raise MjError(T("err.ctx.fd_dealer"), "'first_discard'", T("err.ctx.fd_dealer.ok"))
    return ctx


_ARG_NAMES = ("hand", "ruleset", "context", "options")


def _norm_initial(value: Any) -> str:
    """``initial_hand`` (MW-X02/X03): 13 dealt tiles as notation, or as a list/array of 13 kinds.

    Returns the notation (a list of kinds becomes canonical notation).  :class:`MjError` for anything that
    is not 13 tiles with at most 4 copies of a kind, or that holds sets or a ``+winning tile``."""
    allowed = T("ctx.err.ih.ok")
    if isinstance(value, (list, tuple)):
        for k in value:
            if type(k) is not int or not 0 <= k < N_KINDS:
                raise MjError(T("ctx.err.ih.kind", v=excerpt(repr(k), 0, 30)), "'initial_hand'", allowed)
        kinds = list(value)
        text = tiles_str(kinds)
    elif isinstance(value, str):
        if any(c in value for c in "+:："):
            raise MjError(T("ctx.err.ih.sets"),
                          Text(f"'initial_hand' “{excerpt(value)}”", f"'initial_hand' '{excerpt(value)}'"), allowed)
        kinds = parse_tiles(value)
        text = value
    else:
        raise MjError(T("ctx.err.ih.type", t=type(value).__name__), "'initial_hand'", allowed)
    if len(kinds) != 13:
        raise MjError(T("ctx.err.ih.n", n=len(kinds)), "'initial_hand'", allowed)
    c = [0] * N_KINDS
    for k in kinds:
        c[k] += 1
        if c[k] > 4:
            raise MjError(T("ctx.err.ih.copies", n=c[k], t=tile_str(k), zh=tile_name(k)), "'initial_hand'", allowed)
    return text


def _norm_seen(seen: Any) -> tuple[tuple[int, int], ...]:
    counts = [0] * N_KINDS
    if seen is None or (isinstance(seen, (tuple, list, str, dict)) and len(seen) == 0):
        return ()
    if isinstance(seen, str):
        for k in parse_tiles(seen):
            counts[k] += 1
    elif isinstance(seen, Mapping):
        for key, n in seen.items():
            k = key if type(key) is int else None
            if k is None:
                ks = parse_tiles(str(key))
                if len(ks) != 1:
                    raise MjError(T("err.ctx.seen_one", k=excerpt(str(key), 0, 30)), "'seen'", T("err.ctx.seen_one.ok"))
                k = ks[0]
            if not (0 <= k < N_KINDS):
                raise MjError(T("err.ctx.seen_kind", k=excerpt(str(key), 0, 20)), f"seen[{excerpt(repr(key), 0, 20)}]",
                              T("err.ctx.seen_kind.ok"))
            if type(n) is not int or n < 0:
                raise MjError(T("err.ctx.seen_n", tile=tile_str(k), n=excerpt(repr(n), 0, 30)),
                              f"seen[{excerpt(repr(key), 0, 20)}]", "0-4")
            counts[k] += n
    elif isinstance(seen, (tuple, list)):
        for item in seen:
            if isinstance(item, (tuple, list)) and len(item) == 2:
                k, n = item
                if isinstance(k, str):
                    ks = parse_tiles(k)
                    if len(ks) != 1:
                        raise MjError(T("err.ctx.seen_one", k=excerpt(str(k), 0, 20)), "'seen'", T("err.ctx.seen_pairs.ok"))
                    k = ks[0]
                if type(k) is not int or not 0 <= k < N_KINDS:
                    raise MjError(T("err.ctx.seen_kind", k=excerpt(repr(k), 0, 20)), "'seen'", T("err.ctx.seen_kind.ok"))
                if type(n) is not int or n < 0:
                    raise MjError(T("err.ctx.seen_n", tile=tile_str(k), n=excerpt(repr(n), 0, 20)), "'seen'", "0-4")
                counts[k] += n
            elif type(item) is int and 0 <= item < N_KINDS:  # a list of kinds, one per tile seen
                counts[item] += 1
            elif isinstance(item, str):
                for k in parse_tiles(item):
                    counts[k] += 1
            else:
                raise MjError(T("err.ctx.seen_item", item=excerpt(repr(item), 0, 30)), "'seen'", T("err.ctx.seen_item.ok"))
    else:
        raise MjError(T("err.ctx.seen_type"), "'seen'", T("err.ctx.seen_type.ok"))
    for k, n in enumerate(counts):
        if n > 4:
            raise MjError(T("err.ctx.seen_5", n=n, tile=tile_str(k), zh=tile_name(k)), "'seen'", T("err.ctx.at_most", n=4))
    return tuple((k, n) for k, n in enumerate(counts) if n)


def check_context_against_hand(hand, ctx: Context, ruleset: str | None = None) -> None:
    """Context must be consistent with the hand (``common.md``), else :class:`MjError` (its Chinese names the
    tiles as ``ruleset``, an id, writes them: 五饼 in Mawan).

    * robbing a kong on a kind the winner already holds (the robbed kong holds the other three);
    * tiles seen on the table + the winner's own copies > 4;
    * a kong replacement win without a kong among the winner's sets.
    """
    own = hand.counts()
    for k, n in ctx.seen:
        if n + own[k] > 4:
            raise MjError(T("err.ctx.seen_own", n=n, tile=tile_str(k), zh=tile_name(k, ruleset), own=own[k], sum=n + own[k]),
                          "'seen'", T("err.ctx.at_most_seen", n=4 - own[k]))
    if hand.win_tile is not None:
        w = hand.win_tile
        if ctx.win_by == "rob_kong" and own[w] > 1:
            raise MjError(T("err.ctx.rob", tile=tile_str(w), zh=tile_name(w, ruleset)), "'win_by'", T("err.ctx.rob.ok"))
        if ctx.kong_replacement and not any(m.is_kong for m in hand.melds):
            raise MjError(T("err.ctx.kr_kong"), "'kong_replacement'", T("err.ctx.kr_kong.ok"))


register({
    "ctx.err.ih.ok": ("起手的 13 张牌，如 '147m258p369s1234z'（或 13 个牌种编号 0–33 的列表）",
                      "the 13 dealt tiles, e.g. '147m258p369s1234z' (or a list of 13 kinds 0-33)"),
    "ctx.err.ih.kind": ("起手牌里的 {v} 不是牌种编号", "the initial hand holds {v}, which is not a tile kind"),
    "ctx.err.ih.sets": ("起手牌是发到手的 13 张：不写吃碰杠，也不写 '+胡的牌'",
                        "the initial hand is the 13 dealt tiles: no declared sets and no '+winning tile'"),
    "ctx.err.ih.type": ("起手牌要写成牌的简写，不能是“{t}”", "the initial hand must be tile notation, not {t}"),
    "ctx.err.ih.n": ("起手牌有 {n} 张；发到手的牌是 13 张", "the initial hand has {n} tiles; a dealt hand has 13"),
    "ctx.err.ih.copies": ("起手牌里有 {n} 张{zh}：每种牌只有 4 张",
                          "the initial hand holds {n} copies of {t} ({zh}): there are only 4"),
    "err.ctx.seat": ("“{name}”不是座位", "'{name}' is not a seat"),
    "err.ctx.seat.ok": ("E S W N（东 南 西 北）", "E S W N (东 南 西 北)"),
    "err.ctx.type": ("牌局情况要写成字典，不能是 {type}", "context must be a dict or Context, not {type}"),
    "err.ctx.type.ok": ("像 {{'win_by': 'self_draw'}} 这样的字典", "a dict such as {{'win_by': 'self_draw'}}"),
    "err.ctx.field": ("牌局情况里没有 {k} 这一项", "unknown context field {k}"),
    "err.ctx.field_arg": ("牌局情况里没有 {k} 这一项：手牌、规则、牌局情况和选项是 score()/compare() 各自的参数，不写在牌局情况里",
                          "unknown context field {k} — the hand, ruleset, context and options are the arguments of "
                          "score()/compare(), not context fields"),
    "err.ctx.seen_item": ("桌上已见的牌里有 {item}：不是牌，也不是（牌，张数）", "seen holds {item}: not a tile or a (tile, count) pair"),
    "err.ctx.seen_item.ok": ("牌的简写、字典如 {{'5m': 2}}、牌种编号的列表，或（牌种，张数）的列表",
                             "a tile string, a dict such as {{'5m': 2}}, a list of kinds, or (kind, count) pairs"),
    "err.ctx.win_by": ("“{v}”不是一种胡法", "'{v}' is not a way to win"),
    "err.ctx.win_by.ok": ("'discard'（胡别人打出的牌）、'self_draw'（自摸）、'rob_kong'（抢杠）",
                          "'discard' (a discard win), 'self_draw' (self-draw), 'rob_kong' (robbing a kong)"),
    "err.ctx.bool": ("牌局情况“{k}”只能填 True（是）或 False（不是），不能是 {v}", "context field '{k}' must be True or False, not {v}"),
    "err.ctx.discarder": ("胡牌者不能是打出这张牌的人（或被抢杠的人）", "the winner cannot be the discarder (or the player robbed)"),
    "err.ctx.other_seat": ("胡牌者以外的座位", "another seat than the winner's"),
    "err.ctx.liable": ("胡牌者不能是包胡的人", "the winner cannot be the liable seat (包胡)"),
    "err.ctx.kr": ("杠上开花是自摸", "a kong replacement win (杠上开花) is a self-draw"),
    "err.ctx.kr.ok": ("'kong_replacement' 只能和 win_by='self_draw' 一起用", "'kong_replacement' only with win_by='self_draw'"),
    "err.ctx.krr": ("红中杠开花（'kong_replacement_red'）要先是杠上开花（'kong_replacement'）",
                    "'kong_replacement_red' needs 'kong_replacement'"),
    "err.ctx.krr.ok": ("同时设 'kong_replacement'", "set 'kong_replacement' too"),
    "err.ctx.kd": ("杠流泪（别人杠后打出的牌被胡）是胡别人打出的牌", "杠流泪 (a discard right after the discarder's kong) is a discard win"),
    "err.ctx.kd.ok": ("'kong_discard' 只能和 win_by='discard' 一起用", "'kong_discard' only with win_by='discard'"),
    "err.ctx.kdr": ("红中杠流泪（'kong_discard_red'）要先是杠流泪（'kong_discard'）",
                    "'kong_discard_red' needs 'kong_discard'"),
    "err.ctx.kdr.ok": ("同时设 'kong_discard'", "set 'kong_discard' too"),
    "err.ctx.fd": ("开天辟（胡第一张打出的牌）是胡别人打出的牌", "开天辟 (win on the first discard) is a discard win"),
    "err.ctx.fd.ok": ("'first_discard' 只能和 win_by='discard' 一起用", "'first_discard' only with win_by='discard'"),
    "err.ctx.ft": ("第一圈里庄家只能胡起手的牌（天胡，自摸）",
                   "in the first go-around the dealer can only win on its dealt hand (天胡, a self-draw)"),
    "err.ctx.ft.ok": ("庄家的 'first_turn' 只能和 win_by='self_draw' 一起用",
                      "'first_turn' for the dealer only with win_by='self_draw'"),
    "err.ctx.fd_dealer": ("庄家先打牌，不能胡第一张打出的牌（开天辟）",
                          "the dealer discards first, so it cannot win on the first discard (开天辟)"),
    "err.ctx.fd_dealer.ok": ("'first_discard' 只用于闲家胡牌", "'first_discard' for a non-dealer winner"),
    "err.ctx.seen_one": ("桌上已见的牌里“{k}”不是一张牌", "'{k}' in seen is not one tile"),
    "err.ctx.seen_one.ok": ("每个键一张牌，如 {{'5m': 2}}", "one tile per key, e.g. {{'5m': 2}}"),
    "err.ctx.seen_pairs.ok": ("（牌，张数）的列表，如 [('5m', 2)]", "(kind, count) pairs, e.g. [('5m', 2)]"),
    "err.ctx.seen_kind": ("{k} 不是牌的种类", "{k} is not a tile kind"),
    "err.ctx.seen_kind.ok": ("0–33 或简写如 5m", "0-33 or notation such as 5m"),
    "err.ctx.seen_n": ("已见的 {tile} 张数要是 ≥ 0 的整数，不能是 {n}", "seen count for {tile} must be a whole number ≥ 0, not {n}"),
    "err.ctx.seen_type": ("桌上已见的牌要写成牌的简写、字典或（牌，张数）的列表",
                          "seen must be a tile string, a dict or (kind, count) pairs"),
    "err.ctx.seen_type.ok": ("如 '5m5m9p' 或 {{'5m': 2}}", "e.g. '5m5m9p' or {{'5m': 2}}"),
    "err.ctx.seen_5": ("桌上已见 {n} 张{zh}：每种只有 4 张", "{n} copies of {tile} ({zh}) seen on the table: there are only 4"),
    "err.ctx.at_most": ("最多 {n} 张", "at most {n}"),
    "err.ctx.seen_own": ("桌上已见 {n} 张{zh}，手里还有 {own} 张，共 {sum} 张：每种只有 4 张",
                         "{n} copies of {tile} ({zh}) seen on the table plus {own} in this hand make {sum}: there are only 4"),
    "err.ctx.at_most_seen": ("最多已见 {n} 张", "at most {n} seen"),
    "err.ctx.rob": ("不可能抢{zh}的杠：胡牌者手里还有一张{zh}，而被抢的杠要有另外三张",
                    "robbing a kong of {tile} ({zh}) is impossible: the winner holds another {tile}, "
                    "but the robbed kong needs the other three"),
    "err.ctx.rob.ok": ("只有胡的那张牌胡牌者手里没有别的同样的牌时，才能 'rob_kong'",
                       "'rob_kong' only when the winning tile is the winner's only copy"),
    "err.ctx.kr_kong": ("杠上开花要胡牌者的组里有杠", "a kong replacement win (杠上开花) needs a kong among the winner's sets"),
    "err.ctx.kr_kong.ok": ("先下一个杠（如 'ankan:1111p'），或关掉 'kong_replacement'",
                           "declare the kong (kan/kakan/ankan) or turn 'kong_replacement' off"),
    "ctx.a.discard_prev": ("默认：胡上家（{seat}）打出的牌", "assumed: a discard win; the player before you (上家, {seat}) discarded"),
    "ctx.a.prev": ("默认：上家（{seat}）打出的牌", "assumed: the player before you (上家, {seat}) discarded"),
    "ctx.a.rob_prev": ("默认：抢上家（{seat}）的杠", "assumed: you robbed the kong of the player before you (上家, {seat})"),
    "ctx.a.dealer_first": ("默认：胡庄家（{seat}）打出的第一张牌", "assumed: you won on the dealer's first discard ({seat} is the dealer)"),
    "ctx.a.discard": ("默认：胡{seat}打出的牌", "assumed: a discard win ({seat} discarded)"),
    "ctx.a.seat": ("默认：胡牌者坐{seat}", "assumed: you, the winner, sit {seat}"),
    "ctx.a.dealer": ("默认：{seat}家坐庄", "assumed: {seat} is the dealer"),
    "ctx.a.round_wind": ("默认：{seat}风圈（圈风是{seat}风）", "assumed: the round wind is {seat}"),
    "seat.E": ("东", "East"),
    "seat.S": ("南", "South"),
    "seat.W": ("西", "West"),
    "seat.N": ("北", "North"),
})


def seat_name(s: str) -> Text:
    """A seat in words: 东 / East (``"E" "S" "W" "N"``)."""
    return T(f"seat.{s}")


def assumptions(ctx: Context, fields_: tuple[str, ...] = ("win_by", "discarder", "seat", "dealer", "round_wind")
                ) -> list[Text]:
    """What a result assumed because the caller left it out, in words (never a field name).

    Covers how the hand was won and the seats, for the fields in ``fields_`` that are at their default: a
    discard win and who discarded ("assumed: the player before you (上家, East) discarded"), the winner's
    seat, the dealer, the round wind.  A self-draw names no discarder.  Ruleset-specific assumptions
    (stakes, events) are added by the rulesets.
    """
    used = set(ctx.defaults_used()) & set(fields_)
    out: list[Text] = []
    if ctx.win_by != "self_draw" and ctx.payer is not None:
        payer = seat_name(ctx.payer)
        if "discarder" in used and ctx.payer != previous_seat(ctx.seat):  # 开天辟: the dealer's first discard
            out.append(T("ctx.a.dealer_first", seat=payer))
        elif "discarder" in used and ctx.win_by == "rob_kong":
            out.append(T("ctx.a.rob_prev", seat=payer))
        elif "discarder" in used and "win_by" in used:
            out.append(T("ctx.a.discard_prev", seat=payer))
        elif "discarder" in used:
            out.append(T("ctx.a.prev", seat=payer))
        elif "win_by" in used:
            out.append(T("ctx.a.discard", seat=payer))
    for f in ("seat", "dealer", "round_wind"):
        if f in used:
            out.append(T(f"ctx.a.{f}", seat=seat_name(getattr(ctx, f))))
    return out


# ------------------------------------------------------------------------------------------------
# Fields a ruleset does not use

register({
    "ctx.ignored": ("{ruleset}不使用这些牌局情况，已忽略：{fields}",
                    "{ruleset} does not use these settings of the table, so they were ignored: {fields}"),
    "ctx.f.win_by": ("胡法", "how the hand was won"), "ctx.f.discarder": ("打出这张牌的一家", "who discarded"),
    "ctx.f.kong_replacement": ("杠后补的牌胡牌", "kong replacement win"), "ctx.f.kong_replacement_red": ("红中杠开花", "红中 kong replacement win"),
    "ctx.f.kong_discard": ("杠流泪", "discard right after a kong"), "ctx.f.kong_discard_red": ("红中杠流泪", "discard right after a 红中 kong"),
    "ctx.f.last_tile": ("海底／分张", "last tile of the wall"), "ctx.f.first_turn": ("第一圈（天胡／地胡）", "first go-around"),
    "ctx.f.first_discard": ("开天辟", "win on the first discard"), "ctx.f.seat": ("胡牌者座位", "the winner's seat"),
    "ctx.f.dealer": ("庄家", "the dealer"), "ctx.f.round_wind": ("圈风", "round wind"),
    "ctx.f.seen": ("桌上已见的牌", "tiles seen on the table"), "ctx.f.shisan_san": ("十三散", "十三散 thirteen scattered"),
    "ctx.f.jushou_ting": ("举手听", "举手听 ready when dealt"), "ctx.f.initial_hand": ("起手牌", "the dealt hand"),
    "ctx.f.all_closed": ("四清", "四清 nobody opened"), "ctx.f.liable": ("包胡的人", "who is liable (包胡)"),
})


def field_text(name: str):
    """A context field in words (\"who discarded\" for ``discarder``), for learner-facing text."""
    key = f"ctx.f.{name}"
    return T(key) if key in _CATALOGUE else Text(name, name)


def ignored_fields(ctx: Context, used: set[str] | frozenset[str]) -> list[str]:
    """Names of context fields set away from their default that a ruleset does not read (``used`` are the
    ones it reads), in field order: the learner is told they were ignored rather than silently dropped."""
    return [f.name for f in fields(ctx) if f.name not in used and getattr(ctx, f.name) != f.default]


def ignored_note_text(ctx: Context, used, ruleset_title) -> Any | None:
    """The learner-facing text for :func:`ignored_fields` (``None`` when nothing was ignored)."""
    names = ignored_fields(ctx, used)
    if not names:
        return None
    return T("ctx.ignored", ruleset=ruleset_title, fields=Text("、".join(field_text(n).zh for n in names), ", ".join(field_text(n).en for n in names)))
