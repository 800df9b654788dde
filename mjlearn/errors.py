"""The library's one error type.

Every bad input (malformed notation, fifth copies, wrong tile counts, illegal sets, tiles outside a
ruleset's tile set, contradictory context, bad options) raises :class:`MjError`, a subclass of
:class:`ValueError`, whose message says *what* was wrong, *where* (the token or tile) and *what is
allowed*.  Widgets catch it and show ``str(err)`` in place of the result.

``what`` and ``allowed`` may be :class:`mjlearn.i18n.Text` (Chinese and English); ``str(err)`` then follows
the current language like every other learner-facing string (``"zh"``: ``"…（位置：…）。可用：…"``).  A plain
``str`` message is shown as it is in every language (kept for messages not yet translated; the ``where``
and ``allowed`` parts may be plain ``str`` when they are notation or values).  The attributes ``what``, ``where`` and ``allowed`` hold the English.

Source: spec ``common.md`` § Errors.
"""
from __future__ import annotations

import unicodedata as _ud
from typing import Any, TypeVar

from ._text import Text, get_language


def _pair(x: Any, cap: int) -> tuple[str, str] | None:
    if x is None:
        return None
    if isinstance(x, Text):
        return _cap(x.zh, cap), _cap(x.en, cap)
    return _cap(str(x), cap), _cap(str(x), cap)


class MjError(ValueError):
    """Bad input to mjlearn.

    Attributes
    ----------
    what : str
        Plain-words description of the problem (English; ``text`` has both languages).
    where : str | None
        The token, tile or field at fault, when there is one.
    allowed : str | None
        What would have been accepted.
    """

    def __init__(self, what: str | Text, where: str | Text | None = None, allowed: str | Text | None = None):
        self._translated = isinstance(what, Text)  # a plain-str message has no Chinese: shown as it is
        # a message never echoes a huge input: each part is capped (the middle cut out, marked "…")
        self._what = _pair(what, 400)
        self._where = _pair(where, 200)
        self._allowed = _pair(allowed, 800)
        self.what = self._what[1]
        self.where = None if self._where is None else self._where[1]
        self.allowed = None if self._allowed is None else self._allowed[1]
        super().__init__(self.render("en"))

    def render(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language)."""
        lang = lang or get_language()
        if not self._translated:
            lang = "en"
        if lang == "both":  # each part once: "中文 / English (at: token). Allowed: 中文 / English"
            w, a = self._what, self._allowed
            msg = w[0] if w[0] == w[1] else f"{w[0]} / {w[1]}"
            if self._where is not None:
                msg += f" (at: {self._where[1]})"  # the quoted input appears once
            if a and a[1]:
                msg += f". Allowed: {a[0] if a[0] == a[1] else f'{a[0]} / {a[1]}'}"
            return msg
        i = 0 if lang == "zh" else 1
        msg = self._what[i]
        if i == 0:
            if self._where is not None:
                msg += f"（位置：{self._where[0]}）"
            if self._allowed and self._allowed[0]:
                msg += f"。可用：{self._allowed[0]}"
            return msg
        if self._where is not None:
            msg += f" (at: {self._where[1]})"
        if self._allowed and self._allowed[1]:
            msg += f". Allowed: {self._allowed[1]}"
        return msg

    def __str__(self) -> str:
        return self.render()

    @property
    def text(self) -> Text:
        """The message as a :class:`Text` (both languages; ``both`` renders as :meth:`render` does)."""
        return Text(self.render("zh"), self.render("en"), both_text=self.render("both"))

    @property
    def what_text(self) -> Text:
        """What was wrong, as a :class:`Text` (a plain-str message: the same text in both)."""
        return Text(*self._what)

    @property
    def allowed_text(self) -> Text | None:
        """What is allowed, as a :class:`Text` (``None`` when the error does not say)."""
        return None if self._allowed is None else Text(*self._allowed)


def _cap(text: str, n: int) -> str:
    """``text`` if at most ``n`` characters, else its start and end around a "…"."""
    if len(text) <= n:
        return text
    return text[: n // 2 - 1] + " … " + text[-(n // 2 - 2):]


# --- quoting user input in messages ---------------------------------------------------------------

EXCERPT_CHARS = 80


def visible(text: str) -> str:
    """``text`` with invisible characters (controls, zero-width and format characters, line breaks, tabs,
    odd spaces) written as escapes such as ``\\u200b`` or ``\\x00``, so a message shows what is really there."""
    out = []
    for ch in text:
        cat = _ud.category(ch)
        if ch != " " and (cat[0] in "CZ"):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    return "".join(out)


def excerpt(text: str, pos: int = 0, width: int = EXCERPT_CHARS) -> str:
    """At most about ``width`` characters of ``text`` around position ``pos`` (0-based), invisible
    characters escaped (:func:`visible`), with ``…`` where text was cut.  For quoting input in messages."""
    text = str(text)
    if len(text) <= width and len(visible(text)) <= width:
        return visible(text)
    lo = max(0, min(pos - width // 2, len(text) - width))
    hi = min(len(text), lo + width)
    shown = visible(text[lo:hi])
    cut_left, cut_right = lo > 0, hi < len(text)
    if len(shown) > width:  # escapes made it longer: keep a window around the fault
        start = len(visible(text[lo:pos])) if lo <= pos <= hi else 0
        start = max(0, min(start - width // 4, len(shown) - width))
        cut_left, cut_right = cut_left or start > 0, cut_right or start + width < len(shown)
        shown = shown[start:start + width]
    return ("…" if cut_left else "") + shown + ("…" if cut_right else "")


def invisible_name(ch: str) -> str | None:
    """``'U+200B ZERO WIDTH SPACE'`` when ``ch`` is an invisible character, else ``None``."""
    if ch == " " or _ud.category(ch)[0] not in "CZ":
        return None
    return f"U+{ord(ch):04X} {_ud.name(ch, 'control character')}"


_E = TypeVar("_E", bound=BaseException)


def detached(e: _E) -> _E:
    """``e`` itself, its traceback and the tracebacks of its causes (``__cause__``, ``__context__``) dropped;
    its message, ``what``/``where``/``allowed`` and type are unchanged.

    For an exception kept to be shown later (a view's state, a cache): its traceback holds the frames that
    raised it and their locals, so a state that keeps the exception keeps itself in a reference cycle that
    only the full garbage collection frees (with eight ghosts, thousands of readings per state)."""
    seen: set[int] = set()
    todo: list[BaseException | None] = [e]
    while todo:
        x = todo.pop()
        if x is None or id(x) in seen:
            continue
        seen.add(id(x))
        x.__traceback__ = None
        todo += (x.__cause__, x.__context__)
    return e
