"""The notebooks run in the browser-only course site unchanged: the site runs Python in the
browser (Pyodide) WITHOUT pandas, so no notebook cell may import or use pandas.

* static check: no code cell of ``notebooks/*.ipynb`` imports pandas (``import pandas``, ``from pandas``) or
  uses a ``pd.`` name, and none builds ``mjlearn.frames.Table`` (a DataFrame);
* execution: the code cells of every notebook run one after another in an IPython shell (a subprocess) where
  ``pandas`` and ``numpy`` cannot be imported and ``sys.platform`` is ``"emscripten"`` as in Pyodide; every
  cell must run without an exception, and a cell's last value must render its HTML (what the notebook shows).
  The ``*_frame()`` helpers then show the plain table after a one-line note, as they do in the site.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*/*.ipynb"))  # zh/ and en/

PANDAS_USE = [
    (re.compile(r"^\s*import\s+pandas\b|^\s*from\s+pandas\b", re.M), "imports pandas"),
    (re.compile(r"(?<![\w.])pd\.\w"), "uses pd."),
    (re.compile(r"\bDataFrame\("), "builds a pandas DataFrame"),
    (re.compile(r"from\s+mjlearn\.frames\s+import\s+[^\n]*\bTable\b|frames\.Table\b"),
     "builds mjlearn.frames.Table (a DataFrame)"),
]


def _code_cells(path: Path) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def _pandas_uses(source: str) -> list[str]:
    return [why for rx, why in PANDAS_USE if rx.search(source)]


def test_the_static_check_catches_pandas():
    """The patterns find what they must (so the notebook check below can fail) and pass plain code."""
    assert _pandas_uses("import pandas as pd\nx = 1") == ["imports pandas"]
    assert "uses pd." in _pandas_uses("df = pd.DataFrame(rows)")
    assert "builds a pandas DataFrame" in _pandas_uses("DataFrame(rows)")
    assert _pandas_uses("from mjlearn.frames import Table, items_frame") == [
        "builds mjlearn.frames.Table (a DataFrame)"]
    assert _pandas_uses("from mjlearn.rows import table\ntable(rows, columns=cols)\nr.items_frame()") == []
    assert _pandas_uses("bpd.x = 1\nself.upd.y = 2") == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_code_cell_uses_pandas(path):
    assert NOTEBOOKS, "no notebooks found"
    bad = []
    for i, src in enumerate(_code_cells(path)):
        for why in _pandas_uses(src):
            bad.append(f"code cell {i + 1} {why}: {src.strip().splitlines()[0][:80]!r}")
    assert not bad, f"{path.name}: the browser-only site has no pandas:\n" + "\n".join(bad)


RUNNER = textwrap.dedent(r'''
    import json, sys
    class _Block:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("pandas", "numpy"):
                raise ImportError(f"No module named {name!r} (blocked: the course site has no pandas)")
    sys.meta_path.insert(0, _Block())
    from IPython.core.interactiveshell import InteractiveShell
    shell = InteractiveShell.instance()
    sys.platform = "emscripten"  # as in Pyodide: the *_frame() helpers show plain tables after a note
    failures = []
    for path in sys.argv[1:]:
        nb = json.load(open(path, encoding="utf-8"))
        shell.reset(new_session=True)
        for i, cell in enumerate(c for c in nb["cells"] if c["cell_type"] == "code"):
            src = "".join(cell["source"])
            res = shell.run_cell(src, store_history=False, silent=False)
            err = res.error_before_exec or res.error_in_exec
            if err is None and hasattr(res.result, "_repr_html_"):
                try:
                    html = res.result._repr_html_()
                    if html is not None and "<" not in html:
                        err = ValueError("the HTML display has no markup")
                except Exception as e:
                    err = e
            if err is not None:
                failures.append(f"{path} code cell {i + 1}: {type(err).__name__}: {err}")
    for name in ("pandas", "numpy"):
        if name in sys.modules:
            failures.append(f"{name} was imported")
    print("\n".join(failures) if failures else "ALL-CELLS-RAN")
    sys.exit(1 if failures else 0)
''')


def test_notebook_cells_run_without_pandas(tmp_path):
    """Every code cell of every notebook (00–08 and the exercises 10–12) runs with pandas unimportable.  The
    zh notebooks are run: the en ones have the same code cells (tests/test_notebooks_languages.py)."""
    zh = [p for p in NOTEBOOKS if p.parent.name == "zh"]
    paths = [str(p) for p in zh]
    assert len([p for p in zh if re.match(r"0\d_", p.name)]) >= 9, paths
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    env["PYTHONPATH"] = str(ROOT)
    env["MJLEARN_HOME"] = str(tmp_path / "mjhome")  # progress, if recorded, stays in the test's directory
    env["MPLBACKEND"] = "agg"
    p = subprocess.run([sys.executable, "-c", RUNNER, *paths], cwd=ROOT / "notebooks" / "zh", env=env, text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    tail = p.stdout[-6000:]
    assert p.returncode == 0 and "ALL-CELLS-RAN" in p.stdout, tail


# ---- the helper the notebooks use: mjlearn.rows.table (plain rows, shown as HTML) ----

def test_table_from_records_keeps_numbers_and_blanks():
    from mjlearn.rows import Rows, table
    t = table([{"hand": "a", "倍": 8.0}, {"hand": "b", "note": "x"}])
    assert isinstance(t, Rows)
    assert t.columns == ["hand", "倍", "note"]          # keys in first-seen order
    assert t.rows == [["a", 8, None], ["b", None, "x"]]  # 8.0 → 8, a missing key → an empty cell
    assert type(t.rows[0][1]) is int
    html = re.sub(r' style="[^"]*"', "", t._repr_html_())  # cells also carry their alignment inline
    html = re.sub(r'<span lang="[^"]*">([^<]*)</span>', r"\1", html)  # and runs of the other language their lang
    assert "<th>hand</th>" in html and '<td class="mj-num">8</td>' in html
    assert "NaN" not in html and "None" not in html and "8.0" not in html
    assert "<th></th>" not in html  # no index column


def test_table_from_rows_with_columns_head_and_select():
    from mjlearn.errors import MjError
    from mjlearn.rows import table
    t = table([("MW-B01", "清", 1), ("MW-B02", "平", 1), ("MW-B03", "断", 1)], columns=["code", "item", "worth"])
    assert t.head(2).rows == [["MW-B01", "清", 1], ["MW-B02", "平", 1]]
    assert t.select("worth", "code").columns == ["worth", "code"]
    assert t.select("worth", "code").rows[2] == [1, "MW-B03"]
    with pytest.raises(KeyError):
        t.select("nope")
    with pytest.raises(MjError):
        table([(1, 2)])                        # rows need their headers
    with pytest.raises(MjError):
        table([(1, 2, 3)], columns=["a", "b"])  # a row longer than the headers


def test_table_renders_text_in_the_current_language():
    from mjlearn.i18n import T, get_language, set_language
    from mjlearn.rows import table
    old = get_language()
    try:
        set_language("en")
        assert table([[T("frame.total")]], columns=["x"]).rows == [["total"]]
        set_language("zh")
        assert table([[T("frame.total")]], columns=["x"]).rows == [["合计"]]
    finally:
        set_language(old)


def test_advice_records_match_the_advice_rows():
    import mjlearn as mj
    from mjlearn.tiles import tile_str
    adv = mj.advise("223344566m33p999s", "mawan", context={"win_by": "self_draw"})
    recs = adv.records("en")
    assert len(recs) == len(adv.rows) > 0
    # rank first (advice.md: tied rows share a rank), then the discard, legal shanten before shape shanten
    assert list(recs[0])[:5] == ["rank", "discard", "legal shanten", "shanten", "accepted copies"]
    for rec, row in zip(recs, adv.rows):
        assert rec["discard"].startswith(tile_str(row.discard))
        assert rec["shanten"] == row.shanten and rec["accepted copies"] == row.accepted
        assert rec["rank"] in (row.rank, f"{row.rank}=")
