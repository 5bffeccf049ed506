"""Exact situations from the rules file and the seed, with exact results."""

import pytest

from engine.game import IllegalAction
from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.actions import (ChooseCard, Commit, CompleteQuest, Done, Dump, EndTurn, Fly,
                                Pay, Play, Release, Statue, Subdue, Take, Withdraw)
from fantastiqa.payment import minimal_payments, subdue_value
from fantastiqa.position import to_position
from helpers_fantastiqa import (Setup, clear_paths, gem_total, kinds, place, ready, seed_adventure,
                                set_common, set_completed, set_creature_deck, set_hand, set_path,
                                set_personal_quests, set_pile, set_statue, stand, table)

TL, TR, ML, MR, BL, BR = range(6)
#: Three quests of 3 cups each.
HARD = ("topple_the_tottering_tower_of_tumbledown", "vanquish_the_venomous_vapours_of_vexmoor",
        "silence_the_shrieking_shadow_shrew_of_shiverpeak")


def statue_here(b, seat, statue):
    set_statue(b, b.space_of(seat), statue)


def test_seed_adventure_example():
    """§6.5: spatula + satyr pair on the dragon, gryphon pair on the billy goat,
    witch on the rabbit, enchantress on the knight; she ends in the fields."""
    b = seed_adventure()
    p = b.cur
    set_pile(b, p, "discard_pile")
    s = b.state()
    gems = s.gems[p]
    total = gem_total(s)
    s.apply(Subdue("P1", ("spatula", "satyr")))
    assert s.phase == rules.PH_ADV and s.gems[p] == gems  # gems only at the end
    s.apply(Subdue("P2", ("gryphon",)))
    s.apply(Subdue("P3", ("witch",)))
    s.apply(Subdue("P4", ("enchantress",)))
    # nothing left to subdue: the adventure ends by itself
    assert s.phase == rules.PH_MAIN
    assert D.REGIONS[s.region_at[s.pos[p]]] == "fields"
    assert s.gems[p] == gems + 4
    assert gem_total(s) == total
    assert sorted(s.disc[p]) == sorted(kinds(
        "spatula", "satyr", "gryphon", "witch", "enchantress",
        "dragon", "billy_goat", "rabbit_of_unusual_size", "knight"))
    assert s.hand[p] == [] and s.paths[:4] == [-1, -1, -1, -1]
    s.apply(EndTurn())  # an empty hand leaves nothing to decide at the end: she draws 5
    assert len(s.hand[p]) == 5 and s.cur != p


def test_adventure_must_follow_adjacent_paths():
    b = table(2)
    p = b.cur
    clear_paths(b)
    stand(b, p, TL)
    set_path(b, "P3", "knight")  # mid_right - bottom_right: not next to top_left
    set_hand(b, p, "toothbrush")
    s = b.state()
    with pytest.raises(IllegalAction, match="next to your region"):
        s.apply(Subdue("P3", ("toothbrush",)))


def test_wild_pair_cannot_be_split_across_two_creatures():
    b = table(2)
    p = b.cur
    clear_paths(b)
    stand(b, p, TL)
    set_path(b, "P1", "knight")       # needs 1 wand
    set_path(b, "P2", "baby_dragon")  # needs 1 sword, beyond the knight
    set_hand(b, p, "troll", "baseball_bat")  # club + club: one wild in all
    s = b.state()
    legal = s.legal_actions()
    assert Subdue("P1", ("baseball_bat", "troll")) in legal
    assert Subdue("P1", ("troll",)) not in legal
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply(Subdue("P1", ("troll",)))
    assert s.to_dict() == before
    s.apply(Subdue("P1", ("baseball_bat", "troll")))
    # the pair is spent on the knight: nothing can pay the baby dragon
    assert s.phase == rules.PH_MAIN and s.pos[p] == TR
    assert s.paths[1] == D.KIND["baby_dragon"]
    # the reference algorithm agrees
    assert subdue_value(kinds("troll"), D.SYM["wand"]) == 0
    assert subdue_value(kinds("troll", "baseball_bat"), D.SYM["wand"]) == 1


