"""The Blue Moon City tutorial, from the first step to free play, on the real table."""

from engine.ui.tutorial import start_tutorial
from bluemoon_view.bm_driver import INFO, gesture_for, perform
from ui.helpers import frames
from ui.table_walks import free_play_move, walk_tutorial


def test_tutorial_first_step_to_free_play(app):
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    walk = walk_tutorial(app, t, gesture_for, perform)
    assert walk.refused
    assert {"Step", "MoveDragon", "Contribute", "AddCard", "Offer", "Draw", "Done"} <= set(walk.taught)
    st = t.state
    assert st.obelisk.count(0) == 1 and sum(st.built) >= 2
    print(f"tutorial: {len(t.tutorial.tutorial.steps)} steps ({walk.notes_read} to read), "
          f"{len(t.record.actions)} moves, {walk.seconds:.1f} s driven")
    free_play_move(app, t, gesture_for, perform)
