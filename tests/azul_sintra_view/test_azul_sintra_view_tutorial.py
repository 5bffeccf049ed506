"""The Sintra tutorial, from the first step to free play, on the real table."""

import time

from azul_sintra import rules as R
from azul_sintra_view.az_driver import INFO, gesture_for, perform, play_one
from engine import saves
from engine.ui.tutorial import start_tutorial
from ui.helpers import click, drag, frames, until


def test_tutorial_first_step_to_free_play(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    steps = run.tutorial.steps
    t0 = time.perf_counter()
    taught = []
    refused = False
    guard = 0
    while run.current() is not None and run.current().until is None:
        guard += 1
        assert guard < 200, f"stuck at step {run.index}: {run.current().text}"
        step = run.current()
        if step.expect is None:
            n = len(t.record.actions)
            frames(app, 20)
            assert len(t.record.actions) == n, "nobody moves while a note waits for Next"
            click(app, "tutorial-next")
            frames(app, 2)
            continue
        if t.state.to_move != run.tutorial.learner:
            assert until(app, lambda: run.current() is not step, 400), f"the teacher did not play step {run.index}"
            continue
        assert until(app, lambda: t.can_act() and not t.tweens.busy, 300)
        assert run.highlights(t), "a taught move highlights what to touch"
        for hid in run.highlights(t):
            assert t.piece(hid) is not None or hid in t.zones, hid
        place = None
        if isinstance(step.expect, R.TakeTiles):
            place = steps[run.index + 1].expect
            if not refused:
                # another move is refused gently while one is being taught
                other = next(a for a in t.state.legal_actions() if isinstance(a, R.TakeTiles) and a != step.expect)
                g = gesture_for(t, other, R.PlaceTiles(8))
                n = len(t.record.actions)
                drag(app, g[1], g[2], steps=5)
                frames(app, 20)
                assert len(t.record.actions) == n
                # and the right tiles on the wrong strip too
                g = gesture_for(t, step.expect, R.PlaceTiles(7 if place.position != 7 else 6))
                drag(app, g[1], g[2], steps=5)
                frames(app, 20)
                assert len(t.record.actions) == n
                refused = True
        n = len(t.record.actions)
        taught.append(type(step.expect).__name__)
        perform(app, t, step.expect, place)
        frames(app, 2)
        assert len(t.record.actions) > n, f"step {run.index} ({step.text[:60]}) was not accepted"
        if place is not None:
            assert t.record.actions[n:n + 2] == [step.expect, place]
    assert run.current() is not None and run.current().until is not None, "the tutorial ends in free play"
    assert refused and "ResetGlazier" in taught and taught.count("TakeTiles") == 6
    st = t.state
    assert st.score[0] == 7 and st.window_count(0, 7) == 1 and st.window_count(0, 1) == 1
    assert st.round == 1 and st.bpos[0] == 2
    elapsed = time.perf_counter() - t0
    print(f"tutorial: {len(steps)} steps, {len(t.record.actions)} moves, {elapsed:.1f} s driven")
    # free play: the learner may make any legal move; the teacher then thinks for itself
    assert until(app, lambda: t.can_act() and not t.tweens.busy, 600)
    n = len(t.record.actions)
    play_one(app, t, __import__("random").Random(1), click=False)
    frames(app, 2)
    assert len(t.record.actions) > n
    assert until(app, lambda: t.can_act() or t.state.to_move == 1 and t.ai_thinking, 600)
