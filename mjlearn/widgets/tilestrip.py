"""A clickable strip of SVG tiles, as an anywidget.

Why anywidget: plain ipywidgets cannot show an SVG image as a button (``Button`` holds text or an icon
name, ``Image`` is not clickable and ``HTML`` sends no events back), and building one ``Button`` per tile
would mean 34+ widget models, each with a text label instead of a tile face.  An anywidget is one model
with a few lines of ES-module JavaScript shipped inline (no build step, no npm): it draws ``<button>``
elements holding our SVG faces and sends ``{"event": "click", "key": …}`` back to Python.  anywidget
works the same in JupyterLab 4, Notebook 7 and Voila.

Keyboard and screen reader (WAI-ARIA "toolbar" pattern with a roving tabindex): the strip is ONE tab stop;
←/→ move to the previous/next tile, ↑/↓ to the nearest tile in the row above/below, Home/End to the
first/last tile; Enter or Space activates the tile (a native ``<button>``).  After Python redraws the strip
(every click changes the copies left), the focus stays on the tile with the same key (or, if that tile is
gone, on the tile now at the same position).  Each tile's accessible name is the item's ``aria`` text
(e.g. "5m 五万, 3 left"; a name in an attribute, so in one language: :func:`mjlearn.render.lang.name`); the
groups' labels and the empty text are visible text, ``lang``-tagged like every view; a tile marked ``disabled`` gets ``aria-disabled="true"`` but stays focusable and
clickable, so that the click can explain why nothing was added.  An item with ``pressed`` (True / False) is a
toggle: its button carries ``aria-pressed`` and, when pressed, a 3 px ring (#a84b00, 5.7:1 on white), e.g. the
picked discard of the explorer's 何切 strip.

DOM hooks (for the browser test and for learners' own CSS): the strip's root has the widget's classes
(``mj-palette`` / ``mj-hand``) and ``data-testid`` = ``testid``; each tile button has
``class="mj-tile-btn"``, ``data-tile="5m"``, ``data-key`` (the key that comes back on a click) and
``data-testid`` = ``item_testid``.  ``root_testid``, when set, is put on the closest ancestor with the class
``mj-explorer`` (ipywidgets cannot set attributes on its own boxes).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..render.html import esc
from ..render.lang import tag_lang
from .a11y import LiveText  # noqa: F401  (re-exported: the explorer's status line)


def _tagged_text(text: str) -> str:
    """Plain visible text as an HTML fragment whose runs of the other language carry ``lang``."""
    return tag_lang(f"<span>{esc(text)}</span>")

_ESM = r"""
function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "mj-strip";
  root.setAttribute("role", "toolbar");
  el.appendChild(root);
  let current = null;      // key of the tile holding tabindex=0
  let currentIndex = 0;    // its position, for when the key disappears
  function buttons() { return Array.from(root.querySelectorAll("button.mj-tile-btn")); }
  function setCurrent(b, focus) {
    buttons().forEach((x) => x.setAttribute("tabindex", x === b ? "0" : "-1"));
    if (!b) return;
    current = b.dataset.key;
    currentIndex = buttons().indexOf(b);
    if (focus) b.focus();
  }
  function tagRoot() {
    const want = model.get("root_testid");
    if (!want) return true;
    const r = el.closest(".mj-explorer");
    if (r) { r.setAttribute("data-testid", want); return true; }
    return false;
  }
  if (!tagRoot()) {
    let tries = 0;
    const iv = setInterval(() => { if (tagRoot() || ++tries > 100) clearInterval(iv); }, 100);
  }
  function draw() {
    const hadFocus = root.contains(document.activeElement);
    root.innerHTML = "";
    const tid = model.get("testid");
    if (tid) root.setAttribute("data-testid", tid);
    root.setAttribute("aria-label", model.get("label") || "");
    const itid = model.get("item_testid");
    const groups = model.get("groups") || [];
    let any = false;
    groups.forEach((g, gi) => {
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
        b.dataset.group = String(gi);
        if (itid) b.setAttribute("data-testid", itid);
        b.title = it.title || it.tile;
        // the accessible name holds the visible caption too (WCAG 2.5.3 label in name)
        let name = it.aria || it.title || it.tile;
        if (it.caption && name.indexOf(it.caption) < 0) name += " · " + it.caption;
        b.setAttribute("aria-label", name);
        if (it.disabled) b.setAttribute("aria-disabled", "true");
        if (it.pressed === true || it.pressed === false) b.setAttribute("aria-pressed", String(it.pressed));
        b.setAttribute("tabindex", "-1");
        b.innerHTML = it.svg || (model.get("faces") || {})[it.face] || "";
        const svg = b.querySelector("svg");
        if (svg) { svg.setAttribute("aria-hidden", "true"); svg.setAttribute("focusable", "false"); }
        if (it.caption) {
          const c = document.createElement("span");
          c.className = "mj-cap";
          c.setAttribute("aria-hidden", "true");
          c.textContent = it.caption;
          b.appendChild(c);
        }
        b.addEventListener("click", () => {
          setCurrent(b, false);
          model.send({ event: "click", key: it.key });
        });
        b.addEventListener("focus", () => setCurrent(b, false));
        row.appendChild(b);
      });
      box.appendChild(row);
      if (g.label) {
        const l = document.createElement("div");
        l.className = "mj-slabel";
        if (g.label_html) l.innerHTML = g.label_html; else l.textContent = g.label;
        box.appendChild(l);
      }
      root.appendChild(box);
    });
    if (!any) {
      const e = document.createElement("div");
      e.className = "mj-empty";
      const eh = model.get("empty_html");
      if (eh) e.innerHTML = eh; else e.textContent = model.get("empty_text") || "";
      root.appendChild(e);
    }
    const bs = buttons();
    let b = bs.find((x) => x.dataset.key === current);
    if (!b && bs.length) b = bs[Math.min(currentIndex, bs.length - 1)];
    setCurrent(b || null, hadFocus && !!b);
  }
  root.addEventListener("keydown", (ev) => {
    const bs = buttons();
    const i = bs.indexOf(document.activeElement);
    if (i < 0) return;
    if (ev.key === "Enter" || ev.key === " " || ev.key === "Spacebar") {
      // activate here (and stop the event): the notebook around us must not take Enter as "edit cell"
      ev.preventDefault();
      ev.stopPropagation();
      if (!ev.repeat) bs[i].click();
      return;
    }
    let j = null;
    if (ev.key === "ArrowRight") j = Math.min(i + 1, bs.length - 1);
    else if (ev.key === "ArrowLeft") j = Math.max(i - 1, 0);
    else if (ev.key === "Home") j = 0;
    else if (ev.key === "End") j = bs.length - 1;
    else if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
      // the nearest tile (by horizontal centre) in the next visual row below / above
      const r0 = bs[i].getBoundingClientRect();
      const cx = r0.left + r0.width / 2;
      const down = ev.key === "ArrowDown";
      const rows = bs.map((x) => x.getBoundingClientRect())
        .filter((r) => (down ? r.top >= r0.bottom - 2 : r.bottom <= r0.top + 2));
      if (rows.length) {
        const edge = down ? Math.min(...rows.map((r) => r.top)) : Math.max(...rows.map((r) => r.top));
        let best = null, dist = Infinity;
        bs.forEach((x, k) => {
          const r = x.getBoundingClientRect();
          if (Math.abs(r.top - edge) > 4) return;
          const d = Math.abs(r.left + r.width / 2 - cx);
          if (d < dist) { dist = d; best = k; }
        });
        j = best === null ? i : best;
      } else j = i;
    }
    if (j === null) return;
    ev.preventDefault();
    ev.stopPropagation();  // JupyterLab must not treat the arrows as notebook navigation
    setCurrent(bs[j], true);
  });
  root.addEventListener("keyup", (ev) => {
    if (ev.key === " " || ev.key === "Spacebar") { ev.preventDefault(); ev.stopPropagation(); }
  });
  model.on("change:groups", draw);
  model.on("change:faces", draw);
  model.on("change:empty_text", draw);
  model.on("change:empty_html", draw);
  model.on("change:label", draw);
  draw();
}
export default { render };
"""

_CSS = r"""
.mj-strip{display:flex;flex-wrap:wrap;gap:4px 10px;align-items:flex-end;padding:2px 0}
.mj-strip .mj-sgroup{display:inline-flex;flex-direction:column;align-items:center;padding:3px 4px 2px;
  border-radius:6px}
