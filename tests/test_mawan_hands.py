"""Worked Mawan hands (spec ``mawan.md``): each asserts the full counted item list (code, count/台) and the
total 台.  Every expected value is worked out by hand from the spec; the arithmetic is in the comments.

Defaults unless stated: won on a discard from 上家, winner South, round wind East, stake "11".
Count table MW-T: 2–4 张 → 10, 5–8 → 20, 9–11 → 30, ≥12 → 40; one lone 缺 → 50; 0 → 0.
"""
from collections import Counter, defaultdict

import pytest
from hands import ALL_HONORS

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules.mawan.procedures import PotCycle, resolve_claims
from mjlearn.rules.mawan.settlement import share
from mjlearn.tiles import tiles_str

HANDS = [
    # id, hand, context, options, counted [(code, value)], total 台
    ("H01 all chows, 5-pair single wait",
     "234p345p456s678s5m +5m", {}, None,
     # waits before: 5m only (tanki; no other 万).  清1 平1 断1 将(5)3 吊1 缺(风,箭)2 = 9 张 → 30 台
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 30)], 30),
    ("H02 same hand self-drawn",
     "234p345p456s678s5m +5m", {"win_by": "self_draw"}, None,
     # 摸1 + 9 = 10 张 → 30 台
     [("MW-B01", 1), ("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B16", 1),
      ("MW-T", 30)], 30),
    ("H03 配 and 花 with a 2 pair",
     "123m789m456p456s2p +2p", {}, None,
     # waits 2p only.  清1 平1 将(2)2 吊1 配(万)1 花(456 筒/条)1 缺2 = 9 → 30; no 断 (1m 9m)
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B05", 2), ("MW-B08", 1), ("MW-B09", 1), ("MW-B10", 2), ("MW-B16", 1),
      ("MW-T", 30)], 30),
    ("H04 坎 on a 5 counts 2",
     "234m345p46s678s55m +5s", {}, None,
     # waits 5s only (46+678, pair 55m).  清1 平1 断1 将(5m)3 坎(5)2 缺2 = 10 → 30
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B06", 2), ("MW-B10", 2), ("MW-T", 30)], 30),
    ("H05 closed shape but two waits (MW-W), 双龙抱柱",
     "234m345p678s4666s +5s", {}, None,
     # waits 4s 5s → no 坎.  pair 66s + 456s + 678s: 双龙抱柱 +100 removes 归带杠.
     # 清1 平1 断1 缺2 = 5 → 20; + 100 = 120
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B10", 2), ("MW-T", 20), ("MW-X17", 100)], 120),
    ("H06 归带杠 without 双龙抱柱",
     "234p345p666s678s5m +5m", {}, None,
     # waits 5m only.  清1 断1 将3 吊1 缺2 归带杠(6s)1 = 9 → 30 (not 平: 666s)
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B13", 1), ("MW-B16", 1), ("MW-T", 30)], 30),
    ("H07 边",
     "12m345p456s678s55m +3m", {}, None,
     # waits 3m only.  清1 平1 将3 边1 缺2 = 8 → 20 (1m: no 断)
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B15", 1), ("MW-T", 20)], 20),
    ("H08 高",
     "234m234m456p678s5p +5p", {}, None,
     # waits 5p only.  清1 平1 断1 将3 高1 吊1 缺2 = 10 → 30
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B07", 1), ("MW-B10", 2), ("MW-B16", 1),
      ("MW-T", 30)], 30),
    ("H09 姊妹对 removes 高",
     "234m234m678s5p chi:234m +5p", {}, None,
     # not 清 (chi).  平1 断1 将3 吊1 缺(风,箭)2 = 8 → 20; 高 (⌊3/2⌋=1) excluded; 姊妹对 +100 → 120
     [("MW-B03", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 20), ("MW-X10", 100)], 120),
    ("H10 花 of pungs",
     "222m222p345s678s5m +5m", {}, None,
     # waits 5m.  清1 断1 将3 吊1 缺2 花(222 万/筒)1 = 9 → 30
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B08", 1), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 30)], 30),
    ("H11 三同 and 内三杠",
     "222m222p222s678s5m +5m", {}, None,
     # 清1 断1 将3 吊1 缺2 = 8 → 20; 三同 +100; three concealed pungs 内三杠 +100 → 220
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 20), ("MW-X09", 100),
      ("MW-X15", 100)], 220),
    ("H12 喜平断将将缺缺 exception",
     "234m234p234s567s8m +8m", {}, None,
     # 清1 平1 断1 将(8)2 吊1 缺2 = 8 → 20; 喜相逢 50; MW-E: 喜相逢 + table = 100 台
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B05", 2), ("MW-B10", 2), ("MW-B16", 1), ("MW-E", 100)], 100),
    ("H13 喜相逢 without 断: no exception",
     "123m123p123s567s8m +8m", {}, None,
     # 清1 平1 将2 吊1 缺2 = 7 → 20; + 反匾 (only 567s without 幺) 30 + 喜相逢 50 = 100
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B05", 2), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 20), ("MW-X32", 30),
      ("MW-X52", 50)], 100),
    ("H14 一条龙 removes 配",
     "123456789m234p5s +5s", {}, None,
     # 清1 平1 将3 吊1 缺2 = 8 → 20 (配 excluded); + 一条龙 50 = 70
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 20), ("MW-X51", 50)], 70),
    ("H15 断桥会 on a discard",
     "1234m6789m11p456s +5m", {}, None,
     # waits 5m.  清1 平1 花(456)1 缺2 = 5 → 20 (坎 and 一条龙 excluded by 断桥会, 配 by 一条龙); + 100 = 120
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B08", 1), ("MW-B10", 2), ("MW-T", 20), ("MW-X07", 100)], 120),
    ("H16 the same hand self-drawn is 一条龙",
     "1234m6789m11p456s +5m", {"win_by": "self_draw"}, None,
     # 摸1 清1 平1 坎(5)2 花1 缺2 = 8 → 20 (配 excluded by 一条龙); + 50 = 70
     [("MW-B01", 1), ("MW-B02", 1), ("MW-B03", 1), ("MW-B06", 2), ("MW-B08", 1), ("MW-B10", 2), ("MW-T", 20),
      ("MW-X51", 50)], 70),
    ("H17 East seat, East round: 晕 2, 一块匾",
     "111z234p345p678s5m +5m", {"seat": "E", "dealer": "E"}, None,
     # 清1 断1 (honors allowed) 将3 吊1 晕(东 圈+门 pung)2 缺(箭)1 = 9 → 30; 一块匾 +30 → 60
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 1), ("MW-B14", 2), ("MW-B16", 1), ("MW-T", 30),
      ("MW-X31", 30)], 60),
    ("H18 round wind only: 晕 1",
     "111z234p345p678s5m +5m", {}, None,
     # seat S, round E: 东 pung 1 晕.  1+1+3+1+1+1 = 8 → 20; + 30 = 50
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 1), ("MW-B14", 1), ("MW-B16", 1), ("MW-T", 20),
      ("MW-X31", 30)], 50),
    ("H19 dragons and winds: the cap of 3 晕",
     "555z666z111z234m8m +8m", {"seat": "E", "dealer": "E"}, None,
     # waits 8m.  晕 2+2+2 = 6, cap → −3.  清1 断1 将(8)2 吊1 晕6 −3 = 8 → 20 (缺 excluded by 凑一色)
     # bonuses: 内三杠 100, 凑一色 50, 反匾 (only 234m without 幺) 30 → 20 + 180 = 200
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 2), ("MW-B14", 2), ("MW-B14", 2), ("MW-B14", 2), ("MW-B16", 1),
      ("MW-Y", -3), ("MW-T", 20), ("MW-X32", 30), ("MW-X57", 50), ("MW-X15", 100)], 200),
    ("H20 三仙 removes dragon 晕",
     "555z666z777z234m8m +8m", {}, None,
     # waits 8m.  清1 断1 将2 吊1 = 5 → 20; 三仙 100, 内三杠 100, 凑一色 50, 反匾 30 → 300
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 2), ("MW-B16", 1), ("MW-T", 20), ("MW-X32", 30), ("MW-X57", 50),
      ("MW-X12", 100), ("MW-X15", 100)], 300),
    ("H21 大四喜, 内四杠, 对子胡",
     "111z222z333z444z5m +5m", {}, None,
     # 清1 断1 将3 吊1 = 6 → 20 (wind 晕 excluded by 四喜, 缺 by 凑一色)
     # 将不幺 30, 凑一色 50, 对子胡 50, 大四喜 200 (replaces 破四喜), 内四杠 200 (replaces 内三杠) → 550
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B16", 1), ("MW-T", 20), ("MW-X34", 30), ("MW-X57", 50),
      ("MW-X5A", 50), ("MW-X13.1", 200), ("MW-X15.1", 200)], 550),
    ("H22 破四喜",
     "111z222z333z4z567m +4z", {}, None,
     # waits 4z.  清1 断1 吊1 = 3 → 10; 反匾 30, 凑一色 50, 破四喜 100, 内三杠 100 → 290
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B16", 1), ("MW-T", 10), ("MW-X32", 30), ("MW-X57", 50), ("MW-X13", 100),
      ("MW-X15", 100)], 290),
    ("H23 归, 归杠 and 外三归",
     "678s5m kakan:2222m kan:3333p kakan:4444s +5m", {}, None,
     # open (kan/kakan).  断1 将3 吊1 归2 归杠1 缺2 = 10 → 30; 外三归 +100 → 130
     [("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B11", 1), ("MW-B11", 1), ("MW-B12", 1), ("MW-B16", 1),
      ("MW-T", 30), ("MW-X16", 100)], 130),
    ("H24 a pung completed by a discard is not concealed",
     "222m333p44s55s678s +4s", {}, None,
     # waits 4s 5s (对倒).  清1 断1 将(55s)3 缺2 = 7 → 20; only two concealed pungs → 20
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-T", 20)], 20),
    ("H25 the same pung self-drawn: 内三杠",
     "222m333p44s55s678s +4s", {"win_by": "self_draw"}, None,
     # 摸1 + 7 = 8 → 20; three concealed pungs → 内三杠 +100 → 120
     [("MW-B01", 1), ("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-T", 20), ("MW-X15", 100)], 120),
    ("H26 枯四碰 removes 对子胡; 全求",
     "5m pon:222m pon:333p pon:444s kakan:6666s +5m", {}, None,
     # 断1 将3 吊1 归1 缺2 = 8 → 20; 枯四碰 100, 全求 50 → 170
     [("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B11", 1), ("MW-B16", 1), ("MW-T", 20), ("MW-X59", 50),
      ("MW-X18", 100)], 170),
    ("H27 an ankan breaks 全求 and 枯四碰",
     "5m pon:222m pon:333p pon:444s ankan:6666s +5m", {}, None,
     # 断1 将3 吊1 归杠1 缺2 = 8 → 20; 对子胡 50 → 70
     [("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B12", 1), ("MW-B16", 1), ("MW-T", 20), ("MW-X5A", 50)], 70),
    ("H28 清一色 七对 (seed: 200 + the count table)",
     "1133557799224p +4p", {}, None,
     # waits 4p.  清1 吊1 = 2 → 10 (缺×4 excluded by 清一色); 清一色 100 + 七对 100 → 210
     [("MW-B02", 1), ("MW-B16", 1), ("MW-T", 10), ("MW-X05", 100), ("MW-X06", 100)], 210),
    ("H29 楞子七对",
     "11112233m55p77s9s +9s", {}, None,
     # waits 9s.  清1 吊1 缺2 = 4 → 10; 楞子七对 +200 (replaces 七对 +100) → 210
     [("MW-B02", 1), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 10), ("MW-X06.1", 200)], 210),
    ("H30 三楞子七对",
     "11112222m3333p4s +4s", {}, None,
     # 清1 吊1 缺2 = 4 → 10; 三楞子七对 +800 → 810
     [("MW-B02", 1), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 10), ("MW-X06.3", 800)], 810),
    ("H31 绝章 with seen tiles",
     "234p345p456s678s5m +5m", {"seen": {"5m": 2}}, None,
     # one 5m in hand + 2 seen = 3 露面: 绝章 +50; 30 + 50 = 80
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 30),
      ("MW-X55", 50)], 80),
    ("H32 大绝章",
     "222m333p44s55s678s +4s", {"seen": {"4s": 1, "5s": 2}}, None,
     # waits 4s 5s; own 2 + 2, seen 1 + 2 → 7 of 8: 大绝章 +100; 20 + 100 = 120
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-T", 20), ("MW-X11", 100)], 120),
    ("H33 全带幺, 花 of 1-pungs, 内三杠",
     "111m999p111s789m9s +9s", {}, None,
     # waits 9s.  清1 吊1 缺2 花(111 万/条)1 = 5 → 20; 全带幺 50, 内三杠 100 → 170
     [("MW-B02", 1), ("MW-B08", 1), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 20), ("MW-X58", 50), ("MW-X15", 100)], 170),
    ("H34 节节高, 内四杠, 一块匾 (two waits: no 吊)",
     "222m333m444m555z6m +6m", {}, None,
     # waits 5m 6m.  pungs reading: 清1 断1 晕(白)2 = 4 → 10 (缺 excluded by 凑一色)
     # 一块匾 30, 凑一色 50, 对子胡 50, 节节高 100, 内四杠 200 → 440
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B14", 2), ("MW-T", 10), ("MW-X31", 30), ("MW-X57", 50), ("MW-X5A", 50),
      ("MW-X08", 100), ("MW-X15.1", 200)], 440),
    ("H35 风一色",
     ALL_HONORS, {}, None,
     # 晕 东(圈)1 南(门)1 白2 = 4, cap −1.  清1 断1 吊1 +4 −1 = 6 → 20
     # 全带幺 50, 对子胡 50, 风一色 100, 内四杠 200 → 420
     [("MW-B02", 1), ("MW-B04", 1), ("MW-B14", 1), ("MW-B14", 1), ("MW-B14", 2), ("MW-B16", 1), ("MW-Y", -1),
      ("MW-T", 20), ("MW-X58", 50), ("MW-X5A", 50), ("MW-X14", 100), ("MW-X15.1", 200)], 420),
    ("H36 杠上开花 with an East ankan",
     "234p345p678s5m ankan:1111z +5m", {"win_by": "self_draw", "kong_replacement": True, "seat": "E"}, None,
     # 摸1 清1 断1 将3 吊1 归杠1 晕(东 kong 圈+门)3 缺(箭)1 = 12 → 40; 一块匾 30, 杠上开花 50 → 120
     [("MW-B01", 1), ("MW-B02", 1), ("MW-B04", 1), ("MW-B05", 3), ("MW-B10", 1), ("MW-B12", 1), ("MW-B14", 3),
      ("MW-B16", 1), ("MW-T", 40), ("MW-X31", 30), ("MW-X54", 50)], 120),
    ("H37 one lone 缺 is 50 台",
     "456s78s11z chi:234m pon:999p +9s",
     {}, None,
     # 456s 78s 11z + chi 234m + pon 999p, win 9s two-sided (waits 6s 9s).  Only 缺(箭)1 → 50 台
     [("MW-B10", 1), ("MW-T", 50)], 50),
    ("H38 五门全 with nothing else: count 0 → 0 台",
     "456p78s55z chi:234m pon:444z +9s", {}, None,
     # all five 门, 北 pung is neither seat (S) nor round (E) wind: count 0 → 0; 五门全 50
     [("MW-T", 0), ("MW-X56", 50)], 50),
    ("H39 五门全, 反匾, round wind 晕",
     "123m456p789s111z5z +5z", {}, None,
     # waits 5z.  清1 吊1 晕(东 圈)1 = 3 → 10; 反匾 30, 五门全 50 → 90
     [("MW-B02", 1), ("MW-B14", 1), ("MW-B16", 1), ("MW-T", 10), ("MW-X32", 30), ("MW-X56", 50)], 90),
    ("H40 幺将",
     "234m345p456s678s1z +1z", {}, None,
     # waits 1z.  清1 平1 断1 吊1 缺(箭)1 = 5 → 20; 幺将 +30 → 50
     [("MW-B02", 1), ("MW-B03", 1), ("MW-B04", 1), ("MW-B10", 1), ("MW-B16", 1), ("MW-T", 20), ("MW-X33", 30)], 50),
    ("H41 将不幺",
     "123m789p111s999s5m +5m", {}, None,
     # waits 5m.  清1 将3 吊1 缺2 = 7 → 20; 将不幺 +30 → 50 (two concealed pungs only)
     [("MW-B02", 1), ("MW-B05", 3), ("MW-B10", 2), ("MW-B16", 1), ("MW-T", 20), ("MW-X34", 30)], 50),
]


