"""The library's one error type.

Every bad input (malformed notation, fifth copies, wrong tile counts, illegal sets, tiles outside a
ruleset's tile set, contradictory context, bad options) raises :class:`MjError`, a subclass of
:class:`ValueError`, whose message says *what* was wrong, *where* (the token or tile) and *what is
allowed*.  Widgets catch it and show ``str(err)`` in place of the result.

Source: spec ``common.md`` § Errors.
"""
from __future__ import annotations


class MjError(ValueError):
    """Bad input to mjlearn.

    Attributes
    ----------
    what : str
        Plain-words description of the problem (also the message).
    where : str | None
        The token, tile or field at fault, when there is one.
    allowed : str | None
        What would have been accepted.
    """

    def __init__(self, what: str, where: str | None = None, allowed: str | None = None):
        # a message never echoes a huge input: each part is capped (the middle cut out, marked "…")
        self.what = _cap(str(what), 400)
        self.where = None if where is None else _cap(str(where), 200)
        self.allowed = None if allowed is None else _cap(str(allowed), 800)
        what, where, allowed = self.what, self.where, self.allowed
        msg = what
        if where is not None:
            msg += f" (at: {where})"
        if allowed:
            msg += f". Allowed: {allowed}"
        super().__init__(msg)


def _cap(text: str, n: int) -> str:
    """``text`` if at most ``n`` characters, else its start and end around a "…"."""
    if len(text) <= n:
        return text
    return text[: n // 2 - 1] + " … " + text[-(n // 2 - 2):]


# --- quoting user input in messages ---------------------------------------------------------------

import unicodedata as _ud

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
