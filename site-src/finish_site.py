"""Finish a JupyterLite build in site/ (called by scripts/build_site.sh with the build venv's Python).

1. The start page: ``index.html`` offers the course in both languages — ``zh/00_start_here.ipynb`` (中文) and
   ``en/00_start_here.ipynb`` (English), each opened in JupyterLab (``lab/index.html?path=…``); it keeps the
   (empty) ``jupyter-config-data`` block of JupyterLite's root page, which the app pages read.
2. Source maps out: ``*.map`` files deleted, ``sourceMappingURL`` comments stripped (a browser's devtools would
   otherwise ask for the missing maps).
3. Checks; any failure exits 1 with the reason:
   * no CDN URL in any text file of the site, except the code defaults listed in ``DORMANT`` (each is
     overridden by the site's configuration, which is checked too);
   * every ``jupyter-lite.json`` points the Pyodide kernel at the site's own Pyodide (``./static/pyodide/``)
     and lock file, with the PyPI fallback of ``%pip`` turned off;
   * every package of the lock file is a wheel inside the site (no URL), and the file is there;
   * the notebooks are there in both languages, the start notebooks first.
4. A stamp, ``site/mjlearn-site.json`` (commit, whether the tree was dirty, package versions), which
   ``tests/test_site.py`` reads to reuse a build of the same commit.

Usage: ``python site-src/finish_site.py SITE_DIR REPO_DIR``
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

START = "00_start_here.ipynb"
LANGS = {"zh": ("中文课程", "从这里开始：点牌组一手牌，看三种规则怎么拆牌、怎么算分、听哪几张。"),
         "en": ("English course", "Start here: click tiles to build a hand and see how each ruleset reads and scores it.")}

# hosts that serve packages or front-end code: the site must never need them
CDN_HOSTS = ("cdn.jsdelivr.net", "fastly.jsdelivr.net", "unpkg.com", "cdnjs.cloudflare.com", "esm.sh", "esm.run",
             "cdn.skypack.dev", "ga.jspm.io", "jspm.dev", "fonts.googleapis.com", "fonts.gstatic.com",
             "files.pythonhosted.org", "cdn.plot.ly", "code.jquery.com", "stackpath.bootstrapcdn.com")
CDN_RE = re.compile(r"(?:https?:)?//(?:%s)\b[^\s\"'`)]*" % "|".join(re.escape(h) for h in CDN_HOSTS))

# Code defaults that name a CDN but never run in this site: (path glob, the text around the URL, why dormant)
DORMANT = [
    ("extensions/@jupyterlite/pyodide-kernel-extension/static/*.js",
     'pyodideUrl||"https://cdn.jsdelivr.net/pyodide/v',
     "the kernel's default Pyodide URL, used only when jupyter-lite.json has no pyodideUrl (checked below)"),
    ("extensions/@jupyterlite/pyodide-kernel-extension/static/schema/kernel.v0.schema.json",
     '"default": "https://cdn.jsdelivr.net/pyodide/v',
     "the same default, in the schema the build validates jupyter-lite.json with (the page reads jupyter-lite.json)"),
    ("static/pyodide/pyodide*js",
     "packageBaseUrl??`https://cdn.jsdelivr.net/pyodide/v${",
     "Pyodide's cdnUrl, read only under Node.js (pyodide.asm.mjs: IN_NODE), never in a browser"),
]

TEXT_SUFFIXES = {".js", ".mjs", ".cjs", ".css", ".html", ".json", ".ipynb", ".txt", ".md", ".svg", ".webmanifest"}
SOURCEMAP_RE = re.compile(rb"\n?(?://[#@] sourceMappingURL=[^\n]*|/\*[#@] sourceMappingURL=[^*]*\*/)[ \t]*(?=\n|$)")

KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"


def fail(msg: str) -> None:
    print(f"[finish_site] CHECK FAILED: {msg}", file=sys.stderr)
    sys.exit(1)


def start_page(site: Path) -> None:
    links = "\n".join(
        f'<li><a class="mj-start" data-lang="{lang}" lang="{"zh-CN" if lang == "zh" else "en"}" '
        f'href="lab/index.html?path={lang}/{START}"><strong>{title}</strong></a><br>'
        f'<span lang="{"zh-CN" if lang == "zh" else "en"}">{blurb}</span></li>'
        for lang, (title, blurb) in LANGS.items())
    (site / "index.html").write_text(f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>mjlearn · 麻将计分课程 · mahjong scoring course</title>
<link rel="icon" href="lab/favicon.ico">
<!-- the JupyterLite root: every app page reads this (empty) config block and ./jupyter-lite.json -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">
{{}}
</script>
<style>
body {{ font-family: sans-serif; margin: 3em auto; max-width: 42em; line-height: 1.6; padding: 0 1em }}
ul {{ list-style: none; padding: 0 }} li {{ margin: 1.2em 0 }} a.mj-start {{ font-size: 1.5em }}
</style>
</head>
<body>
<h1>mjlearn · 马湾算胡、惠来、锦州麻将 · Mawan, Huilai and Jinzhou mahjong</h1>
<p>选择语言 · Choose a language (Python runs in your browser; the first start takes a minute):</p>
<ul>
{links}
</ul>
<p><a href="lab/index.html">JupyterLab</a> · <a href="tree/index.html">文件 files</a></p>
</body>
</html>
""", encoding="utf-8")


