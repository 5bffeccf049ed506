"""Pass-and-play on the Fantastiqa table: a hand-off screen whenever the seat at the screen must
change (also inside a turn, for the partner's answer to a card exchange), and no frame ever shows
another seat's hand."""

import random

from engine import saves
from engine.ui.handoff import HandoffScene
from engine.ui.table import open_table as open_at
from fantastiqa import rules as R
from fantastiqa.actions import Done, Exchange, Give
from fantastiqa.view import Ref
from fantastiqa_view.fq_driver import INFO, open_table, perform
from ui.helpers import click, frames, until
from ui.table_walks import pass_and_play

H = saves.Seat


def _only_own_hand(t, seat):
    assert {p.data.seat for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand"} <= {seat}
    view = t.view.to_dict()
    for other in range(3):
        if other != seat:
            assert all(k is None for k in view["hand"][other])


def test_handoff_between_two_humans_and_an_ai(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red"),
                         H("Ada", "ai", "easy", "green")], seed=8)
    # the starting picks are public: the screen may change hands without a hand-off
    pass_and_play(app, t, INFO, perform, 40, _only_own_hand, public=lambda t: t.state.phase in R.SETUP_PHASES,
                  only_to_mover=True)


def _take_the_screen(app) -> None:
    """I'm ready; then, past what the others did since this seat last moved, Play."""
    click(app, "ready")
    frames(app, 5)
    if isinstance(app.scenes.top, HandoffScene):
        click(app, "recap-play")
        frames(app, 5)


def test_team_exchange_is_the_partners_decision_with_a_handoff(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    seats = [H("Mina", "human", None, "blue"), H("Ada", "ai", "easy", "red"),
             H("Jun", "human", None, "green"), H("Bruno", "ai", "easy", "yellow")]
    record, state = saves.new_record(INFO, seats, {"teams": True}, seed=41)
    rng = random.Random(2)
    while not (state.to_move in (0, 2) and Exchange() in state.legal_actions()):
        legal = [a for a in state.legal_actions() if not isinstance(a, Exchange)]
        record.play(state, rng.choice(legal))
    me = state.to_move
    partner = (me + 2) % 4
    t = open_at(app, INFO, record, state)
    assert until(app, lambda: isinstance(app.scenes.top, HandoffScene), 100)
    _take_the_screen(app)
    assert t.viewer == me and t.can_act()
    perform(app, t, Exchange())
    frames(app, 3)
    assert t.state.phase == R.PH_EXCH_GIVE
    give = next(a for a in t.state.legal_actions() if isinstance(a, Give))
    perform(app, t, give)
    frames(app, 3)
    perform(app, t, Done())  # "Offer these cards"
    # the partner answers: the screen is handed over first
    assert until(app, lambda: isinstance(app.scenes.top, HandoffScene), 300)
    assert app.scenes.top.seat == partner and t.state.to_move == partner
    _take_the_screen(app)
    assert t.viewer == partner and t.can_act() and t.state.phase == R.PH_EXCH_TAKE
    assert "offers you 1 card" in t.prompt(t.view)
    back = next(a for a in t.state.legal_actions() if isinstance(a, Give))
    perform(app, t, back)
    assert until(app, lambda: isinstance(app.scenes.top, HandoffScene), 300)
    assert app.scenes.top.seat == me
    click(app, "ready")
    frames(app, 3)
    assert t.viewer == me and t.state.phase == R.PH_MAIN and t.state.exchanged
