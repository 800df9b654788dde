"""The suit blocks whose vector under the copy limit differs from the shipped suit table's.

A suit block holding a kind four times may read in the suit table (:mod:`._suit_table`) as needing a fifth copy
(``7777m`` as ``777m`` + a ``7m`` pair); :func:`mjlearn.readings.capped.suit_vector` computes the vector with no
rank above its cap.  With no declared copies in the block (cap 4 at every rank) only 3,571 of the 244,002 blocks
that hold a kind four times (at most 14 tiles) differ, in 21 distinct vectors: :func:`build` lists them (block
index ``Σ count[r] · 5**r`` → vector) by the capped programme, and checks on the way that a cap of 5 at every
rank (ghost hands, where a ghost may be a fifth copy) never differs from the suit table.  The list is shipped,
zlib-compressed, as ``capped_table.bin`` next to this file; :func:`load` reads it (built in memory, ~1 minute,
should the file be missing).  Regenerate with ``python scripts/build_capped_table.py``;
``tests/test_capped_table.py`` checks every entry and seeded blocks against the programme.

File layout (after zlib): ``b"MJCT1"``, one byte ``V`` (number of vectors), ``V × 10`` bytes of vectors, then
5 bytes per entry: the block index (4 bytes, little-endian) and its vector's number.

Source: spec ``advice.md`` § Shanten (the copy limit at every distance).
"""
from __future__ import annotations

import os
import zlib
from itertools import product

_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "capped_table.bin")
_MAGIC = b"MJCT1"
POW5 = tuple(5 ** r for r in range(9))
CAP4 = (4,) * 9
CAP5 = (5,) * 9


def block_index(cnt) -> int:
    """The suit table's index of a block (nine counts 0–4)."""
    return sum(c * p for c, p in zip(cnt, POW5))


def build(suffix) -> dict[int, tuple[int, ...]]:
    """block index → capped vector (cap 4 at every rank) for every block that differs from the suit table;
    raises ``AssertionError`` should a cap of 5 ever differ (it does not: a sixth copy never helps).

    ``suffix``: the capped programme, :func:`mjlearn.readings.capped._suffix` ``(rank, carry, counts, cap) ->
    vector`` (passed in, so that this module does not import the one that reads it)."""
    from . import tables

    tables._suit_table()
    out: dict[int, tuple[int, ...]] = {}
    for rev in product(range(5), repeat=9):  # the lowest rank varies fastest: suffixes shared by the programme
        if 4 not in rev or sum(rev) > 14:
            continue
        cnt = rev[::-1]
        plain = tables._VECS[tables.counts_fid(cnt)]
        v = suffix(0, 0, cnt, CAP4)
        if v != plain:
            out[block_index(cnt)] = v
        assert suffix(0, 0, cnt, CAP5) == plain, cnt
    return out


def dump(table: dict[int, tuple[int, ...]], path: str = _PATH) -> None:
    vecs = sorted(set(table.values()))
    vid = {v: i for i, v in enumerate(vecs)}
    raw = bytearray(_MAGIC + bytes([len(vecs)]) + b"".join(bytes(v) for v in vecs))
    for idx in sorted(table):
        raw += idx.to_bytes(4, "little") + bytes([vid[table[idx]]])
    with open(path, "wb") as fh:
        fh.write(zlib.compress(bytes(raw), 9))


def load(suffix, path: str = _PATH) -> dict[int, tuple[int, ...]]:
    """block index → capped vector, from the shipped file (or :func:`build` with ``suffix`` when it is missing or
    unreadable)."""
    try:
        with open(path, "rb") as fh:
            raw = zlib.decompress(fh.read())
        if raw[:5] != _MAGIC:
            raise ValueError("bad table header")
        nv = raw[5]
        vecs = [tuple(raw[6 + 10 * i:16 + 10 * i]) for i in range(nv)]
        body = raw[6 + 10 * nv:]
        if len(body) % 5:
            raise ValueError("bad table size")
        return {int.from_bytes(body[i:i + 4], "little"): vecs[body[i + 4]] for i in range(0, len(body), 5)}
    except (OSError, ValueError, IndexError, zlib.error):
        return build(suffix)

