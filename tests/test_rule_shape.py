"""One shape for every rule (mjlearn.rules.pipeline): every ruleset is lists of Rule objects plus tables, each
rule carrying its spec id, family, catalogue keys and seed reference; the shared steps (collect, first,
earned_ids, exclude, multiply, capped) behave as documented on small hand-made inputs."""
from __future__ import annotations

import inspect
import re
from dataclasses import dataclass

import pytest

import mjlearn as mj
from mjlearn.i18n import _CATALOGUE
from mjlearn.rules import huilai, jinzhou, mawan
from mjlearn.rules.huilai import patterns
from mjlearn.rules.jinzhou.classes import BASE, CLASSES
from mjlearn.rules.jinzhou.multipliers import MULTIPLIERS as JZ_MULTIPLIERS
from mjlearn.rules.mawan.bonuses import BONUS
from mjlearn.rules.mawan.items import BASIC
from mjlearn.rules.pipeline import Exclusion, Rule, Rules, capped, collect, earned_ids, exclude, first, multiply

RULE_LISTS = {
    "mawan": (BASIC, BONUS),
    "huilai": (patterns.PATTERNS,),
    "jinzhou": (CLASSES, JZ_MULTIPLIERS),
}


def _rules(name):
    return [r for lst in RULE_LISTS[name] for r in lst]


@pytest.mark.parametrize("name", sorted(RULE_LISTS))
def test_every_rule_has_its_metadata(name):
    rs = mj.get_ruleset(name)
    spec = set(rs.spec_ids())
    for r in _rules(name):
        assert isinstance(r, Rule)
        assert r.id in spec, f"{r.id} is not a spec id of {name}"
        assert r.family in ("basic", "bonus", "pattern", "class", "multiplier")
        assert r.names[0] in _CATALOGUE, f"{r.id}: no catalogue name {r.names[0]}"
        assert any(k.startswith(r.names[1]) for k in _CATALOGUE), f"{r.id}: no reason key {r.names[1]}…"
        assert r.seed.startswith(rs.seed[:3]), f"{r.id}: seed reference {r.seed!r} is not in {rs.seed}"


@pytest.mark.parametrize("name", sorted(RULE_LISTS))
def test_grepping_an_id_lands_on_its_rule(name):
    """Each rule is made on a line that names its id (a decorator or a table row), in its ruleset's package."""
    pkg = {"mawan": mawan, "huilai": huilai, "jinzhou": jinzhou}[name]
    import pathlib
    text = "\n".join(p.read_text(encoding="utf-8") for p in pathlib.Path(inspect.getfile(pkg)).parent.glob("*.py"))
    for r in _rules(name):
        assert re.search(rf'(@\w+\.add|_\w+)\("{re.escape(r.id)}"', text), r.id


def test_tables_come_from_the_rules():
    # Mawan: 16 basic items MW-B01…B16 and 33 bonus ids (X31…X34, X51…X5B, X01…X18), catalogue order
    assert mawan.ITEM_IDS[:16] == tuple(f"MW-B{i:02d}" for i in range(1, 17))
    assert mawan.ITEM_IDS[16:20] == ("MW-X31", "MW-X32", "MW-X33", "MW-X34")
    assert mawan.ITEM_IDS[-18:] == tuple(f"MW-X{i:02d}" for i in range(1, 19))
    assert len(mawan.ITEM_IDS) == 16 + 4 + 11 + 18
    # the seed references items carry come from the rules (MW-B05 is 二·算法 5; MW-X5A the tenth +50 line)
    from mjlearn.rules.mawan.facts import SEED_REF
    assert SEED_REF["MW-B05"] == "000 二·算法 5" and SEED_REF["MW-X5A"] == "000 二·加番 +50台 10"
    # Huilai: the multiplier table is the rules' values (huilai.md § Patterns: 平胡 1 … 清一色 4 … 十三幺 10)
    assert patterns.MULTIPLIERS["HL-P01"] == 1 and patterns.MULTIPLIERS["HL-P05"] == 4
    assert patterns.MULTIPLIERS["HL-P08"] == 7 and patterns.MULTIPLIERS["HL-P13"] == 10
    assert patterns.PATTERNS.ids() == tuple(f"HL-P{i:02d}" for i in range(1, 15))
    # Jinzhou: class rules are valued by BASE (一类 2 … 五类 32 分); every multiplier ×2
    assert {r.id: r.value for r in CLASSES} == BASE
    assert all(r.value == 2 for r in JZ_MULTIPLIERS)


