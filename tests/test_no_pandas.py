"""The package without pandas: ``import mjlearn``, the Explorer, the exercises (and the
practice session and the discard advice once they have landed) work in an environment that has no pandas,
as in the JupyterLite course site (Pyodide's pandas is not on the package registries).

* fast check (this interpreter): with ``pandas`` and ``numpy`` made unimportable, import and use the views in
  a subprocess; ``mjlearn.frames`` then fails with a plain ``ImportError`` naming pandas.
* the proof (marker ``slow``): a FRESH virtual environment with only the package and its widget stack
  (``ipywidgets``, ``anywidget``, pinned by ``binder/requirements.txt``, installed with ``--no-deps`` for the
  package itself so pandas is not pulled in), asserting pandas is really absent there.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Runs in the environment under test.  Every assertion has a reason a learner would notice.
PROBE = textwrap.dedent(r'''
    import importlib.util, os, sys
    BLOCK = os.environ.get("MJ_BLOCK_PANDAS") == "1"
    if BLOCK:  # make pandas/numpy unimportable in this interpreter
        class _Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("pandas", "numpy"):
                    raise ImportError(f"No module named {name!r} (blocked by the test)")
        sys.meta_path.insert(0, _Block())
    else:
        assert importlib.util.find_spec("pandas") is None, "pandas is installed in the fresh venv"

    import mjlearn as mj
    mj.set_language("en")
    res = mj.score("1112345678999m +5m", "mawan", win_by="self_draw")
    assert res.status == "scored" and res.total > 0, res
    assert "mj-result" in res._repr_html_()

    # the Explorer: build it, click tiles through its own handlers, see the views change
    from mjlearn.widgets.explorer import compute_views
    ex = mj.Explorer("123m456p789s1122z")  # 13 tiles: waiting on 1z / 2z
    ex.add_tile("2z")
    assert str(ex.hand) == "123m456p789s1122z +2z", str(ex.hand)  # the 14th tile is the winning tile
    ex.undo()
    assert ex._count() == 13
    views = compute_views(mj.parse_hand("123m456p789s1122z +2z"), "mawan", {}, {})
    assert "mj-items" in views["scores"] and "mj-compare-table" in views["compare"], views.keys()
    w = compute_views(mj.parse_hand("1113456666788s"), "huilai", {}, {})
    assert "mj-waits-table" in w["waits"]

    # the tables as plain rows, and their HTML
    from mjlearn.rows import comparison_rows, items_rows
    from mjlearn.render import table_html
    cols, rows = items_rows(res, "en")
    assert cols[0] == "code" and rows
    assert "<table" in table_html(*comparison_rows("123m456p789s1122z +2z"))

    # the exercises: load, show as HTML, a wrong answer is judged wrong, a drill is dealt
    from mjlearn.exercises import drill, load
    bank = load("mawan")
    e = bank[0]
    fb = e.check("no idea at all 123")
    assert not bool(fb)
    d = drill("mawan", "waits", seed=1)
    assert d is not None
    try:
        from mjlearn.exercises import progress  # the practice session, where it has landed
    except ImportError:
        progress = None
    if progress is not None:
        p = progress()
        assert p is not None

    if hasattr(mj, "advise"):  # the discard advice, where it has landed
        adv = mj.advise("123m456p789s1123z 5p", ruleset="mawan")
        assert adv.rows

    assert "pandas" not in sys.modules and "numpy" not in sys.modules, "something imported pandas"
    assert "jupyterlab" not in sys.modules
    # the DataFrame helpers: a plain ImportError naming pandas where pandas could be installed...
    from mjlearn.frames import items_frame
    try:
        items_frame(res, "en")
    except ImportError as err:
        assert "pandas" in str(err), err
    else:
        raise AssertionError("items_frame made a DataFrame without pandas")
    # ... and in the browser (Pyodide), the same table as plain rows after a one-line note
    sys.platform = "emscripten"
    t = items_frame(res, "en")
    assert t.columns[0] == "code" and t.rows == rows and "<table" in t._repr_html_()
    assert "pandas" not in sys.modules
    print("NO-PANDAS-OK")
''')


def _run(cmd, env, timeout, cwd):
    p = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       timeout=timeout)
    if p.returncode != 0:
        out = p.stdout if len(p.stdout) <= 9000 else p.stdout[:4000] + "\n[…]\n" + p.stdout[-5000:]
        pytest.fail(f"{' '.join(map(str, cmd))} failed ({p.returncode}):\n{out}", pytrace=False)
    return p.stdout


def _clean_env(tmp: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env["MJLEARN_HOME"] = str(tmp / "mjhome")  # progress, if recorded, goes to the test's own directory
    env["HOME"] = str(tmp / "home")
    env["PYTHONNOUSERSITE"] = "1"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    (tmp / "home").mkdir(exist_ok=True)
    return env


def test_views_and_exercises_with_pandas_blocked(tmp_path):
    env = _clean_env(tmp_path)
    env["MJ_BLOCK_PANDAS"] = "1"
    env["PYTHONPATH"] = str(ROOT)
    out = _run([sys.executable, "-c", PROBE], env, 300, tmp_path)
    assert "NO-PANDAS-OK" in out
    assert "pandas is not available in the browser-only course site" in out  # the note, once


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_fresh_venv_without_pandas(tmp_path):
    # a copy of the package source (no egg-info, no caches), installed as a user would: pip install .
    repo = tmp_path / "repo"
    repo.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, repo / name)
    shutil.copytree(ROOT / "mjlearn", repo / "mjlearn",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
    env = _clean_env(tmp_path)
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], env, 300, tmp_path)
    py = str(venv / "bin" / "python")
    env["VIRTUAL_ENV"] = str(venv)
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    # the widget stack at the versions the project pins (same as Binder and the site), then the package alone
    _run([py, "-m", "pip", "install", "--quiet", "ipywidgets", "anywidget", "-c", str(ROOT / "binder" / "requirements.txt")],
         env, 600, tmp_path)
    _run([py, "-m", "pip", "install", "--quiet", "--no-deps", str(repo)], env, 600, tmp_path)
    out = _run([py, "-c", PROBE], env, 300, tmp_path)
    assert "NO-PANDAS-OK" in out
    assert "pandas is not available in the browser-only course site" in out  # the note, once
