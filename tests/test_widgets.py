"""The Explorer driven through its widgets' public events (spec product.md § Widgets).

Clicks go through ``TileStrip.click`` (what the browser's message does, also tested through the comm
message path), ``Button.click()``, and trait changes (``notation.value``, ``win_dd.value``, ``lang_tb.value``…).
"""
from __future__ import annotations

import re

import pytest
from hands import CHOWS_SOUTH_PUNG, STRAIGHT_IN_CHARACTERS, WHITE_PUNG_DECLARED

import mjlearn as mj
from mjlearn.i18n import get_language
from mjlearn.rules.base import Ruleset
from mjlearn.widgets import Explorer
from mjlearn.widgets.tilestrip import TileStrip

START = WHITE_PUNG_DECLARED


pytestmark = pytest.mark.usefixtures("english")  # English text (fixture in conftest.py)


@pytest.fixture
def ex():
    return Explorer(hand=START, lang="en")


def _captions(e: Explorer) -> dict[str, str]:
    return {it["tile"]: it["caption"] for g in e.palette.groups for it in g["items"]}


def test_palette_shows_the_rulesets_tiles_with_copies_left(ex):
    caps = _captions(ex)
    assert len(caps) == 34
    # START holds 1s twice, 5z three times (the pon), 9m once (the winning tile)
    assert caps["1s"] == "×2" and caps["5z"] == "×1" and caps["9m"] == "×3" and caps["9p"] == "×4"
    ex.ruleset_dd.value = "jinzhou"
    tiles = ex.palette.tiles()
    # Jinzhou: 27 suit kinds + 中 (common.md § Tiles): no winds, no 白/发
    assert len(tiles) == 28 and "7z" in tiles and not {"1z", "2z", "3z", "4z", "5z", "6z"} & set(tiles)
    assert ex.hand == mj.parse_hand(START)  # switching ruleset keeps the hand


def test_click_adds_and_the_14th_tile_becomes_the_winning_tile():
    e = Explorer(lang="en")
    for t in ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "1p", "1p", "2p"]:
        e.palette.click(t)
    assert e.hand == mj.parse_hand("123456789m1112p")
    assert e.hand.win_tile is None and "13 tiles" in e.hand_info.value
    e.palette.click("2p")
    assert e.hand == mj.parse_hand(STRAIGHT_IN_CHARACTERS)
    assert e.notation.value == STRAIGHT_IN_CHARACTERS  # the text box shows the current hand
    assert e.win_dd.value == mj.parse_tile("2p") and not e.win_dd.disabled
    # the hand strip draws the winning tile separately, marked
    win = [it for g in e.hand_strip.groups for it in g["items"] if it["key"].startswith("w:")]
    assert len(win) == 1 and win[0]["tile"] == "2p" and "mj-win" in e.hand_strip.item_svg(win[0])


def test_fifth_copy_is_refused_with_a_message():
    e = Explorer(hand="1111m", lang="en")
    before = e.hand
    e.palette.click("1m")
    assert e.hand == before
    assert "only 4 of each tile" in e.message_text
    # one box, next to the palette; the status line announces it without drawing it again
    assert "mj-msg-error" in e.palette_msg.value and "mj-msg-error" not in e.message.value
    assert "only 4 of each tile" in e.message.value and "mj-sr-only" in e.message.value
    # also counting the copies inside a declared set
    e2 = Explorer(hand="1m pon:111m", lang="en")
    e2.palette.click("1m")
    assert e2.hand == mj.parse_hand("1m pon:111m", allow_partial=True) and "only 4" in e2.message_text


def test_full_hand_refuses_more_tiles(ex):
    ex.palette.click("3s")
    assert ex.hand == mj.parse_hand(START) and "full" in ex.message_text


def test_pick_another_winning_tile(ex):
    ex.win_dd.value = mj.parse_tile("7m")
    assert ex.hand == mj.parse_hand("12389m456p11s pon:555z +7m")


def test_hand_click_removes_a_tile_and_a_set(ex):
    ex.hand_strip.click("c:4p")
    h = ex.hand
    assert h.win_tile is None  # 13 tiles now: a waiting hand
    assert h == mj.parse_hand("12378m56p11s9m pon:555z")
    ex.hand_strip.click("m:0")
    assert ex.hand.melds == () and len(ex.hand.concealed) == 10


