"""Scenario tests: exact situations from docs/rules/bluemoon.md and the seed's examples.

Every position is written down with bluemoon.position (cells by label, cards by
name) and played with legal moves only.
"""

import random

import pytest

from bluemoon import INFO
from bluemoon import actions as A
from bluemoon import data as D
from bluemoon.data import BLACK, BLUE, BROWN, GREEN, GREY, RED, WHITE, YELLOW
from bluemoon.position import from_position, to_position
from bluemoon.rules import ACT, BUILD, CLEANUP, MOVE, SPECIAL, new_game
from engine.game import IllegalAction


def game(n=2, seat=0, city=None, hands=None, at=None, options=None, **entries):
    """A position: ``city`` {cell label: building}, ``hands`` {seat: [card names]}, ``at``
    {seat: cell label} (others on the Courtyard); further entries as in bluemoon/position.py."""
    spec = {"players": n, "city": city or {}, "turn": {"player": seat}, **entries}
    if hands:
        spec["hands"] = [hands.get(q, []) for q in range(n)]
    if at:
        spec["figures"] = [at.get(q, "(2,2)") for q in range(n)]
    return from_position(spec, **(options or {}))


def card(colour, value):
    return D.kind(colour, value)


def pay(s, space, *cards, recoloured=False):
    """Contribute to ``space`` paying with cards (colour, value) in order."""
    s.apply(A.Contribute(space))
    for c, v in cards:
        s.apply(A.AddCard(card(c, v), recoloured))


def contributions(s):
    return sorted(a.space for a in s.legal_actions() if isinstance(a, A.Contribute))


# -- the seed's worked examples ------------------------------------------------------
def test_earth_temple_red_3_2_2_1_pays_the_5_and_the_3():
    s = game(city={"(1,2)": "earth_temple"}, at={0: "(1,2)"},
             hands={0: ["red 3", "red 2", "red 2", "red 1"]})
    assert contributions(s) == [0, 1, 2]
    pay(s, 0, (RED, 3), (RED, 2))
    assert s.owners[7] == [0, -1, -1] and s.phase == ACT
    pay(s, 2, (RED, 2), (RED, 1))
    assert s.owners[7] == [0, -1, 0]
    assert sum(s.hands[0]) == 0 and s.markers[0] == 8
    assert contributions(s) == []


def test_university_7_white_cannot_pay_5_and_2_separately():
    s = game(city={"(0,2)": "university"}, at={0: "(0,2)"}, hands={0: ["white 3", "white 3", "white 1"]})
    pay(s, 0, (WHITE, 3), (WHITE, 3))
    assert s.owners[2] == [0, -1]
    assert contributions(s) == []          # the lone white 1 cannot pay the 2
    with pytest.raises(IllegalAction):
        s.apply(A.Contribute(1))
    # then the cleanup: discard the unwanted card, draw 1 + 2
    s.apply(A.DONE)
    assert s.phase == CLEANUP
    s.apply(A.Discard(card(WHITE, 1)))
    s.apply(A.DRAW)
    assert sum(s.hands[0]) == 3
    assert s.current == 1 and s.phase == MOVE


def test_cleanup_draws_discards_plus_two():
    s = game(hands={0: ["red 1", "red 2", "blue 3"]})
    s.apply(A.DONE)
    s.apply(A.Discard(card(RED, 1)))
    s.apply(A.Discard(card(RED, 2)))
    assert A.DISCARD[card(BLUE, 3)] not in s.legal_actions()  # at most 2
    s.apply(A.DRAW)
    assert sum(s.hands[0]) == 1 + 4


def test_city_residence_leaves_only_the_2_and_the_4():
    s = game(city={"(1,1)": "city_residence"}, at={0: "(1,1)", 1: "(1,1)"},
             hands={0: ["mimix 1", "mimix 2"], 1: ["mimix 3", "mimix 3", "mimix 2"]})
    pay(s, 1, (BROWN, 1), (BROWN, 2))
    assert s.owners[6] == [-1, 0, -1]
    s.apply(A.DONE)
    s.apply(A.DRAW)
    assert s.current == 1
    assert contributions(s) == [0, 2]


WATER_TEMPLE_CITY = {"(1,1)": "water_temple", "(1,2)": "citadel", "(0,1)": "aqueduct",
                     "(1,0)": "monastery_tower", "(2,1)": "trading_house"}


