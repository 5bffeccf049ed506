"""What a drop means on the Sintra table, worked out without a window (azul_sintra/view_moves.py)."""

from azul_sintra import data as D
from azul_sintra import view_moves as VM
from azul_sintra.actions import CENTRE, PlaceTiles, TakeTiles
from azul_sintra.rules import new_game
from azul_sintra.view_layout import Tile
from ui.table_driver import opening


def test_tiles_dropped_on_a_strip_are_taken_and_placed_there_in_one_gesture():
    state, me, view, legal = opening(new_game)
    takes = [a for a in legal if isinstance(a, TakeTiles)]
    assert takes
    strip = view.reachable(me)[0]
    for a in takes:
        tile = Tile("c" if a.source == CENTRE else "f", D.COLOUR_INDEX[a.colour], where=a.source)
        assert VM.drop_action(view, me, tile, ("strip", strip)) == a
        assert VM.gesture(a, ("strip", strip)) == [a, PlaceTiles(strip + 1)]
        assert VM.drop_action(view, me, tile, ("win", strip)) is None
        assert VM.why_not(view, me, tile, ("win", strip)).key == "azul_sintra.ui.no_window"
