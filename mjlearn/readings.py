"""Decompositions (拆牌) and readings, waits (听牌) and shanten (向听) — spec ``common.md``.

Data model
----------
* :class:`Group` — one set, pair or (thirteen orphans) single of a decomposition.  ``tiles`` are the kinds
  *as they stand* (a ghost counted as the kind it stands for); ``ghosts`` is the multiset of kinds that
  ghost tiles stand for inside the group.  A group made only of ghosts is *wild* (``wild_set`` /
  ``wild_pair``): it may be any set / any pair; rulesets that score ghosts choose the best concrete one.
* :class:`Decomposition` — one partition of all the hand's tiles: ``form`` (``standard``,
  ``seven_pairs``, ``thirteen_orphans``), the declared sets first (fixed), then the concealed groups.
  Two partitions with the same multiset of groups are the same decomposition.
* :class:`Reading` — a decomposition plus where the winning tile sits (``win_index`` into ``groups``) and
  the wait shape (``two_sided`` 两面, ``closed`` 坎/夹, ``edge`` 边, ``single`` 吊/单粘, ``shanpon`` 对倒,
  ``thirteen`` 十三面, ``ghost`` — placed in a wild group).

Algorithm
---------
Sets never cross suits, so a hand is split into four blocks (万, 筒, 条, honors).  A standard hand needs
exactly one block holding ≡ 2 tiles mod 3 (it holds the pair) and the others ≡ 0.  Each block's
partitions are computed once and cached, as shared immutable :class:`Group` objects; a hand's
decompositions are the product of its blocks' partitions (pair block outermost, so results are ordered by
the pair's kind).  For a set-only partition the lowest remaining tile is either in one pung (plus chows)
or only in chows starting at it, which makes every partition unique by construction.  Suit-block work is
cached on the block's *pattern* (its counts from the lowest to the highest rank held, padded by the two
ranks a chow or a wait can still reach), shared by the three suits and every shift of a shape.

Waits of a plain hand are found block-wise too: adding a tile changes one block only, so a kind wins iff
the other blocks split and its block with one more copy does (cached per block pattern), and the block
residues mod 3 say which blocks are worth trying.  Seven pairs waits: the one odd kind.

Ghost tiles are handled by the same block split: each block enumerates the ways to cover its real tiles
with groups that contain at least one real tile, spending ghosts on the missing places, within a budget
of the ghosts the other blocks leave (``g`` minus their least possible spending); ghosts left over form
wild groups.  Coverings that differ only in which physical ghost plays which role are kept once.  Nothing
substitutes 34^k kinds.

Measured in ``bench/run.py`` against the PyPI ``mahjong`` package (see its docstring for the method).
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Iterable, Sequence

from .hand import Hand, Meld
from .tiles import (ALL_KINDS, N_KINDS, TERMINALS, YAOJIU, counts_of, is_honor, rank_of, tile_str, tile_zh, tiles_str)

FORMS = ("standard", "seven_pairs", "thirteen_orphans")
SHAPES = ("two_sided", "closed", "edge", "single", "shanpon", "thirteen", "ghost")
_ORPHANS = tuple(sorted(YAOJIU))
INF = 99


@dataclass(frozen=True, order=True)
class Group:
    """One group of a decomposition.

    shape : ``chow`` 顺子, ``pung`` 刻子, ``kong`` 杠, ``pair`` 将, ``single`` (thirteen orphans),
            ``wild_set`` / ``wild_pair`` (only ghosts: any set / any pair).
    tiles : kinds as they stand, sorted (``()`` for wild groups).
    source : ``"concealed"`` or the declared set's kind (``chi pon kan kakan ankan``).
    ghosts : sorted kinds that ghost tiles stand for in this group.
    """

    tiles: tuple[int, ...]
    shape: str
    source: str = "concealed"
    ghosts: tuple[int, ...] = ()

    @property
    def kind(self) -> int:
        """First (lowest) kind of the group; the repeated kind for a pung/kong/pair."""
        return self.tiles[0]

    @property
    def is_set(self) -> bool:
        return self.shape in ("chow", "pung", "kong", "wild_set")

    @property
    def is_triplet(self) -> bool:
        """Pung or kong (刻子/杠)."""
        return self.shape in ("pung", "kong")

    @property
    def is_declared(self) -> bool:
        return self.source != "concealed"

    @property
    def is_open(self) -> bool:
        """Claimed from another player (``ankan`` and concealed groups are not)."""
        return self.source not in ("concealed", "ankan")

    @property
    def is_wild(self) -> bool:
        return self.shape.startswith("wild")

    @property
    def size(self) -> int:
        if self.shape == "wild_set":
            return 3
        if self.shape == "wild_pair":
            return 2
        return len(self.tiles)

    @property
    def real_tiles(self) -> tuple[int, ...]:
        """Kinds of the physical non-ghost tiles in the group."""
        rest = list(self.tiles)
        for g in self.ghosts:
            rest.remove(g)
        return tuple(rest)

    def __str__(self) -> str:
        if self.shape == "wild_set":
            return "???"
        if self.shape == "wild_pair":
            return "??"
        s = tiles_str(self.tiles)
        return s if self.source == "concealed" else f"{self.source}:{s}"

    @property
    def compact(self) -> str:
        """Tiles only, without the declared-set prefix (``'234m'``)."""
        if self.is_wild:
            return str(self)
        return tiles_str(self.tiles)

    def zh(self) -> str:
        if self.is_wild:
            return "鬼鬼鬼" if self.shape == "wild_set" else "鬼鬼"
        return "".join(tile_zh(k) for k in self.tiles)


@dataclass(frozen=True)
class Decomposition:
    """One partition of the hand (declared sets first, then concealed groups in canonical order)."""

    form: str
    groups: tuple[Group, ...]

    @property
    def pair(self) -> Group | None:
        for g in self.groups:
            if g.shape in ("pair", "wild_pair"):
                return g
        return None

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.is_set)

    @property
    def ghost_map(self) -> tuple[int, ...]:
        """Sorted kinds the (non-wild) ghosts stand for."""
        out: list[int] = []
        for g in self.groups:
            out.extend(g.ghosts)
        return tuple(sorted(out))

    @property
    def wild_groups(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.is_wild)

    def substituted_counts(self) -> list[int]:
        """34-long counts of the hand as it stands (ghosts as their kinds; wild groups left out)."""
        c = [0] * N_KINDS
        for g in self.groups:
            for k in g.tiles:
                c[k] += 1
        return c

    def __str__(self) -> str:
        return " ".join(str(g) for g in self.groups)


@dataclass(frozen=True)
class Reading:
    """A decomposition with the winning tile placed (``win_index`` into ``groups``) and its wait shape."""

    decomposition: Decomposition
    win_index: int | None = None
    win_shape: str | None = None
    win_kind: int | None = None  # the kind the winning tile stands as (differs from the tile for a ghost)

    @property
    def form(self) -> str:
        return self.decomposition.form

    @property
    def groups(self) -> tuple[Group, ...]:
        return self.decomposition.groups

    @property
    def win_group(self) -> Group | None:
        return None if self.win_index is None else self.groups[self.win_index]

    @property
    def pair(self) -> Group | None:
        return self.decomposition.pair

    @property
    def sets(self) -> tuple[Group, ...]:
        return self.decomposition.sets

    def __str__(self) -> str:
        parts = []
        for i, g in enumerate(self.groups):
            parts.append(f"[{g}]" if i == self.win_index else str(g))
        return " ".join(parts)

    def _repr_html_(self) -> str:  # pragma: no cover - thin wrapper over the renderer
        from .render import reading_html
        return reading_html(self)


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


def _std_plain_exists(counts: Sequence[int]) -> bool:
    """Standard shape (sets + one pair) over real concealed counts (any number of sets)."""
    pair_blocks = 0
    for b, cnt in enumerate(_blocks(counts)):
        r = sum(cnt) % 3
        if r == 1:
            return False
        if r == 2:
            pair_blocks += 1
            if pair_blocks > 1:
                return False
        if not _block_ok(b, cnt):
            return False
    return pair_blocks == 1


def _std_plain_waits(counts: Sequence[int]) -> list[int]:
    """Kinds that complete real concealed counts (≡ 1 mod 3 tiles) into sets + one pair, in kind order."""
    bl = _blocks(counts)
    mods = [sum(cnt) % 3 for cnt in bl]
    ok = [None] * 4
    out: list[int] = []
    for b in range(4):
        # after adding one tile to block b: exactly one block ≡ 2, the rest ≡ 0
        after = list(mods)
        after[b] = (after[b] + 1) % 3
        if 1 in after or after.count(2) != 1:
            continue
        good = True
        for o in range(4):
            if o != b:
                if ok[o] is None:
                    ok[o] = _block_ok(o, bl[o])
                if not ok[o]:
                    good = False
                    break
        if good:
            base = _BASE[b]
            out.extend(base + i for i in _block_wait_ranks(b, bl[b]))
    return out


def _std_plain(counts: list[int]) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """Standard partitions of concealed counts (no ghosts): list of (pair kind, sets as (shape, kind)).

    Kept for callers of the earlier engine; :func:`decompose` uses the cached block partitions.
    """
    out = []
    for groups in _std_plain_groups(counts):
        pair = groups[0]
        out.append((pair.tiles[0], tuple((g.shape, g.tiles[0]) for g in groups[1:])))
    return out


def _std_plain_groups(counts: Sequence[int]) -> list[tuple["Group", ...]]:
    """Every standard partition of real concealed counts as canonical group tuples
    (pair, pungs ascending, chows ascending), ordered by pair kind then block partitions."""
    return _join_plain(_block_plain(0, tuple(counts[0:9])), _block_plain(1, tuple(counts[9:18])),
                       _block_plain(2, tuple(counts[18:27])), _block_plain(3, tuple(counts[27:34])))


def _block_plain_t(b: int, tiles: tuple[int, ...]):
    """:func:`_block_plain` keyed on the block's sorted kinds (what a sorted hand slices out directly)."""
    base = _BASE[b]
    c = [0] * (7 if b == 3 else 9)
    for k in tiles:
        c[k - base] += 1
    return _block_plain(b, tuple(c))


