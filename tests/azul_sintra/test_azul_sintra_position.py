"""Positions written down (azul_sintra/position.py): the rules' words and the refusals of bad ones
(the round trip of every game's positions is tests/contract/test_positions.py)."""

import pytest

from azul_sintra.position import from_position, to_position
from azul_sintra.rules import new_game


def test_a_position_reads_in_the_rules_words():
    spec = to_position(new_game(2, seed=3))
    assert spec["round"] == 1 and spec["turn"]["phase"] == "take" and spec["start_tile_in_centre"]
    assert len(spec["factories"]) == 5 and all(sum(f.values()) == 4 for f in spec["factories"])
    strip = spec["palaces"][0]["strips"][0]
    assert strip["strip"].startswith("strip_") and strip["side"] in ("front", "back") and strip["tiles"] == {}
    assert spec["palaces"][0]["glazier"] == 1 and spec["palaces"][0]["windows"] == [[]] * 8


@pytest.mark.parametrize("change,words", [
    ({"players": 1}, "players"),
    ({"factories": [{"red": 5}]}, "at most 4"),
    ({"factories": [{"pink": 1}]}, "not a glass colour"),
    ({"tower": {"red": 21}}, "20 of each colour"),
    ({"round": 7}, "1 to 6"),
    ({"palaces": [{"glazier": 9}, {}]}, "position 1 to 8"),
    ({"palaces": [{"broken_glass": 8}, {}]}, "back to the top"),
    ({"palaces": [{"strips": {"1": {"strip": "strip_9"}}}, {}]}, "strip_1"),
    ({"palaces": [{"strips": {"1": {"strip": "strip_1", "tiles": {"green": 1}}}}, {}]}, "green space"),
    ({"palaces": [{"strips": {"1": None}}, {}]}, "give both or neither"),
    ({"palaces": [{"windows": {"2": ["red", "red"]}}, {}]}, "give both or neither"),
    ({"palaces": [{"strips": {"1": {"strip": "strip_2"}, "2": {"strip": "strip_2"}}}, {}]}, "two positions"),
    ({"palaces": [{"strips": {"3": {"strip": "strip_1", "tiles": {"red": 3, "yellow": 2}}}}, {}]}, "full"),
    ({"turn": {"phase": "place"}}, "\"taken\""),
    ({"turn": {"phase": "keep"}}, "side B"),
    ({"turn": {"phase": "over"}}, "\"final\""),
    ({"factories": []}, "an empty table ends the round"),
    ({"colour": "red"}, "no entry 'colour'"),
    ({"palaces": [{"score": -5}, {}]}, "stays at 0 or more"),
    ({"palaces": [{"score": 2, "points_this_round": 3}, {}]}, "stays at 0 or more"),
    ({"options": 3}, "maps option names"),
    ({"round_colours": [["red"]] * 6}, "not a glass colour"),
    ({"centre": {"red": [1]}}, "whole number"),
])
def test_a_bad_position_is_refused_with_a_sentence(change, words):
    spec = {"players": 2, "factories": [{"red": 2, "yellow": 2}], **change}
    with pytest.raises(ValueError) as e:
        from_position(spec)
    assert words in str(e.value)


def test_a_negative_score_needs_negative_scores_allowed():
    spec = {"players": 2, "factories": [{"red": 2, "yellow": 2}], "palaces": [{"score": -5}, {}],
            "options": {"score_floor_zero": False}}
    assert from_position(spec).scores()[0] == -5


def test_the_final_adjustments_are_three_numbers_per_seat():
    spec = to_position(new_game(2, seed=3))
    spec["turn"] = {"phase": "over"}
    spec["final"] = [[0, 0], [0, 0, 0]]
    with pytest.raises(ValueError, match="three whole numbers"):
        from_position(spec)
