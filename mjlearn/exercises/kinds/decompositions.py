"""``decompositions`` exercises: every way to read this complete hand as sets and a pair (spec ``common.md`` §
Decompositions)."""
from __future__ import annotations

from typing import Any

from ... import api, terms
from ...hand import Hand
from ...i18n import T, Text, plain
from ...rules import get_ruleset
from ...tiles import parse_tiles, tiles_str
from ..answers import parse_decompositions
from ..compute import decomposition_strs
from ..messages import dec_text, reading_groups_text, reading_text, tiles_text
from .base import ExerciseKind


class DecompositionsKind(ExerciseKind):
    """Answer: "123m 456m 789m 11z 234p" (several separated by ``|``, ``;`` or new lines), or lists of groups."""

    name = "decompositions"

    def parse(self, answer: Any) -> list[list[str]]:
        return parse_decompositions(answer)

    def check(self, ex, answer, exp):
        h = ex.parsed_hand()
        declared = sorted(tiles_str(m.tiles) for m in h.melds)
        want = [tuple(d) for d in exp["decompositions"]]
        given = []
        n_closed = len(h.closed_tiles)
        for d in self.parse(answer):
            if declared and sum(len(parse_tiles(g)) for g in d if g not in ("???", "??")) == n_closed:
                d = d + declared
            given.append(tuple(sorted(d)))
        lines: list[Text] = []
        seen = set()
        extra_found = False
        for d in given:
            if d in seen:
                lines.append(T("ex.fb.dec.dup", dec=plain(" ".join(d))))
                continue
            seen.add(d)
            if d not in want:
                extra_found = True
                lines.append(T("ex.fb.dec.extra", dec=plain(" ".join(d)), why=why_not_dec(ex, d, h)))
        missing = [d for d in want if d not in seen]
        level = ex.reveal()
        for d in missing:  # level 1 the count only; 2-3 the pair (or the form) of each; 4 the reading
            if level >= 4:
                lines.append(T("ex.fb.dec.missing", dec=shown(ex, d)))
            elif level >= 2:
                pairs = [g for g in d if len(parse_tiles(g)) == 2]
                if len(pairs) == 7:
                    lines.append(T("ex.fb.dec.missing_seven"))
                elif pairs:
                    lines.append(T("ex.fb.dec.missing_pair", pair=tiles_text(parse_tiles(pairs[0])[:1], ex.ruleset)))
        if missing or len(seen) != len(want):
            lines.insert(0, T("ex.fb.dec.count", n=len(want), m=len(seen)))
        return not missing and not extra_found, lines

    def explain(self, ex, exp) -> list[Text]:
        rds = api.decompose(ex.hand, ex.ruleset, ex.options or None)
        return [T("ex.sol.readings.legend")] + [reading_text(r, ex.ruleset) for r in rds]

    def answer(self, ex, exp) -> Any:
        return " | ".join(" ".join(d) for d in exp["decompositions"])

    def answer_text(self, ex, exp) -> Text:
        """The decompositions named as the ruleset writes tiles in zh (``一一条、二三四条……；……``), the answer's
        notation in en; in a ghost hand each group holding ghosts says what they stand for (:func:`shown`)."""
        ds = [shown(ex, d) for d in exp["decompositions"]]
        return plain("；".join(d.zh for d in ds), " | ".join(d.en for d in ds))


def shown(ex, d) -> Text:
    """One decomposition of the answer (group strings) as a learner reads it: in a ghost hand with the ghosts
    marked (``二三四筒（鬼牌当三筒）`` / ``234p (ghost as 3p)``, spec ``common.md`` § Ghost tiles) — the stored
    answer keeps the groups as they stand, so the library's decomposition with those groups says which tiles
    are ghosts; otherwise :func:`~mjlearn.exercises.messages.dec_text`."""
    if ex.ghost_kinds():
        found: dict[tuple, Any] = {}
        for dec in api.decompositions(ex.hand, ex.ruleset, ex.options or None):
            found.setdefault(tuple(decomposition_strs(dec)), dec)
        dec = found.get(tuple(sorted(d)))
        if dec is not None:
            return reading_groups_text(dec.groups, ex.ruleset)
    return dec_text(d, ex.ruleset)


def why_not_dec(ex, d: tuple[str, ...], h: Hand) -> Text:
    tiles: list[int] = []
    for g in d:
        tiles.extend(parse_tiles(g))
    have = sorted(h.all_tiles())
    if sorted(tiles) != have:
        c = {k: tiles.count(k) - have.count(k) for k in set(tiles) | set(have)}
        extra = [k for k in sorted(c) for _ in range(max(0, c[k]))]
        miss = [k for k in sorted(c) for _ in range(max(0, -c[k]))]
        return T("ex.fb.dec.why.tiles", extra=tiles_text(extra, ex.ruleset), missing=tiles_text(miss, ex.ruleset))
    shapes = []
    for g in d:
        ks = parse_tiles(g)
        sh = group_shape(ks)
        if sh is None:
            return T("ex.fb.dec.why.group", group=plain(g))
        shapes.append(sh)
    n_pairs = shapes.count("pair")
    if n_pairs == 7 and len(shapes) == 7:
        rs = get_ruleset(ex.ruleset)
        if "seven_pairs" not in rs.forms or h.melds:
            return T("ex.fb.dec.why.form")
    elif not (n_pairs == 1 and len(shapes) == 5):
        return T("ex.fb.dec.why.shape", set=terms.text("set", ex.ruleset), pair=terms.text("pair", ex.ruleset))
    return T("ex.fb.dec.why.other")



def group_shape(ks: list[int]) -> str | None:
    ks = sorted(ks)
    if len(ks) == 2 and ks[0] == ks[1]:
        return "pair"
    if len(ks) == 3 and len(set(ks)) == 1:
        return "pung"
    if len(ks) == 4 and len(set(ks)) == 1:
        return "kong"
    if len(ks) == 3 and ks[0] < 27 and ks[2] < 27 and ks[0] // 9 == ks[2] // 9 and ks[1] == ks[0] + 1 \
            and ks[2] == ks[0] + 2:
        return "chow"
    return None

