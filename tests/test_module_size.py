"""No module of the package is over 600 lines (the project's standard: "keep modules under 600 lines").  A
module that grows past it is split by subject, as ``widgets/explorer.py`` (→ ``explorer_layout.py``),
``rules/huilai/scoring.py`` (→ ``payments.py``, ``tongpao.py``), ``rules/base.py`` (→ ``options.py``),
``advice/core.py``, ``exercises/progress.py``, ``render/html.py`` and ``table/engine.py`` were.

Lines are counted as ``wc -l`` counts them (newline characters)."""
from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
PKG = ROOT / "mjlearn"
LIMIT = 600


def _lines(path: pathlib.Path) -> int:
    return path.read_bytes().count(b"\n")


def _over() -> dict[str, int]:
    return {p.relative_to(ROOT).as_posix(): n for p in sorted(PKG.rglob("*.py")) if (n := _lines(p)) > LIMIT}


def test_no_module_over_600_lines():
    over = _over()
    assert not over, "modules over 600 lines (split them by subject):\n" + "\n".join(
        f"{m}: {n} lines" for m, n in sorted(over.items()))


def test_the_counter_counts_lines(tmp_path):
    f = tmp_path / "m.py"
    f.write_text("a = 1\nb = 2\n", encoding="utf-8")
    assert _lines(f) == 2
    f.write_text("x = 0\n" * (LIMIT + 1), encoding="utf-8")
    assert _lines(f) == LIMIT + 1 > LIMIT


#: a project-history note ("issue 26", "issue 12 point 2", "issue #22", "issue-25 fixes"): the git log keeps the
#: history; the code says the reason and cites what a reader can open (a spec section, a WCAG SC, an upstream
#: ``owner/repo#N``)
_HISTORY = re.compile(r"\b[Ii]ssues?[ -]#?\d+")
#: the maintainers' code beside the package, held to the same rule: a test, a bench or a script says what is
#: required and where that is written, not which issue asked for it
BESIDE = ("tests", "bench", "scripts")
_SUFFIXES = (".py", ".css", ".json", ".js", ".md", ".txt", ".sh")
#: this file's own examples of what the pattern finds are "quoted" spans on one line: in this file only, they are
#: dropped before the search (a docstring's triple quotes do not open a span), so a note in its own words is found
_EXAMPLES = pathlib.Path(__file__).resolve()
_QUOTED = re.compile(r'(?<!")"(?!")[^"\n]*"')


def _without_examples(line: str) -> str:
    return _QUOTED.sub('""', line)


def _history_notes(roots: tuple[pathlib.Path, ...] = (PKG,), base: pathlib.Path = ROOT) -> list[str]:
    out = []
    for root in roots:
        for p in sorted(root.rglob("*")):
            if p.suffix not in _SUFFIXES or not p.is_file() or "__pycache__" in p.parts:
                continue
            examples = p.resolve() == _EXAMPLES
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
                if _HISTORY.search(_without_examples(line) if examples else line):
                    out.append(f"{p.relative_to(base).as_posix()}:{i}: {line.strip()[:100]}")
    return out


def test_no_history_notes_in_the_package():
    notes = _history_notes()
    assert not notes, "history notes in the package (say the reason, not the issue):\n" + "\n".join(notes)


def test_no_history_notes_in_tests_bench_and_scripts():
    notes = _history_notes(tuple(ROOT / d for d in BESIDE))
    assert not notes, ("history notes in tests/bench/scripts (say what is required and cite the spec section, "
                       "not the issue):\n" + "\n".join(notes))


def test_the_history_pattern_finds_notes():
    assert _HISTORY.search("# lang on the runs (issue 26)")
    assert _HISTORY.search("per ruleset (issue 12 point 2)")
    assert _HISTORY.search("see issue #22")
    assert _HISTORY.search("their issue-25 fixes")
    assert _HISTORY.search("Issue 26 § Keyboard")
    assert _HISTORY.search("upstream rise issues 119 and 126")
    assert not _HISTORY.search("color: #333; background: #fff")
    assert not _HISTORY.search("the 4-ghost issue of copies")
    assert not _HISTORY.search("upstream jupyterlab-contrib/rise#119")


def test_only_this_files_quoted_examples_are_exempt(tmp_path):
    assert not _HISTORY.search(_without_examples('assert _HISTORY.search("see issue #22")'))
    quote3 = '"' * 3
    assert _HISTORY.search(_without_examples("x = 1  # see " + "issue 22"))
    assert _HISTORY.search(_without_examples(quote3 + "The table (" + "issue 22" + "): bots"))
    assert _HISTORY.search(_without_examples(quote3 + "Bots (" + "issue 22" + ': "claim when …")'))
    note = tmp_path / "tests" / "test_x.py"  # elsewhere a quoted note is a note
    note.parent.mkdir()
    note.write_text('X = "the issue 22 bots"\n', encoding="utf-8")
    assert _history_notes((tmp_path / "tests",), tmp_path) == ['tests/test_x.py:1: X = "the issue 22 bots"']
