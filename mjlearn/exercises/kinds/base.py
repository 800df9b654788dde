"""The shape every exercise kind has (spec ``product.md`` § Exercises): read an answer, check it against the
stored answer, explain the solution, and give the answer in the form a learner types it."""
from __future__ import annotations

from typing import Any

from ...i18n import Text


class ExerciseKind:
    """One kind of question.  A subclass sets :attr:`name` (one of :data:`mjlearn.exercises.compute.KINDS`) and
    implements the four steps; ``ex`` is the :class:`~mjlearn.exercises.exercise.Exercise` asked, ``exp`` its
    stored answer (a dict, see :mod:`mjlearn.exercises.compute`)."""

    name: str = ""

    def parse(self, answer: Any) -> Any:
        """The learner's answer read into this kind's shape; :class:`~mjlearn.errors.MjError` when unreadable."""
        raise NotImplementedError

    def check(self, ex, answer: Any, exp: dict[str, Any]) -> tuple[bool, list[Text]]:
        """(right?, feedback lines) for one answer."""
        raise NotImplementedError

    def explain(self, ex, exp: dict[str, Any]) -> list[Text]:
        """The solution's explanation lines, computed by the library now."""
        raise NotImplementedError

    def answer(self, ex, exp: dict[str, Any]) -> Any:
        """The stored answer in the form a learner would type it."""
        raise NotImplementedError

    def answer_text(self, ex, exp: dict[str, Any]) -> Text:
        """The stored answer as learner text (tile names, item names, seats)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
