"""How an exercise meets the learner: the question as text and as a picture, the answer controls, and the
progress record of each answer and hint (spec ``product.md`` § Exercises).  The model side is
:class:`~mjlearn.exercises.exercise.Exercise` and its kind."""
from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import Any

from ..context import SEATS, WIN_BY_EN, WIN_BY_ZH, make_context  # noqa: F401
from ..hand import Hand
from ..i18n import T, Text, join, plain
from ..render.lang import tag_lang
from ..rules import get_ruleset
from .messages import seat_text, tiles_text


class ExerciseView:
    """Display, progress and answer controls of one :class:`~mjlearn.exercises.exercise.Exercise`."""

    def __init__(self, ex):
        self.ex = ex

    def describe(self) -> list[Text]:
        ex = self.ex
        rs = get_ruleset(ex.ruleset)
        h = ex.parsed_hand()
        lines = [T("ex.header", id=ex.id, ruleset=rs.title, kind=T(f"ex.kind.{ex.kind}")), ex.question,
                 T("ex.hand", hand=plain(h.zh(self.ex.ruleset), str(h)))]
        gk = ex.ghost_kinds()
        if gk:  # the ghosts are marked in every reading a learner sees: the pictures and this line
            from ..tiles import tile_en, tile_name
            lines.append(T("ex.ghosts", zh=plain("、".join(tile_name(k, ex.ruleset) for k in gk)),
                           en=plain(", ".join(tile_en(k) for k in gk))))
        if h.win_tile is None:
            lines.append(T("ex.context", ctx=T("ex.ctx.waiting")))
        elif ex.kind != "decompositions":
            lines.append(T("ex.context", ctx=describe_context(ex.context, ex.ruleset)))
        if ex.options:
            lines.append(T("ex.options", opts=plain(", ".join(f"{k}={v}" for k, v in ex.options.items()))))
        fams = self.families()
        if fams:
            lines.append(T("ex.practises", families=fams))
        lines.append(T("ex.answer_form", form=ex.form()))
        note = self.note()
        if note is not None:
            lines.append(note)
        return lines

    def families(self) -> Text | None:
        """The families the question practises (``基本项目（张）、加番（台）``), never its rule ids: for a
        "which items score" question nothing (the families would narrow the answer), for the others the
        families of its practised rules (spec ``product.md`` § Exercises: nothing before the answer names it)."""
        from .progress import family_of
        ex = self.ex
        if ex.kind == "items":
            return None
        fams = list(dict.fromkeys(family_of(r) for r in ex.rule_ids()))
        fams = [f for f in fams if f != "other"]
        if not fams:
            return None
        return Text("、".join(T(f"pr.family.{f}").zh for f in fams), ", ".join(T(f"pr.family.{f}").en for f in fams))

    def note(self) -> Text | None:
        """The interpretation note that goes with this kind of question (what the total means, which items
        to name, the payment signs), or ``None``."""
        ex = self.ex
        if ex.kind == "total":
            unit = (ex.expected or {}).get("unit") or get_ruleset(ex.ruleset).unit
            key = f"ex.note.total.{unit}"
            from ..i18n import catalogue
            return T(key) if key in catalogue() else None
        if ex.kind == "items":
            return T(f"ex.note.items.{ex.ruleset}")
        if ex.kind in ("payments", "is_win"):
            return T(f"ex.note.{ex.kind}")
        return None

    def text(self) -> str:
        """The question as plain text."""
        return "\n".join(str(t) for t in self.describe())

    def html(self) -> str:
        """The question as HTML: the hand drawn with tile pictures (inline styles only)."""
        lines = self.describe()
        head, question, rest = lines[0], lines[1], lines[3:]
        pic = hand_html(self.ex.parsed_hand(), self.ex.ghost_kinds())
        body = "".join(f"<div>{html.escape(str(t))}</div>" for t in rest)
        return tag_lang(f"<div style='border:1px solid #bbb;border-radius:6px;padding:8px 12px;margin:4px 0'>"
                f"<div style='font-weight:bold'>{html.escape(str(head))}</div>"
                f"<div style='margin:4px 0 6px 0'>{html.escape(str(question))}</div>"
                f"<div>{pic}</div><div style='color:#333;font-size:90%;margin-top:6px'>{body}</div></div>")

    def show(self) -> None:
        """Display the question (tile pictures in a notebook, text elsewhere)."""
        try:
            from IPython.display import display
        except ImportError:  # pragma: no cover - IPython ships with the package's dependencies
            print(self.text())
            return
        display(self.ex)

    def ask(self, on_checked=None):
        """The answer controls (:class:`mjlearn.widgets.ask.Ask`)."""
        from ..widgets.ask import Ask
        return Ask(self.ex, on_checked)

    def record(self, correct: bool, blame: list | None = None, aided: str = "") -> None:
        """Record an answer in the progress log (never raises: progress must not break an exercise)."""
        from . import progress
        ex = self.ex
        try:
            progress.record(ex.ruleset, ex.id, ex.rule_ids(), bool(correct), kind=ex.kind, blame=blame,
                            aided=aided, make=ex.make)
        except Exception as e:  # noqa: BLE001 - a broken disk must not lose the learner's feedback
            progress._note(f"progress not recorded: {type(e).__name__}: {e}")

    def record_solution(self) -> None:
        """Record that the solution was seen (never raises)."""
        from . import progress
        ex = self.ex
        try:
            progress.record_solution(ex.ruleset, ex.id, ex.rule_ids(), kind=ex.kind)
        except Exception as e:  # noqa: BLE001 - a broken disk must not hide the solution
            progress._note(f"progress not recorded: {type(e).__name__}: {e}")

    def record_hint(self, level: int) -> None:
        """Record that hint ``level`` was shown (never raises)."""
        from . import progress
        ex = self.ex
        try:
            progress.record_hint(ex.ruleset, ex.id, ex.rule_ids(), level, kind=ex.kind)
        except Exception as e:  # noqa: BLE001 - a broken disk must not hide the hint
            progress._note(f"progress not recorded: {type(e).__name__}: {e}")


