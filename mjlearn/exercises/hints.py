"""Hints in three steps, generated from the library's result.

1. where to look — the exercise's own hint, or (drills) the kind of question and the item families in play;
2. the rule: each rule id the question turns on, with its rule in one line (``data/exercises/rules.json``);
3. the tiles that decide it — the counted items' reasons, the number and suits of the waits, one group of a
   decomposition, where to start a reading or what kind of thing fails.

No level states the answer (``solution()`` does): not an items answer's codes (level 2 says how many items and
of which families), not a total or a payment (a result ``2 × 4 = 8`` is shown as ``2 × 4 = ?``; a rule line
whose value is the total gives the rule's name), not the waits, "none" or "any tile", not a whole reading of a
win nor the failing rule of a not-a-win.
"""
from __future__ import annotations

import re

from .. import api, terms
from ..errors import MjError
from ..i18n import T, Text, plain, register
from ..tiles import parse_tiles
from .catalogue import rule_line
from .compute import NOT_ITEMS
from .messages import group_text, reading_groups_text, suit_text
from .progress import family_of, is_rule_id

register({
    "ex.h1.items": ("这手牌的计分项目来自：{families}。一类一类对照规则表检查。",
                    "This hand's items come from: {families}. Check them kind by kind against the rule list."),
    "ex.h1.total": ("先算出每个项目，再按规则合计。涉及：{families}。", "Find every item first, then combine them by the rules. In play: {families}."),
    "ex.h1.payments": ("先算出这手牌的分值，再看谁付给谁（点炮还是自摸、谁是庄家）。",
                       "Work out the hand's value first, then who pays whom (discard or self-draw, who deals)."),
    "ex.h1.waits": ("把每一种牌（34 种）放进去试一试：能凑成合法牌型的就是听牌。",
                    "Try each tile kind in turn: each one that completes a legal hand is a wait."),
    "ex.h1.decompositions": ("先选将（对子），再把剩下的牌拆成顺子和刻子；别忘了七对。",
                             "Choose the pair first, then split the rest into chows and pungs; remember seven pairs."),
    "ex.h1.is_win": ("先看牌型（四{set}一{pair}、七对……），再看本规则的胡牌条件。",
                     "Check the shape first (four sets and a pair, seven pairs…), then this ruleset's win conditions."),
    "ex.h2.rules": ("关键规则：{rules}", "The rules that decide it: {rules}"),
    "ex.h2.waits": ("听牌：补一张就能成合法牌型的牌；四张都在自己手里的是死听，不算。",
                    "A wait completes a legal hand with one more tile; a kind whose four copies are all in your hand is a dead wait and does not count."),
    "ex.h2.decompositions": ("拆法：四{set}加一{pair}（{set}是顺子或{pung}），或七个对子；同一种牌可以分在不同的{set}里。",
                             "A decomposition is four sets (chows or pungs) and a pair, or seven pairs; copies of one kind may sit in different groups."),
    "ex.h3.reasons": ("看这些牌：{reasons}", "Look at these tiles: {reasons}"),
    "ex.h3.waits": ("一共听 {n} 种牌，在{where}里。", "It waits on {n} kind(s), among the {where}."),
    "ex.h3.waits.any": ("看鬼牌：让一张鬼牌单吊时，它可以当什么牌？",
                        "Look at the ghosts: when one ghost waits alone, what may it stand for?"),
    "ex.h3.waits.none": ("把能补完它未完成的搭子的牌一张张试：每次都要看整手牌能不能成四{set}一{pair}或七对，只是变好一点的不算听牌。",
                         "Try the tiles that would finish its unfinished groups one at a time, and check the whole hand each time: "
                         "it must make four sets and a pair (or seven pairs); a tile that only improves it is not a wait."),
    "ex.h3.waits.dead": ("其中有死听的牌要去掉。", "Some kind is a dead wait: leave it out."),
    "ex.h3.decompositions": ("一共有 {n} 种拆法；其中一种含有{group}。", "There are {n} decomposition(s); one of them contains {group}."),
    "ex.h3.win": ("从{group}开始拆拆看。", "Try starting from {group}."),
    "ex.h3.not_win.shape": ("先拆牌：试每一种将，看剩下的牌能不能全拆成{set}（也试七对）。",
                            "Split it first: try each possible pair and see whether all the rest splits into sets (try seven pairs too)."),
    "ex.h3.not_win.condition": ("牌型本身拆得开；再把本规则的胡牌条件和本局的选项一条一条对照。",
                                "The tiles do split into a legal shape; now go through this ruleset's win conditions and this room's options one by one."),
    "ex.h2.items": ("要找 {n} 个项目：{families}。", "There are {n} item(s) to find: {families}."),
    "ex.h3.reasons.plain": ("看这些牌：{reasons}", "Look at these tiles: {reasons}"),
    "ex.h.value_in_rules": ("（分值见规则表）", " (its value: see the rule list)"),
    "ex.h.see_rules": ("（见规则表）", " (see the rule list)"),
})


