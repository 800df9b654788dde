"""Mawan bonuses (加番) MW-X31…X34 (+30 台), MW-X51…X5B (+50 台), MW-X01…X18 (+100 台 and the
+200/+400/+800 variants that replace the +100).

Seed ``000_48bf61dab154aa4c.txt`` § 二·加番.  Each function takes :class:`~.facts.Facts` (one reading) and
returns items in 台 (``family="bonus"``).  A variant (楞子七对 +200, 双楞子七对 +400, 三楞子七对 +800,
双节节高 +200, 大四喜 +200, 内四杠 +200, 外四归 +200) is returned together with its +100 base; the base
is then excluded by MW-N ("a variant replaces its base"), so the learner sees both.

**MW-X01** is blank in the seed (its first +100 line is empty): listed in the catalogue
(``mw.name.MW-X01`` / ``mw.note.MW-X01``) as missing in the source; nothing ever scores it.

Interpretations (spec ``mawan.md``): 一块匾 / 反匾 look at the four sets only (option
``bian_constrains_pair``); 一条龙 needs chows 123/456/789 (option ``long_needs_chows``); 绝章 / 大绝章 "seen"
= on the table (``ctx.seen``) or in the winner's own hand; 破四喜 = three wind pungs + a pair of the fourth
wind; 内三杠 counts concealed pungs and ``ankan`` (a pung completed by another player's tile is exposed).
"""
from __future__ import annotations

from collections import Counter

from ...hand import parse_hand
from ...i18n import T, plain
from ...tiles import is_honor, parse_tiles, rank_of, suit_of
from ..pipeline import Rules, collect
from .facts import SEED_REF, SUITS, Facts, MwItem, group_text, groups_text, has_yao, make_item, suit_text, tiles_text

U = "台"


#: the bonuses' rules, in the order they are asked (the order of their notes)
BONUS = Rules("mw", seeds=SEED_REF)


def _bonus_item(code: str, value: int, reason, tag: tuple = (), name_key: str | None = None) -> MwItem:
    return make_item(code, value, U, reason, "bonus", tag, name_key)


def _variant(code: str, level: int, value: int, reason, base_reason) -> list:
    """A +100 base and its variant (the base is excluded by MW-N).  The variant has a code of its own,
    ``<code>.<level>`` (``MW-X06.1`` 楞子七对, ``MW-X08.1`` 双节节高, ``MW-X13.1`` 大四喜 …), so a row reads
    "七对 MW-X06 excluded by 楞子七对 MW-X06.1" rather than citing itself."""
    vcode = f"{code}.{level}"
    return [_bonus_item(code, 100, base_reason, ("base",)), _bonus_item(vcode, value, reason, ("variant", level), vcode)]


# ---------------------------------------------------------------------------- +30

def _yao_sets(f: Facts):
    return [g for g in f.sets if has_yao(g)]


@BONUS.add("MW-X31", "bonus", "000 二·加番 +30台 1")
def x31_bian(f: Facts) -> list:
    """MW-X31 一块匾 +30: exactly one set is a pung/kong of a 幺; no other set contains a 幺."""
    if not f.is_standard:
        return []
    ys = _yao_sets(f)
    if len(ys) != 1 or not ys[0].is_triplet:
        return []
    if f.opts["bian_constrains_pair"] and has_yao(f.pair):
        return []
    if has_yao(f.pair):  # with the pair constrained (the option) this hand would lose 一块匾
        f.note("MW-X31")
    return [_bonus_item("MW-X31", 30, T("mw.r.MW-X31", set=group_text(ys[0])))]


