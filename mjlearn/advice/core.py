"""What to discard (何切): per discard, shanten, accepted tiles with copies left, and the value of each wait.

``advise(hand, ruleset, context=None, options=None, seen=None) -> Advice`` takes a 14-tile hand that is not a
win (or a 13-tile hand plus a drawn tile, ``"… +5p"``) and returns one :class:`AdviceRow` per distinct discard
kind, best first.  It is model code (spec ``architecture.md``: advice sits above ``rules``): no notebook, render,
frames, widgets or exercises import; pandas only inside :meth:`Advice.frame`; the rich display goes through the
:mod:`mjlearn._display` hook (the renderer is ``mjlearn/render/advice.py``).

Definitions (spec ``common.md`` § Waits and shanten, ``product.md`` § Exercises "Discard advice"):

* **shanten** of a row = the ruleset's shanten (its forms and ghosts, on shape) of the 13 tiles left; it equals
  ``mj.shanten`` of that hand.
* **copies left** of a kind = 4 − the player's own copies (the 14 tiles, declared sets included: the discarded
  tile lies on the table) − the copies in ``seen`` − 1 for a shown ghost indicator (Huilai 翻鬼/双鬼, HL-O04).
* **accepts** (进张) = every kind with copies left > 0 whose draw lets the best 13 of the 14 tiles reach a lower
  shanten; ``accepted`` = the total of their copies.  A ghost kind is drawn as a ghost (wild), never as a plain
  tile of its face.
* **second** (改良-style second step, 1-shanten rows only) = the copies-weighted average, over the accepted
  draws, of the live wait copies of the best ready hand reachable by that draw (mahjong-helper's measure of how
  good the next ready hand will be).
* **waits** (ready rows) = every live **legal** wait → ``(copies left, value)``; the value is the hand's total
  under the ruleset (``mj.score(...).total``: 台 in Mawan, 倍 in Huilai, 分 per share in Jinzhou) for the context's
  way of winning; when the context does not say how the win comes, both ``self_draw`` and ``discard`` are
  scored and the value is a dict ``{"self_draw": v, "discard": v}``.  ``ev`` = Σ copies × value (the mean of
  the two ways when both are scored): a simple expected value, in the ruleset's unit × 张.
* **Jinzhou** (``jinzhou.md`` JZ-L1…L3): a row is **blocked** when its best shape cannot be a legal win as it
  stands — a ready row whose shape waits are all illegal (reason: the failed condition), or a row whose 13 tiles
  have no 幺九/红中 left (JZ-L2) or miss a suit (JZ-L1 门齐), which a later draw must repair.  *Interpretation*
  (the spec is silent on advice): a blocked row is sorted as if it needed one more exchange; its ``shanten`` is
  still the shape shanten.

Rows are sorted by (effective shanten, −accepted, −second, −ev, discard kind).

Source: spec ``product.md`` § Exercises (discard advice), ``common.md``, ``jinzhou.md`` JZ-L.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import _display
from ..context import Context, make_context
from ..errors import MjError
from ..hand import Hand, parse_hand
from ..i18n import T, Text, join, plain, register
from ..rules import get_ruleset
from ..rules.base import Ruleset
from ..tiles import N_KINDS, RED, is_honor, is_terminal, tile_name, tile_str, tiles_text
from .engine import Engine

__all__ = ["advise", "Advice", "AdviceRow", "WAYS"]

WAYS = ("self_draw", "discard")

register({
    "advice.title": ("打哪张（何切）", "What to discard"),
    "advice.discard": ("打", "discard"),
    "advice.shanten": ("差几步听牌", "shanten"),
    "advice.accepts": ("进张", "accepted tiles"),
    "advice.accepted": ("进张数", "accepted copies"),
    "advice.second": ("改良（下一步平均听牌张数）", "second step (avg. wait copies after the next useful draw)"),
    "advice.waits": ("听牌与价值", "waits and values"),
    "advice.ev": ("期望值（张数×价值）", "expected value (copies × value)"),
    "advice.why": ("说明", "why"),
    "advice.way.self_draw": ("自摸", "self-draw"),
    "advice.way.discard": ("胡别人打的牌", "discard win"),
    "advice.copies": ("{n}张", "{n} left"),
    "advice.any": ("任意牌（每种牌都进张）", "any tile (every kind is accepted)"),
    "advice.ghost_discard": ("打鬼牌（通常不该打）", "discards a ghost (rarely right)"),
    "advice.ghost_tile": ("鬼牌", "ghost"),
    "advice.why.ready": ("打{tile}：听牌，听{waits}，共 {n} 张", "discard {tile}: ready, waiting on {waits}, {n} copies left"),
    "advice.why.ready_shape": ("打{tile}：形式上听{waits}", "discard {tile}: ready in shape on {waits}"),
    "advice.why.ready_any": ("打{tile}：听牌，任意牌都能胡", "discard {tile}: ready, any tile wins"),
    "advice.why.ready_dead": ("打{tile}：形式上听牌，但听的牌已经没有了", "discard {tile}: ready in shape, but no copy of the waits is left"),
    "advice.why.shanten": ("打{tile}：{sh}，{n} 张进张（{k} 种）", "discard {tile}: {sh}, {n} accepted copies ({k} kinds)"),
    "advice.why.second": ("下一步平均听 {x} 张", "next step averages {x} wait copies"),
    "advice.why.ev": ("期望值 {x}（{unit}×张）", "expected value {x} ({unit} × copies)"),
    "advice.why.blocked": ("但{reason}", "but {reason}"),
    "advice.why.illegal_waits": ("{tiles}不能胡：{reason}", "{tiles} cannot win: {reason}"),
    "advice.why.keep_flush": ("保留清一色", "keeps a full flush (清一色)"),
    "advice.why.keep_half": ("保留混一色", "keeps a half flush (混一色)"),
    "advice.why.keep_pairs": ("七对路线", "on the seven-pairs route"),
    "advice.sh.n": ("差{n}步听牌", "{n}-shanten"),
    "advice.sh.1": ("差一步听牌", "1-shanten"),
    "advice.sh.2": ("差两步听牌", "2-shanten"),
    "advice.sh.0": ("听牌", "ready"),
    "advice.block.no_yaojiu": ("打完没有幺九了（JZ-L2 有幺九）", "no 幺九 is left (JZ-L2: a 1, 9 or 红中 is needed)"),
    "advice.block.no_suit": ("门齐被破坏：缺{suit}（JZ-L1 门齐）", "门齐 is broken: no {suit} left (JZ-L1: all three suits needed)"),
    "advice.block.no_legal_wait": ("听的牌都不能合法胡：{reason}", "none of the waits is a legal win: {reason}"),
    "advice.block.note": ("锦州：这样打要再多换一张才能合法胡（排序时按多差一步计）",
                          "Jinzhou: this discard needs at least one more exchange to reach a legal win (sorted as one more shanten)"),
    "advice.err.count": ("看打哪张要 14 张牌（或 13 张加一张摸到的牌 +X）；这手牌有 {n} 张",
                         "what-to-discard needs 14 tiles (or 13 plus a drawn tile '+X'); this hand has {n}"),
    "advice.err.win": ("这手牌按{ruleset}已经胡了，不用打牌", "this hand is already a win under {ruleset}: nothing to discard"),
    "advice.err.win.ok": ("还没胡的 14 张牌；已经胡了的牌用 mj.score() 计分", "a 14-tile hand that is not yet a win; use mj.score() for a complete hand"),
    "advice.dead.note": ("没有剩余进张的打法排在后面（要先改形）", "a discard with no copy left to draw is sorted one step later (the hand must change shape first)"),
    "advice.best": ("最佳：{why}", "best: {why}"),
    "advice.empty": ("没有可打的牌", "no tile to discard"),
    "advice.interp": ("说明：剩余张数 = 4 − 自己的 14 张（含吃碰杠的牌）− 已见的牌 − 翻出的鬼牌指示牌",
                      "copies left = 4 − your own 14 tiles (sets included) − tiles seen − a shown ghost indicator"),
    "advice.interp.no_ghost": ("说明：剩余张数 = 4 − 自己的 14 张（含吃碰杠的牌）− 已见的牌",
                               "copies left = 4 − your own 14 tiles (sets included) − tiles seen"),
})

_SUIT_KEYS = {"m": ("万", "characters"), "p": ("筒", "dots"), "s": ("条", "bamboo")}


@dataclass
class AdviceRow:
    """One discard kind.

    discard : the kind thrown (int, as in ``Waits.live``); shanten : shape shanten of the 13 tiles left;
    accepts : kind → copies left (kinds whose draw lowers the shanten); accepted : their total (张);
    second : 1-shanten rows, average wait copies after the next useful draw (else ``None``);
    waits : ready rows, live legal wait → (copies left, value) (value: number, or {way: number}, or ``None``
    when the win could not be scored); ev : Σ copies × value (ready rows; else ``None``); why : one line
    (:class:`~mjlearn.i18n.Text`); ghost : the discard is a ghost tile; any_tile : every kind is accepted;
    blocked : Jinzhou reasons the best shape is not a legal win (empty = legal); illegal_waits : shape waits
    that are not legal wins (kind → reason); dead_waits : waits whose copies are all gone.
    """

    discard: int
    shanten: int
    accepts: dict[int, int]
    accepted: int
    why: Text
    waits: dict[int, tuple[int, Any]] = field(default_factory=dict)
    second: float | None = None
    ev: float | None = None
    ghost: bool = False
    any_tile: bool = False
    blocked: list[Text] = field(default_factory=list)
    illegal_waits: dict[int, Text] = field(default_factory=dict)
    dead_waits: tuple[int, ...] = ()
    notes: list[Text] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        """False when (Jinzhou) the row's best shape is blocked from a legal win."""
        return not self.blocked

    @property
    def effective_shanten(self) -> int:
        """The sort key: shanten, plus one when the row is blocked (Jinzhou) or accepts no copy at all (every
        tile it needs is gone: it must change shape first) — *interpretation*, shown in the advice's notes."""
        return self.shanten + (1 if self.blocked or self.accepted == 0 else 0)

    def sort_key(self):
        return (self.effective_shanten, -self.accepted, -(self.second or 0.0), -(self.ev or 0.0), self.discard)

    @property
    def tile(self) -> str:
        return tile_str(self.discard)


