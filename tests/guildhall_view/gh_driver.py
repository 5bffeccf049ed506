"""Playing Guildhall on the table the way a person does: chips, clicks and drags only."""

from __future__ import annotations

from engine.game import load_game
from ui import table_driver
from ui.helpers import click_at, drag
from ui.table_driver import wait_turn  # noqa: F401 (the table tests import it from here)

INFO = load_game("guildhall")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("Assassin", "Dancer", "Farmer", "Historian", "Trader", "Weaver", "20 VP",
         "Discard & draw")
STRIP = 10  # table units below a stacked card's top edge: always visible


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def visible_point(t, p):
    """A screen point on ``p`` that no other piece covers."""
    x, y, w, h = p.rect()
    if p.in_hand:
        return t.camera.to_screen((p.pos[0] - w * 0.36, p.pos[1]))
    return t.camera.to_screen((p.pos[0], y + STRIP))


def gesture_for(t, action):
    """('click', point) / ('drag', start, end) that makes ``action``, or None."""
    return table_driver.click_or_drag(t, action, visible_point)


def show_dancer_draw(app, t, action) -> None:
    """A Dancer's draws offer one chip at a time: Draw fewer / Draw more are clicked, as a
    person does, until the chip of ``action`` is drawn."""
    from ui.helpers import frames
    for _ in range(6):
        if getattr(action, "tier", "") != "dancer_draw" or gesture_for(t, action) is not None:
            return
        shown = next((c.action.amount for c in t.chips() if getattr(c.action, "tier", "") == "dancer_draw"), None)
        step = next((c for c in t.chips() if c.name == ("dancer_fewer" if action.amount < (shown or 0)
                                                          else "dancer_more")), None)
        if step is None:
            return
        click_at(app, t.camera.rect_to_screen(step.rect).center)
        frames(app, 1)


def perform(app, t, action, steps=6) -> str:
    """Make ``action`` with the pointer; returns the gesture used."""
    show_dancer_draw(app, t, action)
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.phase()}"
    if g[0] == "click":
        click_at(app, g[1])
    else:
        drag(app, g[1], g[2], steps=steps)
    return g[0]
