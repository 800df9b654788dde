"""The README's tables match the tree: every path in "Where things are" exists, every top-level part of
the package is named there, and the notebook table names every notebook (and only those)."""
from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = README.index(f"## {title}")
    end = README.find("\n## ", start + 1)
    return README[start:end if end > 0 else None]


def test_where_things_are_names_real_paths_and_every_part_of_the_package():
    table = _section("Where things are")
    paths = re.findall(r"`((?:mjlearn|notebooks|scripts|bench|tests|docs|site-src|binder)[^`]*)`", table)
    assert len(paths) > 15, paths
    missing = [p for p in paths if not (ROOT / p.rstrip("/")).exists() and "*" not in p]
    assert missing == [], f"README names paths that do not exist: {missing}"
    parts = {p.name if p.is_dir() else p.name for p in (ROOT / "mjlearn").iterdir()
             if not p.name.startswith(("_", ".")) and (p.is_dir() or p.suffix == ".py") and p.name != "__pycache__"}
    named = {pathlib.Path(p.rstrip("/")).parts[1] for p in paths if p.startswith("mjlearn/") and len(pathlib.Path(p).parts) > 1}
    assert parts - named == set(), f"README's 'Where things are' leaves out {sorted(parts - named)}"


def test_the_notebook_table_names_every_notebook():
    table = _section("Notebooks")
    named = set(re.findall(r"`(\d\d_[a-z_]+)`", table))
    have = {p.stem for p in (ROOT / "notebooks" / "en").glob("*.ipynb")}
    assert named == have, f"README notebook table: missing {sorted(have - named)}, extra {sorted(named - have)}"
