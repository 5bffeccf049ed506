"""What every table's test driver shares: the table's fixtures, opening a table, the chip and
click-or-drag gestures, waiting for the seat at the screen and taking a hand-off (each game's
driver adds the gestures of its own pieces)."""

from __future__ import annotations

from engine.ui.table import open_new_game
from ui.helpers import click_at, frames


def open_table(app, info, seats, seed=3, options=None):
    """A new game of ``info`` on the table, its first frames drawn."""
    t = open_new_game(app, info, seats, options or {}, seed=seed)
    frames(app, 6)
    return t


def chip_point(t, action):
    """The screen point of the chip that makes ``action``, or None."""
    for c in t.chips():
        if c.action == action:
            return t.camera.rect_to_screen(c.rect).center
    return None


def click_or_drag(t, action, visible_point, pick=True):
    """The common gestures for ``action``: ('click', point) on its chip or (with ``pick``)
    on the piece that picks it where it lies, else ('drag', start, end) of the piece the
    table locates for it onto its zone; None if none of these makes it.
    ``visible_point(t, piece)`` is where a person would grab that game's piece."""
    chip = chip_point(t, action)
    if chip is not None:
        return ("click", chip)
    if pick:
        for p in t.pieces:
            if not p.in_hand and t.pick_action(p) == action:
                return ("click", visible_point(t, p))
    pid, zid = t.locate(action)
    if pid is not None and t.piece(pid) is not None and zid in t.zones:
        return ("drag", visible_point(t, t.piece(pid)), t.camera.to_screen(t.zones[zid].center))
    return None


def wait_turn(app, t, limit=3000, dt=1 / 30, tick=None):
    """Let the AI and the animations run until the human at the screen must decide (or the end).

    While the AI thinks no frame is drawn (its process gets the machine, so long games
    stay quick on a busy test machine; the AI's frames are measured in the perf tests).
    ``tick(i)`` replaces the plain frame where a driver draws less often."""
    def ready():
        return (t.can_act() and not t.tweens.busy) or t.results_shown or app.scenes.top is not t

    for i in range(limit):
        if ready():
            return True
        if t.worker.thinking:
            t.worker.settle(0.5)
        if tick is None:
            app.step([], dt=dt)
        else:
            tick(i)
    return ready()


def take_handoff(app, t, handoffs: list) -> bool:
    """Run frames until the seat at the screen may act (True) or a hand-off screen shows.

    After a move that leaves the screen to another person, the mover sees the table with the
    move made and a "Pass to NAME" button, which brings the hand-off screen.  A hand-off screen
    is checked as a player would (it names a human seat, the one to move when a human is to
    move, and hides the table: no frame is drawn under it), dismissed with Ready, its seat
    appended to ``handoffs``, and False returned: call again."""
    from engine.ui.handoff import HandoffScene
    from ui.helpers import click, click_at, pass_button, until

    until(app, lambda: isinstance(app.scenes.top, HandoffScene) or (t.can_act() and not t.tweens.busy)
          or t.state.is_over() or pass_button(app) is not None, 900, dt=1 / 30)
    button = pass_button(app)
    if button is not None:
        assert app.scenes.top is t and t.pending_handoff is not None
        assert t.seats[t.pending_handoff].name in button.label, button.label
        n = len(t.frame_views)
        frames(app, 2)
        assert len(t.frame_views) > n, "the mover sees the table before passing it on"
        click_at(app, button.rect.center)
        frames(app, 1)
    if not isinstance(app.scenes.top, HandoffScene):
        return True
    seat = app.scenes.top.seat
    assert not t.seats[seat].is_ai and app.scenes.top.name == t.seats[seat].name
    if t.state.to_move is not None and not t.seats[t.state.to_move].is_ai:
        assert seat == t.state.to_move
    n = len(t.frame_views)
    frames(app, 3)
    assert len(t.frame_views) == n, "the table is not drawn under the hand-off screen"
    handoffs.append(seat)
    click(app, "ready")
    frames(app, 2)
    assert t.viewer == seat
    top = app.scenes.top
    if isinstance(top, HandoffScene) and top.recap is not None:
        # what the others did since this seat's last move: only what the seat may know
        assert all(e.visible_to(seat) for e in top.recap.entries)
        click(app, "recap-play")
        frames(app, 2)
    t.frame_views.clear()
    return False


