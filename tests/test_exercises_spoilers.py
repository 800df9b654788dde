"""Nothing a learner sees before answering names the answer (spec product.md § Exercises), and feedback reveals in
steps: for every exercise of the three banks and for aimed drills, the question (text and HTML) holds no part of its
answer; the first wrong try names no missing part; hints 1 → 3 reveal more and more.

"Part of an answer", per kind: the item codes and names of an items answer; the total with its unit; the net
amounts of a payments answer; the failing rule's id and name of a not-a-win; the tiles of a waits answer written as
the answer is (the hand itself shows its own tiles); any decomposition of the answer.
"""
from __future__ import annotations

import re

import pytest

import mjlearn as mj
from mjlearn.exercises import drill, load
from mjlearn.exercises.messages import signed

RULESETS = ("mawan", "huilai", "jinzhou")


def _bank():
    for rs in RULESETS:
        for ex in load(rs):
            yield pytest.param(rs, ex.id, id=ex.id)


def answer_parts(ex) -> list[str]:
    """Strings whose presence would give (part of) the answer away."""
    from mjlearn.exercises.view import describe_context
    exp = ex.expected
    parts: list[str] = []
    if ex.kind == "items":
        given = str(describe_context(ex.context))  # the situation is given: 点炮 is a Jinzhou item and a fact
        for c in exp["items"]:
            parts.append(c)
            n = ex.glossary.names.get(c)
            if n is not None and len(n.zh) >= 2 and n.zh not in given:
                parts.append(n.zh)  # (English glosses such as "self-draw" are situation words)
    elif ex.kind == "total":
        parts += [f"{exp['total']:g} {exp['unit']}", f"{exp['total']:g}{exp['unit']}"]
    elif ex.kind == "payments":
        parts.append(" ".join(f"{s} {signed(v)}" for s, v in exp["payments"].items()))
    elif ex.kind == "is_win" and not exp["win"]:
        for c in exp.get("why") or []:
            parts.append(c)
    elif ex.kind == "waits" and len(exp["waits"]) >= 2:
        parts.append(" ".join(exp["waits"]))
    elif ex.kind == "decompositions":
        parts += [" ".join(d) for d in exp["decompositions"]]
    return parts


def _question(ex) -> str:
    mj.set_language("both")
    try:
        return str(ex) + "\n" + ex._repr_html_()
    finally:
        mj.set_language("both")


def _found(text: str, part: str) -> bool:
    if re.fullmatch(r"[A-Z]{2}-[A-Z0-9.]+", part):  # an id: not as the prefix of a longer id
        return re.search(re.escape(part) + r"(?![0-9A-Z.])", text) is not None
    return part in text


@pytest.mark.parametrize("rs,ex_id", list(_bank()))
def test_the_question_names_no_part_of_its_answer(rs, ex_id):
    ex = load(rs, ex_id)
    q = _question(ex)
    leaked = [p for p in answer_parts(ex) if _found(q, p)]
    assert not leaked, f"{ex_id}: the question shows {leaked}"
    # never the rule ids practised (the kind's interpretation note, the same for every exercise of the kind,
    # may name bookkeeping ids such as MW-T or HL-S that need not be answered)
    note = str(ex.note() or "")
    for r in ex.rule_ids():
        if re.fullmatch(r"[A-Z]{2}-[A-Z0-9.]+", r) and not _found(note, r):
            assert not _found(str(ex).split("\n", 2)[2], r), (ex_id, r)


