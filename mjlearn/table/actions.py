"""The vocabulary of the table (spec ``table.md``): actions, events, declared sets, outcomes, and the words
for seats, kinds and tiles learners read.

Seats are ``"E" "S" "W" "N"``; play goes counterclockwise E → S → W → N (下家 of E is S).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..context import seat as norm_seat
from ..errors import MjError
from ..hand import Meld
from ..i18n import T, Text, join
from ..tiles import RED, tile_str, tile_zh, tiles_str
from . import strings  # noqa: F401  (registers the catalogue)

RULESETS = ("mawan", "huilai", "jinzhou")
KINDS = ("discard", "chi", "pon", "kan", "ankan", "kakan", "win", "pass")
TILE_SETS = {"mawan": tuple(range(34)), "huilai": tuple(range(34)), "jinzhou": tuple(range(27)) + (RED,)}
#: options the table works out itself during play (the horse tiles are the ones set aside, the kongs are the
#: ones made, …): a caller may not set them.
ENGINE_OPTIONS = ("indicator", "horse_tiles", "other_kongs", "kong_from", "ready_hands")
MAX_SEED = 2 ** 63 - 1
CHOW_RULESETS = ("mawan", "jinzhou")  # HL-A2: no chow in Huilai
SEAT_RE = {"E": "东", "S": "南", "W": "西", "N": "北"}
SEAT_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}


def seat_word(s: str) -> Text:
    """A seat as learners read it: 东家 / East."""
    return Text(SEAT_RE[s] + "家", SEAT_EN[s])


def kind_word(kind: str, ruleset: str | None = None) -> Text:
    """An action's name as the ruleset's table says it (Mawan 蓄杠, Huilai 明杠（碰杠）, Jinzhou 抓明杠 …)."""
    from ..i18n import _CATALOGUE
    key = f"tb.k.{kind}.{ruleset}"
    return T(key) if key in _CATALOGUE else T(f"tb.k.{kind}")


def tile_text(k: int) -> Text:
    """A tile in text: 五筒 / 5p (Chinese text names tiles, course.md)."""
    return Text(tile_zh(k), tile_str(k))


@dataclass(frozen=True)
class Action:
    """One move at the table.

    seat : ``"E" "S" "W" "N"``; kind : ``discard chi pon kan ankan kakan win pass``;
    tile : the tile kind concerned (the discard, the claimed tile, the kong's kind; ``None`` for win/pass);
    chow : for ``chi``, the lowest kind of the chow (``3m`` for 345m).
    """

    seat: str
    kind: str
    tile: int | None = None
    chow: int | None = None

    def to_json(self) -> dict:
        d: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.tile is not None:
            d["tile"] = tile_str(self.tile)
        if self.chow is not None:
            d["chow"] = tile_str(self.chow)
        return d

    @classmethod
    def from_json(cls, d: Any) -> Action:
        if isinstance(d, Action):
            return d
        if not isinstance(d, Mapping):
            raise MjError(T("tb.err.action_type", t=type(d).__name__), "action", "Action(seat, kind, tile)")
        bad = set(d) - {"seat", "kind", "tile", "chow"}
        ok = T("tb.err.action_field.ok", kinds=" ".join(KINDS))
        if bad:
            raise MjError(T("tb.err.action_field", k=sorted(bad)[0], v="?"), "action", ok)
        s = norm_seat(d.get("seat"), "seat")
        kind = d.get("kind")
        if kind not in KINDS:
            raise MjError(T("tb.err.action_field", k="kind", v=repr(kind)[:40]), "action", ok)
        return cls(s, kind, _kind_arg(d.get("tile"), "tile"), _kind_arg(d.get("chow"), "chow"))

    def text(self, ruleset: str | None = None) -> Text:
        """The action in words: 南家 碰 五筒 / South pung 5p (kongs named as ``ruleset`` names them)."""
        parts = [seat_word(self.seat), kind_word(self.kind, ruleset)]
        if self.tile is not None:
            parts.append(tile_text(self.tile))
        return join(parts, " ")

    def __str__(self) -> str:
        return f"{self.seat} {self.kind}" + (f" {tile_str(self.tile)}" if self.tile is not None else "") + \
            (f" {tiles_str([self.chow, self.chow + 1, self.chow + 2])}" if self.chow is not None else "")


def _kind_arg(v, name) -> int | None:
    if v is None:
        return None
    if isinstance(v, bool):
        raise MjError(T("tb.err.action_field", k=name, v=repr(v)), name, T("tb.err.tile.ok"))
    if isinstance(v, int):
        if not 0 <= v < 34:
            raise MjError(T("tb.err.action_field", k=name, v=repr(v)), name, T("tb.err.tile_kind.ok"))
        return v
    if isinstance(v, str):
        from ..tiles import parse_tile
        return parse_tile(v)
    raise MjError(T("tb.err.action_field", k=name, v=repr(v)[:40]), name, T("tb.err.tile.ok"))


@dataclass
class Event:
    """Something that happened: ``kind`` (deal, draw, discard, pon, …, win, draw_game, settle), the seat, the
    tile, the learner text, the rule id (``code``) and the index of the action that caused it (``step``; -1 for
    the deal)."""

    kind: str
    seat: str | None
    tile: int | None
    text: Text
    code: str = ""
    step: int = -1

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "tile": None if self.tile is None else tile_str(self.tile),
                "zh": self.text.zh, "en": self.text.en, "code": self.code, "step": self.step}


@dataclass
class Set_:
    """A declared set at the table: its :class:`Meld`, who fed it (``source``, ``None`` for ``ankan``), the
    claimed tile."""

    meld: Meld
    source: str | None = None
    claimed: int | None = None

    def to_json(self):
        return {"kind": self.meld.kind, "tiles": tiles_str(self.meld.tiles), "from": self.source,
                "claimed": None if self.claimed is None else tile_str(self.claimed)}


@dataclass
class Outcome:
    """How the hand ended.

    kind : ``"win"`` or ``"draw"``; winners : seat → the :class:`ScoreResult` that settled it (empty for a
    draw); reason : the learner text; payment_lines : every transfer (the win, horses and kong points as the
    scorer gave them, and the table's own: 跟庄, 黄庄, kong points of every player); payments : seat → net
    (sums to zero); unit : 元 (Mawan), 分 (Huilai, Jinzhou); horses : the horse tiles turned (Huilai);
    notes : interpretation notes the table used.
    """

    kind: str
    winners: dict = field(default_factory=dict)
    reason: Text | None = None
    payment_lines: list = field(default_factory=list)
    payments: dict = field(default_factory=dict)
    unit: str = ""
    horses: tuple = ()
    notes: list = field(default_factory=list)
    win_by: str | None = None
    discarder: str | None = None


__all__ = ["Action", "Event", "Set_", "Outcome", "seat_word", "kind_word", "tile_text", "RULESETS", "KINDS",
           "TILE_SETS"]
