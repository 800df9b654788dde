"""The value of a win in the advice is what the winner collects (spec ``advice.md`` § Figures: "the net amount
the player collects under the ruleset for that tile, by self-draw and by discard, from ``mj.score``"), and the
EV is Σ copies left × (p · self-draw value + (1 − p) · discard value), p = ``self_draw_share`` (default 1/3).

Every figure below is worked out by hand from the ruleset specs (the settlement rules named in each comment),
never read from the code.  ``tests/test_advice_ev.py`` checks the same reading on 300 seeded hands against
``mj.score``'s payments.
"""
from __future__ import annotations

import re

import pytest

import mjlearn as mj

K = mj.parse_tile


def _row(hand: str, ruleset: str, discard: str, **kw):
    return mj.advise(hand, ruleset, **kw).row(discard)


# 123m456p789s1122z + 5s, discard 5s: 123m 456p 789s and the pairs 11z 22z wait on 东 1z and 南 2z (对倒); each has
# 4 − 2 = 2 copies left.  The player sits South (the default seat), East deals, East round (common.md defaults).


def test_mawan_value_is_the_yuan_collected():
    # Mawan: the hand is worth 40 台 on either wait and either way (MW-T: 4–5 张 of 摸/清/缺/晕 → 10 台, plus
    # 反匾 MW-X32 30 台).  MW-M stake "11": each of the three other players pays 40 ÷ 10 × 1 = 4 元, on a
    # self-draw and on a discard alike (all three pay), so the winner collects 3 × 4 = 12 元 either way — not
    # the 40 台 of the hand's value.  EV = 2 × 12 + 2 × 12 = 48 (元 × copies).
    r = _row("123m456p789s1122z5s", "mawan", "5s")
    assert r.waits == {K("1z"): (2, {"self_draw": 12, "discard": 12}), K("2z"): (2, {"self_draw": 12, "discard": 12})}
    assert r.ev == pytest.approx(48)


def test_mawan_value_follows_the_stake():
    # The same hand at stake "33" (底 3 元, 10 台 = 3 元, MW-M): each payer pays 40 ÷ 10 × 3 = 12 元, the winner
    # collects 36 元; the 台 are unchanged, so a value read from the 台 would not move.  EV = 4 × 36 = 144.
    r = _row("123m456p789s1122z5s", "mawan", "5s", options={"stake": "33"})
    assert r.waits[K("1z")] == (2, {"self_draw": 36, "discard": 36})
    assert r.ev == pytest.approx(144)


def test_huilai_value_is_the_points_collected():
    # Huilai (no ghosts): 鸡胡 HL-P01 ×1 on either wait; hand score HL-K0 = 2 × 1 = 2 分 per payer.  HL-K1: on a
    # self-draw each of the three others pays 2 → the winner collects 6; on a discard only the discarder pays
    # → 2.  The hand's value is 1 倍 either way, so the ways differ only in what is collected.
    # value = 1/3 · 6 + 2/3 · 2 = 10/3 per copy; EV = 4 × 10/3 = 40/3.
    r = _row("123m456p789s1122z5s", "huilai", "5s")
    assert r.waits[K("1z")] == (2, {"self_draw": 6, "discard": 2})
    assert r.waits[K("2z")] == (2, {"self_draw": 6, "discard": 2})
    assert r.ev == pytest.approx(40 / 3)


def test_huilai_protected_discarder_pays_nothing():
    # The narrow case: both waits still win (1 倍), but with 十三幺听牌保护 (HL-O14) the discarder East, ready on
    # thirteen orphans (19m19p19s1234567z, passed as seen too: 1z and 2z have 4 − 2 − 1 = 1 copy left), pays
    # nothing.  Self-draw: West and North pay 2 each → 4; discard by East (South's 上家, the default) → 0.
    # value = 1/3 · 4 + 2/3 · 0 = 4/3; EV = 2 × 4/3 = 8/3.
    opts = {"thirteen_protect": True, "ready_hands": {"E": "19m19p19s1234567z"}}
    r = _row("123m456p789s1122z5s", "huilai", "5s", options=opts, seen="19m19p19s1234567z")
    assert r.waits[K("1z")] == (1, {"self_draw": 4, "discard": 0})
    assert r.ev == pytest.approx(8 / 3)


