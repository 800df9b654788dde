"""Accessibility in a real browser (WCAG 2.1 A/AA): axe-core on every view, the keyboard alone, the live regions.

* **axe-core** comes from its npm package (``tests/js/package.json``, pinned and locked; ``scripts/setup.sh``
  installs it into ``.test-js/``, git-ignored) and is injected with Playwright's ``add_script_tag(path=…)`` —
  never from a CDN.  It runs with the WCAG 2.1 A/AA tags (``wcag2a wcag2aa wcag21a wcag21aa``) on each explorer
  tab in zh and in en, on each tab in projector mode, with every settings panel open, on ``ask()`` of every kind
  (zh and en, after a check so the feedback is checked too), on ``practice()`` and on the 何切 trainer; every
  view must have 0 violations.  Inside JupyterLab the page is a fixed-height flex layout: ``html, body`` get a
  height first, otherwise axe's colour-contrast rule skips every node as hidden (the test also asserts that
  colour-contrast *passed* on some nodes of each view, so it cannot silently check nothing).
* **Keyboard only**: ruleset and language changed with the arrow keys on the focused select, each settings
  panel opened with Enter, a hand built from the palette, the winning tile chosen with the arrows, a discard made
  from the 何切 strip; after each step the value changed, the focus is still inside the explorer, and the
  notebook's cells are unchanged (no JupyterLab shortcut fired).  In Voila (the classroom app view), a shorter
  run: the ruleset with the arrows, Clear, a hand built from the palette; the focus stays in the explorer.
* **Live regions**: after a palette click the explorer's status region is announced once (one change of its
  text) and names every ruleset shown with the new result; after an ``ask()`` check the feedback region is
  announced once, with the new feedback.

The counts per view are printed and written to ``test-artifacts/axe_counts.txt``.  Reuses the JupyterLab
server of ``test_browser.py``.
"""
from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path

import pytest
from support import (  # noqa: F401  (_NOTEBOOK_STATE: imported from here by other tests)
    _NOTEBOOK_STATE,
    KeyCheck,
    _shutdown_kernels,
    chromium,
    keyboard_walk,
    keys_build_hand,
    keys_ruleset,
)
from test_browser import ARTIFACTS, _accept_dialogs, _dismiss_toasts

pytestmark = [pytest.mark.browser, pytest.mark.timeout(900)]

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / ".test-js" / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

# JupyterLab lays the page out as fixed-height boxes; without a height on html/body axe finds every node
# "hidden" for colour contrast and checks nothing.
_HEIGHT_CSS = "html, body { height: 100% !important; min-height: 100% !important; }"

ASK_IDS = {"decompositions": "mw-01", "waits": "mw-05", "is_win": "mw-10", "items": "mw-14", "total": "mw-18",
           "payments": "mw-23"}

_EX = ".jp-NotebookPanel:not(.lm-mod-hidden) [data-testid=mj-explorer]"  # the explorer of the notebook in view
ASK_NB = "a11y_ask.ipynb"
EXPLORER_NB = "a11y_explorer.ipynb"


def _cells(code: list[str]) -> list[dict]:
    cells = [{"cell_type": "markdown", "metadata": {}, "source": "# Accessibility check · 无障碍检查"}]
    cells += [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None}
              for c in code]
    return cells


def _ask_cells() -> list[dict]:
    code = []
    for lang in ("zh", "en"):
        code.append(f'import mjlearn as mj\nfrom mjlearn.exercises import load, practice\nmj.set_language("{lang}")')
        for ex in ASK_IDS.values():
            code.append(f'load("mawan", "{ex}").ask()')
    code.append('from mjlearn.exercises import discard\ndiscard.puzzles("mawan")[0].widget()')
    code.append('practice("mawan", 2)')
    return _cells(code)


def _explorer_cells() -> list[dict]:
    # the language is global: the explorer's own language select drives it, so it has a notebook of its own
    return _cells(['import mjlearn as mj\nexplorer = mj.Explorer(hand="123m456p11s89m pon:777z +7m", lang="zh")\nexplorer'])


