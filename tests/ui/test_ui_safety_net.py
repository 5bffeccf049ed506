"""The safety net: an unexpected error never closes the app or loses a game; and the
screens that lay themselves out again while a control is being used keep working."""

import pygame
import pytest

from engine import saves
from engine.crash import KEEP, crash_dir, prune
from engine.game import GAME_NAMES, load_game
from engine.scenes.crash import BareErrorScene, CrashScene
from engine.scenes.menu import MainMenu
from engine.ui.table import TableScene, open_new_game
from ui.helpers import click, click_at, frames, key, until, widget

H = saves.Seat


def start_menu(app):
    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 2)
    return app.scenes.top


def toy_table(app):
    t = open_new_game(app, load_game("toygame"), [H("Mina", "human", None, "blue"),
                                                 H("Bot", "ai", "easy", "red")], {}, seed=5)
    frames(app, 6)
    return t


def play_one(app, t):
    """One move of the human's, then the computer's answer: the human is to move again."""
    before = len(t.record.actions)
    assert t.play(t.state.legal_actions()[0])
    assert until(app, lambda: len(t.record.actions) >= before + 2 and t.can_act() and not t.tweens.busy)


def choice_arrow(scene, name, side):
    box = widget(scene, name).box()
    return (box.left + box.height // 2, box.centery) if side == "<" else (box.right - box.height // 2,
                                                                          box.centery)


# -- the crash found by a new user: the player-count arrows ---------------------------
@pytest.mark.parametrize("game", [*GAME_NAMES, "toygame"])
def test_player_count_arrows_work_with_the_mouse(app, game):
    from engine.scenes.setup import SetupScene
    info = load_game(game)
    scene = app.scenes.reset(SetupScene(app, info), transition=False)
    frames(app, 2)
    seen = [scene.n]
    for _ in range(len(info.player_counts)):
        click_at(app, choice_arrow(app.scenes.top, "players", ">"))
        seen.append(app.scenes.top.n)
    assert not app.crashes, app.crashes[-1] if app.crashes else ""
    assert sorted(set(seen)) == sorted(info.player_counts), seen
    # one seat row per player, and the focus stays on the control the player used
    top = app.scenes.top
    assert sum(1 for w in top.widgets if getattr(w, "name", "").startswith("kind-")) == top.n
    assert top.focused() is widget(top, "players")
    click_at(app, choice_arrow(top, "players", "<"))
    counts = list(info.player_counts)
    assert not app.crashes and top.n == counts[(counts.index(seen[-1]) - 1) % len(counts)]


def test_fullscreen_toggle_with_the_mouse(app):
    from engine.scenes.settings import SettingsScene
    start_menu(app)
    app.scenes.push(SettingsScene(app), transition=False)
    frames(app, 2)
    click(app, "fullscreen")
    assert app.fullscreen and not app.crashes
    click(app, "fullscreen")
    assert not app.fullscreen and not app.crashes
    assert app.scenes.top.focused() is widget(app.scenes.top, "fullscreen")


# -- the safety net -------------------------------------------------------------------------
class Boom(RuntimeError):
    pass


@pytest.mark.parametrize("phase", ["input", "update", "drawing"])
def test_an_error_in_a_table_keeps_the_game_and_shows_a_calm_screen(app, phase, monkeypatch):
    start_menu(app)
    t = toy_table(app)
    play_one(app, t)
    played = list(t.record.actions)
    method = {"input": "handle", "update": "update", "drawing": "draw"}[phase]
    with monkeypatch.context() as m:
        m.setattr(TableScene, method, lambda self, *a: (_ for _ in ()).throw(Boom("injected")))
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1)])
    frames(app, 3)
    assert app.running, "the app stays open"
    top = app.scenes.top
    assert isinstance(top, CrashScene)
    text = " ".join(top.paragraphs())
    assert "Your game is safe" in text and "Continue" in text
    assert top.phase == phase
    # the report: traceback, version, last inputs, in the data folder
    report = top.report_path.read_text()
    assert "Boom: injected" in report and "Traceback" in report and "Tabletop 0." in report
    assert "MouseButtonDown" in report
    # the game is kept: the autosave holds every move played before the error
    record, state = saves.load(saves.autosave_path())
    assert record.actions == played
    # back to the menu (the drawn button), and Continue resumes it
    click(app, "back")
    frames(app, 12)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu) and menu.continue_ok
    click(app, "continue")
    frames(app, 12)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.record.actions == played


