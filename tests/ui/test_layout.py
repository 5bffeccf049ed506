"""The layout check over the app's screens, at three window sizes and three UI scales, in
English and in Korean.

Each frame is drawn onto a recording surface; no two texts may overlap, none may leave its box
or the window, none may be smaller than the least readable size (tests/ui/layout_check.py).
A Korean frame may show no English word either (tests/ui/korean_check.py), and a message
without Korean words fails (engine.i18n's strict mode).
"""

from __future__ import annotations

import random

import pytest

from engine import i18n
from engine.game import GAME_NAMES
from ui.helpers import click, frames, hover, key, press_pass, until
from ui.layout_check import draw_frame, kit_of, problems
from ui.layout_screens import app_at, game_under_way, open_game, show_results
from ui.korean_check import english_on

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SCALES = [0.8, 1.0, 1.5]

pytestmark = pytest.mark.layout


#: The languages the screens are checked in: English, and Korean (wider and taller words).
LANGS = ("en", "ko")


@pytest.fixture
def language():
    """Set the display language (Korean strictly: a message without Korean words fails);
    English again after the test."""
    def choose(lang: str) -> None:
        i18n.set_language(lang)
        i18n.strict(lang != "en")
    yield choose
    choose("en")


def _checked(app, where, keep=lambda t: True, found=None, names=()):
    """Check the frame on screen: assert it is right, or (given a list) add what is wrong to it.
    In Korean, an English word on it is wrong too (but for ``names``: the seats' names, say)."""
    frame = draw_frame(app)
    korean = i18n.language() == "ko"
    where = f"{where} (in Korean)" if korean else where
    wrong = [f"{where}: {p}" for p in problems(frame, keep=keep)]
    if korean:
        wrong += english_on(frame, where, keep, names)
    if found is None:
        assert not wrong, "; ".join(wrong[:6])
    else:
        found += wrong


def _checked_in_both(app, where, language, keep=lambda t: True, found=None, names=()):
    """Check the English frame on screen, then the same drawn again in Korean (every screen
    laid out again, as choosing the language in Settings does); English again after."""
    _checked(app, where, keep, found)
    _relaid_in(app, language, "ko")
    _checked(app, where, keep, found, names)
    _relaid_in(app, language, "en")


def _relaid_in(app, language, lang: str) -> None:
    language(lang)
    app.scenes.relayout()
    frames(app, 1)


#: Where the hint banner is checked too (a hint takes the computer a while): the narrowest panel.
HINT_AT = ((1024, 640), 1.5)
COMBOS = [(size, scale) for size in SIZES for scale in SCALES]
COMBO_IDS = [f"{w}x{h}-{int(s * 100)}pct" for (w, h), s in COMBOS]


@pytest.mark.parametrize("size,scale", COMBOS, ids=COMBO_IDS)
def test_a_table_kit_pause_rules_and_results_are_readable(size, scale, home, language):
    """For each game: the kit's parts of a table some moves in (side panel, move log, status
    line, top bar, buttons, a tooltip, a toast), its pause menu, its rules reference and the
    results of a game played to its end; then the main menu with those games in progress.
    The board is each game's own test's.  Each game is played in English or Korean, in turn
    from pair to pair (each pair sees both, each game both at four or five pairs)."""
    from engine.scenes.pause import PauseScene
    from engine.scenes.rules import RulesScene
    from ui.helpers import widget

    app = app_at(size, scale)
    found: list[str] = []
    k = COMBOS.index((size, scale))
    for i, game in enumerate(GAME_NAMES):
        language(LANGS[(i + k) % len(LANGS)])
        t = open_game(app, game_under_way(game))
        kit = kit_of(t)
        _checked(app, f"{game} table", kit, found)
        hover(app, widget(t, "undo").rect.center)    # disabled: its tooltip says why
        frames(app, 2)
        _checked(app, f"{game} table, Undo's tooltip", kit, found)
        if (size, scale) == HINT_AT:
            click(app, "hint")
            assert until(app, lambda: t.hint is not None, 1800), f"{game}: no hint"   # 30 s: a busy machine
            if any(getattr(w, "name", "") == "hint-more" for w in t.widgets):
                click(app, "hint-more")
            frames(app, 2)
            _checked(app, f"{game} table, the hint and the next choices", kit, found)
            click(app, "hint-close")
        key(app, pygame_key("escape"))
        assert isinstance(app.scenes.top, PauseScene)
        frames(app, 2)
        _checked(app, f"{game} pause", kit, found)
        click(app, "save")
        key(app, pygame_key("return"))
        frames(app, 2)
        if isinstance(app.scenes.top, PauseScene):
            click(app, "resume")
        frames(app, 1)
        _checked(app, f"{game} table, the Saved toast", kit, found)
        key(app, pygame_key("escape"))
        click(app, "rules")
        frames(app, 1)
        assert isinstance(app.scenes.top, RulesScene)
        _checked(app, f"{game} rules", found=found)
        show_results(app, game)
        _checked(app, f"{game} results", found=found)
        app.toasts.clear()
    click(app, "menu")
    frames(app, 5)
    _checked(app, "main menu with games in progress", found=found)
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:40])


