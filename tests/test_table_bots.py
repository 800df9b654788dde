"""The advice bots' claims follow their advice: a bot claims a discard when the claim lowers the legal shanten or
raises the EV (advice.md § Figures; the claim window of table.md § One hand), on hand-built deals
(``table.new_hand(deal=…)``).

Letting a discard go keeps the 13 tiles the advice of *hand + the discard* values in its row for that tile;
a pung keeps the best row of the advice after the pung.  Both are compared by the advice's **legal** shanten
(not the shape shanten) and, for the value bot, by the EV (``advice.md`` § Figures, expected value: Σ copies left ×
value of the win).
"""
from __future__ import annotations

import pytest

from mjlearn import shanten, table
from mjlearn.hand import Meld
from mjlearn.table.bots import advice_for, kept, make_bot
from mjlearn.tiles import parse_tile, parse_tiles


def _after_discard(ruleset, deal, tile, options=None):
    g = table.new_hand(ruleset, seed=1, options=options, deal=deal)
    g.apply(table.Action("E", "discard", parse_tile(tile)))
    return g


# Huilai (default options: discard wins on, p = 1/3).  S holds 111m 555m 888s 99s 46p: ready on 5p only (the
# 46p closed wait, 4 copies unseen), every win 鸡胡 ×1 (HL-P01: the 46p chow breaks 对对胡).  E throws 9s, which
# S cannot win on (999s leaves no pair) but may pung.  After the pung S throws 4p (or 6p) and waits on the
# other one alone: 3 copies (S holds one), and every win is 对对胡 ×2 (HL-P02: 111m 555m 888s 999s + 66p).
# Legal shanten 0 both ways; EV (Σ copies × value, value ∝ the multiplier by HL-K0 whether self-drawn or on a
# discard): pass 4 × 1, pung 3 × 2 — the pung raises the EV by half.
HL_DEAL = {"hands": {"E": "9s123m234p345s67s2z3z", "S": "111m555m888s99s46p", "W": "11p33p77p234m678m5z",
                     "N": "11s22s44s66s9m9m7z7z1z"}}


def test_value_bot_pungs_when_the_ev_rises_at_the_same_legal_shanten():
    g = _after_discard("huilai", HL_DEAL, "9s")
    assert g.phase == "claim" and g.to_act == "S"
    assert {str(a) for a in g.legal_actions()} == {"S pon 9s", "S pass"}
    assert make_bot("value").choose(g) == table.Action("S", "pon", parse_tile("9s"))
    # the efficient bot claims only to lower the legal shanten: 0 stays 0
    assert make_bot("efficient").choose(g).kind == "pass"


def test_the_two_evs_the_value_bot_compares():
    g = _after_discard("huilai", HL_DEAL, "9s")
    t = parse_tile("9s")
    bot = make_bot("value")
    now = bot._pass_kept(g, "S", t, list(g.hands["S"]), [], {})
    con = list(g.hands["S"])
    con.remove(t)
    con.remove(t)
    adv = advice_for(g, "S", "value", con, [Meld("pon", (t,) * 3)], seen={})
    after = kept(adv.rows[0])
    assert adv.rows[0].discard in (parse_tile("4p"), parse_tile("6p"))
    assert now[0] == after[0] == 0
    # (3 copies × 2 倍) / (4 copies × 1 倍): what South collects is 2 分 × 倍 per payer (HL-K0), so the nets (and the
    # EVs) keep the ratio of the values
    assert after[1] / now[1] == pytest.approx(1.5)


# Jinzhou.  W holds 123m 22m 456p 789s 56s: ready in shape on 4s/7s (mj.shanten 0), but no win is legal: the
# reading has no pung and no 红中 pair (JZ-L3 有横), and 4s or 7s only completes a chow.  Legal shanten 1.
# E throws 2m; W (not E's next seat, so no chow) may pung it (or kong it: W holds three 2m, one inside 123m).
# After the pung W throws 5s or 6s and waits alone on the other: 222m gives 横, 万 筒 条 are all there
# (JZ-L1), 1m / 9s give 幺九 (JZ-L2): legal shanten 0.  The pung lowers the legal shanten, not the shape
# shanten: both bots take it.  The kong would leave 13m 456p 789s 56s (not ready), so it is not taken.
JZ_DEAL = {"hands": {"E": "2m567m123p456s789p9m", "W": "123m22m456p789s56s", "S": "11p33p88m33s11s9p9s8p",
                     "N": "44m66m77m44p55p66p7s"}}


