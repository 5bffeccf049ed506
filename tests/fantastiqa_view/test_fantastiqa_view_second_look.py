"""A second look before ending the turn with its turn action untaken (a creature could still be
subdued, a statue visited or a quest completed): End turn asks once; Cancel keeps the turn, and
only the dialog's End turn ends it.  After the turn action it never asks."""

from engine import i18n
from fantastiqa import rules as R
from fantastiqa.actions import EndTurn
from fantastiqa.view import TableScene
from fantastiqa_view.fq_driver import perform
from fantastiqa_view.test_fantastiqa_view_adventure import _open, _position
from ui.helpers import click, frames
from ui.layout_check import draw_frame


def _texts(app) -> list[str]:
    return [t.text for t in draw_frame(app).texts]


def _table(app, monkeypatch, act_first=False):
    from engine import saves
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    record, state, subdue, _ = _position()
    if act_first:   # the turn's action taken: a creature subdued
        record.play(state, subdue)
    t = _open(app, record, state)
    assert t.state.phase == R.PH_MAIN and t.state.actions_left == (0 if act_first else 1)
    assert EndTurn() in t.legal()
    assert any(isinstance(a, TableScene.TURN_ACTIONS) for a in t.legal()) is not act_first
    return t


def test_ending_the_turn_before_its_action_asks_first_and_cancel_keeps_the_turn(app, monkeypatch):
    t = _table(app, monkeypatch)
    n = len(t.record.actions)
    perform(app, t, EndTurn(), answer=False)
    frames(app, 3)
    assert len(t.record.actions) == n, "nothing is played before the answer"
    shown = _texts(app)
    assert "End your turn without taking its turn action?" in shown and "Cancel" in shown
    click(app, "cancel")
    frames(app, 3)
    assert len(t.record.actions) == n and t.state.actions_left == 1 and t.pending_look is None
    perform(app, t, EndTurn(), answer=False)
    frames(app, 3)
    click(app, "confirm")
    frames(app, 3)
    assert t.record.actions[n:] == [EndTurn()]


def test_after_the_turn_action_end_turn_never_asks(app, monkeypatch):
    t = _table(app, monkeypatch, act_first=True)
    n = len(t.record.actions)
    perform(app, t, EndTurn(), answer=False)
    frames(app, 3)
    assert t.record.actions[n:] == [EndTurn()] and t.pending_look is None


def test_the_question_in_korean(app, monkeypatch):
    i18n.set_language("ko")
    try:
        t = _table(app, monkeypatch)
        perform(app, t, EndTurn(), answer=False)
        frames(app, 3)
        assert "턴 액션을 하지 않고 턴을 마칠까요?" in _texts(app)
    finally:
        i18n.set_language("en")
