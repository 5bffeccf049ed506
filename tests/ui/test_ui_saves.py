"""Your games, kept: a game in progress per game on the menu's cards, tutorials resumed or
restarted from their card, saves named, renamed, filtered and deleted on the Load screen."""

import dataclasses
import shutil
from pathlib import Path

import pygame
import pytest

from engine import saves
from engine.game import load_game
from engine.scenes.load import LoadScene
from engine.scenes.menu import MainMenu
from engine.scenes.pause import PauseScene
from engine.ui.dialogs import Dialog, NameDialog
from engine.ui.table import TableScene, open_new_game
from ui.helpers import click, click_at, frames, key, until, widget
from ui.test_damaged_screens import drawn  # noqa: F401  (the fixture: every text drawn)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"


def _menu(app):
    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 2)
    return app.scenes.top


def _seats():
    return [saves.Seat("Mina", "human", None, "blue"), saves.Seat("Bot", "ai", "easy", "red")]


def _play_toy_game(app, seed=5, moves=1):
    """A toy game on the table with ``moves`` of Mina's moves played, then quit to the menu."""
    t = open_new_game(app, load_game("toygame"), _seats(), {}, seed=seed)
    frames(app, 5)
    for _ in range(moves):
        assert until(app, lambda: t.can_act() or t.state.is_over())
        assert t.play(t.state.legal_actions()[0])
        assert until(app, lambda: t.can_act() or t.state.is_over())
    assert not t.state.is_over()
    actions = list(t.record.actions)
    t.open_pause()
    click(app, "quit")
    frames(app, 3)
    return actions


def _type(app, text):
    """Type ``text`` into the name dialog on top, over what it held."""
    dialog = app.scenes.top
    assert isinstance(dialog, NameDialog)
    for _ in range(len(dialog.value)):
        key(app, pygame.K_BACKSPACE)
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])
    assert dialog.value == text


def _azul_autosave(moves=6):
    info = load_game("azul_sintra")
    record, state = saves.new_record(info, [saves.Seat("Ada"), saves.Seat("Jun"), saves.Seat("Bo", "ai", "easy")],
                                     seed=4)
    for _ in range(moves):
        record.play(state, state.legal_actions()[0])
    record.updated -= 3600   # played an hour ago
    return saves.autosave(record, state), record


# -- games in progress ------------------------------------------------------------------------
def test_two_games_in_progress_each_continue_from_their_card(app, drawn):
    azul, azul_record = _azul_autosave()
    before = azul.read_bytes()
    played = _play_toy_game(app)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    # a new toy game never touched the Azul game in progress
    assert azul.read_bytes() == before
    drawn.clear()
    frames(app)
    to_move = azul_record.seats[saves.load(azul)[1].to_move].name
    standing = saves.inspect(azul).standing   # in Sintra's own terms
    assert standing.startswith("Round 1 of 6 · ") and standing.endswith(f" · {to_move}'s turn")
    said = drawn.said()   # on the Azul card, wrapped to its width
    assert "Round 1 of 6" in said and f"{to_move}'s turn" in said and "3 players" in said
    assert widget(menu, "continue-azul_sintra").enabled and widget(menu, "continue-toygame").enabled
    # the menu's Continue resumes the latest: the toy game
    assert menu.continue_info.startswith(f"Twenty-One · {len(played)} moves played · your turn · ")
    click(app, "continue")
    frames(app, 3)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.info.name == "toygame" and table.record.actions == played
    table.open_pause()
    click(app, "quit")
    frames(app, 3)
    # and the toy card's own Continue does the same
    click(app, "continue-toygame")
    frames(app, 3)
    assert app.scenes.top.record.actions == played
    assert saves.load(azul)[0].actions == azul_record.actions


def test_a_finished_game_offers_no_continue_on_its_card(app):
    info = load_game("toygame")
    record, state = saves.new_record(info, _seats(), seed=2)
    while not state.is_over():
        record.play(state, state.legal_actions()[0])
    saves.autosave(record, state)
    menu = _menu(app)
    assert not widget(menu, "continue").enabled and "finished" in menu.continue_info
    with pytest.raises(KeyError):
        widget(menu, "continue-toygame")


def test_the_first_release_autosave_shows_on_its_games_card(app):
    shutil.copyfile(FIXTURES / "tigris-v1.json", saves.saves_dir() / "autosave.json")
    menu = _menu(app)
    assert widget(menu, "continue-tigris").enabled and widget(menu, "continue").enabled
    assert menu.continue_info.startswith("Tigris & Euphrates · ")
    assert not (saves.saves_dir() / "autosave.json").exists()
    assert saves.autosave_path("tigris").exists()


# -- tutorials ----------------------------------------------------------------------------------
def _with_toy_tutorial(app):
    menu = _menu(app)
    menu.games["toygame"] = dataclasses.replace(load_game("toygame"), tutorial_module="ui.toy_tutorial")
    menu.layout(*app.size)
    return menu


