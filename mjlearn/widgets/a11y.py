"""Keyboard and screen-reader conventions shared by every mjlearn widget, in one place.

A widget built from ipywidgets boxes cannot put attributes or event listeners on its own elements, so each
widget root gets one small, invisible :class:`Access` anywidget as a child.  In the browser it finds its root
(the closest ancestor matching ``root``, a CSS selector such as ``".mj-explorer"``) and:

* **keys stay in the widget**: a plain key pressed inside the root (no Ctrl / Alt / Meta; Shift+Enter still runs
  the cell) never reaches JupyterLab, so ArrowUp/Down on a focused ``<select>`` change its value instead of the
  active cell, and "a" / "b" / "x" / "d" on a focused control insert, cut or delete no notebook cell
  (``keydown`` stopped at the root in the bubbling phase; Lumino's ``data-lm-suppress-shortcuts`` did not
  work in a trial);
* **toggles say whether they are pressed**: every ipywidgets toggle button (``ToggleButton``, each button of
  ``ToggleButtons``) carries ``aria-pressed``, kept in step with its ``mod-active`` class;
* **tab panels** (which scroll when a table is wide) are reachable with Tab, to scroll them with the arrows, and
  so is a 何切 table while it scrolls on its own (projector mode);
* **folding panels are buttons**: each ``Accordion`` header becomes ``role="button"``, ``tabindex="0"``,
  ``aria-expanded`` / ``aria-controls``, opened and closed with Enter or Space;
* **focus never drops to ``<body>``** after a redraw: when the focused control is removed, hidden or disabled
  by an update (the practice's Next button, disabled again on the next question), the focus moves to the
  nearest control still shown in the same part of the widget (or to the nearest part that still says
  something, made focusable with ``tabindex="-1"``, so that its text is read).  Only then: the focus is on
  ``<body>`` and was last inside this root on that control, and the root is in view; once the focus has gone
  elsewhere (a cell, the notebook in command mode, another widget, a blur) or the root sits in a hidden
  notebook tab, nothing is restored, so that no keystroke meant for JupyterLab is caught by the widget;
* **language**: every HTML part (:class:`HTML`, :class:`LiveText`) goes through
  :func:`mjlearn.render.lang.tag_lang`, so each run of the other language carries its own ``lang``; the root
  gets ``lang`` (``zh-CN`` / ``en``; ``zh-CN`` for "both", whose text leads with the
  Chinese) so that a screen reader reads the text with the right voice; ipywidgets' own captions (button and
  toggle captions, description labels, panel headers), which their views write as plain text, get the
  same spans in the browser after each redraw, and so do the tab bar's labels (inside one wrapper span whose
  text stays the title, so that Lumino's virtual DOM, which compares the label's first child with the title,
  leaves them alone).  A ``<select>``'s options cannot: an ``<option>`` holds text only, and a screen reader
  reads an option (a name, in the list or as the select's value) as one string with one voice, whatever
  spans it held.  So each option gets the ``lang`` of its *leading* language, the script of its first
  letter ("English" → ``en``, "中文" → ``zh-CN``, in ``both`` "马湾算胡 Mawan" → ``zh-CN``), and keeps its
  visible text whole: an ``aria-label`` in one language would drop the other language's words from the name
  (SC 2.5.3 "label in name"), and options in one language with the other in a hint would hide the
  English from the open list of the default, both-language view.  The English gloss of a both-language
  option is read with the Chinese voice.  Names in attributes follow :func:`mjlearn.render.lang.name`
  (one language; Chinese in ``both``);
* **visible focus**: a 3 px focus ring (``--mj-focus``, #1a5fb4: 6.3:1 on white, 5.4:1 on #eee) on every
  control of the root, buttons, selects, inputs, tabs and panel headers alike, offset 2 px so that it sits on
  the page background;
* **contrast**: the ipywidgets chrome inside the root at ≥ 4.5:1 (inactive tab labels, folded panel headers,
  ``info`` / ``success`` / ``warning`` buttons; see ``COLORS``).

:class:`LiveText` is the one announcement region: a persistent ``role="status"`` / ``aria-live="polite"``
element whose text changes once per announcement (a region replaced on every update is often not read).

Reuse (any widget built from ipywidgets boxes)::

    from .a11y import Access, LiveText, lang_code
    box = W.VBox([..., Access(root=".mj-mywidget", lang=lang_code())]); box.add_class("mj-mywidget")

An anywidget that draws its own DOM (the table widget) puts :data:`SETUP_JS` before its code, calls
``setup(root)`` on its root element and adds :data:`CSS` to its ``_css``.

Colours: text and marks on the light backgrounds used here are chosen from ``COLORS`` (contrast worked out with
the WCAG 2.1 formula; the test ``tests/test_browser_a11y.py`` runs axe-core on every view).
"""
from __future__ import annotations

