"""Real-browser test of the start-here notebook's Explorer (spec ``product.md`` § CI and set-up, "Browser test").

Starts JupyterLab on 127.0.0.1 (free port, token, ``--allow-root`` when root, temp config/runtime dirs) in a
temporary copy of ``notebooks/`` (the English start notebook ``en/00_start_here.ipynb``;
``tests/test_browser_git_clean.py`` runs the Chinese one through ``scripts/start.sh``) (nothing is written to the repository except the screenshots in
``test-artifacts/``), drives the system Chromium with Python Playwright (never downloads a browser), runs
the notebook, clicks palette tiles to build a complete hand and checks the decomposition and score views;
then types a bad hand and checks that the message appears and the hand is kept.

Checks, at a laptop's 1024×768 (with JupyterLab's file browser open): after running the notebook and
clicking one palette tile, the summary strip and the click's effect are inside the viewport without scrolling;
a typed bad hand shows its message next to the box, inside the viewport; a keyboard-only pass (Tab, arrows,
Enter) builds a 14-tile hand; the median click-to-summary latency is printed (goal ≤ 100 ms).  And one run at
1920×1080 with 150 % zoom (a 1280×720 CSS viewport at device scale 1.5) in projector mode.  Screenshots of each
step go to ``test-artifacts/``.

If ``/usr/bin/chromium`` is missing: fail when ``CI`` is set, skip otherwise.
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest
from hands import STRAIGHT_IN_CHARACTERS
from support import ARTIFACTS, _free_port, _wait_http, chromium  # noqa: F401  (the servers' helpers, for test_browser_git_clean)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]

ROOT = Path(__file__).resolve().parents[1]

# The hand built by clicking (13 tiles, then the 14th becomes the winning tile):
# 123m 456m 789m 111p + pair 22p, winning on the second 2p.
# By hand: the only decomposition is chow 123m, chow 456m, chow 789m, pung 111p, pair 22p (no other
# split of 1p1p1p2p2p works: 11p+122p is no set; 111p222p needs a third 2p), and 2p sits in the pair, so
# the one reading is a single wait (吊).  Seven pairs is impossible (123m… has no pairs).
CLICKS = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "1p", "1p", "2p", "2p"]


def _accept_dialogs(page, seconds: float) -> None:
    """Click the accept button of any JupyterLab dialog (kernel choice) showing within ``seconds``."""
    end = time.time() + seconds
    while time.time() < end:
        btn = page.locator(".jp-Dialog .jp-mod-accept")
        if btn.count():
            btn.first.click()
            page.wait_for_timeout(500)
            continue
        page.wait_for_timeout(500)


def _dismiss_toasts(page) -> None:
    """Close JupyterLab's notification toasts (e.g. the news question) so they do not cover the views."""
    for b in page.locator(".Toastify__close-button").all() + page.get_by_role("button", name="No", exact=True).all()\
            + page.get_by_role("button", name="否", exact=True).all():  # the Chinese interface's "No"
        try:
            b.click(timeout=2000)
        except Exception:  # noqa: BLE001 - a toast that went away by itself is fine
            pass


def _hand_count(page) -> int:
    return page.locator(".mj-hand .mj-tile-btn").count()


def _open_and_run(page, lab) -> None:
    """Open the start-here notebook in JupyterLab, run every cell, wait for the explorer."""
    page.goto(f"{lab['url']}/lab/tree/en/00_start_here.ipynb?token={lab['token']}", wait_until="domcontentloaded")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    _accept_dialogs(page, 15)
    page.wait_for_function(
        "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator');"
        " return !s || s.getAttribute('data-status') === 'idle'; }", timeout=120_000)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    _accept_dialogs(page, 10)
    page.wait_for_selector("[data-testid=mj-palette-tile][data-tile='1m']", timeout=90_000)
    page.wait_for_selector("[data-testid=mj-hand] .mj-tile-btn", timeout=60_000)
    page.wait_for_selector("[data-testid=mj-explorer]", timeout=30_000)
    _dismiss_toasts(page)


def _explorer_to_top(page) -> None:
    """Scroll the notebook so that the explorer starts at the top of the window (what a learner does)."""
    page.locator("[data-testid=mj-explorer]").evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)


def _scroll_top(page) -> float:
    return page.evaluate("() => { const e = document.querySelector('[data-testid=mj-explorer]');"
                         " let p = e && e.parentElement; while (p && p.scrollHeight <= p.clientHeight) p = p.parentElement;"
                         " return p ? p.scrollTop : window.scrollY; }")


