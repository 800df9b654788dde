"""Shanten (向听) over the allowed forms (spec ``common.md`` § Waits and shanten)."""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Sequence

from ..hand import Hand
from ..tiles import N_KINDS
from .tables import INF, _blocks
from .ghosts import _split_ghosts
from .seven_pairs import _seven_pairs_shanten
from .thirteen import _thirteen_shanten
from .decompose import is_complete_counts
from .waits import shape_waits


@lru_cache(maxsize=None)
def _block_mtp(cnt: tuple[int, ...], honor: bool) -> frozenset:
    """Pareto set of (sets, partials, head) reachable in one block (for shanten)."""
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return frozenset({(0, 0, 0)})
    res = set()

    def add(nxt, m, t, h):
        for m2, t2, h2 in _block_mtp(tuple(nxt), honor):
            if h + h2 <= 1:
                res.add((m + m2, t + t2, h + h2))

    nxt = list(cnt)
    nxt[i] -= 1
    add(nxt, 0, 0, 0)  # i isolated
    if cnt[i] >= 3:
        nxt = list(cnt)
        nxt[i] -= 3
        add(nxt, 1, 0, 0)
    if cnt[i] >= 2:
        nxt = list(cnt)
        nxt[i] -= 2
        add(nxt, 0, 1, 0)
        add(nxt, 0, 0, 1)
    if not honor:
        if i <= 6 and cnt[i + 1] and cnt[i + 2]:
            nxt = list(cnt)
            nxt[i] -= 1
            nxt[i + 1] -= 1
            nxt[i + 2] -= 1
            add(nxt, 1, 0, 0)
        if i <= 7 and cnt[i + 1]:
            nxt = list(cnt)
            nxt[i] -= 1
            nxt[i + 1] -= 1
            add(nxt, 0, 1, 0)
        if i <= 6 and cnt[i + 2]:
            nxt = list(cnt)
            nxt[i] -= 1
            nxt[i + 2] -= 1
            add(nxt, 0, 1, 0)
    # keep the Pareto front
    front = set()
    for a in res:
        if not any(b != a and b[0] >= a[0] and b[1] >= a[1] and b[2] >= a[2] for b in res):
            front.add(a)
    return frozenset(front)


def _std_shanten(counts: Sequence[int], n_melds: int) -> int:
    states = {(n_melds, 0, 0)}
    for b, cnt in enumerate(_blocks(counts)):
        opts = _block_mtp(cnt, b == 3)
        states = {(m + m2, t + t2, h + h2) for m, t, h in states for m2, t2, h2 in opts if h + h2 <= 1}
    best = INF
    for m, t, h in states:
        m = min(m, 4)
        t = min(t, 4 - m)
        best = min(best, 8 - 2 * m - t - h)
    return best



def shanten(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"), ghost_kinds: Iterable[int] = (),
            tile_kinds: Iterable[int] = range(N_KINDS)) -> int:
    """Shanten (向听) over the allowed forms, on shape alone.

    Returns −1 for a complete 14-tile hand, 0 for a ready 13-tile hand with at least one **live** wait,
    otherwise the number of tile exchanges still needed.  A hand whose only finishing tiles are dead
    (all four copies in the hand) is not ready: at least 1.
    """
    forms = tuple(forms)
    closed = hand.closed_tiles
    counts, g = _split_ghosts(closed, ghost_kinds)
    n_melds = len(hand.melds)
    size = len(closed) + 3 * n_melds
    if size == 14 and is_complete_counts(counts, forms, n_melds, g):
        return -1
    best = INF
    if "standard" in forms:
        best = min(best, _std_shanten(counts, n_melds) - g)
    if n_melds == 0 and "seven_pairs" in forms:
        best = min(best, _seven_pairs_shanten(counts, g))
    if n_melds == 0 and "thirteen_orphans" in forms:
        best = min(best, _thirteen_shanten(counts, g))
    best = max(best, 0)
    if size == 13 and best == 0:
        w = shape_waits(hand, forms, ghost_kinds, tile_kinds)
        if not w.live:
            best = 1
    return best
