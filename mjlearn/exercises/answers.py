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
from ..i18n import Text
from ..tiles import parse_tiles, tiles_str

#: what a number answer looks like (placeholders: an example number could be the answer of the exercise at hand)
NUMBER_FORM = Text("一个数，可以带单位：数目、“数目台”、“数目 倍”、“数目分”",
                   "a number, with or without its unit: <number>, '<number>台', '<number> 倍', '<number>分'")
#: what a payments answer looks like
_ANSWER = Text("答案", "answer")
PAYMENTS_FORM = Text("座位加数目，如“东 -10 南 +30”", "seat and amount pairs such as 'E -10 S +30'")
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
        raise MjError(Text(f"答案超过 {MAX_ELEMENTS} 项", f"the answer has more than {MAX_ELEMENTS} parts"), _ANSWER,
                      Text(f"最多 {MAX_ELEMENTS} 项", f"at most {MAX_ELEMENTS}"))
    if _depth > MAX_DEPTH:
        raise MjError(Text("答案嵌套太深", "the answer is nested too deeply"), _ANSWER,
                      Text(f"列表最多嵌套 {MAX_DEPTH} 层", f"lists nested at most {MAX_DEPTH} deep"))
    if isinstance(answer, bool) or answer is None:
        return answer
    if isinstance(answer, str):
        if len(answer) > MAX_TEXT:
            raise MjError(Text(f"答案有 {len(answer)} 个字符，太长了", f"the answer is {len(answer)} characters long"),
                          _ANSWER, Text(f"最多 {MAX_TEXT} 个字符", f"at most {MAX_TEXT} characters"))
        text = unicodedata.normalize("NFKC", answer)
        if not text.isascii():
            text = "".join(_ascii_char(c) for c in text)
        return _VSPACE.sub("\n", _HSPACE.sub(" ", text))
    if isinstance(answer, (bytes, bytearray, memoryview)):
        raise MjError(Text("答案是字节串，不是文字", "the answer is bytes, not text"), _ANSWER,
                      Text("文字、数、列表或字典", "text, a number, a list or a dict"))
    if isinstance(answer, numbers.Integral):
        v = int(answer)
        if abs(v) > 10 ** 15:
            raise MjError(Text(f"{v if abs(v) < 10 ** 30 else '这个数'}太大了", f"{v if abs(v) < 10 ** 30 else 'a number'} is too large"),
                          _ANSWER, Text("最多 10^15", "at most 10^15"))
        return v
    if isinstance(answer, numbers.Real):
        try:
            v = float(answer)
        except (OverflowError, ValueError, TypeError):
            raise MjError(Text("答案不是有限的数", "the answer is not a finite number"), _ANSWER, NUMBER_FORM) from None
        if math.isfinite(v) and abs(v) > 1e15:  # NaN and infinities go on: each parser says what is wrong
            raise MjError(Text(f"{v:g} 太大了", f"{v:g} is too large"), _ANSWER, Text("最多 10^15", "at most 10^15"))
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
    raise MjError(Text(f"“{answer}”不是“是/否”的回答", f"'{answer}' is not a yes/no answer"), repr(answer),
                  "True/False, yes/no, 是/否, 胡/不胡")


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
    raise MjError(Text(f"“{answer}”不是“是/否”的回答", f"'{answer}' is not a yes/no answer"), repr(answer),
                  Text("胡/不胡、是/否、True/False，不胡时后面写规则：“不胡 原因”",
                       "True/False, yes/no, 是/否, 胡/不胡, optionally followed by the rule: 'no <rule>'"))


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
    raise MjError(f"cannot read tiles from {type(answer).__name__}", repr(answer), "'2m 5m', ['2m', '5m'] or '二万 五万'")


_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")
_UNITS = {"台": "台", "tai": "台", "倍": "倍", "bei": "倍", "番": "番", "fan": "番", "zhang": "张", "x": "倍", "×": "倍", "times": "倍", "分": "分", "points": "分",
          "point": "分", "pts": "分", "元": "元", "yuan": "元", "张": "张"}


