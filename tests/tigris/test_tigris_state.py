"""Options, hidden information, serialisation and words."""

import json
import random

import pytest

from engine.text import Reader, render
from tigris import INFO
from tigris import actions as A
from tigris import rules as R
from tigris.data import TILE_COUNTS


def test_options_and_player_counts():
    with pytest.raises(ValueError):
        R.new_game(1)
    with pytest.raises(ValueError):
        R.new_game(5)
    with pytest.raises(ValueError):
        R.new_game(2, board_side="round")
    with pytest.raises(ValueError):
        R.new_game(2, catastrophes=3)
    s = R.new_game(2, seed=1, rules_preset="advanced")
    assert s.opts["board_side"] == "advanced" and s.opts["civilization_buildings"]
    assert s.opts["wonder"] and sum(s.treas) == 14
    names = {o.name for o in INFO.options}
    assert names == {"board_side", "catastrophes_per_player", "civilization_buildings", "wonder",
                     "strict_attack_commit", "strict_defender_commit", "score_visibility",
                     "rules_preset", "dynasties"}
    for o in INFO.options:
        assert any(o.name in d and d[o.name] != o.default for d in INFO.option_sets), o.name


def test_each_player_chooses_a_dynasty_and_no_two_the_same():
    """§4.4: each player picks a dynasty; the app's default gives them out in seat order."""
    assert R.new_game(3, seed=1).dynasties == ("bull", "lion", "archer")
    s = R.new_game(3, seed=1, dynasties="urn-bull-lion-archer")
    assert s.dynasties == ("urn", "bull", "lion")
    assert s.seat_name(0) == "Player 1 (urn)" and s.seat_name(2) == "Player 3 (lion)"
    # the choice is an order of all four, so two players never share a dynasty
    with pytest.raises(ValueError, match="option dynasties must be one of"):
        R.new_game(3, seed=1, dynasties="archer-archer-lion-urn")
    assert len(R.DYNASTY_ORDERS) == 24 and all(len(set(o.split("-"))) == 4
                                               for o in R.DYNASTY_ORDERS)
    # the choice lives in the options, so a saved game keeps it
    back = R.TigrisState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back.dynasties == ("urn", "bull", "lion") and back.view(1).dynasties == s.dynasties
    # the setup screen builds its control from the option, in words
    o = next(o for o in INFO.options if o.name == "dynasties")
    assert o.label == "Dynasties by seat" and o.value_label("lion-urn-bull-archer") == (
        "Lion, Urn, Bull, Archer")
    # a game saved before the choice existed plays the dynasties in seat order
    old = s.to_dict()
    del old["opts"]["dynasties"]
    assert R.TigrisState.from_dict(old).dynasties == ("bull", "lion", "archer")


def _mid_game(seed=2, **opts):
    s = R.new_game(2, seed=seed, **opts)
    rng = random.Random(seed)
    for _ in range(60):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_view_hides_hands_bag_rng_and_scores():
    s = _mid_game()
    v = s.view(0)
    d = v.to_dict()
    assert d["rng"] is None and d["bag"] is None
    assert d["hands"][0] == s.hands[0] and d["hands"][1] is None
    assert d["hand_n"] == s.hand_n and d["bag_n"] == s.bag_n
    assert d["vp"][1] is None and d["treas_n"][1] is None and d["vp"][0] == s.vp[0]
    assert json.loads(json.dumps(d)) == d
    assert len(v.scores()) == 2
    opened = _mid_game(score_visibility="open").view(0).to_dict()
    assert opened["vp"][1] is not None


def test_determinize_is_consistent_and_samples_the_unseen_tiles():
    s = _mid_game()
    pool = s.unseen_pool(0)
    for k in range(5):
        d = s.determinize(0, random.Random(k))
        assert d.view(0).to_dict() == s.view(0).to_dict()
        assert d.hands[0] == s.hands[0] and sum(d.hands[1]) == s.hand_n[1]
        assert sum(d.bag) == s.bag_n
        for c in range(4):
            assert d.hands[1][c] + d.bag[c] <= pool[c]
        play = random.Random(k)
        while not d.is_over():
            d.apply(play.choice(d.legal_actions()))
    assert sum(pool) >= s.hand_n[1] + s.bag_n
    assert sum(TILE_COUNTS) == 153


def test_round_trip_mid_conflict():
    s = R.new_game(2, seed=11)
    rng = random.Random(11)
    while s.phase != R.COMMIT and not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    d = json.loads(json.dumps(s.to_dict()))
    t = R.TigrisState.from_dict(d)
    assert t.to_dict() == s.to_dict() and t.legal_actions() == s.legal_actions()


def test_describe_reads_like_a_sentence():
    s = R.new_game(2, seed=1)
    reader = Reader(("Ada", "Bruno"), you=1 - s.to_move)
    name = ("Ada", "Bruno")[s.to_move]
    assert render(s.describe(A.PlaceTile("farm", 3, 0)), reader) == f"{name} places a farm on D1."
    assert render(s.describe(A.PlaceCatastrophe(0, 0)), reader) == f"{name} places a catastrophe on A1."
    mine = Reader(("Ada", "Bruno"), you=s.to_move)
    assert render(s.describe(A.Pass()), mine) == "You pass (forfeiting an action)."
    assert render(s.describe(A.PlaceLeader("king", 3, 0)), mine, s.to_move, order=True) == \
        "Place your king on D1."


def test_every_phase_is_declared_and_a_snapshot_with_another_is_refused():
    s = R.new_game(3, seed=2)
    rng = random.Random(2)
    seen = set()
    while not s.is_over():
        seen.add(s.phase)
        s.apply(rng.choice(s.legal_actions()))
    assert s.phase == "over" and "action" in seen and seen <= set(INFO.phases)
    d = s.to_dict()
    d["phase"] = 2
    with pytest.raises(ValueError, match="not a phase"):
        R.TigrisState.from_dict(d)
