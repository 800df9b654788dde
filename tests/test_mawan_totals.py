"""Mawan's totals-only scorer (:mod:`mjlearn.rules.mawan.totals`) against the full scorer it stands in for.

* :func:`totals.hand_tai` equals the best ``Mawan.score_reading(...)[0].value`` over the readings, on seeded
  complete hands (declared chows, pungs and every kind of kong, seven pairs, one-suit and honour hands), every way
  of winning, every seat and round wind, tiles seen on the table, the context flags and the options; every
  item and variant of the catalogue (MW-X01 aside: blank in the seed) and the exclusions MW-N, the 晕 cap MW-Y and
  the exception MW-E occur among the hands compared, so no branch is left unchecked;
* :func:`totals.winner_net` equals the winner's entry of ``settlement.payments`` for every seat, liable seat and
  stake;
* ``Mawan.wait_values`` (which uses both) equals ``mj.score`` of each wait, also in contexts the totals do not
  cover (an ``initial_hand`` to check: scored in full).

Source: spec ``mawan.md`` MW-B, MW-X, MW-N, MW-Y, MW-T, MW-E, MW-W, MW-M.
"""
from __future__ import annotations

import random

from mjlearn.context import SEATS, make_context
from mjlearn.hand import Hand, Meld
from mjlearn.rules import get_ruleset
from mjlearn.rules.base import Ruleset
from mjlearn.rules.mawan import ITEM_IDS, totals
from mjlearn.rules.mawan.settlement import STAKES, payments

MW = get_ruleset("mawan")
ALL = tuple(range(34))
POOLS = (ALL, ALL, tuple(range(9)) + tuple(range(27, 34)), tuple(range(9, 18)), tuple(range(27, 34)),
         (27, 28, 29, 30, 31, 3, 4, 5, 13), (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 31, 32, 33))
OPTIONS = (None, {"yun_cap": "winds"}, {"yun_cap": "none"}, {"bian_constrains_pair": True},
           {"long_needs_chows": False}, {"duan_excludes_honors": True}, {"wait_items_need_single_wait": False})


def _complete(rng: random.Random) -> Hand:
    """A random complete Mawan hand: four sets (chows, pungs, kongs; some declared as chi / pon / kan / kakan /
    ankan) and a pair, or seven pairs (a kind may be two of them); never a fifth copy; the winning tile one of
    the concealed tiles."""
    pool = rng.choice(POOLS)
    starts = [k for k in pool if k < 27 and k % 9 <= 6 and k + 1 in pool and k + 2 in pool]
    p_chow = rng.choice((0.0, 0.3, 0.7, 1.0)) if starts else 0.0
    p_decl = rng.choice((0.0, 0.3, 1.0))
    while True:
        c = [0] * 34
        if rng.random() < 0.15:
            tiles = []
            for _ in range(7):
                k = rng.choice(pool)
                c[k] += 2
                tiles += [k, k]
            if max(c) > 4:
                continue
            w = tiles.pop(rng.randrange(14))
            return Hand(tuple(sorted(tiles)), (), w)
        concealed: list[int] = []
        melds = []
        for _ in range(4):
            if rng.random() < p_chow:
                s = rng.choice(starts)
                t = (s, s + 1, s + 2)
                if rng.random() < p_decl:
                    melds.append(Meld("chi", t))
                else:
                    concealed += t
            else:
                k = rng.choice(pool)
                kong = rng.random() < 0.25
                t = (k,) * (4 if kong else 3)
                if kong:
                    melds.append(Meld(rng.choice(("kan", "kakan", "ankan")), t))
                elif rng.random() < p_decl:
                    melds.append(Meld("pon", t))
                else:
                    concealed += t
            for k in t:
                c[k] += 1
        p = rng.choice(pool)
        c[p] += 2
        concealed += [p, p]
        if max(c) > 4:
            continue
        w = concealed.pop(rng.randrange(len(concealed)))
        return Hand(tuple(sorted(concealed)), tuple(melds), w)


def _context(rng: random.Random, h: Hand):
    way = rng.choice(("self_draw", "discard", "discard", "rob_kong"))
    d: dict = {"win_by": way, "seat": rng.choice(SEATS), "round_wind": rng.choice(SEATS),
               "dealer": rng.choice(SEATS)}
    for flag, p in (("last_tile", 0.15), ("kong_replacement", 0.2), ("shisan_san", 0.05), ("jushou_ting", 0.05)):
        if rng.random() < p and not (flag == "kong_replacement" and way != "self_draw"):
            d[flag] = True
    if way == "discard" and not h.melds and d["seat"] != d["dealer"] and rng.random() < 0.05:
        d["first_discard"] = True
        d.pop("last_tile", None)
    if rng.random() < 0.4:  # tiles on the table (MW-X55 绝章, MW-X11 大绝章): never a fifth copy
        own = h.counts()
        seen = {}
        for k in set(rng.sample(range(34), 5)) | {h.win_tile}:
            if own[k] < 4:
                seen[k] = rng.randrange(4 - own[k] + 1)
        d["seen"] = {f"{k % 9 + 1}{'mpsz'[k // 9]}" if k < 27 else f"{k - 26}z": n for k, n in seen.items() if n}
    return make_context(d)


