"""Subdue payments to the letter of §6.4: at least the creature's need, overpaying allowed, and
the same payment whatever order its cards are named in."""

import pytest

from engine.game import IllegalAction
from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.actions import Subdue
from fantastiqa.rules import FantastiqaState
from helpers_fantastiqa import (Setup, clear_paths, kinds, layout, place, seed_adventure,
                                set_hand, set_path, table)


def on_the_centre_path(creature: str, *hand: str):
    """The player to move in the forest (middle left), ``creature`` alone on P7 (the centre
    path, to the fields), holding ``hand``."""
    b = table(2)
    p = b.cur
    layout(b, {D.ML: "forest", D.MR: "fields"})
    clear_paths(b)
    set_path(b, "P7", creature)
    place(b, p, "forest")
    set_hand(b, p, *hand)
    return b.state(), p


def region_of(s, seat) -> str:
    return D.REGIONS[s.region_at[s.pos[seat]]]


def refusal(s, action) -> str:
    before = s.to_dict()
    with pytest.raises(IllegalAction) as e:
        s.apply(action)
    assert s.to_dict() == before
    with pytest.raises(IllegalAction):
        s.check_legal(action)
    return str(e.value)


def test_the_knight_takes_a_satyr_with_a_bike_helmet_on_top():
    """The Knight needs 1 wand: the satyr's horn pair pays it, and the bike helmet may go too."""
    s, p = on_the_centre_path("knight", "satyr", "bike_helmet", "spatula")
    action = Subdue("P7", ("satyr", "bike_helmet"))
    s.check_legal(action)  # no refusal
    s.apply(action)
    assert region_of(s, p) == "fields"
    assert sorted(s.disc[p]) == sorted(kinds("satyr", "bike_helmet", "knight"))
    assert s.hand[p] == kinds("spatula") and s.paths[D.PATH_NAMES.index("P7")] == -1


def test_a_card_that_adds_nothing_may_still_be_assigned():
    s, p = on_the_centre_path("knight", "toothbrush", "peaceful_dragon", "baseball_bat")
    s.apply(Subdue("P7", ("peaceful_dragon", "toothbrush", "baseball_bat")))
    assert region_of(s, p) == "fields" and s.hand[p] == []
    assert sorted(s.disc[p]) == sorted(kinds("toothbrush", "peaceful_dragon", "baseball_bat",
                                             "knight"))


def test_a_payment_is_the_same_move_in_any_card_order():
    """The Dragon needs 2 swords: spatula (1 sword) + satyr (a wild pair), named either way."""
    assert Subdue("P7", ("satyr", "spatula")) == Subdue("P7", ("spatula", "satyr"))
    assert hash(Subdue("P7", ["satyr", "spatula"])) == hash(Subdue("P7", ("spatula", "satyr")))
    s, p = on_the_centre_path("dragon", "satyr", "spatula")
    assert Subdue("P7", ("satyr", "spatula")) in s.legal_actions()
    s.apply(Subdue("P7", ("satyr", "spatula")))
    assert region_of(s, p) == "fields"
    assert sorted(s.disc[p]) == sorted(kinds("satyr", "spatula", "dragon"))


def test_a_reordered_payment_survives_the_save_codec():
    a = Subdue("P7", ("satyr", "bike_helmet", "spatula"))
    back = FantastiqaState.decode_action(FantastiqaState.encode_action(a))
    assert back == a == Subdue("P7", ("spatula", "bike_helmet", "satyr"))


def test_an_overpaid_step_goes_on_with_the_adventure():
    """§6.5 with the witch added to the dragon's payment: the adventure goes on, and the
    gryphon still pays the billy goat."""
    s = seed_adventure().state()
    p = s.cur
    s.apply(Subdue("P1", ("witch", "satyr", "spatula")))
    assert s.phase == rules.PH_ADV
    s.apply(Subdue("P2", ("gryphon",)))
    assert s.hand[p] == kinds("enchantress")


def test_too_little_is_refused_with_what_the_cards_give():
    s, p = on_the_centre_path("dragon", "spatula", "bike_helmet", "peaceful_dragon")
    msg = refusal(s, Subdue("P7", ("bike_helmet", "spatula")))
    assert msg.startswith("The Dragon needs 2 sword symbols (two identical symbols make one wild, never "
                          "split between creatures); those cards give only 1.")


def test_cards_not_in_hand_are_named():
    s, p = on_the_centre_path("knight", "satyr", "spatula")
    assert refusal(s, Subdue("P7", ("satyr", "satyr"))).startswith("You have no Satyr in your hand.")
    assert refusal(s, Subdue("P7", ("toothbrush",))).startswith(
        "You have no Toothbrush in your hand.")
    assert refusal(s, Subdue("P7", ())).startswith("Name the hand cards that pay the creature.")
    assert refusal(s, Subdue("P7", ("no_such_card",))).startswith(
        "You have no no_such_card in your hand.")


def test_overpaying_keeps_the_other_rules():
    """More cards never lift the other limits: a path next to you, a creature on it, the turn
    action unused."""
    s, p = on_the_centre_path("knight", "satyr", "bike_helmet", "toothbrush", "enchantress")
    b = Setup(s)
    set_path(b, "P3", "knight")  # middle right to bottom right: not next to the forest
    s = b.state()
    assert "next to your region" in refusal(s, Subdue("P3", ("satyr", "bike_helmet")))
    s.apply(Subdue("P7", ("satyr", "bike_helmet")))
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "Done"))
    assert s.phase == rules.PH_MAIN and s.actions_left == 0
    b = Setup(s)
    set_path(b, "P7", "knight")
    s = b.state()
    assert "turn action, and it is used" in refusal(
        s, Subdue("P7", ("toothbrush", "enchantress")))