@BONUS.add("MW-X32", "bonus", "000 二·加番 +30台 2")
def x32_fan_bian(f: Facts) -> list:
    """MW-X32 反匾 +30: exactly one set contains no 幺; every other set contains a 幺."""
    if not f.is_standard:
        return []
    plain_sets = [g for g in f.sets if not has_yao(g)]
    if len(plain_sets) != 1:
        return []
    if f.opts["bian_constrains_pair"] and not has_yao(f.pair):
        return []
    if not has_yao(f.pair):  # with the pair constrained (the option) this hand would lose 反匾
        f.note("MW-X31")
    if plain_sets[0].shape == "chow":  # "一句中的三字" read as any set, not only three identical tiles
        f.note("MW-X32")
    return [_bonus_item("MW-X32", 30, T("mw.r.MW-X32", set=group_text(plain_sets[0])))]


@BONUS.add("MW-X33", "bonus", "000 二·加番 +30台 3")
def x33_yao_jiang(f: Facts) -> list:
    """MW-X33 幺将 +30: the pair is a 幺 pair; no set contains a 幺."""
    if f.is_standard and has_yao(f.pair) and not _yao_sets(f):
        return [_bonus_item("MW-X33", 30, T("mw.r.MW-X33", pair=group_text(f.pair)))]
    return []


@BONUS.add("MW-X34", "bonus", "000 二·加番 +30台 4")
def x34_jiang_bu_yao(f: Facts) -> list:
    """MW-X34 将不幺 +30: the pair contains no 幺; every set contains a 幺."""
    if f.is_standard and not has_yao(f.pair) and len(_yao_sets(f)) == len(f.sets):
        return [_bonus_item("MW-X34", 30, T("mw.r.MW-X34", pair=group_text(f.pair)))]
    return []


# ---------------------------------------------------------------------------- +50

def _rob_note(f: Facts, code: str) -> None:
    """Interpretation note: a robbed kong is not a discard for 绝章 / 大绝章 / 全求 (seed "别人打出")."""
    f.note("MW-X5B", "mw.note.MW-X5B", items=T(f"mw.name.{code}"))


def _duan_qiao_drawn(f: Facts, suit_index: int) -> bool:
    """A self-drawn 断桥会 in this suit (1234 and 6789 held, the 5 drawn): 一条龙 whatever the chows (MW-X07)."""
    w = f.win
    if f.ctx.win_by != "self_draw" or is_honor(w) or rank_of(w) != 5 or w // 9 != suit_index:
        return False
    b = f.before_counts()
    return all(b[9 * suit_index + r - 1] for r in (1, 2, 3, 4, 6, 7, 8, 9))


@BONUS.add("MW-X51", "bonus", "000 二·加番 +50台 1")
def x51_long(f: Facts) -> list:
    """MW-X51 一条龙 +50: chows 123, 456, 789 of one suit (option ``long_needs_chows`` off: ranks 1–9 of one
    suit anywhere in the hand)."""
    out = []
    for i, s in enumerate(SUITS):
        gs = [next((g for g in f.chows() if g.kind == 9 * i + r), None) for r in (0, 3, 6)]
        full = all(f.counts[9 * i + r] for r in range(9))
        # a note only where the two readings of "有一门有一…九" disagree (1–9 held, not as 123/456/789)
        if f.opts["long_needs_chows"]:
            if all(gs):
                out.append(_bonus_item("MW-X51", 50, T("mw.r.MW-X51", suit=suit_text(s), sets=groups_text(gs)), ("suit", s)))
            elif full and not _duan_qiao_drawn(f, i):  # a self-drawn 断桥会 is 一条龙 anyway (MW-X07)
                f.note("MW-X51", "mw.note.MW-X51.refused", suit=suit_text(s))
        elif full:
            if not all(gs):
                f.note("MW-X51", "mw.note.MW-X51.off")
            out.append(_bonus_item("MW-X51", 50, T("mw.r.MW-X51", suit=suit_text(s), sets=plain("一…九", "1…9")),
                          ("suit", s)))
    return out


