"""改良 at every shanten (issue 19 point 3; spec ``advice.md`` § Figures: 改良 — "kinds whose draw keeps the legal
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
