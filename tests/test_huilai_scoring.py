"""Huilai settlement HL-K0…K4, horses HL-K2 / HL-O08…O11, kongs HL-K3 / HL-O10 / HL-O12 / HL-O13,
protections HL-O14 / HL-O15, HL-O16, who pays HL-K1, table rules HL-A, 通炮 HL-A5.

Expected values are worked out by hand from spec ``huilai.md`` (arithmetic in the comments).
Default context: winner S, dealer E, a discard from the winner's 上家 (E).
"""
import pytest

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules.huilai import HUILAI, settle_draw, settle_tongpao
from mjlearn.rules.huilai.horses import horse_hits, horse_points, horse_seat
from mjlearn.tiles import parse_tile, parse_tiles

CHICKEN = "123m456p789s234m5s +5s"      # 标准 ×1
PUNGS = "111m222p333s444m5s +5s"        # 对对胡 ×2
FLUSH_PUNGS = "111m333m555m777m9m +9m"  # 清一色 × 对对胡 = 8


def sc(hand, options=None, **ctx):
    return mj.score(hand, "huilai", options=options, **ctx)


def net_zero(r):
    return sum(r.payments.values()) == 0


# ---------------------------------------------------------------- HL-K0 / HL-K1

def test_seed_table_self_draw_6_and_discard_2():
    # seed: 自摸 6 = 2 × 3 payers; 点炮 2 = 2 × 1
    r = sc(CHICKEN, win_by="self_draw")
    assert r.payments == {"E": -2, "S": 6, "W": -2, "N": -2}
    r = sc(CHICKEN)
    assert r.payments == {"E": -2, "S": 2, "W": 0, "N": 0}
    assert r.payment_unit == "分" and r.item("HL-K0").unit == "分"


def test_discard_pays_alone():
    # 对对胡 2 → per payer 2 × 2 = 4, discarder N pays
    r = sc(PUNGS, win_by="discard", discarder="N")
    assert r.payments == {"E": 0, "S": 4, "W": 0, "N": -4}
    assert net_zero(r)


def test_rob_kong_robbed_pays_for_everyone():
    # 清一色对对胡 8 → 16 per payer; robbed W pays for 3 players = 48
    r = sc("111m333m555m99m78m +6m", win_by="rob_kong", discarder="W")
    # 111m 333m 555m 678m 99m → 清一色 4 (a chow, so no 对对胡) → 8 per payer × 3 = 24
    assert r.total == 4
    assert r.payments == {"E": 0, "S": 24, "W": -24, "N": 0}


def test_discard_win_off_and_rob_off():
    # HL-O02 off: a discard win is not a win, saying so; self-draw still is
    r = sc(CHICKEN, {"allow_discard_win": False})
    assert r.status == "not_win" and "HL-O02" in r.why_not[0].en
    assert sc(CHICKEN, {"allow_discard_win": False}, win_by="self_draw").status == "scored"
    # HL-O18 off: robbing a kong is not a win
    r = sc("111m333m555m99m78m +6m", {"allow_rob_kong": False}, win_by="rob_kong", discarder="W")
    assert r.status == "not_win" and "HL-O18" in r.why_not[0].en


def test_chi_refused_naming_the_rule():
    with pytest.raises(MjError, match="HL-A2"):
        sc("456p789s234m5s chi:123m +5s")


def test_must_win_needs_discard_wins():
    with pytest.raises(MjError, match="HL-O03"):
        HUILAI.options({"must_win": True, "allow_discard_win": False})
    # 必胡 takes a possible win automatically; it changes nothing in the score, so the result carries no note
    # about it (issue 13: a note only where it changed something) and the same total as without it
    r = sc(CHICKEN, {"must_win": True})
    assert not any(n.code == "HL-O03" for n in r.notes)
    assert r.total == sc(CHICKEN).total and r.payments == sc(CHICKEN).payments


# ---------------------------------------------------------------- HL-K2 horses

