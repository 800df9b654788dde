"""Shared helpers for the notebook build scripts: cells from dedented text, and build = write + execute in place.

A notebook is executed top to bottom in a fresh ``python3`` kernel whose working directory is ``notebooks/``
(as nbval runs it), with the repository root on ``PYTHONPATH`` (so an editable install is not needed), without
per-cell timing metadata, with stable cell ids (rebuilding gives a clean diff), and saved with its outputs.
"""
from __future__ import annotations

import os
import textwrap
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NB_DIR = ROOT / "notebooks"


def md(text: str):
    """A markdown cell from dedented text."""
    return nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip("\n"))


def code(text: str):
    """A code cell from dedented text."""
    return nbformat.v4.new_code_cell(textwrap.dedent(text).strip("\n"))


def build(cells: list, name: str, id_prefix: str, timeout: int = 600) -> Path:
    """Write ``notebooks/<name>`` from ``cells``, execute it in place and return its path."""
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    for i, c in enumerate(nb.cells):
        c["id"] = f"{id_prefix}-{i:03d}"
    nb.metadata = {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
                   "language_info": {"name": "python"}}
    os.environ["PYTHONPATH"] = str(ROOT) + (os.pathsep + os.environ["PYTHONPATH"] if os.environ.get("PYTHONPATH") else "")
    NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=False,
                   resources={"metadata": {"path": str(NB_DIR)}}).execute()
    for c in nb.cells:
        c.metadata.pop("execution", None)
    nb.metadata["language_info"] = {"name": "python"}
    path = NB_DIR / name
    nbformat.write(nb, str(path))
    print("wrote", path.relative_to(ROOT))
    return path
