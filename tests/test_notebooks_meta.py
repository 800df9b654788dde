"""Static checks of the teaching notebooks (spec ``product.md`` § Notebooks and § CI and set-up).

nbval (run by ``scripts/test.sh``) re-executes every notebook and compares outputs; these checks guard what
nbval cannot: that outputs are *stored* at all (nbval passes a notebook saved without outputs), that no
error or traceback was saved, that nothing machine-specific (absolute paths, memory addresses, timestamps)
was saved, that the kernel is ``python3`` and that the notebook set the spec asks for is there:

00 start here (explorer) · 01 tiles and notation · 02 decompositions and waits · 03/04/05 one tutorial per
ruleset · 06 three-way comparison · 07 table procedures · 10/11/12 exercises per ruleset — in each language
folder (``notebooks/zh/``, ``notebooks/en/``, course.md § Layout); and that each stored notebook is what its
source ``scripts/notebooks/nbNN_*.py`` builds (same cells, same metadata).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NB_DIR = Path(__file__).resolve().parents[1] / "notebooks"
LANGS = ("zh", "en")
NOTEBOOKS = sorted(NB_DIR.glob("*/*.ipynb"))

REQUIRED = {
    "00": "start here: the full explorer",
    "01": "tiles and notation",
    "02": "decompositions and waits",
    "03": "Mawan tutorial",
    "04": "Huilai tutorial",
    "05": "Jinzhou tutorial",
    "06": "comparison of the three rulesets",
    "07": "table procedures",
    "10": "Mawan exercises",
    "11": "Huilai exercises",
    "12": "Jinzhou exercises",
}

# Machine-specific text that must never be stored in an output.
ABS_PATH = re.compile(r"(?<![\w.:/~-])(?:/(?:home|root|tmp|work|Users|usr|opt|var|private|mnt)/[\w.-]+"
                      r"|[A-Za-z]:\\\\?[\w.-]+\\|file:///)")
MEMORY_ADDRESS = re.compile(r"\bat 0x[0-9a-fA-F]{6,16}\b|<[\w.]+ object at 0x[0-9a-fA-F]+>|\b0x[0-9a-fA-F]{8,16}\b")
TIMESTAMP = re.compile(r"\b(?:19|20)\d\d-[01]\d-[0-3]\d[ T][0-2]\d:[0-5]\d(?::[0-5]\d)?\b"
                       r"|\b[0-2]\d:[0-5]\d:[0-5]\d\.\d{3,}\b")
TRACEBACK = re.compile(r"Traceback \(most recent call last\)|\x1b\[0;31m-{20,}|^\s*File \"[^\"]+\", line \d+", re.M)


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _code_cells(nb: dict) -> list[dict]:
    return [c for c in nb["cells"] if c.get("cell_type") == "code" and "".join(c.get("source", [])).strip()]


def _output_texts(cell: dict):
    """(mime or stream name, text) for every textual part of every output of a cell."""
    for out in cell.get("outputs", []):
        kind = out.get("output_type")
        if kind == "stream":
            yield out.get("name", "stream"), "".join(out.get("text", []))
        elif kind in ("execute_result", "display_data"):
            for mime, data in out.get("data", {}).items():
                if mime.startswith("image/") and mime != "image/svg+xml":
                    continue  # binary (base64)
                yield mime, data if isinstance(data, str) else "".join(data) if isinstance(data, list) \
                    else json.dumps(data)
        elif kind == "error":
            yield "error", "\n".join(out.get("traceback", []))


def _ids(paths):
    return [f"{p.parent.name}/{p.name}" for p in paths]


# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("prefix", sorted(REQUIRED))
def test_required_notebook_exists(prefix, lang):
    found = sorted((NB_DIR / lang).glob(f"{prefix}_*.ipynb"))
    assert found, f"notebooks/{lang}/{prefix}_*.ipynb ({REQUIRED[prefix]}) is missing"
    assert len(found) == 1, f"two notebooks share the number {prefix}: {[p.name for p in found]}"


@pytest.mark.parametrize("lang", LANGS)
def test_start_here_is_the_one_readme_and_scripts_open(lang):
    assert (NB_DIR / lang / "00_start_here.ipynb").exists(), \
        f"scripts/start.sh and README open notebooks/{lang}/00_start_here.ipynb"
    assert not list(NB_DIR.glob("*.ipynb")), "notebooks live in notebooks/zh/ and notebooks/en/ only"


def test_there_are_notebooks():
    assert NOTEBOOKS, "no notebooks in notebooks/"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_valid_nbformat_and_python3_kernel(path):
    nb = _load(path)
    assert nb.get("nbformat") == 4, f"{path.name}: nbformat {nb.get('nbformat')}, expected 4"
    ks = nb.get("metadata", {}).get("kernelspec", {})
    assert ks.get("name") == "python3", f"{path.name}: kernelspec {ks.get('name')!r}, expected 'python3'"
    assert ks.get("language", "python") == "python"
    assert nb["cells"], f"{path.name} has no cells"
    first = nb["cells"][0]
    assert first.get("cell_type") == "markdown" and "".join(first.get("source", [])).lstrip().startswith("#"), \
        f"{path.name}: the first cell should be a markdown title"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_outputs_are_stored_from_one_top_to_bottom_run(path):
    cells = _code_cells(_load(path))
    assert cells, f"{path.name} has no code cells"
    counts = [c.get("execution_count") for c in cells]
    missing = [i for i, n in enumerate(counts) if n is None]
    assert not missing, f"{path.name}: code cells {missing} were never executed (no stored outputs)"
    assert counts == list(range(1, len(cells) + 1)), \
        f"{path.name}: execution counts {counts} are not 1..{len(cells)} (run it top to bottom in a fresh kernel)"
    with_output = sum(1 for c in cells if c.get("outputs"))
    # a teaching notebook shows things: most code cells show something
    assert with_output >= max(1, len(cells) // 2), \
        f"{path.name}: only {with_output} of {len(cells)} code cells have stored outputs"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_no_errors_tracebacks_or_stderr(path):
    for i, cell in enumerate(_code_cells(_load(path))):
        for out in cell.get("outputs", []):
            assert out.get("output_type") != "error", \
                f"{path.name} code cell {i}: stored error output {out.get('ename')}: {out.get('evalue')}"
            if out.get("output_type") == "stream":
                assert out.get("name") != "stderr", \
                    f"{path.name} code cell {i}: stored stderr (warnings differ between environments and break " \
                    f"nbval): {''.join(out.get('text', []))[:300]!r}"
        for mime, text in _output_texts(cell):
            assert not TRACEBACK.search(text), f"{path.name} code cell {i} ({mime}): a traceback is stored"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_no_machine_specific_text_in_outputs(path):
    for i, cell in enumerate(_code_cells(_load(path))):
        for mime, text in _output_texts(cell):
            for name, rx in (("absolute path", ABS_PATH), ("memory address", MEMORY_ADDRESS),
                             ("timestamp", TIMESTAMP)):
                m = rx.search(text)
                assert m is None, f"{path.name} code cell {i} ({mime}): {name} {m.group(0)!r} in a stored output"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids(NOTEBOOKS))
def test_sources_use_no_absolute_paths(path):
    """Notebooks must run on Binder and in a fresh clone: no /work/…, /home/… or C:\\… in the code."""
    for i, cell in enumerate(_load(path)["cells"]):
        if cell.get("cell_type") != "code":
            continue
        src = "".join(cell.get("source", []))
        m = ABS_PATH.search(src)
        assert m is None, f"{path.name} cell {i}: absolute path {m.group(0)!r} in the code"


# ------------------------------------------------------------------------------------------------
# the detectors themselves (so a check that cannot fail is caught)


@pytest.mark.parametrize("text,rx", [
    ("<mjlearn.hand.Hand object at 0x7f3a2b1c4d90>", MEMORY_ADDRESS),
    ("saved to /work/main/notebooks/x.png", ABS_PATH),
    ("see /home/alice/x", ABS_PATH),
    ("run at 2026-11-30 14:26:57", TIMESTAMP),
    ("Traceback (most recent call last):\n  File", TRACEBACK),
    ('  File "x.py", line 3, in <module>', TRACEBACK),
])
def test_detectors_catch(text, rx):
    assert rx.search(text)


@pytest.mark.parametrize("text,rx", [
    ('<svg viewBox="0 0 30 40"><path d="M1 2 L3 4"/></svg>', ABS_PATH),
    ("123m456p789s11z +2z", MEMORY_ADDRESS),
    ("seed 2026, hand 14:3", TIMESTAMP),
    ("MjError explains: 5 copies of 5m", TRACEBACK),
    ("ratio 1/2 and 3/4", ABS_PATH),
])
def test_detectors_leave_teaching_text_alone(text, rx):
    assert not rx.search(text)


# ------------------------------------------------------------------------------------------------
# every notebook is generated from its source in scripts/notebooks/ (both languages): never edit the .ipynb


def _sources():
    import sys
    here = NB_DIR.parent / "scripts" / "notebooks"
    sys.path.insert(0, str(here))
    try:
        import build
        return build.notebooks()
    finally:
        sys.path.remove(str(here))


SOURCES = _sources()


def test_every_stored_notebook_has_a_source():
    built = {(lang, nb.name) for nb in SOURCES for lang in LANGS}
    stored = {(p.parent.name, p.name) for p in NOTEBOOKS}
    assert stored == built, f"stored without a source: {sorted(stored - built)}; not built: {sorted(built - stored)}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("source", SOURCES, ids=[nb.name for nb in SOURCES])
def test_generated_notebook_matches_its_source(source, lang):
    """Edit the cells in scripts/notebooks/nbNN_*.py and rebuild; never the .ipynb alone."""
    want = [(c["cell_type"], c["source"], c["id"], dict(c["metadata"])) for c in source.to_nbformat(lang).cells]
    stored = _load(NB_DIR / lang / source.name)["cells"]
    have = [(c["cell_type"], "".join(c["source"]), c.get("id"), {k: v for k, v in c.get("metadata", {}).items()
                                                                 if k not in ("execution",)}) for c in stored]
    assert have == want, f"{lang}/{source.name} differs from its source: rebuild it " \
                         f"(.venv/bin/python scripts/notebooks/build.py --lang {lang} {source.key})"
