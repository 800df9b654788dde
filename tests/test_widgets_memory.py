"""The Explorer lets go of a hand's results when the next hand comes.

A kept exception holds its traceback, whose frames hold the state that keeps the exception: a reference
cycle.  A Jinzhou refusal of an honour tile (JZ-A1) is such an exception in every state of a Huilai ghost
hand, and the 何切 cache keeps refusals across hands.  With the cycles gone, reference counting frees each old
state (and its thousands of readings) at once, without waiting for Python's full garbage collection.
"""
from __future__ import annotations

import gc
import weakref

import pytest

import mjlearn as mj
from mjlearn.widgets import Explorer
from mjlearn.widgets._keep import detached

pytestmark = pytest.mark.usefixtures("english")

GHOSTS = {"ghosts": "double", "indicator": "3z"}  # 北 4z and 中 7z are ghosts (HL-O04)


def _explorer(tab: str) -> Explorer:
    ex = Explorer(ruleset="huilai", lang="en")
    for key, value in GHOSTS.items():
        ex.option_widgets["huilai"][key].value = value
    ex.tabs.selected_index = [s.key for s in ex.tab_specs].index(tab)
    return ex


@pytest.mark.parametrize("tab", ["readings", "scores", "waits"])
def test_the_previous_hands_state_is_freed_without_the_cycle_collector(tab):
    ex = _explorer(tab)
    # 14 tiles, not a win (so the 何切 line asks every ruleset for advice); then a complete ghost hand
    for hand in ("44447777z123m45p9s", "44447777z123m45p +6p"):
        ex.set_hand(hand)
        state = ex._state
        assert ex.view_html(tab)  # the tab and the summary were computed
        if hand.endswith("+6p"):
            # Jinzhou refuses 北 4z (JZ-A1: no winds): the state keeps that MjError
            assert isinstance(state.results()["jinzhou"], mj.MjError)
        ref = weakref.ref(state)
        del state
        gc.disable()
        try:
            ex.set_hand("123m")  # another hand: the old state's last reference goes
            assert ref() is None, f"the state of {hand} is still alive after the next hand ({tab} tab)"
        finally:
            gc.enable()


def test_detached_keeps_the_message_and_drops_every_traceback():
    def inner():
        raise ValueError("inner")

    try:
        try:
            inner()
        except ValueError:
            raise mj.MjError("outer", "here", "something else")  # noqa: B904 -- the implicit __context__ is the subject
    except mj.MjError as e:
        err = e
    assert err.__traceback__ is not None and err.__context__.__traceback__ is not None
    assert detached(err) is err
    assert err.__traceback__ is None and err.__context__.__traceback__ is None
    assert str(err) == str(mj.MjError("outer", "here", "something else"))
