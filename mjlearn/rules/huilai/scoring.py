"""Huilai scoring HL-K: patterns of every reading, the best one, the per-payer hand score, horses, kong
points, protections and the payment table.  The payment steps (HL-K1–K3, HL-O14–O16) are
:mod:`.payments`; 通炮 (several winners on one discard) is :mod:`.tongpao`.

Units: the hand value is the pattern multiplier in 倍 (``ScoreResult.total``, ``unit = "倍"``); payments
are in points 分 (``payment_unit = "分"``).

* HL-K0 per-payer hand score = 2 × multiplier (after the cap HL-O01) × 2 with 无鬼翻倍 (HL-O05) × 2 with
  四鬼胡牌双倍 (HL-O07).
* HL-K1 who pays: self-draw — each other player; discard — the discarder; robbing a kong — the robbed
  player for every other player (horses included).
* HL-K2 horses: the winner's hits × 马翻X倍 × (2, or the hand score with 马跟底分), from each payer.
* HL-K3 kong points (see :mod:`.kongs`), HL-O12 杠跟底分, HL-O10 马跟杠.
* HL-O14 / HL-O15: a protected loser pays nothing.  HL-O16: every amount × (X + 1).

Source: spec ``huilai.md`` § Scoring HL-K; seed 002 三·计分规则, 四·结算.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import Context, assumptions
from ...errors import MjError
from ...hand import Hand
from ...i18n import T, Text, join, plain
from ...readings import Decomposition
from ...tiles import groups_text, tile_name, tile_str, tiles_text
from ..base import Item, Note, Payment, ReadingScore, ScoreResult, settle
from . import patterns, payments
from .ghosts import ghosts_in_play
from .patterns import pattern_items
from .payments import ready_best_multiplier  # noqa: F401  (re-exported: its home before payments.py)
from .seats import p14_kind, payer_seat, table_seats
from .strings import seat_name as seat_word

SEED = "002"


def check_table(ctx: Context, opts: Mapping[str, Any]) -> None:
    """The context's seats must be at the table (HL-O17: 2 players sit E W, 3 E S W), else :class:`MjError`."""
    seats = table_seats(opts)
    for name, s in (("seat", ctx.seat), ("dealer", ctx.dealer), ("discarder", ctx.discarder)):
        if s is not None and s not in seats:
            raise MjError(Text(f"{s} 不在 {len(seats)} 人的牌桌上（HL-O17）", f"{name} {s} is not at a {len(seats)}-player table (HL-O17)"),
                          name, " ".join(seats))


