"""Generated art: a small Pillow toolkit and a versioned on-disk cache.

Everything the tables and menus show as pictures is drawn here at first run
(rounded cards, bevels, gradients, glass, wood, parchment and felt textures,
icon primitives, colour-blind symbols, the five cover pictures) and saved as
PNG under ``cache_dir()/art/v<ART_VERSION>``; later starts just load them.
No outside artwork is used.
"""

from __future__ import annotations

import hashlib
import math
import os
import random
from pathlib import Path
from typing import Callable

import pygame
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from engine.ui.theme import SurfaceCache

#: Bump when any drawing below changes: old cached files are then ignored.
ART_VERSION = 1

RGB = tuple[int, int, int]


# -- primitives ------------------------------------------------------------------
def _c(rgb, a: int = 255) -> tuple[int, int, int, int]:
    return (int(rgb[0]), int(rgb[1]), int(rgb[2]), a)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def lighter(c: RGB, t: float = 0.25) -> RGB:
    return mix(c, (255, 255, 255), t)


def darker(c: RGB, t: float = 0.25) -> RGB:
    return mix(c, (0, 0, 0), t)


def rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=radius, fill=255)
    return m


def gradient(size: tuple[int, int], top: RGB, bottom: RGB, horizontal: bool = False) -> Image.Image:
    """A linear gradient (vertical by default)."""
    n = size[0] if horizontal else size[1]
    line = Image.new("RGB", (1, n) if not horizontal else (n, 1))
    px = line.load()
    for i in range(n):
        c = mix(top, bottom, i / max(1, n - 1))
        if horizontal:
            px[i, 0] = c
        else:
            px[0, i] = c
    return line.resize(size, Image.BILINEAR).convert("RGBA")


def radial(size: tuple[int, int], inner: RGB, outer: RGB) -> Image.Image:
    g = Image.radial_gradient("L").resize(size, Image.BILINEAR)
    a = Image.new("RGBA", size, _c(inner))
    b = Image.new("RGBA", size, _c(outer))
    return Image.composite(b, a, g)


def noise(size: tuple[int, int], sigma: float = 40, seed: int = 0) -> Image.Image:
    """Grey noise around 128 (seeded, so the cache is reproducible)."""
    random.seed(seed)
    w, h = size
    img = Image.effect_noise((w, h), sigma)
    # effect_noise is not seedable: shift it by a seeded offset for variety only
    return img


