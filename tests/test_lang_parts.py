"""``lang`` on every text in the language it is in (WCAG 2.1 SC 3.1.2 Language of Parts).

Every text node of a view — results, advice, exercises and their feedback, the explorer's views, the table
widget — is parsed and checked against the nearest ``lang`` above it: Han characters only under ``zh…``, Latin
letters only under ``en`` (tile notation such as ``5m`` / ``123p`` and rule ids such as ``MW-B05`` are
language-neutral), in each of the three display languages (``zh``, ``en``, ``both``).

Names in attributes (``aria-label``, ``title``, ``alt``) and a tile face's ``<title>`` cannot hold a span, so
each must be in its element's ``lang`` as a whole: in ``both`` that is the page's primary language, Chinese
(``mjlearn.render.lang.name``); the English is in the visible text.  They are checked the same way.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from hands import CHICKEN, SEVEN_PAIRS, THIRTEEN_ORPHANS, WHITE_PUNG_DECLARED

import mjlearn as mj
from mjlearn.i18n import set_language
from mjlearn.render import advice_compare_html, advice_html, hand_html, result_html, waits_html
from mjlearn.render.lang import tag_lang

_NEUTRAL = re.compile(r"(?<![A-Za-z])\d+[mpsz](?![A-Za-z])|(?:MW|HL|JZ)-[A-Z0-9]+(?:\.[A-Za-z0-9]+)*")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")
_VOID = {"br", "hr", "img", "input", "meta", "link", "col", "wbr", "source", "area"}
_NAMES = ("aria-label", "title", "alt", "placeholder")


class _Check(HTMLParser):
    """Collects (text, nearest lang) for every text node that breaks the rule, and text with no lang at all."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None]] = []
        self.bad: list[tuple[str, str | None]] = []
        self.texts = 0
        self.names = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        lang = a.get("lang")
        lang = lang if lang is not None else (self.stack[-1][1] if self.stack else None)
        for key in _NAMES:
            if a.get(key):
                self.names += 1
                self._check(a[key], lang, key)
        if tag not in _VOID:
            self.stack.append((tag, lang))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in _VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        for k in range(len(self.stack) - 1, -1, -1):
            if self.stack[k][0] == tag:
                del self.stack[k:]
                return

    def handle_data(self, data):
        tags = [t for t, _ in self.stack]
        if "style" in tags or "script" in tags:
            return
        self._check(data, self.stack[-1][1] if self.stack else None)

    def _check(self, data: str, lang: str | None, attr: str = "") -> None:
        text = _NEUTRAL.sub(" ", data)
        if not (_HAN.search(text) or _LATIN.search(text)):
            return
        self.texts += 1
        what = f"{attr}={data}" if attr else data
        if lang is None:
            self.bad.append((what, None))
        elif (lang.startswith("zh") and _LATIN.search(text)) or (lang == "en" and _HAN.search(text)):
            self.bad.append((what, lang))


def wrong_lang(fragment: str, language: str = "") -> tuple[list[tuple[str, str | None]], int]:
    """(texts and names whose letters are not in their nearest ``lang``, number of texts and names with
    letters).  ``language`` is not used: every view is held to the same rule in each language."""
    p = _Check()
    p.feed(fragment)
    p.close()
    return p.bad, p.texts


LANGS = ("zh", "en", "both")


@pytest.fixture(params=LANGS)
def language(request):
    set_language(request.param)
    return request.param


# ------------------------------------------------------------------------------------------ tag_lang itself

@pytest.mark.parametrize("fragment, lang, expected", [
    # an English gloss that names the Chinese term: the term is Chinese
    ("<b>ready (听牌)</b>", "en", '<b lang="en">ready (<span lang="zh-CN">听牌</span>)</b>'),
    # a Chinese sentence with a tile and a rule id: nothing to wrap
    ("<div>鬼牌当5m（MW-B05）</div>", "zh", '<div lang="zh-CN">鬼牌当5m（MW-B05）</div>'),
    # both: a term then a sentence in both languages; the run spans the space between two English words
    ("<p>听牌 ready · 中文句子 / English sentence</p>", "both",
     '<p lang="zh-CN">听牌 <span lang="en">ready</span> · 中文句子 / <span lang="en">English sentence</span></p>'),
    # an element that says its language keeps it; a run inside is in that element's language
    ('<div><i lang="en">four 中 tiles</i></div>', "zh",
     '<div lang="zh-CN"><i lang="en">four <span lang="zh-CN">中</span> tiles</i></div>'),
    # entities, attributes, styles and svg insides are never touched
    ('<style>a{b:c}</style><span title="听牌">&quot;x&quot;<svg><title>五万</title></svg></span>', "en",
     '<style>a{b:c}</style><span title="听牌" lang="en">&quot;x&quot;<svg><title>五万</title></svg></span>'),
])
def test_tag_lang_wraps_each_run_of_the_other_language(fragment, lang, expected):
    assert tag_lang(fragment, lang) == expected
    assert tag_lang(expected, lang) == expected  # idempotent


