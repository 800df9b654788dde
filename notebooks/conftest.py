"""nbval set-up for the stored notebooks: each notebook's kernel starts with a fresh, empty ``MJLEARN_HOME``.

The notebooks were executed that way when their outputs were stored (``scripts/notebooks/_nb.py``, ``fresh_home``),
and what ``practice()`` shows depends on the learner's record (a day's session, or "done for today" once the
record holds today's answers).  Without this, a notebook checked after the unit tests would see the record the
exercise tests left in the run's shared test home and show a different output.
"""
from __future__ import annotations

import os
import tempfile

import pytest

_HOMES: dict[str, str] = {}


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    # runs before the notebook's own set-up, which starts its kernel (inheriting this process's environment)
    notebook = str(item.fspath)
    if notebook.endswith(".ipynb") and notebook not in _HOMES:
        _HOMES[notebook] = tempfile.mkdtemp(prefix="mjlearn-nbval-home-")
        os.environ["MJLEARN_HOME"] = _HOMES[notebook]
