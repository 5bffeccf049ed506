"""The Sintra tutorial, from the first step to free play, on the real table."""

import random

import pygame

from azul_sintra import rules as R
from azul_sintra_view.az_driver import INFO, gesture_for, perform, play_one
from engine import saves
from engine.ui.tutorial import start_tutorial
from ui.helpers import drag, frames, until
from ui.table_walks import walk_tutorial


def test_tutorial_first_step_to_free_play(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    steps = run.tutorial.steps

    def every_taught_move_glows(step):
        assert run.highlights(t), "a taught move highlights what to touch"

    def refuse_other_tiles_and_wrong_strip(take):
        """Another take is refused gently while one is taught; the taught tiles light only the taught
        strip (a drop elsewhere plays the take alone, as far as the lesson goes, like every game)."""
        place = steps[run.index + 1].expect
        other = next(a for a in t.state.legal_actions() if isinstance(a, R.TakeTiles) and a != take)
        wrong_strip = 7 if place.position != 7 else 6
        n = len(t.record.actions)
        _, start, end = gesture_for(t, other, R.PlaceTiles(8))
        drag(app, start, end, steps=5)
        frames(app, 20)
        assert len(t.record.actions) == n
        _, start, end = gesture_for(t, take, R.PlaceTiles(wrong_strip))
        drag(app, start, end, steps=5, release=False)
        assert t.zones[f"strip{place.position}"].legal and not t.zones[f"strip{wrong_strip}"].legal
        home = (int(start[0]), int(start[1]))  # carried back home and let go: nothing played
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=home, rel=(0, 0), buttons=(1, 0, 0))])
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=home, button=1)])
        frames(app, 20)
        assert len(t.record.actions) == n
        return True

    def take_and_place(app, t, action):
        # a taught take is dropped straight on the strip the next step teaches
        place = steps[run.index + 1].expect if isinstance(action, R.TakeTiles) else None
        n = len(t.record.actions)
        perform(app, t, action, place)
        if place is not None:
            frames(app, 2)
            assert t.record.actions[n:n + 2] == [action, place]

    walk = walk_tutorial(app, t, gesture_for, take_and_place, max_steps=200, note_idle_frames=20,
                         check=every_taught_move_glows, refuse=refuse_other_tiles_and_wrong_strip,
                         refuse_when=lambda step: isinstance(step.expect, R.TakeTiles))
    assert walk.refused and "ResetGlazier" in walk.taught and walk.taught.count("TakeTiles") == 6
    st = t.state
    assert st.score[0] == 7 and st.window_count(0, 7) == 1 and st.window_count(0, 1) == 1
    assert st.round == 1 and st.bpos[0] == 2
    print(f"tutorial: {len(steps)} steps, {len(t.record.actions)} moves, {walk.seconds:.1f} s driven")
    # free play: the learner may make any legal move; the teacher then thinks for itself
    assert until(app, lambda: t.can_act() and not t.tweens.busy, 600)
    n = len(t.record.actions)
    play_one(app, t, random.Random(1), click=False)
    frames(app, 2)
    assert len(t.record.actions) > n
    assert until(app, lambda: t.can_act() or t.state.to_move == 1 and t.ai_thinking, 600)
