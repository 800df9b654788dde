"""Ghost tiles (鬼牌) in the standard form: coverings of each block's real tiles (spec ``common.md`` § Ghost tiles)."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import product

from ..tiles import N_KINDS
from ._cache import bounded
from .model import Group
from .tables import _BASE, _VECS, INF, _blocks, _group, _window, counts_fid

# ------------------------------------------------------------------------------------------------
# Block partitions with ghosts

@bounded("ghosts.block_ghost")
def _block_ghost(cnt: tuple[int, ...], honor: bool, g: int, pair_ok: bool):
    """All coverings of a block's real tiles using at most ``g`` ghosts.

    Returns a frozenset of (ghosts used, has pair, groups) where groups is a sorted tuple of
    (tiles, shape, ghost kinds) with block-relative indices; every group holds ≥ 1 real tile.
    """
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return frozenset({(0, False, ())})
    res = set()

    def recurse(nxt: list[int], used: int, grp, is_pair: bool):
        if used > g:
            return
        for u2, hp, rest in _block_ghost(tuple(nxt), honor, g - used, pair_ok and not is_pair):
            res.add((used + u2, hp or is_pair, tuple(sorted(rest + (grp,)))))

    c = cnt[i]
    # pung with a real copies
    for a in range(1, min(3, c) + 1):
        nxt = list(cnt)
        nxt[i] -= a
        recurse(nxt, 3 - a, ((i, i, i), "pung", (i,) * (3 - a)), False)
    if pair_ok:
        for a in range(1, min(2, c) + 1):
            nxt = list(cnt)
            nxt[i] -= a
            recurse(nxt, 2 - a, ((i, i), "pair", (i,) * (2 - a)), True)
    if not honor:
        for s in (i - 2, i - 1, i):
            if s < 0 or s > n - 3:
                continue
            # positions below i are ghosts; i is real; positions above i real or ghost
            ghosts_low = tuple(range(s, i))
            above = [p for p in (s, s + 1, s + 2) if p > i]
            opts: list[list[tuple[int, bool]]] = []
            for p in above:
                o = [(p, True)]
                if cnt[p] > 0:
                    o.append((p, False))
                opts.append(o)
            for choice in product(*opts):
                nxt = list(cnt)
                nxt[i] -= 1
                gh = list(ghosts_low)
                for p, is_ghost in choice:
                    if is_ghost:
                        gh.append(p)
                    else:
                        nxt[p] -= 1
                recurse(nxt, len(gh), ((s, s + 1, s + 2), "chow", tuple(gh)), False)
    return frozenset(res)


@bounded("ghosts.rel_ghost_opts")
def _rel_ghost_opts(pat: tuple[int, ...], honor: bool, g: int):
    """Coverings of a block pattern's real tiles with at most ``g`` ghosts, in relative ranks, grouped by
    ``(used, has_pair)`` and deduplicated: ``(((used, has_pair), (option, …)), …)``; an option is a tuple
    of ``(tiles, shape, ghosts)`` sorted.  Two coverings with the same groups as they stand and the same
    multiset of ghost substitutions differ only in which physical ghost plays which role: kept once
    (``common.md`` § Ghost tiles); the first in sorted order represents them."""
    by: dict = {}
    seen = set()
    for used, hp, grps in sorted(_block_ghost(pat, honor, g, True)):
        # grps is sorted by (tiles, shape, ghosts), so its (tiles, shape) projection is sorted too
        gh_all: tuple = ()
        for x in grps:
            gh_all += x[2]
        key = (tuple([x[:2] for x in grps]), tuple(sorted(gh_all)))
        if key in seen:
            continue
        seen.add(key)
        by.setdefault((used, hp), []).append(grps)
    return tuple((k, tuple(v)) for k, v in sorted(by.items()))


_EMPTY_GHOST = (((0, False), (((), (), ()),)),)


@bounded("ghosts.block_ghost_opts")
def _block_ghost_opts(b: int, cnt: tuple[int, ...], g: int):
    """Coverings of block ``b``'s real tiles with at most ``g`` ghosts, grouped and deduplicated.

    Returns a tuple of ``((used, has_pair), options)``; each option is ``(pair, pungs, chows)`` of shared
    Group objects in canonical order (see :func:`_rel_ghost_opts`).  Ghost kinds of a block lie in the
    block, so deduplicating per block deduplicates whole hands.
    """
    if b == 3:
        off, pat = 0, cnt
    else:
        w = _window(cnt)
        if w is None:
            return _EMPTY_GHOST
        off, pat = w
    base = _BASE[b] + off
    out = []
    for key, options in _rel_ghost_opts(pat, b == 3, g):
        conv = []
        for grps in options:
            pair: tuple = ()
            pungs = []
            chows = []
            for t, sh, gh in grps:
                gr = _group(tuple([base + x for x in t]), sh, tuple([base + x for x in gh]))
                if sh == "pair":
                    pair = (gr,)
                elif sh == "pung":
                    pungs.append(gr)
                else:
                    chows.append(gr)
            # grps is sorted by (tiles, shape, ghosts): pungs and chows come out in canonical order
            conv.append((pair, tuple(pungs), tuple(chows)))
        out.append((key, tuple(conv)))
    return tuple(out)


# The copy limit (common.md § Ghost tiles): in every form a kind holds at most five tiles, counting real tiles,
# declared sets and ghost stand-ins.  ``room`` (per rank of a block) is how many ghosts may still stand for
# that rank: 5 − real copies − declared copies.  Rooms are never below 0 for a legal hand (at most 4 copies).

def declared_counts(melds) -> list[int] | None:
    """34 counts of the declared sets' tiles (kongs 4), for the copy limit; ``None`` without sets."""
    if not melds:
        return None
    decl = [0] * N_KINDS
    for m in melds:
        for k in m.tiles:
            decl[k] += 1
    return decl


