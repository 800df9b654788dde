"""Worked Mawan hands (spec ``mawan.md``): each asserts the full counted item list (code, count/台) and the
total 台.  Every expected value is worked out by hand from the spec; the arithmetic is in the comments.

Defaults unless stated: won on a discard from 上家, winner South, round wind East, stake "11".
Count table MW-T: 2–4 张 → 10, 5–8 → 20, 9–11 → 30, ≥12 → 40; one lone 缺 → 50; 0 → 0.
"""
from collections import Counter

import pytest

import mjlearn as mj

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
     "111z222z333z555z6z +6z", {}, None,
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
