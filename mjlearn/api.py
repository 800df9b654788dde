"""The learner-facing facade: one call each to parse, decompose, find waits and shanten, and score.

Every function takes a hand as a :class:`~mjlearn.hand.Hand` or its string form, and a ruleset name
(``"mawan"``, ``"huilai"``, ``"jinzhou"``).  Bad input raises :class:`~mjlearn.errors.MjError`.
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

from .advice import Advice, advise  # noqa: F401  (what to discard: re-exported by the facade)
from .context import Context, check_context_against_hand, make_context
from .errors import MjError
from .hand import FORM_BITS, Hand, parse_hand, validate_hand
from .i18n import T, Text, register
from .readings import Reading
from .readings import readings as _core_readings
from .readings import shanten as _core_shanten
from .readings._cache import BoundedDict, register_clearer
from .readings.shanten import complete_plain as _core_is_complete
from .readings.shanten import concealed_check as _concealed_check
from .rules import get_ruleset, ruleset_names
from .rules.base import Ruleset, ScoreResult, Waits, WaitValue


def _arguments_checked(fn):
    """Refuse a context keyword that repeats an argument (``score(h, "mawan", hand=…)``) with an
    :class:`MjError` instead of Python's ``TypeError``: the hand, ruleset, context and options are
    arguments, not context fields."""
    names = [n for n in fn.__code__.co_varnames[:fn.__code__.co_argcount]]

    @functools.wraps(fn)
    def wrapper(*args, **kw):
        if len(args) > len(names):
            raise MjError(Text(f"{fn.__name__}() 最多接受 {len(names)} 个位置参数（{'、'.join(names)}），这里给了 {len(args)} 个",
                               f"{fn.__name__}() takes at most {len(names)} positional arguments "
                               f"({', '.join(names)}), but {len(args)} were given"), fn.__name__,
                          Text("牌局情况写成字典，或写成关键字参数，如 win_by='self_draw'",
                               "context fields as a dict or as keywords, e.g. win_by='self_draw'"))
        for n in names[:len(args)]:
            if n in kw:
                raise MjError(Text(f"'{n}' 给了两次：既是 {fn.__name__}() 的参数，又写成了关键字；'{n}' 不是牌局情况",
                                   f"'{n}' was given twice: as an argument of {fn.__name__}() and as a keyword; "
                                   f"'{n}' is not a context field"), n,
                              Text(f"{fn.__name__}({', '.join(names)}, **牌局情况)，如 win_by='self_draw'",
                                   f"{fn.__name__}({', '.join(names)}, **context fields such as win_by='self_draw')"))
        return fn(*args, **kw)
    return wrapper


#: (ruleset, frozen options) → (Ruleset, validated options): a call with the same ruleset and options does not
#: look the ruleset up or validate the options again.  Options that cannot be frozen
#: (lists, dicts, Hands inside) are validated every time.
_PREPARED = BoundedDict("api.prepared")


def _options_key(ruleset, options):
    if options is None:
        return (ruleset, None)
    if type(options) is not dict:
        return None
    try:
        key = (ruleset, tuple(sorted((k, type(v), v) for k, v in options.items())))
        hash(key)
    except TypeError:
        return None
    return key


def prepared(ruleset: str | Ruleset, options: Mapping[str, Any] | None = None):
    """``(Ruleset, validated options)`` for a ruleset name and options, from a small bounded cache.

    The options dict returned is shared between calls with equal options: treat it as read-only.
    Raises :class:`MjError` as :func:`get_ruleset` and the ruleset's ``options`` do.
    """
    try:
        key = _options_key(ruleset, options)
        hit = _PREPARED.get(key) if key is not None else None
    except TypeError:  # an unhashable ruleset argument: looked up (and refused) below
        key = hit = None
    if hit is not None:
        return hit
    rs = get_ruleset(ruleset)
    out = (rs, rs.options(options))
    if key is not None:
        _PREPARED.put(key, out)
    return out


register({
    "err.api.decompose": ("拆牌要一手胡了的牌：用“+”标出胡的牌", "decompose needs a complete hand: mark the winning tile with '+'"),
    "err.api.decompose.ok": ("如 '1122233334444s +2s'；13 张的手用 waits() 或 shanten()",
                             "e.g. '1122233334444s +2s'; for a 13-tile hand use waits() or shanten()"),
    "err.api.waits": ("听牌要看 13 张的手：去掉“+胡的牌”", "waits are for a 13-tile hand: remove the '+winning tile'"),
    "err.api.waits.ok": ("13 张的手", "a 13-tile hand"),
    "err.api.score": ("计分要一手胡了的牌：用“+”标出胡的牌", "score needs a complete hand: mark the winning tile with '+'"),
    "err.api.score.ok": ("如“… +9m”", "e.g. '… +9m'"),
})


class _Default(NamedTuple):
    """What the calls without options need of a ruleset, looked up once per name (:data:`_DEFAULT`)."""
    rs: Ruleset
    opts: dict
    check: bool                          # can check_hand refuse a valid hand without declared sets?
    complete_forms: tuple[str, ...] | None  # the core's is_complete applies as is (no ghosts, base method)
    readings_forms: tuple[str, ...] | None  # the core's readings apply as is (no ghosts, base method)
    shanten_args: tuple | None         # the core's shanten arguments (Ruleset.shanten_core_args)


#: ruleset name → :class:`_Default`: the calls without options (the common case) skip even building
#: :func:`prepared`'s key.  Bounded: only names that :func:`get_ruleset` accepted are stored.
_DEFAULT = BoundedDict("api.default")
#: ruleset name → (its forms' bits, :data:`mjlearn.hand.FORM_BITS`; its
#: :func:`~mjlearn.readings.shanten.concealed_check`) for rulesets whose default options cannot refuse a valid
#: concealed hand: :func:`is_complete`'s first tests; ``None`` for the other names :func:`get_ruleset` accepted
_COMPLETE = BoundedDict("api.complete")
#: the last name :func:`is_complete` found a ``(forms, check)`` pair for in :data:`_COMPLETE`, and that pair
#: (one entry, forgotten by :func:`~mjlearn.readings._cache.clear_caches` with the rest)
_LAST_NAME: object = None
_LAST_FORMS: int = 0
_LAST_CHECK: Callable[[Hand], bool] = bool


def _forget_last() -> None:
    global _LAST_NAME
    _LAST_NAME = None


register_clearer(_forget_last)


def _default(ruleset: str) -> _Default:
    rs, opts = prepared(ruleset, None)
    plain = not rs.ghost_kinds(opts)
    cls = type(rs)
    return _DEFAULT.put(ruleset, _Default(
        rs, opts, rs.checks_plain_hands(opts),
        rs.forms if plain and cls.is_complete is Ruleset.is_complete else None,
        rs.forms if plain and cls.readings is Ruleset.readings else None,
        rs.shanten_core_args(opts)))


def _prepare(hand: str | Hand, ruleset: str | Ruleset, options: Mapping[str, Any] | None):
    """``(Ruleset, validated options, checked Hand)``: the ruleset and options from :func:`prepared`'s caches,
    the hand parsed (a string) or validated (a :class:`Hand`) and checked against the ruleset.

    The thin path: a :class:`Hand` built valid (``hand._ok``, decided once when it was made), a
    ruleset name and no options cost two dict look-ups — no parsing, no validation, and no ``check_hand`` for
    a hand without sets when the ruleset's default options cannot refuse one."""
    if options is None and type(ruleset) is str:
        p = _DEFAULT.get(ruleset) or _default(ruleset)
        if type(hand) is Hand and hand._ok:
            rs, opts, check = p[0], p[1], p[2]
            if check or hand.melds:
                rs.check_hand(hand, opts)
            return rs, opts, hand
        rs, opts = p[0], p[1]
    else:
        rs, opts = prepared(ruleset, options)
    if type(hand) is Hand:
        validate_hand(hand)
        h = hand
    else:
        h = parse_hand(hand)
    rs.check_hand(h, opts)
    return rs, opts, h


