"""Bots to play against: ``random``, ``efficient`` and ``value``.

* ``random`` — takes a legal win when one is offered, otherwise a uniformly random legal action (seeded);
* ``efficient`` — the discard advice ranked by speed (legal shanten, then accepted copies, ``advice.md``
  § Ranking ``by="speed"``); claims a pung, chow or kong when it lowers the legal shanten;
* ``value`` — the advice ranked by value (legal shanten, then the expected value of the ready and 1-shanten
  rows, ``by="value"``); claims when the claim keeps the legal shanten and raises the EV, and when it lowers
  the legal shanten — from a closed hand with closed-hand value only when the hand is then ready (opening a
  hand early gives up value the EV counts, but a hand two steps away has no EV yet): Mawan 清 MW-B02 and
  Jinzhou 闭门 JZ-M01 score every closed win; Huilai scores none, so there a closed hand keeps closed only
  while seven pairs (七小对 ×3 HL-P04), which a claimed set rules out, is among its fastest ways
  (:func:`_closed_value`).

A claim is judged by the same advice as a discard ("claim decisions that follow the same advice"):
letting the tile go keeps the 13 tiles the advice of *hand + the discard* values in its row for that tile;
a pung or chow keeps the best row of the advice of the hand after the claim; an exposed kong keeps the row
of the pung's advice that throws the fourth copy (the same sets, the kong counting as one).  Each is
compared by the advice's legal shanten (``AdviceRow.legal_shanten``, not the shape shanten) and EV
(``AdviceRow.ev``, counted for legal shanten 0 and 1 as the ranking counts it).  The discard itself is seen
once: it lies in the river until it is claimed, so it is taken out of the seen tiles for these calls.

The Huilai value bot (no ghosts) also plans while the advice has no EV (legal shanten 2+, ``advice.md``
§ Ranking): it keeps the 13 tiles whose best pattern route is worth most (:mod:`~mjlearn.table.routes`:
对对胡 HL-P02, 混一色 HL-P03, 七小对 HL-P04, 清一色 HL-P05 and their products, HL-S; worth = multiplier ×
0.4 ** route shanten, 鸡胡 ×1 HL-P01 at the fastest shanten), ties by the advice's order; and there it lets a
pung go that lowers the legal shanten when the best worth after it is below the worth of the hand as it stands.

Both advice bots take a legal win — except that the Huilai value bot lets a discard win go to wait for its
self-draw when that is worth more (:func:`_waits_for_self_draw`): a self-draw is paid by each of the three others,
a discard win by the discarder alone (HL-K1, ×3), and letting a win go bars a discard win only until the seat
moves again (HL-F1 漏胡).  With ``V`` the discard win's value (this seat's net from its payments), ``P`` the chance
that the seat's own draws bring a wait before the wall ends (:func:`self_draw_chance`) and :data:`LOSS` one
per-payer 鸡胡 score (HL-K0, 2 × 1: what it counts on paying when the wait does not come), it waits when
P × 3V − (1 − P) × LOSS > V.  A robbed kong (paid as a self-draw, HL-K1) and a self-draw are always taken.
Both make a concealed or added kong when it does not raise the shanten.  Bots are deterministic: the same game
state and seed give the same action.

The advice is reached through one adapter, :func:`best_discards`: it uses ``mj.advise(by=…)`` and
``Advice.best_discards()`` when the advice offers them, otherwise the current ``advise(values=…)`` ranking.
"""
from __future__ import annotations

import inspect
import random
from collections.abc import Sequence
from typing import Any

from ..advice import advise
from ..api import shanten, waits
from ..errors import MjError
from ..hand import Meld
from ..i18n import T
from ..tiles import tiles_str
from . import routes
from .actions import TILE_SETS
from .engine import Action, Game
from .speed import SpeedRanker

LEVELS = ("random", "efficient", "value")
_HAS_BY = "by" in inspect.signature(advise).parameters


def _hand_text(concealed, melds) -> str:
    parts = [tiles_str(sorted(concealed))] if concealed else []
    parts += [str(m) for m in melds]
    return " ".join(parts)


