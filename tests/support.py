"""Helpers the tests import by name (``from support import ROOT, DATA, _jupyter …``).

They live here, not in ``conftest.py``: ``notebooks/conftest.py`` is also a module named ``conftest``, so
``from conftest import …`` would find whichever conftest pytest loaded last.

* ``ROOT`` (the repository), ``DATA`` (``tests/data``), ``CHROMIUM`` (the system Chromium, never downloaded);
* the browser tests' server helpers: ``_free_port``, ``_wait_http`` and ``_jupyter`` (JupyterLab or Voila in a
  temporary copy of ``notebooks/``), used by the fixtures in ``conftest.py`` and by ``test_binder.py``;
* the browser tests' shared prologue and epilogue: ``chromium`` (a context manager: the browser launched, a
  failure screenshot, the browser closed, the lab's kernels shut down), ``ARTIFACTS`` (``test-artifacts/``),
  ``CHROMIUM_ARGS`` and ``_shutdown_kernels``.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(ROOT) / "test-artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_http(url: str, timeout: float) -> None:
    end = time.time() + timeout
    last = None
    while time.time() < end:
        try:
            with urllib.request.urlopen(url, timeout=5) as r:  # noqa: S310 - loopback only
                if r.status == 200:
                    return
        except Exception as e:  # noqa: BLE001 - retried until the deadline
            last = e
        time.sleep(0.5)
    raise RuntimeError(f"the server did not answer at {url}: {last}")


@contextmanager
def _jupyter(tmp: Path, name: str, args: list[str], ready_path: str, root_dir_flag: bool = True):
    """Run ``python -m jupyter lab`` / ``python -m voila`` (``args``) on a free loopback port in a temporary copy
    of ``notebooks/`` with its own config/runtime dirs; yield ``(port, workdir)`` once ``ready_path`` answers;
    kill the whole process group at the end."""
    root = Path(ROOT)
    work = tmp / "notebooks"
    shutil.copytree(root / "notebooks", work, ignore=shutil.ignore_patterns("build", ".ipynb_checkpoints"))
    for d in ("config", "runtime", "ipython"):
        (tmp / d).mkdir()
    port = _free_port()
    env = dict(os.environ)
    env.update({
        "JUPYTER_CONFIG_DIR": str(tmp / "config"),
        "JUPYTER_RUNTIME_DIR": str(tmp / "runtime"),
        "IPYTHONDIR": str(tmp / "ipython"),
        "PYTHONPATH": str(root) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else ""),
    })
    cmd = [sys.executable, "-m", *[a.format(port=port, work=work) for a in args]]
    log = open(tmp / f"{name}.log", "wb")  # noqa: SIM115 - closed in the finally below
    proc = subprocess.Popen(cmd, cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        _wait_http(f"http://127.0.0.1:{port}{ready_path}", 120)
        yield port, work
    finally:
        _stop(proc)
        log.close()


def _stop(proc: subprocess.Popen) -> None:
    """End a server started with ``start_new_session=True``: SIGTERM to its whole process group, SIGKILL if it
    has not ended within 20 s."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=20)
    except Exception:  # noqa: BLE001
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except Exception:  # noqa: BLE001
            pass


def _shutdown_kernels(lab: dict) -> None:
    """Shut down every kernel the test started in the ``lab_server`` fixture's JupyterLab (the machine is small)."""
    try:
        with urllib.request.urlopen(f"{lab['url']}/api/sessions?token={lab['token']}", timeout=10) as r:  # noqa: S310
            sessions = json.loads(r.read())
        for s in sessions:
            req = urllib.request.Request(f"{lab['url']}/api/sessions/{s['id']}?token={lab['token']}", method="DELETE")
            urllib.request.urlopen(req, timeout=10).close()  # noqa: S310 - loopback only
    except Exception:  # noqa: BLE001 - best effort
        pass


@contextmanager
def chromium(chromium_path: str, failure: str, *, lab: dict | None = None,
             on_failure: Callable[[], None] | None = None) -> Iterator[Any]:
    """Yield a headless Chromium (Playwright's ``Browser``, the system ``chromium_path``, ``CHROMIUM_ARGS``).

    The epilogue every browser test shares: if the body raises (an assertion, a timeout, ``pytest.fail``),
    ``on_failure()`` runs (e.g. to print a partial report) and the page opened last is saved, full page, to
    ``test-artifacts/<failure>`` (best effort), then the exception goes on; in every case the browser closes
    and, given ``lab`` (the ``lab_server`` fixture), the kernels the test started are shut down."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException:
            try:
                if on_failure is not None:
                    on_failure()
                pages = [page for context in browser.contexts for page in context.pages]
                if pages:  # keep what the browser showed, for the failure report
                    ARTIFACTS.mkdir(exist_ok=True)
                    pages[-1].screenshot(path=str(ARTIFACTS / failure), full_page=True)
            except Exception:  # noqa: BLE001 - the test's own exception is the one to report
                pass
            raise
        finally:
            browser.close()
            if lab is not None:
                _shutdown_kernels(lab)