@pytest.mark.parametrize("players, dealer, tile, seat", [
    (4, "E", "1m", "E"), (4, "E", "5p", "E"), (4, "E", "9s", "E"), (4, "E", "1z", "E"), (4, "E", "7z", "E"),
    (4, "E", "2m", "S"), (4, "E", "6p", "S"), (4, "E", "2z", "S"), (4, "E", "6z", "S"),
    (4, "E", "3s", "W"), (4, "E", "7m", "W"), (4, "E", "3z", "W"), (4, "E", "5z", "W"),
    (4, "E", "4p", "N"), (4, "E", "8s", "N"), (4, "E", "4z", "N"),
    (4, "S", "1m", "S"), (4, "S", "2m", "W"), (4, "S", "4m", "E"),   # counted from the dealer
    (3, "E", "4m", "E"), (3, "E", "4z", "E"), (3, "E", "5z", "E"), (3, "E", "5m", "S"), (3, "E", "7z", "S"),
    (3, "E", "9p", "W"), (3, "E", "6z", "W"), (3, "E", "3z", "W"),
    (2, "E", "7m", "E"), (2, "E", "3z", "E"), (2, "E", "5z", "E"), (2, "E", "8s", "W"), (2, "E", "4z", "W"),
    (2, "E", "6z", "W"),
])
def test_horse_seat_maps(players, dealer, tile, seat):
    assert horse_seat(parse_tile(tile), dealer, players) == seat


def test_horses_four_players_self_draw():
    # winner S (下家 of dealer E) hits on 2 6 南 发: tiles 1m 5p 9s 2z → one hit (2z) → 2 points
    # from each payer. 对对胡 ×2 → 4 per payer. Self-draw: each of E W N pays 4 + 2 = 6 → S +18
    r = sc(PUNGS, {"horses": 4, "horse_tiles": "1m5p9s2z"}, win_by="self_draw")
    assert r.item("HL-K2").value == 2
    assert r.payments == {"E": -6, "S": 18, "W": -6, "N": -6}


def test_horses_three_players():
    # 3 players E S W; winner W (third seat) hits on 3 6 9 西 发; tiles 3m 6p 9s 6z → 4 hits → 8
    # points per payer. 标准 → 2 per payer. Self-draw: E and S pay 2 + 8 = 10 each → W +20
    r = sc(CHICKEN, {"players": 3, "horses": 4, "horse_tiles": "3m6p9s6z"}, seat="W", win_by="self_draw")
    assert r.payments == {"E": -10, "S": -10, "W": 20}
    # the 4-player default seat S... a seat not at a 3-player table is an error
    with pytest.raises(MjError, match="HL-O17"):
        sc(CHICKEN, {"players": 3}, seat="N", win_by="self_draw")


def test_horses_two_players():
    # 2 players E W; winner W (庄对家) hits on 2 4 6 8 南 北 发: 2m 4p 1z 3s → 2 hits → 4 points.
    # Discard by E: 2 × 1 + 4 = 6
    r = sc(CHICKEN, {"players": 2, "horses": 4, "horse_tiles": "2m4p1z3s"}, seat="W")
    assert r.payments == {"E": -6, "W": 6}


def test_horse_base_and_horse_multiplier():
    # 马跟底分: each hit worth the per-payer score 4 (对对胡) → 1 hit → 4; discard: E pays 4 + 4 = 8
    r = sc(PUNGS, {"horses": 4, "horse_tiles": "1m5p9s2z", "horse_base": True})
    assert r.payments["E"] == -8
    # seed: 5 hits with 马翻3倍 = 15 horses; winner S hits on 2m 6m 2p 6s 2z (1z misses) →
    # 15 × 2 = 30 per payer; discard: 2 (标准) + 30 = 32
    assert horse_hits(parse_tiles("2m6m2p6s2z1z"), "S") == 5
    assert horse_points(5, 3) == 30
    r = sc(CHICKEN, {"horses": 6, "horse_tiles": "2m6m2p6s2z1z", "horse_multiplier": 3})
    assert r.item("HL-K2").value == 30 and r.payments["E"] == -32


def test_horses_robbed_kong_pays_horses_for_everyone():
    # 清一色 4 → 8 per payer; 1 hit (2z) → 2; robbed N pays (8 + 2) × 3 = 30
    r = sc("111m333m555m99m78m +6m", {"horses": 2, "horse_tiles": "2z1m"}, win_by="rob_kong", discarder="N")
    assert r.payments == {"E": 0, "S": 30, "W": 0, "N": -30}


