"""Scenario tests: exact situations of rules/azul_sintra.md and their exact results."""

import json
import random

import pytest

from azul_sintra import INFO, data
from azul_sintra.rules import (PHASE_KEEP, PHASE_PLACE, PHASE_TAKE, KeepTile, PlaceTiles,
                               ResetGlazier, SintraState, TakeTiles, new_game)
from engine.game import IllegalAction

C = data.COLOUR_INDEX
RED, YELLOW, GREEN, BLUE, PURPLE = range(5)


# -- helpers: build exact situations -------------------------------------------------------------

def empty_table(s):
    """Every tile off the factories and the centre goes back to the bag."""
    for k in range(s.nfact):
        for c in range(5):
            s.bag[c] += s.factories[k * 5 + c]
            s.factories[k * 5 + c] = 0
    for c in range(5):
        s.bag[c] += s.centre[c]
        s.centre[c] = 0


def put_factory(s, number, **tiles):
    """Move tiles from the bag onto factory display ``number`` (1-based)."""
    for name, k in tiles.items():
        c = C[name]
        assert s.bag[c] >= k
        s.bag[c] -= k
        s.factories[(number - 1) * 5 + c] += k


def put_centre(s, **tiles):
    for name, k in tiles.items():
        c = C[name]
        s.bag[c] -= k
        s.centre[c] += k


def set_strip(s, p, position, strip, side, **tiles):
    """Seat p's strip at ``position`` (1-based) becomes ``strip`` (1..8) ``side`` up, holding
    ``tiles`` (colour -> count in colour spaces; ``joker=[...]`` for joker spaces)."""
    j = p * 8 + position - 1
    # Return whatever was there to the bag.
    for c in range(5):
        s.bag[c] += s.fill[j * 5 + c]
        s.fill[j * 5 + c] = 0
    for k in (0, 1):
        if s.jok[j * 2 + k] >= 0:
            s.bag[s.jok[j * 2 + k]] += 1
            s.jok[j * 2 + k] = -1
    if strip is None:
        s.sid[j] = -1
        s.sside[j] = 0
        return
    s.sid[j] = strip - 1
    s.sside[j] = side
    for name, k in tiles.items():
        if name == "joker":
            for x, colour in enumerate(k):
                s.jok[j * 2 + x] = C[colour]
                s.bag[C[colour]] -= 1
            continue
        c = C[name]
        assert k <= data.NEED[strip - 1][side][c]
        s.fill[j * 5 + c] = k
        s.bag[c] -= k


def set_window(s, p, position, *colours):
    j = (p * 8 + position - 1) * 2
    for slot in (0, 1):
        if s.win[j + slot] >= 0:
            s.bag[s.win[j + slot]] += 1
            s.win[j + slot] = -1
    for slot, name in enumerate(colours):
        s.win[j + slot] = C[name]
        s.bag[C[name]] -= 1


def game(n=2, **opts):
    s = new_game(n, seed=11, **opts)
    s.to_move = 0
    s.start_player = 0
    return s


def total_tiles(s):
    return sum(s.tile_locations().values())


# -- set-up (§3) ----------------------------------------------------------------------------------

@pytest.mark.parametrize("n,factories,bag", [(2, 5, 74), (3, 7, 66), (4, 9, 58)])
def test_setup_counts(n, factories, bag):
    for seed in range(20):
        s = new_game(n, seed=seed)
        assert s.nfact == factories
        assert [sum(s.factories[k * 5:k * 5 + 5]) for k in range(factories)] == [4] * factories
        assert sum(s.bag) == bag
        assert sum(s.centre) == 0 and s.marker_in_centre
        assert s.to_move == s.start_player
        assert s.glazier == [0] * n and s.score == [0] * n and s.bpos == [0] * n
        # Rounds II-VI hold the five colours once each.
        assert sorted(s.round_tiles[1:]) == [0, 1, 2, 3, 4]
        assert total_tiles(s) == 100
        for p in range(n):
            assert sorted(s.sid[p * 8:p * 8 + 8]) == list(range(8))


