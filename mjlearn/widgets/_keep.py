"""Keeping an exception to show it later, without keeping what raised it (issue 11, point 3).

An exception object holds its traceback, the traceback holds the frames that raised it, and a frame holds its
local variables — for the widgets, the explorer state whose hand has thousands of readings with eight ghosts.
A state (or cache) that keeps the exception then keeps itself in a reference cycle that only Python's full
garbage collection frees: every refresh left its whole state to that collection, which ran every few refreshes
and took tens of milliseconds in the middle of one.  The 何切 cache (48 entries) even kept 48 old states alive.
"""
from __future__ import annotations


def detached(e: BaseException) -> BaseException:
    """``e`` itself, its traceback and the tracebacks of its causes (``__cause__``, ``__context__``) dropped;
    its message, ``what``/``where``/``allowed`` and type are unchanged."""
    seen: set[int] = set()
    todo: list[BaseException | None] = [e]
    while todo:
        x = todo.pop()
        if x is None or id(x) in seen:
            continue
        seen.add(id(x))
        x.__traceback__ = None
        todo += (x.__cause__, x.__context__)
    return e
