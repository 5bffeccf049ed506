"""What a drag means on the Blue Moon City table, worked out without a window
(bluemoon/view_moves.py)."""

from bluemoon import actions as A
from bluemoon import rules as R
from bluemoon import view_moves as VM
from bluemoon.rules import new_game
from bluemoon.view_layout import Ref
from ui.table_driver import opening


def test_the_figure_dragged_to_a_tile_steps_there_and_walks_the_whole_path():
    state, me, view, legal = opening(new_game)
    steps = [a for a in legal if isinstance(a, A.Step)]
    assert steps
    fig = Ref("fig", seat=me)
    for a in steps:
        assert VM.drop_action(view, me, fig, f"cell{a.cell}", a.cell, legal, None, lambda *_: False) == a
    far = next(c for c in range(25) if len(R.shortest_path(view.expansion, view.figures[me], c) or ()) == 2)
    first = VM.drop_action(view, me, fig, f"cell{far}", far, legal, None, lambda *_: False)
    walk = VM.walk(view, me, first, far)
    assert len(walk) == 2 and walk[-1] == A.STEP[far]
    assert VM.drop_action(view, me, Ref("fig", seat=1 - me), f"cell{far}", far, legal, None, lambda *_: False) is None
