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
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from operator import eq as _eq
from typing import TYPE_CHECKING, ClassVar

from . import _display
from .errors import MjError, excerpt
from .i18n import T, Text, register
from .tiles import (
    ALLOWED_NOTATION,
    KIND_RANGE,
    N_KINDS,
    counts_of,
    is_suit,
    parse_tiles_span,
    rank_of,
    suit_of,
    tile_name,
    tile_str,
    tile_zh,
    tiles_str,
)

MELD_KINDS = ("chi", "pon", "kan", "kakan", "ankan")
MELD_ZH = {"chi": "吃", "pon": "碰", "kan": "明杠", "kakan": "碰后开杠", "ankan": "暗杠"}
MELD_EN = {"chi": "chow (claimed)", "pon": "pung (claimed)", "kan": "exposed kong (on a discard)",
           "kakan": "added kong", "ankan": "concealed kong"}
_MELD_ALIASES = {
    "chi": "chi", "吃": "chi", "chow": "chi",
    "pon": "pon", "碰": "pon", "岔": "pon", "pung": "pon",
    "kan": "kan", "明杠": "kan", "直杠": "kan", "冲杠": "kan", "打明杠": "kan", "minkan": "kan",
    "kakan": "kakan", "碰后开杠": "kakan", "加杠": "kakan", "蓄杠": "kakan", "补杠": "kakan", "抓明杠": "kakan", "shouminkan": "kakan",
    "ankan": "ankan", "暗杠": "ankan",
}
register({
    "err.hand.sets": ("chi:123m  pon:555z  kan:1111p  kakan:9999s  ankan:7777z（也可写 吃、碰、明杠、暗杠；碰后开的杠写 蓄杠 或 抓明杠）",
                      "chi:123m  pon:555z  kan:1111p  kakan:9999s  ankan:7777z (also 吃/碰/明杠/加杠/暗杠)"),
    "err.hand.parse_suffix": ("，或用 parse_hand() 解析简写", ", or parse notation with parse_hand()"),
    "err.hand.too_many": ("{where}：{n} 张，比整副牌的 {all} 张还多", "{where}: {n} tiles, more than the whole set of {all}"),
    "err.hand.set_kind_where": ("组的种类", "the set kind"),
    "err.hand.too_long": ("这手牌的文字有 {n} 个字符；一手牌不会超过几百个字符",
                          "this hand text is {n} characters long; a hand is never more than a few hundred"),
    "err.hand.too_long.ok": ("最多 {max} 个字符，如 '123m456p11s78m pon:555z +9m'",
                             "at most {max} characters, e.g. '123m456p11s78m pon:555z +9m'"),
    "err.hand.prefix_plus": ("组的前缀后面要跟这组的牌，不能跟“+”", "a set prefix must be followed by the set's own tiles, not by '+'"),
    "err.hand.plus_one": ("“+”只标一张胡的牌：后面应该只有一张牌，这里有 {n} 张",
                          "'+' marks one winning tile: expected exactly one tile after it, got {n}"),
    "err.hand.plus_one.ok": ("“+”后面一张牌，如“+9m”；其他牌写在组前面", "one tile after '+', e.g. '+9m'; the other tiles go before the sets"),
    "err.hand.prefix_empty": ("组的前缀“{name}:”后面没有牌", "the set prefix '{name}:' has no tiles after it"),
    "err.hand.not_seq": ("{where}要是一串牌的种类，不能是 {type}", "{where} must be a sequence of tile kinds, not {type}"),
    "err.hand.not_kind": ("{k} 不是牌的种类", "{k} is not a tile kind"),
    "err.hand.set_kind": ("没有“{kind}”这种组", "unknown set kind '{kind}'"),
    "err.hand.chi": ("吃（顺子）要是同一门的三张连续的牌", "a chi (chow) must be three consecutive tiles of one suit"),
    "err.hand.chi.ok": ("如 chi:123m 或 chi:789s；字牌不能成顺子", "e.g. chi:123m or chi:789s; honors never form chows"),
    "err.hand.pon": ("碰（刻子）要是三张相同的牌", "a pon (pung) must be three identical tiles"),
    "err.hand.pon.ok": ("如 pon:555z", "e.g. pon:555z"),
    "err.hand.kong": ("{kind}（杠）要是四张相同的牌", "a {kind} (kong) must be four identical tiles"),
    "err.hand.kong.ok": ("如 ankan:1111p", "e.g. ankan:1111p"),
    "err.hand.not_meld": ("{m} 不是一个下了的组", "{m!r} is not a declared set"),
    "err.hand.not_meld.ok": ("Meld 对象，如 Meld('pon', [31, 31, 31])", "Meld objects, e.g. Meld('pon', [31, 31, 31])"),
    "err.hand.win_where": ("胡的牌", "the winning tile"),
    "err.hand.not_text": ("手牌要写成文字，不能是 {type}", "a hand must be given as text, not {type}"),
    "err.hand.not_text.ok": ("像 '123m456p11s78m pon:555z +9m' 这样的字符串", "a string such as '123m456p11s78m pon:555z +9m'"),
    "err.hand.two_plus": ("只能用“+”标出一张胡的牌", "only one winning tile may be marked with '+'"),
    "err.hand.two_plus.ok": ("末尾一个“+牌”", "one '+tile' at the end"),
    "err.hand.plus_empty": ("“+”后面要写胡的牌", "'+' must be followed by the winning tile"),
    "err.hand.plus_empty.ok": ("如“+9m”", "e.g. '+9m'"),
    "err.hand.sets_first": ("下了的组要写在“+胡的牌”前面", "declared sets must come before the '+winning tile'"),
    "err.hand.order.ok": ("“手里的牌 组… +胡的牌”，如 '123m pon:555z +9m'",
                          "'<concealed tiles> <sets…> +<winning tile>', e.g. '123m pon:555z +9m'"),
    "err.hand.concealed_first": ("手里的牌要写在下了的组前面", "concealed tiles must come before the declared sets"),
    "err.hand.order2.ok": ("“手里的牌 组… +胡的牌”", "'<concealed tiles> <sets…> +<winning tile>'"),
    "err.hand.five": ("{zh}有 {n} 张：每种牌只有 4 张", "{n} copies of {tile} ({zh}): there are only 4 of each tile"),
    "err.hand.five.ok": ("手里、组里和胡的牌合计每种最多 4 张",
                         "at most 4 copies of a kind across concealed tiles, sets and the winning tile"),
    "err.hand.many_sets": ("下了 {n} 组：一手牌最多 4 组", "{n} declared sets: a hand has at most 4"),
    "err.hand.many_sets.ok": ("0 到 4 组", "0 to 4 sets"),
    "err.hand.no_win": ("14 张牌，但没有标出胡的牌", "14 tiles but no winning tile marked"),
    "err.hand.no_win.ok": ("用“+”标出胡的牌，如 '…12m +3m'；13 张（每组算 3 张）是听牌的手",
                           "mark the winning tile with '+', e.g. '…12m +3m'; 13 tiles (sets count 3) make a waiting hand"),
    "err.hand.count13": ("听牌的手要 13 张（每组算 3 张），这手有 {n} 张",
                         "a waiting hand needs 13 tiles (sets count 3 each); this one has {n}"),
    "err.hand.count13.ok": ("13 张，或 13 张 + “+胡的牌”", "13 tiles, or 13 + '+winning tile'"),
    "err.hand.count14": ("胡牌的手要 13 张加胡的牌（每组算 3 张），这手有 {n} 张加胡的牌",
                         "a complete hand needs 13 tiles plus the winning tile (sets count 3 each); "
                         "this one has {n} plus the winning tile"),
    "err.hand.count14.ok": ("13 张 + “+胡的牌”", "13 tiles + '+winning tile'"),
})
ALLOWED_SETS = T("err.hand.sets")
_KIND_RANGE = KIND_RANGE + T("err.hand.parse_suffix")

