"""Scenes and the scene manager (push / pop / replace with short fades)."""

from __future__ import annotations

from typing import Any

import pygame

from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Widget


class Scene:
    """One screen of the app.

    ``layout`` builds widgets for the current window size (called on entry and
    on every resize or UI-scale change); ``handle`` gets each event; ``update``
    advances time; ``draw`` paints.  ``opaque = False`` scenes (overlays such as
    the pause menu) are drawn over the scene beneath.
    """

    opaque = True
    title = ""
    #: A still scene changes only on input (menus, pages): while it shows, the app rests.
    still = False

    def __init__(self, app: Any):  # the App: engine/app.py stands above the kit
        self.app = app
        self.widgets: list[Widget] = []
        self.focus: int | None = None

    # -- life cycle ---------------------------------------------------------
    def enter(self) -> None:
        """Called when pushed (after layout)."""

    def leave(self) -> None:
        """Called when popped or replaced."""

    def resume(self) -> None:
        """Called when the scene above was popped."""

    def layout(self, w: int, h: int) -> None:
        """Rebuild widgets for a ``w`` x ``h`` window."""

    def frame_rate(self) -> float:
        """Frames a second this scene needs while no input arrives: 60 while something on it
        moves by itself, fewer for a small spinner, 0 when it is still (the app then rests)."""
        return 0.0 if self.still else 60.0

    # -- frame -----------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> bool:
        """Give widgets the event, then keyboard focus keys.  True if used."""
        for wdg in reversed(self.widgets):
            if wdg.visible and wdg.handle(e):
                if wdg.focusable and e.type == pygame.MOUSEBUTTONDOWN:
                    self.focus_widget(wdg)
                return True
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_TAB:
                self.move_focus(-1 if e.mod & pygame.KMOD_SHIFT else 1)
                return True
            if e.key in (pygame.K_DOWN, pygame.K_UP) and not self._focused_uses_arrows(e.key):
                self.move_focus(1 if e.key == pygame.K_DOWN else -1)
                return True
            f = self.focused()
            if f is not None and f.key(e):
                return True
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        self.draw_widgets(surf)

    def draw_widgets(self, surf: pygame.Surface) -> None:
        f = self.focused()
        for w in self.widgets:
            if w.visible:
                w.draw(surf, focused=(w is f))
        self.draw_tooltip(surf)

    def hovered_widget(self) -> Widget | None:
        """The widget under the pointer that has something to say, if any."""
        return next((w for w in reversed(self.widgets) if w.visible and w.hover and w.tip()), None)

    def draw_tooltip(self, surf: pygame.Surface) -> None:
        """The hovered widget's tooltip (or why it is disabled), while this scene has the pointer
        (not under a pause menu that came up while a button was hovered)."""
        w = self.hovered_widget()
        if w is not None and self.app.scenes.top is self:
            self.draw_tip(surf, w.tip(), w.rect)

    TIP_SIZE = 15

    def draw_tip(self, surf: pygame.Surface, text: str, target: pygame.Rect) -> None:
        """``text`` in a small box beside ``target`` (what it explains), inside the window and
        never over the target."""
        self.paint_tip(surf, *self.tip_layout(surf, text, target))

    def tip_layout(self, surf: pygame.Surface, text: str, target: pygame.Rect) -> tuple[pygame.Rect, list, int]:
        """Where ``draw_tip`` puts ``text``: its box, its lines and their step."""
        size = self.TIP_SIZE
        lines = theme.wrap(text, min(px(300), surf.get_width() - px(40)), size)
        lh = int(theme.font(size).get_linesize() * 1.05)
        width = max(theme.font(size).size(line)[0] for line in lines) + px(20)
        return theme.beside((width, len(lines) * lh + px(12)), target, surf.get_rect(), px(6)), lines, lh

    def paint_tip(self, surf: pygame.Surface, box: pygame.Rect, lines: list, lh: int) -> None:
        theme.note_overlay(surf, box)
        theme.panel(surf, box, theme.BG2, border=theme.PANEL_HI, radius=px(6), shadow=False)
        y = box.top + px(6)
        for line in lines:
            theme.blit_text(surf, line, (box.left + px(10), y), self.TIP_SIZE, theme.INK)
            y += lh

    def controls(self) -> list[pygame.Rect]:
        """Where on the screen this scene takes input (a toast never covers them)."""
        return [w.rect for w in self.widgets if w.visible]

    def reading(self) -> list[pygame.Rect]:
        """What the player reads to know what to do (a toast avoids it where it can)."""
        return []

    # -- focus -------------------------------------------------------------------
    def focused(self) -> Widget | None:
        if self.focus is None or self.focus >= len(self.widgets):
            return None
        return self.widgets[self.focus]

    def focus_widget(self, wdg: Widget) -> None:
        """Focus ``wdg``, or its successor of the same name when handling it rebuilt the
        widgets (a player-count arrow or the fullscreen toggle lays the screen out anew)."""
        for i, w in enumerate(self.widgets):
            if w is wdg:
                self.focus = i
                return
        name = getattr(wdg, "name", None)
        for i, w in enumerate(self.widgets):
            if name and getattr(w, "name", None) == name:
                self.focus = i
                return
        self.focus = None

    def _focused_uses_arrows(self, key: int) -> bool:
        f = self.focused()
        return f is not None and f.uses_key(key)

    def move_focus(self, step: int) -> None:
        idx = [i for i, w in enumerate(self.widgets) if w.focusable and w.visible and w.enabled]
        if not idx:
            return
        if self.focus not in idx:
            self.focus = idx[0] if step > 0 else idx[-1]
            return
        k = idx.index(self.focus)
        self.focus = idx[(k + step) % len(idx)]

    def add(self, w: Widget) -> Widget:
        self.widgets.append(w)
        return w


