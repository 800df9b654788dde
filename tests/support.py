"""Helpers the tests import by name (``from support import ROOT, DATA, _jupyter …``).

They live here, not in ``conftest.py``: ``notebooks/conftest.py`` is also a module named ``conftest``, so
``from conftest import …`` would find whichever conftest pytest loaded last.

* ``ROOT`` (the repository), ``DATA`` (``tests/data``), ``CHROMIUM`` (the system Chromium, never downloaded);
* the browser tests' server helpers: ``_free_port``, ``_wait_http`` and ``_jupyter`` (JupyterLab or Voila in a
  temporary copy of ``notebooks/``), used by the fixtures in ``conftest.py`` and by ``test_binder.py``;
* the browser tests' shared prologue and epilogue: ``chromium`` (a context manager: the browser launched, a
  failure screenshot, the browser closed, the lab's kernels shut down), ``ARTIFACTS`` (``test-artifacts/``),
  ``CHROMIUM_ARGS`` and ``_shutdown_kernels``;
* the explorer driven with the keyboard alone (WCAG 2.1 SC 2.1.1), shared by ``test_browser_a11y.py`` (JupyterLab,
  Voila) and ``test_site_a11y.py`` (the offline site): ``keyboard_walk`` (every step), its steps ``keys_*``,
  ``KeyCheck`` (after each step: the focus inside, the notebook's cells unchanged), ``_tab_to`` and
  ``_NOTEBOOK_STATE``.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(ROOT) / "test-artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_http(url: str, timeout: float) -> None:
    end = time.time() + timeout
    last = None
    while time.time() < end:
        try:
            with urllib.request.urlopen(url, timeout=5) as r:  # noqa: S310 - loopback only
                if r.status == 200:
                    return
        except Exception as e:  # noqa: BLE001 - retried until the deadline
            last = e
        time.sleep(0.5)
    raise RuntimeError(f"the server did not answer at {url}: {last}")


@contextmanager
def _jupyter(tmp: Path, name: str, args: list[str], ready_path: str, root_dir_flag: bool = True):
    """Run ``python -m jupyter lab`` / ``python -m voila`` (``args``) on a free loopback port in a temporary copy
    of ``notebooks/`` with its own config/runtime dirs; yield ``(port, workdir)`` once ``ready_path`` answers;
    kill the whole process group at the end."""
    root = Path(ROOT)
    work = tmp / "notebooks"
    shutil.copytree(root / "notebooks", work, ignore=shutil.ignore_patterns("build", ".ipynb_checkpoints"))
    for d in ("config", "runtime", "ipython"):
        (tmp / d).mkdir()
    port = _free_port()
    env = dict(os.environ)
    env.update({
        "JUPYTER_CONFIG_DIR": str(tmp / "config"),
        "JUPYTER_RUNTIME_DIR": str(tmp / "runtime"),
        "IPYTHONDIR": str(tmp / "ipython"),
        "PYTHONPATH": str(root) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else ""),
    })
    cmd = [sys.executable, "-m", *[a.format(port=port, work=work) for a in args]]
    log = open(tmp / f"{name}.log", "wb")  # noqa: SIM115 - closed in the finally below
    proc = subprocess.Popen(cmd, cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        _wait_http(f"http://127.0.0.1:{port}{ready_path}", 120)
        yield port, work
    finally:
        _stop(proc)
        log.close()


def _stop(proc: subprocess.Popen) -> None:
    """End a server started with ``start_new_session=True``: SIGTERM to its whole process group, SIGKILL if it
    has not ended within 20 s."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=20)
    except Exception:  # noqa: BLE001
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except Exception:  # noqa: BLE001
            pass


def _shutdown_kernels(lab: dict) -> None:
    """Shut down every kernel the test started in the ``lab_server`` fixture's JupyterLab (the machine is small)."""
    try:
        with urllib.request.urlopen(f"{lab['url']}/api/sessions?token={lab['token']}", timeout=10) as r:  # noqa: S310
            sessions = json.loads(r.read())
        for s in sessions:
            req = urllib.request.Request(f"{lab['url']}/api/sessions/{s['id']}?token={lab['token']}", method="DELETE")
            urllib.request.urlopen(req, timeout=10).close()  # noqa: S310 - loopback only
    except Exception:  # noqa: BLE001 - best effort
        pass


