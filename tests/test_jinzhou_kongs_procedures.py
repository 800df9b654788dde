"""Jinzhou kong points JZ-G1…G6 and table procedures JZ-F1…F3 (spec ``jinzhou.md`` § JZ-G, JZ-F), and the
check that every ``JZ-`` id of the spec is a code in ``mjlearn/rules/jinzhou``."""
from __future__ import annotations

import pathlib
import re

import pytest

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.rules.jinzhou import (
    KongEvent,
    fen_zhang_order,
    follow_dealer,
    huangzhuang,
    next_dealer,
    settle_kongs,
    wall_phase,
)
from mjlearn.rules.jinzhou.kongs import kong_points

JZ = "jinzhou"
SPEC = pathlib.Path("/work/shared/spec/jinzhou.md")
PKG = pathlib.Path(mj.__file__).parent / "rules" / "jinzhou"


# ---------------------------------------------------------------- JZ-G kong points
@pytest.mark.parametrize("kind,tile,code,per,payers", [
    ("kan", "5m", "JZ-G1", 12, 1),     # 4 × 3 from the discarder
    ("kakan", "5m", "JZ-G2", 4, 3),    # 4 from each other
    ("ankan", "5m", "JZ-G3", 8, 3),    # 8 from each other
    ("kan", "7z", "JZ-G4", 24, 1),     # 8 × 3 from the discarder
    ("kakan", "7z", "JZ-G5", 8, 3),    # 8 from each other
    ("ankan", "7z", "JZ-G6", 16, 3),   # 16 from each other
])
def test_G_each_kind(kind, tile, code, per, payers):
    ev = {"seat": "S", "kind": kind, "tile": tile}
    if kind == "kan":
        ev["discarder"] = "W"
    s = settle_kongs([ev])
    assert [i.code for i in s.items] == [code] and s.items[0].value == per
    assert len(s.payment_lines) == payers and all(p.amount == per for p in s.payment_lines)
    assert s.payments["S"] == per * payers and sum(s.payments.values()) == 0
    if kind == "kan":
        assert s.payments["W"] == -per and s.payments["E"] == 0


def test_G_narrowly_not_red():
    # a 9m kong is not a 红中 kong: 8 not 16 for an ankan
    assert kong_points("ankan", 8) == 8 and kong_points("ankan", 33) == 16


def test_G_robbed_kong_scores_nothing():
    s = settle_kongs([KongEvent("W", "kakan", 3, robbed=True)])
    assert s.payment_lines == [] and s.items[0].excluded_by == "JZ-M07"
    assert all(v == 0 for v in s.payments.values())


def test_G_only_kakan_can_be_robbed():
    with pytest.raises(MjError):
        settle_kongs([{"seat": "W", "kind": "ankan", "tile": "4m", "robbed": True}])


def test_G_kan_needs_discarder():
    with pytest.raises(MjError):
        settle_kongs([{"seat": "W", "kind": "kan", "tile": "4m"}])
    with pytest.raises(MjError):
        settle_kongs([{"seat": "W", "kind": "kan", "tile": "4m", "discarder": "W"}])


def test_G_drawn_hand_several_kongs():
    # S kan 5m from E (E pays 12), N ankan 红中 (E, S, W pay 16 each)
    # E: −12 −16 = −28; S: +12 −16 = −4; W: −16; N: +48
    s = settle_kongs([{"seat": "S", "kind": "kan", "tile": "5m", "discarder": "E"},
                      {"seat": "N", "kind": "ankan", "tile": "红中"}])
    assert s.payments == {"E": -28, "S": -4, "W": -16, "N": 48}


def test_G_winner_kongs_in_result_not_dealer_doubled():
    # dealer E wins self-drawn with its kakan of 5m: kong points 4 from each (not doubled)
    r = mj.score("123m456p789s1s kakan:5555m +1s", JZ, win_by="self_draw", seat="E", dealer="E")
    assert r.item("JZ-G2").value == 4
    kong_lines = [p for p in r.payment_lines if p.code == "JZ-G2"]
    assert sorted(p.payer for p in kong_lines) == ["N", "S", "W"] and all(p.amount == 4 for p in kong_lines)
    # win: C2 单粘 4 × 自摸 × 庄 = 16 each → 48, + kongs 12 = 60
    assert r.payments["E"] == 60 and sum(r.payments.values()) == 0


def test_G_winner_kan_assumed_from_previous_player():
    r = mj.score("123m456p789s1s kan:5555m +1s", JZ, seat="S")
    kl = [p for p in r.payment_lines if p.code == "JZ-G1"]
    assert len(kl) == 1 and kl[0].payer == "E" and kl[0].amount == 12
    assert any(n.text.key == "jz.note.kan_payer" for n in r.notes)


# ---------------------------------------------------------------- JZ-F1 黄庄 and 分张
def test_F1_huangzhuang_dealer_pays_4_each_and_stays():
    s = huangzhuang("E")
    assert s.payments == {"E": -12, "S": 4, "W": 4, "N": 4} and s.next_dealer == "E"


