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



def test_the_waste_of_a_gesture_is_what_the_rules_then_break_and_cost():
    """``waste`` (what the second look asks about) counts the tiles the rules then break and
    the points the broken-glass track then costs, exactly as playing the gesture does: over
    many positions, from every take to every strip, the centre's start-player step and wraps
    included."""
    import random

    rng = random.Random(5)
    checked = asked = 0
    for seed in range(12):
        state = new_game(2, seed=seed)
        while not state.is_over() and checked < 3000:
            me = state.to_move
            view = state.view(me)
            legal = state.legal_actions()
            gestures = [[a] for a in legal if not isinstance(a, TakeTiles)]
            for a in legal:
                if isinstance(a, TakeTiles):
                    after = state.clone()
                    after.apply(a)
                    places = [[a, p] for p in after.legal_actions() if isinstance(p, PlaceTiles)]
                    gestures += places if after.to_move == me and places else [[a]]
            for moves in gestures:
                trial = state.clone()
                loss, broke = trial.nominal_loss(me), 0
                for m in moves:
                    trial.apply(m)
                    broke += sum(e.message.get("n") for e in trial.last_events()
                                 if e.message.key in BREAKS)
                assert VM.waste(view, me, moves) == (broke, trial.nominal_loss(me) - loss), moves
                checked += 1
                asked += broke >= VM.ASK_FROM
            state.apply(rng.choice(legal))
    assert checked >= 1000 and asked, (checked, asked)


#: The events of tiles broken for nothing (not the spare tiles of a completed strip).
BREAKS = ("azul_sintra.ev.tiles_break", "azul_sintra.ev.out_of_reach")
