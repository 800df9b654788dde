"""The explorer without its widgets (spec ``product.md`` § Widgets):

* :mod:`mjlearn.explorer.strings` — its learner text (catalogue entries, registered on import);
* :mod:`mjlearn.explorer.model` — :class:`~mjlearn.explorer.model.ExplorerModel` (the hand being built, its
  settings, undo) and :class:`~mjlearn.explorer.model.ExplorerState` (what the views are drawn from).

The HTML views are in :mod:`mjlearn.render.explorer`, the widget in :mod:`mjlearn.widgets.explorer`.  This
package file imports nothing, so that the views can take the strings without the model.
"""
