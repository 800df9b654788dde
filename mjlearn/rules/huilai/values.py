"""The pattern value of a Huilai hand without listing its readings: for the waits table and 10倍听牌免分.

A hand with eight ghosts has a thousand decompositions, and each of its thirty-odd waits has as many; scoring
every wait in full took seconds.  But a Huilai pattern (HL-P01…P13) depends only on each group's *class*
signature (shape, and suit + terminal/honor of its kind; :func:`.patterns._signature`), so the best value of
a hand is the best over the distinct **signatures** of its decompositions — a few dozen.

This module enumerates those signatures directly, block by block (each suit and the honors), with the same
coverings as the readings layer (every group holds at least one real tile, ghosts fill the rest, leftover
ghosts form wild sets and the wild pair; ``common.md`` § Ghost tiles).  A block's signatures are cached on its
counts and ghost budget, so across the waits of one hand only the block of the added tile is new: the work
is reused across waits.  Seven pairs and thirteen orphans have a handful of decompositions and go through the
readings layer as before.  ``tests/test_huilai_values.py`` checks every result against the full scoring.

Source: spec ``huilai.md`` § Patterns, HL-O15 (10倍听牌免分), HL-G; ``common.md`` § Ghost tiles.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...hand import Hand
from ...readings import Decomposition, Group, decompose
from ...readings._cache import BoundedDict, bounded
from ...readings.tables import _NOT_ORPHANS
from ..pipeline import capped
from . import patterns

_NOT_ORPHAN_SET = frozenset(_NOT_ORPHANS)

_BASE = (0, 9, 18, 27)


@bounded("huilai.block")
def _block(b: int, cnt: tuple[int, ...], g: int, room: tuple[int, ...]) -> tuple:
    """Signatures of the coverings of block ``b``'s real tiles ``cnt`` with at most ``g`` ghosts, a ghost
    standing for kind ``i`` only while ``room[i]`` (5 − real copies of that kind in the hand, declared sets
    included) allows: never a sixth copy (``common.md`` § Ghost tiles).  A tuple of distinct
    ``(ghosts used, has pair, sets, sorted signature elements)``.

    Tuples, not frozensets, in these caches: a tuple of numbers, strings and such tuples leaves the garbage
    collector's watch, a set never does, and every object it watches lengthens each full collection — which
    lands in the middle of some explorer refresh."""
    return _cover(cnt, b == 3, _BASE[b], g, True, room)


def _cover(cnt: tuple[int, ...], honor: bool, base: int, g: int, pair_ok: bool,
           room: tuple[int, ...]) -> tuple:
    """The coverings of ``cnt`` (see :func:`_block`), from a cache whose key keeps only the rooms that can
    still matter: a room of ``g`` or more never runs out with ``g`` ghosts left, and the ranks more than two
    below the lowest held one are never used again (groups are formed from the lowest held rank up), so
    both count as ``g`` — the same coverings, found once for many hands and waits."""
    n = len(cnt)
    i = 0
    while i < n and cnt[i] == 0:
        i += 1
    if i == n:
        return _EMPTY_COVER
    lo = i - 2
    key = tuple(g if (r >= g or j < lo) else r for j, r in enumerate(room))
    return _cover_from(cnt, honor, base, g, pair_ok, key, i)


_EMPTY_COVER = ((0, False, 0, ()),)


@bounded("huilai.cover")
def _cover_from(cnt: tuple[int, ...], honor: bool, base: int, g: int, pair_ok: bool,
                room: tuple[int, ...], i: int) -> tuple:
    n = len(cnt)
    out = set()

    def rest(nxt: list[int], used: int, elem: tuple, is_pair: bool, room2: tuple[int, ...]) -> None:
        if used > g or min(room2) < 0:
            return
        for u2, hp, ns, elems in _cover(tuple(nxt), honor, base, g - used, pair_ok and not is_pair, room2):
            out.add((used + u2, hp or is_pair, ns + (0 if is_pair else 1), tuple(sorted(elems + (elem,)))))

    def less(r: tuple[int, ...], at: int, k: int) -> tuple[int, ...]:
        return r if k == 0 else r[:at] + (r[at] - k,) + r[at + 1:]

    c = cnt[i]
    for a in range(1, min(3, c) + 1):  # a pung with a real copies (3 − a ghosts stand for this kind)
        nxt = list(cnt)
        nxt[i] -= a
        rest(nxt, 3 - a, patterns._ELEM["pung"][base + i], False, less(room, i, 3 - a))
    if pair_ok:
        for a in range(1, min(2, c) + 1):
            nxt = list(cnt)
            nxt[i] -= a
            rest(nxt, 2 - a, patterns._ELEM["pair"][base + i], True, less(room, i, 2 - a))
    if not honor:
        chow = patterns._ELEM["chow"][base + i]  # every chow of a suit has the same signature element
        for s in (i - 2, i - 1, i):  # chows holding rank i as its lowest real tile; lower ranks are ghosts
            if s < 0 or s > n - 3:
                continue
            above = [p for p in (s, s + 1, s + 2) if p > i]
            ghosts_low = i - s
            # each rank above i: a ghost, or a real copy when one is held
            choices = [[True] + ([False] if cnt[p] > 0 else []) for p in above]
            for pick in _product(choices):
                nxt = list(cnt)
                nxt[i] -= 1
                used = ghosts_low
                r2 = room
                for p in range(s, i):  # the ranks below i are ghosts
                    r2 = less(r2, p, 1)
                for p, is_ghost in zip(above, pick):
                    if is_ghost:
                        used += 1
                        r2 = less(r2, p, 1)
                    else:
                        nxt[p] -= 1
                rest(nxt, used, chow, False, r2)
    return tuple(out)


def _product(choices):
    if not choices:
        yield ()
        return
    for first in choices[0]:
        for tail in _product(choices[1:]):
            yield (first,) + tail


def standard_signatures(counts: list[int] | tuple[int, ...], g: int, n_sets: int,
                        meld_elems: tuple = (), held: list[int] | tuple[int, ...] | None = None) -> set[tuple]:
    """Every class signature of the standard decompositions of ``counts`` (34 real-tile counts, ghosts left
    out) with ``g`` ghosts and ``n_sets`` concealed sets to form: ``(sorted elements incl. the declared
    sets', wild sets, wild pair?)``.  ``held`` (34 counts, default ``counts``) are the real copies of each kind
    in the whole hand, declared sets included: a ghost never makes a sixth copy."""
    return _combine(_block_parts(counts, g, counts if held is None else held), g, n_sets, meld_elems)


def _block_parts(counts, g: int, held) -> tuple:
    """The coverings (:func:`_block`) of each block that holds real tiles, in block order."""
    parts = []
    for b in range(4):
        lo, hi = _BASE[b], _BASE[b] + (9 if b < 3 else 7)
        cnt = tuple(counts[lo:hi])
        if any(cnt):  # a block without real tiles adds nothing (its only covering is the empty one)
            parts.append(_block(b, cnt, g, tuple([5 - h for h in held[lo:hi]])))
    return tuple(parts)


def _combine(parts: tuple, g: int, n_sets: int, meld_elems: tuple) -> set[tuple]:
    """The signatures of :func:`standard_signatures` from the blocks' coverings."""
    acc = {(0, False, 0, ())}
    for opts in parts:
        nxt = set()
        for used, hp, ns, elems in acc:
            for u, p, s, e in opts:
                if used + u > g or (hp and p) or ns + s > n_sets:
                    continue
                nxt.add((used + u, hp or p, ns + s, elems + e))
        acc = nxt
        if not acc:
            return set()
    out = set()
    for used, hp, ns, elems in acc:
        left = g - used
        if hp:
            if left % 3:
                continue
            wild_pair, wild_sets = False, left // 3
        else:
            if left < 2 or (left - 2) % 3:
                continue
            wild_pair, wild_sets = True, (left - 2) // 3
        if ns + wild_sets != n_sets:
            continue
        out.add((tuple(sorted(meld_elems + elems)), wild_sets, wild_pair))
    return out


_REP = {("m", True): 0, ("m", False): 1, ("p", True): 9, ("p", False): 10, ("s", True): 18, ("s", False): 19,
        ("z", True): 27}
_WILD_SET = Group((), "wild_set")
_WILD_PAIR = Group((), "wild_pair")
_VALUE_CACHE = BoundedDict("huilai.value")


def _signature_value(sig: tuple, stacking: str, cap, p14: bool) -> patterns.Evaluation:
    """The best evaluation of a standard decomposition with this signature (its wild groups chosen as
    :func:`.patterns.resolve_wild` does), evaluated on representative kinds of each class."""
    key = (sig, stacking, cap, p14)
    hit = _VALUE_CACHE.get(key)
    if hit is None:
        elems, wild_sets, wild_pair = sig
        groups = []
        if wild_pair:
            groups.append(_WILD_PAIR)
        for sh, cls in elems:
            k = _REP[cls]
            tiles = (k, k + 1, k + 2) if sh == "chow" else ((k, k) if sh == "pair" else (k, k, k))
            groups.append(Group(tiles, sh))
        groups.extend([_WILD_SET] * wild_sets)
        hit = patterns.resolve_wild(Decomposition("standard", tuple(groups)), stacking, cap, p14)
        _VALUE_CACHE.put(key, hit)
    return hit


def clear_caches() -> None:
    """Empty this module's caches (all bounded)."""
    _VALUE_CACHE.clear()
    _BEST_CACHE.clear()
    _STD_BEST.clear()
    _PAIRS_BEST.clear()
    _BOUNDS.clear()
    _block.cache_clear()  # type: ignore[attr-defined]  # an lru_cache (bounded)
    _cover_from.cache_clear()  # type: ignore[attr-defined]


def _meld_elem(m) -> tuple:
    shape = "chow" if m.kind == "chi" else ("pung" if m.kind == "pon" else "kong")
    return patterns._ELEM[shape][m.tiles[0]]


def _real_counts(closed, gk, melds) -> tuple[list[int], int, list[int]]:
    """``(real counts, ghosts, held)`` of closed tiles: the 34 counts without the ghost kinds ``gk``, how many
    ghosts, and the real copies of each kind in the whole hand (the declared sets' tiles added; ``counts``
    itself when there are none)."""
    counts = [0] * 34
    g = 0
    for k in closed:
        if k in gk:
            g += 1
        else:
            counts[k] += 1
    held = counts
    if melds:
        held = list(counts)
        for m in melds:
            for k in m.tiles:
                held[k] += 1
    return counts, g, held


def _shapes(rs, hand: Hand, opts: Mapping[str, Any]) -> tuple[set, list]:
    """``(standard signatures, seven-pairs / thirteen-orphans decompositions)`` of a complete hand under the
    options' ghosts; both empty when the closed tiles cannot complete four sets and a pair."""
    gk = set(rs.ghost_kinds(opts))
    n_sets = 4 - len(hand.melds)
    closed = hand.closed_tiles
    if len(closed) != 3 * n_sets + 2:
        return set(), []
    sigs: set = set()
    if "standard" in rs.forms:
        counts, g, held = _real_counts(closed, gk, hand.melds)
        sigs = standard_signatures(counts, g, n_sets, tuple(_meld_elem(m) for m in hand.melds), held)
    others = tuple(f for f in rs.forms if f != "standard")
    decs = list(decompose(hand, others, tuple(sorted(gk)))) if others and not hand.melds else []
    return sigs, decs


def hand_evaluations(rs, hand: Hand, opts: Mapping[str, Any], p14: bool = False, cap="opts"):
    """The evaluations that decide a complete hand's value: one per distinct standard signature, plus one
    per seven-pairs / thirteen-orphans decomposition.  Returns a list of :class:`.patterns.Evaluation`
    (empty when the tiles form no allowed shape).  The best ``value`` over it equals the best over every
    reading of :func:`.scoring.evaluate_readings` (every decomposition of a complete hand has a reading)."""
    cap = opts["cap"] if cap == "opts" else cap
    stacking = opts["stacking"]
    sigs, decs = _shapes(rs, hand, opts)
    return ([_signature_value(sig, stacking, cap, p14) for sig in sigs]
            + [patterns.resolve_wild(d, stacking, cap, p14) for d in decs])


def hand_values(rs, hand: Hand, opts: Mapping[str, Any], p14: bool = False, cap="opts") -> list[tuple[str, int]]:
    """``(form, value)`` of each evaluation :func:`hand_evaluations` gives, in its order: the value (倍,
    capped by ``cap``) without building the seven-pairs and thirteen-orphans evaluations
    (:func:`.patterns.resolve_value`; the waits table and 10倍听牌免分 need no more).  Empty when the tiles
    form no allowed shape."""
    cap = opts["cap"] if cap == "opts" else cap
    stacking = opts["stacking"]
    sigs, decs = _shapes(rs, hand, opts)
    return ([("standard", _signature_value(sig, stacking, cap, p14).value) for sig in sigs]
            + [(d.form, patterns.resolve_value(d, stacking, cap, p14)) for d in decs])


_BEST_CACHE = BoundedDict("huilai.best")


def best_value(rs, hand: Hand, opts: Mapping[str, Any], p14: bool = False) -> int | None:
    """The best value (倍, capped) of :func:`hand_values` of a complete hand, ``None`` when it forms no allowed
    shape; memoised on what it depends on — the closed tiles as a multiset (not which one is the winning
    tile), the declared sets, the ghost kinds, forms, cap, stacking and HL-P14 — so the many (13 tiles, wait)
    pairs of one advice that make the same 14 tiles are valued once."""
    return best_value_of(rs, tuple(sorted(hand.closed_tiles)), hand.melds, opts, p14)


def best_value_of(rs, tiles14: tuple[int, ...], melds: tuple, opts: Mapping[str, Any], p14: bool = False,
                  tail: tuple | None = None) -> int | None:
    """:func:`best_value` of the hand with these closed tiles (a sorted tuple, the winning tile among them) and
    declared sets, without building a :class:`~mjlearn.hand.Hand` unless the seven-pairs or thirteen-orphans
    forms may apply (the waits table asks for thousands of them).  ``tail`` : :func:`value_key_tail` of
    ``(rs, opts, p14)``, made once by a caller that asks many times.  The standard form's best is memoised on
    the blocks' coverings (:func:`_std_best`): hands whose blocks cover alike share it."""
    tail = value_key_tail(rs, opts, p14) if tail is None else tail
    key = (tiles14, melds) + tail
    hit = _BEST_CACHE.get(key, _MISS)
    if hit is _MISS:
        hit = _BEST_CACHE.put(key, _best_of(rs, tiles14, melds, opts, p14, tail))
    return hit


def _best_of(rs, tiles14: tuple[int, ...], melds: tuple, opts: Mapping[str, Any], p14: bool, tail: tuple):
    """``max`` of :func:`hand_values` (``None`` when empty), the standard form from :func:`_std_best`."""
    n_sets = 4 - len(melds)
    if len(tiles14) != 3 * n_sets + 2:
        return None
    counts, g, held = _real_counts(tiles14, tail[0], melds)
    best = None
    if "standard" in rs.forms:
        best = _std_best(_block_parts(counts, g, held), g, n_sets, tuple(_meld_elem(m) for m in melds),
                         opts["stacking"], opts["cap"], p14)
    if not melds and any(f != "standard" for f in rs.forms):
        # seven pairs need no more singles than ghosts; thirteen orphans no real tile outside them
        sp = "seven_pairs" in rs.forms and sum(c & 1 for c in counts) <= g
        to = "thirteen_orphans" in rs.forms and not any(counts[k] for k in _NOT_ORPHANS)
        if sp or to:
            v = _pairs_best(rs, tiles14, counts, g, opts, p14, tail) if not to else _others_best(rs, tiles14, opts, p14)
            if v is not None and (best is None or v > best):
                best = v
    return best


def _others_best(rs, tiles14: tuple[int, ...], opts: Mapping[str, Any], p14: bool) -> int | None:
    """The best value (倍) of the seven-pairs and thirteen-orphans decompositions of a concealed hand (the
    ruleset's forms other than the standard one), ``None`` when it has none."""
    others = tuple(f for f in rs.forms if f != "standard")
    gk = tuple(sorted(rs.ghost_kinds(opts)))
    stacking, cap = opts["stacking"], opts["cap"]
    vals = [patterns.resolve_value(d, stacking, cap, p14) for d in decompose(Hand(tiles14), others, gk)]
    return max(vals) if vals else None


_PAIRS_BEST = BoundedDict("huilai.pairs_best")


def _pairs_best(rs, tiles14: tuple[int, ...], counts: list[int], g: int, opts: Mapping[str, Any], p14: bool,
                tail: tuple) -> int | None:
    """:func:`_others_best` of a concealed hand that cannot be thirteen orphans (it holds a simple): its best
    seven-pairs value, memoised on the hand's **class counts** — the sorted ``(class, real copies)`` of the
    kinds held, and the ghosts.  A seven-pairs pattern depends only on the classes of its pairs (suit, and
    terminal/honor or simple) and on how many kinds are held four times (:func:`.patterns._signature`), and
    what ghosts may stand for depends only on the copies held of each kind and on which classes still have a
    kind not held (:func:`.patterns.resolve_wild`): so two hands whose kinds map onto each other class by
    class (the ghost kinds, never held as real, left in place) have the same seven-pairs values.  Their
    tiles differ, their value does not: one decomposition for many of an advice's 14-tile hands."""
    ci = patterns._CLASS_INDEX
    key = (tuple(sorted([(ci[k], c) for k, c in enumerate(counts) if c])), g) + tail
    hit = _PAIRS_BEST.get(key, _MISS)
    if hit is _MISS:
        hit = _PAIRS_BEST.put(key, _others_best(rs, tiles14, opts, p14) if "seven_pairs" in rs.forms else None)
    return hit


_STD_BEST = BoundedDict("huilai.std_best")


def _std_best(parts: tuple, g: int, n_sets: int, meld_elems: tuple, stacking: str, cap, p14: bool):
    """The best value (倍) of the standard signatures of these block coverings, ``None`` when none."""
    key = (parts, g, n_sets, meld_elems, stacking, cap, p14)
    hit = _STD_BEST.get(key, _MISS)
    if hit is _MISS:
        sigs = _combine(parts, g, n_sets, meld_elems)
        hit = _STD_BEST.put(key, max(_signature_value(sig, stacking, cap, p14).value for sig in sigs)
                            if sigs else None)
    return hit


def value_key_tail(rs, opts: Mapping[str, Any], p14: bool) -> tuple:
    """The part of :func:`best_value`'s memo key that does not depend on the tiles."""
    return (rs.ghost_kinds(opts), rs.forms, opts["cap"], opts["stacking"], p14)


_MISS = object()


def best_ready(rs, hand: Hand, opts: Mapping[str, Any]) -> tuple[int, bool]:
    """For a 13-tile ready hand: the highest uncapped pattern multiplier over its live waits (no context
    patterns), and whether some wait completes 十三幺; ``(0, False)`` when not ready (HL-O14, HL-O15).
    The same answer as evaluating every reading of every wait, from the signatures alone."""
    best, thirteen = 0, False
    for k in rs.waits(hand, opts).live:
        for form, value in hand_values(rs, hand.with_win(k), opts, False, None):  # uncapped: value = raw
            if value > best:
                best = value
            if form == "thirteen_orphans":
                thirteen = True
    return best, thirteen


def value_bounds(rs, full13, melds: tuple, opts: Mapping[str, Any], p14: bool) -> tuple[int, int, tuple | None, bool]:
    """Upper bounds of :func:`best_value_of` (倍, capped) of a 13-tile hand + any one tile, without valuing
    it: ``(base, pairs, pair_kinds, exact)`` — every completion is worth at most ``base``, except that adding a
    kind of ``pair_kinds`` (every kind when ``None``) may make seven pairs, worth at most ``pairs`` (0: seven
    pairs out of reach); ``exact``: every completion is worth exactly its bound (``base`` 1: nothing but
    标准牌型 HL-P01 is in reach; ``pairs`` the least seven pairs' value, 七小对 HL-P04 alone — no quad, no one
    suit, no HL-P14 — or the cap).  ``full13`` : the 34 concealed counts (ghosts by their face).

    From what the real tiles (the declared sets' included) rule out, whatever the added tile and the ghosts
    stand for — an added tile or a ghost only adds kinds, so a pattern the 13 tiles rule out stays out:
    混一色/清一色 (HL-P03/P05) need at most one suit; 对对胡 (HL-P02) and with it the 幺九 patterns
    (HL-P07–P10) need every real kind in a pung of its own or the pair (at most five groups, 3 − c copies
    added to each kind held c times, one less for the pair, from the ghosts and the added tile) and no
    declared chow, the 幺九 patterns and 十三幺 (HL-P13) no simple; seven pairs (HL-P04/P06/P11/P12) need each
    single paired (with one single more than the ghosts, only drawing a single or a ghost does it) and each
    further quad two more tiles.  Each bound is the stacking (HL-S) of the best each exclusive family may still give (the
    exclusions HL-N only lower it), HL-P14 when the context gives it, under the cap HL-O01.  The advice's
    1-shanten EV skips a ready variant whose bound cannot beat the best found
    (``tests/test_advice_fast_paths.py`` checks the bounds against every wait's value)."""
    melds = tuple(melds)
    key = (tuple(full13), melds, p14) + value_key_tail(rs, opts, p14)
    hit = _BOUNDS.get(key)
    if hit is None:
        hit = _BOUNDS.put(key, _value_bounds(rs, full13, melds, opts, p14))
    return hit


_BOUNDS = BoundedDict("huilai.value_bounds")


def _value_bounds(rs, full13, melds: tuple, opts: Mapping[str, Any], p14: bool) -> tuple[int, int, tuple | None, bool]:
    gk = rs.ghost_kinds(opts)
    counts = list(full13)
    g = 0
    for k in gk:
        g += counts[k]
        counts[k] = 0
    chow_meld = False
    held = counts
    if melds:
        held = list(counts)
        for m in melds:
            if m.kind == "chi":
                chow_meld = True
            for k in m.tiles:
                held[k] += 1
    # one pass over the kinds: suits and honors held, a simple, the groups and copies an all-pung hand needs,
    # the singles and the kinds held three times or more
    n_suits = (any(held[0:9]) + any(held[9:18]) + any(held[18:27]))
    honors = any(held[27:34])
    simple = False
    groups = to_pungs = odd = big = 0
    for k in range(34):
        c = counts[k]
        if held[k] and not simple and k in _NOT_ORPHAN_SET:
            simple = True
        if c:
            if c <= 3:
                groups += 1
                to_pungs += 3 - c
            else:
                groups += 2
            if c & 1:
                odd += 1
            if c >= 3:
                big += 1
    stacking, cap = opts["stacking"], opts["cap"]
    one_suit = (4 if not honors else 2) if n_suits <= 1 else None  # HL-P05 / HL-P03
    timing = [10] if p14 else []  # HL-P14
    extra = g + 1  # the tiles that may stand anywhere: the ghosts and the added tile
    forms = rs.forms
    base = 0
    if "standard" in forms:
        trips = not chow_meld and groups <= 5 - len(melds) and to_pungs - 1 <= extra
        fam = [2] if trips else []  # HL-P02
        if one_suit is not None:
            fam.append(one_suit)
        if trips and not simple:  # HL-P10 / P09 / P08 / P07
            fam.append(10 if not n_suits else 8 if not honors else 7 if n_suits <= 1 else 5)
        base = max(int(patterns.combine(fam + timing, stacking)), 1)
    if not melds and "thirteen_orphans" in forms and not simple:
        base = max(base, int(patterns.combine([10] + timing, stacking)))  # HL-P13
    pairs, pair_kinds = 0, None
    if not melds and "seven_pairs" in forms and odd <= extra:
        quads = big + (extra - odd) // 2
        fam = [3 if quads == 0 else 5 if quads == 1 else 10]  # HL-P04 / P06 / P11–P12
        if one_suit is not None:
            fam.append(one_suit)
        pairs = int(capped(int(patterns.combine(fam + timing, stacking)), cap))
        if odd == extra:  # one single more than the ghosts: the added tile must pair one, or be a ghost
            pair_kinds = tuple(k for k in range(34) if counts[k] & 1 or k in gk)
    base = int(capped(base, cap))
    # exact: a completion outside pair_kinds is a standard hand worth at least 1; one of pair_kinds makes seven
    # pairs (every single is paired: see above), worth at least 3 (capped), and the standard form no more
    base_exact = base == 1
    least_pairs = int(capped(3, cap))
    pairs_exact = pairs == least_pairs and base <= pairs
    if pairs == 0:
        exact = base_exact
    else:
        exact = pairs_exact and (pair_kinds is None or base_exact)
    return base, pairs, pair_kinds, exact
