"""Past games and the review, driven through what is drawn: the menu's Past games, a row
reviewed, stepped with the buttons, the keys, the graph and the list, seen through each seat's
eyes and with open hands, the win chances worked out in the background and kept; Review this
game on the results card; Play on from here; delete, export and import."""

from __future__ import annotations

import random
import re

import pytest

from engine import records, saves
from engine.game import load_game
from engine.scenes.menu import MainMenu
from engine.scenes.past_games import PastGamesScene
from engine.scenes.results import ResultsScene
from engine.scenes.review import OPEN_HANDS, ReviewScene
from engine.ui.dialogs import Dialog
from engine.ui.file_picker import FilePicker
from engine.ui.table import TableScene, open_new_game, register_view
from ui.helpers import click, click_at, frames, key, until, widget

import pygame


@pytest.fixture(autouse=True)
def small_searches(monkeypatch):
    monkeypatch.setenv("TABLETOP_AI_ITERATIONS", "12")


def kept_game(game="toygame", seed=4):
    info = load_game(game)
    record, state = saves.new_record(info, [saves.Seat("Mina", "human", None, "blue"),
                                            saves.Seat("Bot", "ai", "normal", "red")], seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        record.play(state, rng.choice(state.legal_actions()))
    return records.keep(record, state), record


def open_past_games(app):
    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 2)
    click(app, "past-games")
    frames(app, 2)
    assert isinstance(app.scenes.top, PastGamesScene)
    return app.scenes.top


def open_first_review(app):
    past = open_past_games(app)
    click_at(app, past.list.rect.move(0, 0).midtop[0:1] + (past.list.rect.top + 10,))
    click(app, "review")
    frames(app, 2)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    return review


def test_a_kept_game_is_reviewed_from_past_games_and_stepped_by_mouse_and_keys(app):
    path, record = kept_game()
    review = open_first_review(app)
    table = review.table
    assert isinstance(table, TableScene) and review.pos == len(record.actions)
    assert until(app, lambda: review.found is not None, limit=3000), "the win chances were worked out"
    for cs in review.found.chances:
        assert sum(cs) == pytest.approx(1.0, abs=1e-6)
    assert records.list_records()[0].analysed, "kept with the record"
    click(app, "review-back")
    assert review.pos == len(record.actions) - 1
    key(app, pygame.K_HOME)
    assert review.pos == 0 and widget(review, "review-back").enabled is False
    key(app, pygame.K_RIGHT)
    assert review.pos == 1
    g = review.graph_rect
    click_at(app, (g.right - 1, g.centery))
    assert review.pos == len(record.actions), "clicking the graph's right end jumps to the end"
    click_at(app, (g.left + 1, g.centery))
    assert review.pos == 0
    row = review.list.rect
    click_at(app, (row.centerx, row.top + review.list.row_h * 2 + 5))
    assert review.pos == 3, "the third move's line shows the position after it"
    assert table.view.to_dict() == review.states[3].view(review.reviewer).to_dict()
    from engine import i18n
    try:
        i18n.set_language("ko")   # the table lays itself out again in Korean: still at that move
        app.scenes.relayout()
        frames(app, 2)
        assert table.view.to_dict() == review.states[3].view(review.reviewer).to_dict()
    finally:
        i18n.set_language("en")
        app.scenes.relayout()
    # whose eyes: the other seat, then open hands (its hidden cards shown)
    eyes = widget(review, "review-eyes")
    click_at(app, (eyes.box().right - 5, eyes.rect.centery))
    assert review.eyes == 1 and table.viewer == 1
    click_at(app, (eyes.box().right - 5, eyes.rect.centery))
    assert review.eyes == OPEN_HANDS
    assert table.view.to_dict() == review.states[3].to_dict()
    click(app, "review-play")
    assert until(app, lambda: review.pos == len(record.actions), limit=3000), "played forward to the end"
    click(app, "review-done")
    frames(app, 2)
    assert isinstance(app.scenes.top, PastGamesScene)


