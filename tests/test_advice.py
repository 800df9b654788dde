"""``mj.advise``: hand-worked cases from the spec (common.md waits/copies, jinzhou.md JZ-L1/L2,
huilai.md HL-O04 ghosts), values against ``mj.score``, bad input, layering and display.

Expected values below are worked out by hand in the comments, never copied from the code's output.
"""
from __future__ import annotations

import subprocess
import sys

import pytest

import mjlearn as mj
from mjlearn.hand import Hand
from mjlearn.tiles import parse_tile

K = parse_tile


def test_copies_left_count_own_tiles_and_seen():
    # 11223m 456p 789s 77z after throwing 9p: the only wait is 3m (12m edge + 123m; 77z the pair).
    # The hand holds one 3m, so 4 − 1 = 3 copies left; with two 3m seen on the table, 1.
    a = mj.advise("123m456p789s1m2m77z9p", "mawan")
    r = a.row("9p")
    assert r.shanten == 0 and r.accepts == {K("3m"): 3} and r.accepted == 3
    assert list(r.waits) == [K("3m")] and r.waits[K("3m")][0] == 3
    assert a.best.discard == K("9p")
    b = mj.advise("123m456p789s1m2m77z9p", "mawan", seen={"3m": 2})
    assert b.row("9p").accepts == {K("3m"): 1}
    # a 13-tile hand plus the drawn tile is the same question
    c = mj.advise("123m456p789s1m2m77z +9p", "mawan")
    assert [(x.discard, x.shanten, x.accepts) for x in c.rows] == [(x.discard, x.shanten, x.accepts) for x in a.rows]


def test_jinzhou_last_yaojiu_is_blocked():
    # 222m 456p 678s 34s 55p 9p: throwing 9p is ready in shape (34s waits 2s/5s, 55p the pair, 222m the 横),
    # but the hand keeps no 1, 9 or 红中 and neither wait is one: JZ-L2 fails, so Jinzhou must not advise it.
    # Mawan has no such rule: 9p is its best, ready on 2s (4 left) and 5s (4 left).
    h = "222m456p678s34s55p9p"
    mw = mj.advise(h, "mawan")
    assert mw.best.discard == K("9p") and mw.best.shanten == 0
    assert {k: c for k, (c, _) in mw.best.waits.items()} == {K("2s"): 4, K("5s"): 4}
    jz = mj.advise(h, "jinzhou")
    r = jz.row("9p")
    assert r.shanten == 0 and not r.legal and r.waits == {}
    assert set(r.illegal_waits) == {K("2s"), K("5s")}
    # ready in shape, but a legal win needs one exchange more (bring a 1, 9 or 红中): legal shanten 1
    assert r.legal_shanten == 1 and any("JZ-L2" in t.en for t in r.blocked)
    assert "JZ-L2" in str(r.why)
    assert jz.best.discard != K("9p") and jz.best.legal_shanten == 1
    assert jz.rows.index(r) > 0


def test_jinzhou_menqi_is_blocked_and_the_legal_wait_is_valued():
    # 222m 345m 456p 78p 99p 1s: throwing the only 条 (1s) leaves a ready shape (waits 3p 6p 9p) with no 条:
    # JZ-L1 门齐 fails for every wait.  Throwing 9p instead waits on 1s alone (单粘, |W| = 1): legal (1s is 幺九
    # and 条, 222m is the 横).  Its value: JZ-C2 二类胡 base 4 × 2 (JZ-M01 闭门) × 2 (自摸 M03, or 点炮 M06) = 16 分
    # per share either way; the player (South) collects its value (advice.md § Figures): the dealer East's share
    # doubled (JZ-M10) 32 + West 16 + North 16 = 64 on a self-draw (JZ-P1), and the discarder pays the same three
    # shares, 64, on a discard (JZ-P2); 1s copies left 4 − 1 = 3.
    h = "222m345m456p78p99p1s"
    mw = mj.advise(h, "mawan")
    assert mw.best.discard == K("1s")
    jz = mj.advise(h, "jinzhou")
    r = jz.row("1s")
    assert not r.legal and "JZ-L1" in str(r.why)
    assert jz.best.discard == K("9p")
    assert jz.best.waits == {K("1s"): (3, {"self_draw": 64, "discard": 64})}
    assert jz.best.ev == 192


