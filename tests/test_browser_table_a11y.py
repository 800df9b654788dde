"""Accessibility of the table widget in a real browser (WCAG 2.1 A/AA): axe-core, the keyboard alone, the live region.

* **axe-core** (WCAG 2.1 A/AA, from its npm package, as in ``test_browser_a11y.py``) on the table in zh and in
  en, in light and in projector mode, each twice: during play (the learner's turn, the hint on, ghosts and
  horses on the board) and after the hand (settlement, review, replay bar): 0 violations on every view, and the
  colour-contrast rule passed on some nodes of each (so that it cannot silently check nothing).
* **Keyboard only**: from the deal number (focused: the one pointer-free start; a new number typed), Tab reaches
  the deal button, the hint toggle and the learner's tiles; ←/→ move along the tiles; Enter deals, toggles (``aria-pressed``
  follows) and discards; the hand is then played to its end with Enter on the focused control only, and the
  replay's toggle is pressed with Enter.  After every step: the focus is inside the widget (never on
  ``<body>``), and the notebook's cells are unchanged, also after typing the letters of JupyterLab's shortcuts
  (a, b, x, d d, m, y, z) on a focused control.
* **Live region**: after a discard the widget's ``role="status"`` region changes once (one announcement), with
  the new events (the learner's discard named in it), and it is the same element before and after the redraw.

Screenshots (1024×768 and projector size) go to ``test-artifacts/``.  The counts per view are printed and written
to ``test-artifacts/axe_counts_table.txt``.
"""
from __future__ import annotations

import pytest
from support import chromium
from test_browser import ARTIFACTS, _dismiss_toasts
from test_browser_a11y import (  # noqa: F401  (axe_path: the fixture)
    _NOTEBOOK_STATE,
    _axe,
    _cells,
    _no_windowing,
    _open_notebook,
    _put_notebook,
    _record,
    _report,
    _shutdown_kernels,
    axe_path,
)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(900)]

W = ".jp-NotebookPanel:not(.lm-mod-hidden) [data-testid=table-widget]"

# a whole hand played from Python (what the clicks send): discard the last tile, pass every claim, win when legal
_PLAY = """def play(t):
    n = 0
    while t.mode == "play" and n < 300:
        g = t.game
        if any(a.kind == "win" for a in g.legal_actions()):
            t.act({"kind": "win"})
        elif g.phase == "turn":
            t.act({"kind": "discard", "tile": mj.tiles.tile_str(g.hands[t.me][-1])})
        else:
            t.act({"kind": "pass"})
        n += 1
    return t"""

VIEWS = [(lang, proj, done) for lang in ("zh", "en") for proj in (False, True) for done in (False, True)]


SHOTS = {"table-en-light-play": (1024, 768), "table-zh-light-after": (1024, 768),
         "table-zh-projector-play": (1920, 1080)}


def _view(lang: str, proj: bool, done: bool) -> str:
    return f"table-{lang}-{'projector' if proj else 'light'}-{'after' if done else 'play'}"


def _axe_cells() -> list[dict]:
    code = ["import mjlearn as mj\nimport mjlearn.tiles\nfrom mjlearn.widgets import Table\n" + _PLAY]
    for lang, proj, done in VIEWS:
        t = f'Table("huilai", seed=7, options={{"horses": 4, "ghosts": "flip"}}, advice=True, projector={proj})'
        code.append(f'mj.set_language("{lang}")\n' + (f"play({t})" if done else t))
    return _cells(code)


