"""Menu -> setup -> table -> pause -> save -> quit -> continue restores the game exactly."""

import json

import pygame

from engine import saves
from engine.scenes.load import LoadScene
from engine.scenes.menu import MainMenu
from engine.scenes.pause import PauseScene
from engine.scenes.setup import SetupScene
from engine.ui.table import TableScene
from ui.helpers import click, drag, frames, key, screen_pos, until, widget


def start_menu(app):
    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 3)
    return app.scenes.top


def test_menu_lists_every_game_and_unavailable_ones_say_why(app):
    menu = start_menu(app)
    from engine.game import GAME_NAMES
    for name in GAME_NAMES:
        assert name in menu.games
        ok, why = menu.status(name)
        if not ok:
            assert why  # shown on the card, never hidden
            assert not widget(menu, f"new-{name}").enabled
    assert widget(menu, "new-toygame").enabled
    assert not widget(menu, "continue").enabled


def _ladder(tmp_path, monkeypatch, games):
    """The setup screen reads the levels' measured strength from this table instead."""
    import json

    import engine.ai.ladder as ladder

    path = tmp_path / "ladder.json"
    path.write_text(json.dumps({"version": 1, "games": games}), encoding="utf-8")
    monkeypatch.setattr(ladder, "LADDER_FILE", path)


def _pairing(a, b, score, played=40):
    return {"a": a, "b": b, "players": 2, "played": played, "score": score}


def test_setup_says_how_strong_the_chosen_computer_levels_are(app, tmp_path, monkeypatch):
    _ladder(tmp_path, monkeypatch, {
        "fantastiqa": {"quick": False, "pairings": [_pairing("normal", "easy", 0.7),
                                                     _pairing("hard", "normal", 0.62)]},
        "guildhall": {"quick": True, "pairings": [_pairing("normal", "easy", 0.7)]},
    })
    start_menu(app)
    click(app, "new-fantastiqa")
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    setup.set_n(3)
    for i, kind in enumerate(("human", "ai:easy", "ai:hard")):
        setup.seats[i]["kind"] = kind
    frames(app, 3)
    note = setup.level_note()
    # the ladder's figures for this game, only for the levels at the table
    assert "easy wins about 1 in 3 games against normal" in note
    assert "hard wins about 3 in 5 games against normal" in note
    assert "normal wins" not in note
    setup.seats[1]["kind"] = setup.seats[2]["kind"] = "human"
    assert setup.level_note() == ""
    # a game without figures (or with a quick run's, which measure nothing) says nothing
    for game in ("guildhall", "azul_sintra"):
        click(app, "back")
        frames(app, 3)
        click(app, f"new-{game}")
        setup = app.scenes.top
        setup.seats[1]["kind"] = "ai:normal"
        assert setup.level_note() == ""


def play_first_card(app, table):
    card = next(p for p in table.pieces if p.draggable)
    pile = table.zones["pile"]
    drag(app, screen_pos(table, card), screen_pos(table, pile), steps=10)
    frames(app, 5)


def test_menu_setup_table_pause_save_quit_continue(app):
    menu = start_menu(app)
    click(app, "new-toygame")
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    # two humans would trigger hand-offs; keep seat 2 an AI but make it easy
    click(app, "kind-1")  # < cycles back: ai:normal -> ai:easy
    assert setup.seats[1]["kind"] in ("ai:easy", "ai:hard")
    click(app, "start")
    frames(app, 15)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.state.to_move == 0
    play_first_card(app, table)
    assert len(table.record.actions) == 1
    assert len(table.log.moves()) == 1 and table.log.lines[0][0].startswith("You play a ")
    # the AI answers in the background
    assert until(app, lambda: len(table.record.actions) >= 2 or table.state.is_over(), 900)
    frames(app, 30)
    if table.state.is_over():
        return  # (a 2-move game ends early; the rest is covered by other tests)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    click(app, "save")
    click(app, "ok")   # the name suggested: the game's title and the time
    assert any(r.ok and not r.autosave and r.label.startswith("Twenty-One, ") for r in saves.list_saves())
    before_actions = list(table.record.actions)
    before_state = table.state.to_dict()
    click(app, "quit")
    frames(app, 5)
    assert isinstance(app.scenes.top, MainMenu)
    menu = app.scenes.top
    assert widget(menu, "continue").enabled
    click(app, "continue")
    frames(app, 5)
    restored = app.scenes.top
    assert isinstance(restored, TableScene) and restored is not table
    assert restored.record.actions == before_actions
    assert restored.state.to_dict() == before_state
    assert [l for l, _ in restored.log.lines] == [l for l, _ in table.log.lines]


def test_load_screen_marks_damaged_saves_and_keeps_them(app, home):
    from engine.game import load_game
    info = load_game("toygame")
    rec, st = saves.new_record(info, [saves.Seat("A", "human", None, "red"), saves.Seat("B", "ai", "easy", "blue")], {}, seed=3)
    good = saves.save(rec, st, "good one")
    bad = saves.saves_dir() / "broken.json"
    bad.write_text('{"schema": 1, "game": "toyg')
    future = saves.saves_dir() / "future.json"
    future.write_text(json.dumps({"schema": 99}))
    start_menu(app)
    click(app, "load")
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    frames(app, 2)
    rows = {r.path.name: r for r in scene.rows}
    assert rows["broken.json"].ok is False and "truncated" in rows["broken.json"].error
    assert rows["future.json"].ok is False and "version" in rows["future.json"].error
    # selecting a damaged row: Load is disabled; nothing is deleted
    i = [r.path.name for r in scene.rows].index("broken.json")
    scene.list.pick(i)
    frames(app)
    assert not widget(scene, "load").enabled
    assert bad.exists() and future.exists()
    i = [r.path.name for r in scene.rows].index(good.name)
    scene.list.pick(i)
    frames(app)
    click(app, "load")
    frames(app, 3)
    assert isinstance(app.scenes.top, TableScene)
    assert app.scenes.top.record.seed == 3


def test_settings_persist_and_rescale(app):
    from engine.settings import load_settings
    from engine.ui import theme
    start_menu(app)
    click(app, "settings")
    scene = app.scenes.top
    widget(scene, "confirm_moves").set(True)
    widget(scene, "ui_scale").set(1.25)
    click(app, "back")
    frames(app, 2)
    s = load_settings()
    assert s.confirm_moves is True and abs(s.ui_scale - 1.25) < 1e-9
    assert abs(theme.scale() - 1.25) < 1e-6


def test_window_sizes_from_small_to_4k(app):
    from engine.ui import theme
    start_menu(app)
    for size in ((1024, 640), (3840, 2160), (1280, 800)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        frames(app, 2)
        menu = app.scenes.top
        # every button fits inside the window and text grows with it
        for w in menu.widgets:
            assert app.screen.get_rect().contains(w.rect), (size, w.name, w.rect)
        assert theme.font(18).get_height() >= 14 * min(size[0] / 1280, size[1] / 800)


def test_f11_toggles_fullscreen_and_remembers_it(app):
    """Each press toggles; the setting is written once, as the app closes (not at every press)."""
    from engine.settings import load_settings
    start_menu(app)
    key(app, pygame.K_F11)
    assert app.fullscreen
    frames(app, 2)
    key(app, pygame.K_F11)
    assert not app.fullscreen
    frames(app, 2)
    key(app, pygame.K_F11)
    assert app.fullscreen and not load_settings().fullscreen
    app.quit()
    app.shutdown()
    assert load_settings().fullscreen
