"""Mawan basic items MW-B01…MW-B16 (count 张), the 晕 table MW-Y and the single-wait rule MW-W.

Seed ``000_48bf61dab154aa4c.txt`` § 二·算法 1–16 ("一个字算作一张牌").  Each function takes a
:class:`~mjlearn.rules.mawan.facts.Facts` (one reading) and returns a list of items (``unit="张"``,
``family="basic"``), empty when the reading does not earn it.  Counts:

=========  ==========================================================  ================
id         rule                                                        count (张)
=========  ==========================================================  ================
MW-B01 摸   winning tile self-drawn                                      1
MW-B02 清   no chi / pon / kan / kakan (ankan keeps the hand closed)     1
MW-B03 平   standard reading, the four sets all chows                     1
MW-B04 断   no suit 1 or 9 anywhere (honors allowed unless option)       1
MW-B05 将   pair of a suit 2 or 8 / 5                                    2 / 3
MW-B06 坎   winning tile in the middle of a chow (single wait)           1, 2 on a 5
MW-B07 高   each chow occurring k times                                  ⌊k/2⌋
MW-B08 花   same chow / same pung ranks in exactly two suits             1 per rank & kind
MW-B09 配   123 and 789 chows in one suit                                1 per suit
MW-B10 缺   each of 万 筒 条 风 箭 absent                                 1 per 门
MW-B11 归   each kakan                                                   1
MW-B12 归杠 each ankan and kan                                           1
MW-B13 归带杠 four copies, not a kong, one inside a chow                  1 per kind
MW-B14 晕   dragon / wind pungs and kongs, table MW-Y, cap 3             see MW-Y
MW-B15 边   12+3 or 7+89 (single wait)                                   1
MW-B16 吊   the win completes the pair (single wait)                     1
=========  ==========================================================  ================

MW-W (*interpretation*): 坎, 边 and 吊 count only when the hand before the win had exactly one live wait
kind (option ``wait_items_need_single_wait``, default on).
"""
from __future__ import annotations

from collections import Counter

from ...i18n import T, Text
from ...tiles import is_honor, is_terminal, rank_of, suit_of
from ..pipeline import Rules, collect
from .facts import SEED_REF, SUITS, Facts, MwItem, group_text, groups_text, make_item, suit_text, tiles_text

U = "张"


#: the basic items' rules, in the order they are asked (the order of their notes)
BASIC = Rules("mw", seeds=SEED_REF)


def _basic_item(code: str, value: int, reason, tag: tuple = ()) -> MwItem:
    return make_item(code, value, U, reason, "basic", tag)


@BASIC.add("MW-B01", "basic", "000 二·算法 1")
def b01_mo(f: Facts) -> list:
    """MW-B01 摸: the winning tile was self-drawn (after a kong and the last tile too)."""
    if f.ctx.win_by == "self_draw":
        return [_basic_item("MW-B01", 1, T("mw.r.MW-B01", tile=tiles_text([f.win])))]
    return []


@BASIC.add("MW-B02", "basic", "000 二·算法 2")
def b02_qing(f: Facts) -> list:
    """MW-B02 清: no claimed set; an ``ankan`` does not open the hand; a discard win still counts."""
    if any(m.kind != "ankan" for m in f.hand.melds):
        return []
    return [_basic_item("MW-B02", 1, T("mw.r.MW-B02"))]


@BASIC.add("MW-B03", "basic", "000 二·算法 3")
def b03_ping(f: Facts) -> list:
    """MW-B03 平: a standard reading whose four sets are all chows."""
    if f.is_standard and all(g.shape == "chow" for g in f.sets):
        return [_basic_item("MW-B03", 1, T("mw.r.MW-B03", sets=groups_text(f.sets)))]
    return []


@BASIC.add("MW-B04", "basic", "000 二·算法 4")
def b04_duan(f: Facts) -> list:
    """MW-B04 断: no suit tile of rank 1 or 9 anywhere (*interpretation*: honors allowed unless
    option ``duan_excludes_honors``)."""
    kinds = [k for k in range(34) if f.counts[k]]
    if any(is_terminal(k) for k in kinds):
        return []
    if any(is_honor(k) for k in kinds):
        if f.opts["duan_excludes_honors"]:
            return []
        f.note("MW-B04")
    return [_basic_item("MW-B04", 1, T("mw.r.MW-B04"))]


@BASIC.add("MW-B05", "basic", "000 二·算法 5")
def b05_jiang(f: Facts) -> list:
    """MW-B05 将: the pair is a suit 2 or 8 (2 张) or 5 (3 张); standard readings only."""
    p = f.pair
    if p is None or is_honor(p.kind) or rank_of(p.kind) not in (2, 5, 8):
        return []
    return [_basic_item("MW-B05", 3 if rank_of(p.kind) == 5 else 2, T("mw.r.MW-B05", pair=group_text(p)))]


