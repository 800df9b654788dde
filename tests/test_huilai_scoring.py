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
    # about it (a note only where it changed something) and the same total as without it
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


# ----------------------------------------------------------------------------------------------------
# Hands worked out by hand from the spec (HL-…), each with its arithmetic
# Adversarial review of the Huilai 惠来 ruleset against spec ``huilai.md`` (and ``common.md``).
#
# Every expected value below was worked out BY HAND from the spec before running the code; the arithmetic
# is in the comment of each case.  Unless a case says otherwise: 4 players, winner S, dealer E, a discard
# from the winner's 上家 E (common.md defaults), no options.
#
# HL-K0: per-payer hand score = 2 × pattern multiplier (after the cap) × 2 (无鬼翻倍) × 2 (四鬼双倍);
# HL-K1: discard → the discarder pays it; self-draw → each other player; robbing → the robbed player × others.


CHICKEN_by_hand = "123m456p789s234m5s +5s"    # 标准 ×1 (three suits: no flush)

ROB = "123m456p789s23m55s +4m"       # 标准 ×1, the winning 4m is the winner's only copy (robbable)

def P(**kw):
    out = {"E": 0, "S": 0, "W": 0, "N": 0}
    out.update(kw)
    return out

def sc_by_hand(hand, options=None, **ctx):
    return mj.score(hand, "huilai", options=options, **ctx)

def counted(r):
    return sorted(i.code for i in r.items if i.code.startswith("HL-P") and i.excluded_by is None)

def test_dihu_on_dealer_discard_with_first_turn():
    # HL-P14 地胡 includes "a non-dealer wins ... on the dealer's first discard".  In the first go-around the
    # dealer has discarded exactly once, so first_turn + a discard from the dealer E is that first discard.
    # 天地胡 ×10 → per payer 2 × 10 = 20, E pays.  (The code gave 标准 ×1 = 2 before the fix.)
    r = sc_by_hand(CHICKEN_by_hand, first_turn=True, discarder="E")
    assert r.total == 10 and counted(r) == ["HL-P14"]
    assert r.payments == P(E=-20, S=20)
    assert "dealer" in r.item("HL-P14").reason.en

def test_first_turn_discard_from_non_dealer_is_not_dihu_and_says_so():
    # W (not the dealer) discards in the first go-around: not 地胡 → 标准 ×1 = 2 from W, with a note.
    r = sc_by_hand(CHICKEN_by_hand, first_turn=True, discarder="W")
    assert r.total == 1 and counted(r) == ["HL-P01"]
    assert r.payments == P(W=-2, S=2)
    assert any(n.code == "HL-P14" and "West" in n.text.en and "西家" in n.text.zh for n in r.notes)

def test_dihu_first_discard_flag_still_works():
    # first_discard (the dealer's first discard) → 地胡 ×10 → 20 from E
    r = sc_by_hand(CHICKEN_by_hand, first_discard=True)
    assert r.total == 10 and r.payments == P(E=-20, S=20)

@pytest.mark.parametrize("ctx,options,fragment", [
    # 地胡 on the first discard is a discard win
    ({"win_by": "self_draw", "first_discard": True}, None, "first_discard"),
    # kong_from names a tile the winner has no kan of
    ({}, {"kong_from": {"5p": "N"}}, "kong_from"),
    # five kongs for one seat (a player holds at most 4)
    ({}, {"other_kongs": ["E ankan"] * 5}, "at most 4"),
    # an entry that is neither text nor a sequence
    ({}, {"other_kongs": [5]}, "kong entry"),
])
def test_contradictions_raise_mjerror(ctx, options, fragment):
    with pytest.raises(MjError) as e:
        sc_by_hand(CHICKEN_by_hand, options, **ctx)
    assert fragment in str(e.value)

def test_first_turn_with_declared_set_is_refused():
    # 天胡 = the dealer's dealt 14 tiles; a pon means a claim was made → contradicts first_turn
    with pytest.raises(MjError) as e:
        sc_by_hand("123m456p789s5s pon:111z +5s", seat="E", win_by="self_draw", first_turn=True)
    assert "HL-P14" in str(e.value)

