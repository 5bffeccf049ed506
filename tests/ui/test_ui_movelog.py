"""The move log draws in any size of panel, empty or full."""

import pygame

from engine.ui.movelog import MoveLog


def test_the_move_log_draws_in_a_tiny_panel_and_a_full_one(app):
    surf = pygame.Surface((400, 400))
    log = MoveLog()
    for height in (20, 36, 300):   # shorter than its own heading, then a normal panel
        log.rect = pygame.Rect(10, 10, 200, height)
        log.lines = []
        log.draw(surf)
        log.lines = [(f"Move {i}", "red") for i in range(40)]
        log.draw(surf)
    assert log.max_scroll() > 0     # forty lines overflow the normal panel: it scrolls


def test_log_lines_use_the_names_at_the_table():
    from engine.ui.movelog import plain_verb, seat_names

    names = ["You", "Ada"]
    assert seat_names("Player 2 takes 3 tiles; Seat 1 waits.", names) == "Ada takes 3 tiles; You waits."
    assert seat_names("Player 2 (lion) places a king.", names, tagged=True) == "Ada places a king."
    assert seat_names("Player 7 is not at this table.", names) == "Player 7 is not at this table."
    assert [plain_verb(w) for w in ("takes", "flies", "passes", "has", "is")] == ["take", "fly", "pass", "have", "are"]


def test_refusals_read_as_what_the_player_can_do():
    from engine.ui.movelog import refusal_words

    names = ["You", "Ada"]
    said = refusal_words("First finish the adventure. Legal now: Player 1 discards Spatula; "
                         "Player 1 is done at the statue; Player 1 draws up to 5 and ends the turn "
                         "(and 2 more).", names, 0)
    assert said == ("First finish the adventure. You can: discard Spatula; be done at the statue; "
                    "draw up to 5 and end the turn (and 2 more).")
    assert refusal_words("Not now. Legal now: Player 2 (lion) moves their king to 3C.", names, 1) == \
        "Not now. You can: move your king to 3C."
    # moves named for another seat keep their names; a reason alone only gets the names
    assert refusal_words("No. Legal now: Player 2 takes 3 tiles.", names, 0) == "No. Legal now: Ada takes 3 tiles."
    assert refusal_words("Player 2 must answer first.", names, 0) == "Ada must answer first."
