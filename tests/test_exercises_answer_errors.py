"""Every error a learner's answer can get is in both languages (spec common.md § Errors: what was wrong, where,
what is allowed; the package's learner-facing texts follow the language setting).  Each MjError that
mjlearn.exercises.answers raises is triggered here and read in Chinese and in English: the Chinese message says
what is wrong in Chinese (not the English sentence), the English one in English, and each names what is allowed.
"""
from __future__ import annotations

import re
from fractions import Fraction

import pytest

from mjlearn.errors import MjError
from mjlearn.exercises import answers as A
from mjlearn.exercises import load
from mjlearn.exercises import progress as P
from mjlearn.exercises.practice import plan

CJK = re.compile(r"[\u4e00-\u9fff]")


def _lookup(name):
    return None


CASES = [  # (what triggers it, a word of its English message)
    ("more than 400 parts", lambda: A.normalise_answer(list(range(500))), "more than 400 parts"),
    ("nested too deep", lambda: A.normalise_answer([[[[[[1]]]]]]), "nested too deeply"),
    ("2,001 characters", lambda: A.normalise_answer("x" * 2001), "2001 characters"),
    ("bytes", lambda: A.normalise_answer(b"70"), "bytes"),
    ("an integer over 10^15", lambda: A.normalise_answer(10 ** 20), "is too large"),
    ("an integer of 40 digits", lambda: A.normalise_answer(10 ** 40), "a number is too large"),
    ("a real that is no float", lambda: A.normalise_answer(Fraction(10 ** 400, 3)), "not a finite number"),
    ("a float over 10^15", lambda: A.normalise_answer(1e20), "is too large"),
    ("not yes/no", lambda: A.parse_bool("maybe"), "not a yes/no answer"),
    ("not yes/no with a reason", lambda: A.parse_win_answer("maybe so"), "not a yes/no answer"),
    ("tiles from a float", lambda: A.parse_tile_list(3.5), "cannot read tiles from float"),
    ("a number from True", lambda: A.parse_number(True), "not True/False"),
    ("a NaN number", lambda: A.parse_number(float("nan")), "not a finite number"),
    ("the text nan", lambda: A.parse_number("nan 台"), "not a finite number"),
    ("two numbers", lambda: A.parse_number("70 80"), "exactly one number"),
    ("not a unit", lambda: A.parse_number("70 apples"), "not a unit"),
    ("25 digits", lambda: A.parse_number("1" * 25), "too long a number"),
    ("18 digits", lambda: A.parse_number("9" * 18), "is too large"),
    ("a number from a list", lambda: A.parse_number(object()), "cannot read a number from object"),
    ("a gap between seats", lambda: A.read_payments("E -10 junk S +10"), "cannot read 'junk'"),
    ("a tail after the seats", lambda: A.read_payments("E -10 S +10 junk"), "cannot read 'junk'"),
    ("no seats", lambda: A.read_payments("分"), "no seat amounts"),
    ("payments from a float", lambda: A.read_payments(3.5), "cannot read payments from float"),
    ("a seat twice", lambda: A.parse_payments("E -10 E +10"), "more than once"),
    ("a NaN amount", lambda: A.parse_payments({"E": float("nan")}), "not a finite number for"),
    ("a decomposition of a number", lambda: A.parse_decompositions([5]), "cannot read a decomposition"),
    ("decompositions from a float", lambda: A.parse_decompositions(3.5), "cannot read decompositions from float"),
    ("items from a float", lambda: A.parse_items(3.5, _lookup), "cannot read items from float"),
    # the exercises' other errors a learner meets in the notebooks
    ("hint level 4", lambda: load("mawan", "mw-18").hint(4), "no hint level 4"),
    ("no such exercise", lambda: load("mawan")["mw-99"], "no exercise 'mw-99'"),
    ("a bank indexed by a float", lambda: load("mawan")[3.5], "indexed by an exercise id"),
    ("no such position", lambda: load("mawan")[999], "no exercise at position 999"),
    ("an exercise id that is a list", lambda: load("mawan", ["mw-01"]), "an exercise id is text"),
    ("a re-deal of a text", lambda: load("mawan", "mw-18").redeal("x"), "redeal needs a whole number"),
    ("a plan of 0 items", lambda: plan("mawan", 0), "must be a whole number from 1 to 50"),
    ("a plan of nan items", lambda: plan("mawan", float("nan")), "must be a whole number from 1 to 50"),
]


@pytest.fixture(autouse=True)
def _no_record(monkeypatch, tmp_path):
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.setenv("MJLEARN_PROGRESS", "off")


@pytest.mark.parametrize("why,trigger,en_words", CASES, ids=[c[0] for c in CASES])
def test_each_answer_error_is_in_both_languages(why, trigger, en_words):
    with pytest.raises(MjError) as info:
        trigger()
    err = info.value
    zh, en = err.render("zh"), err.render("en")
    assert en_words in en, en
    what_zh = zh.split("（位置：")[0].split("。可用：")[0]
    assert CJK.search(what_zh), zh  # says in Chinese what is wrong (a plain-str message was English in both)
    assert en_words not in what_zh, zh
    assert "Allowed: " in en and "。可用：" in zh  # and what would be accepted, in each language
    allowed_zh = zh.split("。可用：", 1)[1]
    assert CJK.search(allowed_zh) or re.fullmatch(r"[\s\d^'\[\],.|a-z0-9:+-]*", allowed_zh), zh


def test_a_bad_mjlearn_today_is_told_in_both_languages(monkeypatch):
    monkeypatch.setenv("MJLEARN_TODAY", "2026-13-40")
    with pytest.raises(MjError) as info:
        P.today()
    zh, en = info.value.render("zh"), info.value.render("en")
    assert "is not a date" in en and "不是日期" in zh and "。可用：YYYY-MM-DD，如 2026-12-02" in zh
