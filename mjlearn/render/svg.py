"""SVG tile faces for all 34 kinds, drawn by our own code (spec ``product.md`` § Widgets, "Tile palette").

* Pips (筒) and sticks (条) are drawn as shapes; the few CJK glyphs (一…九, 万, 东南西北, 中, 发, 鬼) are
  SVG paths from :mod:`mjlearn.render._glyphs` (outlines of the OFL font LXGW WenKai, generated once by
  ``scripts/make_glyphs.py``).  Nothing depends on the learner's fonts, and no Unicode mahjong code points are used.
* Every face is drawn in a 60 × 80 view box; ``size`` is the rendered width in px (height = 4/3 × width).
* Marks: ``"win"`` (winning tile: orange frame and ▲ badge), ``"ghost"`` (鬼 badge, purple frame),
  ``"dead"`` (dead wait: greyed with a red cross), ``"selected"`` (blue frame).  Several marks may be combined.

Results are cached (``functools.lru_cache``), so drawing a palette repeatedly costs nothing.
"""
from __future__ import annotations

from collections.abc import Iterable

from ..errors import MjError
from ..i18n import Text, get_language
from ..readings._cache import bounded
from ..tiles import N_KINDS, rank_of, suit_of, tile_en, tile_name, tile_str
from ._glyphs import GLYPHS

MARKS = ("win", "ghost", "dead", "selected")
_NUMERALS = "一二三四五六七八九"
_HONOR_GLYPH = {27: "东", 28: "南", 29: "西", 30: "北", 32: "发", 33: "中"}

BLUE = "#1f4e9c"
RED = "#c0262d"
GREEN = "#1d7a3a"
INK = "#1b1b3a"
FACE = "#fbf8ef"
BACK = "#2f8f62"

# face area of the 60 × 80 box: x 3..57, y 3..71 (the bottom strip is the tile's green back)
_CX, _CY = 30.0, 37.0


def _glyph_fit(ch: str, cx: float, cy: float, w: float, h: float, color: str) -> str:
    """The glyph scaled so that its ink box fits in ``w`` × ``h`` (keeps proportions)."""
    d, (x0, y0, x1, y1) = GLYPHS[ch]
    s = min(w / max(x1 - x0, 1), h / max(y1 - y0, 1))
    tx = cx - s * (x0 + x1) / 2
    ty = cy - s * (y0 + y1) / 2
    return f'<path d="{d}" fill="{color}" transform="translate({tx:.2f} {ty:.2f}) scale({s:.4f})"/>'


def _dot(cx: float, cy: float, r: float, color: str) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{color}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.68:.2f}" fill="{FACE}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.42:.2f}" fill="{color}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.14:.2f}" fill="{FACE}"/>')


_B, _R, _G = BLUE, RED, GREEN
_DOTS: dict[int, list[tuple]] = {
    1: [(30, 37, 21, None)],
    2: [(30, 21, 11, _G), (30, 53, 11, _B)],
    3: [(15, 16, 9.5, _B), (30, 37, 9.5, _R), (45, 58, 9.5, _G)],
    4: [(18, 21, 10, _B), (42, 21, 10, _G), (18, 53, 10, _G), (42, 53, 10, _B)],
    5: [(16, 17, 9, _B), (44, 17, 9, _G), (30, 37, 9, _R), (16, 57, 9, _G), (44, 57, 9, _B)],
    6: [(18, 15, 8, _G), (42, 15, 8, _G), (18, 40, 8, _R), (42, 40, 8, _R), (18, 60, 8, _R), (42, 60, 8, _R)],
    7: [(13, 12, 7, _G), (30, 19, 7, _G), (47, 26, 7, _G),
        (18, 43, 7.5, _R), (42, 43, 7.5, _R), (18, 61, 7.5, _R), (42, 61, 7.5, _R)],
    8: [(18, y, 7, _B) for y in (13, 29, 45, 61)] + [(42, y, 7, _B) for y in (13, 29, 45, 61)],
    9: [(x, y, 8, c) for y, c in ((15, _B), (37, _R), (59, _G)) for x in (14, 30, 46)],
}


