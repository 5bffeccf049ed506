"""Statistics and Load with more than fits: they scroll to the last row by the wheel and by
dragging the bar, no row is drawn under the Back button, and a huge or contradictory
statistics file is shown for what it is."""

import json

import pygame
import pytest

from engine import saves, stats
from engine.app import App
from engine.game import load_game
from engine.scenes.load import LoadScene
from engine.scenes.stats import StatsScene
from engine.settings import Settings
from ui.helpers import frames, until, widget


@pytest.fixture
def said(monkeypatch):
    """Every text drawn from now on."""
    from engine.ui import theme
    out = []
    text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: out.append(s) or text(s, *a, **k))
    return out


@pytest.fixture
def small_app(home, art_dir):
    """The smallest window at the largest UI scale: the fewest rows fit."""
    from engine.ui.art import ArtCache
    a = App(size=(1024, 640), settings=Settings(ui_scale=1.6))
    a.art = ArtCache(art_dir)
    yield a
    a.quit()
    a.shutdown()


def _drawn_rows(scene):
    """The rectangles of the rows drawn on the next frame, and their indices."""
    drawn = []
    real = scene.list.draw_row

    def draw_row(surf, r, i, *rest):
        drawn.append((i, surf.get_clip().clip(r)))
        return real(surf, r, i, *rest)

    scene.list.draw_row = draw_row
    frames(scene.app)
    scene.list.draw_row = real
    return drawn


def _wheel(app, pos, y):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))])


def _drag(app, start, end, steps=8):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def _reaches_the_end_and_stays_above_back(app, scene, count):
    back = widget(scene, "back").rect
    lst = scene.list
    assert lst.max_scroll() > 0, "the test needs more rows than fit"
    assert lst.rect.bottom <= back.top
    for i, r in _drawn_rows(scene):
        assert r.height == 0 or (lst.rect.contains(r) and not r.colliderect(back)), (i, r)
    for _ in range(2 * count + 2):                 # the wheel (half a row a notch), to the end
        _wheel(app, lst.rect.center, -1)
    assert lst.scroll == lst.max_scroll()
    drawn = _drawn_rows(scene)
    assert max(i for i, _ in drawn) == count - 1
    last = [r for i, r in drawn if i == count - 1][0]
    assert last.height == lst.row_h and lst.rect.contains(last) and not last.colliderect(back)
    for _ in range(2 * count + 2):                 # and back to the top
        _wheel(app, lst.rect.center, 1)
    assert lst.scroll == 0
    bar = lst.bar()                                # the bar, dragged to the bottom
    _drag(app, bar.center, (bar.centerx, lst.rect.bottom + 200))
    assert lst.scroll == lst.max_scroll()
    assert max(i for i, _ in _drawn_rows(scene)) == count - 1


def test_statistics_scroll_to_the_last_game_and_no_row_is_under_back(small_app, monkeypatch):
    """An app with 30 games (copies of the toy game under other names), every one counted."""
    import dataclasses
    import engine.scenes.stats

    toy = load_game("toygame")
    games = {f"toy{k:02d}": dataclasses.replace(toy, name=f"toy{k:02d}", title=f"Toy {k:02d}") for k in range(29)}
    games["toygame"] = toy
    monkeypatch.setattr(engine.scenes.stats, "available_games", lambda: games)
    monkeypatch.setattr(engine.scenes.stats, "game_title", lambda info: info.title)   # no catalogues
    seats = [saves.Seat("A"), saves.Seat("B", "ai", "easy")]
    for name in games:
        stats.record_game(name, seats, [0])
    small_app.scenes.push(StatsScene(small_app), transition=False)
    frames(small_app, 2)
    scene = small_app.scenes.top
    assert [g for g, _ in scene.rows][-1] == "toygame"
    _reaches_the_end_and_stays_above_back(small_app, scene, len(scene.rows))


def test_load_scrolls_to_the_last_save_and_no_row_is_under_back(small_app):
    info = load_game("toygame")
    record, state = saves.new_record(info, [saves.Seat("A"), saves.Seat("B", "ai", "easy")], seed=4)
    for k in range(12):
        saves.save(record, state, f"Game {k:02d}")
    small_app.scenes.push(LoadScene(small_app), transition=False)
    frames(small_app, 3)
    scene = small_app.scenes.top
    assert len(scene.rows) == 12
    _reaches_the_end_and_stays_above_back(small_app, scene, 12)


