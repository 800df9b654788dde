"""Seeded drills: fresh exercises of a requested kind (spec ``product.md`` § Exercises, "Random drill generator").

``drill("jinzhou", "total", seed=3, cls="JZ-C2")`` deals random complete hands from a seeded
:class:`random.Random` and returns the first that matches what was asked, as an :class:`Exercise` whose
expected answer the library computed.  The same arguments always give the same exercise.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from ..errors import MjError
from ..hand import Hand, Meld, validate_hand
from ..i18n import T, Text
from ..rules import get_ruleset
from .bank import read_data
from .compute import KINDS, SCORING_KINDS, compute_expected
from .errtext import rs_title, short
from .exercise import Exercise
from .glossary import glossary_for

WANTS = ("must_have", "cls", "context", "options", "win_by", "form", "open", "win", "min_waits",
         "min_decompositions", "min_total", "max_total")


def _as_list(x: Any) -> list[str]:
    if x is None:
        return []
    if isinstance(x, str):
        return [x]
    return list(x)


def random_complete_hand(rng: random.Random, tile_kinds: Iterable[int], meld_kinds: Iterable[str],
                         form: str | None = None, open_: bool | None = None, forms: Iterable[str] = ("standard",
                                                                                                       "seven_pairs")) -> Hand:
    """A random complete hand (13 tiles + winning tile) over ``tile_kinds``.

    ``form`` ``"standard"`` / ``"seven_pairs"`` / ``None`` (mostly standard); ``open_`` True: at least one
    declared set, False: none, None: sometimes.  Declared sets use only ``meld_kinds``.
    """
    kinds = tuple(tile_kinds)
    melds_ok = tuple(meld_kinds)
    counts = [0] * 34
    if form == "seven_pairs" or (form is None and "seven_pairs" in forms and not open_ and rng.random() < 0.12):
        chosen: list[int] = []
        while len(chosen) < 7:
            k = rng.choice(kinds)
            if counts[k] + 2 <= 4 and (counts[k] == 0 or rng.random() < 0.3):
                counts[k] += 2
                chosen.append(k)
        tiles = [k for k in chosen for _ in range(2)]
        win = rng.choice(tiles)
        tiles.remove(win)
        return Hand(tuple(tiles), (), win)
    chow_starts = [k for k in kinds if k < 27 and k % 9 <= 6 and k + 1 in kinds and k + 2 in kinds]
    pair = rng.choice(kinds)
    counts[pair] += 2
    sets: list[tuple[str, int]] = []
    while len(sets) < 4:
        if chow_starts and rng.random() < 0.55:
            s = rng.choice(chow_starts)
            if all(counts[s + i] < 4 for i in range(3)):
                for i in range(3):
                    counts[s + i] += 1
                sets.append(("chow", s))
        else:
            k = rng.choice(kinds)
            if counts[k] + 3 <= 4:
                counts[k] += 3
                sets.append(("pung", k))
    p_open = 0.0 if open_ is False else (0.45 if open_ else 0.2)
    melds: list[Meld] = []
    concealed: list[int] = [pair, pair]
    for shape, k in sets:
        declare = rng.random() < p_open
        if shape == "chow":
            if declare and "chi" in melds_ok:
                melds.append(Meld("chi", (k, k + 1, k + 2)))
            else:
                concealed.extend((k, k + 1, k + 2))
        else:
            kong_kinds = [m for m in ("kan", "kakan", "ankan") if m in melds_ok]
            if declare and counts[k] == 3 and kong_kinds and rng.random() < 0.3:
                counts[k] += 1
                melds.append(Meld(rng.choice(kong_kinds), (k,) * 4))
            elif declare and "pon" in melds_ok:
                melds.append(Meld("pon", (k,) * 3))
            else:
                concealed.extend((k,) * 3)
    if open_ and not any(m.is_open for m in melds):
        # force one claim: turn the first concealed pung into a pon (or chow into a chi)
        for shape, k in sets:
            tiles = (k,) * 3 if shape == "pung" else (k, k + 1, k + 2)
            kind = "pon" if shape == "pung" else "chi"
            if kind in melds_ok and all(concealed.count(t) >= tiles.count(t) for t in set(tiles)) \
                    and len(concealed) > 5:
                for t in tiles:
                    concealed.remove(t)
                melds.append(Meld(kind, tiles))
                break
    win = rng.choice(concealed)
    concealed.remove(win)
    h = Hand(tuple(concealed), tuple(melds), win)
    validate_hand(h)
    return h


def _mutate(rng: random.Random, h: Hand, kinds: tuple[int, ...]) -> Hand:
    """Swap one concealed tile for another kind (usually breaks the win)."""
    conc = list(h.concealed)
    counts = h.counts()
    for _ in range(50):
        i = rng.randrange(len(conc))
        k = rng.choice(kinds)
        if k != conc[i] and counts[k] < 4:
            conc[i] = k
            break
    return Hand(tuple(conc), h.melds, h.win_tile)


def drill(ruleset: str, kind: str, seed: int = 0, *, rule: str | None = None, near_miss: bool = False,
          **want: Any) -> Exercise:
    """A fresh, seeded exercise of ``kind`` under ``ruleset``: the one entry point for every drill kind.

    ``kind`` is looked up in :data:`DRILL_KINDS` (kind → maker ``fn(ruleset, kind, seed, rule=, near_miss=,
    **want) -> Exercise``); the bank's kinds use :func:`search_drill` (below) or, with ``rule=``, the aimed
    generator :func:`mjlearn.exercises.aims.aimed`.  Another trainer adds its kind with one line, e.g.
    ``DRILL_KINDS["discard"] = discard_drill``.

    ``rule="MW-X07"`` deals a hand (and context) that earns that rule id; with ``near_miss=True`` one that
    narrowly misses it, and the exercise's ``near_miss`` text says why.  Other arguments: see
    :func:`search_drill`.

    Raises :class:`MjError` for an unknown kind (lists the kinds), an unknown rule id, or a request no hand
    meets.
    """
    if rule is not None and not isinstance(rule, str):
        raise MjError(T("err.drill.rule_type", type=type(rule).__name__), "rule", T("err.drill.rule_type.ok"))
    if not isinstance(kind, str):
        raise MjError(T("err.drill.kind_type", type=type(kind).__name__), "kind", ", ".join(DRILL_KINDS))
    if near_miss not in (True, False):
        raise MjError(T("err.drill.near_miss", v=short(near_miss, 30)), "near_miss", T("err.drill.near_miss.ok"))
    from .answers import normalise_answer
    seed = normalise_answer(seed)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise MjError(T("err.drill.seed", type=type(seed).__name__), "seed", T("err.drill.seed.ok"))
    maker = DRILL_KINDS.get(kind)
    if maker is None:
        raise MjError(T("err.ex.kind", kind=short(kind)), "kind", ", ".join(DRILL_KINDS))
    return maker(ruleset, kind, seed, rule=rule, near_miss=near_miss, **want)


def _bank_kind_drill(ruleset: str, kind: str, seed: int = 0, *, rule: str | None = None, near_miss: bool = False,
                     **want: Any) -> Exercise:
    if rule is not None or near_miss:
        if rule is None:
            raise MjError(T("err.drill.near_rule"), "rule", T("err.drill.near_rule.ok"))
        from .aims import aimed
        return aimed(ruleset, kind, seed, rule, near_miss=near_miss, **want)
    return search_drill(ruleset, kind, seed, **want)


def aimed_drill_for(ruleset: str, rule_id: str, seed: int = 0) -> Exercise | None:
    """An ``items`` drill aimed at ``rule_id`` (``None`` when no aimed drill exists for that id, e.g. a
    procedure or wait rule)."""
    try:
        return drill(ruleset, "items", seed, rule=rule_id)
    except MjError:
        return None


def search_drill(ruleset: str, kind: str, seed: int = 0, *, max_tries: int = 3000, **want: Any) -> Exercise:
    """A fresh, seeded exercise of ``kind`` under ``ruleset`` matching ``want`` (random deals, first match).

    Parameters
    ----------
    ruleset : str
        ``"mawan"`` | ``"huilai"`` | ``"jinzhou"``.
    kind : str
        ``is_win``, ``decompositions``, ``items``, ``total``, ``waits`` or ``payments``.
    seed : int
        Same seed (and arguments) → same exercise.
    max_tries : int
        Hands dealt before giving up (bounded search).
    **want
        ``must_have`` (item code or list, e.g. ``"MW-B14"``), ``cls`` (a Jinzhou class code ``"JZ-C2"``;
        same test as ``must_have``), ``context`` (dict), ``win_by``, ``options`` (dict), ``form``
        (``"standard"``/``"seven_pairs"``), ``open`` (bool: has claimed sets), ``win`` (bool, for ``is_win``),
        ``min_waits`` (for ``waits``), ``min_decompositions``, ``min_total`` / ``max_total`` (value in the
        ruleset's unit).

    Returns
    -------
    Exercise
        id ``"drill-<ruleset>-<kind>-<seed>"``, expected answer computed by the library.

    Raises
    ------
    MjError
        Unknown kind or want, a scoring kind for a ruleset whose scoring is not implemented yet, or no
        matching hand found within ``max_tries`` (says what was asked).
    """
    rs = get_ruleset(ruleset)
    if kind not in KINDS:
        raise MjError(T("err.ex.kind", kind=short(kind)), "kind", ", ".join(KINDS))
    for k in want:
        if k not in WANTS:
            raise MjError(T("err.drill.want", k=short(k)), short(k), ", ".join(WANTS))
    codes = _as_list(want.get("must_have")) + _as_list(want.get("cls"))
    context = dict(want.get("context") or {})
    if "win_by" in want:
        context["win_by"] = want["win_by"]
    options = dict(want.get("options") or {})
    rs.options(options or None)  # validates the options (MjError) before any search
    needs_score = kind in SCORING_KINDS or bool(codes) or "min_total" in want or "max_total" in want
    rng = random.Random(f"{rs.name}:{kind}:{seed}")
    if needs_score:
        from .. import api
        probe = api.score("123m456p789s777z1m +1m", rs.name, {}, options or None)
        if probe.status == "not_implemented":
            raise MjError(T("err.drill.not_scored", rs=rs_title(rs.name), kind=_kind_words(kind)), rs.name,
                          T("err.drill.not_scored.ok"))
    for _ in range(max_tries):
        h = random_complete_hand(rng, rs.tile_kinds, rs.meld_kinds, want.get("form"), want.get("open"), rs.forms)
        ctx = dict(context)
        if "win_by" not in ctx:
            ctx["win_by"] = rng.choice(("discard", "self_draw"))
        if kind == "is_win" and (want.get("win") is False or (want.get("win") is None and rng.random() < 0.5)):
            h = _mutate(rng, h, rs.tile_kinds)
        if kind == "waits":
            h = h.without_win()
        hand = str(h)
        try:
            exp = compute_expected(kind, rs.name, hand, ctx, options or None)
            if exp is None:
                continue
            if kind == "waits" and len(exp["waits"]) < int(want.get("min_waits", 1)):
                continue
            if kind == "is_win" and "win" in want and exp["win"] != bool(want["win"]):
                continue
            if kind == "decompositions" and len(exp["decompositions"]) < int(want.get("min_decompositions", 1)):
                continue
            if "min_decompositions" in want and kind != "decompositions":
                from .. import api
                if len(api.decompositions(hand, rs.name, options or None)) < int(want["min_decompositions"]):
                    continue
            if needs_score:
                from .. import api
                res = api.score(hand, rs.name, ctx, options or None)
                if res.status != "scored":
                    continue
                have = set(res.codes())
                if any(c not in have for c in codes):
                    continue
                if "min_total" in want and res.total < want["min_total"]:
                    continue
                if "max_total" in want and res.total > want["max_total"]:
                    continue
        except MjError:
            continue
        return _make(rs, kind, seed, hand, ctx if kind != "decompositions" else {}, options, exp, codes)
    asked = ", ".join(f"{k}={v!r}" for k, v in want.items()) or T("err.drill.none.any")
    raise MjError(T("err.drill.none", rs=rs_title(rs.name), kind=_kind_words(kind), asked=asked), T("err.deal_no", n=seed),
                  T("err.drill.none.ok"))


def _kind_words(kind: str) -> Text:
    """A kind of exercise for an error: its name in Chinese (计分项目), as the learner types it in English."""
    return Text(T(f"ex.kind.{kind}").zh, kind)


def _hint(kind: str, codes: list[str], gl) -> Text:
    if codes:
        names = [gl.name(c) for c in codes]
        return T("ex.drill.hint.codes", items=Text("、".join(n.zh for n in names), ", ".join(n.en for n in names)))
    return T(f"ex.drill.hint.{kind}")


def _make(rs, kind, seed, hand, ctx, options, exp, codes) -> Exercise:
    try:
        data = read_data(rs.name)
    except MjError:
        data = None
    gl = glossary_for(rs.name, data)
    return Exercise(id=f"drill-{rs.name}-{kind}-{seed}", ruleset=rs.name, kind=kind, hand=hand,
                    question=T(f"ex.drill.question.{kind}", ruleset=rs.title), hint_text=_hint(kind, codes, gl),
                    expected=exp, context=ctx, options=options, practises=list(codes), glossary=gl)


#: drill kind → maker (see :func:`drill`).  One line per kind.
DRILL_KINDS: dict[str, Callable[..., Any]] = {k: _bank_kind_drill for k in KINDS}

__all__ = ["drill", "search_drill", "aimed_drill_for", "random_complete_hand", "WANTS", "DRILL_KINDS"]

from .discard import discard_drill  # noqa: E402  (the 何切 trainer)

DRILL_KINDS["discard"] = discard_drill
