"""改良 at every shanten (spec ``advice.md`` § Figures: 改良 — "kinds whose draw keeps the legal
shanten but, after the best discard, raises the accepted copies"; no shanten is excluded).

On seeded random 14-tile hands (far from ready: 2-shanten or more) in Mawan and Huilai without ghosts, where no
rule adds an exchange (legal shanten = shape shanten, checked), one row per hand is compared with a brute force
written from the definition over ``Ruleset.shanten`` of 13-tile hands (itself checked against the slow references
of tests/test_advice_reference.py and tests/test_waits_shanten.py):

* accepted(x) of 13 tiles x at shanten s = Σ copies left of the kinds k whose draw, after some discard, leaves
  13 tiles below s;
* k (a copy left, not accepted) is a 改良 of the row iff, drawing k and throwing some other d, the 13 tiles keep
  shanten s and accepted(·) with k's copy gone exceeds the row's accepted; its figure is the best such value.
"""
from __future__ import annotations

import random

import pytest

import mjlearn as mj
from mjlearn.hand import Hand
from mjlearn.rules import get_ruleset


class Brute:
    def __init__(self, ruleset: str):
        self.rs = get_ruleset(ruleset)
        self.opts = self.rs.options(None)
        self.memo: dict[tuple, int] = {}

    def sh(self, c: list[int]) -> int:
        key = tuple(c)
        v = self.memo.get(key)
        if v is None:
            v = self.rs.shanten(Hand(tuple(k for k in range(34) for _ in range(c[k]))), self.opts)
            self.memo[key] = v
        return v

    def accepted(self, c: list[int], s: int, left: list[int]) -> int:
        tot = 0
        for k in range(34):
            if left[k] <= 0 or c[k] >= 4:
                continue
            c[k] += 1
            if any(c[d] and self._below(c, d, s) for d in range(34)):
                tot += left[k]
            c[k] -= 1
        return tot

    def _below(self, c: list[int], d: int, s: int) -> bool:
        c[d] -= 1
        ok = self.sh(c) < s
        c[d] += 1
        return ok

    def improves(self, c: list[int], s: int, acc: int, accepted_kinds, left: list[int]) -> dict[int, tuple[int, int]]:
        out = {}
        for k in range(34):
            if left[k] <= 0 or k in accepted_kinds or c[k] >= 4:
                continue
            c[k] += 1
            left[k] -= 1
            best = acc
            for d in range(34):
                if c[d] and d != k:
                    c[d] -= 1
                    if self.sh(c) == s:
                        best = max(best, self.accepted(c, s, left))
                    c[d] += 1
            left[k] += 1
            c[k] -= 1
            if best > acc:
                out[k] = (left[k], best)
        return out


@pytest.mark.parametrize("ruleset", ["mawan", "huilai"])
def test_kaizen_of_far_rows_against_a_brute_force(ruleset):
    rng = random.Random(f"adv-kaizen-{ruleset}")
    brute = Brute(ruleset)
    done = 0
    while done < 4:
        wall = [k for k in range(34) for _ in range(4)]
        rng.shuffle(wall)
        a = mj.advise(Hand(tuple(sorted(wall[:14]))), ruleset, values=False)
        if a.wins or a.best.legal_shanten < 2:
            continue
        r = a.rows[rng.randrange(len(a.rows))]
        if r.legal_shanten < 2:
            continue
        assert r.legal_shanten == r.shanten
        c = [0] * 34
        for k in a.hand.closed_tiles:
            c[k] += 1
        c[r.discard] -= 1
        left = list(a.left)
        assert brute.sh(c) == r.legal_shanten
        assert brute.accepted(c, r.legal_shanten, left) == r.accepted
        want = brute.improves(c, r.legal_shanten, r.accepted, set(r.accepts), left)
        assert r.improves == want, (str(a.hand), r.tile, {mj.tile_str(k): v for k, v in want.items()})
        done += 1


def _net_value(h13: Hand, k: int, ruleset: str, p: float) -> float:
    """p · what South collects on a self-draw of ``k`` + (1 − p) · on a discard (``mj.score``'s payments; a way
    that is not a win or cannot be scored collects 0)."""
    tot = 0.0
    for way, w in (("self_draw", p), ("discard", 1 - p)):
        try:
            s = mj.score(Hand(h13.concealed, h13.melds, k), ruleset, {"win_by": way})
        except mj.MjError:
            continue
        if s.is_win:
            tot += w * s.payments["S"]
    return tot


@pytest.mark.parametrize("ruleset", ["mawan", "huilai", "jinzhou"])
def test_kaizen_of_ready_rows_counts_the_ev_against_a_brute_force(ruleset):
    # advice.md § Figures, 改良 of a ready row: a kind (copy left, not a wait) whose draw, after some discard that
    # keeps the hand ready for a legal win, raises the wait copies or the EV (Σ copies left × value, the value
    # from mj.score's payments, p = 1/3).  The figures: (copies left, the best wait copies reached) and the best
    # EV reached.  Legal readiness and waits from the tests' own reference (tests/advice_reference.py).
    from tests.advice_reference import Reference
    from tests.test_advice_reference import JZ, near_ready

    rs = get_ruleset(ruleset)
    ref = Reference(ruleset, rs.options(None))
    kinds = JZ if ruleset == "jinzhou" else tuple(range(34))
    rng = random.Random(f"adv-kaizen-ev-{ruleset}")
    done = by_ev = 0
    while done < 5 or (by_ev == 0 and done < 30):  # until some draw raised only the EV
        a = mj.advise(near_ready(rng, kinds), ruleset)
        rows = [r for r in a.rows if r.legal_shanten == 0 and r.accepted]
        if a.wins or not rows:
            continue
        r = rows[0]
        c = [0] * 34
        for k in a.hand.closed_tiles:
            c[k] += 1
        c[r.discard] -= 1
        want, want_ev = {}, {}
        for k in ref.drawable(c):
            if a.left[k] <= 0 or k in r.accepts:
                continue
            left2 = list(a.left)
            left2[k] -= 1
            c[k] += 1
            best, best_ev = r.accepted, None
            for d in range(34):
                if c[d] and d != k:
                    c[d] -= 1
                    if ref.level(c) == 0:
                        waits = [w for w in ref.accepts(c, 0, left2) if left2[w] > 0]
                        best = max(best, sum(left2[w] for w in waits))
                        h13 = Hand(tuple(x for x in range(34) for _ in range(c[x])))
                        ev = sum(left2[w] * _net_value(h13, w, ruleset, 1 / 3) for w in waits)
                        best_ev = ev if best_ev is None else max(best_ev, ev)
                    c[d] += 1
            c[k] -= 1
            raised = best_ev is not None and round(best_ev, 6) > round(r.ev, 6)
            if best > r.accepted or raised:
                want[k] = (a.left[k], best)
                if raised:
                    want_ev[k] = best_ev
        where = (str(a.hand), r.tile)
        assert r.improves == want, where
        assert set(r.improves_ev) == set(want_ev), where
        for k, v in want_ev.items():
            assert r.improves_ev[k] == pytest.approx(v), (where, mj.tile_str(k))
        by_ev += sum(1 for k in want_ev if want[k][1] == r.accepted)  # raised the EV only
        done += 1
    assert by_ev >= 1, "no draw raised only the EV: the check would not see the EV reading"