def test_horse_options_refused():
    with pytest.raises(MjError, match="even"):
        HUILAI.options({"horses": 3})
    with pytest.raises(MjError, match="horse"):
        HUILAI.options({"horses": 4, "horse_tiles": "1m2m"})
    # horses without tiles: no horse points, a note says so
    r = sc(CHICKEN, {"horses": 4})
    assert r.item("HL-K2") is None and any(n.code == "HL-O08" for n in r.notes)


# ---------------------------------------------------------------- HL-K3 kongs

def test_kong_points_of_the_winner():
    # winner S: ankan 1z (2 from each other: 6), kakan 9p (1 each: 3), kan 5s fed by N (3 from N).
    # Hand: 11m 123m + 3 kongs… 11m + 234m + 3 kongs = 5 closed + 9 = 14? concealed 4 + 3 sets = 13
    h = "234m1m ankan:1111z kakan:9999p kan:5555s +1m"
    r = sc(h, {"kong_from": {"5s": "N"}}, win_by="self_draw")
    # patterns: 234m chow → 标准 1 → 2 per payer; self-draw 2 × 3 = 6
    # kongs: E pays 2 + 1 = 3, W 3, N 3 + 3 = 6 → 12 in kong points
    assert r.item("HL-K3").value == 12
    assert r.payments == {"E": -5, "S": 18, "W": -5, "N": -8}


def test_exposed_kong_default_feeder_is_the_previous_seat():
    r = sc("234m1m ankan:1111z kakan:9999p kan:5555s +1m", win_by="self_draw")
    # feeder assumed E (S's 上家): E 2 + 3 + 1 + 2 = 8 … hand 2 + kongs (ankan 2, kakan 1, kan 3) = 8
    assert r.payments["E"] == -8
    assert any(n.code == "HL-K3" for n in r.notes)


def test_other_players_kongs_and_kong_base():
    # FLUSH_PUNGS (8) on a discard by E: E pays 16. Other kongs: W ankan (2 from E, S, N), N kan fed by E (3).
    r = sc(FLUSH_PUNGS, {"other_kongs": ["W ankan", "N kan E"]})
    assert r.payments == {"E": -16 - 2 - 3, "S": 16 - 2, "W": 6, "N": -2 + 3}
    assert net_zero(r)


def test_kong_base_multiplies_the_winners_kongs():
    # 杠跟底分: winner's kongs × multiplier when above 1. 清一色 对对胡 with ankan 9m:
    # 111m 333m 555m 7m + ankan 9999m + 7m → 8; kong 2 × 8 = 16 from each other player
    h = "111m333m555m7m ankan:9999m +7m"
    r = sc(h, {"kong_base": True}, win_by="self_draw")
    assert r.total == 8
    # each of E W N: 16 (hand) + 16 (kong) = 32 → S +96
    assert r.payments == {"E": -32, "S": 96, "W": -32, "N": -32}
    # narrow miss: multiplier 1 → no change (标准 with ankan: 2 + 2 = 4 each)
    r = sc("123m456p789s9s ankan:1111z +9s", {"kong_base": True}, win_by="self_draw")
    assert r.total == 1 and r.payments["E"] == -4


def test_horse_kong_doubling_and_plus_one():
    # 马跟杠: winner S's ankan 1z worth 2 per payer; S has 2 hits (2m, 6p) →
    # doubling 2 × 2² = 8; plus_one 2 × (1 + 2) = 6. Hand 标准: 2 + horses 2 × 2 = 4.
    h = "123m456p789s9s ankan:1111z +9s"
    base = {"horses": 2, "horse_tiles": "2m6p"}
    r = sc(h, {**base, "horse_kong": "doubling"}, win_by="self_draw")
    assert r.payments["E"] == -(2 + 4 + 8)
    r = sc(h, {**base, "horse_kong": "plus_one"}, win_by="self_draw")
    assert r.payments["E"] == -(2 + 4 + 6)
    assert any(n.code == "HL-O10" for n in r.notes)
    # narrow miss: no hits for S (tiles hit E) → kong stays 2
    r = sc(h, {"horses": 2, "horse_tiles": "1m5p", "horse_kong": "doubling"}, win_by="self_draw")
    assert r.payments["E"] == -(2 + 0 + 2)


