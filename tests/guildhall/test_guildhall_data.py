"""Component counts match docs/rules/guildhall.md §2 and §14."""

from collections import Counter

from guildhall import data as D


def test_profession_cards():
    assert len(D.PROFESSIONS) == 6 and len(D.COLOURS) == 5
    assert len(D.KIND_NAMES) == 30
    assert len(D.CARD_IDS) == len(set(D.CARD_IDS)) == 120
    assert "farmer_blue_3" in D.CARD_IDS
    per_colour = Counter(cid.split("_")[1] for cid in D.CARD_IDS)
    assert per_colour == {c: 24 for c in D.COLOURS}


def test_vp_cards():
    assert sum(D.VP_COPIES_4P) == 30 and sum(D.VP_COPIES_SMALL) == 20
    assert sum(p * c for p, c in zip(D.VP_POINTS, D.VP_COPIES_4P)) == 138
    assert sum(p * c for p, c in zip(D.VP_POINTS, D.VP_COPIES_SMALL)) == 92
    removed = dict(zip(D.VP_IDS, D.SMALL_GAME_REMOVALS))
    assert removed.pop("vp5_plain") == 2 and set(removed.values()) == {1}
    cost = dict(zip(D.VP_IDS, D.VP_COST))
    assert cost["vp7_two_actions"] == cost["vp9_plain"] == 2
    assert sum(D.VP_HAS_ABILITY) == 7


def test_constants():
    assert (D.OPENING_HAND, D.OPENING_PLACE, D.REFILL_HAND_TO, D.MUST_DISCARD_DOWN_TO) == (9, 3, 6, 5)
    assert (D.ACTIONS_PER_TURN, D.CENTER_ROW_SIZE, D.MAX_COMPLETED_CHAPTERS) == (2, 5, 3)
    assert (D.TARGET_VP, D.FARMER_T3_VP, D.ASSASSIN_T4_COUNT, D.STALL_TURNS) == (20, 2, 2, 60)
    assert D.ASSASSIN_T4_SAME_CHAPTER_OK
    assert D.THRESHOLDS["farmer"] == (1, 3) and D.THRESHOLDS["trader"] == (0, 2, 4)
