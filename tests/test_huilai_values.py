"""Huilai values from class signatures (``mjlearn/rules/huilai/values.py``) against the full scoring.

The fast path must give exactly what scoring every reading gives:

* the standard signatures enumerated block by block are exactly the signatures of ``decompose()``'s
  decompositions (seeded hands with 0–8 ghosts, some with declared sets);
* the best value over :func:`hand_evaluations` equals the best over every reading, for each stacking rule,
  cap and 天胡/地胡 flag;
* ``wait_values`` (the waits table) gives the status, total, reasons and the winner's net (its entry of the
  payments) of ``score(hand + wait)`` under several contexts and options (discard wins off, 四鬼胡牌 with and
  without doubling, caps; seats, horses, 无鬼翻倍, kongs, protections, 总分加倍 for the net);
* ``best_ready`` (10倍听牌免分 / 十三幺听牌保护) equals the wait-by-wait, reading-by-reading maximum.
"""
from __future__ import annotations

import random

import pytest

import mjlearn as mj
from bench.handgen import random_complete, random_ghost_hand
from mjlearn.hand import Hand
from mjlearn.readings import decompose
from mjlearn.rules import get_ruleset
from mjlearn.rules.base import WaitValue
from mjlearn.rules.huilai import patterns
from mjlearn.rules.huilai import values as V
from mjlearn.rules.huilai.scoring import evaluate_readings

HL = get_ruleset("huilai")
GK = (30, 33)  # 双鬼 with indicator 西 3z: 北 4z and 中 7z
GHOST_OPTS = {"ghosts": "double", "indicator": "3z"}