def test_water_temple_gives_7_and_5_crystals():
    # Soyeon (1) holds the 5, Kyungmook (0) the 4; the citadel right and the aqueduct above are built
    s = game(seat=1, city=WATER_TEMPLE_CITY, built=["(1,2)", "(0,1)"],
             sponsors={"(1,1)": [1, 0, None]}, at={1: "(1,1)"}, hands={1: ["aqua 3"]})
    assert s.markers == [9, 9]
    pay(s, 2, (BLUE, 3))
    assert s.built[6] and s.owners[6] == [-1, -1, -1]
    assert s.crystals == [5, 7]
    assert s.markers == [10, 10]


def monastery_tower_before_scoring():
    """The seed's example: seat 0 pays the Monastery Tower's last space under the blue dragon, and
    the one scale left in the pool goes.  Seats: 0 Kyungmook, 1 Soyeon, 2 Jiyeon, 3 Seongje."""
    return game(4, seat=0, city={"(1,1)": "monastery_tower", "(1,2)": "water_temple", "(0,1)": "university",
                                 "(1,0)": "library", "(2,1)": "mill"},
                built=["(1,2)"], sponsors={"(1,1)": [1, 2, None]}, scales=[5, 1, 3, 2], scale_pool=1,
                dragons={"blue_dragon": "(1,1)"}, at={0: "(1,1)"}, hands={0: ["flit 2"]})


def test_monastery_tower_scale_scoring_8_5_4_2():
    s = monastery_tower_before_scoring()
    pay(s, 2, (GREY, 2))
    # 8 / 4 / 5 / 2 scales counted: 6 to the leader, 3 to the others with >= 3
    assert s.crystals == [6 + 1, 3 + 1, 3 + 1, 0]
    assert s.scales == [0, 0, 0, 2]
    assert s.pool == 12 - 2


def test_best_sponsor_tie_goes_to_the_leftmost_marker():
    s = game(3, seat=2, city={"(1,1)": "monastery_tower"}, sponsors={"(1,1)": [1, 0, None]},
             at={2: "(1,1)"}, hands={2: ["flit 2"]})
    assert s.pool == 10
    pay(s, 2, (GREY, 2))
    assert s.scales == [0, 1, 0]                     # best reward 1 scale to the leftmost
    assert s.crystals == [1, 1, 1]


def test_offering_at_nine():
    s = game(4, seat=3, obelisk=[0, 1, 2, 0, 1, 2],    # 7,7,7,7,8,8 filled
             city={"(2,1)": "royal_palace"}, at={3: "(2,1)"}, crystals=[0, 0, 0, 9])
    s.apply(A.Step(12))
    assert A.OFFER in s.legal_actions()
    s.apply(A.OFFER)
    assert s.crystals[3] == 0 and s.obelisk[-1] == 3 and s.markers[3] == 9
    assert A.OFFER not in s.legal_actions()          # one offering per turn


def test_central_hall_jump_forbids_a_further_action():
    s = game(city={"(0,0)": "central_hall"}, at={0: "(0,0)"}, crystals=[9, 0],
             obelisk=[1, 1, 0, 0], hands={0: ["terrah 1"]}, options={"expansion": True})  # next space 9
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
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"}, hands={0: ["khind 3", "khind 2", "terrah 3"]})
    assert contributions(s) == [0, 1, 2]            # 3 + 1 + 1 = 5
    pay(s, 0, (RED, 3), (GREEN, 3))
    assert s.phase == BUILD                         # 3 + 1 = 4 < 5
    s.apply(A.AddCard(card(GREEN, 2)))
    assert s.owners[6][0] == 0


def test_mimix_pairs_are_three_of_any_colour():
    s = game(city={"(1,1)": "water_temple"}, at={0: "(1,1)"}, hands={0: ["mimix 1", "mimix 2", "mimix 3"]})
    assert contributions(s) == [2]                  # one pair = 3; the Mimix 3 is brown only
    s.apply(A.Contribute(2))
    assert A.AddCard(card(BROWN, 3)) not in s.legal_actions()
    s.apply(A.AddCard(card(BROWN, 1)))
    assert s.legal_actions() == [A.AddCard(card(BROWN, 2)), A.TAKE_BACK]  # its partner next
    s.apply(A.AddCard(card(BROWN, 2)))
    assert s.owners[6][2] == 0


