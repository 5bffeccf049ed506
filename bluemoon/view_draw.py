"""Blue Moon City faces with words: card and building-tile surfaces (pygame, cached by the table).

The Pillow pictures come from ``view_art``; here names, values, spaces and
rewards are drawn on top with real fonts, proportional to the size asked for,
so the same code serves the table and the enlarged (held) view.
"""

from __future__ import annotations

import math

import pygame

from engine.text import Message, render
from engine.ui import theme

from . import data as D
from . import view_art as VA
from . import words as W
from .view_layout import READABLE_PX

ART = VA.ART


def fit(text: str, size: int, colour, maxw: int, style: str = "bold", least: int = 6) -> pygame.Surface:
    """``text`` at ``size`` px, shrunk to ``maxw`` px wide but never below ``least`` px."""
    size = max(least, int(size))
    img = theme.text_px(text, size, colour, style)
    while img.get_width() > maxw and size > least:
        size -= 1
        img = theme.text_px(text, size, colour, style)
    return img


class Faces:
    """Builds (and caches through the app's art cache) the surfaces of cards, tiles and icons."""

    def __init__(self, app):
        self.app = app

    # -- small pictures -------------------------------------------------------------
    def icon(self, what: str, size: int) -> pygame.Surface:
        size = max(4, int(size))
        makers = {"crystal": VA.crystal, "scale": VA.scale_token, "card": VA.card_icon}
        return self.app.art.scaled(f"bm{ART}-{what}", lambda: makers[what](64), (size, size))

    def people(self, colour: int, size: int, chip: bool = True) -> pygame.Surface:
        size = max(4, int(size))
        return self.app.art.scaled(f"bm{ART}-icon-{colour}-{chip}", lambda: VA.icon_image(colour, 64, chip),
                                   (size, size))

    def reward(self, surf, reward, x: int, cy: int, size: int, colour=theme.INK_DARK) -> int:
        """Draw a reward (crystals, scales, cards) as "n<icon>" items from x; returns the end x."""
        c, s, k = reward
        items = [(n, what) for n, what in ((c, "crystal"), (s, "scale"), (k, "card")) if n]
        if not items:
            img = theme.text_px("—", size, colour, "bold")
            surf.blit(img, img.get_rect(midleft=(x, cy)))
            return x + img.get_width()
        for n, what in items:
            img = theme.text_px(str(n), size, colour, "bold")
            surf.blit(img, img.get_rect(midleft=(x, cy)))
            x += img.get_width()
            ic = self.icon(what, int(size * 1.15))
            surf.blit(ic, ic.get_rect(midleft=(x, cy)))
            x += ic.get_width() + max(1, size // 3)
        return x

    # -- cards ------------------------------------------------------------------------
    def card(self, kind: int, w: int, h: int) -> pygame.Surface:
        key = ("bm-card", ART, kind, w, h)
        cache = self.app.art._scaled
        s = cache.get(key)
        if s is not None:
            return s
        c, v = D.KIND_COLOUR[kind], D.KIND_VALUE[kind]
        base = self.app.art.scaled(f"bm{ART}-card-{c}", lambda: VA.card(c), (w, h)).copy()
        band = int(h * 0.2)
        m = max(3, w // 14)
        ink = VA.COLOUR_INK[c]
        num = theme.text_px(str(v), int(band * 0.95), ink, "bold")
        base.blit(num, num.get_rect(midleft=(m + max(2, w // 16), m + band // 2)))
        name = fit(render(W.PEOPLE_TERM[c]), int(band * 0.55), ink, w - num.get_width() - 3 * m - 6)
        base.blit(name, name.get_rect(midleft=(m + max(2, w // 16) + num.get_width() + max(2, w // 20),
                                               m + band // 2)))
        # value again at the bottom right (readable in a fan)
        foot_top = int(h * 0.78)
        if h >= 240:
            lines = [render(W.ABILITY[kind])]
            size = int(h * 0.045)
        else:
            lines = render(W.ABILITY_SHORT[kind], capital=False).split("\n")
            size = int(h * 0.095)
        ly = foot_top + (h - m - foot_top) // 2 - (len(lines) - 1) * size // 2
        for i, line in enumerate(lines):
            img = fit(line, size, (40, 34, 28), w - 2 * m - 6, "bold" if h < 240 else "sans")
            base.blit(img, img.get_rect(center=(w // 2, ly + i * int(size * 1.05))))
        cache[key] = base
        return base

    def back(self, w: int, h: int) -> pygame.Surface:
        return self.app.art.scaled(f"bm{ART}-back", VA.card_back, (w, h))

    # -- tiles --------------------------------------------------------------------------
    def readable(self) -> int:
        """The least text size that reads in this window (11 px at 1280x800)."""
        sw, sh = self.app.size
        return math.ceil(READABLE_PX * min(sw / 1280, sh / 800))

    def tile(self, tile: int, built: bool, w: int, h: int, seed: int = 0) -> pygame.Surface:
        least = self.readable()
        key = ("bm-tile", ART, tile, built, w, h, least)
        cache = self.app.art._scaled
        s = cache.get(key)
        if s is not None:
            return s
        f = w / 124.0
        if tile == D.COURTYARD_TILE:
            base = self.app.art.scaled(f"bm{ART}-courtyard", VA.courtyard_tile, (w, h)).copy()
            img = fit(render(W.COURTYARD_TERM), int(14 * f), theme.INK_DARK, w - int(8 * f))
            base.blit(img, img.get_rect(midtop=(w // 2, int(4 * f))))
            cache[key] = base
            return base
        title = render(W.BUILDING_TERM[tile])
        if built:
            base = self.app.art.scaled(f"bm{ART}-built-{tile % 5}", lambda: VA.built_tile(tile % 5), (w, h)).copy()
            band = pygame.Surface((w - int(8 * f), int(20 * f)), pygame.SRCALPHA)
            band.fill((20, 24, 40, 170))
            base.blit(band, (int(4 * f), int(4 * f)))
            img = fit(title, int(13.5 * f), (255, 246, 220), w - int(12 * f))
            base.blit(img, img.get_rect(center=(w // 2, int(14 * f))))
            plate = pygame.Surface((w - int(14 * f), int(22 * f)), pygame.SRCALPHA)
            plate.fill((250, 244, 226, 225))
            py = int(42 * f)
            base.blit(plate, (int(7 * f), py))
            lab = theme.text_px(render(Message("bluemoon.ui.tile.next_to")), max(6, int(11 * f)), theme.INK_DARK, "bold")
            base.blit(lab, lab.get_rect(midleft=(int(11 * f), py + int(11 * f))))
            self.reward(base, D.NEIGHBOURHOOD[tile], int(11 * f) + lab.get_width() + int(3 * f),
                        py + int(11 * f), max(6, int(12 * f)))
            sp = D.SPECIAL[tile]
            if sp:
                words = render(Message(f"bluemoon.ui.tile.stop.{sp}"))
                img = fit(words, int(10.5 * f), (255, 250, 230), w - int(10 * f))
                bg = pygame.Surface((img.get_width() + int(6 * f), img.get_height()), pygame.SRCALPHA)
                bg.fill((20, 24, 40, 170))
                r = bg.get_rect(midtop=(w // 2, int(66 * f)))
                base.blit(bg, r)
                base.blit(img, img.get_rect(center=r.center))
            cache[key] = base
            return base
        base = self.app.art.scaled(f"bm{ART}-ruin-{tile % 5}", lambda: VA.ruin_tile(tile % 5), (w, h)).copy()
        img = fit(title, max(least, int(13.5 * f)), (50, 36, 22), w - int(10 * f), least=least)
        base.blit(img, img.get_rect(center=(w // 2, int(11 * f))))
        for i, r in enumerate(space_rects(tile, w)):
            col, val = D.SPACES[tile][i]
            self.space(base, pygame.Rect(r), col, val)
        rows = space_rows(tile)
        y0 = int((52 if rows == 1 else 78) * f)
        step = int(16 * f)
        size = max(least, int(13.5 * f))
        lw = int(50 * f)
        lines = (("best", D.BEST[tile]), ("each", D.EACH[tile]), ("next", D.NEIGHBOURHOOD[tile]))
        if rows == 2:
            lines = lines[:2]   # the Central Hall: the neighbourhood reward shows once it is built
        labels = [fit(render(Message(f"bluemoon.ui.tile.{label}")), size, (70, 52, 34), lw, "bold", least=least)
                  for label, _rw in lines]
        # the rewards start after the widest label (at the least size it may be wider than planned)
        rx = int(6 * f) + max([lw] + [lab.get_width() for lab in labels]) + int(3 * f)
        for j, ((_label, rw), lab) in enumerate(zip(lines, labels)):
            cy = y0 + j * step + step // 2
            base.blit(lab, lab.get_rect(midleft=(int(6 * f), cy)))
            self.reward(base, rw, rx, cy, size)
        sp = D.SPECIAL[tile]
        if sp:
            words = render(Message(f"bluemoon.ui.tile.stop_short.{sp}"), capital=False)
            img = fit(words, int(10.5 * f), (255, 250, 230), int(60 * f))
            bg = pygame.Surface((img.get_width() + int(6 * f), img.get_height()), pygame.SRCALPHA)
            bg.fill((60, 40, 90, 210))
            r = bg.get_rect(bottomright=(w - int(5 * f), h - int(4 * f)))
            base.blit(bg, r)
            base.blit(img, img.get_rect(center=r.center))
        cache[key] = base
        return base

    def space(self, surf, r: pygame.Rect, col: int, val: int) -> None:
        """One building space: its colour, its people's icon and the value it needs."""
        rgb = VA.COLOUR_RGB[col]
        pygame.draw.rect(surf, rgb, r, border_radius=max(2, r.width // 6))
        pygame.draw.rect(surf, (30, 24, 20), r, max(1, r.width // 16), border_radius=max(2, r.width // 6))
        ic = self.people(col, int(r.width * 0.5), chip=False if col not in (0, 6) else True)
        surf.blit(ic, ic.get_rect(topleft=(r.left + max(1, r.width // 14), r.top + max(1, r.width // 14))))
        num = theme.text_px(str(val), max(6, int(r.height * 0.62)), VA.COLOUR_INK[col], "bold")
        surf.blit(num, num.get_rect(bottomright=(r.right - max(1, r.width // 10), r.bottom + max(0, r.height // 14))))


def space_rows(tile: int) -> int:
    return 2 if len(D.SPACES[tile]) > 4 else 1


def space_rects(tile: int, w: float) -> list[tuple]:
    """Rects of a tile's spaces in whole pixels, relative to a tile ``w`` pixels wide (its face)."""
    return [tuple(int(v) for v in r) for r in space_rects_f(tile, w)]


def space_rects_f(tile: int, w: float) -> list[tuple]:
    """Rects of a tile's spaces relative to a tile of width ``w``, in table units (pieces and
    markers) or, through ``space_rects``, in pixels: the same maths for both."""
    f = w / 124.0
    n = len(D.SPACES[tile])
    per_row = min(4, n)
    sw, sh, gap = 27 * f, 28 * f, 3 * f
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        total = per_row * sw + (per_row - 1) * gap
        x = (w - total) / 2 + col * (sw + gap)
        y = 21 * f + row * (sh + 2 * f)
        out.append((x, y, sw, sh))
    return out