def _seen_for(g: Game, s: str) -> dict:
    """The tiles seat ``s`` sees (:meth:`Game.seen`) as ``mj.advise`` takes them: without a turned ghost
    indicator, which the advice counts itself from the options (HL-O04; given twice, one copy too few would be
    left of the indicator's kind)."""
    seen = g.seen(s)
    ind = g.indicator
    if ind is not None and seen.get(ind):
        seen = dict(seen)
        seen[ind] -= 1
        if not seen[ind]:
            del seen[ind]
    return seen


def context_for(g: Game, s: str) -> dict:
    """The context the table gives the advice for seat ``s``: seat, dealer and (where the ruleset has one) the
    round wind."""
    ctx = {"seat": s, "dealer": g.dealer}
    if "round_wind" in g.rs.context_fields:
        ctx["round_wind"] = g.round_wind
    return ctx


def advice_for(g: Game, s: str, by: str = "speed", concealed=None, melds=None, seen=None, values: bool = True):
    """The discard advice for seat ``s`` of game ``g`` (its 14 tiles, or ``concealed`` + ``melds``), with the
    table's context (seat, dealer, round wind), options (ghost indicator) and the tiles the seat can see
    (``seen``: kind → copies, default :meth:`Game.seen` less a turned indicator, which the advice counts
    itself).  ``values=False`` skips the EV (the speed ranking does not use it).  Raises :class:`MjError` as :func:`mjlearn.advise` does."""
    con = list(g.hands[s]) if concealed is None else list(concealed)
    ms = [x.meld for x in g.sets[s]] if melds is None else list(melds)
    ctx = context_for(g, s)
    opts = dict(g._score_opts) or None
    seen = _seen_for(g, s) if seen is None else seen
    if _HAS_BY:
        return advise(_hand_text(con, ms), g.ruleset, ctx, opts, seen=seen, by=by, values=values)
    return advise(_hand_text(con, ms), g.ruleset, ctx, opts, seen=seen, values=values and by == "value")


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
    """The shape shanten of the advice's best rows (the concealed / added kong test compares shapes)."""
    return min(r.shanten for r in adv.rows)


def kept(row) -> tuple[int, float]:
    """(legal shanten, EV) of the 13 tiles an advice row keeps; the EV counts for legal shanten 0 and 1 only,
    as the advice's value ranking counts it (``AdviceRow.key``), else 0."""
    ev = row.ev if (row.ev is not None and row.legal_shanten <= 1) else 0.0
    return row.legal_shanten, round(ev, 6)


