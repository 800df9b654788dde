"""Bounded caches of the readings layer, and :func:`clear_caches` (issue 11: bounded memory).

Every cache here has a size bound, so a long-running kernel stays bounded whatever hands it is fed:

* :func:`bounded` — ``functools.lru_cache`` with a finite ``maxsize`` that is also registered, so that
  :func:`clear_caches` empties it;
* :class:`BoundedDict` — a plain ``dict`` for the hottest look-ups (a dict ``get`` is cheaper than an
  ``lru_cache`` call); when it reaches its bound it is emptied and refills with what is used next.

Sizes are in entries; each entry is a small tuple (a few hundred bytes at most), so the bounds below keep the
readings layer to some tens of MB in the worst case (measured in ``bench/run.py``, ``rss after 1M calls MB``).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

F = TypeVar("F", bound=Callable)

_CLEARERS: list[Callable[[], None]] = []


class BoundedDict(dict):
    """A ``dict`` cache holding at most ``maxsize`` entries: :meth:`put` empties it when full.

    Readers use ``d.get(key)`` (plain dict speed); writers use ``d.put(key, value)``, which returns the value.
    """

    __slots__ = ("maxsize",)

    def __init__(self, maxsize: int):
        super().__init__()
        self.maxsize = maxsize
        _CLEARERS.append(self.clear)

    def put(self, key, value):
        if len(self) >= self.maxsize:
            self.clear()
        self[key] = value
        return value


def bounded(maxsize: int) -> Callable[[F], F]:
    """``functools.lru_cache(maxsize)`` whose cache :func:`clear_caches` also empties."""
    def deco(fn):
        cached = lru_cache(maxsize=maxsize)(fn)
        _CLEARERS.append(cached.cache_clear)
        return cached
    return deco


def register_clearer(fn: Callable[[], None]) -> None:
    """Register another cache's clear function (e.g. a ruleset's) with :func:`clear_caches`."""
    _CLEARERS.append(fn)


def clear_caches() -> None:
    """Empty every cache of the core (block tables, ghost coverings, shared groups, rule-layer caches).

    Results never change — only the next calls are slower while the caches refill.  ``mjlearn.clear_caches``.
    """
    for fn in _CLEARERS:
        fn()
