"""Property tests (hypothesis, derandomized profile in conftest) — spec ``product.md`` § Reliability and
``common.md`` § Decompositions / § Waits and shanten:

* every reading uses exactly the hand's tiles (ghosts included);
* every live wait completes the hand and no other kind does (dead waits are the complete ones whose 4
  copies are all in the hand);
* shanten 0 ⇔ at least one live shape wait;
* legal waits ⊆ shape waits, each legal wait is a legal win and each illegal one is not, for all three
  rulesets through ``mjlearn.waits``;
* ``parse_hand(str(h)) == h``.
"""
from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bench.handgen import random_complete, random_ghost_hand, random_waiting
from mjlearn import api
from mjlearn.hand import Hand, Meld, parse_hand
from mjlearn.readings import decompose, readings, shanten, shape_waits
from mjlearn.rules import get_ruleset

FORMS = ("standard", "seven_pairs", "thirteen_orphans")
JZ_KINDS = tuple(range(27)) + (33,)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@st.composite
def any_13(draw):
    """13 tiles drawn from the 136-tile wall (mostly not ready)."""
    wall = [k for k in range(34) for _ in range(4)]
    idx = draw(st.lists(st.integers(0, 135), min_size=13, max_size=13, unique=True))
    return Hand(tuple(wall[i] for i in idx))


@settings(max_examples=150)
@given(seeds)
def test_readings_use_exactly_the_hands_tiles(seed):
    rng = random.Random(seed)
    h = random_complete(rng, p_melds=0.3, p_seven=0.2)
    rs = readings(h, FORMS)
    assert rs, str(h)
    for r in rs:
        assert sorted(k for g in r.groups for k in g.tiles) == sorted(h.all_tiles())
        assert h.win_tile in r.win_group.tiles and not r.win_group.is_declared


@settings(max_examples=80)
@given(seeds, st.sampled_from([1, 2, 3, 4]))
def test_ghost_readings_use_exactly_the_hands_tiles(seed, n_ghosts):
    rng = random.Random(seed)
    ghost = 31
    h = random_ghost_hand(rng, n_ghosts, [ghost])
    real = sorted(k for k in h.closed_tiles if k != ghost)
    rs = readings(h, ("standard", "seven_pairs"), [ghost])
    assert rs, str(h)  # random_ghost_hand hands are complete by construction
    for r in rs:
        d = r.decomposition
        assert sorted(k for g in d.groups for k in g.real_tiles) == real
        assert len(d.ghost_map) + sum(g.size for g in d.wild_groups) == n_ghosts


def _check_waits(h: Hand, forms=("standard", "seven_pairs"), ghost_kinds=()):
    w = shape_waits(h, forms, ghost_kinds)
    own = h.counts()
    for k in range(34):
        done = bool(decompose(h.with_win(k), forms, ghost_kinds))
        if k in w.live:
            assert done and own[k] < 4, (str(h), k)
        elif k in w.dead:
            assert done and own[k] >= 4, (str(h), k)
        else:
            assert not done, (str(h), k)
    s = shanten(h, forms, ghost_kinds)
    assert (s == 0) == bool(w.live), (str(h), s, w)
    assert s >= 0


@settings(max_examples=200)
@given(seeds)
def test_waits_complete_and_nothing_else_ready_hands(seed):
    _check_waits(random_waiting(random.Random(seed), p_melds=0.25, p_seven=0.2))


@settings(max_examples=100)
@given(any_13())
def test_waits_complete_and_nothing_else_random_hands(h):
    _check_waits(h, FORMS)


@settings(max_examples=60)
@given(seeds, st.sampled_from([1, 2, 3]))
def test_waits_with_ghosts(seed, n_ghosts):
    rng = random.Random(seed)
    h = random_ghost_hand(rng, n_ghosts, [31])
    tiles = list(h.closed_tiles)
    tiles.pop(rng.randrange(len(tiles)))
    _check_waits(Hand(tuple(tiles)), ghost_kinds=(31,))


@st.composite
def ruleset_hand(draw):
    name = draw(st.sampled_from(["mawan", "huilai", "jinzhou"]))
    rng = random.Random(draw(seeds))
    kinds = JZ_KINDS if name == "jinzhou" else tuple(range(34))
    h = random_waiting(rng, p_melds=0.3, p_seven=0.15, kinds=kinds)
    if name == "huilai":
        assume(all(m.kind != "chi" for m in h.melds))  # HL-A2: no chi
    return name, h


@settings(max_examples=90)
@given(ruleset_hand())
def test_legal_waits_subset_of_shape_waits_all_rulesets(arg):
    name, h = arg
    rs = get_ruleset(name)
    opts = rs.options()
    w = api.waits(h, name)
    shape = shape_waits(h, rs.forms, rs.ghost_kinds(opts), rs.tile_kinds)
    assert set(w.live) <= set(shape.live)
    assert set(w.shape) == set(shape.live) and set(w.dead) == set(shape.dead)
    assert set(w.live) | set(w.illegal) == set(w.shape) and not set(w.live) & set(w.illegal)
    for k in w.live:  # every listed wait completes a legal hand
        assert rs.is_legal_shape_win(h.with_win(k), opts), (name, str(h), k)
    for k in w.illegal:
        assert not rs.is_legal_shape_win(h.with_win(k), opts), (name, str(h), k)
    assert (api.shanten(h, name) == 0) == bool(shape.live)


@settings(max_examples=150)
@given(seeds, st.booleans())
def test_string_round_trip(seed, complete):
    rng = random.Random(seed)
    h = random_complete(rng, p_melds=0.5, p_seven=0.1)
    if rng.random() < 0.3 and h.melds:  # turn a pung into an exposed / added kong now and then
        m = h.melds[0]
        if m.kind == "pon":
            h = Hand(h.concealed, (Meld(rng.choice(["kan", "kakan"]), m.tiles + m.tiles[:1]),) + h.melds[1:],
                     h.win_tile)
            assume(max(h.counts()) <= 4)
    if not complete:
        h = h.without_win()  # the 13-tile waiting hand
    assert parse_hand(str(h)) == h
    assert parse_hand(h.zh()) == h
