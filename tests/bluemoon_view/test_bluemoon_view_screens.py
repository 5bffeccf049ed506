"""Screenshots of the Blue Moon City table at 1280x800: start, mid-game with a drag in progress,
tutorial, results.  Saved under the test's tmp dir; with BLUEMOON_SCREENSHOTS=<dir> also there
(that is how docs/screenshots/bluemoon-*.png are made)."""

import random

import pygame

from engine import saves
from engine.ai.players import choose_action
from engine.ui.tutorial import start_tutorial
from bluemoon import actions as A
from bluemoon import data as D
from bluemoon_view.bm_driver import INFO, open_table, perform, visible_point, wait_turn
from ui.helpers import click, drag, frames, save_screen, until

H = saves.Seat


def save(app, tmp_path, name):
    save_screen(app, tmp_path, "bluemoon", name)


def test_table_screenshots_start_and_midgame_drag(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 8.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red"),
                         H("Bruno", "ai", "easy", "green")], seed=12)
    assert wait_turn(app, t)
    frames(app, 30)
    save(app, tmp_path, "start")
    # the middle of a game (played quickly off screen), at a turn's start where a hand card can
    # sponsor a space of the building the figure stands on
    from engine.ui.table import open_table as open_at
    record, state = saves.new_record(INFO, t.seats, {}, seed=12)
    rng = random.Random(4)
    k = 0
    while not state.is_over():
        if k > 120 and state.to_move == 0 and state.phase == "movement" and state.steps == 2 and \
                state.open_building(state.figures[0]) and sum(state.built) >= 2 and \
                any(isinstance(a, A.Contribute) for a in state.legal_actions()):
            break
        record.play(state, choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30)))
        k += 1
    assert not state.is_over()
    t = open_at(app, INFO, record, state)
    assert wait_turn(app, t)
    frames(app, 30)
    space = next(a.space for a in t.state.legal_actions() if isinstance(a, A.Contribute))
    card = next(p for p in t.pieces if p.in_hand and p.draggable and t._card_starts(space, p.data.kind))
    start = visible_point(t, card)
    end = t.camera.to_screen(t.zones[f"space{space}"].center)
    drag(app, start, (end[0] - 24, end[1] + 30), steps=10, release=False)
    frames(app, 3)
    assert t.drag.piece is card and t.zones[f"space{space}"].legal
    save(app, tmp_path, "midgame-drag")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)])
    frames(app, 10)


def test_tutorial_and_results_screenshots(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    # walk to the step that teaches the second space of a turn
    while not (run.current().title == "A second space"):
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
    record, state = saves.new_record(INFO, seats, {}, seed=22)
    rng = random.Random(2)
    while True:  # up to a few moves before the end
        a = choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30))
        trial = state.clone()
        trial.apply(a)
        if trial.is_over() or (max(trial.scores()) >= D.WIN_MARKERS[2] - 1 and state.to_move == 0):
            break
        record.play(state, a)
    assert not state.is_over()
    t2 = open_at(app, INFO, record, state)
    frames(app, 5)
    app.settings.animation_speed = 25.0
    while not t2.results_shown:
        assert wait_turn(app, t2, dt=1 / 8)
        if t2.results_shown or app.scenes.top is not t2:
            break
        perform(app, t2, choose_action(INFO, t2.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
        frames(app, 2)
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
    frames(app, 20)
    assert app.scenes.top.breakdown, "Blue Moon City's score breakdown is on the results screen"
    save(app, tmp_path, "results")