def test_set_builder_pon_chi_and_refusals():
    e = Explorer(lang="en")
    e.set_kind_dd.value = "pon"
    e.set_tile_dd.value = mj.parse_tile("5z")
    e.set_add_btn.click()
    assert [str(m) for m in e.hand.melds] == ["pon:555z"]
    e.set_kind_dd.value = "chi"
    e.set_tile_dd.value = mj.parse_tile("3m")  # chi: the lowest tile, 3m -> 345m
    e.set_add_btn.click()
    assert [str(m) for m in e.hand.melds] == ["pon:555z", "chi:345m"]
    before = e.hand
    e.set_tile_dd.value = mj.parse_tile("8m")  # no chow 8-9-10
    e.set_add_btn.click()
    assert e.hand == before and "no chow starts at 8m" in e.message_text
    e.set_kind_dd.value = "ankan"
    e.set_tile_dd.value = mj.parse_tile("5z")  # 3 + 4 copies of 白
    e.set_add_btn.click()
    assert e.hand == before and "only 4 of each tile" in e.message_text


def test_set_builder_follows_the_rulesets_set_kinds(ex):
    # Huilai forbids chi (huilai.md; common.md § Hand model): the set builder does not offer it
    ex.ruleset_dd.value = "huilai"
    kinds = [v for _, v in ex.set_kind_dd.options]
    assert "chi" not in kinds and "pon" in kinds


def test_undo_and_clear(ex):
    ex.hand_strip.click("c:1s")
    ex.hand_strip.click("c:1s")
    assert "1s" not in str(ex.hand)
    ex.undo_btn.click()
    assert ex.hand.concealed.count(mj.parse_tile("1s")) == 1
    ex.clear_btn.click()
    assert ex.hand == mj.Hand(())
    ex.undo_btn.click()
    assert ex.hand.concealed.count(mj.parse_tile("1s")) == 1
    ex.undo_btn.click()
    assert ex.hand == mj.parse_hand(START)
    ex.undo_btn.click()  # nothing left: a message, no change
    assert ex.hand == mj.parse_hand(START) and "nothing to undo" in ex.message_text


def test_bad_notation_keeps_the_hand_and_says_why(ex):
    ex.notation.value = "123m45x"
    assert ex.hand == mj.parse_hand(START)
    assert "is not a tile" in ex.message_text and "Traceback" not in ex.message.value
    assert ex.notation.value == "123m45x"  # the learner's text stays to be fixed
    ex.notation.value = "11111m"  # five copies
    assert ex.hand == mj.parse_hand(START) and "only 4" in ex.message_text
    ex.notation.value = "123456789m123p1z 2z 3z"  # 15 tiles
    assert ex.hand == mj.parse_hand(START) and "at most 14" in ex.message_text


def test_good_notation_sets_the_hand(ex):
    ex.notation.value = "一万 二万 三万 456p 789s 11z 22z +2z"  # 3+3+3+2+2 = 13 tiles + the winning 2z
    assert ex.hand == mj.parse_hand(CHOWS_SOUTH_PUNG)
    assert ex.message_text == ""


def test_language_switch_relabels_controls_and_views(ex):
    ex.lang_tb.value = "zh"
    assert get_language() == "zh"
    assert ex.undo_btn.description == "撤销" and ex.tabs.get_title(0) == "拆牌"
    assert "计分" in ex.view_html("scores") or "即将推出" in ex.view_html("scores")
    ex.lang_tb.value = "en"
    assert ex.undo_btn.description == "undo" and ex.tabs.get_title(3) == "waits"
    ex.lang_tb.value = "both"
    assert ex.undo_btn.description == "撤销 undo"  # a term once in each language, no brackets


def _status(html: str, name: str) -> str:
    return re.search(rf'mj-score-{name}[^"]*" data-ruleset="{name}" data-status="(\w+)"', html).group(1)