@BONUS.add("MW-X52", "bonus", "000 二·加番 +50台 2")
def x52_xi_xiang_feng(f: Facts) -> list:
    """MW-X52 喜相逢 +50: chows of the same ranks in all three suits."""
    out = []
    for r in range(7):
        if all(any(g.kind == 9 * i + r for g in f.chows()) for i in range(3)):
            gs = [next(g for g in f.chows() if g.kind == 9 * i + r) for i in range(3)]
            out.append(_bonus_item("MW-X52", 50, T("mw.r.MW-X52", ranks=f"{r + 1}{r + 2}{r + 3}", sets=groups_text(gs)),
                          ("rank", r + 1)))
    return out


@BONUS.add("MW-X53", "bonus", "000 二·加番 +50台 3")
def x53_hai_di(f: Facts) -> list:
    """MW-X53 海底捞月 +50: self-draw of the last tile of the wall."""
    if f.ctx.last_tile and f.ctx.win_by == "self_draw":
        return [_bonus_item("MW-X53", 50, T("mw.r.MW-X53", tile=tiles_text([f.win])))]
    if f.ctx.last_tile:
        f.note("MW-X53")
    return []


@BONUS.add("MW-X54", "bonus", "000 二·加番 +50台 4")
def x54_gang_kai(f: Facts) -> list:
    """MW-X54 杠上开花 +50: win on a kong replacement draw."""
    return [_bonus_item("MW-X54", 50, T("mw.r.MW-X54", tile=tiles_text([f.win])))] if f.ctx.kong_replacement else []


@BONUS.add("MW-X55", "bonus", "000 二·加番 +50台 5")
def x55_jue_zhang(f: Facts) -> list:
    """MW-X55 绝章 +50: |W| = 1, a discard win, the other three copies already seen (table or own hand)."""
    if f.n_waits != 1 or f.ctx.win_by == "self_draw":
        return []
    if f.ctx.seen_count(f.win) + f.before_counts()[f.win] != 3:
        return []
    if f.ctx.win_by != "discard":
        _rob_note(f, "MW-X55")
        return []
    if f.before_counts()[f.win]:  # own copies made the three: counting the table alone would refuse 绝章
        f.note("MW-X55")
    return [_bonus_item("MW-X55", 50, T("mw.r.MW-X55", tile=tiles_text([f.win])))]


@BONUS.add("MW-X56", "bonus", "000 二·加番 +50台 6")
def x56_wu_men(f: Facts) -> list:
    """MW-X56 五门全 +50: 万, 筒, 条, 风 and 箭 all present."""
    return [] if f.missing_groups() else [_bonus_item("MW-X56", 50, T("mw.r.MW-X56"))]


@BONUS.add("MW-X57", "bonus", "000 二·加番 +50台 7")
def x57_cou_yi_se(f: Facts) -> list:
    """MW-X57 凑一色 +50: exactly one suit plus at least one wind or dragon."""
    suits = f.suits_present()
    if len(suits) == 1 and (f.has_winds() or f.has_dragons()):
        return [_bonus_item("MW-X57", 50, T("mw.r.MW-X57", suit=suit_text(suits[0])))]
    return []


@BONUS.add("MW-X58", "bonus", "000 二·加番 +50台 8")
def x58_quan_dai_yao(f: Facts) -> list:
    """MW-X58 全带幺 +50: every set and the pair contains a 幺 (standard readings)."""
    if f.is_standard and all(has_yao(g) for g in f.sets) and has_yao(f.pair):
        return [_bonus_item("MW-X58", 50, T("mw.r.MW-X58", sets=groups_text(f.sets), pair=group_text(f.pair)))]
    return []


@BONUS.add("MW-X59", "bonus", "000 二·加番 +50台 9")
def x59_quan_qiu(f: Facts) -> list:
    """MW-X59 全求 +50: all four sets claimed (chi/pon/kan/kakan; an ankan breaks it), won on a discard."""
    claimed = [m for m in f.hand.melds if m.kind != "ankan"]
    if len(claimed) == 4 and f.ctx.win_by == "discard":
        return [_bonus_item("MW-X59", 50, T("mw.r.MW-X59", sets=groups_text([g for g in f.sets if g.source != "concealed"])))]
    return []


