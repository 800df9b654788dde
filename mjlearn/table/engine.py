"""One hand at the table: deal, turns, the claim window, robbing a kong, the end of the wall, settlement.

Spec ``table.md`` (turn mechanics) with each ruleset's own sections winning where they differ: Mawan MW-A / MW-G,
Huilai HL-A / HL-F / HL-O / HL-K, Jinzhou JZ-A / JZ-F / JZ-G.  The table procedures that already exist are reused:
MW-G1 dice and wall break (:func:`mjlearn.rules.mawan.procedures.wall_break`), MW-A5 claim priority, JZ-F1 wall
phases and 分张 (:func:`mjlearn.rules.jinzhou.procedures.wall_phase`), JZ-F2 跟庄 (``follow_dealer``), 黄庄
(``huangzhuang``), JZ-G kong points (``settle_kongs``), HL-K2 horses, HL-K3 kong points, 通炮 (``settle_tongpao``)
and 荒庄 kong points (``settle_draw``).

A win is offered exactly when :func:`mjlearn.score` of that hand in the context the table knows is a legal win
(status ``"scored"``), and the hand is settled by that result.

The class is built in layers, one module each: :mod:`.actions` (the vocabulary), :mod:`.deal` (state,
deal, views), :mod:`.legality`, :mod:`.settlement` (draws, end of the wall, settlement), :mod:`.claims` (claim and
rob windows), and this module (the turn, :meth:`Game.apply`, records, :func:`new_hand`, :func:`replay`).

Seats are ``"E" "S" "W" "N"``; play goes counterclockwise E → S → W → N (下家 of E is S).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..context import SEATS, next_seat
from ..errors import MjError
from ..hand import Meld
from ..i18n import T, plain
from .actions import TILE_SETS, Action, Event, Outcome, Set_, kind_word, seat_word, tile_text  # noqa: F401  (TILE_SETS: named through this module)
from .claims import Claims
from .deal import _deal_json, _json_opts


class Game(Claims):
    """One hand at the table (see the module docstring).  Make it with :func:`new_hand`.

    Attributes (read-only for callers): ``ruleset``, ``options`` (the ruleset options as given), ``seed``,
    ``dealer``, ``round_wind``, ``hands`` (seat → sorted concealed kinds), ``sets`` (seat → list of
    :class:`Set_`), ``rivers`` (seat → list of ``[kind, taken_by]``), ``wall`` (undrawn tiles in draw order;
    replacements come from its end), ``horses``, ``indicator``, ``ghosts``, ``phase`` (``turn claim rob fen
    over``), ``to_act``, ``events``, ``actions`` (the applied actions), ``outcome``.
    """


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

    def _do_fen(self, a: Action):
        s = a.seat
        if a.kind == "win":
            self._settle_win({s: self._win_result(s, self.last_draw, "self_draw")}, "self_draw", None, self.last_draw)
            return
        self._ev("pass", s, None, T("tb.ev.pass", s=seat_word(s)))
        self._fen_next(next_seat(s))

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
