"""Rule updates and learner-facing texts from the independent review (issue 10).

Spec (updated lines): ``huilai.md`` HL-P14 (天地胡 on a four-ghost win), HL-O10/HL-O11 (马跟杠 uses the plain
hits); ``mawan.md`` MW-X07 (断桥会 self-drawn = 一条龙 whatever the chows); ``jinzhou.md`` JZ-M08, JZ-M10,
JZ-P3, JZ-C notes; ``common.md`` § Waits ("ready in shape but no legal win").  Each rule: a hand that
earns it and one that narrowly does not; expected values worked out from the spec by hand.
"""
from __future__ import annotations

import pytest

import mjlearn as mj

JZ = "jinzhou"


# ------------------------------------------------------------------------------------------------
# HL-P14 天地胡 on a four-ghost win (HL-O06)

FOUR = "1359m47p268s5555z +3z"           # four 白 ghosts and scattered tiles: a win only as 四鬼胡牌
GHOSTS = {"ghosts": "white", "four_ghost_win": True}


def test_tianhu_on_a_four_ghost_win():
    # dealer's dealt hand (first_turn, self-draw): 天地胡 10 倍, 标准 not counted (HL-N);
    # hand score 2 × 10 = 20 from each of three (HL-K0, HL-K1)
    r = mj.score(FOUR, "huilai", {"seat": "E", "win_by": "self_draw", "first_turn": True}, GHOSTS)
    assert r.total == 10 and r.item("HL-P14").value == 10 and r.item("HL-O06") is None
    assert [i.excluded_by for i in r.items if i.code == "HL-O06"] == ["HL-P14"]
    assert r.payments == {"E": 60, "S": -20, "W": -20, "N": -20}
    assert any(n.code == "HL-P14" for n in r.notes)


def test_dihu_on_a_four_ghost_win_and_the_cap():
    # a non-dealer's first self-draw (地胡): 10 倍; with 封顶 5 it is 5 倍 → 10 from each
    r = mj.score(FOUR, "huilai", {"seat": "S", "win_by": "self_draw", "first_turn": True}, GHOSTS)
    assert r.total == 10 and r.payments == {"E": -20, "S": 60, "W": -20, "N": -20}
    r = mj.score(FOUR, "huilai", {"seat": "S", "win_by": "self_draw", "first_turn": True}, {**GHOSTS, "cap": 5})
    assert r.total == 5 and r.item("HL-O01").value == 5 and r.payments["S"] == 30


def test_four_ghost_win_without_first_turn_stays_standard():
    # narrowly not: the same win after the first go-around is 四鬼胡牌 标准 ×1 → 2 from each
    r = mj.score(FOUR, "huilai", {"seat": "E", "win_by": "self_draw"}, GHOSTS)
    assert r.total == 1 and r.item("HL-P14") is None and r.item("HL-O06").value == 1
    assert r.payments == {"E": 6, "S": -2, "W": -2, "N": -2}


def test_four_ghost_double_on_top_of_tianhu():
    # HL-O07: hand score × 2 → 2 × 10 × 2 = 40 from each
    r = mj.score(FOUR, "huilai", {"seat": "E", "win_by": "self_draw", "first_turn": True},
                 {**GHOSTS, "four_ghost_double": True})
    assert r.total == 10 and r.payments["E"] == 120


# ------------------------------------------------------------------------------------------------
# MW-X07 断桥会: self-drawn it scores 一条龙 whatever the reading's chows

DQ = "1112345678999m +5m"   # only reading 111 234 55 678 999: no chow 123/456/789


def test_duan_qiao_self_drawn_scores_yi_tiao_long():
    # 自摸 1 + 门清 1 + 将 55 3 = 5 张 → 20 台; 一条龙 +50; 清一色 +100 (缺 excluded by it) → 170 台
    r = mj.score(DQ, "mawan", win_by="self_draw")
    assert r.total == 170
    assert r.item("MW-X51").value == 50 and r.item("MW-X07") is None
    assert "5m" in r.item("MW-X51").reason.en and "断桥会" in r.item("MW-X51").reason.zh