def test_lone_mimix_adds_nothing_outside_brown():
    s = game(city={"(1,1)": "water_temple"}, at={0: "(1,1)"}, hands={0: ["mimix 2", "aqua 3"]})
    assert contributions(s) == [2]
    s.apply(A.Contribute(2))
    assert A.AddCard(card(BROWN, 2)) not in s.legal_actions()


def test_mimix_pair_on_brown_beats_face_value():
    s = game(city={"(1,1)": "city_residence"}, at={0: "(1,1)"}, hands={0: ["mimix 1", "mimix 1"]})
    assert contributions(s) == [1, 2]               # 1 + 1 paired = 3
    pay(s, 1, (BROWN, 1), (BROWN, 1))
    assert s.owners[6] == [-1, 0, -1]


def test_khind_plus_two_mimix_pairs():
    s = game(city={"(1,1)": "fire_temple"}, at={0: "(1,1)"},
             hands={0: ["mimix 1", "mimix 2", "mimix 2", "mimix 1", "khind 1"]})
    assert contributions(s) == [0, 1, 2]            # 3 + 3 + 1 = 7
    pay(s, 0, (BROWN, 1), (BROWN, 2), (BROWN, 2), (BROWN, 1))
    assert s.owners[6][0] == 0 and s.hands[0][card(GREEN, 1)] == 1


def test_hoax_one_recolours_up_to_four_cards_of_one_colour():
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"}, hands={0: ["hoax 1", "vulca 3", "vulca 2"]})
    assert contributions(s) == [0, 1, 2]
    s.apply(A.Contribute(0))
    assert A.Hoax(1, BLACK, RED) in s.legal_actions()
    s.apply(A.Hoax(1, BLACK, RED))
    assert s.discard[card(WHITE, 1)] == 1
    assert A.AddCard(card(BLACK, 3)) not in s.legal_actions()   # black counts only when recoloured
    s.apply(A.AddCard(card(BLACK, 3), recoloured=True))
    s.apply(A.AddCard(card(BLACK, 2), recoloured=True))
    assert s.owners[6][0] == 0
    assert s.hoax_budget() is None                  # valid for one contribution only


def test_hoax_one_may_recolour_fewer_than_four_cards():
    """§5.4 "up to 4": Hoax 1, Mimix 2, 1, 1 at the Earth Temple.  Only the Mimix 2
    becomes a red 2; the two Mimix 1s stay a pair worth 3; together the red 5 is paid."""
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"},
             hands={0: ["hoax 1", "mimix 2", "mimix 1", "mimix 1"]})
    assert contributions(s) == [0, 1, 2]
    s.apply(A.Contribute(0))
    s.apply(A.Hoax(1, BROWN, RED))
    s.apply(A.AddCard(card(BROWN, 2), recoloured=True))
    assert A.AddCard(card(BROWN, 1), True) not in s.legal_actions()   # red 2 + 1 + 1 would be 4
    s.apply(A.AddCard(card(BROWN, 1)))
    s.apply(A.AddCard(card(BROWN, 1)))
    assert s.owners[6] == [0, -1, -1] and s.phase == ACT
    assert sum(s.hands[0]) == 0 and s.discard[card(BROWN, 1)] == 2


def test_several_hoax_cards_pay_one_space():
    """§5.4 sets no limit: a Hoax 1 turns the Vulca 3 red, a Hoax 2 the Aqua 2; 5 for the red 5."""
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"},
             hands={0: ["hoax 1", "hoax 2", "vulca 3", "aqua 2"]})
    assert contributions(s) == [0, 1, 2]
    s.apply(A.Contribute(0))
    s.apply(A.Hoax(1, BLACK, RED))
    assert A.Hoax(2, BLUE, RED) in s.legal_actions()
    s.apply(A.Hoax(2, BLUE, RED))
    s.apply(A.AddCard(card(BLACK, 3), recoloured=True))
    assert not any(isinstance(a, A.Hoax) for a in s.legal_actions())  # Hoax cards come before the cards
    s.apply(A.AddCard(card(BLUE, 2), recoloured=True))
    assert s.owners[6][0] == 0 and s.discard[card(WHITE, 1)] == s.discard[card(WHITE, 2)] == 1


