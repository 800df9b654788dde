"""Fuzzing the public path: hand strings, context and options of every ruleset, with numpy values
and unicode, must give a result or one :class:`MjError` — nothing else — and every call must return within
2 s (a hang check with a generous bound, measured per call; speed itself is measured in ``bench/``).

Spec ``common.md`` § Errors ("No input makes the library hang or raise anything else").  Bounded: a fixed
number of derandomized examples per test (conftest profile), the whole file well under 30 s.
"""
from __future__ import annotations

import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjlearn import api
from mjlearn.context import make_context
from mjlearn.errors import MjError
from mjlearn.hand import parse_hand
from mjlearn.rules import get_ruleset
from mjlearn.tiles import tiles_str

HANG_S = 2.0
RULESETS = ("mawan", "huilai", "jinzhou")


def call(fn, *args, **kw):
    """Run one library call: return its result or the MjError; fail on any other exception or a call
    slower than :data:`HANG_S`."""
    t0 = time.perf_counter()
    try:
        out = fn(*args, **kw)
    except MjError as e:
        out = e
    except Exception as e:  # noqa: BLE001 - the failure this file exists to find
        pytest.fail(f"{getattr(fn, '__name__', fn)} raised {type(e).__name__}: {e!s:.300} for {args!r:.300} {kw!r:.300}")
    dt = time.perf_counter() - t0
    assert dt < HANG_S, f"{getattr(fn, '__name__', fn)} took {dt:.2f} s for {args!r:.300}"
    if isinstance(out, MjError):
        assert str(out) and len(str(out)) < 2000  # a message, quoting a bounded excerpt of the input
    return out


# ------------------------------------------------------------------------------------------------
# strategies

INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\x00\x07\u202e\u3000\t\n"
NOTATION = "0123456789mpszMPSZ+:：, 、;吃碰杠暗加明一二三四五六七八九万萬筒饼条索东南西北中发發白板红财风ponkachiux-"

kinds = st.integers(0, 33)
tile_text = st.builds(lambda ks: tiles_str(ks), st.lists(kinds, min_size=1, max_size=3))
meld = st.one_of(
    st.builds(lambda k: f"pon:{tiles_str([k] * 3)}", kinds),
    st.builds(lambda k, kind: f"{kind}:{tiles_str([k] * 4)}", kinds, st.sampled_from(["kan", "kakan", "ankan"])),
    st.builds(lambda s, r: f"chi:{r}{r + 1}{r + 2}{s}", st.sampled_from("mps"), st.integers(1, 7)),
)


@st.composite
def hand_like(draw, win: bool | None = None):
    """Mostly well-formed hands (random tiles, sets, winning tile), sometimes broken ones."""
    melds = draw(st.lists(meld, max_size=4))
    n = 13 - 3 * len(melds)
    concealed = draw(st.lists(kinds, min_size=max(0, n - 1), max_size=n + 1))
    text = " ".join(([tiles_str(concealed)] if concealed else []) + melds)
    w = draw(st.booleans()) if win is None else win
    if w:
        text += " +" + draw(tile_text if draw(st.integers(0, 9)) == 0 else st.builds(lambda k: tiles_str([k]), kinds))
    return text


junk_text = st.one_of(st.text(alphabet=NOTATION + INVISIBLE, max_size=40), st.text(max_size=20))
hand_text = st.one_of(hand_like(), junk_text,
                      st.builds(lambda s, c, k: s[:k] + c + s[k:], hand_like(), st.sampled_from(INVISIBLE),
                                st.integers(0, 40)),
                      st.builds(lambda s, n: s * n, hand_like(), st.integers(2, 40)))   # long pastes

np_scalar = st.one_of(st.builds(np.int64, st.integers(-3, 40)), st.builds(np.bool_, st.booleans()),
                      st.builds(np.float64, st.floats()), st.builds(np.str_, junk_text))
