"""Getting the app to the screens the layout check looks at: a game well under way, a game
played to its end (seeded random legal moves: quick, and the same on every run), a pass-and-play
table waiting for its next player."""

from __future__ import annotations

import random

from engine import saves
from engine.game import load_game
from engine.ui.table import fill_seats, open_table
from ui.helpers import frames

#: Moves played before a table is looked at: enough for a move log that wraps and scrolls.
MOVES_BEFORE = 12


def app_at(size, scale):
    """The app in a ``size`` window at UI scale ``scale``, on its main menu."""
    from engine.app import App

    app = App(size=size)
    app.settings.ui_scale = scale
    app.relayout()
    app.scenes.push(app.main_menu(), transition=False)
    frames(app, 5)
    return app


def _seats(info, kinds):
    return fill_seats(info, [saves.Seat("", kind, "easy" if kind == "ai" else None) for kind in kinds])


def _played(game: str, kinds: tuple[str, ...], seed: int, until_over: bool):
    info = load_game(game)
    record, state = saves.new_record(info, _seats(info, kinds), {}, seed=seed)
    rng = random.Random(seed)
    humans = [i for i, k in enumerate(kinds) if k == "human"]
    while not state.is_over():
        if not until_over and len(record.actions) >= MOVES_BEFORE and state.to_move in humans:
            break
        record.play(state, rng.choice(state.legal_actions()))
    return info, record, state


def game_under_way(game: str, kinds=("human", "ai"), seed: int = 7):
    """(info, record, state): a game some moves in, a person at the screen to move."""
    return _played(game, tuple(kinds), seed, until_over=False)


def game_over(game: str, seed: int = 7):
    """(info, record, state): a game played to its end."""
    return _played(game, ("human", "ai"), seed, until_over=True)


def open_game(app, game_state):
    """The table of ``(info, record, state)``, its first frames drawn."""
    info, record, state = game_state
    table = open_table(app, info, record, state)
    frames(app, 2)
    return table


def show_results(app, game: str):
    """The results screen of a game played to its end (the table of its last position shows
    them, as it does when its last move is played)."""
    from engine.scenes.results import ResultsScene
    open_game(app, game_over(game)).show_results()
    frames(app, 1)
    assert isinstance(app.scenes.top, ResultsScene), f"{game}: no results screen"
    return app.scenes.top
