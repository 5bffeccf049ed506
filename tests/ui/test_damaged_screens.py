"""The menu, Load, Settings and Statistics screens with damaged files present: each draws
and says the plain reason, and a damaged save never opens a table."""

import json
import math
import os

import pytest

from engine import saves, settings, stats
from engine.game import load_game
from engine.scenes.load import LoadScene
from engine.scenes.menu import MainMenu
from engine.scenes.settings import SettingsScene
from engine.scenes.stats import StatsScene
from engine.ui import theme
from engine.ui.table import TableScene
from ui.helpers import click, click_at, frames, widget


@pytest.fixture
def drawn(monkeypatch):
    """Every piece of text drawn since the last ``clear()``, as one string (``said()``)."""
    class Drawn(list):
        def said(self) -> str:
            return " ".join(self)

    seen = Drawn()
    real = theme.text

    def text(s, *a, **k):
        seen.append(s)
        return real(s, *a, **k)

    monkeypatch.setattr(theme, "text", text)
    return seen


def _toy_save(name, moves=3, **changes):
    info = load_game("toygame")
    rec, st = saves.new_record(info, [saves.Seat("Mina", "human", None, "red"),
                                      saves.Seat("Bot", "ai", "easy", "blue")], {}, seed=5)
    for _ in range(moves):
        rec.play(st, st.legal_actions()[0])
    path = saves.save(rec, st, name) if name != "autosave" else saves.autosave(rec, st)
    data = json.loads(path.read_text())
    for key, value in changes.items():
        data[key] = value
    path.write_text(json.dumps(data))
    return path, data


def _menu(app, drawn):
    app.scenes.push(MainMenu(app), transition=False)
    drawn.clear()
    frames(app, 2)
    return app.scenes.top


@pytest.mark.parametrize("content,meaning,words", [
    ("NaN date", "Part of this file was changed or damaged", "its date is not valid"),
    ("huge date", "Part of this file was changed or damaged", "its date is not valid"),
    ("deep", "This file's contents are scrambled", "nested far too deeply"),
    ("schema true", "This file's contents are scrambled", "it is not a saved game"),
    ("huge file", "This file is far too large to be a Tabletop save", "too large to be one of this app's files"),
])
def test_menu_starts_with_a_damaged_autosave_and_says_why(app, drawn, content, meaning, words):
    """The menu says what happened in plain words; the Load screen gives the exact reason on request."""
    path = saves.autosave_path("toygame")
    if content == "NaN date":
        _toy_save("autosave", updated=math.nan)
    elif content == "huge date":
        _toy_save("autosave", updated=1e308)
    elif content == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000)
    elif content == "schema true":
        _toy_save("autosave", schema=True)
    else:
        with open(path, "w") as f:
            f.write('{"schema": 1, "game": "toygame", "actions": [')
            f.write(",".join(['{"type":"Play","card":1}'] * 1_000_000) + "]}")
    menu = _menu(app, drawn)
    assert not widget(menu, "continue").enabled
    assert "Last game can't be resumed: " + meaning in drawn.said() and words not in drawn.said()
    assert "Your game in progress can't be resumed: Load game says why." in drawn.said()
    with pytest.raises(KeyError):
        widget(menu, "continue-toygame")
    click(app, "load")
    frames(app, 2)
    scene = app.scenes.top
    click_at(app, _row_point(scene, path.name))
    click(app, "details")
    drawn.clear()
    frames(app)
    assert f"Exactly: {path.name} could not be loaded because" in drawn.said() and words in drawn.said()
    assert path.exists()


def test_menu_starts_with_a_fifo_named_like_an_autosave(app, drawn):
    """Not a file: never read (it would block), never listed."""
    os.mkfifo(saves.autosave_path("toygame"))
    menu = _menu(app, drawn)
    assert not widget(menu, "continue").enabled and "No game in progress" in drawn.said()


