"""The fast paths of the engine give exactly what the plain rules give."""

from __future__ import annotations

import random

from fantastiqa import data as D
from fantastiqa import payment as P
from fantastiqa import rules


def test_minimal_payments_match_brute_force():
    rng = random.Random(11)
    symbolic = [k for k in range(D.NUM_KINDS) if D.KIND_SYM[k] >= 0]
    creatures = [k for k in range(D.NUM_KINDS) if D.KIND_NEED[k] > 0]
    for _ in range(1500):
        pool = rng.sample(symbolic, 4)
        hand = tuple(sorted(rng.choice(pool) for _ in range(rng.randint(1, 7))))
        k = rng.choice(creatures)
        glass = rng.choice(hand) if rng.random() < 0.4 else -1
        weak, need = D.KIND_WEAK[k], D.KIND_NEED[k]
        assert P.minimal_payments(hand, weak, need, glass) == \
            P.minimal_payments_brute(hand, weak, need, glass), (hand, k, glass)


def test_cached_legal_lists_equal_fresh_ones():
    """Legal lists kept between moves (after a subdue, in caches keyed by content)
    are the ones a fresh computation gives."""
    for n, opts in ((2, {}), (3, {"simple_rules": True}), (4, {})):
        for seed in range(3):
            rng = random.Random(seed)
            s = rules.new_game(n, seed=seed, **opts)
            steps = 0
            while not s.is_over() and steps < 3000:
                legal = s.legal_actions()
                fresh = s.clone()
                fresh._legal = None
                assert legal == fresh._compute_legal()
                s.apply(rng.choice(legal))
                steps += 1