def table_fixtures(game: str, title: str, register=None):
    """The fixtures of a game's table tests (its conftest.py takes them as module names):
    ``home``, a fresh TABLETOP_HOME per test (saves, settings, stats); ``art_dir``, one
    art cache per run (keeps the tests quick); ``app``, a 1280x800 window (SDL dummy
    driver) with the game's table registered (by ``register()`` where given, else the
    game package's view)."""
    import importlib
    import os

    import pytest

    @pytest.fixture
    def home(tmp_path, monkeypatch):
        monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
        return tmp_path

    @pytest.fixture(scope="session")
    def art_dir(tmp_path_factory):
        return tmp_path_factory.mktemp(f"{game}-art")

    @pytest.fixture
    def app(home, art_dir):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from engine.settings import Settings
        from engine.app import App
        from engine.ui.art import ArtCache
        from engine.ui.table import register_view

        if register is not None:
            register()
        else:
            register_view(game, importlib.import_module(f"{game}.view").TableScene)
        a = App(size=(1280, 800), settings=Settings())
        a.art = ArtCache(art_dir)
        yield a
        a.quit()
        a.shutdown()

    app.__doc__ = f"A 1280x800 window (SDL dummy driver) with the {title} table registered."
    return home, art_dir, app


def opening(new_game, players: int = 2, seed: int = 1):
    """A new game's first decision as its table sees it: (state, seat to move, that seat's view,
    the legal moves)."""
    state = new_game(players, seed=seed)
    me = state.to_move
    return state, me, state.view(me), state.legal_actions()


def game_driver(game: str):
    """A game's test driver (``tests/<game>_view/*_driver.py``: where a person grabs its pieces,
    and what the tests that cover every game need of it: the words its rules reference must
    name, its seat check, seeds, the piece it holds...).  A game without one fails those tests,
    rather than being left out."""
    import importlib
    from pathlib import Path

    found = sorted((Path(__file__).resolve().parents[1] / f"{game}_view").glob("*_driver.py"))
    assert found, f"tests/{game}_view/ has no *_driver.py for the tests that cover every game"
    return importlib.import_module(f"{game}_view.{found[0].stem}")


def driver_part(driver, name: str, what: str):
    """``driver.name``, which the tests that cover every game need; a driver without it fails
    naming what to add."""
    assert hasattr(driver, name), f"{driver.__file__} has no {name}: {what}"
    return getattr(driver, name)


def your_turn(app, t, look: int = 0) -> None:
    """Run the table until the human at the screen must decide, then ``look`` frames more."""
    assert wait_turn(app, t)
    frames(app, look)


def answer_second_look(app, t) -> None:
    """Where the move throws much away the table asks first (``second_look``): the move was
    meant, so press the dialog's button that plays it, where it is drawn."""
    if t.pending_look is not None:
        frames(app, 2)
        click_at(app, next(w for w in t.widgets if w.name == "confirm").rect.center)


def let_go_at(app, point) -> None:
    """Release the held piece at ``point``."""
    import pygame
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(point[0]), int(point[1])), button=1)])


def play_on_to_results(app, t, play_one, dt: float = 1 / 30) -> None:
    """The human at the screen plays on (``play_one(app, t)``: one decision) until the results show."""
    while not t.results_shown:
        assert wait_turn(app, t, dt=dt)
        if t.results_shown or app.scenes.top is not t:
            break
        play_one(app, t)
        frames(app, 2)


def only_its_hand_shows(t, seat, is_hand) -> None:
    """No piece of another seat's hand is on the table (``is_hand(data)``: a hand's piece)."""
    assert {p.data.seat for p in t.pieces if is_hand(p.data)} <= {seat}, "only this seat's hand is on the table"


def other_seats(t, seat) -> list[int]:
    return [s for s in range(len(t.seats)) if s != seat]


def every_game_app_fixture():
    """The fixture ``app`` of the tests that cover all five games: a 1280x800 window (SDL dummy
    driver) with every game's table registered, its own TABLETOP_HOME and art cache."""
    import importlib
    import os

    import pytest

    @pytest.fixture(name="app")
    def every_game_app(tmp_path, monkeypatch):
        monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from engine.app import App
        from engine.game import GAME_NAMES
        from engine.settings import Settings
        from engine.ui.art import ArtCache
        from engine.ui.table import register_view

        for game in GAME_NAMES:
            register_view(game, importlib.import_module(f"{game}.view").TableScene)
        a = App(size=(1280, 800), settings=Settings())
        a.art = ArtCache(tmp_path / "art")
        yield a
        a.quit()
        a.shutdown()

    return every_game_app
