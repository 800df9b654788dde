"""Tiles and notation (spec ``common.md`` § Tiles).

A tile *kind* is an ``int`` from 0 to 33:

=========  ===========  =================================
kinds      notation     meaning
=========  ===========  =================================
0–8        ``1m``–``9m``  characters 万
9–17       ``1p``–``9p``  dots 筒 (饼)
18–26      ``1s``–``9s``  bamboo 条
27–30      ``1z``–``4z``  winds 东 南 西 北
31–33      ``5z``–``7z``  dragons 白 发 中
=========  ===========  =================================

Input accepts compact notation (``123m456p11z``), Chinese names (``一万``, ``1万``, ``五筒``, ``五饼``,
``九条``, ``东``/``东风``, ``中``/``红中``, ``发``/``发财``, ``白``/``白板``), mixed and with spaces.
Red fives (``0m/0p/0s``) are not tiles of these rulesets and are refused.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from . import terms
from .errors import MjError, excerpt, invisible_name, visible
from .i18n import T, Text, register

N_KINDS = 34
SUITS = "mps"
ALL_KINDS: tuple[int, ...] = tuple(range(N_KINDS))

EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS: tuple[int, ...] = (EAST, SOUTH, WEST, NORTH)
DRAGONS: tuple[int, ...] = (WHITE, GREEN, RED)
HONORS: tuple[int, ...] = WINDS + DRAGONS
TERMINALS: tuple[int, ...] = (0, 8, 9, 17, 18, 26)
YAOJIU: tuple[int, ...] = TERMINALS + HONORS  # 幺九: 1, 9, winds, dragons

_SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}
_SUIT_EN = {"m": "characters", "p": "dots", "s": "bamboo"}  # English names: "5 of dots", "East wind", "Red dragon"
_NUM_ZH = "一二三四五六七八九"
_HONOR_ZH = ("东", "南", "西", "北", "白", "发", "中")
_HONOR_ZH_LONG = ("东风", "南风", "西风", "北风", "白板", "发财", "红中")
_HONOR_EN = ("East wind", "South wind", "West wind", "North wind", "White dragon", "Green dragon", "Red dragon")


def suit_of(kind: int) -> str:
    """Suit letter of a kind: ``'m'``, ``'p'``, ``'s'`` or ``'z'`` (honors)."""
    return "mpsz"[kind // 9] if kind < 27 else "z"


def rank_of(kind: int) -> int:
    """Rank 1–9 of a suit kind, or 1–7 of an honor (``1z``–``7z``)."""
    return kind % 9 + 1 if kind < 27 else kind - 26


def is_suit(kind: int) -> bool:
    return kind < 27


def is_honor(kind: int) -> bool:
    return kind >= 27


def is_terminal(kind: int) -> bool:
    """Suit tile of rank 1 or 9."""
    return kind < 27 and kind % 9 in (0, 8)


def is_yaojiu(kind: int) -> bool:
    """幺九 in Mawan's wording: 1, 9, any wind, any dragon."""
    return kind >= 27 or kind % 9 in (0, 8)


def is_wind(kind: int) -> bool:
    return 27 <= kind <= 30


def is_dragon(kind: int) -> bool:
    return kind >= 31


def kind_of(rank: int, suit: str) -> int:
    """Kind from rank and suit letter (``kind_of(5, 'p') == 13``)."""
    if suit == "z":
        return 26 + rank
    return "mps".index(suit) * 9 + rank - 1


register({
    "err.tile.kind": ("{k} 不是牌的种类", "{k} is not a tile kind"),
    "err.tile.kind.ok": ("Python 整数 0–33（0–8 = 1m–9m，9–17 = 1p–9p，18–26 = 1s–9s，27–33 = 1z–7z；numpy 的值用 int(x) 转换）；"
                         "True/False 和 2.0 不是种类",
                         "whole numbers 0-33 (0-8 = 1m-9m, 9-17 = 1p-9p, 18-26 = 1s-9s, 27-33 = 1z-7z) as Python int "
                         "(convert numpy values with int(x)); True/False and 2.0 are not kinds"),
    "err.tile.tiles_str": ("tiles_str() 要一组牌的种类，不能是 {type}", "tiles_str() needs a collection of tile kinds, not {type}"),
    "err.tile.tiles_str.ok": ("0–33 的整数列表，如 [0, 1, 2, 27, 27]；简写文字用 parse_tiles('123m11z')",
                              "a list of whole numbers 0-33, e.g. [0, 1, 2, 27, 27]; for notation text use parse_tiles('123m11z')"),
    "err.tile.too_long": ("这段牌的文字有 {n} 个字符；136 张牌用不了这么多", "this tile text is {n} characters long; 136 tiles fit in far fewer"),
    "err.tile.too_long.ok": ("最多 {max} 个字符", "at most {max} characters of tiles"),
    "err.tile.invisible": ("看不见的字符（{inv}）不是牌", "an invisible character ({inv}) is not a tile"),
    "err.tile.invisible.ok": ("牌之间用普通空格或逗号隔开；重打或删掉看不见的字符",
                              "tiles separated by ordinary spaces or commas; retype or delete the invisible character"),
})
KIND_RANGE = T("err.tile.kind.ok")


