"""The language setting: saved with the others, checked like them, read before the app starts."""

from __future__ import annotations

import json

import pytest

from engine.settings import Settings, load_settings, save_settings, saved_language, settings_path


@pytest.fixture(autouse=True)
def own_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))


def test_the_language_is_saved_and_read_back():
    assert Settings().language == ""                 # the system's
    save_settings(Settings(language="ko"))
    assert load_settings().language == "ko"
    assert saved_language() == "ko"


@pytest.mark.parametrize("value", ["fr", 3, None, ["ko"]])
def test_a_language_the_app_does_not_have_falls_back_to_the_system_s_and_says_so(value):
    settings_path().write_text(json.dumps({"language": value, "volume": 0.5}))
    notices = []
    settings = load_settings(notices)
    assert settings.language == "" and settings.volume == 0.5
    assert notices == ["Some settings were not valid and are back to their defaults: language."]
    assert saved_language() == ""


def test_reading_the_language_early_leaves_a_damaged_file_for_the_app_to_report():
    settings_path().write_text("{not json")
    assert saved_language() == ""
    assert settings_path().read_text() == "{not json"
    notices = []
    load_settings(notices)
    assert len(notices) == 1 and "set aside" in notices[0]
