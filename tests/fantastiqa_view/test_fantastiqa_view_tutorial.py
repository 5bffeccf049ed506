"""The Fantastiqa tutorial, from the first step to free play, on the real table."""

from engine.ui.tutorial import start_tutorial
from fantastiqa import data as D
from fantastiqa import tutorial as TUT
from fantastiqa_view.fq_driver import INFO, gesture_for, perform, settle
from ui.helpers import frames
from ui.table_walks import free_play_move, walk_tutorial


def test_the_plan_teaches_every_lesson():
    plan = TUT.best_plan()
    assert set(TUT.LESSONS) <= plan.taught
    if plan.seed != TUT.SEED:
        print(f"note: the tutorial's deal moved from seed {TUT.SEED} to {plan.seed}; update SEED")


def test_tutorial_first_step_to_free_play(app):
    app.settings.animation_speed = 8.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)

    walk = walk_tutorial(app, t, gesture_for, perform, wait=settle,
                         refuse_when=lambda step: t.state.phase == D.PH_MAIN, refusal_frames=10)
    assert walk.refused
    assert {"Subdue", "Statue", "Take", "Commit", "Fly", "CompleteQuest", "Pay", "EndTurn", "Done"} <= set(walk.taught)
    st = t.state
    assert len(st.done[0]) >= 2 and st.bonus[0] >= 1
    print(f"tutorial: {len(t.tutorial.tutorial.steps)} steps, {len(t.record.actions)} moves, "
          f"{walk.seconds:.1f} s driven")
    free_play_move(app, t, gesture_for, perform, wait=settle, limit=900)
