"""The AI hooks: legal, bounded, and reading only the state they are given."""

import random

from bluemoon import actions as A
from bluemoon import ai
from bluemoon.rules import new_game


def _states(n, seed, steps=400, **opts):
    s = new_game(n, seed=seed, **opts)
    r = random.Random(seed)
    out = []
    for i in range(steps):
        if s.is_over():
            break
        if i % 7 == 0:
            out.append(s.clone())
        s.apply(r.choice(s.legal_actions()))
    return out


def test_hooks_are_legal_and_bounded():
    r = random.Random(1)
    for n, opts in ((2, {}), (3, {"expansion": True}), (4, {})):
        for s in _states(n, n, **opts):
            legal = s.legal_actions()
            v = ai.evaluate(s)
            assert len(v) == n and all(0.0 <= x <= 1.0 for x in v)
            assert ai.rollout_action(s, r) in legal
            kept = ai.prune(s, legal)
            assert kept and all(a in legal for a in kept)
            w = ai.prior(s, legal)
            assert len(w) == len(legal) and all(x >= 0 for x in w)


def test_policy_offers_when_it_can():
    s = new_game(2, seed=3)
    s.crystals[s.current] = 7
    s._legal = None
    assert ai.rollout_action(s, random.Random(0)) == A.OFFER or ai._policy(s, s.legal_actions()) == A.OFFER


def test_rollouts_finish_games():
    for seed in range(3):
        s = new_game(2, seed=seed)
        r = random.Random(seed)
        for _ in range(5000):
            if s.is_over():
                break
            s.apply(ai.rollout_action(s, r))
        assert s.is_over()
