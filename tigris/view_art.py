"""Tigris & Euphrates pictures (Pillow only, no pygame).

Every colour carries its own shape as well (colour-blind play): the temple is
a stepped ziggurat, the farm three ears of grain, the market a balance, the
settlement a house.  Each dynasty has its emblem (bull, lion, archer, urn),
printed on its leaders.  Words and numbers are drawn on top by the view.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFilter

from engine.ui import art

from .data import BOARDS, COLS, ROWS

#: Bump when a picture below changes (the art cache keys carry it).
ART = 6

COLOUR_RGB = {
    "red": (196, 54, 44),
    "blue": (44, 102, 196),
    "green": (46, 140, 70),
    "black": (46, 46, 54),
}

LAND = (222, 200, 150)
RIVER = (96, 158, 206)
SQ = 64  # board picture pixels per square


def _ink(colour: str) -> tuple[int, int, int, int]:
    return (255, 250, 236, 255) if colour != "black" else (236, 220, 170, 255)


# -- tile symbols ---------------------------------------------------------------------
def tile_symbol(d: ImageDraw.ImageDraw, kind: str, box, fill) -> None:
    """The shape of a colour: temple, farm, market, settlement, in ``box`` (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx = (x0 + x1) / 2
    if kind == "red":          # a stepped ziggurat with a shrine
        for i in range(3):
            bw = w * (0.9 - i * 0.26)
            top = y1 - (i + 1) * h * 0.24
            d.rectangle((cx - bw / 2, top, cx + bw / 2, top + h * 0.24 - 2), fill=fill)
        d.rectangle((cx - w * 0.07, y0 + h * 0.06, cx + w * 0.07, y1 - 3 * h * 0.24), fill=fill)
    elif kind == "blue":       # three ears of grain
        for k in (-1, 0, 1):
            sx = cx + k * w * 0.28
            d.line((sx, y1, sx, y0 + h * 0.3), fill=fill, width=max(2, int(w * 0.06)))
            for j in range(3):
                ey = y0 + h * 0.06 + j * h * 0.16
                d.ellipse((sx - w * 0.1, ey, sx, ey + h * 0.2), fill=fill)
                d.ellipse((sx, ey, sx + w * 0.1, ey + h * 0.2), fill=fill)
    elif kind == "green":      # a balance
        lw = max(2, int(w * 0.07))
        d.line((cx, y0 + h * 0.05, cx, y1 - h * 0.1), fill=fill, width=lw)
        d.rectangle((cx - w * 0.25, y1 - h * 0.12, cx + w * 0.25, y1), fill=fill)
        d.line((x0 + w * 0.05, y0 + h * 0.2, x1 - w * 0.05, y0 + h * 0.2), fill=fill, width=lw)
        for sx in (x0 + w * 0.18, x1 - w * 0.18):
            d.line((sx, y0 + h * 0.2, sx - w * 0.14, y0 + h * 0.55), fill=fill, width=max(1, lw // 2))
            d.line((sx, y0 + h * 0.2, sx + w * 0.14, y0 + h * 0.55), fill=fill, width=max(1, lw // 2))
            d.chord((sx - w * 0.18, y0 + h * 0.38, sx + w * 0.18, y0 + h * 0.72), 0, 180, fill=fill)
    else:                      # a house
        d.polygon([(x0 + w * 0.05, y0 + h * 0.45), (cx, y0 + h * 0.05), (x1 - w * 0.05, y0 + h * 0.45)],
                  fill=fill)
        d.rectangle((x0 + w * 0.16, y0 + h * 0.45, x1 - w * 0.16, y1), fill=fill)
        d.rectangle((cx - w * 0.1, y1 - h * 0.3, cx + w * 0.1, y1), fill=(0, 0, 0, 0))


def civ_tile(colour: str, size: int = 128) -> Image.Image:
    """A civilization tile: coloured, bevelled, with its shape in light ink."""
    img = art.tile(size, size, COLOUR_RGB[colour], radius=size // 9, seed=3)
    sym = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    tile_symbol(ImageDraw.Draw(sym), colour, (size * 0.2, size * 0.18, size * 0.8, size * 0.8), _ink(colour))
    img.alpha_composite(sym)
    return img


def face_down_tile(size: int = 128) -> Image.Image:
    """A tile turned face down under a monument or the wonder: plain stone."""
    return art.tile(size, size, (150, 138, 118), radius=size // 9, seed=5)


def catastrophe(size: int = 128) -> Image.Image:
    img = art.tile(size, size, (70, 56, 50), radius=size // 9, seed=7)
    d = ImageDraw.Draw(img)
    s = size
    crack = [(s * 0.2, s * 0.18), (s * 0.45, s * 0.42), (s * 0.35, s * 0.55), (s * 0.62, s * 0.82),
             (s * 0.55, s * 0.58), (s * 0.78, s * 0.5), (s * 0.52, s * 0.3)]
    d.polygon(crack, fill=(236, 120, 40, 255))
    d.line([(s * 0.15, s * 0.85), (s * 0.85, s * 0.15)], fill=(30, 20, 18, 255), width=max(2, s // 24))
    return img


def treasure(size: int = 64, special: bool = False) -> Image.Image:
    """A treasure: a pale cube seen from a corner (gold-rimmed on a special square)."""
    s = size * 3
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = s / 2
    top = [(c, s * 0.08), (s * 0.9, s * 0.3), (c, s * 0.52), (s * 0.1, s * 0.3)]
    left = [(s * 0.1, s * 0.3), (c, s * 0.52), (c, s * 0.94), (s * 0.1, s * 0.72)]
    right = [(c, s * 0.52), (s * 0.9, s * 0.3), (s * 0.9, s * 0.72), (c, s * 0.94)]
    rim = (120, 76, 0, 255) if special else (60, 60, 60, 255)
    # a special square's treasure is a gold cube with a star on top; a plain one is pale
    faces = ((255, 222, 90), (226, 176, 40), (186, 136, 20)) if special else \
        ((255, 255, 250), (214, 214, 206), (180, 180, 172))
    for poly, fill in zip((top, left, right), faces):
        d.polygon(poly, fill=(*fill, 255), outline=rim)
    if special:
        for poly in (top, left, right):
            d.line(poly + [poly[0]], fill=rim, width=max(3, s // 22))
        r1, r2 = s * 0.14, s * 0.06
        cy = s * 0.3
        star = [(c + (r1 if k % 2 == 0 else r2) * math.sin(k * math.pi / 5),
                 cy - (r1 if k % 2 == 0 else r2) * math.cos(k * math.pi / 5) * 0.6) for k in range(10)]
        d.polygon(star, fill=(255, 255, 255, 255), outline=rim)
    return img.resize((size, size), Image.LANCZOS)


# -- leaders ----------------------------------------------------------------------------
def emblem(d: ImageDraw.ImageDraw, dynasty: str, box, fill) -> None:
    """A dynasty's emblem: bull, lion, archer or urn."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    lw = max(2, int(w * 0.09))
    if dynasty == "bull":
        d.ellipse((cx - w * 0.24, cy - h * 0.16, cx + w * 0.24, cy + h * 0.4), fill=fill)
        d.arc((x0, y0 - h * 0.05, cx - w * 0.05, cy + h * 0.25), 150, 300, fill=fill, width=lw)
        d.arc((cx + w * 0.05, y0 - h * 0.05, x1, cy + h * 0.25), 240, 30, fill=fill, width=lw)
    elif dynasty == "lion":
        pts = []
        for i in range(24):
            a = i * math.pi / 12
            r = (w * 0.5 if i % 2 == 0 else w * 0.36)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        d.polygon(pts, fill=fill)
        d.ellipse((cx - w * 0.24, cy - h * 0.24, cx + w * 0.24, cy + h * 0.24), fill=(0, 0, 0, 0))
        d.ellipse((cx - w * 0.13, cy - h * 0.1, cx + w * 0.13, cy + h * 0.16), fill=fill)
    elif dynasty == "archer":
        d.arc((x0 + w * 0.05, y0, x1 - w * 0.25, y1), 270, 90, fill=fill, width=lw)
        d.line((cx - w * 0.2 + w * 0.0, y0 + h * 0.03, cx - w * 0.2, y1 - h * 0.03), fill=fill,
               width=max(1, lw // 2))
        d.line((x0, cy, x1, cy), fill=fill, width=lw)
        d.polygon([(x1, cy), (x1 - w * 0.2, cy - h * 0.12), (x1 - w * 0.2, cy + h * 0.12)], fill=fill)
    else:  # urn
        d.polygon([(cx - w * 0.18, y0 + h * 0.08), (cx + w * 0.18, y0 + h * 0.08), (cx + w * 0.1, y0 + h * 0.22),
                   (cx + w * 0.36, y0 + h * 0.5), (cx + w * 0.2, y1 - h * 0.08), (cx - w * 0.2, y1 - h * 0.08),
                   (cx - w * 0.36, y0 + h * 0.5), (cx - w * 0.1, y0 + h * 0.22)], fill=fill)
        d.rectangle((cx - w * 0.26, y0, cx + w * 0.26, y0 + h * 0.08), fill=fill)


def leader(colour: str, dynasty: str, ring: tuple[int, int, int], size: int = 128) -> Image.Image:
    """A leader: a round token of the leader's colour, ringed in the owner's seat colour,
    with the dynasty's emblem and a small shape of the colour below it."""
    s = size * 2
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((4, 8, s - 4, s - 2), fill=(0, 0, 0, 90))
    d.ellipse((2, 2, s - 6, s - 6), fill=art._c(ring))
    inner = int(s * 0.1)
    d.ellipse((inner, inner, s - 6 - inner, s - 6 - inner), fill=art._c(COLOUR_RGB[colour]))
    emblem(d, dynasty, (s * 0.22, s * 0.16, s * 0.74, s * 0.62), _ink(colour))
    tile_symbol(d, colour, (s * 0.38, s * 0.64, s * 0.59, s * 0.82), _ink(colour))
    img = img.filter(ImageFilter.SMOOTH)
    return img.resize((size, size), Image.LANCZOS)


# -- monuments, buildings, wonder ---------------------------------------------------------
def monument(c1: str, c2: str, size: int = 160) -> Image.Image:
    """A monument: a stepped tower, one colour on the left, the other on the right."""
    s = size
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((s * 0.08, s * 0.78, s * 0.92, s * 0.98), fill=(0, 0, 0, 80))
    for i in range(4):
        bw = s * (0.84 - i * 0.18)
        bh = s * 0.19
        top = s * 0.9 - (i + 1) * bh
        cx = s / 2
        d.rectangle((cx - bw / 2, top, cx, top + bh - 2), fill=art._c(art.lighter(COLOUR_RGB[c1], 0.08 * i)))
        d.rectangle((cx, top, cx + bw / 2, top + bh - 2), fill=art._c(art.lighter(COLOUR_RGB[c2], 0.08 * i)))
        d.rectangle((cx - bw / 2, top, cx + bw / 2, top + bh - 2), outline=(30, 24, 18, 255), width=2)
    sym = (s * 0.1, s * 0.02, s * 0.42, s * 0.2)
    tile_symbol(d, c1, (s * 0.16, s * 0.66, s * 0.34, s * 0.84), _ink(c1))
    tile_symbol(d, c2, (s * 0.66, s * 0.66, s * 0.84, s * 0.84), _ink(c2))
    del sym
    return img


def building(colour: str, size: int = 96) -> Image.Image:
    """A civilization building: a small domed hall of its colour."""
    s = size
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rgb = COLOUR_RGB[colour]
    d.rounded_rectangle((s * 0.08, s * 0.4, s * 0.92, s * 0.96), radius=s // 12,
                        fill=art._c(rgb), outline=(250, 236, 190, 255), width=max(2, s // 24))
    d.pieslice((s * 0.2, s * 0.08, s * 0.8, s * 0.7), 180, 360, fill=art._c(art.lighter(rgb, 0.2)),
               outline=(250, 236, 190, 255), width=max(2, s // 24))
    tile_symbol(d, colour, (s * 0.3, s * 0.5, s * 0.7, s * 0.9), _ink(colour))
    return img


def wonder(size: int = 192) -> Image.Image:
    """The wonder: a great ziggurat of sandstone seen from above, a plus-shaped base."""
    s = size
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    t = s / 3
    stone = (206, 170, 110)
    d.rectangle((t, 0, 2 * t, s), fill=art._c(stone))
    d.rectangle((0, t, s, 2 * t), fill=art._c(stone))
    for i in range(4):
        m = t * (0.04 + 0.11 * i)
        d.rectangle((t + m, t + m, 2 * t - m, 2 * t - m),
                    fill=art._c(art.lighter(stone, 0.1 + 0.1 * i)), outline=(120, 86, 40, 255), width=2)
    d.rectangle((t, 0, 2 * t, s), outline=(120, 86, 40, 255), width=3)
    d.rectangle((0, t, s, 2 * t), outline=(120, 86, 40, 255), width=3)
    return img


# -- the board ----------------------------------------------------------------------------
def board(side: str) -> Image.Image:
    """The 16 x 11 board: sand land, blue river squares with waves, framed special squares."""
    grid = BOARDS[side]
    W, H = COLS * SQ, ROWS * SQ
    img = art.texture((W, H), LAND, 0.10, grain=(3, 3), seed=11)
    d = ImageDraw.Draw(img)
    for r in range(ROWS):
        for c in range(COLS):
            x, y = c * SQ, r * SQ
            ch = grid[r][c]
            if ch == "~":
                d.rectangle((x, y, x + SQ, y + SQ), fill=RIVER)
                for k in range(2):
                    yy = y + SQ * (0.35 + 0.3 * k)
                    pts = [(x + 6 + i * 4, yy + 3 * math.sin(i * 0.9 + k)) for i in range(14)]
                    d.line(pts, fill=(150, 196, 232), width=2)
            if ch == "S":
                d.rectangle((x + 3, y + 3, x + SQ - 4, y + SQ - 4), outline=(170, 120, 40), width=4)
    for r in range(ROWS + 1):
        d.line((0, r * SQ, W, r * SQ), fill=(150, 128, 90), width=1)
    for c in range(COLS + 1):
        d.line((c * SQ, 0, c * SQ, H), fill=(150, 128, 90), width=1)
    d.rectangle((0, 0, W - 1, H - 1), outline=(96, 70, 40), width=4)
    return img


def cover(w: int, h: int) -> Image.Image:
    """The game's cover on the main menu: two rivers, the sun and a ziggurat."""
    img = art.gradient((w, h), (236, 180, 110), (196, 140, 80))
    d = ImageDraw.Draw(img)
    d.ellipse((w * 0.08, h * 0.08, w * 0.08 + h * 0.22, h * 0.3), fill=(255, 236, 170))
    for k, off in enumerate((0.35, 0.8)):
        pts = [(x, h * off + 18 * math.sin(x / (40 + 15 * k)) + (x / w) * h * 0.18) for x in range(0, w + 6, 6)]
        d.line(pts, fill=(60, 120, 190), width=int(h * 0.07))
        d.line(pts, fill=(110, 170, 230), width=int(h * 0.025))
    cx, base = w * 0.58, h * 0.9
    for i in range(5):
        bw = w * (0.44 - i * 0.075)
        bh = h * 0.1
        y = base - (i + 1) * bh
        d.rectangle((cx - bw / 2, y, cx + bw / 2, y + bh), fill=art.mix((170, 110, 60), (220, 170, 110), i / 5),
                    outline=(120, 80, 40), width=2)
    d.rectangle((cx - w * 0.02, base - 5.6 * h * 0.1, cx + w * 0.02, base - 5 * h * 0.1), fill=(120, 80, 40))
    return img