def _inside_viewport(page, locator, what: str) -> None:
    box = locator.first.bounding_box()
    vp = page.viewport_size
    assert box is not None, f"{what} is not shown"
    assert box["y"] >= 0 and box["y"] + box["height"] <= vp["height"], f"{what} is outside the viewport: {box}"
    assert box["x"] >= 0 and box["x"] + box["width"] <= vp["width"], f"{what} is outside the viewport: {box}"


def test_explorer_in_jupyterlab(lab_server, chromium_path):
    import mjlearn as mj

    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, "explorer_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 3200})
        page.set_default_timeout(60_000)
        _open_and_run(page, lab_server)
        # the notebook-only instruction is shown in JupyterLab (Voila hides it: test_explorer_in_voila)
        lab_only = page.locator(".jp-MarkdownCell .mj-notebook-only", has_text="Shift + Enter")
        assert lab_only.count() == 1 and lab_only.is_visible()
        assert page.locator(".jp-MarkdownCell .mj-notebook-only", has_text="Where next").is_visible()
        # the palette shows all 34 kinds for Mawan, each a drawn SVG (no font glyphs)
        assert page.locator(".mj-palette .mj-tile-btn").count() == 34
        assert page.locator(".mj-palette .mj-tile-btn svg path, .mj-palette .mj-tile-btn svg circle").count() > 34

        # start from an empty hand and click the tiles
        page.locator(".mj-explorer button.mj-clear").click()
        page.wait_for_function("() => document.querySelectorAll('.mj-hand .mj-tile-btn').length === 0")
        for i, t in enumerate(CLICKS):
            page.locator(f".mj-palette .mj-tile-btn[data-tile='{t}']").click()
            page.wait_for_function(
                f"() => document.querySelectorAll('.mj-hand .mj-tile-btn').length === {i + 1}")
        # the 14th tile is the winning tile
        page.wait_for_selector(".mj-hand .mj-tile-btn.mj-win[data-tile='2p']")
        page.wait_for_selector(".mj-explorer .mj-notation-input input")
        assert page.locator(".mj-explorer .mj-notation-input input").input_value() == STRAIGHT_IN_CHARACTERS

        # decompositions view (first tab): the one reading, groups drawn with tiles, win in the pair
        page.locator(".mj-views .lm-TabBar-tab").nth(0).click()
        page.wait_for_selector(".mj-readings .mj-reading")
        reading = page.locator(".mj-readings .mj-reading").first
        assert reading.locator(".mj-group[data-shape='chow']").count() == 3
        assert reading.locator(".mj-group[data-shape='pung'] [data-tile='1p']").count() == 3
        pair = reading.locator(".mj-group.mj-wingroup[data-shape='pair']")
        assert pair.count() == 1
        assert pair.locator("[data-tile='2p'] svg.mj-win").count() == 1
        _dismiss_toasts(page)
        page.locator(".jp-OutputArea-output:has(.mj-palette)").first.screenshot(path=str(ARTIFACTS / "explorer_readings.png"))

        # scores view: every ruleset's box shows what the library says for this hand
        page.locator(".mj-views .lm-TabBar-tab").nth(1).click()
        page.wait_for_selector(".mj-scores .mj-score-mawan")
        hand = mj.parse_hand(STRAIGHT_IN_CHARACTERS)
        scored = 0
        for name in mj.ruleset_names():
            box = page.locator(f".mj-scores .mj-score-{name}")
            assert box.count() == 1, name
            try:
                res = mj.score(hand, name)
                want = res.status
            except mj.MjError:
                res, want = None, "error"
            assert box.get_attribute("data-status") == want, name
            if want == "not_implemented":
                assert box.locator(".mj-coming").count() == 1
            if want == "scored":
                scored += 1
                codes = [c.strip() for c in box.locator("table.mj-items tr td:first-child").all_inner_texts()]
                assert codes == [it.code for it in res.items], name
                assert box.locator(".mj-total").count() == 1
        page.locator(".jp-OutputArea-output:has(.mj-palette)").first.screenshot(path=str(ARTIFACTS / "explorer_scores.png"))
        if scored == 0:
            print("no ruleset's scoring has landed yet: score boxes checked for 'coming' only")

        # the error path: a bad hand typed in → a message, the hand kept
        box = page.locator(".mj-explorer .mj-notation-input input")
        box.fill("123m45x")
        box.press("Enter")
        page.wait_for_selector(".mj-notation-msg .mj-msg-error")
        msg = page.locator(".mj-notation-msg").inner_text()
        assert "45x" in msg or "x" in msg
        # one red box per error: next to the box; the status line announces it, unboxed
        assert page.locator(".mj-explorer .mj-msg-error").count() == 1
        assert "Traceback" not in page.locator(".mj-explorer").inner_text()
        assert _hand_count(page) == 14
        page.locator(".mj-notation-msg").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "explorer_error.png"))


