"""The Guildhall tutorial, from the first step to free play, on the real table."""

import dataclasses

from engine.ui.tutorial import start_tutorial
from guildhall_view.gh_driver import INFO, gesture_for, perform
from ui.helpers import frames
from ui.table_walks import free_play_move, walk_tutorial


def test_tutorial_first_step_to_free_play(app):
    app.settings.animation_speed = 3.0
    info = dataclasses.replace(INFO, view_module="guildhall.view", tutorial_module="guildhall.tutorial",
                               rules_file="rules_reference.md")
    t = start_tutorial(app, info, resume=False)
    frames(app, 5)
    walk = walk_tutorial(app, t, gesture_for, perform)
    assert walk.refused
    assert {"PlayCard", "ChooseTier", "DiscardAndDraw", "BuyVP", "UseAbility", "Place", "Discard"} <= set(walk.taught)
    st = t.state
    assert st.completed[0] == [] and st.vp_cards[0], "a chapter was completed and spent on a VP card"
    print(f"tutorial: {len(t.tutorial.tutorial.steps)} steps, {len(t.record.actions)} moves, "
          f"{walk.seconds:.1f} s driven")
    free_play_move(app, t, gesture_for, perform)