def test_complete_hand_views_follow_the_library(ex):
    views = ex.view_html("scores")
    for name in mj.ruleset_names():
        try:
            want = mj.score(START, name).status
        except mj.MjError:
            want = "error"
        assert _status(views, name) == want
    assert "mj-reading" in ex.view_html("readings")
    assert "Mawan" in ex.view_html("compare") and "Jinzhou" in ex.view_html("compare")
    # a complete hand also shows what it waited on before the winning tile (12378m: 6m and 9m)
    assert "before the winning tile" in ex.view_html("waits")
    assert 'data-tile="6m"' in ex.view_html("waits") and 'data-tile="9m"' in ex.view_html("waits")


def test_a_ruleset_without_scoring_says_coming(monkeypatch, ex):
    rs = mj.get_ruleset("huilai")
    monkeypatch.setattr(type(rs), "score", Ruleset.score)  # as before its scoring landed
    ex.refresh()
    html = ex.view_html("scores")
    box = html[html.index("mj-score-huilai"):]
    box = box[:box.index("</div></div>") + 12]
    assert "coming" in box and 'class="mj-total"' not in box


def test_a_ruleset_error_is_shown_in_its_box(ex):
    # 5z (白) is not a Jinzhou tile: the Jinzhou box says so, the hand stays
    assert _status(ex.view_html("scores"), "jinzhou") == "error"
    assert "not a tile of the Jinzhou ruleset" in ex.view_html("scores")
    assert ex.hand == mj.parse_hand(START)


def test_unexpected_exceptions_never_show_a_traceback(monkeypatch, ex):
    import mjlearn.examination

    def boom(*a, **k):
        raise RuntimeError("internal detail")

    monkeypatch.setattr(mjlearn.examination, "_score_checked", boom)  # the scoring the explorer's one call runs
    ex.palette.click("3s")  # full-hand message path
    ex.refresh()
    for v in (ex.view_html("scores"), ex.view_html("readings"), ex.view_html("compare"), ex.message.value):
        assert "Traceback" not in v
    assert "something went wrong" in ex.view_html("scores")
    assert ex.hand == mj.parse_hand(START)


def test_waiting_hand_shows_waits_and_shanten():
    e = Explorer(hand="123456789m1123p", lang="en")
    html = e.view_html("waits")
    mawan = html[html.index("mj-waits-mawan"):html.index("mj-waits-huilai")]
    # 11p + 23p waits 1p/4p; 123p + 1p waits 1p
    assert re.findall(r'data-tile="(\w+)"', mawan) == ["1p", "4p"]
    e.notation.value = "1112223334444z"  # common.md: 1-shanten (only finishes on a fifth 4z)
    html = e.view_html("waits")
    mawan = html[html.index("mj-waits-mawan"):html.index("mj-waits-huilai")]
    assert "shanten 1" in mawan and "dead" in mawan


def test_context_and_options_controls(ex):
    ex.win_by_tb.value = "self_draw"
    ex.seat_dd.value = "E"
    ex.all_closed_cb.value = True
    assert ex.context_dict() == {"win_by": "self_draw", "seat": "E", "dealer": "E", "round_wind": "E",
                                 "all_closed": True}
    # every simple option of every ruleset has a control (spec ids in the label)
    for name in mj.ruleset_names():
        for spec in mj.get_ruleset(name).option_specs:
            if spec.kind in ("bool", "choice", "int", "tile", "tiles"):
                w = ex.option_widgets[name][spec.name]
                assert spec.code in w.description
    assert ex.options_dict()["huilai"] == {}
    ex.option_widgets["huilai"]["stacking"].value = "add"
    assert ex.options_dict()["huilai"] == {"stacking": "add"}
    # a contradictory context (kong replacement on a discard win) is a message in the boxes, not a crash
    ex.win_by_tb.value = "discard"
    ex.kong_replacement_cb.value = True
    assert "kong replacement" in ex.view_html("scores") and ex.hand == mj.parse_hand(START)


def test_tile_strip_browser_message_path():
    # the browser sends {"event": "click", "key": …} as a custom comm message
    e = Explorer(lang="en")
    msg = {"content": {"data": {"method": "custom", "content": {"event": "click", "key": "7z"}}}, "buffers": []}
    e.palette._handle_msg(msg)
    assert e.hand == mj.parse_hand("7z", allow_partial=True)