@contextmanager
def chromium(chromium_path: str, failure: str, *, lab: dict | None = None,
             on_failure: Callable[[], None] | None = None, args: list[str] | None = None) -> Iterator[Any]:
    """Yield a headless Chromium (Playwright's ``Browser``, the system ``chromium_path``, ``args`` or else
    ``CHROMIUM_ARGS``).

    The epilogue every browser test shares: if the body raises (an assertion, a timeout, ``pytest.fail``),
    ``on_failure()`` runs (e.g. to print a partial report) and the page opened last is saved, full page, to
    ``test-artifacts/<failure>`` (best effort), then the exception goes on; in every case the browser closes
    and, given ``lab`` (the ``lab_server`` fixture), the kernels the test started are shut down."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS if args is None else args,
                                    headless=True)
        try:
            yield browser
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException:
            try:
                if on_failure is not None:
                    on_failure()
                pages = [page for context in browser.contexts for page in context.pages]
                if pages:  # keep what the browser showed, for the failure report
                    ARTIFACTS.mkdir(exist_ok=True)
                    pages[-1].screenshot(path=str(ARTIFACTS / failure), full_page=True)
            except Exception:  # noqa: BLE001 - the test's own exception is the one to report
                pass
            raise
        finally:
            browser.close()
            if lab is not None:
                _shutdown_kernels(lab)


# ---------------------------------------------------------------------------------------------------------------
# the explorer with the keyboard alone (WCAG 2.1 SC 2.1.1 Keyboard): the steps shared by JupyterLab, Voila and the site

#: the cells of the notebook in view: their count, the active one and their sources (a JupyterLab shortcut that
#: fired — "a" / "b" insert a cell, ArrowUp/Down move the active cell — changes this)
_NOTEBOOK_STATE = """() => {
  const cells = Array.from(document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell'));
  return {n: cells.length, active: cells.findIndex((c) => c.classList.contains('jp-mod-active')),
          sources: cells.map((c) => (c.querySelector('.jp-InputArea-editor') || {}).textContent || '')};
}"""

_ACTIVE_HTML = "() => document.activeElement && document.activeElement.outerHTML.slice(0, 160)"


def _tab_to(page: Any, js_pred: str, what: str, limit: int = 250, back: bool = False) -> None:
    """Press Tab (Shift+Tab) until ``js_pred(document.activeElement)`` holds; AssertionError after ``limit``."""
    for _ in range(limit):
        if page.evaluate(f"() => {{ const e = document.activeElement; return !!e && ({js_pred})(e); }}"):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {what} (the focus is on {page.evaluate(_ACTIVE_HTML)})")


class KeyCheck:
    """What must hold after each keyboard step, for the explorer matching the CSS selector ``ex``: the focus is
    still inside it, and (``notebook=True``: JupyterLab, the site) the notebook's cells are as they were when
    this was made (no JupyterLab shortcut fired).  Call it with the step's name; AssertionError otherwise."""

    def __init__(self, page: Any, ex: str, *, notebook: bool = True) -> None:
        self.page, self.ex, self.notebook = page, ex, notebook
        self.baseline()

    def baseline(self) -> None:
        """Take the notebook's cells as they are now as the state every later step must leave unchanged."""
        self.before = self.page.evaluate(_NOTEBOOK_STATE) if self.notebook else None

    def __call__(self, step: str) -> None:
        inside = self.page.evaluate(f"() => !!document.activeElement && !!document.activeElement.closest('{self.ex}')")
        assert inside, f"after {step}: the focus left the explorer ({self.page.evaluate(_ACTIVE_HTML)})"
        if self.before is not None:
            now = self.page.evaluate(_NOTEBOOK_STATE)
            assert now == self.before, f"after {step}: the notebook's cells changed: {self.before} -> {now}"


def keys_ruleset(page: Any, ex: str, check: KeyCheck, *, start: str = "mawan", then: str = "huilai") -> None:
    """Focus the ruleset select (the one pointer-free start), ArrowDown: the focus ruleset of the summary becomes
    ``then``; ArrowUp: ``start`` again; "a", "b" typed on the select change nothing (JupyterLab's insert-cell
    keys)."""
    sel = f"{ex} .widget-dropdown select"
    focus = f"() => {{ const r = document.querySelector('{ex} .mj-sum-row.mj-sum-focus'); return r && r.dataset.ruleset; }}"
    page.wait_for_function(f"() => ({focus})() === '{start}'")
    page.locator(sel).first.focus()
    # the focus inside a cell's output makes that cell JupyterLab's active cell (as a click there would): the
    # cells from here on must stay as they are
    check.baseline()
    old = page.evaluate(f"() => document.querySelector('{sel}').value")
    page.keyboard.press("ArrowDown")
    page.wait_for_function(f"(o) => document.querySelector('{sel}').value !== o", arg=old)
    page.wait_for_function(f"() => ({focus})() === '{then}'")
    check("ArrowDown on the ruleset select")
    page.keyboard.press("ArrowUp")
    page.wait_for_function(f"(o) => document.querySelector('{sel}').value === o", arg=old)
    page.wait_for_function(f"() => ({focus})() === '{start}'")
    check("ArrowUp on the ruleset select")
    page.keyboard.press("a")
    page.keyboard.press("b")
    page.wait_for_timeout(500)
    check("typing a, b on the select")


def keys_language(page: Any, ex: str, check: KeyCheck) -> None:
    """Tab to the language select (from 中文), ArrowDown: the tab labels turn English ("scores")."""
    _tab_to(page, "(e) => e.matches('.mj-lang select')", "the language select")
    page.keyboard.press("ArrowDown")
    page.wait_for_function(f"() => Array.from(document.querySelectorAll('{ex} .lm-TabBar-tabLabel'))"
                           ".some((t) => t.textContent.trim() === 'scores')")
    check("ArrowDown on the language select")


def keys_settings(page: Any, ex: str, check: KeyCheck) -> None:
    """Tab to each settings panel's header (at least 4): a button, ``aria-expanded="false"``; Enter opens it."""
    heads = f"document.querySelectorAll('{ex} .jupyter-widget-Collapse-header')"
    n = page.evaluate(f"() => {heads}.length")
    assert n >= 4, n
    for i in range(n):
        _tab_to(page, f"(e) => e === {heads}[{i}]", f"settings header {i}")
        assert page.evaluate("() => document.activeElement.getAttribute('role')") == "button"
        assert page.evaluate("() => document.activeElement.getAttribute('aria-expanded')") == "false"
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => {heads}[{i}].getAttribute('aria-expanded') === 'true'")
        check(f"Enter on settings header {i}")


def keys_palette_hand(page: Any, ex: str) -> None:
    """With the focus on the palette's first tile, build 123m 456m 789m 111p 22p with ArrowRight and Enter only,
    waiting after each Enter until the hand inside ``ex`` shows one more tile."""
    plan = [("1m", 1), ("2m", 1), ("3m", 1), ("4m", 1), ("5m", 1), ("6m", 1), ("7m", 1), ("8m", 1),
            ("9m", 1), ("1p", 3), ("2p", 2)]
    n = 0
    for k, (tile, times) in enumerate(plan):
        if k:
            page.keyboard.press("ArrowRight")
        assert page.evaluate("() => document.activeElement.dataset.tile") == tile
        for _ in range(times):
            page.keyboard.press("Enter")
            n += 1
            page.wait_for_function(f"() => document.querySelectorAll('{ex} [data-testid=mj-hand] "
                                   f".mj-tile-btn').length === {n}")


def keys_build_hand(page: Any, ex: str, check: KeyCheck, *, back: bool = True) -> None:
    """Clear (reached with Shift+Tab, or Tab: ``back=False``), then 123m 456m 789m 111p 22p from the palette (a
    win: three chows, a pung of 1p, the pair 22p; the last 2p is the winning tile)."""
    _tab_to(page, "(e) => e.matches('button.mj-clear')", "the clear button", back=back)
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelectorAll('{ex} [data-testid=mj-hand] .mj-tile-btn').length === 0")
    page.wait_for_timeout(300)
    check("Enter on Clear")
    _tab_to(page, "(e) => e.matches('[data-testid=mj-palette-tile]')", "the palette", back=True)
    page.keyboard.press("Home")
    keys_palette_hand(page, ex)
    page.wait_for_selector(f"{ex} [data-testid=mj-hand] .mj-tile-btn.mj-win[data-tile='2p']")
    check("building the hand from the palette")


def keys_winning_tile(page: Any, ex: str, check: KeyCheck) -> None:
    """Tab to the winning-tile select, ArrowUp: the winning tile goes from 2p to 1p."""
    _tab_to(page, "(e) => e.matches('.mj-win-select select')", "the winning-tile select")
    old = page.evaluate("() => document.activeElement.value")
    page.keyboard.press("ArrowUp")
    page.wait_for_function("(o) => document.activeElement.value !== o", arg=old)
    page.wait_for_selector(f"{ex} [data-testid=mj-hand] .mj-tile-btn.mj-win[data-tile='1p']")
    check("ArrowUp on the winning-tile select")


def keys_discard(page: Any, ex: str, check: KeyCheck) -> None:
    """Type a hand that is not a win (123m456p789s239m55p) in the notation box, open the 何切 tab with the arrows
    on the tab bar, pick the first discard of the strip (its review says it is among the best: advice.md
    § Review), then discard it: the hand has 13 tiles."""
    _tab_to(page, "(e) => e.matches('.mj-notation-input input')", "the notation box", back=True)
    page.keyboard.press("Control+a")
    page.keyboard.type("123m456p789s239m55p")
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelectorAll('{ex} [data-testid=mj-hand] .mj-tile-btn').length === 14"
                           f" && !document.querySelector('{ex} [data-testid=mj-hand] .mj-win')")
    check("typing a hand")
    _tab_to(page, "(e) => e.matches('.lm-TabBar-tab')", "the tab bar")
    for _ in range(8):
        if "discard" in page.evaluate("() => document.activeElement.textContent"):
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ex} [data-testid=mj-advice-discards] .mj-tile-btn")
    check("opening the 何切 tab")
    _tab_to(page, "(e) => e.closest('[data-testid=mj-advice-discards]')", "the 何切 strip")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ex} [data-testid=mj-advice-discards] .mj-tile-btn[aria-pressed=true]")
    page.wait_for_function(f"() => /among the best/.test(document.querySelector('{ex} "
                           f"[data-testid=mj-advice-review]').textContent)")
    check("picking a discard on the 何切 strip")
    # the button that plays the pick is shown and enabled (a Layout style set back to None stayed
    # "display: none" on the site: mjlearn.widgets.a11y.show)
    page.wait_for_function(f"() => {{ const b = document.querySelector('{ex} .mj-advice-throw');"
                           " return !!b && !b.disabled && b.getClientRects().length > 0; }")
    _tab_to(page, "(e) => e.closest('.mj-advice-throw')", "the 何切 discard button")
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelectorAll('{ex} [data-testid=mj-hand] .mj-tile-btn').length === 13")
    page.wait_for_timeout(800)
    check("a discard from the 何切 strip")


def keyboard_walk(page: Any, ex: str) -> None:
    """The whole keyboard-only walk on the explorer ``ex`` of the notebook in view (Chinese, Mawan first, as the
    start notebook shows it): the ruleset and the language with the arrows, every settings panel opened, a hand
    built, the winning tile chosen, a discard from the 何切 strip; after each step the value changed, the focus
    is still inside the explorer and the notebook's cells are unchanged."""
    check = KeyCheck(page, ex)
    keys_ruleset(page, ex, check)
    keys_language(page, ex, check)
    keys_settings(page, ex, check)
    keys_build_hand(page, ex, check)
    keys_winning_tile(page, ex, check)
    keys_discard(page, ex, check)