def test_joker_side_never_starts_up_and_layout_is_random():
    sides, orders = set(), set()
    for seed in range(200):
        s = new_game(2, seed=seed)
        for j in range(16):
            assert not (s.sid[j] == data.JOKER_STRIP and s.sside[j] == data.JOKER_SIDE)
            sides.add((s.sid[j], s.sside[j]))
        orders.add(tuple(s.sid[:8]))
    # Every other strip side appears at set-up, and layouts vary.
    assert len(sides) == 15
    assert len(orders) > 150


def test_bad_options_and_player_counts():
    for bad in (1, 5, "2"):
        with pytest.raises(ValueError):
            new_game(bad)
    with pytest.raises(ValueError, match="no option"):
        new_game(2, colour=True)
    with pytest.raises(ValueError, match="palace_side"):
        new_game(2, palace_side="side_c")
    assert new_game(2, seed=1).options == INFO.default_options()


# -- round flow (§4, §7) ---------------------------------------------------------------------------

def test_seed_round_flow():
    """Start player leads with the marker in the centre, turns go clockwise, the round ends when
    the table is empty, the round tile goes to the tower, displays refill with 4 tiles each and
    whoever took the start-player tile leads the next round."""
    s = new_game(3, seed=5)
    first = s.start_player
    assert s.to_move == first and s.marker_in_centre
    rng = random.Random(2)
    seats = []
    taker = None
    while s.round == 0:
        if s.phase == PHASE_TAKE:
            seats.append(s.to_move)
            if s.marker_in_centre:
                acts = [a for a in s.legal_actions()
                        if isinstance(a, TakeTiles) and a.source == 0]
                if acts:
                    taker = s.to_move
                    s.apply(acts[0])
                    continue
        s.apply(rng.choice(s.legal_actions()))
        assert total_tiles(s) == 100
    assert seats[:6] == [(first + i) % 3 for i in range(6)]
    assert taker is not None
    assert s.round == 1 and s.to_move == taker == s.start_player
    assert s.marker_in_centre and sum(s.centre) == 0
    assert [sum(s.factories[k * 5:k * 5 + 5]) for k in range(7)] == [4] * 7
    # Round I's tile went to the tower before the refill (the tower may have been poured
    # only if the bag ran out, which cannot happen in round I).
    assert s.tower[s.round_tiles[0]] >= 1


def test_start_player_kept_when_nobody_takes_from_the_centre():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=4)
    put_factory(s, 2, yellow=4)
    s.start_player = 1
    s.to_move = 1
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(1))
    s.apply(TakeTiles(2, "yellow"))
    s.apply(PlaceTiles(1))
    assert s.round == 1 and s.to_move == 1 and s.marker_in_centre


def test_six_rounds_then_final_scoring():
    s = new_game(2, seed=3)
    rng = random.Random(3)
    rounds_seen = set()
    while not s.is_over():
        rounds_seen.add(s.round)
        s.apply(rng.choice(s.legal_actions()))
    assert rounds_seen == set(range(6))
    assert s.to_move is None and s.legal_actions() == [] and s.final is not None
    assert s.tile_locations()["round_track"] == 0 and total_tiles(s) == 100


def park(s, keep_in_bag):
    """Move bag tiles onto windows and strip spaces (never seat 0's strip 1) until
    ``keep_in_bag`` remain in the bag."""
    for seat in (1, 0):
        for j in range(seat * 16, seat * 16 + 16):
            if sum(s.bag) > keep_in_bag and s.win[j] < 0:
                c = max(range(5), key=lambda x: s.bag[x])
                s.bag[c] -= 1
                s.win[j] = c
        for j in range(seat * 8, seat * 8 + 8):
            if j == 0:
                continue
            for c in range(5):
                while (sum(s.bag) > keep_in_bag and s.bag[c]
                       and s.fill[j * 5 + c] < data.NEED[s.sid[j]][s.sside[j]][c]):
                    s.bag[c] -= 1
                    s.fill[j * 5 + c] += 1
    assert sum(s.bag) == keep_in_bag


