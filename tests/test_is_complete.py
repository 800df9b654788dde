"""The complete-hand check ``mj.is_complete`` / ``mjlearn.readings.is_complete``: spec ``common.md``
§ Decompositions, § Seven pairs, § Thirteen orphans, § Ghost tiles; Huilai HL-A4 (forms), HL-O06 (四鬼胡牌).

Expected values are worked out by hand from the spec; the random part checks that the answer is always
``shanten(...) == -1`` and "has a reading"."""
from __future__ import annotations

import random

import pytest
from hands import THIRTEEN_ORPHANS
from hypothesis import given, settings
from hypothesis import strategies as st

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
    # mj.is_complete looks at the forms the honors block allows first (Hand._plain_forms): these hands stop or pass there
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


def _honor_blocks(form: str) -> frozenset:
    """Every honors block (sorted kinds 27–33) a form can use, from the spec (common.md): standard — pungs and at
    most one pair (the readings' own set, HONOR_OK); seven pairs — every count 0, 2 or 4 (four of a kind is two
    pairs); thirteen orphans — each honor once, one of them possibly twice."""
    from itertools import product

    from mjlearn.readings.tables import HONOR_OK
    if form == "standard":
        return frozenset(HONOR_OK)
    if form == "seven_pairs":
        return frozenset(tuple(27 + i for i, c in enumerate(counts) for _ in range(c))
                         for counts in product((0, 2, 4), repeat=7) if sum(counts) <= 14)
    once = tuple(range(27, 34))
    return frozenset({once} | {tuple(sorted(once + (k,))) for k in once})


def test_the_honors_forms_are_the_spec_blocks_by_index():
    # the table a Hand reads its honors block's forms from (mjlearn.hand._HONOR_FORMS, at the block's base-5 index
    # Σ 5^(kind − 27)), one bit per form (standard 1, seven pairs 2, thirteen orphans 4): walk every honors block
    # of at most 14 tiles and compare with each form's blocks
    from itertools import product

    from mjlearn.hand import _HONOR_FORMS
    by_form = [(1, _honor_blocks("standard")), (2, _honor_blocks("seven_pairs")), (4, _honor_blocks("thirteen_orphans"))]
    assert len(_HONOR_FORMS) == 5 ** 7
    seen = 0
    for counts in product(range(5), repeat=7):
        if sum(counts) > 14:
            continue
        block = tuple(27 + i for i, c in enumerate(counts) for _ in range(c))
        index = sum(c * 5 ** i for i, c in enumerate(counts))
        for bit, blocks in by_form:
            assert bool(_HONOR_FORMS[index] & bit) == (block in blocks), (block, bit)
        seen += 1
    assert seen == 43_130  # the count vectors of 0–4 copies of each of the 7 honors with at most 14 tiles


def test_a_hand_keeps_its_forms_through_pickling_and_copying():
    # the forms live in a slot, outside the dataclass fields: pickling and copying rebuild them from the fields
    import copy
    import dataclasses
    import pickle
    h = mj.parse_hand("123m456p789s1122z +1z")
    # suit blocks of 3 tiles: standard (and thirteen orphans on the sizes); 1z ×3, 2z ×2: standard only → 1
    assert h._plain_forms == 1
    for twin in (pickle.loads(pickle.dumps(h)), copy.copy(h), copy.deepcopy(h)):
        assert twin == h and hash(twin) == hash(h) and twin._plain_forms == 1
        assert mj.is_complete(twin, "mawan")
    # the win on 3z instead: 1z ×2, 2z ×2, 3z: no form for the honors → 0
    assert dataclasses.replace(h, win_tile=29)._plain_forms == 0
    # declared sets, or a hand that is not a full one: −1, and is_complete takes the general path
    assert mj.parse_hand("123m456p789s1z pon:222z +1z")._plain_forms == -1
    assert Hand((0, 1), (), 2)._plain_forms == -1