def test_draw_settlement():
    # HL-O13 on: E ankan (2 from S W N), S kan fed by W (3) → E +6, S -2 + 3 = +1, W -2 - 3 = -5, N -2
    lines, net = settle_draw(["E ankan", "S kan W"], {"draw_kong_points": True})
    assert net == {"E": 6, "S": 1, "W": -5, "N": -2} and sum(net.values()) == 0
    # HL-O13 off: nothing is settled
    lines, net = settle_draw(["E ankan"], {})
    assert lines == [] and net == {"E": 0, "S": 0, "W": 0, "N": 0}


# ---------------------------------------------------------------- HL-O14 / HL-O15 / HL-O16

def test_thirteen_orphans_ready_protection():
    # E (the discarder) is ready for 十三幺 (13-sided): pays nothing with HL-O14
    ready = {"E": "19m19p19s1234567z"}
    r = sc(PUNGS, {"thirteen_protect": True, "ready_hands": ready})
    assert r.payments == {"E": 0, "S": 0, "W": 0, "N": 0} and r.item("HL-O14").value == 4
    # self-draw: only E is spared; W and N pay 4 each
    r = sc(PUNGS, {"thirteen_protect": True, "ready_hands": ready}, win_by="self_draw")
    assert r.payments == {"E": 0, "S": 8, "W": -4, "N": -4}
    # narrow miss: option off → E pays
    assert sc(PUNGS, {"ready_hands": ready}).payments["E"] == -4


def test_ten_times_ready_protection():
    # (review: the winner's hand and W's ready hand must not hold more than 4 copies of a kind between them,
    # HL-A1 — the former data had PUNGS' 333s with W's 3333s and W holding PUNGS itself; a bamboo-free
    # 对对胡 winner keeps the same numbers)
    pungs_mp = "111m222p333p444m5p +5p"   # 对对胡 ×2 (two suits) → 4 per payer
    # W ready on 1111 2222 3333 4s → 4s makes 三豪华 × 清一色 = 40 ≥ 10: W pays nothing
    opts = {"ten_protect": True, "ready_hands": {"W": "1111222233334s"}}
    r = sc(pungs_mp, opts, win_by="self_draw")
    assert r.payments == {"E": -4, "S": 8, "W": 0, "N": -4}
    assert r.item("HL-O15") is not None
    # narrow miss: W ready for 对对胡 only (2×): pays
    opts = {"ten_protect": True, "ready_hands": {"W": "999m888p777s666m5s"}}
    assert sc(pungs_mp, opts, win_by="self_draw").payments["W"] == -4


def test_total_plus():
    # 总分加2倍: every score × 3; 对对胡 self-draw: 4 × 3 = 12 from each → S +36
    r = sc(PUNGS, {"total_plus": 2}, win_by="self_draw")
    assert r.payments == {"E": -12, "S": 36, "W": -12, "N": -12}
    assert r.item("HL-O16").value == 3


# ---------------------------------------------------------------- 通炮 HL-A5

def test_tongpao_two_winners_one_discard():
    # W discards; S wins 对对胡 (4), N wins 标准 (2). Horses counted for W's seat (opposite the dealer:
    # 3 7 西 白): tiles 3m 7p 1z 2z → 2 hits → each winner collects 2 × 2 = 4 from W.
    out = settle_tongpao({"S": PUNGS, "N": CHICKEN}, "W", {"horses": 4, "horse_tiles": "3m7p1z2z"})
    assert out["payments"] == {"E": 0, "S": 8, "W": -14, "N": 6}
    assert sum(out["payments"].values()) == 0
    assert out["results"]["S"].item("HL-K2").value == 4
    with pytest.raises(MjError):
        settle_tongpao({"S": PUNGS}, "W")


# ---------------------------------------------------------------- worked hands (≥ 25)

