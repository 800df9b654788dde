#!/usr/bin/env bash
# Build the static JupyterLite course site into site/ (git-ignored) from the package registries alone:
#   * the notebooks of notebooks/zh/ and notebooks/en/, copied unchanged (the start page offers both
#     zh/00_start_here.ipynb and en/00_start_here.ipynb);
#   * the mjlearn wheel, built from this checkout, and its widget stack (ipywidgets, anywidget, ...),
#     solved for Pyodide and locked into static/pyodide-lock/pyodide-lock.json (site-src/lite-constraints.txt);
#   * the Pyodide core from its npm package (site-src/package.json + package-lock.json), no CDN;
#   * a check that no CDN or package-index URL is left in the output, then the size and the build time.
#
# Usage: bash scripts/build_site.sh            (MJLEARN_SITE_PYTHON=/path/to/python3.12 to choose the interpreter)
# Serve: python -m http.server -d site 8000    (then open http://127.0.0.1:8000/)
#
# Tools live in .site-build/ (git-ignored): a Python >= 3.12 venv with the pinned build tools
# (site-src/requirements-build.txt; the Pyodide lock step, pyodide-lock + uv, needs >= 3.12 — the project's own
# venv may stay on 3.11) and the npm packages.  Both are reused while their pins are unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
SRC="$ROOT/site-src"
WORK="$ROOT/.site-build"
OUT="$ROOT/site"
start=$SECONDS
say() { printf '[build_site] %s\n' "$*"; }
die() { printf '[build_site] ERROR: %s\n' "$*" >&2; exit 2; }

# ---------------------------------------------------------------------------------------------------------------
# 1. a Python >= 3.12 for the build tools
py_ok() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1; }
find_python() {
  local c
  local -a cands=()
  [ -n "${MJLEARN_SITE_PYTHON:-}" ] && cands+=("$MJLEARN_SITE_PYTHON")
  cands+=(python3.13 python3.12 python3)
  # pyenv keeps every installed version under its root even when the shims point elsewhere
  local proot="${PYENV_ROOT:-$HOME/.pyenv}"
  for c in "$proot"/versions/3.1[2-9]*/bin/python3 /usr/bin/python3.1[2-9] /usr/local/bin/python3.1[2-9]; do
    [ -x "$c" ] && cands+=("$c")
  done
  for c in "${cands[@]}"; do
    if command -v "$c" >/dev/null 2>&1 && py_ok "$c"; then command -v "$c"; return 0; fi
  done
  return 1
}
if ! BUILD_PY="$(find_python)"; then
  die "the site build needs Python >= 3.12 (jupyterlite-pyodide-kernel's lock step: pyodide-lock + uv) and none \
was found (tried \$MJLEARN_SITE_PYTHON, python3.13, python3.12, python3, ${PYENV_ROOT:-$HOME/.pyenv}/versions/3.12+). \
Install one (Debian: apt-get install python3.12 python3.12-venv; pyenv: pyenv install 3.12) or set \
MJLEARN_SITE_PYTHON=/path/to/python3.12."
fi
command -v npm >/dev/null 2>&1 || die "the site build needs npm (the Pyodide core comes from its npm package); \
install Node.js and npm (Debian: apt-get install nodejs npm)."
pyver="$("$BUILD_PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
say "build tools on Python $pyver ($BUILD_PY)"

# ---------------------------------------------------------------------------------------------------------------
# 2. the build venv (pinned tools), reinstalled only when the pins change
VENV="$WORK/venv-$pyver"
mkdir -p "$WORK"
if [ ! -x "$VENV/bin/python" ]; then
  "$BUILD_PY" -m venv "$VENV"
fi
if [ ! -f "$VENV/.installed" ] || [ "$SRC/requirements-build.txt" -nt "$VENV/.installed" ]; then
  say "installing the build tools (site-src/requirements-build.txt)"
  # (pip's notes about this machine's extra local indexes are dropped; real errors still fail the build)
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$SRC/requirements-build.txt" 2>&1 \
    | { grep -v "^WARNING: Location .* is ignored" || true; }
  touch "$VENV/.installed"
fi
export PATH="$VENV/bin:$PATH"

