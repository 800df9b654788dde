"""The terms table: one word per thing per ruleset, in Chinese and English (spec ``course.md`` § Terms, § Words).

The table lives in package data (``mjlearn/data/terms.json``) so that a term is changed in one place: the
catalogue texts take their regional words from here (:func:`fill` on a template, or :func:`term` /
:func:`text` as a parameter), the course glossary (术语表) is :func:`glossary`, and the text test checks every
learner text of one ruleset against the other rulesets' columns (:func:`foreign`) and the words no text uses
(:func:`never`).

Each row is a *thing* (``"deal_in"``, ``"dots"``, ``"kong_added"`` …) with, per ruleset (``"mawan"``,
``"huilai"``, ``"jinzhou"``), a cell ``{zh, en, also?, match?}`` or ``None`` when the ruleset has no such
thing; ``never`` lists words no learner text uses (each with a regular expression that finds it) and ``note``
says, in both languages, where the words come from (the rule texts, 原文).

Source: the three rule texts (马湾算胡麻将规则, 惠来麻将, 锦州麻将) and spec ``course.md`` § Terms.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from .errors import MjError
from .i18n import T, Text

RULESETS = ("mawan", "huilai", "jinzhou")
_MARK = re.compile(r"«(\w+)»")


@dataclass(frozen=True)
class Cell:
    """One ruleset's word for a thing: ``zh`` (the word its text uses), ``en`` (the English for it), ``also``
    (other words that ruleset's own text may use) and ``match`` (regular expression finding the word in a text
    of another ruleset; ``None`` when the word is shared and not checked)."""

    zh: str
    en: str
    also: tuple[str, ...] = ()
    match: re.Pattern[str] | None = None


@dataclass(frozen=True)
class Term:
    """A row of the table: ``id``, the ``thing`` named (Text), ``cells`` per ruleset (``Cell`` or ``None``),
    ``never`` (tuple of ``(word, pattern)``) and ``note`` (Text: where the words come from)."""

    id: str
    thing: Text
    cells: dict[str, Cell | None]
    never: tuple[tuple[str, re.Pattern[str]], ...]
    note: Text

    def cell(self, ruleset: str) -> Cell | None:
        return self.cells.get(_ruleset_id(ruleset))


def _cell(raw: dict[str, Any] | None) -> Cell | None:
    if raw is None:
        return None
    m = raw.get("match", None)
    pattern = re.compile(re.escape(raw["zh"])) if m is None else (re.compile(m) if m else None)
    return Cell(raw["zh"], raw["en"], tuple(raw.get("also", ())), pattern)


@lru_cache(maxsize=1)
def _table() -> dict[str, Term]:
    raw = json.loads(resources.files("mjlearn").joinpath("data/terms.json").read_text(encoding="utf-8"))
    out: dict[str, Term] = {}
    for row in raw["terms"]:
        out[row["id"]] = Term(
            row["id"], Text(row["thing"]["zh"], row["thing"]["en"]),
            {rs: _cell(row.get(rs)) for rs in RULESETS},
            tuple((n["zh"], re.compile(n["match"])) for n in row.get("never", ())),
            Text(row["note"]["zh"], row["note"]["en"]))
    return out


@lru_cache(maxsize=1)
def ruleset_names() -> dict[str, Text]:
    """Each ruleset id → its name as a Text (马湾算胡 / Mawan …)."""
    raw = json.loads(resources.files("mjlearn").joinpath("data/terms.json").read_text(encoding="utf-8"))
    return {k: Text(v["zh"], v["en"]) for k, v in raw["rulesets"].items()}


_ALIASES = {"马湾": "mawan", "马湾算胡": "mawan", "惠来": "huilai", "锦州": "jinzhou"}


def _ruleset_id(ruleset: Any) -> str:
    name = getattr(ruleset, "name", ruleset)
    name = _ALIASES.get(name, name)
    if name not in RULESETS:
        raise MjError(Text(f"没有“{name}”这种规则", f"unknown ruleset '{name}'"), "ruleset",
                      Text("马湾算胡、惠来、锦州（mawan, huilai, jinzhou）", ", ".join(RULESETS)))
    return name


def entry(thing: str) -> Term:
    """The row for ``thing``; :class:`MjError` if the table has no such thing."""
    try:
        return _table()[thing]
    except KeyError:
        raise MjError(Text(f"术语表里没有“{thing}”", f"no term '{thing}' in the terms table"), "thing",
                      ", ".join(_table())) from None


def term(thing: str, ruleset: Any, lang: str = "zh") -> str:
    """The word ``ruleset`` uses for ``thing`` in ``lang`` (``"zh"`` or ``"en"``), e.g.
    ``term("deal_in", "mawan") == "放冲"``.  :class:`MjError` for an unknown thing or ruleset, or a thing the
    ruleset does not have (``term("ghost", "jinzhou")``)."""
    cell = entry(thing).cell(ruleset)
    if cell is None:
        rs = _ruleset_id(ruleset)
        have = [r for r in RULESETS if entry(thing).cells[r] is not None]
        raise MjError(Text(f"{ruleset_names()[rs].zh}没有“{entry(thing).thing.zh}”",
                           f"{ruleset_names()[rs].en} has no {entry(thing).thing.en}"), thing,
                      Text("、".join(ruleset_names()[r].zh for r in have) or "无",
                           ", ".join(ruleset_names()[r].en for r in have) or "none"))
    return cell.zh if lang == "zh" else cell.en


def text(thing: str, ruleset: Any) -> Text:
    """The word for ``thing`` in ``ruleset`` as a :class:`Text` (both languages), for a catalogue parameter."""
    return Text(term(thing, ruleset, "zh"), term(thing, ruleset, "en"))


def fill(template: str, ruleset: Any, lang: str = "zh") -> str:
    """``template`` with every ``«thing»`` marker replaced by ``ruleset``'s word in ``lang``:
    ``fill("«deal_in»的一家付", "mawan") == "放冲的一家付"``."""
    return _MARK.sub(lambda m: term(m.group(1), ruleset, lang), template)


def fill_entries(entries: dict[str, tuple[str, str]], ruleset: Any) -> dict[str, tuple[str, str]]:
    """A catalogue block (key → (zh, en)) with the ``«thing»`` markers of both languages filled for ``ruleset``
    (what a ruleset's ``strings.py`` registers)."""
    return {k: (fill(zh, ruleset, "zh"), fill(en, ruleset, "en")) for k, (zh, en) in entries.items()}


_SHAPE_TERM = {"single": "wait_single", "closed": "wait_closed"}


def shape_label(shape: str, ruleset: Any = None) -> Text:
    """A wait shape's name (catalogue ``shape.<shape>``); single and closed waits as ``ruleset`` names them
    (吊/单吊/单粘, 坎/坎张/夹).  ``ruleset`` ``None`` or unknown: the catalogue's neutral name."""
    if ruleset in RULESETS and shape in _SHAPE_TERM:
        return Text(term(_SHAPE_TERM[shape], ruleset), T("shape." + shape).en)
    return T("shape." + shape)


def foreign(ruleset: Any) -> list[tuple[str, str, str, re.Pattern[str]]]:
    """The words a text of ``ruleset`` must not use because they are another ruleset's word for a thing:
    ``(thing, other ruleset, word, pattern)`` for every cell of another column whose word is neither this
    ruleset's word nor one of its ``also`` words (shared words have no pattern and are skipped)."""
    me = _ruleset_id(ruleset)
    out = []
    for t in _table().values():
        mine = t.cells[me]
        own = set() if mine is None else {mine.zh, *mine.also}
        for other in RULESETS:
            c = t.cells[other]
            if other == me or c is None or c.match is None or c.zh in own:
                continue
            out.append((t.id, other, c.zh, c.match))
    return out


def never() -> list[tuple[str, str, re.Pattern[str]]]:
    """Words no learner text uses: ``(thing, word, pattern)`` (和牌 for 胡牌, 种子 for 原文, 副露, 巡 …)."""
    return [(t.id, w, p) for t in _table().values() for w, p in t.never]


def glossary() -> list[dict[str, Any]]:
    """The glossary (术语表) rows, one per thing: ``{"id", "thing_zh", "thing_en", "<ruleset>_zh",
    "<ruleset>_en" (``""`` where the ruleset has no such thing), "regions_zh", "regions_en" (who uses
    it), "never" (words not used, ``"、"``-joined), "note_zh", "note_en"}``."""
    names = ruleset_names()
    rows = []
    for t in _table().values():
        row: dict[str, Any] = {"id": t.id, "thing_zh": t.thing.zh, "thing_en": t.thing.en}
        for rs in RULESETS:
            c = t.cells[rs]
            row[f"{rs}_zh"] = "" if c is None else "、".join((c.zh, *c.also))
            row[f"{rs}_en"] = "" if c is None else c.en
        have = [rs for rs in RULESETS if t.cells[rs] is not None]
        row["regions_zh"] = "、".join(names[rs].zh for rs in have)
        row["regions_en"] = ", ".join(names[rs].en for rs in have)
        row["never"] = "、".join(w for w, _ in t.never)
        row["note_zh"], row["note_en"] = t.note.zh, t.note.en
        rows.append(row)
    return rows