@BONUS.add("MW-X5A", "bonus", "000 二·加番 +50台 10")
def x5a_dui_zi_hu(f: Facts) -> list:
    """MW-X5A 对子胡 +50: the four sets are all pungs/kongs, claimed or concealed."""
    if f.is_standard and all(g.is_triplet for g in f.sets):
        return [_bonus_item("MW-X5A", 50, T("mw.r.MW-X5A", sets=groups_text(f.sets)))]
    return []


@BONUS.add("MW-X5B", "bonus", "000 二·加番 +50台 11")
def x5b_qiang_gang(f: Facts) -> list:
    """MW-X5B 抢杠 +50: won by robbing a kong (MW-A3)."""
    if f.ctx.win_by == "rob_kong":
        return [_bonus_item("MW-X5B", 50, T("mw.r.MW-X5B", tile=tiles_text([f.win])))]
    return []


# ---------------------------------------------------------------------------- +100 (and variants)

def initial_hand_facts(text: str, opts, ruleset) -> tuple:
    """MW-X02 / MW-X03 from a dealt 13-tile hand: (is 十三散, is 举手听, live waits).

    十三散: no pair and no two tiles of one suit within 2 ranks.  举手听: the hand is ready (shanten 0).
    Raises :class:`MjError` for bad notation or a size other than 13.
    """
    from ...errors import MjError
    kinds = parse_tiles(text)
    if len(kinds) != 13:
        raise MjError(T("mw.err.initial_n", n=len(kinds)), "initial_hand", T("mw.err.initial_n.ok"))
    c = Counter(kinds)
    scattered = all(n == 1 for n in c.values()) and not any(
        a != b and a < 27 and b < 27 and suit_of(a) == suit_of(b) and abs(a - b) <= 2 for a in c for b in c)
    waits = ruleset.waits(parse_hand(text), opts).live
    return scattered, bool(waits), waits


@BONUS.add("MW-X01", "bonus", "000 二·加番 +100台 1", names=("mw.name.MW-X01", "mw.note.MW-X01"))
def x01_missing(f: Facts) -> list:
    """MW-X01: the seed's line is blank ("missing in the source"): listed, never scored."""
    return []


@BONUS.add("MW-X04", "bonus", "000 二·加番 +100台 4")
def x04_kai_tian(f: Facts) -> list:
    """MW-X04 开天辟 +100: won on the first tile discarded in the hand (``ctx.first_discard``)."""
    return [_bonus_item("MW-X04", 100, T("mw.r.MW-X04", tile=tiles_text([f.win])))] if f.ctx.first_discard else []


@BONUS.add("MW-X05", "bonus", "000 二·加番 +100台 5")
def x05_qing_yi_se(f: Facts) -> list:
    """MW-X05 清一色 +100: tiles of one suit only, no honors."""
    suits = f.suits_present()
    if len(suits) == 1 and not f.has_winds() and not f.has_dragons():
        return [_bonus_item("MW-X05", 100, T("mw.r.MW-X05", suit=suit_text(suits[0])))]
    return []


@BONUS.add("MW-X06", "bonus", "000 二·加番 +100台 6")
def x06_qi_dui(f: Facts) -> list:
    """MW-X06 七对 +100; 楞子七对 (one kind held four times) +200, 双楞子 +400, 三楞子 +800 instead."""
    if not f.seven_pairs:
        return []
    pairs = [g.kind for g in f.reading.groups]
    fours = sorted(k for k, n in Counter(pairs).items() if n == 2)
    base = T("mw.r.MW-X06", pairs=groups_text(f.reading.groups))
    if not fours:
        return [_bonus_item("MW-X06", 100, base)]
    n = len(fours)
    return _variant("MW-X06", n, (200, 400, 800)[n - 1], T("mw.r.MW-X06.v", n=n, fours=tiles_text(fours)), base)


