"""HTML of the table widget: the board, the settlement, the review and the replay bar.

Tiles are written as placeholders ``<span class="mj-t" data-f="5m"></span>`` (``data-f="back"`` for a face-down
tile); the widget fills them from a dictionary of SVG faces sent once (:func:`faces`), so that a redraw sends a
few kilobytes.  Every control is a native ``<button>`` carrying ``data-act`` (JSON of what a click means).

Screen readers: every tile shown face up is an image named by :func:`~mjlearn.render.svg.tile_label` (its SVG,
filled in by the browser, is hidden); each seat's hand, declared sets and discards are a named group (a face-down
hand says how many tiles it holds); a tile the learner can discard is a button named by its tile (and whether it
is the tile just drawn or the hint's choice); toggles carry ``aria-pressed``.  Every builder goes through
:func:`~mjlearn.render.lang.tagged`, so each run of the other language has its own ``lang``; names in attributes
follow :func:`~mjlearn.render.lang.name` (Chinese in ``both``).
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..context import SEATS, next_seat
from ..i18n import T, Text, plain, register
from ..table.engine import kind_word
from ..tiles import tile_en, tile_name, tile_str
from .html import esc
from .lang import name, tagged
from .result import payments_html, result_html
from .svg import back_svg, tile_label, tile_svg

register({
    "tbv.wall": ("牌墙剩 {n} 张", "{n} tiles left to draw"),
    "tbv.dealer": ("庄", "dealer"),
    "tbv.you": ("你", "you"),
    "tbv.turn": ("轮到你出牌：点一张牌打出", "your turn: click a tile to discard it"),
    "tbv.claim": ("{d}打出 {t}：你要叫吗？", "{d} discarded {t}: do you claim it?"),
    "tbv.rob": ("{d}碰后开杠{t}：你可以抢杠胡", "{d} adds {t} to a kong: you may rob it"),
    "tbv.fen": ("分张：你拿到这张牌，胡还是过？", "分张: this tile is yours — win or pass?"),
    "tbv.wait": ("等别家……", "waiting for the others…"),
    "tbv.win": ("胡", "Win"), "tbv.win_why": ("为什么不能胡？", "why no win?"),
    "tbv.advice": ("提示：打哪张", "hint: what to discard"),
    "tbv.advice_on": ("提示：{why}", "hint: {why}"),
    "tbv.ghost": ("鬼牌", "ghost"), "tbv.indicator": ("翻鬼指示牌", "ghost indicator"),
    "tbv.horses": ("马牌 {n} 张", "{n} horse tiles"),
    "tbv.settle": ("结算", "Settlement"), "tbv.review": ("复盘：你的每一步和提示的选择", "Review: each of your choices beside the advice's"),
    "tbv.review_none": ("你的每一张出牌都在提示的最好选择里。", "every discard you made was among the advice's best."),
    "tbv.review_row": ("第 {i} 步：你打 {you}，提示打 {best}。{cost}", "step {i}: you discarded {you}, the advice {best}. {cost}"),
    "tbv.cost_step": ("多差 {n} 步听牌", "{n} more step(s) from ready"),
    "tbv.cost_acc": ("进张少 {n} 张", "{n} fewer accepted tiles"),
    "tbv.cost_ev": ("期望值少 {v}（{unit}×张）", "expected value {v} lower ({unit} × copies)"),
    "tbv.cost_eq": ("差别很小", "a small difference"),
    "tbv.replay": ("重放", "Replay"), "tbv.back": ("◀ 上一步", "◀ back"), "tbv.fwd": ("下一步 ▶", "forward ▶"),
    "tbv.start": ("◀◀ 开头", "◀◀ start"), "tbv.end": ("结尾 ▶▶", "end ▶▶"),
    "tbv.j_claim": ("下一个吃碰", "next claim"), "tbv.j_kong": ("下一个杠", "next kong"), "tbv.j_win": ("胡牌", "the win"),
    "tbv.open": ("四家的牌都亮出", "show all hands"),
    "tbv.step": ("第 {i} / {n} 步", "step {i} / {n}"),
    "tbv.seed": ("发牌编号", "deal number"), "tbv.deal": ("发这一局", "deal it"),
    "tbv.new": ("再来一局", "new hand"),
    "tbv.draw_end": ("流局：{why}", "drawn hand: {why}"),
    "tbv.net": ("这一手的输赢", "this hand's payments"),
    "tbv.river": ("{s}的牌河", "{s}'s discards"),
    "tbv.hand_of": ("{s}的手牌", "{s}'s hand"),
    "tbv.sets_of": ("{s}吃碰杠的牌", "{s}'s declared sets"),
    "tbv.hidden_hand": ("{s}的手牌：{n} 张，扣着", "{s}'s hand: {n} tiles, face down"),
    "tbv.back_tile": ("扣着的牌", "face-down tile"),
    "tbv.taken": ("{t}，已被叫走", "{t}, claimed"),
    "tbv.last": ("{t}，刚打出", "{t}, just discarded"),
    "tbv.drawn": ("{t}，刚摸到", "{t}, just drawn"),
    "tbv.hinted": ("{t}，提示打这张", "{t}, the hint's discard"),
})

SEAT_ZH = {"E": "东", "S": "南", "W": "西", "N": "北"}
SEAT_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}


def seat_word(s: str) -> Text:
    return Text(SEAT_ZH[s] + "家", SEAT_EN[s])


def faces() -> dict:
    """Every tile face (and the back) as SVG, keyed by notation; sent once to the browser (which hides them from
    screen readers: the placeholder around each face carries its name)."""
    out = {tile_str(k): tile_svg(k, size=36, title=tile_label(k)) for k in range(34)}
    out["back"] = back_svg(size=36)
    return out


def tile_text(k: int) -> Text:
    """A tile's name as visible text in both languages (``五万`` / ``5 of characters (5m)``)."""
    return Text(tile_name(k), f"{tile_en(k)} ({tile_str(k)})")