def test_claims_follow_the_legal_shanten_not_the_shape_shanten():
    g = _after_discard("jinzhou", JZ_DEAL, "2m")
    assert g.phase == "claim" and g.to_act == "W"
    assert {a.kind for a in g.legal_actions()} == {"pon", "kan", "pass"}
    assert shanten("123m22m456p789s56s", "jinzhou") == 0
    assert make_bot("efficient")._pass_kept(g, "W", parse_tile("2m"), list(g.hands["W"]), [], {})[0] == 1
    for level in ("efficient", "value"):
        assert make_bot(level).choose(g) == table.Action("W", "pon", parse_tile("2m")), level


# Huilai without discard wins (HL-O02 off).  S holds 234m 567m 888m 99p 11z, ready on 9p / 1z.  E throws 9p:
# S may not win on it, and the pung would make the 14 tiles complete, which a claim cannot win on: S passes.
# Letting it go keeps a ready hand: 1z 2 copies + 9p 1 copy (S holds two, one lies in E's river), all 鸡胡 ×1.
HL_OFF_DEAL = {"hands": {"E": "9p123s456s78s234p67p", "S": "234m567m888m99p11z", "W": "11p3p55p8p2z2z3z3z4z4z6z",
                         "N": "11m99m5z5z6z6z7z7z9s9s7p"}}


def test_a_discard_that_would_complete_the_hand_where_it_cannot_be_won_on():
    g = _after_discard("huilai", HL_OFF_DEAL, "9p", {"allow_discard_win": False})
    assert {a.kind for a in g.legal_actions()} == {"pon", "pass"}
    for level in ("efficient", "value"):
        assert make_bot(level).choose(g).kind == "pass", level
    t = parse_tile("9p")
    now = make_bot("value")._pass_kept(g, "S", t, list(g.hands["S"]), [], {})
    assert now[0] == 0
    assert now[1] > 0  # ready with live waits: the 13 tiles are valued, not the (0, no EV) of a complete hand


# Huilai scores no closed hand as such (no 门清 pattern: huilai.md HL-P), so a shanten-lowering pung is worth
# taking for the value bot as for the efficient one — except while seven pairs (HL-A4, 七小对 ×3 HL-P04), which a
# claimed set rules out, is among the closed hand's fastest ways.
# S holds 123m 456p 77s 99s 1z 3z 5z: two sets, two pairs, three lone honors — 2-shanten (8 − 2·2 − 1 taatsu −
# 1 pair); as seven pairs 6 − 2 = 4.  E throws 7s; after the pung (777s, an honor thrown) S holds three sets and
# the 99s pair: 1-shanten.  Seven pairs is no way for this hand: both bots pung.
HL_OPEN_DEAL = {"hands": {"E": "7s234m678m345s2p8p2z4z", "S": "123m456p77s99s1z3z5z", "W": "11p33p77p234m678m6z",
                          "N": "11s22s44s66s88s9m9m7z"}}
# S holds 11m 55m 99p 33s 234p 6z 7z: one set, four pairs — 2-shanten (8 − 2 − 3 − 1) and as seven pairs 6 − 4 = 2.
# E throws 5m; the pung (555m, an honor thrown) gives two sets and three pairs: 1-shanten.  Seven pairs is one of
# the hand's fastest ways: the value bot stays closed, the efficient bot pungs.
HL_PAIRS_DEAL = {"hands": {"E": "5m123s789s456m2p8p1z2z", "S": "11m55m99p33s234p6z7z", "W": "11p33p77p234m678m6z",
                           "N": "22s44s66s88s9m9m7z1s5z"}}


