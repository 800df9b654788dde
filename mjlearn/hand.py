"""Hand model and its string form (spec ``common.md`` § Hand model).

String form (documented, round-trips: ``parse_hand(str(h)) == h``)::

    "123m11s78m pon:555z ankan:1111p +9m"     (7 concealed + 2 sets × 3 = 13, then the winning tile)

* concealed tiles first (compact notation or Chinese names, spaces allowed);
* then declared sets, each ``kind:tiles`` with kind one of ``chi`` (吃), ``pon`` (碰/岔),
  ``kan`` (明杠/直杠/冲杠/打明杠), ``kakan`` (加杠/蓄杠/抓明杠), ``ankan`` (暗杠);
* then ``+`` and the winning tile (optional).  Without ``+tile`` the hand is a 13-tile waiting hand.

Counts: concealed + 3 × sets = 13 for a waiting hand; with the winning tile that makes 14 (a kong
counts 3 toward the 14 though it has 4 tiles).  No kind more than 4 times in all.

Parsing is linear in the text and refuses more than :data:`MAX_HAND_CHARS` (400) characters at once; an
error quotes about 80 characters around the fault, with invisible characters (zero-width, NUL…) escaped.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable

from . import _display
from operator import eq as _eq

from .errors import MjError, excerpt
from .tiles import (ALLOWED_NOTATION, KIND_RANGE, N_KINDS, counts_of, is_suit, parse_tile, parse_tiles, parse_tiles_span,
                    rank_of, suit_of, tile_str, tile_zh, tiles_str)

MELD_KINDS = ("chi", "pon", "kan", "kakan", "ankan")
MELD_ZH = {"chi": "吃", "pon": "碰", "kan": "明杠", "kakan": "加杠", "ankan": "暗杠"}
MELD_EN = {"chi": "chow (claimed)", "pon": "pung (claimed)", "kan": "exposed kong (on a discard)",
           "kakan": "added kong", "ankan": "concealed kong"}
_MELD_ALIASES = {
    "chi": "chi", "吃": "chi", "chow": "chi",
    "pon": "pon", "碰": "pon", "岔": "pon", "pung": "pon",
    "kan": "kan", "明杠": "kan", "直杠": "kan", "冲杠": "kan", "打明杠": "kan", "minkan": "kan",
    "kakan": "kakan", "加杠": "kakan", "蓄杠": "kakan", "补杠": "kakan", "抓明杠": "kakan", "shouminkan": "kakan",
    "ankan": "ankan", "暗杠": "ankan",
}
ALLOWED_SETS = "chi:123m  pon:555z  kan:1111p  kakan:9999s  ankan:7777z (also 吃/碰/明杠/加杠/暗杠)"


_KIND_RANGE = KIND_RANGE + ", or parse notation with parse_hand"

MAX_HAND_CHARS = 400
"""Longest hand text accepted: 14 tiles and four sets in Chinese names with spaces need about 100."""


def _sorted_kinds(kinds, where: str) -> tuple[int, ...]:
    """The kinds sorted, after checking each is an ``int`` 0–33 (:class:`MjError` otherwise)."""
    if isinstance(kinds, (str, bytes)):
        raise MjError(f"{where} must be a sequence of tile kinds, not text ({excerpt(repr(kinds))})", where,
                      _KIND_RANGE)
    try:
        ks = tuple(kinds)
    except TypeError:
        raise MjError(f"{where} must be a sequence of tile kinds, not {type(kinds).__name__}", where,
                      _KIND_RANGE) from None
    if len(ks) > 4 * N_KINDS:
        raise MjError(f"{where}: {len(ks)} tiles, more than the whole set of {4 * N_KINDS}", where, _KIND_RANGE)
    for k in ks:
        if type(k) is not int or not 0 <= k < N_KINDS:
            raise MjError(f"{excerpt(repr(k))} is not a tile kind", where, _KIND_RANGE)
    return tuple(sorted(ks))


@dataclass(frozen=True)
class Meld:
    """A declared set (副露/下子).

    kind : one of ``chi pon kan kakan ankan``; tiles : sorted kinds (3 for chi/pon, 4 for kongs).
    """

    kind: str
    tiles: tuple[int, ...]

    def __post_init__(self):
        if not isinstance(self.kind, str) or self.kind not in MELD_KINDS:
            raise MjError(f"unknown set kind {excerpt(repr(self.kind))}", "the set kind", ", ".join(MELD_KINDS))
        object.__setattr__(self, "tiles", _sorted_kinds(self.tiles, f"the {self.kind} set"))
        t = self.tiles
        label = f"{self.kind}:{tiles_str(t)}"
        if self.kind == "chi":
            if len(t) != 3 or not all(is_suit(k) for k in t) or len({suit_of(k) for k in t}) != 1 \
                    or not (t[1] == t[0] + 1 and t[2] == t[0] + 2):
                raise MjError("a chi (chow) must be three consecutive tiles of one suit", label,
                              "e.g. chi:123m or chi:789s; honors never form chows")
        elif self.kind == "pon":
            if len(t) != 3 or len(set(t)) != 1:
                raise MjError("a pon (pung) must be three identical tiles", label, "e.g. pon:555z")
        else:
            if len(t) != 4 or len(set(t)) != 1:
                raise MjError(f"a {self.kind} (kong) must be four identical tiles", label, "e.g. ankan:1111p")

    @property
    def is_kong(self) -> bool:
        return self.kind in ("kan", "kakan", "ankan")

    @property
    def is_open(self) -> bool:
        """Claimed from another player (opens the hand); ``ankan`` does not."""
        return self.kind != "ankan"

    @property
    def kind_tile(self) -> int:
        return self.tiles[0]

    def __str__(self) -> str:
        return f"{self.kind}:{tiles_str(self.tiles)}"


@dataclass(frozen=True)
class Hand:
    """A hand: concealed tiles, declared sets, optional winning tile.

    concealed : sorted tuple of kinds, **excluding** the winning tile.
    melds : declared sets in the order given.
    win_tile : the winning tile's kind, or ``None`` for a waiting (13-tile) hand.
    """

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    win_tile: int | None = None

    def __post_init__(self):
        object.__setattr__(self, "concealed", _sorted_kinds(self.concealed, "the concealed tiles"))
        if isinstance(self.melds, Meld):
            melds = (self.melds,)
        elif self.melds is None or isinstance(self.melds, (str, bytes)) or not isinstance(self.melds, Iterable):
            raise MjError(f"the declared sets must be a sequence of Meld objects, not {excerpt(repr(self.melds))}",
                          "melds", "a tuple of Meld objects, e.g. (Meld('pon', (31, 31, 31)),), or () for none")
        else:
            melds = tuple(self.melds)
        if len(melds) > 4:
            raise MjError(f"{len(melds)} declared sets: a hand has at most 4", "melds", "0 to 4 sets")
        for m in melds:
            if not isinstance(m, Meld):
                raise MjError(f"{excerpt(repr(m))} is not a declared set", "melds",
                              "Meld objects, e.g. Meld('pon', (31, 31, 31))")
        object.__setattr__(self, "melds", melds)
        w = self.win_tile
        if w is not None and (type(w) is not int or not 0 <= w < N_KINDS):
            raise MjError(f"{excerpt(repr(w))} is not a tile kind", "the winning tile", _KIND_RANGE)

    # --- views ---
    @property
    def is_complete_size(self) -> bool:
        return self.win_tile is not None

    @property
    def closed_tiles(self) -> tuple[int, ...]:
        """Concealed tiles plus the winning tile (what is decomposed), sorted."""
        if self.win_tile is None:
            return self.concealed
        return tuple(sorted(self.concealed + (self.win_tile,)))

    def all_tiles(self) -> list[int]:
        """Every physical tile: concealed, winning tile, and all tiles of all sets (kongs 4)."""
        out = list(self.closed_tiles)
        for m in self.melds:
            out.extend(m.tiles)
        return out

    def counts(self) -> list[int]:
        """34-long count vector over :meth:`all_tiles`."""
        return counts_of(self.all_tiles())

    @property
    def is_open(self) -> bool:
        """True when any set was claimed (chi/pon/kan/kakan); ankan does not open."""
        return any(m.is_open for m in self.melds)

    def with_win(self, kind: int) -> "Hand":
        """This waiting hand completed by ``kind`` as the winning tile."""
        return Hand(self.concealed, self.melds, kind)

    def without_win(self) -> "Hand":
        return Hand(self.concealed, self.melds, None)

    def __str__(self) -> str:
        parts = []
        if self.concealed:
            parts.append(tiles_str(self.concealed))
        parts.extend(str(m) for m in self.melds)
        if self.win_tile is not None:
            parts.append("+" + tile_str(self.win_tile))
        return " ".join(parts)

    def zh(self) -> str:
        """Chinese rendering, e.g. ``一万 二万 … 碰:东东东 +九万``."""
        parts = [" ".join(tile_zh(k) for k in self.concealed)] if self.concealed else []
        parts.extend(f"{MELD_ZH[m.kind]}:{''.join(tile_zh(k) for k in m.tiles)}" for m in self.melds)
        if self.win_tile is not None:
            parts.append("+" + tile_zh(self.win_tile))
        return " ".join(parts)

    def _repr_html_(self) -> str | None:
        """Rich display in Jupyter, drawn by the view layer through :mod:`mjlearn._display`."""
        return _display.html(self)


_MELD_KIND_RE = re.compile(r"[A-Za-z\u4e00-\u9fff]+")


def _at(text: str, pos: int) -> str:
    """Where-text for a fault at ``pos``: the position and ~80 characters of context, invisibles escaped."""
    return f"position {pos + 1} of '{excerpt(text, pos)}'"


def _colon_in(text: str, a: int, b: int) -> int:
    """Index of the first ':' or '：' in ``text[a:b]``, or −1."""
    for j in range(a, b):
        if text[j] in ":：":
            return j
    return -1


def parse_hand(text: "str | Hand", *, allow_partial: bool = False) -> Hand:
    """Parse the documented string form into a validated :class:`Hand`.

    Parameters
    ----------
    text : str | Hand
        e.g. ``"123m11s78m pon:555z ankan:1111p +9m"`` or ``"一万二万三万 … +九万"``.
        A ``Hand`` is returned unchanged (after validation).
    allow_partial : bool
        Skip the 13/14 count check (used by the explorer while a hand is being built).

    Returns
    -------
    Hand

    Raises
    ------
    MjError
        Malformed text (names the token), unknown set kind, malformed set, more than 4 copies of a kind,
        wrong tile count (says how many there are and how many are needed), two winning tiles.

    Source: spec ``common.md`` § Hand model.
    """
    if isinstance(text, Hand):
        validate_hand(text, allow_partial=allow_partial)
        return text
    if not isinstance(text, str):
        raise MjError(f"a hand must be given as text, not {type(text).__name__}", excerpt(repr(text)),
                      "a string such as '123m456p11s78m pon:555z +9m'")
    if len(text) > MAX_HAND_CHARS:
        raise MjError(f"this hand text is {len(text)} characters long; a hand is never more than a few hundred",
                      excerpt(text), f"at most {MAX_HAND_CHARS} characters, e.g. '123m456p11s78m pon:555z +9m'")
    end = len(text.rstrip())
    win = None
    plus = text.find("+")
    if plus >= 0:
        if text.find("+", plus + 1) >= 0:
            raise MjError("only one winning tile may be marked with '+'", _at(text, text.find("+", plus + 1)),
                          "one '+tile' at the end")
        if text[:plus].rstrip().endswith((":", "：")):
            raise MjError("a set prefix must be followed by the set's own tiles, not by '+'", _at(text, plus),
                          "'<concealed tiles> <sets…> +<winning tile>', e.g. '123m pon:555z +9m'")
        tail = text[plus + 1:].strip()
        if not tail:
            raise MjError("'+' must be followed by the winning tile", _at(text, plus), "e.g. '+9m'")
        if ":" in tail or "：" in tail:
            raise MjError("declared sets must come before the '+winning tile'", _at(text, plus),
                          "'<concealed tiles> <sets…> +<winning tile>', e.g. '123m pon:555z +9m'")
        ks = parse_tiles_span(text, plus + 1, end)
        if len(ks) != 1:
            raise MjError(f"'+' marks one winning tile: expected exactly one tile after it, got {len(ks)}", _at(text, plus),
                          "one tile after '+', e.g. '+9m'; the other tiles go before the sets")
        win = ks[0]
        end = plus
    concealed: list[int] = []
    melds: list[Meld] = []
    toks = [(m.start(), m.end()) for m in re.finditer(r"\S+", text[:end])]
    i = 0
    while i < len(toks):
        a, b = toks[i]
        i += 1
        if text[b - 1] in ":：" and i < len(toks):  # "pon: 999s" = "pon:999s"
            b2 = toks[i][1]
            i += 1
        else:
            b2 = b
        colon = _colon_in(text, a, b)
        if colon >= 0 and _MELD_KIND_RE.fullmatch(text, a, colon):
            name = text[a:colon]
            kind = _MELD_ALIASES.get(name.lower(), _MELD_ALIASES.get(name))
            if kind is None:
                raise MjError(f"unknown set kind '{excerpt(name, 0, 20)}'", _at(text, a), ALLOWED_SETS)
            start = colon + 1
            while start < b2 and text[start].isspace():
                start += 1
            if start >= b2:
                raise MjError(f"the set prefix '{name}:' has no tiles after it", _at(text, a), ALLOWED_SETS)
            melds.append(Meld(kind, tuple(parse_tiles_span(text, start, b2))))
        else:
            if melds:
                raise MjError("concealed tiles must come before the declared sets", _at(text, a),
                              "'<concealed tiles> <sets…> +<winning tile>'")
            concealed.extend(parse_tiles_span(text, a, b2))
    h = Hand(tuple(concealed), tuple(melds), win)
    validate_hand(h, allow_partial=allow_partial)
    return h


def validate_hand(h: Hand, *, allow_partial: bool = False) -> None:
    """Check copies (≤ 4 of each kind) and the tile count; raise :class:`MjError` otherwise."""
    t = h.concealed
    if not h.melds and len(t) == 13 and not any(map(_eq, t, t[4:])) and (h.win_tile is None or t.count(h.win_tile) < 4):
        return  # the common case, without counting: 13 sorted concealed tiles, no kind five times
    c = h.counts()
    for k in range(N_KINDS):
        if c[k] > 4:
            raise MjError(f"{c[k]} copies of {tile_str(k)} ({tile_zh(k)}): there are only 4 of each tile", tile_str(k),
                          "at most 4 copies of a kind across concealed tiles, sets and the winning tile")
    if len(h.melds) > 4:
        raise MjError(f"{len(h.melds)} declared sets: a hand has at most 4", str(h), "0 to 4 sets")
    if allow_partial:
        return
    n = len(h.concealed) + 3 * len(h.melds)
    if h.win_tile is None:
        if n == 14:
            raise MjError("14 tiles but no winning tile marked", str(h),
                          "mark the winning tile with '+', e.g. '…12m +3m'; 13 tiles (sets count 3) make a waiting hand")
        if n != 13:
            raise MjError(f"a waiting hand needs 13 tiles (sets count 3 each); this one has {n}", str(h),
                          "13 tiles, or 13 + '+winning tile'")
    else:
        if n != 13:
            raise MjError(f"a complete hand needs 13 tiles plus the winning tile (sets count 3 each); "
                          f"this one has {n} plus the winning tile", str(h), "13 tiles + '+winning tile'")


def hand_from_tiles(concealed: Iterable[int], melds: Iterable[Meld] = (), win_tile: int | None = None) -> Hand:
    """Build and validate a hand from kinds (no string round trip)."""
    h = Hand(tuple(concealed), tuple(melds), win_tile)
    validate_hand(h)
    return h


__all__ = ["Hand", "Meld", "MELD_KINDS", "MELD_ZH", "MELD_EN", "parse_hand", "validate_hand", "hand_from_tiles",
           "rank_of", "ALLOWED_NOTATION"]
