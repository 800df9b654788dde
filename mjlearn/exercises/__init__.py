"""Exercise bank with checking and feedback, hints, solutions and seeded drills (spec ``product.md`` § Exercises).

::

    from mjlearn.exercises import load, drill
    ex = load("mawan", "mw-07")      # or load("mawan")[3]
    ex.show()                        # the question, with tile pictures in a notebook
    ex.check("2m 5m")                # Feedback: bool(fb) is True when right; its text says what is wrong
    ex.hint(); ex.solution()
    d = drill("jinzhou", "total", seed=1, cls="JZ-C2")   # a fresh exercise of the kind asked for

Exercises are data (``mjlearn/data/exercises/<ruleset>.json``); their stored answers are computed by the
library (``python -m mjlearn.exercises.build``) and a test keeps them equal to what the library computes.
"""
from .compute import KINDS, compute_expected
from .core import Bank, Exercise, Feedback, Message, load
from .drill import drill

__all__ = ["load", "Exercise", "Feedback", "Message", "Bank", "drill", "compute_expected", "KINDS"]
