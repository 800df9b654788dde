"""A learner's session, in each language, leaves the repository clean.

Starts JupyterLab the way a learner does — ``bash scripts/start.sh --lang zh`` (or ``en``; set-up check
skipped, a free port, a fixed token, temporary Jupyter config/runtime/data dirs, the working copies in a
temporary folder) — reads the URL it prints, opens that URL in the system Chromium (Playwright) at 1024×768,
runs every cell of notebook 00 through JupyterLab's own menus (运行 → 运行所有单元格 in the Chinese interface),
clicks a palette tile, keeps a screenshot (``test-artifacts/start_here_<lang>_1024x768.png``), saves the
notebook (as a learner would) and closes it, then stops the server.  Afterwards:

* the printed URL is the start-here notebook of that language (``…/lab/tree/zh/00_start_here.ipynb?token=…``),
  and the other language's URL is printed too;
* for zh, JupyterLab's interface is Chinese (the page's ``lang`` is ``zh-CN``, the menu bar says 文件 运行 …) and
  the notebook's explorer speaks Chinese; for en, both are English;
* the tracked ``notebooks/<lang>/00_start_here.ipynb`` is byte for byte what it was, and ``git status`` is what
  it was before the session (nothing modified, nothing untracked such as ``.ipynb_checkpoints``);
* the learner's save did land — in the working copy ``<work>/<lang>/`` — so the check above is not vacuous.

The launch helpers come from ``tests/test_browser.py``.
"""
from __future__ import annotations

import os
import re
import secrets
import subprocess
import time
from pathlib import Path

import pytest
from support import _stop, chromium
from test_browser import (
    ARTIFACTS,
    ROOT,
    _accept_dialogs,
    _dismiss_toasts,
    _free_port,
    _wait_http,
)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]

# JupyterLab's own menu labels in each interface language (the zh ones from jupyterlab-language-pack-zh-cn)
MENU = {"zh": {"run": "运行", "run_all": "运行所有单元格", "file": "文件", "close_tab": "关闭标签页"},
        "en": {"run": "Run", "run_all": "Run All Cells", "file": "File", "close_tab": "Close Tab"}}
# what the explorer's result strip says for the start hand in each language (mjlearn's catalogue)
EXPLORER_WORD = {"zh": "马湾", "en": "Mawan"}


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


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_session_through_start_sh_leaves_git_status_clean(tmp_path, chromium_path, lang):  # noqa: F811
    NB = ROOT / "notebooks" / lang / "00_start_here.ipynb"
    menu = MENU[lang]

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
        proc = subprocess.Popen(["bash", str(ROOT / "scripts" / "start.sh"), "--lang", lang, "--no-browser",
                                 "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
                                 "--LabApp.news_url=None"],
                                cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        url = _printed_url(log, proc, 60)
        assert url == f"http://127.0.0.1:{port}/lab/tree/{lang}/00_start_here.ipynb?token={token}", url
        other = "en" if lang == "zh" else "zh"
        assert f"http://127.0.0.1:{port}/lab/tree/{other}/00_start_here.ipynb?token={token}" in log.read_text(
            encoding="utf-8"), "start.sh prints both start notebooks' URLs"
        _wait_http(f"http://127.0.0.1:{port}/api/status?token={token}", 120)
        copy = work / lang / "00_start_here.ipynb"
        assert copy.read_bytes() == before_bytes  # the learner starts from the tracked notebook's copy
        with chromium(chromium_path, f"start_here_{lang}_failure.png") as browser:
            page = browser.new_page(viewport={"width": 1024, "height": 768})
            page.set_default_timeout(60_000)
            page.goto(url, wait_until="domcontentloaded")
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            _accept_dialogs(page, 15)
            page.wait_for_function(
                "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
                " return !s || s.getAttribute('data-status') === 'idle'; }", timeout=120_000)
            # JupyterLab's interface is in the notebook's language
            assert page.evaluate("() => document.documentElement.lang").startswith(lang), \
                page.evaluate("() => document.documentElement.lang")
            labels = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
            assert menu["file"] in labels and menu["run"] in labels, labels
            page.locator(".lm-MenuBar-itemLabel", has_text=menu["run"]).first.click()
            page.locator(".lm-Menu-itemLabel", has_text=menu["run_all"]).first.click()
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
            summary = page.locator("[data-testid='mj-summary']").first
            summary.wait_for(timeout=30_000)
            assert EXPLORER_WORD[lang] in summary.inner_text(), summary.inner_text()
            page.locator(".mj-hand").first.scroll_into_view_if_needed()
            _dismiss_toasts(page)
            page.wait_for_timeout(300)
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"start_here_{lang}_1024x768.png"))
            page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})
            page.keyboard.press("Control+s")  # the learner saves their work …
            page.wait_for_function(
                "() => !document.querySelector('.jp-mod-current .jp-mod-dirty, .lm-TabBar-tab.jp-mod-dirty')",
                timeout=30_000)
            page.locator(".lm-MenuBar-itemLabel", has_text=menu["file"]).first.click()
            page.locator(".lm-Menu-itemLabel", has_text=menu["close_tab"]).first.click()  # … and closes it
            _accept_dialogs(page, 3)
    finally:
        _stop(proc)
    assert copy.read_bytes() != before_bytes, "the save did not reach the working copy: nothing was tested"
    after_bytes = NB.read_bytes()
    if after_bytes != before_bytes:  # put the tracked notebook back before failing, so the checkout stays usable
        NB.write_bytes(before_bytes)
        pytest.fail(f"the session modified the tracked notebooks/{lang}/00_start_here.ipynb")
    assert _git_status() == before_status, "the session changed `git status`:\n" + _git_status()
