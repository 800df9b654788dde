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
from ..pipeline import Exclusion, exclude


def _by(key: str):
    return lambda x, t: T(key, by=x.name)


def _variant_of(x, t) -> bool:
    return t.tag == ("base",)


def _variant_reason(x, t):
    return T("mw.x.variant", by=x.name, base=t.name)


#: MW-N, row by row (an item keeps the first exclusion that hits it; every excluder acts whether or not it is
#: itself excluded).  First the variants over their +100 base (``MW-X06.1`` 楞子七对 over 七对 MW-X06 …), then
#: the table above.
EXCLUSIONS = (
    *(Exclusion(v, v.rsplit(".", 1)[0], _variant_reason, _variant_of)
      for v in ("MW-X06.1", "MW-X06.2", "MW-X06.3", "MW-X08.1", "MW-X13.1", "MW-X15.1", "MW-X16.1")),
    Exclusion("MW-X05", "MW-B10", _by("mw.x.que")),
    Exclusion("MW-X57", "MW-B10", _by("mw.x.que")),
    Exclusion("MW-X14", "MW-B10", _by("mw.x.que")),
    Exclusion("MW-X51", "MW-B09", _by("mw.x.generic"), lambda x, t: x.tag[1] == t.tag[1]),
    Exclusion("MW-X52", "MW-B08", _by("mw.x.generic"), lambda x, t: t.tag == ("chow", x.tag[1])),
    Exclusion("MW-X09", "MW-B08", _by("mw.x.generic"), lambda x, t: t.tag == ("trip", x.tag[1])),
    Exclusion("MW-X07", "MW-X51", _by("mw.x.generic"), lambda x, t: x.tag[1] == t.tag[1]),
    Exclusion("MW-X07", "MW-B06", _by("mw.x.generic")),
    Exclusion("MW-X10", "MW-B07", _by("mw.x.generic"), lambda x, t: x.tag[1] == t.tag[1]),
    Exclusion("MW-X12", "MW-B14", _by("mw.x.generic"), lambda x, t: t.tag[0] == "dragon"),
    Exclusion("MW-X13.1", "MW-B14", _by("mw.x.generic"), lambda x, t: t.tag[0] == "wind"),  # 大四喜 before 破四喜
    Exclusion("MW-X13", "MW-B14", _by("mw.x.generic"), lambda x, t: t.tag[0] == "wind"),
    Exclusion("MW-X17", "MW-B13", _by("mw.x.generic"), lambda x, t: x.tag[1] == t.tag[1]),
    Exclusion("MW-X18", "MW-X5A", _by("mw.x.generic")),
)


def apply_exclusions(items: list) -> bool:
    """Mark excluded items in place (MW-N, the table :data:`EXCLUSIONS` run by the shared
    :func:`~mjlearn.rules.pipeline.exclude`).  Returns True when anything was excluded."""
    hit = exclude(items, EXCLUSIONS)
    # a chained exclusion names the item that is counted (断桥会 removes 一条龙, and with it 配): "已含在一条龙里"
    # alone would point at an item the learner does not see counted
    by_code = {i.code: i for i in items}
    for t in items:
        x = by_code.get(t.excluded_by or "")
        if x is not None and x.excluded_by is not None and x.excluded_by in by_code and t.excluded_reason is not None:
            t.excluded_reason = T("mw.x.chain", by=x.name, top=by_code[x.excluded_by].name)
    return hit


__all__ = ["EXCLUSIONS", "apply_exclusions"]