MAX_COPIES = 5


FREE = 99  # a room that cannot bind: never decremented, so that caches are shared by such ranks


def block_rooms(counts: Sequence[int], declared: Sequence[int] | None,
                g: int = 8) -> tuple[tuple[int, ...], ...]:
    """Per block, the rooms of its ranks (see above) for real concealed ``counts`` and ``declared`` counts.
    A room above ``g`` cannot bind with ``g`` ghosts, even after one more real tile, and is given as
    :data:`FREE` (fewer cache keys)."""
    if declared is None:
        rm = [MAX_COPIES - c for c in counts]
    else:
        rm = [MAX_COPIES - c - d for c, d in zip(counts, declared)]
    rm = [r if r <= g else FREE for r in rm]  # (≤: a drawn real tile may still take one room)
    return tuple(rm[0:9]), tuple(rm[9:18]), tuple(rm[18:27]), tuple(rm[27:34])


@bounded("ghosts.block_min_ghosts")
def _block_min_ghosts(cnt: tuple[int, ...], honor: bool, with_pair: bool, room: tuple[int, ...]) -> int:
    """Fewest ghosts needed to cover a block's real tiles with sets (and exactly one pair if asked), no rank
    standing for more ghosts than its ``room`` allows (the copy limit).

    The rooms of ranks no group can reach (honors: ranks not held; suits: more than two ranks from every rank
    held) cannot bind and are set to :data:`FREE`, so that equal questions share a cache entry.  Then the
    block tables answer without the limit: the block's deficiency vector ``F``
    (:func:`~mjlearn.readings.tables.counts_fid`) covers all ``n`` tiles with ``s`` sets (+ the pair) iff
    ``F[2s + p] == 3s + 2p − n``, and the fewest such ghosts ``m`` is the answer whenever no reachable rank's
    room is below ``m`` (a covering with ``m`` ghosts puts at most ``m`` stand-ins on any rank).  Otherwise
    the limit may bind and the search decides (:func:`_block_min_ghosts_search`)."""
    n = 0
    held = 0  # bit i: rank i held
    top = 0
    for i, c in enumerate(cnt):
        if c:
            n += c
            held |= 1 << i
            if c > top:
                top = c
    if not n:
        return 2 if with_pair else 0
    # the ranks a group can reach: those held (honors), or within two ranks of one held (suits)
    reach = held if honor else (held | held << 1 | held << 2 | held >> 1 | held >> 2) & ((1 << len(cnt)) - 1)
    tight = INF  # the lowest room a group can reach
    far = False  # a room that binds nothing is not FREE yet
    for j, r in enumerate(room):
        if r != FREE:
            if reach >> j & 1:
                if r < tight:
                    tight = r
            else:
                far = True
    if far:
        room = tuple(r if reach >> j & 1 else FREE for j, r in enumerate(room))
    if top <= 4:  # a fifth real copy (a dead wait being tried) is beyond the tables
        p = 1 if with_pair else 0
        f = _VECS[counts_fid(cnt)]
        m = INF
        for s_ in range(5):
            need = 3 * s_ + 2 * p - n
            if need >= 0 and f[2 * s_ + p] == need and need < m:
                m = need
        if m < INF and tight >= m:
            return m
    return _block_min_ghosts_search(cnt, honor, with_pair, room)


