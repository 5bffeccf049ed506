"""A second look before ending the turn with actions unused: the End turn button asks once,
naming how many actions would be given up; Cancel keeps the turn as it was, and only the
dialog's End turn gives them up.  With nothing else to do, or with the setting off, it never asks."""

from engine import i18n
from guildhall.actions import EndTurn
from guildhall_view.gh_driver import perform
from guildhall_view.test_guildhall_view_log import _table_at, my_turn_holding
from ui.helpers import click, frames
from ui.layout_check import draw_frame

SPEC = my_turn_holding("trader_red")


def _texts(app) -> list[str]:
    return [t.text for t in draw_frame(app).texts]


def test_ending_the_turn_with_two_actions_left_asks_first_and_cancel_keeps_them(app, monkeypatch):
    t = _table_at(app, monkeypatch, SPEC)
    assert t.state.actions == 2 and EndTurn() in t.legal()
    perform(app, t, EndTurn(), answer=False)
    frames(app, 3)
    assert not t.record.actions, "nothing is played before the answer"
    shown = _texts(app)
    assert "End your turn with 2 actions unused?" in shown and "Cancel" in shown
    click(app, "cancel")
    frames(app, 3)
    assert not t.record.actions and t.state.actions == 2 and t.pending_look is None
    perform(app, t, EndTurn(), answer=False)
    frames(app, 3)
    click(app, "confirm")
    frames(app, 3)
    assert t.record.actions == [EndTurn()]


def test_the_question_in_korean(app, monkeypatch):
    i18n.set_language("ko")
    try:
        t = _table_at(app, monkeypatch, SPEC)
        perform(app, t, EndTurn(), answer=False)
        frames(app, 3)
        assert "액션 2개를 쓰지 않고 차례를 마칠까요?" in _texts(app)
    finally:
        i18n.set_language("en")


def test_the_setting_turns_the_question_off(app, monkeypatch):
    app.settings.ask_wasteful = False
    t = _table_at(app, monkeypatch, SPEC)
    perform(app, t, EndTurn(), answer=False)
    frames(app, 3)
    assert t.record.actions == [EndTurn()] and t.pending_look is None


def test_end_turn_is_the_last_of_the_turn_s_buttons(app, monkeypatch):
    """The side panel leads with the moves a player wants; giving up the actions left is last."""
    spec = dict(SPEC, player=[{"hand": ["trader_red", "dancer_blue"], "completed": ["weaver"]},
                              {"hand": ["weaver_red"], "guildhall": ["historian_green"]}])
    t = _table_at(app, monkeypatch, spec)
    frames(app, 3)
    labels = [w.label for w in t.widgets if getattr(w, "name", "").startswith("action-")]
    assert len(labels) >= 3 and labels[-1].endswith("End turn"), labels
