"""Accessibility on the offline course site's explorer (product.md § Course site; WCAG 2.1 A/AA), in the start
notebook ``zh/00_start_here``:

* **axe-core**: every tab, in zh and in en, WCAG 2.1 A/AA, 0 violations;
* **the keyboard alone**: the walk of ``test_browser_a11y.py`` in JupyterLab (``support.keyboard_walk``): the
  ruleset and the language changed with the arrow keys on their selects, every settings panel opened with
  Enter, a hand built from the palette with the arrows and Enter, the winning tile chosen with the arrows, a
  discard from the 何切 strip; after each step the value changed, the focus is still inside the explorer, and
  the notebook's cells are unchanged (no JupyterLite command fired).

Reuses the site build, the loopback server and the offline browser context of ``test_site.py`` (every
non-loopback request aborted and counted) and the axe helpers of ``test_browser_a11y.py`` (axe-core from its
npm package in ``.test-js/``, injected from the local file); the browser's epilogue is ``support.chromium``.
The time of each part (Python starting in the page, the walk) is printed.  Marked ``slow`` and ``browser``.
"""
from __future__ import annotations

import time

import pytest
from support import chromium, keyboard_walk
from test_browser_a11y import _axe, _record, _report, axe_path  # noqa: F401
from test_site import (  # noqa: F401  (the fixtures: the built site, served on the loopback)
    BOOT_MS,
    CHROMIUM,
    CHROMIUM_ARGS,
    PANEL,
    STEP_MS,
    Offline,
    _dismiss,
    _kernel_idle,
    _open,
    _run_all,
    server,
    site,
)

pytestmark = [pytest.mark.slow, pytest.mark.browser, pytest.mark.timeout(1800)]

EX = "[data-testid=mj-explorer]"


def _start(browser, base: str):
    """A fresh offline context on ``zh/00_start_here.ipynb``, Run All, the explorer answering: ``(off, page)``."""
    off = Offline(browser)
    page = off.ctx.new_page()
    page.set_default_timeout(STEP_MS)
    _open(page, base, "zh/00_start_here.ipynb")
    _kernel_idle(page)
    _run_all(page)
    page.wait_for_selector(f"{PANEL} {EX} [data-testid=mj-palette-tile][data-tile='1m']", timeout=BOOT_MS)
    page.wait_for_selector(f"{PANEL} {EX} [data-testid=mj-summary] .mj-sum-row", timeout=STEP_MS)
    _kernel_idle(page)
    _dismiss(page)
    return off, page


def test_axe_on_the_site_explorer(server, axe_path):  # noqa: F811
    counts: dict[str, int] = {}
    details: dict[str, dict] = {}
    with chromium(CHROMIUM, "site_a11y_failure.png", args=CHROMIUM_ARGS) as browser:
        off, page = _start(browser, server)
        for lang, label in (("zh", None), ("en", "English")):
            if label:
                page.locator(f"{EX} .mj-lang select").select_option(label=label)
                page.wait_for_function(f"() => Array.from(document.querySelectorAll('{EX} .lm-TabBar-tabLabel'))"
                                       ".some((t) => t.textContent.trim() === 'scores')", timeout=STEP_MS)
            tabs = page.locator(f"{EX} .mj-views .lm-TabBar-tab")
            for i in range(tabs.count()):
                tabs.nth(i).click()
                page.wait_for_timeout(1500)
                _kernel_idle(page)
                _record(counts, details, f"site-explorer-{lang}-tab{i}", _axe(page, axe_path, EX))
        print(_report(counts, details, "axe_counts_site.txt"))
    assert off.blocked == [], off.blocked[:10]
    for view, d in details.items():
        assert d["contrast_passed"] > 0, f"{view}: colour contrast checked nothing"
    bad = {v: n for v, n in counts.items() if n}
    assert not bad, f"axe violations per view on the site: {bad} (details in test-artifacts/axe_counts_site.txt)"


def test_keyboard_only_on_the_site(server):  # noqa: F811
    with chromium(CHROMIUM, "site_a11y_keyboard_failure.png", args=CHROMIUM_ARGS) as browser:
        t0 = time.time()
        off, page = _start(browser, server)
        t1 = time.time()
        keyboard_walk(page, f"{PANEL} {EX}")
        t2 = time.time()
        print(f"site keyboard walk: Python started in {t1 - t0:.0f} s, the walk took {t2 - t1:.0f} s")
    assert off.blocked == [], off.blocked[:10]