def check_kind(kind: object) -> int:
    """Return ``kind`` if it is a tile kind (an int 0–33), else raise :class:`MjError`."""
    if isinstance(kind, bool) or not isinstance(kind, int) or not 0 <= kind < N_KINDS:
        raise MjError(T("err.tile.kind", k=excerpt(repr(kind))), excerpt(repr(kind)), KIND_RANGE)
    return kind


def tile_str(kind: int) -> str:
    """Compact notation of one kind: ``'5m'``, ``'7z'`` (:class:`MjError` for a non-kind)."""
    check_kind(kind)
    return f"{rank_of(kind)}{suit_of(kind)}"


def tile_zh(kind: int) -> str:
    """Chinese name of one kind: ``'五万'``, ``'东'``, ``'中'`` (:class:`MjError` for a non-kind)."""
    check_kind(kind)
    if kind < 27:
        return _NUM_ZH[kind % 9] + _SUIT_ZH[suit_of(kind)]
    return _HONOR_ZH[kind - 27]


def tile_en(kind: int) -> str:
    """English name of one kind: ``'5 of characters'``, ``'9 of bamboo'``, ``'East wind'``, ``'Red dragon'``
    (:class:`MjError` for a non-kind).  One pattern for every suit tile, like playing cards ("5 of hearts")."""
    check_kind(kind)
    if kind < 27:
        return f"{rank_of(kind)} of {_SUIT_EN[suit_of(kind)]}"
    return _HONOR_EN[kind - 27]


def tile_name(kind: int, ruleset: object = None) -> str:
    """The name of one kind in Chinese prose, as ``ruleset``'s players write it (spec ``course.md`` § Terms):
    ``'五饼'`` in Mawan (马湾原文: 一饼……九饼), ``'五筒'`` elsewhere; honours by their full names ``'东风'``,
    ``'红中'``, ``'发财'``, ``'白板'``.  ``ruleset`` is a ruleset id, name or object (``None``: 筒).
    :class:`MjError` for a non-kind or an unknown ruleset."""
    check_kind(kind)
    if kind >= 27:
        return _HONOR_ZH_LONG[kind - 27]
    suit = terms.term("dots", ruleset) if ruleset is not None and suit_of(kind) == "p" else _SUIT_ZH[suit_of(kind)]
    return _NUM_ZH[kind % 9] + suit


def tiles_name(kinds: Iterable[int], ruleset: object = None, sep: str = "、") -> str:
    """:func:`tile_name` of each kind in the given order, joined by ``sep`` (``'一万、九条、红中'``)."""
    return sep.join(tile_name(k, ruleset) for k in kinds)


def group_name(kinds: Iterable[int], ruleset: object = None) -> str:
    """A group of tiles in Chinese prose: numbers of one suit with the suit once (``'一二三万'``, ``'五五五饼'`` in
    Mawan, ``'七七筒'``), honours by their short names (``'东东东'``, ``'中中'``); mixed tiles are
    :func:`tiles_name`.  ``ruleset`` decides 饼/筒 (spec ``course.md`` § Terms)."""
    ks = [check_kind(k) for k in kinds]
    if ks and all(k < 27 for k in ks) and len({suit_of(k) for k in ks}) == 1:
        return "".join(_NUM_ZH[k % 9] for k in ks) + tile_name(ks[0], ruleset)[-1]
    if ks and all(k >= 27 for k in ks) and len(set(ks)) == 1:
        return _HONOR_ZH[ks[0] - 27] * len(ks)
    return tiles_name(ks, ruleset)


def tiles_text(kinds: Iterable[int], ruleset: object = None) -> Text:
    """Tiles as a catalogue parameter: Chinese names (``'一万、九条'``, :func:`tiles_name`) / notation."""
    ks = list(kinds)
    return Text(tiles_name(ks, ruleset), tiles_str(ks) if len(ks) > 1 else (tile_str(ks[0]) if ks else ""))


