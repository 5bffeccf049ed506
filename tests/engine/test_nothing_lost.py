"""Files the app did not write, in places it did not expect, and command lines that try to run
away: each is refused in a sentence, and nothing the player had is lost or overwritten."""

import json
import os

import pytest

from engine import cli, datafile, saves, settings, stats
from engine.game import load_game
from engine.saves import Seat


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    datafile.refuse_writes(None)


def _game(game, moves=0, seed=3):
    record, state = saves.new_record(load_game(game), [Seat("Mina"), Seat("Bot", "ai", "easy")], seed=seed)
    for _ in range(moves):
        record.play(state, state.legal_actions()[0])
    return record, state


# -- a folder where a file should be ----------------------------------------------------------
def test_a_folder_is_not_a_file_it_is_reported_and_kept(home):
    folder = home / "thing.json"
    (folder / "inside").mkdir(parents=True)
    with pytest.raises(datafile.Unreadable) as e:
        datafile.read_json(folder, 1000)
    assert e.value.reason == datafile.NOT_A_FILE and not e.value.missing
    with pytest.raises(datafile.WriteError, match="not a regular file"):
        datafile.set_aside(folder)
    assert (folder / "inside").is_dir()


def test_a_settings_folder_is_reported_the_defaults_used_and_the_folder_kept():
    path = settings.settings_path()
    (path / "inside").mkdir(parents=True)
    notices = []
    assert settings.load_settings(notices) == settings.Settings()
    assert len(notices) == 1 and "not a regular file" in notices[0]
    with pytest.raises(datafile.WriteError):
        settings.save_settings(settings.Settings(volume=0.2))
    assert (path / "inside").is_dir() and not list(path.parent.glob("settings.damaged-*"))


def test_a_statistics_folder_is_reported_and_never_counted_over():
    path = stats.stats_path()
    (path / "inside").mkdir(parents=True)
    notices = []
    assert stats.load_stats(notices) == stats.empty_stats()
    assert len(notices) == 1 and "not a regular file" in notices[0]
    with pytest.raises(datafile.WriteError):
        stats.record_game("toygame", [Seat("A"), Seat("B", "ai", "easy")], [0])
    assert (path / "inside").is_dir()


def test_a_position_that_is_a_folder_gets_one_line_and_status_2(home, capsys):
    assert cli.main(["play", "guildhall", "--position", str(home)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "could not be read: it is not a regular file" in err[0]


# -- saves belong to their game --------------------------------------------------------------
def _guildhall_under_tigris():
    """A Guildhall game of 6 moves written where Tigris keeps its autosave, and Guildhall's
    own autosave of 12 moves beside it."""
    record, state = _game("guildhall", 12)
    own = saves.autosave(record, state)
    record, state = _game("guildhall", 6, seed=9)
    slot = saves.autosave_path("tigris")
    datafile.write_json(slot, saves._to_json(record, state))
    return slot, own


def test_another_games_save_under_an_autosave_is_listed_as_foreign_never_opened():
    slot, own = _guildhall_under_tigris()
    row = saves.inspect(slot)
    assert not row.ok and row.game == "guildhall"
    assert "Guildhall" in row.error and "Tigris" in row.error
    assert row.meaning == saves.NOT_HERE
    with pytest.raises(saves.SaveError):
        saves.load(slot)
    assert saves.inspect(own).ok and saves.inspect(own).moves == 12


def test_the_autosave_of_its_slot_moves_a_foreign_save_to_a_save_of_its_own_and_says_so():
    slot, own = _guildhall_under_tigris()
    foreign = slot.read_bytes()
    guildhall = own.read_bytes()
    record, state = _game("tigris")
    told = []
    saves.autosave(record, state, tell=told.append)
    kept = [p for p in saves.saves_dir().glob("guildhall-*.json")]
    assert len(kept) == 1 and kept[0].read_bytes() == foreign
    assert told == [saves.KEPT_AS_SAVE.format(name=slot.name, title="Guildhall", kept=kept[0].name)]
    assert saves.load(kept[0])[0].game == "guildhall" and len(saves.load(kept[0])[0].actions) == 6
    assert own.read_bytes() == guildhall                   # the real Guildhall game is untouched
    assert saves.load(slot)[0].game == "tigris"


def test_a_save_from_a_newer_format_is_newer_and_one_from_no_format_is_scrambled():
    path = saves.saves_dir() / "later.json"
    path.write_text('{"schema": 7, "game": "toygame"}')
    assert saves.inspect(path).meaning == saves.NEWER
    path.write_text('{"schema": 0, "game": "toygame"}')
    assert saves.inspect(path).meaning == saves.SCRAMBLED


def test_a_named_save_over_a_newer_one_sets_it_aside_only_telling_the_player():
    record, state = _game("toygame", 2)
    path = saves.path_for_name("Evening")
    path.write_text('{"schema": 7, "game": "toygame"}')
    with pytest.raises(datafile.WriteError):
        saves.save(record, state, "Evening")
    told = []
    saves.save(record, state, "Evening", tell=told.append)
    aside, = saves.saves_dir().glob("evening.damaged-*.json")
    assert aside.read_text() == '{"schema": 7, "game": "toygame"}'
    assert len(told) == 1 and aside.name in told[0] and "newer version" in told[0]


def test_settings_keep_what_a_newer_version_wrote():
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"volume": 0.4, "board_theme": "night", "seats": {"lights": [1, 2]}}))
    s = settings.load_settings([])
    s.muted = True
    settings.save_settings(s)
    data = json.loads(path.read_text())
    assert data["board_theme"] == "night" and data["seats"] == {"lights": [1, 2]}
    assert data["muted"] is True and data["volume"] == 0.4


