#!/usr/bin/env bash
# Start learning: set up if needed, then open JupyterLab on the start-here notebook.
#
#   bash scripts/start.sh               # opens 00_start_here.ipynb in your browser (prints its URL too)
#   bash scripts/start.sh --no-browser  # only prints the URL (extra arguments go to `jupyter lab`)
#
# You work on copies of the notebooks in my-notebooks/ (made on the first start, never overwritten, ignored by
# git): run, edit and save as you like, the tracked notebooks stay as they are, so `git status` stays clean and
# `bash scripts/test.sh` still passes.  Delete a copy to get the current version back on the next start.
#
# Environment: MJLEARN_WORK (folder of the copies), MJLEARN_PORT, MJLEARN_TOKEN (otherwise a free port and a
# random token), MJLEARN_SKIP_SETUP=1 (skip the set-up check, e.g. in tests).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if [ "${MJLEARN_SKIP_SETUP:-}" != 1 ]; then
  if [ ! -f .venv/.mjlearn-installed ]; then
    echo "First run: setting up the Python environment in .venv — this takes about a minute…"
  fi
  bash scripts/setup.sh
fi

work="${MJLEARN_WORK:-$root/my-notebooks}"
mkdir -p "$work"
new=0
for nb in notebooks/*.ipynb; do
  if [ ! -e "$work/$(basename "$nb")" ]; then
    cp "$nb" "$work/"
    new=$((new + 1))
  fi
done
if [ "$new" -gt 0 ]; then echo "Copied $new notebook(s) to $work (your working copies)."; fi

port="${MJLEARN_PORT:-$(.venv/bin/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
token="${MJLEARN_TOKEN:-$(.venv/bin/python -c 'import secrets; print(secrets.token_hex(16))')}"
url="http://127.0.0.1:${port}/lab/tree/00_start_here.ipynb?token=${token}"

echo
echo "mjlearn: open the start-here notebook at"
echo "    $url"
echo "(JupyterLab opens it in your browser where there is one; stop with Ctrl+C.)"
echo

extra=()
if [ "$(id -u)" = 0 ]; then extra+=(--allow-root); fi
cd "$work"
exec "$root/.venv/bin/jupyter" lab 00_start_here.ipynb --ip=127.0.0.1 --port="$port" --ServerApp.port_retries=0 \
  --IdentityProvider.token="$token" --ServerApp.root_dir="$work" "${extra[@]}" "$@"