@dataclass
class Advice:
    """Discard advice for one hand under one ruleset.

    ruleset : name; hand : the 14-tile hand as a :class:`Hand` (concealed 14 or 13 + ``win_tile`` as the drawn
    tile); rows : :class:`AdviceRow` list, best first; ways : the ways of winning the values are given for;
    unit : the value unit (台 / 倍 / 分); ghosts : ghost kinds; left : copies left per kind (34 list);
    options : the validated options; context : the Context used for values.
    """

    ruleset: str
    hand: Hand
    rows: list[AdviceRow]
    ways: tuple[str, ...]
    unit: str
    ghosts: tuple[int, ...] = ()
    left: list[int] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    context: Context | None = None
    tile_kinds: tuple[int, ...] = ()
    title: Text | None = None

    @property
    def best(self) -> AdviceRow | None:
        """The first row (``None`` only for an empty advice)."""
        return self.rows[0] if self.rows else None

    def row(self, discard: int | str) -> AdviceRow:
        """The row of one discard kind (``"9p"`` or a kind); :class:`MjError` if the hand has no such tile."""
        from ..tiles import parse_tile
        k = parse_tile(discard) if isinstance(discard, str) else discard
        for r in self.rows:
            if r.discard == k:
                return r
        raise MjError(Text(f"{tile_name(k)}不在这手牌里", f"{tile_str(k)} is not a tile of this hand"), tile_str(k),
                      " ".join(tile_str(r.discard) for r in self.rows))

    def __iter__(self):
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def frame(self, lang: str | None = None):
        """A pandas DataFrame, one line per row (pandas is imported here only): :meth:`records` as a frame.

        Columns: discard, shanten, accepted (张), accepts (tile list with copies), second, waits, ev, why.
        """
        import pandas as pd
        return pd.DataFrame.from_records(self.records(lang))

    def records(self, lang: str | None = None) -> list[dict]:
        """The rows as plain dicts (no pandas), one per discard, keyed by the :meth:`frame` column headers in
        ``lang``; ``second`` / ``ev`` are ``None`` when not computed.  ``mjlearn.rows.table(adv.records())``
        shows them as an HTML table."""
        recs = []
        for r in self.rows:
            recs.append({
                T("advice.discard").render(lang): tile_str(r.discard) + (" (" + T("advice.ghost_tile").render(lang) + ")" if r.ghost else ""),
                T("advice.shanten").render(lang): r.shanten,
                T("advice.accepted").render(lang): r.accepted,
                T("advice.accepts").render(lang): accepts_text(r, lang),
                T("advice.second").render(lang): None if r.second is None else round(r.second, 2),
                T("advice.waits").render(lang): waits_text(r, self.ways, self.unit, lang),
                T("advice.ev").render(lang): None if r.ev is None else round(r.ev, 2),
                T("advice.why").render(lang): r.why.render(lang),
            })
        return recs

    def text(self, lang: str | None = None) -> str:
        """Plain-text table (one line per row)."""
        if not self.rows:
            return T("advice.empty").render(lang)
        return "\n".join(r.why.render(lang) for r in self.rows)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str | None:
        return _display.html(self)


