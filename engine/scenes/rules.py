"""The rules reference: the game's own rules text for players, rendered with scrolling."""

from __future__ import annotations

import importlib.resources
import sys
from pathlib import Path

import pygame

from engine import i18n
from engine.game import GameInfo
from engine.phrases import game_title, title_message, written
from engine.scenes.base import MenuScene
from engine.text import Message
from engine.ui import theme
from engine.ui.markdown import MarkdownView
from engine.ui.theme import px


def rules_text(info) -> str:
    """The game's rules reference in the display language where it has one
    (``rules_reference.ko.md``), else as written."""
    if not isinstance(info, GameInfo):
        return f"# {written('engine.rules.heading_plain')}\n\n{written('engine.rules.not_available', why=info)}"
    if not info.rules_file:
        return f"# {game_title(info)}\n\n{written('engine.rules.not_written')}"
    err = None
    for name in i18n.localized_names(info.rules_file):
        try:
            return _read(info, name)
        except Exception as e:
            err = e   # the file itself is tried last: its error is the one to tell
    return f"# {game_title(info)}\n\n{written('engine.rules.unreadable', why=err)}"


def _read(info: GameInfo, name: str) -> str:
    """The game's file ``name``; the error of reading it from the game's package if it can't be."""
    try:
        return importlib.resources.files(info.name).joinpath(name).read_text(encoding="utf-8")
    except Exception as e:
        err = e
    try:  # a game that is a single module: the file sits beside it
        mod = sys.modules.get(info.state_type.__module__)
        return (Path(mod.__file__).parent / name).read_text(encoding="utf-8")
    except Exception:
        raise err from None


class RulesScene(MenuScene):
    def __init__(self, app, info):
        super().__init__(app)
        self.info = info
        self.heading = (Message("engine.rules.heading", title=title_message(info)) if isinstance(info, GameInfo)
                        else Message("engine.rules.heading_plain"))
        self.subheading = Message("engine.rules.subheading")
        self.lang = i18n.language()
        self.view = MarkdownView(rules_text(info))
        self.scroll = 0
        self._drag: int | None = None

    def layout(self, w, h) -> None:
        self.widgets = []
        if self.lang != i18n.language():   # the language changed: the rules in the new one
            self.lang, self.view, self.scroll = i18n.language(), MarkdownView(rules_text(self.info)), 0
        toc_w = px(250) if w > px(1000) else 0
        self.toc_rect = pygame.Rect(px(40), px(120), toc_w - px(20), h - px(220)) if toc_w else None
        self.body = pygame.Rect(px(40) + toc_w, px(120), min(w - px(80) - toc_w, px(960)), h - px(220))
        self.view.layout(self.body.width - px(40))
        self.scroll = min(self.scroll, self.max_scroll())
        self.back_button(w, h)
        self.toc: list[tuple[pygame.Rect, int]] = []
        if self.toc_rect:
            y = self.toc_rect.top + px(12)
            for text, hy in self.view.headings:
                if y > self.toc_rect.bottom - px(24):
                    break
                r = pygame.Rect(self.toc_rect.left + px(10), y, self.toc_rect.width - px(20), px(24))
                self.toc.append((r, hy, text))
                y += px(26)

    def max_scroll(self) -> int:
        return max(0, self.view.height - (self.body.height - px(40)))

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), y))

    def handle(self, e) -> bool:
        if super().handle(e):
            return True
        step = int(theme.font(18).get_linesize() * 3)
        if e.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - e.y * step)
            return True
        if e.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.body.height - px(80),
                    pygame.K_PAGEUP: -(self.body.height - px(80)), pygame.K_SPACE: self.body.height - px(80)}
            if e.key in keys:
                self.scroll_to(self.scroll + keys[e.key])
                return True
            if e.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if e.key == pygame.K_END:
                self.scroll_to(self.max_scroll())
                return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for r, hy, _ in self.toc:
                if r.collidepoint(e.pos):
                    self.scroll_to(hy - px(10))
                    return True
            bar = self.scrollbar()
            if bar and bar.inflate(px(16), 0).collidepoint(e.pos):
                self._drag = e.pos[1]
                return True
        if e.type == pygame.MOUSEMOTION and self._drag is not None:
            dy = e.pos[1] - self._drag
            self._drag = e.pos[1]
            track = self.body.height - px(20)
            self.scroll_to(self.scroll + int(dy * self.view.height / max(1, track)))
            return True
        if e.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        return False

    def scrollbar(self) -> pygame.Rect | None:
        if self.max_scroll() <= 0:
            return None
        track = self.body.height - px(20)
        bh = max(px(40), int(track * self.body.height / max(1, self.view.height)))
        y = self.body.top + px(10) + int((track - bh) * self.scroll / self.max_scroll())
        return pygame.Rect(self.body.right - px(12), y, px(6), bh)

    def draw_body(self, surf) -> None:
        theme.panel(surf, self.body, theme.PANEL, radius=px(12))
        inner = self.body.inflate(-px(40), -px(30))
        self.view.draw(surf, inner, self.scroll)
        bar = self.scrollbar()
        if bar:
            pygame.draw.rect(surf, theme.PANEL_HI, bar, border_radius=px(3))
        if self.toc_rect:
            theme.panel(surf, self.toc_rect, theme.BG2, radius=px(12))
            current = 0
            for i, (_, hy, _) in enumerate(self.toc):
                if hy - px(20) <= self.scroll:
                    current = i
            for i, (r, hy, text) in enumerate(self.toc):
                col = theme.ACCENT if i == current else theme.INK_DIM
                s = text if theme.font(15).size(text)[0] < r.width else text[: max(3, int(len(text) * r.width / theme.font(15).size(text)[0]) - 2)] + "…"
                theme.blit_text(surf, s, (r.left, r.centery), 15, col, anchor="midleft")
