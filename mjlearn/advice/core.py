"""What to discard (何切): the figures of spec ``advice.md`` for each discard, ranked, with ties and a review.

``advise(hand, ruleset, context=None, options=None, seen=None, *, by="value", self_draw_share=1/3)`` takes a
14-tile hand (or 13 tiles plus a drawn tile, ``"… +5p"``) and returns an :class:`Advice`: one
:class:`AdviceRow` per distinct discard kind, best first, or — for a hand that already wins — no rows and
``wins`` set (the learner is told it wins and on what; advice.md § Ranking).  Model code (``architecture.md``:
advice sits above ``rules``): no render, frames, widgets or exercises import; pandas only in
:meth:`Advice.frame`; the rich display goes through :mod:`mjlearn._display`.

Figures of one row (advice.md § Figures; every one is checked against a brute force that tries every exchange,
``tests/test_advice_reference.py``):

* **copies left** of a kind = 4 − its visible copies: the 14 tiles (the discard lies in the river), the declared
  sets, ``seen`` (other rivers and sets) and a shown ghost indicator (HL-O04).
* ``shanten`` — shape shanten of the 13 tiles kept, the copy limit binding at every distance; it equals
  ``mj.shanten`` of that hand (HL-O06 four ghosts included).
* ``legal_shanten`` — the fewest exchanges to a **legal** win (Jinzhou JZ-L1–L5; elsewhere = ``shanten``);
  rows are ranked and counted by it.  ``None`` never: a hand that can never win legally (Jinzhou, four declared
  sets with a chow, JZ-L4) has :data:`NEVER`.
* ``accepts`` / ``accepted`` — kinds (copies left > 0) whose draw lowers the legal shanten (the best discard
  following), with their copies; ``shape_accepts`` / ``shape_accepted`` the same on shape, shown beside them
  where they differ.
* ``improves`` (改良) — kinds whose draw keeps the legal shanten but, after the best discard, raises the accepted
  copies (ready rows: the wait copies): kind → ``(copies left, the best accepted copies reached)``.  Computed for
  the rows of the best legal shanten (the rows a learner compares); ``None`` on the others.
* ``next_avg`` — the next-step average (向听前进后平均进张): over the accepted draws, copies-weighted, the accepted
  copies after the best discard that follows (for a 1-shanten row: the wait copies of the ready hand).  Rows of
  the best legal shanten only.
* ``waits`` (ready rows) — legal live wait → ``(copies left, {way: value})``; ``wait_shapes`` wait → shapes
  (两面, 嵌张, 边张, 单钓, 对倒, 七对单骑, 十三幺, 鬼牌), one per distinct reading; ``illegal_waits`` shape waits that are
  no legal win → the reason (rule id); ``dead_waits`` shape waits without a copy left.
* **value** of a win = ``mj.score(…).total`` (台 / 倍 / 分) for a self-draw and a discard win with the context
  given; ``wait_value`` = p·self-draw + (1 − p)·discard with p = ``self_draw_share`` (default 1/3; Huilai
  without discard wins, HL-O02 off: p = 1).  ``ev`` of a ready row = Σ copies × value; of a 1-shanten row =
  Σ over accepted kinds of copies × the EV of the best ready row after that draw, ÷ the unseen tiles.

Ranking (advice.md § Ranking): ``by="value"`` (default): legal shanten ↑, then (ready and 1-shanten rows) EV ↓,
accepted copies ↓, next-step average ↓; ``by="speed"``: legal shanten, accepted copies, next-step average.
Equal keys are **tied**: they share ``rank``; :meth:`Advice.best_discards` returns every tied best kind; the
rows of a tie are listed in tile order but never ranked by it.

Review (advice.md § Review): :meth:`Advice.review` says, for a discard that is not among the best, what it gave
up (a legal step, EV or accepted copies) and why, naming the rule when a rule is the reason.

Source: spec ``advice.md``; ``common.md`` § Waits and shanten; ``jinzhou.md`` JZ-L; ``huilai.md``
HL-O02, HL-O04, HL-O06.
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
from .engine import INF, Engine

__all__ = ["advise", "Advice", "AdviceRow", "WAYS", "NEVER", "SHAPE_NAMES"]

WAYS = ("self_draw", "discard")
NEVER = INF  #: legal shanten of a row that can never reach a legal win (JZ-L4)
BY = ("value", "speed")

SHAPE_NAMES = {
    "two_sided": ("两面", "two-sided"), "closed": ("嵌张", "closed"), "edge": ("边张", "edge"),
    "single": ("单钓", "pair wait"), "shanpon": ("对倒", "two pairs"), "pairs_single": ("七对单骑", "seven pairs' single"),
    "thirteen": ("十三幺", "thirteen orphans"), "ghost": ("鬼牌", "ghost"), "four_ghosts": ("四鬼", "four ghosts"),
}

register({
    "advice.title": ("打哪张（何切）", "What to discard"),
    "advice.discard": ("打", "discard"),
    "advice.rank": ("名次", "rank"),
    "advice.shanten": ("差几步听牌", "shanten"),
    "advice.legal_shanten": ("差几步合法听牌", "legal shanten"),
    "advice.accepts": ("进张", "accepted tiles"),
    "advice.accepted": ("进张数", "accepted copies"),
    "advice.shape_accepted": ("形式进张数", "accepted copies in shape"),
    "advice.improves": ("改良", "improving draws (改良)"),
    "advice.next_avg": ("下一步平均进张", "next-step average"),
    "advice.second": ("下一步平均进张", "next-step average"),
    "advice.waits": ("听牌与价值", "waits and values"),
    "advice.shapes": ("听牌形", "wait shapes"),
    "advice.ev": ("期望值", "expected value"),
    "advice.why": ("说明", "why"),
    "advice.way.self_draw": ("自摸", "self-draw"),
    "advice.way.discard": ("胡别人打的牌", "discard win"),
    "advice.any": ("任意牌（每种牌都进张）", "any tile (every kind is accepted)"),
    "advice.ghost_discard": ("打鬼牌（通常不该打）", "discards a ghost (rarely right)"),
    "advice.ghost_tile": ("鬼牌", "ghost"),
    "advice.sh.n": ("差{n}步听牌", "{n}-shanten"),
    "advice.sh.1": ("差一步听牌", "1-shanten"),
    "advice.sh.2": ("差两步听牌", "2-shanten"),
    "advice.sh.0": ("听牌", "ready"),
    "advice.sh.never": ("永远不能合法胡", "never a legal win"),
    "advice.why.ready": ("打{tile}：听牌，听{waits}，共 {n} 张", "discard {tile}: ready on {waits}, {n} copies left"),
    "advice.why.ready_any": ("打{tile}：听牌，任意牌都能胡", "discard {tile}: ready, any tile wins"),
    "advice.why.ready_dead": ("打{tile}：形式上听牌，但听的牌已经没有了", "discard {tile}: ready in shape, but no copy of the waits is left"),
    "advice.why.shanten": ("打{tile}：{sh}，{n} 张进张（{k} 种）", "discard {tile}: {sh}, {n} accepted copies ({k} kinds)"),
    "advice.why.ev": ("期望值 {x}（{unit}×张）", "expected value {x} ({unit} × copies)"),
    "advice.why.shape": ("形式上{sh}，但{reason}", "{sh} in shape, but {reason}"),
    "advice.why.illegal_waits": ("{tiles}不能胡：{reason}", "{tiles} cannot win: {reason}"),
    "advice.why.keep_flush": ("保留清一色", "keeps a full flush (清一色)"),
    "advice.why.keep_half": ("保留混一色", "keeps a half flush (混一色)"),
    "advice.block.no_yaojiu": ("没有幺九（JZ-L2 有幺九：要有 1、9 或红中）", "no 幺九 (JZ-L2: a 1, 9 or 红中 is needed)"),
    "advice.block.no_suit": ("缺{suit}（JZ-L1 门齐）", "no {suit} (JZ-L1 门齐: all three suits needed)"),
    "advice.block.no_pung": ("没有刻子或红中对（JZ-L3 有横）", "no pung or 红中 pair (JZ-L3 有横)"),
    "advice.block.l4": ("四组吃碰杠里有吃，永远不能胡（JZ-L4）", "four declared sets with a chow can never win (JZ-L4)"),
    "advice.block.note": ("锦州：排名按合法胡牌要差几步计（形式上听牌但不合法的打法要多换牌）",
                          "Jinzhou: rows are ranked by the exchanges to a legal win (a shape that cannot win legally needs more)"),
    "advice.block.conditions": ("锦州胡牌条件（JZ-L1–L3）要多换牌", "the Jinzhou win conditions (JZ-L1–L3) need more exchanges"),
    "advice.err.count": ("看打哪张要 14 张牌（或 13 张加一张摸到的牌 +X）；这手牌有 {n} 张",
                         "what-to-discard needs 14 tiles (or 13 plus a drawn tile '+X'); this hand has {n}"),
    "advice.err.by": ("参数 'by' 只能是 'value'（先比期望值）或 'speed'（先比进张）", "'by' must be 'value' (EV first) or 'speed' (accepted copies first)"),
    "advice.err.share": ("自摸所占的比例要是 0 到 1 之间的数", "'self_draw_share' is a number from 0 to 1 (the share of self-draw wins)"),
    "advice.win": ("这手牌按{ruleset}已经胡了：{how}，不用打牌", "this hand already wins ({ruleset}): {how}; nothing to discard"),
    "advice.win.on": ("胡{tile}，{what}", "on {tile}: {what}"),
    "advice.win.complete": ("14 张已经成胡牌的形", "the 14 tiles are a complete hand"),
    "advice.win.four": ("四鬼胡牌（HL-O06）", "four ghosts win (HL-O06)"),
    "advice.best": ("最佳：{why}", "best: {why}"),
    "advice.dead.note": ("说明：要的牌已经全部见到（一张进张都没有）的打法排名时多算一步：要先改牌型",
                         "interpretation: a discard whose needed tiles are all visible (no accepted copy) ranks one step later: the hand must change shape first"),
    "advice.empty": ("没有可打的牌", "no tile to discard"),
    "advice.tied": ("并列", "tied"),
    "advice.interp": ("说明：剩余张数 = 4 − 自己的 14 张（含吃碰杠的牌）− 已见的牌 − 翻出的鬼牌指示牌",
                      "copies left = 4 − your own 14 tiles (sets included) − tiles seen − a shown ghost indicator"),
    "advice.interp.no_ghost": ("说明：剩余张数 = 4 − 自己的 14 张（含吃碰杠的牌）− 已见的牌",
                               "copies left = 4 − your own 14 tiles (sets included) − tiles seen"),
    "advice.interp.ev": ("期望值：听牌时 = Σ 剩余张数 × 价值（价值里自摸占 {p}，胡别人打的牌占其余）；差一步听牌时按进张后最好的听牌平均",
                         "EV: ready = Σ copies left × value (value = {p} self-draw, the rest discard wins); 1-shanten = averaged over the accepted draws' best ready hands"),
    "advice.review.best": ("打{tile}是最佳打法之一", "{tile} is among the best discards"),
    "advice.review.legal": ("打{tile}形式上{sh}，但{reason}：合法胡牌还{a}，打{best}是{b}", "{tile} keeps {sh} in shape, but {reason}: legal shanten {a}, {best} has {b}"),
    "advice.review.step": ("打{tile}是{a}，打{best}是{b}：慢了一步以上", "{tile} leaves {a}, {best} leaves {b}: a step slower"),
    "advice.review.ev": ("打{tile}期望值 {a}，打{best}是 {b}（少 {d}）{why}", "{tile} has EV {a}, {best} has {b} ({d} less){why}"),
    "advice.review.ev_why": ("：{best}{what}", ": {best} {what}"),
    "advice.review.copies": ("打{tile}进张 {a} 张，打{best}进张 {b} 张（少 {d} 张）", "{tile} accepts {a} copies, {best} accepts {b} ({d} fewer)"),
    "advice.review.next": ("进张一样，但打{best}下一步平均进张更多：{b} 对 {a}", "as many copies, but {best} averages more at the next step: {b} vs {a}"),
    "advice.review.shape_but": ("它形式上{sh}，但{reason}", "it is {sh} in shape, but {reason}"),
    "advice.review.tie_ev": ("打{tile}期望值和进张都一样，但排名靠后", "{tile} ranks lower"),
    "advice.review.waits_value": ("听{wait} {n} 张，每张值 {v}{unit}", "waits on {wait} ×{n} at {v} {unit}"),
})

_SUIT_KEYS = {"m": ("万", "characters"), "p": ("筒", "dots"), "s": ("条", "bamboo")}


def shape_text(name: str, lang: str | None = None) -> str:
    zh, en = SHAPE_NAMES.get(name, (name, name))
    return Text(zh, en).render(lang)


@dataclass
class AdviceRow:
    """One discard kind (see the module docstring for each figure).

    discard : kind thrown; shanten : shape shanten of the 13 tiles (= ``mj.shanten``); legal_shanten : the
    ranking shanten (:data:`NEVER` when no legal win can be reached); accepts : kind → copies left (legal);
    accepted : their sum (张); shape_accepts / shape_accepted : the same on shape; improves : 改良 kind →
    (copies left, best accepted copies reached) or ``None`` (not computed); next_avg : next-step average (张) or
    ``None``; waits : ready rows, legal wait → (copies left, {way: value}); wait_value : wait → p-weighted
    value; wait_shapes : wait → shape names; ev : expected value (unit × 张) or ``None``; rank : shared by tied
    rows (1 = best); tied : another row has the same rank; why : one line; blocked : why the legal shanten is
    above the shape shanten (rule texts); illegal_waits : shape wait → reason; dead_waits : waits with no copy.
    """

    discard: int
    shanten: int
    accepts: dict[int, int]
    accepted: int
    why: Text = field(default_factory=lambda: plain(""))
    legal_shanten: int = 0
    shape_accepts: dict[int, int] = field(default_factory=dict)
    shape_accepted: int = 0
    next_avg: float | None = None
    waits: dict[int, tuple[int, dict]] = field(default_factory=dict)
    wait_value: dict[int, float] = field(default_factory=dict)
    wait_shapes: dict[int, tuple[str, ...]] = field(default_factory=dict)
    ev: float | None = None
    rank: int = 0
    tied: bool = False
    ghost: bool = False
    any_tile: bool = False
    blocked: list[Text] = field(default_factory=list)
    illegal_waits: dict[int, Text] = field(default_factory=dict)
    dead_waits: tuple[int, ...] = ()
    notes: list[Text] = field(default_factory=list)
    _improves: Any = field(default=None, repr=False, compare=False)
    _improves_fn: Any = field(default=None, repr=False, compare=False)

    @property
    def improves(self) -> dict[int, tuple[int, int]] | None:
        """改良: kind → (copies left, the best accepted / wait copies reached after the best discard), for rows at
        legal shanten 0 or 1 (``None`` elsewhere).  Computed on first access (it tries every draw and every
        discard after it)."""
        if self._improves is None and self._improves_fn is not None:
            fn, self._improves_fn = self._improves_fn, None
            self._improves = fn()
        return self._improves

    @property
    def legal(self) -> bool:
        """True when the legal shanten equals the shape shanten (no rule adds an exchange)."""
        return not self.blocked

    @property
    def effective_shanten(self) -> int:
        """The ranking shanten: :attr:`legal_shanten` (kept for callers of the earlier name)."""
        return self.legal_shanten

    @property
    def second(self) -> float | None:
        """The next-step average (the earlier name of :attr:`next_avg`)."""
        return self.next_avg

    @property
    def tile(self) -> str:
        return tile_str(self.discard)

    def key(self, by: str = "value") -> tuple:
        """The ranking key (smaller is better); rows with equal keys are tied (never by tile index).

        *Interpretation* (advice.md is silent on it): a row that accepts no copy at all — every tile it needs is
        already visible — cannot move without changing shape first, so it ranks as one step more than its legal
        shanten (its figures are unchanged; the table says so in a note)."""
        ls = self.legal_shanten + (1 if self.accepted == 0 and self.legal_shanten < NEVER else 0)
        ev = round(self.ev, 6) if (self.ev is not None and self.legal_shanten <= 1) else 0.0
        nx = round(self.next_avg, 6) if self.next_avg is not None else 0.0
        if by == "speed":
            return (ls, -self.accepted, -nx)
        return (ls, -ev, -self.accepted, -nx)


@dataclass
class Advice:
    """Discard advice for one hand under one ruleset.

    ruleset : name; hand : the 14 tiles (:class:`Hand`); rows : :class:`AdviceRow` list, best first (empty when
    the hand already wins); ways : the ways of winning valued; unit : 台 / 倍 / 分; ghosts : ghost kinds; left :
    copies left per kind (34); options; context; by : ``"value"`` | ``"speed"``; self_draw_share : p;
    wins : the hand already wins (then ``win_text`` says how); unseen : tiles not visible (张).
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
    by: str = "value"
    self_draw_share: float = 1 / 3
    wins: bool = False
    win_text: Text | None = None
    unseen: int = 0

    @property
    def best(self) -> AdviceRow | None:
        """The first row (``None`` when the hand already wins)."""
        return self.rows[0] if self.rows else None

    def best_discards(self) -> tuple[int, ...]:
        """Every tied best discard kind (rank 1), in tile order; ``()`` when the hand already wins."""
        return tuple(sorted(r.discard for r in self.rows if r.rank == 1))

    def row(self, discard: int | str) -> AdviceRow:
        """The row of one discard kind (``"9p"`` or a kind); :class:`MjError` if the hand has no such tile."""
        from ..tiles import parse_tile
        k = parse_tile(discard) if isinstance(discard, str) else discard
        for r in self.rows:
            if r.discard == k:
                return r
        raise MjError(Text(f"{tile_name(k)}不在这手牌里", f"{tile_str(k)} is not a tile of this hand"), tile_str(k),
                      " ".join(tile_str(r.discard) for r in self.rows) or "no discard (the hand already wins)")

    def __iter__(self):
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def review(self, discard: int | str, lang: str | None = None) -> Text | str:
        """One line on a chosen discard (advice.md § Review): what it gave up against the best — a legal step,
        EV or accepted copies — and why, naming the rule when a rule is the reason.  A :class:`Text` (both
        languages) when ``lang`` is ``None``, else the string in ``lang``.  :class:`MjError` for a tile the hand
        does not hold."""
        t = _review(self, self.row(discard))
        return t if lang is None else t.render(lang)

    def frame(self, lang: str | None = None):
        """A pandas DataFrame of :meth:`records` (pandas is imported here only)."""
        import pandas as pd
        return pd.DataFrame.from_records(self.records(lang))

    def records(self, lang: str | None = None) -> list[dict]:
        """The rows as plain dicts (no pandas), keyed by column headers in ``lang``: rank, discard, legal shanten,
        shanten, accepted, accepts, 改良, next-step average, waits (copies and values), shapes, EV, why."""
        recs = []
        for r in self.rows:
            recs.append({
                T("advice.rank").render(lang): f"{r.rank}=" if r.tied else r.rank,
                T("advice.discard").render(lang): tile_str(r.discard) + (" (" + T("advice.ghost_tile").render(lang) + ")" if r.ghost else ""),
                T("advice.legal_shanten").render(lang): _sh_num(r.legal_shanten),
                T("advice.shanten").render(lang): r.shanten,
                T("advice.accepted").render(lang): r.accepted,
                T("advice.accepts").render(lang): accepts_text(r, lang),
                T("advice.improves").render(lang): improves_text(r, lang),
                T("advice.next_avg").render(lang): None if r.next_avg is None else round(r.next_avg, 2),
                T("advice.waits").render(lang): waits_text(r, self.ways, self.unit, lang),
                T("advice.shapes").render(lang): shapes_text(r, lang),
                T("advice.ev").render(lang): None if r.ev is None else round(r.ev, 2),
                T("advice.why").render(lang): r.why.render(lang),
            })
        return recs

    def text(self, lang: str | None = None) -> str:
        """Plain text: one line per row (or the line saying the hand already wins)."""
        if self.wins:
            return self.win_text.render(lang) if self.win_text is not None else ""
        if not self.rows:
            return T("advice.empty").render(lang)
        return "\n".join(f"{r.rank}{'=' if r.tied else ''}. " + r.why.render(lang) for r in self.rows)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str | None:
        return _display.html(self)


