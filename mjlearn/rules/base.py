"""Ruleset interface and the result model shared by every ruleset (spec ``product.md`` § Library).

A ruleset is a plug-in: a :class:`Ruleset` subclass registered by name with :func:`register_ruleset`.
It declares its tile set, allowed forms and declared-set kinds, its options, its ghost kinds, a legality
hook (:meth:`Ruleset.win_problems`) and scoring (:meth:`Ruleset.score`).  Adding a fourth ruleset means
adding one sub-package and one line in :data:`mjlearn.rules.KNOWN`; nothing else changes.

Results are plain dataclasses (:class:`ScoreResult`, :class:`ReadingScore`, :class:`Item`, :class:`Note`,
:class:`Payment`); ``mjlearn.frames`` turns them into pandas DataFrames.  The options a ruleset declares
(:class:`OptionSpec`, :func:`validate_options`) are :mod:`mjlearn.rules.options`, importable from here too.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import _display
from ..context import SEATS, Context
from ..errors import MjError
from ..hand import Hand
from ..i18n import T, Text, plain, register, unit
from ..readings import Reading, shape_waits
from ..readings import is_complete as _is_complete
from ..readings import readings as _readings
from ..readings import shanten as _shanten
from ..tiles import tile_str, tile_zh
from .options import OptionSpec, validate_options

# ------------------------------------------------------------------------------------------------
# Result model


@dataclass
class Item:
    """One scoring item (or win class, multiplier, pattern, condition) of a reading.

    code : the spec id (``"MW-B05"``); name : Chinese + English name; value : its count / 台 / 倍 /
    points in ``unit`` (``"张"``, ``"台"``, ``"倍"``, ``"×"``, ``"分"``); reason : one line naming the tiles;
    seed : where the seed says it (e.g. ``"000 二·算法 5"``); family : the spec family (``basic``, ``bonus``,
    ``pattern``, ``class``, ``multiplier``, ``condition``, ``kong``, ``horse``…); excluded_by : code of the item
    that excludes it (then it does not count), with ``excluded_reason``.
    """

    code: str
    name: Text
    value: float
    unit: str
    reason: Text
    seed: str = ""
    family: str = ""
    excluded_by: str | None = None
    excluded_reason: Text | None = None

    def __post_init__(self) -> None:
        self.unit = unit(self.unit)  # renders per language ("台" / "tai"), still equal to "台"

    @property
    def counted(self) -> bool:
        return self.excluded_by is None


@dataclass
class Note:
    """An interpretation note shown to learners: the spec id it concerns and the choice made."""

    code: str
    text: Text


@dataclass
class Payment:
    """One transfer: ``payer`` pays ``payee`` ``amount`` (in ``unit``) for ``reason``."""

    payer: str
    payee: str
    amount: float
    reason: Text
    code: str = ""


class ReadingScore:
    """A reading with its items under one ruleset.

    reading : the :class:`~mjlearn.readings.Reading` (``None`` for a win that is not a decomposition, e.g.
    四鬼胡牌); items : counted and excluded :class:`Item` s in display order; value : the reading's value in
    the ruleset's comparison (台, 倍 or points); legal : whether this reading is a legal win (``problems``
    says why not); label : an optional heading (e.g. what the ghosts stand for).

    ``items`` and ``label`` may also be given as zero-argument functions: they are then built on first
    access and kept.  A ghost hand has hundreds of readings of which a learner looks at a few, so the rulesets
    build the texts of a reading only when somebody reads them (ghost hands stay interactive).
    """

    __slots__ = ("reading", "_items", "value", "legal", "problems", "_label")

    def __init__(self, reading: Reading | None, items: list[Item] | Callable[[], list[Item]], value: float,
                 legal: bool = True, problems: list[Text] | None = None,
                 label: Text | Callable[[], Text | None] | None = None) -> None:
        self.reading = reading
        self._items = items
        self.value = value
        self.legal = legal
        self.problems = [] if problems is None else problems
        self._label = label

    @property
    def items(self) -> list[Item]:
        if callable(self._items):
            self._items = self._items()
        return self._items

    @items.setter
    def items(self, value: list[Item]) -> None:
        self._items = value

    @property
    def label(self) -> Text | None:
        if callable(self._label):
            self._label = self._label()
        return self._label

    @label.setter
    def label(self, value: Text | None) -> None:
        self._label = value

    @property
    def counted(self) -> list[Item]:
        return [i for i in self.items if i.counted]

    @property
    def excluded(self) -> list[Item]:
        return [i for i in self.items if not i.counted]

    def _fields(self) -> tuple:
        return (self.reading, self.items, self.value, self.legal, self.problems, self.label)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ReadingScore):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # mutable, like the dataclass it replaces

    def __repr__(self) -> str:
        return (f"ReadingScore(reading={self.reading!r}, items={self.items!r}, value={self.value!r}, "
                f"legal={self.legal!r}, problems={self.problems!r}, label={self.label!r})")


@dataclass
class ScoreResult:
    """Everything a learner sees for one hand under one ruleset.

    status : ``"scored"`` | ``"not_win"`` | ``"not_implemented"``.
    why_not : reasons it is not a win (each names the rule).
    readings : every reading with its score; best : index of the chosen one (or ``None``).
    items : the chosen reading's items plus hand-level ones (counted and excluded).
    notes : interpretation notes used; assumptions : context defaults the result relied on.
    total : the hand's value in ``unit``; total_text : e.g. "70 台".
    payments : seat → net amount (sums to zero) in ``payment_unit``; payment_lines : the transfers.
    """

    ruleset: str
    hand: Hand
    context: Context
    options: dict[str, Any]
    status: str
    why_not: list[Text] = field(default_factory=list)
    readings: list[ReadingScore] = field(default_factory=list)
    best: int | None = None
    items: list[Item] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    assumptions: list[Text] = field(default_factory=list)
    total: float = 0
    unit: str = ""
    total_text: Text | None = None
    payments: dict[str, float] = field(default_factory=dict)
    payment_unit: str = ""
    payment_lines: list[Payment] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.unit = unit(self.unit)
        self.payment_unit = unit(self.payment_unit)

    @property
    def is_win(self) -> bool:
        return self.status == "scored"

    @property
    def counted(self) -> list[Item]:
        return [i for i in self.items if i.counted]

    @property
    def excluded(self) -> list[Item]:
        return [i for i in self.items if not i.counted]

    def codes(self) -> list[str]:
        """Codes of the counted items, in order (handy in tests and exercises)."""
        return [i.code for i in self.counted]

    def item(self, code: str) -> Item | None:
        """The counted item with this code, or ``None``."""
        for i in self.counted:
            if i.code == code:
                return i
        return None

    # What the view layer needs to draw a result, so that ``render`` never has to import ``rules``.
    @property
    def title(self) -> Text:
        """The ruleset's title (e.g. 马湾算胡 Mawan); the bare name for a ruleset that is not registered."""
        rs = _lookup(self.ruleset)
        return rs.title if rs is not None else plain(self.ruleset)

    @property
    def ghost_kinds(self) -> tuple[int, ...]:
        """The ghost kinds in play under this result's options (``()`` for rulesets without ghosts)."""
        rs = _lookup(self.ruleset)
        if rs is None:
            return ()
        try:
            return tuple(rs.ghost_kinds(self.options))
        except (MjError, KeyError, TypeError):  # options of a hand-built result may be incomplete
            return ()

    # pandas views: the view layer (``mjlearn.frames``) registers them with ``mjlearn._display``
    def items_frame(self, lang: str | None = None):
        """The item table as a pandas DataFrame (see :func:`mjlearn.frames.items_frame`)."""
        return _display.view("items_frame")(self, lang)

    def readings_frame(self, lang: str | None = None):
        """Every reading with its value as a DataFrame (see :func:`mjlearn.frames.readings_frame`)."""
        return _display.view("readings_frame")(self, lang)

    def payments_frame(self, lang: str | None = None):
        """Net payment per seat as a DataFrame (see :func:`mjlearn.frames.payments_frame`)."""
        return _display.view("payments_frame")(self, lang)

    def _repr_html_(self) -> str | None:
        return _display.html(self)


