"""Exercise bank with checking and feedback, hints, solutions and seeded drills (spec ``product.md`` § Exercises).

::

    from mjlearn.exercises import load, drill
    ex = load("mawan", "mw-07")      # or load("mawan")[3]
    ex.show()                        # the question, with tile pictures in a notebook
    ex.check("2m 5m")                # Feedback: bool(fb) is True when right; its text says what is wrong
    ex.hint(); ex.solution()
    d = drill("jinzhou", "total", seed=1, cls="JZ-C2")   # a fresh exercise of the kind asked for

    from mjlearn.exercises import progress
    progress()                       # the learner's record: .frame(), mastery picture, .next(), .reset()
    progress.record("mawan", "my-puzzle-1", ["MW-B05"], correct=True, kind="discard")  # other trainers
    ex.ask()                         # answer by clicking (tile palette, item toggles, number box, seat table)
    practice("mawan")                # the day's session: due items, weak rules, new ones; goal and streak
    session("mawan", n=10)           # the same items as exercises, without widgets (MJLEARN_TODAY=YYYY-MM-DD)
    drill("mawan", "items", seed=3, rule="MW-X07")                  # a hand that earns 断桥会
    drill("mawan", "items", seed=3, rule="MW-X07", near_miss=True)  # one that narrowly misses it, and why
    ex.redeal(2)                     # the same exercise with the suits permuted

Exercises are data (``mjlearn/data/exercises/<ruleset>.json``); their stored answers are computed by the
library (the maintainer script ``scripts/build_exercises.py``) and a test keeps them equal to what the library computes.
"""
from . import progress  # a callable module: progress() and progress.record(...)
from .bank import Bank, load
from .compute import KINDS, compute_expected
from .drill import DRILL_KINDS, drill
from .exercise import Exercise
from .messages import Feedback, Message
from .practice import practice
from .schedule import session

__all__ = ["load", "Exercise", "Feedback", "Message", "Bank", "drill", "DRILL_KINDS", "compute_expected", "KINDS",
           "progress", "practice", "session"]
