"""A learner-facing text in both languages (:class:`Text`) and the current language, with nothing above them:
:mod:`mjlearn.errors` words its messages with them and :mod:`mjlearn.i18n` (the catalogue, which raises
:class:`~mjlearn.errors.MjError` for a bad language) builds on both, so neither imports the other's importer.

Everything here is re-exported by :mod:`mjlearn.i18n`; import it from there.

Source: spec ``product.md`` § Library ("Language").
"""
from __future__ import annotations

import re
from dataclasses import dataclass

LANGUAGES = ("zh", "en", "both")
_lang = "both"


def get_language() -> str:
    """The current language: ``"zh"``, ``"en"`` or ``"both"``."""
    return _lang


def _set_language(lang: str) -> None:
    """Set the current language (validated by :func:`mjlearn.i18n.set_language`)."""
    global _lang
    _lang = lang


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
        lang = lang or get_language()
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
