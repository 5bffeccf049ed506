"""Every artifact and card ability of §10 and §15."""

import pytest

from engine.game import IllegalAction
from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.actions import (ChooseCard, ChoosePath, ChooseSeat, CompleteQuest, EndTurn, Fly,
                                Play, Subdue)
from fantastiqa.position import to_position
from helpers_fantastiqa import (Setup, clear_paths, gem_total, kinds, set_creature_deck, set_hand,
                                set_path, set_pile, stand, table)

TL, TR, ML, MR, BL, BR = range(6)


def test_dog_digs_a_gem():
    b = table(2)
    p = b.cur
    set_hand(b, p, "dog")
    s = b.state()
    g = s.gems[p]
    s.apply(Play("dog"))
    assert s.gems[p] == g + 1 and s.disc[p][-1] == D.DOG
    assert gem_total(s) == D.GEMS_TOTAL


def test_summon_peaceful_dragon_onto_the_opponent():
    b = table(2)
    p = b.cur
    set_hand(b, p, "enchantress")
    s = b.state()
    supply = s.dragon_supply
    s.apply(Play("enchantress"))
    assert s.disc[1 - p][-1] == D.PEACEFUL_DRAGON and s.dragon_supply == supply - 1
    assert s.disc[p][-1] == D.KIND["enchantress"]
    # with two opponents the player chooses
    b = table(3)
    p = b.cur
    set_hand(b, p, "fairies", "enchantress")
    s = b.state()
    s.apply(Play("enchantress"))
    assert s.phase == rules.PH_TARGET and len(s.legal_actions()) == 2
    target = (p + 2) % 3
    s.apply(ChooseSeat(target))
    assert s.disc[target][-1] == D.PEACEFUL_DRAGON


def test_magic_carpet_card_flies_without_subduing():
    b = table(2)
    p = b.cur
    clear_paths(b)
    stand(b, p, TL)
    set_path(b, "P1", "troll")
    set_hand(b, p, "witch")
    s = b.state()
    s.apply(Fly("P1", "witch"))
    assert s.pos[p] == TR and s.paths[0] == D.KIND["troll"]
    assert s.carpets[p] == 3 and s.disc[p][-1] == D.KIND["witch"]
    s.apply(Fly("P1", None))
    assert s.pos[p] == TL and s.carpets[p] == 2


def test_bitter_brew_moves_a_card_to_an_opponent():
    b = table(2)
    p = b.cur
    set_hand(b, p, "bitter_brew", "spatula")
    set_pile(b, p, "discard_pile", "peaceful_dragon")
    s = b.state()
    s.apply(Play("bitter_brew"))
    assert ChooseCard("bitter_brew", True) not in s.legal_actions()
    s.apply(ChooseCard("peaceful_dragon", False))
    assert s.disc[1 - p][-1] == D.PEACEFUL_DRAGON
    assert s.disc[p] == kinds("bitter_brew") and s.phase == rules.PH_MAIN


def test_rogues_purse_takes_from_richer_players():
    b = table(3)
    p = b.cur
    for seat in range(3):
        b.seat(seat)["gems"] = 5 if seat == (p + 1) % 3 else 3
    set_hand(b, p, "rogues_purse")
    s = b.state()
    s.apply(Play("rogues_purse"))
    assert s.gems[p] == 4 and s.gems[(p + 1) % 3] == 4 and s.gems[(p + 2) % 3] == 3


def test_rogues_purse_never_robs_its_user():
    """The last seat, poorer than the two before it: after robbing them it has more gems than it
    started with, and must still not take one from itself (nor say so in the log)."""
    b = table(3)
    p = b.spec["turn_of"] = 2
    for seat in range(3):
        b.seat(seat)["gems"] = 3 if seat == p else 5
    set_hand(b, p, "rogues_purse")
    s = b.state()
    s.apply(Play("rogues_purse"))
    robbed = [e.message.get("source") for e in s.last_events() if e.message.key == "fantastiqa.ev.purse"]
    assert s.gems == [4, 4, 5]
    assert len(robbed) == 2 and all(src.index != p for src in robbed), robbed


def test_wardrobe_swaps_two_creatures_with_their_gems():
    b = table(2)
    p = b.cur
    clear_paths(b)
    set_path(b, "P1", "troll", 1)
    set_path(b, "P7", "fairies", 0)
    set_hand(b, p, "wardrobe_of_changing")
    s = b.state()
    s.apply(Play("wardrobe_of_changing"))
    s.apply(ChoosePath("P1"))
    s.apply(ChoosePath("P7"))
    assert s.paths[0] == D.KIND["fairies"] and s.path_gems[0] == 0
    assert s.paths[6] == D.KIND["troll"] and s.path_gems[6] == 1


