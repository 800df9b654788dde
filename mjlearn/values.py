"""Plain Python values from numpy / pandas ones, for validating context and options.

Learners often pass values straight out of pandas or numpy (``np.int64(4)`` from a DataFrame cell, an array
of tile strings).  :func:`plain` turns numpy/pandas scalars into the Python scalar they hold and arrays,
Series and Index objects into lists, recursively through dicts, lists and tuples, so the ordinary checks
then accept what is sensible (a whole number, a list of strings) and refuse the rest with
:class:`~mjlearn.errors.MjError`.  numpy and pandas are never imported here.

Source: spec ``common.md`` § Errors (every bad input a clear MjError, nothing else raised).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import MjError
from .i18n import Text

MAX_ITEMS = 1000
"""Largest array / list accepted inside context or options (a table has 136 tiles)."""

_MAX_DEPTH = 8


def _is_numpy_like(v: Any) -> bool:
    mod = type(v).__module__ or ""
    return mod.split(".")[0] in ("numpy", "pandas")


def plain(value: Any, where: str = "value", _depth: int = 0) -> Any:
    """``value`` with numpy/pandas scalars made Python scalars and arrays/Series made lists (recursively).

    Other values are returned unchanged (validation decides about them).  Raises :class:`MjError` for an
    array or collection of more than :data:`MAX_ITEMS` items or nested deeper than 8 levels (``where``
    names the field).
    """
    if _depth > _MAX_DEPTH:
        raise MjError(Text(f"{where} 嵌套太深", f"{where} is nested too deeply"), where,
                      Text("普通的值、列表和字典，几层以内", "plain values, lists and dicts a few levels deep"))
    if isinstance(value, (str, bool, int, float, type(None))) and type(value) in (str, bool, int, float, type(None)):
        return value
    if _is_numpy_like(value):
        ndim = getattr(value, "ndim", None)
        if ndim == 0 or (ndim is None and hasattr(value, "item")):
            try:
                return value.item()
            except Exception:  # noqa: BLE001 - an exotic scalar: leave it for validation to refuse
                return value
        if ndim is not None and hasattr(value, "tolist"):
            size = getattr(value, "size", None)
            if size is not None and size > MAX_ITEMS:
                raise MjError(Text(f"{where} 有 {size} 个值：比任何表格都多得多", f"{where} holds {size} values: far more than any table"),
                              where, Text(f"最多 {MAX_ITEMS} 个值", f"at most {MAX_ITEMS} values"))
            try:
                value = value.tolist()
            except Exception:  # noqa: BLE001
                return value
        else:
            return value
    if isinstance(value, Mapping):
        if len(value) > MAX_ITEMS:
            raise MjError(Text(f"{where} 有 {len(value)} 项：比任何表格都多得多", f"{where} holds {len(value)} entries: far more than any table"),
                          where, Text(f"最多 {MAX_ITEMS} 项", f"at most {MAX_ITEMS} entries"))
        return {plain(k, where, _depth + 1): plain(v, f"{where}[{k!r}]", _depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_ITEMS:
            raise MjError(Text(f"{where} 有 {len(value)} 项：比任何表格都多得多", f"{where} holds {len(value)} items: far more than any table"),
                          where, Text(f"最多 {MAX_ITEMS} 项", f"at most {MAX_ITEMS} items"))
        out = [plain(v, f"{where}[{i}]", _depth + 1) for i, v in enumerate(value)]
        return tuple(out) if isinstance(value, tuple) else out
    return value
