"""Every file the app reads is untrusted: damaged saves, settings and statistics are
reported in plain words, never crash, never block and are never overwritten."""

import errno
import json
import math
import os
import threading

import pytest

from engine import datafile, paths, saves, settings, stats
from engine.game import load_game
from engine.saves import SaveError, Seat


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _toy_save(moves=3, name="slot"):
    """A good toy-game save on disk and its JSON."""
    info = load_game("toygame")
    record, state = saves.new_record(info, [Seat("Mina", colour="blue"), Seat("Bot", "ai", "easy", "red")],
                                     seed=11)
    for _ in range(moves):
        record.play(state, state.legal_actions()[0])
    path = saves.save(record, state, name)
    return path, json.loads(path.read_text()), state


def _rewrite(path, data):
    path.write_text(json.dumps(data))


def _refused(path, *words):
    """Loading ``path`` fails with a plain reason holding ``words``, the file untouched,
    and the Load screen's row says the same."""
    before = path.read_bytes()
    with pytest.raises(SaveError) as e:
        saves.load(path)
    for w in words:
        assert w in e.value.reason, e.value.reason
    assert "Error" not in str(e.value) and "{" not in str(e.value)
    row = saves.inspect(path)
    assert not row.ok and row.error == e.value.reason
    assert path.read_bytes() == before
    return e.value.reason


def _deep(depth=100_000):
    return "[" * depth + "]" * depth


def _in_time(fn, seconds=20):
    """``fn()``'s result, failing (not hanging) if it blocks."""
    out = []
    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    t.start()
    t.join(seconds)
    assert out, f"{fn.__name__} blocked"
    return out[0]


# -- saves ------------------------------------------------------------------------
def test_a_date_that_is_not_a_number_is_reported():
    path, data, _ = _toy_save()
    data["updated"] = math.nan
    _rewrite(path, data)
    assert _refused(path) == "the file is damaged: its date is not valid"


def test_a_date_beyond_what_a_clock_shows_is_reported():
    path, data, _ = _toy_save()
    data["updated"] = 1e308
    _rewrite(path, data)
    _refused(path, "its date is not valid")


def test_deeply_nested_json_is_reported():
    path = saves.autosave_path()
    path.write_text(_deep())
    _refused(path, "nested far too deeply")


def test_a_seat_named_null_is_reported():
    path, data, _ = _toy_save()
    data["seats"][0]["name"] = None
    _rewrite(path, data)
    assert _refused(path) == "the file is damaged: seat 1's name is not valid"


def test_a_seat_name_that_is_not_text_is_reported():
    path, data, _ = _toy_save()
    data["seats"][1]["name"] = ["Bot"]
    _rewrite(path, data)
    _refused(path, "seat 2's name")


def test_fewer_seats_than_players_is_reported():
    path, data, _ = _toy_save()
    data["num_players"] = 3
    _rewrite(path, data)
    assert _refused(path) == "the file is damaged: it has 2 seats for 3 players"


def test_a_player_count_the_game_does_not_take_is_reported():
    path, data, _ = _toy_save()
    data["num_players"] = 9
    data["seats"] = data["seats"] * 4 + data["seats"][:1]
    _rewrite(path, data)
    _refused(path, "Twenty-One takes 2 to", "not 9")


def test_a_snapshot_for_more_players_than_the_seats_gives_way_to_the_replay():
    info = load_game("azul_sintra")
    two, state2 = saves.new_record(info, [Seat("A"), Seat("B", "ai", "easy")], seed=4)
    for _ in range(5):
        two.play(state2, state2.legal_actions()[0])
    four, state4 = saves.new_record(info, [Seat(n) for n in "ABCD"], seed=4)
    path = saves.save(two, state2, "azul")
    data = json.loads(path.read_text())
    data["snapshot"] = state4.to_dict()
    _rewrite(path, data)
    record, state = saves.load(path)
    assert state.num_players == 2 == len(record.seats)
    assert state.to_dict() == state2.to_dict()
    assert saves.inspect(path).ok


def test_a_snapshot_with_seat_seven_to_move_gives_way_to_the_replay():
    path, data, state = _toy_save()
    data["snapshot"]["to_move"] = 7
    _rewrite(path, data)
    _, loaded = saves.load(path)
    assert loaded.to_move == state.to_move and loaded.to_move in (0, 1)


def test_moves_that_do_not_replay_make_the_save_damaged():
    path, data, _ = _toy_save()
    data["actions"].append({"type": "Play", "card": 99})
    _rewrite(path, data)
    assert _refused(path) == "the file is damaged: its moves do not replay (move 4 is not allowed)"


def test_a_move_that_is_not_one_of_the_game_is_reported():
    path, data, _ = _toy_save()
    data["actions"][1] = {"type": "Teleport"}
    _rewrite(path, data)
    _refused(path, "move 2 is not a move of Twenty-One")


