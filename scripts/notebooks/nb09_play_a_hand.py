"""Source of notebooks/{zh,en}/09_play_a_hand.ipynb (09 · 上桌打一手 / play a hand): play
against bots in each ruleset, review the hand, replay a shipped record (table.md).

Build from the repository root: ``.venv/bin/python scripts/notebooks/build.py 09``
"""
from _nb import Notebook, code, md
from _notes import with_notes

CELLS = [
    md(zh="""
    # 09 · 上桌打一手

    前面几课是一手牌摆好了再算分。真正打牌时，规则是一步一步发生的：谁能吃、谁能碰，一张牌几家都要胡时听谁的，
    什么时候可以抢杠，牌墙摸到哪里算流局，庄家跟庄要付多少，马怎么翻。

    这一课你坐到牌桌上，和三个机器人打一手，打完看复盘：你的每一张出牌和提示的选择放在一起，差在哪里、
    按哪条规则，一条一句话。最后重放几手示范牌，一步一步看关键的地方。
    """, en="""
    # 09 · Play a hand at the table

    So far a hand was laid out and then scored.  At a real table the rules happen in order: who may chow (吃) or
    pung (碰) a discard, whose win counts when several players want the same tile, when a kong can be robbed
    (抢杠), where the wall ends, what 跟庄 (following the dealer) costs the dealer, how the horses (马) fall.

    Here you sit at the table with three bots and play a hand.  Afterwards the review puts each of your discards
    beside the advice's choice — what it cost and which rule, in one line.  Then you replay a few instructive
    hands step by step.
    """, slide="slide"),
    code("""
    import mjlearn as mj
    from mjlearn import table
    from mjlearn.table import records
    from mjlearn.widgets import Table
    from mjlearn.widgets.table import review

    mj.set_language(LANG)
    """, zh="""
    import mjlearn as mj
    from mjlearn import table
    from mjlearn.table import records
    from mjlearn.widgets import Table
    from mjlearn.widgets.table import review

    mj.set_language(LANG)   # "zh"、"en" 或 "both"
    """),
    md(zh="""
    ## 1 · 锦州：和三个机器人打一手

    你坐东家，是庄家，先出牌。点一张牌就把它打出去；轮到你叫牌时，只出现这时能用的按钮（吃、岔、杠、过）。
    “胡”按钮一直在：现在不能胡时，点它会告诉你为什么（比如缺一门，JZ-L1）。“提示”按钮打开或关上打哪张的提示。

    键盘也能打：Tab 在按钮之间走，← → 在手牌之间走，回车或空格出牌。
    发牌编号相同，发的牌就相同：全班输入同一个编号，就打同一副牌。
    """, en="""
    ## 1 · Jinzhou: a hand against three bots

    You sit East and deal, so you discard first.  Click a tile to discard it; when a discard can be claimed, only
    the buttons legal at that moment appear (chow, 岔 pung, kong, pass).  The win button is always there: when a
    win is not legal it says why (a missing suit, JZ-L1, for example).  The hint button shows or hides what the
    advice would discard.

    Keyboard: Tab moves between buttons, ← → along your tiles, Enter or Space discards.  The same deal number
    gives the same deal: a class that types the same number plays the same hand.
    """),
    code("""
    Table("jinzhou", seed=7, advice=True)
    """),
    md(zh="""
    ## 2 · 惠来：买马，没有吃

    惠来不能吃牌（HL-A2），可以碰、杠。这里发牌时从牌墙尾留出 4 张马牌（HL-O08）；有人胡了才翻马，
    只算胡牌者中的马（HL-K2）。剩下的牌等于马牌数还没人胡，就是荒庄（HL-K6）。
    放过一次能胡的牌，在自己再摸牌之前不能胡（漏胡，HL-F1）；放过一次碰，同一张牌也不能再碰（漏碰，HL-F2）。
    """, en="""
    ## 2 · Huilai: horses, and no chow

    Huilai has no chow claims (HL-A2); pung and kong are allowed.  Four horse tiles are set aside from the end of
    the wall at the deal (HL-O08); they are turned only after a win, and only the winner's hits count (HL-K2).
    When the tiles left equal the horses and nobody has won, the hand is drawn (荒庄, HL-K6).  A player who passes a
    possible win may not win again until they draw (漏胡, HL-F1); passing a pung forbids punging that tile
    again until then (漏碰, HL-F2).
    """),
    code("""
    Table("huilai", seed=7, options={"horses": 4})
    """),
    md(zh="""
    ## 3 · 马湾：一炮单响

    马湾可以吃、碰、杠。一张牌几家都能胡时只算一家，从庄家起逆时针为序（MW-A5）；
    直杠（冲杠）和蓄杠都可以被抢杠（MW-A3），暗杠不能。
    """, en="""
    ## 3 · Mawan: one winner per discard

    Mawan allows chow, pung and kong.  When several players can win on one discard only one does, in order
    counterclockwise from the dealer (MW-A5); an exposed kong (直杠/冲杠) and an added kong (蓄杠) can be robbed
    (MW-A3), a concealed kong cannot.
    """),
    code("""
    Table("mawan", seed=7)
    """),
    md(zh="""
    ## 4 · 四个机器人打一手，看结果

    `table.play` 让四个机器人打完一手：`efficient` 按进张最多打（最快听牌），`value` 按期望得分打，
    `random` 随便打合规的牌。这里东家是 `random`，南、北是 `value`，西是 `efficient`。
    胡牌由 `mj.score` 判定、由它结算，付分加起来总是 0。
    """, en="""
    ## 4 · Four bots play a hand

    `table.play` lets four bots play a whole hand: `efficient` discards for the most accepted tiles (the fastest
    way to ready), `value` for the best expected value, `random` any legal tile.  A win is judged and settled by
    `mj.score`; the payments always sum to zero.  Here East is `random`, South and North `value`, West
    `efficient`.
    """),
    code("""
    g = table.play("jinzhou", seed=3, bots=("random", "value", "efficient", "value"))
    print(g.outcome.kind, g.outcome.win_by, g.payments)
    for e in g.events[-6:]:
        print(e.text, e.code)
    """, zh="""
    g = table.play("jinzhou", seed=3, bots=("random", "value", "efficient", "value"))
    print(g.outcome.kind, g.outcome.win_by, g.payments)   # 胡还是流局、怎么胡、每家输赢
    for e in g.events[-6:]:   # 最后几步
        print(e.text, e.code)
    """),
    md(zh="""
    ## 5 · 复盘

    打完一手，小工具下面就有复盘：你的每一张出牌，和提示的最好选择不一样的都列出来，差得最多的在前面，
    点一条就跳到重放里那一步。这里对上面那手牌里东家（随便出牌的机器人）的出牌做同样的复盘。
    """, en="""
    ## 5 · The review

    When your hand is over, the widget shows the review: every discard of yours that was not among the advice's
    best, the biggest mistakes first; click one to jump the replay there.  Here is the same review of the
    discards of East (the random bot) in the hand above.
    """),
    code("""
    rows = review(g.record(), "E")
    for r in rows[:5]:
        print(r["text"])
        print("   ", r["why"])
    """),
    md(zh="""
    ## 6 · 重放示范牌

    下面几手是摆好的示范牌，每到关键一步有一句说明：

    * `robbed_kong`：惠来，南家碰杠（明杠），西家抢杠胡；
    * `follow_dealer`：锦州，连着两圈跟庄，庄家付的分翻倍（JZ-F2），最后黄庄（JZ-F1）；
    * `huilai_horses`：惠来，自摸后翻马结算；
    * `jinzhou_not_legal`：锦州，东家起手就成了形，可是缺条子，不能胡（JZ-L1）。

    用“下一步”“上一步”一步一步走，或者直接跳到吃碰、杠、胡牌；“四家的牌都亮出”让全班看到每一家的手牌。
    """, en="""
    ## 6 · Replay instructive hands

    These are prepared hands with one line of explanation at each key step:

    * `robbed_kong`: Huilai, South adds a kong and West robs it;
    * `follow_dealer`: Jinzhou, the dealer is followed two go-arounds in a row and pays double (JZ-F2), then the
      hand is drawn (黄庄, JZ-F1);
    * `huilai_horses`: Huilai, the horses settled after a self-draw;
    * `jinzhou_not_legal`: Jinzhou, East's dealt hand is complete in shape but has no bamboo: not a win (JZ-L1).

    Step forward and back, or jump to the claim, the kong, the win; "show all hands" opens every hand for the
    class.
    """),
    code("""
    records.names()
    """),
    code("""
    Table.shipped("robbed_kong")
    """),
    code("""
    Table.shipped("follow_dealer")
    """),
    md(zh="""
    ## 7 · 一桌打几手

    `table.Session` 一手接一手地打，记着每家的总分，按各地的规矩换庄：马湾庄家胡了连庄（MW-G3），
    惠来谁胡谁坐庄（HL-K5），锦州胡了就轮到下家坐庄、黄庄则庄家不动（JZ-F3）。
    """, en="""
    ## 7 · A session of hands

    `table.Session` plays hand after hand with running scores and moves the deal as each ruleset says: in Mawan a
    winning dealer deals again (连庄, MW-G3), in Huilai the winner deals (HL-K5), in Jinzhou the deal passes on
    after a win and stays after a drawn hand (JZ-F3).
    """),
    code("""
    s = table.Session("mawan", seed=1)
    for h in s.play(4):
        print(h["dealer"], "->", h["next_dealer"], h["outcome"], h["winners"], h["payments"])
    s.scores
    """),
]

NOTEBOOK = Notebook("09_play_a_hand.ipynb", "c09", with_notes(CELLS), deck=True)  # a slide deck (JupyterLab RISE)
