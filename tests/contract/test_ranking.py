"""The full ranking every game gives at its end (engine/game.py, ``State.ranking``).

No per-game code: for each game, player count and option set, random games are played to the end
and the ranking must place every seat exactly once, best first, with the winners on top.
"""

from __future__ import annotations

import os
import random

import pytest

from contract.test_contract import MAX_DECISIONS, ROWS, _info

#: Finished games per (game, players, options) row.
GAMES = int(os.environ.get("RANKING_GAMES", "12"))


def _finished(info, n, seed, options):
    state = info.new_game(n, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(MAX_DECISIONS):
        if state.is_over():
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"random play of {info.name} did not end")


@pytest.mark.parametrize("name,n,options", ROWS)
def test_ranking_places_every_seat_once_with_the_winners_first(name, n, options):
    info = _info(name)
    for k in range(GAMES):
        state = _finished(info, n, 1000 + k, options)
        ranking = state.ranking()
        seats = [p for group in ranking for p in group]
        assert sorted(seats) == list(range(n)), f"seed {1000 + k}: {ranking} is not a partition"
        assert all(group for group in ranking), f"seed {1000 + k}: an empty place in {ranking}"
        if state.winners():  # a game that ends without a winner ranks by its scores alone
            assert sorted(ranking[0]) == sorted(state.winners()), (
                f"seed {1000 + k}: first place {ranking[0]} but winners {state.winners()}")
        reason = str(state.ranking_reason())   # a message (or a sentence)
        if reason:
            assert reason.endswith("."), f"seed {1000 + k}: {reason!r} is not a sentence"
