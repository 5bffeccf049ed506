"""The layout check over the app's screens, at three window sizes and three UI scales.

Each frame is drawn onto a recording surface; no two texts may overlap, none may leave its box
or the window, none may be smaller than the least readable size (tests/ui/layout_check.py).
"""

from __future__ import annotations

import pytest

from engine.app import App
from engine.game import GAME_NAMES
from ui.helpers import click, frames
from ui.layout_check import draw_frame, problems

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.8, 1.0, 1.5]

pytestmark = pytest.mark.layout


def _app(size, scale):
    app = App(size=size)
    app.settings.ui_scale = scale
    app.relayout()
    app.scenes.push(app.main_menu(), transition=False)
    frames(app, 5)
    return app


def _checked(app, where):
    found = problems(draw_frame(app))
    assert not found, f"{where}: " + "; ".join(found[:6])


@pytest.mark.parametrize("scale", SCALES, ids=[f"{int(s * 100)}pct" for s in SCALES])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_menu_screens_are_readable(size, scale):
    app = _app(size, scale)
    _checked(app, "main menu")
    for name in ("settings", "statistics", "load"):
        click(app, name)
        frames(app, 20)
        _checked(app, name)
        app.scenes.pop()
        frames(app, 5)
    for game in GAME_NAMES:
        click(app, f"new-{game}")
        frames(app, 5)
        _checked(app, f"new game: {game}")
        app.scenes.pop()
        frames(app, 5)


def test_text_on_a_board_drawn_off_screen_is_checked_where_the_board_lands():
    """A board drawn once onto a canvas and blitted every frame: its texts are recorded at
    their place on the frame, at their scaled size when the board is zoomed."""
    import pygame

    from engine.ui import theme
    from ui.layout_check import RecordingSurface

    pygame.init()
    board = theme.Canvas((200, 100), pygame.SRCALPHA)
    board.fill((0, 0, 0, 0))
    theme.note_box(board, pygame.Rect(0, 0, 100, 40))
    board.blit(theme.text_px("Temple", 14), (4, 4))
    board.blit(theme.text_px("Temple of the moon", 14), (30, 4))   # over the first, and out of its box
    frame = RecordingSurface((1280, 800))
    frame.blit(board.scaled((100, 50)), (300, 200))
    drawn = {t.text: t for t in frame.texts}
    assert drawn["Temple"].rect.topleft == (302, 202)
    assert drawn["Temple"].size_px == 7
    found = problems(frame)
    assert any("'Temple' is 7" in p for p in found)
    assert any("'Temple of the moon'" in p and "runs out of its box" in p for p in found)
    assert any("overlaps" in p for p in found)
    board.fill((0, 0, 0, 0))
    assert board.marks == [], "a board drawn afresh forgets its old texts"