def _shape_words(ruleset) -> dict[str, Text]:
    """The ruleset's words for a set, a pair and a pung (句/将/刻子 in Mawan, 组/将/刻子 in Huilai, 组/掌/横 in
    Jinzhou; the terms table, spec ``course.md`` § Terms) as parameters of the shape hints."""
    return {w: terms.text(w, ruleset) for w in ("set", "pair", "pung")}


def join2(texts, zh_sep: str, en_sep: str) -> Text:
    """Join Texts with a separator per language (``、`` / ``, ``)."""
    texts = list(texts)
    return Text(zh_sep.join(t.zh for t in texts), en_sep.join(t.en for t in texts))


def _families(ex) -> Text:
    try:
        res = ex.result()
        fams = []
        for it in res.counted:
            if it.family in NOT_ITEMS:
                continue
            f = family_of(it.code)
            if f not in fams and f != "other":
                fams.append(f)
    except MjError:
        fams = []
    return join2([T(f"pr.family.{f}") for f in fams] or [T("pr.family.other")], "、", ", ")


def _level1(ex) -> Text:
    if not ex.id.startswith("drill-") and "~" not in ex.id:
        return ex.hint_text
    if ex.kind in ("items", "total"):
        return T(f"ex.h1.{ex.kind}", families=_families(ex))
    return T(f"ex.h1.{ex.kind}", **_shape_words(ex.ruleset))


def _key_rules(ex) -> list[str]:
    ids = [r for r in ex.rule_ids() if is_rule_id(r) and rule_line(r) is not None]
    if not ids and ex.kind in ("items", "total", "payments"):
        try:
            ids = [i.code for i in ex.result().counted if rule_line(i.code) is not None][:3]
        except MjError:
            ids = []
    if not ids and ex.kind == "is_win" and ex.expected and not ex.expected.get("win"):
        ids = [c for c in ex.expected.get("why") or [] if rule_line(c) is not None]
    return ids


def _number_re(n: float) -> re.Pattern:
    """A standalone number ``n`` in a text (not a digit of a longer number, a tile such as ``8m`` or a rule id)."""
    return re.compile(r"(?<![\w.])" + re.escape(f"{n:g}") + r"(?![\d.]|[mpsz]\b)")


def _says(t: Text, pattern: re.Pattern) -> bool:
    return bool(pattern.search(t.zh) or pattern.search(t.en))


def _answer_numbers(ex) -> list[float]:
    """The numbers a hint must not state: a total; what the winner of a payments answer collects."""
    exp = ex.expected or {}
    if ex.kind == "total" and isinstance(exp.get("total"), (int, float)):
        return [exp["total"]]
    if ex.kind == "payments":
        return [max(exp.get("payments", {}).values(), default=0)] if exp.get("payments") else []
    return []


def _without_result(t: Text, nums: list[float]) -> Text | None:
    """``t`` with a stated result ``= N`` (``N`` one of ``nums``) turned into ``= ?`` (the steps without the
    result); ``None`` when it still states one of ``nums``."""
    for n in nums:
        cut = re.compile(r"\s*[=＝→]\s*" + re.escape(f"{n:g}") + r"(?![\d.])(\s*[台倍分])?")
        t = Text(cut.sub(" = ?", t.zh), cut.sub(" = ?", t.en))
    return None if any(_says(t, _number_re(n)) for n in nums) else t


def _line_states(ex, line: Text) -> bool:
    """Whether a rule line states this exercise's answer: a total's number; every wait of a waits answer
    (a rule's example that is this very hand); a one-item answer's code or name."""
    exp = ex.expected or {}
    if ex.kind == "total":
        return any(_says(line, _number_re(n)) for n in _answer_numbers(ex))
    if ex.kind == "waits" and exp.get("waits"):
        return all(_says(line, re.compile(r"(?<![0-9a-z])" + re.escape(w) + r"(?![0-9a-z])")) for w in exp["waits"])
    codes = _answer_codes(ex)
    if len(codes) == 1:
        name = ex.glossary.names.get(codes[0])
        words = [codes[0]] + ([name.zh] if name is not None and len(name.zh) >= 2 else [])
        return any(w in line.zh or w in line.en for w in words)
    return False


def _answer_codes(ex) -> list[str]:
    return list((ex.expected or {}).get("items") or {}) if ex.kind == "items" else []


def _win_rules(ruleset) -> list[str]:
    """The rules an is-a-win answer turns on, the same for every such question of the ruleset (the shapes,
    the win conditions, the win options): naming only the failing one would be the answer."""
    from .catalogue import rule_ids
    try:
        ids = rule_ids(ruleset)
    except MjError:
        return []
    return [i for i in ids if re.fullmatch(r"[A-Z]{2}-(A|L)\d+|HL-O0[24]", i) and rule_line(i) is not None]


