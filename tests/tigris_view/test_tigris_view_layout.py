"""The Tigris & Euphrates table is readable at every size: a whole four-player game (four panels
crowd the players' column the most) checked after every move at 1280x800 and 100%, and a sample
of its positions at the other window sizes and UI scales (tests/ui/layout_check.py: no text
overlaps another, leaves its box or the window, or is smaller than readable).

The game is advanced with seeded random legal moves through the table's session: that is the
test's setup, not what it tests, and no computer spends time thinking."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from engine import saves
from engine.app import App
from engine.saves import Seat
from engine.settings import Settings
from engine.ui.art import ArtCache
from engine.ui.table import open_new_game
from tigris.position import to_position
from tigris.view_layout import sq_center
from tigris_view.tg_driver import INFO
from ui.helpers import frames, until
from ui.korean_check import check_korean, korean  # noqa: F401  (a fixture)
from ui.layout_check import draw_frame, problems

pytestmark = pytest.mark.layout

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.8, 1.0, 1.5]
SEED = 11   # a game of 188 moves, short enough for the budget
#: Longer than any flight of points or treasures after a move (tigris/view_board.py).
FLIGHT_SECONDS = 3.0
SEATS = [Seat("Ada", "human", None, "blue"), Seat("Bo", "ai", "easy", "red"),
         Seat("Cy", "ai", "easy", "green"), Seat("Di", "ai", "easy", "yellow")]
#: The seats' names, as the players gave them (kept on a Korean screen).
SEAT_NAMES = tuple(s.name for s in SEATS)


def _game() -> tuple[list, list]:
    """A whole game of seeded random legal moves: its actions, and the state before each."""
    _, state = saves.new_record(INFO, SEATS, {}, SEED)
    rng = random.Random(SEED)
    actions, states = [], []
    while not state.is_over():
        states.append(state.clone())
        a = rng.choice(state.legal_actions())
        actions.append(a)
        state.apply(a)
    return actions, states


GAME = _game()


def _app(art_dir, size, scale):
    app = App(size=size, settings=Settings())
    app.art = ArtCache(art_dir)
    app.settings.ui_scale = scale
    app.relayout()
    return app


def _check(app, t, where, found_all):
    found = problems(draw_frame(app))
    if found:
        found_all.append(f"{where}: " + "; ".join(found[:4]))


def _hover_a_kingdom(app, t):
    """The pointer over a leader on the board: its kingdom is outlined and described."""
    v = t.view
    s = next((q for q in range(len(v.leaders)) if v.leaders[q] >= 0), -1)
    if s < 0:
        return False
    pos = t.camera.to_screen(sq_center(s))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                 buttons=(0, 0, 0))])
    return True


def _to_results(app, t):
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 400)
    frames(app, 30)


def _layout(app, where) -> list[str]:
    return [f"{where}: {p}" for p in problems(draw_frame(app))]


def _whole_game(app, check, every: int = 1) -> int:
    """The seeded game played through the table, the frame checked by ``check(app, where)`` at
    the start, after every ``every``-th move, on a hovered kingdom now and then, and on the
    results; all failures said at once.  The number of frames checked."""
    actions, _ = GAME
    t = open_new_game(app, INFO, SEATS, {}, seed=SEED)
    frames(app, 3)
    found = check(app, "start")
    checked = 1
    for k, a in enumerate(actions):
        assert t.play(a), f"move {k} {a!r} was refused: {t.bubble}"
        if k % every == 0:
            found += check(app, f"after move {k} ({a!r}, phase {t.view.phase})")
            checked += 1
        # the points of this move land before the next is made, as they do while a person
        # watches (no frame is stepped between moves: the computers would start thinking)
        t.clock += FLIGHT_SECONDS
        if k % 40 == 20 and t.state.to_move == 0 and _hover_a_kingdom(app, t):
            found += check(app, f"a kingdom hovered after move {k}")
            checked += 1
    _to_results(app, t)
    found += check(app, "results")
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:12])
    app.quit()
    app.shutdown()
    return checked + 1


def test_a_whole_game_is_readable_after_every_move(home, art_dir):
    t0 = time.perf_counter()
    n = _whole_game(_app(art_dir, (1280, 800), 1.0), _layout)
    print(f"layout: {n} frames checked at 1280x800 100% in {time.perf_counter() - t0:.1f} s")


def test_a_whole_game_in_korean_is_readable_and_has_no_english(home, art_dir, korean):
    """The same game in Korean: every frame's layout, and no English word but the seats' names."""
    t0 = time.perf_counter()
    n = _whole_game(_app(art_dir, (1280, 800), 1.0),
                    lambda app, where: check_korean(app, where, names=SEAT_NAMES))
    print(f"Korean: {n} frames checked at 1280x800 100% in {time.perf_counter() - t0:.1f} s")


def _samples(states) -> list[int]:
    """The start, three positions mid-game where the seat at the screen decides, and the last
    position a move is chosen in the ordinary way (the game is played on from there to its end)."""
    n = len(states)
    mids = []
    for frac in (0.25, 0.5, 0.75):
        k = int(n * frac)
        while k < n - 1 and states[k].to_move != 0:
            k += 1
        mids.append(k)
    last = max(k for k in range(n) if states[k].phase == "action")
    return [0] + mids + [last]


COMBOS = [(size, scale) for size in SIZES for scale in SCALES if (size, scale) != ((1280, 800), 1.0)]


@pytest.mark.parametrize("size,scale", COMBOS,
                         ids=[f"{w}x{h}-{int(s * 100)}pct" for (w, h), s in COMBOS])
def test_sample_positions_are_readable(home, art_dir, size, scale):
    actions, states = GAME
    app = _app(art_dir, size, scale)
    found: list[str] = []
    for k in _samples(states):
        t = open_new_game(app, INFO, SEATS, {}, seed=SEED, start=to_position(states[k]))
        frames(app, 2)
        _check(app, t, f"position {k}", found)
        if states[k].to_move == 0 and _hover_a_kingdom(app, t):
            _check(app, t, f"a kingdom hovered at position {k}", found)
        if k == _samples(states)[-1]:   # played on to the end (the bag draws anew from a position)
            rng = random.Random(SEED)
            while not t.state.is_over():
                a = rng.choice(t.state.legal_actions())
                assert t.play(a), f"{a!r} was refused: {t.bubble}"
            _to_results(app, t)
            _check(app, app.scenes.top, "results", found)
    assert not found, f"{size} at {int(scale * 100)}%: {len(found)} frames with problems:\n" + "\n".join(found[:8])
    app.quit()
    app.shutdown()