def check_context(hand: Hand, ctx: Context, opts: Mapping[str, Any], kan_tiles: set[int] | None = None) -> None:
    """Context and table options must agree with the hand, else :class:`MjError`.

    Seats must be at the table (HL-O17); 地胡 on the first discard needs the dealer as discarder and a
    discard win; ``kong_from`` may only name the winner's ``kan`` tiles
    (``kan_tiles`` overrides the set, for 通炮); nobody holds more than 4 kongs (HL-K3).
    """
    check_table(ctx, opts)
    if ctx.first_discard and ctx.discarder is not None and ctx.discarder != ctx.dealer:
        raise MjError(Text("一局的第一张牌是庄家打出的", "the first discard of a hand is the dealer's"), "discarder",
                      Text(f"'first_discard' 时打出这张牌的是庄家 {ctx.dealer}", f"discarder {ctx.dealer} (the dealer) with first_discard"))
    if ctx.first_discard and ctx.win_by != "discard":
        raise MjError(Text(f"'first_discard' 是胡庄家打出的第一张牌，可这里 win_by={ctx.win_by!r}",
                           f"first_discard means a win on the dealer's first discard, but win_by={ctx.win_by!r}"),
                      "first_discard", Text("'first_discard' 只能和 win_by='discard' 一起用", "first_discard only with win_by='discard'"))
    if (ctx.first_turn or ctx.first_discard) and hand.melds:
        raise MjError(Text(f"天胡、地胡（HL-P14）是还没有碰、杠就胡，可这手牌已经下了组（{' '.join(str(m) for m in hand.melds)}）",
                           f"天胡/地胡 (HL-P14) is a win before any claim or kong, but the hand has declared sets "
                           f"({' '.join(str(m) for m in hand.melds)})"), "first_turn",
                      Text("'first_turn'、'first_discard' 只用于没有下组的手牌", "first_turn / first_discard only for a hand without declared sets"))
    if kan_tiles is None:
        kan_tiles = {m.kind_tile for m in hand.melds if m.kind == "kan"}
    for k in opts.get("kong_from", {}):
        if k not in kan_tiles:
            raise MjError(Text(f"'kong_from' 写了{tile_name(k, 'huilai')}，可胡牌者没有这张牌的接杠（HL-K3）",
                               f"kong_from names {tile_str(k)}, but the winner has no exposed kong (kan) of it (HL-K3)"),
                          "kong_from", Text("胡牌者接杠的牌：" + ("、".join(tile_name(t, "huilai") for t in sorted(kan_tiles)) or "没有"),
                                            "tiles of the winner's kan sets: "
                                            + (" ".join(tile_str(t) for t in sorted(kan_tiles)) or "none")))
    # physical tiles: the winner's hand, the turned horse tiles and the losers' ready hands are different
    # tiles of one 136-tile set (HL-A1), so no kind may appear more than 4 times among them
    check_physical_tiles([(plain("胡牌者的手牌", "the winner's hand"), tuple(hand.all_tiles()))], opts,
                         winners=(ctx.seat,))
    kongs_of: dict[str, int] = {ctx.seat: sum(1 for m in hand.melds if m.is_kong)}
    for owner, _, _ in opts.get("other_kongs", ()):
        kongs_of[owner] = kongs_of.get(owner, 0) + 1
    for s, n in kongs_of.items():
        if n > 4:
            raise MjError(Text(f"{s} 家有 {n} 个杠：一家最多 4 个（HL-K3）", f"seat {s} has {n} kongs: a player holds at most 4 (HL-K3)"),
                          "other_kongs", Text("每家最多 4 个杠，胡牌者自己的杠也算", "at most 4 kongs per seat, the winner's own kongs included"))


def check_physical_tiles(winner_tiles: list[tuple[Text, tuple[int, ...]]], opts: Mapping[str, Any],
                         winners: tuple[str, ...]) -> None:
    """No kind more than 4 times among the physical tiles of one hand (HL-A1, 136 tiles): the winners'
    tiles (``winner_tiles``: label → kinds), the turned ghost indicator (HL-O04), the horse tiles (HL-O08)
    and the losers' ready hands (HL-O14/15; seats in ``winners`` are skipped).  :class:`MjError` naming the
    kind and every source counted."""
    phys = [0] * 34
    sources: list[Text] = []
    extra: list[tuple[Text, tuple[int, ...]]] = list(winner_tiles)
    if opts.get("indicator") is not None:
        extra.append((plain("翻鬼指示牌", "the ghost indicator"), (opts["indicator"],)))
    if opts.get("horse_tiles"):
        extra.append((plain("马牌", "horse tiles"), tuple(opts["horse_tiles"])))
    for s, rh in (opts.get("ready_hands") or {}).items():
        if s not in winners:
            extra.append((plain(f"{s}的听牌", f"{s}'s ready hand"), tuple(rh.all_tiles())))
    for label, tiles in extra:
        sources.append(label)
        for k in tiles:
            phys[k] += 1
            if phys[k] > 4:
                raise MjError(Text(f"{'、'.join(t.zh for t in sources)}里的{tile_name(k, 'huilai')}超过 4 张",
                                   f"more than 4 copies of {tile_str(k)} among " + ", ".join(t.en for t in sources)),
                              "indicator / horse_tiles / ready_hands",
                              Text("每种牌最多 4 张：胡牌者的手牌、翻鬼指示牌、马牌和听牌合起来算",
                                   "at most 4 copies of each kind across the winners' hands, the ghost indicator, "
                                   "the horse tiles and the ready hands"))


# ------------------------------------------------------------------------------------------------
# Items of one evaluation


