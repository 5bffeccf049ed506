"""The Blue Moon City tutorial, from the first step to free play, on the real table."""

import time

from bluemoon import actions as A
from engine.ui.tutorial import start_tutorial
from bluemoon_view.bm_driver import INFO, gesture_for, perform
from ui.helpers import click, drag, frames, until


def test_tutorial_first_step_to_free_play(app):
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    steps = run.tutorial.steps
    t0 = time.perf_counter()
    taught = set()
    refused_once = False
    nexts = 0
    guard = 0
    while run.current() is not None and run.current().until is None:
        guard += 1
        assert guard < 400, f"stuck at step {run.index}: {run.current().text}"
        step = run.current()
        if step.expect is None:
            click(app, "tutorial-next")
            nexts += 1
            frames(app, 2)
            continue
        if t.state.to_move != run.tutorial.learner:
            assert until(app, lambda: run.current() is not step, 400), f"the teacher did not play step {run.index}"
            continue
        assert until(app, lambda: t.can_act() and not t.tweens.busy, 300)
        assert step.highlight is None or run.highlights(t) is not None
        if not refused_once:
            # a different move is refused gently while a move is being taught
            other = next((a for a in t.state.legal_actions() if a != step.expect and gesture_for(t, a)
                          and gesture_for(t, a)[0] == "drag"), None)
            if other is not None:
                g = gesture_for(t, other)
                n = len(t.record.actions)
                drag(app, g[1], g[2], steps=5)
                assert len(t.record.actions) == n and t.bubble is not None and t.bubble[3] is True
                refused_once = True
                frames(app, 20)
        n = len(t.record.actions)
        taught.add(type(step.expect).__name__)
        perform(app, t, step.expect)
        frames(app, 2)
        assert len(t.record.actions) > n, f"step {run.index} ({step.text[:60]}) was not accepted: {t.bubble}"
    assert run.current() is not None and run.current().until is not None, "the tutorial ends in free play"
    assert refused_once
    assert {"Step", "MoveDragon", "Contribute", "AddCard", "Offer", "Draw", "Done"} <= taught
    st = t.state
    assert st.obelisk.count(0) == 1 and sum(st.built) >= 2
    elapsed = time.perf_counter() - t0
    print(f"tutorial: {len(steps)} steps ({nexts} to read), {len(t.record.actions)} moves, {elapsed:.1f} s driven")
    # free play: the teacher now thinks for itself, the learner may make any legal move
    assert until(app, lambda: t.can_act(), 600)
    a = next(a for a in t.state.legal_actions() if gesture_for(t, a))
    n = len(t.record.actions)
    perform(app, t, a)
    frames(app, 2)
    assert len(t.record.actions) > n
