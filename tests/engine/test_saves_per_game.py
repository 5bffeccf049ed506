"""An autosave per game, saves the player names, renames and deletes, damaged files in plain
words, and the first release's one autosave taken over as the autosave of its game."""

import json
import os
import shutil
from pathlib import Path

import pytest

from engine import datafile, saves
from engine.game import load_game
from engine.saves import NameRefused, SaveError, Seat

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    saves._checked.clear()
    return tmp_path


def _game(game="toygame", moves=3, seed=11, seats=None):
    info = load_game(game)
    seats = seats or [Seat("Mina"), Seat("Bot", "ai", "easy")]
    record, state = saves.new_record(info, seats, seed=seed)
    for _ in range(moves):
        record.play(state, state.legal_actions()[0])
    return record, state


# -- an autosave per game -------------------------------------------------------------------
def test_two_games_in_progress_are_kept_at_once():
    toy, toy_state = _game("toygame", 3)
    azul, azul_state = _game("azul_sintra", 5, seed=4)
    saves.autosave(toy, toy_state)
    saves.autosave(azul, azul_state)
    # starting a new game of one kind replaces that kind's autosave only
    fresh, fresh_state = _game("toygame", 1, seed=2)
    saves.autosave(fresh, fresh_state)
    assert saves.autosave_path("toygame") != saves.autosave_path("azul_sintra")
    back, state = saves.load(saves.autosave_path("azul_sintra"))
    assert back.actions == azul.actions and state.to_dict() == azul_state.to_dict()
    assert len(saves.load(saves.autosave_path("toygame"))[0].actions) == 1
    assert {r.game for r in saves.autosaves()} == {"toygame", "azul_sintra"}


def test_continue_resumes_the_latest_game_in_progress_over_a_finished_one():
    playing, state = _game("toygame", 2)
    playing.updated = 1000.0
    saves.autosave(playing, state)
    done, done_state = _game("azul_sintra", 0, seed=4)
    while not done_state.is_over():
        done.play(done_state, done_state.legal_actions()[0])
    saves.autosave(done, done_state)   # newer, but over
    row = saves.last_autosave()
    assert row.game == "toygame" and saves.autosave_path() == row.path


def test_with_no_autosave_continue_has_nothing():
    assert saves.last_autosave() is None
    assert not saves.autosave_path().exists()


# -- where a game stands ----------------------------------------------------------------------
def test_a_row_says_where_the_game_stands_and_the_scores_so_far():
    record, state = _game("toygame", 3)
    path = saves.save(record, state, "Sunday game")
    saves._checked.clear()   # read back from the file, as after a restart
    row = saves.inspect(path)
    assert row.label == "Sunday game" and row.ok
    turn = "your turn" if state.to_move == 0 else "Bot's turn"
    assert row.standing == f"3 moves played · {turn}"   # the toy game has no terms of its own
    assert row.scores_text() == " · ".join(f"{s.name} {v:g}" for s, v in zip(record.seats, state.scores()))


def test_a_game_in_its_own_terms_names_the_seat_to_move(monkeypatch):
    from engine.text import Message, Seat as Who
    record, state = _game("toygame", 2, seats=[Seat("Mina"), Seat("Jun")])
    monkeypatch.setattr(type(state), "progress", lambda self: Message("toygame.ev.exact", who=Who(0), target=21),
                        raising=False)
    line = saves.standing(record.seats, state, 2)
    # two people at one screen: nobody is "you"
    assert line.startswith("Mina brings the pile to exactly 21 and wins. · ")
    assert line.endswith(f"{record.seats[state.to_move].name}'s turn")


def test_a_game_whose_own_words_fail_still_lists(monkeypatch):
    record, state = _game("toygame", 1)
    monkeypatch.setattr(type(state), "progress", lambda self: 1 / 0, raising=False)
    assert saves.standing(record.seats, state, 1).startswith("1 move played · ")


# -- names, renaming, deleting -----------------------------------------------------------------
def test_a_named_save_keeps_its_name_and_a_name_never_takes_an_autosave_slot():
    record, state = _game()
    path = saves.save(record, state, "  Autosave  ")
    assert not saves.is_autosave(path) and saves.inspect(path).label == "Autosave"
    assert json.loads(path.read_text())["name"] == "Autosave"
    for bad, why in (("   ", "Give the save a name."), ("x" * 61, "at most 60"), ("a\nb", "letters")):
        with pytest.raises(NameRefused, match=why):
            saves.save(record, state, bad)


def test_rename_moves_the_save_and_keeps_the_game():
    record, state = _game()
    old = saves.save(record, state, "Sunday game")
    new = saves.rename(old, "Rematch with Bot")
    assert not old.exists() and new.exists()
    again, again_state = saves.load(new)
    assert again.actions == record.actions and again_state.to_dict() == state.to_dict()
    rows = saves.list_saves()
    assert [r.label for r in rows] == ["Rematch with Bot"]
    # the same file under a new spelling of its name
    assert saves.rename(new, "Rematch with BOT!") == new
    saves._checked.clear()
    assert saves.inspect(new).label == "Rematch with BOT!"


