"""The kit readable everywhere: what a player sees change with the UI scale, toasts that
cover no control, tooltips that explain and stay in the window, rich text in the rules, and
words longer than their box."""

from __future__ import annotations

import pygame
import pytest

from engine.game import GAME_NAMES
from ui.helpers import click, click_at, frames, hover, key, widget
from ui.layout_check import draw_frame, problems
from ui.layout_screens import app_at, game_under_way, open_game


def _status_text(app, table):
    """The status line's words as drawn: (text, size in pixels) of each line."""
    frame = draw_frame(app)
    return [(t.text, t.size_px) for t in frame.texts if table.status_rect.contains(t.ink)]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_larger_ui_scale_enlarges_the_kit_and_never_shrinks_the_board(game, home):
    """From 80% to 100% to 150% the table's words grow and the board never shrinks: the side
    panel widens only into room the board does not need, and the taller bars of a large scale
    send the status line beside the board rather than take its height."""
    seen = {}
    for scale in (0.8, 1.0, 1.5):
        app = app_at((1280, 800), scale)
        t = open_game(app, game_under_way(game))
        status = _status_text(app, t)
        assert status, "the status line says something"
        assert not t.camera.viewport.colliderect(t.status_rect), "the status line lies beside the board"
        seen[scale] = (t.camera.scale, max(size for _, size in status), widget(t, "hint").rect.height)
        app.quit()
    boards, texts, buttons = zip(*(seen[s] for s in (0.8, 1.0, 1.5)))
    assert texts[0] < texts[1] < texts[2] and buttons[0] < buttons[1] < buttons[2]
    assert boards[0] <= boards[1] <= boards[2], f"the board's zoom at 80%, 100%, 150%: {boards}"


def _toast_box(app, words: str) -> pygame.Rect:
    frame = draw_frame(app)
    drawn = [t.ink for t in frame.texts if t.text == words]
    assert drawn, f"no toast {words!r} on screen"
    return drawn[0]


def _covered_controls(app, box) -> list[str]:
    return [getattr(w, "name", type(w).__name__) for s in app.scenes.shown() for w in s.widgets
            if w.visible and w.rect.colliderect(box)]


@pytest.mark.parametrize("size,scale", [((1024, 640), 1.5), ((1280, 800), 1.0)])
def test_toasts_cover_no_control(size, scale, home):
    """"UI scale 100%" on the menu, and "Saved as…" at a table, land where no button is (and at
    the table, off the board, and off the status line where the top bar has room)."""
    app = app_at(size, scale)
    t = open_game(app, game_under_way("tigris"))
    key(app, pygame.K_ESCAPE)
    click(app, "save")
    key(app, pygame.K_RETURN)
    frames(app, 2)
    words = next(text for text, _, _ in app.toasts if text.startswith("Saved as"))
    box = _toast_box(app, words)
    assert not _covered_controls(app, box), _covered_controls(app, box)
    assert not box.colliderect(t.camera.viewport), "the toast lies on the board"
    if size == (1280, 800):   # (at 1024x640, 150%, the top bar has no room between title and seats)
        assert not box.colliderect(t.status_rect), "the toast hides what to do now"
    app.toasts.clear()

    click(app, "quit")
    frames(app, 5)
    click(app, "settings")
    frames(app, 2)
    end = widget(app.scenes.top, "ui_scale").track().midright
    click_at(app, (end[0] - 2, end[1]))   # near the slider's right end: a larger scale
    click(app, "back")
    frames(app, 2)
    words = next(text for text, _, _ in app.toasts if text.startswith("UI scale"))
    box = _toast_box(app, words)
    assert not _covered_controls(app, box), _covered_controls(app, box)


