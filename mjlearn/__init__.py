"""mjlearn — learn Mawan 马湾算胡, Huilai 惠来 and Jinzhou 锦州 mahjong scoring in Jupyter.

Quick start::

    import mjlearn as mj
    h = mj.parse_hand("123m456p789s1122z +2z")
    mj.decompose(h, ruleset="mawan")      # every reading
    mj.score(h, ruleset="mawan", win_by="self_draw")
    mj.waits("1113456666788s", ruleset="huilai")

See ``notebooks/00_start_here.ipynb``.
"""
from .api import Advice, advise, compare, decompose, decompositions, score, shanten, waits
from .context import Context, make_context
from .errors import MjError
from .hand import Hand, Meld, parse_hand
from .i18n import get_language, set_language
from .readings import Decomposition, Group, Reading
from .rules import get_ruleset, ruleset_names
from .tiles import parse_tile, parse_tiles, tile_str, tile_zh, tiles_str

__version__ = "0.1.0"

__all__ = ["parse_hand", "advise", "Advice", "decompose", "decompositions", "waits", "shanten", "score", "compare", "Hand", "Meld",
           "Context", "make_context", "MjError", "Reading", "Decomposition", "Group", "get_ruleset", "ruleset_names",
           "set_language", "get_language", "parse_tiles", "parse_tile", "tile_str", "tile_zh", "tiles_str",
           "Explorer"]


def _load_views():  # the view layer registers its renderers with the display hook on first use
    from . import render  # noqa: F401


from . import _display  # noqa: E402

_display.set_loader(_load_views)


def __getattr__(name):  # lazy: the widget layer pulls in ipywidgets only when asked for
    if name == "Explorer":
        from .widgets import Explorer
        return Explorer
    raise AttributeError(name)
