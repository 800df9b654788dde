"""Block deficiencies under the copy limit (spec ``advice.md`` § Shanten, ``common.md`` § Waits and shanten).

The precomputed suit table (:mod:`mjlearn.readings._suit_table`) gives, for a block, the fewest tiles to add so
that it holds ``s`` sets and ``p`` pairs — but it may ask for a fifth copy of a kind (``7777m`` read as
``777m`` + a ``7m`` pair).  Ready hands were already corrected (a hand whose only waits are dead is not ready);
above ready the copy limit was ignored, so ``127777m4444678p`` read 1-shanten although both routes need a fifth
copy (it is 2).  This module computes the same vector exactly, never letting a kind exceed its **cap**
(4 − its declared copies; 5 − declared in ghost hands, where a ghost may be a fifth copy, never a sixth):

* a suit block by a dynamic programme over its nine ranks — at each rank how many chows start there, whether a
  pung and whether the pair sits there; the copies the target holds at a rank (pung 3 + pair 2 + the chows
  through it) never exceed the cap; the cost is the copies added;
* an honor block kind by kind (pair 2, pung 3, both 5 where the cap allows).

With ``flags`` the programmes also track, per target, the facts the Jinzhou win conditions (``jinzhou.md``
JZ-L1–L3) ask about: a pung in the block (bit :data:`PUNG`), a suit 1 or 9 (:data:`YJ`), the suit present (bit
:data:`SUIT0` << suit); :func:`suit_flag_fids` and :func:`red_flag_fids` give one ``F`` vector per requirement
from them.  Callers: :func:`mjlearn.readings.shanten` (only for blocks
where the limit can bind: a kind held four times, or declared copies in the block) and the advice engine
(:mod:`mjlearn.advice.engine`).  ``tests/test_advice_reference.py`` compares both with a brute force.
"""
from __future__ import annotations

from ._cache import BoundedDict, bounded

INF = 99
PUNG = 1
YJ = 2
RED_PAIR = 1  # a 红中 pair counts as a pung for JZ-L3 (红中做掌): the same bit
SUIT0 = 4      # suit bits: 4 (万), 8 (筒), 16 (条)


@bounded("capped.suit_vector")
def suit_vector(cnt: tuple, cap: tuple) -> tuple:
    """``F[2s + p]`` (s 0–4 sets, p 0–1 pairs) of a suit block: the fewest copies to add so that the block holds
    that many sets and pairs, no rank exceeding ``cap[r]`` copies.  ``cnt``/``cap``: nine ints.  By the
    programme over the ranks (:func:`_suffix`, memoised on the ranks left, shared by the variants of a hand)."""
    return _suffix(0, 0, tuple(cnt), tuple(cap))


_END = (0,) + (INF,) * 9
_DEAD = (INF,) * 10


@bounded("capped.suffix")
def _suffix(x: int, y: int, cnt: tuple, cap: tuple) -> tuple:
    """Best costs ``[2s + p]`` of the ranks ``cnt`` (the last ``len(cnt)`` ranks of a suit) given ``x`` chows
    started one rank below and ``y`` two ranks below (both still need this rank; ``y`` ends here)."""
    n = len(cnt)
    if n == 0:
        return _END if not (x or y) else _DEAD
    c = cnt[0]
    cp = cap[0]
    base = x + y
    if base > cp or (n == 1 and x):
        return _DEAD
    out = [INF] * 10
    rc, rp = cnt[1:], cap[1:]
    can_chow = n >= 3
    for u in (0, 1):
        for v in (0, 1):
            fixed = base + 3 * u + 2 * v
            if fixed > cp:
                continue
            zmax = cp - fixed if can_chow else 0
            if zmax > 4 - u:
                zmax = 4 - u
            for z in range(zmax + 1):
                t = fixed + z
                add = t - c if t > c else 0
                rest = _suffix(z, x, rc, rp)
                ds = u + z
                for s2 in range(5 - ds):
                    for p2 in range(2 - v):
                        w = rest[2 * s2 + p2]
                        if w >= INF:
                            continue
                        w += add
                        j = 2 * (s2 + ds) + p2 + v
                        if w < out[j]:
                            out[j] = w
    return tuple(out)


