"""The explorer in a classroom: a laptop's 1024×768 and a projector's 1920×1080 at 150 % zoom (a 1280×720
CSS viewport at device scale 1.5), in JupyterLab with the English start notebook.

* After Shift+Enter on the start cell the explorer's summary is inside the window; after Run All the view is still
  on the explorer (not at the end of the notebook).
* "All three" rulesets side by side, on the scores tab and on the 何切 tab (a 14-tile hand that does not win):
  no table cell or heading overlaps another (bounding boxes), no table sticks out of its box, and nothing scrolls
  sideways (the explorer, its tab bar's container, the notebook).
* In projector mode the summary's tiles and numbers are large (tiles ≥ 30 px, the totals ≥ 20 px text).

Screenshots go to ``test-artifacts/classroom_*.png``.  Servers and Chromium: see ``tests/test_browser.py``.
"""
from __future__ import annotations

import pytest
from support import chromium
from test_browser import (
    ARTIFACTS,
    _accept_dialogs,
    _dismiss_toasts,
    _inside_viewport,
)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

NOT_A_WIN = "222m456p678s34s55p9p"  # 14 tiles, no win: every ruleset has discard advice (tests/test_advice_explorer.py)

# Every pair of boxes (table cells, table headers, headings of the result boxes) that intersect by more than
# 2 px both ways, where neither contains the other; every table wider than the box it sits in; the largest
# horizontal overflow of the explorer, of each ancestor up to the notebook, and their sideways scroll.
_LAYOUT_PROBE = """(sel) => {
  const root = document.querySelector(sel);
  if (!root) return {error: 'no ' + sel};
  const els = Array.from(root.querySelectorAll('td, th, h3, h4, h5, .mj-total, .lm-TabBar-tab'))
    .filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; });
  const boxes = els.map(e => e.getBoundingClientRect());
  const overlaps = [];
  for (let i = 0; i < els.length; i++) for (let j = i + 1; j < els.length; j++) {
    if (els[i].contains(els[j]) || els[j].contains(els[i])) continue;
    const a = boxes[i], b = boxes[j];
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 2 && h > 2) overlaps.push([els[i].textContent.trim().slice(0, 30), els[j].textContent.trim().slice(0, 30)]);
    if (overlaps.length > 20) break;
  }
  const sticking = [];
  root.querySelectorAll('table').forEach(t => {
    const p = t.parentElement.getBoundingClientRect(), r = t.getBoundingClientRect();
    if (r.width > 0 && (r.right > p.right + 1 || r.left < p.left - 1))
      sticking.push([t.className, Math.round(r.width), Math.round(p.width)]);
  });
  const exp = document.querySelector('[data-testid=mj-explorer]');
  const scrolled = [];
  for (let e = exp; e && e !== document.body; e = e.parentElement) {
    if (e.scrollLeft > 0) scrolled.push([e.className.slice(0, 40), e.scrollLeft]);
  }
  return {n: els.length, overlaps, sticking, scrolled,
          explorerOverflow: exp.scrollWidth - exp.clientWidth,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth};
}"""


def _layout_ok(page, sel: str, what: str) -> dict:
    out = page.evaluate(_LAYOUT_PROBE, sel)
    assert "error" not in out, out
    assert out["n"] > 5, f"{what}: nothing measured ({out})"
    assert out["overlaps"] == [], f"{what}: boxes overlap: {out['overlaps']}"
    assert out["sticking"] == [], f"{what}: tables wider than their box: {out['sticking']}"
    assert out["scrolled"] == [], f"{what}: scrolled sideways: {out['scrolled']}"
    assert out["explorerOverflow"] <= 1 and out["pageOverflow"] <= 1, f"{what}: horizontal overflow {out}"
    return out


def _open(page, lab) -> None:
    page.goto(f"{lab['url']}/lab/tree/en/00_start_here.ipynb?token={lab['token']}", wait_until="domcontentloaded")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    _accept_dialogs(page, 15)
    page.wait_for_function(
        "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
        " return !s || s.getAttribute('data-status') === 'idle'; }", timeout=120_000)
    _dismiss_toasts(page)


def _idle(page) -> None:
    page.wait_for_function(
        "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
        " return !s || s.getAttribute('data-status') === 'idle'; }", timeout=120_000)


def _tab(page, key: str) -> None:
    keys = page.locator(".mj-views > .lm-TabBar .lm-TabBar-tab, .mj-views .lm-TabBar-tab")
    titles = {"scores": ("scores", "计分"), "advice": ("what to discard", "何切", "打哪张")}[key]
    for i in range(keys.count()):
        text = keys.nth(i).inner_text()
        if any(t in text for t in titles):
            keys.nth(i).click()
            return
    raise AssertionError(f"no {key} tab among {[keys.nth(i).inner_text() for i in range(keys.count())]}")