def test_two_symbol_creature_needs_two_and_overlapping_pairs():
    club = kinds("troll", "baseball_bat")
    sword = D.SYM["sword"]
    assert minimal_payments(tuple(sorted(club)), sword, 2) == ()
    hand = tuple(sorted(kinds("troll", "baseball_bat", "spatula")))
    assert minimal_payments(hand, sword, 2) == (tuple(sorted(kinds("spatula", "troll", "baseball_bat"))),)
    # a one-card pair (the satyr's horn x2) is one wild
    assert subdue_value(kinds("satyr"), sword) == 1
    assert subdue_value(kinds("gryphon"), sword) == 2


def test_wild_refused_for_a_quest():
    b = table(2)
    p = b.cur
    q = D.QUEST["tickle_the_tetchy_toadstool_troupe"]  # forest: 2 sword + 1 tooth
    set_personal_quests(b, p, D.QUESTS[q])
    place(b, p, "forest")
    set_hand(b, p, "spatula", "false_teeth", "troll", "baseball_bat")  # 1 sword + wild pair
    s = b.state()
    assert CompleteQuest(D.QUESTS[q]) not in s.legal_actions()
    with pytest.raises(IllegalAction, match="natural symbols"):
        s.apply(CompleteQuest(D.QUESTS[q]))
    b = Setup(s)
    set_hand(b, p, "spatula", "false_teeth", "knight")
    s = b.state()
    s.apply(CompleteQuest(D.QUESTS[q]))
    s.apply(Pay("spatula", False))
    s.apply(Pay("knight", False))
    s.apply(Pay("false_teeth", False))
    assert s.done[p] == [q] and s.pq[p] == []


def test_looking_glass_doubles_a_card_into_a_wild():
    b = table(2)
    p = b.cur
    clear_paths(b)
    stand(b, p, TL)
    set_path(b, "P1", "knight")  # needs 1 wand
    set_hand(b, p, "looking_glass", "bike_helmet")
    s = b.state()
    assert not any(isinstance(a, Subdue) for a in s.legal_actions())
    s.apply(Play("looking_glass"))
    s.apply(ChooseCard("bike_helmet", True))
    assert to_position(s)["turn"]["looking_glass"] == "bike_helmet"
    assert Subdue("P1", ("bike_helmet",)) in s.legal_actions()
    s.apply(Subdue("P1", ("bike_helmet",)))
    assert s.pos[p] == TR
    assert D.KIND["looking_glass"] in s.disc[p]
    # a doubled two-symbol card makes 2 wilds, or 4 naturals
    assert subdue_value(kinds("satyr"), D.SYM["sword"], D.KIND["satyr"]) == 2
    assert subdue_value(kinds("gryphon"), D.SYM["sword"], D.KIND["gryphon"]) == 4


def test_banish_costs_one_gem_per_card_and_dragons_are_refused():
    b = table(2)
    p = b.cur
    statue_here(b, p, D.BEAST_BAZAAR)
    set_hand(b, p, "peaceful_dragon", "spatula", "dog")
    set_pile(b, p, "discard_pile", "peaceful_dragon", "matchbox")
    b.seat(p)["gems"] = 3
    s = b.state()
    supply = s.gem_supply
    s.apply(Statue("release"))
    legal = s.legal_actions()
    assert Release("peaceful_dragon", True) not in legal
    assert Release("peaceful_dragon", False) not in legal
    with pytest.raises(IllegalAction, match="Peaceful Dragon"):
        s.apply(Release("peaceful_dragon", True))
    assert Done() not in legal  # releasing nothing is not this option
    s.apply(Release("spatula", True))
    s.apply(Release("matchbox", False))
    assert s.gems[p] == 1 and s.gem_supply == supply + 2
    assert sorted(s.released) == sorted(kinds("spatula", "matchbox"))
    s.apply(Release("dog", True))  # the third and last: 0 gems left, done by itself
    assert s.gems[p] == 0 and s.phase == rules.PH_MAIN
    assert s.hand[p] == kinds("peaceful_dragon")


def test_plus_statue_raises_the_release_limit():
    b = table(2)
    p = b.cur
    statue_here(b, p, D.BEAST_BAZAAR)
    set_hand(b, p, "fen_fairy", "spatula", "matchbox", "watering_can", "kitchen_broom")
    b.seat(p)["gems"] = 10
    s = b.state()
    s.apply(Play("fen_fairy"))
    s.apply(Statue("release"))
    assert to_position(s)["turn"]["release"] == {"released": 0, "limit": 4}
    for c in ("spatula", "matchbox", "watering_can", "kitchen_broom"):
        s.apply(Release(c, True))
    assert s.phase == rules.PH_MAIN and s.gems[p] == 6


