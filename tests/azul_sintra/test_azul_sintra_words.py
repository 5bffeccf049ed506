"""The words the setup and menu screens read from Sintra's catalogue say what the game's options
and title say, and the tutorial is written in the language it is opened in."""

import re

from azul_sintra import INFO
from azul_sintra.tutorial import tutorial
from azul_sintra.words import MESSAGES
from engine import i18n
from engine.text import Message, render

#: An English word: two letters or more (single letters name the sides A and B).
ENGLISH = re.compile(r"[A-Za-z][A-Za-z'’-]+")


def test_title_pitch_and_options_are_in_the_catalogue_in_english_and_korean():
    keys = [k for k in MESSAGES if k == "azul_sintra.title" or k == "azul_sintra.pitch" or ".option." in k]
    assert MESSAGES["azul_sintra.title"] == INFO.title and MESSAGES["azul_sintra.pitch"] == INFO.pitch
    assert len(keys) == 2 + 4 + 4 + 2, keys     # title, pitch; 4 options with help; side A and side B
    for key in keys:
        korean = render(Message(key), lang="ko")
        assert korean != MESSAGES[key] and not ENGLISH.search(korean), (key, korean)


def test_the_tutorial_opened_in_korean_names_its_seats_and_notes_in_korean():
    i18n.set_language("ko")
    try:
        t = tutorial()
        assert [s.name for s in t.seats] == ["나", "선생님"]
        assert t.title == render(Message("azul_sintra.tutorial.title"))
        for step in t.steps:   # (the board's sides are A면 and B면, as the Korean rulebook prints them)
            assert not ENGLISH.search(step.title + step.text), (step.title, step.text)
    finally:
        i18n.set_language("en")
    t = tutorial()      # and in English again when the language is switched back
    assert [s.name for s in t.seats] == ["You", "Teacher"]
    assert t.title == "Learn Azul: Stained Glass of Sintra"
