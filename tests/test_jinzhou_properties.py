"""Property checks of the Jinzhou ruleset over generated ready hands (spec ``common.md`` § Waits,
``jinzhou.md`` JZ-L, JZ-P): legal waits ⊆ shape waits; every legal wait scores as a win and every illegal
shape wait is refused with reasons; payments always sum to zero; the share is class base × a power of 2."""
from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import mjlearn as mj
from mjlearn.hand import Hand, Meld
from mjlearn.rules import get_ruleset
from mjlearn.rules.jinzhou.classes import BASE

JZ = get_ruleset("jinzhou")
KINDS = JZ.tile_kinds


@st.composite
def ready_hands(draw):
    """A 13-tile hand made of 4 sets + a pair with one concealed tile removed (≤ 4 copies per kind); each set
    may be declared (pung → ``pon`` or ``ankan``, chow → ``chi``)."""
    concealed, melds = [], []
    for _ in range(4):
        if draw(st.booleans()):
            k = draw(st.sampled_from(KINDS))
            grp = [k] * 3
            how = draw(st.sampled_from(["concealed", "concealed", "pon", "ankan"]))
        else:
            s = draw(st.integers(0, 2))
            r = draw(st.integers(0, 6))
            grp = [9 * s + r, 9 * s + r + 1, 9 * s + r + 2]
            how = draw(st.sampled_from(["concealed", "concealed", "chi"]))
        if how == "concealed":
            concealed += grp
        elif how == "ankan":
            melds.append(Meld("ankan", tuple(grp + grp[:1])))
        else:
            melds.append(Meld(how, tuple(grp)))
    p = draw(st.sampled_from(KINDS))
    concealed += [p, p]
    hand = Hand(tuple(concealed), tuple(melds))
    assume(max(hand.counts()) <= 4)
    drop = draw(st.integers(0, len(concealed) - 1))
    concealed.pop(drop)
    return Hand(tuple(concealed), tuple(melds))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ready_hands(), st.sampled_from(["discard", "self_draw"]), st.sampled_from("ESWN"), st.sampled_from("ESWN"))
def test_waits_and_scores_agree(hand, win_by, seat, dealer):
    w = JZ.waits(hand, JZ.options())
    assert set(w.live) <= set(w.shape)
    assert set(w.live) | set(w.illegal) == set(w.shape)
    ctx = {"win_by": win_by, "seat": seat, "dealer": dealer}
    for k in w.shape:
        r = mj.score(hand.with_win(k), "jinzhou", **ctx)
        if k in w.live:
            assert r.is_win
            assert sum(r.payments.values()) == 0
            cls = [i for i in r.counted if i.family == "class"][0]
            ratio = r.total / cls.value
            assert ratio >= 2 and ratio == 2 ** (int(ratio).bit_length() - 1)  # at least 点炮/自摸 ×2
            assert cls.value == BASE[cls.code]
        else:
            assert not r.is_win and r.why_not