def test_tile_strip_dom_hooks():
    e = Explorer(hand=START, lang="en")
    assert "mj-palette" in e.palette._dom_classes and "mj-hand" in e.hand_strip._dom_classes
    assert "mj-readings" in e.readings_view._dom_classes
    assert isinstance(e.palette, TileStrip) and 'data-tile="5m"' not in TileStrip._esm  # drawn from data
    keys = e.hand_strip.tile_keys()
    assert keys.count("m:0") == 3 and keys[-1] == "w:9m"


def test_explorer_is_exported_lazily_and_has_a_short_repr():
    e = mj.Explorer(hand=START)
    assert repr(e) == "Explorer(hand='12378m456p11s pon:555z +9m', ruleset='mawan')"


def test_ghost_tiles_are_marked_in_palette_and_hand():
    # Huilai 白板做鬼 (HL-O04 "white"): 5z is the ghost kind
    e = Explorer(hand="111m444p777s99s2z5z +2z", ruleset="huilai", lang="en")
    e.option_widgets["huilai"]["ghosts"].value = "white"
    pal = {it["tile"]: e.palette.item_svg(it) for g in e.palette.groups for it in g["items"]}
    assert "mj-ghost" in pal["5z"] and "mj-ghost" not in pal["1z"]
    hand = [it for g in e.hand_strip.groups for it in g["items"] if it["tile"] == "5z"]
    assert len(hand) == 1 and "mj-ghost" in e.hand_strip.item_svg(hand[0])
    # the readings view says what the ghost stands for (2z in pung 222z, or 9s in pung 999s)
    assert "ghost as 2z" in e.view_html("readings") or "ghost as 9s" in e.view_html("readings")


# ---------------------------------------------------------------------- newcomer-trial regressions


def test_a_rejected_input_is_labelled_invalid_input_not_not_a_win(ex):
    # START holds 5z (白): not a Jinzhou tile (JZ-A1), so Jinzhou cannot score it — that is an input problem for
    # that ruleset, not a "not a win" verdict; the message stays next to the label.
    compare = ex.view_html("compare")
    assert "invalid input for this ruleset" in compare
    assert compare.count("not a tile of the Jinzhou ruleset") == 1  # the message once, in Jinzhou's column
    assert "not a win" not in compare  # Mawan and Huilai score it; Jinzhou is invalid input
    assert "invalid input for this ruleset" in ex.view_html("scores")
    ex.lang_tb.value = "zh"
    assert "输入不符合该规则" in ex.view_html("compare")


def test_kong_replacement_on_a_discard_is_invalid_input_in_the_compare_tab():
    # a hand every ruleset accepts (suits only, no sets); 杠上开花 on a discard is refused by the context
    # (common.md: a kong replacement win is a self-draw) — all three rows say invalid input, none "not a win"
    e = Explorer(hand="123m456p789s123s1m +1m", lang="en")
    assert "invalid input for this ruleset" not in e.view_html("compare")
    e.kong_replacement_cb.value = True  # win_by stays "discard"
    compare = e.view_html("compare")
    assert compare.count("invalid input for this ruleset") == 3 and "not a win" not in compare
    assert compare.count("is a self-draw") == 3


def test_switching_ruleset_replaces_a_stale_error_message():
    e = Explorer(hand="123m456p789s11m", ruleset="jinzhou", lang="en")
    e.palette.click("1z")  # 东 is not a Jinzhou tile (JZ-A1)
    assert "not a tile of Jinzhou" in e.message_text
    e.ruleset_dd.value = "huilai"
    assert "not a tile" not in e.message_text and "Huilai" in e.message_text
    assert "mj-msg-error" not in e.message.value


def test_switching_to_a_ruleset_that_lacks_a_tile_of_the_hand_says_which(ex):
    ex.ruleset_dd.value = "jinzhou"  # START holds pon:555z; 5z is not a Jinzhou tile
    assert "5z" in ex.message_text and "not a tile of Jinzhou" in ex.message_text
    assert ex.hand == mj.parse_hand(START)


def test_a_setting_change_clears_an_old_error(ex):
    ex.palette.click("9m")  # 9m is the winning tile and 14 tiles: the hand is full
    assert "full" in ex.message_text
    ex.win_by_tb.value = "self_draw"
    assert ex.message_text == ""


