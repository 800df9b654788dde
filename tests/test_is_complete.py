"""The complete-hand check ``mj.is_complete`` / ``mjlearn.readings.is_complete``: spec ``common.md``
§ Decompositions, § Seven pairs, § Thirteen orphans, § Ghost tiles; Huilai HL-A4 (forms), HL-O06 (四鬼胡牌).

Expected values are worked out by hand from the spec; the random part checks that the answer is always
``shanten(...) == -1`` and "has a reading"."""
from __future__ import annotations

import random

import pytest
from hands import THIRTEEN_ORPHANS

import mjlearn as mj
from bench.handgen import random_complete, random_ghost_hand, random_waiting
from mjlearn.errors import MjError
from mjlearn.hand import Hand, parse_hand
from mjlearn.readings import is_complete, readings, shanten


@pytest.mark.parametrize("text, mawan, huilai, jinzhou", [
    # 123m 456p 789s 123s + pair 7z (红中, a Jinzhou tile too): standard
    ("123m456p789s123s7z +7z", True, True, True),
    # the same tiles with a single 6z and a single 7z: no pair, not complete (6z is outside Jinzhou: None)
    ("123m456p789s123s7z +6z", False, False, None),
    # seven pairs 11m 22m 33p 44p 55s 66s 77z (MW-A4, HL-A4, JZ-A5 allow seven pairs)
    ("1122m3344p5566s7z +7z", True, True, True),
    # four identical as two pairs: 1111m 33p 44p 55s 66s 77z
    ("1111m3344p5566s7z +7z", True, True, True),
    # thirteen orphans: only Huilai has the form (HL-A4); as standard / seven pairs it is far from complete
    (THIRTEEN_ORPHANS, False, True, None),
    # the thirteen orphan kinds plus a 2m (no orphan twice): not complete anywhere
    ("19m19p19s1234567z +2m", False, False, None),
    # declared pungs: 123m 456p + pair 1z with pon 333z, pon 222z
    ("123m456p1z pon:333z pon:222z +1z", True, True, None),
    # 124m cannot make a set
    ("124m456p1z pon:333z pon:222z +1z", False, False, None),
    # a chow declared: Mawan and Jinzhou allow chi (Huilai refuses it: HL-A2)
    ("123m456p7z chi:789s pon:111s +7z", True, None, True),
])
def test_hand_worked_cases(text, mawan, huilai, jinzhou):
    for name, want in (("mawan", mawan), ("huilai", huilai), ("jinzhou", jinzhou)):
        if want is None:
            with pytest.raises(MjError):
                mj.is_complete(text, name)
            continue
        assert mj.is_complete(text, name) is want, (text, name)
        assert mj.is_complete(parse_hand(text), name) is want, (text, name)


def test_thirteen_tiles_are_never_complete():
    # 13 tiles with no winning tile: one tile short of any shape
    assert mj.is_complete("123m456p789s123s7z", "mawan") is False
    assert is_complete(parse_hand("123m456p789s123s7z")) is False


def test_core_forms_argument():
    h = parse_hand(THIRTEEN_ORPHANS)
    assert is_complete(h, ("standard", "seven_pairs", "thirteen_orphans")) is True
    assert is_complete(h, ("standard", "seven_pairs")) is False
    sp = parse_hand("1122m3344p5566s7z +7z")
    assert is_complete(sp, ("standard",)) is False
    assert is_complete(sp, ["seven_pairs"]) is True


def test_huilai_ghosts():
    # 白板 (5z) as ghost: 123m 456p 789s, 12s + ghost = 123s, pair 1z — complete only with the ghost option
    h = "123m456p789s12s15z +1z"
    assert mj.is_complete(h, "huilai", {"ghosts": "white"}) is True
    assert mj.is_complete(h, "huilai") is False
    # four ghosts and ten scattered tiles: complete only through 四鬼胡牌 (HL-O06)
    h4 = "13579m2468p5555z +1z"
    assert mj.is_complete(h4, "huilai", {"ghosts": "white"}) is False
    assert mj.is_complete(h4, "huilai", {"ghosts": "white", "four_ghost_win": True}) is True
    # with 13 tiles, four ghosts are "ready" (shanten 0), not complete
    assert mj.is_complete("13579m2468p5555z", "huilai", {"ghosts": "white", "four_ghost_win": True}) is False


