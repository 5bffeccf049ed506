"""Positions written down (bluemoon/position.py): the rules' words and the refusals of bad ones
(the round trip of every game's positions is tests/contract/test_positions.py)."""

import pytest

from bluemoon.position import from_position, to_position
from bluemoon.rules import new_game


def test_a_position_names_cards_cells_and_the_phase_in_words():
    spec = to_position(new_game(2, seed=3))
    assert spec["city"]["(2,2)"] == "courtyard"
    assert spec["figures"] == ["(2,2)", "(2,2)"]
    assert all(len(h) == 8 for h in spec["hands"])
    assert spec["hands"][0][0].split()[0] in ("vulca", "terrah", "aqua", "flit", "khind", "mimix", "hoax",
                                              "pillar")
    assert spec["turn"]["phase"] == "movement"
    assert spec["dragons"] == {"red_dragon": None, "green_dragon": None, "blue_dragon": None}
    assert len(spec["deck"]) == 80 - 16


def test_left_out_entries_take_their_setup_values():
    s = from_position({"players": 3, "hands": [["red 3"], [], []], "seed": 4})
    assert s.hands[0][3 * 1 + 2] == 1 and sum(s.hands[0]) == 1
    assert len(s.deck) == 79 and s.markers == [10, 10, 10] and s.pool == 10
    assert s.current == 0 and s.figures == [12, 12, 12]


@pytest.mark.parametrize("change,words", [
    ({"players": 5}, "players"),
    ({"hands": [["terrah 4"], []]}, "is not a card"),
    ({"hands": [["terrah 1"] * 4, []]}, "the game has 3"),
    ({"city": {"(1,2)": "castle"}}, "no building 'castle'"),
    ({"city": {"(0,0)": "aqueduct"}}, "not a cell of this city"),
    ({"city": {"(1,2)": "aqueduct", "(1,3)": "aqueduct"}}, "at both"),
    ({"city": {"(1,2)": "courtyard"}}, "Courtyard stands in the centre"),
    ({"turn": {"phase": "dancing"}}, "no phase 'dancing'"),
    ({"turn": {"player": 2}}, "seats are 0 to 1"),
    ({"obelisk": [0] * 12}, "11 spaces"),
    ({"obelisk": [0] * 6}, "the game is won"),
    ({"sponsors": {"(1,2)": [0, 0]}}, "has 3 spaces"),
    ({"sponsors": {"(1,2)": [0, 0, 0]}}, "complete"),
    ({"winners": [0]}, "finished game"),
    ({"deck": ["vulca 1"]}, "not all placed"),
    ({"scale_pool": 8}, "at most 7 scales"),
    ({"turn": {"phase": "paying", "paying": {"space": 0}}}, "not on a building in ruins"),
    ({"colour": "red"}, "no entry 'colour'"),
    ({"city": {"(1,2)": ["aqueduct"]}}, "no building ['aqueduct']"),
    ({"options": 0}, "\"options\" is a mapping"),
    ({"sponsors": -1}, "\"sponsors\" is a mapping"),
    ({"dragons": 1}, "\"dragons\" is a mapping"),
    ({"turn": ["movement"]}, "\"turn\" is a mapping"),
])
def test_a_bad_position_is_refused_with_a_sentence(change, words):
    spec = {"players": 2, "city": {"(1,2)": "earth_temple"}, **change}
    with pytest.raises(ValueError) as e:
        from_position(spec)
    assert words in str(e.value)
    assert str(e.value).rstrip().endswith((".", ")"))
