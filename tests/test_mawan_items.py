"""Mawan items one by one (spec ``mawan.md``): for every id a hand that earns it and one that narrowly does
not.  Values are worked out by hand from the spec (comments); worked totals live in ``test_mawan_hands.py``.

Defaults unless stated: discard from 上家, winner South, round wind East.
"""
import re
from pathlib import Path

import pytest
from hands import ALL_HONORS, THIRTEEN_ORPHANS

import mjlearn as mj
from mjlearn.errors import MjError
from mjlearn.i18n import T, catalogue
from mjlearn.rules.mawan.count_table import table_tai

H01 = "234p345p456s678s5m +5m"          # 清 平 断 将(5) 吊 缺×2 — waits 5m only
H04 = "234m345p46s678s55m +5s"          # 坎 on 5s, waits 5s only
H05 = "234m345p678s4666s +5s"           # closed shape but waits 4s 5s; 双龙抱柱
H06 = "234p345p666s678s5m +5m"          # 归带杠 (666s + 678s)
H07 = "12m345p456s678s55m +3m"          # 边, waits 3m only
H17 = "111z234p345p678s5m +5m"          # 东 pung, 一块匾


def res(hand, ctx=None, opts=None):
    return mj.score(hand, "mawan", context=ctx or {}, options=opts)


def val(r, code):
    """Total counted value of ``code`` in a result (None when not counted)."""
    vs = [i.value for i in r.counted if i.code == code]
    return sum(vs) if vs else None


