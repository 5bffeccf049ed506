"""Scenario tests: exact situations from rules/bluemoon.md and the seed's examples."""

import random

import pytest

from bluemoon import actions as A
from bluemoon import data as D
from bluemoon.data import BLACK, BLUE, BROWN, GREEN, GREY, RED, WHITE, YELLOW
from bluemoon.rules import ACT, BUILD, CLEANUP, MOVE, SPECIAL, new_game
from engine.game import IllegalAction




def blank(n=2, seat=0, **opts):
    """A new game with empty hands, the given seat to move, figures on the courtyard."""
    s = new_game(n, seed=1, **opts)
    for q in range(n):
        # return the dealt cards to the deck so card counts stay consistent
        for k in range(D.NUM_KINDS):
            s.deck.extend([k] * s.hands[q][k])
        s.hands[q] = [0] * D.NUM_KINDS
    s.current = seat
    s.to_move = seat
    s.phase = MOVE
    s._legal = None
    return s


def place(s, cell, building, built=False, owners=None):
    t = D.BUILDING_INDEX[building]
    s.tiles = list(s.tiles)
    s.tiles[cell] = t
    s.built[cell] = built
    s.owners[cell] = list(owners) if owners else [-1] * len(D.SPACES[t])
    s._legal = None


def give(s, seat, *cards):
    """Cards as (colour, value) pairs, taken out of the deck."""
    for c, v in cards:
        k = D.kind(c, v)
        s.deck.remove(k)
        s.hands[seat][k] += 1
    s._legal = None


def at(s, seat, cell):
    s.figures[seat] = cell
    s._legal = None


def hand_list(s, seat):
    return [(D.KIND_COLOUR[k], D.KIND_VALUE[k]) for k in range(D.NUM_KINDS) for _ in range(s.hands[seat][k])]


def pay(s, space, *cards):
    """Contribute to ``space`` paying with cards (colour, value) in order."""
    s.apply(A.Contribute(space))
    for c, v in cards:
        s.apply(A.AddCard(D.kind(c, v)))


def contributions(s):
    return sorted(a.space for a in s.legal_actions() if isinstance(a, A.Contribute))


# -- the seed's worked examples ------------------------------------------------------
def test_earth_temple_red_3_2_2_1_pays_the_5_and_the_3():
    s = blank()
    place(s, 7, "earth_temple")
    at(s, 0, 7)
    give(s, 0, (RED, 3), (RED, 2), (RED, 2), (RED, 1))
    assert contributions(s) == [0, 1, 2]
    pay(s, 0, (RED, 3), (RED, 2))
    assert s.owners[7] == [0, -1, -1] and s.phase == ACT
    pay(s, 2, (RED, 2), (RED, 1))
    assert s.owners[7] == [0, -1, 0]
    assert sum(s.hands[0]) == 0 and s.markers[0] == 8
    assert contributions(s) == []


def test_university_7_white_cannot_pay_5_and_2_separately():
    s = blank()
    place(s, 2, "university")
    at(s, 0, 2)
    give(s, 0, (WHITE, 3), (WHITE, 3), (WHITE, 1))
    pay(s, 0, (WHITE, 3), (WHITE, 3))
    assert s.owners[2] == [0, -1]
    assert contributions(s) == []          # the lone white 1 cannot pay the 2
    with pytest.raises(IllegalAction):
        s.apply(A.Contribute(1))
    # then the cleanup of the example: discard two unwanted red cards, draw 4
    give(s, 0, (RED, 1), (RED, 2))
    s.apply(A.DONE)
    assert s.phase == CLEANUP
    s.apply(A.Discard(D.kind(RED, 1)))
    s.apply(A.Discard(D.kind(RED, 2)))
    before = sum(s.hands[0])
    s.apply(A.DRAW)
    assert sum(s.hands[0]) == before + 4
    assert s.current == 1 and s.phase == MOVE


def test_cleanup_draws_discards_plus_two():
    s = blank()
    give(s, 0, (RED, 1), (RED, 2), (BLUE, 3))
    s.apply(A.DONE)
    s.apply(A.Discard(D.kind(RED, 1)))
    s.apply(A.Discard(D.kind(RED, 2)))
    assert A.DISCARD[D.kind(BLUE, 3)] not in s.legal_actions()  # at most 2
    s.apply(A.DRAW)
    assert sum(s.hands[0]) == 1 + 4