def test_tongpao_bad_inputs_raise_mjerror():
    hands = {"S": ROB, "W": "111m222p333s44m55s +4m"}
    with pytest.raises(MjError):
        settle_tongpao("S W", "N")                  # not a dict
    with pytest.raises(MjError):
        settle_tongpao(hands, None)                 # no discarder
    with pytest.raises(MjError):
        settle_tongpao(hands, "N", context="x")     # context not a dict

def test_physical_tiles_across_hands_at_most_four():
    # HL-A1 136 tiles: the winner's 1111z kong plus W's ready 十三幺 (one 东) would be five 东
    with pytest.raises(MjError) as e:
        sc_by_hand("123m456p789s5s ankan:1111z +5s", {"thirteen_protect": True, "ready_hands": {"W": "19m19p19s1234567z"}})
    assert "1z" in str(e.value)
    # horse tiles are wall tiles too: 5s ×2 in the hand + 5s ×3 as horses = 5
    with pytest.raises(MjError):
        sc_by_hand(CHICKEN_by_hand, {"horses": 4, "horse_tiles": "5s5s5s1m"})

def test_settle_draw_bad_inputs():
    with pytest.raises(MjError):
        settle_draw([3], {"draw_kong_points": True})
    with pytest.raises(MjError):
        settle_draw(["E ankan"] * 5, {"draw_kong_points": True})
    # None = no kongs: nothing to pay
    lines, net = settle_draw(None, {"draw_kong_points": True})
    assert lines == [] and net == P()
    # a comma-separated string works as for option other_kongs: E ankan 2 × 3 = +6; W kan from S 3
    lines, net = settle_draw("E ankan, W kan S", {"draw_kong_points": True})
    assert net == P(E=6, S=-2 - 3, W=-2 + 3, N=-2)

def test_tongpao_horse_kong_for_other_kongs():
    # 通炮: N discards, S (标准 ×1) and W (对对胡 ×2: 111m 222p 333s 444m 55s) win.  Horses 4m 3m:
    # 4m hits N (4 8 北), 3m hits W's map but only the discarder's hits count for winners (HL-K2) → 1 hit.
    # S: 2 + 2 (1 horse) = 4 from N;  W: 4 + 2 = 6 from N.
    # N ankan with 马跟杠 doubling: N has 1 hit → 2 × 2^1 = 4 from each of E, S, W (HL-O10).
    # E −4; S 4 − 4 = 0; W 6 − 4 = 2; N −4 − 6 + 12 = 2.  Sum 0.
    out = settle_tongpao({"S": ROB, "W": "111m222p333s44m55s +4m"}, "N",
                         {"horses": 2, "horse_tiles": "4m3m", "other_kongs": ["N ankan"], "horse_kong": "doubling"})
    assert out["payments"] == P(E=-4, S=0, W=2, N=2)

@pytest.mark.parametrize("hand,code,tiles,tiles_zh", [  # zh names the tiles as Huilai writes them
    (CHICKEN_by_hand, "HL-P01", "123m", "一二三万"),
    ("1133m5577p99s11z2z +2z", "HL-P04", "99s", "九九条"),
    ("111m999p111z222z3z +3z", "HL-P07", "999p", "九九九筒"),
    ("111m999m111z222z3z +3z", "HL-P08", "999m", "九九九万"),
    ("111m999m111p999s1s +1s", "HL-P09", "999s", "九九九条"),
    ("111z222z333z555z7z +7z", "HL-P10", "555z", "白白白"),
])
def test_reasons_name_the_tiles(hand, code, tiles, tiles_zh):
    r = sc_by_hand(hand)
    it = r.item(code)
    assert tiles_zh in it.reason.zh and tiles in it.reason.en
    assert tiles not in it.reason.zh  # no notation in Chinese prose
    assert it.name.zh and it.name.en

