"""Fast shanten of many 13/14-tile variants of one hand (the advice's hot path).

The advice asks for the shanten of every "14 tiles − discard (+ draw − discard)" variant of one hand: thousands
of hands that differ from each other in one or two suit blocks.  This engine works on count vectors, computes the
standard-form value from the readings layer's block tables (one deficiency vector per block, cached on the block's
counts, combined min-plus: the same tables as :func:`mjlearn.readings.shanten`) and the seven-pairs /
thirteen-orphans values by formula, so a variant costs a few dictionary look-ups instead of building a
:class:`~mjlearn.hand.Hand`.

It computes exactly what :func:`mjlearn.readings.shanten` computes (same forms, the same ghost formulas, −1 for a
complete 14-tile hand, and the dead-wait correction at 13 tiles, which it delegates to
:func:`mjlearn.readings.shape_waits`); ``tests/test_advice_diff.py`` checks it against ``mj.shanten`` on
thousands of seeded hands.  Source: spec ``common.md`` § Waits and shanten.
"""
from __future__ import annotations

from collections.abc import Sequence

from ..hand import Hand, Meld
from ..readings import is_complete_counts, shape_waits
from ..readings.tables import standard_draw_values, standard_value
from ..tiles import N_KINDS

INF = 99
_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_IS_ORPHAN = tuple(k in _ORPHANS for k in range(N_KINDS))


def std_value(counts: Sequence[int], n_melds: int) -> int:
    """The standard-form value (shanten before ghosts; −1 complete) of real counts: the readings layer's block
    tables (:func:`mjlearn.readings.tables.standard_value`)."""
    return standard_value(counts, n_melds)


def draw_values(counts: Sequence[int], n_melds: int, kinds: Sequence[int], sp: bool, to: bool) -> dict[int, int]:
    """Raw values (min over the allowed forms; −1 = complete) of ``counts`` + one tile of each kind in ``kinds``.

    Plain hands only (no ghosts).  The standard form from the block tables, the blocks a draw does not touch
    combined once (:func:`mjlearn.readings.tables.standard_draw_values`); seven pairs and thirteen orphans by
    their formulas."""
    out = standard_draw_values(counts, n_melds, kinds)
    if not (sp or to):
        return out
    pairs = sum(c >> 1 for c in counts)
    for k in kinds:
        v = out[k]
        if sp:
            p = pairs + 1 if counts[k] & 1 else pairs
            w = 6 - (p if p < 7 else 7)
            if w < v:
                v = w
        if to:
            c = list(counts)
            c[k] += 1
            w = orphans_value(c, 0)
            if w < v:
                v = w
        out[k] = v
    return out


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


class Engine:
    """Shanten of concealed count vectors (plus a fixed set of declared sets) under one ruleset's forms.

    ``forms`` : the ruleset's forms; ``ghost_kinds`` : kinds that are ghosts; ``tile_kinds`` : the ruleset's tile
    set; ``melds`` : the declared sets (fixed for every variant).  Results are memoised per variant for the life
    of the engine (one advice call).
    """

    def __init__(self, forms: Sequence[str], ghost_kinds: Sequence[int], tile_kinds: Sequence[int],
                 melds: Sequence[Meld] = ()):
        self.forms = tuple(forms)
        self.std = "standard" in self.forms
        self.sp = "seven_pairs" in self.forms and not melds
        self.to = "thirteen_orphans" in self.forms and not melds
        self.gk = tuple(ghost_kinds)
        self.kinds = tuple(tile_kinds)
        self.melds = tuple(melds)
        self.n_melds = len(self.melds)
        self._memo: dict[tuple, int] = {}
        mc = [0] * N_KINDS
        for m in self.melds:
            for k in m.tiles:
                mc[k] += 1
        self.meld_counts = mc
        self._waits: dict[tuple, tuple[int, ...]] = {}

    def may_be_dead(self, full: Sequence[int]) -> bool:
        """Could a wait of these tiles be dead (all four copies in the hand)?  Only with four copies of a kind
        among the concealed tiles and the declared sets (ghost hands: always checked)."""
        if self.gk:
            return True
        mc = self.meld_counts
        return any(full[k] + mc[k] >= 4 for k in range(N_KINDS) if full[k] or mc[k])

    def split(self, full: Sequence[int]) -> tuple[list[int], int]:
        """(real counts, number of ghosts) of a concealed count vector that counts ghosts by their face."""
        c = list(full)
        g = 0
        for k in self.gk:
            g += c[k]
            c[k] = 0
        return c, g

    def raw(self, counts: Sequence[int], g: int) -> int:
        """min over the forms of the raw values (before the max(·, 0) and the completeness test)."""
        best = INF
        if self.std:
            best = std_value(counts, self.n_melds) - g
        if self.sp:
            v = seven_pairs_value(counts, g)
            if v < best:
                best = v
        if self.to:
            v = orphans_value(counts, g)
            if v < best:
                best = v
        return best

    def shanten(self, full: Sequence[int]) -> int:
        """What :func:`mjlearn.readings.shanten` returns for these concealed counts (13 or 14 tiles; ghosts
        counted by their face)."""
        key = tuple(full)
        v = self._memo.get(key)
        if v is not None:
            return v
        counts, g = self.split(full) if self.gk else (full, 0)
        size = sum(full) + 3 * self.n_melds
        v = self.raw(counts, g)
        if size == 14:
            if g == 0:
                v = -1 if v <= -1 else v
            elif v <= -1 and is_complete_counts(counts, self.forms, self.n_melds, g):
                v = -1  # the ghost formulas are optimistic: only a value ≤ −1 can be a complete hand
            elif v < 0:
                v = 0
        else:
            if v < 0:
                v = 0
            if size == 13 and v == 0 and self.may_be_dead(key) and not self.live_waits(key):
                v = 1  # every wait dead: only possible with four copies of a kind in the hand (or ghosts)
        self._memo[key] = v
        return v

    def draws(self, full: Sequence[int], kinds: Sequence[int]) -> dict[int, int]:
        """Plain hands: :meth:`shanten` of ``full`` + each kind of ``kinds`` (14 tiles), in one pass."""
        raw = draw_values(full, self.n_melds, kinds, self.sp, self.to)
        return {k: (-1 if v <= -1 else v) for k, v in raw.items()}

    def below(self, full: Sequence[int], s: int) -> bool:
        """Is ``shanten(full) < s``?  Skips the dead-wait test when it cannot change the answer (s ≠ 1)."""
        key = tuple(full)
        v = self._memo.get(key)
        if v is not None:
            return v < s
        if s != 1 and sum(key) + 3 * self.n_melds == 13:
            counts, g = self.split(key) if self.gk else (key, 0)
            v = self.raw(counts, g)
            if v < 0:
                v = 0
            if v != 0:
                self._memo[key] = v
                return v < s
            return s >= 2  # the true shanten is 0 or 1 (dead waits): below s ≥ 2 either way, never below 0
        return self.shanten(key) < s

    def live_waits(self, full: Sequence[int]) -> tuple[int, ...]:
        """Live shape waits of a 13-tile variant (``readings.shape_waits``), memoised."""
        key = tuple(full)
        w = self._waits.get(key)
        if w is None:
            tiles = tuple(k for k in range(N_KINDS) for _ in range(key[k]))
            w = shape_waits(Hand(tiles, self.melds), self.forms, self.gk, self.kinds).live
            self._waits[key] = w
        return w
