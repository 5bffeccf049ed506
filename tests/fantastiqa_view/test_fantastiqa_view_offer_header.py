"""The statue's offer header follows the offer: after a purchase it counts the cards still on
offer, and never says "you drew 2 cards" of a draw of three."""

from __future__ import annotations

import random

from engine import saves
from engine.session import Session
from engine.ui.table import open_table
from fantastiqa import data as D
from fantastiqa.actions import Take
from fantastiqa_view.fq_driver import INFO
from ui.helpers import frames
from ui.layout_check import draw_frame


def _offer_with_a_buy(seed_range=range(1, 40)):
    """A game at a statue's offer of two or more cards, one of which the human seat can take with
    the offer still hers after it: were it the computer's, it would buy or pass while the table
    is looked at."""
    for seed in seed_range:
        seats = [saves.Seat("Mina", "human"), saves.Seat("Ada", "ai", "easy")]
        record, state = saves.new_record(INFO, seats, {}, seed)
        session = Session(INFO, record, state)
        rng = random.Random(seed)
        for _ in range(300):
            s = session.state
            if s.is_over():
                break
            takes = [a for a in s.legal_actions() if isinstance(a, Take)]
            if s.phase == D.PH_OFFER and s.to_move == 0 and len(s.offer) >= 2 and takes:
                after = s.clone()
                after.apply(takes[0])
                if after.phase == D.PH_OFFER and after.to_move == 0:   # more on offer for her
                    return session, takes[0]
            session.play(rng.choice(s.legal_actions()))
    raise AssertionError("no offer found")


def test_the_offer_header_counts_what_is_on_offer_after_a_purchase(app):
    session, take = _offer_with_a_buy()
    session.play(take)
    state = session.state
    open_table(app, INFO, session.record, state)
    frames(app, 6)
    said = [d.text for d in draw_frame(app).texts]
    assert not any(" drew " in s for s in said), [s for s in said if "drew" in s]
    n = len(state.offer)
    assert any(f"{n} card" in s and "on offer" in s for s in said), said[:20]
