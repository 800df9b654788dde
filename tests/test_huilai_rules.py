"""Huilai table rules, options, procedures and coverage: HL-A, HL-O validation, HL-F, HL-K5, HL-K6, HL-G,
public cases, and a check that every ``HL-`` id of the spec is a code in ``mjlearn/rules/huilai``.
"""
import pathlib
import random
import re

import pytest

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.i18n import catalogue
from mjlearn.rules.huilai import HUILAI, SPEC_IDS
from mjlearn.rules.huilai import procedures as pr
from mjlearn.tiles import tile_str

SPEC = pathlib.Path("/work/shared/spec/huilai.md")
PKG = pathlib.Path(__file__).resolve().parents[1] / "mjlearn" / "rules" / "huilai"
CASES = pathlib.Path("/work/shared/cases/public_cases.json")


def spec_ids_in_text(text):
    return set(re.findall(r"HL-(?:[A-Z]\d+|[NSG])\b", text))


def test_every_spec_id_is_a_code_in_the_package():
    src = "\n".join(p.read_text(encoding="utf-8") for p in PKG.glob("*.py"))
    ids = spec_ids_in_text(SPEC.read_text(encoding="utf-8")) if SPEC.exists() else set(SPEC_IDS)
    assert len(ids) >= 50  # A1-5, P01-14, O01-18, K0-6, F1-4, N, S, G
    missing = sorted(i for i in ids if i not in src)
    assert missing == []
    assert ids <= set(SPEC_IDS)


def test_catalogue_complete_in_both_languages():
    hl = {k: v for k, v in catalogue().items() if k.startswith("hl.")}
    assert len(hl) > 80
    for k, (zh, en) in hl.items():
        assert zh.strip() and en.strip(), k


# ---------------------------------------------------------------- options

@pytest.mark.parametrize("bad", [
    {"cap": 0}, {"cap": "10"}, {"players": 5}, {"stacking": "max"}, {"horse_kong": "triple"},
    {"horses": -2}, {"horse_multiplier": 0}, {"total_plus": -1}, {"ghosts": "flip", "indicator": "0m"},
    {"indicator": "5p"}, {"no_ghost_double": True}, {"four_ghost_win": True},
    {"ghosts": "white", "four_ghost_double": True}, {"unknown": 1}, {"other_kongs": ["E pon"]},
    {"other_kongs": ["E kan"]}, {"players": 3, "other_kongs": ["N ankan"]}, {"ready_hands": {"E": "123m"}},
])
def test_bad_options_raise(bad):
    with pytest.raises(MjError):
        HUILAI.options(bad)


def test_option_defaults():
    o = HUILAI.options()
    assert o["cap"] is None and o["allow_discard_win"] and o["allow_rob_kong"]
    assert o["ghosts"] == "none" and o["players"] == 4 and o["stacking"] == "multiply" and o["horses"] == 0
    assert HUILAI.options({"ghosts": None})["ghosts"] == "none"
    assert HUILAI.options({"cap": 10})["cap"] == 10
    spec_codes = {s.code for s in HUILAI.option_specs}
    assert {f"HL-O{i:02d}" for i in range(1, 19)} <= spec_codes


# ---------------------------------------------------------------- public cases and waits

def test_public_cases_for_huilai():
    import json
    if not CASES.exists():
        pytest.skip("shared cases not present")
    data = json.loads(CASES.read_text(encoding="utf-8"))
    cases = data if isinstance(data, list) else data.get("cases", [])
    n = 0
    for c in cases:
        if "huilai" not in c.get("rulesets", ["huilai"]) and "huilai" not in str(c.get("expect")):
            continue
        exp = c["expect"]
        opts = c.get("options")
        if "win" in c:
            h = f"{c['concealed']} +{c['win']}"
            r = mj.score(h, "huilai", options=opts)
            assert (r.status == "scored") == exp["win"], c["id"]
            if "readings" in exp:
                assert len(r.readings) == exp["readings"], c["id"]
            if "ghost_stands_for" in exp:
                gm = r.readings[r.best].reading.decomposition.ghost_map
                assert [tile_str(k) for k in gm] == exp["ghost_stands_for"]
        else:
            w = mj.waits(c["concealed"], "huilai", options=opts)
            want = exp["waits"]["huilai"] if isinstance(exp["waits"], dict) else exp["waits"]
            assert [tile_str(k) for k in w.live] == want, c["id"]
            if "shanten" in exp:
                assert mj.shanten(c["concealed"], "huilai") == exp["shanten"]
        n += 1
    assert n >= 8


def test_four_ghost_waits():
    # HL-O06: three ghosts (白) in a 13-tile hand also win on the fourth ghost
    opts = {"ghosts": "white", "four_ghost_win": True}
    w = mj.waits("555z159m159p13s2z4z", "huilai", options=opts)
    assert 31 in w.live
    w = mj.waits("555z159m159p13s2z4z", "huilai", options={"ghosts": "white"})
    assert 31 not in w.live


