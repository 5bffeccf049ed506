"""What the menu screens share: the backdrop and the header."""

from __future__ import annotations

import pygame

from engine.phrases import shown, written
from engine.text import Message
from engine.ui import art, theme
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button


def backdrop(app, surf: pygame.Surface, shade: int = 185) -> None:
    w, h = surf.get_size()
    bg = app.art.scaled("menu-bg", lambda: art.wood((640, 400), (70, 50, 36), seed=7), (w, h))
    surf.blit(bg, (0, 0))
    key = ("shade", w, h, shade)
    s = app.art._scaled.get(key)
    if s is None:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.fill((14, 16, 22, shade))
        app.art._scaled[key] = s
    surf.blit(s, (0, 0))


class MenuScene(Scene):
    """A full-screen menu page with a title and a Back button.  The title and the line under
    it are messages (or text), written in the display language as they are drawn."""
    still = True

    heading: "Message | str" = ""
    subheading: "Message | str" = ""
    #: Where the subheading must stop (a control beside it), in pixels; None: the window's edge.
    subheading_until: int | None = None

    def back(self) -> None:
        self.app.scenes.pop()

    def back_button(self, w: int, h: int, label: str = "engine.button.back") -> Button:
        """The Back button (``label``: the key of its word)."""
        return self.add(Button(pygame.Rect(px(40), h - px(76), px(160), px(48)), written(label), self.back,
                               size=20, name="back"))

    def handle(self, e) -> bool:
        if super().handle(e):
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def draw(self, surf) -> None:
        backdrop(self.app, surf)
        theme.blit_text(surf, shown(self.heading), (px(40), px(28)), 38, theme.INK, "title")
        subheading = shown(self.subheading)
        if subheading:
            # the line keeps clear of controls beside it (subheading_until): smaller words first
            right = self.subheading_until or surf.get_width() - px(42)
            size = 18
            while size > 14 and theme.font(size).size(subheading)[0] > right - px(42):
                size -= 1
            theme.blit_wrapped(surf, subheading, pygame.Rect(px(42), px(80), right - px(42), px(44)), size,
                               theme.INK_DIM, spacing=1.0)
        self.draw_body(surf)
        self.draw_widgets(surf)
        self.draw_over(surf)

    def draw_body(self, surf) -> None:
        pass

    def draw_over(self, surf) -> None:
        """What shows on top of the widgets, e.g. the line an empty list gives in its place
        (drawn under the list, the list's panel hid it)."""
