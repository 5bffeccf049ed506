"""Scenario tests: exact positions, exact results (docs/rules/guildhall.md)."""

from collections import Counter

import pytest

from engine.game import IllegalAction
from engine.text import Reader, render
from guildhall import data as D
from guildhall import rules as R
from guildhall.actions import (BuyVP, ChooseCard, ChooseChapter, ChooseOpponent, ChooseTier,
                               Discard, DiscardAndDraw, Done, EndTurn, Place, PlayCard,
                               UseAbility)
from guildhall.position import from_position, to_position

K = D.KIND_INDEX
P = {name: i for i, name in enumerate(D.PROFESSIONS)}
V = D.VP_INDEX
#: Ada (seat 0) reads the table against Bruno.
ADA = Reader(("Ada", "Bruno"), 0)


def make(n=2, hands=None, guild=None, completed=None, discard=(), tokens=None, vp_cards=None,
         center=None, deck=None, active=0, actions=2, seed=0, stall=0, **opts):
    """A position at the start of `active`'s turn with exactly these zones; the rest is the
    deck, or, when the deck is given (last = top), the next player's hand (no hand limit)."""
    seats = range(n)
    spec = {
        "players": n, "options": opts, "first": active + 1, "active": active + 1,
        "actions_left": actions, "turns_without_new_vp": stall,
        "player": [{"hand": list((hands or [[]] * n)[p]), "guildhall": list((guild or [[]] * n)[p]),
                    "completed": list((completed or [[]] * n)[p]),
                    "tokens": (tokens or [0] * n)[p], "vp_cards": list((vp_cards or [[]] * n)[p])}
                   for p in seats],
        "discard": list(discard), "center": list(center) if center is not None else None,
    }
    if deck is not None:
        spec["deck"] = list(deck)
        placed = Counter(K[x] for pl in spec["player"] for x in pl["hand"] + pl["guildhall"])
        placed.update(K[x] for x in list(deck) + list(discard))
        placed.update(P[c] * 5 + i for pl in spec["player"] for c in pl["completed"] for i in range(5))
        rest = [D.KIND_NAMES[k] for k in range(30) for _ in range(4 - placed[k])]
        spec["player"][(active + 1) % n]["hand"] += rest
    return from_position(spec, seed=seed)


def names(s, p):
    return sorted(D.KIND_NAMES[k] for k in s.guild_kinds(p))


def hand(s, p):
    return sorted(D.KIND_NAMES[k] for k in s.hands[p])


def play(s, *actions):
    for a in actions:
        s.apply(a)
    return s


def card_census(s):
    """Every profession card once: 4 of each kind over all zones (§2.4 invariant)."""
    c = Counter()
    for h in s.hands:
        c.update(h)
    for p in range(s.num_players):
        c.update(s.guild_kinds(p))
    for cs in s.completed:
        for p in cs:
            c.update(range(p * 5, p * 5 + 5))
    c.update(s.deck)
    c.update(s.discard)
    c.update(s.area)
    c.update(s.limbo)
    c.update(s.laying)
    c.update(s.laid)
    return c


# -- the seed's own examples -------------------------------------------------
def test_farmer_without_farmers_in_guildhall_gets_nothing():
    s = make(hands=[["farmer_red", "trader_red"], []], guild=[["trader_blue"], []])
    s.apply(PlayCard(K["farmer_red"]))
    # Only "no effect" is possible, so it is taken at once.
    assert s.phase == R.MAIN and s.tokens[0] == 0 and s.actions == 1


def test_farmer_with_one_farmer_gains_a_token():
    s = make(hands=[["farmer_red"], []], guild=[["farmer_green"], []])
    s.apply(PlayCard(K["farmer_red"]))
    assert s.legal_actions() == [ChooseTier("farmer_t1"), ChooseTier("none")]
    s.apply(ChooseTier("farmer_t1"))
    assert s.tokens[0] == 1


def test_identical_card_cannot_be_played():
    s = make(hands=[["farmer_blue", "farmer_red"], []], guild=[["farmer_blue"], []])
    assert PlayCard(K["farmer_blue"]) not in s.legal_actions()
    assert PlayCard(K["farmer_red"]) in s.legal_actions()
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="identical"):
        s.apply(PlayCard(K["farmer_blue"]))
    assert s.to_dict() == before


def test_no_second_dancer_in_a_turn():
    s = make(hands=[["dancer_red", "dancer_blue"], []])
    play(s, PlayCard(K["dancer_red"]), ChooseTier("dancer_draw", 0))
    assert s.actions == 2
    assert not any(isinstance(a, PlayCard) and D.KIND_PROF[a.kind] == D.DANCER
                   for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="one card per profession"):
        s.apply(PlayCard(K["dancer_blue"]))