MAX_HAND_CHARS = 400
"""Longest hand text accepted: 14 tiles and four sets in Chinese names with spaces need about 100."""


def _sorted_kinds(kinds, where: str) -> tuple[int, ...]:
    """The kinds sorted, after checking each is an ``int`` 0–33 (:class:`MjError` otherwise)."""
    if isinstance(kinds, (str, bytes)):
        raise MjError(Text(f"{where}要是一串牌种编号，不能是文字（{excerpt(repr(kinds))}）",
                           f"{where} must be a sequence of tile kinds, not text ({excerpt(repr(kinds))})"), where,
                      _KIND_RANGE)
    try:
        ks = tuple(kinds)
    except TypeError:
        raise MjError(T("err.hand.not_seq", where=where, type=type(kinds).__name__), where, _KIND_RANGE) from None
    if len(ks) > 4 * N_KINDS:
        raise MjError(T("err.hand.too_many", where=where, n=len(ks), all=4 * N_KINDS), where, _KIND_RANGE)
    if not (_INT_ONLY.issuperset(map(type, ks)) and _KINDS.issuperset(ks)):  # one C-level pass each
        for k in ks:
            if type(k) is not int or not 0 <= k < N_KINDS:
                raise MjError(T("err.hand.not_kind", k=excerpt(repr(k))), where, _KIND_RANGE)
    return tuple(sorted(ks))


