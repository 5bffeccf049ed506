"""Screenshots of the Sintra table at 1280x800: start, mid-game with a drag in progress, tutorial,
results.  Saved under the test's tmp dir; with AZUL_SINTRA_SCREENSHOTS=<dir> also there (that is how
docs/screenshots/azul_sintra-*.png are made)."""

import random

import pygame

from azul_sintra import rules as R
from azul_sintra_view.az_driver import (INFO, open_table, play_one, source_piece, tidy_position, tidy_turn,
                                        wait_turn)
from engine import saves
from engine.ai.players import choose_action
from engine.ui.tutorial import start_tutorial
from ui.helpers import click, drag, frames, save_screen, until

H = saves.Seat


def save(app, tmp_path, name):
    save_screen(app, tmp_path, "azul_sintra", name)


def test_table_screenshots_start_midgame_drag_and_results(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 8.0
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red"), H("Bruno", "ai", "easy", "green")]
    t = open_table(app, seats, seed=12)
    assert wait_turn(app, t)
    frames(app, 30)
    save(app, tmp_path, "start")
    # the middle of a game (round 3), played quietly off screen, then on the table
    from engine.ui.table import open_table as open_at
    record, state = saves.new_record(INFO, seats, {}, seed=12)
    tidy_position(record, state, lambda s: s.round == 2 and s.to_move == 0 and s.phase == R.PHASE_TAKE
                  and sum(s.factories) < 20)
    t = open_at(app, INFO, record, state)
    frames(app, 10)
    assert wait_turn(app, t) and not t.state.is_over()
    frames(app, 20)
    # pick up the tiles the easy AI would take and hold them over the strip it would fill
    a, place = tidy_turn(t.state)
    p = source_piece(t, a)
    start = t.camera.to_screen(p.pos)
    zone = t.zones[f"strip{place.position}"]
    end = t.camera.to_screen(zone.center)
    drag(app, start, (end[0] + 6, end[1] + 30), steps=12, release=False)
    frames(app, 12)
    assert t.drag.piece is p and zone.legal
    save(app, tmp_path, "midgame-drag")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)])
    frames(app, 10)
    assert t.record.actions[-2:] == [a, place]


def test_results_screenshot(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    from engine.ui.table import open_table as open_at
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=21)
    rng = random.Random(2)
    while not (state.round == 5 and sum(state.factories) < 8):
        record.play(state, choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30)))
    app.settings.animation_speed = 10.0
    t = open_at(app, INFO, record, state)
    frames(app, 5)
    while not t.results_shown:
        assert wait_turn(app, t)
        if t.results_shown or app.scenes.top is not t:
            break
        play_one(app, t, rng)
        frames(app, 2)
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
    frames(app, 20)
    assert app.scenes.top.breakdown
    save(app, tmp_path, "results")


def test_tutorial_screenshot(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    # walk to the first step that teaches a take from a factory
    while not (run.current().expect is not None and run.current().highlight):
        click(app, "tutorial-next")
        frames(app, 2)
    frames(app, 40)
    save(app, tmp_path, "tutorial")