# -- every profession at every level --------------------------------------------
@pytest.mark.parametrize("lv", range(5))
def test_dancer_draws_its_level_and_gives_an_action(lv):
    g = ["dancer_yellow", "dancer_green", "dancer_blue", "dancer_purple"][:lv]
    s = make(hands=[["dancer_red"], []], guild=[g, []])
    s.apply(PlayCard(K["dancer_red"]))
    assert s.legal_actions() == [ChooseTier("dancer_draw", n) for n in range(lv + 1)] + [
        ChooseTier("none")]
    s.apply(ChooseTier("dancer_draw", lv))
    assert len(s.hands[0]) == lv and s.actions == 2  # 2 - 1 + 1


def test_dancer_lower_level_and_decline():
    s = make(hands=[["dancer_red"], []], guild=[["dancer_blue", "dancer_green"], []])
    play(s, PlayCard(K["dancer_red"]), ChooseTier("dancer_draw", 1))
    assert len(s.hands[0]) == 1 and s.actions == 2
    s = make(hands=[["dancer_red"], []], guild=[["dancer_blue", "dancer_green"], []])
    play(s, PlayCard(K["dancer_red"]), ChooseTier("none"))
    assert len(s.hands[0]) == 0 and s.actions == 1


@pytest.mark.parametrize("seedvals,expect", [(False, 2), (True, 3)])
def test_farmer_level_3(seedvals, expect):
    s = make(hands=[["farmer_red"], []], guild=[["farmer_yellow", "farmer_green", "farmer_blue"],
                                                []], seed_card_values=seedvals)
    s.apply(PlayCard(K["farmer_red"]))
    assert ChooseTier("farmer_t3") in s.legal_actions()
    s.apply(ChooseTier("farmer_t3"))
    assert s.tokens[0] == expect


def test_assassin_level_0():
    s = make(hands=[["assassin_red"], []], guild=[[], ["trader_blue", "weaver_red"]])
    s.apply(PlayCard(K["assassin_red"]))
    assert s.legal_actions() == [ChooseTier("assassin_t0"), ChooseTier("none")]
    s.apply(ChooseTier("assassin_t0"))  # the only opponent is chosen without asking
    assert s.phase == R.ASSASSIN_PICK and s.opp == 1
    s.apply(ChooseCard(K["weaver_red"]))
    assert names(s, 1) == ["trader_blue"] and s.discard[-1] == K["weaver_red"]


def test_assassin_level_2_needs_two_chapters():
    g = ["assassin_blue", "assassin_green"]
    s = make(hands=[["assassin_red"], []], guild=[g, ["trader_blue", "trader_red"]])
    s.apply(PlayCard(K["assassin_red"]))
    assert ChooseTier("assassin_t2") not in s.legal_actions()
    s = make(hands=[["assassin_red"], []], guild=[g, ["trader_blue", "trader_red", "weaver_red"]])
    play(s, PlayCard(K["assassin_red"]), ChooseTier("assassin_t2"), ChooseCard(K["trader_blue"]))
    assert s.legal_actions() == [ChooseCard(K["weaver_red"])]  # a different profession
    s.apply(ChooseCard(K["weaver_red"]))
    assert names(s, 1) == ["trader_red"]
    assert s.discard[-2:] == [K["trader_blue"], K["weaver_red"]]


@pytest.mark.parametrize("seedvals,count", [(False, 2), (True, 4)])
def test_assassin_level_4(seedvals, count):
    g = ["assassin_blue", "assassin_green", "assassin_yellow", "assassin_purple"]
    theirs = ["trader_blue", "trader_red", "trader_green", "weaver_red"]
    s = make(hands=[["assassin_red"], []], guild=[g, theirs], seed_card_values=seedvals)
    play(s, PlayCard(K["assassin_red"]), ChooseTier("assassin_t4"))
    for name in theirs[:count]:  # the same chapter is allowed
        s.apply(ChooseCard(K[name]))
    assert names(s, 1) == sorted(theirs[count:]) and s.phase == R.MAIN


def test_assassin_picks_one_opponent_and_spares_completed_chapters():
    s = make(n=3, hands=[["assassin_red"], [], []], guild=[[], ["weaver_red"], []],
             completed=[[], [], ["trader"]])
    s.apply(PlayCard(K["assassin_red"]))
    s.apply(ChooseTier("assassin_t0"))
    assert s.phase == R.ASSASSIN_PICK and s.opp == 1  # seat 2 has only a completed chapter
    s = make(n=3, hands=[["assassin_red"], [], []], guild=[[], ["weaver_red"], ["weaver_red"]])
    play(s, PlayCard(K["assassin_red"]), ChooseTier("assassin_t0"))
    assert s.legal_actions() == [ChooseOpponent(1), ChooseOpponent(2)]


def test_historian_level_0_takes_the_top_card():
    s = make(hands=[["historian_red"], []], discard=["weaver_blue", "trader_red"])
    play(s, PlayCard(K["historian_red"]), ChooseTier("historian_t0"))
    assert names(s, 0) == ["trader_red"] and s.discard == [K["weaver_blue"]]


