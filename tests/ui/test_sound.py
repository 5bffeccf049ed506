"""The sound effects: the files, playing them without a sound device, volume and mute."""

from __future__ import annotations

import json
import re
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from engine import settings
from engine.game import GAME_NAMES
from engine.scenes.settings import SettingsScene
from engine.ui import sound
from tools import make_sounds
from ui.helpers import click, click_at, frames, widget

ROOT = Path(__file__).resolve().parents[2]
SOUND_DIR = ROOT / "assets" / "sounds"


def _samples(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames_ = w.readframes(params.nframes)
    return params, list(struct.unpack(f"<{params.nframes}h", frames_))


@pytest.fixture
def fresh_sound(monkeypatch):
    """The sound module as at start: nothing set, no device open."""
    pygame.mixer.quit()
    monkeypatch.setattr(sound, "_player", sound._Player())
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("name", sound.SOUNDS)
def test_every_sound_is_a_short_clean_wav(name):
    params, x = _samples(SOUND_DIR / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, sound.RATE)
    assert 0.1 < params.nframes / params.framerate < 1.0
    peak = max(abs(v) for v in x) / 32768
    assert 0.2 < peak < 0.89                       # audible, and below -1 dBFS: never clips
    assert abs(sum(x) / len(x)) / 32768 < 1e-3     # no DC offset
    assert max(abs(v) for v in x[:2] + x[-20:]) < 0.01 * 32768    # starts and ends at rest: no click


def test_the_committed_sounds_are_what_the_script_makes():
    assert set(make_sounds.RECIPES) == set(sound.SOUNDS)
    for name in sound.SOUNDS:
        _, committed = _samples(SOUND_DIR / f"{name}.wav")
        made = struct.unpack(f"<{len(committed)}h", make_sounds.to_pcm16(make_sounds.render(name)))
        assert len(made) == len(committed)
        assert max(abs(a - b) for a, b in zip(made, committed)) <= 1, name


def test_every_sound_plays_silently_under_the_dummy_driver(fresh_sound, capfd):
    sound.set_volume(0.7)
    for name in sound.SOUNDS:
        sound.play(name)
    assert sound.available()
    out, err = capfd.readouterr()
    assert err == ""


@pytest.mark.parametrize("driver", ["alsa", "no-such-driver"])
def test_a_machine_without_a_sound_device_is_silent_with_nothing_on_stderr(driver):
    """ALSA with no card (as here) prints its failed probes on stderr unless hushed."""
    code = ("import pygame; pygame.display.init(); pygame.font.init()\n"
            "from engine.ui import sound\n"
            "sound.set_volume(0.05)\n"
            "for name in sound.SOUNDS: sound.play(name)\n"
            "print('played')\n")
    env = {"SDL_AUDIODRIVER": driver, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == "played"
    assert run.stderr == ""


def test_muted_or_at_zero_nothing_opens_the_device(fresh_sound):
    sound.set_muted(True)
    sound.play("win")
    assert not pygame.mixer.get_init()
    sound.set_muted(False)
    sound.set_volume(0.0)
    sound.play("win")
    assert not pygame.mixer.get_init()
    sound.set_volume(0.5)
    sound.play("win")
    assert pygame.mixer.get_init()


def test_sound_goes_on_after_pygame_quit_closes_the_device(fresh_sound, capfd):
    """Each App (a test's, a second window's) follows a pygame.quit() of the one before."""
    sound.play("coins")
    pygame.quit()
    pygame.display.init()
    sound.init(settings.Settings(volume=0.3))
    sound.play("coins")
    assert sound.available() and capfd.readouterr().err == ""


def test_an_unknown_sound_is_a_programming_error():
    with pytest.raises(ValueError, match="no sound called 'beep'"):
        sound.play("beep")


def test_every_sound_the_app_plays_exists():
    """A misspelt name in a play() call fails here, not in a player's game."""
    called = set()
    for pkg in ("engine", *GAME_NAMES):
        for p in (ROOT / pkg).rglob("*.py"):
            called |= set(re.findall(r"""sound\.play\(\s*["']([^"']+)["']""", p.read_text(encoding="utf-8")))
    assert called <= set(sound.SOUNDS), called - set(sound.SOUNDS)


def test_volume_and_mute_are_set_on_the_settings_screen_and_remembered(app, fresh_sound):
    app.scenes.push(SettingsScene(app), transition=False)
    frames(app, 2)
    scene = app.scenes.top
    slider, mute = widget(scene, "volume"), widget(scene, "muted")
    assert slider.rect.centery == mute.rect.centery and slider.rect.right < mute.rect.left  # side by side
    click_at(app, (slider.track().left + slider.track().width // 4, slider.track().centery))
    assert app.settings.volume == 0.25 and sound._player.volume == 0.25   # heard at once
    click(app, "muted")
    assert app.settings.muted and sound._player.muted
    click(app, "back")
    frames(app, 2)
    stored = json.loads(settings.settings_path().read_text())
    assert stored["volume"] == 0.25 and stored["muted"] is True
    assert settings.load_settings().muted is True
    sound.init(settings.load_settings())
    assert sound._player.muted and sound._player.volume == 0.25


def test_a_mute_setting_that_is_not_yes_or_no_falls_back_and_is_told(home):
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text('{"muted": "loud", "volume": 0.4}')
    notices: list[str] = []
    s = settings.load_settings(notices)
    assert s.muted is False and s.volume == 0.4
    assert notices == ["Some settings were not valid and are back to their defaults: mute."]
