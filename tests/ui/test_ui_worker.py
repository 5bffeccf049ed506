"""One AI worker per app: every table the app opens (and every hint) uses the same worker process,
a table that closes cancels its search, and the process ends with the app."""

from __future__ import annotations

import multiprocessing as mp

import pygame

from engine import saves
from engine.game import load_game
from engine.scenes.menu import MainMenu
from engine.scenes.pause import PauseScene
from engine.scenes.setup import SetupScene
from engine.ui.table import TableScene, open_new_game
from ui.helpers import click, drag, frames, key, screen_pos, until


def workers() -> int:
    """The app's AI worker processes now running (the test process starts no others)."""
    return len(mp.active_children())


def quit_to_menu(app) -> None:
    """Esc opens the pause menu; its Quit to menu button leaves the table."""
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    click(app, "quit")
    frames(app, 3)
    assert isinstance(app.scenes.top, MainMenu)


def play_a_card(app, t) -> None:
    card = max((p for p in t.pieces if p.in_hand), key=lambda p: p.z)
    n = len(t.record.actions)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    assert len(t.record.actions) == n + 1, t.bubble


def test_six_rounds_of_quit_to_menu_and_new_game_leave_one_worker_and_shutdown_none(app):
    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 3)
    assert workers() == 0
    for round_ in range(6):
        click(app, "new-toygame")
        assert isinstance(app.scenes.top, SetupScene)
        click(app, "kind-1")   # the computer plays easy (the round is about processes, not play)
        click(app, "start")
        frames(app, 5)
        t = app.scenes.top
        assert isinstance(t, TableScene) and t.can_act()
        key(app, pygame.K_h)   # a hint runs on the app's worker too
        assert until(app, lambda: t.hint is not None, 900), "the hint never came"
        assert t.hint_text.startswith("Hint:")
        play_a_card(app, t)
        if not t.state.is_over():
            assert until(app, lambda: len(t.record.actions) >= 2 or t.state.is_over(), 900), \
                "the computer never answered"
        quit_to_menu(app)
        assert workers() == 1, f"round {round_ + 1}: {workers()} AI worker processes"
    app.quit()
    app.shutdown()
    assert workers() == 0, "the AI worker outlived the app"


def test_a_table_that_closes_cancels_its_search_and_its_answer_goes_nowhere(app):
    info = load_game("toygame")
    computer_first = [saves.Seat("Ada", "ai", "hard"), saves.Seat("You", "human")]
    closed = open_new_game(app, info, computer_first, {}, seed=11)
    assert until(app, lambda: closed.ai_thinking, 120), "the computer starts thinking"
    worker = app.ai_worker
    quit_to_menu(app)
    assert not worker.thinking, "quitting the table cancelled its search"

    def first_computer_move(seed):
        t = open_new_game(app, info, [saves.Seat("Bo", "ai", "easy"), saves.Seat("You", "human")], {}, seed=seed)
        assert until(app, lambda: len(t.record.actions) >= 1, 900), "the computer never moved"
        return t.record.actions[0]

    # the closed table's search ends (cancelled) and answers while the next table's runs
    after_closed = first_computer_move(12)
    frames(app, 60)
    assert closed.record.actions == [], "the closed table never moves"
    quit_to_menu(app)
    assert first_computer_move(12) == after_closed, "the next table played its own move, nobody else's"
    assert app.ai_worker is worker and workers() == 1
