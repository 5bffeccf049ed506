"""Guildhall card pictures and card words (Pillow only, no pygame).

The pictures carry no text: names, levels and numbers (``guildhall/words.py``) are drawn on
top with real fonts by ``guildhall/view.py`` so they stay sharp at every zoom.  Every
colour also carries its own symbol (rules §2.1), drawn on the card itself.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine.ui import art

from . import data as D

#: Bump when a picture below changes (the art cache keys carry it).
ART = 5
#: Where a VP card's ability words start (a share of its height), under the divider.
VP_DIVIDER = 0.52

#: Card colours (RGB) and the symbol printed with each (same as the seat symbols).
COLOUR_RGB = {
    "red": (196, 58, 48),
    "yellow": (222, 172, 30),
    "green": (52, 140, 72),
    "blue": (50, 100, 196),
    "purple": (128, 68, 168),
}
COLOUR_SYMBOL = {"red": "circle", "yellow": "star", "green": "triangle", "blue": "square",
                 "purple": "diamond"}
#: Ink of each profession's emblem.
PROF_INK = (62, 44, 30)

# -- pictures ----------------------------------------------------------------------
def _symbol(d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, fill, outline) -> None:
    w = max(1, int(r / 4))
    if kind == "circle":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=w)
    elif kind == "square":
        q = r * 0.85
        d.rectangle((cx - q, cy - q, cx + q, cy + q), fill=fill, outline=outline, width=w)
    elif kind == "triangle":
        d.polygon([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], fill=fill, outline=outline,
                  width=w)
    elif kind == "diamond":
        d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fill, outline=outline, width=w)
    else:  # star
        pts = [(cx + (r if i % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + i * math.pi / 5),
                cy + (r if i % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
        d.polygon(pts, fill=fill, outline=outline, width=w)


def emblem(d: ImageDraw.ImageDraw, prof: str, cx: float, cy: float, s: float, ink=PROF_INK) -> None:
    """A simple line emblem for each profession (no outside artwork)."""
    lw = max(2, int(s / 9))
    if prof == "assassin":  # a dagger
        d.polygon([(cx, cy - s), (cx + s * 0.16, cy + s * 0.25), (cx - s * 0.16, cy + s * 0.25)], fill=ink)
        d.rectangle((cx - s * 0.45, cy + s * 0.25, cx + s * 0.45, cy + s * 0.36), fill=ink)
        d.rectangle((cx - s * 0.09, cy + s * 0.36, cx + s * 0.09, cy + s * 0.8), fill=ink)
        d.ellipse((cx - s * 0.15, cy + s * 0.75, cx + s * 0.15, cy + s * 1.0), fill=ink)
    elif prof == "dancer":  # a figure with raised arms and a swirling skirt
        d.ellipse((cx - s * 0.16, cy - s * 0.95, cx + s * 0.16, cy - s * 0.63), fill=ink)
        d.line([(cx, cy - s * 0.6), (cx, cy + s * 0.05)], fill=ink, width=lw)
        d.line([(cx - s * 0.6, cy - s * 0.85), (cx, cy - s * 0.4), (cx + s * 0.6, cy - s * 0.85)], fill=ink, width=lw)
        d.polygon([(cx, cy), (cx + s * 0.6, cy + s * 0.7), (cx - s * 0.6, cy + s * 0.7)], fill=ink)
        d.line([(cx - s * 0.2, cy + s * 0.7), (cx - s * 0.3, cy + s)], fill=ink, width=lw)
        d.line([(cx + s * 0.2, cy + s * 0.7), (cx + s * 0.3, cy + s)], fill=ink, width=lw)
    elif prof == "farmer":  # a sheaf of wheat
        for dx in (-0.35, 0.0, 0.35):
            x = cx + dx * s
            d.line([(cx, cy + s), (x, cy - s * 0.3)], fill=ink, width=lw)
            for k in range(4):
                y = cy - s * 0.3 - k * s * 0.17
                d.ellipse((x - s * 0.11, y - s * 0.12, x + s * 0.11, y + s * 0.08), fill=ink)
        d.rectangle((cx - s * 0.3, cy + s * 0.35, cx + s * 0.3, cy + s * 0.47), fill=ink)
    elif prof == "historian":  # an open book
        d.polygon([(cx, cy - s * 0.45), (cx - s * 0.9, cy - s * 0.7), (cx - s * 0.9, cy + s * 0.55),
                   (cx, cy + s * 0.8)], outline=ink, width=lw)
        d.polygon([(cx, cy - s * 0.45), (cx + s * 0.9, cy - s * 0.7), (cx + s * 0.9, cy + s * 0.55),
                   (cx, cy + s * 0.8)], outline=ink, width=lw)
        for k in range(3):
            y = cy - s * 0.3 + k * s * 0.28
            d.line([(cx - s * 0.7, y - s * 0.1), (cx - s * 0.15, y + s * 0.05)], fill=ink, width=max(1, lw // 2))
            d.line([(cx + s * 0.15, y + s * 0.05), (cx + s * 0.7, y - s * 0.1)], fill=ink, width=max(1, lw // 2))
    elif prof == "trader":  # a balance
        d.line([(cx, cy - s * 0.9), (cx, cy + s * 0.8)], fill=ink, width=lw)
        d.line([(cx - s * 0.8, cy - s * 0.6), (cx + s * 0.8, cy - s * 0.6)], fill=ink, width=lw)
        for x in (cx - s * 0.8, cx + s * 0.8):
            d.line([(x, cy - s * 0.6), (x - s * 0.3, cy + s * 0.1)], fill=ink, width=max(1, lw // 2))
            d.line([(x, cy - s * 0.6), (x + s * 0.3, cy + s * 0.1)], fill=ink, width=max(1, lw // 2))
            d.chord((x - s * 0.35, cy - s * 0.15, x + s * 0.35, cy + s * 0.35), 0, 180, fill=ink)
        d.rectangle((cx - s * 0.4, cy + s * 0.75, cx + s * 0.4, cy + s * 0.9), fill=ink)
    else:  # weaver: a spool with thread
        d.rectangle((cx - s * 0.55, cy - s * 0.85, cx + s * 0.55, cy - s * 0.65), fill=ink)
        d.rectangle((cx - s * 0.55, cy + s * 0.65, cx + s * 0.55, cy + s * 0.85), fill=ink)
        for k in range(7):
            y = cy - s * 0.55 + k * s * 0.18
            d.line([(cx - s * 0.38, y), (cx + s * 0.38, y + s * 0.06)], fill=ink, width=max(1, lw // 2))
        d.line([(cx + s * 0.38, cy + s * 0.5), (cx + s * 0.9, cy + s * 0.95)], fill=ink, width=max(1, lw // 2))


def profession_card(kind: int, w: int = 240, h: int = 336) -> Image.Image:
    """A profession card: colour band with the colour's symbol, parchment body, emblem."""
    prof = D.PROFESSIONS[D.KIND_PROF[kind]]
    colour = D.COLOURS[D.KIND_COLOUR[kind]]
    rgb = COLOUR_RGB[colour]
    radius = max(4, w // 12)
    img = art.parchment((w, h), art.mix((238, 228, 204), rgb, 0.10), seed=kind)
    d = ImageDraw.Draw(img)
    band = int(h * 0.2)
    d.rectangle((0, 0, w, band), fill=rgb)
    d.line([(0, band), (w, band)], fill=art.darker(rgb, 0.4), width=max(2, h // 90))
    # the colour's symbol at the band's left end (the name takes the rest of the band)
    r = band * 0.3
    _symbol(d, COLOUR_SYMBOL[colour], band * 0.5, band * 0.5, r, (250, 248, 240), art.darker(rgb, 0.5))
    # a coloured frame so the colour shows from every side
    m = max(3, w // 30)
    d.rectangle((m, band + m, w - 1 - m, h - 1 - m), outline=art._c(rgb, 200), width=max(2, w // 45))
    # the emblem
    # the emblem, high enough to leave the levels two lines under it
    emblem(d, prof, w / 2, band + (h - band) * 0.37, w * 0.23)
    img.putalpha(art.rounded_mask((w, h), radius))
    return art.bevel(img, radius, depth=max(2, w // 50), strength=0.3)


def emblem_icon(prof: int, size: int = 96, ink=(236, 232, 222)) -> Image.Image:
    """A profession's emblem alone, for a column header too narrow for its name."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    emblem(ImageDraw.Draw(img), D.PROFESSIONS[prof], size / 2, size / 2, size * 0.45, ink=ink)
    return img


def chapter_back(w: int = 180, h: int = 252, prof: int | None = None) -> Image.Image:
    """A completed chapter, face down (its profession emblem faint when its owner knows it)."""
    img = art.card_back(w, h, (92, 60, 40), seed=7)
    if prof is not None:
        d = ImageDraw.Draw(img)
        emblem(d, D.PROFESSIONS[prof], w / 2, h * 0.47, w * 0.24, ink=(236, 214, 170))
    return img


def vp_card(v: int, w: int = 240, h: int = 336) -> Image.Image:
    """A VP card: a golden seal for the points, chapter marks for the cost."""
    radius = max(4, w // 12)
    plain = not D.VP_HAS_ABILITY[v]
    base = (226, 206, 150) if not plain else (214, 214, 204)
    img = art.parchment((w, h), base, seed=40 + v)
    d = ImageDraw.Draw(img)
    m = max(3, w // 22)
    d.rounded_rectangle((m, m, w - 1 - m, h - 1 - m), radius=max(2, radius - m), outline=(120, 86, 40),
                        width=max(2, w // 48))
    # the seal behind the points
    cx, cy, r = w / 2, h * 0.27, w * 0.24
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(176, 120, 40), outline=(110, 70, 20), width=max(2, w // 60))
    d.ellipse((cx - r * 0.82, cy - r * 0.82, cx + r * 0.82, cy + r * 0.82), fill=(232, 188, 84))
    # the divider above the ability words
    d.line([(w * 0.12, h * VP_DIVIDER), (w * 0.88, h * VP_DIVIDER)], fill=(140, 100, 50), width=max(1, w // 90))
    img.putalpha(art.rounded_mask((w, h), radius))
    return art.bevel(img, radius, depth=max(2, w // 50), strength=0.3)


def vp_back(w: int = 240, h: int = 336) -> Image.Image:
    return art.card_back(w, h, (150, 110, 40), seed=3)


def profession_back(w: int = 240, h: int = 336) -> Image.Image:
    return art.card_back(w, h, (56, 74, 110), seed=2)


def chapter_mark(size: int = 64) -> Image.Image:
    """The cost mark: a small stack of cards."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    for k in range(3):
        o = k * size * 0.1
        d.rounded_rectangle((size * 0.2 + o, size * 0.1 + o, size * 0.65 + o, size * 0.72 + o),
                            radius=max(1, size // 14), fill=(92, 60, 40), outline=(240, 220, 180),
                            width=max(1, size // 24))
    return img


def token(size: int = 64) -> Image.Image:
    return art.token(size, (214, 168, 52))


def cover(w: int, h: int) -> Image.Image:
    """The game's cover for the menus: a guildhall's gable over six profession pillars, and a
    row of the colours' counters."""
    img = art.parchment((w, h), (222, 200, 160), seed=4)
    d = ImageDraw.Draw(img)
    cx, base, hw = w / 2, h * 0.9, w * 0.34
    wood_c = (120, 80, 50)
    d.polygon([(cx - hw - 12, h * 0.38), (cx, h * 0.12), (cx + hw + 12, h * 0.38)], fill=wood_c)
    d.polygon([(cx - hw + 10, h * 0.35), (cx, h * 0.18), (cx + hw - 10, h * 0.35)], fill=(160, 110, 70))
    d.rectangle((cx - hw, h * 0.38, cx + hw, h * 0.43), fill=wood_c)
    n = D.NUM_PROFESSIONS
    for i in range(n):
        x = cx - hw + 14 + i * (2 * hw - 28) / (n - 1)
        d.rectangle((x - 8, h * 0.43, x + 8, base - 8), fill=(200, 180, 150), outline=(140, 110, 80), width=2)
    d.rectangle((cx - hw - 14, base - 8, cx + hw + 14, base + 4), fill=wood_c)
    for i, col in enumerate(((200, 70, 60), (60, 110, 200), (70, 160, 90), (230, 190, 60), (150, 90, 190),
                             (230, 130, 50))):
        x = w * 0.1 + i * w * 0.16
        d.ellipse((x - 8, h * 0.93, x + 8, h * 0.99), fill=col)
    return img
