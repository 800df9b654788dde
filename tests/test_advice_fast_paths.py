"""The advice's batched and memoised paths give what their plain paths give (spec ``advice.md`` § Figures).

Each fast path is compared with the plain path that stays in the code beside it, on seeded inputs:

* Jinzhou's condition vectors of a suit block under the copy limit (:func:`capped.suit_flag_fids` with
  ``binds``: the programme memoised on the ranks left, entries beyond ``smax`` sets dropped) against the
  rank-by-rank programme :func:`capped._suit_dp` (every target with its pung and 幺九 flags);
* ghost hands' draws (:meth:`Engine.ghost_draws`, the standard form of the real draws from one pass) against
  :meth:`Engine.shape` of each 14-tile variant, on a fresh engine, HL-O06 and declared sets included;
* Jinzhou's draws (:meth:`Engine.legal_draws`, one combination per requirement) against :meth:`Engine.legal`
  of each variant, with declared sets;
* Huilai's best value of a complete hand (:func:`values.best_value`, memoised on the tiles as a multiset)
  against the max of :func:`values.hand_values` for every choice of the winning tile, and its seven-pairs
  value memoised on the class counts against each hand's own;
* Huilai's bounds of a 13-tile hand's waits (:func:`values.value_bounds`, ``wait_net_bounds``) against every
  wait's value and net, and the 1-shanten EV that skips the variants they rule out against the EV that
  values them all.
"""
from __future__ import annotations

import random

from mjlearn.advice.engine import Engine
from mjlearn.errors import MjError
from mjlearn.hand import Hand, Meld
from mjlearn.readings import capped
from mjlearn.readings.tables import _VECS
from mjlearn.rules import get_ruleset
from mjlearn.rules.huilai import values

WHITE = 31


def _plain_flag_vectors(cnt, cap):
    """The four requirement vectors (none, a pung, a 1 or 9, both) from the rank-by-rank programme."""
    res = capped._suit_dp(cnt, cap, True, 0)
    out = []
    for R in (0, capped.PUNG, capped.YJ, capped.PUNG | capped.YJ):
        v = [capped.INF] * 10
        for (s, p, m), c in res.items():
            if (m & R) == R and c < v[2 * s + p]:
                v[2 * s + p] = c
        out.append(tuple(v))
    return out


def test_flag_vectors_under_the_copy_limit_equal_the_plain_programme():
    rng = random.Random(19)
    checked = 0
    for _ in range(600):
        cap = [4] * 9
        for _d in range(rng.choice((1, 2, 3))):  # declared sets in the block: a pung (cap 1) or a chow (cap 3)
            r = rng.randrange(9)
            if rng.random() < 0.5 or r > 6:
                cap[r] = 1
            else:
                for q in (r, r + 1, r + 2):
                    cap[q] = min(cap[q], 3)
        cnt = [0] * 9
        for _t in range(rng.randrange(13)):
            r = rng.randrange(9)
            if cnt[r] < cap[r]:
                cnt[r] += 1
        cnt, cap = tuple(cnt), tuple(cap)
        plain = _plain_flag_vectors(cnt, cap)
        for smax in range(5):
            ids = capped.suit_flag_fids(cnt, cap, True, smax)
            for R in range(4):
                fast = _VECS[ids[R]]
                assert fast[:2 * smax + 2] == plain[R][:2 * smax + 2], (cnt, cap, smax, R)
                # the "suit present" variant: no target without a tile
                assert _VECS[ids[4 + R]] == (capped.INF,) + fast[1:]
            checked += 1
    assert checked == 3000


def _counts(tiles):
    c = [0] * 34
    for k in tiles:
        c[k] += 1
    return c


def _random_13(rng, kinds, melds=(), ghosts=0):
    wall = [k for k in kinds if k != WHITE for _ in range(4)]
    for m in melds:
        for k in m.tiles:
            wall.remove(k)
    tiles = rng.sample(wall, 13 - 3 * len(melds) - ghosts) + [WHITE] * ghosts
    return _counts(tiles)


