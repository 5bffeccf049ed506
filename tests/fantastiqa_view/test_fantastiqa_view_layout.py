"""Fantastiqa's table is readable at every window size and UI scale: no text overlaps another, leaves
its box or the window, or is smaller than the least readable size (tests/ui/layout_check.py).

A whole game is checked after every move at 1280x800 / 100%, and in Korean (with its English
words) after every second move; the other eight combinations of
size and scale are checked on a sample of positions (the start, an adventure, a statue's offer,
a quest's payment, the end of a turn, the results).  The game is moved on with the game's quick
seeded policy through the table (setup, not the thing tested), so no AI thinking time is spent.
"""

from __future__ import annotations

import random
import time

import pytest

from engine import saves
from engine.app import App
from engine.settings import Settings
from engine.ui.art import ArtCache
from fantastiqa import data as D
from fantastiqa.ai import rollout_action
from fantastiqa.view_layout import ui
from fantastiqa_view.fq_driver import KEPT_NAMES, has_latin, open_table
from ui.helpers import frames
from ui.korean_check import check_korean, korean  # noqa: F401  (the fixture)
from ui.layout_check import draw_frame, problems

pytestmark = pytest.mark.layout

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.8, 1.0, 1.5]
SEED = 5
#: The phases a sample position is taken in (besides the start and the results).
SAMPLED = (D.PH_ADV, D.PH_OFFER, D.PH_QPAY, D.PH_END, D.PH_MAIN)
H = saves.Seat


def _app(size, scale, art_dir):
    app = App(size=size, settings=Settings())
    app.art = ArtCache(art_dir)
    app.settings.ui_scale = scale
    app.settings.animation_speed = 8.0
    app.relayout()
    return app


def _table(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    return open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=SEED)


def _move(t, rng) -> None:
    """One move of the seat to move, chosen by the quick policy, played through the table; its
    animations are finished at once (the AI seat is never given time to think)."""
    assert t.play(rollout_action(t.state, rng)), t.bubble
    t.tweens.finish_all()


def _check(app, where: str, out: list) -> None:
    out.extend(f"{where}: {p}" for p in problems(draw_frame(app)))


def _results(app, t, where, out) -> None:
    frames(app, 90)   # the results come up over the table
    _check(app, where, out)


def test_a_whole_game_at_1280x800(art_dir, monkeypatch):
    app = _app((1280, 800), 1.0, art_dir)
    try:
        t = _table(app, monkeypatch)
        rng = random.Random(SEED)
        found: list = []
        checked = 0
        t0 = time.perf_counter()
        _check(app, "start", found)
        while not t.state.is_over():
            _move(t, rng)
            _check(app, f"move {len(t.record.actions)}", found)
            checked += 1
            assert checked < 2000, "the game ends"
        _results(app, t, "results", found)
        print(f"layout: a whole game, {checked + 2} frames checked at 1280x800 in {time.perf_counter() - t0:.1f} s")
        assert not found, f"{len(found)} problems: " + "; ".join(found[:8])
    finally:
        app.quit()
        app.shutdown()


def test_a_whole_game_in_korean(art_dir, monkeypatch, korean):
    """The same game in Korean, every second move (and the start and the results) checked at
    1280x800 for the layout and for English words (the Korean rulebook's English names aside)."""
    app = _app((1280, 800), 1.0, art_dir)
    try:
        monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
        t = open_table(app, [H("민아", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=SEED)
        rng = random.Random(SEED)
        found = check_korean(app, "start", keep=has_latin, names=KEPT_NAMES)
        checked = 1
        while not t.state.is_over():
            _move(t, rng)
            if len(t.record.actions) % 2 == 0:
                found += check_korean(app, f"move {len(t.record.actions)}", keep=has_latin, names=KEPT_NAMES)
                checked += 1
            assert checked < 2000, "the game ends"
        frames(app, 90)   # the results come up over the table
        found += check_korean(app, "results", keep=has_latin, names=KEPT_NAMES)
        print(f"layout in Korean: a whole game, {checked + 1} frames checked at 1280x800")
        assert not found, f"{len(found)} problems: " + "; ".join(found[:8])
    finally:
        app.quit()
        app.shutdown()


COMBOS = [(size, scale) for size in SIZES for scale in SCALES if (size, scale) != ((1280, 800), 1.0)]


@pytest.mark.parametrize("size,scale", COMBOS,
                         ids=[f"{w}x{h}-{int(s * 100)}pct" for (w, h), s in COMBOS])
def test_sampled_positions(size, scale, art_dir, monkeypatch):
    app = _app(size, scale, art_dir)
    try:
        t = _table(app, monkeypatch)
        rng = random.Random(SEED)
        found: list = []
        _check(app, "start", found)
        wanted = list(SAMPLED)
        while not t.state.is_over():
            _move(t, rng)
            ph = t.state.phase
            if ph in wanted and t.state.to_move == 0 and len(t.record.actions) > 12:
                wanted.remove(ph)
                _check(app, f"phase {ph} at move {len(t.record.actions)}", found)
        _results(app, t, "results", found)
        assert not wanted, f"positions never met: {wanted}"
        assert not found, f"{len(found)} problems: " + "; ".join(found[:8])
    finally:
        app.quit()
        app.shutdown()


def test_the_unplaced_adventurer_leaves_the_turn_panels_words_readable(art_dir, monkeypatch):
    """At the start the adventurer waits in the turn panel; it stood on "picks in reverse order"."""
    app = _app((1280, 800), 1.0, art_dir)
    try:
        t = _table(app, monkeypatch)
        frames(app, 5)
        figure = t.piece(f"adv{t.viewer}")
        assert figure is not None
        body = t.camera.rect_to_screen(figure.rect())
        said = t.words(ui("setup_sub")).lower()
        words = [x for x in draw_frame(app).texts if x.text.lower() == said]
        assert words, "the turn panel says whose pick it is"
        assert not any(body.colliderect(x.ink) for x in words), (body, [x.ink for x in words])
    finally:
        app.quit()
        app.shutdown()
