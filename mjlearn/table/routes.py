"""Pattern routes of a Huilai hand: how far 13 tiles are from each multiplying pattern (the value bot's plan
while the advice has no EV yet, ``advice.md`` § Ranking: EV only for ready and 1-shanten rows).

A *route* is a pattern of ``huilai.md`` § Patterns with its multiplier (HL-S: multipliers multiply):

========================  ======  ==========================================================
route                     ×       tiles it uses
========================  ======  ==========================================================
对对胡 HL-P02              2       pungs and pairs of any kind (declared sets: pungs / kongs)
七小对 HL-P04              3       pairs (closed hand only; four of a kind = two pairs, HL-A4)
混一色 HL-P03              2       one suit and honors (standard reading)
混一色 对对胡              4       HL-P03 × HL-P02
混一色 七小对              6       HL-P03 × HL-P04
清一色 HL-P05              4       one suit only (standard reading)
清一色 对对胡              8       HL-P05 × HL-P02
清一色 七小对              12      HL-P05 × HL-P04
========================  ======  ==========================================================

The *route shanten* counts the tile exchanges the route still needs, less one (as ``mj.shanten``): tiles
outside the route are treated as gone, so a set the route has no tile for costs three exchanges, a set grown
from a lone tile two, from a pair or a two-tile shape one.  It is never below the hand's shanten on shape.
"""
from __future__ import annotations

from collections.abc import Sequence

from ..readings._cache import bounded

#: the multipliers the routes use (huilai.md § Patterns): HL-P02, HL-P03, HL-P04, HL-P05
PPH, HUN, QIDUI, QING = 2, 2, 3, 4


@bounded("table.routes")
def _suit_blocks(c: tuple) -> frozenset:
    """Every (sets, two-tile shapes, eye) a suit's counts (9 ranks) can be split into (eye: a pair kept as
    the pair, 0 or 1); lone tiles are left over."""
    i = next((k for k, n in enumerate(c) if n), None)
    if i is None:
        return frozenset({(0, 0, 0)})
    out = set()
    lst = list(c)

    def rest(j: int, dm: int, dt: int, dp: int) -> None:
        for m, t, p in _suit_blocks(tuple(lst)):
            if p + dp <= 1:
                out.add((m + dm, t + dt, p + dp))

    lst[i] -= 1
    rest(i, 0, 0, 0)  # the tile left lone
    lst[i] += 1
    if c[i] >= 3:
        lst[i] -= 3
        rest(i, 1, 0, 0)
        lst[i] += 3
    if c[i] >= 2:
        lst[i] -= 2
        rest(i, 0, 1, 0)
        rest(i, 0, 0, 1)
        lst[i] += 2
    for d in (1, 2):
        if i + d < 9 and c[i + d]:
            lst[i] -= 1
            lst[i + d] -= 1
            rest(i, 0, 1, 0)
            if d == 1 and i + 2 < 9 and c[i + 2]:
                lst[i + 2] -= 1
                rest(i, 1, 0, 0)  # a chow
                lst[i + 2] += 1
            lst[i] += 1
            lst[i + d] += 1
    return frozenset(_prune(out))


def _prune(opts) -> set:
    """For each (sets, eye) only the most two-tile shapes (more shapes are never worse: a shape beyond the
    four sets counts as its two lone tiles)."""
    best: dict = {}
    for m, t, p in opts:
        if best.get((m, p), -1) < t:
            best[(m, p)] = t
    return {(m, t, p) for (m, p), t in best.items()}


def _exchanges(n: int, sets_held: int, m: int, t: int, p: int) -> int:
    """Route shanten of ``n`` route tiles split into ``m`` sets, ``t`` two-tile shapes, eye ``p`` and lone
    tiles, with ``sets_held`` declared sets: exchanges to 4 sets + a pair, less one."""
    need = 4 - sets_held - m
    if need < 0:
        return 99
    tt = min(t, need)
    lone = n - 3 * m - 2 * t - 2 * p + 2 * (t - tt)  # shapes beyond the four sets count as lone tiles
    draws = tt
    r = need - tt
    if not p:
        draws += 1 if lone > 0 else 2
        lone -= 1 if lone > 0 else 0
    use = min(lone, r)
    draws += 2 * use + 3 * (r - use)
    return draws - 1