# -- names as the disk stores them ------------------------------------------------------------
def test_a_name_the_disk_cannot_store_is_refused_before_anything_is_written():
    record, state = _game("toygame", 1)
    bold = "\U0001d400" * 60            # 60 mathematical bold capital A: 240 bytes in UTF-8
    with pytest.raises(saves.NameRefused) as e:
        saves.save(record, state, bold)
    assert str(e.value) == saves.NAME_TOO_LONG_FOR_DISK
    assert list(saves.saves_dir().iterdir()) == []
    assert saves.checked_name("한" * 60) == "한" * 60      # 180 bytes: stored
    saves.save(record, state, "한" * 60)


# -- command lines that try to run away -----------------------------------------------------
ARENA = ("arena", "--game", "toygame", "--a", "random", "--b", "random")


@pytest.mark.parametrize("args,needle", [
    ((*ARENA, "--jobs", "99999999999"), "at most"),
    ((*ARENA, "--jobs", str(4 * (os.cpu_count() or 1) + 1)), "at most"),
    ((*ARENA, "--games", "99999999999"), "at most 1000000"),
    (("bench", "--game", "toygame", "--games", "1000001"), "at most 1000000"),
    (("bench", "--game", "toygame", "--games", "\u0663"), "not a whole number"),    # Arabic-Indic 3
    (("bench", "--game", "toygame", "--players", "\u0662"), "not a whole number"),
    (("bench", "--game", "toygame", "--seed", "\u0661\u0662"), "not a whole number"),
    (("bench", "--game", "toygame", "--games", "1_000"), "not a whole number"),
    (("bench", "--game", "toygame", "--seed", "9" * 5000), "not a whole number"),
    (("transcript", "--game", "toygame", "--viewer", "\u0660"), "not a whole number"),
    (("play", "toygame", "--seats", ""), "names no seats"),
    (("play", "toygame", "--seats", " "), "names no seats"),
    (("--version", "x"), "unexpected arguments after --version: x"),
    (("-h", "x"), "unexpected arguments after -h: x"),
    (("bench", "--help", "x", "y"), "unexpected arguments after --help: x y"),
])
def test_runaway_arguments_get_one_line_and_status_2(args, needle, capsys):
    assert cli.main(list(args)) == 2
    out = capsys.readouterr()
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], out.err
    assert out.out == ""


def test_help_and_version_alone_still_answer(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    assert e.value.code == 0 and capsys.readouterr().out.startswith("tabletop ")