def test_hoax_two_recolours_exactly_one_card():
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"}, hands={0: ["hoax 2", "vulca 3", "vulca 2"]})
    # one recoloured black 3 is not enough for any red space but the 3
    assert contributions(s) == [2]
    s.apply(A.Contribute(2))
    assert A.Hoax(2, BLACK, RED) in s.legal_actions()
    s.apply(A.Hoax(2, BLACK, RED))
    s.apply(A.AddCard(card(BLACK, 3), recoloured=True))
    assert s.owners[6][2] == 0


def test_hoax_on_khind_gives_a_plain_card_at_printed_value():
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"}, hands={0: ["hoax 2", "khind 3"]})
    s.apply(A.Contribute(2))
    s.apply(A.Hoax(2, GREEN, RED))
    s.apply(A.AddCard(card(GREEN, 3), recoloured=True))   # counts 3 as red, not the wild 1
    assert s.owners[6][2] == 0


def test_royal_palace_set_is_one_colour_plus_wilds():
    s = game(city={"(2,3)": "royal_palace"}, at={0: "(2,3)"}, hands={0: ["terrah 3", "aqua 3", "khind 1"]})
    assert contributions(s) == [1, 2, 3]            # 3 + 1 = 4 at most: red and blue do not mix
    s.apply(A.Contribute(3))
    s.apply(A.AddCard(card(RED, 3)))
    assert s.owners[13][3] == 0


# -- backing out of a started contribution ----------------------------------------------
def test_taking_back_a_started_contribution_restores_hand_and_movement():
    """A player who chose the wrong space is not forced on: the cards and the Hoax
    go back to the hand, and the movement phase goes on with its steps."""
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"},
             hands={0: ["hoax 1", "vulca 3", "vulca 2", "terrah 3"]})
    before = to_position(s)
    s.apply(A.Contribute(0))
    s.apply(A.Hoax(1, BLACK, RED))
    s.apply(A.AddCard(card(BLACK, 3), recoloured=True))
    assert A.TAKE_BACK in s.legal_actions()
    s.apply(A.TAKE_BACK)
    assert s.phase == MOVE and s.steps == 2
    after = to_position(s)
    assert sorted(after["hands"][0]) == sorted(before["hands"][0])
    assert after["discard"] == [] and after["sponsors"] == {} and s.markers[0] == 10
    s.apply(A.Step(6 + 1))                           # still free to walk away
    assert s.figures[0] == 7


def test_taking_back_after_a_paid_space_returns_to_the_contribution_phase():
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"},
             hands={0: ["terrah 3", "terrah 3", "terrah 2", "terrah 1"]})
    pay(s, 2, (RED, 3))
    s.apply(A.Contribute(1))
    s.apply(A.AddCard(card(RED, 2)))
    s.apply(A.TAKE_BACK)
    assert s.phase == ACT and s.owners[6] == [-1, -1, 0]
    assert s.hands[0][card(RED, 2)] == 1 and s.hands[0][card(RED, 1)] == 1


def test_take_back_is_offered_only_while_paying():
    s = game(city={"(1,1)": "earth_temple"}, at={0: "(1,1)"}, hands={0: ["terrah 3"]})
    assert A.TAKE_BACK not in s.legal_actions()
    with pytest.raises(IllegalAction) as e:
        s.apply(A.TAKE_BACK)
    assert "only while a space is being paid" in str(e.value)


# -- dragons, movement ----------------------------------------------------------------------
def test_dragon_scale_only_on_the_first_contribution_of_the_turn():
    s = game(city={"(1,2)": "earth_temple"}, at={0: "(1,2)"},
             hands={0: ["vulca 1", "aqua 1", "terrah 3", "terrah 3", "terrah 2", "terrah 2"]})
    s.apply(A.MoveDragon(0, 1, 7))
    s.apply(A.MoveDragon(2, 1, 7))
    assert s.dragons == [7, -1, 7]
    pay(s, 0, (RED, 3), (RED, 2))
    assert s.scales[0] == 2
    pay(s, 2, (RED, 3))
    assert s.scales[0] == 2
    assert s.pool == 5


