"""What an exercise shows back: :class:`Message` (hints, solutions) and :class:`Feedback` (a checked answer), and
the small text helpers the exercise kinds share (tile lists, seats, numbers).  Spec ``product.md`` § Exercises."""
from __future__ import annotations

import html
from collections.abc import Iterable

from .. import terms
from ..context import SEAT_EN, SEAT_ZH
from ..errors import MjError
from ..i18n import T, Text, plain
from ..tiles import group_name, parse_tiles, tile_name, tile_str
from ..wording import number_text


def join2(texts, zh_sep: str, en_sep: str) -> Text:
    """Join Texts with a separator per language (``、`` / ``, ``)."""
    texts = list(texts)
    return Text(zh_sep.join(t.zh for t in texts), en_sep.join(t.en for t in texts))


def suit_text(suit: int, ruleset: object = None) -> Text:
    """The name of suit ``suit`` (0 万, 1 dots, 2 条, 3 honours) as the ruleset writes it: the dots are 饼子 in
    Mawan and 筒子 in Huilai and Jinzhou (course.md § Terms, the terms table's «dots»)."""
    name = T(f"ex.suit.{suit}")
    if suit == 1 and ruleset is not None:
        return Text(terms.term("dots", ruleset) + "子", name.en)
    return name


def tiles_text(kinds: Iterable[int], ruleset: object = None) -> Text:
    """Tile kinds as learner text: Chinese names in zh as ``ruleset`` writes them (一万 五饼 in Mawan, 五筒
    elsewhere, 红中; :func:`mjlearn.tiles.tile_name`), notation in en; "none" for no tile."""
    ks = list(kinds)
    if not ks:
        return T("ex.fb.none")
    return plain(" ".join(tile_name(k, ruleset) for k in ks), " ".join(tile_str(k) for k in ks))


# a declared set's prefix in hand notation (``pon:222m``) → the thing of the terms table that names it
_DECLARED = {"chi": "chi", "pon": "pong", "kan": "kong_discard", "kakan": "kong_added", "ankan": "kong_concealed"}
_DECLARED_ZH = {"chi": "吃", "pon": "碰", "kan": "明杠", "kakan": "明杠", "ankan": "暗杠"}


def group_text(group: str, ruleset: object = None) -> Text:
    """One group of a decomposition (``"234m"``, ``"pon:555p"``, ``"???"`` for a set of ghosts) as learner text:
    in zh named as ``ruleset`` writes it (``二三四万``, ``五五五饼（碰）``, ``鬼鬼鬼``; spec ``course.md`` § Terms),
    in en the notation as given.  A group that is not tiles (the learner's own typing) stays as it is."""
    src, _, body = group.rpartition(":")
    if body in ("???", "??"):
        zh = "鬼" * len(body)
    else:
        try:
            zh = group_name(parse_tiles(body), ruleset)
        except MjError:
            return plain(group)
    if src:
        word = _DECLARED_ZH.get(src, src)
        if ruleset is not None and src in _DECLARED:
            try:
                word = terms.term(_DECLARED[src], ruleset)
            except MjError:
                pass
        zh += f"（{word}）"
    return plain(zh, group)


def ghost_group_text(group, ruleset: object = None) -> Text:
    """One group of a reading (a :class:`mjlearn.readings.Group`) as learner text with what its ghosts stand for
    (spec ``common.md`` § Ghost tiles: a learner sees "ghost as 5m"): ``二三四筒（鬼牌当三筒）`` / ``234p (ghost
    as 3p)``; a group made only of ghosts is ``鬼鬼鬼`` / ``???``; a group without ghosts as :func:`group_text`."""
    t = group_text(group.compact, ruleset)
    if group.ghosts and not group.is_wild:
        note = T("ex.ghost_as", tiles=plain("、".join(tile_name(k, ruleset) for k in group.ghosts),
                                            " ".join(tile_str(k) for k in group.ghosts)))
        t = plain(t.zh + note.zh, t.en + note.en)
    return t


def reading_groups_text(groups, ruleset: object = None) -> Text:
    """The groups of a decomposition (:class:`mjlearn.readings.Group` objects), sorted as the stored answers
    are (by notation), each with its ghosts marked (:func:`ghost_group_text`)."""
    gs = [ghost_group_text(g, ruleset) for g in sorted(groups, key=lambda g: g.compact)]
    return plain("、".join(g.zh for g in gs), " ".join(g.en for g in gs))


def dec_text(groups: Iterable[str], ruleset: object = None) -> Text:
    """A decomposition (group strings) as learner text: ``一一条、二三四条……`` in zh, ``11s 234s …`` in en."""
    gs = [group_text(g, ruleset) for g in groups]
    return plain("、".join(g.zh for g in gs), " ".join(g.en for g in gs))


def decs_text(decs: Iterable[Iterable[str]], ruleset: object = None) -> Text:
    """Several decompositions: joined by ``；`` in zh, `` | `` in en."""
    ds = [dec_text(d, ruleset) for d in decs]
    return plain("；".join(d.zh for d in ds), " | ".join(d.en for d in ds))


def reading_text(reading, ruleset: object = None) -> Text:
    """A reading (:class:`mjlearn.readings.Reading`) with ``[ ]`` around the group the winning tile completes:
    ``[二三四条]、一一条……`` in zh, ``[234s] 11s …`` in en; a group holding ghosts says what they stand for
    (``二三四筒（鬼牌当三筒）``)."""
    parts = []
    for i, g in enumerate(reading.groups):
        t = group_text(str(g), ruleset)
        if g.ghosts and not g.is_wild:  # what the ghosts stand for (common.md § Ghost tiles)
            t = ghost_group_text(g, ruleset) if not g.is_declared else t
        parts.append(plain(f"[{t.zh}]", f"[{t.en}]") if i == reading.win_index else t)
    return plain("、".join(p.zh for p in parts), " ".join(p.en for p in parts))


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
        from ..render.lang import tag_lang
        head = f"<b>{html.escape(str(self.title))}</b>" if self.title is not None else ""
        items = "".join(f"<li>{html.escape(str(t))}</li>" for t in self.lines)
        body = f"<ul style='margin:4px 0'>{items}</ul>" if items else ""
        return tag_lang(f"<div style='{self.css};padding:6px 10px;margin:4px 0'>{head}{body}</div>")  # lang on the other language's runs


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


__all__ = ["Message", "Feedback", "join2", "tiles_text", "group_text", "dec_text", "decs_text", "reading_text",
           "ghost_group_text", "reading_groups_text", "seat_text", "num_str", "signed"]
