"""Learner-facing strings of the Huilai 惠来 ruleset (spec ``huilai.md``), Chinese and English.

Every key starts with ``hl.``; modules of this package use them through :func:`mjlearn.i18n.T`.
"""
from __future__ import annotations

from ... import terms
from ...i18n import register
from ...wording import seat_word

seat_name = seat_word  # a seat as learners read it in a sentence: 西家 / West (mjlearn.wording)

PATTERN_NAMES = {
    "HL-P01": ("标准牌型（鸡胡）", "standard hand (chicken hand)"),
    "HL-P02": ("对对胡", "all pungs"),
    "HL-P03": ("混一色", "half flush (one suit + honors)"),
    "HL-P04": ("七小对", "seven pairs"),
    "HL-P05": ("清一色", "full flush (one suit, no honors)"),
    "HL-P06": ("豪华七对", "luxury seven pairs (one kind ×4)"),
    "HL-P07": ("花幺九", "mixed terminals and honors"),
    "HL-P08": ("清幺九", "one-suit terminals and honors"),
    "HL-P09": ("纯幺九", "pure terminals (no honors)"),
    "HL-P10": ("字一色", "all honors"),
    "HL-P11": ("双豪华", "double-luxury seven pairs (two kinds ×4)"),
    "HL-P12": ("三豪华", "triple-luxury seven pairs (three kinds ×4)"),
    "HL-P13": ("十三幺", "thirteen orphans"),
    "HL-P14": ("天地胡", "heavenly / earthly hand"),
}

register(terms.fill_entries({f"hl.name.{code}": v for code, v in PATTERN_NAMES.items()}, "huilai"))

