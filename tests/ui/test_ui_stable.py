"""Controls that stay put: after a click, the spot under the pointer never becomes a different
action until the pointer has moved or half a second has passed; and no button is cut or pushed
out of its panel, at any of the nine window sizes and UI scales.

Each game is played against the computer by the pointer, the window changing size and scale from
move to move.  After every click the same spot is pressed again at once, as a hurried player
does: where a different button or chip has come to lie under the pointer, that press does
nothing; once the pointer moves (or half a second of the table's clock passes) the spot takes
clicks again.  Every frame of the walk has its buttons whole and inside their panels."""

from __future__ import annotations

import random

import pytest

from engine import saves
from engine.game import GAME_NAMES, load_game
from engine.ui.widgets import Button
from ui import table_driver
from ui.helpers import click, click_at, frames, hover
from ui.layout_check import draw_frame, problems
from ui.layout_walks import COMBOS, window
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
    return (len(t.record.actions), getattr(t.selected, "id", None), t.pending_confirm is not None,
            tuple((c.name, c.label) for c in t.chips()))


def buttons_out_of_place(app, t) -> list[str]:
    """The table's buttons that are cut or outside their panel on the frame shown: a side-panel
    button out of the panel or its words out of the button, a chip off the board."""
    surf = draw_frame(app)
    window_rect = surf.get_rect()
    out = []
    for w in t.widgets:
        if not (w.visible and isinstance(w, Button)):
            continue
        if not window_rect.contains(w.rect):
            out.append(f"{w.name!r} {w.rect} leaves the window")
        if w.rect.colliderect(t.right_rect) and not t.right_rect.contains(w.rect):
            out.append(f"{w.name!r} {w.rect} runs out of the side panel {t.right_rect}")
    labels = {w.label for w in t.widgets if isinstance(w, Button)}
    out += [p for p in problems(surf) if "runs out of its box" in p and any(repr(x) in p for x in labels)]
    vp = t.camera.viewport
    for c in t.chips():
        r = t.camera.rect_to_screen(c.rect)
        if r.colliderect(vp) and not vp.contains(r):
            out.append(f"the chip {c.label!r} {r} is cut by the board's edge {vp}")
    return out


@pytest.mark.parametrize("game", GAME_NAMES)
def test_controls_stay_put_and_whole_at_every_size_stable(app, game):
    drv = game_driver(game)
    wait = getattr(drv, "wait_turn", table_driver.wait_turn)
    info = load_game(game)
    t = table_driver.open_table(app, info, [YOU, ADA], seed=4)
    rng = random.Random(game)
    clicks = came = 0
    for step in range(30):
        wait(app, t)
        if t.state.is_over() or app.scenes.top is not t or not t.can_act():
            break
        size, scale = COMBOS[step % len(COMBOS)]
        window(app, size, scale)
        assert buttons_out_of_place(app, t) == [], f"{game} at {size} and {int(scale * 100)}%"
        spot = _clicked_move(app, t, drv, rng)
        if spot is None:
            drv.perform(app, t, rng.choice(list(t.legal())))
            frames(app, 20, dt=1 / 30)
        else:
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
        if t.pending_look is not None:   # a wasteful move asks first: the walk plays it
            click(app, "confirm")
            frames(app, 3)
    assert clicks, "some moves were made by a click"
    print(f"{game}: {clicks} clicks, {came} with a new control under the pointer")


def test_the_guard_holds_back_only_a_new_action_under_a_still_pointer_stable(app):
    """The same button pressed twice quickly works twice; a button whose action changed under
    the unmoved pointer takes no press until the pointer moves, or half a second of the table's
    clock passes."""
    t = table_driver.open_table(app, load_game("azul_sintra"), [ADA, YOU], seed=3)
    table_driver.wait_turn(app, t)
    menu = next(w for w in t.widgets if w.name == "menu")
    pressed = []
    menu.on_click = lambda: pressed.append(menu.label)
    spot = menu.rect.center
    click_at(app, spot)
    click_at(app, spot)
    assert len(pressed) == 2, "the same control again: every press counts"
    menu.label = "Another action"        # what the last press brought in its place
    click_at(app, spot)
    assert len(pressed) == 2, "a different action under the unmoved pointer takes no press at once"
    hover(app, (spot[0] + 6, spot[1]))
    click_at(app, spot)
    assert pressed[-1] == "Another action", "once the pointer has moved it does"
    menu.label = "A third action"
    click_at(app, spot)
    assert len(pressed) == 3
    frames(app, 32)                      # just over half a second of the table's clock
    click_at(app, spot)
    assert pressed[-1] == "A third action", "and once half a second has passed"