def groups_text(groups: Iterable[Iterable[int]], ruleset: object = None) -> Text:
    """Groups of tiles as a catalogue parameter: ``'一二三万、五五五饼'`` (:func:`group_name`) / ``'123m 555p'``."""
    gs = [list(g) for g in groups]
    return Text("、".join(group_name(g, ruleset) for g in gs), " ".join(tiles_str(g) for g in gs))


def tiles_str(kinds: Iterable[int]) -> str:
    """Canonical compact notation of a multiset of kinds, sorted: ``[0,1,2,27,27] -> '123m11z'``.

    Raises :class:`MjError` when ``kinds`` is not a collection of tile kinds (ints 0–33); text is refused
    too (parse it with :func:`parse_tiles` first).
    """
    if isinstance(kinds, (str, bytes)) or not isinstance(kinds, Iterable):
        raise MjError(T("err.tile.tiles_str", type=type(kinds).__name__), excerpt(repr(kinds)), T("err.tile.tiles_str.ok"))
    ks = sorted(check_kind(k) for k in kinds)
    out: list[str] = []
    cur = ""
    digits = ""
    for k in ks:
        s = suit_of(k)
        if s != cur and digits:
            out.append(digits + cur)
            digits = ""
        cur = s
        digits += str(rank_of(k))
    if digits:
        out.append(digits + cur)
    return "".join(out)


def tiles_zh(kinds: Iterable[int]) -> str:
    """Chinese names of kinds in the given order, separated by spaces."""
    return " ".join(tile_zh(k) for k in kinds)


# --- parsing -------------------------------------------------------------------------------------

_CN_DIGITS = {c: i + 1 for i, c in enumerate(_NUM_ZH)}
_CN_DIGITS.update({"壹": 1, "两": 2, "贰": 2, "叁": 3, "肆": 4, "伍": 5, "陆": 6, "柒": 7, "捌": 8, "玖": 9})
_CN_SUIT = {"万": "m", "萬": "m", "筒": "p", "饼": "p", "餅": "p", "条": "s", "條": "s", "索": "s"}
_CN_HONOR = {}
for _i, (_short, _long) in enumerate(zip(_HONOR_ZH, _HONOR_ZH_LONG)):
    _CN_HONOR[_long] = 27 + _i
    _CN_HONOR[_short] = 27 + _i
_CN_HONOR.update({"發": 32, "發財": 32, "红": 33, "紅中": 33, "白板": 31})

register({
    "err.tile.notation": ("简写如 123m456p789s11z（m = 万，p = 筒，s = 条，z = 字牌 1z–7z = 东南西北白发中），"
                          "或中文牌名如 一万 1万 五筒 五饼 九条 东风 红中 发财 白板",
                          "compact notation such as 123m456p789s11z (m=万 characters, p=筒 dots, s=条 bamboo, "
                          "z=honors 1z-7z = 东南西北白发中), or Chinese names such as 一万 1万 五筒 五饼 九条 东风 红中 发财 白板"),
    "err.tile.not_text": ("牌要写成文字，不能是 {type}", "tiles must be given as text, not {type}"),
    "err.tile.bad": ("“{bad}”不是牌", "'{bad}' is not a tile"),
    "err.tile.where": ("“{text}”的第 {pos} 个字符", "position {pos} of '{text}'"),
    "err.tile.0z": ("0z 不是牌", "0z is not a tile"),
    "err.tile.0z.ok": ("字牌 1z–7z（东南西北白发中）", "honors 1z-7z (东南西北白发中)"),
    "err.tile.red_five": ("0{suit}（红五）不是这些规则里的牌", "0{suit} (a red five) is not a tile in these rulesets"),
    "err.tile.red_five.ok": ("点数 1–9，每张一个数字（123m 是 1m 2m 3m）；五写作 5{suit}",
                             "ranks 1-9, one digit per tile (123m is 1m 2m 3m); write a five as 5{suit}"),
    "err.tile.big_z": ("{r}z 不是牌", "{r}z is not a tile"),
    "err.tile.big_z.ok": ("字牌 1z–7z（1z–4z 东南西北风，5z 白 6z 发 7z 中）",
                          "honors 1z-7z (1z-4z 东南西北 winds, 5z 白 6z 发 7z 中)"),
    "err.tile.one": ("要一张牌，这里有 {n} 张", "expected exactly one tile, got {n}"),
    "err.tile.one.ok": ("一张牌，如 5m 或 五万", "one tile such as 5m or 五万"),
})

ALLOWED_NOTATION = T("err.tile.notation")

