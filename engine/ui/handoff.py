"""The pass-and-play hand-off screen: it covers the table until the next person is ready."""

from __future__ import annotations

import pygame

from engine.phrases import game_title, written
from engine.session import since_last_move
from engine.ui import art, theme
from engine.ui.recap import RecapScene, recap_lines
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

    #: After "I'm ready": what happened since this player's last move (None until then).
    recap = None

    def layout(self, w, h) -> None:
        self.widgets = []
        if self.recap is None:
            self.ready_btn = self.add(Button(pygame.Rect(w // 2 - px(130), h // 2 + px(70), px(260), px(56)),
                                             written("engine.handoff.ready"), self.ready, primary=True, size=22, name="ready"))
        else:
            card = self.recap_card(w, h)
            bw, bh = px(250), px(50)
            y = card.bottom - bh - px(20)
            self.add(Button(pygame.Rect(card.centerx - bw - px(8), y, bw, bh), written("engine.handoff.show"),
                            self.step_through, size=19, name="recap-show"))
            self.add(Button(pygame.Rect(card.centerx + px(8), y, bw, bh), written("engine.handoff.play"), self.play,
                            primary=True, size=20, name="recap-play"))
            self.focus = 1
            return
        self.focus = 0

    def ready(self) -> None:
        """The player has the screen: their view goes on the table, and what the others did
        since their last move is listed (only what they may know), if anything."""
        t = self.table
        t.session.take_handoff()
        t.rebuild(animate=False)
        recap = since_last_move(t.session, self.seat)
        if not recap.entries:
            self.app.scenes.pop()
            return
        self.recap = recap
        self.layout(*self.app.screen.get_size())

    def play(self) -> None:
        self.app.scenes.pop()

    def step_through(self) -> None:
        self.app.scenes.replace(RecapScene(self.app, self.table, self.recap))

    def recap_card(self, w: int, h: int) -> pygame.Rect:
        card = pygame.Rect(0, 0, min(w - px(40), px(720)), min(h - px(40), px(560)))
        card.center = (w // 2, h // 2)
        return card

    def handle(self, e) -> bool:
        if super().handle(e):
            return True
        # Only a click that begins on this screen counts: the release of a press
        # that brought the screen up must not dismiss it at once.
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            self._pressed = True
            return True
        if self.recap is not None:
            if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.play()
                return True
            return e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
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
        if self.recap is not None:
            self.draw_recap(surf, w, h)
            return
        card = pygame.Rect(0, 0, px(620), px(330))
        card.center = (w // 2, h // 2)
        theme.panel(surf, card, theme.PANEL, border=theme.seat_rgb(self.colour), radius=px(18))
        theme.seat_badge(surf, self.colour, (w // 2, card.top + px(52)), px(26), self.app.settings.colourblind_symbols)
        theme.blit_text(surf, written("engine.handoff.pass_to", name=self.name), (w // 2, card.top + px(96)), 44, theme.INK, "title",
                        anchor="midtop")
        theme.blit_text(surf, written("engine.handoff.click"), (w // 2, card.top + px(158)), 22, theme.INK_DIM, anchor="midtop")
        theme.blit_text(surf, written("engine.handoff.look_away", title=game_title(self.table.info)),
                        (w // 2, card.bottom + px(24)), 17, theme.INK_DIM, anchor="midtop")
        self.draw_widgets(surf)

    def draw_recap(self, surf, w: int, h: int) -> None:
        card = self.recap_card(w, h)
        theme.panel(surf, card, theme.PANEL, border=theme.seat_rgb(self.colour), radius=px(18))
        x, y = card.left + px(28), card.top + px(22)
        theme.blit_text(surf, written("engine.handoff.since", name=self.name), (x, y), 26, theme.INK, "title")
        y += px(48)
        bottom = card.bottom - px(90)
        size = 16
        lh = int(theme.font(size).get_linesize() * 1.08)
        rows = []
        for move in self.recap.moves():
            for text, detail in recap_lines(self.table, self.recap, move):
                indent = px(18) if detail else 0
                rows += [(line, indent, detail) for line in theme.wrap(text, card.width - px(56) - indent, size)]
        room = max(1, (bottom - y) // lh)
        if len(rows) > room:  # the newest lines matter most; say how many earlier ones there are
            hidden = len(rows) - room + 1
            theme.blit_text(surf, written("engine.handoff.earlier", n=hidden),
                            (x, y), 15, theme.INK_DIM)
            y += lh
            rows = rows[-(room - 1):] if room > 1 else []
        for line, indent, detail in rows:
            theme.blit_text(surf, line, (x + indent, y), size, theme.INK_DIM if detail else theme.INK)
            y += lh
        self.draw_widgets(surf)
