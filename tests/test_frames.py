"""pandas frames of results (mjlearn.frames; spec product.md § Library, "to_frame()-style helpers")."""
from __future__ import annotations

import re

import pandas as pd
import pytest
from hands import BAMBOO_MANY_READINGS

import mjlearn as mj
from mjlearn.context import make_context
from mjlearn.frames import comparison_frame, items_frame, payments_frame, readings_frame, value_text, waits_frame
from mjlearn.i18n import plain
from mjlearn.rules.base import Item, Payment, ReadingScore, ScoreResult

pytestmark = pytest.mark.usefixtures("english")  # English text (fixture in conftest.py)


def _result(status="scored"):
    h = mj.parse_hand(BAMBOO_MANY_READINGS)
    rs = mj.decompose(h, "mawan")
    items = [Item("MW-B05", plain("将", "2-5-8 pair"), 2, "张", plain("二二", "pair 22s"), seed="000 二·算法 5"),
             Item("MW-B09", plain("配", "pair set"), 1.0, "张", plain("配", "123+789"),
                  excluded_by="MW-X51", excluded_reason=plain("一条龙", "implied by pure straight"))]
    return ScoreResult("mawan", h, make_context(), {}, status, items=items,
                       readings=[ReadingScore(r, items if i == 1 else [], 10 * i, legal=i != 0,
                                              problems=[plain("不", "bad")] if i == 0 else [])
                                 for i, r in enumerate(rs)], best=1, total=30, unit="台",
                       payment_lines=[Payment("E", "S", 3, plain("点炮", "discard"), "MW-M"),
                                      Payment("W", "S", 3, plain("点炮", "discard"), "MW-M")],
                       payments={"E": -3, "S": 6, "W": -3, "N": 0}, payment_unit="元")


def test_items_frame_rows_counted_and_excluded():
    df = items_frame(_result(), "en")
    assert list(df.columns) == ["code", "item", "value", "unit", "counted", "reason", "excluded because", "rule text"]
    assert df["code"].tolist() == ["MW-B05", "MW-B09"]
    assert df["counted"].tolist() == [True, False]
    assert df["value"].tolist() == [2, 1]  # 1.0 shown as a whole number
    assert df.loc[1, "excluded because"] == "MW-X51: implied by pure straight"
    assert df.loc[0, "excluded because"] == ""
    assert df.loc[0, "rule text"].startswith("Mawan · ") and "winning rules" in df.loc[0, "rule text"]  # section in words
    assert df["unit"].tolist() == ["zhang", "zhang"]  # 张, in English


def test_items_frame_in_chinese_and_from_the_result_method():
    df = _result().items_frame("zh")
    assert list(df.columns)[:2] == ["编号", "项目"]
    assert df.loc[0, "项目"] == "将"


def test_readings_frame_one_row_per_reading_and_one_scored():
    res = _result()
    df = readings_frame(res, "en")
    assert len(df) == len(res.readings)
    assert df["scored"].tolist() == [i == 1 for i in range(len(res.readings))]
    assert df["reading"].tolist() == list(range(1, len(res.readings) + 1))
    assert df.loc[0, "legal"] == False and df.loc[0, "problems"] == "bad"  # noqa: E712
    assert df.loc[1, "counted items"] == "MW-B05"  # MW-B09 is excluded
    assert "[" in df.loc[1, "groups ([ ] holds the winning tile)"]


def test_payments_frame_net_sums_to_zero_and_lines():
    res = _result()
    net = payments_frame(res, "en")
    assert net["net"].sum() == 0
    assert dict(zip(net["seat"], net["net"])) == {"East": -3, "South": 6, "West": -3, "North": 0}
    lines = payments_frame(res, "en", lines=True)
    assert lines[["payer", "payee", "amount"]].values.tolist() == [["East", "South", 3], ["West", "South", 3]]


def test_empty_frames_for_unscored_results():
    res = _result("not_implemented")
    res.items, res.readings, res.payments, res.payment_lines = [], [], {}, []
    for df in (items_frame(res), readings_frame(res), payments_frame(res), payments_frame(res, lines=True)):
        assert isinstance(df, pd.DataFrame) and df.empty and len(df.columns) >= 3


def test_value_text_never_invents_a_value():
    assert value_text(_result(), "en") == "30 tai"
    assert value_text(_result(), "zh") == "30 台"
    assert value_text(_result("not_implemented"), "en") == "coming"
    nw = _result("not_win")
    nw.why_not = [plain("缺门", "missing suit")]
    assert value_text(nw, "en") == "not a win because missing suit"
    assert value_text(mj.MjError("bad"), "en").startswith("cannot compute: bad")