def _dots(n: int) -> str:
    if n == 1:  # the big ornamented 一筒
        return (f'<circle cx="30" cy="37" r="22" fill="{GREEN}"/><circle cx="30" cy="37" r="18.5" fill="{FACE}"/>'
                f'<circle cx="30" cy="37" r="16" fill="{BLUE}"/><circle cx="30" cy="37" r="11.5" fill="{FACE}"/>'
                f'<circle cx="30" cy="37" r="8.5" fill="{RED}"/><circle cx="30" cy="37" r="3.5" fill="{FACE}"/>'
                + "".join(f'<circle cx="{30 + 13.8 * c:.1f}" cy="{37 + 13.8 * s:.1f}" r="1.6" fill="{FACE}"/>'
                          for c, s in ((1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071), (-1, 0),
                                       (-0.7071, -0.7071), (0, -1), (0.7071, -0.7071))))
    return "".join(_dot(x, y, r, c) for x, y, r, c in _DOTS[n])


def _stick(cx: float, cy: float, h: float, color: str, w: float = 6.5) -> str:
    x, y = cx - w / 2, cy - h / 2
    return (f'<rect x="{x:.2f}" y="{y:.2f}" width="{w}" height="{h}" rx="{w / 2:.2f}" fill="{color}"/>'
            f'<rect x="{cx - 0.8:.2f}" y="{y + 2:.2f}" width="1.6" height="{h - 4:.2f}" fill="{FACE}" opacity="0.55"/>'
            f'<rect x="{x - 0.6:.2f}" y="{cy - 1:.2f}" width="{w + 1.2:.2f}" height="2" rx="1" fill="{color}"/>'
            f'<rect x="{x + 1:.2f}" y="{cy - 0.35:.2f}" width="{w - 2:.2f}" height="0.7" fill="{FACE}"/>')


def _sticks(n: int) -> str:
    top, mid, bot = 15.0, 37.0, 59.0
    up, down = 22.0, 52.0
    g, r = GREEN, RED
    if n == 1:
        return _bird()
    if n == 2:
        return _stick(30, up, 24, g) + _stick(30, down, 24, BLUE)
    if n == 3:
        return _stick(30, up, 24, BLUE) + _stick(19, down, 24, g) + _stick(41, down, 24, g)
    if n == 4:
        return "".join(_stick(x, y, 24, c) for x, y, c in ((18, up, BLUE), (42, up, g), (18, down, g), (42, down, BLUE)))
    if n == 5:
        return ("".join(_stick(x, y, 18, g) for x in (14, 46) for y in (top + 2, bot - 2))
                + _stick(30, mid, 24, r))
    if n == 6:
        return "".join(_stick(x, y, 24, g) for x in (15, 30, 45) for y in (up, down))
    if n == 7:
        return (_stick(30, top - 2, 16, r)
                + "".join(_stick(x, y, 16, g) for x in (15, 30, 45) for y in (mid, bot + 2)))
    if n == 8:  # the W over M pattern, drawn as leaning sticks
        out = []
        for y, lean in ((up, 1), (down, -1)):
            for i, x in enumerate((12, 24, 36, 48)):
                ang = (18 if i % 2 == 0 else -18) * lean
                out.append(f'<g transform="rotate({ang} {x} {y})">{_stick(x, y, 22, g, 5.5)}</g>')
        return "".join(out)
    if n == 9:
        return "".join(_stick(x, y, 18, r if x == 30 else (BLUE if x == 14 else g))
                       for x in (14, 30, 46) for y in (top, mid, bot))
    raise AssertionError(n)


