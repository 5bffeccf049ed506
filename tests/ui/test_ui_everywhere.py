"""The kit readable everywhere: what a player sees change with the UI scale, toasts that
cover no control, tooltips that explain and stay in the window, rich text in the rules, and
words longer than their box."""

from __future__ import annotations

import pygame
import pytest

from engine.game import GAME_NAMES
from ui.helpers import click, click_at, frames, hover, key, widget
from ui.layout_check import draw_frame, kit_of, problems
from ui.layout_screens import app_at, game_under_way, open_game


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
        app = app_at((1280, 800), scale)
        t = open_game(app, game_under_way(game))
        status = _status_text(app, t)
        assert status, "the status line says something"
        seen[scale] = (t.camera.scale, max(size for _, size in status), widget(t, "hint").rect.height)
        app.quit()
    (board_100, text_100, button_100), (board_150, text_150, button_150) = seen[1.0], seen[1.5]
    assert text_150 > text_100 and button_150 > button_100
    assert board_150 >= 0.9 * board_100, f"the board shrank from {board_100:.3f} to {board_150:.3f}"


def _toast_box(app, words: str) -> pygame.Rect:
    frame = draw_frame(app)
    drawn = [t.ink for t in frame.texts if t.text == words]
    assert drawn, f"no toast {words!r} on screen"
    return drawn[0]


def _covered_controls(app, box) -> list[str]:
    return [getattr(w, "name", type(w).__name__) for s in app.scenes.shown() for w in s.widgets
            if w.visible and w.rect.colliderect(box)]


@pytest.mark.parametrize("size,scale", [((1024, 640), 1.5), ((1280, 800), 1.0)])
def test_toasts_cover_no_control(size, scale, home):
    """"UI scale 100%" on the menu, and "Saved as…" at a table, land where no button is (and at
    the table, off the board)."""
    app = app_at(size, scale)
    click(app, "settings")
    frames(app, 2)
    end = widget(app.scenes.top, "ui_scale").track().midright
    click_at(app, (end[0] - 2, end[1]))   # near the slider's right end: a larger scale
    click(app, "back")
    frames(app, 2)
    words = next(text for text, _, _ in app.toasts if text.startswith("UI scale"))
    box = _toast_box(app, words)
    assert not _covered_controls(app, box), _covered_controls(app, box)
    app.toasts.clear()

    t = open_game(app, game_under_way("tigris"))
    key(app, pygame.K_ESCAPE)
    click(app, "save")
    key(app, pygame.K_RETURN)
    frames(app, 2)
    words = next(text for text, _, _ in app.toasts if text.startswith("Saved as"))
    box = _toast_box(app, words)
    assert not _covered_controls(app, box), _covered_controls(app, box)
    assert not box.colliderect(t.camera.viewport), "the toast lies on the board"


def test_the_rules_reference_shows_bold_and_italic_within_a_line(home):
    """Blue Moon City's "**Sponsor** spaces ... *or* make **one offering**": the words are drawn
    in bold and slanted type inside the wrapped line, and no star is shown."""
    from engine.game import load_game
    from engine.scenes.rules import RulesScene
    from engine.ui import theme

    app = app_at((1280, 800), 1.0)
    scene = RulesScene(app, load_game("bluemoon"))
    app.scenes.push(scene, transition=False)
    frames(app, 2)
    styles = {op[1]: op[6] for op in scene.view.ops if op[0] == "text"}
    assert styles.get("Sponsor") == "bold" and styles.get("one offering") == "bold"
    assert styles.get("or") == "italic"
    line = [op for op in scene.view.ops if op[0] == "text" and op[3] == next(
        o[3] for o in scene.view.ops if o[0] == "text" and o[1] == "Sponsor")]
    assert [op[1] for op in line][:3] == ["2.", "Sponsor", "spaces of the building you stand on,"]
    xs = [op[2] for op in line[1:]]
    assert xs == sorted(xs), "the runs follow each other along the line"
    frame = draw_frame(app)
    shown = [t.text for t in frame.texts]
    assert "Sponsor" in shown and not any("**" in t for t in shown)
    bold, plain = theme.text("Sponsor", 18, style="bold"), theme.text("Sponsor", 18)
    assert bold.get_width() > plain.get_width(), "bold type is heavier"
    assert not problems(frame)
