#!/usr/bin/env bash
# The full comparison of mj.advise with the slow reference of tests/advice_reference.py, at full size:
# 2,000 seeded hands per ruleset, 500 ghost hands, 500 hands with declared sets and seen (the CI runs
# the same tests at 300 / 120 / 150; tests/test_advice_reference.py says why), plus the EV check of
# tests/test_advice_ev.py (300 hands, as in CI).  One test per worker (-n, default 2).
# Measured on the 2-core machine (loaded): about 1,460 CPU-seconds in all, the Jinzhou test alone ~470 s.
# Usage: scripts/check_advice_reference.sh [workers]   (extra pytest arguments after the worker count)
set -euo pipefail
cd "$(dirname "$0")/.."
workers="${1:-2}"
shift || true
export MJLEARN_ADVICE_REF_N="${MJLEARN_ADVICE_REF_N:-2000}"
export MJLEARN_ADVICE_REF_GHOST="${MJLEARN_ADVICE_REF_GHOST:-500}"
export MJLEARN_ADVICE_REF_SETS="${MJLEARN_ADVICE_REF_SETS:-500}"
PY="${PYTHON:-.venv/bin/python}"
exec env PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" "$PY" -m pytest -p no:cacheprovider -q -n "$workers" \
  --dist load --durations=0 tests/test_advice_reference.py tests/test_advice_ev.py "$@"
