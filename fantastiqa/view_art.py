"""Fantastiqa pictures (Pillow only, no pygame): the nine symbols, tokens, statues,
region tiles and card faces.

Pictures carry no words: names and numbers are drawn on top with real fonts by
``fantastiqa/view.py`` so they stay sharp at every zoom.  Each of the nine
symbols is its own pictogram (sword, flame, drop, broom, tooth, web, horn,
club, wand) on a coloured disc, so colour is never the only clue.
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw

from engine.ui import art

from . import data as D

#: Bump when a picture below changes (the art cache keys carry it).
ART = 3

SYMBOL_RGB = {
    "sword": (96, 118, 150),
    "fire": (214, 70, 40),
    "water": (40, 112, 206),
    "broom": (196, 150, 30),
    "tooth": (120, 120, 112),
    "web": (92, 84, 120),
    "horn": (200, 106, 40),
    "club": (70, 128, 60),
    "wand": (150, 70, 186),
}
SYMBOL_WORD = {"sword": "sword", "fire": "fire", "water": "water", "broom": "broom", "tooth": "tooth",
               "web": "web", "horn": "horn", "club": "club", "wand": "wand"}

REGION_RGB = {
    "forest": (46, 104, 56),
    "fields": (170, 168, 70),
    "highlands": (128, 112, 98),
    "hills": (104, 140, 72),
    "swamp": (70, 96, 84),
    "frozen_wastes": (170, 198, 214),
}

#: Card face tints by group.
GROUP_RGB = {
    "household": (238, 230, 208),
    "dog": (232, 222, 196),
    "creature": (226, 236, 214),
    "raven": (200, 200, 210),
    "beast": (236, 220, 198),
    "artifact": (226, 220, 240),
}
GROUP_FRAME = {
    "household": (130, 100, 60),
    "dog": (130, 100, 60),
    "creature": (60, 110, 70),
    "raven": (60, 60, 80),
    "beast": (150, 80, 40),
    "artifact": (100, 70, 150),
}

def _c(rgb, a=255):
    return (int(rgb[0]), int(rgb[1]), int(rgb[2]), a)


def _pictogram(d: ImageDraw.ImageDraw, name: str, s: int, ink) -> None:
    """The symbol's shape, drawn in ``ink`` on an ``s`` x ``s`` canvas."""
    c = s / 2
    u = s / 256
    if name == "sword":
        # a diagonal blade, crossguard and pommel
        def rot(pts):
            a = math.radians(-40)
            return [(c + (x - c) * math.cos(a) - (y - c) * math.sin(a),
                     c + (x - c) * math.sin(a) + (y - c) * math.cos(a)) for x, y in pts]
        blade = [(128, 28), (146, 60), (144, 166), (112, 166), (110, 60)]
        d.polygon(rot([(x * u, y * u) for x, y in blade]), fill=ink)
        d.polygon(rot([(x * u, y * u) for x, y in ((78, 164), (178, 164), (178, 184), (78, 184))]), fill=ink)
        d.polygon(rot([(x * u, y * u) for x, y in ((118, 184), (138, 184), (138, 222), (118, 222))]), fill=ink)
        px_, py_ = rot([(128 * u, 232 * u)])[0]
        d.ellipse((px_ - 14 * u, py_ - 14 * u, px_ + 14 * u, py_ + 14 * u), fill=ink)
    elif name == "fire":
        pts = [(128, 26), (150, 70), (178, 96), (196, 140), (190, 186), (162, 222), (128, 232), (92, 222),
               (66, 188), (62, 144), (82, 104), (96, 130), (104, 86)]
        d.polygon([(x * u, y * u) for x, y in pts], fill=ink)
    elif name == "water":
        d.ellipse((72 * u, 110 * u, 184 * u, 222 * u), fill=ink)
        d.polygon([(128 * u, 26 * u), (76 * u, 150 * u), (180 * u, 150 * u)], fill=ink)
    elif name == "broom":
        d.line([(186 * u, 30 * u), (124 * u, 140 * u)], fill=ink, width=int(18 * u))
        d.polygon([(x * u, y * u) for x, y in ((96, 128), (150, 156), (150, 236), (52, 208))], fill=ink)
        d.line([(104 * u, 140 * u), (144 * u, 160 * u)], fill=ink, width=int(14 * u))
    elif name == "tooth":
        d.rounded_rectangle((62 * u, 40 * u, 194 * u, 140 * u), radius=int(40 * u), fill=ink)
        d.polygon([(x * u, y * u) for x, y in ((66, 110), (124, 120), (106, 226), (82, 226))], fill=ink)
        d.polygon([(x * u, y * u) for x, y in ((132, 120), (190, 110), (174, 226), (150, 226))], fill=ink)
    elif name == "web":
        w = int(10 * u)
        for r in (34, 66, 98):
            angles = [math.pi / 8 + k * math.pi / 4 for k in range(8)]
            pts = [(c + r * u * math.cos(a), c + r * u * math.sin(a)) for a in angles]
            d.polygon(pts, outline=ink, width=w)
        for k in range(8):
            a = math.pi / 8 + k * math.pi / 4
            d.line([(c, c), (c + 104 * u * math.cos(a), c + 104 * u * math.sin(a))], fill=ink, width=w)
    elif name == "horn":
        pts = []
        n = 24
        for i in range(n + 1):
            t = i / n
            ang = math.pi * (0.95 - 0.9 * t)
            r = 90 * u
            x = c + r * math.cos(ang) * 1.05
            y = c + 40 * u - r * math.sin(ang) * 1.2 + 30 * u * t
            pts.append((x, y, (34 - 30 * t) * u))
        outer = [(x - wd * math.sin(i / n * math.pi * 0.9), y - wd) for i, (x, y, wd) in enumerate(pts)]
        inner = [(x + wd * math.sin(i / n * math.pi * 0.9) * 0.3, y + wd) for i, (x, y, wd) in enumerate(pts)]
        d.polygon(outer + inner[::-1], fill=ink)
    elif name == "club":
        a = math.radians(35)

        def rot(x, y):
            ca, sa = math.cos(a), math.sin(a)
            return (c + (x - c) * ca - (y - c) * sa, c + (x - c) * sa + (y - c) * ca)
        pts = [(118, 236), (138, 236), (142, 160), (162, 80), (160, 36), (128, 20), (96, 36), (94, 80), (114, 160)]
        d.polygon([rot(x * u, y * u) for x, y in pts], fill=ink)
    elif name == "wand":
        d.line([(70 * u, 214 * u), (150 * u, 112 * u)], fill=ink, width=int(18 * u))
        cx, cy, r = 172 * u, 82 * u, 50 * u
        pts = [(cx + (r if i % 2 == 0 else r * 0.42) * math.cos(-math.pi / 2 + i * math.pi / 5),
                cy + (r if i % 2 == 0 else r * 0.42) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
        d.polygon(pts, fill=ink)


def symbol(name: str, size: int = 96) -> Image.Image:
    """One symbol: its pictogram in white on a disc of its colour, with a dark rim."""
    s = 256
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    col = SYMBOL_RGB[name]
    d.ellipse((6, 6, s - 6, s - 6), fill=_c(art.darker(col, 0.45)))
    d.ellipse((16, 16, s - 16, s - 16), fill=_c(col))
    pic = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    _pictogram(ImageDraw.Draw(pic), name, s, (255, 255, 255, 255))
    pic = pic.resize((int(s * 0.72), int(s * 0.72)), Image.LANCZOS)
    img.alpha_composite(pic, (int(s * 0.14), int(s * 0.14)))
    return img.resize((size, size), Image.LANCZOS)


def gem(size: int = 64) -> Image.Image:
    s = 256
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.polygon([(60, 70), (196, 70), (236, 110), (128, 230), (20, 110)], fill=(30, 120, 110, 255))
    d.polygon([(70, 80), (186, 80), (220, 112), (128, 212), (36, 112)], fill=(60, 200, 170, 255))
    d.polygon([(70, 80), (128, 112), (36, 112)], fill=(140, 240, 220, 255))
    d.polygon([(186, 80), (220, 112), (128, 112)], fill=(40, 170, 150, 255))
    return img.resize((size, size), Image.LANCZOS)


def carpet(size: int = 96, used: bool = False) -> Image.Image:
    s = 256
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    base = (150, 40, 70) if not used else (110, 104, 100)
    trim = (236, 190, 70) if not used else (160, 156, 150)
    d.polygon([(30, 90), (226, 60), (226, 170), (30, 200)], fill=_c(base))
    d.polygon([(50, 102), (206, 78), (206, 156), (50, 182)], outline=_c(trim), width=8)
    d.polygon([(100, 126), (128, 100), (156, 122), (128, 150)], fill=_c(trim))
    for i in range(8):
        y = 96 + i * 14
        d.line([(30, y), (12, y + 4)], fill=_c(trim), width=5)
        d.line([(226, y - 32), (244, y - 30)], fill=_c(trim), width=5)
    return img.resize((size, size), Image.LANCZOS)


def reshuffle(size: int = 96, used: bool = False) -> Image.Image:
    s = 256
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    col = (60, 110, 170) if not used else (110, 110, 116)
    d.ellipse((10, 10, s - 10, s - 10), fill=_c(art.darker(col, 0.35)))
    d.ellipse((22, 22, s - 22, s - 22), fill=_c(col))
    d.arc((64, 64, 192, 192), 200, 340, fill=(255, 255, 255, 255), width=20)
    d.arc((64, 64, 192, 192), 20, 160, fill=(255, 255, 255, 255), width=20)
    d.polygon([(178, 78), (206, 120), (160, 118)], fill=(255, 255, 255, 255))
    d.polygon([(78, 178), (50, 136), (96, 138)], fill=(255, 255, 255, 255))
    return img.resize((size, size), Image.LANCZOS)


def statue(kind: str, size: int = 128) -> Image.Image:
    """A stone statue: a tower (artifacts), a tent (beasts) or a chest (quests)."""
    s = 256
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    stone = {"artifact_tower": (150, 120, 200), "beast_bazaar": (214, 140, 70), "quest_chest": (200, 170, 60)}[kind]
    dark = _c(art.darker(stone, 0.5))
    d.ellipse((30, 206, 226, 246), fill=(0, 0, 0, 90))
    if kind == "artifact_tower":
        d.polygon([(84, 226), (172, 226), (156, 80), (100, 80)], fill=_c(stone), outline=dark, width=6)
        for x in (88, 116, 144):
            d.rectangle((x, 56, x + 24, 84), fill=_c(stone), outline=dark, width=6)
        d.polygon([(100, 56), (156, 56), (128, 14)], fill=_c(art.lighter(stone, 0.2)), outline=dark, width=6)
        d.rounded_rectangle((114, 170, 142, 226), radius=12, fill=dark)
        d.ellipse((118, 110, 138, 130), fill=(255, 240, 150, 255))
    elif kind == "beast_bazaar":
        d.polygon([(40, 226), (216, 226), (128, 40)], fill=_c(stone), outline=dark, width=6)
        d.polygon([(108, 226), (148, 226), (128, 150)], fill=dark)
        for i in range(5):
            x = 56 + i * 36
            d.line([(128, 44), (x, 226)], fill=_c(art.darker(stone, 0.25)), width=4)
        d.polygon([(128, 40), (128, 8), (164, 22)], fill=(200, 50, 50, 255))
    else:
        d.rounded_rectangle((40, 120, 216, 226), radius=10, fill=_c(stone), outline=dark, width=6)
        d.pieslice((40, 60, 216, 180), 180, 360, fill=_c(art.lighter(stone, 0.15)), outline=dark, width=6)
        d.line([(40, 120), (216, 120)], fill=dark, width=6)
        d.rectangle((112, 110, 144, 150), fill=dark)
        d.ellipse((120, 122, 136, 138), fill=(255, 240, 150, 255))
    return img.resize((size, size), Image.LANCZOS)


def region(name: str, size: int = 300) -> Image.Image:
    """A round region tile with a landscape texture."""
    col = REGION_RGB[name]
    tex = art.texture((size, size), col, 0.16, grain=(3, 3), seed=len(name))
    tex = Image.blend(tex, art.radial((size, size), art.lighter(col, 0.25), art.darker(col, 0.3)), 0.5)
    d = ImageDraw.Draw(tex)
    rnd = random.Random(sum(map(ord, name)))
    dark = _c(art.darker(col, 0.35), 170)
    light = _c(art.lighter(col, 0.35), 170)
    for _ in range(14):
        x, y = rnd.uniform(size * 0.18, size * 0.82), rnd.uniform(size * 0.3, size * 0.8)
        r = size * 0.05
        if name == "forest":
            d.polygon([(x, y - r * 1.6), (x + r, y + r), (x - r, y + r)], fill=dark)
        elif name in ("highlands", "hills"):
            d.pieslice((x - r * 1.4, y - r, x + r * 1.4, y + r * 1.4), 180, 360,
                       fill=light if name == "hills" else dark)
        elif name == "swamp":
            d.line([(x, y), (x, y - r * 1.5)], fill=dark, width=max(1, size // 100))
            d.ellipse((x - r, y - r * 0.3, x + r, y + r * 0.3), fill=_c(art.lighter(col, 0.15), 150))
        elif name == "frozen_wastes":
            d.line([(x - r, y), (x + r, y)], fill=_c((255, 255, 255), 200), width=max(1, size // 120))
            d.line([(x, y - r), (x, y + r)], fill=_c((255, 255, 255), 200), width=max(1, size // 120))
        else:  # fields
            d.line([(x - r, y), (x + r, y - r * 0.4)], fill=dark, width=max(1, size // 90))
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).ellipse((2, 2, size - 3, size - 3), fill=255)
    tex = tex.convert("RGBA")
    tex.putalpha(mask)
    ring = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(ring).ellipse((2, 2, size - 3, size - 3), outline=_c(art.darker(col, 0.55)),
                                 width=max(3, size // 40))
    tex.alpha_composite(ring)
    return tex


def card_face(group: str, w: int = 180, h: int = 250) -> Image.Image:
    return art.card_face(w, h, GROUP_RGB.get(group, (236, 228, 206)), GROUP_FRAME.get(group, (120, 90, 50)),
                         seed=len(group))


def card_back(w: int = 180, h: int = 250) -> Image.Image:
    return art.card_back(w, h, (86, 60, 120), seed=5)


def quest_face(w: int = 300, h: int = 190, common: bool = False) -> Image.Image:
    return art.card_face(w, h, (244, 236, 210) if not common else (250, 232, 196),
                         (150, 110, 40) if not common else (190, 120, 30), seed=11 if common else 12)


def quest_back(w: int = 120, h: int = 80) -> Image.Image:
    return art.card_back(w, h, (150, 110, 40), seed=6)


def kind_group(k: int) -> str:
    return D.KIND_GROUP[k]


def cover(w: int, h: int) -> Image.Image:
    """The game's cover for the menus: layered purple and green hills under a dusk sky, a winding
    golden path, stars and a pale moon."""
    img = art.gradient((w, h), (120, 80, 170), (250, 170, 120))
    d = ImageDraw.Draw(img)
    rnd = random.Random(9)
    for layer, col in enumerate(((110, 70, 140), (80, 60, 120), (50, 110, 80), (40, 90, 60))):
        pts = [(0, h)]
        x = 0
        while x <= w:
            pts.append((x, h * (0.35 + layer * 0.14) + rnd.uniform(-h * 0.12, h * 0.06)))
            x += w / rnd.randint(4, 7)
        pts += [(w, h)]
        d.polygon(pts, fill=col)
    path = [(w * 0.1 + t * w * 0.8, h * 0.95 - t * h * 0.45 + 14 * math.sin(t * 12))
            for t in [i / 40 for i in range(41)]]
    d.line(path, fill=(240, 220, 160), width=5)
    for _ in range(14):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h * 0.3)
        d.text((x, y), "*", fill=(255, 250, 220))
    d.ellipse((w * 0.75, h * 0.12, w * 0.85, h * 0.12 + w * 0.1), fill=(255, 246, 210))
    return img