CASES = [
    # id, hand, context, options, multiplier (倍), payments (分)
    # 2 × 1 from E
    ("chicken", CHICKEN_by_hand, {}, {}, 1, P(E=-2, S=2)),
    # self-draw: 2 from each of 3 → +6 (seed 自摸6分)
    ("chicken self-draw", CHICKEN_by_hand, {"win_by": "self_draw"}, {}, 1, P(E=-2, S=6, W=-2, N=-2)),
    # 对对胡 2 → 4
    ("all pungs", "111m222p333s444m5s +5s", {}, {}, 2, P(E=-4, S=4)),
    # 混一色 with chows: 123m456m789m 222z 11z → 2 → 4
    ("half flush chows", "123m456m789m11z22z +2z", {}, {}, 2, P(E=-4, S=4)),
    # 清一色 4 × 对对胡 2 = 8 → 16
    ("flush pungs multiply", "111m333m555m777m9m +9m", {}, {}, 8, P(E=-16, S=16)),
    # add: 4 + 2 = 6 → 12
    ("flush pungs add", "111m333m555m777m9m +9m", {}, {"stacking": "add"}, 6, P(E=-12, S=12)),
    # cap 5: 8 → 5 → 10
    ("cap 5", "111m333m555m777m9m +9m", {}, {"cap": 5}, 5, P(E=-10, S=10)),
    # 七小对 3 (three suits + honors, no flush) → 6
    ("seven pairs", "1133m5577p99s11z2z +2z", {}, {}, 3, P(E=-6, S=6)),
    # 七小对 3 × 混一色 2 = 6 → 12
    ("seven pairs half flush", "11335577m99m1z22z +1z", {}, {}, 6, P(E=-12, S=12)),
    # 1122334455667m+7m: standard 清一色 4 vs seven pairs 3 × 4 = 12 → best 12 → 24
    ("flush seven pairs beats standard", "1122334455667m +7m", {}, {}, 12, P(E=-24, S=24)),
    # 1111m 33p 55p 77s 11z 22z: 豪华七对 5 only (HL-N: not also 七小对) → 10
    ("luxury seven pairs", "1111m3355p77s112z +2z", {}, {}, 5, P(E=-10, S=10)),
    # 1111223m445566p+3m: standard 11 123 123 456 456 = 标准 1; seven pairs with 1m×4 = 5 → 10
    ("luxury beats its standard reading", "1111223m445566p +3m", {}, {}, 5, P(E=-10, S=10)),
    # 1111m 22m 33m 44m 55z 66z: 豪华 5 × 混一色 2 = 10 → 20
    ("luxury half flush", "111122334m5566z +4m", {}, {}, 10, P(E=-20, S=20)),
    # 双豪华 10 → 20
    ("double luxury", "11112222m3344p5s +5s", {}, {}, 10, P(E=-20, S=20)),
    # 三豪华 10 × 清一色 4 = 40 (standard 123×4 + 55 is only 清一色 4) → 80
    ("triple luxury flush", "1111222233335m +5m", {}, {}, 40, P(E=-80, S=80)),
    # same with cap 10 → 10 → 20
    ("triple luxury flush cap 10", "1111222233335m +5m", {}, {"cap": 10}, 10, P(E=-20, S=20)),
    # 花幺九 5 (not 对对胡) → 10
    ("mixed terminals", "111m999p111z222z3z +3z", {}, {}, 5, P(E=-10, S=10)),
    # 清幺九 7 (not 混一色, not 对对胡) → 14
    ("one-suit terminals", "111m999m111z222z3z +3z", {}, {}, 7, P(E=-14, S=14)),
    # honors pungs + a 1m pair: terminals from exactly one suit → 清幺九 7 → 14
    ("honor pungs with terminal pair", "111z222z333z444z1m +1m", {}, {}, 7, P(E=-14, S=14)),
    # 纯幺九 8 → 16
    ("pure terminals", "111m999m111p999s1s +1s", {}, {}, 8, P(E=-16, S=16)),
    # 字一色 10 (not 对对胡; no suit → not 混一色) → 20
    ("all honors", "111z222z333z555z7z +7z", {}, {}, 10, P(E=-20, S=20)),
    # honors seven pairs: 字一色 needs pungs, 混一色 needs a suit → 七小对 3 only → 6
    ("all-honor seven pairs", "1122334455667z +7z", {}, {}, 3, P(E=-6, S=6)),
    # 十三幺 10 → 20
    ("thirteen orphans", "19m19p19s1234567z +1m", {}, {}, 10, P(E=-20, S=20)),
    # 天胡 10, dealer E self-draw: 20 from each of 3 → +60
    ("heavenly", CHICKEN_by_hand, {"seat": "E", "win_by": "self_draw", "first_turn": True}, {}, 10,
     P(E=60, S=-20, W=-20, N=-20)),
    # 地胡 self-draw 10 → 20 × 3
    ("earthly self-draw", CHICKEN_by_hand, {"win_by": "self_draw", "first_turn": True}, {}, 10,
     P(E=-20, S=60, W=-20, N=-20)),
    # 天胡 10 × 对对胡 2 = 20 → 40 × 3
    ("heavenly all pungs", "111m222p333s444m5s +5s", {"seat": "E", "win_by": "self_draw", "first_turn": True},
     {}, 20, P(E=120, S=-40, W=-40, N=-40)),
    # add: 10 + 4 + 2 = 16 → 32 × 3
    ("heavenly flush pungs add", "111m333m555m777m9m +9m", {"seat": "E", "win_by": "self_draw", "first_turn": True},
     {"stacking": "add"}, 16, P(E=96, S=-32, W=-32, N=-32)),
    # robbing N's added kong: N pays for 3 → 2 × 3 = 6
    ("rob kong", ROB, {"win_by": "rob_kong", "discarder": "N"}, {}, 1, P(N=-6, S=6)),
    # + 1 horse hit (2m: 下家 S): horse 2 per payer, N pays for 3 → (2 + 2) × 3 = 12
    ("rob kong horses", ROB, {"win_by": "rob_kong", "discarder": "N"}, {"horses": 2, "horse_tiles": "2m3m"}, 1,
     P(N=-12, S=12)),
    # winner's ankan 东: 2 from each of E W N; hand 2 from E → E −4, W −2, N −2, S +8
    ("winner ankan", "123m456p789s5s ankan:1111z +5s", {}, {}, 1, P(E=-4, S=8, W=-2, N=-2)),
    # winner's kan fed by N: 3 from N; hand 2 from E
    ("winner kan", "123m456p789s5s kan:1111z +5s", {}, {"kong_from": {"1z": "N"}}, 1, P(E=-2, S=5, N=-3)),
    # winner's kakan: 1 from each; hand 2 from E
    ("winner kakan", "123m456p789s5s kakan:1111z +5s", {}, {}, 1, P(E=-3, S=5, W=-1, N=-1)),
    # W's ankan (other_kongs): W +2 from E, S, N; hand 2 from E → E −4, S 0, W +6, N −2
    ("other ankan", CHICKEN_by_hand, {}, {"other_kongs": ["W ankan"]}, 1, P(E=-4, S=0, W=6, N=-2)),
    # 杠跟底分: 对对胡 2 → S ankan 2 × 2 = 4 each; W's ankan not multiplied (only the winner's)
    # E −4 −4 −2 = −10; S 4 + 12 − 2 = 14; W −4 + 6 = 2; N −4 −2 = −6
    ("kong base winner only", "111m222p333s5s ankan:4444m +5s", {}, {"kong_base": True, "other_kongs": ["W ankan"]},
     2, P(E=-10, S=14, W=2, N=-6)),
    # horses 1m2m3m5p: S (下家) hits 2m → 2; E pays 2 + 2
    ("one horse", CHICKEN_by_hand, {}, {"horses": 4, "horse_tiles": "1m2m3m5p"}, 1, P(E=-4, S=4)),
    # 马翻3倍: 1 hit × 3 × 2 = 6 → 8
    ("horse x3", CHICKEN_by_hand, {}, {"horses": 4, "horse_tiles": "1m2m3m5p", "horse_multiplier": 3}, 1, P(E=-8, S=8)),
    # dealer E self-draw, hits 1m 5p = 2 → 4 per payer; each pays 2 + 4 = 6
    ("dealer horses", CHICKEN_by_hand, {"seat": "E", "win_by": "self_draw"}, {"horses": 4, "horse_tiles": "1m2m3m5p"}, 1,
     P(E=18, S=-6, W=-6, N=-6)),
    # 马跟底分 + 马翻3倍: 对对胡 per payer 4; 1 hit × 3 × 4 = 12 → 16
    ("horse base x3", "111m222p333s444m5s +5s", {}, {"horses": 2, "horse_tiles": "2m3m", "horse_base": True,
                                                      "horse_multiplier": 3}, 2, P(E=-16, S=16)),
    # cap 5 + 无鬼翻倍 + 马跟底分: per payer 2 × 5 × 2 = 20, 1 hit worth 20 → 40
    ("cap, no ghost, horse base", "111m333m555m777m9m +9m", {},
     {"cap": 5, "ghosts": "white", "no_ghost_double": True, "horses": 2, "horse_tiles": "2m3m", "horse_base": True},
     5, P(E=-40, S=40)),
    # 3 players: S is 下家 (2 5 8 南 中): 5m, 7z hit → 4; E pays 2 + 4
    ("3 players horses", CHICKEN_by_hand, {}, {"players": 3, "horses": 4, "horse_tiles": "5m7z3p4z"}, 1,
     {"E": -6, "S": 6, "W": 0}),
    # 3 players, W is the third player (3 6 9 西 发): 3m 6z 9p hit = 3 → 6; self-draw: 2 payers × 8
    ("3 players third seat", CHICKEN_by_hand, {"seat": "W", "win_by": "self_draw"},
     {"players": 3, "horses": 4, "horse_tiles": "3m6z9p1m"}, 1, {"E": -8, "S": -8, "W": 16}),
    # 2 players, W = 庄对家 (2 4 6 8 南 北 发): 2m 北 6p hit = 3 → 6; one payer: 2 + 6
    ("2 players horses", CHICKEN_by_hand, {"seat": "W", "win_by": "self_draw"},
     {"players": 2, "horses": 4, "horse_tiles": "2m4z6p1m"}, 1, {"E": -8, "W": 8}),
    # dealer S, winner W is the dealer's 下家 (2 6 南 发): 2m hits → 2; S discards: 2 + 2
    ("dealer S", CHICKEN_by_hand, {"seat": "W", "dealer": "S", "discarder": "S"}, {"horses": 2, "horse_tiles": "2m3m"}, 1,
     P(S=-4, W=4)),
    # 马跟杠 doubling: W ankan, horses 3m4m → W (3 7 西 白) 1 hit → W's kong ×2 = 4 each.
    # E −2 −4 = −6; S 2 − 4 = −2; W +12; N −4
    ("horse kong doubling", CHICKEN_by_hand, {}, {"other_kongs": ["W ankan"], "horses": 2, "horse_tiles": "3m4m",
                                          "horse_kong": "doubling"}, 1, P(E=-6, S=-2, W=12, N=-4)),
    # plus_one, 3m 7m → W 2 hits → × 3 = 6 each.  E −2 −6; S 2 − 6; W +18; N −6
    ("horse kong plus one", CHICKEN_by_hand, {}, {"other_kongs": ["W ankan"], "horses": 2, "horse_tiles": "3m7m",
                                          "horse_kong": "plus_one"}, 1, P(E=-8, S=-4, W=18, N=-6)),
    # 总分加2倍: hand 2 + horse 2 (E) + ankan 2 each, all × 3 → E (2+2+2)×3 = 18, W 6, N 6
    ("total plus 2", "123m456p789s5s ankan:1111z +5s", {}, {"total_plus": 2, "horses": 2, "horse_tiles": "2m3m"}, 1,
     P(E=-18, S=30, W=-6, N=-6)),
    # 十三幺听牌保护: W pays nothing, not even kong or horse points.  Per payer 2 + 2 (horse) + 2 (ankan)
    ("thirteen protection", "123m456p789s5s ankan:2222p +5s", {"win_by": "self_draw"},
     {"thirteen_protect": True, "ready_hands": {"W": "19m19p19s1234567z"}, "horses": 2, "horse_tiles": "2m3m"}, 1,
     P(E=-6, S=12, N=-6)),
    # the protected loser is the discarder: nobody pays
    ("protected discarder", CHICKEN_by_hand, {}, {"thirteen_protect": True, "ready_hands": {"E": "19m19p19s1234567z"}}, 1,
     P()),
    # 10倍听牌免分: W ready for 双豪华 (1111p 2222p 33s 44s + 5m → 10) → free; 8× (纯幺九) would pay
    ("ten protection", CHICKEN_by_hand, {"win_by": "self_draw"}, {"ten_protect": True, "ready_hands": {"W": "11112222p3344s5m"}},
     1, P(E=-2, S=4, N=-2)),
    ("ten protection 8x pays", CHICKEN_by_hand, {"win_by": "self_draw"},
     {"ten_protect": True, "ready_hands": {"W": "111m999m111p999s1s"}}, 1, P(E=-2, S=6, W=-2, N=-2)),
    # 无鬼翻倍 with 白板做鬼 and no 白 in the hand: 2 × 1 × 2 = 4
    ("no ghost double", CHICKEN_by_hand, {}, {"ghosts": "white", "no_ghost_double": True}, 1, P(E=-4, S=4)),
    # the hand holds a 白 (ghost as 5s): no doubling → 2
    ("ghost held", "123m456p789s234m5z +5s", {}, {"ghosts": "white", "no_ghost_double": True}, 1, P(E=-2, S=2)),
    # 翻鬼 2m → ghost 3m; the hand holds 3m (used as itself) → still holds a ghost → 2
    ("flip ghost held as own face", CHICKEN_by_hand, {}, {"ghosts": "flip", "indicator": "2m", "no_ghost_double": True}, 1,
     P(E=-2, S=2)),
    # HL-G 北 4z → 中 7z is the ghost: 7z stands for 5s → 2 (held)
    ("flip 北 → 中", "123m456p789s234m7z +5s", {}, {"ghosts": "flip", "indicator": "4z", "no_ghost_double": True}, 1,
     P(E=-2, S=2)),
    # HL-G 白 5z → 东 1z
    ("flip 白 → 东", "123m456p789s234m1z +5s", {}, {"ghosts": "flip", "indicator": "5z", "no_ghost_double": True}, 1,
     P(E=-2, S=2)),
    # HL-G 发 6z → 白 5z
    ("flip 发 → 白", "123m456p789s234m5z +5s", {}, {"ghosts": "flip", "indicator": "6z", "no_ghost_double": True}, 1,
     P(E=-2, S=2)),
    # HL-G 双鬼 8s → 9s and 1s: 1s stands for 5s → 2
    ("double ghosts 8s", "234m456p789s234m1s +5s", {}, {"ghosts": "double", "indicator": "8s", "no_ghost_double": True},
     1, P(E=-2, S=2)),
    # 四鬼胡牌: 7777z + junk → 标准 ×1 → 2; with 四鬼双倍 → 4
    ("four ghosts", "7777z159m159p159s +2z", {}, {"ghosts": "red", "four_ghost_win": True}, 1, P(E=-2, S=2)),
    ("four ghosts doubled", "7777z159m159p159s +2z", {}, {"ghosts": "red", "four_ghost_win": True,
                                                          "four_ghost_double": True}, 1, P(E=-4, S=4)),
    # four ghosts drawn as the winning tile also count: 777z + 7z → 2 × 1 × 2 = 4
    ("fourth ghost is the winning tile", "123m456p789s5s777z +7z", {},
     {"ghosts": "red", "four_ghost_win": True, "four_ghost_double": True}, 1, P(E=-4, S=4)),
    # four ghosts with a real reading that scores more: 11m 33m 55p 77s 99s + ghosts as 11m and 33m →
    # 双豪华 10 → 20 beats the four-ghost win 1 × 2 (HL-G)
    ("four ghosts but a better real reading", "7777z11m33m55p77s9s +9s", {},
     {"ghosts": "red", "four_ghost_win": True, "four_ghost_double": True}, 10, P(E=-20, S=20)),
    # 白板做鬼: 111m 222m 333m + 4m + 5555z → ghosts as 1m 2m 3m 4m: 11+1g(1m×4) 22+2g 33+3g 4g →
    # 三豪华 10 × 清一色 4 = 40 → 80
    ("ghost triple luxury", "5555z111m222m333m +4m", {}, {"ghosts": "white", "four_ghost_win": True}, 40,
     P(E=-80, S=80)),
]

