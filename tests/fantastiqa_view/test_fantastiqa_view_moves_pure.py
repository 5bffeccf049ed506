"""What a click means on the Fantastiqa table, worked out without a window (fantastiqa/view_moves.py)."""

from fantastiqa import data as D
from fantastiqa import view_moves as VM
from fantastiqa.actions import PickQuest
from fantastiqa.rules import new_game
from fantastiqa.view_layout import Ref
from ui.table_driver import opening


def test_a_quest_on_offer_is_picked_where_it_lies():
    state, me, view, legal = opening(new_game)
    picks = [a for a in legal if isinstance(a, PickQuest)]
    assert picks
    for a in picks:
        ref = Ref("offer", quest=D.QUESTS.index(a.quest))
        assert VM.pick(view, me, ref, legal) == a
        assert VM.drop_action(view, me, ref, "use", Ref("use"), legal, None, []) == a
        assert VM.drop_action(view, me, ref, "path0", Ref("path", path=0), legal, None, []) is None
