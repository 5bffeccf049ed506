"""Scenario tests: exact situations of docs/rules/azul_sintra.md and their exact results."""

import json
import random

import pytest

from azul_sintra import INFO, data
from azul_sintra.position import from_position, to_position
from azul_sintra.actions import KeepTile, PlaceTiles, ResetGlazier, TakeTiles
from azul_sintra.data import PHASE_KEEP, PHASE_PLACE, PHASE_TAKE
from azul_sintra.rules import SintraState, new_game
from engine.game import IllegalAction
from engine.text import Reader, render

C = data.COLOUR_INDEX
RED, YELLOW, GREEN, BLUE, PURPLE = range(5)


def said(msg):
    """A message as the table shows it to seat 0 ("you") playing against Bruno."""
    return render(msg, Reader(("Ada", "Bruno", "Chiara", "Dev"), 0))


def refused(state, action):
    """The refusal of ``action``, in seat 0's words; the state must not change."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert state.to_dict() == before
    return render(e.value.message, Reader(("Ada", "Bruno", "Chiara", "Dev"), 0), state.to_move)


# -- helpers: positions written down (azul_sintra/position.py) ----------------------------------

def strip(number, side="front", jokers=(), **tiles):
    """A strip entry of a palace: ``strip(1, "back", purple=1)``."""
    out = {"strip": f"strip_{number}", "side": side, "tiles": tiles}
    if jokers:
        out["jokers"] = list(jokers)
    return out


def game(n=2, factories=(), centre=None, palaces=None, options=None, **entries):
    """A position (seed 11's strips unless ``palaces`` names them): ``factories`` as colour
    counts, ``palaces`` {seat: palace entry}; seat 0 to move and holding the start."""
    spec = {"players": n, "seed": 11, "factories": list(factories), "centre": centre or {},
            "palaces": [(palaces or {}).get(p, {}) for p in range(n)], **entries}
    return from_position(spec, **(options or {}))


def complete(*positions, colours=("red", "red")):
    """Palace entries: the windows at ``positions`` complete, their strips gone to the box."""
    return ({str(p): None for p in positions}, {str(p): list(colours) for p in positions})


def palace(strips=None, windows=None, gone=(), **entries):
    """A palace entry; ``gone``: positions whose window is complete (two red tiles)."""
    st, wi = complete(*gone)
    st.update({str(k): v for k, v in (strips or {}).items()})
    wi.update({str(k): v for k, v in (windows or {}).items()})
    return {"strips": st, "windows": wi, **entries}


#: Strips with no green space on their up side (strip_2 and strip_8 have green on both sides).
NO_GREEN = {1: strip(1), 2: strip(3), 3: strip(5), 4: strip(6, "back"), 5: strip(7), 6: strip(4, "back")}
ROUND_COLOURS = ["red", "yellow", "green", "light_blue", "purple", "red"]


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
    s = game(factories=[{"red": 4}, {"yellow": 4}], start_player=1, turn={"player": 1})
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


def parked(keep_in_bag, tower=0, n=3):
    """Round I, seat 0 to take the last tile (a red on display 1) onto strip_1 at position 1;
    tiles parked on the palaces' first window slots and strips (never full) until the bag
    holds ``keep_in_bag``; ``tower`` tiles in the glass tower."""
    spec = {"players": n, "seed": 11, "factories": [{"red": 1}], "round_colours": ROUND_COLOURS,
            "palaces": [{"strips": {"1": strip(1)}}] + [{}] * (n - 1)}
    pos = to_position(from_position(spec))
    bag = dict(pos["bag"])
    for c in list(bag):                   # the tower first
        while bag[c] and tower:
            pos["tower"][c] = pos["tower"].get(c, 0) + 1
            bag[c] -= 1
            tower -= 1

    def take(colour):
        bag[colour] -= 1
        return colour
    for p in reversed(range(n)):
        pal = pos["palaces"][p]
        for i in range(8):
            if sum(bag.values()) > keep_in_bag and not pal["windows"][i]:
                pal["windows"][i] = [take(max(bag, key=bag.get))]
            if (p, i) == (0, 0):
                continue
            st = pal["strips"][i]
            for c in data.STRIP_SIDES[st["strip"]][data.SIDE_NAMES.index(st["side"])][:4]:
                if sum(bag.values()) > keep_in_bag and c != "joker" and bag.get(c):
                    st["tiles"][c] = st["tiles"].get(c, 0) + 1
                    take(c)
    assert sum(bag.values()) == keep_in_bag
    del pos["bag"]
    return from_position(pos)


def test_refill_pours_the_tower_into_the_bag():
    s = parked(3, tower=10)
    assert sum(s.tower) == 10 and sum(s.bag) == 3 and total_tiles(s) == 100
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(1))
    # The round tile joins the tower (11); 3 from the bag, then the 11 poured: 14 placed.
    assert s.round == 1
    assert sum(s.factories) == 14 and sum(s.bag) == 0 and sum(s.tower) == 0
    assert [sum(s.factories[k * 5:k * 5 + 5]) for k in range(7)] == [4, 4, 4, 2, 0, 0, 0]
    assert total_tiles(s) == 100


def test_running_short_leaves_displays_partly_filled():
    s = parked(6)
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(1))
    # 6 from the bag, then the tower (just round I's tile) is poured: 7 tiles.
    assert s.round == 1
    assert sum(s.factories) == 7
    assert [sum(s.factories[k * 5:k * 5 + 5]) for k in range(7)] == [4, 3, 0, 0, 0, 0, 0]
    assert sum(s.bag) == 0 and sum(s.tower) == 0
    assert total_tiles(s) == 100


def test_a_refill_with_no_tiles_ends_the_round_at_once():
    s = parked(0)
    # The tower is empty and the bag too; round I's tile goes to the tower, which refills
    # with that single tile for round II.
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(1))
    assert s.round == 1 and sum(s.factories) == 1


# -- taking (§5.1) ---------------------------------------------------------------------------------

def test_first_centre_take_costs_one_step():
    s = game(factories=[{"red": 2, "yellow": 2}, {"green": 4}], centre={"purple": 1},
             palaces={0: palace({1: strip(1)}), 1: palace({1: strip(1)})})    # red x3, yellow x2
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
    s.apply(TakeTiles(0, "purple"))
    assert s.bpos[0] == 0


def test_taking_leaves_other_colours_to_the_centre():
    s = game(factories=[{"red": 1}, {}, {"red": 1, "green": 2, "purple": 1}])
    s.apply(TakeTiles(3, "green"))
    assert s.phase == PHASE_PLACE and to_position(s)["turn"]["taken"] == {"colour": "green", "count": 2}
    assert s.centre[RED] == 1 and s.centre[PURPLE] == 1
    assert total_tiles(s) == 100
    assert refused(s, TakeTiles(1, "red")) == (
        "You cannot take tiles now: first place the 2 green tiles you took on a strip. "
        "You can: place 1 green tile on strip 1 (1 tile breaks); place 1 green tile on strip 2, moving your "
        "glazier there (1 tile breaks); move your glazier to strip 3 (all 2 green tiles break); place 2 green "
        "tiles on strip 4, moving your glazier there (and 4 more).")


def test_illegal_takes_explain_and_change_nothing():
    s = game(factories=[{"red": 4}])
    before = s.to_dict()
    assert refused(s, TakeTiles(1, "yellow")).startswith("Factory display 1 holds no yellow tiles. You can: ")
    assert refused(s, TakeTiles(0, "red")).startswith("The centre holds no red tiles. You can: take 4 red")
    assert refused(s, TakeTiles(6, "red")) == "Take from the centre (0) or a factory display 1..5, not 6."
    assert refused(s, TakeTiles(1, "pink")) == (
        "There is no glass colour 'pink'; the colours are red, yellow, green, light blue and purple.")
    with pytest.raises(IllegalAction):
        s.apply(PlaceTiles(1))
    with pytest.raises(IllegalAction):
        s.apply("take")
    assert s.to_dict() == before


# -- placing (§5.2) ----------------------------------------------------------------------------

def test_overflow_breaks():
    s = game(factories=[{"red": 4}, {"green": 1}], palaces={0: palace({2: strip(1)})})  # red x3, yellow x2
    s.apply(TakeTiles(1, "red"))
    s.apply(PlaceTiles(2))
    assert s.glazier[0] == 1
    assert s.strip_tiles(0, 1) == [3, 0, 0, 0, 0]
    assert s.bpos[0] == 1 and s.tower[RED] == 1
    assert total_tiles(s) == 100


def test_jokers_take_tiles_last():
    # strip_8 back: joker x2, green, purple, red
    s = game(factories=[{"green": 3}, {"red": 1}], palaces={0: palace({1: strip(8, "back")})})
    s.apply(TakeTiles(1, "green"))
    s.apply(PlaceTiles(1))
    assert to_position(s)["palaces"][0]["strips"][0] == strip(8, "back", ["green", "green"], green=1)
    assert s.bpos[0] == 0


def test_nothing_fits_all_break_and_glazier_moves():
    s = game(factories=[{"green": 2}, {"red": 1}], palaces={0: palace({3: strip(1)})})  # no green
    s.apply(TakeTiles(1, "green"))
    assert said(s.describe(PlaceTiles(3))) == "You move your glazier to strip 3 (all 2 green tiles break)."
    s.apply(PlaceTiles(3))
    assert s.glazier[0] == 2 and s.bpos[0] == 2 and s.tower[GREEN] == 2
    assert sum(s.strip_tiles(0, 2)) == 0


def test_strips_left_of_the_glazier_are_out_of_reach():
    s = game(factories=[{"red": 1}, {"red": 1}], palaces={0: palace(glazier=5)})
    s.apply(TakeTiles(1, "red"))
    assert s.legal_actions() == [PlaceTiles(p) for p in range(5, 9)]
    assert refused(s, PlaceTiles(2)) == (
        "You cannot place there: strip 2 is left of your glazier (at 5); only strips at or right of it "
        "are reachable. Choose one of strips 5, 6, 7 and 8.")


def test_no_reachable_strip_everything_breaks_glazier_stays():
    # position 6: an empty slot, nothing to its right
    s = game(factories=[{"purple": 3}, {"red": 1}], palaces={0: palace(gone=(6, 7, 8), glazier=6)})
    s.apply(TakeTiles(1, "purple"))
    assert s.phase == PHASE_TAKE and s.to_move == 1
    assert s.glazier[0] == 5 and s.bpos[0] == 3 and s.tower[PURPLE] == 3


def test_require_fit_option():
    for required in (False, True):
        # only the strip at 5 has green spaces (x3); 7 and 8 are gone
        strips = {**NO_GREEN, 5: strip(4), 6: strip(7)}
        s = game(factories=[{"green": 1}, {"red": 1}], palaces={0: palace(strips, gone=(7, 8))},
                 options={"require_fit_if_possible": required})
        s.apply(TakeTiles(1, "green"))
        legal = s.legal_actions()
        if required:
            assert legal == [PlaceTiles(5)]
            assert refused(s, PlaceTiles(1)) == (
                "You cannot place there: none of your green tiles fits strip 1, and another reachable "
                "strip takes some. Choose one of strips 5.")
        else:
            assert legal == [PlaceTiles(p) for p in range(1, 7)]


# -- reset (§6) ---------------------------------------------------------------------------------

def test_reset_illegal_on_the_leftmost_strip():
    s = game(factories=[{"red": 1}])
    assert ResetGlazier() not in s.legal_actions()
    before = s.to_dict()
    assert refused(s, ResetGlazier()) == "Your glazier already stands on your leftmost strip; take tiles instead."
    assert s.to_dict() == before


def test_reset_moves_to_the_leftmost_present_strip():
    s = game(factories=[{"red": 1}], palaces={0: palace(gone=(1, 2), glazier=7), 1: palace(gone=(1,))})
    assert ResetGlazier() in s.legal_actions()
    s.apply(ResetGlazier())
    assert s.glazier[0] == 2 and s.to_move == 1
    # From an empty slot left of every strip, the reset moves right.
    s.apply(ResetGlazier())
    assert s.glazier[1] == 1


def test_reset_illegal_with_no_strips_left():
    s = game(factories=[{"red": 1}], palaces={0: palace(gone=range(1, 9), glazier=4)})
    assert ResetGlazier() not in s.legal_actions()
    assert refused(s, ResetGlazier()) == (
        "Your glazier cannot move back: no pattern strips are left on your palace. Take tiles instead.")


# -- completion (§5.3) -------------------------------------------------------------------------

def completion_setup(palaces=None, options=None, factories=(), **entries):
    """Round colours red, yellow, green, light blue, purple, red; yellow x2 on display 1, a purple
    on display 2 (and ``factories`` after them)."""
    entries.setdefault("round_colours", ROUND_COLOURS)
    return game(factories=[{"yellow": 2}, {"purple": 1}, *factories], palaces=palaces, options=options,
                **entries)


def test_completion_chain_scores_windows_to_the_right():
    vals = data.WINDOW_VALUES["side_a"]
    s = completion_setup({0: palace({3: strip(1, red=3)}, {5: ["green"], 2: ["purple"]}, gone=(7,))})
    # needs yellow x2; window 7 complete; window 2 on the left never scores here
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(3))
    # Round colour red: 3 bonus points; window 3 + windows 5 and 7.
    assert s.score[0] == 3 + vals[2] + vals[4] + vals[6]
    assert s.window_count(0, 2) == 1
    assert to_position(s)["palaces"][0]["strips"][2] == strip(1, "back")     # flipped, empty
    assert s.tower[RED] + s.tower[YELLOW] == 4
    assert total_tiles(s) == 100


def test_round_colour_bonus_counts_each_matching_tile():
    # round II, colour yellow; round I's red tile is in the tower
    s = completion_setup({0: palace({1: strip(1, red=3)})}, round=2, tower={"red": 1})
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(1))
    assert s.score[0] == 2 + data.WINDOW_VALUES["side_a"][0]
    assert total_tiles(s) == 100


def test_joker_tiles_count_by_their_colour_for_the_bonus():
    # strip_8 back: joker x2, green, purple, red; red and green spaces full, then a red and a
    # green in the joker spaces; round colour red
    s = completion_setup({0: palace({8: strip(8, "back", ["red", "green"], red=1, green=1)})})
    s.apply(TakeTiles(2, "purple"))
    s.apply(PlaceTiles(8))
    assert s.score[0] == 2 + data.WINDOW_VALUES["side_a"][7]


def test_second_slot_removes_the_strip():
    # strip_1 back (green, light blue x2, purple x2) needs one more purple; round colour green
    s = completion_setup({0: palace({4: strip(1, "back", green=1, light_blue=2, purple=1)},
                                    {4: ["red"], 6: ["red"]})},
                         round_colours=["green", "yellow", "red", "light_blue", "purple", "red"])
    s.apply(TakeTiles(2, "purple"))
    s.apply(PlaceTiles(4))
    vals = data.WINDOW_VALUES["side_a"]
    assert s.window_count(0, 3) == 2
    assert to_position(s)["palaces"][0]["strips"][3] is None and s.glazier[0] == 3
    assert s.score[0] == 1 + vals[3] + vals[5]
    assert s.strip_spaces(0, 3) == []
    assert total_tiles(s) == 100


def test_a_glazier_over_an_empty_slot_reaches_the_strips_to_its_right():
    s = completion_setup({0: palace(gone=(4,), glazier=4)})
    assert s.reachable(0) == [4, 5, 6, 7]
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(5))
    assert s.glazier[0] == 4


def test_side_b_keep_choice_is_a_decision_and_matters():
    s = completion_setup({0: palace({1: strip(1, red=3)})}, options={"palace_side": "side_b"})
    s.apply(TakeTiles(1, "yellow"))
    s.apply(PlaceTiles(1))
    assert s.phase == PHASE_KEEP and s.to_move == 0
    assert s.legal_actions() == [KeepTile("red"), KeepTile("yellow")]
    assert refused(s, KeepTile("green")) == (
        "The completed strip holds no green tile to keep; keep one of: red and yellow.")
    s.apply(KeepTile("yellow"))
    assert to_position(s)["palaces"][0]["windows"][0] == ["yellow"] and s.to_move == 1
    assert s.score[0] == 3 + data.WINDOW_VALUES["side_b"][0]
    assert total_tiles(s) == 100


# -- broken glass (§8) ---------------------------------------------------------------------------

def test_wrap_mid_game_costs_18_and_restarts_at_top():
    s = completion_setup({0: palace({1: strip(1)}, score=25, broken_glass=7)}, factories=[{"green": 3}],
                         options={"score_floor_zero": False})                  # no green: all 3 break
    s.apply(TakeTiles(3, "green"))
    s.apply(PlaceTiles(1))
    assert s.score[0] == 7 and s.bpos[0] == 2 and s.wraps[0] == 1
    assert s.nominal_loss(0) == 18 + 2


def test_score_floor_option():
    for floor, expected in ((True, 0), (False, -13)):
        s = completion_setup({0: palace({1: strip(1)}, score=5, broken_glass=7)}, factories=[{"green": 1}],
                             options={"score_floor_zero": floor})
        s.apply(TakeTiles(3, "green"))
        s.apply(PlaceTiles(1))
        assert s.score[0] == expected and s.bpos[0] == 0


def test_start_tile_step_can_wrap():
    s = completion_setup({0: palace(score=20, broken_glass=7)}, centre={"red": 1})
    s.apply(TakeTiles(0, "red"))
    assert s.score[0] == 2 and s.bpos[0] == 0 and s.wraps[0] == 1


# -- final scoring (§10, §11) --------------------------------------------------------------------

def test_side_a_ornaments_10_6_3_0():
    s = game(factories=[{"red": 1}], palaces={0: palace(
        windows={4: ["red"], 5: ["red"], 6: ["red"], 8: ["red"]}, gone=(1, 2, 3))})
    # ornament 1: 4 slots -> 10; 2: 3 -> 6; 3: 2 -> 3; 4: 1 -> 0
    assert s.final_adjustments(0)[2] == 19
    assert s.final_adjustments(1)[2] == 0


def test_side_b_complete_windows_times_best_colour():
    s = game(factories=[{"red": 1}], options={"palace_side": "side_b"}, palaces={0: palace(
        {1: None, 2: None, 3: None},
        {1: ["red", "red"], 2: ["red", "green"], 3: ["green", "green"], 4: ["red"], 5: ["purple"]})})
    # 3 complete windows; red 4 tiles, green 3: 3 x 4.
    assert s.final_adjustments(0)[2] == 12


def test_final_scoring_sums_leftover_broken_and_bonus():
    """Round VI, one purple left: seat 0 takes it and places it (on strip_3 at 8), the game ends."""
    strips = {2: strip(1, red=3, yellow=1), 3: strip(5, yellow=2), 5: strip(2, light_blue=1), 8: strip(3)}
    s = game(factories=[{"purple": 1}], round=6, palaces={
        0: palace(strips, {2: ["red"]}, gone=(1,), score=30, broken_glass=4),  # ornament 1: 3 -> 6; -6
        1: palace(score=10)})
    s.apply(TakeTiles(1, "purple"))
    s.apply(PlaceTiles(8))
    assert s.is_over()
    assert s.final[0] == [2, -6, 6]                  # 8 tiles on strips pooled -> 2 points
    assert s.score[0] == 30 + 2 - 6 + 6
    assert s.winners() == [0] and s.ranking() == [[0], [1]] and s.ranking_reason() == ""


def _scored(scores, glass, wraps=(0, 0)):
    return game(len(scores), factories=[{"red": 1}],
                palaces={p: palace(score=scores[p], broken_glass=glass[p], wraps=wraps[p])
                         for p in range(len(scores))})


def test_tie_break_fewer_broken_glass_points_then_shared():
    assert _scored([10, 10], [3, 1]).winners() == [1]
    assert _scored([10, 10], [3, 1], wraps=(0, 1)).winners() == [0]
    assert _scored([10, 10], [1, 1]).winners() == [0, 1]


def test_ranking_places_every_seat_with_the_tie_break():
    s = _scored([10, 12, 10, 4], [3, 0, 1, 0], wraps=(0, 0, 0, 0))
    assert s.ranking() == [[1], [2], [0], [3]]
    assert str(s.ranking_reason()) == "Ties on points broken by fewer points lost to broken glass."
    s = _scored([10, 12, 10], [1, 0, 1], wraps=(0, 0, 0))
    assert s.ranking() == [[1], [0, 2]] and s.ranking_reason() == ""


def test_ranking_first_place_is_the_winners_in_random_games():
    for n in (2, 3, 4):
        for seed in range(10):
            s = new_game(n, seed=seed, palace_side="side_b" if seed % 2 else "side_a")
            rng = random.Random(seed)
            while not s.is_over():
                s.apply(rng.choice(s.legal_actions()))
            places = s.ranking()
            assert places[0] == s.winners()
            assert sorted(p for g in places for p in g) == list(range(n))


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
    s = game(factories=[{}, {"red": 3, "green": 1}], centre={"purple": 2},
             palaces={0: palace({1: strip(1)})})             # red x3, yellow x2
    assert said(s.describe(TakeTiles(2, "red"))) == (
        "You take 3 red tiles from factory display 2 (1 tile goes to the centre).")
    assert render(s.describe(TakeTiles(2, "red")), Reader(("Ada", "Bruno"), 1)) == (
        "Ada takes 3 red tiles from factory display 2 (1 tile goes to the centre).")
    assert said(s.describe(TakeTiles(0, "purple"))) == (
        "You take 2 purple tiles from the centre and the start-player tile (one broken-glass step).")
    assert said(s.describe(ResetGlazier())) == "You move your glazier back to your leftmost strip, strip 1."
    s.apply(TakeTiles(2, "red"))
    assert said(s.describe(PlaceTiles(1))) == "You place 3 red tiles on strip 1."
    assert render(s.describe(PlaceTiles(1)), Reader(("Ada", "Bruno"), 0), 0, order=True) == (
        "Place 3 red tiles on strip 1.")
    assert said(s.describe(PlaceTiles(2))) == "You move your glazier to strip 2 (all 3 red tiles break)."
    assert said(s.describe(KeepTile("light_blue"))) == (
        "You complete the strip and keep a light blue tile for the window.")
