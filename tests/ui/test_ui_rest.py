"""An app that rests when nothing moves: no redraws at 60 frames a second on a still screen,
and back to full speed the moment a person does something."""

import time

import pygame

from engine.scenes.menu import MainMenu
from engine import app as app_module
from ui.helpers import frames


def test_a_still_menu_rests_and_wakes_on_input(app):
    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 12)  # the fade in is over
    app._last_input = -1e9
    assert not app.animating() and app.resting()
    drawn = app.frames
    t = time.perf_counter()
    while time.perf_counter() - t < 1.0:
        app.rest()
    assert app.frames - drawn <= app_module.REST_FPS + 1, "a redraw a second while nothing moves"
    # a person moves the mouse: the frame is drawn at once and the app runs at full speed a while
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 200), rel=(1, 1), buttons=(0, 0, 0)))
    drawn = app.frames
    app.rest()
    assert app.frames == drawn + 1 and app.mouse == (200, 200)
    assert not app.resting()


def test_a_toast_or_a_fade_keeps_the_frames_coming(app):
    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 12)
    app._last_input = -1e9
    app.toast("Saved.")
    assert app.animating()
    frames(app, int(4 * 60))
    assert not app.animating()
    app.scenes.push(MainMenu(app))  # a new screen fades in
    assert app.animating()


def test_a_long_notice_stays_up_long_enough_to_read(app):
    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 12)
    long = ("The computer ran out of thinking time (1288 of 1500 search steps), so it may play "
            "below its level; closing other programs lets it think fully.")
    app.toast("Saved.")
    app.toast(long)
    frames(app, int(4 * 60))
    assert [t[0] for t in app.toasts] == [long], "the short one is gone after its 3 seconds"
    frames(app, int(2.5 * 60))
    assert [t[0] for t in app.toasts] == [long], "6.5 s on, the long one is still up"
    frames(app, int(3 * 60))
    assert app.toasts == []


def test_resting_still_moves_the_scenes_on(app, monkeypatch):
    """An AI's answer or a notice arrives while the app rests: the scenes' update runs every wake."""
    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 12)
    app._last_input = -1e9
    seen = []
    monkeypatch.setattr(MainMenu, "update", lambda self, dt: seen.append(dt))
    t = time.perf_counter()
    while time.perf_counter() - t < 0.5:
        app.rest()
    assert len(seen) >= 3 and all(0 < dt <= 0.1 + 1e-9 for dt in seen)
    assert app_module.REST_WAKE <= 0.1


def test_a_table_rests_while_the_player_thinks_and_moves_while_pieces_do(app):
    from engine import saves
    from engine.game import load_game
    from engine.ui.table import open_new_game
    from ui.helpers import until

    t = open_new_game(app, load_game("toygame"), [saves.Seat("Mina", "human", None, "blue"),
                                                 saves.Seat("Bot", "ai", "easy", "red")], {}, seed=5)
    assert until(app, lambda: t.can_act() and not t.tweens.moving and not app.toasts)
    frames(app, 12)  # the table's fade in is over
    app._last_input = -1e9
    assert t.frame_rate() == 0 and app.resting(), "the player's turn, nothing moving: the app rests"
    glow = t.glow_clock
    frames(app, 30)
    assert t.glow_clock == glow, "the glows hold still while the app rests"
    assert t.play(t.state.legal_actions()[0])
    assert app.frame_rate() == 60, "a move's pieces glide: every frame is drawn"