def _level2(ex) -> Text:
    answer = set(_answer_codes(ex))
    ids = [c for c in _key_rules(ex) if c not in answer]  # an items answer's own codes are the answer
    if ex.kind == "is_win":
        ids = _win_rules(ex.ruleset) or ids
    lines = []
    for c in ids:
        line = plain(f"{c} ") + rule_line(c)
        if _line_states(ex, line):  # the rule's value is the total (a one-pattern hand), its example is this hand
            line = ex.glossary.name(c) + T("ex.h.value_in_rules" if ex.kind == "total" else "ex.h.see_rules")
        lines.append(line)
    if ex.kind == "items":
        fams = list(dict.fromkeys(family_of(c) for c in answer))
        head = T("ex.h2.items", n=len(answer), families=join2([T(f"pr.family.{f}") for f in fams], "、", ", "))
        return head + Text(" " + T("ex.h2.rules", rules=join2(lines, "；", "; ")).zh,
                           " " + T("ex.h2.rules", rules=join2(lines, "；", "; ")).en) if lines else head
    if lines:
        return T("ex.h2.rules", rules=join2(lines, "；", "; "))
    if ex.kind in ("waits", "decompositions"):
        return T(f"ex.h2.{ex.kind}", **_shape_words(ex.ruleset))
    return T("ex.h2.rules", rules=join2([ex.glossary.name(c) for c in ex.rule_ids()], "；", "; "))


def _reasons(ex) -> Text:
    """Level 3 of a scoring question: the counted items' reasons (the tiles that decide them) — for an items
    answer without the items' codes; for a total or payments without any stated result (``2 × 4 = ?``)."""
    res = ex.result()
    answer = _answer_codes(ex)
    nums = _answer_numbers(ex)
    if answer:
        its = [i for i in res.counted if i.code in answer and i.reason is not None]
        return T("ex.h3.reasons.plain", reasons=join2([i.reason for i in its[:4]], "；", "; "))
    keys = set(_key_rules(ex))
    shown = [i for i in res.counted if i.family not in NOT_ITEMS and i.family != "dealer_share"]
    texts = []
    for group in ([i for i in shown if not keys or i.code in keys], shown):
        texts = [t for t in (_without_result(plain(f"{i.code} ") + i.reason, nums) for i in group
                             if i.reason is not None) if t is not None]
        if texts:
            break
    return T("ex.h3.reasons", reasons=join2(texts[:4], "；", "; "))


def _level3(ex) -> Text:
    exp = ex.expected or {}
    k = ex.kind
    if k in ("items", "total", "payments"):
        return _reasons(ex)
    if k == "waits":
        waits = parse_tiles(" ".join(exp.get("waits") or []))
        if exp.get("any_tile"):
            return T("ex.h3.waits.any")
        if not waits:
            return T("ex.h3.waits.none", **_shape_words(ex.ruleset))
        suits = sorted({w // 9 if w < 27 else 3 for w in waits})
        t = T("ex.h3.waits", n=len(waits), where=join2([suit_text(s, ex.ruleset) for s in suits], "、", ", "))
        if exp.get("dead"):
            t = t + Text(" " + T("ex.h3.waits.dead").zh, " " + T("ex.h3.waits.dead").en)
        return t
    if k == "decompositions":
        decs = exp.get("decompositions") or []
        group = next((g for g in (decs[0] if decs else []) if len(g) >= 3 and len(set(g[:-1])) > 1),
                     (decs[0][0] if decs else "—"))
        return T("ex.h3.decompositions", n=len(decs), group=group_text(group, ex.ruleset))
    if exp.get("win"):  # one group of a reading, not the whole reading (that would say "yes"): one where a
        decs = api.decompositions(ex.hand, ex.ruleset, ex.options or None)  # ghost stands in, else the pair
        groups = list(decs[0].groups) if decs else []
        pair = next((g for g in groups if getattr(g, "ghosts", None) and not getattr(g, "is_wild", False)),
                    next((g for g in groups if getattr(g, "shape", "") == "pair"), groups[0] if groups else None))
        return T("ex.h3.win", group=reading_groups_text([pair], ex.ruleset) if pair is not None else plain("—"))
    shape = api.decompositions(ex.hand, ex.ruleset, ex.options or None)
    return T("ex.h3.not_win.condition" if shape else "ex.h3.not_win.shape", **_shape_words(ex.ruleset))


def hint_levels(ex) -> list[Text]:
    """The three hint levels of exercise ``ex`` (distinct texts)."""
    levels = [_level1(ex), _level2(ex), _level3(ex)]
    out: list[Text] = []
    for i, t in enumerate(levels):
        if any((t.zh, t.en) == (o.zh, o.en) for o in out):
            t = t + Text(f"（第 {i + 1} 步）", f" (step {i + 1})")
        out.append(t)
    return out


__all__ = ["hint_levels"]
