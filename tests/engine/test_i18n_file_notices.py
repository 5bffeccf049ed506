"""What the app says about its files (damaged settings, statistics, saves; names refused)
is written in the display language, and written again in another when the player switches."""

from __future__ import annotations

import pytest

from engine import i18n, saves, settings, stats
from engine.phrases import shown
from engine.saves import NameRefused, SaveError
from test_saves import _game   # a toy game a few moves in


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    saves._checked.clear()
    yield tmp_path
    i18n.set_language("en")


def test_a_damaged_settings_file_is_reported_in_korean():
    i18n.set_language("ko")
    settings.settings_path().write_text("{not json")
    notices = []
    settings.load_settings(notices)
    assert notices[0].startswith("설정을 읽지 못했습니다: 파일이 손상되었습니다: 내용이 뒤섞여 있습니다.")
    assert "settings.damaged-" in notices[0] and "기본 설정을 씁니다" in notices[0]


def test_a_notice_written_in_english_is_shown_in_korean_after_a_switch_and_back():
    stats.stats_path().write_text('{"version": 1, "games": []}')
    notices = []
    stats.load_stats(notices)
    english = "Your statistics could not be read: the file is damaged: its list of games is not valid."
    assert notices[0].startswith(english)
    i18n.set_language("ko")
    assert shown(notices[0]).startswith("통계를 읽지 못했습니다: 파일이 손상되었습니다: 게임 목록이 올바르지 않습니다.")
    i18n.set_language("en")
    assert shown(notices[0]) == notices[0]


def test_settings_that_fell_back_are_named_in_korean():
    i18n.set_language("ko")
    settings.settings_path().write_text('{"volume": 7, "muted": 1}')
    notices = []
    settings.load_settings(notices)
    assert notices == ["올바르지 않은 설정이 있어 기본값으로 되돌렸습니다: 음량, 음소거."]


def test_a_save_row_says_where_the_game_stands_in_the_language_shown():
    record, state = _game()
    row = saves.inspect(saves.save(record, state, "Sunday"))
    english = row.standing
    assert english.startswith("3 moves played · ")
    i18n.set_language("ko")
    korean = shown(row.standing)
    assert korean.startswith("3수 진행 · ")
    assert korean.endswith("내 차례" if state.to_move == 0 else "Bot 차례")
    assert shown(row.label) == "Sunday"


def test_a_damaged_save_says_what_it_means_and_exactly_why_in_korean():
    path = saves.saves_dir() / "broken.json"
    path.write_text('{"schema": 1, "game": "toygame", "num_pla')
    row = saves.inspect(path)
    assert not row.ok and "cut short" in row.meaning
    i18n.set_language("ko")
    assert shown(row.meaning) == ("이 파일은 중간에 잘렸습니다. 저장하는 도중에 복사되었거나 컴퓨터가 멈췄을 수 "
                                  "있습니다.")
    assert shown(row.error).startswith("파일이 중간에 잘렸습니다")
    with pytest.raises(SaveError) as e:
        saves.load(path)
    assert shown(e.value).startswith("broken.json을 불러오지 못했습니다: 파일이 중간에 잘렸습니다")


def test_a_refused_name_is_said_in_the_language_it_was_given_in():
    i18n.set_language("ko")
    with pytest.raises(NameRefused) as e:
        saves.checked_name("   ")
    assert str(e.value) == "저장 이름을 입력하세요."
    with pytest.raises(NameRefused) as e:
        saves.checked_name("x" * 100)
    assert str(e.value) == f"저장 이름은 {saves.MAX_NAME}자까지 쓸 수 있습니다."



def _seated(*names):
    from engine.game import load_game
    seats = [saves.Seat(names[0]), saves.Seat(names[1]), saves.Seat("Bot", "ai", "easy")][:len(names) + 1]
    record, state = saves.new_record(load_game("toygame"), seats, seed=11)
    record.play(state, state.legal_actions()[0])
    return record, state


def test_a_save_begun_in_english_shows_the_korean_default_seat_names_when_reopened_in_korean():
    """A default name is the default of its seat, written in the language shown: "You" becomes
    나 and "Player 2" 플레이어 2; a name a player typed stays as typed."""
    record, state = _seated("You", "Player 2")
    path = saves.save(record, state, "begun in English")
    i18n.set_language("ko")
    loaded, _ = saves.load(path)
    assert [s.name for s in loaded.seats] == ["나", "플레이어 2", "Bot"]
    assert [s.name for s in saves.inspect(path).seats][:2] == ["나", "플레이어 2"]
    i18n.set_language("en")
    assert [s.name for s in saves.load(path)[0].seats] == ["You", "Player 2", "Bot"]


def test_a_save_keeps_default_seat_names_as_defaults_and_typed_names_as_typed():
    import json

    i18n.set_language("ko")
    record, state = _seated("나", "민아")
    path = saves.save(record, state, "begun in Korean")
    assert [s["name"] for s in json.loads(path.read_text(encoding="utf-8"))["seats"]] == ["You", "민아", "Bot"]
    i18n.set_language("en")
    assert [s.name for s in saves.load(path)[0].seats] == ["You", "민아", "Bot"]
