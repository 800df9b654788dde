"""The figures of one advice call (spec ``advice.md`` § Figures): :class:`Job` holds the engine, the copies left
and the per-call caches, and computes each row — legal and shape accepted tiles, wait values and shapes, EV,
the next-step average and 改良.

The 1-shanten EV takes, for each accepted draw, the best EV among the ready hands a discard leaves
(:meth:`Job.best_ready_ev`).  Where the ruleset bounds what a wait can be worth without valuing it
(:meth:`~mjlearn.rules.base.Ruleset.wait_net_bounds`; Huilai), the ready hands are valued best bound first and
the rest skipped once no bound can beat the best found, and a bound the ruleset says is exact is the EV
itself: the same figures, most waits never valued (``tests/test_advice_fast_paths.py`` compares them with
the EV that values every ready hand).

Source: spec ``advice.md`` § Figures; ``common.md`` § Waits and shanten; ``huilai.md`` HL-O06.
"""
from __future__ import annotations

from typing import Any

from ..errors import MjError
from ..hand import Hand
from ..tiles import N_KINDS
from .engine import Engine
from .explain import _blocks, _illegal_reason
from .model import NEVER, AdviceRow


class Job:
    """One advice call's shared state: the engine, copies left, the value cache."""

    def __init__(self, rs, opts, eng: Engine, melds, left, ctx, ways, p, values, unseen):
        self.rs, self.opts, self.eng, self.melds = rs, opts, eng, melds
        self.left, self.ctx, self.ways, self.p, self.values = left, ctx, ways, p, values
        self.unseen = unseen
        self.live = [k for k in eng.kinds if left[k] > 0]
        self.score_cache: dict = {}
        self.ready_cache: dict = {}
        self.acc_cache: dict = {}
        self._loose: dict = {}  # 13-tile ghost vector at 1-shanten → the draws its formulas put below 1
        self._way_ctx: dict = {}
        self._settled: dict = {}  # id(way context) → the ruleset's wait_values memo (Huilai: settlements)
        self._mix_bounds: dict = {}  # 13-tile variant → a bound of its waits' mixed value (ready_ev_bound)
        self._bounded = True  # the ruleset bounds wait values (False once it says it does not)

    # -- accepted tiles of a 13-tile count vector
    def accepts(self, c13: list[int], legal: bool, left=None) -> tuple[int, dict[int, int]]:
        """(shanten, {kind: copies}) of a 13-tile vector, on the legal (or shape) shanten."""
        eng = self.eng
        left = self.left if left is None else left
        key = (tuple(c13), legal)
        hit = self.acc_cache.get(key)
        if hit is None:
            s = eng.legal(c13) if legal else eng.shape(c13)
            if s >= NEVER:
                hit = (s, ())
            elif eng.gk and not eng.jz and s == 0:
                hit = (s, eng.ready_waits(c13))  # the draws that complete it (legal = shape outside Jinzhou)
            elif eng.gk:
                out = []
                vals = eng.legal_draws(c13, eng.kinds) if legal else eng.ghost_draws(c13, eng.kinds)
                for k in eng.kinds:
                    c13[k] += 1
                    v14 = vals[k]
                    if v14 < s and not (v14 == 0 and s == 1):
                        ok = True  # the 14-tile value is the best discard's (a value of 0 may be a clamp: s ≥ 2)
                    elif v14 == 0 and s == 1:
                        k14 = (tuple(c13), legal)
                        ok = eng.below.get(k14)
                        if ok is None:  # ready, unless every wait is dead; shared by the 13-tile hands drawing into it
                            ok = eng.below[k14] = _some_discard_below(c13, eng, s, legal)
                    else:
                        ok = False
                    c13[k] -= 1
                    if ok:
                        out.append(k)
                hit = (s, tuple(out))
            elif legal and eng.jz and eng.shape(c13) == s:
                # no condition costs an exchange here: a draw lowers the legal shanten only if it lowers the shape
                # shanten (legal ≥ shape at 14 tiles too), so only the shape's accepted kinds are tried
                cand = self._shape_kinds(c13)
                vals = eng.legal_draws(c13, cand)
                hit = (s, tuple(k for k in cand if vals[k] < s))
            else:
                vals = eng.legal_draws(c13, eng.kinds) if legal else eng.shape_draws(c13, eng.kinds)
                hit = (s, tuple(k for k in eng.kinds if vals[k] < s))
            self.acc_cache[key] = hit
        s, ks = hit
        return s, {k: left[k] for k in ks if left[k] > 0}

    def _accepted_bound(self, c13: list[int], left: list[int]) -> int:
        """An upper bound of ``sum(self.accepts(c13, True, left)[1].values())``, exact except for a 1-shanten
        ghost hand, whose exact count tests, for each draw the formulas put at 0, whether some discard leaves
        it ready with a live wait (:func:`_some_discard_below`, the costly part): there the bound counts every
        draw the formulas put below 1 (one pass, :meth:`Engine.legal_draws`)."""
        eng = self.eng
        key = tuple(c13)
        hit = self.acc_cache.get((key, True))
        if hit is None and eng.gk and not eng.jz and eng.legal(c13) == 1:
            ks = self._loose.get(key)
            if ks is None:
                vals = eng.legal_draws(c13, eng.kinds)
                ks = self._loose[key] = tuple(k for k in eng.kinds if vals[k] < 1)
            return sum(left[k] for k in ks if left[k] > 0)
        return sum(self.accepts(c13, True, left)[1].values())

    def _shape_kinds(self, c13: list[int]) -> tuple[int, ...]:
        """The kinds whose draw lowers the shape shanten of a plain 13-tile vector (any copies left), cached
        with :meth:`accepts`."""
        key = (tuple(c13), False)
        hit = self.acc_cache.get(key)
        if hit is None:
            eng = self.eng
            s = eng.shape(c13)
            vals = eng.shape_draws(c13, eng.kinds)
            hit = self.acc_cache[key] = (s, tuple(k for k in eng.kinds if vals[k] < s))
        return hit[1]

    def row(self, c14: list[int], d: int) -> AdviceRow:
        eng = self.eng
        c = list(c14)
        c[d] -= 1
        sh = eng.shape(c)
        ls, acc = self.accepts(c, True)
        if eng.jz:
            _, sacc = self.accepts(c, False)
        else:
            sacc = acc
        r = AdviceRow(discard=d, shanten=sh, accepts=acc, accepted=sum(acc.values()), legal_shanten=ls,
                      shape_accepts=sacc, shape_accepted=sum(sacc.values()), ghost=d in eng.gk)
        r.any_tile = bool(self.live) and len(acc) == len(self.live)
        h13 = _hand_of(c, self.melds)
        if ls > sh:
            r.blocked = _blocks(self.rs, self.opts, eng, c, h13, sh)
        if sh == 0 or ls == 0:
            w = self.rs.waits(h13, self.opts)
            for k in w.illegal:
                r.illegal_waits[k] = _illegal_reason(self.rs, self.opts, h13.with_win(k))
            r.dead_waits = tuple(k for k in w.shape if self.left[k] <= 0 and k not in w.illegal) + tuple(w.dead)
        if ls == 0:
            ev = 0.0
            allv = self.win_values(h13, list(acc)) if self.values and acc else {}
            for k, n in acc.items():
                vals = allv.get(k, {})
                r.waits[k] = (n, vals)
                if self.values:
                    wv = self.mix(vals)
                    r.wait_value[k] = wv
                    ev += n * wv
                r.wait_shapes[k] = self.shapes(h13, k)
            r.ev = ev if self.values else None
        elif ls == 1 and self.values:
            tot = 0.0
            for k, n in acc.items():
                c[k] += 1
                left2 = list(self.left)
                left2[k] -= 1
                tot += n * self.best_ready_ev(c, left2)
                c[k] -= 1
            r.ev = tot / self.unseen if self.unseen else 0.0
        return r

    def mix(self, vals: dict) -> float:
        """p · self-draw value + (1 − p) · discard value (advice.md § Figures); a way missing from ``vals`` cannot
        win and collects 0 — a wait that wins only by self-draw is worth p × its self-draw value (p = 1 only where
        no discard can ever win: Huilai with HL-O02 off)."""
        return self.p * vals.get("self_draw", 0.0) + (1 - self.p) * vals.get("discard", 0.0)

    def value(self, h13: Hand, k: int) -> dict:
        """{way: value} of ``h13`` + ``k`` (the ways that win)."""
        return self.win_values(h13, (k,))[k]

    def win_values(self, h13: Hand, ks, cache: bool = True) -> dict[int, dict]:
        """kind → {way: value} of ``h13`` + each kind of ``ks`` (only the ways that win), the value being the
        winner's net of ``rs.score`` (:meth:`_nets`): ``rs.wait_values`` shares the work across the waits of one
        13-tile hand (Huilai: the pattern values of ghost hands without listing their readings); cached per call
        unless ``cache`` is false (a hand met once: :meth:`ready_ev` keeps its own cache per hand)."""
        out: dict[int, dict] = {k: {} for k in ks}
        store = self.score_cache
        for w in self.ways:
            need = [k for k in ks if (h13.concealed, h13.melds, k, w) not in store] if cache else ks
            got: dict = {}
            if need:
                ctx = self.way_ctx(w)
                got = self._nets(h13, need, ctx) if ctx is not None else dict.fromkeys(need)
                if cache:
                    for k, v in got.items():
                        store[(h13.concealed, h13.melds, k, w)] = v
            for k in ks:
                v = store[(h13.concealed, h13.melds, k, w)] if cache else got[k]
                if v is not None:
                    out[k][w] = v
        return out

    def way_ctx(self, w: str):
        """The context of a win by ``w`` (the call's context with ``win_by=w``, no discarder when it changed),
        made once per call; ``None`` where the context rules this way out (a dealer's first turn: self-draw
        only)."""
        got = self._way_ctx.get(w, _MISS)
        if got is _MISS:
            try:
                got = self.ctx if self.ctx.win_by == w else self.ctx.replace(win_by=w, discarder=None)
            except MjError:
                got = None
            self._way_ctx[w] = got
        return got

    def _nets(self, h13: Hand, ks: list[int], ctx) -> dict[int, Any]:
        """kind → what the winner (``ctx.seat``) collects on a win (``mj.score``'s payments, in the ruleset's
        ``payment_unit``; advice.md § Figures: value of a win); ``None``: not a win, or scoring it raises
        :class:`MjError`.  From ``rs.wait_values``; a wait it gives no net for is scored in full."""
        try:
            got = self.rs.wait_values(h13, ks, ctx, self.opts, memo=self._settled.setdefault(id(ctx), {}))
            out: dict[int, Any] = {}
            for k in ks:
                g = got[k]
                if g.status != "scored":
                    out[k] = None
                elif g.net is not None:
                    out[k] = g.net
                else:
                    res = self.rs.score(h13.with_win(k), ctx, self.opts)
                    out[k] = res.payments.get(ctx.seat, 0) if res.status == "scored" else None
            return out
        except MjError:
            if len(ks) == 1:
                return {ks[0]: None}
            out = {}
            for k in ks:  # one wait's own problem: value them one by one
                out.update(self._nets(h13, [k], ctx))
            return out

    def ready_ev(self, c13: list[int], left2: list[int]) -> float:
        key = tuple(c13)
        waits = self.ready_cache.get(key)
        if waits is None:
            eng = self.eng
            acc = eng.ready_waits(c13) if eng.gk and not eng.jz else self.accepts(c13, True, [4] * N_KINDS)[1]
            h13 = _hand_of(c13, self.melds)
            ks = [k for k in acc if self.left[k] > 0]  # a wait with no copy left adds nothing after any draw
            vals = self.win_values(h13, ks, cache=False) if ks else {}
            waits = tuple((k, self.mix(vals[k])) for k in ks)
            self.ready_cache[key] = waits
        return sum(left2[k] * v for k, v in waits if left2[k] > 0)

    def ready_ev_bound(self, c13: list[int], left2: list[int], waits: tuple[int, ...] | None = None) -> float:
        """An upper bound of :meth:`ready_ev` of a ready 13-tile variant without valuing its waits (``waits``:
        its ready waits when known, :meth:`Engine.ready_waits`): each live wait's copies × a bound of its mixed
        value (:meth:`Ruleset.wait_net_bounds` of each way, mixed as
        :meth:`mix`), summed as :meth:`ready_ev` sums (the values are mixes of whole amounts: a term's bound is
        equal to it or above it by far more than rounding); ``inf`` where the ruleset gives no bound."""
        key = tuple(c13)
        b = self._mix_bounds.get(key, _MISS)
        if b is _MISS:
            b = self._mix_bounds[key] = self._mix_bound(key) if self._bounded else None
            if b is None:
                self._bounded = False
        if b is None:
            return float("inf")
        m_base, m_pairs, pair_kinds, _exact = b
        eng = self.eng
        acc: Any = waits
        if acc is None:
            acc = eng.ready_waits(c13) if eng.gk and not eng.jz else self.accepts(c13, True, [4] * N_KINDS)[1]
        # the same sum as ready_ev's, term by term over the same waits in the same order
        return sum(left2[k] * (m_pairs if pair_kinds is None or k in pair_kinds else m_base)
                   for k in acc if left2[k] > 0)

    def _mix_bound(self, key: tuple) -> tuple | None:
        """``(mixed bound of any wait, of a seven-pairs wait, the seven-pairs waits or None for all, exact)``
        over the ways of winning, or ``None`` where the ruleset gives no bound (or the context cannot be
        scored: then every wait is valued, as before)."""
        base: dict = {}
        pairs: dict = {}
        kinds = None
        exact = True
        try:
            for w in self.ways:
                ctx = self.way_ctx(w)
                if ctx is None:
                    continue
                got = self.rs.wait_net_bounds(key, self.melds, ctx, self.opts,
                                              memo=self._settled.setdefault(id(ctx), {}))
                if got is None:
                    return None
                nb, np_, k, ex = got
                if k is not None:
                    kinds = k
                base[w] = nb
                pairs[w] = max(nb, np_)
                exact = exact and ex
        except MjError:
            return None
        return self.mix(base), self.mix(pairs), kinds, exact

    def best_ready_ev(self, c14: list[int], left2: list[int]) -> float:
        """The EV of the best ready 13-tile hand ``c14`` − a discard (0.0 when none is), copies ``left2``: the
        ready variants are valued best bound first (:meth:`ready_ev_bound`), until no bound can beat the best
        EV found — the others cannot be the best, and their waits are never valued."""
        best = 0.0
        eng = self.eng
        # ghost hands (legal = shape): a 13-tile variant is ready exactly when some draw completes it, which
        # ready_waits finds in one pass — the shanten's dead-wait correction would search the same draws
        ready = eng.ready_waits if eng.gk and not eng.jz else (lambda c: eng.legal(c) == 0)
        cands = []
        for d2 in range(N_KINDS):
            if not c14[d2]:
                continue
            c14[d2] -= 1
            w = ready(c14)  # ghost hands: the ready waits; others: ready or not
            if w:
                if self._bounded:
                    cands.append((self.ready_ev_bound(c14, left2, w if isinstance(w, tuple) else None), d2))
                else:  # the ruleset gives no bound: value every ready variant
                    v = self.ready_ev(c14, left2)
                    if v > best:
                        best = v
            c14[d2] += 1
        cands.sort(key=lambda x: -x[0])
        for ub, d2 in cands:
            if ub <= best:
                break
            c14[d2] -= 1
            # a bound that is exact is the EV itself (the same sum of the same terms): no wait to value
            b = self._mix_bounds.get(tuple(c14))
            v = ub if b is not None and b[3] else self.ready_ev(c14, left2)
            c14[d2] += 1
            if v > best:
                best = v
        return best

    def shapes(self, h13: Hand, k: int) -> tuple[str, ...]:
        full = h13.with_win(k)
        out: list[str] = []
        for rd in self.rs.readings(full, self.opts):
            if self.rs.win_problems(full, rd, self.opts):
                continue
            s = rd.win_shape or ""
            if rd.form == "seven_pairs":
                s = "pairs_single"
            elif rd.form == "thirteen_orphans":
                s = "thirteen"
            if s and s not in out:
                out.append(s)
        if not out and self.eng.fg:
            out.append("four_ghosts")
        return tuple(out)

    def extras(self, c14: list[int], r: AdviceRow, improves: bool = True, average: bool = True) -> None:
        """改良 and (``average``) the next-step average of one row."""
        c = list(c14)
        c[r.discard] -= 1
        s = r.legal_shanten
        legal = self.eng.legal
        # next-step average: over accepted draws, the accepted copies (legal) after the best discard
        tot = 0
        acc_sum = 0.0
        for k, n in (r.accepts.items() if average else ()):
            c[k] += 1
            left2 = list(self.left)
            left2[k] -= 1
            best = 0
            if s >= 1:
                # only a discard that lowers the legal shanten counts: skip the others' draws
                cands = []
                for d2 in range(N_KINDS):
                    if c[d2]:
                        c[d2] -= 1
                        if legal(c) < s:
                            cands.append((self._accepted_bound(c, left2), d2))
                        c[d2] += 1
                # the best first by an upper bound of its accepted copies; stop where the bound cannot beat it
                for ub, d2 in sorted(cands, reverse=True):
                    if ub <= best:
                        break
                    c[d2] -= 1
                    v = sum(self.accepts(c, True, left2)[1].values())
                    c[d2] += 1
                    if v > best:
                        best = v
            c[k] -= 1
            tot += n
            acc_sum += n * best
        if s >= 1 and average:
            r.next_avg = acc_sum / tot if tot else 0.0

    def improves(self, c14: list[int], r: AdviceRow) -> dict[int, tuple[int, int]]:
        """改良 of one row (see :attr:`AdviceRow.improves`); for a ready row with values, a draw that raises the
        EV counts too (advice.md § Figures), its best EV reached kept in ``r._improves_ev``."""
        c = list(c14)
        c[r.discard] -= 1
        s = r.legal_shanten
        legal = self.eng.legal
        by_ev = s == 0 and self.values and r.ev is not None
        # 改良: draws that keep the legal shanten but raise the accepted (wait) copies — or, ready, the EV — after
        # the best discard
        imp: dict[int, tuple[int, int]] = {}
        imp_ev: dict[int, float] = {}
        ev0 = round(r.ev, 6) if by_ev else 0.0
        for k in self.live:
            if k in r.accepts:
                continue
            c[k] += 1
            left2 = list(self.left)
            left2[k] -= 1
            best = r.accepted
            best_ev = None
            for d2 in range(N_KINDS):
                if not c[d2] or d2 == k:
                    continue
                c[d2] -= 1
                if legal(c) == s:  # only a discard that keeps the legal shanten counts: skip the others' draws
                    v = sum(self.accepts(c, True, left2)[1].values())
                    if v > best:
                        best = v
                    if by_ev:
                        e = self.ready_ev(c, left2)
                        if best_ev is None or e > best_ev:
                            best_ev = e
                c[d2] += 1
            c[k] -= 1
            raised_ev = best_ev is not None and round(best_ev, 6) > ev0
            if best > r.accepted or raised_ev:
                imp[k] = (self.left[k], best)
                if raised_ev:
                    imp_ev[k] = best_ev
        r._improves_ev = imp_ev
        return imp


_MISS = object()


def _hand_of(c: list[int], melds) -> Hand:
    return Hand(tuple(k for k in range(N_KINDS) for _ in range(c[k])), melds)


def _some_discard_below(c: list[int], eng: Engine, s: int, legal: bool) -> bool:
    f = eng.legal if legal else eng.shape
    for d2 in range(N_KINDS):
        if c[d2]:
            c[d2] -= 1
            ok = f(c) < s
            c[d2] += 1
            if ok:
                return True
    return False