def pygame_key(name: str) -> int:
    import pygame
    return pygame.key.key_code(name)


@pytest.mark.parametrize("scale", SCALES, ids=[f"{int(s * 100)}pct" for s in SCALES])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_menu_screens_are_readable(size, scale, language, home):
    """The main menu, settings, statistics, load and each game's setup, each in English then
    in Korean."""
    app = app_at(size, scale)
    _checked_in_both(app, "main menu", language)
    for name in ("settings", "statistics", "load"):
        click(app, name)
        frames(app, 20)
        _checked_in_both(app, name, language)
        app.scenes.pop()
        frames(app, 5)
    for game in GAME_NAMES:
        click(app, f"new-{game}")
        frames(app, 5)
        _checked_in_both(app, f"new game: {game}", language)
        app.scenes.pop()
        frames(app, 5)


def test_text_on_a_board_drawn_off_screen_is_checked_where_the_board_lands():
    """A board drawn once onto a canvas and blitted every frame: its texts are recorded at
    their place on the frame, at their scaled size when the board is zoomed."""
    import pygame

    from engine.ui import theme
    from ui.layout_check import RecordingSurface

    pygame.init()
    board = theme.Canvas((200, 100), pygame.SRCALPHA)
    board.fill((0, 0, 0, 0))
    theme.note_box(board, pygame.Rect(0, 0, 100, 40))
    board.blit(theme.text_px("Temple", 14), (4, 4))
    board.blit(theme.text_px("Temple of the moon", 14), (30, 4))   # over the first, and out of its box
    frame = RecordingSurface((1280, 800))
    frame.blit(board.scaled((100, 50)), (300, 200))
    drawn = {t.text: t for t in frame.texts}
    assert drawn["Temple"].rect.topleft == (302, 202)
    assert drawn["Temple"].size_px == 7
    found = problems(frame)
    assert any("'Temple' is 7" in p for p in found)
    assert any("'Temple of the moon'" in p and "runs out of its box" in p for p in found)
    assert any("overlaps" in p for p in found)
    board.fill((0, 0, 0, 0))
    assert board.marks == [], "a board drawn afresh forgets its old texts"


@pytest.mark.parametrize("size,scale", COMBOS, ids=COMBO_IDS)
def test_hand_off_recap_and_crash_screens_are_readable(size, scale, home, language):
    """Pass and play (a different game at each size and scale): the hand-off screen, the list
    of what the others did, the recap on the table; then the error screen, a game kept; each
    in English then in Korean."""
    from engine.ui.handoff import HandoffScene
    from engine.ui.recap import RecapScene

    app = app_at(size, scale)
    k = COMBOS.index((size, scale))
    for game in GAME_NAMES[k:] + GAME_NAMES[:k]:
        t = open_game(app, game_under_way(game, kinds=("human", "human")))
        if t.session.private(t.humans):
            break   # (a game where both see everything needs no hand-off)
    found: list[str] = []
    names = " ".join(s.name for s in t.record.seats)   # named in English: kept so
    rng = random.Random(5)
    for _ in range(400):   # random moves until a hand-off lists what the other person did
        top = app.scenes.top
        if isinstance(top, HandoffScene) and top.recap is not None:
            break
        if isinstance(top, HandoffScene):
            frames(app, 2)
            _checked_in_both(app, f"{game} hand-off", language, found=found, names=names)
            click(app, "ready")
        elif press_pass(app):
            pass
        elif t.can_act():
            t.try_action(rng.choice(t.state.legal_actions()))
        frames(app, 2)
    assert isinstance(app.scenes.top, HandoffScene), f"{game}: no hand-off with a recap"
    _checked_in_both(app, f"{game} since your last turn", language, found=found, names=names)
    click(app, "recap-show")
    frames(app, 3)
    assert isinstance(app.scenes.top, RecapScene)
    _checked_in_both(app, f"{game} recap", language, kit_of(t), found, names)
    app.recover(RuntimeError("the table could not be drawn"), "drawing")
    frames(app, 2)
    crash = app.scenes.top
    # the report's file and the error itself are shown as they are
    _checked_in_both(app, "error screen", language, found=found,
                     names=f"{crash.report_path} {crash.error_line}")
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:40])
