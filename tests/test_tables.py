"""The table-driven core against the enumerating code kept as the test oracle.

* The shipped suit table (``mjlearn/readings/suit_table.bin``) holds, for every suit block, the deficiency
  vector of its definition (``_suit_table.build``'s recursion): checked on 40 seeded blocks against an
  independent brute force over every target multiset of sets and a pair (about 48,000 per block).
* ``shanten`` (tables, ghosts as jokers) equals the partial-set search of ``tests/oracle_readings.py`` on
  20,000 seeded hands — 13 and 14 tiles, 0–8 ghosts (one or two ghost kinds), a fifth of them with declared
  sets, each under the Mawan forms and the Huilai forms (thirteen orphans too).  Without ghosts the oracle
  judges "complete" by ``decompose`` (the enumerating decompositions) and "ready with a live wait" by
  decomposing the hand plus each kind; with ghosts, where decomposing 34 ghost hands per case would take many
  minutes, both judgements use the ghost block search (``is_complete_counts`` / ``shape_waits``), which
  enumerates coverings and never reads the tables — and is itself checked against ``decompose`` below.
* ``shape_waits`` (tables without ghosts, block search with ghosts) equals the kinds whose addition
  ``decompose`` completes, live and dead, on 600 seeded 13-tile hands with 0–8 ghosts; and the complete-hand
  check (``shanten == -1``) equals ``decompose`` finding a decomposition on 2,000 14-tile hands, 0–8 ghosts.
"""
from __future__ import annotations

import itertools
import random

from mjlearn.hand import Hand, Meld
from mjlearn.readings import _suit_table as ST
from mjlearn.readings import is_complete_counts, shanten, shape_waits
from mjlearn.readings.tables import _VECS, _suit_table
from tests import oracle_readings as O

MAWAN = ("standard", "seven_pairs")
HUILAI = ("standard", "seven_pairs", "thirteen_orphans")
WALL = [k for k in range(34) for _ in range(4)]


def _targets():
    """Every multiset of up to 4 sets of a suit and up to 1 pair, as (s, p, need counts)."""
    groups = [(i, i, i) for i in range(9)] + [(i, i + 1, i + 2) for i in range(7)]
    out = []
    for s in range(5):
        for sets in itertools.combinations_with_replacement(groups, s):
            base = [0] * 9
            for g in sets:
                for r in g:
                    base[r] += 1
            out.append((s, 0, tuple(base)))
            for i in range(9):
                need = list(base)
                need[i] += 2
                out.append((s, 1, tuple(need)))
    return out


def _brute_f(cnt, targets):
    """Deficiency vector of a suit block by trying every target multiset of sets and a pair of the suit."""
    best = [99] * 10
    for s, p, need in targets:
        d = sum(n - c for n, c in zip(need, cnt) if n > c)
        if d < best[2 * s + p]:
            best[2 * s + p] = d
    return tuple(best)


def test_suit_table_matches_its_definition():
    table = _suit_table()
    rng = random.Random(11)
    checked = 0
    targets = _targets()
    while checked < 40:
        cnt = [0] * 9
        for _ in range(rng.randrange(1, 15)):
            r = rng.randrange(9)
            if cnt[r] < 4:
                cnt[r] += 1
        idx = sum(c * 5 ** r for r, c in enumerate(cnt))
        assert _VECS[table[idx]] == _brute_f(cnt, targets), cnt
        checked += 1
    # the empty block: every group from nothing (sets 3 tiles, the pair 2)
    assert _VECS[table[0]] == tuple(3 * s + 2 * p for s in range(5) for p in range(2))
    # a table entry is 255 exactly when the block would hold more than 14 tiles
    assert table[4 * ST.POW5[0] + 4 * ST.POW5[1] + 4 * ST.POW5[2] + 3 * ST.POW5[3]] == 255
    assert table[4 * ST.POW5[0] + 4 * ST.POW5[1] + 4 * ST.POW5[2] + 2 * ST.POW5[3]] != 255


def _random_hand(rng: random.Random, size: int, n_ghosts: int, gk: tuple[int, ...], p_meld: float = 0.2) -> Hand:
    """``size`` (13 or 14) tiles, ``n_ghosts`` of them ghosts, 0–2 declared pungs/chows; half the hands are
    drawn near a complete shape (random sets), half straight from the wall."""
    while True:
        avail = [k for k in WALL if k not in gk]
        rng.shuffle(avail)
        melds = []
        used = [0] * 34
        if rng.random() < p_meld:
            for _ in range(rng.choice((1, 2))):
                if rng.random() < 0.5:
                    k = rng.choice([k for k in range(34) if k not in gk and used[k] == 0])
                    melds.append(Meld("pon", (k, k, k)))
                    used[k] += 3
                else:
                    s = rng.choice([b * 9 + r for b in range(3) for r in range(7)])
                    if any(k in gk or used[k] >= 4 for k in (s, s + 1, s + 2)):
                        continue
                    melds.append(Meld("chi", (s, s + 1, s + 2)))
                    for k in (s, s + 1, s + 2):
                        used[k] += 1
        n_closed = size - 3 * len(melds)
        n_real = n_closed - n_ghosts
        if n_real < 0:
            continue
        real: list[int] = []
        if rng.random() < 0.5:
            while len(real) < n_real:  # near a shape: chows, pungs and pairs
                r = rng.random()
                k = rng.randrange(34)
                grp = [k, k + 1, k + 2] if r < 0.5 and k < 27 and k % 9 <= 6 else ([k] * 3 if r < 0.75 else [k, k])
                if not any(x in gk for x in grp):
                    real.extend(grp)
            real = real[:n_real]
        else:
            real = avail[:n_real]
        ghosts = [gk[i % len(gk)] for i in range(n_ghosts)]
        c = list(used)
        for k in real + ghosts:
            c[k] += 1
        if max(c) > 4:
            continue
        tiles = real + ghosts
        rng.shuffle(tiles)
        if size == 14:
            w = tiles.pop()
            return Hand(tuple(tiles), tuple(melds), w)
        return Hand(tuple(tiles), tuple(melds))