@bounded("ghosts.block_min_ghosts_search")
def _block_min_ghosts_search(cnt: tuple[int, ...], honor: bool, with_pair: bool, room: tuple[int, ...]) -> int:
    """:func:`_block_min_ghosts` by search over the coverings of the lowest rank held (with the copy limit)."""
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return 2 if with_pair else 0
    best = INF
    c = cnt[i]
    ri = room[i]
    for a in range(1, min(3, c) + 1):
        if 3 - a > ri:
            continue
        nxt = list(cnt)
        nxt[i] -= a
        rm = room if a == 3 or ri == FREE else room[:i] + (ri - 3 + a,) + room[i + 1:]
        best = min(best, 3 - a + _block_min_ghosts(tuple(nxt), honor, with_pair, rm))
    if with_pair:
        for a in range(1, min(2, c) + 1):
            if 2 - a > ri:
                continue
            nxt = list(cnt)
            nxt[i] -= a
            rm = room if a == 2 or ri == FREE else room[:i] + (ri - 1,) + room[i + 1:]
            best = min(best, 2 - a + _block_min_ghosts(tuple(nxt), honor, False, rm))
    if not honor:
        for s in (i - 2, i - 1, i):
            if s < 0 or s > n - 3:
                continue
            cost = 0
            nxt = list(cnt)
            rm = list(room)
            nxt[i] -= 1
            for p in range(s, s + 3):
                if p == i:
                    continue
                if p > i and nxt[p] > 0:
                    nxt[p] -= 1
                else:
                    cost += 1
                    if rm[p] != FREE:
                        rm[p] -= 1
            if min(rm) < 0:
                continue
            best = min(best, cost + _block_min_ghosts(tuple(nxt), honor, with_pair, tuple(rm)))
    return best


@bounded("ghosts.block_min_add")
def _block_min_add(cnt: tuple[int, ...], honor: bool, with_pair: bool, room: tuple[int, ...]) -> tuple[int, ...]:
    """For each rank ``i``: :func:`_block_min_ghosts` of the block with one more real copy of ``i``."""
    out = []
    for i in range(len(cnt)):
        nxt = list(cnt)
        nxt[i] += 1
        rm = room if room[i] == FREE else room[:i] + (room[i] - 1,) + room[i + 1:]
        out.append(_block_min_ghosts(tuple(nxt), honor, with_pair, rm) if rm[i] >= 0 else INF)
    return tuple(out)


def _std_min_ghosts(counts: Sequence[int], declared: Sequence[int] | None = None, ghosts: int = 8) -> int:
    """Fewest ghosts for a standard hand over these real concealed counts (any number of sets), within the
    copy limit given the ``declared`` sets' counts."""
    bl = _blocks(counts)
    rooms = block_rooms(counts, declared, ghosts)
    no_pair = [_block_min_ghosts(b, i == 3, False, rooms[i]) for i, b in enumerate(bl)]
    base = sum(no_pair)
    best = INF
    for i, b in enumerate(bl):
        wp = _block_min_ghosts(b, i == 3, True, rooms[i])
        best = min(best, base - no_pair[i] + wp)
    return best


