"""The Guildhall heuristic player (guildhall/ai_heuristic.py) clears its hand of dead cards: at a
discard & draw it first throws away every card identical to one in its guildhall (such a card can
never be played) or a second copy in hand, and it reaches 20 VP against the random player."""

from contract.test_heuristic_players import play_match
from guildhall.actions import Discard
from guildhall.data import DD, TARGET_VP


def test_heuristic_discards_dead_cards_first():
    dead_seen = []

    def watch(state, action):
        if state.phase != DD:
            return
        seat = state.to_move
        hand = state.hands[seat]
        guild = set(state.guild_kinds(seat))
        dead = {k for k in hand if k in guild or hand.count(k) > 1}
        if dead:
            assert type(action) is Discard and action.kind in dead, (action, sorted(dead))
            dead_seen.append(action.kind)

    for seed in range(3):
        seat = seed % 2
        state, _ = play_match("guildhall", 2, seed=600 + seed, heuristic_seat=seat, watch=watch)
        assert state.winners() == [seat] and state.vp(seat) >= TARGET_VP
    assert dead_seen