def _t(k: int | None, cls: str = "", *, label: Any = None, hidden: bool = False) -> str:
    """A tile placeholder: an image named ``label`` (default: the tile's name), or hidden from screen readers
    (``hidden``: a tile a button or a group already names)."""
    f = "back" if k is None else tile_str(k)
    if hidden:
        a = ' aria-hidden="true"'
    else:
        lab = esc(name(label) if label is not None else tile_label(k) if k is not None else name(T("tbv.back_tile")))
        a = f' role="img" aria-label="{lab}"' + (f' title="{lab}"' if k is not None else "")
    return f'<span class="mj-t {cls}" data-f="{f}"{a}></span>'


def act_button(label: Any, act: dict, *, cls: str = "", testid: str = "", title: Any = None, inner: str = "",
               pressed: bool | None = None, aria: Any = None) -> str:
    """A native button whose click sends ``act``: its caption ``label`` (visible text, also its name), or
    ``inner`` HTML named by ``aria``; ``title`` a tooltip; ``pressed`` (a toggle): its ``aria-pressed``."""
    tid = f' data-testid="{esc(testid)}"' if testid else ""
    tt = f' title="{esc(name(title))}"' if title is not None else ""
    ar = f' aria-label="{esc(name(aria))}"' if aria is not None else ""
    pr = "" if pressed is None else f' aria-pressed="{"true" if pressed else "false"}"'
    return (f'<button type="button" class="mj-b {cls}" data-act="{esc(json.dumps(act))}"{tid}{ar}{tt}{pr}>'
            f"{inner}{esc(label) if label is not None else ''}</button>")


def _sets_html(g, s: str) -> str:
    out = []
    for x in g.sets[s]:
        m = x.meld
        tiles = list(m.tiles)
        if m.kind == "ankan":
            back = name(T("tbv.back_tile"))
            inner = _t(None, label=back) + _t(tiles[1]) + _t(tiles[2]) + _t(None, label=back)
        else:
            inner = "".join(_t(k, "mj-claimed" if (x.claimed == k and i == 0 and m.kind != "chi") or
                               (m.kind == "chi" and k == x.claimed) else "") for i, k in enumerate(tiles))
        out.append(f'<span class="mj-set" data-kind="{m.kind}">{inner}</span>')
    return "".join(out)