def test_ghost_draws_equal_shape_of_each_variant():
    hl = get_ruleset("huilai")
    rng = random.Random(22)
    n = 0
    for i in range(160):
        four = i % 2 == 0
        melds = (Meld("pon", (4, 4, 4)),) if i % 5 == 0 else ()
        g = rng.randrange(5)
        c13 = _random_13(rng, hl.tile_kinds, melds, g)
        kw = dict(melds=melds, four_ghosts=four)
        fast = Engine(hl.forms, (WHITE,), hl.tile_kinds, **kw)
        plain = Engine(hl.forms, (WHITE,), hl.tile_kinds, **kw)
        kinds = [k for k in hl.tile_kinds if c13[k] + (3 if k == 4 and melds else 0) < 4]
        got = fast.ghost_draws(c13, kinds)
        for k in kinds:
            c = list(c13)
            c[k] += 1
            assert got[k] == plain.shape(c), (c13, k, melds, four)
            n += 1
    assert n > 3000


def test_jinzhou_legal_draws_equal_legal_of_each_variant():
    jz = get_ruleset("jinzhou")
    rng = random.Random(23)
    meld_sets = [(), (Meld("pon", (4, 4, 4)),), (Meld("chi", (9, 10, 11)),),
                 (Meld("chi", (0, 1, 2)), Meld("pon", (33, 33, 33))),
                 (Meld("pon", (20, 20, 20)), Meld("chi", (21, 22, 23)), Meld("chi", (3, 4, 5)))]
    n = 0
    for i in range(200):
        melds = meld_sets[i % len(meld_sets)]
        c13 = _random_13(rng, jz.tile_kinds, melds)
        fast = Engine(jz.forms, (), jz.tile_kinds, melds, jinzhou=True)
        plain = Engine(jz.forms, (), jz.tile_kinds, melds, jinzhou=True)
        held = _counts([k for m in melds for k in m.tiles])
        kinds = [k for k in jz.tile_kinds if c13[k] + held[k] < 4]
        got = fast.legal_draws(c13, kinds)
        for k in kinds:
            c = list(c13)
            c[k] += 1
            assert got[k] == plain.legal(c), (c13, k, melds)
            n += 1
    assert n > 4000


def test_best_value_is_the_same_whichever_tile_is_the_winning_one():
    hl = get_ruleset("huilai")
    opts = hl.options({"ghosts": "white"})
    rng = random.Random(24)
    n = scored = 0
    for _ in range(120):
        tiles = _complete_14(rng)
        for i in rng.sample(range(14), rng.randrange(4)):  # some tiles become ghosts
            tiles[i] = WHITE
        for w in sorted(set(tiles)):
            rest = list(tiles)
            rest.remove(w)
            h = Hand(tuple(sorted(rest)), (), w)
            vals = values.hand_values(hl, h, opts, False)
            assert values.best_value(hl, h, opts, False) == (max(v for _, v in vals) if vals else None)
            n += 1
            scored += bool(vals)
    assert n > 600 and scored > 600


def _complete_14(rng):
    """Four random pungs or chows (no 白板) and a pair, at most four copies of a kind."""
    while True:
        tiles = []
        for _s in range(4):
            if rng.random() < 0.5:
                b = rng.randrange(3)
                r = rng.randrange(7)
                tiles += [9 * b + r, 9 * b + r + 1, 9 * b + r + 2]
            else:
                tiles += [rng.choice([k for k in range(34) if k != WHITE])] * 3
        tiles += [rng.choice([k for k in range(34) if k != WHITE])] * 2
        if max(tiles.count(k) for k in set(tiles)) <= 4:
            return tiles