def test_jinzhou_non_ready_rows_name_the_missing_condition():
    # 222m 456p 678s 3s 55p 9p 1m … throwing the last 幺九 from a 1-shanten hand: the row is blocked (JZ-L2)
    # and sorted after the legal rows of the same shanten.
    h = "222m456p678s34s5p7p9p"  # 14 tiles; 9p is the only 幺九
    jz = mj.advise(h, "jinzhou")
    r = jz.row("9p")
    assert r.blocked and r.blocked[0].key == "advice.block.no_yaojiu"
    assert all(x.effective_shanten <= r.effective_shanten for x in jz.rows[: jz.rows.index(r)])


def test_jinzhou_shape_complete_but_illegal_hand_gets_advice():
    # 123m 456p 789s 123s 55s is complete in shape but has no 横 (JZ-L3): not a Jinzhou win, so advice is given;
    # in Mawan the same 14 tiles are a win and advice refuses.
    a = mj.advise("123m456p789s123s55s", "jinzhou")
    assert a.rows and not a.wins
    w = mj.advise("123m456p789s123s55s", "mawan")
    assert w.wins and w.rows == [] and w.best_discards() == () and "already wins" in w.text("en")


def test_huilai_ghost_draws_and_ghost_discard():
    # 白板做鬼: 123m 456p 789s 1z 4z 23s + one 白 (5z, a ghost); not complete (the ghost cannot both finish 23s and
    # pair a single).  Throwing 4z keeps the ghost: 1s or 4s (the ghost pairs the 1z), 1z (pair; the ghost
    # finishes 23s) or a drawn ghost all win: 4 + 4 + 3 (one 1z in the hand) + 3 (one 白 in the hand) = 14 copies.
    # Throwing the ghost leaves 3 sets + 23s + 1z + 4z: 1-shanten, listed but marked and sorted after.
    a = mj.advise("123m456p789s1z4z23s5z", "huilai", options={"ghosts": "white"})
    r = a.row("4z")
    assert r.shanten == 0
    assert r.accepts == {K("1s"): 4, K("4s"): 4, K("1z"): 3, K("5z"): 3} and r.accepted == 14
    g = a.row("5z")
    assert g.ghost and g.shanten == 1 and "ghost" in g.why.en
    assert a.rows.index(r) < a.rows.index(g)


def test_huilai_indicator_is_a_shown_tile():
    # 翻鬼 with indicator 7p: the ghost is 8p (HL-G).  123m 56p 789s 11z 123s + 9m: throwing 9m waits on 4p, 7p and
    # a drawn 8p (ghost as 4p or 7p).  7p copies: 4 − 1 (the face-up indicator) = 3; 4p: 4; 8p: 4.
    a = mj.advise("123m56p789s11z123s9m", "huilai", options={"ghosts": "flip", "indicator": "7p"})
    r = a.row("9m")
    assert r.accepts == {K("4p"): 4, K("7p"): 3, K("8p"): 4}
    assert a.left[K("7p")] == 3