def test_city_residence_leaves_only_the_2_and_the_4():
    s = blank()
    place(s, 6, "city_residence")
    at(s, 0, 6)
    give(s, 0, (BROWN, 1), (BROWN, 2))
    pay(s, 1, (BROWN, 1), (BROWN, 2))
    assert s.owners[6] == [-1, 0, -1]
    s.apply(A.DONE)
    s.apply(A.DRAW)
    at(s, 1, 6)
    give(s, 1, (BROWN, 3), (BROWN, 3), (BROWN, 2))
    s.hands[1][D.kind(BROWN, 3)] += 0
    assert contributions(s) == [0, 2]


def _water_temple_city(s):
    place(s, 6, "water_temple", owners=[1, 0, -1])     # Soyeon (1) holds the 5, Kyungmook (0) the 4
    place(s, 7, "citadel", built=True)                # right
    place(s, 1, "aqueduct", built=True)               # above
    place(s, 5, "monastery_tower")                    # left, not built
    place(s, 11, "trading_house")                     # below, not built


def test_water_temple_gives_7_and_5_crystals():
    s = blank(2, seat=1)
    _water_temple_city(s)
    s.markers = [9, 9]
    at(s, 1, 6)
    give(s, 1, (BLUE, 3))
    pay(s, 2, (BLUE, 3))
    assert s.built[6] and s.owners[6] == [-1, -1, -1]
    assert s.crystals == [5, 7]
    assert s.markers == [10, 10]


def test_monastery_tower_scale_scoring_8_5_4_2():
    # seats: 0 Kyungmook, 1 Soyeon, 2 Jiyeon, 3 Seongje
    s = blank(4, seat=0)
    place(s, 6, "monastery_tower", owners=[1, 2, -1])
    place(s, 7, "water_temple", built=True)
    place(s, 1, "university")
    place(s, 5, "library")
    place(s, 11, "mill")
    s.scales = [5, 1, 3, 2]
    s.pool = 1
    s.dragons[2] = 6                                 # the blue dragon is on the tile
    at(s, 0, 6)
    give(s, 0, (GREY, 2))
    pay(s, 2, (GREY, 2))
    # 8 / 4 / 5 / 2 scales counted: 6 to the leader, 3 to the others with >= 3
    assert s.crystals == [6 + 1, 3 + 1, 3 + 1, 0]
    assert s.scales == [0, 0, 0, 2]
    assert s.pool == 12 - 2


def test_best_sponsor_tie_goes_to_the_leftmost_marker():
    s = blank(3, seat=2)
    place(s, 6, "monastery_tower", owners=[1, 0, -1])
    s.pool = 10
    at(s, 2, 6)
    give(s, 2, (GREY, 2))
    pay(s, 2, (GREY, 2))
    assert s.scales == [0, 1, 0]                     # best reward 1 scale to the leftmost
    assert s.crystals == [1, 1, 1]


def test_offering_at_nine():
    s = blank(4, seat=3)
    s.obelisk = [0, 1, 2, 0, 1, 2]                   # 7,7,7,7,8,8 filled
    place(s, 11, "royal_palace")
    at(s, 3, 11)
    s.crystals[3] = 9
    s.apply(A.Step(12))
    assert A.OFFER in s.legal_actions()
    s.apply(A.OFFER)
    assert s.crystals[3] == 0 and s.obelisk[-1] == 3 and s.markers[3] == 9
    assert A.OFFER not in s.legal_actions()          # one offering per turn


def test_central_hall_jump_forbids_a_further_action():
    s = blank(2, seat=0, expansion=True)
    place(s, 0, "central_hall")
    at(s, 0, 0)
    s.crystals[0] = 9
    s.obelisk = [1, 1, 0, 0]                          # next space 9
    give(s, 0, (RED, 1))
    pay(s, 2, (RED, 1))                               # the red space of the hall
    assert s.owners[0][2] == 0
    s.apply(A.DONE)
    assert s.phase == SPECIAL
    s.apply(A.Special(12))
    assert s.figures[0] == 12 and s.phase == CLEANUP
    assert A.OFFER not in s.legal_actions()
    s.apply(A.DRAW)
    s.apply(A.DONE)
    s.apply(A.DRAW)
    assert s.current == 0 and A.OFFER in s.legal_actions()   # next turn, without moving


# -- card powers ------------------------------------------------------------------------
def test_khind_counts_one_of_any_colour():
    s = blank()
    place(s, 6, "earth_temple")
    at(s, 0, 6)
    give(s, 0, (GREEN, 3), (GREEN, 2), (RED, 3))
    assert contributions(s) == [0, 1, 2]            # 3 + 1 + 1 = 5
    pay(s, 0, (RED, 3), (GREEN, 3))
    assert s.phase == BUILD                         # 3 + 1 = 4 < 5
    s.apply(A.AddCard(D.kind(GREEN, 2)))
    assert s.owners[6][0] == 0


