"""One class per exercise kind (:class:`ExerciseKind`: parse, check, explain, answer); :func:`kind_of` gives the
one object of each kind.  Spec ``product.md`` § Exercises."""
from __future__ import annotations

from ...errors import MjError
from ...i18n import T
from ..compute import KINDS
from ..errtext import short
from .base import ExerciseKind
from .decompositions import DecompositionsKind
from .is_win import IsWinKind
from .score import ItemsKind, PaymentsKind, TotalKind
from .waits import WaitsKind

KIND_CLASSES: dict[str, ExerciseKind] = {k.name: k for k in (IsWinKind(), WaitsKind(), DecompositionsKind(),
                                                              ItemsKind(), TotalKind(), PaymentsKind())}
assert set(KIND_CLASSES) == set(KINDS), "every exercise kind has its class"


def kind_of(name: str) -> ExerciseKind:
    """The kind object for ``name`` (``"waits"``…); :class:`MjError` for an unknown kind."""
    k = KIND_CLASSES.get(name) if isinstance(name, str) else None
    if k is None:
        raise MjError(T("err.ex.kind", kind=short(name)), "kind", ", ".join(KINDS))
    return k


__all__ = ["ExerciseKind", "KIND_CLASSES", "kind_of", "IsWinKind", "WaitsKind", "DecompositionsKind", "ItemsKind",
           "TotalKind", "PaymentsKind"]