def test_historian_level_0_refuses_a_duplicate_top():
    s = make(hands=[["historian_red"], []], guild=[["trader_red"], []],
             discard=["weaver_blue", "trader_red"])
    s.apply(PlayCard(K["historian_red"]))
    assert ChooseTier("historian_t0") not in s.legal_actions()


def test_historian_level_2_and_4_search_the_pile():
    g = ["historian_blue", "historian_green"]
    pile = ["weaver_blue", "trader_red", "weaver_blue", "farmer_red"]
    s = make(hands=[["historian_red"], []], guild=[g + ["farmer_red"], []], discard=pile)
    play(s, PlayCard(K["historian_red"]), ChooseTier("historian_t2"))
    assert s.view(0).discard == s.discard and s.view(1).discard[:-1] == [None] * 3
    assert s.legal_actions() == [ChooseCard(K["trader_red"]), ChooseCard(K["weaver_blue"])]
    s.apply(ChooseCard(K["weaver_blue"]))
    assert s.discard == [K["weaver_blue"], K["trader_red"], K["farmer_red"]]  # order kept
    assert "weaver_blue" in names(s, 0)
    g4 = g + ["historian_yellow", "historian_purple"]
    s = make(hands=[["historian_red"], []], guild=[g4, []], discard=pile)
    play(s, PlayCard(K["historian_red"]), ChooseTier("historian_t4"), ChooseCard(K["weaver_blue"]))
    assert ChooseCard(K["weaver_blue"]) not in s.legal_actions()  # not two identical cards
    s.apply(ChooseCard(K["farmer_red"]))
    assert s.discard == [K["weaver_blue"], K["trader_red"]] and s.phase == R.MAIN


def test_historian_completes_a_chapter_at_once():
    g = ["historian_blue", "historian_green", "weaver_red", "weaver_yellow", "weaver_green",
         "weaver_blue"]
    s = make(hands=[["historian_red"], []], guild=[g, []], discard=["weaver_purple"])
    play(s, PlayCard(K["historian_red"]), ChooseTier("historian_t0"))
    assert s.completed[0] == [D.WEAVER] and "weaver_red" not in names(s, 0)


def test_trader_level_0_no_duplicates_either_way():
    s = make(hands=[["trader_red"], []], guild=[["weaver_red", "farmer_blue"],
                                                ["weaver_red", "dancer_green"]])
    play(s, PlayCard(K["trader_red"]), ChooseTier("trader_t0"))
    assert s.phase == R.GIVE
    # Giving the Weaver red is legal only if it is swapped for theirs (a no-op).
    assert set(s.legal_actions()) == {ChooseCard(K["weaver_red"]), ChooseCard(K["farmer_blue"])}
    s.apply(ChooseCard(K["farmer_blue"]))
    assert s.legal_actions() == [ChooseCard(K["dancer_green"])]  # not their Weaver red
    s.apply(ChooseCard(K["dancer_green"]))
    assert names(s, 0) == ["dancer_green", "weaver_red"]
    assert names(s, 1) == ["farmer_blue", "weaver_red"]


def test_trader_level_2_swaps_two_for_two():
    mine = ["trader_blue", "trader_green", "farmer_red"]
    s = make(hands=[["trader_red"], []], guild=[mine, ["weaver_red", "weaver_blue", "dancer_red"]])
    play(s, PlayCard(K["trader_red"]), ChooseTier("trader_t2"),
         ChooseCard(K["farmer_red"]), ChooseCard(K["trader_blue"]),
         ChooseCard(K["weaver_red"]), ChooseCard(K["dancer_red"]))
    assert names(s, 0) == ["dancer_red", "trader_green", "weaver_red"]
    assert names(s, 1) == ["farmer_red", "trader_blue", "weaver_blue"]


def test_trader_level_4_swaps_chapters_and_discards_arriving_copies():
    mine = ["trader_blue", "trader_green", "trader_yellow", "trader_purple", "farmer_red"]
    theirs = ["weaver_red", "weaver_blue", "farmer_red", "farmer_green"]
    s = make(hands=[["trader_red"], []], guild=[mine, theirs])
    play(s, PlayCard(K["trader_red"]), ChooseTier("trader_t4"), ChooseChapter(D.TRADER),
         ChooseChapter(D.FARMER))
    assert names(s, 0) == ["farmer_green", "farmer_red"]
    assert names(s, 1) == sorted(["weaver_red", "weaver_blue", "trader_blue", "trader_green",
                                  "trader_yellow", "trader_purple"])
    # The Trader red in the action area joins a fresh chapter at the end of the turn.
    s.apply(EndTurn())
    assert "trader_red" in names(s, 0)


def test_trader_can_complete_the_opponents_chapter():
    mine = ["weaver_red"]
    theirs = ["weaver_blue", "weaver_green", "weaver_yellow", "weaver_purple", "farmer_red"]
    s = make(hands=[["trader_red"], []], guild=[mine, theirs])
    play(s, PlayCard(K["trader_red"]), ChooseTier("trader_t0"), ChooseCard(K["weaver_red"]),
         ChooseCard(K["farmer_red"]))
    assert s.completed[1] == [D.WEAVER] and names(s, 1) == []


