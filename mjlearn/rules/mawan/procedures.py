"""Mawan table procedures MW-G1…G6 (classroom walkthrough material; seed § 一 and the end of § 二).

* MW-G1 :func:`dice_direction`, :func:`direction_seat`, :func:`wall_break` — 守/顺/对/反 and the wall break.
* MW-G2 :data:`WALL_TILES`, :data:`STACKS_PER_PLAYER`, :func:`play_order` — 136 tiles, 17 stacks of 2 each.
* MW-G3 :func:`feng_hands`, :class:`Rotation` — a 风 of 16 hands 东东 … 北北, 连庄/挽庄.
* MW-G4 / MW-A5 :func:`priority_order`, :func:`resolve_claims` — one winner per discard (一炮单响).
* MW-G5 :class:`PotCycle` — 破盆, a three-hand penalty cycle with doubling fines.
* MW-G6 :func:`is_tuo_kuzi` — 脱裤子 makes the player liable for 包胡 (payments in :mod:`.settlement`).

Seats are ``"E" "S" "W" "N"``; play goes counterclockwise E → S → W → N (the right-hand player is next, 下家).
Every bad input raises :class:`mjlearn.errors.MjError`.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...context import SEATS, next_seat, previous_seat
from ...context import seat as norm_seat
from ...errors import MjError
from ...i18n import T, Text, plain, register
from ...tiles import parse_tiles, suit_of
from ...wording import seat_word, whole

register({
    "mwp.err.dice": ("“{v}”不是两颗骰子的点数和", "{v} is not a total of two dice"),
    "mwp.err.dice.ok": ("2–12 的整数", "whole numbers 2…12"),
    "mwp.err.feng_over": ("这一风已经打完（北北之后）", "this 风 is over (after 北北)"),
    "mwp.err.feng_over.ok": ("重新开一风：Rotation()", "start a new Rotation()"),
    "mwp.err.claims": ("叫牌要写成 座位 → 叫牌 的字典，不能是“{t}”", "claims must map seats to claims, not {t}"),
    "mwp.err.claims.ok": ("如 {{'S': 'win', 'N': 'pon'}}", "a dict such as {{'S': 'win', 'N': 'pon'}}"),
    "mwp.err.claim": ("“{v}”不是一种叫牌", "'{v}' is not a claim"),
    "mwp.err.own": ("打牌的人不能要自己打出的牌", "the player who discarded cannot claim their own discard"),
    "mwp.err.own.ok": ("另外三家", "the other three seats"),
    "mwp.err.chi": ("只有打牌者的下家（{nxt}）能吃，{s} 不能", "only the 下家 ({nxt}) of the player who discarded may claim a chow (吃), not {s}"),
    "mwp.err.chi.ok": ("{nxt} 吃；其他座位可以胡、碰、杠", "chi by {nxt}; win, pon or kan by any other seat"),
    "mwp.err.base": ("底 {v} 不行", "底 (base stake) {v} is not allowed"),
    "mwp.err.base.ok": ("正的金额（元），如 1", "a positive amount in 元, e.g. 1"),
    "mwp.err.how": ("“{v}”不是开始破盆的方式", "'{v}' is not a way to start 破盆"),
    "mwp.err.fine": ("破盆罚分 {v} 不行", "the pot fine {v} is not allowed"),
    "mwp.err.fine.ok": ("1–10 的整数（× 底）", "whole numbers 1…10 (× 底)"),
    "mwp.err.opts": ("选项要写成字典，不能是“{t}”", "options must be a dict, not {t}"),
    "mwp.err.pot_over": ("这一轮破盆已经结束", "this 破盆 cycle is over"),
    "mwp.err.pot_over.ok": ("重新开一轮：PotCycle()", "start a new PotCycle()"),
    "mwp.err.code": ("“{v}”不是原文列出的结果", "'{v}' is not one of the rule text's outcomes"),
    "mwp.err.bh": ("别家胡的结果要写出另一个胡牌者的座位", "BH outcomes need the other winner's seat"),
    "mwp.err.chow": ("“{v}”不是顺子", "'{v}' is not a chow"),
    "mwp.err.chow.ok": ("同一门的三张连续牌，如 456m", "three consecutive tiles of one suit, e.g. 456m"),
})

# ----------------------------------------------------------------------------------------- MW-G1

DIRECTIONS = ("反", "守", "顺", "对")  # index = total % 4: 1/5/9 守, 2/6/10 顺, 3/7/11 对, 4/8/12 反


def dice_direction(total: int) -> str:
    """MW-G1: the rule text's word for a two-dice total (2…12): 1/5/9 守 (self), 2/6/10 顺 (next, right-hand),
    3/7/11 对 (opposite), 4/8/12 反 (left).  Raises :class:`MjError` outside 2…12."""
    if isinstance(total, bool) or not isinstance(total, int) or not 2 <= total <= 12:
        raise MjError(T("mwp.err.dice", v=repr(total)), "'dice'", T("mwp.err.dice.ok"))
    return DIRECTIONS[total % 4]


def direction_seat(roller: str, total: int) -> str:
    """MW-G1: the seat a roll of ``total`` picks, counted from ``roller`` (守 self, 顺 下家 = next seat,
    对 opposite, 反 上家 = the left-hand player)."""
    r = norm_seat(roller, "roller")
    d = dice_direction(total)
    return {"守": r, "顺": next_seat(r), "对": next_seat(r, 2), "反": previous_seat(r)}[d]


@dataclass(frozen=True)
class WallBreak:
    """Where the wall is broken (MW-G1).

    first_roller : the dealer; direction : 守/顺/对/反 of the first roll; second_roller : the seat it picks;
    total : both rolls added = stacks (墩) counted; wall : the seat whose wall is broken; stack : 1-based stack
    in that wall; text : the walkthrough sentence.
    """

    first_roller: str
    first_roll: int
    direction: str
    second_roller: str
    second_roll: int
    total: int
    wall: str
    stack: int
    text: Text



def wall_break(dealer: str, first_roll: int, second_roll: int) -> WallBreak:
    """MW-G1: the dealer rolls ``first_roll``; the seat it picks rolls ``second_roll``; the sum counts stacks in
    the second roller's wall ("开墩处为第二手掷骰子者面前").  A sum above 17 runs on into the next wall in
    the counting direction (clockwise, i.e. the second roller's 上家) — *interpretation*, the seed says only
    that the break is in front of the second roller."""
    d = norm_seat(dealer, "dealer")
    direction = dice_direction(first_roll)
    second = direction_seat(d, first_roll)
    dice_direction(second_roll)
    total = first_roll + second_roll
    wall, stack = second, total
    if total > STACKS_PER_PLAYER:
        wall, stack = previous_seat(second), total - STACKS_PER_PLAYER
    text = T("mw.g.break", first=seat_word(d), a=first_roll, dir=T(f"mw.g.dir.{direction}"),
             second=seat_word(second), b=second_roll, total=total, wall=seat_word(wall), stack=stack)
    return WallBreak(d, first_roll, direction, second, second_roll, total, wall, stack, text)


# ----------------------------------------------------------------------------------------- MW-G2

WALL_TILES = 136  # MW-A1, no flowers
STACKS_PER_PLAYER = 17  # 每人码17墩，每墩两张牌: 4 × 17 × 2 = 136
SEED_TILE_ORDER = "1234567z123456789s123456789p123456789m"  # the seed's 码牌 list (东…白, 一条…九万)


def play_order(first: str) -> list:
    """MW-G2: seats in play order from ``first`` (counterclockwise: the right-hand player is next)."""
    s = norm_seat(first, "seat")
    return [next_seat(s, i) for i in range(4)]


# ----------------------------------------------------------------------------------------- MW-G3

WINDS_ZH = ("东", "南", "西", "北")


def feng_hands() -> list:
    """MW-G3: the 16 hands of one 风 in order: 东东, 东南 … 北北 (round wind, then the small marker)."""
    return [a + b for a in WINDS_ZH for b in WINDS_ZH]


@dataclass
class Rotation:
    """MW-G3 rotation through one 风.  ``index`` 0…15 into :func:`feng_hands`; the small marker is the
    dealer's seat (东 marker: East deals).  A winning dealer stays (连庄/挽庄, the hand name repeats); otherwise
    the deal passes to the next seat and the marker moves on; after 北北 the 风 is over (``done``).

    Sessions: the seed says 3 风 in one place and "about four" in another (``T('mw.g.session')``).
    """

    index: int = 0
    repeats: int = 0
    done: bool = False
    history: list = field(default_factory=list)

    @property
    def name(self) -> str:
        return feng_hands()[self.index]

    @property
    def round_wind(self) -> str:
        return SEATS[self.index // 4]

    @property
    def dealer(self) -> str:
        return SEATS[self.index % 4]

    def after_hand(self, dealer_won: bool) -> str:
        """Record a hand's result and move on; returns the next hand's name (or ``""`` when the 风 is over)."""
        if self.done:
            raise MjError(T("mwp.err.feng_over"), "'rotation'", T("mwp.err.feng_over.ok"))
        self.history.append((self.name, self.dealer, bool(dealer_won)))
        if dealer_won:
            self.repeats += 1
            return self.name
        self.repeats = 0
        if self.index == 15:
            self.done = True
            return ""
        self.index += 1
        return self.name


# ----------------------------------------------------------------------------------------- MW-G4 / MW-A5

def priority_order(dealer: str) -> list:
    """MW-A5 / MW-G4: claim priority "以庄家逆时针为序" — the dealer first, then counterclockwise."""
    return play_order(dealer)


CLAIM_RANK = {"win": 0, "kan": 1, "pon": 1, "chi": 2}


def resolve_claims(dealer: str, claims: Mapping[str, str], discarder: str | None = None) -> tuple | None:
    """MW-A5 / MW-G4: which claim on a discard goes ahead (一炮单响: one winner only).

    ``claims`` maps seat → ``"win"`` | ``"kan"`` | ``"pon"`` | ``"chi"``.  A win beats a pung or kong claim,
    which beats a chow; among several wins, the first in :func:`priority_order` from the dealer.
    Returns ``(seat, claim)`` or ``None`` for no claim.  Raises :class:`MjError` for a bad seat or claim,
    ``claims`` that is not a mapping, a claim by the discarder, or (when ``discarder`` is given) a chow
    claimed by anyone but the discarder's 下家 (common.md: ``chi`` is claimed from the previous player).
    """
    order = priority_order(dealer)
    d = norm_seat(discarder, "discarder") if discarder is not None else None
    if not isinstance(claims, Mapping):
        raise MjError(T("mwp.err.claims", t=type(claims).__name__), "'claims'", T("mwp.err.claims.ok"))
    norm = {}
    for s, c in claims.items():
        ss = norm_seat(s, "claims")
        if c not in CLAIM_RANK:
            raise MjError(T("mwp.err.claim", v=c), "'claims'", ", ".join(f"'{k}'" for k in CLAIM_RANK))
        if ss == d:
            raise MjError(T("mwp.err.own"), ss, T("mwp.err.own.ok"))
        if c == "chi" and d is not None and ss != next_seat(d):
            raise MjError(T("mwp.err.chi", nxt=next_seat(d), s=ss), ss, T("mwp.err.chi.ok", nxt=next_seat(d)))
        norm[ss] = c
    if not norm:
        return None
    best = min(norm, key=lambda s: (CLAIM_RANK[norm[s]], order.index(s)))
    return best, norm[best]


# ----------------------------------------------------------------------------------------- MW-G5

SEED_OUTCOMES = {  # the seed's codes (its table writes ZC/BC for ZH/BH): (who won, knocked)
    "ZH+ZQ": ("self", True), "BH+BQ": ("other", True), "ZH+MQ": ("self", False), "BH+MQ": ("other", False),
}


@dataclass(frozen=True)
class PotEvent:
    """One hand of a 破盆 cycle: hand number (1…3), outcome (``collect`` | ``fined`` | ``continue`` |
    ``burnt``), the seat concerned, the amount in 元 and the walkthrough text."""

    hand: int
    outcome: str
    seat: str | None
    amount: float
    text: Text


@dataclass
class PotCycle:
    """MW-G5 破盆: a three-hand penalty cycle (seed § 破盆与打破盆).

    Started by calling pung without taking it (``how="pon"``: that hand is the first) or by a player who breaks
    the pot (``how="break"``, that player ``starter`` puts up the pot).  Fine F = ``pot_fine`` × 底
    (seed: 3–5 × the 底; example F = 10 元); hand 1 F, hand 2 2F, hand 3 4F.

    :meth:`play` each hand: a win with the knock (敲牌) ends the cycle and the winner collects the hand's
    fine; a win without the knock fines that winner and the cycle goes on; no win goes on
    (*interpretation*: the seed lists only wins); after hand 3 the cycle ends whatever happens (烧死 when
    unclaimed).
    """

    base: float = 1
    pot_fine: int = 3
    how: str = "pon"
    starter: str | None = None
    hand: int = 1
    over: bool = False
    events: list = field(default_factory=list)

    def __post_init__(self):
        if isinstance(self.base, bool) or not isinstance(self.base, (int, float)) or not self.base > 0:
            raise MjError(T("mwp.err.base", v=repr(self.base)), "'base'", T("mwp.err.base.ok"))
        if self.how not in ("pon", "break"):
            raise MjError(T("mwp.err.how", v=self.how), "'how'", "'pon', 'break'")
        if isinstance(self.pot_fine, bool) or not isinstance(self.pot_fine, int) or not 1 <= self.pot_fine <= 10:
            raise MjError(T("mwp.err.fine", v=repr(self.pot_fine)), "'pot_fine'", T("mwp.err.fine.ok"))
        if self.starter is not None:
            self.starter = norm_seat(self.starter, "starter")

    @classmethod
    def from_options(cls, opts, how: str = "pon", starter: str | None = None) -> PotCycle:
        """A cycle whose 底 comes from the ``stake`` option and F from ``pot_fine`` (Mawan options)."""
        from .settlement import stake_base
        if opts is None:
            opts = {}
        if not isinstance(opts, Mapping):
            raise MjError(T("mwp.err.opts", t=type(opts).__name__), "'options'", "{'stake': '11'}")
        return cls(base=stake_base(opts.get("stake", "11")), pot_fine=opts.get("pot_fine", 3), how=how,
                   starter=starter)

    @property
    def fine(self) -> float:
        """F for the current hand in 元: pot_fine × 底 × 2^(hand − 1)."""
        return self.base * self.pot_fine * 2 ** (self.hand - 1)

    def start_text(self) -> Text:
        if self.how == "pon":
            return T("mw.g.pot.start_pon")
        return T("mw.g.pot.start_break", seat=seat_word(self.starter or "E"))

    def play(self, winner: str | None, knocked: bool = False) -> PotEvent:
        """Record one hand: ``winner`` seat (``None``: nobody won) and whether they knocked.  Returns the event.
        Raises :class:`MjError` once the cycle is over."""
        if self.over:
            raise MjError(T("mwp.err.pot_over"), "'pot'", T("mwp.err.pot_over.ok"))
        n, f = self.hand, self.fine
        w = norm_seat(winner, "winner") if winner is not None else None
        if w is not None and knocked:
            ev = PotEvent(n, "collect", w, f, T("mw.g.pot.collect", n=n, seat=seat_word(w), fine=whole(f)))
            self.over = True
        elif n == 3:
            ev = PotEvent(n, "burnt", w, 0, T("mw.g.pot.burn", n=n))
            self.over = True
        elif w is not None:
            ev = PotEvent(n, "fined", w, f, T("mw.g.pot.fined", n=n, seat=seat_word(w), fine=whole(f)))
        else:
            ev = PotEvent(n, "continue", None, 0, T("mw.g.pot.none", n=n))
        self.events.append(ev)
        if not self.over:
            self.hand += 1
        return ev

    def play_code(self, code: str, me: str, other: str | None = None) -> PotEvent:
        """:meth:`play` with the rule text's codes ``ZH+ZQ`` ``BH+BQ`` ``ZH+MQ`` ``BH+MQ`` seen from seat ``me``
        (``other`` = the other winner's seat for BH)."""
        if code not in SEED_OUTCOMES:
            raise MjError(T("mwp.err.code", v=code), "'code'", ", ".join(f"'{k}'" for k in SEED_OUTCOMES))
        who, knocked = SEED_OUTCOMES[code]
        if who == "other" and other is None:
            raise MjError(T("mwp.err.bh"), "'other'", "E S W N")
        return self.play(me if who == "self" else other, knocked)



# ----------------------------------------------------------------------------------------- MW-G6

def is_tuo_kuzi(held: str, claimed: str) -> bool:
    """MW-G6 脱裤子: swapping a complete chow ``held`` (e.g. ``"456m"``) for an adjacent one ``claimed`` by a chi
    (``"345m"`` or ``"567m"``) to improve the hand; the player becomes liable for 包胡 (``ctx.liable``).

    Raises :class:`MjError` when either is not a chow.
    """
    a, b = _chow(held, "held"), _chow(claimed, "claimed")
    return suit_of(a) == suit_of(b) and abs(a - b) == 1


def _chow(text: str, where: str) -> int:
    ks = sorted(parse_tiles(text))
    if len(ks) != 3 or ks[0] >= 27 or not (ks[1] == ks[0] + 1 and ks[2] == ks[0] + 2) \
            or len({suit_of(k) for k in ks}) != 1:
        raise MjError(T("mwp.err.chow", v=text), where, T("mwp.err.chow.ok"))
    return ks[0]


def tuo_kuzi_text(held: str, claimed: str) -> Text:
    """The walkthrough sentence for MW-G6."""
    return T("mw.g.liable.tuo", held=plain(held), new=plain(claimed))


__all__ = ["dice_direction", "direction_seat", "wall_break", "WallBreak", "WALL_TILES", "STACKS_PER_PLAYER",
           "SEED_TILE_ORDER", "play_order", "feng_hands", "Rotation", "priority_order", "resolve_claims",
           "PotCycle", "PotEvent", "SEED_OUTCOMES", "is_tuo_kuzi", "tuo_kuzi_text"]
