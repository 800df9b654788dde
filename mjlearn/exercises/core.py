"""The exercise API in one import (kept for callers of the former single module, e.g. ``discard.py``): the parts
live in :mod:`.exercise` (the model), :mod:`.kinds` (one class per kind), :mod:`.view` (display, progress, ask),
:mod:`.messages`, :mod:`.glossary` and :mod:`.bank`."""
from .bank import Bank, data_path, exercise_from_data, load, read_data
from .exercise import Exercise
from .glossary import Glossary, glossary_for
from .messages import Feedback, Message
from .view import describe_context

__all__ = ["Exercise", "Feedback", "Message", "Bank", "Glossary", "glossary_for", "load", "read_data",
           "describe_context", "exercise_from_data", "data_path"]