def accepts_text(row: AdviceRow, lang: str | None = None) -> str:
    """``"1m×3 4m×4"`` (copies left per accepted kind), or "any tile"."""
    if row.any_tile:
        return T("advice.any").render(lang)
    return " ".join(f"{tile_str(k)}×{n}" for k, n in row.accepts.items())


def value_text(v: Any, ways: tuple[str, ...], unit: str, lang: str | None = None) -> str:
    if v is None:
        return "—"
    if isinstance(v, dict):
        return " / ".join(f"{T('advice.way.' + w).render(lang)} {_num(v[w])}{unit}" for w in ways if w in v)
    return f"{_num(v)}{unit}"


def waits_text(row: AdviceRow, ways: tuple[str, ...], unit: str, lang: str | None = None) -> str:
    if not row.waits:
        return ""
    return "; ".join(f"{tile_str(k)}×{c}: {value_text(v, ways, unit, lang)}" for k, (c, v) in row.waits.items())


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.2f}"


# ------------------------------------------------------------------------------------------------
# Input


def _hand14(hand: str | Hand, rs: Ruleset, opts: Mapping[str, Any]) -> Hand:
    """Parse and check a 14-tile hand: concealed + 3 × sets = 14, or 13 + a ``+drawn`` tile."""
    h = parse_hand(hand, allow_partial=True)
    n = len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)
    if n != 14 or (h.win_tile is not None and len(h.concealed) + 3 * len(h.melds) != 13):
        raise MjError(str(T("advice.err.count", n=n)), str(h), "14 tiles (sets count 3), or 13 + '+drawn tile'")
    rs.check_hand(h, opts)
    return h


