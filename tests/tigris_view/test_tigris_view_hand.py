"""The tiles behind your screen keep their places through your turn: after one is played, a
second drag from where the next tile lay picks that tile up (the hand closed up behind the
first, and the drag grabbed nothing).  The gap closes when the turn ends."""

from engine import saves
from tigris.view import Ref
from tigris_view.tg_driver import board_drop, open_table, wait_turn
from ui.helpers import drag, frames
from ui.table_driver import let_go_at

H = saves.Seat


def _hand(t):
    return sorted((p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand"), key=lambda p: p.pos[0])


def test_the_next_tile_is_where_it_was_after_a_tile_is_played(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=4)
    assert wait_turn(app, t) and t.state.to_move == 0 and t.state.actions_left == 2
    first, second = _hand(t)[:2]
    second_at = t.camera.to_screen(second.pos)
    drag(app, t.camera.to_screen(first.pos), board_drop(t, first), steps=6)
    frames(app, 20)
    assert len(t.record.actions) == 1 and t.state.actions_left == 1
    # the next tile did not slide into the gap: pressing where it lay picks it up
    held = t.piece(second.id)
    assert held is not None and t.camera.to_screen(held.pos) == second_at
    drag(app, second_at, (second_at[0], second_at[1] - 200), steps=6, release=False)
    assert t.drag.piece is not None and t.drag.piece.id == second.id
    let_go_at(app, second_at)
    frames(app, 20)
    # the turn's second move, then the gap closes once the turn is over
    drag(app, t.camera.to_screen(t.piece(second.id).pos), board_drop(t, t.piece(second.id)), steps=6)
    assert wait_turn(app, t) and t.state.to_move == 0
    frames(app, 30)
    xs = [p.pos[0] for p in _hand(t)]
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    assert len(xs) == 6 and max(gaps) - min(gaps) < 1, xs