def test_F1_wall_phases_default_dead_wall_8():
    # 8 kept back, 4 分张 before them: 13 left → 5 to draw (play); 12 → 4 分张; 9 → 1 分张; 8 → 黄庄
    assert wall_phase(13).phase == "play"
    p12 = wall_phase(12)
    assert (p12.phase, p12.fen_zhang_left) == ("fen_zhang", 4)
    assert wall_phase(9).fen_zhang_left == 1
    assert wall_phase(8).phase == "exhausted"


def test_F1_dead_wall_16_option():
    # 16 kept back: 20 left → 4 分张; 21 → play; 16 → 黄庄
    assert wall_phase(20, dead_wall=16).phase == "fen_zhang"
    assert wall_phase(21, dead_wall=16).phase == "play"
    assert wall_phase(16, dead_wall=16).phase == "exhausted"
    with pytest.raises(MjError):
        wall_phase(20, dead_wall=12)


def test_F1_dead_wall_through_ruleset_options():
    rs = mj.rules.get_ruleset(JZ)
    # 20 left: default 8 kept → 12 drawable (play); dead_wall 16 → 4 分张
    assert rs.wall_phase(20).phase == "play"
    assert rs.wall_phase(20, {"dead_wall": 16}).phase == "fen_zhang"
    with pytest.raises(MjError):
        rs.wall_phase(20, {"dead_wall": 12})


def test_F1_odd_tail_tile_not_counted():
    # a single tail tile after a kong replacement: 13 left with it → 12 real → 4 分张 (without it: play)
    assert wall_phase(13, odd_tail=True).phase == "fen_zhang"
    assert wall_phase(13).phase == "play"


def test_F1_fen_zhang_dealt_in_turn():
    assert fen_zhang_order("W") == ["W", "N", "E", "S"]


def test_F1_haidi_is_fen_zhang_self_draw():
    # 海底捞月 (JZ-M11) is the self-draw of a 分张 tile
    r = mj.score("2m456m345p789p pon:555s +2m", JZ, win_by="self_draw", last_tile=True)
    assert "JZ-M11" in r.codes()


# ---------------------------------------------------------------- JZ-F2 跟庄
def test_F2_follow_doubles_while_unbroken():
    # go-arounds 1, 2, 3 followed: 4, 8, 16 to each of 3 → dealer pays 3 × (4 + 8 + 16) = 84
    s = follow_dealer([["5m"] * 4, ["3p"] * 4, ["9s"] * 4], dealer="E")
    assert [i.value for i in s.items] == [4, 8, 16]
    assert s.payments == {"E": -84, "S": 28, "W": 28, "N": 28}


def test_F2_red_doubles_that_go_around():
    # seed example: 2nd go-around 红中 → 16 each (8 × 2); first 4
    s = follow_dealer([["5m"] * 4, ["红中"] * 4], dealer="S")
    assert [i.value for i in s.items] == [4, 16]
    assert s.payments["S"] == -3 * 20


def test_F2_broken_stops_later_go_arounds():
    # 2nd go-around not followed by all three: the 3rd counts nothing though followed
    s = follow_dealer([["5m"] * 4, ["1m", "1m", "2m", "1m"], ["3m"] * 4])
    assert s.payments["E"] == -12 and [i.value for i in s.items] == [4, 0]


def test_F2_must_start_in_first_go_around():
    s = follow_dealer([["1m", "2m", "1m", "1m"], ["3m"] * 4])
    assert all(v == 0 for v in s.payments.values())


def test_F2_bad_input():
    with pytest.raises(MjError):
        follow_dealer([["5m"] * 3])
    with pytest.raises(MjError):
        follow_dealer([["1z"] * 4])


# ---------------------------------------------------------------- JZ-F3 dealer rotation
def test_F3_dealer_stays_after_draw():
    assert next_dealer("E", None)[0] == "E"


def test_F3_deal_passes_counterclockwise_after_win():
    assert next_dealer("E", "W")[0] == "S"
    assert next_dealer("N", "N")[0] == "E"


# ---------------------------------------------------------------- every spec id is a code
def test_every_spec_id_is_a_code_in_the_package():
    ids = sorted(set(re.findall(r"JZ-[A-Z]\d+", SPEC.read_text(encoding="utf-8"))))
    assert len(ids) >= 39
    src = "".join(p.read_text(encoding="utf-8") for p in PKG.rglob("*.py"))
    missing = [i for i in ids if f'"{i}"' not in src]
    assert missing == []
    assert set(ids) <= set(mj.rules.get_ruleset(JZ).spec_ids())


def test_strings_complete_in_both_languages():
    from mjlearn.i18n import catalogue
    jz = {k: v for k, v in catalogue().items() if k.startswith("jz.")}
    assert len(jz) > 100 and all(zh and en for zh, en in jz.values())
