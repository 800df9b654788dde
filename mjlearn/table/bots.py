"""Bots to play against: ``random``, ``efficient`` and ``value``.

* ``random`` — takes a legal win when one is offered, otherwise a uniformly random legal action (seeded);
* ``efficient`` — the discard advice ranked by speed (legal shanten, then accepted copies, ``advice.md``
  § Ranking ``by="speed"``); claims a pung, chow or kong when it lowers the legal shanten;
* ``value`` — the advice ranked by value (legal shanten, then the expected value of the ready and 1-shanten
  rows, ``by="value"``); claims only when it lowers the legal shanten and the hand is then ready or one step
  away (opening a hand early gives up closed-hand value such as Jinzhou 闭门 JZ-M01), or the hand is open
  already.

Both advice bots always take a legal win and make a concealed or added kong when it does not raise the
shanten.  Bots are deterministic: the same game state and seed give the same action.

The advice is reached through one adapter, :func:`best_discards`: it uses ``mj.advise(by=…)`` and
``Advice.best_discards()`` when the advice offers them, otherwise the current ``advise(values=…)`` ranking.
"""
from __future__ import annotations

import inspect
import random
from collections.abc import Sequence
from typing import Any

from ..advice import advise
from ..api import shanten
from ..errors import MjError
from ..hand import Meld
from ..i18n import T
from ..tiles import tiles_str
from .engine import Action, Game

LEVELS = ("random", "efficient", "value")
_HAS_BY = "by" in inspect.signature(advise).parameters


def _hand_text(concealed, melds) -> str:
    parts = [tiles_str(sorted(concealed))] if concealed else []
    parts += [str(m) for m in melds]
    return " ".join(parts)


def advice_for(g: Game, s: str, by: str = "speed", concealed=None, melds=None):
    """The discard advice for seat ``s`` of game ``g`` (its 14 tiles, or ``concealed`` + ``melds``), with the
    table's context (seat, dealer, round wind), options (ghost indicator) and the tiles the seat can see."""
    con = list(g.hands[s]) if concealed is None else list(concealed)
    ms = [x.meld for x in g.sets[s]] if melds is None else list(melds)
    ctx = {"seat": s, "dealer": g.dealer}
    if "round_wind" in g.rs.context_fields:
        ctx["round_wind"] = g.round_wind
    opts = dict(g._score_opts) or None
    seen = g.seen(s)
    if _HAS_BY:
        return advise(_hand_text(con, ms), g.ruleset, ctx, opts, seen=seen, by=by)
    return advise(_hand_text(con, ms), g.ruleset, ctx, opts, seen=seen, values=(by == "value"))


def best_discards(adv, by: str = "speed") -> list[int]:
    """Every tied best discard kind of an :class:`~mjlearn.advice.Advice` (``advice.md`` § Ranking).

    With ``Advice.best_discards()`` available it is used; otherwise the rows are ranked here: speed — legal
    shanten, accepted copies, next-step average; value — the advice's own order (legal shanten, then EV)."""
    if hasattr(adv, "best_discards") and _HAS_BY:
        return list(adv.best_discards())
    rows = adv.rows
    if by == "speed":
        key = lambda r: (r.shanten, -r.accepted, -(r.second or 0))  # noqa: E731
    else:
        key = lambda r: (r.shanten, -(r.ev or 0), -r.accepted, -(r.second or 0))  # noqa: E731
    best = min(key(r) for r in rows)
    return [r.discard for r in rows if key(r) == best]


def _best_shanten(adv) -> int:
    return min(r.shanten for r in adv.rows)


class Bot:
    """A seat's player.  ``choose(game)`` returns the action for ``game.to_act``."""

    level = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.last_shanten: dict[str, int] = {}

    def choose(self, g: Game) -> Action:
        la = g.legal_actions()
        wins = [a for a in la if a.kind == "win"]
        if wins:
            return wins[0]
        return self.rng.choice(la)


