"""Colours, sizes and cached text: one look for every scene.

Sizes are given in *design pixels* (a 1280x800 window at UI scale 1) and
turned into real pixels with :func:`px`; text is rendered at the real size,
so it stays sharp from 1024x640 to 4K.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Hashable

import pygame

from engine.ui.fonts import BundledFont

# -- palette -------------------------------------------------------------------
BG = (24, 28, 36)
BG2 = (34, 40, 52)
PANEL = (44, 50, 64)
PANEL_HI = (58, 66, 84)
FELT = (34, 84, 62)
FELT_DARK = (24, 62, 46)
INK = (236, 232, 222)
INK_DIM = (170, 172, 180)
INK_DARK = (30, 30, 36)
ACCENT = (236, 178, 64)
ACCENT_DARK = (170, 120, 30)
GOOD = (108, 200, 120)
BAD = (226, 96, 86)
GLOW = (255, 226, 120)
SHADOW = (0, 0, 0, 90)

#: Seat colours offered in setup (name -> RGB); colour-blind play adds symbols.
SEAT_COLOURS: dict[str, tuple[int, int, int]] = {
    "red": (208, 72, 64),
    "blue": (64, 120, 210),
    "green": (70, 160, 90),
    "yellow": (226, 190, 60),
    "purple": (150, 90, 190),
    "orange": (230, 130, 50),
}
#: The symbol drawn with each seat colour when colour-blind symbols are on.
SEAT_SYMBOLS: dict[str, str] = {
    "red": "circle", "blue": "square", "green": "triangle",
    "yellow": "star", "purple": "diamond", "orange": "cross",
}


def seat_rgb(colour: str) -> tuple[int, int, int]:
    return SEAT_COLOURS.get(colour, (160, 160, 160))


# -- scale -----------------------------------------------------------------------
_scale = 1.0
_fit = 1.0          # the window's size against 1280x800 (what the UI scale multiplies)

#: The least readable height of a text, in real pixels at 1280x800 and in proportion to the
#: window elsewhere (the layout check's floor): whatever the UI scale, no text is smaller.
READABLE_PX = 11


def set_scale(window_size: tuple[int, int], ui_scale: float = 1.0) -> float:
    """Set the design-to-real factor for a window size and the user's UI scale."""
    global _scale, _fit
    w, h = window_size
    _fit = min(w / 1280.0, h / 800.0)
    _scale = max(0.5, min(4.0, _fit * max(0.5, min(2.0, ui_scale))))
    return _scale


def readable(size: float) -> bool:
    """Whether text at ``size`` design pixels is at least the readable height in this window."""
    return max(6, px(size)) >= READABLE_PX * _fit - 0.01


def scale() -> float:
    return _scale


def px(n: float) -> int:
    """Design pixels to real pixels (at least 1 for n > 0)."""
    v = int(round(n * _scale))
    return max(1, v) if n > 0 else v


# -- fonts and text --------------------------------------------------------------
# Every style is a font bundled with the app (engine/ui/fonts.py), never a system font,
# so text has the same look and size on every machine.
class SurfaceCache(OrderedDict):
    """A dict of surfaces that keeps to ``budget`` bytes of pixels: the ones least recently
    used go first.  Long sessions draw ever new words and sizes; the cache stays the size of
    what a screen needs, not of everything ever drawn."""

    def __init__(self, budget: int):
        super().__init__()
        self.budget = budget
        self.bytes = 0

    @staticmethod
    def size_of(value: Any) -> int:
        try:
            w, h = value.get_size()
            return w * h * value.get_bytesize()
        except (AttributeError, TypeError, pygame.error):
            return 64   # not a surface: a small thing

    def get(self, key: Hashable, default: Any = None) -> Any:
        try:
            value = super().__getitem__(key)
        except KeyError:
            return default
        self.move_to_end(key)   # used now: the last to go
        return value

    def __setitem__(self, key: Hashable, value: Any) -> None:
        if key in self:
            self.bytes -= self.size_of(super().__getitem__(key))
        super().__setitem__(key, value)
        self.move_to_end(key)
        self.bytes += self.size_of(value)
        while self.bytes > self.budget and len(self) > 1:
            _, old = self.popitem(last=False)
            self.bytes -= self.size_of(old)

    def __delitem__(self, key: Hashable) -> None:
        self.bytes -= self.size_of(super().__getitem__(key))
        super().__delitem__(key)

    def pop(self, key: Hashable, *default: Any) -> Any:
        if key in self:
            self.bytes -= self.size_of(super().__getitem__(key))
        return super().pop(key, *default)

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


_fonts: dict[tuple[str, int], pygame.font.Font] = {}
#: Rendered lines of text: a screen's words take well under a megabyte.
TEXT_BUDGET = 8 << 20
_text = SurfaceCache(TEXT_BUDGET)