def _no_windowing(lab) -> None:
    """Turn JupyterLab's notebook windowing off for the test server (its user settings, read at page load):
    with windowing, cells far from the viewport are not rendered and axe would call them hidden."""
    d = Path(lab["log"]).parent / "config" / "lab" / "user-settings" / "@jupyterlab" / "notebook-extension"
    d.mkdir(parents=True, exist_ok=True)
    (d / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}), encoding="utf-8")


def _put_notebook(server, name: str, cells: list[dict]) -> None:
    nb = {"cells": cells,
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    body = json.dumps({"type": "notebook", "format": "json", "content": nb}).encode()
    req = urllib.request.Request(f"{server['url']}/api/contents/{name}?token={server['token']}", data=body,
                                 method="PUT", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:  # noqa: S310 - loopback only
        assert r.status in (200, 201)


@pytest.fixture(scope="module")
def axe_path():
    if not AXE.is_file():
        msg = f"{AXE} is missing: run `bash scripts/setup.sh` (installs axe-core from tests/js/package-lock.json)"
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)
    return str(AXE)


def _open_notebook(page, lab, name: str, ready: str = ".jp-OutputArea-output") -> None:
    """Open ``name`` in a fresh workspace (``reset``: no notebooks of an earlier test), Run All, and wait for
    ``ready`` in its outputs (Run All once more if the kernel was not ready for the first one)."""
    page.goto(f"{lab['url']}/lab/tree/{name}?token={lab['token']}&reset", wait_until="domcontentloaded")
    page.wait_for_selector(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell", timeout=120_000)
    _accept_dialogs(page, 15)
    for attempt in range(3):
        page.wait_for_function(
            "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
            " return s && s.getAttribute('data-status') === 'idle'; }", timeout=120_000)
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        _accept_dialogs(page, 5)
        try:
            page.wait_for_selector(ready, timeout=120_000 if attempt else 60_000)
            return
        except Exception:  # noqa: BLE001 - retried
            if attempt == 2:
                raise


def _wait_explorer(page) -> None:
    page.wait_for_selector(f"{_EX} [data-testid=mj-palette-tile][data-tile='1m']", timeout=180_000)
    page.wait_for_selector(f"{_EX} [data-testid=mj-summary] .mj-sum-row", timeout=60_000)
    _dismiss_toasts(page)


def _inject_axe(page, axe_path: str) -> None:
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=axe_path)
        page.add_style_tag(content=_HEIGHT_CSS)


def _axe(page, axe_path: str, selector: str) -> dict:
    """Run axe on the elements matching ``selector``: {"violations": [...], "contrast_passed": n}."""
    _inject_axe(page, axe_path)
    # axe checks the contrast of what is shown: bring the view into the notebook's scrolled window first
    page.evaluate("(sel) => { const e = document.querySelector(sel); if (e) e.scrollIntoView({block: 'start'}); }",
                  selector)
    # let a redraw settle: no change in the view for 700 ms (at most 20 s)
    page.evaluate("""(sel) => new Promise((done) => {
        const e = document.querySelector(sel) || document.body;
        let t = setTimeout(finish, 700);
        const mo = new MutationObserver(() => { clearTimeout(t); t = setTimeout(finish, 700); });
        const stop = setTimeout(finish, 20000);
        function finish() { mo.disconnect(); clearTimeout(stop); done(); }
        mo.observe(e, {subtree: true, childList: true, attributes: true, characterData: true});
      })""", selector)
    return page.evaluate(
        """async ([sel, tags]) => {
             const r = await window.axe.run({include: [[sel]]}, {runOnly: {type: 'tag', values: tags},
                                                                 resultTypes: ['violations', 'passes', 'incomplete']});
             const cc = r.passes.find((p) => p.id === 'color-contrast');
             const ci = (r.incomplete || []).find((p) => p.id === 'color-contrast');
             return {violations: r.violations.map((v) => ({id: v.id, impact: v.impact, n: v.nodes.length,
                                                           help: v.help,
                                                           nodes: v.nodes.slice(0, 4).map((x) => ({
                                                             target: x.target.join(' '),
                                                             summary: x.failureSummary}))})),
                     contrast_passed: cc ? cc.nodes.length : 0,
                     contrast_error: ci && ci.error ? String(ci.error.message || ci.error).slice(0, 300) : null,
                     contrast_unsure: ci ? ci.nodes.slice(0, 3).map((x) => x.target.join(' ') + ': '
                                                                   + (x.any[0] || {}).message) : []};
           }""", [selector, WCAG_TAGS])


def _record(counts: dict, details: dict, view: str, res: dict) -> None:
    counts[view] = sum(v["n"] for v in res["violations"])
    details[view] = res


def _report(counts: dict, details: dict, name: str = "axe_counts.txt") -> str:
    lines = ["axe-core 4.14.1, WCAG 2.1 A/AA: violations (nodes) per view"]
    for view, n in counts.items():
        rules = ", ".join(f"{v['id']}×{v['n']}" for v in details[view]["violations"])
        lines.append(f"  {view:<28} {n:>4}  {rules}")
    ARTIFACTS.mkdir(exist_ok=True)
    text = "\n".join(lines)
    (ARTIFACTS / name).write_text(text + "\n\n" + json.dumps(details, indent=1, ensure_ascii=False),
                                             encoding="utf-8")
    return text


def _tab_titles(page) -> list[str]:
    return page.locator(f"{_EX} .mj-views .lm-TabBar-tab").all_inner_texts()


def _open_tab(page, i: int) -> None:
    page.locator(f"{_EX} .mj-views .lm-TabBar-tab").nth(i).click()
    page.wait_for_timeout(600)


def _set_lang(page, value: str) -> None:
    label = {"zh": "中文", "en": "English"}[value]
    page.locator(f"{_EX} .mj-lang select").select_option(label=label)
    page.wait_for_timeout(2000)


def _set_hand(page, notation: str) -> None:
    box = page.locator(f"{_EX} .mj-notation-input input")
    box.fill(notation)
    box.press("Enter")
    page.wait_for_timeout(1500)


def _open_settings(page) -> None:
    """Open every settings panel (click on the header of each closed one)."""
    heads = page.locator(f"{_EX} .mj-settings .jupyter-widget-Collapse-header, "
                         f"{_EX} .mj-settings .lm-Collapse-header, "
                         f"{_EX} .mj-settings .p-Collapse-header")
    for i in range(heads.count()):
        h = heads.nth(i)
        cls = h.get_attribute("class") or ""
        if "mod-expanded" not in cls and h.get_attribute("aria-expanded") != "true":
            h.click()
            page.wait_for_timeout(300)


def test_axe_on_every_view(lab_server, chromium_path, axe_path):
    _no_windowing(lab_server)
    _put_notebook(lab_server, ASK_NB, _ask_cells())
    _put_notebook(lab_server, EXPLORER_NB, _explorer_cells())
    counts: dict[str, int] = {}
    details: dict[str, dict] = {}
    def partial_report() -> None:  # what axe found before the failure
        if counts:
            print(_report(counts, details))

    with chromium(chromium_path, "a11y_failure.png", lab=lab_server, on_failure=partial_report) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 3200})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, ASK_NB, ".mj-practice .mj-ask")
        _dismiss_toasts(page)

        # ask() of every kind, zh then en: one output area each (a check first, so the feedback shows)
        asks = page.locator(".jp-OutputArea-output:has(.mj-ask):not(:has(.mj-practice))")
        assert asks.count() == 2 * len(ASK_IDS), asks.count()
        for i in range(asks.count()):
            out = asks.nth(i)
            lang = "zh" if i < len(ASK_IDS) else "en"
            kind = list(ASK_IDS)[i % len(ASK_IDS)]
            out.evaluate(f"e => e.setAttribute('data-a11y-view', 'ask-{kind}-{lang}')")
            out.locator("button.mj-ask-check").click()
            page.wait_for_function(f"() => (document.querySelector('[data-a11y-view=ask-{kind}-{lang}] "
                                   f".mj-ask-feedback') || {{}}).innerText")
        for i in range(asks.count()):
            view = asks.nth(i).get_attribute("data-a11y-view")
            _record(counts, details, view, _axe(page, axe_path, f"[data-a11y-view={view}]"))
        trainer = page.locator(".jp-OutputArea-output:has(.widget-button):not(:has(.mj-ask))").first
        trainer.evaluate("e => e.setAttribute('data-a11y-view', 'discard-trainer')")
        trainer.locator(".widget-button").first.click()
        page.wait_for_timeout(1500)
        _record(counts, details, "discard-trainer", _axe(page, axe_path, "[data-a11y-view=discard-trainer]"))
        page.locator(".jp-OutputArea-output:has(.mj-practice)").first.evaluate(
            "e => e.setAttribute('data-a11y-view', 'practice')")
        _record(counts, details, "practice", _axe(page, axe_path, "[data-a11y-view=practice]"))

        # the explorer: every tab, zh and en, then projector mode; a non-winning 14-tile hand for 何切
        _shutdown_kernels(lab_server)
        _open_notebook(page, lab_server, EXPLORER_NB, f"{_EX} [data-testid=mj-palette-tile]")
        _wait_explorer(page)
        ex = _EX
        page.locator(ex).scroll_into_view_if_needed()
        _open_settings(page)
        for lang in ("zh", "en", "projector"):
            if lang == "en":
                _set_lang(page, "en")
            if lang == "projector":
                # (the projector's explorer, with every settings panel open, is taller than 3200 px; at a
                # projector's width, 1920 px: at 1280 px the 何切 table scrolls sideways, and axe's contrast
                # rule stops on it with "element midpoint exceeds the grid bounds")
                page.set_viewport_size({"width": 1920, "height": 6000})
                page.locator(f"{ex} .mj-projector-toggle").click()
                page.wait_for_selector(f"{ex}.mj-projector")
            titles = _tab_titles(page)
            assert len(titles) >= 4, titles
            for i in range(len(titles)):
                _open_tab(page, i)
                key = page.locator(f"{ex} .mj-views .lm-TabBar-tab").nth(i).get_attribute("data-mj-tab") or str(i)
                view = f"explorer-{lang}-tab{i}"
                _record(counts, details, view, _axe(page, axe_path, ex))
                details[view]["tab"] = titles[i]
                del key
            # 何切 with a hand that is not yet a win (14 tiles: the strip of discards shows)
            _set_hand(page, "123m456p789s239m55p")
            for i, t in enumerate(_tab_titles(page)):
                if "打哪张" in t or "discard" in t:  # the 何切 tab: advice.tab
                    _open_tab(page, i)
                    page.wait_for_timeout(1500)
                    view = f"explorer-{lang}-discard14"
                    _record(counts, details, view, _axe(page, axe_path, ex))
            _set_hand(page, "123m456p11s89m pon:777z +7m")
        print(_report(counts, details))
        missing = [v for v in ("explorer-zh-discard14", "explorer-en-discard14", "explorer-projector-discard14")
                   if v not in counts]
        assert not missing, f"the 何切 tab was never found for {missing}"
        for view, d in details.items():
            assert d["contrast_passed"] > 0, f"{view}: colour contrast checked nothing"
        bad = {v: n for v, n in counts.items() if n}
        assert not bad, f"axe violations per view: {bad} (details in test-artifacts/axe_counts.txt)"