def test_mimix_pairs_are_three_of_any_colour():
    s = blank()
    place(s, 6, "water_temple")
    at(s, 0, 6)
    give(s, 0, (BROWN, 1), (BROWN, 2), (BROWN, 3))
    assert contributions(s) == [2]                  # one pair = 3; the Mimix 3 is brown only
    s.apply(A.Contribute(2))
    assert A.AddCard(D.kind(BROWN, 3)) not in s.legal_actions()
    s.apply(A.AddCard(D.kind(BROWN, 1)))
    assert [a for a in s.legal_actions()] == [A.AddCard(D.kind(BROWN, 2))]  # its partner next
    s.apply(A.AddCard(D.kind(BROWN, 2)))
    assert s.owners[6][2] == 0


def test_lone_mimix_adds_nothing_outside_brown():
    s = blank()
    place(s, 6, "water_temple")
    at(s, 0, 6)
    give(s, 0, (BROWN, 2), (BLUE, 3))
    assert contributions(s) == [2]
    s.apply(A.Contribute(2))
    assert A.AddCard(D.kind(BROWN, 2)) not in s.legal_actions()


def test_mimix_pair_on_brown_beats_face_value():
    s = blank()
    place(s, 6, "city_residence")
    at(s, 0, 6)
    give(s, 0, (BROWN, 1), (BROWN, 1))
    assert contributions(s) == [1, 2]               # 1 + 1 paired = 3
    pay(s, 1, (BROWN, 1), (BROWN, 1))
    assert s.owners[6] == [-1, 0, -1]


def test_khind_plus_two_mimix_pairs():
    s = blank()
    place(s, 6, "fire_temple")
    at(s, 0, 6)
    give(s, 0, (BROWN, 1), (BROWN, 2), (BROWN, 2), (BROWN, 1), (GREEN, 1))
    assert contributions(s) == [0, 1, 2]            # 3 + 3 + 1 = 7
    pay(s, 0, (BROWN, 1), (BROWN, 2), (BROWN, 2), (BROWN, 1))
    assert s.owners[6][0] == 0 and s.hands[0][D.kind(GREEN, 1)] == 1


def test_hoax_one_recolours_up_to_four_cards_of_one_colour():
    s = blank()
    place(s, 6, "earth_temple")
    at(s, 0, 6)
    give(s, 0, (WHITE, 1), (BLACK, 3), (BLACK, 2))
    assert contributions(s) == [0, 1, 2]
    s.apply(A.Contribute(0))
    assert A.Hoax(1, BLACK, RED) in s.legal_actions()
    s.apply(A.Hoax(1, BLACK, RED))
    assert s.discard[D.kind(WHITE, 1)] == 1
    s.apply(A.AddCard(D.kind(BLACK, 3)))
    s.apply(A.AddCard(D.kind(BLACK, 2)))
    assert s.owners[6][0] == 0
    assert s.hoax is None                           # valid for one contribution only


def test_hoax_two_recolours_exactly_one_card():
    s = blank()
    place(s, 6, "earth_temple")
    at(s, 0, 6)
    give(s, 0, (WHITE, 2), (BLACK, 3), (BLACK, 2))
    # one recoloured black 3 is not enough for any red space but the 3
    assert contributions(s) == [2]
    s.apply(A.Contribute(2))
    assert A.Hoax(2, BLACK, RED) in s.legal_actions()
    s.apply(A.Hoax(2, BLACK, RED))
    s.apply(A.AddCard(D.kind(BLACK, 3)))
    assert s.owners[6][2] == 0


def test_hoax_on_khind_gives_a_plain_card_at_printed_value():
    s = blank()
    place(s, 6, "earth_temple")
    at(s, 0, 6)
    give(s, 0, (WHITE, 2), (GREEN, 3))
    s.apply(A.Contribute(2))
    s.apply(A.Hoax(2, GREEN, RED))
    s.apply(A.AddCard(D.kind(GREEN, 3)))              # counts 3 as red, not the wild 1
    assert s.owners[6][2] == 0


