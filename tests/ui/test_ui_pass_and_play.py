"""Pass-and-play as two people at one screen use it: the mover sees what the move did and presses
"Pass to NAME" before the hand-off screen covers the table; the replay of the other's moves
speaks of them by name; untouched seat names are "Player N" for people and computer names
only for computers, in English and Korean."""

import pygame

from engine import i18n, saves
from engine.game import load_game
from engine.scenes.setup import SetupScene
from engine.ui.handoff import HandoffScene
from engine.ui.table import open_new_game
from ui.helpers import click, drag, frames, key, screen_pos, widget
from ui.layout_check import draw_frame

H = saves.Seat
PEOPLE = [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")]


def _two_at_the_screen(app):
    t = open_new_game(app, load_game("toygame"), PEOPLE, {}, seed=7)
    frames(app, 12)
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Mina", \
        "a new game starts covered: nobody has moved yet"
    click(app, "ready")
    frames(app, 5)
    return t


def _mina_plays(app, t):
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    frames(app, 60)   # every glide of the move has ended
    return card


def _texts(app) -> list[str]:
    return [x.text for x in draw_frame(app).texts]


def test_the_mover_sees_the_move_then_passes_the_screen_by_a_button(app):
    t = _two_at_the_screen(app)
    card = _mina_plays(app, t)
    assert len(t.record.actions) == 1
    assert app.scenes.top is t, "no cover the instant the move lands"
    drawn = len(t.frame_views)
    frames(app, 10)
    assert t.frame_views[drawn:] == [0] * 10, "Mina's table, drawn with her move on it"
    shown = _texts(app)
    assert f"Mina plays a {card.data}." in shown, "her move stands in the log"
    assert "Pass to Jun" in shown
    assert not t.can_act(), "nothing more to play for Mina"
    click(app, "pass")
    frames(app, 3)
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Jun"
    click(app, "ready")
    frames(app, 3)
    assert t.viewer == 1


def test_enter_passes_the_screen_too(app):
    t = _two_at_the_screen(app)
    _mina_plays(app, t)
    assert app.scenes.top is t
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Jun"


def test_the_replay_on_the_table_speaks_of_the_mover_by_name(app):
    t = _two_at_the_screen(app)
    _mina_plays(app, t)
    click(app, "pass")
    frames(app, 3)
    click(app, "ready")
    frames(app, 3)
    click(app, "recap-show")
    frames(app, 40)
    status = [x.text for x in draw_frame(app).texts if t.status_rect.contains(x.ink)]
    assert status == ["Move 1 of 1 · Mina"], status
    click(app, "recap-done")
    frames(app, 3)
    status = [x.text for x in draw_frame(app).texts if t.status_rect.contains(x.ink)]
    assert any("Your turn, Jun." in s for s in status), "back in the present: Jun's own prompt"


def _setup(app):
    from engine.scenes.menu import MainMenu

    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 5)
    click(app, "new-toygame")
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    return setup


def _names(setup) -> list[str]:
    return [widget(setup, f"name-{i}").get() for i in range(setup.n)]


def _to_human(app, setup, i):
    while setup.seats[i]["kind"] != "human":
        click(app, f"kind-{i}")
    frames(app, 2)


def _to_computer(app, setup, i):
    while setup.seats[i]["kind"] == "human":
        click(app, f"kind-{i}")
    frames(app, 2)


def test_default_names_follow_each_seat_s_kind(app):
    setup = _setup(app)
    assert _names(setup) == ["You", "Ada"]
    _to_human(app, setup, 1)
    assert _names(setup) == ["Player 1", "Player 2"], "no computer's name for a person"
    _to_computer(app, setup, 1)
    assert _names(setup) == ["You", "Ada"], "the computer gets a computer's name back"
    _to_computer(app, setup, 0)
    assert _names(setup)[0] not in ("You", "Player 1", "Ada"), "a computer is never \"You\""


def test_a_typed_name_is_kept_whatever_the_seat_becomes(app):
    setup = _setup(app)
    field = widget(setup, "name-1")
    click(app, "name-1")
    for _ in field.get():
        key(app, pygame.K_BACKSPACE)
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Jun")])
    key(app, pygame.K_RETURN)
    assert field.get() == "Jun"
    _to_human(app, setup, 1)
    assert _names(setup) == ["Player 1", "Jun"]
    _to_computer(app, setup, 1)
    assert _names(setup) == ["You", "Jun"]


def test_default_names_in_korean(app):
    i18n.set_language("ko")
    try:
        setup = _setup(app)
        _to_human(app, setup, 1)
        assert _names(setup) == ["플레이어 1", "플레이어 2"]
        _to_computer(app, setup, 1)
        assert _names(setup) == ["나", "Ada"]
    finally:
        i18n.set_language("en")
