"""Huilai options HL-O01…HL-O18, stacking HL-S, and the extra data the settlement needs.

Option keys (defaults in brackets):

=====================  =========  ===========================================================================
key                    id         meaning
=====================  =========  ===========================================================================
``cap``                HL-O01     封顶: ``None`` (no cap) or a whole number X ≥ 1 (倍) [None]
``allow_discard_win``  HL-O02     可接炮胡 [True]
``must_win``           HL-O03     必胡; only with ``allow_discard_win`` [False]
``ghosts``             HL-O04     ``"none" | "white" 白板做鬼 | "red" 红中做鬼 | "flip" 翻鬼 | "double" 双鬼`` ["none"]
``indicator``          HL-O04     flipped tile for flip/double, notation such as ``"5p"`` [None]
``no_ghost_double``    HL-O05     无鬼翻倍 [False]
``four_ghost_win``     HL-O06     四鬼胡牌; refused with ``"double"`` [False]
``four_ghost_double``  HL-O07     四鬼胡牌双倍; needs ``four_ghost_win`` [False]
``horses``             HL-O08     奖马: number of horse tiles, even, ≥ 0 [0]
``horse_tiles``        HL-O08     the turned horse tiles, notation (``"1m5p9s2z"``), as many as ``horses`` [None]
``horse_base``         HL-O09     马跟底分 [False]
``horse_kong``         HL-O10     马跟杠: ``"off" | "doubling" | "plus_one"`` ["off"]
``horse_multiplier``   HL-O11     马翻X倍: X ≥ 1 [1]
``kong_base``          HL-O12     杠跟底分 [False]
``draw_kong_points``   HL-O13     流局杠算分 [False]
``thirteen_protect``   HL-O14     十三幺听牌保护 [False]
``ten_protect``        HL-O15     10倍听牌免分 [False]
``total_plus``         HL-O16     总分加X倍: X ≥ 0, every score × (X + 1) [0]
``players``            HL-O17     2, 3 or 4 [4]
``allow_rob_kong``     HL-O18     抢杠胡 [True]
``stacking``           HL-S       ``"multiply" | "add"`` ["multiply"]
``other_kongs``        HL-K3      other players' kongs: list of ``"E ankan"``, ``"N kakan"``, ``"W kan S"`` (seat,
                                  kind, and for ``kan`` the seat that discarded into it) [()]
``kong_from``          HL-K3      for the winner's own ``kan`` sets: tile → seat that discarded the fourth
                                  (``{"5p": "N"}``); default the winner's 上家 at the table [{}]
``ready_hands``        HL-O14/15  losers' ready hands: seat → 13-tile hand string [{}]
=====================  =========  ===========================================================================

Seats: 4 players ``E S W N``; 3 players ``E S W``; 2 players ``E W`` (庄对家).  Bad values raise
:class:`~mjlearn.errors.MjError` naming the option, the rule and what is allowed.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...context import seat as norm_seat
from ...errors import MjError, excerpt
from ...hand import parse_hand
from ...i18n import T, Text, plain, register

register({
    "err.hlo.cap": ("选项“封顶”（'cap'，HL-O01）不能是 {v}", "option 'cap' (HL-O01 封顶) cannot be {v}"),
    "err.hlo.cap.ok": ("None（不封顶）或 ≥ 1 的整数", "None (no cap) or a whole number ≥ 1"),
    "err.hlo.ind": ("选项“翻鬼指示牌”（'indicator'，HL-O04）要是一张牌如 '5p'，不能是 {v}",
                    "option 'indicator' (HL-O04) must be one tile such as '5p', not {v}"),
    "err.hlo.ind.ok": ("一张牌的简写，如 '5p' 或 '东'", "one tile in notation, e.g. '5p' or '东'"),
    "err.hlo.need_ind": ("鬼牌 '{g}'（HL-O04 翻鬼/双鬼）要有翻出的指示牌", "ghosts '{g}' (HL-O04 翻鬼/双鬼) needs the flipped indicator tile"),
    "err.hlo.need_ind.ok": ("indicator='5p'（任意一张牌）", "indicator='5p' (any one tile)"),
    "err.hlo.no_ind": ("指示牌只在鬼牌为“翻鬼”或“双鬼”时用（HL-O04）", "an indicator tile is only used with ghosts 'flip' or 'double' (HL-O04)"),
    "err.hlo.no_ind.ok": ("不填指示牌，或设 ghosts='flip' / 'double'", "leave the indicator out, or set ghosts='flip' / 'double'"),
    "err.hlo.must_win": ("必胡（HL-O03）只能在可接炮胡（HL-O02）开着时开",
                         "必胡 (must win, HL-O03) can only be on when 可接炮胡 (discard wins allowed, HL-O02) is on"),
    "err.hlo.must_win.ok": ("must_win=False，或 allow_discard_win=True", "must_win=False, or allow_discard_win=True"),
    "err.hlo.fg_double": ("四鬼胡牌（HL-O06）不能和双鬼一起用", "四鬼胡牌 (four-ghost win, HL-O06) is not supported with 双鬼 (two ghosts)"),
    "err.hlo.fg_double.ok": ("four_ghost_win=False，或换一种鬼牌玩法", "four_ghost_win=False, or another ghost mode"),
    "err.hlo.fg_none": ("四鬼胡牌（HL-O06）要有鬼牌", "四鬼胡牌 (four-ghost win, HL-O06) needs ghost tiles in play"),
    "err.hlo.fg_none.ok": ("鬼牌设为 'white'、'red' 或 'flip'", "set ghosts to 'white', 'red' or 'flip'"),
    "err.hlo.ng_none": ("无鬼翻倍（HL-O05）要有鬼牌", "无鬼翻倍 (no-ghost doubling, HL-O05) needs ghost tiles in play"),
    "err.hlo.ng_none.ok": ("鬼牌设为 'white'、'red'、'flip' 或 'double'", "set ghosts to 'white', 'red', 'flip' or 'double'"),
    "err.hlo.fgd": ("四鬼胡牌双倍（HL-O07）要先开四鬼胡牌（HL-O06）",
                    "四鬼胡牌双倍 (four-ghost win doubled, HL-O07) needs 四鬼胡牌 (four-ghost win, HL-O06)"),
    "err.hlo.horses": ("奖马数（'horses'，HL-O08）要是双数，不能是 {n}", "option 'horses' (HL-O08 奖马) must be an even number, not {n}"),
    "err.hlo.ht": ("马牌（'horse_tiles'，HL-O08）要写成牌的简写，不能是 {v}", "option 'horse_tiles' (HL-O08) must be tiles in notation, not {v}"),
    "err.hlo.ht.ok": ("如 '1m5p9s2z'", "e.g. '1m5p9s2z'"),
    "err.hlo.ht_n": ("给了 {n} 张马牌，但奖马数是 {h}（HL-O08）", "{n} horse tiles given but {h} horses (HL-O08)"),
    "err.hlo.ht_n.ok": ("正好 {h} 张，或把奖马数设为 {n}", "exactly {h} tiles, or set horses={n}"),
    "err.hlo.ok_list": ("其他杠（'other_kongs'，HL-K3）要写成列表", "option 'other_kongs' (HL-K3) must be a list"),
    "err.hlo.ok_list.ok": ("如 ['E ankan', 'N kakan', 'W kan S']", "e.g. ['E ankan', 'N kakan', 'W kan S']"),
    "err.hlo.ok_many": ("其他杠（'other_kongs'，HL-K3）列了 {n} 个杠；一桌最多 16 个（每家 4 个）",
                        "option 'other_kongs' (HL-K3) lists {n} kongs; the table holds at most 16 (4 per seat)"),
    "err.hlo.ok_many.ok": ("每家最多 4 个杠", "at most 4 kongs per seat"),
    "err.hlo.ok_entry": ("“{v}”不是一条杠的写法（HL-K3）", "'{v}' is not a kong entry (HL-K3)"),
    "err.hlo.ok_entry.ok": ("'<座位> ankan'（暗杠）、'<座位> kakan'（明杠，碰杠）或 '<座位> kan <打出那张牌的座位>'（接杠）",
                            "'<seat> ankan', '<seat> kakan' or '<seat> kan <seat that discarded>'"),
    "err.hlo.ok_from": ("“{v}”：接杠（kan）要写出打出那张牌的座位", "'{v}': an exposed kong (kan) needs the seat that discarded into it"),
    "err.hlo.ok_self": ("“{v}”：接杠的牌不能是自己打出的", "'{v}': a player cannot discard into its own kong"),
    "err.hlo.ok_self.ok": ("另一家的座位", "another seat"),
    "err.hlo.ok_nofrom": ("“{v}”：只有接杠（kan）才写打出那张牌的座位", "'{v}': only an exposed kong (kan) names the seat that discarded into it"),
    "err.hlo.ok_nofrom.ok": ("'<座位> ankan' 或 '<座位> kakan'", "'<seat> ankan' or '<seat> kakan'"),
    "err.hlo.kf_dict": ("接杠的牌是谁打出的（'kong_from'，HL-K3）要写成“牌：座位”的字典",
                        "option 'kong_from' (HL-K3) must be a dict tile → seat"),
    "err.hlo.kf_dict.ok": ("如 {{'5p': 'N'}}", "e.g. {{'5p': 'N'}}"),
    "err.hlo.kf_tile": ("接杠的牌是谁打出的（'kong_from'，HL-K3）：“{v}”不是一张牌", "option 'kong_from' (HL-K3): {v} is not a tile"),
    "err.hlo.kf_tile.ok": ("键是胡牌者接杠的那张牌，如 {{'5p': 'N'}}（或牌种编号 0–33）",
                           "keys are the tiles of the winner's kan sets, e.g. {{'5p': 'N'}} (or kinds 0-33)"),
    "err.hlo.rh_dict": ("听牌的手牌（'ready_hands'，HL-O14/HL-O15）要写成 座位 → 13 张手牌 的字典",
                        "option 'ready_hands' (HL-O14/HL-O15) must be a dict seat → 13-tile hand"),
    "err.hlo.rh_dict.ok": ("如 {{'E': '19m19p19s1234567z'}}", "e.g. {{'E': '19m19p19s1234567z'}}"),
    "err.hlo.rh_13": ("{seat} 家听牌的手牌要是 13 张，不带胡的牌", "the ready hand of {seat} must be 13 tiles without a winning tile"),
    "err.hlo.rh_13.ok": ("一手 13 张的听牌", "a 13-tile waiting hand"),
    "err.hlo.rh_chi": ("{seat} 家听牌的手牌里有吃：惠来不能吃牌（HL-A2）",
                       "the ready hand of {seat} has a chi: Huilai has no chow claims (HL-A2)"),
    "err.hlo.seat": ("座位 {seat} 不在 {n} 人桌上（HL-O17）", "seat {seat} is not at a {n}-player table (HL-O17)"),
})
from ...tiles import parse_tile, parse_tiles
from ...values import plain as plain_value
from ..base import OptionSpec, validate_options

GHOST_MODES = ("none", "white", "red", "flip", "double")
SEATS_BY_PLAYERS = {4: ("E", "S", "W", "N"), 3: ("E", "S", "W"), 2: ("E", "W")}
KONG_KINDS = ("kan", "kakan", "ankan")

OPTION_SPECS = (
    OptionSpec("cap", plain("封顶", "cap (倍)"), "choice", None, (None, 5, 10, 20), "HL-O01"),
    OptionSpec("allow_discard_win", plain("可接炮胡", "discard wins allowed"), "bool", True, code="HL-O02"),
    OptionSpec("must_win", plain("必胡", "must win"), "bool", False, code="HL-O03"),
    OptionSpec("ghosts", plain("鬼牌", "ghost tiles"), "choice", "none", GHOST_MODES, "HL-O04"),
    OptionSpec("indicator", plain("翻鬼指示牌", "ghost indicator tile"), "tile", None, code="HL-O04"),
    OptionSpec("no_ghost_double", plain("无鬼翻倍", "no-ghost doubling"), "bool", False, code="HL-O05"),
    OptionSpec("four_ghost_win", plain("四鬼胡牌", "four ghosts win"), "bool", False, code="HL-O06"),
    OptionSpec("four_ghost_double", plain("四鬼胡牌双倍", "four-ghost win doubled"), "bool", False, code="HL-O07"),
    OptionSpec("horses", plain("奖马", "horses"), "int", 0, code="HL-O08", minimum=0, maximum=20),
    OptionSpec("horse_tiles", plain("马牌", "horse tiles"), "tiles", None, code="HL-O08"),
    OptionSpec("horse_base", plain("马跟底分", "horse = hand score"), "bool", False, code="HL-O09"),
    OptionSpec("horse_kong", plain("马跟杠", "kong points follow horses"), "choice", "off",
               ("off", "doubling", "plus_one"), "HL-O10"),
    OptionSpec("horse_multiplier", plain("马翻X倍", "horse hits × X"), "int", 1, code="HL-O11", minimum=1, maximum=100),
    OptionSpec("kong_base", plain("杠跟底分", "kong points × multiplier"), "bool", False, code="HL-O12"),
    OptionSpec("draw_kong_points", plain("流局杠算分", "kong points at a draw"), "bool", False, code="HL-O13"),
    OptionSpec("thirteen_protect", plain("十三幺听牌保护", "thirteen-orphans ready protection"), "bool", False,
               code="HL-O14"),
    OptionSpec("ten_protect", plain("10倍听牌免分", "10× ready protection"), "bool", False, code="HL-O15"),
    OptionSpec("total_plus", plain("总分加X倍", "total × (X + 1)"), "int", 0, code="HL-O16", minimum=0, maximum=100),
    OptionSpec("players", plain("人数", "players"), "int", 4, (2, 3, 4), "HL-O17"),
    OptionSpec("allow_rob_kong", plain("抢杠胡", "robbing a kong allowed"), "bool", True, code="HL-O18"),
    OptionSpec("stacking", plain("牌型叠加", "stacking"), "choice", "multiply", ("multiply", "add"), "HL-S"),
    OptionSpec("other_kongs", plain("其他玩家的杠", "other players' kongs"), "list", (), code="HL-K3"),
    OptionSpec("kong_from", plain("接杠的牌是谁打出的", "who fed the exposed kongs"), "dict", None, code="HL-K3"),
    OptionSpec("ready_hands", plain("输家的听牌", "losers' ready hands"), "dict", None, code="HL-O14"),
)

_CUSTOM = ("cap", "indicator", "horse_tiles", "other_kongs", "kong_from", "ready_hands")


def validate(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Validated Huilai options with defaults filled in (see the module table).

    Normalised values: ``indicator`` → kind (int) or None; ``horse_tiles`` → tuple of kinds or None;
    ``other_kongs`` → tuple of (seat, kind, from_seat | None); ``kong_from`` → {kind: seat};
    ``ready_hands`` → {seat: Hand}; ``ghosts`` None → ``"none"``.

    Raises
    ------
    MjError
        Unknown key, bad value, or a refused combination (必胡 without 可接炮胡 HL-O03; 四鬼胡牌 with 双鬼
        HL-O06; horses odd; horse tiles not matching the horse count; flip/double without an indicator;
        a seat not at the table).
    """
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise MjError(Text(f"选项要写成字典，不能是 {type(options).__name__}", f"options must be a dict, not {type(options).__name__}"),
                      "options", Text("选项 → 值 的字典", "a dict of option → value"))
    raw = plain_value(dict(options), "options")  # numpy / pandas scalars → Python, arrays → lists
    names = [s.name for s in OPTION_SPECS]
    for k in raw:
        if k not in names:
            raise MjError(T("err.opt.unknown", k=excerpt(str(k), 0, 40), ruleset=plain("惠来", "Huilai")), f"'{excerpt(str(k), 0, 40)}'",
                          ", ".join(names))
    if raw.get("ghosts", "none") is None:
        raw["ghosts"] = "none"
    custom = {k: raw.pop(k) for k in _CUSTOM if k in raw}
    specs = tuple(s for s in OPTION_SPECS if s.name not in _CUSTOM)
    out = validate_options(specs, raw, plain("惠来", "Huilai"))
    for s in OPTION_SPECS:
        if s.name in _CUSTOM:
            out[s.name] = s.default
    players = out["players"]
    seats = SEATS_BY_PLAYERS[players]

    cap = custom.get("cap")
    if cap is not None and (isinstance(cap, bool) or not isinstance(cap, int) or cap < 1):
        raise MjError(T("err.hlo.cap", v=excerpt(repr(cap), 0, 40)), "'cap'", T("err.hlo.cap.ok"))
    out["cap"] = cap

    ind = custom.get("indicator")
    if ind is not None:
        if isinstance(ind, int) and not isinstance(ind, bool) and 0 <= ind < 34:
            out["indicator"] = ind
        elif isinstance(ind, str):
            out["indicator"] = _nested(parse_tile, ind, "indicator")
        else:
            raise MjError(T("err.hlo.ind", v=excerpt(repr(ind), 0, 40)), "'indicator'", T("err.hlo.ind.ok"))
    if out["ghosts"] in ("flip", "double") and out["indicator"] is None:
        raise MjError(T("err.hlo.need_ind", g=out["ghosts"]), "'indicator'", T("err.hlo.need_ind.ok"))
    if out["ghosts"] not in ("flip", "double") and out["indicator"] is not None:
        raise MjError(T("err.hlo.no_ind"), "'indicator'", T("err.hlo.no_ind.ok"))
    if out["must_win"] and not out["allow_discard_win"]:
        raise MjError(T("err.hlo.must_win"), "'must_win'", T("err.hlo.must_win.ok"))
    if out["four_ghost_win"] and out["ghosts"] == "double":
        raise MjError(T("err.hlo.fg_double"), "'four_ghost_win'", T("err.hlo.fg_double.ok"))
    if out["four_ghost_win"] and out["ghosts"] == "none":
        raise MjError(T("err.hlo.fg_none"), "'four_ghost_win'", T("err.hlo.fg_none.ok"))
    if out["no_ghost_double"] and out["ghosts"] == "none":
        raise MjError(T("err.hlo.ng_none"), "'no_ghost_double'", T("err.hlo.ng_none.ok"))
    if out["four_ghost_double"] and not out["four_ghost_win"]:
        raise MjError(T("err.hlo.fgd"), "'four_ghost_double'", "four_ghost_win=True")
    if out["horses"] % 2:
        raise MjError(T("err.hlo.horses", n=out["horses"]), "'horses'", "0, 2, 4, 6, 8, …")
    ht = custom.get("horse_tiles")
    if ht is not None:
        if isinstance(ht, str):
            kinds = tuple(_nested(parse_tiles, ht, "horse_tiles"))
        elif isinstance(ht, (list, tuple)) and all(isinstance(k, int) and not isinstance(k, bool) and 0 <= k < 34
                                                   for k in ht):
            kinds = tuple(ht)
        else:
            raise MjError(T("err.hlo.ht", v=excerpt(repr(ht), 0, 40)), "'horse_tiles'", T("err.hlo.ht.ok"))
        if len(kinds) != out["horses"]:
            raise MjError(T("err.hlo.ht_n", n=len(kinds), h=out["horses"]), "'horse_tiles'",
                          T("err.hlo.ht_n.ok", n=len(kinds), h=out["horses"]))
        out["horse_tiles"] = kinds

    ok = custom.get("other_kongs") or ()
    if isinstance(ok, str):
        ok = [s for s in ok.split(",") if s.strip()]
    if not isinstance(ok, (list, tuple)):
        raise MjError(T("err.hlo.ok_list"), "'other_kongs'", T("err.hlo.ok_list.ok"))
    kongs = []
    if len(ok) > 16:
        raise MjError(T("err.hlo.ok_many", n=len(ok)), "'other_kongs'", T("err.hlo.ok_many.ok"))
    for i, entry in enumerate(ok):
        where = f"'other_kongs[{i}]'"
        if isinstance(entry, str):
            parts = entry.split()
        elif isinstance(entry, (list, tuple)):
            parts = list(entry)
        else:
            raise MjError(T("err.hlo.ok_entry", v=excerpt(str(entry), 0, 40)), where, T("err.hlo.ok_entry.ok"))
        if len(parts) not in (2, 3) or str(parts[1]) not in KONG_KINDS:
            raise MjError(T("err.hlo.ok_entry", v=excerpt(str(entry), 0, 40)), where, T("err.hlo.ok_entry.ok"))
        owner = _table_seat(parts[0], seats, where)
        frm = None
        if parts[1] == "kan":
            if len(parts) != 3:
                raise MjError(T("err.hlo.ok_from", v=entry), where, "'W kan S'")
            frm = _table_seat(parts[2], seats, where)
            if frm == owner:
                raise MjError(T("err.hlo.ok_self", v=entry), where, T("err.hlo.ok_self.ok"))
        elif len(parts) == 3:
            raise MjError(T("err.hlo.ok_nofrom", v=entry), where, T("err.hlo.ok_nofrom.ok"))
        kongs.append((owner, str(parts[1]), frm))
    out["other_kongs"] = tuple(kongs)

    kf = custom.get("kong_from") or {}
    if not isinstance(kf, Mapping):
        raise MjError(T("err.hlo.kf_dict"), "'kong_from'", T("err.hlo.kf_dict.ok"))
    kong_from = {}
    for k, v in kf.items():
        where = f"'kong_from[{excerpt(repr(k), 0, 20)}]'"
        if isinstance(k, str):
            kind = _nested(parse_tile, k, where)
        elif type(k) is int and 0 <= k < 34:
            kind = k
        else:
            raise MjError(T("err.hlo.kf_tile", v=excerpt(repr(k), 0, 20)), where, T("err.hlo.kf_tile.ok"))
        kong_from[kind] = _table_seat(v, seats, where)
    out["kong_from"] = kong_from

    rh = custom.get("ready_hands") or {}
    if not isinstance(rh, Mapping):
        raise MjError(T("err.hlo.rh_dict"), "'ready_hands'", T("err.hlo.rh_dict.ok"))
    hands = {}
    for s, h in rh.items():
        where = f"'ready_hands[{excerpt(repr(s), 0, 20)}]'"
        st = _table_seat(s, seats, where)
        hand = _nested(parse_hand, h, where)
        if hand.win_tile is not None:
            raise MjError(T("err.hlo.rh_13", seat=st), where, T("err.hlo.rh_13.ok"))
        if any(m.kind == "chi" for m in hand.melds):
            raise MjError(T("err.hlo.rh_chi", seat=st), where, "pon, kan, kakan, ankan")
        hands[st] = hand
    out["ready_hands"] = hands
    return out


def _nested(fn, value, where: str):
    """``fn(value)``; an :class:`MjError` it raises is re-raised naming the option and key (``where``)."""
    try:
        return fn(value)
    except MjError as e:
        what = e._what if e._translated else (e._what[1], e._what[1])
        allowed = None if e._allowed is None else (e._allowed if e._translated else (e._allowed[1],) * 2)
        raise MjError(plain(f"选项 {where}：{what[0]}", f"option {where}: {what[1]}"),
                      where if e._where is None else plain(f"{where}，{e._where[0]}", f"{where}, {e._where[1]}"),
                      None if allowed is None else plain(*allowed)) from None


def _table_seat(name: Any, seats: tuple[str, ...], field: str) -> str:
    s = norm_seat(name, field)
    if s not in seats:
        raise MjError(T("err.hlo.seat", seat=s, n=len(seats)), field, " ".join(seats))
    return s