_INT_ONLY = frozenset((int,))  # exactly int: True (a bool) and 1.0 hash like 1, so the kind set alone lets them in
_KINDS = frozenset(range(N_KINDS))
_P5K = tuple(5 ** (k % 9) for k in range(27))  # a suited kind's weight in a block's base-5 index
_P5H = (0,) * 27 + tuple(5 ** (k - 27) for k in range(27, 34))  # an honor's weight in the honors block's index

#: the complete forms, one bit each, in :attr:`Hand._plain_forms` (what ``mj.is_complete`` tests first)
STANDARD_BIT, SEVEN_PAIRS_BIT, THIRTEEN_ORPHANS_BIT = 1, 2, 4
FORM_BITS = {"standard": STANDARD_BIT, "seven_pairs": SEVEN_PAIRS_BIT, "thirteen_orphans": THIRTEEN_ORPHANS_BIT}


def _suit_forms(n0: int, n1: int, n2: int) -> int:
    """The forms that three suit blocks of ``n0``, ``n1``, ``n2`` tiles leave open in a concealed 14-tile hand
    (necessary conditions only, on the sizes; spec ``common.md`` § Decompositions, § Seven pairs, § Thirteen
    orphans): standard — each block is sets and at most one pair (≡ 0 or 2 tiles mod 3), and not all three hold a
    pair (the honors block would then be ≡ 2 as well: four pairs); seven pairs — each block is pairs (even);
    thirteen orphans — each block is its 1 and 9, one of them perhaps twice (2 or 3 tiles)."""
    r = (n0 % 3, n1 % 3, n2 % 3)
    bits = STANDARD_BIT if 1 not in r and r != (2, 2, 2) else 0
    if n0 % 2 == n1 % 2 == n2 % 2 == 0:
        bits |= SEVEN_PAIRS_BIT
    if {n0, n1, n2} <= {2, 3}:
        bits |= THIRTEEN_ORPHANS_BIT
    return bits


_SUIT_FORMS = tuple(_suit_forms(n0, n1, n2) for n0 in range(15) for n1 in range(15) for n2 in range(15))


