"""The terms table (spec ``course.md`` § Terms): one word per thing per ruleset, read from the
three rule texts.  Expected words are the rule texts' own (quoted in each comment), not the table's output."""
from __future__ import annotations

import pytest

from mjlearn import terms, tiles
from mjlearn.errors import MjError


@pytest.mark.parametrize("thing, ruleset, zh", [
    ("win", "mawan", "胡牌"), ("win", "huilai", "胡牌"), ("win", "jinzhou", "胡牌"),  # 胡牌 46×/34×/28×
    ("deal_in", "mawan", "放冲"),        # 马湾: "一边提防放冲"
    ("deal_in", "huilai", "点炮"),       # 惠来: "点炮一家给"
    ("deal_in", "jinzhou", "点炮"),      # 锦州: "杠流泪: 杠后出牌点炮"
    ("dots", "mawan", "饼"),             # 马湾: "一饼，二饼……九饼"
    ("dots", "huilai", "筒"),            # 惠来: "万、筒、条各36张"
    ("dots", "jinzhou", "筒"),           # 锦州: "一筒至九筒 36张"
    ("set", "mawan", "句"),              # 马湾: "有两句一样"
    ("pung", "jinzhou", "横"),           # 锦州: "横: 三张一样的牌"
    ("pair", "jinzhou", "掌"),           # 锦州: "锦州麻将亦称为'掌'"
    ("pair", "mawan", "将"),             # 马湾: "一对二、五、八为将"
    ("kong_discard", "mawan", "冲杠"),   # 马湾: "冲杠（明杠）：……别人出第四张"
    ("kong_added", "mawan", "蓄杠"),     # 马湾: "蓄杠（四归一）：碰了一个，又摸到第四张"
    ("kong_discard", "huilai", "接杠"),  # 惠来: "接杠3分，明杠3分，暗杠6分"
    ("kong_added", "huilai", "明杠"),    # 惠来: "碰杠可抢" — the 明杠 of the points line
    ("kong_discard", "jinzhou", "打明杠"),  # 锦州: "这叫打明杠"
    ("kong_added", "jinzhou", "抓明杠"),    # 锦州: "这叫抓明杠"
    ("draw_game", "huilai", "荒庄"),     # 惠来: "则荒庄"
    ("draw_game", "jinzhou", "黄庄"),    # 锦州: "则此局牌'黄庄'"
    ("value_unit", "mawan", "台"), ("value_unit", "huilai", "倍"), ("value_unit", "jinzhou", "分"),
])
def test_the_rule_texts_word(thing, ruleset, zh):
    assert terms.term(thing, ruleset) == zh
    assert terms.text(thing, ruleset).zh == zh and terms.text(thing, ruleset).en


def test_a_thing_a_ruleset_lacks_is_a_clear_error():
    # 鬼牌 is Huilai's (惠来: "白板做鬼"); Jinzhou has no ghost tile.
    assert terms.term("ghost", "huilai") == "鬼牌"
    with pytest.raises(MjError) as e:
        terms.term("ghost", "jinzhou")
    assert "惠来" in e.value.render("zh") and "Huilai" in e.value.render("en")
    with pytest.raises(MjError):
        terms.term("no_such_thing", "mawan")
    with pytest.raises(MjError):
        terms.term("win", "riichi")


def test_names_and_aliases():
    assert terms.term("deal_in", "马湾") == "放冲"
    assert terms.ruleset_names()["mawan"].zh == "马湾算胡"


def test_fill_markers_per_ruleset():
    assert terms.fill("«deal_in»的一家一家付", "mawan") == "放冲的一家一家付"
    assert terms.fill("«deal_in»的一家一家付", "jinzhou") == "点炮的一家一家付"
    assert terms.fill_entries({"k": ("打五«dots»", "a 5 of «dots»")}, "mawan") == {"k": ("打五饼", "a 5 of dots")}


def test_foreign_words_per_column():
    def words(rs):
        return {w for _, _, w, _ in terms.foreign(rs)}
    # Mawan text must not use the others' words where Mawan has its own: 点炮 (Mawan says 放冲), 筒 (饼) …
    assert {"点炮", "筒", "横", "掌", "接杠", "抓明杠", "黄庄", "荒庄", "鬼牌", "门齐"} <= words("mawan")
    assert "点炮" not in words("huilai") and "点炮" not in words("jinzhou")  # their own word
    assert "刻子" in words("jinzhou") and "刻子" not in words("huilai")
    assert any(p.search("五筒") for _, _, _, p in terms.foreign("mawan"))
    assert not any(p.search("五饼") for _, _, _, p in terms.foreign("mawan"))
    assert {"饼", "句", "将", "放冲", "风", "台"} <= words("jinzhou")
    assert "饼" not in words("mawan") and "横" not in words("jinzhou")
    # a shared word is never foreign: 胡牌, 暗杠, 自摸
    for rs in terms.RULESETS:
        assert not {"胡牌", "暗杠", "自摸"} & words(rs)


