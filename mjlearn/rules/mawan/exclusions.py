"""Mawan exclusions MW-N: "成型时只能有一个用途" (seed § 二·算法, "比如说成'清一色'时不能再算四个'缺'").

*Interpretation* (spec ``mawan.md`` MW-N): the rows below are the cases where one item is another's
arrangement counted again.  Excluded items stay in the list with ``excluded_by`` (the excluding code) and
``excluded_reason``; they count for nothing.  Exclusions chain: an item that is itself excluded still removes
what it would have removed (断桥会 removes 一条龙, and with it 配 for that suit).

=====================================  =================================================
when                                   do not also count
=====================================  =================================================
清一色 X05, 凑一色 X57, 风一色 X14      缺 B10
一条龙 X51                              配 B09 for that suit
喜相逢 X52                              花 B08 for that rank's chows
三同 X09                                花 B08 for that rank's pungs
断桥会 X07                              一条龙 X51, and 坎 B06 on the winning 5
姊妹对 X10                              高 B07 on those chows
三仙 X12                                晕 B14 from dragon sets
破四喜 X13 / 大四喜 X13.1               晕 B14 from wind sets
双龙抱柱 X17                            归带杠 B13 on that kind
枯四碰 X18                              对子胡 X5A
a +200/+400/+800 variant               its +100 base item
=====================================  =================================================
"""
from __future__ import annotations

from ...i18n import T

# (excluder code, target code, match(excluder, target), reason key)
RULES = (
    ("MW-X05", "MW-B10", lambda x, t: True, "mw.x.que"),
    ("MW-X57", "MW-B10", lambda x, t: True, "mw.x.que"),
    ("MW-X14", "MW-B10", lambda x, t: True, "mw.x.que"),
    ("MW-X51", "MW-B09", lambda x, t: x.tag[1] == t.tag[1], "mw.x.generic"),
    ("MW-X52", "MW-B08", lambda x, t: t.tag == ("chow", x.tag[1]), "mw.x.generic"),
    ("MW-X09", "MW-B08", lambda x, t: t.tag == ("trip", x.tag[1]), "mw.x.generic"),
    ("MW-X07", "MW-X51", lambda x, t: x.tag[1] == t.tag[1], "mw.x.generic"),
    ("MW-X07", "MW-B06", lambda x, t: True, "mw.x.generic"),
    ("MW-X10", "MW-B07", lambda x, t: x.tag[1] == t.tag[1], "mw.x.generic"),
    ("MW-X12", "MW-B14", lambda x, t: t.tag[0] == "dragon", "mw.x.generic"),
    ("MW-X13.1", "MW-B14", lambda x, t: t.tag[0] == "wind", "mw.x.generic"),  # 大四喜 before its base 破四喜
    ("MW-X13", "MW-B14", lambda x, t: t.tag[0] == "wind", "mw.x.generic"),
    ("MW-X17", "MW-B13", lambda x, t: x.tag[1] == t.tag[1], "mw.x.generic"),
    ("MW-X18", "MW-X5A", lambda x, t: True, "mw.x.generic"),
)


def apply_exclusions(items: list) -> bool:
    """Mark excluded items in place (MW-N).  Returns True when anything was excluded.

    Every excluder acts whether or not it is itself excluded (chaining); an item keeps the first
    exclusion that hits it.  Variants (tag ``("variant", n)``) exclude their base (tag ``("base",)``).
    """
    hit = False
    for x in items:
        if x.tag and x.tag[0] == "variant":
            base_code = x.code.rsplit(".", 1)[0]  # MW-X06.1 → MW-X06
            for t in items:
                if t.code == base_code and t.tag == ("base",) and t.excluded_by is None:
                    t.excluded_by = x.code
                    t.excluded_reason = T("mw.x.variant", by=x.name, base=t.name)
                    hit = True
    for xc, tc, match, key in RULES:
        for x in [i for i in items if i.code == xc]:
            for t in items:
                if t is x or t.code != tc or t.excluded_by is not None:
                    continue
                if match(x, t):
                    t.excluded_by = xc
                    t.excluded_reason = T(key, by=x.name)
                    hit = True
    # a chained exclusion names the item that is counted (断桥会 removes 一条龙, and with it 配): "已含在一条龙里"
    # alone would point at an item the learner does not see counted (issue 25)
    by_code = {i.code: i for i in items}
    for t in items:
        x = by_code.get(t.excluded_by or "")
        if x is not None and x.excluded_by is not None and x.excluded_by in by_code and t.excluded_reason is not None:
            t.excluded_reason = T("mw.x.chain", by=x.name, top=by_code[x.excluded_by].name)
    return hit


__all__ = ["RULES", "apply_exclusions"]
