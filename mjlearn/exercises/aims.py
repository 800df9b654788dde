"""Drills aimed at one rule id, and their near misses (templates in
``mjlearn/data/exercises/aims.json``).

``drill("mawan", "items", seed=3, rule="MW-X07")`` deals a hand (and context) that earns 断桥会;
``near_miss=True`` deals one that narrowly misses it (one set, the winning tile or one fact of the situation
changed) and says why.  How a hand is dealt:

1. a template of the rule (the data file) is chosen by the seed: tokens such as ``123a`` (a chow in suit
   *a*), ``777z``, ``pon:?k`` (a claimed random pung), ``?j`` (a random pair), a winning tile and a context;
2. the suits *a*, *b*, *c* are a seeded permutation of 万/筒/条 (all three rulesets are symmetric in the
   suits), and ``?`` tokens are random sets — so one template gives many fresh hands;
3. the hand is scored through :func:`mjlearn.score`; only a hand whose counted items include the rule (or,
   for a near miss, a legal win whose items do not) is served.  Bounded: at most :data:`MAX_TRIES` deals.

Token grammar: ``[meld:]`` (``chi``/``pon``/``kan``/``kakan``/``ankan``; kongs get four tiles) then either
tiles (``123a``, ``1234567z``, ``55c``) or ``?`` + shape (``s`` chow, ``k`` pung, ``j`` pair; none = chow
or pung) + suit (``a``/``b``/``c``/``z``) + ``n`` (simples 2–8) / ``t`` (terminals and honors).
"""
from __future__ import annotations

import copy
import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from .. import api
from ..errors import MjError
from ..hand import Hand, Meld, validate_hand
from ..i18n import T, Text, register
from ..rules import get_ruleset
from ..tiles import parse_tiles, tile_str, tile_zh
from .compute import expected_of
from .errtext import rs_title, short
from .exercise import Exercise

DATA = Path(__file__).resolve().parent.parent / "data" / "exercises" / "aims.json"
MAX_TRIES = 150
NEAR_DEALS = 6  # earning deals whose one-step changes are tried for a near miss
#: rule ids that no winning hand can miss, with the reason (shown when a near miss is asked for)
NO_NEAR_MISS: dict[str, dict[str, str]] = {  # ruleset → rule → the catalogue key saying why (errtext.py)
    "jinzhou": {"JZ-M10": "err.aim.no_near.JZ-M10"},
}
SUITS = "mps"
KONGS = ("kan", "kakan", "ankan")
AIM_KINDS = ("items", "total", "payments", "is_win")

register({
    "ex.aim.question": ("这手牌（{ruleset}）算哪些项目？", "Which items does this {ruleset} hand score?"),
    "ex.aim.question.total": ("这手牌（{ruleset}）一共多少？", "What is this {ruleset} hand worth in total?"),
    "ex.aim.question.payments": ("这手牌（{ruleset}）谁付多少？", "Who pays how much for this {ruleset} hand?"),
    "ex.aim.question.is_win": ("这手牌（{ruleset}）能胡吗？", "Is this {ruleset} hand a win?"),
    "ex.aim.near": ("差一点就有 {rule}：{change}，所以不算。", "A near miss of {rule}: {change}, so it does not score."),
    "ex.aim.change.group": ("{old} 换成了 {new}", "{old} became {new}"),
    "ex.aim.change.win": ("胡牌张是 {new} 而不是 {old}", "the winning tile is {new}, not {old}"),
    "ex.aim.change.ctx": ("情形里 {what}", "in the situation, {what}"),
    "ex.aim.change.win_by": ("{new}（不是{old}）", "{new} (not {old})"),
    "ex.aim.change.flag_off": ("没有“{flag}”", "no '{flag}'"),
    "ex.aim.change.seen": ("桌上见过的 {tile} 少了", "fewer {tile} were seen on the table"),
    "ex.aim.change.seat": ("座位是 {new}（不是 {old}）", "the seat is {new} (not {old})"),
    "ex.aim.change.concealed": ("{old} 不是吃碰杠来的（{new}）", "{old} is not declared ({new})"),
    "ex.aim.change.claimed": ("{old} 改为碰出（{new}）", "{old} is claimed instead ({new})"),
})


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


