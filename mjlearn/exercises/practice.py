"""A practice session widget: ``practice("mawan")`` serves the day's items (:func:`mjlearn.exercises.session`:
due items, weak rules, new exercises; a leech's help first) one after another, with a progress bar, a right
counter and a streak, and the mastery picture at the end.  When the day is done it says so: "done for today,
N due tomorrow".  See :mod:`mjlearn.exercises.schedule` for the plan and :mod:`mjlearn.exercises.progress` for
the record.
"""
from __future__ import annotations

from ..rules import get_ruleset
from .progress import progress as _progress
from .schedule import done_message, plan, session

DEFAULT_LENGTH = 10


def practice(ruleset: str = "mawan", n: int = DEFAULT_LENGTH, seed: int | None = None):
    """A practice session widget for ``ruleset`` (:class:`mjlearn.widgets.ask.Practice`) with the ``n`` items of
    :func:`~mjlearn.exercises.schedule.session`; each answer is checked and recorded like ``ex.check()``.  When
    nothing is left for today, the "done for today" message instead.  Raises :class:`MjError` for an unknown
    ruleset or a bad ``n``/``seed``."""
    from ..widgets.ask import Practice
    name = get_ruleset(ruleset).name
    items = session(name, n, seed)
    if not items:
        return done_message(name)
    def serve(ex):
        return lambda: ex

    return Practice(name, [serve(ex) for ex in items], mastery=lambda: _progress(name)._repr_html_())


__all__ = ["practice", "plan", "session"]