@pytest.mark.parametrize("screen", ["laptop", "laptop-projector", "projector"])
def test_the_explorer_in_a_classroom(lab_server, chromium_path, screen):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, f"classroom_{screen}_failure.png") as browser:
        if screen == "projector":
            ctx = browser.new_context(viewport={"width": 1280, "height": 720}, device_scale_factor=1.5)
        else:
            ctx = browser.new_context(viewport={"width": 1024, "height": 768})
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        _open(page, lab_server)
        if screen == "projector":  # a teacher projecting hides the file browser
            current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
            if current.count():
                current.first.click()
                page.wait_for_timeout(500)

        # Shift+Enter on the start cell, as the notebook says: the summary is in the window
        page.locator(".jp-CodeCell").first.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        _accept_dialogs(page, 5)
        page.wait_for_selector("[data-testid=mj-summary] .mj-sum-row", timeout=120_000)
        _idle(page)
        page.wait_for_timeout(1500)
        _inside_viewport(page, page.locator("[data-testid=mj-summary]"), "the summary after Shift+Enter")
        page.screenshot(path=str(ARTIFACTS / f"classroom_{screen}_shift_enter.png"))

        # Run All: the view stays on the explorer
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        _accept_dialogs(page, 3)
        page.wait_for_selector("[data-testid=mj-summary] .mj-sum-row", timeout=120_000)
        _idle(page)
        page.wait_for_timeout(2000)
        _inside_viewport(page, page.locator("[data-testid=mj-summary]"), "the summary after Run All")
        page.screenshot(path=str(ARTIFACTS / f"classroom_{screen}_run_all.png"))

        if screen != "laptop":
            page.locator(".mj-explorer .mj-projector-toggle").click()
            page.wait_for_selector(".mj-explorer.mj-projector")
            sizes = page.evaluate("""() => {
              const s = document.querySelector('[data-testid=mj-summary]');
              const tile = s.querySelector('.mj-sum-row svg');
              const main = s.querySelector('.mj-sum-main');
              return {tile: tile ? tile.getBoundingClientRect().width : 0,
                      main: parseFloat(getComputedStyle(main).fontSize)};
            }""")
            assert sizes["main"] >= 20, sizes
        # all three side by side (the default view), the scores tab
        assert page.locator("[data-testid=mj-summary] .mj-sum-row[data-ruleset]").count() == 3
        _tab(page, "scores")
        page.wait_for_selector(".mj-scores .mj-score-jinzhou table", state="attached")
        page.wait_for_timeout(800)
        _layout_ok(page, ".mj-scores", f"{screen}: scores")
        page.locator(".mj-scores").first.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"classroom_{screen}_scores.png"))

        # a 14-tile hand that does not win, the 何切 tab
        box = page.locator(".mj-notation-input input")
        box.fill(NOT_A_WIN)
        box.press("Enter")
        page.wait_for_selector("[data-testid=mj-sum-advice]")
        if screen != "laptop":
            tile = page.evaluate("() => document.querySelector('[data-testid=mj-sum-advice] svg')"
                                 ".getBoundingClientRect().width")
            assert tile >= 30, f"summary tiles in projector mode: {tile} px"
        _tab(page, "advice")
        page.wait_for_selector(".mj-advice table", state="attached")
        page.wait_for_timeout(800)
        _layout_ok(page, ".mj-advice", f"{screen}: 何切")
        _layout_ok(page, ".mj-views", f"{screen}: the tab bar")
        page.locator(".mj-views").first.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        _layout_ok(page, ".mj-advice", f"{screen}: 何切 after scrolling")
        page.screenshot(path=str(ARTIFACTS / f"classroom_{screen}_advice.png"))


def _notebook_only_texts() -> list[str]:
    """What the English start notebook marks as notebook-only: each tagged cell's first line of text and each
    ``<span class="mj-notebook-only">``'s text (its first 40 characters, markdown emphasis removed)."""
    import json
    import re

    from test_browser import ROOT
    nb = json.loads((ROOT / "notebooks" / "en" / "00_start_here.ipynb").read_text(encoding="utf-8"))
    out = []
    for cell in nb["cells"]:
        src = "".join(cell["source"])
        if "mj-notebook-only" in cell.get("metadata", {}).get("tags", []):
            first = next(ln for ln in (re.sub(r"<[^>]+>", "", x).strip("# ").strip() for x in src.splitlines()) if ln)
            out.append(first)
        for span in re.findall(r'<span class="mj-notebook-only">(.*?)</span>', src, flags=re.S):
            out.append(re.sub(r"[*`]", "", " ".join(span.split()))[:40])
    return out


def test_voila_shows_none_of_the_notebook_only_texts(voila_server, chromium_path):
    texts = _notebook_only_texts()
    # the code view of the hand, the guide to the other notebooks, "run the cell below", "coming"
    assert len(texts) >= 5 and "explorer.hand" in texts, texts
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, "classroom_voila_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        page.set_default_timeout(60_000)
        page.goto(voila_server["url"], wait_until="domcontentloaded")
        page.wait_for_selector(".mj-palette .mj-tile-btn[data-tile='1m']", timeout=180_000)
        page.wait_for_timeout(1500)
        body = page.locator("body").inner_text()
        shown = [t for t in texts if t in body]
        assert shown == [], f"Voila shows notebook-only text: {shown}"
        # the tagged cells are in the page, hidden: the explorer's own hand is the only hand drawn
        tagged = page.locator(".celltag_mj-notebook-only")
        assert tagged.count() >= 3 and not any(tagged.nth(i).is_visible() for i in range(tagged.count()))
        assert page.locator(".mj-hand:visible").count() == 1
        assert page.locator(".mj-explorer .mj-hand:visible").count() == 1
        page.screenshot(path=str(ARTIFACTS / "classroom_voila.png"), full_page=True)
