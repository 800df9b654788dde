"""The keyboard alone on ``ask()``, the 何切 trainer and ``practice()`` in JupyterLab (WCAG 2.1 SC 2.1.1 Keyboard,
SC 2.4.3 Focus Order): every control of ask(), the practice and trainer widgets reachable and operable with the
keyboard without triggering a JupyterLab command; the focus never drops to <body> after a redraw.

* ``ask()`` (waits): from its Check button (focused: the one pointer-free start), Shift+Tab reaches the "none"
  toggle (``aria-pressed``) and the palette; the arrows move to 2s, Enter picks it (the focus stays on it after
  the redraw); Tab back to Check, Enter checks: the feedback region is announced once, with the new feedback.
* the 何切 trainer: Enter on a tile button shows its feedback in a live region (one announcement), Tab reaches
  the next button, Enter again: a new announcement.
* ``practice()``: Tab reaches Skip; Enter loads the next question (the session's hidden status region says
  "question 2/2" once); Enter on Skip again ends the session: Next and Skip are hidden, and the focus moves to
  what is left of the practice (never to ``<body>``); the end is announced.

After every step: the focus is inside that widget and the notebook's cells are unchanged, also after typing the
letters of JupyterLab's shortcuts (a, b, x, d d, m, y, z) on a focused control.
"""
from __future__ import annotations

import pytest
from support import chromium
from test_browser import _dismiss_toasts
from test_browser_a11y import _NOTEBOOK_STATE, _cells, _no_windowing, _open_notebook, _put_notebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(900)]

_WATCH = """(sel) => {
  window.__mjLive = [];
  const box = document.querySelector(sel);
  new MutationObserver(() => window.__mjLive.push(box.textContent)).observe(box,
    {childList: true, subtree: true, characterData: true});
}"""
_KEYS = ["a", "b", "x", "d", "d", "m", "y", "z"]
ASK = "[data-kv=ask] .mj-ask"
TRAINER = ".mj-discard-trainer"
PRACTICE = ".mj-practice"


def _said(page, n: int = 1) -> list[str]:
    page.wait_for_function(f"() => window.__mjLive.length >= {n}")
    page.wait_for_timeout(1500)  # a second (late) announcement would arrive by now
    return page.evaluate("() => window.__mjLive")


def _tab_to(page, pred: str, what: str, back: bool = False, limit: int = 60) -> None:
    for _ in range(limit):
        if page.evaluate(f"() => {{ const e = document.activeElement; return !!e && ({pred})(e); }}"):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {what}")


def test_ask_trainer_and_practice_with_the_keyboard_alone(lab_server, chromium_path):
    _no_windowing(lab_server)
    _put_notebook(lab_server, "a11y_keys_ask.ipynb", _cells([
        'import mjlearn as mj\nfrom mjlearn.exercises import discard, load, practice\nmj.set_language("en")\n'
        'load("mawan", "mw-05").ask()',
        'discard.puzzles("mawan")[0].widget()',
        'practice("mawan", 2)']))
    with chromium(chromium_path, "a11y_keys_ask_failure.png", lab=lab_server) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 2400})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, "a11y_keys_ask.ipynb", f"{PRACTICE} .mj-ask")
        page.wait_for_selector(f"{TRAINER} .widget-button")
        page.locator(".jp-OutputArea-output:has(.mj-ask-waits):not(:has(.mj-practice))").first.evaluate(
            "e => e.setAttribute('data-kv', 'ask')")
        page.wait_for_selector(f"{ASK} [data-testid=mj-ask-palette] .mj-tile-btn", timeout=120_000)
        _dismiss_toasts(page)
        state = {"before": page.evaluate(_NOTEBOOK_STATE)}
        assert state["before"]["n"] == 4

        def start(sel: str) -> None:
            # focus the widget's first control; JupyterLab makes that output's cell the active one, so the
            # notebook's state is taken again from there (a key may change nothing after this)
            page.locator(sel).first.focus()
            page.wait_for_timeout(300)
            state["before"] = page.evaluate(_NOTEBOOK_STATE)

        def check(root: str, step: str) -> None:
            a = page.evaluate(f"() => {{ const a = document.activeElement; return {{inside: !!a && !!a.closest("
                              f"'{root}'), html: a ? a.outerHTML.slice(0, 140) : ''}}; }}")
            assert a["inside"], f"after {step}: the focus left {root} ({a['html']})"
            now, before = page.evaluate(_NOTEBOOK_STATE), state["before"]
            assert now == before, f"after {step}: the notebook's cells changed: {before} -> {now}"

        # ---- ask(): Check focused, back to the palette, pick 2s, check
        start(f"{ASK} button.mj-ask-check")
        for k in _KEYS:
            page.keyboard.press(k)
        page.wait_for_timeout(400)
        check(ASK, "typing JupyterLab's shortcut letters on Check")
        _tab_to(page, "(e) => e.matches('.mj-ask-none button, button.mj-ask-none')", "the none toggle", back=True)
        assert page.evaluate("() => document.activeElement.getAttribute('aria-pressed')") == "false"
        _tab_to(page, "(e) => !!e.closest('[data-testid=mj-ask-palette]')", "the palette", back=True)
        for _ in range(40):
            if page.evaluate("() => document.activeElement.dataset.tile") == "2s":
                break
            page.keyboard.press("ArrowRight")
        assert page.evaluate("() => document.activeElement.dataset.tile") == "2s"
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => document.querySelectorAll('{ASK} .mj-tile-btn.mj-picked').length === 1")
        page.wait_for_timeout(300)
        check(ASK, "Enter on 2s in the palette")
        assert page.evaluate("() => document.activeElement.dataset.tile") == "2s"
        page.evaluate(_WATCH, f"{ASK} .mj-ask-feedback [role=status]")
        _tab_to(page, "(e) => e.matches('button.mj-ask-check')", "Check")
        page.keyboard.press("Enter")
        said = _said(page)
        assert len(said) == 1 and "mw-05: Not quite" in said[0], said
        check(ASK, "Enter on Check")

        # ---- the 何切 trainer: Enter on a tile button, then on the next one
        start(f"{TRAINER} .widget-button")
        page.evaluate(_WATCH, f"{TRAINER} [data-testid=mj-discard-feedback]")
        page.keyboard.press("Enter")
        said = _said(page)
        assert len(said) == 1 and said[0].strip(), said
        check(TRAINER, "Enter on the trainer's first tile")
        first = said[0]
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        said = _said(page, 2)
        assert len(said) == 2 and said[1] != first, said
        for k in _KEYS:
            page.keyboard.press(k)
        page.wait_for_timeout(400)
        check(TRAINER, "Enter on the trainer's second tile, then the shortcut letters")

        # ---- practice(): Skip twice with Enter: the next question, then the end of the session
        start(f"{PRACTICE} button.mj-practice-skip")
        page.evaluate(_WATCH, f"{PRACTICE} [data-testid=mj-practice-said]")
        page.keyboard.press("Enter")
        said = _said(page)
        assert len(said) == 1 and "question 2/2" in said[0], said
        page.wait_for_timeout(300)
        check(PRACTICE, "Enter on Skip (the next question)")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{PRACTICE} .mj-practice-done")
        said = _said(page, 2)
        assert len(said) == 2 and "Session done" in said[1], said
        page.wait_for_timeout(500)
        check(PRACTICE, "Enter on Skip (the end: Next and Skip hidden)")