def test_royal_palace_set_is_one_colour_plus_wilds():
    s = blank()
    place(s, 13, "royal_palace")
    at(s, 0, 13)
    give(s, 0, (RED, 3), (BLUE, 3), (GREEN, 1))
    assert contributions(s) == [1, 2, 3]            # 3 + 1 = 4 at most: red and blue do not mix
    s.apply(A.Contribute(3))
    s.apply(A.AddCard(D.kind(RED, 3)))
    assert s.owners[13][3] == 0


# -- dragons, movement ----------------------------------------------------------------------
def test_dragon_scale_only_on_the_first_contribution_of_the_turn():
    s = blank()
    place(s, 7, "earth_temple")
    at(s, 0, 7)
    give(s, 0, (BLACK, 1), (BLUE, 1), (RED, 3), (RED, 3), (RED, 2), (RED, 2))
    s.apply(A.MoveDragon(0, 1, 7))
    s.apply(A.MoveDragon(2, 1, 7))
    assert s.dragons == [7, -1, 7]
    pay(s, 0, (RED, 3), (RED, 2))
    assert s.scales[0] == 2
    pay(s, 2, (RED, 3))
    assert s.scales[0] == 2
    assert s.pool == 5


def test_dragon_value_two_walks_one_to_three_steps_inside_the_city():
    s = blank()
    give(s, 0, (RED, 2), (RED, 1))
    assert not any(isinstance(a, A.MoveDragon) and a.value == 2 for a in s.legal_actions())
    s.apply(A.MoveDragon(1, 1, 12))
    walks = {a.cell for a in s.legal_actions() if isinstance(a, A.MoveDragon) and a.value == 2}
    assert 12 not in walks and 7 in walks and 2 in walks and 1 in walks and 0 not in walks
    assert len(walks) == 20         # from the centre every other cell is within 3 steps
    s.dragons[1] = 1
    s._legal = None
    walks = {a.cell for a in s.legal_actions() if isinstance(a, A.MoveDragon) and a.value == 2}
    assert 23 not in walks and 13 not in walks and 16 in walks and 11 in walks and 1 not in walks


def test_flit_powers():
    s = blank()
    give(s, 0, (GREY, 1), (GREY, 2))
    s.apply(A.EXTRA_STEPS)
    assert s.steps == 4
    s.apply(A.Teleport(1))
    assert s.figures[0] == 1
    s.apply(A.Step(2))
    assert s.steps == 3


def test_movement_ends_with_the_contribution_phase():
    s = blank()
    place(s, 7, "earth_temple")
    at(s, 0, 7)
    give(s, 0, (RED, 3), (GREY, 1))
    s.apply(A.Contribute(2))
    s.apply(A.AddCard(D.kind(RED, 3)))
    assert not any(isinstance(a, (A.Step, A.Teleport)) for a in s.legal_actions())


# -- obelisk, Pillar, end of game ------------------------------------------------------------
def test_pillar_extra_offering_costs_one_more():
    s = blank(2)
    s.obelisk = [1, 1]                               # next 8, then 8
    s.crystals[0] = 8 + 9
    give(s, 0, (YELLOW, 1), (YELLOW, 2))
    s.apply(A.OFFER)
    assert A.PILLAR[1] in s.legal_actions() and A.PILLAR[2] not in s.legal_actions()
    s.apply(A.PILLAR[1])
    assert s.crystals[0] == 0 and s.obelisk == [1, 1, 0, 0]


def test_win_at_six_markers_in_two_player_game():
    s = blank(2)
    s.obelisk = [0, 0, 0, 0, 0, 1, 1]
    s.crystals[0] = 10
    s.apply(A.OFFER)
    assert s.is_over() and s.winners() == [0] and s.to_move is None


def test_marker_exhaustion_is_a_draw():
    s = blank(2)
    place(s, 7, "earth_temple")
    at(s, 0, 7)
    s.markers = [1, 0]
    give(s, 0, (RED, 3))
    pay(s, 2, (RED, 3))
    assert s.is_over() and s.winners() == [] and s.legal_actions() == []


def test_no_contribution_without_a_marker():
    s = blank(2)
    place(s, 7, "earth_temple")
    at(s, 0, 7)
    s.markers = [0, 3]
    give(s, 0, (RED, 3))
    assert contributions(s) == []


def test_all_buildings_complete_ends_by_ranking():
    s = blank(2)
    for c in D.BASE_CELLS:
        if s.tiles[c] >= 0:
            s.built[c] = True
    s.all_done = True
    s.obelisk = [0, 1]
    s.crystals = [3, 5]                              # nobody can pay the next 8
    s.apply(A.DONE)
    s.apply(A.DRAW)
    assert s.is_over() and s.winners() == [1]


