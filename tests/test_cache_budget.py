"""One memory budget for every cache of the process (mjlearn.readings._cache): each cache is named in SHARES,
their bounds add up to at most CACHE_BUDGET, and clear_caches empties them; the early-stopping complete check
(mj.is_complete's first test) answers as shanten == -1 does."""
from __future__ import annotations

import random
import sys

import mjlearn as mj
import mjlearn.render.svg  # noqa: F401  (its tile-drawing cache takes a share too)
import mjlearn.table.routes  # noqa: F401  (the value bot's route cache too)
from mjlearn.hand import Hand
from mjlearn.readings import _cache

sys.path.insert(0, "bench")
from handgen import random_complete  # noqa: E402


def test_every_cache_has_a_share_and_all_fit_the_budget():
    mj.get_ruleset("huilai"), mj.get_ruleset("mawan"), mj.get_ruleset("jinzhou")
    b = _cache.bounds()
    assert set(b) == set(_cache.SHARES), "a share without a cache, or a cache without a share"
    assert sum(b.values()) <= _cache.CACHE_BUDGET
    # the hot block tables weigh more than the api's few prepared rulesets (weights 16 and 1)
    assert b["tables.blocks"] > b["api.default"]


def test_a_bounded_dict_empties_at_its_bound():
    d = _cache.BoundedDict("api.complete")
    n = d.maxsize
    for i in range(n):
        d.put(i, i)
    assert len(d) == n
    d.put("one more", 1)  # full: emptied, then the new entry
    assert list(d) == ["one more"]


def test_clear_caches_empties_every_cache():
    mj.waits("1113456666788s", "huilai", {"ghosts": "white"})
    mj.score("111m222p333s444m5z +5z", "huilai", {"win_by": "self_draw"}, {"ghosts": "white"})
    from mjlearn.readings import tables
    from mjlearn.rules.huilai import patterns, values
    dicts = [tables.BLOCKS, tables._WAITS, tables._GROUP_CACHE, tables._CONV, patterns._SIG_CACHE,
             values._VALUE_CACHE]
    assert sum(len(d) for d in dicts) > 0
    mj.clear_caches()
    assert [len(d) for d in dicts] == [0] * len(dicts)


def test_the_budget_has_a_floor():
    import pytest
    with pytest.raises(ValueError):
        _cache.set_cache_budget(10)


def _random14(rng):
    t = rng.sample([k for k in range(34) for _ in range(4)], 14)
    return Hand(tuple(t[:13]), (), t[13])


def test_is_complete_answers_as_shanten_on_random_and_complete_hands():
    # is_complete stops at the first block that does not split; it must still agree with shanten == -1
    rng = random.Random(24)
    hands = [_random14(rng) for _ in range(1500)] + [random_complete(rng, p_seven=0.2) for _ in range(1500)]
    for h in hands:
        for name in ("mawan", "huilai"):
            assert mj.is_complete(h, name) == (mj.shanten(h, name) == -1), (str(h), name)
    # and it does see complete hands: every random_complete hand is complete (standard or seven pairs)
    assert all(mj.is_complete(h, "mawan") for h in hands[1500:])
    # a seven-pairs hand with four of a kind (two pairs of 1m) is complete; one tile off is not
    assert mj.is_complete("1111m2255p6699s7z +7z", "mawan")
    assert not mj.is_complete("1111m2255p6699s6z +7z", "mawan")
