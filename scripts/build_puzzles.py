"""Rebuild the 何切 puzzle banks ``mjlearn/data/puzzles/<ruleset>.json`` (a maintainer tool, not in the wheel).

    python scripts/build_puzzles.py [--minutes 12]

Searches seeded hands for puzzles that teach (product.md § Exercises: "a 何切 trainer with puzzles where the
rulesets disagree"):

* **rulesets** — the same 14 tiles asked under the three rulesets, where this ruleset's best discards share
  nothing with another's (the point is their difference: all three answers are shown after the learner's
  choice);
* **value** — hands whose best discard by value (EV first) differs from the best by speed (copies first);
* **ghost** — Huilai hands holding a ghost (白板做鬼 / 红中做鬼), asked against Mawan without ghosts;
* **legality** — Jinzhou hands whose best discard in shape is not the best legal one (JZ-L1–L3).

No puzzle whose best discard is an isolated honour (that lesson is too easy).  Each puzzle stores every asked
ruleset's best discards (ties kept), its lesson and a reason line from the advice's review.  The stored answers
are checked in ``tests/test_advice_trainer.py`` against the tests' own slow reference
(``tests/advice_reference.py``), not against the advice code.
"""
from __future__ import annotations

import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from mjlearn import advise  # noqa: E402
from mjlearn.errors import MjError  # noqa: E402
from mjlearn.exercises.discard import DATA_DIR, _random_hand  # noqa: E402
from mjlearn.i18n import Text  # noqa: E402
from mjlearn.tiles import tile_str, tiles_str  # noqa: E402

RULESETS = ("mawan", "huilai", "jinzhou")
PREFIX = {"mawan": "mw", "huilai": "hl", "jinzhou": "jz"}
JZ_KINDS = tuple(range(27)) + (33,)


def _isolated_honour(tiles: list[int], k: int) -> bool:
    return k >= 27 and tiles.count(k) == 1


def _best(a) -> list[str]:
    return [tile_str(k) for k in a.best_discards()]


def _reason(me_adv, other_adv, other_best: list[int]) -> Text:
    """Why ``me``'s answer differs: the review line of the other ruleset's best discard under ``me``."""
    k = other_best[0]
    t = me_adv.review(k)
    return Text(f"{other_adv.title.zh}的最佳打法 {tile_str(k)} 在{me_adv.title.zh}里：{t.zh}",
                f"{other_adv.title.en}'s best, {tile_str(k)}, in {me_adv.title.en}: {t.en}")


def build(minutes: float = 12.0, seed: int = 2026, per_kind: dict | None = None) -> dict[str, list[dict]]:
    per_kind = per_kind or {"rulesets": 14, "value": 4, "ghost": 6, "legality": 6}
    rng = random.Random(seed)
    bank: dict[str, list[dict]] = {r: [] for r in RULESETS}
    counts = {r: {k: 0 for k in per_kind} for r in RULESETS}
    seen: set[str] = set()
    t_end = time.time() + 60 * minutes

    def add(me: str, lesson: str, hand: str, opts_by: dict, bests: dict, reason: Text, prac: list[str]):
        pid = f"{PREFIX[me]}-d{len(bank[me]) + 1:02d}"
        bank[me].append({"id": pid, "hand": hand, "lesson": lesson, "options": opts_by.get(me) or {},
                         "best": bests[me], "best_by_ruleset": bests,
                         "options_by_ruleset": {n: opts_by.get(n) or {} for n in bests},
                         "differs_from": [o for o in bests if o != me and not set(bests[o]) & set(bests[me])],
                         "reason": {"zh": reason.zh, "en": reason.en}, "practises": prac})
        counts[me][lesson] += 1

    i = 0
    while time.time() < t_end:
        i += 1
        want = [(r, k) for r in RULESETS for k in per_kind if counts[r][k] < per_kind[k]
                and not (k == "ghost" and r != "huilai") and not (k == "legality" and r != "jinzhou")]
        if not want:
            break
        ghost = i % 2 == 1 and counts["huilai"]["ghost"] < per_kind["ghost"]
        kinds = JZ_KINDS + ((31,) if ghost else ())
        tiles = _random_hand(rng, kinds)
        if ghost and 31 not in tiles:
            continue
        hs = tiles_str(tiles)
        if hs in seen:
            continue
        seen.add(hs)
        names = ("mawan", "huilai") if ghost else RULESETS
        opts_by = {"huilai": {"ghosts": "white"}} if ghost else {}
        try:
            quick = {n: advise(hs, n, None, opts_by.get(n), values=False) for n in names}
        except MjError:
            continue
        if any(a.wins or a.best.legal_shanten > 1 for a in quick.values()):
            continue
        try:
            advs = {n: advise(hs, n, None, opts_by.get(n)) for n in names}
        except MjError:
            continue
        bests = {n: _best(a) for n, a in advs.items()}
        order = list(names[i % len(names):]) + list(names[:i % len(names)])
        for me in order:  # one bank per hand: no two rulesets share a puzzle hand
            a = advs[me]
            if any(_isolated_honour(tiles, k) for k in a.best_discards()):
                continue
            others = [o for o in names if o != me and not set(bests[o]) & set(bests[me])]
            lesson = None
            if ghost and me == "huilai" and others and counts[me]["ghost"] < per_kind["ghost"]:
                lesson = "ghost"
            elif me == "jinzhou" and counts[me]["legality"] < per_kind["legality"]:
                shape_best = min(a.rows, key=lambda r: (r.shanten, -r.shape_accepted))
                if shape_best.rank != 1 and shape_best.blocked:
                    lesson = "legality"
                    reason = Text(f"形式上最好的 {tile_str(shape_best.discard)}：{a.review(shape_best.discard).zh}",
                                  f"the best in shape, {tile_str(shape_best.discard)}: {a.review(shape_best.discard).en}")
            if lesson is None and others and counts[me]["rulesets"] < per_kind["rulesets"]:
                lesson = "rulesets"
            if lesson is None and counts[me]["value"] < per_kind["value"] and a.best.legal_shanten <= 1:
                sp = quick[me]
                if not set(sp.best_discards()) & set(a.best_discards()):
                    lesson = "value"
                    k = sp.best_discards()[0]
                    t = a.review(k)
                    reason = Text(f"进张最多的 {tile_str(k)}：{t.zh}", f"the most copies, {tile_str(k)}: {t.en}")
            if lesson is None:
                continue
            if lesson in ("rulesets", "ghost"):
                o = others[0]
                reason = _reason(a, advs[o], list(advs[o].best_discards()))
            prac = ["discard.shanten", "discard.accepted"]
            if me == "jinzhou":
                for r in a.rows:
                    for txt in r.blocked:
                        for code in ("JZ-L1", "JZ-L2", "JZ-L3"):
                            if code in txt.en and code not in prac:
                                prac.append(code)
            if ghost:
                prac.append("HL-O04")
            if lesson == "value":
                prac.append("discard.value")
            add(me, lesson, hs, opts_by, bests, reason, prac)
            break
    return bank


def write(bank) -> None:
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    for name, items in bank.items():
        doc = {"ruleset": name,
               "about": "何切 puzzles: rulesets that differ, value vs speed, ghosts, Jinzhou legality traps "
                        "(python scripts/build_puzzles.py rebuilds this file; tests check every answer against "
                        "an independent reference)",
               "puzzles": items}
        (DATA_DIR / f"{name}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    mins = float(sys.argv[sys.argv.index("--minutes") + 1]) if "--minutes" in sys.argv else 12.0
    b = build(mins)
    write(b)
    print({k: (len(v), {x["lesson"] for x in v}) for k, v in b.items()})
