"""The calm screen shown when an unexpected error reached the app's safety net.

It says what happened in plain words, that the game is safe, and offers the
way back to the menu and a copy of the report for the developers.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from engine.game import playable_games
from engine.phrases import game_title, written
from engine.scenes.base import MenuScene
from engine.text import Message
from engine.ui import theme
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button

#: The parts of a frame the app names when something fails in one (engine.crash.phase.*).
PHASES = ("input", "update", "drawing", "start")


def shown_title(title: str) -> str:
    """A kept game's title (the app names them in English, as its GameInfo does) in the
    display language."""
    info = next((i for i in playable_games().values() if i.title == title), None)
    return game_title(info) if info is not None else title


class CrashScene(MenuScene):
    heading = Message("engine.crash.heading")

    def __init__(self, app, report: str, report_path: Path | None, games_kept: list[str], phase: str,
                 error_line: str):
        super().__init__(app)
        self.report = report
        self.report_path = report_path
        self.games_kept = games_kept
        self.phase = phase
        self.error_line = error_line
        self.subheading = Message("engine.crash.subheading",
                                  phase=Message(f"engine.crash.phase.{phase}") if phase in PHASES else phase)

    def paragraphs(self) -> list[str]:
        if self.games_kept:
            safe = written("engine.crash.game_safe", titles=", ".join(map(shown_title, self.games_kept)))
        else:
            safe = written("engine.crash.nothing_lost")
        if self.report_path is not None:
            where = written("engine.crash.report_written", path=str(self.report_path))
        else:
            where = written("engine.crash.report_not_written")
        return [safe, where, written("engine.crash.details", error=self.error_line)]

    # -- actions ---------------------------------------------------------------
    def back(self) -> None:
        from engine.scenes.menu import MainMenu
        self.app.scenes.reset(MainMenu(self.app))

    def copy_report(self) -> None:
        try:
            pygame.scrap.put_text(self.report)
            self.app.toast(written("engine.crash.copied"), theme.GOOD)
        except Exception:
            self.app.toast(written("engine.crash.no_clipboard_file", path=str(self.report_path)) if self.report_path
                           else written("engine.crash.no_clipboard"), theme.BAD, 6)

    # -- screen -------------------------------------------------------------------
    def layout(self, w, h) -> None:
        self.widgets = []
        bw = px(260)
        self.add(Button(pygame.Rect(px(40), h - px(76), bw, px(48)), written("engine.crash.back_to_menu"), self.back,
                        primary=True, size=20, name="back"))
        self.add(Button(pygame.Rect(px(60) + bw, h - px(76), bw, px(48)), written("engine.crash.copy_report"), self.copy_report,
                        size=20, name="copy"))
        self.focus = 0

    def draw_body(self, surf) -> None:
        w, h = surf.get_size()
        width = min(px(900), w - px(80))
        inner_w = width - px(48)
        parts = [(text, 15, theme.INK_DIM) if i == 2 else (text, 19, theme.INK)
                 for i, text in enumerate(self.paragraphs())]
        heights = [len(theme.wrap(text, inner_w, size)) * int(theme.font(size).get_linesize() * 1.25 / 1.15)
                   for text, size, _ in parts]
        box = pygame.Rect(px(40), px(130), width, sum(heights) + px(18) * (len(parts) - 1) + px(40))
        theme.panel(surf, box, theme.PANEL, radius=px(14))
        y = box.top + px(20)
        for (text, size, colour), height in zip(parts, heights):
            theme.blit_wrapped(surf, text, pygame.Rect(box.left + px(24), y, inner_w, height), size, colour)
            y += height + px(18)


class BareErrorScene(Scene):
    """The last resort when even the error screen or the menu keeps failing: plain text on plain
    ground, drawn with as little machinery as possible; a click or a key tries the menu again."""

    still = True

    def __init__(self, app, report_path: Path | None, error_line: str):
        super().__init__(app)
        self.lines = [written("engine.crash.bare_title"), written("engine.crash.bare_saved"),
                      written("engine.crash.bare_report", path=str(report_path) if report_path
                              else Message("engine.crash.not_written")), error_line]

    def handle(self, e) -> bool:
        if e.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            from engine.scenes.menu import MainMenu
            self.app.scenes.reset(MainMenu(self.app), transition=False)
            return True
        return False

    def draw(self, surf) -> None:
        surf.fill((24, 26, 32))
        y = px(60)
        for line in self.lines:
            try:
                img = theme.text(line, 18, theme.INK)
            except Exception:
                return
            surf.blit(img, (px(40), y))
            y += img.get_height() + px(12)
