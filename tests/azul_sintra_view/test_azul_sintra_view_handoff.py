"""Pass-and-play on the Sintra table.  Everything in this game is public (only the bag's order is
hidden), so the table shows no hand-off screen: the large palace simply becomes the palace of the
human seat to move, and every frame renders that seat's view."""

import random

from azul_sintra_view.az_driver import open_table, play_one
from engine import saves
from engine.ui.handoff import HandoffScene
from ui.helpers import frames, until

H = saves.Seat


def test_the_screen_follows_the_human_to_move(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red"),
                         H("Ada", "ai", "easy", "green")], seed=8)
    rng = random.Random(1)
    seen = set()
    moves = 0
    while moves < 14 and not t.state.is_over():
        assert until(app, lambda: (t.can_act() and not t.tweens.busy) or t.state.is_over(), 900, dt=1 / 30)
        assert not isinstance(app.scenes.top, HandoffScene), "nothing is private: no hand-off screen"
        seat = t.state.to_move
        assert t.viewer == seat and not t.seats[seat].is_ai
        assert t.palaces[seat].mine, "the seat to move has the large palace"
        # the frames now on screen are drawn from this seat's view (while the AI moved: the last human's)
        assert t.frame_views[-1] == seat and set(t.frame_views) <= {0, 1}
        assert t.view.rng is None, "the view hides the bag's future order"
        seen.add(seat)
        t.frame_views.clear()
        play_one(app, t, rng, click=False)
        frames(app, 1)
        moves += 1
    assert seen == {0, 1}
    assert not t.palaces[2].mine, "the AI's palace is never the large one"