def parse_number(answer: Any) -> tuple[float, str | None]:
    """``70``, ``"70台"``, ``"70 台"``, ``"8倍"``, ``"x8"`` → (value, unit or ``None``)."""
    if isinstance(answer, bool):
        raise MjError("a number is needed, not True/False", repr(answer), NUMBER_FORM)
    if isinstance(answer, (int, float)):
        if not math.isfinite(answer):
            raise MjError(f"{answer!r} is not a finite number", repr(answer), NUMBER_FORM)
        return float(answer), None
    if isinstance(answer, str):
        nums = _NUMBER.findall(answer)
        if re.search(r"\b(nan|inf|infinity)\b", answer, re.IGNORECASE):
            raise MjError(Text(f"“{answer}”不是有限的数", f"'{answer}' is not a finite number"), repr(answer), NUMBER_FORM)
        if len(nums) != 1:
            raise MjError(Text(f"“{answer}”里应当正好有一个数（用阿拉伯数字）", f"'{answer}' should hold exactly one number"),
                          repr(answer), NUMBER_FORM)
        rest = _NUMBER.sub(" ", answer).strip().lower()
        unit = None
        if rest:
            unit = _UNITS.get(rest)
            if unit is None:
                raise MjError(Text(f"“{rest}”不是单位", f"'{rest}' is not a unit"), repr(answer),
                              Text("台 倍 分 元 番", "台 倍 分 元 番 (or tai, bei, x, points, yuan)"))
        value = float(nums[0])
        if len(nums[0]) > 20 or not math.isfinite(value) or abs(value) > 1e15:
            raise MjError(f"'{nums[0][:20]}…' is too long a number" if len(nums[0]) > 20 else
                          f"{nums[0]} is too large", repr(answer)[:40], "at most 10^15")
        return value, unit
    raise MjError(f"cannot read a number from {type(answer).__name__}", repr(answer)[:40], NUMBER_FORM)


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
                raise MjError(Text(f"看不懂“{gap}”", f"cannot read '{gap}'"), repr(answer), PAYMENTS_FORM)
            unit_words(gap)
            raw = m.group(2).replace(" ", "")
            put(m.group(1), float(raw))
            if m.group(3):
                unit_words(m.group(3))
            found = True
            pos = m.end()
        tail = text[pos:].strip(" ,，;；、\n\t")
        if tail and not _UNIT_ONLY.fullmatch(tail):
            raise MjError(Text(f"看不懂“{tail}”", f"cannot read '{tail}'"), repr(answer), PAYMENTS_FORM)
        unit_words(tail)
        if not found:
            raise MjError(Text("没有找到座位和数目", "no seat amounts found"), repr(answer), PAYMENTS_FORM)
        return PaymentsAnswer(amounts, units, repeated, not_finite)
    raise MjError(f"cannot read payments from {type(answer).__name__}", repr(answer),
                  "a dict {'E': -10, ...} or a string 'E -10 S +30 W -10 N -10'")


def parse_payments(answer: Any) -> dict[str, float]:
    """``{"E": -10, "南": 30}`` or ``"E -10 S +30 W -10 N -10"`` / ``"东-10 南+30 …"`` → seat → net amount.

    Strict form of :func:`read_payments`: raises :class:`MjError` when a seat is given twice or an amount
    is NaN/infinite (the units are not checked here)."""
    got = read_payments(answer)
    if got.repeated:
        raise MjError(f"seat(s) given more than once: {', '.join(got.repeated)}", repr(answer), "each seat once")
    if got.not_finite:
        raise MjError(f"amount is not a finite number for: {', '.join(got.not_finite)}", repr(answer),
                      "finite numbers such as -10 or +30")
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
                raise MjError(f"cannot read a decomposition from {a!r}", repr(answer), "'123m 456m 789m 11z 234p'")
        return out
    raise MjError(f"cannot read decompositions from {type(answer).__name__}", repr(answer),
                  "'123m 456m 789m 11z 234p', several separated by |, or a list of them")


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
        raise MjError(f"cannot read items from {type(answer).__name__}", repr(answer), "'<id> <id>' or the Chinese names")
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