def _counts(tiles) -> list[int]:
    c = [0] * N_KINDS
    for k in tiles:
        c[k] += 1
    return c


def _remove(tiles: tuple[int, ...], k: int) -> tuple[int, ...]:
    i = tiles.index(k)
    return tiles[:i] + tiles[i + 1:]


# ------------------------------------------------------------------------------------------------
# The advice


def advise(hand: str | Hand, ruleset: str | Ruleset = "mawan", context: Mapping[str, Any] | Context | None = None,
           options: Mapping[str, Any] | None = None, seen: Any = None, values: bool = True) -> Advice:
    """What to discard (何切) from a 14-tile hand under one ruleset.

    Parameters
    ----------
    hand : str | Hand
        14 tiles (declared sets count 3), e.g. ``"123m456p789s1m2m77z9p"``, or 13 tiles plus the drawn tile
        ``"123m456p789s1m2m77z +9p"``.  Must not already be a legal win.
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    context : dict | Context, optional
        Used for the values of ready rows (seats, dealer, ``win_by``…).  When it does not give ``win_by``,
        both self-draw and discard wins are valued.
    options : dict, optional
        Ruleset options (Huilai ghosts: ``{"ghosts": "flip", "indicator": "5p"}``).
    seen : dict | str, optional
        Tiles visible on the table (``"5m5m9p"`` or ``{"5m": 2}``); replaces ``context["seen"]`` when given.
    values : bool
        Score each wait of the ready rows (default).  ``False`` skips the scoring (waits then carry ``None``
        values and ``ev`` is ``None``): faster when only shanten and accepted tiles matter.

    Returns
    -------
    Advice
        ``rows`` (one :class:`AdviceRow` per distinct discard kind, best first), ``best``, ``frame()``.

    Raises
    ------
    MjError
        Wrong tile count, tiles or sets outside the ruleset, a hand that is already a win, bad options or
        context, or ``seen`` making more than four copies of a kind.

    Source: spec ``product.md`` § Exercises; ``common.md`` § Waits and shanten; ``jinzhou.md`` JZ-L.
    """
    rs = get_ruleset(ruleset)
    opts = rs.options(options)
    h = _hand14(hand, rs, opts)
    ctx_in = context
    if seen is not None:
        ctx = make_context(context, seen=seen)
    else:
        ctx = make_context(context)
    way_given = (isinstance(ctx_in, Context)) or (isinstance(ctx_in, Mapping) and "win_by" in ctx_in)
    ways = (ctx.win_by,) if way_given else WAYS
    tiles14 = h.closed_tiles if h.win_tile is not None else h.concealed
    melds = h.melds
    eng = Engine(rs.forms, rs.ghost_kinds(opts), rs.tile_kinds, melds)
    gk = eng.gk
    kinds = eng.kinds

    # copies left
    own = [0] * N_KINDS
    for k in tiles14:
        own[k] += 1
    for m in melds:
        for k in m.tiles:
            own[k] += 1
    left = [4 - own[k] - ctx.seen_count(k) for k in range(N_KINDS)]
    ind = opts.get("indicator") if gk and opts.get("ghosts") in ("flip", "double") else None
    if ind is not None:
        left[ind] -= 1
    for k in range(N_KINDS):
        if left[k] < 0:
            raise MjError(Text(f"{tile_name(k)}：手牌、已见的牌和指示牌合计 {4 - left[k]} 张；每种只有 4 张",
                               f"{tile_str(k)}: the hand, the tiles seen and the indicator make {4 - left[k]} copies; there are 4"),
                          tile_str(k), Text("每种合计最多 4 张", "at most 4 copies of a kind in total"))
    kinds_set = set(kinds)
    for k in range(N_KINDS):
        if k not in kinds_set:
            left[k] = 0

    # already a win?
    if eng.shanten(_counts(tiles14)) == -1:
        full = Hand(tiles14[:-1], melds, tiles14[-1]) if h.win_tile is None else h
        if rs.is_legal_shape_win(full, opts):
            raise MjError(T("advice.err.win", ruleset=rs.title), str(h), T("advice.err.win.ok"))

    score_cache: dict[tuple, Any] = {}
    rows: list[AdviceRow] = []
    for d in sorted(set(tiles14)):
        rest = _remove(tiles14, d)
        rows.append(_row(rs, opts, eng, melds, rest, d, left, ctx, ways, score_cache if values else None))
    top = min(r.effective_shanten for r in rows) if rows else 0
    jz = rs.name == "jinzhou"
    for r in rows:  # the second step breaks ties among the best rows: computed when 1-shanten is the best
        if r.shanten == 1 and top == 1 and r.accepts:
            r.second = _second_step(eng, _remove(tiles14, r.discard), r.accepts, left, melds if jz else None)
            r.why = _why(rs, r, _remove(tiles14, r.discard), melds, eng)
    rows.sort(key=AdviceRow.sort_key)
    hand_out = h if h.win_tile is not None else Hand(tiles14, melds)
    return Advice(rs.name, hand_out, rows, ways, rs.unit or "", gk, left, dict(opts), ctx, kinds, rs.title)


