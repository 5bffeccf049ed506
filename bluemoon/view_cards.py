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
#: How opaque a card that can do nothing now is drawn (of 255).
IDLE_ALPHA = 150


def fit(text: str, size: int, colour, maxw: int, style: str = "bold", least: int = 6) -> pygame.Surface:
    """``text`` at ``size`` px, shrunk to ``maxw`` px wide but never below ``least`` px."""
    size = max(least, int(size))
    img = theme.text_px(text, size, colour, style)
    while img.get_width() > maxw and size > least:
        size -= 1
        img = theme.text_px(text, size, colour, style)
    return img


def face_of(picture: pygame.Surface) -> theme.Canvas:
    """A card's or tile's picture to write on: a canvas, so that the layout check finds its words
    where it lands and keeps them inside its edges.  A card or tile lies over what is under it
    on purpose (a card fanned over the one before it)."""
    face = theme.Canvas.copy_of(picture)
    face.note_overlay(face.get_rect())
    face.note_box(face.get_rect())
    return face


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
        for img, gap in self._reward_items(reward, size, colour):
            surf.blit(img, img.get_rect(midleft=(x, cy)))
            x += img.get_width() + gap
        return x

    def reward_width(self, reward, size: int) -> int:
        return sum(img.get_width() + gap for img, gap in self._reward_items(reward, size, theme.INK_DARK))

    def _reward_items(self, reward, size: int, colour) -> list[tuple[pygame.Surface, int]]:
        """The pictures of a reward, each with the gap after it."""
        c, s, k = reward
        items = [(n, what) for n, what in ((c, "crystal"), (s, "scale"), (k, "card")) if n]
        if not items:
            return [(theme.text_px("—", size, colour, "bold"), 0)]
        out = []
        for n, what in items:
            out += [(theme.text_px(str(n), size, colour, "bold"), 0),
                    (self.icon(what, int(size * 1.15)), max(1, size // 3))]
        return out

    # -- cards ------------------------------------------------------------------------
    def card(self, kind: int, w: int, h: int, dimmed: bool = False) -> pygame.Surface:
        """A card's face; ``dimmed``: see-through, for a card that can do nothing now (painted
        into the face, so a tilted card is as dim as a level one)."""
        cache = self.app.art._scaled
        if dimmed:
            key = ("bm-card-dim", ART, kind, w, h)
            s = cache.get(key)
            if s is None:
                s = cache[key] = self.card(kind, w, h).copy()
                s.fill((255, 255, 255, IDLE_ALPHA), s.get_rect(), pygame.BLEND_RGBA_MULT)
            return s
        key = ("bm-card", ART, kind, w, h)
        s = cache.get(key)
        if s is not None:
            return s
        c, v = D.KIND_COLOUR[kind], D.KIND_VALUE[kind]
        base = face_of(self.app.art.scaled(f"bm{ART}-card-{c}", lambda: VA.card(c), (w, h)))
        band = int(h * 0.2)
        m = max(3, w // 14)
        ink = VA.COLOUR_INK[c]
        num = theme.text_px(str(v), max(self.readable(), int(band * 0.95)), ink, "bold")
        base.blit(num, num.get_rect(midleft=(m + max(2, w // 16), m + band // 2)))
        name = self.line(render(W.PEOPLE_TERM[c]), band * 0.55, ink, w - num.get_width() - 3 * m - 6)
        if name is not None:    # else the card's colour, picture and tooltip name it
            base.blit(name, name.get_rect(midleft=(m + max(2, w // 16) + num.get_width() + max(2, w // 20),
                                                   m + band // 2)))
        # the ability at the bottom, where a fan leaves it in sight; all of it or none (the tooltip says it)
        foot_top = int(h * 0.78)
        if h >= 240:
            lines = [render(W.ABILITY[kind])]
            size, style = h * 0.045, "sans"
        else:
            lines = render(W.ABILITY_SHORT[kind], capital=False).split("\n")
            size, style = h * 0.095, "bold"
        imgs = [self.line(line, size, (40, 34, 28), w - 2 * m - 6, style) for line in lines]
        if None not in imgs:
            step = max(img.get_height() for img in imgs)
            # centred on the card's foot, rising over the picture's bottom edge if it must
            top = min(foot_top + (h - m - foot_top - step * len(imgs)) // 2, h - m - step * len(imgs))
            if top >= int(h * 0.7):
                for i, img in enumerate(imgs):
                    base.blit(img, img.get_rect(midtop=(w // 2, top + i * step)))
        cache[key] = base
        return base

    def line(self, text: str, size: float, colour, maxw: int, style: str = "bold",
             cut: bool = False) -> pygame.Surface | None:
        """``text`` at ``size`` px, shrunk to ``maxw`` px wide but never below the readable size;
        if it cannot fit readably: with ``cut``, cut short with "…" (a name: the tooltip says it
        whole), else None."""
        least = self.readable()
        img = fit(text, max(least, int(size)), colour, maxw, style, least=least)
        if img.get_width() <= maxw:
            return img
        while cut and len(text) > 1:
            text = text[:-1].rstrip()
            img = theme.text_px(text + "…", least, colour, style)
            if img.get_width() <= maxw:
                return img
        return None

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
            base = face_of(self.app.art.scaled(f"bm{ART}-courtyard", VA.courtyard_tile, (w, h)))
            img = self.line(render(W.COURTYARD_TERM), 14 * f, theme.INK_DARK, w - int(8 * f), cut=True)
            if img is not None:
                base.blit(img, img.get_rect(midtop=(w // 2, int(4 * f))))
            cache[key] = base
            return base
        title = render(W.BUILDING_TERM[tile])
        base = self._built(tile, title, w, h, f) if built else self._ruin(tile, title, w, h, f)
        cache[key] = base
        return base

    def _built(self, tile: int, title: str, w: int, h: int, f: float) -> theme.Canvas:
        """A built tile: its name on a band, the reward its neighbours get on a plate, and its
        special action.  What cannot be written readably at this size is left to its tooltip."""
        least = self.readable()
        base = face_of(self.app.art.scaled(f"bm{ART}-built-{tile % 5}", lambda: VA.built_tile(tile % 5), (w, h)))
        img = self.line(title, 13.5 * f, (255, 246, 220), w - int(12 * f), cut=True)
        band = pygame.Rect(int(4 * f), int(4 * f), w - int(8 * f), max(int(20 * f), (img.get_height() if img else 0)))
        self._plate(base, band, (20, 24, 40, 170))
        if img is not None:
            base.blit(img, img.get_rect(center=band.center))
        size = max(least, int(12 * f))
        lab = self.line(render(Message("bluemoon.ui.tile.next_to")), 11 * f, theme.INK_DARK, w)
        plate = pygame.Rect(int(7 * f), max(int(42 * f), band.bottom + int(4 * f)), w - int(14 * f),
                            max(int(22 * f), size + 4))
        inner = plate.width - int(8 * f)
        if lab is not None and lab.get_width() + int(3 * f) + self.reward_width(D.NEIGHBOURHOOD[tile], size) <= inner:
            self._plate(base, plate, (250, 244, 226, 225))
            base.blit(lab, lab.get_rect(midleft=(plate.x + int(4 * f), plate.centery)))
            self.reward(base, D.NEIGHBOURHOOD[tile], plate.x + int(4 * f) + lab.get_width() + int(3 * f),
                        plate.centery, size)
        sp = D.SPECIAL[tile]
        img = self.line(render(Message(f"bluemoon.ui.tile.stop.{sp}")), 10.5 * f, (255, 250, 230),
                        w - int(16 * f)) if sp else None
        if img is not None:
            r = img.get_rect().inflate(int(6 * f), 0)
            r.midtop = (w // 2, max(int(66 * f), plate.bottom + int(3 * f)))
            if r.bottom <= h - int(2 * f):
                self._plate(base, r, (20, 24, 40, 170))
                base.blit(img, img.get_rect(center=r.center))
        return base

    def _ruin(self, tile: int, title: str, w: int, h: int, f: float) -> theme.Canvas:
        """A tile on its sketch side: its name, its spaces, and the Best, Each and Next to
        rewards while they can be written readably (the panel and the tooltip say them)."""
        least = self.readable()
        base = face_of(self.app.art.scaled(f"bm{ART}-ruin-{tile % 5}", lambda: VA.ruin_tile(tile % 5), (w, h)))
        img = self.line(title, 13.5 * f, (50, 36, 22), w - int(6 * f), cut=True)
        if img is not None:
            base.blit(img, img.get_rect(center=(w // 2, int(11 * f))))
        for i, r in enumerate(space_rects(tile, w)):
            col, val = D.SPACES[tile][i]
            self.space(base, pygame.Rect(r), col, val)
        rows = space_rows(tile)
        y0 = int((52 if rows == 1 else 78) * f)
        size = max(least, int(13.5 * f))
        step = max(int(16 * f), size + 1)
        lw = int(50 * f)
        lines = (("best", D.BEST[tile]), ("each", D.EACH[tile]), ("next", D.NEIGHBOURHOOD[tile]))
        if rows == 2:
            lines = lines[:2]   # the Central Hall: the neighbourhood reward shows once it is built
        labels = [self.line(render(Message(f"bluemoon.ui.tile.{label}")), size, (70, 52, 34), lw)
                  for label, _rw in lines]
        # the rewards start after the widest label (at the least size it may be wider than planned)
        rx = int(6 * f) + max([lw] + [lab.get_width() for lab in labels if lab]) + int(3 * f)
        sp = D.SPECIAL[tile]
        stop = self.line(render(Message(f"bluemoon.ui.tile.stop_short.{sp}"), capital=False), 10.5 * f,
                         (255, 250, 230), int(60 * f)) if sp else None
        bottom = h - int(4 * f) - (stop.get_height() + int(2 * f) if stop is not None else 0)
        fits = (None not in labels and y0 + len(lines) * step <= bottom
                and all(rx + self.reward_width(rw, size) <= w - int(4 * f) for _l, rw in lines))
        if fits:
            for j, ((_label, rw), lab) in enumerate(zip(lines, labels)):
                cy = y0 + j * step + step // 2
                base.blit(lab, lab.get_rect(midleft=(int(6 * f), cy)))
                self.reward(base, rw, rx, cy, size)
        if stop is not None:
            r = stop.get_rect().inflate(int(6 * f), 0)
            r.bottomright = (w - int(5 * f), h - int(4 * f))
            self._plate(base, r, (60, 40, 90, 210))
            base.blit(stop, stop.get_rect(center=r.center))
        return base

    @staticmethod
    def _plate(base: theme.Canvas, r: pygame.Rect, rgba) -> None:
        """A translucent plate for words on a tile (a box the layout check keeps them in)."""
        plate = pygame.Surface(r.size, pygame.SRCALPHA)
        plate.fill(rgba)
        base.blit(plate, r)
        base.note_box(r)

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
