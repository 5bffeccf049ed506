"""The Fantastiqa AI's rollout policy and pruning (fantastiqa/ai.py)."""

from __future__ import annotations

import random

from engine.ai import choose_action
from engine.game import load_game
from fantastiqa import ai, rules
from fantastiqa import data as D
from fantastiqa.actions import Commit, Discard, Done, EndTurn, Fly, Statue, Subdue, Withdraw
# The rule-based part of ``ai.prune``, before its look-ahead keeps the best few moves: what
# the rules let through is checked there (a module function; no state internals).
from fantastiqa.ai import _prune_rules

from helpers_fantastiqa import (Setup, clear_paths, place, set_common, set_completed, set_hand,
                                set_path, set_personal_quests, set_pile, stand, table)


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


def a_dragon_to_pay_for() -> Setup:
    """The seat to move in the hills holds the cards to pay for the dragon alone on P1."""
    b = table(2)
    clear_paths(b)
    set_path(b, "P1", "dragon", 2)
    place(b, b.cur, "hills")
    set_hand(b, b.cur, "spatula", "satyr", "gryphon", "matchbox", "the_net")
    return b


def test_policy_adventures_before_preparing_quests():
    b = a_dragon_to_pay_for()
    p = b.cur
    set_personal_quests(b, p, "fetch_the_fabled_feather_of_fernwick")  # fire 2, web 1
    s = b.state()
    acts = s.legal_actions()
    assert any(type(a) is Subdue for a in acts)
    assert any(type(a) is Commit and a.quest is not None for a in acts)
    assert type(ai.rollout_action(s, random.Random(0))) is Subdue


def test_policy_cycles_a_hand_after_a_turn_without_action():
    b = table(2)
    p = b.cur
    clear_paths(b)  # nothing to subdue
    set_hand(b, p, "spatula", "satyr", "gryphon", "witch", "enchantress")
    s = b.state()
    s.apply(EndTurn())
    assert s.phase == rules.PH_END and s.actions_left == 1
    assert type(ai.rollout_action(s, random.Random(0))) is Discard


def locked() -> Setup:
    """Seat to move holds one card; four more sit under the quest token; nothing near
    can be subdued with that card, and a carpet is at hand."""
    b = table(2)
    p = b.cur
    clear_paths(b)
    place(b, p, "hills")
    set_path(b, "P1", "dragon", 2)
    set_hand(b, p, "peaceful_dragon")
    set_pile(b, p, "draw_pile")
    set_pile(b, p, "discard_pile")
    set_pile(b, p, "quest_token", "spatula", "satyr", "gryphon", "watering_can")
    b.seat(p)["carpets"] = 1
    return b


def test_a_locked_deck_is_unlocked_by_the_search():
    """With its cards under the quest token and no creature it can pay for, the player
    must be able to withdraw cards or fly away: otherwise it ends every turn unmoved."""
    s = locked().state()
    acts = s.legal_actions()
    assert not any(type(a) is Subdue for a in acts)
    kept = ai.prune(s, acts)
    assert any(type(a) is Withdraw for a in kept), kept
    assert any(type(a) is Fly for a in _prune_rules(s, acts))  # left to the look-ahead


def test_withdrawals_stay_out_of_a_search_with_a_full_deck():
    b = a_dragon_to_pay_for()
    p = b.cur
    set_pile(b, p, "quest_token", "watering_can")
    s = b.state()
    acts = s.legal_actions()
    assert any(type(a) is Subdue for a in acts)
    assert any(type(a) is Withdraw for a in acts)
    # a full hand's worth of cards still comes back to the hand
    assert len(s.hand[p]) + len(s.draw[p]) + len(s.disc[p]) >= D.HAND_SIZE
    assert not any(type(a) is Withdraw for a in ai.prune(s, acts))


def test_evaluation_charges_cards_out_of_circulation():
    b = locked()
    p = b.cur
    before = ai.evaluate(b.state())[p]
    set_pile(b, p, "discard_pile", "spatula", "satyr")
    set_pile(b, p, "quest_token", "gryphon", "watering_can")
    assert ai.evaluate(b.state())[p] > before


def ending_turn(b: Setup, *hand):
    """The seat to move has spent its action (a statue visit, say) and ends its turn
    with ``hand``, at the hills, holding no quest it could complete."""
    p = b.cur
    place(b, p, "hills")
    set_hand(b, p, *hand)
    set_personal_quests(b, p)
    b.spec["turn"]["actions_left"] = 0
    s = b.state()
    s.apply(EndTurn())
    assert s.phase == rules.PH_END
    return s


def keeps_hand(s) -> bool:
    """Whether the search keeps the hand at the end of the turn (a dead hand is cycled:
    only discards are left to it)."""
    return any(type(a) is Done for a in ai.prune(s, s.legal_actions()))