def _lookup(name: str) -> Ruleset | None:
    """The registered ruleset ``name`` (imported on demand), or None for an unknown name."""
    try:
        return get_ruleset(name)
    except MjError:
        return None


@dataclass(frozen=True)
class WaitValue:
    """What a 13-tile hand would be worth on one wait: the summary the waits table shows.

    kind : the winning kind; status : ``"scored"`` | ``"not_win"`` | ``"not_implemented"`` (as
    :class:`ScoreResult`); total / unit / total_text : the hand's value (e.g. ``8``, ``"倍"``, "8 倍");
    why_not : the reasons when it is not a win; net : what the winner (the context's ``seat``) collects, its
    entry of ``payments`` in the ruleset's ``payment_unit`` (``None`` when not a win, or not given by a
    ruleset's own :meth:`Ruleset.wait_values`: the advice then scores that wait in full).
    :meth:`Ruleset.wait_values` makes them; the full result of one wait is ``mjlearn.score(hand + wait, …)``.
    """

    kind: int
    status: str
    total: float = 0
    unit: str = ""
    total_text: Text | None = None
    why_not: tuple[Text, ...] = ()
    net: float | None = None

    @classmethod
    def of(cls, kind: int, res: ScoreResult) -> WaitValue:
        """The summary of a full result (``net``: the winner's entry of its payments)."""
        net = res.payments.get(res.context.seat, 0) if res.status == "scored" else None
        return cls(kind, res.status, res.total, res.unit, res.total_text, tuple(res.why_not), net)