def test_menu_shows_each_notice_once_and_ok_moves_on(app, drawn):
    settings.settings_path().write_text('{"ui_scale": 1.2, "volu')
    stats.stats_path().write_text('{"version": 1, "games": {"toygame": 7}}')
    notices = []
    app.settings = settings.load_settings(notices)
    stats.record_game("toygame", [saves.Seat("A"), saves.Seat("B", "ai", "hard")], [0], notices)
    app.notices = notices
    menu = _menu(app, drawn)
    assert app.notices == [], "the menu takes the notices: each is shown once"
    assert "Your settings could not be read: the file was cut short" in drawn.said()
    assert "set aside as settings.damaged-" in drawn.said() and "1 more notice" in drawn.said()
    click(app, "notice-ok")
    drawn.clear()
    frames(app)
    assert "Your statistics could not be read: the file is damaged: the counts for toygame" in drawn.said()
    click(app, "notice-ok")
    drawn.clear()
    frames(app)
    assert "could not be read" not in drawn.said()
    with pytest.raises(KeyError):
        widget(menu, "notice-ok")


def test_a_notice_arriving_while_the_menu_shows_is_shown(app, drawn):
    app.notices = []
    _menu(app, drawn)
    app.notices.append("Your statistics could not be read: the file is damaged.")
    drawn.clear()
    frames(app, 2)
    assert "Your statistics could not be read" in drawn.said()
    assert widget(app.scenes.top, "notice-ok").enabled


def _row_point(scene, name):
    i = [r.path.name for r in scene.rows].index(name)
    scene.list.pick(i)   # scrolled into view, as the arrow keys would
    top = scene.list.rect.top + i * scene.list.row_h - scene.list.scroll
    return scene.list.rect.centerx, top + scene.list.row_h // 2


def test_load_screen_lists_inconsistent_saves_as_damaged_and_opens_none(app, home, drawn):
    good, _ = _toy_save("good")
    _toy_save("nullname", seats=[{"name": None, "kind": "human", "level": None, "colour": "red"},
                                 {"name": "Bot", "kind": "ai", "level": "easy", "colour": "blue"}])
    _toy_save("numbername", seats=[{"name": 12, "kind": "human"}, {"name": "Bot", "kind": "ai"}])
    _toy_save("hugedate", updated=1e308)
    _toy_save("fewseats", num_players=3)
    _, seven = _toy_save("seven")
    seven["snapshot"]["to_move"] = 7
    (saves.saves_dir() / "seven.json").write_text(json.dumps(seven))
    os.mkfifo(saves.saves_dir() / "pipe.json")
    os.symlink(saves.saves_dir() / "gone.json", saves.saves_dir() / "dangling.json")
    app.scenes.push(MainMenu(app), transition=False)
    click(app, "load")
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    frames(app, 2)
    names = {r.path.name: r for r in scene.rows}
    assert set(names) == {"good.json", "nullname.json", "numbername.json", "hugedate.json",
                          "fewseats.json", "seven.json"}
    reasons = {"nullname.json": "seat 1's name is not valid", "numbername.json": "seat 1's name is not valid",
               "hugedate.json": "its date is not valid", "fewseats.json": "it has 2 seats for 3 players"}
    for name, reason in reasons.items():
        click_at(app, _row_point(scene, name))
        if not scene.details:
            click(app, "details")
        drawn.clear()
        frames(app)
        assert f"{name} — can't be loaded" in drawn.said()
        assert "Part of this file was changed or damaged, so the game cannot be rebuilt from it." in drawn.said()
        assert f"Exactly: {name} could not be loaded because the file is damaged: {reason}." in drawn.said()
        assert not widget(scene, "load").enabled
        scene.load_selected()   # a double-click or Enter on the row
        assert app.scenes.top is scene
    click_at(app, _row_point(scene, "seven.json"))
    frames(app)
    click(app, "load")
    frames(app, 3)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.state.to_move in (0, 1)


def test_settings_screen_draws_settings_that_are_not_finite(app, drawn):
    settings.settings_path().write_text('{"ui_scale": NaN, "animation_speed": Infinity, "volume": 1e308}')
    notices = []
    app.settings = settings.load_settings(notices)
    assert notices == ["Some settings were not valid and are back to their defaults: "
                       "UI scale, animation speed, sound volume."]
    app.scenes.push(MainMenu(app), transition=False)
    click(app, "settings")
    drawn.clear()
    frames(app, 2)
    assert isinstance(app.scenes.top, SettingsScene)
    assert "100%" in drawn and "1x" in drawn and "70%" in drawn
    # a settings object handed over with such values still draws them at the sliders' low ends
    app.settings.volume = math.nan
    app.settings.animation_speed = math.inf
    drawn.clear()
    frames(app, 2)
    assert "0%" in drawn and "0.25x" in drawn


