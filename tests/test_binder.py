"""The Binder set-up (spec ``product.md`` § CI and set-up, "Binder").

* fast checks: ``binder/requirements.txt`` pins every requirement (``name==version``), lists what the
  notebooks import, pins the versions of the development venv, and works on Python 3.10 as well as ≥ 3.11
  (pandas 3 needs ≥ 3.11); ``binder/postBuild`` installs the package itself; ``binder/runtime.txt`` asks
  for a Python that pandas 3 supports.
* JupyterLab in the course's language: postBuild installs and enables ``binder/mjlearn_start.py``; a real
  JupyterLab of this venv with it enabled turns ``/mjlearn/start/zh`` into the zh_CN interface and the zh start
  notebook, ``/mjlearn/start/en`` into English; the README's Binder links go through it.
* the proof (marker ``slow``, runs in CI): build a FRESH virtual environment in a temporary directory from
  ``binder/`` alone — ``pip install -r binder/requirements.txt``, then run ``binder/postBuild`` exactly as
  repo2docker does (from a copy of the repository, with the fresh venv first on ``PATH``) — and run
  ``pytest --nbval`` over copies of every notebook with that venv's Python, from a directory that holds no
  package source, so the notebooks import the *installed* package.  pip's cache is reused.

Set ``MJLEARN_SKIP_BINDER=1`` to skip the slow proof on a machine without network access (CI never sets it).
Set ``MJLEARN_BINDER_PYTHON=/path/to/python3.10`` to build the fresh environment with another interpreter (the
pins carry ``python_version`` markers so that Python 3.10 works as well as Binder's 3.11).
"""
from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
NOTEBOOKS = ROOT / "notebooks"

# PEP 508-ish: name==version, optional "; marker"
_REQ = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[0-9][0-9A-Za-z.+-]*)\s*(?:;\s*(?P<marker>.+))?$")

# top-level import name → distribution name, where they differ
_IMPORT_DIST = {"ipywidgets": "ipywidgets", "anywidget": "anywidget", "pandas": "pandas", "IPython": "ipykernel",
                "nbformat": "nbformat", "pytest": "pytest", "nbval": "nbval"}