def _suit_dp(cnt, cap, flags: bool, suit_bit: int) -> dict:
    # state: (x = chows started one rank below, y = chows started two ranks below, sets, pair, mask) -> cost
    states = {(0, 0, 0, 0, 0): 0}
    for r in range(9):
        c = cnt[r]
        cp = cap[r]
        nxt: dict = {}
        for (x, y, s, p, m), cost in states.items():
            base = x + y
            if base > cp:
                continue
            for u in ((0, 1) if s < 4 else (0,)):  # a pung at this rank
                for v in ((0, 1) if not p else (0,)):  # the pair at this rank
                    fixed = base + 3 * u + 2 * v
                    if fixed > cp:
                        continue
                    zmax = min(cp - fixed, 4 - s - u) if r <= 6 else 0
                    for z in range(zmax + 1):
                        t = fixed + z
                        add = t - c if t > c else 0
                        s2 = s + u + z
                        m2 = m
                        if flags:
                            if u:
                                m2 |= PUNG
                            if t:
                                m2 |= suit_bit
                                if r == 0 or r == 8:
                                    m2 |= YJ
                        key = (z, x, s2, p + v, m2)
                        nc = cost + add
                        old = nxt.get(key)
                        if old is None or nc < old:
                            nxt[key] = nc
        states = nxt
    out: dict = {}
    for (x, y, s, p, m), cost in states.items():
        if x or y:
            continue
        key = (s, p, m)
        if cost < out.get(key, INF):
            out[key] = cost
    return out


@bounded("capped.honor_vector")
def honor_vector(cnt: tuple, cap: tuple) -> tuple:
    """``F[2s + p]`` of the honor block (seven kinds, no chows), under the caps."""
    res = _honor_dp(cnt, cap, False, -1)
    out = [INF] * 10
    for (s, p, _m), v in res.items():
        j = 2 * s + p
        if v < out[j]:
            out[j] = v
    return tuple(out)


def _honor_dp(cnt, cap, flags: bool, red: int) -> dict:
    states = {(0, 0, 0): 0}
    for i in range(7):
        c = cnt[i]
        cp = cap[i]
        nxt: dict = {}
        for (s, p, m), cost in states.items():
            for u in (0, 1):
                if s + u > 4:
                    continue
                for v in ((0, 1) if not p else (0,)):
                    t = 3 * u + 2 * v
                    if t > cp:
                        continue
                    add = t - c if t > c else 0
                    m2 = m
                    if flags and t and i == red:
                        m2 |= PUNG | YJ
                    key = (s + u, p + v, m2)
                    nc = cost + add
                    if nc < nxt.get(key, INF):
                        nxt[key] = nc
        states = nxt
    return states


def caps(declared, base: int = 4) -> tuple:
    """34 caps: ``base`` − declared copies of each kind (``declared``: 34 counts)."""
    return tuple(base - declared[k] for k in range(34))


def block_binds(counts, lo: int, hi: int, declared) -> bool:
    """Can the copy limit change this block's vector?  Only with a kind held four times or declared copies
    in the block (checked against the brute force in ``tests/test_advice_reference.py``)."""
    return any(counts[k] >= 4 or declared is not None and declared[k] for k in range(lo, hi))


_RANGES = ((0, 9), (9, 18), (18, 27), (27, 34))


_TB = None


def _tables():
    global _TB
    if _TB is None:
        from . import tables
        tables._suit_table()
        _TB = tables
    return _TB


_FID = BoundedDict("capped.fid")
_FSUF = BoundedDict("capped.flag_suffix")


def block_fid(counts, b: int, declared, base: int) -> int:
    """Id (in :data:`mjlearn.readings.tables._VECS`) of the ``F`` vector of block ``b`` (0–2 suits, 3 honors)
    of 34 real ``counts``: the shipped table's where the copy limit cannot bind (:func:`block_binds`), else the
    capped programme's (interned, so :func:`mjlearn.readings.tables.combine` caches its combinations)."""
    tb = _TB or _tables()
    lo, hi = _RANGES[b]
    cnt = tuple(counts[lo:hi])
    if declared is None:
        if max(cnt) < 4:
            return tb.counts_fid(cnt)
        key = (b == 3, cnt, None, base)
    else:
        key = (b == 3, cnt, tuple(declared[lo:hi]), base)
    f = _FID.get(key)
    if f is None:
        if declared is not None and not block_binds(counts, lo, hi, declared):
            f = tb.counts_fid(cnt)
        else:
            cap = tuple(base - (declared[k] if declared is not None else 0) for k in range(lo, hi))
            f = tb._intern(honor_vector(cnt, cap)) if b == 3 else _suit_fid(tb, cnt, cap)
        _FID.put(key, f)
    return f


_EXCEPTIONS: list = []  # [dict]: the capped table (``_capped_table.py``), loaded on first use


