"""Positions written down and read back (tigris/position.py)."""

import json
import random

import pytest

from tigris import rules as R
from tigris.position import from_position, to_position


def _states(n, seed, every=4, opts=None):
    s = R.new_game(n, seed=seed, **(opts or {}))
    rng = random.Random(seed)
    k = 0
    while not s.is_over():
        if k % every == 0:
            yield s
        s.apply(rng.choice(s.legal_actions()))
        k += 1
    yield s


@pytest.mark.parametrize("n", [2, 3, 4])
def test_round_trip_keeps_legal_moves_and_every_view(n):
    option_sets = ({}, {"rules_preset": "advanced", "strict_attack_commit": True},
                   {"dynasty_1": "urn", "dynasty_2": "bull", "dynasty_3": "lion", "dynasty_4": "archer",
                    "score_visibility": "open"})
    checked = 0
    phases = set()
    for seed in range(8):
        for s in _states(n, seed, opts=option_sets[seed % 3]):
            spec = json.loads(json.dumps(to_position(s)))
            back = from_position(spec)
            assert back.legal_actions() == s.legal_actions()
            assert back.to_move == s.to_move and back.scores() == s.scores()
            for seat in range(n):
                assert back.view(seat).to_dict() == s.view(seat).to_dict()
            assert to_position(back) == spec
            phases.add(s.phase)
            checked += 1
    assert checked > 100
    assert {R.ACTION, R.SWAP, R.COMMIT, R.OVER} <= phases


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
    (lambda p: p["options"].update(dynasty_2="bull"), "both chose the Bull dynasty"),
    (lambda p: p["player"][1].update(dynasty="urn"), "plays the urn dynasty but the options"),
])
def test_a_wrong_position_is_refused_with_a_sentence(change, words):
    spec = to_position(R.new_game(2, seed=4))
    spec["active"] = spec["to_move"] = 1
    change(spec)
    with pytest.raises(ValueError, match=words):
        from_position(spec)
