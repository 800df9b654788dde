"""One shape for every rule of every ruleset, and the steps every ruleset's scoring goes through.

A :class:`Rule` is one spec id with its family, its catalogue keys (``names``: the item's name, then the
prefix of its reasons), the place the seed says it (``seed``) and ``earns(facts) -> [Item, …]`` — the items
(each with the reason naming the tiles) a reading earns under this rule, ``[]`` when it does not.  A rule
whose test is a plain yes/no (a Huilai pattern, a Jinzhou class or multiplier) is built with
:meth:`Rule.test` from ``when(facts) -> bool`` and ``reason(facts) -> Text``; its ``value`` is then the
table entry (倍, 分, ×).  Grepping an id lands on the line that makes its rule.

A ruleset is a list of rules (:class:`Rules`) plus its tables, run through the same steps:

1. **collect** — :func:`collect` (every rule's items, in the list's order), :func:`first` (a decision
   list: the first rule that earns, e.g. the Jinzhou classes), :func:`earned_ids` (the ids only, for a hot
   path that needs no texts, e.g. the Huilai patterns of a ghost hand's thousand readings);
2. **exclude** — :func:`exclude` marks the items an :class:`Exclusion` table keeps from counting
   (``excluded_by`` and the reason);
3. **cap** — :func:`capped` (a ceiling on a value) or the ruleset's cap item (Mawan's 晕 cap MW-Y);
4. **table / multiply** — the ruleset's count table (Mawan MW-T) or :func:`multiply` (Huilai HL-S,
   Jinzhou 分 × 2ⁿ);
5. **settle** — :func:`mjlearn.rules.base.settle` nets the payment lines per seat.

Each step is a plain function of its inputs; each ruleset's ``score_reading`` names its tables and calls
the steps in this order (see ``mawan/__init__.py``, ``huilai/patterns.py``, ``jinzhou/__init__.py``).

Source: spec ``architecture.md`` (rules layer), ``mawan.md`` MW-N / MW-T, ``huilai.md`` HL-N / HL-S / HL-O01,
``jinzhou.md`` JZ-C / JZ-M.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..i18n import Text

__all__ = ["Rule", "Rules", "Exclusion", "collect", "first", "earned_ids", "exclude", "multiply", "capped"]


def _never(facts: Any) -> list:
    return []


@dataclass(frozen=True, eq=False)
class Rule:
    """One rule of a ruleset (one spec id).

    id : the spec id, e.g. ``"MW-B05"`` (the item's code); family : ``basic``, ``bonus``, ``pattern``,
    ``class``, ``multiplier``…; names : catalogue keys — the item's name, then the prefix its reasons start
    with; seed : where the seed says it (e.g. ``"000 二·算法 5"``); earns : ``facts -> list[Item]``; when /
    reason : the yes/no test and the reason of a :meth:`test` rule; value : its table entry (倍, 分, ×, 台)
    or ``None`` when the rule computes it; fallback : earned only when no other rule of its list is
    (Huilai HL-P01 平胡); doc : one line for a learner's overview (the function's docstring).
    """

    id: str
    family: str
    names: tuple[str, ...]
    seed: str
    earns: Callable[[Any], list] = _never
    when: Callable[[Any], bool] | None = None
    reason: Callable[[Any], Text] | None = None
    value: float | None = None
    unit: str = ""
    fallback: bool = False
    doc: str = ""

    def __call__(self, facts: Any) -> list:
        return self.earns(facts)

    def holds(self, facts: Any) -> bool:
        """Whether the reading earns this rule (for a :meth:`test` rule, without building texts)."""
        return self.when(facts) if self.when is not None else bool(self.earns(facts))

    @classmethod
    def test(cls, id: str, family: str, names: tuple[str, ...], seed: str, when: Callable[[Any], bool],
             reason: Callable[[Any], Text], value: float, unit: str, make: Callable[..., Any], *,
             fallback: bool = False, doc: str = "") -> Rule:
        """A yes/no rule: ``earns(facts)`` is ``[make(rule, facts)]`` when ``when(facts)``, else ``[]``
        (``make`` builds the ruleset's Item from the rule, with ``reason(facts)``)."""
        holder: list[Rule] = []

        def earns(facts: Any) -> list:
            return [make(holder[0], facts)] if when(facts) else []

        r = cls(id, family, names, seed, earns, when, reason, value, unit, fallback, doc)
        holder.append(r)
        return r


class Rules(Sequence[Rule]):
    """An ordered list of rules (one table of a ruleset), with :meth:`add` as a decorator::

        BASIC = Rules("mw")

        @BASIC.add("MW-B01", "basic", "000 二·算法 1")
        def b01_mo(f: Facts) -> list: ...

    The list's order is the order the rules are asked in (and so the order of their notes).
    """

    def __init__(self, prefix: str, rules: Iterable[Rule] = (), seeds: dict[str, str] | None = None) -> None:
        self.prefix = prefix
        self._rules: list[Rule] = []
        self._seeds = seeds  # id → seed reference, filled as rules are added (the items' ``seed``)
        for r in rules:
            self.append(r)

    def add(self, id: str, family: str, seed: str, names: tuple[str, ...] | None = None,
            value: float | None = None) -> Callable[[Callable[[Any], list]], Rule]:
        """Decorator: the function ``facts -> list[Item]`` becomes this list's next :class:`Rule`."""
        def wrap(fn: Callable[[Any], list]) -> Rule:
            r = Rule(id, family, names or (f"{self.prefix}.name.{id}", f"{self.prefix}.r.{id}"), seed, fn,
                     value=value, doc=(fn.__doc__ or "").strip().split("\n")[0])
            return self.append(r)
        return wrap

    def append(self, rule: Rule) -> Rule:
        """Add ``rule`` at the end of the list (and its seed reference to the list's ``seeds``)."""
        self._rules.append(rule)
        if self._seeds is not None:
            self._seeds.setdefault(rule.id, rule.seed)
        return rule

    def __getitem__(self, i):
        return self._rules[i]

    def __len__(self) -> int:
        return len(self._rules)

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules)

    def ids(self) -> tuple[str, ...]:
        """The rules' ids in list order (an id made by several rules of a decision list once)."""
        return tuple(dict.fromkeys(r.id for r in self._rules))

    def by_id(self) -> dict[str, Rule]:
        """id → the (first) rule of that id."""
        out: dict[str, Rule] = {}
        for r in self._rules:
            out.setdefault(r.id, r)
        return out


