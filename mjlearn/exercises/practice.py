"""A practice session (issue 12 point 7): ``practice("mawan")`` serves due exercises and aimed drills one
after another, with a progress bar, a right counter and a streak, and the mastery picture at the end.

The plan (:func:`plan`) is plain data, made when the session starts, from the progress record:

1. stored exercises that are due again (Leitner boxes, lowest box first);
2. then, one after another, a stored exercise never tried (bank order) and a drill aimed at the weakest rule
   (``drill(ruleset, "items", seed, rule=…)``) or a suit-permuted re-deal of an exercise already tried, so
   the session never runs dry.
"""
from __future__ import annotations

from typing import Any

from ..rules import get_ruleset
from .bank import load
from .progress import progress as _progress

DEFAULT_LENGTH = 8


def plan(ruleset: str, n: int = DEFAULT_LENGTH, seed: int | None = None) -> list[tuple[str, Any]]:
    """The session's questions as ``(how, what)`` pairs: ``("bank", id)``, ``("drill", rule id)`` or
    ``("redeal", id)``; at most ``n``.  ``seed`` (default: the number of answers recorded so far) varies the
    drills and re-deals.  Raises :class:`MjError` for an unknown ruleset."""
    from .aims import aim_rules
    name = get_ruleset(ruleset).name
    p = _progress(name)
    bank = load(name)
    items = p.items(name)
    due: list[tuple[str, Any]] = [("bank", i) for i in p.due_items(name) if i in bank.ids()]
    new = [("bank", ex.id) for ex in bank if ex.id not in items]
    aims = set(aim_rules(name))
    weak = [r for r in p.weakest(name, 10) if r in aims]
    if not weak:  # nothing tried yet: the rules the bank practises, in order
        weak = list(dict.fromkeys(r for ex in bank for r in ex.rule_ids() if r in aims))
    tried = [ex.id for ex in bank if ex.id in items]
    extra: list[tuple[str, Any]] = []
    for k in range(n):
        if weak:
            extra.append(("drill", weak[k % len(weak)]))
        if tried:
            extra.append(("redeal", tried[k % len(tried)]))
    out = list(due)
    # then new exercises and aimed drills one after another
    while len(out) < n and (new or extra):
        if new:
            out.append(new.pop(0))
        if extra and len(out) < n:
            out.append(extra.pop(0))
    return out[:n]


def practice(ruleset: str = "mawan", n: int = DEFAULT_LENGTH, seed: int | None = None):
    """A practice session widget for ``ruleset`` (:class:`mjlearn.widgets.ask.Practice`) with ``n`` questions
    from :func:`plan`; each answer is checked and recorded like ``ex.check()``.  Raises :class:`MjError` for
    an unknown ruleset."""
    from ..widgets.ask import Practice
    from .drill import drill
    name = get_ruleset(ruleset).name
    base = seed if seed is not None else sum(int(e.get("attempts", 0)) for e in _progress(name).items(name).values())
    bank = load(name)

    def maker(how, what, i):
        if how == "bank":
            return lambda: bank[what]
        if how == "drill":
            return lambda: drill(name, "items", seed=base + i, rule=what)
        return lambda: bank[what].redeal(base + i)

    steps = plan(name, n, seed)
    return Practice(name, [maker(h, w, i) for i, (h, w) in enumerate(steps)],
                    mastery=lambda: _progress(name)._repr_html_())


__all__ = ["practice", "plan"]