# _block_plain_t keyed on the block's kinds alone (absolute kinds name their block; an empty block gives the
# same answer in every block): a plain dict lookup on the hot path of decompose()
_PLAIN_T: dict = {}


def _plain_t_miss(b: int, tiles: tuple[int, ...]):
    r = _PLAIN_T[tiles] = _block_plain_t(b, tiles)
    return r


def _join_plain(r0, r1, r2, r3) -> list[tuple["Group", ...]]:
    """Join the four blocks' ``(mod, options)``: exactly one block ≡ 2 (it holds the pair), the rest ≡ 0."""
    m0, o0 = r0
    m1, o1 = r1
    m2, o2 = r2
    m3, o3 = r3
    if not (o0 and o1 and o2 and o3) or m0 + m1 + m2 + m3 != 2:
        return []
    if len(o0) == 1 and len(o1) == 1 and len(o2) == 1 and len(o3) == 1:
        a, b, c, d = o0[0], o1[0], o2[0], o3[0]
        return [a[0] + b[0] + c[0] + d[0] + a[1] + b[1] + c[1] + d[1] + a[2] + b[2] + c[2] + d[2]]
    parts = (o0, o1, o2, o3)
    pb = (m0, m1, m2, m3).index(2)
    others = [parts[b] for b in range(4) if b != pb]
    out = []
    # pair block outermost: results ordered by the pair's kind, then by block partitions
    for popt in parts[pb]:
        for rest in product(*others):
            combo = rest[:pb] + (popt,) + rest[pb:]
            pair = combo[pb][0]
            pungs: tuple = ()
            chows: tuple = ()
            for _, pu, ch in combo:
                pungs += pu
                chows += ch
            out.append(pair + pungs + chows)
    return out


