"""The Fantastiqa heuristic player (fantastiqa/ai_heuristic.py) completes a quest whenever its
turn's action allows one."""

from contract.test_heuristic_players import play_match
from fantastiqa.actions import CompleteQuest


def test_heuristic_completes_a_quest_whenever_it_can():
    completed = []

    def watch(state, action):
        if any(type(a) is CompleteQuest for a in state.legal_actions()):
            assert type(action) is CompleteQuest, f"left a quest open: played {action!r}"
            completed.append(action)

    for seed in range(3):
        play_match("fantastiqa", 2, seed=400 + seed, heuristic_seat=seed % 2, watch=watch)
    assert completed