def test_refill_pours_the_tower_into_the_bag():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=1)
    set_strip(s, 0, 1, 1, 0)             # red fits
    park(s, 13)
    for c in range(5):                    # 10 of the 13 go to the tower
        while s.bag[c] and sum(s.tower) < 10:
            s.bag[c] -= 1
            s.tower[c] += 1
    assert sum(s.tower) == 10 and sum(s.bag) == 3 and total_tiles(s) == 100
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(1))
    # The round tile joins the tower (11); 3 from the bag, then the 11 poured: 14 placed.
    assert s.round == 1
    assert sum(s.factories) == 14 and sum(s.bag) == 0 and sum(s.tower) == 0
    assert [sum(s.factories[k * 5:k * 5 + 5]) for k in range(5)] == [4, 4, 4, 2, 0]
    assert total_tiles(s) == 100


def test_running_short_leaves_displays_partly_filled():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=1)
    set_strip(s, 0, 1, 1, 0)
    park(s, 6)
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(1))
    # 6 from the bag, then the tower (just round I's tile) is poured: 7 tiles.
    assert s.round == 1
    assert sum(s.factories) == 7
    assert [sum(s.factories[k * 5:k * 5 + 5]) for k in range(5)] == [4, 3, 0, 0, 0]
    assert sum(s.bag) == 0 and sum(s.tower) == 0
    assert total_tiles(s) == 100


def test_a_refill_with_no_tiles_ends_the_round_at_once():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=1)
    set_strip(s, 0, 1, 1, 0)
    park(s, 0)
    # The tower is empty and the bag too; round I's tile goes to the tower, which refills
    # with that single tile for round II.
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(1))
    assert s.round == 1 and sum(s.factories) == 1


# -- taking (§5.1) ---------------------------------------------------------------------------------

def test_first_centre_take_costs_one_step():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=2, yellow=2)
    put_factory(s, 2, green=4)
    set_strip(s, 0, 1, 1, 0)             # red x3, yellow x2
    set_strip(s, 1, 1, 1, 0)
    s.apply(TakeTiles(1, "red"))
    assert s.centre[YELLOW] == 2 and sum(s.factories[:5]) == 0
    s.apply(PlaceTiles(1))
    assert s.bpos[0] == 0
    # Seat 1 takes from the centre first: start-player tile and one step.
    s.apply(TakeTiles(0, "yellow"))
    assert s.bpos[1] == 1 and not s.marker_in_centre and s.start_player == 1
    assert s.nominal_loss(1) == 1
    s.apply(PlaceTiles(1))
    # A later centre take costs nothing.
    put_centre(s, purple=1)
    s.apply(TakeTiles(0, "purple"))
    assert s.bpos[0] == 0


def test_taking_leaves_other_colours_to_the_centre():
    s = game()
    empty_table(s)
    put_factory(s, 3, red=1, green=2, purple=1)
    put_factory(s, 1, red=1)
    s.apply(TakeTiles(3, "green"))
    assert s.phase == PHASE_PLACE and s.hand_colour == GREEN and s.hand_count == 2
    assert s.centre[RED] == 1 and s.centre[PURPLE] == 1
    assert total_tiles(s) == 100
    with pytest.raises(IllegalAction, match="place the 2 green tiles"):
        s.apply(TakeTiles(1, "red"))


def test_illegal_takes_explain_and_change_nothing():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=4)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="no yellow"):
        s.apply(TakeTiles(1, "yellow"))
    with pytest.raises(IllegalAction, match="centre holds no"):
        s.apply(TakeTiles(0, "red"))
    with pytest.raises(IllegalAction, match="factory display 1..5"):
        s.apply(TakeTiles(6, "red"))
    with pytest.raises(IllegalAction):
        s.apply(PlaceTiles(1))
    with pytest.raises(IllegalAction):
        s.apply("take")
    assert s.to_dict() == before