def test_axe_on_the_table(lab_server, chromium_path, axe_path):  # noqa: F811
    _no_windowing(lab_server)
    _put_notebook(lab_server, "a11y_table.ipynb", _axe_cells())
    counts: dict[str, int] = {}
    details: dict[str, dict] = {}
    with chromium(chromium_path, "a11y_table_failure.png", lab=lab_server) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 3200})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, "a11y_table.ipynb", "[data-testid=table-replay]")
        page.wait_for_function("() => document.querySelectorAll('[data-testid=table-widget]').length === 8",
                               timeout=120_000)
        _dismiss_toasts(page)
        outs = page.locator(".jp-OutputArea-output:has([data-testid=table-widget])")
        assert outs.count() == len(VIEWS)
        for i, v in enumerate(VIEWS):
            outs.nth(i).evaluate(f"e => e.setAttribute('data-a11y-view', '{_view(*v)}')")
        for v in VIEWS:
            view = _view(*v)
            sel = f"[data-a11y-view={view}]"
            root = page.locator(f"{sel} [data-testid=table-widget]")
            assert root.get_attribute("lang") == ("en" if v[0] == "en" else "zh-CN"), view
            assert ("mj-proj" in (root.get_attribute("class") or "")) == v[1], view
            assert page.locator(f"{sel} [data-testid=table-settlement]").count() == int(v[2]), view
            _record(counts, details, view, _axe(page, axe_path, sel))
            size = SHOTS.get(view)
            if size:
                page.set_viewport_size({"width": size[0], "height": size[1]})
                page.locator(sel).scroll_into_view_if_needed()
                page.screenshot(path=str(ARTIFACTS / f"a11y_{view}_{size[0]}x{size[1]}.png"))
                page.set_viewport_size({"width": 1280, "height": 3200})
        print(_report(counts, details, "axe_counts_table.txt"))
        for view, d in details.items():
            assert d["contrast_passed"] > 0, f"{view}: colour contrast checked nothing"
        bad = {v: n for v, n in counts.items() if n}
        assert not bad, f"axe violations per view: {bad} (details in test-artifacts/axe_counts_table.txt)"


# ---------------------------------------------------------------------------------------------------------------
# keyboard only, and the live region

_WATCH = """(sel) => {
  window.__mjLive = [];
  const box = document.querySelector(sel);
  window.__mjLiveBox = box;
  new MutationObserver(() => window.__mjLive.push(box.textContent)).observe(box,
    {childList: true, subtree: true, characterData: true});
}"""

_SHORTCUT_KEYS = ["a", "b", "x", "d", "d", "m", "y", "z", "ArrowUp", "ArrowDown"]


def _rev(page) -> int:
    return page.evaluate(f"() => +document.querySelector('{W}').dataset.rev")


def _wait_redraw(page, rev: int) -> None:
    page.wait_for_function(f"() => +document.querySelector('{W}').dataset.rev > {rev}")
    page.wait_for_timeout(150)  # the shared focus fix runs on a timer after the redraw


def _active(page) -> dict:
    return page.evaluate("""(w) => { const a = document.activeElement;
        return {inside: !!a && !!a.closest(w), body: a === document.body, testid: a && a.dataset ? a.dataset.testid
                || '' : '', tile: a && a.dataset ? a.dataset.tile || '' : '', tag: a ? a.tagName : '',
                pressed: a && a.getAttribute ? a.getAttribute('aria-pressed') : null,
                html: a ? a.outerHTML.slice(0, 160) : ''}; }""", W)


