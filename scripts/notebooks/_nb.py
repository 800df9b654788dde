"""The two-language notebook framework: one source per notebook, two notebooks out (course.md § Layout).

A notebook source (``scripts/notebooks/nbNN_*.py``) lists its cells once::

    from _nb import Notebook, md, code

    NOTEBOOK = Notebook("03_mawan.ipynb", "c03", [
        md(zh="# 03 · 马湾算胡", en="# 03 · Mawan 马湾算胡", slide="slide"),
        code('''
        import mjlearn as mj
        mj.set_language(LANG)
        '''),
        code("r.items_frame(LANG)", zh="r.items_frame(LANG)  # 计分项目表"),
        md(zh="……", en="…", slide="fragment"),
    ])

* ``md(zh=…, en=…)`` — a markdown cell with its prose in each language (both required; a cell that reads the
  same in both, such as a table of tile notation, may be given once: ``md(both=…)``).
* ``code(src)`` — a code cell shared by both notebooks.  A comment written ``# 中文 || English`` is split: the
  zh notebook reads ``# 中文``, the en notebook ``# English`` (course.md § Words: a zh code cell's comments are
  Chinese, written for a Chinese reader).  ``code(src, zh=…)`` / ``code(src, en=…)`` give a language its own
  source when more than one comment differs: the builder checks that the variants are equal once comments are
  removed.
* ``LANG`` in code is replaced by the notebook's language as a string literal (``"zh"`` / ``"en"``): the first
  code cell of every notebook must call ``mj.set_language(LANG)`` (checked), so results, widgets, exercises and
  errors speak the notebook's language; the learner changes one word to switch.
* ``slide=`` on any cell sets RISE / nbconvert slide metadata (``metadata.slideshow.slide_type``): one of
  ``"slide"``, ``"subslide"``, ``"fragment"``, ``"skip"``, ``"notes"``, ``"-"``.
* ``Notebook(…, deck=True)`` makes the notebook a slide deck (JupyterLab RISE): a cell without its own
  ``slide=`` starts a slide when it is a markdown cell opening with a ``#`` or ``##`` heading, a sub-slide (↓)
  with a ``###`` heading, and otherwise stays on the slide before it (``"-"``), so each section — its prose, its
  code and the hand pictures or the explorer it draws — is one slide, one idea.  ``notes(zh=…, en=…)`` is a
  markdown cell of speaker notes (``slide="notes"``: in the speaker view, not on the slide).
* ``tags=[…]`` sets ``metadata.tags``.

:func:`build` writes ``notebooks/zh/<name>`` and ``notebooks/en/<name>`` with the same cells in the same order
and the same cell ids, each executed top to bottom in a fresh ``python3`` kernel whose working directory is the
language's folder (as nbval runs it), with the repository root on ``PYTHONPATH``, without per-cell timing
metadata, and saved with its outputs.  ``scripts/notebooks/build.py`` is the command line.
"""
from __future__ import annotations

import os
import re
import shutil
import tempfile
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NB_DIR = ROOT / "notebooks"
LANGS = ("zh", "en")
SLIDE_TYPES = ("slide", "subslide", "fragment", "skip", "notes", "-")
LANG_TOKEN = re.compile(r"\bLANG\b")
SPLIT = " || "   # a comment "# 中文 || English": the zh part, then the en part