def four_ghost_reading(hand: Hand, gk, p14: str | None, cap) -> ReadingScore:
    """The 四鬼胡牌 win (HL-O06) as a reading of its own: 标准 ×1, or with 天胡/地胡 (HL-P14, a timing
    pattern that applies to a four-ghost win too) 天地胡 ×10, the standard hand then not counted (HL-N), and the
    cap (HL-O01) applied."""
    base = Item("HL-O06", T("hl.four_ghosts"), 1, "倍",
                T("hl.why.four_ghosts", ghosts=tiles_text([k for k in hand.closed_tiles if k in gk], "huilai")),
                f"{SEED} 三·鬼牌 6", "pattern")
    items, value = [base], 1
    if p14 is not None:
        base.excluded_by, base.excluded_reason = "HL-P14", T("hl.excl.P01")
        value = patterns.MULTIPLIERS["HL-P14"]
        items.append(patterns.BY_ID["HL-P14"].earns(patterns.Facts("four_ghosts", (), True, p14))[0])
        if cap is not None and value > cap:
            items.append(Item("HL-O01", T("hl.item.cap"), cap, "倍", T("hl.why.cap", cap=cap, raw=value),
                              f"{SEED} 三·封顶", "multiplier"))
            value = cap
    return ReadingScore(None, items, value, label=T("form.four_ghosts"))


def ghost_text(dec: Decomposition | None, ev: patterns.Evaluation | None) -> Text | None:
    """What each ghost stands for in a decomposition (ghosts inside groups, then wild groups)."""
    if dec is None:
        return None
    parts: list[Text] = []
    stood = dec.ghost_map
    if stood:
        parts.append(T("hl.ghost.stands", what=tiles_text(list(stood), "huilai")))
    if ev is not None:
        for sh, t in ev.wild_choice:
            parts.append(T("hl.ghost.wild_set" if sh == "pung" else "hl.ghost.wild_pair", tiles=groups_text([t], "huilai")))
    if not parts:
        return None
    return join(parts)


class _Setting:
    """What every reading of one scored hand shares: HL-P14 (the kind, or ``None``), stacking, cap."""

    __slots__ = ("p14", "stacking", "cap")

    def __init__(self, p14: str | None, stacking: str, cap) -> None:
        self.p14, self.stacking, self.cap = p14, stacking, cap


_PROBLEMS: Any = ReadingScore.problems  # type: ignore[misc]  # the slot (a descriptor) of ReadingScore.problems
_UNSET: Any = object()


class _LazyReadingScore(ReadingScore):
    """A reading of a Huilai hand whose value (倍, capped) is known at once — it decides the best reading —
    and whose evaluation, items, label and (empty) problems list are made when first read: a ghost hand has
    thousands of readings of which a learner looks at a few, and each object kept alive until the next hand
    also lengthens Python's garbage collections.  Reads, compares and prints as a
    :class:`ReadingScore`."""

    __slots__ = ("_setting", "_ev")

    def __init__(self, reading, value: int, setting: _Setting) -> None:
        self.reading = reading
        self.value = value
        self.legal = True
        self._setting = setting
        self._ev: patterns.Evaluation | None = None
        self._items = _UNSET
        self._label = _UNSET
        _PROBLEMS.__set__(self, None)

    def evaluation(self) -> patterns.Evaluation:
        """The :class:`~.patterns.Evaluation` of this reading's decomposition (wild groups chosen)."""
        if self._ev is None:
            st = self._setting
            self._ev = patterns.resolve_wild(self.reading.decomposition, st.stacking, st.cap, st.p14 is not None)
        return self._ev

    @property
    def items(self) -> list[Item]:
        v = self._items
        if v is _UNSET:
            st = self._setting
            v = self._items = pattern_items(self.evaluation(), st.p14, st.stacking, st.cap,
                                             self.reading.decomposition)
        return v  # type: ignore[return-value]  # built here, never a function

    @items.setter
    def items(self, value: list[Item]) -> None:
        self._items = value

    @property
    def label(self) -> Text | None:
        v = self._label
        if v is _UNSET:
            v = self._label = ghost_text(self.reading.decomposition, self.evaluation())
        return v  # type: ignore[return-value]  # built here, never a function

    @label.setter
    def label(self, value: Text | None) -> None:
        self._label = value

    @property
    def problems(self) -> list:
        p = _PROBLEMS.__get__(self)
        if p is None:
            p = []
            _PROBLEMS.__set__(self, p)
        return p

    @problems.setter
    def problems(self, value: list) -> None:
        _PROBLEMS.__set__(self, value)

    def __reduce__(self):  # copied or pickled: a plain ReadingScore with everything built
        return (ReadingScore, (self.reading, self.items, self.value, self.legal, self.problems, self.label))


