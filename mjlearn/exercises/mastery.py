"""The mastery picture of the learner's record: rule families, their names, and the bars per family per ruleset
(spec ``product.md`` § Exercises; the record is :mod:`mjlearn.exercises.progress`).  The learner-facing texts
of the progress record (notes on set-aside files, today's line) are registered here too.  Plain HTML and SVG,
no plotting library."""
from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import MjError
from ..i18n import T, register
from ..render.icons import clock_svg

#: rule-id prefix → family (the spec's sections); ``common.*`` topics are shapes (decompositions, waits).
FAMILIES: dict[str, str] = {
    "MW-B": "basic", "MW-Y": "basic", "MW-T": "table", "MW-X": "bonus", "MW-N": "exclusion", "MW-E": "exclusion",
    "MW-M": "payments", "MW-A": "win", "MW-W": "waits", "MW-G": "procedure",
    "HL-P": "pattern", "HL-S": "multiplier", "HL-O": "option", "HL-G": "option", "HL-N": "exclusion",
    "HL-K": "payments", "HL-A": "win", "HL-F": "procedure",
    "JZ-L": "condition", "JZ-C": "class", "JZ-M": "multiplier", "JZ-P": "payments", "JZ-G": "kong",
    "JZ-A": "win", "JZ-F": "procedure",
}
FAMILY_ORDER = ("shapes", "win", "waits", "basic", "table", "bonus", "pattern", "condition", "class", "multiplier",
                "exclusion", "option", "kong", "payments", "procedure", "discard", "other")

register({
    "pr.family.shapes": ("拆牌与听牌", "decompositions and waits"),
    "pr.family.win": ("胡牌条件", "what makes a win"),
    "pr.family.waits": ("听牌规则", "wait rules"),
    "pr.family.basic": ("基本项目（张）", "basic items (张)"),
    "pr.family.table": ("张→台换算", "count table (张 → 台)"),
    "pr.family.bonus": ("加番（台）", "bonuses (台)"),
    "pr.family.pattern": ("牌型（倍）", "patterns (倍)"),
    "pr.family.condition": ("胡牌条件", "win conditions"),
    "pr.family.class": ("胡牌类别（底分）", "win classes (base points)"),
    "pr.family.multiplier": ("翻倍", "multipliers"),
    "pr.family.exclusion": ("不重复计算", "exclusions"),
    "pr.family.option": ("规则选项", "ruleset options"),
    "pr.family.kong": ("杠分", "kong points"),
    "pr.family.payments": ("谁付多少", "payments"),
    "pr.family.procedure": ("牌桌流程", "table procedures"),
    "pr.family.discard": ("打哪张（何切）", "discard choice (何切)"),
    "pr.family.other": ("其他", "other"),
    "pr.note.corrupt": ("进度文件 {path} 无法读取（{why}），已另存为 {backup}；其余记录照常保留。",
                        "The progress file {path} could not be read ({why}); it was kept as {backup}; the rest of "
                        "the record is kept."),
    "pr.note.bad_lines": ("进度记录里有 {n} 行读不懂，已另存到 {backup}；其余照常。",
                          "{n} line(s) of the progress log could not be read; they were kept in {backup}."),
    "pr.note.symlink": ("{path} 是一个链接或不是普通文件，不会跟随；已改名为 {backup}。",
                        "{path} is a link or not a plain file: it is not followed, and was renamed {backup}."),
    "pr.note.empty": ("进度文件 {path} 是空的，重新开始记录。", "The progress file {path} was empty; a fresh record starts."),
    "pr.note.newer": ("进度文件 {path} 是更新版本的格式（{got}，本程序读 {want}），已另存为 {backup}，重新开始记录。",
                      "The progress file {path} has a newer format ({got}; this version reads {want}); it was kept as "
                      "{backup} and a fresh record starts."),
    "pr.note.unwritable": ("进度无法保存到 {path}（{why}），本次只记在内存里。",
                           "Progress could not be saved to {path} ({why}); it is kept in memory for this session only."),
    "pr.title": ("学习进度", "Progress"),
    "pr.off": ("（记录已关闭：MJLEARN_PROGRESS=off）", "(recording is off: MJLEARN_PROGRESS=off)"),
    "pr.empty": ("还没有记录。做一道练习（ex.check(…)）就会开始记录。",
                 "Nothing recorded yet. Check an exercise (ex.check(…)) to start."),
    "pr.row": ("{family}：掌握 {pct}%（{seen}/{n} 条规则练过，{right}/{attempts} 次答对）",
               "{family}: mastery {pct}% ({seen}/{n} rules tried, {right}/{attempts} answers right)"),
    "pr.legend": ("掌握度 · 练过的规则/全部规则 · 各规则答对次数/作答次数", "mastery · rules tried/known · "
                  "right/answers summed over the family's rules"),
    "pr.due_mark": ("到期复习", "due for review"),
    "pr.due": ("到期复习：{n} 条规则", "due for review: {n} rules"),
    "pr.weakest": ("最弱：{ids}", "weakest: {ids}"),
    "pr.file": ("文件：{path}", "file: {path}"),
})


