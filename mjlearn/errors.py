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
        self.what = what
        self.where = where
        self.allowed = allowed
        msg = what
        if where is not None:
            msg += f" (at: {where})"
        if allowed:
            msg += f". Allowed: {allowed}"
        super().__init__(msg)