def test_mawan_wait_values_equal_the_full_score_of_each_wait():
    """Mawan's own waits table against the default one (:meth:`Ruleset.wait_values`: ``mj.score`` of each wait),
    by self-draw and by discard, dealer and not, with declared sets."""
    from mjlearn.context import make_context
    from mjlearn.rules.base import Ruleset

    mw = get_ruleset("mawan")
    opts = mw.options(None)
    rng = random.Random(25)
    n = 0
    ctxs = [make_context({"win_by": "self_draw"}), make_context({"win_by": "discard", "seat": "E", "discarder": "S"}),
            make_context({"win_by": "discard", "discarder": "E", "seat": "N", "dealer": "E"})]
    for i in range(150):
        tiles = _complete_14(rng)
        melds = ()
        if i % 3 == 0 and len(set(tiles[:3])) == 1:
            melds = (Meld("pon", tuple(tiles[:3])),)
            tiles = tiles[3:]
        j = rng.randrange(len(tiles))
        h13 = Hand(tuple(sorted(tiles[:j] + tiles[j + 1:])), melds)
        kinds = sorted(set(mw.waits(h13, opts).live) | {rng.randrange(34)})
        for ctx in ctxs:
            fast = mw.wait_values(h13, kinds, ctx, opts)
            plain = Ruleset.wait_values(mw, h13, kinds, ctx, opts)
            for k in kinds:
                a, b = fast[k], plain[k]
                assert (a.status, a.total, a.net) == (b.status, b.total, b.net), (h13, k, ctx.win_by)
                n += a.status == "scored"
    assert n > 300


def test_four_ghost_shape_skips_no_dead_wait_correction_that_counts():
    """Four ghosts on (HL-O06), a 13-tile hand with 3 or 4 ghosts: :meth:`Engine.shape` (which skips the
    dead-wait check there) equals the plain path — the shape without HL-O06 (dead-wait check done) then HL-O06's
    clamp: 4 ghosts → at most 0; 3 ghosts → at most max(4 − 3, 14 − 13) − 1 = 0."""
    hl = get_ruleset("huilai")
    rng = random.Random(31)
    n = 0
    for i in range(300):
        melds = (Meld("pon", (4, 4, 4)),) if i % 5 == 0 else ()
        g = 3 + i % 2
        c13 = _random_13(rng, hl.tile_kinds, melds, g)
        fast = Engine(hl.forms, (WHITE,), hl.tile_kinds, melds=melds, four_ghosts=True)
        no_fg = Engine(hl.forms, (WHITE,), hl.tile_kinds, melds=melds, four_ghosts=False)
        plain = min(no_fg.shape(c13), 0)
        assert fast.shape(c13) == plain, (c13, melds)
        n += 1
    assert n == 300


def test_has_live_wait_equals_the_live_waits_of_shape_waits():
    """:meth:`Engine.has_live_wait` (first live wait found by completeness tests) is ``bool`` of the live
    waits :func:`readings.shape_waits` lists, on seeded 13-tile ghost hands (0–4 ghosts, some with a declared
    set, some holding all four copies of a kind), under Huilai's forms and tile set."""
    from mjlearn.readings import shape_waits
    hl = get_ruleset("huilai")
    rng = random.Random(41)
    seen = set()
    for i in range(400):
        melds = (Meld("pon", (4, 4, 4)),) if i % 5 == 0 else ()
        c13 = _random_13(rng, hl.tile_kinds, melds, rng.randrange(5))
        if i % 3 == 0:  # four copies of one held kind (a dead wait candidate)
            k = next((k for k in range(34) if 0 < c13[k] < 4 and k != WHITE and k != 4), None)
            j = next((j for j in range(34) if c13[j] and j not in (k, WHITE)), None)
            if k is not None and j is not None:
                while c13[k] < 4 and c13[j]:
                    c13[k] += 1
                    c13[j] -= 1
                    j = next((j for j in range(34) if c13[j] and j not in (k, WHITE)), j)
        eng = Engine(hl.forms, (WHITE,), hl.tile_kinds, melds=melds)
        counts, g = eng.split(c13)
        tiles = tuple(k for k in range(34) for _ in range(c13[k]))
        plain = bool(shape_waits(Hand(tiles, melds), hl.forms, (WHITE,), hl.tile_kinds).live)
        assert eng.has_live_wait(tuple(c13), counts, g) == plain, (c13, melds)
        seen.add(plain)
    assert seen == {True, False}