# ------------------------------------------------------------------------------------------------
# Pattern value of a hand (used for scoring and for 10倍听牌免分)


def evaluate_readings(rs, hand: Hand, opts: Mapping[str, Any], p14: bool = False, cap="opts"):
    """(readings, evaluations) for a complete hand under these options: ``evaluations[i]`` is the
    :class:`~.patterns.Evaluation` of ``readings[i]``'s decomposition (readings of one decomposition share
    it; the decompositions are told apart by identity, which spares hashing hundreds of them)."""
    cap = opts["cap"] if cap == "opts" else cap
    rds = rs.readings(hand, opts)
    evs: list[patterns.Evaluation] = []
    last, ev = None, None
    stacking = opts["stacking"]
    for r in rds:
        d = r.decomposition
        if d is not last:  # readings() lists the readings of one decomposition together
            last = d
            ev = patterns.resolve_wild(d, stacking, cap, p14)
        evs.append(ev)
    return rds, evs


# ------------------------------------------------------------------------------------------------
# Scoring


def _ghost_count(hand: Hand, gk) -> int:
    return sum(1 for k in hand.closed_tiles if k in gk)


def _refusal(res: ScoreResult, ctx: Context, opts: Mapping[str, Any]) -> bool:
    """HL-O02 / HL-A3: whether the table refuses this way of winning (``res.why_not`` says so); the notes on
    the way of winning."""
    if ctx.win_by == "discard" and not opts["allow_discard_win"]:
        res.why_not.append(T("hl.notwin.discard"))
        return True
    if ctx.win_by == "rob_kong" and not opts["allow_rob_kong"]:
        res.why_not.append(T("hl.notwin.rob"))
        return True
    if ctx.win_by == "rob_kong":
        res.notes.append(Note("HL-A3", T("hl.note.rob")))
    if ctx.first_turn and ctx.win_by != "self_draw" and p14_kind(ctx, opts) is None:
        how = "rob" if ctx.win_by == "rob_kong" else "discard"
        res.notes.append(Note("HL-P14", T(f"hl.note.P14.not_di.{how}", seat=seat_word(payer_seat(ctx, opts)))))
    # HL-O03 必胡 changes nothing in a score (the win is taken automatically), so it has no note here
    return False


def _reading_scores(rs, hand: Hand, opts: Mapping[str, Any], gk, p14: str | None) -> list[ReadingScore]:
    """Collect: every reading with its value (the patterns' pipeline, from the class-signature caches); the
    四鬼胡牌 reading first when it applies.  Each reading's evaluation, items and ghost text are built when
    somebody reads them: a ghost hand has thousands of readings and only the chosen one is always needed."""
    scored: list[ReadingScore] = []
    if opts["four_ghost_win"] and _ghost_count(hand, gk) >= 4:
        scored.append(four_ghost_reading(hand, gk, p14, opts["cap"]))
    last, value = None, 0
    stacking, cap = opts["stacking"], opts["cap"]
    setting = _Setting(p14, stacking, cap)
    for r in rs.readings(hand, opts):
        d = r.decomposition
        if d is not last:  # readings() lists the readings of one decomposition together
            last = d
            value = patterns.resolve_value(d, stacking, cap, p14 is not None)
        scored.append(_LazyReadingScore(r, value, setting))
    return scored