# (code, hand, context, options, expected counted value or None)
CASES = [
    # MW-B01 摸
    ("MW-B01", H01, {"win_by": "self_draw"}, None, 1),
    ("MW-B01", H01, {}, None, None),
    # MW-B02 清: ankan keeps the hand closed, a chi opens it
    ("MW-B02", H01, {}, None, 1),
    ("MW-B02", "234p345p678s5m ankan:1111z +5m", {}, None, 1),
    ("MW-B02", "345p456s678s5m chi:234p +5m", {}, None, None),
    # MW-B03 平
    ("MW-B03", H01, {}, None, 1),
    ("MW-B03", H06, {}, None, None),             # 666s is a pung
    # MW-B04 断: honors allowed by default (interpretation), option excludes them
    ("MW-B04", H01, {}, None, 1),
    ("MW-B04", "234p345p456s789s5m +5m", {}, None, None),  # 9s
    ("MW-B04", H17, {}, None, 1),
    ("MW-B04", H17, {}, {"duan_excludes_honors": True}, None),
    # MW-B05 将: 5 → 3, 2/8 → 2, 3 → none
    ("MW-B05", H01, {}, None, 3),
    ("MW-B05", "234p345p456s678s2m +2m", {}, None, 2),
    ("MW-B05", "234p345p456s678s3m +3m", {}, None, None),
    # MW-B06 坎 (MW-W: single wait)
    ("MW-B06", H04, {}, None, 2),
    ("MW-B06", "234m345p456s68s55m +7s", {}, None, 1),    # 68s → 7s, waits 7s only
    ("MW-B06", H05, {}, None, None),                       # waits 4s 5s
    ("MW-B06", H05, {}, {"wait_items_need_single_wait": False}, 2),
    # MW-B07 高
    ("MW-B07", "234m234m456p678s5p +5p", {}, None, 1),
    ("MW-B07", H01, {}, None, None),
    # MW-B08 花: exactly two suits
    ("MW-B08", "123m789m456p456s2p +2p", {}, None, 1),
    ("MW-B08", "234m234p234s567s8m +8m", {}, None, None),  # three suits: 喜相逢 instead
    # MW-B09 配
    ("MW-B09", "123m789m456p456s2p +2p", {}, None, 1),
    ("MW-B09", "123m789p111s999s5m +5m", {}, None, None),  # 123 and 789 in different suits
    # MW-B10 缺
    ("MW-B10", H01, {}, None, 2),
    ("MW-B10", "456p78s55z chi:234m pon:444z +9s", {}, None, None),  # all five 门
    # MW-B11 归 / MW-B12 归杠
    ("MW-B11", "5m pon:222m pon:333p pon:444s kakan:6666s +5m", {}, None, 1),
    ("MW-B11", "5m pon:222m pon:333p pon:444s ankan:6666s +5m", {}, None, None),
    ("MW-B12", "5m pon:222m pon:333p pon:444s ankan:6666s +5m", {}, None, 1),
    ("MW-B12", "678s5m kan:3333p pon:222m pon:444s +5m", {}, None, 1),
    ("MW-B12", "5m pon:222m pon:333p pon:444s kakan:6666s +5m", {}, None, None),
    # MW-B13 归带杠
    ("MW-B13", H06, {}, None, 1),
    ("MW-B13", H05, {}, None, None),            # excluded by 双龙抱柱
    # MW-B14 晕 (MW-Y): 东 pung, seat S round E → 1; seat E → 2; seat W round S → 0
    ("MW-B14", H17, {}, None, 1),
    ("MW-B14", H17, {"seat": "E"}, None, 2),
    ("MW-B14", H17, {"seat": "W", "round_wind": "S"}, None, None),
    ("MW-B14", "234p345p678s5m ankan:1111z +5m", {}, None, 2),          # round-wind kong 2
    ("MW-B14", "234p345p678s5m ankan:2222z +5m", {}, None, 1),          # seat-wind kong 1
    # MW-B15 边
    ("MW-B15", H07, {}, None, 1),
    ("MW-B15", "12345m456s678s55p +3m", {}, None, None),   # waits 3m 6m
    # MW-B16 吊
    ("MW-B16", H01, {}, None, 1),
    ("MW-B16", "222m333m444m555z6m +6m", {}, None, None),  # waits 5m 6m
    ("MW-B16", "1122334455667p +7p", {}, None, None),      # seven pairs waiting on 1p 4p 7p
    # MW-Y cap: 6 晕 → −3; cap on winds only / none → no cap item
    ("MW-Y", "555z666z111z234m8m +8m", {"seat": "E"}, None, -3),
    ("MW-Y", "555z666z111z234m8m +8m", {"seat": "E"}, {"yun_cap": "winds"}, None),
    ("MW-Y", "555z666z111z234m8m +8m", {"seat": "E"}, {"yun_cap": "none"}, None),
    ("MW-Y", H17, {"seat": "E"}, None, None),
    # +30
    ("MW-X31", H17, {}, None, 30),
    ("MW-X31", "111z234p345p678s9s +9s", {}, None, 30),
    ("MW-X31", "111z234p345p678s9s +9s", {}, {"bian_constrains_pair": True}, None),
    ("MW-X32", "123m123p123s567s8m +8m", {}, None, 30),
    ("MW-X32", "234m234p234s567s8m +8m", {}, None, None),
    ("MW-X32", "123m456p789s111z5z +5z", {}, {"bian_constrains_pair": True}, 30),
    ("MW-X33", "234m345p456s678s1z +1z", {}, None, 30),
    ("MW-X33", "123m456p789s111z5z +5z", {}, None, None),
    ("MW-X34", "123m789p111s999s5m +5m", {}, None, 30),
    ("MW-X34", H01, {}, None, None),
    # +50
    ("MW-X51", "123456789m234p5s +5s", {}, None, 50),
    ("MW-X51", "123456m789p234s5s +5s", {}, None, None),
    ("MW-X51", "1233456789m456p +9m", {}, None, None),                      # 1–9 but not 123/456/789
    ("MW-X51", "1233456789m456p +9m", {}, {"long_needs_chows": False}, 50),
    ("MW-X52", "123m123p123s567s8m +8m", {}, None, 50),
    ("MW-X52", "123m123p456s567s8m +8m", {}, None, None),
    ("MW-X53", H01, {"win_by": "self_draw", "last_tile": True}, None, 50),
    ("MW-X53", H01, {"last_tile": True}, None, None),                      # a discard, not 捞月
    ("MW-X54", "234p345p678s5m ankan:1111z +5m", {"win_by": "self_draw", "kong_replacement": True}, None, 50),
    ("MW-X54", "234p345p678s5m ankan:1111z +5m", {"win_by": "self_draw"}, None, None),
    ("MW-X55", H01, {"seen": {"5m": 2}}, None, 50),
    ("MW-X55", H01, {"seen": {"5m": 1}}, None, None),
    ("MW-X55", H01, {"seen": {"5m": 2}, "win_by": "self_draw"}, None, None),
    ("MW-X56", "456p78s55z chi:234m pon:444z +9s", {}, None, 50),
    ("MW-X56", H01, {}, None, None),
    ("MW-X57", "555z666z777z234m8m +8m", {}, None, 50),
    ("MW-X57", "1133557799224p +4p", {}, None, None),
    ("MW-X58", "111m999p111s789m9s +9s", {}, None, 50),
    ("MW-X58", "123m456p789s111z5z +5z", {}, None, None),
    ("MW-X59", "5m pon:222m pon:333p pon:444s kakan:6666s +5m", {}, None, 50),
    ("MW-X59", "5m pon:222m pon:333p pon:444s kakan:6666s +5m", {"win_by": "self_draw"}, None, None),
    ("MW-X59", "5m pon:222m pon:333p pon:444s ankan:6666s +5m", {}, None, None),
    ("MW-X5A", "5m pon:222m pon:333p pon:444s ankan:6666s +5m", {}, None, 50),
    ("MW-X5A", "5m pon:222m pon:333p pon:444s kakan:6666s +5m", {}, None, None),   # 枯四碰 instead
    ("MW-X5B", H07, {"win_by": "rob_kong"}, None, 50),
    ("MW-X5B", H07, {}, None, None),
    # +100
    ("MW-X02", H01, {"shisan_san": True}, None, 100),
    ("MW-X02", H01, {"initial_hand": "147m258p369s1234z"}, None, 100),
    ("MW-X02", H01, {"initial_hand": "147m258p368s1234z"}, None, None),     # 6s 8s within two ranks
    ("MW-X03", H01, {"jushou_ting": True}, None, 100),
    ("MW-X03", H01, {"initial_hand": "234p345p456s678s5m"}, None, 100),
    ("MW-X03", H01, {"initial_hand": "147m258p369s1234z"}, None, None),
    ("MW-X04", H01, {"first_discard": True}, None, 100),
    ("MW-X04", H01, {}, None, None),
    ("MW-X05", "1133557799224p +4p", {}, None, 100),
    ("MW-X05", "11112233m55p77s9s +9s", {}, None, None),
    ("MW-X06", "1133557799224p +4p", {}, None, 100),
    ("MW-X06.1", "11112233m55p77s9s +9s", {}, None, 200),
    ("MW-X06.2", "11112222m33p44s5s +5s", {}, None, 400),
    ("MW-X06.3", "11112222m3333p4s +4s", {}, None, 800),
    ("MW-X06", H01, {}, None, None),
    ("MW-X06.1", "1133557799224p +4p", {}, None, None),                # variants have codes of their own:
    ("MW-X06.2", "11112233m55p77s9s +9s", {}, None, None),             # each narrowly missed by the level below
    ("MW-X06.3", "11112222m33p44s5s +5s", {}, None, None),
    ("MW-X07", "1234m6789m11p456s +5m", {}, None, 100),
    ("MW-X07", "1234m6789m11p456s +5m", {"win_by": "self_draw"}, None, None),
    ("MW-X08", "222m333m444m555z6m +6m", {}, None, 100),
    ("MW-X08.1", "2223334445556m +6m", {}, None, 200),                      # 双节节高
    ("MW-X08", "222m333m555m111z6m +6m", {}, None, None),
    ("MW-X08.1", "222m333m444m555z6m +6m", {}, None, None),              # three stepped pungs only
    ("MW-X09", "222m222p222s678s5m +5m", {}, None, 100),
    ("MW-X09", "222m222p345s678s5m +5m", {}, None, None),
    ("MW-X10", "234m234m678s5p chi:234m +5p", {}, None, 100),
    ("MW-X10", "234m234m234m678s5p +5p", {}, None, None),                # none claimed
    ("MW-X11", "222m333p44s55s678s +4s", {"seen": {"4s": 1, "5s": 2}}, None, 100),
    ("MW-X11", "222m333p44s55s678s +4s", {"seen": {"4s": 1, "5s": 1}}, None, None),
    ("MW-X12", "555z666z777z234m8m +8m", {}, None, 100),
    ("MW-X12", "555z666z111z234m8m +8m", {}, None, None),
    ("MW-X13", "111z222z333z4z567m +4z", {}, None, 100),
    ("MW-X13.1", "111z222z333z444z5m +5m", {}, None, 200),                  # 大四喜
    ("MW-X13", "111z222z333z5z567m +5z", {}, None, None),                 # dragon pair
    ("MW-X13.1", "111z222z333z4z567m +4z", {}, None, None),               # 破四喜, not 大四喜
    ("MW-X14", ALL_HONORS, {}, None, 100),
    ("MW-X14", "111z222z333z444z5m +5m", {}, None, None),
    ("MW-X15", "222m333p44s55s678s +4s", {"win_by": "self_draw"}, None, 100),
    ("MW-X15", "222m333p44s55s678s +4s", {}, None, None),                # 444s completed by a discard
    ("MW-X15.1", "111z222z333z444z5m +5m", {}, None, 200),                  # 内四杠
    ("MW-X15.1", "222m333p44s55s678s +4s", {"win_by": "self_draw"}, None, None),  # three, not four
    ("MW-X16", "678s5m kakan:2222m kan:3333p kakan:4444s +5m", {}, None, 100),
    ("MW-X16.1", "5m kan:2222m kakan:3333p kan:4444s kakan:6666s +5m", {}, None, 200),  # 外四归
    ("MW-X16", "678s5m kakan:2222m kan:3333p ankan:4444s +5m", {}, None, None),
    ("MW-X16.1", "678s5m kakan:2222m kan:3333p kakan:4444s +5m", {}, None, None),  # three, not four
    ("MW-X17", H05, {}, None, 100),
    ("MW-X17", H06, {}, None, None),
    ("MW-X18", "5m pon:222m pon:333p pon:444s kakan:6666s +5m", {}, None, 100),
    ("MW-X18", "5m pon:222m pon:333p pon:444s ankan:6666s +5m", {}, None, None),
    # MW-E
    ("MW-E", "234m234p234s567s8m +8m", {}, None, 100),
    ("MW-E", "123m123p123s567s8m +8m", {}, None, None),                  # no 断
]