def _requirements() -> list[tuple[str, str, str | None]]:
    out = []
    for line in (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = _REQ.match(line)
        assert m, f"binder/requirements.txt: '{line}' is not pinned as name==version"
        out.append((m.group("name").lower().replace("_", "-"), m.group("version"), m.group("marker")))
    return out


def _marker_ok(marker: str | None, py: tuple[int, int]) -> bool:
    """Evaluate the only markers this file uses: python_version comparisons."""
    if marker is None:
        return True
    m = re.fullmatch(r"""python_version\s*(>=|<|==|>|<=)\s*["'](\d+)\.(\d+)["']""", marker.strip())
    assert m, f"unexpected environment marker {marker!r} (only python_version comparisons are used)"
    op, want = m.group(1), (int(m.group(2)), int(m.group(3)))
    return {">=": py >= want, "<": py < want, "==": py == want, ">": py > want, "<=": py <= want}[op]


def test_requirements_are_all_pinned():
    reqs = _requirements()
    assert reqs, "binder/requirements.txt is empty"
    names = [n for n, _, _ in reqs]
    # what the notebooks and the package need on Binder (product.md: jupyterlab, ipywidgets, pandas; anywidget
    # for the custom tile widget) and what the in-Binder check needs (pytest + nbval)
    for need in ("jupyterlab", "ipywidgets", "anywidget", "pandas", "ipykernel", "pytest", "nbval"):
        assert need in names, f"binder/requirements.txt does not pin {need}"


@pytest.mark.parametrize("py", [(3, 10), (3, 11), (3, 12), (3, 13)])
def test_each_supported_python_gets_exactly_one_pin_per_package(py):
    """Python 3.10–3.13 must all work: pandas 3 (needs ≥ 3.11) for 3.11+, pandas 2 for 3.10."""
    chosen: dict[str, str] = {}
    for name, version, marker in _requirements():
        if _marker_ok(marker, py):
            assert name not in chosen, f"two pins of {name} apply on Python {py}"
            chosen[name] = version
    assert "pandas" in chosen, f"no pandas pin applies on Python {py}"
    major = int(chosen["pandas"].split(".")[0])
    if py < (3, 11):
        assert major < 3, "pandas 3 needs Python >= 3.11; Python 3.10 needs a pandas 2 pin"
    # every package is pinned for every Python, not only some
    assert set(chosen) == {n for n, _, _ in _requirements()}


def test_pins_match_the_development_environment():
    """The pins applying to this interpreter are the versions the project is tested with here."""
    py = sys.version_info[:2]
    checked = 0
    for name, version, marker in _requirements():
        if not _marker_ok(marker, py):
            continue
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
        assert have == version, f"binder pins {name}=={version} but the development venv has {have}"
        checked += 1
    assert checked >= 5, "too few binder pins could be compared with the development venv"


def test_runtime_txt_asks_for_a_python_pandas_3_supports():
    text = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    m = re.fullmatch(r"python-(\d+)\.(\d+)", text)
    assert m, f"runtime.txt should read like 'python-3.11', not {text!r}"
    assert (3, 11) <= (int(m.group(1)), int(m.group(2))) <= (3, 13)


def test_postbuild_installs_the_package_itself():
    pb = BINDER / "postBuild"
    text = pb.read_text(encoding="utf-8")
    assert text.startswith("#!/"), "postBuild needs a shebang line (repo2docker executes it)"
    assert os.access(pb, os.X_OK), "postBuild must be executable"
    commands = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    assert any(re.search(r"pip install .*--no-deps.* \.$", c) for c in commands), \
        "postBuild should 'pip install --no-deps .' (dependencies come pinned from requirements.txt)"


def _notebook_imports() -> set[str]:
    mods: set[str] = set()
    for nb_path in sorted(NOTEBOOKS.glob("*/*.ipynb")):
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
        for cell in nb.get("cells", []):
            if cell.get("cell_type") != "code":
                continue
            src = "".join(cell.get("source", []))
            src = "\n".join(ln for ln in src.splitlines() if not ln.lstrip().startswith(("%", "!")))
            try:
                tree = ast.parse(src)
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    mods.update(a.name.split(".")[0] for a in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    mods.add(node.module.split(".")[0])
    return mods


def test_every_notebook_import_is_provided():
    """Each module a notebook imports is the package, the standard library, or pinned for Binder."""
    names = {n for n, _, _ in _requirements()}
    stdlib = set(getattr(sys, "stdlib_module_names", ())) or {"json", "random", "os", "re", "itertools",
                                                               "collections", "math", "pathlib", "functools"}
    for mod in sorted(_notebook_imports()):
        if mod == "mjlearn" or mod in stdlib:
            continue
        dist = _IMPORT_DIST.get(mod, mod).lower().replace("_", "-")
        assert dist in names, f"a notebook imports {mod!r} but binder/requirements.txt does not provide it"


# ------------------------------------------------------------------------------------------------
# The proof: a fresh environment from binder/ alone


def _run(cmd, cwd, env, timeout):
    p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       timeout=timeout)
    if p.returncode != 0:
        out = p.stdout if len(p.stdout) <= 9000 else p.stdout[:5000] + "\n[…]\n" + p.stdout[-4000:]
        pytest.fail(f"{' '.join(map(str, cmd))} failed ({p.returncode}):\n{out}", pytrace=False)
    return p.stdout


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.skipif(os.environ.get("MJLEARN_SKIP_BINDER") == "1", reason="MJLEARN_SKIP_BINDER=1")
def test_fresh_binder_environment_passes_nbval(tmp_path):
    notebooks = sorted(NOTEBOOKS.glob("zh/*.ipynb"))
    assert notebooks, "no notebooks to check"
    # 1. a copy of the repository as Binder sees it (package source, metadata, binder/, notebooks/)
    repo = tmp_path / "repo"
    repo.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, repo / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".ipynb_checkpoints", "*.egg-info")
    shutil.copytree(ROOT / "mjlearn", repo / "mjlearn", ignore=ignore)
    shutil.copytree(BINDER, repo / "binder", ignore=ignore)
    # 2. a fresh venv (from the base interpreter, not the project's .venv), only binder/ used to fill it
    env_dir = tmp_path / "env"
    base_python = os.environ.get("MJLEARN_BINDER_PYTHON") or sys.executable
    _run([base_python, "-m", "venv", "--clear", str(env_dir)], tmp_path, dict(os.environ), 300)
    py = env_dir / "bin" / "python"
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PIP_REQUIRE_VIRTUALENV", "JUPYTER_PATH",
                        "JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR")}
    env["PATH"] = f"{env_dir / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(env_dir)
    env["PYTHONNOUSERSITE"] = "1"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    # a private Jupyter data/config dir: no user-level 'python3' kernelspec can point the kernel elsewhere
    env["JUPYTER_DATA_DIR"] = str(tmp_path / "jupyter-data")
    env["JUPYTER_CONFIG_DIR"] = str(tmp_path / "jupyter-config")
    env["MPLBACKEND"] = "Agg"
    _run([py, "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"], repo, env, 900)
    # 3. postBuild, run the way repo2docker runs it: executable, from the repository root, env python on PATH
    _run([str(repo / "binder" / "postBuild")], repo, env, 300)
    # the package is installed (not merely importable from the source copy)
    where = _run([py, "-c", "import mjlearn, os; print(os.path.dirname(mjlearn.__file__))"], tmp_path, env, 60)
    assert str(env_dir) in where, f"mjlearn imported from {where.strip()}, not from the fresh environment"
    # JupyterLab's interface in Chinese: the language pack is installed and JupyterLab finds it (course.md)
    packs = _run([py, "-c", "from jupyterlab_server.translation_utils import get_language_packs; "
                  "print(sorted(get_language_packs('en')[0]))"], tmp_path, env, 120)
    assert "zh_CN" in packs, packs
    # and the start links' server extension is installed and enabled there (binder/mjlearn_start.py)
    exts = _run([py, "-m", "jupyter", "server", "extension", "list"], tmp_path, env, 120)
    assert re.search(r"mjlearn_start\b.*enabled", exts), exts
    assert "mjlearn_start" in exts and "OK" in exts.split("mjlearn_start", 1)[1][:200], exts
    # 4. nbval over copies of the notebooks, from a directory without package source.  One language is enough
    # here: zh/ and en/ have the same code cells (tests/test_notebooks_languages.py), and the test command
    # runs nbval over both folders in the development venv.
    check = tmp_path / "check"
    (check / "notebooks").mkdir(parents=True)
    shutil.copy2(NOTEBOOKS / "sanitize.cfg", check / "notebooks" / "sanitize.cfg")
    shutil.copytree(NOTEBOOKS / "zh", check / "notebooks" / "zh", ignore=shutil.ignore_patterns(".ipynb_checkpoints", "build"))
    out = _run([py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval", "notebooks/zh",
                "--nbval-sanitize-with", "notebooks/sanitize.cfg"], check, env, 900)
    assert re.search(r"\b\d+ passed\b", out), out[-3000:]


