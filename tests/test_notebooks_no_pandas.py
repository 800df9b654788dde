

# ---- the helper the notebooks use: mjlearn.rows.table (plain rows, shown as HTML) ----

def test_table_from_records_keeps_numbers_and_blanks():
    from mjlearn.rows import Rows, table
    t = table([{"hand": "a", "倍": 8.0}, {"hand": "b", "note": "x"}])
    assert isinstance(t, Rows)
    assert t.columns == ["hand", "倍", "note"]          # keys in first-seen order
    assert t.rows == [["a", 8, None], ["b", None, "x"]]  # 8.0 → 8, a missing key → an empty cell
    assert type(t.rows[0][1]) is int
    html = t._repr_html_()
    assert "<th>hand</th>" in html and '<td class="mj-num">8</td>' in html
    assert "NaN" not in html and "None" not in html and "8.0" not in html
    assert "<th></th>" not in html  # no index column


def test_table_from_rows_with_columns_head_and_select():
    from mjlearn.errors import MjError
    from mjlearn.rows import table
    t = table([("MW-B01", "清", 1), ("MW-B02", "平", 1), ("MW-B03", "断", 1)], columns=["code", "item", "worth"])
    assert t.head(2).rows == [["MW-B01", "清", 1], ["MW-B02", "平", 1]]
    assert t.select("worth", "code").columns == ["worth", "code"]
    assert t.select("worth", "code").rows[2] == [1, "MW-B03"]
    with pytest.raises(KeyError):
        t.select("nope")
    with pytest.raises(MjError):
        table([(1, 2)])                        # rows need their headers
    with pytest.raises(MjError):
        table([(1, 2, 3)], columns=["a", "b"])  # a row longer than the headers


def test_table_renders_text_in_the_current_language():
    import mjlearn as mj
    from mjlearn.i18n import T
    from mjlearn.rows import table
    old = mj.get_language() if hasattr(mj, "get_language") else None
    try:
        mj.set_language("en")
        t = table([[T("frame.total")]], columns=["x"])
        assert t.rows == [["total"]]
    finally:
        if old is not None:
            mj.set_language(old)


def test_advice_records_match_the_frame_columns():
    import mjlearn as mj
    adv = mj.advise("223344566m33p999s", "mawan", context={"win_by": "self_draw"})
    recs = adv.records("en")
    assert len(recs) == len(adv.rows) > 0
    assert list(recs[0])[:3] == ["discard", "shanten", "accepted copies"]
    assert recs[0]["discard"] == "6m" or recs[0]["shanten"] <= recs[-1]["shanten"]