def test_dragon_value_two_walks_one_to_three_steps_inside_the_city():
    s = game(hands={0: ["terrah 2", "terrah 1"]})
    assert not any(isinstance(a, A.MoveDragon) and a.value == 2 for a in s.legal_actions())
    s.apply(A.MoveDragon(1, 1, 12))
    walks = {a.cell for a in s.legal_actions() if isinstance(a, A.MoveDragon) and a.value == 2}
    assert 12 not in walks and 7 in walks and 2 in walks and 1 in walks and 0 not in walks
    assert len(walks) == 20         # from the centre every other cell is within 3 steps
    s = game(hands={0: ["terrah 2"]}, dragons={"green_dragon": "(0,1)"})
    walks = {a.cell for a in s.legal_actions() if isinstance(a, A.MoveDragon) and a.value == 2}
    assert 23 not in walks and 13 not in walks and 16 in walks and 11 in walks and 1 not in walks


def test_flit_powers():
    s = game(hands={0: ["flit 1", "flit 2"]})
    s.apply(A.EXTRA_STEPS)
    assert s.steps == 4
    s.apply(A.Teleport(1))
    assert s.figures[0] == 1
    s.apply(A.Step(2))
    assert s.steps == 3


def test_movement_ends_with_the_contribution_phase():
    s = game(city={"(1,2)": "earth_temple"}, at={0: "(1,2)"}, hands={0: ["terrah 3", "flit 1"]})
    s.apply(A.Contribute(2))
    s.apply(A.AddCard(card(RED, 3)))
    assert not any(isinstance(a, (A.Step, A.Teleport)) for a in s.legal_actions())


# -- obelisk, Pillar, end of game ------------------------------------------------------------
def test_pillar_extra_offering_costs_one_more():
    s = game(obelisk=[1, 1], crystals=[8 + 9, 0], hands={0: ["pillar 1", "pillar 2"]})  # next 8, then 8
    s.apply(A.OFFER)
    assert A.PILLAR[1] in s.legal_actions() and A.PILLAR[2] not in s.legal_actions()
    s.apply(A.PILLAR[1])
    assert s.crystals[0] == 0 and s.obelisk == [1, 1, 0, 0]


def test_win_at_six_markers_in_two_player_game():
    s = game(obelisk=[0, 0, 0, 0, 0, 1, 1], crystals=[10, 0])
    s.apply(A.OFFER)
    assert s.is_over() and s.winners() == [0] and s.to_move is None
    assert s.ranking() == [[0], [1]] and s.ranking_reason() == ""


#: Cells of the (pinned) buildings holding the markers in the crowded positions below.
CROWDED_CITY = {"(1,2)": "earth_temple", "(2,3)": "royal_palace", "(2,1)": "fire_temple",
                "(3,2)": "water_temple", "(1,1)": "library"}


def test_marker_exhaustion_is_a_draw():
    # seat 0: 5 on the obelisk, 4 on buildings, 1 left; seat 1: 5 and 5, none left
    s = game(city=CROWDED_CITY, at={0: "(1,2)"}, hands={0: ["terrah 3"]}, obelisk=[0, 1] * 5,
             sponsors={"(2,3)": [0, 0, 0, None], "(2,1)": [0, None, None], "(3,2)": [1, 1, None],
                       "(1,1)": [1, 1, None], "(1,2)": [1, None, None]})
    assert s.markers == [1, 0]
    pay(s, 2, (RED, 3))
    assert s.is_over() and s.winners() == [] and s.legal_actions() == []
    assert s.ranking() == [[0, 1]]
    assert "draw" in str(s.ranking_reason())


def test_no_contribution_without_a_marker():
    s = game(city=CROWDED_CITY, at={0: "(1,2)"}, hands={0: ["terrah 3"]}, obelisk=[0, 1] * 5,
             sponsors={"(2,3)": [0, 0, 0, None], "(2,1)": [0, 0, None], "(3,2)": [1, 1, None]})
    assert s.markers == [0, 3]
    assert contributions(s) == []


def _complete_city(n=2):
    return [D.cell_name(c) for c in D.BASE_CELLS if c != D.CENTRE]


def test_all_buildings_complete_ends_by_ranking():
    s = game(built=_complete_city(), obelisk=[0, 1], crystals=[3, 5])   # nobody can pay the next 8
    s.apply(A.DONE)
    s.apply(A.DRAW)
    assert s.is_over() and s.winners() == [1]
    assert s.ranking() == [[1], [0]]
    assert str(s.ranking_reason()) == "Ties on obelisk markers broken by most crystals."


