"""Source of notebooks/{zh,en}/07_table_procedures.ipynb (table procedures of the three rulesets); build with
``scripts/notebooks/build.py 07``."""
from _nb import Notebook, code, md
from _notes import with_notes

NB07 = [
    md(zh="""
    # 07 · 牌桌流程：课堂演示

    算分只是一局牌的一半。这一本带全班看看**牌桌上**发生的事：

    * **马湾算胡**（MW-G）：掷骰子开墩，一风里的轮庄和连庄，叫牌的先后，破盆罚分，脱裤子；
    * **惠来**（HL-K2、HL-K5、HL-K6、HL-F）：奖马，荒庄，谁坐庄，漏胡、漏碰、漏杠和抢杠胡；
    * **锦州**（JZ-F）：牌墙摸到最后的分张和黄庄，还有跟庄。

    每一步都是调用该规则的 `procedures` 模块，练习用的也是同一套函数。掷骰子和洗牌都固定好了：全班看到的是同一张牌桌。
    """, en="""
    # 07 · Table procedures: a classroom walkthrough

    Scoring is only half of a game.  This notebook walks a class through what happens **at the table**:

    * **Mawan** (马湾算胡, MW-G): dice and the wall break, the rotation of a 风 (a session of sixteen hands) and
      连庄 (dealer repeat), claim priority, the 破盆 penalty cycle, 脱裤子 (swapping a chow);
    * **Huilai** (惠来; HL-K2, HL-K5, HL-K6, HL-F): horses (奖马), the draw (荒庄), the dealer, 漏胡 / 漏碰 / 漏杠
      (passed chances) and robbing a kong;
    * **Jinzhou** (锦州, JZ-F): the end of the wall (分张 and 黄庄) and 跟庄 (following the dealer).

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

    from mjlearn.i18n import Text

    mj.set_language(LANG)   # 显示语言："zh" 中文，"en" 英文，"both" 中英对照 || "zh", "en" or "both"

    def show(html):
        display(HTML(html))

    def t(zh, en):
        # 按笔记本的语言选标签 || a label in the notebook's language
        return str(Text(zh, en))

    SEAT = {"E": t("东", "East"), "S": t("南", "South"), "W": t("西", "West"), "N": t("北", "North")}

    def table(columns, rows):
        # 左对齐的 HTML 表格，全课统一的样式 || a left-aligned HTML table in the house style
        show(table_html(columns, rows, css=True))

    def say(*lines):
        # 程序库给出的句子，一句一段 || sentences from the library, one paragraph each
        show("".join(f"<p>{escape(str(line))}</p>" for line in lines))

    def tiles(x):
        # 小号牌图，放进表格的一格 || tiles drawn small, as one table cell
        return Html(tiles_html(x, size=24, css=False))

    def yes(flag):
        return t("是", "yes") if flag else t("否", "no")

    CLAIM = {"win": t("胡", "win"), "kan": t("杠", "kong"), "pon": t("碰", "pung"), "chi": t("吃", "chow")}

    def asked(question, decision):
        # 惠来牌桌流程函数的回答（行不行，或者新座位，还有原因）：表格的一行 || the Huilai procedure functions answer (allowed or the new seat, why): one table row
        answer, why = decision
        return [question, SEAT.get(answer, answer), why]

    ASKED = [t("问题", "question"), t("答案", "answer"), t("理由", "why")]
    """),
    md(zh="""
    ## 第一部分 · 马湾算胡

    ### 1.1 掷骰开墩（MW-G1）

    座位按风来叫。出牌按**逆时针**东、南、西、北走：右手边的一家是下家。庄家先掷两颗骰子，点数从掷骰子的人数起选中一家：
    1、5、9 是**守**（自己），2、6、10 是**顺**（下家），3、7、11 是**对**（对家），4、8、12 是**反**（上家）。
    """, en="""
    ## Part 1 · Mawan (马湾算胡)

    ### 1.1 Dice and the wall break (掷骰开墩, MW-G1)

    Seats are named by their wind.  Play goes **counterclockwise** E → S → W → N: the right-hand player is next
    (下家).  The dealer (庄家) rolls two dice first; the total picks a player counted from the roller:
    1/5/9 **守** (self), 2/6/10 **顺** (next, right-hand), 3/7/11 **对** (opposite), 4/8/12 **反** (left).
    """),
    code("""
    table([t("点数", "total"), t("方向", "direction"), t("东家掷，选中", "East rolls, picks")],
          [[total, mawan.dice_direction(total), SEAT[mawan.direction_seat("E", total)]] for total in range(2, 13)])
    """),
    md(zh="""
    被选中的人再掷一次；**两次点数加起来**就是在第二个掷骰子的人面前那道牌墙上开墩的位置（每家十七墩、每墩两张，
    4 × 17 × 2 = 136 张，MW-G2）。让全班来掷：
    """, en="""
    The picked player rolls again; **both totals added** give the stack (墩) where the wall is broken, counted
    in the second roller's wall (17 stacks of 2 per player, 4 × 17 × 2 = 136 tiles, MW-G2).  Let the class roll:
    """),
    code("""
    rng = random.Random(2024)                     # 随机数固定下来：每次掷出的点数都一样 || a fixed seed: the same rolls every time
    first = rng.randint(1, 6) + rng.randint(1, 6)
    second = rng.randint(1, 6) + rng.randint(1, 6)
    wb = mawan.wall_break("E", first, second)
    table([t("第一次", "first roll"), t("方向", "direction"), t("第二次", "second roll"), t("在哪里开墩", "the wall breaks at")],
          [[f"{SEAT[wb.first_roller]}: {wb.first_roll}", wb.direction, f"{SEAT[wb.second_roller]}: {wb.second_roll}",
            f"{SEAT[wb.wall]}" + t(f"，第 {wb.stack} 墩", f", stack {wb.stack}")]])
    say(wb.text)
    """),
    md(zh="""
    加起来超过十七，就数过这道墙的尽头，数到下一道墙上（这是一种解读：原文只说在第二个掷骰子的人面前开墩）：
    """, en="""
    A sum above 17 runs past the end of that wall into the next one (an *interpretation*: the rule text only
    says the break is in front of the second roller):
    """),
    code("""
    wb = mawan.wall_break("E", 11, 12)
    say(wb.text)
    table([t("开墩的牌墙", "wall"), t("墩", "stack"), t("牌墙张数", "tiles in the wall"), t("每家墩数", "stacks per player")],
          [[SEAT[wb.wall], wb.stack, mawan.WALL_TILES, mawan.STACKS_PER_PLAYER]])
    """),
    md(zh="""
    ### 1.2 一风十六盘：轮庄和连庄（MW-G3）

    一风十六盘，叫东东、东南……北北：前一个字是圈风，后一个字是小标记（庄家的座位）。**庄家胡了就接着坐庄**（连庄，
    原文叫挽装），盘名重复；否则庄传给下一家。
    """, en="""
    ### 1.2 Rotation and 连庄 (一风十六盘, MW-G3)

    One 风 (session) is 16 hands named 东东, 东南 … 北北: the round wind first, then the small marker (the
    dealer's seat).  A **winning dealer stays dealer** (连庄; the rule text writes 挽装) and the hand's name
    repeats; otherwise the deal passes on.
    """),
    code("""
    names = mawan.feng_hands()   # 十六手牌，每个圈风四手 || 16 hands, four per round wind
    table([t("圈风", "round"), t("第1盘", "1st"), t("第2盘", "2nd"), t("第3盘", "3rd"), t("第4盘", "4th")],
          [[SEAT[seat]] + names[4 * i:4 * i + 4] for i, seat in enumerate("ESWN")])
    """),
    code("""
    rot = mawan.Rotation()
    rows = []
    for dealer_won in (False, True, True, False, False, False, True, False):
        before, dealer = rot.name, rot.dealer
        after = rot.after_hand(dealer_won)
        rows.append([before, SEAT[dealer], t("庄家胡 → 连庄", "dealer wins, deals again") if dealer_won else t("庄家没胡 → 下一家", "dealer did not win: next"),
                     after])
    table([t("这一盘", "hand"), t("庄家", "dealer"), t("结果", "outcome"), t("下一盘", "next hand")], rows)
    """),
    md(zh="""
    ### 1.3 一炮单响（MW-A5，MW-G4）

    几家同时要同一张牌时，**胡**优先于碰、杠，碰、杠优先于吃；几家都要胡，从**庄家**起按逆时针数，先数到的那家得。
    """, en="""
    ### 1.3 One winner per discard (一炮单响; MW-A5, MW-G4)

    When several players claim the same discard, a **win** beats a pung or kong, which beats a chow; among several
    wins the first counting counterclockwise **from the dealer** takes it.
    """),
    code("""
    table([t("庄家", "dealer"), t("优先顺序", "priority")], [[SEAT["E"], " → ".join(SEAT[s] for s in mawan.priority_order("E"))]])
    rows = []
    for dealer, claims, discarder in (("E", {"W": "pon", "N": "win"}, "S"), ("E", {"N": "win", "W": "win"}, "S"),
                                      ("S", {"N": "win", "W": "win"}, "E")):
        seat, claim = mawan.resolve_claims(dealer, claims, discarder=discarder)
        rows.append([SEAT[dealer], SEAT[discarder], ", ".join(f"{SEAT[s]} {CLAIM[c]}" for s, c in claims.items()),
                     f"{SEAT[seat]} {CLAIM[claim]}"])
    table([t("庄家", "dealer"), t("打出牌的人", "discarder"), t("叫牌", "claims"), t("谁得牌", "goes to")], rows)
    """),
    md(zh="""
    ### 1.4 破盆（MW-G5）

    破盆是一个**连着三盘的罚分**：有人叫了碰又不要（这一盘算第一盘），或者有人“破盆”，就开始。罚分每盘翻倍：
    **F、2F、4F**，默认 F 是三倍的底。胡牌的人**敲过牌**就收罚分，破盆结束；胡牌的人忘了敲牌，要付罚分，破盆继续；
    第三盘以后无论如何都结束（烧死）。
    """, en="""
    ### 1.4 破盆 The pot-breaking cycle (MW-G5)

    破盆 is a **three-hand penalty cycle**, started when someone calls pung and then does not take it (that hand
    is hand 1), or by a player who "breaks the pot".  The fine doubles each hand: **F, 2F, 4F** with F = 3 × 底
    (the base) by default.  A winner who **knocked** (敲牌) collects the fine and ends the cycle; a winner who
    forgot to knock pays the fine and the cycle goes on; after hand 3 it ends anyway (烧死).
    """),
    code("""
    POT = [t("谁胡", "winner"), t("敲牌了吗", "knocked"), t("这一盘", "what happens"), t("破盆结束了吗", "cycle over")]
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
    md(zh="""
    ### 1.5 脱裤子（MW-G6）

    吃一张牌，只是把手里已有的顺子挪一格（手里有四五六万，又吃成三四五万），就是脱裤子：这一家要**包胡**：之后别人胡了，
    由这一家替三家付，而不是各付各的（马湾的包胡；牌局情况里的 `liable` 一项）。
    """, en="""
    ### 1.5 脱裤子 Swapping a chow (MW-G6)

    Claiming a chow that only shifts a chow you already hold by one (holding `456m`, claiming to make `345m`) is
    脱裤子: the player becomes **liable** (包胡): if another player then wins, the liable player pays all three
    shares instead of each paying its own (Mawan's 包胡; context field `liable`).
    """),
    code("""
    table([t("手里的顺子", "held"), t("吃成", "claimed into"), t("脱裤子？", "脱裤子?")],
          [[tiles(held), tiles(claimed), yes(mawan.is_tuo_kuzi(held, claimed))]
           for held, claimed in (("456m", "345m"), ("456m", "567m"), ("456m", "456p"), ("123s", "456s"))])
    say(mawan.tuo_kuzi_text("456m", "345m"))
    """),
    md(zh="""
    比如西家这样做了，接着南家胡七对（默认筹码“11”下 110 台，每份 11 元）：三份都由西家付。
    """, en="""
    Say West did that and South then wins seven pairs (110 台 at the default stake "11", 11 元 a share): West
    pays all three shares.
    """),
    code("""
    res = mj.score("1122m3344p5566s7z +7z", "mawan", liable="W")
    res.payments_frame()
    """),
    md(zh="""
    ## 第二部分 · 惠来

    ### 2.1 奖马（HL-O08，HL-K2）

    打奖马时，从牌墙**最后**留出二、四、六或八张。有人胡牌后翻开；每张马按牌面从庄家数起**中**一家（四人：一五九、东风、
    红中中庄家；二六、南风、发财中下家；三七、西风、白板中对家；四八、北风中上家）。只算**胡牌那一家**中的马。
    """, en="""
    ## Part 2 · Huilai (惠来)

    ### 2.1 Horses (奖马; HL-O08, HL-K2)

    With horses on, 2, 4, 6 or 8 tiles are set aside from the **end** of the wall.  After a win they are turned;
    each horse **hits** a seat counted from the dealer (4 players: 1 5 9 East Red → dealer; 2 6 South Green →
    next; 3 7 West White → opposite; 4 8 North → previous).  Only the **winner's** hits score.
    """),
    code("""
    wall = [k for k in range(34) for _ in range(4)]
    random.Random(7).shuffle(wall)                 # 随机数固定下来：每次的牌墙都一样 || a fixed seed: the same wall every time
    horses = huilai.draw_horses(wall, 4)
    table([t("马牌", "horse"), "", t("中哪一家", "hits")],
          [[Html(tiles_html(tile, size=26, css=False)), mj.tile_zh(mj.parse_tile(tile)), SEAT[seat]]
           for tile, seat in huilai.reveal(horses, dealer="E")])
    """),
    md(zh="""
    用这几张马算一手胡牌：胡牌那一家中的马，每匹 2 分（HL-K2），每个付底分的人都要付。这里中了两匹马的**北家**胡西家
    （北家的上家）点炮打出的牌，七小对：牌 2 × 3 = 6 分，马 2 匹 × 2 = 4 分，西家一共付 10 分。
    """, en="""
    Scoring a win with these horses: the winner's hits are paid, 2 points each (HL-K2), by every payer of the
    hand score.  Here **North**, hit by two horses, wins 七小对 (seven pairs) on a discard from West (North's
    previous player): 2 × 3 = 6 for the hand and 2 hits × 2 = 4 for the horses, 10 in all from West.
    """),
    code("""
    res = mj.score("1122m3344p5566s7z +7z", "huilai", seat="N",
                   options={"horses": 4, "horse_tiles": "".join(mj.tile_str(k) for k in horses)})
    res.items_frame()
    """),
    code("""
    res.payments_frame()
    """),
    md(zh="""
    ### 2.2 荒庄和庄家（HL-K5，HL-K6）

    没摸的牌剩下和马牌一样多、还没有人胡，这一局就荒庄。有人胡牌后，**胡牌的人**坐下一局的庄。
    """, en="""
    ### 2.2 The draw (荒庄) and the dealer (HL-K5, HL-K6)

    The hand is drawn (荒庄) when the undrawn tiles left equal the number of horse tiles and nobody has won.
    After a win the **winner deals** next.
    """),
    code("""
    table(ASKED, [asked(t(f"剩 {left} 张、4 张马：荒庄吗？", f"drawn? {left} tiles left, 4 horses"),
                        huilai.is_drawn_hand(tiles_left=left, horses=4))
                  for left in (6, 4)]
          + [asked(t("西家胡了，下一局谁坐庄？", "next dealer: West won"), huilai.next_dealer("E", winner="W")),
             asked(t("没人胡，下一局谁坐庄？", "next dealer: nobody won"), huilai.next_dealer("E", winner=None))])
    """),
    md(zh="""
    ### 2.3 漏胡、漏碰、漏杠、抢杠胡（HL-F1 到 HL-F4）

    能胡不胡、能碰不碰，到下次动牌之前都有后果；能杠不杠，这个杠可能就永远没了；只有碰杠（明杠）可以被抢。
    """, en="""
    ### 2.3 Passing a chance: 漏胡 · 漏碰 · 漏杠 · 抢杠 (HL-F1 … HL-F4)

    Passing up a win or a pung has consequences until you next move tiles; a kong passed up may be gone for good;
    only an added kong (明杠, 碰杠) can be robbed.
    """),
    code("""
    table(ASKED,
          [asked(t("漏胡后同一圈、没动过牌，还能胡吗？", "win after passing one, same go-around, no move since"),
                 huilai.may_win_after_pass(passed_win=True, same_go_around=True, moved_since=False)),
           asked(t("漏胡后动过牌，还能胡吗？", "win after passing one, tiles moved since"),
                 huilai.may_win_after_pass(passed_win=True, same_go_around=True, moved_since=True)),
           asked(t("漏碰五筒后，还能碰五筒吗？", "pung 5p after passing 5p"), huilai.may_pung_after_pass("5p", "5p")),
           asked(t("漏碰五筒后，能碰七条吗？", "pung 7s after passing 5p"), huilai.may_pung_after_pass("5p", "7s"))]
          + [asked(t(f"以后还能杠吗：{situation}", f"kong later: {situation}"), huilai.may_kong_later(situation))
             for situation in ("pon_over_kan", "kakan_not_added", "ankan")]
          + [asked(t(f"能抢杠吗：{kind}", f"rob a {kind}"), huilai.can_rob_kong(kind)) for kind in ("kakan", "kan", "ankan")])
    """),
    md(zh="""
    ## 第三部分 · 锦州

    ### 3.1 分张和黄庄：牌墙的最后（JZ-F1）

    锦州用一百一十二张牌。最后四落（八张）永远不摸；**它们前面的四张是分张**：按顺序每家分一张。分张时自摸是海底捞月；
    这时还没有人胡，这一局就**黄庄**。这里按原文详细的“注意”一段来算（这是一种解读：原文另一处还说十六张；选项
    `dead_wall=16`）。
    """, en="""
    ## Part 3 · Jinzhou (锦州)

    ### 3.1 The end of the wall: 分张 and 黄庄 (JZ-F1)

    Jinzhou plays with 112 tiles.  The last four 落 (stacks, 8 tiles) are never drawn; the **4 tiles before them
    are 分张**: dealt one to each player in turn.  A self-drawn win on a 分张 tile is 海底捞月; if nobody wins
    then, the hand is **黄庄** (a draw).  This follows the rule text's detailed 注意 ("note"; an
    *interpretation*: the rule text also mentions 16 tiles; option `dead_wall=16`).
    """),
    code("""
    PHASE = {"play": t("摸牌", "play"), "fen_zhang": t("分张", "last four (分张)"), "exhausted": t("摸完了", "wall done")}
    table([t("剩几张", "tiles left"), t("阶段", "phase"), t("会怎样", "what happens")],
          [[left, PHASE[jinzhou.wall_phase(left).phase], jinzhou.wall_phase(left).text] for left in (20, 12, 10, 8)])
    say(jinzhou.wall_phase(12).note.text)
    """),
    code("""
    table([t("分张", "分张 tile"), t("给谁", "goes to")], [[i, SEAT[s]] for i, s in enumerate(jinzhou.fen_zhang_order("S"), 1)])
    """),
    md(zh="""
    黄庄时**庄家付另外每家 4 分**，接着坐庄，连着黄庄几次都一样（JZ-F1、JZ-F3）：
    """, en="""
    On 黄庄 the **dealer pays 4 to each other player** and deals again, however many draws in a row (JZ-F1,
    JZ-F3):
    """),
    code("""
    draw = jinzhou.huangzhuang("E")
    table([t("座位", "seat"), t("分", "points"), ""],
          [[SEAT[s], f"{v:+g}", t("下一局庄家", "next dealer") if s == draw.next_dealer else ""] for s, v in draw.payments.items()])
    """),
    code("""
    rows = []
    for winner in (None, "W"):
        seat, why, note = jinzhou.next_dealer("E", winner)
        rows.append([SEAT.get(winner, t("没人胡（黄庄）", "nobody: drawn (黄庄)")), SEAT[seat], why])
    table([t("谁胡", "winner"), t("下一局庄家", "next dealer"), t("理由", "why")], rows)
    """),
    md(zh="""
    ### 3.2 跟庄（JZ-F2）

    第一圈里另外三家打的第一张都**和庄家打的第一张一样**，庄家付每家 4 分；下一圈又是这样，付 8 分，再下一圈 16 分……
    只要从第一圈起一直没断。红中的跟庄，那一圈的分翻倍。
    """, en="""
    ### 3.2 Following the dealer (跟庄, JZ-F2)

    If in the first go-around the other three players each discard **the same tile as the dealer's first
    discard**, the dealer pays each of them 4; if it happens again in the next go-around 8, then 16 …, as long as
    it runs unbroken from the first.  A 红中 跟庄 doubles that go-around's amount.
    """),
    code("""
    rounds = [["5m", "5m", "5m", "5m"], ["7z", "7z", "7z", "7z"], ["9s", "9s", "9s", "9s"], ["1p", "1p", "2p", "1p"]]
    follow = jinzhou.follow_dealer(rounds, dealer="E")
    table([t("编号", "code"), t("数值", "value"), t("单位", "unit"), t("理由", "reason")],
          [[item.code, item.value, item.unit, item.reason] for item in follow.items])
    table([t("座位", "seat"), t("合计（分）", "net (分)")], [[SEAT[s], f"{v:+g}"] for s, v in follow.payments.items()])
    """),
    md(zh="""
    自己算一遍：第一圈付 4 分，第二圈（红中）付 8 × 2 = 16 分，第三圈付 16 分，第四圈断了。所以庄家付另外每家
    4 + 16 + 16 = 36 分，三家一共 108 分。

    ## 下一步

    * **03、04、05**：三种规则的算分讲解；**10、11、12**：练习，也有牌桌流程的题。
    """, en="""
    Check by hand: go-around 1 pays 4, go-around 2 (红中) pays 8 × 2 = 16, go-around 3 pays 16, go-around 4 is
    broken, so the dealer pays each other player 4 + 16 + 16 = 36, 3 × 36 = 108 in all.

    ## Next

    * **03 / 04 / 05**: the scoring tutorials; **10 / 11 / 12**: exercises, including table procedures.
    """),
]

NOTEBOOK = Notebook("07_table_procedures.ipynb", "c07", with_notes(NB07), deck=True)  # a slide deck (JupyterLab RISE)
