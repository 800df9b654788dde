"""Mawan payments MW-M and table procedures MW-G1…G6 (spec ``mawan.md``); values worked out by hand."""
import pytest

import mjlearn as mj
from mjlearn.context import make_context
from mjlearn.errors import MjError
from mjlearn.rules.mawan.procedures import (
    STACKS_PER_PLAYER,
    WALL_TILES,
    PotCycle,
    Rotation,
    dice_direction,
    direction_seat,
    feng_hands,
    is_tuo_kuzi,
    play_order,
    priority_order,
    resolve_claims,
    wall_break,
)
from mjlearn.rules.mawan.settlement import payments, share, stake_base

H01 = "234p345p456s678s5m +5m"   # 30 台 (see test_mawan_hands H01)


# ---------------------------------------------------------------- MW-M stakes and payments

@pytest.mark.parametrize("stake,base", [("11", 1), ("22", 2), ("55", 5), ("99", 9)])
def test_stake_base(stake, base):
    assert stake_base(stake) == base


@pytest.mark.parametrize("bad", ["12", "10", "111", "", "aa", "00"])
def test_bad_stake(bad):
    with pytest.raises(MjError):
        stake_base(bad)


def test_share_arithmetic():
    assert share(70, "11") == 7.0      # 70 ÷ 10 × 1
    assert share(70, "22") == 14.0     # 70 ÷ 10 × 2
    assert share(210, "33") == 63.0    # 210 ÷ 10 × 3
    assert share(50, "11") == 5.0


def test_everyone_pays_the_winner_on_a_discard():
    r = mj.score(H01, "mawan")
    # 30 台 → 3 元 from each of E, W, N to S
    assert r.payments == {"E": -3.0, "S": 9.0, "W": -3.0, "N": -3.0}
    assert sum(r.payments.values()) == 0 and r.payment_unit == "元"
    assert len(r.payment_lines) == 3 and all(p.payee == "S" for p in r.payment_lines)


def test_self_draw_with_stake_22():
    r = mj.score(H01, "mawan", context={"win_by": "self_draw", "seat": "W"}, options={"stake": "22"})
    # still 30 台 (摸 makes 10 张, still 30 台); 30 ÷ 10 × 2 = 6 元 each
    assert r.total == 30
    assert r.payments == {"E": -6.0, "S": -6.0, "W": 18.0, "N": -6.0}


def test_bao_hu_liable_pays_all_three_shares():
    r = mj.score(H01, "mawan", context={"liable": "N"})
    # 3 元 × 3 all from North
    assert r.payments == {"E": 0, "S": 9.0, "W": 0, "N": -9.0}
    assert sum(r.payments.values()) == 0
    assert any("出增除外" in n.text.zh for n in r.notes)


def test_payment_function_directly():
    lines, net = payments(120, make_context(seat="E", dealer="E", win_by="self_draw"), "11")
    assert [(p.payer, p.amount) for p in lines] == [("S", 12.0), ("W", 12.0), ("N", 12.0)]
    assert net["E"] == 36.0 and sum(net.values()) == 0


# ---------------------------------------------------------------- MW-G1 dice and wall break

@pytest.mark.parametrize("total,word", [(5, "守"), (9, "守"), (2, "顺"), (6, "顺"), (10, "顺"), (3, "对"), (7, "对"),
                                        (11, "对"), (4, "反"), (8, "反"), (12, "反")])
def test_dice_direction(total, word):
    assert dice_direction(total) == word


@pytest.mark.parametrize("bad", [0, 1, 13, "7", True])
def test_dice_out_of_range(bad):
    with pytest.raises(MjError):
        dice_direction(bad)


def test_direction_seats():
    # from East: 守 East, 顺 the right-hand player (下家) South, 对 West, 反 the left-hand player North
    assert [direction_seat("E", t) for t in (5, 6, 7, 8)] == ["E", "S", "W", "N"]
    assert direction_seat("N", 2) == "E"


def test_wall_break():
    wb = wall_break("E", 6, 9)       # 6 → 顺 → South rolls 9; 6 + 9 = 15 ≤ 17: stack 15 of South's wall
    assert (wb.direction, wb.second_roller, wb.total, wb.wall, wb.stack) == ("顺", "S", 15, "S", 15)
    wb = wall_break("E", 7, 12)      # 7 → 对 → West; 19 > 17: runs on 2 stacks into the next wall (West's 上家 = South)
    assert (wb.second_roller, wb.wall, wb.stack) == ("W", "S", 2)
    assert "West" in wb.text.en and "西家" in wb.text.zh


# ---------------------------------------------------------------- MW-G2 wall and play order

