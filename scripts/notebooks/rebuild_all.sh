#!/usr/bin/env bash
# Rebuild every notebook's stored outputs in one go (after any change to learner-facing text or rendering),
# then check them all with nbval.  Run from anywhere; uses the project's .venv (bash scripts/setup.sh first).
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=.venv/bin/python
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
$PY -m mjlearn.widgets._start_here                 # 00_start_here
$PY scripts/notebooks/build_notebooks.py             # 01, 02, 06, 07
$PY scripts/notebooks/nb03_mawan.py                  # 03_mawan
$PY scripts/notebooks/nb04_huilai.py                 # 04_huilai
$PY scripts/notebooks/nb05_jinzhou.py                # 05_jinzhou
$PY scripts/notebooks/nb08_discard.py                # 08_what_to_discard
$PY scripts/build_exercises.py --check              # exercise answers still equal the library (exit 1 if not)
$PY -m mjlearn.exercises.notebooks                 # 10, 11, 12
$PY -m pytest -q -p no:cacheprovider --nbval notebooks --nbval-sanitize-with notebooks/sanitize.cfg
