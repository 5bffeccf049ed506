"""Sound effects: the app's own short sounds (assets/sounds, made by
tools/make_sounds.py), played through pygame.mixer at the player's volume unless muted.

The sound device opens on the first sound there is to hear.  A machine without one stays
silent: SDL's audio back-ends (ALSA above all) print their failed probes straight onto
stderr, so the device is opened with stderr (the file descriptor itself) pointed at
/dev/null for that moment only.
"""

from __future__ import annotations

import contextlib
import os
import sys

import pygame

from engine.ui.bundled import MissingAsset, source

#: The sample rate of the sound files (tools/make_sounds.py writes them at this rate).
RATE = 22050

#: Every sound there is; ``play`` takes exactly these names.
SOUNDS: tuple[str, ...] = (
    "card_pick",     # a card or piece picked up
    "card_drop",     # a card or piece put down
    "tile_clack",    # a tile set on the board
    "glass_break",   # a glass tile breaking (Azul: Stained Glass of Sintra)
    "bag_shuffle",   # tiles shaken in the bag
    "bag_draw",      # a tile drawn from the bag
    "coins",         # coins, gems or points gained
    "conflict",      # a conflict or a fight (Tigris & Euphrates, Fantastiqa)
    "your_turn",     # the human's turn begins
    "win",           # the game is over and a human won
    "lose",          # the game is over and no human won
    "illegal",       # a drop that is not a legal move
)

CHANNELS = 16   # sounds that may overlap (a shuffle under a clack under a chime)


class _Player:
    """What the player set, the device (once opened) and the sounds loaded on it."""

    def __init__(self):
        self.volume = 0.7
        self.muted = False
        self.no_device = False          # opening failed once: stay silent from then on
        self.sounds: dict[str, pygame.mixer.Sound] = {}

    def gain(self) -> float:
        # Heard loudness follows the square of the slider more evenly than the slider itself.
        return self.volume * self.volume

    def ready(self) -> bool:
        if pygame.mixer.get_init():
            return True
        self.sounds.clear()             # closed by pygame.quit(): those sounds are dead
        if self.no_device:
            return False
        with _stderr_silenced():
            try:
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            except (pygame.error, NotImplementedError):
                self.no_device = True
                return False
        pygame.mixer.set_num_channels(CHANNELS)
        return True

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        snd = self.sounds.get(name)
        if snd is None:
            try:
                snd = pygame.mixer.Sound(source("sounds", f"{name}.wav"))
            except (pygame.error, MissingAsset):   # a broken installation loses that sound only
                return None
            self.sounds[name] = snd
        return snd


_player = _Player()


@contextlib.contextmanager
def _stderr_silenced():
    """stderr's file descriptor on /dev/null for the duration (C libraries write to it directly)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        devnull = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def init(settings) -> None:
    """Take the volume and mute from the settings (the device opens on the first sound)."""
    set_volume(settings.volume)
    set_muted(settings.muted)


def set_volume(volume: float) -> None:
    _player.volume = min(1.0, max(0.0, float(volume)))
    if not pygame.mixer.get_init():
        _player.sounds.clear()          # closed by pygame.quit(): those sounds are dead
    for snd in _player.sounds.values():
        snd.set_volume(_player.gain())


def set_muted(muted: bool) -> None:
    _player.muted = bool(muted)
    if _player.muted and pygame.mixer.get_init():
        pygame.mixer.stop()


def play(name: str) -> None:
    """Play one of :data:`SOUNDS` (silently nothing when muted, at volume 0 or without a
    sound device)."""
    if name not in SOUNDS:
        raise ValueError(f"There is no sound called {name!r}; the sounds are {', '.join(SOUNDS)}.")
    if _player.muted or _player.volume <= 0 or not _player.ready():
        return
    snd = _player.sound(name)
    if snd is not None:
        snd.set_volume(_player.gain())
        snd.play()


def available() -> bool:
    """Whether a sound device is open (after the first sound was played)."""
    return bool(pygame.mixer.get_init())
