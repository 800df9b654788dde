"""Shape and legal shanten of many variants of one hand (the advice's hot path; spec ``advice.md``).

The advice asks for the shanten of every "14 tiles − discard (+ draw − discard)" variant of one hand: thousands
of hands that differ in one or two suit blocks.  :class:`Engine` works on count vectors (ghosts counted by their
face) and memoises per variant for one advice call.

* **Shape shanten** (:meth:`Engine.shape`) is exactly what :func:`mjlearn.readings.shanten` (and the ruleset's
  ``shanten``, HL-O06 included) returns: the standard form from the block tables — the copy-limited block
  programme (:mod:`mjlearn.readings.capped`) wherever a kind is held four times or sets are declared — seven
  pairs and thirteen orphans by formula, ghosts as jokers (``common.md`` § Ghost tiles), −1 for a complete
  14-tile hand, and (ghost hands) the dead-wait correction at 13 tiles.  With 四鬼胡牌 (HL-O06) four ghosts are
  one more form: ``g`` ghosts held are at most ``3 − g`` exchanges from it.
* **Legal shanten** (:meth:`Engine.legal`): the fewest exchanges to a hand that is a legal win.  Only Jinzhou
  has conditions on a complete shape (``jinzhou.md`` JZ-L1–L5): the standard form is combined over the blocks'
  flag vectors (a pung, a 1 or 9, each suit present; 红中 pung or pair counts for both JZ-L2 and JZ-L3), the
  declared sets' facts OR'd in; seven pairs need JZ-L1 and JZ-L2 (option ``qidui_needs_conditions``); four
  declared sets with a chow can never win (JZ-L4).  Elsewhere it is the shape shanten.

Both are checked against a brute force that tries every exchange (``tests/test_advice_reference.py``).
"""
from __future__ import annotations

from collections.abc import Sequence

from ..hand import Hand, Meld
from ..readings import is_complete_counts, shape_waits
from ..readings._cache import bounded
from ..readings.capped import (
    INF,
    PUNG,
    YJ,
    any_binds,
    draw_values_capped,
    red_flag_fids,
    standard_value_capped,
    suit_flag_fids,
)
from ..readings.tables import _ORPHANS, _VECS, _intern, combine, standard_draw_values, standard_value
from ..readings.waits import ghost_waits_of_counts
from ..tiles import N_KINDS, RED, is_terminal

_ORPHAN_SET = frozenset(_ORPHANS)
SUIT_BITS = (4, 8, 16)
FULL = PUNG | YJ | 4 | 8 | 16


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


@bounded("advice.suit_pairs")
def _suit_pairs(cnt: tuple) -> tuple:
    """Seven pairs within one suit block (nine counts): ``(g, gy)`` — ``g[n]`` the fewest tiles to add for ``n``
    pairs (0–7) from this suit (a kind held four times is two pairs), ``gy[n]`` the same with a 1 or 9 among
    them (JZ-L2)."""
    slots = []
    for r, c in enumerate(cnt):
        first = 2 - c if c < 2 else 0
        both = 4 - c if c < 4 else 0
        slots.append((first, r, 0))
        slots.append((both - first, r, 1))
    order = sorted(slots)
    g = [0] * 8
    for n in range(1, 8):
        g[n] = g[n - 1] + order[n - 1][0]
    gy = [INF] * 8
    for t in (0, 8):
        first_t = next(x for x in slots if x[1] == t and x[2] == 0)
        rest = [x for x in order if x is not first_t and not (x[1] == t and x[2] == 0)]
        acc = first_t[0]
        gy[1] = min(gy[1], acc)
        for n in range(2, 8):
            acc += rest[n - 2][0]
            if acc < gy[n]:
                gy[n] = acc
    return tuple(g), tuple(gy)


