"""axe-core on the offline course site's explorer (issue 26): every tab, in zh and in en, WCAG 2.1 A/AA, 0
violations.

Reuses the site build, the loopback server and the offline browser context of ``test_site.py`` (every
non-loopback request aborted and counted) and the axe helpers of ``test_browser_a11y.py`` (axe-core from its
npm package in ``.test-js/``, injected from the local file).  Marked ``slow`` and ``browser``.
"""
from __future__ import annotations

import pytest
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


def test_axe_on_the_site_explorer(server, axe_path):  # noqa: F811
    from playwright.sync_api import sync_playwright

    counts: dict[str, int] = {}
    details: dict[str, dict] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        off = Offline(browser)
        page = off.ctx.new_page()
        page.set_default_timeout(STEP_MS)
        try:
            _open(page, server, "zh/00_start_here.ipynb")
            _kernel_idle(page)
            _run_all(page)
            page.wait_for_selector(f"{PANEL} {EX} [data-testid=mj-palette-tile][data-tile='1m']", timeout=BOOT_MS)
            page.wait_for_selector(f"{PANEL} {EX} [data-testid=mj-summary] .mj-sum-row", timeout=STEP_MS)
            _kernel_idle(page)
            _dismiss(page)
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
        finally:
            browser.close()
    assert off.blocked == [], off.blocked[:10]
    for view, d in details.items():
        assert d["contrast_passed"] > 0, f"{view}: colour contrast checked nothing"
    bad = {v: n for v, n in counts.items() if n}
    assert not bad, f"axe violations per view on the site: {bad} (details in test-artifacts/axe_counts_site.txt)"
