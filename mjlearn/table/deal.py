"""The table's state and the deal (spec ``table.md`` 1): the seeded shuffle, MW-G1 dice and wall break, the
Huilai horses (HL-O08) and ghost indicator (HL-O04), a hand-built deal for classroom scenarios, and the
read-only views of the state (tiles seen, every tile's place).

Part of :class:`mjlearn.table.Game` (``engine.py``), which builds on :class:`TableState`.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..api import prepared
from ..context import SEATS, next_seat
from ..context import seat as norm_seat
from ..errors import MjError
from ..hand import Hand
from ..i18n import T, join, plain
from ..rules.huilai.ghosts import ghost_kinds_for
from ..rules.jinzhou.procedures import wall_phase
from ..rules.mawan.procedures import STACKS_PER_PLAYER, wall_break
from ..tiles import tile_str, tiles_str
from .actions import ENGINE_OPTIONS, MAX_SEED, RULESETS, TILE_SETS, Action, Event, Outcome, Set_, seat_word, tile_text


class TableState:
    """The state of one hand and its deal; the moves are added by the classes above it (see ``engine.py``)."""

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