def test_an_ai_level_the_app_does_not_have_is_reported():
    path, data, _ = _toy_save()
    data["seats"][1]["level"] = "godlike"
    _rewrite(path, data)
    _refused(path, "seat 2's computer level")


def test_options_the_game_does_not_have_are_reported():
    path, data, _ = _toy_save()
    data["options"] = {"target": "twenty"}
    _rewrite(path, data)
    _refused(path, "its game options are not ones Twenty-One has")


@pytest.mark.parametrize("schema", ["true", "1.0", '"1"', "null"])
def test_schema_must_be_exactly_the_number_one(schema):
    path, data, _ = _toy_save()
    text = json.dumps(data).replace('"schema": 1', f'"schema": {schema}')
    path.write_text(text)
    assert _refused(path) == "the file is damaged: it is not a saved game"


def test_a_later_schema_says_unknown_version():
    path, data, _ = _toy_save()
    data["schema"] = 2
    _rewrite(path, data)
    _refused(path, "unknown version of Tabletop", "format 2")


def test_a_file_that_is_not_text_is_reported():
    path = saves.saves_dir() / "bytes.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert _refused(path) == "the file is damaged: it does not hold text"


def test_saves_written_by_this_version_still_load_and_list():
    path, _, state = _toy_save()
    record, loaded = saves.load(path)
    assert loaded.to_dict() == state.to_dict()
    row = saves.inspect(path)
    assert row.ok and row.title == "Twenty-One" and row.moves == 3 and not row.finished


def test_a_fifo_named_like_a_save_neither_blocks_the_list_nor_a_load():
    fifo = saves.saves_dir() / "pipe.json"
    os.mkfifo(fifo)
    _toy_save()
    rows = _in_time(saves.list_saves)
    assert [r.path.name for r in rows] == ["slot.json"]
    assert _in_time(lambda: _load_reason(fifo)) == "it is not a regular file"


def _load_reason(path):
    try:
        saves.load(path)
    except SaveError as e:
        return e.reason
    return None


def test_a_dangling_symlink_and_a_folder_are_left_out_of_the_list():
    _toy_save()
    os.symlink(saves.saves_dir() / "gone.json", saves.saves_dir() / "dangling.json")
    (saves.saves_dir() / "folder.json").mkdir()
    assert [r.path.name for r in saves.list_saves()] == ["slot.json"]


def test_a_huge_save_is_refused_unread():
    path = saves.autosave_path()
    with open(path, "w") as f:
        f.write('{"schema": 1, "game": "toygame", "actions": [')
        f.write(",".join(['{"type":"Play","card":1}'] * 1_000_000))
        f.write("]}")
    assert path.stat().st_size > 20 << 20
    reason = _refused(path, "too large to be one of this app's files")
    assert "MB" in reason


def test_a_checked_file_is_checked_again_once_it_changes():
    path, data, _ = _toy_save()
    assert saves.inspect(path).ok
    data["seats"][0]["name"] = 5
    _rewrite(path, data)
    assert not saves.inspect(path).ok


@pytest.mark.parametrize("content", ['{"schema": 2, "game": "chess"}', '{"schema": 1, "game": "toyg'])
def test_an_autosave_never_overwrites_a_save_that_cannot_be_loaded(content):
    path = saves.autosave_path("toygame")
    path.write_text(content)
    info = load_game("toygame")
    record, state = saves.new_record(info, [Seat("A"), Seat("B")], seed=1)
    told = []
    saves.autosave(record, state, tell=told.append)
    aside, = saves.saves_dir().glob("autosave-toygame.damaged-*.json")
    assert aside.read_text() == content
    assert told and aside.name in told[0] and "autosave-toygame.json" in told[0]   # the player is told
    assert saves.load(path)[0].seed == 1
    rows = {r.path.name: r for r in saves.list_saves()}
    assert rows["autosave-toygame.json"].ok and not rows[aside.name].ok


def test_with_no_one_to_tell_a_file_in_the_way_is_neither_moved_nor_overwritten():
    path = saves.autosave_path("toygame")
    path.write_text('{"schema": 2, "game": "toygame"}')
    record, state = saves.new_record(load_game("toygame"), [Seat("A"), Seat("B")], seed=1)
    with pytest.raises(datafile.WriteError, match="never overwritten"):
        saves.autosave(record, state)
    assert path.read_text() == '{"schema": 2, "game": "toygame"}'
    assert [p.name for p in saves.saves_dir().iterdir()] == [path.name]


def test_what_was_just_saved_is_listed_without_reading_it_again(monkeypatch):
    path, _, _ = _toy_save()
    record, state = saves.load(path)
    record.play(state, state.legal_actions()[0])
    saves.autosave(record, state)
    monkeypatch.setattr(datafile, "read_json", lambda *a: pytest.fail("read again"))
    row = saves.inspect(saves.autosave_path())
    assert row.ok and row.moves == 4 and row.title == "Twenty-One"


