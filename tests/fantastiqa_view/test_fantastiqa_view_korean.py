"""Fantastiqa in Korean: the tutorial written in the display language when it opens, a hand-off
in Korean, and the tutorial walked from its first step to free play in English and in Korean with the layout
check at every step (the window and UI scale changing from step to step), the Korean walk
also finding any English word on the table."""

from __future__ import annotations

import random
import re

import pytest

from engine import saves
from engine.ui.handoff import HandoffScene
from engine.ui.recap import RecapScene
from engine.ui.tutorial import start_tutorial
from fantastiqa.ai import rollout_action
from fantastiqa_view.fq_driver import INFO, KEPT_NAMES, has_latin, open_table
from ui.helpers import click, frames, pass_button, press_pass
from ui.korean_check import check_korean, english_on, korean  # noqa: F401  (the fixture)
from ui.layout_check import draw_frame
from ui.layout_walks import rotating, tutorial_layout_walk

LATIN = re.compile(r"[A-Za-z][A-Za-z'’-]+")


def test_the_tutorial_opened_in_korean_speaks_korean(app, korean):
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    assert [s.name for s in t.seats] == ["나", "선생님"]
    drawn = " ".join(x.text for x in draw_frame(app).texts)
    assert "나" in drawn and "선생님" in drawn, "the top bar names the seats in Korean"
    steps = t.tutorial.tutorial.steps
    english = {w for s in steps for w in LATIN.findall(f"{s.title} {s.text} {s.hint}")} - KEPT_NAMES
    assert not english, f"English in the Korean notes: {sorted(english)}"


@pytest.mark.layout
def test_the_tutorial_layout_walk_in_english(app):
    app.settings.animation_speed = 8.0   # the pieces land sooner; every step is still checked at rest
    walk = tutorial_layout_walk(app, INFO)
    print(f"tutorial layout walk (English): {walk.steps} steps, {walk.frames} frames, {len(walk.pairs)} pairs")


@pytest.mark.layout
def test_the_tutorial_layout_walk_in_korean(app, korean):
    app.settings.animation_speed = 8.0
    walk = tutorial_layout_walk(app, INFO, combos=lambda i: rotating(i + 4),
                                check=lambda frame, where: english_on(frame, where, has_latin, KEPT_NAMES))
    print(f"tutorial layout walk (Korean): {walk.steps} steps, {walk.frames} frames, {len(walk.pairs)} pairs")


def test_a_hand_off_in_korean(app, korean, monkeypatch):
    """Pass-and-play in Korean: the hand-off screen, and what it recaps, say nothing in English."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = open_table(app, [saves.Seat("민아", "human", None, "blue"), saves.Seat("준", "human", None, "red")], seed=8)
    rng = random.Random(8)
    found = []
    for _ in range(300):
        frames(app, 2)
        if pass_button(app) is not None:   # the mover sees the move, then passes the screen on
            found += check_korean(app, "the table with its pass button", has_latin, KEPT_NAMES)
            press_pass(app)
            frames(app, 2)
        if isinstance(app.scenes.top, HandoffScene):
            break
        assert t.play(rollout_action(t.state, rng)), t.bubble
        t.tweens.finish_all()
    else:
        raise AssertionError("no hand-off in 300 moves")
    screens = 0
    while app.scenes.top is not t and screens < 8:   # the hand-off, its recap's moves, the hand-off again
        screens += 1
        found += check_korean(app, f"{type(app.scenes.top).__name__} {screens}", has_latin, KEPT_NAMES)
        names = [w.name for w in app.scenes.top.widgets]
        wanted = ("recap-next", "recap-done") if isinstance(app.scenes.top, RecapScene) else \
            ("recap-show", "ready", "recap-play") if screens == 1 else ("ready", "recap-play")
        click(app, next(n for n in wanted if n in names))
        frames(app, 3)
    assert screens >= 2, "the recap was seen"
    assert app.scenes.top is t, "the hand-off gives the table back"
    found += check_korean(app, "the next seat's table", has_latin, KEPT_NAMES)
    assert not found, "\n".join(found)