def test_hand_clicks_that_do_nothing_say_so_and_bad_payloads_are_refused(ex):
    ex.palette.click("9m")
    assert "full" in ex.message_text
    ex.hand_strip.click("m:9")  # START has one set (index 0): no set number 10
    assert "no set number 10" in ex.message_text and "full" not in ex.message_text
    ex.hand_strip.click("c:9s")  # no 9s in START
    assert "no 9s" in ex.message_text
    for bad in ("m:x", "c:zz", "bogus", "m:", "w:"):
        ex.hand_strip.click(bad)
        assert ex.message_text == f"unrecognised click '{bad}'; the hand is unchanged.", bad
        assert "something went wrong" not in ex.message_text
    assert ex.hand == mj.parse_hand(START)


def test_a_winning_tile_on_a_partial_hand_is_kept_as_a_tile_and_the_message_says_so(ex):
    ex.notation.value = "123m pon:555z +1z"  # 3 + 3 + 1 = 7 tiles: not a full hand, so no winning tile
    assert ex.hand == mj.parse_hand("123m1z pon:555z", allow_partial=True)
    assert ex.hand.win_tile is None
    assert "'+1z' marks the winning tile only in a full hand" in ex.message_text and "7 tiles" in ex.message_text
    ex.lang_tb.value = "zh"  # the message follows the language
    assert "只有 7 张" in ex.message_text
    ex.lang_tb.value = "en"
    ex.notation.value = CHOWS_SOUTH_PUNG  # 13 + 1 = 14: the winning tile is kept as such, no message
    assert ex.hand.win_tile == mj.parse_tile("2z") and ex.message_text == ""


# ---------------------------------------------------------------------- result beside the click

from mjlearn.widgets.explorer import DEFAULT_HAND  # noqa: E402


def _summary(e: Explorer) -> dict[str, tuple[str, str]]:
    """ruleset → (data-status, the row's text without tags) from the summary strip."""
    html = e.summary.value
    out = {}
    for m in re.finditer(r'<div class="mj-sum-row[^"]*" data-ruleset="(\w+)" data-status="(\w+)">(.*?)</div>', html):
        out[m.group(1)] = (m.group(2), re.sub(r"<[^>]+>", " ", m.group(3)))
    return out


def test_the_start_hand_is_a_win_in_every_ruleset_and_the_summary_says_what_each_pays():
    # DEFAULT_HAND 123m456p11s89m pon:777z +7m: suits + 红中 only (JZ-A1), no chow claim (Huilai HL-A2).
    # Mawan by hand (mawan.md): 配 123m+789m 1, 缺 winds 1, 晕 中中中 2, 边 7m of 789m 1 = 5 张 → 20 台 (MW-T 5–8),
    # + 反匾 30 台 = 50 台; stake 11: 10 台 = 1 元, so each of the three others pays 5 元 (MW-M): South +15.
    # Huilai 鸡胡 on a discard: HL-K0 2 × 1 from the discarder only, the winner's 上家 East by default.
    e = Explorer(hand=DEFAULT_HAND, lang="en")
    s = _summary(e)
    assert {k: v[0] for k, v in s.items()} == {"mawan": "scored", "huilai": "scored", "jinzhou": "scored"}
    assert "50" in s["mawan"][1] and "South +15" in s["mawan"][1] and s["mawan"][1].count("−5") == 3
    assert "South +2" in s["huilai"][1] and "East −2" in s["huilai"][1] and "West" not in s["huilai"][1]
    assert 'data-testid="mj-summary"' in e.summary.value
    # the start-here notebook opens on this hand
    import json
    from pathlib import Path
    for lang in ("zh", "en"):
        nb = Path(__file__).resolve().parents[1] / "notebooks" / lang / "00_start_here.ipynb"
        cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
        assert any(DEFAULT_HAND in "".join(c["source"]) for c in cells if c["cell_type"] == "code"), lang


