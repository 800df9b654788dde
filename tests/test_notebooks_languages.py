"""The course in two languages (spec ``course.md`` § Layout, § Words a learner reads).

* ``notebooks/zh/`` and ``notebooks/en/`` hold the same file names;
* their code cells are equal, in the same order, once comments are removed (the only other difference allowed is
  the language literal, ``"zh"`` / ``"en"``), and the first code cell sets the notebook's language;
* the comments of a zh code cell are Chinese (the same measure as the prose, once what reads the same in both
  languages is taken out: quoted strings, commented-out code such as ``# d.hint()``, names such as
  ``mj.score`` or ``seen_tiles``, linter marks such as ``noqa: F811``), with Chinese punctuation and no English
  sentence; the comments of an en code cell are not Chinese;
* every zh markdown cell is Chinese — Han characters outnumber the Latin letters left once code spans, tile
  notation (``123m``), rule ids (``MW-B05``), HTML tags and link targets are taken out — with Chinese punctuation
  and no English sentence; every en markdown cell is English (Latin letters dominate in the same measure);
* learners never read internal words: no 种子 / seed file, no "spec", no specification file names, and 胡牌 is
  never written 和牌;
* the dots suit is 饼 in Mawan's zh notebooks and 筒 in Huilai's and Jinzhou's (course.md § Terms);
* the stored outputs of a zh notebook render in Chinese (the same measure over its outputs' text), those of an en
  notebook in English.

The measure itself is tested on hand-written samples at the end (so a check that cannot fail is caught).
"""
from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NB = ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "scripts" / "notebooks"))
from _nb import comments, normalise_code  # noqa: E402

NAMES = sorted(p.name for p in (NB / "zh").glob("*.ipynb"))

HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
LATIN = re.compile(r"[A-Za-z]")
# what reads the same in both languages: code, notation, ids, markup
NEUTRAL = [
    re.compile(r"(?s)```.*?```"),                       # fenced code
    re.compile(r"`[^`\n]*`"),                           # code spans (what the learner types)
    re.compile(r"(?is)<(style|script|svg)\b.*?</\1>"),  # style / script / drawings
    re.compile(r"(?s)<[^>]+>"),                         # HTML tags
    re.compile(r"\]\([^)]*\)"),                         # link targets
    re.compile(r"https?://\S+"),
    re.compile(r"\b[A-Z]{2}-[A-Z]*\d*[a-z]?\d*\b"),     # rule ids MW-B05, JZ-C2, HL-P07, MW-T
    re.compile(r"\b\d+[mpsz]\b"),                       # tile notation
    re.compile(r"\b(?:mw|hl|jz)-\d+\b"),                # exercise ids mw-14
    re.compile(r"\b(?:Shift|Enter|Tab|Space|Ctrl|Esc)\b"),  # keys
    re.compile(r"\b[\w.-]+\.ipynb\b"),                  # notebook file names (same in both folders)
    re.compile(r"\bmjlearn\b|\bJupyterLab\b|\bPython\b|\bVoila\b|\bBinder\b"),
]
ENGLISH_SENTENCE = re.compile(r"\b[A-Za-z]{2,}(?:[ ,']+[A-Za-z]{2,}){4,}")  # five English words in a row
ASCII_PUNCT_AFTER_HAN = re.compile(r"[\u4e00-\u9fff][,;:?!]|[\u4e00-\u9fff]\.(?:\s|$)")
INTERNAL = re.compile(r"种子|\bseeds\b|\bseed(?:'s| file| text| section| §| says| wording| line| is)\b"
                      r"|\b(?:in|from|of) the seed\b|\bspec\b|\b(?:common|mawan|huilai|jinzhou|advice|table|course|product)"
                      r"\.md\b|\d{3}_[0-9a-f]{16}\.txt|\bcase P?\d+\b|\bpublic case\b", re.I)


def _load(lang: str, name: str) -> dict:
    return json.loads((NB / lang / name).read_text(encoding="utf-8"))


def _src(cell: dict) -> str:
    return "".join(cell.get("source", []))


def neutral_stripped(text: str) -> str:
    for rx in NEUTRAL:
        text = rx.sub(" ", text)
    return html.unescape(text)


def han_latin(text: str) -> tuple[int, int]:
    t = neutral_stripped(text)
    return len(HAN.findall(t)), len(LATIN.findall(t))


def is_chinese(text: str) -> bool:
    han, latin = han_latin(text)
    return han > 0 and han > latin


def is_english(text: str) -> bool:
    han, latin = han_latin(text)
    return latin > 0 and latin > 3 * han


