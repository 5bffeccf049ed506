"""The move log panel: each move and what it caused, in the table's words, newest last, scrollable."""

from __future__ import annotations

import pygame

from engine.phrases import written
from engine.ui import theme
from engine.ui.theme import px


class MoveLog:
    SIZE = 15

    def __init__(self) -> None:
        self.lines: list[tuple[str, str | None]] = []   # (text, seat colour name)
        self.details: set[int] = set()   # lines that tell what a move caused (drawn indented)
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.scroll = 0          # pixels from the bottom (0 = newest visible)
        self._wrapped: list[tuple[str, str | None, bool]] = []
        self._row_detail: list[bool] = []
        self._row_line: list[int] = []
        self._wrapped_lines = 0
        self._wrap_key = None
        #: (text, detail) -> its rows at the present width and scale.  It outlives ``clear``:
        #: a log written again (another seat's eyes, an undo) is mostly the same lines, and
        #: wrapping a long game's thousands of lines anew took seconds in Korean.
        self._rows_of: dict[tuple[str, bool], list[str]] = {}

    def add(self, text: str, colour: str | None = None) -> None:
        """A move's line."""
        self.lines.append((text, colour))
        if self.scroll > 0:  # keep the reader's place if they scrolled up
            self.scroll += self.line_h() * len(self._wrap_one(text))

    def add_detail(self, text: str) -> None:
        """A line for something the last move caused (drawn indented under it)."""
        self.details.add(len(self.lines))
        MoveLog.add(self, text)

    def moves(self) -> list[tuple[str, str | None]]:
        """The lines naming moves (without what they caused)."""
        return [line for i, line in enumerate(self.lines) if i not in self.details]

    def clear(self) -> None:
        self.lines.clear()
        self.details.clear()
        self._wrapped_lines = 1 << 30   # every row is laid out anew (the width they wrap to stays)
        self.scroll = 0

    def line_h(self) -> int:
        return int(theme.font(self.SIZE).get_linesize() * 1.08)

    DETAIL_INDENT = 12

    def _wrap_one(self, text: str) -> list[str]:
        return theme.wrap(text, max(10, self.rect.width - px(34)), self.SIZE)

    #: The most wrapped lines kept for reuse (a few MB at most).
    ROWS_KEPT = 20000

    def _wrap_line(self, i: int) -> list[str]:
        """Line ``i`` in rows; what a move caused is indented, so it wraps narrower."""
        text, detail = self.lines[i][0], i in self.details
        rows = self._rows_of.get((text, detail))
        if rows is None:
            indent = px(self.DETAIL_INDENT) if detail else 0
            rows = theme.wrap(text, max(10, self.rect.width - px(34) - indent), self.SIZE)
            if len(self._rows_of) >= self.ROWS_KEPT:
                self._rows_of.clear()
            self._rows_of[text, detail] = rows
        return rows

    def wrapped(self) -> list[tuple[str, str | None, bool]]:
        """The lines in rows, wrapped to the panel: only new lines are wrapped (a long game's
        log has thousands), all of them again when the panel's width or the UI scale changes."""
        key = (self.rect.width, theme.scale())
        if key != self._wrap_key or self._wrapped_lines > len(self.lines):
            if key != self._wrap_key:   # another width or scale: every line wraps differently
                self._rows_of.clear()
            self._wrapped, self._row_detail, self._row_line = [], [], []
            self._wrapped_lines, self._wrap_key = 0, key
        for i in range(self._wrapped_lines, len(self.lines)):
            colour, detail = self.lines[i][1], i in self.details
            for k, part in enumerate(self._wrap_line(i)):
                self._wrapped.append((part, colour, k == 0))
                self._row_detail.append(detail)
                self._row_line.append(i)
        self._wrapped_lines = len(self.lines)
        return self._wrapped

    def max_scroll(self) -> int:
        return max(0, len(self.wrapped()) * self.line_h() - (self.rect.height - px(40)))

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(self.max_scroll(), self.scroll + e.y * self.line_h() * 2))
            return True
        return False

    def line_at(self, pos) -> int | None:
        """The index (in ``lines``) of the line drawn at ``pos``, if any."""
        body = pygame.Rect(self.rect.left + px(8), self.rect.top + px(32), self.rect.width - px(16),
                           self.rect.height - px(40))
        if not body.collidepoint(pos):
            return None
        rows, lh = self.wrapped(), self.line_h()
        y0 = body.top if len(rows) * lh < body.height else body.bottom - len(rows) * lh + self.scroll
        row = int((pos[1] - y0) // lh)
        if not 0 <= row < len(rows):
            return None
        return self._row_line[row]

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + lines * self.line_h()))

    def draw(self, surf: pygame.Surface, symbols: bool = False) -> None:
        r = self.rect
        theme.panel(surf, r, theme.PANEL, shadow=False)
        theme.blit_text(surf, written("engine.log.title"), (r.left + px(12), r.top + px(8)), 16, theme.INK_DIM, "bold")
        body = pygame.Rect(r.left + px(8), r.top + px(32), r.width - px(16), r.height - px(40))
        clip = surf.get_clip()
        surf.set_clip(body)
        lh = self.line_h()
        rows = self.wrapped()
        y = body.bottom - len(rows) * lh + self.scroll
        if len(rows) * lh < body.height:
            y = body.top
        # the newest line's rows are drawn brighter (counted once: wrapping a line again on every
        # row of every frame was half of a Korean frame's time)
        newest_rows = 0
        for line in reversed(self._row_line):
            if line != len(self.lines) - 1:
                break
            newest_rows += 1
        first_newest = len(rows) - newest_rows
        for i, (text, colour, first) in enumerate(rows):
            # whole rows only: a row cut by the panel's edge reads as a line under the heading
            if y >= body.top and y + lh <= body.bottom + px(2):
                if first and colour:
                    theme.seat_badge(surf, colour, (body.left + px(7), y + lh // 2), px(5), False)
                newest = i >= first_newest
                # what a move caused sits indented under it, after a small mark
                detail = i < len(self._row_detail) and self._row_detail[i]
                indent = px(self.DETAIL_INDENT) if detail else 0
                if detail and first:
                    theme.blit_text(surf, "›", (body.left + px(18) + indent - px(10), y), self.SIZE, theme.INK_DIM)
                theme.blit_text(surf, text, (body.left + px(18) + indent, y), self.SIZE,
                                theme.INK if newest else theme.INK_DIM)
            y += lh
        surf.set_clip(clip)
        if not rows:
            theme.blit_text(surf, written("engine.log.empty"), (body.left + px(8), body.top), self.SIZE, theme.INK_DIM)
        if rows and body.height > 0 and self.max_scroll() > 0:  # a scroll bar only when rows overflow
            frac = body.height / (len(rows) * lh)
            bar = max(px(24), int(body.height * frac))
            y = body.top + int((body.height - bar) * (1 - self.scroll / self.max_scroll()))
            pygame.draw.rect(surf, theme.PANEL_HI, (r.right - px(7), y, px(4), bar), border_radius=px(2))
