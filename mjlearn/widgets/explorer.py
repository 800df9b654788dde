"""The Explorer: build a hand by clicking tiles and see every reading, every item and the waits under the
three rulesets (spec ``product.md`` § Widgets; issue 13 "result beside the click").

Layout, top to bottom, so that at 1024×768 the palette, the hand and the result are on one screen:

1. a header row: ruleset, view (one ruleset at a time / side by side), language, projector mode;
2. the tile palette (``mj-palette``, ``data-testid="mj-palette-tile"`` on each tile; copies left under each
   tile) and, right under it, the palette's own message line;
3. the hand (``data-testid="mj-hand"``; click a tile to remove it, click a set to remove the set) with the
   winning-tile picker, undo and clear beside it;
4. the **summary strip** (``data-testid="mj-summary"``): per ruleset one line — the total and the net
   payments, or "not a win: why", or the waits / shanten of a 13-tile hand, or why the input does not fit;
5. the **status line** (``data-testid="mj-status"``, ``role="status"``, ``aria-live="polite"``): what the last
   action did or why it was refused (the same message also sits next to the control that caused it);
6. the notation box and the set builder (each with its message line);
7. the settings panels, each folding on its own (several can be open): the table (how the hand was won,
   who discarded / was robbed, who is liable for 包胡, seats, tiles seen on the table, every event flag)
   and one panel per ruleset with every option (Huilai's ``other_kongs``, ``kong_from``, ``ready_hands``
   included, typed as short text);
8. the detail tabs, built from :attr:`Explorer.tab_specs` (a list other modules can extend with
   :meth:`Explorer.add_tab`): decompositions, scores, comparison, waits.  Only the visible tab is computed
   on a click; the others are computed when they are opened.

Extra summary lines (e.g. discard advice) plug in with :meth:`Explorer.add_summary_line`.

Everything goes through the public facade (:mod:`mjlearn.api`) and ``get_ruleset(name).option_specs``;
no pandas (the static site runs without it).  A ruleset whose scoring has not landed shows "coming"
(``status.not_implemented``), never a value.  Every error is a friendly message; the hand stays as it was;
no traceback reaches the learner.

Why ipywidgets + anywidgets: see :mod:`mjlearn.widgets.tilestrip`.
"""
from __future__ import annotations

import functools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as W

from .. import api
from ..context import (
    SEAT_EN,
    SEAT_ZH,
    SEATS,
    WIN_BY,
    WIN_BY_EN,
    WIN_BY_ZH,
    check_context_against_hand,
    make_context,
    next_seat,
    previous_seat,
)
from ..errors import MjError
from ..hand import MELD_EN, MELD_KINDS, MELD_ZH, Hand, Meld, parse_hand
from ..i18n import T, Text, get_language, plain, register, set_language
from ..render import (
    CSS,
    error_html,
    items_table_html,
    readings_html,
    result_html,
    result_readings_html,
    shanten_text,
    tile_svg,
    tiles_html,
    waits_html,
)
from ..render.html import esc
from ..rules import get_ruleset, ruleset_names
from ..tiles import rank_of, suit_of, tile_en, tile_str, tile_zh
from ._keep import detached
from .tilestrip import LiveText, TileStrip

register({
    "explorer.title": ("麻将计分探索器", "Mahjong scoring explorer"),
    "explorer.ruleset": ("规则", "ruleset"),
    "explorer.language": ("语言", "language"),
    "explorer.view": ("显示", "show"),
    "explorer.view_one": ("一种规则", "one ruleset"),
    "explorer.view_side": ("三种并排", "all three"),
    "explorer.projector": ("投影", "projector"),
    "explorer.palette": ("点牌加入手牌（牌下数字为剩余张数）", "click a tile to add it (the number is copies left)"),
    "explorer.palette_name": ("牌（方向键选牌，回车或空格加入）", "tiles (arrow keys to move, Enter or Space to add)"),
    "explorer.hand_name": ("手牌（点一张牌移除）", "your hand (activate a tile to remove it)"),
    "explorer.tile_left": ("{tile}，还剩 {n} 张", "{tile}, {n} left"),
    "explorer.tile_none_left": ("{tile}，已用完", "{tile}, none left"),
    "explorer.hand": ("手牌：点一张牌将其移除，点一组副露将整组移除",
                      "your hand: click a tile to remove it, click a set to remove the set"),
    "explorer.empty": ("手牌是空的：点上面的牌加入", "the hand is empty: click tiles above to add them"),
    "explorer.win_tile": ("和牌张", "winning tile"),
    "explorer.no_win": ("（无）", "(none)"),
    "explorer.undo": ("撤销", "undo"),
    "explorer.clear": ("清空", "clear"),
    "explorer.set_kind": ("副露", "set"),
    "explorer.set_tile": ("牌", "tile"),
    "explorer.set_add": ("加入副露", "add set"),
    "explorer.set_help": ("吃：选最小的一张（如 3m → 345m）；碰/杠：选那张牌",
                          "chi: pick the lowest tile (3m → 345m); pon/kan: pick the tile"),
    "explorer.notation": ("牌谱", "notation"),
    "explorer.apply": ("用这手牌", "use this hand"),
    "explorer.notation_help": ("例：123m456p11s89m pon:777z +7m（+ 后为和牌张）",
                               "e.g. 123m456p11s89m pon:777z +7m (the tile after + is the winning tile)"),
    "explorer.context": ("牌桌：和牌情况", "the table: how the hand was won"),
    "explorer.options_of": ("{ruleset}规则选项", "{ruleset} options"),
    "explorer.win_by": ("和牌方式", "win by"),
    "explorer.discarder": ("点炮的人", "discarded by"),
    "explorer.robbed": ("被抢杠的人", "kong robbed from"),
    "explorer.discarder_default": ("上家（默认）", "the player before you, 上家 (default)"),
    "explorer.liable": ("包胡的人（马湾）", "liable for 包胡 (Mawan)"),
    "explorer.liable_none": ("没有人", "nobody"),
    "explorer.seat_rel": ("{seat}（{rel}）", "{seat} ({rel})"),
    "explorer.rel_prev": ("上家", "before you"),
    "explorer.rel_next": ("下家", "after you"),
    "explorer.rel_opp": ("对家", "opposite"),
    "explorer.seen": ("桌上已见的牌（绝章）", "tiles seen on the table (绝章)"),
    "explorer.initial_hand": ("起手 13 张（十三散、举手听）", "dealt 13 tiles (十三散, 举手听)"),
    "explorer.kong_replacement": ("杠上开花", "kong replacement draw (杠上开花)"),
    "explorer.kong_replacement_red": ("红中杠开花（锦州）", "红中 kong replacement (Jinzhou)"),
    "explorer.kong_discard": ("杠流泪（锦州）", "discard right after a kong, 杠流泪 (Jinzhou)"),
    "explorer.kong_discard_red": ("红中杠流泪（锦州）", "红中 kong, then discard (Jinzhou)"),
    "explorer.last_tile": ("海底（最后一张）", "last tile of the wall (海底)"),
    "explorer.first_turn": ("第一巡（天胡、地胡）", "first go-around (天胡, 地胡)"),
    "explorer.first_discard": ("开天辟（马湾）", "win on the first discard, 开天辟 (Mawan)"),
    "explorer.shisan_san": ("十三散（马湾）", "十三散 dealt hand (Mawan)"),
    "explorer.jushou_ting": ("举手听（马湾）", "举手听 ready when dealt (Mawan)"),
    "explorer.seat": ("座位（门风）", "seat (seat wind)"),
    "explorer.dealer": ("庄家", "dealer"),
    "explorer.round_wind": ("圈风", "round wind"),
    "explorer.all_closed": ("四清（锦州：四家都没开门）", "四清 (Jinzhou: no player has opened)"),
    "explorer.opt_help_other_kongs": ("例：E ankan, W kan S（座位 杠的种类 [点杠的人]）",
                                      "e.g. E ankan, W kan S (seat, kind of kong [, who discarded into it])"),
    "explorer.opt_help_kong_from": ("例：5p:N（自己的明杠 5p 是北家点的）",
                                    "e.g. 5p:N (North discarded into your exposed kong of 5p)"),
    "explorer.opt_help_ready_hands": ("例：E:19m19p19s1234567z; W:…（输家的听牌）",
                                      "e.g. E:19m19p19s1234567z; W:… (the losers' ready hands)"),
    "explorer.opt_help_horse_tiles": ("例：1m5p9s2z", "e.g. 1m5p9s2z"),
    "explorer.opt_bad_pairs": ("“{text}”的格式不对：写成 {example}", "'{text}' is not in the right form: write {example}"),
    "explorer.tab_readings": ("拆牌", "decompositions"),
    "explorer.tab_scores": ("计分", "scores"),
    "explorer.tab_compare": ("三种规则对比", "compare rulesets"),
    "explorer.tab_waits": ("听牌", "waits"),
    "explorer.fifth_copy": ("不能再加 {tile}：每种牌只有 4 张，这手牌已经用了 4 张。",
                            "cannot add another {tile}: there are only 4 of each tile and this hand already has 4."),
    "explorer.full": ("手牌已满（14 张，副露按 3 张计）：先移除一张。",
                      "the hand is full (14 tiles, a set counts 3): remove a tile first."),
    "explorer.not_in_ruleset": ("{tile} 不是{ruleset}的牌。", "{tile} is not a tile of {ruleset}."),
    "explorer.count": ("{n} 张（副露按 3 张计）。", "{n} tiles (a set counts 3)."),
    "explorer.need_more": ("再加 {k} 张就是听牌形（13 张），加到 14 张就是和牌形。",
                           "add {k} more for a waiting hand (13 tiles), 14 for a complete hand."),
    "explorer.need_win": ("14 张：请在“和牌张”里选出和牌的那张。", "14 tiles: choose the winning tile."),
    "explorer.waiting": ("13 张：这是听牌形，看“听牌”页。", "13 tiles: a waiting hand, see the waits tab."),
    "explorer.complete": ("14 张：和牌形，看“拆牌”和“计分”页。",
                          "14 tiles: a complete hand, see the decompositions and scores tabs."),
    "explorer.before_win": ("和牌前（去掉和牌张）这手牌听：", "before the winning tile, this hand waited on:"),
    "explorer.waits_table": ("每张听牌在各规则下的得分", "what each wait would score"),
    "explorer.bad_input": ("输入有误", "that did not work"),
    "explorer.oops": ("出了点问题，手牌保持不变（{what}）。", "something went wrong; the hand is unchanged ({what})."),
    "explorer.undo_empty": ("没有可以撤销的操作。", "nothing to undo."),
    "explorer.removed": ("已移除 {tile}。", "removed {tile}."),
    "explorer.added": ("已加入 {tile}。", "added {tile}."),
    "explorer.options_none": ("（此规则没有选项）", "(this ruleset has no options)"),
    "explorer.not_in_hand": ("手牌里没有 {tile}，没有移除任何牌。", "there is no {tile} in the hand: nothing removed."),
    "explorer.no_set": ("没有第 {n} 组副露，没有移除任何牌。", "there is no set number {n}: nothing removed."),
    "explorer.bad_click": ("无法识别的点击“{what}”，手牌保持不变。",
                           "unrecognised click '{what}'; the hand is unchanged."),
    "explorer.win_kept_as_tile": (
        "“+{tile}”只在完整的手牌里标出和牌张（13 张 + “+和牌张”）；这手牌只有 {n} 张，{tile} 已作为普通牌加入。",
        "'+{tile}' marks the winning tile only in a full hand (13 tiles + '+tile'); this hand has {n} tiles, "
        "so {tile} was added as an ordinary tile."),
    "explorer.ruleset_now": ("现在按{ruleset}显示。", "now showing {ruleset}."),
    "explorer.hand_not_in_ruleset": ("现在按{ruleset}显示：手牌里的 {tiles} 不是{ruleset}的牌，请移除。",
                                     "now showing {ruleset}: {tiles} in this hand is not a tile of {ruleset}; "
                                     "remove it."),
    "explorer.invalid_input": ("输入不符合该规则", "invalid input for this ruleset"),
    "explorer.info_complete": ("{n} 张 · 和牌形", "{n} tiles · complete"),
    "explorer.info_choose": ("{n} 张 · 请选和牌张", "{n} tiles · choose the winning tile"),
    "explorer.info_waiting": ("{n} 张 · 听牌形", "{n} tiles · waiting"),
    "explorer.info_partial": ("{n} 张 · 再加 {k} 张", "{n} tiles · add {k} more"),
    "explorer.sum_complete": ("14 张，和牌形（细节见下面的页签）", "14 tiles, a complete hand (details in the tabs below)"),
    "explorer.sum_waiting": ("13 张，听牌形：", "13 tiles, a waiting hand:"),
    "explorer.sum_not_win": ("不能胡：{why}", "not a win: {why}"),
    "explorer.sum_waits": ("听 {n} 种：", "waits on {n}:"),
    "explorer.sum_choose_win": ("选出和牌张后计分", "choose the winning tile to score"),
    "explorer.sum_coming": ("计分即将推出", "scoring coming"),
    "explorer.summary_name": ("结果摘要", "result summary"),
    "explorer.net": ("净额", "net"),
    "explorer.tile": ("牌", "tile"),
    "explorer.status": ("状态", "status"),
    "explorer.items": ("计入项目", "counted items"),
    "explorer.notes": ("说明", "notes"),
    "explorer.total": ("合计", "total"),
    "explorer.not_a_wait": ("不是此规则的听牌", "not a wait here"),
    "explorer.dead_wait": ("死听（四张都在手里）", "dead wait (all 4 copies in this hand)"),
    "explorer.context_error": ("牌桌设置有误：{msg}", "the table settings do not fit: {msg}"),
    "explorer.option_error": ("{ruleset}选项有误：{msg}", "{ruleset} option problem: {msg}"),
    "explorer.opt.cap.none": ("不封顶", "no cap"),
    "explorer.opt.ghosts.none": ("无鬼", "no ghosts"),
    "explorer.opt.ghosts.white": ("白板做鬼", "white dragon is ghost (白板做鬼)"),
    "explorer.opt.ghosts.red": ("红中做鬼", "red dragon is ghost (红中做鬼)"),
    "explorer.opt.ghosts.flip": ("翻鬼", "flipped ghost (翻鬼)"),
    "explorer.opt.ghosts.double": ("双鬼", "two ghosts (双鬼)"),
    "explorer.opt.horse_kong.off": ("不跟", "off"),
    "explorer.opt.horse_kong.doubling": ("翻倍", "doubling"),
    "explorer.opt.horse_kong.plus_one": ("加一", "plus one"),
    "explorer.opt.stacking.multiply": ("相乘", "multiply"),
    "explorer.opt.stacking.add": ("相加", "add"),
    "explorer.opt.yun_cap.all": ("全部晕", "all 晕"),
    "explorer.opt.yun_cap.winds": ("只限风晕", "wind 晕 only"),
    "explorer.opt.yun_cap.none": ("不封顶", "no cap"),
})