def _suit_fid(tb, cnt: tuple, cap: tuple) -> int:
    """Id of :func:`suit_vector` ``(cnt, cap)``: with cap 4 at every rank, the shipped suit table's unless the
    block is one of the few the limit changes (the capped table, ``_capped_table.py``); with a cap of 5 or more
    everywhere the suit table's (a sixth copy never helps: checked over every block when the capped table is
    built); else the programme."""
    if sum(cnt) <= 14:
        if cap == _CAP4:
            if not _EXCEPTIONS:
                from ._capped_table import load
                _EXCEPTIONS.append(load(_suffix))
            v = _EXCEPTIONS[0].get(sum(c * p for c, p in zip(cnt, _POW5)))
            return tb.counts_fid(cnt) if v is None else tb._intern(v)
        if min(cap) >= 5:
            return tb.counts_fid(cnt)
    return tb._intern(suit_vector(cnt, cap))


_CAP4 = (4,) * 9
_POW5 = tuple(5 ** r for r in range(9))


def any_binds(counts, declared) -> bool:
    """Does the copy limit bind anywhere in these counts (see :func:`block_binds`)?"""
    if declared is not None:
        return True
    return max(counts) >= 4


def standard_value_capped(counts, n_melds: int, declared=None, base: int = 4) -> int:
    """Standard-form value ``D − 1`` (−1 complete; before ghosts) of 34 real concealed counts under the copy
    limit: ``D`` the fewest tiles to add for ``4 − n_melds`` sets and a pair with no kind above
    ``base − declared``.  Equals :func:`mjlearn.readings.tables.standard_value` where the limit cannot bind."""
    tb = _tables()
    f = tb.combine(tb.combine(block_fid(counts, 0, declared, base), block_fid(counts, 1, declared, base)),
                   tb.combine(block_fid(counts, 2, declared, base), block_fid(counts, 3, declared, base)))
    s = 4 - n_melds
    if s < 0:
        return INF
    return tb._VECS[f][2 * s + 1] - 1


def draw_values_capped(counts, n_melds: int, kinds, declared=None, base: int = 4) -> dict:
    """:func:`standard_value_capped` of ``counts`` + one tile of each kind (kind → value), the three blocks a
    draw does not touch combined once."""
    tb = _tables()
    fids = [block_fid(counts, b, declared, base) for b in range(4)]
    comb = tb.combine
    others = (comb(comb(fids[1], fids[2]), fids[3]), comb(comb(fids[0], fids[2]), fids[3]),
              comb(comb(fids[0], fids[1]), fids[3]), comb(comb(fids[0], fids[1]), fids[2]))
    j = 9 - 2 * n_melds
    out = {}
    c = list(counts)
    vecs = tb._VECS
    for k in kinds:
        b = 3 if k >= 27 else k // 9
        c[k] += 1
        out[k] = vecs[comb(block_fid(c, b, declared, base), others[b])][j] - 1
        c[k] -= 1
    return out


# ------------------------------------------------------------------------------------------------
# Jinzhou flag vectors as plain F vectors: one per requirement (PUNG, YJ) and suit presence

_R_SETS = (0, PUNG, YJ, PUNG | YJ)


@bounded("capped.suit_flag_fids")
def suit_flag_fids(cnt: tuple, cap: tuple, binds: bool, smax: int = 4) -> tuple:
    """Four ``F`` vector ids of a suit block, one per requirement ``R`` in (none, a pung, a 1 or 9, both): the
    fewest copies to add for ``s`` sets and ``p`` pairs **with** ``R`` met in the block; then the same four
    with the block's suit present (entry ``s = p = 0`` impossible).  By the capped programme when the copy
    limit can bind, else from the shipped table by placing one group first (a pung at a rank, or a group
    holding a 1 or 9) and reading the rest from the table.  ``smax`` (programme only): entries of more than
    ``smax`` sets may be left ``INF`` (a caller needing at most ``smax`` sets from all blocks never reads them)."""
    tb = _tables()
    if binds:
        res = _flag_suffix(0, 0, tuple(cnt), tuple(cap), smax)
        vecs = []
        for R in _R_SETS:
            out = [INF] * 10
            for s, p, m, v in res:
                if (m & R) == R and v < out[2 * s + p]:
                    out[2 * s + p] = v
            vecs.append(tuple(out))
    else:
        base = tb._VECS[tb.counts_fid(cnt)]
        vp = _place(cnt, [("pung", r) for r in range(9)], tb, None)
        vy = _place(cnt, [("pung", 0), ("pung", 8), ("pair", 0), ("pair", 8), ("chow", 0), ("chow", 6)], tb, None)
        # both: a pung at 1 or 9, or a pung elsewhere + a terminal group in the rest, or a terminal group + a pung
        vpy = _place(cnt, [("pung", 0), ("pung", 8)], tb, None)
        for r in range(1, 8):
            vpy = _vmin(vpy, _place(cnt, [("pung", r)], tb, "yj"))
        vecs = [base, vp, vy, vpy]
    ids = [tb._intern(v) for v in vecs]
    forced = [tb._intern((INF,) + tuple(v[1:])) for v in vecs]
    return tuple(ids + forced)


