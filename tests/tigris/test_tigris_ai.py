"""The AI hooks: legal, non-empty, and reading only the given state."""

import random

from tigris import ai
from tigris import rules as R


def test_hooks_on_random_positions():
    rng = random.Random(2)
    for n, opts in ((2, {}), (3, {"rules_preset": "advanced"})):
        s = R.new_game(n, seed=5, **opts)
        step = 0
        while not s.is_over():
            step += 1
            seat = s.to_move
            if step % 7 == 0:
                w = s.determinize(seat, random.Random(step))
                legal = w.legal_actions()
                kept = ai.prune(w, legal)
                assert kept and all(a in legal for a in kept)
                weights = ai.prior(w, kept)
                assert len(weights) == len(kept) and all(x >= 0 for x in weights)
                a = ai.rollout_action(w, rng)
                assert a in legal
                values = ai.evaluate(w)
                assert len(values) == n and all(0.0 <= v <= 1.0 for v in values)
            s.apply(rng.choice(s.legal_actions()))


def test_prune_keeps_the_scoring_tile():
    s = R.new_game(2, seed=1)
    s.tiles = [-1] * len(s.tiles)
    s.treas = [0] * len(s.treas)
    for sq in (10, 160, 90):           # three far treasures keep the game going
        s.tiles[sq] = 0
        s.treas[sq] = 1
    s.tiles[4 * 16 + 7] = 0
    s.leaders[4 * 16 + 6] = 3          # seat 0's king next to the temple
    s.lpos[3] = 4 * 16 + 6
    s.hands = [[0, 0, 2, 4], [0, 0, 0, 6]]
    s.hand_n = [6, 6]
    s.active = s.to_move = 0
    s._dirty()
    s._legal = None
    kept = ai.prune(s, s.legal_actions())
    assert R.A.PlaceTile("settlement", 4, 8) in kept