def test_wall_and_play_order():
    assert WALL_TILES == 4 * STACKS_PER_PLAYER * 2 == 136
    assert play_order("W") == ["W", "N", "E", "S"]


# ---------------------------------------------------------------- MW-G3 rotation

def test_feng_hands():
    names = feng_hands()
    assert len(names) == 16 and names[0] == "东东" and names[1] == "东南" and names[-1] == "北北"


def test_rotation_lian_zhuang():
    r = Rotation()
    assert (r.name, r.dealer, r.round_wind) == ("东东", "E", "E")
    assert r.after_hand(dealer_won=True) == "东东" and r.dealer == "E"      # 连庄
    assert r.after_hand(dealer_won=False) == "东南" and r.dealer == "S"
    for _ in range(14):
        r.after_hand(False)
    assert r.name == "北北" and r.round_wind == "N" and r.dealer == "N"
    assert r.after_hand(False) == "" and r.done
    with pytest.raises(MjError):
        r.after_hand(False)


# ---------------------------------------------------------------- MW-G4 / MW-A5 one winner

def test_one_winner_priority_from_the_dealer():
    assert priority_order("S") == ["S", "W", "N", "E"]
    # East discards; North and South both win: from the dealer East, South comes first
    assert resolve_claims("E", {"N": "win", "S": "win"}, discarder="E") == ("S", "win")
    # dealer West: order W N E S, so North before South
    assert resolve_claims("W", {"N": "win", "S": "win"}, discarder="E") == ("N", "win")
    # a win beats a pung claim
    assert resolve_claims("E", {"S": "pon", "N": "win"}, discarder="W") == ("N", "win")
    # a pung beats a chow; the chow is South's, the 下家 of the discarder East (common.md: chi from 上家)
    assert resolve_claims("E", {"S": "chi", "N": "pon"}, discarder="E") == ("N", "pon")
    assert resolve_claims("E", {}) is None
    with pytest.raises(MjError):
        resolve_claims("E", {"E": "win"}, discarder="E")
    with pytest.raises(MjError):
        resolve_claims("E", {"S": "ron"})


# ---------------------------------------------------------------- MW-G5 破盆

def test_pot_cycle_collect_on_hand_one():
    p = PotCycle(base=1, pot_fine=3)
    ev = p.play("S", knocked=True)      # F = 3 × 1 = 3 元
    assert (ev.outcome, ev.seat, ev.amount, p.over) == ("collect", "S", 3, True)
    with pytest.raises(MjError):
        p.play("E", True)


def test_pot_cycle_doubling_and_burn():
    p = PotCycle(base=10, pot_fine=1, how="break", starter="W")   # the seed's example: F = 10 元
    assert p.fine == 10
    e1 = p.play("S", knocked=False)     # ZH+MQ: fined 10, goes on
    assert (e1.outcome, e1.amount, p.hand) == ("fined", 10, 2)
    assert p.fine == 20                 # hand 2: 2F
    e2 = p.play_code("BH+MQ", me="S", other="E")
    assert (e2.outcome, e2.seat, e2.amount) == ("fined", "E", 20)
    assert p.fine == 40                 # hand 3: 4F
    e3 = p.play("N", knocked=False)     # hand 3 without the knock: 烧死
    assert e3.outcome == "burnt" and p.over


def test_pot_cycle_hand_three_collect_and_seed_codes():
    p = PotCycle(base=2, pot_fine=3)
    p.play(None)
    p.play(None)
    ev = p.play_code("ZH+ZQ", me="W")   # 4F = 4 × 6 = 24 元
    assert (ev.outcome, ev.seat, ev.amount) == ("collect", "W", 24)
    with pytest.raises(MjError):
        PotCycle(how="dice")
    with pytest.raises(MjError):
        PotCycle().play_code("XX", me="E")


# ---------------------------------------------------------------- MW-G6 脱裤子 → 包胡

def test_tuo_kuzi():
    assert is_tuo_kuzi("456m", "345m") and is_tuo_kuzi("456m", "567m")
    assert not is_tuo_kuzi("456m", "456m") and not is_tuo_kuzi("456m", "345p") and not is_tuo_kuzi("456m", "234m")
    with pytest.raises(MjError):
        is_tuo_kuzi("455m", "345m")


def test_pot_cycle_from_the_ruleset_options():
    from mjlearn.rules import get_ruleset
    rs = get_ruleset("mawan")
    assert PotCycle.from_options(rs.options({"stake": "22", "pot_fine": 5})).fine == 10   # 5 × 底 2 元
    assert PotCycle.from_options(rs.options()).fine == 3                                # default 3 × 底 1 元