# explorer-level styling (applies to the ipywidgets chrome around our views); colours from JupyterLab's
# --jp-* variables (with light-theme fallbacks) so that a dark theme stays readable
_EXPLORER_CSS = """<style>
body[data-voila] .mj-notebook-only{display:none !important}
.mj-explorer{--mj-pal:32px;--mj-hand:34px;--mj-cap:11px;color:var(--jp-ui-font-color1,#222)}
.mj-explorer .mj-views{--jp-widgets-horizontal-tab-width:240px}
.mj-explorer .mj-views .lm-TabBar-tab{min-width:fit-content !important;max-width:none !important;
  flex:0 0 auto !important}
.mj-explorer .mj-msg-error{color:var(--jp-error-color0,#8a1c14);background:var(--jp-layout-color2,#fdecea);
  border:1px solid var(--jp-error-color2,#f0b8b2);border-radius:4px;padding:1px 6px;font-size:13px;line-height:1.3}
.mj-explorer .mj-hand-info{font-size:12.5px;color:var(--jp-ui-font-color2,#555)}
.mj-explorer .mj-msg-info{color:var(--jp-success-color0,#2d5a2d);font-size:13px;padding:1px 0}
.mj-explorer .mj-help{font-size:12px;color:var(--jp-ui-font-color2,#666)}
.mj-explorer h3.mj-title{margin:2px 8px 2px 0;font-size:16px;white-space:nowrap}
.mj-explorer .widget-label,.mj-explorer .widget-label-basic,.mj-explorer .widget-checkbox label,
.mj-explorer .widget-inline-hbox .widget-label{overflow:visible !important;text-overflow:clip !important;
  white-space:nowrap;max-width:none !important}
.mj-explorer .widget-checkbox{width:auto !important;margin-right:14px}
.mj-explorer .widget-button,.mj-explorer .widget-toggle-button{overflow:visible;text-overflow:clip}
.mj-explorer .mj-wrap{flex-wrap:wrap;align-items:center;gap:2px 6px}
.mj-explorer .mj-palette .mj-tile-btn svg{width:var(--mj-pal);height:auto}
.mj-explorer .mj-hand .mj-tile-btn svg{width:var(--mj-hand);height:auto}
.mj-explorer .mj-strip .mj-tile-btn .mj-cap,.mj-explorer .mj-strip .mj-slabel{font-size:var(--mj-cap)}
.mj-explorer .mj-palette .mj-sgroup.mj-row{flex-basis:auto;margin-right:8px}
.mj-explorer .mj-summary{padding:3px 8px;border:1px solid var(--jp-border-color1,#ddd5bf);
  border-radius:6px;background:var(--jp-layout-color1,#fffdf8);font-size:14px;line-height:1.35;
  font-family:var(--jp-ui-font-family,system-ui,sans-serif)}
.mj-explorer .mj-summary .mj-sum-info{font-size:12.5px;color:var(--jp-ui-font-color2,#555)}
.mj-explorer .mj-summary .mj-sum-row{display:flex;flex-wrap:wrap;align-items:center;gap:0 10px;padding:1px 0}
.mj-explorer .mj-summary .mj-sum-name{font-weight:600;white-space:nowrap;min-width:5.5em}
.mj-explorer .mj-summary .mj-sum-focus .mj-sum-name{text-decoration:underline;text-underline-offset:3px}
.mj-explorer .mj-summary .mj-sum-main{font-weight:600}
.mj-explorer .mj-summary .mj-sum-detail{color:var(--jp-ui-font-color1,#333)}
.mj-explorer .mj-summary .mj-bad{color:var(--jp-error-color0,#8a1c14);font-weight:600}
.mj-explorer .mj-summary .mj-tiles{vertical-align:middle}
.mj-explorer .mj-status{font-size:13.5px;min-height:1.4em}
.mj-explorer .mj-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.mj-explorer table.mj-table tr.mj-excluded td{color:var(--jp-content-font-color3,#8c8c8c);
  background:var(--jp-layout-color2,#f4f4f4);text-decoration:none}
.mj-explorer table.mj-table tr.mj-excluded td:nth-child(-n+2){text-decoration:line-through}
.mj-cols{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
.mj-cols > .mj-result{flex:1 1 300px;min-width:0}
.mj-cols > .mj-card{flex:1 1 150px;min-width:0}
.mj-card{border:1px solid var(--jp-border-color1,#ddd5bf);border-radius:6px;padding:6px 8px;
  background:var(--jp-layout-color1,#fffdf8)}
.mj-card h5{margin:0 0 4px;font-size:14px}
.mj-explorer .mj-settings .widget-accordion,.mj-explorer .mj-settings .jupyter-widget-Accordion{margin:2px 0}
.mj-explorer.mj-projector{--mj-pal:54px;--mj-hand:60px;--mj-cap:16px}
.mj-explorer .mj-hand .mj-strip{gap:4px 6px}
.mj-explorer.mj-projector .mj-view,.mj-explorer.mj-projector .mj-summary,.mj-explorer.mj-projector .mj-status,
.mj-explorer.mj-projector table.mj-table,.mj-explorer.mj-projector .mj-msg-error,
.mj-explorer.mj-projector .mj-msg-info{font-size:18px}
.mj-explorer.mj-projector .mj-summary{font-size:20px}
.mj-explorer.mj-projector table.mj-table td.mj-code,.mj-explorer.mj-projector table.mj-table td.mj-nowrap{font-size:16px}
.mj-explorer.mj-projector .mj-help,.mj-explorer.mj-projector .mj-assume,.mj-explorer.mj-projector .mj-glabel,
.mj-explorer.mj-projector .mj-tile .mj-cap,.mj-explorer.mj-projector table.mj-table .mj-src,
.mj-explorer.mj-projector .mj-summary .mj-sum-info,.mj-explorer.mj-projector .mj-rhead,
.mj-explorer.mj-projector .mj-badge,.mj-explorer.mj-projector .mj-notes{font-size:16px}
.mj-explorer.mj-projector .mj-view .mj-tile svg{width:48px;height:auto}
.mj-explorer.mj-projector .mj-summary .mj-tile svg{width:30px}
.mj-explorer.mj-projector h3.mj-title{font-size:22px}
.mj-explorer.mj-projector .widget-label,.mj-explorer.mj-projector .widget-dropdown select,
.mj-explorer.mj-projector .widget-button,.mj-explorer.mj-projector .widget-toggle-button,
.mj-explorer.mj-projector .lm-TabBar-tab{font-size:16px}
</style>"""

