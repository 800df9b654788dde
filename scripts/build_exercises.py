"""Maintainer script (not shipped in the wheel): compute and store every exercise's expected answer from the library.

    python scripts/build_exercises.py            # all three banks
    python scripts/build_exercises.py mawan      # one bank
    python scripts/build_exercises.py --check    # report differences, write nothing (exit 1 if any)

For each exercise in ``mjlearn/data/exercises/<ruleset>.json`` the answer is computed with
:func:`mjlearn.exercises.compute.compute_expected`.  An exercise may carry ``hand_check``: the answer
worked out **by hand from the spec** (a subset of the expected fields, with the arithmetic in
``hand_check.arithmetic``).  If the library disagrees with it, the answer is **not** stored
(``expected`` becomes ``null`` and ``library_disagrees`` records what the library said) and the
disagreement is printed: that is a bug report for the ruleset, not an answer to teach.
Exercises the library cannot answer yet (scoring not implemented) get ``expected: null`` too.
"""
from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any

from mjlearn.errors import MjError
from mjlearn.exercises.bank import data_path, read_data
from mjlearn.exercises.compute import compute_expected
from mjlearn.rules import ruleset_names


def disagreement(hand_check: Mapping[str, Any] | None, computed: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fields of ``hand_check`` (ignoring ``arithmetic``) that ``computed`` answers differently."""
    if not hand_check or computed is None:
        return {}
    out = {}
    for k, v in hand_check.items():
        if k == "arithmetic":
            continue
        got = computed.get(k)
        if isinstance(v, (int, float)) and isinstance(got, (int, float)):
            same = abs(float(v) - float(got)) < 1e-9
        elif isinstance(v, Mapping) and isinstance(got, Mapping):
            same = {a: float(b) if isinstance(b, (int, float)) else b for a, b in v.items()} == \
                   {a: float(b) if isinstance(b, (int, float)) else b for a, b in got.items()}
        else:
            same = v == got
        if not same:
            out[k] = {"spec": v, "library": got}
    return out


def build_one(ruleset: str, write: bool = True) -> list[str]:
    """Recompute one bank; returns a list of human-readable problems (changes in ``--check`` mode)."""
    data = read_data(ruleset)
    problems: list[str] = []
    for ex in data["exercises"]:
        try:
            computed = compute_expected(ex["kind"], ruleset, ex["hand"], ex.get("context"), ex.get("options") or None)
        except MjError as e:
            problems.append(f"{ex['id']}: the library refuses the exercise: {e}")
            computed = None
        bad = disagreement(ex.get("hand_check"), computed)
        new = None if bad else computed
        if bad:
            problems.append(f"{ex['id']}: library disagrees with the spec: {bad}")
        elif computed is None:
            problems.append(f"{ex['id']}: no answer yet (scoring not implemented)")
        if not write and new != ex.get("expected"):
            problems.append(f"{ex['id']}: stored {ex.get('expected')} but library now gives {new}")
        ex["expected"] = new
        if bad:
            ex["library_disagrees"] = bad
        else:
            ex.pop("library_disagrees", None)
    if write:
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        data_path(ruleset).write_text(text, encoding="utf-8")
    return problems


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    names = [a for a in args if not a.startswith("--")] or ruleset_names()
    status = 0
    for name in names:
        probs = build_one(name, write=not check)
        for p in probs:
            print(f"[{name}] {p}")
        if not check and any("refuses" in p for p in probs):
            status = 1
        if check and any("stored" in p or "disagrees" in p or "refuses" in p for p in probs):
            status = 1
        print(f"[{name}] {'checked' if check else 'written'}: {data_path(name).name}")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