def _sh_num(n: int) -> int | str:
    return "∞" if n >= NEVER else n


def accepts_text(row: AdviceRow, lang: str | None = None) -> str:
    """``"1m×3 4m×4"`` (copies left per accepted kind), or "any tile"."""
    if row.any_tile:
        return T("advice.any").render(lang)
    return " ".join(f"{tile_str(k)}×{n}" for k, n in row.accepts.items())


def improves_text(row: AdviceRow, lang: str | None = None) -> str:
    """``"3m×4→28 6p×3→24"``: 改良 kind × copies → the best figure reached (``""`` when none / not computed)."""
    if not row.improves:
        return ""
    return " ".join(f"{tile_str(k)}×{c}→{f}" for k, (c, f) in row.improves.items())


def value_text(v: Any, ways: tuple[str, ...], unit: str, lang: str | None = None) -> str:
    if v is None:
        return "—"
    if isinstance(v, dict):
        return " / ".join(f"{T('advice.way.' + w).render(lang)} {_num(v[w])}{unit}" for w in ways if w in v) or "—"
    return f"{_num(v)}{unit}"


def waits_text(row: AdviceRow, ways: tuple[str, ...], unit: str, lang: str | None = None) -> str:
    if not row.waits:
        return ""
    return "; ".join(f"{tile_str(k)}×{c}: {value_text(v, ways, unit, lang)}" for k, (c, v) in row.waits.items())