def texture(size: tuple[int, int], base: RGB, amount: float = 0.12, grain: tuple[int, int] = (1, 1),
            seed: int = 0) -> Image.Image:
    """Base colour modulated by (optionally stretched) noise."""
    w, h = size
    gw, gh = max(1, w // grain[0]), max(1, h // grain[1])
    n = noise((gw, gh), 50, seed).resize((w, h), Image.BICUBIC).filter(ImageFilter.GaussianBlur(0.6))
    baseimg = Image.new("RGB", (w, h), base)
    light = Image.new("RGB", (w, h), lighter(base, 0.5))
    dark = Image.new("RGB", (w, h), darker(base, 0.5))
    mask_l = n.point(lambda v: int(max(0, v - 128) * 2 * amount))
    mask_d = n.point(lambda v: int(max(0, 128 - v) * 2 * amount))
    out = Image.composite(light, baseimg, mask_l)
    out = Image.composite(dark, out, mask_d)
    return out.convert("RGBA")


def wood(size: tuple[int, int], base: RGB = (150, 100, 60), seed: int = 0) -> Image.Image:
    """Wood grain: noise stretched along x plus soft rings."""
    img = texture(size, base, 0.35, grain=(24, 1), seed=seed)
    d = ImageDraw.Draw(img)
    rnd = random.Random(seed)
    w, h = size
    for _ in range(max(2, h // 18)):
        y = rnd.uniform(0, h)
        amp = rnd.uniform(1, 4)
        pts = [(x, y + amp * math.sin(x / rnd.uniform(30, 80))) for x in range(0, w + 8, 8)]
        d.line(pts, fill=_c(darker(base, 0.3), 90), width=1)
    return img


def parchment(size: tuple[int, int], base: RGB = (232, 218, 182), seed: int = 0) -> Image.Image:
    img = texture(size, base, 0.18, grain=(3, 3), seed=seed)
    vign = radial(size, base, darker(base, 0.25))
    return Image.blend(img, vign, 0.35)


def felt(size: tuple[int, int], base: RGB = (34, 84, 62), seed: int = 0) -> Image.Image:
    img = texture(size, base, 0.10, grain=(1, 1), seed=seed)
    vign = radial(size, lighter(base, 0.06), darker(base, 0.35))
    return Image.blend(img, vign, 0.5)


def bevel(img: Image.Image, radius: int, depth: int = 3, strength: float = 0.45) -> Image.Image:
    """Lighten the top-left rim and darken the bottom-right rim of a rounded shape."""
    w, h = img.size
    m = rounded_mask((w, h), radius)
    inner = Image.new("L", (w, h), 0)
    ImageDraw.Draw(inner).rounded_rectangle((depth, depth, w - 1 - depth, h - 1 - depth),
                                            radius=max(1, radius - depth), fill=255)
    rim = ImageChops.subtract(m, inner)
    hi = Image.new("L", (w, h), 0)
    ImageDraw.Draw(hi).polygon([(0, 0), (w, 0), (0, h)], fill=int(255 * strength))
    lo = Image.new("L", (w, h), 0)
    ImageDraw.Draw(lo).polygon([(w, 0), (w, h), (0, h)], fill=int(255 * strength))
    out = img.copy()
    out = Image.composite(Image.new("RGBA", (w, h), (255, 255, 255, 255)), out, ImageChops.multiply(rim, hi))
    out = Image.composite(Image.new("RGBA", (w, h), (0, 0, 0, 255)), out, ImageChops.multiply(rim, lo))
    out.putalpha(ImageChops.multiply(out.getchannel("A"), m))
    return out


def glass(size: tuple[int, int], color: RGB, radius: int = 8) -> Image.Image:
    """A translucent glass pane with a diagonal sheen."""
    w, h = size
    img = gradient((w, h), lighter(color, 0.25), darker(color, 0.2))
    img.putalpha(215)
    sheen = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(sheen)
    d.polygon([(0, 0), (w * 0.55, 0), (0, h * 0.55)], fill=(255, 255, 255, 70))
    d.line([(w * 0.15, h * 0.08), (w * 0.08, h * 0.15)], fill=(255, 255, 255, 160), width=max(1, w // 16))
    img = Image.alpha_composite(img, sheen)
    img.putalpha(ImageChops.multiply(img.getchannel("A"), rounded_mask((w, h), radius)))
    return img


def shadowed(img: Image.Image, blur: int = 4, offset: tuple[int, int] = (2, 3), alpha: int = 110) -> Image.Image:
    """``img`` on a canvas with a soft drop shadow (canvas grows by ``2*blur``)."""
    w, h = img.size
    pad = blur * 2
    canvas = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (0, 0, 0, 0))
    sh = Image.new("RGBA", img.size, (0, 0, 0, alpha))
    sh.putalpha(ImageChops.multiply(img.getchannel("A"), Image.new("L", img.size, alpha)))
    canvas.paste(sh, (pad + offset[0], pad + offset[1]), sh)
    canvas = canvas.filter(ImageFilter.GaussianBlur(blur))
    canvas.alpha_composite(img, (pad, pad))
    return canvas


# -- icons and symbols -------------------------------------------------------------
SYMBOLS = ("circle", "square", "triangle", "star", "diamond", "cross", "hexagon", "moon")


def icon(name: str, size: int, color: RGB = (30, 30, 36), outline: RGB | None = None) -> Image.Image:
    """An icon primitive on a transparent square: the colour-blind symbols and a few more."""
    s = size * 4  # supersample, then shrink for smooth edges
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c, r = s / 2, s * 0.42
    fill = _c(color)
    ol = _c(outline) if outline else None
    ow = max(1, s // 14) if outline else 0
    if name == "circle":
        d.ellipse((c - r, c - r, c + r, c + r), fill=fill, outline=ol, width=ow)
    elif name == "square":
        q = r * 0.85
        d.rounded_rectangle((c - q, c - q, c + q, c + q), radius=s // 16, fill=fill, outline=ol, width=ow)
    elif name == "triangle":
        d.polygon([(c, c - r), (c + r, c + r * 0.8), (c - r, c + r * 0.8)], fill=fill, outline=ol, width=ow)
    elif name == "diamond":
        d.polygon([(c, c - r), (c + r, c), (c, c + r), (c - r, c)], fill=fill, outline=ol, width=ow)
    elif name == "star":
        pts = [(c + (r if i % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + i * math.pi / 5),
                c + (r if i % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
        d.polygon(pts, fill=fill, outline=ol, width=ow)
    elif name == "cross":
        t = r * 0.38
        d.polygon([(c - t, c - r), (c + t, c - r), (c + t, c - t), (c + r, c - t), (c + r, c + t), (c + t, c + t),
                   (c + t, c + r), (c - t, c + r), (c - t, c + t), (c - r, c + t), (c - r, c - t), (c - t, c - t)],
                  fill=fill, outline=ol, width=ow)
    elif name == "hexagon":
        pts = [(c + r * math.cos(math.pi / 6 + i * math.pi / 3), c + r * math.sin(math.pi / 6 + i * math.pi / 3)) for i in range(6)]
        d.polygon(pts, fill=fill, outline=ol, width=ow)
    elif name == "moon":
        d.ellipse((c - r, c - r, c + r, c + r), fill=fill)
        d.ellipse((c - r * 0.45, c - r * 1.05, c + r * 1.35, c + r * 0.75), fill=(0, 0, 0, 0))
    elif name == "coin":
        d.ellipse((c - r, c - r, c + r, c + r), fill=fill, outline=_c(darker(color, 0.4)), width=s // 16)
        d.ellipse((c - r * 0.6, c - r * 0.6, c + r * 0.6, c + r * 0.6), outline=_c(lighter(color, 0.4)), width=s // 24)
    elif name == "person":
        d.ellipse((c - r * 0.35, c - r, c + r * 0.35, c - r * 0.3), fill=fill)
        d.rounded_rectangle((c - r * 0.7, c - r * 0.2, c + r * 0.7, c + r), radius=int(r * 0.4), fill=fill)
    else:
        d.ellipse((c - r, c - r, c + r, c + r), fill=fill)
    return img.resize((size, size), Image.LANCZOS)


# -- components ----------------------------------------------------------------------
def card_face(w: int, h: int, color: RGB = (236, 228, 206), frame: RGB = (120, 90, 50), seed: int = 0) -> Image.Image:
    """A rounded playing card: parchment face, bevelled rim and an inner frame line."""
    radius = max(4, w // 10)
    face = parchment((w, h), color, seed)
    d = ImageDraw.Draw(face)
    m = max(3, w // 14)
    d.rounded_rectangle((m, m, w - 1 - m, h - 1 - m), radius=max(2, radius - m), outline=_c(frame), width=max(1, w // 50))
    face.putalpha(rounded_mask((w, h), radius))
    return bevel(face, radius, depth=max(2, w // 40), strength=0.3)


def card_back(w: int, h: int, color: RGB = (60, 70, 130), seed: int = 0) -> Image.Image:
    radius = max(4, w // 10)
    img = gradient((w, h), lighter(color, 0.15), darker(color, 0.2))
    d = ImageDraw.Draw(img)
    step = max(6, w // 7)
    for i in range(-h, w + h, step):
        d.line([(i, 0), (i + h, h)], fill=_c(lighter(color, 0.25), 110), width=max(1, w // 60))
        d.line([(i, h), (i + h, 0)], fill=_c(lighter(color, 0.25), 110), width=max(1, w // 60))
    m = max(4, w // 10)
    d.rounded_rectangle((m, m, w - 1 - m, h - 1 - m), radius=max(2, radius - m // 2),
                        outline=_c(lighter(color, 0.5)), width=max(2, w // 36))
    img.putalpha(rounded_mask((w, h), radius))
    return bevel(img, radius, depth=max(2, w // 40), strength=0.3)


def tile(w: int, h: int, color: RGB, radius: int | None = None, seed: int = 0) -> Image.Image:
    """A thick square tile with a bevel and a little texture."""
    radius = max(3, w // 8) if radius is None else radius
    img = texture((w, h), color, 0.10, grain=(2, 2), seed=seed)
    img = Image.blend(img, gradient((w, h), lighter(color, 0.2), darker(color, 0.2)), 0.4)
    img.putalpha(rounded_mask((w, h), radius))
    return bevel(img, radius, depth=max(2, w // 12), strength=0.5)


def token(d: int, color: RGB) -> Image.Image:
    s = d * 3
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    dr = ImageDraw.Draw(img)
    dr.ellipse((2, 2, s - 3, s - 3), fill=_c(darker(color, 0.35)))
    dr.ellipse((2, 2, s - 3, s - 10), fill=_c(color))
    dr.ellipse((s * 0.2, s * 0.15, s * 0.8, s * 0.6), fill=_c(lighter(color, 0.18)))
    return img.resize((d, d), Image.LANCZOS)


def figure(w: int, h: int, color: RGB) -> Image.Image:
    """A wooden pawn-like figure (a simple rounded person, not anyone's trademark)."""
    s = 3
    W, H = w * s, h * s
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    head = W * 0.26
    d.ellipse((W / 2 - head, 0, W / 2 + head, head * 2), fill=_c(color))
    d.polygon([(W * 0.18, H), (W * 0.82, H), (W * 0.64, head * 1.7), (W * 0.36, head * 1.7)], fill=_c(color))
    d.rounded_rectangle((W * 0.1, H * 0.82, W * 0.9, H - 1), radius=int(W * 0.08), fill=_c(darker(color, 0.15)))
    grain = wood((W, H), color, seed=3)
    grain.putalpha(img.getchannel("A"))
    out = Image.blend(img, grain, 0.5)
    out.putalpha(img.getchannel("A"))
    hi = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    ImageDraw.Draw(hi).ellipse((W / 2 - head * 0.6, head * 0.2, W / 2 - head * 0.05, head * 0.8), fill=(255, 255, 255, 70))
    out = Image.alpha_composite(out, hi)
    return out.resize((w, h), Image.LANCZOS)


def board(w: int, h: int, base: RGB = (90, 64, 40), inset: RGB = (34, 84, 62), seed: int = 0) -> Image.Image:
    """A wooden board with a felt inlay."""
    img = wood((w, h), base, seed)
    m = max(8, min(w, h) // 30)
    inner = felt((w - 2 * m, h - 2 * m), inset, seed)
    inner.putalpha(rounded_mask(inner.size, m))
    img.alpha_composite(inner, (m, m))
    img.putalpha(rounded_mask((w, h), m * 2))
    return bevel(img, m * 2, depth=max(2, m // 2), strength=0.4)


# -- cover pictures ---------------------------------------------------------------------
def cover(game: str, w: int = 480, h: int = 300) -> Image.Image:
    """The generated cover picture of a game: the game's own (``<game>.view_art.cover``), else a
    generic pattern made from its name."""
    make = _game_cover(game)
    if make is None:
        seed = int(hashlib.sha1(game.encode()).hexdigest()[:6], 16)
        rnd = random.Random(seed)
        c = (rnd.randint(60, 200), rnd.randint(60, 200), rnd.randint(60, 200))
        img = gradient((w, h), lighter(c, 0.2), darker(c, 0.3))
        d = ImageDraw.Draw(img)
        for _ in range(12):
            x, y, r = rnd.uniform(0, w), rnd.uniform(0, h), rnd.uniform(10, 50)
            d.ellipse((x - r, y - r, x + r, y + r), outline=_c(lighter(c, 0.4), 160), width=3)
        img = img.convert("RGBA")
    else:
        img = make(w, h).convert("RGBA")
    shade = gradient((w, h), (0, 0, 0), (0, 0, 0))
    shade.putalpha(gradient((w, h), (0, 0, 0), (150, 150, 150)).getchannel("R"))
    img = Image.alpha_composite(img, shade)
    img.putalpha(rounded_mask((w, h), max(8, w // 30)))
    return img


def _game_cover(game: str) -> Callable[[int, int], Image.Image] | None:
    import importlib
    try:
        own = getattr(importlib.import_module(f"{game}.view_art"), "cover", None)
    except ModuleNotFoundError as e:
        if e.name not in (game, f"{game}.view_art"):
            raise  # a game's drawing that fails to import is a bug, never a plain cover
        own = None
    return own if callable(own) else None


# -- the cache -------------------------------------------------------------------------
def pil_to_surface(img: Image.Image) -> pygame.Surface:
    img = img.convert("RGBA")
    surf = pygame.image.frombytes(img.tobytes(), img.size, "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


class ArtCache:
    """Generated images, kept as PNG files keyed by name and ``ART_VERSION``.

    ``surface(key, make)`` returns a pygame Surface: from memory, else from the
    PNG on disk, else by calling ``make()`` (a Pillow image) and saving it.
    ``scaled(key, make, size)`` gives a smoothly resized copy, memoised.  Both kept in
    memory to a budget of pixels, the least recently used let go first (a table's art is
    well inside it; a long session visits many tables and window sizes).
    """

    #: Bytes of pixels kept in memory: the images as made, and their scaled copies (at least
    #: SCALED_SCREENS windows' worth, so that a large window never pushes out what it draws).
    #: Five tables measured need 11 to 32 MB in all (tests/e2e/bench_memory.py).
    BASE_BUDGET = 16 << 20
    SCALED_BUDGET = 16 << 20
    SCALED_SCREENS = 6

    def __init__(self, root: Path | None = None):
        if root is None:
            from engine.paths import cache_dir
            root = Path(cache_dir()) / "art"
        self.root = Path(root) / f"v{ART_VERSION}"
        self._mem = SurfaceCache(self.BASE_BUDGET)
        self._scaled = SurfaceCache(self.SCALED_BUDGET)
        self.made = 0
        self.loaded = 0

    def path(self, key: str) -> Path:
        safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in key)
        return self.root / f"{safe}.png"

    def image(self, key: str, make: Callable[[], Image.Image]) -> Image.Image:
        p = self.path(key)
        if p.is_file():  # a FIFO or a folder by that name would block or fail: it is drawn anew
            try:
                img = Image.open(p)
                img.load()
                self.loaded += 1
                return img
            except Exception:
                pass  # a damaged cache file is simply redrawn
        img = make()
        self.made += 1
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            tmp = p.with_suffix(f".{os.getpid()}.tmp")
            img.save(tmp, "PNG", compress_level=1)
            os.replace(tmp, p)
        except OSError:
            pass  # a read-only cache only costs speed
        return img

    def surface(self, key: str, make: Callable[[], Image.Image]) -> pygame.Surface:
        s = self._mem.get(key)
        if s is None:
            s = pil_to_surface(self.image(key, make))
            self._mem[key] = s
        return s

    def scaled(self, key: str, make: Callable[[], Image.Image], size: tuple[int, int]) -> pygame.Surface:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        k = (key, size)
        s = self._scaled.get(k)
        if s is None:
            base = self.surface(key, make)
            s = base if base.get_size() == size else pygame.transform.smoothscale(base, size)
            self._scaled[k] = s
        return s

    def memory_bytes(self) -> int:
        """The pixels held in memory, both caches."""
        return self._mem.bytes + self._scaled.bytes

    def relayout(self, window: tuple[int, int] | None = None) -> None:
        """Forget scaled copies (the window or UI scale changed); ``window``: its new size."""
        self._scaled.clear()
        if window is not None:
            self._scaled.budget = max(self.SCALED_BUDGET, self.SCALED_SCREENS * 4 * window[0] * window[1])

    # conveniences for common pieces
    def cover(self, game: str) -> pygame.Surface:
        return self.surface(f"cover-{game}", lambda: cover(game))

    def icon(self, name: str, size: int, color=(30, 30, 36), outline=None) -> pygame.Surface:
        return self.surface(f"icon-{name}-{size}-{'_'.join(map(str, color))}-{outline}",
                            lambda: icon(name, size, color, outline))

    def felt(self, w: int = 512, h: int = 512) -> pygame.Surface:
        return self.surface(f"felt-{w}x{h}", lambda: felt((w, h)))

    def warm(self, games: list[str]) -> None:
        """Draw (or load) what the menu needs so the first frame is quick."""
        for g in games:
            self.cover(g)
        self.surface("menu-bg", lambda: wood((640, 400), (70, 50, 36), seed=7))