def _closed_value(g: Game, con: list, melds: list, legal: int) -> bool:
    """Whether the closed hand ``con`` (+ concealed kongs ``melds``) at legal shanten ``legal`` has value that
    a claimed set gives up: Mawan MW-B02 (清) and Jinzhou JZ-M01 (闭门) score every closed win; Huilai scores
    no closed hand as such, but seven pairs (HL-A4, 七小对 ×3 HL-P04 and the 豪华 patterns) needs one: there the
    hand keeps closed when seven pairs is among its fastest ways (pairs counted with four of a kind as two,
    HL-A4), and with ghosts (HL-O04, which can fill pairs) always."""
    if g.ruleset != "huilai" or g.ghosts:
        return True
    if melds:
        return False  # a concealed kong already rules seven pairs out
    c: dict = {}
    for t in con:
        c[t] = c.get(t, 0) + 1
    return 6 - sum(n // 2 for n in c.values()) <= legal


#: what a seat that passes a discard win counts on paying when its self-draw does not come: one per-payer
#: 鸡胡 score (HL-K0: 2 × 1)
LOSS = 2.0


def self_draw_chance(g: Game, s: str, waits) -> float:
    """The chance that seat ``s``, ready on ``waits`` (kinds) after letting the discard lying in the claim window
    go, draws one of them itself before the wall ends: its draws are a uniform share of the tiles it cannot see
    (``n`` of the ``len(wall)`` draws left fall to it, in seat order from the discarder's next seat; kongs and
    claims aside), ``W`` of the ``U`` unseen tiles are its waits: 1 − Π_{i<n} (U − W − i) / (U − i)."""
    from ..context import SEATS
    seen = g.seen(s)
    own = list(g.hands[s]) + [k for x in g.sets[s] for k in x.meld.tiles]
    held: dict = {}
    for k in own:
        held[k] = held.get(k, 0) + 1
    unseen = 136 - sum(seen.values()) - len(own)
    w = sum(max(0, 4 - seen.get(k, 0) - held.get(k, 0)) for k in waits)
    d = SEATS.index(g.claim["discarder"])
    me = SEATS.index(s)
    n = sum(1 for i in range(len(g.wall)) if (d + 1 + i) % 4 == me)
    miss = 1.0
    for i in range(n):
        if unseen - i <= 0:
            break
        miss *= max(0.0, (unseen - w - i) / (unseen - i))
    return 1.0 - miss


def _waits_for_self_draw(g: Game, s: str) -> bool:
    """Whether the value bot lets a Huilai discard win go to wait for its self-draw: the discarder alone pays
    the discard win (its value ``V``, this seat's net from the win's payments), a self-draw is paid by each of
    the three others (HL-K1): ``3V``.  Passing forbids a discard win only until the seat moves again (HL-F1
    漏胡); it is worth it when P × 3V − (1 − P) × :data:`LOSS` > V, ``P`` = :func:`self_draw_chance`."""
    t = g.claim["tile"]
    r = g._win_result(s, t, "discard", g.claim["discarder"])
    if r is None or not r.is_win:
        return False
    v = float(r.payments.get(s, 0))
    try:
        ws = waits(_hand_text(g.hands[s], [x.meld for x in g.sets[s]]), g.ruleset, dict(g._score_opts) or None).live
    except MjError:
        return False
    p = self_draw_chance(g, s, ws)
    return p * 3 * v - (1 - p) * LOSS > v


#: the value bot's plan discount per exchange (:func:`~mjlearn.table.routes.worth`)
STEP = 0.4


def _plans(g: Game) -> bool:
    """Whether the value bot plans pattern routes (:mod:`~mjlearn.table.routes`): Huilai without ghosts (a ghost
    fills any route, HL-O04, which the route shanten does not count)."""
    return g.ruleset == "huilai" and not g.ghosts


def _plan_worth(con: list, ms: list) -> float:
    """The best plan worth (``routes.worth``) of the 13 tiles kept by any discard from the 14 tiles ``con``."""
    best = 0.0
    for x in sorted(set(con)):
        rest = list(con)
        rest.remove(x)
        best = max(best, routes.worth(rest, ms, STEP))
    return best


def _plan_pick(adv, con: list, ms: list) -> int:
    """The value bot's Huilai discard while the advice has no EV (legal shanten 2+): the row whose 13 kept tiles
    have the highest plan worth (``routes.worth``); ties: the advice's own order (legal shanten, accepted
    copies, next-step average — never the tile index)."""
    best, best_v = adv.rows[0].discard, -1.0
    for r in adv.rows:
        rest = list(con)
        rest.remove(r.discard)
        v = routes.worth(rest, ms, STEP)
        if v > best_v * (1 + 1e-9):
            best, best_v = r.discard, v
    return best


class Bot:
    """A seat's player.  ``choose(game)`` returns the action for ``game.to_act``."""

    level = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, g: Game) -> Action:
        la = g.legal_actions()
        wins = [a for a in la if a.kind == "win"]
        if wins:
            return wins[0]
        return self.rng.choice(la)