def shapes_text(row: AdviceRow, lang: str | None = None) -> str:
    """``"3s 单钓; 6s 两面/嵌张"``: each wait's shapes."""
    return "; ".join(f"{tile_str(k)} " + "/".join(shape_text(s, lang) for s in sh) for k, sh in row.wait_shapes.items())


def _num(x: float) -> str:
    x = float(x)
    return str(int(x)) if x.is_integer() else f"{x:.2f}"


# ------------------------------------------------------------------------------------------------
# Input


def _hand14(hand: str | Hand, rs: Ruleset, opts: Mapping[str, Any]) -> Hand:
    """Parse and check a 14-tile hand: concealed + 3 × sets = 14, or 13 + a ``+drawn`` tile."""
    h = parse_hand(hand, allow_partial=True)
    n = len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)
    if n != 14 or (h.win_tile is not None and len(h.concealed) + 3 * len(h.melds) != 13):
        raise MjError(T("advice.err.count", n=n), str(h),
                      Text("14 张（每组吃碰杠算 3 张），或 13 张加“+摸到的牌”", "14 tiles (sets count 3), or 13 + '+drawn tile'"))
    rs.check_hand(h, opts)
    return h


def _counts(tiles) -> list[int]:
    c = [0] * N_KINDS
    for k in tiles:
        c[k] += 1
    return c


