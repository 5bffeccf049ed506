"""Pictures of Azul: Stained Glass of Sintra (Pillow only, no pygame).

Glass tiles, pattern strips, factory displays, the glazier, the start-player
tile and the glass tower.  Every glass colour always carries its own shape
(rules §1.1: red circle, yellow triangle, green square, light blue diamond,
purple star); ``strong`` draws it dark and bold for colour-blind play,
otherwise it is a light engraving.  Numbers and words are drawn on top by
``azul_sintra/view.py`` with real fonts so they stay sharp.
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from engine.ui import art

from . import data as D

#: Bump when a picture below changes (the art cache keys carry it).
ART = 2

#: Glass colours (RGB) and their shapes (rules §1.1).
RGB = {
    "red": (206, 52, 58),
    "yellow": (240, 190, 38),
    "green": (46, 150, 84),
    "light_blue": (70, 176, 226),
    "purple": (134, 74, 182),
}
GLYPH = dict(D.COLOUR_GLYPHS)
JOKER_RGB = (150, 150, 156)
#: Seat (player) colours of the palace boards (rules §1.2).
SEAT_RGB = {"amber": (214, 150, 52), "teal": (48, 150, 148), "rose": (206, 104, 136), "slate": (112, 128, 150)}


def shape(d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, fill=None, outline=None,
          width: int = 1) -> None:
    """One of the five glyphs (circle, triangle, square, diamond, star)."""
    if kind == "circle":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
    elif kind == "square":
        q = r * 0.82
        d.rectangle((cx - q, cy - q, cx + q, cy + q), fill=fill, outline=outline, width=width)
    elif kind == "triangle":
        d.polygon([(cx, cy - r), (cx + r * 0.98, cy + r * 0.74), (cx - r * 0.98, cy + r * 0.74)], fill=fill,
                  outline=outline, width=width)
    elif kind == "diamond":
        d.polygon([(cx, cy - r * 1.05), (cx + r * 0.9, cy), (cx, cy + r * 1.05), (cx - r * 0.9, cy)], fill=fill,
                  outline=outline, width=width)
    else:  # star
        pts = [(cx + (r * 1.08 if i % 2 == 0 else r * 0.46) * math.cos(-math.pi / 2 + i * math.pi / 5),
                cy + (r * 1.08 if i % 2 == 0 else r * 0.46) * math.sin(-math.pi / 2 + i * math.pi / 5))
               for i in range(10)]
        d.polygon(pts, fill=fill, outline=outline, width=width)


def tile(colour: str, strong: bool, size: int = 96) -> Image.Image:
    """A glass tile: translucent colour, a sheen, lead edge, and the colour's shape."""
    s = size
    base = RGB[colour]
    img = art.gradient((s, s), art.lighter(base, 0.28), art.darker(base, 0.22))
    img.putalpha(255)
    d = ImageDraw.Draw(img)
    sheen = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    sd = ImageDraw.Draw(sheen)
    sd.polygon([(0, 0), (s * 0.62, 0), (0, s * 0.62)], fill=(255, 255, 255, 60))
    sd.line([(s * 0.16, s * 0.1), (s * 0.1, s * 0.16)], fill=(255, 255, 255, 170), width=max(2, s // 18))
    img = Image.alpha_composite(img, sheen)
    d = ImageDraw.Draw(img)
    r = s * 0.27
    if strong:
        shape(d, GLYPH[colour], s / 2, s / 2 + s * 0.02, r, fill=(28, 26, 30, 235), outline=(255, 255, 255, 200),
              width=max(2, s // 40))
    else:
        shape(d, GLYPH[colour], s / 2, s / 2 + s * 0.02, r, fill=art._c(art.lighter(base, 0.32), 150),
              outline=art._c(art.darker(base, 0.3), 200), width=max(2, s // 36))
    d.rounded_rectangle((1, 1, s - 2, s - 2), radius=s // 9, outline=(34, 30, 32, 255), width=max(3, s // 22))
    img.putalpha(art.rounded_mask((s, s), s // 9))
    return img


def strip(strip_idx: int, side: int, strong: bool, w: int = 104, h: int = 404) -> Image.Image:
    """A pattern strip: five spaces top to bottom, each tinted and marked with its shape."""
    spaces = D.STRIP_SIDES[D.STRIP_NAMES[strip_idx]][side]
    img = art.wood((w, h), (118, 84, 52), seed=strip_idx * 2 + side)
    d = ImageDraw.Draw(img)
    m = w * 0.1
    step = (h - 2 * m) / 5
    for i, c in enumerate(spaces):
        y0 = m + i * step
        box = (m, y0 + step * 0.06, w - m, y0 + step * 0.94)
        col = JOKER_RGB if c == D.JOKER else RGB[c]
        # an empty space is a hollow: a dark well with the colour only as its rim and an outlined
        # shape, so it never looks like a placed tile (solid glass)
        line = art._c(art.lighter(col, 0.25))
        d.rounded_rectangle(box, radius=int(w * 0.08), fill=(30, 26, 24, 255), outline=line, width=max(3, w // 20))
        cx, cy, r = w / 2, (box[1] + box[3]) / 2, step * 0.24
        if c == D.JOKER:
            d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(230, 230, 230, 230), width=max(2, w // 26))
            d.line([(cx - r * 0.6, cy), (cx + r * 0.6, cy)], fill=(230, 230, 230, 230), width=max(2, w // 26))
            d.line([(cx, cy - r * 0.6), (cx, cy + r * 0.6)], fill=(230, 230, 230, 230), width=max(2, w // 26))
        else:
            shape(d, GLYPH[c], cx, cy, r * (1.0 if strong else 0.85), outline=line,
                  width=max(3, w // (18 if strong else 26)))
    img.putalpha(art.rounded_mask((w, h), int(w * 0.14)))
    return art.bevel(img, int(w * 0.14), depth=3, strength=0.35)


def factory(size: int = 200) -> Image.Image:
    """A factory display: an orange ceramic disc with a pale inner field."""
    s = size * 2
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((4, 10, s - 4, s - 2), fill=(60, 30, 12, 150))
    d.ellipse((2, 2, s - 6, s - 10), fill=(214, 112, 44, 255))
    d.ellipse((s * 0.1, s * 0.1, s * 0.86, s * 0.82), fill=(238, 214, 170, 255))
    d.ellipse((s * 0.16, s * 0.15, s * 0.8, s * 0.76), fill=(246, 230, 196, 255))
    for k in range(12):
        a = k * math.pi / 6
        cx, cy = s * 0.48 + math.cos(a) * s * 0.43, s * 0.46 + math.sin(a) * s * 0.43
        d.ellipse((cx - s * 0.018, cy - s * 0.018, cx + s * 0.018, cy + s * 0.018), fill=(250, 206, 120, 255))
    return img.resize((size, size), Image.LANCZOS)


def start_tile(size: int = 96) -> Image.Image:
    """The start-player tile: a white tile with a dark "1" field (the digit is drawn by the view)."""
    s = size
    img = art.gradient((s, s), (250, 250, 246), (206, 206, 200))
    img.putalpha(255)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((s * 0.14, s * 0.14, s * 0.86, s * 0.86), radius=s // 8, outline=(60, 60, 70, 255),
                        width=max(2, s // 24))
    img.putalpha(art.rounded_mask((s, s), s // 9))
    return art.bevel(img, s // 9, depth=3, strength=0.4)


def glazier(colour: str, w: int = 60, h: int = 84) -> Image.Image:
    """The glazier pawn in the seat's player colour."""
    return art.figure(w, h, SEAT_RGB.get(colour, (180, 180, 180)))


def tower(w: int = 180, h: int = 560) -> Image.Image:
    """The glass tower: a tall glass cylinder (its back wall; shards are drawn in front)."""
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((w * 0.06, h * 0.03, w * 0.94, h - 2), radius=int(w * 0.2), fill=(180, 214, 226, 70),
                        outline=(220, 240, 248, 200), width=max(3, w // 40))
    d.ellipse((w * 0.06, h * 0.01, w * 0.94, h * 0.09), outline=(230, 246, 252, 220), width=max(3, w // 40))
    d.rectangle((w * 0.02, h - h * 0.05, w * 0.98, h - 1), fill=(96, 70, 46, 255))
    d.line([(w * 0.22, h * 0.1), (w * 0.22, h * 0.85)], fill=(255, 255, 255, 90), width=max(3, w // 18))
    return img.filter(ImageFilter.SMOOTH)


def bag(size: int = 120) -> Image.Image:
    """The cloth bag."""
    s = size * 2
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    col = (128, 96, 150)
    d.ellipse((s * 0.12, s * 0.3, s * 0.88, s * 0.98), fill=art._c(col))
    d.polygon([(s * 0.3, s * 0.36), (s * 0.7, s * 0.36), (s * 0.62, s * 0.16), (s * 0.38, s * 0.16)],
              fill=art._c(col))
    d.ellipse((s * 0.33, s * 0.06, s * 0.67, s * 0.22), fill=art._c(art.darker(col, 0.3)))
    d.line([(s * 0.34, s * 0.3), (s * 0.66, s * 0.3)], fill=(236, 206, 120, 255), width=max(3, s // 30))
    grain = art.texture((s, s), col, 0.15, grain=(2, 2), seed=4)
    grain.putalpha(img.getchannel("A"))
    out = Image.blend(img, grain, 0.35)
    out.putalpha(img.getchannel("A"))
    return out.resize((size, size), Image.LANCZOS)


def cover(w: int, h: int) -> Image.Image:
    """The game's cover picture: an arched stained-glass window in a stone wall."""
    img = art.texture((w, h), (120, 112, 100), 0.2, grain=(2, 2), seed=2)
    d = ImageDraw.Draw(img)
    aw, ah = w * 0.56, h * 0.86
    x0, y0 = (w - aw) / 2, h - ah
    win = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    wd = ImageDraw.Draw(win)
    rnd = random.Random(5)
    cols = [(40, 90, 190), (200, 60, 60), (240, 190, 60), (60, 160, 110), (130, 80, 180), (80, 190, 220)]
    n = 7
    cw = aw / n
    for i in range(n):
        for j in range(int(ah / cw) + 1):
            c = rnd.choice(cols)
            wd.rectangle((x0 + i * cw, y0 + j * cw, x0 + (i + 1) * cw, y0 + (j + 1) * cw), fill=(*c, 230))
    mask = Image.new("L", (w, h), 0)
    md = ImageDraw.Draw(mask)
    md.rectangle((x0, y0 + aw / 2, x0 + aw, h), fill=255)
    md.ellipse((x0, y0, x0 + aw, y0 + aw), fill=255)
    lead = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ld = ImageDraw.Draw(lead)
    for i in range(n + 1):
        ld.line([(x0 + i * cw, 0), (x0 + i * cw, h)], fill=(30, 30, 34, 255), width=3)
    for j in range(int(h / cw) + 2):
        ld.line([(0, y0 + j * cw), (w, y0 + j * cw)], fill=(30, 30, 34, 255), width=3)
    win = Image.alpha_composite(win, lead)
    sheen = art.gradient((w, h), (255, 255, 255), (0, 0, 0))
    win = Image.blend(win, sheen, 0.12)
    img.paste(win, (0, 0), mask)
    d.arc((x0 - 4, y0 - 4, x0 + aw + 4, y0 + aw + 4), 180, 360, fill=(70, 64, 56), width=8)
    d.line([(x0 - 4, y0 + aw / 2), (x0 - 4, h)], fill=(70, 64, 56), width=8)
    d.line([(x0 + aw + 4, y0 + aw / 2), (x0 + aw + 4, h)], fill=(70, 64, 56), width=8)
    return img