_IMG_CACHE: dict[tuple, str] = {}


def tile_img(kind: int, marks: list[str] | tuple[str, ...] = ()) -> str:
    """One tile as an ``<img>`` whose source is the tile's SVG as a ``data:`` URI, with its name
    (:func:`~mjlearn.render.svg.tile_label`: ``五万`` in zh and both, ``5 of characters (5m)`` in en, a ghost
    saying so) as ``alt`` and ``title``.  JupyterLab's sanitiser keeps an ``<img>`` with a ``data:`` source in the
    stored outputs of an untrusted notebook (it strips inline ``<svg>``), so a question shows its tiles before
    any cell is run; the ghost and winning-tile marks are drawn inside the picture.  Classes ``mj-tile``,
    ``mj-ghost``, ``mj-win`` as on the inline faces."""
    import base64

    from ..render import tile_svg
    from ..render.lang import name_language
    from ..render.svg import tile_label
    lang = name_language()  # the name is an attribute: one language (Chinese in "both"), as every tile's name
    key = (kind, tuple(marks), lang)
    if key not in _IMG_CACHE:
        name = tile_label(kind, lang) + (("（鬼牌）" if lang == "zh" else " (ghost)") if "ghost" in marks else "")
        svg = tile_svg(kind, mark=list(marks) or None, title=name)
        uri = "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")
        cls = " ".join(["mj-tile"] + [f"mj-{m}" for m in marks])
        _IMG_CACHE[key] = (f"<img class='{cls}' src='{uri}' alt='{html.escape(name, quote=True)}' "
                           f"title='{html.escape(name, quote=True)}' width='36' height='48' "
                           f"style='vertical-align:middle'>")
    return _IMG_CACHE[key]


def hand_html(h: Hand, ghost_kinds: Iterable[int] = ()) -> str:
    """The hand drawn with the package's tile faces (:func:`tile_img`: pictures a sanitised, untrusted notebook
    still shows), laid out with inline styles only (no shared CSS block, so the question does not change when
    the explorer's styles do): concealed tiles with the ghosts marked, each declared set labelled, then the
    winning tile marked."""
    from ..hand import MELD_EN, MELD_ZH
    gk = set(ghost_kinds)

    def tiles(kinds, mark=None, ghosts=True):  # declared sets keep their face (common.md § Ghost tiles)
        return "".join(tile_img(k, (["ghost"] if ghosts and k in gk else []) + ([mark] if mark else []))
                       for k in kinds)

    def block(inner: str, label: str) -> str:
        return (f"<span style='display:inline-flex;flex-direction:column;align-items:center;margin-right:10px'>"
                f"<span style='display:inline-flex;gap:1px'>{inner}</span>"
                f"<span style='font-size:80%;color:#666'>{html.escape(label)}</span></span>")

    parts = [block(tiles(h.concealed), str(T("ex.html.concealed")))]
    for m in h.melds:
        parts.append(block(tiles(m.tiles, ghosts=False), str(plain(MELD_ZH[m.kind], MELD_EN[m.kind]))))
    if h.win_tile is not None:
        parts.append(block(tiles([h.win_tile], "win"), str(T("ex.html.win"))))
    return f"<div style='display:flex;flex-wrap:wrap;align-items:flex-start'>{''.join(parts)}</div>"


def describe_context(context: Mapping[str, Any], ruleset: str | None = None) -> Text:
    """A short bilingual description of a win context (how, seats, flags set).  ``ruleset`` (an id): a
    situation that means nothing there is not stated (Jinzhou has no winds: no round wind)."""
    ctx = make_context(dict(context or {}))
    parts: list[Text] = []
    if ctx.win_by == "discard":
        parts.append(T("ex.ctx.discarder", seat=seat_text(ctx.payer)))
    else:
        parts.append(plain(WIN_BY_ZH[ctx.win_by], WIN_BY_EN[ctx.win_by]))
        if ctx.win_by != "self_draw":
            parts.append(T("ex.ctx.robbed", seat=seat_text(ctx.payer)))
    parts.append(T("ex.ctx.seat", seat=seat_text(ctx.seat)))
    parts.append(T("ex.ctx.dealer", seat=seat_text(ctx.dealer)))
    if ruleset != "jinzhou":
        parts.append(T("ex.ctx.round", seat=seat_text(ctx.round_wind)))
    for flag in ("kong_replacement", "kong_replacement_red", "kong_discard", "kong_discard_red", "last_tile",
                 "first_turn", "first_discard", "shisan_san", "jushou_ting", "all_closed"):
        if getattr(ctx, flag):
            parts.append(T(f"ex.flag.{flag}"))
    if ctx.liable:
        parts.append(T("ex.flag.liable", seat=seat_text(ctx.liable)))
    if ctx.seen:
        ks = [k for k, n in ctx.seen for _ in range(n)]
        parts.append(T("ex.ctx.seen", tiles=tiles_text(ks)))
    return Text(join(parts, "，").zh, join(parts, ", ").en)



__all__ = ["ExerciseView", "hand_html", "tile_img", "describe_context"]
