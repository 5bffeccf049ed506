"""Undo against the AI, and no hand-off where nothing is hidden (a Nim test table)."""

import pytest

from engine import saves
from engine.game import load_game
from engine.ui.handoff import HandoffScene
from engine.ui.table import open_new_game
from ui.helpers import click, frames, key, until, widget

H = saves.Seat


@pytest.fixture
def nim(app, monkeypatch):
    import os
    monkeypatch.setenv("TABLETOP_EXTRA_GAMES", os.environ.get("TABLETOP_EXTRA_GAMES", "") + ",ui.nim")
    from ui.nim import register
    register()
    return load_game("ui.nim")


def _took_two_and_bot_answered(app, nim):
    """Mina takes 2 against an easy Bot, who answers: Undo is offered."""
    t = open_new_game(app, nim, [H("Mina", "human", None, "blue"), H("Bot", "ai", "easy", "red")], {}, seed=1)
    frames(app, 10)
    click(app, "action-1")  # Take 2
    assert until(app, lambda: len(t.record.actions) == 2, 900)
    frames(app, 30)
    assert widget(t, "undo").enabled
    return t


def test_undo_takes_back_my_move_and_the_ais_answer(app, nim):
    t = _took_two_and_bot_answered(app, nim)
    import pygame
    key(app, pygame.K_u)
    frames(app, 5)
    assert t.record.actions == [] and t.state.heap == 15 and t.state.to_move == 0
    assert t.log.lines == []


def test_two_humans_without_secrets_need_no_handoff(app, nim):
    t = open_new_game(app, nim, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")], {}, seed=1)
    frames(app, 10)
    assert not isinstance(app.scenes.top, HandoffScene)
    click(app, "action-0")
    frames(app, 30)
    assert not isinstance(app.scenes.top, HandoffScene)
    assert t.viewer == 1 and t.can_act()
    # undo is for games against the AI only
    assert not widget(t, "undo").enabled


def test_undo_is_still_there_after_quitting_to_the_menu_and_continuing(app, nim):
    t = _took_two_and_bot_answered(app, nim)
    click(app, "menu")
    frames(app, 10)
    click(app, "quit")   # the pause menu's "Quit to menu"
    frames(app, 20)
    click(app, "continue")
    assert until(app, lambda: getattr(app.scenes.top, "record", None) is not None, 120)
    frames(app, 30)
    again = app.scenes.top
    assert again is not t and len(again.record.actions) == 2
    assert widget(again, "undo").enabled, "the move can still be taken back after Continue"
    click(app, "undo")
    frames(app, 10)
    assert again.record.actions == [] and again.state.heap == 15
