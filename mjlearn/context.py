"""Win context (spec ``common.md`` § Hand model, "Win context").

Seats are named by their seat wind: ``"E" "S" "W" "N"`` (东 南 西 北).  Play goes counterclockwise
E → S → W → N → E: the player after E (下家) is S; the player before S (上家) is E.

Defaults (shown to learners as "assumed"): a discard win from the previous player (上家); winner South,
dealer East, round wind East; every special event off; no tiles seen on the table.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Mapping

from .errors import MjError, excerpt
from .i18n import T, register
from .tiles import N_KINDS, parse_tiles, tile_str, tile_zh, tiles_str
from .values import plain

SEATS = ("E", "S", "W", "N")
SEAT_ZH = {"E": "东", "S": "南", "W": "西", "N": "北"}
SEAT_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}
_SEAT_ALIASES = {"E": "E", "S": "S", "W": "W", "N": "N", "东": "E", "南": "S", "西": "W", "北": "N",
                 "EAST": "E", "SOUTH": "S", "WEST": "W", "NORTH": "N", "东风": "E", "南风": "S", "西风": "W", "北风": "N"}
WIN_BY = ("discard", "self_draw", "rob_kong")
WIN_BY_ZH = {"discard": "点炮", "self_draw": "自摸", "rob_kong": "抢杠"}
WIN_BY_EN = {"discard": "discard win", "self_draw": "self-draw", "rob_kong": "robbing a kong"}


def seat(name: Any, field_name: str = "seat") -> str:
    """Normalise a seat name (``'E'``, ``'east'``, ``'东'``, ``'东风'``) to ``'E' 'S' 'W' 'N'``."""
    s = _SEAT_ALIASES.get(str(name).strip().upper()) or _SEAT_ALIASES.get(str(name).strip())
    if s is None:
        raise MjError(f"'{excerpt(str(name), 0, 40)}' is not a seat", field_name, "E S W N (东 南 西 北)")
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

    def replace(self, **kw) -> "Context":
        return make_context(self, **kw)


_BOOL_FIELDS = {f.name for f in fields(Context) if f.type in ("bool", bool)}


def make_context(base: "Context | Mapping[str, Any] | None" = None, **kw) -> Context:
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
        raise MjError(f"context must be a dict or Context, not {type(base).__name__}", "context",
                      "a dict such as {'win_by': 'self_draw'}")
    data.update(kw)
    names = {f.name for f in fields(Context)}
    for k in data:
        if not isinstance(k, str) or k not in names:
            hint = (" — the hand, ruleset, context and options are the arguments of score()/compare(), not "
                    "context fields" if k in _ARG_NAMES else "")
            raise MjError(f"unknown context field {excerpt(repr(k), 0, 40)}{hint}", excerpt(str(k), 0, 40),
                          ", ".join(sorted(names)))
    data = {k: (v if isinstance(v, Context) else plain(v, f"context field '{k}'")) for k, v in data.items()}
    if "win_by" in data:
        wb = str(data["win_by"]).strip()
        wb = {"tsumo": "self_draw", "自摸": "self_draw", "self-draw": "self_draw", "selfdraw": "self_draw",
              "ron": "discard", "点炮": "discard", "rob": "rob_kong", "抢杠": "rob_kong", "robkong": "rob_kong"}.get(wb, wb)
        if wb not in WIN_BY:
            raise MjError(f"'{excerpt(str(data['win_by']), 0, 40)}' is not a way to win", "win_by", ", ".join(WIN_BY))
        data["win_by"] = wb
    for k in ("seat", "dealer", "round_wind"):
        if k in data:
            data[k] = seat(data[k], k)
    for k in ("discarder", "liable"):
        if data.get(k) is not None:
            data[k] = seat(data[k], k)
    for k in _BOOL_FIELDS:
        if k in data and not isinstance(data[k], bool):
            raise MjError(f"context field '{k}' must be True or False, not {excerpt(repr(data[k]), 0, 40)}", k, "True, False")
    if "seen" in data:
        data["seen"] = _norm_seen(data["seen"])
    if data.get("initial_hand") is not None:
        data["initial_hand"] = _norm_initial(data["initial_hand"])
    ctx = Context(**data)
    if ctx.win_by == "self_draw" and ctx.discarder is not None:
        ctx = replace(ctx, discarder=None)
    if ctx.win_by != "self_draw" and ctx.discarder == ctx.seat:
        raise MjError("the winner cannot be the discarder (or the player robbed)", "discarder",
                      "another seat than the winner's")
    if ctx.liable is not None and ctx.liable == ctx.seat:
        raise MjError("the winner cannot be the liable seat (包胡)", "liable", "another seat than the winner's")
    if ctx.kong_replacement and ctx.win_by != "self_draw":
        raise MjError("a kong replacement win (杠上开花) is a self-draw", "kong_replacement",
                      "kong_replacement only with win_by='self_draw'")
    if ctx.kong_replacement_red and not ctx.kong_replacement:
        raise MjError("kong_replacement_red needs kong_replacement", "kong_replacement_red", "set kong_replacement too")
    if ctx.kong_discard and ctx.win_by != "discard":
        raise MjError("杠流泪 (a discard right after the discarder's kong) is a discard win", "kong_discard",
                      "kong_discard only with win_by='discard'")
    if ctx.kong_discard_red and not ctx.kong_discard:
        raise MjError("kong_discard_red needs kong_discard", "kong_discard_red", "set kong_discard too")
    if ctx.first_discard and ctx.win_by != "discard":
        raise MjError("开天辟 (win on the first discard) is a discard win", "first_discard",
                      "first_discard only with win_by='discard'")
    if ctx.first_turn and ctx.is_dealer and ctx.win_by != "self_draw":
        raise MjError("in the first go-around the dealer can only win on its dealt hand (天胡, a self-draw)",
                      "first_turn", "first_turn for the dealer only with win_by='self_draw'")
    if ctx.first_discard and ctx.is_dealer:
        raise MjError("the dealer discards first, so it cannot win on the first discard (开天辟)", "first_discard",
                      "first_discard for a non-dealer winner")
    return ctx


_ARG_NAMES = ("hand", "ruleset", "context", "options")


def _norm_initial(value: Any) -> str:
    """``initial_hand`` (MW-X02/X03): 13 dealt tiles as notation, or as a list/array of 13 kinds.

    Returns the notation (a list of kinds becomes canonical notation).  :class:`MjError` for anything that
    is not 13 tiles with at most 4 copies of a kind, or that holds sets or a ``+winning tile``."""
    allowed = "the 13 dealt tiles, e.g. '147m258p369s1234z' (or a list of 13 kinds 0-33)"
    if isinstance(value, (list, tuple)):
        for k in value:
            if type(k) is not int or not 0 <= k < N_KINDS:
                raise MjError(f"initial_hand holds {excerpt(repr(k), 0, 30)}, which is not a tile kind",
                              "initial_hand", allowed)
        kinds = list(value)
        text = tiles_str(kinds)
    elif isinstance(value, str):
        if any(c in value for c in "+:："):
            raise MjError("initial_hand is the 13 dealt tiles: no declared sets and no '+winning tile'",
                          f"initial_hand '{excerpt(value)}'", allowed)
        kinds = parse_tiles(value)
        text = value
    else:
        raise MjError(f"initial_hand must be tile notation, not {type(value).__name__}", "initial_hand", allowed)
    if len(kinds) != 13:
        raise MjError(f"the initial hand has {len(kinds)} tiles; a dealt hand has 13", "initial_hand", allowed)
    c = [0] * N_KINDS
    for k in kinds:
        c[k] += 1
        if c[k] > 4:
            raise MjError(f"the initial hand holds {c[k]} copies of {tile_str(k)} ({tile_zh(k)}): there are only 4",
                          "initial_hand", allowed)
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
                    raise MjError(f"'{excerpt(str(key), 0, 30)}' in seen is not one tile", "seen",
                                  "one tile per key, e.g. {'5m': 2}")
                k = ks[0]
            if not (0 <= k < N_KINDS):
                raise MjError(f"{excerpt(str(key), 0, 20)} is not a tile kind", f"seen[{excerpt(repr(key), 0, 20)}]", "0-33 or notation such as 5m")
            if type(n) is not int or n < 0:
                raise MjError(f"seen count for {tile_str(k)} must be a whole number ≥ 0, not {excerpt(repr(n), 0, 30)}",
                              f"seen[{excerpt(repr(key), 0, 20)}]", "0-4")
            counts[k] += n
    elif isinstance(seen, (tuple, list)):
        for item in seen:
            if isinstance(item, (tuple, list)) and len(item) == 2:
                k, n = item
                if isinstance(k, str):
                    ks = parse_tiles(k)
                    if len(ks) != 1:
                        raise MjError(f"'{excerpt(str(k), 0, 20)}' in seen is not one tile", "seen", "(kind, count) pairs, e.g. [('5m', 2)]")
                    k = ks[0]
                if type(k) is not int or not 0 <= k < N_KINDS:
                    raise MjError(f"{excerpt(repr(k), 0, 20)} is not a tile kind", "seen", "0-33 or notation such as 5m")
                if type(n) is not int or n < 0:
                    raise MjError(f"seen count for {tile_str(k)} must be a whole number ≥ 0, not {excerpt(repr(n), 0, 20)}", "seen", "0-4")
                counts[k] += n
            elif type(item) is int and 0 <= item < N_KINDS:  # a list of kinds, one per tile seen
                counts[item] += 1
            elif isinstance(item, str):
                for k in parse_tiles(item):
                    counts[k] += 1
            else:
                raise MjError(f"seen holds {excerpt(repr(item), 0, 30)}: not a tile or a (tile, count) pair", "seen",
                              "a tile string, a dict such as {'5m': 2}, a list of kinds, or (kind, count) pairs")
    else:
        raise MjError("seen must be a tile string, a dict or (kind, count) pairs", "seen", "e.g. '5m5m9p' or {'5m': 2}")
    for k, n in enumerate(counts):
        if n > 4:
            raise MjError(f"{n} copies of {tile_str(k)} ({tile_zh(k)}) seen on the table: there are only 4", "seen", "at most 4")
    return tuple((k, n) for k, n in enumerate(counts) if n)


def check_context_against_hand(hand, ctx: Context) -> None:
    """Context must be consistent with the hand (``common.md``), else :class:`MjError`.

    * robbing a kong on a kind the winner already holds (the robbed kong holds the other three);
    * tiles seen on the table + the winner's own copies > 4;
    * a kong replacement win without a kong among the winner's sets.
    """
    own = hand.counts()
    for k, n in ctx.seen:
        if n + own[k] > 4:
            raise MjError(f"{n} copies of {tile_str(k)} ({tile_zh(k)}) seen on the table plus {own[k]} in this hand "
                          f"make {n + own[k]}: there are only 4", "seen", f"at most {4 - own[k]} seen")
    if hand.win_tile is not None:
        w = hand.win_tile
        if ctx.win_by == "rob_kong" and own[w] > 1:
            raise MjError(f"robbing a kong of {tile_str(w)} ({tile_zh(w)}) is impossible: the winner holds another "
                          f"{tile_str(w)}, but the robbed kong needs the other three", "win_by",
                          "rob_kong only when the winning tile is the winner's only copy")
        if ctx.kong_replacement and not any(m.is_kong for m in hand.melds):
            raise MjError("a kong replacement win (杠上开花) needs a kong among the winner's sets", "kong_replacement",
                          "declare the kong (kan/kakan/ankan) or turn kong_replacement off")


# ------------------------------------------------------------------------------------------------
# Fields a ruleset does not use

register({
    "ctx.ignored": ("{ruleset}不使用这些情境字段，已忽略：{fields}",
                    "{ruleset} does not use these context fields, so they were ignored: {fields}"),
})


def ignored_fields(ctx: Context, used: "set[str] | frozenset[str]") -> list[str]:
    """Names of context fields set away from their default that a ruleset does not read (``used`` are the
    ones it reads), in field order: the learner is told they were ignored rather than silently dropped."""
    return [f.name for f in fields(ctx) if f.name not in used and getattr(ctx, f.name) != f.default]


def ignored_note_text(ctx: Context, used, ruleset_title) -> "Any | None":
    """The learner-facing text for :func:`ignored_fields` (``None`` when nothing was ignored)."""
    names = ignored_fields(ctx, used)
    if not names:
        return None
    return T("ctx.ignored", ruleset=ruleset_title, fields=", ".join(names))
