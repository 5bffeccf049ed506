"""What a Korean screen may still say in English, and the check that finds the rest: a frame's
layout problems and its English words, said as failures (the screens' test and the games'
Korean walks share it)."""

from __future__ import annotations

import contextlib
import functools
import re

import pytest

from engine import i18n
from engine.game import GAME_NAMES, GameInfo, available_games, game_names
from ui.layout_check import draw_frame, problems

#: English a Korean player sees on purpose besides what the glossaries keep (their [[kept]]: the
#: app's name, the computer players' "AI", keys of the keyboard, Blue Moon City's publisher...):
#: the default names of the computer seats, and file names' extension.
KEPT_IN_ENGLISH = {"Ada", "Bruno", "Chiara", "Dev", "Emi", "json"}

WORD = re.compile(r"[A-Za-z][A-Za-z'’-]+")


@functools.cache
def kept_by_glossaries() -> frozenset[str]:
    """The Latin words the glossaries agree a Korean screen may show (<package>/locale/ko/glossary.toml)."""
    from tools import catalogues
    return frozenset(word for package in ("engine",) + GAME_NAMES
                     for kept in catalogues.glossary(package, "ko")["kept"] for word in kept.get("latin", ()))


@functools.cache
def _uncatalogued(games: tuple[str, ...]) -> tuple[GameInfo, ...]:
    """The games with no Korean catalogue at all (the kit's toy game, registered for the
    tests): their titles and pitches are written in English by design, as strict mode lets them."""
    infos = [g for g in available_games().values() if isinstance(g, GameInfo)]
    return tuple(g for g in infos if not i18n.catalogue_path(g.name, "ko").exists())


def untranslated_titles() -> tuple[str, ...]:
    return tuple(g.title for g in _uncatalogued(game_names()))


def _in_untranslated_pitch(text: str) -> bool:
    """``text`` is a line of such a game's pitch (its menu card wraps it)."""
    line = text.rstrip("…").strip()
    return bool(line) and any(line in g.pitch for g in _uncatalogued(game_names()) if g.pitch)


def _in_untranslated_title(word: str) -> bool:
    """``word`` is a piece of such a title (a word cut where the title is shortened: "Twenty-On…")."""
    return any(word in title for title in untranslated_titles())


def english_words(text: str, names=()) -> list[str]:
    """The English words in ``text`` that a Korean screen should not show (``names``: the
    seats' names, kept as they were given; or a text, a file's path say, whose every piece
    is kept)."""
    kept = kept_by_glossaries()
    return [w for w in WORD.findall(text) if w not in KEPT_IN_ENGLISH and w not in kept and w not in names
            and not _in_untranslated_title(w)]


def english_on(frame, where: str, keep=lambda t: True, names=()) -> list[str]:
    """The English words on a recorded frame, said as failures (``names``: the seats' names
    and words the game keeps in English on purpose)."""
    found = []
    for t in frame.texts:
        if not keep(t) or _in_untranslated_pitch(t.text):
            continue
        words = english_words(t.text, names)
        if words:
            found.append(f"{where}: English {words} in {t.text!r}")
    return found


def check_korean(app, where: str, keep=lambda t: True, names=()) -> list[str]:
    """The frame drawn now: its layout problems and its English, said as failures."""
    frame = draw_frame(app)
    return [f"{where}: {p}" for p in problems(frame)] + english_on(frame, where, keep, names)


@contextlib.contextmanager
def strictly_korean():
    """The display language Korean, strictly: a message without Korean words fails the test
    (engine.i18n.Untranslated) where a player would see it in English."""
    i18n.set_language("ko")
    i18n.strict()
    try:
        yield
    finally:
        i18n.strict(False)
        i18n.set_language("en")


@pytest.fixture
def korean(home):
    with strictly_korean():
        yield