# -- placing (§5.2) ----------------------------------------------------------------------------

def test_overflow_breaks():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=4)
    put_factory(s, 2, green=1)
    set_strip(s, 0, 2, 1, 0)             # strip_1 front: red x3, yellow x2
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(2))
    assert s.glazier[0] == 1
    assert s.strip_tiles(0, 1) == [3, 0, 0, 0, 0]
    assert s.bpos[0] == 1 and s.tower[RED] == 1
    assert total_tiles(s) == 100


def test_jokers_take_tiles_last():
    s = game()
    empty_table(s)
    put_factory(s, 1, green=3)
    put_factory(s, 2, red=1)
    set_strip(s, 0, 1, 8, 1)             # strip_8 back: joker x2, green, purple, red
    s.apply(TakeTiles(1, "green"))
    s.apply(PlaceTiles(1))
    j = 0
    assert s.fill[j * 5 + GREEN] == 1 and s.jok[0:2] == [GREEN, GREEN]
    assert s.bpos[0] == 0


def test_nothing_fits_all_break_and_glazier_moves():
    s = game()
    empty_table(s)
    put_factory(s, 1, green=2)
    put_factory(s, 2, red=1)
    set_strip(s, 0, 3, 1, 0)             # red, yellow: no green
    s.apply(TakeTiles(1, "green"))
    assert "all 2 green tiles break" in s.describe(PlaceTiles(3))
    s.apply(PlaceTiles(3))
    assert s.glazier[0] == 2 and s.bpos[0] == 2 and s.tower[GREEN] == 2
    assert sum(s.strip_tiles(0, 2)) == 0


def test_strips_left_of_the_glazier_are_out_of_reach():
    s = game()
    empty_table(s)
    put_factory(s, 1, red=1)
    put_factory(s, 2, red=1)
    s.glazier[0] = 4
    s.apply(TakeTiles(1, "red"))
    assert s.legal_actions() == [PlaceTiles(p) for p in range(5, 9)]
    with pytest.raises(IllegalAction, match="left of your glazier"):
        s.apply(PlaceTiles(2))


def test_no_reachable_strip_everything_breaks_glazier_stays():
    s = game()
    empty_table(s)
    put_factory(s, 1, purple=3)
    put_factory(s, 2, red=1)
    for pos in range(6, 9):
        set_strip(s, 0, pos, None, 0)
    s.glazier[0] = 5                     # position 6: an empty slot, nothing to its right
    s.apply(TakeTiles(1, "purple"))
    assert s.phase == PHASE_TAKE and s.to_move == 1
    assert s.glazier[0] == 5 and s.bpos[0] == 3 and s.tower[PURPLE] == 3


def test_require_fit_option():
    for required in (False, True):
        s = game(require_fit_if_possible=required)
        empty_table(s)
        put_factory(s, 1, green=1)
        put_factory(s, 2, red=1)
        for pos in range(1, 9):
            set_strip(s, 0, pos, 1, 0)   # red/yellow only
        set_strip(s, 0, 5, 4, 0)         # green x3, purple x2
        s.apply(TakeTiles(1, "green"))
        legal = s.legal_actions()
        if required:
            assert legal == [PlaceTiles(5)]
            with pytest.raises(IllegalAction, match="another reachable strip"):
                s.apply(PlaceTiles(1))
        else:
            assert legal == [PlaceTiles(p) for p in range(1, 9)]


# -- reset (§6) ---------------------------------------------------------------------------------

def test_reset_illegal_on_the_leftmost_strip():
    s = game()
    assert ResetGlazier() not in s.legal_actions()
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="already stands on your leftmost strip"):
        s.apply(ResetGlazier())
    assert s.to_dict() == before


