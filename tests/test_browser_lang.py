"""Language of parts in the live page (``lang`` on every text in the language it is in; WCAG 2.1
SC 3.1.2 Language of Parts).

``tests/test_lang_parts.py`` checks the HTML the views write; this test checks what the browser shows, where
ipywidgets write their own captions (buttons, toggle buttons, description labels, panel headers) as plain text
and the shared hook (``mjlearn.widgets.a11y.SETUP_JS``) gives their runs of the other language a ``lang`` span.

In ``both`` (and in ``en``, whose rule names carry Chinese terms), for the explorer (every settings panel open,
every tab), ``ask()`` of each kind and the table widget: every text node with letters is in the script of its
nearest ``lang`` (Han under ``zh…``, Latin under ``en``; tile notation and rule ids are neutral), and every name
in an attribute (``aria-label``, ``title``, ``alt``) is in its element's ``lang`` as a whole (a ``title`` that
repeats the element's own text, as ipywidgets' buttons carry, is no name of its own: a browser exposes no
description equal to the name).  Lumino's tab labels are checked like any text (their runs are tagged in a
wrapper span).  A ``<select>``'s options cannot hold a span (an ``<option>`` holds text only): each option
with letters carries its own ``lang``, that of its leading language, its first letter's script (``English`` →
``en`` in ``zh``, ``中文`` → ``zh-CN`` in ``en``, ``马湾算胡 Mawan`` → ``zh-CN`` in ``both``; see
``docs/architecture.md`` § Language of parts).  The same holds after the tab labels are redrawn (a language
change).  axe-core also runs on the explorer in ``both``: 0 violations.
"""
from __future__ import annotations

import re

import pytest
from support import ARTIFACTS, chromium
from test_browser import _dismiss_toasts
from test_browser_a11y import (  # noqa: F401  (axe_path: the fixture)
    ASK_IDS,
    _axe,
    _cells,
    _no_windowing,
    _open_notebook,
    _open_settings,
    _put_notebook,
    _shutdown_kernels,
    axe_path,
)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(900)]

# the browser twin of test_lang_parts._Check, on the live DOM of one root element
_CHECK = r"""(sel) => {
  const NEUTRAL = /(^|[^A-Za-z])\d+[mpsz](?![A-Za-z])|\b(?:MW|HL|JZ)-[A-Z0-9]+(?:\.[A-Za-z0-9]+)*/g;
  const HAN = /[\u3400-\u9fff\uf900-\ufaff]/, LATIN = /[A-Za-z]/;
  const bad = [];
  let n = 0;
  const judge = (text, lang, what) => {
    const t = text.replace(NEUTRAL, (m, pre) => (pre || "") + " ");
    if (!HAN.test(t) && !LATIN.test(t)) return;
    n++;
    if (!lang) bad.push([what, text.slice(0, 80), null]);
    else if ((lang.toLowerCase().startsWith("zh") && LATIN.test(t)) || (lang === "en" && HAN.test(t)))
      bad.push([what, text.slice(0, 80), lang]);
  };
  const langOf = (e) => { const h = e && e.closest("[lang]"); return h ? h.getAttribute("lang") : null; };
  for (const root of document.querySelectorAll(sel)) {
    const skip = (e) => e.closest("style, script, svg, option, select, .mj-a11y-hook");
    const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let t = w.nextNode(); t; t = w.nextNode()) {
      const e = t.parentElement;
      if (!e || skip(e) || !e.getClientRects().length) continue;
      judge(t.nodeValue, langOf(e), e.tagName.toLowerCase() + "." + (e.className || "").toString().slice(0, 30));
    }
    for (const e of root.querySelectorAll("[aria-label], [title], [alt]")) {
      if (e.closest("style, script, option, select")) continue;
      for (const a of ["aria-label", "title", "alt"]) {
        const v = e.getAttribute(a);
        // a tooltip that repeats the element's own text adds no name or description of its own
        if (a === "title" && v && v.replace(/\s+/g, " ").trim() === e.textContent.replace(/\s+/g, " ").trim()) continue;
        if (v) judge(v, langOf(e), e.tagName.toLowerCase() + "@" + a);
      }
    }
  }
  // an option: its own lang, that of its first letter (worked from the script, not read from the code)
  let nOpt = 0;
  for (const root of document.querySelectorAll(sel)) {
    for (const o of root.querySelectorAll("option")) {
      const t = o.textContent.replace(NEUTRAL, (m, pre) => (pre || "") + " ");
      const first = t.match(/[A-Za-z\u3400-\u9fff\uf900-\ufaff]/);
      if (!first) continue;
      nOpt++;
      const want = HAN.test(first[0]) ? "zh" : "en", got = (o.getAttribute("lang") || "").toLowerCase();
      if (!got.startsWith(want)) bad.push(["option", o.textContent.slice(0, 80), got || null]);
    }
  }
  return {bad: bad.slice(0, 12), n_bad: bad.length, n, nOpt};
}"""

_EX = ".jp-NotebookPanel:not(.lm-mod-hidden) [data-testid=mj-explorer]"


def _assert_lang(page, sel: str, what: str) -> int:
    r = page.evaluate(_CHECK, sel)
    assert r["n"] > 10, f"{what}: only {r['n']} texts checked"
    if sel == _EX:
        assert r["nOpt"] > 30, f"{what}: only {r['nOpt']} options checked"
    assert r["n_bad"] == 0, f"{what}: {r['n_bad']} texts or names not in their lang: {r['bad']}"
    return r["n"]


