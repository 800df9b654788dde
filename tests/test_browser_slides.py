"""Notebook 04 presented as slides with JupyterLab RISE (for presenting in class): the deck is built from the
notebook's slide metadata (one reveal.js section per slide), opens at the explorer's slide, and the explorer's cell
runs there (Ctrl+Enter); then a click on a palette tile should change the summary.  Screenshots in
``test-artifacts/slides_04_*``.

The live widget does NOT render in jupyterlab-rise 0.43.1 with ipywidgets 8.1.9 / jupyterlab_widgets 3.0.17: the
RISE app's module federation lacks ``@jupyterlab/console``, which the widget manager's extension shares ("Shared
module @jupyterlab/console doesn't exist in shared scope default"; upstream jupyterlab-contrib/rise#119 and
#126), so the cell shows the widget's text form.  That step is a strict xfail: it fails loudly (XPASS) once RISE
renders widgets, and this note and the xfail go.  Servers and Chromium: see ``tests/test_browser.py``."""
from __future__ import annotations

import json

import pytest
from support import chromium
from test_browser import ARTIFACTS, ROOT, _accept_dialogs

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]


def _explorer_cell() -> int:
    nb = json.loads((ROOT / "notebooks" / "en" / "04_huilai.ipynb").read_text(encoding="utf-8"))
    return next(i for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code" and "mj.Explorer(" in "".join(c["source"]))


@pytest.mark.parametrize("live", [False, pytest.param(True, marks=pytest.mark.xfail(
    strict=True,
    reason="jupyterlab-rise 0.43.1 cannot load the ipywidgets 8 manager (jupyterlab-contrib/rise#119, #126)"))],
    ids=["deck", "live-explorer"])
def test_notebook_04_as_slides(lab_server, chromium_path, live):
    pytest.importorskip("jupyterlab_rise")
    ARTIFACTS.mkdir(exist_ok=True)
    index = _explorer_cell()
    with chromium(chromium_path, "slides_04_failure.png") as browser:
        ctx = browser.new_context(viewport={"width": 1280, "height": 720}, device_scale_factor=1.5)
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        logs = []
        page.on("console", lambda m: logs.append(f"{m.type}: {m.text}"[:300]))
        lab, token = lab_server["url"], lab_server["token"]
        page.goto(f"{lab}/rise/en/04_huilai.ipynb?activeCellIndex={index}&token={token}",
                  wait_until="domcontentloaded")
        _accept_dialogs(page, 10)
        page.wait_for_selector(".reveal .slides section", timeout=120_000)
        page.wait_for_timeout(3000)
        page.screenshot(path=str(ARTIFACTS / "slides_04_open.png"))
        # the slide shown holds the explorer's cell; run it there (Ctrl+Enter: run and stay on the slide)
        cell = page.locator(".jp-CodeCell").filter(has_text="mj.Explorer(").first
        assert cell.is_visible(), "the deck did not open at the explorer's slide"
        nb = json.loads((ROOT / "notebooks" / "en" / "04_huilai.ipynb").read_text(encoding="utf-8"))
        want = sum(c["metadata"].get("slideshow", {}).get("slide_type") == "slide" for c in nb["cells"])
        slides = page.locator(".reveal .slides > section").count()
        assert want >= 5 and slides == want, f"{slides} slides, the notebook's metadata says {want}"
        cell.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Control+Enter")
        _accept_dialogs(page, 3)
        page.wait_for_function("(el) => /\\[\\d+\\]/.test(el.innerText)", arg=cell.locator(".jp-InputPrompt").element_handle(),
                               timeout=120_000)
        page.wait_for_timeout(2000)
        page.screenshot(path=str(ARTIFACTS / "slides_04_explorer_slide.png"))
        if not live:
            return
        summary = page.locator("[data-testid=mj-summary]")
        try:
            summary.wait_for(timeout=20_000)
        except Exception:
            (ARTIFACTS / "slides_console.txt").write_text("\n".join(logs), encoding="utf-8")
            raise
        page.wait_for_selector("[data-testid=mj-summary] .mj-sum-row[data-ruleset=huilai][data-status=ready]")
        page.wait_for_timeout(1000)
        before = summary.inner_text()
        page.screenshot(path=str(ARTIFACTS / "slides_04_explorer_before.png"))
        # 123m456p11s89m pon:777z waits on 7m (the edge of 89m): clicking 7m completes the hand
        page.locator("[data-testid=mj-palette-tile][data-tile='7m']").click()
        page.wait_for_selector("[data-testid=mj-summary] .mj-sum-row[data-ruleset=huilai][data-status=scored]")
        page.wait_for_timeout(500)
        after = summary.inner_text()
        assert after != before and "×" in after, (before, after)  # Huilai's multiplier (1×, 鸡胡)
        assert page.locator("[data-testid=mj-hand] .mj-tile-btn.mj-win[data-tile='7m']").count() == 1
        # the explorer is on the slide: inside the window, not cut off
        box = summary.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 720, box
        page.screenshot(path=str(ARTIFACTS / "slides_04_explorer.png"))

