"""One clean language at a time (spec ``product.md`` § Library, "Language").

Renders every catalogue string, and every learner-facing text of the results of a corpus of hands — the three
rulesets, discard / self-draw / rob-kong wins and the special events, explicit and default seats, ruleset
options, waiting hands and the errors that bad input raises — in ``zh``, ``en`` and ``both``, and checks:

* no field names anywhere (``win_by``, ``discarder``, any snake_case word);
* ``zh``: no Latin-letter words apart from tile notation (``5m``, ``123s``), rule ids (``MW-B05``) and the
  hand-notation keywords learners type (``pon:``, ``chi:``, ``kan:``…);
* ``en``: no Chinese sentence (Chinese terms of art may appear, at most a few characters at a time, and no
  Chinese punctuation);
* ``both``: brackets never nest, and no term is said twice in a row.
"""
from __future__ import annotations

import html as _html
import re
import string

import pytest
from hands import CHICKEN, CHOWS_SOUTH_PUNG, STRAIGHT_IN_CHARACTERS, THIRTEEN_ORPHANS

import mjlearn.exercises  # noqa: F401  (registers the exercise strings)
import mjlearn.frames  # noqa: F401  (registers the frame strings)
import mjlearn.render  # noqa: F401  (registers the view strings)
import mjlearn.widgets.explorer  # noqa: F401  (registers the explorer strings)
from mjlearn import api
from mjlearn.errors import MjError
from mjlearn.i18n import Text, Unit, both, catalogue, get_language, is_sentence, set_language
from mjlearn.rules import get_ruleset, ruleset_names

for _name in ruleset_names():  # registers every ruleset's strings before the catalogue is read
    get_ruleset(_name)

LANGS = ("zh", "en", "both")

# --- the checks ---------------------------------------------------------------------------------

_SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
_FIELDS = re.compile(r"\b(win_by|(?<!the )discarder|self_draw|rob_kong|kong_replacement|first_turn|first_discard|"
                     r"last_tile|round_wind|initial_hand)\b")
_TILE_NOTATION = re.compile(r"(?<![A-Za-z])[0-9]+[mpsz](?![A-Za-z])")
_RULE_ID = re.compile(r"\b(MW|HL|JZ|CM)-[A-Za-z0-9.]+|\bCTX\b")
# words a learner types in hand notation, and the names of the three rulesets' spec files
_ZH_ALLOWED = {"pon", "chi", "kan", "kakan", "ankan", "true", "false", "nan", "none", "context", "meld", "python",
               "numpy", "pandas"}
_CODE = re.compile(r"\b[A-Za-z_][\w.]*\([^()]*\)|'[A-Za-z]+'")  # a call the learner types: ex.check("…")
_QUOTED = re.compile(r"\b\w+=('[^']*'|\w+)|'[^'\s]*'")
_ECHO = re.compile(r"“[^”]*”")  # the learner's own input quoted back: “flying” 不是一种胡法
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
_PATTERN = re.compile(r"\b([A-Z])\1+\b")  # AAAA+BBBB+CC: a tile pattern, not a word
_CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
_CJK_PUNCT = re.compile(r"[，。：；！？（）“”]")


def problems(text: str, lang: str) -> list[str]:
    """What is wrong with ``text`` shown in ``lang`` (empty list: clean)."""
    out = []
    # code the learner types ('self_draw', win_by='discard', settle_kongs()) is code, not prose
    text = _CODE.sub(" ", _QUOTED.sub(" ", text))
    if _FIELDS.search(text) or _SNAKE.search(text):
        out.append("field name")
    if lang == "zh":
        rest = _RULE_ID.sub(" ", _CODE.sub(" ", _ECHO.sub(" ", text)))
        rest = _PATTERN.sub(" ", _TILE_NOTATION.sub(" ", rest))
        words = [w for w in _LATIN_WORD.findall(rest) if w.lower() not in _ZH_ALLOWED]
        if words:
            out.append(f"Latin words in zh: {words[:5]}")
    if lang == "en":
        runs = [r for r in _CJK_RUN.findall(text) if len(r) > 8]
        if runs:
            out.append(f"Chinese sentence in en: {runs[:3]}")
        if _CJK_PUNCT.search(text):
            out.append("Chinese punctuation in en")
    if lang == "both":
        depth = 0
        for ch in _CODE.sub(" ", text):
            if ch in "(（":
                depth += 1
                if depth > 1:
                    out.append("nested brackets")
                    break
            elif ch in ")）":
                depth = max(0, depth - 1)
    return out


