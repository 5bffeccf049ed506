"""Positions written down and read back (tigris/position.py)."""

import random

import pytest

from contract.test_positions import assert_round_trip
from tigris import position
from tigris import rules as R
from tigris.position import from_position, to_position

#: Decisions random play reaches rarely; the contract test covers the rest.
RARE = (R.COMMIT, R.WAR_COLOR, R.TREASURE, R.MONUMENT, R.BUILDING)


def test_round_trip_in_the_rare_decisions():
    """The contract test round-trips every game at random moments; here, each decision
    random play rarely reaches."""
    seen = set()
    for n in (2, 3, 4):
        for seed in range(12):
            s = R.new_game(n, seed=seed, rules_preset="advanced")
            rng = random.Random(seed)
            while not s.is_over():
                phase = s.phase
                if phase in RARE:
                    assert_round_trip(position, s, f"{n} players, seed {seed}, {phase}")
                    seen.add(phase)
                s.apply(rng.choice(s.legal_actions()))
    assert seen == set(RARE)


def test_a_position_written_by_hand():
    spec = {
        "players": 2,
        "board": {"tiles": {"E8": "temple", "E9": "market", "D1": "farm"},
                  "treasures": ["E14"], "catastrophes": ["K1"]},
        "player": [{"hand": {"temple": 2}, "leaders": {"king": "E7"}, "catastrophes": 1},
                   {"hand": {"farm": 1}, "points": {"green": 3}, "treasures": 9}],
        "active": 2,
    }
    spec["board"]["tiles"]["E14"] = "temple"
    s = from_position(spec, seed=3)
    assert s.to_move == 1 and s.actions_left == 2 and s.phase == R.ACTION
    pos = to_position(s)
    assert pos["board"]["tiles"] == {"D1": "farm", "E8": "temple", "E9": "market",
                                     "E14": "temple"}
    assert pos["player"][0]["leaders"] == {"king": "E7"}
    assert pos["player"][1]["points"] == {"red": 0, "blue": 0, "green": 3, "black": 0}
    assert pos["bag"] == {"temple": 57 - 2 - 2, "farm": 36 - 2, "market": 30 - 1,
                          "settlement": 30}
    assert pos["phase"] == "choose an action" and pos["to_move"] == 2


@pytest.mark.parametrize("change,words", [
    (lambda p: p.update(game="guildhall"), "not of Tigris"),
    (lambda p: p.update(players=5), "2 to 4 players"),
    (lambda p: p["board"]["tiles"].update(Z9="temple"), "'Z9' is not a square"),
    (lambda p: p["board"]["tiles"].update(A1="castle"), "'castle' is not a tile"),
    (lambda p: p["board"]["tiles"].update(A1="farm"), "farms go on rivers"),
    (lambda p: p["player"][0]["leaders"].update(king="E7"), "no face-up temple beside it"),
    (lambda p: p["player"][0]["hand"].update(temple=7), "at most 6"),
    (lambda p: p["bag"].update(market=3), "The markets do not add up"),
    (lambda p: p.update(phase="dance"), "'dance' is not a phase"),
    (lambda p: p["board"]["treasures"].append("E8"), "treasures lie only on the starting"),
    (lambda p: p["player"][1].update(treasures=None), "hidden"),
    (lambda p: p.update(to_move=2), "Player 1 decides"),
    (lambda p: p["player"][1].update(dynasty="urn"), "plays the urn dynasty but the options"),
])
def test_a_wrong_position_is_refused_with_a_sentence(change, words):
    spec = to_position(R.new_game(2, seed=4))
    spec["active"] = spec["to_move"] = 1
    change(spec)
    with pytest.raises(ValueError, match=words):
        from_position(spec)


def test_the_players_dynasties_make_the_option():
    spec = {"players": 3, "player": [{"dynasty": "urn", "treasures": 10}, {"dynasty": "bull"},
                                     {"dynasty": "lion"}]}
    s = from_position(spec)
    assert s.dynasties == ("urn", "bull", "lion") and s.opts["dynasties"] == "urn-bull-lion-archer"
    spec["player"][2]["dynasty"] = "urn"
    with pytest.raises(ValueError, match="Players 1 and 3 both play the Urn dynasty"):
        from_position(spec)


def test_a_treasure_named_twice_is_refused():
    spec = to_position(R.new_game(2, seed=1))
    spec["board"]["treasures"].append(spec["board"]["treasures"][0])
    with pytest.raises(ValueError, match="name this square twice"):
        from_position(spec)


@pytest.mark.parametrize("part,value", [
    ("monuments", True), ("buildings", ["E7"]), ("tiles", "E7"), ("treasures", {"E7": 1}),
    ("face_down", 3)])
def test_a_board_part_of_the_wrong_kind_is_a_sentence(part, value):
    spec = to_position(R.new_game(2, seed=1))
    spec["board"][part] = value
    with pytest.raises(ValueError, match=f"The board's '{part}' should be"):
        from_position(spec)


def test_numbers_written_as_true_or_lists_are_refused():
    spec = to_position(R.new_game(2, seed=1))
    spec["player"][0]["catastrophes"] = True
    with pytest.raises(ValueError, match="catastrophes, not True"):
        from_position(spec)
    spec = to_position(R.new_game(2, seed=1))
    spec["player"][0]["leaders"]["king"] = {"square": "E7"}
    with pytest.raises(ValueError, match="is not a square"):
        from_position(spec)


def test_face_down_tiles_lie_under_one_monument_or_the_wonder():
    spec = to_position(R.new_game(2, seed=1))
    spec["board"]["face_down"] = ["B3", "B4", "C3", "C4"]
    with pytest.raises(ValueError, match="under no monument"):
        from_position(spec)
    names = list(R.MONUMENT_NAMES)[:2]
    spec["board"]["monuments"] = {names[0]: "B3", names[1]: "B3"}
    with pytest.raises(ValueError, match="stand on the same face-down tiles"):
        from_position(spec)
