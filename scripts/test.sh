#!/usr/bin/env bash
# Set up if needed, then run the whole test suite: unit, property and differential tests, nbval over every
# notebook, the Binder environment check and the real-browser test (system Chromium, never downloaded).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the browser test…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null
fi
# the gates (configured in pyproject.toml): lint and types first; either failing fails the build
.venv/bin/ruff check mjlearn tests bench scripts
.venv/bin/mypy
exec .venv/bin/python -m pytest -p no:cacheprovider tests notebooks --nbval --nbval-sanitize-with notebooks/sanitize.cfg "$@"
