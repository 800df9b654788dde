"""No module of the package is over 600 lines (issue 24: "No module of the package over about 600 lines"; the
project's standards: "keep modules under 600 lines").  A module that grows past it is split by subject, as
``widgets/explorer.py`` (→ ``explorer_layout.py``), ``rules/huilai/scoring.py`` (→ ``payments.py``,
``tongpao.py``), ``rules/base.py`` (→ ``options.py``), ``advice/core.py``, ``exercises/progress.py``,
``render/html.py`` and ``table/engine.py`` were.

Lines are counted as ``wc -l`` counts them (newline characters)."""
from __future__ import annotations

import pathlib

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


#: a project-history note ("issue 26", "issue 12 point 2", "issue #22"): the git log keeps the history, the
#: package keeps the reason
_HISTORY = __import__("re").compile(r"\b[Ii]ssues? #?\d+")


def _history_notes() -> list[str]:
    out = []
    for p in sorted(PKG.rglob("*")):
        if p.suffix not in (".py", ".css", ".json", ".js", ".md", ".txt") or not p.is_file():
            continue
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
            if _HISTORY.search(line):
                out.append(f"{p.relative_to(ROOT).as_posix()}:{i}: {line.strip()[:100]}")
    return out


def test_no_history_notes_in_the_package():
    notes = _history_notes()
    assert not notes, "history notes in the package (say the reason, not the issue):\n" + "\n".join(notes)


def test_the_history_pattern_finds_notes():
    assert _HISTORY.search("# lang on the runs (issue 26)")
    assert _HISTORY.search("per ruleset (issue 12 point 2)")
    assert _HISTORY.search("see issue #22")
    assert not _HISTORY.search("color: #333; background: #fff")
    assert not _HISTORY.search("the 4-ghost issue of copies")
