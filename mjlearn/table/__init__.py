"""Play a hand at the table (spec ``table.md``): the engine, bots, records and sessions.

Model layer: imports rules, api and advice, never a view (``tests/test_layers.py``).

    from mjlearn import table
    g = table.new_hand("jinzhou", seed=7, dealer="E")
    g.to_act, g.legal_actions()
    g.apply(g.legal_actions()[0])        # -> events; an illegal action raises MjError naming the rule
    g.finished, g.outcome, g.payments
    rec = g.record(); table.replay(rec)  # JSON-able; replay reproduces every state
    table.play("huilai", seed=3, bots=("efficient",) * 4)
    table.Session("mawan", seed=1).play(4)
"""
from .bots import LEVELS, Bot, make_bot, play
from .engine import RECORD_FORMAT, Action, Event, Game, Outcome, new_hand, replay
from .session import Session

__all__ = ["Action", "Event", "Game", "Outcome", "RECORD_FORMAT", "new_hand", "replay", "Bot", "LEVELS",
           "make_bot", "play", "Session"]