WORKED = [
    # (hand, options, context, counted patterns, multiplier, payments) — arithmetic in the comment
    # 1 标准, discard by E: 2 × 1 = 2
    (CHICKEN, {}, {}, ["HL-P01"], 1, {"E": -2, "S": 2, "W": 0, "N": 0}),
    # 2 标准 self-draw: 2 from each of 3
    (CHICKEN, {}, {"win_by": "self_draw"}, ["HL-P01"], 1, {"E": -2, "S": 6, "W": -2, "N": -2}),
    # 3 对对胡 self-draw: 4 × 3
    (PUNGS, {}, {"win_by": "self_draw"}, ["HL-P02"], 2, {"E": -4, "S": 12, "W": -4, "N": -4}),
    # 4 混一色 discard by N: 2 × 2 = 4
    ("123m456m789m111z2z +2z", {}, {"discarder": "N"}, ["HL-P03"], 2, {"E": 0, "S": 4, "W": 0, "N": -4}),
    # 5 混一色 七小对 2 × 3 = 6 → 12
    ("1122334455m112z +2z", {}, {}, ["HL-P03", "HL-P04"], 6, {"E": -12, "S": 12, "W": 0, "N": 0}),
    # 6 同上, add: 2 + 3 = 5 → 10
    ("1122334455m112z +2z", {"stacking": "add"}, {}, ["HL-P03", "HL-P04"], 5, {"E": -10, "S": 10, "W": 0, "N": 0}),
    # 7 清一色 对对胡 8 → 16
    (FLUSH_PUNGS, {}, {}, ["HL-P02", "HL-P05"], 8, {"E": -16, "S": 16, "W": 0, "N": 0}),
    # 8 同上 cap 5 → 10
    (FLUSH_PUNGS, {"cap": 5}, {}, ["HL-P02", "HL-P05"], 5, {"E": -10, "S": 10, "W": 0, "N": 0}),
    # 9 豪华七对 5, self-draw: 10 × 3
    ("1111m5577p99s112z +2z", {}, {"win_by": "self_draw"}, ["HL-P06"], 5, {"E": -10, "S": 30, "W": -10, "N": -10}),
    # 10 花幺九 5 → 10
    ("111m999p111s111z9s +9s", {}, {}, ["HL-P07"], 5, {"E": -10, "S": 10, "W": 0, "N": 0}),
    # 11 清幺九 7 → 14
    ("111m999m111z222z3z +3z", {}, {}, ["HL-P08"], 7, {"E": -14, "S": 14, "W": 0, "N": 0}),
    # 12 纯幺九 8 → 16
    ("111m999m111p999p1s +1s", {}, {}, ["HL-P09"], 8, {"E": -16, "S": 16, "W": 0, "N": 0}),
    # 13 字一色 10 self-draw → 20 × 3
    ("111z222z333z555z6z +6z", {}, {"win_by": "self_draw"}, ["HL-P10"], 10, {"E": -20, "S": 60, "W": -20, "N": -20}),
    # 14 字一色 cap 5 → 10
    ("111z222z333z555z6z +6z", {"cap": 5}, {}, ["HL-P10"], 5, {"E": -10, "S": 10, "W": 0, "N": 0}),
    # 15 双豪华 清一色 (seed) 40 → 80
    ("1111222233445s +5s", {}, {}, ["HL-P05", "HL-P11"], 40, {"E": -80, "S": 80, "W": 0, "N": 0}),
    # 16 三豪华 (mixed) 10 → 20
    ("1111m2222p3333s4z +4z", {}, {}, ["HL-P12"], 10, {"E": -20, "S": 20, "W": 0, "N": 0}),
    # 17 十三幺 self-draw: 20 × 3
    ("119m19p19s123456z +7z", {}, {"win_by": "self_draw"}, ["HL-P13"], 10, {"E": -20, "S": 60, "W": -20, "N": -20}),
    # 18 天胡 (dealer E, self-draw): 20 from each of S W N
    (CHICKEN, {}, {"seat": "E", "win_by": "self_draw", "first_turn": True}, ["HL-P14"], 10,
     {"E": 60, "S": -20, "W": -20, "N": -20}),
    # 19 P08 flip ghost 标准 → 2
    ("345m22344p123s88s +6p", {"ghosts": "flip", "indicator": "5p"}, {}, ["HL-P01"], 1,
     {"E": -2, "S": 2, "W": 0, "N": 0}),
    # 20 white ghosts, wild pung as characters: 清一色 对对胡 8 → 16
    ("555z111m999m3m pon:222m +3m", {"ghosts": "white"}, {}, ["HL-P02", "HL-P05"], 8,
     {"E": -16, "S": 16, "W": 0, "N": 0}),
    # 21 8 ghosts (双鬼 8s → 9s 1s): 豪华七对 清一色 20 → 40
    ("1111s9999s12345m +6m", {"ghosts": "double", "indicator": "8s"}, {}, ["HL-P05", "HL-P06"], 20,
     {"E": -40, "S": 40, "W": 0, "N": 0}),
    # 22 red ghosts + 无鬼翻倍: 2 × 1 × 2 = 4 self-draw → 12
    (CHICKEN, {"ghosts": "red", "no_ghost_double": True}, {"win_by": "self_draw"}, ["HL-P01"], 1,
     {"E": -4, "S": 12, "W": -4, "N": -4}),
    # 23 四鬼胡牌 ×2 (白): 2 × 1 × 2 = 4, discard by E
    ("5555z159m159p13s2z +7s", {"ghosts": "white", "four_ghost_win": True, "four_ghost_double": True}, {},
     ["HL-O06"], 1, {"E": -4, "S": 4, "W": 0, "N": 0}),
    # 24 3 players, 对对胡 self-draw by S: 4 from E and W
    (PUNGS, {"players": 3}, {"win_by": "self_draw"}, ["HL-P02"], 2, {"E": -4, "S": 8, "W": -4}),
    # 25 2 players, 清一色对对胡 self-draw by W: 16 from E
    (FLUSH_PUNGS, {"players": 2}, {"seat": "W", "win_by": "self_draw"}, ["HL-P02", "HL-P05"], 8, {"E": -16, "W": 16}),
    # 26 4 players, horses 8 (dealer E, winner S hits 2 6 南 发): 2m 2p 6s 南 + 1m 3m 4m 北 → 4 hits;
    #    马翻2倍 → 8 horses × 2 = 16; 对对胡 discard: 4 + 16 = 20
    (PUNGS, {"horses": 8, "horse_tiles": "2m2p6s2z1m3m4m4z", "horse_multiplier": 2}, {}, ["HL-P02"], 2,
     {"E": -20, "S": 20, "W": 0, "N": 0}),
    # 27 3 players, 马跟底分: winner S hits 2 5 8 南 中: 5m 8p → 2 hits × 4 = 8; self-draw: 4 + 8 = 12 each
    (PUNGS, {"players": 3, "horses": 2, "horse_tiles": "5m8p", "horse_base": True}, {"win_by": "self_draw"},
     ["HL-P02"], 2, {"E": -12, "S": 24, "W": -12}),
    # 28 2 players, dealer E, winner E hits odd + 东西中白: 1m 3z(西) → 2 hits → 4; discard by W: 2 + 4 = 6
    (CHICKEN, {"players": 2, "horses": 2, "horse_tiles": "1m3z"}, {"seat": "E"}, ["HL-P01"], 1,
     {"E": 6, "W": -6}),
    # 29 总分加1倍 + cap 10 on 三豪华清一色 (40 → 10): 20 × 2 = 40
    ("1111222233334s +4s", {"cap": 10, "total_plus": 1}, {}, ["HL-P05", "HL-P12"], 10,
     {"E": -40, "S": 40, "W": 0, "N": 0}),
]