def test_ranking_groups_seats_still_tied_after_crystals():
    s = game(3, built=_complete_city(), obelisk=[0, 1, 2, 2], crystals=[4, 4, 6])
    s.apply(A.DONE)
    s.apply(A.DRAW)
    assert s.is_over() and s.winners() == [2]
    assert s.ranking() == [[2], [0, 1]] and s.ranking_reason() == ""


def test_ranking_first_place_is_the_winners_in_random_games():
    for n in (2, 3, 4):
        for seed in range(12):
            s = new_game(n, seed=seed, expansion=seed % 2 == 1)
            r = random.Random(seed)
            while not s.is_over():
                s.apply(r.choice(s.legal_actions()))
            places = s.ranking()
            assert sorted(q for g in places for q in g) == list(range(n))
            if s.winners():
                assert places[0] == sorted(s.winners())
            assert s.ranking_reason() == "" or str(s.ranking_reason()).endswith(".")


def test_a_stalled_game_ends_after_the_chosen_number_of_idle_rounds():
    assert next(o for o in INFO.options if o.name == "stall_rounds").default == 15
    # 2 players, 10 idle rounds: 19 idle turns so far, this turn places nothing
    s = game(obelisk=[1], crystals=[0, 3], turns_without_marker=19, options={"stall_rounds": 10})
    s.apply(A.DONE)
    s.apply(A.DRAW)
    assert s.is_over() and s.winners() == [1]
    s = game(obelisk=[1], crystals=[0, 3], turns_without_marker=19)     # default: 15 rounds
    s.apply(A.DONE)
    s.apply(A.DRAW)
    assert not s.is_over() and s.current == 1


def test_reward_cards_wait_until_the_end_of_the_turn():
    s = game(city={"(1,1)": "trading_house"}, sponsors={"(1,1)": [None, 1]}, at={0: "(1,1)"},
             hands={0: ["pillar 3", "pillar 1"]})
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
    with pytest.raises(ValueError, match="stall_rounds"):
        new_game(2, stall_rounds=7)


def test_knizia_original_discard_returns_every_scale():
    s = game(3, city={"(1,1)": "aqueduct"}, at={0: "(1,1)"}, scales=[4, 2, 1], scale_pool=1,
             hands={0: ["aqua 3", "aqua 2"]}, options={"knizia_original_discard": True})
    pay(s, 0, (BLUE, 3), (BLUE, 2))                  # best reward: 1 scale -> pool empty
    assert s.crystals[0] == 6 + 1 and s.scales == [0, 0, 0] and s.pool == 10


def test_golden_shrine_offering_surcharge():
    for ruleset, cost in (("seed", 7), ("classic_2006", 8)):
        s = game(city={"(0,0)": "golden_shrine"}, at={0: "(0,0)"}, crystals=[cost, 0],
                 hands={0: ["pillar 1"]}, options={"expansion": True, "ruleset": ruleset})
        s.apply(A.DONE)
        assert s.phase == SPECIAL
        s.apply(A.Special(-1))
        assert s.crystals[0] == 0 and s.obelisk == [0]
        assert not any(isinstance(a, A.Pillar) for a in s.legal_actions())


def test_hospital_draws_two_pending_cards():
    s = game(city={"(0,0)": "hospital"}, at={0: "(0,0)"}, options={"expansion": True})
    s.apply(A.DONE)
    s.apply(A.Special(-1))
    assert sum(s.pending[0]) == 2
    s.apply(A.DRAW)
    assert sum(s.hands[0]) == 4


# -- hidden information -------------------------------------------------------------------
def test_view_hides_hands_pending_crystals_and_deck():
    spec = to_position(new_game(3, seed=2))
    spec["crystals"] = [4, 5, 6]
    s = from_position(spec)
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


def test_a_started_payment_can_always_be_finished():
    """Contribute and every card or Hoax offered keep the space payable: besides taking the
    cards back there is always a way on (random games, Hoax cards included)."""
    paying = hoaxes = 0
    for seed in range(40):
        s = new_game(2 + seed % 3, seed=seed, expansion=seed % 2 == 1)
        r = random.Random(seed)
        while not s.is_over():
            legal = s.legal_actions()
            if s.phase == BUILD:
                paying += 1
                hoaxes += any(isinstance(a, A.Hoax) for a in legal)
                assert [a for a in legal if a is not A.TAKE_BACK], to_position(s)
            s.apply(r.choice(legal))
    assert paying > 1000 and hoaxes > 100
