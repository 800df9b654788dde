#!/usr/bin/env bash
# Set up (or refresh) the project's virtual environment in .venv with the package and its test extras.
# Idempotent: a second run only reinstalls when pyproject.toml changed.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.mjlearn-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ binder/requirements.txt -nt "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  # binder/requirements.txt pins the notebook stack; the same pins constrain this venv (and CI's), so
  # stored notebook outputs and the Binder check see the versions they were made with.
  .venv/bin/python -m pip install --quiet -e ".[test,app]" -c binder/requirements.txt
  touch "$stamp"
fi
