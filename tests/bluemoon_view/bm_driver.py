"""Playing Blue Moon City on the table the way a person does: chips, clicks and drags only."""

from __future__ import annotations

from engine.game import load_game
from ui import table_driver
from ui.helpers import click_at, drag, frames
from ui.table_driver import wait_turn  # noqa: F401 (the table tests import it from here)

INFO = load_game("bluemoon")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("Vulca", "Terrah", "Aqua", "Flit", "Khind", "Mimix", "Hoax", "Pillar", "obelisk",
         "golden scale", "Best", "Each", "Next to", "Courtyard")


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def visible_point(t, p):
    """A screen point on ``p`` that no other piece covers."""
    x, y, w, h = p.rect()
    if p.in_hand:
        return t.camera.to_screen((p.pos[0] - w * 0.3, p.pos[1] - h * 0.1))
    return t.camera.to_screen(p.pos)


def gesture_for(t, action):
    """('click', point) / ('drag', start, end) / ('clicks', [points]) that makes ``action``, or None."""
    g = table_driver.click_or_drag(t, action, visible_point, pick=False)
    if g is not None:
        return g
    # a Hoax: its chips, one choice after the other
    from bluemoon import actions as A
    if isinstance(action, A.Hoax):
        return ("hoax", action)
    return None


def perform(app, t, action, steps=6) -> str:
    """Make ``action`` with the pointer; returns the gesture used."""
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.view.phase}"
    if g[0] == "click":
        click_at(app, g[1])
    elif g[0] == "drag":
        drag(app, g[1], g[2], steps=steps)
    else:
        a = g[1]
        for name in (f"hoax{a.value}", f"hoax-from{a.frm}", f"hoax-to{a.to}"):
            chip = next((c for c in t.chips() if c.name == name), None)
            if chip is None:
                continue
            click_at(app, t.camera.rect_to_screen(chip.rect).center)
            frames(app, 1)
            if len(t.record.actions) and t.record.actions[-1] == a:
                break
    return g[0]