register(terms.fill_entries({
    "hl.title": ("惠来", "Huilai"),
    # --- pattern reasons ---
    "hl.why.P01": ("4组顺子/刻子加1对将，没有其他牌型：{groups}", "4 sets + a pair and no other pattern: {groups}"),
    "hl.why.P02": ("4副刻子/杠加1对将：{groups}", "four pungs/kongs + a pair: {groups}"),
    "hl.why.P03": ("只有{suit}一种花色，另有字牌", "only one suit ({suit}) plus honor tiles"),
    "hl.why.P04": ("7个对子，没有四张相同：{groups}", "seven pairs, no kind held four times: {groups}"),
    "hl.why.P05": ("全部是{suit}，没有字牌", "every tile is {suit}, no honors"),
    "hl.why.P06": ("七对中有一种牌四张：{quads}", "seven pairs with one kind held four times: {quads}"),
    "hl.why.P07": ("全是幺九/字牌刻子和将，有字牌，幺九来自两种以上花色：{groups}",
                   "every set and the pair are terminal/honor pungs; honors present; terminals from two or more suits: "
                   "{groups}"),
    "hl.why.P08": ("全是幺九/字牌刻子和将，有字牌，幺九只来自{suit}：{groups}",
                   "every set and the pair are terminal/honor pungs; honors present; terminals only from {suit}: "
                   "{groups}"),
    "hl.why.P09": ("全是幺九刻子和幺九将，没有字牌：{groups}", "every set and the pair are terminal pungs, no honors: {groups}"),
    "hl.why.P10": ("全是字牌刻子/杠加字牌将：{groups}", "honor pungs/kongs and an honor pair only: {groups}"),
    "hl.why.P11": ("七对中有两种牌四张：{quads}", "seven pairs with two kinds held four times: {quads}"),
    "hl.why.P12": ("七对中有三种牌四张：{quads}", "seven pairs with three kinds held four times: {quads}"),
    "hl.why.P13": ("一万、九万、一筒、九筒、一条、九条和东南西北中发白各一张，{pair}做将",
                   "one each of 1m 9m 1p 9p 1s 9s and the seven honors, {pair} doubled"),
    "hl.why.P14.tian": ("天胡：庄家起手14张即胡", "heavenly hand: the dealer's dealt 14 tiles win"),
    "hl.why.P14.di_draw": ("地胡：闲家第一圈自摸第一张即胡", "earthly hand: a non-dealer wins on its first self-draw"),
    "hl.why.P14.di_discard": ("地胡：闲家接炮胡庄家打出的第一张牌", "earthly hand: a non-dealer wins on the dealer's first discard"),
    "hl.excl.by": ("{by}已包含，不另计", "included in {by}, not counted again"),
    "hl.excl.P01": ("有其他牌型时不计标准牌型", "the standard hand counts only when no other pattern does"),
    "hl.four_ghosts": ("四鬼胡牌", "four-ghost win"),
    "hl.why.four_ghosts": ("手里有4张«ghost»（{ghosts}），直接胡牌，按标准牌型1倍计",
                           "four ghost tiles in the hand ({ghosts}) win at once, scored as the standard hand ×1"),
    # --- hand score items ---
    "hl.item.multiplier": ("牌型倍数", "pattern multiplier"),
    "hl.why.mult.multiply": ("各牌型倍数相乘：{parts} = {value}", "pattern multipliers multiplied: {parts} = {value}"),
    "hl.why.mult.add": ("各牌型倍数相加：{parts} = {value}", "pattern multipliers added: {parts} = {value}"),
    "hl.item.cap": ("封顶", "cap"),
    "hl.why.cap": ("封顶{cap}倍：{raw}倍按{cap}倍计", "capped at {cap}×: {raw}× counts as {cap}×"),
    "hl.item.no_ghost": ("无鬼翻倍", "no-ghost doubling"),
    "hl.why.no_ghost": ("有«ghost»玩法，胡牌时手上没有«ghost»（{ghosts}），分数×2",
                        "ghosts are in play and the hand holds no ghost tile ({ghosts}): score × 2"),
    "hl.item.four_ghost_double": ("四鬼胡牌双倍", "four-ghost win doubled"),
    "hl.why.four_ghost_double": ("四鬼直接胡牌，分数×2", "a four-ghost win scores × 2"),
    "hl.item.hand_score": ("每家胡牌分", "hand score per payer"),
    "hl.why.hand_score": ("2分 × {mult}倍{extra} = {score}分，{payers}",
                          "2 points × {mult}{extra} = {score} points, {payers}"),
    "hl.payers.self_draw": ("自摸：其他{n}家各付", "self-draw: each of the other {n} players pays"),
    "hl.payers.discard": ("«deal_in»：{seat}一家付", "discard win: {seat} alone pays"),
    "hl.payers.rob_kong": ("抢杠：被抢杠的{seat}替{n}家付", "robbing a kong: the robbed {seat} pays for all {n} players"),
    "hl.item.horses": ("«horses»", "horses"),
    "hl.why.horses": ("马牌{tiles}，中{hits}马{mult}，每马{unit}分，每家付{points}分",
                      "horse tiles {tiles}: {hits} hit(s){mult}, {unit} points each → {points} points per payer"),
    "hl.why.horses.none": ("马牌{tiles}，一马未中", "horse tiles {tiles}: no hit"),
    "hl.why.horses.mult": ("×马翻{x}倍 = {n}马", " × horse ×{x} = {n} horses"),
    "hl.item.kongs": ("杠分", "kong points"),
    "hl.why.kong.kan": ("{seat}«kong_discard»{tile}：打出这张牌的{frm}付3分", "{seat}'s exposed kong of {tile} on a discard: {frm} pays 3"),
    "hl.why.kong.kakan": ("{seat}«kong_added»（碰杠）{tile}：其他每家付1分", "{seat}'s added kong of {tile}: each other player pays 1"),
    "hl.why.kong.ankan": ("{seat}暗杠{tile}：其他每家付2分", "{seat}'s concealed kong of {tile}: each other player pays 2"),
    "hl.why.kong.kong_base": ("杠跟底分：×{mult}倍", "kong points follow the multiplier: × {mult}"),
    "hl.why.kong.horse_kong.x": ("马跟杠：{seat}中{hits}马（按实际中马数；马翻{x}倍的{n}马只用于马分），×{factor}",
                                 "kong points follow horses: {seat} has {hits} hit(s) (the plain hits; the {n} "
                                 "horses of 马翻{x}倍 count only for the horse points, HL-O11), × {factor}"),
    "hl.why.kong.horse_kong": ("马跟杠：{seat}中{hits}马，×{factor}", "kong points follow horses: {seat} has {hits} hit(s), × {factor}"),
    "hl.item.total_plus": ("总分加倍", "total multiplied"),
    "hl.why.total_plus": ("总分加{x}倍：所有分数×{f}", "total plus {x}×: every score × {f}"),
    "hl.item.protected": ("听牌免分", "ready-hand protection"),
    "hl.why.protect.thirteen": ("{seat}听十三幺，不用付分（十三幺听牌保护）",
                                "{seat} is ready for thirteen orphans and pays nothing"),
    "hl.why.protect.ten": ("{seat}听的牌型可达{mult}倍（≥10倍），不用付分（10倍听牌免分）",
                           "{seat}'s ready hand could win {mult}× (≥ 10×): pays nothing"),
    "hl.pay.hand": ("胡牌分", "hand score"),
    "hl.pay.horse": ("马分", "horse points"),
    "hl.pay.kong": ("杠分：{what}", "kong points {what}"),
    "hl.total": ("{value}倍", "{value}×"),
    "hl.ghost.stands": ("«ghost»当{what}", "ghosts stand for {what}"),
    "hl.ghost.wild_set": ("三张«ghost»当刻子{tiles}", "three ghosts as the pung {tiles}"),
    "hl.ghost.as": ("{group}（«ghost»当{tiles}）", "{group} (ghost as {tiles})"),
    "hl.ghost.all": ("{group}（全是«ghost»）", "{group} (all ghosts)"),
    "hl.ghost.wild_pair": ("两张«ghost»当将{tiles}", "two ghosts as the pair {tiles}"),
    # --- not a win ---
    "hl.notwin.discard": ("本局不可接炮胡（可接炮胡 HL-O02 未勾选）：只能自摸",
                          "discard wins are off (HL-O02 可接炮胡): only self-draw wins"),
    "hl.notwin.rob": ("本局不可抢杠胡（HL-O18 未勾选）", "robbing a kong is off (HL-O18)"),
    # --- notes ---
    "hl.note.stacking.multiply": ("多个牌型的倍数相乘（清一色对对胡 = 4×2 = 8倍），可选相加",
                                  "several patterns multiply (full flush + all pungs = 4 × 2 = 8×); 'add' is an option"),
    "hl.note.stacking.add": ("选项：多个牌型的倍数相加（清一色对对胡 = 4+2 = 6倍）",
                             "option: several patterns add (full flush + all pungs = 4 + 2 = 6×)"),
    "hl.note.P03": ("原文“单一条/筒”漏了万：任一花色都算混一色", "the rule text's 'one suit of 条/筒' leaves out 万 by a slip: any suit counts"),
    "hl.note.P07": ("花幺九要求有字牌，以区别于纯幺九",
                   "花幺九 (mixed terminals and honors) requires honors, to tell it apart from 纯幺九 (pure terminals)"),
    "hl.note.P14.not_di.discard": ("第一圈内接了闲家{seat}的牌：地胡只算闲家第一圈自摸或接庄家的第一张牌，这里不计天地胡",
                                   "first go-around, but the discard came from {seat}, a non-dealer: 地胡 (earthly hand) is "
                                   "only a non-dealer's first self-draw or a win on the dealer's first discard, so no HL-P14 "
                                   "here"),
    "hl.note.P14.not_di.rob": ("第一圈内抢{seat}的杠：地胡只算闲家第一圈自摸或接庄家的第一张牌，这里不计天地胡",
                               "first go-around, but the win robs {seat}'s kong: 地胡 (earthly hand) is only a non-dealer's "
                               "first self-draw or a win on the dealer's first discard, so no HL-P14 here"),
    "hl.note.P09": ("原文“清一色…4副幺九刻子”不可能（一门只有两种幺九），按全是幺九（无字牌）计",
                    "the rule text's 'one suit, four terminal pungs' is impossible; 纯幺九 (pure terminals) = terminals only, no honors"),
    "hl.note.P12": ("三豪华按原文例子 AAAA+BBBB+CCCC+DD（14张）", "三豪华 (triple-luxury seven pairs) follows the rule text's example AAAA+BBBB+CCCC+DD (14 tiles)"),
    "hl.note.ghosts": ("«ghost»可作任意牌（包括自己、第五张）；全由«ghost»组成的组取对牌型最有利的牌",
                       "a ghost may stand for any tile (its own face, a fifth copy); groups made only of ghosts take the "
                       "kind that scores best"),
    "hl.note.no_ghost": ("无鬼翻倍：手牌、胡的牌和所下的牌中都没有«ghost»种类的牌才算“手上没有鬼牌”",
                         "no-ghost doubling: no tile of a ghost kind anywhere in the hand (concealed, winning tile, sets)"),
    "hl.note.horse_kong": ("马跟杠：每中一马，杠分翻一倍（中两马乘四，中三马乘八；也可选每中一马多算一份杠分）；马翻几倍不用在杠分上"
                           "（解释：不然一个杠的分会远远超过整手牌的分）。原文“奖马的那个玩家也会跟随有杠的玩家同输同赢”这里不计算。",
                           "马跟杠 (kong points follow horses): each horse hit doubles the kong points (two hits ×4, three "
                           "×8; an option counts one more share per hit instead); hits are not multiplied by 马翻X倍 (horses × X) "
                           "for kong points — an interpretation (HL-O11): otherwise one kong would far outweigh the hand. The "
                           "text's clause that the horse's owner wins and loses with the kong player is not computed here."),
    "hl.note.horses_missing": ("设了«horses»但没有给出马牌，马分按0计",
                               "horses are set but no horse tiles were given: no horse points"),
    "hl.note.kan_from": ("«kong_discard»{tile}的那张牌是谁打出的没有给出，按{seat}计（可在选项“接杠的牌是谁打出的”里设定）",
                         "who discarded into the exposed kong of {tile} was not given; assumed {seat} (set it in the option 'who fed the exposed kongs')"),
    "hl.note.rob": ("抢杠胡：被抢的是明杠（碰杠；暗杠不可抢），被抢的杠不计杠分",
                    "robbing a kong: the robbed kong was an added kong (concealed kongs cannot be robbed) and scores nothing"),
    "hl.note.tongpao": ("通炮：马按«deal_in»者的座位算中马，每个赢家向«deal_in»者收该数量的马分",
                        "several winners on one discard: horses are counted for the discarder's seat and each winner "
                        "collects that many horse points from the discarder"),
    "hl.note.ten_protect": ("10倍听牌免分：按听牌能胡的最高牌型倍数（不计封顶、天地胡）判断",
                            "10× ready protection: judged on the highest pattern multiplier the ready hand could win "
                            "(before the cap, without 天地胡 heavenly/earthly hand)"),
    "hl.note.seats.3": ("3人：座位东、南、西", "3 players: seats E S W"),
    "hl.note.seats.2": ("2人：座位东、西（庄家和对家）", "2 players: seats E and W (the dealer's opposite)"),
    "hl.note.not_ready": ("{seat}的手牌没有听牌（没有能胡的牌），不受听牌免分保护",
                          "{seat}'s hand {hand} is not ready (no live wait), so no ready-hand protection applies"),
    "hl.note.kong_base": ("杠跟底分：只乘胡牌者自己的杠分，乘的是封顶后的牌型倍数（不含无鬼翻倍、四鬼双倍）；1倍时不变",
                          "kong points × multiplier (杠跟底分): only the winner's own kongs, by the pattern multiplier after "
                          "the cap (without the no-ghost or four-ghost doubling); nothing changes at 1×"),
    "hl.note.P14.four_ghosts": ("天地胡是时机牌型，四鬼胡牌也算：四鬼胡牌本按标准牌型1倍，有天地胡时按天地胡10倍计（标准牌型不再计）",
                                "天胡/地胡 are timing patterns, so they apply to a four-ghost win too: the four-ghost win "
                                "counts as the standard hand ×1, and with 天地胡 it counts 天地胡 ×10 instead (the standard "
                                "hand no longer counts)"),
    "hl.note.P14": ("天地胡与其他牌型一样叠加", "天地胡 (heavenly / earthly hand) stacks with other patterns like any pattern"),
    "hl.note.dealer_draw": ("«draw_game»后原庄家连庄（原文只说胡牌者坐庄）",
                            "after a drawn hand the dealer stays (the rule text only says the winner deals)"),
    # --- procedures ---
    "hl.proc.lou_hu.blocked": ("漏胡：同一圈内不能再胡，动牌（摸牌、碰、杠）后解除",
                               "passed win: no win again in this go-around until the player moves tiles (draw, pung, kong)"),
    "hl.proc.lou_hu.free": ("可以胡：{why}", "may win: {why}"),
    "hl.proc.moved": ("已经动过牌", "the player has moved tiles since"),
    "hl.proc.new_round": ("已不在漏胡的那一圈", "no longer the same go-around"),
    "hl.proc.no_pass": ("之前没有放弃胡牌/碰牌", "nothing was passed"),
    "hl.proc.lou_peng.blocked": ("漏碰：这一圈不能再碰{tile}，动牌后解除",
                                 "passed pung: no pung of {tile} again in this go-around until the player moves tiles"),
    "hl.proc.lou_peng.free": ("可以碰：{why}", "may pung: {why}"),
    "hl.proc.other_tile": ("放弃的是另一张牌", "the passed tile was a different one"),
    "hl.proc.lou_gang.lost": ("漏杠：{how}，这张牌以后不能再杠", "passed kong: {how}; this kong is lost for good"),
    "hl.proc.lou_gang.pon": ("选碰不杠", "pung chosen over kong on the discard"),
    "hl.proc.lou_gang.kakan": ("摸到第4张没有杠（碰杠）", "the drawn fourth was not added to the pung"),
    "hl.proc.lou_gang.ankan": ("暗杠任何时候都可以杠，没有漏杠", "a concealed kong can always be made later"),
    "hl.proc.rob.kakan": ("«kong_added»（碰杠）可以被抢", "an added kong can be robbed"),
    "hl.proc.rob.ankan": ("暗杠不可抢", "a concealed kong cannot be robbed"),
    "hl.proc.rob.kan": ("«kong_discard»不可抢：原文只说碰杠可抢、暗杠不可抢，这里按只有碰杠可抢理解",
                        "an exposed kong on a discard cannot be robbed (interpretation: the rule text names only added kongs "
                        "碰杠 as robbable, concealed kongs as not)"),
    "hl.proc.rob.off": ("本局不可抢杠胡（HL-O18）", "robbing kongs is off in this room (HL-O18)"),
    "hl.proc.draw.yes": ("«draw_game»：剩余{left}张 = 马牌{horses}张，无人胡牌",
                         "drawn hand: {left} tiles left = {horses} horse tiles, and nobody has won"),
    "hl.proc.draw.no": ("未«draw_game»：剩余{left}张，马牌{horses}张", "not a draw: {left} tiles left, {horses} horse tiles"),
    "hl.proc.draw.won": ("有人胡牌，不是«draw_game»", "someone has won: not a draw"),
    "hl.proc.dealer.winner": ("胡牌者{seat}坐庄", "the winner {seat} deals next"),
    "hl.proc.dealer.stay": ("«draw_game»：{seat}连庄", "drawn hand: {seat} deals again"),
    "hl.proc.horse.hit": ("马牌{tile}归{seat}", "horse tile {tile} → {seat}"),
    "hl.draw.kongs": ("流局杠算分：{what}", "kong points at a drawn hand: {what}"),
    "hl.draw.none": ("流局杠不算分（HL-O13 未勾选）", "kong points are not settled at a drawn hand (HL-O13 off)"),
}, "huilai"))