def _river_html(g, s: str) -> str:
    tiles = []
    for i, (k, taken) in enumerate(g.rivers[s]):
        cls = "mj-taken" if taken else ""
        label = None
        if taken:
            label = T("tbv.taken", t=tile_text(k))
        if i == len(g.rivers[s]) - 1 and g.claim and g.claim.get("discarder") == s and g.phase == "claim":
            cls += " mj-last"
            label = T("tbv.last", t=tile_text(k))
        tiles.append(_t(k, cls, label=label))
    return (f'<div class="mj-river" role="group" aria-label="{esc(name(T("tbv.river", s=seat_word(s))))}">'
            + "".join(tiles) + "</div>")


def seat_html(g, s: str, where: str, *, open_hand: bool, me: str) -> str:
    who = seat_word(s)
    tags = []
    if s == g.dealer:
        tags.append(f'<span class="mj-dealer">{esc(T("tbv.dealer"))}</span>')
    if s == me:
        tags.append(f'<span class="mj-you">{esc(T("tbv.you"))}</span>')
    active = " mj-active" if g.to_act == s else ""
    if s == me or open_hand:
        hand = "".join(_t(k) for k in g.hands[s])
        label = T("tbv.hand_of", s=who)
    else:  # face down: the group says how many, the backs themselves are not read one by one
        hand = "".join(_t(None, hidden=True) for _ in g.hands[s])
        label = T("tbv.hidden_hand", s=who, n=len(g.hands[s]))
    hand_html = "" if (s == me and where == "bottom") else (
        f'<div class="mj-ohand" role="group" aria-label="{esc(name(label))}">{hand}</div>')
    return (f'<div class="mj-seat mj-{where}{active}" data-seat="{s}">'
            f'<div class="mj-name">{esc(who)} {"".join(tags)}</div>{hand_html}'
            f'<div class="mj-sets" role="group" aria-label="{esc(name(T("tbv.sets_of", s=who)))}">'
            f"{_sets_html(g, s)}</div>{_river_html(g, s)}</div>")


def centre_html(g) -> str:
    bits = [f'<div class="mj-wall" data-testid="table-wall">{esc(T("tbv.wall", n=g.wall_left()))}</div>']
    if g.indicator is not None:
        bits.append(f'<div class="mj-ind">{esc(T("tbv.indicator"))} {_t(g.indicator)}</div>')
    if g.ghosts:
        bits.append(f'<div class="mj-ghosts">{esc(T("tbv.ghost"))} {"".join(_t(k, "mj-ghost") for k in g.ghosts)}</div>')
    if g.horses:
        shown = g.finished and g.outcome and g.outcome.kind == "win"
        bits.append(f'<div class="mj-horses">{esc(T("tbv.horses", n=len(g.horses)))} '
                    + "".join(_t(k) if shown else _t(None, hidden=True) for k in g.horses) + "</div>")
    return '<div class="mj-centre">' + "".join(bits) + "</div>"


@tagged
def board_html(g, me: str, *, open_hands: bool = False) -> str:
    """The four seats around the centre: ``me`` at the bottom, the next player (下家) on the right."""
    places = {me: "bottom", next_seat(me): "right", next_seat(me, 2): "top", next_seat(me, 3): "left"}
    seats = "".join(seat_html(g, s, places[s], open_hand=open_hands, me=me) for s in SEATS)
    return f'<div class="mj-board">{seats}{centre_html(g)}</div>'


