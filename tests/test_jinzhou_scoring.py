"""Jinzhou multipliers JZ-M01…M11 and payments JZ-P1…P3 (spec ``jinzhou.md`` § JZ-M, JZ-P), plus worked hands.

Share S = class base × 2^(JZ-M01…M09, M11 that apply); each payer's share is doubled when that payer or the
winner is the dealer (JZ-M10).  Self-draw: each pays its own share (JZ-P1); discard: the discarder pays all
three (JZ-P2); 天胡 200 each (JZ-P3).  Every expected number below is worked out in its comment."""
from __future__ import annotations

import pytest

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules.jinzhou.payments import shares

JZ = "jinzhou"
# 单粘 C2 hand, closed: 2m 456m 345p 789p 555s + 2m (only wait 2m)
CLOSED_C2 = "2m456m345p789p555s +2m"
# the same shape opened by a pung: 2m 456m 345p 789p pon:555s + 2m
OPEN_C2 = "2m456m345p789p pon:555s +2m"


def sc(hand, **ctx):
    r = mj.score(hand, JZ, **ctx)
    assert r.is_win, [str(t) for t in r.why_not]
    assert sum(r.payments.values()) == 0
    assert r.payments == mj.rules.settle(r.payment_lines)
    return r


def mults(r):
    return [i.code for i in r.counted if i.family == "multiplier"]


# ---------------------------------------------------------------- JZ-M01 闭门
def test_M01_closed():
    r = sc(CLOSED_C2)
    assert "JZ-M01" in mults(r) and r.total == 4 * 2 * 2  # C2 × 闭门 × 点炮 = 16


def test_M01_not_when_open():
    r = sc(OPEN_C2)
    assert "JZ-M01" not in mults(r) and r.total == 4 * 2  # C2 × 点炮 = 8


def test_M01_ankan_keeps_hand_closed():
    # ankan does not open: 2m 456m 345p 789p ankan:5555s
    r = sc("2m456m345p789p ankan:5555s +2m")
    assert "JZ-M01" in mults(r)


def test_M01_never_for_seven_pairs():
    r = sc("1199m2255p33774s +4s")
    assert "JZ-M01" not in mults(r)
    ex = [i for i in r.excluded if i.code == "JZ-M01"]
    assert ex and ex[0].excluded_reason.key == "jz.M01.qidui"
    assert r.total == 16 * 2  # C4 × 点炮


# ---------------------------------------------------------------- JZ-M02 四清
def test_M02_all_closed():
    r = sc(CLOSED_C2, all_closed=True)
    assert "JZ-M02" in mults(r) and r.total == 4 * 2 * 2 * 2  # C2 × 闭门 × 四清 × 点炮 = 32
    assert "JZ-M02" in [n.code for n in r.notes]


def test_M02_not_without_flag():
    assert "JZ-M02" not in mults(sc(CLOSED_C2))


def test_M02_never_with_seven_pairs():
    r = sc("1199m2255p33774s +4s", all_closed=True)
    assert "JZ-M02" not in mults(r) and r.total == 32


def test_M02_contradicts_an_open_winner():
    with pytest.raises(MjError):
        mj.score(OPEN_C2, JZ, all_closed=True)


# ---------------------------------------------------------------- JZ-M03 自摸 / JZ-P1
def test_M03_self_draw_and_P1():
    r = sc(OPEN_C2, win_by="self_draw")
    # C2 4 × 自摸 2 = 8 per share; dealer E pays 16, W and N 8 each → S collects 32
    assert mults(r) == ["JZ-M03"] and r.total == 8
    assert r.payments == {"E": -16, "S": 32, "W": -8, "N": -8}
    assert {p.code for p in r.payment_lines} == {"JZ-P1"}


def test_M03_not_on_discard():
    assert "JZ-M03" not in mults(sc(OPEN_C2))


# ---------------------------------------------------------------- JZ-M04 / M05 杠开花
def test_M04_kong_replacement():
    # 2m 456m 345p 789p ankan:5555s, self-drawn replacement 2m: C2 4 × 闭门 × 自摸 × 杠开花 = 32
    r = sc("2m456m345p789p ankan:5555s +2m", win_by="self_draw", kong_replacement=True)
    assert mults(r) == ["JZ-M01", "JZ-M03", "JZ-M04"] and r.total == 32


