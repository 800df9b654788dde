"""Per-block tables (spec ``common.md`` § Decompositions): a hand splits into four blocks (万, 筒, 条, honors)
that never share a set; every block result is computed once per block pattern and cached."""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ..tiles import N_KINDS, YAOJIU
from .model import Group

_ORPHANS = tuple(sorted(YAOJIU))
INF = 99


# ------------------------------------------------------------------------------------------------
# Block partitions without ghosts


@lru_cache(maxsize=None)
def _suit_sets(cnt: tuple[int, ...]) -> tuple[tuple[tuple[str, int], ...], ...]:
    """All partitions of a suit block (counts of consecutive ranks) into sets; each ('pung'|'chow', index).

    The lowest remaining rank is either in one pung (plus chows) or only in chows starting at it, so
    each partition is produced once.  Counts up to 5 are accepted (a fifth copy tried as a wait).
    """
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return ((),)
    out: list[tuple[tuple[str, int], ...]] = []
    c = cnt[i]
    for pungs in (0, 1):
        if pungs and c < 3:
            continue
        r = c - 3 * pungs  # copies of i that must start chows
        if r and (i > n - 3 or cnt[i + 1] < r or cnt[i + 2] < r):
            continue
        nxt = list(cnt)
        nxt[i] = 0
        if r:
            nxt[i + 1] -= r
            nxt[i + 2] -= r
        head = (("pung", i),) * pungs + (("chow", i),) * r
        for rest in _suit_sets(tuple(nxt)):
            out.append(head + rest)
    return tuple(out)


def _honor_sets(cnt: Sequence[int]) -> tuple[tuple[tuple[str, int], ...], ...]:
    if any(c not in (0, 3) for c in cnt):
        return ()
    return (tuple(("pung", i) for i, c in enumerate(cnt) if c == 3),)


def _block_sets(counts: Sequence[int], b: int):
    if b == 3:
        return _honor_sets(counts[27:34])
    return _suit_sets(tuple(counts[9 * b:9 * b + 9]))


_GROUP_CACHE: dict = {}


def _group(tiles: tuple[int, ...], shape: str, ghosts: tuple[int, ...] = ()) -> "Group":
    """Shared immutable concealed :class:`Group` (built once per distinct value: hot paths reuse it)."""
    key = (tiles, shape, ghosts)
    gr = _GROUP_CACHE.get(key)
    if gr is None:
        gr = _GROUP_CACHE[key] = Group(tiles, shape, "concealed", ghosts)
    return gr


# the plain groups of every kind, built once (a chow only from suit ranks 1-7)
_PAIRS = tuple(_group((k, k), "pair") for k in range(N_KINDS))
_PUNGS = tuple(_group((k, k, k), "pung") for k in range(N_KINDS))
_CHOWS = tuple(_group((k, k + 1, k + 2), "chow") if k < 27 and k % 9 <= 6 else None for k in range(N_KINDS))


def _sets_groups(part, base: int) -> tuple[tuple["Group", ...], tuple["Group", ...]]:
    pungs = tuple(_group((base + i,) * 3, "pung") for sh, i in part if sh == "pung")
    chows = tuple(_group((base + i, base + i + 1, base + i + 2), "chow") for sh, i in part if sh == "chow")
    return pungs, chows


def _window(cnt: Sequence[int]):
    """``(offset, pattern)`` of a 9-rank suit block: its ranks from the lowest to the highest tile held,
    padded with up to two empty ranks each side (where a chow or a wait may still reach) — or ``None``
    for an empty block.  Suit-block results depend only on this pattern, so caches keyed on it are shared
    by the three suits and by every shift of the same shape."""
    lo = 0
    while lo < 9 and cnt[lo] == 0:
        lo += 1
    if lo == 9:
        return None
    hi = 8
    while cnt[hi] == 0:
        hi -= 1
    pl = lo if lo < 2 else 2
    pr = 8 - hi if hi > 6 else 2
    return lo - pl, tuple(cnt[lo - pl:hi + pr + 1])