@pytest.mark.parametrize("rs,ex_id", list(_bank()))
def test_the_first_wrong_try_names_no_missing_part(rs, ex_id):
    ex = load(rs, ex_id)
    exp = ex.expected
    other = [c for c in ex.item_choices() if c not in exp.get("items", {})]
    wrong = {"items": lambda: " ".join(list(exp["items"])[:1] + other[:1]),
             "total": lambda: exp["total"] + 1,
             "waits": lambda: "none" if exp["waits"] else "1m",
             "decompositions": lambda: "11m 11m 11m 11m 11m",
             "payments": lambda: "E 0 S 0 W 0 N 0",
             "is_win": lambda: not exp["win"]}[ex.kind]()
    fb = ex.check(wrong)
    assert not fb
    text = str(fb)
    given = str(wrong)
    leaked = [p for p in answer_parts(ex) if _found(text, p) and p not in given]
    assert not leaked, f"{ex_id}: the first wrong try shows {leaked}\n{text}"
    if ex.kind == "items":  # no missing item named on the first try
        missing = [c for c in exp["items"] if c not in given]
        assert not [c for c in missing if _found(text, c)], text


@pytest.mark.parametrize("rs,ex_id", [p for p in _bank() if load(p.values[0], p.values[1]).kind == "is_win"])
def test_a_no_without_its_reason_names_no_reason(rs, ex_id):
    # "不胡" alone on a not-a-win: right so far, the reason is asked for — without naming one (the answer form
    # in the feedback named 门齐 / JZ-L1 on jz-09, whose answer is JZ-L1)
    ex = load(rs, ex_id)
    fb = ex.check("no")
    assert not fb
    if not ex.expected["win"]:
        leaked = [p for p in answer_parts(ex) if _found(str(fb), p)]
        assert not leaked, f"{ex_id}: a bare no shows {leaked}\n{fb}"


@pytest.mark.parametrize("rs,ex_id", list(_bank()))
def test_an_unreadable_answer_is_told_what_is_wrong_without_any_part_of_the_answer(rs, ex_id):
    # the parser's own message (not "cannot read this answer (MjError)"), whose example is a placeholder: an
    # example such as "70台" or "no JZ-L1" was the answer of mw-18 and jz-09
    ex = load(rs, ex_id)
    for wrong in ("@@@ ???", "70 80 90", "maybe so"):
        ex.wrong_tries = 0  # each as a first try
        fb = ex.check(wrong)
        text = str(fb)
        assert not fb and "MjError" not in text
        leaked = [p for p in answer_parts(ex) if _found(text, p) and p not in wrong]
        assert not leaked, f"{ex_id}: an unreadable answer shows {leaked}\n{text}"


def test_the_items_total_and_is_win_forms_are_the_same_for_every_exercise():
    # an example chosen to avoid this exercise's answer tells the answer by differing (mw-18, answer 70 台,
    # showed ex.check(150) where every other total showed ex.check(70)): one form per ruleset, kind and unit
    for rs in RULESETS:
        for kind in ("items", "total", "is_win"):
            forms = {(ex.expected or {}).get("unit"): set() for ex in load(rs) if ex.kind == kind}
            for ex in load(rs):
                if ex.kind == kind:
                    forms[(ex.expected or {}).get("unit")].add(str(ex.form()))
            assert all(len(f) == 1 for f in forms.values()), (rs, kind, forms)
            assert not [f for fs in forms.values() for f in fs if re.search(r"\d|[A-Z]{2}-", f)], forms


@pytest.mark.parametrize("rs,ex_id", list(_bank()))
def test_hints_reveal_step_by_step(rs, ex_id):
    ex = load(rs, ex_id)
    levels = [str(ex.hint(n)) for n in (1, 2, 3)]
    assert len(set(levels)) == 3
    # the first hint names none of the answer's rule ids; later hints may
    ids = [p for p in answer_parts(ex) if re.fullmatch(r"[A-Z]{2}-[A-Z0-9.]+", p)]
    if ex.id.startswith("drill-"):
        assert not [p for p in ids if _found(levels[0], p)], levels[0]


@pytest.mark.parametrize("rs,rule,kind", [("mawan", "MW-X07", "items"), ("huilai", "HL-P07", "items"),
                                          ("jinzhou", "JZ-M01", "items"), ("huilai", "HL-P02", "total")])
@pytest.mark.parametrize("near", [False, True])
def test_aimed_drills_hide_their_target(rs, rule, kind, near):
    d = drill(rs, kind, seed=3, rule=rule, near_miss=near)
    assert rule not in d.id and "near" not in d.id and "aim" not in d.id
    q = _question(d)
    assert not _found(q, rule), q
    assert not _found(str(d.hint(1)), rule)


