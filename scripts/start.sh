#!/usr/bin/env bash
# Set up if needed, then open JupyterLab on the start-here notebook.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
extra=()
[ "$(id -u)" = 0 ] && extra+=(--allow-root)
exec .venv/bin/jupyter lab notebooks/00_start_here.ipynb "${extra[@]}" "$@"