def test_the_check_finds_text_in_the_wrong_language():
    """The check itself: untagged mixed text fails, in each direction, and text with no lang at all fails."""
    assert wrong_lang('<div lang="en">ready (听牌)</div>', "en")[0] == [("ready (听牌)", "en")]
    assert wrong_lang('<div lang="zh-CN">听牌 ready</div>', "zh")[0] == [("听牌 ready", "zh-CN")]
    assert wrong_lang("<div>ready</div>", "en")[0] == [("ready", None)]
    assert wrong_lang('<div lang="zh-CN">5m MW-B05 123p</div>', "zh")[0] == []
    # a name in an attribute is held to its element's lang, the element's own lang first
    assert wrong_lang('<div lang="zh-CN"><span aria-label="五万 5 of characters"></span></div>')[0] == [
        ("aria-label=五万 5 of characters", "zh-CN")]
    assert wrong_lang('<div lang="zh-CN"><b title="ready" lang="en">ready</b><i title="五万"></i></div>')[0] == []
    assert wrong_lang('<p lang="en"><svg><title>五万</title></svg></p>')[0] == [("五万", "en")]


# ------------------------------------------------------------------------------------ every kind of view

HANDS = [(CHICKEN, "mawan"), (WHITE_PUNG_DECLARED, "huilai"), (SEVEN_PAIRS, "jinzhou"),
         (THIRTEEN_ORPHANS, "huilai"), ("123m456p789s1122m +5m", "jinzhou"), ("123m456m789m123p5p +5p", "jinzhou")]  # not wins


def _assert_tagged(fragment: str, language: str) -> None:
    bad, n = wrong_lang(fragment, language)
    assert n > 0
    assert bad == [], bad[:5]


@pytest.mark.parametrize("hand, ruleset", HANDS)
def test_results_carry_lang_on_every_text(language, hand, ruleset):
    res = mj.score(hand, ruleset)
    _assert_tagged(result_html(res), language)
    _assert_tagged(res._repr_html_(), language)
    _assert_tagged(hand_html(hand), language)


def test_waits_and_advice_carry_lang_on_every_text(language):
    _assert_tagged(waits_html(mj.waits("123m456p789s11z22z", "mawan"), shanten=0), language)
    hand = "123m456m789s1155p9p"  # 14 tiles: 何切
    advices = {rs: mj.advise(hand, rs) for rs in ("mawan", "huilai", "jinzhou")}
    for adv in advices.values():
        _assert_tagged(advice_html(adv), language)
    _assert_tagged(advice_compare_html(advices), language)


def test_exercises_and_their_feedback_carry_lang_on_every_text(language):
    from mjlearn.exercises import load
    for rs in ("mawan", "huilai", "jinzhou"):
        ex = next(iter(load(rs)))
        _assert_tagged(ex._repr_html_(), language)
        _assert_tagged(ex.hint(1)._repr_html_(), language)
        _assert_tagged(ex.check("")._repr_html_(), language)


def test_explorer_views_carry_lang_on_every_text(language):
    """Every HTML part of the explorer widget (views, summary, labels, help and messages)."""
    import ipywidgets as W

    from mjlearn.widgets.explorer import Explorer
    ex = Explorer(hand=WHITE_PUNG_DECLARED, lang=language)

    def parts(w):
        if isinstance(w, W.HTML):
            yield w.value
        for c in getattr(w, "children", ()):
            yield from parts(c)

    html = [v for v in parts(ex) if v]
    assert len(html) > 5
    for v in html:
        bad, _ = wrong_lang(v, language)
        assert bad == [], bad[:5]


def test_the_table_widget_carries_lang_on_every_text(language):
    """The table widget: the board with ghosts and horses, the controls with the hint, the live region, then
    the settlement, the review and the replay of a finished hand, and a shipped record's notes."""
    from mjlearn.tiles import tile_str
    from mjlearn.widgets import Table
    t = Table("huilai", seed=7, options={"horses": 4, "ghosts": "flip"}, advice=True)
    views = [t.html, t.status]
    n = 0
    while t.mode == "play" and n < 300:
        g = t.game
        if any(a.kind == "win" for a in g.legal_actions()):
            t.act({"kind": "win"})
        elif g.phase == "turn":
            t.act({"kind": "discard", "tile": tile_str(g.hands[t.me][-1])})
        else:
            t.act({"kind": "pass"})
        if n in (1, 5):
            views += [t.html, t.status]
        n += 1
    assert t.mode == "review"
    t.act({"kind": "goto", "step": 3})
    views += [t.html, t.status]
    s = Table.shipped("robbed_kong")
    s.act({"kind": "jump", "to": "kong"})
    views += [s.html, s.status]
    t.act({"kind": "win"})  # the hand is over: an error next to the controls
    views.append(t.html)
    for v in views:
        if v:
            _assert_tagged(v, language)
    assert t.lang == ("en" if language == "en" else "zh-CN")