def test_cancelling_the_win_chances_leaves_the_record_as_it_was(app, monkeypatch):
    monkeypatch.setenv("TABLETOP_AI_ITERATIONS", "400")
    path, record = kept_game(seed=8)
    before = path.read_bytes()
    review = open_first_review(app)
    assert review.job is not None
    click(app, "review-cancel")
    frames(app, 3)
    assert review.job is None and review.found is None and path.read_bytes() == before
    assert widget(review, "review-analyse").enabled


def test_win_chances_that_fail_say_so_on_the_panel_keep_a_report_and_can_be_tried_again(app, monkeypatch):
    """An analysis that stops on an error of ours leaves a sentence where the graph would be
    (not "none worked out yet", as if nothing had been tried), a crash report with its
    traceback, and the button to try again; trying again when it works draws the graph."""
    from engine import crash
    from engine.ai import analysis
    from engine.ui import theme

    real = analysis.analyse

    def broken(*args, **kwargs):
        raise RuntimeError("a fault in the search")

    monkeypatch.setattr(analysis, "analyse", broken)
    drawn = []
    blit = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surf, text, *a, **k: (drawn.append(text), blit(surf, text, *a, **k))[1])
    kept_game(seed=5)
    review = open_first_review(app)
    assert until(app, lambda: review.job is None, limit=600)
    frames(app, 2)
    assert review.found is None
    said = " ".join(drawn)   # drawn as lines
    assert "Working out the win chances failed. Try again?" in said
    assert "No win chances worked out yet." not in said
    assert any("a fault in the search" in t for t, _, _ in app.toasts)
    reports = list(crash.crash_dir().glob("crash-*.txt"))
    assert len(reports) == 1 and "RuntimeError: a fault in the search" in reports[0].read_text()
    monkeypatch.setattr(analysis, "analyse", real)
    click(app, "review-analyse")
    assert until(app, lambda: review.found is not None, limit=3000), "tried again, it works"
    drawn.clear()
    frames(app, 2)
    assert re.search(r"Mina \d+% · Bot \d+%", " ".join(drawn)), "the chances are shown"


def analysis_threads():
    import threading
    return [t for t in threading.enumerate() if t.name == "review-analysis"]


