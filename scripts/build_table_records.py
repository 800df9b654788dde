"""Build the instructive table records shipped in ``mjlearn/data/records/`` (replays for classroom walkthroughs,
table.md § Records).

    .venv/bin/python scripts/build_table_records.py

Each record is a hand-built deal or a seeded bot hand, replayed and checked here; the one-line explanations at
the key steps are written by hand (zh for a Chinese reader, en), keyed by the replay step (actions done).
"""
from __future__ import annotations

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mjlearn import table  # noqa: E402
from mjlearn.table.bots import make_bot  # noqa: E402
from mjlearn.table.engine import SEATS, Action  # noqa: E402
from mjlearn.tiles import parse_tile  # noqa: E402

OUT = ROOT / "mjlearn" / "data" / "records"


def drive(g, script):
    for line in script:
        p = line.split()
        g.apply(Action(p[0], p[1], parse_tile(p[2]) if len(p) > 2 else None, parse_tile(p[3]) if len(p) > 3 else None))


def bots_finish(g, level="efficient", seed=0):
    bots = {s: make_bot(level, seed * 4 + i) for i, s in enumerate(SEATS)}
    while not g.finished:
        g.apply(bots[g.to_act].choose(g))


def pass_finish(g):
    while not g.finished:
        la = g.legal_actions()
        if g.phase in ("claim", "rob", "fen"):
            g.apply(next(a for a in la if a.kind == "pass"))
        else:
            t = g.last_draw if g.last_draw in g.hands[g.to_act] else g.hands[g.to_act][-1]
            g.apply(Action(g.to_act, "discard", t))