def test_a_move_that_breaks_the_rules_engine_loses_nothing(app, monkeypatch):
    """The error comes half-way through a move: the state may be half changed, so the game is
    kept as a replay of the moves the rules accepted."""
    start_menu(app)
    t = toy_table(app)
    play_one(app, t)
    played = list(t.record.actions)
    state_type = type(t.state)

    action = t.state.legal_actions()[0]
    real_apply = state_type.apply

    def half_apply(self, a):
        if a != action:
            return real_apply(self, a)
        self.to_move = 99  # a change the move never finishes
        raise Boom("half-way")

    with monkeypatch.context() as m:
        m.setattr(state_type, "apply", half_apply)
        m.setattr(TableScene, "handle", lambda self, e: self.play(action))
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1)])
    assert isinstance(app.scenes.top, CrashScene)
    record, state = saves.load(saves.autosave_path())
    assert record.actions == played and state.to_move != 99


def test_copy_the_report_never_fails(app, monkeypatch):
    start_menu(app)
    with monkeypatch.context() as m:
        m.setattr(MainMenu, "draw", lambda self, surf: 1 / 0)
        frames(app, 2)
    assert isinstance(app.scenes.top, CrashScene)
    assert "No game was in progress" in " ".join(app.scenes.top.paragraphs())
    click(app, "copy")
    frames(app, 2)
    assert app.toasts and app.running


def test_a_screen_that_keeps_failing_ends_on_the_bare_error_page(app, monkeypatch):
    start_menu(app)
    with monkeypatch.context() as m:
        m.setattr(MainMenu, "draw", lambda self, surf: 1 / 0)
        m.setattr(CrashScene, "draw", lambda self, surf: 1 / 0)
        frames(app, 6)
        assert isinstance(app.scenes.top, BareErrorScene) and app.running
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert isinstance(app.scenes.top, MainMenu)


def test_only_the_newest_reports_are_kept(tmp_path):
    for i in range(KEEP + 5):
        (tmp_path / f"crash-20260101-0000{i:02d}-000000.txt").write_text("x")
    prune(tmp_path)
    left = sorted(p.name for p in tmp_path.iterdir())
    assert len(left) == KEEP and left[0] == "crash-20260101-000005-000000.txt"


def test_reports_go_to_the_data_folder(app, monkeypatch):
    start_menu(app)
    before = set(crash_dir().glob("crash-*.txt")) if crash_dir().exists() else set()
    with monkeypatch.context() as m:
        m.setattr(MainMenu, "update", lambda self, dt: [][1])
        frames(app, 1)
    after = set(crash_dir().glob("crash-*.txt"))
    assert len(after - before) == 1
    assert "IndexError" in next(iter(after - before)).read_text()


def test_a_typo_in_a_views_hook_is_reported_not_swallowed(app, monkeypatch):
    """A view whose action_for has a typo used to light no zone and say nothing: the error
    now reaches the safety net (a report, the game kept) the moment a card is picked up."""
    from engine.ui import table_open
    from ui.helpers import screen_pos
    from ui.toy_view import ToyTable

    class TypoTable(ToyTable):
        def action_for(self, piece, zone):
            return undefined_name  # noqa: F821  (the typo)

    monkeypatch.setitem(table_open._VIEWS, "toygame", TypoTable)
    start_menu(app)
    t = toy_table(app)
    assert isinstance(t, TypoTable)
    played = list(t.record.actions)
    card = next(p for p in t.pieces if p.draggable)
    at = screen_pos(t, card)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    frames(app, 3)
    assert app.running
    top = app.scenes.top
    assert isinstance(top, CrashScene)
    assert "NameError" in top.report_path.read_text() and "undefined_name" in top.report_path.read_text()
    record, _ = saves.load(saves.autosave_path())
    assert record.actions == played


def test_a_broken_extra_view_is_reported_when_its_game_opens(app, monkeypatch):
    """A TABLETOP_EXTRA_VIEWS entry that does not load is not skipped: opening that game says why."""
    from engine.ui import table_open

    monkeypatch.setenv(table_open.EXTRA_VIEWS_ENV, "toygame=ui.no_such_view:Table")
    monkeypatch.delitem(table_open._VIEWS, "toygame", raising=False)
    monkeypatch.setattr(table_open, "_BROKEN", {})
    info = load_game("toygame")
    assert table_open.has_table(info)
    with pytest.raises(table_open.TableError) as e:
        table_open.table_class(info)
    assert "ui.no_such_view" in str(e.value) and "ModuleNotFoundError" in str(e.value)