def _best(scored: list[ReadingScore], opts: Mapping[str, Any]) -> int:
    """The first reading of the highest value (a later one only if higher); 四鬼加倍 (HL-O07) doubles the
    four-ghost reading."""
    def effective_value(i: int) -> float:
        s = scored[i]
        return s.value * (2 if (s.reading is None and opts["four_ghost_double"]) else 1)

    best, best_value = 0, effective_value(0)
    for i in range(1, len(scored)):
        v = effective_value(i)
        if v > best_value:
            best, best_value = i, v
    return best


def _pattern_notes(res: ScoreResult, hand: Hand, chosen: ReadingScore, opts: Mapping[str, Any]) -> None:
    """The interpretation notes of the chosen reading's patterns (only those that decided something)."""
    ev = chosen.evaluation() if isinstance(chosen, _LazyReadingScore) else None
    if ev is not None:
        for c, _by in ev.codes:
            if c == "HL-P03" and any(k < 9 for k in hand.all_tiles()):  # 万: the seed's slip decided it
                res.notes.append(Note("HL-P03", T("hl.note.P03")))
            if c in ("HL-P07", "HL-P08"):
                res.notes.append(Note("HL-P07", T("hl.note.P07")))
            if c == "HL-P09":
                res.notes.append(Note("HL-P09", T("hl.note.P09")))
            if c == "HL-P12":
                res.notes.append(Note("HL-P12", T("hl.note.P12")))
            if c == "HL-P14" and any(i.code.startswith("HL-P") and i.code != "HL-P14" and i.value > 1
                                     for i in chosen.counted):  # stacked with another pattern
                res.notes.append(Note("HL-P14", T("hl.note.P14")))
        gt = chosen.label
        if gt is not None:
            res.notes.append(Note("HL-G", gt))
    elif any(i.code == "HL-P14" for i in chosen.counted):
        res.notes.append(Note("HL-P14", T("hl.note.P14.four_ghosts")))
    # HL-S: the stacking rule (multiply, or the option add) changes the result only when two or more patterns
    # count; with one pattern the note would explain nothing (a note only where it changed something)
    if sum(1 for i in chosen.counted if i.code.startswith("HL-P")) >= 2:
        res.notes.append(Note("HL-S", T(f"hl.note.stacking.{opts['stacking']}")))


def _hand_score(res: ScoreResult, items: list[Item], hand: Hand, value: float, four_reading: bool, ctx: Context,
                opts: Mapping[str, Any], gk, seats: tuple[str, ...]) -> float:
    """Multiply: HL-K0, the per-payer hand score = 2 × 倍 × 2 (无鬼翻倍 HL-O05) × 2 (四鬼胡牌双倍 HL-O07, when
    the chosen reading is the four-ghost one: ``four_reading``); its items appended.  Returns the score (分)."""
    factor = 1
    extra_zh, extra_en = "", ""
    if ghosts_in_play(opts) and opts["no_ghost_double"] and not any(k in gk for k in hand.all_tiles()):
        factor *= 2
        items.append(Item("HL-O05", T("hl.item.no_ghost"), 2, "×",
                          T("hl.why.no_ghost", ghosts=tiles_text(sorted(gk), "huilai")), f"{SEED} 三·鬼牌 5", "multiplier"))
        res.notes.append(Note("HL-O05", T("hl.note.no_ghost")))
        extra_zh += " × 2（无鬼）"
        extra_en += " × 2 (no ghost)"
    if four_reading and opts["four_ghost_double"]:
        factor *= 2
        items.append(Item("HL-O07", T("hl.item.four_ghost_double"), 2, "×", T("hl.why.four_ghost_double"),
                          f"{SEED} 三·鬼牌 7", "multiplier"))
        extra_zh += " × 2（四鬼）"
        extra_en += " × 2 (four ghosts)"
    score = 2 * value * factor
    others = [s for s in seats if s != ctx.seat]
    payer = payer_seat(ctx, opts)
    if ctx.win_by == "self_draw":
        payers_text = T("hl.payers.self_draw", n=len(others))
    elif ctx.win_by == "discard":
        payers_text = T("hl.payers.discard", seat=seat_word(payer))
    else:
        payers_text = T("hl.payers.rob_kong", seat=seat_word(payer), n=len(others))
    items.append(Item("HL-K0", T("hl.item.hand_score"), score, "分",
                      T("hl.why.hand_score", mult=value, extra=Text(extra_zh, extra_en), score=score,
                        payers=payers_text), f"{SEED} 三·计分规则", "hand_score"))
    return score