@BONUS.add("MW-X07", "bonus", "000 二·加番 +100台 7")
def x07_duan_qiao(f: Facts) -> list:
    """MW-X07 断桥会 +100: holding 1234 and 6789 of one suit, won on that suit's 5 from a discard.
    Self-drawn it is 一条龙 MW-X51 (+50) instead, whether or not the reading has the chows 123/456/789
    (spec MW-X07, seed "自摸算一条龙")."""
    w = f.win
    if is_honor(w) or rank_of(w) != 5:
        return []
    b = f.before_counts()
    base = 9 * SUITS.index(suit_of(w))
    if all(b[base + r - 1] for r in (1, 2, 3, 4, 6, 7, 8, 9)):
        if f.ctx.win_by == "self_draw":
            # "自摸算一条龙": the drawn 5 completes 1–9 of the suit, so the hand scores 一条龙 whatever the
            # reading's chows; x51_long already gives it when the reading has 123/456/789 (or the option is off),
            # so the note shows only where the rule gave 一条龙 to a reading without those chows
            s = suit_of(w)
            if f.opts["long_needs_chows"] and not all(
                    any(g.kind == base + r for g in f.chows()) for r in (0, 3, 6)):
                f.note("MW-X07")
                return [_bonus_item("MW-X51", 50, T("mw.r.MW-X51.duan_qiao", suit=suit_text(s), tile=tiles_text([w])), ("suit", s))]
            return []
        if f.ctx.win_by != "discard":
            _rob_note(f, "MW-X07")
            return []
        return [_bonus_item("MW-X07", 100, T("mw.r.MW-X07", suit=suit_text(suit_of(w)), tile=tiles_text([w])), ("suit", suit_of(w)))]
    return []