def counted(res):
    return Counter((i.code, i.value) for i in res.counted)


@pytest.mark.parametrize("hid,hand,ctx,opts,expected,total", HANDS, ids=[h[0].split()[0] for h in HANDS])
def test_worked_hand(hid, hand, ctx, opts, expected, total):
    res = mj.score(hand, "mawan", context=ctx, options=opts)
    assert res.status == "scored"
    assert counted(res) == Counter(expected), hid
    assert res.total == total
    assert sum(p for p in res.payments.values()) == 0


def test_there_are_at_least_25_worked_hands():
    assert len(HANDS) >= 25


# ----------------------------------------------------------------------------------------------------
# Hands worked out by hand from the spec (MW-…), each with its arithmetic
# Adversarial review of the Mawan 马湾算胡 ruleset against ``shared/spec/mawan.md`` (MW-…).
#
# Every expected value below was worked out by hand from the spec text before the code was run; the
# arithmetic is in the comment of each case.  Defaults unless stated: won on a discard from 上家, winner
# South, dealer East, round wind East, stake "11".
#
# Count table MW-T: one lone 缺 → 50 台; 0 or a lone non-缺 1 → 0; 2–4 张 → 10; 5–8 → 20; 9–11 → 30; ≥12 → 40.
# ``W`` below is the set of live waits of the hand before the win (MW-W: 坎/边/吊 need |W| = 1).