@pytest.mark.parametrize("name,hand,ctx,options,mult,payments", CASES, ids=[c[0] for c in CASES])
def test_hand_computed_cases(name, hand, ctx, options, mult, payments):
    r = sc_by_hand(hand, options or None, **ctx)
    assert r.status == "scored"
    assert r.total == mult
    assert r.payments == payments
    assert sum(r.payments.values()) == 0
    # every reading is listed and the chosen one is among them
    assert r.readings and 0 <= r.best < len(r.readings)
    # the learner sees each item in both languages
    for it in r.items:
        assert it.name.zh and it.name.en and it.reason.zh and it.reason.en

def test_not_win_cases_say_why():
    r = sc_by_hand(CHICKEN_by_hand, {"allow_discard_win": False})
    assert r.status == "not_win" and any("HL-O02" in w.en for w in r.why_not)
    r = sc_by_hand(ROB, {"allow_rob_kong": False}, win_by="rob_kong", discarder="N")
    assert r.status == "not_win" and any("HL-O18" in w.en for w in r.why_not)

def test_chi_refused_naming_the_rule_by_hand():
    with pytest.raises(MjError) as e:
        sc_by_hand("456p789s234m5s chi:123m +5s")
    assert "HL-A2" in str(e.value)

def test_waits_seven_pairs_with_four_identical():
    # 1111223344556m: seven pairs 11 11 22 33 44 55 + 6 → 6m; standard: 111 123 234 456 + 5 → 5m;
    # 11 123 123 456 + 45 → 3m/6m; 111 123 22 345 456 ← 2m.  1m: all four held → no wait.
    w = mj.waits("1111223344556m", "huilai")
    assert set(w.live) == {1, 2, 4, 5}     # 2m 3m 5m 6m