def _hands(n: int, seed: int, with_melds: bool = False, gk: tuple[int, ...] = GK) -> list[Hand]:
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        g = rng.choice((0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8))
        if with_melds and rng.random() < 0.5:
            h = random_complete(rng, p_melds=1.0, kinds=[k for k in range(34) if k not in gk])
            if any(m.kind == "chi" for m in h.melds):
                continue
            if g and len(h.concealed) > g:  # turn a few concealed tiles into ghosts
                tiles = list(h.closed_tiles)
                for j, i in enumerate(rng.sample(range(len(tiles)), min(g, len(tiles) - 1))):
                    tiles[i] = gk[min(j // 4, len(gk) - 1)]
                w = tiles.pop(rng.randrange(len(tiles)))
                h = Hand(tuple(sorted(tiles)), h.melds, w)
        else:
            h = random_ghost_hand(rng, min(g, 4 * len(gk)), gk)
            h = Hand(tuple(sorted(h.concealed)), h.melds, h.win_tile)
        out.append(h)
    return out


def _decomp_signature(d) -> tuple:
    fixed = tuple((g.shape, g.tiles) for g in d.groups if g.shape not in ("wild_set", "wild_pair"))
    return (patterns._signature("standard", fixed)[1], sum(1 for g in d.groups if g.shape == "wild_set"),
            any(g.shape == "wild_pair" for g in d.groups))


def test_signatures_are_those_of_the_decompositions():
    n_nonempty = 0
    for h in _hands(400, 101, with_melds=True):
        full = {_decomp_signature(d) for d in decompose(h, ("standard",), GK)}
        counts = [0] * 34
        g = 0
        for k in h.closed_tiles:
            if k in GK:
                g += 1
            else:
                counts[k] += 1
        melds = tuple(V._meld_elem(m) for m in h.melds)
        held = list(counts)  # real copies in the whole hand: a ghost never makes a sixth (common.md)
        for m in h.melds:
            for k in m.tiles:
                held[k] += 1
        assert V.standard_signatures(counts, g, 4 - len(h.melds), melds, held) == full, str(h)
        n_nonempty += bool(full)
    assert n_nonempty > 350


@pytest.mark.parametrize("stacking,cap,p14", [("multiply", None, False), ("add", None, False),
                                              ("multiply", 10, False), ("multiply", 5, True)])
def test_best_value_equals_the_best_reading(stacking, cap, p14):
    opts = HL.options(dict(GHOST_OPTS, stacking=stacking, cap=cap))
    for h in _hands(150, 7 + (cap or 0) + p14, with_melds=True):
        _, evs = evaluate_readings(HL, h, opts, p14)
        fast = V.hand_evaluations(HL, h, opts, p14)
        assert bool(evs) == bool(fast), str(h)
        if evs:
            assert max(e.value for e in fast) == max(e.value for e in evs), str(h)
            assert max(e.raw for e in fast) == max(e.raw for e in evs), str(h)
            assert ({e.form for e in fast if e.form != "standard"}
                    == {e.form for e in evs if e.form != "standard"}), str(h)


def _waiting(n: int, seed: int, gk: tuple[int, ...] = GK) -> list[Hand]:
    """13-tile hands: a complete hand minus one tile (ready), or 13 random tiles (mostly not ready)."""
    rng = random.Random(seed)
    out = []
    for h in _hands(n, seed, gk=gk):
        tiles = list(h.closed_tiles)
        if rng.random() < 0.15:
            wall = [k for k in range(34) for _ in range(4)]
            rng.shuffle(wall)
            tiles = wall[:14]
        tiles.pop(rng.randrange(len(tiles)))
        out.append(Hand(tuple(sorted(tiles)), (), None))
    out += [mj.parse_hand(t) for t in ("19m19p19s1234567z", "19m19p19s123456z4z", "19m19p9s1234567z4z",
                                         "44447777z123m45p", "4447777z159m19p9s")]
    return out


CASES = [
    ({"win_by": "self_draw"}, GHOST_OPTS),
    ({"win_by": "discard"}, dict(GHOST_OPTS, allow_discard_win=False)),
    ({"win_by": "discard", "seat": "S", "dealer": "E", "first_discard": True}, dict(GHOST_OPTS, cap=10)),
    ({"win_by": "self_draw"}, {"ghosts": "red", "four_ghost_win": True}),
    ({"win_by": "self_draw"}, {"ghosts": "red", "four_ghost_win": True, "four_ghost_double": True}),
    ({"win_by": "discard"}, {"ghosts": "white", "stacking": "add", "cap": 5}),
    # the winner's net (WaitValue.net, compared below with score's payments) under the options that change the
    # payments but not the value: dealer and non-dealer seats, horses (turned), 马跟底分, 无鬼翻倍 (a wait
    # that adds a ghost loses it), four ghosts doubled with 天胡, other players' kongs, protections, 总分加倍
    ({"win_by": "self_draw", "seat": "E"}, dict(GHOST_OPTS, horses=4, horse_tiles="1m5p2z3s", horse_base=True)),
    ({"win_by": "discard", "seat": "N", "discarder": "E"}, dict(GHOST_OPTS, horses=2, horse_tiles="4m8s",
                                                                 horse_multiplier=3)),
    ({"win_by": "self_draw", "seat": "W"}, {"ghosts": "red", "no_ghost_double": True, "total_plus": 1}),
    ({"win_by": "self_draw", "seat": "E", "first_turn": True},
     {"ghosts": "red", "four_ghost_win": True, "four_ghost_double": True, "cap": 20}),
    ({"win_by": "discard", "seat": "S", "discarder": "W"},
     {"ghosts": "white", "kong_base": True, "other_kongs": ["E ankan", "W kan S"],
      "ready_hands": {"W": "19m19p19s1234567z"}, "thirteen_protect": True}),
    ({"win_by": "self_draw", "seat": "S"}, {"players": 3, "ghosts": "white", "horses": 2, "horse_tiles": "2m5s", "horse_kong": "doubling",
                                            "other_kongs": ["E ankan"]}),
]


@pytest.mark.parametrize("ctx,options", CASES)
def test_wait_values_equal_full_scores(ctx, options):
    checked = 0
    gk = HL.ghost_kinds(HL.options(options))
    for h in _waiting(40, 3 + len(str(options)), gk):
        try:
            fast = mj.api.wait_values(h, "huilai", ctx, options)
        except mj.MjError:
            continue
        step = max(1, len(fast) // 6)  # every wait is valued; up to ~6 of them also scored in full
        for k, v in list(fast.items())[::step]:
            if isinstance(v, mj.MjError):  # the same error as scoring that wait
                with pytest.raises(mj.MjError) as e:
                    mj.score(h.with_win(k), "huilai", ctx, options)
                assert str(e.value) == str(v)
                continue
            full = mj.score(h.with_win(k), "huilai", ctx, options)
            assert v == WaitValue.of(k, full), (str(h), k)
            checked += 1
    assert checked > 100


def _oracle_ready(rs, hand, opts):
    best, thirteen = 0, False
    for k in rs.waits(hand, opts).live:
        rds, evs = evaluate_readings(rs, hand.with_win(k), opts, False, None)
        for r, ev in zip(rds, evs):
            best = max(best, ev.raw)
            thirteen = thirteen or r.decomposition.form == "thirteen_orphans"
    return best, thirteen


@pytest.mark.parametrize("options", [GHOST_OPTS, {"ghosts": "none"}, dict(GHOST_OPTS, stacking="add")])
def test_best_ready_equals_every_reading_of_every_wait(options):
    opts = HL.options(options)
    seen_ten = seen_thirteen = seen_zero = False
    for h in _waiting(25, 41 + len(options)):
        got = V.best_ready(HL, h, opts)
        assert got == _oracle_ready(HL, h, opts), str(h)
        seen_ten |= got[0] >= 10
        seen_thirteen |= got[1]
        seen_zero |= got == (0, False)
    assert seen_ten and seen_thirteen and seen_zero


def test_ten_protect_with_an_eight_ghost_loser():
    # HL-O15 10倍听牌免分, worked by hand.  Loser S holds 44447777z — eight ghosts under 双鬼 with indicator
    # 西 3z (北 4z, 中 7z; HL-O04, HL-G) — and 1m 2m 3m 4p 5p.  Winning on 1m it can be seven pairs 1m1m,
    # 2m/3m/4p/5p each paired with a ghost, and the last four ghosts as two pairs duplicating 1m1m and 2m2m:
    # two quads = 双豪华七对 HL-P11, 10倍 (its tiles are in two suits, so no flush multiplies it; no
    # standard reading beats it: at best 碰碰胡 2倍; 十三幺 is out of reach).  So the best is exactly 10倍,
    # the loser is protected and pays nothing.
    loser = "44447777z123m45p"
    opts = dict(GHOST_OPTS, ten_protect=True, ready_hands={"S": loser})
    assert V.best_ready(HL, mj.parse_hand(loser), HL.options(opts)) == (10, False)
    r = mj.score("111m222p333s444s5m +5m", "huilai", {"win_by": "self_draw", "seat": "E"}, opts)
    prot = [i for i in r.items if i.code == "HL-O15"]
    assert len(prot) == 1 and "10" in str(prot[0].reason)
    assert all(p.payer != "S" for p in r.payment_lines)
    assert any(p.payer == "W" for p in r.payment_lines)


def test_wait_values_with_a_shared_memo_equal_fresh_calls():
    """The settlement memo shared across :meth:`wait_values` calls (``memo``, as the advice passes it) gives
    the same status, value and net as a fresh call per hand, on seeded 13-tile hands with 0–4 white ghosts
    (白板做鬼), by self-draw and by discard, with and without a declared set."""
    import random

    from mjlearn.context import make_context
    from mjlearn.hand import Meld
    hl = get_ruleset("huilai")
    opts = hl.options({"ghosts": "white"})
    rng = random.Random(7)
    n = 0
    for way in ("self_draw", "discard"):
        ctx = make_context({"win_by": way, "seat": "E", "discarder": None if way == "self_draw" else "S"})
        for melds in ((), (Meld("pon", (4, 4, 4)),)):
            memo: dict = {}
            for _ in range(40):
                full = random_ghost_hand(rng, rng.randrange(5), (31,))  # complete: drop a tile → ready
                tiles = list(full.closed_tiles)
                del tiles[rng.randrange(len(tiles))]
                if melds:  # three tiles other than kind 4 make way for the declared pung of kind 4
                    rest = [k for k in tiles if k != 4]
                    for k in rest[:3]:
                        tiles.remove(k)
                tiles = tuple(sorted(tiles))
                h = Hand(tiles, melds)
                kinds = list(range(34))
                shared = hl.wait_values(h, kinds, ctx, opts, memo=memo)
                fresh = hl.wait_values(h, kinds, ctx, opts)
                for k in kinds:
                    a, b = shared[k], fresh[k]
                    assert (a.status, a.total, a.net) == (b.status, b.total, b.net), (tiles, melds, way, k)
                    n += a.status == "scored"
            assert memo
    assert n > 50
