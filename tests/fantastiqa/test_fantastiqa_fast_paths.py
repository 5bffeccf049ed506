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
                fresh = rules.FantastiqaState.from_dict(s.to_dict())  # nothing kept
                assert legal == fresh.legal_actions()
                s.apply(rng.choice(legal))
                steps += 1


def _mid_game(seed: int, moves: int) -> rules.FantastiqaState:
    rng = random.Random(seed)
    s = rules.new_game(2, seed=seed)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_clone_copies_every_field_and_shares_no_pile():
    """The field-by-field clone leaves nothing out: every slot is set, equal to the
    original's, and no list is shared, so moves on the copy never touch the original."""
    s = _mid_game(5, 60)
    c = s.clone()
    for name in rules.FantastiqaState.__slots__:
        if name in ("_legal", "rng", "rng_shared"):
            continue
        mine, theirs = getattr(s, name), getattr(c, name)
        assert mine == theirs, name
        if isinstance(mine, list):
            assert mine is not theirs, name
            for a, b in zip(mine, theirs):
                assert not isinstance(a, list) or a is not b, name
    assert c.to_dict() == s.to_dict()


def test_clones_draw_the_same_future_independently():
    """A clone shares the generator until one side draws: both still see the future the
    original would have seen, and a draw on one never moves the other's stream."""
    s = _mid_game(9, 40)
    twin = s.clone()
    rng = random.Random(3)
    script = []
    probe = s.clone()
    while not probe.is_over() and len(script) < 400:
        a = rng.choice(probe.legal_actions())
        script.append(a)
        probe.apply(a)
    for a in script:
        twin.apply(a)
    assert twin.to_dict() == probe.to_dict()
    for a in script:  # the original, played after both clones drew, goes the same way
        s.apply(a)
    assert s.to_dict() == probe.to_dict()
