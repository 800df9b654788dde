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

# The browser tests' npm packages (tests/js/package.json + package-lock.json: axe-core for the accessibility
# test) go to .test-js/ (git-ignored), reinstalled only when the lock changes.  Never loaded from a CDN.
if command -v npm >/dev/null 2>&1; then
  if ! cmp -s tests/js/package-lock.json .test-js/package-lock.json || [ ! -f .test-js/node_modules/axe-core/axe.min.js ]; then
    mkdir -p .test-js
    cp tests/js/package.json tests/js/package-lock.json .test-js/
    (cd .test-js && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >/dev/null)
  fi
else
  echo "setup.sh: npm not found: the accessibility browser test (axe-core) will not run (Debian: apt-get install npm)" >&2
fi