# ------------------------------------------------------------------------------------------------
# Block partitions with ghosts

@lru_cache(maxsize=None)
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


@lru_cache(maxsize=None)
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


@lru_cache(maxsize=None)
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


@lru_cache(maxsize=None)
def _block_min_ghosts(cnt: tuple[int, ...], honor: bool, with_pair: bool) -> int:
    """Fewest ghosts needed to cover a block's real tiles with sets (and exactly one pair if asked)."""
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return 2 if with_pair else 0
    best = INF
    c = cnt[i]
    for a in range(1, min(3, c) + 1):
        nxt = list(cnt)
        nxt[i] -= a
        best = min(best, 3 - a + _block_min_ghosts(tuple(nxt), honor, with_pair))
    if with_pair:
        for a in range(1, min(2, c) + 1):
            nxt = list(cnt)
            nxt[i] -= a
            best = min(best, 2 - a + _block_min_ghosts(tuple(nxt), honor, False))
    if not honor:
        for s in (i - 2, i - 1, i):
            if s < 0 or s > n - 3:
                continue
            cost = i - s
            nxt = list(cnt)
            nxt[i] -= 1
            for p in range(i + 1, s + 3):
                if nxt[p] > 0:
                    nxt[p] -= 1
                else:
                    cost += 1
            best = min(best, cost + _block_min_ghosts(tuple(nxt), honor, with_pair))
    return best


