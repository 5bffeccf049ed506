"""Controls that stay put: after a click, the spot under the pointer never becomes a different
action until the pointer has moved or half a second has passed.

Each game is played against the computer by the pointer; after every click the same spot is
pressed again at once, as a hurried player does.  Where a different button or chip has come to
lie under the pointer, that second press must do nothing."""

from __future__ import annotations

import random

import pytest

from engine import saves
from engine.game import GAME_NAMES, load_game
from ui import table_driver
from ui.helpers import click_at, frames
from ui.table_driver import every_game_app_fixture, game_driver

YOU, ADA = saves.Seat("Mina", "human"), saves.Seat("Ada", "ai", "easy")


app = every_game_app_fixture()


def _clicked_move(app, t, drv, rng):
    """Where the click that makes a legal move lands: a chip or button, or where every move is
    a drag, the second click of click-to-pick (the piece clicked first)."""
    legal = list(t.legal())
    rng.shuffle(legal)
    gestures = [g for g in (drv.gesture_for(t, a) for a in legal[:40]) if g is not None]
    for g in gestures:
        if g[0] == "click":
            return g[1]
    for g in gestures:
        if g[0] == "drag":
            click_at(app, g[1])
            frames(app, 2)
            return g[2]
    return None


def _seen(t) -> tuple:
    """What a second press could have changed: the moves, the selection, the choices shown."""
    return (len(t.record.actions), getattr(t.selected, "id", None),
            tuple((c.name, c.label) for c in t.chips()))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_hurried_second_press_never_chooses_a_control_that_just_came_stable(app, game):
    drv = game_driver(game)
    wait = getattr(drv, "wait_turn", table_driver.wait_turn)
    info = load_game(game)
    t = table_driver.open_table(app, info, [YOU, ADA], seed=4)
    rng = random.Random(game)
    clicks = came = 0
    for _ in range(30):
        wait(app, t)
        if t.state.is_over() or app.scenes.top is not t or not t.can_act():
            break
        spot = _clicked_move(app, t, drv, rng)
        if spot is None:
            drv.perform(app, t, rng.choice(list(t.legal())))
            frames(app, 20, dt=1 / 30)
            continue
        before = t.control_at(spot)
        click_at(app, spot)
        frames(app, 2)
        clicks += 1
        now = t.control_at(spot)
        if now is not None and now != before:
            came += 1
            seen = _seen(t)
            click_at(app, spot)
            frames(app, 1)
            assert _seen(t) == seen, f"a second press chose {now}, which took the place of {before}"
        frames(app, 20, dt=1 / 30)   # more than half a second: the spot takes clicks again
    assert clicks, "some moves were made by a click"
    print(f"{game}: {clicks} clicks, {came} with a new control under the pointer")
