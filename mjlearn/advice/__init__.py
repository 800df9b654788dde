"""What to discard (何切): :func:`advise` → :class:`Advice` (see :mod:`mjlearn.advice.core` and the modules it names; spec ``advice.md``).

Model layer (spec ``architecture.md``): imports tiles, hand, context, readings and rules only; its rich display
goes through :mod:`mjlearn._display` (the renderer lives in ``mjlearn/render/advice.py``).
"""
from .core import (
                   NEVER,
                   SHAPE_NAMES,
                   WAYS,
                   Advice,
                   AdviceRow,
                   accepts_text,
                   advise,
                   improves_text,
                   shape_text,
                   shapes_text,
                   value_text,
                   waits_text,
)

__all__ = ["advise", "Advice", "AdviceRow", "WAYS", "NEVER", "SHAPE_NAMES", "accepts_text", "improves_text",
           "shape_text", "shapes_text", "value_text", "waits_text"]
