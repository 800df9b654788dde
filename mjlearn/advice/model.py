"""The advice's result types and their text (spec ``advice.md`` § Figures, § Ranking): :class:`AdviceRow`,
:class:`Advice`, the column texts and the learner strings (zh / en).

Model code (``architecture.md``): pandas only in :meth:`Advice.frame`; the rich display goes through
:mod:`mjlearn._display`.  The review line (advice.md § Review) is here too.  The figures themselves are computed in
:mod:`mjlearn.advice.job`; :func:`advise` is in :mod:`mjlearn.advice.core`.

Source: spec ``advice.md``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import _display
from ..context import Context
from ..errors import MjError
from ..hand import Hand
from ..i18n import UNIT_EN, T, Text, plain, register
from ..tiles import tile_name, tile_str, tiles_text
from .engine import INF

__all__ = ["Advice", "AdviceRow", "WAYS", "NEVER", "BY", "SHAPE_NAMES", "accepts_text", "improves_text",
           "shape_text", "shapes_text", "value_text", "waits_text"]

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
    "advice.imp.ev": ("期望值 {x}", "EV {x}"),
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
    _improves_ev: Any = field(default=None, repr=False, compare=False)

    @property
    def improves(self) -> dict[int, tuple[int, int]] | None:
        """改良: kind → (copies left, the best accepted / wait copies reached after the best discard), for every
        row at any legal shanten (advice.md § Figures; ``None`` only for a row with no legal win in reach).  A
        ready row also counts a draw that raises the EV without raising the copies (its copies figure then stays
        the row's; the EV reached is in :attr:`improves_ev`).
        Computed on first access (it tries every draw and every discard after it: ~5 ms a row far from ready)."""
        if self._improves is None and self._improves_fn is not None:
            fn, self._improves_fn = self._improves_fn, None
            self._improves = fn()
        return self._improves

    @property
    def improves_ev(self) -> dict[int, float]:
        """The 改良 of a ready row that raise the expected value: kind → the best EV reached after the best discard
        (unit × 张; advice.md § Figures), a subset of :attr:`improves`; ``{}`` for other rows or without values."""
        self.improves  # noqa: B018  (computes both on first access)
        return self._improves_ev or {}

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
    the hand already wins); ways : the ways of winning valued; unit : the unit of the values (what the player
    collects: 元 Mawan, 分 Huilai and Jinzhou; EV is in unit × 张); ghosts : ghost kinds; left :
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
                      " ".join(tile_str(r.discard) for r in self.rows)
                      or Text("没有可打的牌（这手牌已经胡了）", "no discard (the hand already wins)"))

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
    """``"3m×4→28 6p×3→24"``: 改良 kind × copies → the best figure reached, and for a draw that raises a ready
    row's EV the EV reached (``"6s×3→4 (EV 26.67)"``); ``""`` when none / not computed."""
    if not row.improves:
        return ""
    evs = row.improves_ev
    return " ".join(f"{tile_str(k)}×{c}→{f}" + (f" ({improves_ev_text(evs[k], lang)})" if k in evs else "")
                    for k, (c, f) in row.improves.items())


def improves_ev_text(x: float, lang: str | None = None) -> str:
    """``"EV 26.67"`` / ``"期望值 26.67"``: the EV a 改良 draw reaches."""
    return T("advice.imp.ev", x=_num(round(x, 2))).render(lang)


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


def unit_text(u: str) -> Text:
    """A unit as a :class:`Text` of both languages (``"元"`` → 元 / yuan), for catalogue parameters."""
    u = str.__str__(u) if u else ""
    return Text(u, UNIT_EN.get(u, u))


def _num(x: float) -> str:
    x = float(x)
    return str(int(x)) if x.is_integer() else f"{x:.2f}"



def _sh_text(n: int) -> Text:
    if n >= NEVER:
        return T("advice.sh.never")
    if n in (0, 1, 2):
        return T(f"advice.sh.{n}")
    return T("advice.sh.n", n=n)


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
                     v=plain(_num(round(best.wait_value[k], 2))), unit=unit_text(adv.unit))
            why = T("advice.review.ev_why", best=tiles_text([best.discard], adv.ruleset), what=what)
        return T("advice.review.ev", tile=tile, a=_num(round(mine.ev, 2)), best=bt, b=_num(round(best.ev, 2)),
                 d=_num(round(best.ev - mine.ev, 2)), why=why)
    if best.accepted > mine.accepted:
        return T("advice.review.copies", tile=tile, a=mine.accepted, best=bt, b=best.accepted,
                 d=best.accepted - mine.accepted)
    if (best.next_avg or 0) > (mine.next_avg or 0):
        return T("advice.review.next", best=bt, a=_num(round(mine.next_avg or 0, 2)), b=_num(round(best.next_avg, 2)))
    return T("advice.review.tie_ev", tile=tile)
