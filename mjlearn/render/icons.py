"""Small icons drawn as SVG, so that no learner-facing text depends on a glyph that the fonts JupyterLab and
Debian ship (DejaVu, Liberation, WenQuanYi) lack — an emoji such as ⏰ shows as an empty box there.

:func:`clock_svg` — the "due for review" mark of the progress table.  Each icon is ``role="img"`` with an
``aria-label`` (the words it stands for), ``size`` px square, drawn in the text colour (``currentColor``).
"""
from __future__ import annotations

from html import escape


def clock_svg(label: str = "", size: int = 12) -> str:
    """An alarm clock (``size`` px square); ``label``: its accessible name (e.g. "due for review")."""
    name = f' role="img" aria-label="{escape(label)}"' if label else ' aria-hidden="true"'
    return (f'<svg class="mj-icon mj-icon-clock" width="{size}" height="{size}" viewBox="0 0 16 16"{name} '
            'style="vertical-align:-1px"><circle cx="8" cy="9" r="5.6" fill="none" stroke="currentColor" '
            'stroke-width="1.6"/><path d="M8 5.8V9l2.2 1.4" fill="none" stroke="currentColor" stroke-width="1.5" '
            'stroke-linecap="round"/><path d="M2.2 4.2 4.6 2M13.8 4.2 11.4 2" stroke="currentColor" '
            'stroke-width="1.6" stroke-linecap="round"/></svg>')