def standard_sh(counts: Sequence[int], sets_held: int) -> int:
    """Route shanten of a standard reading of ``counts`` (34 kinds) with ``sets_held`` declared sets."""
    n = sum(counts)
    opts: set = {(0, 0, 0)}
    for s in range(3):
        part = _suit_blocks(tuple(counts[9 * s:9 * s + 9]))
        opts = _prune({(a + x, b + y, c + z) for a, b, c in opts for x, y, z in part if c + z <= 1})
    hm = sum(1 for k in range(27, 34) if counts[k] >= 3)
    hp = sum(1 for k in range(27, 34) if counts[k] == 2)
    best = 99
    for m, t, p in opts:
        for dp in ((0, 1) if hp and not p else (0,)):
            best = min(best, _exchanges(n, sets_held, m + hm, t + hp - dp, p + dp))
    return best


def pungs_sh(counts: Sequence[int], sets_held: int) -> int:
    """Route shanten of four pungs / kongs and a pair (对对胡 HL-P02)."""
    n = sum(counts)
    m = sum(1 for x in counts if x >= 3)
    pairs = sum(1 for x in counts if x == 2)
    return min(_exchanges(n, sets_held, m, pairs - (1 if pairs else 0), 1 if pairs else 0),
               _exchanges(n, sets_held, m, pairs, 0))


def pairs_sh(counts: Sequence[int]) -> int:
    """Route shanten of seven pairs (HL-A4: four of a kind counts as two pairs)."""
    pairs = sum(x // 2 for x in counts)
    lone = sum(1 for x in counts if x % 2)
    pairs = min(pairs, 7)
    return (7 - pairs) + max(0, 7 - pairs - lone) - 1


def routes(concealed: Sequence[int], melds: Sequence) -> list[tuple[int, int]]:
    """(multiplier, route shanten) of every route of the 13 tiles ``concealed`` + declared ``melds`` (pungs
    and kongs: Huilai has no chow, HL-A2).  A route whose tiles a declared set breaks is left out."""
    c = [0] * 34
    for k in concealed:
        c[k] += 1
    held = len(melds)
    mk = [m.kind_tile for m in melds]
    out = [(PPH, pungs_sh(c, held))]
    if not held:
        out.append((QIDUI, pairs_sh(c)))
    for s in range(3):
        lo, hi = 9 * s, 9 * s + 9
        if any(not (lo <= k < hi or k >= 27) for k in mk):
            continue
        for mult, keep in ((HUN, range(27, 34)), (QING, ())):
            if mult == QING and any(k >= 27 for k in mk):
                continue
            sub = [c[k] if lo <= k < hi or k in keep else 0 for k in range(34)]
            out.append((mult, standard_sh(sub, held)))
            out.append((mult * PPH, pungs_sh(sub, held)))
            if not held:
                out.append((mult * QIDUI, pairs_sh(sub)))
    return out


def worth(concealed: Sequence[int], melds: Sequence, step: float) -> float:
    """The plan's worth of 13 tiles: the best of multiplier × ``step`` ** route shanten over the routes, and of
    鸡胡 ×1 (HL-P01) at the hand's fastest standard / seven-pairs route shanten.  With ``step`` = 0.4 one exchange
    further costs a factor of 2.5: a ×2 route pays only at the fastest shanten, ×3 and ×4 one step behind it,
    ×6 to ×12 two steps behind."""
    rs = routes(concealed, melds)
    c = [0] * 34
    for k in concealed:
        c[k] += 1
    base = min([standard_sh(c, len(melds))] + [sh for mult, sh in rs if mult == QIDUI])
    return max([step ** base] + [mult * step ** sh for mult, sh in rs])
