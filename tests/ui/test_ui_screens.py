"""Rules reference, results, statistics and the Continue button's edge cases."""

import dataclasses

import pygame

from engine import saves, stats
from engine.game import load_game
from engine.scenes.menu import MainMenu
from engine.scenes.results import ResultsScene
from engine.scenes.rules import RulesScene, rules_text
from engine.scenes.stats import StatsScene
from engine.ui.markdown import parse, runs
from ui.helpers import frames, key, widget

H = saves.Seat


def test_markdown_blocks():
    md = open(__file__.replace("test_ui_screens.py", "toy_rules.md"), encoding="utf-8").read()
    blocks = parse(md)
    kinds = [b[0] for b in blocks]
    assert ("h", 1, "Twenty-One") in blocks
    assert "table" in kinds and "li" in kinds and "quote" in kinds and "hr" in kinds
    table = next(b for b in blocks if b[0] == "table")[1]
    assert table[0] == ["Card", "Copies", "Symbol (colour-blind mode)"] and len(table) == 7
    p = next(b for b in blocks if b[0] == "p")[1]
    assert ("exactly", "bold") in runs(p), "the emphasis is kept for drawing"
    assert "**" not in "".join(text for text, _ in runs(p))
    nested = [b for b in blocks if b[0] == "li" and b[1] == 1]
    assert nested, "indented list items keep their level"


def test_rules_scene_renders_and_scrolls(app):
    import toygame
    info = dataclasses.replace(toygame.INFO, rules_file="ui/toy_rules.md")
    assert rules_text(info).startswith("# Twenty-One")
    app.scenes.push(MainMenu(app), transition=False)
    app.scenes.push(RulesScene(app, info))
    frames(app, 3)
    scene = app.scenes.top
    assert scene.view.height > scene.body.height, "long enough to scroll"
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    # a game with no rules text says so instead of failing
    assert "not been written" in rules_text(load_game("toygame"))


def test_results_show_the_games_breakdown(app):
    import ui.nim as nim
    st = nim.NimState(2, 0, None, 1)
    st.score_breakdown = lambda: [("Tokens taken", [7, 8]), ("Last token", [0, 1])]
    rec = saves.GameRecord("ui.nim", 2, 1, {}, [H("Mina", "human", None, "blue"), H("Bot", "ai", "easy", "red")])
    app.scenes.push(MainMenu(app), transition=False)
    app.scenes.push(ResultsScene(app, nim.INFO, rec, st))
    frames(app, 3)
    r = app.scenes.top
    assert r.headline == "Bot wins!"
    assert r.breakdown == [("Tokens taken", [7, 8]), ("Last token", [0, 1])]
    assert r.scores == [0, 1]
    assert widget(r, "again").enabled


def test_statistics_count_and_survive_a_damaged_file(app, home):
    seats = [H("Mina", "human", None, "blue"), H("Bot", "ai", "hard", "red")]
    stats.record_game("toygame", seats, [0])
    stats.record_game("toygame", seats, [1])
    stats.record_game("toygame", seats, [])
    g = stats.load_stats()["games"]["toygame"]
    assert (g["played"], g["won"], g["drawn"]) == (3, 1, 1)
    assert g["levels"]["hard"] == {"played": 3, "won": 1}
    app.scenes.push(MainMenu(app), transition=False)
    app.scenes.push(StatsScene(app))
    frames(app, 3)
    stats.stats_path().write_text("{not json")
    assert stats.load_stats()["games"] == {}
    assert stats.stats_path().read_text() == "{not json"


def test_continue_explains_a_damaged_or_finished_autosave(app, home):
    saves.autosave_path().write_text('{"schema": 1, "game": ')
    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 2)
    menu = app.scenes.top
    assert not widget(menu, "continue").enabled
    assert "can't be resumed" in menu.continue_info and "truncated" in menu.continue_info
    info = load_game("toygame")
    rec, st = saves.new_record(info, [H("A", "human", None, "red"), H("B", "ai", "easy", "blue")], {}, seed=2)
    while not st.is_over():
        rec.play(st, st.legal_actions()[0])
    saves.autosave(rec, st)
    menu.resume()
    assert not widget(menu, "continue").enabled and "finished" in menu.continue_info
