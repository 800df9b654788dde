"""Bring a new explorer into view once, when it first appears ("the result in view").

After Shift+Enter on the start cell JupyterLab moves on to the next cell and leaves the new output where it
lands, often with the explorer's summary below the window; after Run All it shows the end of the notebook.
:class:`ViewAnchor` (an anywidget with no size of its own, placed first in the explorer) scrolls the notebook, the
first time the explorer is drawn, so that the explorer starts at the top of the window — only when the explorer
is not already in view, never after the learner has scrolled, clicked or typed, and never inside a slide show
(RISE / reveal.js moves the slides itself).  The same explorer drawn again (JupyterLab's windowed notebook
re-renders outputs scrolled back into view, a second view of the same widget) does not scroll: the first draw
sets ``done``, which the kernel keeps.

``target``: the CSS class of the ancestor to bring into view (``mj-explorer``); ``watch``: the selector, inside
it, that must end up inside the window (the summary strip), so the explorer's own top may stay where it is when
that is already so.
"""
from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  el.style.display = "none";
  if (model.get("done")) return;
  let userMoved = false;
  const stop = () => { userMoved = true; };
  ["wheel", "keydown", "pointerdown", "touchstart"].forEach((t) => window.addEventListener(t, stop, {capture: true, once: true}));
  function scroller(node) {
    for (let p = node.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (/(auto|scroll)/.test(s.overflowY) && p.scrollHeight > p.clientHeight) return p;
    }
    return null;
  }
  function inView(node, area) {
    const r = node.getBoundingClientRect();
    const a = area ? area.getBoundingClientRect() : {top: 0, bottom: window.innerHeight};
    return r.height > 0 && r.top >= a.top - 1 && r.bottom <= Math.min(a.bottom, window.innerHeight) + 1;
  }
  let tries = 0, settled = 0;
  function look() {
    const root = el.closest("." + model.get("target"));
    if (userMoved || tries++ > 60) return finish();
    if (!root || root.closest(".reveal")) { if (!root) return setTimeout(look, 100); return finish(); }
    const watch = root.querySelector(model.get("watch")) || root;
    const area = scroller(root);
    if (watch.getBoundingClientRect().height === 0) return setTimeout(look, 100);
    if (!inView(watch, area) && area) {
      const top = root.getBoundingClientRect().top - area.getBoundingClientRect().top;
      area.scrollTop += top - 4;
      settled = 0;
    } else if (++settled >= 8) {
      return finish();   // in view for ~0.8 s: the notebook has stopped moving it
    }
    setTimeout(look, 100);
  }
  function finish() {
    if (!model.get("done")) { model.set("done", true); model.save_changes(); }
  }
  setTimeout(look, 50);
}
export default { render };
"""


class ViewAnchor(anywidget.AnyWidget):
    """Scrolls its ``target`` ancestor into view the first time it is drawn (see the module docstring)."""

    _esm = _ESM
    target = traitlets.Unicode("mj-explorer").tag(sync=True)
    watch = traitlets.Unicode("[data-testid=mj-summary]").tag(sync=True)
    done = traitlets.Bool(False).tag(sync=True)
