"""What a drop means on the Tigris table, worked out without a window (tigris/view_moves.py)."""

from tigris import actions as A
from tigris import view_moves as VM
from tigris.data import COLS, TILE_NAMES
from tigris.rules import new_game
from tigris.view_layout import Ref, Refusal, Stage
from ui.table_driver import opening


def test_a_hand_tile_dropped_on_a_square_places_it_and_in_the_bag_stages_a_swap():
    state, me, view, legal = opening(new_game)
    places = [a for a in legal if isinstance(a, A.PlaceTile)]
    assert places
    for a in places:
        ref = Ref("hand", colour=TILE_NAMES.index(a.tile))
        assert VM.drop_action(view, me, ref, f"sq{a.row * COLS + a.col}", False, legal) == a
    ref = Ref("hand", colour=0)
    assert VM.drop_action(view, me, ref, "bag", False, legal) == Stage("swap", 0)
    assert VM.drop_action(view, me, ref, "supply", False, legal) == Refusal("tile_goes")
    assert VM.swap_moves(A.SwapTiles(), [2, 0]) == [A.SwapTiles(), A.DiscardTile(TILE_NAMES[0]),
                                                   A.DiscardTile(TILE_NAMES[2]), A.EndSwap()]
