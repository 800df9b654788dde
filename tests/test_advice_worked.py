"""Hands worked out by hand from spec ``advice.md``: value before copies in each ruleset, a Jinzhou
row whose shape wait is not legal, the copy limit above ready, HL-O06, a tie, a 改良 draw, the review line and
bad input.  The reasoning is in each test; a hand's value (台 / 倍 / 分) comes from ``mj.score``, and the value of a
win is what the player collects under the ruleset's settlement (advice.md § Figures), worked out here."""
from __future__ import annotations

import pytest

import mjlearn as mj
from mjlearn.tiles import parse_tile

K = parse_tile


def _score(h13: str, win: str, ruleset: str, way: str, options=None) -> float:
    return mj.score(f"{h13} +{win}", ruleset, {"win_by": way}, options).total


def test_mawan_value_before_copies_and_a_tie():
    # 22m 8888p 2222s 3s 44s 6s.  Throwing 3s leaves 22m 88p 88p 22s 22s 44s + 6s: seven pairs (four of a kind are
    # two pairs) waiting on 6s alone — 4 − 1 = 3 copies.  Throwing 6s is the mirror: waits on 3s, 3 copies, the
    # same patterns (two quads in seven pairs, every tile a simple), so the same value: the two rows TIE.
    # Throwing 8p leaves 22m 888p 222s 234s 46s, waiting on 5s (closed, 4 copies).
    # So by copies 8p (4) beats 3s/6s (3); by value the seven pairs' 420 台 (from mj.score)
    # against 30 台 puts 3s and 6s first.  The player collects (MW-M, stake "11": each of three pays 台 ÷ 10 元)
    # 3 × 42 = 126 元 against 3 × 3 = 9 元, either way: EV 3 × 126 = 378 against 4 × 9 = 36 (advice.md § Ranking:
    # EV before accepted copies).
    a = mj.advise("22m8888p22223446s", "mawan")
    assert a.best_discards() == (K("3s"), K("6s"))
    r3, r6, r8 = a.row("3s"), a.row("6s"), a.row("8p")
    assert r3.rank == r6.rank == 1 and r3.tied and r6.tied and r8.rank == 3
    assert r3.accepts == {K("6s"): 3} and r6.accepts == {K("3s"): 3} and r8.accepts == {K("5s"): 4}
    assert _score("22m8888p222244s6s", "6s", "mawan", "self_draw") == 420
    assert _score("22m8888p222244s6s", "6s", "mawan", "discard") == 420
    assert _score("22m888p22223446s", "5s", "mawan", "self_draw") == 30
    assert r3.waits == {K("6s"): (3, {"self_draw": 126, "discard": 126})}
    assert r3.ev == pytest.approx(378) and r8.ev == pytest.approx(36)
    # by speed the copies come first: 8p alone
    assert mj.advise("22m8888p22223446s", "mawan", by="speed").best_discards() == (K("8p"),)
    # the review of the copies-first choice says what it gave up
    line = a.review("8p", "en")
    assert "EV 36" in line and "378" in line and "126 yuan" in line


def test_huilai_value_before_copies():
    # 1111m 2m 1111p 111z 66z.  Throwing 1z: 11m 11m 11p 11p 11z 66z + 2m, seven pairs on 2m (3 left) that would be
    # 双豪华七对 (two kinds held four times, HL-P11, ×10): hand score 2 × 10 = 20 分 per payer (HL-K0), so the
    # player collects 3 × 20 = 60 on a self-draw and 20 from the discarder (HL-K1): value 60/3 + 2 × 20/3 = 100/3,
    # EV 3 × 100/3 = 100.  Throwing 1p instead waits on 3m (4 left; 1m 2m + … in the standard form) at ×1: 6 or 2,
    # value 10/3, EV 40/3 — more copies, far less value.
    a = mj.advise("11112m1111p11166z", "huilai")
    assert a.best_discards() == (K("1z"),)
    assert a.row("1z").waits == {K("2m"): (3, {"self_draw": 60, "discard": 20})}
    assert a.row("1z").ev == pytest.approx(100)
    assert a.row("1p").accepted == 4 and a.row("1p").ev == pytest.approx(40 / 3)
    assert "1z" in a.review("1p", "en") and "EV 13.33" in a.review("1p", "en") and "100" in a.review("1p", "en")


def test_jinzhou_value_and_legality():
    # 222m 345m 456p 78p 99p 1s.  Throwing 9p waits on 1s alone (单粘): 1s brings the 条 (JZ-L1) and is 幺九
    # (JZ-L2), 222m is the 横 (JZ-L3) — JZ-C2 二类胡 base 4 × 2 (闭门 JZ-M01) × 2 (自摸 M03 or 点炮 M06) = 16 分 a
    # share; South collects the dealer's doubled share (JZ-M10) and two others: 32 + 16 + 16 = 64 either way
    # (JZ-P1 / JZ-P2); 4 − 1 = 3 copies: EV 192.  Throwing 1s leaves the best shape (78p waits 6p 9p) but no 条: no legal win.
    a = mj.advise("222m345m456p78p99p1s", "jinzhou")
    assert a.best_discards() == (K("9p"),)
    assert a.best.waits == {K("1s"): (3, {"self_draw": 64, "discard": 64})} and a.best.ev == 192
    r = a.row("1s")
    assert r.shanten == 0 and r.legal_shanten >= 1 and "JZ-L1" in a.review("1s", "en")


