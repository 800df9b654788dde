"""The widgets' focus restore never steals the focus from JupyterLab (WCAG 2.1 SC 2.4.3; ``mjlearn.widgets.a11y``).

When a redraw removes the focused control, the shared hook puts the focus back on the nearest control of the
same part of the widget (so that it never drops to ``<body>``).  It must do so only then: when the focus was
on that control when it went away.  Once the focus has left the widget (a blur to ``<body>``, a click on a
cell: the notebook's command mode), a later redraw that removes the control it was last on must leave the
focus where it is, or the next keystroke meant for JupyterLab ("a": insert a cell) is caught by the widget.

In JupyterLab, one explorer:

1. focus a palette tile, remove it (a redraw's removal, done in the page): the focus is on another palette
   tile of the explorer (the restore still works);
2. focus a palette tile, blur it (the focus is on ``<body>``), remove it: the focus stays on ``<body>``;
3. focus a palette tile, click the notebook's first cell, remove the tile: the focus is not in the explorer;
   Escape, then "a" inserts one cell above (the cell count is one more).
"""
from __future__ import annotations

import pytest
from support import chromium
from test_browser_a11y import (
    _EX,
    _cells,
    _no_windowing,
    _open_notebook,
    _put_notebook,
    _wait_explorer,
)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

_INSIDE = f"() => !!document.activeElement && !!document.activeElement.closest('{_EX}')"
_ON_BODY = "() => document.activeElement === document.body"
_N_CELLS = "() => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell').length"


def _tile(tile: str) -> str:
    return f"{_EX} [data-testid=mj-palette-tile][data-tile='{tile}']"


def _remove(page, tile: str) -> None:
    page.evaluate(f"() => document.querySelector(\"{_tile(tile)}\").remove()")
    page.wait_for_timeout(600)  # the hook reacts on the next task; give it ample time


def test_focus_restore_only_from_inside(lab_server, chromium_path):
    _no_windowing(lab_server)
    name = "a11y_focus.ipynb"
    _put_notebook(lab_server, name, _cells(['import mjlearn as mj\nexplorer = mj.Explorer(hand="123m456p11s89m '
                                            'pon:777z +7m", lang="en")\nexplorer']))
    with chromium(chromium_path, "a11y_focus_failure.png", lab=lab_server) as browser:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        page.set_default_timeout(60_000)
        _open_notebook(page, lab_server, name, "[data-testid=mj-explorer]")
        _wait_explorer(page)

        # 1. the focused control goes away: the focus comes back into the explorer
        page.locator(_tile("1m")).focus()
        _remove(page, "1m")
        assert page.evaluate(_INSIDE), "the focus was not restored after its control went away"
        assert page.evaluate("() => document.activeElement.matches('[data-testid=mj-palette-tile]')"), \
            page.evaluate("() => document.activeElement.outerHTML.slice(0, 120)")

        # 2. blurred first: a later removal leaves the focus on <body>
        page.locator(_tile("2m")).focus()
        page.evaluate("() => document.activeElement.blur()")
        page.wait_for_timeout(300)
        assert page.evaluate(_ON_BODY)
        _remove(page, "2m")
        assert page.evaluate(_ON_BODY), "focus pulled back into the explorer after it had left it: " + \
            page.evaluate("() => document.activeElement.outerHTML.slice(0, 120)")

        # 3. the focus moved to a cell (command mode): a removal leaves it there, and "a" inserts a cell
        page.locator(_tile("3m")).focus()
        page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell").first.click(
            position={"x": 4, "y": 8})
        page.keyboard.press("Escape")
        _remove(page, "3m")
        assert not page.evaluate(_INSIDE), "the focus moved from the notebook into the explorer"
        n = page.evaluate(_N_CELLS)
        page.keyboard.press("a")
        page.wait_for_function(f"() => ({_N_CELLS})() === {n + 1}", timeout=10_000)
