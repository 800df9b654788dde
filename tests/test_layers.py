"""Layers point one way: tiles → hand → readings → rules → views (spec ``architecture.md``).

Two checks:

* **static** — every ``import`` in the package (module level *and* lazy imports inside functions and methods)
  goes to the same layer or a lower one; in particular no model module names ``render``, ``frames``,
  ``widgets`` or ``exercises``, and ``render`` does not import ``rules``;
* **at run time** — importing each model module in a fresh interpreter, and using it (parse, decompose,
  waits, shanten, score under every ruleset, ``str`` of the results), loads no view module.
"""
from __future__ import annotations

import ast
import json
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PKG = ROOT / "mjlearn"

# Layer of each top-level part of the package.  Rank 0 is the toolbox every layer may use (errors, the i18n
# catalogue, the display hook).  A module may import its own rank or a lower one.
#
# The views are ranked too, each its own rank, so an import between two views points one way only: the
# explorer's model (state, editing, undo; no widgets) under the HTML views, the views under the widgets, the
# exercises above the widgets.
RANK = {
    "_text": 0, "errors": 0, "i18n": 0, "_display": 0, "values": 0, "terms": 0,
    "tiles": 1,
    "hand": 2, "context": 2, "wording": 2,  # wording: numbers, tiles and seats in learner text
    "readings": 3,
    "rules": 4,
    "advice": 5,
    "api": 6, "examination": 6,  # the entry points: readings, rules and advice behind them
    "table": 6.5,  # the table engine, bots and records: model, above the advice, below every view
    "explorer": 7,
    "render": 8,  # HTML builders: take what they show as arguments
    "rows": 9,  # table rows (built with render's text helpers)
    "frames": 10,  # pandas frames of the rows
    "widgets": 11,
    "exercises": 12,  # above the widgets: an exercise builds its answer controls, widgets never import exercises
}
VIEWS = ("explorer", "render", "frames", "rows", "widgets", "exercises")
MODEL_MODULES = ["mjlearn.tiles", "mjlearn.hand", "mjlearn.context", "mjlearn.readings", "mjlearn.rules",
                 "mjlearn.rules.base", "mjlearn.rules.mawan", "mjlearn.rules.huilai", "mjlearn.rules.jinzhou",
                 "mjlearn.api", "mjlearn.examination", "mjlearn.table"]


