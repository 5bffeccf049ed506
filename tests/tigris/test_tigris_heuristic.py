"""The Tigris & Euphrates heuristic player (tigris/ai_heuristic.py) fights only conflicts it can
win: it never commits a tile to a revolt or war that even its whole hand of supporters loses, and
it does commit where support wins."""

from contract.test_heuristic_players import play_match
from tigris.actions import CommitSupport
from tigris.position import to_position

#: Games whose conflicts include a hopeless one for the heuristic (seed 209: a defence it cannot
#: hold) and several it wins with support.
SEEDS = (200, 209)


def test_heuristic_never_commits_to_a_hopeless_conflict():
    hopeless, supported = [], []

    def watch(state, action):
        if type(action) is not CommitSupport:
            return
        conflict = to_position(state)["pending"]["conflict"]
        supporters = max(a.count for a in state.legal_actions())
        attack, defence = conflict["attacker_strength"], conflict["defender_strength"]
        if conflict["attacker"] == state.to_move + 1:
            lost = attack + supporters <= defence
        else:
            lost = defence + supporters < attack + conflict["attacker_committed"]
        if lost and supporters:
            hopeless.append((conflict, action.count))
        elif action.count:
            supported.append(action.count)

    for seed in SEEDS:
        play_match("tigris", 2, seed=seed, heuristic_seat=seed % 2, watch=watch)
    assert hopeless and supported, "these games no longer hold both kinds of conflict"
    assert all(count == 0 for _, count in hopeless), hopeless