def test_weaver_level_0():
    s = make(hands=[["weaver_red", "farmer_blue", "trader_red"], []], guild=[["trader_red"], []])
    play(s, PlayCard(K["weaver_red"]), ChooseTier("weaver_t0"))
    assert s.legal_actions() == [Place(K["farmer_blue"])]
    s.apply(Place(K["farmer_blue"]))
    assert names(s, 0) == ["farmer_blue", "trader_red"] and hand(s, 0) == ["trader_red"]


def test_weaver_level_2_example():
    g = ["weaver_blue", "weaver_green", "farmer_red"]
    s = make(hands=[["weaver_red", "trader_red", "dancer_red"], []], guild=[g, []])
    play(s, PlayCard(K["weaver_red"]), ChooseTier("weaver_t2"), ChooseCard(K["farmer_red"]),
         Place(K["trader_red"]), Place(K["dancer_red"]))
    assert names(s, 0) == ["dancer_red", "trader_red", "weaver_blue", "weaver_green"]
    assert hand(s, 0) == ["farmer_red"] and s.phase == R.MAIN


def test_weaver_level_2_needs_two_placeable_cards():
    g = ["weaver_blue", "weaver_green", "farmer_red"]
    s = make(hands=[["weaver_red", "farmer_red", "weaver_blue"], []], guild=[g, []])
    s.apply(PlayCard(K["weaver_red"]))
    assert ChooseTier("weaver_t2") not in s.legal_actions()
    assert ChooseTier("weaver_t0") not in s.legal_actions()


def test_weaver_level_4_returns_two_and_places_any():
    g = ["weaver_blue", "weaver_green", "weaver_yellow", "weaver_purple", "farmer_red"]
    s = make(hands=[["weaver_red", "trader_red"], []], guild=[g, []])
    play(s, PlayCard(K["weaver_red"]), ChooseTier("weaver_t4"), ChooseCard(K["farmer_red"]),
         ChooseCard(K["weaver_blue"]), Done())
    assert hand(s, 0) == ["farmer_red", "trader_red", "weaver_blue"]
    assert names(s, 0) == ["weaver_green", "weaver_purple", "weaver_yellow"]
    # The played Weaver red joins at the end of the turn.
    s.apply(EndTurn())
    assert "weaver_red" in names(s, 0)


# -- chapters ------------------------------------------------------------------
def test_chapter_completed_by_the_card_arriving_at_turn_end():
    g = ["farmer_yellow", "farmer_green", "farmer_blue", "farmer_purple"]
    s = make(hands=[["farmer_red"], []], guild=[g, []])
    play(s, PlayCard(K["farmer_red"]), ChooseTier("farmer_t3"))
    assert s.completed[0] == [] and s.area == [K["farmer_red"]]
    s.apply(EndTurn())
    assert s.completed[0] == [D.FARMER] and names(s, 0) == [] and s.active == 1


def test_copy_arriving_at_turn_end_is_discarded():
    # The Historian brings in a Farmer red after the Farmer red was played.
    s = make(hands=[["farmer_red", "historian_red"], []], guild=[["farmer_blue"], []],
             discard=["farmer_red"])
    play(s, PlayCard(K["farmer_red"]), ChooseTier("farmer_t1"), PlayCard(K["historian_red"]),
         ChooseTier("historian_t0"))
    assert s.active == 1
    assert names(s, 0) == ["farmer_blue", "farmer_red", "historian_red"]
    assert s.discard == [K["farmer_red"]]


def test_fourth_chapter_forces_a_discard_by_its_owner():
    g = ["farmer_yellow", "farmer_green", "farmer_blue", "farmer_purple"]
    s = make(hands=[["farmer_red"], []], guild=[g, []], completed=[["trader", "weaver", "weaver"], []])
    play(s, PlayCard(K["farmer_red"]), ChooseTier("farmer_t3"), EndTurn())
    assert s.to_move == 0 and s.phase == R.END
    assert s.legal_actions() == [ChooseChapter(D.FARMER), ChooseChapter(D.TRADER),
                                 ChooseChapter(D.WEAVER)]
    s.apply(ChooseChapter(D.WEAVER))
    assert s.to_move == 0, "the owner says in which order the chapter goes on the pile"
    s.apply(Done())  # colour order
    assert sorted(s.completed[0]) == [D.FARMER, D.TRADER, D.WEAVER] and s.to_move == 1
    assert s.discard[-5:] == list(range(D.WEAVER * 5, D.WEAVER * 5 + 5))
    assert sum(card_census(s).values()) == 120


