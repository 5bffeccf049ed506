"""Component counts match the rules file's component list (§2.1, §12-§17)."""

from collections import Counter

from fantastiqa import data as D


def test_symbols_regions_statues():
    assert len(D.SYMBOLS) == 9
    assert len(D.REGIONS) == 6
    assert len(D.PATHS) == 7
    assert sorted(len(a) for a in D.ADJ) == [2, 2, 2, 2, 3, 3]  # corners 2, middles 3


def test_creature_deck_is_79_with_4_of_each_type_and_7_ravens():
    cards = [c for _, g, _ in D.CREATURE_GROUPS for c in g]
    assert len(cards) == 79
    count = Counter(cards)
    assert count[D.RAVEN] == D.NUM_RAVENS == 7
    assert all(count[k] == 4 for k in D.CREATURES)
    assert len(D.SINGLES) == len(D.DOUBLES) == 9
    sizes = {n: sum(len(g) for _, g, m in D.CREATURE_GROUPS if n >= m) for n in (2, 3, 4)}
    assert sizes == {2: 59, 3: 69, 4: 79}


def test_symbol_cycle_weaknesses():
    # each creature is beaten by the symbol that comes before its own in the cycle
    for k in D.CREATURES:
        assert D.KIND_WEAK[k] == (D.KIND_SYM[k] - 1) % 9
        assert D.KIND_NEED[k] == D.KIND_NSYM[k]
        # a creature carries either gems or an ability, never both
        assert not (D.KIND_GEMS[k] and D.KIND_ABILITY[k] >= 0)


def test_beasts_artifacts_quests_and_starting_cards():
    assert len(D.BEAST_SUPPLY) == 27 and all(D.KIND_COST[k] == 3 for k in D.BEASTS)
    assert len(D.STARTING_ARTIFACTS) + len(D.ARTIFACT_SUPPLY) == 29
    assert len(D.STARTING_ARTIFACTS) == 8
    assert all(D.KIND_COST[k] == 2 for k in D.STARTING_ARTIFACTS)
    assert len(D.QUESTS) == 45 and len(D.STARTING_QUESTS) == 9
    per_region = Counter(D.REGIONS[r] for r in D.QUEST_REGION)
    assert per_region == {"forest": 7, "fields": 7, "highlands": 8, "hills": 8, "swamp": 8,
                          "frozen_wastes": 7}
    demanded = Counter()
    for req in D.QUEST_REQ:
        for s, n in req:
            demanded[s] += n
    assert set(demanded.values()) == {21}
    assert len(D.HOUSEHOLD) == 9 and {D.KIND_SYM[k] for k in D.HOUSEHOLD} == set(range(9))
    assert D.PEACEFUL_DRAGONS_STARTING + D.PEACEFUL_DRAGON_SUPPLY == 16
    assert D.GEMS_TOTAL == 60 and D.BONUS_TOKENS == 12
    assert D.QUEST_GOAL_CARDS == (7, 8, 10, 11)
    hedgehog = D.QUEST["snare_and_bewilder_the_hideous_hedgehog_of_hogarth"]
    assert D.REGIONS[D.QUEST_REGION[hedgehog]] == "hills"
    assert sorted(D.QUEST_REQ[hedgehog]) == [(D.SYM["web"], 2), (D.SYM["wand"], 2)]
