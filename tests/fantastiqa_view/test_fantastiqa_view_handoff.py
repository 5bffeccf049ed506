"""Pass-and-play on the Fantastiqa table inside a turn: the partner's answer to a card exchange is
handed over with a hand-off screen (the hand-offs of ordinary turns are checked for every game in
tests/ui/test_ui_every_game_handoff.py)."""

import random

from engine import saves
from engine.ui.handoff import HandoffScene
from engine.ui.table import open_table as open_at
from fantastiqa import rules as R
from fantastiqa.actions import Done, Exchange, Give
from fantastiqa_view.fq_driver import INFO, perform
from ui.helpers import click, frames, until, until_handoff

H = saves.Seat


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
    assert until_handoff(app, 300)
    assert app.scenes.top.seat == partner and t.state.to_move == partner
    _take_the_screen(app)
    assert t.viewer == partner and t.can_act() and t.state.phase == R.PH_EXCH_TAKE
    assert "offers you 1 card" in t.prompt(t.view)
    back = next(a for a in t.state.legal_actions() if isinstance(a, Give))
    perform(app, t, back)
    assert until_handoff(app, 300)
    assert app.scenes.top.seat == me
    click(app, "ready")
    frames(app, 3)
    assert t.viewer == me and t.state.phase == R.PH_MAIN and t.state.exchanged