def test_a_question_of_each_kind_shows_its_families_or_nothing():
    ex = load("mawan", "mw-18")  # total: the families practised, not MW-X51
    assert "Practised: " in str(ex) and "MW-X51" not in str(ex)
    ex = load("mawan", "mw-14")  # items: nothing (the families would narrow the answer)
    assert "Practised" not in str(ex) and "练习的范围" not in str(ex)


def test_answer_form_examples_are_of_the_ruleset_and_never_the_answer():
    # the example in "Answer with: …" parses for that ruleset and is never this exercise's answer
    for rs in RULESETS:
        for ex in load(rs):
            form = str(ex.form())
            for m in re.findall(r'ex\.check\("([^"]+)"\)', form.split(" / ")[0]):
                if "数目" in m or "原因" in m:  # a placeholder, not an example
                    continue
                if ex.kind in ("items", "is_win", "total"):
                    fb = ex.check(m)
                    assert "could not read" not in str(fb), (ex.id, m, str(fb))
                    assert not fb or ex.kind == "is_win" and m == "胡" and ex.expected["win"], (ex.id, m)
                    ex.wrong_tries = 0
            assert ("将 缺" not in form) or rs == "mawan"
            assert ("门齐" not in form) or rs == "jinzhou"


def _tile_token(code: str) -> str:
    return r"(?<![0-9a-z])" + re.escape(code) + r"(?![0-9a-z])"


def _states_answer(ex, text: str, level_texts_of_ruleset: dict) -> list[str]:
    """What of ``ex``'s answer ``text`` (one hint level, both languages) states, per kind:

    * total: the total's number, standalone (not a digit of a longer number, a tile like 8m, a rule id);
    * payments: the whole payment line, or what the winner collects ("+N");
    * items: every code of the answer (a one-item answer: its code or its Chinese name);
    * waits: every wait (as written in the answer); for no wait, the words "not ready / 不听牌 / 向听";
      for any tile, "every kind of tile completes / 每一种牌都能胡";
    * decompositions: every group of one of the answer's decompositions;
    * is-a-win: for a not-a-win, the failing rule ids singled out (named while the ruleset's other win rules
      are not); for a win, a whole reading.
    """
    from mjlearn.exercises.messages import group_text, reading_groups_text
    exp = ex.expected
    found: list[str] = []
    if ex.kind == "total":
        if re.search(r"(?<![\w.])" + re.escape(f"{exp['total']:g}") + r"(?![\d.]|[mpsz]\b)", text):
            found.append(f"{exp['total']:g}")
    elif ex.kind == "payments":
        found += [p for p in answer_parts(ex) if _found(text, p)]
        gain = max(exp["payments"].values())
        if re.search(r"(?<![\w.])\+" + re.escape(f"{gain:g}") + r"(?![\d.]|[mpsz]\b)", text):
            found.append(f"+{gain:g}")
    elif ex.kind == "items":
        codes = list(exp["items"])
        if all(_found(text, c) for c in codes):
            found += codes
        if len(codes) == 1:
            found += [p for p in answer_parts(ex) if _found(text, p)]
    elif ex.kind == "waits":
        waits = exp["waits"]
        if exp.get("any_tile"):
            found += [w for w in ("every kind of tile completes", "any tile completes", "每一种牌都能胡", "任何一种牌都能胡")
                      if w in text]
        elif not waits:
            found += [w for w in ("not ready", "不听牌", "还不听", "shanten", "向听") if w in text]
        elif all(re.search(_tile_token(w), text) for w in waits):
            found += waits
    elif ex.kind == "decompositions":
        for d in exp["decompositions"]:
            if all(re.search(_tile_token(g), text) or str(group_text(g, ex.ruleset).zh) in text for g in d):
                found.append(" ".join(d))
    elif ex.kind == "is_win":
        if exp["win"]:
            for d in mj.decompositions(ex.hand, ex.ruleset, ex.options or None)[:1]:
                if str(reading_groups_text(d.groups, ex.ruleset).zh) in text:
                    found.append("a whole reading")
        else:
            named = {m for m in re.findall(r"[A-Z]{2}-[A-Z]+\d*", text)}
            why = set(exp.get("why") or [])
            others = level_texts_of_ruleset[ex.ruleset]  # the win rules named by a win's hint at the same level
            if why & named and not (others - why) & named and others - why:
                found += sorted(why)
    return found