register({
    "pr.today": ("今天：{done}/{goal} 题，连续 {streak} 天达标；今天到期 {due} 题", "today: {done}/{goal} items, "
                 "goal met {streak} day(s) in a row; {due} due today"),
    "pr.done_today": ("今天的练习做完了：明天到期 {n} 题。", "Done for today: {n} due tomorrow."),
})


def family_of(rule_id: str) -> str:
    """The family of a rule id (``"MW-B05"`` → ``"basic"``, ``"JZ-M06"`` → ``"multiplier"``, ``"common.waits"`` →
    ``"shapes"``, ``"discard"`` topics → ``"discard"``); unknown → ``"other"``."""
    rule_id = str(rule_id)
    if rule_id.startswith("common"):
        return "shapes"
    if rule_id.startswith("discard"):
        return "discard"
    return FAMILIES.get(rule_id[:4], "other")


def mastery_html(summary: Sequence[Mapping[str, Any]], rows: Sequence[Mapping[str, Any]] = (), off: bool = False,
                 days: Mapping[str, str] | None = None) -> str:
    """The mastery picture: per ruleset a block, per family a bar (SVG, width = mastery) with the counts; the
    weakest rules named.  ``summary`` as :meth:`Progress.summary`; plain HTML, no plotting library."""
    from ..rules import get_ruleset
    parts = [f"<div class='mj-progress' style='font-family:sans-serif;font-size:13px;max-width:640px'>"
             f"<div style='font-weight:bold;margin-bottom:4px'>{html.escape(str(T('pr.title')))}</div>"]
    if off:
        parts.append(f"<div style='color:#a00'>{html.escape(str(T('pr.off')))}</div>")
    shown = [s for s in summary if s["tried"]]
    if not shown:
        parts.append(f"<div style='color:#555'>{html.escape(str(T('pr.empty')))}</div></div>")
        return "".join(parts)
    for name in dict.fromkeys(s["ruleset"] for s in shown):
        try:
            title = str(get_ruleset(name).title)
        except MjError:
            title = name
        parts.append(f"<div style='margin:6px 0 2px 0;font-weight:bold'>{html.escape(title)}</div>")
        if days and days.get(name):
            parts.append(f"<div style='font-size:12px;color:#333'>{html.escape(days[name])}</div>")
        parts.append("<table style='border-collapse:collapse;font-size:13px'>")
        for s in [s for s in summary if s["ruleset"] == name]:
            pct = max(0.0, min(1.0, float(s["mastery"])))
            colour = "#c62828" if pct < 0.34 else ("#f9a825" if pct < 0.67 else "#2e7d32")
            bar = (f"<svg width='160' height='12' role='img' aria-label='{round(100 * pct)}%'>"
                   f"<rect x='0' y='0' width='160' height='12' rx='3' fill='#e6e6e6'/>"
                   f"<rect x='0' y='0' width='{160 * pct:.1f}' height='12' rx='3' fill='{colour}'/></svg>")
            fam = html.escape(str(T(f"pr.family.{s['family']}")))
            cnt = (f"{round(100 * pct)}% · {s['tried']}/{s['rules']} · {s['right']}/{s['attempts']}"
                   + (f" · {clock_svg(str(T('pr.due', n=s['due'])))}{s['due']}" if s.get("due") else ""))
            style = "" if s["tried"] else " style='color:#888'"
            parts.append(f"<tr{style}><td style='padding:1px 8px 1px 0'>{fam}</td><td>{bar}</td>"
                         f"<td style='padding-left:6px;font-size:12px'>{cnt}</td></tr>")
        parts.append("</table>")
        parts.append(f"<div style='font-size:11px;color:#666'>{html.escape(str(T('pr.legend')))} · "
                     f"{clock_svg()} {html.escape(str(T('pr.due_mark')))}</div>")
        mine = sorted((r for r in rows if r["ruleset"] == name), key=lambda r: (r["mastery"], r["rule"]))[:3]
        if mine:
            parts.append(f"<div style='font-size:12px;color:#444'>"
                         f"{html.escape(str(T('pr.weakest', ids=', '.join(r['rule'] for r in mine))))}</div>")
    parts.append("</div>")
    return "".join(parts)


__all__ = ["FAMILIES", "FAMILY_ORDER", "family_of", "mastery_html"]
