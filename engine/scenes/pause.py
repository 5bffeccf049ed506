"""The pause menu over a table: resume, save (under a name), load, settings, rules, quit to menu."""

from __future__ import annotations

import time

import pygame

from engine import saves
from engine.phrases import game_title, written
from engine.scenes.load import when_text
from engine.ui import theme
from engine.ui.dialogs import NameDialog
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button



class PauseScene(Scene):
    still = True
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    FOOTER_SIZE = 15

    def keeps(self) -> str:
        """What quitting to the menu keeps."""
        if self.app.read_only:   # another copy owns the folder: nothing is written
            return written("engine.pause.keeps_nothing")
        tutorial = getattr(self.table, "tutorial", None) is not None
        return written("engine.pause.keeps_tutorial" if tutorial else "engine.pause.keeps_game")

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def save(self) -> None:
        """Ask for a name (one is suggested), then save under it."""
        when = when_text(time.time(), "short")
        self.app.scenes.push(NameDialog(self.app, written("engine.pause.save_game"), written("engine.pause.save_text"),
                                        written("engine.pause.suggested_name", title=game_title(self.table.info), when=when),
                                        self.save_as, self.replaces, max_len=saves.MAX_NAME),
                             transition=False)

    def save_as(self, name: str) -> str | None:
        """Save under ``name``: None when saved, else what is wrong with the name (the dialog
        shows it); a disk that refuses is told in a toast."""
        try:
            self.table.save_now(saves.checked_name(name))
        except saves.NameRefused as e:
            return str(e)
        except Exception as e:
            self.app.toast(written("engine.pause.cannot_save", why=e), theme.BAD, 5)
        return None

    @staticmethod
    def replaces(name: str) -> str:
        """A word that the name chosen is another save's, which saving replaces."""
        try:
            row = saves.inspect(saves.path_for_name(saves.checked_name(name)))
        except saves.NameRefused:
            return ""
        return written("engine.pause.replaces", name=row.label) if row.ok else ""

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
        items = [(written("engine.pause.resume"), self.resume_game, "resume", True),
                 (written("engine.pause.save_game"), self.save, "save", True),
                 (written("engine.button.load_game"), self.load, "load", True),
                 (written("engine.button.settings"), self.settings, "settings", True),
                 (written("engine.button.rules"), self.rules, "rules", bool(self.table.info.rules_file)),
                 (written("engine.pause.quit_to_menu"), self.quit_to_menu, "quit", True)]
        total = len(items) * bh + (len(items) - 1) * gap
        # what quitting keeps is said inside the box, under the buttons (below it, it lay on the hand)
        self.footer = theme.wrap(self.keeps(), bw + px(40), self.FOOTER_SIZE)
        footer_h = len(self.footer) * theme.font(self.FOOTER_SIZE).get_linesize()
        self.box = pygame.Rect(0, 0, bw + px(80), total + px(126) + footer_h)
        self.box.center = (w // 2, h // 2)
        y = self.box.top + px(90)
        self.footer_top = y + total + px(16)
        for label, fn, name, en in items:
            self.add(Button(pygame.Rect(w // 2 - bw // 2, y, bw, bh), label, fn, primary=(name == "resume"),
                            size=20, name=name, enabled=en, why_disabled=written("engine.rules.not_written")))
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
        theme.blit_text(surf, written("engine.pause.heading"), (self.box.centerx, self.box.top + px(24)), 34, theme.INK, "title",
                        anchor="midtop")
        y = self.footer_top
        for line in self.footer:
            theme.blit_text(surf, line, (self.box.centerx, y), self.FOOTER_SIZE, theme.INK_DIM, anchor="midtop")
            y += theme.font(self.FOOTER_SIZE).get_linesize()
        self.draw_widgets(surf)
