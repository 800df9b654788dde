"""The Explorer driven through its widgets' public events (spec product.md § Widgets).

Clicks go through ``TileStrip.click`` (what the browser's message does, also tested through the comm
message path), ``Button.click()``, and trait changes (``notation.value``, ``win_dd.value``, ``lang_tb.value``…).
"""
from __future__ import annotations

import re

import pytest

import mjlearn as mj
from mjlearn.i18n import get_language, set_language
from mjlearn.rules.base import Ruleset
from mjlearn.widgets import Explorer
from mjlearn.widgets.tilestrip import TileStrip

START = "123m456p11s78m pon:555z +9m"


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
    for t in "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 1p 2p".split():
        e.palette.click(t)
    assert e.hand == mj.parse_hand("123456789m1112p")
    assert e.hand.win_tile is None and "13 tiles" in e.hand_info.value
    e.palette.click("2p")
    assert e.hand == mj.parse_hand("123456789m1112p +2p")
    assert e.notation.value == "123456789m1112p +2p"  # the text box shows the current hand
    assert e.win_dd.value == mj.parse_tile("2p") and not e.win_dd.disabled
    # the hand strip draws the winning tile separately, marked
    win = [it for g in e.hand_strip.groups for it in g["items"] if it["key"].startswith("w:")]
    assert len(win) == 1 and win[0]["tile"] == "2p" and "mj-win" in win[0]["svg"]


def test_fifth_copy_is_refused_with_a_message():
    e = Explorer(hand="1111m", lang="en")
    before = e.hand
    e.palette.click("1m")
    assert e.hand == before
    assert "only 4 of each tile" in e.message_text
    assert "mj-msg-error" in e.message.value
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
    assert ex.hand == mj.parse_hand("123m456p789s1122z +2z")
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
    assert "not a tile of the jinzhou ruleset" in ex.view_html("scores")
    assert ex.hand == mj.parse_hand(START)


def test_unexpected_exceptions_never_show_a_traceback(monkeypatch, ex):
    import mjlearn.api

    def boom(*a, **k):
        raise RuntimeError("internal detail")

    monkeypatch.setattr(mjlearn.api, "score", boom)
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
    pal = {it["tile"]: it["svg"] for g in e.palette.groups for it in g["items"]}
    assert "mj-ghost" in pal["5z"] and "mj-ghost" not in pal["1z"]
    hand = [it for g in e.hand_strip.groups for it in g["items"] if it["tile"] == "5z"]
    assert len(hand) == 1 and "mj-ghost" in hand[0]["svg"]
    # the readings view says what the ghost stands for (2z in pung 222z, or 9s in pung 999s)
    assert "ghost as 2z" in e.view_html("readings") or "ghost as 9s" in e.view_html("readings")


# ---------------------------------------------------------------------- newcomer-trial regressions


def test_a_rejected_input_is_labelled_invalid_input_not_not_a_win(ex):
    # START holds 5z (白): not a Jinzhou tile (JZ-A1), so Jinzhou cannot score it — that is an input problem for
    # that ruleset, not a "not a win" verdict; the message stays next to the label.
    compare = ex.view_html("compare")
    assert "invalid input for this ruleset" in compare
    assert compare.count("not a tile of the jinzhou ruleset") == 1  # the message once, in Jinzhou's column
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
    ex.notation.value = "123m456p789s1122z +2z"  # 13 + 1 = 14: the winning tile is kept as such, no message
    assert ex.hand.win_tile == mj.parse_tile("2z") and ex.message_text == ""