def test_bad_input_is_mjerror():
    with pytest.raises(MjError):
        mj.is_complete("123m456p789s123s7z +7z", "nosuchruleset")
    with pytest.raises(MjError):
        mj.is_complete("11111m456p789s12s7z +7z", "mawan")  # five 1m
    with pytest.raises(MjError):
        mj.is_complete("123m456p789s123s7z +7z", "huilai", {"ghosts": "nonsense"})
    with pytest.raises(MjError):
        mj.is_complete(12, "mawan")
    # a fifth copy made with a declared set (2 + 3 copies of 1m) or a kong and the winning tile (1 + 4 + 1)
    with pytest.raises(MjError):
        mj.is_complete("11m456p789s12s pon:111m +3s", "mawan")
    with pytest.raises(MjError):
        mj.is_complete("1m456p789s123s ankan:1111m +1m", "mawan")
    # four copies with a set are fine: 123m 456p 789s, pair 22s, pon 111m (four 1m in all)
    assert mj.is_complete("123m456p789s2s pon:111m +2s", "mawan") is True


def _agari_like(rng: random.Random) -> Hand:
    """A complete hand, half the time with one concealed tile changed (like bench/run.py's agari set)."""
    h = random_complete(rng, p_melds=0.3)
    if rng.random() < 0.5:
        t = list(h.concealed)
        c = h.counts()
        i = rng.randrange(len(t))
        k = rng.randrange(34)
        if c[k] < 4:
            t[i] = k
        h = Hand(tuple(t), h.melds, h.win_tile)
    return h


OPTIONS = [("mawan", None), ("huilai", None), ("huilai", {"ghosts": "white"}),
           ("huilai", {"ghosts": "white", "four_ghost_win": True}), ("huilai", {"ghosts": "flip", "indicator": "3p"})]


def test_agrees_with_shanten_and_readings_on_random_hands():
    rng = random.Random(1111)
    checked = {True: 0, False: 0}
    for i in range(1500):
        h = _agari_like(rng) if i % 3 else random_waiting(rng).with_win(rng.randrange(34))
        for name, opts in OPTIONS:
            try:
                want = mj.shanten(h, name, opts) == -1
            except MjError:  # e.g. a chi under Huilai, a fifth copy: is_complete refuses it the same way
                with pytest.raises(MjError):
                    mj.is_complete(h, name, opts)
                continue
            got = mj.is_complete(h, name, opts)
            assert got is want, (str(h), name, opts)
            if not (opts or {}).get("four_ghost_win"):
                assert got == bool(mj.decompose(h, name, opts)), (str(h), name, opts)
            checked[got] += 1
    assert checked[True] > 200 and checked[False] > 200  # both answers were exercised


def test_core_agrees_with_core_shanten_with_ghosts():
    rng = random.Random(7)
    f3 = ("standard", "seven_pairs", "thirteen_orphans")
    for i in range(300):
        h = random_ghost_hand(rng, rng.randrange(1, 5), (31,))
        if i % 2:  # break it: swap one real tile for another kind
            t = list(h.concealed)
            j = rng.randrange(len(t))
            k = rng.randrange(31)
            if h.counts()[k] < 4:
                t[j] = k
            h = Hand(tuple(t), h.melds, h.win_tile)
        got = is_complete(h, f3, (31,))
        assert got is (shanten(h, f3, (31,)) == -1), str(h)
        assert got == bool(readings(h, f3, (31,))), str(h)