@lru_cache(maxsize=None)
def _block_min_add(cnt: tuple[int, ...], honor: bool, with_pair: bool) -> tuple[int, ...]:
    """For each rank ``i``: :func:`_block_min_ghosts` of the block with one more copy of ``i``."""
    out = []
    for i in range(len(cnt)):
        nxt = list(cnt)
        nxt[i] += 1
        out.append(_block_min_ghosts(tuple(nxt), honor, with_pair))
    return tuple(out)


def _std_min_ghosts(counts: Sequence[int]) -> int:
    """Fewest ghosts for a standard hand over these real concealed counts (any number of sets)."""
    bl = _blocks(counts)
    no_pair = [_block_min_ghosts(b, i == 3, False) for i, b in enumerate(bl)]
    base = sum(no_pair)
    best = INF
    for i, b in enumerate(bl):
        wp = _block_min_ghosts(b, i == 3, True)
        best = min(best, base - no_pair[i] + wp)
    return best


def _std_ghost_waits(counts: Sequence[int], g: int) -> list[int]:
    """Real (non-ghost) kinds that complete these counts + ``g`` ghosts into a standard hand."""
    bl = _blocks(counts)
    np_ = [_block_min_ghosts(cnt, b == 3, False) for b, cnt in enumerate(bl)]
    wp = [_block_min_ghosts(cnt, b == 3, True) for b, cnt in enumerate(bl)]
    tot = sum(np_)
    out = []
    for b, cnt in enumerate(bl):
        rest = tot - np_[b]
        # pair in another block: cheapest extra cost of moving the pair there
        pair_elsewhere = min((wp[o] - np_[o] for o in range(4) if o != b), default=INF)
        add_np = _block_min_add(cnt, b == 3, False)
        add_wp = _block_min_add(cnt, b == 3, True)
        for i in range(len(cnt)):
            if min(rest + add_wp[i], rest + pair_elsewhere + add_np[i]) <= g:
                out.append(_BASE[b] + i)
    return out


# ------------------------------------------------------------------------------------------------
# Completeness (fast boolean checks)


