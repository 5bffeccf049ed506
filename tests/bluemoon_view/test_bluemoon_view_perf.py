"""The Blue Moon City table keeps drawing while dragging and while the AI thinks (frame times are
printed for the report, never asserted); hint and undo."""

from engine import saves
from bluemoon import actions as A
from bluemoon_view.bm_driver import gesture_for, open_table, perform, visible_point, wait_turn
from ui.helpers import frames
from ui.table_walks import (ask_for_hint, frames_while_ai_thinks, play_then_undo, report_frame_times,
                             wave_piece, zigzag)

H = saves.Seat


def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app):
    # seed 3: the AI (normal) opens, so it thinks while the table keeps drawing
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=3)
    assert t.state.to_move == 1
    thinking = frames_while_ai_thinks(app, t)
    assert wait_turn(app, t)
    frames(app, 30)
    # hold your figure and wave it over the city for two seconds
    fig = t.piece(f"fig{t.viewer}")
    assert fig.draggable

    def reachable_tiles_glow():
        assert any(z.legal for z in t.zones.values()), "reachable tiles glow"

    dragging = wave_piece(app, t, fig, visible_point(t, fig), zigzag(60, 100, 560, 460),
                          while_held=reachable_tiles_glow)
    report_frame_times("bluemoon", dragging, thinking)


def test_hint_highlights_a_move_and_undo_takes_it_back(app):
    app.settings.animation_speed = 10.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=7)
    assert wait_turn(app, t)
    best = ask_for_hint(app, t)
    assert gesture_for(t, best) is not None
    # a step reveals nothing new: it can be taken back
    play_then_undo(app, t, perform, next(a for a in t.state.legal_actions() if isinstance(a, A.Step)))
