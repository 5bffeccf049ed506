"""The recap shows another player's past decision in the third person: its status line never
tells the seat at the screen to "put 3 more cards in your guildhall" about someone else's move."""

from __future__ import annotations

import random

from engine import saves
from engine.session import Session
from engine.ui.table import open_table
from guildhall_view.gh_driver import INFO
from ui.helpers import frames


def test_a_past_decision_of_the_other_player_is_told_in_the_third_person(app):
    seats = [saves.Seat("Mina", "human"), saves.Seat("Jun", "human")]
    record, state = saves.new_record(INFO, seats, {}, 3)
    session = Session(INFO, record, state)
    rng = random.Random(3)
    theirs = None
    while not (theirs is not None and session.state.to_move == 0):
        if session.state.to_move == 1:
            theirs = session.state.clone()
        session.play(rng.choice(session.state.legal_actions()))
    t = open_table(app, INFO, session.record, session.state)
    frames(app, 4)
    t.session.take_handoff()
    now = t.prompt(t.view)
    t.show_position(theirs, theirs)   # the recap shows Jun's decision
    frames(app, 2)
    then = t.prompt(t.view)
    assert "Jun" in then and "your" not in then.lower(), (now, then)
