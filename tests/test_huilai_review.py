"""Adversarial review of the Huilai 惠来 ruleset against spec ``huilai.md`` (and ``common.md``).

Every expected value below was worked out BY HAND from the spec before running the code; the arithmetic
is in the comment of each case.  Unless a case says otherwise: 4 players, winner S, dealer E, a discard
from the winner's 上家 E (common.md defaults), no options.

HL-K0: per-payer hand score = 2 × pattern multiplier (after the cap) × 2 (无鬼翻倍) × 2 (四鬼双倍);
HL-K1: discard → the discarder pays it; self-draw → each other player; robbing → the robbed player × others.
"""
import pytest

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules.huilai import settle_draw, settle_tongpao

CHICKEN = "123m456p789s234m5s +5s"    # 标准 ×1 (three suits: no flush)
ROB = "123m456p789s23m55s +4m"       # 标准 ×1, the winning 4m is the winner's only copy (robbable)


def P(**kw):
    out = {"E": 0, "S": 0, "W": 0, "N": 0}
    out.update(kw)
    return out


def sc(hand, options=None, **ctx):
    return mj.score(hand, "huilai", options=options, **ctx)


def counted(r):
    return sorted(i.code for i in r.items if i.code.startswith("HL-P") and i.excluded_by is None)


# ------------------------------------------------------------------------------------------------
# Discrepancy found in review: 地胡 on the dealer's discard given as first_turn (HL-P14)

def test_dihu_on_dealer_discard_with_first_turn():
    # HL-P14 地胡 includes "a non-dealer wins ... on the dealer's first discard".  In the first go-around the
    # dealer has discarded exactly once, so first_turn + a discard from the dealer E is that first discard.
    # 天地胡 ×10 → per payer 2 × 10 = 20, E pays.  (The code gave 标准 ×1 = 2 before the fix.)
    r = sc(CHICKEN, first_turn=True, discarder="E")
    assert r.total == 10 and counted(r) == ["HL-P14"]
    assert r.payments == P(E=-20, S=20)
    assert "dealer" in r.item("HL-P14").reason.en


def test_first_turn_discard_from_non_dealer_is_not_dihu_and_says_so():
    # W (not the dealer) discards in the first go-around: not 地胡 → 标准 ×1 = 2 from W, with a note.
    r = sc(CHICKEN, first_turn=True, discarder="W")
    assert r.total == 1 and counted(r) == ["HL-P01"]
    assert r.payments == P(W=-2, S=2)
    assert any(n.code == "HL-P14" and "West" in n.text.en and "西家" in n.text.zh for n in r.notes)


def test_dihu_first_discard_flag_still_works():
    # first_discard (the dealer's first discard) → 地胡 ×10 → 20 from E
    r = sc(CHICKEN, first_discard=True)
    assert r.total == 10 and r.payments == P(E=-20, S=20)


# ------------------------------------------------------------------------------------------------
# Contradictory context / bad input: a clear MjError, never another exception (found in review)

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
        sc(CHICKEN, options, **ctx)
    assert fragment in str(e.value)


def test_first_turn_with_declared_set_is_refused():
    # 天胡 = the dealer's dealt 14 tiles; a pon means a claim was made → contradicts first_turn
    with pytest.raises(MjError) as e:
        sc("123m456p789s5s pon:111z +5s", seat="E", win_by="self_draw", first_turn=True)
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
        sc("123m456p789s5s ankan:1111z +5s", {"thirteen_protect": True, "ready_hands": {"W": "19m19p19s1234567z"}})
    assert "1z" in str(e.value)
    # horse tiles are wall tiles too: 5s ×2 in the hand + 5s ×3 as horses = 5
    with pytest.raises(MjError):
        sc(CHICKEN, {"horses": 4, "horse_tiles": "5s5s5s1m"})


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


# ------------------------------------------------------------------------------------------------
# Learner text: reasons name the tiles, in both languages

@pytest.mark.parametrize("hand,code,tiles,tiles_zh", [  # zh names the tiles as Huilai writes them (issue 25)
    (CHICKEN, "HL-P01", "123m", "一二三万"),
    ("1133m5577p99s11z2z +2z", "HL-P04", "99s", "九九条"),
    ("111m999p111z222z3z +3z", "HL-P07", "999p", "九九九筒"),
    ("111m999m111z222z3z +3z", "HL-P08", "999m", "九九九万"),
    ("111m999m111p999s1s +1s", "HL-P09", "999s", "九九九条"),
    ("111z222z333z555z7z +7z", "HL-P10", "555z", "白白白"),
])
def test_reasons_name_the_tiles(hand, code, tiles, tiles_zh):
    r = sc(hand)
    it = r.item(code)
    assert tiles_zh in it.reason.zh and tiles in it.reason.en
    assert tiles not in it.reason.zh  # no notation in Chinese prose
    assert it.name.zh and it.name.en


