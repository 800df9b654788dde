"""Per-block tables (spec ``common.md`` § Decompositions): a hand splits into four blocks (万, 筒, 条, honors)
that never share a set; every block result is computed once per block pattern and cached."""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence

from ..tiles import N_KINDS, YAOJIU
from ._cache import BoundedDict, bounded
from .model import Group

_ORPHANS = tuple(sorted(YAOJIU))
_NOT_ORPHANS = tuple(k for k in range(N_KINDS) if k not in YAOJIU)  # a real one held: no thirteen orphans
INF = 99


# ------------------------------------------------------------------------------------------------
# Block partitions without ghosts


@bounded("tables.suit_sets")
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


_GROUP_CACHE = BoundedDict("tables.group")


def _group(tiles: tuple[int, ...], shape: str, ghosts: tuple[int, ...] = ()) -> Group:
    """Shared immutable concealed :class:`Group` (built once per distinct value: hot paths reuse it)."""
    key = (tiles, shape, ghosts)
    gr = _GROUP_CACHE.get(key)
    if gr is None:
        gr = _GROUP_CACHE.put(key, Group(tiles, shape, "concealed", ghosts))
    return gr


# the plain groups of every kind, built once (a chow only from suit ranks 1-7)
_PAIRS = tuple(_group((k, k), "pair") for k in range(N_KINDS))
_PUNGS = tuple(_group((k, k, k), "pung") for k in range(N_KINDS))
_CHOWS = tuple(_group((k, k + 1, k + 2), "chow") if k < 27 and k % 9 <= 6 else None for k in range(N_KINDS))


def _sets_groups(part, base: int) -> tuple[tuple[Group, ...], tuple[Group, ...]]:
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


@bounded("tables.rel_plain")
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


@bounded("tables.block_plain")
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


@bounded("tables.rel_ok")
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


@bounded("tables.rel_wait_ranks")
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


@bounded("tables.block_ok")
def _block_ok(b: int, cnt: tuple[int, ...]) -> bool:
    """Does block ``b`` split into sets (count ≡ 0 mod 3) or sets + one pair (count ≡ 2 mod 3)?"""
    if b == 3:
        return _honor_ok(cnt)
    w = _window(cnt)
    return True if w is None else _rel_ok(w[1])


@bounded("tables.block_wait_ranks")
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


# ------------------------------------------------------------------------------------------------
# Block tables for shanten, completeness and waits (table-driven, ghosts as jokers)
#
# For every block (the sorted kinds a hand holds in one suit, or in the honors) one look-up gives a
# :data:`BlockInfo` tuple, computed once and kept in a bounded table:
#
#   [0] fid    — id of the block's *deficiency vector* F (see :mod:`._suit_table`): F[2s + p] is the fewest
#                tiles to add so that the block holds ``s`` sets (0–4) and ``p`` pairs (0–1).  Sets made of
#                added tiles only cost 3 (a pair 2), so F is the same whatever block such a group is put in.
#   [1] mod    — number of tiles mod 3
#   [2] ok     — the block splits into sets (mod 0) or sets + one pair (mod 2) (a complete-hand block)
#   [3] (unused: the waits of a block, absolute kinds one more copy of which makes it ``ok``, are in
#                :func:`block_waits`, computed only when waits are asked for)
#   [4] pairs  — Σ count // 2 (seven pairs: four of a kind is two pairs)
#   [5] odd    — kinds held an odd number of times
#   [6] orph   — orphan kinds (幺九) held;  [7] orph_pair — an orphan held twice or more;
#   [8] plain_only_orphans — every tile of the block is an orphan held at most twice
#
# The standard form over the four blocks is the min-plus combination of their F vectors (:func:`combine`,
# itself cached on pairs of vector ids): a hand with ``S`` sets to find (4 − declared sets) lacks
# ``D = F_hand[2S + 1]`` tiles, so its standard shanten is ``D − 1`` and, with ``g`` ghosts standing for any
# missing tile (jokers), ``D − 1 − g``.  This equals the partial-set count ``8 − 2·sets − partials − pair``
# of the enumerating engine (kept as the test oracle, ``tests/oracle_readings.py``).

