"""Pass-and-play on every registered game's table (GAME_NAMES): two people and an easy AI share
one screen, and no frame ever shows a seat what it may not see.  A game with hidden hands shows a
hand-off screen whenever the seat at the screen must change; a game where all is public shows
none, and the screen simply follows the human to move.  What differs between the games comes from
each one's driver (tests/<game>_view/*_driver.py): ``HIDDEN_HANDS``, ``PASS_AND_PLAY_MOVES`` and
``sees_only_its_own(t, seat)``, and where a game needs them ``public_moment(t)``,
``HANDOFF_ONLY_TO_MOVER``, ``play_turn(app, t, rng)`` and ``after_pass_and_play(t)``."""

import random

import pytest

from engine import saves
from engine.game import GAME_NAMES
from engine.ui.handoff import HandoffScene
from ui.helpers import frames, until
from ui.table_driver import driver_part, game_driver
from ui.table_walks import pass_and_play

H = saves.Seat
SEATS = [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red"), H("Ada", "ai", "easy", "green")]


def _public_walk(app, t, d, moves):
    """All is public: no hand-off screen, and every frame is the view of the human to move (while
    the AI moves, the last human's)."""
    rng = random.Random(1)
    seen = set()
    done = 0
    while done < moves and not t.state.is_over():
        assert until(app, lambda: (t.can_act() and not t.tweens.busy) or t.state.is_over(), 900, dt=1 / 30)
        assert not isinstance(app.scenes.top, HandoffScene), "nothing is private: no hand-off screen"
        seat = t.state.to_move
        assert t.viewer == seat and not t.seats[seat].is_ai
        assert t.frame_views[-1] == seat and set(t.frame_views) <= {0, 1}
        d.sees_only_its_own(t, seat)
        seen.add(seat)
        t.frame_views.clear()
        d.play_turn(app, t, rng)
        frames(app, 1)
        done += 1
    assert seen == {0, 1}, "both humans had the screen"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_pass_and_play_shows_each_seat_only_what_it_may_see(app, monkeypatch, game):
    d = game_driver(game)
    hidden = driver_part(d, "HIDDEN_HANDS", "True where a seat's hand is private (a hand-off screen shows)")
    moves = driver_part(d, "PASS_AND_PLAY_MOVES", "how many human moves the pass-and-play test plays")
    driver_part(d, "sees_only_its_own", "(t, seat): assert the table shows that seat nothing private of others")
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 20.0
    t = d.open_table(app, SEATS, seed=8)
    if hidden:
        pass_and_play(app, t, d.INFO, d.perform, moves, d.sees_only_its_own,
                      public=getattr(d, "public_moment", lambda t: False),
                      only_to_mover=getattr(d, "HANDOFF_ONLY_TO_MOVER", False))
    else:
        driver_part(d, "play_turn", "(app, t, rng): the seat at the screen makes one whole decision")
        _public_walk(app, t, d, moves)
    getattr(d, "after_pass_and_play", lambda t: None)(t)
