"""Huilai patterns (牌型) HL-P01…HL-P14, exclusions HL-N, stacking HL-S, cap HL-O01, and the choice of
what ghost-only (wild) groups stand for.

A *concrete* decomposition is a list of ``(shape, tiles)`` with every tile a real kind (ghosts substituted,
wild groups resolved).  :func:`detect` finds the patterns of one; :func:`evaluate` applies the exclusions
and the stacking rule; :func:`resolve_wild` picks, for a decomposition holding wild groups, the meaning
of each wild group that scores best — without trying all 34^k substitutions: patterns only depend on the
*class* of each kind (which suit or honors, terminal/honor or simple) and, in seven pairs, on how many
kinds are held four times, so each wild set/pair only tries one representative per class (and, in seven
pairs, the kinds of existing pairs, to make a quad).

Source: spec ``huilai.md`` § Patterns, HL-N, HL-S, HL-O01, HL-G; seed 002 二·基本番型.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, product
from typing import Any

from ...i18n import T, Text, plain
from ...readings import Decomposition
from ...readings._cache import BoundedDict, bounded
from ...tiles import YAOJIU, groups_text, is_honor, suit_of, tile_name, tile_str
from ..base import Item
from ..pipeline import Exclusion, Rule, Rules, capped, earned_ids, exclude, multiply

SEED = "002"
SEED_P = f"{SEED} 二·基本番型"
_SUIT = {"m": ("万", "characters"), "p": ("筒", "dots"), "s": ("条", "bamboo")}

Concrete = tuple  # tuple of (shape, tiles)


def _kind_counts(groups: Iterable[tuple[Any, tuple[int, ...]]]) -> dict[int, int]:
    c: dict[int, int] = {}
    for _, tiles in groups:
        for k in tiles:
            c[k] = c.get(k, 0) + 1
    return c


class Facts:
    """What the pattern rules read of one concrete decomposition: ``form``, ``groups`` (``(shape, tiles)``
    pairs), ``p14`` (the context makes it 天胡/地胡; ``p14_kind`` says which, for the reason), and derived from
    them the kind counts, the suits present, whether honors are, whether every set is a pung/kong and whether
    every group starts with a 幺九 (the seed's 幺九 patterns).  ``ghosts`` (optional, one entry per group): the
    kinds ghost tiles stand for in that group, or ``None`` for a group made only of ghosts — only for the reason
    texts, which mark them (spec ``common.md`` § Ghost tiles: every reading a learner sees marks its ghosts)."""

    __slots__ = ("form", "groups", "p14", "p14_kind", "counts", "suits", "honors", "all_trip", "ghosts")

    def __init__(self, form: str, groups: Concrete, p14: bool = False, p14_kind: str | None = None,
                 ghosts: tuple | None = None) -> None:
        self.form, self.groups, self.p14, self.p14_kind = form, groups, p14, p14_kind
        self.ghosts = ghosts
        self.counts = counts = _kind_counts(groups)
        self.suits = {suit_of(k) for k in counts if not is_honor(k)}
        self.honors = any(is_honor(k) for k in counts)
        self.all_trip = form == "standard" and all(sh in ("pung", "kong") for sh, _ in groups if sh != "pair")

    @property
    def all_yaojiu(self) -> bool:
        return all(t[0] in YAOJIU for _, t in self.groups)

    @property
    def standard(self) -> bool:
        return self.form == "standard"

    @property
    def one_suit(self) -> bool:
        return self.form != "thirteen_orphans" and len(self.suits) == 1

    def quads(self) -> int:
        """Seven pairs: how many kinds are held four times."""
        return sum(1 for n in self.counts.values() if n >= 4)

    # --- reason parameters
    def suit_text(self) -> Text:
        for _, t in self.groups:
            for k in t:
                if k < 27:
                    zh, en = _SUIT["mps"[k // 9]]
                    return plain(zh, en)
        return plain("", "")

    def quads_text(self) -> Text:
        quads = [k for k in sorted(self.counts) if self.counts[k] >= 4]
        return Text("、".join(f"四张{tile_name(k, 'huilai')}" for k in quads), " ".join(f"{tile_str(k)}×4" for k in quads))

    def groups_text(self) -> Text:
        """The groups (ghosts substituted): ``九九万、一一一万`` / ``99m 111m``; with :attr:`ghosts`, each group
        holding ghosts says what they stand for: ``二三四筒（鬼牌当三筒）`` / ``234p (ghost as 3p)``, and a group
        made only of ghosts ``五五五万（全是鬼牌）`` / ``555m (all ghosts)``."""
        if not self.ghosts or not any(g is None or g for g in self.ghosts):
            return groups_text([t for _, t in self.groups], "huilai")
        zh, en = [], []
        for (_, t), g in zip(self.groups, self.ghosts):
            one = groups_text([t], "huilai")
            if g is None:
                one = T("hl.ghost.all", group=one)
            elif g:
                one = T("hl.ghost.as", group=one, tiles=Text("、".join(tile_name(k, "huilai") for k in g),
                                                             " ".join(tile_str(k) for k in g)))
            zh.append(one.zh)
            en.append(one.en)
        return Text("、".join(zh), " ".join(en))


def _pattern_item(rule: Rule, f: Facts) -> Item:
    return Item(rule.id, T(rule.names[0]), rule.value, "倍", rule.reason(f), SEED_P, "pattern")


def _pattern(code: str, value: int, when, reason, doc: str, *, fallback: bool = False) -> Rule:
    return PATTERNS.append(Rule.test(code, "pattern", (f"hl.name.{code}", f"hl.why.{code[3:]}"), SEED_P, when, reason,
                                     value, "倍", _pattern_item, fallback=fallback, doc=doc))


def _groups_reason(code: str):
    return lambda f: T(f"hl.why.{code[3:]}", groups=f.groups_text())


#: HL-P01…HL-P14: the pattern rules (value = the pattern's multiplier, 倍).  Every rule that holds is found;
#: HL-P01 平胡 only when no other does.
PATTERNS = Rules("hl")
_pattern("HL-P01", 1, lambda f: f.standard, _groups_reason("HL-P01"), "平胡: a standard hand with no other pattern",
         fallback=True)
_pattern("HL-P02", 2, lambda f: f.all_trip, _groups_reason("HL-P02"), "碰碰胡: four pungs/kongs and a pair")
_pattern("HL-P03", 2, lambda f: f.one_suit and f.honors, lambda f: T("hl.why.P03", suit=f.suit_text()),
         "混一色: one suit and honors")
_pattern("HL-P04", 3, lambda f: f.form == "seven_pairs" and f.quads() == 0, _groups_reason("HL-P04"), "七对")
_pattern("HL-P05", 4, lambda f: f.one_suit and not f.honors, lambda f: T("hl.why.P05", suit=f.suit_text()),
         "清一色: one suit, no honors")
_pattern("HL-P06", 5, lambda f: f.form == "seven_pairs" and f.quads() == 1,
         lambda f: T("hl.why.P06", quads=f.quads_text()), "豪华七对: one kind held four times")
_pattern("HL-P07", 5, lambda f: f.all_trip and f.all_yaojiu and f.honors and len(f.suits) >= 2,
         _groups_reason("HL-P07"), "混幺九: pungs of 幺九, honors and two or more suits")
_pattern("HL-P08", 7, lambda f: f.all_trip and f.all_yaojiu and f.honors and len(f.suits) == 1,
         lambda f: T("hl.why.P08", suit=f.suit_text(), groups=f.groups_text()), "混一色幺九: one suit's 幺九 and honors")
_pattern("HL-P09", 8, lambda f: f.all_trip and f.all_yaojiu and bool(f.suits) and not f.honors,
         _groups_reason("HL-P09"), "清幺九: pungs of 1s and 9s only")
_pattern("HL-P10", 10, lambda f: f.all_trip and f.all_yaojiu and not f.suits, _groups_reason("HL-P10"),
         "字一色: honors only")
_pattern("HL-P11", 10, lambda f: f.form == "seven_pairs" and f.quads() == 2,
         lambda f: T("hl.why.P11", quads=f.quads_text()), "双豪华七对: two kinds held four times")
_pattern("HL-P12", 10, lambda f: f.form == "seven_pairs" and f.quads() >= 3,
         lambda f: T("hl.why.P12", quads=f.quads_text()), "三豪华七对: three kinds held four times")
_pattern("HL-P13", 10, lambda f: f.form == "thirteen_orphans",
         lambda f: T("hl.why.P13", pair=next((tile_name(t[0], "huilai") for sh, t in f.groups if sh == "pair"), "?")), "十三幺")
_pattern("HL-P14", 10, lambda f: f.p14, lambda f: T(f"hl.why.P14.{f.p14_kind}"), "天胡 / 地胡 (the context)")

#: pattern → its multiplier (倍), the rules' table
MULTIPLIERS = {r.id: int(r.value) for r in PATTERNS}
BY_ID = PATTERNS.by_id()


def _not_counted(x, t) -> Text:
    return T("hl.excl.by", by=T(f"hl.name.{x.code}"))


#: HL-N: the pattern (``by``) that keeps another from counting; rows in the excluders' id order, so a pattern
#: excluded by several is excluded by the lowest id among them
EXCLUSIONS = tuple(Exclusion(by, target, _not_counted) for by, target in sorted([
    ("HL-P07", "HL-P02"), ("HL-P08", "HL-P02"), ("HL-P08", "HL-P03"), ("HL-P09", "HL-P02"), ("HL-P10", "HL-P02"),
    ("HL-P06", "HL-P04"), ("HL-P11", "HL-P04"), ("HL-P11", "HL-P06"), ("HL-P12", "HL-P04"), ("HL-P12", "HL-P06"),
    ("HL-P12", "HL-P11"),
]))

ORDER = tuple(sorted(MULTIPLIERS))


def detect(form: str, groups: Concrete, p14: bool = False) -> tuple[str, ...]:
    """Patterns present in a concrete decomposition (before exclusions), sorted by code: the ids of the rules
    of :data:`PATTERNS` that hold (collect; no texts built).

    form : ``standard`` | ``seven_pairs`` | ``thirteen_orphans``; groups : ``(shape, tiles)`` pairs;
    p14 : the context makes it 天胡/地胡.  ``HL-P01`` is returned only for a standard reading with nothing else.
    """
    return tuple(sorted(earned_ids(PATTERNS, Facts(form, groups, p14))))


class _Mark:
    __slots__ = ("code", "excluded_by", "excluded_reason")

    def __init__(self, code: str) -> None:
        self.code, self.excluded_by, self.excluded_reason = code, None, None


@bounded("huilai.exclusions")
def exclusions(codes: tuple[str, ...]) -> tuple[tuple[str, str | None], ...]:
    """Each detected code with the code that excludes it (HL-N, the table :data:`EXCLUSIONS` run by the shared
    exclude step), or ``None`` when it counts."""
    marks = [_Mark(c) for c in codes]
    exclude(marks, EXCLUSIONS)
    return tuple((m.code, m.excluded_by) for m in marks)


def combine(mults: Sequence[int], stacking: str = "multiply") -> int:
    """HL-S: multiply (default) or add the counted patterns' multipliers; 1 when there are none."""
    return int(multiply(mults, stacking))


@dataclass(frozen=True)
class Evaluation:
    """Patterns of one concrete decomposition: ``codes`` with excluders, raw and capped multiplier."""

    form: str
    groups: Concrete
    codes: tuple[tuple[str, str | None], ...]
    raw: int
    value: int
    wild_choice: tuple = ()  # concrete (shape, tiles) chosen for each wild group, in order

    @property
    def counted(self) -> tuple[str, ...]:
        return tuple(c for c, by in self.codes if by is None)


def evaluate(form: str, groups: Concrete, stacking: str, cap: int | None, p14: bool,
             wild_choice: tuple = ()) -> Evaluation:
    """The pipeline for one concrete decomposition: collect (:func:`detect`) → exclude (HL-N) → multiply
    (HL-S) → cap (HL-O01)."""
    codes = exclusions(detect(form, groups, p14))
    counted = [MULTIPLIERS[c] for c, by in codes if by is None]
    raw = combine(counted, stacking)
    return Evaluation(form, groups, codes, raw, int(capped(raw, cap)), wild_choice)


def ghost_marks(dec: Decomposition, ev: Evaluation) -> tuple | None:
    """Per group of ``ev.groups`` (``dec``'s groups that are not wild, in order, then the wild groups' choice):
    the kinds its ghosts stand for, ``None`` for a wild group; ``None`` when ``dec`` holds no ghost."""
    fixed = [g.ghosts if not g.is_declared else () for g in dec.groups if g.shape not in _WILD_SHAPES]
    marks = tuple(fixed) + (None,) * len(ev.wild_choice)
    if len(marks) != len(ev.groups) or not any(m is None or m for m in marks):
        return None
    return marks


def pattern_items(ev: Evaluation, p14: str | None, stacking: str, cap, dec: Decomposition | None = None) -> list[Item]:
    """Pattern items (counted and excluded) of an evaluation — each its rule's item with the reason, marked
    as the exclusions found — plus the stacking (HL-S) and cap (HL-O01) items.  With ``dec`` (the
    decomposition ``ev`` evaluates), the reasons' groups mark the ghosts (:meth:`Facts.groups_text`)."""
    facts = Facts(ev.form, ev.groups, p14 is not None, p14, ghost_marks(dec, ev) if dec is not None else None)
    items = []
    for code, by in ev.codes:
        if code == "HL-P01":
            continue
        it = _pattern_item(BY_ID[code], facts)
        if by is not None:
            it.excluded_by, it.excluded_reason = by, T("hl.excl.by", by=T(f"hl.name.{by}"))
        items.append(it)
    counted = [c for c, by in ev.codes if by is None and c != "HL-P01"]
    others = [i for i in items]
    if ev.form == "standard":
        first = counted[0] if counted else None
        p01 = _pattern_item(BY_ID["HL-P01"], facts)
        if first is not None:
            p01.excluded_by, p01.excluded_reason = first, T("hl.excl.P01")
        others = [p01] + items
    if len(counted) >= 2:
        parts = (" × " if stacking == "multiply" else " + ").join(str(MULTIPLIERS[c]) for c in counted)
        others.append(Item("HL-S", T("hl.item.multiplier"), ev.raw, "倍",
                           T(f"hl.why.mult.{stacking}", parts=parts, value=ev.raw), f"{SEED} 三·计分规则", "multiplier"))
    if cap is not None and ev.raw > cap:
        others.append(Item("HL-O01", T("hl.item.cap"), cap, "倍", T("hl.why.cap", cap=cap, raw=ev.raw),
                           f"{SEED} 三·封顶", "multiplier"))
    return others


# ------------------------------------------------------------------------------------------------
# Wild groups

#: classes of kinds: (suit letter, yaojiu?) with honors ("z", True); default representative per class
_CLASS_KINDS = {
    ("m", True): (0, 8), ("m", False): tuple(range(1, 8)),
    ("p", True): (9, 17), ("p", False): tuple(range(10, 17)),
    ("s", True): (18, 26), ("s", False): tuple(range(19, 26)),
    ("z", True): tuple(range(27, 34)),
}


def _pick(cls, size: int, counts: dict[int, int]) -> int | None:
    """A kind of class ``cls`` for a wild group of ``size`` tiles: one already in the hand if it still fits
    four copies, else an unused one, else one that makes a fifth copy (ghosts may act as a fifth copy, never a
    sixth: common.md § Ghost tiles); ``None`` when every kind of the class would pass five copies."""
    kinds = [k for k in _CLASS_KINDS[cls] if counts.get(k, 0) + size <= 5]
    if not kinds:
        return None
    ranked = sorted(kinds, key=lambda k: (counts.get(k, 0) + size > 4, counts.get(k, 0) == 0, k))
    return ranked[0]


def resolve_wild(dec: Decomposition, stacking: str, cap: int | None, p14: bool) -> Evaluation:
    """Best evaluation of a decomposition, choosing what its wild groups (ghost-only sets/pairs) stand for.

    Standard form: each wild set becomes a pung and the wild pair a pair, one representative kind per
    class (a pung dominates a chow for every Huilai pattern).  Seven pairs: each wild pair duplicates an
    existing pair (making a quad, 豪华) or takes a new kind of some class; two wild pairs may share a kind.
    Ties keep the first candidate in a fixed order.  Cost: ≤ 7² × 7 tries (standard, 8 ghosts) or
    C(17, 4) (seven pairs, 8 ghosts), each cached by its class signature.
    """
    fixed_l, wild = [], []
    for g in dec.groups:
        if g.shape in _WILD_SHAPES:
            wild.append(g.shape)
        else:
            fixed_l.append((g.shape, g.tiles))
    fixed = tuple(fixed_l)
    if not wild:  # the patterns of a concrete decomposition depend only on its class signature
        return _eval_sig(dec.form, fixed, stacking, cap, p14, ())
    counts = _kind_counts(fixed)
    classes = list(_CLASS_KINDS)
    if dec.form == "standard":
        n_sets = sum(1 for w in wild if w == "wild_set")
        has_pair = "wild_pair" in wild
        # The patterns of ``fixed + choice`` depend only on the class signature (see _eval_sig), and each
        # candidate's class is kept by _pick, so the winning (set classes, pair class) depends only on the
        # fixed groups' signature: found once, then replayed (a ghost hand has hundreds of decompositions
        # sharing a few signatures).  Same candidates, same order, same tie-break as the full search.
        fsig, key = _std_key(dec.form, fixed, counts, n_sets, has_pair, stacking, cap, p14)
        won = _CHOICE_CACHE.get(key)
        if won is None:
            won_ev, won = None, None
            set_opts = list(combinations_with_replacement(classes, n_sets))
            pair_opts = classes if has_pair else [None]
            for sc, pc in product(set_opts, pair_opts):
                # the signature of fixed + choice, without building the choice: a pung of class c is
                # ("pung", c), the pair ("pair", pc) — as _signature would say of the concrete groups
                elems = list(fsig[1])
                elems.extend(("pung", c) for c in sc)
                if pc is not None:
                    elems.append(("pair", pc))
                elems.sort()
                choice = _std_choice(sc, pc, counts)
                if choice is None:
                    continue  # some class has no kind left within five copies
                ev = _SIG_CACHE.get(((dec.form, tuple(elems), 0), stacking, cap, p14))
                if ev is None:
                    ev = _eval_sig(dec.form, fixed + choice, stacking, cap, p14, choice)
                if won_ev is None or (ev.value, ev.raw) > (won_ev.value, won_ev.raw):
                    won_ev, won = ev, (sc, pc, ev.codes, ev.raw, ev.value)
            _CHOICE_CACHE.put(key, won)
        sc, pc, codes, raw, value = won
        choice = _std_choice(sc, pc, counts)
        return Evaluation(dec.form, fixed + choice, codes, raw, value, choice)
    else:  # seven pairs: wild pairs only
        n = len(wild)
        cands: list[int] = sorted(k for k, c in counts.items() if c == 2)
        for cls in classes:
            new = [k for k in _CLASS_KINDS[cls] if counts.get(k, 0) == 0]
            if new:
                cands.append(new[0])
        # each candidate's signature is built from the fixed pairs' part and the chosen pairs' (what
        # _signature would say of fixed + choice: the sorted elements and the kinds held four times), and looked
        # up in the same cache as _eval_sig; only the winner becomes an Evaluation (an 8-ghost hand tries
        # hundreds of choices per wait).  Same candidates, same order, same tie-break as before.
        form = dec.form
        fixed_elems = [_ELEM[sh][t[0]] for sh, t in fixed]
        pair_elem = _ELEM["pair"]
        quads0 = sum(1 for c in counts.values() if c >= 4)
        won_key, won_combo, won_vr = None, None, None
        for combo in combinations_with_replacement(cands, n):
            added: dict[int, int] = {}
            ok = True
            for k in combo:
                a = added.get(k, 0) + 2
                added[k] = a
                if counts.get(k, 0) + a > 4:
                    ok = False
                    break
            if not ok:
                continue
            quads = quads0 + sum(1 for k, a in added.items() if counts.get(k, 0) < 4 <= counts.get(k, 0) + a)
            elems = fixed_elems + [pair_elem[k] for k in combo]
            elems.sort()
            key = ((form, tuple(elems), quads), stacking, cap, p14)
            hit = _SIG_CACHE.get(key)
            if hit is None:
                choice = tuple(("pair", (k, k)) for k in combo)
                hit = _eval_sig(form, fixed + choice, stacking, cap, p14, choice)
            vr = (hit.value, hit.raw)
            if won_vr is None or vr > won_vr:
                won_key, won_combo, won_vr = key, combo, vr
        assert won_combo is not None
        choice = tuple(("pair", (k, k)) for k in won_combo)
        hit = _SIG_CACHE.get(won_key)
        if hit is None:  # the cache was emptied meanwhile (it is bounded)
            return _eval_sig(form, fixed + choice, stacking, cap, p14, choice)
        return Evaluation(form, fixed + choice, hit.codes, hit.raw, hit.value, choice)


def _std_key(form: str, fixed: Concrete, counts: dict[int, int], n_sets: int, has_pair: bool, stacking: str,
             cap, p14: bool) -> tuple:
    """``(signature of the fixed groups, key of the wild choice in _CHOICE_CACHE)`` for a standard
    decomposition with ``n_sets`` wild sets (and a wild pair if ``has_pair``)."""
    fsig = _signature(form, fixed)
    return fsig, (fsig, n_sets, has_pair, stacking, cap, p14, _rooms(counts))


def _rooms(counts: dict[int, int]) -> tuple:
    """Which class choices are possible within five copies (common.md § Ghost tiles) depends on the rooms
    left in each class (5 − copies held, kind by kind): part of the key, given as the sorted
    ``(class, copies)`` of the kinds held (a kind not listed has all 5 rooms)."""
    return tuple(sorted([(_CLASS_INDEX[k], c) for k, c in counts.items()]))


_CLASS_INDEX = {k: i for i, kinds in enumerate(_CLASS_KINDS.values()) for k in kinds}


def resolve_value(dec: Decomposition, stacking: str, cap: int | None, p14: bool) -> int:
    """``resolve_wild(dec, stacking, cap, p14).value`` (the capped multiplier, 倍), taken from the caches
    when they hold the answer, without building the :class:`Evaluation`: a ghost hand's score compares
    thousands of decompositions and keeps one.  The keys are those of
    :func:`_eval_sig` and :func:`resolve_wild`, built straight from the groups."""
    form = dec.form
    sig, n_sets, has_pair = [], 0, False
    for g in dec.groups:
        sh = g.shape
        if sh == "wild_set":
            n_sets += 1
        elif sh == "wild_pair":
            has_pair = True
        else:
            sig.append(_ELEM[sh][g.tiles[0]])
    sig.sort()
    if form == "standard":
        if not n_sets and not has_pair:
            hit = _SIG_CACHE.get(((form, tuple(sig), 0), stacking, cap, p14))
            if hit is not None:
                return hit.value
        else:
            counts = _kind_counts((None, g.tiles) for g in dec.groups)
            won = _CHOICE_CACHE.get(((form, tuple(sig), 0), n_sets, has_pair, stacking, cap, p14, _rooms(counts)))
            if won is not None:
                return won[4]
    else:
        counts = _kind_counts((None, g.tiles) for g in dec.groups)
        if not n_sets and not has_pair:
            extra = sum(1 for n in counts.values() if n >= 4) if form == "seven_pairs" else 0
            hit = _SIG_CACHE.get(((form, tuple(sig), extra), stacking, cap, p14))
            if hit is not None:
                return hit.value
        elif form == "seven_pairs":
            # the best value over resolve_wild's candidates depends only on the fixed pairs' signature and
            # quads, and on each candidate's class element and whether it is a held pair (one more pair makes
            # a quad) or a new kind (two make one): the same for many decompositions, e.g. a hand's waits
            key = (tuple(sig), sum(1 for n in counts.values() if n >= 4),
                   tuple(sorted(_ELEM["pair"][k] + (True,) for k, c in counts.items() if c == 2))
                   + tuple(_ELEM["pair"][new] + (False,) for new in _new_kinds(counts)),
                   sum(1 for g in dec.groups if g.shape == "wild_pair"), stacking, cap, p14)
            v = _SEVEN_CACHE.get(key)
            if v is None:
                v = resolve_wild(dec, stacking, cap, p14).value
                _SEVEN_CACHE.put(key, v)
            return v
    return resolve_wild(dec, stacking, cap, p14).value


def _new_kinds(counts: dict[int, int]) -> list[int]:
    """Seven pairs: per class, its first kind not held (a wild pair may take a new kind), as resolve_wild."""
    out = []
    for kinds in _CLASS_KINDS.values():
        for k in kinds:
            if counts.get(k, 0) == 0:
                out.append(k)
                break
    return out


def _std_choice(sc, pc, counts: dict[int, int]) -> tuple | None:
    """Concrete groups for wild sets of classes ``sc`` (pungs) and a wild pair of class ``pc`` (or None);
    ``None`` when some class has no kind left within five copies (common.md § Ghost tiles)."""
    cnt = dict(counts)
    choice: list[tuple[str, tuple[int, ...]]] = []
    for cls in sc:
        k = _pick(cls, 3, cnt)
        if k is None:
            return None
        cnt[k] = cnt.get(k, 0) + 3
        choice.append(("pung", (k, k, k)))
    if pc is not None:
        k = _pick(pc, 2, cnt)
        if k is None:
            return None
        cnt[k] = cnt.get(k, 0) + 2
        choice.append(("pair", (k, k)))
    return tuple(choice)


#: (fixed groups' signature, wild sets, wild pair?, stacking, cap, p14) → the winning wild choice (bounded)
_CHOICE_CACHE = BoundedDict("huilai.choice")
#: seven pairs with wild pairs: (fixed pairs' signature and quads, candidates, wild pairs, …) → best value
_SEVEN_CACHE = BoundedDict("huilai.seven")


def clear_caches() -> None:
    """Empty this module's caches (they are bounded; this frees them at once)."""
    _CHOICE_CACHE.clear()
    _SEVEN_CACHE.clear()
    _SIG_CACHE.clear()
    exclusions.cache_clear()  # type: ignore[attr-defined]  # an lru_cache (bounded)


def _elem(sh: str, k: int) -> tuple:
    cls = ("z", True) if is_honor(k) else (suit_of(k), sh != "chow" and k in YAOJIU)
    return (sh if sh != "kong" else "pung", cls)


#: shape → kind → the group's part of the signature (shape with kong as pung, class of its first kind)
_ELEM = {sh: tuple(_elem(sh, k) for k in range(34)) for sh in ("chow", "pung", "kong", "pair", "single")}
_WILD_SHAPES = frozenset(("wild_set", "wild_pair"))


def _signature(form: str, groups: Concrete) -> tuple:
    """What the patterns depend on: each group's shape and class, and (seven pairs) the quad count."""
    sig = [_ELEM[sh][t[0]] for sh, t in groups]
    sig.sort()
    extra = 0
    if form == "seven_pairs":
        extra = sum(1 for n in _kind_counts(groups).values() if n >= 4)
    return (form, tuple(sig), extra)


_SIG_CACHE = BoundedDict("huilai.signature")


def _eval_sig(form, groups, stacking, cap, p14, choice) -> Evaluation:
    key = (_signature(form, groups), stacking, cap, p14)
    hit = _SIG_CACHE.get(key)
    if hit is None:
        hit = _SIG_CACHE.put(key, evaluate(form, groups, stacking, cap, p14))
    return Evaluation(form, groups, hit.codes, hit.raw, hit.value, choice)


# mjlearn.clear_caches() empties these too: each is a BoundedDict / bounded (a share of the one budget)
