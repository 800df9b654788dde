"""Fast shanten of many 13/14-tile variants of one hand (the advice's hot path).

The advice asks for the shanten of every "14 tiles − discard (+ draw − discard)" variant of one hand: thousands
of hands that differ from each other in one or two suit blocks.  This engine works on count vectors, computes the
standard-form value block by block (a Pareto front of (sets, partial sets, pair) per block, cached on the block's
counts in a bounded cache) and the seven-pairs / thirteen-orphans values by formula, so a variant costs a few
dictionary look-ups instead of building a :class:`~mjlearn.hand.Hand`.

It computes exactly what :func:`mjlearn.readings.shanten` computes (same forms, the same ghost formulas, −1 for a
complete 14-tile hand, and the dead-wait correction at 13 tiles, which it delegates to
:func:`mjlearn.readings.shape_waits`); ``tests/test_advice_diff.py`` checks it against ``mj.shanten`` on
thousands of seeded hands.  Source: spec ``common.md`` § Waits and shanten.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ..hand import Hand, Meld
from ..readings import is_complete_counts, shape_waits
from ..tiles import N_KINDS

INF = 99
_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_IS_ORPHAN = tuple(k in _ORPHANS for k in range(N_KINDS))


@lru_cache(maxsize=1 << 16)
def _front(cnt: tuple[int, ...], honor: bool) -> tuple[tuple[int, int, int], ...]:
    """Pareto front of (sets, partial sets, pairs ≤ 1) over every way to group one block's tiles."""
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return ((0, 0, 0),)
    res: set[tuple[int, int, int]] = set()

    def add(nxt, m, t, h):
        for m2, t2, h2 in _front(tuple(nxt), honor):
            if h + h2 <= 1:
                res.add((m + m2, t + t2, h + h2))

    nxt = list(cnt)
    nxt[i] -= 1
    add(nxt, 0, 0, 0)  # tile i isolated
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
    front = [a for a in res
             if not any(b != a and b[0] >= a[0] and b[1] >= a[1] and b[2] >= a[2] for b in res)]
    return tuple(sorted(front))


def std_value(counts: Sequence[int], n_melds: int) -> int:
    """The standard-form value 8 − 2·sets − partials − pair (sets ≤ 4, partials ≤ 4 − sets) of real counts."""
    f0 = _front(tuple(counts[0:9]), False)
    f1 = _front(tuple(counts[9:18]), False)
    f2 = _front(tuple(counts[18:27]), False)
    f3 = _front(tuple(counts[27:34]), True)
    best = INF
    for m0, t0, h0 in f0:
        for m1, t1, h1 in f1:
            h01 = h0 + h1
            if h01 > 1:
                continue
            m01 = n_melds + m0 + m1
            t01 = t0 + t1
            for m2, t2, h2 in f2:
                h012 = h01 + h2
                if h012 > 1:
                    continue
                m012 = m01 + m2
                t012 = t01 + t2
                for m3, t3, h3 in f3:
                    h = h012 + h3
                    if h > 1:
                        continue
                    m = m012 + m3
                    if m > 4:
                        m = 4
                    t = t012 + t3
                    if t > 4 - m:
                        t = 4 - m
                    v = 8 - 2 * m - t - h
                    if v < best:
                        best = v
    return best


def _merge(fa, fb) -> tuple[tuple[int, int, int], ...]:
    """Pareto front of the sums of two fronts (at most one pair)."""
    res = {(a[0] + b[0], a[1] + b[1], a[2] + b[2]) for a in fa for b in fb if a[2] + b[2] <= 1}
    return tuple(a for a in res if not any(b != a and b[0] >= a[0] and b[1] >= a[1] and b[2] >= a[2] for b in res))


def _best(fa, fb) -> int:
    """min of 8 − 2m − t − h (caps applied) over sums of two fronts."""
    best = INF
    for m0, t0, h0 in fa:
        for m1, t1, h1 in fb:
            h = h0 + h1
            if h > 1:
                continue
            m = m0 + m1
            if m > 4:
                m = 4
            t = t0 + t1
            if t > 4 - m:
                t = 4 - m
            v = 8 - 2 * m - t - h
            if v < best:
                best = v
    return best


_STARTS = (0, 9, 18, 27)
_ENDS = (9, 18, 27, 34)
BLOCK_OF = tuple(0 if k < 9 else 1 if k < 18 else 2 if k < 27 else 3 for k in range(N_KINDS))


def draw_values(counts: Sequence[int], n_melds: int, kinds: Sequence[int], sp: bool, to: bool) -> dict[int, int]:
    """Raw values (min over the allowed forms; −1 = complete) of ``counts`` + one tile of each kind in ``kinds``.

    Plain hands only (no ghosts).  The blocks the draw does not touch are merged once, so each kind costs one
    block look-up and a small product."""
    blocks = [tuple(counts[_STARTS[b]:_ENDS[b]]) for b in range(4)]
    fr = [_front(blocks[b], b == 3) for b in range(4)]
    others = []
    for b in range(4):
        acc = ((n_melds, 0, 0),)
        for j in range(4):
            if j != b:
                acc = _merge(acc, fr[j])
        others.append(acc)
    pairs = sum(c >> 1 for c in counts)
    singles = sum(c & 1 for c in counts)
    out = {}
    for k in kinds:
        b = BLOCK_OF[k]
        nb = list(blocks[b])
        nb[k - _STARTS[b]] += 1
        v = _best(_front(tuple(nb), b == 3), others[b])
        if sp:
            if counts[k] & 1:
                p = pairs + 1
            else:
                p = pairs
            w = 6 - (p if p < 7 else 7)
            if w < v:
                v = w
        if to:
            c = list(counts)
            c[k] += 1
            w = orphans_value(c, 0)
            if w < v:
                v = w
        out[k] = v
    return out