def _vmin(a: tuple, b: tuple) -> tuple:
    return tuple(x if x < y else y for x, y in zip(a, b))


def _place(cnt: tuple, groups, tb, rest_req) -> tuple:
    """min over ``groups`` of (the group's missing copies + the rest's F), the group counted in (s, p)."""
    out = [INF] * 10
    for kind, r in groups:
        if kind == "pung":
            need = {r: 3}
        elif kind == "pair":
            need = {r: 2}
        else:
            need = {r: 1, r + 1: 1, r + 2: 1}
        c = list(cnt)
        cost = 0
        for q, n in need.items():
            use = c[q] if c[q] < n else n
            cost += n - use
            c[q] -= use
        if rest_req == "yj":
            rest = _VY_REST(tuple(c), tb)
        else:
            rest = tb._VECS[tb.counts_fid(tuple(c))]
        ds, dp = (0, 1) if kind == "pair" else (1, 0)
        for s in range(5 - ds):
            for p in range(2 - dp):
                v = rest[2 * s + p] + cost
                j = 2 * (s + ds) + p + dp
                if v < out[j]:
                    out[j] = v
    return tuple(out)


def _VY_REST(cnt: tuple, tb) -> tuple:
    return _vy_cached(cnt)


@bounded("capped.vy")
def _vy_cached(cnt: tuple) -> tuple:
    tb = _tables()
    return _place(cnt, [("pung", 0), ("pung", 8), ("pair", 0), ("pair", 8), ("chow", 0), ("chow", 6)], tb, None)


_END4 = ((0, 0, 0, 0),)  # the finite entries (s, p, mask, cost) past the last rank
_DEAD4: tuple = ()


def _flag_suffix(x: int, y: int, cnt: tuple, cap: tuple, smax: int = 4) -> tuple:
    """:func:`_suit_dp` with flags (:data:`PUNG`, :data:`YJ`; no suit bit) as :func:`_suffix` runs it: the finite
    best costs ``(s, p, mask, cost)`` of the last ``len(cnt)`` ranks of a suit given ``x`` chows started one
    rank below and ``y`` two ranks below, memoised on the ranks left (so the variants of one hand, which
    differ in a rank or two, share the ranks above); targets of at most ``smax`` sets."""
    key = (x, y, cnt, cap, smax)
    hit = _FSUF.get(key)
    if hit is not None:
        return hit
    n = len(cnt)
    if n == 0:
        return _END4 if not (x or y) else _DEAD4
    c = cnt[0]
    cp = cap[0]
    base = x + y
    if base > cp or (n == 1 and x):
        return _DEAD4
    term = n == 9 or n == 1
    out: dict = {}
    rc, rp = cnt[1:], cap[1:]
    can_chow = n >= 3
    for u in (0, 1):
        for v in (0, 1):
            fixed = base + 3 * u + 2 * v
            if fixed > cp:
                continue
            if u > smax:
                continue
            zmax = cp - fixed if can_chow else 0
            if zmax > smax - u:
                zmax = smax - u
            for z in range(zmax + 1):
                t = fixed + z
                add = t - c if t > c else 0
                mb = (PUNG if u else 0) | (YJ if t and term else 0)
                ds = u + z
                room = smax - ds
                for s2, p2, m, w in _flag_suffix(z, x, rc, rp, smax):
                    if s2 > room or (v and p2):
                        continue
                    k = (s2 + ds, p2 + v, m | mb)
                    w += add
                    o = out.get(k)
                    if o is None or w < o:
                        out[k] = w
    res = tuple((s, p, m, w) for (s, p, m), w in out.items())
    _FSUF.put(key, res)
    return res


@bounded("capped.red_flag_fids")
def red_flag_fids(c_red: int, cap_red: int) -> tuple:
    """Jinzhou's honor block (红中 only, ``c_red`` copies, cap ``cap_red``): ids of F with no requirement and
    with a 红中 pung or pair (JZ-L2 and JZ-L3 both met by it)."""
    tb = _tables()
    cnt = (0,) * 6 + (c_red,)
    cap = (0,) * 6 + (cap_red,)  # Jinzhou has no other honor (JZ-A1)
    res = _honor_dp(cnt, cap, True, 6)
    plain_v = [INF] * 10
    red_v = [INF] * 10
    for (s, p, m), v in res.items():
        j = 2 * s + p
        if v < plain_v[j]:
            plain_v[j] = v
        if m & PUNG and v < red_v[j]:
            red_v[j] = v
    return tb._intern(tuple(plain_v)), tb._intern(tuple(red_v))
