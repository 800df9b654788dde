"""An interpretation note appears only where the interpretation changed something.

Each test shows a hand whose result the interpretation decided (the note is there) and a narrowly different
hand where the plain reading of the seed gives the same result (no note).  Which hand is which is worked out
from the spec (``mawan.md``, ``huilai.md``, ``jinzhou.md``), not from the code's output.
"""
from __future__ import annotations

import mjlearn as mj


def codes(r) -> list:
    return [n.code for n in r.notes]


def keys(r) -> list:
    return [n.text.key for n in r.notes]


def mw(hand, options=None, **ctx):
    return mj.score(hand, "mawan", options=options, **ctx)


def hl(hand, options=None, **ctx):
    return mj.score(hand, "huilai", options=options, **ctx)


def jz(hand, options=None, **ctx):
    return mj.score(hand, "jinzhou", options=options, **ctx)


# ------------------------------------------------------------------------------------------------ Mawan

def test_mw_w_single_wait_note_only_when_it_blocked_an_item():
    # 89m + 7m is an edge wait on 7m alone: 边 counts under either reading of MW-W → no note
    r = mw("123m456p11s89m pon:777z +7m")
    assert r.item("MW-B15") is not None and "MW-W" not in codes(r)
    # 34m waits on 2m and 5m: 边 would count without MW-W; the single-wait rule refused it → the note
    r = mw("123m456p789s11z34m +2m")
    assert r.item("MW-B15") is None and "mw.note.MW-W.blocked" in keys(r)


def test_mw_y_note_for_a_seat_wind_not_for_a_dragon():
    # a dragon pung is 2 晕 straight from the seed → no MW-Y note
    r = mw("123m456p789s1m pon:777z +1m")
    assert r.item("MW-B14") is not None and "MW-Y" not in codes(r)
    # South's own wind 2z: "东家算一个晕" read as each seat's own wind (the interpretation) → the note
    r = mw("123m456p789s1m pon:222z +1m", seat="S")
    assert r.item("MW-B14") is not None and "MW-Y" in codes(r)
    # the same pung for East (round E, seat E not South): neither round nor seat wind, no 晕, no note
    r = mw("123m456p789s1m pon:222z +1m", seat="E", dealer="E")
    assert r.item("MW-B14") is None and "MW-Y" not in codes(r)


def test_mw_y_note_when_the_cap_binds_through_the_dragons():
    # 中 + 发 pungs = 4 晕; the cap of 3 binds only because it covers dragons (interpretation) → the note
    r = mw("123m456p1m pon:555z pon:666z +1m")
    assert r.item("MW-Y") is not None and r.item("MW-Y").value == -1 and "MW-Y" in codes(r)
    # with the option yun_cap=winds the dragons are not capped: no cap item, no note
    r = mw("123m456p1m pon:555z pon:666z +1m", {"yun_cap": "winds"})
    assert r.item("MW-Y") is None and "MW-Y" not in codes(r)


def test_mw_fan_bian_notes():
    # 反匾 by the pung 555p (three identical tiles, not 幺): the plain reading; pair 99s holds a 幺 → no note
    r = mw("123m789s555p9s pon:111z +9s")
    assert r.item("MW-X32") is not None and "MW-X32" not in codes(r) and "MW-X31" not in codes(r)
    # 反匾 by the chow 456p: "一句中的三字" read as any set decided it → MW-X32; the pair 55s holds no 幺,
    # so constraining the pair (the option) would refuse 反匾 → MW-X31 too
    r = mw("123m789s456p5s pon:111z +5s")
    assert r.item("MW-X32") is not None and "MW-X32" in codes(r) and "MW-X31" in codes(r)
    r = mw("123m789s456p5s pon:111z +5s", {"bian_constrains_pair": True})
    assert r.item("MW-X32") is None


