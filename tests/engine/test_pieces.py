"""Large files read a piece at a time (engine.pieces): the statistics and the saves folder give
what reading them at once gives, a small one is done in one piece, a large one in many."""

import json

import pytest

from engine import datafile, saves, stats
from engine.game import load_game
from engine.pieces import Pieces


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    datafile.refuse_writes(None)


def _stats_file(n, **damage):
    games = {f"game{k:05d}": {"played": 3, "won": 1, "levels": {"easy": {"played": 3}}} for k in range(n)}
    games.update(damage)
    stats.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats.stats_path().write_text(json.dumps({"version": 1, "games": games}))


def _pieces(work) -> tuple[int, object]:
    """The pieces ``work`` takes, stepped one at a time, and its result."""
    steps = Pieces(work)
    n = 1
    while not steps.step(0):
        n += 1
    return n, steps.result


def test_a_small_statistics_file_is_read_in_one_piece():
    _stats_file(40)
    n, (data, problem) = _pieces(stats.reading())
    assert n == 1 and problem is None and data == stats.load_stats()


def test_a_large_statistics_file_is_read_in_pieces_and_gives_the_same():
    _stats_file(3 * stats.GAMES_A_PIECE)
    n, (data, problem) = _pieces(stats.reading())
    # parsed in a piece of its own (it is large), then checked in three and filled in three, one
    # piece holding both
    assert n == 6 and problem is None
    assert data == stats.load_stats() and data["games"]["game01499"] == {
        "played": 3, "won": 1, "drawn": 0, "levels": {"easy": {"played": 3, "won": 0}}}


def test_damage_late_in_a_large_file_is_found_in_pieces_as_at_once():
    _stats_file(3 * stats.GAMES_A_PIECE, zzz={"played": 1, "won": -4})
    notices = []
    assert stats.load_stats(notices) == stats.empty_stats()
    n, (data, problem) = _pieces(stats.reading())
    assert n > 1 and data == stats.empty_stats()
    assert notices == [stats.READ_FAILED.format(reason=problem)] and "zzz" in problem


def test_a_large_saves_folder_is_listed_in_pieces_newest_first(monkeypatch):
    record, state = saves.new_record(load_game("toygame"), [saves.Seat("A"), saves.Seat("B", "ai", "easy")], seed=2)
    paths = [saves.save(record, state, f"Game {k}") for k in range(7)]
    for k, p in enumerate(paths):   # Game 6 the newest
        p.touch()
        __import__("os").utime(p, (1_700_000_000 + k, 1_700_000_000 + k))
    (saves.saves_dir() / "notes.txt").write_text("not a save")
    assert _pieces(saves.listing())[0] == 1
    monkeypatch.setattr(saves, "FILES_A_PIECE", 2)
    n, listed = _pieces(saves.listing())
    assert n > 3 and listed == saves.save_files() == paths[::-1]
