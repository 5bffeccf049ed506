"""The kit readable everywhere: what a player sees change with the UI scale, toasts that
cover no control, tooltips that explain and stay in the window, rich text in the rules, and
words longer than their box."""

from __future__ import annotations

import pygame
import pytest

from engine.app import App
from engine.game import GAME_NAMES
from ui.helpers import click, frames, key, widget
from ui.layout_check import draw_frame, kit_of, problems
from ui.layout_screens import game_under_way, open_game


def _app(size=(1280, 800), scale=1.0):
    app = App(size=size)
    app.settings.ui_scale = scale
    app.relayout()
    app.scenes.push(app.main_menu(), transition=False)
    frames(app, 3)
    return app


def _hover(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                 buttons=(0, 0, 0))])


def _status_text(app, table):
    """The status line's words as drawn: (text, size in pixels) of each line."""
    frame = draw_frame(app)
    return [(t.text, t.size_px) for t in frame.texts if table.status_rect.contains(t.ink)]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_larger_ui_scale_enlarges_the_kit_and_keeps_the_board(game, home):
    """At 150% the table's words are larger than at 100%, and the board stays (nearly) as
    large: the side panel grows only into room the board does not need."""
    seen = {}
    for scale in (1.0, 1.5):
        app = _app(scale=scale)
        t = open_game(app, game_under_way(game))
        status = _status_text(app, t)
        assert status, "the status line says something"
        seen[scale] = (t.camera.scale, max(size for _, size in status), widget(t, "hint").rect.height)
        app.quit()
    (board_100, text_100, button_100), (board_150, text_150, button_150) = seen[1.0], seen[1.5]
    assert text_150 > text_100 and button_150 > button_100
    assert board_150 >= 0.9 * board_100, f"the board shrank from {board_100:.3f} to {board_150:.3f}"