def aim_rules(ruleset: str) -> tuple[str, ...]:
    """The rule ids ``ruleset`` has aimed drills for (every scoring item id of its spec)."""
    return tuple(_data().get(get_ruleset(ruleset).name, {}))


# ------------------------------------------------------------------------------------------------
# Dealing a template


@dataclass
class Deal:
    """A dealt hand: ``groups`` (meld kind or ``""``, tile kinds), the winning tile, the context."""

    groups: list[tuple[str, tuple[int, ...]]]
    win: int
    context: dict[str, Any]

    def hand(self) -> Hand:
        concealed: list[int] = []
        melds: list[Meld] = []
        for set_kind, ks in self.groups:
            if set_kind:
                melds.append(Meld(set_kind, tuple(ks)))
            else:
                concealed.extend(ks)
        concealed.remove(self.win)
        h = Hand(tuple(sorted(concealed)), tuple(melds), self.win)
        validate_hand(h)
        return h


def _pick_set(rng: random.Random, shape: str, suit: int | None, mod: str, kinds: tuple[int, ...],
              counts: list[int]) -> tuple[int, ...] | None:
    honors = [k for k in kinds if k >= 27]
    if shape == "":
        shape = "s" if rng.random() < 0.55 else "k"
    for _ in range(40):
        if suit == 3:
            pool = honors
        elif suit is not None:
            pool = [k for k in kinds if k < 27 and k // 9 == suit]
        else:
            pool = list(kinds)
        if mod == "n":
            pool = [k for k in pool if k < 27 and 1 <= k % 9 <= 7]
        elif mod == "t":
            pool = [k for k in pool if k >= 27 or k % 9 in (0, 8)]
        if shape == "s":
            pool = [k for k in pool if k < 27 and k % 9 <= 6 and (mod != "n" or k % 9 <= 4)]
        if not pool:
            return None
        k = rng.choice(pool)
        ks = (k, k + 1, k + 2) if shape == "s" else ((k,) * 3 if shape == "k" else (k,) * 2)
        if all(counts[t] + ks.count(t) <= 4 for t in set(ks)):
            return ks
    return None


def _suit_tiles(token: str, perm: str) -> tuple[int, ...]:
    """``123a`` → tiles with suit *a* replaced by the permuted suit."""
    t = token
    for var, real in zip("abc", perm):
        t = t.replace(var, real)
    return tuple(parse_tiles(t))


def deal(template: Mapping[str, Any], rng: random.Random, ruleset: str) -> Deal | None:
    """One hand from ``template`` (see the module docstring), or ``None`` when the random parts clash."""
    rs = get_ruleset(ruleset)
    kinds = tuple(rs.tile_kinds)
    perm = "".join(rng.sample(SUITS, 3))
    counts = [0] * 34
    groups: list[tuple[str, tuple[int, ...]]] = []
    for tok in template["hand"].split():
        set_kind = ""
        if ":" in tok:
            set_kind, tok = tok.split(":", 1)
        if tok.startswith("?"):
            spec = tok[1:]
            shape = spec[0] if spec[:1] in ("s", "k", "j") else ""
            rest = spec[len(shape):]
            suit = None
            if rest[:1] in ("a", "b", "c"):
                suit = SUITS.index(perm["abc".index(rest[0])])
                rest = rest[1:]
            elif rest[:1] == "z":
                suit, rest = 3, rest[1:]
            if set_kind in ("pon",) + KONGS and not shape:
                shape = "k"
            if set_kind == "chi" and not shape:
                shape = "s"
            ks = _pick_set(rng, shape, suit, rest[:1], kinds, counts)
            if ks is None:
                return None
        else:
            ks = _suit_tiles(tok, perm)
        if set_kind in KONGS and len(ks) == 3:
            ks = ks + (ks[0],)
        for k in ks:
            counts[k] += 1
            if counts[k] > 4 or k not in kinds:
                return None
        groups.append((set_kind, ks))
    concealed = [k for set_kind, ks in groups if not set_kind for k in ks]
    w = template.get("win", "?")
    if w == "?":
        win = rng.choice(concealed)
    elif w.startswith("@"):
        set_kind, ks = groups[int(w[1:])]
        if set_kind:
            return None
        win = rng.choice(ks)
    else:
        win = _suit_tiles(w, perm)[0]
        if win not in concealed:
            return None
    ctx = {}
    for key, val in dict(template.get("context") or {}).items():
        if key == "seen":
            ctx["seen"] = {tile_str(_suit_tiles(t, perm)[0]): n for t, n in val.items()}
        else:
            ctx[key] = val
    return Deal(groups, win, ctx)


def _score(d: Deal, ruleset: str, options: Mapping[str, Any] | None):
    try:
        h = d.hand()
        return h, api.score(h, ruleset, dict(d.context), options or None)
    except MjError:
        return None, None


# ------------------------------------------------------------------------------------------------
# Near misses: one change to an earning deal


def _group_text(set_kind: str, ks) -> Text:
    s = "".join(tile_str(k) for k in ks)
    return Text((f"{set_kind}:" if set_kind else "") + " ".join(tile_zh(k) for k in ks), (f"{set_kind}:" if set_kind else "") + s)


def _variants(d: Deal, rng: random.Random, kinds: tuple[int, ...]):
    """Every one-step change of ``d`` as (deal, change text), in a seeded order."""
    out = []
    ctx = d.context
    from ..context import WIN_BY_EN, WIN_BY_ZH
    wb = ctx.get("win_by", "discard")
    for other in ("discard", "self_draw"):
        if other != wb:
            c = dict(ctx, win_by=other)
            if other == "discard":
                for f in ("kong_replacement", "kong_replacement_red", "last_tile", "first_turn"):
                    c.pop(f, None)
            txt = T("ex.aim.change.win_by", new=Text(WIN_BY_ZH[other], WIN_BY_EN[other]),
                    old=Text(WIN_BY_ZH[wb], WIN_BY_EN[wb]))
            out.append((Deal(d.groups, d.win, c), T("ex.aim.change.ctx", what=txt)))
    for f, v in ctx.items():
        if v is True:
            c = {k: x for k, x in ctx.items() if k != f}
            if f == "kong_replacement":
                c.pop("kong_replacement_red", None)
            if f == "kong_discard":
                c.pop("kong_discard_red", None)
            out.append((Deal(d.groups, d.win, c), T("ex.aim.change.ctx", what=T("ex.aim.change.flag_off",
                                                                                   flag=T(f"ex.flag.{f}")))))
    if "seen" in ctx:
        c = dict(ctx)
        c["seen"] = {t: max(0, n - 1) for t, n in ctx["seen"].items()}
        tiles = " ".join(ctx["seen"])
        out.append((Deal(d.groups, d.win, c), T("ex.aim.change.seen", tile=Text(tiles, tiles))))
    if ctx.get("seat", "S") != "S":
        c = dict(ctx, seat="S")
        out.append((Deal(d.groups, d.win, c), T("ex.aim.change.seat", new="S", old=ctx.get("seat"))))
    elif "seat" not in ctx:
        c = dict(ctx, seat="W")
        out.append((Deal(d.groups, d.win, c), T("ex.aim.change.seat", new="W", old="S")))
    concealed = [k for set_kind, ks in d.groups if not set_kind for k in ks]
    for k in sorted(set(concealed)):
        if k != d.win:
            out.append((Deal(d.groups, k, ctx), T("ex.aim.change.win", new=Text(tile_zh(k), tile_str(k)),
                                                  old=Text(tile_zh(d.win), tile_str(d.win)))))
    for i, (set_kind, ks) in enumerate(d.groups):
        cands = []
        base = ks[0]
        if base < 27:
            for shift in (-1, 1):
                nk = tuple(k + shift for k in ks)
                if all(0 <= k < 27 and k // 9 == base // 9 for k in nk):
                    cands.append(nk)
            for s in range(3):
                if s != base // 9:
                    cands.append(tuple(k - (base // 9) * 9 + s * 9 for k in ks))
        else:
            for h in list(range(27, 34)) + [4, 13, 22]:
                if h != base:
                    cands.append((h,) * len(ks))
        if len(set(ks)) == 1 and base < 27 and base % 9 <= 6 and len(ks) == 3 and set_kind in ("", "pon"):
            cands.append((base, base + 1, base + 2))
        if len(set(ks)) == 3 and set_kind in ("", "chi"):
            cands.append((base,) * 3)
        for nk in cands:
            if any(k not in kinds for k in nk):
                continue
            g = list(d.groups)
            new_set_kind = "chi" if set_kind == "pon" and len(set(nk)) > 1 else ("pon" if set_kind == "chi" and len(set(nk)) == 1 else set_kind)
            g[i] = (new_set_kind, nk)
            win = d.win
            if not set_kind and win in ks and win not in nk:
                win = nk[list(ks).index(win)] if win in ks else win
            out.append((Deal(g, win, ctx), T("ex.aim.change.group", old=_group_text(set_kind, ks), new=_group_text(g[i][0], nk))))
        if set_kind in KONGS:
            for other in KONGS:
                if other != set_kind:
                    g = list(d.groups)
                    g[i] = (other, ks)
                    out.append((Deal(g, d.win, ctx), T("ex.aim.change.group", old=_group_text(set_kind, ks),
                                                       new=_group_text(other, ks))))
        if set_kind and set_kind not in KONGS:
            g = list(d.groups)
            g[i] = ("", ks)
            out.append((Deal(g, d.win, ctx), T("ex.aim.change.concealed", old=_group_text(set_kind, ks),
                                               new=_group_text(g[i][0], ks))))
        elif not set_kind and len(ks) == 3 and len(set(ks)) == 1 and d.win not in ks:
            g = list(d.groups)
            g[i] = ("pon", ks)
            out.append((Deal(g, d.win, ctx), T("ex.aim.change.claimed", old=_group_text(set_kind, ks),
                                               new=_group_text("pon", ks))))
    rng.shuffle(out)
    return out


def _counts_ok(d: Deal) -> bool:
    c = [0] * 34
    for _, ks in d.groups:
        for k in ks:
            c[k] += 1
    return max(c) <= 4


# ------------------------------------------------------------------------------------------------
# The drill


def aimed(ruleset: str, kind: str, seed: int, rule: str, *, near_miss: bool = False,
          options: Mapping[str, Any] | None = None, **want: Any):
    """An :class:`~mjlearn.exercises.exercise.Exercise` of ``kind`` (``items``, ``total``, ``payments``,
    ``is_win``) whose hand earns ``rule`` — or, with ``near_miss``, narrowly misses it (the exercise's
    ``near_miss`` says why).  Same arguments → same exercise.

    Raises :class:`MjError` for a kind without aimed drills, a rule id without templates (lists those that
    have), or when no hand is found within :data:`MAX_TRIES` deals.  Source: templates
    ``mjlearn/data/exercises/aims.json`` written from the spec tables (``mawan.md``, ``huilai.md``,
    ``jinzhou.md``)."""
    rs = get_ruleset(ruleset)
    if kind not in AIM_KINDS:
        raise MjError(T("err.aim.kind", kind=short(kind)), "kind", ", ".join(AIM_KINDS))
    for k in want:
        raise MjError(T("err.aim.want", k=short(k)), short(k), T("err.aim.want.ok"))
    key = (rs.name, kind, int(seed), rule, bool(near_miss)) if not options else None
    hit = _AIMED.get(key) if key is not None else None
    if hit is None:
        h, ctx, change, res = _search(rs, kind, seed, rule, near_miss, options)
        hit = (h, dict(ctx), change, expected_of(kind, res, str(h), rs.name, options or None))
        if key is not None:
            if len(_AIMED) >= 512:
                _AIMED.pop(next(iter(_AIMED)))
            _AIMED[key] = hit
    h, ctx, change, exp = hit
    return _exercise(rs, kind, seed, rule, h, dict(ctx), options, change, copy.deepcopy(exp))


#: (ruleset, kind, seed, rule, near miss) → (hand, context, change, expected) of an aimed drill found before:
#: the same arguments give the same exercise, so a session dealt again the same day does not search again.
_AIMED: dict[tuple, tuple] = {}


def _search(rs, kind: str, seed: int, rule: str, near_miss: bool, options) -> tuple[Hand, Mapping[str, Any], Any, Any]:
    """(hand, context, near-miss change or ``None``, the hand's score result) of the aimed drill;
    :class:`MjError` when none is found."""
    templates = _data().get(rs.name, {}).get(rule)
    if not templates:
        raise MjError(T("err.aim.rule", rule=short(rule), rs=rs_title(rs.name)), "rule", ", ".join(aim_rules(rs.name)))
    rng = random.Random(f"aim:{rs.name}:{rule}:{kind}:{int(seed)}:{bool(near_miss)}")
    kinds = tuple(rs.tile_kinds)
    if near_miss:
        if rule in NO_NEAR_MISS.get(rs.name, {}):
            raise MjError(T("err.aim.no_near", rule=rule, why=T(NO_NEAR_MISS[rs.name][rule])), "rule",
                          T("err.aim.no_near.ok"))
        near = _data().get("near", {}).get(rs.name, {}).get(rule) or []
        if near:  # hand-written near misses (the spec's typical confusion), checked like every deal
            start = rng.randrange(len(near))
            for attempt in range(MAX_TRIES):
                t = near[(start + attempt) % len(near)]
                d = deal(t, rng, rs.name)
                if d is None:
                    continue
                h, res = _score(d, rs.name, options)
                if res is not None and res.status == "scored" and rule not in res.codes():
                    why = t["why"]
                    return h, d.context, Text(why["zh"], why["en"]), res
    start = rng.randrange(len(templates))
    tried_near = 0
    for attempt in range(MAX_TRIES):
        t = templates[(start + attempt) % len(templates)]
        d = deal(t, rng, rs.name)
        if d is None:
            continue
        h, res = _score(d, rs.name, options)
        if res is None or res.status != "scored" or rule not in res.codes():
            continue
        if not near_miss:
            return h, d.context, None, res
        tried_near += 1
        if tried_near > NEAR_DEALS:
            break
        for d2, change in _variants(d, rng, kinds):
            if not _counts_ok(d2):
                continue
            h2, res2 = _score(d2, rs.name, options)
            if res2 is None or res2.status != "scored" or rule in res2.codes():
                continue
            return h2, d2.context, change, res2
    raise MjError(T("err.aim.none_near" if near_miss else "err.aim.none", rule=rule), T("err.deal_no", n=seed),
                  T("err.deal_no.ok"))


def _exercise(rs, kind, seed, rule, h: Hand, ctx, options, change, exp):
    from .bank import read_data
    from .catalogue import rule_line
    from .glossary import glossary_for
    try:
        data = read_data(rs.name)
    except MjError:
        data = None
    gl = glossary_for(rs.name, data)
    hand = str(h)
    qkey = "ex.aim.question" if kind == "items" else f"ex.aim.question.{kind}"
    near = None
    if change is not None:
        near = T("ex.aim.near", rule=gl.name(rule), change=change)
        line = rule_line(rule)
        if line is not None:
            near = near + Text(" " + line.zh, " " + line.en)
    hint = T("ex.drill.hint.codes", items=gl.name(rule)) if change is None else near
    ex = Exercise(id=drill_id(rs.name, kind, seed, rule, change is not None), ruleset=rs.name, kind=kind, hand=hand,
                  question=T(qkey, ruleset=rs.title), hint_text=hint, expected=exp, context=dict(ctx),
                  options=dict(options or {}), practises=[rule], glossary=gl)
    ex.aim = rule
    ex.near_miss = near
    ex.make = {"aim": [kind, int(seed), rule, change is not None]}
    return ex


def drill_id(ruleset: str, kind: str, seed: int, rule: str, near_miss: bool) -> str:
    """The id of an aimed drill: ``drill-<ruleset>-<kind>-<8 hex>``, a hash of its arguments (the id names
    neither the rule aimed at nor whether it is a near miss: that would be the answer)."""
    import hashlib
    tag = "near" if near_miss else "aim"
    return f"drill-{ruleset}-{kind}-" + hashlib.sha1(f"{ruleset}:{rule}:{tag}:{kind}:{seed}".encode()).hexdigest()[:8]


def can_aim(ruleset: str, kind: str, rule: str, near_miss: bool) -> bool:
    """Whether :func:`aimed` takes these arguments (a kind with aimed drills, a rule with templates, a near
    miss the rule can have), without dealing."""
    name = get_ruleset(ruleset).name
    return kind in AIM_KINDS and bool(_data().get(name, {}).get(rule)) and \
        not (near_miss and rule in NO_NEAR_MISS.get(name, {}))


#: the fields of an aimed drill that need its hand dealt (the rest are known from its arguments)
_DEALT = ("hand", "question", "hint_text", "expected", "context", "options", "glossary", "near_miss")


class LazyAimed(Exercise):
    """:func:`aimed` (no options) as an exercise whose hand is dealt when first used: ``id``, ``ruleset``,
    ``kind``, ``rule_ids()``, ``aim`` and ``make`` are known at once; the rest (``hand``, ``expected``,
    ``check()``, ``show()``…) deals it — the same hand, context and answer as :func:`aimed` with these
    arguments.  A day's session holds up to 50 aimed drills, answered one by one: dealing each only when it is
    served keeps a new kernel's first :func:`~mjlearn.exercises.schedule.session` quick.  A search that finds
    no hand raises :class:`MjError` at first use."""

    def __init__(self, ruleset: str, kind: str, seed: int, rule: str, near_miss: bool = False) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or not isinstance(rule, str) \
                or not can_aim(ruleset, kind, rule, near_miss):
            raise MjError(T("err.aim.kind_rule", kind=short(kind), rule=short(rule), rs=rs_title(ruleset)), "rule",
                          T("err.aim.rule.ok"))
        name = get_ruleset(ruleset).name
        self._args = (name, kind, int(seed), rule, bool(near_miss))
        self._ex: Exercise | None = None
        # the dataclass fields known without the deal (the others are the properties below)
        self.id, self.ruleset, self.kind = drill_id(name, kind, seed, rule, near_miss), name, kind
        self.practises, self.aim = [rule], rule
        self.hand_check, self.wrong_tries, self.hints_shown, self.solution_seen = None, 0, 0, False
        self.last_blame, self.leech_help = [], None
        self.make = {"aim": [kind, int(seed), rule, bool(near_miss)]}

    def _dealt(self) -> Exercise:
        if self._ex is None:
            name, kind, seed, rule, near = self._args
            self._ex = aimed(name, kind, seed, rule, near_miss=near)
        return self._ex


def _dealt_field(name: str) -> property:
    def get(self):
        return getattr(self._dealt(), name)

    def put(self, value):
        setattr(self._dealt(), name, value)
    return property(get, put, doc=f"``{name}`` of the dealt drill (dealt on first use)")


for _f in _DEALT:
    setattr(LazyAimed, _f, _dealt_field(_f))


__all__ = ["aimed", "LazyAimed", "can_aim", "drill_id", "aim_rules", "deal", "Deal", "MAX_TRIES"]