def _honor_forms() -> bytes:
    """The forms an honors block allows, at the block's base-5 index Σ 5^(kind − 27) (5^7 entries; spec
    ``common.md`` § Decompositions, § Seven pairs, § Thirteen orphans): standard — each honor 0, 2 or 3 times
    (pungs; honors make no chows) and at most one of them twice (the pair); seven pairs — each 0, 2 or 4 times;
    thirteen orphans — each once, at most one of them twice.

    Built a kind at a time (1z is the lowest base-5 digit, so each new kind is the highest): the table of the
    first ``i`` kinds holds a state per block — standard 0 (no) / 1 (pungs) / 2 (pungs and the pair), seven
    pairs 0 / 1, thirteen orphans 0 (no) / 1 (each once) / 2 (one twice), as ``6 standard + 3 seven + orphans``
    — and the next kind's count ``c`` maps every state at once (``bytes.translate``)."""
    def step(state: int, c: int) -> int:
        std, seven, orphans = state // 6, state // 3 % 2, state % 3
        std = 0 if not std or c in (1, 4) or (c == 2 and std == 2) else std + (c == 2)
        seven = seven if c in (0, 2, 4) else 0
        orphans = 0 if not orphans or c not in (1, 2) or (c == 2 and orphans == 2) else orphans + (c == 2)
        return 6 * std + 3 * seven + orphans

    moves = [bytes(step(s, c) if s < 18 else 0 for s in range(256)) for c in range(5)]
    table = bytes([6 * 1 + 3 * 1 + 1])  # no kind yet: every form still open
    for _ in range(7):
        table = b"".join(table.translate(moves[c]) for c in range(5))
    bits = bytes((STANDARD_BIT if s // 6 else 0) | (SEVEN_PAIRS_BIT if s // 3 % 2 else 0)
                 | (THIRTEEN_ORPHANS_BIT if s % 3 else 0) if s < 18 else 0 for s in range(256))
    return table.translate(bits)


_HONOR_FORMS = _honor_forms()


@dataclass(frozen=True)
class Meld:
    """A declared set (副露/下子).

    kind : one of ``chi pon kan kakan ankan``; tiles : sorted kinds (3 for chi/pon, 4 for kongs).
    """

    kind: str
    tiles: tuple[int, ...]

    def __post_init__(self):
        if not isinstance(self.kind, str) or self.kind not in MELD_KINDS:
            raise MjError(T("err.hand.set_kind", kind=excerpt(repr(self.kind))), T("err.hand.set_kind_where"),
                          ", ".join(MELD_KINDS))
        object.__setattr__(self, "tiles", _sorted_kinds(self.tiles, f"the {self.kind} set"))
        t = self.tiles
        label = f"{self.kind}:{tiles_str(t)}"
        if self.kind == "chi":
            if len(t) != 3 or not all(is_suit(k) for k in t) or len({suit_of(k) for k in t}) != 1 \
                    or not (t[1] == t[0] + 1 and t[2] == t[0] + 2):
                raise MjError(T("err.hand.chi"), label, T("err.hand.chi.ok"))
        elif self.kind == "pon":
            if len(t) != 3 or len(set(t)) != 1:
                raise MjError(T("err.hand.pon"), label, T("err.hand.pon.ok"))
        else:
            if len(t) != 4 or len(set(t)) != 1:
                raise MjError(T("err.hand.kong", kind=self.kind), label, T("err.hand.kong.ok"))

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


_MELD_ONLY = frozenset((Meld,))  # exactly Meld (a subclass takes the checked path)


@dataclass(frozen=True)
class Hand:
    """A hand: concealed tiles, declared sets, optional winning tile.

    concealed : sorted tuple of kinds, **excluding** the winning tile.
    melds : declared sets in the order given.
    win_tile : the winning tile's kind, or ``None`` for a waiting (13-tile) hand.
    """

    # the honors index that mj.is_complete reads first sits in a slot (one load from the object itself, not a
    # look-up in its __dict__, which may be out of the processor's cache); the other derived values stay in
    # __dict__.  Pickling and copying rebuild the hand from its three fields (__reduce__).
    __slots__ = ("_plain_forms", "__dict__")

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    win_tile: int | None = None
    if TYPE_CHECKING:  # derived in __post_init__ (not fields): declared for the type checker only
        _closed: ClassVar[tuple[int, ...]]
        _blocks: ClassVar[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
        _keys: ClassVar[tuple[int, int, int]]
        _ok: ClassVar[bool]
        _plain_forms: ClassVar[int]  # a slot (see __slots__)

    def __post_init__(self):
        object.__setattr__(self, "concealed", _sorted_kinds(self.concealed, "the concealed tiles"))
        melds = self.melds
        if not (type(melds) is tuple and len(melds) <= 4 and _MELD_ONLY.issuperset(map(type, melds))):
            # anything but the common case (a tuple of at most four Meld objects): normalise or refuse
            if isinstance(melds, Meld):
                melds = (melds,)
            elif melds is None or isinstance(melds, (str, bytes)) or not isinstance(melds, Iterable):
                raise MjError(Text(f"下了的组要是一串 Meld，不能是 {excerpt(repr(melds))}",
                                   f"the declared sets must be a sequence of Meld objects, not {excerpt(repr(melds))}"),
                              "melds", Text("一串 Meld，如 (Meld('pon', (31, 31, 31)),)；没有下的组就写 ()",
                                            "a tuple of Meld objects, e.g. (Meld('pon', (31, 31, 31)),), or () for none"))
            else:
                melds = tuple(melds)
            if len(melds) > 4:
                raise MjError(T("err.hand.many_sets", n=len(melds)), "melds", T("err.hand.many_sets.ok"))
            for m in melds:
                if not isinstance(m, Meld):
                    raise MjError(T("err.hand.not_meld", m=excerpt(repr(m))), "melds", T("err.hand.not_meld.ok"))
            object.__setattr__(self, "melds", melds)
        w = self.win_tile
        if w is not None and (type(w) is not int or not 0 <= w < N_KINDS):
            raise MjError(T("err.hand.not_kind", k=excerpt(repr(w))), T("err.hand.win_where"), _KIND_RANGE)
        # Derived once, here ("a thin public path"): the closed tiles sorted, their four suit blocks,
        # and whether the hand passes validate_hand() — so no public call sorts, splits or validates again.
        # Not fields: equality, hashing and repr are the three fields' alone.
        c = self.concealed
        if w is None:
            closed = c
        else:
            j = bisect_right(c, w)
            closed = c[:j] + (w,) + c[j:]
        i1 = bisect_left(closed, 9)
        i2 = bisect_left(closed, 18, i1)
        i3 = bisect_left(closed, 27, i2)
        d = self.__dict__
        d["_closed"] = closed
        d["_blocks"] = b = (closed[:i1], closed[i1:i2], closed[i2:i3], closed[i3:])
        # each suit block's index in the readings layer's suit table: Σ 5^rank over its tiles (its base-5 counts)
        at = _P5K.__getitem__
        d["_keys"] = (sum(map(at, b[0])), sum(map(at, b[1])), sum(map(at, b[2])))
        if len(c) + 3 * len(melds) != 13:
            ok = False
        elif melds:
            s = list(closed)
            for m in melds:
                s += m.tiles
            s.sort()
            ok = not any(map(_eq, s, s[4:]))
        else:
            ok = not any(map(_eq, closed, closed[4:]))
        d["_ok"] = ok  # a full hand (13 tiles, or 13 + the winning tile) with no kind five times
        # a valid 14-tile hand without declared sets: the forms (STANDARD_BIT | SEVEN_PAIRS_BIT |
        # THIRTEEN_ORPHANS_BIT) that both its suit blocks' sizes and its honors block allow, which mj.is_complete
        # tests first (a hand with none of its ruleset's forms is not complete); 0 for 13 tiles; −1 for any other
        if not ok or melds:
            forms = -1
        elif w is None:
            forms = 0
        else:
            forms = _SUIT_FORMS[(len(b[0]) * 15 + len(b[1])) * 15 + len(b[2])] \
                & _HONOR_FORMS[sum(map(_P5H.__getitem__, b[3]))]
        object.__setattr__(self, "_plain_forms", forms)

    def __reduce__(self):
        return (Hand, (self.concealed, self.melds, self.win_tile))

    # --- views ---
    @property
    def is_complete_size(self) -> bool:
        return self.win_tile is not None

    @property
    def closed_tiles(self) -> tuple[int, ...]:
        """Concealed tiles plus the winning tile (what is decomposed), sorted."""
        return self._closed

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

    def with_win(self, kind: int) -> Hand:
        """This waiting hand completed by ``kind`` as the winning tile."""
        return Hand(self.concealed, self.melds, kind)

    def without_win(self) -> Hand:
        return Hand(self.concealed, self.melds, None)

    def __str__(self) -> str:
        parts = []
        if self.concealed:
            parts.append(tiles_str(self.concealed))
        parts.extend(str(m) for m in self.melds)
        if self.win_tile is not None:
            parts.append("+" + tile_str(self.win_tile))
        return " ".join(parts)

    def zh(self, ruleset: str | None = None) -> str:
        """Chinese rendering, e.g. ``一万 二万 … 碰:东东东 +九万`` (the form the parser reads back).  With
        ``ruleset`` (an id) it is prose for a Chinese reader: tiles as that ruleset writes them (五饼 in Mawan),
        a Chinese colon after 碰/吃/杠 (``一万 二万 … 碰：东东东 +九万``)."""
        name = tile_zh if ruleset is None else (lambda k: tile_name(k, ruleset) if k < 27 else tile_zh(k))
        colon = ":" if ruleset is None else "："
        parts = [" ".join(name(k) for k in self.concealed)] if self.concealed else []
        parts.extend(f"{MELD_ZH[m.kind]}{colon}{''.join(name(k) for k in m.tiles)}" for m in self.melds)
        if self.win_tile is not None:
            parts.append("+" + name(self.win_tile))
        return " ".join(parts)

    def _repr_html_(self) -> str | None:
        """Rich display in Jupyter, drawn by the view layer through :mod:`mjlearn._display`."""
        return _display.html(self)


_MELD_KIND_RE = re.compile(r"[A-Za-z\u4e00-\u9fff]+")


def _where_at(text: str, pos: int):
    """Where-text for a fault at ``pos``: the position and ~80 characters of context, invisibles escaped."""
    return T("err.tile.where", pos=pos + 1, text=excerpt(text, pos))


def _colon_in(text: str, a: int, b: int) -> int:
    """Index of the first ':' or '：' in ``text[a:b]``, or −1."""
    for j in range(a, b):
        if text[j] in ":：":
            return j
    return -1


def parse_hand(text: str | Hand, *, allow_partial: bool = False) -> Hand:
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
        raise MjError(T("err.hand.not_text", type=type(text).__name__), excerpt(repr(text)), T("err.hand.not_text.ok"))
    if len(text) > MAX_HAND_CHARS:
        raise MjError(T("err.hand.too_long", n=len(text)), excerpt(text), T("err.hand.too_long.ok", max=MAX_HAND_CHARS))
    end = len(text.rstrip())
    win = None
    plus = text.find("+")
    if plus >= 0:
        if text.find("+", plus + 1) >= 0:
            raise MjError(T("err.hand.two_plus"), _where_at(text, text.find("+", plus + 1)), T("err.hand.two_plus.ok"))
        if text[:plus].rstrip().endswith((":", "：")):
            raise MjError(T("err.hand.prefix_plus"), _where_at(text, plus), T("err.hand.order.ok"))
        tail = text[plus + 1:].strip()
        if not tail:
            raise MjError(T("err.hand.plus_empty"), _where_at(text, plus), T("err.hand.plus_empty.ok"))
        if ":" in tail or "：" in tail:
            raise MjError(T("err.hand.sets_first"), _where_at(text, plus), T("err.hand.order.ok"))
        ks = parse_tiles_span(text, plus + 1, end)
        if len(ks) != 1:
            raise MjError(T("err.hand.plus_one", n=len(ks)), _where_at(text, plus), T("err.hand.plus_one.ok"))
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
                raise MjError(T("err.hand.set_kind", kind=excerpt(name, 0, 20)), _where_at(text, a), ALLOWED_SETS)
            start = colon + 1
            while start < b2 and text[start].isspace():
                start += 1
            if start >= b2:
                raise MjError(T("err.hand.prefix_empty", name=name), _where_at(text, a), ALLOWED_SETS)
            melds.append(Meld(kind, tuple(parse_tiles_span(text, start, b2))))
        else:
            if melds:
                raise MjError(T("err.hand.concealed_first"), _where_at(text, a), T("err.hand.order2.ok"))
            concealed.extend(parse_tiles_span(text, a, b2))
    h = Hand(tuple(concealed), tuple(melds), win)
    validate_hand(h, allow_partial=allow_partial)
    return h


def validate_hand(h: Hand, *, allow_partial: bool = False) -> None:
    """Check copies (≤ 4 of each kind) and the tile count; raise :class:`MjError` otherwise."""
    if h._ok:  # decided when the Hand was built
        return
    t = h.concealed
    melds = h.melds
    if not melds:
        if len(t) == 13 and not any(map(_eq, t, t[4:])) and (h.win_tile is None or t.count(h.win_tile) < 4):
            return  # the common case, without counting: 13 sorted concealed tiles, no kind five times
    elif len(t) + 3 * len(melds) == 13:  # right size with sets: sort every physical tile, no kind five times
        s = list(t)
        for m in melds:
            s += m.tiles
        if h.win_tile is not None:
            s.append(h.win_tile)
        s.sort()
        if not any(map(_eq, s, s[4:])):
            return
    c = h.counts()
    for k in (range(N_KINDS) if max(c) > 4 else ()):
        if c[k] > 4:
            raise MjError(T("err.hand.five", n=c[k], tile=tile_str(k), zh=tile_name(k)), tile_str(k), T("err.hand.five.ok"))
    if len(h.melds) > 4:
        raise MjError(T("err.hand.many_sets", n=len(h.melds)), str(h), T("err.hand.many_sets.ok"))
    if allow_partial:
        return
    n = len(h.concealed) + 3 * len(h.melds)
    if h.win_tile is None:
        if n == 14:
            raise MjError(T("err.hand.no_win"), str(h), T("err.hand.no_win.ok"))
        if n != 13:
            raise MjError(T("err.hand.count13", n=n), str(h), T("err.hand.count13.ok"))
    else:
        if n != 13:
            raise MjError(T("err.hand.count14", n=n), str(h), T("err.hand.count14.ok"))


def hand_from_tiles(concealed: Iterable[int], melds: Iterable[Meld] = (), win_tile: int | None = None) -> Hand:
    """Build and validate a hand from kinds (no string round trip)."""
    h = Hand(tuple(concealed), tuple(melds), win_tile)
    validate_hand(h)
    return h


__all__ = ["Hand", "Meld", "MELD_KINDS", "MELD_ZH", "MELD_EN", "parse_hand", "validate_hand", "hand_from_tiles",
           "rank_of", "ALLOWED_NOTATION"]