def decompose(hand: str | Hand, ruleset: str | Ruleset = "mawan",
              options: Mapping[str, Any] | None = None) -> list[Reading]:
    """Every reading of a complete hand under a ruleset's forms (and ghosts).

    Parameters
    ----------
    hand : str | Hand
        A complete hand, e.g. ``"1122233334444s +2s"`` (13 tiles + winning tile; sets count 3).
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    options : dict, optional
        Ruleset options (Huilai ghosts: ``{"ghosts": "flip", "indicator": "5p"}``).

    Returns
    -------
    list[Reading]
        One reading per decomposition and winning-tile place (``reading.decomposition`` is the partition);
        empty when the tiles form no allowed shape.

    Raises
    ------
    MjError
        Bad notation, counts, sets or tiles outside the ruleset; a hand without a winning tile.

    Source: spec ``common.md`` § Decompositions.
    """
    if options is None and type(hand) is Hand and hand._ok and hand.win_tile is not None and type(ruleset) is str:
        p = _DEFAULT.get(ruleset) or _default(ruleset)
        if p.readings_forms is not None:  # the ruleset adds nothing to the core's readings: call it directly
            if p.check or hand.melds:
                p.rs.check_hand(hand, p.opts)
            return _core_readings(hand, p.readings_forms)
    rs, opts, h = _prepare(hand, ruleset, options)
    if h.win_tile is None:
        raise MjError(T("err.api.decompose"), str(h), T("err.api.decompose.ok"))
    return rs.readings(h, opts)