# The in-page latency probe: the time from a palette tile's click event to the first change of the summary
# strip's DOM (the round trip to the kernel, the refresh, and the redraw), in ms.
_LATENCY_PROBE = """() => {
  window.__mjLat = [];
  window.__mjT0 = null;
  document.addEventListener('click', (ev) => {
    if (ev.target.closest && ev.target.closest('[data-testid=mj-palette-tile], [data-testid=mj-hand] .mj-tile-btn'))
      window.__mjT0 = performance.now();
  }, true);
  const box = document.querySelector('.mj-summary-box');
  new MutationObserver(() => {
    if (window.__mjT0 !== null) { window.__mjLat.push(performance.now() - window.__mjT0); window.__mjT0 = null; }
  }).observe(box, {childList: true, subtree: true, characterData: true});
}"""


def _summary_rows(page) -> dict[str, str]:
    rows = page.locator("[data-testid=mj-summary] .mj-sum-row")
    return {rows.nth(i).get_attribute("data-ruleset"): rows.nth(i).get_attribute("data-status")
            for i in range(rows.count())}


def test_explorer_fits_a_laptop_screen(lab_server, chromium_path):
    """1024×768, file browser open: click → effect and summary on one screen; a bad hand's message next to
    the box; the click-to-summary latency (printed, median goal ≤ 100 ms)."""
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, "explorer_1024_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        page.set_default_timeout(60_000)
        _open_and_run(page, lab_server)
        _explorer_to_top(page)
        # the start hand is a win in all three rulesets: the summary says so before any click
        assert _summary_rows(page) == {"mawan": "scored", "huilai": "scored", "jinzhou": "scored"}
        _inside_viewport(page, page.locator("[data-testid=mj-summary]"), "the summary strip")
        page.screenshot(path=str(ARTIFACTS / "explorer_1024_start.png"))

        # one palette click on the full hand: refused, and the refusal is next to the palette, in the
        # status line, and on screen together with the hand and the summary — nothing scrolled
        before = _scroll_top(page)
        page.locator("[data-testid=mj-palette-tile][data-tile='1m']").click()
        page.wait_for_selector(".mj-palette-msg .mj-msg-error")
        assert _scroll_top(page) == before
        status = page.locator("[data-testid=mj-status]")
        assert "14" in status.inner_text()  # "the hand is full (14 tiles…)" in every language
        for loc, what in ((page.locator(".mj-palette-msg .mj-msg-error"), "the palette's message"),
                          (page.locator("[data-testid=mj-hand]"), "the hand"),
                          (page.locator("[data-testid=mj-summary]"), "the summary strip"),
                          (status, "the status line")):
            _inside_viewport(page, loc, what)
        page.screenshot(path=str(ARTIFACTS / "explorer_1024_refused.png"))

        # remove the winning tile (13 tiles: the summary shows the waits), then one palette click
        # completes the hand again: the tile shows as the winning tile and the summary has every total
        page.evaluate(_LATENCY_PROBE)
        page.locator("[data-testid=mj-hand] .mj-tile-btn[data-key='w:7m']").click()
        page.wait_for_function("() => document.querySelectorAll('[data-testid=mj-hand] .mj-tile-btn').length === 13")
        page.wait_for_selector("[data-testid=mj-summary] .mj-sum-row[data-status=ready]")
        # 12389m456p11s pon:777z waits on 7m only (89m is an edge wait): every ruleset says 7m
        for name in ("mawan", "huilai", "jinzhou"):
            row = page.locator(f"[data-testid=mj-summary] .mj-sum-row[data-ruleset={name}]")
            assert row.locator(".mj-tile[data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)") == ["7m"]
        before = _scroll_top(page)
        page.locator("[data-testid=mj-palette-tile][data-tile='7m']").click()
        page.wait_for_selector("[data-testid=mj-hand] .mj-tile-btn.mj-win[data-tile='7m']")
        page.wait_for_function("() => document.querySelectorAll('[data-testid=mj-summary] .mj-sum-row[data-status=scored]').length === 3")
        assert _scroll_top(page) == before
        _inside_viewport(page, page.locator("[data-testid=mj-hand] .mj-tile-btn.mj-win"), "the new winning tile")
        _inside_viewport(page, page.locator("[data-testid=mj-summary]"), "the summary strip")
        page.screenshot(path=str(ARTIFACTS / "explorer_1024_click.png"))

        # latency: remove and add back the winning 7m ten times; each click → the summary's DOM changes
        def measured_click(locator) -> None:
            n = page.evaluate("() => window.__mjLat.length")
            locator.click()
            page.wait_for_function(f"() => window.__mjLat.length > {n}")
            page.wait_for_timeout(150)  # let the rest of the redraw land before the next click

        page.evaluate("() => { window.__mjLat = []; }")
        for _ in range(10):
            measured_click(page.locator("[data-testid=mj-hand] .mj-tile-btn[data-key='w:7m']"))
            measured_click(page.locator("[data-testid=mj-palette-tile][data-tile='7m']"))
        lat = sorted(page.evaluate("() => window.__mjLat"))
        assert len(lat) == 20, lat
        median = lat[len(lat) // 2]
        line = (f"click-to-summary latency in the browser: median {median:.0f} ms, max {lat[-1]:.0f} ms "
                f"over {len(lat)} clicks (goal: median <= 100 ms): {[round(x) for x in lat]}")
        print(line)  # a measurement, not a timed assertion (performance is judged in bench/)
        (ARTIFACTS / "explorer_latency.txt").write_text(line + "\n", encoding="utf-8")

        # a typed bad hand: the message next to the box, inside the viewport; the hand kept
        box = page.locator(".mj-notation-input input")
        box.fill("123m45x")
        box.press("Enter")
        page.wait_for_selector(".mj-notation-msg .mj-msg-error")
        assert "45x" in page.locator(".mj-notation-msg").inner_text()
        _inside_viewport(page, page.locator(".mj-notation-msg .mj-msg-error"), "the bad hand's message")
        _inside_viewport(page, box, "the notation box")
        assert _hand_count(page) == 14
        assert "Traceback" not in page.locator("[data-testid=mj-explorer]").inner_text()
        page.screenshot(path=str(ARTIFACTS / "explorer_1024_bad_hand.png"))

        # a used-up tile: aria-disabled, and its accessible name says none are left
        box.fill("1111m")
        box.press("Enter")
        page.wait_for_selector("[data-testid=mj-palette-tile][data-tile='1m'][aria-disabled=true]")
        assert page.locator("[data-testid=mj-palette-tile][aria-disabled=true]").count() == 1


def test_explorer_keyboard_only(lab_server, chromium_path):
    """Tab into the palette (one tab stop), arrows between tiles, Enter to add: a 14-tile hand, focus kept."""
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, "explorer_keyboard_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        page.set_default_timeout(60_000)
        _open_and_run(page, lab_server)
        _explorer_to_top(page)
        clear = page.locator(".mj-explorer button.mj-clear")
        clear.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelectorAll('[data-testid=mj-hand] .mj-tile-btn').length === 0")
        # the palette is one tab stop: exactly one tile is tabbable
        assert page.locator("[data-testid=mj-palette-tile][tabindex='0']").count() == 1
        # from the control before the palette (the notation's "use this hand"), Tab lands on the palette's
        # current tile (1m)
        page.locator(".mj-explorer button.mj-apply").focus()
        page.keyboard.press("Tab")
        focused = lambda: page.evaluate(  # noqa: E731
            "() => { const a = document.activeElement; return a && a.dataset ? (a.dataset.testid || '') + ':' + (a.dataset.tile || '') : ''; }")
        assert focused() == "mj-palette-tile:1m"
        label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        assert "1m" in label and ("4" in label)  # the tile and its copies left

        def add(times: int = 1) -> None:
            for _ in range(times):
                n = _hand_count(page)
                page.keyboard.press("Enter")
                page.wait_for_function(
                    f"() => document.querySelectorAll('[data-testid=mj-hand] .mj-tile-btn').length === {n + 1}")

        # 1m … 9m with Enter and →, focus staying on the tile after every redraw
        for i in range(9):
            add()
            want = f"mj-palette-tile:{i + 1}m"
            assert focused() == want, (focused(), want)
            if i < 8:
                page.keyboard.press("ArrowRight")
        # ↓ from 9m: the tile below it (9p); ← eight times: 1p; three 1p, then 2p twice
        page.keyboard.press("ArrowDown")
        assert focused() == "mj-palette-tile:9p"
        for _ in range(8):
            page.keyboard.press("ArrowLeft")
        assert focused() == "mj-palette-tile:1p"
        add(3)
        assert focused() == "mj-palette-tile:1p"
        page.keyboard.press("ArrowRight")
        add(2)
        page.wait_for_selector("[data-testid=mj-hand] .mj-tile-btn.mj-win[data-tile='2p']")
        # the notation box follows the hand in a later message: wait for it rather than read it at once
        try:
            page.wait_for_function(
                "() => document.querySelector('.mj-notation-input input').value === '123456789m1112p +2p'",
                timeout=15_000)
        except Exception:  # noqa: BLE001 - the assertion below says what it holds instead
            pass
        assert page.locator(".mj-notation-input input").input_value() == STRAIGHT_IN_CHARACTERS
        assert focused() == "mj-palette-tile:2p"
        page.screenshot(path=str(ARTIFACTS / "explorer_1024_keyboard.png"))


def test_explorer_projector_1920x1080_at_150_percent(lab_server, chromium_path):
    """A classroom projector: 1920×1080 at 150 % zoom (1280×720 CSS px, device scale 1.5), the file browser
    hidden, projector mode: large tiles, captions ≥ 16 px, one ruleset at a time, the summary on screen."""
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, "explorer_projector_failure.png") as browser:
        ctx = browser.new_context(viewport={"width": 1280, "height": 720}, device_scale_factor=1.5)
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        _open_and_run(page, lab_server)
        # a teacher projecting hides JupyterLab's file browser (click its icon, or Ctrl+B)
        current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
        if current.count():
            current.first.click()
            page.wait_for_timeout(500)
        page.locator(".mj-explorer .mj-projector-toggle").click()
        page.wait_for_selector(".mj-explorer.mj-projector")
        _explorer_to_top(page)
        tile = page.locator("[data-testid=mj-palette-tile] svg").first.bounding_box()
        assert tile["width"] >= 50, tile  # tiles a room can see
        sizes = page.evaluate("""() => {
          const px = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
          return {cap: px('[data-testid=mj-palette-tile] .mj-cap'), summary: px('[data-testid=mj-summary]'),
                  name: px('[data-testid=mj-summary] .mj-sum-name'), label: px('[data-testid=mj-hand] .mj-slabel')};
        }""")
        assert min(sizes.values()) >= 16, sizes  # captions ≥ 16 px
        # one ruleset at a time: the summary shows the focus ruleset only
        page.locator(".mj-explorer .mj-view-mode button").first.click()
        page.wait_for_function("() => document.querySelectorAll('[data-testid=mj-summary] .mj-sum-row').length === 1")
        assert _summary_rows(page) == {"mawan": "scored"}
        _inside_viewport(page, page.locator("[data-testid=mj-summary]"), "the summary strip")
        page.screenshot(path=str(ARTIFACTS / "explorer_projector_1920x1080_150.png"))
        page.locator(".mj-views .lm-TabBar-tab").nth(1).click()
        page.wait_for_selector(".mj-scores .mj-score-mawan table.mj-items")
        page.locator(".mj-scores").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "explorer_projector_scores.png"))