def test_the_rules_reference_shows_bold_and_italic_within_a_line(home):
    """Blue Moon City's "**Sponsor** spaces ... *or* make **one offering**": the words are drawn
    in bold and slanted type inside the wrapped line, and no star is shown."""
    from engine.game import load_game
    from engine.scenes.rules import RulesScene
    from engine.ui import theme

    app = app_at((1280, 800), 1.0)
    scene = RulesScene(app, load_game("bluemoon"))
    app.scenes.push(scene, transition=False)
    frames(app, 2)
    styles = {op[1]: op[6] for op in scene.view.ops if op[0] == "text"}
    assert styles.get("Sponsor") == "bold" and styles.get("one offering") == "bold"
    assert styles.get("or") == "italic"
    line = [op for op in scene.view.ops if op[0] == "text" and op[3] == next(
        o[3] for o in scene.view.ops if o[0] == "text" and o[1] == "Sponsor")]
    assert [op[1] for op in line][:3] == ["2.", "Sponsor", "spaces of the building you stand on,"]
    xs = [op[2] for op in line[1:]]
    assert xs == sorted(xs), "the runs follow each other along the line"
    frame = draw_frame(app)
    shown = [t.text for t in frame.texts]
    assert "Sponsor" in shown and not any("**" in t for t in shown)
    bold, plain = theme.text("Sponsor", 18, style="bold"), theme.text("Sponsor", 18)
    assert bold.get_width() > plain.get_width(), "bold type is heavier"
    assert not problems(frame)


def _tip_shown(app, words: str, target: pygame.Rect, where: str) -> None:
    """``words`` (their first line, at least) drawn inside the window, clear of ``target``."""
    frame = draw_frame(app)
    drawn = [t for t in frame.texts if t.over >= 0 and words.startswith(t.text.rstrip("…"))]
    assert drawn, f"{where}: {words!r} is not shown"
    # the tooltip is the overlay drawn last (a piece's face, an overlay too, may carry its name)
    top = max(t.over for t in drawn)
    drawn = [t for t in drawn if t.over == top]
    for t in drawn:
        assert frame.get_rect().contains(t.ink), f"{where}: {t.text!r} leaves the window"
        assert not t.ink.colliderect(target), f"{where}: {t.text!r} covers what it explains"


def _disabled_say_why(app, where: str) -> int:
    """Hover each disabled button of the top scene: its reason shows beside it.  How many."""
    scene = app.scenes.top
    off = [w for w in scene.widgets if w.visible and not w.enabled and hasattr(w, "label")]
    for w in off:
        assert w.why_disabled, f"{where}: {w.label!r} is disabled and does not say why"
        hover(app, w.rect.center)
        _tip_shown(app, w.why_disabled, w.rect, f"{where}, {w.label}")
    hover(app, (1, 1))
    return len(off)


@pytest.mark.parametrize("size,scale", [((1024, 640), 1.5), ((1280, 800), 0.8)])
def test_a_disabled_button_says_why_on_every_screen(size, scale, home):
    """Continue with no game, Load/Rename/Delete with no save chosen, a table's Undo before any
    move, the recap's Back at its first move: hovering each says why it is disabled."""
    from engine.ui.handoff import HandoffScene

    app = app_at(size, scale)
    seen = _disabled_say_why(app, "main menu")
    click(app, "load")
    frames(app, 2)
    seen += _disabled_say_why(app, "load")
    click(app, "back")
    open_game(app, game_under_way("guildhall", kinds=("human", "human")))
    if isinstance(app.scenes.top, HandoffScene):
        click(app, "ready")
        frames(app, 2)
    if isinstance(app.scenes.top, HandoffScene):
        click(app, "recap-show")
        frames(app, 20)
        seen += _disabled_say_why(app, "recap")
        key(app, pygame.K_ESCAPE)
        frames(app, 2)
    seen += _disabled_say_why(app, "table")
    key(app, pygame.K_ESCAPE)
    seen += _disabled_say_why(app, "pause")
    assert seen >= 5


@pytest.mark.parametrize("size,scale", [((1024, 640), 1.0), ((1920, 1080), 1.5)])
def test_tooltips_stay_in_the_window_beside_what_they_explain(size, scale, home):
    """The kit's buttons (Menu in the corner, Recap at the window's edge) and the pieces of a
    table (Piece.tooltip), even those at the board's edges: each tooltip is inside the window
    and leaves what it explains in sight."""
    app = app_at(size, scale)
    t = open_game(app, game_under_way("bluemoon"))
    for w in t.widgets:
        if w.visible and w.enabled and w.tooltip:
            hover(app, w.rect.center)
            _tip_shown(app, w.tooltip, w.rect, w.name)
    vp = t.camera.viewport
    tipped = [(p, t.camera.rect_to_screen(p.rect())) for p in t.pieces if p.tooltip and not p.in_hand]
    tipped = [(p, r) for p, r in tipped if vp.contains(r)]
    assert tipped, "bluemoon's pieces say what they are"
    edges = {min(tipped, key=lambda pr: pr[1].left)[0].id, max(tipped, key=lambda pr: pr[1].right)[0].id,
             min(tipped, key=lambda pr: pr[1].top)[0].id, max(tipped, key=lambda pr: pr[1].bottom)[0].id}
    checked = 0
    for p, r in tipped:
        if p.id in edges:
            hover(app, r.center)
            if t.pointed(t.camera.to_table(r.center)) is p:   # not under another piece
                _tip_shown(app, p.tooltip, r, p.id)
                checked += 1
    assert checked >= 2