def test_quest_box_forces_one_pick_and_the_three_quest_limit():
    b = table(2)
    p = b.cur
    statue_here(b, p, D.QUEST_CHEST)
    (mine,) = b.seat(p)["personal_quests"]
    set_personal_quests(b, p, mine["quest"], "coax_the_quarrelsome_quail_of_quillcrag")
    s = b.state()
    s.apply(Statue("draw"))
    assert len(s.offer) == 3
    legal = s.legal_actions()
    assert Done() not in legal and all(isinstance(a, Take) for a in legal)
    with pytest.raises(IllegalAction, match="at least one"):
        s.apply(Done())
    offered = list(s.offer)
    s.apply(legal[0])
    # the third quest is taken: the limit ends the visit, the others are discarded
    assert len(s.pq[p]) == 3 and s.phase == rules.PH_MAIN
    assert sorted(s.quest_disc) == sorted(q for q in offered if q not in s.pq[p])
    # with 3 quests the chest's draw option is illegal
    b = Setup(s)
    b.spec["turn"]["actions_left"] = 1
    s = b.state()
    assert Statue("draw") not in s.legal_actions()
    with pytest.raises(IllegalAction, match="at most 3 personal quests"):
        s.apply(Statue("draw"))


def test_uncompleted_quest_penalty_counts_in_the_win_check():
    b = table(2, quest_goal=10)
    p = b.cur
    medium = D.QUEST["outwit_the_oily_ogre_of_oozemoor"]              # 2 cups, uncompleted
    set_completed(b, p, *HARD)  # 9 cups
    set_personal_quests(b, p, D.QUESTS[medium])
    common = D.QUEST["hush_the_howling_hobgoblin_of_hollowhill"]      # hills, 2 fire + 1 horn, 1 cup
    set_common(b, 0, D.QUESTS[common], bonus_token=True)
    place(b, p, "hills")
    set_hand(b, p, "matchbox", "baby_dragon", "bike_helmet")
    s = b.state()
    assert s.player_score(p) == 9 - 2
    s.apply(CompleteQuest(D.QUESTS[common]))
    for c in ("matchbox", "baby_dragon", "bike_helmet"):
        s.apply(Pay(c, False))
    # 9 + 1 cup + 1 bonus - 2 penalty = 9 < 10: no win
    assert s.player_score(p) == 9 and not s.is_over()
    assert s.bonus[p] == 1 and s.common[0] == -1
    # without the penalty it would have been a win
    b2 = table(2, quest_goal=10)
    p2 = b2.cur
    set_completed(b2, p2, *HARD)
    set_personal_quests(b2, p2)
    set_common(b2, 0, D.QUESTS[common], bonus_token=True)
    place(b2, p2, "hills")
    set_hand(b2, p2, "matchbox", "baby_dragon", "bike_helmet")
    s2 = b2.state()
    s2.apply(CompleteQuest(D.QUESTS[common]))
    for c in ("matchbox", "baby_dragon", "bike_helmet"):
        s2.apply(Pay(c, False))
    assert s2.is_over() and s2.winners() == [p2] and s2.to_move is None