def test_waits_thirteen_orphans_thirteen_sided():
    w = mj.waits("19m19p19s1234567z", "huilai")
    assert len(w.live) == 13

def test_four_ghost_shanten_matches_waits():
    o = {"ghosts": "white", "four_ghost_win": True}
    # three 白 + ten unrelated tiles: the fourth 白 wins at once → ready (waits 5z, shanten 0)
    h = "555z147m147p147s1z"
    w = mj.waits(h, "huilai", options=o)
    assert list(w.live) == [31]                       # 5z
    assert mj.shanten(h, "huilai", options=o) == 0
    # without 四鬼胡牌 the same hand is far from ready: the ten real tiles are all isolated; best form is
    # seven pairs with each of the 3 ghosts pairing a loose tile → 3 pairs → 6 − 3 = 3
    # (standard: 1z+ghost pair, two ghost taatsu → 8 − 2 − 1 = 5 is worse)
    assert mj.shanten(h, "huilai", options={"ghosts": "white"}) == 3
    # four ghosts in a 13-tile hand: any tile wins → 0
    assert mj.shanten("5555z147m147p147s", "huilai", options=o) == 0

@pytest.mark.parametrize("call", [
    lambda pr: pr.is_drawn_hand("x", 2),
    lambda pr: pr.is_drawn_hand(None, 2),
    lambda pr: pr.is_drawn_hand(2.5, 2),
    lambda pr: pr.may_win_after_pass("yes"),
    lambda pr: pr.may_pung_after_pass("5p", 99),
    lambda pr: pr.next_dealer("X", "Q"),
    lambda pr: pr.next_dealer("E", "Q"),
    lambda pr: pr.first_dealer(4, "0"),
    lambda pr: pr.draw_horses("123m", 2.0),
    lambda pr: pr.draw_horses(None, 2),
    lambda pr: pr.reveal("1m2m", "E", 5),
    lambda pr: pr.reveal([99]),
    lambda pr: pr.can_rob_kong("kakan", "no"),
])
def test_procedures_bad_arguments(call):
    from mjlearn.rules.huilai import procedures as pr
    with pytest.raises(MjError):
        call(pr)

