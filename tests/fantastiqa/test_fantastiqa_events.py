"""What the log tells: each move's events, in the words a player reads (Ada is "you")."""

from engine.text import Reader, render
from fantastiqa import data as D
from fantastiqa.actions import CompleteQuest, Done, EndTurn, Pay, Statue, Subdue
from helpers_fantastiqa import (place, seed_adventure, set_common, set_completed, set_hand,
                                set_personal_quests, set_pile, set_statue, table)

NAMES = ("Ada", "Bruno", "Chiara", "Dev")


def told(s, seat):
    """The last move's events that ``seat`` may know, as ``seat`` reads them."""
    reader = Reader(NAMES[:s.num_players], seat)
    return [render(e.message, reader) for e in s.events_for(seat)]


def points(s):
    return [(c.seat, c.delta) for e in s.last_events() for c in e.score]


def test_a_subdued_creature_tells_the_payment_and_the_adventure_its_gems():
    b = seed_adventure()
    p = b.cur
    set_pile(b, p, "discard_pile")
    s = b.state()
    s.apply(Subdue("P1", ("spatula", "satyr")))
    lines = told(s, p)
    assert any(line.startswith("You pay Spatula and Satyr, recruit the Dragon into your discard pile and "
                               "move to the ") for line in lines), lines
    for path in ("P2", "P3", "P4"):
        s.apply(next(a for a in s.legal_actions() if isinstance(a, Subdue) and a.path == path))
    other = 1 - p
    assert f"{NAMES[p]} collects 4 gems from the adventure." in told(s, other)


def test_a_completed_personal_quest_scores_its_cups_twice_and_the_goal_ends_the_game():
    b = table(2, quest_goal=7)
    p = b.cur
    hedgehog = "snare_and_bewilder_the_hideous_hedgehog_of_hogarth"  # 2 cups, in the hills
    set_completed(b, p, "topple_the_tottering_tower_of_tumbledown", "vanquish_the_venomous_vapours_of_vexmoor")
    set_personal_quests(b, p, (hedgehog, ["the_net", "spiders", "toothbrush", "enchantress"]))
    place(b, p, "hills")
    s = b.state()
    assert s.player_score(p) == 6 - 2
    s.apply(CompleteQuest(hedgehog))
    # the penalty of the open quest goes, and its cups count: +4 in all, 8 ≥ 7
    assert points(s) == [(p, 4)]
    assert s.is_over() and s.winners() == [p]
    lines = told(s, p)
    assert lines[0] == ("You complete Snare and Bewilder the Hideous Hedgehog of Hogarth: +4 points (2 cups, "
                        "which no longer count against your score) and 1 gem.")
    assert lines[-2:] == ["You reach the quest goal of 7 points: the game ends.", "You win with 8 points."]
    assert told(s, 1 - p)[-1] == f"{NAMES[p]} wins with 8 points."


def test_a_common_quest_with_its_bonus_token_scores_a_cup_and_the_token():
    b = table(2, quest_goal=10)
    p = b.cur
    common = "hush_the_howling_hobgoblin_of_hollowhill"  # hills, 2 fire + 1 horn, 1 cup
    set_common(b, 0, common, bonus_token=True)
    place(b, p, "hills")
    set_hand(b, p, "matchbox", "baby_dragon", "bike_helmet")
    s = b.state()
    before = s.player_score(p)
    s.apply(CompleteQuest(common))
    for c in ("matchbox", "baby_dragon", "bike_helmet"):
        s.apply(Pay(c, False))
    assert points(s) == [(p, 1), (p, 1)] and s.player_score(p) == before + 2
    assert "You take the +1 bonus token from Hush the Howling Hobgoblin of Hollowhill." in told(s, p)


def test_the_cards_drawn_at_the_end_of_a_turn_are_named_only_to_their_drawer():
    b = table(2)
    p = b.cur
    set_hand(b, p, "spatula")
    set_pile(b, p, "draw_pile", "dog", "toothbrush", "the_net", "matchbox")
    s = b.state()
    s.apply(EndTurn())
    s.apply(Done())
    mine, theirs = told(s, p), told(s, 1 - p)
    assert any(line.startswith("You draw ") and "Dog" in line for line in mine)
    assert f"{NAMES[p]} draws 4 cards." in theirs
    assert not any("Dog" in line for line in theirs)


def test_a_statue_visit_reads_in_the_seat_s_own_grammar():
    b = table(2)
    p = b.cur
    set_statue(b, b.space_of(p), D.ARTIFACT_TOWER)
    s = b.state()
    reader = Reader(NAMES[:2], p)
    assert render(s.describe(Statue("draw")), reader) == "You visit the Artifact Tower and draw 3 cards."
    assert render(s.describe(Statue("draw")), Reader(NAMES[:2], 1 - p)) == \
        f"{NAMES[p]} visits the Artifact Tower and draws 3 cards."
    s.apply(Statue("draw"))
    assert told(s, 1 - p)[-1].startswith("The Artifact Tower shows ")
    assert render(s.describe(Done()), reader) == "You are done at the statue."


def test_progress_counts_the_creature_deck_against_the_goal():
    s = table(3).state()
    assert str(s.progress()) == f"Creature deck: {s.creature_deck_size()} cards · quest goal {s.goal}"
