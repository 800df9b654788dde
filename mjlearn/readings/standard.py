"""The standard form (four sets and a pair) without ghosts: partitions, completeness, waits."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ._cache import BoundedDict
from .model import Group
from .tables import _BASE, _CHOWS, _PAIRS, _PUNGS, _block_ok, _block_plain, _block_wait_ranks, _blocks, _rel_plain


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
    ok: list[bool | None] = [None] * 4
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


def _block_plain_t(b: int, tiles: tuple[int, ...]):
    """:func:`_block_plain` keyed on the block's sorted kinds (what a sorted hand slices out directly)."""
    base = _BASE[b]
    c = [0] * (7 if b == 3 else 9)
    for k in tiles:
        c[k - base] += 1
    return _block_plain(b, tuple(c))


# _block_plain_t keyed on the block's kinds alone (absolute kinds name their block; an empty block gives the
# same answer in every block): a plain dict lookup on the hot path of decompose()
_PLAIN_T = BoundedDict("standard.plain_t")


def _plain_t_miss(b: int, tiles: tuple[int, ...]):
    """Fill :data:`_PLAIN_T` for a block not seen yet.  A suit block goes straight from its tiles to its pattern
    (counts from the lowest kind held to the highest) and the pattern's cached partitions (:func:`_rel_plain`),
    placed at its lowest kind; honors and the empty block through :func:`_block_plain_t`."""
    if b == 3 or not tiles:
        return _PLAIN_T.put(tiles, _block_plain_t(b, tiles))
    lo = tiles[0]
    pat = [0] * (tiles[-1] - lo + 1)
    for k in tiles:
        pat[k - lo] += 1
    mod, rel = _rel_plain(tuple(pat))
    pairs, pungs, chows = _PAIRS, _PUNGS, _CHOWS
    return _PLAIN_T.put(tiles, (mod, tuple([((pairs[lo + p],) if p is not None else (),
                                              tuple([pungs[lo + i] for i in pu]), tuple([chows[lo + i] for i in ch]))
                                             for p, pu, ch in rel])))


def _join_plain(r0, r1, r2, r3) -> list[tuple[Group, ...]]:
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
