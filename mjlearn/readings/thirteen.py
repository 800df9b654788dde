"""The thirteen orphans form (十三幺)."""
from __future__ import annotations

from collections.abc import Sequence

from ..tiles import N_KINDS
from .model import Decomposition, Group
from .tables import _ORPHANS, INF


def _thirteen_ghosts_needed(counts: Sequence[int]) -> int:
    if any(counts[k] for k in range(N_KINDS) if k not in _ORPHANS):
        return INF
    if any(counts[k] > 2 for k in _ORPHANS) or sum(1 for k in _ORPHANS if counts[k] == 2) > 1:
        return INF
    missing = sum(1 for k in _ORPHANS if counts[k] == 0)
    has_pair = any(counts[k] == 2 for k in _ORPHANS)
    return missing + (0 if has_pair else 1)


def _thirteen(counts: list[int], g: int) -> list[Decomposition]:
    need = _thirteen_ghosts_needed(counts)
    if need > g or sum(counts) + g != 14:
        return []
    missing = []
    pair_kind = None
    for k in _ORPHANS:
        if counts[k] == 2:
            pair_kind = k
        if counts[k] == 0:
            missing.append(k)
    out = []
    pair_choices = [pair_kind] if pair_kind is not None else list(_ORPHANS)
    for pk in pair_choices:
        groups = []
        for k in _ORPHANS:
            if k == pk:
                real = min(counts[k], 2)
                groups.append(Group((k, k), "pair", "concealed", (k,) * (2 - real)))
            else:
                groups.append(Group((k,), "single", "concealed", (k,) if counts[k] == 0 else ()))
        out.append(Decomposition("thirteen_orphans", tuple(groups)))
    return out
