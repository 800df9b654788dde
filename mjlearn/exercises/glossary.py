"""Item names of one ruleset: spec ids ↔ Chinese names, English glosses and aliases (what a learner may type
for an item or a reason).  Spec ``product.md`` § Exercises."""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..i18n import Text, plain
from ..rules import get_ruleset


class Glossary:
    """Item code ↔ names for one ruleset: codes, Chinese names, English glosses and aliases.

    Built from the data file's ``glossary`` (names copied from the spec tables) plus the names the
    library's results use.
    """

    def __init__(self, entries: Mapping[str, Mapping[str, Any]] | None = None):
        self.names: dict[str, Text] = {}
        self._by_name: dict[str, str] = {}
        for code, e in (entries or {}).items():
            self.add(code, plain(e["zh"], e["en"]), e.get("aliases", ()))

    def add(self, code: str, name: Text, aliases: Iterable[str] = ()) -> None:
        self.names.setdefault(code, name)
        for n in (code, name.zh, name.en, *aliases):
            if n:
                self._by_name.setdefault(n.strip().lower(), code)

    def add_catalogue(self, prefix: str) -> None:
        """Add the item names the ruleset registered in the catalogue (``mw.name.MW-B05``, ``hl.name.HL-P02``,
        ``jz.C1.name``); ``prefix`` is the code prefix (``"MW"``, ``"HL"``, ``"JZ"``)."""
        for code, name in _catalogue_names(prefix):
            self.add(code, name)

    def lookup(self, name: str) -> str | None:
        return self._by_name.get(str(name).strip().lower())

    def name(self, code: str) -> Text:
        n = self.names.get(code)
        return plain(code) if n is None else plain(f"{code} {n.zh}", f"{code} {n.en}")


_NAMES: dict[str, tuple[int, list[tuple[str, Text]]]] = {}  # prefix → (catalogue size, its names)


def _catalogue_names(prefix: str) -> list[tuple[str, Text]]:
    """(code, name) of the catalogue's item names for ``prefix``, sorted by key; scanned once per catalogue size
    (the catalogue only grows, as rulesets register), not once per exercise."""
    from ..i18n import catalogue
    cat = catalogue()
    hit = _NAMES.get(prefix)
    if hit is not None and hit[0] == len(cat):
        return hit[1]
    low = prefix.lower()
    named = re.compile(rf"{low}\.name\.({prefix}-[A-Z0-9.]+)")
    short = re.compile(rf"{low}\.([A-Z][0-9A-Z]*)\.name")
    out: list[tuple[str, Text]] = []
    for key, (zh, en) in sorted(cat.items()):
        m = named.fullmatch(key) or short.fullmatch(key)
        if m:
            code = m.group(1) if m.group(1).startswith(prefix + "-") else f"{prefix}-{m.group(1)}"
            out.append((code, plain(zh, en)))
    _NAMES[prefix] = (len(cat), out)
    return out


def glossary_for(ruleset: str, data: Mapping[str, Any] | None = None) -> Glossary:
    """Item names of a ruleset: the data file's glossary (aliases) plus the ruleset's catalogue names, found by the
    ruleset's id prefix (:attr:`mjlearn.rules.base.Ruleset.id_prefix`)."""
    rs = get_ruleset(ruleset)  # imports the ruleset, whose catalogue names the glossary reads
    gl = Glossary((data or {}).get("glossary"))
    if rs.id_prefix:
        gl.add_catalogue(rs.id_prefix)
    return gl


__all__ = ["Glossary", "glossary_for"]
