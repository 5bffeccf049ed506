"""Positions written down (``<game>/position.py``, as chess has FEN) read back exactly.

No per-game code: every game with a ``position`` module is played at random at each
player count and option set; at many moments its position, through JSON, builds a state
with the same legal moves and the same view for every seat, and writes the same position.
"""

from __future__ import annotations

import importlib
import json
import random

import pytest

from contract.test_contract import ROWS, _info

SEEDS = 4
EVERY = 3


def _position_module(name):
    try:
        return importlib.import_module(f"{name}.position")
    except ModuleNotFoundError:
        pytest.skip(f"{name} has no position module")


def assert_round_trip(pos, state, where: str = "") -> None:
    """``state``'s position, through JSON, gives back its legal moves, views and position."""
    spec = json.loads(json.dumps(pos.to_position(state)))
    back = pos.from_position(spec)
    assert back.legal_actions() == state.legal_actions(), where
    assert back.to_move == state.to_move and back.scores() == state.scores(), where
    for seat in range(state.num_players):
        assert back.view(seat).to_dict() == state.view(seat).to_dict(), (
            f"{where}: seat {seat}'s view differs")
    assert pos.to_position(back) == spec, where


@pytest.mark.parametrize("name,n,options", ROWS)
def test_a_written_position_keeps_the_legal_moves_and_every_view(name, n, options):
    info = _info(name)
    pos = _position_module(name)
    checked = 0
    for seed in range(SEEDS):
        state = info.new_game(n, seed=seed, **options)
        rng = random.Random(seed)
        k = 0
        while True:
            if k % EVERY == 0 or state.is_over():
                assert_round_trip(pos, state, f"seed {seed} move {k}")
                checked += 1
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
            k += 1
    assert checked >= SEEDS * 2
