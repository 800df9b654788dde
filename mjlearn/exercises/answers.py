"""Reading what a learner types (spec ``product.md`` § Exercises: "accepting the forms a learner would type").

Every parser raises :class:`mjlearn.errors.MjError` (what, where, allowed) on text it cannot read.
"""
from __future__ import annotations

import math
import numbers
import re
import unicodedata
from collections.abc import Mapping
from typing import Any, NamedTuple

from ..context import seat as norm_seat
from ..errors import MjError
from ..i18n import T, register
from ..tiles import parse_tiles, tiles_str

register({  # every error a learner's answer can get, in both languages (spec common.md § Errors: what, where, allowed)
    "err.answer.number_form": ("一个数，可以带单位：数目、“数目台”、“数目 倍”、“数目分”",
                               "a number, with or without its unit: <number>, '<number>台', '<number> 倍', '<number>分'"),
    "err.answer.answer": ("答案", "answer"),
    "err.answer.payments_form": ("座位加数目，如“东 -10 南 +30”", "seat and amount pairs such as 'E -10 S +30'"),
    "err.answer.too_many": ("答案超过 {n} 项", "the answer has more than {n} parts"),
    "err.answer.too_many.ok": ("最多 {n} 项", "at most {n}"),
    "err.answer.too_deep": ("答案嵌套太深", "the answer is nested too deeply"),
    "err.answer.too_deep.ok": ("列表最多嵌套 {n} 层", "lists nested at most {n} deep"),
    "err.answer.too_long": ("答案有 {n} 个字符，太长了", "the answer is {n} characters long"),
    "err.answer.too_long.ok": ("最多 {n} 个字符", "at most {n} characters"),
    "err.answer.bytes": ("答案是字节串，不是文字", "the answer is bytes, not text"),
    "err.answer.bytes.ok": ("文字、数、列表或字典", "text, a number, a list or a dict"),
    "err.answer.too_large": ("{v} 太大了", "{v} is too large"),
    "err.answer.huge": ("这个数太大了", "a number is too large"),
    "err.answer.too_large.ok": ("最多 10^15", "at most 10^15"),
    "err.answer.too_long_number": ("“{v}…”这个数太长了", "'{v}…' is too long a number"),
    "err.answer.not_finite": ("答案不是有限的数", "the answer is not a finite number"),
    "err.answer.not_finite_v": ("“{v}”不是有限的数", "'{v}' is not a finite number"),
    "err.answer.bool_number": ("这里要一个数，不是 True/False", "a number is needed, not True/False"),
    "err.answer.one_number": ("“{v}”里应当正好有一个数（用阿拉伯数字）", "'{v}' should hold exactly one number"),
    "err.answer.unit": ("“{v}”不是单位", "'{v}' is not a unit"),
    "err.answer.unit.ok": ("台 倍 分 元 番", "台 倍 分 元 番 (or tai, bei, x, points, yuan)"),
    "err.answer.yes_no": ("“{v}”不是“是/否”的回答", "'{v}' is not a yes/no answer"),
    "err.answer.yes_no.ok": ("True/False、'yes'/'no'、是/否、胡/不胡", "True/False, 'yes'/'no', 是/否, 胡/不胡"),
    "err.answer.yes_no_why.ok": ("胡/不胡、是/否、True/False，不胡时后面写规则：“不胡 原因”",
                                 "True/False, yes/no, 是/否, 胡/不胡, optionally followed by the rule: 'no <rule>'"),
    "err.answer.type": ("看不懂{what}：{type} 类型的答案", "cannot read {what} from {type}"),
    "err.answer.what.tiles": ("牌", "tiles"),
    "err.answer.what.number": ("数", "a number"),
    "err.answer.what.payments": ("输赢", "payments"),
    "err.answer.what.decompositions": ("拆法", "decompositions"),
    "err.answer.what.items": ("项目", "items"),
    "err.answer.tiles.ok": ("'2m 5m'、['2m', '5m'] 或 '二万 五万'", "'2m 5m', ['2m', '5m'] or '二万 五万'"),
    "err.answer.payments.ok": ("字典 {{'E': -10, …}} 或文字 'E -10 S +30 W -10 N -10'",
                               "a dict {{'E': -10, ...}} or a string 'E -10 S +30 W -10 N -10'"),
    "err.answer.unreadable": ("看不懂“{v}”", "cannot read '{v}'"),
    "err.answer.no_seats": ("没有找到座位和数目", "no seat amounts found"),
    "err.answer.seat_twice": ("有座位写了不止一次：{seats}", "seat(s) given more than once: {seats}"),
    "err.answer.seat_twice.ok": ("每个座位只写一次", "each seat once"),
    "err.answer.amount_not_finite": ("这些座位的数目不是有限的数：{seats}", "amount is not a finite number for: {seats}"),
    "err.answer.amount_not_finite.ok": ("有限的数，如 -10 或 +30", "finite numbers such as -10 or +30"),
    "err.answer.decomposition": ("看不懂拆法 {v}", "cannot read a decomposition from {v}"),
    "err.answer.decomposition.ok": ("如 '123m 456m 789m 11z 234p'", "e.g. '123m 456m 789m 11z 234p'"),
    "err.answer.decompositions.ok": ("如 '123m 456m 789m 11z 234p'；几种拆法用 | 分开，或写成列表",
                                     "e.g. '123m 456m 789m 11z 234p'; several separated by |, or a list of them"),
    "err.answer.items.ok": ("“编号 编号”或中文名称", "'<id> <id>' or the Chinese names"),
})

