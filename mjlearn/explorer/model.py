"""The explorer's model: the hand being built, its settings and its undo history — no widgets.

:class:`ExplorerModel` holds the concealed tiles (in the order added; the winning tile among them), the declared
sets, the winning tile, the focus ruleset, the view mode (one ruleset or all three), the table context and each
ruleset's options, and an undo history (at most 200 steps).  Each edit says what it did, or why it was refused,
in :attr:`ExplorerModel.message` (a :class:`Message`: text, error or not, the control it belongs to) and
returns whether the hand changed.

:meth:`ExplorerModel.state` makes an :class:`ExplorerState`, what the views are drawn from, with **one** call of
:func:`mjlearn.examination.examine` (context made and checked once, each ruleset's options validated once);
everything the views show is computed from that examination when first asked for.  What a ruleset offers (its
tiles, set kinds, options, title) comes from :func:`mjlearn.api.get_ruleset`.

Source: spec ``product.md`` § Widgets (the explorer); tile counts per ``common.md`` § Hand model.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .. import api
from ..errors import MjError, detached
from ..examination import Examination, examine
from ..hand import Hand, Meld, parse_hand
from ..i18n import T, Text, plain
from ..tiles import check_kind, parse_tile, rank_of, tile_name, tile_str
from .strings import tile_text  # (importing strings registers the explorer's catalogue entries)

DEFAULT_HAND = "123m456p11s89m pon:777z +7m"
"""The start hand: valid in all three rulesets (suits and 红中 only, a pung rather than a chow, so Jinzhou's
tile set and Huilai's no-chow rule both accept it) and instructive: Mawan 配 缺 晕 边 反匾 (50 台), Huilai
鸡胡 (1 倍), Jinzhou 二类胡 on the 7m edge wait with 门齐 幺九 有横 — every ruleset scores it differently."""

HISTORY_LIMIT = 200
"""Undo steps kept (the oldest goes first)."""

MODES = ("one", "side")


def as_error(e: BaseException) -> MjError:
    """An exception to show: an :class:`MjError` as it is (without its traceback), anything else as the short
    "something went wrong" message (no traceback reaches the learner)."""
    if isinstance(e, MjError):
        return detached(e)
    return MjError(T("explorer.oops", what=plain(type(e).__name__)))


def _pairs(text: str, sep: str, example: str) -> dict[str, str]:
    """``"5p:N, 7s:E"`` → ``{"5p": "N", "7s": "E"}`` (``sep`` between entries; ``:``, ``=`` or ``：`` inside);
    :class:`MjError` naming ``example`` for an entry without one."""
    out = {}
    for part in text.split(sep):
        part = part.strip()
        if not part:
            continue
        for mid in (":", "=", "："):
            if mid in part:
                k, v = part.split(mid, 1)
                break
        else:
            raise MjError(T("explorer.opt_bad_pairs", text=part, example=example), part, example)
        out[k.strip()] = v.strip()
    return out


def option_from_text(spec, text: str) -> Any:
    """The value of a text-typed option (``spec.kind`` ``tiles``, ``list`` or ``dict``) from what the learner
    typed: tiles as notation (``None`` when empty), a list split at ``,`` / ``;``, a dict of ``key:value``
    entries (Huilai's ``kong_from`` ``5p:N, 7s:E``; ``ready_hands`` ``E:19m…; W:…``).  The default for an
    empty list or dict.  Raises :class:`MjError` for a dict entry without ``:``."""
    if spec.kind == "tiles":
        return text.strip() or None
    if spec.kind == "list":
        items = [x.strip() for x in text.replace("；", ",").replace(";", ",").split(",") if x.strip()]
        return tuple(items) if items else spec.default
    if spec.kind == "dict":
        if not text.strip():
            return spec.default
        if spec.name == "kong_from":
            return _pairs(text.replace(";", ","), ",", "5p:N, 7s:E")
        return _pairs(text, ";", "E:19m19p19s1234567z; W:…")
    return text


class Message(NamedTuple):
    """What the last action did: ``text`` (Text or str; empty for nothing to say), ``error`` (refused or
    failed), ``where`` (the control it belongs to: ``palette``, ``hand``, ``notation``, ``set``, ``context``, or
    ``None``)."""
    text: Text | str = ""
    error: bool = False
    where: str | None = None


# ---------------------------------------------------------------------- the state the views are built from


@dataclass
class ExplorerState:
    """One hand and its settings, with the library's answers (from one :class:`~mjlearn.examination.Examination`)
    computed once and only when asked.

    ``hand`` (partial while being built), ``focus`` (ruleset name), ``ctx`` (context dict), ``options``
    (ruleset name → options dict), ``mode`` (``"one"``: only the focus ruleset; ``"side"``: all three),
    ``errors`` (ruleset name → MjError: options that ruleset refuses, or an option text that could not be read).
    ``setting_errors``: the messages about the settings (the table first, then each ruleset's options);
    ``context_message`` and ``option_messages`` (ruleset name → message or ``None``) the same per panel.
    """

    hand: Hand
    focus: str
    ctx: dict
    options: dict
    mode: str = "side"
    errors: dict = field(default_factory=dict)
    exam: Examination | None = None
    setting_errors: list = field(default_factory=list)
    context_message: Text | None = None
    option_messages: dict = field(default_factory=dict)
    _results: dict | None = None

    def __post_init__(self) -> None:
        if self.exam is None:
            self.exam = examine(self.hand, self.ctx, {n: o for n, o in self.options.items() if n not in self.errors})
        self.errors = {**self.exam.option_errors, **self.errors}
        if self.exam.context_error is not None:
            self.context_message = T("explorer.context_error", msg=plain(str(self.exam.context_error)))
            self.setting_errors.append(self.context_message)
        for name in self.all_rulesets:
            err = self.errors.get(name)
            text = T("explorer.option_error", ruleset=self.title(name), msg=plain(str(err))) if err else None
            self.option_messages[name] = text
            if text is not None:
                self.setting_errors.append(text)

    @property
    def tile_count(self) -> int:
        """Tiles in the hand (张; a set counts 3, the winning tile counts)."""
        return self.exam.tile_count

    n = tile_count  # the name the 何切 tab (widgets/advice_tab.py) reads

    @property
    def complete(self) -> bool:
        """14 tiles with a winning tile."""
        return self.exam.complete

    @property
    def all_rulesets(self) -> list[str]:
        """Every ruleset name, in the library's order."""
        return list(api.ruleset_names())

    @property
    def rulesets(self) -> list[str]:
        """The rulesets shown: the focus one, or all three side by side."""
        return [self.focus] if self.mode == "one" else self.all_rulesets

    def title(self, name: str) -> Text:
        """The ruleset's name as the learner reads it (马湾 / Mawan)."""
        return api.get_ruleset(name).title

    def ghost_kinds(self, name: str) -> tuple[int, ...]:
        """The ghost kinds of ruleset ``name`` under the current options (none if they are refused)."""
        return self.exam.ghost_kinds(name)

    def results(self) -> dict[str, Any]:
        """Ruleset name → ScoreResult or MjError, for a complete hand (computed once)."""
        if self._results is None:
            out: dict[str, Any] = {}
            for name in self.all_rulesets:
                if name in self.errors:
                    out[name] = self.errors[name]
                    continue
                try:
                    out[name] = self.exam.score(name)
                except Exception as e:  # noqa: BLE001 - MjError comes back as a value; anything else politely
                    out[name] = as_error(e)
            self._results = out
        return self._results

    @property
    def waits_hand(self) -> Hand | None:
        """The 13-tile hand whose waits are shown (the hand itself, or a complete hand minus its winning tile)."""
        return self.exam.waits_hand

    def waits(self, names: Iterable[str] | None = None) -> dict[str, Any]:
        """Ruleset name → Waits or MjError for :attr:`waits_hand` (computed once per ruleset; empty without it)."""
        out: dict[str, Any] = {}
        if self.waits_hand is None:
            return out
        for name in names or self.all_rulesets:
            if name in self.errors:
                out[name] = self.errors[name]
                continue
            try:
                out[name] = self.exam.waits(name)
            except Exception as e:  # noqa: BLE001
                out[name] = as_error(e)
        return out

    def shanten(self, name: str) -> int | None:
        """Shanten (向听数) of :attr:`waits_hand` under ``name``; ``None`` when it cannot be told (a hint only)."""
        if name in self.errors:
            return None
        try:
            return self.exam.shanten(name)
        except Exception:  # noqa: BLE001 - shanten is a hint; no value is better than an error here
            return None

    def readings(self, name: str) -> Any:
        """Every reading of the complete hand under ``name`` (a list), or the MjError it raised."""
        if name in self.errors:
            return self.errors[name]
        try:
            return self.exam.readings(name)
        except Exception as e:  # noqa: BLE001
            return as_error(e)

    def wait_values(self, name: str, kinds: Iterable[int]) -> Any:
        """Wait kind → WaitValue or MjError for each of ``kinds`` (the waits table), or one MjError for all."""
        if name in self.errors:
            return self.errors[name]
        try:
            return self.exam.wait_values(name, sorted(kinds))
        except Exception as e:  # noqa: BLE001
            return as_error(e)


# ---------------------------------------------------------------------- the model


class ExplorerModel:
    """The hand being built and its settings, with undo.  No widgets: the explorer widget calls these methods
    on each click and draws :meth:`state`.

    Parameters
    ----------
    ruleset : str
        The focus ruleset (whose tiles the palette offers); ``mode``: ``"one"`` or ``"side"``.

    Raises
    ------
    MjError
        An unknown ruleset or mode.
    """

    def __init__(self, ruleset: str = "mawan", mode: str = "side") -> None:
        if mode not in MODES:
            raise MjError(Text(f"没有“{mode}”这种显示方式", f"unknown view mode '{mode}'"), "mode", ", ".join(MODES))
        self.focus = api.get_ruleset(ruleset).name
        self.mode = mode
        self.tiles: list[int] = []  # concealed tiles incl. the winning tile, in the order added
        self.melds: list[Meld] = []
        self.win: int | None = None
        self.history: list[tuple[tuple[int, ...], tuple[Meld, ...], int | None]] = []
        self.context: dict[str, Any] = {}
        self.options: dict[str, dict[str, Any]] = {}
        self.option_errors: dict[str, MjError] = {}
        self.message = Message()

    # ------------------------------------------------------------------ reading
    @property
    def hand(self) -> Hand:
        """The current hand (partial while being built): concealed tiles, sets, winning tile."""
        conc = list(self.tiles)
        if self.win is not None and self.win in conc:
            conc.remove(self.win)
            return Hand(tuple(conc), tuple(self.melds), self.win)
        return Hand(tuple(conc), tuple(self.melds), None)

    @property
    def ruleset(self):
        """The focus :class:`~mjlearn.rules.base.Ruleset`."""
        return api.get_ruleset(self.focus)

    def count(self) -> int:
        """Tiles in the hand (a set counts 3; the winning tile counts)."""
        return len(self.tiles) + 3 * len(self.melds)

    def copies(self, k: int) -> int:
        """Copies of kind ``k`` in the hand, sets included."""
        return self.tiles.count(k) + sum(m.tiles.count(k) for m in self.melds)

    def foreign_tiles(self) -> list[int]:
        """The kinds in the hand that the focus ruleset does not have (e.g. winds in Jinzhou, JZ-A1)."""
        kinds = self.ruleset.tile_kinds
        return sorted({k for k in self.tiles + [t for m in self.melds for t in m.tiles] if k not in kinds})

    def state(self) -> ExplorerState:
        """The views' state for the current hand and settings (one :func:`~mjlearn.examination.examine` call)."""
        return ExplorerState(self.hand, self.focus, dict(self.context), dict(self.options), self.mode,
                             dict(self.option_errors))

    # ------------------------------------------------------------------ settings
    def set_settings(self, context: dict, options: dict, option_errors: dict | None = None) -> None:
        """The table context (a dict for :func:`mjlearn.api.score`), ruleset name → options, and ruleset name →
        the MjError of an option text that could not be read (that ruleset is then not asked)."""
        self.context = dict(context)
        self.options = {n: dict(o) for n, o in options.items()}
        self.option_errors = dict(option_errors or {})

    def set_focus(self, name: str) -> bool:
        """Show ruleset ``name``; says so, or (an error, at the hand) which tiles of the hand it does not have."""
        rs = api.get_ruleset(name)
        self.focus = rs.name
        foreign = self.foreign_tiles()
        if foreign:
            self._say(T("explorer.hand_not_in_ruleset", ruleset=rs.title,
                        tiles=plain(" ".join(tile_str(k) for k in foreign))), error=True, where="hand")
        else:
            self._say(T("explorer.ruleset_now", ruleset=rs.title))
        return True

    # ------------------------------------------------------------------ undo
    def snapshot(self) -> tuple:
        return (tuple(self.tiles), tuple(self.melds), self.win)

    def restore(self, snap: tuple) -> None:
        self.tiles, self.melds, self.win = list(snap[0]), list(snap[1]), snap[2]

    def _push(self) -> None:
        self.history.append(self.snapshot())
        if len(self.history) > HISTORY_LIMIT:
            del self.history[0]

    def _say(self, text: Text | str = "", error: bool = False, where: str | None = None) -> None:
        self.message = Message(text, error, where)

    def _fix_win(self) -> None:
        """14 tiles → a winning tile (default: the last tile added); fewer → none."""
        if self.count() != 14:
            self.win = None
        elif self.win is None or self.win not in self.tiles:
            self.win = self.tiles[-1] if self.tiles else None

    def load(self, h: Hand) -> None:
        """Make ``h`` the hand (no undo step, no message); :class:`MjError` for more than 14 tiles."""
        tiles = list(h.concealed) + ([h.win_tile] if h.win_tile is not None else [])
        n = len(tiles) + 3 * len(h.melds)
        if n > 14:
            raise MjError(Text(f"{n} 张：一手牌最多 14 张（每组算 3 张）", f"{n} tiles: a hand has at most 14 (a set counts 3)"), str(h),
                          Text("13 或 14 张", "13 or 14 tiles"))
        self.tiles, self.melds, self.win = tiles, list(h.melds), h.win_tile
        if n != 14:
            self.win = None

    # ------------------------------------------------------------------ edits (each returns "the hand changed")
    def add_tile(self, kind: int | str) -> bool:
        """Add one tile to the concealed hand; refused with a message (at the palette): a tile outside the
        ruleset, a fifth copy (common.md § Tiles: 4 of each), a full hand (14, a set counts 3).

        Raises :class:`MjError`, the hand and the undo history unchanged, when ``kind`` is neither notation nor
        an ``int`` 0–33 (``True``, ``2.0`` and numpy integers are refused)."""
        k = parse_tile(kind) if isinstance(kind, str) else check_kind(kind)
        rs = self.ruleset
        if k not in rs.tile_kinds:
            self._say(T("explorer.not_in_ruleset", tile=tile_text(k), ruleset=rs.title), error=True, where="palette")
            return False
        if self.copies(k) >= 4:
            self._say(T("explorer.fifth_copy", tile=tile_text(k)), error=True, where="palette")
            return False
        if self.count() >= 14:
            self._say(T("explorer.full"), error=True, where="palette")
            return False
        self._push()
        self.tiles.append(k)
        self._fix_win()
        self._say(T("explorer.added", tile=tile_text(k)))
        return True

    def remove_tile(self, kind: int | str, *, win: bool = False) -> bool:
        """Remove one concealed copy of ``kind`` (the last one added); none in the hand → a message at the hand.
        :class:`MjError` for a ``kind`` that is neither notation nor an ``int`` 0–33."""
        k = parse_tile(kind) if isinstance(kind, str) else check_kind(kind)
        if k not in self.tiles:
            self._say(T("explorer.not_in_hand", tile=tile_text(k)), error=True, where="hand")
            return False
        self._push()
        idx = len(self.tiles) - 1 - self.tiles[::-1].index(k)
        del self.tiles[idx]
        self.win = None
        self._fix_win()
        self._say(T("explorer.removed", tile=tile_text(k)))
        return True

    def remove_set(self, index: int) -> bool:
        """Remove the declared set at ``index`` (0-based); no such set → a message, the hand unchanged.
        :class:`MjError` (hand unchanged) when ``index`` is not a whole number."""
        if type(index) is not int:
            raise MjError(Text(f"组的序号要是整数，不能是 {index!r:.40}", f"a set number must be a whole number, not {index!r:.40}"),
                          "remove_set", Text("0 是第一组，1 是第二组……", "0 for the first declared set, 1 for the second, …"))
        if not 0 <= index < len(self.melds):
            self._say(T("explorer.no_set", n=index + 1), error=True, where="hand")
            return False
        self._push()
        m = self.melds.pop(index)
        self._fix_win()
        self._say(T("explorer.removed", tile=plain(str(m))))
        return True

    def add_set(self, kind: str, tile: int | str) -> bool:
        """Add a declared set: ``kind`` chi/pon/kan/kakan/ankan, ``tile`` its (lowest) tile; a fifth copy or a
        full hand is refused with a message (at the set builder).

        Raises :class:`MjError` for a chow that does not fit in a suit or a set kind the ruleset does not have
        (Huilai: no chow, common.md § Hand model)."""
        k = parse_tile(tile) if isinstance(tile, str) else tile
        if kind == "chi":
            if k >= 27 or rank_of(k) > 7:
                raise MjError(Text(f"没有从{tile_name(k)}开始的顺子", f"no chow starts at {tile_str(k)}"), f"chi:{tile_str(k)}",
                              Text("一到七的万、筒、条：'chi:3m' 就是三四五万", "a suit tile of rank 1-7: chi 3m means 345m"))
            tiles = (k, k + 1, k + 2)
        elif kind == "pon":
            tiles = (k, k, k)
        else:
            tiles = (k, k, k, k)
        m = Meld(kind, tiles)
        rs = self.ruleset
        if kind not in rs.meld_kinds:
            raise MjError(T("err.rs.meld", kind=kind, ruleset=rs.title), str(m), ", ".join(rs.meld_kinds))
        for t in set(tiles):
            if self.copies(t) + tiles.count(t) > 4:
                self._say(T("explorer.fifth_copy", tile=tile_text(t)), error=True, where="set")
                return False
        if len(self.melds) >= 4 or self.count() + 3 > 14:
            self._say(T("explorer.full"), error=True, where="set")
            return False
        self._push()
        self.melds.append(m)
        self._fix_win()
        self._say(T("explorer.added", tile=plain(str(m))))
        return True

    def set_hand(self, hand: str | Hand) -> bool:
        """Replace the hand (notation or Hand; partial allowed; one undo step).  A ``+tile`` on a partial hand
        is kept as an ordinary tile, with a message.  Raises :class:`MjError` on bad input (hand unchanged)."""
        h = parse_hand(hand, allow_partial=True)
        snap = self.snapshot()
        try:
            self.load(h)
        except MjError:
            self.restore(snap)
            raise
        self.history.append(snap)
        n = len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)
        if h.win_tile is not None and n != 14:
            self._say(T("explorer.win_kept_as_tile", tile=plain(tile_str(h.win_tile)), n=n))
        else:
            self._say("")
        return True

    def set_win(self, kind: int | None) -> bool:
        """Choose the winning tile among the concealed tiles (``None``: none); another value changes nothing."""
        if kind == self.win or (kind is not None and kind not in self.tiles):
            return False
        self._push()
        self.win = kind
        self._say("")
        return True

    def undo(self) -> bool:
        """Go back one hand change ("nothing to undo" at the hand when there is none)."""
        if not self.history:
            self._say(T("explorer.undo_empty"), where="hand")
            return False
        self.restore(self.history.pop())
        self._say("")
        return True

    def clear(self) -> bool:
        """Empty the hand (undo brings it back); clearing an empty hand adds no undo step."""
        self._say("")
        if not self.tiles and not self.melds and self.win is None:
            return False
        self._push()
        self.tiles, self.melds, self.win = [], [], None
        return True
