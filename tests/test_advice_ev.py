"""The expected value of every ready row, recomputed from ``mj.score`` (spec ``advice.md`` § Figures:
value of a win, expected value).

On 300 seeded hands spread over the three rulesets (near ready, so most have ready rows; some with declared
sets, ``seen`` tiles, Huilai ghosts, Huilai without discard wins (HL-O02 off), another ``self_draw_share``, the
player at another seat (the dealer East, or West) and Mawan at another stake),
for **every** row at legal shanten 0 the test works the figures out again, never reading the advice's own
values:

* copies left of a kind = 4 − (the 14 tiles, the declared sets, ``seen``) (advice.md § Visible copies);
* the legal winning kinds = the kinds with a copy left whose draw ``mj.score`` calls a win (by self-draw or by
  discard) on the row's 13 tiles;
* value of a way = the net amount the player collects: the player's seat's entry of ``mj.score``'s
  ``payments`` with ``{"win_by": way, "seat": seat}`` (advice.md § Figures: value of a win) — not the hand's
  ``total`` (台 / 倍 / 分 of the hand);
* value of a wait = p · (self-draw value) + (1 − p) · (discard value); a way that is not a win collects nothing
  (0); p = ``self_draw_share`` (default 1/3), p = 1 in Huilai without discard wins;
* EV = Σ over the legal winning kinds of copies left × value.

The row's waits must be exactly those kinds with those copies, each wait's two values the nets ``mj.score``
pays the player, and ``ev`` that sum.
"""
from __future__ import annotations

import random

import pytest

import mjlearn as mj
from mjlearn.hand import Hand
from mjlearn.rules import get_ruleset
from tests.test_advice_reference import JZ, near_ready

N_HANDS = 300


def _case(i: int, rng: random.Random):
    """The i-th hand: (ruleset, hand, options, seen, self_draw_share or None, seat)."""
    ruleset = ("mawan", "huilai", "jinzhou")[i % 3]
    kinds = JZ if ruleset == "jinzhou" else tuple(range(34))
    opts: dict = {}
    if ruleset == "huilai":
        if i % 4 == 1:
            opts["ghosts"] = rng.choice(("white", "red"))
        elif i % 4 == 3:
            opts["allow_discard_win"] = False
    h = near_ready(rng, kinds, p_melds=0.3 if ruleset != "huilai" else 0.0)
    if opts.get("ghosts"):
        gk = get_ruleset("huilai").ghost_kinds(get_ruleset("huilai").options(opts))
        tiles = list(h.concealed)
        if gk[0] not in tiles and tiles.count(gk[0]) < 4:
            tiles[rng.randrange(14)] = gk[0]
        h = Hand(tuple(sorted(tiles)), h.melds)
    own = [0] * 34
    for k in h.all_tiles():
        own[k] += 1
    seen: dict[int, int] = {}
    if i % 2:
        for _ in range(rng.randrange(1, 8)):
            k = rng.choice(kinds)
            if own[k] + seen.get(k, 0) < 4:
                seen[k] = seen.get(k, 0) + 1
    share = (0.5, 0.0, 1.0)[i % 3] if i % 5 == 4 else None
    seat = ("S", "E", "S", "W")[i % 4]
    if ruleset == "mawan" and i % 7 == 2:
        opts["stake"] = "22"
    return ruleset, h, opts or None, seen, share, seat


def test_ev_of_every_ready_row_from_score():
    rng = random.Random("adv-ev")
    rows = waits = 0
    for i in range(N_HANDS):
        ruleset, h, opts, seen, share, seat = _case(i, rng)
        try:
            adv = mj.advise(h, ruleset, {"seat": seat}, options=opts,
                            seen={mj.tile_str(k): n for k, n in seen.items()}, self_draw_share=share)
        except mj.MjError:
            continue  # e.g. a ghost hand that cannot be drawn (more copies than the wall has)
        if adv.wins:
            continue
        rs = get_ruleset(ruleset)
        o = rs.options(opts)
        no_discard = ruleset == "huilai" and not o.get("allow_discard_win", True)
        p = 1.0 if no_discard else (1 / 3 if share is None else share)
        ways = ("self_draw",) if no_discard else ("self_draw", "discard")
        visible = [0] * 34
        for k in list(h.all_tiles()):
            visible[k] += 1
        for k, n in seen.items():
            visible[k] += n
        tiles = list(h.concealed)
        for r in adv.rows:
            if r.legal_shanten != 0:
                continue
            rest = list(tiles)
            rest.remove(r.discard)
            want_waits, ev = {}, 0.0
            for k in rs.tile_kinds:
                left = 4 - visible[k]
                if left <= 0:
                    continue
                totals = {}
                for way in ways:
                    try:
                        s = mj.score(Hand(tuple(sorted(rest)), h.melds, k), ruleset, {"win_by": way, "seat": seat}, o)
                    except mj.MjError:
                        continue  # that way cannot be scored in this context: no win, nothing collected
                    if s.is_win:
                        totals[way] = s.payments[seat]
                if not totals:
                    continue
                want_waits[k] = (left, totals)
                ev += left * sum((p if w == "self_draw" else 1 - p) * totals.get(w, 0) for w in ways)
            where = (str(h), ruleset, opts, seen, share, seat, r.tile)
            assert {k: c for k, (c, _v) in r.waits.items()} == {k: c for k, (c, _v) in want_waits.items()}, where
            for k, (_c, v) in r.waits.items():
                assert v == want_waits[k][1], (where, mj.tile_str(k))
            assert r.ev == pytest.approx(ev, abs=1e-9), (where, r.ev, ev)
            rows += 1
            waits += len(want_waits)
    assert rows >= 300 and waits >= 600, (rows, waits)  # most hands have ready rows, several waits each