@tagged
def hand_controls_html(g, me: str, *, interactive: bool, advice: dict | None = None) -> str:
    """The learner's hand as buttons (a click discards when it is the learner's turn), and the action
    buttons legal now (claims, kongs, pass) plus a win button that always answers."""
    best = set((advice or {}).get("best", ()))
    my_turn = interactive and g.to_act == me and g.phase == "turn"
    tiles = []
    drawn_done = False
    for k in g.hands[me]:
        cls = "mj-tile-b"
        tname: Any = tile_text(k)
        if k == g.last_draw and g.to_act == me and g.phase in ("turn", "fen") and not drawn_done:
            cls += " mj-drawn"
            drawn_done = True
            tname = T("tbv.drawn", t=tname)
        if k in best and my_turn:
            cls += " mj-hint"
            tname = T("tbv.hinted", t=tname)
        if k in g.ghosts:
            cls += " mj-ghostb"
        if my_turn:
            tiles.append(act_button(None, {"kind": "discard", "tile": tile_str(k)}, cls=cls, testid="table-tile",
                                    title=tile_label(k), inner=_t(k, hidden=True), aria=tname).replace(
                "<button ", f'<button data-tile="{tile_str(k)}" ', 1))
        else:
            tiles.append(f'<span class="{cls}" data-tile="{tile_str(k)}">{_t(k, label=tname)}</span>')
    hand = f'<div class="mj-myhand" role="group" aria-label="{esc(name(T("tbv.hand_of", s=seat_word(me))))}">' \
           f'{"".join(tiles)}<span class="mj-mysets">{_sets_html(g, me)}</span></div>'
    buttons = []
    prompt = ""
    if interactive and not g.finished:
        if g.to_act == me:
            if g.phase == "turn":
                prompt = T("tbv.turn")
            elif g.phase == "claim":
                prompt = T("tbv.claim", d=seat_word(g.claim["discarder"]), t=tile_text(g.claim["tile"]))
            elif g.phase == "rob":
                prompt = T("tbv.rob", d=seat_word(g.claim["discarder"]), t=tile_text(g.claim["tile"]))
            else:
                prompt = T("tbv.fen")
            for a in g.legal_actions():
                if a.kind in ("discard", "win"):
                    continue
                act = {"kind": a.kind}
                word = kind_word("pon" if a.kind == "pon" else a.kind, g.ruleset)
                label: Any = word
                if a.tile is not None:
                    act["tile"] = tile_str(a.tile)
                if a.chow is not None:
                    act["chow"] = tile_str(a.chow)
                    label = word + plain(" " + tile_str(a.chow) + "–" + tile_str(a.chow + 2))
                elif a.tile is not None:
                    label = word + plain(" " + tile_str(a.tile))
                buttons.append(act_button(label, act, cls=f"mj-act mj-{a.kind}", testid=f"table-{a.kind}"))
            legal_win = any(a.kind == "win" for a in g.legal_actions())
            buttons.insert(0, act_button(T("tbv.win") if legal_win else T("tbv.win_why"), {"kind": "win"},
                                         cls="mj-act mj-winb" + ("" if legal_win else " mj-soft"),
                                         testid="table-win"))
        else:
            prompt = T("tbv.wait")
    adv = ""
    if advice and advice.get("text") is not None and g.to_act == me and g.phase == "turn":
        adv = f'<div class="mj-advice" data-testid="table-advice">{esc(T("tbv.advice_on", why=advice["text"]))}</div>'
    return (f'<div class="mj-controls"><div class="mj-prompt" data-testid="table-prompt">{esc(prompt)}</div>'
            f'{hand}<div class="mj-buttons">{"".join(buttons)}</div>{adv}</div>')


@tagged
def settlement_html(g) -> str:
    """The end: every winner's result (the existing result view) and the table's payments (the win, horses,
    kong points, 跟庄, 黄庄), net per seat."""
    o = g.outcome
    parts = [f'<div class="mj-settle" data-testid="table-settlement"><h3>{esc(T("tbv.settle"))}</h3>'
             f'<div class="mj-reason">{esc(o.reason)}</div>']
    for s, r in o.winners.items():
        parts.append(f'<div class="mj-winner" data-seat="{s}"><div class="mj-name">{esc(seat_word(s))}</div>'
                     f"{result_html(r, readings=False, css=False)}</div>")

    class _P:  # what payments_html reads
        payment_lines = o.payment_lines
        payments = o.payments
        payment_unit = o.unit
    same = len(o.winners) == 1 and list(o.payment_lines) == list(next(iter(o.winners.values())).payment_lines)
    if not same:  # the table's own lines too: kong points of every player, 跟庄, 黄庄, 通炮
        parts.append(f'<div class="mj-net-h">{esc(T("tbv.net"))}</div>{payments_html(_P)}')
    for n in o.notes:
        parts.append(f'<div class="mj-note">{esc(n)}</div>')
    parts.append("</div>")
    return "".join(parts)