def _parts(c: list[int], i: int, n: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Set partitions of suit counts ``c[i:n]`` (mutated and restored) as (pung indices, chow starts).
    The lowest rank held is in one pung (plus chows) or only in chows starting at it: each once."""
    while i < n and c[i] == 0:
        i += 1
    if i == n:
        return [((), ())]
    out = []
    x = c[i]
    for pungs in (0, 1):
        if pungs and x < 3:
            continue
        r = x - 3 * pungs  # copies of i that must start chows
        if r:
            if i > n - 3 or c[i + 1] < r or c[i + 2] < r:
                continue
            c[i + 1] -= r
            c[i + 2] -= r
        c[i] = 0
        for pu, ch in _parts(c, i + 1, n):
            out.append(((i,) * pungs + pu, (i,) * r + ch))
        c[i] = x
        if r:
            c[i + 1] += r
            c[i + 2] += r
    return out


@lru_cache(maxsize=None)
def _rel_plain(pat: tuple[int, ...]):
    """Suit-block partitions of a pattern (counts from the lowest to the highest rank held) in relative ranks:
    ``(mod, ((pair index | None, pung indices, chow start indices), …))``, ordered by the pair's index."""
    n = len(pat)
    mod = sum(pat) % 3
    opts: list = []
    if mod == 0:
        for pu, ch in _parts(list(pat), 0, n):
            opts.append((None, pu, ch))
    elif mod == 2:
        for i in range(n):
            if pat[i] >= 2:
                c = list(pat)
                c[i] -= 2
                if not _suit_sets_ok(list(c)):  # cheap greedy test first
                    continue
                for pu, ch in _parts(c, 0, n):
                    opts.append((i, pu, ch))
    return mod, tuple(opts)


_EMPTY_PLAIN = (0, (((), (), ()),))


@lru_cache(maxsize=None)
def _block_plain(b: int, cnt: tuple[int, ...]):
    """Partitions of block ``b`` (0 万, 1 筒, 2 条, 3 honors) with real tiles only.

    Returns ``(mod, options)``: ``mod`` is the block's tile count mod 3; ``options`` its partitions into
    sets (``mod == 0``) or into sets + exactly one pair (``mod == 2``; ordered by the pair's kind), each
    ``(pair, pungs, chows)`` where ``pair`` is ``()`` or a 1-tuple of Group and the others are tuples of
    shared Groups in ascending order; ``()`` when there is none (always for ``mod == 1``).
    """
    if b == 3:
        base = 27
        mod = sum(cnt) % 3
        opts: list = []
        if mod == 0:
            for part in _honor_sets(cnt):
                opts.append(((),) + _sets_groups(part, base))
        elif mod == 2:
            for i, c in enumerate(cnt):
                if c >= 2:
                    nxt = list(cnt)
                    nxt[i] -= 2
                    pair = (_group((base + i, base + i), "pair"),)
                    for part in _honor_sets(tuple(nxt)):
                        opts.append((pair,) + _sets_groups(part, base))
        return mod, tuple(opts)
    lo = 0
    while lo < 9 and cnt[lo] == 0:
        lo += 1
    if lo == 9:
        return _EMPTY_PLAIN
    hi = 8
    while cnt[hi] == 0:
        hi -= 1
    base = _BASE[b] + lo
    mod, rel = _rel_plain(tuple(cnt[lo:hi + 1]))  # partitions never reach past the tiles held
    pairs, pungs, chows = _PAIRS[base:], _PUNGS[base:], _CHOWS[base:]
    return mod, tuple(((pairs[p],) if p is not None else (), tuple([pungs[i] for i in pu]),
                       tuple([chows[i] for i in ch])) for p, pu, ch in rel)


def _suit_sets_ok(c: list[int]) -> bool:
    """Can a 9-count suit block (mutated) split into sets only?  Greedy on the lowest rank: its count
    mod 3 must start chows (three equal chows are three pungs, so nothing is lost)."""
    n = len(c)
    for i in range(n - 2):
        r = c[i] % 3
        if r:
            if c[i + 1] < r or c[i + 2] < r:
                return False
            c[i + 1] -= r
            c[i + 2] -= r
    return all(x % 3 == 0 for x in c[max(n - 2, 0):])


@lru_cache(maxsize=None)
def _rel_ok(pat: tuple[int, ...]) -> bool:
    """Does a suit pattern split into sets (count ≡ 0 mod 3) or sets + one pair (≡ 2 mod 3)?"""
    r = sum(pat) % 3
    if r == 1:
        return False
    if r == 0:
        return _suit_sets_ok(list(pat))
    for i in range(len(pat)):
        if pat[i] >= 2:
            c = list(pat)
            c[i] -= 2
            if _suit_sets_ok(c):
                return True
    return False


@lru_cache(maxsize=None)
def _rel_wait_ranks(pat: tuple[int, ...]) -> tuple[int, ...]:
    out = []
    for i in range(len(pat)):
        nxt = list(pat)
        nxt[i] += 1
        if _rel_ok(tuple(nxt)):
            out.append(i)
    return tuple(out)


def _honor_ok(cnt: Sequence[int]) -> bool:
    r = sum(cnt) % 3
    if r == 1:
        return False
    if r == 0:
        return all(c in (0, 3) for c in cnt)
    return sum(1 for c in cnt if c in (2, 5)) == 1 and all(c in (0, 2, 3, 5) for c in cnt)


@lru_cache(maxsize=None)
def _block_ok(b: int, cnt: tuple[int, ...]) -> bool:
    """Does block ``b`` split into sets (count ≡ 0 mod 3) or sets + one pair (count ≡ 2 mod 3)?"""
    if b == 3:
        return _honor_ok(cnt)
    w = _window(cnt)
    return True if w is None else _rel_ok(w[1])


@lru_cache(maxsize=None)
def _block_wait_ranks(b: int, cnt: tuple[int, ...]) -> tuple[int, ...]:
    """Ranks (block-relative indices) whose one more copy makes block ``b`` split as :func:`_block_ok`."""
    if b == 3:
        out = []
        for i in range(7):
            nxt = list(cnt)
            nxt[i] += 1
            if _honor_ok(nxt):
                out.append(i)
        return tuple(out)
    w = _window(cnt)
    if w is None:
        return ()
    off, pat = w
    return tuple(off + i for i in _rel_wait_ranks(pat))


def _blocks(counts: Sequence[int]):
    return (tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]), tuple(counts[27:34]))


_BASE = (0, 9, 18, 27)