def test_rename_never_takes_another_saves_name_and_never_renames_a_damaged_file():
    record, state = _game()
    a = saves.save(record, state, "First")
    saves.save(record, state, "Second")
    with pytest.raises(NameRefused, match="“Second” already exists"):
        saves.rename(a, "second")
    bad = saves.saves_dir() / "bad.json"
    bad.write_text('{"schema": 1, "game": ')
    with pytest.raises(SaveError):
        saves.rename(bad, "Fixed")
    assert bad.read_text() == '{"schema": 1, "game": '


def test_an_autosave_renamed_becomes_an_ordinary_save():
    record, state = _game()
    auto = saves.autosave(record, state)
    kept = saves.rename(auto, "Keep this one")
    assert not auto.exists() and not saves.is_autosave(kept)
    assert saves.autosaves() == [] and saves.load(kept)[0].actions == record.actions


def test_delete_removes_good_and_damaged_saves_alike():
    record, state = _game()
    good = saves.save(record, state, "Good")
    bad = saves.saves_dir() / "bad.json"
    bad.write_bytes(b"\xff\xfe garbage")
    assert {r.path.name for r in saves.list_saves()} == {"good.json", "bad.json"}
    saves.delete(bad)
    saves.delete(good)
    assert saves.list_saves() == [] and not bad.exists() and not good.exists()
    saves.delete(good)   # already gone: nothing to do


def test_a_delete_the_disk_refuses_says_why(monkeypatch):
    record, state = _game()
    path = saves.save(record, state, "Good")

    def refuse(p):
        raise PermissionError(13, "Permission denied", str(p))

    monkeypatch.setattr(saves.os, "unlink", refuse)
    with pytest.raises(datafile.WriteError, match="good.json could not be deleted: the app is not allowed"):
        saves.delete(path)
    assert path.exists()


# -- damaged files in plain words ----------------------------------------------------------------
@pytest.mark.parametrize("content,meaning,reason", [
    ('{"schema": 1, "game": ', "This file was cut short (truncated) — it may have been copied", "truncated"),
    (b"\xff\x00", "scrambled, or it is not a Tabletop save", "does not hold text"),
    ('{"schema": 7}', "comes from a newer version of Tabletop", "format 7"),
    ('{"schema": 1, "game": "chess"}', "for a game this version of Tabletop does not have", "unknown game"),
    ('{"schema": 1, "game": "toygame", "seats": []}', "Part of this file was changed or damaged", "missing"),
])
def test_a_damaged_save_says_what_it_means_and_keeps_the_exact_reason(content, meaning, reason):
    path = saves.saves_dir() / "bad.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    row = saves.inspect(path)
    assert not row.ok and meaning in row.meaning and reason in row.error
    with pytest.raises(SaveError) as e:
        saves.load(path)
    assert e.value.meaning == row.meaning
    assert path.read_bytes() == (content if isinstance(content, bytes) else content.encode())


# -- the first release's one autosave ------------------------------------------------------------
def _first_release_autosave(name="tigris-v1.json"):
    path = saves.saves_dir() / "autosave.json"
    shutil.copyfile(FIXTURES / name, path)
    return path, json.loads(path.read_text())


def test_the_first_release_autosave_becomes_the_autosave_of_its_game():
    old, data = _first_release_autosave()
    row = saves.last_autosave()
    assert row.ok and row.game == "tigris" and row.path == saves.autosave_path("tigris")
    assert not old.exists()
    record, _ = saves.load(saves.autosave_path("tigris"))
    assert len(record.actions) == len(data["actions"]) and record.seed == data["seed"]


def test_a_first_release_autosave_whose_game_has_a_newer_one_is_kept_as_a_save():
    record, state = _game("azul_sintra", 4, seed=4)
    mine = saves.autosave(record, state)
    old, data = _first_release_autosave("azul_sintra-v1.json")
    rows = saves.list_saves()
    assert not old.exists() and len(rows) == 2
    kept = next(r for r in rows if r.path != mine)
    assert kept.ok and not kept.autosave and kept.moves == len(data["actions"])
    assert saves.load(mine)[0].actions == record.actions


def test_a_damaged_first_release_autosave_is_left_for_the_player():
    old = saves.saves_dir() / "autosave.json"
    old.write_text('{"schema": 1, "game": "tigris", "seats": [')
    row = saves.last_autosave()
    assert row.path == old and not row.ok and "cut short" in row.meaning
    assert old.read_text() == '{"schema": 1, "game": "tigris", "seats": ['
    assert os.listdir(saves.saves_dir()) == ["autosave.json"]


def test_a_named_save_of_this_version_loads_in_the_first_releases_terms():
    """The name is an optional field: the file is still format 1, field for field the same
    as the first release wrote, so going back to that release loses no game."""
    record, state = _game("tigris", 6, seed=3, seats=[Seat("A"), Seat("B", "ai", "easy")])
    path = saves.save(record, state, "Tigris on Sunday")
    now = json.loads(path.read_text())
    first = json.loads((FIXTURES / "tigris-v1.json").read_text())
    assert now["schema"] == first["schema"] == 1
    assert set(now) - set(first) == {"name"}
