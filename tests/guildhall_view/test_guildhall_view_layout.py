"""Guildhall's table is readable at every window size and UI scale: no text overlaps another,
runs out of its box, leaves the window or is too small to read (tests/ui/layout_check.py).

The game is advanced with seeded random legal moves through the table's session (a set-up
step, not the thing tested), so no computer thinking time is spent; the layout check runs on
the frame the table draws after each move."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from engine.saves import Seat
from guildhall_view.gh_driver import open_table
from ui.helpers import frames, until
from ui.korean_check import check_korean, korean  # noqa: F401  (korean: a fixture)
from ui.layout_check import draw_frame, problems
from ui.layout_walks import COMBOS, window

pytestmark = pytest.mark.layout

#: A deal where Ada, at the screen, opens: the computer seat never starts thinking, since no
#: frame runs between the moves played here, and the game is the same every run.
SEED = 39
SEATS = [Seat("Ada", "human"), Seat("Bruno", "ai", "easy")]


def _moves(start) -> list:
    """The game's moves from the table's first position: seeded random legal moves to the end."""
    s = start.clone()
    rng = random.Random(SEED)
    out = []
    while not s.is_over():
        a = rng.choice(s.legal_actions())
        out.append(a)
        s.apply(a)
    return out


def _samples(n: int) -> tuple[int, ...]:
    """The positions sampled at the other sizes: the start, a few in the middle, the end."""
    return (0, 9, n // 2, n)


def _settle(t) -> None:
    """The pieces at rest where the move put them (no frame is run: the computer seat must not
    start thinking)."""
    t.tweens.finish_all()






def _check(app, where: str, allow=lambda a, b: False) -> None:
    found = problems(draw_frame(app), allow=allow)
    assert not found, f"{where}: " + "; ".join(found[:5])


def _table(app, size, scale):
    app.settings.ui_scale = scale
    app.relayout()
    if app.screen.get_size() != size:
        pytest.skip("the window cannot take this size here")
    t = open_table(app, SEATS, seed=SEED)
    assert t.state.first == 0, "the seat at the screen opens"
    return t


def _play(t, a) -> None:
    assert t.play(a), f"{a!r} was refused: {t.bubble}"
    _settle(t)


def _results(app, t) -> None:
    assert t.state.is_over()
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 120)
    frames(app, 2)


def test_a_whole_game_is_readable_at_1280x800(app):
    t0 = time.perf_counter()
    t = _table(app, (1280, 800), 1.0)
    _check(app, "start")
    moves = _moves(t.state)
    for i, a in enumerate(moves):
        _play(t, a)
        _check(app, f"after move {i + 1} ({a!r}, phase {t.phase()})")
    _results(app, t)
    _check(app, "results")
    print(f"layout: {len(moves) + 2} frames checked at 1280x800 in {time.perf_counter() - t0:.1f} s")


def test_a_whole_game_in_korean_is_readable_and_korean(korean, app):
    """The same game in Korean: the layout and no English word (the seats' names are kept as
    given) after every second move, to keep the suite's time, and on the results."""
    t0 = time.perf_counter()
    t = _table(app, (1280, 800), 1.0)
    names = [s.name for s in SEATS]
    found = check_korean(app, "start", names=names)
    moves = _moves(t.state)
    for i, a in enumerate(moves):
        _play(t, a)
        if i % 2:
            found += check_korean(app, f"after move {i + 1} ({a!r}, phase {t.phase()})", names=names)
    _results(app, t)
    found += check_korean(app, "results", names=names)
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:30])
    print(f"Korean layout: {len(moves) // 2 + 2} frames checked at 1280x800 in {time.perf_counter() - t0:.1f} s")


def _resize(app, t, size, scale) -> None:
    """The window resized (as a person drags its corner) and the UI scale set, the pieces put
    at rest without running a frame (the computer seat must not start thinking)."""
    if app.screen.get_size() != size:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app.screen = pygame.display.get_surface()
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    if app.settings.ui_scale != scale:
        app.settings.ui_scale = scale
        app.relayout()
    _settle(t)


def test_sampled_positions_are_readable_at_every_size(app):
    """The start, a few positions in the middle, the end and the results at the other eight
    window sizes and UI scales, in one game."""
    t = _table(app, (1280, 800), 1.0)
    found, done, moves = [], 0, _moves(t.state)
    for n in _samples(len(moves)):
        while done < n:
            _play(t, moves[done])
            done += 1
        for size, scale in COMBOS[1:]:
            _resize(app, t, size, scale)
            found += [f"{size} at {scale:.0%}, after {n} moves (phase {t.phase()}): {p}"
                      for p in problems(draw_frame(app))]
        _resize(app, t, (1280, 800), 1.0)
    _results(app, t)
    for size, scale in COMBOS[1:]:
        window(app, size, scale)
        found += [f"{size} at {scale:.0%}, results: {p}" for p in problems(draw_frame(app))]
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:30])
