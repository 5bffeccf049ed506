"""Positions written down and read back (guildhall/position.py)."""

import random

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