# ------------------------------------------------------------------------------------------------
# Hand-computed cases (spec HL-P, HL-N, HL-S, HL-O, HL-K) — all agreed with the code at review time

CASES = [
    # id, hand, context, options, multiplier (倍), payments (分)
    # 2 × 1 from E
    ("chicken", CHICKEN, {}, {}, 1, P(E=-2, S=2)),
    # self-draw: 2 from each of 3 → +6 (seed 自摸6分)
    ("chicken self-draw", CHICKEN, {"win_by": "self_draw"}, {}, 1, P(E=-2, S=6, W=-2, N=-2)),
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
    ("heavenly", CHICKEN, {"seat": "E", "win_by": "self_draw", "first_turn": True}, {}, 10,
     P(E=60, S=-20, W=-20, N=-20)),
    # 地胡 self-draw 10 → 20 × 3
    ("earthly self-draw", CHICKEN, {"win_by": "self_draw", "first_turn": True}, {}, 10,
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
    ("other ankan", CHICKEN, {}, {"other_kongs": ["W ankan"]}, 1, P(E=-4, S=0, W=6, N=-2)),
    # 杠跟底分: 对对胡 2 → S ankan 2 × 2 = 4 each; W's ankan not multiplied (only the winner's)
    # E −4 −4 −2 = −10; S 4 + 12 − 2 = 14; W −4 + 6 = 2; N −4 −2 = −6
    ("kong base winner only", "111m222p333s5s ankan:4444m +5s", {}, {"kong_base": True, "other_kongs": ["W ankan"]},
     2, P(E=-10, S=14, W=2, N=-6)),
    # horses 1m2m3m5p: S (下家) hits 2m → 2; E pays 2 + 2
    ("one horse", CHICKEN, {}, {"horses": 4, "horse_tiles": "1m2m3m5p"}, 1, P(E=-4, S=4)),
    # 马翻3倍: 1 hit × 3 × 2 = 6 → 8
    ("horse x3", CHICKEN, {}, {"horses": 4, "horse_tiles": "1m2m3m5p", "horse_multiplier": 3}, 1, P(E=-8, S=8)),
    # dealer E self-draw, hits 1m 5p = 2 → 4 per payer; each pays 2 + 4 = 6
    ("dealer horses", CHICKEN, {"seat": "E", "win_by": "self_draw"}, {"horses": 4, "horse_tiles": "1m2m3m5p"}, 1,
     P(E=18, S=-6, W=-6, N=-6)),
    # 马跟底分 + 马翻3倍: 对对胡 per payer 4; 1 hit × 3 × 4 = 12 → 16
    ("horse base x3", "111m222p333s444m5s +5s", {}, {"horses": 2, "horse_tiles": "2m3m", "horse_base": True,
                                                      "horse_multiplier": 3}, 2, P(E=-16, S=16)),
    # cap 5 + 无鬼翻倍 + 马跟底分: per payer 2 × 5 × 2 = 20, 1 hit worth 20 → 40
    ("cap, no ghost, horse base", "111m333m555m777m9m +9m", {},
     {"cap": 5, "ghosts": "white", "no_ghost_double": True, "horses": 2, "horse_tiles": "2m3m", "horse_base": True},
     5, P(E=-40, S=40)),
    # 3 players: S is 下家 (2 5 8 南 中): 5m, 7z hit → 4; E pays 2 + 4
    ("3 players horses", CHICKEN, {}, {"players": 3, "horses": 4, "horse_tiles": "5m7z3p4z"}, 1,
     {"E": -6, "S": 6, "W": 0}),
    # 3 players, W is the third player (3 6 9 西 发): 3m 6z 9p hit = 3 → 6; self-draw: 2 payers × 8
    ("3 players third seat", CHICKEN, {"seat": "W", "win_by": "self_draw"},
     {"players": 3, "horses": 4, "horse_tiles": "3m6z9p1m"}, 1, {"E": -8, "S": -8, "W": 16}),
    # 2 players, W = 庄对家 (2 4 6 8 南 北 发): 2m 北 6p hit = 3 → 6; one payer: 2 + 6
    ("2 players horses", CHICKEN, {"seat": "W", "win_by": "self_draw"},
     {"players": 2, "horses": 4, "horse_tiles": "2m4z6p1m"}, 1, {"E": -8, "W": 8}),
    # dealer S, winner W is the dealer's 下家 (2 6 南 发): 2m hits → 2; S discards: 2 + 2
    ("dealer S", CHICKEN, {"seat": "W", "dealer": "S", "discarder": "S"}, {"horses": 2, "horse_tiles": "2m3m"}, 1,
     P(S=-4, W=4)),
    # 马跟杠 doubling: W ankan, horses 3m4m → W (3 7 西 白) 1 hit → W's kong ×2 = 4 each.
    # E −2 −4 = −6; S 2 − 4 = −2; W +12; N −4
    ("horse kong doubling", CHICKEN, {}, {"other_kongs": ["W ankan"], "horses": 2, "horse_tiles": "3m4m",
                                          "horse_kong": "doubling"}, 1, P(E=-6, S=-2, W=12, N=-4)),
    # plus_one, 3m 7m → W 2 hits → × 3 = 6 each.  E −2 −6; S 2 − 6; W +18; N −6
    ("horse kong plus one", CHICKEN, {}, {"other_kongs": ["W ankan"], "horses": 2, "horse_tiles": "3m7m",
                                          "horse_kong": "plus_one"}, 1, P(E=-8, S=-4, W=18, N=-6)),
    # 总分加2倍: hand 2 + horse 2 (E) + ankan 2 each, all × 3 → E (2+2+2)×3 = 18, W 6, N 6
    ("total plus 2", "123m456p789s5s ankan:1111z +5s", {}, {"total_plus": 2, "horses": 2, "horse_tiles": "2m3m"}, 1,
     P(E=-18, S=30, W=-6, N=-6)),
    # 十三幺听牌保护: W pays nothing, not even kong or horse points.  Per payer 2 + 2 (horse) + 2 (ankan)
    ("thirteen protection", "123m456p789s5s ankan:2222p +5s", {"win_by": "self_draw"},
     {"thirteen_protect": True, "ready_hands": {"W": "19m19p19s1234567z"}, "horses": 2, "horse_tiles": "2m3m"}, 1,
     P(E=-6, S=12, N=-6)),
    # the protected loser is the discarder: nobody pays
    ("protected discarder", CHICKEN, {}, {"thirteen_protect": True, "ready_hands": {"E": "19m19p19s1234567z"}}, 1,
     P()),
    # 10倍听牌免分: W ready for 双豪华 (1111p 2222p 33s 44s + 5m → 10) → free; 8× (纯幺九) would pay
    ("ten protection", CHICKEN, {"win_by": "self_draw"}, {"ten_protect": True, "ready_hands": {"W": "11112222p3344s5m"}},
     1, P(E=-2, S=4, N=-2)),
    ("ten protection 8x pays", CHICKEN, {"win_by": "self_draw"},
     {"ten_protect": True, "ready_hands": {"W": "111m999m111p999s1s"}}, 1, P(E=-2, S=6, W=-2, N=-2)),
    # 无鬼翻倍 with 白板做鬼 and no 白 in the hand: 2 × 1 × 2 = 4
    ("no ghost double", CHICKEN, {}, {"ghosts": "white", "no_ghost_double": True}, 1, P(E=-4, S=4)),
    # the hand holds a 白 (ghost as 5s): no doubling → 2
    ("ghost held", "123m456p789s234m5z +5s", {}, {"ghosts": "white", "no_ghost_double": True}, 1, P(E=-2, S=2)),
    # 翻鬼 2m → ghost 3m; the hand holds 3m (used as itself) → still holds a ghost → 2
    ("flip ghost held as own face", CHICKEN, {}, {"ghosts": "flip", "indicator": "2m", "no_ghost_double": True}, 1,
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
    r = sc(hand, options or None, **ctx)
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
    r = sc(CHICKEN, {"allow_discard_win": False})
    assert r.status == "not_win" and any("HL-O02" in w.en for w in r.why_not)
    r = sc(ROB, {"allow_rob_kong": False}, win_by="rob_kong", discarder="N")
    assert r.status == "not_win" and any("HL-O18" in w.en for w in r.why_not)


def test_chi_refused_naming_the_rule():
    with pytest.raises(MjError) as e:
        sc("456p789s234m5s chi:123m +5s")
    assert "HL-A2" in str(e.value)


def test_waits_seven_pairs_with_four_identical():
    # 1111223344556m: seven pairs 11 11 22 33 44 55 + 6 → 6m; standard: 111 123 234 456 + 5 → 5m;
    # 11 123 123 456 + 45 → 3m/6m; 111 123 22 345 456 ← 2m.  1m: all four held → no wait.
    w = mj.waits("1111223344556m", "huilai")
    assert set(w.live) == {1, 2, 4, 5}     # 2m 3m 5m 6m


def test_waits_thirteen_orphans_thirteen_sided():
    w = mj.waits("19m19p19s1234567z", "huilai")
    assert len(w.live) == 13


# ------------------------------------------------------------------------------------------------
# 四鬼胡牌 (HL-O06) and shanten: consistent with waits (found in review: waits said ready, shanten said 3)

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


# ------------------------------------------------------------------------------------------------
# Table procedures (HL-F, HL-K5, HL-K6): bad arguments give MjError, never TypeError / KeyError

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
    r = sc(CHICKEN, {"ten_protect": True, "ready_hands": {"W": "1359m1359p1359s1z"}}, win_by="self_draw")
    assert r.payments == P(E=-2, S=6, W=-2, N=-2)
    assert any(n.code == "HL-O15" and "West" in n.text.en and "西家" in n.text.zh for n in r.notes)