def test_duan_qiao_from_a_discard_is_duan_qiao():
    # 门清 1 + 将 3 = 4 张 → 10 台; 断桥会 +100 (no 一条龙); 清一色 +100 → 210 台
    r = mj.score(DQ, "mawan")
    assert r.total == 210 and r.item("MW-X07").value == 100 and r.item("MW-X51") is None


def test_no_duan_qiao_without_the_one():
    # narrowly not: 2345678999m 111p + 5m holds 2-9 but no 1m → no 断桥会, so no 一条龙 self-drawn either
    r = mj.score("2345678999m111p +5m", "mawan", win_by="self_draw")
    assert r.item("MW-X51") is None and r.item("MW-X07") is None


@pytest.mark.parametrize("long_needs_chows", [True, False])
def test_duan_qiao_self_drawn_with_the_chows_counts_yi_tiao_long_once(long_needs_chows):
    # 1234 6789m + 9m 99m … here the reading 123 456 789 99m 123p has the chows: 一条龙 once
    r = mj.score("1234678999m123p +5m", "mawan", {"win_by": "self_draw"}, {"long_needs_chows": long_needs_chows})
    assert r.codes().count("MW-X51") == 1


# ------------------------------------------------------------------------------------------------
# HL-O10 / HL-O11: 马跟杠 uses the plain hits; the horse line and the kong line say so


def test_horse_kong_uses_plain_hits_under_horse_multiplier(english):
    # S self-draws, kan 3333s fed by E (S's 上家); horses 2m (hits S) 1m (hits E) → S has 1 hit.
    # HL-K2: 1 hit × 马翻3倍 = 3 horses × 2 = 6 per payer.  HL-O10 doubling: the kan's 3 × 2^1 (plain hits,
    # not 2^3) = 6.
    r = mj.score("111m222p444m5s kan:3333s +5s", "huilai", {"win_by": "self_draw"},
                 {"horses": 2, "horse_tiles": "2m1m", "horse_kong": "doubling", "horse_multiplier": 3})
    assert r.item("HL-K2").value == 6 and r.item("HL-K3").value == 6
    horse, kong = str(r.item("HL-K2").reason), str(r.item("HL-K3").reason)
    assert "1 hit" in horse and "3 horses" in horse
    assert "1 hit" in kong and "plain hits" in kong and "HL-O11" in kong
    note = [str(n.text) for n in r.notes if n.code == "HL-O10"][0]
    assert "not multiplied" in note and "interpretation" in note


def test_horse_kong_line_without_multiplier_stays_short(english):
    r = mj.score("111m222p444m5s kan:3333s +5s", "huilai", {"win_by": "self_draw"},
                 {"horses": 2, "horse_tiles": "2m1m", "horse_kong": "doubling"})
    assert r.item("HL-K3").value == 6 and "plain hits" not in str(r.item("HL-K3").reason)


# ------------------------------------------------------------------------------------------------
# Jinzhou texts and notes

CLOSED_C2 = "2m456m345p789p555s +2m"   # 单粘 2m: 二类胡 4, closed


def test_robbed_kong_is_not_worded_as_a_discard(english):
    r = mj.score("111m234p789m5568s +7s", JZ, win_by="rob_kong", discarder="W")
    why = str(r.item("JZ-M06").reason)
    assert "added kong" in why and "discarded" not in why
    assert "discarded by" in str(mj.score("111m234p789m5568s +7s", JZ, discarder="W").item("JZ-M06").reason)


@pytest.mark.parametrize("hand, cls", [("1111m2255p33774s +4s", "JZ-C5"), ("1199m2255p33774s +4s", "JZ-C4")])
def test_refused_bimen_on_seven_pairs_cites_its_own_rule(hand, cls):
    # dealer E wins on S's discard: base × 点炮 2 × 庄 2; 闭门 refused by JZ-M01's seven-pairs clause
    r = mj.score(hand, JZ, seat="E", dealer="E", discarder="S")
    assert r.items[0].code == cls
    refused = [i for i in r.items if i.code == "JZ-M01"]
    assert len(refused) == 1 and refused[0].excluded_by == "JZ-M01"
    assert r.total == {"JZ-C5": 32, "JZ-C4": 16}[cls] * 4


