"""Choosing a file in the app: a folder's subfolders and the files a caller can use, in a
scrolling list, with Up, Cancel and Open (no system dialog: the same window, keys and
languages as every other screen).

A modal over the scene that asked, shaped like the dialogs (engine/ui/dialogs.py).  Mouse:
click a row to choose it, double-click (or Open) to go into a folder or take a file.  Keys:
↑ ↓ choose, Enter opens, Backspace goes up, a letter jumps to the next name that starts with
it, Escape cancels.  ``take(path)`` does the work and returns a sentence saying why the file
cannot be used (the picker stays open and shows it: the file itself is never touched) or None
(the picker closes).  A folder that cannot be read says so and the picker stays where it was.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from engine.phrases import shown, written
from engine.text import Message
from engine.ui import theme
from engine.ui.dialogs import TITLE_SIZE
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button, ScrollList

ROW_SIZE = 17
TEXT_SIZE = 15


@dataclass(frozen=True)
class Entry:
    name: str
    folder: bool


def entries(folder: Path, suffixes: tuple[str, ...]) -> list[Entry]:
    """The subfolders of ``folder``, then its files ending in one of ``suffixes`` (any case),
    each by name (hidden ones left out); OSError when the folder cannot be read."""
    found = []
    with os.scandir(folder) as it:
        for e in it:
            if e.name.startswith("."):
                continue
            try:
                if e.is_dir():
                    found.append(Entry(e.name, True))
                elif e.is_file() and e.name.lower().endswith(suffixes):
                    found.append(Entry(e.name, False))
            except OSError:
                continue   # a name that vanished or cannot be looked at is not offered
    return sorted(found, key=lambda x: (not x.folder, x.name.casefold()))


class FilePicker(Scene):
    still = True
    opaque = False

    def __init__(self, app, title: Message, start: Path, take: Callable[[Path], str | None],
                 suffixes: tuple[str, ...] = (".json",), note: Message | None = None):
        """``title`` and ``note`` (a line under the folder's path) are messages, written in the
        language of the moment at every frame."""
        super().__init__(app)
        self.heading, self.take, self.suffixes, self.note = title, take, suffixes, note
        self.folder = Path(start)
        self.items: list[Entry] = []
        self.problem = ""
        self.list: ScrollList | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        if not self.go_to(self.folder):
            self.go_to(Path(self.folder.anchor or "/"))

    # -- moving about ----------------------------------------------------------------------
    def go_to(self, folder: Path, select: str | None = None) -> bool:
        """Show ``folder`` (its entry ``select`` chosen); False, with the reason shown, when it
        cannot be read."""
        try:
            items = entries(folder, self.suffixes)
        except OSError:
            self.problem = written("engine.picker.cant_read", name=folder.name or str(folder))
            return False
        self.folder, self.items, self.problem = folder, items, ""
        if self.list is not None:
            names = [e.name for e in items]
            self.list.scroll = 0
            self.list.selected = -1
            if items:
                self.list.pick(names.index(select) if select in names else 0)
        return True

    def up(self) -> None:
        parent = self.folder.parent
        if parent != self.folder:
            self.go_to(parent, select=self.folder.name)

    def selected(self) -> Entry | None:
        i = self.list.selected if self.list is not None else -1
        return self.items[i] if 0 <= i < len(self.items) else None

    def open(self, i: int | None = None) -> None:
        if i is not None and self.list is not None:
            self.list.selected = i
        entry = self.selected()
        if entry is None:
            return
        path = self.folder / entry.name
        if entry.folder:
            self.go_to(path)
            return
        problem = self.take(path)
        if problem:
            self.problem = problem
        else:
            self.close()

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop(transition=False)

    def jump(self, letter: str) -> None:
        """Choose the next entry after the chosen one whose name starts with ``letter``."""
        if not self.items or self.list is None:
            return
        n, start = len(self.items), self.list.selected
        for k in range(1, n + 1):
            i = (start + k) % n
            if self.items[i].name.casefold().startswith(letter.casefold()):
                self.list.pick(i)
                return

    # -- layout ----------------------------------------------------------------------------
    def layout(self, w, h) -> None:
        self.widgets = []
        width, height = min(px(760), w - px(40)), min(px(620), h - px(40))
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        x, inner = self.box.left + px(24), width - px(48)
        bh, gap = px(44), px(12)
        top = self.box.top + px(20) + theme.font(TITLE_SIZE, "title").get_linesize() + px(6)
        top += (1 + len(self._note_lines(inner))) * theme.font(TEXT_SIZE).get_linesize() + px(8)
        bottom = self.box.bottom - px(20) - bh - px(10) - theme.font(TEXT_SIZE).get_linesize()
        sel = self.list.selected if self.list is not None else (0 if self.items else -1)
        scroll = self.list.scroll if self.list is not None else 0
        self.list = self.add(ScrollList(pygame.Rect(x, top, inner, max(px(44), bottom - top - px(6))),
                                        lambda: len(self.items), px(32), self.draw_row,
                                        on_activate=self.open, name="picker-list"))
        self.list.selected = min(sel, len(self.items) - 1)
        self.list.scroll = min(scroll, self.list.max_scroll())
        y = self.box.bottom - px(20) - bh
        bw = min(px(150), (inner - 2 * gap) // 3)
        self.add(Button(pygame.Rect(x, y, bw, bh), written("engine.picker.up"), self.up, size=18,
                        name="picker-up", enabled=self.folder.parent != self.folder,
                        why_disabled=written("engine.picker.at_top")))
        right = self.box.right - px(24)
        self.add(Button(pygame.Rect(right - 2 * bw - gap, y, bw, bh), written("engine.button.cancel"), self.close,
                        size=18, name="cancel"))
        self.add(Button(pygame.Rect(right - bw, y, bw, bh), written("engine.picker.open"), self.open,
                        primary=True, size=18, name="picker-open"))
        self.focus = self.widgets.index(self.list)

    def _note_lines(self, width: int) -> list[str]:
        return theme.wrap(shown(self.note), width, TEXT_SIZE)[:2] if self.note is not None else []

    # -- input -----------------------------------------------------------------------------
    def handle(self, e) -> bool:
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                self.close()
                return True
            if e.key == pygame.K_BACKSPACE:
                self.up()
                self._relayout()
                return True
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focused() is self.list:
                self.open()
                self._relayout()
                return True
            if e.unicode and e.unicode.isprintable() and not e.unicode.isspace():
                self.jump(e.unicode)
                return True
        folder = self.folder
        super().handle(e)
        if self.folder != folder:
            self._relayout()   # Up's state follows the folder shown
        return True   # modal: nothing reaches the scene below

    def _relayout(self) -> None:
        if self.app.scenes.top is self:
            self.layout(*self.app.screen.get_size())

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surf) -> None:
        theme.panel(surf, self.box, theme.PANEL, border=theme.PANEL_HI, radius=px(14))
        x, inner = self.box.left + px(24), self.box.width - px(48)
        y = self.box.top + px(20)
        theme.blit_text(surf, shown(self.heading), (x, y), TITLE_SIZE, theme.INK, "title")
        y += theme.font(TITLE_SIZE, "title").get_linesize() + px(6)
        lh = theme.font(TEXT_SIZE).get_linesize()
        theme.blit_text(surf, _tail(str(self.folder), inner, TEXT_SIZE), (x, y), TEXT_SIZE, theme.ACCENT)
        y += lh
        for line in self._note_lines(inner):
            theme.blit_text(surf, line, (x, y), TEXT_SIZE, theme.INK_DIM)
            y += lh
        if self.problem and self.list is not None:
            for line in theme.wrap(self.problem, inner, TEXT_SIZE)[:1]:
                theme.blit_text(surf, line, (x, self.list.rect.bottom + px(6)), TEXT_SIZE, theme.BAD)
        self.draw_widgets(surf)
        if self.list is not None and not self.items:   # over the empty list
            theme.blit_text(surf, written("engine.picker.empty"), self.list.rect.center, TEXT_SIZE,
                            theme.INK_DIM, anchor="center")

    def draw_row(self, surf, rect: pygame.Rect, i: int, selected: bool, hover: bool) -> None:
        entry = self.items[i]
        if selected or hover:
            pygame.draw.rect(surf, theme.PANEL_HI if selected else theme.PANEL, rect.inflate(-px(6), -px(4)),
                             border_radius=px(6))
        icon = pygame.Rect(rect.left + px(12), rect.centery - px(8), px(20), px(16))
        if entry.folder:
            tab = pygame.Rect(icon.left, icon.top - px(3), px(9), px(5))
            pygame.draw.rect(surf, theme.ACCENT, tab, border_radius=px(2))
            pygame.draw.rect(surf, theme.ACCENT, icon, border_radius=px(3))
        else:
            page = icon.inflate(-px(6), px(2))
            pygame.draw.rect(surf, theme.INK_DIM, page, max(1, px(2)), border_radius=px(2))
        room = rect.width - px(60)
        theme.blit_text(surf, theme.cut(entry.name, room, ROW_SIZE), (rect.left + px(44), rect.centery), ROW_SIZE,
                        theme.INK if entry.folder else theme.INK_DIM, anchor="midleft")


def _tail(text: str, width: int, size: int) -> str:
    """``text`` cut at its start to fit ``width`` (a folder's path: its end says most)."""
    font = theme.font(size)
    if font.size(text)[0] <= width:
        return text
    while text and font.size("…" + text)[0] > width:
        text = text[1:]
    return "…" + text
