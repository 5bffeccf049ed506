"""Every game of Fantastiqa ends: a stalled game ends after STALL_ROUNDS quiet rounds, and the
artifacts that bring cards back to the hand work once a turn."""

import random
from importlib.resources import files

import pytest

from engine.game import IllegalAction
from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.actions import ChooseCard, Done, EndTurn, Play, Subdue
from helpers_fantastiqa import (Setup, kinds, layout, place, ready, set_completed, set_hand,
                                set_path, set_personal_quests, set_pile, table)


def past_the_first_turn(**options):
    """A 2-player game after its first turn, whose refill filled the board."""
    s = ready(2, **options)
    quiet_turn(s)
    return s


def quiet_turn(s) -> None:
    """The player to move ends the turn at once, keeping the hand."""
    s.apply(EndTurn())
    if not s.is_over() and s.phase == rules.PH_END:
        s.apply(Done())


def test_a_game_nobody_moves_forward_ends_after_the_stall_rounds():
    s = past_the_first_turn()
    for _ in range(D.STALL_ROUNDS * 2 - 1):
        quiet_turn(s)
    assert not s.is_over()
    b = Setup(s)
    set_completed(b, 0, "coax_the_quarrelsome_quail_of_quillcrag")  # seat 0 leads by a cup
    s = b.state()
    quiet_turn(s)
    assert s.is_over() and s.winners() == [0]


def test_a_stalled_tie_is_broken_as_when_the_creature_deck_runs_out():
    b = Setup(past_the_first_turn())
    # 0 points each: a 1-cup personal quest still open, and a +1 token or a 1-cup quest done
    set_personal_quests(b, 0, "fetch_the_fabled_feather_of_fernwick")
    b.seat(0)["bonus_tokens"] = 1
    set_personal_quests(b, 1, "soothe_the_sulking_sphinx_of_sallowcrag")
    set_completed(b, 1, "tickle_the_tetchy_toadstool_troupe")
    s = b.state()
    for _ in range(D.STALL_ROUNDS * 2):
        quiet_turn(s)
    assert s.scores() == [0, 0] and s.winners() == [1]  # ... and seat 1 completed a quest


def test_a_subdue_in_the_last_quiet_turn_keeps_the_game_going():
    s = past_the_first_turn()
    for _ in range(D.STALL_ROUNDS * 2 - 1):
        quiet_turn(s)
    b = Setup(s)
    p = b.cur
    layout(b, {D.ML: "forest", D.MR: "fields"})
    set_path(b, "P7", "knight")
    place(b, p, "forest")
    set_hand(b, p, "toothbrush")
    s = b.state()
    s.apply(Subdue("P7", ("toothbrush",)))
    quiet_turn(s)
    assert not s.is_over()
    quiet_turn(s)  # the opponent's turn refilled P7 from the creature deck: a move forward too
    assert s.paths[D.PATH_NAMES.index("P7")] >= 0
    for _ in range(D.STALL_ROUNDS * 2 - 1):  # the count starts again from there
        quiet_turn(s)
    assert not s.is_over()
    quiet_turn(s)
    assert s.is_over()


@pytest.mark.parametrize("players,seed,options", [
    (2, 200022, {}), (2, 2004644, {}), (2, 1060, {"simple_rules": True}),
    (2, 1079, {"quest_goal": 7}), (2, 1079, {}), (2, 1358, {}),
])
def test_the_random_games_that_never_ended_end(players, seed, options):
    """Seeds of the issue, played as ``bench`` plays them."""
    s = rules.new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(20000):
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
    assert s.is_over() and s.winners()


def test_the_stall_rule_is_in_the_rules_reference():
    text = files("fantastiqa").joinpath("rules_reference.md").read_text(encoding="utf-8")
    assert f"after {D.STALL_ROUNDS} full rounds in a row" in text
    assert "Bag of Bulging and Smelly Alchemy work once a turn each" in text


def test_smelly_alchemy_cannot_fetch_a_second_smelly_alchemy_into_play():
    """Two alchemies fetching each other back would make a turn without end."""
    b = table(2)
    p = b.cur
    set_hand(b, p, "smelly_alchemy")
    set_pile(b, p, "discard_pile", "smelly_alchemy", "gryphon")
    s = b.state()
    s.apply(Play("smelly_alchemy"))
    s.apply(ChooseCard("smelly_alchemy", False))
    assert s.hand[p] == kinds("smelly_alchemy")
    assert Play("smelly_alchemy") not in s.legal_actions()
    with pytest.raises(IllegalAction, match="^Smelly Alchemy works only once a turn."):
        s.apply(Play("smelly_alchemy"))
    quiet_turn(s)
    quiet_turn(s)  # the opponent's turn; the next turn is the player's again
    assert s.cur == p and Play("smelly_alchemy") in s.legal_actions()


def test_a_second_bag_of_bulging_drawn_back_waits_for_the_next_turn():
    """Two bags drawing each other back would make a turn without end."""
    b = table(2)
    p = b.cur
    set_hand(b, p, "bag_of_bulging", "spatula")
    set_pile(b, p, "draw_pile")
    set_pile(b, p, "discard_pile", "bag_of_bulging")
    s = b.state()
    s.apply(Play("bag_of_bulging"))  # the discard pile (the other bag) is shuffled and drawn
    assert sorted(s.hand[p]) == sorted(kinds("bag_of_bulging", "spatula"))
    assert s.disc[p] == kinds("bag_of_bulging")
    with pytest.raises(IllegalAction, match="^Bag of Bulging works only once a turn."):
        s.apply(Play("bag_of_bulging"))
