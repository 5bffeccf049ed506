""""Since your last turn": the moves the other seats made, shown one by one on the table.

The recap covers only the right-hand panel (the log and buttons); the table beside it shows
the position after each move, as the reader's own view, with that move highlighted.  Its lines
are the log's, filtered for the reader: it never shows what that seat may not know.
"""

from __future__ import annotations

import pygame

from engine.phrases import written
from engine.session import Recap, positions_after
from engine.ui import theme
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button

TEXT_SIZE = 16


def recap_lines(table, recap: Recap, move: int) -> list[tuple[str, bool]]:
    """(text, is a consequence) for one recapped move, in the table's words."""
    return [(table.words(e.text), e.event is not None) for e in recap.lines_of(move)]


class RecapScene(Scene):
    """Step through a recap: Back, Next, Done (also ←, →, Enter, Esc)."""

    opaque = False
    still = True

    def __init__(self, app, table, recap: Recap):
        super().__init__(app)
        self.table, self.recap = table, recap
        self.moves = recap.moves()
        self.states = positions_after(table.session, self.moves + [m - 1 for m in self.moves])
        self.first = table.record.first_state(table.info)
        self.step = 0

    def enter(self) -> None:
        self.show()

    def show(self) -> None:
        if not self.moves:
            return
        move = self.moves[self.step]
        self.table.show_position(self.states.get(move - 1, self.first), self.states[move])
        # the status line speaks of the move shown, not as if the reader were to make it
        self.table.recap_status = self.where   # asked at each frame: a new language shows at once
        self.layout(*self.app.screen.get_size())

    def where(self) -> str:
        """Which move of the recap shows, and whose: "Move 2 of 3 · Ada"."""
        seat = self.table.session.movers[self.moves[self.step]]
        who = self.table.name(seat) if seat is not None else ""
        return (written("engine.recap.move_by", k=self.step + 1, n=len(self.moves), name=who) if who
                else written("engine.recap.move", k=self.step + 1, n=len(self.moves)))

    def leave(self) -> None:
        self.table.recap_status = None

    def go(self, delta: int) -> None:
        self.step = max(0, min(len(self.moves) - 1, self.step + delta))
        self.show()

    def done(self) -> None:
        # the table shows the present again before it is on top (its buttons follow its view)
        self.table.recap_status = None
        self.table.rebuild(animate=False)
        self.app.scenes.pop()

    def panel_rect(self) -> pygame.Rect:
        return self.table.right_rect.copy()

    def layout(self, w: int, h: int) -> None:
        self.widgets = []
        r = self.panel_rect()
        g, bh = px(8), px(40)
        third = (r.width - 2 * g) // 3
        y = r.bottom - bh - px(10)
        last = self.step >= len(self.moves) - 1
        self.add(Button(pygame.Rect(r.left, y, third, bh), written("engine.recap.back"), lambda: self.go(-1),
                        enabled=self.step > 0, size=17, name="recap-back",
                        why_disabled=written("engine.recap.first")))
        self.add(Button(pygame.Rect(r.left + third + g, y, third, bh), written("engine.recap.next"), lambda: self.go(1),
                        enabled=not last, primary=not last, size=17, name="recap-next",
                        why_disabled=written("engine.recap.last")))
        self.add(Button(pygame.Rect(r.left + 2 * (third + g), y, third, bh), written("engine.recap.done"), self.done,
                        primary=last, size=17, name="recap-done"))
        self.focus = len(self.widgets) - 1 if last else 1

    def handle(self, e) -> bool:
        if super().handle(e):
            return True
        if e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_RIGHT, pygame.K_n):
                self.go(1)
            elif e.key == pygame.K_LEFT:
                self.go(-1)
            elif e.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.done()
            return True
        return e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)  # the table waits

    def draw(self, surf: pygame.Surface) -> None:
        r = self.panel_rect()
        theme.panel(surf, r, theme.PANEL, border=theme.ACCENT)
        x, y = r.left + px(14), r.top + px(12)
        width = r.width - px(28)
        title = written("engine.recap.title" if self.moves else "engine.recap.nothing")
        y = _heading(surf, title, x, y, width, 18, theme.INK, "bold") + px(6)
        if self.moves:
            move = self.moves[self.step]
            y = _heading(surf, self.where(), x, y, width, 15, theme.INK_DIM) + px(8)
            for text, detail in recap_lines(self.table, self.recap, move):
                indent = px(14) if detail else 0
                for line in theme.wrap(text, width - indent, TEXT_SIZE):
                    if y > r.bottom - px(70):
                        break
                    theme.blit_text(surf, line, (x + indent, y), TEXT_SIZE, theme.INK_DIM if detail else theme.INK)
                    y += int(theme.font(TEXT_SIZE).get_linesize() * 1.08)
        self.draw_widgets(surf)


def _heading(surf, text: str, x: int, y: int, width: int, size: float, colour, style: str = "sans") -> int:
    """``text`` at ``size`` over up to two lines of ``width`` (smaller where it must be); the
    height reached."""
    size, lines = theme.wrap_then_fit(text, width, size, min(size, theme.LEAST_SIZE), lines=2, style=style)
    for line in lines:
        theme.blit_text(surf, line, (x, y), size, colour, style)
        y += theme.font(size, style).get_linesize()
    return y