def test_huilai_value_bot_opens_unless_seven_pairs_is_a_fastest_way():
    assert shanten("123m456p77s99s1z3z5z", "huilai") == 2
    assert shanten("11m55m99p33s234p6z7z", "huilai") == 2
    g = _after_discard("huilai", HL_OPEN_DEAL, "7s")
    assert g.phase == "claim" and g.to_act == "S"
    for level in ("efficient", "value"):
        assert make_bot(level).choose(g) == table.Action("S", "pon", parse_tile("7s")), level
    g = _after_discard("huilai", HL_PAIRS_DEAL, "5m")
    assert g.phase == "claim" and g.to_act == "S"
    assert make_bot("efficient").choose(g) == table.Action("S", "pon", parse_tile("5m"))
    assert make_bot("value").choose(g).kind == "pass"


# Huilai: a self-draw is paid by each of the three others, a discard win by the discarder alone (HL-K1), so the
# value bot lets a cheap discard win go when its own draws are likely to bring the wait (HL-F1 漏胡 only bars a
# discard win until it moves again).  N deals (so E's discard is no 地胡, HL-P14) and throws 9m, which nobody
# can claim; E draws 5z and throws the tile S wins on.  S's win is 鸡胡 ×1 (HL-P01; three suits, no pungs):
# E pays 2 分 (HL-K0: 2 × 1); the same win self-drawn: 2 from each of three, 6.
# S sees 9m and E's discard, holds 13: U = 136 − 2 − 13 = 121 unseen tiles.  The wall has 136 − 53 − 1 = 82
# draws left; from E's next seat S draws the 1st, 5th, … 81st of them: n = 21.
def _hl_wait_deal(s_hand, e_win):
    return {"hands": {"N": "9m1m4m6m1p2p8p9p6s8s2z6z7z3s", "E": e_win + "5m9m2p5p6s8s3z4z5z6z7z" + ("1z" if e_win == "1s" else "1s"),
                      "S": s_hand, "W": "7m8m1p3p4p6p5s7s9s2z3z4z5z"},
            "wall": "5z"}


def _claim_window(s_hand, e_win):
    g = table.new_hand("huilai", seed=1, deal=_hl_wait_deal(s_hand, e_win), dealer="N")
    g.apply(table.Action("N", "discard", parse_tile("9m")))
    assert g.to_act == "E" and g.phase == "turn"
    g.apply(table.Action("E", "discard", parse_tile(e_win)))
    assert g.phase == "claim" and g.to_act == "S" and len(g.wall) == 82
    assert {str(a) for a in g.legal_actions()} == {"S win", "S pass"}
    return g


def test_huilai_value_bot_waits_for_its_self_draw_on_a_wide_wait():
    # S 123m 456m 789p 11z 23s waits on 1s / 4s; E throws 1s: W = 3 + 4 = 7 copies S cannot see.
    # P(no wait in 21 draws) = C(114, 21) / C(121, 21) = (100·99·98·97·96·95·94) / (121·120·119·118·117·116·115)
    # ≈ 0.2535, P ≈ 0.7465; waiting: 0.7465 × 6 − 0.2535 × 2 (paying a 鸡胡 share, HL-K0) ≈ 3.97 > 2: pass.
    from mjlearn.table.bots import self_draw_chance
    g = _claim_window("123m456m789p11z23s", "1s")
    assert self_draw_chance(g, "S", [parse_tile("1s"), parse_tile("4s")]) == pytest.approx(0.7465, abs=5e-4)
    assert make_bot("value").choose(g) == table.Action("S", "pass")
    assert make_bot("efficient").choose(g).kind == "win"


def test_huilai_value_bot_takes_the_discard_win_on_a_thin_wait():
    # S 123m 456m 789p 234s 1z waits on 1z alone; E throws 1z: W = 4 − 1 held − 1 thrown = 2.
    # P(no 1z in 21 draws) = C(119, 21) / C(121, 21) = (100·99) / (121·120) ≈ 0.6818, P ≈ 0.3182; waiting:
    # 0.3182 × 6 − 0.6818 × 2 ≈ 0.55 < 2: win now.
    from mjlearn.table.bots import self_draw_chance
    g = _claim_window("123m456m789p234s1z", "1z")
    assert self_draw_chance(g, "S", [parse_tile("1z")]) == pytest.approx(0.3182, abs=5e-4)
    for level in ("value", "efficient"):
        assert make_bot(level).choose(g).kind == "win", level


