"""Heading levels that follow the notebook's (WCAG 2.1 SC 1.3.1 Info and Relationships; axe ``heading-order``).

The rule (``mjlearn/render/__init__.py``): a view's own heading is an ``<h3>``; the explorer's title an ``<h2>``.
Checked two ways: every heading the views draw is an ``h3`` (results scored and not a win, advice, the advice
comparison, the explorer's views, the table widget's review and replay), and in every stored course notebook an
output's headings are at most one level below the notebook section it sits under (an ``h3`` under ``##`` or
``###``, an ``h2`` under ``#`` or deeper), so no level is skipped.
"""
from __future__ import annotations

import json
import pathlib
import re

import pytest
from hands import CHICKEN, WHITE_PUNG_DECLARED

import mjlearn as mj
from mjlearn.render import advice_compare_html, advice_html, result_html
from mjlearn.render.table import replay_bar_html, review_html

ROOT = pathlib.Path(__file__).resolve().parent.parent
_HEADING = re.compile(r"<h([1-6])\b")


def levels(fragment: str) -> list[int]:
    return [int(n) for n in _HEADING.findall(fragment)]


def test_every_view_heading_is_h3():
    views = [result_html(mj.score(CHICKEN, "mawan")), result_html(mj.score("123m456p789s1122m +5m", "jinzhou")),
             result_html(mj.score(WHITE_PUNG_DECLARED, "huilai"))]
    hand = "123m456m789s1155p9p"
    advices = {rs: mj.advise(hand, rs) for rs in ("mawan", "huilai", "jinzhou")}
    views += [advice_html(a) for a in advices.values()]
    views.append(advice_compare_html({**advices, "mawan": mj.MjError("x")}))  # a column that failed has one too
    views += [review_html([]), replay_bar_html(0, 5, False, [])]
    for v in views:
        assert levels(v) and set(levels(v)) == {3}, levels(v)


def test_explorer_title_is_h2_and_its_views_h3():
    from mjlearn.widgets.explorer import Explorer
    e = Explorer(hand=WHITE_PUNG_DECLARED, lang="en")
    assert levels(e.title_html.value) == [2]
    for key in ("readings", "scores", "compare", "waits", "advice"):
        got = levels(e.view_html(key))
        assert set(got) <= {3}, (key, got)
        assert got or key in ("readings", "compare"), key  # those two are a list and a table, without headings


NOTEBOOKS = sorted((ROOT / "notebooks").glob("*/*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_stored_outputs_never_skip_a_heading_level(path):
    section = 0  # the level of the last markdown heading above
    bad = []
    for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
        src = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            found = re.findall(r"^(#{1,6}) ", src, re.M)
            if found:
                section = len(found[-1])
            continue
        for out in cell.get("outputs", []):
            html = out.get("data", {}).get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            for n in levels(html):
                if n > section + 1:
                    bad.append((i, f"h{n} under a level-{section} section"))
    assert not bad, bad[:5]
