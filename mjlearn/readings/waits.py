"""Waits (听牌) of a 13-tile hand (spec ``common.md`` § Waits)."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..hand import Hand
from ..tiles import ALL_KINDS, N_KINDS
from .decompose import is_complete_counts
from .ghosts import _std_ghost_waits, declared_counts
from .standard import _std_plain_waits
from .tables import _NOT_ORPHANS, _ORPHANS, BLOCKS, block_info, block_waits, split_blocks
from .thirteen import _thirteen_ghosts_needed

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
    if not gk:
        return _plain_waits(concealed, melds, forms, kinds)
    full = [0] * N_KINDS
    for k in concealed:
        full[k] += 1
    live, dead = ghost_waits_of_counts(full, gk, melds, forms, kinds)
    return WaitInfo(tuple(live), tuple(dead), bool(kinds) and len(live) == len(kinds))



def ghost_waits_of_counts(full: list[int], gk, melds, forms: tuple,
                          kinds=range(N_KINDS)) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(live, dead)`` waits of a 13-tile ghost hand given as 34 concealed counts (ghosts by their face):
    :func:`shape_waits` without building a :class:`~mjlearn.hand.Hand` (the advice asks for thousands).
    ``gk`` : the ghost kinds (a set or tuple, not empty); ``melds`` : the declared sets."""
    n_melds = len(melds)
    counts = list(full)
    g = 0
    for k in gk:
        g += counts[k]
        counts[k] = 0
    decl = declared_counts(melds)
    done: set[int] = set()
    if "standard" in forms:
        done.update(_std_plain_waits(counts) if g == 0 else _std_ghost_waits(counts, g, decl))
    if n_melds == 0 and "seven_pairs" in forms:
        odd = [k for k in range(N_KINDS) if counts[k] & 1]
        if len(odd) <= g + 1:
            if len(odd) == g + 1:
                done.update(odd)  # the draw must pair the one single left unpaired by the ghosts
            else:
                done.update(range(N_KINDS))  # ghosts pair every single; any draw pairs with a ghost
    if n_melds == 0 and "thirteen_orphans" in forms and not any(counts[k] for k in _NOT_ORPHANS):
        for k in _ORPHANS:
            counts[k] += 1
            if _thirteen_ghosts_needed(counts) <= g:
                done.add(k)
            counts[k] -= 1
    own = list(full)  # the hand's own copies of each kind: concealed (ghosts too) and declared sets
    for m in melds:
        for k in m.tiles:
            own[k] += 1
    # drawing a ghost: one more ghost, the real tiles unchanged
    ghost_ok = is_complete_counts(counts, forms, n_melds, g + 1, decl)
    done.difference_update(gk)
    if ghost_ok:
        done.update(gk)
    if kinds is not ALL_KINDS and kinds != range(N_KINDS):
        done.intersection_update(kinds)
    live: list[int] = []
    dead: list[int] = []
    for k in sorted(done):
        (dead if own[k] >= 4 else live).append(k)
    return tuple(live), tuple(dead)


_ALL = frozenset(range(N_KINDS))


def _plain_wait_kinds(infos, blocks, concealed: tuple[int, ...], melds, forms: tuple) -> list[int]:
    """Shape wait kinds (unsorted, maybe repeated) of a ghost-free 13-tile hand from its four BlockInfos."""
    done: list[int] = []
    if "standard" in forms:
        x0, x1, x2, x3 = infos
        m = (x0[1], x1[1], x2[1], x3[1])
        ones = m.count(1)
        if ones == 1 and m.count(0) == 3:  # the tile goes to the ≡ 1 block, which then holds the pair
            b = m.index(1)
            if (b == 0 or x0[2]) and (b == 1 or x1[2]) and (b == 2 or x2[2]) and (b == 3 or x3[2]):
                done.extend(block_waits(blocks[b]))
        elif ones == 0 and m.count(2) == 2:  # the tile makes one ≡ 2 block sets only; the other holds the pair
            b1 = m.index(2)
            b2 = m.index(2, b1 + 1)
            if all(infos[o][2] for o in range(4) if o != b1 and o != b2):
                if infos[b2][2]:
                    done.extend(block_waits(blocks[b1]))
                if infos[b1][2]:
                    done.extend(block_waits(blocks[b2]))
    if not melds:
        if "seven_pairs" in forms:
            odd = infos[0][5] + infos[1][5] + infos[2][5] + infos[3][5]
            if len(odd) == 1:
                done.append(odd[0])
        if "thirteen_orphans" in forms and infos[0][8] and infos[1][8] and infos[2][8] and infos[3][8]:
            counts = [0] * N_KINDS
            for k in concealed:
                counts[k] += 1
            for k in _ORPHANS:
                counts[k] += 1
                if _thirteen_ghosts_needed(counts) <= 0:
                    done.append(k)
                counts[k] -= 1
    return done


def _own(k: int, concealed: tuple[int, ...], melds) -> int:
    """Copies of kind ``k`` in the hand's concealed tiles and declared sets."""
    n = concealed.count(k)
    if melds:
        for mt in melds:
            n += mt.tiles.count(k)
    return n


def _plain_waits(concealed: tuple[int, ...], melds, forms: tuple, kinds) -> WaitInfo:
    """:func:`shape_waits` of a hand without ghost kinds, from the block table (one look-up per block)."""
    blocks = b0, b1, b2, b3 = split_blocks(concealed)
    infos = (BLOCKS.get(b0) or block_info(b0), BLOCKS.get(b1) or block_info(b1),
             BLOCKS.get(b2) or block_info(b2), BLOCKS.get(b3) or block_info(b3))
    done = _plain_wait_kinds(infos, blocks, concealed, melds, forms)
    if not done:
        return _NO_WAITS
    if kinds is not ALL_KINDS and kinds != range(N_KINDS):
        allowed = set(kinds)
        done = [k for k in done if k in allowed]
    live: list[int] = []
    dead: list[int] = []
    for k in sorted(set(done)):
        (dead if _own(k, concealed, melds) >= 4 else live).append(k)
    return WaitInfo(tuple(live), tuple(dead), bool(kinds) and len(live) == len(kinds))


def has_live_wait(infos, blocks, concealed: tuple[int, ...], melds, forms: tuple, kinds) -> bool:
    """Does a ghost-free 13-tile hand (its blocks and their BlockInfos given) have a live shape wait in ``kinds``?"""
    full = kinds is ALL_KINDS or kinds == range(N_KINDS)
    for k in _plain_wait_kinds(infos, blocks, concealed, melds, forms):
        if (full or k in kinds) and _own(k, concealed, melds) < 4:
            return True
    return False


_NO_WAITS = WaitInfo((), (), False)
