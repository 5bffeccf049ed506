"""What a drop means on the Guildhall table, worked out without a window (guildhall/view_moves.py)."""

from guildhall import view_moves as VM
from guildhall.actions import Discard
from guildhall.rules import new_game
from guildhall.view_layout import Ref
from ui.table_driver import opening


def test_a_hand_card_dropped_on_the_pile_is_discarded_at_the_opening():
    state, me, view, legal = opening(new_game)
    discards = [a for a in legal if isinstance(a, Discard)]
    assert discards
    for a in discards:
        assert VM.drop_action(view, me, Ref("hand", kind=a.kind), "discard", legal) == a
        assert VM.drop_action(view, me, Ref("hand", kind=a.kind), "area", legal) is None
