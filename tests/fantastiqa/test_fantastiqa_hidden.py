"""Hands, draw piles, token cards and completed quests are private (§11.3)."""

import json
import random

from fantastiqa import ai
from helpers_fantastiqa import ready, set_completed, set_pile, table


def with_prepared_cards():
    """The opponent of the seat to move has a spatula and a dog under the quest token and one
    completed quest."""
    b = table(2)
    o = 1 - b.cur
    set_pile(b, o, "quest_token", "spatula", "dog")
    set_completed(b, o, "coax_the_quarrelsome_quail_of_quillcrag")
    return b.state()


def test_view_hides_private_cards_and_keeps_counts():
    s = with_prepared_cards()
    p = s.cur
    o = 1 - p
    v = s.view(p)
    assert v.hand[o] == [None] * len(s.hand[o])
    assert v.draw[o] == [None] * len(s.draw[o])
    assert v.token[o] == [None, None]
    assert v.done[o] == [None]
    assert v.hand[p] == s.hand[p]
    assert v.draw[p] == sorted(s.draw[p])  # own pile: contents known, order not
    assert v.quest_deck == [None] * len(s.quest_deck)
    assert v.to_dict()["rng"] is None
    json.dumps(v.to_dict())
    # public: discards, committed personal-quest cards, personal quests, counts
    assert v.disc == s.disc and v.pq == s.pq and v.quest_cards == s.quest_cards
    assert v.scores()[p] == s.scores()[p]


def test_determinize_deals_the_unseen_cards_consistently():
    s = with_prepared_cards()
    p = s.cur
    o = 1 - p
    before = sorted(s.hand[o] + s.draw[o] + s.token[o])
    seen_hands = set()
    for k in range(10):
        d = s.determinize(p, random.Random(k))
        assert sorted(d.hand[o] + d.draw[o] + d.token[o]) == before
        assert len(d.hand[o]) == len(s.hand[o]) and len(d.token[o]) == 2
        assert d.hand[p] == s.hand[p]
        assert len(d.done[o]) == 1 and d.done[o][0] is not None
        assert d.view(p).to_dict() == s.view(p).to_dict()
        seen_hands.add(tuple(sorted(d.hand[o])))
        d.legal_actions()
    assert len(seen_hands) > 1


def test_evaluate_is_a_probability_per_seat():
    for n in (2, 3, 4):
        s = ready(n)
        vals = ai.evaluate(s)
        assert len(vals) == n and all(0.0 <= x <= 1.0 for x in vals)
        acts = s.legal_actions()
        assert ai.prune(s, acts)
        assert len(ai.prior(s, acts)) == len(acts)
        assert ai.rollout_action(s, random.Random(1)) in acts


def test_a_seat_seen_paying_for_a_quest_is_dealt_cards_that_pay_for_it():
    """The loser of a game won by a quest paid from the hand guesses the winner's hidden cards:
    every guess can pay what the quest still needs, and the guesses still differ."""
    from pathlib import Path

    from engine import records
    from engine.ai import analysis
    from engine.game import load_game

    path = Path(__file__).parent.parent / "fixtures" / "records" / "fantastiqa-won-by-a-quest-payment.json"
    record, _, _ = records.load(path)
    states = analysis.positions(load_game(record.game), record)
    paying = [s for s in states[:-1] if s.phase == "quest_payment" and s.cur == 1]
    assert paying, "the record ends with the winner paying for a quest"
    for s in paying:
        hands = set()
        for k in range(30):
            world = s.determinize(0, random.Random(k))
            assert world.can_finish_payment(), f"a guessed hand {world.hand[1]} cannot pay {world.qneed}"
            assert world.legal_actions()
            hands.add(tuple(sorted(world.hand[1])))
        assert len(hands) > 1