def test_jinzhou_shape_wait_that_is_not_legal():
    # 23477m 333567p 345s, throwing 4m: 23m waits 1m or 4m (77m the pair, 333p the 横).  1m makes 123m: a 1 (JZ-L2)
    # and all three suits — legal, 4 copies.  4m makes 234m: no 1, 9 or 红中 anywhere — JZ-L2 fails.  So the
    # shape accepts 1m ×4 + 4m ×3 (one 4m is in the river) = 7, the legal figure 4.
    a = mj.advise("23477m333567p345s", "jinzhou")
    r = a.row("4m")
    assert r.shanten == 0 and r.legal_shanten == 0
    assert r.shape_accepts == {K("1m"): 4, K("4m"): 3} and r.shape_accepted == 7
    assert r.accepts == {K("1m"): 4} and r.accepted == 4
    assert K("4m") in r.illegal_waits and "JZ-L2" in r.illegal_waits[K("4m")].en


def test_jinzhou_summary_has_no_legal_win_for_a_missing_suit():
    # 123456789m 1122p + 1p: every ready shape lacks 条 (JZ-L1): no discard is ready for a legal win.
    a = mj.advise("123456789m1122p +1p", "jinzhou")
    assert all(r.legal_shanten >= 1 for r in a.rows)
    assert any(r.shanten == 0 and r.legal_shanten >= 1 and "JZ-L1" in r.blocked[0].en for r in a.rows)


def test_copy_limit_above_ready():
    # 12m 7777m 4444p 678p: 777m 444p 678p are sets; 12m needs 3m; the pair would be a fifth 7m or 4p.  Both routes
    # of the table's "1-shanten" need a fifth copy, so it is 2 (advice.md § Shanten): e.g. 3m and two 9s.
    assert mj.shanten("127777m4444678p", "mawan") == 2
    a = mj.advise("127777m4444678p +1z", "mawan", values=False)
    assert a.row("1z").shanten == 2 and a.row("1z").legal_shanten == 2


def test_four_ghosts_hl_o06():
    o = {"ghosts": "white", "four_ghost_win": True}
    # four 白 ghosts: the hand wins at once (HL-O06), it is not advised
    w = mj.advise("123m456p789s1z555z +5z", "huilai", options=o)
    assert w.wins and w.rows == [] and "HL-O06" in w.text("en")
    # three ghosts and nothing else useful: after any plain discard the fourth ghost wins (1 copy left of 白)
    a = mj.advise("1m4m7m2p5p8p3s6s9s1z555z +2z", "huilai", options=o, values=False)
    r = a.row("1m")
    assert r.shanten == 0 and r.accepts == {K("5z"): 1}
    assert mj.shanten("4m7m2p5p8p3s6s9s1z2z555z", "huilai", o) == 0
    # two ghosts: two ghost draws away, 1-shanten by HL-O06 (without it the scattered tiles are 4-shanten)
    assert mj.shanten("1m4m7m2p5p8p3s6s9s1z2z55z", "huilai", o) == 1
    assert mj.shanten("1m4m7m2p5p8p3s6s9s1z2z55z", "huilai", {"ghosts": "white"}) == 4


def test_kaizen_draw():
    # 123m 456p 789s 11z 13s after throwing 9p: ready on 2s only (closed, 4 copies).  Drawing 4s and throwing 1s
    # gives 34s, waiting on 2s and 5s: 8 copies — a 改良 (4 copies of 4s).  No other draw does better than 4:
    # 5s (35s → 4s, 4), 1s/3s (a pair with 11z: 2 + 2), anything else only changes the single nothing.
    a = mj.advise("123m456p789s11z13s +9p", "mawan", values=False)
    r = a.row("9p")
    assert r.accepts == {K("2s"): 4}
    assert r.improves == {K("4s"): (4, 8)}


@pytest.mark.parametrize("kw, what", [
    ({"seen": {"1m": 4}}, "copies"),
    ({"seen": {"1m": -1}}, "seen"),
    ({"seen": {"9x": 1}}, "9x"),
    ({"by": "fast"}, "by"),
    ({"self_draw_share": 1.5}, "self_draw_share"),
    ({"self_draw_share": True}, "self_draw_share"),
    ({"options": {"no_such_option": 1}}, "no_such_option"),
])
def test_bad_input_is_one_mjerror(kw, what):
    with pytest.raises(mj.MjError) as e:
        mj.advise("123m456p789s1m2m77z9p", "mawan", **kw)
    assert type(e.value) is mj.MjError or isinstance(e.value, mj.MjError)
    assert what in str(e.value) or what in repr(e.value.args)


def test_kaizen_at_two_shanten():
    # advice.md § Figures: 改良 is defined for every row, not only near ready.  123m 456p 13s 57s 9m 1z 2z (3z
    # thrown): two sets, two partial sets (13s, 57s), no pair: 8 − 2·2 − 2 = 2-shanten.  What lowers it: 2s or 6s
    # (a third set), 9m / 1z / 2z (a pair): 4 + 4 + 3 + 3 + 3 = 17 copies; nothing else (4s: 345s leaves three
    # sets and four singles, still 2).  Drawing 4s (4 copies) keeps 2-shanten; throwing 1s then leaves 123m 456p
    # 345s 7s 9m 1z 2z, which a pair (7s ×3, 9m ×3, 1z ×3, 2z ×3) or a partial set (5s ×3; 2s 6s 8s 9s 7m 8m ×4)
    # brings to 1-shanten: 39 copies > 17, so 4s is a 改良 reaching at least 39.  An accepted kind is never one.
    a = mj.advise("123m456p13s57s9m123z", "mawan", values=False)
    r = a.row("3z")
    assert r.legal_shanten == 2
    assert r.accepts == {K("2s"): 4, K("6s"): 4, K("9m"): 3, K("1z"): 3, K("2z"): 3}
    assert r.improves is not None and r.improves[K("4s")][0] == 4 and r.improves[K("4s")][1] >= 39
    assert not set(r.improves) & set(r.accepts)