# ------------------------------------------------------------------------------------------------
# JupyterLab in the course's language on Binder (course.md § Layout): the start links go through the server
# extension binder/mjlearn_start.py, which postBuild installs and enables


def test_postbuild_installs_and_enables_the_start_links():
    text = (BINDER / "postBuild").read_text(encoding="utf-8")
    commands = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    assert any(re.fullmatch(r'cp binder/mjlearn_start\.py "\$site/mjlearn_start\.py"', c) for c in commands), \
        "postBuild should copy binder/mjlearn_start.py next to the installed packages"
    assert 'sysconfig.get_paths()["purelib"]' in text
    config = json.loads(_postbuild_server_config())
    assert config == {"ServerApp": {"jpserver_extensions": {"mjlearn_start": True}}}
    assert "etc/jupyter/jupyter_server_config.d" in text   # a folder of the environment's Jupyter config path


def _postbuild_server_config() -> str:
    """The JSON postBuild writes as jupyter_server_config.d/mjlearn_start.json (its own printf, run by bash)."""
    text = (BINDER / "postBuild").read_text(encoding="utf-8")
    m = re.search(r"^(printf .*?)\\\n\s*> \"\$conf/mjlearn_start\.json\"$", text, re.M | re.S)
    assert m, "postBuild should printf the server config into $conf/mjlearn_start.json"
    return subprocess.run(["bash", "-c", m.group(1)], stdout=subprocess.PIPE, text=True, check=True).stdout


