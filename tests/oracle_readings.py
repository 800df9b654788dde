"""The enumerating engine kept as the test oracle for the table-driven core.

* :func:`shanten` — the partial-set search of the earlier engine: per block, the Pareto set of
  (sets, partial sets, pair) found by trying every group at the lowest tile, combined over the four blocks as
  ``8 − 2·sets − partials − pair`` (sets and partials capped at 4), minus one per ghost; seven pairs and
  thirteen orphans counted; −1 when :func:`is_complete` holds; a 13-tile hand at 0 whose waits are all dead
  is 1.  Its only cache is its own block memo.
* :func:`is_complete` — ``decompose`` (the enumerating decompositions) finds at least one decomposition.
* :func:`waits` — every kind ``k`` of the tile set for which the hand plus ``k`` decomposes; live / dead by
  the hand's own copies (ghost copies included), as ``common.md`` § Waits says.
"""
from __future__ import annotations

from mjlearn.hand import Hand
from mjlearn.readings import decompose

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
INF = 99


def _block_mtp(cnt: tuple, honor: bool, memo: dict) -> frozenset:
    key = (cnt, honor)
    if key in memo:
        return memo[key]
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return frozenset({(0, 0, 0)})
    res = set()

    def add(nxt, m, t, h):
        for m2, t2, h2 in _block_mtp(tuple(nxt), honor, memo):
            if h + h2 <= 1:
                res.add((m + m2, t + t2, h + h2))

    def minus(*ps):
        nxt = list(cnt)
        for p in ps:
            nxt[p] -= 1
        return nxt

    add(minus(i), 0, 0, 0)
    if cnt[i] >= 3:
        add(minus(i, i, i), 1, 0, 0)
    if cnt[i] >= 2:
        add(minus(i, i), 0, 1, 0)
        add(minus(i, i), 0, 0, 1)
    if not honor:
        if i <= 6 and cnt[i + 1] and cnt[i + 2]:
            add(minus(i, i + 1, i + 2), 1, 0, 0)
        if i <= 7 and cnt[i + 1]:
            add(minus(i, i + 1), 0, 1, 0)
        if i <= 6 and cnt[i + 2]:
            add(minus(i, i + 2), 0, 1, 0)
    front = frozenset(a for a in res if not any(b != a and all(x >= y for x, y in zip(b, a)) for b in res))
    memo[key] = front
    return front


_MEMO: dict = {}  # block pattern → Pareto set (the oracle's own memo, shared by calls within a test run)


def _std_shanten(counts, n_melds: int) -> int:
    memo = _MEMO
    if len(memo) > 200_000:
        memo.clear()
    states = {(n_melds, 0, 0)}
    for b in range(4):
        cnt = tuple(counts[27:34]) if b == 3 else tuple(counts[9 * b:9 * b + 9])
        opts = _block_mtp(cnt, b == 3, memo)
        states = {(m + m2, t + t2, h + h2) for m, t, h in states for m2, t2, h2 in opts if h + h2 <= 1}
    best = INF
    for m, t, h in states:
        m = min(m, 4)
        t = min(t, 4 - m)
        best = min(best, 8 - 2 * m - t - h)
    return best


def is_complete(hand: Hand, forms, ghost_kinds=()) -> bool:
    return bool(decompose(hand, forms, ghost_kinds))


def waits(hand: Hand, forms, ghost_kinds=(), tile_kinds=range(34)) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(live, dead) shape waits of a 13-tile hand, by decomposing the hand plus each kind."""
    if len(hand.concealed) + 3 * len(hand.melds) != 13:
        return (), ()
    own = hand.counts()
    live, dead = [], []
    for k in tile_kinds:
        if decompose(Hand(hand.concealed, hand.melds, k), forms, ghost_kinds):
            (dead if own[k] >= 4 else live).append(k)
    return tuple(live), tuple(dead)


def shanten(hand: Hand, forms, ghost_kinds=(), tile_kinds=range(34)) -> int:
    gk = set(ghost_kinds)
    closed = hand.closed_tiles
    counts = [0] * 34
    g = 0
    for k in closed:
        if k in gk:
            g += 1
        else:
            counts[k] += 1
    n_melds = len(hand.melds)
    size = len(closed) + 3 * n_melds
    if size == 14 and is_complete(hand, forms, ghost_kinds):
        return -1
    best = INF
    if "standard" in forms:
        best = min(best, _std_shanten(counts, n_melds) - g)
    if n_melds == 0 and "seven_pairs" in forms:
        pairs = sum(c // 2 for c in counts)
        singles = sum(c % 2 for c in counts)
        use = min(g, singles)
        pairs += use + (g - use) // 2
        best = min(best, 6 - min(7, pairs))
    if n_melds == 0 and "thirteen_orphans" in forms:
        kinds = sum(1 for k in ORPHANS if counts[k])
        pair = 1 if any(counts[k] >= 2 for k in ORPHANS) else 0
        best = min(best, 13 - kinds - pair - g)
    best = max(best, 0)
    if size == 13 and best == 0 and not waits(hand, forms, ghost_kinds, tile_kinds)[0]:
        best = 1
    return best
