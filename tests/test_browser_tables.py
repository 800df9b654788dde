"""Notebook tables read well in JupyterLab itself.

JupyterLab 4 right-aligns every cell of an output-area table and lets it wrap
(``:not(.jp-RenderedMarkdown).jp-RenderedHTMLCommon td``), which beats a plain ``table.mj-table td`` rule.  This
test opens the stored notebooks 03 (Mawan) and 07 (table procedures) in JupyterLab (no kernel needed: the
stored outputs render as a learner first sees them) and checks, with the browser's computed styles, that the
text cells of the library's tables are left-aligned, number cells right-aligned, and item codes do not wrap.
Screenshots go to ``test-artifacts/``.  Server and browser helpers come from ``tests/test_browser.py``.
"""
from __future__ import annotations

import pytest
from support import chromium
from test_browser import ARTIFACTS, _dismiss_toasts

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

STYLES = """() => {
  const out = {text: [], num: [], code: [], th: []};
  for (const t of document.querySelectorAll('.jp-OutputArea-output table.mj-table')) {
    for (const c of t.querySelectorAll('th')) out.th.push(getComputedStyle(c).textAlign);
    for (const c of t.querySelectorAll('td')) {
      const cs = getComputedStyle(c);
      if (c.classList.contains('mj-num')) out.num.push(cs.textAlign);
      else out.text.push(cs.textAlign);
      if (c.classList.contains('mj-code')) out.code.push(cs.whiteSpace);
    }
  }
  return out;
}"""


@pytest.mark.parametrize("notebook", ["zh/03_mawan.ipynb", "en/07_table_procedures.ipynb"])
def test_notebook_tables_are_left_aligned_in_jupyterlab(lab_server, chromium_path, notebook):
    ARTIFACTS.mkdir(exist_ok=True)
    with chromium(chromium_path, f"notebook_table_{notebook.replace('/', '_')}_failure.png") as browser:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        page.set_default_timeout(60_000)
        page.goto(f"{lab_server['url']}/lab/tree/{notebook}?token={lab_server['token']}",
                  wait_until="domcontentloaded")
        # attached, not "visible": the first table may sit in an output JupyterLab has not laid out yet (a
        # busy machine), and its computed style is what is checked
        page.wait_for_selector(".jp-OutputArea-output table.mj-table", state="attached", timeout=120_000)
        _dismiss_toasts(page)
        page.wait_for_timeout(500)
        # JupyterLab renders cells lazily: walk the notebook so every stored output is in the DOM
        for _ in range(60):
            page.mouse.wheel(0, 700)
            page.wait_for_timeout(60)
        styles = page.evaluate(STYLES)
        # the first table at the top of the window for the screenshot (no wait for "stable": JupyterLab
        # may be recycling cells out of view)
        page.evaluate("() => { const t = document.querySelector('.jp-OutputArea-output table.mj-table');"
                      " if (t) t.scrollIntoView({block: 'start'}); }")
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"notebook_table_{notebook.replace('/', '_').split('_')[0]}_{notebook.split('/')[-1].split('_')[0]}.png"))
    assert len(styles["text"]) > 20 and styles["th"], styles  # the notebook has tables to look at
    assert set(styles["text"]) == {"left"}, styles["text"]
    assert set(styles["th"]) == {"left"}, styles["th"]
    assert set(styles["num"]) <= {"right"}
    if notebook.startswith("03"):
        assert styles["num"] and styles["code"] and set(styles["code"]) == {"nowrap"}, styles