def test_explorer_in_voila(voila_server, chromium_path):
    """The classroom "app" view: Voila renders the start-here notebook; clicks reach the kernel."""
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, "voila_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 2400})
        page.set_default_timeout(60_000)
        page.goto(voila_server["url"], wait_until="domcontentloaded")
        page.wait_for_selector(".mj-palette .mj-tile-btn[data-tile='1m']", timeout=180_000)
        # the start hand 123m456p11s89m pon:777z +7m: 13 concealed-or-set tiles + the winning tile
        assert _hand_count(page) == 14
        # notebook-only instructions ("Run the cell below (Shift + Enter)") are in the page but hidden,
        # while the rest of the same markdown cell is shown
        hidden = page.locator(".mj-notebook-only")
        assert hidden.count() >= 1 and all(not hidden.nth(i).is_visible() for i in range(hidden.count()))
        body = page.locator("body").inner_text()
        assert "Shift + Enter" not in body and "Run the cell below" not in body and "运行下面" not in body
        assert "Where next" not in body and "practice(" not in body  # the notebook-to-notebook guide
        assert "every way to split it into sets" in body
        page.locator(".mj-hand .mj-tile-btn[data-key='c:1m']").click()  # remove 1m
        page.wait_for_function("() => document.querySelectorAll('.mj-hand .mj-tile-btn').length === 13")
        page.locator(".mj-palette .mj-tile-btn[data-tile='1m']").click()  # the 14th tile: winning tile
        page.wait_for_selector(".mj-hand .mj-tile-btn.mj-win[data-tile='1m']")
        assert page.locator(".mj-explorer .mj-notation-input input").input_value() == "23789m456p11s pon:777z +1m"
        assert "Traceback" not in page.locator("body").inner_text()
        page.screenshot(path=str(ARTIFACTS / "voila_explorer.png"))
