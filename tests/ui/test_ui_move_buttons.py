"""The numbered move buttons in the side panel always fit the window: shorter when many, then a
page at a time with a "More moves" button, leaving the move log its room."""

from __future__ import annotations

import tempfile

import pytest

from engine import saves
from engine.app import App
from engine.settings import Settings
from engine.ui.art import ArtCache
from ui.helpers import click, frames, widget

H = saves.Seat


@pytest.fixture
def crowded(home, monkeypatch):
    """Fantastiqa's first choice (nine starting quests) at 1024x640 and UI scale 150%."""
    from fantastiqa_view.fq_driver import open_table
    app = App(size=(1024, 640), settings=Settings())
    app.art = ArtCache(tempfile.mkdtemp())
    app.settings.ui_scale = 1.5
    app.relayout()
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=5)
    frames(app, 10)
    yield app, t
    app.quit()
    app.shutdown()


def _move_buttons(t):
    return [w for w in t.widgets if getattr(w, "name", "").startswith("action-") and w.name != "action-more"]


def test_every_move_is_reachable_and_every_button_is_on_screen(crowded):
    app, t = crowded
    window = app.screen.get_rect()
    moves = len(t.buttons(t.view)[:9])
    assert moves == 9
    seen = set()
    for _ in range(4):
        for w in _move_buttons(t) + [widget(t, "action-more")]:
            assert window.contains(w.rect), f"{w.name} at {w.rect} is off the window"
        assert t.log.rect.height >= 100, "the move log keeps its room"
        seen |= {w.name for w in _move_buttons(t)}
        click(app, "action-more")
    assert seen == {f"action-{k}" for k in range(9)}


def test_a_move_on_the_second_page_is_played_by_its_button(crowded):
    app, t = crowded
    click(app, "action-more")
    last = _move_buttons(t)[-1]
    n = len(t.record.actions)
    click(app, last.name)
    frames(app, 10)
    assert len(t.record.actions) == n + 1