def decompositions(hand: str | Hand, ruleset: str | Ruleset = "mawan",
                   options: Mapping[str, Any] | None = None):
    """The distinct decompositions (partitions) of a complete hand, without winning-tile placements."""
    out = []
    for r in decompose(hand, ruleset, options):
        if r.decomposition not in out:
            out.append(r.decomposition)
    return out


def waits(hand: str | Hand, ruleset: str | Ruleset = "mawan",
          options: Mapping[str, Any] | None = None) -> Waits:
    """What a 13-tile hand is waiting for under a ruleset.

    Returns
    -------
    Waits
        ``live`` (legal, live wait kinds), ``dead`` (all 4 copies already in the hand), ``illegal`` (complete
        the shape but break the ruleset's win conditions), ``shape`` and ``any_tile``.

    Raises
    ------
    MjError
        Bad input, or a hand that is not a 13-tile waiting hand.

    Source: spec ``common.md`` § Waits.
    """
    rs, opts, h = _prepare(hand, ruleset, options)
    if h.win_tile is not None:
        raise MjError(T("err.api.waits"), str(h), T("err.api.waits.ok"))
    return rs.waits(h, opts)


def shanten(hand: str | Hand, ruleset: str | Ruleset = "mawan",
            options: Mapping[str, Any] | None = None) -> int:
    """Shanten (向听数) over the ruleset's forms: −1 complete, 0 ready (a live wait), n tiles away otherwise.

    Parameters
    ----------
    hand : str | Hand
        A 13-tile waiting hand (or a 14-tile one with its winning tile), e.g. ``"123m456p789s1z23s"``.
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``; options : dict, optional — ruleset options (Huilai ghosts).

    Returns
    -------
    int
        −1 … 8 (tiles to exchange; a hand whose only finishing tiles are dead is 1, not 0).

    Raises
    ------
    MjError
        Bad notation, counts, sets or tiles outside the ruleset, bad options.

    A valid :class:`Hand`, a ruleset name and no options go straight to the core
    (:func:`mjlearn.readings.shanten`).  Source: spec ``common.md`` § Waits and shanten.
    """
    if options is None and type(hand) is Hand and hand._ok and type(ruleset) is str:
        p = _DEFAULT.get(ruleset) or _default(ruleset)
        if p.shanten_args is not None:
            if p.check or hand.melds:
                p.rs.check_hand(hand, p.opts)
            return _core_shanten(hand, *p.shanten_args)
    rs, opts, h = _prepare(hand, ruleset, options)
    return rs.shanten(h, opts)