def _unique_notes(notes: list[Note]) -> list[Note]:
    """The notes without repeats (same code and text), in order."""
    seen, out = set(), []
    for n in notes:
        key = (n.code, n.text.zh, n.text.en)
        if key not in seen:
            seen.add(key)
            out.append(n)
    return out


def settle_win(rs, res: ScoreResult, items: list[Item], hand: Hand, value: float, four_reading: bool, ctx: Context,
               opts: Mapping[str, Any], *, horse_seat: str | None = None,
               include_other_kongs: bool = True) -> list[Payment]:
    """The payment lines (分) of a win worth ``value`` 倍 on the complete ``hand`` (``four_reading``: the chosen
    reading is 四鬼胡牌's): the hand score HL-K0 (HL-O05, HL-O07), who pays HL-K1, horses HL-K2, kongs HL-K3,
    protections HL-O14/O15 and HL-O16 — in :func:`score_hand`'s order, its items and notes appended to
    ``items`` and ``res``.  The waits table (:func:`.waits.wait_values`) settles each wait through it too, so
    its net is the one ``score`` gives."""
    seats = table_seats(opts)
    score = _hand_score(res, items, hand, value, four_reading, ctx, opts, rs.ghost_kinds(opts), seats)
    pay_units = payments.pay_units(ctx, opts, seats)
    lines = [Payment(s, ctx.seat, score * n, T("hl.pay.hand"), "HL-K0") for s, n in pay_units]
    hits_of = payments.horses(res, items, lines, ctx, opts, seats, score, pay_units, horse_seat)
    lines.extend(payments.kongs(res, items, hand, ctx, opts, value, hits_of, include_other_kongs))
    lines = payments.protections(rs, res, items, lines, ctx, opts)
    return payments.total_plus(items, lines, opts)


def score_hand(rs, hand: Hand, ctx: Context, opts: Mapping[str, Any], *, horse_seat: str | None = None,
               include_other_kongs: bool = True) -> ScoreResult:
    """Score a complete Huilai hand (see the module docstring): collect every reading's value (the pattern
    rules, :mod:`.patterns`) → the best → multiply into the hand score (HL-K0) → horses, kongs → protections
    and HL-O16 → settle.  ``horse_seat``: count horse hits for this seat instead of the winner's (通炮);
    ``include_other_kongs``: settle option ``other_kongs`` here."""
    seats = table_seats(opts)
    res = ScoreResult("huilai", hand, ctx, dict(opts), "not_win", unit="倍", payment_unit="分")
    if opts["players"] != 4:  # only the seats of this table (a note only where it changes something)
        res.notes.append(Note("HL-O17", T(f"hl.note.seats.{opts['players']}")))
    res.assumptions = assumptions(ctx, ("win_by", "discarder", "seat", "dealer"))
    if _refusal(res, ctx, opts):
        return res
    gk = rs.ghost_kinds(opts)
    p14 = p14_kind(ctx, opts)
    scored = _reading_scores(rs, hand, opts, gk, p14)
    res.readings = scored
    if not scored:
        res.why_not.append(T("notwin.no_shape", rule="HL-A4"))
        return res
    if gk and _ghost_count(hand, gk):  # only a hand holding a ghost is read through the ghost rule
        res.notes.append(Note("HL-G", T("hl.note.ghosts")))
    res.best = best = _best(scored, opts)
    res.status = "scored"
    chosen = scored[best]
    value = chosen.value
    items = list(chosen.items)
    _pattern_notes(res, hand, chosen, opts)
    lines = settle_win(rs, res, items, hand, value, chosen.reading is None, ctx, opts, horse_seat=horse_seat,
                       include_other_kongs=include_other_kongs)
    res.items = items
    res.total = value
    res.total_text = T("hl.total", value=value)
    res.payment_lines = lines
    res.payments = settle(lines, seats)
    res.notes = _unique_notes(res.notes)
    return res


