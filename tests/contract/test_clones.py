"""A clone is its original: equal by ``to_dict()``, holding every field, playing on the same.

The AI clones thousands of times a decision and trusts each copy to be the game it was made
from; a clone that forgets a field (a counter left at its start, a pile left empty) plays a
different game without a word.  Every check runs at many points of random games, once per
registered game, player count and option set (the contract suite's rows).
"""

from __future__ import annotations

import random

import pytest

from contract.test_contract import ROWS, SEEDS, _along, _info


def _fields(state) -> set[str]:
    """The names of the fields ``state`` holds: its slots that are set, and its ``__dict__``."""
    names = set(getattr(state, "__dict__", ()))
    for klass in type(state).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.update((slots,) if isinstance(slots, str) else slots)
    return {k for k in names if hasattr(state, k)}


def _check_clone(state, action) -> None:
    twin = state.clone()
    # A field with a class default (the last move's events) may be left to it: to_dict says
    # whether that matters.  One the clone cannot read at all is a clone half made.
    missing = {k for k in _fields(state) if not hasattr(twin, k)}
    assert not missing, f"clone() left out {sorted(missing)}"
    assert twin.to_dict() == state.to_dict(), "clone().to_dict() differs from the original's"
    assert twin.legal_actions() == state.legal_actions(), "a clone offers other moves"
    if action is not None:
        after = state.clone()
        after.apply(action)
        twin.apply(action)
        assert twin.to_dict() == after.to_dict(), "a clone played on differently"


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_a_clone_equals_its_original_at_every_point_of_real_games(name, n, opts):
    info = _info(name)
    for seed in range(SEEDS):
        for _, state, a in _along(info, n, opts, seed, count=10**6):  # every step
            _check_clone(state, a)


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_clones_of_views_and_sampled_worlds_equal_them(name, n, opts):
    """The AI clones what it is handed (a view) and what it samples from it."""
    info = _info(name)
    for i, state, a in _along(info, n, opts, 11, count=12):
        if a is not None:
            view = state.view(state.to_move)
            _check_clone(view, None)
            _check_clone(view.determinize(state.to_move, random.Random(i)), a)