import anywidget
import ipywidgets as W
import traitlets

from ..render.lang import lang_code, tag_lang

#: the shared palette: name → (colour, what it is for and its contrast on the background it sits on)
COLORS: dict[str, tuple[str, str]] = {
    "focus": ("#1a5fb4", "focus ring, 3 px: 6.3:1 on #fff, 5.4:1 on #eee (needs 3:1)"),
    "text": ("#222222", "body text: 15.9:1 on #fff"),
    "muted": ("#595959", "captions, labels, struck-through rows: 7.0:1 on #fff, 6.0:1 on #eee"),
    "best": ("#a84b00", "'best' badge background under #fff text: 5.7:1; win marks on #fff: 5.7:1"),
    "bad": ("#b3261e", "'bad' badge background under #fff text: 6.5:1"),
    "success": ("#2e7d32", "success button background under #fff text: 5.1:1"),
    "info": ("#01579b", "info button background under #fff text: 7.4:1"),
    "primary": ("#1565c0", "primary button background under #fff text: 5.8:1"),
    "warning": ("#a84b00", "warning button background under #fff text: 5.7:1"),
}


CSS = """
.mj-a11y-hook{display:none !important}
.mj-a11y{--mj-focus:#1a5fb4}
.mj-a11y button:focus-visible,.mj-a11y select:focus,.mj-a11y input:focus,.mj-a11y textarea:focus,
.mj-a11y [role=button]:focus-visible,.mj-a11y [tabindex]:focus-visible,.mj-a11y .lm-TabBar-tab:focus-visible,
.mj-a11y .jupyter-button:focus,.mj-a11y .widget-toggle-button:focus{
  outline:3px solid var(--mj-focus) !important;outline-offset:2px !important}
.mj-a11y .widget-toggle-button:focus:not(:focus-visible),.mj-a11y .jupyter-button:focus:not(:focus-visible){
  outline:none !important}
.mj-a11y .mj-strip .mj-tile-btn:focus-visible{outline:3px solid var(--mj-focus) !important;outline-offset:1px !important}
.mj-a11y .lm-TabBar-tab,.mj-a11y .lm-TabBar-tab .lm-TabBar-tabLabel{color:var(--jp-ui-font-color1,#222) !important}
.mj-a11y .jupyter-button.mod-primary{background-color:#1565c0;color:#fff}
.mj-a11y .jupyter-button.mod-success{background-color:#2e7d32;color:#fff}
.mj-a11y .jupyter-button.mod-info{background-color:#01579b;color:#fff}
.mj-a11y .jupyter-button.mod-warning{background-color:#a84b00;color:#fff}
.mj-a11y .jupyter-button.mod-danger{background-color:#b3261e;color:#fff}
.mj-a11y .jupyter-widget-Collapse-header[role=button]{cursor:pointer}
.mj-a11y .jupyter-widget-Collapse-header,.mj-a11y .jupyter-widget-Collapse-header span{color:var(--jp-ui-font-color1,#222) !important}
.mj-a11y .mj-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.mj-live{min-height:1.3em}
"""