def test_opponent_over_the_limit_chooses_on_my_turn():
    mine = ["weaver_red"]
    theirs = ["weaver_blue", "weaver_green", "weaver_yellow", "weaver_purple", "farmer_red"]
    s = make(hands=[["trader_red"], []], guild=[mine, theirs],
             completed=[[], ["trader", "dancer", "farmer"]])
    play(s, PlayCard(K["trader_red"]), ChooseTier("trader_t0"), ChooseCard(K["weaver_red"]),
         ChooseCard(K["farmer_red"]))
    assert s.to_move == 1 and s.active == 0 and len(s.legal_actions()) == 4
    s.apply(ChooseChapter(D.DANCER))
    assert s.to_move == 1, "the owner lays the chapter on the pile, on my turn too"
    s.apply(ChooseCard(K["dancer_green"]))
    s.apply(Done())
    assert s.discard[-1] == K["dancer_green"]
    assert s.to_move == 0 and sorted(s.completed[1]) == [D.FARMER, D.TRADER, D.WEAVER]


# -- discard and draw ------------------------------------------------------------
def test_discard_and_draw_with_seven_cards():
    h = ["farmer_red", "farmer_blue", "trader_red", "trader_blue", "weaver_red", "weaver_blue",
         "dancer_red"]
    s = make(hands=[h, []])
    s.apply(DiscardAndDraw())
    assert Done() not in s.legal_actions()
    s.apply(Discard(K["farmer_red"]))
    with pytest.raises(IllegalAction, match="discard down to 5"):
        s.apply(Done())
    play(s, Discard(K["farmer_blue"]), Done())
    assert len(s.hands[0]) == 6 and s.discard == [K["farmer_red"], K["farmer_blue"]]
    assert s.actions == 1


def test_discard_and_draw_small_hand_may_discard_nothing():
    s = make(hands=[["farmer_red"] * 4, []])
    play(s, DiscardAndDraw(), Done())
    assert len(s.hands[0]) == 6


def test_reshuffle_when_the_deck_runs_out():
    s = make(hands=[["farmer_red"], []], deck=["trader_red"],
             discard=["weaver_red", "weaver_blue", "weaver_green", "dancer_red"])
    play(s, DiscardAndDraw(), Discard(K["farmer_red"]))  # an empty hand draws at once
    # 1 from the deck, then the pile (with the card just discarded) becomes the deck.
    assert len(s.hands[0]) == 6 and s.discard == [] and len(s.deck) == 0
    assert sorted(D.KIND_NAMES[k] for k in s.hands[0]) == sorted(
        ["trader_red", "weaver_red", "weaver_blue", "weaver_green", "dancer_red", "farmer_red"])


def test_draw_stops_when_deck_and_pile_are_empty():
    s = make(hands=[["dancer_red"], []], guild=[["dancer_blue", "dancer_green"], []], deck=["trader_red"])
    play(s, PlayCard(K["dancer_red"]), ChooseTier("dancer_draw", 2))
    assert hand(s, 0) == ["trader_red"] and s.actions == 2


# -- VP cards -------------------------------------------------------------------
def test_buy_vp_card_ability_declined_is_lost():
    s = make(hands=[["farmer_red"], []], completed=[["trader", "weaver"], []],
             center=["vp4_extra_action", "vp5_plain", "vp9_plain", "vp2_take_chapter",
                     "vp5_plain"])
    legal = s.legal_actions()
    assert BuyVP(V["vp9_plain"]) in legal and legal.count(BuyVP(V["vp5_plain"])) == 1
    play(s, BuyVP(V["vp4_extra_action"]), ChooseChapter(D.WEAVER), Done())
    assert s.legal_actions() == [UseAbility(True), UseAbility(False)]
    assert len(s.center) == 5 and s.vp_cards[0] == [V["vp4_extra_action"]]
    s.apply(UseAbility(False))
    assert s.actions == 1 and s.completed[0] == [D.TRADER] and s.vp(0) == 4
    assert not any(isinstance(a, UseAbility) for a in s.legal_actions())
    s.apply(EndTurn())
    assert s.active == 1 and s.vp_cards[0] == [V["vp4_extra_action"]]


def test_buy_vp_extra_actions_and_two_chapter_cost():
    s = make(completed=[["trader", "weaver", "farmer"], []],
             center=["vp7_two_actions", "vp5_plain", "vp5_plain", "vp5_plain", "vp5_plain"])
    play(s, BuyVP(V["vp7_two_actions"]), ChooseChapter(D.TRADER), Done(),
         ChooseChapter(D.FARMER), Done(), UseAbility(True))
    assert s.actions == 3 and s.completed[0] == [D.WEAVER] and s.vp(0) == 7


