"""Tile faces and HTML views (mjlearn.render; spec product.md § Widgets "Tile palette" and "Views")."""
from __future__ import annotations

import re

import pytest
from hands import BAMBOO_MANY_READINGS, WHITE_PUNG_DECLARED

import mjlearn as mj
from mjlearn.context import make_context
from mjlearn.i18n import plain, set_language
from mjlearn.render import (
    error_html,
    frame_html,
    hand_html,
    reading_html,
    readings_html,
    result_html,
    tile_svg,
    tiles_html,
    waits_html,
)
from mjlearn.render._glyphs import GLYPHS
from mjlearn.rules.base import Item, Note, Payment, ReadingScore, ScoreResult

pytestmark = pytest.mark.usefixtures("english")  # English text (fixture in conftest.py)


# --------------------------------------------------------------------------------------------- tile faces

def test_every_kind_has_its_own_face_without_fonts():
    faces = [tile_svg(k) for k in range(34)]
    assert len(set(faces)) == 34  # 34 different drawings
    for svg in faces:
        assert svg.startswith("<svg") and svg.endswith("</svg>")
        assert "<text" not in svg, "glyphs must be paths, not font text"
        assert not re.search("[\U0001F000-\U0001F02F]", svg), "no Unicode mahjong code points"
        assert "font" not in svg.replace("fonts", "")  # no font-family, no @font-face


@pytest.mark.parametrize("n", range(2, 10))
def test_dots_have_n_pips(n):
    # each pip is drawn as 4 concentric circles and the tile body has no circle: n pips -> 4n circles
    assert tile_svg(f"{n}p").count("<circle") == 4 * n


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8, 9])
def test_bamboo_have_n_sticks(n):
    # body = 3 rects (back, edge, face); each stick = 4 rects (stick, highlight, node, node line)
    assert tile_svg(f"{n}s").count("<rect") == 3 + 4 * n


@pytest.mark.parametrize("tile,glyphs", [("5m", "五万"), ("9m", "九万"), ("1z", "东"), ("4z", "北"), ("6z", "发"),
                                         ("7z", "中")])
def test_cjk_glyphs_are_paths(tile, glyphs):
    svg = tile_svg(tile)
    for ch in glyphs:
        assert GLYPHS[ch][0] in svg


def test_white_dragon_is_a_frame_and_not_a_glyph():
    svg = tile_svg("5z")
    assert "<path" not in svg and 'stroke="#1f4e9c"' in svg


def test_marks_and_size():
    plain_svg = tile_svg("5m", size=60)
    assert 'width="60" height="80"' in plain_svg  # height = 4/3 × width
    assert "mj-win" in tile_svg("5m", mark="win")
    ghost = tile_svg("5m", mark="ghost")
    assert "mj-ghost" in ghost and GLYPHS["鬼"][0] in ghost
    assert "mj-dead" in tile_svg("5m", mark="dead")
    both = tile_svg("5m", mark=("win", "ghost"))
    assert "mj-win" in both and "mj-ghost" in both


@pytest.mark.parametrize("kw", [dict(kind=34), dict(kind=-1), dict(kind="0m"), dict(kind="5m", size=5),
                                dict(kind="5m", mark="shiny"), dict(kind=True)])
def test_bad_tile_arguments_raise_mjerror(kw):
    kind = kw.pop("kind")
    with pytest.raises(mj.MjError):
        tile_svg(kind, **kw)


# --------------------------------------------------------------------------------------------- html

def test_tiles_html_keeps_order_and_hooks():
    html = tiles_html("3m1z3m")
    assert re.findall(r'data-tile="(\w+)"', html) == ["3m", "1z", "3m"]
    html = tiles_html([0, 1], marks={1: "win"}, css=False)
    assert html.count("mj-win") == 1


def test_hand_html_groups_sets_and_marks_winning_tile():
    html = hand_html(mj.parse_hand(WHITE_PUNG_DECLARED))
    assert 'data-win="1"' in html
    assert "pung (claimed)" in html  # the pon set is labelled (MELD_EN)
    win = re.search(r'<span class="mj-tile" data-tile="9m" data-win="1">(.*?)</span>', html).group(1)
    assert "mj-win" in win
    assert "12378m456p11s pon:555z +9m" in html  # the canonical notation (concealed tiles sorted)
    # 11 concealed + 1 set (3) = 14 with the winning tile
    assert "14 tiles" in html