# ---------------------------------------------------------------------------------------------------------------
# keyboard only

def test_keyboard_only(lab_server, chromium_path):
    _no_windowing(lab_server)
    _put_notebook(lab_server, "a11y_keys.ipynb", _explorer_cells())
    with chromium(chromium_path, "a11y_keyboard_failure.png", lab=lab_server) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 2000})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, "a11y_keys.ipynb", f"{_EX} [data-testid=mj-palette-tile]")
        _wait_explorer(page)
        assert page.evaluate(_NOTEBOOK_STATE)["n"] == 2
        keyboard_walk(page, _EX)  # tests/support.py: the steps shared with the offline site (test_site_a11y)
        page.screenshot(path=str(ARTIFACTS / "a11y_keyboard_end.png"))


_VEX = "[data-testid=mj-explorer]"  # Voila: the start notebook's one explorer


def test_keyboard_only_in_voila(voila_server, chromium_path):
    """The same keys in the Voila app view (WCAG 2.1 SC 2.1.1 Keyboard; product.md § Widgets: "Works in
    JupyterLab 4 and in Voila"), kept short: the ruleset changed with the arrows on its select, Clear, a hand built
    from the palette with the arrows and Enter; after each step the value changed and the focus is still inside the
    explorer."""
    with chromium(chromium_path, "a11y_voila_keyboard_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 2000})
        page.set_default_timeout(60_000)
        page.goto(voila_server["url"], wait_until="domcontentloaded")
        page.wait_for_selector(f"{_VEX} [data-testid=mj-palette-tile][data-tile='1m']", timeout=180_000)
        page.wait_for_selector(f"{_VEX} [data-testid=mj-summary] .mj-sum-row.mj-sum-focus")
        check = KeyCheck(page, _VEX, notebook=False)  # no notebook: the focus stays in the explorer
        # 1. the ruleset select: ArrowDown → Huilai, ArrowUp → Mawan again
        keys_ruleset(page, _VEX, check)
        # 2. Clear, reached with Tab; 3. a hand from the palette: 123m 456m 789m 111p 22p, 2p the winning tile
        keys_build_hand(page, _VEX, check, back=False)
        assert "Traceback" not in page.locator("body").inner_text()


# ---------------------------------------------------------------------------------------------------------------
# live regions

_WATCH = """(sel) => {
  window.__mjLive = [];
  const box = document.querySelector(sel);
  new MutationObserver(() => window.__mjLive.push(box.textContent)).observe(box,
    {childList: true, subtree: true, characterData: true});
}"""


def test_live_regions_announce_once(lab_server, chromium_path):
    _no_windowing(lab_server)
    cells = _cells(['import mjlearn as mj\nmj.set_language("en")\n'
                    'explorer = mj.Explorer(hand="234m345p456s678m5p", lang="en")\nexplorer',
                    'from mjlearn.exercises import load\nload("mawan", "mw-05").ask()'])
    _put_notebook(lab_server, "a11y_live.ipynb", cells)
    with chromium(chromium_path, "a11y_live_failure.png", lab=lab_server) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 2400})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, "a11y_live.ipynb", ".mj-ask-waits [data-testid=mj-ask-palette]")
        page.wait_for_selector(f"{_EX} [data-testid=mj-palette-tile][data-tile='5p']", timeout=180_000)
        page.wait_for_selector(".mj-ask-waits [data-testid=mj-ask-palette] .mj-tile-btn", timeout=120_000)
        _dismiss_toasts(page)
        status = f"{_EX} [data-testid=mj-status]"
        assert page.get_attribute(status, "role") == "status"
        assert page.get_attribute(status, "aria-live") == "polite"

        # a click completes 234m345p456s678m5p + 5p: Mawan and Huilai score it, Jinzhou does not (no 1, 9 or
        # 红中: JZ-L2; no pung: JZ-L3) — one change of the region, with all three and Jinzhou's reason
        page.evaluate(_WATCH, status)
        page.locator(f"{_EX} [data-testid=mj-palette-tile][data-tile='5p']").click()
        page.wait_for_function("() => window.__mjLive.length > 0")
        page.wait_for_timeout(2500)  # any second (late) announcement would arrive by now
        said = page.evaluate("() => window.__mjLive")
        assert len(said) == 1, said
        text = said[0]
        assert "Mawan" in text and "Huilai" in text and "Jinzhou" in text, text
        assert "not a win" in text[text.index("Jinzhou"):].lower() and "JZ-L2" in text, text

        # ask(): pick 2s, check — the feedback region says the new feedback, once
        fb = ".mj-ask-waits .mj-ask-feedback [role=status]"
        assert page.locator(fb).count() == 1
        page.evaluate(_WATCH, fb)
        page.locator(".mj-ask-waits [data-testid=mj-ask-palette] .mj-tile-btn[data-tile='2s']").click()
        page.wait_for_function("() => document.querySelectorAll('.mj-ask-waits .mj-tile-btn.mj-picked').length === 1")
        page.locator(".mj-ask-waits button.mj-ask-check").click()
        page.wait_for_function("() => window.__mjLive.length > 0")
        page.wait_for_timeout(2500)
        said = page.evaluate("() => window.__mjLive")
        assert len(said) == 1, said
        # mw-05 waits on 2s 5s 7s 8s (test_browser_ask): one of four picked → "Not quite", three missing
        assert "mw-05: Not quite" in said[0] and "3 wait(s) missing" in said[0], said