class AdviceBot(Bot):
    """The efficient (``by="speed"``) and value (``by="value"``) bots.

    ``fast`` (default): the efficient bot ranks with :class:`~mjlearn.table.speed.SpeedRanker` (the speed
    ranking's own figures only), and both bots test a claim first by the lowest legal shanten it can reach —
    a claim that cannot lower the legal shanten (efficient), or that raises it (value), is let go without an
    advice call.  ``fast=False`` asks ``mj.advise`` for everything (the reference the fast path is tested
    against: the same actions, tests/test_table_speed.py)."""

    def __init__(self, seed: int = 0, by: str = "speed", fast: bool = True):
        super().__init__(seed)
        self.by = by
        self.fast = fast
        self.level = "efficient" if by == "speed" else "value"
        self.ranker = SpeedRanker()
        # seat → (the 13 tiles and sets its last discard kept, their legal shanten): the claim test of the
        # efficient bot reuses it while the hand is unchanged (the legal shanten depends on the tiles only)
        self._kept: dict[str, tuple[tuple, int]] = {}

    def choose(self, g: Game) -> Action:
        la = g.legal_actions()
        s = g.to_act
        wins = [a for a in la if a.kind == "win"]
        if wins:
            passing = [a for a in la if a.kind == "pass"]  # none under 必胡 (HL-O03)
            if passing and self.by == "value" and g.ruleset == "huilai" and g.phase == "claim" \
                    and _waits_for_self_draw(g, s):
                return passing[0]
            return wins[0]
        if g.phase == "fen":
            return next(a for a in la if a.kind == "pass")
        if g.phase in ("claim", "rob"):
            return self._claim(g, s, la)
        return self._turn(g, s, la)

    # ---- own turn
    def _turn(self, g: Game, s: str, la: list[Action]) -> Action:
        discards = [a for a in la if a.kind == "discard"]
        speed = self.fast and self.by == "speed"
        con0 = list(g.hands[s])
        ms0 = [x.meld for x in g.sets[s]]
        if speed:
            rows = self.ranker.rows(g, con0, ms0, _seen_for(g, s))
            if not rows:
                return discards[-1]
            adv = None
        else:
            adv = self._advice(g, s)
            if adv is None:
                return discards[-1]
        best_sh = None
        for a in la:
            if a.kind in ("ankan", "kakan"):
                if best_sh is None:
                    best_sh = self.ranker.shape_min(g, con0, ms0) if adv is None else _best_shanten(adv)
                con = list(con0)
                ms = list(ms0)
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
        if adv is None:
            return Action(s, "discard", rows[0].discard)  # the advice's first row (ties: its own order)
        if self.by == "value" and _plans(g) and min(r.legal_shanten for r in adv.rows) >= 2:
            pick = _plan_pick(adv, con0, ms0)
            con = list(con0)
            con.remove(pick)
            self._kept[s] = ((tuple(con), tuple(ms0)), adv.row(pick).legal_shanten)
            return Action(s, "discard", pick)
        best = best_discards(adv, self.by)
        # ties: the first of the advice's own order among the tied kinds (never by tile index alone)
        order = [r.discard for r in adv.rows]
        pick = min(best, key=order.index)
        con = list(con0)
        con.remove(pick)
        self._kept[s] = ((tuple(con), tuple(ms0)), adv.row(pick).legal_shanten)
        return Action(s, "discard", pick)

    def _advice(self, g, s, concealed=None, melds=None, seen=None):
        try:
            return advice_for(g, s, self.by, concealed, melds, seen, values=self.by == "value")
        except MjError:
            return None

    # ---- claims on another player's discard
    def _pass_kept(self, g: Game, s: str, t: int, con0: list, ms0: list, seen_wo: dict) -> tuple[int, float]:
        """(legal shanten, EV) of the 13 tiles kept when the discard ``t`` is let go: the row for ``t`` of the
        advice of hand + ``t``.  When hand + ``t`` is complete (a win that may not be taken here: discard wins
        off, HL-F1 漏胡, complete in shape but not legal) that advice has no rows; the 13 tiles are then valued
        with a tile of the set that does not complete them (first in tile order; it is no wait, so the EV of the
        ready 13 tiles does not depend on it)."""
        adv = self._advice(g, s, con0 + [t], ms0, seen_wo)
        if adv is not None and adv.rows:
            return kept(adv.row(t))
        seen = _seen_for(g, s)
        for x in TILE_SETS[g.ruleset]:
            if x == t:
                continue
            adv = self._advice(g, s, con0 + [x], ms0, seen)
            if adv is not None and adv.rows:
                return kept(adv.row(x))
        return (0, 0.0)

    def _claim(self, g: Game, s: str, la: list[Action]) -> Action:
        passing = next(a for a in la if a.kind == "pass")
        claims = [a for a in la if a.kind in ("pon", "chi", "kan")]
        if not claims:
            return passing
        t = g.claim["tile"]
        seen = dict(_seen_for(g, s))
        seen[t] = seen.get(t, 0) - 1  # the discard: in the river until claimed, in the hand for these calls
        if seen[t] <= 0:
            del seen[t]
        con0 = list(g.hands[s])
        ms0 = [x.meld for x in g.sets[s]]
        value = self.by == "value"
        fast = self.fast
        rk = self.ranker
        last = self._kept.get(s)
        now: tuple[int, float] | None = None
        if fast:
            # the legal shanten of the 13 tiles kept when passing is that of the hand as it stands (the row for
            # the discard of hand + discard); the value bot's EV of them only when a claim competes at it
            now_ls = rk.legal(g, con0, ms0)
            if not value:
                now = (now_ls, 0.0)
        else:
            if not value and last is not None and last[0] == (tuple(con0), tuple(ms0)):
                now = (last[1], 0.0)  # the same 13 tiles as after the bot's own last discard: the same legal shanten
            else:
                now = self._pass_kept(g, s, t, con0, ms0, seen)
            now_ls = now[0]
        opened = any(m.is_open for m in ms0)
        pung: Any = None  # the advice after a pung on the tile (the kong's row is in it)
        best, best_key = None, None
        for a in sorted(claims, key=lambda a: a.kind == "kan"):  # pungs and chows first: a kong reuses the pung's advice
            con, ms = list(con0), list(ms0)
            if a.kind == "kan":
                con.remove(t)
                con.remove(t)
                pms = ms + [Meld("pon", (t,) * 3)]
                if fast:
                    low = rk.lowest(g, con, pms)
                    if low == -1:
                        continue  # the pung's 14 tiles win: its advice has no rows
                    con.remove(t)
                    if rk.legal(g, con, pms) > now_ls:
                        continue  # a kong is made when it does not raise the legal shanten
                    con.append(t)
                if pung is None:
                    pung = rk.row(g, con, pms, seen, t) if fast and not value else self._advice(g, s, con, pms, seen)
                if pung is None or (hasattr(pung, "rows") and not pung.rows):
                    continue
                row = pung.row(t) if hasattr(pung, "rows") else pung
                k = kept(row)
                if k[0] > now_ls:
                    continue  # a kong is made when it does not raise the legal shanten
            else:
                if a.kind == "pon":
                    con.remove(t)
                    con.remove(t)
                    ms.append(Meld("pon", (t,) * 3))
                else:
                    for x in (a.chow, a.chow + 1, a.chow + 2):
                        if x != t:
                            con.remove(x)
                    ms.append(Meld("chi", (a.chow, a.chow + 1, a.chow + 2)))
                if fast:
                    low = rk.lowest(g, con, ms)
                    if low == -1 or low > now_ls or (low == now_ls and not value):
                        continue  # no row of the claim's advice could qualify (below): no advice call
                if fast and not value:
                    rows = rk.rows(g, con, ms, seen, ties=False)
                    row = rows[0] if rows else None
                else:
                    ca = self._advice(g, s, con, ms, seen)
                    if a.kind == "pon":
                        pung = ca
                    row = ca.rows[0] if ca is not None and ca.rows else None
                if row is None:
                    # no rows: the claim makes the 14 tiles a complete hand, which a claim cannot win on here
                    # (e.g. HL-K2 with discard wins off); the claimer would have to break it, so it is not taken
                    continue
                k = kept(row)
                if value and now is None and k[0] == now_ls:
                    now = self._pass_kept(g, s, t, con0, ms0, seen)
                nev = now[1] if now is not None else 0.0
                if not (k[0] < now_ls or (value and k[0] == now_ls and k[1] > nev)):
                    continue  # neither lowers the legal shanten nor (value) raises the EV at the same shanten
                if value and k[0] < now_ls and k[0] > 0 and not opened and _closed_value(g, con0, ms0, now_ls):
                    continue  # value: a closed hand with closed-hand value opens to lower the shanten only when then ready
                if value and now_ls >= 2 and _plans(g) and _plan_worth(con, ms) < routes.worth(con0, ms0, STEP):
                    continue  # value, Huilai at 2+ shanten: the claim gives up more of the plan than its step is worth
            # among the claims that qualify: the lower legal shanten, (value) the higher EV, a kong before a
            # pung or chow (its kong points), the more accepted copies
            key = (k[0], -k[1] if value else 0.0, a.kind != "kan", -row.accepted)
            if best_key is None or key < best_key:
                best, best_key = a, key
        return passing if best is None else best


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
