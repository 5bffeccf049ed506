"""The app's own fonts (assets/fonts): the same letters, sizes and layouts on every
machine, whatever fonts it has installed.

Each style pairs a Latin face (DejaVu: Latin, Greek, Cyrillic, punctuation, the symbols the
games print) with a Hangul face (Nanum Gothic, subset and renamed).  pygame draws a line with
one font file, so :class:`BundledFont` splits a line into Latin and Hangul runs and draws
each with its own face on a shared baseline.  tools/subset_fonts.py makes the files.
"""

from __future__ import annotations

import pygame

from engine.ui.bundled import source

#: style -> (Latin face, Hangul face), files in assets/fonts.
STYLES: dict[str, tuple[str, str]] = {
    "sans": ("DejaVuSansCondensed.ttf", "HangulGothic-Regular.ttf"),
    "bold": ("DejaVuSansCondensed-Bold.ttf", "HangulGothic-Bold.ttf"),
    "serif": ("DejaVuSerifCondensed.ttf", "HangulGothic-Regular.ttf"),
    "serifbold": ("DejaVuSerifCondensed-Bold.ttf", "HangulGothic-Bold.ttf"),
    "title": ("DejaVuSerifCondensed-Bold.ttf", "HangulGothic-Bold.ttf"),
    "mono": ("DejaVuSansMono.ttf", "HangulGothic-Regular.ttf"),
}

#: The code points drawn with the Hangul face (inclusive ranges): the conjoining jamo,
#: the compatibility jamo and all 11,172 precomposed syllables.
HANGUL_RANGES: tuple[tuple[int, int], ...] = (
    (0x1100, 0x11FF),
    (0x3131, 0x318E),
    (0xAC00, 0xD7A3),
)


def is_hangul(ch: str) -> bool:
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in HANGUL_RANGES)


def runs(s: str) -> list[tuple[bool, str]]:
    """``s`` cut into maximal runs of (is Hangul, text), in order."""
    out: list[tuple[bool, str]] = []
    for ch in s:
        h = is_hangul(ch)
        if out and out[-1][0] == h:
            out[-1] = (h, out[-1][1] + ch)
        else:
            out.append((h, ch))
    return out


def _has_hangul(s: str) -> bool:
    return not s.isascii() and any(is_hangul(ch) for ch in s)


class BundledFont(pygame.font.Font):
    """A bundled style at a size in real pixels; draws Hangul with the style's Hangul face."""

    def __init__(self, style: str, size: int):
        latin, self._hangul_file = STYLES.get(style, STYLES["sans"])
        super().__init__(source("fonts", latin), size)
        self._size = size
        self._hangul_font: pygame.font.Font | None = None

    def _hangul(self) -> pygame.font.Font:
        if self._hangul_font is None:
            self._hangul_font = pygame.font.Font(source("fonts", self._hangul_file), self._size)
        f = self._hangul_font
        f.bold, f.italic, f.underline, f.strikethrough = self.bold, self.italic, self.underline, self.strikethrough
        return f

    def size(self, text: str) -> tuple[int, int]:
        if not _has_hangul(text):
            return super().size(text)
        width = sum(self._run_size(h, part)[0] for h, part in runs(text))
        return width, self.get_height()

    def _run_size(self, hangul: bool, part: str) -> tuple[int, int]:
        return self._hangul().size(part) if hangul else super().size(part)

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        if not isinstance(text, str) or not _has_hangul(text):
            return super().render(text, antialias, color, bgcolor, wraplength)
        parts = [self._render_run(h, part, antialias, color, bgcolor) for h, part in runs(text)]
        out = pygame.Surface((sum(p.get_width() for p, _ in parts), self.get_height()), pygame.SRCALPHA)
        # Filling with the text colour at zero alpha keeps anti-aliased edges from darkening.
        out.fill(pygame.Color(bgcolor) if bgcolor is not None else (*pygame.Color(color)[:3], 0))
        x = 0
        for img, ascent in parts:
            out.blit(img, (x, self.get_ascent() - ascent))
            x += img.get_width()
        return out

    def _render_run(self, hangul: bool, part: str, antialias, color, bgcolor):
        if hangul:
            f = self._hangul()
            return f.render(part, antialias, color, bgcolor), f.get_ascent()
        return super().render(part, antialias, color, bgcolor), self.get_ascent()
