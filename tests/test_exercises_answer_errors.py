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
from mjlearn.exercises import aims as _aims
from mjlearn.exercises import answers as A
from mjlearn.exercises import bank as _bank
from mjlearn.exercises import discard as _discard
from mjlearn.exercises import drill, load
from mjlearn.exercises import progress as P
from mjlearn.exercises.aims import LazyAimed, aimed
from mjlearn.exercises.compute import compute_expected
from mjlearn.exercises.drill import search_drill
from mjlearn.exercises.exercise import Exercise
from mjlearn.exercises.kinds import kind_of
from mjlearn.exercises.practice import plan
from mjlearn.exercises.redeal import redeal
from mjlearn.exercises.schedule import LeechHelp
from mjlearn.i18n import plain

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
    # drill(): its arguments
    ("a drill's rule that is a number", lambda: drill("mawan", "items", rule=5), "'rule' is one rule id (text)"),
    ("a drill's kind that is a number", lambda: drill("mawan", 5), "the kind of exercise is text, not int"),
    ("near_miss that is text", lambda: drill("mawan", "items", near_miss="yes"), "'near_miss' is True or False"),
    ("a deal number that is text", lambda: drill("mawan", "items", seed="x"), "the deal number ('seed') must be"),
    ("a drill of an unknown kind", lambda: drill("mawan", "flying"), "unknown exercise kind 'flying'"),
    ("near_miss without a rule", lambda: drill("mawan", "items", near_miss=True), "needs the rule the hand narrowly"),
    ("a drill request no drill knows", lambda: drill("mawan", "items", colour="red"), "unknown drill request 'colour'"),
    ("a search of an unknown kind", lambda: search_drill("mawan", "flying"), "unknown exercise kind 'flying'"),
    ("a request no hand meets", lambda: search_drill("mawan", "waits", 0, max_tries=1, min_waits=30),
     "could not deal a Mawan 'waits' hand with min_waits=30"),
    # aimed drills
    ("an aimed drill of a kind without aims", lambda: aimed("mawan", "waits", 0, "MW-B05"), "no aimed drill of kind"),
    ("an aimed drill with a request", lambda: drill("mawan", "items", rule="MW-B05", form="standard"),
     "'form' cannot be combined with 'rule'"),
    ("an aimed drill of a rule without aims", lambda: drill("mawan", "items", rule="MW-ZZ9"),
     "no aimed drill for rule 'MW-ZZ9' in Mawan"),
    ("a near miss of the dealer's share", lambda: drill("jinzhou", "items", rule="JZ-M10", near_miss=True),
     "JZ-M10 has no near miss: a dealer sits at every Jinzhou table"),
    ("a lazy aimed drill of a rule without aims", lambda: LazyAimed("mawan", "items", 0, "MW-ZZ9"),
     "no aimed drill of kind 'items' for 'MW-ZZ9' in Mawan"),
    ("help for a rule without aims", lambda: LeechHelp("mawan", "MW-ZZ9"), "no aimed drill for rule 'MW-ZZ9'"),
    # the 何切 trainer
    ("a discard drill aimed at a rule", lambda: drill("mawan", "discard", rule="MW-B05"), "not aimed at a rule id"),
    ("a discard drill with an unknown argument", lambda: drill("mawan", "discard", colour=1),
     "unknown argument for a discard drill: 'colour'"),
    ("a puzzle that is not in the bank", lambda: _discard.puzzle("jinzhou", "jz-d99"), "no puzzle 'jz-d99'"),
    # the stored exercises and their answers
    ("an answer asked of a kind that is none", lambda: compute_expected("flying", "mawan", "123m"),
     "unknown exercise kind 'flying'"),
    ("a total asked of a hand that is no win", lambda: compute_expected("total", "mawan", "13579m13579p135s +7s"),
     "is not a win under Mawan"),
    ("an exercise of an unknown kind", lambda: Exercise("x-1", "mawan", "flying", "123m", plain("?"), plain("?"), None),
     "unknown exercise kind 'flying'"),
    ("the answer of an exercise without one",
     lambda: Exercise("x-1", "mawan", "total", "123m", plain("?"), plain("?"), None).need_expected(),
     "exercise x-1 has no stored answer yet"),
    ("the kind object of an unknown kind", lambda: kind_of("flying"), "unknown exercise kind 'flying'"),
    ("a re-deal of no exercise", lambda: redeal(None), "a re-deal needs an exercise, not NoneType"),
    # progress.record(): its arguments
    ("rule ids that are a number", lambda: P.record("mawan", "mw-01", 5, True), "'rule_ids' must be a list of rule"),
    ("a rule id that is a number", lambda: P.record("mawan", "mw-01", [5], True), "a rule id must be text, not int"),
    ("an empty item id", lambda: P.record("mawan", " ", [], True), "recording an answer needs the item's id"),
    ("an item id of 201 characters", lambda: P.record("mawan", "x" * 201, [], True), "the item id is too long"),
    ("aided that is not a level", lambda: P.record("mawan", "mw-01", [], True, aided="lots"), "'aided' cannot be"),
]


@pytest.fixture(autouse=True)
def _no_record(monkeypatch, tmp_path):
    monkeypatch.setenv("MJLEARN_HOME", str(tmp_path))
    monkeypatch.setenv("MJLEARN_PROGRESS", "off")


def _no_hand(*a, **k):
    raise MjError("no hand")  # a deal that never fits: the search gives up


