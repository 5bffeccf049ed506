"""Playing Tigris & Euphrates on the table the way a person does: drags, clicks and chips only."""

from __future__ import annotations

from engine.game import load_game
from tigris import actions as A
from tigris.view import Ref
from ui import table_driver
from ui.helpers import click, click_at, drag, frames
from ui.table_driver import wait_turn  # noqa: F401 (the table tests import it from here)

INFO = load_game("tigris")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("Revolt", "War", "Monuments", "Treasures", "catastrophe", "weakest colour", "king")


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def point(t, p):
    return t.camera.to_screen(p.pos)


def chip_for(t, action):
    for c in t.chips():
        if c.action == action:
            return c
    return None


def button_for(t, action):
    for k, (label, a) in enumerate(t.buttons(t.view)[:9]):
        if a == action:
            return f"action-{k}"
    return None


def gesture_map(t) -> dict:
    """Every move the table offers now, mapped to its gesture (see gesture_for)."""
    out = {}
    for k, (label, a) in enumerate(t.buttons(t.view)[:9]):
        out.setdefault(a, ("button", f"action-{k}"))
    for p in t.pieces:
        if not p.draggable:
            continue
        for z in t.zones.values():
            a = t.action_for(p, z)
            if a is not None and a not in out or (a is not None and out[a][0] == "button"):
                out[a] = ("drag", point(t, p), t.camera.to_screen(z.center))
    for c in t.chips():
        if c.action is not None:
            out[c.action] = ("click", t.camera.rect_to_screen(c.rect).center)
    return out


def support_tiles(t) -> list:
    """The tiles behind your screen that can support the conflict at hand (its colour)."""
    cf = t.conflict()
    return [p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand" and p.draggable
            and cf is not None and p.data.colour == cf.support]


def gesture_for(t, action, gmap=None):
    """('click', point) / ('drag', start, end) / ('commit', k) / ('button', name) for ``action``."""
    if isinstance(action, A.CommitSupport) and action.count > 0:
        have = support_tiles(t)
        if len(have) >= action.count and "commit" in t.zones:
            return ("commit", action.count)
    c = chip_for(t, action)
    if c is not None:
        return ("click", t.camera.rect_to_screen(c.rect).center)
    if gmap is not None:
        return gmap.get(action)
    pid, zid = t.locate(action)
    if pid is not None:
        return ("drag", point(t, t.piece(pid)), t.camera.to_screen(t.zones[zid].center))
    b = button_for(t, action)
    if b is not None:
        return ("button", b)
    return None


def perform(app, t, action, steps=6) -> str:
    """Make ``action`` with the pointer; returns the gesture used."""
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.view.phase}"
    if g[0] == "click":
        click_at(app, g[1])
    elif g[0] == "drag":
        drag(app, g[1], g[2], steps=steps)
    elif g[0] == "button":
        click(app, g[1])
    else:
        for _ in range(g[1]):
            p = support_tiles(t)[0]
            drag(app, point(t, p), t.camera.to_screen(t.zones["commit"].center), steps=steps)
            frames(app, 1)
        c = chip_for(t, action)
        assert c is not None, f"no commit chip for {action!r} (staged {t.staged})"
        click_at(app, t.camera.rect_to_screen(c.rect).center)
    return g[0]