def _module_name(path: pathlib.Path) -> tuple[str, str]:
    """(module name, package its relative imports resolve against)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
        return ".".join(parts), ".".join(parts)
    return ".".join(parts), ".".join(parts[:-1])


def _imports(path: pathlib.Path) -> list[tuple[int, str]]:
    """Every mjlearn module imported anywhere in ``path`` (line, dotted name), lazy imports included."""
    return _imports_in(path.read_text(encoding="utf-8"), _module_name(path)[1])


def _imports_in(source: str, pkg: str) -> list[tuple[int, str]]:
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")[: len(pkg.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target == "mjlearn":  # ``from . import render`` names sub-modules
                out.extend((node.lineno, f"mjlearn.{a.name}") for a in node.names)
            elif target.startswith("mjlearn."):
                out.append((node.lineno, target))
        elif isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names if a.name.startswith("mjlearn"))
    return out


def _part(dotted: str) -> str | None:
    bits = dotted.split(".")
    return bits[1] if len(bits) > 1 else None


def _all_files():
    return sorted(p for p in PKG.rglob("*.py") if p != PKG / "__init__.py")  # the facade may import anything


def test_every_package_part_has_a_layer():
    parts = {p.relative_to(PKG).parts[0].removesuffix(".py") for p in _all_files()}
    assert parts <= set(RANK), f"give these a layer in RANK: {sorted(parts - set(RANK))}"


@pytest.mark.parametrize("path", _all_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_point_down(path):
    mod, _ = _module_name(path)
    me = _part(mod)
    bad = []
    for line, target in _imports(path):
        them = _part(target)
        if them is None or them not in RANK:
            continue
        if RANK[them] > RANK[me]:
            bad.append(f"{path.relative_to(ROOT)}:{line} ({me}, layer {RANK[me]}) imports {target} "
                       f"({them}, layer {RANK[them]})")
    assert not bad, "imports that point up the layers:\n" + "\n".join(bad)


def test_widgets_do_not_import_exercises():
    # the answer controls (widgets/ask.py) get what they offer from the exercise object (item_choices,
    # reason_choices), so exercises -> widgets is the one direction
    bad = [f"{p.relative_to(ROOT)}:{line} imports {t}" for p in sorted((PKG / "widgets").rglob("*.py"))
           for line, t in _imports(p) if _part(t) == "exercises"]
    assert not bad, "widgets must not import the exercises:\n" + "\n".join(bad)


def _module_graph() -> dict[str, set[str]]:
    """module → the package modules it imports (lazy imports included; ``from . import x`` is module x)."""
    names = {_module_name(p)[0] for p in sorted(PKG.rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for p in sorted(PKG.rglob("*.py")):
        me, pkg = _module_name(p)
        deps: set[str] = set()
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(pkg.split(".")[: len(pkg.split(".")) - (node.level - 1)] + ([node.module] if
                                                                                          node.module else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in names else base for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            for t in targets:
                while t not in names and "." in t:
                    t = t.rsplit(".", 1)[0]
                if t in names and t != me:
                    deps.add(t)
        graph[me] = deps
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circles():
    # errors ⇄ i18n, rules ⇄ rules.base and rules.huilai.scoring ⇄ values were circles;
    # the exercises' own modules are still being split (their internal circles are left to that work)
    found = [c for c in _cycles(_module_graph()) if not all(m.startswith("mjlearn.exercises") for m in c)]
    assert not found, "import circles:\n" + "\n".join(" ⇄ ".join(c) for c in found)


def test_the_circle_finder_finds_circles():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_render_does_not_import_rules():
    bad = [f"{p.relative_to(ROOT)}:{line} imports {t}" for p in sorted((PKG / "render").rglob("*.py"))
           for line, t in _imports(p) if _part(t) in ("rules", "api")]
    assert not bad, "render must take what it needs as arguments:\n" + "\n".join(bad)


def test_the_checker_sees_lazy_imports():
    # The static check must catch imports hidden in a method (which a run-time check would miss), in every
    # spelling: relative, ``from . import x``, absolute, and two levels up from a sub-package.
    src = ("class A:\n    def f(self):\n        from .render import hand_html\n        from . import frames\n"
           "        import mjlearn.widgets\n")
    assert [t for _, t in _imports_in(src, "mjlearn")] == ["mjlearn.render", "mjlearn.frames", "mjlearn.widgets"]
    assert [t for _, t in _imports_in("from ...exercises import core\n", "mjlearn.rules.huilai")] == \
        ["mjlearn.exercises"]


_PROBE = r"""
import importlib, json, sys
mod = importlib.import_module(sys.argv[1])
import mjlearn as mj
from mjlearn.api import score, waits, shanten, decompose
h = mj.parse_hand("123m456p789s1122z +2z")
str(h); h.zh()
for r in decompose(h, ruleset="mawan"):
    str(r)
str(waits("1113456666788s", ruleset="huilai")); shanten("123456789m1123p", "jinzhou")
for name, hand, kw in [("mawan", "123m456p789s1122z +2z", {"win_by": "self_draw"}),
                       ("huilai", "123m456p789s1122z +2z", {"win_by": "self_draw"}),
                       ("jinzhou", "2m456m345p789p pon:555s +2m", {"win_by": "self_draw", "dealer": "W"})]:
    res = score(hand, name, **kw)
    res.title, res.ghost_kinds, res.codes(), str(res.total_text)
print(json.dumps(sorted(m for m in sys.modules if m.startswith("mjlearn"))))
"""


@pytest.mark.parametrize("module", MODEL_MODULES)
def test_model_module_loads_no_view_module(module):
    out = subprocess.run([sys.executable, "-c", _PROBE, module], capture_output=True, text=True, timeout=120,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert module in loaded
    views = [m for m in loaded if _part(m) in VIEWS]
    assert views == [], f"importing and using {module} loaded view modules {views}"


def test_rich_display_still_works_through_the_hook():
    # The other direction: once the view layer is asked for, model objects draw themselves.
    code = ("import sys, mjlearn as mj\n"
            "h = mj.parse_hand('123m456p789s1122z +2z')\n"
            "assert 'mjlearn.render' not in sys.modules\n"
            "html = h._repr_html_()\n"
            "assert 'mjlearn.render' in sys.modules and 'mj-hand' in html, html[:200]\n"
            "r = mj.score(h, 'mawan', win_by='self_draw')\n"
            "assert 'mj-result' in r._repr_html_()\n"
            "assert r.items_frame().shape[0] == len(r.items)\n"
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