def test_vp_take_chapter_and_place_from_hand():
    s = make(hands=[["farmer_red", "farmer_green", "trader_red"], []],
             guild=[["farmer_blue", "weaver_red"], ["weaver_red", "weaver_blue", "dancer_red"]],
             completed=[["trader"], []],
             center=["vp2_take_chapter", "vp5_plain", "vp5_plain", "vp5_plain", "vp5_plain"])
    play(s, BuyVP(V["vp2_take_chapter"]), Done(), UseAbility(True), ChooseChapter(D.WEAVER))
    assert names(s, 0) == ["farmer_blue", "weaver_blue", "weaver_red"]
    assert names(s, 1) == ["dancer_red"] and s.discard[-1] == K["weaver_red"]
    s = make(hands=[["farmer_red", "farmer_green", "farmer_blue"], []],
             guild=[["farmer_blue"], []], completed=[["trader"], []],
             center=["vp3_place_from_hand", "vp5_plain", "vp5_plain", "vp5_plain", "vp5_plain"])
    play(s, BuyVP(V["vp3_place_from_hand"]), Done(), UseAbility(True))
    assert s.legal_actions() == [Place(K["farmer_red"]), Place(K["farmer_green"]), Done()]
    play(s, Place(K["farmer_green"]), Done())
    assert names(s, 0) == ["farmer_blue", "farmer_green"] and s.phase == R.MAIN


def test_vp_swap_one_for_two_and_take_card():
    s = make(guild=[["farmer_red"], ["weaver_red", "weaver_blue"]], completed=[["trader"], []],
             center=["vp3_swap_one_for_two", "vp4_take_card", "vp5_plain", "vp5_plain",
                     "vp5_plain"])
    play(s, BuyVP(V["vp3_swap_one_for_two"]), Done(), UseAbility(True), ChooseCard(K["farmer_red"]),
         ChooseCard(K["weaver_red"]), ChooseCard(K["weaver_blue"]))
    assert names(s, 0) == ["weaver_blue", "weaver_red"] and names(s, 1) == ["farmer_red"]
    s = make(guild=[["farmer_red"], ["farmer_red", "weaver_blue"]], completed=[["trader"], []],
             center=["vp4_take_card", "vp5_plain", "vp5_plain", "vp5_plain", "vp5_plain"])
    play(s, BuyVP(V["vp4_take_card"]), Done(), UseAbility(True))
    assert s.legal_actions() == [ChooseCard(K["weaver_blue"])]  # not an identical card
    s.apply(ChooseCard(K["weaver_blue"]))
    assert names(s, 0) == ["farmer_red", "weaver_blue"]


def test_vp_draw_five():
    s = make(completed=[["trader"], []],
             center=["vp4_draw_five", "vp5_plain", "vp5_plain", "vp5_plain", "vp5_plain"])
    play(s, BuyVP(V["vp4_draw_five"]), Done(), UseAbility(True))
    assert len(s.hands[0]) == 5


# -- winning and the stall guard ----------------------------------------------------
def test_reaching_20_mid_turn_wins_at_the_end_of_the_turn():
    s = make(hands=[["farmer_red", "trader_red"], []], guild=[["farmer_blue"], []],
             tokens=[19, 0])
    play(s, PlayCard(K["farmer_red"]), ChooseTier("farmer_t1"))
    assert s.vp(0) == 20 and not s.is_over() and s.to_move == 0 and s.actions == 1
    s.apply(DiscardAndDraw())
    s.apply(Done())
    assert s.is_over() and s.winners() == [0] and s.to_move is None
    assert s.legal_actions() == [] and s.scores() == [20, 0]


def test_twenty_at_the_end_of_someone_elses_turn_does_not_end_the_game():
    s = make(tokens=[0, 25])  # not reachable in play; shows when the check happens
    s.apply(EndTurn())
    assert not s.is_over() and s.active == 1
    s.apply(EndTurn())
    assert s.is_over() and s.winners() == [1]


def test_stall_guard_ends_the_game():
    s = make(tokens=[3, 3], guild=[["farmer_red", "farmer_blue"], ["weaver_red"]],
             stall=D.STALL_TURNS - 1)
    s.apply(EndTurn())
    assert s.is_over() and s.winners() == [0]
    s = make(tokens=[3, 3], stall=D.STALL_TURNS - 1)
    s.apply(EndTurn())
    assert s.winners() == [0, 1]  # a shared win


# -- setup and opening -----------------------------------------------------------------
@pytest.mark.parametrize("n,deck,vp", [(2, 102, 15), (3, 93, 15), (4, 84, 25)])
def test_setup_counts(n, deck, vp):
    s = R.new_game(n, seed=4)
    assert len(s.deck) == deck and all(len(h) == 9 for h in s.hands)
    assert len(s.center) == 5 and len(s.vp_deck) == vp
    assert sum(card_census(s).values()) == 120 and set(card_census(s).values()) == {4}


