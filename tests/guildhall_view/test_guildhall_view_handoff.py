"""Pass-and-play on the Guildhall table: a hand-off screen whenever the seat at the screen must
change, and no frame ever shows another seat's hand."""

from engine import saves
from guildhall.view import Ref
from guildhall_view.gh_driver import INFO, open_table, perform
from ui.korean_check import check_korean, korean  # noqa: F401  (korean: a fixture)
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


def test_the_handoff_in_korean(korean, app, monkeypatch):
    """Two people at one screen, in Korean: the hand-off screen between them and the table
    each is handed say nothing in English (the seats' names stay as given)."""
    from engine.ui.handoff import HandoffScene
    from ui.helpers import click, frames, until
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")], seed=8)
    names = ("Mina", "Jun")
    first = t.state.to_move
    found = check_korean(app, "the first seat's opening", names=names)
    while t.state.to_move == first:
        assert t.play(t.state.legal_actions()[0]), t.bubble
    assert until(app, lambda: isinstance(app.scenes.top, HandoffScene), 300), "a hand-off screen shows"
    frames(app, 3)
    found += check_korean(app, "the hand-off", names=names)
    click(app, "ready")
    frames(app, 3)
    found += check_korean(app, "the second seat's opening", names=names)
    assert not found, "\n".join(found)