class AdviceBot(Bot):
    """The efficient (``by="speed"``) and value (``by="value"``) bots."""

    def __init__(self, seed: int = 0, by: str = "speed"):
        super().__init__(seed)
        self.by = by
        self.level = "efficient" if by == "speed" else "value"

    def choose(self, g: Game) -> Action:
        la = g.legal_actions()
        s = g.to_act
        wins = [a for a in la if a.kind == "win"]
        if wins:
            return wins[0]
        if g.phase == "fen":
            return next(a for a in la if a.kind == "pass")
        if g.phase in ("claim", "rob"):
            return self._claim(g, s, la)
        return self._turn(g, s, la)

    # ---- own turn
    def _turn(self, g: Game, s: str, la: list[Action]) -> Action:
        discards = [a for a in la if a.kind == "discard"]
        adv = self._advice(g, s)
        if adv is None:
            return discards[-1]
        best_sh = _best_shanten(adv)
        for a in la:
            if a.kind in ("ankan", "kakan"):
                con = list(g.hands[s])
                ms = [x.meld for x in g.sets[s]]
                if a.kind == "ankan":
                    for _ in range(4):
                        con.remove(a.tile)
                    ms.append(Meld("ankan", (a.tile,) * 4))
                else:
                    con.remove(a.tile)
                    ms = [Meld("kakan", (a.tile,) * 4) if m.kind == "pon" and m.kind_tile == a.tile else m for m in ms]
                try:
                    sh = shanten(_hand_text(con, ms), g.ruleset, dict(g._score_opts) or None)
                except MjError:
                    continue
                if sh <= best_sh:
                    return a
        best = best_discards(adv, self.by)
        self.last_shanten[s] = best_sh
        # ties: the first of the advice's own order among the tied kinds (never by tile index alone)
        order = [r.discard for r in adv.rows]
        pick = min(best, key=order.index)
        return Action(s, "discard", pick)

    def _advice(self, g, s, concealed=None, melds=None):
        try:
            return advice_for(g, s, self.by, concealed, melds)
        except MjError:
            return None

    # ---- claims on another player's discard
    def _current(self, g: Game, s: str) -> int:
        if s in self.last_shanten:
            return self.last_shanten[s]
        try:
            return shanten(g.hand_of(s), g.ruleset, dict(g._score_opts) or None)
        except MjError:
            return 8

    def _claim(self, g: Game, s: str, la: list[Action]) -> Action:
        passing = next(a for a in la if a.kind == "pass")
        claims = [a for a in la if a.kind in ("pon", "chi", "kan")]
        if not claims:
            return passing
        now = self._current(g, s)
        opened = any(x.meld.is_open for x in g.sets[s])
        best, best_sh = None, now
        for a in claims:
            con = list(g.hands[s])
            ms = [x.meld for x in g.sets[s]]
            t = a.tile
            if a.kind == "kan":
                for _ in range(3):
                    con.remove(t)
                ms.append(Meld("kan", (t,) * 4))
                try:
                    sh = shanten(_hand_text(con, ms), g.ruleset, dict(g._score_opts) or None)
                except MjError:
                    continue
                if sh <= now and (best is None or sh < best_sh or (sh == best_sh and best.kind != "kan")):
                    best, best_sh = a, sh
                continue
            if a.kind == "pon":
                con.remove(t)
                con.remove(t)
                ms.append(Meld("pon", (t,) * 3))
            else:
                for k in (a.chow, a.chow + 1, a.chow + 2):
                    if k != t:
                        con.remove(k)
                ms.append(Meld("chi", (a.chow, a.chow + 1, a.chow + 2)))
            adv = self._advice(g, s, con, ms)
            if adv is None or not adv.rows:
                # no rows: the claim makes the 14 tiles a complete hand, which a claim cannot win on here
                # (e.g. HL-K2 with discard wins off); the claimer would have to break it, so it is not taken
                continue
            sh = _best_shanten(adv)
            if sh < best_sh:
                best, best_sh = a, sh
        if best is None:
            return passing
        if self.by == "value" and best.kind != "kan" and not opened and best_sh > 0:
            return passing
        if best.kind != "kan":
            self.last_shanten[s] = best_sh
        return best


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of ``level`` (``"random" | "efficient" | "value"``), seeded.  Raises :class:`MjError` otherwise."""
    if level == "random":
        return Bot(seed)
    if level == "efficient":
        return AdviceBot(seed, "speed")
    if level == "value":
        return AdviceBot(seed, "value")
    raise MjError(T("tb.err.level", v=str(level)[:40]), "bots", ", ".join(LEVELS))


def _bots(bots: Sequence[Any], seed: int) -> dict:
    from ..context import SEATS
    if isinstance(bots, (str, bytes)) or not hasattr(bots, "__len__") or len(bots) != 4:
        raise MjError(T("tb.err.bots", levels=", ".join(LEVELS), v=repr(bots)[:60]), "bots", "('efficient',) * 4")
    out = {}
    for i, (s, b) in enumerate(zip(SEATS, bots)):
        out[s] = b if isinstance(b, Bot) else make_bot(b, seed * 4 + i)
    return out


def play(ruleset: str, seed: int = 0, bots: Sequence[Any] = ("efficient",) * 4, options=None, dealer: str = "E",
         round_wind: str = "E", max_actions: int = 2000) -> Game:
    """A whole hand by four bots (seats E S W N in order of ``bots``: levels or :class:`Bot` objects).

    Returns the finished :class:`Game` (``g.outcome``, ``g.payments``, ``g.record()``).  Deterministic for a
    seed.  Raises :class:`MjError` for bad bots, ruleset, seed or options.
    """
    from .engine import new_hand
    g = new_hand(ruleset, seed, options, dealer, round_wind)
    players = _bots(bots, seed)
    n = 0
    while not g.finished and n < max_actions:
        g.apply(players[g.to_act].choose(g))
        n += 1
    return g


__all__ = ["Bot", "AdviceBot", "LEVELS", "make_bot", "play", "advice_for", "best_discards"]
