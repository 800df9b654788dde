"""mjlearn — learn Mawan 马湾算胡, Huilai 惠来 and Jinzhou 锦州 mahjong scoring in Jupyter.

Quick start::

    import mjlearn as mj
    h = mj.parse_hand("123m456p789s1122z +2z")
    mj.decompose(h, ruleset="mawan")      # every reading
    mj.score(h, ruleset="mawan", win_by="self_draw")
    mj.waits("1113456666788s", ruleset="huilai")

See ``notebooks/zh/00_start_here.ipynb`` (中文) or ``notebooks/en/00_start_here.ipynb`` (English).
"""
from . import _display
from .api import Advice, advise, compare, decompose, decompositions, is_complete, score, shanten, shanten_batch, waits
from .context import Context, make_context
from .errors import MjError
from .hand import Hand, Meld, parse_hand
from .i18n import get_language, set_language
from .readings import Decomposition, Group, Reading, clear_caches
from .rules import get_ruleset, ruleset_names
from .tiles import parse_tile, parse_tiles, tile_str, tile_zh, tiles_str

__version__ = "0.1.0"


def _load_views() -> None:
    """Import the view layer on first use and wire the model classes to it (see :mod:`mjlearn._display`).

    The facade is the one place that knows both sides: ``Hand``/``Reading``/``ScoreResult`` ask the hook for
    their HTML and pandas frames, and the view modules never need to be imported by the model.
    """
    from . import render
    from .rules.base import ScoreResult

    _display.register(Hand, render.hand_html)
    _display.register(Reading, render.reading_html)
    _display.register(ScoreResult, render.result_html)
    _display.register(Advice, render.advice_html)
    for name in ("items_frame", "readings_frame", "payments_frame"):
        _display.register_view(name, _frame_helper(name))


def _frame_helper(name: str):
    """``mjlearn.frames.<name>``, imported when called: pandas is needed only by the frames themselves."""
    def call(*args, **kwargs):
        from . import frames
        return getattr(frames, name)(*args, **kwargs)
    call.__name__ = name
    return call


_display.set_loader(_load_views)

__all__ = ["parse_hand", "advise", "Advice", "decompose", "decompositions", "waits", "shanten", "is_complete", "shanten_batch", "score",
           "compare", "Hand", "Meld",
           "Context", "make_context", "MjError", "Reading", "Decomposition", "Group", "get_ruleset", "ruleset_names",
           "set_language", "get_language", "parse_tiles", "parse_tile", "tile_str", "tile_zh", "tiles_str",
           "clear_caches", "Explorer"]


def __getattr__(name):  # lazy: the widget layer pulls in ipywidgets only when asked for
    if name == "Explorer":
        from .widgets import Explorer
        return Explorer
    raise AttributeError(name)
