"""One writer per data folder, a clean start after killed writes, files in the wrong place at
start-up, and a fullscreen key that cannot run away."""

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine import datafile, folderlock, saves, settings
from engine.app import App
from engine.paths import config_dir, data_dir
from engine.scenes.menu import MainMenu
from engine.settings import Settings
from engine.ui.dialogs import Dialog
from engine.ui.table import TableScene
from ui.helpers import click, frames, key, until
from ui.table_driver import wait_turn
from ui.test_damaged_screens import drawn  # noqa: F401  (a fixture: every text drawn)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def holder(home):
    """Another copy of the app, in a process of its own, holding the data folder."""
    code = ("import sys, time; sys.path.insert(0, sys.argv[1]); from pathlib import Path; "
            "from engine import folderlock; assert folderlock.acquire(Path(sys.argv[2])); "
            "print('held', flush=True); time.sleep(120)")
    p = subprocess.Popen([sys.executable, "-c", code, str(ROOT), str(data_dir())], stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "held"
    yield p
    p.kill()
    p.wait()


def _started(claim=True, **kw):
    """The app as ``run()`` starts it: the folder claimed, the menu, the question if any."""
    app = App(size=(1280, 800), claim=claim, **kw)
    app.scenes.push(MainMenu(app), transition=False)
    if app.read_only:
        app.ask_read_only()
    frames(app, 2)
    return app


def _toy_game():
    from engine.game import load_game
    return saves.new_record(load_game("toygame"), [saves.Seat("A"), saves.Seat("B", "ai", "easy")], seed=2)


def test_a_second_copy_asks_and_read_only_writes_nothing(home, holder):
    app = _started(settings=Settings())
    try:
        assert app.read_only and isinstance(app.scenes.top, Dialog)
        assert "Another copy of Tabletop is using your saved games" in app.scenes.top.text
        click(app, "read-only")
        frames(app, 2)
        assert isinstance(app.scenes.top, MainMenu)
        app.settings.volume = 0.1
        app.apply_settings()
        assert "another copy of Tabletop is using these files" in app.toasts[-1][0]
        with pytest.raises(datafile.WriteError):
            saves.autosave(*_toy_game())
        with pytest.raises(datafile.WriteError):   # nor a named save over the other copy's
            saves.save(*_toy_game(), "Evening")
        assert not settings.settings_path().exists() and not saves.autosave_path("toygame").exists()
        assert not saves.path_for_name("Evening").exists()
    finally:
        app.quit()
        app.shutdown()
    record, state = _toy_game()
    saves.autosave(record, state)      # the read-only copy gone, this process writes again


def test_a_read_only_copy_plays_on_under_one_badge_with_no_failure_at_each_move(home, holder, drawn):
    from ui.toy_view import register

    register()
    app = _started(settings=Settings())
    try:
        click(app, "read-only")
        frames(app, 2)
        drawn.clear()
        frames(app)
        assert "Read-only: games are not saved" in drawn.said()
        click(app, "new-toygame")
        click(app, "start")
        assert until(app, lambda: isinstance(app.scenes.top, TableScene), 120)
        table = app.scenes.top

        def my_move():                # by the keyboard, then the computer's answer
            assert wait_turn(app, table)
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
            assert wait_turn(app, table)

        my_move()
        key(app, pygame.K_ESCAPE)
        assert "Read-only: quitting loses this game." in drawn.said()
        click(app, "resume")
        while len(table.record.actions) < 5 and not table.state.is_over():
            my_move()
        assert app.toasts == [], "no failure is reported at each move"
        drawn.clear()
        frames(app)
        assert "Read-only: games are not saved" in drawn.said()
        key(app, pygame.K_q, pygame.KMOD_CTRL)   # the table leaves: its autosave is not tried
        assert not app.running and app.toasts == [] and not app.crashes
    finally:
        app.quit()
        app.shutdown()
    written = [p.name for folder in {data_dir(), config_dir()} for p in folder.rglob("*") if p.is_file()]
    assert written == [folderlock.LOCK_NAME], "no save, statistics or settings written"


def test_quit_in_the_question_leaves_the_app(home, holder):
    app = _started(settings=Settings())
    click(app, "quit")
    assert not app.running
    app.shutdown()


def test_the_lock_is_released_on_exit_and_a_dead_copys_lock_is_taken(home):
    app = _started(settings=Settings())
    assert not app.read_only and folderlock.holds(data_dir())
    app.quit()
    app.shutdown()
    assert not folderlock.holds(data_dir())
    # a copy that was killed: its flock went with it
    code = ("import sys, os; sys.path.insert(0, sys.argv[1]); from pathlib import Path; "
            "from engine import folderlock; assert folderlock.acquire(Path(sys.argv[2])); os._exit(9)")
    subprocess.run([sys.executable, "-c", code, str(ROOT), str(data_dir())], check=False)
    app = _started(settings=Settings())
    assert not app.read_only and not isinstance(app.scenes.top, Dialog)
    app.quit()
    app.shutdown()


def test_without_flock_a_live_owner_keeps_the_folder_and_a_dead_ones_file_is_taken_over(tmp_path):
    folder = tmp_path / "other"
    folder.mkdir()
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    try:
        (folder / folderlock.LOCK_NAME).write_text(f"{live.pid}\n")
        assert not folderlock.acquire(folder, use_flock=False)
        (folder / folderlock.LOCK_NAME).write_text(f"{dead.pid}\n")
        assert folderlock.acquire(folder, use_flock=False)
        assert (folder / folderlock.LOCK_NAME).read_text().strip() == str(__import__("os").getpid())
    finally:
        folderlock.release(folder)
        live.kill()
        live.wait()


def test_temporary_files_of_killed_writes_are_cleaned_at_start_and_nothing_else(home):
    saves_dir = saves.saves_dir()
    litter = [saves_dir / ".autosave-toygame.json.k2j3h4.tmp", data_dir() / ".stats.json.a8d7.tmp",
              config_dir() / ".settings.json.zz91.tmp"]
    for p in litter:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text('{"schema": 1, "ga')
    keep = [saves_dir / "evening.json", saves_dir / "notes.tmp"]
    for p in keep:
        p.write_text("{}")
    app = _started(settings=Settings())
    app.quit()
    app.shutdown()
    assert not any(p.exists() for p in litter) and all(p.exists() for p in keep)


def test_a_read_only_copy_leaves_the_owners_temporary_files_alone(home, holder):
    tmp = saves.saves_dir() / ".autosave-toygame.json.k2j3h4.tmp"
    tmp.write_text("half")
    app = _started(settings=Settings())
    app.quit()
    app.shutdown()
    assert tmp.exists()


def test_the_app_starts_with_a_folder_where_its_settings_should_be(home):
    (settings.settings_path() / "inside").mkdir(parents=True)
    app = App(size=(1280, 800), claim=True)
    try:
        assert len(app.notices) == 1 and "not a regular file" in app.notices[0]
        app.scenes.push(MainMenu(app), transition=False)
        frames(app, 2)
        assert isinstance(app.scenes.top, MainMenu) and not app.crashes
    finally:
        app.quit()
        app.shutdown()
    assert (settings.settings_path() / "inside").is_dir()


# -- fullscreen ---------------------------------------------------------------------------------
def _f11(up=False):
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)


def test_f11_held_or_repeating_without_its_key_up_toggles_once_and_writes_settings_once(home, monkeypatch):
    written = []
    monkeypatch.setattr("engine.app.save_settings", lambda s: written.append(s.fullscreen))
    app = _started(settings=Settings())
    try:
        for _ in range(40):                     # key repeat: no KEYUP between, 40 ms apart
            app.step([_f11()])
        assert app.fullscreen is True and written == []
        app.step([_f11(up=True)])
        app.step([_f11()])
        app.step([_f11(up=True)])
        assert app.fullscreen is False and written == []
        monkeypatch.setattr("engine.app.FRESH_PRESS", 0.0)   # a press long after, its KEYUP lost
        app.step([_f11()])
        assert app.fullscreen is True
    finally:
        app.quit()
        app.shutdown()
    assert written == [True]                    # once, as the app closed
