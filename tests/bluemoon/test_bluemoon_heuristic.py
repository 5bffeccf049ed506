"""The Blue Moon City heuristic player (bluemoon/ai_heuristic.py) turns crystals into obelisk
markers: standing at the Courtyard with the crystals, it always makes the offering, and it plays a
Pillar card for one more offering whenever it may."""

from bluemoon.actions import OFFER, Pillar
from contract.test_heuristic_players import play_match


def test_heuristic_offers_whenever_it_can():
    offers = []

    def watch(state, action):
        legal = state.legal_actions()
        if OFFER in legal:
            assert action == OFFER
            offers.append(action)
        elif any(type(a) is Pillar for a in legal):
            assert type(action) is Pillar
            offers.append(action)

    for seed in range(3):
        state, _ = play_match("bluemoon", 2, seed=300 + seed, heuristic_seat=seed % 2, watch=watch)
        assert state.winners() == [seed % 2]
    assert offers
