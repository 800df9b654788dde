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
# a Chinese font, so that the browser tests' screenshots of the zh course show characters, not boxes
if command -v fc-list >/dev/null && [ -z "$(fc-list :lang=zh 2>/dev/null)" ] && [ "$(id -u)" = 0 ] \
    && command -v apt-get >/dev/null; then
  echo "installing Debian's fonts-wqy-microhei (a Chinese font) for the browser screenshots…"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y -qq fonts-wqy-microhei || { apt-get update -qq && apt-get install -y -qq fonts-wqy-microhei; }; } \
    >/dev/null || echo "(no Chinese font: zh screenshots will show boxes)"
fi
# the gates (configured in pyproject.toml): lint and types first; either failing fails the build
.venv/bin/ruff check mjlearn tests bench scripts
.venv/bin/mypy
# nbval over both language folders (zh/ and en/: the same code cells, the outputs in each language).
# On every core (pytest-xdist): one test file or notebook per worker at a time (--dist loadfile keeps a notebook's
# cells in one kernel, in order); MJLEARN_TEST_WORKERS=0 runs everything in this one process.
exec .venv/bin/python -m pytest -p no:cacheprovider -n "${MJLEARN_TEST_WORKERS:-auto}" --dist loadfile \
  tests notebooks/zh notebooks/en --nbval --nbval-sanitize-with notebooks/sanitize.cfg "$@"