#: the shared browser code: ``setup(root)`` applies the conventions above to one root element (an anywidget
#: that draws its own DOM, such as the table widget, prepends this to its ``_esm`` and calls it)
SETUP_JS = r"""
const TOGGLES = ".widget-toggle-button";
const HEADERS = ".jupyter-widget-Collapse-header";
const FOCUSABLE = "button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), "
  + "[tabindex]:not([tabindex='-1']), [role=button]";
// ipywidgets' own captions (buttons, toggles, description labels, panel headers): their views write them as
// plain text, so each run of the other language gets its span here, after every redraw (see tag_lang)
const CAPTIONS = "button.jupyter-button, button.widget-toggle-button, label.widget-label, "
  + ".widget-inline-hbox > label, .widget-label-basic > span, .widget-radio-box label, "
  + ".jupyter-widget-Collapse-header > span";
const HAN1 = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
const LATIN1 = /[A-Za-z\u00c0-\u024f]/;
const NEUTRAL = /(^|[^A-Za-z])(\d+[mpsz])(?![A-Za-z])|\b(?:MW|HL|JZ)-[A-Z0-9]+(?:\.[A-Za-z0-9]+)*/g;
let uid = 0;

function runs(node, zh) {
  const t = node.nodeValue || "";
  const c = t.split("").map((ch) => HAN1.test(ch) ? "h" : LATIN1.test(ch) ? "l" : "n");
  for (const m of t.matchAll(NEUTRAL)) {
    const from = m.index + (m[1] ? m[1].length : 0);
    for (let i = from; i < m.index + m[0].length; i++) c[i] = "n";
  }
  const foreign = zh ? "l" : "h", native = zh ? "h" : "l";
  if (!c.includes(foreign)) return;
  const frag = document.createDocumentFragment();
  let i = 0, buf = "";
  while (i < t.length) {
    if (c[i] !== foreign) { buf += t[i]; i++; continue; }
    let j = i, end = i;
    while (j < t.length && c[j] !== native) { if (c[j] === foreign) end = j + 1; j++; }
    if (buf) { frag.append(buf); buf = ""; }
    const sp = document.createElement("span");
    sp.setAttribute("lang", zh ? "en" : "zh-CN");
    sp.textContent = t.slice(i, end);
    frag.append(sp);
    i = end;
  }
  if (buf) frag.append(buf);
  node.replaceWith(frag);
}

function tagCaption(el) {
  const holder = el.closest("[lang]");
  const zh = !holder || holder.getAttribute("lang").toLowerCase().startsWith("zh");
  Array.from(el.childNodes).forEach((n) => { if (n.nodeType === 3) runs(n, zh); });
}

// a tab's label: Lumino writes it as one text node and, on its next render, compares the label's first child's
// textContent with the title (and sets it when they differ); so the runs go inside one wrapper span whose
// textContent stays the title: Lumino leaves it alone, or (a new title) sets its text, tagged again here
function tagTabLabel(el) {
  let w = el.firstChild;
  if (!w) return;
  if (w.nodeType === 3 && el.childNodes.length === 1) {
    const sp = document.createElement("span");
    sp.className = "mj-lang-parts";
    el.replaceChild(sp, w);
    sp.appendChild(w);
    w = sp;
  }
  if (w.nodeType === 1 && w.classList.contains("mj-lang-parts")) tagCaption(w);
}

// an <option> holds text only: it gets the lang of its leading language (its first letter's script), which
// the expanded list reads it with; the rest of a both-language option is read with that voice too
function tagOption(o) {
  const t = (o.textContent || "").replace(NEUTRAL, (m, pre) => (pre || "") + " ");
  const i = t.search(/[A-Za-z\u00c0-\u024f\u3400-\u9fff\uf900-\ufaff]/);
  const want = i < 0 ? null : HAN1.test(t[i]) ? "zh-CN" : "en";
  if (want && o.getAttribute("lang") !== want) o.setAttribute("lang", want);
  else if (!want && o.hasAttribute("lang")) o.removeAttribute("lang");
}

function shown(e) { return e && e.isConnected && e.getClientRects().length > 0; }

// the root is in the page's view: not in a hidden notebook tab or panel (Lumino hides with display:none and
// lm-mod-hidden, or with scale(0) / content-visibility and aria-hidden)
function inView(root) {
  if (!shown(root) || root.closest(".lm-mod-hidden, [aria-hidden=true]")) return false;
  return typeof root.checkVisibility !== "function" || root.checkVisibility({ visibilityProperty: true });
}

function setup(root) {
  if (root.__mjA11y) return root.__mjA11y;
  const st = { last: null, trail: [] };
  root.__mjA11y = st;
  root.classList.add("mj-a11y");
  // 1. plain keys never reach JupyterLab's shortcuts (bubbling: the controls inside handle them first)
  root.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === "Enter" && ev.shiftKey) return;   // Shift+Enter: run the cell, as everywhere
    if (ev.key === "Escape") return;                  // Escape: back to the notebook's command mode
    ev.stopPropagation();
  });
  // 2. remember where the focus is (and the parts around it) for when a redraw removes it
  root.addEventListener("focusin", (ev) => {
    st.last = ev.target;
    const trail = [];
    for (let p = ev.target.parentElement; p && p !== root; p = p.parentElement) trail.push(p);
    trail.push(root);
    st.trail = trail;
  });
  const fix = () => {
    root.querySelectorAll(TOGGLES).forEach((b) => {
      const v = b.classList.contains("mod-active") ? "true" : "false";
      if (b.getAttribute("aria-pressed") !== v) b.setAttribute("aria-pressed", v);
    });
    root.querySelectorAll(HEADERS).forEach((h) => {
      if (!h.__mjA11y) {
        h.__mjA11y = true;
        h.setAttribute("role", "button");
        h.setAttribute("tabindex", "0");
        h.addEventListener("keydown", (ev) => {
          if (ev.key === "Enter" || ev.key === " " || ev.key === "Spacebar") {
            ev.preventDefault(); ev.stopPropagation();
            if (!ev.repeat) h.click();
          }
        });
        const i = h.querySelector("i");
        if (i) i.setAttribute("aria-hidden", "true");
      }
      const c = h.parentElement;
      const body = c && c.querySelector(":scope > .jupyter-widget-Collapse-contents");
      if (body) {
        if (!body.id) body.id = "mj-a11y-panel-" + (++uid);
        h.setAttribute("aria-controls", body.id);
      }
      const open = c && c.classList.contains("jupyter-widget-Collapse-open") ? "true" : "false";
      if (h.getAttribute("aria-expanded") !== open) h.setAttribute("aria-expanded", open);
    });
    root.querySelectorAll(CAPTIONS).forEach(tagCaption);
    root.querySelectorAll(".lm-TabBar-tabLabel").forEach(tagTabLabel);
    root.querySelectorAll("option").forEach(tagOption);
    // ipywidgets writes title="null" on a description label without a tooltip: a tooltip, and a description
    // read aloud, that says "null"
    root.querySelectorAll('[title="null"]').forEach((e) => e.removeAttribute("title"));
    // a checkbox whose description changed (a language change) gets it as a tooltip too: the same words as its
    // label, in both languages in one attribute (read with one voice); the label already names it
    root.querySelectorAll("input[title]").forEach((e) => {
      const l = e.closest("label"), norm = (x) => (x || "").replace(/\s+/g, " ").trim();
      if (l && norm(l.textContent) === norm(e.getAttribute("title"))) e.removeAttribute("title");
    });
    // a wide table that scrolls on its own (the 何切 table in projector mode) is a tab stop while it scrolls
    root.querySelectorAll(".mj-advice table.mj-table").forEach((t) => {
      const scrolls = t.scrollWidth > t.clientWidth + 1;
      if (scrolls && !t.hasAttribute("tabindex")) { t.setAttribute("tabindex", "0"); t.dataset.mjScroll = "1"; }
      else if (!scrolls && t.dataset.mjScroll) { t.removeAttribute("tabindex"); delete t.dataset.mjScroll; }
    });
    // a tab's panel scrolls (wide tables): it is reachable with the keyboard, to scroll it with the arrows
    root.querySelectorAll(".jupyter-widget-TabPanel-tabContents").forEach((t) => {
      if (!t.hasAttribute("tabindex")) t.setAttribute("tabindex", "0");
    });
    // 3. the focus fell out of the widget because its control went away: put it back nearby.  Only then: the
    // focus is on <body>, it was last inside this root, on a control that is now gone, hidden or disabled, and
    // the root itself is in view (never into a widget of a hidden notebook tab, never away from a cell)
    const a = document.activeElement;
    const dropped = !a || a === document.body;
    if (st.last && !dropped && !root.contains(a)) st.last = null;           // the focus is elsewhere: forget
    if (st.last && dropped && shown(st.last) && !st.last.disabled) st.last = null;  // left on purpose (a blur)
    if (dropped && st.last && root.isConnected && inView(root)) {
      for (const part of st.trail) {
        if (!shown(part) || !root.contains(part)) continue;
        const inside = Array.from(part.querySelectorAll(FOCUSABLE)).find(shown);
        if (inside) { inside.focus(); break; }
        if (!part.textContent.trim()) continue;  // an emptied part (a strip with no tiles left): look further up
        if (!part.hasAttribute("tabindex")) part.setAttribute("tabindex", "-1");
        part.focus();
        break;
      }
    }
  };
  let queued = false;
  const later = () => { if (!queued) { queued = true; setTimeout(() => { queued = false; fix(); }, 0); } };
  new MutationObserver(later).observe(root, { subtree: true, childList: true, attributes: true,
                                              attributeFilter: ["class", "style", "hidden", "disabled", "title"] });
  root.addEventListener("focusout", (ev) => {
    // the focus went to something outside the widget (a cell, the notebook, another widget): nothing to restore
    if (ev.relatedTarget && !root.contains(ev.relatedTarget)) { st.last = null; st.trail = []; }
    later();
  });
  fix();
  return st;
}
"""

