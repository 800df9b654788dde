"""The speed ranking of the discard advice for the table's bots, without the figures it does not use.

``mj.advise(by="speed")`` ranks the rows by legal shanten, accepted copies and — only to split a tie at the
top — the next-step average (``advice.md`` § Ranking).  Every other figure of a row (shape accepted tiles, waits,
wait shapes, blocked conditions, the ``why`` line, 改良) is shown to a learner but never ranks.  A bot asks the
advice about 50 times a hand (every turn, and for each claim it may make); :class:`SpeedRanker` computes for
it exactly the ranking figures, with the advice's own :class:`~mjlearn.advice.engine.Engine` and
:class:`~mjlearn.advice.job.Job`:

* only the rows that can be first: a row's key starts with its legal shanten (+1 when it accepts no copy), so
  rows two steps above the lowest legal shanten never lead, nor rows one step above while a lowest row accepts
  a copy; their accepted tiles are not computed;
* the next-step average only where the advice computes it (several rows tied at the top), and never for a claim,
  which compares only the first row's legal shanten and accepted copies (rows tied on the key before the average
  have the same ones);
* one engine per set of declared sets for the whole hand: the legal shanten of a count vector and the kinds its
  draws accept depend on the tiles, the declared sets and the options only (never on the tiles seen), so a bot's
  next turn and the other seats' claim tests reuse them.

The rows are the advice's own (:class:`~mjlearn.advice.AdviceRow`: ``discard``, ``shanten``, ``legal_shanten``,
``accepts``, ``accepted``, ``next_avg``); the first row is the one ``mj.advise(…, by="speed").rows[0]`` has
(tests/test_table_speed.py compares them on seeded bot hands).
"""
from __future__ import annotations

from ..advice.engine import Engine
from ..advice.explain import _why
from ..advice.job import Job
from ..advice.model import NEVER, WAYS, AdviceRow
from ..context import make_context
from ..rules import get_ruleset
from ..tiles import N_KINDS


def _counts(tiles) -> list[int]:
    c = [0] * N_KINDS
    for k in tiles:
        c[k] += 1
    return c


