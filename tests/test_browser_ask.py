"""Real-browser test of ``ex.ask()``: in JupyterLab, answer one exercise by clicking tiles in
the wait palette, press check, see the leading feedback, fix the answer by one more click and see it right;
screenshots of ask() and practice() at 1024×768 go to ``test-artifacts/``.

Reuses the JupyterLab server and browser helpers of ``test_browser.py`` (a free port, a token, a temporary copy
of ``notebooks/``); the notebook under test is written through the server's contents API.
"""
from __future__ import annotations

import json
import urllib.request

import pytest
from support import chromium
from test_browser import ARTIFACTS, _accept_dialogs, _dismiss_toasts

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]

# mw-05: 1113456666788s waits 2s 5s 7s 8s (public case P01, worked out in test_exercises_bank)
CELLS = [
    'import mjlearn as mj\nfrom mjlearn.exercises import load, practice\nmj.set_language("en")\n'
    'w = load("mawan", "mw-05").ask()\nw',
    'practice("mawan", 3)',
    'load("mawan", "mw-14").ask()',
]


def _put_notebook(server, name: str) -> None:
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None}
                    for c in CELLS],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    body = json.dumps({"type": "notebook", "format": "json", "content": nb}).encode()
    req = urllib.request.Request(f"{server['url']}/api/contents/{name}?token={server['token']}", data=body,
                                 method="PUT", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:  # noqa: S310 - loopback only
        assert r.status in (200, 201)


def test_answer_waits_by_clicking_tiles_in_ask(lab_server, chromium_path):
    _put_notebook(lab_server, "ask_test.ipynb")
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, "ask_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        page.set_default_timeout(60_000)
        page.goto(f"{lab_server['url']}/lab/tree/ask_test.ipynb?token={lab_server['token']}",
                  wait_until="domcontentloaded")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        _accept_dialogs(page, 15)
        page.wait_for_function(
            "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
            " return !s || s.getAttribute('data-status') === 'idle'; }", timeout=120_000)
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        _accept_dialogs(page, 10)
        palette = ".mj-ask-waits [data-testid='mj-ask-palette']"
        page.wait_for_selector(f"{palette} .mj-tile-btn[data-tile='2s']", timeout=120_000)
        _dismiss_toasts(page)
        assert page.locator(f"{palette} .mj-tile-btn").count() == 34  # every Mawan kind

        # three of the four waits, then check: the feedback leads (how many are missing, where)
        for t in ("2s", "5s", "7s"):
            page.locator(f"{palette} .mj-tile-btn[data-tile='{t}']").click()
        page.wait_for_function("() => document.querySelectorAll(\".mj-ask-waits .mj-tile-btn.mj-picked\").length === 3")
        page.locator(".mj-ask-waits button.mj-ask-check").click()
        fb = page.locator(".mj-ask-waits .mj-ask-feedback")
        page.wait_for_function("() => (document.querySelector('.mj-ask-waits .mj-ask-feedback') || {}).innerText"
                               " && document.querySelector('.mj-ask-waits .mj-ask-feedback').innerText.includes('Not quite')")
        text = fb.inner_text()
        assert "mw-05: Not quite" in text and "1 wait(s) missing: look again at the bamboos (s)" in text
        assert "8s" not in text  # leads, does not tell
        page.locator(".mj-ask-waits").first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "ask_wrong.png"))

        # the fourth wait: right
        page.locator(f"{palette} .mj-tile-btn[data-tile='8s']").click()
        page.wait_for_function("() => document.querySelectorAll(\".mj-ask-waits .mj-tile-btn.mj-picked\").length === 4")
        page.locator(".mj-ask-waits button.mj-ask-check").click()
        page.wait_for_function("() => document.querySelector('.mj-ask-waits .mj-ask-feedback').innerText.includes('Correct')")
        assert "mw-05: Correct!" in fb.inner_text()
        page.screenshot(path=str(ARTIFACTS / "ask_right.png"))

        # the practice session below it: a progress bar, the counter, the first question
        page.wait_for_selector(".mj-practice .mj-practice-status")
        page.locator(".mj-practice").first.scroll_into_view_if_needed()
        assert "question 1/3" in page.locator(".mj-practice .mj-practice-status").inner_text()
        assert page.locator(".mj-practice .mj-ask").count() == 1
        page.screenshot(path=str(ARTIFACTS / "practice.png"))
        # the items form: one toggle per Mawan item of the list
        page.wait_for_selector(".mj-ask-items .mj-ask-item")
        page.locator(".mj-ask-items").first.scroll_into_view_if_needed()
        assert page.locator(".mj-ask-items .mj-ask-item").count() >= 40
        page.screenshot(path=str(ARTIFACTS / "ask_items.png"))
        assert "Traceback" not in page.locator(".jp-Notebook").inner_text()