def save(name, g, seat, title, notes):
    rec = g.record()
    r = table.replay(json.loads(json.dumps(rec)))
    assert r.snapshot() == g.snapshot()
    OUT.mkdir(parents=True, exist_ok=True)
    data = {"record": rec, "seat": seat, "title": {"zh": title[0], "en": title[1]},
            "notes": {str(k): {"zh": v[0], "en": v[1]} for k, v in notes.items()}}
    (OUT / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(name, len(rec["actions"]), "actions", g.outcome.kind, g.payments)


def robbed_kong():
    deal = {"hands": {"E": "5p 1m 4m 7m 2p 8p 3s 6s 9s 4z 5z 6z 7z 9m", "S": "55p 234m 678p 234s 9p 1s",
                      "W": "34p 567m 567s 888m 22z", "N": "1p 9m 1s 9s 2m 3s 4s 5m 6s 7s 8s 3z 4z"},
            "wall": "1z 6z 7z 5p"}
    g = table.new_hand("huilai", seed=3, deal=deal)
    drive(g, ["E discard 5p", "S pon 5p", "W pass", "S discard 1s", "W discard 1z", "N discard 6z",
              "E discard 7z", "S kakan 5p", "W win"])
    assert g.outcome.win_by == "rob_kong"
    save("robbed_kong", g, "W", ("惠来：抢杠胡", "Huilai: robbing an added kong"), {
        0: ("西家手里 三四筒 等 二筒、五筒。东家先打出五筒。", "West holds 3p4p and waits on 2p/5p. East discards 5p first."),
        1: ("西家可以点炮胡，南家可以碰：胡比碰优先，但西家选择不胡。",
            "West could win on it and South could pung it: a win comes first, but West lets it go."),
        3: ("西家放过了胡：漏胡，摸牌之前不能再胡（HL-F1）。南家碰了五筒。",
            "West passed a win: 漏胡, no win until West draws again (HL-F1). South pungs 5p."),
        8: ("南家摸到第四张五筒，加杠（明杠）：加杠可以被抢（HL-F4）。", "South draws the last 5p and adds it to the pung: an added kong may be robbed (HL-F4)."),
        9: ("西家抢杠胡：南家一家替三家付（HL-K1），被抢的杠不算杠分（HL-K3）。",
            "West robs the kong: South pays for all three players (HL-K1); a robbed kong scores nothing (HL-K3)."),
    })


def follow_dealer():
    deal = {"hands": {"E": "5m 9p 1m 1m 2s 2s 3p 3p 7z 7z 4s 8m 8m 1s", "S": "5m 9p 2m 2m 3s 3s 4p 4p 6s 6s 9m 9m 7z",
                      "W": "5m 9p 3m 3m 4s 5s 5p 5p 8s 8s 1p 1p 7z", "N": "5m 9p 4m 4m 9s 9s 6p 6p 7m 7m 2p 2p 7s"}}
    g = table.new_hand("jinzhou", seed=12, deal=deal)
    drive(g, ["E discard 5m", "S discard 5m", "W discard 5m", "N discard 5m",
              "E discard 9p", "S discard 9p", "W discard 9p", "N discard 9p"])
    pass_finish(g)
    n = len(g.actions)
    save("follow_dealer", g, "E", ("锦州：跟庄", "Jinzhou: following the dealer (跟庄)"), {
        1: ("庄家东家第一张打出五万。", "East, the dealer, discards 5m first."),
        4: ("另外三家都跟着打五万：第一圈跟庄，庄家付每家 4 分（JZ-F2）。",
            "The other three all follow with 5m: 跟庄 in the first go-around, the dealer pays each player 4 (JZ-F2)."),
        8: ("第二圈又都跟打九筒：翻倍，庄家再付每家 8 分。", "Again in the second go-around (9p): doubled, the dealer pays each 8 more."),
        9: ("第三圈没人跟：跟庄到此为止。", "Nobody follows in the third go-around: 跟庄 ends here."),
        n: ("没人胡，分张后黄庄：庄家再付每家 4 分（JZ-F1），一共每家 16 分。",
            "Nobody wins; after the 分张 the hand is 黄庄: the dealer pays each 4 more (JZ-F1), 16 each in all."),
    })


def huilai_horses():
    opts = {"horses": 4}
    for seed in range(200):
        g = table.play("huilai", seed=seed, options=opts)
        if g.outcome.kind != "win":
            continue
        (s, r), = g.outcome.winners.items()
        hit = r.item("HL-K2")
        if hit is not None and hit.value > 0 and r.context.win_by == "self_draw":
            break
    n = len(g.actions)
    from mjlearn.tiles import tile_str, tile_zh
    hz = "、".join(tile_zh(k) for k in g.horses)
    he = ", ".join(tile_str(k) for k in g.horses)
    save("huilai_horses", g, s, ("惠来：买马结算", "Huilai: settling the horses"), {
        0: (f"发牌时从牌墙尾留出 {len(g.horses)} 张马牌（HL-O08）。", f"{len(g.horses)} horse tiles are set aside from the end of the wall (HL-O08)."),
        n: (f"自摸后翻马：{hz}。按庄家起数，只算胡牌者中的马，每匹 2 分，由每个付分的人付（HL-K2）。",
            f"After the self-draw the horses are turned: {he}. Counted from the dealer, only the winner's hits score, "
            "2 each, paid by every payer (HL-K2)."),
    })


def jinzhou_not_legal():
    deal = {"hands": {"E": "123m 456m 789m 123p 11p", "S": "1s 2s 3s 4s 5s 6s 7s 8s 9s 4p 5p 6p 7p",
                      "W": "1s 2s 3s 4s 5s 6s 7s 8s 9s 4p 5p 6p 7p", "N": "1s 2s 3s 4s 5s 6s 7s 8s 9s 4p 5p 6p 7p"}}
    g = table.new_hand("jinzhou", seed=15, deal=deal)
    assert "win" not in [a.kind for a in g.legal_actions()]
    bots_finish(g, seed=15)
    save("jinzhou_not_legal", g, "E", ("锦州：成了形却不能胡", "Jinzhou: complete in shape, yet not a win"), {
        0: ("东家起手 14 张：一二三万、四五六万、七八九万、一二三筒、一筒一对，已经成形；可是没有条子，不够门齐，不能胡（JZ-L1）。",
            "East's dealt 14 tiles 123m 456m 789m 123p 11p are complete in shape, but no 条 (bamboo): not 门齐, "
            "so not a win (JZ-L1)."),
        1: ("东家只好打牌，想办法凑上条子。", "East has to discard and work towards a bamboo."),
    })


if __name__ == "__main__":
    robbed_kong()
    follow_dealer()
    huilai_horses()
    jinzhou_not_legal()