def test_procedures_spec_answers():
    from mjlearn.rules.huilai import procedures as pr
    # HL-K6: drawn when the undrawn tiles equal the horse tiles and nobody has won
    assert pr.is_drawn_hand(4, 4)[0] is True and pr.is_drawn_hand(5, 4)[0] is False
    assert pr.is_drawn_hand(4, 4, someone_won=True)[0] is False
    # HL-K5: the winner deals
    assert pr.next_dealer("E", "W")[0] == "W"
    # HL-F4 / HL-A3: 碰杠可抢, 暗杠不可抢; 接杠 not robbable is an interpretation and says so
    assert pr.can_rob_kong("kakan")[0] is True and pr.can_rob_kong("ankan")[0] is False
    ok, why = pr.can_rob_kong("kan")
    assert ok is False and "interpretation" in why.en
    # 3 players, dealer S: 1m hits the dealer S, 2m its 下家 W, 北 4z the dealer (1 4 7 东 北 白)
    assert pr.reveal("1m2m4z", "S", 3) == [("1m", "S"), ("2m", "W"), ("4z", "S")]

def test_four_ghost_waits_exclude_a_kind_held_four_times():
    # 中 is the ghost and all four 中 are in the hand: every other kind wins at once (HL-O06), but a fifth
    # 中 does not exist → 33 live kinds, 7z dead (common.md dead wait).  Cross-checked by scoring each tile.
    h = "1m4m5m5m7m8m9m4z5z7z7z7z7z"
    o = {"ghosts": "red", "four_ghost_win": True}
    w = mj.waits(h, "huilai", options=o)
    assert w.dead == (33,) and len(w.live) == 33 and not w.any_tile
    for k in (0, 31):          # 1m, 白 win by the four ghosts
        assert mj.score(f"{h} +{mj.tile_str(k)}", "huilai", options=o, win_by="self_draw").status == "scored"