#: what a number answer looks like (placeholders: an example number could be the answer of the exercise at hand)
NUMBER_FORM = T("err.answer.number_form")
#: what a payments answer looks like
_ANSWER = T("err.answer.answer")
PAYMENTS_FORM = T("err.answer.payments_form")
#: the longest answer text read (characters), the most elements in a list/dict answer, the deepest nesting
MAX_TEXT = 2000
MAX_ELEMENTS = 400
MAX_DEPTH = 4
_HSPACE = re.compile(r"[^\S\n]+")
_VSPACE = re.compile(r"\s*\n\s*")


def _ascii_char(c: str) -> str:
    """A decimal digit of any script as its ASCII digit, ``−`` as ``-``; any other character unchanged."""
    if c == "\u2212":
        return "-"
    return str(unicodedata.digit(c)) if c.isdecimal() and not c.isascii() else c


def normalise_answer(answer: Any, _depth: int = 0, _count: list | None = None) -> Any:
    """The one gate every answer passes before a parser reads it (spec ``product.md`` § Exercises: one clear
    error or a graded verdict, whatever is typed).

    * text: Unicode NFKC (full-width digits, letters and signs read as ASCII: ``７０台`` = ``70台``), then
      every other decimal digit (Unicode category Nd: ``٧٠``, ``७०``) as its ASCII digit and the minus sign
      ``−`` (U+2212) as ``-`` — so totals, payments, waits and decompositions read the same characters;
      runs of spaces become one space and runs around a new line one new line (so no parser backtracks over
      spaces); longer than :data:`MAX_TEXT` characters → :class:`MjError`;
    * numbers: any integer type (``int``, ``numpy.int64``…) → ``int``, any real (``numpy.float64``…) →
      ``float``; beyond ±10¹⁵ → :class:`MjError` (NaN and infinities are passed on: each parser reports
      them); ``bool`` stays ``bool``;
    * lists, tuples, sets and dicts: each element normalised; more than :data:`MAX_ELEMENTS` elements in all
      or nested deeper than :data:`MAX_DEPTH` → :class:`MjError`;
    * bytes → :class:`MjError`; anything else is passed on (the parsers reject it with :class:`MjError`).
    """
    count = _count if _count is not None else [0]
    count[0] += 1
    if count[0] > MAX_ELEMENTS:
        raise MjError(T("err.answer.too_many", n=MAX_ELEMENTS), _ANSWER, T("err.answer.too_many.ok", n=MAX_ELEMENTS))
    if _depth > MAX_DEPTH:
        raise MjError(T("err.answer.too_deep"), _ANSWER, T("err.answer.too_deep.ok", n=MAX_DEPTH))
    if isinstance(answer, bool) or answer is None:
        return answer
    if isinstance(answer, str):
        if len(answer) > MAX_TEXT:
            raise MjError(T("err.answer.too_long", n=len(answer)), _ANSWER, T("err.answer.too_long.ok", n=MAX_TEXT))
        text = unicodedata.normalize("NFKC", answer)
        if not text.isascii():
            text = "".join(_ascii_char(c) for c in text)
        return _VSPACE.sub("\n", _HSPACE.sub(" ", text))
    if isinstance(answer, (bytes, bytearray, memoryview)):
        raise MjError(T("err.answer.bytes"), _ANSWER, T("err.answer.bytes.ok"))
    if isinstance(answer, numbers.Integral):
        v = int(answer)
        if abs(v) > 10 ** 15:
            raise MjError(T("err.answer.too_large", v=v) if abs(v) < 10 ** 30 else T("err.answer.huge"), _ANSWER,
                          T("err.answer.too_large.ok"))
        return v
    if isinstance(answer, numbers.Real):
        try:
            v = float(answer)
        except (OverflowError, ValueError, TypeError):
            raise MjError(T("err.answer.not_finite"), _ANSWER, NUMBER_FORM) from None
        if math.isfinite(v) and abs(v) > 1e15:  # NaN and infinities go on: each parser says what is wrong
            raise MjError(T("err.answer.too_large", v=f"{v:g}"), _ANSWER, T("err.answer.too_large.ok"))
        return v
    if isinstance(answer, Mapping):
        return {normalise_answer(k, _depth + 1, count): normalise_answer(v, _depth + 1, count)
                for k, v in list(answer.items())[:MAX_ELEMENTS + 1]}
    if isinstance(answer, (list, tuple)):
        return type(answer)(normalise_answer(a, _depth + 1, count) for a in answer[:MAX_ELEMENTS + 1])
    if isinstance(answer, (set, frozenset)):
        return [normalise_answer(a, _depth + 1, count) for a in list(answer)[:MAX_ELEMENTS + 1]]
    return answer