_LANG_OPTIONS = (("中文", "zh"), ("English", "en"), ("中文 + English", "both"))
_SUITS = ("m", "p", "s", "z")
PALETTE_SIZE = 32
HAND_SIZE = 34
SUMMARY_TILE = 22
DEFAULT_HAND = "123m456p11s89m pon:777z +7m"
"""The start hand: valid in all three rulesets (suits and 红中 only, a pung rather than a chow, so Jinzhou's
tile set and Huilai's no-chow rule both accept it) and instructive: Mawan 配 缺 晕 边 反匾 (50 台), Huilai
鸡胡 (1 倍), Jinzhou 二类胡 on the 7m edge wait with 门齐 幺九 有横 — every ruleset scores it differently."""

_NONE = ""  # a dropdown entry standing for None (ipywidgets shows a value of None as no selection)
_FLAGS = ("kong_replacement", "kong_replacement_red", "kong_discard", "kong_discard_red", "last_tile",
          "first_turn", "first_discard", "shisan_san", "jushou_ting", "all_closed")


@functools.cache
def _tile_text(k: int) -> Text:
    return plain(f"{tile_str(k)} {tile_zh(k)}", f"{tile_str(k)} ({tile_en(k)})")


def _seat_text(s: str) -> Text:
    return plain(SEAT_ZH.get(s, s), SEAT_EN.get(s, s))


def _num(v: Any) -> str:
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return f"{v:g}" if isinstance(v, float) else str(v)


def _oops(e: BaseException) -> MjError:
    return detached(e)  # type: ignore[return-value]  # detached() keeps the type if isinstance(e, MjError) else MjError(str(T("explorer.oops", what=plain(type(e).__name__))))


# ---------------------------------------------------------------------- the state the views are built from


@dataclass
class ExplorerState:
    """One hand and its settings, with the library's answers computed once and only when asked.

    ``hand`` (partial while being built), ``focus`` (ruleset name), ``ctx`` (context dict), ``options``
    (ruleset name → options dict), ``mode`` (``"one"``: only the focus ruleset; ``"side"``: all three).
    ``errors`` (ruleset name → MjError) holds setting problems found before scoring (a bad option text).
    """

    hand: Hand
    focus: str
    ctx: dict
    options: dict
    mode: str = "side"
    errors: dict = field(default_factory=dict)
    _results: dict | None = None
    _waits: dict | None = None
    _shanten: dict = field(default_factory=dict)

    @property
    def n(self) -> int:
        """Tiles in the hand (a set counts 3; the winning tile counts)."""
        h = self.hand
        return len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)

    @property
    def complete(self) -> bool:
        return self.n == 14 and self.hand.win_tile is not None

    @property
    def rulesets(self) -> list[str]:
        """The rulesets shown: the focus one, or all three side by side."""
        return [self.focus] if self.mode == "one" else list(ruleset_names())

    def results(self) -> dict[str, Any]:
        """Ruleset name → ScoreResult or MjError, for a complete hand (computed once)."""
        if self._results is None:
            out: dict[str, Any] = {}
            for name in ruleset_names():
                if name in self.errors:
                    out[name] = self.errors[name]
                    continue
                try:
                    out[name] = api.score(self.hand, name, self.ctx, self.options.get(name) or None)
                except Exception as e:  # noqa: BLE001 - MjError is the normal case; anything else politely
                    out[name] = _oops(e)
            self._results = out
        return self._results

    @property
    def waits_hand(self) -> Hand | None:
        """The 13-tile hand whose waits are shown (the hand itself, or a complete hand minus its winning tile)."""
        if self.complete:
            return self.hand.without_win()
        if self.n == 13 and self.hand.win_tile is None:
            return self.hand
        return None

    def waits(self, names: list[str] | None = None) -> dict[str, Any]:
        """Ruleset name → Waits or MjError for :attr:`waits_hand` (computed once per ruleset)."""
        if self._waits is None:
            self._waits = {}
        h = self.waits_hand
        for name in names or ruleset_names():
            if name in self._waits or h is None:
                continue
            if name in self.errors:
                self._waits[name] = self.errors[name]
                continue
            try:
                self._waits[name] = api.waits(h, name, self.options.get(name) or None)
            except Exception as e:  # noqa: BLE001
                self._waits[name] = _oops(e)
        return {n: self._waits[n] for n in (names or ruleset_names()) if n in self._waits}

    def shanten(self, name: str) -> int | None:
        if name not in self._shanten:
            try:
                self._shanten[name] = api.shanten(self.waits_hand, name, self.options.get(name) or None)
            except Exception:  # noqa: BLE001 - shanten is a hint; no value is better than an error here
                self._shanten[name] = None
        return self._shanten[name]


@dataclass(frozen=True)
class TabSpec:
    """A detail tab: ``key`` (also the CSS class ``mj-<key>`` of its view), ``title`` (a catalogue key or a
    Text) and ``build(state) -> str`` (an HTML fragment)."""

    key: str
    title: str | Text
    build: Callable[[ExplorerState], str]

    def title_text(self) -> Text:
        return self.title if isinstance(self.title, Text) else T(self.title)


# ---------------------------------------------------------------------- summary strip


def _title(name: str) -> Text:
    return get_ruleset(name).title


def _first_line(err: BaseException) -> str:
    return str(err)


def _payments_line(res, label: bool = True) -> str:
    """``南 +15 · 东 −5 · 西 −5 · 北 −5 元`` (the winner first, then the others in seat order)."""
    if not res.payments:
        return ""
    win = res.context.seat if res.context is not None else None
    seats = sorted(res.payments, key=lambda s: (s != win, SEATS.index(s) if s in SEATS else 9))
    parts = []
    for s in seats:
        v = res.payments[s]
        if not v:  # a seat that neither pays nor receives is left out
            continue
        sign = "+" if v > 0 else "−"
        parts.append(f"{esc(_seat_text(s))} {sign}{esc(_num(abs(v)))}")
    return (esc(T("explorer.net")) + " " if label else "") + " · ".join(parts) + (f" {esc(res.payment_unit)}" if res.payment_unit else "")


def _total_text(res) -> Text:
    return res.total_text if res.total_text is not None else plain(f"{_num(res.total)} {res.unit}".strip())


def summary_row(state: ExplorerState, name: str) -> tuple[str, str, str, str]:
    """``(status, main html, detail html, plain one-line text)`` of one ruleset for the summary strip."""
    title = _title(name)
    if state.complete:
        res = state.results()[name]
        if isinstance(res, MjError):
            return ("error", f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>', esc(res),
                    f"{title}: {T('explorer.invalid_input')}: {res}")
        if res.status == "not_implemented":
            return ("not_implemented", esc(T("explorer.sum_coming")), "", f"{title}: {T('explorer.sum_coming')}")
        if res.status == "not_win":
            why = "; ".join(str(w) for w in res.why_not) or str(T("status.not_win"))
            text = T("explorer.sum_not_win", why=plain(why))
            return ("not_win", f'<span class="mj-bad">{esc(T("status.not_win"))}</span>', esc(why), f"{title}: {text}")
        total = _total_text(res)
        main = esc(total)
        if len(str(total)) > 14:  # a long total ("每份 8 分（庄家那份 16 分）；…"): the number here, the words in a tooltip
            main = f'<span title="{esc(total)}">{esc(_num(res.total))} {esc(res.unit)}</span>'
        return ("scored", main, _payments_line(res), f"{title}: {total}")
    if state.n == 14:
        return ("choose", "", esc(T("explorer.sum_choose_win")), f"{title}: {T('explorer.sum_choose_win')}")
    w = state.waits([name]).get(name)
    if isinstance(w, MjError):
        return ("error", f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>', esc(w),
                f"{title}: {T('explorer.invalid_input')}: {w}")
    if w.any_tile:
        return ("ready", esc(T("shanten.ready")), esc(T("waits.any")), f"{title}: {T('waits.any')}")
    if w.live:
        detail = tiles_html(w.live, size=SUMMARY_TILE, css=False)
        names = " ".join(tile_str(k) for k in w.live)
        return ("ready", esc(T("explorer.sum_waits", n=len(w.live))), detail,
                f"{title}: {T('explorer.sum_waits', n=len(w.live))} {names}")
    sh = state.shanten(name)
    if sh == 0 and w.illegal:
        text = T("view.ready_no_legal")
    elif sh is None:
        text = T("waits.none")
    else:
        text = shanten_text(sh)
    return ("not_ready", esc(text), "", f"{title}: {text}")


def summary_html(state: ExplorerState, extra: Sequence[Callable[[ExplorerState], str | None]] = ()) -> str:
    """The summary strip: a count line, then one line per shown ruleset, then any extra lines."""
    n = state.n
    rows = []
    if n < 13:
        rows.append(f'<div class="mj-sum-info">{esc(T("explorer.need_more", k=13 - n))}</div>')
    elif n == 14 and not state.complete:
        rows.append(f'<div class="mj-sum-info">{esc(T("explorer.need_win"))}</div>')
    if n >= 13:
        for name in state.rulesets:
            status, main, detail, _ = summary_row(state, name)
            focus = " mj-sum-focus" if name == state.focus and state.mode != "one" else ""
            rows.append(f'<div class="mj-sum-row{focus}" data-ruleset="{name}" data-status="{status}">'
                        f'<span class="mj-sum-name">{esc(_title(name))}</span>'
                        f'<span class="mj-sum-main">{main}</span><span class="mj-sum-detail">{detail}</span></div>')
    for fn in extra:
        try:
            line = fn(state)
        except Exception:  # noqa: BLE001 - an extra line never breaks the strip
            line = None
        if line:
            rows.append(f'<div class="mj-extra">{line}</div>')
    return (f'<div class="mj-summary" data-testid="mj-summary" role="region" '
            f'aria-label="{esc(T("explorer.summary_name"))}">' + "".join(rows) + "</div>")


# ---------------------------------------------------------------------- the default tabs


def _empty(state: ExplorerState) -> str | None:
    """The placeholder of a tab when the hand is not complete (or not 13 tiles, for waits)."""
    n = state.n
    if n == 14 and state.hand.win_tile is None:
        text = T("explorer.need_win")
    elif n == 13:
        text = T("explorer.waiting")
    else:
        text = T("explorer.need_more", k=max(13 - n, 0))
    return CSS + f'<div class="mj-view mj-assume">{esc(text)}</div>'