def _dedent(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def strip_comments(src: str) -> str:
    """Code without ``#`` comments and blank lines (a ``#`` inside a string literal is kept), each line
    right-stripped; the form in which the two languages' code cells must be equal."""
    import io
    import tokenize
    try:
        toks = [t for t in tokenize.generate_tokens(io.StringIO(src).readline)]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        lines = [re.sub(r"\s+#.*$|^\s*#.*$", "", ln) for ln in src.splitlines()]
        return "\n".join(ln.rstrip() for ln in lines if ln.strip())
    lines = src.splitlines()
    for t in reversed([t for t in toks if t.type == tokenize.COMMENT]):
        (row, col), _ = t.start, t.end
        ln = lines[row - 1]
        lines[row - 1] = ln[:col]
    return "\n".join(ln.rstrip() for ln in lines if ln.strip())


def _comments(src: str):
    """The ``#`` comment tokens of ``src``: ``(row, col, text)``, or ``[]`` when it does not tokenize."""
    import io
    import tokenize
    try:
        return [(t.start[0], t.start[1], t.string) for t in tokenize.generate_tokens(io.StringIO(src).readline)
                if t.type == tokenize.COMMENT]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return []


def comments(src: str) -> list[str]:
    """The text of every ``#`` comment of a code cell's source, in order (a ``#`` in a string is not one)."""
    return [text for _, _, text in _comments(src)]


def split_comments(src: str, lang: str) -> str:
    """``src`` with each comment ``# 中文 || English`` reduced to the part of ``lang`` (see the module
    docstring); other comments are left as they are.  A two-language comment must have both halves."""
    lines = src.splitlines()
    for row, col, text in reversed(_comments(src)):
        if SPLIT.strip() not in text:
            continue
        zh, sep, en = text[1:].partition(SPLIT)
        if not sep or not zh.strip() or not en.strip() or SPLIT.strip() in en:
            raise ValueError(f"a two-language comment is '# 中文 || English', one of each: {text!r}")
        part = zh.strip() if lang == "zh" else en.strip()
        ln = lines[row - 1]
        lines[row - 1] = ln[:col] + "# " + part + ln[col + len(text):]
    return "\n".join(lines)


def normalise_code(src: str) -> str:
    """What must be equal between the zh and en version of a code cell: the code without comments, with the
    language literal (``"zh"`` / ``"en"``, where the source said ``LANG``) made neutral."""
    return re.sub(r"""(["'])(zh|en)\1""", '"<lang>"', strip_comments(src))


@dataclass
class Cell:
    kind: str                       # "markdown" | "code"
    text: dict                      # language -> source
    slide: str | None = None
    tags: tuple = ()

    def source(self, lang: str) -> str:
        src = self.text[lang]
        if self.kind == "code":
            src = LANG_TOKEN.sub(repr(lang).replace("'", '"'), split_comments(src, lang))
        return src


def _meta(cell: Cell) -> dict:
    meta = {}
    if cell.slide is not None:
        if cell.slide not in SLIDE_TYPES:
            raise ValueError(f"slide={cell.slide!r}: one of {SLIDE_TYPES}")
        meta["slideshow"] = {"slide_type": cell.slide}
    if cell.tags:
        meta["tags"] = list(cell.tags)
    return meta


def md(zh: str | None = None, en: str | None = None, *, both: str | None = None, slide: str | None = None,
       tags=()) -> Cell:
    """A markdown cell: ``zh=`` and ``en=`` prose (dedented), or ``both=`` for a cell that reads the same in
    both languages (notation tables, a tile picture)."""
    if both is not None:
        if zh is not None or en is not None:
            raise ValueError("md(): both= or zh=/en=, not both")
        zh = en = both
    if zh is None or en is None:
        raise ValueError("md(): a markdown cell needs its prose in both languages (zh= and en=)")
    return Cell("markdown", {"zh": _dedent(zh), "en": _dedent(en)}, slide, tuple(tags))


def notes(zh: str | None = None, en: str | None = None, *, both: str | None = None) -> Cell:
    """Speaker notes for the slide before it (a markdown cell with ``slide="notes"``): what to say, the rule
    text behind it and the interpretation notes.  In the notebook they read as an ordinary cell."""
    return md(zh=zh, en=en, both=both, slide="notes")


def deck_slide(cell: Cell) -> str:
    """The slide type a deck gives a cell that has none of its own (see the module docstring)."""
    if cell.kind == "markdown":
        first = cell.text["en"].lstrip().split("\n", 1)[0]
        if first.startswith("### "):
            return "subslide"
        if first.startswith(("# ", "## ")):
            return "slide"
    return "-"


def code(src: str, *, zh: str | None = None, en: str | None = None, slide: str | None = None, tags=()) -> Cell:
    """A code cell shared by both notebooks; ``zh=`` / ``en=`` give one language its own comments."""
    base = _dedent(src)
    text = {"zh": _dedent(zh) if zh is not None else base, "en": _dedent(en) if en is not None else base}
    if normalise_code(text["zh"]) != normalise_code(text["en"]):
        raise ValueError("code(): the zh and en versions differ in more than comments:\n"
                         f"--- zh\n{text['zh']}\n--- en\n{text['en']}")
    return Cell("code", text, slide, tuple(tags))


@dataclass
class Notebook:
    """One notebook in both languages.

    ``name``: file name (``"03_mawan.ipynb"``), the same in ``notebooks/zh/`` and ``notebooks/en/``;
    ``id_prefix``: stable cell ids ``<prefix>-000`` …; ``cells``: :func:`md` / :func:`code` cells;
    ``fresh_home``: run with a fresh temporary ``MJLEARN_HOME`` (exercise progress never touches the learner's);
    ``keep_widget_state``: keep the widget state nbclient stores in the metadata (large; dropped by default,
    the widgets need a live kernel anyway); ``timeout``: seconds per cell; ``deck``: a slide deck
    (:func:`deck_slide` for every cell without its own ``slide=``).
    """
    name: str
    id_prefix: str
    cells: list
    fresh_home: bool = False
    keep_widget_state: bool = False
    timeout: int = 600
    extra: dict = field(default_factory=dict)
    deck: bool = False

    @property
    def key(self) -> str:
        return self.name.split("_", 1)[0]

    def check(self) -> None:
        codes = [c for c in self.cells if c.kind == "code"]
        if not codes or "set_language(LANG)" not in codes[0].text["zh"] \
                or "set_language(LANG)" not in codes[0].text["en"]:
            raise ValueError(f"{self.name}: the first code cell must call mj.set_language(LANG)")
        if not self.cells or self.cells[0].kind != "markdown" or not self.cells[0].text["en"].startswith("#"):
            raise ValueError(f"{self.name}: the first cell must be a markdown title")

    def to_nbformat(self, lang: str):
        """The notebook of one language, not executed."""
        import nbformat
        self.check()
        nb = nbformat.v4.new_notebook()
        for i, c in enumerate(self.cells):
            src = c.source(lang)
            cell = (nbformat.v4.new_markdown_cell(src) if c.kind == "markdown" else nbformat.v4.new_code_cell(src))
            cell["id"] = f"{self.id_prefix}-{i:03d}"
            if self.deck and c.slide is None:
                c = Cell(c.kind, c.text, deck_slide(c), c.tags)
            cell["metadata"] = _meta(c)
            nb.cells.append(cell)
        nb.metadata = {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                      "language": "python"},
                       "language_info": {"name": "python"},
                       "mjlearn": {"language": lang}}
        return nb

    def path(self, lang: str) -> Path:
        return NB_DIR / lang / self.name


