"""Positions written down and read back (guildhall/position.py)."""

import random

import pytest

from contract.test_positions import assert_round_trip
from guildhall import position
from guildhall import rules as R

#: Decisions random play reaches rarely; the contract test covers the rest.
RARE = ("laying", R.ASSASSIN_PICK, R.HISTORIAN_PICK, R.GIVE, R.TAKE, R.WEAVER_RETURN)


def test_round_trip_in_the_rare_decisions():
    """The contract test round-trips every game at random moments; here, each decision
    random play rarely reaches."""
    seen = set()
    for n in (2, 3, 4):
        for seed in range(12):
            s = R.new_game(n, seed=seed)
            rng = random.Random(seed)
            while not s.is_over():
                phase = "laying" if s.laying else s.phase
                if phase in RARE:
                    assert_round_trip(position, s, f"{n} players, seed {seed}, {phase}")
                    seen.add(phase)
                s.apply(rng.choice(s.legal_actions()))
    assert seen == set(RARE)




def _reached(phase, n=3):
    """The position of the first state random play reaches in ``phase``."""
    for seed in range(40):
        s = R.new_game(n, seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            if s.phase == phase and not s.laying and not s.limit:
                return position.to_position(s)
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError(f"random play never reached {phase}")


def _refusal(spec) -> str:
    with pytest.raises(ValueError) as e:
        position.from_position(spec)
    return str(e.value)


def test_an_opening_with_nothing_left_to_place_is_refused():
    """With no card left to place the opening never ended: once the hand was placed, a few
    moves on, the player to move had no legal move (and the AI none to choose)."""
    spec = _reached(R.OPEN_PLACE)
    spec["pending"]["need"] = 0
    assert "1 to 3 are still to place, not 0" in _refusal(spec)


def test_the_openings_done_match_the_phase_and_the_player_opening():
    spec = _reached(R.OPEN_DISCARD, n=2)
    spec["openings_done"] = 2
    assert "past the openings" in _refusal(spec)
    spec = _reached(R.MAIN, n=2)
    spec["openings_done"] = 1
    assert "the phase is an opening" in _refusal(spec)
    spec = _reached(R.OPEN_DISCARD, n=3)
    spec["openings_done"] += 1
    assert "opens now" in _refusal(spec)


@pytest.mark.parametrize("phase,change,words", [
    (R.ASSASSIN_PICK, lambda p: p.update(picks=["farmer_red"] * p["need"]), "takes"),
    (R.ASSASSIN_PICK, lambda p: p.update(need=p["need"] + 1), "takes"),
    (R.TAKE, lambda p: p.update(take=p["take"] - 1), "exchange gives"),
    (R.HISTORIAN_PICK, lambda p: p.update(effect="weaver_t2"), "belongs to"),
    (R.OPPONENT, lambda p: p.update(effect="farmer_t1"), "belongs to"),
])
def test_a_pending_ability_past_its_end_is_refused(phase, change, words):
    spec = _reached(phase)
    change(spec["pending"])
    assert words in _refusal(spec)


def test_a_decision_no_choice_can_finish_is_refused():
    """The Weaver's player must place a card from an empty hand: nobody could move."""
    spec = _reached(R.WEAVER_PLACE, n=2)
    assert spec["pending"]["effect"] == "weaver_t0"
    me, other = spec["player"][spec["active"] - 1], spec["player"][2 - spec["active"]]
    other["hand"] += me["hand"]
    me["hand"] = []
    assert "cannot be finished" in _refusal(spec)