def _accepts(eng: Engine, rest: tuple[int, ...], s: int, left: list[int]) -> dict[int, int]:
    """Kinds (copies left > 0) whose draw lets the best 13 of the 14 tiles reach a shanten below ``s``.

    Plain hands: the 14-tile value is the minimum over the 14 discards, so one evaluation decides, except when it
    is 0 from 1-shanten (then a 13-tile choice must be live-ready, not only ready on dead waits).  Ghost hands:
    every discard after the draw is tried (the ghost formulas do not have that property)."""
    out: dict[int, int] = {}
    c = _counts(rest)
    plain_hand = not eng.gk
    sh = eng.shanten
    fast = eng.draws(c, [k for k in eng.kinds if left[k] > 0]) if plain_hand else None
    for k in eng.kinds:
        n = left[k]
        if n <= 0:
            continue
        c[k] += 1
        ok = False
        if plain_hand:
            r = fast[k]
            if r < s and not (r == 0 and s == 1):
                ok = True
            elif r == 0 and s == 1:
                # ready after the draw unless every wait is dead, which needs four copies of a kind in hand
                ok = not eng.may_be_dead(c) or _some_discard(c, sh, lambda v: v == 0)
        else:
            ok = (s == 0 and sh(c) == -1) or (s > 0 and _some_discard_below(c, eng, s))
        c[k] -= 1
        if ok:
            out[k] = n
    return out


