"""The precomputed suit table: the deficiency vector of every suit block.

A suit block is 9 counts (ranks 1–9, 0–4 copies each, at most 14 tiles).  Its index is the base-5 number
``Σ count[r] · 5**r``; ``SUIT_TABLE[index]`` is the id of its deficiency vector F (``tables.py``): ``F[2s + p]``
= fewest tiles to add so that the block holds ``s`` sets (0–4) and ``p`` pairs (0–1), a set or pair made of
added tiles only costing 3 or 2.  Only a few hundred distinct vectors exist, listed in ``SUIT_VECTORS``.

The table is built by :func:`build` (about 10–30 s of pure Python) and shipped, zlib-compressed, as
``suit_table.bin`` next to this file; :func:`load` reads it (a few ms).  Should the file be missing, the
table is built in memory on first use.  Regenerate with ``python -m mjlearn.readings._suit_table``;
``tests/test_tables.py`` checks the shipped table against the recursive definition.

File layout (after zlib): ``b"MJST1"``, one byte ``V`` (number of vectors), ``V × 10`` bytes of vectors,
then ``5**9`` bytes of vector ids (255 where the block would hold more than 14 tiles).
"""
from __future__ import annotations

import os
import sys
import zlib

N_IDX = 5 ** 9
POW5 = tuple(5 ** r for r in range(9))
_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "suit_table.bin")
_MAGIC = b"MJST1"
INF = 99


def _digits(idx: int) -> list[int]:
    out = []
    for _ in range(9):
        out.append(idx % 5)
        idx //= 5
    return out


def build() -> tuple[list[tuple[int, ...]], bytearray]:
    """Every suit block's deficiency vector id, by the recursion on its lowest rank held: that copy is
    unused, or in a pung (1–3 real copies), a pair (1–2 real copies), or a chow holding it as its lowest real
    tile (lower places and missing higher places added).  Returns ``(vectors, ids)``."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    vec_id: dict = {}
    vecs: list = []
    ids = bytearray(b"\xff") * N_IDX
    empty = tuple(3 * s + 2 * p for s in range(5) for p in range(2))
    vec_id[empty] = 0
    vecs.append(empty)
    ids[0] = 0

    def f(idx: int) -> tuple[int, ...]:
        v = ids[idx]
        if v != 255:
            return vecs[v]
        c = _digits(idx)
        i = 0
        while c[i] == 0:
            i += 1
        best = [INF] * 10

        def take(sub: int, ds: int, dp: int, cost: int):
            sv = f(sub)
            for s in range(5 - ds):
                for p in range(2 - dp):
                    x = sv[2 * s + p] + cost
                    j = 2 * (s + ds) + p + dp
                    if x < best[j]:
                        best[j] = x

        p5 = POW5[i]
        take(idx - p5, 0, 0, 0)
        for a in range(1, min(3, c[i]) + 1):
            take(idx - a * p5, 1, 0, 3 - a)
            if a <= 2:
                take(idx - a * p5, 0, 1, 2 - a)
        for s in (i - 2, i - 1, i):
            if s < 0 or s > 6:
                continue
            sub = idx - p5
            cost = i - s
            for q in range(i + 1, s + 3):
                if c[q] - (1 if q == i else 0) > 0:
                    sub -= POW5[q]
                else:
                    cost += 1
            take(sub, 1, 0, cost)
        # a set (pair) of added tiles only; F is then monotone: F[s+1] <= F[s] + 3, F[p=1] <= F[p=0] + 2
        for s in range(5):
            for p in range(2):
                j = 2 * s + p
                if s and best[j - 2] + 3 < best[j]:
                    best[j] = best[j - 2] + 3
                if p and best[j - 1] + 2 < best[j]:
                    best[j] = best[j - 1] + 2
        t = tuple(best)
        k = vec_id.get(t)
        if k is None:
            k = vec_id[t] = len(vecs)
            vecs.append(t)
        ids[idx] = k
        return t

    for idx in range(1, N_IDX):
        n = 0
        x = idx
        ok = True
        while x:
            n += x % 5
            x //= 5
        if n <= 14 and ok:
            f(idx)
    for idx in range(N_IDX):  # blocks of more than 14 tiles never occur
        if sum(_digits(idx)) > 14:
            ids[idx] = 255
    assert len(vecs) < 255
    return vecs, ids


def dump(vecs, ids, path: str = _PATH) -> None:
    raw = _MAGIC + bytes([len(vecs)]) + b"".join(bytes(v) for v in vecs) + bytes(ids)
    with open(path, "wb") as fh:
        fh.write(zlib.compress(raw, 9))


def load(path: str = _PATH) -> tuple[list[tuple[int, ...]], bytes]:
    """``(vectors, ids)`` from the shipped file, or built in memory when it is missing or unreadable."""
    try:
        with open(path, "rb") as fh:
            raw = zlib.decompress(fh.read())
        if raw[:5] != _MAGIC:
            raise ValueError("bad table header")
        v = raw[5]
        vecs = [tuple(raw[6 + 10 * i:16 + 10 * i]) for i in range(v)]
        ids = raw[6 + 10 * v:]
        if len(ids) != N_IDX:
            raise ValueError("bad table size")
        return vecs, ids
    except (OSError, ValueError, zlib.error):
        vecs, ids = build()
        return vecs, bytes(ids)


if __name__ == "__main__":  # python -m mjlearn.readings._suit_table
    import time
    t = time.perf_counter()
    vs, table = build()
    dump(vs, table)
    print(f"{len(vs)} vectors, {sum(1 for x in table if x != 255):,} blocks, {time.perf_counter() - t:.1f} s, "
          f"{os.path.getsize(_PATH):,} bytes -> {_PATH}")
