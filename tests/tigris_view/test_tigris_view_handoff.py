"""Pass-and-play on the Tigris & Euphrates table: a hand-off screen whenever the seat at the
screen must change — also between the attacker and the defender of a conflict — and no frame
ever shows another seat's tiles."""

from engine import saves
from tigris.position import to_position
from tigris.tutorial import make_plan, tutorial_seed
from tigris.view import Ref
from tigris_view.tg_driver import INFO, open_table, perform
from ui.helpers import frames
from ui.table_driver import take_handoff
from ui.table_walks import pass_and_play

H = saves.Seat


def _only_own_tiles(t, seat):
    assert {p.data.seat for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand"} <= {seat}
    for other in range(t.state.num_players):
        if other != seat:
            assert t.view.hands[other] is None, "another seat's tiles are unknown to this view"


def _check_private(t):
    seat = t.state.to_move
    assert t.viewer == seat and not t.seats[seat].is_ai
    assert set(t.frame_views) <= {seat}
    _only_own_tiles(t, seat)


def test_handoff_between_two_humans_and_an_ai(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red"),
                         H("Ada", "ai", "easy", "green")], seed=8)
    pass_and_play(app, t, INFO, perform, 14, _only_own_tiles)


def test_handoff_between_attacker_and_defender(app, monkeypatch):
    """Mina's priest starts a revolt against Jun's: Mina commits, the screen goes to Jun, Jun commits."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")], seed=tutorial_seed())
    handoffs = []
    for tag, a in make_plan(tutorial_seed()):
        if not take_handoff(app, t, handoffs):
            assert take_handoff(app, t, handoffs)
        _check_private(t)
        if tag == "commit":
            assert "attack" in t.prompt(t.view) and t.viewer == 0
        if tag == "teacher-commit":
            assert "defend" in t.prompt(t.view) and t.viewer == 1 and handoffs[-1] == 1
            perform(app, t, a)
            break
        perform(app, t, a, steps=3)
        frames(app, 1)
    frames(app, 5)
    defender = to_position(t.state)["player"][1]
    assert t.state.phase == "action" and "priest" not in defender["leaders"], \
        "the defender's priest went home"
    assert handoffs.count(1) >= 2 and handoffs.count(0) >= 1
