"""The explorer's HTML views: the summary strip and the detail tabs (decompositions, scores, comparison, waits).

Each function draws an explorer state (:class:`mjlearn.explorer.model.ExplorerState`, given as the argument):
it reads the answers the state computed (``state.results()``, ``state.waits(names)``, ``state.shanten(name)``,
``state.readings(name)``, ``state.wait_values(name, kinds)``, ``state.title(name)``, ``state.ghost_kinds(name)``)
and never asks a ruleset itself (this package imports no ruleset code).  A ruleset that refuses the input says so
once, in its own place; a ruleset whose scoring has not landed says "coming", never a value.

Source: spec ``product.md`` § Widgets.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..context import SEATS
from ..errors import MjError
from ..explorer.strings import seat_text, tile_text  # (and the explorer.* catalogue entries)
from ..hand import MELD_EN, MELD_ZH
from ..i18n import T, Text, colon, list_sep, plain
from ..tiles import suit_of, tile_str
from ..wording import number_text
from .html import CSS, esc, readings_html, tiles_html
from .lang import name as _name
from .lang import tagged
from .result import items_table_html, result_html, result_readings_html, shanten_text, waits_html
from .svg import tile_svg

if TYPE_CHECKING:
    from ..explorer.model import ExplorerState

SUMMARY_TILE = 22
"""Width (px) of a tile in the summary strip."""



def _message(err: BaseException) -> str:
    """What to show for an exception: an MjError's message; anything else, a short apology (no traceback)."""
    if isinstance(err, MjError):
        return str(err)
    return str(T("explorer.oops", what=plain(type(err).__name__)))


@dataclass(frozen=True)
class TabSpec:
    """A detail tab: ``key`` (also the CSS class ``mj-<key>`` of its view), ``title`` (a catalogue key or a
    Text) and ``build(state) -> str`` (an HTML fragment)."""

    key: str
    title: str | Text
    build: Callable[[ExplorerState], str]

    def title_text(self) -> Text:
        return self.title if isinstance(self.title, Text) else T(self.title)


def _payments_line(res, label: bool = True) -> str:
    """``南 +15 · 东 −5 · 西 −5 · 北 −5 元`` (the winner first, then the others in seat order)."""
    if not res.payments:
        return ""
    win = res.context.seat if res.context is not None else None
    seats = sorted(res.payments, key=lambda s: (s != win, SEATS.index(s) if s in SEATS else 9))
    parts = []
    for s in seats:
        v = res.payments[s]
        if not v:  # a seat that neither pays nor receives is left out
            continue
        sign = "+" if v > 0 else "−"
        parts.append(f"{esc(seat_text(s))} {sign}{esc(number_text(abs(v)))}")
    return (esc(T("explorer.net")) + " " if label else "") + " · ".join(parts) + (f" {esc(res.payment_unit)}" if res.payment_unit else "")


def _total_text(res) -> Text:
    return res.total_text if res.total_text is not None else plain(f"{number_text(res.total)} {res.unit}".strip())


def summary_row(state: ExplorerState, name: str) -> tuple[str, str, str, str]:
    """``(status, main html, detail html, plain one-line text)`` of one ruleset for the summary strip."""
    title = state.title(name)
    if state.complete:
        res = state.results()[name]
        if isinstance(res, MjError):
            return ("error", f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>', esc(res),
                    f"{title}{colon()}{T('explorer.invalid_input')}{colon()}{res}")
        if res.status == "not_implemented":
            return ("not_implemented", esc(T("explorer.sum_coming")), "", f"{title}{colon()}{T('explorer.sum_coming')}")
        if res.status == "not_win":
            why = list_sep().join(str(w) for w in res.why_not) or str(T("status.not_win"))
            text = T("explorer.sum_not_win", why=plain(why))
            return ("not_win", f'<span class="mj-bad">{esc(T("status.not_win"))}</span>', esc(why), f"{title}{colon()}{text}")
        total = _total_text(res)
        main = esc(total)
        if len(str(total)) > 14:  # a long total ("每份 8 分（庄家那份 16 分）；…"): the number here, the words in a tooltip
            main = f'<span title="{esc(_name(total))}">{esc(number_text(res.total))} {esc(res.unit)}</span>'
        return ("scored", main, _payments_line(res), f"{title}{colon()}{total}")
    if state.n == 14:
        return ("choose", "", esc(T("explorer.sum_choose_win")), f"{title}{colon()}{T('explorer.sum_choose_win')}")
    w = state.waits([name]).get(name)
    if isinstance(w, MjError):
        return ("error", f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>', esc(w),
                f"{title}{colon()}{T('explorer.invalid_input')}{colon()}{w}")
    if w.any_tile:
        return ("ready", esc(T("shanten.ready")), esc(T("waits.any")), f"{title}{colon()}{T('waits.any')}")
    if w.live:
        detail = tiles_html(w.live, size=SUMMARY_TILE, css=False)
        names = " ".join(tile_str(k) for k in w.live)
        return ("ready", esc(T("explorer.sum_waits", n=len(w.live))), detail,
                f"{title}{colon()}{T('explorer.sum_waits', n=len(w.live))} {names}")
    sh = state.shanten(name)
    if sh == 0 and w.illegal:
        text = T("view.ready_no_legal")
    elif sh is None:
        text = T("waits.none")
    else:
        text = shanten_text(sh)
    return ("not_ready", esc(text), "", f"{title}{colon()}{text}")


