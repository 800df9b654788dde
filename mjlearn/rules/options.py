"""Ruleset options: :class:`OptionSpec` (one option, for validation and for the widget's controls) and
:func:`validate_options` (defaults filled in, every value checked; one :class:`~mjlearn.errors.MjError` naming
the option and what it allows).  Each ruleset lists its options as ``OPTION_SPECS`` (spec ``mawan.md``,
``huilai.md``, ``jinzhou.md`` § Options; ``product.md`` § Library); :class:`mjlearn.rules.base.Ruleset` holds
them.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import MjError, excerpt
from ..i18n import _CATALOGUE, T, Text, plain, register
from ..values import plain as plain_value


@dataclass(frozen=True)
class OptionSpec:
    """One ruleset option, for validation and for the widget's controls.

    name : key in the options dict; label : Text; kind : ``"bool"``, ``"choice"`` or ``"int"``;
    default; choices : allowed values for ``choice`` (and, for ``int``, allowed values if not None);
    code : spec id; minimum / maximum : bounds for ``int``.
    """

    name: str
    label: Text
    kind: str
    default: Any
    choices: tuple = ()
    code: str = ""
    minimum: int | None = None
    maximum: int | None = None

    def value_text(self, value: Any) -> Text:
        """How a value of this option is shown to learners: ``"白板做鬼 / 白 is the ghost"``-style words from the
        catalogue (``opt.<name>.<value>``, then ``opt.value.<value>``); numbers and tiles as they are."""
        for key in (f"opt.{self.name}.{value}", f"opt.value.{value}"):
            if key in _CATALOGUE:
                return T(key)
        if isinstance(value, bool):
            return T("opt.value.on" if value else "opt.value.off")
        return plain("—" if value is None else str(value))


register({
    "err.opt.type": ("选项要是字典，不能是 {type}", "options must be a dict, not {type}"),
    "err.opt.type.ok": ("选项 → 值 的字典", "a dict of option → value"),
    "err.opt.unknown": ("“{k}”不是{ruleset}规则的选项", "'{k}' is not an option of the {ruleset} ruleset"),
    "err.opt.none": ("没有选项", "no options"),
    "err.opt.bool": ("选项“{label}”（'{k}'）只能是 True 或 False，不能是 {v}", "option '{k}' ({label}) must be True or False, not {v}"),
    "err.opt.value": ("选项“{label}”（'{k}'）不能是 {v}", "option '{k}' ({label}) cannot be {v}"),
    "err.opt.int": ("选项“{label}”（'{k}'）要是整数，不能是 {v}", "option '{k}' ({label}) must be a whole number, not {v}"),
    "err.opt.wrong_type": ("选项“{label}”（'{k}'）的类型不对（{type}）", "option '{k}' ({label}) has the wrong type ({type})"),
    "err.opt.range": ("整数 {lo}…{hi}", "whole numbers {lo}…{hi}"),
    "opt.value.None": ("不设", "none"),
    "opt.value.none": ("不用", "none"),
    "opt.value.on": ("开", "on"),
    "opt.value.off": ("关", "off"),
    "opt.value.all": ("全部", "all"),
    "opt.cap.None": ("不封顶", "no cap"),
    "opt.yun_cap.all": ("全部晕", "every 晕"),
    "opt.yun_cap.winds": ("只限风晕", "wind 晕 only"),
    "opt.yun_cap.none": ("不封顶", "no cap"),
    "opt.ghosts.none": ("无鬼", "no ghosts"),
    "opt.ghosts.white": ("白板做鬼", "白 is the ghost"),
    "opt.ghosts.red": ("红中做鬼", "中 is the ghost"),
    "opt.ghosts.flip": ("翻鬼", "flipped indicator"),
    "opt.ghosts.double": ("双鬼", "two ghosts"),
    "opt.horse_kong.off": ("不跟", "off"),
    "opt.horse_kong.doubling": ("每中一马翻倍", "× 2 per hit"),
    "opt.horse_kong.plus_one": ("每中一马加一倍", "× (1 + hits)"),
    "opt.stacking.multiply": ("相乘", "multiply"),
    "opt.stacking.add": ("相加", "add"),
})


def validate_options(specs: Sequence[OptionSpec], options: Mapping[str, Any] | None, ruleset: str | Text) -> dict[str, Any]:
    """Fill defaults and check types/choices; :class:`MjError` names the option and what is allowed.
    ``ruleset``: the ruleset's name as the learner reads it (its ``title``: 马湾算胡 / Mawan)."""
    by_name = {s.name: s for s in specs}
    out = {s.name: s.default for s in specs}
    if options is None:
        return out
    if not isinstance(options, Mapping):
        raise MjError(T("err.opt.type", type=type(options).__name__), "'options'", T("err.opt.type.ok"))
    options = plain_value(options, "options")  # numpy / pandas scalars → Python, arrays → lists
    for k, v in options.items():
        spec = by_name.get(k)
        if spec is None:
            raise MjError(T("err.opt.unknown", k=k, ruleset=ruleset), f"'{k}'",
                          ", ".join(f"'{n}'" for n in by_name) or T("err.opt.none"))
        if spec.kind == "bool":
            if not isinstance(v, bool):
                raise MjError(T("err.opt.bool", k=k, label=spec.label, v=excerpt(repr(v), 0, 40)), f"'{k}'", "True, False")
        elif spec.kind == "choice":
            if v not in spec.choices:
                raise MjError(T("err.opt.value", k=k, label=spec.label, v=excerpt(repr(v), 0, 40)), f"'{k}'",
                              ", ".join(repr(c) for c in spec.choices))
        elif spec.kind == "int":
            if isinstance(v, bool) or not isinstance(v, int):
                raise MjError(T("err.opt.int", k=k, label=spec.label, v=excerpt(repr(v), 0, 40)), f"'{k}'",
                              _int_allowed(spec))
            if spec.choices and v not in spec.choices:
                raise MjError(T("err.opt.value", k=k, label=spec.label, v=v), f"'{k}'", _int_allowed(spec))
            if (spec.minimum is not None and v < spec.minimum) or (spec.maximum is not None and v > spec.maximum):
                raise MjError(T("err.opt.value", k=k, label=spec.label, v=v), f"'{k}'", _int_allowed(spec))
        else:
            if not isinstance(v, type(spec.default)) and spec.default is not None:
                raise MjError(T("err.opt.wrong_type", k=k, label=spec.label, type=type(v).__name__), f"'{k}'",
                              repr(spec.default))
        out[k] = v
    return out


def _int_allowed(spec: OptionSpec) -> str | Text:
    if spec.choices:
        return ", ".join(map(str, spec.choices))
    lo = "" if spec.minimum is None else str(spec.minimum)
    hi = "" if spec.maximum is None else str(spec.maximum)
    return T("err.opt.range", lo=lo, hi=hi)
