"""The Sintra table is readable at every size: no text overlaps another, leaves its box or the
window, or is too small (tests/ui/layout_check.py).

A whole 4-player game (the most crowded table: three other palaces down the right) is checked
after every move at 1280x800 and 100%; the eight other combinations of window size and UI scale
are checked on a sample of positions (the start, three mid-game positions, the end and the
results).  The game is advanced with seeded random legal moves through the table (set-up, not
the thing tested), so no AI thinking time is spent.

In Korean, a whole 2-player game on side B (its own words: the side-B bonus, the other window
values) is checked the same way after every second move (a Korean frame's move log costs twice
an English one's) and on the results: the layout and no English word."""

from __future__ import annotations

import random
import time

import pytest

from azul_sintra_view.az_driver import open_table
from engine.saves import Seat
from ui.helpers import frames, until
from ui.korean_check import check_korean, korean  # noqa: F401 (fixture)
from ui.layout_check import draw_frame, problems

pytestmark = pytest.mark.layout

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.8, 1.0, 1.5]
SEED = 11
PLAYERS = [Seat("Ada", "human", None, "blue"), Seat("Benedikt", "human", None, "red"),
           Seat("Cy", "human", None, "green"), Seat("Dorothea", "human", None, "yellow")]
#: The sampled positions: moves played from the start (the end is added).
SAMPLE = (0, 9, 60, 140)


#: The Korean game: two seats (names kept as given), side B.
KO_PLAYERS = [Seat("Ada", "human", None, "blue"), Seat("Bruno", "human", None, "red")]
KO_OPTIONS = {"palace_side": "side_b"}
#: The round track's numerals, printed as Roman numerals in the Korean rulebook too.
ROUND_NUMERALS = ("II", "III", "IV", "VI")


def _moves(n_moves: int | None = None, players: int = len(PLAYERS), **options) -> list:
    """The seeded random game's moves, the same every run."""
    from azul_sintra.rules import new_game

    s = new_game(players, seed=SEED, **options)
    rng = random.Random(SEED)
    out = []
    while not s.is_over() and (n_moves is None or len(out) < n_moves):
        a = rng.choice(s.legal_actions())
        s.apply(a)
        out.append(a)
    return out


MOVES = _moves()


def _table(app, scale, players=PLAYERS, options=None):
    app.settings.ui_scale = scale
    app.relayout()
    t = open_table(app, players, seed=SEED, options=options)
    frames(app, 2)
    return t


def _checked(app, t, where: str) -> None:
    found = problems(draw_frame(app))
    assert not found, f"{where}: " + "; ".join(found[:6])


def _advance(t, moves) -> None:
    """Play ``moves`` through the table's session; the last through the table itself, which then
    shows the position (its log, pieces, pop-ups and buttons)."""
    for a in moves[:-1]:
        t.session.play(a)
    if moves:
        assert t.play(moves[-1]), f"{moves[-1]!r} was refused"


@pytest.fixture(autouse=True)
def _no_autosave(monkeypatch):
    from engine import saves
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)


def test_a_whole_game_is_readable_after_every_move(app):
    t0 = time.perf_counter()
    t = _table(app, 1.0)
    _checked(app, t, "start")
    for k, a in enumerate(MOVES):
        assert t.play(a), f"{a!r} was refused"
        t.tweens.finish_all()   # read as it settles: the glides would pile up over 200 moves
        _checked(app, t, f"after move {k + 1} ({a!r})")
    assert t.state.is_over()
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 600)
    frames(app, 10)
    _checked(app, t, "the results")
    print(f"layout: {len(MOVES) + 2} frames at 1280x800 checked in {time.perf_counter() - t0:.1f} s")


@pytest.mark.parametrize("size,scale", [(s, k) for s in SIZES for k in SCALES if (s, k) != ((1280, 800), 1.0)],
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else f"{int(v * 100)}pct")
def test_sampled_positions_are_readable(size, scale, home, art_dir):
    t0 = time.perf_counter()
    from engine.app import App
    from engine.settings import Settings
    from engine.ui.art import ArtCache
    from engine.ui.table import register_view
    from azul_sintra.view import TableScene

    register_view("azul_sintra", TableScene)
    app = App(size=size, settings=Settings())
    app.art = ArtCache(art_dir)
    try:
        t = _table(app, scale)
        done = 0
        for n in SAMPLE + (len(MOVES),):
            _advance(t, MOVES[done:n])
            done = n
            frames(app, 2)
            _checked(app, t, f"{size} at {scale:.0%}, after {n} moves")
        assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 600)
        frames(app, 10)
        _checked(app, t, f"{size} at {scale:.0%}, the results")
        print(f"layout: {len(SAMPLE) + 2} frames at {size} {scale:.0%} checked in {time.perf_counter() - t0:.1f} s")
    finally:
        app.quit()
        app.shutdown()


#: The Korean game's move before which tiles are held over a strip (a take and its placement).
DRAG_AT = 20


def _korean_while_dragging(app, t, take, place) -> list[str]:
    """The frame while tiles are held over the strip they will go to (the pills say what fits,
    breaks, completes), checked in Korean; then carried home and let go (nothing played)."""
    import pygame

    from azul_sintra_view.az_driver import gesture_for
    from ui.helpers import drag

    assert type(take).__name__ == "TakeTiles" and type(place).__name__ == "PlaceTiles", (take, place)
    t.tweens.finish_all()
    frames(app, 2)
    _, start, end = gesture_for(t, take, place)
    n = len(t.record.actions)
    drag(app, start, end, steps=6, release=False)
    frames(app, 2)
    assert t.drag.piece is not None, "the tiles are held"
    found = check_korean(app, "holding tiles over a strip", names=ROUND_NUMERALS)
    home = (int(start[0]), int(start[1]))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=home, rel=(0, 0), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=home, button=1)])
    frames(app, 20)
    assert len(t.record.actions) == n, "let go at home: nothing played"
    return found


def test_a_whole_game_in_korean_is_readable_and_has_no_english(app, korean):
    t0 = time.perf_counter()
    moves = _moves(players=len(KO_PLAYERS), **KO_OPTIONS)
    t = _table(app, 1.0, KO_PLAYERS, KO_OPTIONS)
    found = check_korean(app, "start", names=ROUND_NUMERALS)
    checked, phases = 1, set()
    for k, a in enumerate(moves):
        if k == DRAG_AT:
            found += _korean_while_dragging(app, t, a, moves[k + 1])
            checked += 1
        assert t.play(a), f"{a!r} was refused"
        if k % 2 or k == len(moves) - 1:
            t.tweens.finish_all()
            found += check_korean(app, f"after move {k + 1} ({a!r})", names=ROUND_NUMERALS)
            checked += 1
            phases.add(t.state.phase)
    assert phases >= {"take", "place", "keep"}, f"every decision's table was seen in Korean, not only {phases}"
    assert t.state.is_over()
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 600)
    frames(app, 10)
    found += check_korean(app, "the results", names=ROUND_NUMERALS)
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:40])
    print(f"Korean layout: {checked + 1} frames of {len(moves)} moves checked in {time.perf_counter() - t0:.1f} s")
