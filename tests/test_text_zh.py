"""Chinese as each region's players write it (spec ``course.md`` § Words, § Terms).

Every zh text a learner reads — the whole catalogue, every result text of a corpus of hands (three rulesets,
contexts, options, waits, bad input), every exercise's question, hints, solution and first wrong feedback, and
the advice texts — is checked for:

* no 和牌/和了 (as "win") or the other words the terms table says no text uses (种子, 副露, 巡, 加杠 …);
* no tile notation (``5m``, ``7z``) outside what the learner is told to type (``ex.check("9p")``, quoted code,
  hand notation after ``如``) and the learner's own input quoted back (``位置：…``);
* no ASCII ``:`` ``;`` ``,`` next to a Chinese character (``合计:``, reasons joined with ``"; "``);
* no Latin word of 4+ letters outside rule ids and answer-form examples;
* in a text of one ruleset, no word from another ruleset's column of the terms table (:func:`mjlearn.terms.foreign`).

And, per ruleset, every answer-form example an exercise text suggests (``ex.check("…")``) parses as an answer
for that ruleset's exercises of that kind.
"""
from __future__ import annotations

import importlib
import pkgutil
import re
import string

import pytest
from hands import CHOWS_SOUTH_PUNG
from test_text_languages import BAD, HANDS, OPTIONS, WAITING, _strip_html, result_texts

import mjlearn.exercises  # noqa: F401  (registers the exercise strings)
import mjlearn.frames  # noqa: F401  (registers the frame strings)
import mjlearn.render  # noqa: F401  (registers the view strings)
import mjlearn.widgets.explorer  # noqa: F401  (registers the explorer strings)
from mjlearn import api, terms
from mjlearn.errors import MjError
from mjlearn.i18n import catalogue, get_language, set_language
from mjlearn.rules import get_ruleset, ruleset_names

for _name in ruleset_names():
    get_ruleset(_name)
for _mod in pkgutil.walk_packages(mjlearn.__path__, "mjlearn."):  # every module's strings: the whole catalogue
    importlib.import_module(_mod.name)

RULESETS = terms.RULESETS

# --- what the learner types or typed: masked before the checks ---------------------------------------------

