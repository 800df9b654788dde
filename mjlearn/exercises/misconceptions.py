"""Misconception catalogues (data in ``mjlearn/data/exercises/misconceptions.json``).

Each ruleset lists common mistakes (at least eight); each entry's ``test`` names a matcher below that
recognises an answer fitting the mistake.  :meth:`Exercise.check` puts the matching entries first in the
feedback ("common mistake MW-MC1: in Mawan all three other players pay…").
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from .. import api
from ..errors import MjError
from ..hand import parse_hand
from ..i18n import Text
from .answers import parse_items, parse_number, parse_tile_list, parse_win_answer, read_payments

DATA = Path(__file__).resolve().parent.parent / "data" / "exercises" / "misconceptions.json"


@dataclass(frozen=True)
class Misconception:
    """One catalogue entry: id (``MW-MC1``), the exercise kind it concerns, the matcher name, its params
    and the text (Chinese and English)."""

    id: str
    kind: str
    test: str
    params: tuple
    text: Text
    #: the "right" side is the course's interpretation, not the rule text's words: the feedback says so instead
    #: of calling the answer a common mistake (MW-MC1)
    interpretation: bool = False
    rule: str = ""  # the rule whose line the feedback shows after the misconception


@lru_cache(maxsize=4)
def catalogue(ruleset: str) -> tuple[Misconception, ...]:
    """The misconceptions of ``ruleset`` (``"mawan"``/``"huilai"``/``"jinzhou"``)."""
    d = json.loads(DATA.read_text(encoding="utf-8")).get(ruleset, [])
    return tuple(Misconception(e["id"], e["kind"], e["test"], tuple(sorted((e.get("params") or {}).items())),
                               Text(e["zh"], e["en"]), bool(e.get("interpretation")), e.get("rule", "")) for e in d)


def _payments(answer):
    return read_payments(answer).amounts


def _winner(ex) -> str:
    from ..context import make_context
    return make_context(dict(ex.context)).seat


def payments_only_discarder(ex, answer, p) -> bool:
    if ex.context.get("win_by", "discard") == "self_draw":
        return False
    got = {s: v for s, v in _payments(answer).items() if abs(v) > 1e-9}
    return len(got) == 2 and _winner(ex) in got


def payments_all_pay(ex, answer, p) -> bool:
    if ex.context.get("win_by", "discard") == "self_draw":
        return False
    got = _payments(answer)
    w = _winner(ex)
    return w in got and sum(1 for s, v in got.items() if s != w and v < 0) == 3


def payments_dealer_not_doubled(ex, answer, p) -> bool:
    from ..context import make_context
    ctx = make_context(dict(ex.context))
    if ctx.seat == ctx.dealer or ctx.win_by != "self_draw":
        return False
    got = _payments(answer)
    others = [v for s, v in got.items() if s not in (ctx.seat, ctx.dealer)]
    return ctx.dealer in got and bool(others) and all(abs(got[ctx.dealer] - v) < 1e-9 and v < 0 for v in others)


def payments_forgot_double(ex, answer, p) -> bool:
    got = _payments(answer)
    want = (ex.expected or {}).get("payments", {})
    w = _winner(ex)
    return w in got and w in want and abs(got[w] * 2 - want[w]) < 1e-9 and abs(got[w]) > 1e-9


def dead_wait(ex, answer, p) -> bool:
    dead = set(parse_tile_list(" ".join((ex.expected or {}).get("dead", []))))
    try:
        return bool(dead & set(parse_tile_list(answer)))
    except MjError:
        return False


def _named(ex, answer) -> set[str]:
    ex.add_result_names()
    return {c for c, _, _ in parse_items(answer, ex.glossary.lookup) if c}


def single_wait_item(ex, answer, p) -> bool:
    code = dict(p)["code"]
    if code not in _named(ex, answer) or code in (ex.expected or {}).get("items", {}):
        return False
    w = api.waits(parse_hand(ex.hand).without_win(), ex.ruleset, ex.options or None)
    return len(w.live) > 1


def named_not_counted(ex, answer, p) -> bool:
    p = dict(p)
    items = (ex.expected or {}).get("items", {})
    if p["code"] not in _named(ex, answer) or p["code"] in items:
        return False
    if p.get("win_by") and ex.context.get("win_by", "discard") != p["win_by"]:  # MW-MC9: self-drawn only
        return False
    if p.get("form") == "seven_pairs" and not _seven_pairs(ex):  # JZ-MC5: only a seven-pairs hand
        return False
    return not p.get("with_any") or any(c in items for c in p["with_any"])


def _seven_pairs(ex) -> bool:
    h = parse_hand(ex.hand)
    return not h.melds and any(getattr(d, "form", "") == "seven_pairs"
                               for d in api.decompositions(ex.hand, ex.ruleset, ex.options or None))


def _without_ghosts(ex) -> dict:
    opts = dict(ex.options or {})
    opts.pop("ghosts", None)
    opts.pop("indicator", None)
    return opts


def ghost_ignored(ex, answer, p) -> bool:
    """Huilai with ghosts: the answer is what the hand would be without them (waits: only tiles that win
    without ghosts, some ghost-made waits missing; is-a-win: "no" for a hand that wins only thanks to them)."""
    if not ex.ghost_kinds():
        return False
    exp = ex.expected or {}
    if ex.kind == "waits":
        got = set(parse_tile_list(answer))
        want = set(parse_tile_list(" ".join(exp.get("waits", []))))
        plain = set(api.waits(parse_hand(ex.hand), ex.ruleset, _without_ghosts(ex) or None).live)
        return bool(want - got) and got <= plain
    if ex.kind == "is_win":
        got, _ = parse_win_answer(answer)
        return exp.get("win") is True and got is False and not api.decompositions(ex.hand, ex.ruleset,
                                                                                  _without_ghosts(ex) or None)
    return False


def illegal_wait(ex, answer, p) -> bool:
    """Jinzhou: a tile named that completes the shape but is not a legal win (门齐/幺九/横)."""
    illegal = set(parse_tile_list(" ".join((ex.expected or {}).get("illegal", []))))
    try:
        return bool(illegal & set(parse_tile_list(answer)))
    except MjError:
        return False


def win_yes_when_fails(ex, answer, p) -> bool:
    exp = ex.expected or {}
    got, _ = parse_win_answer(answer)
    return bool(got) and not exp.get("win") and dict(p)["code"] in (exp.get("why") or [])


def total_in_zhang(ex, answer, p) -> bool:
    val, _ = parse_number(answer)
    res = ex.result()
    basic = sum(float(i.value) for i in res.counted if i.family == "basic")
    return basic > 0 and abs(val - basic) < 1e-9 and abs(val - float(res.total)) > 1e-9


def _patterns(ex):
    res = ex.result()
    return [float(i.value) for i in res.counted if i.code.startswith("HL-P")]


def total_stacking_added(ex, answer, p) -> bool:
    val, _ = parse_number(answer)
    pats = _patterns(ex)
    prod = 1.0
    for x in pats:
        prod *= x
    return len(pats) >= 2 and abs(val - sum(pats)) < 1e-9 and abs(sum(pats) - prod) > 1e-9


def total_multipliers_added(ex, answer, p) -> bool:
    val, _ = parse_number(answer)
    res = ex.result()
    base = sum(float(i.value) for i in res.counted if i.code.startswith("JZ-C"))
    n = sum(1 for i in res.counted if i.code.startswith("JZ-M") and i.code != "JZ-M10")
    return n >= 2 and base > 0 and abs(val - base * (1 + n)) < 1e-9 and abs(val - float(res.total)) > 1e-9


MATCHERS: dict[str, Callable[[Any, Any, tuple], bool]] = {
    f.__name__: f for f in (payments_only_discarder, payments_all_pay, payments_dealer_not_doubled,
                            payments_forgot_double, dead_wait, single_wait_item, named_not_counted,
                            win_yes_when_fails, total_in_zhang, total_stacking_added, total_multipliers_added,
                            ghost_ignored, illegal_wait)
}


def matching(ex, answer) -> list[Misconception]:
    """The catalogue entries of ``ex``'s ruleset that ``answer`` fits (never raises)."""
    out = []
    for m in catalogue(ex.ruleset):
        if m.kind != ex.kind or ex.expected is None:
            continue
        try:
            if MATCHERS[m.test](ex, answer, m.params):
                out.append(m)
        except (MjError, KeyError, ValueError, TypeError, AttributeError):
            continue
    return out


__all__ = ["Misconception", "catalogue", "matching", "MATCHERS"]
