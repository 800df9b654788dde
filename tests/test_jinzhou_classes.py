"""Jinzhou win classes JZ-C1…C5 (spec ``jinzhou.md`` § JZ-C).  Each test computes the expected class by hand:
W = live legal waits before the win; |W| ≥ 2 → no 夹/边/单粘/单胡幺; 飘 and seven pairs by the reading alone.
Default context: discard win (JZ-M06 ×2) by South, dealer East."""
from __future__ import annotations

from hands import SEVEN_PAIRS

import mjlearn as mj

JZ = "jinzhou"


def cls(hand, **ctx):
    r = mj.score(hand, JZ, **ctx)
    assert r.is_win, [str(t) for t in r.why_not]
    c = [i for i in r.counted if i.family == "class"]
    assert len(c) == 1
    return c[0].code, c[0].value, r


# ---------------------------------------------------------------- JZ-C1 一类 2
def test_C1_two_sided_two_waits():
    # 23m 345p 789p 555s 66s waits 1m, 4m (9p gives 幺九 either way): |W| = 2 → C1, base 2
    code, base, r = cls("23m345p789p555s66s +4m")
    assert (code, base) == ("JZ-C1", 2)
    # share = 2 × 2 (闭门) × 2 (点炮) = 8
    assert r.total == 8


def test_C1_shanpon_duidao():
    # 55m 88p 123s 456s 789s: 对倒 on 5m/8p, not 飘 → C1
    assert cls("55m88p123s456s789s +5m")[:2] == ("JZ-C1", 2)


def test_C1_closed_shape_but_two_waits_with_note():
    # 3335m 345p 789p 555s: waits 4m (夹 35) and 5m (单粘); won on 4m it is 夹 but |W| = 2 → C1 + note
    code, base, r = cls("3335m345p789p555s +4m")
    assert (code, base) == ("JZ-C1", 2)
    assert "JZ-C1" in [n.code for n in r.notes]


def test_C1_single_wait_two_sided_other_copy_dead():
    # 23m waits 1m/4m but all four 4m are the winner's own ankan (dead wait), so |W| = 1; the hand has
    # another 幺九 (9p) so it is not 单胡幺, and 1m sits two-sided, not 夹/边/单粘 → C1
    code, base, _ = cls("23m789p555s66s ankan:4444m +1m")
    assert (code, base) == ("JZ-C1", 2)


# ---------------------------------------------------------------- JZ-C2 二类 4
def test_C2_closed_jia():
    # 13m 345p 789p 555s 66s: only 2m → 夹, C2
    code, base, r = cls("13m345p789p555s66s +2m")
    assert (code, base) == ("JZ-C2", 4)
    assert r.item("JZ-C2").reason.key == "jz.C2.closed"


def test_C2_edge_bian():
    # 12m … : only 3m → 边, C2
    code, base, r = cls("12m345p789p555s66s +3m")
    assert (code, base) == ("JZ-C2", 4) and r.item("JZ-C2").reason.key == "jz.C2.edge"


def test_C2_single_danzhan():
    # 2m 456m 345p 789p 555s: only 2m → 单粘, C2
    code, base, r = cls("2m456m345p789p555s +2m")
    assert (code, base) == ("JZ-C2", 4) and r.item("JZ-C2").reason.key == "jz.C2.single"


def test_C2_dan_hu_yao():
    # 23m 345p 567s 555s 66s: no other 幺九, so 4m is no legal win; only 1m → 单胡幺, C2
    code, base, r = cls("23m345p567s555s66s +1m")
    assert (code, base) == ("JZ-C2", 4) and r.item("JZ-C2").reason.key == "jz.C2.yao"
    # share 4 × 2 (闭门) × 2 (点炮) = 16
    assert r.total == 16


def test_C2_dan_hu_yao_nine():
    # 78s 345p 456m 222m 66p: 9s completes 789s, 6s would leave no 幺九 → 单胡幺
    code, base, _ = cls("78s345p456m222m66p +9s")
    assert (code, base) == ("JZ-C2", 4)


def test_C2_narrowly_not_dan_hu_yao_real_two_sided():
    # same as 单胡幺 but 789p instead of 567s gives a 幺九: waits 1m, 4m → C1
    assert cls("23m345p789p555s66s +1m")[:2] == ("JZ-C1", 2)


# ---------------------------------------------------------------- JZ-C3 三类 8
def test_C3_duidao_piao():
    # 55m 88p + pon 111s, 999s, 222p: all pungs, 对倒 on 5m → C3
    code, base, r = cls("55m88p pon:111s pon:999s pon:222p +5m")
    assert (code, base) == ("JZ-C3", 8)
    # open (pon) so no 闭门: share = 8 × 2 (点炮) = 16
    assert r.total == 16


def test_C3_narrowly_not_piao_with_a_chow():
    # 55m 88p + chi 123s: a chow → not 飘, 对倒 → C1
    assert cls("55m88p chi:123s pon:999s pon:222p +5m")[:2] == ("JZ-C1", 2)


# ---------------------------------------------------------------- JZ-C4 四类 16
def test_C4_spec_example_danzhan_piao():
    # spec: pon 222m, pon 555p, pon 777s + 1112s waits 2s, 3s; won on 2s → 111s + 22s 单粘飘胡, 四类
    code, base, r = cls("1112s pon:222m pon:555p pon:777s +2s")
    assert (code, base) == ("JZ-C4", 16)
    assert r.item("JZ-C4").reason.key == "jz.C4.piao"
    assert "JZ-C4" in [n.code for n in r.notes]  # class by the reading although |W| = 2


def test_C4_spec_example_other_wait_is_C1():
    # same hand won on 3s: 11s + 123s (边 shape, but |W| = 2) → C1
    assert cls("1112s pon:222m pon:555p pon:777s +3s")[:2] == ("JZ-C1", 2)


def test_C4_seven_pairs():
    assert cls(SEVEN_PAIRS)[:2] == ("JZ-C4", 16)


def test_C4_closed_piao_single():
    # 5m 222m 888p 111s 999s concealed: 飘, win on the pair → C4; 闭门 ×2, 点炮 ×2 → 64
    code, base, r = cls("5m222m888p111s999s +5m")
    assert (code, base) == ("JZ-C4", 16) and r.total == 64


# ---------------------------------------------------------------- JZ-C5 五类 32
def test_C5_luxury_seven_pairs():
    # 1111m as two pairs + 22p 55p 33s 77s 44s → 豪华七对
    code, base, r = cls("1111m2255p33774s +4s")
    assert (code, base) == ("JZ-C5", 32)
    # seven pairs never 闭门 (JZ-M01): share = 32 × 2 (点炮) = 64
    assert r.total == 64


def test_C5_narrowly_plain_seven_pairs():
    assert cls(SEVEN_PAIRS)[0] == "JZ-C4"


# ---------------------------------------------------------------- highest class among readings
def test_highest_class_chosen_across_readings():
    # 11122233s 555p 99m + 3s: 111222333s reads as three pungs (with 555p: 飘, 3s completes 333s, a
    # 对倒 with 99m → C3) or as 123s ×3 (3s two-sided/edge, not 飘 → C1); the highest, C3, is taken
    code, base, r = cls("11122233s555p99m +3s")
    assert code == "JZ-C3"
    legal = [s for s in r.readings if s.legal]
    assert len(legal) >= 2 and r.readings[r.best].items[0].code == "JZ-C3"