_CALL = re.compile(r"\b[A-Za-z_][\w.]*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")  # ex.check("…"), waits(), Meld(…)
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|`[^`\n]*`")
_KWARG = re.compile(r"\b\w+=\S+")
_HAND_NOTATION = re.compile(r"\b(?:pon|chi|kan|kakan|ankan):[0-9mpsz]*|\+[0-9][mpsz]")
_ECHO = re.compile(r"（位置：[^）]*）|\(at: [^)]*\)"  # the learner's own input quoted back by an error
                   r"|“[\x00-\x7f]*?”|^[\x21-\x7e]+(?=(?:（[^）]*）)?\s*不是)")
_ALLOWED_PART = re.compile(r"。可用：.*$", re.S)  # an error's "what is allowed": the notation to type
_AFTER_RU = re.compile(r"(?<=如)\s*[0-9mpsz +|:]+(?=[ ，。；）]|$)")  # 如 1122233334444s +2s (what to type)
_RULE_ID = re.compile(r"\b(?:MW|HL|JZ|CM)-[A-Za-z0-9.]+")
_PATTERN = re.compile(r"\b([A-Z])\1+\b")  # AAAA+BBBB+CC: a tile pattern

# Python values and hand-notation keywords the learner types (True/False, None, kakan …), named in errors
_CODE_WORDS = re.compile(r"\b(?:True|False|None|Python|numpy|pandas|Meld|pon|chi|kan|kakan|ankan)\b")
_TYPING_HELP = ("err.tile.", "jz.err.tileset", "explorer.notation_help", "explorer.opt_help_", "explorer.set_help")

_CJK = "\u3400-\u9fff"
_TILE_NOTATION = re.compile(r"(?<![A-Za-z0-9])[0-9]+[mpsz](?![A-Za-z])")
_ASCII_PUNCT = re.compile(rf"[{_CJK}）][:;,]|[:;,]\s*[{_CJK}（]")
_LATIN4 = re.compile(r"[A-Za-z]{4,}")


def masked(text: str) -> str:
    """``text`` with what the learner types or typed blanked out."""
    for rx in (_ECHO, _CALL, _KWARG, _QUOTED, _HAND_NOTATION, _AFTER_RU, _RULE_ID, _PATTERN, _CODE_WORDS):
        text = rx.sub(" ", text)
    return text


def typing_help(key: str) -> bool:
    """Catalogue texts that teach the notation a learner types (errors about notation, the explorer's input
    help): tile notation and code words are what they are about."""
    return key.startswith(_TYPING_HELP) or (key.startswith("err.") and key.endswith(".ok"))


def problems(text: str, ruleset: str | None = None, notation_ok: bool = False) -> list[str]:
    """What is wrong with the zh ``text`` (of ``ruleset``, when it belongs to one; ``notation_ok`` for a text
    that teaches the notation)."""
    out = []
    for _thing, word, rx in terms.never():
        if rx.search(text):
            out.append(f"never-word {word}")
    rest = masked(text)
    if _TILE_NOTATION.search(_ALLOWED_PART.sub("", rest)) and not notation_ok:
        out.append(f"tile notation {_TILE_NOTATION.findall(rest)[:3]}")
    m = _ASCII_PUNCT.search(rest)
    if m:
        out.append(f"ASCII punctuation {m.group(0)!r}")
    if _LATIN4.search(rest):
        out.append(f"Latin words {_LATIN4.findall(rest)[:3]}")
    if ruleset is not None:
        for thing, other, word, rx in terms.foreign(ruleset):
            if rx.search(text):
                out.append(f"{other}'s word {word} ({thing})")
    return out


def test_the_checks_catch_what_they_are_for():
    # texts that break course.md § Words and § Terms: notation, ASCII punctuation and English in Chinese, 和 for
    # 胡, 种子 and spec file names, another ruleset's word, a situation the ruleset lacks, 家族 for a family
    assert problems("单粘胡：7z 成掌；有幺九：1m9s7z", "jinzhou")
    assert problems("打 1z：听牌，听 6m 9m，共 8 张；期望值 220")
    assert problems("合计: 40 台")
    assert problems("自摸; 清")
    assert problems("看不懂这个答案：'番' is not a unit … Allowed: 台 倍 分 元")
    assert problems("这手牌已经和了（惠来），不用打牌")
    assert problems("按种子里的写法")
    assert problems("练习的规则：common.md Decompositions")
    assert problems("点炮和这门的5", "mawan") and not problems("放冲", "mawan")
    assert problems("五筒", "mawan") and not problems("五饼", "mawan") and problems("五饼", "huilai")
    assert problems("东风圈", "jinzhou")
    assert problems("逐个家族对照")
    # what the learner types is fine
    assert problems("回答：ex.check(\"9p\") 或点击下面的牌") == []
    assert problems("如 ex.check(\"将 缺\")", "mawan") == []
    assert problems("差几步听牌（向听）：2，MW-B05 将") == []
    assert problems("五万（位置：5m5m5m5m5m）。可用：每种牌只有 4 张") == []


# --- corpora -------------------------------------------------------------------------------------------------

_PREFIX = {"mw": "mawan", "mwp": "mawan", "hl": "huilai", "hlp": "huilai", "jz": "jinzhou", "jzp": "jinzhou"}


def _owner(key: str) -> str | None:
    head = key.split(".")[0]
    if head in _PREFIX:
        return _PREFIX[head]
    m = re.match(r"(MW|HL|JZ)-", key)
    return {"MW": "mawan", "HL": "huilai", "JZ": "jinzhou"}[m.group(1)] if m else None


def _fill(template: str) -> dict:
    return {name: "" for _, name, _, _ in string.Formatter().parse(template) if name}


def catalogue_zh():
    for key, (zh, _en) in sorted(catalogue().items()):
        try:
            text = zh.format(**_fill(zh))
        except (KeyError, IndexError, ValueError, AttributeError):
            text = re.sub(r"\{[^{}]*\}", "", zh)
        yield key, _owner(key), text


def corpus_zh():
    """(label, ruleset or None, text) for the result texts of the corpus, rendered in zh."""
    from mjlearn.advice import advise
    from mjlearn.render import waits_html
    from mjlearn.render.advice import advice_html
    for name in RULESETS:
        rs = get_ruleset(name)
        yield f"{name} title", name, str(rs.title)
        for spec in rs.option_specs:
            yield f"{name} option {spec.name}", name, str(spec.label)
            for v in spec.choices:
                yield f"{name} option {spec.name}={v!r}", name, str(spec.value_text(v))
        for opts in OPTIONS[name]:
            for hand, ctx in HANDS:
                try:
                    res = api.score(hand, name, ctx, opts)
                except MjError as e:
                    yield f"{name} {hand} {ctx} {opts} error", name, str(e)
                    continue
                for t in result_texts(res):
                    yield f"{name} {hand} {ctx} {opts}", name, t
            for hand in WAITING:
                try:
                    w = api.waits(hand, name, opts)
                    yield (f"{name} waits {hand}", name,
                           _strip_html(waits_html(w, shanten=api.shanten(hand, name, opts))))
                except MjError as e:
                    yield f"{name} waits {hand} error", name, str(e)
        for hand in ADVICE_HANDS:
            try:
                adv = advise(hand, name)
            except MjError as e:
                yield f"{name} advice {hand} error", name, str(e)
                continue
            yield f"{name} advice {hand}", name, str(adv)
            yield f"{name} advice html {hand}", name, _strip_html(advice_html(adv))
    for i, bad in enumerate(BAD):
        try:
            bad()
        except MjError as e:
            yield f"bad input {i}", None, str(e)


ADVICE_HANDS = ["123m456p789s1122z5z", "1113456666788s9m", "19m19p19s1234567z5m", CHOWS_SOUTH_PUNG,
                "2345m345p66799s55z", "1m3m5m7m9m1p5p9p1s5s9s1z5z7z"]


@pytest.fixture
def zh():
    old = get_language()
    set_language("zh")
    yield
    set_language(old)


def _report(bad: list[str]) -> str:
    return f"{len(bad)} texts:\n" + "\n".join(bad[:80])


# Catalogue keys of the exercise modules (``mjlearn/exercises``), checked in a test of their own, so that a failure
# says whether the exercise texts or the rest of the catalogue broke.
_EXERCISE_KEYS = ("ex.", "discard.", "pr.")


def _catalogue_problems(exercise_keys: bool) -> list[str]:
    bad = []
    for key, owner, text in catalogue_zh():
        if key.startswith("exercise."):  # a bank exercise's own texts: read per exercise (and ruleset) below
            continue
        if key.startswith(_EXERCISE_KEYS) != exercise_keys:
            continue
        p = problems(text, owner, typing_help(key))
        if p:
            bad.append(f"{key}: {text!r}: {p}")
    return bad


def test_every_catalogue_string_reads_as_chinese(zh):
    bad = _catalogue_problems(exercise_keys=False)
    assert not bad, _report(bad)


def test_every_exercise_catalogue_string_reads_as_chinese(zh):
    bad = _catalogue_problems(exercise_keys=True)
    assert not bad, _report(bad)


def test_every_result_and_advice_text_of_the_corpus_reads_as_chinese(zh):
    bad, seen, n = [], set(), 0
    for label, owner, text in corpus_zh():
        n += 1
        p = problems(text, owner)
        if p and text not in seen:
            seen.add(text)
            bad.append(f"{label[:60]}: {p}: {text[:240]!r}")
    assert n > 500
    assert not bad, _report(bad)


# --- exercises -------------------------------------------------------------------------------------------------

def _wrong_answers(ex):
    exp = ex.need_expected()
    k = ex.kind
    if k == "is_win":
        return [not exp["win"]]
    if k == "total":
        return [exp["total"] + 10]
    if k == "waits":
        return ["none", "1m", "5z"]
    if k == "items":
        return [["MW-B01"] if ex.ruleset != "mawan" else ["MW-B02"], ["HL-P01"], ["JZ-C1"]]
    if k == "payments":
        return [{s: 0 for s in exp["payments"]}]
    if k == "decompositions":
        return ["123m", "111z 222z 333z 444z 55z"]
    return []


def exercise_texts(ruleset):
    """(exercise id, text) for the question, every hint level, the solution and the first wrong feedback."""
    from mjlearn.exercises import load
    for ex in load(ruleset):
        yield ex.id, "question", str(ex)
        for i, h in enumerate(ex.hint_levels()):
            yield ex.id, f"hint {i + 1}", str(h)
        try:
            yield ex.id, "solution", str(ex.solution())
        except MjError as e:
            yield ex.id, "solution error", str(e)
            continue
        for wrong in _wrong_answers(ex):
            fb = ex.check(wrong)
            if not fb:
                yield ex.id, "first wrong feedback", str(fb)
                break
        ex.wrong_tries = 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_exercise_text_reads_as_chinese_of_its_ruleset(zh, ruleset):
    bad = []
    for ex_id, part, text in exercise_texts(ruleset):
        p = problems(text, ruleset)
        if p:
            bad.append(f"{ex_id} {part}: {p}: {text[:240]!r}")
    assert not bad, _report(bad)


_PLACEHOLDER = re.compile(r"原因|编号|数目|单位|名称|<")
_EXAMPLE = re.compile(r"ex\.check\((\"[^\"]*\"|'[^']*'|[^()\"']+)\)")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_answer_form_example_parses_for_the_ruleset(zh, ruleset):
    """Each ``ex.check(…)`` example in an exercise's texts is a readable answer for that exercise (a kind's
    parser accepts it under this ruleset: the items and reasons it names are this ruleset's)."""
    import ast

    from mjlearn.exercises import load
    bad = []
    for ex in load(ruleset):
        texts = [str(ex)] + [str(h) for h in ex.hint_levels()]
        for text in texts:
            for m in _EXAMPLE.finditer(text):
                src = m.group(1).strip()
                if src in ("…", "...") or "…" in src or _PLACEHOLDER.search(src):
                    continue  # a template ("不胡 原因", "编号 编号"), not an example
                try:
                    answer = ast.literal_eval(src)
                except (ValueError, SyntaxError):
                    continue
                try:
                    ok, lines = ex.kind_obj.check(ex, answer, ex.need_expected())
                except MjError as e:
                    bad.append(f"{ex.id} ({ex.kind}): ex.check({src}) is refused: {e.render('en')[:160]}")
                    continue
                unread = [str(t) for t in lines if getattr(t, "key", "") in _UNREAD_KEYS]
                if unread:
                    bad.append(f"{ex.id} ({ex.kind}): ex.check({src}) is not this ruleset's: {unread[:2]}")
    assert not bad, _report(bad)


# feedback lines that say an answer named something this exercise's ruleset does not have
_UNREAD_KEYS = {"ex.fb.item.unknown", "ex.fb.win.other_ruleset", "ex.fb.win.why_unrecognised", "ex.fb.unreadable"}


def test_suit_names_follow_the_ruleset():
    """course.md § Terms: the dots suit is 饼 in Mawan (20× in its rule text) and 筒 in Huilai and Jinzhou, so a
    hint that points to a suit says 饼子 / 筒子 accordingly; English keeps "dots"."""
    from mjlearn.exercises.messages import suit_text

    assert suit_text(1, "mawan").zh == "饼子"
    assert suit_text(1, "huilai").zh == "筒子" and suit_text(1, "jinzhou").zh == "筒子"
    assert suit_text(0, "mawan").zh == "万子" and suit_text(1, "mawan").en.startswith("dots")
