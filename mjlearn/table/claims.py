"""The claim window on a discard and the window for robbing a kong (spec ``table.md`` 3-5): win over
pung/kong over chow, chow only by the next player where the ruleset has chows (HL-A2), one winner in
Mawan (MW-A5) and Jinzhou, every winner in Huilai (通炮 HL-A5), robbing an added kong (and a Mawan
exposed kong, MW-A3), Huilai 漏胡 / 漏碰 (HL-F1, HL-F2).

Part of :class:`mjlearn.table.Game` (``engine.py``).
"""
from __future__ import annotations

from ..context import next_seat
from ..hand import Meld
from ..i18n import T, Text, join, plain
from ..rules.mawan.procedures import priority_order
from ..tiles import is_suit, suit_of, tiles_str
from .actions import CHOW_RULESETS, Action, Set_, kind_word, seat_word, tile_text
from .settlement import Settlement


class Claims(Settlement):
    """Opening, deciding and resolving a claim or rob window; taking the claimed tile."""

    # ---- the claim window on a discard
    def _open_claims(self, d, tile):
        opts: dict[str, list] = {}
        order = [next_seat(d, i) for i in (1, 2, 3)]
        for s in order:
            o: list[tuple[Action, Text | None]] = []
            hc = self.hands[s]
            ok, why, _ = self._may_win(s, tile, "discard", d)
            if ok:
                o.append((Action(s, "win"), None))
            n = hc.count(tile)
            if n >= 2:
                if self.ruleset == "huilai" and tile in self.lou_peng[s]:
                    o.append((Action(s, "pon", tile), T("tb.why.lou_peng", t=tile_text(tile))))
                else:
                    o.append((Action(s, "pon", tile), None))
            if n >= 3 and self._can_replace():
                o.append((Action(s, "kan", tile), None))
            if self.ruleset in CHOW_RULESETS and s == next_seat(d) and is_suit(tile):
                r = tile % 9
                for lo in (tile - 2, tile - 1, tile):
                    if lo < 0 or suit_of(lo) != suit_of(tile) or lo % 9 > 6 or not (r - 2 <= lo % 9 <= r):
                        continue
                    need = [k for k in (lo, lo + 1, lo + 2) if k != tile]
                    if all(k in hc for k in need):
                        o.append((Action(s, "chi", tile, lo), None))
            if any(why is None for _, why in o):
                opts[s] = o
        self.claim = {"tile": tile, "discarder": d, "kind": "discard", "options": opts, "decisions": {},
                      "order": [s for s in order if s in opts]}
        if not opts:
            self._next_turn(next_seat(d))
            return
        self.phase = "claim"
        self.to_act = self.claim["order"][0]

    def _open_rob(self, s, tile, kind):
        """table.md 4: an added kong (and in Mawan an exposed kong, MW-A3) opens a window for robbing it."""
        opts = {}
        order = [next_seat(s, i) for i in (1, 2, 3)]
        robbable = kind == "kakan" or (kind == "kan" and self.ruleset == "mawan")
        if robbable:
            for t in order:
                ok, why, _ = self._may_win(t, tile, "rob_kong", s)
                if ok:
                    opts[t] = [(Action(t, "win"), None)]
        if not opts:
            self._replacement(s)
            return
        rule = {"mawan": "MW-A3", "huilai": "HL-F4", "jinzhou": "JZ-A4"}[self.ruleset]
        self._ev("rob_open", s, tile, T("tb.ev.rob_open", t=tile_text(tile), rule=rule), rule)
        self.claim = {"tile": tile, "discarder": s, "kind": "rob", "options": opts, "decisions": {},
                      "order": [t for t in order if t in opts]}
        self.phase = "rob"
        self.to_act = self.claim["order"][0]

    def _do_claim(self, a: Action):
        c = self.claim
        c["decisions"][a.seat] = a
        if a.kind == "pass":
            self._ev("pass", a.seat, None, T("tb.ev.pass", s=seat_word(a.seat)))
        rest = [s for s in c["order"] if s not in c["decisions"]]
        if rest:
            self.to_act = rest[0]
            return
        self._resolve_claims()

    _do_rob = _do_claim

    def _resolve_claims(self):
        c = self.claim
        d, tile = c["discarder"], c["tile"]
        dec = c["decisions"]
        wins = [s for s in c["order"] if dec[s].kind == "win"]
        # HL-F1 / HL-F2: a Huilai player who let a possible win or pung go is restricted
        if self.ruleset == "huilai":
            for s, o in c["options"].items():
                chose = dec[s].kind
                if chose != "win" and any(x.kind == "win" and why is None for x, why in o):
                    self.lou_hu[s] = True
                    self._ev("lou_hu", s, None, T("tb.ev.lou_hu", s=seat_word(s)), "HL-F1")
                if chose not in ("pon", "kan", "win") and any(x.kind == "pon" and why is None for x, why in o):
                    self.lou_peng[s].add(tile)
                    self._ev("lou_peng", s, tile, T("tb.ev.lou_peng", s=seat_word(s), t=tile_text(tile)), "HL-F2")
        win_by = "discard" if c["kind"] == "discard" else "rob_kong"
        if wins:
            if self.ruleset == "mawan":  # MW-A5: one winner, counterclockwise from the dealer
                order = priority_order(self.dealer)
                chosen = [min(wins, key=order.index)]
                rule = T("tb.rule.mawan")
            elif self.ruleset == "jinzhou":  # nearest counterclockwise from the discarder (interpretation)
                chosen = [wins[0]]
                rule = T("tb.rule.jinzhou")
            else:
                chosen = wins
                rule = None
            if len(wins) > len(chosen):
                self._multi = self.ruleset == "jinzhou"
                self._ev("priority", chosen[0], tile, T("tb.ev.priority", losers=join([seat_word(x) for x in wins
                                                                                       if x not in chosen], "、"),
                                                        rule=rule, s=seat_word(chosen[0])),
                         "MW-A5" if self.ruleset == "mawan" else "JZ-A3")
            for s in c["order"]:
                if dec[s].kind in ("pon", "kan", "chi"):
                    self._ev("claim_beaten", s, tile, T("tb.ev.claim_beaten", s=seat_word(s), k=T(f"tb.k.{dec[s].kind}"),
                                                        w=seat_word(chosen[0]), wk=T("tb.k.win")), "table.md 3")
            results = {s: self._win_result(s, tile, win_by, d) for s in chosen}
            if c["kind"] == "rob":
                kg = self.kongs[-1]
                kg["robbed"] = True
                self._unkong(kg)
            else:
                self.rivers[d][-1][1] = chosen[0]
            self._settle_win(results, win_by, d, tile)
            return
        if c["kind"] == "rob":  # nobody robbed: the kong stands, the replacement comes from the tail
            self._replacement(d)
            return
        claims = [dec[s] for s in c["order"] if dec[s].kind in ("pon", "kan")] or \
            [dec[s] for s in c["order"] if dec[s].kind == "chi"]
        if not claims:
            self._next_turn(next_seat(d))
            return
        a = claims[0]
        for s in c["order"]:
            if dec[s].kind in ("chi",) and dec[s] is not a:
                self._ev("claim_beaten", s, tile, T("tb.ev.claim_beaten", s=seat_word(s), k=T("tb.k.chi"),
                                                    w=seat_word(a.seat), wk=T(f"tb.k.{a.kind}")), "table.md 3")
        self._take(a, d, tile)

    def _unkong(self, kg):
        """A robbed kong: the robbed tile goes to the winner; an added kong stands as its pung again, a robbed
        exposed kong (Mawan) leaves its three tiles in the hand."""
        s, t = kg["seat"], kg["tile"]
        for i, x in enumerate(self.sets[s]):
            if x.meld.is_kong and x.meld.kind_tile == t:
                if kg["kind"] == "kakan":
                    self.sets[s][i] = Set_(Meld("pon", (t,) * 3), x.source, x.claimed)
                else:
                    del self.sets[s][i]
                    self.hands[s].extend([t] * 3)
                    self.hands[s].sort()
                break

    def _take(self, a: Action, d, tile):
        s = a.seat
        hc = self.hands[s]
        self.rivers[d][-1][1] = s
        self.interrupted = True
        self.follow_open = False
        self.after_kong = None
        self._moved(s)
        if a.kind == "pon":
            hc.remove(tile)
            hc.remove(tile)
            self.sets[s].append(Set_(Meld("pon", (tile,) * 3), d, tile))
            self._ev("pon", s, tile, T("tb.ev.pon", s=seat_word(s), t=tile_text(tile)))
        elif a.kind == "chi":
            lo = a.chow
            for k in (lo, lo + 1, lo + 2):
                if k != tile:
                    hc.remove(k)
            self.sets[s].append(Set_(Meld("chi", (lo, lo + 1, lo + 2)), d, tile))
            self._ev("chi", s, tile, T("tb.ev.chi", s=seat_word(s), t=tile_text(tile),
                                       set=plain(tiles_str([lo, lo + 1, lo + 2]))))
        else:  # kan: an exposed kong on the discard
            for _ in range(3):
                hc.remove(tile)
            self.sets[s].append(Set_(Meld("kan", (tile,) * 4), d, tile))
            self._ev("kan", s, tile, T("tb.ev.kan", s=seat_word(s), t=tile_text(tile), d=seat_word(d),
                                       k=kind_word("kan", self.ruleset)))
            self.kongs.append({"seat": s, "kind": "kan", "tile": tile, "source": d, "robbed": False})
            self.claim = None
            self._open_rob(s, tile, "kan")
            return
        self.claim = None
        self.phase, self.to_act, self.drawn_from, self.last_draw = "turn", s, "claim", None
