"""A card enlarged with a right click (as a person looks closely at one) is readable at every
window size: the card and its description below it stay in the window, the description
wraps rather than running off the screen, and nothing of it overlaps."""

from __future__ import annotations

import pygame
import pytest

from engine.game import GAME_NAMES
from ui.helpers import frames, screen_pos
from ui.layout_check import draw_frame, problems
from ui.layout_screens import app_at, game_under_way, open_game
from ui.layout_walks import SIZES, window

pytestmark = pytest.mark.layout


def _cards(t) -> list:
    """The face-up cards a person can see, the one with the longest description first."""
    seen = [p for p in t.pieces if p.kind == "card" and p.face_up
            and t.camera.viewport.collidepoint(screen_pos(t, p))]
    return sorted(seen, key=lambda p: -len(p.tooltip or ""))


@pytest.mark.parametrize("game", [g for g in GAME_NAMES if g in ("bluemoon", "fantastiqa", "guildhall")])
def test_a_card_enlarged_with_a_right_click_reads_whole_at_every_size(game, home):
    app = app_at((1280, 800), 1.0)
    t = open_game(app, game_under_way(game))
    found = []
    for size in SIZES:
        window(app, size, 1.0)
        cards = _cards(t)
        assert cards, f"{game}: a face-up card to look at"
        card = cards[0]
        at = tuple(int(v) for v in screen_pos(t, card))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3)])
        frames(app, 2)
        assert t.zoomed is card, f"{game} at {size}: the right click enlarges the card"
        frame = draw_frame(app)
        found += [f"{game} at {size[0]}x{size[1]}: {p}" for p in problems(frame)]
        if card.tooltip:
            said = " ".join(d.text for d in frame.texts)
            first, last = card.tooltip.split()[0], card.tooltip.split()[-1]
            assert first in said and last in said, f"{game}: the whole description is written under the card"
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
        frames(app, 2)
        assert t.zoomed is None, "a click puts it back"
    app.quit()
    app.shutdown()
    assert not found, "\n".join(found[:20])
