"""The seven pairs form (七对)."""
from __future__ import annotations

from .model import Decomposition, Group, _gkey, new_decomposition
from .tables import _PAIRS


def _seven_pairs(counts: list[int], g: int) -> Decomposition | None:
    odd = sum(c % 2 for c in counts)
    if sum(counts) + g != 14 or odd > g:
        return None
    if not g:  # plain pairs: the shared pair groups, already in canonical order (ascending kind)
        pairs = _PAIRS
        return new_decomposition("seven_pairs", tuple([pairs[k] for k, c in enumerate(counts) if c
                                                       for _ in range(c >> 1)]))
    groups = []
    for k, c in enumerate(counts):
        for _ in range(c // 2):
            groups.append(Group((k, k), "pair"))
        if c % 2:
            groups.append(Group((k, k), "pair", "concealed", (k,)))
    groups.extend([Group((), "wild_pair")] * ((g - odd) // 2))
    return Decomposition("seven_pairs", tuple(sorted(groups, key=_gkey)))
