"""The shipped capped table (:mod:`mjlearn.readings._capped_table`) and the fast path it feeds
(:func:`mjlearn.readings.capped._suit_fid`) against the capped programme (:func:`capped.suit_vector`).

* every shipped entry is the programme's vector of its block (cap 4 at every rank) and differs from the suit
  table's — and a block worked by hand (``4444m``: a pung and a pair would need a fifth copy) is one;
* on seeded blocks holding a kind four times (and some that do not), the fast path gives the programme's vector
  for a cap of 4 and of 5 at every rank, and for caps lowered by declared copies (the programme itself).

Source: spec ``advice.md`` § Shanten (the copy limit at every distance).
"""
from __future__ import annotations

import random

from mjlearn.readings import _capped_table, capped, tables

CAP4 = (4,) * 9
CAP5 = (5,) * 9


def _digits(idx: int) -> tuple:
    out = []
    for _ in range(9):
        out.append(idx % 5)
        idx //= 5
    return tuple(out)


def test_every_shipped_entry_is_the_programme_vector_of_its_block():
    tables._suit_table()
    table = _capped_table.load(capped._suffix)
    assert len(table) == 3571
    for idx, vec in table.items():
        cnt = _digits(idx)
        assert 4 in cnt and sum(cnt) <= 14, cnt
        assert capped.suit_vector(cnt, CAP4) == vec, cnt
        assert tables._VECS[tables.counts_fid(cnt)] != vec, cnt
    # 4444 alone, one set and a pair (F[2·1 + 1]): the suit table reads 444 + 44, one tile short (a fifth 4); under
    # the limit the four 4s make 444 and a single 4, so the pair costs two new tiles (444 + xx) or the set two
    # (44 + 4 with 5 and 6 added): 2
    blk = (0, 0, 0, 4, 0, 0, 0, 0, 0)
    assert _capped_table.block_index(blk) in table
    assert tables._VECS[tables.counts_fid(blk)][3] == 1
    assert table[_capped_table.block_index(blk)][3] == 2


def _block(rng: random.Random) -> tuple:
    while True:
        cnt = [0] * 9
        if rng.random() < 0.8:
            cnt[rng.randrange(9)] = 4
        for _ in range(rng.randrange(11)):
            r = rng.randrange(9)
            if cnt[r] < 4:
                cnt[r] += 1
        if sum(cnt) <= 14:
            return tuple(cnt)


def test_the_fast_path_gives_the_programme_vector():
    tb = capped._tables()
    rng = random.Random(41)
    n = 0
    for i in range(6000):
        cnt = _block(rng)
        caps = [CAP4, CAP5]
        if i % 10 == 0:  # declared copies lower some caps (a pung: 1 left, a chow: 3)
            cap = list(CAP4)
            cap[rng.randrange(9)] = rng.choice((1, 3))
            caps.append(tuple(cap))
        for cap in caps:
            if any(c > k for c, k in zip(cnt, cap)):
                continue
            assert tables._VECS[capped._suit_fid(tb, cnt, cap)] == capped._suffix(0, 0, cnt, cap), (cnt, cap)
            n += 1
    assert n > 12000
