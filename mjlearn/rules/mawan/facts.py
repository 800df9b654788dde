"""Per-reading facts shared by every Mawan item function, and the item constructor.

:class:`Facts` bundles one reading of a complete hand with the context, the options, the whole-hand tile
counts and the wait count |W| of the hand before the win (spec ``mawan.md`` MW-W, ``common.md`` § Waits).
:class:`MwItem` is :class:`mjlearn.rules.base.Item` plus a ``tag`` used by the exclusion table MW-N
(which suit / rank / chow / kind the item concerns).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...context import Context, wind_kind
from ...hand import Hand
from ...i18n import T, Text, plain
from ...readings import Group, Reading
from ...tiles import group_name, is_honor, is_yaojiu, rank_of, suit_of, tiles_name, tiles_str
from ..base import Item, Note

SEED = "000_48bf61dab154aa4c.txt"
SUITS = ("m", "p", "s")

#: where each id is said in the seed: the rules add theirs (``Rules(..., seeds=SEED_REF)`` in items.py and
#: bonuses.py); these three are steps of the scoring, not items a rule earns
SEED_REF: dict[str, str] = {
    "MW-Y": "000 二·算法 14",
    "MW-T": "000 二·算法 张数表",
    "MW-E": "000 二·加番 例外",
}


@dataclass
class MwItem(Item):
    """A Mawan item; ``tag`` says what part of the hand it concerns (for MW-N exclusions)."""

    tag: tuple = ()


def make_item(code: str, value: float, unit: str, reason: Text, family: str, tag: tuple = (),
              name_key: str | None = None) -> MwItem:
    """Build an item whose name is the catalogue entry ``mw.name.<code>`` (or ``name_key``)."""
    return MwItem(code, T(f"mw.name.{name_key or code}"), value, unit, reason, SEED_REF.get(code, ""), family,
                  tag=tag)


def tiles_text(kinds) -> Text:
    """Tiles as a bilingual parameter: Chinese names / compact notation."""
    ks = list(kinds)
    return plain(group_name(ks, "mawan") if len(ks) > 1 else tiles_name(ks, "mawan"), tiles_str(ks))


def group_text(g: Group) -> Text:
    """One group as a bilingual parameter: Chinese / compact notation."""
    return plain(g.zh() if g.is_wild else group_name(g.tiles, "mawan"), g.compact)


def groups_text(groups) -> Text:
    """Groups as a bilingual parameter, space-separated."""
    gs = list(groups)
    return plain("、".join(group_text(g).zh for g in gs), " ".join(g.compact for g in gs))


def suit_text(s: str) -> Text:
    return T(f"mw.missing.{s}")


def has_yao(g: Group) -> bool:
    """幺 = 1, 9, any wind, any dragon (``common.md`` Terms)."""
    return any(is_yaojiu(k) for k in g.tiles)


@dataclass
class Facts:
    """Everything an item function needs about one reading.

    hand : the complete hand; reading : the reading judged; ctx : the win context; opts : validated options;
    counts : 34 counts over every physical tile (kongs 4); waits : live wait kinds of the hand before the win.
    """

    hand: Hand
    reading: Reading
    ctx: Context
    opts: Mapping[str, Any]
    counts: list
    waits: tuple
    notes: list = field(default_factory=list)
    #: the ruleset (MW-X02/X03 judge a dealt hand with its waits)
    ruleset: Any = None
    #: MW-X02/X03: (十三散, 举手听, waits) of ``ctx.initial_hand``, worked out once per reading
    initial: tuple | None = field(default=None, repr=False, compare=False)

    # ---- shape ----
    @property
    def is_standard(self) -> bool:
        return self.reading.form == "standard"

    @property
    def seven_pairs(self) -> bool:
        return self.reading.form == "seven_pairs"

    @property
    def sets(self) -> tuple:
        return self.reading.sets

    @property
    def pair(self) -> Group | None:
        return self.reading.pair if self.is_standard else None

    @property
    def win(self) -> int:
        return self.hand.win_tile

    @property
    def n_waits(self) -> int:
        return len(self.waits)

    @property
    def single_wait(self) -> bool:
        """MW-W: the wait items need |W| = 1 unless the option is off."""
        return self.n_waits == 1 or not self.opts["wait_items_need_single_wait"]

    def chows(self) -> list:
        c = self.__dict__.get("_chows")
        if c is None:  # computed once per reading: the item functions ask many times
            c = self.__dict__["_chows"] = [g for g in self.sets if g.shape == "chow"]
        return list(c)

    def triplets(self) -> list:
        t = self.__dict__.get("_triplets")
        if t is None:
            t = self.__dict__["_triplets"] = [g for g in self.sets if g.is_triplet]
        return list(t)

    def is_concealed_triplet(self, i: int) -> bool:
        """Group ``i`` is a pung/kong the player drew: ``ankan`` or a concealed pung, but not a concealed pung
        completed by a winning tile from another player (``common.md``: it counts as exposed)."""
        g = self.reading.groups[i]
        if not g.is_triplet:
            return False
        if g.source == "ankan":
            return True
        if g.source != "concealed":
            return False
        return not (i == self.reading.win_index and self.ctx.win_by != "self_draw")

    # ---- whole hand ----
    def suits_present(self) -> list:
        return [s for i, s in enumerate(SUITS) if any(self.counts[9 * i:9 * i + 9])]

    def has_winds(self) -> bool:
        return any(self.counts[27:31])

    def has_dragons(self) -> bool:
        return any(self.counts[31:34])

    def missing_groups(self) -> list:
        """MW-B10: the absent 门 among 万 筒 条 风 箭, as catalogue keys' suffixes."""
        out = [s for s in SUITS if s not in self.suits_present()]
        if not self.has_winds():
            out.append("wind")
        if not self.has_dragons():
            out.append("dragon")
        return out

    @property
    def seat_wind(self) -> int:
        return wind_kind(self.ctx.seat)

    @property
    def round_wind(self) -> int:
        return wind_kind(self.ctx.round_wind)

    def before_counts(self) -> list:
        """Counts of the hand's tiles before the win (the winning tile taken out)."""
        c = list(self.counts)
        c[self.win] -= 1
        return c

    def note(self, code: str, key: str | None = None, **params) -> None:
        n = Note(code, T(key or f"mw.note.{code}", **params))
        if all(x.text != n.text for x in self.notes):
            self.notes.append(n)


__all__ = ["Facts", "MwItem", "make_item", "tiles_text", "group_text", "groups_text", "suit_text", "has_yao", "SEED", "SUITS", "SEED_REF",
           "is_honor", "rank_of", "suit_of"]