def test_readings_show_what_ghosts_stand_for():
    r = mj.score("555z111m999m3m pon:222m +3m", "huilai", options={"ghosts": "white"})
    labels = [str(rs.label) for rs in r.readings if rs.label is not None]
    assert labels and all("鬼牌" in s for s in labels)


# ---------------------------------------------------------------- procedures HL-F, HL-K5, HL-K6

def test_lou_hu_hl_f1():
    assert pr.may_win_after_pass(True)[0] is False
    assert pr.may_win_after_pass(True, moved_since=True)[0] is True
    assert pr.may_win_after_pass(True, same_go_around=False)[0] is True
    assert pr.may_win_after_pass(False)[0] is True


def test_lou_peng_hl_f2():
    assert pr.may_pung_after_pass("5p", "5p")[0] is False
    assert pr.may_pung_after_pass("5p", "6p")[0] is True  # another tile
    assert pr.may_pung_after_pass("5p", "5p", moved_since=True)[0] is True
    assert pr.may_pung_after_pass(None, "5p")[0] is True


def test_lou_gang_hl_f3():
    assert pr.may_kong_later("pon_over_kan")[0] is False
    assert pr.may_kong_later("kakan_not_added")[0] is False
    assert pr.may_kong_later("ankan")[0] is True
    with pytest.raises(MjError):
        pr.may_kong_later("whatever")


def test_rob_kong_hl_f4():
    assert pr.can_rob_kong("kakan")[0] is True
    assert pr.can_rob_kong("ankan")[0] is False
    assert pr.can_rob_kong("kan")[0] is False
    assert pr.can_rob_kong("kakan", allow_rob_kong=False)[0] is False


def test_drawn_hand_hl_k6():
    assert pr.is_drawn_hand(8, 8)[0] is True        # tiles left = horse tiles
    assert pr.is_drawn_hand(9, 8)[0] is False       # one more to draw
    assert pr.is_drawn_hand(8, 8, someone_won=True)[0] is False
    assert pr.is_drawn_hand(0, 0)[0] is True


def test_dealer_hl_k5():
    assert pr.next_dealer("E", "W")[0] == "W"       # the winner deals
    assert pr.next_dealer("S", None)[0] == "S"      # draw: dealer stays (interpretation)
    assert pr.first_dealer(4, room_owner=2) == 2
    assert 0 <= pr.first_dealer(3, rng=random.Random(1)) < 3


def test_horse_draw_and_reveal():
    wall = "1m2m3m4m5m6m"
    assert [tile_str(k) for k in pr.draw_horses(wall, 2)] == ["5m", "6m"]   # from the end of the wall
    assert pr.reveal("1m2z3s4z", "E", 4) == [("1m", "E"), ("2z", "S"), ("3s", "W"), ("4z", "N")]
    with pytest.raises(MjError):
        pr.draw_horses(wall, 3)


# ---------------------------------------------------------------- robustness

def test_many_ghost_hand_scores_every_reading():
    # 双鬼 with 8 ghosts and honors: thousands of readings, every one scored, best is the max
    r = mj.score("5555z6666z123m45p +6p", "huilai", options={"ghosts": "double", "indicator": "7z"})
    assert r.status == "scored"
    assert r.readings[r.best].value == max(rs.value for rs in r.readings)
    # 123m 456p + 8 ghosts: seven pairs impossible? 1m2m3m4p5p6p singles + 6 ghosts + wild pair → 7 pairs,
    # the wild pair duplicating one → 豪华七对 5 (two suits, no flush)
    assert r.total == 5


def test_four_ghosts_held_wait_on_any_tile():
    # 白×4 in a 13-tile hand with 四鬼胡牌: the hand already holds four ghosts → every tile wins, except 白
    # itself: all four 白 are in the hand, so a fifth cannot come (common.md: a dead wait, not a wait).
    # (review: this test formerly expected all 34 kinds live.)  34 − 1 = 33 live kinds, 5z dead.
    w = mj.waits("5555z159m159p13s2z", "huilai", options={"ghosts": "white", "four_ghost_win": True})
    assert not w.any_tile and len(w.live) == 33 and 31 not in w.live and w.dead == (31,)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("win_by", ["self_draw", "discard", "rob_kong"])
@pytest.mark.parametrize("opts", [
    {}, {"cap": 5, "total_plus": 1}, {"horses": 4, "horse_tiles": "1m2p3s4z", "horse_base": True},
    {"horses": 2, "horse_tiles": "2m5z", "horse_kong": "doubling", "kong_base": True, "horse_multiplier": 2},
    {"ghosts": "red", "no_ghost_double": True, "stacking": "add"},
])
def test_payment_tables_sum_to_zero(players, win_by, opts):
    # 清一色 with a concealed kong: 111m 333m 678m 99m + ankan 5555m, winning on 6m (one copy held: robbable)
    seat = "W" if players == 2 else "S"
    r = mj.score("111m333m78m99m ankan:5555m +6m", "huilai", options={"players": players, **opts},
                 seat=seat, win_by=win_by)
    assert r.status == "scored"
    assert sum(r.payments.values()) == 0
    assert set(r.payments) == set({2: "EW", 3: "ESW", 4: "ESWN"}[players])
    assert r.payments[seat] > 0
