"""The Fantastiqa table keeps drawing while dragging and while the AI thinks (frame times are
printed for the report, never asserted); hint and undo."""

from engine import saves
from fantastiqa import rules as R
from fantastiqa_view.fq_driver import gesture_for, open_table, perform, visible_point, wait_turn
from ui.helpers import frames
from ui.table_walks import (ask_for_hint, frames_while_ai_thinks, play_then_undo, report_frame_times,
                             wave_piece, zigzag)

H = saves.Seat


def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app):
    # seed 4: the AI (normal) picks first, so it thinks while the table keeps drawing
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=4)

    def pick_first_set_up_choice():
        if t.can_act() and not t.tweens.busy:
            perform(app, t, t.state.legal_actions()[0])

    thinking = frames_while_ai_thinks(app, t, ready=lambda: t.can_act() and t.state.phase not in R.SETUP_PHASES,
                                      meanwhile=pick_first_set_up_choice)
    # however long the AI took (its budget is in seconds), play the set-up picks through to
    # your first main phase, where the hand's cards can be dragged
    while not (t.can_act() and t.state.phase not in R.SETUP_PHASES):
        assert wait_turn(app, t)
        if t.can_act() and t.state.phase in R.SETUP_PHASES:
            perform(app, t, t.state.legal_actions()[0])
    frames(app, 30)
    card = next(p for p in t.pieces if p.in_hand and p.draggable)
    dragging = wave_piece(app, t, card, visible_point(t, card), zigzag(150, 150, 700, 450))
    report_frame_times("fantastiqa", dragging, thinking)


def test_hint_highlights_a_move_and_undo_takes_it_back(app):
    app.settings.animation_speed = 10.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=7)
    while True:
        assert wait_turn(app, t)
        if t.state.phase == R.PH_MAIN:
            break
        perform(app, t, t.state.legal_actions()[0])
    assert gesture_for(t, ask_for_hint(app, t, limit=1200)) is not None
    # putting a card under the quest token reveals nothing new: it can be taken back
    commit = next(a for a in t.state.legal_actions() if type(a).__name__ == "Commit" and a.quest is None)
    play_then_undo(app, t, perform, commit)
