"""A learner's session leaves the repository clean (issue 13, point 7).

Starts JupyterLab the way a learner does — ``bash scripts/start.sh`` (set-up check skipped, a free port, a
fixed token, temporary Jupyter config/runtime/data dirs, the working copies in a temporary folder) — reads the
URL it prints, opens that URL in the system Chromium (Playwright), runs every cell of notebook 00, clicks a
palette tile, saves the notebook (as a learner would) and closes it, then stops the server.  Afterwards:

* the printed URL is the start-here notebook itself (``…/lab/tree/00_start_here.ipynb?token=…``);
* the tracked ``notebooks/00_start_here.ipynb`` is byte for byte what it was, and ``git status`` is what it
  was before the session (nothing modified, nothing untracked such as ``.ipynb_checkpoints``);
* the learner's save did land — in the working copy — so the check above is not vacuous.

The launch helpers come from ``tests/test_browser.py``.
"""
from __future__ import annotations

import os
import re
import secrets
import signal
import subprocess
import time
from pathlib import Path

import pytest
from test_browser import CHROMIUM_ARGS, ROOT, _accept_dialogs, _dismiss_toasts, _free_port, _wait_http, chromium_path  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]

NB = ROOT / "notebooks" / "00_start_here.ipynb"


def _git_status() -> str:
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT, text=True,
                          capture_output=True, check=True).stdout


def _printed_url(log: Path, proc: subprocess.Popen, timeout: float) -> str:
    end = time.time() + timeout
    while time.time() < end:
        m = re.search(r"http://127\.0\.0\.1:\d+/\S+", log.read_text(encoding="utf-8", errors="replace"))
        if m:
            return m.group(0)
        if proc.poll() is not None:
            break
        time.sleep(0.3)
    raise AssertionError(f"start.sh printed no URL:\n{log.read_text(encoding='utf-8', errors='replace')}")


def test_a_session_through_start_sh_leaves_git_status_clean(tmp_path, chromium_path):  # noqa: F811
    from playwright.sync_api import sync_playwright

    if subprocess.run(["git", "rev-parse"], cwd=ROOT, capture_output=True).returncode != 0:
        pytest.skip("not a git checkout")
    before_status, before_bytes = _git_status(), NB.read_bytes()
    port, token = _free_port(), secrets.token_hex(16)
    work = tmp_path / "work"
    env = dict(os.environ)
    for d in ("config", "runtime", "data", "ipython"):
        (tmp_path / d).mkdir()
    env.update({"MJLEARN_SKIP_SETUP": "1", "MJLEARN_WORK": str(work), "MJLEARN_PORT": str(port),
                "MJLEARN_TOKEN": token, "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
                "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"), "JUPYTER_DATA_DIR": str(tmp_path / "data"),
                "IPYTHONDIR": str(tmp_path / "ipython"), "MJLEARN_HOME": str(tmp_path / "home"),
                "PYTHONPATH": str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")})
    log = tmp_path / "start.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(["bash", str(ROOT / "scripts" / "start.sh"), "--no-browser",
                                 "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
                                 "--LabApp.news_url=None"],
                                cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        url = _printed_url(log, proc, 60)
        assert url == f"http://127.0.0.1:{port}/lab/tree/00_start_here.ipynb?token={token}", url
        _wait_http(f"http://127.0.0.1:{port}/api/status?token={token}", 120)
        copy = work / "00_start_here.ipynb"
        assert copy.read_bytes() == before_bytes  # the learner starts from the tracked notebook's copy
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS, headless=True)
            try:
                page = browser.new_page(viewport={"width": 1024, "height": 768})
                page.set_default_timeout(60_000)
                page.goto(url, wait_until="domcontentloaded")
                page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
                _accept_dialogs(page, 15)
                page.wait_for_function(
                    "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
                    " return !s || s.getAttribute('data-status') === 'idle'; }", timeout=120_000)
                page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
                page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
                _accept_dialogs(page, 10)
                page.locator(".mj-palette .mj-tile-btn[data-tile='5m']").first.wait_for(timeout=90_000)
                page.locator(".mj-hand .mj-tile-btn").first.wait_for(timeout=60_000)
                n = page.locator(".mj-hand .mj-tile-btn").count()
                page.locator(".mj-hand .mj-tile-btn").last.click()  # take the winning tile back …
                page.wait_for_function(
                    f"() => document.querySelectorAll('.mj-hand .mj-tile-btn').length === {n - 1}", timeout=30_000)
                page.locator(".mj-palette .mj-tile-btn[data-tile='5m']").first.click()  # … and win on 5m instead
                page.wait_for_function(
                    f"() => document.querySelectorAll('.mj-hand .mj-tile-btn').length === {n}", timeout=30_000)
                _dismiss_toasts(page)
                page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})
                page.keyboard.press("Control+s")  # the learner saves their work …
                page.wait_for_function(
                    "() => !document.querySelector('.jp-mod-current .jp-mod-dirty, .lm-TabBar-tab.jp-mod-dirty')",
                    timeout=30_000)
                page.locator(".lm-MenuBar-itemLabel", has_text="File").first.click()
                page.locator(".lm-Menu-itemLabel", has_text="Close Tab").first.click()  # … and closes it
                _accept_dialogs(page, 3)
            finally:
                browser.close()
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except Exception:  # noqa: BLE001
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except Exception:  # noqa: BLE001
                pass
    assert copy.read_bytes() != before_bytes, "the save did not reach the working copy: nothing was tested"
    after_bytes = NB.read_bytes()
    if after_bytes != before_bytes:  # put the tracked notebook back before failing, so the checkout stays usable
        NB.write_bytes(before_bytes)
        pytest.fail("the session modified the tracked notebooks/00_start_here.ipynb")
    assert _git_status() == before_status, "the session changed `git status`:\n" + _git_status()