def _some_discard(c: list[int], sh, test) -> bool:
    for d2 in range(N_KINDS):
        if c[d2]:
            c[d2] -= 1
            v = sh(c)
            c[d2] += 1
            if test(v):
                return True
    return False


def _some_discard_below(c: list[int], eng: Engine, s: int) -> bool:
    for d2 in range(N_KINDS):
        if c[d2]:
            c[d2] -= 1
            ok = eng.below(c, s)
            c[d2] += 1
            if ok:
                return True
    return False


def _second_step(eng: Engine, rest: tuple[int, ...], accepts: dict[int, int], left: list[int], jz_melds=None) -> float:
    """1-shanten: copies-weighted average over accepted draws of the best live wait copies after that draw.

    Jinzhou (``jz_melds`` given): a wait counts only when the completed hand has 幺九 and all three suits (JZ-L1,
    L2; the per-reading 有横 L3 is not checked here)."""
    tot = 0
    acc = 0.0
    c = _counts(rest)
    for k, n_k in accepts.items():
        c[k] += 1
        best = 0
        for d2 in range(N_KINDS):
            if not c[d2]:
                continue
            c[d2] -= 1
            if eng.shanten(c) == 0:
                n = 0
                for w in eng.live_waits(c):
                    if jz_melds is not None and not _jz_tiles_ok(c, w, jz_melds):
                        continue
                    n += max(0, left[w] - (1 if w == k else 0))
                if n > best:
                    best = n
            c[d2] += 1
        c[k] -= 1
        tot += n_k
        acc += n_k * best
    return acc / tot if tot else 0.0


