"""Playing Guildhall on the table the way a person does: chips, clicks and drags only."""

from __future__ import annotations

import pygame

from engine.game import load_game
from engine.ui.table import open_new_game
from ui.helpers import click_at, drag, frames, until

INFO = load_game("guildhall")
STRIP = 10  # table units below a stacked card's top edge: always visible


def open_table(app, seats, seed=3, options=None):
    t = open_new_game(app, INFO, seats, options or {}, seed=seed)
    frames(app, 6)
    return t


def visible_point(t, p):
    """A screen point on ``p`` that no other piece covers."""
    x, y, w, h = p.rect()
    if p.in_hand:
        return t.camera.to_screen((p.pos[0] - w * 0.36, p.pos[1]))
    return t.camera.to_screen((p.pos[0], y + STRIP))


def gesture_for(t, action):
    """('chip', rect) / ('click', point) / ('drag', start, end) that makes ``action``, or None."""
    for c in t.chips():
        if c.action == action:
            return ("click", t.camera.rect_to_screen(c.rect).center)
    for p in t.pieces:
        if not p.in_hand and t.pick_action(p) == action:
            return ("click", visible_point(t, p))
    pid, zid = t.locate(action)
    if pid is not None:
        p = t.piece(pid)
        return ("drag", visible_point(t, p), t.camera.to_screen(t.zones[zid].center))
    return None


def perform(app, t, action, steps=6) -> str:
    """Make ``action`` with the pointer; returns the gesture used."""
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.phase()}"
    if g[0] == "click":
        click_at(app, g[1])
    else:
        drag(app, g[1], g[2], steps=steps)
    return g[0]


def wait_turn(app, t, limit=3000, dt=1 / 30):
    """Let the AI and the animations run until the human at the screen must decide (or the end).

    While the AI thinks no frame is drawn (the search gets the machine to itself), so long
    games stay quick on a busy test machine; the AI's frames are measured in the perf test."""
    def ready():
        return (t.can_act() and not t.tweens.busy) or t.results_shown or app.scenes.top is not t

    for _ in range(limit):
        if ready():
            return True
        if t.worker.thinking:
            t.worker.settle(0.5)
        app.step([], dt=dt)
    return ready()