def _oracle_shanten(h: Hand, forms, gk) -> int:
    n_ghosts = sum(1 for k in h.closed_tiles if k in gk)
    if n_ghosts == 0:
        return O.shanten(h, forms, gk)
    # with ghosts: the same search, "complete" and "ready" judged by the ghost block search (itself checked
    # against decompose in the two tests below)
    counts = [0] * 34
    for k in h.closed_tiles:
        if k not in gk:
            counts[k] += 1
    decl = [0] * 34
    for m in h.melds:
        for k in m.tiles:
            decl[k] += 1
    n_melds = len(h.melds)
    size = len(h.closed_tiles) + 3 * n_melds
    if size == 14 and is_complete_counts(counts, forms, n_melds, n_ghosts, decl):
        return -1
    best = O.INF
    if "standard" in forms:
        best = O._std_shanten(counts, n_melds) - n_ghosts
    if n_melds == 0 and "seven_pairs" in forms:
        pairs = sum(c // 2 for c in counts)
        singles = sum(c % 2 for c in counts)
        use = min(n_ghosts, singles)
        best = min(best, 6 - min(7, pairs + use + (n_ghosts - use) // 2))
    if n_melds == 0 and "thirteen_orphans" in forms:
        best = min(best, 13 - sum(1 for k in O.ORPHANS if counts[k]) - any(counts[k] >= 2 for k in O.ORPHANS) - n_ghosts)
    best = max(best, 0)
    if size == 13 and best == 0 and not shape_waits(h, forms, gk).live:
        best = 1
    return best


def test_shanten_tables_match_the_oracle_20000_hands():
    rng = random.Random(20261111)
    seen_ghosts = set()
    n = 0
    for i in range(20_000):
        g = rng.choice((0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8))
        gk = () if g == 0 else ((31,) if g <= 4 and rng.random() < 0.7 else (31, 32))
        h = _random_hand(rng, rng.choice((13, 14)), g, gk)
        forms = HUILAI if i % 2 else MAWAN
        ours = shanten(h, forms, gk)
        theirs = _oracle_shanten(h, forms, gk)
        assert ours == theirs, (i, str(h), gk, forms, ours, theirs)
        seen_ghosts.add(g)
        n += 1
    assert n == 20_000 and seen_ghosts == set(range(9))


def test_waits_match_decompositions():
    rng = random.Random(20261112)
    for i in range(600):
        g = rng.choice((0, 0, 0, 0, 1, 2)) if i < 540 else rng.randrange(3, 9)
        gk = () if g == 0 else (31,) if g <= 4 else (31, 32)
        h = _random_hand(rng, 13, g, gk)
        forms = HUILAI if i % 2 else MAWAN
        w = shape_waits(h, forms, gk)
        live, dead = O.waits(h, forms, gk)
        assert (w.live, w.dead) == (live, dead), (i, str(h), gk, forms)


def test_complete_check_matches_decompositions():
    rng = random.Random(20261113)
    n_complete = 0
    for i in range(2000):
        g = rng.choice((0, 0, 0, 1, 2, 3)) if i < 1800 else rng.randrange(4, 9)
        gk = () if g == 0 else (31,) if g <= 4 else (31, 32)
        h = _random_hand(rng, 14, g, gk)
        forms = HUILAI if i % 2 else MAWAN
        ours = shanten(h, forms, gk) == -1
        assert ours == O.is_complete(h, forms, gk), (i, str(h), gk, forms)
        n_complete += ours
    assert n_complete > 200  # the near-shape half gives complete hands often enough to matter


def test_clear_caches_empties_the_block_tables_and_keeps_results():
    import mjlearn as mj
    from mjlearn.readings import tables

    h = Hand((0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 28, 28))
    before = (shanten(h, HUILAI), shape_waits(h, HUILAI))
    assert len(tables.BLOCKS) > 0
    mj.clear_caches()
    assert len(tables.BLOCKS) == 0 and len(tables._CONV) == 0
    assert (shanten(h, HUILAI), shape_waits(h, HUILAI)) == before == (0, shape_waits(h, HUILAI))
    assert before[1].live == (27, 28)  # 123m 123p 123s + 11z 22z: a shanpon wait on 东 or 南


def test_every_readings_cache_is_bounded():
    from mjlearn.readings import _cache

    for fn in _cache._CLEARERS:
        owner = getattr(fn, "__self__", None)
        if isinstance(owner, _cache.BoundedDict):
            assert owner.maxsize <= 1 << 17
        elif hasattr(owner, "cache_parameters"):
            assert owner.cache_parameters()["maxsize"] is not None
    # one budget for the whole process: every share together stays within CACHE_BUDGET (plus the floor of 16)
    assert sum(_cache.share(name) for name in _cache.SHARES) <= _cache.CACHE_BUDGET + 16 * len(_cache.SHARES)
    d = _cache.BoundedDict(next(iter(_cache.SHARES)))
    d.maxsize = 3  # a full cache empties itself before it takes the next entry
    for i in range(10):
        d.put(i, i)
    assert len(d) <= 3 and d.get(9) == 9