def test_a_failed_autosave_says_why_in_plain_words(monkeypatch):
    path, _, _ = _toy_save()
    record, state = saves.load(path)

    def disk_full(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device", src)

    monkeypatch.setattr(datafile.os, "replace", disk_full)
    with pytest.raises(OSError) as e:
        saves.autosave(record, state)
    assert str(e.value) == "the disk is full"
    assert not [p for p in saves.saves_dir().iterdir() if p.name.endswith(".tmp")]


def test_a_folder_that_cannot_be_made_neither_stops_the_start_nor_hides_the_reason(home, monkeypatch):
    blocker = home / "not-a-folder"
    blocker.write_text("a file where the app's folders should be")
    monkeypatch.setenv("TABLETOP_HOME", str(blocker / "home"))
    assert paths.data_dir() == blocker / "home" / "data"
    assert saves.list_saves() == []
    assert not saves.inspect(saves.autosave_path()).ok
    notices = []
    assert settings.load_settings(notices) == settings.Settings() and notices == []
    assert stats.load_stats() == stats.empty_stats()
    info = load_game("toygame")
    record, state = saves.new_record(info, [Seat("A"), Seat("B")], seed=1)
    with pytest.raises(OSError) as e:
        saves.autosave(record, state)
    assert str(e.value) == f"the folder {blocker / 'home' / 'data' / 'saves'} could not be made"
    with pytest.raises(OSError, match="could not be made"):
        settings.save_settings(settings.Settings())


def test_a_read_only_disk_is_named_when_saving(monkeypatch):
    def read_only(*a, **k):
        raise OSError(errno.EROFS, "Read-only file system", "/x/.autosave.json.abc.tmp")

    monkeypatch.setattr(datafile.tempfile, "mkstemp", read_only)
    info = load_game("toygame")
    record, state = saves.new_record(info, [Seat("A"), Seat("B")], seed=1)
    with pytest.raises(OSError) as e:
        saves.autosave(record, state)
    assert str(e.value) == f"the folder {saves.saves_dir()} is on a read-only disk"
    assert ".tmp" not in str(e.value)


# -- settings -----------------------------------------------------------------------
@pytest.mark.parametrize("bad", ["NaN", "Infinity", "-Infinity", "1e308", "1e999", "true", '"1.0"'])
def test_number_settings_that_are_not_valid_fall_back_with_a_note(bad):
    settings.settings_path().write_text(
        f'{{"ui_scale": {bad}, "animation_speed": {bad}, "volume": {bad}, "fullscreen": true}}')
    notices = []
    s = settings.load_settings(notices)
    assert (s.ui_scale, s.animation_speed, s.volume, s.fullscreen) == (1.0, 1.0, 0.7, True)
    assert notices == ["Some settings were not valid and are back to their defaults: "
                       "UI scale, animation speed, sound volume."]


def test_settings_out_of_range_fall_back_and_in_range_are_kept():
    settings.settings_path().write_text('{"ui_scale": 0.1, "animation_speed": 3, "volume": 0}')
    notices = []
    s = settings.load_settings(notices)
    assert (s.ui_scale, s.animation_speed, s.volume) == (1.0, 3.0, 0.0)
    assert notices == ["Some settings were not valid and are back to their defaults: UI scale."]


def test_a_tutorial_entry_that_is_not_valid_is_dropped_alone():
    good = {"step": 2, "actions": []}
    settings.settings_path().write_text(json.dumps(
        {"tutorial_progress": {"toygame": good, "tigris": {"step": 1e9}, "azul_sintra": 3}}))
    notices = []
    assert settings.load_settings(notices).tutorial_progress == {"toygame": good}
    assert "tutorial progress" in notices[0]


@pytest.mark.parametrize("content,reason", [
    ("{not json", datafile.GARBLED),
    ('{"ui_scale": 1.2, "vol', datafile.CUT_SHORT),
    (_deep(), datafile.TOO_DEEP),
    ("[1, 2]", datafile.GARBLED),
], ids=["garbled", "cut-short", "too-deep", "a-list"])
def test_a_damaged_settings_file_is_set_aside_and_never_overwritten(content, reason):
    path = settings.settings_path()
    path.write_text(content)
    notices = []
    assert settings.load_settings(notices) == settings.Settings()
    aside, = path.parent.glob("settings.damaged-*.json")
    assert aside.read_text() == content
    assert notices == [f"Your settings could not be read: {reason}. "
                       f"The file was set aside as {aside.name} and the default settings are used."]
    settings.save_settings(settings.Settings(volume=0.5))
    assert settings.load_settings().volume == 0.5
    assert aside.read_text() == content


def test_a_second_damaged_file_never_replaces_the_first_set_aside():
    path = settings.settings_path()
    for content in ("{first", "{second", "{third"):
        path.write_text(content)
        settings.load_settings([])
    kept = sorted(p.read_text() for p in path.parent.glob("settings.damaged-*.json"))
    assert kept == ["{first", "{second", "{third"]


def test_saving_settings_sets_a_damaged_file_aside_first():
    path = settings.settings_path()
    path.write_text("{damaged")
    settings.save_settings(settings.Settings(fullscreen=True))
    assert settings.load_settings().fullscreen is True
    aside, = path.parent.glob("settings.damaged-*.json")
    assert aside.read_text() == "{damaged"


def test_a_fifo_in_place_of_the_settings_does_not_block():
    os.mkfifo(settings.settings_path())
    notices = []
    assert _in_time(lambda: settings.load_settings(notices)) == settings.Settings()
    assert "it is not a regular file" in notices[0]


# -- statistics -------------------------------------------------------------------------
def _history(games=250):
    return {"version": 1, "games": {"toygame": {"played": games, "won": 100, "drawn": 3,
                                                "levels": {"hard": {"played": games, "won": 100}}}}}


SEATS = [Seat("Mina"), Seat("Bot", "ai", "hard")]


def test_a_truncated_statistics_file_keeps_its_history():
    path = stats.stats_path()
    text = json.dumps(_history())[:-7]
    path.write_text(text)
    notices = []
    assert stats.load_stats(notices) == stats.empty_stats()
    assert "cut short" in notices[0] and path.read_text() == text
    notices = []
    data = stats.record_game("toygame", SEATS, [0], notices)
    aside, = path.parent.glob("stats.damaged-*.json")
    assert aside.read_text() == text
    assert data["games"]["toygame"]["played"] == 1
    assert notices == [f"Your statistics could not be read: {datafile.CUT_SHORT}. The file was set aside "
                       f"as {aside.name} and a fresh count started with this game."]


@pytest.mark.parametrize("games,what", [
    ({"toygame": 7}, "the counts for toygame are not valid"),
    ({"toygame": {"played": 2, "levels": ["hard"]}}, "the counts per AI level for toygame are not valid"),
    ({"toygame": {"played": -1}}, "the counts for toygame are not valid"),
    ({"toygame": {"played": 1.5}}, "the counts for toygame are not valid"),
    ({"toygame": {"played": True}}, "the counts for toygame are not valid"),
    ({"toygame": {"played": 10**12}}, "the counts for toygame are not valid"),
    ({"x" * 500: {}}, "a game's name is not valid"),
    ([], "its list of games is not valid"),
])
def test_badly_shaped_statistics_are_reported_and_set_aside(games, what):
    path = stats.stats_path()
    text = json.dumps({"version": 1, "games": games})
    path.write_text(text)
    notices = []
    assert stats.load_stats(notices) == stats.empty_stats()
    assert notices == [stats.READ_FAILED.format(reason=f"the file is damaged: {what}")]
    stats.record_game("toygame", SEATS, [1])
    aside, = path.parent.glob("stats.damaged-*.json")
    assert aside.read_text() == text


def test_a_missing_counter_reads_as_none_played():
    stats.stats_path().write_text(json.dumps(
        {"version": 1, "games": {"toygame": {"played": 3, "levels": {"hard": {"played": 3}}}}}))
    notices = []
    g = stats.load_stats(notices)["games"]["toygame"]
    assert notices == []
    assert (g["played"], g["won"], g["drawn"], g["levels"]["hard"]) == (3, 0, 0, {"played": 3, "won": 0})
    g = stats.record_game("toygame", SEATS, [0])["games"]["toygame"]
    assert (g["played"], g["won"], g["levels"]["hard"]) == (4, 1, {"played": 4, "won": 1})


def test_statistics_from_a_newer_version_are_kept():
    path = stats.stats_path()
    text = json.dumps({"version": 2, "games": {}, "streaks": []})
    path.write_text(text)
    notices = []
    stats.load_stats(notices)
    assert "newer version of Tabletop" in notices[0]
    stats.record_game("toygame", SEATS, [0])
    aside, = path.parent.glob("stats.damaged-*.json")
    assert aside.read_text() == text


def test_statistics_that_cannot_be_set_aside_are_not_overwritten(monkeypatch):
    path = stats.stats_path()
    path.write_text("{cut")

    def refuse(src, dst):
        raise PermissionError(errno.EACCES, "Permission denied", src)

    monkeypatch.setattr(datafile.os, "rename", refuse)
    with pytest.raises(OSError) as e:
        stats.record_game("toygame", SEATS, [0])
    assert "stats.json could not be set aside" in str(e.value)
    assert path.read_text() == "{cut"