# errors a learner meets only when a search finds nothing or a data file is missing: the search or the file made
# to fail (monkeypatch), the error itself raised for real
PATCHED = [
    ("an aimed hand not found", lambda mp, tmp: (mp.setattr(_aims, "MAX_TRIES", 0), aimed("mawan", "items", 91, "MW-B05")),
     "could not deal a hand earning MW-B05"),
    ("an aimed near miss not found",
     lambda mp, tmp: (mp.setattr(_aims, "MAX_TRIES", 0), aimed("mawan", "items", 91, "MW-B05", near_miss=True)),
     "could not deal a near miss of MW-B05"),
    ("a discard hand not found", lambda mp, tmp: (mp.setattr(_discard, "advise", _no_hand), drill("mawan", "discard", 5)),
     "could not deal a hand for this discard drill"),
    ("no discard puzzles",
     lambda mp, tmp: (mp.setattr(_discard, "DATA_DIR", _without_mawan(tmp)), _discard.puzzles("mawan")),
     "no discard puzzles for Mawan"),
    ("no exercise bank", lambda mp, tmp: (mp.setattr(_bank, "DATA_DIR", _without_mawan(tmp)), _bank.read_data("mawan")),
     "no exercise bank for Mawan"),
    ("an exercise of another bank", lambda mp, tmp: _bank.exercise_from_data({"id": "hl-01", "ruleset": "huilai"}, "mawan", None),
     "exercise hl-01 says Huilai but sits in the Mawan bank"),
]


def _without_mawan(folder):
    """``folder`` as a data folder holding a Huilai file and none for Mawan."""
    (folder / "huilai.json").write_text("{}", encoding="utf-8")
    return folder


_QUOTED = re.compile(r"\b[\w.]+\([^()]*\)|'[^'\n]*'|“[^”]*”|\b\w+=\S+|\(at: [^)]*\)|（位置：[^）]*）")
_TYPES = re.compile(r"\b(?:int|str|float|list|dict|tuple|NoneType|bytes|object|True|False|None)\b")
_RULE = re.compile(r"\b(?:MW|HL|JZ)-[A-Z0-9.]+\b|\b[a-z]{2}-\d+\b")
_NEVER = re.compile(r"种子|found in \d+|\d+ tries|\bspec\b|\.md\b|\bcase \d+", re.I)


def _check_both_languages(err, en_words):
    zh, en = err.render("zh"), err.render("en")
    assert en_words in en, en
    what_zh = zh.split("（位置：")[0].split("。可用：")[0]
    assert CJK.search(what_zh), zh  # says in Chinese what is wrong (a plain-str message was English in both)
    assert en_words not in what_zh, zh
    assert "Allowed: " in en and "。可用：" in zh  # and what would be accepted, in each language
    allowed_zh = zh.split("。可用：", 1)[1]
    assert CJK.search(allowed_zh) or re.fullmatch(r"[\s\d^'\[\],.|a-zA-Z0-9_:+-]*", allowed_zh), zh
    # one language at a time: the Chinese has no English words (beyond what the learner types or typed, type
    # names and ids) and Chinese punctuation; the English no Chinese punctuation
    rest = _RULE.sub(" ", _TYPES.sub(" ", _QUOTED.sub(" ", zh)))
    if CJK.search(allowed_zh):
        assert not re.search(r"[A-Za-z]{4,}", rest), zh
    assert not re.search(r"[\u4e00-\u9fff][:;,]|[:;,]\s*[\u4e00-\u9fff]", rest), zh
    assert not re.search(r"[，。：；（）]", en), en
    # learner words: no 种子 / "seed" (the argument may be named: 'seed'), no search counts, no spec files
    assert not _NEVER.search(zh) and not _NEVER.search(en), (zh, en)
    assert not re.search(r"\bseed\b", _QUOTED.sub(" ", en)), en


@pytest.mark.parametrize("why,trigger,en_words", CASES, ids=[c[0] for c in CASES])
def test_each_answer_error_is_in_both_languages(why, trigger, en_words):
    with pytest.raises(MjError) as info:
        trigger()
    _check_both_languages(info.value, en_words)


@pytest.mark.parametrize("why,trigger,en_words", PATCHED, ids=[c[0] for c in PATCHED])
def test_each_search_or_bank_error_is_in_both_languages(why, trigger, en_words, monkeypatch, tmp_path):
    with pytest.raises(MjError) as info:
        trigger(monkeypatch, tmp_path)
    _check_both_languages(info.value, en_words)


def test_the_language_checks_catch_what_they_are_for():
    with pytest.raises(AssertionError):  # English in both languages (the plain-str messages before)
        _check_both_languages(MjError("the seed is a whole number", "seed", "an int such as 3"), "whole number")
    with pytest.raises(AssertionError):  # "seed" in the English words
        _check_both_languages(MjError(plain("发牌编号要是整数", "the seed must be whole"), "seed",
                                      plain("整数", "whole")), "must be")
    with pytest.raises(AssertionError):  # a search count
        _check_both_languages(MjError(plain("没找到", "none found in 3000 tries"), "x", plain("换一个", "another")),
                              "none found")
    _check_both_languages(MjError(plain("发牌编号（'seed'）要是整数", "the deal number ('seed') must be whole"), "seed",
                                  plain("整数", "whole")), "must be")


def test_a_bad_mjlearn_today_is_told_in_both_languages(monkeypatch):
    monkeypatch.setenv("MJLEARN_TODAY", "2026-13-40")
    with pytest.raises(MjError) as info:
        P.today()
    zh, en = info.value.render("zh"), info.value.render("en")
    assert "is not a date" in en and "不是日期" in zh and "。可用：YYYY-MM-DD，如 2026-12-02" in zh
