"""A game's own words on the engine's screens (its title, pitch, its options' names, help and
values) come from the game's catalogue in the display language; a game whose catalogue lacks
one shows its GameInfo's English, and On/Off are the engine's words.  Every game has them all,
in Korean."""

from __future__ import annotations

import gettext

import pytest

from engine import i18n, text
from engine.game import GAME_NAMES, load_game
from engine.phrases import option_messages
from engine.scenes.setup import SetupScene
from ui.helpers import click, click_at, frames, widget
from ui.layout_check import draw_frame
from ui.layout_screens import app_at
from ui.korean_check import korean  # noqa: F401  (a fixture)

GAME = "guildhall"
OPTION = "seed_card_values"

#: The game's words as its catalogue would have them: key -> (English, Korean).
WORDS = {
    f"{GAME}.title": ("Guildhall", "길드홀"),
    f"{GAME}.option.{OPTION}": ("Seed card values", "씨앗 카드 값"),
    f"{GAME}.option.{OPTION}.help": ("Farmer level 3 gives 3 VP.", "농부 3단계는 3점입니다."),
}


class _Korean(gettext.NullTranslations):
    """A compiled catalogue holding ``WORDS``' Korean (entries keyed by context and English)."""

    def pgettext(self, context, message):
        english, korean = WORDS.get(context, (None, None))
        return korean if english == message else message


@pytest.fixture
def game_catalogue(monkeypatch):
    messages = text.catalogue(GAME)
    for key, (english, _) in WORDS.items():
        monkeypatch.setitem(messages, key, english)
    monkeypatch.setattr(text, "_ENGLISH", {})
    monkeypatch.setitem(i18n._loaded, (GAME, "ko"), _Korean())


def _drawn(app) -> str:
    return " | ".join(t.text for t in draw_frame(app).texts)


def test_setup_shows_the_game_s_title_and_options_in_korean_from_its_catalogue(korean, home, game_catalogue):
    app = app_at((1280, 800), 1.0)
    click(app, f"new-{GAME}")
    frames(app, 3)
    assert isinstance(app.scenes.top, SetupScene)
    drawn = _drawn(app)
    for words in ("새 게임 — 길드홀", "씨앗 카드 값", "농부 3단계는 3점입니다.", "끔"):
        assert words in drawn, f"{words!r} is not drawn: {drawn}"
    box = widget(app.scenes.top, f"option-{OPTION}").box()
    click_at(app, (box.right - box.height // 2, box.centery))   # the right arrow: the next value
    frames(app, 2)
    assert app.scenes.top.options[OPTION] is True
    assert "켬" in _drawn(app)
    click(app, "back")
    frames(app, 3)
    assert "길드홀" in _drawn(app), "the menu's card"
    app.quit()


def test_without_the_game_s_words_its_english_is_shown_and_on_off_are_the_engine_s(korean, home, monkeypatch):
    messages = text.catalogue(GAME)
    for key in WORDS:
        monkeypatch.delitem(messages, key, raising=False)
    app = app_at((1280, 800), 1.0)
    click(app, f"new-{GAME}")
    frames(app, 3)
    drawn = _drawn(app)
    option = next(o for o in app.scenes.top.info.options if o.name == OPTION)
    assert option.label in drawn and "끔" in drawn and "Off" not in drawn
    app.quit()


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_game_has_its_title_pitch_and_options_in_english_and_korean(game):
    """The words the engine's screens show for a game are in its catalogue, their English as
    its GameInfo and Options say, each translated into Korean."""
    info = load_game(game)
    wanted = {f"{game}.pitch": info.pitch, **option_messages(game, info.title, info.options)}
    messages = text.catalogue(game)
    missing = [key for key in wanted if key not in messages]
    differ = [f"{key}: {messages[key]!r}, the game says {english!r}" for key, english in wanted.items()
              if key in messages and messages[key] != english]
    untranslated = [key for key, english in wanted.items() if key in messages and messages[key] == english
                    and i18n.translated(game, key, english, "ko") is None]
    assert not (missing or differ or untranslated), (
        f"{game}: missing from {game}/words.py: {missing}; English that differs: {differ}; "
        f"without Korean: {untranslated}")


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_setup_option_explains_itself_in_a_line(game, lang):
    """Each option of the setup screen has a line of help in the display language, in words
    (a bare rule number such as "§17.4" explains nothing to a newcomer)."""
    from engine.phrases import option_help
    before = i18n.language()
    i18n.set_language(lang)
    try:
        for o in load_game(game).options:
            line = option_help(game, o)
            words = line.replace("§", " ").split()
            assert len([w for w in words if not w[0].isdigit()]) >= 4, f"{game} {o.name}: {line!r}"
            if lang == "ko":
                assert any("가" <= ch <= "힣" for ch in line), f"{game} {o.name} in English: {line!r}"
    finally:
        i18n.set_language(before)