np_array = st.one_of(st.builds(np.array, st.lists(st.integers(-2, 36), max_size=14)),
                     st.builds(lambda xs: np.array(xs, dtype=object), st.lists(junk_text, max_size=4)),
                     st.builds(np.zeros, st.integers(0, 1500)))
plain_junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), junk_text, st.floats(allow_nan=True),
                       st.lists(st.integers(-2, 36), max_size=4))
junk = st.one_of(plain_junk, np_scalar, np_array,
                 st.dictionaries(st.one_of(junk_text, st.integers(-2, 40)), plain_junk, max_size=3))

SEATS = st.sampled_from(["E", "S", "W", "N", "东", "south", "X", "", np.str_("W")])
CTX_VALUES = {
    "win_by": st.sampled_from(["discard", "self_draw", "rob_kong", "自摸", "tsumo", "junk"]),
    "seat": SEATS, "dealer": SEATS, "round_wind": SEATS, "discarder": SEATS, "liable": SEATS,
    "seen": st.one_of(tile_text, st.dictionaries(tile_text, st.integers(-1, 5), max_size=3),
                      st.builds(lambda k, n: {k: np.int64(n)}, tile_text, st.integers(0, 5)), np_array),
    "initial_hand": st.one_of(st.builds(tiles_str, st.lists(kinds, min_size=13, max_size=13)), hand_like(win=False),
                              st.builds(np.array, st.lists(kinds, min_size=12, max_size=14))),
}
FLAGS = ("kong_replacement", "kong_replacement_red", "kong_discard", "kong_discard_red", "last_tile", "first_turn",
         "first_discard", "shisan_san", "jushou_ting", "all_closed")
for _f in FLAGS:
    CTX_VALUES[_f] = st.one_of(st.booleans(), st.builds(np.bool_, st.booleans()))
CTX_KEYS = list(CTX_VALUES) + ["nonsense", "hand", "ruleset", "options", "context", "win by"]


def _one_in(draw, n: int) -> bool:
    """True about once in ``n`` draws (the rare case listed last: hypothesis favours early elements)."""
    return draw(st.sampled_from([False] * (n - 1) + [True]))


def _maybe_junk(draw, good, rate: int):
    """``good`` most of the time; junk about once in ``rate`` draws."""
    return draw(junk) if _one_in(draw, rate) else draw(good)


@st.composite
def context(draw, rate: int = 2):
    """Context dicts: sensible values of real fields, junk about once in ``rate`` values, odd keys rarely."""
    keys = draw(st.lists(st.sampled_from(list(CTX_VALUES)), max_size=4, unique=True))
    out = {k: _maybe_junk(draw, CTX_VALUES[k], rate) for k in keys}
    if _one_in(draw, 3 * rate):
        out[draw(st.sampled_from(CTX_KEYS[len(CTX_VALUES):]))] = draw(junk)
    return out


@st.composite
def winning_hand(draw, ruleset: str):
    """A complete hand of the ruleset's tiles built from four sets and a pair (some declared), the winning
    tile taken from a concealed group: most are wins, so scoring runs deep."""
    pool = list(get_ruleset(ruleset).tile_kinds)
    count = [0] * 34
    groups = []
    for _ in range(4):
        if draw(st.booleans()):
            starts = [k for k in pool if k < 27 and k % 9 <= 6 and all(count[k + j] < 4 for j in range(3))
                      and k + 1 in pool and k + 2 in pool]
            if starts:
                k = draw(st.sampled_from(starts))
                groups.append(("chow", [k, k + 1, k + 2]))
                for j in range(3):
                    count[k + j] += 1
                continue
        ks = [k for k in pool if count[k] <= 1]
        k = draw(st.sampled_from(ks))
        groups.append(("pung", [k] * 3))
        count[k] += 3
    k = draw(st.sampled_from([k for k in pool if count[k] <= 2]))
    groups.append(("pair", [k, k]))
    concealed, melds = [], []
    for shape, tiles in groups:
        if shape != "pair" and draw(st.integers(0, 3)) == 0:
            if shape == "chow":
                melds.append("chi:" + tiles_str(tiles))
            else:
                kind = draw(st.sampled_from(["pon", "pon", "kan", "kakan", "ankan"]))
                if kind != "pon" and sum(count[t] for t in tiles[:1]) < 4:
                    count[tiles[0]] += 1
                    melds.append(f"{kind}:{tiles_str(tiles + tiles[:1])}")
                else:
                    melds.append("pon:" + tiles_str(tiles))
        else:
            concealed.extend(tiles)
    w = concealed.pop(draw(st.integers(0, len(concealed) - 1)))
    return " ".join(([tiles_str(concealed)] if concealed else []) + melds) + " +" + tiles_str([w])