def test_the_checks_catch_what_they_are_for():
    assert problems("默认假设：win_by / discarder", "zh")
    assert problems("assumed: discarder", "en")
    assert problems("碰 (pung (claimed))", "both") == ["nested brackets"]
    assert problems("合计 40 台 MW-B05 5m pon:555z", "zh") == []
    assert problems("这手牌拆不成任何合法牌型", "zh") == []
    assert problems("not a win because the tiles", "zh")
    assert problems("这手牌拆不成任何合法牌型", "en")
    assert problems("four ghosts win 四鬼胡牌", "en") == []


# --- the both rendering ---------------------------------------------------------------------------

def test_both_says_a_term_once_and_a_sentence_in_both_languages():
    assert both("将", "2-5-8 pair") == "将 2-5-8 pair"
    assert both("碰", "pung (claimed)") == "碰 pung (claimed)"
    assert both("听牌", "ready (听牌)") == "听牌 ready"  # the English gloss repeating the term is dropped
    assert both("马湾算胡", "Mawan 马湾算胡") == "马湾算胡 Mawan"
    assert both("40 台", "40 tai") == "40 台"  # an amount with its unit, once
    assert both("自摸", "自摸") == "自摸"
    assert both("这手牌拆不成任何合法牌型", "the tiles do not form any allowed hand shape") ==\
        "这手牌拆不成任何合法牌型 / the tiles do not form any allowed hand shape"
    assert is_sentence("默认：没有人包胡", "assumed: nobody is liable")
    assert not is_sentence("将", "pair")
    # a tile's notation leads both languages: it is said once, then the Chinese name, then the English one
    assert both("1m 一万", "1m (1 of characters)") == "1m 一万 (1 of characters)"
    assert both("HL-P01 标准", "HL-P01 standard") == "HL-P01 标准 standard"


def test_explorer_tile_choices_say_each_term_once():
    """The tile dropdowns ("set" tile, ghost indicator, seen tiles…) in ``both`` read
    "1m 一万 (1 of characters)": the notation once, no repeated Chinese or English."""
    from mjlearn.explorer.strings import tile_text
    t = tile_text(0)
    assert t.render("zh") == "1m 一万" and t.render("en") == "1m (1 of characters)"
    assert t.render("both") == "1m 一万 (1 of characters)"
    for k in range(34):
        out = tile_text(k).render("both")
        notation = out.split(" ")[0]
        assert out.count(notation) == 1, out          # the notation is not repeated
        assert out.count("(") == 1 and out.endswith(")"), out  # one English gloss, not nested


def test_units_compare_as_chinese_and_render_per_language():
    u = Unit("台")
    assert u == "台" and {u: 1}["台"] == 1
    old = get_language()
    try:
        set_language("en")
        assert str(u) == "tai" and f"{u}" == "tai"
        set_language("zh")
        assert str(u) == "台"
    finally:
        set_language(old)


# --- the corpus -------------------------------------------------------------------------------------

def _fill(template: str) -> dict:
    return {name: 3 for _, name, _, _ in string.Formatter().parse(template) if name}


def catalogue_texts():
    for key, (zh, en) in sorted(catalogue().items()):
        try:
            yield key, Text(zh.format(**_fill(zh)), en.format(**_fill(en)), key)
        except (KeyError, IndexError, ValueError):  # positional / attribute fields: render the template
            yield key, Text(zh, en, key)