_VEC_ID: dict = {}      # F vector → id (interned; ~110 suit vectors and a few honor ones exist)
_VECS: list = []        # id → F vector; ids 0… are the suit table's own vector ids
_SUIT_IDS: list = []    # [bytes]: the suit table (base-5 block index → vector id), loaded on first use
_ZMAX: list = []        # suit vector id → the block size at which that vector means "splits completely"


def _intern(vec: tuple[int, ...]) -> int:
    i = _VEC_ID.get(vec)
    if i is None:
        i = _VEC_ID[vec] = len(_VECS)
        _VECS.append(vec)
    return i


def _suit_table() -> bytes:
    """The suit table (``_suit_table.py``), loaded on first use; its vectors take the first ids."""
    if not _SUIT_IDS:
        from ._suit_table import load
        vecs, ids = load()
        _VEC_ID.clear()
        _VECS.clear()
        for v in vecs:
            _intern(v)
        # a block whose vector is F splits completely iff it holds exactly the most tiles some "s sets + p
        # pairs" that it lacks nothing for would use (it cannot hold fewer than a sub-multiset of itself)
        _ZMAX[:] = [max(3 * s + 2 * p for s in range(5) for p in range(2) if v[2 * s + p] == 0) for v in vecs]
        _SUIT_IDS.append(ids)
    return _SUIT_IDS[0]


def _close(e: dict) -> tuple[int, ...]:
    """F from the best costs ``e[(s, p)]`` of groups that each hold a real tile: other groups from nothing."""
    out = []
    for s in range(5):
        for p in range(2):
            best = INF
            for (s1, p1), c in e.items():
                if s1 <= s and p1 <= p:
                    v = c + 3 * (s - s1) + 2 * (p - p1)
                    if v < best:
                        best = v
            out.append(best)
    return tuple(out)


@bounded("tables.honor_f")
def _honor_f(counts: tuple[int, ...]) -> tuple[int, ...]:
    """F of an honor block from its sorted non-zero counts (honors never form chows)."""
    e = {(0, 0): 0}
    for c in counts:
        opts = [((s, p), max(0, 3 * s + 2 * p - c)) for s in range(5) for p in range(2) if 0 < s + p <= c]
        nxt = dict(e)
        for (s1, p1), c1 in e.items():
            for (s2, p2), c2 in opts:
                s, p = s1 + s2, p1 + p2
                if s <= 4 and p <= 1 and c1 + c2 < nxt.get((s, p), INF):
                    nxt[(s, p)] = c1 + c2
        e = nxt
    return _close(e)


def _deficiency_id(b: int, cnt: tuple[int, ...]) -> int:
    """Id of the deficiency vector F of block ``b`` with counts ``cnt`` (see the section comment)."""
    table = _suit_table()
    if b == 3:
        return _intern(_honor_f(tuple(sorted(c for c in cnt if c))))
    idx = 0
    for r, c in enumerate(cnt):
        idx += (c if c <= 4 else 4) * 5 ** r  # more than 4 copies only in a malformed Hand: extras unused
    return table[idx]


_CONV = BoundedDict("tables.conv")


def combine(ia: int, ib: int) -> int:
    """Id of the min-plus combination of two F vectors (two blocks seen as one)."""
    key = (ia, ib) if ia <= ib else (ib, ia)
    r = _CONV.get(key)
    if r is None:
        a, b = _VECS[ia], _VECS[ib]
        out = []
        for s in range(5):
            for p in range(2):
                best = INF
                for s1 in range(s + 1):
                    x = 2 * (s - s1)
                    for p1 in range(p + 1):
                        v = a[2 * s1 + p1] + b[x + p - p1]
                        if v < best:
                            best = v
                out.append(best)
        r = _CONV.put(key, _intern(tuple(out)))
    return r


_FID_BY_COUNTS = BoundedDict("tables.fid_by_counts")