@pytest.mark.parametrize("text, mawan, huilai", [
    # seven pairs of honors 11z 22z … 77z: every honor count even (common.md § Seven pairs)
    ("1122334455667z +7z", True, True),
    # 1111z 2222z 3333z 44z: four of a kind counts as two pairs (§ Seven pairs), though it is no set
    ("1111222233334z +4z", True, True),
    # four honor pungs and an honor pair (§ Decompositions: honors form pungs, never chows)
    ("111222333444z5z +5z", True, True),
    # the same with the pair broken into 5z + 6z: no pair anywhere
    ("111222333444z5z +6z", False, False),
    # 123m 456p 789s and honors 11z 2z 3z 4z: three honors single (honors form no chows): not complete
    ("123m456p789s1123z +4z", False, False),
    # each honor once and 7z twice with 19m19p19s: thirteen orphans, a Huilai form only (HL-A4)
    ("19m19p19s1234567z +7z", False, True),
    # each honor once and no honor twice, 1m twice: thirteen orphans as well (the pair is a terminal)
    ("19m19p19s1234567z +1m", False, True),
])
def test_honors_decide_early(text, mawan, huilai):
    # mj.is_complete looks at the honors block first (readings.shanten.honor_flags): these hands stop or pass there
    assert mj.is_complete(text, "mawan") is mawan
    assert mj.is_complete(text, "huilai") is huilai
    assert (mj.shanten(text, "mawan") == -1) is mawan  # the same answer as shanten


def test_agrees_with_shanten_on_honor_heavy_hands():
    # 14 tiles from a wall of the seven honors and one suit: the honors block takes every shape
    rng = random.Random(2424)
    checked = {True: 0, False: 0}
    for i in range(3000):
        suit = 9 * (i % 3)
        wall = [k for k in (*range(27, 34), *range(suit, suit + 9)) for _ in range(4)]
        if i % 2:  # half of them built from pairs and pungs of honors, so that complete hands occur
            t = []
            while len(t) < 14:
                k = rng.choice(range(27, 34)) if rng.random() < 0.8 else rng.choice(range(suit, suit + 9))
                n = min(rng.choice((2, 3)), 14 - len(t))
                if t.count(k) + n <= 4:
                    t += [k] * n
        else:
            t = rng.sample(wall, 14)
        h = Hand(tuple(sorted(t[:13])), (), t[13])
        for name in ("mawan", "huilai"):
            got = mj.is_complete(h, name)
            assert got is (mj.shanten(h, name) == -1), (str(h), name)
            checked[got] += 1
    assert checked[True] > 100 and checked[False] > 100


@pytest.mark.parametrize("forms", [("standard", "seven_pairs"), ("standard", "seven_pairs", "thirteen_orphans")])
def test_honor_flags_are_the_honor_blocks_by_index(forms):
    # the flag table mj.is_complete indexes is the set of usable honors blocks, one flag per block, at the block's
    # base-5 index Σ 5^(kind − 27): walk every honors block of at most 14 tiles and compare
    from itertools import product

    from mjlearn.readings.shanten import honor_blocks, honor_flags
    blocks, flags = honor_blocks(forms), honor_flags(forms)
    assert len(flags) == 5 ** 7
    seen = 0
    for counts in product(range(5), repeat=7):
        if sum(counts) > 14:
            continue
        block = tuple(27 + i for i, c in enumerate(counts) for _ in range(c))
        index = sum(c * 5 ** i for i, c in enumerate(counts))
        assert flags[index] == (block in blocks), block
        seen += 1
    assert seen == 43_130  # the count vectors of 0–4 copies of each of the 7 honors with at most 14 tiles


def test_a_hand_keeps_its_honors_index_through_pickling_and_copying():
    # the index lives in a slot, outside the dataclass fields: pickling and copying rebuild it from the fields
    import copy
    import dataclasses
    import pickle
    h = mj.parse_hand("123m456p789s1122z +1z")
    # 1z ×3 and 2z ×2: 3·5^0 + 2·5^1 = 13
    assert h._plain_honors == 13
    for twin in (pickle.loads(pickle.dumps(h)), copy.copy(h), copy.deepcopy(h)):
        assert twin == h and hash(twin) == hash(h) and twin._plain_honors == 13
        assert mj.is_complete(twin, "mawan")
    # the win on 2z instead: 1z ×2, 2z ×3 = 2 + 15
    assert dataclasses.replace(h, win_tile=28)._plain_honors == 17
    # declared sets, or a hand that is not a full one: −1, and is_complete takes the general path
    assert mj.parse_hand("123m456p789s1z pon:222z +1z")._plain_honors == -1
    assert Hand((0, 1), (), 2)._plain_honors == -1
