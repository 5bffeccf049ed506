"""A refused move says which rule stopped it and what can be done instead."""

import random

import pytest

from engine.game import IllegalAction
from fantastiqa import rules
from fantastiqa.actions import (Commit, Discard, EndTurn, Fly, PickQuest, Statue, Subdue,
                                Withdraw)
from helpers_fantastiqa import Setup, seed_adventure, set_hand, set_statue, table


def refusal(s, action) -> str:
    with pytest.raises(IllegalAction) as e:
        s.apply(action)
    return str(e.value)


def in_adventure():
    """The seed's adventure after its first step: the billy goat on P2 still ahead."""
    s = seed_adventure().state()
    s.apply(Subdue("P1", ("spatula", "satyr")))
    assert s.phase == rules.PH_ADV
    return s


def test_a_move_out_of_step_names_the_step_the_game_waits_for():
    s = in_adventure()
    msg = refusal(s, EndTurn())
    assert "first go on with the adventure: subdue the next creature, or end the adventure" in msg
    assert "ends the adventure" in msg.split("Legal now:")[1]


def test_the_used_turn_action_is_named_for_a_second_action():
    s = in_adventure()
    p = s.cur
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "Done"))  # end the adventure
    assert s.phase == rules.PH_MAIN and s.actions_left == 0
    b = Setup(s)
    set_statue(b, s.pos[p], rules.D.ARTIFACT_TOWER)
    s = b.state()
    assert "A statue visit is your turn action, and it is used" in refusal(s, Statue("draw"))
    assert "as your turn action, and it is used" in refusal(s, Subdue("P2", ("gryphon",)))


def test_cards_that_are_not_there_are_named():
    b = table(2)
    p = b.cur
    set_hand(b, p, "spatula", "kitchen_broom")
    s = b.state()
    assert refusal(s, Commit("watering_can", None)).startswith("You have no Watering Can in your hand.")
    assert refusal(s, Withdraw("kitchen_broom", None)).startswith(
        "You have no Broom under your quest token: only prepared cards can be taken back.")
    s.apply(EndTurn())
    assert s.phase == rules.PH_END
    assert refusal(s, Discard("watering_can")).startswith("You have no Watering Can in your hand.")


def test_no_carpet_left_is_named():
    b = table(2)
    b.seat(b.cur)["carpets"] = 0
    s = b.state()
    path = rules.D.PATH_NAMES[next(pi for pi, _ in rules.D.ADJ[s.pos[s.cur]])]
    assert refusal(s, Fly(path, None)).startswith("You have no magic carpet tokens left.")


def test_refusals_are_sentences_for_every_move_out_of_place():
    """Moves legal somewhere else, tried in the positions of random games: each refusal is one
    plain sentence (no internal names), then the legal moves, each named once."""
    seen = []
    for seed in range(6):
        s = rules.new_game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        for step in range(300):
            if s.is_over():
                break
            legal = s.legal_actions()
            seen.extend(legal[:6])
            if step % 10 == 0:
                for a in rng.sample(seen, min(12, len(seen))):
                    if a in legal:
                        continue
                    msg = str(pytest.raises(IllegalAction, s.clone().apply, a).value)
                    why, _, rest = msg.partition(" Legal now: ")
                    assert why.endswith(".") and "_" not in why and "(waiting" not in why, msg
                    shown = rest.rstrip(".").split(" (and ")[0].split("; ")
                    assert rest and ".." not in rest and len(shown) == len(set(shown)), msg
            s.apply(rng.choice(legal))
    assert len(seen) > 100
    # the starting picks are refused with the same care
    s = rules.new_game(2, seed=1)
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert "starting picks" in refusal(s, PickQuest("nonexistent"))