def test_M05_red_kong_replacement():
    # ankan of 红中 (横 and 幺九), 789s for 条: + 红中杠开花 → 4 × 2^4 = 64
    r = sc("2m456m345p789s ankan:7777z +2m", win_by="self_draw", kong_replacement=True, kong_replacement_red=True)
    assert mults(r) == ["JZ-M01", "JZ-M03", "JZ-M04", "JZ-M05"] and r.total == 64


def test_M05_needs_a_red_kong():
    with pytest.raises(MjError):
        mj.score("2m456m345p789p ankan:5555s +2m", JZ, win_by="self_draw", kong_replacement=True,
                 kong_replacement_red=True)


def test_M04_not_without_kong_flag():
    r = sc("2m456m345p789p ankan:5555s +2m", win_by="self_draw")
    assert "JZ-M04" not in mults(r) and r.total == 16


# ---------------------------------------------------------------- JZ-M06 点炮 / M07 抢杠
def test_M06_discard():
    assert mults(sc(OPEN_C2)) == ["JZ-M06"]


def test_M07_rob_kong_on_top_of_M06():
    # 23s 123m 456p 99s pon:777z, robbing W's added kong of 1s: 1s completes 123s (单胡幺? no, 99s/红中 give
    # 幺九, 4s also wins) → C1 2 × 点炮 × 抢杠 = 8; W alone pays 8 + 8 + 16 (E dealer) = 32
    r = sc("23s123m456p99s pon:777z +1s", win_by="rob_kong", discarder="W")
    assert mults(r) == ["JZ-M06", "JZ-M07"] and r.total == 8
    assert r.payments == {"E": 0, "S": 32, "W": -32, "N": 0}


def test_M07_not_on_plain_discard():
    assert "JZ-M07" not in mults(sc("23s123m456p99s pon:777z +1s", discarder="W"))


# ---------------------------------------------------------------- JZ-M08 / M09 杠流泪
def test_M08_kong_discard():
    r = sc(OPEN_C2, kong_discard=True, discarder="N")
    # C2 4 × 点炮 × 杠流泪 = 16; N pays 16 (N) + 16 (W) + 32 (E dealer) = 64
    assert mults(r) == ["JZ-M06", "JZ-M08"] and r.total == 16 and r.payments["N"] == -64


def test_M09_red_kong_discard():
    r = sc(OPEN_C2, kong_discard=True, kong_discard_red=True, discarder="N")
    assert mults(r) == ["JZ-M06", "JZ-M08", "JZ-M09"] and r.total == 32


def test_M08_not_on_self_draw():
    with pytest.raises(MjError):
        mj.score(OPEN_C2, JZ, win_by="self_draw", kong_discard=True)


# ---------------------------------------------------------------- JZ-M10 庄家
def test_M10_dealer_wins_self_draw():
    # winner E = dealer: every share doubled: C2 4 × 自摸 2 × 庄 2 = 16 from each of S, W, N = 48
    r = sc(OPEN_C2, win_by="self_draw", seat="E", dealer="E")
    assert r.item("JZ-M10").family == "multiplier" and r.total == 16
    assert r.payments == {"E": 48, "S": -16, "W": -16, "N": -16}


def test_M10_dealer_pays_double_share():
    # winner S, dealer W, self-draw: share 8; W pays 16, E and N 8 → 32
    r = sc(OPEN_C2, win_by="self_draw", seat="S", dealer="W")
    assert r.item("JZ-M10").family == "dealer_share" and r.total == 8
    assert r.payments == {"E": -8, "S": 32, "W": -16, "N": -8}


def test_M10_shares_helper():
    assert shares(8, "S", "E") == {"E": 16, "W": 8, "N": 8}
    assert shares(8, "E", "E") == {"S": 16, "W": 16, "N": 16}


# ---------------------------------------------------------------- JZ-M11 海底捞月
def test_M11_haidi_self_draw():
    r = sc(OPEN_C2, win_by="self_draw", last_tile=True)
    assert mults(r) == ["JZ-M03", "JZ-M11"] and r.total == 16  # 4 × 2 × 2
    assert "JZ-F1" in [n.code for n in r.notes]  # the 分张 interpretation is shown