def _error_box(name: str, err: BaseException) -> str:
    title = _title(name)
    msg = str(_oops(err))
    return (f'<div class="mj-view mj-result mj-score-{name} mj-status-error" data-ruleset="{name}" '
            f'data-status="error"><h4>{esc(title)} · {esc(T("explorer.invalid_input"))}</h4>'
            f'<div class="mj-error">{esc(msg)}</div></div>')


def build_readings(state: ExplorerState) -> str:
    """The focus ruleset's readings, each drawn with tiles (with values once scored)."""
    if not state.complete:
        return _empty(state)
    focus = state.focus
    res = state.results().get(focus)
    try:
        if isinstance(res, MjError):
            return CSS + _error_box(focus, res)
        if res.status == "scored" and res.readings:
            return result_readings_html(res, size=34)
        opts = state.options.get(focus) or None
        rds = api.decompose(state.hand, focus, opts)
        rs = get_ruleset(focus)
        html = readings_html(rds, size=34, win_tile=state.hand.win_tile, ghost_kinds=rs.ghost_kinds(rs.options(opts)))
        if res.status == "not_win":
            html = result_html(res, readings=False) + html
        return html
    except MjError as e:
        return CSS + _error_box(focus, e)


def build_scores(state: ExplorerState) -> str:
    """Each shown ruleset's result: item table (source in words), notes, assumptions, total, payments."""
    if not state.complete:
        return _empty(state)
    boxes = []
    for name in state.rulesets:
        res = state.results()[name]
        if isinstance(res, MjError):
            boxes.append(_error_box(name, res))
            continue
        table = items_table_html(res.items, ruleset_title=_title(name)) if res.status == "scored" else None
        boxes.append(result_html(res, readings=False, css=False, items_table=table))
    return CSS + '<div class="mj-view mj-cols">' + "".join(boxes) + "</div>"


def _value_cell(res) -> str:
    if isinstance(res, MjError):
        return f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>'
    if res.status == "not_implemented":
        return esc(T("explorer.sum_coming"))
    if res.status == "not_win":
        why = "; ".join(str(w) for w in res.why_not) or str(T("status.not_win"))
        return esc(T("explorer.sum_not_win", why=plain(why)))
    return esc(_total_text(res))


def build_compare(state: ExplorerState) -> str:
    """The three rulesets side by side: one column each (status, total, net payments, counted items, notes);
    a ruleset that rejects the input says so once, in its own column."""
    if not state.complete:
        return _empty(state)
    results = state.results()
    names = list(ruleset_names())
    head = "<tr><th></th>" + "".join(f"<th>{esc(_title(n))}</th>" for n in names) + "</tr>"
    rows: list[tuple[str, list[str]]] = []
    status, total, pay, items, notes = [], [], [], [], []
    for n in names:
        res = results[n]
        if isinstance(res, MjError):
            status.append(f'<span class="mj-bad">{esc(T("explorer.invalid_input"))}</span>')
            total.append("")
            pay.append("")
            items.append("")
            notes.append(esc(res))
            continue
        status.append(esc(T("status." + res.status)))
        total.append(_value_cell(res) if res.status == "scored" else "")
        pay.append(_payments_line(res, label=False) if res.status == "scored" else "")
        items.append(esc(" ".join(res.codes())) if res.status == "scored" else "")
        if res.status == "scored":
            notes.append("<br>".join(f"<b>{esc(x.code)}</b> {esc(x.text)}" for x in res.notes))
        else:
            notes.append(_value_cell(res))
    for key, cells in (("explorer.status", status), ("explorer.total", total), ("explorer.net", pay),
                       ("explorer.items", items), ("explorer.notes", notes)):
        if any(cells):  # no empty rows
            rows.append((key, cells))
    body = "".join(f"<tr><th>{esc(T(k))}</th>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"
                   for k, cells in rows)
    return CSS + f'<div class="mj-view"><table class="mj-table mj-compare-table">{head}{body}</table></div>'


