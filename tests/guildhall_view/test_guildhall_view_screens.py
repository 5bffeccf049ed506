"""Screenshots of the Guildhall table at 1280x800: start, mid-game with a drag in progress,
tutorial, results.  Saved under the test's tmp dir; with GUILDHALL_SCREENSHOTS=<dir> also there
(that is how docs/screenshots/guildhall-*.png are made)."""

import dataclasses
import random

import pygame

from engine import saves
from engine.ai.players import choose_action
from engine.ui.tutorial import start_tutorial
from guildhall import actions as A
from guildhall_view.gh_driver import INFO, open_table, perform, visible_point, wait_turn
from ui.helpers import click, drag, frames, save_screen, until

H = saves.Seat


def save(app, tmp_path, name):
    save_screen(app, tmp_path, "guildhall", name)


def test_table_screenshots_start_midgame_drag_and_results(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 6.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red"),
                         H("Bruno", "ai", "easy", "green")], seed=12)
    assert wait_turn(app, t)
    frames(app, 30)
    save(app, tmp_path, "start")
    rng = random.Random(4)
    # play on until the middle of the game, as a person would
    mine = 0
    while not t.state.is_over() and (mine < 24 or t.state.phase != "main" or t.state.actions != 2):
        assert wait_turn(app, t)
        if t.state.is_over():
            break
        perform(app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
        mine += 1
        frames(app, 2)
    assert wait_turn(app, t) and not t.state.is_over()
    frames(app, 30)
    # pick up a hand card and hold it over the action area: legal zones glow
    legal = set(t.state.legal_actions())
    card = next(p for p in t.pieces if p.in_hand and p.draggable and t.action_for(p, t.zones["area"]) in legal)
    start = visible_point(t, card)
    end = t.camera.to_screen(t.zones["area"].center)
    drag(app, start, (end[0] - 40, end[1] + 20), steps=10, release=False)
    frames(app, 3)
    assert t.drag.piece is card and t.zones["area"].legal
    save(app, tmp_path, "midgame-drag")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)])
    frames(app, 10)


def test_tutorial_and_results_screenshots(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 4.0
    info = dataclasses.replace(INFO, view_module="guildhall.view", tutorial_module="guildhall.tutorial")
    t = start_tutorial(app, info, resume=False)
    frames(app, 5)
    run = t.tutorial
    # walk to the first step that teaches playing a card with its level
    while not (run.current().expect is not None and isinstance(run.current().expect, A.ChooseTier)):
        step = run.current()
        if run.wants_next():   # a note, or the teacher's move it explains
            click(app, "tutorial-next")
        elif t.state.to_move != run.tutorial.learner:
            until(app, lambda: run.played, 400)
        else:
            until(app, lambda: t.can_act() and not t.tweens.busy, 300)
            perform(app, t, step.expect)
        frames(app, 2)
    frames(app, 40)
    save(app, tmp_path, "tutorial")
    # results: finish a game quickly from a position near its end
    from engine.ui.table import open_table as open_at
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=21)
    rng = random.Random(2)
    while not state.is_over() and max(state.scores()) < 17:
        record.play(state, choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30)))
    t2 = open_at(app, INFO, record, state)
    frames(app, 5)
    while not t2.results_shown:
        assert wait_turn(app, t2)
        if t2.results_shown or app.scenes.top is not t2:
            break
        perform(app, t2, choose_action(INFO, t2.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
        frames(app, 2)
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
    frames(app, 20)
    assert app.scenes.top.breakdown, "Guildhall's score breakdown is on the results screen"
    save(app, tmp_path, "results")