def is_complete_counts(counts: Sequence[int], forms: Iterable[str] = ("standard", "seven_pairs"),
                       n_melds: int = 0, ghosts: int = 0) -> bool:
    """Can these concealed counts (plus ``ghosts`` wild tiles) finish a hand with ``n_melds`` sets declared?

    ``counts`` excludes ghost tiles.  Total tiles must be 14 − 3 × ``n_melds``.
    """
    total = sum(counts) + ghosts
    if total != 14 - 3 * n_melds:
        return False
    forms = tuple(forms)
    if "standard" in forms:
        if ghosts == 0:
            if _std_plain_exists(counts):
                return True
        elif _std_min_ghosts(counts) <= ghosts:
            return True
    if n_melds == 0:
        if "seven_pairs" in forms and sum(c % 2 for c in counts) <= ghosts:
            return True
        if "thirteen_orphans" in forms and _thirteen_ghosts_needed(counts) <= ghosts:
            return True
    return False


def _thirteen_ghosts_needed(counts: Sequence[int]) -> int:
    if any(counts[k] for k in range(N_KINDS) if k not in _ORPHANS):
        return INF
    if any(counts[k] > 2 for k in _ORPHANS) or sum(1 for k in _ORPHANS if counts[k] == 2) > 1:
        return INF
    missing = sum(1 for k in _ORPHANS if counts[k] == 0)
    has_pair = any(counts[k] == 2 for k in _ORPHANS)
    return missing + (0 if has_pair else 1)


# ------------------------------------------------------------------------------------------------
# Decompositions


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


@lru_cache(maxsize=4096)
def _meld_group(m: Meld) -> Group:
    shape = "chow" if m.kind == "chi" else ("pung" if m.kind == "pon" else "kong")
    return Group(m.tiles, shape, m.kind)


def _meld_groups(melds: Sequence[Meld]) -> tuple[Group, ...]:
    return tuple(_meld_group(m) for m in melds)


def decompose(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"),
              ghost_kinds: Iterable[int] = ()) -> list[Decomposition]:
    """Every decomposition of a complete hand (concealed + winning tile + declared sets).

    Parameters
    ----------
    hand : Hand
        Concealed tiles + declared sets; the winning tile, if any, is included.  A hand whose closed tiles
        number 14 − 3 × sets is decomposed; other sizes give ``[]``.
    forms : iterable of ``"standard"``, ``"seven_pairs"``, ``"thirteen_orphans"``
        The forms the ruleset allows.
    ghost_kinds : iterable of kinds
        Kinds whose concealed copies are ghosts (鬼牌); declared sets keep their face.

    Returns
    -------
    list[Decomposition]
        Each partition once (none twice: same multiset of groups = same decomposition; for ghosts, same
        groups as they stand and same substitutions), standard ones first, then seven pairs, then thirteen
        orphans.  Groups: declared sets (in the order given), then the pair (or wild pair), pungs, chows
        (each ascending), wild sets.  Standard decompositions are ordered by the pair's kind, then by the
        block partitions.  Four identical concealed tiles are never forced into a kong.

    Source: spec ``common.md`` § Decompositions, § Ghost tiles.
    """
    if not isinstance(forms, tuple):
        forms = tuple(forms)
    melds = hand.melds
    n_sets = 4 - len(melds)
    concealed = hand.concealed
    w = hand.win_tile
    if len(concealed) + (w is not None) != 3 * n_sets + 2:
        return []
    mg = _meld_groups(melds) if melds else ()
    out: list[Decomposition] = []
    if ghost_kinds:
        counts, g = _split_ghosts(hand.closed_tiles, ghost_kinds)
        if "standard" in forms:
            for groups in _std_ghost(counts, g, n_sets):
                out.append(Decomposition("standard", mg + groups if mg else groups))
    else:
        g = 0
        counts = None
        if "standard" in forms:
            # the concealed tiles are sorted: slice the four blocks out directly, insert the winning tile
            i1 = bisect_left(concealed, 9)
            i2 = bisect_left(concealed, 18, i1)
            i3 = bisect_left(concealed, 27, i2)
            bl = [concealed[:i1], concealed[i1:i2], concealed[i2:i3], concealed[i3:]]
            if w is not None:
                bw = 3 if w >= 27 else w // 9
                t = bl[bw]
                j = bisect_right(t, w)
                bl[bw] = t[:j] + (w,) + t[j:]
            get = _PLAIN_T.get
            for groups in _join_plain(get(bl[0]) or _plain_t_miss(0, bl[0]), get(bl[1]) or _plain_t_miss(1, bl[1]),
                                      get(bl[2]) or _plain_t_miss(2, bl[2]), get(bl[3]) or _plain_t_miss(3, bl[3])):
                out.append(Decomposition("standard", mg + groups if mg else groups))
    if not melds and ("seven_pairs" in forms or "thirteen_orphans" in forms):
        if counts is None:
            counts = [0] * N_KINDS
            for k in concealed:
                counts[k] += 1
            if w is not None:
                counts[w] += 1
        if "seven_pairs" in forms:
            d = _seven_pairs(counts, g)
            if d is not None:
                out.append(d)
        if "thirteen_orphans" in forms:
            out.extend(_thirteen(counts, g))
    return out