_YES = {"yes", "y", "true", "t", "win", "1", "是", "对", "能", "胡", "和", "能胡", "能和", "是和牌", "和牌", "胡了", "可以"}
_NO = {"no", "n", "false", "f", "not", "not a win", "nowin", "0", "否", "不", "不是", "不能", "不胡", "不能胡", "不能和",
       "没胡", "不是和牌", "不行"}


def parse_bool(answer: Any) -> bool:
    """``True``/``False``, ``"yes"``/``"no"``, ``"胡"``/``"不胡"``, ``"是"``/``"否"`` … → bool."""
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, int) and answer in (0, 1):
        return bool(answer)
    if isinstance(answer, str):
        s = answer.strip().lower().rstrip(".!。！")
        if s in _YES:
            return True
        if s in _NO:
            return False
    raise MjError(T("err.answer.yes_no", v=answer), repr(answer), T("err.answer.yes_no.ok"))


def parse_win_answer(answer: Any) -> tuple[bool, list[str]]:
    """An ``is_win`` answer, optionally with why not: ``False``, ``"no"``, ``"不胡"``, ``"no JZ-L1"``,
    ``"不胡，门齐"``, ``(False, "JZ-L1")``, ``[False, ["门齐", "JZ-L2"]]`` → (win, reasons as typed)."""
    if isinstance(answer, (tuple, list)) and answer and not isinstance(answer[0], (list, tuple)):
        win = parse_bool(answer[0])
        rest: list[str] = []
        for a in answer[1:]:
            rest.extend([a] if isinstance(a, str) else [str(x) for x in a] if isinstance(a, (list, tuple, set))
                        else [str(a)])
        return win, [r for x in rest for r in re.split(r"[\s,，、;；/]+", x) if r]
    try:
        return parse_bool(answer), []
    except MjError:
        if not isinstance(answer, str):
            raise
    parts = [p for p in re.split(r"[\s,，、;；:：/.。!！]+", answer.strip()) if p]
    if len(parts) >= 2:
        for n in range(len(parts) - 1, 0, -1):  # the longest head that reads as yes/no
            try:
                return parse_bool(" ".join(parts[:n])), parts[n:]
            except MjError:
                continue
    raise MjError(T("err.answer.yes_no", v=answer), repr(answer), T("err.answer.yes_no_why.ok"))


_NONE_WORDS = {"", "none", "nothing", "无", "没有", "不听", "不听牌", "-", "[]", "no waits", "no wait", "no tiles",
               "无听", "无听牌", "没有听牌", "没听", "没有听"}