def _share(x: Any) -> float:
    if isinstance(x, bool) or not isinstance(x, (int, float)) or not (0 <= float(x) <= 1):
        raise MjError(T("advice.err.share"), f"self_draw_share={x!r}", Text("0 到 1 之间的数，如 1/3", "a number from 0 to 1, e.g. 1/3"))
    return float(x)


# ------------------------------------------------------------------------------------------------
# The advice


def advise(hand: str | Hand, ruleset: str | Ruleset = "mawan", context: Mapping[str, Any] | Context | None = None,
           options: Mapping[str, Any] | None = None, seen: Any = None, values: bool = True, *,
           by: str = "value", self_draw_share: float | None = None) -> Advice:
    """What to discard (何切) from a 14-tile hand under one ruleset (spec ``advice.md``).

    Parameters
    ----------
    hand : str | Hand
        14 tiles (``"123m456p789s1122z5s"``), or 13 + the drawn tile (``"… +5s"``); declared sets count 3.
    ruleset : ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    context : dict | Context, optional
        Seats, dealer, … for the values (each wait is scored as a self-draw and as a discard win).
    options : dict, optional
        Ruleset options (Huilai ghosts: ``{"ghosts": "flip", "indicator": "5p"}``; ``four_ghost_win``).
    seen : dict | str, optional
        Tiles visible on the table (``"5m5m9p"`` or ``{"5m": 2}``); replaces ``context["seen"]``.
    values : bool
        Score the waits (default).  ``False`` skips scoring: no EV (faster; ranking then as ``by="speed"``).
    by : ``"value"`` (default) | ``"speed"``
        Rank by EV before accepted copies, or by accepted copies only (advice.md § Ranking).
    self_draw_share : float in [0, 1], optional
        p in value = p·self-draw + (1 − p)·discard (default 1/3; Huilai without discard wins: 1).

    Returns
    -------
    Advice
        ``rows`` (one :class:`AdviceRow` per distinct discard, best first, ``rank`` shared by ties),
        ``best_discards()``, ``review(tile)``; ``wins`` (and no rows) for a hand that already wins.

    Raises
    ------
    MjError
        Wrong tile count, tiles or sets outside the ruleset, bad options or context, ``seen`` making a fifth
        copy, a negative or unknown ``seen`` entry, ``by`` or ``self_draw_share`` out of range.

    Source: spec ``advice.md``; ``common.md`` § Waits and shanten; ``jinzhou.md`` JZ-L; ``huilai.md``
    HL-O02, HL-O06.
    """
    if by not in BY:
        raise MjError(T("advice.err.by"), f"by={by!r}", Text('"value" 或 "speed"', '"value" or "speed"'))
    rs = get_ruleset(ruleset)
    opts = rs.options(options)
    no_discard_win = rs.name == "huilai" and not opts.get("allow_discard_win", True)
    if self_draw_share is None:
        p = 1.0 if no_discard_win else 1 / 3
    else:
        p = 1.0 if no_discard_win else _share(self_draw_share)
    h = _hand14(hand, rs, opts)
    ctx = make_context(context, seen=seen) if seen is not None else make_context(context)
    ways = ("self_draw",) if no_discard_win else WAYS
    tiles14 = h.closed_tiles if h.win_tile is not None else h.concealed
    melds = h.melds
    gk = rs.ghost_kinds(opts)
    eng = Engine(rs.forms, gk, rs.tile_kinds, melds, jinzhou=rs.name == "jinzhou",
                 jz_pairs=bool(opts.get("qidui_needs_conditions", True)), four_ghosts=bool(opts.get("four_ghost_win")))
    kinds = eng.kinds

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
    unseen = sum(left)
    hand_out = h if h.win_tile is not None else Hand(tiles14, melds)
    base: dict[str, Any] = dict(ruleset=rs.name, hand=hand_out, ways=ways, unit=rs.unit or "", ghosts=gk, left=left,
                options=dict(opts), context=ctx, tile_kinds=kinds, title=rs.title, by=by, self_draw_share=p,
                unseen=unseen)

    c14 = _counts(tiles14)
    if eng.legal(c14) == -1:
        return Advice(rows=[], wins=True, win_text=_win_text(rs, opts, h, tiles14, melds, gk), **base)

    job = _Job(rs, opts, eng, melds, left, ctx, ways, p, values, unseen)
    rows = [job.row(c14, d) for d in sorted(set(tiles14))]
    top = min(r.legal_shanten for r in rows)
    pre = by if values else "speed"
    lead = min(r.key(pre) for r in rows)
    tie = sum(1 for r in rows if r.key(pre) == lead) > 1
    for r in rows:
        # the next-step average where it breaks a tie at the top; 改良 (on first access) for rows at legal
        # shanten 0 or 1, where it decides between near-equal discards
        if tie and r.key(pre) == lead and top < NEVER:
            job.extras(c14, r, improves=False, average=True)
        if r.legal_shanten <= 1:
            r._improves_fn = (lambda r=r: job.improves(c14, r))
    for r in rows:
        r.why = _why(rs, r, eng, c14)
    _rank(rows, by if values else "speed")
    return Advice(rows=rows, **base)