@tagged
def review_html(rows: Iterable[dict]) -> str:
    """The review: one button per learner decision that was not among the advice's best, biggest first;
    a click jumps the replay to that step."""
    rows = list(rows)
    head = f'<div class="mj-review" data-testid="table-review"><h3>{esc(T("tbv.review"))}</h3>'
    if not rows:
        return head + f'<div class="mj-note">{esc(T("tbv.review_none"))}</div></div>'
    items = "".join(
        f"<li>{act_button(r['text'], {'kind': 'goto', 'step': r['step']}, cls='mj-rev', testid='table-review-item')}"
        f'<div class="mj-why">{esc(r["why"])}</div></li>' for r in rows)
    return head + f"<ol>{items}</ol></div>"


@tagged
def replay_bar_html(step: int, n: int, open_hands: bool, notes: list[Text]) -> str:
    b = [act_button(T("tbv.start"), {"kind": "goto", "step": 0}, testid="replay-start"),
         act_button(T("tbv.back"), {"kind": "goto", "step": max(0, step - 1)}, testid="replay-back"),
         f'<span class="mj-step" data-testid="replay-step">{esc(T("tbv.step", i=step, n=n))}</span>',
         act_button(T("tbv.fwd"), {"kind": "goto", "step": min(n, step + 1)}, testid="replay-fwd"),
         act_button(T("tbv.end"), {"kind": "goto", "step": n}, testid="replay-end"),
         act_button(T("tbv.j_claim"), {"kind": "jump", "to": "claim"}, testid="replay-claim"),
         act_button(T("tbv.j_kong"), {"kind": "jump", "to": "kong"}, testid="replay-kong"),
         act_button(T("tbv.j_win"), {"kind": "jump", "to": "win"}, testid="replay-win"),
         act_button(T("tbv.open"), {"kind": "open"}, testid="replay-open", pressed=open_hands)]
    expl = "".join(f'<div class="mj-expl">{esc(t)}</div>' for t in notes)
    return (f'<div class="mj-replay" data-testid="table-replay"><h3>{esc(T("tbv.replay"))}</h3>'
            f'<div class="mj-rbar">{"".join(b)}</div><div class="mj-expls" data-testid="replay-notes">{expl}</div></div>')


@tagged
def seed_bar_html(seed: int, advice: bool = False) -> str:
    """The deal number (a labelled input), the deal button and the hint toggle (``aria-pressed``: ``advice``)."""
    return (f'<div class="mj-seedbar"><label>{esc(T("tbv.seed"))} '
            f'<input type="number" min="0" class="mj-seed" data-testid="table-seed" value="{seed}"></label>'
            + act_button(T("tbv.deal"), {"kind": "deal"}, testid="table-deal", cls="mj-deal")
            + act_button(T("tbv.advice"), {"kind": "advice"}, testid="table-advice-toggle", cls="mj-adv",
                         pressed=advice)
            + "</div>")


@tagged
def error_html(error: Any) -> str:
    """The line next to the controls that says why an action was refused (``role="alert"``; empty: nothing)."""
    return f'<div class="mj-error" role="alert" data-testid="table-error">{esc(error or "")}</div>'


@tagged
def status_html(text: Any) -> str:
    """What the live region announces (one sentence or a few, ``lang``-tagged); ``""`` for nothing."""
    return f"<span>{esc(text)}</span>" if text else ""