def test_hand_html_empty_and_chinese():
    assert "empty hand" in hand_html("")
    set_language("zh")
    assert "胡的牌" in hand_html(WHITE_PUNG_DECLARED)  # 胡, never 和


def test_readings_html_draws_every_reading():
    # common.md: 1122233334444s + 2s has three standard decompositions and one seven-pairs decomposition
    rs = mj.decompose(BAMBOO_MANY_READINGS, "mawan")
    html = readings_html(rs, win_tile=mj.parse_tile("2s"), css=False)
    assert html.count('class="mj-view mj-reading ') == len(rs)
    assert html.count('data-form="seven_pairs"') == sum(r.form == "seven_pairs" for r in rs) == 1
    # exactly one winning group per reading
    assert html.count("mj-wingroup") == len(rs)


def test_reading_html_marks_ghost_with_what_it_stands_for():
    # 白 (5z) is the ghost: 111m 444p 777s 99s 2z 5z + 2z -> the ghost stands for 2z (pung 222z) or 9s (pung 999s)
    rs = mj.decompose("111m444p777s99s2z5z +2z", "huilai", {"ghosts": "white"})
    stands = sorted(r.decomposition.ghost_map for r in rs)
    assert stands == [(mj.parse_tile("9s"),), (mj.parse_tile("2z"),)]
    for r in rs:
        html = reading_html(r, win_tile=mj.parse_tile("2z"), ghost_kinds=(31,))
        k = r.decomposition.ghost_map[0]
        assert f"ghost as {mj.tile_str(k)}" in html
        assert html.count("mj-ghost") >= 1


def _result(status="scored"):
    h = mj.parse_hand(WHITE_PUNG_DECLARED)
    r = mj.decompose(h, "mawan")[0]
    items = [Item("MW-B05", plain("将", "2-5-8 pair"), 2, "张", plain("二五八将", "pair of 1s")),
             Item("MW-B09", plain("配", "pair set"), 1, "张", plain("123+789", "123 and 789"),
                  excluded_by="MW-X51", excluded_reason=plain("已含在一条龙里", "implied by pure straight"))]
    return ScoreResult("mawan", h, make_context(), {}, status, items=items,
                       readings=[ReadingScore(r, items, 30)], best=0,
                       notes=[Note("MW-W", plain("解释", "an interpretation"))], total=30, unit="台",
                       payment_lines=[Payment("E", "S", 3, plain("点炮", "discard"))],
                       payments={"E": -3, "S": 3, "W": 0, "N": 0}, payment_unit="元",
                       why_not=[plain("缺门", "missing suit")] if status == "not_win" else [])


def test_result_html_items_excluded_notes_total_payments():
    html = result_html(_result())
    assert 'data-status="scored"' in html and "mj-score-mawan" in html
    rows = re.findall(r'<tr( class="mj-excluded")? data-code="([\w-]+)"', html)
    assert rows == [("", "MW-B05"), (' class="mj-excluded"', "MW-B09")]
    assert "excluded by MW-X51" in html and "implied by pure straight" in html
    assert "an interpretation" in html and "MW-W" in html
    assert "30 tai" in html  # units in English (台 = tai, 元 = yuan)
    assert "+3 yuan" in html and "-3 yuan" in html  # net per seat
    assert "mj-best" in html  # the scored reading is highlighted


def test_result_html_never_shows_a_value_when_not_implemented():
    html = result_html(_result("not_implemented"))
    assert "coming" in html
    assert 'class="mj-total"' not in html and "30 台" not in html


def test_result_html_not_win_says_why():
    html = result_html(_result("not_win"))
    assert "missing suit" in html and 'class="mj-total"' not in html


def test_waits_html_live_dead_and_shanten():
    # 123456789m 1123p: 11p pair + 23p waits 1p/4p; 123p + 1p waits 1p -> waits 1p 4p (live)
    html = waits_html(mj.waits("123456789m1123p", "mawan"))
    live = re.findall(r'data-tile="(\w+)"', html)
    assert live == ["1p", "4p"]
    # 123456789m 1111p finishes only on a fifth 1p: a dead wait, not ready, 1 shanten (common.md)
    w = mj.waits("123456789m1111p", "mawan")
    html = waits_html(w, shanten=mj.shanten("123456789m1111p", "mawan"))
    assert "dead waits" in html and "mj-dead" in html and "not ready" in html
    assert "shanten 1" in html


