"""Notebook widgets: :class:`Explorer` (ipywidgets + one anywidget tile strip, see ``tilestrip``)."""
from .explorer import Explorer, compute_views
from .tilestrip import TileStrip

__all__ = ["Explorer", "TileStrip", "compute_views"]