@pytest.mark.parametrize("text, bits", [
    # suit blocks of 3, 3, 3 tiles: ≡ 0 mod 3 each — standard; odd — no seven pairs; 2 or 3 tiles each —
    # thirteen orphans on the sizes; honors 1z ×3, 2z ×2: pungs and one pair — standard only (1)
    ("123m456p789s1122z +1z", 1),
    # 2, 4, 4: ≡ 2, 1, 1 — no standard (4 tiles are no sets and a pair); all even: seven pairs; honors 1z ×2,
    # 7z ×2: two pairs (no standard), even (seven pairs) → 2
    ("11m3344p5566s117z +7z", 2),
    # 6, 2, 3: ≡ 0, 2, 0 — standard; not all even; 6 is not 2 or 3; honors 1z ×3: a pung → 1
    ("123456m11p789s11z +1z", 1),
    # 5, 5, 2: ≡ 2, 2, 2 — three pairs among the suits, and the honors ≡ 2 too: no standard; odd: nothing → 0
    ("12345m23456p99s1z +1z", 0),
    # 2, 2, 2: all three ≡ 2: no standard; even: seven pairs; 2 each: thirteen orphans; honors each once and 7z
    # twice: thirteen orphans only → 4
    ("19m19p19s1234567z +7z", 4),
    # 3, 3, 3 (standard on the sizes) with honors 1z ×2, 2z, 3z, 4z: singles (no pungs, no pairs), not all seven
    # honors → 0
    ("123m456p789s1123z +4z", 0),
])
def test_a_full_hand_keeps_the_forms_its_blocks_allow(text, bits):
    # Hand._plain_forms: the forms (standard 1, seven pairs 2, thirteen orphans 4) that both the suit blocks'
    # sizes and the honors block leave open (common.md § Decompositions: a block of sets and at most one pair
    # holds ≡ 0 or 2 tiles mod 3, a 14-tile hand has exactly one pair, honors make pungs only; § Seven pairs;
    # § Thirteen orphans)
    assert parse_hand(text)._plain_forms == bits
    # 13 tiles: no form (0); declared sets: not a plain hand (−1, the general path)
    assert parse_hand("123m456p789s1122z")._plain_forms == 0
    assert parse_hand("123m456p1z pon:333z pon:222z +1z")._plain_forms == -1


def _property_hand(rng: random.Random, style: int) -> Hand:
    """One hand of a style: 0 — 14 tiles from the wall; 1 — complete (some with declared sets, some seven pairs),
    2 — the same with one concealed tile changed; 3 — thirteen orphans, perhaps with one tile changed; 4 — 13
    tiles from the wall."""
    if style in (0, 4):
        t = rng.sample([k for k in range(34) for _ in range(4)], 14)
        return Hand(tuple(t[:13]), (), t[13] if style == 0 else None)
    if style == 3:
        orphans = [0, 8, 9, 17, 18, 26, *range(27, 34)]
        t = orphans + [rng.choice(orphans)]
        if rng.random() < 0.5:
            t[rng.randrange(14)] = rng.randrange(34)
        rng.shuffle(t)
        return Hand(tuple(t[:13]), (), t[13])
    h = random_complete(rng, p_seven=0.3, p_melds=0.3)
    if style == 2:
        t, c = list(h.concealed), h.counts()
        k = rng.randrange(34)
        if c[k] < 4:
            t[rng.randrange(len(t))] = k
        h = Hand(tuple(t), h.melds, h.win_tile)
    return h


_FORMS_OF = {"mawan": ("standard", "seven_pairs"), "jinzhou": ("standard", "seven_pairs"),
             "huilai": ("standard", "seven_pairs", "thirteen_orphans")}


@given(seed=st.integers(0, 2 ** 32 - 1), style=st.integers(0, 4))
@settings(max_examples=400, deadline=None)
def test_the_early_stop_never_refuses_a_complete_hand(seed, style):
    # the early stop of mj.is_complete (no form both the suit blocks' sizes and the honors block allow) against
    # the full answer: readings (common.md § Decompositions …) and shanten, for every ruleset's forms; and the
    # public answer under every ruleset and option (ghosts, 四鬼胡牌) is exactly shanten == −1
    from mjlearn.hand import FORM_BITS
    h = _property_hand(random.Random(seed), style)
    for name, forms in _FORMS_OF.items():
        if h._plain_forms >= 0 and not h._plain_forms & sum(FORM_BITS[f] for f in forms):
            assert not readings(h, forms) and shanten(h, forms) >= 0, (str(h), name)
    for name, opts in [*OPTIONS, ("jinzhou", None)]:
        try:
            want = mj.shanten(h, name, opts) == -1
        except MjError:  # a tile outside Jinzhou, a chi under Huilai: refused alike
            with pytest.raises(MjError):
                mj.is_complete(h, name, opts)
            continue
        assert mj.is_complete(h, name, opts) is want, (str(h), name, opts)
        assert mj.is_complete(str(h), name, opts) is want, (str(h), name, opts)
