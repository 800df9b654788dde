"""The explorer's learner text: every ``explorer.*`` catalogue entry (zh, en), registered on import, and the
tile and seat names it writes (:func:`tile_text`, :func:`seat_text`).

Used by the model (:mod:`mjlearn.explorer.model`: messages about edits and settings), the HTML views
(:mod:`mjlearn.render.explorer`) and the widget (:mod:`mjlearn.widgets.explorer`: control labels).
Source: spec ``product.md`` § Widgets; terms per ``course.md`` § Terms.
"""
from __future__ import annotations

import functools

from ..context import SEAT_EN, SEAT_ZH
from ..i18n import Text, plain, register
from ..tiles import tile_en, tile_str, tile_zh


@functools.cache
def tile_text(k: int) -> Text:
    """A tile kind (0–33) in words: ``5m 五万`` / ``5m (5 of characters)``."""
    return plain(f"{tile_str(k)} {tile_zh(k)}", f"{tile_str(k)} ({tile_en(k)})")


def seat_text(s: str) -> Text:
    """A seat (``"E"`` …) in words: 东 / East."""
    return plain(SEAT_ZH.get(s, s), SEAT_EN.get(s, s))


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
    "explorer.hand": ("手牌：点一张牌将其移除，点一组吃碰杠的牌将整组移除",
                      "your hand: click a tile to remove it, click a set to remove the set"),
    "explorer.empty": ("手牌是空的：点上面的牌加入", "the hand is empty: click tiles above to add them"),
    "explorer.win_tile": ("胡的牌", "winning tile"),
    "explorer.no_win": ("（无）", "(none)"),
    "explorer.undo": ("撤销", "undo"),
    "explorer.clear": ("清空", "clear"),
    "explorer.set_kind": ("吃碰杠", "set"),
    "explorer.set_tile": ("牌", "tile"),
    "explorer.set_add": ("加入吃碰杠", "add set"),
    "explorer.set_help": ("吃：选最小的一张（如 3m → 345m）；碰/杠：选那张牌",
                          "chi: pick the lowest tile (3m → 345m); pon/kan: pick the tile"),
    "explorer.notation": ("牌谱", "notation"),
    "explorer.apply": ("用这手牌", "use this hand"),
    "explorer.notation_help": ("例：123m456p11s89m pon:777z +7m（+ 后面写胡的那张牌）",
                               "e.g. 123m456p11s89m pon:777z +7m (the tile after + is the winning tile)"),
    "explorer.context": ("牌局情况：怎么胡的", "the table: how the hand was won"),
    "explorer.options_of": ("{ruleset}规则选项", "{ruleset} options"),
    "explorer.win_by": ("胡牌方式", "win by"),
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
    "explorer.first_turn": ("第一圈（天胡、地胡）", "first go-around (天胡, 地胡)"),
    "explorer.first_discard": ("开天辟（马湾）", "win on the first discard, 开天辟 (Mawan)"),
    "explorer.shisan_san": ("十三散（马湾）", "十三散 dealt hand (Mawan)"),
    "explorer.jushou_ting": ("举手听（马湾）", "举手听 ready when dealt (Mawan)"),
    "explorer.seat": ("座位（门风）", "seat (seat wind)"),
    "explorer.dealer": ("庄家", "dealer"),
    "explorer.round_wind": ("圈风", "round wind"),
    "explorer.all_closed": ("四清（锦州：四家都没开门）", "四清 (Jinzhou: no player has opened)"),
    "explorer.opt_help_other_kongs": ("例：E ankan, W kan S（座位 杠的种类 [打出那张牌的人]）",
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
    "explorer.full": ("手牌已满（14 张，吃碰杠的牌每组按 3 张计）：先移除一张。",
                      "the hand is full (14 tiles, a set counts 3): remove a tile first."),
    "explorer.not_in_ruleset": ("{tile} 不是{ruleset}的牌。", "{tile} is not a tile of {ruleset}."),
    "explorer.count": ("{n} 张（吃碰杠的牌每组按 3 张计）。", "{n} tiles (a set counts 3)."),
    "explorer.need_more": ("再加 {k} 张就是听牌形（13 张），加到 14 张就是胡牌形。",
                           "add {k} more for a waiting hand (13 tiles), 14 for a complete hand."),
    "explorer.need_win": ("14 张：请在“胡的牌”里选出胡的那张牌。", "14 tiles: choose the winning tile."),
    "explorer.waiting": ("13 张：这是听牌形，看“听牌”页。", "13 tiles: a waiting hand, see the waits tab."),
    "explorer.complete": ("14 张：胡牌形，看“拆牌”和“计分”页。",
                          "14 tiles: a complete hand, see the decompositions and scores tabs."),
    "explorer.before_win": ("胡牌前（去掉胡的那张牌）这手牌听：", "before the winning tile, this hand waited on:"),
    "explorer.waits_table": ("每张听牌在各规则下的得分", "what each wait would score"),
    "explorer.bad_input": ("输入有误", "that did not work"),
    "explorer.oops": ("出了点问题，手牌保持不变（{what}）。", "something went wrong; the hand is unchanged ({what})."),
    "explorer.undo_empty": ("没有可以撤销的操作。", "nothing to undo."),
    "explorer.removed": ("已移除 {tile}。", "removed {tile}."),
    "explorer.added": ("已加入 {tile}。", "added {tile}."),
    "explorer.options_none": ("（此规则没有选项）", "(this ruleset has no options)"),
    "explorer.not_in_hand": ("手牌里没有 {tile}，没有移除任何牌。", "there is no {tile} in the hand: nothing removed."),
    "explorer.no_set": ("没有第 {n} 组吃碰杠的牌，没有移除任何牌。", "there is no set number {n}: nothing removed."),
    "explorer.bad_click": ("无法识别的点击“{what}”，手牌保持不变。",
                           "unrecognised click '{what}'; the hand is unchanged."),
    "explorer.win_kept_as_tile": (
        "“+{tile}”只在完整的手牌里标出胡的牌（13 张 + “+胡的牌”）；这手牌只有 {n} 张，{tile} 已作为普通牌加入。",
        "'+{tile}' marks the winning tile only in a full hand (13 tiles + '+tile'); this hand has {n} tiles, "
        "so {tile} was added as an ordinary tile."),
    "explorer.ruleset_now": ("现在按{ruleset}显示。", "now showing {ruleset}."),
    "explorer.hand_not_in_ruleset": ("现在按{ruleset}显示：手牌里的 {tiles} 不是{ruleset}的牌，请移除。",
                                     "now showing {ruleset}: {tiles} in this hand is not a tile of {ruleset}; "
                                     "remove it."),
    "explorer.invalid_input": ("输入不符合该规则", "invalid input for this ruleset"),
    "explorer.info_complete": ("{n} 张 · 胡牌形", "{n} tiles · complete"),
    "explorer.info_choose": ("{n} 张 · 请选胡的牌", "{n} tiles · choose the winning tile"),
    "explorer.info_waiting": ("{n} 张 · 听牌形", "{n} tiles · waiting"),
    "explorer.info_partial": ("{n} 张 · 再加 {k} 张", "{n} tiles · add {k} more"),
    "explorer.sum_complete": ("14 张，胡牌形（细节见下面的页签）", "14 tiles, a complete hand (details in the tabs below)"),
    "explorer.sum_waiting": ("13 张，听牌形：", "13 tiles, a waiting hand:"),
    "explorer.sum_not_win": ("不能胡：{why}", "not a win: {why}"),
    "explorer.sum_waits": ("听 {n} 种：", "waits on {n}:"),
    "explorer.sum_choose_win": ("选出胡的牌后计分", "choose the winning tile to score"),
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
