"""Stepping through the recap, the status line and the panels speak of the position shown: the
status said "1 action left" while the acting player's panel said 2 (a board kept from the
present position)."""

from engine import saves
from engine.text import Message
from tigris.view import Ref
from tigris_view.tg_driver import board_drop, open_table, wait_turn
from ui.helpers import click, drag, frames, widget
from ui.layout_check import draw_frame

H = saves.Seat


def test_the_recap_status_and_panel_agree_on_the_actions_left(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=4)
    for _ in range(2):       # Mina's two actions, then Ada's turn
        assert wait_turn(app, t) and t.state.to_move == 0
        tile = next(p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand" and board_drop(t, p))
        drag(app, t.camera.to_screen(tile.pos), board_drop(t, tile), steps=5)
        frames(app, 10)
    assert wait_turn(app, t) and t.state.to_move == 0
    click(app, "recap")
    frames(app, 5)
    seen = []
    while True:
        frames(app, 20)
        texts = [x.text for x in draw_frame(app).texts]
        n = t.view.actions_left
        # the status line says which move is shown; the panel, the actions left at that move
        seen.append((n, t.words(Message("tigris.ui.n_actions_left", n=n)) in texts and t.recap_status() in texts,
                     [x for x in texts if "left" in x]))
        if not widget(app.scenes.top, "recap-next").enabled:
            break
        click(app, "recap-next")
    assert len(seen) >= 2 and all(ok for _, ok, _ in seen), seen