# what a comment shares with the code: strings, names and calls, linter marks
CODE_IN_COMMENT = [
    re.compile(r"\b(?:noqa|type: ?ignore|pragma)\b(?::\s*[A-Z]+\d+(?:,\s*[A-Z]+\d+)*)?(?:\[[\w-]+\])?"),
    re.compile(r"\"[^\"\n]*\"|'[^'\n]*'"),                       # string literals
    re.compile(r"\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\s*[(\[][^()\[\]\n]*[)\]]"),  # calls, indexing: d.hint(), bank["x"]
    re.compile(r"\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\b|\b[a-z]+_\w+\b"),        # dotted and snake_case names
]


def comment_prose(comment: str) -> str:
    """A comment's words for a reader: the ``#`` and whatever reads the same in both languages taken out."""
    text = comment.lstrip("#")
    for rx in CODE_IN_COMMENT:
        text = rx.sub(" ", text)
    return text


def comment_problem(comment: str, lang: str) -> str | None:
    """Why a code cell's comment does not suit a notebook of ``lang`` (``None``: it does)."""
    m = INTERNAL.search(comment)
    if m:
        return f"{m.group(0)!r} (learners read 原文 / the rule text, never internal names)"
    prose = comment_prose(comment)
    han, latin = han_latin(prose)
    if lang == "en":
        return f"a Chinese comment in an English notebook ({han} Han vs {latin} Latin)" if is_chinese(prose) else None
    if han + latin == 0:
        return None                              # code, notation or numbers only: the same in both
    if not is_chinese(prose):
        return f"not Chinese ({han} Han vs {latin} Latin letters)"
    m = ENGLISH_SENTENCE.search(neutral_stripped(prose))
    if m:
        return f"an English sentence {m.group(0)!r}"
    m = ASCII_PUNCT_AFTER_HAN.search(neutral_stripped(prose))
    if m:
        return f"ASCII punctuation after Chinese {m.group(0)!r} (use ，。：；？！)"
    return None


def _markdown(lang: str, name: str) -> list[tuple[int, str]]:
    return [(i, _src(c)) for i, c in enumerate(_load(lang, name)["cells"]) if c["cell_type"] == "markdown"]


def _output_text(cell: dict) -> str:
    out = []
    for o in cell.get("outputs", []):
        if o.get("output_type") == "stream":
            out.append("".join(o.get("text", "")))
        data = o.get("data", {})
        if "application/vnd.jupyter.widget-view+json" in data:
            continue  # a live widget: its stored text/plain is only the Python repr (the browser test reads the widget)
        for mime in ("text/html", "text/markdown", "text/plain"):
            if mime in data:
                v = data[mime]
                out.append(v if isinstance(v, str) else "".join(v))
                break
    return "\n".join(out)


# ------------------------------------------------------------------------------------------------


def test_both_folders_hold_the_same_notebooks():
    en = sorted(p.name for p in (NB / "en").glob("*.ipynb"))
    assert NAMES and en == NAMES, f"zh only: {sorted(set(NAMES) - set(en))}; en only: {sorted(set(en) - set(NAMES))}"


@pytest.mark.parametrize("name", NAMES)
def test_code_cells_are_equal_once_comments_are_removed(name):
    zh, en = _load("zh", name)["cells"], _load("en", name)["cells"]
    assert [c["cell_type"] for c in zh] == [c["cell_type"] for c in en], f"{name}: the cells differ in kind/order"
    for i, (a, b) in enumerate(zip(zh, en)):
        if a["cell_type"] == "code":
            assert normalise_code(_src(a)) == normalise_code(_src(b)), f"{name} cell {i}: code differs"
    first = {lang: next(_src(c) for c in cells if c["cell_type"] == "code") for lang, cells in (("zh", zh), ("en", en))}
    for lang, src in first.items():
        assert f'mj.set_language("{lang}")' in src, f"{lang}/{name}: the first code cell sets the language"


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", NAMES)
def test_code_comments_are_in_the_notebooks_language(name, lang):
    bad = [f"cell {i}: {text!r}: {why}" for i, c in enumerate(_load(lang, name)["cells"]) if c["cell_type"] == "code"
           for text in comments(_src(c)) if (why := comment_problem(text, lang))]
    assert not bad, f"{lang}/{name}:\n  " + "\n  ".join(bad)


@pytest.mark.parametrize("name", NAMES)
def test_zh_prose_is_chinese(name):
    bad = []
    for i, text in _markdown("zh", name):
        han, latin = han_latin(text)
        if not is_chinese(text):
            bad.append(f"cell {i}: {han} Han vs {latin} Latin letters: {text[:100]!r}")
            continue
        m = ENGLISH_SENTENCE.search(neutral_stripped(text))
        if m:
            bad.append(f"cell {i}: an English sentence {m.group(0)!r}")
        m = ASCII_PUNCT_AFTER_HAN.search(neutral_stripped(text))
        if m:
            bad.append(f"cell {i}: ASCII punctuation after Chinese {m.group(0)!r} (use ，。：；？！)")
    assert not bad, f"zh/{name}:\n  " + "\n  ".join(bad)