# ---------------------------------------------------------------------------------------------- 1 collect

def collect(rules: Iterable[Rule], facts: Any) -> list:
    """Every rule's items for ``facts``, in the rules' order."""
    out: list = []
    for r in rules:
        out.extend(r.earns(facts))
    return out


def first(rules: Iterable[Rule], facts: Any) -> list:
    """A decision list: the items of the first rule that earns (``[]`` when none does)."""
    for r in rules:
        items = r.earns(facts)
        if items:
            return items
    return []


def earned_ids(rules: Iterable[Rule], facts: Any) -> list[str]:
    """The ids of the rules that hold (their ``when`` only: no texts built), in the rules' order; a
    ``fallback`` rule holds only when no other rule did."""
    found: list[str] = []
    fallbacks: list[Rule] = []
    for r in rules:
        if r.fallback:
            fallbacks.append(r)
        elif r.holds(facts):
            found.append(r.id)
    if not found:
        found.extend(r.id for r in fallbacks if r.holds(facts))
    return found


# ---------------------------------------------------------------------------------------------- 2 exclude

def _always(excluder: Any, target: Any) -> bool:
    return True


@dataclass(frozen=True)
class Exclusion:
    """One row of an exclusion table: an item ``by`` keeps an item ``target`` from counting (when
    ``match(excluder, target)``); ``reason(excluder, target) -> Text`` says why (``None``: no text, the
    caller words it)."""

    by: str
    target: str
    reason: Callable[[Any, Any], Text] | None = None
    match: Callable[[Any, Any], bool] = _always


def exclude(items: Sequence[Any], table: Iterable[Exclusion]) -> bool:
    """Mark the items ``table`` excludes, in place: row by row, every item coded ``row.by`` (excluded or
    not: exclusions chain) excludes each not yet excluded item coded ``row.target`` that it matches; an item
    keeps the first exclusion that hits it.  Items need ``code``, ``excluded_by`` and ``excluded_reason``.
    Returns whether anything was excluded."""
    hit = False
    for row in table:
        excluders = [i for i in items if i.code == row.by]
        for x in excluders:
            for t in items:
                if t is x or t.code != row.target or t.excluded_by is not None:
                    continue
                if row.match(x, t):
                    t.excluded_by = row.by
                    if row.reason is not None:
                        t.excluded_reason = row.reason(x, t)
                    hit = True
    return hit


# ---------------------------------------------------------------------------------------------- 3 cap

def capped(value: float, cap: float | None) -> float:
    """A value counted at most ``cap`` (``None``: no cap)."""
    return value if cap is None else min(value, cap)


# ---------------------------------------------------------------------------------------------- 4 multiply

def multiply(values: Iterable[float], stacking: str = "multiply") -> float:
    """Several multipliers combined: their product (``stacking="multiply"``) or their sum (``"add"``); 1
    when there are none."""
    vs = list(values)
    if not vs:
        return 1
    if stacking == "add":
        return sum(vs)
    v = 1
    for m in vs:
        v *= m
    return v
