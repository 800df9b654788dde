#!/usr/bin/env bash
# Rebuild every notebook of both languages (notebooks/zh/ and notebooks/en/) from its source in
# scripts/notebooks/nbNN_*.py with stored outputs, in one go (after any change to learner-facing text or
# rendering), then check the exercise answers and run nbval over both folders.  Uses the project's .venv
# (bash scripts/setup.sh first).  Extra arguments go to build.py (e.g. `03 08`, `--lang zh`); with any,
# nbval checks only what was rebuilt.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=.venv/bin/python
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
$PY scripts/build_exercises.py --check              # exercise answers still equal the library (exit 1 if not)
start=$SECONDS
$PY scripts/notebooks/build.py "$@"
echo "rebuilt in $((SECONDS - start)) s"
if [ "$#" -eq 0 ]; then
  $PY -m pytest -q -p no:cacheprovider --nbval notebooks/zh notebooks/en --nbval-sanitize-with notebooks/sanitize.cfg
fi
