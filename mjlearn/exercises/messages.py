"""What an exercise shows back: :class:`Message` (hints, solutions) and :class:`Feedback` (a checked answer), and
the small text helpers the exercise kinds share (tile lists, seats, numbers).  Spec ``product.md`` § Exercises."""
from __future__ import annotations

import html
from collections.abc import Iterable

from ..context import SEAT_EN, SEAT_ZH
from ..i18n import T, Text, plain
from ..tiles import tile_str, tile_zh
from ..wording import number_text


def join2(texts, zh_sep: str, en_sep: str) -> Text:
    """Join Texts with a separator per language (``、`` / ``, ``)."""
    texts = list(texts)
    return Text(zh_sep.join(t.zh for t in texts), en_sep.join(t.en for t in texts))


def tiles_text(kinds: Iterable[int]) -> Text:
    """Tile kinds as learner text: Chinese names in zh (一万 五饼), notation in en; "none" for no tile."""
    ks = list(kinds)
    if not ks:
        return T("ex.fb.none")
    return plain(" ".join(tile_zh(k) for k in ks), " ".join(tile_str(k) for k in ks))


def seat_text(s: str) -> Text:
    """A seat letter (``"E"``) as 东 / East."""
    return plain(SEAT_ZH[s], SEAT_EN[s])


def num_str(x: float) -> str:
    """``70.0`` → ``"70"``, ``2.5`` → ``"2.5"`` (:func:`mjlearn.wording.number_text` of the float)."""
    return number_text(float(x))


def signed(x: float) -> str:
    """A net amount with its sign (``+30``, ``-10``, ``0``)."""
    s = num_str(x)
    return s if s.startswith("-") or s == "0" else "+" + s


class Message:
    """A displayable block of lines (hint, solution); ``str()`` is plain text, ``_repr_html_`` a box."""

    css = "border-left:4px solid #3a6ea5;background:#eef4fb"

    def __init__(self, lines: list[Text], title: Text | None = None):
        self.title = title
        self.lines = list(lines)

    def __str__(self) -> str:
        head = [str(self.title)] if self.title is not None else []
        return "\n".join(head + [("  " if head else "") + str(t) for t in self.lines])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head = f"<b>{html.escape(str(self.title))}</b>" if self.title is not None else ""
        items = "".join(f"<li>{html.escape(str(t))}</li>" for t in self.lines)
        body = f"<ul style='margin:4px 0'>{items}</ul>" if items else ""
        return f"<div style='{self.css};padding:6px 10px;margin:4px 0'>{head}{body}</div>"


class Feedback(Message):
    """Result of :meth:`Exercise.check`: ``bool(fb)`` = correct; ``lines`` say what is wrong."""

    def __init__(self, correct: bool, lines: list[Text] | None = None, exercise_id: str = ""):
        title = (T("ex.fb.correct_id", id=exercise_id) if correct else T("ex.fb.wrong_id", id=exercise_id)) \
            if exercise_id else (T("ex.fb.correct") if correct else T("ex.fb.wrong"))
        super().__init__(lines or [], title)  # the title names the exercise checked
        self.correct = correct
        self.exercise_id = exercise_id
        self.css = ("border-left:4px solid #2e7d32;background:#edf7ee" if correct
                    else "border-left:4px solid #c62828;background:#fdeeee")

    def __bool__(self) -> bool:
        return self.correct

    @property
    def text(self) -> str:
        return str(self)


__all__ = ["Message", "Feedback", "join2", "tiles_text", "seat_text", "num_str", "signed"]
