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

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

LANGUAGES = ("zh", "en", "both")
_CATALOGUE: dict[str, tuple[str, str]] = {}
_lang = "both"


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
    """Switch rendering: ``"zh"``, ``"en"`` or ``"both"``."""
    global _lang
    if lang not in LANGUAGES:
        from .errors import MjError
        raise MjError(f"unknown language '{lang}'", "language", ", ".join(LANGUAGES))
    _lang = lang


def get_language() -> str:
    return _lang


@dataclass(frozen=True)
class Text:
    """A learner-facing string in both languages."""

    zh: str
    en: str
    key: str = ""
    #: the ``both`` rendering when it cannot be derived from zh and en: a text whose English already names the
    #: Chinese terms with their glosses (a seed reference "二、胡牌规则 (winning rules)") is shown once, not twice
    both_text: str = ""

    def render(self, lang: str | None = None) -> str:
        lang = lang or _lang
        if lang == "zh":
            return self.zh
        if lang == "en":
            return self.en
        return self.both_text or both(self.zh, self.en)

    def __str__(self) -> str:
        return self.render()

    def __add__(self, other: Text | str) -> Text:
        if isinstance(other, Text):
            return Text(self.zh + other.zh, self.en + other.en)
        return Text(self.zh + other, self.en + other)


_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_SENTENCE_ZH = re.compile(r"[，。：；！？、,:;（(]")
_AMOUNT = re.compile(r"[+\-−]?[\d.,/ ×]+\s*[\u4e00-\u9fff]{1,2}")
_SENTENCE_EN = re.compile(r"[,:;.!?](\s|$)")


def is_sentence(zh: str, en: str) -> bool:
    """Whether a pair is a sentence (shown ``"zh / en"`` in ``both``) rather than a term (``"zh en"``).

    A term is a name or a short label: Chinese without sentence punctuation or brackets and English of at
    most four words without clause punctuation.
    """
    if _SENTENCE_ZH.search(zh) or _SENTENCE_EN.search(en):
        return True
    return len(en.split()) > 4


def both(zh: str, en: str) -> str:
    """The ``both`` rendering of a (zh, en) pair (see the module docstring)."""
    if zh == en or not en:
        return zh
    if not zh:
        return en
    if not _CJK.search(zh):  # numbers, tile notation, codes: language-neutral zh
        return en if zh in en else f"{zh} {en}"
    if _AMOUNT.fullmatch(zh):  # "40 台" / "40 tai": an amount with its unit reads the same in Chinese
        return zh
    if is_sentence(zh, en):
        return f"{zh} / {en}"
    if zh in en:  # a term whose English repeats the Chinese ("ready (听牌)", "Mawan 马湾算胡"): say it once
        for gloss in (f"({zh})", f"（{zh}）", zh):
            en = en.replace(gloss, " ")
        en = " ".join(en.split())
        if not en:
            return zh
    head, _, rest = en.partition(" ")
    if rest and zh.startswith(head + " ") and not _CJK.search(head):
        # a shared notation or code leads both ("1m 一万" / "1m (1 of characters)"): say it once
        return f"{zh} {rest}"
    return f"{zh} {en}"


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
        lang = lang or _lang
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
    return "：" if (lang or _lang) == "zh" else ": "


def list_sep(lang: str | None = None) -> str:
    """The separator of a list of clauses: "；" in Chinese, "; " otherwise."""
    return "；" if (lang or _lang) == "zh" else "; "


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
