"""Playing Fantastiqa on the table the way a person does: chips, clicks and drags only."""

from __future__ import annotations

import re

from engine.game import load_game
from fantastiqa import data as D
from fantastiqa.actions import Subdue
from ui import table_driver
from ui.helpers import click_at, drag, frames

INFO = load_game("fantastiqa")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("wild symbol", "Quest Chest", "Beast Bazaar", "Artifact Tower", "Magic carpet",
         "quest token", "Draw 3 cards", "End turn")
STRIP = 10  # table units below a stacked card's top edge: always visible
#: English words a Korean table may show as the game's own: none.  The quests and artifacts,
#: which the Korean rulebook prints in English, have Korean names (fantastiqa/locale/ko/glossary.toml).
KEPT_NAMES: frozenset[str] = frozenset()


def has_latin(text) -> bool:
    """The Korean checks' ``keep``: only a drawn text with Latin letters can hold an English word
    (the others are passed over before the check's costlier look at the games' own words)."""
    return re.search(r"[A-Za-z]", text.text) is not None


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def visible_point(t, p):
    """A screen point on ``p`` that no other piece covers."""
    x, y, w, h = p.rect()
    if p.in_hand:
        return t.camera.to_screen((p.pos[0] - w * 0.36, p.pos[1]))
    if p.data.zone in ("quest_cards",):
        return t.camera.to_screen((x + 6, p.pos[1]))
    if p.data.zone in ("tokcard",):
        return t.camera.to_screen((p.pos[0], y + STRIP))
    return t.camera.to_screen(p.pos)


def gesture_for(t, action):
    """('click', point) / ('drag', start, end) / ('drags', [(start, end), ...]) that makes ``action``."""
    if isinstance(action, Subdue):
        zone = t.zones[f"path{D.PATH_NAMES.index(action.path)}"]
        end = t.camera.to_screen(zone.center)
        used = set()
        out = []
        for c in action.cards:
            k = D.KIND[c]
            p = next((p for p in t.pieces if p.in_hand and p.data.kind == k and p.id not in used), None)
            if p is None:
                return None
            used.add(p.id)
            out.append(k)
        return ("drags", out, end)
    return table_driver.click_or_drag(t, action, visible_point)


def perform(app, t, action, steps=6) -> str:
    """Make ``action`` with the pointer; returns the gesture used."""
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.state.phase}"
    if g[0] == "click":
        click_at(app, g[1])
    elif g[0] == "drag":
        drag(app, g[1], g[2], steps=steps)
    else:
        # one card after the other onto the creature (each drag rebuilds the hand)
        for k in g[1]:
            p = next(p for p in t.pieces if p.in_hand and p.data.kind == k and not p.data.assigned)
            drag(app, visible_point(t, p), g[2], steps=steps)
            frames(app, 1)
        return "drag"
    return g[0]


def tick(app, dt=1 / 30, draw=False) -> None:
    """One frame; without ``draw`` only the scenes update (waiting needs no pictures: the frames
    drawn while dragging and while the AI thinks are measured in the perf test)."""
    if draw:
        app.step([], dt=dt)
    else:
        app.time += dt
        app.scenes.update(dt)


def settle(app, cond, limit=900, dt=1 / 30) -> bool:
    """Run frames (drawing every 10th) until ``cond()``."""
    for i in range(limit):
        if cond():
            return True
        tick(app, dt, draw=i % 10 == 9)
    return cond()


def wait_turn(app, t, limit=3000, dt=1 / 30):
    """Let the AI and the animations run until the human at the screen must decide (or the end),
    drawing every 10th frame."""
    ready = table_driver.wait_turn(app, t, limit, dt, tick=lambda i: tick(app, dt, draw=i % 10 == 9))
    if ready:
        app.step([], dt=dt)  # the table as the player sees it when it is their turn
    return ready
