"""Result cards: a short card in the side panel when a move decides something worth its figures
(a conflict's outcome, a round's scoring), beside the board rather than over it; it stays until
the person at the screen moves or closes it, and opens again from its log line."""

from __future__ import annotations

import pygame

from engine.phrases import written
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Button


class ResultCards:
    """A TableScene's result cards (mixed into it)."""

    # ---------------------------------------------------------- result cards
    #: Event keys that sum up a moment worth a card (a conflict's outcome, a round's scoring):
    #: the move's events are then shown on a card in the right-hand panel (each game names its own).
    RESULT_CARDS: tuple[str, ...] = ()

    def card_for(self, move: int) -> tuple[int, str, list[str]] | None:
        """The result card of ``move`` for the seat at the screen, if one of its events asks for one."""
        entries = [e for e in self.log_entries if e.move == move and e.event is not None]
        heads = [e for e in entries if e.event.kind in self.RESULT_CARDS]
        if not heads:
            return None
        title = self.words(heads[0].text)
        return move, title, [self.words(e.text) for e in entries if e is not heads[0]]

    def close_card(self) -> None:
        self.result_card = None
        self.refresh_widgets()

    def open_card_from_log(self, pos) -> bool:
        """A click on a log line whose move has a result card opens that card again."""
        line = self.log.line_at(pos)
        if line is None or not 0 <= line < len(self.log_entries):
            return False
        card = self.card_for(self.log_entries[line].move)
        if card is None:
            return False
        self.result_card = card
        self.refresh_widgets()
        return True

    CARD_SIZE = 16
    #: The least height (design px) the card leaves the move log under it.
    CARD_LOG_ROOM = 70

    def card_rows(self, width: int) -> list[tuple[str, bool]]:
        _, title, lines = self.result_card
        # the title keeps clear of the card's close button at its top right
        rows = [(t, True) for t in theme.wrap(title, width - px(30), self.CARD_SIZE + 1, "bold")]
        for line in lines:
            rows += [(t, False) for t in theme.wrap(line, width, self.CARD_SIZE)]
        return rows

    def _card_banner(self, r: pygame.Rect, y: int) -> int:
        if self.result_card is None:
            self.card_rect = None
            return y
        pad = px(10)
        rows = self.card_rows(r.width - 2 * pad)
        lh = int(theme.font(self.CARD_SIZE + 1).get_linesize() * 1.08)
        # the card leaves the move log some room: what does not fit ends in "…" (the whole card
        # is a click away, on its line in the log)
        fit = max(1, (r.bottom - y - px(self.CARD_LOG_ROOM) - 2 * pad) // lh)
        if len(rows) > fit:
            rows = rows[:fit - 1] + [("…", False)] if fit > 1 else rows[:1]
        self._card_rows = rows
        self.card_rect = pygame.Rect(r.left, y, r.width, pad + len(rows) * lh + pad)
        self.add(Button(pygame.Rect(r.right - px(30), y + px(4), px(26), px(26)), "×", self.close_card,
                        size=16, name="card-close", tooltip=written("engine.table.close_card_tip")))
        return self.card_rect.bottom + px(8)

    def _draw_card(self, surf) -> None:
        r = self.card_rect
        if r is None or self.result_card is None:
            return
        theme.panel(surf, r, theme.PANEL_HI, border=theme.GOOD, shadow=False)
        pad = px(10)
        y = r.top + pad
        lh = int(theme.font(self.CARD_SIZE + 1).get_linesize() * 1.08)
        for text, head in self._card_rows:
            theme.blit_text(surf, text, (r.left + pad, y), self.CARD_SIZE + (1 if head else 0),
                            theme.INK if head else theme.INK_DIM, "bold" if head else "sans")
            y += lh
