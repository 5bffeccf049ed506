"""Pass-and-play on the Guildhall table: a hand-off screen whenever the seat at the screen must
change, and no frame ever shows another seat's hand."""

from engine import saves
from guildhall.view import Ref
from guildhall_view.gh_driver import INFO, open_table, perform
from ui.table_walks import pass_and_play

H = saves.Seat


def _only_own_hand(t, seat):
    assert {p.data.seat for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand"} <= {seat}
    view = t.view.to_dict()
    for other in range(3):
        if other != seat:
            assert all(k is None for k in view["hands"][other]), "another hand is unknown to this view"


def test_handoff_between_two_humans_and_an_ai(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red"),
                         H("Ada", "ai", "easy", "green")], seed=8)
    pass_and_play(app, t, INFO, perform, 30, _only_own_hand)