def test_bag_of_bulging_draws_two_with_a_reshuffle():
    b = table(2)
    p = b.cur
    set_hand(b, p, "bag_of_bulging")
    set_pile(b, p, "draw_pile", "spatula")
    set_pile(b, p, "discard_pile", "matchbox")
    s = b.state()
    s.apply(Play("bag_of_bulging"))
    assert sorted(s.hand[p]) == sorted(kinds("spatula", "matchbox"))
    assert s.disc[p] == kinds("bag_of_bulging")


def test_bent_pentacle_and_pentangle_take_the_top_creature():
    b = table(2)
    p = b.cur
    set_creature_deck(b, ["mischievous_raven"] * 2, ["bear"], ["satyr"])
    b.seat(0)["gems"], b.seat(1)["gems"] = 8, 2
    set_hand(b, p, "bent_pentacle", "new_fangled_pentangle")
    s = b.state()
    s.apply(Play("bent_pentacle"))
    # both ravens resolved on the way (8 -> 4, then 4 is safe), then the bear
    assert s.gems == [4, 2]
    assert D.KIND["bear"] in s.disc[p]
    s.apply(Play("new_fangled_pentangle"))
    assert s.hand[p] == kinds("satyr")
    assert s.creature_deck_size() == 0


def test_deck_of_misadventure_swaps_adventurers():
    b = table(2)
    p = b.cur
    stand(b, p, TL)
    stand(b, 1 - p, BR)
    set_hand(b, p, "deck_of_misadventure")
    s = b.state()
    s.apply(Play("deck_of_misadventure"))
    s.apply(ChooseSeat(p))
    s.apply(ChooseSeat(1 - p))
    assert s.pos[p] == BR and s.pos[1 - p] == TL
    assert D.POSITIONS[BR] in to_position(s)["turn"]["entered"]


def test_gnomish_portal_teleports_for_free():
    b = table(2)
    p = b.cur
    here = b.space_of(p)
    twin = next(x for x in range(6) if x != here and b.statue_at(x) == b.statue_at(here))
    set_hand(b, p, "gnomish_portal")
    s = b.state()
    g = s.gems[p]
    s.apply(Play("gnomish_portal"))
    assert s.pos[p] == twin and s.gems[p] == g and s.actions_left == 1


def test_smelly_alchemy_returns_a_discarded_card():
    b = table(2)
    p = b.cur
    set_hand(b, p, "smelly_alchemy")
    set_pile(b, p, "discard_pile", "gryphon")
    s = b.state()
    s.apply(Play("smelly_alchemy"))
    assert ChooseCard("smelly_alchemy", False) not in s.legal_actions()
    s.apply(ChooseCard("gryphon", False))
    assert s.hand[p] == kinds("gryphon") and s.disc[p] == kinds("smelly_alchemy")


def test_double_espresso_gives_a_second_action_but_not_a_second_quest():
    b = table(2)
    p = b.cur
    clear_paths(b)
    stand(b, p, TL)
    set_path(b, "P1", "knight")
    set_path(b, "P2", "baby_dragon")
    set_hand(b, p, "double_espresso", "toothbrush", "spatula")
    s = b.state()
    s.apply(Play("double_espresso"))
    assert s.actions_left == 2
    s.apply(Subdue("P1", ("toothbrush",)))
    s.apply(Subdue("P2", ("spatula",)))
    assert s.phase == rules.PH_MAIN and s.actions_left == 1
    b = Setup(s)  # as if a quest had been completed this turn
    b.spec["turn"]["quest_completed"] = True
    s = b.state()
    assert not any(isinstance(a, CompleteQuest) for a in s.legal_actions())


def test_simple_rules_ignore_creature_abilities_but_not_the_dog():
    b = table(2, simple_rules=True)
    p = b.cur
    set_hand(b, p, "witch", "enchantress", "dog", "rabbit_of_unusual_size")
    s = b.state()
    legal = s.legal_actions()
    assert Play("enchantress") not in legal and Play("rabbit_of_unusual_size") not in legal
    assert not any(isinstance(a, Fly) and a.card == "witch" for a in legal)
    assert Play("dog") in legal
    with pytest.raises(IllegalAction):
        s.apply(Play("enchantress"))
    s.apply(EndTurn())
