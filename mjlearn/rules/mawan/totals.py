"""Mawan totals only: the 台 of a reading exactly as :meth:`Mawan.score_reading` gives them, without items,
reasons, notes or payment texts (the advice's waits table scores ~150 completed hands a call).

:func:`hand_tai` is the best reading's 台 (``max`` of ``score_reading(...)[0].value`` over the readings); it
follows the same steps — basic items MW-B (张), bonuses MW-X (台), the exclusions MW-N, the 晕 cap MW-Y, the
count table MW-T and the exception MW-E — on counts and flags instead of :class:`~.facts.MwItem` lists, the
hand's facts (counts, declared sets, context, |W|) worked out once for all its readings.  A context with an
``initial_hand`` (MW-X02/X03 checked from the dealt tiles) is not covered: :func:`covers` says so and the caller
scores it in full.  :func:`winner_net` is the winner's entry of the MW-M net (:func:`.settlement.payments`).

Checked against ``score_reading`` and ``payments`` on seeded hands, every way of winning, seat, option and
context flag (``tests/test_mawan_totals.py``).

Source: spec ``mawan.md`` MW-B, MW-X, MW-N, MW-Y, MW-T, MW-E, MW-W, MW-M.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import SEATS, Context, wind_kind
from .count_table import table_tai
from .settlement import share

_WAIT_CODE = {"closed": 6, "edge": 15, "single": 16}  # MW-B06 坎, MW-B15 边, MW-B16 吊


def covers(ctx: Context) -> bool:
    """Whether :func:`hand_tai` covers this context (not an ``initial_hand`` to check: MW-X02/X03)."""
    return not ctx.initial_hand


def _yao(tiles) -> bool:
    return any(k >= 27 or k % 9 in (0, 8) for k in tiles)


def hand_tai(hand, readings, ctx: Context, opts: Mapping[str, Any], waits: tuple, counts: list) -> int:
    """The best 台 over ``readings`` of the complete ``hand`` (as :meth:`Mawan._score`'s ``total``).

    ``waits`` : the live waits of the hand before the win (MW-W, MW-X11, MW-X55); ``counts`` : 34 counts over
    every physical tile.  ``ctx`` must be covered (:func:`covers`)."""
    win = hand.win_tile
    win_by = ctx.win_by
    self_draw = win_by == "self_draw"
    discard = win_by == "discard"
    n_waits = len(waits)
    melds = hand.melds
    n_claimed = sum(1 for m in melds if m.kind != "ankan")
    kong_kinds = {m.kind_tile for m in melds if m.is_kong}
    before = list(counts)
    before[win] -= 1

    # ---- basic items of the whole hand (张): 摸 清 断 缺 归 归杠
    base_zhang = (1 if self_draw else 0) + (1 if n_claimed == 0 else 0)  # MW-B01, MW-B02
    base_items = (1 if self_draw else 0) + (1 if n_claimed == 0 else 0)
    terminal = any(counts[9 * i] or counts[9 * i + 8] for i in range(3))
    honors = any(counts[27:34])
    duan = not terminal and not (honors and opts["duan_excludes_honors"])  # MW-B04
    if duan:
        base_zhang += 1
        base_items += 1
    suits = [i for i in range(3) if any(counts[9 * i:9 * i + 9])]
    winds = any(counts[27:31])
    dragons = any(counts[31:34])
    n_missing = (3 - len(suits)) + (0 if winds else 1) + (0 if dragons else 1)  # MW-B10
    n_gui = sum(1 for m in melds if m.kind == "kakan")  # MW-B11
    n_gui_gang = sum(1 for m in melds if m.kind in ("ankan", "kan"))  # MW-B12
    base_zhang += n_gui + n_gui_gang
    base_items += n_gui + n_gui_gang

    # ---- bonuses of the whole hand (台)
    x57 = len(suits) == 1 and (winds or dragons)
    x05 = len(suits) == 1 and not winds and not dragons
    x14 = not any(counts[:27])
    que_counted = n_missing > 0 and not (x05 or x57 or x14)  # MW-N: 清一色 / 凑一色 / 风一色 over 缺
    if que_counted:
        base_zhang += n_missing
        base_items += 1
    base_tai = 0
    if ctx.last_tile and self_draw:
        base_tai += 50  # MW-X53
    if ctx.kong_replacement:
        base_tai += 50  # MW-X54
    if n_waits == 1 and discard and ctx.seen_count(win) + before[win] == 3:
        base_tai += 50  # MW-X55
    if n_missing == 0:
        base_tai += 50  # MW-X56
    if x57:
        base_tai += 50
    if n_claimed == 4 and discard:
        base_tai += 50  # MW-X59
    if win_by == "rob_kong":
        base_tai += 50  # MW-X5B
    if ctx.first_discard:
        base_tai += 100  # MW-X04
    if x05:
        base_tai += 100
    if n_waits == 2 and discard and sum(ctx.seen_count(k) + before[k] for k in waits) == 7:
        base_tai += 100  # MW-X11
    if x14:
        base_tai += 100
    n_kong_open = sum(1 for m in melds if m.kind in ("kan", "kakan"))
    if n_kong_open >= 3:
        base_tai += 200 if n_kong_open == 4 else 100  # MW-X16 (外四归 over its base)
    x18 = sum(1 for m in melds if m.kind in ("pon", "kakan")) == 4
    if x18:
        base_tai += 100
    if ctx.shisan_san:
        base_tai += 100  # MW-X02 (the context flag)
    if ctx.jushou_ting:
        base_tai += 100  # MW-X03
    full = [all(counts[9 * i + r] for r in range(9)) for i in range(3)]
    # MW-X07 断桥会: 1234 and 6789 held, won on that suit's 5
    dq = -1
    if win < 27 and win % 9 == 4:
        b0 = win - 4
        if all(before[b0 + r - 1] for r in (1, 2, 3, 4, 6, 7, 8, 9)):
            dq = win // 9
    single_wait = n_waits == 1 or not opts["wait_items_need_single_wait"]
    b06 = 2 if (win % 9 == 4 if win < 27 else win - 26 == 5) else 1
    seat_w = wind_kind(ctx.seat)
    round_w = wind_kind(ctx.round_wind)
    long_chows = opts["long_needs_chows"]
    bian = opts["bian_constrains_pair"]
    cap = opts["yun_cap"]
    four_kinds = [k for k in range(27) if counts[k] == 4 and k not in kong_kinds]  # MW-B13 candidates

    best = None
    for rd in readings:
        groups = rd.groups
        std = rd.form == "standard"
        sets = rd.sets
        chows = [g for g in sets if g.shape == "chow"]
        chow_kinds = {g.tiles[0] for g in chows}
        zhang = base_zhang
        items = base_items
        tai = base_tai
        pair = rd.pair if std else None

        # MW-B03 平, MW-B05 将
        b03 = std and len(chows) == len(sets)
        if b03:
            zhang += 1
            items += 1
        b05 = 0
        if pair is not None:
            pk = pair.tiles[0]
            if pk < 27 and pk % 9 in (1, 4, 7):
                b05 = 3 if pk % 9 == 4 else 2
                zhang += b05
                items += 1
        # MW-X07 (and its self-drawn 一条龙), MW-X51 一条龙
        x07 = False
        long_suits = set()
        if dq >= 0:
            if self_draw:
                if long_chows and not all(9 * dq + r in chow_kinds for r in (0, 3, 6)):
                    long_suits.add(dq)
                    tai += 50
            elif discard:
                x07 = True
                tai += 100
        for i in range(3):
            if (all(9 * i + r in chow_kinds for r in (0, 3, 6)) if long_chows else full[i]):
                long_suits.add(i)
                if not (x07 and dq == i):  # MW-N: 断桥会 over 一条龙 of its suit
                    tai += 50
        # MW-B06 / B15 / B16 (single wait, MW-W)
        code = 16 if rd.form == "seven_pairs" else _WAIT_CODE.get(rd.win_shape or "")
        if code is not None and single_wait:
            if code == 6:
                if not x07:  # MW-N: 断桥会 over 坎 on the 5
                    zhang += b06
                    items += 1
            else:
                zhang += 1
                items += 1
        # MW-B07 高 and MW-X10 姊妹对
        if len(chows) >= 2:
            seen_c: dict = {}
            for g in chows:
                seen_c[g.tiles] = seen_c.get(g.tiles, 0) + 1
            for t, k in seen_c.items():
                if k >= 2:
                    x10 = k >= 3 and any(g.tiles == t and g.source == "chi" for g in chows)
                    if x10:
                        tai += 100
                    else:
                        zhang += k // 2
                        items += 1
        # MW-B08 花, MW-X52 喜相逢, MW-X09 三同
        chow_suits: dict = {}
        trip_suits: dict = {}
        for g in sets:
            k0 = g.tiles[0]
            if k0 >= 27:
                continue
            (chow_suits if g.shape == "chow" else trip_suits).setdefault(k0 % 9, set()).add(k0 // 9)
        x52 = 0
        for ss in chow_suits.values():
            if len(ss) == 3:
                x52 += 50
        for ss in trip_suits.values():
            if len(ss) == 3:
                tai += 100  # MW-X09
        for ss in chow_suits.values():
            if len(ss) == 2:
                zhang += 1
                items += 1
        for ss in trip_suits.values():
            if len(ss) == 2:
                zhang += 1
                items += 1
        tai += x52
        # MW-B09 配
        for i in range(3):
            if 9 * i in chow_kinds and 9 * i + 6 in chow_kinds and i not in long_suits:
                zhang += 1
                items += 1
        # MW-X17 双龙抱柱, MW-B13 归带杠
        x17 = -1
        if pair is not None and counts[pair.tiles[0]] == 4:
            pk = pair.tiles[0]
            if sum(1 for g in chows if pk in g.tiles) == 2:
                x17 = pk
                tai += 100
        if four_kinds and chows:
            in_chows = {k for g in chows for k in g.tiles}
            for k in four_kinds:
                if k in in_chows and k != x17:
                    zhang += 1
                    items += 1
        # triplets: MW-B14 晕, MW-X08, MW-X12, MW-X13, MW-X15, MW-X5A
        trips = [g for g in sets if g.shape in ("pung", "kong")]
        trip_kinds = {g.tiles[0] for g in trips}
        x12 = 31 in trip_kinds and 32 in trip_kinds and 33 in trip_kinds
        if x12:
            tai += 100
        n_wind_trips = sum(1 for g in trips if 27 <= g.tiles[0] <= 30)
        x13 = False
        if n_wind_trips == 4:
            x13 = True
            tai += 200
        elif n_wind_trips == 3 and pair is not None and 27 <= pair.tiles[0] <= 30:
            x13 = True
            tai += 100
        yun_all = yun_wind = 0
        for g in trips:
            kd = g.tiles[0]
            if kd < 27:
                continue
            kong = g.shape == "kong"
            if kd >= 31:
                if x12:
                    continue
                n = 3 if kong else 2
                yun_all += n
            else:
                rnd, st = kd == round_w, kd == seat_w
                n = (3 if kong else 2) if rnd and st else (2 if kong else 1) if rnd else 1 if st else 0
                if n == 0 or x13:
                    continue
                yun_all += n
                yun_wind += n
            zhang += n
            items += 1
        if cap != "none":
            ytot = yun_all if cap == "all" else yun_wind
            if ytot > 3:
                zhang += 3 - ytot  # MW-Y cap item
                items += 1
        for i in range(3):  # MW-X08 节节高 (the first suit with a run of three)
            ranks = {g.tiles[0] % 9 for g in trips if g.tiles[0] < 27 and g.tiles[0] // 9 == i}
            run = 0
            for r in ranks:
                n = 1
                while r + n in ranks:
                    n += 1
                run = max(run, n)
            if run >= 3:
                tai += 200 if run == 4 else 100
                break
        n_conc = 0
        for j, g in enumerate(groups):  # MW-X15 内三杠: pungs/kongs the player drew
            if g.shape in ("pung", "kong") and (
                    g.source == "ankan" or (g.source == "concealed" and not (j == rd.win_index and not self_draw))):
                n_conc += 1
        if n_conc >= 3:
            tai += 200 if n_conc == 4 else 100
        if std:
            n_yao_sets = sum(1 for g in sets if _yao(g.tiles))
            pair_yao = _yao(pair.tiles) if pair is not None else False
            if n_yao_sets == 1 and [g for g in sets if _yao(g.tiles)][0].shape in ("pung", "kong") \
                    and not (bian and pair_yao):
                tai += 30  # MW-X31 一块匾
            if len(sets) - n_yao_sets == 1 and not (bian and not pair_yao):
                tai += 30  # MW-X32 反匾
            if pair_yao and n_yao_sets == 0:
                tai += 30  # MW-X33 幺将
            if not pair_yao and n_yao_sets == len(sets):
                tai += 30  # MW-X34 将不幺
            if n_yao_sets == len(sets) and pair_yao:
                tai += 50  # MW-X58 全带幺
            if len(trips) == len(sets) and not x18:
                tai += 50  # MW-X5A 对子胡 (MW-N: not with 枯四碰)
        elif rd.form == "seven_pairs":  # MW-X06 七对 and its variants
            kinds = [g.tiles[0] for g in groups]
            fours = len(kinds) - len(set(kinds))
            tai += (100, 200, 400, 800)[fours]
        # MW-T on the counted 张, then MW-E
        only_que = zhang == 1 and items == 1 and que_counted
        if x52 and b03 and duan and b05 >= 2 and que_counted and n_missing >= 2:
            value = tai - x52 + 100  # MW-E: 喜相逢 and the table together 100 台
        else:
            value = tai + table_tai(zhang, only_que)
        if best is None or value > best:
            best = value
    return 0 if best is None else best


def winner_net(tai: float, ctx: Context, stake: str) -> float:
    """The winner's (``ctx.seat``) entry of the MW-M net: what :func:`.settlement.payments` nets for that seat
    (each other seat pays a share, or the liable seat all three), summed in the same order."""
    amount = share(tai, stake)
    winner = ctx.seat
    net: float = 0
    for s in SEATS:
        if s == winner:
            continue
        payer = ctx.liable if ctx.liable is not None else s
        if payer == winner:
            net = net - amount
        net = net + amount
    return net


__all__ = ["covers", "hand_tai", "winner_net"]
