"""``lang`` on every text in the language it is in (WCAG 2.1 SC 3.1.1 and 3.1.2, "language of parts").

A view is written in the current language, but it carries text of the other one: Chinese rule and tile names
inside an English view ("ready (听牌)", "二、胡牌规则 (winning rules)"), English glosses inside a Chinese one,
and in ``both`` each term and sentence in both languages ("听牌 ready", "中文句子 / English sentence").  A
screen reader reads a text with the voice of the nearest ``lang``, so every run of the other language needs its
own element with its own ``lang``.

:func:`tag_lang` does this to a finished HTML fragment, from the scripts of its letters:

* the fragment's top-level elements get ``lang`` (:func:`lang_code` of the current language: ``zh-CN`` for
  ``zh`` and ``both``, whose text leads with the Chinese; ``en`` for ``en``) unless they have one;
* inside an element whose nearest ``lang`` is Chinese, every run of Latin letters is wrapped in
  ``<span lang="en">``; inside an English one, every run of Han characters (with the full-width punctuation
  between them) in ``<span lang="zh-CN">``.  A run extends over spaces, digits and punctuation between two
  letters of its script, never over a letter of the other script;
* language-neutral: digits, punctuation, symbols, tile notation (``5m``, ``123p``, ``7z``), rule ids
  (``MW-B05``, ``JZ-L01.a``) and HTML entities (``&quot;``) belong to no run;
* left alone: attribute values, ``<style>`` and ``<script>``, and the inside of an ``<svg>`` (a tile's
  ``<title>`` is one accessible name, written in the current language by :func:`mjlearn.render.svg.tile_label`).

**Names in attributes** (``aria-label``, ``title``, an ``<svg>``'s ``<title>``) cannot hold a ``<span>``: a
name is read as one string with the voice of its element's ``lang``.  So a name that is *not shown as text*
(a tile face, a group of tiles, a tooltip) is written in :func:`name_language`: the current language in ``zh``
and ``en``, and in ``both`` the page's primary language, Chinese — the ``lang`` (``zh-CN``) of the element that
carries it — while the English stays in the visible text, in its own ``<span lang="en">``.  A name that *is* the
visible text of a control (a button's caption, a select's options, an input's ``<label>``) stays what is shown,
both languages in ``both`` (WCAG 2.1 SC 2.5.3 "label in name": a speech-input user says the words they see);
where the control's caption is HTML we write, its English run is tagged like any other text.  :func:`name`
renders a :class:`~mjlearn.i18n.Text` for an attribute.

It is idempotent (a run already inside an element of its language is not wrapped again), so fragments that
were tagged can be put together and tagged once more.  Source: spec ``product.md`` § Library ("Language").
"""
from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TypeVar

from ..i18n import Text, get_language

__all__ = ["lang_code", "name", "name_language", "tag_lang", "tagged", "ZH", "EN"]

ZH = "zh-CN"
EN = "en"

