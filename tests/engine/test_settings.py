import pytest

from engine.settings import Settings, load_settings, save_settings, settings_path


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))


def test_settings_round_trip():
    s = Settings(ui_scale=1.5, colourblind_symbols=True, tutorial_progress={"toygame": 3})
    save_settings(s)
    assert load_settings() == s


def test_missing_or_damaged_settings_give_defaults_and_the_file_is_kept():
    assert load_settings() == Settings()
    settings_path().write_text("{not json")
    assert load_settings() == Settings()
    assert settings_path().read_text() == "{not json"


def test_wrong_types_fall_back_per_field():
    settings_path().write_text('{"ui_scale": "huge", "volume": 1, "fullscreen": true}')
    s = load_settings()
    assert s.ui_scale == 1.0 and s.volume == 1.0 and s.fullscreen is True