def test_opening_is_discard_draw_then_place_three_in_turn_order():
    s = R.new_game(3, seed=1)
    order = [(s.first + i) % 3 for i in range(3)]
    for seat in order:
        assert s.to_move == seat and s.phase == R.OPEN_DISCARD
        two = sorted(set(s.hands[seat]))[:2]
        play(s, Discard(two[0]), Discard(two[1]), Done())
        assert len(s.hands[seat]) == 9 and s.phase == R.OPEN_PLACE
        for _ in range(3):
            legal = s.legal_actions()
            assert all(not (s.guild[seat] >> a.kind) & 1 for a in legal)
            s.apply(legal[0])
        assert len(s.hands[seat]) == 6 and s.guild[seat].bit_count() == 3
    assert s.phase == R.MAIN and s.to_move == s.first and s.actions == 2


def test_options_and_player_counts_are_checked():
    for bad in (1, 5):
        with pytest.raises(ValueError):
            R.new_game(bad)
    with pytest.raises(ValueError):
        R.new_game(2, colour="x")
    with pytest.raises(ValueError):
        R.new_game(2, seed_card_values="yes")


def test_historian_player_sees_the_pile_while_choosing():
    g = ["historian_blue", "historian_green"]
    s = make(hands=[["historian_red"], []], guild=[g, []],
             discard=["weaver_blue", "trader_red", "farmer_red"])
    assert s.view(0).discard == [None, None, K["farmer_red"]]
    s.apply(PlayCard(K["historian_red"]))
    assert s.view(0).discard == s.discard and s.view(1).discard[:2] == [None, None]
    s.apply(ChooseTier("none"))
    assert s.view(0).discard[:2] == [None, None]


def test_stall_guard_breaks_ties_by_completed_chapters():
    s = make(tokens=[3, 3], completed=[[], ["trader"]], guild=[["farmer_red", "farmer_blue"], []],
             stall=D.STALL_TURNS - 1)
    s.apply(EndTurn())
    assert s.winners() == [1]


def test_vp_deck_removal_for_small_games():
    for n, total in ((2, 20), (3, 20), (4, 30)):
        s = R.new_game(n, seed=9)
        cards = Counter(s.vp_deck + s.center)
        assert sum(cards.values()) == total
        assert cards[V["vp5_plain"]] == (6 if n == 4 else 4)
        assert cards[V["vp9_plain"]] == (3 if n == 4 else 2)


def test_describe_and_refusals_are_messages_in_the_readers_words():
    s = make(hands=[["farmer_red"], []], guild=[["farmer_blue"], []],
             center=["vp5_plain", "vp9_plain", "vp5_plain", "vp5_plain", "vp5_plain"])
    assert render(s.describe(PlayCard(K["farmer_red"])), ADA) == "You play the red Farmer."
    assert render(s.describe(PlayCard(K["farmer_red"])), Reader(("Ada", "Bruno"), 1)) == (
        "Ada plays the red Farmer.")
    assert render(s.describe(PlayCard(K["farmer_red"])), ADA, 0, order=True) == "Play the red Farmer."
    with pytest.raises(IllegalAction, match="no blue Trader in hand") as refused:
        s.apply(PlayCard(K["trader_blue"]))
    assert render(refused.value.message, ADA).startswith("You have no blue Trader in hand.")
    with pytest.raises(IllegalAction) as refused:
        s.apply(BuyVP(V["vp5_plain"]))
    assert render(refused.value.message, ADA).startswith(
        "That VP card costs 1 completed chapter and you have 0.")
    with pytest.raises(IllegalAction, match="not in the centre row"):
        s.apply(BuyVP(V["vp7_two_actions"]))


def test_an_assassin_on_your_guildhall_reads_as_someone_elses_move():
    """On Ada's turn her Assassin discards from Bruno's guildhall: Ada reads it as her own move,
    Bruno reads that Ada discards from his guildhall."""
    s = make(hands=[["assassin_red"], []], guild=[[], ["farmer_red", "farmer_blue"]])
    play(s, PlayCard(K["assassin_red"]))
    if s.phase == R.TIER:
        play(s, ChooseTier("assassin_t0"))
    if s.phase == R.OPPONENT:
        play(s, ChooseOpponent(1))
    msg = s.describe(ChooseCard(K["farmer_red"]))
    assert render(msg, ADA) == "You discard the red Farmer from Bruno's guildhall."
    assert render(msg, Reader(("Ada", "Bruno"), 1)) == "Ada discards the red Farmer from your guildhall."
    s.apply(ChooseCard(K["farmer_red"]))
    said = [render(e.message, Reader(("Ada", "Bruno"), 1)) for e in s.last_events()]
    assert "Ada's Assassin discards the red Farmer from your guildhall." in said