def test_a_double_click_on_work_out_starts_one_analysis_and_leaving_stops_it(app, monkeypatch):
    """The soak once found win-chance processes outliving the app: a second press on the
    button that starts the analysis began another, and the first was no longer heard of."""
    import multiprocessing
    import time

    monkeypatch.setenv("TABLETOP_AI_ITERATIONS", "400")
    kept_game(seed=8)
    review = open_first_review(app)
    click(app, "review-cancel")
    assert until(app, lambda: not analysis_threads(), limit=600)
    start = widget(review, "review-analyse").rect.center
    click_at(app, start)
    click_at(app, start)   # the same spot again, as a double-click lands
    frames(app, 2)
    assert len(analysis_threads()) == 1, "one analysis at a time"
    assert widget(review, "review-cancel") is not None, "the button became Cancel at once"
    click(app, "review-done")
    deadline = time.monotonic() + 10
    while (analysis_threads() or multiprocessing.active_children()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not analysis_threads() and not multiprocessing.active_children()


def test_while_the_chances_are_worked_out_the_table_is_drawn_again_only_when_it_changes(app, monkeypatch):
    """The frames beside the analysis stay cheap: the table beneath the panel is drawn from its
    last picture until a move is stepped to (then every frame while its pieces glide), and the
    screen shows that move's position."""
    monkeypatch.setenv("TABLETOP_AI_ITERATIONS", "400")
    kept_game(seed=8)
    review = open_first_review(app)
    table = review.table
    drawn = []
    real_draw = type(table).draw
    monkeypatch.setattr(table, "draw", lambda surf: (drawn.append(1), real_draw(table, surf)))
    frames(app, 2)
    drawn.clear()
    frames(app, 30)
    assert review.job is not None and drawn == [], "nothing changed: the table's picture is reused"
    click(app, "review-back")
    frames(app, 2)
    assert drawn, "a move stepped to is drawn"
    assert until(app, lambda: not table.tweens.moving, limit=600)
    drawn.clear()
    frames(app, 20)
    # at most a step of a fading highlight now and then, not a frame each
    assert len(drawn) <= 2 and table.view.to_dict() == review.states[review.pos].view(review.reviewer).to_dict()
    if review.job is not None:
        click(app, "review-cancel")


def test_review_this_game_on_the_results_card(app):
    t = open_new_game(app, load_game("toygame"), [saves.Seat("Mina", "human", None, "blue"),
                                                  saves.Seat("Bot", "ai", "easy", "red")], {}, seed=5)
    assert until(app, lambda: isinstance(app.scenes.top, ResultsScene) or (t.can_act() and t.play(
        t.state.legal_actions()[0]) and False), limit=6000)
    results = app.scenes.top
    assert results.record_path is not None
    click(app, "review")
    frames(app, 2)
    assert isinstance(app.scenes.top, ReviewScene)
    click(app, "review-done")
    frames(app, 2)
    assert app.scenes.top is results


def test_play_on_from_here_starts_a_normal_game_from_that_position(app):
    import guildhall.view
    register_view("guildhall", guildhall.view.TableScene)
    path, record = kept_game("guildhall", seed=3)
    review = open_first_review(app)
    key(app, pygame.K_HOME)
    for _ in range(6):
        key(app, pygame.K_RIGHT)
    frames(app, 30)
    shown = review.states[6]
    click(app, "review-play-on")
    frames(app, 3)
    table = app.scenes.top
    assert isinstance(table, TableScene) and not isinstance(table, ReviewScene)
    assert table.record.start is not None and table.record.actions == []
    assert table.session.may_autosave and [s.is_ai for s in table.record.seats] == [False, True]
    from guildhall.position import to_position
    assert to_position(table.state) == to_position(shown)


def test_delete_export_and_import_from_past_games(app, home, monkeypatch):
    path, record = kept_game(seed=6)
    past = open_past_games(app)
    click_at(app, (past.list.rect.centerx, past.list.rect.top + 10))
    click(app, "export")
    exported = list(records.exports_dir().glob("*.json"))
    assert len(exported) == 1
    click(app, "delete")
    frames(app, 2)
    assert isinstance(app.scenes.top, Dialog)
    click(app, "delete-yes")
    frames(app, 2)
    assert records.list_records() == [] and not path.exists()
    click(app, "import")
    frames(app, 2)
    picker = app.scenes.top
    assert isinstance(picker, FilePicker) and picker.folder == home   # the home folder first
    open_entry(app, picker, "exports")
    open_entry(app, picker, exported[0].name)
    assert app.scenes.top is past
    rows = records.list_records()
    assert len(rows) == 1 and rows[0].moves == len(record.actions)
    assert len(past.rows) == 1


def open_entry(app, picker, name):
    """Choose ``name`` in the picker's list by clicking its row, then Open."""
    i = [e.name for e in picker.items].index(name)
    picker.list.pick(i)   # scrolled into view, as the arrow keys would
    row = picker.list.rect.top + i * picker.list.row_h - picker.list.scroll + picker.list.row_h // 2
    click_at(app, (picker.list.rect.centerx, row))
    click(app, "picker-open")
    frames(app, 1)


def test_the_import_picker_goes_through_folders_by_keys_and_mouse_and_keeps_a_damaged_file(app, home):
    """Folders first, then the games; Up, Backspace, Enter, a letter, Escape; a damaged or
    foreign file is said in a sentence and left as it was, and the picker stays open."""
    path, record = kept_game(seed=8)
    shelf = home / "shelf"
    (shelf / "inner").mkdir(parents=True)
    good = shelf / "good.json"
    good.write_bytes(path.read_bytes())
    records.delete(path)
    bad = shelf / "broken.json"
    bad.write_text('{"schema": 1, "kind": "rec')
    foreign = shelf / "notes.json"
    foreign.write_text('{"shopping": ["eggs"]}')
    (shelf / "readme.txt").write_text("not offered")
    past = open_past_games(app)
    click(app, "import")
    picker = app.scenes.top
    assert isinstance(picker, FilePicker)
    open_entry(app, picker, "shelf")
    assert picker.folder == shelf
    assert [(e.name, e.folder) for e in picker.items] == [("inner", True), ("broken.json", False),
                                                         ("good.json", False), ("notes.json", False)]
    for name, before in (("broken.json", bad.read_bytes()), ("notes.json", foreign.read_bytes())):
        open_entry(app, picker, name)
        assert app.scenes.top is picker and picker.problem.startswith(f"{name} was not imported")
        assert (shelf / name).read_bytes() == before and records.list_records() == []
    key(app, pygame.K_BACKSPACE)
    assert picker.folder == home and picker.selected().name == "shelf"
    key(app, pygame.K_RETURN)
    assert picker.folder == shelf
    click(app, "picker-up")
    assert picker.folder == home
    key(app, pygame.K_RETURN)
    key(app, pygame.K_g, unicode="g")
    assert picker.selected().name == "good.json"
    key(app, pygame.K_RETURN)
    frames(app, 1)
    assert app.scenes.top is past and len(past.rows) == 1 and past.rows[0].moves == len(record.actions)
    assert good.exists()
    click(app, "import")
    assert isinstance(app.scenes.top, FilePicker)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is past
    click(app, "import")
    click(app, "cancel")
    assert app.scenes.top is past


def test_a_damaged_record_is_listed_and_kept(app):
    kept_game(seed=2)
    bad = records.records_dir() / "toygame-bad.json"
    bad.write_text("{nope")
    past = open_past_games(app)
    assert len(past.rows) == 2
    i = next(k for k, r in enumerate(past.rows) if not r.ok)
    click_at(app, (past.list.rect.centerx, past.list.rect.top + past.list.row_h * i + 10))
    assert not widget(past, "review").enabled and widget(past, "delete").enabled
    key(app, pygame.K_RETURN)
    assert bad.read_text() == "{nope"


# -- the layout check (tests/ui/test_layout.py) at every size and scale, in both languages ----
from ui.test_layout import COMBO_IDS, COMBOS, _checked_in_both, language  # noqa: E402,F401


@pytest.mark.layout
@pytest.mark.parametrize("size,scale", COMBOS, ids=COMBO_IDS)
def test_past_games_and_the_review_are_readable(size, scale, home, language, monkeypatch):
    """Past games (a damaged record among them) and the review of a different game at each
    size and scale, its win chances worked out and a mistake shown, in English then Korean."""
    from engine.game import GAME_NAMES
    from ui.layout_check import kit_of
    from ui.layout_screens import app_at

    monkeypatch.setenv("TABLETOP_AI_ITERATIONS", "6")
    game = GAME_NAMES[COMBOS.index((size, scale)) % len(GAME_NAMES)]
    kept_game(game, seed=5)
    (records.records_dir() / "azul_sintra-damaged.json").write_text('{"schema": 1, "kind": "rec')
    app = app_at(size, scale)
    click(app, "past-games")
    frames(app, 3)
    names = ("Mina", "Bot", "azul", "sintra-damaged")   # the players' names, a damaged file's name
    _checked_in_both(app, "past games", language, names=names)
    past = app.scenes.top
    (home / "exported").mkdir()
    click(app, "import")
    frames(app, 2)
    # the folder's path is the machine's; its files' and folders' names are the player's
    machine = " ".join([str(home)] + [p.name for p in home.iterdir()])
    folder_words = tuple(re.findall(r"[A-Za-z]+", machine) + re.findall(r"[A-Za-z][A-Za-z-]*", machine))
    _checked_in_both(app, "the import picker", language, names=names + folder_words)
    key(app, pygame.K_ESCAPE)
    i = next(k for k, r in enumerate(past.rows) if r.ok)
    click_at(app, (past.list.rect.centerx, past.list.rect.top + past.list.row_h * i + 10))
    click(app, "review")
    frames(app, 2)
    review = app.scenes.top
    kit = kit_of(review.table)   # the board's own words are its game's tests' to check
    _checked_in_both(app, f"{game} review, working out the chances", language, kit, names=names)
    assert until(app, lambda: review.found is not None, limit=6000), f"{game}: no win chances"
    if review.flagged:
        review.go(min(review.flagged) + 1, animate=False)
    else:
        review.go(review.last // 2, animate=False)
    frames(app, 40)
    _checked_in_both(app, f"{game} review", language, kit, names=names)
