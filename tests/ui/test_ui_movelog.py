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
