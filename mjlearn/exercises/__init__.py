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

Exercises are data (``mjlearn/data/exercises/<ruleset>.json``); their stored answers are computed by the
library (``python -m mjlearn.exercises.build``) and a test keeps them equal to what the library computes.
"""
from .compute import KINDS, compute_expected
from .core import Bank, Exercise, Feedback, Message, load
from .drill import DRILL_KINDS, drill
from . import progress  # a callable module: progress() and progress.record(...)

__all__ = ["load", "Exercise", "Feedback", "Message", "Bank", "drill", "DRILL_KINDS", "compute_expected", "KINDS",
           "progress"]