def test_huilai_detect_is_the_rules():
    # 111m 999m 111z 999p? — honors + two suits, all pungs of 幺九: 碰碰胡 HL-P02 and 混幺九 HL-P07 (huilai.md)
    groups = (("pung", (0, 0, 0)), ("pung", (8, 8, 8)), ("pung", (27, 27, 27)), ("pung", (17, 17, 17)),
              ("pair", (31, 31)))
    assert patterns.detect("standard", groups) == ("HL-P02", "HL-P07")
    # HL-N: 混幺九 keeps 碰碰胡 from counting
    assert patterns.exclusions(("HL-P02", "HL-P07")) == (("HL-P02", "HL-P07"), ("HL-P07", None))
    # a plain chow hand: nothing but 平胡 (the fallback rule)
    chows = (("chow", (0, 1, 2)), ("chow", (3, 4, 5)), ("chow", (9, 10, 11)), ("chow", (18, 19, 20)),
             ("pair", (13, 13)))
    assert patterns.detect("standard", chows) == ("HL-P01",)
    # with 天胡 (p14) 平胡 does not hold: the fallback only when nothing else does
    assert patterns.detect("standard", chows, p14=True) == ("HL-P14",)


# ------------------------------------------------------------------- the shared steps on small inputs

@dataclass
class _It:
    code: str
    tag: tuple = ()
    excluded_by: str | None = None
    excluded_reason: object = None


def test_exclude_first_row_wins_and_chains():
    a, b, c = _It("A"), _It("B"), _It("C")
    table = (Exclusion("A", "B", lambda x, t: "A>B"), Exclusion("C", "B", lambda x, t: "C>B"),
             Exclusion("B", "C", lambda x, t: "B>C"))
    assert exclude([a, b, c], table) is True
    assert (b.excluded_by, b.excluded_reason) == ("A", "A>B")  # the first row that hits B keeps it
    assert (c.excluded_by, c.excluded_reason) == ("B", "B>C")  # B, itself excluded, still excludes C (chain)
    assert a.excluded_by is None


def test_exclude_match_narrowly_misses():
    x, same, other = _It("X", ("suit", "m")), _It("T", ("suit", "m")), _It("T", ("suit", "p"))
    table = (Exclusion("X", "T", None, lambda x, t: x.tag[1] == t.tag[1]),)
    assert exclude([x, same, other], table) is True
    assert same.excluded_by == "X" and same.excluded_reason is None
    assert other.excluded_by is None  # another suit: the row does not match
    assert exclude([_It("T")], table) is False  # no excluder present: nothing excluded


def _test_rules():
    lst = Rules("t")
    for code, holds in (("T-1", lambda f: f > 5), ("T-2", lambda f: f % 2 == 0)):
        lst.append(Rule.test(code, "basic", ("n", "r"), "s", holds, lambda f: f"r{f}", 1, "张",
                             lambda rule, f: (rule.id, rule.reason(f))))
    lst.append(Rule.test("T-0", "basic", ("n", "r"), "s", lambda f: True, lambda f: "-", 1, "张",
                         lambda rule, f: (rule.id, "-"), fallback=True))
    return lst


def test_collect_first_and_earned_ids():
    lst = _test_rules()
    assert collect(lst[:2], 8) == [("T-1", "r8"), ("T-2", "r8")]
    assert first(lst[:2], 4) == [("T-2", "r4")]  # T-1 does not hold for 4: the next rule decides
    assert first(lst[:2], 3) == []
    assert earned_ids(lst, 7) == ["T-1"]
    assert earned_ids(lst, 3) == ["T-0"]  # the fallback only when no other rule holds
    assert lst.ids() == ("T-1", "T-2", "T-0")


def test_multiply_and_cap():
    assert multiply([2, 5, 4]) == 40 and multiply([2, 5, 4], "add") == 11 and multiply([]) == 1
    assert capped(40, 10) == 10 and capped(8, 10) == 8 and capped(40, None) == 40
