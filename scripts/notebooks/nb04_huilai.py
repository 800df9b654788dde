"""Source of notebooks/{zh,en}/04_huilai.ipynb (Huilai tutorial); notebook source.

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 04``
"""
from _nb import Notebook, code, md

cells = [
    md(both="""
    # 04 · 惠来 Huilai

    Huilai 惠来 (Jieyang, Chaoshan region of Guangdong) plays a 推倒胡 ("push down") game: **pung and kong
    only — no chow claims**, a hand's value is a **multiplier** (倍) from its patterns (牌型), and a room can
    add **ghost tiles** (鬼牌, wild tiles), **horses** (奖马, bonus tiles turned after the win) and **kong
    points** (杠分).

    Source: seed `002` (a game-room rule page) and the project's spec `huilai.md` (ids `HL-…`, which appear
    as the *code* of every item below).

    You will learn:
    1. the table rules (no chi, ways to win, forms);
    2. the 14 patterns, how they exclude each other and how they stack (multiply or add), the cap;
    3. ghosts: which tile is the ghost, what each ghost stands for;
    4. the settlement: hand score per payer, who pays, horses, kong points, protections;
    5. the table procedures (漏胡, 漏碰, 漏杠, 荒庄, next dealer).
    """),
    code("""
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import Html, error_html, hand_html, items_html, result_html, tiles_html
    from mjlearn.rows import table   # a list of dicts (or rows + columns) shown as an HTML table
    from mjlearn.tiles import parse_tiles, tile_str

    mj.set_language(LANG)   # "zh", "en" or "both"

    def show(html):
        display(HTML(html))

    SEAT = {"E": "东 East", "S": "南 South", "W": "西 West", "N": "北 North"}

    def net(payments):
        \"\"\"Net payments (分) as one table row, a column per seat: + received, − paid.\"\"\"
        return table([{SEAT[s]: f"{v:+g}" if v else "0" for s, v in payments.items()}])

    def item_rows(r, *codes):
        \"\"\"Some items of a result as a table: code, item, value, reason.\"\"\"
        return table([[i.code, i.name, f"{i.value:g} {i.unit}", i.reason] for c in codes for i in [r.item(c)]],
                     columns=["编号 code", "项目 item", "数值 value", "理由 reason"])

    def summary(hands, options=None, **context):
        \"\"\"One row per hand: counted patterns, multiplier (倍) and net payments (分).\"\"\"
        rows = []
        for h in hands:
            r = mj.score(h, "huilai", options=options, **context)
            pats = [f"{i.code} {i.name.zh} ×{i.value:g}" for i in r.counted if i.family == "pattern"]
            rows.append({"hand": h, "patterns": ", ".join(pats) or "—", "倍": r.total if r.is_win else "not a win",
                         "payments (分)": ", ".join(f"{s} {v:+g}" if v else f"{s} 0" for s, v in r.payments.items())})
        return table(rows)
    """),
    md(both="""
    ## 1. 基本玩法 Table rules (HL-A)

    * 136 tiles (all 34 kinds), 2, 3 or 4 players (HL-A1, option `players`).
    * **可碰杠，不可吃** — pungs and kongs may be claimed, chows may not (HL-A2). A concealed chow in your own
      hand is fine; a claimed `chi:` set is an error that names the rule:
    """),
    code("""
    try:
        mj.score("456p789s234m5s chi:123m +5s", "huilai")
    except mj.MjError as e:
        show(error_html(e))
    """),
    md(both="""
    * Ways to win (HL-A3): self-draw 自摸; robbing an **added** kong 抢杠 (碰杠可抢, 暗杠不可抢; option
      `allow_rob_kong`); a discard 点炮 only with 可接炮胡 (`allow_discard_win`, on by default).
    * Forms (HL-A4): standard (4 sets + a pair), seven pairs 七小对 (four identical tiles = two pairs),
      thirteen orphans 十三幺, and — with 四鬼胡牌 — any hand holding four ghosts.
    """),
    code("""
    r = mj.score("123m456p789s234m5s +5s", "huilai", options={"allow_discard_win": False})
    show(items_html(r))
    """),
    md(both="""
    ## 2. 牌型 Patterns and multipliers (HL-P)

    | id | pattern | × | in short |
    |---|---|---|---|
    | HL-P01 | 标准牌型 standard / chicken hand | 1 | 4 sets + a pair, nothing else |
    | HL-P02 | 对对胡 all pungs | 2 | four pungs/kongs + a pair |
    | HL-P03 | 混一色 half flush | 2 | one suit + honors |
    | HL-P04 | 七小对 seven pairs | 3 | no kind four times |
    | HL-P05 | 清一色 full flush | 4 | one suit, no honors |
    | HL-P06 | 豪华七对 luxury seven pairs | 5 | one kind four times |
    | HL-P07 | 花幺九 mixed terminals | 5 | terminal/honor pungs; honors; terminals of ≥ 2 suits |
    | HL-P08 | 清幺九 one-suit terminals | 7 | as P07, terminals of one suit |
    | HL-P09 | 纯幺九 pure terminals | 8 | terminal pungs only, no honors |
    | HL-P10 | 字一色 all honors | 10 | honor pungs + honor pair |
    | HL-P11 | 双豪华 double luxury | 10 | seven pairs, two kinds four times |
    | HL-P12 | 三豪华 triple luxury | 10 | seven pairs, three kinds four times |
    | HL-P13 | 十三幺 thirteen orphans | 10 | every terminal and honor, one doubled |
    | HL-P14 | 天地胡 heavenly/earthly hand | 10 | first-turn wins |

    One example hand for each (a discard from East, the default: the per-payer score is 2 × the multiplier):
    """),
    code("""
    summary([
        "123m456p789s234m5s +5s",   # 标准
        "111m222p333s444m5s +5s",   # 对对胡
        "123m456m789m111z2z +2z",   # 混一色
        "1133m5577p99s112z +2z",    # 七小对
        "123456789m234m5m +5m",     # 清一色
        "1111m5577p99s112z +2z",    # 豪华七对
        "111m999p111s111z9s +9s",   # 花幺九
        "111m999m111z222z3z +3z",   # 清幺九
        "111m999m111p999p1s +1s",   # 纯幺九
        "111z222z333z555z6z +6z",   # 字一色
        "1111m2222p3344s5z +5z",    # 双豪华
        "1111m2222p3333s4z +4z",    # 三豪华
        "119m19p19s123456z +7z",    # 十三幺
    ])
    """),
    md(both="""
    ### Exclusions (HL-N) and every item with its reason

    花幺九 / 清幺九 / 纯幺九 and 字一色 do not also count 对对胡; 清幺九 does not also count 混一色; the 豪华
    patterns do not also count 七小对 or each other; 标准 counts only when nothing else does. The full result
    shows excluded items greyed out, with the pattern that excludes them:
    """),
    code("""
    r = mj.score("111m999m111z222z3z +3z", "huilai")
    r.items_frame()
    """),
    md(both="""
    ### Stacking (HL-S) and the cap (HL-O01)

    "当玩家出现多个不同牌型的时候，会叠加不同牌型的倍数" — several patterns stack. *Interpretation*: they
    **multiply** (清一色 对对胡 = 4 × 2 = 8), as a Chaoshan game server does; option `stacking="add"` gives
    4 + 2 = 6. A room may cap the multiplier (封顶 X倍, option `cap`).
    """),
    code("""
    h = "111m333m555m777m9m +9m"    # 清一色 + 对对胡
    table([{"options": str(o), "倍": mj.score(h, "huilai", options=o).total}
                  for o in ({}, {"stacking": "add"}, {"cap": 5}, {"cap": 10})])
    """),
    md(both="""
    ### The seed's luxury examples

    双豪华 AAAA+BBBB+CC+DD+EE — "4个1条、4个2条、2个3条、2个4条、2个5条" — and 三豪华, whose formula in the
    seed has 16 tiles; its own example (4+4+4+2 = 14 tiles) is followed. Both examples are all bamboo, so
    清一色 stacks: 10 × 4 = 40.
    """),
    code("""
    summary(["1111222233445s +5s", "1111222233334s +4s"])
    """),
    md(both="""
    ### Several readings: the best one counts

    `111222333m444m5m` reads as three chows (清一色 4) or as four pungs (清一色 × 对对胡 = 8). Every reading is
    scored; the highest multiplier is the hand's value.
    """),
    code("""
    r = mj.score("111222333444m5m +5m", "huilai")
    r.readings_frame()
    """),
    md(both="""
    ### 天地胡 (HL-P14) comes from the situation, not the tiles

    天胡: the dealer's dealt 14 tiles win. 地胡: a non-dealer wins on its first self-draw in the first
    go-around, or on the dealer's first discard. Context fields `first_turn` / `first_discard` say so.
    """),
    code("""
    h = "123m456p789s234m5s +5s"
    table([
        {"situation": "dealer E, dealt hand wins (天胡)",
         "倍": mj.score(h, "huilai", seat="E", win_by="self_draw", first_turn=True).total},
        {"situation": "S, first self-draw (地胡)",
         "倍": mj.score(h, "huilai", seat="S", win_by="self_draw", first_turn=True).total},
        {"situation": "W on the dealer's first discard (地胡)",
         "倍": mj.score(h, "huilai", seat="W", win_by="discard", first_discard=True).total},
        {"situation": "an ordinary discard win",
         "倍": mj.score(h, "huilai").total},
    ])
    """),
    md(both="""
    ## 3. 鬼牌 Ghost tiles (HL-O04…O07, HL-G)

    A ghost (鬼) stands for **any** tile — even its own face or a fifth copy. Which tile is the ghost:

    | option `ghosts` | Chinese | ghost kind |
    |---|---|---|
    | `"white"` | 白板做鬼 | 白 (5z) |
    | `"red"` | 红中做鬼 | 中 (7z) |
    | `"flip"` + `indicator` | 翻鬼 | the kind **after** the flipped tile |
    | `"double"` + `indicator` | 双鬼 | the **two** kinds after it (8 ghost tiles!) |

    "After" (HL-G): within a suit 1→2→…→9→1; honors in the seed's order 东→南→西→北→中→发→白→东 — which is
    **not** the 1z–7z numbering (北 4z → 中 7z → 发 6z → 白 5z).
    """),
    code("""
    rs = mj.get_ruleset("huilai")
    rows = []
    for o in ({"ghosts": "white"}, {"ghosts": "red"}, {"ghosts": "flip", "indicator": "2m"},
              {"ghosts": "flip", "indicator": "9p"}, {"ghosts": "flip", "indicator": "4z"},
              {"ghosts": "flip", "indicator": "5z"}, {"ghosts": "double", "indicator": "8s"}):
        rows.append({"options": str(o), "ghosts": " ".join(tile_str(k) for k in rs.ghost_kinds(rs.options(o)))})
    table(rows)
    """),
    md(both="""
    ### What does each ghost stand for?

    The public case P08: indicator 5p, so 6p is the ghost. In `345m22344p123s88s +6p` the drawn 6p stands for
    **3p** (making 234p 234p); there is exactly one reading. Each reading says what its ghosts stand for:
    """),
    code("""
    r = mj.score("345m22344p123s88s +6p", "huilai", options={"ghosts": "flip", "indicator": "5p"})
    show(result_html(r))
    """),
    md(both="""
    A group made **only** of ghosts may be any set or pair; mjlearn picks the kind that scores best by
    reasoning on classes (which suit, terminal or not, honors; in seven pairs: copying a pair to make four of a
    kind) instead of trying all 34 kinds. Here three 白 ghosts become a pung of characters: 清一色 × 对对胡 = 8.
    """),
    code("""
    r = mj.score("555z111m999m3m pon:222m +3m", "huilai", options={"ghosts": "white"})
    table([[r.readings[r.best].label, r.total]], columns=["鬼牌当 the ghosts stand for", "倍"])
    """),
    md(both="""
    Ghosts make seven pairs easy: the same tiles **without** the claimed pung read as 1111m 2222m 9999m (a ghost
    each) + 33m — 三豪华 × 清一色 = 40.  And with 双鬼 (eight ghost tiles) a ghost pair can copy a real pair to
    make a 豪华七对:
    """),
    code("""
    summary(["555z111m999m222m3m +3m"], {"ghosts": "white"})
    """),
    code("""
    r = mj.score("1111s9999s12345m +6m", "huilai", options={"ghosts": "double", "indicator": "8s"})
    table([[r.readings[r.best].label, len(r.readings), r.total]],
          columns=["鬼牌当 the ghosts stand for", "拆法数 readings", "最高 best (倍)"])
    """),
    md(both="""
    ### 无鬼翻倍, 四鬼胡牌, 四鬼胡牌双倍

    * 无鬼翻倍 (HL-O05): with ghosts in play, a winning hand holding no ghost tile scores × 2.
    * 四鬼胡牌 (HL-O06): four ghosts in the hand win at once, whatever the rest, scored as 标准 ×1 — unless a
      real reading scores more. Not available with 双鬼.
    * 四鬼胡牌双倍 (HL-O07): such a win scores × 2.
    """),
    code("""
    r = mj.score("123m456p789s234m5s +5s", "huilai", options={"ghosts": "red", "no_ghost_double": True})
    item_rows(r, "HL-O05", "HL-K0")
    """),
    code("""
    r = mj.score("5555z159m159p13s2z +7s", "huilai", win_by="self_draw",
                 options={"ghosts": "white", "four_ghost_win": True, "four_ghost_double": True})
    item_rows(r, "HL-O06", "HL-K0")
    """),
    md(both="""
    ## 4. 计分 Settlement (HL-K)

    * **Hand score per payer** (HL-K0) = 2 × multiplier (after the cap) × 2 for 无鬼翻倍 × 2 for 四鬼双倍.
      The seed's "自摸6分，点炮2分" are the totals of a ×1 hand: 2 × 3 payers and 2 × 1.
    * **Who pays** (HL-K1): self-draw — each other player; discard — the discarder alone; robbing a kong — the
      robbed player pays for everyone (horses included).
    """),
    code("""
    h = "111m333m555m99m78m +6m"     # 清一色 ×4 → 8 per payer
    table([{"win": w, **mj.score(h, "huilai", **c).payments} for w, c in [
        ("self-draw 自摸", {"win_by": "self_draw"}),
        ("discard by N 点炮", {"win_by": "discard", "discarder": "N"}),
        ("robbing W's kong 抢杠", {"win_by": "rob_kong", "discarder": "W"}),
    ]])
    """),
    md(both="""
    ### 奖马 Horses (HL-K2, HL-O08…O11)

    Horse tiles are set aside from the end of the wall and turned after the win. A horse **hits** a seat by its
    face, counted from the dealer (4 players):

    | dealer | next 下家 | opposite 对家 | previous 上家 |
    |---|---|---|---|
    | 1 5 9 东 中 | 2 6 南 发 | 3 7 西 白 | 4 8 北 |

    (3 players: 1 4 7 东 北 白 / 2 5 8 南 中 / 3 6 9 西 发; 2 players: odd + 东 西 中 白 / even + 南 北 发.)
    Only the **winner's** hits count, 2 points each from each payer (马跟底分: the hand score each), × X with
    马翻X倍. Give the turned tiles with the option `horse_tiles`.
    """),
    code("""
    from mjlearn.rules.huilai import procedures as pr
    table([[Html(tiles_html(tile, size=24, css=False)), SEAT[seat]] for tile, seat in pr.reveal("1m2z3s4z6p8s", dealer="E", players=4)],
          columns=["马 horse", "中 hits"])
    """),
    code("""
    # the seed's example: 5 hits with 马翻3倍 count as 15 horses → 30 points per payer
    r = mj.score("123m456p789s234m5s +5s", "huilai",
                 options={"horses": 6, "horse_tiles": "2m6m2p6s2z1z", "horse_multiplier": 3})
    item_rows(r, "HL-K2")
    """),
    code("""
    r.payments_frame()
    """),
    code("""
    # 3 players (E S W): West hits on 3 6 9 西 发
    r = mj.score("123m456p789s234m5s +5s", "huilai", seat="W", win_by="self_draw",
                 options={"players": 3, "horses": 4, "horse_tiles": "3m6p9s6z"})
    net(r.payments)
    """),
    md(both="""
    ### 杠分 Kong points (HL-K3, HL-O10, HL-O12, HL-O13)

    接杠 (exposed kong on a discard) 3 from the discarder; 明杠 (added kong) 1 from each other player; 暗杠
    (concealed kong) 2 from each. The winner's own kongs come from the hand; other players' kongs from the
    option `other_kongs` (e.g. `["W ankan", "N kan E"]`). 杠跟底分 multiplies the winner's kong points by the
    pattern multiplier; 马跟杠 doubles a player's kong points per own horse hit; 流局杠算分 settles kongs at a
    drawn hand.
    """),
    code("""
    r = mj.score("234m1m ankan:1111z kakan:9999p kan:5555s +1m", "huilai", win_by="self_draw",
                 options={"kong_from": {"5s": "N"}, "other_kongs": ["W ankan"]})
    r.payments_frame()
    """),
    code("""
    from mjlearn.rules.huilai import settle_draw
    lines, draw_net = settle_draw(["E ankan", "S kan W"], {"draw_kong_points": True})
    net(draw_net)
    """),
    md(both="""
    ### Protections, 总分加倍 and 通炮

    * 十三幺听牌保护 (HL-O14): a loser ready for 十三幺 pays nothing; 10倍听牌免分 (HL-O15): a loser whose ready
      hand could win 10× or more pays nothing. Give losers' hands with `ready_hands`.
    * 总分加X倍 (HL-O16): every score × (X + 1).
    * 通炮 (HL-A5): several players win on one discard; horses are counted for the **discarder's** seat.
    """),
    code("""
    h = "111m222p333s444m5s +5s"
    r = mj.score(h, "huilai", win_by="self_draw",
                 options={"thirteen_protect": True, "ready_hands": {"E": "19m19p19s1234567z"}})
    item_rows(r, "HL-O14")
    """),
    code("""
    net(r.payments)
    """),
    code("""
    from mjlearn.rules.huilai import settle_tongpao
    out = settle_tongpao({"S": "111m222p333s444m5s +5s", "N": "123m456p789s234m5s +5s"}, "W",
                         {"horses": 4, "horse_tiles": "3m7p1z2z"})
    net(out["payments"])
    """),
    md(both="""
    ## 5. 牌桌规则 Table procedures (HL-F, HL-K5, HL-K6)

    * 漏胡: pass a possible win and you may not win again in that go-around until you move tiles (draw, pung,
      kong). 漏碰: likewise for punging the same tile. 漏杠: choosing pung over kong on a discard, or not adding
      a drawn fourth, loses that kong for good; a concealed kong can always be made later.
    * 荒庄: the hand is drawn when the tiles left equal the horse tiles and nobody has won.
    * The winner deals next.
    """),
    code("""
    asked = [("漏胡后再胡？ win again after passing one", pr.may_win_after_pass(True)),
             ("漏胡、动过牌后再胡？ … after moving tiles", pr.may_win_after_pass(True, moved_since=True)),
             ("漏碰 5p 后碰 5p？ pung 5p after passing it", pr.may_pung_after_pass("5p", "5p")),
             ("碰了再杠？ kong later after punging a discard", pr.may_kong_later("pon_over_kan")),
             ("以后暗杠？ a concealed kong later", pr.may_kong_later("ankan")),
             ("抢加杠？ rob an added kong", pr.can_rob_kong("kakan")),
             ("抢暗杠？ rob a concealed kong", pr.can_rob_kong("ankan")),
             ("剩8张、8张马：荒庄？ 8 tiles left, 8 horses: drawn?", pr.is_drawn_hand(8, 8)),
             ("西家胡后谁坐庄？ who deals after West wins?", pr.next_dealer("E", "W"))]
    table([[q, SEAT.get(a, "是 yes" if a is True else "否 no" if a is False else a), why] for q, (a, why) in asked],
          columns=["问题 question", "答案 answer", "理由 why"])
    """),
    md(both="""
    ## 6. Interpretation notes

    The seed is short and sometimes ambiguous; these are the readings mjlearn uses (each result also lists
    the notes it relied on):
    """),
    code("""
    import re
    from mjlearn.i18n import catalogue

    def blank(template):
        # a note's {fields} are filled in per hand; here they read "…"
        return re.sub(r"\\{\\w+\\}", "…", template)

    table([[blank(zh), blank(en)] for key, (zh, en) in catalogue().items() if key.startswith("hl.note.")],
          columns=["说明", "note"])
    """),
]


NOTEBOOK = Notebook('04_huilai.ipynb', 'c04', cells)
