"""Driving the app with synthetic pygame events (SDL dummy driver)."""

from __future__ import annotations

import time

import pygame


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step([], dt=dt)


def until(app, cond, limit: int = 600, dt: float = 1 / 60) -> bool:
    """Step frames until ``cond()`` holds: at least ``limit`` frames, and at least the real
    time those frames stand for, since an AI thinking in the background runs on the wall
    clock (a quiet machine steps 600 frames in well under the second a search takes)."""
    deadline = time.monotonic() + limit * dt
    steps = 0
    while steps < limit or time.monotonic() < deadline:
        if cond():
            return True
        app.step([], dt=dt)
        steps += 1
    return cond()


def widget(scene, name: str):
    for w in scene.widgets:
        if getattr(w, "name", None) == name:
            return w
    raise KeyError(f"no widget {name!r} in {type(scene).__name__}: {[getattr(w, 'name', '?') for w in scene.widgets]}")


def click_at(app, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def hover(app, pos) -> None:
    """The pointer comes to rest at ``pos``."""
    pos = (int(pos[0]), int(pos[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def click(app, name: str) -> None:
    """Click the widget called ``name`` on the top scene, like a person would."""
    w = widget(app.scenes.top, name)
    assert w.enabled, f"{name} is disabled"
    click_at(app, w.rect.center)


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)])
    app.step([pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)])


def drag(app, start, end, steps: int = 12, release: bool = True, hold_frames: int = 0) -> None:
    """Press at ``start``, move to ``end`` in ``steps`` frames, release."""
    start = (int(start[0]), int(start[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for i in range(1, steps + 1):
        p = (int(start[0] + (end[0] - start[0]) * i / steps), int(start[1] + (end[1] - start[1]) * i / steps))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
    for _ in range(hold_frames):
        app.step([])
    if release:
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)])


def screen_pos(table, piece_or_zone):
    """Where a piece or zone is on screen."""
    if hasattr(piece_or_zone, "pos"):
        return table.camera.to_screen(piece_or_zone.pos)
    return table.camera.to_screen(piece_or_zone.center)


def frame_stats(ms) -> tuple[float, float]:
    """Median and 99th percentile of frame times (printed by the perf tests, never asserted)."""
    import statistics
    ms = sorted(ms)
    return statistics.median(ms), ms[min(len(ms) - 1, int(len(ms) * 0.99))]


def save_screen(app, tmp_path, game: str, name: str, docs: bool = True, min_bytes: int = 20000):
    """Save the screen as ``<game>-<name>.png`` under the test's tmp dir, and (with ``docs``)
    also under $<GAME>_SCREENSHOTS when that is set (how docs/screenshots/ are made).
    A nearly empty PNG means nothing was drawn."""
    import os

    out = [tmp_path / f"{game}-{name}.png"]
    extra = os.environ.get(f"{game.upper()}_SCREENSHOTS")
    if extra and docs:
        out.append(os.path.join(extra, f"{game}-{name}.png"))
    for p in out:
        pygame.image.save(app.screen, str(p))
    assert os.path.getsize(out[0]) > min_bytes, f"{out[0]} looks blank"
    return out[0]


def check_rules_reference(app, info, tmp_path, game: str, words) -> None:
    """The game's rules reference opens with the turn in short, has its scoring summary last
    (or just before the rules questions), names ``words``, and shows in the in-app viewer with
    its headings."""
    from engine.scenes.rules import RulesScene, rules_text

    text = rules_text(info)
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads[0] == "## Your turn in short" and "## Scoring summary" in heads[-2:], heads
    for word in words:
        assert word in text, word
    scene = RulesScene(app, info)
    app.scenes.push(scene)
    frames(app, 5)
    assert len(scene.view.headings) >= 10
    save_screen(app, tmp_path, game, "rules")


def pass_button(app):
    """The table's "Pass to NAME" button, once the move that left the screen to another person
    has come to rest (None while there is none)."""
    top = app.scenes.top
    tweens = getattr(top, "tweens", None)
    if tweens is None or tweens.busy:
        return None
    return next((w for w in getattr(top, "widgets", []) if getattr(w, "name", "") == "pass" and w.visible), None)


def press_pass(app) -> bool:
    """Press "Pass to NAME" if the table shows it, as the person who has just moved does once
    they have seen their move; whether it was there."""
    button = pass_button(app)
    if button is not None:
        click_at(app, button.rect.center)
    return button is not None


def until_handoff(app, limit: int = 300, dt: float = 1 / 60) -> bool:
    """Run until the hand-off screen covers the table, pressing "Pass to NAME" on the way."""
    from engine.ui.handoff import HandoffScene

    def covered() -> bool:
        press_pass(app)
        return isinstance(app.scenes.top, HandoffScene)

    return until(app, covered, limit, dt=dt)


def until_turn_or_handoff(app, t, limit: int = 900, dt: float = 1 / 60) -> bool:
    """Run until the hand-off screen covers the table or the seat at the screen may act,
    pressing "Pass to NAME" on the way."""
    from engine.ui.handoff import HandoffScene

    def ready() -> bool:
        press_pass(app)
        return isinstance(app.scenes.top, HandoffScene) or (t.can_act() and not t.tweens.busy)

    return until(app, ready, limit, dt=dt)


def look(app) -> None:
    """Half a second passes on the table's clock, as a person reads a control that has just
    come under the pointer before pressing it: sooner, a control of a different action than the
    one clicked last takes no click there (``TableInput.STEADY``)."""
    from engine.ui.table_input import TableInput

    app.step([], dt=TableInput.STEADY)
