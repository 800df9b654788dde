"""A slow, obviously-correct reference for the discard advice (spec ``advice.md`` § Figures).

It never calls the advice code nor the block tables.  A 14-tile hand is a **legal win** when its tiles split into
the ruleset's form — found here by the plain recursion on the lowest tile (it is unused by nothing: a pung, a
chow from it, or the pair) — and the ruleset's conditions hold (Jinzhou JZ-L1–L5, written out below).  Then, by
**trying every exchange**:

* legal shanten 0 of 13 tiles ⇔ some drawable kind (fewer than four in the hand and its sets) makes a legal win;
* legal shanten 1 ⇔ not 0, and some drawable kind ``k`` and some discard ``d`` leave 13 tiles at legal
  shanten 0.  The winning kind of a ready hand is tried only among kinds that can share a group with a tile
  held (the same kind, or the same suit within two ranks; any orphan for thirteen orphans): a drawn tile sits
  in a group with tiles of the hand — a group of its own kind alone would need a second copy, another draw;
* accepted kinds of a row at legal shanten 0 / 1 = the drawable kinds with copies left whose draw makes a legal
  win / a hand one exchange from one.

Ghost hands use the readings' own decompositions (``Ruleset.readings``, the covering enumeration, not the
deficiency tables) as the complete-hand test, plus 四鬼胡牌 (HL-O06) when on.
"""
from __future__ import annotations

from functools import lru_cache

from mjlearn.hand import Hand
from mjlearn.tiles import RED

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@lru_cache(maxsize=1 << 18)
def _splits(c: tuple, sets: int, pair: int) -> tuple:
    """Every way to split all of ``c`` (34 counts) into ``sets`` sets and ``pair`` pairs: a tuple of
    ``(has_pung, pair_kind)`` facts (enough for the conditions), empty when none."""
    i = 0
    while i < 34 and c[i] == 0:
        i += 1
    if i == 34:
        return ((False, None),) if sets == 0 and pair == 0 else ()
    out = set()
    lst = list(c)
    if c[i] >= 3 and sets:
        lst[i] -= 3
        for _pg, pk in _splits(tuple(lst), sets - 1, pair):
            out.add((True, pk))
        lst[i] += 3
    if c[i] >= 2 and pair:
        lst[i] -= 2
        for pg, _pk in _splits(tuple(lst), sets, 0):
            out.add((pg, i))
        lst[i] += 2
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2] and sets:
        lst[i] -= 1
        lst[i + 1] -= 1
        lst[i + 2] -= 1
        for fact in _splits(tuple(lst), sets - 1, pair):
            out.add(fact)
    return tuple(sorted(out, key=str))


@lru_cache(maxsize=1 << 19)
def _can(c: tuple, sets: int, pair: int) -> bool:
    """Does all of ``c`` split into ``sets`` sets and ``pair`` pairs?  (The same recursion, yes/no only.)"""
    i = 0
    while i < 34 and c[i] == 0:
        i += 1
    if i == 34:
        return sets == 0 and pair == 0
    lst = list(c)
    if c[i] >= 3 and sets:
        lst[i] -= 3
        if _can(tuple(lst), sets - 1, pair):
            return True
        lst[i] += 3
    if c[i] >= 2 and pair:
        lst[i] -= 2
        if _can(tuple(lst), sets, 0):
            return True
        lst[i] += 2
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2] and sets:
        lst[i] -= 1
        lst[i + 1] -= 1
        lst[i + 2] -= 1
        if _can(tuple(lst), sets - 1, pair):
            return True
    return False


def _blocks_fit(c: tuple) -> bool:
    """A necessary condition for the standard form: sets never cross suits, so every suit's count is ≡ 0 (mod 3)
    but one ≡ 2 (the pair's), and an honor kind is held 0, 2 or 3 times."""
    r = [sum(c[9 * b:9 * b + 9]) % 3 for b in range(3)] + [sum(c[27:34]) % 3]
    if sorted(r) != [0, 0, 0, 2]:
        return False
    return all(x in (0, 2, 3) for x in c[27:34])