def test_who_discarded_and_who_is_liable_change_the_payments():
    e = Explorer(hand=DEFAULT_HAND, lang="en")
    e.discarder_dd.value = "W"  # West dealt in: Huilai's discarder pays alone (HL-K0)
    s = _summary(e)
    assert "West −2" in s["huilai"][1] and "East" not in s["huilai"][1]
    assert e.context_dict()["discarder"] == "W"
    # the discarder choices are the three other seats, named by where they sit
    labels = dict((v, k) for k, v in e.discarder_dd.options)
    assert set(labels) == {"", "E", "W", "N"} and "before you" in labels["E"] and "opposite" in labels["N"]
    e.liable_dd.value = "N"  # 包胡: North pays all three shares, 3 × 5 元 (MW-M)
    s = _summary(e)
    assert "North −15" in s["mawan"][1] and "East" not in s["mawan"][1] and "West" not in s["mawan"][1]
    # a self-draw names no discarder: the control is disabled and the context has none
    e.win_by_tb.value = "self_draw"
    assert e.discarder_dd.disabled and "discarder" not in e.context_dict()
    e.win_by_tb.value = "rob_kong"
    assert e.discarder_dd.description == "kong robbed from" and not e.discarder_dd.disabled


def test_tiles_seen_on_the_table_reach_the_rulesets_and_a_bad_entry_is_said_next_to_the_table():
    e = Explorer(hand=DEFAULT_HAND, lang="en")
    e.seen_txt.value = "7m7m"
    assert e.context_dict()["seen"] == "7m7m"
    # the hand holds one 7m (the winning tile), two seen on the table: a legal table, no message
    assert e.context_msg.value == ""
    e.seen_txt.value = "1s1s1s"  # the hand holds 11s: 3 seen + 2 = 5 copies of 1s
    assert "only 4" in e.context_msg.value and "mj-msg-error" in e.context_msg.value
    assert e.panels["context"].selected_index == 0  # the table's panel opens to show it
    assert "only 4" in e.message.value and "mj-msg-error" not in e.message.value  # announced, not boxed twice
    assert {v[0] for v in _summary(e).values()} == {"error"}
    assert e.hand == mj.parse_hand(DEFAULT_HAND)


def test_every_ruleset_option_has_a_control_including_huilais_structured_ones():
    e = Explorer(hand="111m444p777s99s22z +2z", ruleset="huilai", lang="en")
    for name in mj.ruleset_names():
        for spec in mj.get_ruleset(name).option_specs:
            assert spec.name in e.option_widgets[name], (name, spec.name)
    w = e.option_widgets["huilai"]
    w["other_kongs"].value = "E ankan, W kan S"
    assert e.options_dict()["huilai"]["other_kongs"] == ("E ankan", "W kan S")
    w["other_kongs"].value = ""
    w["ready_hands"].value = "E: 19m19p19s1234567z; W: 123456789m1122p"
    assert e.options_dict()["huilai"]["ready_hands"] == {"E": "19m19p19s1234567z", "W": "123456789m1122p"}
    w["ready_hands"].value = "E 19m19p19s1234567z"  # no separator: said next to Huilai's options, hand kept
    msg = e.option_msgs["huilai"].value
    assert "mj-msg-error" in msg and "E:19m19p19s1234567z" in msg
    assert _summary(e)["huilai"][0] == "error" and _summary(e)["mawan"][0] == "scored"
    w["ready_hands"].value = ""
    w["kong_from"].value = "5p:N"  # the winner has no exposed kong of 5p (HL-K3): refused by the ruleset
    assert "kong_from" in e.view_html("scores") and _summary(e)["huilai"][0] == "error"
    # a choice whose default is None shows an entry, not an empty box
    cap = w["cap"]
    assert cap.index == 0 and cap.options[0][0] == "no cap"


def test_settings_panels_fold_independently():
    e = Explorer(lang="en")
    e.panels["context"].selected_index = 0
    e.panels["huilai"].selected_index = 0
    assert e.panels["context"].selected_index == 0 and e.panels["huilai"].selected_index == 0
    assert e.panels["mawan"].selected_index is None
    for name in ("context", *mj.ruleset_names()):
        assert "\u2026" not in e.panels[name].get_title(0)


def test_one_ruleset_at_a_time_and_projector_mode():
    e = Explorer(hand=DEFAULT_HAND, ruleset="jinzhou", lang="en")
    assert set(_summary(e)) == {"mawan", "huilai", "jinzhou"}
    e.view_tb.value = "one"
    assert set(_summary(e)) == {"jinzhou"}
    scores = e.view_html("scores")
    assert "mj-score-jinzhou" in scores and "mj-score-mawan" not in scores
    assert "mj-projector" not in e._dom_classes
    e.projector_tb.value = True
    assert "mj-projector" in e._dom_classes
    e.projector_tb.value = False
    assert "mj-projector" not in e._dom_classes