def text_cache_bytes() -> int:
    return _text.bytes


def _font_px(size_px: int, style: str) -> pygame.font.Font:
    key = (style, size_px)
    f = _fonts.get(key)
    if f is None:
        # "italic" and "bolditalic" slant the sans faces (no italic face is bundled)
        slanted = style.endswith("italic")
        f = _fonts[key] = BundledFont(style.removesuffix("italic") or "sans" if slanted else style, size_px)
        f.italic = slanted
    return f


def font(size: float, style: str = "sans") -> pygame.font.Font:
    """A font at ``size`` design pixels (styles: sans, bold, italic, bolditalic, serif, serifbold,
    title, mono)."""
    return _font_px(max(6, px(size)), style)


def text(s: str, size: float = 18, color=INK, style: str = "sans") -> pygame.Surface:
    """A cached rendered line of text."""
    return text_px(s, px(size), color, style)


class TextSurface(pygame.Surface):
    """A rendered line of text that remembers its words and size: the layout check finds every
    text drawn on a frame by them."""

    text = ""
    size_px = 0


def text_px(s: str, size_px: int, color=INK, style: str = "sans") -> pygame.Surface:
    """A cached line of text at a size in real pixels (for pieces, which follow the zoom)."""
    size_px = max(6, int(size_px))
    key = (s, size_px, tuple(color), style)
    surf = _text.get(key)
    if surf is None:
        img = _font_px(size_px, style).render(s, True, color)
        surf = TextSurface(img.get_size(), pygame.SRCALPHA)
        surf.blit(img, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # an exact copy onto clear pixels
        surf.text, surf.size_px = s, size_px
        _text[key] = surf
    return surf


class Canvas(pygame.Surface):
    """An off-screen surface (a board drawn once and blitted on every frame) that remembers
    the texts, boxes and overlays drawn on it, so that the layout check finds them where the
    canvas lands on the frame.  Filling the whole canvas forgets them."""

    #: Beyond this many marks a canvas drawn over and over without a fill forgets its oldest.
    MARK_LIMIT = 4000

    def __init__(self, size, flags: int = 0, like: pygame.Surface | None = None):
        if like is None:
            super().__init__(size, flags)
        else:   # in the pixel format of ``like`` (the frame it is blitted on), for a quick blit
            super().__init__(size, flags, like)
        #: ("text", words, rect, ink, size_px) | ("box", rect) | ("overlay", rect) | ("face", rect),
        #: in drawing order
        self.marks: list[tuple] = []

    def _mark(self, mark: tuple) -> None:
        if len(self.marks) >= self.MARK_LIMIT:
            del self.marks[: self.MARK_LIMIT // 2]
        self.marks.append(mark)

    def note_box(self, rect) -> None:
        self._mark(("box", pygame.Rect(rect)))

    def note_overlay(self, rect) -> None:
        self._mark(("overlay", pygame.Rect(rect)))

    def note_face(self, rect) -> None:
        """``rect`` is a piece's face: the box of the words painted on this canvas from now until
        :meth:`end_face` (not of words others draw over the piece later)."""
        self._mark(("face", pygame.Rect(rect)))

    def end_face(self) -> None:
        self._mark(("face", pygame.Rect(0, 0, 0, 0)))

    def fill(self, color, rect=None, special_flags: int = 0):
        if rect is None:
            self.marks.clear()
        return super().fill(color, rect, special_flags)

    def blit(self, source, dest, area=None, special_flags: int = 0):
        r = super().blit(source, dest, area, special_flags)
        if area is None:
            for mark in marks_of(source, dest):
                self._mark(mark)
        return r

    @classmethod
    def copy_of(cls, surface: pygame.Surface) -> "Canvas":
        """A canvas holding an exact copy of ``surface``'s pixels (a picture to write on)."""
        alpha = surface.get_flags() & pygame.SRCALPHA
        out = cls(surface.get_size(), alpha)
        out.blit(surface, (0, 0), special_flags=pygame.BLEND_RGBA_ADD if alpha else 0)
        return out

    def copy(self) -> "Canvas":
        """A copy that keeps its marks."""
        out = Canvas.copy_of(self)
        out.marks = list(self.marks)
        return out

    def scaled(self, size) -> "Canvas":
        """A smooth-scaled copy that keeps its marks (texts scaled with it)."""
        w, h = self.get_size()
        out = Canvas(size, pygame.SRCALPHA if self.get_flags() & pygame.SRCALPHA else 0)
        pygame.transform.smoothscale(self, size, out)
        fx, fy = size[0] / max(1, w), size[1] / max(1, h)

        def sc(r: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(round(r.x * fx), round(r.y * fy), round(r.w * fx), round(r.h * fy))

        for m in self.marks:
            if m[0] == "text":
                out.marks.append(("text", m[1], sc(m[2]), sc(m[3]), m[4] * min(fx, fy)))
            else:
                out.marks.append((m[0], sc(m[1])))
        return out


def marks_of(source: pygame.Surface, dest) -> list[tuple]:
    """What blitting ``source`` at ``dest`` adds to a canvas's marks: a text, or the marks of a
    canvas, moved to where they land."""
    if isinstance(dest, pygame.Rect):
        pos = dest.topleft
    else:
        pos = (int(dest[0]), int(dest[1]))
    if isinstance(source, TextSurface):
        if not source.text.strip():
            return []
        rect = pygame.Rect(pos, source.get_size())
        return [("text", source.text, rect, source.get_bounding_rect().move(pos), source.size_px)]
    if isinstance(source, Canvas) and hasattr(source, "marks"):   # (a copy pygame made lacks them)
        return [(m[0], m[1], m[2].move(pos), m[3].move(pos), m[4]) if m[0] == "text" else (m[0], m[1].move(pos))
                for m in source.marks]
    return []


def free_spot(size: tuple[int, int], within: pygame.Rect, avoid: list[pygame.Rect],
              rather_not: list[pygame.Rect] = ()) -> pygame.Rect:
    """A rect of ``size`` centred across ``within``, as low as it can be without touching any of
    ``avoid`` (a toast that covers no control), nor of ``rather_not`` where that can be (what
    the player is reading); at the bottom if nowhere is free."""
    box = pygame.Rect((0, 0), size)
    step = max(2, px(6))
    for blocked in (list(avoid) + list(rather_not), avoid):
        for bottom in range(within.bottom, within.top + box.height - 1, -step):
            box.midbottom = (within.centerx, bottom)
            if box.collidelist(blocked) < 0:
                return box
    box.midbottom = within.midbottom
    return box


def beside(size: tuple[int, int], target: pygame.Rect, window: pygame.Rect, gap: int) -> pygame.Rect:
    """A rect of ``size`` next to ``target`` (below, above, right or left: the first that fits
    in ``window``), never over it where the window leaves any room."""
    box = pygame.Rect((0, 0), size)
    for place in ("below", "above", "right", "left"):
        if place == "below":
            box.midtop = (target.centerx, target.bottom + gap)
        elif place == "above":
            box.midbottom = (target.centerx, target.top - gap)
        elif place == "right":
            box.midleft = (target.right + gap, target.centery)
        else:
            box.midright = (target.left - gap, target.centery)
        moved = box.clamp(window)   # slid along the target's side to stay in the window
        if not moved.colliderect(target):
            return moved
    return box.clamp(window)


def note_overlay(surf: pygame.Surface, rect) -> None:
    """Tell a recording surface that what is drawn next in ``rect`` lies over the rest on
    purpose (a tooltip, a dragged piece)."""
    note = getattr(surf, "note_overlay", None)
    if note is not None:
        note(pygame.Rect(rect))


def note_box(surf: pygame.Surface, rect) -> None:
    """Tell a recording surface (the layout check's) that ``rect`` is a box text sits in."""
    note = getattr(surf, "note_box", None)
    if note is not None:
        note(pygame.Rect(rect))


def cut(text: str, width: int, size: float = 18, style: str = "sans", always: bool = False) -> str:
    """``text`` cut at its end with "…" to fit ``width`` real pixels; as it is when it fits,
    unless ``always`` (the "…" then says that more was left out, and fits too)."""
    f = font(size, style)
    if not always and f.size(text)[0] <= width:
        return text
    text = text.rstrip(". ")
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(s: str, width: int, size: float = 18, style: str = "sans") -> list[str]:
    """Break ``s`` into lines no wider than ``width`` real pixels (a word longer than a line is
    broken inside itself rather than left to overflow)."""
    f = font(size, style)
    out: list[str] = []
    for para in s.split("\n"):
        words = [part for w in para.split(" ") for part in split_word(w, width, f)]
        line = ""
        for w in words:
            cand = f"{line} {w}" if line else w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                out.append(line)
                line = w
        out.append(line)
    return out


#: The least size (design pixels) text shrinks to in order to fit: at UI scale 80% it is still
#: readable (the layout check's 11 px at 1280x800).
LEAST_SIZE = 14


def fit_lines(s: str, width: int, size: float, least: float = LEAST_SIZE, lines: int = 2,
              style: str = "sans") -> tuple[float, list[str]]:
    """``s`` fitted into ``width``: at ``size`` if it fits on one line, else at a smaller size
    down to ``least`` (never below), and then over up to ``lines`` lines."""
    for k in range(int(size), int(least) - 1, -1):
        if font(k, style).size(s)[0] <= width:
            return k, [s]
    least = min(size, least)
    out = wrap(s, width, least, style)
    if len(out) > lines:  # cut short visibly, never silently
        last = out[lines - 1]
        while last and font(least, style).size(last + "…")[0] > width:
            last = last[:-1]
        out = out[:lines - 1] + [last.rstrip() + "…"]
    return least, out


def wrap_then_fit(s: str, width: int, size: float, least: float = LEAST_SIZE, lines: int = 2,
                  style: str = "sans") -> tuple[float, list[str]]:
    """``s`` over up to ``lines`` lines at ``size`` if it goes (no word broken), else at the
    largest smaller size down to ``least`` that does, else as :func:`fit_lines` cuts it (a
    title keeps its size on two lines rather than shrinking onto one)."""
    for k in range(int(size), int(least) - 1, -1):
        f = font(k, style)
        if all(f.size(word)[0] <= width for word in s.split()):
            out = wrap(s, width, k, style)
            if len(out) <= lines:
                return k, out
    return fit_lines(s, width, size, least, lines, style)


def split_word(word: str, width: int, f) -> list[str]:
    """``word`` in pieces no wider than ``width`` (itself when it fits)."""
    if f.size(word)[0] <= width or len(word) < 2:
        return [word]
    parts, part = [], ""
    for ch in word:
        if part and f.size(part + ch)[0] > width:
            parts.append(part)
            part = ""
        part += ch
    return parts + [part]


def blit_text(surf: pygame.Surface, s: str, pos, size: float = 18, color=INK, style: str = "sans",
              anchor: str = "topleft") -> pygame.Rect:
    img = text(s, size, color, style)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surf.blit(img, r)
    return r


def blit_wrapped(surf: pygame.Surface, s: str, rect: pygame.Rect, size: float = 18, color=INK,
                 style: str = "sans", align: str = "left", spacing: float = 1.25) -> int:
    """Draw wrapped text inside ``rect``; returns the height used."""
    lh = int(font(size, style).get_linesize() * spacing / 1.15)
    y = rect.top
    for line in wrap(s, rect.width, size, style):
        img = text(line, size, color, style)
        if align == "center":
            r = img.get_rect(midtop=(rect.centerx, y))
        else:
            r = img.get_rect(topleft=(rect.left, y))
        surf.blit(img, r)
        y += lh
    return y - rect.top


def clear_caches() -> None:
    _fonts.clear()
    _text.clear()


# -- shapes ------------------------------------------------------------------------
def panel(surf: pygame.Surface, rect: pygame.Rect, color=PANEL, radius: int | None = None,
          border=None, alpha: int | None = None, shadow: bool = True) -> None:
    """A rounded panel with a soft drop shadow."""
    note_box(surf, rect)
    radius = px(10) if radius is None else radius
    if shadow:
        sh = pygame.Surface((rect.w + px(8), rect.h + px(8)), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect().inflate(-px(4), -px(4)).move(px(2), px(3)),
                         border_radius=radius + px(2))
        surf.blit(sh, (rect.x - px(4), rect.y - px(2)))
    if alpha is not None:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*color[:3], alpha), s.get_rect(), border_radius=radius)
        surf.blit(s, rect.topleft)
    else:
        pygame.draw.rect(surf, color, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, rect, width=max(1, px(2)), border_radius=radius)


def draw_symbol(surf: pygame.Surface, kind: str, center, r: int, color=INK_DARK, width: int = 0) -> None:
    """A colour-blind symbol (circle, square, triangle, star, diamond, cross)."""
    import math
    cx, cy = center
    if kind == "circle":
        pygame.draw.circle(surf, color, (cx, cy), r, width)
    elif kind == "square":
        pygame.draw.rect(surf, color, (cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6), width)
    elif kind == "triangle":
        pygame.draw.polygon(surf, color, [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)], width)
    elif kind == "diamond":
        pygame.draw.polygon(surf, color, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], width)
    elif kind == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surf, color, pts, width)
    elif kind == "cross":
        t = max(2, int(r * 0.45))
        pygame.draw.rect(surf, color, (cx - r, cy - t // 2, 2 * r, t))
        pygame.draw.rect(surf, color, (cx - t // 2, cy - r, t, 2 * r))
    else:
        pygame.draw.circle(surf, color, (cx, cy), r, width)


def seat_badge(surf: pygame.Surface, colour: str, center, r: int, symbols: bool) -> None:
    """A seat's colour disc, with its symbol when colour-blind symbols are on."""
    pygame.draw.circle(surf, (0, 0, 0), center, r + max(1, r // 6))
    pygame.draw.circle(surf, seat_rgb(colour), center, r)
    if symbols:
        draw_symbol(surf, SEAT_SYMBOLS.get(colour, "circle"), center, int(r * 0.55), INK_DARK)
