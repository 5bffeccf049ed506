"""The pause menu over a table: resume, save, load, settings, rules, quit to menu."""

from __future__ import annotations

import pygame

from engine.ui import theme
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button


class PauseScene(Scene):
    still = True
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def save(self) -> None:
        try:
            self.table.save_now()
        except Exception as e:
            self.app.toast(f"Could not save: {e}", theme.BAD, 5)

    def load(self) -> None:
        from engine.scenes.load import LoadScene
        self.app.scenes.push(LoadScene(self.app))

    def settings(self) -> None:
        from engine.scenes.settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def rules(self) -> None:
        from engine.scenes.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.table.info))

    def quit_to_menu(self) -> None:
        from engine.scenes.menu import MainMenu
        self.app.scenes.reset(MainMenu(self.app))   # the table autosaves as it leaves

    def layout(self, w, h) -> None:
        self.widgets = []
        bw, bh, gap = px(320), px(52), px(12)
        items = [("Resume", self.resume_game, "resume", True), ("Save game", self.save, "save", True),
                 ("Load game", self.load, "load", True), ("Settings", self.settings, "settings", True),
                 ("Rules", self.rules, "rules", bool(self.table.info.rules_file)),
                 ("Quit to menu", self.quit_to_menu, "quit", True)]
        total = len(items) * bh + (len(items) - 1) * gap
        self.box = pygame.Rect(0, 0, bw + px(80), total + px(130))
        self.box.center = (w // 2, h // 2)
        y = self.box.top + px(90)
        for label, fn, name, en in items:
            self.add(Button(pygame.Rect(w // 2 - bw // 2, y, bw, bh), label, fn, primary=(name == "resume"),
                            size=20, name=name, enabled=en))
            y += bh + gap
        self.focus = 0

    def handle(self, e) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        if super().handle(e):
            return True
        return True  # modal: nothing reaches the table

    def draw(self, surf) -> None:
        theme.panel(surf, self.box, theme.PANEL, border=theme.PANEL_HI, radius=px(16))
        theme.blit_text(surf, "Paused", (self.box.centerx, self.box.top + px(24)), 34, theme.INK, "title",
                        anchor="midtop")
        self.draw_widgets(surf)
        theme.blit_text(surf, "Quitting keeps the game: Continue on the menu resumes it.",
                        (self.box.centerx, self.box.bottom + px(14)), 15, theme.INK_DIM, anchor="midtop")