def test_reset_moves_to_the_leftmost_present_strip():
    s = game()
    set_strip(s, 0, 1, None, 0)
    set_strip(s, 0, 2, None, 0)
    s.glazier[0] = 6
    assert ResetGlazier() in s.legal_actions()
    s.apply(ResetGlazier())
    assert s.glazier[0] == 2 and s.to_move == 1
    # From an empty slot left of every strip, the reset moves right.
    s.glazier[1] = 0
    set_strip(s, 1, 1, None, 0)
    s.apply(ResetGlazier())
    assert s.glazier[1] == 1


def test_reset_illegal_with_no_strips_left():
    s = game()
    for pos in range(1, 9):
        set_strip(s, 0, pos, None, 0)
    s.glazier[0] = 3
    assert ResetGlazier() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="no pattern strips"):
        s.apply(ResetGlazier())


# -- completion (§5.3) -------------------------------------------------------------------------

def completion_setup(**opts):
    s = game(**opts)
    empty_table(s)
    s.round_tiles = (RED, YELLOW, GREEN, BLUE, PURPLE, RED)
    put_factory(s, 1, yellow=2)
    put_factory(s, 2, purple=1)
    return s


def test_completion_chain_scores_windows_to_the_right():
    s = completion_setup()
    vals = data.WINDOW_VALUES["side_a"]
    set_strip(s, 0, 3, 1, 0, red=3)      # needs yellow x2
    set_window(s, 0, 5, "green")
    set_window(s, 0, 7, "green", "red")
    set_window(s, 0, 2, "purple")        # left: never scores here
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(3))
    # Round colour red: 3 bonus points; window 3 + windows 5 and 7.
    assert s.score[0] == 3 + vals[2] + vals[4] + vals[6]
    assert s.window_count(0, 2) == 1
    assert s.sside[2] == 1 and sum(s.strip_tiles(0, 2)) == 0     # flipped, empty
    assert s.tower[RED] + s.tower[YELLOW] == 4
    assert total_tiles(s) == 100


def test_round_colour_bonus_counts_each_matching_tile():
    s = completion_setup()
    s.round = 1                          # round colour yellow
    s.round_tiles = (RED, YELLOW, GREEN, BLUE, PURPLE, RED)
    # Keep 100 tiles: round I's tile is gone to the tower.
    s.tower[RED] += 1
    set_strip(s, 0, 1, 1, 0, red=3)
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(1))
    assert s.score[0] == 2 + data.WINDOW_VALUES["side_a"][0]
    assert total_tiles(s) == 100


def test_joker_tiles_count_by_their_colour_for_the_bonus():
    s = completion_setup()               # round colour red
    set_strip(s, 0, 8, 8, 1, joker=["red", "red"], green=1, purple=1)
    put_factory(s, 3, red=1)
    s.apply(TakeTiles(3, "red"))
    s.apply(PlaceTiles(8))
    assert s.score[0] == 3 + data.WINDOW_VALUES["side_a"][7]


def test_second_slot_removes_the_strip():
    s = completion_setup()
    set_strip(s, 0, 4, 1, 1, green=1, light_blue=2, purple=1)   # back: needs one more purple
    set_window(s, 0, 4, "red")
    set_window(s, 0, 6, "red")
    s.round_tiles = (GREEN, YELLOW, RED, BLUE, PURPLE, RED)
    s.apply(TakeTiles(2, "purple"))
    s.apply(PlaceTiles(4))
    vals = data.WINDOW_VALUES["side_a"]
    assert s.window_count(0, 3) == 2
    assert s.sid[3] == -1 and s.glazier[0] == 3
    assert s.score[0] == 1 + vals[3] + vals[5]
    assert s.strip_spaces(0, 3) == []
    # The glazier now stands on an empty slot: strips to its right stay reachable.
    s.to_move = 0
    assert s.reachable(0) == [4, 5, 6, 7]
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(5))
    assert s.glazier[0] == 4
    assert total_tiles(s) == 100