def test_frame_html_greys_uncounted_rows_and_escapes():
    import pandas as pd
    df = pd.DataFrame({"code": ["A", "<B>"], "counted": [True, False], "v": [1.0, None]})
    html = frame_html(df, grey_col="counted")
    assert html.count('class="mj-excluded"') == 1
    assert "&lt;B&gt;" in html and "<B>" not in html


def test_error_html_is_friendly():
    html = error_html(mj.MjError("5 copies of 5m", "5m", "at most 4"))
    assert "5 copies of 5m" in html and "Traceback" not in html and 'role="alert"' in html


def test_repr_html_hooks():
    h = mj.parse_hand(WHITE_PUNG_DECLARED)
    assert "mj-hand-view" in h._repr_html_()
    assert "mj-reading" in mj.decompose(h, "mawan")[0]._repr_html_()


def test_waits_html_ready_in_shape_but_no_legal_win():
    # Jinzhou JZ-L1 (门齐): characters, dots and bamboo must all appear; 123456789m 1123p has no bamboo, so its
    # shape waits 1p/4p are not legal wins: ready in shape (shanten 0) but no legal wait (common.md § Waits)
    w = mj.waits("123456789m1123p", "jinzhou")
    assert w.live == () and set(w.illegal) == {mj.parse_tile("1p"), mj.parse_tile("4p")}
    html = waits_html(w, shanten=mj.shanten("123456789m1123p", "jinzhou"))
    assert "ready in shape, but no tile is a legal win here" in html


# ---------------------------------------------------------------------- sources in words, no empty columns

def test_an_items_source_reads_as_the_seeds_section_in_words():
    from mjlearn.i18n import plain
    from mjlearn.render.result import source_text
    mawan = plain("马湾", "Mawan")
    # seed 000 § 二、胡牌规则, its "算法" list, item 5 (将)
    t = source_text("000 二·算法 5", mawan)
    assert t.zh == "马湾 · 二、胡牌规则 · 算法 5"
    assert t.en == "Mawan · 二、胡牌规则 (winning rules) · 算法 (scoring) 5"
    # seed 002 § 二 is itself 基本番型: the heading is not repeated
    assert source_text("002 二·基本番型").zh == "二、基本番型"
    assert source_text("002 三·计分规则").zh == "三、特殊规则 · 计分规则"
    # seed 004 has unnumbered topic headings: kept as they are, glossed in English
    assert source_text("004 胡牌条件").en == "胡牌条件 (win conditions)"
    assert source_text("").zh == ""


def test_the_items_table_has_no_empty_column_and_codes_that_never_wrap():
    import mjlearn as mj
    from mjlearn.render import items_table_html
    res = mj.score("123m456p11s89m pon:777z +7m", "mawan")
    html = items_table_html(res.items, ruleset_title=mj.get_ruleset("mawan").title)
    heads = re.findall(r"<th[^>]*>(.*?)</th>", html)
    assert len(heads) == 4  # code, item (with its source underneath), value, reason
    for row in re.findall(r"<tr[^>]*data-code[^>]*>(.*?)</tr>", html):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row)
        assert len(cells) == 4 and all(c.strip() for c in cells)
    # the code cells never wrap, by class and by an inline style too (an untrusted notebook drops <style>)
    assert html.count('<td class="mj-code" style="text-align:left;vertical-align:top;white-space:nowrap">')\
        == len(res.items)
    from mjlearn.render import CSS
    assert "white-space:nowrap" in CSS[CSS.index("td.mj-code"):CSS.index("td.mj-code") + 120]
    assert "二、胡牌规则" in html and "000 二" not in html  # the source in words, not the file number


def test_table_html_keeps_rule_ids_on_one_line():
    """A cell that is a rule id is a code cell (no wrap, inline
    too); a sentence that mentions one is ordinary text."""
    from mjlearn.render import table_html
    html = table_html(["code", "note"], [["MW-X06.1", "see MW-B01"], ["HL-P03", "x"]])
    assert html.count('<td class="mj-code" style="text-align:left;vertical-align:top;white-space:nowrap">') == 2
    assert '<td style="text-align:left;vertical-align:top">see MW-B01</td>' in html
