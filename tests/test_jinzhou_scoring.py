"""Jinzhou multipliers JZ-M01…M11 and payments JZ-P1…P3 (spec ``jinzhou.md`` § JZ-M, JZ-P), plus worked hands.

Share S = class base × 2^(JZ-M01…M09, M11 that apply); each payer's share is doubled when that payer or the
winner is the dealer (JZ-M10).  Self-draw: each pays its own share (JZ-P1); discard: the discarder pays all
three (JZ-P2); 天胡 200 each (JZ-P3).  Every expected number below is worked out in its comment."""
from __future__ import annotations

import random

import pytest
from hands import CHICKEN, SEVEN_PAIRS

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules.jinzhou import can_rob, fen_zhang_order, follow_dealer, resolve_claim, settle_kongs, wall_phase
from mjlearn.rules.jinzhou.payments import shares
from mjlearn.tiles import tile_str

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
    r = sc(SEVEN_PAIRS)
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
    r = sc(SEVEN_PAIRS, all_closed=True)
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
    (SEVEN_PAIRS, {"win_by": "self_draw", "seat": "W"}, "JZ-C4", 32,
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
    (SEVEN_PAIRS, {"win_by": "self_draw", "all_closed": True}, "JZ-C4", 32,
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


# ----------------------------------------------------------------------------------------------------
# Hands worked out by hand from the spec (JZ-…), and a spec-only re-implementation
# Adversarial review of the Jinzhou 锦州 ruleset against ``shared/spec/jinzhou.md`` (and ``common.md``).
#
# Every expected value was worked out BY HAND from the spec before the code was run:
#
# * share S = class base (JZ-C1 2, C2 4, C3 8, C4 16, C5 32 分) × 2^(JZ-M01…M09, M11 that apply);
# * a payer's share is doubled when that payer or the winner is the dealer (JZ-M10);
# * JZ-P1 self-draw: each other seat pays its own share; JZ-P2 discard / 抢杠 / 杠流泪: the discarder pays all three;
# * defaults (common.md): winner South, dealer East, a discard by the winner's 上家 (= East, the dealer).
#
# The last part is a differential test: an independent, spec-only re-implementation of JZ-L, JZ-C, JZ-M and JZ-P
# (using only the core's decompositions) scores seeded random complete hands and must agree with the library.


JZ_by_hand = "jinzhou"

# (hand, context, options, expected class, expected share S of a non-dealer, win payments payer → 分)
# "E" in the payments is the dealer unless the context moves it.
SCORED = [
    # 1  W = {5s, 8s} (55+567 / 55+678): |W| = 2 → JZ-C1 2; 闭门 ×2, 点炮 ×2 → S = 8;
    #    E (上家, dealer) pays E 16 + W 8 + N 8 = 32
    ("111m234p789m5567s +5s", {}, {}, "JZ-C1", 8, {"E": 32}),
    # 2  W = {7s} 夹 (5568s: 55 + 6_8) → JZ-C2 4 × 2 × 2 = 16; E pays 32 + 16 + 16 = 64
    ("111m234p789m5568s +7s", {}, {}, "JZ-C2", 16, {"E": 64}),
    # 3  单胡幺: 23s waits 1s/4s but 4s leaves no 幺九 (JZ-L2) → W = {1s}; 1s completes 123s → JZ-C2 4 × 4 = 16
    ("234m456m555p77s23s +1s", {}, {}, "JZ-C2", 16, {"E": 64}),
    # 4  单胡幺 with a 9: 78s waits 6s/9s, 6s illegal (no 幺九) → W = {9s} → C2 4 × 4 = 16
    ("234m456m555p66s78s +9s", {}, {}, "JZ-C2", 16, {"E": 64}),
    # 5  边 7s (89s), W = {7s} → C2 4 × 4 = 16
    ("234m456m555p77s89s +7s", {}, {}, "JZ-C2", 16, {"E": 64}),
    # 6  1113m: W = {2m, 3m}; won on 2m the reading is 夹 but |W| = 2 → C1 2 × 4 = 8
    ("1113m234p789m555s +2m", {}, {}, "JZ-C1", 8, {"E": 32}),
    # 7  两面-shaped single wait: 34m with 5m dead (kan:5555m holds all four) → W = {2m}; 234m is none of
    #    夹/边/单粘/单胡幺 → C1 2; open (kan) so no 闭门; 点炮 ×2 → S = 4; E 8 + 4 + 4 = 16
    ("34m111p789s55s kan:5555m +2m", {}, {}, "JZ-C1", 4, {"E": 16}),
    # 8  seven pairs with a 红中 pair: C4 16, no 闭门 (七对 counts as open), 点炮 ×2 → 32; E 64 + 32 + 32
    ("11m22m33p44p55s66s7z +7z", {}, {}, "JZ-C4", 32, {"E": 128}),
    # 9  seven pairs, 幺九 only through 红中: C4 16 × 2 = 32
    ("22m33m44p55p66s77s7z +7z", {}, {}, "JZ-C4", 32, {"E": 128}),
    # 10 seven pairs without 幺九 but qidui_needs_conditions off → C4 16 × 2 = 32
    ("22m33m44p55p66s77s8s +8s", {}, {"qidui_needs_conditions": False}, "JZ-C4", 32, {"E": 128}),
    # 11 豪华七对 (1111m): C5 32 × 点炮 2 = 64; E 128 + 64 + 64 = 256
    ("1111m22p33p44s55s6s +6s", {}, {}, "JZ-C5", 64, {"E": 256}),
    # 12 豪华七对 of 红中: C5 32 × 2 = 64
    ("7777z11m22p33s44s5s +5s", {}, {}, "JZ-C5", 64, {"E": 256}),
    # 13 豪华七对 completed by the 4th copy: C5 32 × 2 = 64
    ("111m22p33p44s55s66s +1m", {}, {}, "JZ-C5", 64, {"E": 256}),
    # 14 spec example: pon 222m 555p 777s + 1112s on 2s → 111s + 22s 单粘飘胡 C4 16 (|W| = 2 irrelevant) × 2 = 32
    ("1112s pon:222m pon:555p pon:777s +2s", {}, {}, "JZ-C4", 32, {"E": 128}),
    # 15 same hand on 3s → 11s + 123s, not 飘, |W| = 2 → C1 2 × 2 = 4; E 8 + 4 + 4 = 16
    ("1112s pon:222m pon:555p pon:777s +3s", {}, {}, "JZ-C1", 4, {"E": 16}),
    # 16 手把一: four pungs declared, win on the pair → C4 16 × 2 = 32 (JZ-L4 allows it)
    ("1s pon:222m pon:555p pon:777s pon:999s +1s", {}, {}, "JZ-C4", 32, {"E": 128}),
    # 17 手把一 with kongs of every kind: still 飘 → C4 16 × 2 = 32
    ("9s pon:222m kan:5555p kakan:7777s pon:111s +9s", {}, {}, "JZ-C4", 32, {"E": 128}),
    # 18 four concealed kongs + 红中 single: 飘 单粘 C4 16; ankan keeps 闭门 ×2; 点炮 ×2 → 64; E 128 + 64 + 64
    ("7z ankan:1111m ankan:2222p ankan:3333s ankan:9999s +7z", {}, {}, "JZ-C4", 64, {"E": 256}),
    # 19 closed 飘 单粘 (W = {5s, 6s}): C4 16 × 闭门 × 点炮 = 64
    ("111m333m999p777s5s +5s", {}, {}, "JZ-C4", 64, {"E": 256}),
    # 20 same on 6s → 77s + 567s, not 飘, |W| = 2 → C1 2 × 4 = 8
    ("111m333m999p777s5s +6s", {}, {}, "JZ-C1", 8, {"E": 32}),
    # 21 飘 with one wait (1119s → 111s + 99s) → C4 16 × 2 = 32
    ("1119s pon:222m pon:555p pon:777s +9s", {}, {}, "JZ-C4", 32, {"E": 128}),
    # 22 对倒 not 飘: W = {1s, 9s} → C1 2 × 闭门 × 点炮 = 8
    ("123m456p789m11s99s +1s", {}, {}, "JZ-C1", 8, {"E": 32}),
    # 23 对倒飘胡 (pon 333m): C3 8 × 点炮 = 16; E 32 + 16 + 16 = 64
    ("111m999p55s77s pon:333m +5s", {}, {}, "JZ-C3", 16, {"E": 64}),
    # 24 closed 对倒飘胡 self-drawn: C3 8 × 闭门 × 自摸 = 32; E 64, W 32, N 32
    ("111m333m999p55s77s +5s", {"win_by": "self_draw"}, {}, "JZ-C3", 32, {"E": 64, "W": 32, "N": 32}),
    # 25 + 四清: 8 × 闭门 × 四清 × 自摸 = 64; E 128, W 64, N 64
    ("111m333m999p55s77s +5s", {"win_by": "self_draw", "all_closed": True}, {}, "JZ-C3", 64,
     {"E": 128, "W": 64, "N": 64}),
    # 26 四清 with seven pairs: neither 闭门 nor 四清 (seed: 七对 counts as open) → 16 × 点炮 = 32
    ("11m22m33p44p55s66s7z +7z", {"all_closed": True}, {}, "JZ-C4", 32, {"E": 128}),
    # 27 no pung but 红中做掌: W = {7z} 单粘 → C2 4 × 闭门 × 点炮 = 16
    ("123m456p789s234m7z +7z", {}, {}, "JZ-C2", 16, {"E": 64}),
    # 28 红中 pung stands in for 幺九: W = {2m, 5m} → C1 2 × 4 = 8
    ("234m2m456p678s777z +2m", {}, {}, "JZ-C1", 8, {"E": 32}),
    # 29 对倒 with 红中: W = {7z, 1m} → C1 2 × 4 = 8
    ("123m456p789s77z11m +7z", {}, {}, "JZ-C1", 8, {"E": 32}),
    # 30 幺九 only in a declared chow (chi:123m): W = {2p, 5p} → C1 2 × 点炮 = 4
    ("456p555s77s34p chi:123m +2p", {}, {}, "JZ-C1", 4, {"E": 16}),
    # 31 111222333m: pung reading legal, chow reading has no 横; W = {4p} 单粘 → C2 4 × 4 = 16
    ("111222333m789s4p +4p", {}, {}, "JZ-C2", 16, {"E": 64}),
    # 32 JZ-P2 spec example: W discards, share 8 → W pays 8 (W) + 8 (N) + 16 (E) = 32
    ("111m234p789m5567s +5s", {"discarder": "W"}, {}, "JZ-C1", 8, {"W": 32}),
    # 33 the dealer wins on W's discard: each share doubled 16 → W pays 48
    ("111m234p789m5567s +5s", {"seat": "E", "discarder": "W"}, {}, "JZ-C1", 8, {"W": 48}),
    # 34 the dealer wins by self-draw (夹): 4 × 闭门 × 自摸 = 16, doubled → 32 from each
    ("111m234p789m5568s +7s", {"win_by": "self_draw", "seat": "E"}, {}, "JZ-C2", 16, {"S": 32, "W": 32, "N": 32}),
    # 35 winner W, dealer S discards: S pays 16 (own, doubled) + 8 (E) + 8 (N) = 32
    ("111m234p789m5567s +5s", {"seat": "W", "dealer": "S", "discarder": "S"}, {}, "JZ-C1", 8, {"S": 32}),
    # 36 杠开花 on ankan 1111m: 2 (W = {2p, 5p}) × 闭门 × 自摸 × 杠开花 = 16; E 32, W 16, N 16
    ("234p567s789s5p ankan:1111m +5p", {"win_by": "self_draw", "kong_replacement": True}, {}, "JZ-C1", 16,
     {"E": 32, "W": 16, "N": 16}),
    # 37 红中杠开花: 单粘 5p C2 4 × 闭门 × 自摸 × 杠开花 × 红中杠开花 = 64; E 128, W 64, N 64
    ("234m567s789s5p ankan:7777z +5p", {"win_by": "self_draw", "kong_replacement": True,
                                        "kong_replacement_red": True}, {}, "JZ-C2", 64, {"E": 128, "W": 64, "N": 64}),
    # 38 杠开花 on a kan (opens: no 闭门): 2 × 自摸 × 杠开花 = 8; E 16, W 8, N 8
    ("234p567s789s5p kan:1111m +5p", {"win_by": "self_draw", "kong_replacement": True}, {}, "JZ-C1", 8,
     {"E": 16, "W": 8, "N": 8}),
    # 39 杠流泪 by W: 2 × 闭门 × 点炮 × 杠流泪 = 16; W pays 16 + 16 + 32 = 64
    ("111m234p789m5567s +5s", {"discarder": "W", "kong_discard": True}, {}, "JZ-C1", 16, {"W": 64}),
    # 40 红中杠流泪: × 2 more = 32; W pays 32 + 32 + 64 = 128
    ("111m234p789m5567s +5s", {"discarder": "W", "kong_discard": True, "kong_discard_red": True}, {}, "JZ-C1", 32,
     {"W": 128}),
    # 41 抢杠 of W's added kong of 7s: 4 × 闭门 × 点炮 × 抢杠 = 32; W pays 32 + 32 + 64 = 128
    ("111m234p789m5568s +7s", {"win_by": "rob_kong", "discarder": "W"}, {}, "JZ-C2", 32, {"W": 128}),
    # 42 海底捞月: 2 × 闭门 × 自摸 × 海底 = 16; E 32, W 16, N 16
    ("111m234p789m5567s +5s", {"win_by": "self_draw", "last_tile": True}, {}, "JZ-C1", 16,
     {"E": 32, "W": 16, "N": 16}),
    # 43 last_tile on a discard: 海底捞月 is a self-draw only (JZ-M11) → plain 8
    ("111m234p789m5567s +5s", {"last_tile": True}, {}, "JZ-C1", 8, {"E": 32}),
    # 44 a non-dealer's first go-around win is scored normally (only the dealer has 天胡): 2 × 闭门 × 自摸 = 8
    ("111m234p789m5567s +5s", {"win_by": "self_draw", "first_turn": True}, {}, "JZ-C1", 8,
     {"E": 16, "W": 8, "N": 8}),
]

def _win_payments(r):
    out = {}
    for p in r.payment_lines:
        if p.code.startswith("JZ-P"):
            assert p.payee == r.context.seat
            out[p.payer] = out.get(p.payer, 0) + p.amount
    return out

@pytest.mark.parametrize("hand,ctx,opts,cls,share,pays", SCORED, ids=[f"case{i + 1}" for i in range(len(SCORED))])
def test_review_scored(hand, ctx, opts, cls, share, pays):
    r = mj.score(hand, JZ_by_hand, ctx, options=opts)
    assert r.status == "scored", [t.en for t in r.why_not]
    assert [i.code for i in r.counted if i.family == "class"] == [cls]
    dealer_wins = r.context.seat == r.context.dealer
    assert r.total == share * (2 if dealer_wins else 1)
    assert _win_payments(r) == pays
    assert sum(r.payments.values()) == 0
    assert r.readings and all(rs.reading is not None for rs in r.readings)

NOT_WIN = [
    # JZ-L2: seven pairs without any 1, 9 or 红中 (qidui_needs_conditions on by default)
    ("22m33m44p55p66s77s8s +8s", {}, "JZ-L2"),
    # JZ-L4: four declared sets including a chow leave one tile: only 单粘飘胡 may
    ("1s chi:123m pon:555p pon:777s pon:999s +1s", {}, "JZ-L4"),
    # JZ-L3: no pung/kong and no 红中 pair
    (CHICKEN, {}, "JZ-L3"),
    # JZ-L1: no 条
    ("111m456m789m222p5p +5p", {}, "JZ-L1"),
    # JZ-L1 for seven pairs (option on): no 条
    ("11m22m33m44p55p66p7p +7p", {}, "JZ-L1"),
    # JZ-L2: no 幺九 in a standard hand
    ("234m456p678s555s2m +2m", {}, "JZ-L2"),
]

@pytest.mark.parametrize("hand,opts,code", NOT_WIN)
def test_review_not_win_names_the_rule(hand, opts, code):
    r = mj.score(hand, JZ_by_hand, options=opts)
    assert r.status == "not_win"
    assert any(code in t.en for t in r.why_not), [t.en for t in r.why_not]
    assert all(t.zh and t.en for t in r.why_not)

def test_seven_pairs_without_suits_scores_when_option_off():
    # 11m22m33m44p55p66p77p, no 条: option off → C4 16 × 点炮 2 = 32
    r = mj.score("11m22m33m44p55p66p7p +7p", JZ_by_hand, options={"qidui_needs_conditions": False})
    assert r.status == "scored" and r.total == 32

def test_tianhu_replaces_normal_value():
    # JZ-P3: the dealer's dealt hand self-drawn → 200 from each, 600 in all; the class is shown as replaced
    r = mj.score("111m234p789m5567s +5s", JZ_by_hand, win_by="self_draw", seat="E", first_turn=True)
    assert r.total == 200 and r.payments == {"E": 600, "S": -200, "W": -200, "N": -200}
    c1 = [i for i in r.items if i.code == "JZ-C1"]
    assert len(c1) == 1 and c1[0].excluded_by == "JZ-P3" and "JZ-C1" not in [i.code for i in r.counted]

WAITS = [
    ("234m456m555p77s23s", ["1s"]),            # 4s leaves no 幺九
    ("234m456m555p66s78s", ["9s"]),            # 6s leaves no 幺九
    ("1s pon:222m pon:555p pon:777s pon:999s", ["1s"]),
    ("1s chi:123m pon:555p pon:777s pon:999s", []),  # JZ-L4
    ("34m111p789s55s kan:5555m", ["2m"]),      # 5m dead: all four in the kan
    ("1112s pon:222m pon:555p pon:777s", ["2s", "3s"]),
    ("111m22p33p44s55s66s", ["1m", "2p", "3p"]),
    ("445566m2277779s", []),                   # public case P06: no 筒
    ("123m456p789s234m5s", []),                # no 横 for any tile
]

@pytest.mark.parametrize("hand,expected", WAITS)
def test_review_waits(hand, expected):
    assert [tile_str(k) for k in mj.waits(hand, JZ_by_hand).live] == expected

# ---------------------------------------------------------------- contradictory or bad input → MjError
ERRORS = [
    ("111m234p789m5567s +5s", {"win_by": "self_draw", "kong_replacement": True}, {}),  # no kong
    ("234p567s789s5p ankan:1111m +5p", {"win_by": "self_draw", "kong_replacement": True,
                                        "kong_replacement_red": True}, {}),  # kong is not 红中
    ("234m567s789s5p pon:777z +5p", {"win_by": "self_draw", "kong_replacement": True,
                                     "kong_replacement_red": True}, {}),  # a pung is no kong
    ("111m234p789m5567s +5s", {"win_by": "self_draw", "kong_discard": True}, {}),
    ("111m234p789m5568s +7s", {"win_by": "rob_kong", "kong_discard": True}, {}),
    ("111m234p789m5567s +5s", {"win_by": "rob_kong", "discarder": "W"}, {}),  # winner holds 5s
    ("111m999p55s77s pon:333m +5s", {"all_closed": True}, {}),  # 四清 but the winner opened
    ("111m999p55s77s pon:333m +5s", {"win_by": "self_draw", "seat": "E", "first_turn": True}, {}),
    ("111m234p789m5567s +5s", {"seat": "E", "first_turn": True, "discarder": "W"}, {}),
    ("111m234p789m5567s +5s", {"discarder": "S"}, {}),
    ("111m234p789m5561z +1z", {}, {}),  # JZ-A1: a wind
    ("111m234p789m556s5z +5z", {}, {}),  # JZ-A1: 白
    ("111m234p789m5555s +5s", {}, {}),  # fifth copy
    ("111m234p789m5567s +5s", {}, {"dead_wall": 12}),
    ("111m234p789m5567s +5s", {}, {"qidui_needs_conditions": "yes"}),
    ("111m234p789m5567s +5s", {}, {"nope": 1}),
    # added by this review (were silently accepted):
    ("111m234p789m5567s +5s", {"seen": "1z"}, {}),  # a wind seen on a Jinzhou table (JZ-A1)
    ("111m234p789m5568s +7s", {"win_by": "rob_kong", "discarder": "W", "all_closed": True}, {}),  # robbed kakan = opened
    ("123m456p789s234m7z +7z", {"discarder": "W", "kong_discard": True, "kong_discard_red": True}, {}),  # 5th 红中
    ("111m234p789m5567s +5s", {"win_by": "self_draw", "seat": "E", "first_turn": True, "last_tile": True}, {}),
]

@pytest.mark.parametrize("hand,ctx,opts", ERRORS)
def test_review_errors_are_mjerror(hand, ctx, opts):
    with pytest.raises(MjError):
        mj.score(hand, JZ_by_hand, ctx, options=opts)

def test_red_kong_discard_fine_when_winner_holds_no_red():
    # the same 红中杠流泪 context is accepted when the winner holds no 红中 (case 40 above)
    r = mj.score("111m234p789m5567s +5s", JZ_by_hand, discarder="W", kong_discard=True, kong_discard_red=True)
    assert r.item("JZ-M09") is not None

# ---------------------------------------------------------------- learner-facing text
def test_assumption_names_the_real_discarder():
    # discarder W given, win_by left out: the assumption must not say "the previous player" (that is E)
    r = mj.score("111m234p789m5567s +5s", JZ_by_hand, discarder="W")
    texts = [a.en for a in r.assumptions]
    assert not any("previous player" in t for t in texts), texts
    assert any("West" in t for t in texts) and any("西" in a.zh for a in r.assumptions)
    # nothing given: the discard by the 上家 (East) is stated
    r2 = mj.score("111m234p789m5567s +5s", JZ_by_hand)
    assert any("the player before you (上家, East)" in a.en for a in r2.assumptions)
    assert any("上家（东）" in a.zh for a in r2.assumptions)

def test_seven_pairs_reason_names_the_pairs():
    r = mj.score("11m22m33p44p55s66s7z +7z", JZ_by_hand)
    reason = r.item("JZ-C4").reason
    assert "11m" in reason.en and "77z" in reason.en and "一一万" in reason.zh and "中中" in reason.zh and "七对" in reason.zh
    assert "11m" not in reason.zh  # tiles named, not coded

def test_every_text_has_both_languages_and_no_placeholder():
    hands = [("111m234p789m5568s +7s", {"win_by": "rob_kong", "discarder": "W"}),
             ("234m567s789s5p ankan:7777z +5p", {"win_by": "self_draw", "kong_replacement": True,
                                                 "kong_replacement_red": True}),
             ("1111m22p33p44s55s6s +6s", {}), ("34m111p789s55s kan:5555m +2m", {}),
             ("111m234p789m5567s +5s", {"last_tile": True}), (CHICKEN, {})]
    for h, ctx in hands:
        r = mj.score(h, JZ_by_hand, ctx)
        texts = [n.text for n in r.notes] + list(r.why_not) + list(r.assumptions) + [p.reason for p in r.payment_lines]
        for it in r.items:
            texts += [it.name, it.reason] + ([it.excluded_reason] if it.excluded_reason else [])
        for t in texts:
            assert t.zh and t.en and "{" not in t.zh + t.en, (h, t)

# ---------------------------------------------------------------- procedures: bad input → MjError
def test_two_kongs_of_one_tile_rejected():
    # a kong takes all four copies: an ankan of 7z and a kakan of 7z in one hand would be 8 红中
    with pytest.raises(MjError):
        settle_kongs([{"seat": "N", "kind": "ankan", "tile": "7z"}, {"seat": "W", "kind": "kakan", "tile": "7z"}])

def test_settle_kongs_worked_example():
    # S kan 5m fed by E: E pays 12 (JZ-G1); N ankan 7z: E, S, W pay 16 each (JZ-G6); W kakan 3p robbed: nothing;
    # W kakan 9s: E, S, N pay 4 each (JZ-G2).  E −12−16−4 = −32; S +12−16−4 = −8; W −16+12 = −4; N +48−4 = +44
    k = settle_kongs([{"seat": "S", "kind": "kan", "tile": "5m", "discarder": "E"},
                      {"seat": "N", "kind": "ankan", "tile": "7z"},
                      {"seat": "W", "kind": "kakan", "tile": "3p", "robbed": True},
                      {"seat": "W", "kind": "kakan", "tile": "9s"}])
    assert k.payments == {"E": -32, "S": -8, "W": -4, "N": 44}

@pytest.mark.parametrize("call", [
    lambda: settle_kongs(None),
    lambda: settle_kongs(5),
    lambda: settle_kongs({"seat": "N", "kind": "ankan", "tile": "7z"}),
    lambda: settle_kongs([{"seat": "N", "kind": "ankan", "tile": True}]),
    lambda: settle_kongs([{"seat": "N", "kind": "ankan", "tile": -1}]),
    lambda: settle_kongs([{"seat": "N", "kind": "ankan", "tile": "5m", "robbed": "no"}]),
    lambda: follow_dealer(None),
    lambda: follow_dealer(5),
    lambda: follow_dealer([None]),
    lambda: follow_dealer([[-3] * 4]),
    lambda: fen_zhang_order("E", n="4"),
    lambda: fen_zhang_order("E", n=None),
    lambda: resolve_claim("E", "5m", None),
    lambda: resolve_claim("E", -1, {}),
    lambda: can_rob(None),
    lambda: wall_phase(12, odd_tail="yes"),
])
def test_procedures_bad_input_is_mjerror(call):
    with pytest.raises(MjError):
        call()

def test_follow_dealer_red_second_round():
    # seed example: go-around 1 on 5m → 4 each; go-around 2 on 红中 → 4 × 2 × 2 = 16 each; dealer pays 3 × 20 = 60
    s = follow_dealer([["5m"] * 4, ["7z"] * 4])
    assert s.payments == {"E": -60, "S": 20, "W": 20, "N": 20}

# ---------------------------------------------------------------- differential: independent spec oracle
_KINDS = list(range(27)) + [33]

_RED = 33

_BASE = {1: 2, 2: 4, 3: 8, 4: 16, 5: 32}

def _yao(k):
    return (k < 27 and k % 9 in (0, 8)) or k == _RED

def _legal(hand, rd):
    tiles = hand.all_tiles()
    l1 = {k // 9 for k in tiles if k < 27} == {0, 1, 2}
    l2 = any(_yao(k) for k in tiles)
    if rd.form == "seven_pairs":
        return l1 and l2
    l3 = any(len(g.tiles) >= 3 and len(set(g.tiles)) == 1 for g in rd.groups) or\
        any(g.shape == "pair" and g.tiles[0] == _RED for g in rd.groups)
    l4 = not (len(hand.melds) >= 4 and any(m.kind == "chi" for m in hand.melds))
    return l1 and l2 and l3 and l4

def _oracle_waits(h13):
    cnt = h13.counts()
    return [k for k in _KINDS if cnt[k] < 4
            and any(_legal(h13.with_win(k), rd) for rd in mj.decompose(h13.with_win(k), JZ_by_hand))]

def _oracle_class(hand, rd, w):
    if rd.form == "seven_pairs":
        return 5 if len({g.tiles[0] for g in rd.groups}) < 7 else 4
    piao = all(len(g.tiles) >= 3 and len(set(g.tiles)) == 1 for g in rd.sets)
    if piao and rd.win_shape == "single":
        return 4
    if piao and rd.win_shape == "shanpon":
        return 3
    if rd.win_shape == "shanpon" or len(w) >= 2:
        return 1
    if rd.win_shape in ("closed", "edge", "single"):
        return 2
    t, g = hand.win_tile, rd.win_group
    if g is not None and g.shape == "chow" and ((t % 9 == 0 and g.tiles[0] == t) or (t % 9 == 8 and g.tiles[2] == t))\
            and not any(_yao(k) for k in hand.without_win().all_tiles()):
        return 2
    return 1

def _oracle(hand, ctx):
    w = _oracle_waits(hand.without_win())
    best = None
    for rd in mj.decompose(hand, JZ_by_hand):
        if not _legal(hand, rd):
            continue
        closed = not hand.is_open and rd.form != "seven_pairs"
        n = closed + (closed and ctx.get("all_closed", False))
        if ctx.get("win_by") == "self_draw":
            n += 1 + ctx.get("last_tile", False)
        else:
            n += 1 + ctx.get("kong_discard", False)
        key = (_oracle_class(hand, rd, w), _BASE[_oracle_class(hand, rd, w)] * 2 ** n)
        best = key if best is None or key > best else best
    if best is None:
        return None
    seat, dealer = ctx["seat"], ctx["dealer"]
    pay = {s: 0 for s in "ESWN"}
    for s in "ESWN":
        if s != seat:
            amt = best[1] * (2 if dealer in (s, seat) else 1)
            payer = s if ctx.get("win_by") == "self_draw" else ctx["discarder"]
            pay[payer] -= amt
            pay[seat] += amt
    return best[0], pay

def _random_hand(rng):
    cnt = [0] * 34

    def take(ks):
        if any(cnt[k] + ks.count(k) > 4 for k in ks):
            return False
        for k in ks:
            cnt[k] += 1
        return True

    if rng.random() < 0.15:  # seven pairs, sometimes with a kind four times
        ks = rng.sample(_KINDS, 7) if rng.random() < 0.7 else rng.sample(_KINDS, 6)
        tiles = [k for k in ks for _ in (0, 1)]
        if len(tiles) == 12:
            tiles += [ks[0], ks[0]]
        win = rng.choice(tiles)
        tiles.remove(win)
        return "".join(tile_str(t) for t in sorted(tiles)) + " +" + tile_str(win)
    melds, conc = [], []
    nmeld = rng.choice([0, 0, 0, 1, 1, 2, 3, 4])
    for i in range(4):
        for _ in range(50):
            if rng.random() < 0.5:
                s, r = rng.randrange(3), rng.randrange(7)
                ks, kind = [s * 9 + r, s * 9 + r + 1, s * 9 + r + 2], "chi"
            else:
                k = rng.choice(_KINDS)
                ks, kind = [k] * 3, rng.choice(["pon", "pon", "kan", "kakan", "ankan"])
            extra = [ks[0]] if i < nmeld and kind != "chi" and kind != "pon" else []
            if take(ks + extra):
                break
        else:
            return None
        if i < nmeld:
            t = tile_str(ks[0])
            melds.append("chi:" + "".join(str(k % 9 + 1) for k in ks) + t[1] if kind == "chi"
                         else kind + ":" + t[0] * (3 if kind == "pon" else 4) + t[1])
        else:
            conc += ks
    for _ in range(50):
        k = rng.choice(_KINDS)
        if take([k, k]):
            conc += [k, k]
            break
    else:
        return None
    win = rng.choice(conc)
    conc.remove(win)
    return "".join(tile_str(t) for t in sorted(conc)) + " " + " ".join(melds) + " +" + tile_str(win)

def test_differential_against_independent_spec_oracle():
    """600 seeded random complete hands (standard, declared sets of every kind, seven pairs, 豪华): class and
    every win payment agree with the oracle above, written from jinzhou.md alone; payments sum to zero."""
    rng = random.Random(20261130)
    compared = scored = 0
    for _ in range(600):
        text = _random_hand(rng)
        if text is None:
            continue
        ctx = {"seat": rng.choice("ESWN"), "dealer": rng.choice("ESWN")}
        if rng.random() < 0.4:
            ctx["win_by"] = "self_draw"
            ctx["last_tile"] = rng.random() < 0.2
        else:
            ctx["discarder"] = rng.choice([s for s in "ESWN" if s != ctx["seat"]])
            ctx["kong_discard"] = rng.random() < 0.2
        hand = mj.parse_hand(text)
        try:
            r = mj.score(hand, JZ_by_hand, ctx)
        except MjError:
            continue  # e.g. more than four copies after the random draw of sets
        compared += 1
        exp = _oracle(hand, ctx)
        if r.status != "scored":
            assert exp is None, text
            continue
        scored += 1
        cls = int(next(i.code for i in r.counted if i.family == "class")[-1])
        pay = {s: 0 for s in "ESWN"}
        for p in r.payment_lines:
            if p.code.startswith("JZ-P"):
                pay[p.payer] -= p.amount
                pay[p.payee] += p.amount
        assert (cls, pay) == exp, (text, ctx)
        assert sum(r.payments.values()) == 0
    assert compared > 400 and scored > 150  # the generator really exercises the rules


# ----------------------------------------------------------------------------------------------------
# Jinzhou words and notes: 抢杠 not a discard, 闭门 refused on seven pairs, JZ-M10 dealer share, JZ-M08, JZ-P3, JZ-C1; ready in shape without a legal win
# Rule updates and learner-facing texts from the independent review.
#
# Spec (updated lines): ``huilai.md`` HL-P14 (天地胡 on a four-ghost win), HL-O10/HL-O11 (马跟杠 uses the plain
# hits); ``mawan.md`` MW-X07 (断桥会 self-drawn = 一条龙 whatever the chows); ``jinzhou.md`` JZ-M08, JZ-M10,
# JZ-P3, JZ-C notes; ``common.md`` § Waits ("ready in shape but no legal win").  Each rule: a hand that
# earns it and one that narrowly does not; expected values worked out from the spec by hand.


JZ_notes = "jinzhou"

def test_robbed_kong_is_not_worded_as_a_discard(english):
    r = mj.score("111m234p789m5568s +7s", JZ_notes, win_by="rob_kong", discarder="W")
    why = str(r.item("JZ-M06").reason)
    assert "added kong" in why and "discarded" not in why
    assert "discarded by" in str(mj.score("111m234p789m5568s +7s", JZ_notes, discarder="W").item("JZ-M06").reason)

@pytest.mark.parametrize("hand, cls", [("1111m2255p33774s +4s", "JZ-C5"), (SEVEN_PAIRS, "JZ-C4")])
def test_refused_bimen_on_seven_pairs_cites_its_own_rule(hand, cls):
    # dealer E wins on S's discard: base × 点炮 2 × 庄 2; 闭门 refused by JZ-M01's seven-pairs clause
    r = mj.score(hand, JZ_notes, seat="E", dealer="E", discarder="S")
    assert r.items[0].code == cls
    refused = [i for i in r.items if i.code == "JZ-M01"]
    assert len(refused) == 1 and refused[0].excluded_by == "JZ-M01"
    assert r.total == {"JZ-C5": 32, "JZ-C4": 16}[cls] * 4

def test_refused_bimen_under_tianhu_cites_tianhu():
    r = mj.score("1111m2255p33774s +4s", JZ_notes, seat="E", dealer="E", win_by="self_draw", first_turn=True)
    assert r.total == 200
    assert [i.excluded_by for i in r.items if i.code == "JZ-M01"] == ["JZ-P3"]

def _product(r):
    base = r.items[0].value
    for i in r.counted:
        if i.unit == "×":
            base *= i.value
    return base

def test_dealer_share_is_not_a_counted_times_two(english):
    # S wins on E's discard: 二类胡 4 × 闭门 2 × 点炮 2 = 16 per share; the dealer E's share 32 (JZ-M10)
    r = mj.score(CLOSED_C2, JZ_notes)
    m10 = [i for i in r.items if i.code == "JZ-M10"][0]
    assert r.total == 16 and _product(r) == 16
    assert m10.unit == "分" and m10.value == 32 and m10.family == "dealer_share"
    assert r.payments == {"E": -32 - 16 - 16, "S": 64, "W": 0, "N": 0}
    # the dealer wins (on N's discard): every share doubled, JZ-M10 a counted ×2 → 4 × 2 × 2 × 2 = 32
    r = mj.score(CLOSED_C2, JZ_notes, seat="E", dealer="E")
    assert r.total == 32 and _product(r) == 32 and r.item("JZ-M10").unit == "×"

def test_kong_discard_note_on_top_of_dian_pao(english):
    # 杠流泪 on a claimed hand: 二类胡 4 × 点炮 2 × 杠流泪 2 = 16
    r = mj.score("2m456m345p789p pon:555s +2m", JZ_notes, kong_discard=True, discarder="N")
    assert r.total == 16
    note = [str(n.text) for n in r.notes if n.code == "JZ-M08"]
    assert len(note) == 1 and "on top of" in note[0]
    assert not [n for n in mj.score("2m456m345p789p pon:555s +2m", JZ_notes, discarder="N").notes if n.code == "JZ-M08"]

def test_tianhu_after_a_concealed_kong_note(english):
    # the dealer's concealed kong before the first discard, then the win: still 天胡, 200 from each
    r = mj.score("2m456m345p789p ankan:5555s +2m", JZ_notes, seat="E", dealer="E", win_by="self_draw", first_turn=True,
                 kong_replacement=True)
    assert r.total == 200 and r.item("JZ-P3").value == 200
    notes = [str(n.text) for n in r.notes if n.code == "JZ-P3"]
    assert any("concealed kong" in t and "interpretation" in t for t in notes)

def test_jz_c1_note_is_not_presented_as_the_seed():
    from mjlearn.i18n import catalogue
    zh, en = catalogue()["jz.note.C1"]
    assert "胡多张" not in zh and "不能多夹" not in zh and "win on several tiles" not in en
    assert "interpretation" in en and "解释" in zh

def test_waits_ready_in_shape_without_a_legal_win_say_why(english):
    # 234m 456p 345s 678s + 5m: waits 2m/5m in shape; Jinzhou refuses both (no 幺九 JZ-L2, no pung JZ-L3)
    w = mj.waits("234m456p345s678s5m", JZ_notes)
    assert w.live == () and w.illegal == (1, 4)
    assert str(w).startswith("ready in shape (25m), no legal win") and "幺九" in str(w) and "not ready" not in str(w)
    assert str(mj.waits("234m456p345s678s5m", "mawan")) == "25m"
    assert str(mj.waits("159m159p159s1234z", "mawan")) == "not ready"