def strip_sourcemaps(site: Path) -> int:
    n = 0
    for p in list(site.rglob("*.map")):
        p.unlink()
        n += 1
    for p in site.rglob("*"):
        if p.is_file() and p.suffix in (".js", ".mjs", ".cjs", ".css"):
            data = p.read_bytes()
            if b"sourceMappingURL" in data:
                new = SOURCEMAP_RE.sub(b"", data)
                if new != data:
                    p.write_bytes(new)
    return n


def check_cdn(site: Path) -> list[str]:
    hits = []
    dormant_seen = set()
    for p in sorted(site.rglob("*")):
        if not p.is_file() or p.suffix not in TEXT_SUFFIXES:
            continue
        text = p.read_text(encoding="utf-8", errors="replace")
        rel = p.relative_to(site).as_posix()
        for m in CDN_RE.finditer(text):
            around = text[max(0, m.start() - 60): m.end() + 10]
            ok = [i for i, (glob, needle, _) in enumerate(DORMANT) if Path(rel).match(glob) and needle in around]
            if ok:
                dormant_seen.update(ok)
                continue
            hits.append(f"{rel}: {m.group(0)[:120]}")
    for i, (glob, needle, why) in enumerate(DORMANT):
        state = "present, dormant" if i in dormant_seen else "absent"
        print(f"[finish_site] allowed code default ({state}): {glob}: {why}")
    return hits


def check_config(site: Path) -> None:
    configs = sorted(site.rglob("jupyter-lite.json"))
    if not configs:
        fail("no jupyter-lite.json in the site")
    top = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    k = top["jupyter-config-data"].get("litePluginSettings", {}).get(KERNEL, {})
    if not str(k.get("pyodideUrl", "")).startswith("./static/pyodide/"):
        fail(f"jupyter-lite.json: pyodideUrl is {k.get('pyodideUrl')!r}, not the site's own ./static/pyodide/")
    lpo = k.get("loadPyodideOptions", {})
    if not str(lpo.get("lockFileURL", "")).startswith("./static/pyodide-lock/"):
        fail(f"jupyter-lite.json: lockFileURL is {lpo.get('lockFileURL')!r}, not ./static/pyodide-lock/")
    if k.get("disablePyPIFallback") is not True:
        fail("jupyter-lite.json: disablePyPIFallback is not true (%pip would reach PyPI)")
    for url in k.get("pipliteUrls", []):
        if urlparse(url).scheme:
            fail(f"jupyter-lite.json: piplite index {url} is not inside the site")
    for cfg in configs:  # an app-level config must not point the kernel elsewhere
        data = json.loads(cfg.read_text(encoding="utf-8")).get("jupyter-config-data", {})
        sub = data.get("litePluginSettings", {}).get(KERNEL, {})
        for key in ("pyodideUrl",):
            if key in sub and urlparse(sub[key]).scheme:
                fail(f"{cfg.relative_to(site)}: {key} {sub[key]} is a URL outside the site")
    lock_path = site / "static" / "pyodide-lock" / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    pkgs = lock.get("packages", {})
    for name in ("mjlearn", "ipywidgets", "anywidget", "micropip", "pyodide-kernel", "ipykernel"):
        if name not in pkgs:
            fail(f"pyodide-lock.json has no {name}")
    for name, spec in pkgs.items():
        fn = spec["file_name"]
        if urlparse(fn).scheme:
            fail(f"pyodide-lock.json: {name} comes from {fn}, outside the site")
        if not (lock_path.parent / fn).resolve().is_file():
            fail(f"pyodide-lock.json: {name}: {fn} is missing from the site")
    for name in ("pandas", "numpy", "jupyterlab"):
        if name in pkgs:
            fail(f"pyodide-lock.json holds {name} (the site must run without it)")
    core = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    if core.get("packages"):
        fail("static/pyodide/pyodide-lock.json still lists the CDN's package table")
    for lang in LANGS:
        if not (site / "files" / lang / START).is_file():
            fail(f"files/{lang}/{START} (the start notebook) is missing")


def stamp(site: Path, repo: Path) -> dict:
    def git(*args: str) -> str:
        try:
            return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return ""
    lock = json.loads((site / "static" / "pyodide-lock" / "pyodide-lock.json").read_text(encoding="utf-8"))
    info = {
        "commit": git("rev-parse", "HEAD"),
        # a build from uncommitted changes is never reused by the tests (paths outside site sources ignored)
        "dirty": bool(git("status", "--porcelain", "--", "mjlearn", "notebooks", "site-src", "scripts/build_site.sh",
                          "pyproject.toml")),
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "python_version_in_browser": lock.get("info", {}).get("python"),
        "packages": {n: s["version"] for n, s in sorted(lock["packages"].items())},
    }
    (site / "mjlearn-site.json").write_text(json.dumps(info, indent=1) + "\n", encoding="utf-8")
    return info


def main(argv: list[str]) -> int:
    site, repo = Path(argv[1]).resolve(), Path(argv[2]).resolve()
    start_page(site)
    n = strip_sourcemaps(site)
    print(f"[finish_site] source maps removed: {n} files, sourceMappingURL comments stripped")
    hits = check_cdn(site)
    if hits:
        fail("CDN URLs left in the site:\n  " + "\n  ".join(hits[:40]))
    check_config(site)
    info = stamp(site, repo)
    print(f"[finish_site] checks passed: no CDN URL, Pyodide and {len(info['packages'])} packages inside the site; "
          f"start page offers {', '.join(f'{lang}/{START}' for lang in LANGS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
