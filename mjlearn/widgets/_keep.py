"""Keeping an exception to show it later, without keeping what raised it: :func:`mjlearn.errors.detached`
(the function lives with the errors so that the model layers can use it too; re-exported here)."""
from __future__ import annotations

from ..errors import detached

__all__ = ["detached"]