def is_complete(hand: str | Hand, ruleset: str | Ruleset = "mawan",
                options: Mapping[str, Any] | None = None) -> bool:
    """Is the hand complete (胡了的形: the tiles form an allowed shape) under a ruleset?  On shape alone.

    Parameters
    ----------
    hand : str | Hand
        Usually a 14-tile hand with its winning tile, e.g. ``"123m456p789s123s1z +1z"`` (declared sets count
        3); a 13-tile hand is never complete.
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"`` (their forms: standard and seven pairs; Huilai also
        thirteen orphans).
    options : dict, optional
        Ruleset options (Huilai ghosts, e.g. ``{"ghosts": "white"}``; 四鬼胡牌 ``four_ghost_win``).

    Returns
    -------
    bool
        Exactly ``shanten(hand, ruleset, options) == -1``: the hand has a reading (:func:`decompose` is not
        empty), or — Huilai with ``four_ghost_win`` (HL-O06) — it holds four ghosts.  Whether that is a
        *legal* win with a given context is :func:`score`'s question.

    Raises
    ------
    MjError
        As :func:`shanten`: bad notation, counts, sets or tiles outside the ruleset, bad options.

    Stops early: a valid :class:`Hand` without declared sets, a ruleset name and no options are answered from
    the forms the hand's suit block sizes and honors block allow (computed when the hand was built), then one
    table look-up per suit block and the honors; other valid hands go straight to the core
    (:func:`mjlearn.readings.is_complete`).
    Source: spec ``common.md`` § Decompositions, § Seven pairs, § Thirteen orphans, § Ghost tiles.
    """
    global _LAST_NAME, _LAST_FORMS, _LAST_CHECK
    # Stop early: a valid Hand without declared sets under a ruleset whose default options cannot refuse one
    # (_COMPLETE) is complete only in one of the forms its suit blocks' sizes and its honors block allow
    # (Hand._plain_forms, worked out when the hand was built; 0 for 13 tiles): most hands that are not complete
    # have none of the ruleset's forms and stop at one AND; the rest go on to the suit blocks and the pairs
    # (concealed_check).  The ruleset of the last call needs not even a dict look-up.
    if ruleset is _LAST_NAME and options is None:
        try:
            forms = hand._plain_forms  # type: ignore[union-attr]  # −1 with declared sets, or if not valid
        except AttributeError:  # not a Hand (a string: parsed below)
            forms = -1
        if forms >= 0:
            if not forms & _LAST_FORMS:
                return False
            return _LAST_CHECK(hand)  # type: ignore[arg-type]
    if options is None:
        try:
            forms = hand._plain_forms  # type: ignore[union-attr]
            allowed, check = _COMPLETE[ruleset]  # None (not unpacked: TypeError) where this test does not apply
        except (AttributeError, KeyError, TypeError):  # not a Hand (a string: parsed below), a name not seen
            forms = -1  # yet (the branch below stores it), an unhashable ruleset (refused below)
        if forms >= 0:
            _LAST_NAME, _LAST_FORMS, _LAST_CHECK = ruleset, allowed, check
            if not forms & allowed:
                return False
            return check(hand)
    if options is None and type(hand) is Hand and hand._ok and type(ruleset) is str:
        p = _DEFAULT.get(ruleset) or _default(ruleset)
        if ruleset not in _COMPLETE:  # built once per name (hands with declared sets also come here)
            _COMPLETE.put(ruleset, (sum(FORM_BITS[f] for f in set(p.complete_forms)),
                                    _concealed_check(p.complete_forms))
                          if p.complete_forms is not None and not p.check and FORM_BITS.keys() >= set(p.complete_forms)
                          else None)
        if p.complete_forms is not None:
            if p.check or hand.melds:
                p.rs.check_hand(hand, p.opts)
            return _core_is_complete(hand, p.complete_forms)
    rs, opts, h = _prepare(hand, ruleset, options)
    return rs.is_complete(h, opts)


