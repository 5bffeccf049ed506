"""Blue Moon City's table is readable at every size: no text overlaps another, leaves its box
or the window, or is too small to read (tests/ui/layout_check.py).

A whole 2-player game is played to the results at 1280x800 / 100% with the layout check on
the frame after every move; at a sample of positions (the start, three mid-game positions, the
last one and the results) the window is also resized to the other sizes and the UI scale set to
the other scales, and each of those eight frames is checked too.  The moves
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
from ui.helpers import click, frames, until, until_turn_or_handoff
from ui.korean_check import check_korean, korean  # noqa: F401  (korean: the fixture)
from ui.layout_check import draw_frame, problems
from ui.layout_walks import COMBOS, window
from ui.table_driver import take_handoff
from bluemoon_view.bm_driver import open_table
from bluemoon_view.test_bluemoon_view_tutorial_layout import KEPT

pytestmark = pytest.mark.layout

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.8, 1.0, 1.5]
SEED = 2
#: The Korean game's deal: a shorter game (196 moves against 344), other positions.
KOREAN_SEED = 34
HOME = (1280, 800)
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


def play_one(app, t, rng, at_handoff=lambda: None) -> None:
    """The next move, through the table's session; a hand-off screen is passed with Ready
    (``at_handoff()`` is called when one shows, before Ready)."""
    from engine.ui.handoff import HandoffScene

    assert t.play(pick(rng, t.state))
    while not t.state.is_over():
        if until_turn_or_handoff(app, t, 900) and isinstance(app.scenes.top, HandoffScene):
            at_handoff()
        if take_handoff(app, t, []):
            break


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


def open_game(app, seed=SEED):
    app.settings.animation_speed = 16.0
    return open_table(app, SEATS, seed=seed)


def game_length() -> int:
    from bluemoon import rules as R
    rng, s, n = random.Random(SEED), R.new_game(2, seed=SEED), 0
    while not s.is_over():
        s.apply(pick(rng, s))
        n += 1
    return n


def every_other_size(app, where: str) -> int:
    """The layout check at the eight other (window size, UI scale) pairs, then back to 1280x800 at
    100%; returns the frames checked."""
    n = 0
    for size in SIZES:
        for scale in SCALES:
            if (size, scale) == (HOME, 1.0):
                continue
            window(app, size, scale)
            checked(app, f"{where} at {size[0]}x{size[1]}, {int(scale * 100)}%")
            n += 1
    window(app, HOME, 1.0)
    return n


def test_a_whole_game_is_readable_after_every_move_and_at_every_size(app):
    t0 = time.perf_counter()
    t = open_game(app)
    rng = random.Random(SEED)
    total = game_length()
    samples = {total // 4, total // 2, 3 * total // 4, total - 1}
    checked(app, "start")
    frames_checked = 1 + every_other_size(app, "start")
    moves = 0
    while not t.state.is_over():
        if moves in samples:
            frames_checked += every_other_size(app, f"before move {moves}")
        play_one(app, t, rng)
        moves += 1
        settle(app)
        assert app.scenes.top is t
        checked(app, f"after move {moves} ({t.state.describe(t.record.actions[-1]).key})")
        frames_checked += 1
    assert moves == total
    to_results(app, t)
    checked(app, "results")
    frames_checked += 1 + every_other_size(app, "results")
    print(f"bluemoon layout: {frames_checked} frames checked ({moves} moves), {time.perf_counter() - t0:.1f} s")


def test_a_whole_game_in_korean_is_readable_and_korean(app, korean):
    """A game in Korean, the layout check and the English check on the frame after every
    second move at 1280x800 / 100% (every move would double the seconds and find the same
    words), on every tenth at the next of the other pairs in turn, on a hand-off screen and on
    the results at three pairs."""
    from engine.ui.handoff import HandoffScene

    t0 = time.perf_counter()
    t = open_game(app, KOREAN_SEED)
    rng = random.Random(KOREAN_SEED)
    names = KEPT + tuple(seat.name for seat in SEATS)
    found, pairs, seen = [], [c for c in COMBOS if c != (HOME, 1.0)], {"frames": 0, "handoff": False}

    def look(where: str, size=HOME, scale=1.0) -> None:
        window(app, size, scale)
        found.extend(check_korean(app, f"{where} at {size[0]}x{size[1]}, {round(scale * 100)}%", names=names))
        seen["frames"] += 1

    def handoff() -> None:
        if not seen["handoff"] and isinstance(app.scenes.top, HandoffScene):
            look(f"the hand-off after move {len(t.record.actions)}")
            seen["handoff"] = True

    take_handoff(app, t, [])
    look("start")
    moves = 0
    while not t.state.is_over():
        play_one(app, t, rng, handoff if moves > 0 else lambda: None)
        moves += 1
        settle(app)
        where = f"after move {moves} ({t.state.describe(t.record.actions[-1]).key})"
        if moves % 10 == 0:
            look(where, *pairs[(moves // 10) % len(pairs)])
            window(app, HOME, 1.0)
        elif moves % 2 == 0:
            look(where)
    to_results(app, t)
    for size, scale in COMBOS[:3]:
        look("results", size, scale)
    assert seen["handoff"], "a hand-off screen was checked"
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:30])
    print(f"bluemoon in Korean: {seen['frames']} frames checked ({moves} moves), {time.perf_counter() - t0:.1f} s")
