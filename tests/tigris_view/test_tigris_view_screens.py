"""Screenshots of the Tigris & Euphrates table at 1280x800: the start and mid-game with a drag in
progress here; the results come from the whole-game test, the tutorial and conflict shots from
the tutorial test.  Saved under
the test's tmp dir; with TIGRIS_SCREENSHOTS=<dir> also there (that is how
docs/screenshots/tigris-*.png are made)."""

import random

import pygame

from engine import saves
from engine.ai.players import choose_action
from engine.ui.table import open_table as open_at
from tigris_view.tg_driver import INFO, open_table, point, wait_turn
from ui.helpers import drag, frames, save_screen

H = saves.Seat


def save(app, tmp_path, name, docs=True):
    save_screen(app, tmp_path, "tigris", name, docs)


def test_table_screenshots_start_and_midgame_drag(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 6.0
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red"), H("Bruno", "ai", "easy", "green")]
    t = open_table(app, seats, seed=12)
    assert wait_turn(app, t)
    frames(app, 30)
    save(app, tmp_path, "start")
    # the middle of a game between quick players, shown on the table with a tile held over the board
    record, state = saves.new_record(INFO, seats, {}, seed=12)
    rng = random.Random(4)
    while len(record.actions) < 110 or state.to_move != 0 or state.phase != "action" or state.actions_left != 2:
        record.play(state, choose_action(INFO, state, "greedy", seed=rng.randrange(1 << 30)))
    t = open_at(app, INFO, record, state)
    frames(app, 40)
    hold_over_board(app, t, tmp_path, "midgame-drag")


def hold_over_board(app, t, tmp_path, name, docs=True):
    """Pick up a tile and hold it over the board: the squares where it may go glow; screenshot."""
    legal = set(t.state.legal_actions())
    tile = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.draggable)
    targets = [z for z in t.zones.values() if t.action_for(tile, z) in legal and z.id.startswith("sq")]
    assert targets
    end = t.camera.to_screen(targets[len(targets) // 2].center)
    drag(app, point(t, tile), (end[0] + 9, end[1] + 6), steps=10, release=False)
    frames(app, 4)
    assert t.drag.piece is tile
    assert sum(1 for z in t.zones.values() if z.legal and z.id.startswith("sq")) == len(targets)
    save(app, tmp_path, name, docs)
    # let go off the board: the tile slides home and nothing is played
    n = len(t.record.actions)
    home = t.camera.to_screen(tile.home)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(home[0]), int(home[1])), rel=(0, 0),
                                 buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(home[0]), int(home[1])), button=1)])
    frames(app, 20)
    assert len(t.record.actions) == n
