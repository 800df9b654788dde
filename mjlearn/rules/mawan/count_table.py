"""Mawan count table MW-T (张 → 台, taken after the MW-N exclusions) and the exception MW-E.

Seed ``000_48bf61dab154aa4c.txt`` § 二·算法 (table after item 16) and § 加番 "例外".

================================================  ======
total count (张)                                   台
================================================  ======
1, when that single item is one 缺                  50   ("只有一种情况：一个缺")
0, or 1 from any other item (*interpretation*)     0
2–4                                                10
5–8                                                20
9–11                                               30
12 or more ("12~14+")                              40
================================================  ======

MW-E: "喜相逢里的'喜平断将将缺缺'算100台" — 喜相逢 MW-X52 with 平 B03, 断 B04, 将 B05 (count ≥ 2) and 缺 B10
(count ≥ 2), all counted: 喜相逢 and the table 台 together are 100 台; other bonuses still add.
"""
from __future__ import annotations

from ...i18n import T
from .facts import Facts, MwItem, make_item


def table_tai(count: int, only_one_que: bool) -> int:
    """MW-T: 台 for a total ``count`` (张); ``only_one_que`` — the single counted item is one 缺."""
    if count <= 1:
        return 50 if (count == 1 and only_one_que) else 0
    if count <= 4:
        return 10
    if count <= 8:
        return 20
    if count <= 11:
        return 30
    return 40


def count_item(f: Facts, items: list) -> MwItem:
    """The MW-T item: value in 台 from the counted 张 items (basic items and the MW-Y cap)."""
    counted = [i for i in items if i.counted and i.unit == "张"]
    count = int(sum(i.value for i in counted))
    only_que = count == 1 and len(counted) == 1 and counted[0].code == "MW-B10"
    tai = table_tai(count, only_que)
    if count <= 1 and not only_que:
        f.note("MW-T")
    reason = T("mw.r.MW-T.que") if only_que else T("mw.r.MW-T", count=count, tai=tai)
    return make_item("MW-T", tai, "台", reason, "table", ("count", count))


def exception_items(f: Facts, items: list) -> list:
    """MW-E: when it applies, exclude 喜相逢 and the MW-T item and return one 100 台 item; else ``[]``."""
    def counted(code):
        return [i for i in items if i.code == code and i.counted]
    xi = counted("MW-X52")
    jiang = counted("MW-B05")
    que = counted("MW-B10")
    if not (xi and counted("MW-B03") and counted("MW-B04") and jiang and jiang[0].value >= 2 and que
            and que[0].value >= 2):
        return []
    for i in items:
        if i.counted and (i.code == "MW-X52" or i.code == "MW-T"):
            i.excluded_by = "MW-E"
            i.excluded_reason = T("mw.x.E")
    if jiang[0].value >= 3:  # "将将" read as a count ≥ 2: a 5 pair (3 张) qualifies only by that reading
        f.note("MW-E")
    return [make_item("MW-E", 100, "台", T("mw.r.MW-E"), "exception")]


__all__ = ["table_tai", "count_item", "exception_items"]