@pytest.mark.parametrize("hand, options, ctx, codes, mult, payments", WORKED)
def test_worked_hands(hand, options, ctx, codes, mult, payments):
    r = sc(hand, options, **ctx)
    assert r.status == "scored"
    assert sorted(c for c in r.codes() if c.startswith("HL-P") or c == "HL-O06") == codes
    assert r.total == mult
    assert r.payments == payments
    assert sum(r.payments.values()) == 0


def test_tongpao_needs_discard_wins():
    # HL-A5: several winners on one discard only exist when discard wins are allowed (HL-O02)
    with pytest.raises(MjError, match="HL-O02"):
        settle_tongpao({"S": PUNGS, "N": CHICKEN}, "W", {"allow_discard_win": False})


def test_each_part_of_the_score_is_an_item():
    # HL-K4: hand score + horse points + kong points, each shown as an item in 分
    # 对对胡 2 → 4 per payer; horses 2m (hits S) + 1m (hits E) → 1 hit → 2; kan 3s fed by E (S's 上家) → 3
    r = sc("111m222p444m5s kan:3333s +5s", {"horses": 2, "horse_tiles": "2m1m"}, win_by="self_draw")
    parts = {i.code: i.value for i in r.counted if i.unit == "分"}
    assert parts == {"HL-K0": 4, "HL-K2": 2, "HL-K3": 3}
    # S collects (4 + 2) × 3 + 3 = 21
    assert r.payments == {"E": -9, "S": 21, "W": -6, "N": -6}