def test_refused_bimen_under_tianhu_cites_tianhu():
    r = mj.score("1111m2255p33774s +4s", JZ, seat="E", dealer="E", win_by="self_draw", first_turn=True)
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
    r = mj.score(CLOSED_C2, JZ)
    m10 = [i for i in r.items if i.code == "JZ-M10"][0]
    assert r.total == 16 and _product(r) == 16
    assert m10.unit == "分" and m10.value == 32 and m10.family == "dealer_share"
    assert r.payments == {"E": -32 - 16 - 16, "S": 64, "W": 0, "N": 0}
    # the dealer wins (on N's discard): every share doubled, JZ-M10 a counted ×2 → 4 × 2 × 2 × 2 = 32
    r = mj.score(CLOSED_C2, JZ, seat="E", dealer="E")
    assert r.total == 32 and _product(r) == 32 and r.item("JZ-M10").unit == "×"


def test_kong_discard_note_on_top_of_dian_pao(english):
    # 杠流泪 on a claimed hand: 二类胡 4 × 点炮 2 × 杠流泪 2 = 16
    r = mj.score("2m456m345p789p pon:555s +2m", JZ, kong_discard=True, discarder="N")
    assert r.total == 16
    note = [str(n.text) for n in r.notes if n.code == "JZ-M08"]
    assert len(note) == 1 and "on top of" in note[0]
    assert not [n for n in mj.score("2m456m345p789p pon:555s +2m", JZ, discarder="N").notes if n.code == "JZ-M08"]


def test_tianhu_after_a_concealed_kong_note(english):
    # the dealer's concealed kong before the first discard, then the win: still 天胡, 200 from each
    r = mj.score("2m456m345p789p ankan:5555s +2m", JZ, seat="E", dealer="E", win_by="self_draw", first_turn=True,
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
    w = mj.waits("234m456p345s678s5m", JZ)
    assert w.live == () and w.illegal == (1, 4)
    assert str(w).startswith("ready in shape (25m), no legal win") and "幺九" in str(w) and "not ready" not in str(w)
    assert str(mj.waits("234m456p345s678s5m", "mawan")) == "25m"
    assert str(mj.waits("159m159p159s1234z", "mawan")) == "not ready"


# ------------------------------------------------------------------------------------------------
# Mawan texts: variant codes, 节节高 reason, 大四喜 晕, glosses


def test_variant_rows_explain_themselves(english):
    r = mj.score("11112233m55p77s9s +9s", "mawan")
    base = [i for i in r.items if i.code == "MW-X06"][0]
    assert r.item("MW-X06.1").value == 200 and base.excluded_by == "MW-X06.1"
    assert "楞子七对" in base.excluded_reason.zh and "one four replaces" in base.excluded_reason.en


def test_jie_jie_gao_reason_lists_only_the_run(english):
    # 222m 333m 444m stepped; 888m is a pung of the suit but not of the run
    r = mj.score("222333444888m5z +5z", "mawan")
    why = r.item("MW-X08").reason.en
    assert "222m" in why and "444m" in why and "888m" not in why


def test_da_si_xi_wind_yun_is_implied_by_da_si_xi():
    r = mj.score("111z222z333z444z5m +5m", "mawan")
    winds = [i for i in r.items if i.code == "MW-B14" and not i.counted]
    assert winds and {i.excluded_by for i in winds} == {"MW-X13.1"}
    assert all("大四喜" in i.excluded_reason.zh and "破四喜" not in i.excluded_reason.zh for i in winds)


def test_glosses():
    from mjlearn.i18n import catalogue
    c = catalogue()
    assert "dragon" not in c["mw.name.MW-X17"][1].lower()
    assert "every set" in c["mw.name.MW-X34"][1] and "幺" in c["mw.name.MW-X34"][1]