def test_a_tutorial_left_half_way_is_resumed_or_restarted_from_its_card(app, drawn):
    _with_toy_tutorial(app)
    click(app, "tutorial-toygame")   # no progress yet: it starts at once
    frames(app, 5)
    t = app.scenes.top
    assert isinstance(t, TableScene) and t.tutorial.index == 0
    click(app, "tutorial-next")
    assert t.tutorial.index == 1
    t.open_pause()
    drawn.clear()
    frames(app)
    assert "Quitting keeps your place: the game's Tutorial on the menu resumes it." in drawn.said()
    click(app, "quit")
    frames(app, 3)
    menu = app.scenes.top
    assert not widget(menu, "continue").enabled, "a tutorial is not a game in progress"
    _with_toy_tutorial(app)
    click(app, "tutorial-toygame")
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    steps = len(t.tutorial.tutorial.steps)
    drawn.clear()
    frames(app)
    assert f"at step 2 of {steps}" in drawn.said()
    click(app, "resume")
    frames(app, 5)
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene) and resumed.tutorial.index == 1
    resumed.open_pause()
    click(app, "quit")
    frames(app, 3)
    _with_toy_tutorial(app)
    click(app, "tutorial-toygame")
    click(app, "restart")
    frames(app, 5)
    assert app.scenes.top.tutorial.index == 0
    # Escape on the question does nothing
    app.scenes.top.open_pause()
    click(app, "quit")
    frames(app, 3)
    _with_toy_tutorial(app)
    app.settings.tutorial_progress["toygame"] = {"step": 1, "actions": []}
    click(app, "tutorial-toygame")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MainMenu)


# -- saving under a name, renaming, deleting, filtering ----------------------------------------------
def test_save_with_a_name_then_rename_and_delete_it_on_the_load_screen(app, drawn):
    t = open_new_game(app, load_game("toygame"), _seats(), {}, seed=5)
    frames(app, 5)
    assert until(app, lambda: t.can_act())
    t.play(t.state.legal_actions()[0])
    assert until(app, lambda: t.can_act() or t.state.is_over())
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    click(app, "save")
    _type(app, "   ")
    click(app, "ok")
    assert app.scenes.top.problem == "Give the save a name."
    _type(app, "Sunday game")
    click(app, "ok")
    assert isinstance(app.scenes.top, PauseScene)
    # a second save under the same name is told it replaces the first
    click(app, "save")
    _type(app, "sunday GAME")
    drawn.clear()
    frames(app)
    assert "Replaces the save “Sunday game”." in drawn.said()
    key(app, pygame.K_ESCAPE)
    click(app, "load")
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    frames(app, 3)
    labels = [r.label for r in scene.rows]
    assert labels == ["Sunday game", "Autosave"], "newest first"
    drawn.clear()
    frames(app)
    said = drawn.said()
    assert "Twenty-One · Mina, Bot (AI easy)" in said and "moves played · " in said
    first = scene.rows[0]
    assert len(first.scores) == 2 and first.scores_text().startswith("Mina ") and first.scores_text() in said
    # rename (F2 opens the same dialog as the button)
    scene.list.pick(0)
    key(app, pygame.K_F2)
    _type(app, "Rematch")
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and [r.label for r in scene.rows][0] == "Rematch"
    assert (saves.saves_dir() / "rematch.json").exists() and not (saves.saves_dir() / "sunday-game.json").exists()
    # delete: Cancel keeps it, Delete removes it
    scene.list.pick(0)
    click(app, "delete")
    drawn.clear()
    frames(app)
    assert "Delete “Rematch”, a game of Twenty-One (Mina, Bot (AI easy))" in drawn.said()
    click(app, "cancel")
    assert (saves.saves_dir() / "rematch.json").exists()
    click(app, "delete")
    click(app, "delete-yes")
    assert not (saves.saves_dir() / "rematch.json").exists()
    assert [r.label for r in scene.rows] == ["Autosave"]


def test_a_damaged_file_is_deleted_only_at_the_players_word(app, drawn):
    bad = saves.saves_dir() / "old-laptop.json"
    bad.write_text('{"schema": 1, "game": "toygame", "seats": [')
    _menu(app)
    click(app, "load")
    frames(app, 3)
    scene = app.scenes.top
    assert [r.path.name for r in scene.rows] == ["old-laptop.json"]
    assert not widget(scene, "rename").enabled and not widget(scene, "load").enabled
    key(app, pygame.K_DELETE)
    drawn.clear()
    frames(app)
    assert "Delete the damaged file old-laptop.json? This file was cut short (truncated)" in drawn.said()
    key(app, pygame.K_ESCAPE)
    assert bad.exists() and app.scenes.top is scene
    key(app, pygame.K_DELETE)
    click(app, "delete-yes")
    assert not bad.exists() and scene.rows == []


def test_the_load_list_is_filtered_by_game(app, drawn):
    _azul_autosave()
    info = load_game("toygame")
    record, state = saves.new_record(info, _seats(), seed=3)
    saves.save(record, state, "Toy one")
    _menu(app)
    click(app, "load")
    frames(app, 3)
    scene = app.scenes.top
    assert {r.game for r in scene.rows} == {"azul_sintra", "toygame"}
    filt = widget(scene, "filter")
    box = filt.box()
    while scene.shown_game != "toygame":   # the right arrow steps through the games
        click_at(app, (box.right - box.height // 2, box.centery))
    assert [r.label for r in scene.rows] == ["Toy one"]
    drawn.clear()
    frames(app)
    assert "Twenty-One" in drawn and "Azul: Stained Glass of Sintra ·" not in drawn.said()
    while scene.shown_game is not None:
        click_at(app, (box.right - box.height // 2, box.centery))
    assert len(scene.rows) == 2