.mj-strip .mj-sgroup.mj-row{flex-basis:100%;align-items:flex-start;padding:0}
.mj-strip .mj-sgroup.mj-meld{background:var(--jp-layout-color2,#e9f0fa);border:1px solid var(--jp-brand-color2,#a9bfdd)}
.mj-strip .mj-sgroup.mj-winbox{border:1px solid #a84b00;background:var(--jp-layout-color1,#fff6e8)}
.mj-strip .mj-srow{display:flex;flex-wrap:wrap;gap:3px}
.mj-strip .mj-slabel{font-size:11px;color:var(--jp-ui-font-color1,#222);margin-top:2px;line-height:1.15;
  width:0;min-width:100%;white-space:normal;text-align:center}
.mj-strip .mj-sgroup.mj-winbox{min-width:4.5em}
.mj-strip .mj-tile-btn{display:inline-flex;flex-direction:column;align-items:center;padding:0;margin:0;
  border:none;background:none;cursor:pointer;line-height:0;border-radius:6px;transition:transform .06s}
.mj-strip .mj-tile-btn:hover{transform:translateY(-3px)}
.mj-strip .mj-tile-btn:focus{outline:none}
.mj-strip .mj-tile-btn:focus-visible{outline:3px solid var(--jp-brand-color1,#2f7de1);outline-offset:1px}
.mj-strip .mj-tile-btn svg{display:block}
.mj-strip .mj-tile-btn .mj-cap{line-height:1.2;font-size:11px;color:var(--jp-ui-font-color1,#222);margin-top:1px;
  font-family:var(--jp-ui-font-family,system-ui,sans-serif)}
.mj-strip .mj-tile-btn[aria-pressed=true]{box-shadow:0 0 0 3px #a84b00;transform:translateY(-3px)}
.mj-strip .mj-tile-btn.mj-used-up{opacity:.35;cursor:not-allowed}
.mj-strip .mj-empty{color:var(--jp-ui-font-color1,#222);font-style:italic;padding:10px 4px;
  font-family:var(--jp-ui-font-family,system-ui,sans-serif)}
"""


class TileStrip(anywidget.AnyWidget):
    """Clickable tiles grouped in boxes (one tab stop; arrow keys move between tiles).

    ``groups``: list of ``{"label": str, "cls": str, "items": [{"key", "tile", "svg" or "face", "title",
    "aria", "caption", "cls", "disabled", "pressed"}]}`` (``aria``: the accessible name; ``disabled``:
    ``aria-disabled``; ``pressed``: ``aria-pressed``, for a strip whose tiles are picked;
    ``face``: a key into ``faces``, a dict of SVG strings sent once and reused, so that a redraw that only
    changes captions sends a few hundred bytes instead of every tile face again).
    ``label``: the accessible name of the whole strip; ``testid`` / ``item_testid`` / ``root_testid``: the
    ``data-testid`` hooks (see the module docstring).  A click in the browser (or :meth:`click` from
    Python) calls every handler registered with :meth:`on_click` with the item's ``key``.
    """

    _esm = _ESM
    _css = _CSS
    groups = traitlets.List().tag(sync=True)  # type: ignore[var-annotated]
    faces = traitlets.Dict().tag(sync=True)
    empty_text = traitlets.Unicode("").tag(sync=True)
    empty_html = traitlets.Unicode("").tag(sync=True)  # empty_text, lang-tagged (set from empty_text)
    label = traitlets.Unicode("").tag(sync=True)
    testid = traitlets.Unicode("").tag(sync=True)
    item_testid = traitlets.Unicode("").tag(sync=True)
    root_testid = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._click_handlers: list[Callable[[str], None]] = []
        self.on_msg(self._on_custom_msg)
        self.observe(self._tag_empty, "empty_text")
        self._tag_empty()

    @traitlets.validate("groups")
    def _tag_labels(self, proposal):
        # a group's label is visible text: drawn from ``label_html``, each run of the other language in its own
        # ``lang`` (mjlearn.render.lang.tag_lang); ``label`` stays the plain text
        return [{**g, "label_html": _tagged_text(g["label"])} if g.get("label") else g for g in proposal["value"]]

    def _tag_empty(self, _change: Any = None) -> None:
        self.empty_html = _tagged_text(self.empty_text) if self.empty_text else ""

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

    def item_svg(self, item: dict) -> str:
        """The SVG face drawn for ``item`` (its own ``svg`` or its entry in ``faces``)."""
        return item.get("svg") or self.faces.get(item.get("face", ""), "")

    def tiles(self) -> list[str]:
        """Notation of every tile shown, in order."""
        return [it["tile"] for g in self.groups for it in g.get("items", [])]