def shanten_batch(hands: Iterable[str | Hand], ruleset: str | Ruleset = "mawan",
                  options: Mapping[str, Any] | None = None) -> list[int]:
    """Shanten of many hands under one ruleset, validating the ruleset and options once.

    Parameters
    ----------
    hands : iterable of str | Hand
        13-tile waiting hands (or complete 14-tile ones), e.g. the variants a discard advisor compares.
    ruleset, options : as :func:`shanten`.

    Returns
    -------
    list[int]
        One shanten per hand, in order (−1 complete, 0 ready with a live wait, n tiles away).

    Raises
    ------
    MjError
        Bad ruleset or options, or any bad hand (the first one met).

    For the shanten after each discard of one 14-tile hand, see :func:`mjlearn.readings.discard_shanten`.
    Source: spec ``common.md`` § Waits and shanten.
    """
    rs, opts = prepared(ruleset, options)
    out = []
    for hand in hands:
        h = parse_hand(hand)
        rs.check_hand(h, opts)
        out.append(rs.shanten(h, opts))
    return out


@_arguments_checked
def score(hand: str | Hand, ruleset: str | Ruleset = "mawan", context: Mapping[str, Any] | Context | None = None,
          options: Mapping[str, Any] | None = None, **context_kw: Any) -> ScoreResult:
    """Score a complete hand under one ruleset.

    Parameters
    ----------
    hand : str | Hand
        Complete hand with its winning tile (``"… +9m"``).
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    context : dict | Context, optional
        How the hand was won and table facts (see :class:`mjlearn.context.Context`); keywords work too
        (``score(h, "mawan", win_by="self_draw")``).
    options : dict, optional
        Ruleset options (each ruleset documents its own).

    Returns
    -------
    ScoreResult
        ``status`` ``"scored"`` with items, total and payments; ``"not_win"`` with ``why_not``; or
        ``"not_implemented"`` for a ruleset whose scoring has not landed (never a fake value).

    Raises
    ------
    MjError
        Bad hand, options or context, or context inconsistent with the hand.
    """
    rs, opts, h = _prepare(hand, ruleset, options)
    if h.win_tile is None:
        raise MjError(T("err.api.score"), str(h), T("err.api.score.ok"))
    ctx = make_context(context, **context_kw)
    check_context_against_hand(h, ctx, rs.name)
    return _score_checked(rs, opts, h, ctx)


def _score_checked(rs: Ruleset, opts: dict, h: Hand, ctx: Context) -> ScoreResult:
    """:func:`score` once the hand, options and context are valid (and consistent with each other)."""
    rs.check_context(h, ctx, opts)
    return rs.score(h, ctx, opts)


@_arguments_checked
def compare(hand: str | Hand, context: Mapping[str, Any] | Context | None = None,
            options: Mapping[str, Mapping[str, Any]] | None = None, **context_kw: Any) -> dict[str, ScoreResult | MjError]:
    """Score one hand under every ruleset: name → ScoreResult, or the MjError that ruleset raised
    (e.g. a wind tile in Jinzhou).  ``options`` maps ruleset name → its options."""
    per = _options_by_ruleset(options)
    out: dict[str, ScoreResult | MjError] = {}
    for name in ruleset_names():
        try:
            out[name] = score(hand, name, context, per.get(name), **context_kw)
        except MjError as e:  # kept without its traceback: the frames would keep this call's state alive
            out[name] = e.with_traceback(None)
    return out


