"""HTML views of a ruleset's result: the item table (excluded items greyed with the reason, each item's source in
the seed in words), payments, the whole result, its short form for a tutorial cell, the readings with their
values, and the waits (spec ``product.md`` § Widgets, "Views").

Split from :mod:`mjlearn.render.html` (modules under 600 lines), which keeps the shared style, the
catalogue entries (``view.*``), tiles, hands, readings and tables; the public ones are re-exported by
:mod:`mjlearn.render` as before.  Every function takes what it draws as arguments and imports no ruleset code.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from .. import terms
from ..context import SEAT_EN, SEAT_ZH
from ..i18n import T, Text, colon, list_sep, plain
from ..wording import number_text
from .html import CSS, READINGS_LIMIT, SEP, _inline_cells, _more_html, _shown, esc, reading_html, tiles_html
from .lang import name, tagged

# The seeds' own section headings (shared/seeds/000_…, 002_…; 004_… has unnumbered topic headings only), so
# that an item's ``seed`` reference ("000 二·算法 5") reads as words: "马湾 · 二、胡牌规则 · 算法 5".
_SEED_SECTIONS: dict[str, dict[str, tuple[str, str]]] = {
    "000": {"一": ("一、打牌规则", "rules of play"), "二": ("二、胡牌规则", "winning rules")},
    "002": {"一": ("一、基本玩法", "basic play"), "二": ("二、基本番型", "basic patterns"),
            "三": ("三、特殊规则", "special rules"), "四": ("四、结算", "settlement"), "五": ("五、好友房", "friends' room")},
}
# English glosses of the seeds' topic words (the Chinese word stays: it is what the seed says)
_SEED_GLOSS = {
    "算法": "scoring", "加番": "extra 台", "张数表": "tile-count table", "例外": "exceptions",
    "基本番型": "basic patterns", "计分规则": "scoring rules", "鬼牌": "ghost tiles", "买马规则": "horses",
    "胡牌条件": "win conditions", "胡牌类别": "win classes", "算分方法": "scoring method",
    "杠的算分方法": "kong points", "红中用途": "uses of 红中", "天胡": "heavenly hand", "七对胡牌": "seven pairs",
    "跟庄的算分法": "following the dealer", "黄庄算分法": "drawn hand", "胡牌算分": "win points",
    "需要的牌张": "the tiles", "杠牌": "kongs", "抢杠": "robbing a kong", "注意": "notes", "黄庄": "drawn hand",
    "包胡": "liability", "破盆与打破盆": "破盆 penalty", "规定筹码算法": "stakes",
}


def _gloss(part: str) -> str:
    """``"算法 5"`` → ``"算法 (scoring) 5"``: each topic word that has a gloss gets it right after it."""
    return " ".join(f"{w} ({_SEED_GLOSS[w]})" if w in _SEED_GLOSS else w for w in part.split(" "))


def source_text(seed: str, ruleset_title: Text | str | None = None) -> Text:
    """An item's seed reference in words: ``source_text("000 二·算法 5", 马湾 title)`` →
    zh ``"马湾 · 二、胡牌规则 · 算法 5"``, en ``"Mawan · 二、胡牌规则 (winning rules) · 算法 5 (scoring)"``.

    Parameters
    ----------
    seed : the ``Item.seed`` string: the seed file's number, then the section (``"002 三·计分规则"``)
    ruleset_title : the ruleset's title (Text), put first; ``None`` leaves it out

    Returns a :class:`~mjlearn.i18n.Text` (the seed's Chinese headings stay, with an English gloss in en).
    An empty or unknown reference is returned as it is.
    """
    seed = (seed or "").strip()
    if not seed:
        return plain("")
    num, _, rest = seed.partition(" ")
    if not (num.isdigit() and rest):
        num, rest = "", seed
    parts = [p.strip() for p in rest.split("·") if p.strip()]
    zh: list[str] = []
    en: list[str] = []
    sections = _SEED_SECTIONS.get(num, {})
    if parts and parts[0] in sections:
        head_zh, head_en = sections[parts.pop(0)]
        zh.append(head_zh)
        en.append(f"{head_zh} ({head_en})")
        if parts and head_zh.endswith(parts[0]):  # "二·基本番型": the sub-part repeats the heading
            parts.pop(0)
    for p in parts:
        zh.append(p)
        en.append(_gloss(p))
    mixed = list(en)  # the English parts keep the seed's Chinese headings, glossed: ``both`` shows them once
    if ruleset_title is not None:
        t = ruleset_title if isinstance(ruleset_title, Text) else plain(str(ruleset_title))
        zh.insert(0, t.zh)
        en.insert(0, t.en)
        mixed.insert(0, t.render("both"))
    return Text(" · ".join(zh), " · ".join(en), both_text=" · ".join(mixed))


@tagged
def items_table_html(items: Sequence, *, show_seed: bool = True, ruleset_title: Text | str | None = None) -> str:
    """Table of items: counted rows first as given, excluded rows greyed with the reason.

    Columns: code (never wraps), item (with its source in the seed, in words, underneath when ``show_seed``),
    value and unit, reason (for an excluded item, also what excluded it and why).  No column is ever empty.
    ``ruleset_title`` starts the source line ("马湾 · 二、胡牌规则 · 算法 5")."""
    if not items:
        return f'<div class="mj-assume">{esc(T("view.no_items"))}</div>'
    head = "<tr>" + "".join(f"<th>{esc(T(k))}</th>" for k in ("view.code", "view.item", "view.count",
                                                                "view.reason")) + "</tr>"
    rows = []
    for it in items:
        if it.counted:
            reason = esc(it.reason)
            cls = ""
        else:
            why = it.excluded_reason if it.excluded_reason is not None else plain("")
            reason = (esc(it.reason) + '<br><span class="mj-why">'
                      + esc(T("view.excluded", by=it.excluded_by, why=why)) + "</span>")
            cls = ' class="mj-excluded"'
        src = ""
        if show_seed and getattr(it, "seed", None):
            src = f'<span class="mj-src" title="{esc(name(T("view.seed")))}">{esc(source_text(it.seed, ruleset_title))}</span>'
        rows.append(f'<tr{cls} data-code="{esc(it.code)}"><td class="mj-code">{esc(it.code)}</td>'
                    f"<td>{esc(it.name)}{src}</td>"
                    f'<td class="mj-num">{esc(number_text(it.value))} {esc(it.unit)}</td>'
                    f'<td class="{"mj-why" if not it.counted else ""}">{reason}</td></tr>')
    return _inline_cells(f'<table class="mj-table mj-items">{head}{"".join(rows)}</table>')


def seat_text(s: str) -> Text:
    return plain(SEAT_ZH.get(s, s), SEAT_EN.get(s, s))


@tagged
def payments_html(result) -> str:
    """Payment lines (payer → payee, amount, reason) and the net per seat (sums to zero)."""
    unit = esc(result.payment_unit)
    out = []
    if result.payment_lines:
        rows = "".join(f"<tr><td>{esc(seat_text(p.payer))}</td><td>{esc(seat_text(p.payee))}</td>"
                       f'<td class="mj-num">{esc(number_text(p.amount))} {unit}</td><td>{esc(p.reason)}</td></tr>'
                       for p in result.payment_lines)
        out.append(f'<table class="mj-table mj-payment-lines"><tr><th>{esc(T("view.payer"))}</th>'
                   f'<th>{esc(T("view.payee"))}</th><th>{esc(T("view.amount"))}</th><th>{esc(T("view.reason"))}</th>'
                   f"</tr>{rows}</table>")
    if result.payments:
        cells = "".join(f'<td class="mj-num">{esc(("+" if v > 0 else "") + number_text(v))} {unit}</td>'
                        for v in result.payments.values())
        heads = "".join(f"<th>{esc(seat_text(s))}</th>" for s in result.payments)
        out.append(f'<table class="mj-table mj-net"><tr><th>{esc(T("view.seat"))}</th>{heads}</tr>'
                   f'<tr><td>{esc(T("view.net"))}</td>{cells}</tr></table>')
    return _inline_cells("".join(out))


def _title_of(result) -> Text:
    """The ruleset's title the result carries (``ScoreResult.title``); the bare name for other objects."""
    title = getattr(result, "title", None)
    return title if title is not None else plain(result.ruleset)


@tagged
def result_html(result, *, readings: bool = True, size: int = 28, css: bool = True,
                items_table: str | None = None, title: Text | str | None = None,
                ghost_kinds: Iterable[int] | None = None) -> str:
    """A ruleset's result: status, item table (excluded items greyed with the reason), interpretation notes,
    assumptions, total, payments, and (optionally) every reading with its value, the scored one highlighted.

    Parameters
    ----------
    result : mjlearn.rules.base.ScoreResult
    readings : also draw every reading with its score
    size : tile width in px for the readings
    items_table : HTML to use for the item table instead of the built-in one (the Explorer passes
        :func:`mjlearn.rows.items_rows` rendered by :func:`table_html`)
    title : the ruleset's title for the heading (default ``result.title``, which the rules layer fills in;
        this module never imports ``rules``)
    ghost_kinds : the ghost kinds in play, for marking ghost tiles in the readings (default
        ``result.ghost_kinds``)

    Returns ``str`` HTML (``<div class="mj-result mj-score-<ruleset>">``).  Never shows a value for a
    ruleset whose scoring has not landed (status ``not_implemented``: says "coming").
    """
    if title is None:
        title = _title_of(result)
    cls = f"mj-view mj-result mj-score-{esc(result.ruleset)} mj-status-{esc(result.status)}"
    out = [f'<div class="{cls}" data-ruleset="{esc(result.ruleset)}" data-status="{esc(result.status)}">',
           f"<h3>{esc(title)} · {esc(T('status.' + result.status))}</h3>"]
    if result.status == "not_implemented":
        out.append(f'<div class="mj-coming">{esc(T("view.coming", name=title))}</div></div>')
        return (CSS if css else "") + "".join(out)
    if result.status == "not_win":
        why = "".join(f"<li>{esc(w)}</li>" for w in result.why_not) or f"<li>{esc(T('status.not_win'))}</li>"
        out.append(f'<div class="mj-why-not">{esc(T("view.why_not"))}<ul>{why}</ul></div>')
    else:
        total = result.total_text if result.total_text is not None else plain(f"{number_text(result.total)} {result.unit}")
        out.append(f'<div class="mj-total">{esc(T("view.total"))}{colon()}{esc(total)}</div>')
        out.append(items_table if items_table is not None else items_table_html(result.items))
    if result.notes:
        notes = "".join(f"<li><b>{esc(n.code)}</b> {esc(n.text)}</li>" for n in result.notes)
        out.append(f'<div class="mj-notes">{esc(T("view.notes"))}<ul>{notes}</ul></div>')
    if result.assumptions:
        out.append(f'<div class="mj-assume">{esc(T("view.assumptions"))}{colon()}'
                   + esc(list_sep().join(str(a) for a in result.assumptions)) + "</div>")
    if result.status == "scored" and (result.payment_lines or result.payments):
        out.append(f"<div><b>{esc(T('view.payments'))}</b></div>" + payments_html(result))
    if readings and result.readings:
        out.append(result_readings_html(result, size=size, css=False, ghost_kinds=ghost_kinds))
    out.append("</div>")
    return (CSS if css else "") + "".join(out)


@tagged
def items_html(result, *, notes: bool = True, css: bool = True) -> str:
    """The short form of a result for a tutorial cell: the total and the chosen reading's item table (items not
    counted greyed, with the reason), then the interpretation notes that decided it; for a hand that is not a
    win, why not.  No heading, readings, assumptions or payments (:func:`result_html` has them all).

    Parameters: ``result`` a :class:`~mjlearn.rules.base.ScoreResult`; ``notes`` whether to list its notes.
    Returns ``str`` HTML (``<div class="mj-result mj-items-only">``).
    """
    out = [f'<div class="mj-view mj-result mj-items-only" data-ruleset="{esc(result.ruleset)}" '
           f'data-status="{esc(result.status)}">']
    if result.status == "scored":
        total = result.total_text if result.total_text is not None else plain(f"{number_text(result.total)} {result.unit}")
        out.append(f'<div class="mj-total">{esc(T("view.total"))}{colon()}{esc(total)}</div>')
        out.append(items_table_html(result.items, show_seed=False))
    else:
        why = "".join(f"<li>{esc(w)}</li>" for w in result.why_not) or f"<li>{esc(T('status.' + result.status))}</li>"
        out.append(f'<div class="mj-why-not">{esc(T("view.why_not"))}<ul>{why}</ul></div>')
    if notes and result.notes:
        items = "".join(f"<li><b>{esc(n.code)}</b> {esc(n.text)}</li>" for n in result.notes)
        out.append(f'<div class="mj-notes">{esc(T("view.notes"))}<ul>{items}</ul></div>')
    out.append("</div>")
    return (CSS if css else "") + "".join(out)


@tagged
def result_readings_html(result, *, size: int = 28, css: bool = True,
                         ghost_kinds: Iterable[int] | None = None, limit: int | None = READINGS_LIMIT) -> str:
    """Every reading of a result drawn with tiles, each with its value; the scored one highlighted,
    illegal ones badged with the reason.  ``ghost_kinds`` defaults to ``result.ghost_kinds``.  At most
    ``limit`` readings are drawn (``None``: all) — the scored one always — then a line saying how many more."""
    gk = tuple(ghost_kinds) if ghost_kinds is not None else _ghosts_of(result)
    win_tile = result.hand.win_tile if result.hand is not None else None
    rs_html = []
    idx = _shown(len(result.readings), limit, result.best)
    for i in idx:
        rsc = result.readings[i]
        badges = []
        is_best = i == result.best
        if is_best:
            badges.append(("mj-best", T("view.best")))
        badges.append(("", T("view.value", v=f"{number_text(rsc.value)} {result.unit}")))
        if not rsc.legal:
            badges.append(("mj-bad", T("view.illegal", why=list_sep().join(str(p) for p in rsc.problems))))
        head = T("view.reading", n=i + 1)
        if rsc.label is not None:
            head = head + SEP + rsc.label
        if rsc.reading is None:
            rs_html.append(f'<div class="mj-reading"><div class="mj-rhead">{esc(head)}'
                           + "".join(f'<span class="mj-badge {c}">{esc(t)}</span>' for c, t in badges)
                           + "</div></div>")
            continue
        head = head + SEP + T("form." + rsc.reading.form)
        if rsc.reading.win_shape:
            head = head + SEP + terms.shape_label(rsc.reading.win_shape, getattr(result, "ruleset", None))
        rs_html.append(reading_html(rsc.reading, size=size, win_tile=win_tile, ghost_kinds=gk, title=head,
                                    ruleset=getattr(result, "ruleset", None),
                                    css=False, badges=badges,
                                    extra_class=("mj-best" if is_best else "") + ("" if rsc.legal else " mj-illegal")))
    return ((CSS if css else "") + '<div class="mj-view mj-readings-list">' + "".join(rs_html)
            + _more_html(len(result.readings), len(idx)) + "</div>")


def _ghosts_of(result) -> tuple[int, ...]:
    """The ghost kinds the result carries (``ScoreResult.ghost_kinds``); none for other objects."""
    return tuple(getattr(result, "ghost_kinds", ()) or ())


@tagged
def waits_html(waits, *, shanten: int | None = None, size: int = 32, css: bool = True) -> str:
    """The waits of a 13-tile hand: live waits, dead waits (greyed and crossed, 死听), shape waits that are
    not legal under the ruleset; or the shanten when the hand is not ready.

    Parameters
    ----------
    waits : mjlearn.rules.base.Waits (from :func:`mjlearn.waits`)
    shanten : optional shanten number (shown when there are no live waits)

    Returns ``str`` HTML (``<div class="mj-waits-view">``).
    """
    out = ['<div class="mj-view mj-waits-view">']
    if waits.any_tile:
        out.append(f"<div><b>{esc(T('view.waits'))}</b>{colon()}{esc(T('waits.any'))}</div>")
    elif waits.live:
        out.append(f"<div><b>{esc(T('view.waits'))}</b></div>" + tiles_html(waits.live, size=size, css=False))
    else:
        out.append(f"<div><b>{esc(T('view.waits'))}</b>{colon()}{esc(T('waits.none'))}</div>")
    if waits.dead:
        out.append(f"<div>{esc(T('view.dead_waits'))}</div>"
                   + tiles_html(waits.dead, size=size, marks=["dead"] * len(waits.dead), css=False))
    if waits.illegal:
        out.append(f"<div>{esc(T('view.illegal_waits'))}</div>"
                   + tiles_html(waits.illegal, size=size, marks=["dead"] * len(waits.illegal), css=False))
    if shanten is not None and not waits.live and not waits.any_tile:
        text = T("view.ready_no_legal") if shanten == 0 and waits.illegal else shanten_text(shanten)
        out.append(f"<div>{esc(text)}</div>")
    out.append("</div>")
    return (CSS if css else "") + "".join(out)


def shanten_text(n: int) -> Text:
    """"ready" / "complete" / "n away" in the catalogue's words."""
    if n < 0:
        return T("shanten.complete")
    if n == 0:
        return T("shanten.ready")
    return T("shanten.n", n=n)