def test_readme_binder_links_set_the_interface_language():
    """The Binder links of the course open mjlearn/start/<lang> (the UI language, then the start notebook)."""
    for readme in ("README.md", "README.zh-CN.md"):
        text = (ROOT / readme).read_text(encoding="utf-8")
        links = re.findall(r"https://mybinder\.org/v2/gh/[^)\s]+", text)
        lab = [u for u in links if "urlpath=lab" in u or "urlpath=mjlearn" in u]
        assert lab, f"{readme}: no Binder link to the course"
        assert all(re.search(r"\?urlpath=mjlearn/start/(zh|en)$", u) for u in lab), \
            f"{readme}: a course link that does not choose the interface language: {lab}"
        assert {re.search(r"(zh|en)$", u).group(1) for u in lab} == {"zh", "en"}, f"{readme}: both languages"


def test_start_links_set_the_interface_language_and_open_the_start_notebook(tmp_path, monkeypatch):
    """A real JupyterLab (this venv, with the zh_CN language pack) with the extension enabled the way postBuild
    enables it: /mjlearn/start/zh writes locale zh_CN where JupyterLab reads it and opens notebooks/zh/…;
    JupyterLab's settings API then reports zh_CN and its translations API serves Chinese; /start/en puts the
    interface back to English; another language is a 404; without the token nothing is written."""
    import secrets
    import urllib.error
    import urllib.request

    from support import _jupyter

    etc = tmp_path / "etc"
    (etc / "jupyter_server_config.d").mkdir(parents=True)
    (etc / "jupyter_server_config.d" / "mjlearn_start.json").write_text(_postbuild_server_config(), encoding="utf-8")
    settings = tmp_path / "user-settings"
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(etc))
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(settings))
    monkeypatch.setenv("PYTHONPATH", str(BINDER))
    token = secrets.token_hex(16)
    args = ["jupyter", "lab", "--no-browser", "--ip=127.0.0.1", "--port={port}", f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={tmp_path}", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--LabApp.news_url=None"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *a, **k):
            return None

    opener = urllib.request.build_opener(NoRedirect)

    def get(port, path, auth=True):
        url = f"http://127.0.0.1:{port}{path}" + (f"?token={token}" if auth else "")
        try:
            with opener.open(url, timeout=30) as r:
                return r.status, dict(r.headers), r.read().decode("utf-8")
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), e.read().decode("utf-8", "replace")

    setting_file = settings / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    with _jupyter(tmp_path, "lab", args, f"/api/status?token={token}") as (port, _work):
        status, headers, _ = get(port, "/mjlearn/start/zh", auth=False)
        assert status in (302, 403) and not setting_file.exists(), (status, headers)
        status, headers, _ = get(port, "/mjlearn/start/zh")
        assert status == 302 and headers["Location"] == "/lab/tree/notebooks/zh/00_start_here.ipynb", (status, headers)
        _, _, body = get(port, "/lab/api/settings/@jupyterlab/translation-extension:plugin")
        assert json.loads(body)["settings"]["locale"] == "zh_CN"
        _, _, body = get(port, "/lab/api/translations/zh_CN")
        data = json.loads(body)["data"]
        assert "文件" in json.dumps(data.get("jupyterlab", {}), ensure_ascii=False), "no Chinese JupyterLab strings"
        status, headers, _ = get(port, "/mjlearn/start/en")
        assert status == 302 and headers["Location"] == "/lab/tree/notebooks/en/00_start_here.ipynb"
        _, _, body = get(port, "/lab/api/settings/@jupyterlab/translation-extension:plugin")
        assert json.loads(body)["settings"]["locale"] == "en"
        assert get(port, "/mjlearn/start/fr")[0] == 404
        _, _, body = get(port, "/lab/api/settings/@jupyterlab/translation-extension:plugin")
        assert json.loads(body)["settings"]["locale"] == "en"
        # the start notebook it opens exists in the served tree
        assert get(port, "/api/contents/notebooks/zh/00_start_here.ipynb")[0] == 200