HANDS = [  # (hand, context) — complete hands
    (CHOWS_SOUTH_PUNG, {}),
    (CHOWS_SOUTH_PUNG, {"win_by": "self_draw"}),
    (CHOWS_SOUTH_PUNG, {"win_by": "discard", "discarder": "W"}),
    ("123m345p456s777s9s +9s", {}),
    ("123m345p456s777s9s +9s", {"win_by": "self_draw", "seat": "E"}),
    ("123m345p456s777s9s +9s", {"win_by": "self_draw", "kong_replacement": False, "last_tile": True}),
    ("1122334455667m +7m", {}),
    ("1122334455667m +7m", {"win_by": "self_draw", "dealer": "S", "seat": "S"}),
    (THIRTEEN_ORPHANS, {}),
    ("123m123m456p7999s +8s", {"win_by": "rob_kong"}),
    ("222m345p678s9s kan:1111p +9s", {"win_by": "self_draw", "kong_replacement": True}),
    ("234m345p567s5p pon:777s +5p", {"liable": "N"}),
    ("234m345p567s5p pon:777s +5p", {"win_by": "self_draw", "seen": {"5p": 2}}),
    ("123m456p789s1122s +1s", {"first_discard": True}),
    ("123m456p789s1122s +1s", {"win_by": "self_draw", "first_turn": True, "seat": "E"}),
    ("123m456p789s5m pon:777z +5m", {"kong_discard": True, "kong_discard_red": True}),
    ("112233m456p789s5z +5z", {}),  # not a win: no pair
    ("123456789m1234z +5z", {}),  # not a win
]
WAITING = ["1113456666788s", "445566m2277779s", "123m456p789s1122z", "1112345678999m", "13m456p789s1122z5z"]
OPTIONS = {
    "mawan": [{}, {"yun_cap": "winds", "stake": "55"}],
    "huilai": [{}, {"ghosts": "white"}, {"ghosts": "flip", "indicator": "5p", "horses": 4, "horse_tiles": "1m5p9s2z"},
               {"stacking": "add", "cap": 10}],
    "jinzhou": [{}, {"dead_wall": 16}],
}
BAD = [  # bad input a learner can give: every message in the learner's language
    lambda: api.score("123m456p789s1122z9z +2z", "mawan"),
    lambda: api.score("123m456p789s1122z +2z0m", "mawan"),
    lambda: api.score("11111m456p789s11z +2z", "mawan"),
    lambda: api.score("123m456p789s1122z", "mawan"),
    lambda: api.score("123m456p789s11z +2z", "mawan"),
    lambda: api.score(CHOWS_SOUTH_PUNG, "jinzhou"),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"win_by": "flying"}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"seat": "X"}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"discarder": "S"}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"kong_replacement": True}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"colour": 1}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", None, {"stake": "12"}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"ghosts": "flip"}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"cap": 0}),
    lambda: api.score("chi:135m 456p789s1122z +2z", "mawan"),
    lambda: api.waits(CHOWS_SOUTH_PUNG, "mawan"),
    lambda: api.decompose("123m456p789s1122z", "mawan"),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"seen": {"2z": 4}}),
    # Mawan initial_hand (MW-X02/X03) checks
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"initial_hand": "123m"}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"initial_hand": [99] * 13}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"initial_hand": "123m456p789s11z +2z"}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"initial_hand": 3.5}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "mawan", {"initial_hand": "11111m23456789p"}),
    # Huilai other_kongs / kong_from / ready_hands structure (HL-K3, HL-O14/O15)
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"other_kongs": 5}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"other_kongs": ["E ankan"] * 17}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"other_kongs": ["E foo"]}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"other_kongs": [3]}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"other_kongs": ["E kan"]}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"other_kongs": ["E kan E"]}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"other_kongs": ["E ankan S"]}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"kong_from": 3}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"kong_from": {"0x": "N"}}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"kong_from": {99: "N"}}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"players": 3, "kong_from": {"5p": "N"}}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"ready_hands": 3}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"ready_hands": {"E": CHOWS_SOUTH_PUNG}}),
    lambda: api.score(CHOWS_SOUTH_PUNG, "huilai", None, {"ready_hands": {"E": "xx"}}),
    # Huilai table procedures (HL-F, HL-O17, HL-O08)
    lambda: _hl_proc().may_kong_later("sometimes"),
    lambda: _hl_proc().can_rob_kong("bigkong"),
    lambda: _hl_proc().is_drawn_hand(tiles_left=-1, horses=4),
    lambda: _hl_proc().is_drawn_hand(tiles_left=10, horses=4, someone_won="yes"),
    lambda: _hl_proc().next_dealer("E", winner="Q"),
    lambda: _hl_proc().may_pung_after_pass("5p", "xx"),
    # Jinzhou table procedures (JZ-F1, JZ-F2)
    lambda: _jz_proc().wall_phase(12, dead_wall=9),
    lambda: _jz_proc().wall_phase(99),
    lambda: _jz_proc().wall_phase(12, odd_tail="yes"),
    lambda: _jz_proc().fen_zhang_order("S", 7),
    lambda: _jz_proc().follow_dealer("5m5m5m5m", dealer="E"),
    lambda: _jz_proc().follow_dealer([["5m", "5m"]], dealer="E"),
    lambda: _jz_proc().follow_dealer([["5m"] * 4, ["5m"] * 4], dealer="E"),
    # Mawan table procedures (MW-G1 … MW-G5)
    lambda: _mw_proc().dice_direction(13),
    lambda: _mw_proc().resolve_claims("E", "S win", discarder="S"),
    lambda: _mw_proc().resolve_claims("E", {"W": "steal"}, discarder="S"),
    lambda: _mw_proc().resolve_claims("E", {"S": "win"}, discarder="S"),
    lambda: _mw_proc().resolve_claims("E", {"N": "chi"}, discarder="S"),
    lambda: _mw_proc().PotCycle(base=0),
    lambda: _mw_proc().PotCycle(how="steal"),
    lambda: _mw_proc().PotCycle(pot_fine=99),
]


