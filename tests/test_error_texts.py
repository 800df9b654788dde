"""Every MjError the package raises says what is wrong in the learner's language (spec ``common.md`` § Errors;
``product.md`` § Library, "Language": one language at a time, zh complete, en complete).

A message given as a plain ``str`` is shown as it is in every language, so a Chinese learner reads English:
this scans the source of ``mjlearn`` (its syntax tree) and fails on any ``MjError(...)`` whose *what* is a string
literal, an f-string, a string built with ``+``/``%``/``.format``/``.join`` or ``str(...)`` (which freezes a
catalogue text in the language of the moment), and on any *allowed* part written as English words in a literal.
The words come from the catalogue instead (``mjlearn.i18n.register``/``T``, or ``Text(zh, en)``).
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import mjlearn
from mjlearn.errors import MjError

ROOT = Path(mjlearn.__file__).resolve().parent

#: Errors no learner can meet (a developer's mistake in the package's own data or code), with the reason; keyed
#: by module (relative to ``mjlearn/``) and the source of the message expression.  Empty: every MjError is worded
#: for the learner.
EXEMPT: dict[tuple[str, str], str] = {}

_PROSE = re.compile(r"\b[a-z]{2,}\s+[a-z]{2,}\b")  # two English words in a row: a sentence, not a value or code
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\b[\w.]+\([^()]*\)")


def _is_plain_text(node: ast.expr) -> bool:
    """Whether ``node`` builds a plain ``str`` (the same words in every language)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_plain_text(node.left) or _is_plain_text(node.right)
    if isinstance(node, ast.IfExp):
        return _is_plain_text(node.body) or _is_plain_text(node.orelse)
    if isinstance(node, ast.Call):
        f = node.func
        return (isinstance(f, ast.Name) and f.id in ("str", "repr", "format")) or \
            (isinstance(f, ast.Attribute) and f.attr in ("format", "join", "render"))
    return False


def _literal(node: ast.expr) -> str:
    """The literal words of ``node`` (a string, an f-string's text, or those of ``x or "…"`` / ``a if c else b``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BoolOp):
        return " ".join(_literal(v) for v in node.values)
    if isinstance(node, ast.IfExp):
        return _literal(node.body) + " " + _literal(node.orelse)
    if isinstance(node, ast.JoinedStr):
        return " ".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    return ""


def _part(call: ast.Call, i: int, name: str) -> ast.expr | None:
    if len(call.args) > i:
        return call.args[i]
    return next((k.value for k in call.keywords if k.arg == name), None)


def untranslated(source: str, module: str = "<text>") -> list[str]:
    """``"module:line: …"`` for each MjError in ``source`` whose what or allowed part is not in both languages."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and (getattr(node.func, "id", None) == "MjError"
                                                or getattr(node.func, "attr", None) == "MjError")):
            continue
        what, allowed = _part(node, 0, "what"), _part(node, 2, "allowed")
        if what is not None and _is_plain_text(what):
            src = ast.unparse(what)
            if (module, src) not in EXEMPT:
                out.append(f"{module}:{node.lineno}: what is a plain str: {src[:90]}")
        if allowed is not None and _PROSE.search(_QUOTED.sub(" ", _literal(allowed))):
            out.append(f"{module}:{node.lineno}: allowed is English words: {ast.unparse(allowed)[:90]}")
        if isinstance(allowed, ast.Attribute) and allowed.attr == "allowed":  # another error's English only
            out.append(f"{module}:{node.lineno}: allowed is an error's English: {ast.unparse(allowed)[:90]}")
    return out


def test_the_scan_finds_what_it_is_for():
    assert untranslated('raise MjError("no hand found", "seed", "another seed")')  # both parts English only
    assert untranslated('raise MjError(f"the seed is {x}", "seed")')
    assert untranslated('raise MjError(str(T("k")), "x")')  # a catalogue text frozen in one language
    assert untranslated('raise MjError("a " + name)')
    assert untranslated('raise MjError(T("k"), "x", "a whole number such as 3")')
    assert untranslated('e = errors.MjError(what="unknown kind")')
    assert untranslated('raise MjError(T("k"), "x", " ".join(rows) or "no discard at all")')
    assert untranslated('raise MjError(T("k"), e.where, e.allowed)')  # use e.allowed_text
    assert untranslated('raise MjError(T("k"), "seed", T("k.ok"))') == []
    assert untranslated('raise MjError(Text(f"{n} 张", f"{n} tiles"), "x", "kan, kakan, ankan")') == []
    assert untranslated('raise MjError(T("k"), "x", "drill(ruleset, \'discard\', seed=1)")') == []  # code to type