def _options_by_ruleset(options: Any) -> dict[str, Any]:
    """compare()'s ``options``: ruleset name (or 马湾/惠来/锦州) → that ruleset's options dict.  A key that
    is not a ruleset (options of one ruleset given directly) is an :class:`MjError`, not silently ignored."""
    if options is None:
        return {}
    if not isinstance(options, Mapping):
        raise MjError(Text(f"compare() 的选项要写成以规则名为键的字典，不能是 {type(options).__name__}",
                           f"compare() options must be a dict keyed by ruleset name, not {type(options).__name__}"),
                      "options", "{'huilai': {'ghosts': 'white'}, 'mawan': {'stake': '22'}}")
    out: dict[str, Any] = {}
    for key, val in options.items():
        try:
            name = get_ruleset(key).name if isinstance(key, str) else None
        except MjError:
            name = None
        if name is None:
            raise MjError(Text(f"compare() 的选项以规则名为键；{str(key)[:40]!r} 不是规则（每种规则给自己的选项）",
                               f"compare() options are keyed by ruleset name; {str(key)[:40]!r} is not a ruleset "
                               "(give each ruleset its own options)"), "options",
                          Text("、".join(ruleset_names()) + "，如 {'huilai': {'ghosts': 'white'}}",
                               ", ".join(ruleset_names()) + ", e.g. {'huilai': {'ghosts': 'white'}}"))
        if val is not None and not isinstance(val, Mapping):
            raise MjError(Text(f"compare() 的 options['{name}'] 要写成这种规则的选项字典，不能是 {type(val).__name__}",
                               f"compare() options['{name}'] must be a dict of that ruleset's options, not "
                               f"{type(val).__name__}"), f"options['{name}']", "{'huilai': {'ghosts': 'white'}}")
        out[name] = val
    return out


def wait_values(hand: str | Hand, ruleset: str | Ruleset = "mawan",
                context: Mapping[str, Any] | Context | None = None, options: Mapping[str, Any] | None = None,
                kinds: Iterable[int] | None = None) -> dict[int, WaitValue | MjError]:
    """What a 13-tile hand would be worth on each wait, under one ruleset (the waits table).

    Parameters
    ----------
    hand : str | Hand
        A 13-tile hand (no ``+tile``).
    ruleset, options : as for :func:`score`.
    context : as for :func:`score`; the same context is used for every wait (default: a discard win).
    kinds : the winning kinds to value (default: the live and the illegal waits of :func:`waits`).

    Returns
    -------
    dict kind → :class:`~mjlearn.rules.base.WaitValue` (status, total, unit, total_text, why_not — the same
    as ``score(hand + kind, …)`` gives), or the :class:`MjError` scoring that wait would raise.  Work is
    shared across the waits (a Huilai hand with eight ghosts: milliseconds instead of seconds).

    Raises
    ------
    MjError
        Bad hand (or one with a winning tile), options or context.
    """
    rs, opts, h = _prepare(hand, ruleset, options)
    if h.win_tile is not None:
        raise MjError(Text("听牌价值要看 13 张的手：去掉“+胡的牌”", "wait values are for a 13-tile hand: remove the '+winning tile'"),
                      str(h), Text("13 张的手", "a 13-tile hand"))
    return _wait_values_checked(rs, opts, h, make_context(context), kinds)


def _wait_values_checked(rs: Ruleset, opts: dict, h: Hand, ctx: Context,
                         kinds: Iterable[int] | None) -> dict[int, WaitValue | MjError]:
    """:func:`wait_values` once the 13-tile hand, the options and the context are valid."""
    if kinds is None:
        w = rs.waits(h, opts)
        kinds = sorted(set(w.live) | set(w.illegal))
    out: dict[int, WaitValue | MjError] = {}
    ok: list[int] = []
    for k in kinds:
        hk = h.with_win(k)
        try:  # what score() checks on the completed hand (e.g. a fifth copy with Huilai's indicator)
            rs.check_hand(hk, opts)
            check_context_against_hand(hk, ctx, rs.name)
            rs.check_context(hk, ctx, opts)
        except MjError as e:
            out[k] = e.with_traceback(None)  # kept without the frames it was raised in
            continue
        ok.append(k)
    if ok:
        try:
            out.update(rs.wait_values(h, ok, ctx, opts))
        except MjError:  # one wait's own problem: value them one by one to tell which
            for k in ok:
                try:
                    out.update(rs.wait_values(h, [k], ctx, opts))
                except MjError as e:
                    out[k] = e.with_traceback(None)
    return {k: out[k] for k in sorted(out)}

