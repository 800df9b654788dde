"""The caches of the whole process share ONE budget, and :func:`clear_caches` empties them all.

**The budget** (:data:`CACHE_BUDGET`, in entries; default 300,000, or the environment variable
``MJLEARN_CACHE_ENTRIES`` read at import): every cache of the package together holds at most that many
entries.  Each cache has a share of it (:data:`SHARES`, a weight per cache name); a cache's bound is its
share of the budget.  An entry is a small tuple, a block-table row or a cached evaluation (a few hundred bytes
at most), so the budget keeps the caches to some tens of MB; ``bench/run.py`` prints the resident memory after
a million varied calls (``rss after 1M calls MB``, goal ≤ 300).  :func:`set_cache_budget` changes the budget
for the caches made after it (and empties the existing ones, which then refill within their old bound).

Two kinds of cache take a share:

* :func:`bounded` — ``functools.lru_cache`` with the share as its ``maxsize``, registered so that
  :func:`clear_caches` empties it;
* :class:`BoundedDict` — a plain ``dict`` for the hottest look-ups (a dict ``get`` is cheaper than an
  ``lru_cache`` call); when it reaches its bound it is emptied and refills with what is used next.

A new cache must be named in :data:`SHARES` (``tests/test_cache_budget.py`` checks that the bounds of all of
them add up to at most the budget).  Not counted: the few caches of at most 8 entries that hold a loaded file
(the exercise catalogue, the terms table) and the suit table itself (a fixed 2 MB, loaded once).
"""
from __future__ import annotations

import os
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

F = TypeVar("F", bound=Callable)

#: the whole process's cache budget, in entries
CACHE_BUDGET = int(os.environ.get("MJLEARN_CACHE_ENTRIES", "300000"))

#: each cache's weight in the budget (its bound = CACHE_BUDGET × weight / the sum of the weights): the hot
#: block tables and ghost coverings weigh most
SHARES: dict[str, int] = {
    # readings/tables.py: block tables (weights in units of 4,096 entries before the budget)
    "tables.suit_sets": 8, "tables.rel_plain": 8, "tables.block_plain": 8, "tables.rel_ok": 8,
    "tables.rel_wait_ranks": 8, "tables.block_ok": 8, "tables.block_wait_ranks": 8, "tables.honor_f": 1,
    "tables.group": 16, "tables.conv": 32, "tables.fid_by_counts": 16, "tables.blocks": 16, "tables.waits": 16,
    # readings/standard.py, shanten.py, decompose.py
    "standard.plain_t": 16, "shanten.comb4": 32, "decompose.meld_group": 1, "decompose.meld_groups": 1,
    # readings/capped.py: block vectors under the copy limit and Jinzhou's condition vectors (advice.md)
    "capped.suit_vector": 4, "capped.suffix": 16, "capped.honor_vector": 1,
    "capped.suit_flag_fids": 8, "capped.vy": 4, "capped.flag_suffix": 16, "capped.red_flag_fids": 1,
    "capped.fid": 8, "advice.suit_pairs": 2,
    # readings/ghosts.py: ghost coverings
    "ghosts.block_ghost": 4, "ghosts.rel_ghost_opts": 4, "ghosts.block_ghost_opts": 4, "ghosts.block_min_ghosts": 32,
    "ghosts.block_min_ghosts_search": 32, "ghosts.block_min_add": 4,
    # api.py
    "api.prepared": 1, "api.default": 1, "api.complete": 1,
    # rules/huilai: pattern evaluations of class signatures
    "huilai.exclusions": 1, "huilai.choice": 5, "huilai.seven": 5, "huilai.signature": 5, "huilai.block": 8,
    "huilai.cover": 24, "huilai.value": 5, "huilai.best": 4, "huilai.std_best": 4, "huilai.pairs_best": 2, "huilai.value_bounds": 4,
    "huilai.total_text": 1,
    # table/routes.py: the value bot's pattern routes of a suit block
    "table.routes": 4,
    # render/svg.py: tile drawings
    "render.svg": 1,
}
_TOTAL = sum(SHARES.values())
_BOUNDS: dict[str, int] = {}  # name → the bound it was given (what the caches made so far hold at most)

_CLEARERS: list[Callable[[], None]] = []


def share(name: str) -> int:
    """The bound (entries) of the cache ``name``: its share of :data:`CACHE_BUDGET` (at least 16).

    Raises ``KeyError`` for a name not in :data:`SHARES` (every cache takes its part of the one budget)."""
    n = max(16, CACHE_BUDGET * SHARES[name] // _TOTAL)
    _BOUNDS[name] = n
    return n


def bounds() -> dict[str, int]:
    """name → bound of every cache made so far (their sum is at most the budget, rounding aside)."""
    return dict(_BOUNDS)


def set_cache_budget(entries: int) -> None:
    """Change :data:`CACHE_BUDGET` (entries) for caches made from now on, and empty every cache."""
    global CACHE_BUDGET
    if type(entries) is not int or entries < 16 * len(SHARES):
        raise ValueError(f"the cache budget must be a whole number of at least {16 * len(SHARES)} entries")
    CACHE_BUDGET = entries
    clear_caches()




class BoundedDict(dict):
    """A ``dict`` cache holding at most ``maxsize`` entries: :meth:`put` empties it when full.

    Readers use ``d.get(key)`` (plain dict speed); writers use ``d.put(key, value)``, which returns the value.
    """

    __slots__ = ("maxsize", "name")

    def __init__(self, name: str):
        super().__init__()
        self.name = name
        self.maxsize = share(name)
        _CLEARERS.append(self.clear)

    def put(self, key, value):
        if len(self) >= self.maxsize:
            self.clear()
        self[key] = value
        return value


def bounded(name: str) -> Callable[[F], F]:
    """``functools.lru_cache`` holding the share ``name`` of the budget, whose cache :func:`clear_caches` also
    empties."""
    def deco(fn):
        cached = lru_cache(maxsize=share(name))(fn)
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