@pytest.mark.parametrize("name", NAMES)
def test_en_prose_is_english(name):
    bad = []
    for i, text in _markdown("en", name):
        if not is_english(text):
            han, latin = han_latin(text)
            bad.append(f"cell {i}: {han} Han vs {latin} Latin letters: {text[:100]!r}")
    assert not bad, f"en/{name}:\n  " + "\n  ".join(bad)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", NAMES)
def test_no_internal_words_and_the_seeds_terms(name, lang):
    bad = []
    for i, text in _markdown(lang, name):
        plain = re.sub(r"`[^`\n]*`", " ", text)
        for m in INTERNAL.finditer(plain):
            bad.append(f"cell {i}: {m.group(0)!r} (learners read 原文 / the rule text, never internal names)")
        if "和牌" in plain:
            bad.append(f"cell {i}: 和牌 (the rule texts say 胡牌)")
    if lang == "zh":
        prose = "\n".join(re.sub(r"`[^`\n]*`", " ", t) for _, t in _markdown(lang, name))
        if name.startswith(("03_", "10_")) and "筒" in prose:
            bad.append("Mawan's dots are 饼 (原文), not 筒")
        if name.startswith(("04_", "05_", "11_", "12_")) and "饼" in prose:
            bad.append("Huilai's and Jinzhou's dots are 筒, not 饼")
    assert not bad, f"{lang}/{name}:\n  " + "\n  ".join(bad)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", NAMES)
def test_stored_outputs_render_in_the_notebooks_language(name, lang):
    han = latin = 0
    for c in _load(lang, name)["cells"]:
        if c["cell_type"] == "code":
            h, n = han_latin(_output_text(c))
            han, latin = han + h, latin + n
    if han + latin < 20:
        pytest.skip(f"{lang}/{name}: its stored outputs hold almost no text ({han} Han, {latin} Latin)")
    if lang == "zh":
        assert han > latin, f"zh/{name}: the stored outputs read {han} Han characters against {latin} Latin letters"
    else:
        assert latin > 3 * han, f"en/{name}: the stored outputs read {han} Han characters against {latin} letters"


# ------------------------------------------------------------------------------------------------
# the measure on hand-written samples


@pytest.mark.parametrize("text", [
    "马湾算胡按**台**计分：先数张数（`MW-B…`），再换成台。",
    "输入 `123m456p789s11z +2z` 就是一手牌，`+` 后面是胡牌张。",
    "## 坎、边、吊（MW-W）\n\n只听一张牌时才算。",
])
def test_measure_reads_chinese(text):
    assert is_chinese(text) and not is_english(text)
    assert not ENGLISH_SENTENCE.search(neutral_stripped(text))


@pytest.mark.parametrize("text", [
    "Mawan counts items in **张** (counts) and turns them into 台 (tai): `MW-B05`.",
    "Type `123m456p789s11z +2z`; the tile after `+` is the winning tile 胡牌张.",
])
def test_measure_reads_english(text):
    assert is_english(text) and not is_chinese(text)


@pytest.mark.parametrize("text", [
    "The hand is worth the best reading, 这手牌按最好的读法计分。",   # English sentence in a zh cell
    "Mawan (马湾算胡) values a winning hand in two layers: counts and 台.",
])
def test_measure_catches_english_in_zh(text):
    assert not is_chinese(text) or ENGLISH_SENTENCE.search(neutral_stripped(text))


def test_measure_catches_internal_words_and_ascii_punctuation():
    assert INTERNAL.search("见 seed `000_48bf61dab154aa4c.txt`") and INTERNAL.search("spec mawan.md")
    assert INTERNAL.search("种子里写着") and INTERNAL.search("the seed's first line")
    assert not INTERNAL.search("drill(seed=3): same seed, same hand; change the seed for another one")
    assert ASCII_PUNCT_AFTER_HAN.search("先数张数, 再换成台") and not ASCII_PUNCT_AFTER_HAN.search("先数张数，再换成台。")


@pytest.mark.parametrize("comment", [
    '# 显示语言："zh" 中文，"en" 英文，"both" 中英对照',
    '# bank["mw-01"].solution()  # 答案和讲解',
    "# d.hint()",
    "# noqa: F811（这一本的表格先给列名）",
    "# 只听一种牌（五条）：胡五算坎，2 张",
    "# 2 + 2 + 2 = 6",
])
def test_comment_measure_accepts_chinese_comments(comment):
    assert comment_problem(comment, "zh") is None


@pytest.mark.parametrize("comment", [
    '# "zh", "en" or "both"',
    "# a hand drawn small, as one table cell",
    "# noqa: F811 (this notebook's tables take the columns first)",
    "# one wait (5s): 坎 on the 5 counts",
    "# 只听一种牌, 胡五算坎",                    # ASCII comma after Chinese
    "# 种子里的例子：中 5 马",                    # an internal word
])
def test_comment_measure_rejects_english_in_zh(comment):
    assert comment_problem(comment, "zh") is not None