def build_waits(state: ExplorerState) -> str:
    """The waits of the 13-tile hand (or of the complete hand without its winning tile) per shown ruleset,
    then what each wait would score in each ruleset that accepts the hand (an input error is said once)."""
    h13 = state.waits_hand
    if h13 is None:
        return _empty(state)
    names = state.rulesets
    ws = state.waits(names)
    parts: list[str] = []
    if state.complete:
        parts.append(f"<div><b>{esc(T('explorer.before_win'))}</b></div>")
    cards = []
    for name in names:
        w = ws[name]
        title = _title(name)
        if isinstance(w, MjError):
            cards.append(f'<div class="mj-card mj-waits-{name}"><h5>{esc(title)} · {esc(T("explorer.invalid_input"))}'
                         f'</h5><div class="mj-error">{esc(w)}</div></div>')
            continue
        sh = state.shanten(name) if not w.live and not w.any_tile else None
        cards.append(f'<div class="mj-card mj-waits-{name}"><h5>{esc(title)}</h5>'
                     + waits_html(w, shanten=sh, size=30, css=False) + "</div>")
    parts.append('<div class="mj-cols">' + "".join(cards) + "</div>")
    ok = [n for n in names if not isinstance(ws[n], MjError)]
    kinds = sorted({k for n in ok for k in (*ws[n].live, *ws[n].dead, *ws[n].illegal)})
    if kinds and ok:
        head = (f"<tr><th>{esc(T('explorer.tile'))}</th>"
                + "".join(f"<th>{esc(_title(n))}</th>" for n in ok) + "</tr>")
        # every wait of a ruleset valued in one call: api.wait_values shares the work across the waits
        # (an 8-ghost Huilai hand: milliseconds instead of seconds); a per-wait MjError comes back as a value
        vals: dict[str, Any] = {}
        for n in ok:
            try:
                vals[n] = api.wait_values(h13, n, state.ctx, state.options.get(n) or None,
                                          kinds=sorted({*ws[n].live, *ws[n].illegal}))
            except Exception as e:  # noqa: BLE001
                vals[n] = detached(e)
            else:
                for v in vals[n].values():  # a per-wait MjError: no traceback kept (see widgets._keep)
                    if isinstance(v, BaseException):
                        detached(v)
        rows = []
        for k in kinds:
            cells = []
            for n in ok:
                w = ws[n]
                if k in w.dead:
                    cells.append(esc(T("explorer.dead_wait")))
                elif k in w.live or k in w.illegal:
                    v = vals[n] if isinstance(vals[n], Exception) else vals[n][k]
                    cells.append(esc(_oops(v)) if isinstance(v, Exception) else _value_cell(v))
                else:
                    cells.append(esc(T("explorer.not_a_wait")))
            tile = tiles_html([k], size=24, css=False)
            rows.append(f'<tr data-tile="{tile_str(k)}"><td class="mj-nowrap">{tile} {esc(_tile_text(k))}</td>'
                        + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        parts.append(f"<div><b>{esc(T('explorer.waits_table'))}</b></div>"
                     f'<table class="mj-table mj-waits-table">{head}{"".join(rows)}</table>')
    return CSS + '<div class="mj-view">' + "".join(parts) + "</div>"


def _has(key: str) -> bool:
    from ..i18n import catalogue
    return key in catalogue()


DEFAULT_TABS = (
    TabSpec("readings", "explorer.tab_readings", build_readings),
    TabSpec("scores", "explorer.tab_scores", build_scores),
    TabSpec("compare", "explorer.tab_compare", build_compare),
    TabSpec("waits", "explorer.tab_waits", build_waits),
)


def compute_views(hand: Hand, focus: str, ctx: dict, options: dict, mode: str = "side") -> dict[str, str]:
    """Every view of the Explorer for one hand, as HTML strings (keys ``info summary readings scores compare
    waits``), computed at once (the widget computes only the visible tab).  Never raises for bad hands:
    errors become messages.  This is what ``bench/explorer.py`` measures through ``refresh``."""
    st = ExplorerState(hand, focus, dict(ctx), dict(options), mode)
    out = {"summary": summary_html(st)}
    for spec in DEFAULT_TABS:
        out[spec.key] = spec.build(st)
    out["info"] = out["summary"]
    return out


# ---------------------------------------------------------------------- the widget


class Explorer(W.VBox):
    """The notebook explorer widget.  ``Explorer(hand=DEFAULT_HAND, ruleset="mawan")``; ``Explorer()`` starts
    with an empty hand.

    Parameters
    ----------
    hand : str | Hand, optional
        Starting hand (notation; partial hands allowed); default: empty.  :data:`DEFAULT_HAND` is the
        start-here notebook's hand.
    ruleset : str
        The ruleset whose tile set the palette shows and whose readings the decompositions tab draws.
    lang : str, optional
        ``"zh"``, ``"en"`` or ``"both"`` (sets :func:`mjlearn.i18n.set_language`).
    mode : str
        ``"side"`` (the three rulesets side by side) or ``"one"`` (only ``ruleset``).
    projector : bool
        Larger tiles and text for a classroom projector.

    Raises
    ------
    MjError
        A bad starting hand, ruleset or language.

    Python-side API (used by the tests; the browser does the same through the widgets): ``palette.click("5m")``,
    ``hand_strip.click(key)``, ``win_dd.value = kind``, ``undo_btn.click()``, ``clear_btn.click()``,
    ``set_kind_dd`` / ``set_tile_dd`` / ``set_add_btn.click()``, ``notation.value = "…"``, ``lang_tb.value``,
    ``view_tb.value``, ``projector_tb.value``, the context controls and ``option_widgets[name][option]``.
    ``hand`` is the current (partial) Hand, ``message_text`` the last message, :meth:`view_html` a tab's HTML.
    """

    def __init__(self, hand: str | Hand | None = None, ruleset: str = "mawan", lang: str | None = None,
                 mode: str = "side", projector: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("mj-explorer")
        if lang is not None:
            set_language(lang)
        if mode not in ("one", "side"):
            raise MjError(f"unknown view mode '{mode}'", "mode", "one, side")
        self._ruleset = get_ruleset(ruleset).name
        self._tiles: list[int] = []  # concealed tiles incl. the winning tile, in the order added
        self._melds: list[Meld] = []
        self._win: int | None = None
        self._history: list[tuple[tuple[int, ...], tuple[Meld, ...], int | None]] = []
        self._busy = False  # guards observers while we set widget values ourselves
        self._keep_notation = False
        self.message_text = ""
        self._msg: tuple = ("", False, None)
        self.last_refresh_ms = 0.0
        self.tab_specs: list[TabSpec] = list(DEFAULT_TABS)
        self.summary_lines: list[Callable[[ExplorerState], str | None]] = []
        self._state: ExplorerState | None = None
        self._dirty: set[str] = set()
        self._build(mode, projector)
        from .advice_tab import install as _install_advice  # the 何切 tab and summary line (issue 14)
        _install_advice(self)
        if hand is not None and str(hand).strip():
            self._load(parse_hand(hand, allow_partial=True))
        self._relabel()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _build(self, mode: str, projector: bool) -> None:
        wide = {"description_width": "initial"}
        auto = W.Layout(width="auto")
        wrap = W.Layout(flex_flow="row wrap", align_items="center")
        self.title_html = W.HTML()
        self.ruleset_dd = W.Dropdown(value=None, options=[], style=wide, layout=auto)
        self.view_tb = W.ToggleButtons(options=[("one", "one"), ("side", "side")], value=mode,
                                       style={"button_width": "auto"})
        self.view_tb.add_class("mj-view-mode")
        self.lang_tb = W.Dropdown(options=list(_LANG_OPTIONS), value=get_language(), style=wide, layout=auto)
        self.lang_tb.add_class("mj-lang")
        self.projector_tb = W.ToggleButton(value=bool(projector), icon="television", layout=auto)
        self.projector_tb.add_class("mj-projector-toggle")
        self.palette_label = W.HTML()
        self.palette = TileStrip(item_testid="mj-palette-tile", root_testid="mj-explorer", testid="mj-palette")
        self.palette.add_class("mj-palette")
        self.palette_msg = W.HTML()
        self.palette_msg.add_class("mj-palette-msg")
        self.hand_label = W.HTML()
        self.hand_strip = TileStrip(testid="mj-hand")
        self.hand_strip.add_class("mj-hand")
        self.hand_strip.layout = W.Layout(flex="1 1 auto")
        self.hand_info = W.HTML()  # the count line, beside undo / clear
        self.hand_info.add_class("mj-hand-info")
        self.win_dd = W.Dropdown(options=[("—", None)], value=None, style=wide, layout=auto)
        self.win_dd.add_class("mj-win-select")
        self.undo_btn = W.Button(icon="undo", layout=auto)
        self.undo_btn.add_class("mj-undo")
        self.clear_btn = W.Button(icon="trash", layout=auto)
        self.clear_btn.add_class("mj-clear")
        self.hand_msg = W.HTML()
        self.hand_msg.add_class("mj-hand-msg")
        self.summary = W.HTML()
        self.summary.add_class("mj-summary-box")
        self.message = LiveText(testid="mj-status")  # the status line (aria-live)
        self.message.add_class("mj-message")
        self.message.add_class("mj-status")
        self.set_kind_dd = W.Dropdown(options=[], style=wide, layout=auto)
        self.set_tile_dd = W.Dropdown(options=[], style=wide, layout=auto)
        self.set_add_btn = W.Button(icon="plus", layout=auto)
        self.set_add_btn.add_class("mj-set-add")
        self.set_help = W.HTML()
        self.set_msg = W.HTML()
        self.set_msg.add_class("mj-set-msg")
        self.notation = W.Text(continuous_update=False, layout=W.Layout(width="24em", max_width="100%"), style=wide)
        self.notation.add_class("mj-notation-input")
        self.apply_btn = W.Button(icon="check", layout=auto)
        self.apply_btn.add_class("mj-apply")
        self.notation_help = W.HTML()
        self.notation_msg = W.HTML()
        self.notation_msg.add_class("mj-notation-msg")
        # the table (context)
        self.win_by_tb = W.ToggleButtons(options=[(w, w) for w in WIN_BY], value="discard", style={"button_width": "auto"})
        self.discarder_dd = W.Dropdown(options=[("—", "")], value="", style=wide, layout=auto)
        self.discarder_dd.add_class("mj-discarder")
        self.liable_dd = W.Dropdown(options=[("—", "")], value="", style=wide, layout=auto)
        self.liable_dd.add_class("mj-liable")
        self.seat_dd = W.Dropdown(options=list(SEATS), value="S", style=wide, layout=auto)
        self.dealer_dd = W.Dropdown(options=list(SEATS), value="E", style=wide, layout=auto)
        self.round_dd = W.Dropdown(options=list(SEATS), value="E", style=wide, layout=auto)
        self.seen_txt = W.Text(value="", continuous_update=False, placeholder="5m5m9p", style=wide,
                               layout=W.Layout(width="auto"))
        self.seen_txt.add_class("mj-seen")
        self.initial_txt = W.Text(value="", continuous_update=False, placeholder="19m19p19s1234567z", style=wide,
                                  layout=W.Layout(width="auto"))
        self.flag_cbs: dict[str, W.Checkbox] = {f: W.Checkbox(value=False, indent=False, layout=auto) for f in _FLAGS}
        self.kong_replacement_cb = self.flag_cbs["kong_replacement"]
        self.last_tile_cb = self.flag_cbs["last_tile"]
        self.all_closed_cb = self.flag_cbs["all_closed"]
        self.context_msg = W.HTML()
        self.context_msg.add_class("mj-context-msg")
        self.context_box = W.VBox([
            self.win_by_tb,
            W.HBox([self.discarder_dd, self.liable_dd], layout=wrap),
            W.HBox([self.seat_dd, self.dealer_dd, self.round_dd], layout=wrap),
            W.HBox([self.seen_txt, self.initial_txt], layout=wrap),
            W.HBox(list(self.flag_cbs.values()), layout=wrap),
            self.context_msg,
        ])
        self.context_box.add_class("mj-context")
        # options per ruleset (one folding panel each)
        self.option_widgets: dict[str, dict[str, W.Widget]] = {}
        self.option_msgs: dict[str, W.HTML] = {}
        self.option_helps: dict[str, dict[str, W.HTML]] = {}
        self.panels: dict[str, W.Accordion] = {}
        boxes = []
        for name in ruleset_names():
            ws: dict[str, W.Widget] = {}
            helps: dict[str, W.HTML] = {}
            rows: list[W.Widget] = []
            for spec in get_ruleset(name).option_specs:
                w = self._option_widget(spec)
                if w is None:
                    continue
                ws[spec.name] = w
                if spec.kind in ("tiles", "list", "dict"):
                    helps[spec.name] = W.HTML()
                    rows.append(W.HBox([w, helps[spec.name]], layout=wrap))
                else:
                    rows.append(w)
            self.option_widgets[name] = ws
            self.option_helps[name] = helps
            msg = W.HTML()
            msg.add_class(f"mj-options-msg-{name}")
            self.option_msgs[name] = msg
            simple = [r for r in rows if not isinstance(r, W.HBox)]
            texts = [r for r in rows if isinstance(r, W.HBox)]
            box = W.VBox([W.HBox(simple, layout=wrap)] + texts + [msg] if rows else [W.HTML()])
            box.add_class(f"mj-options-{name}")
            boxes.append((name, box))
        self.panels["context"] = W.Accordion(children=[self.context_box])
        for name, box in boxes:
            self.panels[name] = W.Accordion(children=[box])
        for acc in self.panels.values():
            acc.selected_index = None
        self.settings_box = W.VBox(list(self.panels.values()))
        self.settings_box.add_class("mj-settings")
        # detail tabs
        self.views: dict[str, W.HTML] = {}
        self.tabs = W.Tab()
        self.tabs.add_class("mj-views")
        self._build_tabs()
        self.readings_view = self.views["readings"]
        self.scores_view = self.views["scores"]
        self.compare_view = self.views["compare"]
        self.waits_view = self.views["waits"]
        self.children = [
            W.HBox([self.title_html, self.ruleset_dd, self.view_tb, self.lang_tb, self.projector_tb], layout=wrap),
            W.HBox([self.notation, self.apply_btn], layout=wrap), self.notation_msg,
            self.palette, self.palette_msg,
            self.hand_strip,
            W.HBox([self.win_dd, self.undo_btn, self.clear_btn, self.hand_info, self.hand_msg], layout=wrap),
            self.summary,
            self.message,
            W.HBox([self.set_kind_dd, self.set_tile_dd, self.set_add_btn, self.set_help], layout=wrap), self.set_msg,
            self.settings_box,
            self.tabs,
        ]
        if projector:
            self.add_class("mj-projector")
        # events
        self.palette.on_click(self._safe(self._on_palette))
        self.hand_strip.on_click(self._safe(self._on_hand))
        self.undo_btn.on_click(self._safe(lambda _b: self.undo()))
        self.clear_btn.on_click(self._safe(lambda _b: self.clear()))
        self.set_add_btn.on_click(self._safe(lambda _b: self._on_add_set()))
        self.apply_btn.on_click(self._safe(lambda _b: self._apply_notation(self.notation.value)))
        self.notation.observe(self._safe(self._on_notation), names="value")
        self.win_dd.observe(self._safe(self._on_win), names="value")
        self.lang_tb.observe(self._safe(self._on_lang), names="value")
        self.ruleset_dd.observe(self._safe(self._on_ruleset), names="value")
        self.view_tb.observe(self._safe(self._on_view), names="value")
        self.projector_tb.observe(self._safe(self._on_projector), names="value")
        self.tabs.observe(self._safe(self._on_tab), names="selected_index")
        for w in (self.win_by_tb, self.seat_dd, self.dealer_dd, self.round_dd, self.discarder_dd, self.liable_dd,
                  self.seen_txt, self.initial_txt, *self.flag_cbs.values()):
            w.observe(self._safe(self._on_setting), names="value")
        for ws in self.option_widgets.values():
            for w in ws.values():
                w.observe(self._safe(self._on_setting), names="value")

    def _build_tabs(self) -> None:
        for spec in self.tab_specs:
            if spec.key not in self.views:
                v = W.HTML()
                v.add_class(f"mj-{spec.key}")
                self.views[spec.key] = v
        self.tabs.children = [self.views[s.key] for s in self.tab_specs]
        for i, s in enumerate(self.tab_specs):
            self.tabs.set_title(i, str(s.title_text()))

    def add_tab(self, key: str, title: str | Text, build: Callable[[ExplorerState], str],
                index: int | None = None) -> W.HTML:
        """Add a detail tab (e.g. discard advice): ``build(state) -> str`` HTML, computed when the tab is
        visible.  ``title``: a catalogue key or a Text.  Returns the tab's HTML widget."""
        spec = TabSpec(key, title, build)
        self.tab_specs = [s for s in self.tab_specs if s.key != key]
        self.tab_specs.insert(len(self.tab_specs) if index is None else index, spec)
        self._build_tabs()
        self._dirty.add(key)
        self._draw_tab(self._current_tab())
        return self.views[key]

    def add_summary_line(self, fn: Callable[[ExplorerState], str | None]) -> None:
        """Add a line under the rulesets' lines in the summary strip: ``fn(state) -> str`` (HTML) or None."""
        self.summary_lines.append(fn)
        self.refresh()

    def _option_widget(self, spec) -> W.Widget | None:
        """A control for one OptionSpec (bool → checkbox, choice → dropdown, int → number, tile → tile
        dropdown, tiles / list / dict → a short text box)."""
        wide = {"description_width": "initial"}
        auto = W.Layout(width="auto")
        if spec.kind == "bool":
            w: W.Widget = W.Checkbox(value=bool(spec.default), indent=False, layout=auto)
        elif spec.kind == "choice" or (spec.kind == "int" and spec.choices):
            w = W.Dropdown(options=[(str(c), _NONE if c is None else c) for c in spec.choices],
                           value=_NONE if spec.default is None else spec.default, style=wide, layout=auto)
        elif spec.kind == "int":
            lo = spec.minimum if spec.minimum is not None else 0
            hi = spec.maximum if spec.maximum is not None else 10 ** 6
            w = W.BoundedIntText(value=spec.default, min=lo, max=hi, style=wide, layout=W.Layout(width="auto"))
        elif spec.kind == "tile":
            opts = [("—", _NONE)] + [(str(_tile_text(k)), tile_str(k)) for k in range(34)]
            w = W.Dropdown(options=opts, value=spec.default if spec.default in [v for _, v in opts] else _NONE,
                           style=wide, layout=auto)
        elif spec.kind in ("tiles", "list", "dict"):
            w = W.Text(value="", continuous_update=False, style=wide, layout=W.Layout(width="auto"))
        else:
            return None
        w._mj_spec = spec  # type: ignore[attr-defined]
        w.add_class(f"mj-opt-{spec.name}")
        return w

    @staticmethod
    def _pairs(text: str, sep: str, example: str) -> dict[str, str]:
        """``"5p:N, 7s:E"`` → ``{"5p": "N", "7s": "E"}`` (``sep`` between entries; ``:`` or ``=`` inside)."""
        out = {}
        for part in text.split(sep):
            part = part.strip()
            if not part:
                continue
            for mid in (":", "=", "："):
                if mid in part:
                    k, v = part.split(mid, 1)
                    break
            else:
                raise MjError(str(T("explorer.opt_bad_pairs", text=part, example=example)), part, example)
            out[k.strip()] = v.strip()
        return out

    def _option_value(self, w: W.Widget) -> Any:
        spec = w._mj_spec  # type: ignore[attr-defined]
        if isinstance(w, W.Dropdown):
            return None if w.value == _NONE else w.value
        if spec.kind == "tiles":
            return w.value.strip() or None
        if spec.kind == "list":
            items = [x.strip() for x in w.value.replace("；", ",").replace(";", ",").split(",") if x.strip()]
            return tuple(items) if items else spec.default
        if spec.kind == "dict":
            if not w.value.strip():
                return spec.default
            if spec.name == "kong_from":
                return self._pairs(w.value.replace(";", ","), ",", "5p:N, 7s:E")
            return self._pairs(w.value, ";", "E:19m19p19s1234567z; W:…")
        return w.value

    def _safe(self, fn: Callable) -> Callable:
        """Wrap an event handler: an MjError becomes a message, anything else a short apology; never a traceback."""
        @functools.wraps(fn)
        def run(*args: Any, **kw: Any) -> None:
            if self._busy:
                return
            snap = self._snapshot()
            try:
                fn(*args, **kw)
            except MjError as e:
                self._restore(snap)
                self._say(f"{T('explorer.bad_input')}: {e}", error=True, where=self._where_of(fn))
                self.refresh()
            except Exception as e:  # noqa: BLE001 - no traceback may reach the learner
                self._restore(snap)
                self._say(T("explorer.oops", what=plain(type(e).__name__)), error=True)
                try:
                    self.refresh()
                except Exception:  # noqa: BLE001
                    pass
        return run

    @staticmethod
    def _where_of(fn: Callable) -> str | None:
        name = getattr(fn, "__name__", "")
        return {"_on_palette": "palette", "_on_hand": "hand", "_on_notation": "notation",
                "_on_add_set": "set"}.get(name, "set" if name == "<lambda>" else None)

    def __repr__(self) -> str:  # short and deterministic (stored as text/plain in notebooks)
        return f"Explorer(hand={str(self.hand)!r}, ruleset={self._ruleset!r})"

    # ------------------------------------------------------------------ state
    @property
    def hand(self) -> Hand:
        """The current hand (partial while being built): concealed tiles, sets, winning tile."""
        conc = list(self._tiles)
        if self._win is not None and self._win in conc:
            conc.remove(self._win)
            return Hand(tuple(conc), tuple(self._melds), self._win)
        return Hand(tuple(conc), tuple(self._melds), None)

    @property
    def ruleset(self) -> str:
        return self._ruleset

    @property
    def mode(self) -> str:
        """``"one"`` (the focus ruleset only) or ``"side"`` (the three side by side)."""
        return self.view_tb.value

    def _count(self) -> int:
        return len(self._tiles) + 3 * len(self._melds)

    def _copies(self, k: int) -> int:
        return self._tiles.count(k) + sum(m.tiles.count(k) for m in self._melds)

    def _snapshot(self):
        return (tuple(self._tiles), tuple(self._melds), self._win)

    def _restore(self, snap) -> None:
        self._tiles, self._melds, self._win = list(snap[0]), list(snap[1]), snap[2]

    def _push(self) -> None:
        self._history.append(self._snapshot())
        if len(self._history) > 200:
            del self._history[0]

    def _fix_win(self) -> None:
        """14 tiles → a winning tile (default: the last tile added); fewer → none."""
        if self._count() != 14:
            self._win = None
        elif self._win is None or self._win not in self._tiles:
            self._win = self._tiles[-1] if self._tiles else None

    def _load(self, h: Hand) -> None:
        tiles = list(h.concealed) + ([h.win_tile] if h.win_tile is not None else [])
        n = len(tiles) + 3 * len(h.melds)
        if n > 14:
            raise MjError(f"{n} tiles: a hand has at most 14 (a set counts 3)", str(h), "13 or 14 tiles")
        self._tiles, self._melds, self._win = tiles, list(h.melds), h.win_tile
        if n != 14:
            self._win = None

    _SLOTS = ("palette", "hand", "notation", "set", "context")

    def _slot(self, where: str | None) -> W.HTML | None:
        return {"palette": self.palette_msg, "hand": self.hand_msg, "notation": self.notation_msg,
                "set": self.set_msg, "context": self.context_msg}.get(where or "")

    def _say(self, text: Text | str, error: bool = False, where: str | None = None) -> None:
        """Show a message in the status line (announced) and, for an error, next to the control ``where``
        (``palette``, ``hand``, ``notation``, ``set``, ``context``) that caused it; other slots are cleared."""
        self._msg = (text, error, where)
        self.message_text = str(text)
        self._draw_status()
        for slot in self._SLOTS:
            w = self._slot(slot)
            w.value = (f'<div class="mj-msg-error">{esc(text)}</div>'
                       if (error and text and slot == where) else "")

    def _draw_status(self) -> None:
        """The status line: the last message, then (for screen readers only) the focus ruleset's result."""
        text, error = self._msg[0], self._msg[1]
        cls = "mj-msg-error" if error else "mj-msg-info"
        html = f'<div class="{cls}">{esc(text)}</div>' if text else ""
        # a setting that does not fit is said next to its panel and here (the panel may be folded away)
        for err in getattr(self, "_setting_errors", ()):
            if str(err) != str(text):
                html += f'<div class="mj-msg-error">{esc(err)}</div>'
        if self._state is not None and self._state.n >= 13:
            try:
                line = summary_row(self._state, self._ruleset)[3]
            except Exception:  # noqa: BLE001
                line = ""
            if line:
                html += f'<span class="mj-sr-only">{esc(line)}</span>'
        self.message.value = html

    # ------------------------------------------------------------------ actions (public)
    def add_tile(self, kind: int | str) -> None:
        """Add one tile to the concealed hand (refused with a message: fifth copy, full hand, wrong tile set).

        Raises :class:`MjError`, leaving the hand and the undo stack as they were, when ``kind`` is neither
        notation nor an ``int`` 0–33 (``True``, ``2.0`` and numpy integers are refused)."""
        from ..tiles import check_kind, parse_tile
        k = parse_tile(kind) if isinstance(kind, str) else check_kind(kind)
        rs = get_ruleset(self._ruleset)
        if k not in rs.tile_kinds:
            self._say(T("explorer.not_in_ruleset", tile=_tile_text(k), ruleset=rs.title), error=True, where="palette")
            return
        if self._copies(k) >= 4:
            self._say(T("explorer.fifth_copy", tile=_tile_text(k)), error=True, where="palette")
            return
        if self._count() >= 14:
            self._say(T("explorer.full"), error=True, where="palette")
            return
        self._push()
        self._tiles.append(k)
        self._fix_win()
        self._say(T("explorer.added", tile=_tile_text(k)))
        self.refresh()

    def remove_tile(self, kind: int | str, *, win: bool = False) -> None:
        """Remove one concealed copy of ``kind`` (``win=True``: the winning tile itself); :class:`MjError`
        for a ``kind`` that is neither notation nor an ``int`` 0–33."""
        from ..tiles import check_kind, parse_tile
        k = parse_tile(kind) if isinstance(kind, str) else check_kind(kind)
        if k not in self._tiles:
            self._say(T("explorer.not_in_hand", tile=_tile_text(k)), error=True, where="hand")
            return
        self._push()
        # remove the last-added copy (the winning copy only when asked)
        idx = len(self._tiles) - 1 - self._tiles[::-1].index(k)
        del self._tiles[idx]
        self._win = None
        self._fix_win()
        self._say(T("explorer.removed", tile=_tile_text(k)))
        self.refresh()

    def remove_set(self, index: int) -> None:
        """Remove the declared set at ``index`` (0-based); no such set → a message, the hand unchanged.
        :class:`MjError` (hand unchanged) when ``index`` is not a whole number."""
        if type(index) is not int:
            raise MjError(f"a set number must be a whole number, not {index!r:.40}", "remove_set",
                          "0 for the first declared set, 1 for the second, …")
        if not 0 <= index < len(self._melds):
            self._say(T("explorer.no_set", n=index + 1), error=True, where="hand")
            return
        self._push()
        m = self._melds.pop(index)
        self._fix_win()
        self._say(T("explorer.removed", tile=plain(str(m))))
        self.refresh()

    def add_set(self, kind: str, tile: int | str) -> None:
        """Add a declared set: ``kind`` chi/pon/kan/kakan/ankan, ``tile`` its (lowest) tile.

        Raises :class:`MjError` (shown as a message by the widget) for a chow that does not fit in a suit."""
        from ..tiles import parse_tile
        k = parse_tile(tile) if isinstance(tile, str) else tile
        if kind == "chi":
            if k >= 27 or rank_of(k) > 7:
                raise MjError(f"no chow starts at {tile_str(k)}", f"chi:{tile_str(k)}",
                              "a suit tile of rank 1-7: chi 3m means 345m")
            tiles = (k, k + 1, k + 2)
        elif kind == "pon":
            tiles = (k, k, k)
        else:
            tiles = (k, k, k, k)
        m = Meld(kind, tiles)
        rs = get_ruleset(self._ruleset)
        if kind not in rs.meld_kinds:
            raise MjError(f"the {rs.name} ruleset does not allow '{kind}' sets", str(m), ", ".join(rs.meld_kinds))
        for t in set(tiles):
            if self._copies(t) + tiles.count(t) > 4:
                self._say(T("explorer.fifth_copy", tile=_tile_text(t)), error=True, where="set")
                return
        if len(self._melds) >= 4 or self._count() + 3 > 14:
            self._say(T("explorer.full"), error=True, where="set")
            return
        self._push()
        self._melds.append(m)
        self._fix_win()
        self._say(T("explorer.added", tile=plain(str(m))))
        self.refresh()

    def set_hand(self, hand: str | Hand) -> None:
        """Replace the hand (notation or Hand; partial allowed).  Raises :class:`MjError` on bad input."""
        h = parse_hand(hand, allow_partial=True)
        snap = self._snapshot()
        try:
            self._load(h)
        except MjError:
            self._restore(snap)
            raise
        self._history.append(snap)
        n = len(h.concealed) + 3 * len(h.melds) + (h.win_tile is not None)
        if h.win_tile is not None and n != 14:
            # a "+tile" on a partial hand: the tile is kept as an ordinary concealed tile (see _load)
            self._say(T("explorer.win_kept_as_tile", tile=plain(tile_str(h.win_tile)), n=n))
        else:
            self._say("")
        self.refresh()

    def undo(self) -> None:
        """Go back one hand change."""
        if not self._history:
            self._say(T("explorer.undo_empty"), where="hand")
            return
        self._restore(self._history.pop())
        self._say("")
        self.refresh()

    def clear(self) -> None:
        """Empty the hand (undo brings it back); clearing an empty hand adds no undo step."""
        if not self._tiles and not self._melds and self._win is None:
            self._say("")
            return
        self._push()
        self._tiles, self._melds, self._win = [], [], None
        self._say("")
        self.refresh()

    # ------------------------------------------------------------------ event handlers
    def _on_palette(self, key: str) -> None:
        self.add_tile(key)

    def _on_hand(self, key: str) -> None:
        """A hand-strip click: ``"c:<tile>"`` (a concealed tile), ``"w:<tile>"`` (the winning tile) or
        ``"m:<index>"`` (the 0-based set index).  Any other payload gets a short message, never an exception."""
        from ..tiles import parse_tile
        key = str(key)
        what, sep, val = key.partition(":")
        if what in ("c", "w") and sep:
            try:
                k = parse_tile(val.strip())
            except MjError:
                self._say(T("explorer.bad_click", what=plain(key)), error=True, where="hand")
                return
            self.remove_tile(k, win=what == "w")
        elif what == "m" and sep and val.strip().isdigit():
            self.remove_set(int(val.strip()))
        else:
            self._say(T("explorer.bad_click", what=plain(key)), error=True, where="hand")

    def _on_win(self, change) -> None:
        v = change["new"]
        if v == self._win:
            return
        if v is not None and v not in self._tiles:
            return
        self._push()
        self._win = v
        self._say("")
        self.refresh()

    def _on_add_set(self) -> None:
        if self.set_kind_dd.value is None or self.set_tile_dd.value is None:
            return
        self.add_set(self.set_kind_dd.value, self.set_tile_dd.value)

    def _on_notation(self, change) -> None:
        self._apply_notation(change["new"])

    def _apply_notation(self, text: str) -> None:
        if text.strip() == str(self.hand):
            return
        try:
            self.set_hand(text)
        except MjError as e:
            self._say(f"{T('explorer.bad_input')}: {e}", error=True, where="notation")
            self._keep_notation = True  # leave the learner's text in the box to fix it
            self.refresh()

    def _on_lang(self, change) -> None:
        set_language(change["new"])
        self._relabel()
        if isinstance(self._msg[0], Text):  # re-render the message in the new language
            self._say(*self._msg)
        self.refresh()

    def _on_ruleset(self, change) -> None:
        if change["new"] is None:
            return
        rs = get_ruleset(change["new"])
        self._ruleset = rs.name
        self._refresh_set_tiles()
        foreign = sorted({k for k in self._tiles + [t for m in self._melds for t in m.tiles]
                          if k not in rs.tile_kinds})
        if foreign:
            self._say(T("explorer.hand_not_in_ruleset", ruleset=rs.title,
                        tiles=plain(" ".join(tile_str(k) for k in foreign))), error=True, where="hand")
        else:
            self._say(T("explorer.ruleset_now", ruleset=rs.title))
        self.refresh()

    def _on_view(self, _change) -> None:
        self.refresh()

    def _on_projector(self, change) -> None:
        if change["new"]:
            self.add_class("mj-projector")
        else:
            self.remove_class("mj-projector")

    def _on_tab(self, change) -> None:
        self._draw_tab(self._current_tab())

    def _on_setting(self, change) -> None:
        owner = change.get("owner") if isinstance(change, dict) else None
        if owner is self.seat_dd or owner is self.win_by_tb:
            self._refresh_seat_choices()
        if self._msg[1]:  # a setting changed successfully: an old error message no longer applies
            self._say("")
        self.refresh()

    # ------------------------------------------------------------------ labels
    def _set_options(self, dd: W.Widget, options: list) -> None:
        old = dd.value
        self._busy = True
        try:
            dd.options = options
            vals = [v for _, v in options]
            dd.value = old if old in vals else (vals[0] if vals else None)
        finally:
            self._busy = False

    def _refresh_set_tiles(self) -> None:
        kinds = get_ruleset(self._ruleset).tile_kinds
        self._set_options(self.set_tile_dd, [(str(_tile_text(k)), k) for k in kinds])
        rs = get_ruleset(self._ruleset)
        self._set_options(self.set_kind_dd, [(str(plain(MELD_ZH[m], MELD_EN[m])), m) for m in MELD_KINDS
                                             if m in rs.meld_kinds])

    def _seat_choice(self, s: str) -> str:
        me = self.seat_dd.value
        rel = {previous_seat(me): "explorer.rel_prev", next_seat(me): "explorer.rel_next",
               next_seat(me, 2): "explorer.rel_opp"}.get(s)
        return str(T("explorer.seat_rel", seat=_seat_text(s), rel=T(rel))) if rel else str(_seat_text(s))

    def _refresh_seat_choices(self) -> None:
        """Discarder and liable seat: every seat but the winner's, named with where it sits (上家 …)."""
        me = self.seat_dd.value
        others = [s for s in SEATS if s != me]
        self._set_options(self.discarder_dd, [(str(T("explorer.discarder_default")), "")]
                          + [(self._seat_choice(s), s) for s in others])
        self._set_options(self.liable_dd, [(str(T("explorer.liable_none")), "")]
                          + [(self._seat_choice(s), s) for s in others])
        wb = self.win_by_tb.value
        self.discarder_dd.description = str(T("explorer.robbed" if wb == "rob_kong" else "explorer.discarder"))
        self.discarder_dd.disabled = wb == "self_draw"

    def _option_label(self, spec, value: Any) -> str:
        key = f"explorer.opt.{spec.name}.{'none' if value is None else value}"
        if _has(key):
            return str(T(key))
        return "—" if value is None else str(value)

    def _relabel(self) -> None:
        """Put every control's label in the current language."""
        # the notebook's own heading names the explorer; the title is kept for screen readers only
        self.title_html.value = _EXPLORER_CSS + f"<h3 class='mj-title mj-sr-only'>{esc(T('explorer.title'))}</h3>"
        self.lang_tb.description = str(T("explorer.language"))
        self.view_tb.description = ""
        self._set_options(self.ruleset_dd, [(str(get_ruleset(n).title), n) for n in ruleset_names()])
        if self.ruleset_dd.value != self._ruleset:
            self._busy = True
            try:
                self.ruleset_dd.value = self._ruleset
            finally:
                self._busy = False
        self.ruleset_dd.description = str(T("explorer.ruleset"))
        self._set_options(self.view_tb, [(str(T("explorer.view_one")), "one"), (str(T("explorer.view_side")), "side")])
        self.projector_tb.description = str(T("explorer.projector"))
        self.palette.label = str(T("explorer.palette_name"))
        self.hand_strip.label = str(T("explorer.hand_name"))
        self.palette.empty_text = ""
        self.hand_strip.empty_text = str(T("explorer.empty"))
        self.win_dd.description = str(T("explorer.win_tile"))
        self.undo_btn.description = str(T("explorer.undo"))
        self.clear_btn.description = str(T("explorer.clear"))
        self.set_kind_dd.description = str(T("explorer.set_kind"))
        self.set_tile_dd.description = str(T("explorer.set_tile"))
        self.set_add_btn.description = str(T("explorer.set_add"))
        self.set_help.value = f"<span class='mj-help'>{esc(T('explorer.set_help'))}</span>"
        self.notation.description = str(T("explorer.notation"))
        self.apply_btn.description = str(T("explorer.apply"))
        self.notation_help.value = f"<span class='mj-help'>{esc(T('explorer.notation_help'))}</span>"
        self.notation.placeholder = "123m456p11s89m pon:777z +7m"
        self.notation.tooltip = str(T("explorer.notation_help"))
        self._refresh_set_tiles()
        self._set_options(self.win_by_tb, [(str(plain(WIN_BY_ZH[w], WIN_BY_EN[w])), w) for w in WIN_BY])
        self.win_by_tb.description = str(T("explorer.win_by"))
        for f, cb in self.flag_cbs.items():
            cb.description = str(T(f"explorer.{f}"))
        seats = [(str(_seat_text(s)), s) for s in SEATS]
        for dd, key in ((self.seat_dd, "explorer.seat"), (self.dealer_dd, "explorer.dealer"),
                        (self.round_dd, "explorer.round_wind")):
            self._set_options(dd, seats)
            dd.description = str(T(key))
        self._refresh_seat_choices()
        self.liable_dd.description = str(T("explorer.liable"))
        self.seen_txt.description = str(T("explorer.seen"))
        self.initial_txt.description = str(T("explorer.initial_hand"))
        for name, ws in self.option_widgets.items():
            for w in ws.values():
                spec = w._mj_spec  # type: ignore[attr-defined]
                w.description = f"{spec.label} [{spec.code}]" if spec.code else str(spec.label)
                if isinstance(w, W.Dropdown) and spec.kind != "tile":
                    self._set_options(w, [(self._option_label(spec, c), _NONE if c is None else c) for c in spec.choices])
            for oname, h in self.option_helps[name].items():
                key = f"explorer.opt_help_{oname}"
                h.value = f"<span class='mj-help'>{esc(T(key))}</span>" if _has(key) else ""
        self.panels["context"].set_title(0, str(T("explorer.context")))
        for name in ruleset_names():
            self.panels[name].set_title(0, str(T("explorer.options_of", ruleset=get_ruleset(name).title)))
        for i, s in enumerate(self.tab_specs):
            self.tabs.set_title(i, str(s.title_text()))

    # ------------------------------------------------------------------ settings
    def context_dict(self) -> dict[str, Any]:
        """The win context from the controls (a dict for ``mjlearn.api.score``; only what differs from the
        defaults, besides win_by and the seats)."""
        ctx: dict[str, Any] = {"win_by": self.win_by_tb.value, "seat": self.seat_dd.value,
                               "dealer": self.dealer_dd.value, "round_wind": self.round_dd.value}
        if self.discarder_dd.value and self.win_by_tb.value != "self_draw":
            ctx["discarder"] = self.discarder_dd.value
        if self.liable_dd.value:
            ctx["liable"] = self.liable_dd.value
        for f, cb in self.flag_cbs.items():
            if cb.value:
                ctx[f] = True
        if self.seen_txt.value.strip():
            ctx["seen"] = self.seen_txt.value.strip()
        if self.initial_txt.value.strip():
            ctx["initial_hand"] = self.initial_txt.value.strip()
        return ctx

    def _options_and_errors(self) -> tuple[dict[str, dict[str, Any]], dict[str, MjError]]:
        out: dict[str, dict[str, Any]] = {}
        errors: dict[str, MjError] = {}
        for name, ws in self.option_widgets.items():
            opts = {}
            for oname, w in ws.items():
                spec = w._mj_spec  # type: ignore[attr-defined]
                try:
                    v = self._option_value(w)
                except MjError as e:
                    errors.setdefault(name, MjError(f"{oname}: {e.what}", oname, e.allowed))
                    continue
                if v != spec.default:
                    opts[oname] = v
            out[name] = opts
        return out, errors

    def options_dict(self) -> dict[str, dict[str, Any]]:
        """Ruleset name → options from the controls (only values that differ from the defaults)."""
        return self._options_and_errors()[0]

    # ------------------------------------------------------------------ views
    def _current_tab(self) -> str:
        i = self.tabs.selected_index
        if i is None or not 0 <= i < len(self.tab_specs):
            i = 0
        return self.tab_specs[i].key

    def _make_state(self) -> ExplorerState:
        options, errors = self._options_and_errors()
        ctx = self.context_dict()
        # a problem with the table or the options is said next to its panel (and in each ruleset's line)
        ctx_err = None
        try:
            c = make_context(ctx)
            check_context_against_hand(self.hand, c)
        except MjError as e:
            ctx_err = e
        self._setting_errors: list[Text] = []
        if ctx_err is not None:
            self._setting_errors.append(T("explorer.context_error", msg=plain(str(ctx_err))))
        self.context_msg.value = (f'<div class="mj-msg-error">{esc(self._setting_errors[0])}</div>'
                                  if ctx_err is not None else "")
        for name in ruleset_names():
            err = errors.get(name)
            if err is None and options.get(name):
                rs = get_ruleset(name)
                try:
                    rs.options(options[name])
                except MjError as e:
                    err = e
                except Exception:  # noqa: BLE001 - scoring will report it
                    err = None
            text = T("explorer.option_error", ruleset=get_ruleset(name).title, msg=plain(str(err))) if err else None
            if text is not None:
                self._setting_errors.append(text)
            self.option_msgs[name].value = f'<div class="mj-msg-error">{esc(text)}</div>' if text is not None else ""
        return ExplorerState(self.hand, self._ruleset, ctx, options, self.mode, errors)

    def _draw_tab(self, key: str) -> None:
        if key not in self._dirty or self._state is None:
            return
        spec = next((s for s in self.tab_specs if s.key == key), None)
        if spec is None:
            return
        try:
            html = spec.build(self._state)
        except Exception as e:  # noqa: BLE001 - never a traceback in the widget
            html = error_html(T("explorer.oops", what=plain(str(e) if isinstance(e, MjError) else type(e).__name__)))
        self.views[key].value = html
        self._dirty.discard(key)

    def view_html(self, key: str) -> str:
        """The HTML of tab ``key`` for the current hand (computing it now if it was not visible)."""
        self._draw_tab(key)
        return self.views[key].value

    def refresh(self) -> None:
        """Redraw the palette, the hand, the summary and the visible tab from the current state (never
        raises); the other tabs are redrawn when opened (or by :meth:`view_html`)."""
        t0 = time.perf_counter()
        try:
            # the order matters in the browser: each trait change is one message, sent as it is made, so the
            # summary and the hand (what the learner looks at) go first, the palette's captions and the
            # visible tab after them
            self._state = self._make_state()
            self.summary.value = summary_html(self._state, self.summary_lines)
            self._draw_hand()
            self._draw_status()
            self._draw_palette()
            self.hand_info.value = f'<span class="mj-assume">{esc(self._info_text())}</span>'
            self._dirty = {s.key for s in self.tab_specs}
            self._draw_tab(self._current_tab())
        except Exception as e:  # noqa: BLE001 - never a traceback in the widget
            box = error_html(T("explorer.oops", what=plain(str(e) if isinstance(e, MjError) else type(e).__name__)))
            for v in self.views.values():
                v.value = box
            self.summary.value = box
        self.last_refresh_ms = (time.perf_counter() - t0) * 1000

    def _info_text(self) -> Text:
        st = self._state
        n = st.n
        if st.complete:
            return T("explorer.info_complete", n=n)
        if n == 14:
            return T("explorer.info_choose", n=n)
        if n == 13:
            return T("explorer.info_waiting", n=n)
        return T("explorer.info_partial", n=n, k=max(13 - n, 0))

    def _draw_palette(self) -> None:
        rs = get_ruleset(self._ruleset)
        kinds = set(rs.tile_kinds)
        gk = self._ghost_kinds()
        groups = []
        faces = dict(self.palette.faces)
        for suit in _SUITS:
            items = []
            for k in sorted(kinds):
                if suit_of(k) != suit:
                    continue
                left = 4 - self._copies(k)
                name = _tile_text(k)
                aria = T("explorer.tile_left", tile=name, n=left) if left > 0 else T("explorer.tile_none_left", tile=name)
                face = tile_str(k) + ("g" if k in gk else "")
                if face not in faces:
                    faces[face] = tile_svg(k, size=PALETTE_SIZE, mark="ghost" if k in gk else None)
                items.append({"key": tile_str(k), "tile": tile_str(k), "face": face,
                              "title": str(name), "aria": str(aria), "caption": f"×{left}",
                              "cls": "" if left > 0 else "mj-used-up", "disabled": left <= 0})
            if items:
                groups.append({"label": "", "cls": "mj-row", "items": items})
        if faces != self.palette.faces:
            self.palette.faces = faces
        self.palette.groups = groups

    def _ghost_kinds(self) -> tuple[int, ...]:
        """Ghost kinds of the focus ruleset under the current options (none if the options are invalid)."""
        rs = get_ruleset(self._ruleset)
        try:
            return tuple(rs.ghost_kinds(rs.options(self.options_dict().get(self._ruleset) or None)))
        except MjError:
            return ()

    def _draw_hand(self) -> None:
        h = self.hand
        gk = self._ghost_kinds()
        faces = dict(self.hand_strip.faces)

        def face(k: int, mark: Any) -> str:
            key = tile_str(k) + ("".join(mark) if isinstance(mark, tuple) else (mark or ""))
            if key not in faces:
                faces[key] = tile_svg(k, size=HAND_SIZE, mark=mark)
            return key
        groups = []
        if h.concealed:
            items = [{"key": f"c:{tile_str(k)}", "tile": tile_str(k), "face": face(k, "ghost" if k in gk else None),
                      "title": str(_tile_text(k))} for k in h.concealed]
            groups.append({"label": str(T("view.concealed")), "cls": "mj-conc", "items": items})
        for i, m in enumerate(h.melds):
            items = [{"key": f"m:{i}", "tile": tile_str(k), "face": face(k, None), "title": str(m)} for k in m.tiles]
            groups.append({"label": str(plain(MELD_ZH[m.kind], MELD_EN[m.kind])), "cls": "mj-meld", "items": items})
        if h.win_tile is not None:
            k = h.win_tile
            groups.append({"label": str(T("view.win_tile")), "cls": "mj-winbox",
                           "items": [{"key": f"w:{tile_str(k)}", "tile": tile_str(k),
                                      "face": face(k, ("win", "ghost") if k in gk else "win"),
                                      "title": str(T("view.win_tile")) + " " + str(_tile_text(k)), "cls": "mj-win"}]})
        if faces != self.hand_strip.faces:
            self.hand_strip.faces = faces
        self.hand_strip.groups = groups
        # winning-tile picker: the distinct concealed kinds (only for a 14-tile hand)
        opts: list = [(str(T("explorer.no_win")), None)]
        if self._count() == 14:
            opts += [(str(_tile_text(k)), k) for k in sorted(set(self._tiles))]
        self._busy = True
        try:
            self.win_dd.options = opts
            self.win_dd.value = self._win if self._win in [v for _, v in opts] else None
            self.win_dd.disabled = self._count() != 14
            s = str(h)
            if self._keep_notation:
                self._keep_notation = False
            elif self.notation.value != s:
                self.notation.value = s
        finally:
            self._busy = False
