"""Source of notebooks/{zh,en}/07_table_procedures.ipynb (07 · table procedures); build with ``scripts/notebooks/build.py 07``."""
from _nb import Notebook, code, md

NB07 = [
    md(both="""
    # 07 · 牌桌流程 Table procedures — a classroom walkthrough

    Scoring is only half of a game.  This notebook walks a class through what happens **at the table**:

    * **Mawan 马湾算胡** (spec `mawan.md` MW-G): dice and the wall break, the rotation of a 风 and 连庄,
      claim priority, the 破盆 penalty cycle, 脱裤子;
    * **Huilai 惠来** (`huilai.md` HL-K2, HL-K5, HL-K6, HL-F): horses 奖马, the draw 荒庄, the dealer, 漏胡 / 漏碰 /
      漏杠 and robbing a kong;
    * **Jinzhou 锦州** (`jinzhou.md` JZ-F): the end of the wall — 分张 and 黄庄 — and 跟庄.

    Every step is a call to the ruleset's `procedures` module, so the same functions drive exercises.
    Random rolls and shuffles use a fixed seed: everyone in the class sees the same table.
    """),
    code("""
    import random
    from html import escape
    import mjlearn as mj
    from IPython.display import HTML, display
    from mjlearn.render import Html, table_html, tiles_html
    from mjlearn.rules.mawan import procedures as mawan
    from mjlearn.rules.huilai import procedures as huilai
    from mjlearn.rules.jinzhou import procedures as jinzhou

    mj.set_language(LANG)

    def show(html):
        display(HTML(html))

    SEAT = {"E": "东 East", "S": "南 South", "W": "西 West", "N": "北 North"}

    def table(columns, rows):
        # a left-aligned HTML table in the house style
        show(table_html(columns, rows, css=True))

    def say(*lines):
        # sentences from the library, one paragraph each
        show("".join(f"<p>{escape(str(line))}</p>" for line in lines))

    def tiles(x):
        # tiles drawn small, as one table cell
        return Html(tiles_html(x, size=24, css=False))

    def yes(flag):
        return "是 yes" if flag else "否 no"

    CLAIM = {"win": "胡 win", "kan": "杠 kong", "pon": "碰 pung", "chi": "吃 chow"}

    def asked(question, decision):
        # the Huilai procedure functions answer (allowed or the new seat, why): one table row
        answer, why = decision
        return [question, SEAT.get(answer, answer), why]

    ASKED = ["问题 question", "答案 answer", "理由 why"]
    """),
    md(both="""
    ## Part 1 · 马湾算胡 Mawan

    ### 1.1 掷骰开墩 Dice and the wall break (MW-G1)

    Seats are named by their wind.  Play goes **counterclockwise** E → S → W → N: the right-hand player is next
    (下家).  The dealer (庄家) rolls two dice first; the total picks a player counted from the roller:
    1/5/9 **守** (self), 2/6/10 **顺** (next, right-hand), 3/7/11 **对** (opposite), 4/8/12 **反** (left).
    """),
    code("""
    table(["点数 total", "方向 direction", "东家掷，选中 East rolls, picks"],
          [[total, mawan.dice_direction(total), SEAT[mawan.direction_seat("E", total)]] for total in range(2, 13)])
    """),
    md(both="""
    The picked player rolls again; **both totals added** give the stack (墩) where the wall is broken, counted
    in the second roller's wall (17 stacks of 2 per player, 4 × 17 × 2 = 136 tiles, MW-G2).  Let the class roll:
    """),
    code("""
    rng = random.Random(2024)                     # a fixed seed: the same rolls every time
    first = rng.randint(1, 6) + rng.randint(1, 6)
    second = rng.randint(1, 6) + rng.randint(1, 6)
    wb = mawan.wall_break("E", first, second)
    table(["第一次 first roll", "方向 direction", "第二次 second roll", "开墩 the wall breaks at"],
          [[f"{SEAT[wb.first_roller]}: {wb.first_roll}", wb.direction, f"{SEAT[wb.second_roller]}: {wb.second_roll}",
            f"{SEAT[wb.wall]}, 第 {wb.stack} 墩 stack {wb.stack}"]])
    say(wb.text)
    """),
    md(both="""
    A sum above 17 runs past the end of that wall into the next one (an *interpretation*: the seed only says the
    break is in front of the second roller):
    """),
    code("""
    wb = mawan.wall_break("E", 11, 12)
    say(wb.text)
    table(["开墩 wall", "墩 stack", "牌墙 tiles in the wall", "每家墩数 stacks per player"],
          [[SEAT[wb.wall], wb.stack, mawan.WALL_TILES, mawan.STACKS_PER_PLAYER]])
    """),
    md(both="""
    ### 1.2 一风十六盘 Rotation and 连庄 (MW-G3)

    One 风 is 16 hands named 东东, 东南 … 北北 — the round wind first, then the small marker (the dealer's seat).
    A **winning dealer stays dealer** (连庄 / 挽庄) and the hand's name repeats; otherwise the deal passes on.
    """),
    code("""
    names = mawan.feng_hands()   # 16 hands, four per round wind
    table(["圈风 round", "第1盘 1st", "第2盘 2nd", "第3盘 3rd", "第4盘 4th"],
          [[SEAT[seat]] + names[4 * i:4 * i + 4] for i, seat in enumerate("ESWN")])
    """),
    code("""
    rot = mawan.Rotation()
    rows = []
    for dealer_won in (False, True, True, False, False, False, True, False):
        before, dealer = rot.name, rot.dealer
        after = rot.after_hand(dealer_won)
        rows.append([before, SEAT[dealer], "庄家胡 → 连庄 dealer wins, again" if dealer_won else "庄家没胡 → 下一家 next",
                     after])
    table(["这盘 hand", "庄家 dealer", "结果 outcome", "下一盘 next hand"], rows)
    """),
    md(both="""
    ### 1.3 一炮单响 One winner per discard (MW-A5, MW-G4)

    When several players claim the same discard, a **win** beats a pung or kong, which beats a chow; among several
    wins the first counting counterclockwise **from the dealer** takes it.
    """),
    code("""
    table(["庄家 dealer", "优先顺序 priority"], [[SEAT["E"], " → ".join(SEAT[s] for s in mawan.priority_order("E"))]])
    rows = []
    for dealer, claims, discarder in (("E", {"W": "pon", "N": "win"}, "S"), ("E", {"N": "win", "W": "win"}, "S"),
                                      ("S", {"N": "win", "W": "win"}, "E")):
        seat, claim = mawan.resolve_claims(dealer, claims, discarder=discarder)
        rows.append([SEAT[dealer], SEAT[discarder], ", ".join(f"{SEAT[s]} {CLAIM[c]}" for s, c in claims.items()),
                     f"{SEAT[seat]} {CLAIM[claim]}"])
    table(["庄家 dealer", "打出 discarder", "叫牌 claims", "得牌 goes to"], rows)
    """),
    md(both="""
    ### 1.4 破盆 The pot-breaking cycle (MW-G5)

    破盆 is a **three-hand penalty cycle**, started when someone calls pung and then does not take it (that hand
    is hand 1), or by a player who "breaks the pot".  The fine doubles each hand: **F, 2F, 4F** with F = 3 × 底
    by default.  A winner who **knocked** (敲牌) collects the fine and ends the cycle; a winner who forgot to
    knock pays the fine and the cycle goes on; after hand 3 it ends anyway (烧死).
    """),
    code("""
    POT = ["胡牌 winner", "敲牌 knocked", "这一盘 what happens", "破盆结束 cycle over"]
    pot = mawan.PotCycle(base=1, pot_fine=3, how="pon")
    say(pot.start_text())
    rows = []
    for winner, knocked in (("S", False), (None, False), ("W", True)):
        event = pot.play(winner, knocked)
        rows.append([SEAT.get(winner, "—"), yes(knocked) if winner else "—", event.text, yes(pot.over)])
    table(POT, rows)
    """),
    code("""
    pot = mawan.PotCycle(base=1, how="break", starter="N")
    say(pot.start_text())
    rows = []
    for winner, knocked in (("E", False), ("S", False), ("N", False)):
        event = pot.play(winner, knocked)
        rows.append([SEAT.get(winner, "—"), yes(knocked) if winner else "—", event.text, yes(pot.over)])
    table(POT, rows)
    """),
    md(both="""
    ### 1.5 脱裤子 Swapping a chow (MW-G6)

    Claiming a chow that only shifts a chow you already hold by one (holding `456m`, claiming to make `345m`) is
    脱裤子: the player becomes **liable** (包胡): if another player then wins, the liable player pays all three
    shares instead of each paying its own (`mawan.md` 包胡; context field `liable`).
    """),
    code("""
    table(["手里的顺子 held", "吃成 claimed into", "脱裤子？"],
          [[tiles(held), tiles(claimed), yes(mawan.is_tuo_kuzi(held, claimed))]
           for held, claimed in (("456m", "345m"), ("456m", "567m"), ("456m", "456p"), ("123s", "456s"))])
    say(mawan.tuo_kuzi_text("456m", "345m"))
    """),
    md(both="""
    Say West did that and South then wins seven pairs (110 台 at the default stake "11", 11 元 a share): West
    pays all three shares.
    """),
    code("""
    res = mj.score("1122m3344p5566s7z +7z", "mawan", liable="W")
    res.payments_frame()
    """),
    md(both="""
    ## Part 2 · 惠来 Huilai

    ### 2.1 奖马 Horses (HL-O08, HL-K2)

    With horses on, 2, 4, 6 or 8 tiles are set aside from the **end** of the wall.  After a win they are turned;
    each horse **hits** a seat counted from the dealer (4 players: 1 5 9 东 中 → dealer; 2 6 南 发 → next;
    3 7 西 白 → opposite; 4 8 北 → previous).  Only the **winner's** hits score.
    """),
    code("""
    wall = [k for k in range(34) for _ in range(4)]
    random.Random(7).shuffle(wall)                 # a fixed seed: the same wall every time
    horses = huilai.draw_horses(wall, 4)
    table(["马 horse", "", "中 hits"],
          [[Html(tiles_html(tile, size=26, css=False)), mj.tile_zh(mj.parse_tile(tile)), SEAT[seat]]
           for tile, seat in huilai.reveal(horses, dealer="E")])
    """),
    md(both="""
    Scoring a win with these horses: the winner's hits are paid, 2 points each (HL-K2), by every payer of the
    hand score.  Here **North** — hit by two horses — wins 七小对 on a discard from West (North's previous player):
    2 × 3 = 6 for the hand and 2 hits × 2 = 4 for the horses, 10 in all from West.
    """),
    code("""
    res = mj.score("1122m3344p5566s7z +7z", "huilai", seat="N",
                   options={"horses": 4, "horse_tiles": "".join(mj.tile_str(k) for k in horses)})
    res.items_frame()
    """),
    code("""
    res.payments_frame()
    """),
    md(both="""
    ### 2.2 荒庄 The draw and the dealer (HL-K5, HL-K6)

    The hand is drawn (荒庄) when the undrawn tiles left equal the number of horse tiles and nobody has won.
    After a win the **winner deals** next.
    """),
    code("""
    table(ASKED, [asked(f"荒庄？ drawn? {left} tiles left, 4 horses", huilai.is_drawn_hand(tiles_left=left, horses=4))
                  for left in (6, 4)]
          + [asked("下一庄 next dealer: West won", huilai.next_dealer("E", winner="W")),
             asked("下一庄 next dealer: nobody won", huilai.next_dealer("E", winner=None))])
    """),
    md(both="""
    ### 2.3 漏胡 · 漏碰 · 漏杠 · 抢杠 Passing a chance (HL-F1 … HL-F4)

    Passing up a win or a pung has consequences until you next move tiles; a kong passed up may be gone for good;
    only an added kong can be robbed.
    """),
    code("""
    table(ASKED,
          [asked("漏胡后再胡？ win after passing one, same go-around, no move since",
                 huilai.may_win_after_pass(passed_win=True, same_go_around=True, moved_since=False)),
           asked("漏胡后再胡？ win after passing one, tiles moved since",
                 huilai.may_win_after_pass(passed_win=True, same_go_around=True, moved_since=True)),
           asked("漏碰 5p 后碰 5p？ pung 5p after passing 5p", huilai.may_pung_after_pass("5p", "5p")),
           asked("漏碰 5p 后碰 7s？ pung 7s after passing 5p", huilai.may_pung_after_pass("5p", "7s"))]
          + [asked(f"以后再杠？ kong later: {situation}", huilai.may_kong_later(situation))
             for situation in ("pon_over_kan", "kakan_not_added", "ankan")]
          + [asked(f"抢杠？ rob a {kind}", huilai.can_rob_kong(kind)) for kind in ("kakan", "kan", "ankan")])
    """),
    md(both="""
    ## Part 3 · 锦州 Jinzhou

    ### 3.1 分张 and 黄庄 The end of the wall (JZ-F1)

    Jinzhou plays with 112 tiles.  The last four 落 (8 tiles) are never drawn; the **4 tiles before them are
    分张**: dealt one to each player in turn.  A self-drawn win on a 分张 tile is 海底捞月; if nobody wins then,
    the hand is **黄庄** (a draw).  This follows the seed's detailed 注意 (an *interpretation*: the seed also
    mentions 16 tiles; option `dead_wall=16`).
    """),
    code("""
    PHASE = {"play": "摸牌 play", "fen_zhang": "分张 last four", "exhausted": "摸完 wall done"}
    table(["剩余 tiles left", "阶段 phase", "说明 what happens"],
          [[left, PHASE[jinzhou.wall_phase(left).phase], jinzhou.wall_phase(left).text] for left in (20, 12, 10, 8)])
    say(jinzhou.wall_phase(12).note.text)
    """),
    code("""
    table(["分张 tile", "给 goes to"], [[i, SEAT[s]] for i, s in enumerate(jinzhou.fen_zhang_order("S"), 1)])
    """),
    md(both="""
    On 黄庄 the **dealer pays 4 to each other player** and deals again, however many draws in a row (JZ-F1, JZ-F3):
    """),
    code("""
    draw = jinzhou.huangzhuang("E")
    table(["座位 seat", "分 points", ""],
          [[SEAT[s], f"{v:+g}", "下一庄 next dealer" if s == draw.next_dealer else ""] for s, v in draw.payments.items()])
    """),
    code("""
    rows = []
    for winner in (None, "W"):
        seat, why, note = jinzhou.next_dealer("E", winner)
        rows.append([SEAT.get(winner, "— 黄庄 drawn"), SEAT[seat], why])
    table(["胡牌 winner", "下一庄 next dealer", "理由 why"], rows)
    """),
    md(both="""
    ### 3.2 跟庄 Following the dealer (JZ-F2)

    If in the first go-around the other three players each discard **the same tile as the dealer's first
    discard**, the dealer pays each of them 4; if it happens again in the next go-around 8, then 16 …, as long as
    it runs unbroken from the first.  A 红中 跟庄 doubles that go-around's amount.
    """),
    code("""
    rounds = [["5m", "5m", "5m", "5m"], ["7z", "7z", "7z", "7z"], ["9s", "9s", "9s", "9s"], ["1p", "1p", "2p", "1p"]]
    follow = jinzhou.follow_dealer(rounds, dealer="E")
    table(["编号 code", "数值 value", "单位 unit", "理由 reason"],
          [[item.code, item.value, item.unit, item.reason] for item in follow.items])
    table(["座位 seat", "合计 net (分)"], [[SEAT[s], f"{v:+g}"] for s, v in follow.payments.items()])
    """),
    md(both="""
    Check by hand: go-around 1 pays 4, go-around 2 (红中) pays 8 × 2 = 16, go-around 3 pays 16, go-around 4 is
    broken — so the dealer pays each other player 4 + 16 + 16 = 36, 3 × 36 = 108 in all.

    ## Next

    * **03 / 04 / 05** — the scoring tutorials; **10 / 11 / 12** — exercises, including table procedures.
    """),
]

NOTEBOOK = Notebook('07_table_procedures.ipynb', 'c07', NB07)