def counts_fid(cnt: tuple[int, ...]) -> int:
    """Id of the deficiency vector F of one block given as its counts: 9 for a suit (the three suits share an
    entry), 7 for the honors — for callers that work on count vectors (the discard advice's variants)."""
    r = _FID_BY_COUNTS.get(cnt)
    if r is None:
        r = _FID_BY_COUNTS.put(cnt, _deficiency_id(3 if len(cnt) == 7 else 0, cnt))
    return r


def standard_value(counts: Sequence[int], n_melds: int = 0) -> int:
    """Standard-form shanten of 34 real concealed counts with ``n_melds`` sets declared, before ghosts (subtract
    them) and before the dead-wait and completeness corrections: ``D − 1``, ``D`` the fewest tiles the hand lacks
    for ``4 − n_melds`` sets and a pair (−1: complete).  The same value as :func:`mjlearn.readings.shanten`'s
    standard part, from the same tables."""
    f = combine(combine(counts_fid(tuple(counts[0:9])), counts_fid(tuple(counts[9:18]))),
                combine(counts_fid(tuple(counts[18:27])), counts_fid(tuple(counts[27:34]))))
    return _VECS[f][9 - 2 * n_melds] - 1


_BLOCK_RANGE = ((0, 9), (9, 18), (18, 27), (27, 34))


def standard_draw_values(counts: Sequence[int], n_melds: int, kinds: Iterable[int]) -> dict[int, int]:
    """:func:`standard_value` of ``counts`` plus one tile of each kind in ``kinds`` (kind → value): the three
    blocks a draw does not touch are combined once, so each kind costs one block look-up and one combination."""
    blocks = [tuple(counts[a:b]) for a, b in _BLOCK_RANGE]
    fids = [counts_fid(bl) for bl in blocks]
    others = (combine(combine(fids[1], fids[2]), fids[3]), combine(combine(fids[0], fids[2]), fids[3]),
              combine(combine(fids[0], fids[1]), fids[3]), combine(combine(fids[0], fids[1]), fids[2]))
    j = 9 - 2 * n_melds
    out = {}
    for k in kinds:
        b = 3 if k >= 27 else k // 9
        nb = list(blocks[b])
        nb[k - _BLOCK_RANGE[b][0]] += 1
        out[k] = _VECS[combine(counts_fid(tuple(nb)), others[b])][j] - 1
    return out


_P5 = tuple(5 ** r for r in range(9))
_SUIT_ORPH = (True, False, False, False, False, False, False, False, True)


