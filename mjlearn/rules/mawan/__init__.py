"""Mawan 马湾算胡 ruleset (spec ``mawan.md``, seed ``000_48bf61dab154aa4c.txt``).

Table and claims (MW-A): 136 tiles, no flowers (MW-A1); chi, pon and kongs — 冲杠/直杠 ``kan`` and 蓄杠
``kakan`` are exposed, 暗杠 ``ankan`` is not and does not open the hand (MW-A2); 蓄杠 and 直杠 can be robbed,
so ``win_by="rob_kong"`` is accepted (MW-A3); forms: standard and seven pairs, no thirteen orphans (MW-A4);
one winner per discard, priority counterclockwise from the dealer (MW-A5, :mod:`.procedures`).

How a hand is valued (:meth:`Mawan.score`), for every reading:

1. basic items MW-B01…B16 in 张 (:mod:`.items`, 晕 table MW-Y, single-wait rule MW-W);
2. bonuses MW-X31…X34 (+30), X51…X5B (+50), X01…X18 (+100, variants +200/+400/+800) (:mod:`.bonuses`);
3. exclusions MW-N (:mod:`.exclusions`), then the 晕 cap MW-Y;
4. count table MW-T on the counted 张 (:mod:`.count_table`), then bonuses added, then the exception MW-E;
5. the reading with the most 台 wins (ties: the first in readings order).

Payments MW-M (:mod:`.settlement`); table procedures MW-G1…G6 (:mod:`.procedures`).  MW-X01 is blank in the
seed: it is listed (catalogue ``mw.name.MW-X01``) as missing in the source and never scored.

Options (``option_specs``):

=============================  =========  ====================================================
name                           default    meaning
=============================  =========  ====================================================
wait_items_need_single_wait    True       MW-W: 坎/边/吊 only with one live wait kind
duan_excludes_honors           False      MW-B04: 断 also forbids honors
yun_cap                        "all"      MW-Y: the cap of 3 applies to all 晕 / wind 晕 / none
bian_constrains_pair           False      MW-X31/X32: the pair follows the "other sets" condition
long_needs_chows               True       MW-X51: 一条龙 needs chows 123 456 789
pot_fine                       3          MW-G5: 破盆 fine F as a multiple of the 底 (1…10)
stake                          "11"       MW-M: "11" … "99" — 底 N 元, 10 台 = N 元
=============================  =========  ====================================================

The stake is an *option* rather than a context field: it is fixed for a session (common.md lists it
among the defaults, "Mawan stake '11'"); a result says when it relied on the default.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import Context, assumptions, ignored_note_text, seat_name
from ...errors import MjError
from ...hand import Hand
from ...i18n import T, plain, register
from ...values import plain as plain_value
from ...wording import whole

register({
    "mw.err.stake": ("选项“筹码”（'stake'，MW-M 底）不能是 {v}", "option 'stake' (MW-M 底) cannot be {v}"),
    "mw.err.stake.ok": ("文字 '11'、'22' … '99'（或数字 11、22 … 99）：底 N 元，10 台 = N 元",
                        "the text '11', '22', … '99' (or the number 11, 22, … 99): 底 N 元, 10 台 = N 元"),
    "mw.err.kaitian": ("开天辟是胡庄家打出的第一张牌，可这张牌是{d}打出的，庄家是{dealer}",
                       "开天辟 (win on the first discard) is a win on the dealer's first discard, but the discarder is {d} and the dealer {dealer}"),
    "mw.err.kaitian.ok": ("打出这张牌的是庄家（或不填）", "the discarder = the dealer (or leave it out) with 'first_discard'"),
    "mw.err.kaitian_sets": ("开天辟是胡第一张打出的牌：胡牌者还没轮到过，不能有下了的组（{sets}）",
                            "开天辟 (win on the first discard) is a win on the very first discard: the winner has had no turn, so it cannot have declared sets ({sets})"),
    "mw.err.kaitian_sets.ok": ("'first_discard' 只用于没有下组的手", "'first_discard' only for a hand without declared sets"),
    "mw.err.first_last": ("一局的第一张打出的牌不可能同时是最后一张牌", "the first discard of a hand cannot come with the last tile of the wall"),
    "mw.err.first_last.ok": ("'first_discard' 和 'last_tile' 只能选一个", "'first_discard' or 'last_tile', not both"),
    "mw.err.initial_n": ("起手牌（'initial_hand'）有 {n} 张，要正好 13 张", "the initial hand ('initial_hand') has {n} tiles"),
    "mw.err.initial_n.ok": ("13 张，如 '147m258p369s1234z'", "13 tiles, e.g. '147m258p369s1234z'"),
    "mw.err.shisan": ("设了十三散，可起手牌 {h} 里有牌能搭成形", "十三散 (thirteen scattered) is set but the initial hand {h} has tiles that form a shape"),
    "mw.err.shisan.ok": ("关掉 'shisan_san'，或给一手散的起手牌", "leave 'shisan_san' off, or give a scattered initial hand"),
    "mw.err.jushou": ("设了举手听，可起手牌 {h} 没有听牌", "举手听 (ready when dealt) is set but the initial hand {h} is not ready"),
    "mw.err.jushou.ok": ("关掉 'jushou_ting'，或给一手听牌的起手牌", "leave 'jushou_ting' off, or give a ready initial hand"),
})
from ..base import Note, OptionSpec, ReadingScore, Ruleset, ScoreResult, register_ruleset
from . import strings  # noqa: F401  (registers the catalogue)
from .bonuses import BONUS, bonus_items, initial_hand_facts
from .count_table import count_item, exception_items
from .exclusions import apply_exclusions
from .facts import Facts
from .items import BASIC, basic_items, yun_cap_item
from .settlement import STAKES, payments
from .totals import covers, hand_tai, winner_net

SPEC_IDS = (
    "MW-A1", "MW-A2", "MW-A3", "MW-A4", "MW-A5",
    *[f"MW-B{i:02d}" for i in range(1, 17)], "MW-Y", "MW-W", "MW-T",
    "MW-X31", "MW-X32", "MW-X33", "MW-X34",
    *[f"MW-X5{c}" for c in "123456789AB"],
    *[f"MW-X{i:02d}" for i in range(1, 19)],
    "MW-N", "MW-E", "MW-M", "MW-G1", "MW-G2", "MW-G3", "MW-G4", "MW-G5", "MW-G6",
)


def _catalogue_order(code: str) -> tuple:
    """Basic items first, then the bonuses by tier: +30 (X3x), +50 (X5x), +100 (X01…X18)."""
    tier = 0 if code.startswith("MW-B") else {"3": 1, "5": 2}.get(code[4], 3)
    return tier, code


#: every item id, in the catalogue's order (the ids of the rules of BASIC and BONUS)
ITEM_IDS = tuple(sorted(BASIC.ids() + BONUS.ids(), key=_catalogue_order))
RULES = {r.id: r for r in (*BASIC, *BONUS)}


def rule_list() -> list:
    """Every Mawan item for a learner's overview: ``(code, name Text, what it is worth Text, scored)``.

    Basic items are worth a count (张); bonuses 台.  MW-X01 is listed with ``scored=False``: its line is blank
    in the seed ("missing in the source").
    """
    out = []
    for code in ITEM_IDS:
        if code.startswith("MW-B"):
            worth = plain("张", "张 (count)")
        else:
            tai = {"3": 30, "5": 50}.get(code[4], 100)
            worth = plain(f"+{tai}台", f"+{tai} 台")
        if code == "MW-X01":
            worth = T("mw.note.MW-X01")
        out.append((code, T(f"mw.name.{code}"), worth, code != "MW-X01"))
    return out


class Mawan(Ruleset):
    """马湾算胡: counts (张) → 台 table + bonuses (台); payments in 元.  See the module docstring."""

    name = "mawan"
    id_prefix = "MW"
    title = plain("马湾算胡", "Mawan")
    seed = "000_48bf61dab154aa4c.txt"
    tile_kinds = tuple(range(34))  # MW-A1
    forms = ("standard", "seven_pairs")  # MW-A4
    meld_kinds = ("chi", "pon", "kan", "kakan", "ankan")  # MW-A1, MW-A2
    unit = "台"
    payment_unit = "元"
    implemented = True
    #: Context fields this ruleset reads; any other field set by the caller is named in a note (common.md)
    context_fields = frozenset(['dealer', 'discarder', 'first_discard', 'initial_hand', 'jushou_ting', 'kong_replacement', 'last_tile', 'liable', 'round_wind', 'seat', 'seen', 'shisan_san', 'win_by'])
    option_specs = (
        OptionSpec("wait_items_need_single_wait", T("mw.opt.wait_items_need_single_wait"), "bool", True, code="MW-W"),
        OptionSpec("duan_excludes_honors", T("mw.opt.duan_excludes_honors"), "bool", False, code="MW-B04"),
        OptionSpec("yun_cap", T("mw.opt.yun_cap"), "choice", "all", ("all", "winds", "none"), code="MW-Y"),
        OptionSpec("bian_constrains_pair", T("mw.opt.bian_constrains_pair"), "bool", False, code="MW-X31"),
        OptionSpec("long_needs_chows", T("mw.opt.long_needs_chows"), "bool", True, code="MW-X51"),
        OptionSpec("pot_fine", T("mw.opt.pot_fine"), "int", 3, code="MW-G5", minimum=1, maximum=10),
        OptionSpec("stake", T("mw.opt.stake"), "choice", "11", STAKES, code="MW-M"),
    )

    def spec_ids(self) -> tuple:
        return SPEC_IDS

    def options(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Validated Mawan options.  The stake (MW-M) is the text ``"11"`` … ``"99"``; the whole numbers
        11, 22, … 99 are accepted for it too.  :class:`MjError` on a bad key or value."""
        options = plain_value(options, "options")
        if isinstance(options, Mapping) and "stake" in options:
            st = options["stake"]
            if type(st) is int and str(st) in STAKES:
                options = {**options, "stake": str(st)}
            elif not (isinstance(st, str) and st in STAKES):
                raise MjError(T("mw.err.stake", v=repr(st)), "'stake'", T("mw.err.stake.ok"))
        return super().options(options)

    def check_context(self, hand: Hand, ctx: Context, opts: Mapping[str, Any]) -> None:
        """MW-X02/X03: a supplied ``initial_hand`` must be 13 tiles and agree with the 十三散 / 举手听 flags.
        MW-X04 开天辟: the first discard is the dealer's, so an explicit ``discarder`` must be the dealer; the
        winner has had no turn yet, so it has no declared sets; and it cannot be the last tile of the wall.

        Raises :class:`MjError` (what / where / allowed).
        """
        if ctx.first_discard and ctx.discarder is not None and ctx.discarder != ctx.dealer:
            raise MjError(T("mw.err.kaitian", d=seat_name(ctx.discarder), dealer=seat_name(ctx.dealer)), "'discarder'",
                          T("mw.err.kaitian.ok"))
        if ctx.first_discard and hand.melds:
            raise MjError(T("mw.err.kaitian_sets", sets=" ".join(str(m) for m in hand.melds)), "'first_discard'",
                          T("mw.err.kaitian_sets.ok"))
        if ctx.first_discard and ctx.last_tile:
            raise MjError(T("mw.err.first_last"), "'last_tile'", T("mw.err.first_last.ok"))
        if ctx.initial_hand:
            scattered, ready, _ = initial_hand_facts(ctx.initial_hand, opts, self)
            if ctx.shisan_san and not scattered:
                raise MjError(T("mw.err.shisan", h=ctx.initial_hand), "'shisan_san'", T("mw.err.shisan.ok"))
            if ctx.jushou_ting and not ready:
                raise MjError(T("mw.err.jushou", h=ctx.initial_hand), "'jushou_ting'", T("mw.err.jushou.ok"))

    # ------------------------------------------------------------------ scoring
    def score_reading(self, hand: Hand, reading, ctx: Context, opts: Mapping[str, Any], waits: tuple,
                      counts: list) -> tuple:
        """Score one reading: (ReadingScore, notes).  Steps 2–6 of the module docstring."""
        f = Facts(hand, reading, ctx, opts, counts, waits, ruleset=self)
        basic = basic_items(f)  # collect: the rules of BASIC (张) and BONUS (台)
        bonus = bonus_items(f)
        items = basic + bonus
        if apply_exclusions(items):  # exclude: the MW-N table
            f.note("MW-N")
        cap = yun_cap_item(f, items)  # cap: 晕 at most 3 (MW-Y)
        table = count_item(f, basic + cap)  # table: counted 张 → 台 (MW-T), then the bonuses added
        items = basic + cap + [table] + bonus
        items += exception_items(f, items)
        value = sum(i.value for i in items if i.counted and i.unit == "台")
        return ReadingScore(reading, items, value), f.notes

    def score(self, hand: Hand, ctx: Context, opts: Mapping[str, Any]) -> ScoreResult:
        """Score a complete hand under Mawan (see :meth:`_score`); context fields Mawan does not read are
        listed in a note (common.md: each ruleset uses the fields it needs; nothing is dropped silently)."""
        res = self._score(hand, ctx, opts)
        note = ignored_note_text(ctx, self.context_fields, self.title)
        if note is not None:
            res.notes.append(Note("CTX", note))
        return res

    def _score(self, hand: Hand, ctx: Context, opts: Mapping[str, Any]) -> ScoreResult:
        """Score a complete hand under Mawan.

        Parameters: ``hand`` complete (with ``win_tile``); ``ctx`` the win context; ``opts`` validated options.
        Returns a :class:`ScoreResult`: ``status="scored"`` with every reading's items (张 and 台), the best
        reading's items, ``total`` in 台, payments in 元 (MW-M); or ``status="not_win"`` with ``why_not`` when
        no reading exists (no standard or seven-pairs decomposition).
        """
        res = ScoreResult(self.name, hand, ctx, dict(opts), "not_win", unit="台", payment_unit="元")
        rds = self.readings(hand, opts)
        if not rds:
            res.why_not = [T("mw.not_win.no_reading")]
            return res
        waits = tuple(self.waits(hand.without_win(), opts).live)
        counts = hand.counts()
        scored = [self.score_reading(hand, r, ctx, opts, waits, counts) for r in rds]
        res.readings = [s for s, _ in scored]
        best = max(range(len(scored)), key=lambda i: (scored[i][0].value, -i))
        rs, notes = scored[best]
        res.status = "scored"
        res.best = best
        res.items = list(rs.items)
        res.total = rs.value
        res.total_text = T("mw.total", tai=whole(rs.value))
        res.notes = list(notes)
        # MW-M: each part of the payment reading is noted only where it decided this result: all
        # three paying on a discard win; the stake's rate when a stake was chosen (the default is an assumption)
        if ctx.liable is not None:
            res.notes.append(Note("MW-M", T("mw.note.MW-M.liable")))
        elif ctx.win_by != "self_draw":
            res.notes.append(Note("MW-M", T("mw.note.MW-M.discard")))
        if opts["stake"] != "11":
            res.notes.append(Note("MW-M", T("mw.note.MW-M", stake=opts["stake"], n=int(opts["stake"][0]))))
        res.assumptions = self._assumptions(ctx, opts, rs)
        res.payment_lines, res.payments = payments(rs.value, ctx, opts["stake"])
        return res

    def wait_values(self, hand: Hand, kinds, ctx: Context, opts: Mapping[str, Any], *,
                    memo: dict | None = None) -> dict:
        """The waits table (:meth:`~mjlearn.rules.base.Ruleset.wait_values`): status, total and the winner's
        net of ``hand`` + each kind exactly as :meth:`score` gives them — the same readings, the best one's 台
        and the winner's MW-M net — with the waits of the 13 tiles worked out once for all kinds, and without
        the result's items, notes, assumptions and texts: the 台 from :func:`.totals.hand_tai` (the steps of
        :meth:`score_reading` on counts and flags), or :meth:`score_reading` itself for a context it does not
        cover (an ``initial_hand`` to check)."""
        from ..base import WaitValue

        waits = tuple(self.waits(hand, opts).live)
        fast = covers(ctx)
        out = {}
        for k in kinds:
            hk = hand.with_win(k)
            rds = self.readings(hk, opts)
            if not rds:
                out[k] = WaitValue(k, "not_win", 0, "台", None, (T("mw.not_win.no_reading"),))
                continue
            counts = hk.counts()
            if fast:  # the totals only (tests/test_mawan_totals.py: equal to score_reading's)
                best = hand_tai(hk, rds, ctx, opts, waits, counts)
                net = winner_net(best, ctx, opts["stake"])
            else:
                best = max(self.score_reading(hk, r, ctx, opts, waits, counts)[0].value for r in rds)
                net = payments(best, ctx, opts["stake"])[1].get(ctx.seat, 0)
            out[k] = WaitValue(k, "scored", best, "台", T("mw.total", tai=whole(best)), net=net)
        return out

    def _assumptions(self, ctx: Context, opts: Mapping[str, Any], rs: ReadingScore) -> list:
        """Context defaults this result relied on (common.md default table)."""
        used = set(ctx.defaults_used())
        out = []
        out += assumptions(ctx, ("win_by", "discarder", "seat"))
        if any(i.code == "MW-B14" for i in rs.items):
            out += assumptions(ctx, ("round_wind",))
        if "seen" in used and ctx.win_by == "discard":
            out.append(T("mw.a.seen"))
        if {"kong_replacement", "last_tile", "first_discard"} <= used and ctx.win_by != "rob_kong":
            out.append(T("mw.a.events"))
        if {"shisan_san", "jushou_ting", "initial_hand"} <= used:
            out.append(T("mw.a.initial"))
        if opts["stake"] == "11":
            out.append(T("mw.a.stake"))
        if "liable" in used:
            out.append(T("mw.a.liable"))
        return out



MAWAN = register_ruleset(Mawan())
