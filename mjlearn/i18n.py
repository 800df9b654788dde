"""The strings catalogue: every learner-facing string, keyed by a stable id, in Chinese and English.

* Modules register their strings with :func:`register` (``{key: (zh, en)}``), at import time.
* :func:`T` builds a :class:`Text` (both languages, parameters filled in); ``str(text)`` renders it in the
  current language: ``"zh"``, ``"en"`` or ``"both"`` (the default).
* ``both`` shows each *term* once, Chinese then English (``"将 2-5-8 pair"``, ``"听牌 ready"``: an English
  gloss that repeats the Chinese term in brackets loses the brackets), and each *sentence* in both languages
  side by side, ``"中文句子 / English sentence"``, never wrapping one language in brackets inside the other.
* Parameters are ``str.format`` fields; a parameter may itself be a :class:`Text` (rendered per language).
* :class:`Unit` is a unit of measure (台, 张, 倍, 分, 元) that compares equal to its Chinese string and renders
  per language (``"tai"``, ``"zhang"``, ``"bei"``, ``"points"``, ``"yuan"`` in English).

Source: spec ``product.md`` § Library ("Language").
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._text import LANGUAGES, Text, _set_language, both, get_language, is_sentence
from .errors import MjError

__all__ = ["LANGUAGES", "Text", "T", "Unit", "both", "catalogue", "colon", "get_language", "is_sentence", "join",
           "list_sep", "plain", "register", "set_language", "unit"]

_CATALOGUE: dict[str, tuple[str, str]] = {}


def register(entries: Mapping[str, tuple[str, str]]) -> None:
    """Add catalogue entries; a key registered twice with different text is a programming error."""
    for key, val in entries.items():
        if not (isinstance(val, tuple) and len(val) == 2 and all(isinstance(v, str) and v for v in val)):
            raise ValueError(f"catalogue entry {key!r} needs (zh, en), both non-empty")
        old = _CATALOGUE.get(key)
        if old is not None and old != val:
            raise ValueError(f"catalogue key {key!r} registered twice with different text")
        _CATALOGUE[key] = val


def catalogue() -> dict[str, tuple[str, str]]:
    """A copy of the whole catalogue (key → (zh, en))."""
    return dict(_CATALOGUE)


def set_language(lang: str) -> None:
    """Switch rendering: ``"zh"``, ``"en"`` or ``"both"``.  :class:`MjError` for anything else."""
    if lang not in LANGUAGES:
        raise MjError(Text(f"没有“{lang}”这种语言", f"unknown language '{lang}'"), "language", ", ".join(LANGUAGES))
    _set_language(lang)


def _fmt(template: str, params: Mapping[str, Any], lang: str) -> str:
    vals = {k: (v.render(lang) if isinstance(v, Text) else v) for k, v in params.items()}
    return template.format(**vals)


def T(key: str, **params: Any) -> Text:
    """Catalogue text for ``key`` with ``params`` filled in (KeyError if the key is not registered)."""
    zh, en = _CATALOGUE[key]
    return Text(_fmt(zh, params, "zh"), _fmt(en, params, "en"), key)


class Unit(str):
    """A unit of measure: equal to (and hashed as) its Chinese string (``Unit("台") == "台"``), rendered per
    language by ``str()`` and ``format()`` (``"tai"`` in English; the Chinese unit in ``zh`` and ``both``)."""

    def render(self, lang: str | None = None) -> str:
        lang = lang or get_language()
        if lang == "en":
            return UNIT_EN.get(str.__str__(self), str.__str__(self))
        return str.__str__(self)

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.render(), spec)

    def __repr__(self) -> str:
        return f"Unit({str.__str__(self)!r})"


UNIT_EN = {"台": "tai", "张": "zhang", "倍": "bei", "分": "points", "元": "yuan", "番": "fan", "×": "×"}


def unit(u: str) -> Unit:
    """Wrap a unit string as a :class:`Unit` (an existing Unit or an empty string comes back unchanged)."""
    return u if isinstance(u, Unit) or not u else Unit(u)  # type: ignore[return-value]  # "" stays ""


def plain(zh: str, en: str | None = None) -> Text:
    """A Text built from literal strings (tile names, numbers): not a catalogue entry."""
    return Text(zh, zh if en is None else en)


def join(texts: list[Text], sep: str | None = None) -> Text:
    """Texts joined: by ``sep`` in both languages, or (default) Chinese "；" and English "; "."""
    zh_sep, en_sep = ("；", "; ") if sep is None else (sep, sep)
    return Text(zh_sep.join(t.zh for t in texts), en_sep.join(t.en for t in texts))


def colon(lang: str | None = None) -> str:
    """The label colon of ``lang``: "：" in Chinese, ": " in English and ``both`` (a label and its value)."""
    return "：" if (lang or get_language()) == "zh" else ": "


def list_sep(lang: str | None = None) -> str:
    """The separator of a list of clauses: "；" in Chinese, "; " otherwise."""
    return "；" if (lang or get_language()) == "zh" else "; "


register({
    "lang.zh": ("中文", "Chinese"),
    "lang.en": ("英文", "English"),
    "lang.both": ("中英", "both"),
    "shape.two_sided": ("两面", "two-sided wait"),
    "shape.closed": ("坎/夹", "closed wait"),
    "shape.edge": ("边", "edge wait"),
    "shape.single": ("吊/单粘", "single wait on the pair"),
    "shape.shanpon": ("对倒", "dual pung wait"),
    "shape.thirteen": ("十三幺", "thirteen orphans"),
    "shape.ghost": ("鬼牌", "ghost tile"),
    "form.standard": ("标准牌型", "standard (4 sets + pair)"),
    "form.seven_pairs": ("七对", "seven pairs"),
    "form.thirteen_orphans": ("十三幺", "thirteen orphans"),
    "form.four_ghosts": ("四鬼胡牌", "four-ghost win"),
    "group.chow": ("顺子", "chow"),
    "group.pung": ("刻子", "pung"),
    "group.kong": ("杠", "kong"),
    "group.pair": ("将", "pair"),
    "group.single": ("单张", "single"),
    "group.wild_set": ("鬼牌任意一组", "ghosts: any set"),
    "group.wild_pair": ("鬼牌任意一对", "ghosts: any pair"),
    "status.scored": ("已计分", "scored"),
    "status.not_win": ("不能胡", "not a win"),
    "status.not_implemented": ("该规则尚未实现计分", "no scoring yet for this ruleset"),
    "waits.any": ("任意牌", "any tile"),
    "waits.none": ("未听牌", "not ready"),
    "waits.dead": ("死听：{tiles}（四张都在自己手里）", "dead wait: {tiles} (all four copies are in this hand)"),
    "shanten.n": ("差{n}步听牌（{n}向听）", "{n} away from ready (shanten {n})"),
    "shanten.ready": ("听牌", "ready (听牌)"),
    "shanten.complete": ("已胡牌", "complete"),
    "notwin.no_decomposition": ("这手牌拆不成任何合法牌型", "the tiles do not form any allowed hand shape"),
    "notwin.no_shape": ("这手牌拆不成该规则允许的任何牌型（{rule}）", "the tiles do not form any hand shape this ruleset allows ({rule})"),
    "notwin.no_win_tile": ("没有胡的牌：用 + 标出胡牌的那张", "no winning tile: mark it with +"),
    "ctx.default": ("默认假设：{what}", "assumed by default: {what}"),
})
