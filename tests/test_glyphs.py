"""No learner-facing glyph outside the fonts JupyterLab and Debian ship: an emoji such as ⏰ shows as an
empty box with Debian's DejaVu / Liberation / WenQuanYi fonts, so icons are drawn as SVG (``render/icons.py``).

Checked: every catalogue text (both languages, every module that registers text imported) and every notebook
source.  Always: no character that browsers draw as an emoji by default (Unicode's Emoji_Presentation set, which
no font Debian installs by default has; the emoji variation selector neither).  Where ``fc-list`` is installed:
every character that is neither ASCII nor CJK is covered by an installed font.
"""
from __future__ import annotations

import json
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The whole catalogue, read in a fresh interpreter with every module that registers text imported (so that this
# test does not change which strings other tests of the same session see).
_CATALOGUE = """
import json, mjlearn.exercises, mjlearn.frames, mjlearn.render, mjlearn.widgets
from mjlearn.i18n import catalogue
from mjlearn.rules import get_ruleset, ruleset_names
for name in ruleset_names():
    get_ruleset(name)
print(json.dumps({k: [str(x) for x in (v if isinstance(v, (tuple, list)) else (v,))] for k, v in catalogue().items()}))
"""

# Unicode Emoji_Presentation (emoji-data.txt): drawn as colour emoji by default, in no Debian default font
_EMOJI_RANGES = [(0x1F000, 0x1FAFF), (0x231A, 0x231B), (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3),
                 (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693),
                 (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE),
                 (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F5), (0x26FA, 0x26FA), (0x26FD, 0x26FD),
                 (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E),
                 (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
                 (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0xFE0F, 0xFE0F)]


def _texts() -> dict[str, str]:
    run = subprocess.run([sys.executable, "-c", _CATALOGUE], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    out = {key: " ".join(entry) for key, entry in json.loads(run.stdout.strip().splitlines()[-1]).items()}
    for p in sorted((ROOT / "scripts" / "notebooks").glob("nb*.py")):
        out[str(p.relative_to(ROOT))] = p.read_text(encoding="utf-8")
    return out


def _suspicious(ch: str) -> bool:
    return any(lo <= ord(ch) <= hi for lo, hi in _EMOJI_RANGES)


def test_the_check_sees_the_alarm_clock():
    assert _suspicious("⏰") and _suspicious("✅") and not _suspicious("✓") and not _suspicious("⌊")


def test_no_emoji_or_symbol_glyph_in_learner_text():
    bad = {k: sorted({c for c in t if _suspicious(c)}) for k, t in _texts().items()}
    bad = {k: v for k, v in bad.items() if v}
    assert bad == {}, f"glyphs the shipped fonts lack (draw them as SVG): {bad}"


@pytest.mark.skipif(shutil.which("fc-list") is None, reason="fontconfig's fc-list is not installed")
def test_every_uncommon_character_is_in_an_installed_font():
    chars = sorted({c for t in _texts().values() for c in t
                    if ord(c) > 0x7F and not (0x3000 <= ord(c) <= 0x9FFF or 0xFF00 <= ord(c) <= 0xFFEF)})
    missing = [c for c in chars
               if not subprocess.run(["fc-list", f":charset={ord(c):x}", "family"], capture_output=True, text=True,
                                     timeout=30).stdout.strip()]
    assert missing == [], f"no installed font has {[f'{c} U+{ord(c):04X}' for c in missing]}"