@pytest.mark.parametrize("lang", ["both", "en", "zh"])
def test_every_text_and_name_in_its_lang(lab_server, chromium_path, axe_path, lang):  # noqa: F811
    _no_windowing(lab_server)
    name = f"a11y_lang_{lang}.ipynb"
    code = [f'import mjlearn as mj\nfrom mjlearn.exercises import load\nfrom mjlearn.widgets import Table\n'
            f'mj.set_language("{lang}")\n'
            f'explorer = mj.Explorer(hand="123m456p11s89m pon:777z +7m", lang="{lang}")\nexplorer']
    code += [f'load("mawan", "{ex}").ask()' for ex in ASK_IDS.values()]
    code.append('Table("huilai", seed=7, options={"horses": 4, "ghosts": "flip"}, advice=True)')
    _put_notebook(lab_server, name, _cells(code))
    with chromium(chromium_path, f"a11y_lang_{lang}_failure.png", lab=lab_server) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 4000})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, name, "[data-testid=table-tile]")
        page.wait_for_selector(f"{_EX} [data-testid=mj-summary] .mj-sum-row", timeout=180_000)
        page.wait_for_function("() => document.querySelectorAll('.mj-ask').length === 6")
        _dismiss_toasts(page)
        _open_settings(page)
        page.wait_for_timeout(800)
        counts = {}
        tabs = page.locator(f"{_EX} .mj-views .lm-TabBar-tab")
        for i in range(tabs.count()):
            tabs.nth(i).click()
            page.wait_for_timeout(800)
            counts[f"explorer-tab{i}"] = _assert_lang(page, _EX, f"explorer tab {i} ({lang})")
            if lang == "both":
                res = _axe(page, axe_path, _EX)
                n = sum(v["n"] for v in res["violations"])
                assert n == 0 and res["contrast_passed"] > 0, (i, res["violations"])
        asks = page.locator(".mj-ask")
        for i in range(asks.count()):
            asks.nth(i).evaluate(f"e => e.setAttribute('data-lang-view', 'ask{i}')")
            asks.nth(i).locator("button.mj-ask-check").click()
            page.wait_for_function(f"() => (document.querySelector('[data-lang-view=ask{i}] .mj-ask-feedback')"
                                   " || {}).innerText")
            page.wait_for_timeout(300)
            counts[f"ask-{list(ASK_IDS)[i]}"] = _assert_lang(page, f"[data-lang-view=ask{i}]",
                                                             f"ask() {list(ASK_IDS)[i]} ({lang})")
        counts["table"] = _assert_lang(page, "[data-testid=table-widget]", f"the table ({lang})")
        if lang == "both":
            # the ipywidgets captions really were tagged: a button and a panel header carry an English span,
            # and so does every tab label ("拆牌 decompositions" …)
            assert page.locator(f"{_EX} button.jupyter-button span[lang=en]").count() > 0
            assert page.locator(f"{_EX} .jupyter-widget-Collapse-header span[lang=en]").count() > 0
            n_tabs = tabs.count()
            assert page.locator(f"{_EX} .lm-TabBar-tabLabel span[lang=en]").count() == n_tabs, n_tabs
            # in both, the language select's options: 中文 (zh-CN), English (en), 中文 + English (zh-CN)
            langs = page.evaluate(f"() => Array.from(document.querySelectorAll('{_EX} .mj-lang option'))"
                                  ".map((o) => [o.textContent.replace(/\\s+/g, ' '), o.getAttribute('lang')])")
            assert langs == [["中文", "zh-CN"], ["English", "en"], ["中文 + English", "zh-CN"]], langs
        if lang != "zh":
            # a redraw of the tab labels (the language changed in the kernel: zh): Lumino sets the labels'
            # text; each is shown once (no stale half of the old label) and tagged again
            before = page.evaluate(f"() => Array.from(document.querySelectorAll('{_EX} .lm-TabBar-tabLabel'))"
                                   ".map((t) => t.textContent)")
            page.locator(f"{_EX} .mj-lang select").select_option(index=0)  # 中文
            page.wait_for_function(f"() => Array.from(document.querySelectorAll('{_EX} .lm-TabBar-tabLabel'))"
                                   ".every((t) => !/[A-Za-z]/.test(t.textContent))", timeout=60_000)
            page.wait_for_timeout(800)
            after = page.evaluate(f"() => Array.from(document.querySelectorAll('{_EX} .lm-TabBar-tabLabel'))"
                                  ".map((t) => t.textContent)")
            assert len(after) == len(before), (before, after)
            for a, b in zip(after, before):  # Chinese only; in both, the Chinese half of the old label
                assert a and not re.search("[A-Za-z]", a) and (lang == "en" or b.startswith(a + " ")), (a, b)
            # back to this test's language: every text in its lang again, the tab labels included
            page.locator(f"{_EX} .mj-lang select").select_option(index={"both": 2, "en": 1}[lang])
            page.wait_for_function(f"(b) => JSON.stringify(Array.from(document.querySelectorAll('{_EX} "
                                   ".lm-TabBar-tabLabel')).map((t) => t.textContent)) === JSON.stringify(b)",
                                   arg=before, timeout=60_000)
            page.wait_for_timeout(800)
            _assert_lang(page, _EX, f"explorer after zh and back ({lang})")
            if lang == "both":  # how the tab bar and the selects look, at 1024×768
                page.set_viewport_size({"width": 1024, "height": 768})
                page.locator(f"{_EX} .mj-views .lm-TabBar").scroll_into_view_if_needed()
                page.screenshot(path=str(ARTIFACTS / "a11y_lang_both_tabs.png"))
        print(lang, counts)
