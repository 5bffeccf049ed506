"""The Tigris & Euphrates tutorial, from the first step to free play, on the real table."""

import dataclasses
import os
import time

import pygame

from engine.ui.tutorial import start_tutorial
from tigris_view.tg_driver import INFO, gesture_for, perform
from ui.helpers import click, drag, frames, until


def test_tutorial_first_step_to_free_play(app, tmp_path):
    app.settings.animation_speed = 4.0
    info = dataclasses.replace(INFO, view_module="tigris.view", tutorial_module="tigris.tutorial",
                               rules_file="rules_reference.md")
    t = start_tutorial(app, info, resume=False)
    frames(app, 5)
    run = t.tutorial
    steps = run.tutorial.steps
    t0 = time.perf_counter()
    taught = set()
    refused_once = False
    shot = False
    guard = 0
    while run.current() is not None and run.current().until is None:
        guard += 1
        assert guard < 200, f"stuck at step {run.index}: {run.current().text}"
        step = run.current()
        if step.expect is None:
            click(app, "tutorial-next")
            frames(app, 2)
            continue
        if t.state.to_move != run.tutorial.learner:
            assert until(app, lambda: run.current() is not step, 600), f"the teacher did not play step {run.index}"
            continue
        assert until(app, lambda: t.can_act() and not t.tweens.busy, 300)
        assert step.highlight is None or run.highlights(t) is not None
        expect = step.expect
        if callable(expect) and not hasattr(expect, "__dataclass_fields__"):
            expect = next(a for a in t.state.legal_actions() if step.matches(t.state, a))
        if not taught:
            frames(app, 40)
            _save(app, tmp_path, "tutorial")  # the first taught move: its piece and square glow
        if not refused_once:
            # a different move is refused gently while a move is being taught
            other = next((a for a in t.state.legal_actions() if a != expect and gesture_for(t, a)
                          and gesture_for(t, a)[0] == "drag"), None)
            if other is not None:
                g = gesture_for(t, other)
                n = len(t.record.actions)
                drag(app, g[1], g[2], steps=5)
                assert len(t.record.actions) == n and t.bubble is not None and t.bubble[3] is True
                refused_once = True
                frames(app, 10)
        if type(expect).__name__ == "CommitSupport" and expect.count and not shot:
            # the revolt panel with a temple laid on it, before Commit is pressed
            p = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.draggable)
            drag(app, t.camera.to_screen(p.pos), t.camera.to_screen(t.zones["commit"].center), steps=5)
            frames(app, 20)
            assert t.staged == 1
            t.bubble = None  # the test's own refused move, earlier
            frames(app, 1)
            _save(app, tmp_path, "conflict")
            shot = True
            c = next(c for c in t.chips() if c.action == expect)
            from ui.helpers import click_at
            click_at(app, t.camera.rect_to_screen(c.rect).center)
        else:
            n = len(t.record.actions)
            perform(app, t, expect)
        frames(app, 2)
        taught.add(type(expect).__name__)
    assert run.current() is not None and run.current().until is not None, "the tutorial ends in free play"
    assert refused_once and shot
    assert {"PlaceLeader", "PlaceTile", "CommitSupport", "TakeTreasure", "BuildMonument"} <= taught
    st = t.state
    assert st.monuments[2] >= 0, "the black-red monument stands"
    assert st.treas_n[0] == 1 and min(st.vp[0]) == 0
    elapsed = time.perf_counter() - t0
    print(f"tutorial: {len(steps)} steps, {len(t.record.actions)} moves, {elapsed:.1f} s driven")
    # free play: the teacher now thinks for itself, the learner may make any legal move
    assert until(app, lambda: t.can_act() and not t.tweens.busy, 900)
    a = next(a for a in t.state.legal_actions() if gesture_for(t, a))
    n = len(t.record.actions)
    perform(app, t, a)
    frames(app, 2)
    assert len(t.record.actions) > n


def _save(app, tmp_path, name):
    out = [tmp_path / f"tigris-{name}.png"]
    extra = os.environ.get("TIGRIS_SCREENSHOTS")
    if extra:
        out.append(os.path.join(extra, f"tigris-{name}.png"))
    for p in out:
        pygame.image.save(app.screen, str(p))