EEE = {"seat": "E", "dealer": "E", "round_wind": "E"}

CASES = [
    # id, hand, context, options, {code: summed counted value}, total 台
    ("R01 一条龙 removes 配", "123m456m789m2345p +5p", {}, None,
     # W = {2p, 5p}: no 吊.  清1 平1 将(5p)3 缺(条风箭)3 = 8 → 20 (配 万 excluded by 一条龙); + 龙 50 = 70
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 3, "MW-B10": 3, "MW-T": 20, "MW-X51": 50}, 70),
    ("R02 幺将 with an honor pair", "234m456m345p678s5z +5z", {}, None,
     # W = {5z}.  清1 平1 断1 (honors allowed) 吊1 缺(风)1 = 5 → 20; 幺将 (白 pair, no set has 幺) 30 → 50
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30}, 50),
    ("R03 option duan_excludes_honors", "234m456m345p678s5z +5z", {}, {"duan_excludes_honors": True},
     # 断 gone: 4 → 10; + 30 = 40
     {"MW-B02": 1, "MW-B03": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X33": 30}, 40),
    ("R04 one lone 缺 = 50 台, 全带幺", "78s11z chi:123m pon:999p pon:111s +9s", {}, None,
     # W = {6s, 9s}.  only 缺(箭)1 → 50 (MW-T row "一个缺"); sets 123m 999p 111s 789s and pair 东 all 幺: 全带幺 50
     {"MW-B10": 1, "MW-T": 50, "MW-X58": 50}, 100),
    ("R05 the same shape won on 6s: 反匾", "78s11z chi:123m pon:999p pon:111s +6s", {}, None,
     # 678s is the only set without 幺 → 反匾 30 (not 全带幺); 50 + 30 = 80
     {"MW-B10": 1, "MW-T": 50, "MW-X32": 30}, 80),
    ("R06 五门全 with a count of 0", "78s66z chi:123m pon:999p pon:333z +9s", {}, None,
     # 西 pung is neither seat (S) nor round (E) wind; nothing counts → 0; 五门全 50 + 全带幺 50 = 100
     {"MW-T": 0, "MW-X56": 50, "MW-X58": 50}, 100),
    ("R07 清一色 七对 with three waits (no 吊)", "1122334455667m +7m", {}, None,
     # spec MW-B16 example: W = {1m, 4m, 7m} → no 吊.  seven pairs: 清1 (缺×4 excluded by 清一色) → a lone
     # non-缺 1 → 0; 清一色 100 + 七对 100 = 200 (standard readings: 10 + 100 (+30 幺将) ≤ 140)
     {"MW-B02": 1, "MW-T": 0, "MW-X05": 100, "MW-X06": 100}, 200),
    ("R08 楞子七对 single wait", "1111m3344p5566s7z +7z", {}, None,
     # W = {7z}.  清1 吊1 缺(风)1 = 3 → 10; 楞子七对 200 (replaces 七对 100) → 210
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X06.1": 200}, 210),
    ("R09 双楞子七对", "1111m3333p5566s7z +7z", {}, None,
     # 3 → 10; +400 = 410
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X06.2": 400}, 410),
    ("R10 三楞子七对", "1111m2222p3333s4z +4z", {}, None,
     # W = {4z}.  清1 吊1 缺(箭)1 = 3 → 10; +800 = 810
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X06.3": 800}, 810),
    ("R11 坎 on a 5 counts 2", "123m789m46p345s22s +5p", {}, None,
     # W = {5p}.  清1 平1 将(2s)2 坎(5)2 配(万)1 缺2 = 9 → 30
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B06": 2, "MW-B09": 1, "MW-B10": 2, "MW-T": 30}, 30),
    ("R12 closed shape but W = {3p, 4p}: no 坎", "123m789m345s2224p +3p", {}, None,
     # 清1 平1 将(2p)2 配1 缺2 = 7 → 20
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B09": 1, "MW-B10": 2, "MW-T": 20}, 20),
    ("R13 the same with wait_items_need_single_wait off", "123m789m345s2224p +3p", {},
     {"wait_items_need_single_wait": False},
     # + 坎(3p)1 = 8 → 20
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B06": 1, "MW-B09": 1, "MW-B10": 2, "MW-T": 20}, 20),
    ("R14 边 12+3 and 花", "12m456m456p567s88s +3m", {}, None,
     # W = {3m}.  清1 平1 将(8s)2 边1 花(456 万/筒)1 缺2 = 8 → 20
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B15": 1, "MW-B08": 1, "MW-B10": 2, "MW-T": 20}, 20),
    ("R15 边 89+7", "89m456p456s123s55p +7m", {}, None,
     # W = {7m}.  清1 平1 将(5p)3 边1 花(456 筒/条)1 缺2 = 9 → 30
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 3, "MW-B15": 1, "MW-B08": 1, "MW-B10": 2, "MW-T": 30}, 30),
    ("R16 断桥会 on a discard (chained exclusions)", "1234m6789m22p345s +5m", {}, None,
     # W = {5m}.  清1 平1 将2 缺2 = 6 → 20; 坎(5)2 and 一条龙 excluded by 断桥会, 配 by 一条龙; + 100 = 120
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B10": 2, "MW-T": 20, "MW-X07": 100}, 120),
    ("R17 the same self-drawn is 一条龙", "1234m6789m22p345s +5m", {"win_by": "self_draw"}, None,
     # 摸1 清1 平1 将2 坎2 缺2 = 9 → 30; 一条龙 50 (配 excluded) → 80
     {"MW-B01": 1, "MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B06": 2, "MW-B10": 2, "MW-T": 30, "MW-X51": 50}, 80),
    ("R18 MW-E 喜平断将将缺缺, two-sided win", "234m234p234s67m88s +8m", {}, None,
     # W = {5m, 8m}.  清1 平1 断1 将(8s)2 缺2 = 7 → 20; 喜相逢 50 + 20 → 100 台 (MW-E)
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B05": 2, "MW-B10": 2, "MW-E": 100}, 100),
    ("R19 MW-E needs 将 ≥ 2", "234m234p234s67m33s +8m", {}, None,
     # pair 3s: no 将.  清1 平1 断1 缺2 = 5 → 20; + 喜相逢 50 = 70
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B10": 2, "MW-T": 20, "MW-X52": 50}, 70),
    ("R20 two dragon pungs: 晕 cap, 凑一色, 反匾", "23m456m99m pon:777z pon:666z +1m", {}, None,
     # W = {1m, 4m}.  晕 2+2 = 4, cap → 3; 缺 excluded by 凑一色: 3 → 10; + 凑一色 50 + 反匾 (456m) 30 = 90
     {"MW-B14": 4, "MW-Y": -1, "MW-T": 10, "MW-X57": 50, "MW-X32": 30}, 90),
    ("R21 晕 cap all: 东 (圈+门) pung 2 + 中 2", "123m456p9s pon:111z pon:777z +9s", EEE, None,
     # W = {9s}.  吊1 晕4 → cap 3 = 4 → 10; 五门全 50, 反匾 (456p) 30 → 90
     {"MW-B16": 1, "MW-B14": 4, "MW-Y": -1, "MW-T": 10, "MW-X56": 50, "MW-X32": 30}, 90),
    ("R22 the same with yun_cap winds (wind 晕 2 ≤ 3)", "123m456p9s pon:111z pon:777z +9s", EEE,
     {"yun_cap": "winds"},
     # 吊1 晕4 = 5 → 20; + 80 = 100
     {"MW-B16": 1, "MW-B14": 4, "MW-T": 20, "MW-X56": 50, "MW-X32": 30}, 100),
    ("R23 the same with yun_cap none", "123m456p9s pon:111z pon:777z +9s", EEE, {"yun_cap": "none"},
     {"MW-B16": 1, "MW-B14": 4, "MW-T": 20, "MW-X56": 50, "MW-X32": 30}, 100),
    ("R24 East seat, East round: 东 pung 晕 2", "123m456p789s5s pon:111z +5s", EEE, None,
     # W = {5s}.  吊1 将(5s)3 晕2 缺(箭)1 = 7 → 20; 反匾 (456p) 30 → 50
     {"MW-B16": 1, "MW-B05": 3, "MW-B14": 2, "MW-B10": 1, "MW-T": 20, "MW-X32": 30}, 50),
    ("R25 seat wind only: 晕 1", "123m456p789s5s pon:111z +5s", {"seat": "E", "dealer": "E", "round_wind": "S"},
     None,
     # 吊1 将3 晕1 缺1 = 6 → 20; + 30 = 50
     {"MW-B16": 1, "MW-B05": 3, "MW-B14": 1, "MW-B10": 1, "MW-T": 20, "MW-X32": 30}, 50),
    ("R26 neither seat nor round wind: no 晕", "123m456p789s5s pon:111z +5s", {"round_wind": "S"}, None,
     # seat S, round S, 东 pung: nothing.  吊1 将3 缺1 = 5 → 20; + 30 = 50
     {"MW-B16": 1, "MW-B05": 3, "MW-B10": 1, "MW-T": 20, "MW-X32": 30}, 50),
    ("R27 seat-wind kong is still 1 晕; kan earns 归杠", "123m456p789s5s kan:1111z +5s",
     {"seat": "E", "dealer": "E", "round_wind": "S"}, None,
     # 吊1 将3 晕1 归杠1 缺1 = 7 → 20; + 30 = 50
     {"MW-B16": 1, "MW-B05": 3, "MW-B14": 1, "MW-B12": 1, "MW-B10": 1, "MW-T": 20, "MW-X32": 30}, 50),
    ("R28 三仙 + 凑一色 + 将不幺: count 0", "123m4m pon:555z pon:666z pon:777z +4m", {}, None,
     # W = {1m, 4m}.  dragon 晕 excluded by 三仙, 缺 by 凑一色 → 0; 100 + 50 + 将不幺 30 = 180
     {"MW-T": 0, "MW-X12": 100, "MW-X57": 50, "MW-X34": 30}, 180),
    ("R29 枯四碰 + 全求", "5p pon:222m pon:333p pon:444s pon:888m +5p", {}, None,
     # 断1 将3 吊1 缺2 = 7 → 20; 枯四碰 100 (对子胡 excluded), 全求 50 → 170
     {"MW-B04": 1, "MW-B05": 3, "MW-B16": 1, "MW-B10": 2, "MW-T": 20, "MW-X18": 100, "MW-X59": 50}, 170),
    ("R30 self-drawn: no 全求", "5p pon:222m pon:333p pon:444s pon:888m +5p", {"win_by": "self_draw"}, None,
     # 摸1 + 7 = 8 → 20; 枯四碰 100 → 120
     {"MW-B01": 1, "MW-B04": 1, "MW-B05": 3, "MW-B16": 1, "MW-B10": 2, "MW-T": 20, "MW-X18": 100}, 120),
    ("R31 内三杠 + 一块匾", "111m222p333s456m7z +7z", {}, None,
     # W = {7z}.  清1 吊1 缺(风)1 = 3 → 10; 内三杠 100, 一块匾 (111m only 幺 set) 30 → 140
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X15": 100, "MW-X31": 30}, 140),
    ("R32 a pung completed by a discard is not concealed", "111m222p33s456m77z +3s", {}, None,
     # W = {3s, 7z}.  清1 缺1 = 2 → 10; only 2 concealed pungs; 一块匾 30 → 40
     {"MW-B02": 1, "MW-B10": 1, "MW-T": 10, "MW-X31": 30}, 40),
    ("R33 the same self-drawn: 内三杠", "111m222p33s456m77z +3s", {"win_by": "self_draw"}, None,
     # 摸1 清1 缺1 = 3 → 10; 100 + 30 → 140
     {"MW-B01": 1, "MW-B02": 1, "MW-B10": 1, "MW-T": 10, "MW-X15": 100, "MW-X31": 30}, 140),
    ("R34 ankan counts for 内三杠", "111m222p456m7z ankan:3333s +7z", {}, None,
     # ankan keeps 清.  清1 归杠1 吊1 缺1 = 4 → 10; 内三杠 100, 一块匾 30 → 140
     {"MW-B02": 1, "MW-B12": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X15": 100, "MW-X31": 30}, 140),
    ("R35 a kan (冲杠) is exposed: no 内三杠", "111m222p456m7z kan:3333s +7z", {}, None,
     # 归杠1 吊1 缺1 = 3 → 10; 一块匾 30 → 40
     {"MW-B12": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X31": 30}, 40),
    ("R36 内四杠 on a discard pair win", "111m222p333s555m7z +7z", {}, None,
     # 清1 吊1 缺1 = 3 → 10; 内四杠 200, 对子胡 50, 一块匾 30 → 290
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X15.1": 200, "MW-X5A": 50, "MW-X31": 30}, 290),
    ("R37 外三归 (kan, kakan, kan)", "456m7z kan:1111m kakan:2222p kan:3333s +7z", {}, None,
     # 归1 归杠2 吊1 缺1 = 5 → 20; 外三归 100, 一块匾 (1111m) 30 → 150
     {"MW-B11": 1, "MW-B12": 2, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X16": 100, "MW-X31": 30}, 150),
    ("R38 外四归 + 对子胡 + 全求", "7z kan:1111m kan:2222p kan:3333s kan:5555m +7z", {}, None,
     # 归杠4 吊1 缺1 = 6 → 20; 外四归 200, 对子胡 50, 全求 50, 一块匾 30 → 350
     {"MW-B12": 4, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X16.1": 200, "MW-X5A": 50, "MW-X59": 50, "MW-X31": 30},
     350),
    ("R39 an ankan breaks 全求 and 外四归", "7z kan:1111m kan:2222p kan:3333s ankan:5555m +7z", {}, None,
     # 归杠4 吊1 缺1 = 6 → 20; 外三归 100, 对子胡 50, 一块匾 30 → 200
     {"MW-B12": 4, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X16": 100, "MW-X5A": 50, "MW-X31": 30}, 200),
    ("R40 枯四碰 counts a kakan", "7z pon:111m kakan:2222p pon:333s pon:555m +7z", {}, None,
     # 归1 吊1 缺1 = 3 → 10; 枯四碰 100, 全求 50, 一块匾 30 → 190
     {"MW-B11": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X18": 100, "MW-X59": 50, "MW-X31": 30}, 190),
    ("R41 枯四碰 does not count a kan", "7z pon:111m kan:2222p pon:333s pon:555m +7z", {}, None,
     # 归杠1 吊1 缺1 = 3 → 10; 对子胡 50, 全求 50, 一块匾 30 → 140
     {"MW-B12": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X5A": 50, "MW-X59": 50, "MW-X31": 30}, 140),
    ("R42 双龙抱柱 removes 归带杠", "2222334m567p789s +1m", {}, None,
     # W = {1m, 4m}.  22m + 123m + 234m.  清1 平1 将(2m)2 缺2 = 6 → 20; + 100 = 120
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B10": 2, "MW-T": 20, "MW-X17": 100}, 120),
    ("R43 归带杠 (222m + 234m)", "222234m567p789s1z +1z", {}, None,
     # W = {1z}.  清1 吊1 归带杠1 缺(箭)1 = 4 → 10
     {"MW-B02": 1, "MW-B16": 1, "MW-B13": 1, "MW-B10": 1, "MW-T": 10}, 10),
    ("R44 归带杠 across a declared pung", "234m567p789s1z pon:222m +1z", {}, None,
     # four 2m (pon + one in 234m), not a kong.  吊1 归带杠1 缺1 = 3 → 10
     {"MW-B16": 1, "MW-B13": 1, "MW-B10": 1, "MW-T": 10}, 10),
    ("R45 三同", "555s678m2p pon:555m pon:555p +2p", {}, None,
     # W = {2p}.  将2 吊1 断1 缺2 = 6 → 20; + 100 = 120
     {"MW-B05": 2, "MW-B16": 1, "MW-B04": 1, "MW-B10": 2, "MW-T": 20, "MW-X09": 100}, 120),
    ("R46 节节高", "444m567p8s pon:222m pon:333m +8s", {}, None,
     # W = {8s}.  将2 吊1 断1 缺2 = 6 → 20; + 100 = 120 (one concealed pung only)
     {"MW-B05": 2, "MW-B16": 1, "MW-B04": 1, "MW-B10": 2, "MW-T": 20, "MW-X08": 100}, 120),
    ("R47 双节节高 + 对子胡", "555m8p pon:222m pon:333m pon:444m +8p", {}, None,
     # 将2 吊1 断1 缺(条风箭)3 = 7 → 20; 双节节高 200 (replaces 100), 对子胡 50 → 270
     {"MW-B05": 2, "MW-B16": 1, "MW-B04": 1, "MW-B10": 3, "MW-T": 20, "MW-X08.1": 200, "MW-X5A": 50}, 270),
    ("R48 姊妹对 removes 高; 幺将", "234m567p9s chi:234m chi:234m +9s", {}, None,
     # W = {9s}.  平1 吊1 缺2 = 4 → 10 (高 ⌊3/2⌋ excluded); 姊妹对 100, 幺将 (9s pair, no set has 幺) 30 → 140
     {"MW-B03": 1, "MW-B16": 1, "MW-B10": 2, "MW-T": 10, "MW-X10": 100, "MW-X33": 30}, 140),
    ("R49 three concealed identical chows: 高 1, not 姊妹对", "234m234m234m567p9s +9s", {}, None,
     # best reading 222m 333m 444m 567p 99s: 清1 吊1 缺2 = 4 → 10; 节节高 100, 内三杠 100, 幺将 30 → 240
     # (chow reading: 清1 平1 高1 吊1 缺2 = 6 → 20 + 幺将 30 = 50)
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 2, "MW-T": 10, "MW-X08": 100, "MW-X15": 100, "MW-X33": 30}, 240),
    ("R50 绝章: own copy + 2 seen", "234m456m345p678s5z +5z", {"seen": {"5z": 2}}, None,
     # R02 + 绝章 50 = 100
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30, "MW-X55": 50}, 100),
    ("R51 only 2 of the other 3 seen: no 绝章", "234m456m345p678s5z +5z", {"seen": {"5z": 1}}, None,
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30}, 50),
    ("R52 大绝章", "123m456m789p33s77z +3s", {"seen": {"3s": 1, "7z": 2}}, None,
     # W = {3s, 7z}; own 2 + 2, seen 1 + 2 = 7 of 8.  清1 缺(风)1 = 2 → 10; + 100 = 110
     {"MW-B02": 1, "MW-B10": 1, "MW-T": 10, "MW-X11": 100}, 110),
    ("R53 6 of 8 seen: no 大绝章", "123m456m789p33s77z +3s", {"seen": {"3s": 1, "7z": 1}}, None,
     {"MW-B02": 1, "MW-B10": 1, "MW-T": 10}, 10),
    ("R54 风一色: 断 holds (no suit 1/9), 晕 cap", "555z6z pon:111z pon:222z pon:333z +6z", {}, None,
     # 晕 东(圈)1 南(门)1 白2 = 4 → cap 3.  断1 吊1 +3 = 5 → 20 (缺 excluded by 风一色)
     # 风一色 100, 对子胡 50, 全带幺 50 → 220
     {"MW-B04": 1, "MW-B14": 4, "MW-Y": -1, "MW-B16": 1, "MW-T": 20, "MW-X14": 100, "MW-X5A": 50, "MW-X58": 50},
     220),
    ("R55 破四喜: a lone 吊 → 0 台", "123m4z pon:111z pon:222z pon:333z +4z", {}, None,
     # wind 晕 excluded by 破四喜, 缺 by 凑一色: 吊1 alone → 0; 破四喜 100, 凑一色 50, 全带幺 50 → 200
     {"MW-B16": 1, "MW-T": 0, "MW-X13": 100, "MW-X57": 50, "MW-X58": 50}, 200),
    ("R56 大四喜 + 枯四碰 + 全求 + 将不幺", "5m pon:111z pon:222z pon:333z pon:444z +5m", {}, None,
     # 断1 将3 吊1 = 5 → 20; 大四喜 200, 枯四碰 100, 凑一色 50, 全求 50, 将不幺 30 → 450
     {"MW-B04": 1, "MW-B05": 3, "MW-B16": 1, "MW-T": 20, "MW-X13.1": 200, "MW-X18": 100, "MW-X57": 50,
      "MW-X59": 50, "MW-X34": 30}, 450),
    ("R57 三仙 leaves wind 晕", "5m pon:555z pon:666z pon:777z pon:111z +5m", {}, None,
     # 东 round pung 1 晕 (dragon 晕 excluded).  断1 将3 吊1 晕1 = 6 → 20
     # 三仙 100, 枯四碰 100, 凑一色 50, 全求 50, 将不幺 30 → 350
     {"MW-B04": 1, "MW-B05": 3, "MW-B14": 1, "MW-B16": 1, "MW-T": 20, "MW-X12": 100, "MW-X18": 100,
      "MW-X57": 50, "MW-X59": 50, "MW-X34": 30}, 350),
    ("R58 花 of pungs", "555m555p234s67s22s +8s", {}, None,
     # W = {5s, 8s}.  清1 将2 断1 花(555 万/筒)1 缺2 = 7 → 20
     {"MW-B02": 1, "MW-B05": 2, "MW-B04": 1, "MW-B08": 1, "MW-B10": 2, "MW-T": 20}, 20),
    ("R59 杠上开花 with an ankan", "123m456p67s88s ankan:9999m +5s", {"win_by": "self_draw",
                                                                    "kong_replacement": True}, None,
     # 摸1 清1 归杠1 将2 缺2 = 7 → 20; 杠上开花 50 → 70 (9999m and 123m both 幺: no 一块匾)
     {"MW-B01": 1, "MW-B02": 1, "MW-B12": 1, "MW-B05": 2, "MW-B10": 2, "MW-T": 20, "MW-X54": 50}, 70),
    ("R60 last tile on a discard: no 海底捞月", "123m456p789s5s pon:111z +5s", {"last_tile": True}, None,
     # 东 round pung 1.  吊1 将3 晕1 缺1 = 6 → 20; 反匾 30 → 50
     {"MW-B16": 1, "MW-B05": 3, "MW-B14": 1, "MW-B10": 1, "MW-T": 20, "MW-X32": 30}, 50),
    ("R61 last tile self-drawn: 海底捞月", "123m456p789s5s pon:111z +5s", {"last_tile": True,
                                                                       "win_by": "self_draw"}, None,
     # 摸1 + 6 = 7 → 20; 反匾 30 + 海底 50 → 100
     {"MW-B01": 1, "MW-B16": 1, "MW-B05": 3, "MW-B14": 1, "MW-B10": 1, "MW-T": 20, "MW-X32": 30, "MW-X53": 50},
     100),
    ("R62 two 配 and two 花", "123m789m123p789p5s +5s", {}, None,
     # W = {5s}.  清1 平1 将3 吊1 配2 花(123, 789)2 缺(风箭)2 = 12 → 40; 将不幺 30 → 70
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 3, "MW-B16": 1, "MW-B09": 2, "MW-B08": 2, "MW-B10": 2, "MW-T": 40,
      "MW-X34": 30}, 70),
    ("R63 一条龙 needs the chows (default)", "111m234m567m789m5s +5s", {}, None,
     # W = {5s}.  清1 吊1 将3 缺3 = 8 → 20; no 123/456 chows → no 龙
     {"MW-B02": 1, "MW-B16": 1, "MW-B05": 3, "MW-B10": 3, "MW-T": 20}, 20),
    ("R64 long_needs_chows off: ranks 1–9 anywhere", "111m234m567m789m5s +5s", {}, {"long_needs_chows": False},
     {"MW-B02": 1, "MW-B16": 1, "MW-B05": 3, "MW-B10": 3, "MW-T": 20, "MW-X51": 50}, 70),
    ("R65 bian_constrains_pair: a 幺 pair spoils 一块匾", "111m222p333s456m7z +7z", {},
     {"bian_constrains_pair": True},
     # R31 without 一块匾: 10 + 100 = 110
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X15": 100}, 110),
    ("R66 seven pairs of 幺: no 全带幺 (standard only)", "11m99m11p99p11s99s1z +1z", {}, None,
     # W = {1z}.  清1 吊1 缺(箭)1 = 3 → 10; 七对 100 → 110
     {"MW-B02": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 10, "MW-X06": 100}, 110),
    ("R67 清一色 + 楞子七对", "1111223344556m +6m", {}, None,
     # W ⊇ {3m, 6m}: no 吊.  清1 → lone 1 → 0; 清一色 100 + 楞子七对 200 → 300
     {"MW-B02": 1, "MW-T": 0, "MW-X05": 100, "MW-X06.1": 200}, 300),
    ("R68 抢杠", "123m789m46p345s22s +5p", {"win_by": "rob_kong"}, None,
     # R11 (30) + 抢杠 50 = 80
     {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B06": 2, "MW-B09": 1, "MW-B10": 2, "MW-T": 30, "MW-X5B": 50}, 80),
    ("R69 举手听 flag", "234m456m345p678s5z +5z", {"jushou_ting": True}, None,
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30, "MW-X03": 100}, 150),
    ("R70 开天辟", "234m456m345p678s5z +5z", {"first_discard": True}, None,
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30, "MW-X04": 100}, 150),
    ("R71 十三散 checked from the dealt hand", "234m456m345p678s5z +5z", {"initial_hand": "147m258p369s1234z"},
     None,
     # 147m 258p 369s: same-suit gaps of 3; four different winds, no pair → scattered; not ready → no 举手听
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30, "MW-X02": 100}, 150),
    ("R72 a pair in the dealt hand: no 十三散", "234m456m345p678s5z +5z", {"initial_hand": "147m258p369s1134z"},
     None,
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30}, 50),
    ("R73 举手听 checked from the dealt hand", "234m456m345p678s5z +5z", {"initial_hand": "123m456m789m2345p"},
     None,
     {"MW-B02": 1, "MW-B03": 1, "MW-B04": 1, "MW-B16": 1, "MW-B10": 1, "MW-T": 20, "MW-X33": 30, "MW-X03": 100}, 150),
]

def summed(res):
    out = defaultdict(float)
    for i in res.items:
        if i.counted:
            out[i.code] += i.value
    return dict(out)

@pytest.mark.parametrize("cid,hand,ctx,opts,expected,total", CASES, ids=[c[0].split()[0] for c in CASES])
def test_review_case(cid, hand, ctx, opts, expected, total):
    r = mj.score(hand, "mawan", context=ctx, options=opts)
    assert r.status == "scored"
    assert summed(r) == expected, cid
    assert r.total == total
    # the hand's value is the best reading's value, and every reading is listed with its items
    assert r.total == max(rs.value for rs in r.readings)
    assert all(rs.items for rs in r.readings)
    # MW-M: three payers, each 台 ÷ 10 × 底 (stake "11": 1 元), nets sum to zero
    assert sorted(p.payer for p in r.payment_lines) == sorted(s for s in "ESWN" if s != r.context.seat)
    assert all(p.amount == total / 10 for p in r.payment_lines)
    assert sum(r.payments.values()) == 0
    assert r.payments[r.context.seat] == 3 * total / 10

def test_at_least_thirty_review_cases():
    assert len(CASES) >= 30

def test_spec_seven_pairs_wait_example():
    # mawan.md MW-B16: 1122334455667m waits on 1m 4m 7m (seven pairs 7m; standard 1m / 4m)
    assert tiles_str(mj.waits("1122334455667m", "mawan").live) == "147m"
    r = mj.score("1122334455667m +7m", "mawan")
    assert all(i.code != "MW-B16" for rs in r.readings for i in rs.items)

@pytest.mark.parametrize("hand,ctx,code,needle_en,needle_zh", [
    ("123m789m46p345s22s +5p", {}, "MW-B09", "123m 789m", "一二三万"),        # 配 names its chows
    ("234m234p234s67m88s +8m", {}, "MW-X52", "234m 234p 234s", "二三四饼"),  # 喜相逢 (excluded by MW-E)
    ("78s11z chi:123m pon:999p pon:111s +9s", {}, "MW-X58", "pair 11z", "东东"),  # 全带幺 names sets and pair
    ("7z kan:1111m kan:2222p kan:3333s kan:5555m +7z", {}, "MW-X5A", "1111m", "一万"),  # 对子胡
    ("7z kan:1111m kan:2222p kan:3333s kan:5555m +7z", {}, "MW-X59", "2222p", "二二二二饼"),  # 全求 (马湾 writes 饼)
    ("123m4m pon:555z pon:666z pon:777z +4m", {}, "MW-X12", "555z", "白"),          # 三仙
    ("5m pon:111z pon:222z pon:333z pon:444z +5m", {}, "MW-X13", "444z", "北"),     # 大四喜
    ("123m456p789s5s pon:111z +5s", {"last_tile": True, "win_by": "self_draw"}, "MW-X53", "5s", "五条"),  # 海底
    ("123m456p67s88s ankan:9999m +5s", {"win_by": "self_draw", "kong_replacement": True}, "MW-X54", "5s", "五条"),
    ("234m456m345p678s5z +5z", {"first_discard": True}, "MW-X04", "5z", "白"),     # 开天辟
])
def test_reasons_name_the_tiles(hand, ctx, code, needle_en, needle_zh):
    r = mj.score(hand, "mawan", context=ctx)
    items = [i for i in r.items if i.code == code]
    assert items, code
    assert any(needle_en in i.reason.en and needle_zh in i.reason.zh for i in items),\
        [(i.reason.zh, i.reason.en) for i in items]

def test_liable_seat_pays_its_own_share_in_plain_words():
    # 包胡 (MW-M): West liable pays all three shares of 170 台 = 17 元 each; its own line says "own share"
    r = mj.score("5p pon:222m pon:333p pon:444s pon:888m +5p", "mawan", liable="W")
    assert [p.payer for p in r.payment_lines] == ["W", "W", "W"]
    assert r.payments == {"E": 0, "S": 51.0, "W": -51.0, "N": 0}
    own = [p for p in r.payment_lines if "own share" in p.reason.en]
    assert len(own) == 1 and "自己" in own[0].reason.zh
    assert all("West's share" not in p.reason.en for p in r.payment_lines)

def test_stake_22_doubles_every_share():
    # MW-M: stake "22" → 10 台 = 2 元; R11 is 30 台 → 6 元 from each of three
    r = mj.score("123m789m46p345s22s +5p", "mawan", options={"stake": "22"})
    assert r.payments == {"E": -6.0, "S": 18.0, "W": -6.0, "N": -6.0}

def _notes(hand, **kw):
    return {n.code: n.text for n in mj.score(hand, "mawan", **kw).notes}

def test_note_kan_is_not_concealed_for_nei_san_gang():
    notes = _notes("111m222p456m7z kan:3333s +7z")
    assert "MW-X15" in notes and "kan" in notes["MW-X15"].en and "冲杠" in notes["MW-X15"].zh

def test_note_last_discard_is_not_hai_di():
    notes = _notes("123m456p789s5s pon:111z +5s", last_tile=True)
    assert "MW-X53" in notes and "self-draw" in notes["MW-X53"].en

def test_note_robbed_kong_is_not_a_discard_for_jue_zhang():
    # robbing 5p: the robbed kong shows the other three 5p; 绝章 would hold on a discard, not on a rob
    notes = _notes("123m789m46p345s22s +5p", win_by="rob_kong", seen={"5p": 3})
    assert "MW-X5B" in notes and "绝章" in notes["MW-X5B"].zh

def test_note_fan_bian_any_set():
    # 反匾 by the chow 678s: "一句中的三字" read as any set (a chow too) decided it; the pair 11z holds a 幺,
    # so constraining the pair (the option) would change nothing: no pair note
    notes = _notes("78s11z chi:123m pon:999p pon:111s +6s")
    assert "MW-X32" in notes and "any one set" in notes["MW-X32"].en and "MW-X31" not in notes

def test_first_discard_must_come_from_the_dealer():
    # MW-X04: the first discard of a hand is the dealer's; an explicit other discarder contradicts it
    with pytest.raises(MjError) as e:
        mj.score("234m456m345p678s5z +5z", "mawan", first_discard=True, seat="W", discarder="N")
    assert "dealer" in str(e.value)
    r = mj.score("234m456m345p678s5z +5z", "mawan", first_discard=True, seat="W", discarder="E")
    assert r.total == 150  # R70

def test_first_discard_and_last_tile_contradict():
    with pytest.raises(MjError):
        mj.score("234m456m345p678s5z +5z", "mawan", first_discard=True, last_tile=True)

@pytest.mark.parametrize("call", [
    lambda: resolve_claims("E", None),
    lambda: resolve_claims("E", ["S"]),
    lambda: resolve_claims("E", {"W": "chi"}, discarder="E"),   # only S (下家 of E) may chow E's discard
    lambda: PotCycle(base=-1),
    lambda: PotCycle(base="a"),
    lambda: PotCycle.from_options(["11"]),
    lambda: share("x", "11"),
    lambda: share(-10, "11"),
])
def test_procedures_reject_odd_inputs(call):
    with pytest.raises(MjError):
        call()

def test_chow_claim_by_the_next_seat_is_fine():
    # MW-A5: a pung claim beats a chow claim; S is the 下家 of the discarder E
    assert resolve_claims("E", {"S": "chi", "W": "pon"}, discarder="E") == ("W", "pon")
    assert resolve_claims("E", {"S": "chi"}, discarder="E") == ("S", "chi")
    assert PotCycle.from_options(None).fine == 3  # defaults: 底 1 元 × pot_fine 3

def test_first_discard_with_declared_sets_contradicts():
    # MW-X04: on the very first discard the winner has had no turn, so it cannot have claimed or declared a set
    with pytest.raises(MjError):
        mj.score("123m456p789s5s pon:111z +5s", "mawan", first_discard=True)

def test_duan_qiao_on_a_robbed_kong():
    # MW-X07 needs "由别人打出五": a robbed 5m is not a discard, so 一条龙 stands (as self-drawn, without 摸):
    # 清1 平1 将2 坎(5)2 缺2 = 8 → 20 (配 excluded by 一条龙); 一条龙 50 + 抢杠 50 → 120
    r = mj.score("1234m6789m22p345s +5m", "mawan", win_by="rob_kong")
    assert summed(r) == {"MW-B02": 1, "MW-B03": 1, "MW-B05": 2, "MW-B06": 2, "MW-B10": 2, "MW-T": 20,
                         "MW-X51": 50, "MW-X5B": 50}
    assert r.total == 120
    assert any(n.code == "MW-X5B" and "断桥会" in n.text.zh for n in r.notes)