def test_ready_waits_equal_the_complete_draws_of_shape():
    """:meth:`Engine.ready_waits` (the live shape waits in one pass, HL-O06's fourth ghost added) is the set
    of kinds, not all four in the hand, whose draw makes :meth:`Engine.shape` of the 14 tiles −1 — on a fresh
    engine, for seeded 13-tile hands: complete 14-tile ghost hands less one tile (ready by construction) and
    random hands with 0–4 ghosts, some with a declared pung, four ghosts on and off."""
    hl = get_ruleset("huilai")
    rng = random.Random(57)
    sizes = set()
    n_ready = 0
    for i in range(360):
        four = i % 3 == 0
        melds = (Meld("pon", (4, 4, 4)),) if i % 5 == 0 else ()
        if i % 2 and not melds:
            full = _counts(_complete_14(rng))
            g = rng.randrange(5)
            reals = [k for k in range(34) for _ in range(full[k]) if k != WHITE]
            for k in rng.sample(reals, min(g, len(reals))):
                if full[WHITE] < 4:
                    full[k] -= 1
                    full[WHITE] += 1
            drop = rng.choice([k for k in range(34) if full[k]])
            full[drop] -= 1
            c13 = full
        else:
            c13 = _random_13(rng, hl.tile_kinds, melds, rng.randrange(5))
        kw = dict(melds=melds, four_ghosts=four)
        fast = Engine(hl.forms, (WHITE,), hl.tile_kinds, **kw)
        plain = Engine(hl.forms, (WHITE,), hl.tile_kinds, **kw)
        held = _counts([k for m in melds for k in m.tiles])
        want = []
        for k in hl.tile_kinds:
            if c13[k] + held[k] >= 4:
                continue
            c = list(c13)
            c[k] += 1
            if plain.shape(c) == -1:
                want.append(k)
        got = fast.ready_waits(c13)
        assert list(got) == want, (c13, melds, four)
        assert (plain.shape(c13) == 0) == bool(want), (c13, melds, four)
        sizes.add(min(len(want), 5))
        n_ready += bool(want)
    assert n_ready > 150 and {0, 1, 2, 5} <= sizes


def _pairs_or_orphans_14(rng):
    """Seven pairs (some kind four times) or thirteen orphans, no 白板."""
    if rng.random() < 0.5:
        kinds = rng.sample([k for k in range(34) if k != WHITE], 7)
        tiles = [k for k in kinds for _ in range(2)]
        if rng.random() < 0.5:
            tiles[2:4] = [kinds[0], kinds[0]]
        return tiles
    orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 32, 33]
    return orphans + [rng.choice(orphans)] + [rng.choice(orphans)]


def test_best_value_of_equals_the_max_of_hand_values():
    """:func:`values.best_value_of` (the standard form memoised on the blocks' coverings; seven pairs and
    thirteen orphans only where their counts allow) is the max of :func:`values.hand_values` (``None`` when it
    is empty), on a fresh cache, for seeded 14-tile hands: complete standard, seven-pairs and thirteen-orphans
    hands with 0–5 tiles turned into ghosts, the same with one tile swapped (mostly no win), with and
    without a declared pung, HL-P14 on and off, capped and not."""
    hl = get_ruleset("huilai")
    rng = random.Random(58)
    n = scored = sp = 0
    for i in range(500):
        opts = hl.options({"ghosts": "white", "cap": 5} if i % 4 == 0 else {"ghosts": "white"})
        melds = (Meld("pon", (4, 4, 4)),) if i % 6 == 0 else ()
        tiles = _complete_14(rng) if i % 3 else _pairs_or_orphans_14(rng)
        if melds:
            tiles = [k for k in tiles if k != 4][:11]
            tiles += [rng.choice([k for k in range(34) if k not in (4, WHITE)])] * (11 - len(tiles))
        for j in rng.sample(range(len(tiles)), rng.randrange(6)):
            tiles[j] = WHITE
        if i % 2:
            tiles[rng.randrange(len(tiles))] = rng.randrange(34)
        if max(tiles.count(k) for k in set(tiles)) > 4:
            continue
        values.clear_caches()
        p14 = i % 5 == 0
        t = tuple(sorted(tiles))
        vals = values.hand_values(hl, Hand(t, melds), opts, p14)
        assert values.best_value_of(hl, t, melds, opts, p14) == (max(v for _, v in vals) if vals else None), (t, melds)
        n += 1
        scored += bool(vals)
        sp += any(f != "standard" for f, _ in vals)
    assert n > 400 and scored > 150 and sp > 30