def build(notebook: Notebook, langs=LANGS, execute: bool = True) -> list[Path]:
    """Write (and execute in place) ``notebooks/<lang>/<name>`` for each language; returns the paths."""
    import nbformat
    from nbclient import NotebookClient

    paths = []
    for lang in langs:
        nb = notebook.to_nbformat(lang)
        out = notebook.path(lang)
        out.parent.mkdir(parents=True, exist_ok=True)
        if execute:
            saved = {k: os.environ.get(k) for k in ("PYTHONPATH", "MJLEARN_HOME", "MJLEARN_LANG")}
            home = tempfile.mkdtemp(prefix="mjlearn-nb-home-") if notebook.fresh_home else None
            os.environ["PYTHONPATH"] = str(ROOT) + (os.pathsep + saved["PYTHONPATH"] if saved["PYTHONPATH"] else "")
            os.environ.pop("MJLEARN_LANG", None)
            if home:
                os.environ["MJLEARN_HOME"] = home
            try:
                NotebookClient(nb, timeout=notebook.timeout, kernel_name="python3", record_timing=False,
                               resources={"metadata": {"path": str(out.parent)}}).execute()
            finally:
                for k, v in saved.items():
                    if v is None:
                        os.environ.pop(k, None)
                    else:
                        os.environ[k] = v
                if home:
                    shutil.rmtree(home, ignore_errors=True)
            for c in nb.cells:
                c.metadata.pop("execution", None)
            if not notebook.keep_widget_state:
                nb.metadata.pop("widgets", None)
            nb.metadata["language_info"] = {"name": "python"}  # no interpreter version: same file everywhere
        nbformat.write(nb, str(out))
        print("wrote", out.relative_to(ROOT), flush=True)
        paths.append(out)
    return paths
