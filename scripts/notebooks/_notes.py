"""Speaker notes for the slide decks (JupyterLab RISE): after each section heading that names a rule family
(``## 2. Patterns and multipliers (HL-P)``, ``### 奖马（HL-K2，HL-O08 到 HL-O11）``), a :func:`_nb.notes` cell with
the interpretation notes the library shows learners for that family (``mw.note.*``, ``hl.note.*``, ``jz.note.*``
in the catalogue, in both languages, so the notes say exactly what the results say) and where the rule text of
each item is found.  Nothing is written by hand here: a note changes when the library's note changes.
"""
from __future__ import annotations

import re

from _nb import Cell, notes

_ID = re.compile(r"\b(MW|HL|JZ)-([A-Z]+)")
_RULESETS = {"MW": "mawan", "HL": "huilai", "JZ": "jinzhou"}
_NOTE_KEY = re.compile(r"^(mw|hl|jz)\.note\.([A-Z]+)")


def _catalogue():
    import mjlearn as mj
    from mjlearn.i18n import catalogue
    for name in mj.ruleset_names():
        mj.get_ruleset(name)
    return catalogue()


def family_notes(families: list[str]) -> list[tuple[str, str, str]]:
    """``(family, zh, en)`` of every interpretation note of the given families (``"HL-P"`` …), catalogue order;
    notes with placeholders (filled per hand) are left out."""
    out = []
    for key, entry in _catalogue().items():
        m = _NOTE_KEY.match(key)
        if not m:
            continue
        rest = key.split(".note.", 1)[1]
        fam_id = rest if rest[:3] in ("MW-", "HL-", "JZ-") else f"{m.group(1).upper()}-{rest}"
        fam = _ID.match(fam_id)
        if not fam or f"{fam.group(1)}-{fam.group(2)}" not in families:
            continue
        zh, en = (str(x) for x in entry[:2])
        if "{" in zh or "{" in en:
            continue
        out.append((fam_id.split(".")[0], zh, en))
    return out


def section_notes(heading: Cell) -> Cell | None:
    """The speaker notes of a section whose heading names rule families, or ``None``."""
    first = heading.text["en"].lstrip().split("\n", 1)[0] + " " + heading.text["zh"].lstrip().split("\n", 1)[0]
    families = list(dict.fromkeys(f"{a}-{b}" for a, b in _ID.findall(first)))
    if not families:
        return None
    found = family_notes(families)
    fams = "、".join(families)
    zh = [f"**讲解要点**（{fams}）：每个计分项目的原文出处写在计分表的“来源”一栏，讲的时候对照原文。", ""]
    en = [f"**Speaker notes** ({', '.join(families)}): each item's place in the rule text (原文) is in the score "
          "table's source column; read it out with the item.", ""]
    if found:
        zh += ["这里的解释（原文没有写明、程序库的读法）：", ""]
        en += ["The interpretation notes here (where the rule text is silent and the library chose a reading):", ""]
        zh += [f"* **{i}** {z}" for i, z, _ in found]
        en += [f"* **{i}** {e}" for i, _, e in found]
    else:
        zh.append("这一节的规则原文写得清楚，没有另加解释。")
        en.append("The rule text is plain here: no interpretation note.")
    return notes(zh="\n".join(zh), en="\n".join(en))


def with_notes(cells: list[Cell]) -> list[Cell]:
    """``cells`` with :func:`section_notes` after every ``#``/``##``/``###`` heading cell that names a family."""
    out: list[Cell] = []
    for c in cells:
        out.append(c)
        if c.kind == "markdown" and c.slide is None and c.text["en"].lstrip().startswith("#"):
            n = section_notes(c)
            if n is not None:
                out.append(n)
    return out