def _option_values(ruleset: str) -> dict:
    """Sensible values per option (from the ruleset's own specs), mixed with junk by the strategy."""
    out = {}
    for spec in get_ruleset(ruleset).option_specs:
        if spec.kind == "bool":
            out[spec.name] = st.one_of(st.booleans(), st.builds(np.bool_, st.booleans()))
        elif spec.kind == "choice":
            out[spec.name] = st.sampled_from([c for c in spec.choices])
        elif spec.kind == "int":
            lo = spec.minimum if spec.minimum is not None else 0
            hi = spec.maximum if spec.maximum is not None else 20
            base = st.sampled_from(spec.choices) if spec.choices else st.integers(lo, min(hi, lo + 8))
            out[spec.name] = st.one_of(base, st.builds(np.int64, base))
    if ruleset == "huilai":
        out["indicator"] = st.one_of(tile_text, kinds, st.builds(np.int64, kinds))
        out["horse_tiles"] = st.one_of(st.builds(lambda ks: tiles_str(ks), st.lists(kinds, max_size=6)),
                                       st.builds(np.array, st.lists(kinds, max_size=6)))
        out["other_kongs"] = st.lists(st.builds(lambda s, k, f: f"{s} {k} {f}".strip(), st.sampled_from("ESWN"),
                                                st.sampled_from(["ankan", "kakan", "kan", "kon"]),
                                                st.sampled_from(["", "E", "S", "W", "N"])), max_size=5)
        out["kong_from"] = st.dictionaries(st.one_of(tile_text, kinds), SEATS, max_size=2)
        out["ready_hands"] = st.dictionaries(SEATS, hand_like(win=False), max_size=2)
        out["cap"] = st.one_of(st.none(), st.integers(0, 20), st.builds(np.int64, st.integers(1, 20)))
    if ruleset == "mawan":
        out["stake"] = st.one_of(out["stake"], st.integers(0, 100))
    return out


OPTION_VALUES = {r: _option_values(r) for r in RULESETS}
HUILAI_PRESETS = [  # coherent ghost / horse set-ups, so the deeper paths run (random keys are added on top)
    {}, {"ghosts": "white"}, {"ghosts": "red", "no_ghost_double": True}, {"ghosts": "flip", "indicator": "5p"},
    {"ghosts": "double", "indicator": "9s"}, {"ghosts": "white", "four_ghost_win": True, "four_ghost_double": True},
    {"horses": 4, "horse_tiles": "1m5p9s2z", "horse_kong": "doubling", "horse_multiplier": 2},
    {"thirteen_protect": True, "ten_protect": True, "ready_hands": {"N": "19m19p19s1234567z"}},
    {"players": 3, "cap": 5}, {"stacking": "add", "total_plus": 1, "other_kongs": ["E ankan", "N kan W"]},
]


@st.composite
def options(draw, ruleset: str, rate: int = 2):
    """Options of one ruleset: sensible values, junk about once in ``rate`` values, an unknown key rarely."""
    vals = OPTION_VALUES[ruleset]
    out = dict(draw(st.sampled_from(HUILAI_PRESETS))) if ruleset == "huilai" else {}
    keys = draw(st.lists(st.sampled_from(list(vals)), max_size=3, unique=True))
    out.update({k: _maybe_junk(draw, vals[k], rate) for k in keys})
    if _one_in(draw, 3 * rate):
        out["nonsense"] = draw(junk)
    return out