def test_side_b_keep_choice_is_a_decision_and_matters():
    s = completion_setup(palace_side="side_b")
    set_strip(s, 0, 1, 1, 0, red=3)
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(1))
    assert s.phase == PHASE_KEEP and s.to_move == 0
    assert s.legal_actions() == [KeepTile("red"), KeepTile("yellow")]
    with pytest.raises(IllegalAction, match="keep one of: red, yellow"):
        s.apply(KeepTile("green"))
    s.apply(KeepTile("yellow"))
    assert s.win[0] == YELLOW and s.to_move == 1
    assert s.score[0] == 3 + data.WINDOW_VALUES["side_b"][0]
    assert total_tiles(s) == 100


# -- broken glass (§8) ---------------------------------------------------------------------------

def test_wrap_mid_game_costs_18_and_restarts_at_top():
    s = completion_setup(score_floor_zero=False)
    s.score[0] = 25
    s.bpos[0] = 7
    put_factory(s, 3, green=3)
    set_strip(s, 0, 1, 1, 0)             # no green: all 3 break
    s.apply(TakeTiles(3, "green"))
    s.apply(PlaceTiles(1))
    assert s.score[0] == 7 and s.bpos[0] == 2 and s.wraps[0] == 1
    assert s.nominal_loss(0) == 18 + 2


def test_score_floor_option():
    for floor, expected in ((True, 0), (False, -13)):
        s = completion_setup(score_floor_zero=floor)
        s.score[0] = 5
        s.bpos[0] = 7
        put_factory(s, 3, green=1)
        set_strip(s, 0, 1, 1, 0)
        s.apply(TakeTiles(3, "green"))
        s.apply(PlaceTiles(1))
        assert s.score[0] == expected and s.bpos[0] == 0


def test_start_tile_step_can_wrap():
    s = completion_setup()
    s.score[0] = 20
    s.bpos[0] = 7
    put_centre(s, red=1)
    s.apply(TakeTiles(0, "red"))
    assert s.score[0] == 2 and s.bpos[0] == 0 and s.wraps[0] == 1


# -- final scoring (§10, §11) --------------------------------------------------------------------

def finish(s):
    """End the game now: round VI with one tile left, taken and placed by seat 0."""
    empty_table(s)
    s.round = 5
    for c in range(5):                    # round tiles I-V are in the tower
        pass
    put_factory(s, 1, purple=1)
    s.to_move = 0
    s.phase = PHASE_TAKE
    s.apply(TakeTiles(1, "purple"))
    if s.phase == PHASE_PLACE:
        s.apply(PlaceTiles(s.legal_actions()[-1].position))
    assert s.is_over()


def test_side_a_ornaments_10_6_3_0():
    s = game()
    set_window(s, 0, 1, "red", "red")
    set_window(s, 0, 2, "red", "red")     # ornament 1: 4 -> 10
    set_window(s, 0, 3, "red", "red")
    set_window(s, 0, 4, "red")            # ornament 2: 3 -> 6
    set_window(s, 0, 5, "red")
    set_window(s, 0, 6, "red")            # ornament 3: 2 -> 3
    set_window(s, 0, 8, "red")            # ornament 4: 1 -> 0
    assert s.final_adjustments(0)[2] == 19
    assert s.final_adjustments(1)[2] == 0


def test_side_b_complete_windows_times_best_colour():
    s = game(palace_side="side_b")
    set_window(s, 0, 1, "red", "red")
    set_window(s, 0, 2, "red", "green")
    set_window(s, 0, 3, "green", "green")
    set_window(s, 0, 4, "red")
    set_window(s, 0, 5, "purple")
    # 3 complete windows; red 4 tiles, green 3: 3 x 4.
    assert s.final_adjustments(0)[2] == 12


