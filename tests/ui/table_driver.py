"""What every table's test driver shares: opening a table, the chip gesture, and waiting
for the seat at the screen (each game's driver adds the gestures of its own pieces)."""

from __future__ import annotations

from engine.ui.table import open_new_game
from ui.helpers import frames


def open_table(app, info, seats, seed=3, options=None):
    """A new game of ``info`` on the table, its first frames drawn."""
    t = open_new_game(app, info, seats, options or {}, seed=seed)
    frames(app, 6)
    return t


def chip_point(t, action):
    """The screen point of the chip that makes ``action``, or None."""
    for c in t.chips():
        if c.action == action:
            return t.camera.rect_to_screen(c.rect).center
    return None


def wait_turn(app, t, limit=3000, dt=1 / 30, tick=None):
    """Let the AI and the animations run until the human at the screen must decide (or the end).

    While the AI thinks no frame is drawn (its process gets the machine, so long games
    stay quick on a busy test machine; the AI's frames are measured in the perf tests).
    ``tick(i)`` replaces the plain frame where a driver draws less often."""
    def ready():
        return (t.can_act() and not t.tweens.busy) or t.results_shown or app.scenes.top is not t

    for i in range(limit):
        if ready():
            return True
        if t.worker.thinking:
            t.worker.settle(0.5)
        if tick is None:
            app.step([], dt=dt)
        else:
            tick(i)
    return ready()
