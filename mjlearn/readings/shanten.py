"""Shanten (向听) over the allowed forms (spec ``common.md`` § Waits and shanten)."""
from __future__ import annotations

from collections.abc import Callable, Iterable

from ..hand import Hand
from ..tiles import N_KINDS
from ._cache import BoundedDict
from .capped import standard_value_capped
from .decompose import is_complete_counts
from .ghosts import declared_counts
from .tables import _VECS, BLOCKS, HONOR_OK, INF, block_info, combine, split_blocks, suit_tables
from .waits import has_live_wait, shape_waits

#: the four blocks' vector ids → the hand's vector id (a few tens of thousands of combinations occur)
_COMB4 = BoundedDict("shanten.comb4")


def shanten(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"), ghost_kinds: Iterable[int] = (),
            tile_kinds: Iterable[int] = range(N_KINDS)) -> int:
    """Shanten (向听) over the allowed forms, on shape alone.

    Returns −1 for a complete 14-tile hand, 0 for a ready 13-tile hand with at least one **live** wait,
    otherwise the number of tile exchanges still needed.  A hand whose only finishing tiles are dead
    (all four copies in the hand) is not ready: at least 1.
    """
    if not isinstance(forms, tuple):
        forms = tuple(forms)
    closed = hand._closed
    g = 0
    if ghost_kinds:
        gk = ghost_kinds if isinstance(ghost_kinds, (set, frozenset)) else set(ghost_kinds)
        closed_real = tuple([k for k in closed if k not in gk])
        g = len(closed) - len(closed_real)
        b0, b1, b2, b3 = split_blocks(closed_real)
    else:
        closed_real = closed
        b0, b1, b2, b3 = hand._blocks  # split once, when the Hand was built
    n_melds = len(hand.melds)
    size = len(closed) + 3 * n_melds
    i0 = BLOCKS.get(b0) or block_info(b0)
    i1 = BLOCKS.get(b1) or block_info(b1)
    i2 = BLOCKS.get(b2) or block_info(b2)
    i3 = BLOCKS.get(b3) or block_info(b3)
    if size == 14 and not g and i0[2] and i1[2] and i2[2] and i3[2] and i0[1] + i1[1] + i2[1] + i3[1] == 2 \
            and "standard" in forms:
        return -1  # every block splits and exactly one holds the pair: complete as a standard hand
    best = INF
    if "standard" in forms and n_melds <= 4:
        key = (i0[0], i1[0], i2[0], i3[0])
        fid = _COMB4.get(key)
        if fid is None:
            fid = _COMB4.put(key, combine(combine(i0[0], i1[0]), combine(i2[0], i3[0])))
        best = _VECS[fid][9 - 2 * n_melds] - 1 - g
        if hand.melds or _has_four(b0) or _has_four(b1) or _has_four(b2) or _has_four(b3):
            # the copy limit binds at every distance (advice.md § Shanten): a kind held four times, or declared
            # copies, may make the table's best target need a fifth (a sixth with ghosts) copy — recompute
            counts = [0] * N_KINDS
            for k in closed_real:
                counts[k] += 1
            best = standard_value_capped(counts, n_melds, declared_counts(hand.melds), 5 if g or ghost_kinds else 4) - g
    if n_melds == 0:
        if "seven_pairs" in forms:
            pairs = i0[4] + i1[4] + i2[4] + i3[4]
            singles = len(i0[5]) + len(i1[5]) + len(i2[5]) + len(i3[5])
            use = g if g < singles else singles
            pairs += use + (g - use) // 2
            v = 6 - (pairs if pairs < 7 else 7)
            if v < best:
                best = v
        if "thirteen_orphans" in forms:
            v = 13 - (i0[6] + i1[6] + i2[6] + i3[6]) - (1 if (i0[7] or i1[7] or i2[7] or i3[7]) else 0) - g
            if v < best:
                best = v
    if size == 14 and best <= -1:
        if not g:
            return -1
        # ghosts are jokers in the tables; the copy limit (no sixth copy, common.md § Ghost tiles) is checked
        # on the hand itself — a hand complete only through a sixth copy is not complete (counted as 0)
        counts = [0] * N_KINDS
        for k in closed_real:
            counts[k] += 1
        if is_complete_counts(counts, forms, n_melds, g, declared_counts(hand.melds)):
            return -1
        best = 0
    if best < 0:
        best = 0
    if size == 13 and best == 0:
        if ghost_kinds:
            if not shape_waits(hand, forms, ghost_kinds, tile_kinds).live:
                best = 1
        elif not has_live_wait((i0, i1, i2, i3), (b0, b1, b2, b3), hand.concealed, hand.melds, forms, tile_kinds):
            best = 1
    return best