_ESM = SETUP_JS + r"""
function render({ model, el }) {
  el.classList.add("mj-a11y-hook");
  let root = null;
  const apply = () => {
    if (!root) return;
    const lang = model.get("lang");
    if (lang) root.setAttribute("lang", lang); else root.removeAttribute("lang");
  };
  const find = () => {
    const sel = model.get("root");
    root = sel ? el.closest(sel) : null;
    if (!root) return false;
    setup(root);
    apply();
    return true;
  };
  if (!find()) {
    let tries = 0;
    const iv = setInterval(() => { if (find() || ++tries > 200) clearInterval(iv); }, 50);
  }
  model.on("change:lang", apply);
}
export default { render };
"""


class Access(anywidget.AnyWidget):
    """The invisible keyboard / screen-reader hook of one widget root (see the module docstring).

    ``root``: a CSS selector for the widget's root box, matched from the hook upwards (``closest``), e.g.
    ``".mj-explorer"``; put the hook inside that box.  ``lang``: the root's ``lang`` attribute
    (:func:`lang_code`), updated when the widget's language changes.
    """

    _esm = _ESM
    _css = CSS
    root = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)


_LIVE_ESM = r"""
function render({ model, el }) {
  // one persistent live region: screen readers announce changes of its content (a region that is itself
  // replaced on every update, as an ipywidgets HTML would be, is often not announced)
  const box = document.createElement("div");
  box.setAttribute("role", "status");
  box.setAttribute("aria-live", "polite");
  box.setAttribute("aria-atomic", "true");
  el.appendChild(box);
  function draw() {
    box.className = "mj-live " + (model.get("cls") || "");
    const tid = model.get("testid");
    if (tid) box.setAttribute("data-testid", tid);
    const lang = model.get("lang");
    if (lang) box.setAttribute("lang", lang); else box.removeAttribute("lang");
    const v = model.get("value") || "";
    if (box.innerHTML !== v) box.innerHTML = v;
  }
  model.on("change:value", draw);
  model.on("change:cls", draw);
  model.on("change:lang", draw);
  draw();
}
export default { render };
"""


