"""What to discard (何切): :func:`advise` → :class:`Advice` (see :mod:`mjlearn.advice.core`).

Model layer (spec ``architecture.md``): imports tiles, hand, context, readings and rules only; its rich display
goes through :mod:`mjlearn._display` (the renderer lives in ``mjlearn/render/advice.py``).
"""
from .core import WAYS, Advice, AdviceRow, accepts_text, advise, value_text, waits_text

__all__ = ["advise", "Advice", "AdviceRow", "WAYS", "accepts_text", "value_text", "waits_text"]