def _jz_tiles_ok(c: tuple, melds) -> bool:
    """JZ-L1 (万 筒 条 all present, sets included) and JZ-L2 (a 1, 9 or 红中 somewhere)."""
    tiles = [k for k in range(34) if c[k]] + [k for m in melds for k in m.tiles]
    suits = {k // 9 for k in tiles if k < 27}
    yj = any((k < 27 and k % 9 in (0, 8)) or k == RED for k in tiles)
    return suits == {0, 1, 2} and yj


def legal_win(c: tuple, melds, ruleset: str, opts) -> bool:
    """Is the 14-tile hand (concealed counts ``c`` + ``melds``) a legal win under the ruleset (no ghosts)?"""
    n = len(melds)
    forms = {"mawan": ("standard", "seven_pairs"), "huilai": ("standard", "seven_pairs", "thirteen_orphans"),
             "jinzhou": ("standard", "seven_pairs")}[ruleset]
    if ruleset == "jinzhou":
        if n >= 4 and any(m.kind == "chi" for m in melds):
            return False  # JZ-L4
        tiles_ok = _jz_tiles_ok(c, melds)
        declared_pung = any(m.kind != "chi" for m in melds)
        if tiles_ok and _blocks_fit(c):
            for pg, pk in _splits(c, 4 - n, 1):
                if pg or declared_pung or pk == RED:  # JZ-L3: a pung/kong, or 红中 as the pair
                    return True
        if not n and all(x % 2 == 0 for x in c) and sum(c) == 14:  # seven pairs (four of a kind = two pairs)
            return tiles_ok or not opts.get("qidui_needs_conditions", True)  # JZ-L5
        return False
    if _blocks_fit(c) and _can(c, 4 - n, 1):
        return True
    if not n and "seven_pairs" in forms and all(x % 2 == 0 for x in c) and sum(c) == 14:
        return True
    return bool(not n and "thirteen_orphans" in forms and all(c[k] >= 1 for k in ORPHANS) and sum(c) == 14)


class Reference:
    """Legal shanten (0, 1, or 2 meaning "two or more") and accepted kinds of 13-tile hands by trying every
    exchange.  ``ruleset`` name, ``opts`` validated options, ``melds`` the declared sets, ``rs`` the ruleset
    object (ghost hands only: its readings are the complete-hand test)."""

    def __init__(self, ruleset: str, opts, melds=(), rs=None, ghosts=()):
        self.ruleset, self.opts, self.melds = ruleset, opts, tuple(melds)
        self.rs = rs
        self.gk = tuple(ghosts)
        self.kinds = tuple(range(27)) + (33,) if ruleset == "jinzhou" else tuple(range(34))
        self.decl = [0] * 34
        for m in self.melds:
            for k in m.tiles:
                self.decl[k] += 1
        self._memo: dict = {}
        self._ready: dict = {}

    def win(self, c: tuple) -> bool:
        v = self._memo.get(c)
        if v is None:
            if self.gk:
                tiles = tuple(k for k in range(34) for _ in range(c[k]))
                h = Hand(tiles[:-1], self.melds, tiles[-1])
                g = sum(c[k] for k in self.gk)
                v = bool(self.rs.readings(h, self.opts)) or (bool(self.opts.get("four_ghost_win")) and g >= 4)
            else:
                v = legal_win(c, self.melds, self.ruleset, self.opts)
            self._memo[c] = v
        return v

    def drawable(self, c) -> list[int]:
        return [k for k in self.kinds if c[k] + self.decl[k] < 4]

    def near(self, c) -> list[int]:
        """Kinds that can share a group with a tile of ``c`` (see the module docstring); ghosts: every kind."""
        if self.gk:
            return self.drawable(c)
        out = set()
        for k in range(34):
            if not c[k]:
                continue
            out.add(k)
            if k < 27:
                for d in (-2, -1, 1, 2):
                    q = k + d
                    if 0 <= q < 27 and q // 9 == k // 9:
                        out.add(q)
        if self.ruleset == "huilai":
            out.update(ORPHANS)
        return [k for k in sorted(out) if k in self.kinds and c[k] + self.decl[k] < 4]

    def ready(self, c13: list[int]) -> bool:
        """Legal shanten 0: some drawable kind that can share a group with a held tile makes a legal win."""
        key = tuple(c13)
        v = self._ready.get(key)
        if v is None:
            v = False
            for k in self.near(c13):
                c13[k] += 1
                ok = self.win(tuple(c13))
                c13[k] -= 1
                if ok:
                    v = True
                    break
            self._ready[key] = v
        return v

    def one_away14(self, c14: list[int]) -> bool:
        """Is this 14-tile hand a win, or one exchange from one (throw some ``d``, then 13 tiles are ready)?"""
        if self.win(tuple(c14)):
            return True
        for d in range(34):
            if c14[d]:
                c14[d] -= 1
                ok = self.ready(c14)
                c14[d] += 1
                if ok:
                    return True
        return False

    def level(self, c13: list[int]) -> int:
        """Legal shanten of 13 tiles: 0, 1, or 2 (= two or more)."""
        if self.ready(c13):
            return 0
        near = self.near(c13)
        far = [k for k in self.drawable(c13) if k not in near]  # e.g. a new pair drawn twice
        for k in near + far:
            c13[k] += 1
            ok = self.one_away14(c13)
            c13[k] -= 1
            if ok:
                return 1
        return 2

    def accepts(self, c13: list[int], level: int, left) -> set[int]:
        """Accepted kinds (copies left > 0) of a row at legal shanten 0 or 1."""
        out = set()
        for k in self.drawable(c13):
            if left[k] <= 0:
                continue
            c13[k] += 1
            ok = self.win(tuple(c13)) if level == 0 else self.one_away14(c13)
            c13[k] -= 1
            if ok:
                out.add(k)
        return out
