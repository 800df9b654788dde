"""The explorer's model without widgets (spec ``product.md`` § Widgets): editing, undo, messages, and one
examination per refresh (the context made once, each ruleset's options validated once)."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest
from hands import CHOWS_SOUTH_PUNG, STRAIGHT_IN_CHARACTERS

import mjlearn as mj
from mjlearn.examination import Examination, examine
from mjlearn.explorer.model import DEFAULT_HAND, ExplorerModel, ExplorerState

ROOT = pathlib.Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.usefixtures("english")


def test_the_model_loads_no_widget_or_view_module():
    code = ("import sys, json\n"
            "from mjlearn.explorer.model import ExplorerModel\n"
            "m = ExplorerModel('mawan')\n"
            "m.set_hand('123m456p11s89m pon:777z +7m')\n"
            "st = m.state(); st.results(); st.waits(); st.readings('mawan')\n"
            "print(json.dumps(sorted(x for x in sys.modules if x.startswith(('mjlearn', 'ipywidgets', 'anywidget')))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert not [m for m in loaded if m.startswith(("ipywidgets", "anywidget", "mjlearn.widgets", "mjlearn.render"))]


def test_editing_counts_copies_and_the_14th_tile_is_the_winning_tile():
    m = ExplorerModel("mawan")
    for t in ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "1p", "1p", "2p"]:
        assert m.add_tile(t)
    assert m.hand == mj.parse_hand("123456789m1112p") and m.hand.win_tile is None
    assert m.add_tile("2p") and m.hand == mj.parse_hand(STRAIGHT_IN_CHARACTERS)  # the last tile added wins
    # a full hand: refused at the palette, nothing changes, no undo step
    steps = len(m.history)
    assert not m.add_tile("3s")
    assert m.message.error and m.message.where == "palette" and "full" in str(m.message.text)
    assert len(m.history) == steps


def test_a_fifth_copy_counts_the_copies_in_sets_too():
    m = ExplorerModel("mawan")
    m.set_hand("1m pon:111m")
    assert not m.add_tile("1m") and "only 4" in str(m.message.text)  # 1 + 3 in the pung: 4 already
    assert not m.add_set("pon", "1m") and m.message.where == "set"


def test_undo_walks_back_and_says_when_there_is_nothing_left():
    m = ExplorerModel("mawan")
    m.set_hand(DEFAULT_HAND)
    assert m.remove_tile("7m") and m.hand.win_tile is None
    assert m.remove_set(0) and m.hand.melds == ()
    assert m.undo() and len(m.hand.melds) == 1
    assert m.undo() and m.hand == mj.parse_hand(DEFAULT_HAND)
    assert m.undo() and m.hand == mj.parse_hand("", allow_partial=True)  # before set_hand: empty
    assert not m.undo() and not m.message.error and m.message.where == "hand"


def test_bad_input_raises_and_keeps_the_hand():
    m = ExplorerModel("huilai")
    m.set_hand("123m")
    for bad in (True, 2.0, 34, "5x"):
        with pytest.raises(mj.MjError):
            m.add_tile(bad)
    with pytest.raises(mj.MjError):
        m.add_set("chi", "1m")  # Huilai has no chow (common.md § Hand model)
    with pytest.raises(mj.MjError):
        m.set_hand("11111m")
    assert m.hand == mj.parse_hand("123m", allow_partial=True) and len(m.history) == 1


def test_focus_on_a_ruleset_without_the_hands_tiles_says_which():
    m = ExplorerModel("mawan")
    m.set_hand("123m 1z")
    assert m.set_focus("jinzhou")  # Jinzhou has no winds (JZ-A1)
    assert m.message.error and m.message.where == "hand" and "1z" in str(m.message.text)
    assert m.hand == mj.parse_hand("123m1z", allow_partial=True)


def test_one_refresh_makes_the_context_once_and_validates_each_rulesets_options_once(monkeypatch):
    import mjlearn.api
    import mjlearn.examination
    made, validated = [], []
    real_make, real_prepared = mjlearn.examination.make_context, mjlearn.examination.prepared
    monkeypatch.setattr(mjlearn.examination, "make_context", lambda c: made.append(1) or real_make(c))
    monkeypatch.setattr(mjlearn.examination, "prepared", lambda n, o: validated.append(n) or real_prepared(n, o))
    for name in ("score", "waits", "shanten", "decompose", "wait_values"):  # no facade call per ruleset
        monkeypatch.setattr(mjlearn.api, name, None)
    m = ExplorerModel("mawan")
    m.set_hand(DEFAULT_HAND)
    m.set_settings({"win_by": "self_draw"}, {"huilai": {"ghosts": "white"}})
    st = m.state()
    results = st.results()
    st.waits(), st.readings("mawan"), st.wait_values("mawan", [mj.parse_tile("7m")])
    assert made == [1] and sorted(validated) == ["huilai", "jinzhou", "mawan"]
    # the answers are those of the facade
    assert results["mawan"].total == mj.score(DEFAULT_HAND, "mawan", win_by="self_draw").total


def test_bad_settings_come_back_as_values_next_to_their_panel():
    m = ExplorerModel("mawan")
    m.set_hand(DEFAULT_HAND)
    m.set_settings({"win_by": "discard", "seen": "7777m"}, {"huilai": {"ghosts": "nonsense"}})
    st = m.state()
    # 7m: the hand holds one (the winning tile), 4 seen on the table would make 5 (common.md § Context)
    assert st.context_message is not None and "7m" in str(st.context_message)
    assert st.option_messages["huilai"] is not None and st.option_messages["mawan"] is None
    assert [str(x) for x in st.setting_errors] == [str(st.context_message), str(st.option_messages["huilai"])]
    res = st.results()
    assert all(isinstance(res[n], mj.MjError) for n in res)  # the context error reaches every ruleset
    assert "ghosts" in str(res["huilai"])  # Huilai's own option error comes first (as score() checks it first)


def test_examine_keeps_each_answer_and_no_traceback():
    ex = examine(CHOWS_SOUTH_PUNG, {"win_by": "self_draw"})
    assert isinstance(ex, Examination) and ex.complete and ex.tile_count == 14
    assert ex.score("mawan") is ex.score("mawan")
    jz = examine(CHOWS_SOUTH_PUNG).score("jinzhou")  # 1z/2z are winds: not Jinzhou tiles (JZ-A1)
    assert isinstance(jz, mj.MjError) and jz.__traceback__ is None
    waiting = examine("123456789m1123p")
    assert waiting.score("mawan") is None and waiting.waits_hand == waiting.hand
    assert sorted(mj.tile_str(k) for k in waiting.waits("mawan").live) == ["1p", "4p"]  # 11p+23p, or 123p+1p
    assert waiting.shanten("mawan") == 0
    assert examine("123m").waits("mawan") is None and examine("123m").shanten("mawan") is None


def test_the_state_is_what_the_old_per_ruleset_calls_gave():
    st = ExplorerState(mj.parse_hand("44447777z123m45p +6p"), "huilai", {}, {"huilai": {"ghosts": "white"}})
    for name, res in st.results().items():
        try:
            want = mj.score("44447777z123m45p +6p", name, {}, {"ghosts": "white"} if name == "huilai" else None)
        except mj.MjError as e:
            assert isinstance(res, mj.MjError) and str(res) == str(e)
        else:
            assert res.status == want.status and res.total == want.total and res.codes() == want.codes()