def _gkey(gr: Group):
    order = {"pair": 0, "wild_pair": 0, "single": 0, "pung": 1, "kong": 1, "chow": 2, "wild_set": 3}
    return (order[gr.shape], gr.tiles, gr.ghosts)


_WILD_SET = Group((), "wild_set")
_WILD_PAIR = Group((), "wild_pair")


def _std_ghost(counts: list[int], g: int, n_sets: int) -> list[tuple[Group, ...]]:
    """Standard partitions with ``g`` ghosts: per-block coverings joined with pruning on ghosts used and
    pairs formed; ghosts left over form wild sets (and the wild pair if no block holds the pair)."""
    bl = _blocks(counts)
    # a block may spend at most what the other blocks leave: g minus their least possible spending
    least = [min(_block_min_ghosts(cnt, b == 3, False), _block_min_ghosts(cnt, b == 3, True))
             for b, cnt in enumerate(bl)]
    total_least = sum(least)
    if total_least > g:
        return []
    per_block = []
    for b, cnt in enumerate(bl):
        opts = _block_ghost_opts(b, cnt, g - total_least + least[b])
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


def _seven_pairs(counts: list[int], g: int) -> Decomposition | None:
    odd = sum(c % 2 for c in counts)
    if sum(counts) + g != 14 or odd > g:
        return None
    groups = []
    for k, c in enumerate(counts):
        for _ in range(c // 2):
            groups.append(Group((k, k), "pair"))
        if c % 2:
            groups.append(Group((k, k), "pair", "concealed", (k,)))
    groups.extend([Group((), "wild_pair")] * ((g - odd) // 2))
    return Decomposition("seven_pairs", tuple(sorted(groups, key=_gkey)))


def _thirteen(counts: list[int], g: int) -> list[Decomposition]:
    need = _thirteen_ghosts_needed(counts)
    if need > g or sum(counts) + g != 14:
        return []
    base_groups = []
    missing = []
    pair_kind = None
    for k in _ORPHANS:
        if counts[k] == 2:
            pair_kind = k
        if counts[k] == 0:
            missing.append(k)
    out = []
    pair_choices = [pair_kind] if pair_kind is not None else list(_ORPHANS)
    for pk in pair_choices:
        groups = []
        for k in _ORPHANS:
            if k == pk:
                real = min(counts[k], 2)
                groups.append(Group((k, k), "pair", "concealed", (k,) * (2 - real)))
            else:
                groups.append(Group((k,), "single", "concealed", (k,) if counts[k] == 0 else ()))
        out.append(Decomposition("thirteen_orphans", tuple(groups)))
    return out


# ------------------------------------------------------------------------------------------------
# Readings (winning tile placement and wait shape)


def chow_shape(chow_start: int, win: int) -> str:
    """Wait shape of winning on ``win`` inside the chow starting at ``chow_start``."""
    pos = win - chow_start
    r = chow_start % 9  # 0-based rank of the chow's lowest tile
    if pos == 1:
        return "closed"
    if pos == 0:
        return "edge" if r == 6 else "two_sided"
    return "edge" if r == 0 else "two_sided"


def readings(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"),
             ghost_kinds: Iterable[int] = ()) -> list[Reading]:
    """Every reading of a complete hand: each decomposition × each distinct place of the winning tile.

    The winning tile sits in a concealed group (never a declared set).  A real winning tile sits where a
    real copy of its kind sits; a ghost winning tile sits in place of any ghost (or in a wild group, shape
    ``"ghost"``).  Without a winning tile, one reading per decomposition with ``win_index=None``.
    """
    gk = tuple(ghost_kinds)
    decs = decompose(hand, forms, gk)
    w = hand.win_tile
    if w is None:
        return [Reading(d) for d in decs]
    nm = len(hand.melds)
    ghost_win = w in gk
    out: list[Reading] = []
    add = out.append
    for d in decs:
        groups = d.groups
        seen_groups = set()
        plain_shapes = d.form != "thirteen_orphans"
        stood = set(d.ghost_map) if ghost_win else ()
        for idx in range(nm, len(groups)):  # declared sets come first and never hold the winning tile
            gr = groups[idx]
            # A ghost standing for kind k may swap places with a real k anywhere in the hand without
            # changing the substituted hand, so placements are judged on the groups as they stand.
            tiles = gr.tiles
            if ghost_win:
                if not tiles:  # wild group
                    key = (gr.shape, None)
                    if key not in seen_groups:
                        seen_groups.add(key)
                        add(Reading(d, idx, "ghost", None))
                    continue
                for k in (tiles[:1] if tiles[0] == tiles[-1] else tiles):  # distinct kinds, ascending
                    if k in stood:
                        key = (tiles, gr.shape, k)
                        if key not in seen_groups:
                            seen_groups.add(key)
                            add(Reading(d, idx, _shape_of(gr, k) if plain_shapes else _shape_in(gr, k, d, hand), k))
            elif w in tiles:
                key = (tiles, gr.shape)
                if key not in seen_groups:
                    seen_groups.add(key)
                    add(Reading(d, idx, _shape_of(gr, w) if plain_shapes else _shape_in(gr, w, d, hand), w))
    return out


def _shape_of(gr: Group, w: int) -> str:
    """Wait shape of the winning tile ``w`` in group ``gr`` (standard and seven pairs forms)."""
    sh = gr.shape
    if sh == "chow":
        return chow_shape(gr.tiles[0], w)
    if sh == "pung" or sh == "kong":
        return "shanpon"
    if sh == "pair" or sh == "single":
        return "single"
    return "ghost"


def _shape_in(gr: Group, w: int, d: Decomposition, hand: Hand) -> str:
    if d.form == "thirteen_orphans":
        before = list(hand.concealed)
        return "thirteen" if len(set(before)) == 13 else "single"
    if gr.shape == "pair" or gr.shape == "single":
        return "single"
    if gr.shape in ("pung", "kong"):
        return "shanpon"
    if gr.shape == "chow":
        return chow_shape(gr.tiles[0], w)
    return "ghost"


# ------------------------------------------------------------------------------------------------
# Waits and shanten


@dataclass(frozen=True)
class WaitInfo:
    """Shape waits of a waiting hand (before any ruleset legality).

    live : kinds that complete the hand in shape and are not all four in the hand already.
    dead : kinds that would complete the hand but whose four copies are all in this hand (死听).
    any_tile : every kind of the tile set completes the hand (ghost hands).
    """

    live: tuple[int, ...]
    dead: tuple[int, ...]
    any_tile: bool = False


def shape_waits(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"), ghost_kinds: Iterable[int] = (),
                tile_kinds: Iterable[int] = range(N_KINDS)) -> WaitInfo:
    """Kinds that complete a 13-tile (plus sets) hand in shape, live and dead (``common.md`` § Waits).

    Parameters
    ----------
    hand : Hand
        A waiting hand (its ``win_tile`` is ignored); concealed + 3 × sets must be 13, else no waits.
    forms : the forms allowed (``standard``, ``seven_pairs``, ``thirteen_orphans``).
    ghost_kinds : kinds whose concealed copies are ghosts; drawing one adds a ghost.
    tile_kinds : the ruleset's tile set (only these kinds are tried, e.g. Jinzhou's 28).

    Returns
    -------
    WaitInfo
        ``live`` / ``dead`` kinds in kind order (dead: all 4 copies already in this hand, 死听), and
        ``any_tile`` when every kind of ``tile_kinds`` is a live wait.
    """
    if not isinstance(forms, tuple):
        forms = tuple(forms)
    gk = set(ghost_kinds) if ghost_kinds else ()
    kinds = tile_kinds if isinstance(tile_kinds, (tuple, range)) else tuple(tile_kinds)
    melds = hand.melds
    n_melds = len(melds)
    concealed = hand.concealed
    if len(concealed) + 3 * n_melds != 13:
        return WaitInfo((), (), False)
    if gk:
        counts, g = _split_ghosts(concealed, gk)
    else:
        counts = [0] * N_KINDS
        for k in concealed:
            counts[k] += 1
        g = 0
    done: set[int] = set()
    if "standard" in forms:
        done.update(_std_plain_waits(counts) if g == 0 else _std_ghost_waits(counts, g))
    if n_melds == 0 and "seven_pairs" in forms:
        odd = [k for k in set(concealed) if counts[k] % 2]
        if len(odd) <= g + 1:
            if len(odd) == g + 1:
                done.update(odd)  # the draw must pair the one single left unpaired by the ghosts
            else:
                done.update(range(N_KINDS))  # ghosts pair every single; any draw pairs with a ghost
    if n_melds == 0 and "thirteen_orphans" in forms:
        for k in _ORPHANS:
            counts[k] += 1
            if _thirteen_ghosts_needed(counts) <= g:
                done.add(k)
            counts[k] -= 1
    own = list(counts)  # the hand's own copies of each kind: concealed (ghosts too) and declared sets
    for k in gk:
        own[k] += concealed.count(k)
    for m in melds:
        for k in m.tiles:
            own[k] += 1
    if gk:
        # drawing a ghost: one more ghost, the real tiles unchanged
        ghost_ok = is_complete_counts(counts, forms, n_melds, g + 1)
        done.difference_update(gk)
        if ghost_ok:
            done.update(gk)
    if kinds is not ALL_KINDS and kinds != range(N_KINDS):
        allowed = set(kinds)
        done &= allowed
    live, dead = [], []
    for k in sorted(done):
        (dead if own[k] >= 4 else live).append(k)
    return WaitInfo(tuple(live), tuple(dead), bool(kinds) and len(live) == len(kinds))


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


def _seven_pairs_shanten(counts: Sequence[int], g: int) -> int:
    pairs = sum(c // 2 for c in counts)
    singles = sum(c % 2 for c in counts)
    use = min(g, singles)
    pairs += use + (g - use) // 2
    return 6 - min(7, pairs)


def _thirteen_shanten(counts: Sequence[int], g: int) -> int:
    kinds = sum(1 for k in _ORPHANS if counts[k])
    pair = 1 if any(counts[k] >= 2 for k in _ORPHANS) else 0
    return 13 - kinds - pair - g


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
