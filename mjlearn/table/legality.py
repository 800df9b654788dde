"""What is legal now (spec ``table.md`` 2-5): a win exactly when :func:`mjlearn.score` of the hand in the
table's context is a legal win, the kongs, the Huilai restrictions (HL-F1-F3), and why an action is not
legal, naming the rule.

Part of :class:`mjlearn.table.Game` (``engine.py``).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..api import is_complete, score
from ..context import SEATS, next_seat
from ..hand import Hand
from ..i18n import T, Text, join, plain
from ..rules.jinzhou.procedures import wall_phase
from ..tiles import RED, tile_str, tiles_str
from .actions import Action, seat_word, tile_text
from .deal import TableState


class Legality(TableState):
    """The legal actions, the context a win is scored in, and the reasons an action is refused."""

    # ------------------------------------------------------------------ legality
    def _win_result(self, s: str, tile: int, win_by: str, discarder: str | None = None):
        """The ScoreResult of seat ``s`` winning on ``tile`` now (``None`` when the shape is not complete)."""
        key = (len(self.actions), s, tile, win_by)
        cache = self.__dict__.setdefault("_wcache", {})
        if key in cache:
            return cache[key]
        if win_by == "self_draw":
            h = self.hand_of(s, tile)
        else:
            con = tuple(self.hands[s])
            h = Hand(con, tuple(x.meld for x in self.sets[s]), tile)
        opts = self._options_for(s)
        res = None
        if is_complete(h, self.ruleset, opts or None):
            res = score(h, self.ruleset, self._context(s, tile, win_by, discarder), opts or None)
        cache[key] = res
        return res

    def _options_for(self, winner: str, horses: bool = False) -> dict:
        o = dict(self._score_opts)
        if self.ruleset == "huilai":
            others, kong_from = [], {}
            for kg in self.kongs:
                if kg["robbed"]:
                    continue
                if kg["seat"] == winner:
                    if kg["kind"] == "kan":
                        kong_from[tile_str(kg["tile"])] = kg["source"]
                else:
                    others.append(f"{kg['seat']} {kg['kind']}" + (f" {kg['source']}" if kg["kind"] == "kan" else ""))
            if others:
                o["other_kongs"] = others
            if kong_from:
                o["kong_from"] = kong_from
            if horses and self.horses:
                o["horse_tiles"] = tiles_str(self.horses)
        return o

    def _context(self, s, tile, win_by, discarder):
        used = self.rs.context_fields
        c: dict[str, Any] = {"win_by": win_by, "seat": s, "dealer": self.dealer}
        if win_by != "self_draw":
            c["discarder"] = discarder
        if "round_wind" in used:
            c["round_wind"] = self.round_wind
        first = not self.interrupted and not self.has_discarded[s]
        if win_by == "self_draw":
            if first and self.drawn_from in ("deal", "wall", "tail") and (s == self.dealer or self.discards < 4):
                c["first_turn"] = True
            if self.drawn_from == "tail":
                c["kong_replacement"] = True
                if "kong_replacement_red" in used and self.kongs and self.kongs[-1]["tile"] == RED:
                    c["kong_replacement_red"] = True
            if self.ruleset == "jinzhou" and self.drawn_from == "fen":
                c["last_tile"] = True
            if self.ruleset == "mawan" and self.drawn_from in ("wall", "tail") and not self.wall:
                c["last_tile"] = True
        elif win_by == "discard":
            if self.discards == 1 and not self.interrupted and discarder == self.dealer and s != self.dealer \
                    and self.ruleset in ("mawan", "huilai"):
                c["first_discard"] = True  # Mawan 开天辟 (MW-X), Huilai 地胡 on the dealer's first discard (HL-P14)
            if self.after_kong is not None and self.after_kong["seat"] == discarder:
                c["kong_discard"] = True  # Jinzhou 杠流泪 (JZ-M08)
                if self.after_kong["tile"] == RED:
                    c["kong_discard_red"] = True
            if self.ruleset == "mawan" and not self.wall:
                c["last_tile"] = True
        if self.ruleset == "jinzhou" and s != self.dealer:
            c.pop("first_turn", None)  # JZ-P3 天胡 is the dealer's only
        if self.ruleset == "huilai" and self.sets[s]:  # HL-P14 天地胡 is a win before any claim or kong
            c.pop("first_turn", None)
            c.pop("first_discard", None)
        if self.ruleset == "mawan" and c.get("first_discard") and c.get("last_tile"):
            c.pop("last_tile")
        if "all_closed" in used and not any(x.meld.is_open for t in SEATS for x in self.sets[t]):
            c["all_closed"] = True
        if "seen" in used:
            seen = self.seen(s)
            if win_by != "self_draw" and seen.get(tile):
                seen[tile] -= 1  # the winning discard is in the winner's hand now
                if not seen[tile]:
                    del seen[tile]
            c["seen"] = seen
        if "initial_hand" in used:
            c["initial_hand"] = tiles_str(self.initial[s])
        return {k: v for k, v in c.items() if k in used or k in ("win_by", "seat", "dealer")}

    def _may_win(self, s, tile, win_by, discarder=None) -> tuple[bool, Text | None, Any]:
        """(legal, why not, result) for seat ``s`` winning now."""
        if self.ruleset == "huilai":
            if self.lou_hu[s] and win_by != "self_draw":
                return False, T("tb.why.lou_hu"), None
            if win_by == "discard" and not self._vopts["allow_discard_win"]:
                return False, T("tb.why.no_discard_win"), None
            if win_by == "rob_kong" and not self._vopts["allow_rob_kong"]:
                return False, T("tb.why.no_rob"), None
        r = self._win_result(s, tile, win_by, discarder)
        if r is None:
            return False, T("tb.why.not_complete"), None
        if not r.is_win:
            return False, T("tb.why.not_win", why=join(r.why_not, "；") if r.why_not else plain("—")), r
        return True, None, r

    def _can_replace(self) -> bool:
        if self.ruleset == "jinzhou":
            return wall_phase(len(self.wall), self._vopts["dead_wall"], self.replacements % 2 == 1).phase == "play"
        return len(self.wall) > 0

    def legal_actions(self) -> list[Action]:
        """Every action allowed now, for the seat ``to_act`` (empty once the hand is over)."""
        return [a for a, why in self._options() if why is None]

    def _options(self) -> list[tuple[Action, Text | None]]:
        """Every action the acting seat could think of now with ``None`` (legal) or why it is not (cached until
        the next action)."""
        c = self.__dict__.get("_ocache")
        if c is not None and c[0] == len(self.actions):
            return c[1]
        out = self._options_now()
        self._ocache = (len(self.actions), out)
        return out

    def _options_now(self) -> list[tuple[Action, Text | None]]:
        if self.phase == "over":
            return []
        s = self.to_act
        out: list[tuple[Action, Text | None]] = []
        if self.phase == "turn":
            if self.drawn_from != "claim":
                ok, why, _ = self._may_win(s, self.last_draw, "self_draw")
                out.append((Action(s, "win"), why))
                if ok and self.ruleset == "huilai" and self._vopts["must_win"]:
                    return [(Action(s, "win"), None)]
                can = self._can_replace()
                hc = self.hands[s]
                for k in sorted(set(hc)):
                    if hc.count(k) == 4:
                        out.append((Action(s, "ankan", k), None if can else T("tb.why.no_replacement")))
                for x in self.sets[s]:
                    if x.meld.kind == "pon" and x.meld.kind_tile in hc:
                        k = x.meld.kind_tile
                        why = None if can else T("tb.why.no_replacement")
                        if k in self.lost_kong[s]:
                            why = T("tb.why.lou_gang", t=tile_text(k))
                        out.append((Action(s, "kakan", k), why))
            for k in sorted(set(self.hands[s])):
                out.append((Action(s, "discard", k), None))
            return out
        if self.phase == "fen":
            ok, why, _ = self._may_win(s, self.last_draw, "self_draw")
            out.append((Action(s, "win"), why))
            out.append((Action(s, "pass"), None))
            return out
        # claim / rob window: the acting seat's own options were worked out when the window opened
        opts = self.claim["options"][s]
        out.extend(opts)
        must = any(a.kind == "win" and why is None for a, why in opts) and self.ruleset == "huilai" \
            and self._vopts["must_win"]
        out.append((Action(s, "pass"), T("tb.why.must_win") if must else None))
        return out

    def why_not(self, action: Action | Mapping) -> Text | None:
        """``None`` when ``action`` is legal now, else why not (naming the rule)."""
        a = Action.from_json(action)
        if self.phase == "over":
            return T("tb.err.over")
        if a.seat != self.to_act:
            return T("tb.why.seat", to=seat_word(self.to_act), s=seat_word(a.seat))
        opts = self._options()
        for b, why in opts:
            if b == a:
                return why
        return self._explain(a)

    def _explain(self, a: Action) -> Text:
        s, k, t = a.seat, a.kind, a.tile
        if a.kind == "chi" and self.ruleset == "huilai":
            return T("tb.why.chi_huilai")
        if self.phase == "turn":
            if k in ("chi", "pon", "kan", "pass"):
                return T("tb.why.phase_turn", to=seat_word(s))
            if k in ("ankan", "kakan") and self.drawn_from == "claim":
                return T("tb.why.after_claim")
            if k == "discard" and (t is None or t not in self.hands[s]):
                return T("tb.why.not_held", t=tile_text(t) if t is not None else plain("?"))
            if k == "ankan":
                return T("tb.why.kan_need", t=tile_text(t) if t is not None else plain("?"))
            if k == "kakan":
                return T("tb.why.kakan_need", t=tile_text(t) if t is not None else plain("?"))
            return T("tb.why.unknown")
        if self.phase == "fen":
            return T("tb.why.phase_fen")
        c = self.claim
        if self.phase == "rob":
            return T("tb.why.phase_rob", d=seat_word(c["discarder"]), t=tile_text(c["tile"]))
        tile = c["tile"]
        if k == "chi":
            nxt = next_seat(c["discarder"])
            if s != nxt:
                return T("tb.why.chi_next", rule="MW-A1" if self.ruleset == "mawan" else "JZ-A2")
            if tile == RED:
                return T("tb.why.no_chi_red")
            return T("tb.why.chi_shape", t=tile_text(tile))
        if k == "pon":
            return T("tb.why.pon_need", t=tile_text(tile))
        if k == "kan":
            return T("tb.why.kan_need", t=tile_text(tile))
        if k in ("discard", "ankan", "kakan"):
            return T("tb.why.phase_claim", d=seat_word(c["discarder"]), t=tile_text(tile))
        return T("tb.why.unknown")