def _rank(rows: list[AdviceRow], by: str) -> None:
    rows.sort(key=lambda r: (r.key(by), r.discard))
    prev = None
    rank = 0
    for i, r in enumerate(rows):
        k = r.key(by)
        if k != prev:
            rank = i + 1
            prev = k
        r.rank = rank
    counts: dict[int, int] = {}
    for r in rows:
        counts[r.rank] = counts.get(r.rank, 0) + 1
    for r in rows:
        r.tied = counts[r.rank] > 1


def _win_text(rs: Ruleset, opts, h: Hand, tiles14, melds, gk) -> Text:
    if rs.name == "huilai" and opts.get("four_ghost_win") and sum(1 for k in tiles14 if k in gk) >= 4:
        how = T("advice.win.four")
    elif h.win_tile is not None:
        how = T("advice.win.on", tile=tiles_text([h.win_tile], rs.name), what=T("advice.win.complete"))
    else:
        how = T("advice.win.complete")
    return T("advice.win", ruleset=rs.title, how=how)


class _Job:
    """One advice call's shared state: the engine, copies left, the value cache."""

    def __init__(self, rs, opts, eng: Engine, melds, left, ctx, ways, p, values, unseen):
        self.rs, self.opts, self.eng, self.melds = rs, opts, eng, melds
        self.left, self.ctx, self.ways, self.p, self.values = left, ctx, ways, p, values
        self.unseen = unseen
        self.live = [k for k in eng.kinds if left[k] > 0]
        self.score_cache: dict = {}
        self.ready_cache: dict = {}
        self.acc_cache: dict = {}

    # -- accepted tiles of a 13-tile count vector
    def accepts(self, c13: list[int], legal: bool, left=None) -> tuple[int, dict[int, int]]:
        """(shanten, {kind: copies}) of a 13-tile vector, on the legal (or shape) shanten."""
        eng = self.eng
        left = self.left if left is None else left
        key = (tuple(c13), legal)
        hit = self.acc_cache.get(key)
        if hit is None:
            s = eng.legal(c13) if legal else eng.shape(c13)
            if s >= NEVER:
                hit = (s, ())
            elif eng.gk:
                out = []
                f = eng.legal if legal else eng.shape
                for k in eng.kinds:
                    c13[k] += 1
                    v14 = f(c13)
                    if s == 0:
                        ok = v14 == -1
                    elif v14 < s and not (v14 == 0 and s == 1):
                        ok = True  # the 14-tile value is the best discard's (a value of 0 may be a clamp: s ≥ 2)
                    elif v14 == 0 and s == 1:
                        ok = _some_discard_below(c13, eng, s, legal)  # ready, unless every wait is dead
                    else:
                        ok = False
                    c13[k] -= 1
                    if ok:
                        out.append(k)
                hit = (s, tuple(out))
            else:
                vals = eng.legal_draws(c13, eng.kinds) if legal else eng.shape_draws(c13, eng.kinds)
                hit = (s, tuple(k for k in eng.kinds if vals[k] < s))
            self.acc_cache[key] = hit
        s, ks = hit
        return s, {k: left[k] for k in ks if left[k] > 0}

    def row(self, c14: list[int], d: int) -> AdviceRow:
        eng = self.eng
        c = list(c14)
        c[d] -= 1
        sh = eng.shape(c)
        ls, acc = self.accepts(c, True)
        if eng.jz:
            _, sacc = self.accepts(c, False)
        else:
            sacc = acc
        r = AdviceRow(discard=d, shanten=sh, accepts=acc, accepted=sum(acc.values()), legal_shanten=ls,
                      shape_accepts=sacc, shape_accepted=sum(sacc.values()), ghost=d in eng.gk)
        r.any_tile = bool(self.live) and len(acc) == len(self.live)
        h13 = _hand_of(c, self.melds)
        if ls > sh:
            r.blocked = _blocks(self.rs, self.opts, eng, c, h13, sh)
        if sh == 0 or ls == 0:
            w = self.rs.waits(h13, self.opts)
            for k in w.illegal:
                r.illegal_waits[k] = _illegal_reason(self.rs, self.opts, h13.with_win(k))
            r.dead_waits = tuple(k for k in w.shape if self.left[k] <= 0 and k not in w.illegal) + tuple(w.dead)
        if ls == 0:
            ev = 0.0
            for k, n in acc.items():
                vals = self.value(h13, k) if self.values else {}
                r.waits[k] = (n, vals)
                if self.values:
                    wv = self.mix(vals)
                    r.wait_value[k] = wv
                    ev += n * wv
                r.wait_shapes[k] = self.shapes(h13, k)
            r.ev = ev if self.values else None
        elif ls == 1 and self.values:
            tot = 0.0
            for k, n in acc.items():
                c[k] += 1
                left2 = list(self.left)
                left2[k] -= 1
                tot += n * self.best_ready_ev(c, left2)
                c[k] -= 1
            r.ev = tot / self.unseen if self.unseen else 0.0
        return r

    def mix(self, vals: dict) -> float:
        if not vals:
            return 0.0
        sd = vals.get("self_draw", 0.0)
        dc = vals.get("discard", 0.0)
        if "discard" not in vals:
            return float(sd)
        return self.p * sd + (1 - self.p) * dc

    def value(self, h13: Hand, k: int) -> dict:
        vals = {}
        for w in self.ways:
            key = (h13.concealed, h13.melds, k, w)
            v = self.score_cache.get(key, False)
            if v is False:
                try:
                    ctx = self.ctx if self.ctx.win_by == w else self.ctx.replace(win_by=w, discarder=None)
                    res = self.rs.score(h13.with_win(k), ctx, self.opts)
                    v = res.total if res.is_win else None
                except MjError:
                    v = None
                self.score_cache[key] = v
            if v is not None:
                vals[w] = v
        return vals

    def ready_ev(self, c13: list[int], left2: list[int]) -> float:
        key = tuple(c13)
        waits = self.ready_cache.get(key)
        if waits is None:
            _, acc = self.accepts(c13, True, [4] * N_KINDS)
            h13 = _hand_of(c13, self.melds)
            waits = tuple((k, self.mix(self.value(h13, k))) for k in acc)
            self.ready_cache[key] = waits
        return sum(left2[k] * v for k, v in waits if left2[k] > 0)

    def best_ready_ev(self, c14: list[int], left2: list[int]) -> float:
        best = 0.0
        eng = self.eng
        for d2 in range(N_KINDS):
            if not c14[d2]:
                continue
            c14[d2] -= 1
            if eng.legal(c14) == 0:
                v = self.ready_ev(c14, left2)
                if v > best:
                    best = v
            c14[d2] += 1
        return best

    def shapes(self, h13: Hand, k: int) -> tuple[str, ...]:
        full = h13.with_win(k)
        out: list[str] = []
        for rd in self.rs.readings(full, self.opts):
            if self.rs.win_problems(full, rd, self.opts):
                continue
            s = rd.win_shape or ""
            if rd.form == "seven_pairs":
                s = "pairs_single"
            elif rd.form == "thirteen_orphans":
                s = "thirteen"
            if s and s not in out:
                out.append(s)
        if not out and self.eng.fg:
            out.append("four_ghosts")
        return tuple(out)

    def extras(self, c14: list[int], r: AdviceRow, improves: bool = True, average: bool = True) -> None:
        """改良 and (``average``) the next-step average of one row."""
        c = list(c14)
        c[r.discard] -= 1
        s = r.legal_shanten
        # next-step average: over accepted draws, the accepted copies (legal) after the best discard
        tot = 0
        acc_sum = 0.0
        for k, n in (r.accepts.items() if average else ()):
            c[k] += 1
            left2 = list(self.left)
            left2[k] -= 1
            best = 0
            if s >= 1:
                for d2 in range(N_KINDS):
                    if not c[d2]:
                        continue
                    c[d2] -= 1
                    s2, a2 = self.accepts(c, True, left2)
                    if s2 < s:
                        v = sum(a2.values())
                        if v > best:
                            best = v
                    c[d2] += 1
            c[k] -= 1
            tot += n
            acc_sum += n * best
        if s >= 1 and average:
            r.next_avg = acc_sum / tot if tot else 0.0

    def improves(self, c14: list[int], r: AdviceRow) -> dict[int, tuple[int, int]]:
        """改良 of one row (see :attr:`AdviceRow.improves`)."""
        c = list(c14)
        c[r.discard] -= 1
        s = r.legal_shanten
        # 改良: draws that keep the legal shanten but raise the accepted (wait) copies after the best discard
        imp: dict[int, tuple[int, int]] = {}
        for k in self.live:
            if k in r.accepts:
                continue
            c[k] += 1
            left2 = list(self.left)
            left2[k] -= 1
            best = r.accepted
            for d2 in range(N_KINDS):
                if not c[d2] or d2 == k:
                    continue
                c[d2] -= 1
                s2, a2 = self.accepts(c, True, left2)
                if s2 == s:
                    v = sum(a2.values())
                    if v > best:
                        best = v
                c[d2] += 1
            c[k] -= 1
            if best > r.accepted:
                imp[k] = (self.left[k], best)
        return imp


