"""Saves: atomic, complete, and never lost when damaged."""

import json
import os

import pytest

from engine import datafile, saves
from engine.game import load_game
from engine.saves import SaveError, Seat


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _game(moves=3):
    info = load_game("toygame")
    record, state = saves.new_record(info, [Seat("Mina"), Seat("Bot", "ai", "easy")], seed=11)
    for _ in range(moves):
        record.play(state, state.legal_actions()[0])
    return record, state


def test_save_and_load_restore_the_exact_game():
    record, state = _game()
    path = saves.save(record, state, "my game")
    loaded, again = saves.load(path)
    assert again.to_dict() == state.to_dict()
    assert loaded.actions == record.actions and loaded.seed == 11
    assert [s.name for s in loaded.seats] == ["Mina", "Bot"]
    assert loaded.seats[1].level == "easy"


def test_a_snapshot_that_fails_is_rebuilt_from_the_moves():
    record, state = _game()
    path = saves.save(record, state)
    data = json.loads(path.read_text())
    data["snapshot"] = {"broken": True}
    path.write_text(json.dumps(data))
    _, again = saves.load(path)
    assert again.to_dict() == state.to_dict()


def test_autosave_is_one_slot_per_game_overwritten():
    record, state = _game(1)
    p1 = saves.autosave(record, state)
    record.play(state, state.legal_actions()[0])
    p2 = saves.autosave(record, state)
    assert p1 == p2 == saves.autosave_path("toygame") == saves.autosave_path()
    assert p1.name == "autosave-toygame.json"
    assert len(saves.load(p2)[0].actions) == 2


@pytest.mark.parametrize("content,reason", [
    ("", "truncated"),
    ('{"schema": 1, "game": "toygame", "num_', "truncated"),
    ("\x00\x01garbage", "damaged"),
    ('[1, 2, 3]', "damaged"),
    ('{"schema": 99, "game": "toygame"}', "unknown version"),
    ('{"schema": 1, "game": "chess"}', "unknown game"),
    ('{"schema": 1, "game": "toygame", "seats": []}', "damaged"),
])
def test_damaged_saves_are_reported_and_kept(content, reason):
    path = saves.saves_dir() / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=reason):
        saves.load(path)
    assert path.read_text() == content, "a damaged save must never be changed"
    rows = {r.path.name: r for r in saves.list_saves()}
    assert rows["bad.json"].ok is False and reason in rows["bad.json"].error
    assert path.exists()


def test_listing_shows_game_seats_and_moves_newest_first():
    record, state = _game(2)
    saves.save(record, state, "older")
    record.play(state, state.legal_actions()[0])
    record.updated += 10
    saves.save(record, state, "newer")
    rows = saves.list_saves()
    assert [r.path.stem for r in rows] == ["newer", "older"]
    assert rows[0].ok and rows[0].title == "Twenty-One" and rows[0].moves == 3
    assert rows[0].seats[0].name == "Mina"


def test_an_interrupted_write_leaves_the_previous_save_loadable(monkeypatch):
    record, state = _game(1)
    path = saves.save(record, state, "slot")
    good = path.read_bytes()
    record.play(state, state.legal_actions()[0])

    # Fail at each stage of the write: while writing, at fsync, at the rename.
    stages = ["dump", "fsync", "replace"]
    for stage in stages:
        with monkeypatch.context() as m:
            def boom(*a, **k):
                raise OSError(f"power cut during {stage}")
            target = {"dump": (datafile.json, "dump"), "fsync": (datafile.os, "fsync"),
                      "replace": (datafile.os, "replace")}[stage]
            m.setattr(*target, boom)
            with pytest.raises(OSError):
                saves.save(record, state, "slot")
        assert path.read_bytes() == good
        assert len(saves.load(path)[0].actions) == 1
        leftovers = [p for p in saves.saves_dir().iterdir() if p.name.endswith(".tmp")]
        assert leftovers == []


def test_a_write_cut_at_any_byte_never_replaces_the_old_file():
    # A crash between writing the temporary file and renaming it leaves a
    # partial temp file at worst; the real save is untouched and still loads.
    record, state = _game(1)
    path = saves.save(record, state, "slot")
    full = json.dumps(saves._to_json(record, state))
    for cut in range(0, len(full), max(1, len(full) // 25)):
        tmp = saves.saves_dir() / f".slot.json.{cut}.tmp"
        tmp.write_text(full[:cut])
        assert len(saves.load(path)[0].actions) == 1
        os.unlink(tmp)


def test_korean_names_keep_their_words_in_the_file_name():
    """Two games saved under Korean names in the same minute go to two files named after them."""
    record, state = _game()
    first = saves.save(record, state, "티그리스 & 유프라테스, 12:30")
    second = saves.save(record, state, "길드홀, 12:30")
    assert first != second
    assert "티그리스" in first.name and "길드홀" in second.name
    assert saves.load(first)[0].seats == record.seats and saves.load(second)[0].seats == record.seats