def test_comment_measure_en_and_the_split_comment():
    from _nb import code, split_comments
    assert comment_problem("# 胡还是流局、怎么胡、每家输赢", "en") is not None
    assert comment_problem("# 清一色 ×4 → 8 per payer", "en") is None
    assert comment_problem("# the seed's example: 5 hits", "en") is not None
    src = 'x = f(1)   # 一手牌 || a hand\ny = "a || b"  # 字符串里的不算 || not in a string'
    assert split_comments(src, "zh") == 'x = f(1)   # 一手牌\ny = "a || b"  # 字符串里的不算'
    assert split_comments(src, "en") == 'x = f(1)   # a hand\ny = "a || b"  # not in a string'
    assert code(src).source("zh").endswith("# 字符串里的不算")
    with pytest.raises(ValueError):
        split_comments("x = 1  # 只有中文 ||", "zh")            # both halves are required


# ------------------------------------------------------------------------------------------------
# the terms table (mjlearn/data/terms.json, course.md § Terms): the words no text uses, and another region's words


RULESET_OF = {"03_": "mawan", "10_": "mawan", "04_": "huilai", "11_": "huilai", "05_": "jinzhou", "12_": "jinzhou"}
GLOSSED = re.compile(r"（(?:向听|何切)）")  # the loan word glossed once after the regional one: 差几步听牌（向听）


def _zh_prose(name: str) -> list[tuple[int, str]]:
    # 麻将 (mahjong) is not the pair 将: the terms table's pattern for 将 would find it
    return [(i, GLOSSED.sub(" ", re.sub(r"`[^`\n]*`", " ", t)).replace("麻将", "  ")) for i, t in _markdown("zh", name)]


@pytest.mark.parametrize("name", NAMES)
def test_zh_prose_uses_no_never_word(name):
    from mjlearn import terms
    if name.startswith("01_"):
        pytest.skip("the glossary lists the never-words on purpose (its table is generated, not prose)")
    bad = [f"cell {i}: {word!r} ({thing})" for i, text in _zh_prose(name)
           for thing, word, rx in terms.never() if rx.search(text)]
    assert not bad, f"zh/{name}:\n  " + "\n  ".join(bad)


@pytest.mark.parametrize("name", [n for n in NAMES if n[:3] in RULESET_OF])
def test_zh_prose_of_a_ruleset_uses_its_own_words(name):
    from mjlearn import terms
    rs = RULESET_OF[name[:3]]
    bad = [f"cell {i}: {word!r} is {other}'s word for {thing}" for i, text in _zh_prose(name)
           for thing, other, word, rx in terms.foreign(rs) if rx.search(text)]
    assert not bad, f"zh/{name} ({rs}):\n  " + "\n  ".join(bad)


# ------------------------------------------------------------------------------------------------
# the framework itself (scripts/notebooks/_nb.py): slide metadata, both languages required, code equal


def test_framework_slide_metadata_language_literal_and_checks():
    from _nb import Notebook, code, md

    nb = Notebook("99_x.ipynb", "x", [
        md(zh="# 标题", en="# Title", slide="slide"),
        code("import mjlearn as mj\nmj.set_language(LANG)", zh="import mjlearn as mj\nmj.set_language(LANG)  # 中文", slide="skip"),
        md(zh="讲一句。", en="One sentence.", slide="fragment", tags=["hide"]),
    ])
    zh, en = nb.to_nbformat("zh"), nb.to_nbformat("en")
    assert [c.metadata.get("slideshow") for c in zh.cells] == [{"slide_type": "slide"}, {"slide_type": "skip"},
                                                              {"slide_type": "fragment"}]
    assert zh.cells[2].metadata["tags"] == ["hide"] and en.cells[0].source == "# Title"
    assert zh.cells[1].source.endswith('mj.set_language("zh")  # 中文') and 'mj.set_language("en")' in en.cells[1].source
    assert [c.id for c in zh.cells] == [c.id for c in en.cells] == ["x-000", "x-001", "x-002"]
    with pytest.raises(ValueError):
        md(zh="只有中文")                                  # both languages are required
    with pytest.raises(ValueError):
        code("x = 1", zh="x = 2  # 不一样")                 # the code may differ in comments only
    with pytest.raises(ValueError):
        Notebook("98_y.ipynb", "y", [md(both="# T"), code("x = 1")]).to_nbformat("zh")  # no set_language(LANG)
    with pytest.raises(ValueError):
        Notebook("97_z.ipynb", "z", [md(both="# T", slide="title"), code("mj.set_language(LANG)")]).to_nbformat("en")
