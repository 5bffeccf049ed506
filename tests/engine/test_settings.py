import pytest

from engine.settings import Settings, load_settings, save_settings, settings_path


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))


def test_settings_round_trip():
    s = Settings(ui_scale=1.5, colourblind_symbols=True,
                 tutorial_progress={"toygame": {"step": 3, "actions": [{"value": 2}]}})
    save_settings(s)
    notices = []
    assert load_settings(notices) == s
    assert notices == []


def test_missing_settings_give_defaults_without_a_word():
    notices = []
    assert load_settings(notices) == Settings()
    assert notices == []


def test_wrong_types_fall_back_per_field():
    settings_path().write_text('{"ui_scale": "huge", "volume": 1, "fullscreen": true}')
    notices = []
    s = load_settings(notices)
    assert s.ui_scale == 1.0 and s.volume == 1.0 and s.fullscreen is True
    assert notices == ["Some settings were not valid and are back to their defaults: UI scale."]
