"""Load a saved game: game, seats, date and move count; damaged saves say why (never deleted)."""

from __future__ import annotations

import time

import pygame

from engine import datafile, saves
from engine.scenes.base import MenuScene
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Button, ScrollList


def seats_text(seats) -> str:
    parts = []
    for s in seats:
        parts.append(f"{s.name} (AI {s.level or 'normal'})" if s.is_ai else str(s.name))
    return ", ".join(parts)


def when_text(t: float | None, fmt: str = "%a %d %b %Y, %H:%M") -> str:
    """A file's date in words; nothing for a date the clock cannot show."""
    try:
        return time.strftime(fmt, time.localtime(t)) if t else ""
    except (ValueError, OverflowError, OSError):
        return ""


class LoadScene(MenuScene):
    heading = "Load game"
    subheading = "Your saved games, newest first. Double-click or press Enter to load."

    #: Seconds of checking saves per frame: a folder of long games is checked over several
    #: frames (the rows appear as they are checked) instead of freezing the screen.
    CHECK_BUDGET = 0.03

    def __init__(self, app):
        super().__init__(app)
        files = saves.save_files()
        self.rows = saves.sort_newest_first([saves.inspect(p) for p in files if saves.checked_already(p)])
        self.unchecked = [p for p in files if not saves.checked_already(p)]
        self.list: ScrollList | None = None

    def frame_rate(self) -> float:
        return 60.0 if self.unchecked else super().frame_rate()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.unchecked:
            return
        start = time.perf_counter()
        chosen = self.rows[self.list.selected].path if self.list and 0 <= self.list.selected < len(self.rows) else None
        while self.unchecked:  # at least one a frame
            self.rows.append(saves.inspect(self.unchecked.pop(0)))
            if time.perf_counter() - start >= self.CHECK_BUDGET:
                break
        self.rows = saves.sort_newest_first(self.rows)
        if self.list is not None:  # the selection stays on the same file as rows arrive
            paths = [r.path for r in self.rows]
            self.list.selected = paths.index(chosen) if chosen in paths else (0 if self.rows else -1)
            self._sync()

    def load_selected(self, i: int | None = None) -> None:
        i = self.list.selected if i is None else i
        if not (0 <= i < len(self.rows)):
            return
        row = self.rows[i]
        if not row.ok:
            self.app.toast(f"Can't load {row.path.name}: {row.error}.", theme.BAD, 5)
            return
        from engine.ui.table import open_saved
        open_saved(self.app, row.path)

    def layout(self, w, h) -> None:
        self.widgets = []
        rect = pygame.Rect(px(40), px(120), w - px(80), h - px(120) - px(100))
        sel = self.list.selected if self.list else 0
        scroll = self.list.scroll if self.list else 0
        self.list = self.add(ScrollList(rect, lambda: len(self.rows), px(64), self.draw_row,
                                        on_pick=lambda i: self._sync(), on_activate=self.load_selected))
        self.list.selected, self.list.scroll = (sel if self.rows else -1), scroll
        self.focus = self.widgets.index(self.list)
        self.back_button(w, h)
        self.load_btn = self.add(Button(pygame.Rect(w - px(240), h - px(76), px(200), px(48)), "Load",
                                        self.load_selected, primary=True, size=22, name="load"))
        self._sync()

    def _sync(self) -> None:
        i = self.list.selected
        self.load_btn.enabled = 0 <= i < len(self.rows) and self.rows[i].ok

    def draw_row(self, surf, r: pygame.Rect, i: int, selected: bool, hover: bool) -> None:
        row = self.rows[i]
        if selected:
            pygame.draw.rect(surf, theme.PANEL_HI, r.inflate(-px(8), -px(6)), border_radius=px(8))
        elif hover:
            pygame.draw.rect(surf, theme.PANEL, r.inflate(-px(8), -px(6)), border_radius=px(8))
        x = r.left + px(20)
        when = when_text(row.updated)
        if row.ok:
            name = row.title or row.game or "?"
            label = f"{name}" + ("  (autosave)" if row.path.stem == saves.AUTOSAVE_NAME else "")
            theme.blit_text(surf, label, (x, r.top + px(10)), 20, theme.INK, "bold")
            theme.blit_text(surf, seats_text(row.seats), (x, r.top + px(36)), 16, theme.INK_DIM)
            played = f"{row.moves} move{'' if row.moves == 1 else 's'} played"
            theme.blit_text(surf, f"{played} — turn {row.moves + 1}", (r.right - px(24), r.top + px(10)),
                            17, theme.ACCENT, anchor="topright")
            theme.blit_text(surf, when, (r.right - px(24), r.top + px(36)), 16, theme.INK_DIM, anchor="topright")
        else:
            theme.blit_text(surf, f"{row.path.name} — can't be loaded", (x, r.top + px(10)), 20, theme.BAD,
                            "bold")
            err = datafile.sentence(row.error or "it could not be read")
            img_w = r.width - px(300)
            lines = theme.wrap(err, img_w, 15)
            theme.blit_text(surf, lines[0] + (" …" if len(lines) > 1 else ""), (x, r.top + px(38)), 15, (236, 150, 120))
            theme.blit_text(surf, "kept on disk", (r.right - px(24), r.top + px(10)), 16, theme.INK_DIM, anchor="topright")
            theme.blit_text(surf, when, (r.right - px(24), r.top + px(36)), 16, theme.INK_DIM, anchor="topright")

    def draw_body(self, surf) -> None:
        if self.unchecked:
            done = len(self.rows)
            theme.blit_text(surf, f"Checking saved games… {done} of {done + len(self.unchecked)}",
                            (surf.get_width() - px(40), px(84)), 16, theme.INK_DIM, anchor="topright")
        elif not self.rows:
            theme.blit_text(surf, "No saved games yet. Games are saved automatically as you play.",
                            (surf.get_width() // 2, px(300)), 20, theme.INK_DIM, anchor="center")
        self._draw_selected_problem(surf)

    def _draw_selected_problem(self, surf) -> None:
        """The whole reason a selected save can't be loaded (its row has room for one line)."""
        i = self.list.selected if self.list else -1
        if not (0 <= i < len(self.rows)) or self.rows[i].ok:
            return
        w, h = surf.get_size()
        box = pygame.Rect(px(230), h - px(82), w - px(230) - px(270), px(64))
        text = f"{self.rows[i].path.name} can't be loaded. {datafile.sentence(self.rows[i].error or '')}"
        theme.blit_wrapped(surf, text, box, 15, (236, 150, 120))
