#!/usr/bin/env bash
# Start learning: set up if needed, then open JupyterLab on the start-here notebook of your language.
#
#   bash scripts/start.sh                 # your language: --lang, else MJLEARN_LANG, else the locale (LANG/LC_ALL)
#   bash scripts/start.sh --lang zh       # 中文课程，JupyterLab 界面也是中文
#   bash scripts/start.sh --lang en       # the English course, JupyterLab in English
#   bash scripts/start.sh --no-browser    # only print the URLs (other extra arguments go to `jupyter lab`)
#
# It prints the URL of both start notebooks (zh/00_start_here.ipynb and en/00_start_here.ipynb) and opens the
# one of your language.  JupyterLab's own menus follow the language too (the Simplified Chinese language pack;
# the setting is kept per language under the working folder, so your other JupyterLab settings stay yours).
#
# You work on copies of the notebooks in my-notebooks/zh/ and my-notebooks/en/ (made on the first start, never
# overwritten, ignored by git): run, edit and save as you like, the tracked notebooks stay as they are, so
# `git status` stays clean and `bash scripts/test.sh` still passes.  Delete a copy to get the current version
# back on the next start.
#
# Environment: MJLEARN_LANG (zh|en), MJLEARN_WORK (folder of the copies), MJLEARN_PORT, MJLEARN_TOKEN
# (otherwise a free port and a random token), MJLEARN_SKIP_SETUP=1 (skip the set-up check, e.g. in tests).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

lang="${MJLEARN_LANG:-}"
args=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --lang) lang="${2:-}"; shift 2 || { echo "start.sh: --lang needs zh or en" >&2; exit 2; } ;;
    --lang=*) lang="${1#--lang=}"; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
if [ -z "$lang" ]; then
  case "${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}" in
    zh*|*_CN*|*_TW*|*_HK*|*_SG*) lang=zh ;;
    *) lang=en ;;
  esac
fi
case "$lang" in
  zh|zh_CN|zh-CN|zh-cn|cn) lang=zh ;;
  en|en_*|en-*) lang=en ;;
  *) echo "start.sh: unknown language '$lang' (allowed: zh, en)" >&2; exit 2 ;;
esac

if [ "${MJLEARN_SKIP_SETUP:-}" != 1 ]; then
  if [ ! -f .venv/.mjlearn-installed ]; then
    echo "First run: setting up the Python environment in .venv — this takes about a minute…"
    echo "第一次运行：正在 .venv 里安装 Python 环境，大约一分钟……"
  fi
  bash scripts/setup.sh
fi

work="${MJLEARN_WORK:-$root/my-notebooks}"
new=0
for l in zh en; do
  mkdir -p "$work/$l"
  for nb in notebooks/$l/*.ipynb; do
    if [ ! -e "$work/$l/$(basename "$nb")" ]; then
      cp "$nb" "$work/$l/"
      new=$((new + 1))
    fi
  done
done
if [ "$new" -gt 0 ]; then echo "Copied $new notebook(s) to $work/zh and $work/en (your working copies)."; fi

# JupyterLab's interface language: the translation setting, kept per course language in the working folder
settings="$work/.jupyterlab/$lang/user-settings"
mkdir -p "$settings/@jupyterlab/translation-extension"
if [ "$lang" = zh ]; then locale=zh_CN; else locale=en; fi
printf '{\n    // written by scripts/start.sh --lang %s\n    "locale": "%s"\n}\n' "$lang" "$locale" \
  > "$settings/@jupyterlab/translation-extension/plugin.jupyterlab-settings"
export JUPYTERLAB_SETTINGS_DIR="$settings"

port="${MJLEARN_PORT:-$(.venv/bin/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
token="${MJLEARN_TOKEN:-$(.venv/bin/python -c 'import secrets; print(secrets.token_hex(16))')}"
base="http://127.0.0.1:${port}/lab/tree"
url="$base/$lang/00_start_here.ipynb?token=${token}"

echo
if [ "$lang" = zh ]; then
  echo "mjlearn：中文课程从这里开始"
  echo "    $url"
  echo "English course (same server; JupyterLab stays in Chinese until you restart with --lang en):"
  echo "    $base/en/00_start_here.ipynb?token=${token}"
  echo "（有浏览器时 JupyterLab 会自动打开；按 Ctrl+C 停止。）"
else
  echo "mjlearn: open the start-here notebook at"
  echo "    $url"
  echo "中文课程（同一个服务器；要中文界面请用 --lang zh 重新启动）："
  echo "    $base/zh/00_start_here.ipynb?token=${token}"
  echo "(JupyterLab opens it in your browser where there is one; stop with Ctrl+C.)"
fi
echo

extra=()
if [ "$(id -u)" = 0 ]; then extra+=(--allow-root); fi
cd "$work"
exec "$root/.venv/bin/jupyter" lab "$lang/00_start_here.ipynb" --ip=127.0.0.1 --port="$port" \
  --ServerApp.port_retries=0 --IdentityProvider.token="$token" --ServerApp.root_dir="$work" \
  ${extra[@]+"${extra[@]}"} ${args[@]+"${args[@]}"}