_HAN = r"\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef"
_LATIN = r"A-Za-z\u00c0-\u024f"
#: neutral tokens that contain letters: tile notation, rule ids, HTML entities
_NEUTRAL = re.compile(r"&#?\w+;|(?<![A-Za-z])\d+[mpsz](?![A-Za-z])|\b(?:MW|HL|JZ)-[A-Z0-9]+(?:\.[A-Za-z0-9]+)*")
#: a comment, a tag (attribute values hold no raw ">": :func:`mjlearn.render.html.esc` escapes it), text, a stray "<"
_TOKEN = re.compile(r"<!--.*?-->|<(/?)([A-Za-z][\w:-]*)([^>]*)>|[^<]+|<", re.S)
_LANG_ATTR = re.compile(r"""\slang\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_VOID = frozenset(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"])
_RAW = frozenset(("style", "script"))
_SKIP = _RAW | {"svg"}  # a tile face is one <svg> with no <svg> inside: skipped whole, in one step


def lang_code(lang: str | None = None) -> str:
    """The BCP 47 ``lang`` value of an mjlearn language: ``"zh"`` and ``"both"`` → ``"zh-CN"`` (the ``both`` text
    leads with the Chinese), ``"en"`` → ``"en"``.  ``None``: the current language."""
    return EN if (lang or get_language()) == "en" else ZH


def name_language(lang: str | None = None) -> str:
    """The mjlearn language of a name written in an attribute (see the module docstring): ``"en"`` in ``en``,
    ``"zh"`` in ``zh`` and in ``both`` (the primary language of a ``both`` page, the ``lang`` of its elements).
    ``None``: the current language."""
    return "en" if (lang or get_language()) == "en" else "zh"


def name(x: object, lang: str | None = None) -> str:
    """``x`` as an accessible name for an attribute: a :class:`~mjlearn.i18n.Text` rendered in
    :func:`name_language` (Chinese only in ``both``); anything else as ``str(x)``.  Not escaped."""
    return x.render(name_language(lang)) if isinstance(x, Text) else str(x)


def _is_zh(code: str) -> bool:
    return code.lower().startswith("zh")


_HAN_RUN = re.compile(f"[{_HAN}]+")
_LATIN_RUN = re.compile(f"[{_LATIN}]+")


def _classes(text: str) -> list[str]:
    """Per character: ``"h"`` (Han), ``"l"`` (Latin letter) or ``"n"`` (neutral)."""
    cls = ["n"] * len(text)
    for rx, c in ((_HAN_RUN, "h"), (_LATIN_RUN, "l")):
        for m in rx.finditer(text):
            cls[m.start():m.end()] = [c] * (m.end() - m.start())
    for m in _NEUTRAL.finditer(text):
        cls[m.start():m.end()] = ["n"] * (m.end() - m.start())
    return cls


def _wrap_text(text: str, code: str) -> str:
    """``text`` (already escaped HTML text, inside an element whose language is ``code``) with every run of the
    other script wrapped in a span of its language."""
    foreign, native, other = ("l", "h", EN) if _is_zh(code) else ("h", "l", ZH)
    if not (_LATIN_RUN if foreign == "l" else _HAN_RUN).search(text):
        return text
    cls = _classes(text)
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        if cls[i] != foreign:
            out.append(text[i])
            i += 1
            continue
        j = end = i
        while j < n and cls[j] != native:
            if cls[j] == foreign:
                end = j + 1
            j += 1
        out.append(f'<span lang="{other}">{text[i:end]}</span>')
        i = end
    return "".join(out)


def _start_tag(tok: str, name: str, attrs: str, code: str) -> str:
    """A start tag with ``lang="code"`` added (before a self-closing slash)."""
    body = attrs.rstrip()
    slash = body.endswith("/")
    body = body[:-1].rstrip() if slash else body
    return f'<{name}{body} lang="{code}"{"/" if slash else ""}>'


def tag_lang(fragment: str, lang: str | None = None) -> str:
    """``fragment`` (an HTML ``str``) with ``lang`` on its top-level elements and on every run of text in the other
    language (see the module docstring).  ``lang``: the mjlearn language of the fragment (default: the current
    one).  Returns ``str``; text outside any element at the top level is left as it is (its container says its
    language).  Never raises on malformed HTML: an unmatched tag is copied through."""
    base = lang_code(lang)
    stack: list[tuple[str, str]] = []  # (tag, lang code in force)
    out: list[str] = []
    pos, n = 0, len(fragment)
    while pos < n:
        m = _TOKEN.match(fragment, pos)
        assert m is not None  # the last alternative matches any one character
        tok, pos = m.group(0), m.end()
        tag = m.group(2)
        if tag is None:  # text, a comment or a stray "<"
            if stack and not tok.startswith("<!--"):
                tok = _wrap_text(tok, stack[-1][1])
            out.append(tok)
            continue
        name, attrs = tag.lower(), m.group(3) or ""
        if m.group(1):  # a closing tag closes the nearest open element of its name (and any left open inside)
            for k in range(len(stack) - 1, -1, -1):
                if stack[k][0] == name:
                    del stack[k:]
                    break
            out.append(tok)
            continue
        found = _LANG_ATTR.search(attrs)
        if found:
            code = found.group(1) if found.group(1) is not None else found.group(2)
        elif stack:
            code = stack[-1][1]
        else:
            code = base
            if name not in _RAW:
                tok = _start_tag(tok, tag, attrs, base)
        out.append(tok)
        if name in _SKIP and not attrs.rstrip().endswith("/"):  # copied up to its closing tag, untouched
            close = fragment.find(f"</{tag}>", pos)
            stop = close + len(tag) + 3 if close >= 0 else n
            out.append(fragment[pos:stop])
            pos = stop
            continue
        if name in _VOID or attrs.rstrip().endswith("/"):
            continue
        stack.append((name, code))
    return "".join(out)


F = TypeVar("F", bound=Callable[..., str])


def tagged(fn: F) -> F:
    """Decorate an HTML builder so that what it returns goes through :func:`tag_lang` (current language) once:
    a tagged builder called by another one returns its fragment as it is, and the outermost call tags the
    whole (one pass, not one per level of nesting)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        global _depth
        if _depth:
            return fn(*args, **kwargs)
        _depth += 1
        try:
            out = fn(*args, **kwargs)
        finally:
            _depth -= 1
        return tag_lang(out)
    return wrapper  # type: ignore[return-value]


_depth = 0