def _block_info(b: int, tiles: tuple[int, ...]):
    """:data:`BlockInfo` of block ``b`` holding the sorted kinds ``tiles`` (uncached; see :data:`BLOCKS`).

    Suit blocks read everything from the suit table: the block is complete (``ok``) iff it lacks no tile for
    ``n // 3`` sets (+ the pair when ``n ≡ 2``), and rank ``r`` is a wait iff the block with one more ``r``
    is complete (a fifth copy, beyond the table, by the set-splitting check)."""
    base = _BASE[b]
    n = len(tiles)
    mod = n % 3
    cnt = [0] * (7 if b == 3 else 9)
    for k in tiles:
        cnt[k - base] += 1
    pairs = 0
    odd = []
    for i, c in enumerate(cnt):
        pairs += c >> 1
        if c & 1:
            odd.append(base + i)
    odd = tuple(odd)
    if b == 3:
        ct = tuple(cnt)
        fid = _deficiency_id(b, ct)
        ok = _block_ok(b, ct)
        orph = sum(1 for c in cnt if c)
        orph_pair = any(c >= 2 for c in cnt)
        only = all(c <= 2 for c in cnt)
        return (fid, mod, ok, None, pairs, odd, orph, orph_pair, only)
    table = _suit_table()
    vecs = _VECS
    idx = 0
    for r, c in enumerate(cnt):
        idx += (c if c <= 4 else 4) * _P5[r]
    fid = table[idx] if n <= 14 else _intern(_close({(0, 0): 0}))
    ok = mod != 1 and vecs[fid][2 * (n // 3) + (mod == 2)] == 0 if max(cnt) <= 4 else _block_ok(b, tuple(cnt))
    orph = (cnt[0] > 0) + (cnt[8] > 0)
    orph_pair = cnt[0] >= 2 or cnt[8] >= 2
    only = cnt[0] <= 2 and cnt[8] <= 2 and n == cnt[0] + cnt[8]
    return (fid, mod, ok, None, pairs, odd, orph, orph_pair, only)


_P5K = tuple(5 ** (k % 9) for k in range(27))  # kind → its weight in the suit table's base-5 index


def _honor_ok_blocks() -> frozenset:
    from itertools import combinations
    out = set()
    for n_pungs in range(5):
        for pungs in combinations(range(27, 34), n_pungs):
            out.add(tuple(sorted(k for k in pungs for _ in range(3))))
            for p in range(27, 34):
                if p not in pungs:
                    out.add(tuple(sorted([k for k in pungs for _ in range(3)] + [p, p])))
    return frozenset(out)


#: every honor block (sorted kinds 27–33) that splits into pungs and at most one pair — honors form no chows,
#: and four of a kind is not a set here — 1 + 7 + … entries, built at import (a few hundred tuples)
HONOR_OK = _honor_ok_blocks()


def suit_tables() -> tuple[bytes, list[int], tuple[int, ...]]:
    """``(table, zmax, weight)`` for the cache-free complete-block test of a suit block ``b`` (sorted kinds of
    one suit, at most four of a kind): it splits into sets, or sets + one pair, iff
    ``zmax[table[sum(weight[k] for k in b)]] == len(b)`` — the sum is the block's base-5 index in the suit
    table (``5 ** rank`` per tile), ``zmax`` says at which size that deficiency vector means "lacks nothing"."""
    table = _suit_table()
    return table, _ZMAX, _P5K


#: block kinds (a sorted tuple, as sliced from a sorted hand) → BlockInfo.  The kinds name their block,
#: and an empty block gives the same answer in every block.
BLOCKS = BoundedDict("tables.blocks")


def block_info(tiles: tuple[int, ...]):
    """:data:`BlockInfo` of one block given as its sorted kinds (all in one block), from :data:`BLOCKS`."""
    r = BLOCKS.get(tiles)
    if r is None:
        b = 0 if not tiles else (3 if tiles[0] >= 27 else tiles[0] // 9)
        r = BLOCKS.put(tiles, _block_info(b, tiles))
    return r


def split_blocks(tiles: tuple[int, ...]):
    """The four blocks (万, 筒, 条, honors) of a sorted kind tuple, as sorted tuples."""
    i1 = bisect_left(tiles, 9)
    i2 = bisect_left(tiles, 18, i1)
    i3 = bisect_left(tiles, 27, i2)
    return tiles[:i1], tiles[i1:i2], tiles[i2:i3], tiles[i3:]


_WAITS = BoundedDict("tables.waits")


def block_waits(tiles: tuple[int, ...]) -> tuple[int, ...]:
    """Absolute kinds one more copy of which makes the block ``tiles`` (sorted kinds of one block) split into
    sets, or sets + one pair (a fifth copy included: it is a dead wait, ``common.md`` § Waits)."""
    r = _WAITS.get(tiles)
    if r is not None:
        return r
    b = 0 if not tiles else (3 if tiles[0] >= 27 else tiles[0] // 9)
    base = _BASE[b]
    n = len(tiles)
    cnt = [0] * (7 if b == 3 else 9)
    for k in tiles:
        cnt[k - base] += 1
    if b == 3:
        return _WAITS.put(tiles, tuple(base + i for i in _block_wait_ranks(b, tuple(cnt))))
    table = _suit_table()
    vecs = _VECS
    idx = 0
    for r_, c in enumerate(cnt):
        idx += (c if c <= 4 else 4) * _P5[r_]
    w = []
    m1 = (n + 1) % 3
    if m1 != 1:
        j = 2 * ((n + 1) // 3) + (m1 == 2)
        for r, c in enumerate(cnt):
            if c < 4 and n < 14:
                if vecs[table[idx + _P5[r]]][j] == 0:
                    w.append(base + r)
            else:
                nxt = list(cnt)
                nxt[r] += 1
                if _block_ok(b, tuple(nxt)):
                    w.append(base + r)
    return _WAITS.put(tiles, tuple(w))