def test_seven_pairs_values_shared_by_class_counts_equal_each_hands_own():
    """The seven-pairs value memoised on a hand's class counts (``values._pairs_best``: hands whose kinds map
    onto each other class by class share it) equals each hand's own, found on a fresh cache (the max of
    :func:`values.hand_values`).  Each family is a seven-pairs hand (some with a kind held four times, 0–4
    tiles turned into ghosts, some with a tile swapped) and its members: the same hand with kinds moved to
    other kinds of their class (2m→5m, 1p→9p, 东→北: they share the entry) and neighbours with one kind moved
    to another suit or to the honors (混一色 against 清一色 or none: they must not).  The memo is kept across
    the run; a key that forgets the suit or the copies fails here."""
    hl = get_ruleset("huilai")
    rng = random.Random(61)
    classes = ((0, 8), tuple(range(1, 8)), (9, 17), tuple(range(10, 17)), (18, 26), tuple(range(19, 26)),
               (27, 28, 29, 30, 32, 33))
    cls_of = {k: c for c in classes for k in c}
    checked = pairs_valued = shared = 0
    values.clear_caches()
    for fam in range(200):
        opts = hl.options({"ghosts": "white", "stacking": "add"} if fam % 5 == 0 else {"ghosts": "white"})
        suits = rng.choice(((0, 1), (2, 3), (4, 5), (0, 1, 6), (2, 3, 6), (0, 1, 2, 3, 6)))
        pool = [k for i in suits for k in classes[i] if k != WHITE]
        kinds = rng.sample(pool, 7)
        base = [k for k in kinds for _ in range(2)]
        if fam % 3 == 0:
            base[2:4] = [kinds[0], kinds[0]]  # a kind held four times (豪华)
        ghosts = rng.sample(range(14), rng.randrange(5))
        swap = rng.randrange(14) if fam % 4 == 1 else None
        swap_to = rng.choice(pool)
        for member in range(6):
            moved = {}
            for k in kinds:
                free = [j for j in cls_of[k] if j not in kinds and j not in moved.values()]
                moved[k] = rng.choice(free) if free and rng.random() < 0.6 else k
            if member >= 4:  # a neighbour: one kind to another suit or the honors
                k = rng.choice(kinds)
                other = [j for j in range(34) if j != WHITE and j not in kinds and j not in moved.values()
                         and (j >= 27) != (k >= 27) or (j < 27 and k < 27 and j // 9 != k // 9)]
                moved[k] = rng.choice([j for j in other if j not in moved.values() and j not in kinds])
            tiles = [moved[k] for k in base]
            if swap is not None:
                tiles[swap] = swap_to
            for j in ghosts:
                tiles[j] = WHITE
            if max(tiles.count(k) for k in set(tiles)) > 4:
                continue
            t = tuple(sorted(tiles))
            before = len(values._PAIRS_BEST)
            seen_tiles = any(key[0] == t for key in values._BEST_CACHE)
            got = values.best_value_of(hl, t, (), opts)
            from_memo = not seen_tiles and len(values._PAIRS_BEST) == before  # another hand's entry answered
            keep = (dict(values._PAIRS_BEST), dict(values._BEST_CACHE))
            values.clear_caches()
            vals = values.hand_values(hl, Hand(t), opts)
            want = max(v for _, v in vals) if vals else None
            assert got == want, (t, opts["stacking"])
            values._PAIRS_BEST.update(keep[0])  # the shared memo goes on across the run
            values._BEST_CACHE.update(keep[1])
            checked += 1
            pairs_valued += any(f == "seven_pairs" for f, _ in vals)
            shared += from_memo and any(f == "seven_pairs" for f, _ in vals)
    assert checked > 900 and pairs_valued > 700 and shared > 300, (checked, pairs_valued, shared)


def test_huilai_wait_net_bounds_bound_every_waits_value_and_net():
    """Huilai's bounds of a 13-tile hand's waits (``values.value_bounds``, ``Ruleset.wait_net_bounds``: what the
    advice's 1-shanten EV uses to skip ready variants that cannot be the best) are at least each wait's value
    (倍) and net (分) from ``wait_values`` — the seven-pairs bound only on the kinds it names — on seeded ready
    13-tile hands: 0–5 ghosts (白板做鬼, or a flipped indicator), one-suit and 幺九 hands, seven pairs with
    quads in reach, a declared pung, chow or kong, by self-draw and by discard, dealer and not, first turns
    (HL-P14), and the options that change values or settlements: cap, stacking "add", 无鬼翻倍 (HL-O05), horses
    on the score (HL-O08/O09), 杠跟底分 (HL-O12), 总分加X倍 (HL-O16), discard wins off (HL-O02).  Most waits
    are valued exactly at their bound (the bound is tight enough to prune), so a bound one step too low fails
    here; and with 四鬼胡牌 (HL-O06) on there is no bound."""
    from mjlearn.context import make_context
    from mjlearn.rules.huilai.seats import p14_kind

    hl = get_ruleset("huilai")
    rng = random.Random(77)
    option_sets = [
        {"ghosts": "white"}, {"ghosts": "white", "cap": 5}, {"ghosts": "white", "stacking": "add"},
        {"ghosts": "white", "no_ghost_double": True}, {"ghosts": "flip", "indicator": "4p"},
        {"ghosts": "white", "horses": 2, "horse_tiles": "1m5m", "horse_base": True},
        {"ghosts": "white", "kong_base": True, "total_plus": 1}, {"ghosts": "white", "allow_discard_win": False},
        {}, {"stacking": "add", "cap": 10},
    ]
    contexts = [{"win_by": "self_draw"}, {"win_by": "discard", "discarder": "S"},
                {"win_by": "self_draw", "seat": "E", "dealer": "E", "first_turn": True},
                {"win_by": "discard", "seat": "S", "dealer": "E", "discarder": "E", "first_discard": True}]
    meld_sets = [(), (), (), (Meld("pon", (4, 4, 4)),), (Meld("chi", (19, 20, 21)),), (Meld("kan", (33, 33, 33, 33)),)]
    checked = waits = at_bound = exact_waits = 0
    for i in range(900):
        opts = hl.options(option_sets[i % len(option_sets)])
        melds = meld_sets[i % len(meld_sets)]
        gk = hl.ghost_kinds(opts)
        tiles = _complete_14(rng) if i % 3 else _pairs_or_orphans_14(rng)
        if i % 5 == 0:  # one suit and honors
            tiles = [k if k >= 27 or k < 9 else k % 9 for k in tiles]
        if melds:
            mk = set(melds[0].tiles)
            tiles = [k for k in tiles if k not in mk][:11]
            tiles += [rng.choice([k for k in range(27) if k not in mk])] * (11 - len(tiles))
        if gk:
            for j in rng.sample(range(len(tiles)), rng.randrange(6)):
                tiles[j] = gk[0]
        if i % 2:
            tiles[rng.randrange(len(tiles))] = rng.randrange(34)
        del tiles[rng.randrange(len(tiles))]  # 13 tiles (with the sets)
        own = [0] * 34
        for k in tiles:
            own[k] += 1
        for m in melds:
            for k in m.tiles:
                own[k] += 1
        if max(own) > 4:
            continue
        h13 = Hand(tuple(sorted(tiles)), melds)
        live = hl.waits(h13, opts).live
        if not live:
            continue
        full = [0] * 34
        for k in h13.concealed:
            full[k] += 1
        try:
            ctx = make_context(contexts[i % len(contexts)])
            got = hl.wait_values(h13, live, ctx, opts)
        except MjError:  # a context this hand cannot be scored in (e.g. a kong discarded by its owner)
            continue
        base_v, pairs_v, kinds_v, exact_v = values.value_bounds(hl, full, melds, opts, p14_kind(ctx, opts) is not None)
        nb = hl.wait_net_bounds(full, melds, ctx, opts)
        assert nb is not None
        base_n, pairs_n, kinds_n, exact_n = nb
        no_win = base_n == pairs_n == 0 and kinds_n is None  # a way that cannot win: no kinds named
        assert kinds_n == kinds_v or no_win
        for k in live:
            wv = got[k]
            in_pairs = kinds_v is None or k in kinds_v
            if wv.status == "scored":
                cap_v = max(base_v, pairs_v) if in_pairs else base_v
                assert wv.total <= cap_v, (h13, k, wv.total, base_v, pairs_v, kinds_v, opts["stacking"])
                cap_n = max(base_n, pairs_n) if in_pairs else base_n
                assert wv.net <= cap_n, (h13, k, wv.net, base_n, pairs_n, ctx.win_by)
                at_bound += wv.total == cap_v
                if exact_v:  # said exact: the value is the bound, and so is the net where the ghosts allow it
                    assert wv.total == cap_v, (h13, k, wv.total, base_v, pairs_v, kinds_v)
                    exact_waits += 1
                if exact_n:
                    assert wv.net == cap_n, (h13, k, wv.net, base_n, pairs_n, kinds_n)
            else:
                assert no_win or not exact_n, (h13, k, wv.status)  # an exact bound names only winning waits
            waits += 1
        checked += 1
    assert checked > 300 and waits > 1500 and at_bound > waits // 3 and exact_waits > waits // 5, (
        checked, waits, at_bound, exact_waits)
    four = hl.options({"ghosts": "white", "four_ghost_win": True})
    assert hl.wait_net_bounds([0] * 31 + [3] + [0, 0], (), make_context({"win_by": "self_draw"}), four) is None


def test_one_shanten_ev_is_the_same_without_the_bounds(monkeypatch):
    """The 1-shanten EV valued best bound first, stopping where no bound can beat the best found
    (:meth:`Job.best_ready_ev` with ``Ruleset.wait_net_bounds``), equals the EV that values every ready variant
    (the bounds switched off), row by row with the ranks, on seeded Huilai hands with 1–4 ghosts (白板做鬼) and
    without, under several options and contexts (cap, stacking "add", 无鬼翻倍, horses on the score, a dealer's
    first turn, discard wins off)."""
    import bench.advice as bench
    from mjlearn import advise
    from mjlearn.rules.huilai import Huilai

    rng = random.Random(83)
    cases = []
    option_sets = [{"ghosts": "white"}, {"ghosts": "white", "cap": 5}, {"ghosts": "white", "stacking": "add"},
                   {"ghosts": "white", "no_ghost_double": True},
                   {"ghosts": "white", "horses": 2, "horse_tiles": "1m5m", "horse_base": True},
                   {"ghosts": "white", "allow_discard_win": False}, {}]
    contexts = [None, {"seat": "E", "dealer": "E", "first_turn": True}]
    for i in range(168):
        n = i % 5
        h = bench.ghost_advice_hand(rng, n) if n else bench.advice_hand(rng, avoid=(WHITE,))
        cases.append((h, option_sets[i % len(option_sets)], contexts[i % 2]))

    def figures():
        out = []
        for h, o, ctx in cases:
            try:
                a = advise(h, "huilai", context=ctx, options=o)
            except MjError:
                out.append(None)
                continue
            out.append([(r.discard, r.rank, r.legal_shanten, r.ev) for r in a.rows])
        return out

    bounded = figures()
    monkeypatch.setattr(Huilai, "wait_net_bounds", lambda self, *a, **k: None)
    plain = figures()
    assert bounded == plain
    one = sum(1 for rows in plain if rows for _d, _r, s, ev in rows if s == 1 and ev)
    assert one > 120, one
