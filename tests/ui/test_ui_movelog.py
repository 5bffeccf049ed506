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
