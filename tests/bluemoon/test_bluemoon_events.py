"""What a Blue Moon City move reports: its events, as a player reads them in the log, and the
move itself and refusals in the table's words (bluemoon/words.py).

Positions are written down with bluemoon.position, as in test_bluemoon_rules.
"""

import pytest

from bluemoon import INFO
from bluemoon import actions as A
from bluemoon import data as D
from bluemoon.data import BLUE, GREY, RED
from bluemoon.rules import new_game
from engine.game import IllegalAction, ScoreChange
from engine.text import Reader, render

from test_bluemoon_rules import CROWDED_CITY, WATER_TEMPLE_CITY, game, monastery_tower_before_scoring, pay

NAMES = ("Ada", "Bruno", "Chiara", "Dev")


def lines(s, you=None, n=None):
    """The last move's events that seat ``you`` may know, in its words (None: a spectator)."""
    reader = Reader(NAMES[:n or s.num_players], you)
    return [render(e.message, reader) for e in s.events_for(you)]


def test_completion_reports_each_reward_with_its_reason():
    s = game(seat=1, city=WATER_TEMPLE_CITY, built=["(1,2)", "(0,1)"],
             sponsors={"(1,1)": [1, 0, None]}, at={1: "(1,1)"}, hands={1: ["aqua 3"]})
    pay(s, 2, (BLUE, 3))
    said = lines(s)
    assert said[0] == "Bruno places a marker on the blue 3 space of the Water Temple."
    assert said[1] == "The Water Temple is complete; its sponsors' markers return to their supplies."
    assert "Bruno gets 2 crystals as the best sponsor of the Water Temple." in said
    assert "Bruno gets 3 crystals as a sponsor of the Water Temple." in said
    assert "Ada gets 3 crystals as a sponsor of the Water Temple." in said
    # the crystals the events name are the crystals the seats have
    assert s.crystals == [5, 7]
    assert all(not e.score for e in s.last_events()), "crystals are no score: obelisk markers are"


def test_golden_scale_scoring_says_who_scores_and_that_the_pool_refills():
    s = monastery_tower_before_scoring()
    pay(s, 2, (GREY, 2))
    said = lines(s, you=0)
    assert "You get 1 golden scale from the dragon on the Monastery Tower." in said
    scoring = said.index("The scale pool is empty: golden-scale scoring.")
    assert said[scoring + 1:] == [
        "You score 6 crystals for 8 golden scales and return them.",
        "Bruno scores 3 crystals for 4 golden scales and returns them.",
        "Chiara scores 3 crystals for 5 golden scales and returns them.",
        "The scale pool refills to 10 scales.",
    ]
    assert s.pool == 10


def test_an_offering_scores_one_obelisk_marker():
    s = game(4, seat=3, obelisk=[0, 1, 2, 0, 1, 2], city={"(2,1)": "royal_palace"}, at={3: "(2,1)"},
             crystals=[0, 0, 0, 9])
    s.apply(A.STEP[12])
    s.apply(A.OFFER)
    (event,) = [e for e in s.last_events() if e.score]
    assert event.score == (ScoreChange(3, 1),)
    assert render(event.message, Reader(NAMES, 3)) == "You pay 9 crystals and place a marker on the obelisk (1 of 4)."
    assert s.score_totals() == [{"": 2}, {"": 2}, {"": 2}, {"": 1}]


def test_the_winning_offering_says_who_wins():
    s = game(obelisk=[0, 0, 0, 0, 0, 1, 1], crystals=[10, 0])
    s.apply(A.OFFER)
    assert lines(s, you=1)[-1] == "Ada has 6 markers on the obelisk and wins."
    assert lines(s, you=0)[-1] == "You have 6 markers on the obelisk and win."


def test_the_last_marker_placed_ends_in_a_draw():
    s = game(city=CROWDED_CITY, at={0: "(1,2)"}, hands={0: ["terrah 3"]}, obelisk=[0, 1] * 5,
             sponsors={"(2,3)": [0, 0, 0, None], "(2,1)": [0, None, None], "(3,2)": [1, 1, None],
                       "(1,1)": [1, 1, None], "(1,2)": [1, None, None]})
    pay(s, 2, (RED, 3))
    assert lines(s)[-1] == "Every marker is on the table: the game is a draw."


def test_the_cards_drawn_are_told_to_the_drawer_only():
    s = game(hands={0: ["red 1"]})
    before = list(s.hands[0])
    s.apply(A.DONE)
    s.apply(A.DRAW)
    drawn = [k for k in range(D.NUM_KINDS) for _ in range(s.hands[0][k] - before[k])]
    names = [f"{D.PEOPLE_TITLE[D.KIND_COLOUR[k]]} {D.KIND_VALUE[k]} ({D.COLOURS[D.KIND_COLOUR[k]]})" for k in drawn]
    assert len(names) == 2
    assert f"You draw {names[0]} and {names[1]}." in lines(s, you=0)
    for seat in (1, None):
        assert not any(name in line for line in lines(s, you=seat) for name in names)
    assert lines(s, you=1)[-1] == "Your turn."


def test_dragons_and_hoax_cards_are_reported():
    s = game(city={"(1,2)": "earth_temple"}, at={0: "(1,2)"},
             hands={0: ["vulca 1", "hoax 2", "aqua 3", "terrah 2"]})
    s.apply(A.MoveDragon(0, 1, 7))
    assert lines(s) == ["The red dragon lands on the Earth Temple (1,2)."]
    s.apply(A.Contribute(0))
    s.apply(A.Hoax(2, BLUE, RED))
    assert lines(s) == ["One Aqua card counts as Terrah for this space."]


def test_moves_read_for_the_mover_as_you_and_as_an_order():
    s = game(hands={0: ["flit 2", "aqua 1"]})
    msg = s.describe(A.EXTRA_STEPS)
    assert msg.get("who").index == 0
    assert render(msg, Reader(NAMES[:2], 0)) == "You discard a Flit 2 for two extra steps."
    assert render(msg, Reader(NAMES[:2], 1)) == "Ada discards a Flit 2 for two extra steps."
    assert render(msg, Reader(NAMES[:2], 0), 0, order=True) == "Discard a Flit 2 for two extra steps."
    fly = s.describe(A.MoveDragon(2, 1, -1))
    assert render(fly, Reader(NAMES[:2], 1)) == "Ada discards an Aqua 1 and flies the blue dragon to out of the city."


def test_a_refusal_gives_the_reason_and_the_moves_that_are_legal():
    s = game(hands={0: ["red 1"]})
    with pytest.raises(IllegalAction) as refused:
        s.apply(A.TAKE_BACK)
    text = render(refused.value.message, Reader(NAMES[:2], 0), 0)
    assert text.startswith("Cards are taken back only while a space is being paid.")
    assert "step to" in text


def test_progress_and_phases_speak_the_games_terms():
    s = new_game(3, seed=1)
    assert render(s.progress()) == "Turn 1 · 0 of 20 buildings complete · obelisk 0 of 13"
    assert s.phase == "movement" and s.phase in INFO.phases
    saved = s.to_dict()
    assert saved["phase"] == "movement"
    assert type(s).from_dict({**saved, "phase": 4}).phase == "cleanup"   # a phase saved as its number
    with pytest.raises(ValueError):
        type(s).from_dict({**saved, "phase": "lunch"})


def test_every_message_key_is_in_the_catalogue():
    from bluemoon.words import MESSAGES
    s = game(hands={0: ["white 1", "red 1", "white 2"]}, city={"(1,2)": "earth_temple"}, at={0: "(1,2)"})
    for a in s.legal_actions():
        assert s.describe(a).key in MESSAGES