# -- the order a spent chapter goes onto the pile (§8, §9) ---------------------------
def test_spent_chapter_goes_on_the_pile_in_the_owners_order_and_a_historian_takes_the_top():
    """Player 1 spends a completed Farmer chapter and puts the green Farmer on top; Player 2's
    Historian at level 0 then takes exactly that card."""
    s = make(hands=[[], ["historian_red"]], guild=[[], ["farmer_red", "farmer_blue"]],
             completed=[["farmer"], []],
             center=["vp5_plain", "vp5_plain", "vp5_plain", "vp5_plain", "vp9_plain"])
    s.apply(BuyVP(V["vp5_plain"]))
    assert s.to_move == 0
    assert s.legal_actions() == [ChooseCard(K[f"farmer_{c}"]) for c in D.COLOURS] + [Done()]
    assert render(s.describe(ChooseCard(K["farmer_green"])), ADA) == (
        "You lay the green Farmer on top of the discard pile.")
    s.apply(ChooseCard(K["farmer_green"]))
    assert render(s.describe(ChooseCard(K["farmer_yellow"])), ADA) == (
        "You lay the yellow Farmer under the green Farmer.")
    s.apply(ChooseCard(K["farmer_yellow"]))
    s.apply(Done())  # the rest in colour order, under the two chosen
    assert [D.KIND_NAMES[k] for k in s.discard] == [
        "farmer_red", "farmer_blue", "farmer_purple", "farmer_yellow", "farmer_green"]
    assert s.view(1).discard[-1] == K["farmer_green"], "the top card is public"
    play(s, EndTurn(), PlayCard(K["historian_red"]), ChooseTier("historian_t0"))
    assert "farmer_green" in names(s, 1) and s.discard[-1] == K["farmer_yellow"]


def test_colour_order_leaves_purple_on_top_and_the_ai_chooses_the_top_card():
    from engine.ai import choose_action
    from guildhall import INFO, ai
    s = make(guild=[[], ["farmer_purple"]], completed=[["farmer"], []],
             center=["vp5_plain", "vp5_plain", "vp5_plain", "vp5_plain", "vp9_plain"])
    s.apply(BuyVP(V["vp5_plain"]))
    assert render(s.describe(Done()), Reader(("Ada", "Bruno"))) == (
        "Ada lays the Farmer chapter on the discard pile in colour order, the purple Farmer on top.")
    done = s.clone()
    done.apply(Done())
    assert done.discard[-1] == K["farmer_purple"]
    # Player 2 already holds the purple Farmer: the AI puts it on top, where it helps nobody
    assert ai.prune(s, s.legal_actions()) == [ChooseCard(K["farmer_purple"])]
    a = choose_action(INFO, s, "easy", seed=1)
    assert a in s.legal_actions()


# -- the full ranking (§11's order below the winner) ------------------------------
def test_ranking_orders_the_places_below_the_winner_and_says_why():
    s = make(n=4, tokens=[3, 19, 5, 5], hands=[[], ["farmer_red"], [], []],
             guild=[[], ["farmer_blue"], ["weaver_red", "weaver_blue"], ["weaver_red"]],
             completed=[[], [], ["trader"], ["trader"]], active=1)
    play(s, PlayCard(K["farmer_red"]), ChooseTier("farmer_t1"), EndTurn())
    assert s.is_over() and s.winners() == [1]
    assert s.ranking() == [[1], [2], [3], [0]]
    assert str(s.ranking_reason()) == ("Player 3 and Player 4 both have 5 VP; Player 3 has more "
                                  "guildhall cards (2 against 1).")


def test_positions_refuse_what_cannot_be():
    with pytest.raises(ValueError, match="has 4 blue Farmers; this position places 5"):
        make(hands=[["farmer_blue"] * 5, []])
    with pytest.raises(ValueError, match="two identical cards"):
        make(guild=[["farmer_blue", "farmer_blue"], []])
    with pytest.raises(ValueError, match="all five colours"):
        make(guild=[[f"farmer_{c}" for c in D.COLOURS], []])
    with pytest.raises(ValueError, match="'farmer_gold' is not a card"):
        make(hands=[["farmer_gold"], []])
    with pytest.raises(ValueError, match="at most 3 unless over the limit"):
        make(completed=[["trader", "weaver", "farmer", "dancer"], []])
    with pytest.raises(ValueError, match="2 to 4 players"):
        from_position({"players": 5})
    with pytest.raises(ValueError, match="'nap' is not a decision"):
        from_position({"players": 2, "phase": "nap"})
    with pytest.raises(ValueError, match="hidden in this position"):
        from_position(to_position(make().view(1)))


def test_drawn_cards_are_told_to_their_owner_only_and_a_view_keeps_what_its_seat_may_know():
    s = make(hands=[["farmer_red", "farmer_blue", "farmer_green", "trader_blue", "weaver_red",
                      "assassin_red"], []], deck=["trader_red", "weaver_blue", "dancer_green"])
    play(s, DiscardAndDraw(), Discard(K["farmer_red"]), Discard(K["farmer_blue"]))
    s.apply(Done())
    mine = [render(e.message, ADA) for e in s.events_for(0)]
    theirs = [render(e.message, Reader(("Ada", "Bruno"), 1)) for e in s.events_for(1)]
    assert mine == ["You draw the green Dancer and the blue Weaver."]
    assert theirs == ["Ada draws 2 cards."]
    assert s.view(1).last_events() == s.events_for(1)
    assert s.view(0).last_events() == s.events_for(0)
