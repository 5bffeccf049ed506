"""Blue Moon City pictures (Pillow only, no pygame): cards, tiles, figures, dragons, tokens.

The pictures carry no words or numbers: names and values are drawn on top
with real fonts by ``bluemoon/view.py`` so they stay sharp at every zoom.
Every people has its own icon shape (drawn on its cards and on the building
spaces that want it), so colour is never the only cue.
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

from engine.ui import art


#: Bump when a picture below changes (the art cache keys carry it).
ART = 2

#: RGB of each card colour (index = colour / people), and of "any" (Royal Palace).
COLOUR_RGB = (
    (58, 56, 64),      # black  - Vulca
    (196, 60, 50),     # red    - Terrah
    (52, 104, 200),    # blue   - Aqua
    (150, 156, 166),   # grey   - Flit
    (56, 150, 76),     # green  - Khind
    (140, 92, 52),     # brown  - Mimix
    (238, 236, 228),   # white  - Hoax
    (228, 184, 40),    # yellow - Pillar
    (176, 132, 200),   # any
)
#: Ink that reads on each colour.
COLOUR_INK = ((246, 242, 232), (255, 248, 240), (255, 250, 244), (30, 30, 36), (250, 250, 240),
              (252, 244, 230), (30, 30, 36), (40, 30, 10), (30, 20, 40))
#: The people icon of each colour (the colour-blind cue): drawn by ``people_icon``.
ICON = ("flame", "mountain", "drop", "wing", "leaf", "masks", "eye", "pillar", "star")
#: The seat-symbol style names for the kit's colour-blind badge (closest shape).
SYMBOL = ("diamond", "triangle", "circle", "cross", "star", "square", "circle", "square", "star")

DRAGON_RGB = ((214, 64, 44), (70, 150, 70), (60, 120, 220))
CRYSTAL_RGB = (96, 190, 232)
SCALE_RGB = (232, 186, 60)

# -- icons ------------------------------------------------------------------------------
def people_icon(d: ImageDraw.ImageDraw, colour: int, cx: float, cy: float, r: float, fill, outline=None) -> None:
    """The icon of a people (or the star of "any colour") centred at (cx, cy), radius r."""
    name = ICON[colour]
    w = max(1, int(r / 5))
    if name == "flame":
        pts = []
        for i in range(41):
            t = i / 40 * 2 * math.pi
            x = math.sin(t) * r * 0.62 * (1 - 0.35 * math.cos(t))
            y = -math.cos(t) * r
            y = y if y > 0 else y * (1.0 + 0.15 * math.sin(3 * t))
            pts.append((cx + x, cy + y * 0.98 + r * 0.05))
        d.polygon(pts, fill=fill, outline=outline)
        d.ellipse((cx - r * 0.22, cy + r * 0.1, cx + r * 0.22, cy + r * 0.7), fill=outline or (0, 0, 0, 0))
    elif name == "mountain":
        d.polygon([(cx - r, cy + r * 0.75), (cx - r * 0.25, cy - r * 0.85), (cx + r * 0.15, cy - r * 0.05),
                   (cx + r * 0.45, cy - r * 0.5), (cx + r, cy + r * 0.75)], fill=fill, outline=outline, width=w)
    elif name == "drop":
        d.polygon([(cx, cy - r), (cx + r * 0.66, cy + r * 0.15), (cx - r * 0.66, cy + r * 0.15)], fill=fill)
        d.ellipse((cx - r * 0.68, cy - r * 0.3, cx + r * 0.68, cy + r * 0.98), fill=fill, outline=outline, width=w)
    elif name == "wing":
        for k in range(3):
            off = k * r * 0.42
            d.polygon([(cx - r, cy + r * 0.6 - off * 0.2), (cx + r * 0.9 - off, cy - r * 0.9 + off * 0.6),
                       (cx + r * 0.55 - off, cy + r * 0.1 + off * 0.5 - off * 0.2)], fill=fill, outline=outline)
    elif name == "leaf":
        d.ellipse((cx - r * 0.55, cy - r, cx + r * 0.55, cy + r * 0.8), fill=fill, outline=outline, width=w)
        d.line([(cx, cy - r * 0.7), (cx, cy + r)], fill=outline or (0, 0, 0, 110), width=max(1, w))
    elif name == "masks":
        d.ellipse((cx - r, cy - r * 0.6, cx + r * 0.15, cy + r * 0.6), fill=fill, outline=outline, width=w)
        d.ellipse((cx - r * 0.15, cy - r * 0.6, cx + r, cy + r * 0.6), fill=fill, outline=outline or (0, 0, 0, 90),
                  width=max(1, w))
    elif name == "eye":
        d.polygon([(cx - r, cy), (cx - r * 0.5, cy - r * 0.55), (cx + r * 0.5, cy - r * 0.55), (cx + r, cy),
                   (cx + r * 0.5, cy + r * 0.55), (cx - r * 0.5, cy + r * 0.55)], fill=fill, outline=outline, width=w)
        d.ellipse((cx - r * 0.3, cy - r * 0.3, cx + r * 0.3, cy + r * 0.3), fill=outline or (40, 40, 50))
    elif name == "pillar":
        d.rectangle((cx - r * 0.8, cy - r, cx + r * 0.8, cy - r * 0.72), fill=fill, outline=outline)
        d.rectangle((cx - r * 0.8, cy + r * 0.72, cx + r * 0.8, cy + r), fill=fill, outline=outline)
        for k in (-1, 0, 1):
            d.rectangle((cx + k * r * 0.4 - r * 0.13, cy - r * 0.72, cx + k * r * 0.4 + r * 0.13, cy + r * 0.72),
                        fill=fill, outline=outline)
    else:  # star: any colour
        pts = [(cx + (r if i % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + i * math.pi / 5),
                cy + (r if i % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
        d.polygon(pts, fill=fill, outline=outline, width=w)


def icon_image(colour: int, size: int, on_chip: bool = True) -> Image.Image:
    """A people icon on a round chip of its colour (spaces, legends), size x size."""
    s = size * 4
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if on_chip:
        d.ellipse((2, 2, s - 3, s - 3), fill=art._c(COLOUR_RGB[colour]), outline=(20, 20, 24, 255), width=s // 14)
        people_icon(d, colour, s / 2, s / 2, s * 0.3, art._c(COLOUR_INK[colour]))
    else:
        people_icon(d, colour, s / 2, s / 2, s * 0.42, art._c(COLOUR_RGB[colour]), (20, 20, 24, 255))
    return img.resize((size, size), Image.LANCZOS)


def crystal(size: int = 64) -> Image.Image:
    s = size * 4
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = CRYSTAL_RGB
    top = (s * 0.5, s * 0.06)
    pts = [top, (s * 0.9, s * 0.38), (s * 0.5, s * 0.96), (s * 0.1, s * 0.38)]
    d.polygon(pts, fill=art._c(c), outline=art._c(art.darker(c, 0.5)), width=s // 24)
    d.polygon([top, (s * 0.9, s * 0.38), (s * 0.5, s * 0.38)], fill=art._c(art.lighter(c, 0.35)))
    d.polygon([(s * 0.1, s * 0.38), (s * 0.5, s * 0.38), (s * 0.5, s * 0.96)], fill=art._c(art.darker(c, 0.15)))
    d.line([(s * 0.1, s * 0.38), (s * 0.9, s * 0.38)], fill=art._c(art.darker(c, 0.4)), width=s // 30)
    return img.resize((size, size), Image.LANCZOS)


def scale_token(size: int = 64) -> Image.Image:
    """A golden dragon scale: a rounded shield with ridges."""
    s = size * 4
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = SCALE_RGB
    d.ellipse((s * 0.08, s * 0.04, s * 0.92, s * 0.96), fill=art._c(art.darker(c, 0.35)))
    d.pieslice((s * 0.1, s * -0.2, s * 0.9, s * 0.94), 0, 180, fill=art._c(c))
    d.rectangle((s * 0.1, s * 0.06, s * 0.9, s * 0.37), fill=art._c(c))
    for k in range(3):
        y = s * (0.3 + 0.18 * k)
        d.arc((s * 0.22, y - s * 0.2, s * 0.78, y + s * 0.2), 20, 160, fill=art._c(art.darker(c, 0.4)), width=s // 28)
    d.ellipse((s * 0.24, s * 0.1, s * 0.45, s * 0.25), fill=(255, 255, 255, 90))
    return img.resize((size, size), Image.LANCZOS)


def card_icon(size: int = 64) -> Image.Image:
    """A small card back: 'a card from the deck'."""
    s = size * 4
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((s * 0.2, s * 0.05, s * 0.8, s * 0.95), radius=s // 10, fill=(40, 56, 120, 255),
                        outline=(230, 226, 210, 255), width=s // 16)
    d.ellipse((s * 0.36, s * 0.36, s * 0.64, s * 0.64), fill=(220, 214, 160, 255))
    return img.resize((size, size), Image.LANCZOS)


def marker(size: int, rgb) -> Image.Image:
    """A player's marker: a small wooden cube seen from above at an angle."""
    s = size * 4
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((s * 0.08, s * 0.2, s * 0.92, s * 0.95), radius=s // 10, fill=art._c(art.darker(rgb, 0.35)))
    d.rounded_rectangle((s * 0.08, s * 0.06, s * 0.92, s * 0.78), radius=s // 10, fill=art._c(rgb),
                        outline=art._c(art.darker(rgb, 0.5)), width=s // 22)
    d.line([(s * 0.2, s * 0.18), (s * 0.55, s * 0.18)], fill=art._c(art.lighter(rgb, 0.4)), width=s // 14)
    return img.resize((size, size), Image.LANCZOS)


def dragon(d_index: int, w: int = 96, h: int = 84) -> Image.Image:
    """A dragon figure: body, wings and a crest, in the dragon's colour."""
    S = 3
    W, H = w * S, h * S
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = DRAGON_RGB[d_index]
    dark = art._c(art.darker(c, 0.45))
    body = art._c(c)
    # wings
    d.polygon([(W * 0.45, H * 0.45), (W * 0.08, H * 0.05), (W * 0.2, H * 0.35), (W * 0.02, H * 0.4),
               (W * 0.3, H * 0.62)], fill=art._c(art.lighter(c, 0.15)), outline=dark, width=S * 2)
    d.polygon([(W * 0.55, H * 0.45), (W * 0.92, H * 0.05), (W * 0.8, H * 0.35), (W * 0.98, H * 0.4),
               (W * 0.7, H * 0.62)], fill=art._c(art.lighter(c, 0.15)), outline=dark, width=S * 2)
    # body and tail
    d.ellipse((W * 0.3, H * 0.38, W * 0.7, H * 0.95), fill=body, outline=dark, width=S * 2)
    d.ellipse((W * 0.36, H * 0.12, W * 0.64, H * 0.45), fill=body, outline=dark, width=S * 2)
    d.polygon([(W * 0.42, H * 0.16), (W * 0.38, H * 0.0), (W * 0.48, H * 0.13)], fill=dark)
    d.polygon([(W * 0.58, H * 0.16), (W * 0.62, H * 0.0), (W * 0.52, H * 0.13)], fill=dark)
    d.ellipse((W * 0.42, H * 0.24, W * 0.47, H * 0.3), fill=(255, 240, 180, 255))
    d.ellipse((W * 0.53, H * 0.24, W * 0.58, H * 0.3), fill=(255, 240, 180, 255))
    d.ellipse((W * 0.42, H * 0.55, W * 0.58, H * 0.85), fill=art._c(art.lighter(c, 0.4)))
    return img.resize((w, h), Image.LANCZOS)


# -- cards ------------------------------------------------------------------------------
def card(colour: int, w: int = 176, h: int = 248) -> Image.Image:
    """A people card: colour band at the top, its icon large in the middle (words come later)."""
    rgb = COLOUR_RGB[colour]
    face = art.card_face(w, h, (240, 232, 212), art.darker(rgb, 0.2), seed=colour)
    d = ImageDraw.Draw(face)
    band = int(h * 0.2)
    m = max(3, w // 14)
    d.rounded_rectangle((m, m, w - 1 - m, band), radius=max(2, w // 16), fill=art._c(rgb),
                        outline=art._c(art.darker(rgb, 0.4)), width=max(1, w // 60))
    # the middle: a soft disc of the colour with the icon
    cx, cy, r = w / 2, h * 0.5, w * 0.3
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=art._c(art.lighter(rgb, 0.55)),
              outline=art._c(rgb), width=max(2, w // 40))
    people_icon(d, colour, cx, cy, r * 0.7, art._c(rgb), art._c(art.darker(rgb, 0.5)))
    # the foot band
    d.rectangle((m + 2, int(h * 0.78), w - m - 3, h - m - 2), fill=art._c(art.lighter(rgb, 0.7), 200))
    return face


def card_back(w: int = 176, h: int = 248) -> Image.Image:
    img = art.card_back(w, h, (36, 52, 120), seed=5)
    d = ImageDraw.Draw(img)
    cx, cy, r = w / 2, h / 2, w * 0.22
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(226, 220, 170, 255))
    d.ellipse((cx - r * 0.45, cy - r * 1.05, cx + r * 1.3, cy + r * 0.7), fill=(36, 52, 120, 255))
    return img


# -- tiles --------------------------------------------------------------------------------
def ruin_tile(seed: int, w: int = 252) -> Image.Image:
    """The sketch (unbuilt) side: pale parchment with a faint plan drawing."""
    img = art.parchment((w, w), (226, 214, 184), seed)
    d = ImageDraw.Draw(img)
    ink = (150, 128, 96, 90)
    for k in range(4):
        o = w * (0.12 + 0.06 * k)
        d.rectangle((o, w * 0.55 + k * 3, w - o, w * 0.97), outline=ink, width=max(1, w // 120))
    d.line([(w * 0.1, w * 0.96), (w * 0.9, w * 0.96)], fill=ink, width=max(1, w // 100))
    img.putalpha(art.rounded_mask((w, w), w // 14))
    return art.bevel(img, w // 14, depth=max(2, w // 50), strength=0.35)


def built_tile(seed: int, w: int = 252) -> Image.Image:
    """The completed side: warm stone with a blue-moon sky and a roof line."""
    img = art.gradient((w, w), (62, 86, 150), (214, 190, 140))
    d = ImageDraw.Draw(img)
    stone = (200, 170, 120)
    d.polygon([(w * 0.08, w * 0.62), (w * 0.5, w * 0.32), (w * 0.92, w * 0.62)], fill=art._c(art.darker(stone, 0.35)))
    d.rectangle((w * 0.14, w * 0.6, w * 0.86, w), fill=art._c(stone))
    for k in range(4):
        x = w * (0.22 + 0.18 * k)
        d.rounded_rectangle((x, w * 0.7, x + w * 0.08, w * 0.92), radius=w // 40, fill=art._c(art.darker(stone, 0.4)))
    tex = art.texture((w, w), (128, 128, 128), 0.2, seed=seed)
    img = Image.blend(img, tex, 0.08)
    img.putalpha(art.rounded_mask((w, w), w // 14))
    return art.bevel(img, w // 14, depth=max(2, w // 40), strength=0.5)


def courtyard_tile(w: int = 252) -> Image.Image:
    img = art.texture((w, w), (196, 186, 160), 0.1, grain=(3, 3), seed=4)
    d = ImageDraw.Draw(img)
    for k in range(0, w, w // 8):
        d.line([(k, 0), (k, w)], fill=(150, 140, 118, 120), width=max(1, w // 120))
        d.line([(0, k), (w, k)], fill=(150, 140, 118, 120), width=max(1, w // 120))
    cx = w / 2
    d.ellipse((cx - w * 0.2, w * 0.5, cx + w * 0.2, w * 0.78), fill=(90, 120, 150, 255), outline=(70, 70, 80, 255),
              width=max(2, w // 60))
    # the obelisk
    d.polygon([(cx - w * 0.07, w * 0.66), (cx + w * 0.07, w * 0.66), (cx + w * 0.04, w * 0.2), (cx, w * 0.12),
               (cx - w * 0.04, w * 0.2)], fill=(60, 64, 90, 255), outline=(30, 30, 40, 255))
    img.putalpha(art.rounded_mask((w, w), w // 14))
    return art.bevel(img, w // 14, depth=max(2, w // 50), strength=0.4)


def city_board(w: int, h: int) -> Image.Image:
    return art.board(w, h, (70, 60, 52), (40, 54, 86), seed=2)


def obelisk_board(w: int, h: int) -> Image.Image:
    img = art.gradient((w, h), (58, 62, 92), (32, 34, 54))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((2, 2, w - 3, h - 3), radius=h // 8, outline=(170, 160, 120, 255), width=max(2, h // 40))
    img.putalpha(art.rounded_mask((w, h), h // 8))
    return img


def cover(w: int, h: int) -> Image.Image:
    """The game's cover picture: a blue moon over the night city's lit towers."""
    img = art.gradient((w, h), (14, 22, 60), (60, 90, 150))
    d = ImageDraw.Draw(img)
    rnd = random.Random(1)
    for _ in range(60):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h * 0.55)
        r = rnd.choice((1, 1, 1.5, 2))
        d.ellipse((x - r, y - r, x + r, y + r), fill=(230, 240, 255, 200))
    mx, my, mr = w * 0.7, h * 0.3, h * 0.2
    glow = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(glow).ellipse((mx - mr * 1.8, my - mr * 1.8, mx + mr * 1.8, my + mr * 1.8), fill=(150, 190, 255, 90))
    img = Image.alpha_composite(img, glow.filter(ImageFilter.GaussianBlur(h // 14)))
    d = ImageDraw.Draw(img)
    d.ellipse((mx - mr, my - mr, mx + mr, my + mr), fill=(190, 215, 255))
    d.ellipse((mx - mr * 0.5, my - mr * 0.4, mx - mr * 0.1, my), fill=(170, 198, 245))
    x = 0
    while x < w:
        bw = rnd.uniform(w * 0.05, w * 0.11)
        bh = rnd.uniform(h * 0.22, h * 0.55)
        col = (20 + rnd.randint(0, 15), 26 + rnd.randint(0, 15), 48 + rnd.randint(0, 20))
        d.rectangle((x, h - bh, x + bw, h), fill=col)
        if rnd.random() < 0.5:
            d.polygon([(x, h - bh), (x + bw / 2, h - bh - bw * 0.8), (x + bw, h - bh)], fill=col)
        for wy in range(int(h - bh + 8), h - 6, 12):
            for wx in range(int(x + 5), int(x + bw - 5), 9):
                if rnd.random() < 0.35:
                    d.rectangle((wx, wy, wx + 3, wy + 5), fill=(255, 214, 120))
        x += bw + rnd.uniform(0, 6)
    return img