def test_values_of_ready_rows_equal_score():
    hands = [("123m456p789s1m2m77z9p", "mawan"), ("222m345m456p78p99p1s", "jinzhou"),
             ("123m456p789s1z4z23s5z", "huilai"), ("11223344m55p66s7z1s", "mawan"), ("11223344m55p66s7z1s", "huilai")]
    n = 0
    for h, rs in hands:
        opts = {"ghosts": "white"} if "5z" in h and rs == "huilai" else None
        a = mj.advise(h, rs, options=opts)
        tiles = list(a.hand.closed_tiles)
        for r in a.rows:
            if r.shanten != 0:
                continue
            rest = list(tiles)
            rest.remove(r.discard)
            for k, (_c, v) in r.waits.items():
                for way in ("self_draw", "discard"):
                    s = mj.score(Hand(tuple(rest), (), k), rs, {"win_by": way}, opts)
                    assert s.is_win and v[way] == s.payments["S"]  # what the player (South) collects
                    n += 1
    assert n >= 10


def test_seven_pairs_ready_row():
    # 11223344m 55p 66s 7z 1s: throwing 7z or 1s leaves six pairs + a single: seven pairs ready (Mawan allows it)
    a = mj.advise("11223344m55p66s7z1s", "mawan")
    assert a.row("7z").shanten == 0 and K("1s") in a.row("7z").waits
    assert a.row("1s").shanten == 0 and K("7z") in a.row("1s").waits


def test_rows_are_sorted_and_any_tile_is_plain():
    a = mj.advise("123m456p789s1z4z23s5z", "huilai", options={"ghosts": "white"})
    keys = [r.key(a.by) for r in a.rows]
    assert keys == sorted(keys)
    for r in a.rows:
        live = [k for k in range(34) if a.left[k] > 0]
        assert r.any_tile == (sorted(r.accepts) == live)


@pytest.mark.parametrize("hand, ruleset, match", [
    ("123m456p789s11z22z", "mawan", "14 tiles"),
    ("123m456p789s11z2223z", "mawan", "14 tiles"),
    ("123m456p789s11z2z +2z", "mawan", "14 tiles"),
    ("123m456p789s1z2m77z9p", "jinzhou", "1z"),
])
def test_bad_input(hand, ruleset, match):
    with pytest.raises(mj.MjError, match=match):
        mj.advise(hand, ruleset)


@pytest.mark.parametrize("context", [{"seat": "N", "dealer": "E"}, {"seat": "E", "dealer": "S"},
                                     {"seat": "W", "dealer": "E", "discarder": "N"}])
def test_a_seat_not_at_the_table_is_one_error(context):
    """HL-O17: a 2-player Huilai table seats E and W only; a context naming another seat is one MjError that
    names it, whatever the hand (not an error from deep in the settlement)."""
    for hand in ("111p333m999m44z5z7z1s", "123m456p789s1m2m77z9p"):
        with pytest.raises(mj.MjError, match="2-player table") as e:
            mj.advise(hand, "huilai", options={"players": 2}, context=context)
        assert e.value.where in ("seat", "dealer", "discarder")
    assert mj.advise("111p333m999m44z5z7z1s", "huilai", options={"players": 2},
                     context={"seat": "W", "dealer": "E"}).rows


def test_seen_beyond_four_copies_is_an_error():
    with pytest.raises(mj.MjError):
        mj.advise("123m456p789s1m2m77z9p", "mawan", seen={"1m": 3})


def test_frame_and_html():
    a = mj.advise("123m456p789s1m2m77z9p", "mawan")
    df = a.frame("en")
    assert list(df.columns)[:5] == ["rank", "discard", "legal shanten", "shanten", "accepted copies"]
    assert len(df) == len(a.rows) and df.iloc[0]["discard"] == "9p"
    html = a._repr_html_()
    assert html.count("data-discard=") == len(a.rows) and "<svg" in html
    assert 'data-discard="9p"' in html.split("<tr", 2)[2]  # first row drawn is the best


def test_model_layer_imports_no_view():
    code = ("import sys, mjlearn.advice as A; A.advise('123m456p789s1m2m77z9p', 'mawan');"
            "bad=[m for m in sys.modules if m.startswith(('mjlearn.render','mjlearn.frames','mjlearn.widgets',"
            "'mjlearn.exercises','pandas','ipywidgets'))]; print(bad); assert not bad")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
