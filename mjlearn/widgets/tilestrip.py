"""A clickable strip of SVG tiles, as an anywidget.

Why anywidget: plain ipywidgets cannot show an SVG image as a button (``Button`` holds text or an icon
name, ``Image`` is not clickable and ``HTML`` sends no events back), and building one ``Button`` per tile
would mean 34+ widget models, each with a text label instead of a tile face.  An anywidget is one model
with a few lines of ES-module JavaScript shipped inline (no build step, no npm): it draws ``<button>``
elements holding our SVG faces and sends ``{"event": "click", "key": …}`` back to Python.  anywidget
works the same in JupyterLab 4, Notebook 7 and Voila.

DOM hooks (for the browser test and for learners' own CSS): the strip's root has the widget's classes
(``mj-palette`` / ``mj-hand``); each tile button has ``class="mj-tile-btn"``, ``data-tile="5m"`` and
``data-key`` (the key that comes back on a click).
"""
from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "mj-strip";
  el.appendChild(root);
  function draw() {
    root.innerHTML = "";
    const groups = model.get("groups") || [];
    let any = false;
    groups.forEach((g) => {
      const box = document.createElement("div");
      box.className = "mj-sgroup " + (g.cls || "");
      const row = document.createElement("div");
      row.className = "mj-srow";
      (g.items || []).forEach((it) => {
        any = true;
        const b = document.createElement("button");
        b.type = "button";
        b.className = "mj-tile-btn " + (it.cls || "");
        b.dataset.tile = it.tile;
        b.dataset.key = it.key;
        b.title = it.title || it.tile;
        b.setAttribute("aria-label", it.title || it.tile);
        b.innerHTML = it.svg;
        if (it.caption) {
          const c = document.createElement("span");
          c.className = "mj-cap";
          c.textContent = it.caption;
          b.appendChild(c);
        }
        b.addEventListener("click", () => model.send({ event: "click", key: it.key }));
        row.appendChild(b);
      });
      box.appendChild(row);
      if (g.label) {
        const l = document.createElement("div");
        l.className = "mj-slabel";
        l.textContent = g.label;
        box.appendChild(l);
      }
      root.appendChild(box);
    });
    if (!any) {
      const e = document.createElement("div");
      e.className = "mj-empty";
      e.textContent = model.get("empty_text") || "";
      root.appendChild(e);
    }
  }
  model.on("change:groups", draw);
  model.on("change:empty_text", draw);
  draw();
}
export default { render };
"""

_CSS = r"""
.mj-strip{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:flex-end;padding:4px 0}
.mj-strip .mj-sgroup{display:inline-flex;flex-direction:column;align-items:center;padding:3px 4px 2px;
  border-radius:6px}
.mj-strip .mj-sgroup.mj-row{flex-basis:100%;align-items:flex-start;padding:0}
.mj-strip .mj-sgroup.mj-meld{background:#e9f0fa;border:1px solid #a9bfdd}
.mj-strip .mj-sgroup.mj-winbox{border:1px solid #e8850c;background:#fff6e8}
.mj-strip .mj-srow{display:flex;flex-wrap:wrap;gap:3px}
.mj-strip .mj-slabel{font-size:11px;color:#555;margin-top:2px;white-space:nowrap}
.mj-strip .mj-tile-btn{display:inline-flex;flex-direction:column;align-items:center;padding:0;margin:0;
  border:none;background:none;cursor:pointer;line-height:0;border-radius:6px;transition:transform .06s}
.mj-strip .mj-tile-btn:hover{transform:translateY(-3px)}
.mj-strip .mj-tile-btn:focus-visible{outline:3px solid #2f7de1}
.mj-strip .mj-tile-btn svg{display:block}
.mj-strip .mj-tile-btn .mj-cap{line-height:1.2;font-size:11px;color:#555;margin-top:1px;
  font-family:system-ui,sans-serif}
.mj-strip .mj-tile-btn.mj-used-up{opacity:.35}
.mj-strip .mj-empty{color:#777;font-style:italic;padding:10px 4px;font-family:system-ui,sans-serif}
"""


class TileStrip(anywidget.AnyWidget):
    """Clickable tiles grouped in boxes.

    ``groups``: list of ``{"label": str, "cls": str, "items": [{"key", "tile", "svg", "title", "caption",
    "cls"}]}``.  A click in the browser (or :meth:`click` from Python) calls every handler registered with
    :meth:`on_click` with the item's ``key``.
    """

    _esm = _ESM
    _css = _CSS
    groups = traitlets.List().tag(sync=True)
    empty_text = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._click_handlers: list[Callable[[str], None]] = []
        self.on_msg(self._on_custom_msg)

    def on_click(self, handler: Callable[[str], None]) -> None:
        """Register ``handler(key)`` for tile clicks."""
        self._click_handlers.append(handler)

    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "click":
            self.click(str(content.get("key", "")))

    def click(self, key: str) -> None:
        """Act as if the tile with ``key`` was clicked (the browser sends the same)."""
        for h in list(self._click_handlers):
            h(key)

    def tile_keys(self) -> list[str]:
        """Keys of every tile shown, in order."""
        return [it["key"] for g in self.groups for it in g.get("items", [])]

    def tiles(self) -> list[str]:
        """Notation of every tile shown, in order."""
        return [it["tile"] for g in self.groups for it in g.get("items", [])]