def test_a_dead_hand_is_cycled_at_the_end_of_the_turn():
    """A hand that pays for no creature near and completes no quest is not kept: both
    seats visiting a statue and keeping such a hand stalled a game for good (it ran to
    the arena's decision cap)."""
    b = table(2)
    clear_paths(b)  # nothing near to subdue
    s = ending_turn(b, "spatula", "satyr", "gryphon", "witch", "enchantress")
    assert not keeps_hand(s)
    kept = ai.prune(s, s.legal_actions())
    assert kept and all(type(a) is Discard for a in kept), kept
    assert type(ai.rollout_action(s, random.Random(0))) is Discard


def test_a_hand_that_pays_for_a_creature_near_is_kept():
    b = table(2)
    clear_paths(b)
    set_path(b, "P1", "dragon", 2)
    s = ending_turn(b, "spatula", "satyr", "gryphon", "matchbox", "the_net")
    assert keeps_hand(s)
    assert type(ai.rollout_action(s, random.Random(0))) is Done


def test_the_turn_ahead_sees_the_rival_win_on_its_next_turn():
    """The rival stands in the hills with the cards for a common quest that takes it to
    the goal: the static evaluation only guesses at that, normal's and hard's judgements
    play the rival's turn and see the game lost.  The state they judged is left as it was."""
    b = table(2, quest_goal=10)
    p = b.cur
    o = 1 - p
    clear_paths(b)
    set_completed(b, o, "topple_the_tottering_tower_of_tumbledown",      # 3 cups each
                  "vanquish_the_venomous_vapours_of_vexmoor",
                  "silence_the_shrieking_shadow_shrew_of_shiverpeak")
    set_personal_quests(b, o)
    set_common(b, 0, "hush_the_howling_hobgoblin_of_hollowhill")       # hills, 2 fire + 1 horn
    place(b, o, "hills")
    set_hand(b, o, "matchbox", "baby_dragon", "bike_helmet", "spatula", "satyr")
    place(b, p, "forest")
    s = b.state()
    before = s.to_dict()
    plain = ai.evaluate(s)
    assert 0.0 < plain[p] and plain[o] < 1.0  # a guess: the quest is not yet done
    for ahead in (ai.evaluate_ahead(s), ai.evaluate_ahead_greedy(s)):  # normal's, hard's
        assert s.to_dict() == before
        assert ahead[o] == 1.0 and ahead[p] == 0.0


def test_the_searching_levels_judge_a_turn_ahead_and_hard_with_the_best_answers():
    """Both levels judge a turn later; hard plays those turns with the moves the static
    evaluation likes best instead of the rollout policy's rules of thumb."""
    from engine.ai.players import level_hooks, level_spec
    from engine.game import load_game

    info = load_game("fantastiqa")
    hard, normal = level_spec(info, "hard"), level_spec(info, "normal")
    assert level_hooks(info, normal).evaluate is ai.evaluate_ahead
    assert level_hooks(info, hard).evaluate is ai.evaluate_ahead_greedy


def test_a_statue_visit_that_can_buy_nothing_is_not_a_turn():
    """At the artifact tower with one gem (its cheapest card costs 2) drawing buys nothing:
    the search leaves it out, so a leader to whom every move looks alike adventures
    instead (it visited that way every turn and stalled a game for good)."""
    b = table(2)
    p = b.cur
    clear_paths(b)
    tower = next(sp for sp in range(6) if b.statue_at(sp) == D.ARTIFACT_TOWER)
    stand(b, p, tower)
    set_hand(b, p, "spatula", "satyr", "gryphon", "matchbox", "the_net")
    path = next(D.PATH_NAMES[i] for i, ends in enumerate(D.PATHS) if tower in ends)
    set_path(b, path, "dragon", 2)
    b.seat(p)["gems"] = 1
    s = b.state()
    draw = Statue("draw")
    assert draw in s.legal_actions()
    kept = ai.prune(s, s.legal_actions())
    assert draw not in kept and any(type(a) is Subdue for a in kept)
    b.seat(p)["gems"] = 2
    s = b.state()
    assert draw in _prune_rules(s, s.legal_actions())


def test_a_hand_for_a_quest_out_of_reach_is_cycled():
    """The hand completes a common quest in the hills, but the player stands in the
    forest with no creature near to pay for and no carpet: it cannot get there with this
    hand, so the hand is cycled (kept, a game stalled for good).  With a carpet to fly,
    the hand is kept."""
    b = table(2)
    p = b.cur
    clear_paths(b)
    set_common(b, 0, "hush_the_howling_hobgoblin_of_hollowhill", bonus_token=True)  # hills,
    place(b, p, "forest")                                                # 2 fire + 1 horn
    set_hand(b, p, "matchbox", "baby_dragon", "bike_helmet", "spatula", "satyr")
    set_personal_quests(b, p)
    b.seat(p)["carpets"] = 0
    b.spec["turn"]["actions_left"] = 0
    s = b.state()
    s.apply(EndTurn())
    assert not keeps_hand(s)
    b = Setup(s)
    b.seat(p)["carpets"] = 1
    assert keeps_hand(b.state())
    place(b, p, "hills")
    b.seat(p)["carpets"] = 0
    assert keeps_hand(b.state())


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