def test_mw_long_note_only_where_1_to_9_is_not_the_three_chows():
    # 123 456 789m: 一条龙 under either reading → no note
    r = mw("12345678m11z234p +9m")
    assert r.item("MW-X51") is not None and "MW-X51" not in codes(r)
    # 111 234 456 789m holds 1–9 of 万 without the chow 123: the three-chow reading refuses 一条龙 → the note
    r = mw("111m234m456m789m1p +1p")
    assert r.item("MW-X51") is None and "mw.note.MW-X51.refused" in keys(r)
    # option long_needs_chows off: the same hand earns it, and the note says why
    r = mw("111m234m456m789m1p +1p", {"long_needs_chows": False})
    assert r.item("MW-X51") is not None and "mw.note.MW-X51.off" in keys(r)


def test_mw_jue_zhang_seen_note_only_when_own_copies_counted():
    # 吊 on 5m, holding one 5m, two seen on the table: 1 + 2 = 3 only with the winner's own copy → the note
    r = mw("123m456p789s111z5m +5m", seen={"5m": 2})
    assert r.item("MW-X55") is not None and "MW-X55" in codes(r)
    # 坎 on 5m (46m), three 5m seen on the table: 绝章 by the table alone → no note
    r = mw("123m46m789s111z99p +5m", seen={"5m": 3})
    assert r.item("MW-X55") is not None and "MW-X55" not in codes(r)


def test_mw_po_si_xi_note_only_when_the_pair_is_not_the_fourth_wind():
    # three wind pungs + a pair of the fourth wind: 破四喜 under any reading → no note
    r = mw("123m4z pon:111z pon:222z pon:333z +4z")
    assert r.item("MW-X13") is not None and "MW-X13" not in codes(r)
    # the same with a 5m pair: "再加一对将" read as the fourth wind's pair refuses it → the note
    r = mw("123m5m pon:111z pon:222z pon:333z +5m")
    assert r.item("MW-X13") is None and "MW-X13" in codes(r)


def test_mw_nei_san_gang_note_only_when_a_kan_would_have_made_it():
    # two concealed pungs + a 冲杠 (kan): counting the kan would make 内三杠 → the note
    r = mw("111m222p456m7z kan:3333s +7z")
    assert r.item("MW-X15") is None and "MW-X15" in codes(r)
    # the same kong concealed (ankan) counts: 内三杠, nothing was decided by the kan reading → no note
    r = mw("111m222p456m7z ankan:3333s +7z")
    assert r.item("MW-X15") is not None and "MW-X15" not in codes(r)
    # three concealed pungs and no kong at all → no note either
    r = mw("111m222p333s456m7z +7z")
    assert "MW-X15" not in codes(r)


def test_mw_exception_note_only_for_a_five_pair():
    # 喜相逢 234 in three suits + 平 断 缺2; 将 5s is 3 张, "将将" only by the reading "≥ 2" → the note
    r = mw("234m567m234p234s5s +5s")
    assert r.item("MW-E") is not None and "MW-E" in codes(r)
    # the same with 8s: 2 张 is literally 将将 → MW-E without the note
    r = mw("234m567m234p234s8s +8s")
    assert r.item("MW-E") is not None and "MW-E" not in codes(r)


def test_mw_payment_notes():
    h = "123m456p11s89m pon:777z +7m"
    # self-draw: every other player pays under any reading; default stake is an assumption, not a note
    r = mw(h, win_by="self_draw")
    assert "MW-M" not in codes(r)
    assert any("10 台 = 1 元" in a.en for a in r.assumptions)
    # a discard win: all three pay, not only the discarder (the interpretation) → the note
    r = mw(h)
    assert keys(r).count("mw.note.MW-M.discard") == 1
    # a chosen stake: its rate is noted; a liable player replaces the discard note by the 包胡 one
    r = mw(h, {"stake": "22"}, win_by="self_draw")
    assert "mw.note.MW-M" in keys(r) and "10 台 = 2 元" in [n.text.en for n in r.notes if n.code == "MW-M"][0]
    r = mw(h, liable="N")
    assert "mw.note.MW-M.liable" in keys(r) and "mw.note.MW-M.discard" not in keys(r)


