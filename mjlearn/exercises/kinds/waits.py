"""``waits`` exercises: which tiles complete this 13-tile hand (spec ``common.md`` § Waits; dead and illegal
waits per ruleset)."""
from __future__ import annotations

from typing import Any

from ... import api
from ...errors import MjError
from ...i18n import T, Text
from ...rules import get_ruleset
from ...tiles import parse_tiles
from ..answers import is_blank, parse_tile_list
from ..messages import join2, suit_text, tiles_text
from .base import ExerciseKind

ANY_WORDS = {"any", "any tile", "every tile", "all", "任意", "任意牌", "任意一张", "任何一张", "任何牌", "全部", "都行"}


def all_but(ex, exp) -> list[int] | None:
    """When the waits are every kind of the ruleset, or every kind but those the hand holds all four of (a
    ghost hand): those held kinds (``[]`` for "any tile"); ``None`` for any other wait set.  Such a set is
    said as "any tile (except …)", never listed kind by kind (spec ``common.md`` § Waits: report "any tile"
    plainly rather than listing 34 kinds)."""
    if exp.get("any_tile"):
        return []
    waits = set(parse_tiles(" ".join(exp.get("waits") or [])))
    if len(waits) < 20:  # only ghosts make a hand wait on this many kinds
        return None
    try:
        kinds = set(get_ruleset(ex.ruleset).tile_kinds)
        counts = ex.parsed_hand().counts()
    except MjError:
        return None
    held = {k for k in kinds if counts[k] >= 4}
    return sorted(held) if held and waits == kinds - held else None


def any_text(ex, held: list[int]) -> Text:
    """"Any tile" (``held`` empty), or "any tile except …, all four of which are in the hand"."""
    if not held:
        return T("ex.fb.wait.any_tile")
    return T("ex.fb.wait.any_but", tiles=tiles_text(held, ex.ruleset))


class WaitsKind(ExerciseKind):
    """Answer: tiles "2m 5m", ["2m", "5m"], "二万 五万", "none"/"无", or "any"/"任意"."""

    name = "waits"

    def parse(self, answer: Any) -> list[int]:
        return parse_tile_list(answer)

    def check(self, ex, answer, exp):
        """Feedback in steps (:meth:`Exercise.reveal`): level 1 says how many waits are missing and in which
        suits, and names the learner's own tiles that are not waits (dead, illegal or not completing);
        level 2 gives the missing count per suit; after the last hint (level 4) the missing tiles are
        named.  When every tile wins, or every tile but the kinds held four times (:func:`all_but`; ghosts),
        level 1 says that more tiles win than given and points at the ghost tiles — never "any" — and level 4
        says "any tile (except …)" instead of listing 30-odd kinds."""
        level = ex.reveal()
        full = all_but(ex, exp)
        if is_blank(answer):  # a blank is not "no waits": ask for an explicit none / 无
            return False, [T("ex.fb.wait.empty")]
        if isinstance(answer, str) and answer.strip().lower() in ANY_WORDS:
            if exp.get("any_tile"):
                return True, []
            said = [T("ex.fb.wait.not_any_short")]
            if level >= 4:
                said.append(any_text(ex, full) if full is not None else
                            T("ex.fb.wait.not_any", tiles=tiles_text(parse_tiles(" ".join(exp["waits"])), ex.ruleset)))
            elif full:
                said.append(T("ex.fb.wait.held_four"))
            return False, said
        given = self.parse(answer)
        got = set(given)
        want = set(parse_tiles(" ".join(exp["waits"])))
        dead = set(parse_tiles(" ".join(exp.get("dead", []))))
        illegal = set(parse_tiles(" ".join(exp.get("illegal", []))))
        lines: list[Text] = []
        dups = sorted(k for k in got if given.count(k) > 1)
        missing, extra = sorted(want - got), sorted(got - want)
        if missing:
            if full is not None and level < 4:
                lines.append(T("ex.fb.wait.more_than_given"))
                if ex.ghost_kinds():
                    lines.append(T("ex.fb.wait.ghost_hint"))
            elif full is not None:
                lines.append(any_text(ex, full))
            elif level >= 4:
                lines.append(T("ex.fb.wait.missing_tiles", tiles=tiles_text(missing, ex.ruleset)))
            else:
                suits = sorted({k // 9 if k < 27 else 3 for k in missing})
                if level >= 2:
                    where = join2([T("ex.fb.wait.in_suit", n=sum(1 for k in missing if (k // 9 if k < 27 else 3) == x),
                                     suit=suit_text(x, ex.ruleset)) for x in suits], "，", ", ")
                else:
                    where = join2([suit_text(x, ex.ruleset) for x in suits], "、", ", ")
                lines.append(T("ex.fb.wait.missing", n=len(missing), where=where))
        for group, key in ((sorted(k for k in extra if k in dead), "ex.fb.wait.dead"),
                           (sorted(k for k in extra if k in illegal), "ex.fb.wait.illegal"),
                           (sorted(k for k in extra if k not in dead and k not in illegal), "ex.fb.wait.extra")):
            if group:
                lines.append(T(key, tiles=tiles_text(group, ex.ruleset)))
        ok = not missing and not extra
        if dups:
            lines.append(T("ex.fb.wait.dup", tiles=tiles_text(dups, ex.ruleset)))
        return ok, lines

    def explain(self, ex, exp) -> list[Text]:
        lines: list[Text] = []
        if exp.get("dead"):
            lines.append(T("ex.sol.waits.dead", tiles=tiles_text(parse_tiles(" ".join(exp["dead"])), ex.ruleset)))
        if exp.get("illegal"):
            lines.append(T("ex.sol.waits.illegal", tiles=tiles_text(parse_tiles(" ".join(exp["illegal"])), ex.ruleset)))
        if not exp["waits"] and exp.get("illegal"):  # ready in shape, but no tile makes a legal win: say why
            lines.append(T("ex.sol.waits.none_illegal"))
            try:
                res = api.score(f"{ex.hand} +{exp['illegal'][0]}", ex.ruleset, dict(ex.context), ex.options or None)
                lines.extend(T("ex.fb.win.why", why=w) for w in res.why_not)
            except Exception:  # noqa: BLE001 - the explanation is extra: never break the solution
                pass
        elif not exp["waits"]:
            lines.append(T("ex.sol.waits.none", n=api.shanten(ex.hand, ex.ruleset, ex.options or None)))
        return lines

    def answer(self, ex, exp) -> Any:
        return "any" if exp.get("any_tile") else (" ".join(exp["waits"]) or "none")

    def answer_text(self, ex, exp) -> Text:
        if exp.get("any_tile"):
            return T("waits.any")
        held = all_but(ex, exp)
        if held:
            return T("ex.fb.wait.any_but", tiles=tiles_text(held, ex.ruleset))
        return tiles_text(parse_tiles(" ".join(exp["waits"])), ex.ruleset)
