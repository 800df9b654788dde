"""One hand at the table: deal, turns, the claim window, robbing a kong, the end of the wall, settlement.

Spec ``table.md`` (turn mechanics) with each ruleset's own sections winning where they differ: Mawan MW-A / MW-G,
Huilai HL-A / HL-F / HL-O / HL-K, Jinzhou JZ-A / JZ-F / JZ-G.  The table procedures that already exist are reused:
MW-G1 dice and wall break (:func:`mjlearn.rules.mawan.procedures.wall_break`), MW-A5 claim priority, JZ-F1 wall
phases and 分张 (:func:`mjlearn.rules.jinzhou.procedures.wall_phase`), JZ-F2 跟庄 (``follow_dealer``), 黄庄
(``huangzhuang``), JZ-G kong points (``settle_kongs``), HL-K2 horses, HL-K3 kong points, 通炮 (``settle_tongpao``)
and 荒庄 kong points (``settle_draw``).

A win is offered exactly when :func:`mjlearn.score` of that hand in the context the table knows is a legal win
(status ``"scored"``), and the hand is settled by that result.

Seats are ``"E" "S" "W" "N"``; play goes counterclockwise E → S → W → N (下家 of E is S).
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..api import is_complete, prepared, score
from ..context import SEATS, next_seat
from ..context import seat as norm_seat
from ..errors import MjError
from ..hand import Hand, Meld
from ..i18n import T, Text, join, plain
from ..rules.base import Payment, settle
from ..rules.huilai import settle_tongpao
from ..rules.huilai.ghosts import ghost_kinds_for
from ..rules.huilai.kongs import settle_draw
from ..rules.jinzhou.kongs import KongEvent, settle_kongs
from ..rules.jinzhou.procedures import follow_dealer, huangzhuang, wall_phase
from ..rules.mawan.procedures import STACKS_PER_PLAYER, priority_order, wall_break
from ..tiles import RED, is_suit, suit_of, tile_str, tile_zh, tiles_str
from . import strings  # noqa: F401  (registers the catalogue)

RULESETS = ("mawan", "huilai", "jinzhou")
KINDS = ("discard", "chi", "pon", "kan", "ankan", "kakan", "win", "pass")
TILE_SETS = {"mawan": tuple(range(34)), "huilai": tuple(range(34)), "jinzhou": tuple(range(27)) + (RED,)}
#: options the table works out itself during play (the horse tiles are the ones set aside, the kongs are the
#: ones made, …): a caller may not set them.
ENGINE_OPTIONS = ("indicator", "horse_tiles", "other_kongs", "kong_from", "ready_hands")
MAX_SEED = 2 ** 63 - 1
CHOW_RULESETS = ("mawan", "jinzhou")  # HL-A2: no chow in Huilai
SEAT_RE = {"E": "东", "S": "南", "W": "西", "N": "北"}
SEAT_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}


def seat_word(s: str) -> Text:
    """A seat as learners read it: 东家 / East."""
    return Text(SEAT_RE[s] + "家", SEAT_EN[s])


def kind_word(kind: str, ruleset: str | None = None) -> Text:
    """An action's name as the ruleset's table says it (Mawan 蓄杠, Huilai 明杠（碰杠）, Jinzhou 抓明杠 …)."""
    from ..i18n import _CATALOGUE
    key = f"tb.k.{kind}.{ruleset}"
    return T(key) if key in _CATALOGUE else T(f"tb.k.{kind}")


def tile_text(k: int) -> Text:
    """A tile in text: 五筒 / 5p (Chinese text names tiles, course.md)."""
    return Text(tile_zh(k), tile_str(k))


@dataclass(frozen=True)
class Action:
    """One move at the table.

    seat : ``"E" "S" "W" "N"``; kind : ``discard chi pon kan ankan kakan win pass``;
    tile : the tile kind concerned (the discard, the claimed tile, the kong's kind; ``None`` for win/pass);
    chow : for ``chi``, the lowest kind of the chow (``3m`` for 345m).
    """

    seat: str
    kind: str
    tile: int | None = None
    chow: int | None = None

    def to_json(self) -> dict:
        d: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.tile is not None:
            d["tile"] = tile_str(self.tile)
        if self.chow is not None:
            d["chow"] = tile_str(self.chow)
        return d

    @classmethod
    def from_json(cls, d: Any) -> Action:
        if isinstance(d, Action):
            return d
        if not isinstance(d, Mapping):
            raise MjError(T("tb.err.action_type", t=type(d).__name__), "action", "Action(seat, kind, tile)")
        bad = set(d) - {"seat", "kind", "tile", "chow"}
        ok = T("tb.err.action_field.ok", kinds=" ".join(KINDS))
        if bad:
            raise MjError(T("tb.err.action_field", k=sorted(bad)[0], v="?"), "action", ok)
        s = norm_seat(d.get("seat"), "seat")
        kind = d.get("kind")
        if kind not in KINDS:
            raise MjError(T("tb.err.action_field", k="kind", v=repr(kind)[:40]), "action", ok)
        return cls(s, kind, _kind_arg(d.get("tile"), "tile"), _kind_arg(d.get("chow"), "chow"))

    def text(self, ruleset: str | None = None) -> Text:
        """The action in words: 南家 碰 五筒 / South pung 5p (kongs named as ``ruleset`` names them)."""
        parts = [seat_word(self.seat), kind_word(self.kind, ruleset)]
        if self.tile is not None:
            parts.append(tile_text(self.tile))
        return join(parts, " ")

    def __str__(self) -> str:
        return f"{self.seat} {self.kind}" + (f" {tile_str(self.tile)}" if self.tile is not None else "") + \
            (f" {tiles_str([self.chow, self.chow + 1, self.chow + 2])}" if self.chow is not None else "")


def _kind_arg(v, name) -> int | None:
    if v is None:
        return None
    if isinstance(v, bool):
        raise MjError(T("tb.err.action_field", k=name, v=repr(v)), name, "a tile such as 5m")
    if isinstance(v, int):
        if not 0 <= v < 34:
            raise MjError(T("tb.err.action_field", k=name, v=repr(v)), name, "0-33 or a tile such as 5m")
        return v
    if isinstance(v, str):
        from ..tiles import parse_tile
        return parse_tile(v)
    raise MjError(T("tb.err.action_field", k=name, v=repr(v)[:40]), name, "a tile such as 5m")


@dataclass
class Event:
    """Something that happened: ``kind`` (deal, draw, discard, pon, …, win, draw_game, settle), the seat, the
    tile, the learner text, the rule id (``code``) and the index of the action that caused it (``step``; -1 for
    the deal)."""

    kind: str
    seat: str | None
    tile: int | None
    text: Text
    code: str = ""
    step: int = -1

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "tile": None if self.tile is None else tile_str(self.tile),
                "zh": self.text.zh, "en": self.text.en, "code": self.code, "step": self.step}


@dataclass
class Set_:
    """A declared set at the table: its :class:`Meld`, who fed it (``source``, ``None`` for ``ankan``), the
    claimed tile."""

    meld: Meld
    source: str | None = None
    claimed: int | None = None

    def to_json(self):
        return {"kind": self.meld.kind, "tiles": tiles_str(self.meld.tiles), "from": self.source,
                "claimed": None if self.claimed is None else tile_str(self.claimed)}


@dataclass
class Outcome:
    """How the hand ended.

    kind : ``"win"`` or ``"draw"``; winners : seat → the :class:`ScoreResult` that settled it (empty for a
    draw); reason : the learner text; payment_lines : every transfer (the win, horses and kong points as the
    scorer gave them, and the table's own: 跟庄, 黄庄, kong points of every player); payments : seat → net
    (sums to zero); unit : 元 (Mawan), 分 (Huilai, Jinzhou); horses : the horse tiles turned (Huilai);
    notes : interpretation notes the table used.
    """

    kind: str
    winners: dict = field(default_factory=dict)
    reason: Text | None = None
    payment_lines: list = field(default_factory=list)
    payments: dict = field(default_factory=dict)
    unit: str = ""
    horses: tuple = ()
    notes: list = field(default_factory=list)
    win_by: str | None = None
    discarder: str | None = None


class Game:
    """One hand at the table (see the module docstring).  Make it with :func:`new_hand`.

    Attributes (read-only for callers): ``ruleset``, ``options`` (the ruleset options as given), ``seed``,
    ``dealer``, ``round_wind``, ``hands`` (seat → sorted concealed kinds), ``sets`` (seat → list of
    :class:`Set_`), ``rivers`` (seat → list of ``[kind, taken_by]``), ``wall`` (undrawn tiles in draw order;
    replacements come from its end), ``horses``, ``indicator``, ``ghosts``, ``phase`` (``turn claim rob fen
    over``), ``to_act``, ``events``, ``actions`` (the applied actions), ``outcome``.
    """

    # ------------------------------------------------------------------ setup
    def __init__(self, ruleset: str, seed: int = 0, options: Mapping[str, Any] | None = None, dealer: str = "E",
                 round_wind: str = "E", deal: Mapping[str, Any] | None = None):
        if not isinstance(ruleset, str) or ruleset.strip().lower() not in RULESETS:
            from ..rules import get_ruleset
            ruleset = get_ruleset(ruleset).name  # raises the library's own error for an unknown ruleset
        self.ruleset = ruleset.strip().lower()
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise MjError(T("tb.err.seed", v=repr(seed)[:40]), "seed", T("tb.err.seed.ok"))
        self.seed = seed
        if options is not None and not isinstance(options, Mapping):
            raise MjError(T("tb.err.opts_type", t=type(options).__name__), "options", "{'horses': 4}")
        opts = dict(options or {})
        for k in ENGINE_OPTIONS:
            if k in opts:
                raise MjError(T("tb.err.opt", k=k, why=T("tb.err.opt.engine")), k, "")
        if self.ruleset == "huilai" and opts.get("players", 4) != 4:
            raise MjError(T("tb.err.opt", k="players", why=T("tb.err.opt.players")), "players", "4 (HL-O17)")
        self.options = opts
        self.dealer = norm_seat(dealer, "dealer")
        self.round_wind = norm_seat(round_wind, "round_wind")
        probe = dict(opts)
        if self.ruleset == "huilai" and opts.get("ghosts") in ("flip", "double"):
            probe["indicator"] = "1m"  # the real indicator is turned at the deal
        self.rs, self._vopts = prepared(self.ruleset, probe or None)  # validates (MjError on a bad option)
        self.rng = random.Random(seed)
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self.hands: dict[str, list[int]] = {s: [] for s in SEATS}
        self.sets: dict[str, list[Set_]] = {s: [] for s in SEATS}
        self.rivers: dict[str, list] = {s: [] for s in SEATS}
        self.horses: list[int] = []
        self.indicator: int | None = None
        self.ghosts: tuple = ()
        self.kongs: list[dict] = []  # {seat, kind, tile, source, robbed}
        self.outcome: Outcome | None = None
        self.phase = "turn"
        self.to_act = self.dealer
        self.drawn_from = "deal"  # how the acting player's last tile came: deal, wall, tail, claim, fen
        self.last_draw: int | None = None
        self.replacements = 0
        self.discards = 0
        self.interrupted = False  # a claim happened (ends the first go-around's special timings)
        self.has_discarded = {s: False for s in SEATS}
        self.after_kong: dict | None = None  # the acting player's kong just before this discard (杠流泪)
        self.lou_hu = {s: False for s in SEATS}
        self.lou_peng: dict[str, set[int]] = {s: set() for s in SEATS}
        self.lost_kong: dict[str, set[int]] = {s: set() for s in SEATS}
        self.go_arounds: list[list[int]] = [[]]
        self.follow_open = True
        self.initial: dict[str, tuple[int, ...]] = {}
        self.claim: dict | None = None  # the open window: tile, discarder, kind (discard/rob), options, decisions
        self._step = -1
        self.deal = None if deal is None else _norm_deal(deal, self)
        self._deal()

    def _ev(self, kind, seat, tile, text, code=""):
        e = Event(kind, seat, tile, text, code, self._step)
        self.events.append(e)
        return e

    def _deal(self):
        kinds = TILE_SETS[self.ruleset]
        tiles = [k for k in kinds for _ in range(4)]
        self.rng.shuffle(tiles)
        if self.deal is not None:
            self._prepared_deal(tiles)
            return
        # MW-G1: the dealer rolls, the seat it picks rolls again; the sum counts stacks in that seat's wall.
        per = len(tiles) // 8  # stacks per player: 17 (136 tiles) or 14 (Jinzhou's 112, JZ-A1)
        a, b = self.rng.randint(1, 6) + self.rng.randint(1, 6), self.rng.randint(1, 6) + self.rng.randint(1, 6)
        wb = wall_break(self.dealer, a, b)
        wall_seat, stack = wb.wall, wb.stack
        if per != STACKS_PER_PLAYER and wb.total > per:  # Jinzhou's shorter walls: run on the same way
            wall_seat, stack = next_seat(wb.second_roller, -1), wb.total - per
        self.dice = (a, b, SEATS.index(wall_seat), stack)
        self._ev("dice", self.dealer, None, T("tb.ev.dice", dealer=seat_word(self.dealer), a=a, dir=wb.direction,
                                               second=seat_word(wb.second_roller), b=b, total=wb.total,
                                               wall=seat_word(wall_seat), stack=stack), "MW-G1")
        # walls in front of E, S, W, N in order; the break: after ``stack`` stacks of that seat's wall
        start = (SEATS.index(wall_seat) * per + stack) * 2 % len(tiles)
        self.wall = tiles[start:] + tiles[:start]
        if self.ruleset == "huilai":
            n = self._vopts["horses"]
            if n:
                self.horses = self.wall[len(self.wall) - n:]
                del self.wall[len(self.wall) - n:]
                self._ev("horses", None, None, T("tb.ev.horses", n=n), "HL-O08")
            mode = self._vopts["ghosts"]
            if mode in ("flip", "double"):
                self.indicator = self.wall.pop()
                self.options = {**self.options}
                self.ghosts = ghost_kinds_for(mode, self.indicator)
                self._ev("indicator", None, self.indicator,
                         T("tb.ev.indicator", t=tile_text(self.indicator),
                           ghosts=join([tile_text(g) for g in self.ghosts], "、")), "HL-O04")
            elif mode != "none":
                self.ghosts = ghost_kinds_for(mode, None)
                self._ev("ghosts", None, None, T("tb.ev.ghosts", ghosts=join([tile_text(g) for g in self.ghosts], "、")),
                         "HL-O04")
        # 4 tiles each three times, then one each (the usual deal), then the dealer's 14th
        order = [next_seat(self.dealer, i) for i in range(4)]
        for _ in range(3):
            for s in order:
                self.hands[s].extend(self.wall[:4])
                del self.wall[:4]
        for s in order:
            self.hands[s].append(self.wall.pop(0))
        for s in SEATS:
            self.hands[s].sort()
            self.initial[s] = tuple(self.hands[s])
        t = self.wall.pop(0)
        self.hands[self.dealer].append(t)
        self.hands[self.dealer].sort()
        self.last_draw = t
        self._ev("deal", self.dealer, None, T("tb.ev.deal"))
        self._dealt()

    def _dealt(self):
        self._score_opts = dict(self.options)
        if self.indicator is not None:
            self._score_opts["indicator"] = tile_str(self.indicator)
            self.rs, self._vopts = prepared(self.ruleset, self._score_opts)

    def _prepared_deal(self, shuffled):
        """A hand-built deal (classroom scenarios, shipped records): the given hands, the next draws, the tail
        (kong replacements in the order drawn), Huilai horses / indicator; every other tile of the set in
        the seeded order in between."""
        d = self.deal
        rest = list(shuffled)
        used = []
        for s in SEATS:
            used += d["hands"][s]
        used += d["wall"] + d["tail"] + d["horses"] + ([d["indicator"]] if d["indicator"] is not None else [])
        for k in used:
            rest.remove(k)
        for s in SEATS:
            self.hands[s] = sorted(d["hands"][s])
            self.initial[s] = tuple(sorted(d["hands"][s]))[:13]
        dh = d["hands"][self.dealer]
        self.last_draw = dh[-1]
        self.initial[self.dealer] = tuple(sorted(dh[:-1]))
        if self.ruleset == "huilai":
            n = self._vopts["horses"]
            if d["horses"] and len(d["horses"]) != n:
                raise MjError(T("tb.err.deal", why=plain(f"{len(d['horses'])} horses for horses={n}")), "horses",
                              f"{n} tiles")
            self.horses = list(d["horses"]) or [rest.pop() for _ in range(n)][::-1]
            mode = self._vopts["ghosts"]
            if mode in ("flip", "double"):
                self.indicator = d["indicator"] if d["indicator"] is not None else rest.pop()
                self.ghosts = ghost_kinds_for(mode, self.indicator)
            elif mode != "none":
                self.ghosts = ghost_kinds_for(mode, None)
        self.wall = list(d["wall"]) + rest + list(reversed(d["tail"]))
        self.dice = None
        self._ev("deal", self.dealer, None, T("tb.ev.deal_set"))
        self._dealt()

    # ------------------------------------------------------------------ views
    @property
    def finished(self) -> bool:
        return self.phase == "over"

    @property
    def payments(self) -> dict:
        """seat → net amount of the hand (empty before it ends); sums to zero."""
        return dict(self.outcome.payments) if self.outcome else {}

    @property
    def unit(self) -> str:
        return {"mawan": "元", "huilai": "分", "jinzhou": "分"}[self.ruleset]

    def hand_of(self, s: str, win: int | None = None) -> Hand:
        """The seat's hand as a :class:`Hand` (concealed + declared sets; ``win`` as the winning tile)."""
        con = list(self.hands[s])
        if win is not None:
            con.remove(win)
        return Hand(tuple(con), tuple(x.meld for x in self.sets[s]), win)

    def wall_left(self) -> int:
        """Tiles still to draw (张): Jinzhou counts only what the players may still draw (分张 included)."""
        if self.ruleset == "jinzhou":
            return wall_phase(len(self.wall), self._vopts["dead_wall"], self.replacements % 2 == 1).drawable
        return len(self.wall)

    def seen(self, viewer: str) -> dict:
        """kind → copies visible to ``viewer`` outside its own hand and sets: rivers (tiles still lying
        there), other players' declared sets (a concealed kong is face down), the ghost indicator."""
        c = [0] * 34
        for s in SEATS:
            for k, taken in self.rivers[s]:
                if taken is None:
                    c[k] += 1
            if s != viewer:
                for x in self.sets[s]:
                    if x.meld.kind != "ankan":
                        for k in x.meld.tiles:
                            c[k] += 1
        if self.indicator is not None:
            c[self.indicator] += 1
        return {k: n for k, n in enumerate(c) if n}

    def tile_places(self) -> dict:
        """Where every physical tile is: place → list of kinds (wall, horses, indicator, hand/set/river of each
        seat).  The invariant of ``table.md``: every tile in exactly one place."""
        out = {"wall": list(self.wall), "horses": list(self.horses),
               "indicator": [] if self.indicator is None else [self.indicator]}
        for s in SEATS:
            out[f"hand {s}"] = list(self.hands[s])
            out[f"sets {s}"] = [k for x in self.sets[s] for k in x.meld.tiles]
            out[f"river {s}"] = [k for k, taken in self.rivers[s] if taken is None]
        return out

    # ------------------------------------------------------------------ legality
    def _win_result(self, s: str, tile: int, win_by: str, discarder: str | None = None):
        """The ScoreResult of seat ``s`` winning on ``tile`` now (``None`` when the shape is not complete)."""
        key = (len(self.actions), s, tile, win_by)
        cache = self.__dict__.setdefault("_wcache", {})
        if key in cache:
            return cache[key]
        if win_by == "self_draw":
            h = self.hand_of(s, tile)
        else:
            con = tuple(self.hands[s])
            h = Hand(con, tuple(x.meld for x in self.sets[s]), tile)
        opts = self._options_for(s)
        res = None
        if is_complete(h, self.ruleset, opts or None):
            res = score(h, self.ruleset, self._context(s, tile, win_by, discarder), opts or None)
        cache[key] = res
        return res

    def _options_for(self, winner: str, horses: bool = False) -> dict:
        o = dict(self._score_opts)
        if self.ruleset == "huilai":
            others, kong_from = [], {}
            for kg in self.kongs:
                if kg["robbed"]:
                    continue
                if kg["seat"] == winner:
                    if kg["kind"] == "kan":
                        kong_from[tile_str(kg["tile"])] = kg["source"]
                else:
                    others.append(f"{kg['seat']} {kg['kind']}" + (f" {kg['source']}" if kg["kind"] == "kan" else ""))
            if others:
                o["other_kongs"] = others
            if kong_from:
                o["kong_from"] = kong_from
            if horses and self.horses:
                o["horse_tiles"] = tiles_str(self.horses)
        return o

    def _context(self, s, tile, win_by, discarder):
        used = self.rs.context_fields
        c: dict[str, Any] = {"win_by": win_by, "seat": s, "dealer": self.dealer}
        if win_by != "self_draw":
            c["discarder"] = discarder
        if "round_wind" in used:
            c["round_wind"] = self.round_wind
        first = not self.interrupted and not self.has_discarded[s]
        if win_by == "self_draw":
            if first and self.drawn_from in ("deal", "wall", "tail") and (s == self.dealer or self.discards < 4):
                c["first_turn"] = True
            if self.drawn_from == "tail":
                c["kong_replacement"] = True
                if "kong_replacement_red" in used and self.kongs and self.kongs[-1]["tile"] == RED:
                    c["kong_replacement_red"] = True
            if self.ruleset == "jinzhou" and self.drawn_from == "fen":
                c["last_tile"] = True
            if self.ruleset == "mawan" and self.drawn_from in ("wall", "tail") and not self.wall:
                c["last_tile"] = True
        elif win_by == "discard":
            if self.discards == 1 and not self.interrupted and discarder == self.dealer and s != self.dealer \
                    and self.ruleset in ("mawan", "huilai"):
                c["first_discard"] = True  # Mawan 开天辟 (MW-X), Huilai 地胡 on the dealer's first discard (HL-P14)
            if self.after_kong is not None and self.after_kong["seat"] == discarder:
                c["kong_discard"] = True  # Jinzhou 杠流泪 (JZ-M08)
                if self.after_kong["tile"] == RED:
                    c["kong_discard_red"] = True
            if self.ruleset == "mawan" and not self.wall:
                c["last_tile"] = True
        if self.ruleset == "jinzhou" and s != self.dealer:
            c.pop("first_turn", None)  # JZ-P3 天胡 is the dealer's only
        if self.ruleset == "huilai" and self.sets[s]:  # HL-P14 天地胡 is a win before any claim or kong
            c.pop("first_turn", None)
            c.pop("first_discard", None)
        if self.ruleset == "mawan" and c.get("first_discard") and c.get("last_tile"):
            c.pop("last_tile")
        if "all_closed" in used and not any(x.meld.is_open for t in SEATS for x in self.sets[t]):
            c["all_closed"] = True
        if "seen" in used:
            seen = self.seen(s)
            if win_by != "self_draw" and seen.get(tile):
                seen[tile] -= 1  # the winning discard is in the winner's hand now
                if not seen[tile]:
                    del seen[tile]
            c["seen"] = seen
        if "initial_hand" in used:
            c["initial_hand"] = tiles_str(self.initial[s])
        return {k: v for k, v in c.items() if k in used or k in ("win_by", "seat", "dealer")}

    def _may_win(self, s, tile, win_by, discarder=None) -> tuple[bool, Text | None, Any]:
        """(legal, why not, result) for seat ``s`` winning now."""
        if self.ruleset == "huilai":
            if self.lou_hu[s] and win_by != "self_draw":
                return False, T("tb.why.lou_hu"), None
            if win_by == "discard" and not self._vopts["allow_discard_win"]:
                return False, T("tb.why.no_discard_win"), None
            if win_by == "rob_kong" and not self._vopts["allow_rob_kong"]:
                return False, T("tb.why.no_rob"), None
        r = self._win_result(s, tile, win_by, discarder)
        if r is None:
            return False, T("tb.why.not_complete"), None
        if not r.is_win:
            return False, T("tb.why.not_win", why=join(r.why_not, "；") if r.why_not else plain("—")), r
        return True, None, r

    def _can_replace(self) -> bool:
        if self.ruleset == "jinzhou":
            return wall_phase(len(self.wall), self._vopts["dead_wall"], self.replacements % 2 == 1).phase == "play"
        return len(self.wall) > 0

    def legal_actions(self) -> list[Action]:
        """Every action allowed now, for the seat ``to_act`` (empty once the hand is over)."""
        return [a for a, why in self._options() if why is None]

    def _options(self) -> list[tuple[Action, Text | None]]:
        """Every action the acting seat could think of now with ``None`` (legal) or why it is not (cached until
        the next action)."""
        c = self.__dict__.get("_ocache")
        if c is not None and c[0] == len(self.actions):
            return c[1]
        out = self._options_now()
        self._ocache = (len(self.actions), out)
        return out

    def _options_now(self) -> list[tuple[Action, Text | None]]:
        if self.phase == "over":
            return []
        s = self.to_act
        out: list[tuple[Action, Text | None]] = []
        if self.phase == "turn":
            if self.drawn_from != "claim":
                ok, why, _ = self._may_win(s, self.last_draw, "self_draw")
                out.append((Action(s, "win"), why))
                if ok and self.ruleset == "huilai" and self._vopts["must_win"]:
                    return [(Action(s, "win"), None)]
                can = self._can_replace()
                hc = self.hands[s]
                for k in sorted(set(hc)):
                    if hc.count(k) == 4:
                        out.append((Action(s, "ankan", k), None if can else T("tb.why.no_replacement")))
                for x in self.sets[s]:
                    if x.meld.kind == "pon" and x.meld.kind_tile in hc:
                        k = x.meld.kind_tile
                        why = None if can else T("tb.why.no_replacement")
                        if k in self.lost_kong[s]:
                            why = T("tb.why.lou_gang", t=tile_text(k))
                        out.append((Action(s, "kakan", k), why))
            for k in sorted(set(self.hands[s])):
                out.append((Action(s, "discard", k), None))
            return out
        if self.phase == "fen":
            ok, why, _ = self._may_win(s, self.last_draw, "self_draw")
            out.append((Action(s, "win"), why))
            out.append((Action(s, "pass"), None))
            return out
        # claim / rob window: the acting seat's own options were worked out when the window opened
        opts = self.claim["options"][s]
        out.extend(opts)
        must = any(a.kind == "win" and why is None for a, why in opts) and self.ruleset == "huilai" \
            and self._vopts["must_win"]
        out.append((Action(s, "pass"), T("tb.why.must_win") if must else None))
        return out

    def why_not(self, action: Action | Mapping) -> Text | None:
        """``None`` when ``action`` is legal now, else why not (naming the rule)."""
        a = Action.from_json(action)
        if self.phase == "over":
            return T("tb.err.over")
        if a.seat != self.to_act:
            return T("tb.why.seat", to=seat_word(self.to_act), s=seat_word(a.seat))
        opts = self._options()
        for b, why in opts:
            if b == a:
                return why
        return self._explain(a)

    def _explain(self, a: Action) -> Text:
        s, k, t = a.seat, a.kind, a.tile
        if a.kind == "chi" and self.ruleset == "huilai":
            return T("tb.why.chi_huilai")
        if self.phase == "turn":
            if k in ("chi", "pon", "kan", "pass"):
                return T("tb.why.phase_turn", to=seat_word(s))
            if k in ("ankan", "kakan") and self.drawn_from == "claim":
                return T("tb.why.after_claim")
            if k == "discard" and (t is None or t not in self.hands[s]):
                return T("tb.why.not_held", t=tile_text(t) if t is not None else plain("?"))
            if k == "ankan":
                return T("tb.why.kan_need", t=tile_text(t) if t is not None else plain("?"))
            if k == "kakan":
                return T("tb.why.kakan_need", t=tile_text(t) if t is not None else plain("?"))
            return T("tb.why.unknown")
        if self.phase == "fen":
            return T("tb.why.phase_fen")
        c = self.claim
        if self.phase == "rob":
            return T("tb.why.phase_rob", d=seat_word(c["discarder"]), t=tile_text(c["tile"]))
        tile = c["tile"]
        if k == "chi":
            nxt = next_seat(c["discarder"])
            if s != nxt:
                return T("tb.why.chi_next", rule="MW-A1" if self.ruleset == "mawan" else "JZ-A2")
            if tile == RED:
                return T("tb.why.no_chi_red")
            return T("tb.why.chi_shape", t=tile_text(tile))
        if k == "pon":
            return T("tb.why.pon_need", t=tile_text(tile))
        if k == "kan":
            return T("tb.why.kan_need", t=tile_text(tile))
        if k in ("discard", "ankan", "kakan"):
            return T("tb.why.phase_claim", d=seat_word(c["discarder"]), t=tile_text(tile))
        return T("tb.why.unknown")

    # ------------------------------------------------------------------ moves
    def apply(self, action: Action | Mapping) -> list[Event]:
        """Carry out ``action`` (an :class:`Action` or its JSON dict) for the seat to act.

        Returns the events it caused (the automatic ones after it included: draws, the claim window closing,
        the settlement).  Raises :class:`MjError` naming the rule when the action is not legal now; the
        state is then unchanged.
        """
        if self.phase == "over":
            raise MjError(T("tb.err.over"), str(action)[:60], T("tb.err.over.ok"))
        a = Action.from_json(action)
        why = self.why_not(a)
        if why is not None:
            legal = ", ".join(str(b) for b in self.legal_actions()[:12])
            raise MjError(T("tb.err.action", a=a.text(self.ruleset), why=why), str(a), T("tb.err.action.ok", legal=legal))
        n0 = len(self.events)
        self.actions.append(a)
        self._step = len(self.actions) - 1
        getattr(self, f"_do_{self.phase}")(a)
        return self.events[n0:]

    # ---- a player's turn
    def _do_turn(self, a: Action):
        s = a.seat
        hc = self.hands[s]
        if a.kind == "win":
            self._settle_win({s: self._win_result(s, self.last_draw, "self_draw")}, "self_draw", None, self.last_draw)
            return
        self._passed_self_win(s)
        if a.kind == "discard":
            hc.remove(a.tile)
            self.rivers[s].append([a.tile, None])
            self._ev("discard", s, a.tile, T("tb.ev.discard", s=seat_word(s), t=tile_text(a.tile)))
            if self.ruleset == "huilai":  # HL-F3: a pung whose fourth stays in the hand loses its kong
                for x in self.sets[s]:
                    k = x.meld.kind_tile
                    if x.meld.kind == "pon" and k in hc and k not in self.lost_kong[s]:
                        self.lost_kong[s].add(k)
                        self._ev("lou_gang", s, k, T("tb.ev.lou_gang", s=seat_word(s), t=tile_text(k)), "HL-F3")
            self.discards += 1
            self.has_discarded[s] = True
            self._follow_record(s, a.tile)
            kong_before = self.after_kong if self.drawn_from == "tail" else None
            self.after_kong = kong_before
            self._open_claims(s, a.tile)
            return
        if a.kind == "ankan":
            for _ in range(4):
                hc.remove(a.tile)
            self.sets[s].append(Set_(Meld("ankan", (a.tile,) * 4)))
            self._ev("ankan", s, None, T("tb.ev.ankan", s=seat_word(s)), {"mawan": "MW-A2", "huilai": "HL-K3",
                                                                          "jinzhou": "JZ-A2"}[self.ruleset])
            self.kongs.append({"seat": s, "kind": "ankan", "tile": a.tile, "source": None, "robbed": False})
            self._replacement(s)
            return
        if a.kind == "kakan":
            hc.remove(a.tile)
            for i, x in enumerate(self.sets[s]):
                if x.meld.kind == "pon" and x.meld.kind_tile == a.tile:
                    self.sets[s][i] = Set_(Meld("kakan", (a.tile,) * 4), x.source, x.claimed)
            self._ev("kakan", s, a.tile, T("tb.ev.kakan", s=seat_word(s), t=tile_text(a.tile),
                                           k=kind_word("kakan", self.ruleset)))
            self.kongs.append({"seat": s, "kind": "kakan", "tile": a.tile, "source": None, "robbed": False})
            self._open_rob(s, a.tile, "kakan")
            return

    def _passed_self_win(self, s):
        if self.ruleset == "huilai" and self.drawn_from != "claim":
            ok, _, _ = self._may_win(s, self.last_draw, "self_draw")
            if ok:
                self.lou_hu[s] = True
                self._ev("lou_hu", s, None, T("tb.ev.lou_hu", s=seat_word(s)), "HL-F1")

    def _replacement(self, s):
        t = self.wall.pop()
        self.replacements += 1
        self.hands[s].append(t)
        self.hands[s].sort()
        self.last_draw = t
        self.drawn_from = "tail"
        self.after_kong = self.kongs[-1]
        self._moved(s)
        self._ev("draw_tail", s, None, T("tb.ev.draw_tail", s=seat_word(s)))
        self.phase, self.to_act = "turn", s

    def _moved(self, s):
        """HL-F1 / HL-F2: the player moved tiles (drew, punged or konged): the 漏胡 / 漏碰 restrictions end."""
        self.lou_hu[s] = False
        self.lou_peng[s] = set()

    def _follow_record(self, s, tile):
        """JZ-F2 跟庄: the discards of the go-arounds while no claim has broken the order."""
        if not self.follow_open:
            return
        if self.interrupted:
            self.follow_open = False
            return
        ga = self.go_arounds[-1]
        ga.append(tile)
        if len(ga) == 4:
            if len(set(ga)) != 1:
                self.follow_open = False
            else:
                self._ev("follow", self.dealer, tile, T("tb.ev.follow", i=len(self.go_arounds), t=tile_text(tile)),
                         "JZ-F2") if self.ruleset == "jinzhou" else None
                self.go_arounds.append([])

    # ---- the claim window on a discard
    def _open_claims(self, d, tile):
        opts: dict[str, list] = {}
        order = [next_seat(d, i) for i in (1, 2, 3)]
        for s in order:
            o: list[tuple[Action, Text | None]] = []
            hc = self.hands[s]
            ok, why, _ = self._may_win(s, tile, "discard", d)
            if ok:
                o.append((Action(s, "win"), None))
            n = hc.count(tile)
            if n >= 2:
                if self.ruleset == "huilai" and tile in self.lou_peng[s]:
                    o.append((Action(s, "pon", tile), T("tb.why.lou_peng", t=tile_text(tile))))
                else:
                    o.append((Action(s, "pon", tile), None))
            if n >= 3 and self._can_replace():
                o.append((Action(s, "kan", tile), None))
            if self.ruleset in CHOW_RULESETS and s == next_seat(d) and is_suit(tile):
                r = tile % 9
                for lo in (tile - 2, tile - 1, tile):
                    if lo < 0 or suit_of(lo) != suit_of(tile) or lo % 9 > 6 or not (r - 2 <= lo % 9 <= r):
                        continue
                    need = [k for k in (lo, lo + 1, lo + 2) if k != tile]
                    if all(k in hc for k in need):
                        o.append((Action(s, "chi", tile, lo), None))
            if any(why is None for _, why in o):
                opts[s] = o
        self.claim = {"tile": tile, "discarder": d, "kind": "discard", "options": opts, "decisions": {},
                      "order": [s for s in order if s in opts]}
        if not opts:
            self._next_turn(next_seat(d))
            return
        self.phase = "claim"
        self.to_act = self.claim["order"][0]

    def _open_rob(self, s, tile, kind):
        """table.md 4: an added kong (and in Mawan an exposed kong, MW-A3) opens a window for robbing it."""
        opts = {}
        order = [next_seat(s, i) for i in (1, 2, 3)]
        robbable = kind == "kakan" or (kind == "kan" and self.ruleset == "mawan")
        if robbable:
            for t in order:
                ok, why, _ = self._may_win(t, tile, "rob_kong", s)
                if ok:
                    opts[t] = [(Action(t, "win"), None)]
        if not opts:
            self._replacement(s)
            return
        rule = {"mawan": "MW-A3", "huilai": "HL-F4", "jinzhou": "JZ-A4"}[self.ruleset]
        self._ev("rob_open", s, tile, T("tb.ev.rob_open", t=tile_text(tile), rule=rule), rule)
        self.claim = {"tile": tile, "discarder": s, "kind": "rob", "options": opts, "decisions": {},
                      "order": [t for t in order if t in opts]}
        self.phase = "rob"
        self.to_act = self.claim["order"][0]

    def _do_claim(self, a: Action):
        c = self.claim
        c["decisions"][a.seat] = a
        if a.kind == "pass":
            self._ev("pass", a.seat, None, T("tb.ev.pass", s=seat_word(a.seat)))
        rest = [s for s in c["order"] if s not in c["decisions"]]
        if rest:
            self.to_act = rest[0]
            return
        self._resolve_claims()

    _do_rob = _do_claim

    def _resolve_claims(self):
        c = self.claim
        d, tile = c["discarder"], c["tile"]
        dec = c["decisions"]
        wins = [s for s in c["order"] if dec[s].kind == "win"]
        # HL-F1 / HL-F2: a Huilai player who let a possible win or pung go is restricted
        if self.ruleset == "huilai":
            for s, o in c["options"].items():
                chose = dec[s].kind
                if chose != "win" and any(x.kind == "win" and why is None for x, why in o):
                    self.lou_hu[s] = True
                    self._ev("lou_hu", s, None, T("tb.ev.lou_hu", s=seat_word(s)), "HL-F1")
                if chose not in ("pon", "kan", "win") and any(x.kind == "pon" and why is None for x, why in o):
                    self.lou_peng[s].add(tile)
                    self._ev("lou_peng", s, tile, T("tb.ev.lou_peng", s=seat_word(s), t=tile_text(tile)), "HL-F2")
        win_by = "discard" if c["kind"] == "discard" else "rob_kong"
        if wins:
            if self.ruleset == "mawan":  # MW-A5: one winner, counterclockwise from the dealer
                order = priority_order(self.dealer)
                chosen = [min(wins, key=order.index)]
                rule = T("tb.rule.mawan")
            elif self.ruleset == "jinzhou":  # nearest counterclockwise from the discarder (interpretation)
                chosen = [wins[0]]
                rule = T("tb.rule.jinzhou")
            else:
                chosen = wins
                rule = None
            if len(wins) > len(chosen):
                self._multi = self.ruleset == "jinzhou"
                self._ev("priority", chosen[0], tile, T("tb.ev.priority", losers=join([seat_word(x) for x in wins
                                                                                       if x not in chosen], "、"),
                                                        rule=rule, s=seat_word(chosen[0])),
                         "MW-A5" if self.ruleset == "mawan" else "JZ-A3")
            for s in c["order"]:
                if dec[s].kind in ("pon", "kan", "chi"):
                    self._ev("claim_beaten", s, tile, T("tb.ev.claim_beaten", s=seat_word(s), k=T(f"tb.k.{dec[s].kind}"),
                                                        w=seat_word(chosen[0]), wk=T("tb.k.win")), "table.md 3")
            results = {s: self._win_result(s, tile, win_by, d) for s in chosen}
            if c["kind"] == "rob":
                kg = self.kongs[-1]
                kg["robbed"] = True
                self._unkong(kg)
            else:
                self.rivers[d][-1][1] = chosen[0]
            self._settle_win(results, win_by, d, tile)
            return
        if c["kind"] == "rob":  # nobody robbed: the kong stands, the replacement comes from the tail
            self._replacement(d)
            return
        claims = [dec[s] for s in c["order"] if dec[s].kind in ("pon", "kan")] or \
            [dec[s] for s in c["order"] if dec[s].kind == "chi"]
        if not claims:
            self._next_turn(next_seat(d))
            return
        a = claims[0]
        for s in c["order"]:
            if dec[s].kind in ("chi",) and dec[s] is not a:
                self._ev("claim_beaten", s, tile, T("tb.ev.claim_beaten", s=seat_word(s), k=T("tb.k.chi"),
                                                    w=seat_word(a.seat), wk=T(f"tb.k.{a.kind}")), "table.md 3")
        self._take(a, d, tile)

    def _unkong(self, kg):
        """A robbed kong: the robbed tile goes to the winner; an added kong stands as its pung again, a robbed
        exposed kong (Mawan) leaves its three tiles in the hand."""
        s, t = kg["seat"], kg["tile"]
        for i, x in enumerate(self.sets[s]):
            if x.meld.is_kong and x.meld.kind_tile == t:
                if kg["kind"] == "kakan":
                    self.sets[s][i] = Set_(Meld("pon", (t,) * 3), x.source, x.claimed)
                else:
                    del self.sets[s][i]
                    self.hands[s].extend([t] * 3)
                    self.hands[s].sort()
                break

    def _take(self, a: Action, d, tile):
        s = a.seat
        hc = self.hands[s]
        self.rivers[d][-1][1] = s
        self.interrupted = True
        self.follow_open = False
        self.after_kong = None
        self._moved(s)
        if a.kind == "pon":
            hc.remove(tile)
            hc.remove(tile)
            self.sets[s].append(Set_(Meld("pon", (tile,) * 3), d, tile))
            self._ev("pon", s, tile, T("tb.ev.pon", s=seat_word(s), t=tile_text(tile)))
        elif a.kind == "chi":
            lo = a.chow
            for k in (lo, lo + 1, lo + 2):
                if k != tile:
                    hc.remove(k)
            self.sets[s].append(Set_(Meld("chi", (lo, lo + 1, lo + 2)), d, tile))
            self._ev("chi", s, tile, T("tb.ev.chi", s=seat_word(s), t=tile_text(tile),
                                       set=plain(tiles_str([lo, lo + 1, lo + 2]))))
        else:  # kan: an exposed kong on the discard
            for _ in range(3):
                hc.remove(tile)
            self.sets[s].append(Set_(Meld("kan", (tile,) * 4), d, tile))
            self._ev("kan", s, tile, T("tb.ev.kan", s=seat_word(s), t=tile_text(tile), d=seat_word(d),
                                       k=kind_word("kan", self.ruleset)))
            self.kongs.append({"seat": s, "kind": "kan", "tile": tile, "source": d, "robbed": False})
            self.claim = None
            self._open_rob(s, tile, "kan")
            return
        self.claim = None
        self.phase, self.to_act, self.drawn_from, self.last_draw = "turn", s, "claim", None

    def _do_fen(self, a: Action):
        s = a.seat
        if a.kind == "win":
            self._settle_win({s: self._win_result(s, self.last_draw, "self_draw")}, "self_draw", None, self.last_draw)
            return
        self._ev("pass", s, None, T("tb.ev.pass", s=seat_word(s)))
        self._fen_next(next_seat(s))

    # ---- the next draw, the end of the wall
    def _next_turn(self, s):
        self.claim = None
        if self.ruleset == "jinzhou":
            ph = wall_phase(len(self.wall), self._vopts["dead_wall"], self.replacements % 2 == 1)
            if ph.phase == "fen_zhang":
                self.fen_left = ph.fen_zhang_left
                self._fen_next(s)
                return
            if ph.phase == "exhausted":
                self._settle_draw()
                return
        elif not self.wall:
            self._settle_draw()
            return
        t = self.wall.pop(0)
        self.hands[s].append(t)
        self.hands[s].sort()
        self.last_draw = t
        self.drawn_from = "wall"
        self.after_kong = None
        self._moved(s)
        self._ev("draw", s, None, T("tb.ev.draw", s=seat_word(s)))
        self.phase, self.to_act = "turn", s

    def _fen_next(self, s):
        """JZ-F1: the 分张 tiles, one to each player in turn from the player due to draw."""
        if self.fen_left <= 0:
            self._settle_draw()
            return
        self.fen_left -= 1
        t = self.wall.pop(0)
        self.hands[s].append(t)
        self.hands[s].sort()
        self.last_draw = t
        self.drawn_from = "fen"
        self._ev("fen", s, t, T("tb.ev.fen", s=seat_word(s)), "JZ-F1")
        self.phase, self.to_act = "fen", s

    # ------------------------------------------------------------------ settlement
    def _kong_events_jz(self):
        return [KongEvent(k["seat"], k["kind"], k["tile"], k["source"], k["robbed"]) for k in self.kongs
                if not k["robbed"]]

    def _follow_lines(self):
        if self.ruleset != "jinzhou":
            return [], []
        done = [ga for ga in self.go_arounds if len(ga) == 4]
        if not done:
            return [], []
        st = follow_dealer(done, self.dealer)
        return st.payment_lines, st.items

    def _settle_win(self, results: dict, win_by: str, discarder, tile):
        ws = list(results)
        win_hands = {s: (self.hand_of(s, tile) if win_by == "self_draw" else
                         Hand(tuple(self.hands[s]), tuple(x.meld for x in self.sets[s]), tile)) for s in ws}
        if win_by != "self_draw":  # one physical tile: it lies with the first winner (通炮 shares it)
            self.hands[ws[0]].append(tile)
            self.hands[ws[0]].sort()
        self.win_hands = win_hands
        if win_by == "rob_kong":
            self._ev("robbed", ws[0], tile, T("tb.ev.robbed", s=join([seat_word(x) for x in ws], "、"),
                                              d=seat_word(discarder), t=tile_text(tile)),
                     {"mawan": "MW-A3", "huilai": "HL-A3", "jinzhou": "JZ-M07"}[self.ruleset])
        elif win_by == "discard":
            for s in ws:
                self._ev("win", s, tile, T("tb.ev.win_discard", s=seat_word(s), d=seat_word(discarder), t=tile_text(tile)))
        else:
            self._ev("win", ws[0], tile, T("tb.ev.win_self", s=seat_word(ws[0]), t=tile_text(tile)))
        notes = []
        lines: list[Payment] = []
        if self.ruleset == "huilai" and self.horses:
            self._ev("horses_turned", None, None, T("tb.ev.horses_turned", tiles=plain(tiles_str(self.horses))), "HL-K2")
        if self.ruleset == "huilai" and len(ws) > 1 and win_by == "discard":
            self._ev("tongpao", discarder, tile, T("tb.ev.tongpao", seats=join([seat_word(x) for x in ws], "、")), "HL-A5")
            # settle_tongpao: other_kongs are the kongs of everyone but the winners (settled once)
            o = self._options_for(ws[0], horses=True)
            others = [f"{k['seat']} {k['kind']}" + (f" {k['source']}" if k["kind"] == "kan" else "")
                      for k in self.kongs if not k["robbed"] and k["seat"] not in ws]
            o.pop("other_kongs", None)
            o.pop("kong_from", None)
            if others:
                o["other_kongs"] = others
            kf = {tile_str(k["tile"]): k["source"] for k in self.kongs if k["seat"] in ws and k["kind"] == "kan"}
            if kf:
                o["kong_from"] = kf
            ctx = {k: v for k, v in self._context(ws[0], tile, "discard", discarder).items()
                   if k not in ("seat", "win_by", "discarder")}
            tp = settle_tongpao(dict(win_hands), discarder, o, ctx)
            results = tp["results"]
            lines = list(tp["payment_lines"])
        else:
            final = {}
            for s in ws:
                h = win_hands[s]
                if self.ruleset == "huilai":
                    r = score(h, self.ruleset, results[s].context, self._options_for(s, horses=True))
                else:
                    r = results[s]
                final[s] = r
                if self.ruleset == "jinzhou":
                    lines.extend(p for p in r.payment_lines if not p.code.startswith("JZ-G"))
                else:
                    lines.extend(r.payment_lines)
            results = final
        if self.ruleset == "jinzhou":
            ks = settle_kongs(self._kong_events_jz())
            lines.extend(ks.payment_lines)
            if any(k["kind"] == "kan" for k in self.kongs):
                notes.append(T("tb.note.jz_kongs"))
            fl, _ = self._follow_lines()
            lines.extend(fl)
        if self.__dict__.pop("_multi", False):
            notes.append(T("tb.note.jz_nearest"))
        self._finish(Outcome("win", results, T("tb.ev.end_win", s=join([seat_word(x) for x in ws], "、")), lines,
                             settle(lines), self.unit, tuple(self.horses), notes, win_by, discarder))

    def _settle_draw(self):
        lines: list[Payment] = []
        notes = []
        if self.ruleset == "mawan":
            reason = T("tb.ev.draw_game.mawan")
            notes.append(T("tb.note.mawan_end"))
            code = "table.md 6"
        elif self.ruleset == "huilai":
            reason = T("tb.ev.draw_game.huilai", n=len(self.horses))
            code = "HL-K6"
            ks = [f"{k['seat']} {k['kind']}" + (f" {k['source']}" if k["kind"] == "kan" else "") for k in self.kongs]
            # entries as strings, as option other_kongs takes them
            pl, _ = settle_draw(ks,  # type: ignore[arg-type]
                                {k: v for k, v in self.options.items()
                                     if k in ("draw_kong_points", "total_plus", "players")})
            lines.extend(pl)
        else:
            reason = T("tb.ev.draw_game.jinzhou")
            code = "JZ-F1"
            hz = huangzhuang(self.dealer)
            lines.extend(hz.payment_lines)
            lines.extend(settle_kongs(self._kong_events_jz()).payment_lines)
            fl, _ = self._follow_lines()
            lines.extend(fl)
        self._ev("draw_game", None, None, reason, code)
        self._finish(Outcome("draw", {}, reason, lines, settle(lines), self.unit, tuple(self.horses), notes))

    def _finish(self, outcome: Outcome):
        self.outcome = outcome
        self.phase = "over"
        self.claim = None
        self.to_act = None

    # ------------------------------------------------------------------ records
    def record(self) -> dict:
        """The hand as a JSON-able record: format, ruleset, options, seed, dealer, round wind, actions."""
        return {"format": RECORD_FORMAT, "ruleset": self.ruleset, "options": _json_opts(self.options),
                "seed": self.seed, "dealer": self.dealer, "round_wind": self.round_wind,
                **({"deal": _deal_json(self.deal)} if self.deal is not None else {}),
                "actions": [a.to_json() for a in self.actions]}

    def snapshot(self) -> dict:
        """The state as plain data, tiles as kind numbers (compared by tests: a replay reproduces every state)."""
        return {"phase": self.phase, "to_act": self.to_act, "wall": list(self.wall),
                "hands": {s: list(self.hands[s]) for s in SEATS},
                "sets": {s: [(x.meld.kind, x.meld.tiles, x.source) for x in self.sets[s]] for s in SEATS},
                "rivers": {s: [tuple(r) for r in self.rivers[s]] for s in SEATS},
                "horses": list(self.horses), "indicator": self.indicator,
                "payments": self.payments, "legal": [(a.seat, a.kind, a.tile, a.chow) for a in self.legal_actions()],
                "events": len(self.events)}


RECORD_FORMAT = "mjlearn.table/1"


def _norm_deal(deal, g) -> dict:
    """Check a hand-built deal: hands for all four seats (the dealer 14 tiles, the others 13), optional
    ``wall`` (next draws), ``tail`` (replacements), ``horses``, ``indicator``; tiles of the ruleset, at most
    four copies of a kind in all."""
    from ..tiles import parse_tiles
    ok = "{'hands': {'E': 14 tiles, 'S'/'W'/'N': 13}, 'wall': …, 'tail': …}"
    if not isinstance(deal, Mapping) or not isinstance(deal.get("hands"), Mapping):
        raise MjError(T("tb.err.deal", why=plain("hands")), "deal", ok)
    bad = set(deal) - {"hands", "wall", "tail", "horses", "indicator"}
    if bad:
        raise MjError(T("tb.err.deal", why=plain(sorted(bad)[0])), "deal", ok)
    allowed = set(TILE_SETS[g.ruleset])

    def tiles(v, where):
        ks = parse_tiles(v) if isinstance(v, str) else list(v or [])
        for k in ks:
            if k not in allowed:
                raise MjError(T("tb.err.deal", why=plain(f"{tile_str(k)} is not a tile of {g.ruleset}")), where, ok)
        return ks
    out: dict[str, Any] = {"hands": {}}
    hs = {norm_seat(k, "deal"): v for k, v in deal["hands"].items()}
    for s in SEATS:
        if s not in hs:
            raise MjError(T("tb.err.deal", why=plain(f"no hand for {s}")), "deal", ok)
        h = tiles(hs[s], f"hands[{s}]")
        if len(h) != (14 if s == g.dealer else 13):
            raise MjError(T("tb.err.deal", why=plain(f"{s} has {len(h)} tiles")), f"hands[{s}]", ok)
        out["hands"][s] = h
    for k in ("wall", "tail", "horses"):
        out[k] = tiles(deal.get(k), k)
    ind = deal.get("indicator")
    out["indicator"] = tiles(ind, "indicator")[0] if ind else None
    c = [0] * 34
    for k in [t for s in SEATS for t in out["hands"][s]] + out["wall"] + out["tail"] + out["horses"] + \
            ([out["indicator"]] if out["indicator"] is not None else []):
        c[k] += 1
        if c[k] > 4:
            raise MjError(T("tb.err.deal", why=plain(f"five copies of {tile_str(k)}")), "deal", ok)
    return out


def _deal_json(d):
    if d is None:
        return None
    out: dict[str, Any] = {"hands": {s: tiles_str(v) for s, v in d["hands"].items()}}
    for k in ("wall", "tail", "horses"):
        if d[k]:
            out[k] = " ".join(tile_str(t) for t in d[k])  # in order (tiles_str would sort them)
    if d["indicator"] is not None:
        out["indicator"] = tile_str(d["indicator"])
    return out


def _json_opts(o):
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in o.items()}


def new_hand(ruleset: str, seed: int = 0, options: Mapping[str, Any] | None = None, dealer: str = "E",
             round_wind: str = "E", deal: Mapping[str, Any] | None = None) -> Game:
    """Deal a new hand by the ruleset's procedures (table.md 1).

    Parameters
    ----------
    ruleset : ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    seed : 0 … 2⁶³−1: the shuffle and the dice (a class shares the seed to play the same deal).
    options : the ruleset's options (Huilai ``ghosts``, ``horses``, ``must_win``…; Jinzhou ``dead_wall``;
        Mawan ``stake``); those the table works out itself (``indicator``, ``horse_tiles``, ``other_kongs``,
        ``kong_from``, ``ready_hands``) are refused.
    dealer, round_wind : seats ``"E" "S" "W" "N"``.
    deal : a hand-built deal for classroom scenarios: ``{"hands": {"E": "…14 tiles", "S": "…13", …},
        "wall": "next draws", "tail": "kong replacements in order", "horses": …, "indicator": …}``; the other
        tiles of the set follow in the seed's order.

    Returns a :class:`Game` with the dealer to act on 14 tiles.  Raises :class:`MjError` for a bad ruleset,
    seed, seat or option (naming the option's rule).
    """
    return Game(ruleset, seed, options, dealer, round_wind, deal)


def replay(record: Mapping, upto: int | None = None) -> Game:
    """Replay a record made by :meth:`Game.record` (after JSON, too): the same deal and every action in turn.

    ``upto``: stop after that many actions.  Raises :class:`MjError` for a record that is not one (missing
    fields, another format) or whose actions are not legal in turn (a corrupt record), naming the step.
    """
    ok = T("tb.err.record.ok", fmt=RECORD_FORMAT)
    if not isinstance(record, Mapping):
        raise MjError(T("tb.err.record", why=plain(f"{type(record).__name__}")), "record", ok)
    if record.get("format") != RECORD_FORMAT:
        raise MjError(T("tb.err.record", why=plain(f"format {str(record.get('format'))[:40]!r}")), "format", ok)
    for k in ("ruleset", "seed", "actions"):
        if k not in record:
            raise MjError(T("tb.err.record", why=plain(f"'{k}' missing", f"'{k}' is missing")), k, ok)
    acts = record["actions"]
    if not isinstance(acts, list):
        raise MjError(T("tb.err.record", why=plain("actions")), "actions", ok)
    g = new_hand(record["ruleset"], record["seed"], record.get("options") or None, record.get("dealer", "E"),
                 record.get("round_wind", "E"), record.get("deal"))
    n = len(acts) if upto is None else max(0, min(int(upto), len(acts)))
    for i, a in enumerate(acts[:n]):
        try:
            g.apply(a)
        except MjError as e:
            raise MjError(T("tb.err.record_step", i=i + 1, why=plain(e.render("zh"), e.render("en"))),
                          f"actions[{i}]", ok) from None
    return g


__all__ = ["Action", "Event", "Game", "Outcome", "new_hand", "replay", "RECORD_FORMAT", "seat_word", "tile_text"]