@tagged
def summary_html(state: ExplorerState, extra: Iterable[Callable[[ExplorerState], str | None]] = ()) -> str:
    """The summary strip: a count line, then one line per shown ruleset, then any extra lines."""
    n = state.n
    rows = []
    if n < 13:
        rows.append(f'<div class="mj-sum-info">{esc(T("explorer.need_more", k=13 - n))}</div>')
    elif n == 14 and not state.complete:
        rows.append(f'<div class="mj-sum-info">{esc(T("explorer.need_win"))}</div>')
    if n >= 13:
        for name in state.rulesets:
            status, main, detail, _ = summary_row(state, name)
            focus = " mj-sum-focus" if name == state.focus and state.mode != "one" else ""
            rows.append(f'<div class="mj-sum-row{focus}" data-ruleset="{name}" data-status="{status}">'
                        f'<span class="mj-sum-name">{esc(state.title(name))}</span>'
                        f'<span class="mj-sum-main">{main}</span><span class="mj-sum-detail">{detail}</span></div>')
    for fn in extra:
        try:
            line = fn(state)
        except Exception:  # noqa: BLE001 - an extra line never breaks the strip
            line = None
        if line:
            rows.append(f'<div class="mj-extra">{line}</div>')
    return (f'<div class="mj-summary" data-testid="mj-summary" role="region" '
            f'aria-label="{esc(_name(T("explorer.summary_name")))}">' + "".join(rows) + "</div>")


# ---------------------------------------------------------------------- the default tabs


def _empty(state: ExplorerState) -> str | None:
    """The placeholder of a tab when the hand is not complete (or not 13 tiles, for waits)."""
    n = state.n
    if n == 14 and state.hand.win_tile is None:
        text = T("explorer.need_win")
    elif n == 13:
        text = T("explorer.waiting")
    else:
        text = T("explorer.need_more", k=max(13 - n, 0))
    return CSS + f'<div class="mj-view mj-assume">{esc(text)}</div>'


def _error_box(state, name: str, err: BaseException) -> str:
    title = state.title(name)
    msg = _message(err)
    return (f'<div class="mj-view mj-result mj-score-{name} mj-status-error" data-ruleset="{name}" '
            f'data-status="error"><h3>{esc(title)} · {esc(T("explorer.invalid_input"))}</h3>'
            f'<div class="mj-error">{esc(msg)}</div></div>')


@tagged
def build_readings(state: ExplorerState) -> str:
    """The focus ruleset's readings, each drawn with tiles (with values once scored)."""
    if not state.complete:
        return _empty(state)
    focus = state.focus
    res = state.results().get(focus)
    try:
        if isinstance(res, MjError):
            return CSS + _error_box(state, focus, res)
        if res.status == "scored" and res.readings:
            return result_readings_html(res, size=34)
        rds = state.readings(focus)
        if isinstance(rds, MjError):
            return CSS + _error_box(state, focus, rds)
        html = readings_html(rds, size=34, win_tile=state.hand.win_tile, ghost_kinds=state.ghost_kinds(focus))
        if res.status == "not_win":
            html = result_html(res, readings=False) + html
        return html
    except MjError as e:
        return CSS + _error_box(state, focus, e)


@tagged
def build_scores(state: ExplorerState) -> str:
    """Each shown ruleset's result: item table (source in words), notes, assumptions, total, payments."""
    if not state.complete:
        return _empty(state)
    boxes = []
    for name in state.rulesets:
        res = state.results()[name]
        if isinstance(res, MjError):
            boxes.append(_error_box(state, name, res))
            continue
        table = items_table_html(res.items, ruleset_title=state.title(name)) if res.status == "scored" else None
        boxes.append(result_html(res, readings=False, css=False, items_table=table))
    return CSS + '<div class="mj-view mj-cols">' + "".join(boxes) + "</div>"