MAX_TILES_CHARS = 2000  # every tile of the set (136) written out in Chinese with spaces fits easily

_TOKEN = re.compile(
    r"(?P<compact>[0-9]+[mpszMPSZ])"
    r"|(?P<cnsuit>[1-9一二三四五六七八九壹两贰叁肆伍陆柒捌玖](?:万|萬|筒|饼|餅|条|條|索))"
    r"|(?P<honor>东风|南风|西风|北风|白板|发财|發財|红中|紅中|东|南|西|北|白|发|發|中)"
    r"|(?P<space>[\s,，、;；]+)"
)


def parse_tiles(text: str) -> list[int]:
    """Parse a tile string into a list of kinds, in the order written.

    Parameters
    ----------
    text : str
        Compact notation and/or Chinese names, e.g. ``"123m 45p"``, ``"二万 五万"``, ``"2m5m 东风"``.

    Returns
    -------
    list[int]
        Tile kinds (0–33), duplicates kept, in input order.

    Raises
    ------
    MjError
        On anything that is not a tile (names the offending text and what is allowed), on ``0m/0p/0s``
        red fives, on ranks outside 1–9 (1–7 for ``z``).

    Source: spec ``common.md`` § Tiles.
    """
    if not isinstance(text, str):
        raise MjError(T("err.tile.not_text", type=type(text).__name__), excerpt(repr(text)), ALLOWED_NOTATION)
    n = len(text)
    if n > MAX_TILES_CHARS:
        raise MjError(T("err.tile.too_long", n=n), excerpt(text), T("err.tile.too_long.ok", max=MAX_TILES_CHARS))
    return parse_tiles_span(text, 0, n)


def parse_tiles_span(text: str, start: int, end: int) -> list[int]:
    """:func:`parse_tiles` of ``text[start:end]`` without copying; an error quotes the text around the
    fault and gives its position in the whole ``text`` (used by the hand parser).  Linear in the span."""
    out: list[int] = []
    pos = start
    n = end
    while pos < n:
        m = _TOKEN.match(text, pos, n)
        if not m:
            raise not_a_tile(text, pos)
        pos = m.end()
        if m.group("space"):
            continue
        if m.group("compact"):
            tok = m.group("compact")
            suit = tok[-1].lower()
            for d in tok[:-1]:
                r = int(d)
                if r == 0:
                    if suit == "z":
                        raise MjError(T("err.tile.0z"), tok, T("err.tile.0z.ok"))
                    raise MjError(T("err.tile.red_five", suit=suit), tok, T("err.tile.red_five.ok", suit=suit))
                if suit == "z" and r > 7:
                    raise MjError(T("err.tile.big_z", r=r), tok, T("err.tile.big_z.ok"))
                out.append(kind_of(r, suit))
        elif m.group("cnsuit"):
            tok = m.group("cnsuit")
            d = tok[0]
            r = int(d) if d.isdigit() else _CN_DIGITS[d]
            out.append(kind_of(r, _CN_SUIT[tok[1]]))
        else:
            out.append(_CN_HONOR[m.group("honor")])
    return out


def not_a_tile(text: str, pos: int, offset: int = 0) -> MjError:
    """The :class:`MjError` for text at ``pos`` that is not a tile: names the bad token (or the invisible
    character) and quotes at most ~80 characters around it.  ``offset`` shifts the reported position when
    ``text`` is a piece of a longer input."""
    inv = invisible_name(text[pos])
    where = T("err.tile.where", pos=pos + 1 + offset, text=excerpt(text, pos))
    if inv:
        return MjError(T("err.tile.invisible", inv=inv), where, T("err.tile.invisible.ok"))
    end = pos
    while end < len(text) and end - pos < 20 and not text[end].isspace() and invisible_name(text[end]) is None:
        end += 1
    bad = visible(text[pos:end]) + ("…" if end - pos >= 20 else "")
    return MjError(T("err.tile.bad", bad=bad), where, ALLOWED_NOTATION)


def parse_tile(text: str) -> int:
    """Parse exactly one tile (``"5m"``, ``"五万"``, ``"红中"``); :class:`MjError` otherwise."""
    ks = parse_tiles(text)
    if len(ks) != 1:
        raise MjError(T("err.tile.one", n=len(ks)), repr(text), T("err.tile.one.ok"))
    return ks[0]


def counts_of(kinds: Iterable[int]) -> list[int]:
    """34-long count vector of a multiset of kinds."""
    c = [0] * N_KINDS
    for k in kinds:
        c[k] += 1
    return c
