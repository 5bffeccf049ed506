"""Games whose clones share the random-number generator (engine.game.share_rng) copy it
only when one side draws.  A view drops the generator, so taking one must not leave
the original believing it shares: the AI views its root state for every sampled world."""

from __future__ import annotations

import pytest

from engine.game import GameLoadError, GameNotImplemented, game_names, load_game


def _sharing_games():
    out = []
    for name in game_names():
        try:
            info = load_game(name)
        except (GameNotImplemented, GameLoadError):
            continue
        if hasattr(info.new_game(2, seed=1), "rng_shared"):
            out.append(name)
    return out


@pytest.mark.parametrize("name", _sharing_games())
def test_a_view_leaves_the_generator_to_the_state_alone(name):
    state = load_game(name).new_game(2, seed=5)
    before = state.to_dict()
    for seat in (0, 1):
        v = state.view(seat)
        assert v.rng is None and not v.rng_shared
    assert not state.rng_shared, "view() marked the generator as shared with a copy that has none"
    assert state.to_dict() == before
    twin = state.clone()  # a real twin still shares, and view() leaves that alone too
    state.view(0)
    assert state.rng_shared and twin.rng is state.rng


def test_the_games_that_share_generators_are_found():
    assert {"fantastiqa", "guildhall", "bluemoon", "azul_sintra", "tigris"} <= set(_sharing_games())
