"""The Explorer's 何切 tab and summary line, driven from Python (the browser look is
checked by hand with screenshots; the click path is the same TileStrip the browser test drives)."""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

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


def test_clicking_a_discard_removes_that_tile_and_undo_restores_it():
    e = Explorer("222m456p678s34s55p9p", ruleset="mawan")
    e.view_html("advice")
    e.views["advice"].strip.click("d:9p")
    assert 17 not in e.hand.concealed and len(e.hand.concealed) == 13  # the one 9p (kind 17) is gone
    assert "mj-sum-advice" not in e.summary.value  # 13 tiles: no discard advice
    assert "14" in e.view_html("advice")
    e.undo()
    assert 17 in e.hand.concealed


def test_a_win_and_a_short_hand_get_a_message():
    e = Explorer("123m456p789s11z22z +2z", ruleset="mawan")
    html = e.view_html("advice")
    assert "win" in html or "和" in html
    e2 = Explorer("123m456p", ruleset="mawan")
    assert "14" in e2.view_html("advice")