def test_M11_not_on_discard():
    r = sc(OPEN_C2, last_tile=True)
    assert "JZ-M11" not in mults(r) and "JZ-M11" in [n.code for n in r.notes]


# ---------------------------------------------------------------- JZ-P2 the spec's two worked examples
def test_P2_spec_example_share_8():
    # winner S, dealer E, W discards, share 8 → W pays 8 (W) + 8 (N) + 16 (E) = 32
    # share 8: OPEN_C2 = C2 4 × 点炮 2
    r = sc(OPEN_C2, seat="S", dealer="E", discarder="W")
    assert r.total == 8
    assert r.payments == {"E": 0, "S": 32, "W": -32, "N": 0}
    assert sorted(p.amount for p in r.payment_lines) == [8, 8, 16]
    assert {p.payer for p in r.payment_lines} == {"W"} and {p.code for p in r.payment_lines} == {"JZ-P2"}


def test_P2_spec_example_dealer_discards_share_32():
    # East (dealer) discards a share-32 hand: 64 + 32 + 32 = 128.
    # share 32: spec hand pon 222m 555p 777s + 1112s won on 2s: C4 16 × 点炮 2
    r = sc("1112s pon:222m pon:555p pon:777s +2s", seat="S", dealer="E", discarder="E")
    assert r.total == 32
    assert r.payments == {"E": -128, "S": 128, "W": 0, "N": 0}
    assert sorted(p.amount for p in r.payment_lines) == [32, 32, 64]


# ---------------------------------------------------------------- JZ-P3 天胡
def test_P3_tianhu():
    r = sc(CLOSED_C2, win_by="self_draw", first_turn=True, seat="E", dealer="E")
    assert r.total == 200 and r.item("JZ-P3") is not None
    assert r.payments == {"E": 600, "S": -200, "W": -200, "N": -200}


def test_P3_not_for_non_dealer():
    # South's first-turn self-draw: normal value (C2 4 × 闭门 × 自摸 = 16) and a note
    r = sc(CLOSED_C2, win_by="self_draw", first_turn=True)
    assert r.item("JZ-P3") is None and r.total == 16
    assert "JZ-P3" in [n.code for n in r.notes]


def test_P3_dealer_discard_first_turn_rejected():
    with pytest.raises(MjError):
        mj.score(CLOSED_C2, JZ, first_turn=True, seat="E", dealer="E")