def seven_pairs_value(counts: Sequence[int], g: int) -> int:
    pairs = 0
    singles = 0
    for c in counts:
        pairs += c >> 1
        singles += c & 1
    use = g if g < singles else singles
    pairs += use + (g - use) // 2
    return 6 - (pairs if pairs < 7 else 7)


def orphans_value(counts: Sequence[int], g: int) -> int:
    kinds = 0
    pair = 0
    for k in _ORPHANS:
        c = counts[k]
        if c:
            kinds += 1
            if c >= 2:
                pair = 1
    return 13 - kinds - pair - g


class Engine:
    """Shanten of concealed count vectors (plus a fixed set of declared sets) under one ruleset's forms.

    ``forms`` : the ruleset's forms; ``ghost_kinds`` : kinds that are ghosts; ``tile_kinds`` : the ruleset's tile
    set; ``melds`` : the declared sets (fixed for every variant).  Results are memoised per variant for the life
    of the engine (one advice call).
    """

    def __init__(self, forms: Sequence[str], ghost_kinds: Sequence[int], tile_kinds: Sequence[int],
                 melds: Sequence[Meld] = ()):
        self.forms = tuple(forms)
        self.std = "standard" in self.forms
        self.sp = "seven_pairs" in self.forms and not melds
        self.to = "thirteen_orphans" in self.forms and not melds
        self.gk = tuple(ghost_kinds)
        self.kinds = tuple(tile_kinds)
        self.melds = tuple(melds)
        self.n_melds = len(self.melds)
        self._memo: dict[tuple, int] = {}
        mc = [0] * N_KINDS
        for m in self.melds:
            for k in m.tiles:
                mc[k] += 1
        self.meld_counts = mc
        self._waits: dict[tuple, tuple[int, ...]] = {}

    def may_be_dead(self, full: Sequence[int]) -> bool:
        """Could a wait of these tiles be dead (all four copies in the hand)?  Only with four copies of a kind
        among the concealed tiles and the declared sets (ghost hands: always checked)."""
        if self.gk:
            return True
        mc = self.meld_counts
        return any(full[k] + mc[k] >= 4 for k in range(N_KINDS) if full[k] or mc[k])

    def split(self, full: Sequence[int]) -> tuple[list[int], int]:
        """(real counts, number of ghosts) of a concealed count vector that counts ghosts by their face."""
        c = list(full)
        g = 0
        for k in self.gk:
            g += c[k]
            c[k] = 0
        return c, g

    def raw(self, counts: Sequence[int], g: int) -> int:
        """min over the forms of the raw values (before the max(·, 0) and the completeness test)."""
        best = INF
        if self.std:
            best = std_value(counts, self.n_melds) - g
        if self.sp:
            v = seven_pairs_value(counts, g)
            if v < best:
                best = v
        if self.to:
            v = orphans_value(counts, g)
            if v < best:
                best = v
        return best

    def shanten(self, full: Sequence[int]) -> int:
        """What :func:`mjlearn.readings.shanten` returns for these concealed counts (13 or 14 tiles; ghosts
        counted by their face)."""
        key = tuple(full)
        v = self._memo.get(key)
        if v is not None:
            return v
        counts, g = self.split(full) if self.gk else (full, 0)
        size = sum(full) + 3 * self.n_melds
        v = self.raw(counts, g)
        if size == 14:
            if g == 0:
                v = -1 if v <= -1 else v
            elif v <= -1 and is_complete_counts(counts, self.forms, self.n_melds, g):
                v = -1  # the ghost formulas are optimistic: only a value ≤ −1 can be a complete hand
            elif v < 0:
                v = 0
        else:
            if v < 0:
                v = 0
            if size == 13 and v == 0 and self.may_be_dead(key) and not self.live_waits(key):
                v = 1  # every wait dead: only possible with four copies of a kind in the hand (or ghosts)
        self._memo[key] = v
        return v

    def draws(self, full: Sequence[int], kinds: Sequence[int]) -> dict[int, int]:
        """Plain hands: :meth:`shanten` of ``full`` + each kind of ``kinds`` (14 tiles), in one pass."""
        raw = draw_values(full, self.n_melds, kinds, self.sp, self.to)
        return {k: (-1 if v <= -1 else v) for k, v in raw.items()}

    def below(self, full: Sequence[int], s: int) -> bool:
        """Is ``shanten(full) < s``?  Skips the dead-wait test when it cannot change the answer (s ≠ 1)."""
        key = tuple(full)
        v = self._memo.get(key)
        if v is not None:
            return v < s
        if s != 1 and sum(key) + 3 * self.n_melds == 13:
            counts, g = self.split(key) if self.gk else (key, 0)
            v = self.raw(counts, g)
            if v < 0:
                v = 0
            if v != 0:
                self._memo[key] = v
                return v < s
            return s >= 2  # the true shanten is 0 or 1 (dead waits): below s ≥ 2 either way, never below 0
        return self.shanten(key) < s

    def live_waits(self, full: Sequence[int]) -> tuple[int, ...]:
        """Live shape waits of a 13-tile variant (``readings.shape_waits``), memoised."""
        key = tuple(full)
        w = self._waits.get(key)
        if w is None:
            tiles = tuple(k for k in range(N_KINDS) for _ in range(key[k]))
            w = shape_waits(Hand(tiles, self.melds), self.forms, self.gk, self.kinds).live
            self._waits[key] = w
        return w