@pytest.mark.parametrize("code,hand,ctx,opts,expected", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_item(code, hand, ctx, opts, expected):
    r = res(hand, ctx, opts)
    assert r.status == "scored"
    assert val(r, code) == expected


def test_every_id_has_an_earning_and_a_failing_case():
    ids = {c[0] for c in CASES}
    for code in ids:
        assert any(c[0] == code and c[4] is not None for c in CASES), code
        assert any(c[0] == code and c[4] is None for c in CASES), code


# ---------------------------------------------------------------- MW-T count table

@pytest.mark.parametrize("count,only_que,tai", [
    (1, True, 50),      # "1张牌：50台（只有一种情况：一个缺）"
    (1, False, 0),      # interpretation: 0
    (0, False, 0),
    (2, False, 10), (4, False, 10),
    (5, False, 20), (8, False, 20),
    (9, False, 30), (11, False, 30),
    (12, False, 40), (20, False, 40),   # "12~14+"
])
def test_count_table(count, only_que, tai):
    assert table_tai(count, only_que) == tai


def test_lone_que_is_50_and_zero_count_is_0():
    r = res("456s78s11z chi:234m pon:999p +9s")   # only 缺(箭) 1
    assert val(r, "MW-T") == 50 and r.total == 50
    r = res("456p78s55z chi:234m pon:444z +9s")   # nothing counted; 五门全 50
    assert val(r, "MW-T") == 0 and r.total == 50
    assert any(n.code == "MW-T" for n in r.notes)


# ---------------------------------------------------------------- MW-W and notes

def test_single_wait_note_when_blocked():
    r = res(H05)
    texts = [n.text.en for n in r.notes if n.code == "MW-W"]
    assert texts and "2 kinds" in texts[0]


def test_x01_is_never_scored_and_is_catalogued_as_missing():
    assert "MW-X01" in T("mw.note.MW-X01").en or "blank" in T("mw.note.MW-X01").en
    assert catalogue()["mw.name.MW-X01"][1] == "(blank in the source)"
    for hand in (H01, H05, "111z222z333z444z5m +5m"):
        assert "MW-X01" not in [i.code for i in res(hand).items]


# ---------------------------------------------------------------- MW-N exclusions (kept, with excluded_by)

@pytest.mark.parametrize("hand,ctx,target,by", [
    ("1133557799224p +4p", {}, "MW-B10", "MW-X05"),
    ("555z666z777z234m8m +8m", {}, "MW-B10", "MW-X57"),
    (ALL_HONORS, {}, "MW-B10", "MW-X14"),
    ("123456789m234p5s +5s", {}, "MW-B09", "MW-X51"),
    ("1234m6789m11p456s +5m", {}, "MW-X51", "MW-X07"),
    ("1234m6789m11p456s +5m", {}, "MW-B06", "MW-X07"),
    ("1234m6789m11p456s +5m", {}, "MW-B09", "MW-X51"),      # chained: 一条龙 excluded, still removes 配
    ("234m234m678s5p chi:234m +5p", {}, "MW-B07", "MW-X10"),
    ("555z666z777z234m8m +8m", {}, "MW-B14", "MW-X12"),
    ("111z222z333z4z567m +4z", {}, "MW-B14", "MW-X13"),
    ("111z222z333z444z5m +5m", {}, "MW-B14", "MW-X13.1"),    # 大四喜's wind 晕 is implied by 大四喜, not 破四喜
    ("234m345p678s4666s +5s", {}, "MW-B13", "MW-X17"),
    ("5m pon:222m pon:333p pon:444s kakan:6666s +5m", {}, "MW-X5A", "MW-X18"),
    ("11112233m55p77s9s +9s", {}, "MW-X06", "MW-X06.1"),       # 楞子七对 replaces 七对
    ("111z222z333z444z5m +5m", {}, "MW-X15", "MW-X15.1"),     # 内四杠 replaces 内三杠
    ("234m234p234s567s8m +8m", {}, "MW-X52", "MW-E"),
    ("234m234p234s567s8m +8m", {}, "MW-T", "MW-E"),
])
def test_exclusions_are_listed(hand, ctx, target, by):
    r = res(hand, ctx)
    ex = [i for i in r.excluded if i.code == target]
    assert ex and ex[0].excluded_by == by and ex[0].excluded_reason is not None


def test_variant_keeps_the_base_listed_with_100():
    r = res("11112222m3333p4s +4s")
    base = [i for i in r.items if i.code == "MW-X06" and not i.counted]
    assert [i.value for i in base] == [100]
    assert r.item("MW-X06") is None and r.item("MW-X06.3").name.zh == "三楞子七对"


def test_xi_xiang_feng_exclusion_of_hua_only_when_hua_exists():
    # the spec's 花 needs exactly two suits, so with three suits there is nothing left to exclude
    r = res("123m123p123s567s8m +8m")
    assert val(r, "MW-B08") is None and not [i for i in r.items if i.code == "MW-B08"]


# ---------------------------------------------------------------- readings, not a win, errors

def test_best_reading_is_the_most_tai():
    r = res("1122334455667p +7p", {"win_by": "self_draw"})
    assert len(r.readings) == 4
    assert r.readings[r.best].reading.form == "seven_pairs"
    # seven pairs: 摸1 清1 = 2 → 10; 清一色 100 + 七对 100 = 210
    assert r.total == 210 == max(rs.value for rs in r.readings)


def test_not_a_win_names_the_reason():
    r = res("99m345p88p11s5678s +9s")
    assert r.status == "not_win" and r.why_not and "seven pairs" in r.why_not[0].en
    r = res(THIRTEEN_ORPHANS)          # thirteen orphans is not a Mawan hand (MW-A4)
    assert r.status == "not_win" and "thirteen" in r.why_not[0].en


def test_reasons_name_the_tiles():
    r = res(H04)
    kan = r.item("MW-B06")
    assert "5s" in kan.reason.en and "五条" in kan.reason.zh


@pytest.mark.parametrize("opts", [{"stake": "12"}, {"stake": 12}, {"stake": 11.0}, {"yun_cap": "dragons"}, {"pot_fine": 0},
                                  {"long_needs_chows": "yes"}, {"nonsense": True}])
def test_bad_options_raise(opts):
    with pytest.raises(MjError):
        res(H01, {}, opts)


def test_initial_hand_checks():
    with pytest.raises(MjError):
        res(H01, {"initial_hand": "147m258p369s"})              # 12 tiles
    with pytest.raises(MjError):
        res(H01, {"initial_hand": "147m258p368s1234z", "shisan_san": True})
    with pytest.raises(MjError):
        res(H01, {"initial_hand": "147m258p369s1234z", "jushou_ting": True})


def test_assumptions_and_notes_are_reported():
    r = res(H01)
    en = [a.en for a in r.assumptions]
    assert any("上家" in a for a in en) and any("stake" in a for a in en)
    r2 = res(H01, {"win_by": "self_draw", "seat": "E", "dealer": "E"}, {"stake": "22"})
    en2 = [a.en for a in r2.assumptions]
    assert not any("上家" in a for a in en2) and not any("stake" in a for a in en2)
    assert any(n.code == "MW-B04" for n in res(H17).notes)


def test_every_spec_id_appears_in_the_package():
    spec = Path("/work/shared/spec/mawan.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"MW-[A-Z]+[0-9A-B]*", spec))
    ids = {i for i in ids if re.fullmatch(r"MW-(?:[A-Z]\d*|X[0-9][0-9A-B])", i)}
    src = "".join(p.read_text(encoding="utf-8") for p in Path("mjlearn/rules/mawan").glob("*.py"))
    missing = sorted(i for i in ids if i not in src)
    assert len(ids) > 60
    assert missing == []


def test_catalogue_has_both_languages_for_every_item_name():
    cat = catalogue()
    from mjlearn.rules.mawan import SPEC_IDS
    for code in SPEC_IDS:
        if code.startswith(("MW-B", "MW-X")):
            zh, en = cat[f"mw.name.{code}"]
            assert zh and en


def test_rule_list_flags_x01_as_missing():
    from mjlearn.rules.mawan import rule_list
    rows = rule_list()
    # 16 basic + 4 (+30) + 11 (+50) + 18 (+100) = 49 ids
    assert len(rows) == 49
    x01 = [r for r in rows if r[0] == "MW-X01"][0]
    assert x01[3] is False and all(r[3] for r in rows if r[0] != "MW-X01")
    assert [r[2].en for r in rows if r[0] == "MW-X52"] == ["+50 台"]


def test_duan_qiao_self_drawn_note():
    # self-drawn 断桥会 is 一条龙 (MW-X07).  111 234 456 789m + 11p has no 123 chow: only MW-X07's reading gives
    # 一条龙, so the note shows (a note only where it changed something)
    r = res("11123446789m11p +5m", {"win_by": "self_draw"})
    assert any(n.code == "MW-X07" for n in r.notes) and r.item("MW-X51") is not None
    assert not any(n.code == "MW-X51" for n in r.notes)  # no "needs the chows" refusal next to the award
    # 123 456 789m + 11p 456s: the chows give 一条龙 anyway, so the interpretation changed nothing: no note
    r = res("1234m6789m11p456s +5m", {"win_by": "self_draw"})
    assert not any(n.code == "MW-X07" for n in r.notes) and r.item("MW-X51") is not None


# ----------------------------------------------------------------------------------------------------
# 断桥会 self-drawn as 一条龙 (MW-X07, MW-X51); variant rows, 节节高 and 大四喜 reasons; item glosses
# Rule updates and learner-facing texts from the independent review.
#
# Spec (updated lines): ``huilai.md`` HL-P14 (天地胡 on a four-ghost win), HL-O10/HL-O11 (马跟杠 uses the plain
# hits); ``mawan.md`` MW-X07 (断桥会 self-drawn = 一条龙 whatever the chows); ``jinzhou.md`` JZ-M08, JZ-M10,
# JZ-P3, JZ-C notes; ``common.md`` § Waits ("ready in shape but no legal win").  Each rule: a hand that
# earns it and one that narrowly does not; expected values worked out from the spec by hand.


DQ = "1112345678999m +5m"   # only reading 111 234 55 678 999: no chow 123/456/789

def test_duan_qiao_self_drawn_scores_yi_tiao_long():
    # 自摸 1 + 门清 1 + 将 55 3 = 5 张 → 20 台; 一条龙 +50; 清一色 +100 (缺 excluded by it) → 170 台
    r = mj.score(DQ, "mawan", win_by="self_draw")
    assert r.total == 170
    assert r.item("MW-X51").value == 50 and r.item("MW-X07") is None
    assert "5m" in r.item("MW-X51").reason.en and "断桥会" in r.item("MW-X51").reason.zh

def test_duan_qiao_from_a_discard_is_duan_qiao():
    # 门清 1 + 将 3 = 4 张 → 10 台; 断桥会 +100 (no 一条龙); 清一色 +100 → 210 台
    r = mj.score(DQ, "mawan")
    assert r.total == 210 and r.item("MW-X07").value == 100 and r.item("MW-X51") is None

def test_no_duan_qiao_without_the_one():
    # narrowly not: 2345678999m 111p + 5m holds 2-9 but no 1m → no 断桥会, so no 一条龙 self-drawn either
    r = mj.score("2345678999m111p +5m", "mawan", win_by="self_draw")
    assert r.item("MW-X51") is None and r.item("MW-X07") is None

@pytest.mark.parametrize("long_needs_chows", [True, False])
def test_duan_qiao_self_drawn_with_the_chows_counts_yi_tiao_long_once(long_needs_chows):
    # 1234 6789m + 9m 99m … here the reading 123 456 789 99m 123p has the chows: 一条龙 once
    r = mj.score("1234678999m123p +5m", "mawan", {"win_by": "self_draw"}, {"long_needs_chows": long_needs_chows})
    assert r.codes().count("MW-X51") == 1

def test_variant_rows_explain_themselves(english):
    r = mj.score("11112233m55p77s9s +9s", "mawan")
    base = [i for i in r.items if i.code == "MW-X06"][0]
    assert r.item("MW-X06.1").value == 200 and base.excluded_by == "MW-X06.1"
    assert "楞子七对" in base.excluded_reason.zh and "one four replaces" in base.excluded_reason.en

def test_jie_jie_gao_reason_lists_only_the_run(english):
    # 222m 333m 444m stepped; 888m is a pung of the suit but not of the run
    r = mj.score("222333444888m5z +5z", "mawan")
    why = r.item("MW-X08").reason.en
    assert "222m" in why and "444m" in why and "888m" not in why

def test_da_si_xi_wind_yun_is_implied_by_da_si_xi():
    r = mj.score("111z222z333z444z5m +5m", "mawan")
    winds = [i for i in r.items if i.code == "MW-B14" and not i.counted]
    assert winds and {i.excluded_by for i in winds} == {"MW-X13.1"}
    assert all("大四喜" in i.excluded_reason.zh and "破四喜" not in i.excluded_reason.zh for i in winds)

def test_glosses():
    from mjlearn.i18n import catalogue
    c = catalogue()
    assert "dragon" not in c["mw.name.MW-X17"][1].lower()
    assert "every set" in c["mw.name.MW-X34"][1] and "幺" in c["mw.name.MW-X34"][1]