def _mw_proc():
    from mjlearn.rules.mawan import procedures
    return procedures


def _jz_proc():
    from mjlearn.rules.jinzhou import procedures
    return procedures


def _hl_proc():
    from mjlearn.rules.huilai import procedures
    return procedures


def _strip_html(s: str) -> str:
    s = re.sub(r"<style.*?</style>", " ", s, flags=re.S)
    s = re.sub(r"<svg.*?</svg>", " ", s, flags=re.S)
    s = re.sub(r'<span lang="[^"]*">([^<]*)</span>', r"\1", s)  # a run in the other language (SC 3.1.2): inline
    s = re.sub(r'\b(class|data-[a-z-]+|style|id|aria-[a-z]+|role|viewBox|xmlns|fill|d|href)="[^"]*"', " ", s)
    attrs = " ".join(re.findall(r'(?:title|alt|aria-label)="([^"]*)"', s))
    s = re.sub(r"<[^>]+>", " ", s)
    return _html.unescape(s + " " + attrs)


def result_texts(res) -> list[str]:
    """Every learner-facing text of a result in the current language."""
    from mjlearn import frames
    from mjlearn.render import result_html
    out = [str(t) for t in res.why_not] + [str(a) for a in res.assumptions] + [str(n.text) for n in res.notes]
    for it in res.items:
        out += [str(it.name), str(it.reason), str(it.unit)]
        if it.excluded_reason is not None:
            out.append(str(it.excluded_reason))
    for rs in res.readings:
        out += [str(p) for p in rs.problems] + ([str(rs.label)] if rs.label is not None else [])
    out += [str(p.reason) for p in res.payment_lines]
    if res.total_text is not None:
        out.append(str(res.total_text))
    for df in (res.items_frame(), res.readings_frame(), res.payments_frame(),
               frames.payments_frame(res, lines=True)):
        out += [str(c) for c in df.columns] + [str(v) for v in df.astype(str).to_numpy().ravel()]
    out.append(_strip_html(result_html(res)))
    return out


def corpus_texts():
    """(label, text) for the whole corpus in the current language."""
    from mjlearn import frames
    from mjlearn.render import waits_html
    for name in ruleset_names():
        rs = get_ruleset(name)
        yield f"{name} title", str(rs.title)
        for spec in rs.option_specs:
            yield f"{name} option {spec.name}", str(spec.label)
            for v in spec.choices:
                yield f"{name} option {spec.name}={v!r}", str(spec.value_text(v))
        for opts in OPTIONS[name]:
            for hand, ctx in HANDS:
                try:
                    res = api.score(hand, name, ctx, opts)
                except MjError as e:
                    yield f"{name} {hand} {ctx} {opts} error", str(e)
                    continue
                for t in result_texts(res):
                    yield f"{name} {hand} {ctx} {opts}", t
            for hand in WAITING:
                try:
                    w = api.waits(hand, name, opts)
                    yield f"{name} waits {hand}", _strip_html(waits_html(w, shanten=api.shanten(hand, name, opts)))
                except MjError as e:
                    yield f"{name} waits {hand} error", str(e)
    for hand in WAITING:
        df = frames.waits_frame(hand)
        yield f"waits_frame {hand}", " ".join(map(str, df.columns)) + " " + " ".join(map(str, df.to_numpy().ravel()))
    for hand, ctx in HANDS:
        df = frames.comparison_frame(hand, ctx)
        yield (f"comparison_frame {hand}", " ".join(map(str, df.columns)) + " "
               + " ".join(map(str, df.to_numpy().ravel())) + " " + " ".join(map(str, df.index)))
    for i, bad in enumerate(BAD):
        try:
            bad()
        except MjError as e:
            yield f"bad input {i}", str(e)
        else:  # pragma: no cover - the corpus is of bad input
            raise AssertionError(f"bad input {i} was accepted")