def test_common_quest_token_limit_of_five():
    """§9.1 worked example: a sixth card forces a discard from under the token."""
    b = table(2)
    p = b.cur
    set_pile(b, p, "quest_token", "spatula", "matchbox", "watering_can", "kitchen_broom",
             "false_teeth")
    set_hand(b, p, "dog", "the_net")
    s = b.state()
    s.apply(Commit("dog", None))
    assert s.phase == rules.PH_TOKEN_EXCESS
    assert all(isinstance(a, Withdraw) for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply(EndTurn())
    disc = len(s.disc[p])
    s.apply(Withdraw("matchbox", None))
    assert len(s.token[p]) == 5 and s.phase == rules.PH_MAIN
    assert len(s.disc[p]) == disc + 1 and s.disc[p][-1] == D.KIND["matchbox"]
    s.apply(Commit("the_net", None))
    s.apply(Withdraw("the_net", None))
    assert len(s.token[p]) == 5


def test_personal_commit_needs_a_still_needed_symbol():
    """§9.1 example: commit cards behind personal quests that still need their symbol."""
    b = table(2)
    p = b.cur
    hedgehog = D.QUEST["snare_and_bewilder_the_hideous_hedgehog_of_hogarth"]  # 2 web + 2 wand
    set_personal_quests(b, p, D.QUESTS[hedgehog])
    set_hand(b, p, "the_net", "giant_spider", "spatula", "toothbrush")
    s = b.state()
    qid = D.QUESTS[hedgehog]
    legal = s.legal_actions()
    assert Commit("spatula", qid) not in legal
    s.apply(Commit("the_net", qid))
    s.apply(Commit("giant_spider", qid))  # overshoots: allowed
    assert Commit("the_net", qid) not in s.legal_actions()  # web is covered
    with pytest.raises(IllegalAction, match="still needs"):
        s.apply(Commit("spatula", qid))
    s.apply(Commit("toothbrush", qid))
    assert sorted(s.quest_cards[p][0]) == sorted(kinds("the_net", "giant_spider", "toothbrush"))


def test_seed_hedgehog_completion_from_committed_cards():
    """§8.2 worked example: four committed cards complete the quest in the hills."""
    b = table(2)
    p = b.cur
    hedgehog = D.QUEST["snare_and_bewilder_the_hideous_hedgehog_of_hogarth"]
    set_personal_quests(b, p, (D.QUESTS[hedgehog],
                               ["the_net", "spiders", "toothbrush", "enchantress"]))
    place(b, p, "hills")
    set_hand(b, p, "dog", "spatula")
    set_pile(b, p, "discard_pile")
    s = b.state()
    gems = s.gems[p]
    s.apply(CompleteQuest(D.QUESTS[hedgehog]))
    assert s.phase == rules.PH_MAIN  # nothing more to pay
    assert sorted(s.disc[p]) == sorted(kinds("the_net", "spiders", "toothbrush", "enchantress"))
    assert s.done[p] == [hedgehog] and s.pq[p] == []
    assert s.gems[p] == gems + D.QUEST_GEMS[hedgehog]
    assert s.hand[p] == kinds("dog", "spatula")  # unused cards stay
    assert s.player_score(p) == 2


def ravens_in_the_refill(gems, ravens: int):
    """Seats holding ``gems``; P7 empty and the creature deck ``ravens`` ravens, then a troll:
    the refill at the next turn's start draws the ravens one by one, then the troll."""
    b = table(len(gems))
    for p, g in enumerate(gems):
        b.seat(p)["gems"] = g
    set_path(b, "P7", None)
    set_creature_deck(b, ["mischievous_raven"] * ravens, ["troll"])
    s = b.state()
    s.apply(EndTurn())
    s.apply(Done())
    return s


def test_raven_halves_gems_only_above_four():
    # both leaders lose 3 (half of 7 rounded down); at the second raven 4 is not more than 4
    assert ravens_in_the_refill([7, 4, 7], ravens=2).gems == [4, 4, 4]
    s = ravens_in_the_refill([5, 9, 2], ravens=1)
    assert s.gems == [5, 5, 2]
    assert gem_total(s) == D.GEMS_TOTAL


def test_raven_in_refill_is_resolved_and_replaced():
    s = ravens_in_the_refill([6, 3], ravens=1)
    assert s.gems == [3, 3]
    assert s.paths[6] == D.KIND["troll"] and s.path_gems[6] == 1
    assert s.creature_deck_size() == 0 and not s.is_over()
    assert gem_total(s) == D.GEMS_TOTAL


def test_dump_needs_a_move_into_the_region_this_turn():
    b = table(2)
    p = b.cur
    o = 1 - p
    clear_paths(b)
    stand(b, p, TL)
    stand(b, o, TL)
    set_hand(b, p, "spatula", "dog")
    s = b.state()
    s.apply(EndTurn())
    assert not any(isinstance(a, Dump) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="moved into"):
        s.apply(Dump("spatula", o))
    # same situation, but she flew in from the next region this turn
    b = table(2)
    p = b.cur
    o = 1 - p
    clear_paths(b)
    stand(b, p, TR)
    stand(b, o, TL)
    set_hand(b, p, "spatula", "dog")
    s = b.state()
    s.apply(Fly("P1", None))
    assert s.pos[p] == TL
    s.apply(EndTurn())
    s.apply(Dump("spatula", o))
    assert s.disc[o][-1] == D.KIND["spatula"]
    assert not any(isinstance(a, Dump) for a in s.legal_actions())  # only one dump


def test_teleport_costs_two_gems_and_counts_as_moving_in():
    b = table(2)
    p = b.cur
    here = b.space_of(p)
    twin = next(x for x in range(6) if x != here and b.statue_at(x) == b.statue_at(here))
    b.seat(p)["gems"] = 2
    s = b.state()
    s.apply(Statue("teleport"))
    assert s.pos[p] == twin and s.gems[p] == 0
    assert D.POSITIONS[twin] in to_position(s)["turn"]["entered"]


def test_statue_key_is_a_free_visit():
    b = table(2)
    p = b.cur
    statue_here(b, p, D.BEAST_BAZAAR)
    set_hand(b, p, "rabbit_of_unusual_size")
    b.seat(p)["gems"] = 3
    s = b.state()
    s.apply(Play("rabbit_of_unusual_size"))
    assert s.phase == rules.PH_KEY
    s.apply(Statue("draw"))
    take = [a for a in s.legal_actions() if isinstance(a, Take)]
    s.apply(take[0])
    assert s.gems[p] == 0 and s.actions_left == 1  # the turn action is still there
    assert s.phase == rules.PH_MAIN


def test_simple_rules_setup():
    s = ready(2, simple_rules=True)
    assert s.goal == 8
    for p in range(2):
        cards = s.hand[p] + s.draw[p]
        assert len(cards) == 10
        assert D.PEACEFUL_DRAGON not in cards
        assert not any(D.IS_ARTIFACT[c] for c in cards)
        assert s.carpets[p] == 4 and s.reshuffles[p] == 0
    assert s.statue_at[ML] == s.statue_at[MR] == D.NO_STATUE
    assert sorted(s.statue_at[c] for c in D.CORNERS) == [1, 1, 2, 2]
    assert s.art_deck == [] and s.dragon_supply == 0


def test_standard_setup():
    s = rules.new_game(3, seed=5)
    first = s.first
    # reverse order: right of the first player first, the first player last
    assert s.pick_order == [(first - 1) % 3, (first - 2) % 3, first]
    while s.phase in rules.SETUP_PHASES:
        s.apply(s.legal_actions()[-1])
    assert len(set(s.pos)) == 3
    assert s.goal == 8
    for p in range(3):
        assert len(s.hand[p]) == 5 and len(s.draw[p]) == 7 and s.gems[p] == 3
        assert len(s.pq[p]) == 1 and s.player_score(p) == -1
    assert all(c >= 0 for c in s.common) and s.common_bonus == [1, 1]
    assert all(k >= 0 for k in s.paths)
    used = sum(g.count(D.RAVEN) for _, g, m in D.CREATURE_GROUPS if m <= 3)
    deck = to_position(s)["creature_deck"]
    ravens_seen = (used - sum(g.count("mischievous_raven") for g in deck["groups"])
                   - deck["ravens_on_top"])
    assert ravens_seen == 0  # first fill: ravens go back into the top 10
    assert s.creature_deck_size() + 7 == 69
    assert gem_total(s) == D.GEMS_TOTAL


def test_team_exchange_is_equal_and_needs_the_partner():
    b = table(4)
    assert b.game.teams
    p = b.cur
    q = (p + 2) % 4
    stand(b, q, b.space_of(p))
    set_hand(b, p, "spatula", "dog")
    set_hand(b, q, "matchbox", "toothbrush")
    s = b.state()
    from fantastiqa.actions import Exchange, Give
    s.apply(Exchange())
    s.apply(Give("spatula"))
    s.apply(Done())
    assert s.to_move == q
    s.apply(Give("toothbrush"))
    assert sorted(s.hand[p]) == sorted(kinds("dog", "toothbrush"))
    assert sorted(s.hand[q]) == sorted(kinds("matchbox", "spatula"))
    assert s.to_move == p and Exchange() not in s.legal_actions()
    # team score is shared by both partners
    assert s.scores()[p] == s.scores()[q]
