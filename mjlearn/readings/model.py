"""The data model of readings: :class:`Group`, :class:`Decomposition`, :class:`Reading` (spec ``common.md``
§ Decompositions)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .. import _display
from ..tiles import N_KINDS, tile_zh, tiles_str

FORMS = ("standard", "seven_pairs", "thirteen_orphans")
SHAPES = ("two_sided", "closed", "edge", "single", "shanpon", "thirteen", "ghost")


@dataclass(frozen=True, order=True)
class Group:
    """One group of a decomposition.

    shape : ``chow`` 顺子, ``pung`` 刻子, ``kong`` 杠, ``pair`` 将, ``single`` (thirteen orphans),
            ``wild_set`` / ``wild_pair`` (only ghosts: any set / any pair).
    tiles : kinds as they stand, sorted (``()`` for wild groups).
    source : ``"concealed"`` or the declared set's kind (``chi pon kan kakan ankan``).
    ghosts : sorted kinds that ghost tiles stand for in this group.
    """

    tiles: tuple[int, ...]
    shape: str
    source: str = "concealed"
    ghosts: tuple[int, ...] = ()

    @property
    def kind(self) -> int:
        """First (lowest) kind of the group; the repeated kind for a pung/kong/pair."""
        return self.tiles[0]

    @property
    def is_set(self) -> bool:
        return self.shape in ("chow", "pung", "kong", "wild_set")

    @property
    def is_triplet(self) -> bool:
        """Pung or kong (刻子/杠)."""
        return self.shape in ("pung", "kong")

    @property
    def is_declared(self) -> bool:
        return self.source != "concealed"

    @property
    def is_open(self) -> bool:
        """Claimed from another player (``ankan`` and concealed groups are not)."""
        return self.source not in ("concealed", "ankan")

    @property
    def is_wild(self) -> bool:
        return self.shape.startswith("wild")

    @property
    def size(self) -> int:
        if self.shape == "wild_set":
            return 3
        if self.shape == "wild_pair":
            return 2
        return len(self.tiles)

    @property
    def real_tiles(self) -> tuple[int, ...]:
        """Kinds of the physical non-ghost tiles in the group."""
        rest = list(self.tiles)
        for g in self.ghosts:
            rest.remove(g)
        return tuple(rest)

    def __str__(self) -> str:
        if self.shape == "wild_set":
            return "???"
        if self.shape == "wild_pair":
            return "??"
        s = tiles_str(self.tiles)
        return s if self.source == "concealed" else f"{self.source}:{s}"

    @property
    def compact(self) -> str:
        """Tiles only, without the declared-set prefix (``'234m'``)."""
        if self.is_wild:
            return str(self)
        return tiles_str(self.tiles)

    def zh(self) -> str:
        if self.is_wild:
            return "鬼鬼鬼" if self.shape == "wild_set" else "鬼鬼"
        return "".join(tile_zh(k) for k in self.tiles)


@dataclass(frozen=True)
class Decomposition:
    """One partition of the hand (declared sets first, then concealed groups in canonical order)."""

    form: str
    groups: tuple[Group, ...]

    @property
    def pair(self) -> Group | None:
        for g in self.groups:
            if g.shape in ("pair", "wild_pair"):
                return g
        return None

    @cached_property
    def sets(self) -> tuple[Group, ...]:
        """The groups that are sets (computed once: a score reads them many times)."""
        return tuple(g for g in self.groups if g.is_set)

    @property
    def ghost_map(self) -> tuple[int, ...]:
        """Sorted kinds the (non-wild) ghosts stand for."""
        out: list[int] = []
        for g in self.groups:
            out.extend(g.ghosts)
        return tuple(sorted(out))

    @property
    def wild_groups(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.is_wild)

    def substituted_counts(self) -> list[int]:
        """34-long counts of the hand as it stands (ghosts as their kinds; wild groups left out)."""
        c = [0] * N_KINDS
        for g in self.groups:
            for k in g.tiles:
                c[k] += 1
        return c

    def __str__(self) -> str:
        return " ".join(str(g) for g in self.groups)


@dataclass(frozen=True)
class Reading:
    """A decomposition with the winning tile placed (``win_index`` into ``groups``) and its wait shape."""

    decomposition: Decomposition
    win_index: int | None = None
    win_shape: str | None = None
    win_kind: int | None = None  # the kind the winning tile stands as (differs from the tile for a ghost)

    @property
    def form(self) -> str:
        return self.decomposition.form

    @property
    def groups(self) -> tuple[Group, ...]:
        return self.decomposition.groups

    @property
    def win_group(self) -> Group | None:
        return None if self.win_index is None else self.groups[self.win_index]

    @property
    def pair(self) -> Group | None:
        return self.decomposition.pair

    @property
    def sets(self) -> tuple[Group, ...]:
        return self.decomposition.sets

    def __str__(self) -> str:
        parts = []
        for i, g in enumerate(self.groups):
            parts.append(f"[{g}]" if i == self.win_index else str(g))
        return " ".join(parts)

    def _repr_html_(self) -> str | None:
        return _display.html(self)   # the view layer registers the renderer (layers point one way)



_new = object.__new__


def new_decomposition(form: str, groups: tuple[Group, ...]) -> Decomposition:
    """``Decomposition(form, groups)`` without the frozen dataclass's per-field ``__init__`` (the hot paths of
    :func:`~mjlearn.readings.decompose` build one per partition): an equal object, fields set in ``__dict__``."""
    d = _new(Decomposition)
    d.__dict__.update(form=form, groups=groups)
    return d


def new_reading(decomposition: Decomposition, win_index: int | None, win_shape: str | None,
                win_kind: int | None) -> Reading:
    """``Reading(decomposition, win_index, win_shape, win_kind)``, built as :func:`new_decomposition` is."""
    r = _new(Reading)
    r.__dict__.update(decomposition=decomposition, win_index=win_index, win_shape=win_shape, win_kind=win_kind)
    return r


_GORDER = {"pair": 0, "wild_pair": 0, "single": 0, "pung": 1, "kong": 1, "chow": 2, "wild_set": 3}


def _gkey(gr: Group):
    return (_GORDER[gr.shape], gr.tiles, gr.ghosts)

