"""The pass-and-play hand-off screen: it covers the table until the next person is ready."""

from __future__ import annotations

import pygame

from engine.ui import art, theme
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button


class HandoffScene(Scene):
    """"Pass to Mina — click when ready".  Opaque: nothing of the table shows."""

    opaque = True
    still = True

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table, self.seat = table, seat
        self.name = table.seats[seat].name
        self.colour = table.seats[seat].colour

    def layout(self, w, h) -> None:
        self.widgets = []
        self.ready_btn = self.add(Button(pygame.Rect(w // 2 - px(130), h // 2 + px(70), px(260), px(56)),
                                         "I'm ready", self.ready, primary=True, size=22, name="ready"))
        self.focus = 0

    def ready(self) -> None:
        t = self.table
        t.pending_handoff = None
        t.viewer = self.seat
        t.rebuild(animate=False)
        self.app.scenes.pop()

    def handle(self, e) -> bool:
        if super().handle(e):
            return True
        # Only a click that begins on this screen counts: the release of a press
        # that brought the screen up must not dismiss it at once.
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            self._pressed = True
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and getattr(self, "_pressed", False):
            self.ready()
            return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.ready()
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.table.open_pause()
            return True
        return False

    def draw(self, surf) -> None:
        w, h = surf.get_size()
        surf.fill(theme.BG)
        bg = self.app.art.scaled("menu-bg", lambda: art.wood((640, 400), (70, 50, 36), seed=7), (w, h))
        surf.blit(bg, (0, 0))
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((10, 12, 18, 170))
        surf.blit(shade, (0, 0))
        card = pygame.Rect(0, 0, px(620), px(330))
        card.center = (w // 2, h // 2)
        theme.panel(surf, card, theme.PANEL, border=theme.seat_rgb(self.colour), radius=px(18))
        theme.seat_badge(surf, self.colour, (w // 2, card.top + px(52)), px(26), self.app.settings.colourblind_symbols)
        theme.blit_text(surf, f"Pass to {self.name}", (w // 2, card.top + px(96)), 44, theme.INK, "title",
                        anchor="midtop")
        theme.blit_text(surf, "click when ready", (w // 2, card.top + px(158)), 22, theme.INK_DIM, anchor="midtop")
        theme.blit_text(surf, f"{self.table.info.title} — everyone else, look away from the screen.",
                        (w // 2, card.bottom + px(24)), 17, theme.INK_DIM, anchor="midtop")
        self.draw_widgets(surf)