def test_final_scoring_sums_leftover_broken_and_bonus():
    s = game()
    for p in (0, 1):
        for pos in range(1, 9):
            set_strip(s, p, pos, 4, 0)
    set_strip(s, 0, 1, 1, 0, red=2)
    set_strip(s, 0, 2, 1, 0, red=3, yellow=1)
    set_strip(s, 0, 5, 2, 0, light_blue=1)   # 7 tiles pooled -> 2 points
    set_window(s, 0, 1, "red", "red")
    set_window(s, 0, 2, "red")               # ornament 1: 3 -> 6
    s.score[0] = 30
    s.bpos[0] = 4                            # -6
    s.score[1] = 10
    finish(s)
    assert s.final[0] == [2, -6, 6]
    assert s.score[0] == 30 + 2 - 6 + 6
    assert s.winners() == [0]


def test_tie_break_fewer_broken_glass_points_then_shared():
    s = game()
    s.score = [10, 10]
    s.bpos = [3, 1]
    assert s.winners() == [1]
    s.wraps = [0, 1]
    assert s.winners() == [0]
    s.bpos = [1, 1]
    s.wraps = [0, 0]
    assert s.winners() == [0, 1]


# -- conservation, determinism, serialisation --------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_tile_conservation_every_step(n):
    for seed in range(4):
        opts = {"palace_side": "side_b"} if seed % 2 else {}
        s = new_game(n, seed=seed, **opts)
        rng = random.Random(seed)
        while True:
            assert total_tiles(s) == 100
            locs = s.tile_locations()
            assert all(v >= 0 for v in locs.values())
            per_colour = [s.bag[c] + s.centre[c] + s.tower[c]
                          + sum(s.factories[c::5]) for c in range(5)]
            assert all(x >= 0 for x in per_colour)
            if s.is_over():
                break
            s.apply(rng.choice(s.legal_actions()))


def test_round_trip_and_view():
    s = new_game(3, seed=9)
    rng = random.Random(1)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    d = s.to_dict()
    assert json.loads(json.dumps(d)) == d
    t = SintraState.from_dict(d)
    assert t.to_dict() == d
    v = s.view(1)
    assert v.to_dict()["rng"] is None
    assert {k: x for k, x in v.to_dict().items() if k != "rng"} == \
        {k: x for k, x in d.items() if k != "rng"}
    for a in s.legal_actions():
        assert v.describe(a)
    w = s.determinize(1, random.Random(4))
    while not w.is_over():
        w.apply(random.Random(0).choice(w.legal_actions()))


def test_clone_is_independent_including_draws():
    s = new_game(2, seed=4)
    rng = random.Random(0)
    twin = s.clone()
    a_moves = []
    while s.round == 0:
        a = rng.choice(s.legal_actions())
        a_moves.append(a)
        s.apply(a)
    for a in a_moves:
        twin.apply(a)
    assert twin.to_dict() == s.to_dict()


def test_describe_sentences():
    s = game()
    empty_table(s)
    put_factory(s, 2, red=3, green=1)
    put_centre(s, purple=2)
    set_strip(s, 0, 1, 1, 0)             # red x3, yellow x2
    assert s.describe(TakeTiles(2, "red")) == (
        "Seat 1 takes 3 red tiles from factory display 2; 1 tile goes to the centre.")
    assert s.describe(TakeTiles(0, "purple")) == (
        "Seat 1 takes 2 purple tiles from the centre and the start-player tile "
        "(one broken-glass step).")
    assert s.describe(ResetGlazier()) == "Seat 1 moves the glazier back to the leftmost strip."
    s.apply(TakeTiles(2, "red"))
    assert s.describe(PlaceTiles(1)) == "Seat 1 places 3 red tiles on strip 1."
    assert s.describe(PlaceTiles(2)).startswith("Seat 1 ")
    assert s.describe(KeepTile("light_blue")) == (
        "Seat 1 completes the strip and keeps a light blue tile for the window.")