@BASIC.add("MW-B07", "basic", "000 二·算法 7")
def b07_gao(f: Facts) -> list:
    """MW-B07 高: each chow (suit + ranks) occurring k ≥ 2 times earns ⌊k/2⌋ (*interpretation* for k = 3, 4)."""
    c = Counter(g.tiles for g in f.chows())
    out = []
    for tiles, k in c.items():
        if k >= 2:
            if k >= 3:
                f.note("MW-B07")
            out.append(_basic_item("MW-B07", k // 2, T("mw.r.MW-B07", chow=tiles_text(tiles), k=k), ("chow", tiles)))
    return out


@BASIC.add("MW-B08", "basic", "000 二·算法 8")
def b08_hua(f: Facts) -> list:
    """MW-B08 花: a chow, or a pung/kong, of the same ranks present in exactly two suits (1 per rank and kind;
    *interpretation*: pungs too).  Three suits is 喜相逢 MW-X52 / 三同 MW-X09 instead."""
    out = []
    for shape, key in (("chow", "MW-B08.chow"), ("trip", "MW-B08.trip")):
        by_rank: dict = {}
        for g in f.sets:
            if is_honor(g.kind):
                continue
            if (shape == "chow") != (g.shape == "chow"):
                continue
            by_rank.setdefault(rank_of(g.kind), {}).setdefault(suit_of(g.kind), g)
        for r in sorted(by_rank):
            suits = by_rank[r]
            if len(suits) == 2:
                if shape == "trip":
                    f.note("MW-B08")
                gs = [suits[s] for s in SUITS if s in suits]
                ranks = f"{r}{r + 1}{r + 2}" if shape == "chow" else f"{r}{r}{r}"
                out.append(_basic_item("MW-B08", 1, T(f"mw.r.{key}", ranks=ranks, sets=groups_text(gs)), (shape, r)))
    return out


@BASIC.add("MW-B09", "basic", "000 二·算法 9")
def b09_pei(f: Facts) -> list:
    """MW-B09 配: one suit has both a 123 and a 789 chow in the reading (1 per suit)."""
    out = []
    by_start: dict[int, list] = {}
    for g in f.chows():
        by_start.setdefault(g.kind, g)
    for i, s in enumerate(SUITS):
        if 9 * i in by_start and 9 * i + 6 in by_start:
            gs = [by_start[9 * i], by_start[9 * i + 6]]
            out.append(_basic_item("MW-B09", 1, T("mw.r.MW-B09", suit=suit_text(s), sets=groups_text(gs)), ("suit", s)))
    return out


@BASIC.add("MW-B10", "basic", "000 二·算法 10")
def b10_que(f: Facts) -> list:
    """MW-B10 缺: 1 per 门 (万, 筒, 条, 风, 箭) absent from the whole hand."""
    miss = f.missing_groups()
    if not miss:
        return []
    names = [T(f"mw.missing.{m}") for m in miss]
    missing = Text("、".join(t.zh for t in names), ", ".join(t.en for t in names))
    return [_basic_item("MW-B10", len(miss), T("mw.r.MW-B10", missing=missing))]


@BASIC.add("MW-B11", "basic", "000 二·算法 11")
def b11_gui(f: Facts) -> list:
    """MW-B11 归: 1 for each kakan (蓄杠)."""
    return [_basic_item("MW-B11", 1, T("mw.r.MW-B11", set=tiles_text(m.tiles)), ("kind", m.kind_tile))
            for m in f.hand.melds if m.kind == "kakan"]


@BASIC.add("MW-B12", "basic", "000 二·算法 12")
def b12_gui_gang(f: Facts) -> list:
    """MW-B12 归杠: 1 for each ankan (暗杠) and each kan (直杠)."""
    return [_basic_item("MW-B12", 1, T("mw.r.MW-B12", set=tiles_text(m.tiles)), ("kind", m.kind_tile))
            for m in f.hand.melds if m.kind in ("ankan", "kan")]


@BASIC.add("MW-B13", "basic", "000 二·算法 13")
def b13_gui_dai_gang(f: Facts) -> list:
    """MW-B13 归带杠: all four copies of a kind held, not declared as a kong, at least one inside a chow."""
    out = []
    kong_kinds = {m.kind_tile for m in f.hand.melds if m.is_kong}
    chow_kinds = {k for g in f.chows() for k in g.tiles}
    for k in range(27):
        if f.counts[k] == 4 and k not in kong_kinds and k in chow_kinds:
            out.append(_basic_item("MW-B13", 1, T("mw.r.MW-B13", tile=tiles_text([k])), ("kind", k)))
    return out


def yun_value(f: Facts, kind: int, kong: bool) -> tuple:
    """MW-Y: (count, role key) of one honor pung/kong.  Dragons 2/3; round wind only 1/2; own seat wind only
    1/1; both 2/3; any other wind 0 (*interpretation* of "东家算一个晕")."""
    if kind >= 31:
        return (3 if kong else 2), "dragon"
    rnd, st = kind == f.round_wind, kind == f.seat_wind
    if rnd and st:
        return (3 if kong else 2), "both"
    if rnd:
        return (2 if kong else 1), "round"
    if st:
        return 1, "seat"
    return 0, ""


@BASIC.add("MW-B14", "basic", "000 二·算法 14")
def b14_yun(f: Facts) -> list:
    """MW-B14 晕: one item per dragon / counted wind pung or kong (values MW-Y; the cap is applied after the
    exclusions, see :func:`yun_cap_item`)."""
    out = []
    for g in f.sets:
        if not g.is_triplet or not is_honor(g.kind):
            continue
        kong = g.shape == "kong"
        n, role = yun_value(f, g.kind, kong)
        if n == 0:
            continue
        what = T("mw.yun.count", what=T("mw.yun.kong" if kong else "mw.yun.pung"), n=n)
        if role == "dragon":
            r = T("mw.r.MW-B14.dragon", set=group_text(g), what=what)
        else:
            r = T("mw.r.MW-B14.wind", set=group_text(g), role=T(f"mw.yun.{role}"), what=what)
        if role in ("seat", "both"):  # the seed gives dragons and the round wind; the seat-wind values are ours
            f.note("MW-Y")
        out.append(_basic_item("MW-B14", n, r, ("dragon" if role == "dragon" else "wind", g.kind)))
    return out


def _wait_item_shape(f: Facts) -> str | None:
    """Which of 坎/边/吊 this reading's wait shape would earn (before MW-W)."""
    if f.seven_pairs:
        return "MW-B16"
    return {"closed": "MW-B06", "edge": "MW-B15", "single": "MW-B16"}.get(f.reading.win_shape)


def _single_wait(f: Facts, code: str) -> bool:
    """MW-W: whether the wait item ``code`` that this reading's shape earns may count (a single wait); a note
    when the interpretation refused it."""
    if _wait_item_shape(f) != code:
        return False
    if not f.single_wait:
        f.note("MW-W", "mw.note.MW-W.blocked", n=len(f.waits), waits=tiles_text(f.waits), items=T(f"mw.name.{code}"))
        return False
    # MW-W counted the item (a single wait): the interpretation changed nothing here, so no note
    return True


@BASIC.add("MW-B06", "basic", "000 二·算法 6")
def b06_kan(f: Facts) -> list:
    """MW-B06 坎: the winning tile in the middle of a chow (single wait, MW-W); 2 on a 5."""
    if not _single_wait(f, "MW-B06"):
        return []
    five = rank_of(f.win) == 5
    return [_basic_item("MW-B06", 2 if five else 1, T("mw.r.MW-B06.5" if five else "mw.r.MW-B06", tile=tiles_text([f.win]),
                                              chow=group_text(f.reading.win_group)), ("win", f.win))]


@BASIC.add("MW-B15", "basic", "000 二·算法 15")
def b15_bian(f: Facts) -> list:
    """MW-B15 边: 12 + 3 or 7 + 89 (single wait, MW-W)."""
    if not _single_wait(f, "MW-B15"):
        return []
    return [_basic_item("MW-B15", 1, T("mw.r.MW-B15", tile=tiles_text([f.win]), chow=group_text(f.reading.win_group)))]


@BASIC.add("MW-B16", "basic", "000 二·算法 16")
def b16_diao(f: Facts) -> list:
    """MW-B16 吊: the win completes the pair (single wait, MW-W)."""
    if not _single_wait(f, "MW-B16"):
        return []
    return [_basic_item("MW-B16", 1, T("mw.r.MW-B16", tile=tiles_text([f.win])))]


def yun_cap_item(f: Facts, items: list) -> list:
    """MW-Y cap "最多只能算3个晕": option ``yun_cap`` = ``all`` (every counted 晕, default), ``winds`` (wind 晕
    only) or ``none``.  Returns ``[]`` or one MW-Y item with the negative excess (张)."""
    cap = f.opts["yun_cap"]
    if cap == "none":
        return []
    yun = [i for i in items if i.code == "MW-B14" and i.counted and (cap == "all" or i.tag[0] == "wind")]
    total = sum(i.value for i in yun)
    if total <= 3:
        return []
    if cap == "all" and sum(i.value for i in yun if i.tag[0] == "wind") <= 3:
        f.note("MW-Y")  # the cap binds only because it covers the dragons' 晕 too (the interpretation)
    return [_basic_item("MW-Y", 3 - total, T("mw.r.MW-Y", total=total, cap=3))]


def basic_items(f: Facts) -> list:
    """Every basic item of one reading (the rules of :data:`BASIC`, collected), sorted by id (MW-B01 … B16)."""
    out = collect(BASIC, f)
    out.sort(key=lambda i: i.code)
    return out


__all__ = ["BASIC", "basic_items", "yun_cap_item", "yun_value"]
