"""Effects on the Sintra table that never hold up play.

* :class:`Shards`: broken glass.  A tile that breaks falls to the glass tower
  and shatters into a handful of pymunk polygons that tumble down the tower
  and settle on the pile; settled shards become static (cheap) and the oldest
  fade out, so the pile stays small.
* :class:`Ghosts`: pictures of pieces that left the table (tiles falling or
  gliding into the tower, a strip that leaves its spire).
* :class:`Popups`: "+7" rising from a window, "+2 colour bonus", "-18".

None of them uses the table's tweens, so the AI, the hand-off and the next
move never wait for them: the table stays interactive while shards settle.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from engine.ui import theme

from .view_layout import least_px


class Shards:
    """Glass shards in the tower (table units; gravity points down the table)."""

    MAX_STATIC = 140
    SETTLE_AFTER = 2.2

    def __init__(self, tower_rect: tuple[float, float, float, float]):
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 1400.0)
        self.space.damping = 0.85
        self.rect = tower_rect
        x, y, w, h = tower_rect
        sb = self.space.static_body
        walls = [((x + 6, y - 400), (x + 6, y + h - 10)), ((x + w - 6, y - 400), (x + w - 6, y + h - 10)),
                 ((x, y + h - 10), (x + w, y + h - 10))]
        for a, b in walls:
            seg = pymunk.Segment(sb, a, b, 3.0)
            seg.friction = 0.9
            seg.elasticity = 0.15
            self.space.add(seg)
        self.live: list[tuple[pymunk.Body, pymunk.Poly, tuple, float]] = []   # body, shape, rgb, age
        self.rest: list[tuple[list, tuple, pymunk.Poly | None]] = []          # world points, rgb, static shape
        self.rng = random.Random(7)

    @property
    def busy(self) -> bool:
        return bool(self.live)

    def burst(self, at: tuple[float, float], rgb: tuple, n: int = 7) -> None:
        """One tile shatters at ``at`` (the tower's mouth) into ``n`` shards."""
        x, y, w, h = self.rect
        for _ in range(n):
            size = self.rng.uniform(5.0, 9.0)
            pts = []
            k = self.rng.choice((3, 3, 4))
            for j in range(k):
                a = j * 2 * math.pi / k + self.rng.uniform(-0.5, 0.5)
                r = size * self.rng.uniform(0.6, 1.0)
                pts.append((r * math.cos(a), r * math.sin(a)))
            body = pymunk.Body(1.0, pymunk.moment_for_poly(1.0, pts))
            cx = min(x + w - 16, max(x + 16, at[0] + self.rng.uniform(-10, 10)))
            body.position = (cx, min(at[1], y + 10) + self.rng.uniform(-6, 6))
            body.velocity = (self.rng.uniform(-160, 160), self.rng.uniform(-220, 40))
            body.angular_velocity = self.rng.uniform(-14, 14)
            shape = pymunk.Poly(body, pts)
            shape.friction = 0.8
            shape.elasticity = 0.25
            self.space.add(body, shape)
            tint = tuple(max(0, min(255, c + self.rng.randint(-24, 30))) for c in rgb)
            self.live.append((body, shape, tint, 0.0))

    def settle_now(self, colours: list[tuple]) -> None:
        """A pile for tiles already in the tower (a loaded game), laid down at once without simulation."""
        x, y, w, h = self.rect
        inner = w - 24
        for i, rgb in enumerate(colours):
            for k in range(4):
                j = i * 4 + k
                cx = x + 12 + (j * 37 % 100) / 100 * inner
                cy = y + h - 18 - (j // 9) * 5 - self.rng.uniform(0, 4)
                size = self.rng.uniform(5.0, 8.0)
                n = self.rng.choice((3, 4))
                a0 = self.rng.uniform(0, math.pi)
                pts = [(cx + size * math.cos(a0 + q * 2 * math.pi / n), cy + size * 0.8 * math.sin(a0 + q * 2 * math.pi / n))
                       for q in range(n)]
                st = pymunk.Poly(self.space.static_body, pts)
                st.friction = 0.9
                self.space.add(st)
                tint = tuple(max(0, min(255, c + self.rng.randint(-24, 30))) for c in rgb)
                self.rest.append((pts, tint, st))

    def clear(self) -> None:
        """The tower was poured into the bag: the pile goes."""
        for body, shape, _, _ in self.live:
            self.space.remove(body, shape)
        for _, _, st in self.rest:
            if st is not None:
                self.space.remove(st)
        self.live, self.rest = [], []

    def update(self, dt: float) -> None:
        if not self.live:
            return
        dt = min(dt, 1 / 30)
        for _ in range(2):
            self.space.step(dt / 2)
        still: list = []
        for body, shape, rgb, age in self.live:
            age += dt
            x, y, w, h = self.rect
            calm = body.velocity.length < 12 and abs(body.angular_velocity) < 1.5
            lost = body.position.y > y + h + 50 or not (x - 60 < body.position.x < x + w + 60)
            if lost:
                self.space.remove(body, shape)
                continue
            if (calm and age > 0.5) or age > self.SETTLE_AFTER:
                self._freeze(body, shape, rgb)
                continue
            still.append((body, shape, rgb, age))
        self.live = still

    def _freeze(self, body, shape, rgb) -> None:
        pts = [body.local_to_world(v) for v in shape.get_vertices()]
        self.space.remove(body, shape)
        st = pymunk.Poly(self.space.static_body, [(p.x, p.y) for p in pts])
        st.friction = 0.9
        self.space.add(st)
        self.rest.append(([(p.x, p.y) for p in pts], rgb, st))
        if len(self.rest) > self.MAX_STATIC:
            _, _, old = self.rest.pop(0)
            if old is not None:
                self.space.remove(old)

    def draw(self, surf: pygame.Surface, camera) -> None:
        for pts, rgb, _ in self.rest:
            self._poly(surf, camera, pts, rgb)
        for body, shape, rgb, _ in self.live:
            pts = [body.local_to_world(v) for v in shape.get_vertices()]
            self._poly(surf, camera, [(p.x, p.y) for p in pts], rgb)

    @staticmethod
    def _poly(surf, camera, pts, rgb) -> None:
        sp = [camera.to_screen(p) for p in pts]
        pygame.draw.polygon(surf, rgb, sp)
        pygame.draw.polygon(surf, tuple(min(255, c + 70) for c in rgb), sp, 1)


class Ghosts:
    """Pictures travelling somewhere and vanishing (not pieces: nothing waits for them)."""

    def __init__(self):
        self.items: list[dict] = []

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def add(self, surf_fn, size, start, end, duration: float, delay: float = 0.0, kind: str = "glide",
            on_done=None, arc: float = 0.0, rise: float = 0.0) -> None:
        self.items.append(dict(surf=surf_fn, size=size, start=start, end=end, t=-delay, dur=max(0.05, duration),
                               kind=kind, done=on_done, arc=arc, rise=rise))

    def update(self, dt: float) -> None:
        keep = []
        for g in self.items:
            g["t"] += dt
            if g["t"] >= g["dur"]:
                if g["done"] is not None:
                    g["done"](g["end"])
                continue
            keep.append(g)
        self.items = keep

    def draw(self, surf: pygame.Surface, camera) -> None:
        for g in self.items:
            if g["t"] < 0:
                f = 0.0
            else:
                f = g["t"] / g["dur"]
            sx, sy = g["start"]
            ex, ey = g["end"]
            if g["kind"] == "fall":      # a broken tile: a short hop, then it drops
                e = f * f
                x = sx + (ex - sx) * f
                y = sy + (ey - sy) * e - g["arc"] * math.sin(math.pi * min(1.0, f * 1.4))
                alpha = 255
                spin = 220 * f
            elif g["kind"] == "leave":   # a strip leaving its spire: rise and fade
                x, y = sx, sy - g["rise"] * f
                alpha = int(255 * (1 - f))
                spin = 0
            else:                        # a tile gliding into the tower and fading inside it
                e = 1 - (1 - f) ** 3
                x, y = sx + (ex - sx) * e, sy + (ey - sy) * e
                alpha = int(255 * (1 - max(0.0, f - 0.6) / 0.4))
                spin = 0
            w, h = g["size"]
            r = camera.rect_to_screen((x - w / 2, y - h / 2, w, h))
            img = g["surf"](r.width, r.height)
            if img is None:
                continue
            if spin:
                img = pygame.transform.rotate(img, spin)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surf.blit(img, img.get_rect(center=r.center))


class Popups:
    """Numbers that rise from where they were scored and fade."""

    def __init__(self):
        self.items: list[list] = []

    def add(self, text: str, at: tuple[float, float], colour=theme.GLOW, delay: float = 0.0, size: int = 30,
            within: tuple[float, float, float, float] | None = None) -> None:
        """``text`` rising from ``at``; kept inside ``within`` (a table rect: the panel it is about).
        The same words at the same place once only (a position shown again repeats its events)."""
        if any(it[0] == text and it[1] == at for it in self.items):
            return
        self.items.append([text, at, -delay, colour, size, within])

    def update(self, dt: float) -> None:
        for it in self.items:
            it[2] += dt
        self.items = [it for it in self.items if it[2] < 1.8]

    def draw(self, surf: pygame.Surface, camera) -> None:
        # never below the least readable size of this window (a small palace's pop-up in a big one)
        least = max(12, least_px(surf.get_size()))
        for text, at, t, colour, size, within in self.items:
            if t < 0:
                continue
            f = t / 1.8
            x, y = camera.to_screen((at[0], at[1] - 60 * f))
            px = max(least, int(camera.length(size)))
            img = theme.text_px(text, px, colour, "bold")
            outline = theme.text_px(text, px, (20, 16, 12), "bold")
            a = int(255 * (1 - max(0.0, f - 0.6) / 0.4))
            r = img.get_rect(center=(int(x), int(y)))
            if within is not None:
                r.clamp_ip(camera.rect_to_screen(within).inflate(-6, -6))
            theme.note_overlay(surf, r.inflate(4, 4))   # over the board's words on purpose, for a moment
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                o = outline.copy()
                o.set_alpha(a)
                surf.blit(o, r.move(dx, dy))
            if a < 255:
                img = img.copy()
                img.set_alpha(a)
            surf.blit(img, r)
