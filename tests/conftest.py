"""Shared test set-up.

* Puts the repository root on ``sys.path`` so ``mjlearn`` and ``bench.handgen`` (the seeded hand
  generators shared with ``bench/run.py``) import from any working directory.
* Provides the ``english`` fixture (learner text rendered in English for one test).
* Points ``MJLEARN_HOME`` at a fresh temporary folder for the whole run (inherited by nbval kernels and the
  browser test's JupyterLab), so no test records into the learner's real ``~/.mjlearn/progress.json``.
* Registers a derandomized hypothesis profile (``mjlearn``, the default): property tests draw the same
  examples on every run and no example is failed for being slow on a loaded machine.
"""
from __future__ import annotations

import os
import sys
import tempfile

import pytest

os.environ["MJLEARN_HOME"] = tempfile.mkdtemp(prefix="mjlearn-test-home-")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

try:
    from hypothesis import HealthCheck, settings

    settings.register_profile("mjlearn", derandomize=True, deadline=None,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "mjlearn"))
except ImportError:  # pragma: no cover - hypothesis is a test dependency
    pass


@pytest.fixture
def english():
    """Render learner-facing text in English for the test, then restore the language."""
    from mjlearn.i18n import get_language, set_language
    old = get_language()
    set_language("en")
    yield
    set_language(old)


@pytest.fixture(autouse=True)
def _language_restored():
    """Every test starts in the default language and leaves it as it found it (a test that switches the
    language, directly or through a widget, must not change what later tests render)."""
    from mjlearn.i18n import get_language, set_language
    old = get_language()
    yield
    if get_language() != old:
        set_language(old)