def is_blank(answer: Any) -> bool:
    """True for an answer with nothing in it: ``None``, ``""``/whitespace, or an empty list/tuple/set.

    Checkers use it to ask for an explicit "none"/"无" instead of grading a blank as "no waits"."""
    if answer is None:
        return True
    if isinstance(answer, str):
        return not answer.strip()
    if isinstance(answer, (list, tuple, set, frozenset, Mapping)):
        return len(answer) == 0
    return False


def parse_tile_list(answer: Any) -> list[int]:
    """``"2m 5m"``, ``"2m5m"``, ``["2m", "5m"]``, ``"二万 五万"``, ``"none"``/``"无"`` → kinds (order kept)."""
    if answer is None:
        return []
    if isinstance(answer, str):
        if answer.strip().lower() in _NONE_WORDS:
            return []
        return parse_tiles(answer)
    if isinstance(answer, (list, tuple, set, frozenset)):
        out: list[int] = []
        for a in answer:
            if isinstance(a, int) and not isinstance(a, bool) and 0 <= a < 34:
                out.append(a)
            else:
                out.extend(parse_tiles(str(a)))
        return out
    raise MjError(T("err.answer.type", what=T("err.answer.what.tiles"), type=type(answer).__name__), repr(answer),
                  T("err.answer.tiles.ok"))


_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")
_UNITS = {"台": "台", "tai": "台", "倍": "倍", "bei": "倍", "番": "番", "fan": "番", "zhang": "张", "x": "倍", "×": "倍", "times": "倍", "分": "分", "points": "分",
          "point": "分", "pts": "分", "元": "元", "yuan": "元", "张": "张"}


def parse_number(answer: Any) -> tuple[float, str | None]:
    """``70``, ``"70台"``, ``"70 台"``, ``"8倍"``, ``"x8"`` → (value, unit or ``None``)."""
    if isinstance(answer, bool):
        raise MjError(T("err.answer.bool_number"), repr(answer), NUMBER_FORM)
    if isinstance(answer, (int, float)):
        if not math.isfinite(answer):
            raise MjError(T("err.answer.not_finite_v", v=repr(answer)), repr(answer), NUMBER_FORM)
        return float(answer), None
    if isinstance(answer, str):
        nums = _NUMBER.findall(answer)
        if re.search(r"\b(nan|inf|infinity)\b", answer, re.IGNORECASE):
            raise MjError(T("err.answer.not_finite_v", v=answer), repr(answer), NUMBER_FORM)
        if len(nums) != 1:
            raise MjError(T("err.answer.one_number", v=answer), repr(answer), NUMBER_FORM)
        rest = _NUMBER.sub(" ", answer).strip().lower()
        unit = None
        if rest:
            unit = _UNITS.get(rest)
            if unit is None:
                raise MjError(T("err.answer.unit", v=rest), repr(answer), T("err.answer.unit.ok"))
        value = float(nums[0])
        if len(nums[0]) > 20 or not math.isfinite(value) or abs(value) > 1e15:
            raise MjError(T("err.answer.too_long_number", v=nums[0][:20]) if len(nums[0]) > 20 else
                          T("err.answer.too_large", v=nums[0]), repr(answer)[:40], T("err.answer.too_large.ok"))
        return value, unit
    raise MjError(T("err.answer.type", what=T("err.answer.what.number"), type=type(answer).__name__), repr(answer)[:40],
                  NUMBER_FORM)


_UNIT_WORD = r"(?:元|分|台|倍|yuan|points?|pts)"
_SEAT_TOKEN = re.compile(r"(东风|南风|西风|北风|东|南|西|北|east|south|west|north|[eswn])\s*(?:家)?\s*[:：=]?\s*"
                         r"([-+]?\s*(?:\d+(?:\.\d+)?|nan|inf(?:inity)?))(?![a-z])\s*(" + _UNIT_WORD + r")?(?![a-z])",
                         re.IGNORECASE)
_UNIT_ONLY = re.compile(r"(?:\s*" + _UNIT_WORD + r")*\s*", re.IGNORECASE)


class PaymentsAnswer(NamedTuple):
    """What :func:`read_payments` found: ``amounts`` seat → net amount (finite ones, first given wins),
    ``units`` the units written (canonical: 元, 分, 台, 倍), ``repeated`` seats given more than once,
    ``not_finite`` seats whose amount is NaN or infinite."""
    amounts: dict
    units: list
    repeated: list
    not_finite: list