def settle(lines: Sequence[Payment], seats: Iterable[str] = SEATS) -> dict[str, float]:
    """Net amount per seat from payment lines (payee +, payer −); always sums to zero."""
    net: dict[str, float] = {s: 0 for s in seats}
    for p in lines:
        net[p.payer] = net.get(p.payer, 0) - p.amount
        net[p.payee] = net.get(p.payee, 0) + p.amount
    return net


# ------------------------------------------------------------------------------------------------
# Ruleset interface (the options are :mod:`.options`)

register({
    "err.rs.tile": ("{tile}（{zh}）不是{ruleset}的牌", "{tile} ({zh}) is not a tile of the {ruleset} ruleset"),
    "err.rs.meld": ("{ruleset}不允许“{kind}”这种组", "the {ruleset} ruleset does not allow '{kind}' sets"),
    "err.rs.all34": ("全部 34 种牌", "all 34 kinds"),
})


class Ruleset:
    """Base class of a ruleset plug-in.

    Class attributes a subclass sets:

    name : registry name (``"mawan"``); title : Text; seed : seed file name; tile_kinds : the ruleset's
    kinds (tuple of int); forms : allowed forms; meld_kinds : allowed declared-set kinds;
    option_specs : list of :class:`OptionSpec`; unit : unit of the hand value (``"台"``, ``"倍"``, ``"分"``);
    payment_unit : unit of the payments (``"元"``, ``"分"``);
    id_prefix : the prefix of the ruleset's rule ids (``"MW"`` for ``MW-B05``; spec ``README.md``: the id is the
    item's code).
    """

    name: str = ""
    title: Text = plain("")
    seed: str = ""
    tile_kinds: tuple[int, ...] = tuple(range(34))
    forms: tuple[str, ...] = ("standard", "seven_pairs")
    meld_kinds: tuple[str, ...] = ("chi", "pon", "kan", "kakan", "ankan")
    option_specs: tuple[OptionSpec, ...] = ()
    unit: str = ""
    payment_unit: str = ""
    id_prefix: str = ""
    implemented: bool = False

    # --- options and validation ---
    def options(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Validated options with defaults filled in (:class:`MjError` on a bad key/value/combination)."""
        return validate_options(self.option_specs, options, self.title)

    def ghost_kinds(self, opts: Mapping[str, Any]) -> tuple[int, ...]:
        """Kinds that are ghost tiles under these options (none by default)."""
        return ()

    def check_hand(self, hand: Hand, opts: Mapping[str, Any]) -> None:
        """Raise :class:`MjError` for tiles outside the tile set or forbidden set kinds."""
        if not hand.melds and len(self.tile_kinds) == 34:  # every kind allowed, no sets: nothing to check
            return
        if len(self.tile_kinds) != 34:  # a ruleset without some kinds (Jinzhou): look at every tile
            allowed = set(self.tile_kinds)
            for k in hand.all_tiles():
                if k not in allowed:
                    raise MjError(T("err.rs.tile", tile=tile_str(k), zh=tile_zh(k), ruleset=self.title),
                                  tile_str(k), self.tile_set_text())
        for m in hand.melds:
            if m.kind not in self.meld_kinds:
                raise MjError(T("err.rs.meld", kind=m.kind, ruleset=self.title), str(m), ", ".join(self.meld_kinds))

    def checks_plain_hands(self, opts: Mapping[str, Any]) -> bool:
        """Can :meth:`check_hand` refuse a valid hand without declared sets under these options?  ``False``
        lets the public functions skip the call (a thin public path).  Conservative: ``True`` for a
        ruleset without some kinds, or one that overrides :meth:`check_hand` (unless it overrides this too)."""
        return len(self.tile_kinds) != 34 or type(self).check_hand is not Ruleset.check_hand

    def tile_set_text(self) -> Text | str:
        return T("err.rs.all34") if len(self.tile_kinds) == 34 else " ".join(tile_str(k) for k in self.tile_kinds)

    def check_context(self, hand: Hand, ctx: Context, opts: Mapping[str, Any]) -> None:
        """Ruleset-specific context checks (after the common ones); raise :class:`MjError`."""

    def check_table(self, ctx: Context, opts: Mapping[str, Any]) -> None:
        """The context's seats (``seat``, ``dealer``, ``discarder``) are at this ruleset's table under ``opts``,
        else :class:`MjError` naming the seat: the part of :meth:`check_context` that does not depend on the
        hand or the way of winning (the advice checks it once before scoring any wait).  Every ruleset's
        table has the four seats of :func:`~mjlearn.context.make_context` by default."""

    # --- shape ---
    def readings(self, hand: Hand, opts: Mapping[str, Any]) -> list[Reading]:
        """Every reading of a complete hand under this ruleset's forms and ghosts."""
        return _readings(hand, self.forms, self.ghost_kinds(opts))

    def win_problems(self, hand: Hand, reading: Reading, opts: Mapping[str, Any]) -> list[Text]:
        """Legality hook: why this reading of this (complete) hand is not a legal win; ``[]`` if legal.

        Context-free conditions only (used for waits too); context conditions belong in :meth:`score`.
        """
        return []

    def _has_win_problems(self) -> bool:
        """Does this ruleset override the legality hooks (:meth:`win_problems`, :meth:`is_legal_shape_win`,
        :meth:`readings`)?  If not, every complete shape is a legal win, so the waits need no readings."""
        cls = type(self)
        return any(getattr(cls, n) is not getattr(Ruleset, n)
                   for n in ("win_problems", "is_legal_shape_win", "readings"))

    def is_legal_shape_win(self, hand: Hand, opts: Mapping[str, Any]) -> bool:
        """Does some reading of this complete hand pass :meth:`win_problems`?"""
        return any(not self.win_problems(hand, r, opts) for r in self.readings(hand, opts))

    def waits(self, hand: Hand, opts: Mapping[str, Any]) -> Waits:
        """Waits of a 13-tile hand: shape waits, then legal ones (see :class:`Waits`)."""
        gk = self.ghost_kinds(opts)
        info = shape_waits(hand, self.forms, gk, self.tile_kinds)
        if not self._has_win_problems():  # every shape wait is legal: skip building readings per wait
            return Waits(tuple(info.live), info.dead, (), info.live, info.any_tile)
        legal, illegal = [], []
        for k in info.live:
            if self.is_legal_shape_win(hand.with_win(k), opts):
                legal.append(k)
            else:
                illegal.append(k)
        any_tile = info.any_tile and not illegal
        return Waits(tuple(legal), info.dead, tuple(illegal), info.live, any_tile)

    def shanten(self, hand: Hand, opts: Mapping[str, Any]) -> int:
        return _shanten(hand, self.forms, self.ghost_kinds(opts), self.tile_kinds)

    def shanten_core_args(self, opts: Mapping[str, Any]) -> tuple | None:
        """``(forms, ghost kinds, tile kinds)`` when :meth:`shanten` is, for every hand, the core's
        :func:`mjlearn.readings.shanten` with these arguments — so the public ``mj.shanten`` may call the core
        directly (a thin public path); ``None`` when the ruleset adds to it (a subclass that overrides
        :meth:`shanten` says so by overriding this too)."""
        if type(self).shanten is not Ruleset.shanten:
            return None
        return (self.forms, self.ghost_kinds(opts), self.tile_kinds)

    def is_complete(self, hand: Hand, opts: Mapping[str, Any]) -> bool:
        """Is the (checked) hand complete on shape under this ruleset's forms and ghosts?  Always the same
        answer as ``self.shanten(hand, opts) == -1`` (a ruleset that changes :meth:`shanten` overrides this too)."""
        return _is_complete(hand, self.forms, self.ghost_kinds(opts))

    # --- scoring ---
    def score(self, hand: Hand, ctx: Context, opts: Mapping[str, Any]) -> ScoreResult:
        """Score a complete hand.  The base class says "no scoring yet" (never a fake value)."""
        return ScoreResult(self.name, hand, ctx, dict(opts), "not_implemented",
                           why_not=[T("status.not_implemented")])

    def wait_values(self, hand: Hand, kinds: Iterable[int], ctx: Context,
                    opts: Mapping[str, Any], *, memo: dict | None = None) -> dict[int, WaitValue]:
        """What the 13-tile ``hand`` is worth on each of ``kinds`` with context ``ctx`` (the waits table).

        The context has been checked against each completed hand (:func:`mjlearn.api.wait_values`).  The
        default scores each wait in full; a ruleset may override it to share work across the waits (Huilai:
        ghost hands), and must then give the same status and total as :meth:`score`.
        ``memo``: a dict the caller keeps across calls with the same ``ctx``, ``opts`` and declared sets, where a
        ruleset may share work between them (Huilai: the settlement of each value); ignored here.
        Returns kind → :class:`WaitValue`; raises :class:`MjError` as :meth:`score` would.
        """
        return {k: WaitValue.of(k, self.score(hand.with_win(k), ctx, opts)) for k in kinds}

    def wait_net_bounds(self, full13: Sequence[int], melds: tuple, ctx: Context, opts: Mapping[str, Any], *,
                        memo: dict | None = None) -> tuple[float, float, tuple | None, bool] | None:
        """Bounds of what the winner (``ctx.seat``) collects on the waits of a 13-tile hand by ``ctx.win_by``
        (the ``net`` of :meth:`wait_values`), without valuing them: ``(base, pairs, pair_kinds, exact)`` —
        every wait at most ``base``, a wait of ``pair_kinds`` (every kind when ``None``) at most
        ``max(base, pairs)``, 0 for a way that cannot win; ``exact``: every wait wins and its net is its bound.
        ``full13`` : 34 concealed counts (ghosts by their face); ``melds`` : the declared sets.  ``None``: no
        bound known (the default).  The advice's 1-shanten EV uses it to skip ready variants that cannot beat
        the best found (spec ``advice.md`` § Figures).  Raises :class:`MjError` as :meth:`wait_values` would."""
        return None

    def spec_ids(self) -> tuple[str, ...]:
        """Every spec id this ruleset implements (documentation and tests)."""
        return ()


@dataclass(frozen=True)
class Waits:
    """Waits of a 13-tile hand under a ruleset (``common.md`` § Waits).

    live : legal live waits (what the hand is waiting for); dead : shape waits whose 4 copies are all in
    the hand; illegal : live shape waits that are not a legal win under the ruleset (e.g. Jinzhou 门齐);
    shape : all live shape waits (legal ⊆ shape); any_tile : every kind wins (ghost hands).
    """

    live: tuple[int, ...]
    dead: tuple[int, ...]
    illegal: tuple[int, ...]
    shape: tuple[int, ...]
    any_tile: bool = False
    illegal_why: tuple = ()  # Text reasons shared by the illegal waits (e.g. Jinzhou "missing 幺九")

    def __len__(self) -> int:
        return len(self.live)

    def __iter__(self):
        return iter(self.live)

    def __str__(self) -> str:
        from ..tiles import tiles_str
        if self.any_tile:
            return str(T("waits.any"))
        if not self.live and self.illegal:  # ready in shape, but no wait is a legal win (common.md § Waits)
            why = Text("；".join(t.zh for t in self.illegal_why), "; ".join(t.en for t in self.illegal_why))
            return str(T("waits.shape_only.why" if self.illegal_why else "waits.shape_only",
                         tiles=tiles_str(self.illegal), why=why))
        return tiles_str(self.live) if self.live else str(T("waits.none"))


register({
    "waits.shape_only": ("形状听牌（{tiles}），但没有合法的胡牌", "ready in shape ({tiles}), no legal win"),
    "waits.shape_only.why": ("形状听牌（{tiles}），但没有合法的胡牌：{why}",
                             "ready in shape ({tiles}), no legal win: {why}"),
})


# ------------------------------------------------------------------------------------------------
# Registry

_REGISTRY: dict[str, Ruleset] = {}


def register_ruleset(rs: Ruleset) -> Ruleset:
    """Register a ruleset instance under ``rs.name``."""
    if not rs.name:
        raise ValueError("a ruleset needs a name")
    _REGISTRY[rs.name] = rs
    return rs


# ---------------------------------------------------------------------------------------------------
# Registry

KNOWN: dict[str, str] = {
    "mawan": "mjlearn.rules.mawan",
    "huilai": "mjlearn.rules.huilai",
    "jinzhou": "mjlearn.rules.jinzhou",
}
_ALIASES = {"马湾": "mawan", "马湾算胡": "mawan", "惠来": "huilai", "锦州": "jinzhou"}


def ruleset_names() -> list[str]:
    """Names of every known ruleset, in display order."""
    return list(KNOWN)


def get_ruleset(name: str | Ruleset) -> Ruleset:
    """The ruleset registered as ``name`` (``"mawan"``, ``"huilai"``, ``"jinzhou"``, or 马湾/惠来/锦州).

    Raises
    ------
    MjError
        Unknown name (lists the known ones).
    """
    if isinstance(name, Ruleset):
        return name
    key = _ALIASES.get(str(name).strip(), str(name).strip().lower())
    if key not in _REGISTRY:
        if key not in KNOWN:
            raise MjError(Text(f"没有“{name}”这种规则", f"unknown ruleset '{name}'"), "ruleset",
                          Text("马湾算胡 'mawan'、惠来 'huilai'、锦州 'jinzhou'", ", ".join(KNOWN)))
        importlib.import_module(KNOWN[key])
    return _REGISTRY[key]