ruleset_and_options = st.sampled_from(RULESETS).flatmap(lambda r: st.tuples(st.just(r), options(r)))
# mostly valid: complete hands of the ruleset's tiles, options and context rarely junk (scoring runs deep)
deep = st.sampled_from(RULESETS).flatmap(
    lambda r: st.tuples(st.just(r), winning_hand(r), options(r, rate=8), context(rate=8)))

# ------------------------------------------------------------------------------------------------
# properties


@pytest.mark.timeout(120)
@settings(max_examples=150)
@given(hand_text)
def test_fuzz_parse_hand(text):
    for partial in (False, True):
        h = call(parse_hand, text, allow_partial=partial)
        if not isinstance(h, MjError):
            assert parse_hand(str(h), allow_partial=partial) == h


@pytest.mark.timeout(120)
@settings(max_examples=80)
@given(hand_like(win=True), ruleset_and_options, context())
def test_fuzz_score_and_compare(hand, rs_opts, ctx):
    ruleset, opts = rs_opts
    r = call(api.score, hand, ruleset, ctx, opts)
    if not isinstance(r, MjError):
        assert r.status in ("scored", "not_win", "not_implemented")
        assert sum(r.payments.values()) == pytest.approx(0)
    out = call(api.compare, hand, ctx, {ruleset: opts})
    if not isinstance(out, MjError):
        assert set(out) == set(RULESETS)


@pytest.mark.timeout(120)
@settings(max_examples=120)
@given(deep)
def test_fuzz_score_deep(case):
    ruleset, hand, opts, ctx = case
    r = call(api.score, hand, ruleset, ctx, opts)
    if not isinstance(r, MjError):
        assert r.status in ("scored", "not_win", "not_implemented")
        assert sum(r.payments.values()) == pytest.approx(0)
        if r.is_win:
            assert r.best is not None and r.readings and r.total_text is not None
            str(r.total_text)
            for it in r.items:
                str(it.name), str(it.reason)
    w = call(api.waits, parse_hand(hand).without_win(), ruleset, opts)
    if not isinstance(w, MjError):
        str(w)


@pytest.mark.timeout(120)
@settings(max_examples=80)
@given(hand_like(win=False), ruleset_and_options)
def test_fuzz_waits_and_shanten(hand, rs_opts):
    ruleset, opts = rs_opts
    w = call(api.waits, hand, ruleset, opts)
    s = call(api.shanten, hand, ruleset, opts)
    if not isinstance(w, MjError) and not isinstance(s, MjError):
        assert (s == 0) == bool(w.shape) or w.any_tile or s == -1  # shanten 0 ⇔ a live shape wait
        str(w)


@pytest.mark.timeout(120)
@settings(max_examples=50)
@given(hand_like(win=True), ruleset_and_options)
def test_fuzz_decompose(hand, rs_opts):
    ruleset, opts = rs_opts
    call(api.decompose, hand, ruleset, opts)


@pytest.mark.timeout(120)
@settings(max_examples=100)
@given(context())
def test_fuzz_make_context(ctx):
    call(make_context, ctx)


@pytest.mark.timeout(120)
@settings(max_examples=50)
@given(st.dictionaries(st.sampled_from(["S", "W", "N", "E", "x"]), hand_like(win=True), max_size=3),
       st.sampled_from(["E", "S", "W", "N", None, "Q"]), options("huilai"))
def test_fuzz_tongpao(winners, discarder, opts):
    from mjlearn.rules.huilai import settle_tongpao
    out = call(settle_tongpao, winners, discarder, opts)
    if not isinstance(out, MjError):
        assert len(out["results"]) >= 2 and sum(out["payments"].values()) == pytest.approx(0)