def _has_four(block: tuple) -> bool:
    """Does a sorted block hold a kind four times?"""
    return any(block[i] == block[i + 3] for i in range(len(block) - 3))


def is_complete(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"), ghost_kinds: Iterable[int] = ()) -> bool:
    """Is this hand complete (和了的形) under the allowed forms, on shape alone?  The same answer as
    ``shanten(hand, forms, ghost_kinds) == -1``, i.e. as "the hand has a reading" (:func:`readings` non-empty).

    Parameters
    ----------
    hand : Hand
        Concealed tiles, declared sets and the winning tile; a hand whose tiles do not number 14 (declared sets
        counting 3) is never complete.
    forms : iterable of ``"standard"``, ``"seven_pairs"``, ``"thirteen_orphans"``
        The forms the ruleset allows.
    ghost_kinds : iterable of kinds
        Kinds whose concealed copies are ghosts (jokers, never a sixth copy of a kind).

    Returns
    -------
    bool

    Without ghosts: complete as a standard hand iff exactly one block holds ≡ 2 tiles mod 3 and every block
    splits (one suit-table look-up per suit block, :func:`~mjlearn.readings.tables.suit_block_ok`, and the honors'
    block-table entry); seven pairs iff the sorted tiles pair up in place (four identical count as two);
    thirteen orphans iff all thirteen orphan kinds are held and one of them twice.  With ghosts, or for a
    malformed hand: :func:`shanten` (the same tables, plus the copy limit).
    Source: spec ``common.md`` § Decompositions, § Seven pairs, § Thirteen orphans, § Ghost tiles.
    """
    if ghost_kinds or not hand._ok:  # ghosts (jokers and the copy limit), or a malformed hand: via shanten
        return shanten(hand, forms, ghost_kinds) == -1
    return complete_plain(hand, forms if isinstance(forms, tuple) else tuple(forms))


def complete_plain(hand: Hand, forms: tuple[str, ...]) -> bool:
    """:func:`is_complete` of a valid hand (``hand._ok``) without ghosts; ``forms`` a tuple.  The public
    ``mj.is_complete`` calls it directly.

    Standard: every suit block splits — one suit-table look-up each, at the indices the :class:`Hand` computed
    when it was built (:func:`~mjlearn.readings.tables.suit_tables`) — the honors too (one look-up in the set
    of honor blocks that split, :data:`~mjlearn.readings.tables.HONOR_OK`), and one block holds the pair: the
    blocks of ≡ 2 tiles number 1 or 4 (14 − 3 × sets ≡ 2 mod 3), so it is enough that not all four do."""
    t = hand._closed
    n_melds = len(hand.melds)
    if len(t) + 3 * n_melds != 14:
        return False
    if "standard" in forms:
        b0, b1, b2, b3 = hand._blocks
        k0, k1, k2 = hand._keys
        if _TABLE is None:
            _load_suit()
        if _ZMAX[_TABLE[k0]] == len(b0) and _ZMAX[_TABLE[k1]] == len(b1) and _ZMAX[_TABLE[k2]] == len(b2) \
                and b3 in HONOR_OK \
                and not (len(b0) % 3 == 2 and len(b1) % 3 == 2 and len(b2) % 3 == 2 and len(b3) % 3 == 2):
            return True
    if n_melds:
        return False
    if "seven_pairs" in forms and t[0::2] == t[1::2]:  # the sorted tiles pair up in place (4 of a kind: 2 pairs)
        return True
    return "thirteen_orphans" in forms and len(set(t)) == 13 and _ORPHAN_SET.issuperset(t)


_TABLE = _ZMAX = None  # the suit table and its "splits at size" list (suit_tables()), loaded on first use


def concealed_check(forms: tuple[str, ...]) -> Callable[[Hand], bool]:
    """:func:`complete_plain` specialised to ``forms``, for a valid hand (``hand._ok``) without declared sets:
    a function ``hand -> bool`` that stops at the first test that fails (the first suit block that does not
    split, then the first two tiles that do not pair), with the tables bound once.  ``mj.is_complete`` keeps
    one per ruleset, for the hands whose forms (``Hand._plain_forms``) include one of the ruleset's."""
    if _TABLE is None:
        _load_suit()
    table, zmax, honor_ok, orphans = _TABLE, _ZMAX, HONOR_OK, _ORPHAN_SET
    std, seven, thirteen = "standard" in forms, "seven_pairs" in forms, "thirteen_orphans" in forms

    def check(hand: Hand) -> bool:
        t = hand._closed
        if len(t) != 14:
            return False
        if std:
            k = hand._keys
            b = hand._blocks
            if zmax[table[k[0]]] == len(b[0]) and zmax[table[k[1]]] == len(b[1]) \
                    and zmax[table[k[2]]] == len(b[2]) and b[3] in honor_ok \
                    and not (len(b[0]) % 3 == 2 and len(b[1]) % 3 == 2 and len(b[2]) % 3 == 2
                             and len(b[3]) % 3 == 2):
                return True
        if seven and t[0] == t[1] and t[0::2] == t[1::2]:
            return True
        return thirteen and len(set(t)) == 13 and orphans.issuperset(t)
    return check


def _load_suit() -> None:
    global _TABLE, _ZMAX
    _TABLE, _ZMAX, _ = suit_tables()


_ORPHAN_SET = frozenset(k for k in range(N_KINDS) if k >= 27 or k % 9 in (0, 8))


def shanten_batch(hands: Iterable[Hand], forms: Iterable[str] = ("standard", "seven_pairs"),
                  ghost_kinds: Iterable[int] = (), tile_kinds: Iterable[int] = range(N_KINDS)) -> list[int]:
    """:func:`shanten` of many hands at once (e.g. the 13-tile hands a discard advisor or a drill compares).

    Parameters
    ----------
    hands : iterable of Hand
        Hands of any size :func:`shanten` accepts (13 tiles waiting, or 14 with the winning tile).
    forms, ghost_kinds, tile_kinds : as :func:`shanten`, shared by every hand.

    Returns
    -------
    list[int]
        One shanten per hand, in order (−1 complete, 0 ready with a live wait, n tiles away).

    The arguments are normalised once; variants of one hand share three of their four blocks, whose table
    look-ups hit the block cache.  For "which discard is best" use :func:`discard_shanten`.
    Source: spec ``common.md`` § Waits and shanten.
    """
    forms = tuple(forms)
    gk = frozenset(ghost_kinds)
    kinds = tile_kinds if isinstance(tile_kinds, (tuple, range)) else tuple(tile_kinds)
    return [shanten(h, forms, gk, kinds) for h in hands]


def discard_shanten(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"), ghost_kinds: Iterable[int] = (),
                    tile_kinds: Iterable[int] = range(N_KINDS)) -> dict[int, int]:
    """Shanten after each possible discard of a 14-tile hand (concealed tiles + the drawn/winning tile).

    Parameters
    ----------
    hand : Hand
        14 tiles counting declared sets as 3 (``hand.win_tile`` is the tile just drawn; it may be discarded too).
    forms, ghost_kinds, tile_kinds : as :func:`shanten`.

    Returns
    -------
    dict[int, int]
        Discarded kind → shanten (−1 … 8) of the 13-tile hand left, for each distinct kind among the closed
        tiles (a ghost tile too), in kind order.  ``{}`` for a hand that does not hold 14 tiles.

    Example: ``discard_shanten(parse_hand("123m456p789s11z23s +9m"))[27]`` is the shanten after discarding 东.
    The 13-tile hands differ from one another in one block only; each is computed by :func:`shanten`
    (the unchanged blocks' look-ups hit the block cache).  Source: spec ``common.md`` § Waits and shanten.
    """
    closed = hand.closed_tiles
    if len(closed) + 3 * len(hand.melds) != 14:
        return {}
    forms = tuple(forms)
    gk = frozenset(ghost_kinds)
    kinds = tile_kinds if isinstance(tile_kinds, (tuple, range)) else tuple(tile_kinds)
    out: dict[int, int] = {}
    for i, k in enumerate(closed):
        if k in out:
            continue
        rest = closed[:i] + closed[i + 1:]
        out[k] = shanten(Hand(rest, hand.melds), forms, gk, kinds)
    return out