# ---------------------------------------------------------------- worked hands
# (hand, context, class, share S, payments) — S and payments worked by hand in the comment
WORKED = [
    # 1 C1 two-sided, closed, discard by E (dealer): 2 × 2 × 2 = 8; E pays 16 + 8 + 8
    ("23m345p789p555s66s +4m", {}, "JZ-C1", 8, {"E": -32, "S": 32, "W": 0, "N": 0}),
    # 2 C1 对倒, closed, self-draw: 2 × 闭门 × 自摸 = 8; E 16, W 8, N 8
    ("55m88p123s456s789s +5m", {"win_by": "self_draw"}, "JZ-C1", 8, {"E": -16, "S": 32, "W": -8, "N": -8}),
    # 3 C2 夹, open (chi), discard by N: 4 × 2 = 8; N pays 8 + 8 + 16
    ("13m345p555s66s chi:789p +2m", {"discarder": "N"}, "JZ-C2", 8, {"E": 0, "S": 32, "W": 0, "N": -32}),
    # 4 C2 边 closed self-draw: 4 × 2 × 2 = 16; E 32, W 16, N 16
    ("12m345p789p555s66s +3m", {"win_by": "self_draw"}, "JZ-C2", 16, {"E": -32, "S": 64, "W": -16, "N": -16}),
    # 5 C2 单胡幺 closed, discard E: 4 × 2 × 2 = 16; E pays 32 + 16 + 16
    ("23m345p567s555s66s +1m", {}, "JZ-C2", 16, {"E": -64, "S": 64, "W": 0, "N": 0}),
    # 6 C2 单粘 with 红中 pair as 横 and 幺九: 234m 345p 567s 234s 7z + 7z, closed, discard E: 4×2×2 = 16
    ("234m345p567s234s7z +7z", {}, "JZ-C2", 16, {"E": -64, "S": 64, "W": 0, "N": 0}),
    # 7 红中 pung as 幺九 and 横: 234m 345p 567s 777z 8p + 8p 单粘 closed, discard E: 16
    ("234m345p567s777z8p +8p", {}, "JZ-C2", 16, {"E": -64, "S": 64, "W": 0, "N": 0}),
    # 8 C3 对倒飘 open, discard W: 8 × 2 = 16; W pays 16 + 16 + 32 (E)
    ("55m88p pon:111s pon:999s pon:222p +5m", {"discarder": "W"}, "JZ-C3", 16, {"E": 0, "S": 64, "W": -64, "N": 0}),
    # 9 C4 单粘飘 closed, dealer E wins self-draw: 16 × 闭门 × 自摸 × 庄 = 128 from each → 384
    ("5m222m888p111s999s +5m", {"win_by": "self_draw", "seat": "E", "dealer": "E"}, "JZ-C4", 128,
     {"E": 384, "S": -128, "W": -128, "N": -128}),
    # 10 C4 手把一 (four pons), discard by N, dealer N: 16 × 2 = 32; N pays 64 (own, dealer) + 32 + 32 = 128
    ("5m pon:222m pon:888p pon:111s pon:999s +5m", {"discarder": "N", "dealer": "N"}, "JZ-C4", 32,
     {"E": 0, "S": 128, "W": 0, "N": -128}),
    # 11 C4 seven pairs, self-draw by W, dealer E: 16 × 自摸 = 32; E 64, S 32, N 32
    ("1199m2255p33774s +4s", {"win_by": "self_draw", "seat": "W"}, "JZ-C4", 32,
     {"E": -64, "S": -32, "W": 128, "N": -32}),
    # 12 C5 luxury seven pairs, dealer E wins on S's discard: 32 × 2 (点炮) × 2 (庄) = 128 per share; S pays 3 × 128
    ("1111m2255p33774s +4s", {"seat": "E", "dealer": "E", "discarder": "S"}, "JZ-C5", 128,
     {"E": 384, "S": -384, "W": 0, "N": 0}),
    # 13 C1 spec hand on 3s, discard W: 2 × 2 = 4; W pays 4 + 4 + 8
    ("1112s pon:222m pon:555p pon:777s +3s", {"discarder": "W"}, "JZ-C1", 4, {"E": 0, "S": 16, "W": -16, "N": 0}),
    # 14 C2 夹 closed + 四清 + self-draw + 海底: 4 × 2^4 = 64; E 128, W 64, N 64
    ("13m345p789p555s66s +2m", {"win_by": "self_draw", "all_closed": True, "last_tile": True}, "JZ-C2", 64,
     {"E": -128, "S": 256, "W": -64, "N": -64}),
    # 15 C2 边 on 7m (89m), open (chi 123p), W discards: 4 × 2 = 8; W pays 8 (W) + 8 (N) + 16 (E)
    ("89m345p555s66s chi:123p +7m", {"discarder": "W"}, "JZ-C2", 8, {"E": 0, "S": 32, "W": -32, "N": 0}),
    # 16 dealer E discards to North: closed 夹 4 × 闭门 × 点炮 = 16; E pays 32 (E) + 16 (S) + 16 (W)
    ("13m345p789p555s66s +2m", {"seat": "N", "discarder": "E"}, "JZ-C2", 16, {"E": -64, "S": 0, "W": 0, "N": 64}),
    # 17 dealer W pays double on N's self-draw: open 单粘 4 × 自摸 = 8; W 16, E 8, S 8
    ("2m456m345p789p pon:555s +2m", {"win_by": "self_draw", "seat": "N", "dealer": "W"}, "JZ-C2", 8,
     {"E": -8, "S": -8, "W": -16, "N": 32}),
    # 18 红中 pung is a 幺九, so 4m also wins: no 单胡幺, C1 2 × 闭门 × 点炮 = 8; E pays 16 + 8 + 8
    ("23m345p567s777z66s +1m", {}, "JZ-C1", 8, {"E": -32, "S": 32, "W": 0, "N": 0}),
    # 19 C3 closed 对倒飘, self-draw: 8 × 闭门 × 自摸 = 32; E 64, W 32, N 32
    ("55m88p111s999s222p +5m", {"win_by": "self_draw"}, "JZ-C3", 32, {"E": -64, "S": 128, "W": -32, "N": -32}),
    # 20 seven pairs with a 红中 pair: C4 16 × 点炮 = 32; E pays 64 + 32 + 32
    ("77z1199m2255p334s +4s", {}, "JZ-C4", 32, {"E": -128, "S": 128, "W": 0, "N": 0}),
    # 21 luxury seven pairs of four 红中, W self-draws: 32 × 自摸 = 64; E 128, S 64, N 64
    ("7777z1199m22p33s4s +4s", {"win_by": "self_draw", "seat": "W"}, "JZ-C5", 64,
     {"E": -128, "S": -64, "W": 256, "N": -64}),
    # 22 杠开花 on an added kong (open): 4 × 自摸 × 杠开花 = 16 → E 32, W 16, N 16; kakan 4 from each:
    #    E −36, W −20, N −20, S 64 + 12 = 76
    ("2m456m345p789p kakan:5555s +2m", {"win_by": "self_draw", "kong_replacement": True}, "JZ-C2", 16,
     {"E": -36, "S": 76, "W": -20, "N": -20}),
    # 23 dealer E robs South's added kong: C1 2 × 点炮 × 抢杠 = 8, × 庄 = 16 per share; S pays 3 × 16
    ("23s123m456p99s pon:777z +1s", {"win_by": "rob_kong", "seat": "E", "dealer": "E", "discarder": "S"}, "JZ-C1",
     16, {"E": 48, "S": -48, "W": 0, "N": 0}),
    # 24 杠流泪 from the dealer E to North: 4 × 点炮 × 杠流泪 = 16; E pays 32 + 16 + 16
    ("2m456m345p789p pon:555s +2m", {"seat": "N", "discarder": "E", "kong_discard": True}, "JZ-C2", 16,
     {"E": -64, "S": 0, "W": 0, "N": 64}),
    # 25 dealer's 海底捞月: 4 × 自摸 × 海底 × 庄 = 32 from each
    ("2m456m345p789p pon:555s +2m", {"win_by": "self_draw", "last_tile": True, "seat": "E", "dealer": "E"},
     "JZ-C2", 32, {"E": 96, "S": -32, "W": -32, "N": -32}),
    # 26 手把一 with an exposed kong, N discards: C4 16 × 点炮 = 32; N pays 64 (E) + 32 + 32 = 128;
    #    the kan (assumed fed by S's 上家 E) 12 from E
    ("5m pon:222m kan:8888p pon:111s pon:999s +5m", {"discarder": "N"}, "JZ-C4", 32,
     {"E": -12, "S": 140, "W": 0, "N": -128}),
    # 27 seven pairs with 四清 flag: no 闭门, no 四清: 16 × 自摸 = 32; E 64, W 32, N 32
    ("1199m2255p33774s +4s", {"win_by": "self_draw", "all_closed": True}, "JZ-C4", 32,
     {"E": -64, "S": 128, "W": -32, "N": -32}),
]


@pytest.mark.parametrize("hand,ctx,code,share,pay", WORKED, ids=[f"W{i + 1}" for i in range(len(WORKED))])
def test_worked_hands(hand, ctx, code, share, pay):
    r = sc(hand, **ctx)
    assert [i.code for i in r.counted if i.family == "class"] == [code]
    assert r.total == share
    assert r.payments == pay


def test_worked_hands_with_kongs_settle_too():
    # C2 单粘 with the winner's ankan of 5s: closed, discard E: 4 × 2 × 2 = 16; E pays 32 + 16 + 16 = 64;
    # the ankan (JZ-G3) brings 8 from each of E, W, N → S gets 64 + 24 = 88; E: −64 − 8 = −72, W −8, N −8
    r = sc("2m456m345p789p ankan:5555s +2m")
    assert r.item("JZ-G3").value == 8
    assert r.payments == {"E": -72, "S": 88, "W": -8, "N": -8}


def test_assumptions_listed_for_defaults():
    r = sc(OPEN_C2)
    assert len(r.assumptions) >= 2  # win_by, seat, dealer left at their defaults
    r2 = sc(OPEN_C2, win_by="self_draw", seat="W", dealer="N")
    assert r2.assumptions == []