def test_every_mjerror_of_the_package_is_worded_in_both_languages():
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        found += untranslated(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    assert not found, "\n".join(found)
    for key, reason in EXEMPT.items():  # an exemption says why no learner meets it
        assert len(reason) > 20, key


# --- the errors the explorer and its 何切 tab make, triggered and read in both languages ----------------------

def _both(err, zh_words: str, en_words: str) -> None:
    zh, en = err.render("zh"), err.render("en")
    assert zh_words in zh and en_words not in zh, zh
    assert en_words in en and zh_words not in en, en


def test_the_explorers_own_errors_are_in_both_languages():
    from mjlearn.explorer.model import _pairs, as_error
    _both(as_error(KeyError("x")), "出了点问题", "something went wrong")  # a bug: never a traceback
    with pytest.raises(MjError) as info:
        _pairs("5p", ",", "5p:N")
    _both(info.value, "格式不对", "is not in the right form")


def test_the_discard_tabs_errors_are_in_both_languages(monkeypatch):
    pytest.importorskip("ipywidgets")
    from mjlearn.widgets import Explorer, advice_tab

    e = Explorer("222m456p678s34s55p", ruleset="mawan")  # 13 tiles: no discard advice
    e.view_html("advice")
    with pytest.raises(MjError) as info:
        e.views["advice"].pick("2m")
    _both(info.value, "没有打哪张的提示", "no discard advice for this hand")
    assert "14 张、还没胡的一手牌" in info.value.render("zh")
    e = Explorer("123m456p789s11z22z +2z", ruleset="mawan")  # a win: nothing to discard
    e.view_html("advice")
    with pytest.raises(MjError) as info:
        e.views["advice"].pick("1m")
    _both(info.value, "没有可打的牌（这手牌已经胡了）", "no discard (the hand already wins)")

    def broken(*a, **k):
        raise KeyError("bug")
    monkeypatch.setattr(advice_tab, "advise", broken)
    monkeypatch.setattr(advice_tab, "_CACHE", type(advice_tab._CACHE)())
    e2 = Explorer("222m456p678s34s55p9p", ruleset="mawan")
    err = advice_tab.advice_for(e2._state, "mawan")
    assert isinstance(err, MjError)
    _both(err, "出了点问题，这手牌没有打哪张的提示（KeyError）", "something went wrong: no discard advice")
    assert err.render("zh").endswith("。可用：换一手牌") and err.render("en").endswith("Allowed: another hand")


def test_an_option_text_that_cannot_be_read_is_told_in_both_languages():
    pytest.importorskip("ipywidgets")
    from mjlearn.widgets import Explorer

    e = Explorer("111m444p777s99s22z +2z", ruleset="huilai")
    e.option_widgets["huilai"]["ready_hands"].value = "E 19m19p19s1234567z"  # no separator
    err = e.settings.options_and_errors()[1]["huilai"]
    zh, en = err.render("zh"), err.render("en")
    label = e.option_widgets["huilai"]["ready_hands"]._mj_spec.label
    assert zh.startswith(f"{label.zh}：") and "格式不对" in zh, zh  # the option named, then its reader's words
    assert en.startswith(f"{label.en}: ") and "is not in the right form" in en, en


def test_a_tongpao_winners_unreadable_hand_is_told_once_in_each_language():
    from mjlearn.rules.huilai import settle_tongpao
    with pytest.raises(MjError) as info:
        settle_tongpao({"S": "123m456p789s11z22z +2z", "N": "12x"}, "W", {"allow_discard_win": True})
    zh, en = info.value.render("zh"), info.value.render("en")
    assert zh.startswith("通炮 winners['N']：") and zh.count("位置：") == 1 and zh.count("可用：") == 1, zh
    assert en.startswith("通炮 winners['N']: ") and en.count("(at: ") == 1 and en.count("Allowed: ") == 1, en
    allowed_zh = zh.split("。可用：", 1)[1]
    assert re.search(r"[\u4e00-\u9fff]", allowed_zh) and allowed_zh != en.split("Allowed: ", 1)[1], zh
