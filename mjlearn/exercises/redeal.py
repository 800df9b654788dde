"""Suit-permuted re-deals of stored exercises: the suits 万/筒/条 are swapped by a seeded
permutation; honors stay (winds and dragons are not symmetric).  All three rulesets treat the suits alike, so
the question keeps its teaching point while the tiles change; the answer is computed again by the library."""
from __future__ import annotations

import itertools
import re
from typing import Any

from ..errors import MjError
from ..i18n import T, register
from ..rules import get_ruleset
from . import errtext as _errtext  # noqa: F401  (registers the error texts)
from .compute import compute_expected

PERMS = ["".join(p) for p in itertools.permutations("mps") if "".join(p) != "mps"]
_TILE_OPTIONS = ("indicator", "horse_tiles")

register({
    "err.redeal.seed": ("重新发牌要给一个整数，不能是 {type}", "redeal needs a whole number, not {type}"),
    "err.redeal.seed.ok": ("整数，如 2", "a whole number such as 2"),
    "err.redeal.unanswerable": ("重新发的 {id} 没法作答", "the re-dealt {id} cannot be answered"),
    "err.redeal.unanswerable.ok": ("换一道练习", "another exercise"),
})


def permute_notation(text: str, perm: str) -> str:
    """Swap suit letters in hand notation: ``perm`` is the image of ``"mps"`` (``"psm"``: m→p, p→s, s→m)."""
    table = str.maketrans(dict(zip("mps", perm)))
    # only the suit letters after digits (keep meld prefixes such as "pon:" / "kakan:" intact)
    return re.sub(r"(\d+)([mps])", lambda m: m.group(1) + m.group(2).translate(table), text)


def redeal(ex, seed: int = 1):
    """A suit-permuted copy of ``ex`` (see :meth:`Exercise.redeal`)."""
    from .answers import normalise_answer
    from .exercise import Exercise
    if not isinstance(ex, Exercise):
        raise MjError(T("err.redeal.ex", type=type(ex).__name__), "ex", T("err.redeal.ex.ok"))
    seed = normalise_answer(seed)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise MjError(T("err.redeal.seed", type=type(seed).__name__), "seed", T("err.redeal.seed.ok"))
    perm = PERMS[seed % len(PERMS)]
    hand = permute_notation(ex.hand, perm)
    ctx: dict[str, Any] = dict(ex.context)
    if "seen" in ctx and isinstance(ctx["seen"], dict):
        ctx["seen"] = {permute_notation(str(k), perm): v for k, v in ctx["seen"].items()}
    opts = dict(ex.options)
    for k in _TILE_OPTIONS:
        if isinstance(opts.get(k), str):
            opts[k] = permute_notation(opts[k], perm)
    rs = get_ruleset(ex.ruleset)
    exp = compute_expected(ex.kind, rs.name, hand, ctx, opts or None)
    if exp is None:
        raise MjError(T("err.redeal.unanswerable", id=ex.id), ex.id, T("err.redeal.unanswerable.ok"))
    out = Exercise(id=f"{ex.id}~{perm}", ruleset=rs.name, kind=ex.kind, hand=hand,
                   question=T(f"ex.drill.question.{ex.kind}", ruleset=rs.title), hint_text=ex.hint_text,
                   expected=exp, context=ctx, options=opts, practises=list(ex.practises), glossary=ex.glossary)
    out.make = {"redeal": [ex.id, PERMS.index(perm)]}
    return out


__all__ = ["redeal", "permute_notation", "PERMS"]