def test_a_ruleset_that_rejects_the_tiles_says_so_once_per_view():
    # START holds 白 (5z), not a Jinzhou tile (JZ-A1): one message in the summary, the compare column and the
    # waits cards, never repeated in every row of the waits table
    e = Explorer(hand=START, lang="en")
    assert _summary(e)["jinzhou"][0] == "error"
    assert e.summary.value.count("not a tile of the Jinzhou ruleset") == 1
    assert e.view_html("compare").count("not a tile of the Jinzhou ruleset") == 1
    waits = e.view_html("waits")
    assert waits.count("not a tile of the Jinzhou ruleset") == 1
    table = waits[waits.index("mj-waits-table"):]
    assert "Jinzhou" not in table and "Mawan" in table


def test_only_the_visible_tab_is_computed(monkeypatch):
    from mjlearn.examination import Examination
    calls = []
    real = Examination.waits
    monkeypatch.setattr(Examination, "waits", lambda *a, **k: calls.append(1) or real(*a, **k))
    e = Explorer(hand=DEFAULT_HAND, lang="en")  # readings tab visible; a complete hand's summary needs no waits
    assert calls == []
    assert "data-tile=\"7m\"" in e.view_html("waits")  # 12389m456p11s pon:777z waited on 7m (edge of 89m)
    assert calls  # computed when asked
    n = len(calls)
    e.tabs.selected_index = 3  # opening the tab after a change computes it
    e.hand_strip.click("w:7m")
    assert len(calls) > n


def test_extra_tabs_and_summary_lines_plug_in():
    e = Explorer(hand=DEFAULT_HAND, lang="en")
    e.add_tab("extra", "explorer.tab_waits", lambda st: f"<p>{st.n} tiles, focus {st.focus}</p>")
    assert e.tabs.get_title(len(e.tab_specs) - 1) == "waits" and "mj-extra" in e.views["extra"]._dom_classes
    assert e.view_html("extra") == '<p lang="en">14 tiles, focus mawan</p>'  # lang: WCAG 2.1 SC 3.1.2
    e.add_summary_line(lambda st: "<b>extra</b>" if st.complete else None)
    assert '<div class="mj-extra"><b>extra</b></div>' in e.summary.value
    e.add_summary_line(lambda st: 1 / 0)  # a broken line never breaks the strip
    assert "extra" in e.summary.value


def test_palette_tiles_name_the_copies_left_and_used_up_tiles_are_aria_disabled():
    e = Explorer(hand="1111m", lang="en")
    items = {it["tile"]: it for g in e.palette.groups for it in g["items"]}
    assert items["1m"]["disabled"] and "none left" in items["1m"]["aria"] and "mj-used-up" in items["1m"]["cls"]
    # the tile (its notation and name) and the copies left: 1111m leaves four 2m
    assert not items["2m"]["disabled"] and items["2m"]["aria"].startswith("2m") and items["2m"]["aria"].endswith(", 4 left")
    assert e.palette.item_testid == "mj-palette-tile" and e.palette.root_testid == "mj-explorer"
    assert e.hand_strip.testid == "mj-hand" and e.message.testid == "mj-status"
    # the strip is one tab stop with arrow keys (roving tabindex) — the JavaScript that does it
    assert "ArrowRight" in TileStrip._esm and 'setAttribute("tabindex"' in TileStrip._esm
    assert "aria-disabled" in TileStrip._esm


def test_errors_sit_next_to_their_control_and_in_the_status_line(ex):
    ex.palette.click("3s")  # full hand
    assert "full" in ex.palette_msg.value and "full" in ex.message.value
    assert "mj-msg-error" not in ex.message.value  # one box per error: the status line only announces it
    assert ex.notation_msg.value == "" and ex.set_msg.value == ""
    ex.notation.value = "123m45x"
    assert "45x" in ex.notation_msg.value and ex.palette_msg.value == ""
    ex.set_kind_dd.value = "chi"
    ex.set_tile_dd.value = mj.parse_tile("8m")
    ex.set_add_btn.click()
    assert "no chow starts at 8m" in ex.set_msg.value and ex.notation_msg.value == ""
