"""Plain-row tables (mjlearn.rows) and their HTML (render.table_html): no pandas on the way."""
from __future__ import annotations

import re

import pytest
from hands import CHOWS_SOUTH_PUNG

import mjlearn as mj
from mjlearn.render import table_html
from mjlearn.rows import Rows, comparison_rows, items_rows, waits_rows

pytestmark = pytest.mark.usefixtures("english")  # English text (fixture in conftest.py)


def test_rows_unpack_column_records_transpose():
    t = Rows(["ruleset", "total", "unit"], [["Mawan", 30, "台"], ["Jinzhou", None, ""]])
    cols, rows = t
    assert cols == ["ruleset", "total", "unit"] and len(rows) == 2
    assert t.column("total") == [30, None]
    with pytest.raises(KeyError):
        t.column("nope")
    assert t.records()[0] == {"ruleset": "Mawan", "total": 30, "unit": "台"}
    side = t.transposed()
    assert side.columns == ["", "Mawan", "Jinzhou"]
    assert side.rows == [["total", 30, None], ["unit", "台", ""]]


def test_table_html_greys_escapes_and_formats_without_pandas():
    styled = table_html(["code", "counted", "v"], [["A", True, 2.0], ["<B>", False, None]], grey_col="counted")
    # every cell also carries its alignment inline (an untrusted notebook's outputs lose <style>): text left,
    # numbers right
    assert styled.count('style="text-align:left;') == 3 + 5 and styled.count('style="text-align:right;') == 1
    html = re.sub(r' style="[^"]*"', "", styled)
    assert html.count('class="mj-excluded"') == 1
    assert "&lt;B&gt;" in html and "<B>" not in html
    assert '<td class="mj-num">2</td>' in html  # a whole float without ".0"
    assert "<td>✓</td>" in html and "<td>✗</td>" in html and "<td></td>" in html


def test_items_rows_of_a_scored_mawan_hand():
    # 清一色 pure one suit: 1112345678999m +5m self-drawn is a Mawan win; every counted row is flagged True
    res = mj.score("1112345678999m +5m", "mawan", win_by="self_draw")
    t = items_rows(res, "en")
    assert t.columns == ["code", "item", "value", "unit", "counted", "reason", "excluded because", "rule text"]
    assert t.rows and all(isinstance(c, bool) for c in t.column("counted"))
    assert set(t.column("code")) == {it.code for it in res.items}
    assert all(x == "" for x, c in zip(t.column("excluded because"), t.column("counted")) if c)


def test_comparison_and_waits_rows_name_every_ruleset():
    cmp = comparison_rows(CHOWS_SOUTH_PUNG)
    assert cmp.column("ruleset") == [mj.get_ruleset(n).title.render("en") for n in mj.ruleset_names()]
    # one row per kind that is a live, dead or illegal wait in some ruleset (the union), in tile order; then
    # one column per ruleset after tile and name
    hand = "1113456666788s"
    w = waits_rows(hand)
    assert w.columns[:2] == ["tile", "name"] and len(w.columns) == 2 + len(mj.ruleset_names())
    union = set()
    for name in mj.ruleset_names():
        ws = mj.waits(hand, name)
        union |= set(ws.live) | set(ws.dead) | set(ws.illegal)
    kinds = [mj.parse_tile(t) for t in w.column("tile")]
    assert kinds == sorted(union) and kinds


def test_frames_are_the_same_rows_as_dataframes():
    pd = pytest.importorskip("pandas")
    from mjlearn.frames import items_frame
    res = mj.score("1112345678999m +5m", "mawan", win_by="self_draw")
    df = items_frame(res, "en")
    t = items_rows(res, "en")
    assert isinstance(df, pd.DataFrame)
    assert list(df.columns) == t.columns and df.values.tolist() == t.rows
