"""The Explorer's 何切 tab and summary line, driven from Python (the browser look is
checked by hand with screenshots; the click path is the same TileStrip the browser test drives:
tests/test_browser_a11y.py picks a discard with the keyboard, reads its review line, then plays it)."""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from mjlearn.errors import MjError  # noqa: E402
from mjlearn.widgets import Explorer  # noqa: E402


def test_tab_and_summary_for_a_14_tile_hand():
    # 222m 456p 678s 34s 55p 9p: Mawan and Huilai throw 9p (ready), Jinzhou may not (JZ-L2) and throws 3s.
    e = Explorer("222m456p678s34s55p9p", ruleset="jinzhou")
    assert "advice" in [s.key for s in e.tab_specs]
    summary = e.summary.value
    assert 'data-testid="mj-sum-advice"' in summary
    line = summary.split('data-testid="mj-sum-advice"', 1)[1]
    assert "9p" in line and "3s" in line
    html = e.view_html("advice")
    assert html.count('data-ruleset="mawan"') == 1 and html.count('data-ruleset="jinzhou"') >= 1
    assert "JZ-L2" in html
    view = e.views["advice"]
    assert view.strip.tiles()[0] == "3s"          # the focus ruleset's rows, best first
    assert sorted(view.strip.tiles()) == sorted({"2m", "4p", "5p", "6p", "9p", "3s", "4s", "6s", "7s", "8s"})


def _lines(view) -> dict[str, str]:
    """The review lines shown, by ruleset (from the live region's HTML)."""
    import re
    found = re.findall(r'data-ruleset="(\w+)"[^>]*>(.*?)</div>', view.review.value)
    return {rs: re.sub(r"<[^>]*>", "", text) for rs, text in found}  # without the lang spans (WCAG 2.1 SC 3.1.2)


def test_picking_a_discard_shows_its_review_line_in_each_ruleset_and_language():
    # advice.md § Review of a choice, shown in the explorer's 何切 tab.  Worked out by hand:
    # throwing 9p keeps 222m 456p 678s 34s 55p, ready on 2s/5s: the best in Mawan and Huilai (rank 1).  In
    # Jinzhou those 13 tiles hold no 1, 9 or 红中, so no wait is a legal win (JZ-L2): the line names the rule.
    # Throwing 3s leaves 222m 456p 678s 4s 55p 9p, 1-shanten, where 9p is ready: a step slower (Mawan).
    e = Explorer("222m456p678s34s55p9p", ruleset="jinzhou", lang="en")
    e.view_html("advice")
    v = e.views["advice"]
    assert v.picked is None and v.review.value == "" and v.throw_btn.disabled
    v.strip.click("d:9p")
    assert v.picked == "9p"
    items = {it["tile"]: it for it in v.strip.groups[0]["items"]}
    assert items["9p"]["pressed"] is True and not any(it["pressed"] for t, it in items.items() if t != "9p")
    assert items["9p"]["aria"].endswith("picked")
    lines = _lines(v)
    assert list(lines) == ["jinzhou", "mawan", "huilai"]  # the focus ruleset first
    assert lines["mawan"] == "Mawan: 9p is among the best discards"
    assert lines["huilai"] == "Huilai: 9p is among the best discards"
    assert lines["jinzhou"].startswith("Jinzhou: 9p ") and "JZ-L2" in lines["jinzhou"]
    assert "ready in shape" in lines["jinzhou"]
    assert v.review_text().splitlines() == list(lines.values())
    assert 'tr[data-discard="9p"]' in v.review.value  # its table rows outlined
    assert not v.throw_btn.disabled and v.throw_btn.description == "discard 9p"
    # shown with "", not None: on the offline site a None style leaves the button hidden (a11y.show)
    assert v.throw_btn.layout.display == ""
    # the current language: Mawan writes 9p as 九饼, Huilai and Jinzhou as 九筒 (course.md § Terms)
    e.lang_tb.value = "zh"
    e.view_html("advice")
    lines = _lines(v)
    assert lines["mawan"] == "马湾算胡：打九饼是最佳打法之一"
    assert lines["huilai"] == "惠来：打九筒是最佳打法之一"
    assert lines["jinzhou"].startswith("锦州：打九筒") and "JZ-L2" in lines["jinzhou"]
    assert v.throw_btn.description == "打掉九筒"
    e.lang_tb.value = "en"
    e.view_html("advice")
    v.strip.click("d:3s")
    assert v.picked == "3s" and "a step slower" in _lines(v)["mawan"]


def test_the_discard_button_plays_the_picked_tile_and_undo_restores_it():
    e = Explorer("222m456p678s34s55p9p", ruleset="mawan", lang="en")
    e.view_html("advice")
    v = e.views["advice"]
    v.throw_btn.click()  # nothing picked: nothing happens
    assert len(e.hand.concealed) == 14
    v.strip.click("d:9p")
    assert len(e.hand.concealed) == 14  # picking does not discard
    v.throw_btn.click()
    assert 17 not in e.hand.concealed and len(e.hand.concealed) == 13  # the one 9p (kind 17) is gone
    assert v.picked is None and v.review.value == "" and v.throw_btn.disabled
    assert v.throw_btn.layout.display == "none"
    assert "mj-sum-advice" not in e.summary.value  # 13 tiles: no discard advice
    assert "14" in e.view_html("advice")
    e.undo()
    assert 17 in e.hand.concealed
    assert e.views["advice"].picked is None  # a pick belongs to one hand


def test_a_pick_is_forgotten_when_the_hand_changes_and_a_bad_pick_is_one_error():
    e = Explorer("222m456p678s34s55p9p", ruleset="mawan", lang="en")
    e.view_html("advice")
    v = e.views["advice"]
    v.pick("9p")
    e.set_hand("222m456p678s34s55p8p")
    e.view_html("advice")
    assert v.picked is None and v.review.value == ""
    with pytest.raises(MjError, match="1z"):
        v.pick("1z")  # not a tile of this hand
    v.strip.click("d:1z")  # the same from the strip: a message, no exception
    assert "1z" in e.message.value and v.picked is None


def test_a_win_and_a_short_hand_get_a_message():
    e = Explorer("123m456p789s11z22z +2z", ruleset="mawan")
    html = e.view_html("advice")
    assert "win" in html or "和" in html
    # a win has nothing to discard: no strip of discards (not a lone caption over no tiles), no "pick" note
    v = e.views["advice"]
    assert v.strip.groups == [] and v.note.value == ""
    e2 = Explorer("123m456p", ruleset="mawan")
    assert "14" in e2.view_html("advice")
