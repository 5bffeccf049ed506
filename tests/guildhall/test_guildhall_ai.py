"""The AI hooks stay legal, bounded and cheap on every kind of decision."""

import random

from guildhall import ai
from guildhall import data as D
from guildhall import rules as R
from guildhall.actions import EndTurn, PlayCard
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


def test_play_quality_counts_what_the_game_shows():
    """Summed over a game, the VP cards each seat bought and their points are the ones in
    front of it, and every completed chapter is counted once, for the seat whose move
    completed it (its own or, a gift, a rival's)."""
    for n, seed in ((2, 5), (3, 6), (4, 7)):
        s = R.new_game(n, seed=seed)
        rng = random.Random(seed)
        counts = [dict.fromkeys(("chapters_completed", "rival_chapters_completed", "vp_cards_bought",
                                 "vp_bought", "actions_given_up"), 0) for _ in range(n)]
        completions = 0
        while not s.is_over():
            before, seat = s.clone(), s.to_move
            a = ai.rollout_action(s, rng)
            s.apply(a)
            completions += sum(e.message.key == "guildhall.ev.complete_seen" for e in s.last_events())
            for k, v in ai.play_quality(before, a, s).items():
                counts[seat][k] += v
        for p in range(n):
            assert counts[p]["vp_cards_bought"] == len(s.vp_cards[p])
            assert counts[p]["vp_bought"] == sum(D.VP_POINTS[v] for v in s.vp_cards[p])
        assert sum(c["chapters_completed"] + c["rival_chapters_completed"] for c in counts) == completions
        assert completions >= 2


def test_ending_a_turn_with_a_card_to_play_gives_actions_up():
    s = R.new_game(2, seed=3)
    rng = random.Random(3)
    while s.phase != R.MAIN:
        s.apply(rng.choice(s.legal_actions()))
    assert any(isinstance(a, PlayCard) for a in s.legal_actions())
    after = s.clone()
    after.apply(EndTurn())
    assert ai.play_quality(s, EndTurn(), after)["actions_given_up"] == s.actions > 0
    play = next(a for a in s.legal_actions() if isinstance(a, PlayCard))
    after = s.clone()
    after.apply(play)
    assert ai.play_quality(s, play, after)["actions_given_up"] == 0