def read_payments(answer: Any) -> PaymentsAnswer:
    """``{"E": -10, "南": 30}`` or ``"E -10 S +30 W -10 N -10"`` / ``"东-10元 南+30元 …"`` → :class:`PaymentsAnswer`.

    Seats are E/S/W/N (东南西北, east …); amounts are signed numbers, optionally with a unit (元, 分; 台/倍 are
    read so that the checker can reject them).  Repeated seats and NaN/infinite amounts are reported, not
    dropped.  Raises :class:`MjError` on text that is not seat-amount pairs.  Source: spec ``product.md`` § Exercises.
    """
    amounts: dict[str, float] = {}
    units: list[str] = []
    repeated: list[str] = []
    not_finite: list[str] = []

    def put(seat_name: str, value: float) -> None:
        s = norm_seat(seat_name, "payments")
        if s in amounts or s in not_finite:
            if s not in repeated:
                repeated.append(s)
            return
        if not math.isfinite(value):
            not_finite.append(s)
            return
        amounts[s] = value

    def unit_words(text: str) -> None:
        for u in re.findall(_UNIT_WORD, text, re.IGNORECASE):
            units.append(_UNITS[u.lower()])

    if isinstance(answer, Mapping):
        for k, v in answer.items():
            if isinstance(v, float) and not math.isfinite(v):
                put(k, v)
                continue
            if isinstance(v, str) and re.search(r"\b(nan|inf|infinity)\b", v, re.IGNORECASE):
                put(k, float("nan"))
                continue
            val, unit = parse_number(v)
            if unit is not None:
                units.append(unit)
            put(k, val)
        return PaymentsAnswer(amounts, units, repeated, not_finite)
    if isinstance(answer, str):
        pos = 0
        text = answer.strip()
        found = False
        for m in _SEAT_TOKEN.finditer(text):
            gap = text[pos:m.start()].strip(" ,，;；、\n\t")
            if gap and not _UNIT_ONLY.fullmatch(gap):
                raise MjError(T("err.answer.unreadable", v=gap), repr(answer), PAYMENTS_FORM)
            unit_words(gap)
            raw = m.group(2).replace(" ", "")
            put(m.group(1), float(raw))
            if m.group(3):
                unit_words(m.group(3))
            found = True
            pos = m.end()
        tail = text[pos:].strip(" ,，;；、\n\t")
        if tail and not _UNIT_ONLY.fullmatch(tail):
            raise MjError(T("err.answer.unreadable", v=tail), repr(answer), PAYMENTS_FORM)
        unit_words(tail)
        if not found:
            raise MjError(T("err.answer.no_seats"), repr(answer), PAYMENTS_FORM)
        return PaymentsAnswer(amounts, units, repeated, not_finite)
    raise MjError(T("err.answer.type", what=T("err.answer.what.payments"), type=type(answer).__name__), repr(answer),
                  T("err.answer.payments.ok"))


def parse_payments(answer: Any) -> dict[str, float]:
    """``{"E": -10, "南": 30}`` or ``"E -10 S +30 W -10 N -10"`` / ``"东-10 南+30 …"`` → seat → net amount.

    Strict form of :func:`read_payments`: raises :class:`MjError` when a seat is given twice or an amount
    is NaN/infinite (the units are not checked here)."""
    got = read_payments(answer)
    if got.repeated:
        raise MjError(T("err.answer.seat_twice", seats=", ".join(got.repeated)), repr(answer), T("err.answer.seat_twice.ok"))
    if got.not_finite:
        raise MjError(T("err.answer.amount_not_finite", seats=", ".join(got.not_finite)), repr(answer),
                      T("err.answer.amount_not_finite.ok"))
    return got.amounts


_DEC_SEP = re.compile(r"\s*(?:\||;|；|\n)\s*")


def _group_of(token: str) -> str:
    tok = token.strip()
    if ":" in tok or "：" in tok:
        tok = re.split(r"[:：]", tok, maxsplit=1)[1]
    if tok in ("???", "??"):
        return tok
    return tiles_str(parse_tiles(tok))


def _groups_of(text: str) -> list[str]:
    return [_group_of(t) for t in text.split() if t.strip()]


def _is_single_group(x: Any) -> bool:
    if isinstance(x, str):
        toks = x.split()
        return len(toks) == 1 and (toks[0] in ("???", "??") or len(parse_tiles(_strip_prefix(toks[0]))) <= 4)
    return False


