"""Shared test set-up.

* Puts the repository root on ``sys.path`` so ``mjlearn`` and ``bench.handgen`` (the seeded hand
  generators shared with ``bench/run.py``) import from any working directory.
* Provides the ``english`` fixture (learner text rendered in English for one test).
* Points ``MJLEARN_HOME`` at a fresh temporary folder for the whole run (inherited by nbval kernels and the
  browser test's JupyterLab), so no test records into the learner's real ``~/.mjlearn/progress.json``.
* Provides the browser tests' servers, one fixture each, shared by every ``tests/test_browser*.py``:
  ``chromium_path`` (the system Chromium, never downloaded: fail under ``CI``, skip elsewhere),
  ``lab_server`` (JupyterLab on 127.0.0.1 with a token) and ``voila_server`` (Voila on the English start
  notebook), each serving a temporary copy of ``notebooks/`` with its own config/runtime dirs, killed at the
  end of the module.
* Registers a derandomized hypothesis profile (``mjlearn``, the default): property tests draw the same
  examples on every run and no example is failed for being slow on a loaded machine.
"""
from __future__ import annotations

import os
import secrets
import sys
import tempfile
from pathlib import Path

import pytest

os.environ["MJLEARN_HOME"] = tempfile.mkdtemp(prefix="mjlearn-test-home-")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from support import DATA  # noqa: E402,F401

try:
    from hypothesis import HealthCheck, settings

    settings.register_profile("mjlearn", derandomize=True, deadline=None,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "mjlearn"))
except ImportError:  # pragma: no cover - hypothesis is a test dependency
    pass


@pytest.fixture
def english():
    """Render learner-facing text in English for the test, then restore the language."""
    from mjlearn.i18n import get_language, set_language
    old = get_language()
    set_language("en")
    yield
    set_language(old)


@pytest.fixture(autouse=True)
def _language_restored():
    """Every test starts in the default language and leaves it as it found it (a test that switches the
    language, directly or through a widget, must not change what later tests render)."""
    from mjlearn.i18n import get_language, set_language
    old = get_language()
    yield
    if get_language() != old:
        set_language(old)


# ------------------------------------------------------------------ the browser tests' servers

from support import CHROMIUM, _free_port, _jupyter, _wait_http  # noqa: E402,F401  (the servers' helpers)


@pytest.fixture(scope="module")
def chromium_path():
    """The system Chromium (``/usr/bin/chromium``) for Playwright; missing: fail under ``CI``, else skip."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing (install Debian's chromium; never download a browser)")
        pytest.skip(f"{CHROMIUM} is missing")
    pytest.importorskip("playwright.sync_api")
    return CHROMIUM


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory, chromium_path):
    """JupyterLab on 127.0.0.1 (a token; ``--allow-root`` when root): ``{"url", "token", "log"}``."""
    tmp = tmp_path_factory.mktemp("lab")
    token = secrets.token_hex(16)
    args = ["jupyter", "lab", "--no-browser", "--ip=127.0.0.1", "--port={port}",
            f"--IdentityProvider.token={token}", "--ServerApp.root_dir={work}",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", "--LabApp.news_url=None"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")
    with _jupyter(tmp, "lab", args, f"/api/status?token={token}") as (port, _work):
        yield {"url": f"http://127.0.0.1:{port}", "token": token, "log": tmp / "lab.log"}


@pytest.fixture(scope="module")
def voila_server(tmp_path_factory, chromium_path):
    """Voila serving the English start notebook: ``{"url"}``."""
    tmp = tmp_path_factory.mktemp("voila")
    args = ["voila", "--no-browser", "--port={port}", "--Voila.ip=127.0.0.1", "en/00_start_here.ipynb"]
    with _jupyter(tmp, "voila", args, "/voila/static/favicon.ico") as (port, _work):
        yield {"url": f"http://127.0.0.1:{port}/"}
