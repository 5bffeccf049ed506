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


def test_a_log_written_again_at_another_width_wraps_to_that_width(app):
    """Wrapped lines are reused when the log is written again (another seat's eyes, an undo),
    but never at a width they were not wrapped for: every row fits the panel it is drawn in."""
    from engine.ui import theme

    text = "Ada subdues the Enchantress on the Frozen Wastes–Highlands path with Baseball Bat."
    log = MoveLog()
    log.rect = pygame.Rect(0, 0, 600, 300)
    log.add(text, "red")
    log.add_detail(text)
    wide = log.wrapped()
    log.clear()
    log.rect = pygame.Rect(0, 0, 180, 300)   # the same lines, in a narrow panel
    log.add(text, "red")
    log.add_detail(text)
    narrow = log.wrapped()
    assert len(narrow) > len(wide)
    room = log.rect.width - theme.px(34)
    assert all(theme.font(MoveLog.SIZE).size(row)[0] <= room for row, _, _ in narrow)
    log.clear()
    log.add(text, "red")   # written again at that width: the same rows
    assert log.wrapped() == narrow[:len(log.wrapped())]
