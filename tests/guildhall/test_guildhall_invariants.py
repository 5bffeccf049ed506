"""Random games keep every card in exactly one place; views hide what §12 hides."""

import random
from collections import Counter

from guildhall import data as D
from guildhall import rules as R


def census(s):
    c = Counter()
    for h in s.hands:
        c.update(h)
    for p in range(s.num_players):
        c.update(s.guild_kinds(p))
    for cs in s.completed:
        for p in cs:
            c.update(range(p * 5, p * 5 + 5))
    for zone in (s.deck, s.discard, s.area, s.limbo, s.laying, s.laid):
        c.update(zone)
    return c


def test_random_games_conserve_cards_and_respect_the_limits():
    full = Counter({k: 4 for k in range(D.NUM_KINDS)})
    for n in (2, 3, 4):
        for seed in range(3):
            s = R.new_game(n, seed=seed)
            rng = random.Random(seed)
            vp_total = sum(D.vp_deck_counts(n))
            while not s.is_over():
                s.apply(rng.choice(s.legal_actions()))
                assert census(s) == full
                assert len(s.vp_deck) + len(s.center) + sum(map(len, s.vp_cards)) == vp_total
                if not s.limit:
                    assert all(len(c) <= D.MAX_COMPLETED_CHAPTERS for c in s.completed)
                assert all(m & D.CHAPTER_MASK[p] != D.CHAPTER_MASK[p]
                           for m in s.guild for p in range(6))
            w = s.winners()
            assert len(w) == 1 and s.vp(w[0]) >= D.TARGET_VP


def test_view_hides_hands_deck_pile_and_completed_professions():
    s = R.new_game(3, seed=5)
    rng = random.Random(2)
    while s.phase != R.MAIN or not any(s.completed) or len(s.discard) < 3:
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(3):
        v = s.view(seat)
        assert v.to_dict()["rng"] is None
        assert v.hands[seat] == s.hands[seat]
        for p in range(3):
            if p != seat:
                assert v.hands[p] == [None] * len(s.hands[p])
                assert v.completed[p] == [None] * len(s.completed[p])
            assert v.guild[p] == s.guild[p]
        assert v.deck == [None] * len(s.deck) and v.vp_deck == [None] * len(s.vp_deck)
        assert v.discard[-1] == s.discard[-1] and set(v.discard[:-1]) == {None}
        assert v.center == s.center and v.scores() == s.scores()
        d = s.determinize(seat, random.Random(7))
        assert d.view(seat).to_dict() == v.to_dict()
        assert census(d) == Counter({k: 4 for k in range(D.NUM_KINDS)})
        assert sorted(d.vp_deck) == sorted(s.vp_deck)


def test_the_seat_to_move_knows_its_legal_actions():
    """Legal actions depend only on what the seat to move can see (the AI acts on samples)."""
    for n in (2, 3, 4):
        for seed in range(4):
            s = R.new_game(n, seed=seed)
            rng = random.Random(seed)
            while not s.is_over():
                d = s.determinize(s.to_move, random.Random(rng.random()))
                assert d.legal_actions() == s.legal_actions(), s.phase
                s.apply(rng.choice(s.legal_actions()))
