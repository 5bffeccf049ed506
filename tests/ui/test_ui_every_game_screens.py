"""Screenshots of every registered game's table (GAME_NAMES) at 1280x800: the opening, the middle
of a game with a piece held over the board (its legal places glowing), a tutorial step and the
results with their score breakdown.  Saved under the test's tmp dir; with <GAME>_SCREENSHOTS=<dir>
also there (that is how docs/screenshots/<game>-*.png are made).  What differs between the games
comes from each one's driver (tests/<game>_view/*_driver.py): ``SCREENSHOT_SPEED``,
``until_the_opening_shows(app, t, rng)``, ``hold_a_piece_midgame(app, t, seats, rng)``, ``TUTORIAL_SHOT(run, t)``
and ``near_the_end()`` (the last two None where the game's own tests take those screenshots), and
where a game needs them ``TUTORIAL_SPEED``, ``RESULTS_SPEED``, ``tutorial_shown(t)`` and ``settle(app, cond, limit)``."""

import random

import pytest

from engine import saves
from engine.game import GAME_NAMES
from engine.ui.table import open_table as open_at
from engine.ui.tutorial import start_tutorial
from ui.helpers import click, frames, save_screen, until
from ui.table_driver import driver_part, game_driver

H = saves.Seat


@pytest.mark.parametrize("game", GAME_NAMES)
def test_start_and_midgame_drag_screenshots(app, tmp_path, monkeypatch, game):
    d = game_driver(game)
    driver_part(d, "until_the_opening_shows", "(app, t, rng): run a new table to the human's first decision")
    driver_part(d, "hold_a_piece_midgame", "(app, t, seats, rng) -> (table, let_go): a mid-game table with "
                                           "a piece held over its legal place; let_go() drops it and checks")
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = driver_part(d, "SCREENSHOT_SPEED", "the animation speed of the screenshots")
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red"), H("Bruno", "ai", "easy", "green")]
    t = d.open_table(app, seats, seed=12)
    rng = random.Random(4)   # the moves made on the way (on the table or off it)
    d.until_the_opening_shows(app, t, rng)
    save_screen(app, tmp_path, game, "start")
    t, let_go = d.hold_a_piece_midgame(app, t, seats, rng)
    save_screen(app, tmp_path, game, "midgame-drag")
    let_go()


def _walk_tutorial(app, t, d, here) -> None:
    """Through the tutorial as the learner follows it (Next, the teachers' moves, the moves it
    teaches) until ``here(run, t)``."""
    settle = getattr(d, "settle", until)
    run = t.tutorial
    while not here(run, t):
        step = run.current()
        if run.wants_next():   # a note, or the teacher's move it explains
            if not any(w.name == "tutorial-next" for w in t.widgets):   # folded for lack of room: open it
                click(app, "tutorial-show")
                frames(app, 2)
            click(app, "tutorial-next")
        elif t.state.to_move != run.tutorial.learner:
            settle(app, lambda: run.played, 400)
        else:
            settle(app, lambda: t.can_act() and not t.tweens.busy, 300)
            d.perform(app, t, step.expect)
        frames(app, 2)
    until(app, lambda: t.can_act() and not t.tweens.busy, 300)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_tutorial_and_results_screenshots(app, tmp_path, monkeypatch, game):
    d = game_driver(game)
    shot = driver_part(d, "TUTORIAL_SHOT", "(run, t) -> True at the tutorial step shown in the docs "
                                           "(None where the game's tutorial test takes it)")
    near = driver_part(d, "near_the_end", "() -> (record, state, play_on(app, t)): a game a few moves "
                                          "before its end (None where the game's own test takes it)")
    if shot is None and near is None:
        pytest.skip(f"{game}'s own tests take its tutorial and results screenshots")
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    if shot is not None:
        app.settings.animation_speed = getattr(d, "TUTORIAL_SPEED", 4.0)
        t = start_tutorial(app, d.INFO, resume=False)
        frames(app, 5)
        _walk_tutorial(app, t, d, shot)
        frames(app, 40)
        getattr(d, "tutorial_shown", lambda t: None)(t)
        save_screen(app, tmp_path, game, "tutorial")
    if near is not None:
        record, state, play_on = near()
        assert not state.is_over()
        app.settings.animation_speed = getattr(d, "RESULTS_SPEED", app.settings.animation_speed)
        t2 = open_at(app, d.INFO, record, state)
        frames(app, 5)
        play_on(app, t2)
        assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
        frames(app, 20)
        assert app.scenes.top.breakdown, "the score breakdown is on the results screen"
        save_screen(app, tmp_path, game, "results")