LONG_WORD = "Donaudampfschifffahrtsgesellschaftskapitänsmütze"


@pytest.mark.parametrize("size,scale", [((1024, 640), 0.8), ((1280, 800), 1.5)])
def test_a_word_longer_than_its_box_stays_inside_it(size, scale, home):
    """A word wider than its button, its choice box or the move log is fitted or broken inside
    itself, never drawn out of its box; a label cut short is whole on hover."""
    from engine.ui.movelog import MoveLog
    from engine.ui.scene import Scene
    from engine.ui.theme import px
    from engine.ui.widgets import Button, Choice

    class Words(Scene):
        def layout(self, w, h):
            self.widgets = []
            self.add(Button(pygame.Rect(px(40), px(40), px(160), px(40)), LONG_WORD, lambda: None, name="long"))
            self.add(Choice(pygame.Rect(px(40), px(110), px(420), px(40)), "Seat", [LONG_WORD, "short"],
                            lambda: LONG_WORD, lambda v: None, name="choice"))
            self.log.rect = pygame.Rect(px(500), px(40), px(260), px(300))

        def draw(self, surf):
            super().draw(surf)
            self.log.draw(surf)

    app = app_at(size, scale)
    scene = Words(app)
    scene.log = MoveLog()
    scene.log.add(f"Ada names her ship {LONG_WORD}.", "red")
    scene.log.add_detail(LONG_WORD)
    app.scenes.push(scene, transition=False)
    frames(app, 2)
    frame = draw_frame(app)
    assert not problems(frame)
    button = widget(scene, "long")
    drawn = [t for t in frame.texts if button.rect.contains(t.ink)]
    assert drawn and "".join(t.text for t in drawn).rstrip("…") in LONG_WORD
    if drawn[-1].text.endswith("…"):
        hover(app, button.rect.center)
        _tip_shown(app, LONG_WORD, button.rect, "a label cut short")
    log_text = "".join(t.text for t in frame.texts if scene.log.rect.contains(t.ink))
    assert LONG_WORD in log_text.replace(" ", ""), "the log breaks the word but keeps all of it"


@pytest.mark.parametrize("size,scale", [((1024, 640), 1.5), ((1280, 800), 1.0)])
def test_the_pause_menu_says_what_quitting_keeps_inside_its_box(size, scale, home):
    """"Quitting keeps the game…" is part of the pause box, not lying on the hand below it."""
    from engine.phrases import written

    KEEPS_GAME = written("engine.pause.keeps_game")
    app = app_at(size, scale)
    open_game(app, game_under_way("fantastiqa"))
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    frame = draw_frame(app)
    words = [t for t in frame.texts if t.text.split()[0] in KEEPS_GAME and t.text in KEEPS_GAME
             and len(t.text) > 8]
    assert " ".join(t.text for t in words) == KEEPS_GAME
    assert all(pause.box.contains(t.ink) for t in words)


def test_a_tooltip_goes_when_the_pause_menu_comes_up(home):
    """Hover Undo, press Esc: the pause menu shows without Undo's tooltip under it."""
    app = app_at((1280, 800), 1.0)
    t = open_game(app, game_under_way("bluemoon"))
    undo = widget(t, "undo")
    hover(app, undo.rect.center)
    assert any(t.text.startswith(undo.tip().split()[0]) and t.over >= 0 for t in draw_frame(app).texts)
    key(app, pygame.K_ESCAPE)
    assert not any(t.over >= 0 and undo.tip().startswith(t.text) for t in draw_frame(app).texts)