class SpeedRanker:
    """Speed-ranked advice rows for the seats of one game at a time (memo reset when the game changes)."""

    def __init__(self) -> None:
        self._game: object = None
        self._engines: dict[tuple, tuple[Engine, dict]] = {}

    def _setup(self, g) -> None:
        if self._game is not g:
            self._game = g
            self._engines = {}
            self.rs = get_ruleset(g.ruleset)
            self.opts = self.rs.options(dict(g._score_opts) or None)
            gk = self.rs.ghost_kinds(self.opts)
            self.gk = gk
            self.ind = self.opts.get("indicator") if gk and self.opts.get("ghosts") in ("flip", "double") else None

    def engine(self, g, melds) -> tuple[Engine, dict]:
        """The engine for ``melds`` (declared sets) in game ``g`` and its accepted-kinds memo."""
        self._setup(g)
        key = tuple(melds)
        hit = self._engines.get(key)
        if hit is None:
            rs, opts = self.rs, self.opts
            eng = Engine(rs.forms, self.gk, rs.tile_kinds, list(melds), jinzhou=rs.name == "jinzhou",
                         jz_pairs=bool(opts.get("qidui_needs_conditions", True)),
                         four_ghosts=bool(opts.get("four_ghost_win")))
            hit = self._engines[key] = (eng, {})
        return hit

    def legal(self, g, concealed, melds) -> int:
        """Legal shanten of a 13-tile hand (``concealed`` + ``melds``), as the advice's rows count it."""
        eng, _ = self.engine(g, melds)
        return eng.legal(_counts(concealed))

    def lowest(self, g, concealed, melds) -> int:
        """The lowest legal shanten over the discards of a 14-tile hand; −1 when it is already a legal win (the
        advice then has no rows).  No row of its advice has a lower legal shanten."""
        eng, _ = self.engine(g, melds)
        c = _counts(concealed)
        if eng.legal(c) == -1:
            return -1
        best = NEVER
        for d in set(concealed):
            c[d] -= 1
            v = eng.legal(c)
            c[d] += 1
            if v < best:
                best = v
        return best

    def _job(self, g, concealed, melds, seen) -> tuple[Job, Engine, list[int]] | None:
        """A speed-only :class:`Job` (no values) with copies left as ``mj.advise`` counts them: 4 − the 14
        tiles, the declared sets, ``seen`` and a turned ghost indicator (HL-O04); ``None`` where ``mj.advise``
        would raise (a fifth copy)."""
        eng, memo = self.engine(g, melds)
        own = _counts(concealed)
        for m in melds:
            for k in m.tiles:
                own[k] += 1
        left = [4 - own[k] - seen.get(k, 0) for k in range(N_KINDS)]
        if self.ind is not None:
            left[self.ind] -= 1
        if min(left) < 0:
            return None
        kinds = set(eng.kinds)
        for k in range(N_KINDS):
            if k not in kinds:
                left[k] = 0
        job = Job(self.rs, self.opts, eng, list(melds), left, None, (), 0.0, False, sum(left))
        job.acc_cache = memo
        return job, eng, _counts(concealed)

    def rows(self, g, concealed, melds, seen, ties: bool = True) -> list[AdviceRow] | None:
        """The rows that can be first, ranked as ``mj.advise(…, by="speed")`` ranks them (its first row is
        this first row; ``[]`` when the 14 tiles already win; ``None`` where the advice would raise).
        ``ties=False`` skips the next-step average: the first row's legal shanten and accepted copies are then
        still the advice's, its discard may be another of the tied ones."""
        got = self._job(g, concealed, melds, seen)
        if got is None:
            return None
        job, eng, c14 = got
        if eng.legal(c14) == -1:
            return []
        ls: dict[int, int] = {}
        for d in sorted(set(concealed)):
            c14[d] -= 1
            ls[d] = eng.legal(c14)
            c14[d] += 1
        top = min(ls.values())
        out: list[AdviceRow] = []

        def add(step: int) -> None:
            for d, v in ls.items():
                if v == step:
                    c = list(c14)
                    c[d] -= 1
                    s, acc = job.accepts(c, True)
                    out.append(AdviceRow(discard=d, shanten=eng.shape(c), accepts=acc, accepted=sum(acc.values()),
                                         legal_shanten=s, ghost=d in eng.gk))

        add(top)
        if top < NEVER and all(r.accepted == 0 for r in out):
            add(top + 1)  # every lowest row ranks one step up (it accepts no copy): the next step's rows compete
        lead = min(r.key("speed") for r in out)
        tied = [r for r in out if r.key("speed") == lead]
        if ties and len(tied) > 1 and top < NEVER:
            for r in tied:
                job.extras(c14, r, improves=False, average=True)
        out.sort(key=lambda r: (r.key("speed"), r.discard))
        return out

    def row(self, g, concealed, melds, seen, d: int) -> AdviceRow | None:
        """The row of discard ``d`` (legal shanten, accepted copies) of a 14-tile hand; ``None`` where the
        advice would have no rows or raise."""
        got = self._job(g, concealed, melds, seen)
        if got is None:
            return None
        job, eng, c14 = got
        if eng.legal(c14) == -1:
            return None
        c14[d] -= 1
        s, acc = job.accepts(c14, True)
        return AdviceRow(discard=d, shanten=eng.shape(c14), accepts=acc, accepted=sum(acc.values()), legal_shanten=s)

    def shape_min(self, g, concealed, melds) -> int:
        """The lowest shape shanten over the discards of a 14-tile hand (the bots' kong test)."""
        eng, _ = self.engine(g, melds)
        c = _counts(concealed)
        best = NEVER
        for d in set(concealed):
            c[d] -= 1
            best = min(best, eng.shape(c))
            c[d] += 1
        return best

    def hint(self, g, concealed, melds, seen, context) -> tuple[list[int], AdviceRow] | None:
        """What ``mj.advise(…, context, seen=seen, by="speed")`` shows a learner: every tied best discard (rank 1,
        tile order) and the full row of the first of them (waits and their values, EV, blocked conditions,
        ``why``), or ``None`` when the hand already wins or the advice would raise.  The values as the advice
        counts them (advice.md § Figures): p = 1/3, Huilai without discard wins (HL-O02 off) p = 1 and
        self-draws only."""
        rows = self.rows(g, concealed, melds, seen)
        if not rows:
            return None
        lead = rows[0].key("speed")
        best = sorted(r.discard for r in rows if r.key("speed") == lead)
        job, eng, c14 = self._job(g, concealed, melds, seen)
        no_discard_win = self.rs.name == "huilai" and not self.opts.get("allow_discard_win", True)
        job.ctx = make_context(context, seen=seen)
        job.ways = ("self_draw",) if no_discard_win else WAYS
        job.p = 1.0 if no_discard_win else 1 / 3
        job.values = True
        full = job.row(c14, best[0])
        full.why = _why(self.rs, full, eng, c14)
        return best, full


__all__ = ["SpeedRanker"]