@pytest.mark.parametrize("games,words", [
    ({"toygame": 7}, "the counts for toygame are not valid"),
    ({"toygame": {"played": 3, "levels": ["hard"]}}, "the counts per AI level for toygame are not valid"),
])
def test_statistics_screen_says_why_a_badly_shaped_file_counts_nothing(app, drawn, games, words):
    stats.stats_path().write_text(json.dumps({"version": 1, "games": games}))
    app.scenes.push(MainMenu(app), transition=False)
    click(app, "statistics")
    drawn.clear()
    frames(app, 2)
    assert isinstance(app.scenes.top, StatsScene)
    assert f"Your statistics could not be read: the file is damaged: {words}" in drawn.said()


def test_statistics_screen_shows_a_level_without_its_won_count(app, drawn):
    stats.stats_path().write_text(json.dumps(
        {"version": 1, "games": {"toygame": {"played": 3, "won": 1, "levels": {"hard": {"played": 3}}}}}))
    app.scenes.push(MainMenu(app), transition=False)
    click(app, "statistics")
    drawn.clear()
    frames(app, 2)
    assert "0 / 3" in drawn and "could not be read" not in drawn.said()


def test_the_app_starts_with_damaged_settings_and_the_menu_says_so(home, drawn):
    """A settings file with a value that is not finite: the app starts, the menu tells the player,
    and the damaged file is never overwritten by the defaults."""
    from engine.app import App

    path = settings.settings_path()
    path.write_text('{"ui_scale": NaN, "volume": 1e308}')
    app = App(size=(1280, 800))
    try:
        assert app.settings.ui_scale == 1.0 and app.settings.volume == settings.Settings().volume
        assert app.notices, "the app has something to tell the player"
        menu = _menu(app, drawn)
        assert "settings" in drawn.said().lower() and "default" in drawn.said().lower()
        assert isinstance(menu, MainMenu)
    finally:
        app.quit()
        app.shutdown()


def test_a_game_finished_over_a_damaged_statistics_file_keeps_its_history(app, home):
    """The 250 games of history in a cut-short statistics file are set aside, never overwritten,
    and the menu says so after the results."""
    from engine.ui.table import open_new_game
    from ui.helpers import until

    path = stats.stats_path()
    damaged = '{"version": 1, "games": {"toygame": {"played": 250, "won": 120, "dra'
    path.write_text(damaged)
    t = open_new_game(app, load_game("toygame"), [saves.Seat("Mina", "human", None, "blue"),
                                                 saves.Seat("Bot", "ai", "easy", "red")], {}, seed=5)
    while not t.state.is_over():
        assert until(app, lambda: t.can_act() or t.state.is_over())
        if not t.state.is_over():
            assert t.play(t.state.legal_actions()[0])
    assert until(app, lambda: t.results_shown)
    kept = [p for p in path.parent.glob("stats.damaged-*.json")]
    assert len(kept) == 1 and kept[0].read_text() == damaged
    assert stats.load_stats()["games"]["toygame"]["played"] == 1
    assert any("statistics" in n.lower() for n in app.notices)


def test_the_load_screen_checks_many_saves_over_several_frames(app, drawn, monkeypatch):
    """Each save is replayed to be checked: with many long games the rows appear as they are
    checked, a few a frame, and the screen says how far it has got, instead of freezing."""
    for i in range(6):
        _toy_save(f"game-{i}", moves=2 + i)
    monkeypatch.setattr(LoadScene, "CHECK_BUDGET", 0.0)  # one file a frame
    saves._checked.clear()
    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 1)
    saves._checked.clear()
    scene = app.scenes.push(LoadScene(app), transition=False)
    assert scene.rows == [] and len(scene.unchecked) == 6
    drawn.clear()
    frames(app, 1)
    assert len(scene.rows) == 1 and "Checking saved games… 1 of 6" in drawn.said()
    frames(app, 6)
    assert len(scene.rows) == 6 and not scene.unchecked
    assert [r.path.stem for r in scene.rows][0] == "game-5", "newest first"
    # opened again, the screen lists them at once: nothing changed on disk
    again = LoadScene(app)
    assert len(again.rows) == 6 and not again.unchecked