def _bird() -> str:
    """一条: a small bird (drawn with shapes)."""
    return (f'<path d="M44 30 C52 40 50 58 34 62 C24 64 16 58 15 50 C26 54 34 50 36 42 Z" fill="{GREEN}"/>'
            f'<path d="M14 50 C6 56 6 66 12 70 C13 63 17 58 22 56 Z" fill="{BLUE}"/>'
            f'<path d="M18 54 C10 64 16 70 20 70 C20 64 22 60 26 58 Z" fill="{RED}"/>'
            f'<ellipse cx="36" cy="44" rx="11" ry="14" fill="{GREEN}"/>'
            f'<path d="M32 40 C36 34 44 36 44 44 C40 42 36 44 32 48 Z" fill="{BLUE}"/>'
            f'<circle cx="42" cy="24" r="8" fill="{RED}"/>'
            f'<circle cx="44.5" cy="22.5" r="2.2" fill="{FACE}"/><circle cx="45" cy="22.5" r="1.1" fill="{INK}"/>'
            f'<path d="M49 23 L57 26 L49 28 Z" fill="#d9931c"/>'
            f'<path d="M38 17 C36 10 40 8 42 10 C42 12 40 14 41 16 Z" fill="{RED}"/>'
            f'<path d="M30 58 L28 68 M36 58 L37 68" stroke="{INK}" stroke-width="1.6" fill="none"/>')


def _white() -> str:
    """白 (白板): a blue double frame, as on real tiles."""
    return (f'<rect x="11" y="12" width="38" height="50" rx="3" fill="none" stroke="{BLUE}" stroke-width="3.2"/>'
            f'<rect x="16.5" y="17.5" width="27" height="39" rx="1.5" fill="none" stroke="{BLUE}" stroke-width="1.4"/>')


def _face(kind: int) -> str:
    s, r = suit_of(kind), rank_of(kind)
    if s == "m":
        return (_glyph_fit(_NUMERALS[r - 1], 30, 20, 36, 24 if r > 3 else 20, INK)
                + _glyph_fit("万", 30, 52, 38, 30, RED))
    if s == "p":
        return _dots(r)
    if s == "s":
        return _sticks(r)
    if kind == 31:
        return _white()
    color = {32: GREEN, 33: RED}.get(kind, INK)
    return _glyph_fit(_HONOR_GLYPH[kind], 30, 37, 44, 52, color)


def _norm_marks(mark: str | Iterable[str] | None) -> tuple[str, ...]:
    if mark is None or mark == "":
        return ()
    marks = (mark,) if isinstance(mark, str) else tuple(mark)
    for m in marks:
        if m not in MARKS:
            raise MjError(Text(f"没有“{m}”这种标记", f"unknown tile mark '{m}'"), "mark", ", ".join(MARKS))
    return tuple(sorted(set(marks), key=MARKS.index))


def _marks_svg(marks: tuple[str, ...]) -> str:
    out = []
    if "dead" in marks:
        out.append('<rect x="3" y="3" width="54" height="68" rx="6" fill="#8a8a8a" opacity="0.55"/>'
                   f'<path d="M10 12 L50 62 M50 12 L10 62" stroke="{RED}" stroke-width="4" stroke-linecap="round"/>')
    if "selected" in marks:
        out.append('<rect x="2.5" y="2.5" width="55" height="75" rx="7" fill="none" stroke="#2f7de1" stroke-width="4"/>')
    if "ghost" in marks:
        out.append('<rect x="2.5" y="2.5" width="55" height="75" rx="7" fill="none" stroke="#7b2fb5" '
                   'stroke-width="3.5" stroke-dasharray="6 3"/>'
                   '<circle cx="48" cy="12" r="10" fill="#7b2fb5"/>' + _glyph_fit("鬼", 48, 12, 13, 13, "#ffffff"))
    if "win" in marks:
        out.append('<rect x="2" y="2" width="56" height="76" rx="7" fill="none" stroke="#b35900" stroke-width="4.5"/>'
                   '<path d="M3 3 L21 3 L3 21 Z" fill="#b35900"/>')
    return "".join(out)