def _trip_ranks(f: Facts, suit_index: int) -> set:
    return {rank_of(g.kind) for g in f.triplets() if not is_honor(g.kind) and g.kind // 9 == suit_index}


@BONUS.add("MW-X08", "bonus", "000 二·加番 +100台 8")
def x08_jie_jie_gao(f: Facts) -> list:
    """MW-X08 节节高 +100: pungs/kongs of three consecutive ranks in one suit; 双节节高 (four) +200 instead."""
    for i in range(3):
        ranks = _trip_ranks(f, i)
        best = 0
        for r in ranks:
            n = 1
            while r + n in ranks:
                n += 1
            best = max(best, n)
        if best >= 3:
            start = min(r for r in ranks if all(r + j in ranks for j in range(best)))
            run = {start + j for j in range(best)}  # the run's pungs only, not other pungs of the suit
            gs = [g for g in f.triplets() if g.kind // 9 == i and not is_honor(g.kind) and rank_of(g.kind) in run]
            base = T("mw.r.MW-X08", sets=groups_text(gs))
            if best == 4:
                return _variant("MW-X08", 1, 200, base, base)
            return [_bonus_item("MW-X08", 100, base)]
    return []


@BONUS.add("MW-X09", "bonus", "000 二·加番 +100台 9")
def x09_san_tong(f: Facts) -> list:
    """MW-X09 三同 +100: pungs/kongs of the same rank in all three suits."""
    out = []
    for r in range(1, 10):
        gs = [next((g for g in f.triplets() if g.kind == 9 * i + r - 1), None) for i in range(3)]
        if all(gs):
            out.append(_bonus_item("MW-X09", 100, T("mw.r.MW-X09", rank=str(r), sets=groups_text(gs)), ("rank", r)))
    return out


@BONUS.add("MW-X10", "bonus", "000 二·加番 +100台 10")
def x10_zi_mei_dui(f: Facts) -> list:
    """MW-X10 姊妹对 +100: three identical chows, at least one of them claimed (chi)."""
    out = []
    c = Counter(g.tiles for g in f.chows())
    for tiles, k in c.items():
        if k >= 3 and any(g.tiles == tiles and g.source == "chi" for g in f.chows()):
            out.append(_bonus_item("MW-X10", 100, T("mw.r.MW-X10", chow=tiles_text(tiles)), ("chow", tiles)))
    return out


@BONUS.add("MW-X11", "bonus", "000 二·加番 +100台 11")
def x11_da_jue_zhang(f: Facts) -> list:
    """MW-X11 大绝章 +100: |W| = 2, a discard win, 7 of the 8 copies of the two kinds seen (table or own
    hand), the winning tile the 8th."""
    if f.n_waits != 2 or f.ctx.win_by == "self_draw":
        return []
    b = f.before_counts()
    if sum(f.ctx.seen_count(k) + b[k] for k in f.waits) != 7:
        return []
    if f.ctx.win_by != "discard":
        _rob_note(f, "MW-X11")
        return []
    if any(b[k] for k in f.waits):  # own copies made the seven: counting the table alone would refuse it
        f.note("MW-X55")
    return [_bonus_item("MW-X11", 100, T("mw.r.MW-X11", waits=tiles_text(f.waits)))]


@BONUS.add("MW-X12", "bonus", "000 二·加番 +100台 12")
def x12_san_xian(f: Facts) -> list:
    """MW-X12 三仙 +100: pungs/kongs of 中, 发 and 白."""
    ks = {g.kind for g in f.triplets()}
    if not {31, 32, 33} <= ks:
        return []
    gs = [g for g in f.triplets() if g.kind >= 31]
    return [_bonus_item("MW-X12", 100, T("mw.r.MW-X12", sets=groups_text(gs)))]


@BONUS.add("MW-X13", "bonus", "000 二·加番 +100台 13")
def x13_si_xi(f: Facts) -> list:
    """MW-X13 破四喜 +100: pungs/kongs of three winds + a pair of the fourth; 大四喜 (four) +200 instead."""
    winds = [g for g in f.triplets() if 27 <= g.kind <= 30]
    if len(winds) == 4:
        base = T("mw.r.MW-X13.1", sets=groups_text(winds))
        return _variant("MW-X13", 1, 200, base, base)
    if len(winds) == 3 and f.pair is not None and not 27 <= f.pair.kind <= 30:
        f.note("MW-X13")  # "再加一对将" read as a pair of the fourth wind: any other pair is no 破四喜
    if len(winds) == 3 and f.pair is not None and 27 <= f.pair.kind <= 30:
        return [_bonus_item("MW-X13", 100, T("mw.r.MW-X13", sets=groups_text(winds), pair=group_text(f.pair)))]
    return []


@BONUS.add("MW-X14", "bonus", "000 二·加番 +100台 14")
def x14_feng_yi_se(f: Facts) -> list:
    """MW-X14 风一色 +100: winds and dragons only."""
    return [_bonus_item("MW-X14", 100, T("mw.r.MW-X14"))] if not any(f.counts[:27]) else []


@BONUS.add("MW-X15", "bonus", "000 二·加番 +100台 15")
def x15_nei_san_gang(f: Facts) -> list:
    """MW-X15 内三杠 +100: three concealed pungs/kongs (ankan or concealed pungs; a pung completed by another
    player's tile is exposed); 内四杠 (four) +200 instead."""
    gs = [g for i, g in enumerate(f.reading.groups) if f.is_concealed_triplet(i)]
    kans = sum(1 for m in f.hand.melds if m.kind == "kan")
    if kans and (len(gs) < 3 <= len(gs) + kans or len(gs) < 4 <= len(gs) + kans):
        f.note("MW-X15")  # counting the 冲杠 would have made 内三杠 / 内四杠
    if len(gs) < 3:
        return []
    base = T("mw.r.MW-X15", n=len(gs), sets=groups_text(gs))
    if len(gs) == 4:
        return _variant("MW-X15", 1, 200, base, base)
    return [_bonus_item("MW-X15", 100, base)]


@BONUS.add("MW-X16", "bonus", "000 二·加番 +100台 16")
def x16_wai_san_gui(f: Facts) -> list:
    """MW-X16 外三归 +100: three exposed kongs (kan or kakan); 外四归 (four) +200 instead."""
    ms = [m for m in f.hand.melds if m.kind in ("kan", "kakan")]
    if len(ms) < 3:
        return []
    gs = [g for g in f.sets if g.source in ("kan", "kakan")]
    base = T("mw.r.MW-X16", n=len(ms), sets=groups_text(gs))
    if len(ms) == 4:
        return _variant("MW-X16", 1, 200, base, base)
    return [_bonus_item("MW-X16", 100, base)]


@BONUS.add("MW-X17", "bonus", "000 二·加番 +100台 17")
def x17_shuang_long(f: Facts) -> list:
    """MW-X17 双龙抱柱 +100: four copies of one kind, not a kong: two are the pair, the other two sit in two
    different chows."""
    p = f.pair
    if p is None or f.counts[p.kind] != 4:
        return []
    if sum(1 for g in f.chows() if p.kind in g.tiles) != 2:
        return []
    return [_bonus_item("MW-X17", 100, T("mw.r.MW-X17", tile=tiles_text([p.kind])), ("kind", p.kind))]


@BONUS.add("MW-X18", "bonus", "000 二·加番 +100台 18")
def x18_ku_si_peng(f: Facts) -> list:
    """MW-X18 枯四碰 +100: four claimed pungs (pon, or kakan which began as a pung)."""
    ms = [m for m in f.hand.melds if m.kind in ("pon", "kakan")]
    if len(ms) == 4:
        return [_bonus_item("MW-X18", 100, T("mw.r.MW-X18", sets=groups_text([g for g in f.sets])))]
    return []


def _initial(f: Facts) -> tuple:
    """MW-X02 / MW-X03 of ``ctx.initial_hand`` for this reading (worked out once): (十三散, 举手听, waits)."""
    if f.initial is None:
        f.initial = initial_hand_facts(f.ctx.initial_hand, f.opts, f.ruleset)
    return f.initial


@BONUS.add("MW-X02", "bonus", "000 二·加番 +100台 2")
def x02_shi_san_san(f: Facts) -> list:
    """MW-X02 十三散 +100: the context flag, or checked from ``ctx.initial_hand``."""
    if f.ctx.initial_hand:
        if not _initial(f)[0]:
            return []
        f.note("MW-X02")  # checked from the dealt hand given (a context flag is taken as it is)
        return [_bonus_item("MW-X02", 100, T("mw.r.MW-X02.checked", hand=plain(f.ctx.initial_hand)))]
    return [_bonus_item("MW-X02", 100, T("mw.r.MW-X02"))] if f.ctx.shisan_san else []


@BONUS.add("MW-X03", "bonus", "000 二·加番 +100台 3")
def x03_ju_shou_ting(f: Facts) -> list:
    """MW-X03 举手听 +100: the context flag, or checked from ``ctx.initial_hand``."""
    if f.ctx.initial_hand:
        _, ready, waits = _initial(f)
        if not ready:
            return []
        f.note("MW-X02")  # one note for both (a dealt hand checked)
        return [_bonus_item("MW-X03", 100, T("mw.r.MW-X03.checked", hand=plain(f.ctx.initial_hand), waits=tiles_text(waits)))]
    return [_bonus_item("MW-X03", 100, T("mw.r.MW-X03"))] if f.ctx.jushou_ting else []


def bonus_items(f: Facts) -> list:
    """Every bonus of one reading (the rules of :data:`BONUS`, collected): +30 first, then +50, then +100 (by
    id), variants after their base."""
    out = collect(BONUS, f)
    tier = {30: 0, 50: 1}
    out.sort(key=lambda i: (tier.get(i.value, 2) if "variant" not in i.tag and "base" not in i.tag else 2, i.code,
                            "variant" in i.tag))
    return out
