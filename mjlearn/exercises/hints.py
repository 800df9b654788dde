"""Hints in three steps, generated from the library's result.

1. where to look — the exercise's own hint, or (drills) the kind of question and the item families in play;
2. the rule: each rule id the question turns on, with its rule in one line (``data/exercises/rules.json``);
3. the tiles that decide it — the counted items' reasons, the number and suits of the waits, one group of a
   decomposition, or why the hand is not a win.
"""
from __future__ import annotations

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
    "ex.h3.waits.any": ("让一张鬼牌单吊：鬼牌可以当任何一张牌用，所以每一种牌都能胡。",
                        "Let one ghost wait alone: a ghost may be any tile, so every kind of tile completes the hand."),
    "ex.h3.waits.none": ("它现在还不听牌（向听数 {n}）。", "It is not ready yet (shanten {n})."),
    "ex.h3.waits.dead": ("其中有死听的牌要去掉。", "Some kind is a dead wait: leave it out."),
    "ex.h3.decompositions": ("一共有 {n} 种拆法；其中一种含有{group}。", "There are {n} decomposition(s); one of them contains {group}."),
    "ex.h3.win": ("一种拆法：{dec}", "One reading: {dec}"),
    "ex.h3.not_win": ("不成立的地方：{why}", "What fails: {why}"),
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


def _level2(ex) -> Text:
    ids = _key_rules(ex)
    if ids:
        return T("ex.h2.rules", rules=join2([plain(f"{c} ") + rule_line(c) for c in ids], "；", "; "))
    if ex.kind in ("waits", "decompositions"):
        return T(f"ex.h2.{ex.kind}", **_shape_words(ex.ruleset))
    return T("ex.h2.rules", rules=join2([ex.glossary.name(c) for c in ex.rule_ids()], "；", "; "))


def _level3(ex) -> Text:
    exp = ex.expected or {}
    k = ex.kind
    if k in ("items", "total", "payments"):
        res = ex.result()
        keys = set(_key_rules(ex))
        its = [i for i in res.counted if i.family not in NOT_ITEMS and (not keys or i.code in keys)]
        its = its or [i for i in res.counted if i.family not in NOT_ITEMS]
        return T("ex.h3.reasons", reasons=join2([plain(f"{i.code} ") + i.reason for i in its[:4]], "；", "; "))
    if k == "waits":
        waits = parse_tiles(" ".join(exp.get("waits") or []))
        if exp.get("any_tile"):
            return T("ex.h3.waits.any")
        if not waits:
            return T("ex.h3.waits.none", n=api.shanten(ex.hand, ex.ruleset, ex.options or None))
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
    if exp.get("win"):
        decs = api.decompositions(ex.hand, ex.ruleset, ex.options or None)
        return T("ex.h3.win", dec=reading_groups_text(decs[0].groups, ex.ruleset) if decs else plain("—"))
    return T("ex.h3.not_win", why=join2(ex.why_not() or [T("notwin.no_decomposition")], "；", "; "))


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