#: hands the generator makes too rarely: four open kongs (外四归 MW-X16.1), four claimed pungs (枯四碰 MW-X18),
#: 断桥会 (MW-X07)
FIXED = (Hand((5,), (Meld("kan", (0,) * 4), Meld("kakan", (10,) * 4), Meld("kan", (20,) * 4),
                     Meld("kakan", (28,) * 4)), 5),
         Hand((33,), (Meld("pon", (1,) * 3), Meld("pon", (12,) * 3), Meld("kakan", (27,) * 4),
                      Meld("pon", (31,) * 3)), 33),
         Hand((0, 1, 2, 3, 5, 6, 7, 8, 27, 27, 28, 28, 28), (), 4))  # 断桥会 MW-X07 on a 坎 5m (MW-B06)


def test_hand_tai_equals_the_best_reading_of_score_reading():
    rng = random.Random(31)
    hit: set[str] = set()
    n = 0
    for i in range(2600):
        h = FIXED[i % 3] if i < 30 else _complete(rng)
        opts = MW.options(OPTIONS[i % len(OPTIONS)])
        rds = MW.readings(h, opts)
        assert rds, h
        waits = tuple(MW.waits(h.without_win(), opts).live)
        counts = h.counts()
        ctx = _context(rng, h)
        assert totals.covers(ctx)
        scored = [MW.score_reading(h, r, ctx, opts, waits, counts)[0] for r in rds]
        assert totals.hand_tai(h, rds, ctx, opts, waits, counts) == max(s.value for s in scored), (h, ctx, opts)
        for rs in scored:  # and reading by reading
            assert totals.hand_tai(h, [rs.reading], ctx, opts, waits, counts) == rs.value, (h, rs.reading, ctx)
            for it in rs.items:
                hit.add(it.code if it.counted else f"{it.code}/{it.excluded_by}")
        n += 1
    assert n == 2600
    # every item of the catalogue, every variant, the cap, the table's exclusion by MW-E, and the exclusions
    expected = {c for c in ITEM_IDS if c != "MW-X01"} | {"MW-Y", "MW-T", "MW-E"} | {
        f"MW-X{v}" for v in ("06.1", "06.2", "06.3", "08.1", "13.1", "15.1", "16.1")} | {
        "MW-B10/MW-X05", "MW-B10/MW-X57", "MW-B10/MW-X14", "MW-B09/MW-X51", "MW-X51/MW-X07", "MW-B06/MW-X07",
        "MW-B07/MW-X10", "MW-B14/MW-X12", "MW-B14/MW-X13", "MW-B14/MW-X13.1", "MW-B13/MW-X17", "MW-X5A/MW-X18",
        "MW-T/MW-E", "MW-X52/MW-E"}
    assert expected - hit == set()


def test_winner_net_equals_the_payments_net():
    n = 0
    for stake in STAKES:
        for tai in (0, 10, 30, 70, 130, 250, 1190):
            for seat in SEATS:
                for liable in (None, *(s for s in SEATS if s != seat)):
                    ctx = make_context({"seat": seat, "win_by": "self_draw"})
                    ctx = ctx.replace(liable=liable)
                    _, net = payments(tai, ctx, stake)
                    assert totals.winner_net(tai, ctx, stake) == net.get(seat, 0), (stake, tai, seat, liable)
                    n += 1
    assert n == 9 * 7 * 4 * 4
    # a share is 台 ÷ 10 × 底 from each of three payers (MW-M): 70 台 at stake "22" is 14 元 each, 42 in all
    assert totals.winner_net(70, make_context({"seat": "W"}), "22") == 42


def test_wait_values_equal_the_full_score_of_each_wait_in_every_context():
    """``Mawan.wait_values`` (the totals) against the default waits table (``mj.score`` of each wait), also for
    a context the totals leave to the full scorer (a dealt hand to check, MW-X02/X03)."""
    rng = random.Random(32)
    n = 0
    for i in range(300):
        h = _complete(rng)
        j = rng.randrange(len(h.concealed))
        tiles = list(h.concealed) + [h.win_tile]
        tiles.pop(j)
        h13 = Hand(tuple(sorted(tiles)), h.melds)
        opts = MW.options(OPTIONS[i % len(OPTIONS)])
        kinds = sorted(set(MW.waits(h13, opts).live) | {rng.randrange(34)})
        ctx = _context(rng, h)
        if i % 10 == 0:
            ctx = ctx.replace(initial_hand="19m19p19s1234567z", shisan_san=False, jushou_ting=False)
            assert not totals.covers(ctx)
        fast = MW.wait_values(h13, kinds, ctx, opts)
        plain = Ruleset.wait_values(MW, h13, kinds, ctx, opts)
        for k in kinds:
            a, b = fast[k], plain[k]
            assert (a.status, a.total, a.net) == (b.status, b.total, b.net), (h13, k, ctx)
            n += a.status == "scored"
    assert n > 300
