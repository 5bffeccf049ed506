"""Every registered game's table (GAME_NAMES) keeps drawing while a piece is dragged and while the
AI thinks (frame times are printed for the report, never asserted: speed is measured, not
unit-tested); a hint names a move the table can make, and a move that reveals nothing can be taken
back.  What differs between the games comes from each one's driver (tests/<game>_view/*_driver.py):
``AI_OPENS_SEED``, ``until_a_piece_can_be_held(app, t)``, ``piece_to_wave(app, t)``, ``HINT_SEED``,
``until_a_hint_is_offered(app, t)`` and ``play_and_take_back(app, t)``, and where a game needs it
``ai_thinks(app, t)`` (the options of its wait while the AI opens)."""

import pygame
import pytest

from engine import saves
from engine.game import GAME_NAMES
from ui.helpers import frames
from ui.table_driver import driver_part, game_driver
from ui.table_walks import ask_for_hint, frames_while_ai_thinks, report_frame_times, wave_piece

H = saves.Seat


@pytest.mark.parametrize("game", GAME_NAMES)
def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app, monkeypatch, game):
    d = game_driver(game)
    seed = driver_part(d, "AI_OPENS_SEED", "a seed where the AI (normal) makes the first decision")
    driver_part(d, "until_a_piece_can_be_held", "(app, t): run the table to where the human may drag a piece")
    driver_part(d, "piece_to_wave", "(app, t) -> (piece, start point, path(i), check while held or None)")
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    t = d.open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=seed)
    assert t.state.to_move == 1, "the AI opens, so it thinks while the table keeps drawing"
    thinking = frames_while_ai_thinks(app, t, **getattr(d, "ai_thinks", lambda app, t: {})(app, t))
    d.until_a_piece_can_be_held(app, t)
    piece, start, path, while_held = d.piece_to_wave(app, t)
    dragging = wave_piece(app, t, piece, start, path, while_held=while_held)
    report_frame_times(game, dragging, thinking)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_hint_names_a_move_of_the_table_and_undo_takes_one_back(app, monkeypatch, tmp_path, game):
    d = game_driver(game)
    seed = driver_part(d, "HINT_SEED", "a seed where the human opens")
    driver_part(d, "until_a_hint_is_offered", "(app, t): run the table to where the human may ask a hint")
    driver_part(d, "play_and_take_back", "(app, t): play a move that reveals nothing and take it back")
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = getattr(d, "HINT_SPEED", 10.0)
    t = d.open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=seed)
    d.until_a_hint_is_offered(app, t)
    best = ask_for_hint(app, t, limit=1200)
    assert "Player" not in t.hint_text, "the hint names the seats as the table does"
    assert 1 <= len(t.hint_lines) <= 3 and t.hint_lines[0][0][0].isupper()
    frames(app, 2)
    pygame.image.save(app.screen, str(tmp_path / "hint.png"))
    assert d.gesture_for(t, best) is not None, "the hinted move is one the table can make"
    d.play_and_take_back(app, t)