def test_never_words():
    found = {w for _, w, p in terms.never() for s in ("已经和了", "和牌", "种子", "副露", "第一巡", "加杠")
             if p.search(s)}
    assert {"和了", "和牌", "种子", "副露", "巡", "加杠"} <= found
    # the glosses the course writes are allowed: 差几步听牌（向听）, 打哪张（何切）
    glosses = "差几步听牌（向听）；打哪张（何切）"
    assert not [w for _, w, p in terms.never() if p.search(glosses)]
    assert [w for _, w, p in terms.never() if p.search("2向听")] == ["向听"]


def test_glossary_rows_cover_the_course_words():
    rows = {r["id"]: r for r in terms.glossary()}
    for thing in ("value_unit", "zhang", "pung", "pair", "ghost", "horses", "follow_dealer", "draw_game",
                  "deal_in", "dots", "set", "kong_discard", "kong_added", "kong_concealed", "shanten",
                  "which_discard", "fan"):
        r = rows[thing]
        assert r["thing_zh"] and r["thing_en"] and r["note_zh"] and r["note_en"] and r["regions_zh"]
    assert rows["ghost"]["regions_zh"] == "惠来" and rows["ghost"]["jinzhou_zh"] == ""
    assert "奖马" in rows["horses"]["huilai_zh"] and "买马" in rows["horses"]["huilai_zh"]
    assert rows["follow_dealer"]["regions_en"] == "Jinzhou"
    assert rows["draw_game"]["huilai_zh"].startswith("荒庄") and rows["draw_game"]["jinzhou_zh"].startswith("黄庄")
    assert "和牌" in rows["win"]["never"]


def test_tile_names_in_prose():
    # 马湾 writes 五饼; the others 五筒; honours by full name (码牌: 东风……红中，发财，白板)
    assert tiles.tile_name(13, "mawan") == "五饼"
    assert tiles.tile_name(13, "huilai") == "五筒" and tiles.tile_name(13) == "五筒"
    assert tiles.tile_name(tiles.RED) == "红中" and tiles.tile_name(tiles.EAST) == "东风"
    assert tiles.tiles_name([0, 26, tiles.WHITE], "jinzhou") == "一万、九条、白板"


def test_wait_shapes_in_each_rulesets_words():
    # 马湾: "单子求对叫吊", "胡牌时的子为中间子" 坎; 锦州: 单粘胡, 夹胡
    assert terms.shape_label("single", "mawan").zh == "吊" and terms.shape_label("single", "jinzhou").zh == "单粘"
    assert terms.shape_label("closed", "mawan").zh == "坎" and terms.shape_label("closed", "jinzhou").zh == "夹"
    assert terms.shape_label("single").zh == "吊/单粘"  # no ruleset: the neutral catalogue name
    assert terms.shape_label("edge", "jinzhou").zh == "边"


def test_ruleset_texts_take_their_words_from_the_table():
    # the rulesets' strings write «thing» and the table fills it in: one place to change a term
    import pathlib

    from mjlearn.i18n import T, catalogue
    from mjlearn.rules import get_ruleset
    for rs in terms.RULESETS:
        get_ruleset(rs)
    src = {rs: (pathlib.Path(terms.__file__).parent / "rules" / rs / "strings.py").read_text(encoding="utf-8")
           for rs in terms.RULESETS}
    assert "«deal_in»" in src["mawan"] and "«kong_discard»" in src["huilai"] and "«pung»" in src["jinzhou"]
    assert not [k for k, (zh, en) in catalogue().items() if "«" in zh + en or "»" in zh + en]
    assert terms.term("deal_in", "mawan") in T("mw.note.MW-M.discard").zh            # 放冲
    assert terms.term("pair", "jinzhou") in T("jz.C2.single", tile="九条").zh         # 掌
    assert terms.term("kong_discard", "huilai") in T("hl.why.kong.kan", seat="东家", tile="五筒", frm="南家").zh
