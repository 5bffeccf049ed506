"""The table's hint banner: the computer's advice for the person to move, in its own place in
the side panel (never over the status line or a button), as what to do and why, with the next
choices on request."""

from __future__ import annotations

from typing import Any

import pygame

from engine.ai.analysis import reasons
from engine.phrases import written
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Button


class Hints:
    """A TableScene's hints (mixed into it: it uses the table's session, worker and widgets)."""

    # ---------------------------------------------------------------- hints
    def ask_hint(self) -> None:
        if not self.can_act():
            return
        self.hint_text = written("engine.hint.thinking")
        self.hint_lines, self.hint_more = [], False
        self._hint_job = self.session.ask_hint(self.worker)
        self.refresh_widgets()

    def _poll_hint(self) -> None:
        if self._hint_job is None:
            return
        try:
            ranking = self.worker.poll(self._hint_job)
        except Exception as e:   # the search runs in another process: any failure comes back here
            self._hint_job, self.hint_text = None, written("engine.hint.failed", why=e)
            self.refresh_widgets()
            return
        if ranking is not None:
            self._hint_job = None
            self._show_hint(ranking)
            self.refresh_widgets()
        elif not self.worker.has(self._hint_job):  # lost with a worker that died: the player may ask again
            self._hint_job, self.hint_text = None, ""
            self.refresh_widgets()

    def _cancel_hint(self) -> None:
        if self._hint_job is not None:
            self.worker.cancel(self._hint_job)
            self._hint_job = None

    def close_hint(self) -> None:
        self._cancel_hint()
        self.hint, self.hint_text, self.hint_lines = None, "", []
        self.refresh_widgets()

    def toggle_hint_choices(self) -> None:
        self.hint_more = not self.hint_more
        self.refresh_widgets()

    def hint_advice(self, action: Any, value: float) -> tuple[str, list[str], str]:
        """A suggested move as advice: what to do, what it does (its consequences the seat can
        foresee, from the rules' own events in a world sampled from what it knows), and what
        the estimate means."""
        seat = self.state.to_move
        order = self.words(self.state.describe(action), seat, order=True)
        why = [self.words(m) for m in reasons(self.state, seat, action, seed=len(self.record.actions))]
        estimate = written("engine.hint.chance", percent=int(round(value * 100)))
        return order, why, estimate

    def _show_hint(self, ranking: list[tuple[Any, float]]) -> None:
        self.hint = ranking
        if not ranking:
            self.hint_text = written("engine.hint.none")
            return
        best, value = ranking[0]
        order, why, estimate = self.hint_advice(best, value)
        self.hint_text = written("engine.hint.text", move=order)   # the banner shows hint_lines
        self.hint_lines = [(order, why, estimate)] + [
            (self.words(self.state.describe(a), self.state.to_move, order=True), [],
             written("engine.hint.chance_short", percent=int(round(v * 100)))) for a, v in ranking[1:3]]
        pid, zid = self.locate(best)
        if pid and self.piece(pid):
            self.piece(pid).highlight = 1.0
        if zid and zid in self.zones:
            self.zones[zid].highlight = 1.0

    HINT_SIZE = 16
    #: The height (design pixels) the move log keeps under the hint banner: its title and a line.
    LOG_KEEPS = 70


    def hint_rows(self, width: int) -> list[tuple[str, Any, str]]:
        """The hint banner's rows: (text, colour, font style)."""
        rows: list[tuple[str, Any, str]] = []
        size = self.HINT_SIZE

        def add(text, colour, style="sans", indent=""):
            rows.extend((indent + line, colour, style) for line in theme.wrap(text, width, size, style))

        if not self.hint_lines:
            add(self.hint_text, theme.INK_DIM)
            return rows
        order, why, estimate = self.hint_lines[0]
        add(order, theme.INK, "bold")
        for w in why:
            add(w, theme.INK_DIM)
        add(estimate, theme.ACCENT)
        if self.hint_more:
            add(written("engine.hint.next_best"), theme.INK_DIM, "bold")
            for k, (other, _, est) in enumerate(self.hint_lines[1:], 2):
                add(written("engine.hint.other", k=k, move=other.rstrip("."), chance=est), theme.INK)
        return rows

    def _hint_banner(self, r: pygame.Rect, y: int) -> int:
        """Lay out the hint banner at ``y`` in the right panel (buttons included); its bottom."""
        if not self.hint_text:
            self.hint_rect = None
            return y
        pad, bh = px(10), px(32)
        rows = self.hint_rows(r.width - 2 * pad)
        lh = int(theme.font(self.HINT_SIZE).get_linesize() * 1.08)
        # the banner ends where the panel does, leaving the move log a few lines: rows that do
        # not fit are left out, the last one shown ending in "…"
        room = max(1, (r.bottom - y - px(self.LOG_KEEPS) - px(30) - 2 * pad - bh) // lh)
        if len(rows) > room:
            text, colour, style = rows[room - 1]
            # the "…" fits the row too: a full row with it added ran out of the banner
            rows = rows[:room - 1] + [(theme.cut(text, r.width - 2 * pad, self.HINT_SIZE, style, always=True),
                                       colour, style)]
        self.hint_shown = rows
        h = px(30) + len(rows) * lh + pad + bh + pad
        self.hint_rect = pygame.Rect(r.left, y, r.width, h)
        by = self.hint_rect.bottom - bh - pad
        row = r.width - 2 * pad   # a narrow panel (a large UI scale) shares it between the two
        close_w = min(px(80), row // 3)
        if len(self.hint_lines) > 1:
            label = written("engine.hint.fewer" if self.hint_more else "engine.hint.more")
            self.add(Button(pygame.Rect(r.left + pad, by, min(px(150), row - close_w - px(8)), bh), label,
                            self.toggle_hint_choices, size=15, name="hint-more"))
        self.add(Button(pygame.Rect(r.right - pad - close_w, by, close_w, bh), written("engine.hint.close"),
                        self.close_hint, size=15, name="hint-close"))
        return self.hint_rect.bottom + px(8)

    def _draw_hint(self, surf) -> None:
        r = getattr(self, "hint_rect", None)
        if r is None or not self.hint_text:
            return
        theme.panel(surf, r, theme.PANEL_HI, border=theme.ACCENT, shadow=False)
        pad = px(10)
        theme.blit_text(surf, written("engine.table.hint"), (r.left + pad, r.top + px(6)), 16, theme.ACCENT, "bold")
        y = r.top + px(30)
        lh = int(theme.font(self.HINT_SIZE).get_linesize() * 1.08)
        for text, colour, style in getattr(self, "hint_shown", []):
            theme.blit_text(surf, text, (r.left + pad, y), self.HINT_SIZE, colour, style)
            y += lh