@pytest.mark.parametrize("rs,ex_id", list(_bank()))
def test_no_hint_level_states_the_answer(rs, ex_id):
    # hints narrow the answer (where to look, the rule, the tiles that decide it); only solution() states it:
    # hl-18's last hint ended "2 × 4 = 8" (its answer, 8 倍), items hints listed every item code of the answer,
    # is-a-win hints named the failing rule or showed a whole reading, waits hints said "not ready"
    ex = load(rs, ex_id)
    mj.set_language("both")
    wins = _wins()
    _no_hint_states_the_answer(ex, wins)


def _no_hint_states_the_answer(ex, wins):
    for n in (1, 2, 3):
        text = str(ex.hint(n)).split("\n", 1)[1]  # not the header ("Hint 1/3 (jz-24)")
        leaked = _states_answer(ex, text, wins)
        assert not leaked, f"{ex.id} hint {n} states {leaked}:\n{text}"


def _wins():
    return {r: {c for e in load(r) if e.kind == "is_win" and e.expected["win"]
                for n in (2, 3) for c in re.findall(r"[A-Z]{2}-[A-Z]+\d*", str(e.hint(n)))} for r in RULESETS}


@pytest.mark.parametrize("rs", RULESETS)
@pytest.mark.parametrize("kind", ["items", "total", "payments", "waits", "decompositions", "is_win"])
def test_no_hint_level_of_a_drill_or_a_redeal_states_the_answer(rs, kind):
    from mjlearn.exercises.redeal import redeal
    mj.set_language("both")
    wins = _wins()
    for seed in range(4):
        try:
            ex = drill(rs, kind, seed=seed)
        except mj.MjError:  # a kind this ruleset's drills do not deal
            continue
        _no_hint_states_the_answer(ex, wins)
    for ex in load(rs):
        if ex.kind == kind:
            _no_hint_states_the_answer(redeal(ex, 1), wins)


def test_the_answer_detector_sees_a_stated_answer():
    # the detector of the test above, on texts that do state the answers (so that the test can fail)
    mj.set_language("both")
    wins = {r: {"JZ-L1", "JZ-L2", "JZ-L3"} for r in RULESETS}
    assert _states_answer(load("huilai", "hl-18"), "2 × 4 = 8", wins) == ["8"]
    assert _states_answer(load("huilai", "hl-18"), "2 × 4 = ?; 8m", wins) == []
    assert _states_answer(load("mawan", "mw-14"), "MW-B01 MW-B02 MW-B03 MW-B04 MW-B05 MW-B08 MW-B10", wins)
    assert _states_answer(load("huilai", "hl-14"), "花幺九", wins)  # a one-item answer's name
    assert _states_answer(load("mawan", "mw-06"), "It is not ready yet (shanten 1)", wins)
    assert _states_answer(load("mawan", "mw-05"), "2s 5s 7s 8s", wins)
    assert not _states_answer(load("mawan", "mw-05"), "2s 5s 7s", wins)
    assert _states_answer(load("jinzhou", "jz-09"), "What fails: no dots (JZ-L1)", wins) == ["JZ-L1"]
    assert not _states_answer(load("jinzhou", "jz-09"), "JZ-L1 …; JZ-L2 …; JZ-L3 …", wins)
    assert _states_answer(load("jinzhou", "jz-22"), "South collects +64", wins)
    assert _states_answer(load("huilai", "hl-26"), "每一种牌都能胡", wins)