def test_jinzhou_value_is_the_points_collected():
    # Jinzhou 123m456p789s999m1p + 5s, discard 5s: single wait on 1p (4 − 1 = 3 copies).  二类胡 JZ-C2 (单粘)
    # base 4; 闭门 JZ-M01 ×2; 自摸 JZ-M03 ×2 or 点炮 JZ-M06 ×2: share S = 4 × 2 × 2 = 16 either way.  The
    # dealer East's share is doubled (JZ-M10): 32; West and North 16 each.  Self-draw (JZ-P1) each pays its
    # share → 64; discard (JZ-P2) the discarder pays all three shares → 64.  The hand's value (16) is one
    # share, not what South collects.  EV = 3 × 64 = 192 (分 × copies).
    r = _row("123m456p789s999m1p5s", "jinzhou", "5s")
    assert r.waits == {K("1p"): (3, {"self_draw": 64, "discard": 64})}
    assert r.ev == pytest.approx(192)


def test_jinzhou_dealer_collects_double_shares():
    # The same hand for the dealer (seat E): JZ-M10 doubles each share → 32 from each of three = 96 on a
    # self-draw, and the discarder pays the three doubled shares, 96, on a discard.  EV = 3 × 96 = 288.
    r = _row("123m456p789s999m1p5s", "jinzhou", "5s", context={"seat": "E"})
    assert r.waits[K("1p")] == (3, {"self_draw": 96, "discard": 96})
    assert r.ev == pytest.approx(288)


@pytest.mark.parametrize("ruleset,unit_zh,unit_en", [("mawan", "元", "yuan"), ("huilai", "分", "points"),
                                                     ("jinzhou", "分", "points")])
def test_ev_says_its_unit(ruleset, unit_zh, unit_en):
    # The EV is in the unit of the payments (元 / 分), times copies; the row's line and the view say so.
    hand = "123m456p789s999m1p5s" if ruleset == "jinzhou" else "123m456p789s1122z5s"
    a = mj.advise(hand, ruleset)
    assert a.unit == unit_zh
    why = a.row("5s").why
    assert f"（{unit_zh}×张）" in why.render("zh") and f"({unit_en} × copies)" in why.render("en")
    from mjlearn.i18n import get_language, set_language
    from mjlearn.render.advice import advice_html
    was = get_language()
    try:
        set_language("zh")
        heads = re.findall(r"<th>(.*?)</th>", advice_html(a))
        assert f"期望值（{unit_zh}×张）" in [re.sub(r"<[^>]+>", "", h) for h in heads]
        set_language("en")
        heads = re.findall(r"<th>(.*?)</th>", advice_html(a))
        assert f"EV ({unit_en} × copies)" in [re.sub(r"<[^>]+>", "", h) for h in heads]
    finally:
        set_language(was)


# A wait that wins only by self-draw (advice.md § Figures: value = p · self-draw + (1 − p) · discard; a way that
# cannot win collects nothing).  The context here: the dealer East in the first go-around, where the dealer can
# win only on its own draw (天胡; a discard win is refused in that context, common.md win context).


def test_jinzhou_self_draw_only_wait_is_weighted_by_p():
    # 123m456p789s999m1p + 5s, discard 5s, seat E = dealer, first_turn: a self-draw on 1p is 天胡 JZ-P3, each
    # other player pays the dealer 200 → 600; a discard win cannot happen → 0.  value = 1/3 · 600 + 2/3 · 0 =
    # 200 per copy (not the full 600), EV = 3 × 200 = 600.
    r = _row("123m456p789s999m1p5s", "jinzhou", "5s", context={"seat": "E", "first_turn": True, "win_by": "self_draw"})
    assert r.waits == {K("1p"): (3, {"self_draw": 600})}
    assert r.wait_value[K("1p")] == pytest.approx(200)
    assert r.ev == pytest.approx(600)
    # with p = 1/2 the same wait is worth 300 a copy
    r = _row("123m456p789s999m1p5s", "jinzhou", "5s", context={"seat": "E", "first_turn": True, "win_by": "self_draw"}, self_draw_share=0.5)
    assert r.ev == pytest.approx(900)


def test_huilai_self_draw_only_wait_is_weighted_by_p():
    # 123m456p789s1122z + 5s, discard 5s, seat E = dealer, first_turn: a self-draw on 1z or 2z is 天胡 HL-P14
    # ×10, hand score 2 × 10 = 20 per payer (HL-K0), three payers → 60; no discard win → 0.
    # value = 1/3 · 60 = 20 per copy; EV = 4 × 20 = 80.
    r = _row("123m456p789s1122z5s", "huilai", "5s", context={"seat": "E", "first_turn": True, "win_by": "self_draw"})
    assert r.waits[K("1z")] == (2, {"self_draw": 60})
    assert r.ev == pytest.approx(80)


