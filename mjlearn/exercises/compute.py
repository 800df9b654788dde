"""Expected answers computed from the library (spec ``product.md`` § Exercises: "the expected answers come
from the library").

:func:`compute_expected` returns the answer part of an exercise as plain JSON data, or ``None`` when the
library cannot answer yet (a scoring kind for a ruleset whose ``score`` says ``not_implemented``).

Answer shapes (what is stored in ``mjlearn/data/exercises/<ruleset>.json`` under ``expected``):

==================  =====================================================================================
kind                expected
==================  =====================================================================================
``is_win``          ``{"win": bool, "basis": "score" | "shape"}`` + ``"why": [spec ids]`` when not a win
``decompositions``  ``{"decompositions": [["11s", "222s", ...], ...]}`` (groups in canonical notation)
``waits``           ``{"waits": ["2s", ...], "dead": [...], "illegal": [...]}`` (kinds in notation)
``items``           ``{"items": {"MW-B05": 2, ...}}`` counted item code → summed value
``total``           ``{"total": 70, "unit": "台"}``
``payments``        ``{"payments": {"E": -7, "S": 21, ...}, "unit": "元"}`` net per seat (sums to 0)
==================  =====================================================================================
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .. import api
from ..errors import MjError
from ..hand import parse_hand
from ..i18n import T, Text
from ..rules import get_ruleset
from ..tiles import tile_str, tiles_str
from ..wording import whole
from .errtext import rs_title, short

KINDS = ("is_win", "decompositions", "items", "total", "waits", "payments")
SCORING_KINDS = ("items", "total", "payments")
#: result entries that are bookkeeping, not items a learner names: win conditions (Jinzhou JZ-L), the
#: count-table conversion (Mawan MW-T), the per-payer hand score (Huilai HL-K0).
NOT_ITEMS = ("condition", "table", "hand_score")
#: codes that are not items of their own: the stacked multiplier of Huilai (HL-S, the product/sum of the
#: patterns); the 晕 cap MW-Y is folded into 晕 MW-B14 (its value is the cap's negative adjustment).
NOT_ITEM_CODES = ("HL-S",)
FOLD = {"MW-Y": "MW-B14"}


def group_str(g) -> str:
    """Canonical notation of one group (``'123m'``, ``'11z'``, ``'???'`` for a wild ghost group)."""
    return g.compact


def decomposition_strs(dec) -> list[str]:
    """A decomposition as a sorted list of group strings (declared sets included, without prefix)."""
    return sorted(group_str(g) for g in dec.groups)


def shape_win(hand, ruleset: str, options: Mapping[str, Any] | None) -> tuple[bool, list[Text]]:
    """Legal in shape under the ruleset's win conditions (``Ruleset.win_problems``), with reasons if not."""
    rs = get_ruleset(ruleset)
    opts = rs.options(options)
    h = parse_hand(hand)
    rs.check_hand(h, opts)
    rds = rs.readings(h, opts)
    if not rds:
        return False, [T("notwin.no_decomposition")]
    why: list[Text] = []
    for r in rds:
        probs = rs.win_problems(h, r, opts)
        if not probs:
            return True, []
        for p in probs:
            if p not in why:
                why.append(p)
    return False, why


_RULE_ID = re.compile(r"\b(?:MW|HL|JZ)-[A-Z]+[0-9][0-9A-Z]*\b")


def rule_ids(texts) -> list[str]:
    """Spec ids named in the library's why-not texts (e.g. ``["JZ-L1"]``), sorted, each once."""
    found = set()
    for t in texts:
        for s in (getattr(t, "zh", ""), getattr(t, "en", ""), str(t)):
            found.update(_RULE_ID.findall(s))
    return sorted(found)


def score_result(hand, ruleset, context, options):
    return api.score(hand, ruleset, dict(context or {}), options)



def items_of(result) -> dict[str, Any]:
    """Counted item code → summed value of a scored result (families in :data:`NOT_ITEMS` left out)."""
    out: dict[str, Any] = {}
    for it in result.counted:
        if it.family in NOT_ITEMS or it.code in NOT_ITEM_CODES:
            continue
        code = FOLD.get(it.code, it.code)
        out[code] = whole(out.get(code, 0) + it.value)
    return out


def compute_expected(kind: str, ruleset: str, hand: str, context: Mapping[str, Any] | None = None,
                     options: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
    """The library's answer to an exercise, as JSON data (shapes in the module docstring).

    Returns ``None`` when the library cannot answer yet (scoring not implemented for this ruleset).

    Raises
    ------
    MjError
        Unknown kind, bad hand/context/options (from the library), or a scoring kind asked of a hand that
        is not a win (an exercise must not ask for the total of a non-win).
    """
    if kind not in KINDS:
        raise MjError(T("err.ex.kind", kind=short(kind)), "kind", ", ".join(KINDS))
    if kind == "decompositions":
        decs = api.decompositions(hand, ruleset, options)
        return {"decompositions": [decomposition_strs(d) for d in decs]}
    if kind == "waits":
        w = api.waits(hand, ruleset, options)
        out: dict[str, Any] = {"waits": [tile_str(k) for k in w.live], "dead": [tile_str(k) for k in w.dead],
               "illegal": [tile_str(k) for k in w.illegal]}
        if w.any_tile:  # ghost hands: every kind wins (common.md: say "any tile")
            out["any_tile"] = True
        return out
    return expected_of(kind, score_result(hand, ruleset, context, options), hand, ruleset, options)


def expected_of(kind: str, res, hand: str, ruleset: str, options: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
    """:func:`compute_expected` of a scoring kind (``items``, ``total``, ``payments``, ``is_win``) from the
    hand's :func:`mjlearn.score` result ``res`` (for a caller that has scored it already); same errors."""
    if kind == "is_win":
        if res.status == "not_implemented":
            win, why = shape_win(hand, ruleset, options)
            out = {"win": win, "basis": "shape"}
        else:
            win, why = res.status == "scored", list(res.why_not)
            out = {"win": win, "basis": "score"}
        if not win:
            out["why"] = rule_ids(why)
        return out
    if res.status == "not_implemented":
        return None
    if res.status != "scored":
        raise MjError(T("err.ex.not_win", rs=rs_title(get_ruleset(ruleset).name), kind=T(f"ex.kind.{kind}")), hand,
                      T("err.ex.not_win.ok"))
    if kind == "items":
        return {"items": items_of(res)}
    if kind == "total":
        return {"total": whole(res.total), "unit": res.unit}
    return {"payments": {s: whole(v) for s, v in res.payments.items()}, "unit": res.payment_unit}


__all__ = ["compute_expected", "expected_of", "KINDS", "SCORING_KINDS", "shape_win", "items_of", "decomposition_strs",
           "tiles_str"]
