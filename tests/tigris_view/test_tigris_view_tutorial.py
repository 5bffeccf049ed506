"""The Tigris & Euphrates tutorial, from the first step to free play, on the real table."""

import dataclasses

from engine.ui.tutorial import start_tutorial
from tigris_view.tg_driver import INFO, gesture_for, perform
from ui.helpers import click_at, drag, frames, save_screen
from ui.table_driver import chip_point
from ui.table_walks import free_play_move, walk_tutorial


def test_tutorial_first_step_to_free_play(app, tmp_path):
    app.settings.animation_speed = 4.0
    info = dataclasses.replace(INFO, view_module="tigris.view", tutorial_module="tigris.tutorial",
                               rules_file="rules_reference.md")
    t = start_tutorial(app, info, resume=False)
    frames(app, 5)
    shots = []

    def photograph_the_first_taught_move(step):
        if not shots:
            frames(app, 40)
            _save(app, tmp_path, "tutorial", shots)  # the first taught move: its piece and square glow

    def perform_staging_the_revolt(app, t, action):
        if type(action).__name__ != "CommitSupport" or not action.count or "conflict" in shots:
            return perform(app, t, action)
        # the revolt panel with a temple laid on it, before Commit is pressed
        p = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.draggable)
        drag(app, t.camera.to_screen(p.pos), t.camera.to_screen(t.zones["commit"].center), steps=5)
        frames(app, 20)
        assert t.staged == 1
        t.bubble = None  # the test's own refused move, earlier
        frames(app, 1)
        _save(app, tmp_path, "conflict", shots)
        commit = chip_point(t, action)
        assert commit is not None, f"no chip for {action!r}"
        click_at(app, commit)

    walk = walk_tutorial(app, t, gesture_for, perform_staging_the_revolt, max_steps=200, teacher_limit=600,
                         check=photograph_the_first_taught_move, refusal_frames=10)
    assert walk.refused and "conflict" in shots
    assert {"PlaceLeader", "PlaceTile", "CommitSupport", "TakeTreasure", "BuildMonument"} <= set(walk.taught)
    st = t.state
    assert st.monuments[2] >= 0, "the black-red monument stands"
    assert st.treas_n[0] == 1 and min(st.vp[0]) == 0
    print(f"tutorial: {len(t.tutorial.tutorial.steps)} steps, {len(t.record.actions)} moves, "
          f"{walk.seconds:.1f} s driven")
    free_play_move(app, t, gesture_for, perform, limit=900)


def _save(app, tmp_path, name, shots):
    save_screen(app, tmp_path, "tigris", name)
    shots.append(name)