# The Huilai value bot's plan at 2+ shanten (mjlearn/table/routes.py; huilai.md § Patterns, HL-S multiplies).
# Route shanten: exchanges to 4 sets + a pair (or 7 pairs) from the route's tiles alone, less one.
def test_route_shanten_by_hand():
    from mjlearn.table.routes import pairs_sh, pungs_sh, standard_sh

    def c(text):
        out = [0] * 34
        for k in parse_tiles(text):
            out[k] += 1
        return out
    # 123m 45m 78m 99m (9 tiles): a set, two two-tile shapes, the 99m pair; the fourth set from nothing: 1 + 1 + 3
    # exchanges = 5, route shanten 4
    assert standard_sh(c("123m45m78m99m"), 0) == 4
    # 123m 11z 33z 55z (9): a set, pairs 11z (the pair) 33z 55z (shapes): 1 + 1 + 3 = 5 → 4
    assert standard_sh(c("123m11z33z55z"), 0) == 4
    # seven pairs from 11z 33z 55z + lone 1m 2m 3m 5m (10 tiles): 4 pairs to make, 4 lone tiles to pair: 4 → 3
    assert pairs_sh(c("123m5m11z33z55z")) == 3
    # ... from 11z 33z + 1m 2m 3m (7 tiles): 5 pairs to make, 3 from lone tiles (1 each), 2 from nothing (2 each):
    # 3 + 4 = 7 → 6
    assert pairs_sh(c("123m11z33z")) == 6
    # four pungs and a pair from 111m 55p 99s 2z 3z 6s (10 tiles) + one declared pung: 111m and the declared one,
    # 55p the pair, 99s → pung (1), the fourth pung from a lone tile (2): 3 → 2
    assert pungs_sh(c("111m55p99s2z3z6s"), 1) == 2


# E (dealer, first turn) holds 123m 5m 11z 33z 55z 45p 67s: a set and five two-tile shapes (three honor pairs, two
# open-ended waits) and the lone 5m.  Legal shanten 2 for every discard but 1m 2m 3m (3).  Accepted copies
# (tiles that make a set, nothing seen): 5m → 1z 3z 5z 2 each, 3p 6p 5s 8s 4 each = 22 (the most: the efficient
# bot's discard); 1z / 3z / 5z → 20; 4p / 5p / 6s / 7s → 14.
# Plan worth (multiplier × 0.4 ** route shanten): without 5m, the best route is seven pairs (×3 HL-P04: three
# pairs, seven lone tiles: 3) — 3 × 0.4³ = 0.192; keeping 5m and throwing an off-suit tile, 混一色 七小对 (×6, HL-P03
# × HL-P04: 11z 33z 55z + lone 1m 2m 3m 5m: 3, as above) — 6 × 0.4³ = 0.384; 4p 5p 6s 7s tie there, and the value
# bot throws one of them.  The near hand has 99p for 55z: its honors are two pairs, 混一色 七小对 is 5 away
# (7 − 2 pairs, 1 from nothing: 6 × 0.4⁵ ≈ 0.06), plain seven pairs at 3 for every row keeping the three pairs
# (0.192): a tie that the advice's order breaks — 5m, the most accepted copies, as the efficient bot.
_PLAN_OTHERS = {"S": "2m4m6m7m8m9m1p2p3p8p9p1s2s", "W": "3m4m6m7m8m9m6p7p8p3s4s8s9s",
                "N": "1m1m2m3m4m6m7m8m9m1p2p3p4s"}


def test_huilai_value_bot_keeps_the_pattern_route_at_two_shanten():
    g = table.new_hand("huilai", seed=1, deal={"hands": {"E": "123m5m11z33z55z45p67s", **_PLAN_OTHERS}})
    assert {parse_tile(x) for x in ("4p", "5p", "6s", "7s")} >= {make_bot("value").choose(g).tile}
    assert make_bot("efficient").choose(g) == table.Action("E", "discard", parse_tile("5m"))


def test_huilai_value_bot_plays_fast_when_no_route_pays():
    g = table.new_hand("huilai", seed=1, deal={"hands": {"E": "123m5m11z33z99p45p67s", **_PLAN_OTHERS}})
    for level in ("value", "efficient"):
        assert make_bot(level).choose(g) == table.Action("E", "discard", parse_tile("5m")), level
