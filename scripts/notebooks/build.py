"""Build the course notebooks in both languages from their sources ``scripts/notebooks/nbNN_*.py``.

Usage, from the repository root (the project's ``.venv``; ``bash scripts/setup.sh`` first)::

    .venv/bin/python scripts/notebooks/build.py                 # every notebook, zh and en, executed
    .venv/bin/python scripts/notebooks/build.py 03 08           # some (by number or file name)
    .venv/bin/python scripts/notebooks/build.py --lang zh 03    # one language
    .venv/bin/python scripts/notebooks/build.py --no-execute    # write the cells only (no outputs)
    .venv/bin/python scripts/notebooks/build.py --list          # what there is

Each source module defines ``NOTEBOOK`` (one :class:`_nb.Notebook`) or ``NOTEBOOKS`` (a list); see ``_nb.py``
for how a cell carries both languages and slide metadata.  Then check with::

    .venv/bin/python -m pytest --nbval notebooks/zh/03_mawan.ipynb notebooks/en/03_mawan.ipynb \
        --nbval-sanitize-with notebooks/sanitize.cfg
"""
from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(HERE.parents[1]))  # the repository: mjlearn without an editable install

from _nb import LANGS, ROOT, Notebook, build  # noqa: E402


def sources() -> list[Path]:
    return sorted(HERE.glob("nb[0-9][0-9]*.py"))


def notebooks() -> list[Notebook]:
    """Every notebook of the course, in file-name order."""
    out = []
    for path in sources():
        spec = importlib.util.spec_from_file_location(f"mjlearn_nb_{path.stem}", path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        found = list(getattr(mod, "NOTEBOOKS", [])) or ([mod.NOTEBOOK] if hasattr(mod, "NOTEBOOK") else [])
        if not found:
            raise SystemExit(f"{path.name} defines neither NOTEBOOK nor NOTEBOOKS")
        out += found
    names = [nb.name for nb in out]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise SystemExit(f"two sources build {sorted(dup)}")
    return sorted(out, key=lambda nb: nb.name)


def select(all_nbs: list[Notebook], wanted: list[str]) -> list[Notebook]:
    if not wanted:
        return all_nbs
    chosen = []
    for w in wanted:
        hit = [nb for nb in all_nbs if nb.name == w or nb.key == w or nb.name.startswith(w)]
        if not hit:
            raise SystemExit(f"no notebook {w!r}; there are: {' '.join(nb.name for nb in all_nbs)}")
        chosen += [nb for nb in hit if nb not in chosen]
    return chosen


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("which", nargs="*", help="notebook numbers or names (default: all)")
    ap.add_argument("--lang", choices=LANGS, action="append", help="only this language (repeatable)")
    ap.add_argument("--no-execute", action="store_true", help="write the cells without running them")
    ap.add_argument("--list", action="store_true", help="list the notebooks and their sources")
    args = ap.parse_args(argv)
    nbs = select(notebooks(), args.which)
    if args.list:
        for nb in nbs:
            print(nb.name, len(nb.cells), "cells")
        return 0
    langs = tuple(args.lang or LANGS)
    t0 = time.perf_counter()
    for nb in nbs:
        t = time.perf_counter()
        build(nb, langs, execute=not args.no_execute)
        print(f"  {nb.name}: {time.perf_counter() - t:.0f} s", flush=True)
    print(f"built {len(nbs)} notebook(s) × {len(langs)} language(s) in {time.perf_counter() - t0:.0f} s "
          f"under {(ROOT / 'notebooks').relative_to(ROOT)}/{{{','.join(langs)}}}/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
