"""The Guildhall table keeps drawing while dragging and while the AI thinks (frame times are
printed for the report, never asserted: speed is measured, not unit-tested); hint and undo."""

from engine import saves
from guildhall_view.gh_driver import gesture_for, open_table, perform, visible_point, wait_turn
from ui.helpers import frames
from ui.table_walks import (ask_for_hint, frames_while_ai_thinks, play_then_undo, report_frame_times,
                             wave_piece, zigzag)

H = saves.Seat


def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app):
    # seed 3: the AI (normal) opens, so it thinks while the table keeps drawing
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=3)
    thinking = frames_while_ai_thinks(app, t, limit=400)
    assert wait_turn(app, t)
    frames(app, 30)
    # hold a hand card and wave it over the table for two seconds
    card = next(p for p in t.pieces if p.in_hand and p.draggable)
    dragging = wave_piece(app, t, card, visible_point(t, card), zigzag(150, 250, 700, 350))
    report_frame_times("guildhall", dragging, thinking)


def test_hint_highlights_a_move_and_undo_takes_it_back(app):
    app.settings.animation_speed = 10.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=7)
    assert wait_turn(app, t)
    best = ask_for_hint(app, t)
    assert gesture_for(t, best) is not None
    # a discard during the opening reveals nothing new: it can be taken back (when Undo is offered)
    discard = next(a for a in t.state.legal_actions() if type(a).__name__ == "Discard")
    play_then_undo(app, t, perform, discard, undo_required=False)