# ------------------------------------------------------------------------------------------------ Huilai

CHICKEN = "123m456p789s234m5s +5s"


def test_hl_seat_note_names_only_this_tables_seats():
    assert "HL-O17" not in codes(hl(CHICKEN))
    r = hl(CHICKEN, {"players": 3})
    assert keys(r).count("hl.note.seats.3") == 1 and "hl.note.seats.2" not in keys(r)
    r = hl("123m456p789s234m5s +5s", {"players": 2}, seat="W")
    assert "hl.note.seats.2" in keys(r) and "hl.note.seats.3" not in keys(r)


def test_hl_ghost_note_only_for_a_hand_holding_a_ghost():
    # ghosts = 白 (7z … the white dragon, HL-O04 "white"): a hand without 白 is read as usual → no note
    assert "HL-G" not in codes(hl(CHICKEN, {"ghosts": "white"}))
    # the same hand with 白 standing for the 5s of the pair → the ghost rule read it → the note
    r = hl("123m456p789s234m5z +5s", {"ghosts": "white"})
    assert r.is_win and "HL-G" in codes(r)


def test_hl_mixed_flush_slip_note_only_for_characters():
    # 混一色 in 万: the seed's "单一条/筒" leaves 万 out; counting it is the interpretation → the note
    r = hl("123m456m789m11z22z +2z")
    assert r.item("HL-P03") is not None and "HL-P03" in codes(r)
    # 混一色 in 筒 is in the seed's words → no note
    r = hl("123p456p789p11z22z +2z")
    assert r.item("HL-P03") is not None and "HL-P03" not in codes(r)


def test_hl_kong_option_notes_only_when_they_changed_a_kong():
    h = "123m456p789s9s ankan:1111z +9s"
    # 马跟杠 with two hits for S: the kong's 2 becomes 8 → the note
    r = hl(h, {"horses": 2, "horse_tiles": "2m6p", "horse_kong": "doubling"}, win_by="self_draw")
    assert "HL-O10" in codes(r)
    # no hit for S: the kong stays 2 → no note
    r = hl(h, {"horses": 2, "horse_tiles": "1m5p", "horse_kong": "doubling"}, win_by="self_draw")
    assert "HL-O10" not in codes(r)
    # 杠跟底分 on a ×1 hand changes nothing (1 × kong) → no note; on 对对胡 ×2 it doubles the kong → the note
    assert "HL-O12" not in codes(hl(h, {"kong_base": True}, win_by="self_draw"))
    r = hl("111m222p333s9s ankan:4444z +9s", {"kong_base": True}, win_by="self_draw")
    assert "HL-O12" in codes(r)


def test_hl_must_win_has_no_note():
    assert "HL-O03" not in codes(hl(CHICKEN, {"must_win": True}))


# ------------------------------------------------------------------------------------------------ Jinzhou

def test_jz_dealer_note_only_when_the_dealer_pays_a_doubled_share():
    h = "2m456m345p789p pon:555s +2m"  # 2m 吊 with a 555s pung: a Jinzhou win (门齐, 幺九, 横)
    # S wins, E deals: E's share doubled is the "both ways" reading of 座庄者X2 → the note
    assert "JZ-M10" in codes(jz(h, seat="S", dealer="E"))
    # the dealer wins: "座庄者X2" in its plain sense → no note
    assert "JZ-M10" not in codes(jz(h, seat="E", dealer="E", discarder="S"))


def test_hl_heavenly_hand_stacking_note_only_with_another_pattern():
    first = dict(seat="E", dealer="E", win_by="self_draw", first_turn=True)
    # 天胡 on a chicken hand: 10 倍 alone, nothing to stack with → no HL-P14 note
    r = hl(CHICKEN, **first)
    assert r.total == 10 and "HL-P14" not in codes(r)
    # 天胡 on 对对胡: 10 × 2 = 20 倍 because 天地胡 stacks like any pattern → the note
    r = hl("111m222p333s444m5s +5s", **first)
    assert r.total == 20 and "HL-P14" in codes(r)
