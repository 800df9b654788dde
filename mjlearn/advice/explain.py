"""Why a row ranks where it does (spec ``advice.md`` § Figures): the rule a Jinzhou row misses (JZ-L1–L5), the
reason a shape wait is no legal win, each row's one-line ``why`` and the flush a discard keeps.

Source: spec ``advice.md``; ``jinzhou.md`` JZ-L1–L4.
"""
from __future__ import annotations

from ..hand import Hand
from ..i18n import T, Text, join, plain
from ..rules.base import Ruleset
from ..tiles import N_KINDS, RED, is_honor, is_terminal, tiles_text
from .engine import Engine
from .model import AdviceRow, _num, _sh_text, unit_text

_SUIT_KEYS = {"m": ("万", "characters"), "p": ("筒", "dots"), "s": ("条", "bamboo")}

def _illegal_reason(rs: Ruleset, opts, full: Hand) -> Text:
    best = None
    for r in rs.readings(full, opts):
        probs = rs.win_problems(full, r, opts)
        if probs and (best is None or len(probs) < len(best)):
            best = probs
    return join(best) if best else plain("")


def _blocks(rs: Ruleset, opts, eng: Engine, c13: list[int], h13: Hand, sh: int) -> list[Text]:
    """Why the legal shanten is above the shape shanten (Jinzhou): the condition the 13 tiles miss."""
    if eng.jz_never:
        return [T("advice.block.l4")]
    out: list[Text] = []
    tiles = h13.all_tiles()
    if not any(is_terminal(k) or k == RED for k in tiles):
        out.append(T("advice.block.no_yaojiu"))
    present = {"mps"[k // 9] for k in tiles if k < 27}
    for s in "mps":
        if s not in present:
            zh, en = _SUIT_KEYS[s]
            out.append(T("advice.block.no_suit", suit=Text(zh, en)))
    if not out and sh == 0:
        w = rs.waits(h13, opts)
        if w.illegal and not w.live:
            out.append(_illegal_reason(rs, opts, h13.with_win(w.illegal[0])))
    if not out:
        out.append(T("advice.block.conditions"))
    return out


def _why(rs: Ruleset, row: AdviceRow, eng: Engine, c14) -> Text:
    tile = tiles_text([row.discard], rs.name)
    parts: list[Text] = []
    if row.legal_shanten == 0:
        if row.any_tile:
            parts.append(T("advice.why.ready_any", tile=tile))
        elif row.waits:
            parts.append(T("advice.why.ready", tile=tile, waits=tiles_text(list(row.waits), rs.name), n=row.accepted))
        else:
            parts.append(T("advice.why.ready_dead", tile=tile))
    else:
        parts.append(T("advice.why.shanten", tile=tile, sh=_sh_text(row.legal_shanten), n=row.accepted,
                       k=len(row.accepts)))
    if row.ev is not None and row.legal_shanten <= 1:
        parts.append(T("advice.why.ev", x=_num(round(row.ev, 2)), unit=unit_text(rs.payment_unit or rs.unit or "")))
    if row.blocked:
        parts.append(T("advice.why.shape", sh=_sh_text(row.shanten), reason=row.blocked[0]))
    if row.illegal_waits and row.waits:
        ks = sorted(row.illegal_waits)
        parts.append(T("advice.why.illegal_waits", tiles=tiles_text(ks, rs.name),
                       reason=row.illegal_waits[ks[0]]))
    if row.ghost:
        parts.append(T("advice.ghost_discard"))
    keep = _keep_note(rs, c14, row.discard, eng)
    if keep is not None:
        parts.append(keep)
    return Text("；".join(p.zh for p in parts), "; ".join(p.en for p in parts))


def _keep_note(rs: Ruleset, c14, d: int, eng: Engine) -> Text | None:
    """A flush kept (Mawan and Huilai score 清一色 / 混一色): the 13 tiles left are in one suit (+ honors)."""
    if rs.name == "jinzhou":
        return None
    c = list(c14)
    c[d] -= 1
    tiles = [k for k in range(N_KINDS) if c[k] and k not in eng.gk] + [k for m in eng.melds for k in m.tiles]
    suits = {k // 9 for k in tiles if k < 27}
    if len(suits) != 1:
        return None
    if any(is_honor(k) for k in tiles):
        return T("advice.why.keep_half")
    return T("advice.why.keep_flush")
