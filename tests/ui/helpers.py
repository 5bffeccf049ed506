"""Driving the app with synthetic pygame events (SDL dummy driver)."""

from __future__ import annotations

import pygame


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step([], dt=dt)


def until(app, cond, limit: int = 600, dt: float = 1 / 60) -> bool:
    for _ in range(limit):
        if cond():
            return True
        app.step([], dt=dt)
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