# ---------------------------------------------------------------------------------------------------------------
# 3. the Pyodide core from npm (locked by site-src/package-lock.json), with an empty package table
NPM="$WORK/npm"
mkdir -p "$NPM"
if ! cmp -s "$SRC/package-lock.json" "$NPM/package-lock.json" || [ ! -d "$NPM/node_modules/pyodide" ]; then
  say "npm ci (site-src/package-lock.json)"
  cp "$SRC/package.json" "$SRC/package-lock.json" "$NPM/"
  (cd "$NPM" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >/dev/null)
fi
PYODIDE="$WORK/pyodide"
rm -rf "$PYODIDE" && mkdir -p "$PYODIDE"
for f in pyodide.mjs pyodide.js pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip package.json; do
  cp "$NPM/node_modules/pyodide/$f" "$PYODIDE/"
done
# The npm package is the core only: its lock names ~350 packages that live on a CDN.  An empty table makes the
# kernel's lock step take every package from PyPI into the site itself (and the page never asks a CDN).
"$VENV/bin/python" - "$NPM/node_modules/pyodide/pyodide-lock.json" "$PYODIDE/pyodide-lock.json" <<'PY'
import json, sys
lock = json.load(open(sys.argv[1], encoding="utf-8"))
lock["packages"] = {}
json.dump(lock, open(sys.argv[2], "w", encoding="utf-8"), indent=1)
PY

# ---------------------------------------------------------------------------------------------------------------
# 4. the mjlearn wheel, built from a clean copy of the package (no build/ or egg-info left in the checkout)
WHEELS="$WORK/wheels"
PKG="$WORK/pkg"
rm -rf "$WHEELS" "$PKG" && mkdir -p "$WHEELS" "$PKG"
cp pyproject.toml README.md LICENSE "$PKG/"
(cd "$ROOT" && tar cf - --exclude='__pycache__' --exclude='*.pyc' --exclude='*.egg-info' mjlearn) | (cd "$PKG" && tar xf -)
"$VENV/bin/python" -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation -w "$WHEELS" "$PKG" 2>&1 \
  | { grep -v "^WARNING: Location .* is ignored" || true; }
say "wheel: $(cd "$WHEELS" && ls)"

# ---------------------------------------------------------------------------------------------------------------
# 5. the lite dir: config from site-src/, the notebooks (unchanged), the local Pyodide and wheel
LITE="$WORK/lite"
rm -rf "$LITE" && mkdir -p "$LITE/files" "$LITE/static"
cp "$SRC/jupyter_lite_config.json" "$SRC/jupyter-lite.json" "$LITE/"
# the versions of the last accepted solve constrain this one (the kernel's lock step writes the file when missing)
[ -f "$SRC/lite-constraints.txt" ] && cp "$SRC/lite-constraints.txt" "$LITE/"
for lang in zh en; do mkdir -p "$LITE/files/$lang" && cp notebooks/$lang/*.ipynb "$LITE/files/$lang/"; done
mv "$PYODIDE" "$LITE/static/pyodide"
mkdir -p "$LITE/static/pyodide-lock" && cp "$WHEELS"/*.whl "$LITE/static/pyodide-lock/"

say "jupyter lite build"
rm -rf "$OUT"
(cd "$LITE" && jupyter lite build --lite-dir "$LITE" --contents files --output-dir "$OUT" \
   >"$WORK/build.log" 2>&1) || { tail -40 "$WORK/build.log" >&2; die "jupyter lite build failed (log: .site-build/build.log)"; }
# a first build writes the lock's versions of the pure-Python wheels; keep them in site-src/ so the next build
# (and CI) solves to the same versions
# (without mjlearn itself: its wheel is always the one just built)
if [ ! -f "$SRC/lite-constraints.txt" ] && [ -f "$LITE/lite-constraints.txt" ]; then
  grep -v "^mjlearn " "$LITE/lite-constraints.txt" > "$SRC/lite-constraints.txt"
  say "wrote site-src/lite-constraints.txt (commit it)"
fi

# ---------------------------------------------------------------------------------------------------------------
# 6. start page, source maps, checks
"$VENV/bin/python" "$SRC/finish_site.py" "$OUT" "$ROOT"

secs=$((SECONDS - start))
size="$(du -sh "$OUT" | cut -f1)"
say "site/ built: $size in ${secs}s ($(find "$OUT" -type f | wc -l) files)"
say "serve it:   python -m http.server -d site 8000   then open http://127.0.0.1:8000/"