def _jz_tiles_ok(c: list[int], w: int, melds) -> bool:
    """JZ-L1/L2 on the concealed counts ``c`` + the winning tile ``w`` + the declared sets."""
    tiles = [k for k in range(N_KINDS) if c[k]] + [w] + [k for m in melds for k in m.tiles]
    if not any(is_terminal(k) or k == RED for k in tiles):
        return False
    return {k // 9 for k in tiles if k < 27} == {0, 1, 2}


def _row(rs: Ruleset, opts, eng: Engine, melds, rest: tuple[int, ...], d: int, left: list[int], ctx: Context,
         ways: tuple[str, ...], score_cache: dict) -> AdviceRow:
    s = eng.shanten(_counts(rest))
    accepts = _accepts(eng, rest, s, left)
    accepted = sum(accepts.values())
    live_kinds = [k for k in eng.kinds if left[k] > 0]
    any_tile = bool(live_kinds) and len(accepts) == len(live_kinds)
    row = AdviceRow(discard=d, shanten=s, accepts=accepts, accepted=accepted, why=plain(""),
                    ghost=d in eng.gk, any_tile=any_tile)
    h13 = Hand(rest, melds)
    if s == 0:
        w = rs.waits(h13, opts)
        reasons: dict[int, Text] = {}
        for k in w.illegal:
            reasons[k] = _illegal_reason(rs, opts, h13.with_win(k))
        row.illegal_waits = reasons
        row.dead_waits = tuple(k for k in w.shape if left[k] <= 0 and k not in w.illegal) + tuple(w.dead)
        evs = 0.0
        for k in w.live:
            c = left[k]
            if c <= 0:
                continue
            v = None if score_cache is None else _value(rs, opts, h13.with_win(k), ctx, ways, score_cache)
            row.waits[k] = (c, v)
            if v is not None:
                vv = v if not isinstance(v, dict) else sum(v.values()) / len(v)
                evs += c * vv
        row.ev = evs if score_cache is not None else None
        if not w.live and w.illegal:
            row.blocked.append(T("advice.block.no_legal_wait", reason=_first(reasons.values())))
    else:
        if rs.name == "jinzhou":
            row.blocked.extend(_jinzhou_blocks(h13))
    row.why = _why(rs, row, rest, melds, eng)
    if row.blocked:
        row.notes.append(T("advice.block.note"))
    return row


def _first(texts) -> Text:
    for t in texts:
        return t
    return plain("")


def _illegal_reason(rs: Ruleset, opts, full: Hand) -> Text:
    best = None
    for r in rs.readings(full, opts):
        probs = rs.win_problems(full, r, opts)
        if probs and (best is None or len(probs) < len(best)):
            best = probs
    return join(best) if best else plain("")


def _jinzhou_blocks(h13: Hand) -> list[Text]:
    """JZ-L1/L2 on the 13 tiles left: a missing suit or no 幺九/红中 (a later draw must bring one)."""
    out = []
    tiles = h13.all_tiles()
    if not any(is_terminal(k) or k == RED for k in tiles):
        out.append(T("advice.block.no_yaojiu"))
    present = {"mps"[k // 9] for k in tiles if k < 27}
    for s in "mps":
        if s not in present:
            zh, en = _SUIT_KEYS[s]
            out.append(T("advice.block.no_suit", suit=Text(zh, en)))
    return out


def _value(rs: Ruleset, opts, full: Hand, ctx: Context, ways: tuple[str, ...], cache: dict) -> Any:
    vals = {}
    for w in ways:
        key = (full.concealed, full.win_tile, w)
        if key not in cache:
            try:
                c = ctx if ctx.win_by == w else ctx.replace(win_by=w, discarder=None)
                res = rs.score(full, c, opts)
                cache[key] = res.total if res.is_win else None
            except MjError:
                cache[key] = None
        if cache[key] is not None:
            vals[w] = cache[key]
    if not vals:
        return None
    if len(ways) == 1:
        return vals.get(ways[0])
    return vals


def _why(rs: Ruleset, row: AdviceRow, rest: tuple[int, ...], melds, eng: Engine) -> Text:
    tile = tiles_text([row.discard], rs.name)
    parts: list[Text] = []
    if row.shanten == 0:
        if row.any_tile:
            parts.append(T("advice.why.ready_any", tile=tile))
        elif row.waits:
            n = sum(c for c, _ in row.waits.values())
            parts.append(T("advice.why.ready", tile=tile, waits=tiles_text(list(row.waits), rs.name), n=n))
        elif not row.blocked:
            parts.append(T("advice.why.ready_dead", tile=tile))
        else:
            parts.append(T("advice.why.ready_shape", tile=tile,
                           waits=tiles_text(sorted(row.illegal_waits), rs.name) if row.illegal_waits else plain("—")))
        if row.ev:
            parts.append(T("advice.why.ev", x=_num(round(row.ev, 2)), unit=rs.unit or ""))
    else:
        sh = T(f"advice.sh.{row.shanten}") if row.shanten in (1, 2) else T("advice.sh.n", n=row.shanten)
        parts.append(T("advice.why.shanten", tile=tile, sh=sh, n=row.accepted, k=len(row.accepts)))
        if row.any_tile:
            parts.append(T("advice.any"))
        if row.second is not None:
            parts.append(T("advice.why.second", x=f"{row.second:.1f}"))
    for b in row.blocked:
        parts.append(T("advice.why.blocked", reason=b))
    if row.illegal_waits and row.waits:
        ks = sorted(row.illegal_waits)
        parts.append(T("advice.why.illegal_waits", tiles=tiles_text(ks, rs.name),
                       reason=row.illegal_waits[ks[0]]))
    if row.ghost:
        parts.append(T("advice.ghost_discard"))
    keep = _keep_note(rs, rest, melds, eng)
    if keep is not None:
        parts.append(keep)
    return Text("；".join(p.zh for p in parts), "; ".join(p.en for p in parts))


def _keep_note(rs: Ruleset, rest, melds, eng: Engine) -> Text | None:
    """A flush kept (Mawan and Huilai score 清一色 / 混一色): the 13 tiles left are in one suit (+ honors)."""
    if rs.name == "jinzhou":
        return None
    tiles = [k for k in rest if k not in eng.gk] + [k for m in melds for k in m.tiles]
    suits = {k // 9 for k in tiles if k < 27}
    if len(suits) != 1:
        return None
    if any(is_honor(k) for k in tiles):
        return T("advice.why.keep_half")
    return T("advice.why.keep_flush")