def test_comparison_frame_from_given_results():
    nw = _result("not_win")
    nw.why_not = [plain("缺门", "missing suit")]
    results = {"mawan": _result(), "huilai": _result("not_implemented"), "jinzhou": nw}
    df = comparison_frame(BAMBOO_MANY_READINGS, results=results, lang="en")
    assert df["ruleset"].tolist() == ["Mawan", "Huilai", "Jinzhou"]
    assert df.loc[0, "total"] == 30 and df.loc[0, "counted items"] == "MW-B05"
    assert df.loc[1, "why / notes"] == "coming" and df.loc[1, "total"] == ""  # blank, never NaN
    assert df.loc[2, "why / notes"] == "not a win because missing suit"


def test_comparison_frame_reports_a_ruleset_error_in_its_row():
    # a wind tile is not a Jinzhou tile (common.md § Tiles): that row says so, the others are scored or "coming"
    df = comparison_frame("123m456p789s11z22z +2z", lang="en")
    row = df.set_index("ruleset").loc["Jinzhou"]
    # by name, not the lower-case id (course.md § Words: no internal words)
    assert "cannot compute" in row["why / notes"] and "Jinzhou" in row["why / notes"]


def test_waits_frame_lists_each_wait_in_each_ruleset():
    # 123456789m 1123p waits on 1p (123p + 1p single, or 11p + 23p) and 4p (11p + 23p two-sided)
    df = waits_frame("123456789m1123p", lang="en")
    assert df["tile"].tolist() == ["1p", "4p"]
    assert list(df.columns) == ["tile", "name", "Mawan", "Huilai", "Jinzhou"]
    for name in ("mawan", "huilai", "jinzhou"):
        title = mj.get_ruleset(name).title.render("en")
        for tile, cell in zip(df["tile"], df[title]):
            res = mj.score(f"123456789m1123p +{tile}", name)
            assert cell == value_text(res, "en"), (name, tile)


def test_waits_frame_dead_wait():
    # 123456789m 1111p only finishes on a fifth 1p: listed as a dead wait (common.md § Waits)
    df = waits_frame("123456789m1111p", ["mawan"], lang="en")
    assert df["tile"].tolist() == ["1p"]
    assert df.loc[0, "Mawan"].startswith("dead wait")


def test_waits_frame_refuses_a_complete_hand():
    with pytest.raises(mj.MjError):
        waits_frame("123456789m1123p +4p")


def test_not_a_win_reason_is_rendered_once_per_language():
    nw = _result("not_win")
    nw.why_not = [plain("缺门", "missing suit")]
    assert value_text(nw, "both") == "不能胡，因为 缺门 / not a win because missing suit"
    assert value_text(nw, "zh") == "不能胡，因为 缺门"


def test_comparison_frame_labels_a_rejected_input_as_invalid_not_not_a_win():
    # Jinzhou has no 1z (JZ-A1); a "chi" is not allowed in Huilai (no chow sets, huilai.md) — each row says
    # "invalid input for this ruleset" and keeps the message, never "not a win"
    df = comparison_frame("123m456p789s11z22z +2z", lang="en").set_index("ruleset")
    assert df.loc["Jinzhou", "status"] == "invalid input for this ruleset"
    assert df.loc["Jinzhou", "why / notes"].startswith("cannot compute: ")
    df = comparison_frame("123m456p789s11z22z +2z", lang="zh").set_index("规则")
    assert df.loc["锦州", "结果"] == "输入不符合该规则"
    err = mj.MjError("not allowed here", "chi:123m", "pon, kan")
    df = comparison_frame(BAMBOO_MANY_READINGS, results={"huilai": err}, lang="en")
    assert df.loc[0, "status"] == "invalid input for this ruleset"
    assert "not allowed here" in df.loc[0, "why / notes"] and df.loc[0, "status"] != "not a win"


def test_frames_display_as_left_aligned_html_without_a_bare_index_or_nan():
    nw = _result("not_win")
    nw.why_not = [plain("缺门", "missing suit")]
    res = _result()
    res.total = 210.0
    df = comparison_frame(BAMBOO_MANY_READINGS, results={"mawan": res, "jinzhou": nw}, lang="en")
    assert df.loc[0, "total"] == 210 and isinstance(df.loc[0, "total"], int)  # 210, not 210.0
    html = df._repr_html_()
    assert "text-align:left" in html and "NaN" not in html and "210.0" not in html and ">210<" in html
    assert not re.search(r"<th[^>]*>[01]</th>", html)  # the default 0, 1 … index is hidden
    assert all("text-align:left" in c for c in re.findall(r"<t[dh](?:\s[^>]*)?>", html))  # inline: kept when untrusted
    text = repr(df)
    assert "NaN" not in text and not text.lstrip().startswith("0")
    shown = df.set_index("ruleset")._repr_html_()  # a named index the learner asked for is shown
    assert re.search(r"<th[^>]*>Mawan</th>", shown)