def test_not_ready_loser_pays_and_is_told():
    # 10倍听牌免分 needs a ready hand: W's 1359m 1359p 1359s 东 has no live wait → W pays its 2 like the
    # others (self-draw 2 × 3 = 6), and a note says why there is no protection
    r = sc_by_hand(CHICKEN_by_hand, {"ten_protect": True, "ready_hands": {"W": "1359m1359p1359s1z"}}, win_by="self_draw")
    assert r.payments == P(E=-2, S=6, W=-2, N=-2)
    assert any(n.code == "HL-O15" and "West" in n.text.en and "西家" in n.text.zh for n in r.notes)


# ----------------------------------------------------------------------------------------------------
# 天地胡 on a four-ghost win (HL-P14, HL-O06) and 马跟杠 with 马翻X倍 (HL-O10, HL-O11)
# Rule updates and learner-facing texts from the independent review.
#
# Spec (updated lines): ``huilai.md`` HL-P14 (天地胡 on a four-ghost win), HL-O10/HL-O11 (马跟杠 uses the plain
# hits); ``mawan.md`` MW-X07 (断桥会 self-drawn = 一条龙 whatever the chows); ``jinzhou.md`` JZ-M08, JZ-M10,
# JZ-P3, JZ-C notes; ``common.md`` § Waits ("ready in shape but no legal win").  Each rule: a hand that
# earns it and one that narrowly does not; expected values worked out from the spec by hand.


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

CLOSED_C2 = "2m456m345p789p555s +2m"   # 单粘 2m: 二类胡 4, closed