class SceneManager:
    """A stack of scenes; the top one gets events, opaque ones hide those below."""

    FADE = 0.16

    def __init__(self, app: Any):  # the App: engine/app.py stands above the kit
        self.app = app
        self.stack: list[Scene] = []
        self._fade_from: pygame.Surface | None = None
        self._fade_t = 0.0

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _snapshot(self, transition: bool) -> None:
        if transition and self.stack and self.app.screen is not None:
            self._fade_from = self.app.screen.copy()
            self._fade_t = self.FADE

    def _enter(self, scene: Scene) -> None:
        w, h = self.app.size
        scene.layout(w, h)
        scene.enter()

    def push(self, scene: Scene, transition: bool = True) -> Scene:
        self._snapshot(transition and scene.opaque)
        self.stack.append(scene)
        self._enter(scene)
        return scene

    def pop(self, transition: bool = True) -> Scene | None:
        if not self.stack:
            return None
        old = self.stack[-1]
        self._snapshot(transition and old.opaque)
        self.stack.pop()
        old.leave()
        if self.stack:
            w, h = self.app.size
            self.stack[-1].layout(w, h)
            self.stack[-1].resume()
        return old

    def replace(self, scene: Scene, transition: bool = True) -> Scene:
        self._snapshot(transition)
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        self._enter(scene)
        return scene

    def reset(self, scene: Scene, transition: bool = True) -> Scene:
        """Clear the stack and show ``scene``."""
        self._snapshot(transition)
        while self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        self._enter(scene)
        return scene

    def find(self, cls: type) -> Scene | None:
        for s in reversed(self.stack):
            if isinstance(s, cls):
                return s
        return None

    def relayout(self) -> None:
        w, h = self.app.size
        for s in self.stack:
            s.layout(w, h)

    def frame_rate(self) -> float:
        """The frames a second the scenes shown need without input (a fade between scenes: all)."""
        if self._fade_t > 0:
            return 60.0
        return max((s.frame_rate() for s in self.shown()), default=0.0)

    def handle(self, e: pygame.event.Event) -> None:
        if self.top is not None:
            self.top.handle(e)

    def update(self, dt: float) -> None:
        if self._fade_t > 0:
            self._fade_t = max(0.0, self._fade_t - dt)
            if self._fade_t == 0:
                self._fade_from = None
        # every scene keeps its clock running (a table animates under the pause menu)
        for s in list(self.stack):
            if s is self.top or getattr(s, "animate_when_covered", False):
                s.update(dt)

    def shown(self) -> list[Scene]:
        """The scenes drawn: the top one and those it lets show through, bottom first."""
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        return self.stack[max(0, start):]

    def controls(self) -> list[pygame.Rect]:
        return [r for s in self.shown() for r in s.controls()]

    def reading(self) -> list[pygame.Rect]:
        return [r for s in self.shown() for r in s.reading()]

    def draw(self, surf: pygame.Surface) -> None:
        if not self.stack:
            surf.fill(theme.BG)
            return
        for s in self.shown():
            if not s.opaque:
                dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
                dim.fill((0, 0, 0, 140))
                surf.blit(dim, (0, 0))
                theme.note_overlay(surf, surf.get_rect())   # drawn over the dimmed scene on purpose
            s.draw(surf)
        if self._fade_from is not None and self._fade_t > 0:
            if self._fade_from.get_size() == surf.get_size():
                self._fade_from.set_alpha(int(255 * self._fade_t / self.FADE))
                surf.blit(self._fade_from, (0, 0))
