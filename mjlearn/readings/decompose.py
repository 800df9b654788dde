"""Decompositions (拆牌), complete-hand checks and readings (winning-tile placement)."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..hand import Hand, Meld
from ..tiles import N_KINDS
from ._cache import BoundedDict, bounded
from .ghosts import _split_ghosts, _std_ghost, _std_min_ghosts, declared_counts
from .model import Decomposition, Group, Reading, new_decomposition, new_reading
from .seven_pairs import _seven_pairs
from .standard import _PLAIN_T, _join_plain, _plain_t_miss, _std_plain_exists
from .tables import _PAIRS
from .thirteen import _thirteen, _thirteen_ghosts_needed

# ------------------------------------------------------------------------------------------------
# Completeness (fast boolean checks)


def is_complete_counts(counts: Sequence[int], forms: Iterable[str] = ("standard", "seven_pairs"),
                       n_melds: int = 0, ghosts: int = 0, declared: Sequence[int] | None = None) -> bool:
    """Can these concealed counts (plus ``ghosts`` wild tiles) finish a hand with ``n_melds`` sets declared?

    ``counts`` excludes ghost tiles.  Total tiles must be 14 − 3 × ``n_melds``.  ``declared`` (34 counts of the
    declared sets' tiles, optional) enters the copy limit: ghosts never stand for a sixth copy of a kind
    (common.md § Ghost tiles).
    """
    total = sum(counts) + ghosts
    if total != 14 - 3 * n_melds:
        return False
    forms = tuple(forms)
    if "standard" in forms:
        if ghosts == 0:
            if _std_plain_exists(counts):
                return True
        elif _std_min_ghosts(counts, declared, ghosts) <= ghosts:
            return True
    if n_melds == 0:
        if "seven_pairs" in forms and sum(c % 2 for c in counts) <= ghosts:
            return True
        if "thirteen_orphans" in forms and _thirteen_ghosts_needed(counts) <= ghosts:
            return True
    return False



# ------------------------------------------------------------------------------------------------
# Decompositions



@bounded("decompose.meld_group")
def _meld_group(m: Meld) -> Group:
    shape = "chow" if m.kind == "chi" else ("pung" if m.kind == "pon" else "kong")
    return Group(m.tiles, shape, m.kind)


_MELD_GROUPS = BoundedDict("decompose.meld_groups")  # (kind, tiles) of a declared set → its shared Group (a tuple key hashes in C)


def _meld_groups(melds: Sequence[Meld]) -> tuple[Group, ...]:
    out = []
    for m in melds:
        key = (m.kind, m.tiles)
        g = _MELD_GROUPS.get(key)
        if g is None:
            g = _MELD_GROUPS.put(key, _meld_group(m))
        out.append(g)
    return tuple(out)


def decompose(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"),
              ghost_kinds: Iterable[int] = ()) -> list[Decomposition]:
    """Every decomposition of a complete hand (concealed + winning tile + declared sets).

    Parameters
    ----------
    hand : Hand
        Concealed tiles + declared sets; the winning tile, if any, is included.  A hand whose closed tiles
        number 14 − 3 × sets is decomposed; other sizes give ``[]``.
    forms : iterable of ``"standard"``, ``"seven_pairs"``, ``"thirteen_orphans"``
        The forms the ruleset allows.
    ghost_kinds : iterable of kinds
        Kinds whose concealed copies are ghosts (鬼牌); declared sets keep their face.

    Returns
    -------
    list[Decomposition]
        Each partition once (none twice: same multiset of groups = same decomposition; for ghosts, same
        groups as they stand and same substitutions), standard ones first, then seven pairs, then thirteen
        orphans.  Groups: declared sets (in the order given), then the pair (or wild pair), pungs, chows
        (each ascending), wild sets.  Standard decompositions are ordered by the pair's kind, then by the
        block partitions.  Four identical concealed tiles are never forced into a kong.

    Source: spec ``common.md`` § Decompositions, § Ghost tiles.
    """
    if not isinstance(forms, tuple):
        forms = tuple(forms)
    melds = hand.melds
    n_sets = 4 - len(melds)
    concealed = hand.concealed
    w = hand.win_tile
    if len(concealed) + (w is not None) != 3 * n_sets + 2:
        return []
    mg = _meld_groups(melds) if melds else ()
    out: list[Decomposition] = []
    if ghost_kinds:
        counts, g = _split_ghosts(hand.closed_tiles, ghost_kinds)
        if "standard" in forms:
            for groups in _std_ghost(counts, g, n_sets, declared_counts(melds)):
                out.append(new_decomposition("standard", mg + groups if mg else groups))
    else:
        g = 0
        counts = None
        if "standard" in forms:
            bl = hand._blocks  # the closed tiles (winning tile included) split into suit blocks, once per Hand
            get = _PLAIN_T.get
            for groups in _join_plain(get(bl[0]) or _plain_t_miss(0, bl[0]), get(bl[1]) or _plain_t_miss(1, bl[1]),
                                      get(bl[2]) or _plain_t_miss(2, bl[2]), get(bl[3]) or _plain_t_miss(3, bl[3])):
                out.append(new_decomposition("standard", mg + groups if mg else groups))
    if not melds and ("seven_pairs" in forms or "thirteen_orphans" in forms):
        if counts is None and "thirteen_orphans" not in forms:
            # plain seven pairs only: the sorted 14 tiles must pair up in place (t[0] = t[1], t[2] = t[3], …)
            t = hand.closed_tiles
            if t[0::2] != t[1::2]:
                return out
        if counts is None:
            counts = [0] * N_KINDS
            for k in concealed:
                counts[k] += 1
            if w is not None:
                counts[w] += 1
        if "seven_pairs" in forms:
            d = _seven_pairs(counts, g)
            if d is not None:
                out.append(d)
        if "thirteen_orphans" in forms:
            out.extend(_thirteen(counts, g))
    return out



# ------------------------------------------------------------------------------------------------
# Readings (winning tile placement and wait shape)


def chow_shape(chow_start: int, win: int) -> str:
    """Wait shape of winning on ``win`` inside the chow starting at ``chow_start``."""
    pos = win - chow_start
    r = chow_start % 9  # 0-based rank of the chow's lowest tile
    if pos == 1:
        return "closed"
    if pos == 0:
        return "edge" if r == 6 else "two_sided"
    return "edge" if r == 0 else "two_sided"


def readings(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"),
             ghost_kinds: Iterable[int] = ()) -> list[Reading]:
    """Every reading of a complete hand: each decomposition × each distinct place of the winning tile.

    The winning tile sits in a concealed group (never a declared set).  A real winning tile sits where a
    real copy of its kind sits; a ghost winning tile sits in place of any ghost (or in a wild group, shape
    ``"ghost"``).  Without a winning tile, one reading per decomposition with ``win_index=None``.
    """
    if not ghost_kinds and hand._ok and hand.win_tile is not None:
        if not isinstance(forms, tuple):
            forms = tuple(forms)
        if "thirteen_orphans" not in forms:
            return plain_readings(hand, forms)
    return general_readings(hand, forms, ghost_kinds)


def general_readings(hand: Hand, forms: Iterable[str] = ("standard", "seven_pairs"),
                     ghost_kinds: Iterable[int] = ()) -> list[Reading]:
    """:func:`readings` for every hand, forms and ghosts, from :func:`decompose` (:func:`readings` takes
    :func:`plain_readings` where it applies; the two agree, ``tests/test_readings_fast.py``)."""
    gk = tuple(ghost_kinds)
    decs = decompose(hand, forms, gk)
    w = hand.win_tile
    if w is None:
        return [Reading(d) for d in decs]
    nm = len(hand.melds)
    ghost_win = w in gk
    out: list[Reading] = []
    add = out.append
    for d in decs:
        groups = d.groups
        seen_groups: set[tuple] = set()
        plain_shapes = d.form != "thirteen_orphans"
        stood = set(d.ghost_map) if ghost_win else ()
        for idx in range(nm, len(groups)):  # declared sets come first and never hold the winning tile
            gr = groups[idx]
            # A ghost standing for kind k may swap places with a real k anywhere in the hand without
            # changing the substituted hand, so placements are judged on the groups as they stand.
            tiles = gr.tiles
            if ghost_win:
                if not tiles:  # wild group
                    key = (gr.shape, None)
                    if key not in seen_groups:
                        seen_groups.add(key)
                        add(Reading(d, idx, "ghost", None))
                    continue
                for k in (tiles[:1] if tiles[0] == tiles[-1] else tiles):  # distinct kinds, ascending
                    if k in stood:
                        key = (tiles, gr.shape, k)
                        if key not in seen_groups:
                            seen_groups.add(key)
                            add(Reading(d, idx, _shape_of(gr, k) if plain_shapes else _shape_in(gr, k, d, hand), k))
            elif w in tiles:
                key = (tiles, gr.shape)
                if key not in seen_groups:
                    seen_groups.add(key)
                    add(new_reading(d, idx, _shape_of(gr, w) if plain_shapes else _shape_in(gr, w, d, hand), w))
    return out


def plain_readings(hand: Hand, forms: tuple[str, ...] = ("standard", "seven_pairs")) -> list[Reading]:
    """:func:`readings` of a valid hand with its winning tile, no ghosts, and forms among ``standard`` and
    ``seven_pairs`` (the hot path of ``mj.decompose``): the same readings in the same order, built in one pass.

    Standard: the block partitions joined (:func:`_join_plain`: declared sets, the pair, pungs, chows); the
    winning tile sits in each group holding its kind — the pair (单钓 ``single``), a pung (``shanpon``) or a chow
    (:func:`chow_shape`) — once per distinct group (equal chows are neighbours in the canonical order).  Seven
    pairs: the sorted tiles pair up in place; the winning tile sits in the first pair of its kind.
    Source: spec ``common.md`` § Decompositions, § Seven pairs, § Waits (wait shapes).
    """
    melds = hand.melds
    nm = len(melds)
    t = hand._closed
    if len(t) + 3 * nm != 14:
        return []
    w = hand.win_tile
    out: list[Reading] = []
    add = out.append
    if "standard" in forms:
        b0, b1, b2, b3 = hand._blocks
        get = _PLAIN_T.get
        r0 = get(b0) or _plain_t_miss(0, b0)
        r1 = get(b1) or _plain_t_miss(1, b1)
        r2 = get(b2) or _plain_t_miss(2, b2)
        r3 = get(b3) or _plain_t_miss(3, b3)
        o0, o1, o2, o3 = r0[1], r1[1], r2[1], r3[1]
        if r0[0] + r1[0] + r2[0] + r3[0] == 2 and o0 and o1 and o2 and o3:
            mg = _meld_groups(melds) if melds else ()
            if len(o0) == 1 and len(o1) == 1 and len(o2) == 1 and len(o3) == 1:  # one partition per block
                a, b, c, e = o0[0], o1[0], o2[0], o3[0]
                parts = (a[0] + b[0] + c[0] + e[0] + a[1] + b[1] + c[1] + e[1] + a[2] + b[2] + c[2] + e[2],)
            else:
                parts = _join_plain(r0, r1, r2, r3)
            for groups in parts:
                if mg:
                    groups = mg + groups
                d = new_decomposition("standard", groups)
                last = None
                for idx in range(nm, len(groups)):
                    gr = groups[idx]
                    tiles = gr.tiles
                    if w in tiles and tiles != last:  # pungs and the pair are of distinct kinds
                        last = tiles
                        sh = gr.shape
                        add(new_reading(d, idx, chow_shape(tiles[0], w) if sh == "chow"
                                        else ("single" if sh == "pair" else "shanpon"), w))
    if not nm and "seven_pairs" in forms and t[0::2] == t[1::2]:
        pairs = _PAIRS
        d = new_decomposition("seven_pairs", tuple([pairs[k] for k in t[0::2]]))
        add(new_reading(d, t.index(w) // 2, "single", w))
    return out


def _shape_of(gr: Group, w: int) -> str:
    """Wait shape of the winning tile ``w`` in group ``gr`` (standard and seven pairs forms)."""
    sh = gr.shape
    if sh == "chow":
        return chow_shape(gr.tiles[0], w)
    if sh == "pung" or sh == "kong":
        return "shanpon"
    if sh == "pair" or sh == "single":
        return "single"
    return "ghost"


def _shape_in(gr: Group, w: int, d: Decomposition, hand: Hand) -> str:
    if d.form == "thirteen_orphans":
        before = list(hand.concealed)
        return "thirteen" if len(set(before)) == 13 else "single"
    if gr.shape == "pair" or gr.shape == "single":
        return "single"
    if gr.shape in ("pung", "kong"):
        return "shanpon"
    if gr.shape == "chow":
        return chow_shape(gr.tiles[0], w)
    return "ghost"

