"""The Fantastiqa AI's rollout policy and pruning (fantastiqa/ai.py)."""

from __future__ import annotations

import random

from engine.ai import choose_action
from engine.game import load_game
from fantastiqa import ai, rules
from fantastiqa import data as D
from fantastiqa.actions import Commit, Discard, Done, EndTurn, Fly, Statue, Subdue, Withdraw

from helpers_fantastiqa import clear_paths, kinds, place, ready, set_hand, set_path


def test_policy_games_end():
    """The rollout policy, played by both seats, finishes a game: it adventures and
    cycles a hand that pays for nothing (it used to end every turn unmoved, for ever)."""
    for seed in range(4):
        s = rules.new_game(2, seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if s.is_over():
                break
            s.apply(ai.rollout_action(s, rng))
        assert s.is_over(), f"seed {seed}: the policy's game did not end"


def test_policy_adventures_before_preparing_quests():
    s = ready(2)
    p = s.cur
    clear_paths(s)
    set_path(s, "P1", "dragon", 2)
    place(s, p, "hills")
    set_hand(s, p, "spatula", "satyr", "gryphon", "matchbox", "the_net")
    s.pq[p] = [D.QUEST["fetch_the_fabled_feather_of_fernwick"]]  # fire 2, web 1
    s.pqc[p] = [[]]
    acts = s.legal_actions()
    assert any(type(a) is Subdue for a in acts)
    assert any(type(a) is Commit and a.quest is not None for a in acts)
    assert type(ai.rollout_action(s, random.Random(0))) is Subdue


def test_policy_cycles_a_hand_after_a_turn_without_action():
    s = ready(2)
    p = s.cur
    clear_paths(s)  # nothing to subdue
    set_hand(s, p, "spatula", "satyr", "gryphon", "witch", "enchantress")
    s.apply(EndTurn())
    assert s.phase == rules.PH_END and s.actions_left == 1
    assert type(ai.rollout_action(s, random.Random(0))) is Discard


def _locked(s):
    """Seat to move holds one card; four more sit under the quest token; nothing near
    can be subdued with that card, and a carpet is at hand."""
    p = s.cur
    clear_paths(s)
    place(s, p, "hills")
    set_path(s, "P1", "dragon", 2)
    set_hand(s, p, "peaceful_dragon")
    s.draw[p], s.disc[p] = [], []
    s.token[p] = kinds("spatula", "satyr", "gryphon", "watering_can")
    s.carpets[p] = 1
    s._legal = None
    return p


def test_a_locked_deck_is_unlocked_by_the_search():
    """With its cards under the quest token and no creature it can pay for, the player
    must be able to withdraw cards or fly away: otherwise it ends every turn unmoved."""
    s = ready(2)
    _locked(s)
    acts = s.legal_actions()
    assert not any(type(a) is Subdue for a in acts)
    kept = ai.prune(s, acts)
    assert any(type(a) is Withdraw for a in kept), kept
    assert any(type(a) is Fly for a in ai._prune_rules(s, acts))


def test_withdrawals_stay_out_of_a_search_with_a_full_deck():
    s = ready(2)
    p = s.cur
    clear_paths(s)
    set_path(s, "P1", "dragon", 2)
    place(s, p, "hills")
    set_hand(s, p, "spatula", "satyr", "gryphon", "matchbox", "the_net")
    s.token[p] = kinds("watering_can")
    s._legal = None
    acts = s.legal_actions()
    assert any(type(a) is Subdue for a in acts)
    assert any(type(a) is Withdraw for a in acts)
    assert ai._circulating(s, p) >= D.HAND_SIZE
    assert not any(type(a) is Withdraw for a in ai._prune_rules(s, acts))


def test_evaluation_charges_cards_out_of_circulation():
    s = ready(2)
    p = _locked(s)
    before = ai.evaluate(s)[p]
    s.disc[p] = s.token[p][:2]
    s.token[p] = s.token[p][2:]
    assert ai.evaluate(s)[p] > before


def _ending_turn(s, *hand):
    """The seat to move has spent its action (a statue visit, say) and ends its turn
    with ``hand``, at the hills, holding no quest it could complete."""
    p = s.cur
    place(s, p, "hills")
    set_hand(s, p, *hand)
    s.pq[p], s.pqc[p] = [], []
    s.actions_left = 0
    s._legal = None
    s.apply(EndTurn())
    assert s.phase == rules.PH_END
    return p


def test_a_dead_hand_is_cycled_at_the_end_of_the_turn():
    """A hand that pays for no creature near and completes no quest is not kept: both
    seats visiting a statue and keeping such a hand stalled a game for good (it ran to
    the arena's decision cap)."""
    s = ready(2)
    clear_paths(s)  # nothing near to subdue
    _ending_turn(s, "spatula", "satyr", "gryphon", "witch", "enchantress")
    assert ai._dead_hand(s)
    kept = ai.prune(s, s.legal_actions())
    assert kept and all(type(a) is Discard for a in kept), kept
    assert type(ai.rollout_action(s, random.Random(0))) is Discard


def test_a_hand_that_pays_for_a_creature_near_is_kept():
    s = ready(2)
    clear_paths(s)
    set_path(s, "P1", "dragon", 2)
    _ending_turn(s, "spatula", "satyr", "gryphon", "matchbox", "the_net")
    assert not ai._dead_hand(s)
    assert any(type(a) is Done for a in ai.prune(s, s.legal_actions()))
    assert type(ai.rollout_action(s, random.Random(0))) is Done


def test_hard_sees_the_rival_win_on_its_next_turn():
    """The rival stands in the hills with the cards for a common quest that takes it to
    the goal: the static evaluation only guesses at that, hard's plays the rival's turn
    and sees the game lost.  The state it judged is left as it was."""
    s = ready(2, quest_goal=10)
    p = s.cur
    o = 1 - p
    clear_paths(s)
    tower = D.QUEST["topple_the_tottering_tower_of_tumbledown"]        # 3 cups
    hobgoblin = D.QUEST["hush_the_howling_hobgoblin_of_hollowhill"]    # hills, 2 fire + 1 horn
    s.done[o] = [tower, tower, tower]
    s.pq[o], s.pqc[o] = [], []
    s.common[0], s.common_bonus[0] = hobgoblin, 0
    place(s, o, "hills")
    set_hand(s, o, "matchbox", "baby_dragon", "bike_helmet", "spatula", "satyr")
    place(s, p, "forest")
    before = s.to_dict()
    plain, ahead = ai.evaluate(s), ai.evaluate_ahead(s)
    assert s.to_dict() == before
    assert ahead[o] == 1.0 and ahead[p] == 0.0
    assert 0.0 < plain[p] and plain[o] < 1.0  # a guess: the quest is not yet done


def test_only_hard_judges_a_turn_ahead():
    from engine.ai.players import level_hooks, level_spec
    from engine.game import load_game

    info = load_game("fantastiqa")
    assert level_hooks(info, level_spec(info, "hard")).evaluate is ai.evaluate_ahead
    assert level_hooks(info, level_spec(info, "normal")).evaluate is ai.evaluate


def test_a_statue_visit_that_can_buy_nothing_is_not_a_turn():
    """At the artifact tower with one gem (its cheapest card costs 2) drawing buys nothing:
    the search leaves it out, so a leader to whom every move looks alike adventures
    instead (it visited that way every turn and stalled a game for good)."""
    s = ready(2)
    p = s.cur
    clear_paths(s)
    tower = s.statue_at.index(D.ARTIFACT_TOWER)
    place(s, p, D.REGIONS[s.region_at[tower]])
    set_hand(s, p, "spatula", "satyr", "gryphon", "matchbox", "the_net")
    path = next(D.PATH_NAMES[i] for i, ends in enumerate(D.PATHS) if tower in ends)
    set_path(s, path, "dragon", 2)
    s.gems[p] = 1
    s._legal = None
    draw = Statue("draw")
    assert draw in s.legal_actions()
    kept = ai.prune(s, s.legal_actions())
    assert draw not in kept and any(type(a) is Subdue for a in kept)
    s.gems[p] = 2
    s._legal = None
    assert draw in ai._prune_rules(s, s.legal_actions())


def test_a_hand_for_a_quest_out_of_reach_is_cycled():
    """The hand completes a common quest in the hills, but the player stands in the
    forest with no creature near to pay for and no carpet: it cannot get there with this
    hand, so the hand is cycled (kept, a game stalled for good).  With a carpet to fly,
    the hand is kept."""
    s = ready(2)
    p = s.cur
    clear_paths(s)
    s.common[0] = D.QUEST["hush_the_howling_hobgoblin_of_hollowhill"]  # hills, 2 fire + 1 horn
    place(s, p, "forest")
    set_hand(s, p, "matchbox", "baby_dragon", "bike_helmet", "spatula", "satyr")
    s.pq[p], s.pqc[p] = [], []
    s.carpets[p] = 0
    s.actions_left = 0
    s._legal = None
    s.apply(EndTurn())
    assert ai._completable_regions(s, p) == {D.REGIONS.index("hills")}
    assert ai._dead_hand(s)
    assert not any(type(a) is Done for a in ai.prune(s, s.legal_actions()))
    s.carpets[p] = 1
    assert not ai._dead_hand(s)
    place(s, p, "hills")
    s.carpets[p] = 0
    assert not ai._dead_hand(s)


def test_easy_does_not_shuffle_cards_through_the_quest_token():
    """A card put under the quest token and taken back in the same turn changes nothing;
    easy did it about twice a turn (its log read like a loop).  Now under one turn in ten."""
    info = load_game("fantastiqa")
    trips = turns = 0
    for g in range(2):
        s, rng, committed = rules.new_game(2, seed=500 + g), random.Random(g), set()
        while not s.is_over() and turns < 60 * (g + 1):
            a = choose_action(info, s, "easy", seed=rng.getrandbits(64))
            if type(a) is Commit:
                committed.add(a.card)
            elif type(a) is Withdraw and a.card in committed:
                trips += 1
            elif type(a) is EndTurn:
                turns, committed = turns + 1, set()
            s.apply(a)
    assert trips < turns / 10, f"{trips} round trips through the quest token in {turns} turns"