def _value_cell(res) -> str:
    if isinstance(res, MjError):
        return f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>'
    if res.status == "not_implemented":
        return esc(T("explorer.sum_coming"))
    if res.status == "not_win":
        why = list_sep().join(str(w) for w in res.why_not) or str(T("status.not_win"))
        return esc(T("explorer.sum_not_win", why=plain(why)))
    return esc(_total_text(res))


@tagged
def build_compare(state: ExplorerState) -> str:
    """The three rulesets side by side: one column each (status, total, net payments, counted items, notes);
    a ruleset that rejects the input says so once, in its own column."""
    if not state.complete:
        return _empty(state)
    results = state.results()
    names = state.all_rulesets
    # the corner cell names the columns (no empty header cell)
    head = (f'<tr><th scope="col">{esc(T("explorer.ruleset"))}</th>'
            + "".join(f'<th scope="col">{esc(state.title(n))}</th>' for n in names) + "</tr>")
    rows: list[tuple[str, list[str]]] = []
    status, total, pay, items, notes = [], [], [], [], []
    for n in names:
        res = results[n]
        if isinstance(res, MjError):
            status.append(f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>')
            total.append("")
            pay.append("")
            items.append("")
            notes.append(esc(res))
            continue
        status.append(esc(T("status." + res.status)))
        total.append(_value_cell(res) if res.status == "scored" else "")
        pay.append(_payments_line(res, label=False) if res.status == "scored" else "")
        items.append(esc(" ".join(res.codes())) if res.status == "scored" else "")
        if res.status == "scored":
            notes.append("<br>".join(f"<b>{esc(x.code)}</b> {esc(x.text)}" for x in res.notes))
        else:
            notes.append(_value_cell(res))
    for key, cells in (("explorer.status", status), ("explorer.total", total), ("explorer.net", pay),
                       ("explorer.items", items), ("explorer.notes", notes)):
        if any(cells):  # no empty rows
            rows.append((key, cells))
    body = "".join(f'<tr><th scope="row">{esc(T(k))}</th>' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"
                   for k, cells in rows)
    return CSS + f'<div class="mj-view"><table class="mj-table mj-compare-table">{head}{body}</table></div>'


@tagged
def build_waits(state: ExplorerState) -> str:
    """The waits of the 13-tile hand (or of the complete hand without its winning tile) per shown ruleset,
    then what each wait would score in each ruleset that accepts the hand (an input error is said once)."""
    h13 = state.waits_hand
    if h13 is None:
        return _empty(state)
    names = state.rulesets
    ws = state.waits(names)
    parts: list[str] = []
    if state.complete:
        parts.append(f"<div><b>{esc(T('explorer.before_win'))}</b></div>")
    cards = []
    for name in names:
        w = ws[name]
        title = state.title(name)
        if isinstance(w, MjError):
            cards.append(f'<div class="mj-card mj-waits-{name}"><h3>{esc(title)} · {esc(T("explorer.invalid_input"))}'
                         f'</h3><div class="mj-error">{esc(w)}</div></div>')
            continue
        sh = state.shanten(name) if not w.live and not w.any_tile else None
        cards.append(f'<div class="mj-card mj-waits-{name}"><h3>{esc(title)}</h3>'
                     + waits_html(w, shanten=sh, size=30, css=False) + "</div>")
    parts.append('<div class="mj-cols">' + "".join(cards) + "</div>")
    ok = [n for n in names if not isinstance(ws[n], MjError)]
    kinds = sorted({k for n in ok for k in (*ws[n].live, *ws[n].dead, *ws[n].illegal)})
    if kinds and ok:
        head = (f"<tr><th>{esc(T('explorer.tile'))}</th>"
                + "".join(f"<th>{esc(state.title(n))}</th>" for n in ok) + "</tr>")
        # every wait of a ruleset valued in one call (the work is shared across the waits: an 8-ghost Huilai
        # hand takes milliseconds instead of seconds); a per-wait MjError comes back as a value
        vals: dict[str, Any] = {n: state.wait_values(n, {*ws[n].live, *ws[n].illegal}) for n in ok}
        rows = []
        for k in kinds:
            cells = []
            for n in ok:
                w = ws[n]
                if k in w.dead:
                    cells.append(esc(T("explorer.dead_wait")))
                elif k in w.live or k in w.illegal:
                    v = vals[n] if isinstance(vals[n], Exception) else vals[n][k]
                    cells.append(esc(_message(v)) if isinstance(v, Exception) else _value_cell(v))
                else:
                    cells.append(esc(T("explorer.not_a_wait")))
            tile = tiles_html([k], size=24, css=False)
            rows.append(f'<tr data-tile="{tile_str(k)}"><td class="mj-nowrap">{tile} {esc(tile_text(k))}</td>'
                        + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        parts.append(f"<div><b>{esc(T('explorer.waits_table'))}</b></div>"
                     f'<table class="mj-table mj-waits-table">{head}{"".join(rows)}</table>')
    return CSS + '<div class="mj-view">' + "".join(parts) + "</div>"


DEFAULT_TABS = (
    TabSpec("readings", "explorer.tab_readings", build_readings),
    TabSpec("scores", "explorer.tab_scores", build_scores),
    TabSpec("compare", "explorer.tab_compare", build_compare),
    TabSpec("waits", "explorer.tab_waits", build_waits),
)


# ---------------------------------------------------------------------- the tile strips and the count line

_SUITS = ("m", "p", "s", "z")


def palette_groups(tile_kinds: Iterable[int], copies: Callable[[int], int], ghost_kinds: Iterable[int],
                   faces: dict, size: int) -> list[dict]:
    """The palette's tile groups (one row per suit, honours last) for a :class:`~mjlearn.widgets.tilestrip.TileStrip`:
    each tile with the copies left as its caption (``×3``), greyed and disabled when none is left.

    ``copies(kind)`` — copies already in the hand; ``faces`` (face key → SVG, ``size`` px wide) gets the faces it
    lacks (a ghost tile has its own face)."""
    kinds = sorted(set(tile_kinds))
    gk = set(ghost_kinds)
    groups = []
    for suit in _SUITS:
        items = []
        for k in kinds:
            if suit_of(k) != suit:
                continue
            left = 4 - copies(k)
            name = tile_text(k)
            aria = T("explorer.tile_left", tile=name, n=left) if left > 0 else T("explorer.tile_none_left", tile=name)
            face = tile_str(k) + ("g" if k in gk else "")
            if face not in faces:
                faces[face] = tile_svg(k, size=size, mark="ghost" if k in gk else None)
            items.append({"key": tile_str(k), "tile": tile_str(k), "face": face,
                          "title": _name(name), "aria": _name(aria), "caption": f"×{left}",
                          "cls": "" if left > 0 else "mj-used-up", "disabled": left <= 0})
        if items:
            groups.append({"label": "", "cls": "mj-row", "items": items})
    return groups


def hand_groups(hand, ghost_kinds: Iterable[int], faces: dict, size: int) -> list[dict]:
    """The hand strip's groups: the concealed tiles (keys ``c:<tile>``), each declared set (``m:<index>``) and
    the winning tile (``w:<tile>``, marked); ``faces`` gets the faces it lacks (``size`` px wide)."""
    gk = set(ghost_kinds)

    def face(k: int, mark: Any) -> str:
        key = tile_str(k) + ("".join(mark) if isinstance(mark, tuple) else (mark or ""))
        if key not in faces:
            faces[key] = tile_svg(k, size=size, mark=mark)
        return key
    groups = []
    if hand.concealed:
        items = [{"key": f"c:{tile_str(k)}", "tile": tile_str(k), "face": face(k, "ghost" if k in gk else None),
                  "title": _name(tile_text(k))} for k in hand.concealed]
        groups.append({"label": str(T("view.concealed")), "cls": "mj-conc", "items": items})
    for i, m in enumerate(hand.melds):
        items = [{"key": f"m:{i}", "tile": tile_str(k), "face": face(k, None),
                  "title": _name(plain(MELD_ZH[m.kind], MELD_EN[m.kind]) + plain(" ") + tile_text(k))} for k in m.tiles]
        groups.append({"label": str(plain(MELD_ZH[m.kind], MELD_EN[m.kind])), "cls": "mj-meld", "items": items})
    if hand.win_tile is not None:
        k = hand.win_tile
        groups.append({"label": str(T("view.win_tile")), "cls": "mj-winbox",
                       "items": [{"key": f"w:{tile_str(k)}", "tile": tile_str(k),
                                  "face": face(k, ("win", "ghost") if k in gk else "win"),
                                  "title": _name(T("view.win_tile") + plain(" ") + tile_text(k)), "cls": "mj-win"}]})
    return groups


def info_text(state: ExplorerState) -> Text:
    """The count line beside undo / clear: ``14 tiles · complete``, ``… · add 3 more`` …"""
    n = state.tile_count
    if state.complete:
        return T("explorer.info_complete", n=n)
    if n == 14:
        return T("explorer.info_choose", n=n)
    if n == 13:
        return T("explorer.info_waiting", n=n)
    return T("explorer.info_partial", n=n, k=max(13 - n, 0))
