"""A session of hands: dealer rotation and running scores per ruleset.

* Mawan MW-G3: a 风 of 16 hands 东东 … 北北 (:class:`mjlearn.rules.mawan.procedures.Rotation`); a winning dealer
  stays (连庄/挽庄), otherwise — a draw included (*interpretation*: the seed names only the winning dealer) — the
  deal passes to the next seat; the round wind is the 风's.
* Huilai HL-K5: the winner deals next (通炮: the first winner counterclockwise from the discarder —
  *interpretation*); after 荒庄 the dealer stays (:func:`mjlearn.rules.huilai.procedures.next_dealer`).
* Jinzhou JZ-F3: after a win the deal passes counterclockwise; after 黄庄 the dealer stays (and has paid each
  player 4, JZ-F1, in that hand's payments).

Running scores add each hand's payments (元 in Mawan, 分 in Huilai and Jinzhou).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..context import SEATS
from ..errors import MjError
from ..i18n import T, Text
from ..rules.huilai.procedures import next_dealer as hl_next
from ..rules.jinzhou.procedures import next_dealer as jz_next
from ..rules.mawan.procedures import Rotation
from .bots import _bots
from .engine import Game, new_hand


class Session:
    """Hands played one after another at one table.

    Parameters: ruleset; seed (hand ``n`` is dealt with seed ``seed * 1000 + n``); options (the ruleset's);
    dealer (the first dealer; Mawan's 风 starts at 东东 with East).

    Attributes: ``scores`` (seat → running total), ``dealer``, ``round_wind``, ``history`` (one dict per
    finished hand: record, outcome kind, winners, payments, dealer, next dealer, why).
    """

    def __init__(self, ruleset: str, seed: int = 0, options: Mapping[str, Any] | None = None, dealer: str = "E"):
        self.ruleset = new_hand(ruleset, seed, options, dealer).ruleset  # validates everything once
        self.seed, self.options = seed, dict(options or {})
        self.rotation = Rotation() if self.ruleset == "mawan" else None
        self.dealer = "E" if self.rotation else dealer
        self.round_wind = self.rotation.round_wind if self.rotation else "E"
        self.scores = {s: 0.0 for s in SEATS}
        self.history: list[dict] = []
        self.current: Game | None = None

    def new_hand(self) -> Game:
        """Deal the next hand (an :class:`MjError` while the current one is not over)."""
        if self.current is not None and not self.current.finished:
            raise MjError(T("tb.err.session_over"), "session", T("tb.err.session_over.ok"))
        self.current = new_hand(self.ruleset, self.seed * 1000 + len(self.history), self.options or None,
                                self.dealer, self.round_wind)
        return self.current

    def finish(self, g: Game | None = None) -> Text:
        """Book the session's current hand once it is finished: add its payments, move the deal on.  Returns why
        the next dealer deals.  :class:`MjError` (nothing booked) for a hand that is not over, for a game the
        session did not deal (:meth:`new_hand`) or one it has booked already."""
        g = g or self.current
        if g is None or g is not self.current:
            raise MjError(T("tb.err.session_hand"), "session", T("tb.err.session_hand.ok"))
        if not g.finished:
            raise MjError(T("tb.err.session_over"), "session", T("tb.err.session_over.ok"))
        for s, v in g.payments.items():
            self.scores[s] += v
        winners = list(g.outcome.winners)
        winner = winners[0] if winners else None
        before = self.dealer
        if self.rotation is not None:
            self.rotation.after_hand(winner == self.dealer)
            why = T("tb.sess.stay" if winner == self.dealer else "tb.sess.pass", name=self.rotation.name)
            self.dealer, self.round_wind = self.rotation.dealer, self.rotation.round_wind
        elif self.ruleset == "huilai":
            self.dealer, why = hl_next(self.dealer, winner)
        else:
            self.dealer, why, _ = jz_next(self.dealer, winner)
        self.history.append({"record": g.record(), "outcome": g.outcome.kind, "winners": winners,
                             "payments": g.payments, "dealer": before, "next_dealer": self.dealer, "why": why})
        self.current = None
        return why

    def play(self, hands: int = 1, bots: Sequence[Any] = ("efficient",) * 4) -> list[dict]:
        """Play ``hands`` hands by bots and book them; returns their history entries."""
        out = []
        for _ in range(hands):
            g = self.new_hand()
            players = _bots(bots, g.seed)
            while not g.finished:
                g.apply(players[g.to_act].choose(g))
            self.finish(g)
            out.append(self.history[-1])
        return out


__all__ = ["Session"]