def _stats_file(games):
    stats.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats.stats_path().write_text(json.dumps({"version": 1, "games": games}))


def test_twenty_thousand_unknown_games_are_counted_in_a_note_not_drawn(app, said):
    _stats_file({f"game{k:05d}": {"played": 3, "won": 1, "drawn": 0, "levels": {"easy": {"played": 3, "won": 1}}}
                 for k in range(20_000)})
    app.scenes.push(StatsScene(app), transition=False)
    frames(app)
    scene = app.scenes.top
    assert "Reading the statistics…" in said, "a large file is read over several frames, the screen drawn"
    assert until(app, lambda: scene.file_reading is None, 400)
    frames(app)
    assert not app.crashes and len(scene.rows) == len(scene.games)
    shown = " ".join(said)
    assert "game00001" not in shown
    assert "also counts 20,000 games this version does not have" in shown or \
        "also counts 20000 games this version does not have" in shown


def test_counts_that_contradict_each_other_are_flagged_not_drawn(app, said):
    _stats_file({"toygame": {"played": 1, "won": 99, "drawn": 0, "levels": {}}})
    app.scenes.push(StatsScene(app), transition=False)
    frames(app, 2)
    assert "99" not in said
    assert any("contradict each other" in s for s in said)
    row = dict(app.scenes.top.rows)["toygame"]
    assert stats.contradicts(row)


def test_a_folder_where_the_statistics_should_be_is_said_not_a_crash(app, said):
    (stats.stats_path() / "inside").mkdir(parents=True)
    app.scenes.push(StatsScene(app), transition=False)
    frames(app, 2)
    assert isinstance(app.scenes.top, StatsScene) and not app.crashes
    assert any("not a regular file" in s for s in said)
    assert (stats.stats_path() / "inside").is_dir()


def test_a_large_folder_is_listed_then_checked_over_frames_the_selection_staying_on_its_save(app, said, monkeypatch):
    """A folder too large to list at once says so; then the saves checked before are shown at
    once and the others come in a few a frame, newer ones above: the save the player selected
    stays selected as rows come in above it."""
    import os

    info = load_game("toygame")
    record, state = saves.new_record(info, [saves.Seat("A"), saves.Seat("B", "ai", "easy")], seed=4)
    paths = []
    for k in range(8):                       # Game 7 the newest, by the time in the file
        record.updated = 1_700_000_000 + k
        paths.append(saves.save(record, state, f"Game {k}"))
        os.utime(paths[-1], (1_700_000_000 + k, 1_700_000_000 + k))
    saves._checked.clear()
    saves.inspect(paths[0])                  # the oldest was checked before: it is shown at once
    monkeypatch.setattr(saves, "FILES_A_PIECE", 2)
    monkeypatch.setattr(LoadScene, "FILES_A_PIECE", 2)
    monkeypatch.setattr(LoadScene, "CHECK_BUDGET", 0.0)   # a piece, or one save, a frame
    scene = LoadScene(app)
    app.scenes.push(scene, transition=False)
    frames(app)
    assert scene.listing is not None and "Looking for saved games…" in said and scene.rows == []
    assert until(app, lambda: scene.listing is None, 20)
    assert [r.label for r in scene.rows] == ["Game 0"] and scene.list.selected == 0
    frames(app, 2)                           # Game 7 and Game 6 checked: above Game 0
    assert [r.label for r in scene.rows] == ["Game 7", "Game 6", "Game 0"]
    assert scene.selected_row().label == "Game 0", "the selection stays on its save"
    scene.list.pick(1)                       # Game 6, as a click would
    assert until(app, lambda: not scene.unchecked, 20)
    assert [r.label for r in scene.rows] == [f"Game {k}" for k in range(7, -1, -1)]
    assert scene.selected_row().label == "Game 6"
    said.clear()
    frames(app)
    assert "Game 6" in said and "Checking saved games…" not in " ".join(said)