def test_huilai_first_turn_non_dealer_wins_both_ways():
    # The narrow case: South (not the dealer) in the first go-around wins both ways — 地胡 HL-P14 ×10 on its
    # own draw (20 from each of three → 60) and on the dealer's first discard (East is South's 上家, the default
    # discarder: 20).  value = 1/3 · 60 + 2/3 · 20 = 100/3; EV = 4 × 100/3 = 400/3.
    r = _row("123m456p789s1122z5s", "huilai", "5s", context={"seat": "S", "first_turn": True})
    assert r.waits[K("1z")] == (2, {"self_draw": 60, "discard": 20})
    assert r.ev == pytest.approx(400 / 3)


def test_huilai_without_discard_wins_counts_the_whole_self_draw():
    # HL-O02 off (可接炮胡 off): no wait can win on a discard, and advice.md sets p = 1 there: value = the
    # self-draw's 6 (鸡胡: 2 from each of three), EV = 4 × 6 = 24.
    r = _row("123m456p789s1122z5s", "huilai", "5s", options={"allow_discard_win": False})
    assert r.waits[K("1z")] == (2, {"self_draw": 6})
    assert r.ev == pytest.approx(24)


# 改良 of a ready row (advice.md § Figures: a draw that keeps the legal shanten and, after the best discard, raises
# the wait copies **or the expected value**).  Huilai, no ghosts: 111m 222p 333s 67s 55z + 9m, discard 9m: the
# row waits on 5s / 8s (两面; 567s or 678s make a chow: 鸡胡 HL-P01 ×1 — 6 on a self-draw, 2 on a discard, value
# 10/3 a copy).  Drawing 6s and throwing 7s leaves 111m 222p 333s 66s 55z, waiting on 6s or 5z (对倒): four pungs
# and a pair, 对对胡 HL-P02 ×2 — hand score 4 a payer: 12 or 4, value 20/3 a copy; 6s has 4 − 2 = 2 copies left
# once drawn and 白 5z has 4 − 2 = 2.  No other discard after drawing 6s keeps the hand ready (throwing 6s again
# is the same row), so 6s reaches 4 copies at EV 4 × 20/3 = 80/3.  7s is the mirror (throw 6s, wait 7s / 5z).
HAND_KZ = "111m222p333s67s55z9m"


def test_kaizen_of_a_ready_row_counts_a_draw_that_raises_the_ev():
    # With 5s ×2 and 8s ×2 seen the row keeps 2 + 2 = 4 copies: EV 4 × 10/3 = 40/3.  Drawing 6s reaches the same
    # 4 copies (not more) but EV 80/3 > 40/3: a 改良 by value.  Its figures: 6s has 4 − 1 = 3 copies left now;
    # the wait copies reached stay 4; the EV reached 80/3.
    r = _row(HAND_KZ, "huilai", "9m", seen="5s5s8s8s")
    assert r.accepted == 4 and r.ev == pytest.approx(40 / 3)
    assert r.improves[K("6s")] == (3, 4) and r.improves[K("7s")] == (3, 4)
    assert r.improves_ev[K("6s")] == pytest.approx(80 / 3)
    assert "6s×3→4" in mj.advice.improves_text(r, "en") and "EV 26.67" in mj.advice.improves_text(r, "en")


def test_kaizen_of_a_ready_row_not_for_an_equal_ev():
    # Nothing seen: the row waits on 8 copies, EV 8 × 10/3 = 80/3.  Drawing 6s reaches 4 copies (fewer) and EV
    # 4 × 20/3 = 80/3 — equal, not higher: no 改良 (the same for 7s).
    r = _row(HAND_KZ, "huilai", "9m")
    assert r.accepted == 8 and r.ev == pytest.approx(80 / 3)
    assert K("6s") not in r.improves and K("7s") not in r.improves
    assert K("6s") not in r.improves_ev


def test_kaizen_by_ev_needs_values():
    # values=False computes no EV: 改良 then counts copies only (6s reaches 4, the row has 4: none).
    r = _row(HAND_KZ, "huilai", "9m", seen="5s5s8s8s", values=False)
    assert r.ev is None and K("6s") not in r.improves and r.improves_ev == {}