def _tab_to(page, pred: str, what: str, limit: int = 120) -> None:
    for _ in range(limit):
        if page.evaluate(f"() => {{ const e = document.activeElement; return !!e && ({pred})(e); }}"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {what}")


def test_table_keyboard_only_and_live_region(lab_server, chromium_path):
    _no_windowing(lab_server)
    _put_notebook(lab_server, "a11y_table_keys.ipynb", _cells([
        'import mjlearn as mj\nfrom mjlearn.widgets import Table\nmj.set_language("en")\n'
        't = Table("jinzhou", seed=28)\nt']))
    with chromium(chromium_path, "a11y_table_keyboard_failure.png", lab=lab_server) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 2000})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, "a11y_table_keys.ipynb", f"{W} [data-testid=table-tile]")
        _dismiss_toasts(page)
        before = page.evaluate(_NOTEBOOK_STATE)
        assert before["n"] == 2

        def check(step: str) -> dict:
            a = _active(page)
            assert a["inside"] and not a["body"], f"after {step}: the focus left the table ({a['html']})"
            now = page.evaluate(_NOTEBOOK_STATE)
            assert now == before, f"after {step}: the notebook's cells changed: {before} -> {now}"
            return a

        # the deal number, focused; the shortcut letters do nothing to the notebook
        page.locator(f"{W} [data-testid=table-seed]").focus()
        for k in _SHORTCUT_KEYS:
            page.keyboard.press(k)
        page.wait_for_timeout(400)
        check("typing JupyterLab's shortcut letters in the deal number")
        page.keyboard.press("Control+a")
        page.keyboard.type("29")
        # Tab → the deal button; Enter deals deal 29; the focus stays on the deal button
        _tab_to(page, "(e) => e.dataset.testid === 'table-deal'", "the deal button")
        rev = _rev(page)
        page.keyboard.press("Enter")
        _wait_redraw(page, rev)
        assert check("Enter on the deal button")["testid"] == "table-deal"
        # Tab → the hint toggle: aria-pressed false, Enter → true, the hint shows, the focus stays on it
        _tab_to(page, "(e) => e.dataset.testid === 'table-advice-toggle'", "the hint toggle")
        assert _active(page)["pressed"] == "false"
        rev = _rev(page)
        page.keyboard.press("Enter")
        _wait_redraw(page, rev)
        a = check("Enter on the hint toggle")
        assert a["testid"] == "table-advice-toggle" and a["pressed"] == "true", a
        page.wait_for_selector(f"{W} [data-testid=table-advice]")
        assert page.locator(f"{W} [data-testid=table-tile].mj-hint").count() >= 1
        hinted = page.locator(f"{W} [data-testid=table-tile].mj-hint").first.get_attribute("aria-label")
        assert "the hint's discard" in hinted, hinted
        # a focused button: the shortcut letters reach no JupyterLab command either
        for k in _SHORTCUT_KEYS[:-2]:
            page.keyboard.press(k)
        page.wait_for_timeout(400)
        check("typing JupyterLab's shortcut letters on the hint toggle")

        # Tab → the first tile; → moves along the tiles; Enter discards; the live region says it once
        _tab_to(page, "(e) => e.dataset.testid === 'table-tile'", "the learner's tiles")
        at = f"() => Array.from(document.querySelectorAll('{W} [data-testid=table-tile]')).indexOf(document.activeElement)"
        assert page.evaluate(at) == 0
        page.keyboard.press("ArrowRight")
        check("ArrowRight on a tile")
        assert page.evaluate(at) == 1
        page.keyboard.press("End")
        tile = check("End on a tile")["tile"]
        assert page.evaluate(at) == page.locator(f"{W} [data-testid=table-tile]").count() - 1
        status = f"{W} [data-testid=table-status]"
        assert page.get_attribute(status, "role") == "status"
        assert page.get_attribute(status, "aria-live") == "polite"
        page.evaluate(_WATCH, status)
        rev = _rev(page)
        page.keyboard.press("Enter")
        _wait_redraw(page, rev)
        page.wait_for_function("() => window.__mjLive.length > 0")
        page.wait_for_timeout(2000)  # any second (late) announcement would arrive by now
        said = page.evaluate("() => window.__mjLive")
        assert len(said) == 1, said
        # the learner's own discard first, then what the others did (East is the learner and deals)
        assert said[0].startswith(f"East discards {tile}"), said
        assert page.evaluate(f"() => window.__mjLiveBox === document.querySelector('{status}')"), \
            "the live region was replaced by the redraw (it must persist to be announced)"
        check("Enter on a tile (a discard)")

        # the rest of the hand with Enter on the focused control only: win when offered, else discard the
        # focused tile, else pass; after every redraw the focus is still in the table
        for n in range(200):
            if page.locator(f"{W} [data-testid=table-settlement]").count():
                break
            win = page.locator(f"{W} [data-testid=table-win]:not(.mj-soft)")
            if win.count():
                win.first.focus()
            elif page.locator(f"{W} [data-testid=table-tile]").count():
                if _active(page)["testid"] != "table-tile":
                    page.locator(f"{W} [data-testid=table-tile]").last.focus()
            else:
                page.locator(f"{W} [data-testid=table-pass]").first.focus()
            rev = _rev(page)
            page.keyboard.press("Enter")
            _wait_redraw(page, rev)
            check(f"Enter during play (step {n})")
        assert page.locator(f"{W} [data-testid=table-settlement]").count() == 1
        # the replay's toggle: aria-pressed follows, its caption stays, the focus stays on it
        tog = page.locator(f"{W} [data-testid=replay-open]")
        state = tog.get_attribute("aria-pressed")
        caption = tog.inner_text()
        tog.focus()
        rev = _rev(page)
        page.keyboard.press("Enter")
        _wait_redraw(page, rev)
        a = check("Enter on the replay's show-all-hands toggle")
        assert a["testid"] == "replay-open" and a["pressed"] == {"true": "false", "false": "true"}[state], a
        assert tog.inner_text() == caption
        # the replay buttons: back one step, with Enter; the step line changes, the focus stays
        page.locator(f"{W} [data-testid=replay-back]").focus()
        step = page.locator(f"{W} [data-testid=replay-step]").inner_text()
        rev = _rev(page)
        page.keyboard.press("Enter")
        _wait_redraw(page, rev)
        assert check("Enter on replay back")["testid"] == "replay-back"
        assert page.locator(f"{W} [data-testid=replay-step]").inner_text() != step
        page.locator(W).scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "a11y_table_keyboard_end.png"))