def tile_label(kind: int, lang: str | None = None) -> str:
    """A tile's accessible name and tooltip (its ``<title>``, ``aria-label``, ``title``): ``"五万"`` in zh,
    ``"5 of characters (5m)"`` in en, and ``"五万"`` in both — a name sits in an attribute, which no ``lang``
    can split, so in ``both`` it is in the page's primary language, Chinese (the ``lang="zh-CN"`` of the
    element carrying it; :func:`mjlearn.render.lang.name_language`)."""
    lang = lang or get_language()
    return f"{tile_en(kind)} ({tile_str(kind)})" if lang == "en" else tile_name(kind)


@bounded("render.svg")
def _tile_svg(kind: int, size: int, marks: tuple[str, ...], title: str) -> str:
    h = round(size * 4 / 3)
    cls = " ".join(["mj-tile-svg"] + [f"mj-{m}" for m in marks])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" width="{size}" height="{h}" viewBox="0 0 60 80" '
            f'role="img" aria-label="{title}"><title>{title}</title>'
            f'<rect x="1" y="5" width="58" height="74" rx="7" fill="{BACK}"/>'
            f'<rect x="1" y="1" width="58" height="73" rx="7" fill="#d8d2bf"/>'
            f'<rect x="3" y="3" width="54" height="68" rx="6" fill="{FACE}"/>'
            f'{_face(kind)}{_marks_svg(marks)}</svg>')


def tile_svg(kind: int | str, *, size: int = 36, mark: str | Iterable[str] | None = None,
             title: str | None = None) -> str:
    """One tile face as an inline ``<svg>`` string.

    Parameters
    ----------
    kind : int | str
        Kind 0–33, or one tile in notation (``"5m"``, ``"红中"``).
    size : int
        Rendered width in px (height = 4/3 × width); 16–400.  36 suits a notebook, 56+ a projector.
    mark : str | iterable of str | None
        ``"win"`` 胡的牌, ``"ghost"`` 鬼, ``"dead"`` 死听, ``"selected"``; several may be combined.
    title : str, optional
        Tooltip / accessible name; defaults to ``"5m 五万 5 characters"``.

    Returns
    -------
    str
        SVG markup (no external fonts or images).

    Raises
    ------
    MjError
        Unknown kind or mark, size out of range.

    Source: spec ``product.md`` § Widgets (tile faces generated by our code).
    """
    from ..tiles import parse_tile
    if isinstance(kind, str):
        kind = parse_tile(kind)
    if isinstance(kind, bool) or not isinstance(kind, int) or not (0 <= kind < N_KINDS):
        raise MjError(Text(f"{kind!r} 不是牌种编号", f"{kind!r} is not a tile kind"), "kind",
                      Text("0–33，或简写如 '5m'", "0-33 or notation such as 5m"))
    if isinstance(size, bool) or not isinstance(size, int) or not (16 <= size <= 400):
        raise MjError(Text(f"牌的大小 {size!r} 超出范围", f"tile size {size!r} is out of range"), "size",
                      Text("16–400 的整数（像素）", "whole number of px, 16-400"))
    marks = _norm_marks(mark)
    if title is None:
        title = tile_label(kind)
    return _tile_svg(kind, size, marks, _esc(title))


def _esc(s: str) -> str:
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"))


def back_svg(*, size: int = 36) -> str:
    """The back of a tile (used for concealed kongs 暗杠 in some views)."""
    h = round(size * 4 / 3)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="mj-tile-svg mj-back" width="{size}" height="{h}" '
            f'viewBox="0 0 60 80"><rect x="1" y="1" width="58" height="78" rx="7" fill="{BACK}"/>'
            f'<rect x="5" y="5" width="50" height="66" rx="5" fill="#3aa374"/></svg>')
