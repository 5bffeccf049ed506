"""The app in Korean: every screen a player opens by clicking what is drawn says its own words
in Korean (the only English left is names, the game titles and words kept in English on
purpose), its layout holds, and a switch of language in Settings takes effect at once."""

from __future__ import annotations

from engine import i18n
from engine.game import load_game
from engine.scenes.load import LoadScene
from engine.scenes.menu import MainMenu
from engine.scenes.pause import PauseScene
from engine.scenes.results import ResultsScene
from engine.scenes.rules import RulesScene
from engine.scenes.settings import SettingsScene
from engine.scenes.setup import SetupScene
from engine.scenes.stats import StatsScene
from engine.ui.table import TableScene
from ui.helpers import click, click_at, frames, widget
from ui.layout_check import draw_frame
from ui.layout_screens import app_at, show_results
from ui.korean_check import check_korean, korean  # noqa: F401  (korean: a fixture)

#: The game the table is checked with, and the toy game the kit's own tests use.
REAL_GAME = "tigris"
TOY = "toygame"


def _close(app):
    """Leave the app as a person quitting would, its AI worker closed with it."""
    app.quit()
    app.shutdown()


def _back(app):
    click(app, "back")
    frames(app, 3)


def test_every_screen_of_the_app_speaks_korean(korean, home):
    app = app_at((1280, 800), 1.0)
    found = []
    assert isinstance(app.scenes.top, MainMenu)
    found += check_korean(app, "menu")
    for name, scene in (("settings", SettingsScene), ("load", LoadScene), ("statistics", StatsScene)):
        click(app, name)
        frames(app, 3)
        assert isinstance(app.scenes.top, scene)
        found += check_korean(app, name)
        _back(app)
    click(app, f"rules-{REAL_GAME}")
    frames(app, 3)
    assert isinstance(app.scenes.top, RulesScene)
    found += check_korean(app, "rules")
    _back(app)
    click(app, f"new-{REAL_GAME}")
    frames(app, 3)
    assert isinstance(app.scenes.top, SetupScene)
    found += check_korean(app, "setup")
    click(app, "start")
    frames(app, 10)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    found += check_korean(app, "table")
    click(app, "menu")
    frames(app, 3)
    assert isinstance(app.scenes.top, PauseScene)
    found += check_korean(app, "pause")
    app.quit()
    assert not found, "\n".join(found)


def test_a_table_played_to_its_end_shows_korean_results(korean, home):
    app = app_at((1280, 800), 1.0)
    results = show_results(app, REAL_GAME)
    assert isinstance(results, ResultsScene)
    found = check_korean(app, "results")
    _close(app)
    assert not found, "\n".join(found)


def test_the_toy_table_s_kit_speaks_korean_around_the_game_s_own_words(korean, app):
    """The toy game has no Korean words of its own: its board, prompt and log lines stay
    English; everything the kit draws around them is Korean."""
    from ui.table_driver import open_table
    from engine.saves import Seat

    app.scenes.push(MainMenu(app), transition=False)
    t = open_table(app, load_game(TOY), [Seat("Mina"), Seat("Bot", "ai", "easy")])
    frames(app, 6)

    def kit(text) -> bool:
        games_own = (t.camera.viewport, t.status_rect, t.log.rect.inflate(0, -40).move(0, 20))
        return not any(r.colliderect(text.ink) for r in games_own)

    found = check_korean(app, "toy table", keep=kit, names=("Mina", "Bot"))
    drawn = " ".join(x.text for x in draw_frame(app).texts)
    for word in ("메뉴", "힌트", "되돌리기", "요약", "기록"):
        assert word in drawn, f"the kit's {word!r} is not drawn"
    assert not found, "\n".join(found)


def choose_language(app, lang: str) -> None:
    """Click the Language row's right arrow (the next language) until ``lang`` is chosen."""
    for _ in range(len(i18n.LANGUAGES) + 1):
        if app.settings.language == lang:
            break
        row = widget(app.scenes.top, "language")
        click_at(app, (row.rect.right - row.rect.height // 2, row.rect.centery))
    frames(app, 2)
    assert app.settings.language == lang and i18n.language() == lang


def _said(app) -> str:
    return " ".join(t.text for t in draw_frame(app).texts)


def test_choosing_korean_in_settings_turns_the_screen_and_the_menu_behind_it_korean_at_once(home):
    i18n.set_language("en")
    app = app_at((1280, 800), 1.0)
    try:
        click(app, "settings")
        frames(app, 3)
        assert "Language" in _said(app)
        choose_language(app, "ko")
        said = _said(app)
        assert "설정" in said and "한국어" in said and "언어" in said and "Settings" not in said
        assert not check_korean(app, "settings after the switch")
        _back(app)
        assert isinstance(app.scenes.top, MainMenu)
        assert "새 게임" in _said(app) and "New game" not in _said(app)
        assert not check_korean(app, "menu after the switch")
        click(app, "settings")
        frames(app, 3)
        choose_language(app, "en")
        assert "Settings" in _said(app) and "설정" not in _said(app)
        _back(app)
        assert "New game" in _said(app)
        from engine.settings import load_settings
        assert load_settings().language == "en", "the choice is saved"
    finally:
        i18n.set_language("en")
        _close(app)


def test_settings_shows_the_language_in_force_when_the_command_line_chose_it(home):
    """``--lang ko`` with the system's language chosen in Settings: the Language row says
    한국어, the language the screen is written in, not 시스템."""
    i18n.set_language("ko")          # what `main.py --lang ko` does; the setting stays ""
    app = app_at((1280, 800), 1.0)
    try:
        assert app.settings.language == ""
        click(app, "settings")
        frames(app, 3)
        said = _said(app)
        assert "한국어" in said and "시스템" not in said, said
    finally:
        i18n.set_language("en")
        _close(app)


def test_the_load_screen_names_its_choice_of_games(korean, home):
    """The header's choice reads "표시할 게임 < 모든 게임 >", not a lone 보기 beside it."""
    app = app_at((1280, 800), 1.0)
    try:
        click(app, "load")
        frames(app, 3)
        texts = [t.text for t in draw_frame(app).texts]
        assert "표시할 게임" in texts and "모든 게임" in texts and "보기" not in texts, texts
        assert not check_korean(app, "load")
    finally:
        _close(app)