CSS = r"""
.mj-table-w{font-family:var(--jp-ui-font-family,system-ui,sans-serif);font-size:14px;color:var(--jp-ui-font-color1,#222);
  max-width:1000px;--tw:26px;--rw:20px;--hw:38px}
.mj-table-w.mj-proj{font-size:18px;--tw:34px;--rw:26px;--hw:52px;max-width:1400px}
.mj-t{display:inline-block;line-height:0}
.mj-t svg{width:var(--tw);height:auto;display:block}
.mj-river .mj-t svg{width:var(--rw)}
.mj-myhand .mj-t svg{width:var(--hw)}
.mj-board{display:grid;grid-template-columns:1fr 1.3fr 1fr;grid-template-rows:auto auto auto;gap:6px;
  background:#1f6b4a;border-radius:10px;padding:8px;color:#fff}
.mj-seat{background:rgba(255,255,255,.08);border-radius:8px;padding:4px 6px;min-height:60px}
.mj-seat.mj-active{outline:3px solid #ffd24a}
.mj-top{grid-column:2;grid-row:1}.mj-left{grid-column:1;grid-row:2}.mj-right{grid-column:3;grid-row:2}
.mj-bottom{grid-column:2;grid-row:3}
.mj-centre{grid-column:2;grid-row:2;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;
  background:rgba(0,0,0,.15);border-radius:8px;padding:6px}
.mj-name{font-weight:600;margin-bottom:2px}
.mj-dealer{background:#c0392b;color:#fff;border-radius:4px;padding:0 4px;font-size:.85em}
.mj-you{background:#ffd24a;color:#222;border-radius:4px;padding:0 4px;font-size:.85em;margin-left:3px}
.mj-ohand,.mj-river,.mj-sets{display:flex;flex-wrap:wrap;gap:1px;margin:2px 0}
.mj-set{display:inline-flex;margin-right:6px;padding:1px;background:rgba(255,255,255,.15);border-radius:4px}
.mj-taken{opacity:.35}
.mj-last{outline:2px solid #ffd24a;border-radius:3px}
.mj-claimed svg{transform:rotate(-90deg) scale(.85)}
.mj-controls{margin-top:8px;padding:6px;border:1px solid var(--jp-border-color1,#ccc);border-radius:8px}
.mj-prompt{font-weight:600;margin-bottom:4px;min-height:1.2em}
.mj-myhand{display:flex;flex-wrap:wrap;gap:3px;align-items:flex-end}
.mj-mysets{display:inline-flex;margin-left:12px}
.mj-b{font:inherit;cursor:pointer;border:1px solid #7a8a99;background:#f6f8fa;border-radius:6px;padding:4px 10px;margin:2px;
  color:#222}
.mj-b:focus-visible{outline:3px solid var(--mj-focus,#1a5fb4);outline-offset:1px}
.mj-b[aria-pressed=true]{background:#d6e4f5;border-color:#1a5fb4;box-shadow:inset 0 0 0 2px #1a5fb4;font-weight:600}
.mj-tile-b{padding:0;border:none;background:none;border-radius:6px;transition:transform .06s}
.mj-tile-b:hover{transform:translateY(-4px)}
.mj-drawn{margin-left:10px}
.mj-hint{outline:3px solid #2f9e44;outline-offset:1px}
.mj-ghostb{box-shadow:0 0 0 3px #9c36b5;border-radius:6px}
.mj-ghost svg{box-shadow:0 0 0 2px #9c36b5;border-radius:4px}
.mj-act{font-weight:600;min-width:4em}
.mj-winb{background:#ffe3e3;border-color:#c92a2a}
.mj-winb.mj-soft{background:#f6f8fa;border-color:#999;font-weight:400}
.mj-error{color:#c92a2a;min-height:1.2em;margin:4px 0}
.mj-status{min-height:1.3em;margin:4px 0;color:var(--jp-ui-font-color1,#333)}
.mj-advice{margin-top:4px;color:#2b6b3a}
.mj-settle,.mj-review,.mj-replay{margin-top:10px;padding:6px;border:1px solid var(--jp-border-color1,#ccc);border-radius:8px}
.mj-settle h3,.mj-review h3,.mj-replay h3{margin:2px 0 6px;font-size:15px}
.mj-review ol{margin:0;padding-left:1.4em}.mj-rev{text-align:left}
.mj-why{color:var(--jp-ui-font-color2,#555);font-size:.92em;margin:0 0 4px 4px}
.mj-expl{margin:3px 0;color:#1b4d8c}
.mj-seedbar{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin-bottom:6px}
.mj-seed{width:7em;font:inherit}
.mj-note{color:var(--jp-ui-font-color2,#555);font-size:.92em}
"""


__all__ = ["faces", "board_html", "hand_controls_html", "settlement_html", "review_html", "replay_bar_html",
           "seed_bar_html", "error_html", "status_html", "tile_text", "CSS", "act_button"]