@pytest.fixture(params=LANGS)
def lang(request):
    old = get_language()
    set_language(request.param)
    yield request.param
    set_language(old)


def test_every_catalogue_string_is_clean(lang):
    bad = []
    for key, text in catalogue_texts():
        p = problems(text.render(lang), lang)
        if p:
            bad.append(f"{key}: {text.render(lang)!r}: {p}")
    assert not bad, f"{len(bad)} catalogue strings:\n" + "\n".join(bad[:60])


def test_every_result_text_of_the_corpus_is_clean(lang):
    bad, n = [], 0
    seen = set()
    for label, text in corpus_texts():
        n += 1
        p = problems(text, lang)
        if p and text not in seen:
            seen.add(text)
            bad.append(f"{label[:70]}: {p}: {text[:300]!r}")
    assert n > 500
    assert not bad, f"{len(bad)} texts:\n" + "\n".join(bad[:60])


def test_a_self_draw_never_names_a_discarder_and_assumptions_name_what_was_assumed(english):
    for name in ruleset_names():
        res = api.score(CHOWS_SOUTH_PUNG, name, {"win_by": "self_draw"}) if name != "jinzhou" else\
            api.score("123m345p456s777s9s +9s", name, {"win_by": "self_draw"})
        text = " ".join(str(a) for a in res.assumptions)
        assert "上家" not in text and "discarded" not in text, (name, text)
        res = api.score("123m345p456s777s9s +9s", name)
        text = " ".join(str(a) for a in res.assumptions)
        assert "before you" in text and "上家" in text, (name, text)  # "the player before you (上家) discarded"


def test_a_seed_reference_in_both_names_each_heading_once():
    """An item's source reads "马湾算胡 Mawan · 二、胡牌规则 (winning rules) · 算法 (scoring) 9"
    in ``both``: the seed's Chinese heading once, with its gloss, not the whole line twice."""
    from mjlearn import get_ruleset
    from mjlearn.render.result import source_text
    t = source_text("000 二·算法 9", get_ruleset("mawan").title)
    assert t.render("zh") == "马湾算胡 · 二、胡牌规则 · 算法 9"
    out = t.render("both")
    assert out.count("二、胡牌规则") == 1 and out.count("算法") == 1 and " / " not in out
    assert out.startswith("马湾算胡 Mawan") and "(winning rules)" in out and "(scoring)" in out


def test_payment_sentences_show_whole_amounts_without_a_decimal_point():
    """A Mawan payment line reads "= 10 元"; 100 台 at stake 11 is
    100 ÷ 10 × 1 = 10 元 a payer, at stake 22 it is 20 元; 35 台 at stake 11 is 3.5 元."""
    import mjlearn as mj
    from mjlearn.context import make_context
    from mjlearn.rules.mawan.settlement import payment_lines
    r = mj.score(STRAIGHT_IN_CHARACTERS, "mawan")
    assert r.total == 100
    assert all(p.reason.en.endswith("= 10 元") and ".0" not in p.reason.zh for p in r.payment_lines)
    lines = payment_lines(35, make_context(seat="S"), "11")
    assert lines[0].reason.en.endswith("= 3.5 元")


def test_huilai_sentences_name_seats_in_words():
    """Seats translated: the default discard win's hand-score line says who pays as a seat
    name — 东家 / East (the player before South, 上家, discards) — never the letter "E" in Chinese."""
    import re

    import mjlearn as mj
    r = mj.score(CHICKEN, "huilai")
    why = r.item("HL-K0").reason
    assert "东家一家付" in why.zh and "East alone pays" in why.en
    assert not re.search(r"(?<![A-Za-z])[ESWN](?![A-Za-z])", why.zh)