def _jz_pairs_deficiency(counts: tuple, kinds: tuple = ()) -> int:
    """Jinzhou seven pairs with JZ-L1 (three suits) and JZ-L2 (a 1, 9 or 红中): the fewest tiles to add to the
    concealed ``counts`` for seven pairs meeting both — pairs split among the three suits (each at least one)
    and 红中 (0–2 pairs, 幺九 by itself)."""
    sp = [_suit_pairs(counts[9 * b:9 * b + 9]) for b in range(3)]
    c = counts[33]
    h = (0, (2 - c if c < 2 else 0), (4 - c if c < 4 else 0))
    best = INF
    for nh in (0, 1, 2):
        for nm in range(1, 6):
            for npp in range(1, 7 - nm - nh):
                ns = 7 - nh - nm - npp
                if ns < 1:
                    continue
                ns_ = (nm, npp, ns)
                if nh:
                    v = h[nh] + sp[0][0][nm] + sp[1][0][npp] + sp[2][0][ns]
                else:
                    v = INF
                    for y in range(3):
                        w = h[0]
                        for b in range(3):
                            w += sp[b][1 if b == y else 0][ns_[b]]
                        if w < v:
                            v = w
                if v < best:
                    best = v
    return best


def _vec_min(fids: list) -> tuple:
    """The elementwise min of the F vectors ``fids`` (ids)."""
    vs = [_VECS[f] for f in fids]
    return tuple(min(col) for col in zip(*vs))


