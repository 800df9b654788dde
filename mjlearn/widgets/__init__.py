"""Notebook widgets: :class:`Explorer` (ipywidgets + one anywidget tile strip, see ``tilestrip``)."""
from .explorer import Explorer, compute_views
from .table import Table
from .tilestrip import TileStrip

__all__ = ["Explorer", "Table", "TileStrip", "compute_views"]
