"""Small widgets: buttons, toggles, sliders, choice cyclers, text fields, scroll lists.

Each widget owns a real-pixel ``rect`` set by the scene's ``layout``; values
live in the scene and are read and written through ``get``/``set`` callables,
so rebuilding widgets on resize loses nothing.  Every widget works with the
mouse and, once focused (Tab), with the keyboard.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import pygame

from engine.phrases import written
from engine.ui import theme
from engine.ui.theme import px


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect, enabled: bool = True, tooltip: str | None = None):
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.visible = True
        self.hover = False
        self.tooltip = tooltip
        #: Why the widget is disabled, said on hover (a greyed-out control with no reason is a riddle).
        self.why_disabled: str | None = None

    def tip(self) -> str | None:
        """What hovering the widget says, if anything."""
        if not self.enabled and self.why_disabled:
            return self.why_disabled
        return self.tooltip

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(e.pos)
        return False

    def key(self, e: pygame.event.Event) -> bool:
        """A key press while focused; True if used."""
        return False

    def uses_key(self, key: int) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface, focused: bool = False) -> None:
        pass

    def draw_focus(self, surf: pygame.Surface, focused: bool) -> None:
        if focused:
            pygame.draw.rect(surf, theme.GLOW, self.rect.inflate(px(6), px(6)), max(1, px(2)),
                             border_radius=px(10))


class Button(Widget):
    def __init__(self, rect, label: str, on_click: Callable[[], Any], enabled: bool = True,
                 primary: bool = False, size: float = 20, tooltip: str | None = None,
                 name: str | None = None, danger: bool = False, why_disabled: str | None = None):
        super().__init__(rect, enabled, tooltip)
        self.why_disabled = why_disabled
        self.label = label
        self.on_click = on_click
        self.primary = primary
        #: Drawn on light paper (a tutorial note) rather than the dark app.
        self.on_paper = False
        self.danger = danger
        self.size = size
        self.name = name or label
        self._down = False

    def click(self) -> None:
        if self.enabled and self.visible:
            self.on_click()

    def handle(self, e) -> bool:
        super().handle(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            self._down = True
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            was, self._down = self._down, False
            if was and self.rect.collidepoint(e.pos):
                self.click()
                return True
        return False

    def key(self, e) -> bool:
        if e.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.click()
            return True
        return False

    def draw(self, surf, focused=False) -> None:
        if not self.enabled:
            bg, fg = (52, 56, 66), (120, 122, 130)
        elif self.primary and self.on_paper:
            # on a light note the amber face would hardly show: a dark face with amber words
            bg = (44, 50, 66) if not self.hover else (62, 70, 92)
            fg = theme.ACCENT
        elif self.primary:
            bg = theme.ACCENT if not self.hover else (248, 196, 90)
            fg = theme.INK_DARK
        elif self.danger:
            bg = (150, 64, 58) if not self.hover else (176, 78, 70)
            fg = theme.INK
        else:
            bg = theme.PANEL_HI if not self.hover else (76, 86, 108)
            fg = theme.INK
        r = self.rect.move(0, px(1) if self._down else 0)
        theme.note_box(surf, r)
        pygame.draw.rect(surf, (0, 0, 0), r.move(0, px(3)), border_radius=px(9))
        pygame.draw.rect(surf, bg, r, border_radius=px(9))
        hi = tuple(min(255, c + 28) for c in bg)
        pygame.draw.line(surf, hi, (r.left + px(8), r.top + px(2)), (r.right - px(8), r.top + px(2)), max(1, px(1)))
        # a label too wide shrinks to the least readable size, then takes a second line
        rows = max(1, (r.height - px(4)) // theme.font(theme.LEAST_SIZE, "bold").get_linesize())
        size, lines = theme.fit_lines(self.label, r.width - px(12), self.size, lines=rows, style="bold")
        if lines[-1].endswith("…") and not self.tooltip:
            self.tooltip = self.label   # cut short: the whole label on hover
        lh = theme.font(size, "bold").get_linesize()
        y = r.centery - lh * (len(lines) - 1) // 2
        for line in lines:
            img = theme.text(line, size, fg, "bold")
            surf.blit(img, img.get_rect(center=(r.centerx, y)))
            y += lh
        self.draw_focus(surf, focused)


class Toggle(Widget):
    def __init__(self, rect, label: str, get: Callable[[], bool], set: Callable[[bool], None],
                 size: float = 20, name: str | None = None):
        super().__init__(rect)
        self.label, self.get, self.set, self.size = label, get, set, size
        self.name = name or label

    def handle(self, e) -> bool:
        super().handle(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            self.set(not self.get())
            return True
        return False

    def key(self, e) -> bool:
        if e.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT):
            self.set(not self.get())
            return True
        return False

    def draw(self, surf, focused=False) -> None:
        theme.blit_text(surf, self.label, (self.rect.left, self.rect.centery), self.size, theme.INK,
                        anchor="midleft")
        on = self.get()
        sw = pygame.Rect(0, 0, px(56), px(28))
        sw.midright = self.rect.midright
        pygame.draw.rect(surf, theme.GOOD if on else (80, 84, 96), sw, border_radius=sw.h // 2)
        knob = (sw.right - sw.h // 2, sw.centery) if on else (sw.left + sw.h // 2, sw.centery)
        pygame.draw.circle(surf, theme.INK, knob, sw.h // 2 - px(3))
        theme.blit_text(surf, written("engine.toggle.on" if on else "engine.toggle.off"), (sw.left - px(10), sw.centery), self.size * 0.85,
                        theme.INK_DIM, anchor="midright")
        self.draw_focus(surf, focused)


class Slider(Widget):
    def __init__(self, rect, label: str, get: Callable[[], float], set: Callable[[float], None],
                 lo: float, hi: float, step: float, fmt: Callable[[float], str] = lambda v: f"{v:.1f}",
                 size: float = 20, name: str | None = None):
        super().__init__(rect)
        self.label, self.get, self.set = label, get, set
        self.lo, self.hi, self.step, self.fmt, self.size = lo, hi, step, fmt, size
        self.name = name or label
        self._drag = False

    def value(self) -> float:
        """The value shown: what ``get`` gives, kept within the slider (a value that is
        not a finite number shows as the low end rather than breaking the screen)."""
        v = self.get()
        if not isinstance(v, (int, float)) or not math.isfinite(v):
            return self.lo
        return min(self.hi, max(self.lo, v))

    def track(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, int(self.rect.width * 0.45), px(8))
        r.midright = (self.rect.right - px(12), self.rect.centery)
        return r

    def _set_from_x(self, x: int) -> None:
        t = self.track()
        f = min(1.0, max(0.0, (x - t.left) / max(1, t.width)))
        v = self.lo + f * (self.hi - self.lo)
        v = round(round(v / self.step) * self.step, 6)
        self.set(min(self.hi, max(self.lo, v)))

    def handle(self, e) -> bool:
        super().handle(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.track().inflate(px(20), px(24)).collidepoint(e.pos):
            self._drag = True
            self._set_from_x(e.pos[0])
            return True
        if e.type == pygame.MOUSEMOTION and self._drag:
            self._set_from_x(e.pos[0])
            return True
        if e.type == pygame.MOUSEBUTTONUP and self._drag:
            self._drag = False
            return True
        return False

    def uses_key(self, key) -> bool:
        return key in (pygame.K_LEFT, pygame.K_RIGHT)

    def key(self, e) -> bool:
        if e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            d = self.step if e.key == pygame.K_RIGHT else -self.step
            self.set(min(self.hi, max(self.lo, round(self.value() + d, 6))))
            return True
        return False

    def draw(self, surf, focused=False) -> None:
        theme.blit_text(surf, self.label, (self.rect.left, self.rect.centery), self.size, theme.INK,
                        anchor="midleft")
        t = self.track()
        pygame.draw.rect(surf, (70, 74, 88), t, border_radius=t.h // 2)
        value = self.value()
        f = (value - self.lo) / (self.hi - self.lo)
        fill = t.copy()
        fill.width = int(t.width * f)
        pygame.draw.rect(surf, theme.ACCENT, fill, border_radius=t.h // 2)
        pygame.draw.circle(surf, theme.INK, (t.left + fill.width, t.centery), px(11))
        theme.blit_text(surf, self.fmt(value), (t.left - px(16), t.centery), self.size * 0.9,
                        theme.ACCENT, anchor="midright")
        self.draw_focus(surf, focused)


class Choice(Widget):
    """A value picked from a list with < > arrows (click, or Left/Right when focused)."""

    def __init__(self, rect, label: str, choices: Sequence[Any], get: Callable[[], Any],
                 set: Callable[[Any], None], fmt: Callable[[Any], str] = str, size: float = 20,
                 name: str | None = None, label_width: float = 0.45):
        super().__init__(rect)
        self.label, self.choices, self.get, self.set, self.fmt = label, list(choices), get, set, fmt
        self.size = size
        self.name = name or label
        self.label_width = label_width

    def box(self) -> pygame.Rect:
        """The chooser's box: it takes the room its widest value needs (at most 3/5 of the row),
        the label the rest."""
        lw = int(self.rect.width * self.label_width) if self.label else 0
        if self.label and self.choices:
            need = max(theme.font(self.size).size(self.fmt(c))[0] for c in self.choices) + 2 * self.rect.height + px(8)
            lw = max(int(self.rect.width * 0.4), min(lw, self.rect.width - need))
        return pygame.Rect(self.rect.left + lw, self.rect.top, self.rect.width - lw, self.rect.height)

    def cycle(self, d: int) -> None:
        if not self.choices or not self.enabled:
            return
        try:
            i = self.choices.index(self.get())
        except ValueError:
            i = 0
        self.set(self.choices[(i + d) % len(self.choices)])

    def handle(self, e) -> bool:
        super().handle(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 3) and self.box().collidepoint(e.pos):
            b = self.box()
            left = e.pos[0] < b.left + b.height or e.button == 3
            self.cycle(-1 if left else 1)
            return True
        return False

    def uses_key(self, key) -> bool:
        return key in (pygame.K_LEFT, pygame.K_RIGHT)

    def key(self, e) -> bool:
        if e.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
            self.cycle(-1 if e.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surf, focused=False) -> None:
        b = self.box()
        if self.label:
            room = b.left - self.rect.left - px(10)
            rows = max(1, self.rect.height // theme.font(theme.LEAST_SIZE).get_linesize())
            size, lines = theme.fit_lines(self.label, room, self.size, lines=rows)
            if lines[-1].endswith("…") and not self.tooltip:
                self.tooltip = self.label   # the whole label on hover
            lh = theme.font(size).get_linesize()
            y = self.rect.centery - lh * (len(lines) - 1) // 2
            for line in lines:
                theme.blit_text(surf, line, (self.rect.left, y), size, theme.INK, anchor="midleft")
                y += lh
        pygame.draw.rect(surf, theme.BG2 if self.enabled else (40, 42, 50), b, border_radius=px(8))
        pygame.draw.rect(surf, theme.PANEL_HI, b, max(1, px(1)), border_radius=px(8))
        col = theme.INK if self.enabled else theme.INK_DIM
        for sx, ch in ((b.left + b.height // 2, "<"), (b.right - b.height // 2, ">")):
            theme.blit_text(surf, ch, (sx, b.centery), self.size, theme.ACCENT if self.enabled else col,
                            "bold", anchor="center")
        size, lines = theme.fit_lines(self.fmt(self.get()), b.width - 2 * b.height, self.size)
        lh = theme.font(size).get_linesize()
        y = b.centery - lh * (len(lines) - 1) // 2
        for line in lines:
            theme.blit_text(surf, line, (b.centerx, y), size, col, anchor="center")
            y += lh
        self.draw_focus(surf, focused)


class TextField(Widget):
    def __init__(self, rect, get: Callable[[], str], set: Callable[[str], None], maxlen: int = 16,
                 size: float = 20, name: str = "text"):
        super().__init__(rect)
        self.get, self.set, self.maxlen, self.size, self.name = get, set, maxlen, size, name
        self.active = False
        self._t = 0.0

    def handle(self, e) -> bool:
        super().handle(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            self.active = self.rect.collidepoint(e.pos)
            return self.active
        if e.type == pygame.TEXTINPUT and self.active:
            self.set((self.get() + e.text)[: self.maxlen])
            return True
        if e.type == pygame.KEYDOWN and self.active:
            return self.key(e)
        return False

    def uses_key(self, key) -> bool:
        return True

    def key(self, e) -> bool:
        self.active = True
        if e.key == pygame.K_BACKSPACE:
            self.set(self.get()[:-1])
            return True
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.active = False
            return False
        if e.key in (pygame.K_UP, pygame.K_DOWN):
            self.active = False
            return False
        return True  # typed characters arrive as TEXTINPUT

    def update(self, dt) -> None:
        self._t += dt

    def draw(self, surf, focused=False) -> None:
        if not focused and not self.active:
            pass
        pygame.draw.rect(surf, (20, 22, 28), self.rect, border_radius=px(7))
        pygame.draw.rect(surf, theme.ACCENT if (self.active or focused) else theme.PANEL_HI, self.rect,
                         max(1, px(2 if self.active else 1)), border_radius=px(7))
        img = theme.text(self.get() or " ", self.size, theme.INK)
        r = img.get_rect(midleft=(self.rect.left + px(10), self.rect.centery))
        surf.blit(img, r)
        if (self.active or focused) and int(self._t * 2) % 2 == 0:
            x = r.right + px(2) if self.get() else self.rect.left + px(10)
            pygame.draw.line(surf, theme.INK, (x, self.rect.top + px(6)), (x, self.rect.bottom - px(6)), max(1, px(2)))


class ScrollList(Widget):
    """A vertical list of rows drawn by ``draw_row(surf, rect, index, selected, hover)``; only
    the rows in view are drawn, so its length costs nothing a frame.  It scrolls by the wheel,
    the arrow keys and by dragging its bar."""

    def __init__(self, rect, count: Callable[[], int], row_h: int,
                 draw_row: Callable[[pygame.Surface, pygame.Rect, int, bool, bool], None],
                 on_pick: Callable[[int], None] | None = None, on_activate: Callable[[int], None] | None = None,
                 name: str = "list"):
        super().__init__(rect)
        self.name = name
        self.count, self.row_h, self.draw_row = count, row_h, draw_row
        self.on_pick, self.on_activate = on_pick, on_activate
        self.scroll = 0
        self.selected = 0 if count() else -1
        self._hover_i = -1
        self._last_click = (-1, 0)
        self._dragging: int | None = None   # where on the bar it was taken, while dragged

    def max_scroll(self) -> int:
        return max(0, self.count() * self.row_h - self.rect.height)

    def bar(self) -> pygame.Rect | None:
        """The scroll bar's handle (None when everything fits)."""
        most = self.max_scroll()
        if most <= 0:
            return None
        bar_h = max(px(30), int(self.rect.height * self.rect.height / (self.count() * self.row_h)))
        y = self.rect.top + int((self.rect.height - bar_h) * self.scroll / most)
        return pygame.Rect(self.rect.right - px(14), y, px(12), bar_h)

    def _drag_bar(self, y: int) -> None:
        bar, most = self.bar(), self.max_scroll()
        if bar is None or self._dragging is None:
            return
        room = max(1, self.rect.height - bar.height)
        self.scroll = min(most, max(0, round((y - self._dragging - self.rect.top) * most / room)))

    def index_at(self, pos) -> int:
        if not self.rect.collidepoint(pos):
            return -1
        i = (pos[1] - self.rect.top + self.scroll) // self.row_h
        return i if 0 <= i < self.count() else -1

    def pick(self, i: int) -> None:
        self.selected = i
        top = i * self.row_h
        if top < self.scroll:
            self.scroll = top
        elif top + self.row_h > self.scroll + self.rect.height:
            self.scroll = top + self.row_h - self.rect.height
        if self.on_pick:
            self.on_pick(i)

    def handle(self, e) -> bool:
        super().handle(e)
        if e.type == pygame.MOUSEMOTION:
            self._hover_i = self.index_at(e.pos)
        if e.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll = min(self.max_scroll(), max(0, self.scroll - e.y * self.row_h // 2))
            return True
        if e.type == pygame.MOUSEMOTION and self._dragging is not None:
            self._drag_bar(e.pos[1])
            return True
        if e.type == pygame.MOUSEBUTTONUP and self._dragging is not None:
            self._dragging = None
            return True
        bar = self.bar()
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and bar is not None and bar.inflate(px(6), 0).collidepoint(e.pos):
            self._dragging = e.pos[1] - bar.top
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            i = self.index_at(e.pos)
            if i >= 0:
                now = pygame.time.get_ticks()
                dbl = self._last_click[0] == i and now - self._last_click[1] < 400
                self._last_click = (i, now)
                self.pick(i)
                if dbl and self.on_activate:
                    self.on_activate(i)
                return True
        return False

    def uses_key(self, key) -> bool:
        return key in (pygame.K_UP, pygame.K_DOWN)

    def key(self, e) -> bool:
        n = self.count()
        if not n:
            return False
        if e.key == pygame.K_DOWN:
            self.pick(min(n - 1, self.selected + 1))
            return True
        if e.key == pygame.K_UP:
            self.pick(max(0, self.selected - 1))
            return True
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_activate and self.selected >= 0:
            self.on_activate(self.selected)
            return True
        return False

    def draw(self, surf, focused=False) -> None:
        pygame.draw.rect(surf, theme.BG2, self.rect, border_radius=px(8))
        clip = surf.get_clip()
        surf.set_clip(self.rect.clip(clip))
        first = self.scroll // self.row_h
        for i in range(first, min(self.count(), first + self.rect.height // self.row_h + 2)):
            r = pygame.Rect(self.rect.left, self.rect.top + i * self.row_h - self.scroll, self.rect.width, self.row_h)
            self.draw_row(surf, r, i, i == self.selected, i == self._hover_i)
        surf.set_clip(clip)
        bar = self.bar()
        if bar is not None:
            grip = bar.inflate(-px(4), 0) if self._dragging is None else bar
            pygame.draw.rect(surf, theme.ACCENT if self._dragging is not None else theme.PANEL_HI, grip,
                             border_radius=px(3))
        pygame.draw.rect(surf, theme.PANEL_HI, self.rect, max(1, px(1)), border_radius=px(8))
        self.draw_focus(surf, focused)