def test_reward_cards_wait_until_the_end_of_the_turn():
    s = blank(2)
    place(s, 6, "trading_house", owners=[-1, 1])
    at(s, 0, 6)
    give(s, 0, (YELLOW, 3), (YELLOW, 1))
    pay(s, 0, (YELLOW, 3), (YELLOW, 1))
    # best reward 2 cards: tie 1-1, leftmost is seat 0
    assert sum(s.pending[0]) == 2 and sum(s.hands[0]) == 0
    s.apply(A.DONE)
    assert all(not isinstance(a, A.Discard) for a in s.legal_actions())
    s.apply(A.DRAW)
    assert sum(s.hands[0]) == 4 and sum(s.pending[0]) == 0


# -- options and setup ---------------------------------------------------------------------
def test_setup_layouts():
    s = new_game(3, seed=5)
    assert s.tiles[12] == D.COURTYARD_TILE
    assert {D.BUILDING_IDS[s.tiles[c]] for c in D.CROSS} == set(D.STARTING_TILES)
    assert sum(1 for t in s.tiles if t >= 0) == 20 and s.pool == 10
    c = new_game(2, seed=5, ruleset="classic_2006")
    assert {c2: D.BUILDING_IDS[c.tiles[c2]] for c2 in D.CROSS} == D.CLASSIC_START and c.pool == 9
    x = new_game(4, seed=5, expansion=True)
    assert sum(1 for t in x.tiles if t >= 0) == 24 and x.pool == 12
    assert all(sum(h) == 8 for h in x.hands) and len(x.deck) == 80 - 32
    assert x.dragons == [-1, -1, -1]


def test_bad_options_are_refused():
    with pytest.raises(ValueError):
        new_game(2, ruleset="2018")
    with pytest.raises(ValueError):
        new_game(2, dragons=True)
    with pytest.raises(ValueError):
        new_game(5)


def test_knizia_original_discard_returns_every_scale():
    s = blank(3, seat=0, knizia_original_discard=True)
    place(s, 6, "aqueduct")
    at(s, 0, 6)
    s.scales = [4, 2, 1]
    s.pool = 1
    give(s, 0, (BLUE, 3), (BLUE, 2))
    pay(s, 0, (BLUE, 3), (BLUE, 2))                  # best reward: 1 scale -> pool empty
    assert s.crystals[0] == 6 + 1 and s.scales == [0, 0, 0] and s.pool == 10


def test_golden_shrine_offering_surcharge():
    for ruleset, cost in (("seed", 7), ("classic_2006", 8)):
        s = blank(2, expansion=True, ruleset=ruleset)
        place(s, 0, "golden_shrine")
        at(s, 0, 0)
        s.crystals[0] = cost
        give(s, 0, (YELLOW, 1))
        s.apply(A.DONE)
        assert s.phase == SPECIAL
        s.apply(A.Special(-1))
        assert s.crystals[0] == 0 and s.obelisk == [0]
        assert not any(isinstance(a, A.Pillar) for a in s.legal_actions())


def test_hospital_draws_two_pending_cards():
    s = blank(2, expansion=True)
    place(s, 0, "hospital")
    at(s, 0, 0)
    s.apply(A.DONE)
    s.apply(A.Special(-1))
    assert sum(s.pending[0]) == 2
    s.apply(A.DRAW)
    assert sum(s.hands[0]) == 4


# -- hidden information -------------------------------------------------------------------
def test_view_hides_hands_pending_crystals_and_deck():
    s = new_game(3, seed=2)
    s.crystals = [4, 5, 6]
    v = s.view(1).to_dict()
    assert v["hands"][0] is None and v["hands"][2] is None and v["hands"][1] == s.hands[1]
    assert v["hand_sizes"] == [8, 8, 8]
    assert v["crystals"] == [None, 5, None] and v["rng"] is None
    assert all(c is None for c in v["deck"]) and len(v["deck"]) == len(s.deck)
    d = s.determinize(1, random.Random(3))
    assert d.hands[1] == s.hands[1] and sum(d.hands[0]) == 8
    assert sorted(d.deck + [k for q in (0, 2) for k in range(24) for _ in range(d.hands[q][k])]) == sorted(
        s.deck + [k for q in (0, 2) for k in range(24) for _ in range(s.hands[q][k])])


def test_illegal_move_message_and_no_change():
    s = new_game(2, seed=4)
    before = s.to_dict()
    with pytest.raises(IllegalAction) as e:
        s.apply(A.OFFER)
    assert "crystals" in str(e.value) and s.to_dict() == before