def _hand_of(c: list[int], melds) -> Hand:
    return Hand(tuple(k for k in range(N_KINDS) for _ in range(c[k])), melds)


def _some_discard_below(c: list[int], eng: Engine, s: int, legal: bool) -> bool:
    f = eng.legal if legal else eng.shape
    for d2 in range(N_KINDS):
        if c[d2]:
            c[d2] -= 1
            ok = f(c) < s
            c[d2] += 1
            if ok:
                return True
    return False


def _illegal_reason(rs: Ruleset, opts, full: Hand) -> Text:
    best = None
    for r in rs.readings(full, opts):
        probs = rs.win_problems(full, r, opts)
        if probs and (best is None or len(probs) < len(best)):
            best = probs
    return join(best) if best else plain("")


def _blocks(rs: Ruleset, opts, eng: Engine, c13: list[int], h13: Hand, sh: int) -> list[Text]:
    """Why the legal shanten is above the shape shanten (Jinzhou): the condition the 13 tiles miss."""
    if eng.jz_never:
        return [T("advice.block.l4")]
    out: list[Text] = []
    tiles = h13.all_tiles()
    if not any(is_terminal(k) or k == RED for k in tiles):
        out.append(T("advice.block.no_yaojiu"))
    present = {"mps"[k // 9] for k in tiles if k < 27}
    for s in "mps":
        if s not in present:
            zh, en = _SUIT_KEYS[s]
            out.append(T("advice.block.no_suit", suit=Text(zh, en)))
    if not out and sh == 0:
        w = rs.waits(h13, opts)
        if w.illegal and not w.live:
            out.append(_illegal_reason(rs, opts, h13.with_win(w.illegal[0])))
    if not out:
        out.append(T("advice.block.conditions"))
    return out


def _sh_text(n: int) -> Text:
    if n >= NEVER:
        return T("advice.sh.never")
    if n in (0, 1, 2):
        return T(f"advice.sh.{n}")
    return T("advice.sh.n", n=n)


def _why(rs: Ruleset, row: AdviceRow, eng: Engine, c14) -> Text:
    tile = tiles_text([row.discard], rs.name)
    parts: list[Text] = []
    if row.legal_shanten == 0:
        if row.any_tile:
            parts.append(T("advice.why.ready_any", tile=tile))
        elif row.waits:
            parts.append(T("advice.why.ready", tile=tile, waits=tiles_text(list(row.waits), rs.name), n=row.accepted))
        else:
            parts.append(T("advice.why.ready_dead", tile=tile))
    else:
        parts.append(T("advice.why.shanten", tile=tile, sh=_sh_text(row.legal_shanten), n=row.accepted,
                       k=len(row.accepts)))
    if row.ev is not None and row.legal_shanten <= 1:
        parts.append(T("advice.why.ev", x=_num(round(row.ev, 2)), unit=rs.unit or ""))
    if row.blocked:
        parts.append(T("advice.why.shape", sh=_sh_text(row.shanten), reason=row.blocked[0]))
    if row.illegal_waits and row.waits:
        ks = sorted(row.illegal_waits)
        parts.append(T("advice.why.illegal_waits", tiles=tiles_text(ks, rs.name),
                       reason=row.illegal_waits[ks[0]]))
    if row.ghost:
        parts.append(T("advice.ghost_discard"))
    keep = _keep_note(rs, c14, row.discard, eng)
    if keep is not None:
        parts.append(keep)
    return Text("；".join(p.zh for p in parts), "; ".join(p.en for p in parts))


def _keep_note(rs: Ruleset, c14, d: int, eng: Engine) -> Text | None:
    """A flush kept (Mawan and Huilai score 清一色 / 混一色): the 13 tiles left are in one suit (+ honors)."""
    if rs.name == "jinzhou":
        return None
    c = list(c14)
    c[d] -= 1
    tiles = [k for k in range(N_KINDS) if c[k] and k not in eng.gk] + [k for m in eng.melds for k in m.tiles]
    suits = {k // 9 for k in tiles if k < 27}
    if len(suits) != 1:
        return None
    if any(is_honor(k) for k in tiles):
        return T("advice.why.keep_half")
    return T("advice.why.keep_flush")


def _review(adv: Advice, mine: AdviceRow) -> Text:
    tile = tiles_text([mine.discard], adv.ruleset)
    if mine.rank == 1 or adv.best is None:
        return T("advice.review.best", tile=tile)
    best = adv.best
    names = [tiles_text([k], adv.ruleset) for k in adv.best_discards()]
    bt = Text("、".join(t.zh for t in names), " / ".join(t.en for t in names))
    if mine.legal_shanten > best.legal_shanten:
        if mine.shanten <= best.legal_shanten and mine.blocked:
            return T("advice.review.legal", tile=tile, sh=_sh_text(mine.shanten), reason=mine.blocked[0],
                     a=_sh_text(mine.legal_shanten), best=bt, b=_sh_text(best.legal_shanten))
        return T("advice.review.step", tile=tile, a=_sh_text(mine.legal_shanten), best=bt,
                 b=_sh_text(best.legal_shanten))
    line = _review_figures(adv, mine, best, tile, bt)
    if mine.blocked and mine.shanten < mine.legal_shanten:  # a rule is (part of) the reason: name it
        return Text(line.zh + "；" + T("advice.review.shape_but", sh=_sh_text(mine.shanten), reason=mine.blocked[0]).zh,
                    line.en + "; " + T("advice.review.shape_but", sh=_sh_text(mine.shanten), reason=mine.blocked[0]).en)
    return line


def _review_figures(adv: Advice, mine: AdviceRow, best: AdviceRow, tile: Text, bt: Text) -> Text:
    by = adv.by
    if by == "value" and best.ev is not None and mine.ev is not None and round(best.ev, 6) > round(mine.ev, 6) \
            and best.legal_shanten <= 1:
        why = plain("")
        if best.legal_shanten == 0 and best.wait_value:
            k = max(best.wait_value, key=lambda w: (best.wait_value[w] * best.waits[w][0], -w))
            what = T("advice.review.waits_value", wait=tiles_text([k], adv.ruleset), n=best.waits[k][0],
                     v=plain(_num(round(best.wait_value[k], 2))), unit=plain(adv.unit))
            why = T("advice.review.ev_why", best=tiles_text([best.discard], adv.ruleset), what=what)
        return T("advice.review.ev", tile=tile, a=_num(round(mine.ev, 2)), best=bt, b=_num(round(best.ev, 2)),
                 d=_num(round(best.ev - mine.ev, 2)), why=why)
    if best.accepted > mine.accepted:
        return T("advice.review.copies", tile=tile, a=mine.accepted, best=bt, b=best.accepted,
                 d=best.accepted - mine.accepted)
    if (best.next_avg or 0) > (mine.next_avg or 0):
        return T("advice.review.next", best=bt, a=_num(round(mine.next_avg or 0, 2)), b=_num(round(best.next_avg, 2)))
    return T("advice.review.tie_ev", tile=tile)