def _strip_prefix(tok: str) -> str:
    return re.split(r"[:：]", tok, maxsplit=1)[-1]


def parse_decompositions(answer: Any) -> list[list[str]]:
    """Decompositions as lists of canonical group strings.

    Accepted: ``"123m 456m 789m 11z 234p"`` (one), several separated by ``|``, ``;`` or new lines,
    a list of such strings, a list of groups (``["123m", "456m", …]`` = one decomposition) or a list of lists.
    """
    if isinstance(answer, str):
        parts = [p for p in _DEC_SEP.split(answer.strip()) if p.strip()]
        return [_groups_of(p) for p in parts]
    if isinstance(answer, (list, tuple)):
        if not answer:
            return []
        if all(isinstance(a, str) for a in answer):
            if all(_is_single_group(a) for a in answer):
                return [[_group_of(a) for a in answer]]
            out: list[list[str]] = []
            for a in answer:
                out.extend(parse_decompositions(a))
            return out
        out = []
        for a in answer:
            if isinstance(a, (list, tuple)):
                out.append([_group_of(str(g)) for g in a])
            elif isinstance(a, str):
                out.extend(parse_decompositions(a))
            else:
                raise MjError(T("err.answer.decomposition", v=repr(a)), repr(answer), T("err.answer.decomposition.ok"))
        return out
    raise MjError(T("err.answer.type", what=T("err.answer.what.decompositions"), type=type(answer).__name__), repr(answer),
                  T("err.answer.decompositions.ok"))


_ITEM_SPLIT = re.compile(r"[\s,，、;；/]+")
_COUNT_SUFFIX = re.compile(r"^(?P<name>.+?)\s*(?:[×x*:：]\s*(?P<n>\d+(?:\.\d+)?))$", re.IGNORECASE)


def parse_items(answer: Any, lookup) -> list[tuple[str, float | None, str]]:
    """Item answers → ``[(code, count or None, as typed)]``.

    ``lookup(name) -> code or None`` resolves codes (``MW-B05``, case-insensitive) and names (``将``,
    ``2-5-8 pair``).  Each token may carry a count: ``缺×2``, ``MW-B10 x2``, ``MW-B10:2``.
    Unknown names come back with code ``""``.
    """
    if isinstance(answer, str):
        tokens = _tokens_from_text(answer, lookup)
    elif isinstance(answer, Mapping):
        tokens = []
        for k, v in answer.items():
            n, _ = parse_number(v)
            tokens.append((str(k), n))
    elif isinstance(answer, (list, tuple, set)):
        tokens = []
        for a in answer:
            if isinstance(a, (list, tuple)) and len(a) == 2:
                n, _ = parse_number(a[1])
                tokens.append((str(a[0]), n))
            else:
                tokens.extend(_tokens_from_text(str(a), lookup))
    else:
        raise MjError(T("err.answer.type", what=T("err.answer.what.items"), type=type(answer).__name__), repr(answer),
                      T("err.answer.items.ok"))
    out = []
    for name, n in tokens:
        out.append((lookup(name) or "", n, name))
    return out


def _tokens_from_text(text: str, lookup) -> list[tuple[str, float | None]]:
    text = text.strip()
    if not text or text.lower() in _NONE_WORDS:
        return []
    if lookup(text):  # a whole name with spaces, e.g. "2-5-8 pair"
        return [(text, None)]
    text = re.sub(r"\s+(?=[×xX*:：]\s*\d+(?:\.\d+)?(?:[\s,，、;；/]|$))", "", text)  # "缺 ×2" → "缺×2"
    text = re.sub(r"([×xX*:：])\s+(?=\d)", r"\1", text)
    out = []
    for tok in _ITEM_SPLIT.split(text):
        if not tok:
            continue
        m = _COUNT_SUFFIX.match(tok)
        if m and not lookup(tok):
            out.append((m.group("name"), float(m.group("n"))))
        else:
            out.append((tok, None))
    return out


__all__ = ["normalise_answer", "MAX_TEXT", "parse_win_answer", "parse_bool", "is_blank", "read_payments", "PaymentsAnswer", "parse_tile_list", "parse_number", "parse_payments", "parse_decompositions", "parse_items"]
