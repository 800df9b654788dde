"""Waits (听牌) of a 13-tile hand (spec ``common.md`` § Waits)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..hand import Hand
from ..tiles import ALL_KINDS, N_KINDS
from .tables import _ORPHANS
from .standard import _std_plain_waits
from .ghosts import _split_ghosts, _std_ghost_waits
from .thirteen import _thirteen_ghosts_needed
from .decompose import is_complete_counts


# ------------------------------------------------------------------------------------------------
# Waits and shanten


@dataclass(frozen=True)
class WaitInfo:
    """Shape waits of a waiting hand (before any ruleset legality).

    live : kinds that complete the hand in shape and are not all four in the hand already.
    dead : kinds that would complete the hand but whose four copies are all in this hand (死听).
    any_tile : every kind of the tile set completes the hand (ghost hands).
    """

    live: tuple[int, ...]
    dead: tuple[int, ...]
    any_tile: bool = False


def shape_waits(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"), ghost_kinds: Iterable[int] = (),
                tile_kinds: Iterable[int] = range(N_KINDS)) -> WaitInfo:
    """Kinds that complete a 13-tile (plus sets) hand in shape, live and dead (``common.md`` § Waits).

    Parameters
    ----------
    hand : Hand
        A waiting hand (its ``win_tile`` is ignored); concealed + 3 × sets must be 13, else no waits.
    forms : the forms allowed (``standard``, ``seven_pairs``, ``thirteen_orphans``).
    ghost_kinds : kinds whose concealed copies are ghosts; drawing one adds a ghost.
    tile_kinds : the ruleset's tile set (only these kinds are tried, e.g. Jinzhou's 28).

    Returns
    -------
    WaitInfo
        ``live`` / ``dead`` kinds in kind order (dead: all 4 copies already in this hand, 死听), and
        ``any_tile`` when every kind of ``tile_kinds`` is a live wait.
    """
    if not isinstance(forms, tuple):
        forms = tuple(forms)
    gk = set(ghost_kinds) if ghost_kinds else ()
    kinds = tile_kinds if isinstance(tile_kinds, (tuple, range)) else tuple(tile_kinds)
    melds = hand.melds
    n_melds = len(melds)
    concealed = hand.concealed
    if len(concealed) + 3 * n_melds != 13:
        return WaitInfo((), (), False)
    if gk:
        counts, g = _split_ghosts(concealed, gk)
    else:
        counts = [0] * N_KINDS
        for k in concealed:
            counts[k] += 1
        g = 0
    done: set[int] = set()
    if "standard" in forms:
        done.update(_std_plain_waits(counts) if g == 0 else _std_ghost_waits(counts, g))
    if n_melds == 0 and "seven_pairs" in forms:
        odd = [k for k in set(concealed) if counts[k] % 2]
        if len(odd) <= g + 1:
            if len(odd) == g + 1:
                done.update(odd)  # the draw must pair the one single left unpaired by the ghosts
            else:
                done.update(range(N_KINDS))  # ghosts pair every single; any draw pairs with a ghost
    if n_melds == 0 and "thirteen_orphans" in forms:
        for k in _ORPHANS:
            counts[k] += 1
            if _thirteen_ghosts_needed(counts) <= g:
                done.add(k)
            counts[k] -= 1
    own = list(counts)  # the hand's own copies of each kind: concealed (ghosts too) and declared sets
    for k in gk:
        own[k] += concealed.count(k)
    for m in melds:
        for k in m.tiles:
            own[k] += 1
    if gk:
        # drawing a ghost: one more ghost, the real tiles unchanged
        ghost_ok = is_complete_counts(counts, forms, n_melds, g + 1)
        done.difference_update(gk)
        if ghost_ok:
            done.update(gk)
    if kinds is not ALL_KINDS and kinds != range(N_KINDS):
        allowed = set(kinds)
        done &= allowed
    live, dead = [], []
    for k in sorted(done):
        (dead if own[k] >= 4 else live).append(k)
    return WaitInfo(tuple(live), tuple(dead), bool(kinds) and len(live) == len(kinds))

