"""Blue Moon City's table is readable at every size: no text overlaps another, leaves its box
or the window, or is too small to read (tests/ui/layout_check.py).

A whole 2-player game is played to the results at 1280x800 / 100% with the layout check on
the frame after every move; at every other window size and UI scale a sample of positions is
checked (the start, three mid-game positions, the last position and the results).  The moves
are seeded, greedy-random legal moves played through the table's session: they only set up
the positions, so no computer thinking time is spent.
"""

from __future__ import annotations

import random
import time

import pytest

from bluemoon import actions as A
from bluemoon import data as D
from bluemoon.payment import can_pay
from engine import saves
from ui.helpers import click, frames, until
from ui.table_driver import take_handoff
from ui.layout_check import draw_frame, problems
from bluemoon_view.bm_driver import open_table

pytestmark = pytest.mark.layout

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.8, 1.0, 1.5]
SEED = 2
SEATS = [saves.Seat("Ada", "human", None, "blue"), saves.Seat("Ben", "human", None, "red")]


def pick(rng: random.Random, s):
    """A seeded move that keeps the game going: offer, else sponsor, else walk towards a
    building the hand can pay (or the Courtyard with enough crystals), else end the turn."""
    legal = s.legal_actions()
    for kinds in ((A.Offer, A.Pillar), (A.Contribute, A.AddCard, A.Hoax)):
        good = [a for a in legal if isinstance(a, kinds)]
        if good:
            return rng.choice(good)
    steps = [a for a in legal if isinstance(a, A.Step)]
    if steps:
        me, dist = s.current, D.DISTANCE[s.expansion]
        cost = s.next_cost()
        if cost is not None and s.crystals[me] >= cost:
            goals = [D.CENTRE]
        else:
            goals = [c for c in D.CELLS[s.expansion] if s.open_building(c) and any(
                s.owners[c][i] < 0 and can_pay(s.hands[me], col, v)
                for i, (col, v) in enumerate(D.SPACES[s.tiles[c]]))]
        if goals and s.figures[me] not in goals:
            def far(a):
                return min(dist[a.cell][g] for g in goals)
            best = min(far(a) for a in steps)
            return rng.choice([a for a in steps if far(a) == best])
    for a in (A.DONE, A.DRAW):
        if a in legal:
            return a
    return rng.choice(legal)


def play_one(app, t, rng) -> None:
    """The next move, through the table's session; a hand-off screen is passed with Ready."""
    assert t.play(pick(rng, t.state))
    while not t.state.is_over() and not take_handoff(app, t, []):
        pass


def to_results(app, t) -> None:
    """After the last move: past a hand-off, if any, to the results screen."""
    from engine.ui.handoff import HandoffScene

    for _ in range(5):
        if until(app, lambda: type(app.scenes.top).__name__ in ("ResultsScene", "HandoffScene"), 300) \
                and isinstance(app.scenes.top, HandoffScene):
            click(app, "ready")
            frames(app, 2)
            if isinstance(app.scenes.top, HandoffScene):
                click(app, "recap-play")
            continue
        break
    assert type(app.scenes.top).__name__ == "ResultsScene"
    frames(app, 20)


def settle(app) -> None:
    """Until the pieces rest and no reward is in flight."""
    t = app.scenes.top
    until(app, lambda: not getattr(t, "tweens", None) or not (t.tweens.busy or t.animating), 120)
    frames(app, 1)


def checked(app, where: str) -> None:
    found = problems(draw_frame(app))
    assert not found, f"{where}: " + "; ".join(found[:6])


def open_game(app):
    app.settings.animation_speed = 8.0
    return open_table(app, SEATS, seed=SEED)


def game_length() -> int:
    from bluemoon import rules as R
    rng, s, n = random.Random(SEED), R.new_game(2, seed=SEED), 0
    while not s.is_over():
        s.apply(pick(rng, s))
        n += 1
    return n


def test_a_whole_game_is_readable_after_every_move(app):
    t0 = time.perf_counter()
    t = open_game(app)
    rng = random.Random(SEED)
    checked(app, "start")
    moves = 0
    while not t.state.is_over():
        play_one(app, t, rng)
        moves += 1
        settle(app)
        assert app.scenes.top is t
        checked(app, f"after move {moves} ({t.state.describe(t.record.actions[-1]).key})")
    to_results(app, t)
    checked(app, "results")
    print(f"bluemoon layout: {moves + 2} frames checked at 1280x800, {time.perf_counter() - t0:.1f} s")


def _other_sizes():
    for size in SIZES:
        scales = [s for s in SCALES if (size, s) != ((1280, 800), 1.0)]
        yield pytest.param(size, scales, id=f"{size[0]}x{size[1]}")


@pytest.mark.parametrize("size,scales", list(_other_sizes()))
def test_sample_positions_are_readable_at_every_size_and_scale(size, scales, home, art_dir):
    from engine.app import App
    from engine.settings import Settings
    from engine.ui.art import ArtCache

    t0 = time.perf_counter()
    app = App(size=size, settings=Settings())
    app.art = ArtCache(art_dir)
    try:
        t = open_game(app)
        total = game_length()
        samples = {0, total // 4, total // 2, 3 * total // 4, total - 1}
        rng = random.Random(SEED)
        checks = 0

        def at_every_scale(where):
            nonlocal checks
            for scale in scales:
                app.settings.ui_scale = scale
                app.relayout()
                settle(app)
                checked(app, f"{where} at {int(scale * 100)}%")
                checks += 1

        for move in range(total):
            if move in samples:
                settle(app)
                at_every_scale(f"{size} before move {move}")
            play_one(app, t, rng)
        assert t.state.is_over()
        to_results(app, t)
        at_every_scale(f"{size} results")
        print(f"bluemoon layout {size}: {checks} frames checked, {time.perf_counter() - t0:.1f} s")
    finally:
        app.quit()
        app.shutdown()