class LiveText(anywidget.AnyWidget):
    """A status line that screen readers announce (``role="status"``, ``aria-live="polite"``,
    ``aria-atomic="true"``).

    ``value``: the HTML fragment shown (and announced: set it once per announcement, with the final text);
    ``testid``: its ``data-testid``; ``cls``: extra classes; ``lang``: its ``lang`` attribute (optional).
    """

    _esm = _LIVE_ESM
    _css = ".mj-live{min-height:1.3em}"
    value = traitlets.Unicode("").tag(sync=True)
    testid = traitlets.Unicode("").tag(sync=True)
    cls = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)

    @traitlets.validate("value")
    def _tag(self, proposal):
        return _tagged(proposal["value"])


def show(widget: W.DOMWidget, on: bool) -> None:
    """Show (``on``) or hide ``widget`` (``display: none``), in JupyterLab, Voila and the JupyterLite site alike.

    Shown means ``layout.display = ""``, never ``None``: the site's Python-in-the-browser kernel sends a
    ``None`` trait to the page as ``undefined``, not ``null``, and ipywidgets' layout view then leaves the old
    ``display: none`` in place (the control stays hidden, out of reach of the mouse and of Tab); ``""`` clears
    the style everywhere.  No errors."""
    widget.layout.display = "" if on else "none"


def _tagged(value: str) -> str:
    """``value`` through :func:`tag_lang`; plain text (no element at its start) is put in a ``<span>`` first,
    since text outside any element keeps no ``lang`` of its own."""
    if value and not value.lstrip().startswith("<"):
        value = f"<span>{value}</span>"
    return tag_lang(value)


class HTML(W.HTML):
    """``ipywidgets.HTML`` whose ``value`` goes through :func:`~mjlearn.render.lang.tag_lang` (current language)
    when it is set: every run of text in the other language carries its own ``lang`` (plain text is put in a
    ``<span>`` first, so that it has one too)."""

    @traitlets.validate("value")
    def _tag(self, proposal):
        return _tagged(proposal["value"])


__all__ = ["Access", "COLORS", "CSS", "HTML", "LiveText", "SETUP_JS", "lang_code", "show"]
