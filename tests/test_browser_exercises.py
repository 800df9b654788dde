"""The exercise notebooks' questions show their hands as tiles before any cell runs (spec product.md § Exercises).

A notebook opened from disk is untrusted: JupyterLab sanitises its stored HTML and drops inline ``<svg>``.  The
questions draw each tile as an ``<img>`` with an SVG ``data:`` source, which the sanitiser keeps.  This test
opens the stored notebook in JupyterLab (no kernel run) and checks that the first questions' tile pictures are
in the page, decoded and laid out (natural width > 0) (the ghost marks are checked in tests/test_exercises.py); screenshots go to ``test-artifacts/``.
"""
from __future__ import annotations

import pytest
from support import chromium
from test_browser import ARTIFACTS, _dismiss_toasts

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

TILES = """() => {
  const imgs = [...document.querySelectorAll('.jp-OutputArea-output img.mj-tile')];
  return {n: imgs.length, drawn: imgs.filter(i => i.complete && i.naturalWidth > 0).length,
          ghosts: imgs.filter(i => i.classList.contains('mj-ghost')).length,
          svg: document.querySelectorAll('.jp-OutputArea-output svg.mj-tile-svg').length,
          alt: imgs.slice(0, 3).map(i => i.alt)};
}"""


@pytest.mark.parametrize("notebook", ["zh/11_exercises_huilai.ipynb", "en/10_exercises_mawan.ipynb"])
def test_question_tiles_show_in_an_untrusted_notebook(lab_server, chromium_path, notebook):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, f"exercise_tiles_{notebook.replace('/', '_')}_failure.png") as browser:
        for size, scale, tag in (((1024, 768), 1, "1024"), ((1920, 1080), 1.5, "projector")):
            page = browser.new_page(viewport={"width": size[0], "height": size[1]}, device_scale_factor=scale)
            page.set_default_timeout(60_000)
            page.goto(f"{lab_server['url']}/lab/tree/{notebook}?token={lab_server['token']}",
                      wait_until="domcontentloaded")
            page.wait_for_selector(".jp-OutputArea-output img.mj-tile", state="attached", timeout=120_000)
            _dismiss_toasts(page)
            for _ in range(25):
                page.mouse.wheel(0, 700)
                page.wait_for_timeout(60)
            page.evaluate("() => { const t = document.querySelectorAll('.jp-OutputArea-output img.mj-tile');"
                          " if (t.length > 20) t[20].scrollIntoView({block: 'center'}); }")
            page.wait_for_timeout(800)
            tiles = page.evaluate(TILES)
            name = notebook.replace("/", "_").replace(".ipynb", "")
            page.screenshot(path=str(ARTIFACTS / f"exercise_tiles_{name}_{tag}.png"))
            page.close()
            assert tiles["n"] >= 14 and tiles["drawn"] == tiles["n"], tiles
            assert tiles["svg"] == 0 and all(tiles["alt"]), tiles
