"""The hook through which model objects are shown, without the model importing the view layer.

Architecture (``shared/spec/architecture.md``): tiles → hand → readings → rules → views, and lower layers never
import higher ones.  A model class that wants a rich display in Jupyter defines::

    def _repr_html_(self):
        return _display.html(self)

Renderers (:func:`register`: class → ``fn(obj) -> str``) and named view helpers such as the pandas frames
(:func:`register_view`: ``"items_frame"`` → ``fn(result, lang)``) are registered from above.  Nothing here
names a view module: the package facade (``mjlearn/__init__.py``) installs a *loader* with :func:`set_loader`,
a function that imports the view layer and registers its functions the first time a rich display or a view
helper is asked for.  A model module imported and used in a plain interpreter therefore never pulls in
``render``, ``frames``, ``widgets`` or ``exercises`` (``tests/test_layers.py`` checks both the imports and the
loaded modules).  ``render`` itself takes everything it draws as arguments and imports no ruleset code.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

_HTML: dict[type, Callable[[Any], str]] = {}
_VIEWS: dict[str, Callable[..., Any]] = {}
_loader: Callable[[], None] | None = None
_loaded = False


def register(cls: type, fn: Callable[[Any], str]) -> None:
    """Register ``fn(obj) -> str`` (an HTML fragment) as the rich display of instances of ``cls``."""
    _HTML[cls] = fn


def register_view(name: str, fn: Callable[..., Any]) -> None:
    """Register a named view helper (e.g. ``"items_frame"``) that model objects may delegate to."""
    _VIEWS[name] = fn


def set_loader(fn: Callable[[], None]) -> None:
    """Install the function that imports (and so registers) the view layer on first use."""
    global _loader
    _loader = fn


def _ensure_loaded() -> None:
    global _loaded
    if not _loaded and _loader is not None:
        _loaded = True
        try:
            _loader()
        except BaseException:
            _loaded = False  # e.g. an ImportError in a minimal install: try again next time, plain repr now
            raise


def html(obj: Any) -> str | None:
    """The registered HTML of ``obj`` (looked up along its class's MRO), or None (Jupyter then shows the plain
    repr).  A view layer that cannot be imported (e.g. a minimal install) also gives None."""
    try:
        _ensure_loaded()
    except ImportError:
        return None
    for cls in type(obj).__mro__:
        fn = _HTML.get(cls)
        if fn is not None:
            return fn(obj)
    return None


def view(name: str) -> Callable[..., Any]:
    """The registered view helper ``name``; raises LookupError when no view layer provides it."""
    _ensure_loaded()
    try:
        return _VIEWS[name]
    except KeyError:
        raise LookupError(f"no view helper {name!r} is registered (is mjlearn's view layer installed?)") from None
