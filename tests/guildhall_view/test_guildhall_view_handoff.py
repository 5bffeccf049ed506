"""Pass-and-play on the Guildhall table: a hand-off screen whenever the seat at the screen must
change, and no frame ever shows another seat's hand."""

import random

from engine import saves
from engine.ai.players import choose_action
from guildhall.view import Ref
from guildhall_view.gh_driver import INFO, open_table, perform
from ui.helpers import frames
from ui.table_driver import take_handoff

H = saves.Seat


def test_handoff_between_two_humans_and_an_ai(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red"),
                         H("Ada", "ai", "easy", "green")], seed=8)
    rng = random.Random(1)
    handoffs = []
    moves = 0
    while moves < 30 and not t.state.is_over():
        if not take_handoff(app, t, handoffs):
            continue
        if t.state.is_over():
            break
        seat = t.state.to_move
        assert t.viewer == seat and not t.seats[seat].is_ai
        # everything drawn since the last hand-off was this seat's view, with only its own hand
        assert set(t.frame_views) <= {seat}, (handoffs, t.frame_views[:5], t.frame_views[-5:], len(t.frame_views), moves)
        hands = {p.data.seat for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand"}
        assert hands <= {seat}
        view = t.view.to_dict()
        for other in range(3):
            if other != seat:
                assert all(k is None for k in view["hands"][other]), "another hand is unknown to this view"
        perform(app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
        frames(app, 1)
        moves += 1
    assert len(handoffs) >= 3
    assert {0, 1} <= set(handoffs), "both humans were handed the screen"
