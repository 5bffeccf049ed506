"""Pass-and-play on the Blue Moon City table: a hand-off screen whenever the seat at the screen must
change, and no frame ever shows another seat's hand or crystals."""

import random

from engine import saves
from engine.ai.players import choose_action
from bluemoon.view import Ref
from bluemoon_view.bm_driver import INFO, open_table, perform
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
    while moves < 40 and not t.state.is_over():
        if not take_handoff(app, t, handoffs):
            continue
        if t.state.is_over():
            break
        seat = t.state.to_move
        assert t.viewer == seat and not t.seats[seat].is_ai
        # everything drawn since the last hand-off was this seat's view, with only its own hand
        assert set(t.frame_views) <= {seat}
        assert {p.data.seat for p in t.pieces if isinstance(p.data, Ref) and p.data.what == "hand"} <= {seat}
        view = t.view.to_dict()
        for other in range(3):
            if other != seat:
                assert view["hands"][other] is None and view["crystals"][other] is None
        perform(app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
        frames(app, 1)
        moves += 1
    assert len(handoffs) >= 3
    assert {0, 1} <= set(handoffs), "both humans were handed the screen"