class Engine:
    """Shape and legal shanten of concealed count vectors (a fixed set of declared sets) under one ruleset.

    ``forms`` : the ruleset's forms; ``ghost_kinds`` : kinds that are ghosts; ``tile_kinds`` : the ruleset's tile
    set; ``melds`` : the declared sets; ``jinzhou`` : apply JZ-L1–L5 for the legal shanten (``jz_pairs``: seven
    pairs need L1/L2, option ``qidui_needs_conditions``); ``four_ghosts`` : HL-O06 on.
    """

    def __init__(self, forms: Sequence[str], ghost_kinds: Sequence[int], tile_kinds: Sequence[int],
                 melds: Sequence[Meld] = (), jinzhou: bool = False, jz_pairs: bool = True,
                 four_ghosts: bool = False):
        self.forms = tuple(forms)
        self.std = "standard" in self.forms
        self.sp = "seven_pairs" in self.forms and not melds
        self.to = "thirteen_orphans" in self.forms and not melds
        self.gk = tuple(ghost_kinds)
        self.kinds = tuple(tile_kinds)
        self.melds = tuple(melds)
        self.n_melds = len(self.melds)
        self.fg = bool(four_ghosts and self.gk)
        mc = [0] * N_KINDS
        for m in self.melds:
            for k in m.tiles:
                mc[k] += 1
        self.meld_counts = mc
        self.declared = mc if self.melds else None
        self.base = 5 if self.gk else 4
        self.jz = jinzhou
        self.jz_pairs = jz_pairs
        dm = 0
        for m in self.melds:
            if m.kind != "chi":
                dm |= PUNG
            for k in m.tiles:
                if k < 27:
                    dm |= SUIT_BITS[k // 9]
                if is_terminal(k) or k == RED:
                    dm |= YJ
        self.decl_mask = dm
        self.jz_never = jinzhou and self.n_melds >= 4 and any(m.kind == "chi" for m in self.melds)
        self._memo: dict[tuple, int] = {}
        self._lmemo: dict[tuple, int] = {}
        self._waits: dict[tuple, tuple[int, ...]] = {}
        self._any_live: dict[tuple, bool] = {}
        #: (14-tile variant, legal?) → some discard leaves it ready (the advice's accepted tiles at 1-shanten)
        self.below: dict[tuple, bool] = {}
        self._caps = tuple(4 - mc[k] for k in range(N_KINDS))
        # declared copies in a suit block: the copy limit may bind there (readings.capped.block_binds)
        self._decl_blk = tuple(any(mc[9 * b:9 * b + 9]) for b in range(3))
        self._smax = max(0, 4 - self.n_melds)  # the sets a block may hold: its vectors' larger entries unused

    # ------------------------------------------------------------------ shape
    def split(self, full: Sequence[int]) -> tuple[list[int], int]:
        """(real counts, number of ghosts) of a concealed count vector that counts ghosts by their face."""
        c = list(full)
        g = 0
        for k in self.gk:
            g += c[k]
            c[k] = 0
        return c, g

    def std_value(self, counts: Sequence[int]) -> int:
        if self.declared is not None or any_binds(counts, None):
            return standard_value_capped(counts, self.n_melds, self.declared, self.base)
        return standard_value(counts, self.n_melds)

    def raw(self, counts: Sequence[int], g: int, size: int) -> int:
        """min over the forms of the raw values (before the max(·, 0) and the completeness test)."""
        best = INF
        if self.std:
            best = self.std_value(counts) - g
        if self.sp:
            v = seven_pairs_value(counts, g)
            if v < best:
                best = v
        if self.to:
            v = orphans_value(counts, g)
            if v < best:
                best = v
        return best

    def shape(self, full: Sequence[int]) -> int:
        """What the ruleset's ``shanten`` (``mj.shanten``) returns for these concealed counts (13 or 14 tiles;
        ghosts counted by their face)."""
        key = tuple(full)
        v = self._memo.get(key)
        if v is not None:
            return v
        counts, g = self.split(full) if self.gk else (full, 0)
        size = sum(key) + 3 * self.n_melds
        return self._finish(key, counts, g, size, self.raw(counts, g, size))

    def _finish(self, key: tuple, counts: Sequence[int], g: int, size: int, v: int) -> int:
        """:meth:`shape` from the raw value ``v`` of ``key`` (real ``counts``, ``g`` ghosts): the clamps, the
        completeness test, the dead-wait correction and HL-O06; memoised."""
        if size == 14:
            if g == 0:
                v = -1 if v <= -1 else v
            elif v <= -1 and is_complete_counts(counts, self.forms, self.n_melds, g, self.declared):
                v = -1  # the ghost formulas are optimistic: only a value ≤ −1 can be a complete hand
            elif v < 0:
                v = 0
        else:
            if v < 0:
                v = 0
            # the dead-wait correction; skipped where HL-O06 below brings the value back to 0 anyway (four
            # ghosts on: 3 or more ghosts in 13 tiles), which spares the waits of most ghost hands
            if self.gk and size == 13 and v == 0 and not (self.fg and g >= 3) and not self.has_live_wait(key, counts, g):
                v = 1
        if self.fg:
            if g >= 4:
                v = -1 if size == 14 else min(v, 0)
            else:
                fgv = max(4 - g, 14 - size) - 1
                if fgv < v:
                    v = fgv
        self._memo[key] = v
        return v

    def ghost_draws(self, full: Sequence[int], kinds: Sequence[int]) -> dict[int, int]:
        """Ghost hands: :meth:`shape` of ``full`` + each kind of ``kinds``, the standard form of the real draws
        from one pass (:func:`draw_values_capped`: the blocks a draw does not touch combined once; equal to
        :meth:`std_value` of each)."""
        memo = self._memo
        c = list(full)
        out: dict[int, int] = {}
        need = []
        for k in kinds:
            c[k] += 1
            v = memo.get(tuple(c))
            c[k] -= 1
            if v is None:
                need.append(k)
            else:
                out[k] = v
        if not need:
            return out
        counts, g = self.split(full)
        size = sum(full) + 1 + 3 * self.n_melds
        gks = self.gk
        real = [k for k in need if k not in gks]
        stdv = draw_values_capped(counts, self.n_melds, real, self.declared, self.base) if self.std and real else {}
        std0 = self.std_value(counts) if self.std and len(real) < len(need) else INF
        # seven pairs and thirteen orphans of each draw from the real tiles' pairs, singles, orphan kinds and
        # orphan pair, updated for the one tile drawn (the formulas of seven_pairs_value and orphans_value)
        pairs = singles = kinds_o = pair_o = 0
        if self.sp:
            for x in counts:
                pairs += x >> 1
                singles += x & 1
        if self.to:
            for x in _ORPHANS:
                if counts[x]:
                    kinds_o += 1
                    if counts[x] >= 2:
                        pair_o = 1
        for k in need:
            if k in gks:
                cnt, gg, best = counts, g + 1, std0
                p_, s_, ko, po = pairs, singles, kinds_o, pair_o
            else:
                ck = counts[k]
                counts[k] += 1
                cnt, gg, best = counts, g, stdv.get(k, INF)
                p_, s_ = (pairs + 1, singles - 1) if ck & 1 else (pairs, singles + 1)
                ko, po = kinds_o, pair_o
                if k in _ORPHAN_SET:
                    if ck == 0:
                        ko += 1
                    elif ck == 1:
                        po = 1
            best = best - gg if self.std else INF
            if self.sp:
                use = gg if gg < s_ else s_
                p_ += use + (gg - use) // 2
                w = 6 - (p_ if p_ < 7 else 7)
                if w < best:
                    best = w
            if self.to:
                w = 13 - ko - po - gg
                if w < best:
                    best = w
            c[k] += 1
            out[k] = self._finish(tuple(c), cnt, gg, size, best)
            c[k] -= 1
            if k not in gks:
                counts[k] -= 1
        return out

    def shape_draws(self, full: Sequence[int], kinds: Sequence[int]) -> dict[int, int]:
        """Plain hands: :meth:`shape` of ``full`` + each kind of ``kinds`` (14 tiles), in one pass where the copy
        limit cannot bind."""
        if self.gk or self.fg:
            out = {}
            c = list(full)
            for k in kinds:
                c[k] += 1
                out[k] = self.shape(c)
                c[k] -= 1
            return out
        if not self.std:
            out = {k: INF for k in kinds}
        elif self.declared is not None or any(full[k] >= 3 for k in kinds) or any_binds(full, None):
            out = draw_values_capped(full, self.n_melds, kinds, self.declared, self.base)
        else:
            out = standard_draw_values(full, self.n_melds, kinds)
        pairs = sum(c >> 1 for c in full)
        for k in kinds:
            v = out[k]
            if self.sp:
                p = pairs + 1 if full[k] & 1 else pairs
                w = 6 - (p if p < 7 else 7)
                if w < v:
                    v = w
            if self.to:
                c = list(full)
                c[k] += 1
                w = orphans_value(c, 0)
                if w < v:
                    v = w
            out[k] = -1 if v <= -1 else v
        return out

    # ------------------------------------------------------------------ legal
    def legal(self, full: Sequence[int]) -> int:
        """Legal shanten (−1: a legal win; ``INF``: never legal with these declared sets).  Equal to
        :meth:`shape` outside Jinzhou."""
        if not self.jz:
            return self.shape(full)
        key = tuple(full)
        v = self._lmemo.get(key)
        if v is not None:
            return v
        size = sum(key) + 3 * self.n_melds
        d = self._jz_std_deficiency(key) if self.std else INF
        if self.sp:
            d2 = seven_pairs_value(key, 0) + 1
            if self.jz_pairs and d2 < d:  # the conditions only add: skip them when the plain form cannot win
                d2 = _jz_pairs_deficiency(key)
            if d2 < d:
                d = d2
        if d >= INF:
            v = INF
        else:
            v = d - 1
            if size == 13 and v < 0:
                v = 0
        self._lmemo[key] = v
        return v

    def _jz_blocks(self, key) -> list:
        """The four blocks' variant ids: suits ``fl[b][R + forced]`` (R: 0 none, 1 pung, 2 幺九, 3 both; +4 the
        suit must be present), 红中 ``(plain, with a pung or pair)``."""
        caps = self._caps
        fl = []
        for b in range(3):
            lo = 9 * b
            blk = tuple(key[lo:lo + 9])
            binds = self._decl_blk[b] or max(blk) >= 4
            fl.append(suit_flag_fids(blk, caps[lo:lo + 9], binds, self._smax if binds else 4))
        fl.append(red_flag_fids(key[33], caps[33]))
        return fl

    def _assignments(self):
        a = getattr(self, "_assign", None)
        if a is None:
            dm = self.decl_mask
            p_opts = (None,) if dm & PUNG else (0, 1, 2, 3)
            y_opts = (None,) if dm & YJ else (0, 1, 2, 3)
            a = []
            for pa in p_opts:
                for ya in y_opts:
                    choice = []
                    for b in range(3):
                        R = (1 if pa == b else 0) | (2 if ya == b else 0)
                        choice.append(R + (0 if dm & SUIT_BITS[b] else 4))
                    choice.append(1 if (pa == 3 or ya == 3) else 0)
                    a.append(tuple(choice))
            self._assign = a
        return a

    def _jz_std_deficiency(self, key: tuple) -> int:
        """Jinzhou standard form under JZ-L1–L3: min over which block supplies the pung (JZ-L3) and which the
        幺九 (JZ-L2) — none needed when a declared set does — of the min-plus combination of the blocks'
        requirement vectors, every suit block forced present unless a declared set holds that suit (JZ-L1)."""
        if self.jz_never:
            return INF
        fl = self._jz_blocks(key)
        j = 2 * (4 - self.n_melds) + 1
        best = INF
        for ch in self._assignments():
            f = combine(combine(fl[0][ch[0]], fl[1][ch[1]]), combine(fl[2][ch[2]], fl[3][ch[3]]))
            v = _VECS[f][j]
            if v < best:
                best = v
        return best

    def legal_draws(self, full: Sequence[int], kinds: Sequence[int]) -> dict[int, int]:
        """:meth:`legal` of ``full`` + each kind (14 tiles): the three blocks a draw does not touch combined once
        per assignment of the conditions."""
        if not self.jz:
            return self.ghost_draws(full, kinds) if self.gk else self.shape_draws(full, kinds)
        out = {}
        c = list(full)
        if self.jz_never or not self.std:
            for k in kinds:
                c[k] += 1
                out[k] = self.legal(c)
                c[k] -= 1
            return out
        fl = self._jz_blocks(c)
        assign = self._assignments()
        # per block b and each requirement it may carry: the elementwise min, over the assignments giving b
        # that requirement, of the other three blocks combined (min-plus combination distributes over the
        # elementwise min, so one combination per requirement gives the min over those assignments)
        # (only for the blocks the kinds drawn fall in)
        others: list = [None] * 4
        pair: dict = {}  # (block, requirement, block, requirement) → the two blocks combined, shared by the blocks
        for b in {3 if k >= 27 else k // 9 for k in kinds}:
            o0, o1, o2 = [x for x in range(4) if x != b]
            by: dict[int, list] = {}
            for ch in assign:
                pk = (o0, ch[o0], o1, ch[o1])
                f01 = pair.get(pk)
                if f01 is None:
                    f01 = pair[pk] = combine(fl[o0][ch[o0]], fl[o1][ch[o1]])
                f = combine(f01, fl[o2][ch[o2]])
                fs = by.setdefault(ch[b], [])
                if f not in fs:
                    fs.append(f)
            others[b] = [(rb, fs[0] if len(fs) == 1 else _intern(_vec_min(fs))) for rb, fs in by.items()]
        j = 2 * (4 - self.n_melds) + 1
        for k in kinds:
            c[k] += 1
            key = tuple(c)
            v = self._lmemo.get(key)
            if v is None:
                b = 3 if k >= 27 else k // 9
                if b < 3:
                    lo = 9 * b
                    blk = key[lo:lo + 9]
                    binds = self._decl_blk[b] or max(blk) >= 4
                    var = suit_flag_fids(blk, self._caps[lo:lo + 9], binds, self._smax if binds else 4)
                else:
                    var = red_flag_fids(key[33], self._caps[33])
                d = INF
                for rb, of in others[b]:
                    w = _VECS[combine(var[rb], of)][j]
                    if w < d:
                        d = w
                if self.sp:
                    d2 = seven_pairs_value(key, 0) + 1
                    if self.jz_pairs and d2 < d:
                        d2 = _jz_pairs_deficiency(key)
                    if d2 < d:
                        d = d2
                v = INF if d >= INF else d - 1
                self._lmemo[key] = v
            out[k] = v
            c[k] -= 1
        return out

    # ------------------------------------------------------------------ waits
    def live_waits(self, full: Sequence[int]) -> tuple[int, ...]:
        """Live shape waits of a 13-tile variant (``readings.shape_waits``), memoised."""
        key = tuple(full)
        w = self._waits.get(key)
        if w is None:
            if self.gk:
                w = ghost_waits_of_counts(list(key), self.gk, self.melds, self.forms, self.kinds)[0]
            else:
                tiles = tuple(k for k in range(N_KINDS) for _ in range(key[k]))
                w = shape_waits(Hand(tiles, self.melds), self.forms, self.gk, self.kinds).live
            self._waits[key] = w
        return w

    def ready_waits(self, full: Sequence[int]) -> tuple[int, ...]:
        """The kinds of the tile set, not all four in the hand (declared sets included), whose draw makes a
        13-tile variant complete: the kinds ``k`` with ``shape(full + k) == -1`` — the live shape waits
        (:meth:`live_waits`), and with 四鬼胡牌 (HL-O06) a drawn fourth ghost (three ghosts held) or any tile
        (four held).  Empty when the variant is not ready.  One pass over the blocks instead of a shanten per
        kind (``tests/test_advice_fast_paths.py`` checks it against :meth:`shape` of each draw)."""
        key = tuple(full)
        v = self._memo.get(key)
        if v is not None and v > 0:
            return ()
        counts, g = self.split(full) if self.gk else (full, 0)
        if v is None and self.raw(counts, g, 13) > 0 and not (self.fg and g >= 3):
            return ()  # the formulas are a lower bound: above 0 no draw completes it (HL-O06 aside)
        w = self.live_waits(full)
        self._any_live[key] = bool(w)  # what the dead-wait correction of :meth:`shape` asks
        if self.fg and g >= 3:
            mc = self.meld_counts
            pool = self.kinds if g >= 4 else tuple(k for k in self.kinds if k in self.gk)
            extra = [k for k in pool if full[k] + mc[k] < 4 and k not in w]
            if extra:
                w = tuple(sorted(set(w).union(extra)))
        return w

    def has_live_wait(self, key: tuple, counts: Sequence[int], g: int) -> bool:
        """``bool(self.live_waits(key))`` for a 13-tile ghost variant (``counts``: its real tiles, ``g`` ghosts),
        stopping at the first live wait found: a kind of the tile set not all four in the hand (declared sets
        included) whose draw completes it (a ghost kind: one more ghost), ghost kinds and held kinds tried
        first; memoised."""
        hit = self._any_live.get(key)
        if hit is None:
            w = self._waits.get(key)
            hit = bool(w) if w is not None else self._find_live(key, counts, g)
            self._any_live[key] = hit
        return hit

    def _find_live(self, key: tuple, counts: Sequence[int], g: int) -> bool:
        c = list(counts)
        mc = self.meld_counts
        gset = set(self.gk)
        order = ([k for k in self.kinds if k in gset] + [k for k in self.kinds if k not in gset and c[k]]
                 + [k for k in self.kinds if k not in gset and not c[k]])
        for k in order:
            if key[k] + mc[k] >= 4:
                continue  # dead: all four copies in the hand
            if k in gset:
                ok = is_complete_counts(c, self.forms, self.n_melds, g + 1, self.declared)
            else:
                c[k] += 1
                ok = is_complete_counts(c, self.forms, self.n_melds, g, self.declared)
                c[k] -= 1
            if ok:
                return True
        return False