def _std_ghost_waits(counts: Sequence[int], g: int, declared: Sequence[int] | None = None) -> list[int]:
    """Real (non-ghost) kinds that complete these counts + ``g`` ghosts into a standard hand (copy limit kept)."""
    bl = _blocks(counts)
    rooms = block_rooms(counts, declared, g)
    np_ = [_block_min_ghosts(cnt, b == 3, False, rooms[b]) for b, cnt in enumerate(bl)]
    wp = [_block_min_ghosts(cnt, b == 3, True, rooms[b]) for b, cnt in enumerate(bl)]
    tot = sum(np_)
    out = []
    for b, cnt in enumerate(bl):
        rest = tot - np_[b]
        # pair in another block: cheapest extra cost of moving the pair there
        pair_elsewhere = min((wp[o] - np_[o] for o in range(4) if o != b), default=INF)
        add_np = _block_min_add(cnt, b == 3, False, rooms[b])
        add_wp = _block_min_add(cnt, b == 3, True, rooms[b])
        for i in range(len(cnt)):
            if min(rest + add_wp[i], rest + pair_elsewhere + add_np[i]) <= g:
                out.append(_BASE[b] + i)
    return out


def _within_limit(option, room_abs: Sequence[int]) -> bool:
    """Does a block covering ``(pair, pungs, chows)`` keep every kind's ghost stand-ins within its room?"""
    used: dict = {}
    for part in option:
        for gr in part:
            for k in gr.ghosts:
                n = used.get(k, 0) + 1
                if n > room_abs[k]:
                    return False
                used[k] = n
    return True


def _split_ghosts(tiles: Iterable[int], ghost_kinds: Iterable[int]) -> tuple[list[int], int]:
    gk = set(ghost_kinds)
    counts = [0] * N_KINDS
    g = 0
    for k in tiles:
        if k in gk:
            g += 1
        else:
            counts[k] += 1
    return counts, g



_WILD_SET = Group((), "wild_set")
_WILD_PAIR = Group((), "wild_pair")


def _std_ghost(counts: list[int], g: int, n_sets: int,
               declared: Sequence[int] | None = None) -> list[tuple[Group, ...]]:
    """Standard partitions with ``g`` ghosts: per-block coverings joined with pruning on ghosts used and
    pairs formed; ghosts left over form wild sets (and the wild pair if no block holds the pair).  A covering
    in which ghosts would stand for a sixth copy of a kind (real tiles, ``declared`` sets and stand-ins) is
    left out (common.md § Ghost tiles)."""
    bl = _blocks(counts)
    rooms = block_rooms(counts, declared, g)
    # a block may spend at most what the other blocks leave: g minus their least possible spending
    least = [min(_block_min_ghosts(cnt, b == 3, False, rooms[b]), _block_min_ghosts(cnt, b == 3, True, rooms[b]))
             for b, cnt in enumerate(bl)]
    total_least = sum(least)
    if total_least > g:
        return []
    room_abs = rooms[0] + rooms[1] + rooms[2] + rooms[3]
    per_block = []
    for b, cnt in enumerate(bl):
        opts = _block_ghost_opts(b, cnt, g - total_least + least[b])
        if min(rooms[b]) < g - total_least + least[b]:  # the copy limit may bind here: filter the coverings
            kept = []
            for key, options in opts:
                ok = tuple(o for o in options if _within_limit(o, room_abs))
                if ok:
                    kept.append((key, ok))
            opts = tuple(kept)
        if not opts:
            return []
        per_block.append(opts)
    results: list[tuple[Group, ...]] = []

    def join(b: int, used: int, hp: bool, chosen: list):
        if b == 4:
            left = g - used
            if hp:
                if left % 3:
                    return
                wild_pair: tuple = ()
                wild_sets = left // 3
            else:
                if left < 2 or (left - 2) % 3:
                    return
                wild_pair = (_WILD_PAIR,)
                wild_sets = (left - 2) // 3
            wild = (_WILD_SET,) * wild_sets
            for combo in product(*chosen):
                pair: tuple = ()
                pungs: tuple = ()
                chows: tuple = ()
                for pa, pu, ch in combo:
                    pair += pa
                    pungs += pu
                    chows += ch
                if len(pungs) + len(chows) + wild_sets != n_sets:
                    continue
                results.append(wild_pair + pair + pungs + chows + wild)
            return
        for (u, p), opts in per_block[b]:
            if used + u > g or (hp and p):
                continue
            chosen.append(opts)
            join(b + 1, used + u, hp or p, chosen)
            chosen.pop()

    join(0, 0, False, [])
    return results

