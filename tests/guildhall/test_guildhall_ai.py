"""The AI hooks stay legal, bounded and cheap on every kind of decision."""

import random

from guildhall import ai
from guildhall import rules as R
from guildhall.actions import EndTurn
from guildhall.position import from_position, to_position


def _states(n, seed, every=7):
    s = R.new_game(n, seed=seed)
    rng = random.Random(seed)
    i = 0
    while not s.is_over():
        if i % every == 0:
            yield s
        s.apply(ai.rollout_action(s, rng) if i % 2 else rng.choice(s.legal_actions()))
        i += 1


def test_hooks_on_many_positions():
    rng = random.Random(1)
    phases = set()
    for n in (2, 3, 4):
        for s in _states(n, n, every=3):
            phases.add(s.phase)
            values = ai.evaluate(s)
            assert len(values) == n and all(0.0 <= v <= 1.0 for v in values)
            legal = s.legal_actions()
            kept = ai.prune(s, legal)
            assert kept and all(a in legal for a in kept)
            weights = ai.prior(s, legal)
            assert len(weights) == len(legal) and all(w >= 0 for w in weights)
            assert ai.rollout_action(s, rng) in legal
    assert {R.MAIN, R.TIER, R.DD, R.OPEN_PLACE} <= phases


def test_a_player_at_20_ends_the_turn():
    s = R.new_game(2, seed=3)
    rng = random.Random(3)
    while s.phase != R.MAIN:
        s.apply(rng.choice(s.legal_actions()))
    spec = to_position(s)
    spec["player"][s.active]["tokens"] = 20
    s = from_position(spec)
    assert ai.prune(s, s.legal_actions()) == [EndTurn()]
    assert ai.evaluate(s)[s.active] == 1.0
