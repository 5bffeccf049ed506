"""The Fantastiqa tutorial, from the first step to free play, on the real table."""

import time

from engine.ui.tutorial import start_tutorial
from fantastiqa import tutorial as TUT
from fantastiqa_view.fq_driver import INFO, gesture_for, perform, settle
from ui.helpers import click, drag, frames


def test_the_plan_teaches_every_lesson():
    plan = TUT.best_plan()
    assert set(TUT.LESSONS) <= plan.taught
    if plan.seed != TUT.SEED:
        print(f"note: the tutorial's deal moved from seed {TUT.SEED} to {plan.seed}; update SEED")


def test_tutorial_first_step_to_free_play(app):
    app.settings.animation_speed = 8.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    steps = run.tutorial.steps
    t0 = time.perf_counter()
    taught = set()
    refused_once = False
    guard = 0
    while run.current() is not None and run.current().until is None:
        guard += 1
        assert guard < 400, f"stuck at step {run.index}: {run.current().text}"
        step = run.current()
        if step.expect is None:
            click(app, "tutorial-next")
            frames(app, 2)
            continue
        if t.state.to_move != run.tutorial.learner:
            assert settle(app, lambda: run.current() is not step, 400), f"the teacher did not play step {run.index}"
            continue
        assert settle(app, lambda: t.can_act() and not t.tweens.busy, 300)
        hl = run.highlights(t)
        assert all(h in t.zones or t.piece(h) is not None for h in hl), (step.title, hl)
        if not refused_once and t.state.phase == 3:
            other = next((a for a in t.state.legal_actions() if a != step.expect and gesture_for(t, a)
                          and gesture_for(t, a)[0] == "drag"), None)
            if other is not None:
                g = gesture_for(t, other)
                n = len(t.record.actions)
                drag(app, g[1], g[2], steps=5)
                assert len(t.record.actions) == n and t.bubble is not None and t.bubble[3] is True
                refused_once = True
                frames(app, 10)
        n = len(t.record.actions)
        taught.add(type(step.expect).__name__)
        perform(app, t, step.expect)
        frames(app, 2)
        assert len(t.record.actions) > n, f"step {run.index} ({step.text[:60]}) was not accepted: {t.bubble}"
    assert run.current() is not None and run.current().until is not None, "the tutorial ends in free play"
    assert refused_once
    assert {"Subdue", "Statue", "Take", "Commit", "Fly", "CompleteQuest", "Pay", "EndTurn", "Done"} <= taught
    st = t.state
    assert len(st.done[0]) >= 2 and st.bonus[0] >= 1
    print(f"tutorial: {len(steps)} steps, {len(t.record.actions)} moves, {time.perf_counter() - t0:.1f} s driven")
    assert settle(app, lambda: t.can_act(), 900)
    a = next(a for a in t.state.legal_actions() if gesture_for(t, a))
    n = len(t.record.actions)
    perform(app, t, a)
    frames(app, 2)
    assert len(t.record.actions) > n
