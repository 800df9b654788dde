"""The next draw, the end of the wall and the settlement (spec ``table.md`` 2 and 6): draws from the wall and
replacements from the tail, Jinzhou 分张 (JZ-F1), the exhausted wall per ruleset (Mawan no tile left, Huilai
荒庄 HL-K6, Jinzhou 黄庄 JZ-F1), and a win settled by its :func:`mjlearn.score` result with the table's own
payments (通炮 HL-A5, JZ-G kong points, JZ-F2 跟庄).

Part of :class:`mjlearn.table.Game` (``engine.py``).
"""
from __future__ import annotations

from ..api import score
from ..hand import Hand
from ..i18n import T, join, plain
from ..rules.base import Payment, settle
from ..rules.huilai import settle_tongpao
from ..rules.huilai.kongs import settle_draw
from ..rules.jinzhou.kongs import KongEvent, settle_kongs
from ..rules.jinzhou.procedures import follow_dealer, huangzhuang, wall_phase
from ..tiles import tile_str, tiles_str
from .actions import Outcome, seat_word, tile_text
from .legality import Legality


class Settlement(Legality):
    """Drawing, the end of the wall, and settling the hand."""

    def _replacement(self, s):
        t = self.wall.pop()
        self.replacements += 1
        self.hands[s].append(t)
        self.hands[s].sort()
        self.last_draw = t
        self.drawn_from = "tail"
        self.after_kong = self.kongs[-1]
        self._moved(s)
        self._ev("draw_tail", s, None, T("tb.ev.draw_tail", s=seat_word(s)))
        self.phase, self.to_act = "turn", s

    def _moved(self, s):
        """HL-F1 / HL-F2: the player moved tiles (drew, punged or konged): the 漏胡 / 漏碰 restrictions end."""
        self.lou_hu[s] = False
        self.lou_peng[s] = set()

    # ---- the next draw, the end of the wall
    def _next_turn(self, s):
        self.claim = None
        if self.ruleset == "jinzhou":
            ph = wall_phase(len(self.wall), self._vopts["dead_wall"], self.replacements % 2 == 1)
            if ph.phase == "fen_zhang":
                self.fen_left = ph.fen_zhang_left
                self._fen_next(s)
                return
            if ph.phase == "exhausted":
                self._settle_draw()
                return
        elif not self.wall:
            self._settle_draw()
            return
        t = self.wall.pop(0)
        self.hands[s].append(t)
        self.hands[s].sort()
        self.last_draw = t
        self.drawn_from = "wall"
        self.after_kong = None
        self._moved(s)
        self._ev("draw", s, None, T("tb.ev.draw", s=seat_word(s)))
        self.phase, self.to_act = "turn", s

    def _fen_next(self, s):
        """JZ-F1: the 分张 tiles, one to each player in turn from the player due to draw."""
        if self.fen_left <= 0:
            self._settle_draw()
            return
        self.fen_left -= 1
        t = self.wall.pop(0)
        self.hands[s].append(t)
        self.hands[s].sort()
        self.last_draw = t
        self.drawn_from = "fen"
        self._ev("fen", s, t, T("tb.ev.fen", s=seat_word(s)), "JZ-F1")
        self.phase, self.to_act = "fen", s

    # ------------------------------------------------------------------ settlement
    def _kong_events_jz(self):
        return [KongEvent(k["seat"], k["kind"], k["tile"], k["source"], k["robbed"]) for k in self.kongs
                if not k["robbed"]]

    def _follow_lines(self):
        if self.ruleset != "jinzhou":
            return [], []
        done = [ga for ga in self.go_arounds if len(ga) == 4]
        if not done:
            return [], []
        st = follow_dealer(done, self.dealer)
        return st.payment_lines, st.items

    def _settle_win(self, results: dict, win_by: str, discarder, tile):
        ws = list(results)
        win_hands = {s: (self.hand_of(s, tile) if win_by == "self_draw" else
                         Hand(tuple(self.hands[s]), tuple(x.meld for x in self.sets[s]), tile)) for s in ws}
        if win_by != "self_draw":  # one physical tile: it lies with the first winner (通炮 shares it)
            self.hands[ws[0]].append(tile)
            self.hands[ws[0]].sort()
        self.win_hands = win_hands
        if win_by == "rob_kong":
            self._ev("robbed", ws[0], tile, T("tb.ev.robbed", s=join([seat_word(x) for x in ws], "、"),
                                              d=seat_word(discarder), t=tile_text(tile)),
                     {"mawan": "MW-A3", "huilai": "HL-A3", "jinzhou": "JZ-M07"}[self.ruleset])
        elif win_by == "discard":
            for s in ws:
                self._ev("win", s, tile, T("tb.ev.win_discard", s=seat_word(s), d=seat_word(discarder), t=tile_text(tile)))
        else:
            self._ev("win", ws[0], tile, T("tb.ev.win_self", s=seat_word(ws[0]), t=tile_text(tile)))
        notes = []
        lines: list[Payment] = []
        if self.ruleset == "huilai" and self.horses:
            self._ev("horses_turned", None, None, T("tb.ev.horses_turned", tiles=plain(tiles_str(self.horses))), "HL-K2")
        if self.ruleset == "huilai" and len(ws) > 1 and win_by == "discard":
            self._ev("tongpao", discarder, tile, T("tb.ev.tongpao", seats=join([seat_word(x) for x in ws], "、")), "HL-A5")
            # settle_tongpao: other_kongs are the kongs of everyone but the winners (settled once)
            o = self._options_for(ws[0], horses=True)
            others = [f"{k['seat']} {k['kind']}" + (f" {k['source']}" if k["kind"] == "kan" else "")
                      for k in self.kongs if not k["robbed"] and k["seat"] not in ws]
            o.pop("other_kongs", None)
            o.pop("kong_from", None)
            if others:
                o["other_kongs"] = others
            kf = {tile_str(k["tile"]): k["source"] for k in self.kongs if k["seat"] in ws and k["kind"] == "kan"}
            if kf:
                o["kong_from"] = kf
            ctx = {k: v for k, v in self._context(ws[0], tile, "discard", discarder).items()
                   if k not in ("seat", "win_by", "discarder")}
            tp = settle_tongpao(dict(win_hands), discarder, o, ctx)
            results = tp["results"]
            lines = list(tp["payment_lines"])
        else:
            final = {}
            for s in ws:
                h = win_hands[s]
                if self.ruleset == "huilai":
                    r = score(h, self.ruleset, results[s].context, self._options_for(s, horses=True))
                else:
                    r = results[s]
                final[s] = r
                if self.ruleset == "jinzhou":
                    lines.extend(p for p in r.payment_lines if not p.code.startswith("JZ-G"))
                else:
                    lines.extend(r.payment_lines)
            results = final
        if self.ruleset == "jinzhou":
            ks = settle_kongs(self._kong_events_jz())
            lines.extend(ks.payment_lines)
            if any(k["kind"] == "kan" for k in self.kongs):
                notes.append(T("tb.note.jz_kongs"))
            fl, _ = self._follow_lines()
            lines.extend(fl)
        if self.__dict__.pop("_multi", False):
            notes.append(T("tb.note.jz_nearest"))
        self._finish(Outcome("win", results, T("tb.ev.end_win", s=join([seat_word(x) for x in ws], "、")), lines,
                             settle(lines), self.unit, tuple(self.horses), notes, win_by, discarder))

    def _settle_draw(self):
        lines: list[Payment] = []
        notes = []
        if self.ruleset == "mawan":
            reason = T("tb.ev.draw_game.mawan")
            notes.append(T("tb.note.mawan_end"))
            code = "table.md 6"
        elif self.ruleset == "huilai":
            reason = T("tb.ev.draw_game.huilai", n=len(self.horses))
            code = "HL-K6"
            ks = [f"{k['seat']} {k['kind']}" + (f" {k['source']}" if k["kind"] == "kan" else "") for k in self.kongs]
            # entries as strings, as option other_kongs takes them
            pl, _ = settle_draw(ks,  # type: ignore[arg-type]
                                {k: v for k, v in self.options.items()
                                     if k in ("draw_kong_points", "total_plus", "players")})
            lines.extend(pl)
        else:
            reason = T("tb.ev.draw_game.jinzhou")
            code = "JZ-F1"
            hz = huangzhuang(self.dealer)
            lines.extend(hz.payment_lines)
            lines.extend(settle_kongs(self._kong_events_jz()).payment_lines)
            fl, _ = self._follow_lines()
            lines.extend(fl)
        self._ev("draw_game", None, None, reason, code)
        self._finish(Outcome("draw", {}, reason, lines, settle(lines), self.unit, tuple(self.horses), notes))

    def _finish(self, outcome: Outcome):
        self.outcome = outcome
        self.phase = "over"
        self.claim = None
        self.to_act = None
